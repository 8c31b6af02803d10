"""Cyclic garbage is collected in the GUI thread, never in a worker thread that allocates."""

import gc
import threading
import weakref

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from pytestqt.qtbot import QtBot

from qtgames.app.collector import GuiThreadCollector, collect_in_gui_thread


class Cyclic(QObject):
    """A QObject kept alive only by a cycle, with a running timer (as a board's animation)."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(1)

    def tick(self) -> None:
        """A step of the timer."""


def allocate_cycles(count: int) -> None:
    """Make ``count`` small cycles, enough for Python to want to collect."""
    for _ in range(count):
        cycle: list[object] = []
        cycle.append(cycle)


def test_a_worker_thread_that_allocates_never_frees_a_qobject(
        qtbot: QtBot, gui_thread_collector: GuiThreadCollector) -> None:
    freed_in: list[str] = []
    for _ in range(20):
        gc.collect()
        cyclic = Cyclic()
        weakref.finalize(cyclic, lambda: freed_in.append(threading.current_thread().name))
        del cyclic
        worker = threading.Thread(target=allocate_cycles, args=(50_000,), name="worker")
        worker.start()
        worker.join()
        qtbot.wait(1)
    qtbot.waitUntil(lambda: len(freed_in) == 20, timeout=10_000)
    assert set(freed_in) == {threading.main_thread().name}


class Node:
    """A plain object in a cycle."""

    def __init__(self) -> None:
        self.me = self


def test_the_collector_collects_what_passed_its_threshold(
        gui_thread_collector: GuiThreadCollector) -> None:
    gc.collect()
    freed: list[bool] = []
    weakref.finalize(Node(), lambda: freed.append(True))
    allocate_cycles(gui_thread_collector.thresholds[0] + 1)
    assert not gc.isenabled() and not freed  # nothing collected on its own
    assert gui_thread_collector.collect() > 0 and freed == [True]


def test_stopping_gives_the_collection_back_to_python(
        qapp: QCoreApplication, gui_thread_collector: GuiThreadCollector) -> None:
    assert collect_in_gui_thread(qapp) is gui_thread_collector and not gc.isenabled()
    gui_thread_collector.stop()
    assert gc.isenabled() and not gui_thread_collector.timer.isActive()
    again = collect_in_gui_thread(qapp)
    assert again is not gui_thread_collector and not gc.isenabled()
    again.stop()
    assert gc.isenabled()
