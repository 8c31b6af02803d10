"""The side panel: the players, whose turn, the game's summary, a status line, and the
list of moves to navigate."""

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgames.app.byname import set_by_name
from qtgames.app.fittedtext import HeadingLabel
from qtgames.app.playerspanel import PlayersPanel
from qtgames.core.i18n import Translator
from qtgames.table.choices import player_label

if TYPE_CHECKING:  # loaded with the first game
    from qtgames.app.tabledriver import TableDriver
    from qtgames.table.table import TableView


class SidePanel(QWidget):
    """Shows the turn and status; clicking a move shows the position after it."""

    #: The player picked the position after move N (0: the start).
    positionChosen = Signal(int)
    #: The player asked to see the last position again (the game goes on there).
    lastChosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.players = PlayersPanel()
        layout.addWidget(self.players)
        # Two lines of the turn whatever it says, and one of the status at least, so that
        # the move list below never moves when they change.
        self.turn = HeadingLabel()
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.turn.setFont(font)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.moves = QListWidget()
        # A long label ("53 ▲ on Player 1's pile") wraps onto a second line rather than
        # hiding behind a horizontal scroll bar.
        self.moves.setWordWrap(True)
        set_by_name(self.moves, "textElideMode", "ElideNone")
        set_by_name(self.moves, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.moves.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.moves.currentRowChanged.connect(self._row_changed)
        # Shown only while an earlier position is looked at: the way back to the game.
        #: Whether the status line says an earlier move is being looked at.
        self._told_browsing = False
        self.back = QPushButton()
        self.back.clicked.connect(self.lastChosen)
        self.back.hide()
        for widget in (self.turn, self.summary, self.status, self.back, self.moves):
            layout.addWidget(widget)
        self.setMinimumWidth(200)
        self._updating = False
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing())

    def show_history(self, moves: list[str], cursor: int, start_label: str) -> None:
        """List ``start_label`` then every move; select the one shown."""
        self._updating = True
        self.moves.clear()
        for text in [start_label, *(f"{number}. {move}"
                                    for number, move in enumerate(moves, start=1))]:
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.moves.addItem(item)
        self.moves.setCurrentRow(cursor)
        self.moves.scrollToItem(self.moves.currentItem())
        self._updating = False

    def show_browsing(self, move: int | None, total: int, can_play: bool = False) -> bool:
        """While an earlier position is shown (after ``move`` of ``total`` moves; None:
        the last one), say so in the heading and the status line and offer the way back;
        True when it did."""
        self.back.setVisible(move is not None)
        self.back.setText(self.tr("Back to the Last Move"))
        if move is None:
            if self._told_browsing:  # back at the last move: the sentence no longer holds
                self.status.setText("")
                self._told_browsing = False
            return False
        self.turn.setText(self.tr("Move %1 of %2").replace("%1", str(move))
                          .replace("%2", str(total)))
        self.status.setText(browsing_text(self, move, can_play))
        self._told_browsing = True
        return True

    def show_game(self, driver: "TableDriver", summary: list[str], outcome_text: str | None,
                  messages: Translator, labels: list[str] | None = None,
                  view: "TableView | None" = None) -> None:
        """Fill the panel for ``driver``: the game's ``summary`` lines, the moves, then
        the result (``outcome_text``, once the game is over), the move looked at while an
        earlier position is shown (``view``), or whose turn it is and what the computer is
        doing. ``messages`` speaks the window's language; ``labels`` name the moves in the
        list (their notation by default)."""
        record = driver.record
        self.summary.setText("\n".join(summary))
        self.show_history(labels or record.moves, record.cursor, self.tr("Start"))
        if self.show_browsing(view.browsing if view is not None else None,
                              len(record.moves), view is not None and view.can_play):
            return
        if outcome_text is not None:
            self.turn.setText(self.tr("Game over"))
            self.status.setText(outcome_text)
            return
        state = record.state
        seat = record.seats[state.to_move()]
        who = record.spec.seat_label(seat.name, messages.lang)
        label = player_label(record.spec, seat.player, messages)
        kind = label if seat.is_human else self.tr("computer, %1").replace("%1", label)
        self.turn.setText(self.tr("%1 to play (%2)").replace("%1", who).replace("%2", kind))
        if driver.thinking:
            self.status.setText(self.tr("The computer is thinking…"))
        elif driver.paused and not seat.is_human:
            self.status.setText(self.tr("Computer paused: Move › Pause Computer resumes."))
        elif state.forced_move() is None:
            self.status.setText("")

    def show_looking_for_hint(self) -> None:
        """Say that the computer looks for a hint."""
        self.status.setText(self.tr("Looking for a good move…"))

    def hint_text(self, move: str, level: str | None) -> str:
        """How the hint ``move`` reads, with the ``level`` that chose it (None: no level,
        the hint is a random move)."""
        if level is None:
            return self.tr("Hint: %1").replace("%1", move)
        return self.tr("Hint (%2 level): %1").replace("%1", move).replace("%2", level)

    def show_hint(self, text: str) -> None:
        """Show the hint's ``text`` (see ``hint_text``)."""
        self.status.setText(text)

    def _row_changed(self, row: int) -> None:
        if not self._updating and row >= 0:
            self.positionChosen.emit(row)


def browsing_text(widget: QWidget, move: int, can_play: bool = False) -> str:
    """What a person looking at an earlier position (after ``move``) is told, in
    ``widget``'s words: how to go back to the game, or that a move there replaces the
    moves after it (``can_play``)."""
    if can_play:
        text = widget.tr("You are looking at move %1 — a move here replaces the moves after "
                         "it; End goes back to the last move.")
    else:
        text = widget.tr("You are looking at move %1 — go back to the last move to play "
                         "(End).")
    return text.replace("%1", str(move))
