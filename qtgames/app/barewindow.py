"""A bare PySide6 window, the yardstick of ``qtgames bench --startup``: the least a PySide6
program does to show a window of the app's size, with the same sign of life as the app
(``qtgames.probe``). Nothing of qtgames is imported but the probe's words."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from qtgames.probe import WINDOW_SHOWN


def run_bare_window() -> int:
    """Show an empty main window, say so on stdout, and quit."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1000, 720)
    window.show()
    QTimer.singleShot(0, lambda: (print(WINDOW_SHOWN, flush=True), app.quit()))
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_bare_window())
