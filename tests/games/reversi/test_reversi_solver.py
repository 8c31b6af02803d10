"""Black & White exact endgames: the bitboard solver against a plain minimax over the rules
model, with both kernels (compiled and plain Python), the ``solve`` hook of the game
contract, and the hard level's perfect endgame."""

import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from types import ModuleType

import pytest

from qtgames.ai.player import Budget, OutOfBudget
from qtgames_reversi import kernel as kernels
from qtgames_reversi.ai import HARD_OUTCOME_EMPTIES, HARD_SOLVE_EMPTIES, LEVELS, EndgamePlayer
from qtgames_reversi.benchmarks import EMPTIES, POSITIONS, game_positions
from qtgames_reversi.rules import BLACK, PASS, WHITE, ReversiState
from qtgames_reversi.solver import (
    SOLVE_EMPTIES,
    ProcessorBudget,
    empties_of,
    outcome_of,
    solve_state,
)


@pytest.fixture(params=["python", "compiled"])
def kernel(request: pytest.FixtureRequest) -> ModuleType:
    """The solver module of each kernel: its Python source, and the compiled one where
    this install has it."""
    if request.param == "python":
        return kernels.python_solver()
    if not kernels.compiled():
        pytest.skip("the endgame kernel is not compiled in this install")
    import qtgames_reversi.solver
    return qtgames_reversi.solver


def minimax(state: ReversiState) -> int:
    """Final pawn difference for the side to move under perfect play, by trying every
    legal move of the rules model (independent of the solver's bitboard tricks)."""
    moves = state.legal_moves()
    if not moves:
        black, white = state.counts()
        return black - white if state.to_move() == BLACK else white - black
    mover = state.to_move()
    best = -1000
    for move in moves:
        state.play(move)
        value = minimax(state)
        if state.to_move() != mover:
            value = -value
        state.undo()
        best = max(best, value)
    return best


def value_after(state: ReversiState, move: int,
                value: Callable[[ReversiState], int] = minimax) -> int:
    """The exact value, for the side that plays ``move``, of the position it leads to."""
    mover = state.to_move()
    after = state.copy()
    after.play(move)
    score = value(after)
    return score if after.to_move() == mover else -score


def random_position(rng: random.Random, size: int, empties: int) -> ReversiState | None:
    """A position reached by random moves with ``empties`` empty squares (None when the
    game ended before), made the start of its own history."""
    state = ReversiState.start(size, rng.choice((BLACK, WHITE)))
    while empties_of(state) > empties:
        moves = state.legal_moves()
        if not moves:
            return None
        state.play(rng.choice(moves))
    return ReversiState(size, state.pawns, state.side)


def positions(count: int, seed: int, most_empties: int) -> list[ReversiState]:
    """``count`` random positions on 6×6 and 8×8 boards with 0 to ``most_empties`` empties."""
    rng = random.Random(seed)
    found: list[ReversiState] = []
    while len(found) < count:
        state = random_position(rng, rng.choice((6, 8)), rng.randint(0, most_empties))
        if state is not None:
            found.append(state)
    return found


@pytest.mark.parametrize("seed", range(6))
def test_solver_agrees_with_minimax(seed: int, kernel: ModuleType) -> None:
    for state in positions(30, seed, 8):
        solution = kernel.solve_state(state)
        assert solution.score == minimax(state), state.position()
        if solution.move is None:
            assert state.is_over()
        else:
            assert solution.move in state.legal_moves()
            assert value_after(state, solution.move) == solution.score, state.position()


def test_the_random_positions_include_passes_and_ends() -> None:
    states = [state for seed in range(6) for state in positions(30, seed, 8)]
    assert any(state.legal_moves() == [PASS] for state in states)
    assert any(state.is_over() for state in states)


def test_a_wipe_out_leaves_the_empty_squares_to_nobody() -> None:
    # Black's only move, c1, turns White's last pawn: 4 pawns to none, 32 squares empty.
    state = ReversiState.from_position("bw1b2/6/6/6/6/6 b 1")
    assert state.legal_moves() == [state.parse_move("c1")]
    assert solve_state(state).score == minimax(state) == 4


