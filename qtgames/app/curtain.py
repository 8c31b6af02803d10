"""The screen shown between two people taking turns at one computer in a game with hidden
cards: who is next, what the last turn did in public, and one button; it hides the board
until the next player is at the screen."""

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from qtgames.app.byname import set_by_name

#: The widest the hand-over text grows before it wraps (pixels): a line across a wide
#: window is hard to read.
TEXT_WIDTH = 560
#: The space between who is next, the last turn and the button (pixels).
GAP = 28


class Curtain(QWidget):
    """"Pass the computer to …" in large type, the last turn below it, and a button the
    next player presses when ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # One column of at most TEXT_WIDTH, centred: its labels take its whole width, so
        # a wrapped line gets the height it needs.
        column = QWidget()
        column.setMaximumWidth(TEXT_WIDTH)
        self._column = inner = QVBoxLayout(column)
        self.message = self._label(2.0, bold=True)
        inner.addWidget(self.message)
        inner.addSpacing(GAP)
        self.last_turn_title = self._label(1.1, bold=True)
        inner.addWidget(self.last_turn_title)
        self.last_turn = self._label(1.0)
        inner.addWidget(self.last_turn)
        inner.addSpacing(GAP)
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        inner.addWidget(self.button)  # centred when first shown (show_for)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(column, 4)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)

    def _label(self, scale: float, bold: bool = False) -> QLabel:
        """A centred label that wraps, its font ``scale`` times the usual size."""
        label = QLabel()
        set_by_name(label, "alignment", "AlignCenter")
        label.setWordWrap(True)
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(bold)
        label.setFont(font)
        return label

    def show_for(self, player: str, last_turn: tuple[str, ...] = ()) -> None:
        """Ask for ``player`` to come to the screen, saying what the last turn did in
        public (``last_turn``: its moves, as the move list names them, one a line)."""
        self.message.setText(self.tr("Pass the computer to %1.").replace("%1", player))
        self.last_turn_title.setText(self.tr("Last turn") if last_turn else "")
        self.last_turn_title.setVisible(bool(last_turn))
        self.last_turn.setText("\n".join(last_turn))
        self.last_turn.setVisible(bool(last_turn))
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", player))
        # As wide as its text, in the middle; set now, not when the window was made, so
        # that the start page shows before the Qt namespace exists (see byname).
        self._column.setAlignment(self.button, QtCore.Qt.AlignmentFlag.AlignHCenter)
        self.button.setFocus()
