"""Zen l'Initié in the app: two-click moves, keyboard, marks, four seats, rounds, échec."""

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from qtgames.app.mainwindow import MainWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.core.record import GameRecord
from qtgames_zen.round import EMPTY, parse_square


def start(win: MainWindow, seats: list[str], moves: list[str] = (), **options) -> GameRecord:
    record = GameRecord(win.registry.get("zen"), {"first": "black", **options}, 3, seats)
    for move in moves:
        record.play_text(move)
    win.start_table(record)
    win.apply_view_options()
    return record


def click(qtbot, win: MainWindow, square: str) -> None:
    scene = win.scene
    point = scene.centre(*scene.drawn_square(parse_square(square)))
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=win.board.mapFromScene(point))


def marks(win: MainWindow) -> tuple[int, int]:
    """(dots, rings) on the board: plain destinations and captures."""
    from PySide6.QtWidgets import QGraphicsEllipseItem
    ellipses = [item for item in win.scene.marks if isinstance(item, QGraphicsEllipseItem)]
    rings = [item for item in ellipses if item.brush().style() == Qt.BrushStyle.NoBrush]
    return len(ellipses) - len(rings), len(rings)


def test_a_move_is_a_pawn_then_a_destination(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    click(qtbot, window, "F11")
    assert window.scene.selected == parse_square("F11")
    assert marks(window) == (3, 0)          # C11, F8 and I11
    click(qtbot, window, "F10")             # not a destination: nothing is played
    assert record.cursor == 0 and window.scene.selected is None
    click(qtbot, window, "F11")
    click(qtbot, window, "F8")
    assert record.moves == ["F11-F8"]
    assert record.state.to_move() == 1 and window.scene.selected is None


def test_only_the_player_to_moves_pawns_and_the_zen_can_be_picked(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    click(qtbot, window, "K1")              # a white pawn while Black is to move
    assert window.scene.selected is None
    click(qtbot, window, "F6")              # the Zen: its 8 moves from the start
    assert marks(window) == (8, 0)
    click(qtbot, window, "C3")
    assert record.moves == ["F6-C3"]


def test_captures_are_marked_apart_and_played_by_a_click(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    rng = random.Random(11)
    while True:                             # random moves until Black can capture
        state = record.state
        captures = [m for m in state.legal_moves()
                    if m[0] >= 0 and state.board[m[1]] not in (EMPTY, 3)]
        if state.to_move() == 0 and captures:
            break
        record.play(rng.choice(state.legal_moves()))
    window.update_ui()
    origin, target = captures[0]
    name = record.state.format_move((origin, target)).replace("x", "-").split("-")
    click(qtbot, window, name[0])
    assert marks(window)[1] >= 1
    before = record.state.board.count(2)
    click(qtbot, window, name[1])
    assert record.state.board.count(2) == before - 1


def test_keyboard_selects_moves_and_escape_lets_go(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    qtbot.keyClick(window.board, Qt.Key.Key_Right)      # the cursor appears on A11
    qtbot.keyClick(window.board, Qt.Key.Key_Return)     # White's pawn there: nothing
    assert window.scene.selected is None
    for _ in range(5):
        qtbot.keyClick(window.board, Qt.Key.Key_Right)  # F11
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.scene.selected == parse_square("F11")
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)
    assert window.scene.selected is None
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    for _ in range(3):
        qtbot.keyClick(window.board, Qt.Key.Key_Down)   # F8
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert record.moves == ["F11-F8"]


def test_the_moved_pawn_slides_to_its_square(qtbot, window) -> None:
    start(window, ["human", "human"])
    window.scene.view_options.animation_ms = 400
    click(qtbot, window, "F11")
    click(qtbot, window, "F8")
    stone = window.scene.stones[parse_square("F8")]
    end = window.scene.centre(*window.scene.drawn_square(parse_square("F8")))
    assert window.scene.animation.state() == window.scene.animation.State.Running
    qtbot.waitUntil(lambda: stone.pos() == end, timeout=3000)
    assert parse_square("F11") not in window.scene.stones


def test_four_seats_in_the_new_game_dialog_and_the_panel(qtbot, window) -> None:
    spec = window.registry.get("zen")
    dialog = NewGameDialog(spec, "fr", window, options={"players": 4})
    qtbot.addWidget(dialog)
    labels = [dialog.seat_form.itemAt(row, dialog.seat_form.ItemRole.LabelRole).widget().text()
              for row in range(dialog.seat_form.rowCount())]
    assert labels == ["Noir 1", "Blanc 1", "Noir 2", "Blanc 2"]
    dialog.option_boxes["players"].setCurrentIndex(0)
    assert dialog.seat_form.rowCount() == 2
    start(window, ["human", "easy", "human", "easy"], ["F11-F8"], players=4)
    qtbot.waitUntil(lambda: window.driver.human_to_move, timeout=10000)
    assert window.panel.turn.text().startswith("Black 2 to play")


def test_a_round_result_is_announced_and_the_next_round_starts(qtbot, window) -> None:
    record = GameRecord(window.registry.get("zen"), {"first": "black", "variant": 3}, 0,
                        ["human", "human"])
    rng = random.Random(0)
    while record.state.pending is None:
        record.play(rng.choice(record.state.legal_moves()))
    winner, points = record.state.pending
    window.start_table(record)
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    assert f"Round 1: {('Black', 'White')[winner]} wins, {points} points." in boxes[0].text()
    qtbot.waitUntil(lambda: record.state.pending is None, timeout=5000)
    assert record.moves[-1] == "next" and record.state.to_move() == 1 - winner
    assert "Round 1:" in window.panel.summary.text()
    assert "Match to 7" in window.panel.summary.text()


def test_echec_shows_in_the_panel_in_variant_1(qtbot, window) -> None:
    record = GameRecord(window.registry.get("zen"), {"first": "black", "variant": 1}, 0,
                        ["human", "human"])
    rng = random.Random(0)                  # checks first at move 581 of this random game
    from qtgames_zen.check import is_check
    while not (record.cursor and is_check(record.state)):
        record.play(rng.choice(record.state.legal_moves()))
    window.start_table(record)
    assert "Échec !" in window.panel.summary.text()
