"""Move › Review: the game reviewed in a worker thread, its evaluation graph under the move
list, its mistakes marked in the list and on the graph, and the preferred move marked on
the board at each reviewed position.

A game with hidden cards is reviewed, and its review shown, only while the screen shows
every hand (the game is over, or only computers play): a preferred move can name a card.
"""

import threading
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from qtgames.ai.player import Cancelled
from qtgames.app.windowroles import HasWidget, HasWords, ShowsBoard, ShowsLocalGame
from qtgames.core.i18n import Translator
from qtgames.core.narrator import Narrator
from qtgames.core.record import GameRecord
from qtgames.core.reviewdata import Review

if TYPE_CHECKING:
    from qtgames.review import ReviewReach

MISTAKE_COLOUR = QColor("#d62728")
LINE_COLOUR = QColor("#1f5fa8")
#: The dot of each mark on the graph: a blunder red, a mistake orange, an inaccuracy gold.
MARK_COLOURS = {"??": QColor("#d62728"), "?": QColor("#ff7f0e"), "?!": QColor("#d4a017")}
#: Room around the plot for the axes' labels: left (besides the widest of them), top,
#: right, bottom.
MARGINS = (6, 8, 8, 18)
#: The chances written on the left axis.
AXIS_SHARES = (0.0, 0.5, 1.0)


class EvaluationGraph(QWidget):
    """The first player's chance after each move (0% at the bottom, 100% at the top) on
    labelled axes with the 50% line, the marked moves as coloured dots, and the position
    shown as a vertical line; a point's tooltip tells its move, mark and chance, and a
    click shows the position under it. Its height is a third of its width."""

    # The player clicked the position after move N (0: the start).
    positionChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.marks: dict[int, str] = {}
        self.labels: list[str] = []  # each point's tooltip
        self.moves = 0  # positions of the game beyond the review are left blank
        self.shown = 0
        #: Writes the axis' percentages in the window's language.
        self.words = Translator("en")
        self.setMinimumHeight(90)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMouseTracking(True)

    @property
    def mistakes(self) -> list[int]:
        """The marked moves, in order."""
        return sorted(self.marks)

    def hasHeightForWidth(self) -> bool:
        """The graph keeps its shape: see ``heightForWidth``."""
        return True

    def heightForWidth(self, width: int) -> int:
        """A third of the width, never less than the minimum."""
        return max(self.minimumHeight(), width // 3)

    def sizeHint(self) -> QSize:
        """As wide as the side panel makes it, a third as high."""
        return QSize(300, 100)

    def show_review(self, values: list[float], marks: dict[int, str], moves: int,
                    cursor: int, labels: list[str] | None = None) -> None:
        """Draw ``values`` (one per position) of a game of ``moves`` moves, ``marks`` by
        move number; ``labels`` are the points' tooltips."""
        self.values, self.marks = list(values), dict(marks)
        self.labels = list(labels or [])
        self.moves, self.shown = moves, cursor
        self.setMinimumHeight(90)
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)  # a click shows a position
        self.updateGeometry()
        self.update()

    def point(self, index: int) -> QPointF:
        """Where position ``index``'s value is drawn."""
        area = self._area()
        step = area.width() / max(1, self.moves)
        return QPointF(area.left() + index * step,
                       area.bottom() - self.values[index] * area.height())

    def axis_labels(self) -> list[str]:
        """The left axis's chances, written as the language writes a percentage."""
        return [self.words.percent(share) for share in AXIS_SHARES]

    def _area(self) -> QRectF:
        left, top, right, bottom = MARGINS
        left += max(self.fontMetrics().horizontalAdvance(label)
                    for label in self.axis_labels())
        return QRectF(self.rect()).adjusted(left, top, -right, -bottom)

    def index_at(self, x: float) -> int:
        """The position whose point is nearest the abscissa ``x``."""
        area = self._area()
        step = area.width() / max(1, self.moves)
        return max(0, min(self.moves, round((x - area.left()) / step)))

    def tooltip(self, index: int) -> str:
        """What the point of position ``index`` says (empty beyond the review)."""
        return self.labels[index] if 0 <= index < len(self.labels) else ""

    def paintEvent(self, event: QPaintEvent) -> None:
        """The axes and their labels, the 50% line, the first player's area, the marks."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        palette = self.palette()
        painter.fillRect(area, palette.base())
        painter.setPen(QPen(palette.mid().color(), 1, QtCore.Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), area.center().y()),
                         QPointF(area.right(), area.center().y()))
        self._draw_axes(painter, area)
        if self.values:
            points = [self.point(index) for index in range(len(self.values))]
            fill = QPolygonF([QPointF(points[0].x(), area.bottom()), *points,
                              QPointF(points[-1].x(), area.bottom())])
            shade = QColor(LINE_COLOUR)
            shade.setAlpha(50)
            painter.setPen(QtCore.Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(shade))
            painter.drawPolygon(fill)
            painter.setPen(QPen(LINE_COLOUR, 2))
            painter.drawPolyline(QPolygonF(points))
            painter.setPen(QPen(palette.base().color(), 1))
            for move, mark in self.marks.items():
                if move < len(points):
                    painter.setBrush(QBrush(MARK_COLOURS.get(mark, MISTAKE_COLOUR)))
                    painter.drawEllipse(points[move], 4.5, 4.5)
        step = area.width() / max(1, self.moves)
        x = area.left() + self.shown * step
        painter.setPen(QPen(palette.text().color(), 1))
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))

    def _draw_axes(self, painter: QPainter, area: QRectF) -> None:
        """The frame, 0%, 50% and 100% on the left, move numbers below."""
        palette = self.palette()
        align = QtCore.Qt.AlignmentFlag
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        painter.drawRect(area)
        painter.setPen(QPen(palette.text().color(), 1))
        metrics = painter.fontMetrics()
        for share, text in zip(AXIS_SHARES, self.axis_labels(), strict=True):
            y = area.bottom() - share * area.height()
            painter.drawText(QRectF(0, y - metrics.height() / 2, area.left() - 4,
                                    metrics.height()),
                             int(align.AlignRight | align.AlignVCenter),
                             text)
        step = area.width() / max(1, self.moves)
        every = _tick_every(self.moves, area.width(), metrics.horizontalAdvance("000") + 6)
        for move in range(0, self.moves + 1, every):
            x = area.left() + move * step
            painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3))
            painter.drawText(QRectF(x - 20, area.bottom() + 3, 40, metrics.height()),
                             int(align.AlignHCenter | align.AlignTop),
                             str(move))

    def event(self, event: QEvent) -> bool:
        """A tooltip for the point under the mouse."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip(self.index_at(event.pos().x()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Show the position nearest the click."""
        self.positionChosen.emit(self.index_at(event.position().x()))


