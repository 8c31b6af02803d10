"""The Game: Le Duel (two players, hidden hands): the game plugin.

``rules.py`` holds the rules and notations, ``ai.py`` the computer players (the hard
level's play-outs in ``playout.py``, compiled where it can be: ``kernel.py``; what it reads
of the opponent's hand in ``belief.py``), ``text.py`` the terminal view, ``locale/`` the
French catalogue and ``rules.*.md`` the rules for players, ``scene.py`` the card table.
"""

from pathlib import Path

from qtgames.ai.levels import deferred_levels
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain, Text
from qtgames.core.options import first_player_option
from qtgames.hookspecs import register

# First of the package: chooses between the compiled and the Python play-outs.
from qtgames_duel import kernel  # noqa: F401 - imported for that choice
from qtgames_duel.rules import SEATS, new_state, state_from_position

__version__ = "1.0.0"

SEAT_LABELS: dict[str, Text] = {"one": {"en": "Player 1", "fr": "Joueur 1"},
                                "two": {"en": "Player 2", "fr": "Joueur 2"}}

GAME = GameSpec(
    id="duel",
    name={"en": "The Game: Le Duel", "fr": "The Game : Le Duel"},
    summary={"en": "Lay all 58 of your cards on your two piles before your opponent does.",
             "fr": "Posez vos 58 cartes sur vos deux piles avant votre adversaire."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=SEATS,
    seat_labels=SEAT_LABELS,
    levels=deferred_levels("qtgames_duel.ai:LEVELS"),  # the AI loads with its first player
    text_view="qtgames_duel.text:DuelTextView",
    scene="qtgames_duel.scene:DuelScene",
    icon=Path(__file__).parent / "icon.svg",
    options=(first_player_option(SEATS, SEAT_LABELS),),
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
    calibration=Path(__file__).parent / "calibration.json",
    max_plies=2000,
    hidden_information=True,
    draw_offers=False,
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
