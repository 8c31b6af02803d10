"""The game record: playing, undo/redo cursor, cutting the redo tail, undo against the AI."""

import pytest

from qtgames.core.errors import IllegalMoveError, OptionError
from qtgames.core.record import GameRecord


def test_play_undo_redo_and_cursor(reversi) -> None:
    record = GameRecord(reversi, seed=1)
    start = record.state.position()
    for text in ("d3", "c5", "f6"):
        record.play_text(text)
    after = record.state.position()
    assert record.moves == ["d3", "c5", "f6"] and record.cursor == 3
    assert record.undo(2) == 2 and record.cursor == 1
    assert record.next_move() == "c5" and record.last_move() == "d3"
    assert record.redo(5) == 2 and record.state.position() == after
    record.goto(0)
    assert record.state.position() == start and not record.can_undo and record.can_redo
    record.goto(3)
    assert record.state.position() == after and not record.can_redo


def test_playing_from_a_past_position_cuts_the_redo_tail(reversi) -> None:
    record = GameRecord(reversi, seed=1)
    for text in ("d3", "c5", "f6"):
        record.play_text(text)
    record.undo(2)
    record.play_text("e3")
    assert record.moves == ["d3", "e3"] and not record.can_redo


def test_illegal_move_changes_nothing(reversi) -> None:
    record = GameRecord(reversi, seed=1)
    with pytest.raises(IllegalMoveError, match="a1: a pawn there would not flank"):
        record.play_text("a1")
    assert record.moves == [] and record.state.ply() == 0


def test_undo_against_the_computer_returns_to_the_humans_turn(reversi) -> None:
    record = GameRecord(reversi, seed=1, players=["human", "easy"])
    record.play_text("d3")
    record.play_text("c5")   # the computer's reply, played here by hand
    record.play_text("f6")
    assert record.undo_to_human() == 1  # after f6 the computer is to move: back before f6
    assert record.cursor == 2
    record.play_text("f6")
    record.play_text("f5")
    assert record.undo_to_human() == 2 and record.cursor == 2


def test_redo_against_the_computer_gives_back_both_moves_as_undo_took_them(reversi) -> None:
    record = GameRecord(reversi, seed=1, players=["human", "easy"])
    for move in ("d3", "c5", "f6", "f5"):   # human, computer, human, computer
        record.play_text(move)
    assert record.undo_to_human() == 2 and record.cursor == 2
    assert record.redo_to_human() == 2 and record.cursor == 4   # not left at the computer
    assert record.seats[record.state.to_move()].is_human
    assert record.redo_to_human() == 0
    between_people = GameRecord(reversi, seed=1)
    between_people.play_text("d3")
    between_people.play_text("c5")
    between_people.undo_to_human()
    assert between_people.redo_to_human() == 1 and between_people.cursor == 2


def test_undo_when_the_computer_moved_first_stops_after_its_move(reversi) -> None:
    record = GameRecord(reversi, seed=1, players=["easy", "human"])
    record.play_text("d3")   # computer
    assert record.undo_to_human() == 0
    record.play_text("c5")   # human
    record.play_text("f6")   # computer
    assert record.undo_to_human() == 2 and record.cursor == 1


def test_players_are_checked(reversi) -> None:
    with pytest.raises(OptionError, match="no computer level 'grandmaster'"):
        GameRecord(reversi, players=["human", "grandmaster"])
    with pytest.raises(OptionError, match="needs 2 players"):
        GameRecord(reversi, players=["human"])


def test_options_are_checked(reversi) -> None:
    with pytest.raises(OptionError, match="size: 7 is not one of"):
        GameRecord(reversi, {"size": 7})
    with pytest.raises(OptionError, match="unknown option 'colour'"):
        GameRecord(reversi, {"colour": "red"})
    assert GameRecord(reversi, {"size": 12}).state.size == 12
