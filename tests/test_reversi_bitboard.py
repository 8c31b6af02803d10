"""Black & White bitboards: the model's move generation and flips against the plain
reference of ``benchmarks.py`` on every board size, its legal-move cache through passes and
undo, and the bench's perft comparison."""

import random

import pytest

from qtgames.core.perft import perft
from qtgames_reversi.benchmarks import (
    _reference_flips,
    _reference_moves,
    perft_figures,
    reference_perft,
)
from qtgames_reversi.bitboard import bit_indices, flips, moves_bitboard
from qtgames_reversi.rules import PASS, SIZES, ReversiState


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
