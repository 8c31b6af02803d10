"""Le Roi des Roses in a terminal: the coloured board, the students' list-of-lists display,
both hands, the piles, passes announced, French, and bad moves refused in one line."""

import ast
import io
import json
import re

import pytest

from qtgames.cli.main import main
from qtgames.cli.textgame import TextGame
from qtgames.core.i18n import Translator, game_domains
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.core.textview import Style
from qtgames_roses import GAME
from qtgames_roses.rules import PASS, PENALTY_PASS, RosesState
from qtgames_roses.text import RosesTextView, brief_board
from tests.games.roses.positions import (
    FIGURE_HAND_B,
    FIGURE_HAND_R,
    MODEL_RED,
    MODEL_WHITE,
    figure_state,
    position,
    state,
)


def view(lang: str = "en", color: bool = False) -> RosesTextView:
    return RosesTextView(Translator(lang, *game_domains([GAME])), Style(color),
                         seat_label=lambda seat: seat.title())


def test_the_board_rows_from_the_top_with_the_king_and_both_hands() -> None:
    game = state(red=MODEL_RED, white=MODEL_WHITE, king=(3, 4), hand_r=["N2", "SO3"],
                 hand_b=["E1"], draw=["S1", "S2"])
    lines = view().board(game).splitlines()
    assert lines[0] == "   0 1 2 3 4 5 6 7 8"
    assert lines[1] == " 0 . . . . . . . . ."
    assert lines[4] == " 3 . . . B[R]R R . ."  # the king, on a red pawn
    assert lines[9] == " 8 . . B . . . . . ."
    assert "King: row 3, column 4" in lines
    assert "Red (19 pawns left): N2 SO3" in lines
    assert "White (18 pawns left): E1" in lines
    assert lines[-1].startswith("Draw pile: 2 cards; discard pile: ")


def test_the_empty_start_shows_the_king_on_the_centre_and_an_empty_discard_pile() -> None:
    text = view().board(RosesState.deal(1))
    assert " 4 . . . .[K]. . . ." in text.splitlines()
    assert "Draw pile: 14 cards; discard pile: empty" in text


@pytest.mark.parametrize(("king", "line", "expected"), [
    ((2, 0), 3, " 2[B]. . . . . . . ."),
    ((2, 8), 3, " 2 . . . . . . . .[R]"),
    ((0, 3), 1, " 0 . . .[B]. . . . ."),
])
def test_the_king_shows_without_colours_whatever_stands_under_him(
        king: tuple[int, int], line: int, expected: str) -> None:
    column = king[1]
    pawns = {"red": [king], "white": []} if column == 8 else {"red": [], "white": [king]}
    game = state(red=pawns["red"], white=pawns["white"], king=king, hand_r=["S1"],
                 hand_b=["N1"])
    lines = view().board(game).splitlines()
    assert lines[line] == expected
    assert all(len(text) == len(lines[1]) + (text == expected and column == 8)
               for text in lines[1:10])


EVEN_SQUARES = [(row, column) for row in range(0, 9, 2) for column in range(0, 9, 2)]


@pytest.mark.parametrize(("lang", "red", "white", "expected"), [
    ("en", 1, 0, ["Red: 1 point, 25 pawns left", "White: 0 points, 26 pawns left"]),
    ("fr", 1, 0, ["Red : 1 point, 25 pions restants", "White : 0 point, 26 pions restants"]),
    ("en", 25, 1, ["Red: 25 points, 1 pawn left", "White: 1 point, 25 pawns left"]),
    ("fr", 25, 1, ["Red : 25 points, 1 pion restant", "White : 1 point, 25 pions restants"]),
])
def test_points_and_pawns_are_singular_or_plural(lang: str, red: int, white: int,
                                                 expected: list[str]) -> None:
    reds = EVEN_SQUARES[:red]  # apart from each other: one point each
    game = state(red=reds, white=[(1, 1)][:white], king=reds[-1], hand_r=["S1"],
                 hand_b=["N1"])
    assert view(lang).summary(game) == expected


def test_colours_by_default_playable_cards_bold_and_the_king_highlighted() -> None:
    game = state(red=[(4, 4)], king=(4, 4), hand_r=["N1", "O1"], hand_b=["S1"])
    text = view(color=True).board(game)
    assert "\x1b[1;31;42mR" in text            # the red pawn under the king
    assert "\x1b[1mN1\x1b[0m" in text         # a playable card of the player to move


