"""The window's chrome: the toolbar (with the game's own commands), the players panel and
the status bar."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from qtgames.app import filedialogs
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames_duel.rules import END


def test_the_toolbar_has_new_undo_redo_and_hint_with_icons(window) -> None:
    tools = window.menus.toolbar.actions()
    for action in (window.menus.act_new, window.act_undo, window.act_redo, window.act_hint):
        assert action in tools and not action.icon().isNull()


def test_the_duel_end_turn_is_in_the_toolbar_and_the_move_menu(qtbot, window) -> None:
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, ["human", "easy"],
                        deal_key=PLAIN)
    window.start_table(record)
    end = window.menus.command_actions["end"]
    assert end in window.menus.toolbar.actions() and end in window.menus.menu_move.actions()
    assert end.text() == "End turn" and not end.isEnabled()
    for _ in range(2):
        window.driver.human_move(next(m for m in record.state.legal_moves() if m != END))
    assert end.isEnabled()
    end.trigger()
    assert record.moves[2] == "end"
    window.language_actions["fr"].trigger()
    assert end.text() == "Finir le tour"


def test_no_game_command_for_a_game_without_any(window) -> None:
    window.start_table(GameRecord(window.registry.get("reversi"), {"size": 6}, 1))
    assert window.menus.command_actions == {}


def test_the_players_panel_names_each_seat_its_count_and_whose_turn(qtbot, window) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 1, ["human", "hard"])
    window.min_delay_ms = 10_000  # the computer's answer waits: the turn is White's
    window.start_table(record)
    rows = window.panel.players.rows
    assert [row.name.text() for row in rows] == ["Black", "White"]
    assert [row.player.text() for row in rows] == ["Human", "Computer: Hard"]
    assert [row.count.text() for row in rows] == ["2", "2"]
    assert all(not row.piece.pixmap().isNull() for row in rows)
    assert rows[0].turn.text() == "▶" and rows[1].turn.text() == ""
    window.driver.human_move(record.state.legal_moves()[0])
    assert [row.count.text() for row in rows] == ["4", "1"]
    assert rows[1].turn.text() == "▶" and rows[0].turn.text() == ""


def test_the_players_panel_counts_cards_left_and_pawns(window) -> None:
    window.start_table(GameRecord(window.registry.get("duel"), {"first": "one"}, 4,
                                    ["human", "easy"], deal_key=PLAIN))
    assert [row.count.text() for row in window.panel.players.rows] == ["58", "58"]
    window.start_table(GameRecord(window.registry.get("zen"), {"players": 4}, 4,
                                    ["human"] * 4, deal_key=PLAIN))
    assert [row.count.text() for row in window.panel.players.rows] == ["12"] * 4


def test_the_status_bar_says_a_save(qtbot, window, monkeypatch, tmp_path) -> None:
    window.start_table(GameRecord(window.registry.get("reversi"), {"size": 6}, 1))
    target = tmp_path / "a.qtgame"
    monkeypatch.setattr(filedialogs, "ask_save_path", lambda *args: str(target))
    window.files.save_as()
    assert window.statusBar().currentMessage() == f"Saved as {target}."


def test_the_game_commands_speak_french_behind_the_curtain_too(qtbot, window) -> None:
    window.language_actions["fr"].trigger()
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, ["human", "human"],
                        deal_key=PLAIN)
    window.start_table(record)
    assert window.board_stack.currentWidget() is window.curtain
    end = window.menus.command_actions["end"]
    assert end.text() == "Finir le tour" and not end.isEnabled()


def test_the_toolbar_keeps_short_names_and_says_the_move_in_its_tooltip(window) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 1, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.legal_moves()[0])
    assert window.act_undo.iconText() == "Undo"
    assert window.act_undo.toolTip() == f"Undo Black: {record.moves[0]}"


def test_the_players_panel_counts_roses_pawns_and_chifoumi_points(window) -> None:
    window.start_table(GameRecord(window.registry.get("roses"), {}, 1, ["human", "easy"],
                                    deal_key=PLAIN))
    assert [row.count.text() for row in window.panel.players.rows] == ["26", "26"]
    window.start_table(GameRecord(window.registry.get("chifoumi"), {}, 1,
                                    ["human", "easy"], deal_key=PLAIN))
    assert [row.count.text() for row in window.panel.players.rows] == ["0", "0"]


def test_every_game_draws_each_seat_with_its_own_piece_in_the_players_panel(window) -> None:
    from PySide6.QtGui import QColor

    for game_id in ("reversi", "zen", "duel", "roses", "chifoumi"):
        spec = window.registry.get(game_id)
        options = spec.resolve_options({})
        window.start_table(GameRecord(spec, options, 3,
                                        ["human"] * len(spec.seats_for(options)), deal_key=PLAIN))
        pictures = [row.piece.pixmap().toImage() for row in window.panel.players.rows]
        assert all(not picture.isNull() for picture in pictures), game_id
        middles = [QColor(picture.pixel(picture.width() // 2, picture.height() // 2))
                   for picture in pictures]
        assert all(colour.alpha() > 0 for colour in middles), game_id  # something drawn
        assert pictures[0] != pictures[1] or game_id == "duel", game_id  # the sides differ


def test_a_long_player_name_is_cut_in_its_middle_and_whole_in_its_tooltip(
        qtbot, window) -> None:
    bot = "py:/tmp/a_very_long_name_for_the_student_bot_that_plays_reversi_well.py"
    window.start_table(GameRecord(window.registry.get("reversi"), {}, 1, ["human", bot]))
    row = window.panel.players.rows[1]
    qtbot.waitUntil(lambda: "…" in row.player.text())
    full = "Computer: a_very_long_name_for_the_student_bot_that_plays_reversi_well.py"
    assert row.player.text().startswith("Computer:") and row.player.text().endswith(".py")
    assert row.player.toolTip() == full
    assert row.player.width() <= window.panel.players.width()
