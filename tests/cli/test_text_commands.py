"""The text version: a game's move always wins over a command word. Played with Letters,
a toy whose moves are the letters of the short commands (a, h, m, q, r, u)."""

import io

from qtgames.cli.commandword import command_of
from qtgames.cli.textgame import TextGame
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from tests.toy_letters import Letters, letters_spec


def text_game() -> tuple[TextGame, io.StringIO]:
    record = GameRecord(letters_spec(), seed=0, players=["human", "human"], deal_key=PLAIN)
    out = io.StringIO()
    return TextGame(record, out, io.StringIO("")), out


def test_a_letter_the_game_plays_is_a_move_not_a_command() -> None:
    game, _ = text_game()
    for letter in "ahmqru":
        assert game.handle(letter)            # never quits
    assert game.record.state.position() == "b"
    assert game.record.state.move_stack() == list("ahmqru")


def test_an_alias_the_game_reads_as_a_move_is_refused_as_a_move() -> None:
    game, out = text_game()
    game.handle("u")
    game.handle("a")
    game.handle("u")                          # u is taken: refused, nothing undone
    assert game.record.state.move_stack() == ["u", "a"]
    assert "that letter is already taken" in out.getvalue()


def test_a_command_in_full_or_after_a_colon() -> None:
    game, out = text_game()
    for move in "abh":
        game.handle(move)
    game.handle("undo")
    assert game.record.state.move_stack() == ["a", "b"]
    game.handle(":undo")
    assert game.record.state.move_stack() == ["a"]
    game.handle(":r")
    assert game.record.state.move_stack() == ["a", "b"]
    game.handle(":nothing")
    assert "unknown command ':nothing'" in out.getvalue()


def test_help_says_how_to_type_a_command_that_reads_as_a_move() -> None:
    game, out = text_game()
    game.handle("help")
    assert "type a command in full, or with ':' before it (:undo)" in out.getvalue()
    game.record.state.play("h")
    game.handle("help")
    assert game.record.state.move_stack() == ["h"]


def test_an_alias_is_a_move_where_the_game_reads_it_the_full_word_a_command() -> None:
    handlers = {"undo": "undo-handler", "u": "undo-handler"}
    state = Letters()
    assert command_of("undo", handlers, {"undo"}, state) == ("undo-handler", "")
    assert command_of("u", handlers, {"undo"}, state) is None
    assert command_of(":u", handlers, {"undo"}, state) == ("undo-handler", "")
    assert command_of("u", handlers, {"undo"}, None) == ("undo-handler", "")
