"""The side panel: whose turn, a status line, and the list of moves to navigate."""

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget


class SidePanel(QWidget):
    """Shows the turn and status; clicking a move shows the position after it."""

    #: The player picked the position after move N (0: the start).
    positionChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.turn = QLabel()
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.turn.setFont(font)
        self.turn.setWordWrap(True)
        self.summary = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.moves = QListWidget()
        self.moves.currentRowChanged.connect(self._row_changed)
        for widget in (self.turn, self.summary, self.status, self.moves):
            layout.addWidget(widget)
        self.setMinimumWidth(200)
        self._updating = False

    def show_history(self, moves: list[str], cursor: int, start_label: str) -> None:
        """List ``start_label`` then every move; select the one shown."""
        self._updating = True
        self.moves.clear()
        self.moves.addItem(QListWidgetItem(start_label))
        for number, move in enumerate(moves, start=1):
            self.moves.addItem(QListWidgetItem(f"{number}. {move}"))
        self.moves.setCurrentRow(cursor)
        self._updating = False

    def _row_changed(self, row: int) -> None:
        if not self._updating and row >= 0:
            self.positionChosen.emit(row)
