"""Figures for ``qtgames bench``: how long exact endgame solves take on a fixed set of
positions (reached by seeded random play on 8×8, so every run times the same ones)."""

import random
import statistics
import time

from qtgames_reversi.rules import ReversiState
from qtgames_reversi.solver import empties_of, solve_state

#: Positions timed per count of empty squares.
POSITIONS = 7
#: Counts of empty squares timed.
EMPTIES = (12, 14)


def fixed_positions(empties: int, count: int = POSITIONS) -> list[ReversiState]:
    """``count`` 8×8 positions with ``empties`` empty squares and a move to make, always
    the same ones."""
    rng = random.Random(empties)
    found: list[ReversiState] = []
    while len(found) < count:
        state = ReversiState.start(8)
        while empties_of(state) > empties and state.legal_moves():
            state.play(rng.choice(state.legal_moves()))
        if empties_of(state) == empties and state.mobility():
            found.append(ReversiState(8, state.pawns, state.side))
    return found


def endgame_figures() -> dict[str, object]:
    """Median seconds of an exact solve at each count of ``EMPTIES``: on the clock, and of
    this process's processor time (what a busy machine's other work does not inflate)."""
    figures: dict[str, object] = {"exact_solve_positions": POSITIONS}
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
