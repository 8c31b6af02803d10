"""Black & White on a QGraphicsScene: the board, pawns that flip, marks, mouse and keyboard."""

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QTimeLine
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from qtgames.app.scene import BoardScene
from qtgames_reversi.rules import BLACK, LETTERS, PASS, ReversiState

SQUARE = 64.0
MARGIN = 30.0
PAWN = 0.82  # pawn diameter, in squares
FELT = QColor("#1f7a4a")
LINE = QColor("#0f3d25")


def _pawn_brush(colour: int) -> QBrush:
    gradient = QRadialGradient(QPointF(-8, -10), SQUARE * 0.6)
    if colour == BLACK:
        gradient.setColorAt(0, QColor("#5a5a5a"))
        gradient.setColorAt(1, QColor("#0b0b0b"))
    else:
        gradient.setColorAt(0, QColor("#ffffff"))
        gradient.setColorAt(1, QColor("#cfcfcf"))
    return QBrush(gradient)


class Pawn(QGraphicsEllipseItem):
    """One pawn, centred on its square so that it can flip around its own axis."""

    def __init__(self, centre: QPointF, colour: int) -> None:
        radius = SQUARE * PAWN / 2
        super().__init__(-radius, -radius, 2 * radius, 2 * radius)
        self.setPos(centre)
        self.setPen(QPen(QColor("#000000"), 1.2))
        self.setZValue(2)
        self.colour = colour
        self.target = colour  # the face to show once a flip animation ends
        self.setBrush(_pawn_brush(colour))

    def set_colour(self, colour: int) -> None:
        """Show the other face."""
        self.colour = colour
        self.setBrush(_pawn_brush(colour))


