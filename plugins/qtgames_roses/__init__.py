"""Le Roi des Roses (simplified rules, two players): the game plugin.

``rules.py`` holds the rules and notations, ``ai.py`` the computer players, ``text.py`` the
terminal view, ``students.py`` the convention of the students' AI files, ``locale/`` the
French catalogue and ``rules.*.md`` the rules for players.
"""

from pathlib import Path

from qtgames.ai.levels import LABELS, deferred_levels
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain
from qtgames.core.options import OptionSpec
from qtgames.hookspecs import register
from qtgames_roses.rules import SEATS, new_state, state_from_position

#: The label of the rules' reference opponent, a level of its own.
TATA_SUZANNE = {"en": "Tata Suzanne", "fr": "Tata Suzanne"}

__version__ = "1.0.0"


GAME = GameSpec(
    id="roses",
    name={"en": "Le Roi des Roses", "fr": "Le Roi des Roses"},
    summary={"en": "Move the king with your cards and grow the largest territories of roses.",
             "fr": "Déplacez le roi avec vos cartes et formez les plus grands territoires "
                   "de roses."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=SEATS,
    seat_labels={"red": {"en": "Red", "fr": "Rouge"},
                 "white": {"en": "White", "fr": "Blanc"}},
    # the AI loads with its first player
    levels=deferred_levels("qtgames_roses.ai:LEVELS", ("tata-suzanne", *LABELS),
                           {"tata-suzanne": TATA_SUZANNE, **LABELS}),
    text_view="qtgames_roses.text:RosesTextView",
    scene="qtgames_roses.scene:RosesScene",
    icon=Path(__file__).parent / "icon.svg",
    options=(
        OptionSpec("display", {"en": "Text display", "fr": "Affichage texte"},
                   ("colours", "brief"), "colours",
                   {"colours": {"en": "Board in colour", "fr": "Plateau en couleurs"},
                    "brief": {"en": "List of lists, as the students' plateau",
                              "fr": "Liste de listes, comme le plateau des étudiants"}},
                   text_only=True),
    ),
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
    calibration=Path(__file__).parent / "calibration.json",
    max_plies=600,
    hidden_information=True,
    file_contract="qtgames_roses.students:CONTRACT",
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
