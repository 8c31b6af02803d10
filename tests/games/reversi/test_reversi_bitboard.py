"""Black & White bitboards: the model's move generation and flips against the plain
reference of ``benchmarks.py`` on every board size, its legal-move cache through passes and
undo, the bench's perft comparison and its plain C endgame solver, and the levels' bitboard
search against the generic alpha-beta."""

import random
from pathlib import Path

import pytest

from qtgames.ai.alphabeta import AlphaBetaPlayer
from qtgames.core.perft import perft
from qtgames_reversi.ai import LEVELS, evaluator, order_moves, square_ranks, strategic
from qtgames_reversi.benchmarks import (
    REFERENCE_LIMIT,
    _reference_flips,
    _reference_moves,
    built_reference,
    game_positions,
    perft_figures,
    reference_perft,
    reference_seconds,
    reference_solver,
    standard_bits,
)
from qtgames_reversi.bitboard import bit_indices, both_moves, flips, moves_bitboard
from qtgames_reversi.rules import BLACK, PASS, SIZES, WHITE, ReversiState
from qtgames_reversi.search import BitboardAlphaBeta
from qtgames_reversi.solver import solve_state


def random_states(size: int, count: int, seed: int) -> list[ReversiState]:
    """Positions of random games on a ``size`` board, from the start to late in the game."""
    rng = random.Random(seed)
    found: list[ReversiState] = []
    while len(found) < count:
        state = ReversiState.start(size)
        for _ in range(rng.randrange(size * size)):
            moves = state.legal_moves()
            if not moves:
                break
            state.play(rng.choice(moves))
        found.append(state)
    return found


@pytest.mark.parametrize("size", SIZES)
def test_moves_and_flips_agree_with_the_reference_on_every_size(size: int) -> None:
    geometry = ReversiState.start(size).geometry
    for state in random_states(size, 12, size):
        for side in (0, 1):
            own, opp = state.pawns[side], state.pawns[1 - side]
            moves = moves_bitboard(own, opp, geometry)
            assert moves == _reference_moves(own, opp, geometry.full, geometry.shifts)
            for square in bit_indices(geometry.full & ~(own | opp)):
                turned = flips(own, opp, square, geometry)
                assert turned == _reference_flips(own, opp, 1 << square, geometry.shifts)
                assert bool(turned) == bool(moves >> square & 1)


@pytest.mark.parametrize("size", [6, 8, 10, 16])
def test_the_reference_perft_counts_as_the_model(size: int) -> None:
    state = ReversiState.start(size)
    own, opp = state.pawns[state.side], state.pawns[1 - state.side]
    for depth in range(1, 6):
        assert reference_perft(own, opp, depth, state.geometry.full,
                               state.geometry.shifts) == perft(state, depth)
    late = random_states(size, 1, 7)[0]
    own, opp = late.pawns[late.side], late.pawns[1 - late.side]
    assert reference_perft(own, opp, 4, late.geometry.full,
                           late.geometry.shifts) == perft(late, 4)


def test_the_legal_moves_follow_passes_and_undo() -> None:
    # White must pass; after the pass Black has c1; undoing the pass gives White's pass back.
    state = ReversiState.from_position("bw6/8/8/8/8/8/8/7b w 1")
    assert state.legal_moves() == [PASS]
    state.play(PASS)
    assert state.legal_moves() == [state.parse_move("c1")]
    state.undo()
    assert state.legal_moves() == [PASS] and state.mobility() == 0
    state.play(PASS)
    state.play(state.parse_move("c1"))
    assert state.legal_moves() == [] and state.is_over()
    state.undo()
    assert state.legal_moves() == [state.parse_move("c1")]


def test_the_bench_compares_the_perft_with_the_reference() -> None:
    figures = perft_figures(depth=3, runs=1)
    rates = (figures["perft_model_leaves_per_cpu_second"],
             figures["perft_reference_leaves_per_cpu_second"],
             figures["perft_model_against_reference"])
    assert all(isinstance(rate, int | float) and rate > 0 for rate in rates)


@pytest.mark.skipif(reference_solver() is None, reason="needs gcc and the source tree")
def test_the_bench_times_the_c_solver_on_the_same_positions() -> None:
    states = game_positions(12)[:4]
    values = [solve_state(state).score for state in states]
    source = reference_solver()
    assert source is not None
    with built_reference(source) as program:
        seconds = reference_seconds(Path(program), states, values)
        assert len(seconds) == len(states)
        assert all(0 <= cpu < REFERENCE_LIMIT for cpu in seconds)
        # A solver that disagrees would make the comparison meaningless: it is refused.
        with pytest.raises(AssertionError):
            reference_seconds(Path(program), states[:1], [values[0] + 2])


def test_the_c_solver_reads_the_usual_layout() -> None:
    state = ReversiState.from_position("b7/8/8/8/8/8/8/6wb b 1")
    assert standard_bits(state.pawns[BLACK], state) == 1 | 1 << 63
    assert standard_bits(state.pawns[WHITE], state) == 1 << 62


@pytest.mark.parametrize("seed", range(4))
def test_the_levels_search_as_the_generic_alpha_beta(seed: int) -> None:
    """Same move, value, depth and node count as the generic search with the same
    evaluation and ordering, whatever the size, reach and tolerance."""
    rng = random.Random(seed)
    for size in (6, 8, 10):
        for state in random_states(size, 3, rng.randrange(1000)):
            if len(state.legal_moves()) < 2:
                continue
            nodes, depth, tolerance = rng.choice(((400, 64, 2.0), (2000, 3, 0.0),
                                                  (3000, 64, 0.0), (200, 1, 2.0)))
            generic = AlphaBetaPlayer(strategic, seed, max_nodes=nodes, max_depth=depth,
                                      order=order_moves, tolerance=tolerance)
            bitboard = BitboardAlphaBeta(evaluator, square_ranks, seed, max_nodes=nodes,
                                         max_depth=depth, tolerance=tolerance)
            assert bitboard.choose(state) == generic.choose(state), state.position()
            assert (bitboard.last_value, bitboard.last_depth, bitboard.last_nodes) == (
                generic.last_value, generic.last_depth, generic.last_nodes)


def test_the_evaluation_is_antisymmetric_and_the_levels_use_the_bitboard_search() -> None:
    for size in (6, 8, 16):
        for state in random_states(size, 20, size):
            assert strategic(state, 0) == -strategic(state, 1)
    assert all(isinstance(level.make(0), BitboardAlphaBeta) for level in LEVELS)


def test_both_sides_moves_at_once_are_each_sides_moves() -> None:
    for size in (6, 8, 26):
        geometry = ReversiState.start(size).geometry
        for state in random_states(size, 10, 3):
            black, white = state.pawns
            assert both_moves(black, white, geometry) == (
                moves_bitboard(black, white, geometry), moves_bitboard(white, black, geometry))
