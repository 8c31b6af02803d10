"""The Game: Le Duel (two players, hidden hands): the game plugin.

``rules.py`` holds the rules and notations, ``ai.py`` the computer players, ``text.py`` the
terminal view, ``messages.py`` the French translations and ``rules.*.md`` the rules for
players, ``scene.py`` the card table.
"""

from collections.abc import Mapping
from pathlib import Path

from qtgames.core.game import GameSpec
from qtgames.core.options import OptionSpec, OptionValue
from qtgames.core.rng import make_rng
from qtgames.hookspecs import hookimpl
from qtgames_duel.ai import LEVELS
from qtgames_duel.messages import MESSAGES
from qtgames_duel.rules import SEATS, DuelState

__version__ = "0.1.0"


def new_state(options: Mapping[str, OptionValue], seed: int) -> DuelState:
    """Both players' cards shuffled with the seed; who starts drawn from it too."""
    first = str(options["first"])
    seat = make_rng(seed, "duel", "first").randrange(2) if first == "random" \
        else SEATS.index(first)
    return DuelState.deal(make_rng(seed, "duel", "deal"), seat)


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> DuelState:
    """A position read from its notation."""
    return DuelState.from_position(text)


GAME = GameSpec(
    id="duel",
    name={"en": "The Game: Le Duel", "fr": "The Game : Le Duel"},
    summary={"en": "Lay all 58 of your cards on your two piles before your opponent does.",
             "fr": "Posez vos 58 cartes sur vos deux piles avant votre adversaire."},
    version=__version__,
    new_state=new_state,
    from_position=state_from_position,
    seat_labels={"one": {"en": "Player 1", "fr": "Joueur 1"},
                 "two": {"en": "Player 2", "fr": "Joueur 2"}},
    levels=LEVELS,
    text_view="qtgames_duel.text:DuelTextView",
    scene="qtgames_duel.scene:DuelScene",
    icon=Path(__file__).parent / "icon.svg",
    options=(
        OptionSpec("first", {"en": "First player", "fr": "Premier joueur"},
                   ("random", *SEATS), "random",
                   {"random": {"en": "Drawn at random", "fr": "Tiré au sort"},
                    "one": {"en": "Player 1", "fr": "Joueur 1"},
                    "two": {"en": "Player 2", "fr": "Joueur 2"}}),
    ),
    messages=MESSAGES,
    rules_dir=Path(__file__).parent,
    max_plies=2000,
    hidden_information=True,
)


@hookimpl
def qtgames_api_version() -> int:
    """This plugin follows plugin API version 1."""
    return 1


@hookimpl
def qtgames_games() -> list[GameSpec]:
    """The Game: Le Duel."""
    return [GAME]