def test_solve_hook_answers_only_with_few_empties() -> None:
    rng = random.Random(7)
    near = many = None
    while near is None or many is None:
        state = random_position(rng, 8, rng.randint(SOLVE_EMPTIES - 2, SOLVE_EMPTIES + 4))
        if state is not None and not state.is_over():
            if empties_of(state) <= SOLVE_EMPTIES:
                near = state
            else:
                many = state
    assert many.solve() is None
    solution = near.solve()
    assert solution is not None and solution == solve_state(near)
    assert ReversiState.start(8).solve() is None


@pytest.mark.parametrize("position", [
    "bwwww1w1/bwww1ww1/bwwww1wb/bwwww1w1/bbwbbbw1/wwwwbwww/wbbbwwbw/wb1bbbb1 b 1",
    "bbbbbb2/1bwbbbbb/bwbbbwbw/1wbbwbw1/wwwwwwww/wwwbwbbw/wbbbbbb1/b4bbb b 1",
    "2www1wb/wwwwwwbb/wwbbwbwb/wwbwbwbb/wwbwwwwb/1wbbb3/wwbbwww1/2bwwwww b 1",
    "wbbw2w1/bbb2wbb/bbbbwbbb/bwbwbwbb/bbbwwbbb/wwwwwbbb/1wwwwwbb/3wwbb1 b 1",
])
def test_hard_plays_an_exactly_best_move_near_the_end(position: str) -> None:
    # In each of these the search alone, within hard's nodes, throws away pawns (the
    # solver checked against minimax above judges, minimax itself would be slow here).
    state = ReversiState.from_position(position)
    hard = LEVELS[-1].make(0)
    hard.seconds = None  # the node caps decide, not this machine's load
    move = hard.choose(state)
    assert value_after(state, move, lambda after: solve_state(after).score) \
        == solve_state(state).score


def test_the_solver_knows_every_board_size() -> None:
    rng = random.Random(3)
    tried = 0
    while tried < 12:
        state = random_position(rng, rng.choice((10, 26)), rng.randint(0, 6))
        if state is not None:
            assert solve_state(state).score == minimax(state), state.position()
            tried += 1


def test_the_hard_levels_solve_is_bounded_by_processor_time_not_by_the_clock() -> None:
    # Waiting (what a busy machine does to this thread) spends none of it...
    waiting = ProcessorBudget(0.05)
    time.sleep(0.2)
    waiting.check()
    # ...working does, and the wall clock still bounds it when asked.
    working = ProcessorBudget(0.01)
    start = time.thread_time()
    while time.thread_time() - start < 0.05:
        pass
    with pytest.raises(OutOfBudget):
        working.check()
    with pytest.raises(OutOfBudget):
        ProcessorBudget(None, wall_deadline=time.monotonic() - 1).check()


def test_hard_solves_with_processor_time_even_when_its_clock_has_run_out() -> None:
    state = ReversiState.from_position(
        "wwww1w2/b1wwbw2/1wwbbww1/wwbwbw2/wbwbbbw1/bbbbwwww/bbwwbbw1/bbbbbbbw b 1")
    hard = LEVELS[-1].make(0)
    assert isinstance(hard, EndgamePlayer)
    budget = Budget(0.0)  # as if the machine were so busy that no time was left
    move = hard.search(state, state.legal_moves(), budget)
    assert hard.solved
    assert value_after(state, move, lambda after: solve_state(after).score) \
        == solve_state(state).score


def test_hard_finds_the_only_win_at_fifteen_empties() -> None:
    # g6 wins by 2 for White; b1, which looks as good to a search, loses by 6.
    state = ReversiState.from_position(
        "2bbbbb1/b1bbww2/bbbbwb1b/bbbwwbbb/bbbwwbbb/bbbbwb2/b1bww3/bbbbbb2 w 46")
    assert empties_of(state) == 15
    for seed in (1, 2, 3):
        player = LEVELS[2].make(seed)
        assert state.format_move(player.choose(state.view(state.to_move()))) == "g6"