class ReversiScene(BoardScene):
    """The board with coordinates; legal moves and the last move marked; animated flips."""

    def __init__(self) -> None:
        super().__init__()
        self.size = 0
        self.pawns: dict[int, Pawn] = {}
        self.marks: list[QGraphicsEllipseItem] = []
        self.legal: list[int] = []
        self.state: ReversiState | None = None
        self.cursor = QGraphicsRectItem()
        self.cursor.setPen(QPen(QColor("#ffd54a"), 3))
        self.cursor.setZValue(3)
        self.cursor_square = (0, 0)
        self.last_mark = QGraphicsEllipseItem(-5, -5, 10, 10)
        self.last_mark.setBrush(QColor("#e53935"))
        self.last_mark.setPen(Qt.PenStyle.NoPen)
        self.last_mark.setZValue(4)
        # One animation, made once and reused: replacing it while it emits would free it
        # in the middle of its own signal.
        # QTimeLine rather than QVariantAnimation: the latter's valueChanged(QVariant) leaks a
        # reference to None on every step with PySide6 6.12 and Python 3.11, until a crash.
        self.animation = QTimeLine(250, self)
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.valueChanged.connect(self._animation_step)
        self.animation.finished.connect(self._finish_animation)
        self.appearing: list[Pawn] = []
        self.flipping: list[Pawn] = []
        self.coordinates: list[QGraphicsSimpleTextItem] = []

    # -- geometry ------------------------------------------------------------------------

    def _centre(self, row: int, col: int) -> QPointF:
        return QPointF(MARGIN + (col + 0.5) * SQUARE, MARGIN + (row + 0.5) * SQUARE)

    def _square_at(self, point: QPointF) -> tuple[int, int] | None:
        col = int((point.x() - MARGIN) // SQUARE)
        row = int((point.y() - MARGIN) // SQUARE)
        if 0 <= row < self.size and 0 <= col < self.size and point.x() >= MARGIN \
                and point.y() >= MARGIN:
            return row, col
        return None

    def _build_board(self, size: int) -> None:
        self.clear()
        self.pawns = {}
        self.marks = []
        self.size = size
        side = size * SQUARE
        self.setSceneRect(QRectF(0, 0, side + 2 * MARGIN, side + 2 * MARGIN))
        frame = QGraphicsRectItem(MARGIN - 6, MARGIN - 6, side + 12, side + 12)
        frame.setBrush(QColor("#5d3a1a"))
        frame.setPen(Qt.PenStyle.NoPen)
        self.addItem(frame)
        felt = QGraphicsRectItem(MARGIN, MARGIN, side, side)
        felt.setBrush(FELT)
        felt.setPen(Qt.PenStyle.NoPen)
        self.addItem(felt)
        grid = QPainterPath()
        for i in range(size + 1):
            grid.moveTo(MARGIN, MARGIN + i * SQUARE)
            grid.lineTo(MARGIN + side, MARGIN + i * SQUARE)
            grid.moveTo(MARGIN + i * SQUARE, MARGIN)
            grid.lineTo(MARGIN + i * SQUARE, MARGIN + side)
        lines = QGraphicsPathItem(grid)
        lines.setPen(QPen(LINE, 1.5))
        self.addItem(lines)
        self.coordinates = []
        font = QFont()
        font.setPixelSize(int(MARGIN * 0.55))
        for i in range(size):
            for text, x, y in ((LETTERS[i], MARGIN + (i + 0.5) * SQUARE, MARGIN / 2),
                               (LETTERS[i], MARGIN + (i + 0.5) * SQUARE, MARGIN * 1.5 + side),
                               (str(i + 1), MARGIN / 2, MARGIN + (i + 0.5) * SQUARE),
                               (str(i + 1), MARGIN * 1.5 + side, MARGIN + (i + 0.5) * SQUARE)):
                label = QGraphicsSimpleTextItem(text)
                label.setFont(font)
                label.setBrush(QColor("#3a3a3a"))
                rect = label.boundingRect()
                label.setPos(x - rect.width() / 2, y - rect.height() / 2)
                self.addItem(label)
                self.coordinates.append(label)
        self.addItem(self.cursor)
        self.cursor.setRect(QRectF(0, 0, SQUARE - 4, SQUARE - 4))
        self.cursor.setVisible(False)
        self.addItem(self.last_mark)
        self.last_mark.setVisible(False)

    # -- drawing -------------------------------------------------------------------------

    def show_state(self, state: ReversiState, last_move: int | None,  # type: ignore[override]
                   interactive: bool) -> None:
        """Draw the pawns (animating placements and flips), the marks and the cursor."""
        self._stop_animation()
        if state.size != self.size:
            self._build_board(state.size)
        self.state = state
        self.interactive = interactive
        changed: list[Pawn] = []
        appeared: list[Pawn] = []
        for row in range(state.size):
            for col in range(state.size):
                index = state.geometry.index(row, col)
                colour = state.piece_at(row, col)
                pawn = self.pawns.get(index)
                if colour is None:
                    if pawn is not None:
                        self.removeItem(pawn)
                        del self.pawns[index]
                elif pawn is None:
                    pawn = self.pawns[index] = Pawn(self._centre(row, col), colour)
                    self.addItem(pawn)
                    appeared.append(pawn)
                elif pawn.colour != colour:
                    changed.append(pawn)
                    pawn.target = colour
        self._animate(appeared, changed)
        self._draw_marks(state, last_move)
        for label in self.coordinates:
            label.setVisible(self.view_options.show_coordinates)

    def _stop_animation(self) -> None:
        """Jump to the end of a running animation."""
        self.animation.stop()
        self._finish_animation()

    def _finish_animation(self) -> None:
        for pawn in self.pawns.values():
            pawn.set_colour(pawn.target)
            pawn.setScale(1.0)
            pawn.setTransform(QTransform())
        self.appearing, self.flipping = [], []

    def _animate(self, appeared: list[Pawn], flipped: list[Pawn]) -> None:
        duration = self.view_options.animation_ms
        if duration <= 0 or len(appeared) > 2:  # a new position, not one move: no animation
            for pawn in flipped:
                pawn.set_colour(pawn.target)
            return
        self.appearing, self.flipping = appeared, flipped
        for pawn in appeared:
            pawn.setScale(0.0)
        self.animation.setDuration(duration)
        self.animation.start()

    def _animation_step(self, value: float) -> None:
        grow = min(1.0, value * 2)
        for pawn in self.appearing:
            pawn.setScale(grow)
        squeeze = abs(1 - 2 * value)
        for pawn in self.flipping:
            if value >= 0.5 and pawn.colour != pawn.target:
                pawn.set_colour(pawn.target)
            pawn.setTransform(QTransform.fromScale(max(squeeze, 0.02), 1))

    def _draw_marks(self, state: ReversiState, last_move: int | None) -> None:
        for mark in self.marks:
            self.removeItem(mark)
        self.marks = []
        moves = [move for move in state.legal_moves() if move != PASS]
        self.legal = moves if self.interactive else []
        if self.view_options.show_legal and self.interactive:
            colour = QColor(0, 0, 0, 70) if state.to_move() == BLACK else QColor(255, 255, 255, 110)
            for move in moves:
                row, col = state.geometry.row_col(move)
                centre = self._centre(row, col)
                dot = QGraphicsEllipseItem(centre.x() - 8, centre.y() - 8, 16, 16)
                dot.setBrush(colour)
                dot.setPen(Qt.PenStyle.NoPen)
                dot.setZValue(1)
                self.addItem(dot)
                self.marks.append(dot)
        show_last = self.view_options.show_last and last_move is not None and last_move != PASS
        self.last_mark.setVisible(bool(show_last))
        if show_last:
            self.last_mark.setPos(self._centre(*state.geometry.row_col(last_move)))  # type: ignore[arg-type]
        self.cursor.setVisible(self.interactive and self.cursor.isVisible())

    def summary(self, state: ReversiState,  # type: ignore[override]
                seat_label: Callable[[str], str]) -> list[str]:
        """The pawn count of each side."""
        black, white = state.counts()
        return [f"{seat_label('black')}: {black}", f"{seat_label('white')}: {white}"]

    # -- input ---------------------------------------------------------------------------

    def _choose(self, row: int, col: int) -> None:
        if self.state is None or not self.interactive:
            return
        move = self.state.geometry.index(row, col)
        if move in self.legal:
            self.moveChosen.emit(move)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a legal square plays there."""
        square = self._square_at(event.scenePos())
        if square is not None and event.button() == Qt.MouseButton.LeftButton:
            self._choose(*square)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the cursor; Enter or Space plays on its square."""
        steps = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
                 Qt.Key.Key_Down: (1, 0)}
        if not self.size:
            return
        row, col = self.cursor_square
        if event.key() in steps and self.interactive:
            if self.cursor.isVisible():
                dr, dc = steps[event.key()]
                row, col = (row + dr) % self.size, (col + dc) % self.size
            self.cursor_square = (row, col)
            centre = self._centre(row, col)
            self.cursor.setPos(centre.x() - SQUARE / 2 + 2, centre.y() - SQUARE / 2 + 2)
            self.cursor.setVisible(True)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.cursor.isVisible():
                self._choose(row, col)
        else:
            super().keyPressEvent(event)
            return
        event.accept()
