"""How responsive the GUI stays while the computer thinks (for ``qtgames bench``).

A 10 ms timer ticks on the GUI thread while the strongest level searches in the worker
thread; each tick's lateness is the event loop's latency at that moment.
"""

import os
import statistics
import time

from qtgames.ai.player import level_player
from qtgames.core.game import GameSpec

#: Seconds the timer is watched, unless the caller says.
WATCH_SECONDS = 2.0


def event_loop_latency(spec: GameSpec, seconds: float | None = None) -> dict[str, float]:
    """p50, p95 and max lateness in ms of a 10 ms timer while the top level thinks."""
    seconds = WATCH_SECONDS if seconds is None else seconds
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from qtgames.app.aiworker import AIWorker

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - keeps it alive
    state = spec.new_state(spec.resolve_options({}), 0)
    player = level_player(spec.levels[-1], 0)
    player.seconds, player.max_nodes = seconds + 5, None
    worker = AIWorker()
    worker.start(player, state.view(state.to_move()))
    lateness: list[float] = []
    interval = 0.010
    expected = time.perf_counter() + interval
    timer = QTimer()
    timer.setInterval(int(interval * 1000))

    def tick() -> None:
        nonlocal expected
        now = time.perf_counter()
        lateness.append(max(0.0, now - expected) * 1000)
        expected = now + interval

    timer.timeout.connect(tick)
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    timer.start()
    loop.exec()
    timer.stop()
    worker.shutdown()
    lateness.sort()
    return {"p50_ms": round(statistics.median(lateness), 2),
            "p95_ms": round(lateness[int(len(lateness) * 0.95) - 1], 2),
            "max_ms": round(lateness[-1], 2)}
