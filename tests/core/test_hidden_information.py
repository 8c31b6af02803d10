"""The per-seat view contract, proven on the toy High card game."""

import random

import pytest

from qtgames.ai import MCTSPlayer
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from tests.toy_hidden import CARDS, UNKNOWN, HighCard, high_card_spec


def test_a_seat_view_holds_only_what_that_seat_sees() -> None:
    state = HighCard.deal(seed=7)
    north = state.view(0)
    assert north.hands[0] == state.hands[0]
    assert north.hands[1] == [UNKNOWN] * 3
    assert north.stock == [UNKNOWN] * 3
    for card in state.hands[1] + state.stock:
        assert str(card) not in north.position().split()[0].split("/", 1)[1]


def test_played_cards_become_public() -> None:
    state = HighCard.deal(seed=7)
    card = state.legal_moves()[0]
    state.play(card)
    south = state.view(1)
    assert south.trick == [card]
    assert card not in south.hands[0]


def test_determinization_is_consistent_with_the_view() -> None:
    state = HighCard.deal(seed=3)
    state.play(state.legal_moves()[-1])
    view = state.view(1)
    sample = view.determinize(random.Random(5))
    assert sample.hands[1] == state.hands[1]
    assert len(sample.hands[0]) == len(state.hands[0])
    everything = sorted(sample.hands[0] + sample.hands[1] + sample.stock + sample.trick)
    assert everything == list(CARDS)


@pytest.mark.parametrize("seed", range(5))
def test_ai_decision_depends_only_on_its_view(seed: int) -> None:
    """Changing the hidden cards, with the view unchanged, never changes the AI's move."""
    state = HighCard.deal(seed=seed)
    other = state.copy()
    other.hands[1], other.stock = sorted(state.stock), list(state.hands[1])  # swap the hidden
    assert other.hands[1] != state.hands[1]
    assert other.view(0).position() == state.view(0).position()
    first = MCTSPlayer(seed=11, max_nodes=300, hidden=True).choose(state)
    second = MCTSPlayer(seed=11, max_nodes=300, hidden=True).choose(other)
    assert first == second


def test_hidden_game_through_the_record_undo_and_redo() -> None:
    record = GameRecord(high_card_spec(), seed=4, deal_key=PLAIN)
    start = record.state.position()
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    end = record.state.position()
    record.undo(6)
    assert record.state.position() == start
    record.redo(6)
    assert record.state.position() == end
