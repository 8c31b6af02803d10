"""The window part of ``--self-test``: the main window offscreen on every game, and the
user manual in both languages."""

import time

from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.app.manualview import ManualWindow
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry


def open_main_window(registry: GameRegistry) -> str:
    """Show the main window, start a game of each kind in it, and close it; a summary."""
    start = time.monotonic()
    app = QApplication.instance() or QApplication(["qtgames"])
    window = MainWindow(registry)
    window.show()
    app.processEvents()
    shown = time.monotonic() - start
    for spec in registry.games.values():
        window.start_session(GameRecord(spec, seed=1))
        app.processEvents()
        if window.grab().isNull():
            raise RuntimeError(f"the board of {spec.id} could not be drawn")
    for lang in ("en", "fr"):
        manual = ManualWindow(lang, window)
        if manual.browser.document().isEmpty():
            raise RuntimeError(f"the user manual ({lang}) shows nothing")
        manual.deleteLater()
    if not window.close():
        raise RuntimeError("the main window did not close")
    return f"main window shown in {shown * 1000:.0f} ms, every board and the manual drawn"
