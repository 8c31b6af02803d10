"""Turns made of several moves: the record, undo per move, and search across them."""

from qtgames.ai import AlphaBetaPlayer, MCTSPlayer
from qtgames.core.game import GameSpec
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.core.textview import TextView
from tests.toy_multistep import END, Steps


def steps_spec() -> GameSpec:
    return GameSpec(id="steps", name={"en": "Steps"}, summary={"en": "toy"}, version="0",
                    new_state=lambda options, seed: Steps(), from_position=lambda t, o: Steps(),
                    seats=Steps.seats,
                    seat_labels={}, levels=(),
                    text_view=f"{TextView.__module__}:TextView")


def test_a_turn_of_several_moves_keeps_the_same_seat() -> None:
    state = Steps()
    state.play("+1")
    assert state.to_move() == 0 and END in state.legal_moves()
    state.play("+2")
    state.play(END)
    assert state.to_move() == 1 and END not in state.legal_moves()


def test_undo_against_the_computer_goes_back_one_placement_within_a_human_turn() -> None:
    record = GameRecord(steps_spec(), seed=0, players=["human", "random"], deal_key=PLAIN)
    for move in ("+1", "+2", END, "+1", END, "+2"):
        record.play_text(move)
    assert record.undo_to_human() == 1          # the human's own step of this turn
    assert record.state.position() == "4 0 0"
    assert record.undo_to_human() == 3          # the computer's turn, and the human's end
    assert record.state.position() == "3 0 2"


def test_alphabeta_plans_a_whole_turn() -> None:
    # From 6, the mover wins with +2, +2 (reaching 10) whatever order the search explores.
    state = Steps()
    state.counter = 6
    while state.to_move() == 0 and not state.is_over():
        state.play(AlphaBetaPlayer(lambda s, team: 0.0, seed=1, max_depth=6).choose(state))
    assert state.counter == 10 and state.outcome().winners == {0}  # type: ignore[union-attr]


def test_mcts_finds_the_winning_turn() -> None:
    state = Steps()
    state.counter = 8
    move = MCTSPlayer(seed=2, max_nodes=300).choose(state)
    assert move == "+2"
