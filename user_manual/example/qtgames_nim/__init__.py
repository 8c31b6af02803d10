"""Nim, the example game plugin of the user manual ("Writing a game plugin").

A row of matches; each player in turn takes one, two or three; whoever takes the last
match wins. Copy this folder into your qtgames plugin folder and Nim appears among the
games, in the app and in the text version.
"""

from pathlib import Path

from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain
from qtgames.core.options import OptionSpec
from qtgames.hookspecs import register
from qtgames_nim.ai import LEVELS
from qtgames_nim.rules import SEATS, new_state, state_from_position

__version__ = "1.0.0"

GAME = GameSpec(
    id="nim",
    name={"en": "Nim", "fr": "Nim"},
    summary={"en": "Take one to three matches; whoever takes the last one wins.",
             "fr": "Prenez une à trois allumettes ; qui prend la dernière gagne."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=SEATS,
    seat_labels={"first": {"en": "First player", "fr": "Premier joueur"},
                 "second": {"en": "Second player", "fr": "Second joueur"}},
    levels=LEVELS,
    text_view="qtgames_nim.text:NimTextView",
    scene="qtgames_nim.scene:NimScene",
    options=(OptionSpec("matches", {"en": "Matches", "fr": "Allumettes"},
                        (11, 16, 21, 31), 21),),
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
