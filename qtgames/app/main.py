"""Starting the desktop app: the QApplication, the main window, an optional game or file."""

import sys

from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.plugins import GameRegistry


def run_app(registry: GameRegistry, game_id: str | None = None,
            load: str | None = None) -> int:
    """Open the main window (on ``game_id``'s New Game dialog or the saved ``load``)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("qtgames")
    app.setOrganizationName("qtgames")
    window = MainWindow(registry)
    window.show()
    if load:
        window.open_file(load)
    elif game_id:
        registry.get(game_id)
        window.new_game(game_id)
    return app.exec()