def _tick_every(moves: int, width: float, label: float) -> int:
    """Moves between two numbered ticks: 1, 2, 5, 10, 20… so that labels do not touch."""
    for every in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if moves <= 0 or width / moves * every >= label:
            return every
    return 2000


class ReviewWorker(QObject):
    """Runs ``review_game`` off the GUI thread; reports progress and the review."""

    progressed = Signal(int, int, int)  # ticket, positions done, positions in all
    finished = Signal(int, object)  # ticket, Review
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.ticket = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        """True while a review runs."""
        return self._thread is not None and self._thread.is_alive()

    def start(self, record: GameRecord, reach: "ReviewReach | None") -> int:
        """Review ``record``'s moves as they are now (the record itself is not touched), as
        far as ``reach`` says (None: the review's default)."""
        from qtgames.review import DEFAULT_REACH, review_game  # loaded at the first review
        reach = DEFAULT_REACH if reach is None else reach
        self.cancel()
        self.ticket += 1
        ticket = self.ticket
        cancel = self._cancel = threading.Event()
        spec, options, seed = record.spec, dict(record.options), record.seed
        moves, position, revealed = list(record.moves), record.position, list(record.revealed)

        def run() -> None:
            try:
                review = review_game(
                    spec, options, seed, moves, position, reach, cancel=cancel,
                    progress=lambda done, total: self.progressed.emit(ticket, done, total),
                    revealed=revealed)
            except Cancelled:
                return
            except Exception as error:  # noqa: BLE001 - reported to the GUI, never raised
                if not cancel.is_set():
                    self.failed.emit(ticket, f"{type(error).__name__}: {error}")
                return
            if not cancel.is_set():
                self.finished.emit(ticket, review)

        self._thread = threading.Thread(target=run, name="qtgames-review", daemon=True)
        self._thread.start()
        return ticket

    def cancel(self) -> None:
        """Stop the review under way; its results are dropped."""
        self._cancel.set()
        self.ticket += 1

    def shutdown(self, timeout: float = 2.0) -> None:
        """Cancel and wait for the thread (before the application quits)."""
        self.cancel()
        if self._thread is not None:
            self._thread.join(timeout)


