"""The players panel: one row per seat with its name, who plays it (a person, or the
computer at a level), its count drawn with one of the game's own pieces, and a clear mark on
the seat whose turn it is."""

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from qtgames.app.fittedtext import WrappedLabel

#: The size of a seat's piece beside its count, in pixels.
PIECE = 30


class SeatRow(QFrame):
    """One seat: piece, name and player, count; lit while the seat is to move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.turn = QLabel()
        self.turn.setFixedWidth(18)
        self.piece = QLabel()
        self.piece.setFixedSize(PIECE, PIECE)
        self.name = QLabel()
        font = QFont(self.name.font())
        font.setBold(True)
        self.name.setFont(font)
        self.player = WrappedLabel()
        self.player.setEnabled(False)  # secondary text
        self.count = QLabel()
        big = QFont(self.count.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.count.setFont(big)
        align = QtCore.Qt.AlignmentFlag
        self.count.setAlignment(align.AlignRight | align.AlignVCenter)
        layout.addWidget(self.turn, 0, 0, 2, 1)
        layout.addWidget(self.piece, 0, 1, 2, 1)
        layout.addWidget(self.name, 0, 2)
        # Who plays takes the width under the count too: "Ordinateur : Moyen" shows
        # whole beside a two-digit count.
        layout.addWidget(self.player, 1, 2, 1, 2)
        layout.addWidget(self.count, 0, 3)
        layout.setColumnStretch(2, 1)

    def show_seat(self, name: str, player: str, count: int | None, piece: QPixmap | None,
                  to_move: bool) -> None:
        """Fill the row; ``to_move`` lights it."""
        self.name.setText(name)
        self.player.set_full_text(player)
        self.count.setText("" if count is None else str(count))
        self.count.setVisible(count is not None)
        if piece is not None:
            self.piece.setPixmap(piece)
        self.piece.setVisible(piece is not None)
        self.turn.setText("▶" if to_move else "")
        self.setBackgroundRole(self.palette().ColorRole.Highlight if to_move
                               else self.palette().ColorRole.Window)
        self.setAutoFillBackground(to_move)
        role = self.palette().ColorRole.HighlightedText if to_move \
            else self.palette().ColorRole.WindowText
        for label in (self.turn, self.name, self.count):
            label.setForegroundRole(role)
        self.player.setEnabled(to_move)
        self.player.setForegroundRole(role)
        self.setAccessibleName(f"{name}, {player}" + (f", {count}" if count is not None
                                                       else ""))


class PlayersPanel(QWidget):
    """Every seat of the game in progress, the one to move lit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SeatRow] = []
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(4)

    def show_seats(self, seats: list[tuple[str, str, int | None, QPixmap | None]],
                   to_move: int | None) -> None:
        """One row per seat (name, player, count, piece); ``to_move`` is lit (None: none,
        once the game is over)."""
        while len(self.rows) > len(seats):
            row = self.rows.pop()
            self.column.removeWidget(row)
            row.deleteLater()
        while len(self.rows) < len(seats):
            row = SeatRow(self)
            self.rows.append(row)
            self.column.addWidget(row)
            row.show()  # now, not when the event loop next runs
        for index, (row, (name, player, count, piece)) in enumerate(
                zip(self.rows, seats, strict=True)):
            row.show_seat(name, player, count, piece, index == to_move)
