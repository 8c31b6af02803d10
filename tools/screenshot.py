"""Screenshot of the real app, for the README: ``python tools/screenshot.py OUT.png``.

Starts the main window, plays the opening of a Black & White game against the computer and
grabs the window once the computer has answered. Offscreen unless a display is there (run
it under ``xvfb-run`` to see the real window system at work).
"""

import os
import sys

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games


def wait(ms: int) -> None:
    """Let the event loop run for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main(out: str) -> int:
    """Take the screenshot."""
    app = QApplication.instance() or QApplication([])
    registry = load_games()
    window = MainWindow(registry)
    window.set_language("en")
    window.resize(1100, 760)
    window.show()
    record = GameRecord(registry.get("reversi"), seed=7, players=["human", "medium"])
    for move in ("f5", "f6", "e6", "f4", "e3"):
        record.play_text(move)
    window.start_session(record)
    wait(1500)
    window.grab().save(out)
    window.session.close()  # type: ignore[union-attr]
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshot.png"))
