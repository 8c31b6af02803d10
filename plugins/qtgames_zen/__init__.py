"""Zen l'Initié (DJ Games, 1997): the built-in game plugin.

``rules.py`` holds the whole game in its variants, with its parts ``round.py`` (one round),
``check.py`` (échec and mat) and ``scoring.py`` (the points of a round); ``ai.py`` the
computer players, ``text.py`` and ``scene.py`` the views, ``locale/`` the French
catalogue and ``rules.*.md`` the rules for players.
"""

from pathlib import Path

from qtgames.ai.levels import deferred_levels
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Domain, Text
from qtgames.core.options import OptionSpec, first_player_option
from qtgames.hookspecs import register
from qtgames_zen.rules import (
    COLOURS,
    VARIANTS,
    new_state,
    seats_for,
    state_from_position,
    teams_for,
)

__version__ = "1.0.0"

SEAT_LABELS: dict[str, Text] = {
    "black": {"en": "Black", "fr": "Noir"},
    "white": {"en": "White", "fr": "Blanc"},
    "black 1": {"en": "Black 1", "fr": "Noir 1"},
    "white 1": {"en": "White 1", "fr": "Blanc 1"},
    "black 2": {"en": "Black 2", "fr": "Noir 2"},
    "white 2": {"en": "White 2", "fr": "Blanc 2"},
}

GAME = GameSpec(
    id="zen",
    name={"en": "Zen l'Initié", "fr": "Zen l'Initié"},
    summary={"en": "Link all your pawns into one chain; the red Zen is friend or foe.",
             "fr": "Reliez tous vos pions en une seule chaîne ; le Zen rouge est ami ou "
                   "ennemi."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seats=seats_for,
    teams=teams_for,
    seat_labels=SEAT_LABELS,
    levels=deferred_levels("qtgames_zen.ai:LEVELS"),  # the AI loads with its first player
    text_view="qtgames_zen.text:ZenTextView",
    scene="qtgames_zen.scene:ZenScene",
    options=(
        first_player_option(COLOURS, SEAT_LABELS),
        OptionSpec("players", {"en": "Players", "fr": "Joueurs"}, (2, 4), 2,
                   {2: {"en": "2 players", "fr": "2 joueurs"},
                    4: {"en": "4 players in two teams", "fr": "4 joueurs en deux équipes"}}),
        OptionSpec("variant", {"en": "Variant", "fr": "Variante"}, VARIANTS, 0,
                   {0: {"en": "Basic rules", "fr": "Règles de base"},
                    1: {"en": "1: échec and échec et mat", "fr": "1 : échec et échec et mat"},
                    2: {"en": "2: échec, match to 7 points",
                        "fr": "2 : échec, match en 7 points"},
                    3: {"en": "3: super initiés (free Zen, match to 7 points)",
                        "fr": "3 : super initiés (Zen libre, match en 7 points)"}}),
    ),
    domain=Domain.beside(__file__),
    rules_dir=Path(__file__).parent,
    calibration=Path(__file__).parent / "calibration.json",
    icon=Path(__file__).parent / "icon.svg",
    max_plies=5000,  # a match of rounds to 7 points between random players: up to ~3600
    bench_perft_depth=3,
)

qtgames_api_version, qtgames_games = register(GAME, api_version=2)
