"""Computer-against-computer games, the engine of ``match``, ``tournament`` and self-tests."""

import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from qtgames.ai.player import AnyPlayer, RandomPlayer
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.rng import derive_seed


def make_player(spec: GameSpec, name: str, seed: int) -> AnyPlayer:
    """A fresh computer player: ``random`` or one of the game's levels."""
    return RandomPlayer(seed) if name == "random" else spec.level(name).make(seed)


@dataclass(frozen=True)
class GameResult:
    """One finished computer game: the result and each seat's thinking times."""

    outcome: Outcome
    seat_names: tuple[str, ...]
    seconds: tuple[tuple[float, ...], ...]  # per seat, one entry per move chosen
    plies: int
    #: Per seat, one entry per turn: the thinking time of its moves in a row.
    turn_seconds: tuple[tuple[float, ...], ...] = ()
    #: The moves played, in the game's notation.
    moves: tuple[str, ...] = ()
    #: ``(seat, reason)`` when a seat lost by forfeit, else None.
    forfeit: tuple[int, str] | None = None


def play_game(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
              players: Sequence[str], position: str | None = None) -> GameResult:
    """Play one game with ``players[seat]`` at each seat, cut at ``spec.max_plies``.

    The game starts from ``position`` (the game's notation) when given, else from the start.
    """
    state = (spec.new_state(options, seed) if position is None
             else spec.from_position(position, options))
    brains = [make_player(spec, name, derive_seed(seed, "player", seat))
              for seat, name in enumerate(players)]
    times: list[list[float]] = [[] for _ in players]
    turns: list[list[float]] = [[] for _ in players]
    moves: list[str] = []
    plies, turn_seat, turn_time = 0, state.to_move(), 0.0
    while not state.is_over() and plies < spec.max_plies:
        seat = state.to_move()
        if seat != turn_seat:
            turns[turn_seat].append(turn_time)
            turn_seat, turn_time = seat, 0.0
        forced = state.forced_move()
        if forced is not None:
            move = forced
        else:
            start = time.perf_counter()
            move = brains[seat].choose(state)
            times[seat].append(time.perf_counter() - start)
            turn_time += times[seat][-1]
        moves.append(state.format_move(move))
        state.play(move)
        plies += 1
    turns[turn_seat].append(turn_time)
    outcome = state.outcome() or state.adjudicate()
    return GameResult(outcome, tuple(players), tuple(tuple(t) for t in times), plies,
                      tuple(tuple(t) for t in turns), tuple(moves))


def seats_for(spec: GameSpec, options: Mapping[str, OptionValue], a: str, b: str,
              a_team: int) -> tuple[list[str], tuple[int, ...]]:
    """Players per seat when A plays every seat of team ``a_team``, and A's seats."""
    teams = spec.teams_for(options)
    a_seats = tuple(seat for seat, team in enumerate(teams) if team == a_team)
    return [a if seat in a_seats else b for seat in range(len(teams))], a_seats


def median(values: Sequence[float]) -> float:
    """Median of ``values`` (0 for none)."""
    return statistics.median(values) if values else 0.0
