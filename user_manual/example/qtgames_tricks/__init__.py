"""Three tricks, the manual's example of a game with hidden cards (beside Nim).

Nine cards, three in each hand, three face down; the higher card takes the trick, and
whoever takes more of the three tricks wins. Each player sees only their own hand and the
cards played: the shells show each seat its view, and the computer searches on its view.
"""

from pathlib import Path

from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain
from qtgames.hookspecs import register
from qtgames_tricks.ai import LEVELS
from qtgames_tricks.rules import SEATS, new_state, state_from_position
from qtgames_tricks.text import TricksTextView

__version__ = "1.0.0"

GAME = GameSpec(
    id="tricks",
    name={"en": "Three tricks", "fr": "Trois plis"},
    summary={"en": "Three cards each, unseen by the other: the higher card takes the trick.",
             "fr": "Trois cartes chacun, que l'autre ne voit pas : la plus forte prend le "
                   "pli."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=SEATS,
    seat_labels={"first": {"en": "First player", "fr": "Premier joueur"},
                 "second": {"en": "Second player", "fr": "Second joueur"}},
    levels=LEVELS,
    text_view=TricksTextView,
    scene="qtgames_tricks.scene:TricksScene",
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
    max_plies=6,
    hidden_information=True,
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
