"""Black & White (Reversi on an N×N board): the built-in game plugin.

Same skeleton as every game plugin: ``rules.py`` (the rules model and its notations),
``ai.py`` (evaluation and levels), ``text.py`` (the terminal view), ``locale/`` (the French
catalogue of what the plugin says), ``rules.*.md`` (the rules for players), and this
module, which declares the game to qtgames.
"""

from pathlib import Path

from qtgames.ai.levels import deferred_levels
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain, Text
from qtgames.core.options import OptionSpec, first_player_option
from qtgames.hookspecs import register

# First of the package: chooses between the compiled and the Python endgame kernel.
from qtgames_reversi import kernel  # noqa: F401 - imported for that choice
from qtgames_reversi.benchmarks import endgame_figures
from qtgames_reversi.rules import SEATS, SIZES, new_state, state_from_position

__version__ = "1.0.0"

SEAT_LABELS: dict[str, Text] = {"black": {"en": "Black", "fr": "Noir"},
                                "white": {"en": "White", "fr": "Blanc"}}

GAME = GameSpec(
    id="reversi",
    name={"en": "Black & White", "fr": "Black & White"},
    summary={"en": "Reversi on a board from 6×6 to 26×26: flank and flip your opponent's pawns.",
             "fr": "Reversi sur un plateau de 6×6 à 26×26 : encadrez et retournez les pions "
                   "adverses."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=SEATS,
    seat_labels=SEAT_LABELS,
    levels=deferred_levels("qtgames_reversi.ai:LEVELS"),  # the AI loads with its first player
    text_view="qtgames_reversi.text:ReversiTextView",
    scene="qtgames_reversi.scene:ReversiScene",
    options=(
        OptionSpec("size", {"en": "Board size", "fr": "Taille du plateau"}, SIZES, 8,
                   {size: {"en": f"{size}×{size}", "fr": f"{size}×{size}"} for size in SIZES}),
        first_player_option(SEATS, SEAT_LABELS, drawn=False),
    ),
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
    calibration=Path(__file__).parent / "calibration.json",
    icon=Path(__file__).parent / "icon.svg",
    max_plies=26 * 26 * 2,
    bench_perft_depth=8,
    bench_extra=endgame_figures,
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
