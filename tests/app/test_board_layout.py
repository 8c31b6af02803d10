"""The board's place in the window: it keeps its size when the first message, the summary
or the status line appears, and it sits in the middle of its area."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.core.record import GameRecord


def board_rect(window: MainWindow) -> QRect:
    """Where the whole board is drawn, in the window's coordinates."""
    QApplication.processEvents()
    view = window.board
    drawn = view.mapFromScene(view.scene().sceneRect()).boundingRect()
    return QRect(view.viewport().mapTo(window, drawn.topLeft()), drawn.size())


def start_reversi(window: MainWindow, qtbot) -> GameRecord:
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 1, ["human", "human"])
    window.resize(1000, 720)
    window.start_table(record)
    qtbot.waitExposed(window)
    return record


def test_the_board_keeps_its_size_when_the_first_messages_appear(window, qtbot) -> None:
    record = start_reversi(window, qtbot)
    before = board_rect(window)
    window.say("Hint: d3")                               # the first status-bar message
    window.panel.status.setText("Black cannot move and passes: White plays again, "
                                "and then Black again.")
    window.driver.human_move(record.state.legal_moves()[0])
    assert board_rect(window) == before


def test_the_board_sits_in_the_middle_of_its_area(window, qtbot) -> None:
    start_reversi(window, qtbot)
    window.say("Hint: d3")
    for width, height in ((1200, 700), (900, 900), (1000, 720)):
        window.resize(width, height)
        QApplication.processEvents()
        view = window.board
        drawn = view.mapFromScene(view.scene().sceneRect()).boundingRect()
        area = view.viewport().rect()
        left, right = drawn.left() - area.left(), area.right() - drawn.right()
        top, bottom = drawn.top() - area.top(), area.bottom() - drawn.bottom()
        assert abs(left - right) <= 2 and abs(top - bottom) <= 2, (width, height, drawn, area)
        assert min(area.width(), area.height()) - max(drawn.width(), drawn.height()) <= 6
