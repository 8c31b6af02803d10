"""Chifoumi (2013 brief): the built-in game plugin.

Same skeleton as every game plugin: ``rules.py`` (the rules model and its notations),
``ai.py`` (evaluation and levels), ``text.py`` (the terminal view), ``scene.py`` (the board
in the app, with the piece pictures ``*.svg``), ``locale/`` (the French catalogue of what
the plugin says), ``rules.*.md`` (the rules for players), and this module, which declares
the game to qtgames.
"""

from pathlib import Path

from qtgames.ai.levels import deferred_levels
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain, Text
from qtgames.core.options import first_player_option
from qtgames.hookspecs import register
from qtgames_chifoumi.rules import SEATS, new_state, state_from_position

__version__ = "1.0.0"

SEAT_LABELS: dict[str, Text] = {"south": {"en": "South", "fr": "Sud"},
                                "north": {"en": "North", "fr": "Nord"}}

GAME = GameSpec(
    id="chifoumi",
    name={"en": "Chifoumi", "fr": "Chifoumi"},
    summary={"en": "Rock, paper, scissors and well on a cross: stack your pieces and "
                   "capture your opponent's stacks.",
             "fr": "Pierre, feuille, ciseaux et puits sur une croix : empilez vos pions et "
                   "prenez les piles adverses."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=SEATS,
    seat_labels=SEAT_LABELS,
    levels=deferred_levels("qtgames_chifoumi.ai:LEVELS"),  # the AI loads with its first player
    text_view="qtgames_chifoumi.text:ChifoumiTextView",
    scene="qtgames_chifoumi.scene:ChifoumiScene",
    options=(first_player_option(SEATS, SEAT_LABELS),),
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
    calibration=Path(__file__).parent / "calibration.json",
    icon=Path(__file__).parent / "icon.svg",
    # At most 12 captures, each after fewer than 40 plies: no game is longer than 520.
    max_plies=600,
    # No game ends level (equal scores: the player who started loses): nothing to agree on.
    draw_offers=False,
    bench_perft_depth=4,
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
