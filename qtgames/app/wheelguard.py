"""Settings widgets in a scrolling panel that the mouse wheel leaves alone until they are
focused (clicked or tabbed to): the wheel scrolls the panel instead of changing a choice
the pointer happens to cross."""

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QSlider,
    QWidget,
)

#: The widgets whose value the wheel would change.
GUARDED = (QComboBox, QAbstractSpinBox, QSlider)


class WheelGuard(QObject):
    """An event filter passing a wheel event on to the panel unless its widget has focus."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Hand an unfocused widget's wheel event to its parents (the scrolling panel)."""
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) \
                or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:  # the panel scrolls as if the pointer were on its background
            QApplication.sendEvent(area.viewport(), event)
        else:
            event.ignore()  # ignored and filtered: Qt offers it to the parents
        return True


    def guard(self, widget: QWidget) -> None:
        """``widget`` takes focus only by click or Tab and ignores the wheel until then."""
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(self)

    def guard_all(self, root: QWidget) -> None:
        """Guard every combo box, spin box and slider under ``root``."""
        for kind in GUARDED:
            for widget in root.findChildren(kind):
                self.guard(widget)
