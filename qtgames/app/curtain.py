"""The screen shown between two people taking turns at one computer in a game with hidden
cards: who is next, what the last turn did in public, and one button; it hides the board
until the next player is at the screen."""

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    """"Pass the computer to …", and a button the next player presses when ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = QFont(self.message.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.message.setFont(font)
        layout.addWidget(self.message)
        self.last_turn = QLabel()
        self.last_turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last_turn.setWordWrap(True)
        layout.addWidget(self.last_turn)
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def show_for(self, player: str, last_turn: tuple[str, ...] = ()) -> None:
        """Ask for ``player`` to come to the screen, saying what the last turn did in
        public (``last_turn``: its moves, as the move list names them)."""
        self.message.setText(self.tr("Pass the computer to %1.").replace("%1", player))
        moves = ""
        for move in last_turn:
            moves = self.tr("%1; %2").replace("%1", moves).replace("%2", move) if moves \
                else move
        self.last_turn.setText(self.tr("Last turn: %1").replace("%1", moves) if moves else "")
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", player))
        self.button.setFocus()
