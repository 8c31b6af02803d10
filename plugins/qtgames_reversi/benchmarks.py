"""Figures for ``qtgames bench``: how long exact endgame solves take on a fixed set of
positions (met in seeded games between the levels, shipped in ``endgames.txt``), and how
fast the rules model's perft runs against a bare bitboard perft timed in the same run."""

import random
import statistics
import time
from pathlib import Path

from qtgames.core.i18n import N_
from qtgames.core.perft import perft
from qtgames_reversi.rules import ReversiState
from qtgames_reversi.solver import empties_of, solve_state

#: Depth of the perft timed against the reference, and how many times each is timed.
REFERENCE_DEPTH = 7
REFERENCE_RUNS = 5

#: Positions timed per count of empty squares: the whole shipped set.
POSITIONS = 20
#: Counts of empty squares timed.
EMPTIES = (12, 14, 16)
#: The shipped endgames: lines "EMPTIES POSITION" (``tools/make-endgame-set`` wrote it).
ENDGAME_FILE = Path(__file__).with_name("endgames.txt")


def game_positions(empties: int) -> list[ReversiState]:
    """The shipped 8×8 positions with ``empties`` empty squares, from real games."""
    found = []
    for line in ENDGAME_FILE.read_text(encoding="utf-8").splitlines():
        count, _, position = line.partition(" ")
        if count == str(empties):
            found.append(ReversiState.from_position(position))
    return found


def fixed_positions(empties: int, count: int = POSITIONS) -> list[ReversiState]:
    """``count`` 8×8 positions with ``empties`` empty squares and a move to make, always
    the same ones: the shipped ones from real games first, then seeded random play."""
    found = game_positions(empties)[:count]
    rng = random.Random(empties)
    while len(found) < count:
        state = ReversiState.start(8)
        while empties_of(state) > empties and state.legal_moves():
            state.play(rng.choice(state.legal_moves()))
        if empties_of(state) == empties and state.mobility():
            found.append(ReversiState(8, state.pawns, state.side))
    return found


def endgame_figures() -> dict[str, object]:
    """Median seconds of an exact solve at each count of ``EMPTIES``: on the clock, and of
    this process's processor time (what a busy machine's other work does not inflate); and
    the perft against the reference (``perft_figures``)."""
    figures: dict[str, object] = perft_figures()
    figures["exact_solve_positions"] = POSITIONS
    for empties in EMPTIES:
        seconds, processor = [], []
        for state in fixed_positions(empties):
            start, cpu = time.perf_counter(), time.process_time()
            solve_state(state)
            seconds.append(time.perf_counter() - start)
            processor.append(time.process_time() - cpu)
        figures[f"exact_solve_{empties}_empties_median_seconds"] = round(
            statistics.median(seconds), 3)
        figures[f"exact_solve_{empties}_empties_median_cpu_seconds"] = round(
            statistics.median(processor), 3)
    return figures



def _reference_moves(own: int, opp: int, full: int, shifts: tuple[int, ...]) -> int:
    """The reference's move generation: every line of opposing pawns followed outward."""
    empty = full & ~(own | opp)
    moves = 0
    for d in shifts:
        x = (own << d) & opp
        line = x
        while x:
            x = (x << d) & opp
            line |= x
        moves |= (line << d) & empty
        x = (own >> d) & opp
        line = x
        while x:
            x = (x >> d) & opp
            line |= x
        moves |= (line >> d) & empty
    return moves


def _reference_flips(own: int, opp: int, bit: int, shifts: tuple[int, ...]) -> int:
    """The reference's flips: each of the eight directions walked from the placed pawn."""
    turned = 0
    for d in shifts:
        x, line = bit << d, 0
        while x & opp:
            line |= x
            x <<= d
        if x & own:
            turned |= line
        x, line = bit >> d, 0
        while x & opp:
            line |= x
            x >>= d
        if x & own:
            turned |= line
    return turned


def reference_perft(own: int, opp: int, depth: int, full: int, shifts: tuple[int, ...]) -> int:
    """Perft of the position ``own`` to move against ``opp``: the yardstick of the model's
    speed, plain bitboard code on bare integers (no state object, no history), written
    apart from the model so that it measures it. Same bit layout as the model: ``full`` is
    the board's mask, ``shifts`` the four directions' bit distances."""
    if depth == 0:
        return 1
    moves = _reference_moves(own, opp, full, shifts)
    if not moves:
        if _reference_moves(opp, own, full, shifts):
            return reference_perft(opp, own, depth - 1, full, shifts)  # a pass
        return 0  # the game is over above the depth: no position there
    leaves = 0
    while moves:
        bit = moves & -moves
        moves ^= bit
        turned = _reference_flips(own, opp, bit, shifts)
        mine, theirs = own | turned | bit, opp ^ turned  # the move played, as perft does
        leaves += 1 if depth == 1 else reference_perft(theirs, mine, depth - 1, full, shifts)
    return leaves


def perft_figures(depth: int = REFERENCE_DEPTH, runs: int = REFERENCE_RUNS) -> dict[str, object]:
    """Leaves per second of the model's perft from the 8×8 start and of the reference,
    timed in turn (processor time, so that other work on the machine counts little), and
    the model's speed as a share of the reference's (medians of ``runs``)."""
    model, reference = [], []
    for _ in range(runs):
        start = ReversiState.start(8)
        own, opp = start.pawns[start.side], start.pawns[1 - start.side]
        cpu = time.process_time()
        leaves = reference_perft(own, opp, depth, start.geometry.full, start.geometry.shifts)
        reference.append(leaves / max(time.process_time() - cpu, 1e-9))
        cpu = time.process_time()
        if perft(start, depth) != leaves:
            raise AssertionError(N_("the model's perft disagrees with the reference"))
        model.append(leaves / max(time.process_time() - cpu, 1e-9))
    model_rate, reference_rate = statistics.median(model), statistics.median(reference)
    return {"perft_model_leaves_per_cpu_second": round(model_rate),
            "perft_reference_leaves_per_cpu_second": round(reference_rate),
            "perft_model_against_reference": round(model_rate / reference_rate, 3)}
