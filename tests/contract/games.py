"""The games the contract suite covers, the option sets it plays, and seeded random games.

The games come from the plugin registry: the built-in games and the manual's example plugin,
Nim, loaded as a drop-in. A game added to the registry is covered at once; it needs a
reference module (``tests/contract/reference``) or the suite fails. The random games and
the invariants that need no reference are the library's (``qtgames.testing``).
"""

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import ModuleType

import pytest

from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState
from qtgames.plugins import BUILTIN_PLUGINS, GameRegistry, load_games
from qtgames.testing.playout import LONGEST, Playout, choose, play_random, snapshot, spread
from tests.contract.reference import MissingReference, has_reference, reference_for
from tests.example_plugins import nim_home


@functools.cache
def registry() -> GameRegistry:
    """Every built-in game and Nim; a plugin that fails to load fails the suite."""
    return load_games(BUILTIN_PLUGINS, use_entry_points=False,
                      plugin_dir=nim_home() / "data" / "plugins", disabled=(), strict=True)


def game_ids() -> list[str]:
    """The registered games, by id."""
    return sorted(registry().games)


@dataclass(frozen=True)
class Case:
    """One game with one set of options (resolved: every option has its value)."""

    game: str
    options: tuple[tuple[str, OptionValue], ...]

    @classmethod
    def of(cls, spec: GameSpec, options: Mapping[str, OptionValue]) -> "Case":
        """The case of ``spec`` with ``options`` (missing ones take their default)."""
        return cls(spec.id, tuple(sorted(spec.resolve_options(options).items())))

    @property
    def spec(self) -> GameSpec:
        """The game's spec, from the registry."""
        return registry().get(self.game)

    @property
    def option_dict(self) -> dict[str, OptionValue]:
        """The options as a mapping."""
        return dict(self.options)

    @property
    def label(self) -> str:
        """The options that differ from the defaults, e.g. ``players4-variant3``."""
        defaults = {option.key: option.default for option in self.spec.options}
        parts = [f"{key}{value}" for key, value in self.options if defaults.get(key) != value]
        return "-".join(parts) or "default"

    @property
    def id(self) -> str:
        """``zen-players4-variant3``: the test id and golden file name of the case."""
        return f"{self.spec.id}-{self.label}"

    def new_state(self, seed: int) -> AnyState:
        """The start of a game with these options."""
        return self.spec.new_state(self.option_dict, seed)


def reference(game_id: str) -> ModuleType:
    """The reference module of a game; the test fails if the game has none."""
    try:
        return reference_for(game_id)
    except MissingReference as error:
        pytest.fail(str(error), pytrace=False)


def option_sets(game_id: str) -> list[dict[str, OptionValue]]:
    """The option sets to play ``game_id`` with: its reference's, or only the defaults."""
    if not has_reference(game_id):
        return [{}]
    return list(reference_for(game_id).OPTION_SETS)


def cases() -> list[Case]:
    """Every game with every option set the suite plays it with."""
    return [Case.of(registry().get(game_id), options) for game_id in game_ids()
            for options in option_sets(game_id)]


def golden_cases() -> list[tuple[Case, int]]:
    """(case, seed) of every golden playthrough."""
    found = []
    for game_id in game_ids():
        spec = registry().get(game_id)
        chosen = reference_for(game_id).GOLDEN if has_reference(game_id) else [({}, 0)]
        found += [(Case.of(spec, options), seed) for options, seed in chosen]
    return found


@functools.cache
def random_game(case: Case, seed: int) -> Playout:
    """A seeded random game, played until it ends (or is cut, see ``LONGEST``)."""
    return play_random(case.new_state(seed), seed, case.spec.max_plies * LONGEST)


def sampled_states(case: Case, seed: int, count: int) -> list[AnyState]:
    """The states of one random game at about ``count`` plies, its end included."""
    game = random_game(case, seed)
    return game.states(spread(len(game.moves), count))


__all__ = ["LONGEST", "Case", "Playout", "cases", "choose", "game_ids", "golden_cases",
           "random_game", "reference", "registry", "sampled_states", "snapshot", "spread"]
