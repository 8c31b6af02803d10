"""Python's cyclic garbage collected in the GUI thread only.

Python collects cycles in whichever thread happens to allocate when a threshold is reached:
a network or tournament thread, too. A window, a board or a timer whose last references
form a cycle would then be destroyed in that thread, while Qt still delivers its events in
the GUI thread: a crash. So the automatic collection is turned off, and a timer of the GUI
thread collects with the same thresholds instead.
"""

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: Milliseconds between two looks at the counts of new objects.
INTERVAL_MS = 100


class GuiThreadCollector(QObject):
    """Collects the cyclic garbage from the GUI thread's event loop (see the module
    docstring); one per application, made by ``collect_in_gui_thread``."""

    def __init__(self, app: QCoreApplication) -> None:
        """Turn off the automatic collection and collect on ``app``'s event loop."""
        super().__init__(app)
        self.setObjectName("qtgames-collector")
        self.thresholds = gc.get_threshold()
        self.stopped = False
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(INTERVAL_MS)

    def collect(self) -> int:
        """Collect the oldest generation whose count passed its threshold, as Python
        itself would; the number of objects found unreachable."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                return gc.collect(generation)
        return 0

    def stop(self) -> None:
        """Give the collection back to Python (automatic again, in any thread), after
        collecting everything here once."""
        if self.stopped:
            return
        self.stopped = True
        self.timer.stop()
        self.setObjectName("")  # the next ``collect_in_gui_thread`` makes a new one
        gc.enable()
        gc.collect()
        self.deleteLater()


def collect_in_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """``app``'s collector, made the first time (called from the GUI thread)."""
    existing = app.findChild(GuiThreadCollector, "qtgames-collector")
    if isinstance(existing, GuiThreadCollector):
        return existing
    return GuiThreadCollector(app)
