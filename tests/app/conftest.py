"""Fixtures of the app tests: offscreen Qt, a main window, no modal dialog left waiting."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QMessageBox

from qtgames.app.collector import collect_in_gui_thread
from qtgames.app.mainwindow import MainWindow
from qtgames.plugins import load_games


@pytest.fixture(autouse=True)
def gui_thread_collector(qapp):
    """Cyclic garbage is collected in the GUI thread during the test, as in the app (the
    tests that follow without Qt get Python's own collection back)."""
    collector = collect_in_gui_thread(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """Modal message boxes would wait for a click: answer them, and fail on warnings."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: pytest.fail(f"warning: {args}"))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)


@pytest.fixture
def window(qtbot):
    registry = load_games()
    win = MainWindow(registry)
    win.min_delay_ms = 0
    win.speed_actions["off"].setChecked(True)
    qtbot.addWidget(win)
    win.resize(1000, 720)  # the size on a usual screen (the offscreen one is 800 wide)
    win.show()
    yield win
    if win.driver is not None:
        win.driver.close()


@pytest.fixture
def guest_window(qtbot):
    """A second main window, for the player who joins a network game."""
    guest = MainWindow(load_games())
    qtbot.addWidget(guest)
    yield guest
    guest.network.close()
