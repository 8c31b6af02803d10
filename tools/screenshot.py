"""Screenshot of the real app, for the README: ``python tools/screenshot.py OUT.png``.

Starts the main window on a Black & White game against the computer, 40 moves in and the
person to move, and reviews it with Move › Review Game (a small, reproducible budget): the
evaluation graph under the move list, a mistake marked in the list and on the graph, and
the move the computer prefers marked on the board. Offscreen unless a display is there
(run it under ``xvfb-run`` with a window manager to see the real window system at work).
"""

import os
import sys
import tempfile

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.core.record import GameRecord
from qtgames.players import make_player
from qtgames.plugins import load_games
from qtgames.review import ReviewReach

#: Node and play-out counts rather than seconds: the same picture on any machine.
REACH = ReviewReach(think_seconds=None, think_nodes=600, playouts=200, value_seconds=None)
#: Moves played before the picture, and the seed of the players who play them.
MOVES = 40
SEED = 6


def wait(ms: int) -> None:
    """Let the event loop run for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main(out: str) -> int:
    """Take the screenshot."""
    os.environ["QTGAMES_HOME"] = tempfile.mkdtemp(prefix="qtgames-screenshot-")  # no settings
    app = QApplication.instance() or QApplication(["qtgames"])
    app.setApplicationName("qtgames")
    registry = load_games()
    window = MainWindow(registry)
    window.set_language("en")
    window.resize(1100, 750)
    window.show()
    spec = registry.get("reversi")
    record = GameRecord(spec, {"size": 8}, SEED, ["human", "medium"])
    # A careless Black and an easy White: the review finds a mistake worth marking.
    sides = [make_player(spec, "random", SEED), make_player(spec, "easy", SEED)]
    while len(record.moves) < MOVES or record.state.to_move() != 0:
        forced = record.state.forced_move()
        record.play(sides[record.state.to_move()].choose(record.state) if forced is None
                    else forced)
    window.start_table(record)
    wait(500)
    window.reviewer.reach = REACH
    window.menus.act_review.trigger()
    while window.reviewer.running:
        wait(100)
    review = record.review
    assert review is not None, "the review failed"
    assert review.mistakes(spec.teams_for(record.options)), "no mistake to show"
    wait(1200)
    window.grab().save(out)
    window.driver.close()  # type: ignore[union-attr]
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshot.png"))
