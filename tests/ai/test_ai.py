"""Generic computer players: legality, own copy, reproducibility, cancellation, strength."""

import threading
from functools import cache

import pytest

from qtgames.ai import AlphaBetaPlayer, Cancelled, GreedyPlayer, MCTSPlayer, RandomPlayer
from qtgames.ai import player as player_module
from qtgames.ai.arena import play_game
from qtgames.ai.player import Budget
from qtgames.core.record import GameRecord
from qtgames.core.state import GameState, Move
from qtgames_reversi.ai import order_moves, strategic, weighted_squares
from qtgames_reversi.rules import ReversiState
from tests.helpers import winning_moves


def midgame(reversi, plies: int = 16, seed: int = 3) -> ReversiState:
    record = GameRecord(reversi, seed=seed)
    player = RandomPlayer(seed)
    for _ in range(plies):
        record.play(player.choose(record.state))
    return record.state


PLAYERS = {
    "random": lambda seed: RandomPlayer(seed),
    "greedy": lambda seed: GreedyPlayer(weighted_squares, seed),
    "alphabeta": lambda seed: AlphaBetaPlayer(strategic, seed, max_nodes=3000,
                                              order=order_moves),
    "mcts": lambda seed: MCTSPlayer(seed, max_nodes=200),
}


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_players_choose_legal_moves_on_their_own_copy(name: str, reversi) -> None:
    state = midgame(reversi)
    before = (state.position(), state.ply())
    move = PLAYERS[name](1).choose(state)
    assert move in state.legal_moves()
    assert (state.position(), state.ply()) == before


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_same_seed_same_move(name: str, reversi) -> None:
    state = midgame(reversi, seed=8)
    moves = {PLAYERS[name](5).choose(state) for _ in range(3)}
    assert len(moves) == 1


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_games_between_levels_are_reproducible_given_a_seed(level: str, reversi) -> None:
    results = [play_game(reversi, {"size": 6, "first": "black"}, 9, [level, "random"])
               for _ in range(2)]
    assert results[0].outcome == results[1].outcome and results[0].plies == results[1].plies


def test_hard_is_reproducible_given_a_seed(reversi) -> None:
    state = midgame(reversi, plies=20, seed=4)
    moves = set()
    for _ in range(2):
        player = reversi.level("hard").make(77)
        player.seconds = None  # only the node budget bounds it: no dependence on the clock
        moves.add(player.choose(state))
    assert len(moves) == 1


UNBOUNDED = {  # neither seconds nor nodes: only cancelling ends their search of 16×16
    "alphabeta": lambda: AlphaBetaPlayer(strategic, 1, order=order_moves),
    "mcts": lambda: MCTSPlayer(1),
}


@pytest.mark.parametrize("name", sorted(UNBOUNDED))
def test_search_is_cancelled_from_another_thread(name: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    player = UNBOUNDED[name]()
    searching = threading.Event()
    search = player.search

    def watched(view: GameState, moves: list[Move], budget: Budget) -> Move:
        searching.set()
        return search(view, moves, budget)

    monkeypatch.setattr(player, "search", watched)
    state = ReversiState.start(16)
    cancel = threading.Event()
    outcome: list[str] = []

    def think() -> None:
        try:
            outcome.append(state.format_move(player.choose(state, cancel)))
        except Cancelled:
            outcome.append("cancelled")

    worker = threading.Thread(target=think, daemon=True)
    worker.start()
    assert searching.wait(30)
    cancel.set()
    worker.join(30)
    assert not worker.is_alive()
    assert outcome == ["cancelled"]


class Clock:
    """A clock that moves on 10 ms each time it is read, and remembers what it said."""

    def __init__(self) -> None:
        self.readings: list[float] = []

    def monotonic(self) -> float:
        """The next reading."""
        self.readings.append((len(self.readings) + 1) / 100)
        return self.readings[-1]


def test_the_time_budget_stops_the_search_at_the_first_look_past_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(player_module, "time", clock)
    player = AlphaBetaPlayer(strategic, 1, seconds=0.3, order=order_moves)
    state = ReversiState.start(8)
    move = player.choose(state)
    assert move in state.legal_moves() and player.last_depth >= 1
    deadline = clock.readings[0] + 0.3  # the first reading starts the budget
    assert [reading >= deadline for reading in clock.readings].count(True) == 1
    assert clock.readings[-1] >= deadline


# 6×6 endgames with several legal moves of which exactly one wins, as the brute force proves:
# "short" (three empty squares) is won within three moves, as deep as medium searches;
# "long" (eight empty squares) only by searching to the end.
ENDGAMES = {
    "short": ("wb1wwb/wwwwbb/wwwbbb/wbbbwb/wbwwww/b2bbb w 30", "c1", 3),
    "long": ("1bbb2/bbwwwb/wbbww1/wwbwww/wwww2/w1wwb1 b 25", "e1", None),
}


@cache
def proven_winners(endgame: str, plies: int | None = None) -> list[str]:
    state = ReversiState.from_position(ENDGAMES[endgame][0])
    return [state.format_move(move) for move in winning_moves(state, plies)]


@pytest.mark.parametrize("endgame", sorted(ENDGAMES))
def test_the_endgames_have_one_winning_move_among_several(endgame: str) -> None:
    position, winner, within = ENDGAMES[endgame]
    assert len(ReversiState.from_position(position).legal_moves()) >= 3
    assert proven_winners(endgame) == [winner]
    assert proven_winners(endgame, within) == [winner]


SOLVERS = {
    "medium": lambda spec, seed: spec.level("medium").make(seed),
    "hard": lambda spec, seed: spec.level("hard").make(seed),
    "alphabeta": lambda spec, seed: AlphaBetaPlayer(strategic, seed, max_nodes=100_000,
                                                    order=order_moves),
    "mcts": lambda spec, seed: MCTSPlayer(seed, max_nodes=500),
}


@pytest.mark.parametrize("endgame, name", [
    pytest.param(endgame, name, id=f"{endgame}-{name}")
    for endgame, names in (("short", ["medium", "hard", "alphabeta", "mcts"]),
                           ("long", ["hard", "alphabeta", "mcts"]))
    for name in names
])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_searching_players_find_the_winning_move(endgame: str, name: str, seed: int,
                                                 reversi) -> None:
    state = ReversiState.from_position(ENDGAMES[endgame][0])
    player = SOLVERS[name](reversi, seed)
    player.seconds = None  # bounded by nodes and depth only: the same move on any machine
    assert state.format_move(player.choose(state)) in proven_winners(endgame)


def test_a_single_legal_move_is_played_without_search() -> None:
    state = ReversiState.from_position("bw6/8/8/8/8/8/8/8 b 1")
    assert state.format_move(AlphaBetaPlayer(strategic, 1).choose(state)) == "c1"
