"""Labels held to a fixed number of lines, so that what lies below never moves, whose text
wraps to fit them: cut only when it is longer still, and then whole in the tooltip."""

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from qtgames.app.byname import set_by_name


def wrapped_lines(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """``text`` in lines no wider than ``width``: broken at its spaces (a space before a
    colon holds, as French writes "Ordinateur : Moyen"), a word too long for a line cut in
    its middle ("ia_…_student.py")."""
    words = [metrics.elidedText(word, QtCore.Qt.TextElideMode.ElideMiddle, width)
             for word in text.replace(" :", "\u00a0:").split(" ")]
    lines: list[str] = []
    for word in words:
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


class WrappedLabel(QLabel):
    """A label ``LINES`` lines high whatever it says, so that what lies below never moves:
    its text wraps at its spaces, a word too long for a line is cut in its middle and a
    text longer than the lines is cut with "…", whole then in the tooltip."""

    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        set_by_name(self, "alignment", "AlignLeft|AlignTop")
        self._hold_height()

    def set_full_text(self, text: str) -> None:
        """Show ``text``, wrapped to the label's width."""
        self.full_text = text
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Wrap the text again for the new width."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        """A new font: the height of its lines."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._hold_height()

    def _hold_height(self) -> None:
        self.setFixedHeight(self.LINES * self.fontMetrics().lineSpacing())

    def _fit(self) -> None:
        metrics, width = self.fontMetrics(), max(self.width(), 1)
        lines = wrapped_lines(self.full_text, metrics, width)
        if len(lines) > self.LINES:
            rest = " ".join(lines[self.LINES - 1:])
            lines = [*lines[:self.LINES - 1],
                     metrics.elidedText(rest, QtCore.Qt.TextElideMode.ElideRight, width)]
        shown = "\n".join(lines)
        if shown != self.text():
            self.setText(shown)
        whole = " ".join(lines).replace("\u00a0", " ") == self.full_text
        self.setToolTip("" if whole else self.full_text)


class HeadingLabel(QLabel):
    """A heading always ``LINES`` lines high, whatever it says: the text wraps at its
    spaces, preferably before a bracket ("White to play" over "(computer, Medium)"), and a
    text still too long is cut with "…", whole in the tooltip. ``text()`` is the whole
    text; only the drawing is fitted."""

    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        set_by_name(self, "alignment", "AlignLeft|AlignTop")
        self._hold_height()

    def shown_lines(self) -> list[str]:
        """The lines drawn at the label's width."""
        return heading_lines(self.text(), self.fontMetrics(), max(self.width(), 1),
                             self.LINES)

    def changeEvent(self, event: QEvent) -> None:
        """A new font: the height of its lines."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._hold_height()

    def setText(self, text: str) -> None:
        """Show ``text``; the tooltip says it whole when it is cut."""
        super().setText(text)
        self._tooltip()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The tooltip follows what the new width shows."""
        super().resizeEvent(event)
        self._tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the fitted lines."""
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        spacing = self.fontMetrics().lineSpacing()
        align = QtCore.Qt.AlignmentFlag
        for index, line in enumerate(self.shown_lines()):
            painter.drawText(0, index * spacing, self.width(), spacing,
                             int(align.AlignLeft | align.AlignVCenter), line)

    def _hold_height(self) -> None:
        self.setFixedHeight(self.LINES * self.fontMetrics().lineSpacing())

    def _tooltip(self) -> None:
        whole = " ".join(self.shown_lines()) == self.text()
        self.setToolTip("" if whole else self.text())


def heading_lines(text: str, metrics: QFontMetrics, width: int, most: int) -> list[str]:
    """``text`` in at most ``most`` lines no wider than ``width``: one line when it fits,
    else broken before its last bracket when both parts fit, else at its spaces; the last
    line cut with "…" when the text is longer still."""
    if metrics.horizontalAdvance(text) <= width:
        return [text]
    head, bracket, tail = text.rpartition(" (")
    if (bracket and most >= 2 and metrics.horizontalAdvance(head) <= width
            and metrics.horizontalAdvance("(" + tail) <= width):
        return [head, "(" + tail]
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > most:
        lines = [*lines[:most - 1], " ".join(lines[most - 1:])]
    return [metrics.elidedText(line, QtCore.Qt.TextElideMode.ElideRight, width) for line in lines]
