"""Starting the desktop app: the QApplication, the main window, an optional game or file."""

import gc
import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from qtgames.app.collector import collect_in_gui_thread
from qtgames.app.mainwindow import MainWindow
from qtgames.plugins import GameRegistry
from qtgames.probe import PROBE as STARTUP_PROBE
from qtgames.probe import WINDOW_SHOWN

ICON = Path(__file__).parent / "icon.svg"


def run_app(registry: GameRegistry, game_id: str | None = None,
            load: str | None = None) -> int:
    """Open the main window (on ``game_id``'s New Game dialog or the saved ``load``)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    collect_in_gui_thread(app)
    app.setApplicationName("qtgames")
    app.setOrganizationName("qtgames")
    QApplication.setDesktopFileName("io.github.qtgames")  # Wayland and the taskbar find the icon
    QApplication.setWindowIcon(QIcon(str(ICON)))
    window = MainWindow(registry)
    window.show()
    # What start-up made lives as long as the app: the collections to come leave it alone.
    gc.freeze()
    if os.environ.get(STARTUP_PROBE):  # ``qtgames bench --startup`` times this moment
        QTimer.singleShot(0, lambda: (print(WINDOW_SHOWN, flush=True), app.quit()))
        return app.exec()
    if load:
        window.files.open_file(load)
    elif game_id:
        registry.get(game_id)
        window.new_game(game_id)
    return app.exec()
