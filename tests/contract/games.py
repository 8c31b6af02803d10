"""The games the contract suite covers, the option sets it plays, and seeded random games.

The games come from the plugin registry: the built-in games and the manual's example plugin,
Nim, loaded as a drop-in. A game added to the registry is covered at once; it needs a
reference module (``tests/contract/reference``) or the suite fails.
"""

import functools
import random
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType

import pytest

from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState
from qtgames.plugins import BUILTIN_PLUGINS, GameRegistry, load_games
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


def choose(state: AnyState, rng: random.Random) -> Hashable:
    """A random legal move; drawn among the moves sorted by notation, so that the game
    played does not depend on the order the plugin lists its moves in."""
    return rng.choice(sorted(state.legal_moves(), key=state.format_move))


#: Plies between two copies a play-out keeps (replaying from the nearest is cheap).
CHECKPOINT = 10
#: A random game is cut after this many times ``spec.max_plies`` moves.
LONGEST = 5


@dataclass(frozen=True)
class Playout:
    """A seeded random game: its moves, and copies of its states every ``CHECKPOINT``
    plies, each with its position when it was copied."""

    moves: tuple[Hashable, ...]
    checkpoints: tuple[tuple[AnyState, str], ...]

    def checkpoint(self, ply: int) -> AnyState:
        """The kept copy at or before ``ply``, checked to be as it was kept (the suite relies
        on ``copy``: a copy that changes with its original is reported as such)."""
        index = ply // CHECKPOINT
        state, position = self.checkpoints[index]
        assert state.position() == position, (
            f"state.copy() is not independent: the copy made at ply {index * CHECKPOINT} "
            f"changed to {state.position()!r} as the game went on")
        return state

    def state_at(self, ply: int) -> AnyState:
        """A fresh state after the first ``ply`` moves (its history holds them all)."""
        state = self.checkpoint(ply).copy()
        for move in self.moves[state.ply():ply]:
            state.play(move)
        return state

    def states(self, plies: Iterable[int]) -> list[AnyState]:
        """Fresh states after each of ``plies`` moves."""
        return [self.state_at(ply) for ply in plies]


@functools.cache
def random_game(case: Case, seed: int) -> Playout:
    """A seeded random game, played until it ends (or is cut, see ``LONGEST``)."""
    limit = case.spec.max_plies * LONGEST
    state = case.new_state(seed)
    rng = random.Random(seed)
    checkpoints = [(state.copy(), state.position())]
    while not state.is_over() and state.ply() < limit:
        state.play(choose(state, rng))
        if state.ply() % CHECKPOINT == 0:
            checkpoints.append((state.copy(), state.position()))
    game = Playout(tuple(state.move_stack()), tuple(checkpoints))
    for ply in range(0, len(game.moves) + 1, CHECKPOINT):
        game.checkpoint(ply)
    return game


def spread(length: int, count: int) -> list[int]:
    """About ``count`` plies from 0 to ``length`` evenly spread, the last two always."""
    step = max(1, length // max(1, count))
    return sorted(set(range(0, length + 1, step)) | {max(0, length - 1), length})


def sampled_states(case: Case, seed: int, count: int) -> list[AnyState]:
    """The states of one random game at about ``count`` plies, its end included."""
    game = random_game(case, seed)
    return game.states(spread(len(game.moves), count))


def snapshot(state: AnyState) -> tuple[object, ...]:
    """Everything the contract lets one read of a state's position, to compare two."""
    return (state.position(), state.key(), state.to_move(), state.ply(), state.outcome(),
            state.is_over(), state.legal_moves(), state.forced_move())
