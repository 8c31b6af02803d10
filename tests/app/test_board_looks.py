"""How the square boards look at the default window size: readable coordinates clear of the
frame and visible legal-move dots from 6×6 to 26×26, a keyboard cursor seen on any board
and above the selection, no sign peeping out under a Zen pawn."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsEllipseItem

from qtgames.app.gridscene import FRAME, MARGIN
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames_zen.round import EMPTY


def on_screen(window, length: float) -> float:
    """A scene length as drawn in the board view, in pixels."""
    return length * window.board.transform().m11()


@pytest.mark.parametrize("size", [6, 10, 26])
def test_coordinates_are_readable_and_clear_of_the_frame(qtbot, window, size) -> None:
    window.start_table(GameRecord(window.registry.get("reversi"), {"size": size}, 1,
                                    ["human", "human"]))
    qtbot.waitExposed(window)
    scene = window.scene
    frame = scene.square_rect(0, 0).united(scene.square_rect(size - 1, size - 1)).adjusted(
        -FRAME, -FRAME, FRAME, FRAME)
    for label in scene.coordinates:
        box = label.sceneBoundingRect()
        assert not box.intersects(frame), label.text()
        assert scene.sceneRect().contains(box), label.text()
        assert on_screen(window, box.height()) >= 11, (size, on_screen(window, box.height()))
    dots = [item for item in scene.marks if isinstance(item, QGraphicsEllipseItem)]
    assert dots and all(on_screen(window, dot.rect().width()) >= 8 for dot in dots)


def test_the_zen_cursor_stands_out_and_stays_above_the_selection(qtbot, window) -> None:
    record = GameRecord(window.registry.get("zen"), {"first": "black"}, 1, ["human", "human"])
    window.start_table(record)
    scene = window.scene
    origin = record.state.legal_moves()[0][0]
    scene.cursor_square = scene.drawn_square(origin)
    qtbot.keyClick(window.board, Qt.Key.Key_Right)      # the cursor shows, on that pawn
    qtbot.keyClick(window.board, Qt.Key.Key_Return)     # selected
    assert scene.selected == origin and scene.cursor.isVisible()
    assert all(scene.cursor.zValue() > mark.zValue() for mark in scene.marks)
    assert all(scene.cursor.zValue() > stone.zValue() for stone in scene.stones.values())
    outer, inner = scene.cursor.pen(), scene.cursor_inner.pen()
    assert outer.color().lightness() < 60 and outer.widthF() >= 5      # dark on beige
    assert inner.color().lightness() > 150 and inner.widthF() >= 3     # bright on black


def test_no_sign_shows_under_a_zen_pawn(window) -> None:
    record = GameRecord(window.registry.get("zen"), {"first": "black"}, 1, ["human", "human"])
    window.start_table(record)
    scene = window.scene
    assert scene.signs
    for square, items in scene.signs.items():
        occupied = record.state.board[square] != EMPTY
        assert all(item.isVisible() != occupied for item in items), square
    move = record.state.legal_moves()[0]
    window.driver.human_move(move)
    assert all(item.isVisible() for item in scene.signs.get(move[0], []))


@pytest.mark.parametrize("game", ["roses", "chifoumi"])
def test_a_board_whose_labels_fit_keeps_the_usual_margin(window, game) -> None:
    """Scenes that draw their own parts from MARGIN stay in line with the grid."""
    window.start_table(GameRecord(window.registry.get(game), {}, 1, ["human", "human"],
                                    deal_key=PLAIN))
    assert window.scene.margin == MARGIN
    assert window.scene.square_rect(0, 0).topLeft().x() == MARGIN