def test_display_brief_prints_the_students_plateau_exactly() -> None:
    options = GAME.resolve_options({"display": "brief"})
    text = position(red=MODEL_RED, white=MODEL_WHITE, king=(3, 4), hand_r=["N2"],
                    hand_b=["E1"])
    game = GAME.from_position(text, options)
    board = view().board(game)
    printed = board.split("\nl_roi")[0]
    assert ast.literal_eval(printed) == [[".", ".", ".", ".", ".", ".", ".", ".", "."]] * 3 + [
        [".", ".", ".", "B", "R", "R", "R", ".", "."],
        [".", ".", ".", ".", ".", ".", ".", ".", "."],
        [".", ".", "R", ".", ".", ".", ".", ".", "."],
        ["R", "B", "B", ".", "R", "B", "R", ".", "."],
        [".", ".", "B", "B", "B", ".", ".", ".", "."],
        [".", ".", "B", ".", ".", ".", ".", ".", "."]]
    assert printed.splitlines()[0] == "[['.', '.', '.', '.', '.', '.', '.', '.', '.'],"
    assert printed == brief_board(game)
    assert "l_roi = 3, c_roi = 4" in board
    assert "Red (19 pawns left): N2" in board and "White (18 pawns left): E1" in board


def test_passes_are_announced() -> None:
    game = figure_state()
    assert game.forced_move() == PASS
    assert view().forced_text(game, "pass") == \
        "Red holds five cards and can play none: Red passes."
    game.play(PASS)
    assert "Red passed." in view().status(game)
    game.play(PASS)
    outcome = game.outcome()
    assert outcome is not None
    assert view().outcome_text(game, outcome) == (
        "Both players passed in a row: the game is over. Red 22 points, White 15 points. "
        "Red wins.")


def test_a_penalty_pass_is_announced_in_both_languages() -> None:
    game = state(hand_r=["N1"], hand_b=["S1"])
    game.play(PENALTY_PASS)
    assert "Red passes (penalty): no valid answer in 3 tries." in view().status(game)
    assert "Red passe (pénalité) : aucune réponse valable en 3 essais." in \
        view("fr").status(game)


def test_french() -> None:
    game = figure_state()
    french = view("fr")
    assert french.forced_text(game, "pass") == \
        "Red a cinq cartes et ne peut en jouer aucune : Red passe son tour."
    assert "Pioche : 2 cartes ; défausse : " in french.board(game)
    assert f"Red (18 pions restants) : {' '.join(FIGURE_HAND_R)}" in french.board(game)
    assert f"White (17 pions restants) : {' '.join(FIGURE_HAND_B)}" in french.board(game)


def play_lines(lines: list[str], options: dict[str, object] | None = None) -> tuple[
        GameRecord, str]:
    record = GameRecord(GAME, GAME.resolve_options(options or {}), seed=1, deal_key=PLAIN)
    out = io.StringIO()
    game = TextGame(record, out=out, inp=io.StringIO("".join(f"{line}\n" for line in lines)))
    assert game.run() == 0
    return game.record, out.getvalue()


@pytest.mark.parametrize(("line", "reason"), [
    ("draw", "you already hold five cards: you cannot draw"),
    ("pioche", "you already hold five cards: you cannot draw"),
    ("XX9", "is not a card like N2 or SO3, nor draw or pass"),
    ("pass", "you may pass only when you can neither play a card nor draw"),
])
def test_a_bad_move_in_the_text_game_is_refused_in_one_line(line: str, reason: str) -> None:
    start = RosesState.deal(1)
    missing = next(card.name for card in sorted(start.hands[1]))
    first = start.format_move(start.legal_moves()[0])
    record, out = play_lines([line, missing, first])
    refusals = re.findall(r"(?m)(?:^|> )! .*$", out)
    assert len(refusals) == 2, out[-800:]
    assert reason in refusals[0]
    assert "that card is not in your hand" in refusals[1]
    assert record.moves == [first]


def test_the_text_game_with_display_brief_shows_the_list_of_lists() -> None:
    start = RosesState.deal(1)
    first = start.format_move(start.legal_moves()[0])
    _, out = play_lines([first], {"display": "brief"})
    assert "[['.', '.', '.', '.', '.', '.', '.', '.', '.']," in out
    assert "l_roi = 4, c_roi = 4" in out


@pytest.mark.parametrize("text", ["", "rubbish", position()[:-3],
                                  position(hand_r=["N1", "N1"]),
                                  position(hand_r=["N1", "N2", "N3", "E1", "E2", "E3"])])
def test_a_malformed_position_on_the_command_line_exits_2_in_one_line(
        text: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "roses", "--position", text]) == 2
    err = capsys.readouterr().err
    assert err.startswith("qtgames: ") and err.count("\n") == 1


def test_moves_and_hint_from_a_view_on_the_command_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    seen = state(hand_r=["N1", "E1"], hand_b=["S1"]).view(0).position()
    assert main(["moves", "roses", "--position", seen, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["moves"] == ["N1", "E1", "draw"]
    assert main(["hint", "roses", "--position", seen, "--level", "hard", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["move"] in ("N1", "E1", "draw")
