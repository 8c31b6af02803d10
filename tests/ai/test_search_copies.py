"""Searches copy a position without its history (``copy(stack=False)``): what they play on
starts its own history where the search starts, however long the game before it."""

import random

import pytest

from qtgames.ai.mcts import MCTSPlayer
from qtgames_reversi.rules import ReversiState, new_state

PLAYED = 20


def played(plies: int = PLAYED) -> ReversiState:
    """A Reversi game after ``plies`` moves chosen at random (seeded)."""
    state = new_state({"size": 8, "first": "black"}, 0)
    rng = random.Random(3)
    for _ in range(plies):
        state.play(rng.choice(state.legal_moves()))
    return state


def test_a_drawn_state_of_an_open_game_carries_no_history() -> None:
    state = played()
    drawn = state.determinize(random.Random(1))
    assert drawn.move_stack() == [] and drawn.ply() == PLAYED
    assert drawn.position() == state.position() and len(state.move_stack()) == PLAYED


def test_the_search_plays_on_states_whose_history_starts_where_it_starts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    starts: list[int] = []
    apply = ReversiState._apply

    def recording(self: ReversiState, move: int) -> tuple[tuple[int, int], int | None]:
        starts.append(self.ply() - len(self.move_stack()))
        return apply(self, move)

    monkeypatch.setattr(ReversiState, "_apply", recording)
    state = played()
    starts.clear()
    move = MCTSPlayer(seed=0, max_nodes=30).choose(state)
    assert move in state.legal_moves() and len(state.move_stack()) == PLAYED
    assert starts and min(starts) == PLAYED, sorted(set(starts))
