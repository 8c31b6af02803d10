"""What every square-board scene shares: the framed grid with its coordinates, stones,
a keyboard cursor and clicks turned into squares.

Squares are addressed as drawn, ``(row, col)`` with row 0 at the top; a game whose row 1
is at the bottom maps its own numbering onto that.
"""

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from qtgames.app.scene import SM, BoardScene
from qtgames.core.state import S

SQUARE = 64.0
#: The least margin around the board, where the coordinates are written.
MARGIN = 30.0
STONE = 0.82  # stone diameter, in squares
#: The frame's width around the board, inside the margin.
FRAME = 6.0
#: The least size of the coordinates, in scene units: a board of up to 10 squares fills
#: the window at about this scale.
LABEL_PX = 16.5
#: How the coordinates grow with the number of squares, so that a large board, drawn
#: smaller, still has readable ones (about 12 pixels at the default window size).
LABEL_PX_PER_SQUARE = 1.6
#: Stone colours as (highlight, shadow) of a radial gradient.
BLACK_STONE = ("#5a5a5a", "#0b0b0b")
WHITE_STONE = ("#ffffff", "#cfcfcf")
RED_STONE = ("#ff8a80", "#b71c1c")


def stone_brush(colours: tuple[str, str]) -> QBrush:
    """A lit, rounded look for a stone centred on (0, 0)."""
    gradient = QRadialGradient(QPointF(-8, -10), SQUARE * 0.6)
    gradient.setColorAt(0, QColor(colours[0]))
    gradient.setColorAt(1, QColor(colours[1]))
    return QBrush(gradient)


def stone_pixmap(colours: tuple[str, str], size: int) -> QPixmap:
    """A stone of ``colours`` alone, ``size`` pixels wide (for the players panel)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = size / SQUARE
    painter.scale(scale, scale)
    painter.translate(SQUARE / 2, SQUARE / 2)
    painter.setPen(QPen(QColor("#000000"), 1.5 / scale))
    painter.setBrush(stone_brush(colours))
    radius = SQUARE * 0.46
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.end()
    return pixmap


class Stone(QGraphicsEllipseItem):
    """A round piece centred on its square's centre (so it can scale and turn in place)."""

    def __init__(self, centre: QPointF, colours: tuple[str, str]) -> None:
        radius = SQUARE * STONE / 2
        super().__init__(-radius, -radius, 2 * radius, 2 * radius)
        self.setPos(centre)
        self.setPen(QPen(QColor("#000000"), 1.2))
        self.setZValue(2)
        self.colours = colours
        self.setBrush(stone_brush(colours))

    def set_colours(self, colours: tuple[str, str]) -> None:
        """Show another colour."""
        self.colours = colours
        self.setBrush(stone_brush(colours))


