"""The parts the main window coordinates: who plays each seat during a game, and the
window freed without the garbage collector (which may run in the computer's thread)."""

import gc
import os
import weakref

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games


def test_players_changed_during_a_game(qtbot, window, monkeypatch) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 2, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.legal_moves()[0])
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewGameDialog, "players", lambda self: ["human", "easy"])
    window.seats.change_players()
    assert [seat.player for seat in record.seats] == ["human", "easy"]
    qtbot.waitUntil(lambda: record.cursor == 2, timeout=10000)  # the computer answered
    player = window.driver.table.player(1)
    window.driver.human_move(record.state.legal_moves()[0])
    qtbot.waitUntil(lambda: record.cursor == 4, timeout=10000)
    assert window.driver.table.player(1) is player  # one player for the whole game
    assert window.panel.turn.text() == "Black to play (human)"


def test_a_closed_window_is_freed_at_once_not_by_the_garbage_collector(qtbot) -> None:
    gc.disable()
    try:
        win = MainWindow(load_games())
        win.start_table(GameRecord(win.registry.get("reversi"), {"size": 6}, 1))
        win.driver.close()
        gone = weakref.ref(win)
        win.deleteLater()
        del win
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        assert gone() is None
    finally:
        gc.enable()


def test_a_long_summary_line_wraps_inside_the_panel(qtbot, window) -> None:
    record = GameRecord(window.registry.get("chifoumi"), {"first": "north"}, 2,
                        ["human", "human"])
    window.start_table(record)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: "North" in window.panel.summary.text(), timeout=5000)
    summary = window.panel.summary
    widest = max(summary.fontMetrics().horizontalAdvance(line)
                 for line in summary.text().splitlines())
    assert widest > summary.width()  # one line is longer than the panel is wide...
    assert summary.heightForWidth(summary.width()) > summary.fontMetrics().lineSpacing() * len(
        summary.text().splitlines())  # ...so the label takes more lines than it has