def test_the_shipped_endgames_are_positions_to_solve() -> None:
    for empties in EMPTIES:
        states = game_positions(empties)
        assert len(states) == POSITIONS
        assert len({state.position() for state in states}) == POSITIONS
        assert all(empties_of(state) == empties and state.legal_moves() for state in states)


@pytest.mark.parametrize("index", range(6))
def test_the_solver_agrees_with_minimax_on_endgames_of_real_games(
        index: int, kernel: ModuleType) -> None:
    # From a shipped 12-empty position, best play down to 8 empties, then every line.
    state = game_positions(12)[index]
    while empties_of(state) > 8 and not state.is_over():
        solution = kernel.solve_state(state)
        assert solution.move is not None
        state.play(solution.move)
        state = ReversiState(8, state.pawns, state.side)
    solution = kernel.solve_state(state)
    assert solution.score == minimax(state.copy()), state.position()
    if solution.move is not None:
        assert value_after(state, solution.move) == solution.score


def sign(score: int) -> int:
    """1 won, 0 drawn, -1 lost."""
    return (score > 0) - (score < 0)


@pytest.mark.parametrize("seed", range(3))
def test_the_outcome_agrees_with_the_exact_value(seed: int, kernel: ModuleType) -> None:
    kinds = set()
    for state in positions(30, seed, 10):
        exact = solve_state(state).score
        found = kernel.outcome_of(state)
        assert found.score == sign(exact), state.position()
        kinds.add(found.score)
        if found.score < 0 or state.is_over():
            assert found.move is None
        else:  # the move keeps the win or the draw
            assert sign(value_after(state, found.move, lambda after: solve_state(after).score)) \
                == found.score, state.position()
    assert {-1, 1} <= kinds


def test_both_kernels_agree_on_endgames_of_real_games() -> None:
    if not kernels.compiled():
        pytest.skip("the endgame kernel is not compiled in this install")
    python = kernels.python_solver()
    assert python.__file__.endswith(".py")
    for state in game_positions(12)[:8]:
        assert python.solve_state(state) == solve_state(state), state.position()


@pytest.mark.skipif(not (os.environ.get("CI") and shutil.which("gcc")),
                    reason="a C compiler in CI")
def test_the_kernel_is_compiled_where_a_compiler_is() -> None:
    # CI installs the project as a fresh clone does: the compile must have worked there.
    assert kernels.compiled()


def test_the_python_kernel_runs_when_asked() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "from qtgames_reversi import kernel, solver\n"
         "print(kernel.compiled(), solver.__file__.endswith('.py'))"],
        env=dict(os.environ, QTGAMES_PURE_PYTHON="1"), capture_output=True, text=True,
        timeout=120)
    assert done.stdout.split() == ["False", "True"], done.stderr


@pytest.mark.parametrize("index", [0, 15, 16])
def test_hard_plays_an_exactly_best_move_at_sixteen_empties(index: int) -> None:
    # The three shipped 16-empty positions that take the solver longest.
    state = game_positions(16)[index]
    assert empties_of(state) == HARD_SOLVE_EMPTIES
    hard = LEVELS[-1].make(0)
    hard.seconds = None  # the node caps decide, not this machine's load
    move = hard.choose(state)
    assert isinstance(hard, EndgamePlayer) and hard.solved
    assert value_after(state, move, lambda after: solve_state(after).score) \
        == solve_state(state).score


def test_hard_proves_a_win_a_little_before_it_can_solve_exactly() -> None:
    rng = random.Random(5)
    state = None
    while state is None or state.is_over() or outcome_of(state).score <= 0:
        state = random_position(rng, 8, HARD_OUTCOME_EMPTIES)
    hard = LEVELS[-1].make(0)
    hard.seconds = None
    move = hard.choose(state)
    assert isinstance(hard, EndgamePlayer) and hard.solved
    after = state.copy()
    after.play(move)
    result = outcome_of(after).score
    assert (result if after.to_move() == state.to_move() else -result) == 1