class GridScene(BoardScene[S, SM]):
    """A rows × cols board for states ``S`` and moves ``SM``; subclasses draw pieces and act
    on ``square_activated``."""

    def __init__(self) -> None:
        super().__init__()
        self.rows = self.cols = 0
        #: The margin around the board, wide enough for its coordinates.
        self.margin = MARGIN
        #: The size of the coordinates and of the legal-move dots, grown on large boards.
        self.label_px = LABEL_PX
        self.dot_radius = SQUARE * 0.13
        self.marks: list[QGraphicsItem] = []
        self.coordinates: list[QGraphicsSimpleTextItem] = []
        # The keyboard cursor: a bright ring in a dark one, seen on any board and above
        # any mark (a selected pawn's included).
        self.cursor = QGraphicsRectItem()
        self.cursor.setPen(QPen(QColor(20, 20, 20, 230), 7))
        self.cursor.setZValue(6)
        self.cursor_inner = QGraphicsRectItem(self.cursor)
        self.cursor_inner.setPen(QPen(QColor("#ffd54a"), 3.5))
        self.cursor_square = (0, 0)

    # -- geometry ------------------------------------------------------------------------

    def centre(self, row: int, col: int) -> QPointF:
        """The centre of a square, in scene coordinates."""
        return QPointF(self.margin + (col + 0.5) * SQUARE, self.margin + (row + 0.5) * SQUARE)

    def square_rect(self, row: int, col: int) -> QRectF:
        """The area of a square, in scene coordinates."""
        return QRectF(self.margin + col * SQUARE, self.margin + row * SQUARE, SQUARE, SQUARE)

    def mark_radius(self) -> float:
        """A mark around a square just fits inside it."""
        return SQUARE * 0.44

    def square_at(self, point: QPointF) -> tuple[int, int] | None:
        """The square under a scene point, or None off the board."""
        if point.x() < self.margin or point.y() < self.margin:
            return None
        col = int((point.x() - self.margin) // SQUARE)
        row = int((point.y() - self.margin) // SQUARE)
        return (row, col) if row < self.rows and col < self.cols else None

    def build_grid(self, rows: int, cols: int, colours: tuple[str, str, str],
                   row_label: Callable[[int], str], col_label: Callable[[int], str]) -> None:
        """Clear the scene and draw the frame, the board and the coordinates.

        ``colours`` are (frame, board, lines); the labels name a drawn row or column.
        """
        frame_colour, board_colour, line_colour = colours
        if self.cursor.scene() is self:  # kept for the new board: clear() would delete it
            self.removeItem(self.cursor)
        self.clear()
        self.marks = []
        self.rows, self.cols = rows, cols
        self.label_px = max(LABEL_PX, LABEL_PX_PER_SQUARE * max(rows, cols))
        self.dot_radius = SQUARE * min(0.22, 0.1 + 0.0045 * max(rows, cols))
        labels = [row_label(row) for row in range(rows)] + [col_label(col)
                                                            for col in range(cols)]
        font = self._label_font()
        widest = max((QFontMetricsF(font).horizontalAdvance(text) for text in labels),
                     default=0.0)
        # The coordinates sit between the frame and the scene's edge, clear of both; a
        # board whose labels fit keeps the usual margin (scenes drawing their own parts
        # from MARGIN stay in line).
        gap = self.label_px * 0.3
        self.margin = m = max(MARGIN, FRAME + widest + 2 * gap,
                              FRAME + 1.25 * self.label_px + 2)
        width, height = cols * SQUARE, rows * SQUARE
        self.setSceneRect(QRectF(0, 0, width + 2 * m, height + 2 * m))
        frame = QGraphicsRectItem(m - FRAME, m - FRAME, width + 2 * FRAME, height + 2 * FRAME)
        frame.setBrush(QColor(frame_colour))
        frame.setPen(Qt.PenStyle.NoPen)
        self.addItem(frame)
        board = QGraphicsRectItem(m, m, width, height)
        board.setBrush(QColor(board_colour))
        board.setPen(Qt.PenStyle.NoPen)
        self.addItem(board)
        grid = QPainterPath()
        for row in range(rows + 1):
            grid.moveTo(m, m + row * SQUARE)
            grid.lineTo(m + width, m + row * SQUARE)
        for col in range(cols + 1):
            grid.moveTo(m + col * SQUARE, m)
            grid.lineTo(m + col * SQUARE, m + height)
        lines = QGraphicsPathItem(grid)
        lines.setPen(QPen(QColor(line_colour), 1.5))
        lines.setZValue(0.5)
        self.addItem(lines)
        self._add_coordinates(row_label, col_label)
        self.addItem(self.cursor)
        self.cursor.setRect(QRectF(0, 0, SQUARE - 6, SQUARE - 6))
        self.cursor_inner.setRect(QRectF(0, 0, SQUARE - 6, SQUARE - 6))
        self.cursor.setVisible(False)

    def _label_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(self.label_px))
        return font

    def _add_coordinates(self, row_label: Callable[[int], str],
                         col_label: Callable[[int], str]) -> None:
        self.coordinates = []
        font = self._label_font()
        m = self.margin
        width, height = self.cols * SQUARE, self.rows * SQUARE
        near, far = (m - FRAME) / 2, m + FRAME + (m - FRAME) / 2  # centred in the margin
        places = [(col_label(col), m + (col + 0.5) * SQUARE, y)
                  for col in range(self.cols) for y in (near, height + far)]
        places += [(row_label(row), x, m + (row + 0.5) * SQUARE)
                   for row in range(self.rows) for x in (near, width + far)]
        for text, x, y in places:
            label = QGraphicsSimpleTextItem(text)
            label.setFont(font)
            label.setBrush(QColor("#3a3a3a"))
            rect = label.boundingRect()
            label.setPos(x - rect.width() / 2, y - rect.height() / 2)
            self.addItem(label)
            self.coordinates.append(label)

    def show_coordinates(self) -> None:
        """Show or hide the coordinates as the View menu says."""
        for label in self.coordinates:
            label.setVisible(self.view_options.show_coordinates)

    # -- marks ---------------------------------------------------------------------------

    def clear_marks(self) -> None:
        """Remove every mark added with ``add_mark``."""
        for mark in self.marks:
            self.removeItem(mark)
        self.marks = []

    def add_mark(self, item: QGraphicsItem, z: float = 1.0) -> QGraphicsItem:
        """Add a temporary item (a legal-move dot, a highlight) removed by ``clear_marks``."""
        item.setZValue(z)
        self.addItem(item)
        self.marks.append(item)
        return item

    def square_mark(self, row: int, col: int, colour: QColor, z: float = 0.8) -> None:
        """Tint a whole square."""
        item = QGraphicsRectItem(self.square_rect(row, col))
        item.setBrush(colour)
        item.setPen(Qt.PenStyle.NoPen)
        self.add_mark(item, z)

    def dot_mark(self, row: int, col: int, colour: QColor, radius: float | None = None,
                 ring: bool = False) -> None:
        """A dot (or a ring) in the middle of a square; a legal-move dot's size (grown on
        large boards) by default."""
        radius = self.dot_radius if radius is None else radius
        centre = self.centre(row, col)
        item = QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius,
                                    2 * radius)
        if ring:
            item.setPen(QPen(colour, 4))
            item.setBrush(Qt.BrushStyle.NoBrush)
        else:
            item.setBrush(colour)
            item.setPen(Qt.PenStyle.NoPen)
        self.add_mark(item, 3.0 if ring else 1.0)

    # -- input ---------------------------------------------------------------------------

    def square_activated(self, row: int, col: int) -> None:
        """The player clicked a square or pressed Enter on it (override)."""

    def refuse_square(self, row: int, col: int, reason: str = "") -> None:
        """Flash the square (``row``, ``col``) red a moment and say why it was refused."""
        self.refuse_at(self.square_rect(row, col), reason)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A left click activates the square under the mouse; while the board takes no
        move, the square flashes and the shell says why."""
        square = self.square_at(event.scenePos())
        if square is not None and event.button() == Qt.MouseButton.LeftButton:
            if self.interactive:
                self.square_activated(*square)
            else:
                self.refuse_square(*square)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the cursor; Enter or Space activates its square."""
        steps: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0)}
        if not self.rows:
            return
        row, col = self.cursor_square
        if event.key() in steps and self.interactive:
            if self.cursor.isVisible():
                dr, dc = steps[event.key()]
                row, col = (row + dr) % self.rows, (col + dc) % self.cols
            self.cursor_square = (row, col)
            centre = self.centre(row, col)
            self.cursor.setPos(centre.x() - SQUARE / 2 + 3, centre.y() - SQUARE / 2 + 3)
            self.cursor.setVisible(True)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.cursor.isVisible() and self.interactive:
                self.square_activated(row, col)
            elif self.cursor.isVisible():
                self.refuse_square(row, col)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def hide_cursor_unless_interactive(self) -> None:
        """The cursor shows only while a human at this screen is to move."""
        self.cursor.setVisible(self.interactive and self.cursor.isVisible())