class ReviewPanel(QWidget):
    """Under the move list: the progress of a review under way (with Cancel), then the
    evaluation graph and a line on the position shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.progress = QProgressBar()
        self.cancel = QPushButton()
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel)
        self.running = QWidget()
        self.running.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        self.graph = EvaluationGraph()
        self.line = QLabel()
        self.line.setWordWrap(True)
        for widget in (self.title, self.running, self.graph, self.line):
            layout.addWidget(widget)
        self.running.hide()
        self.graph.hide()
        self.translate()

    def translate(self) -> None:
        """Name the panel's parts in the window's language."""
        self.title.setText(self.tr("Review (chance of the first player)"))
        self.cancel.setText(self.tr("Cancel"))


class Reviewer(QObject):
    """Move › Review for the main window: starts, cancels and shows reviews."""

    def __init__(self, window: "ReviewWindow", action: QAction) -> None:
        """Serve ``window``; ``action`` is Move › Review, enabled when a review may start."""
        # No reference to the window is kept (it is the parent): a Python reference cycle
        # would leave the window to the garbage collector, maybe in another thread.
        super().__init__(window.window())
        self.action = action
        #: How far a review looks (None: the review's default).
        self.reach: ReviewReach | None = None
        self.panel = ReviewPanel()
        self.panel.hide()
        layout = window.panel.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(self.panel)
        self.panel.graph.positionChosen.connect(window.panel.positionChosen)
        self.panel.cancel.clicked.connect(self.cancel)
        self.worker = ReviewWorker()
        self.worker.progressed.connect(self._progressed)
        self.worker.finished.connect(self._finished)
        self.worker.failed.connect(self._failed)
        self._record: GameRecord | None = None
        self._moves: list[str] = []  # the moves of the review under way

    @property
    def window(self) -> "ReviewWindow":
        """The main window this reviewer serves."""
        return cast(ReviewWindow, self.parent())

    @property
    def running(self) -> bool:
        """True while a review runs."""
        return self._record is not None

    def allowed(self) -> bool:
        """True when the game in the window may be reviewed and its review shown."""
        driver = self.window.driver
        if driver is None or not self.window.shows_game_page():
            return False
        return driver.table.shows_everything

    def start(self) -> None:
        """Move › Review: review every position of the game shown."""
        driver = self.window.driver
        if driver is None or not self.allowed():
            return
        self._record = driver.record
        self._moves = list(driver.record.moves)
        self.worker.start(driver.record, self.reach)
        self.panel.progress.setRange(0, len(driver.record.moves) + 1)
        self.panel.progress.setValue(0)
        self.refresh()

    def cancel(self) -> None:
        """Stop the review under way (the game keeps any review it had)."""
        self.worker.cancel()
        self._record = None
        self.refresh()

    def _current(self, ticket: int) -> bool:
        driver = self.window.driver
        return (ticket == self.worker.ticket and driver is not None
                and driver.record is self._record)

    def _progressed(self, ticket: int, done: int, total: int) -> None:
        if self._current(ticket):
            self.panel.progress.setRange(0, total)
            self.panel.progress.setValue(done)

    def _finished(self, ticket: int, review: Review) -> None:
        if not self._current(ticket):
            return
        record, reviewed = self._record, self._moves
        self._record = None
        assert record is not None
        if record.moves[:len(reviewed)] != reviewed:
            return  # the game went another way meanwhile
        record.review = review
        count = len(review.mistakes(self._teams(record), record.moves))
        self.window.say(self.tr("Review done: no costly mistake.") if count == 0 else
                        self.window.messages().plural(
                            "Review done: {count} mistake marked with ? in the move list.",
                            "Review done: {count} mistakes marked with ? in the move list.",
                            count))
        self.window.update_ui()

    def _failed(self, ticket: int, message: str) -> None:
        if self._current(ticket):
            self._record = None
            self.window.say(self.tr("The review failed: %1").replace("%1", message))
            self.refresh()

    @staticmethod
    def _teams(record: GameRecord) -> tuple[int, ...]:
        return record.spec.teams_for(record.options)

    def refresh(self) -> None:
        """Show the review of the game in the window (after every change of the window)."""
        window = self.window
        driver = window.driver
        words = window.messages()
        self.panel.graph.words = words  # the axis' percentages, in the window's language
        if self._record is not None and (driver is None or driver.record is not self._record):
            self.worker.cancel()  # another game came: its review would not fit
            self._record = None
        allowed = self.allowed()
        self.action.setEnabled(allowed and not self.running)
        record = driver.record if driver is not None else None
        review = record.review if record is not None and allowed else None
        self.panel.setVisible(self.running or review is not None)
        self.panel.running.setVisible(self.running)
        self.panel.graph.setVisible(review is not None and not self.running)
        self.panel.line.setVisible(review is not None and not self.running)
        if record is None or review is None or self.running:
            return
        teams = self._teams(record)
        marks = review.marks(teams, record.moves)
        first = record.spec.seat_label(record.seats[0].name, window.lang)
        self.panel.title.setText(self.tr("Review: the chance %1 wins").replace("%1", first))
        self.panel.graph.show_review(review.values, marks, len(record.moves), record.cursor,
                                     self._tooltips(record, review, marks, first, words))
        moves = window.panel.moves
        for move, mark in marks.items():
            item = moves.item(move)
            if item is not None and not item.text().endswith(" " + mark):
                item.setText(item.text() + " " + mark)
                item.setForeground(MISTAKE_COLOUR)
                item.setToolTip(self.tr("Mistake: it cost %1 of the chance to win")
                                .replace("%1", words.percent(review.loss(move, teams))))
        self._show_preferred(record, review)

    def _tooltips(self, record: GameRecord, review: Review, marks: dict[int, str],
                  first: str, words: Translator) -> list[str]:
        """Each reviewed position's tooltip on the graph: its move, mark and chance."""
        tips = []
        for index, value in enumerate(review.values):
            chance = (self.tr("%1: %2 to win").replace("%1", first)
                      .replace("%2", words.percent(value)))
            if index == 0 or index > len(record.moves):
                tips.append(self.tr("Start: %1").replace("%1", chance))
                continue
            move = f"{index}. {record.moves[index - 1]} {marks.get(index, '')}".rstrip()
            tips.append(self.tr("Move %1 — %2").replace("%1", move).replace("%2", chance))
        return tips

    def _show_preferred(self, record: GameRecord, review: Review) -> None:
        """Say (and mark on the board) the preferred move of the position shown."""
        cursor = record.cursor
        best = review.best[cursor] if cursor < review.positions else None
        chance = review.values[cursor] if cursor < review.positions else None
        parts = []
        if chance is not None:
            first = record.spec.seat_label(record.seats[0].name, self.window.lang)
            parts.append(self.tr("%1: %2 to win").replace("%1", first)
                         .replace("%2", self.window.messages().percent(chance)))
        named: Any = best
        points: list[QPointF] = []
        scene = self.window.scene
        if best is not None and scene is not None:
            try:
                move = record.state.parse_move(best)
                named = self.window.narrator().move_label(record.state, move, best)
                points = scene.move_points(move)
            except Exception:  # noqa: BLE001 - a plugin's bug costs the mark, not the game
                points = []
            parts.append(self.tr("Preferred: %1").replace("%1", str(named)))
        self.panel.line.setText("\n".join(parts))
        if points and self.window.hint_at != cursor:
            self.window.hint_at = cursor
            self.window.board.show_hint(points, scene.mark_radius() if scene else 10.0)


class ReviewWindow(HasWidget, ShowsLocalGame, HasWords, ShowsBoard, Protocol):
    """What the review needs of the window."""

    #: The move number whose hint is marked on the board (None: no hint shown).
    hint_at: int | None

    def shows_game_page(self) -> bool:
        """True when the window shows a game (not its start page)."""
        ...

    def narrator(self) -> Narrator[Any]:
        """What the game shown says about its moves."""
        ...

    def say(self, text: str, about: tuple[Hashable, ...] | None = None) -> None:
        """Show ``text`` in the status line."""
        ...
