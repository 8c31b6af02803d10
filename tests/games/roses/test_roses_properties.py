"""Le Roi des Roses over whole seeded games (hypothesis): undo is exact, the notation
round-trips, the 24 cards are all somewhere at every ply, views hide only the draw pile's
order, and no computer player's choice depends on that order."""

import itertools
import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.ai.player import AnyPlayer
from qtgames_roses import GAME
from qtgames_roses.ai import EasyPlayer, HardPlayer, MediumPlayer, TataSuzannePlayer
from qtgames_roses.rules import DECK, RosesState

seeds = st.integers(0, 2**32)


def random_game(seed: int, choices: random.Random) -> list[RosesState]:
    """Copies of the state at every ply of a game of random moves, about one in ten the
    penalty pass a referee plays for an AI file."""
    state = RosesState.deal(seed)
    states = [state.copy()]
    while not state.is_over():
        moves = state.referee_moves() if choices.random() < 0.1 else state.legal_moves()
        state.play(choices.choice(moves))
        states.append(state.copy())
    return states


def everything(state: RosesState) -> list[object]:
    """What a position holds, the cards by pile, to compare two states."""
    return [state.position(), list(state.board), state.king, state.seat, state.passes,
            state.placed, [list(hand) for hand in state.hands], state.draw, state.discard,
            state.legal_moves(), state.outcome()]


@settings(max_examples=25, deadline=None)
@given(seeds, seeds)
def test_undo_takes_every_move_back_exactly(seed: int, moves_seed: int) -> None:
    states = random_game(seed, random.Random(moves_seed))
    state = states[-1].copy()
    for earlier in reversed(states[:-1]):
        move = state.undo()
        assert everything(state) == everything(earlier), move
    assert state.move_stack() == []


@settings(max_examples=25, deadline=None)
@given(seeds, seeds)
def test_every_position_and_view_reads_back_the_same(seed: int, moves_seed: int) -> None:
    for state in random_game(seed, random.Random(moves_seed)):
        read = GAME.from_position(state.position(), {})
        assert everything(read) == everything(state)
        for seat in (0, 1):
            view = state.view(seat).position()
            assert GAME.from_position(view, {}).position() == view


@settings(max_examples=25, deadline=None)
@given(seeds, seeds)
def test_hands_draw_and_discard_hold_the_24_cards_at_every_ply(seed: int,
                                                              moves_seed: int) -> None:
    for state in random_game(seed, random.Random(moves_seed)):
        assert state.draw is not None
        cards = state.hands[0] + state.hands[1] + state.draw + state.discard
        assert sorted(cards) == sorted(DECK)
        assert all(len(hand) <= 5 for hand in state.hands)
        assert state.placed == [state.board.count(1), state.board.count(2)]
    assert state.is_over()


def test_random_games_do_reshuffle_the_discard_pile() -> None:
    """So the properties above cover the reshuffle too."""
    found = 0
    for seed in range(20):
        states = random_game(seed, random.Random(seed))
        found += sum(before.draw == [] and after.draw_count() > 0
                     for before, after in itertools.pairwise(states))
    assert found > 0


@settings(max_examples=25, deadline=None)
@given(seeds, seeds, st.integers(0, 1), st.randoms(use_true_random=False))
def test_a_view_hides_the_draw_order_and_determinize_changes_only_that(
        seed: int, moves_seed: int, seat: int, rng: random.Random) -> None:
    states = random_game(seed, random.Random(moves_seed))
    state = states[len(states) // 2]
    view = state.view(seat)
    assert view.draw is None and view.seed is None and view.viewer() == seat
    assert view.draw_count() == state.draw_count()
    full = view.determinize(rng)
    assert full.draw is not None and sorted(full.draw) == sorted(state.draw or [])
    assert full.hands == state.hands and full.discard == state.discard
    assert full.board == state.board and full.king == state.king
    assert full.view(seat).position() == view.position()


def hidden_twin(state: RosesState, rng: random.Random) -> RosesState:
    """The same position with the draw pile in another order and another seed."""
    twin = state.copy()
    assert twin.draw is not None
    rng.shuffle(twin.draw)
    twin.seed = rng.randrange(2**63)
    return twin


PLAYERS: dict[str, Callable[[], AnyPlayer]] = {
    "tata-suzanne": lambda: TataSuzannePlayer(3),
    "easy": lambda: EasyPlayer(3),
    "medium": lambda: MediumPlayer(3),
    # bounded by nodes, not by the clock, so that the same view gives the same search
    "hard": lambda: HardPlayer(3, seconds=None, max_nodes=1500),
}


@pytest.mark.parametrize("level", sorted(PLAYERS))
@settings(max_examples=10, deadline=None)
@given(seed=seeds, moves_seed=seeds, other=st.randoms(use_true_random=False))
def test_no_player_choice_depends_on_the_hidden_draw_order(
        level: str, seed: int, moves_seed: int, other: random.Random) -> None:
    states = random_game(seed, random.Random(moves_seed))
    for state in states[: -1: max(1, len(states) // 6)]:
        if len(state.legal_moves()) < 2:
            continue
        twin = hidden_twin(state, other)
        first, second = PLAYERS[level](), PLAYERS[level]()
        assert first.choose(state) == second.choose(twin), (level, state.position())


def test_the_hard_player_never_reads_the_real_draw_order() -> None:
    """Searching a state whose draw pile is in a known order gives the same move as
    searching one in reversed order: only the view is searched."""
    state = RosesState.deal(11)
    state.play(state.legal_moves()[0])
    twin = state.copy()
    assert twin.draw is not None
    twin.draw.reverse()
    assert HardPlayer(1, None, 1500).choose(state) == HardPlayer(1, None, 1500).choose(twin)
