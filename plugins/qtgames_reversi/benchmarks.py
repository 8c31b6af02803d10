"""Figures for ``qtgames bench``: how long exact endgame solves take on a fixed set of
positions (met in seeded games between the levels, shipped in ``endgames.txt``), against a
plain alpha-beta solver in C on the same positions where the source tree and gcc are at
hand, and how fast the rules model's perft runs against a bare bitboard perft timed in the
same run."""

import random
import shutil
import time
from contextlib import ExitStack
from pathlib import Path

from qtgames.core.i18n import N_
from qtgames.core.perft import perft
from qtgames_reversi import kernel
from qtgames_reversi.bitboard import bit_indices
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
#: The plain C solver timed against ours: in the source tree only, never shipped.
REFERENCE_SOURCE = Path(__file__).resolve().parents[2] / "tools" / "endgame-reference.c"
#: Processor seconds after which the C solver gives a position up (counted as that long:
#: a lower bound, which leaves the median exact while fewer than half are given up).
REFERENCE_LIMIT = 6.0


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
    this process's processor time (what a busy machine's other work does not inflate);
    the plain C solver's median processor seconds on the same positions and ours over it,
    where it can be built; and the perft against the reference (``perft_figures``)."""
    import statistics  # here: the game is declared at every start-up, benched rarely

    figures: dict[str, object] = perft_figures()
    figures["exact_solve_kernel"] = "compiled" if kernel.compiled() else "python"
    figures["exact_solve_positions"] = POSITIONS
    source = reference_solver()
    if source is None:
        figures["reference_solver"] = N_("not available (needs the source tree and gcc)")
    with ExitStack() as stack:
        program = None if source is None else Path(stack.enter_context(built_reference(source)))
        for empties in EMPTIES:
            states = fixed_positions(empties)
            seconds, processor, values = [], [], []
            for state in states:
                start, cpu = time.perf_counter(), time.process_time()
                values.append(solve_state(state).score)
                seconds.append(time.perf_counter() - start)
                processor.append(time.process_time() - cpu)
            ours = statistics.median(processor)
            figures[f"exact_solve_{empties}_empties_median_seconds"] = round(
                statistics.median(seconds), 3)
            figures[f"exact_solve_{empties}_empties_median_cpu_seconds"] = round(ours, 3)
            if program is not None:
                theirs = statistics.median(reference_seconds(program, states, values))
                figures[f"reference_solve_{empties}_empties_median_cpu_seconds"] = round(
                    theirs, 3)
                figures[f"exact_solve_{empties}_empties_against_reference"] = round(
                    ours / max(theirs, 1e-6), 3)
    return figures


def reference_solver() -> Path | None:
    """The C solver's source, where it and gcc are at hand (a source tree), else None."""
    return REFERENCE_SOURCE if REFERENCE_SOURCE.is_file() and shutil.which("gcc") else None


class built_reference:
    """A temporary folder holding the C solver compiled from ``source``, as its name."""

    def __init__(self, source: Path) -> None:
        self.source = source

    def __enter__(self) -> str:
        import subprocess
        import tempfile

        self.folder = tempfile.TemporaryDirectory()
        program = Path(self.folder.name) / "endgame-reference"
        subprocess.run(["gcc", "-O2", "-o", str(program), str(self.source)], check=True,
                       capture_output=True)
        return str(program)

    def __exit__(self, *_: object) -> None:
        self.folder.cleanup()


def standard_bits(bits: int, state: ReversiState) -> int:
    """An 8×8 board's pawns in the usual layout, square ``row * 8 + column``."""
    geometry = state.geometry
    out = 0
    for index in bit_indices(bits):
        row, col = geometry.row_col(index)
        out |= 1 << (row * 8 + col)
    return out


def reference_seconds(program: Path, states: list[ReversiState],
                      values: list[int]) -> list[float]:
    """The C solver's processor seconds on each 8×8 position (``REFERENCE_LIMIT`` for one
    it gave up); it must find the same ``values``, or the figures would mean nothing."""
    import subprocess

    lines = "".join(f"{standard_bits(state.pawns[state.side], state):x} "
                    f"{standard_bits(state.pawns[1 - state.side], state):x}\n"
                    for state in states)
    output = subprocess.run([str(program), str(REFERENCE_LIMIT)], input=lines, text=True,
                            capture_output=True, check=True).stdout.split("\n")
    seconds = []
    for value, row in zip(values, output, strict=False):
        found, _, _, cpu = row.split()
        if found != "over" and int(found) != value:
            raise AssertionError(N_("the C solver disagrees with ours"))
        seconds.append(REFERENCE_LIMIT if found == "over" else float(cpu))
    return seconds



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
    import statistics

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
