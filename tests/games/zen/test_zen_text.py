"""The Zen text view: the board as ``rules.en.md`` draws it, the turn, échec and the score."""

from qtgames_zen.rules import ZenGame
from qtgames_zen.text import ZenTextView
from tests.helpers import zen_board as board


def view() -> ZenTextView:
    return ZenTextView(seat_label=lambda seat: seat.title())


def test_start_board_as_in_rules_md() -> None:
    lines = view().board(ZenGame.new()).splitlines()
    assert lines[0] == "11 o . . . . x . . . . x"
    assert lines[5] == " 6 o . . . . Z . . . . o"
    assert lines[10] == " 1 x . . . . x . . . . o"
    assert lines[11] == "   A B C D E F G H I J K"


def test_status_shows_the_seat_to_move_in_four_player_games() -> None:
    game = ZenGame.new(players=4)
    game.play(game.legal_moves()[0])
    status = view().status(game)
    assert "It is the turn of White 1 (o)" in status
    assert "x: Black, o: White, Z: the Zen (either side's)" in status


def test_echec_is_announced_in_variant_1_only() -> None:
    # Black has just moved (White to play) and E3-D3 would connect Black next move.
    cells = board(black="A1 B1 E3", white="F9 H9", zen="C2").board
    for variant, shown in ((1, True), (2, True), (0, False), (3, False)):
        game = ZenGame(cells[:], 1, 2, None, variant, ply=1)
        assert ("Échec !" in view().status(game)) == shown


def test_match_score_and_result() -> None:
    cells = board(black="A1 B1 C3", white="K11 H9", zen="D2").board
    game = ZenGame(cells, 0, 2, None, 2, (5, 6), 0)
    game.play_text("C3-C2")
    assert view().outcome_text(game, game.outcome()) == "The match is won. Black wins."
    assert "Match to 7: Black 7, White 6" in view().status(game)


def test_the_square_the_last_move_landed_on_is_highlighted() -> None:
    from qtgames.core.textview import Style
    game = ZenGame.new()
    coloured = ZenTextView(style=Style(True))
    assert "42" not in coloured.board(game)
    game.play_text("F11-F8")
    row_8 = coloured.board(game).splitlines()[3]
    assert row_8.startswith(" 8") and "\x1b[1;33;42mx" in row_8
