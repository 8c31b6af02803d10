"""Chifoumi on a QGraphicsScene: the cross of 33 squares, stacks of pictured pieces, and
moves chosen in two clicks or by dragging a stack.

Each piece is its picture (``well.svg``, ``rock.svg``, ``paper.svg``, ``scissors.svg``,
drawn in South's colours and recoloured for North). A stack is drawn as a slightly offset
pile with its height in a badge. Click (or drag) one of your stacks: plain moves are green
dots, stacking onto your own stack a violet dashed ring, captures a red ring. The empty
corners of the cross show each player's score, the moves left before the no-capture limit
and which piece takes which.
"""

from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from qtgames.app.gridscene import MARGIN, SQUARE, GridScene
from qtgames.app.svgpicture import svg_pixmap
from qtgames.core.i18n import N_
from qtgames_chifoumi.rules import (
    BEATS,
    KIND_NAMES,
    KINDS,
    NO_CAPTURE_LIMIT,
    NORTH,
    PASS,
    ROCK,
    ROW_LETTERS,
    SEATS,
    SIZE,
    SOUTH,
    SQUARES,
    ChifoumiMove,
    ChifoumiState,
    Piece,
    Placement,
    Square,
    on_cross,
)

HERE = Path(__file__).parent
BOARD_COLOURS = ("#6b4423", "#e8d7b0", "#7a5a3a")  # frame, board, lines
#: The pictures' colours as drawn (South's), then each palette: face, rim, ink.
DRAWN = ("#fbe9e7", "#c62828", "#5d1010")
PALETTES = {SOUTH: DRAWN, NORTH: ("#e3f2fd", "#1565c0", "#0d2c5a")}
LEGEND_PALETTE = ("#fafafa", "#8d8d8d", "#3a3a3a")
TOKEN = SQUARE * 0.70       # a piece's diameter
PILE_STEP = 5.0             # how far each piece of a stack sits above the one below it
#: Destination marks: a plain move, stacking onto an own stack, a capture.
MOVE, STACK, CAPTURE = "move", "stack", "capture"

Stack = tuple[Piece, ...]

_renderers: dict[tuple[int, tuple[str, str, str]], QSvgRenderer] = {}


def piece_renderer(kind: int, palette: tuple[str, str, str]) -> QSvgRenderer:
    """The picture of ``kind`` in ``palette`` (made once, then shared by every piece)."""
    key = (kind, palette)
    if key not in _renderers:
        svg = (HERE / f"{KIND_NAMES[kind]}.svg").read_text(encoding="utf-8")
        for drawn, wanted in zip(DRAWN, palette, strict=True):
            svg = svg.replace(drawn, wanted)
        _renderers[key] = QSvgRenderer(QByteArray(svg.encode()))
    return _renderers[key]

#: What each mark on the board means (the board's tooltip).
LEGEND = (N_("Badge: the height of a stack. Yellow: the last move. Green square: the stack "
          "chosen. Green dots: where it can go. Violet dashed ring: stacking there. Red "
          "ring: a capture there. Red flash: refused, the status line says why."))


class StackItem(QGraphicsItem):
    """One stack, centred on its square: its pieces piled bottom to top, the height in a
    badge once there are two or more."""

    def __init__(self, pieces: Stack) -> None:
        super().__init__()
        self.pieces = pieces
        self.setZValue(2)

    def set_pieces(self, pieces: Stack) -> None:
        """Show another stack."""
        self.prepareGeometryChange()
        self.pieces = pieces
        self.update()

    def boundingRect(self) -> QRectF:
        """The square, and the top of the tallest pile."""
        return QRectF(-SQUARE / 2, -SQUARE / 2 - 10, SQUARE, SQUARE + 20)

    def piece_centre(self, index: int) -> QPointF:
        """Where piece ``index`` (0 at the bottom) is drawn: each one a little higher."""
        return QPointF(0, (len(self.pieces) - 1) * PILE_STEP / 2 - index * PILE_STEP)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The pieces from the bottom up, then the badge."""
        for index, (owner, kind) in enumerate(self.pieces):
            centre = self.piece_centre(index)
            piece_renderer(kind, PALETTES[owner]).render(
                painter, QRectF(centre.x() - TOKEN / 2, centre.y() - TOKEN / 2, TOKEN, TOKEN))
        if len(self.pieces) < 2:
            return
        top = self.piece_centre(len(self.pieces) - 1)
        badge = QRectF(top.x() + TOKEN / 2 - 15, top.y() - TOKEN / 2 - 3, 20, 20)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QColor(PALETTES[self.pieces[-1][0]][2]))
        painter.drawEllipse(badge)
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(len(self.pieces)))


class ChifoumiScene(GridScene[ChifoumiState, ChifoumiMove]):
    """The cross; see the module docstring for how a move is chosen and what is shown."""

    def __init__(self) -> None:
        super().__init__()
        self.state: ChifoumiState | None = None
        self.items_by_square: dict[Square, StackItem] = {}
        self.shown: dict[Square, Stack] = {}
        self.legal: list[Placement] = []
        self.selected: Square | None = None
        #: What each highlighted destination of the selected stack would do.
        self.destination_marks: dict[Square, str] = {}
        self.last_move: Placement | None = None
        self.sliding: tuple[StackItem, QPointF, QPointF, Stack] | None = None
        self.fading: list[StackItem] = []
        self.covered: StackItem | None = None  # the own stack the moving one lands on
        self.dragging: tuple[StackItem, QPointF, QPointF] | None = None  # item, grip, start
        self.dragged = False
        self.let_go_on_release = False
        self.panels: dict[str, QGraphicsSimpleTextItem] = {}
        self.frames: dict[int, QGraphicsPathItem] = {}
        self.counter_bar = QGraphicsRectItem()

    # -- the board -----------------------------------------------------------------------

    def _build_board(self) -> None:
        """The cross with its frame, lines and coordinates, and the corners' panels."""
        frame_colour, board_colour, line_colour = BOARD_COLOURS
        self.clear()
        self.marks = []
        self.items_by_square = {}
        self.shown = {}
        self.rows = self.cols = SIZE
        side = SIZE * SQUARE
        self.setSceneRect(QRectF(0, 0, side + 2 * MARGIN, side + 2 * MARGIN))
        arms = [QRectF(MARGIN + 2 * SQUARE, MARGIN, 3 * SQUARE, side),
                QRectF(MARGIN, MARGIN + 2 * SQUARE, side, 3 * SQUARE)]
        for colour, grow in ((frame_colour, 6.0), (board_colour, 0.0)):
            outline = QPainterPath()
            for arm in arms:
                part = QPainterPath()
                part.addRect(arm.adjusted(-grow, -grow, grow, grow))
                outline = outline.united(part)
            item = QGraphicsPathItem(outline)
            item.setBrush(QColor(colour))
            item.setPen(Qt.PenStyle.NoPen)
            self.addItem(item)
        lines = QPainterPath()
        for row, col in SQUARES:
            lines.addRect(QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE))
        grid = QGraphicsPathItem(lines)
        grid.setPen(QPen(QColor(line_colour), 1.5))
        grid.setZValue(0.5)
        self.addItem(grid)
        self._add_coordinates(lambda row: ROW_LETTERS[row], lambda col: str(col + 1))
        self._build_panels()
        self._build_legend()
        self.addItem(self.cursor)
        self.cursor.setRect(QRectF(0, 0, SQUARE - 4, SQUARE - 4))
        self.cursor.setVisible(False)
        self.cursor_square = (3, 3)

    @staticmethod
    def _corner(row: int, col: int) -> QRectF:
        """The empty 2×2 corner whose top-left square is (row, col)."""
        return QRectF(MARGIN + col * SQUARE + 12, MARGIN + row * SQUARE + 12,
                      2 * SQUARE - 24, 2 * SQUARE - 24)

    def _panel(self, area: QRectF) -> QGraphicsPathItem:
        """A light rounded panel over a corner."""
        path = QPainterPath()
        path.addRoundedRect(area, 10, 10)
        frame = QGraphicsPathItem(path)
        frame.setBrush(QColor(255, 255, 255, 150))
        frame.setPen(QPen(QColor("#9e9e9e"), 1))
        self.addItem(frame)
        return frame

    def _text(self, name: str, size: int, bold: bool = False) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QColor("#2b2b2b"))
        item.setZValue(1)
        self.addItem(item)
        self.panels[name] = item
        return item

    def _build_panels(self) -> None:
        """North's score top left, South's bottom left, the no-capture count top right."""
        self.panels = {}
        for seat, row in ((NORTH, 0), (SOUTH, 5)):
            self.frames[seat] = self._panel(self._corner(row, 0))
            self._text(f"name {seat}", 16, bold=True)
            self._text(f"caption {seat}", 13)
            self._text(f"score {seat}", 34, bold=True).setBrush(QColor(PALETTES[seat][1]))
        area = self._corner(0, 5)
        self._panel(area)
        self._text("counter caption", 13)
        self._text("counter", 24, bold=True)
        track = QGraphicsRectItem(area.left() + 12, area.bottom() - 26, area.width() - 24, 10)
        track.setBrush(QColor("#e0e0e0"))
        track.setPen(QPen(QColor("#9e9e9e"), 1))
        self.addItem(track)
        self.counter_bar = QGraphicsRectItem()
        self.counter_bar.setPen(Qt.PenStyle.NoPen)
        self.counter_bar.setZValue(1)
        self.addItem(self.counter_bar)

    def _build_legend(self) -> None:
        """Bottom right: each kind, then the kinds it takes."""
        area = self._corner(5, 5)
        self._panel(area)
        size, row_height = 22.0, area.height() / len(KINDS)
        for number, kind in enumerate(KINDS):
            y = area.top() + number * row_height + (row_height - size) / 2
            icons = [(area.left() + 5, kind)]
            icons += [(area.left() + 45 + index * (size + 4), prey)
                      for index, prey in enumerate(sorted(BEATS[kind]))]
            for x, shown in icons:
                picture = PictureItem(piece_renderer(shown, LEGEND_PALETTE), size)
                picture.setPos(x, y)
                self.addItem(picture)
            arrow = QGraphicsSimpleTextItem("›")
            font = QFont()
            font.setPixelSize(22)
            font.setBold(True)
            arrow.setFont(font)
            arrow.setBrush(QColor("#3a3a3a"))
            arrow.setPos(area.left() + 31, y + size / 2 - arrow.boundingRect().height() / 2)
            self.addItem(arrow)

    def _update_panels(self, state: ChifoumiState) -> None:
        """Names, scores, whose turn it is (the winner once the game is over) and the moves
        played without a capture."""
        outcome = state.outcome()
        for seat, row in ((NORTH, 0), (SOUTH, 5)):
            area = self._corner(row, 0)
            won = outcome is not None and seat in outcome.winners
            if won:
                pen = QPen(QColor("#2e7d32"), 5)
            elif outcome is None and state.to_move() == seat:
                pen = QPen(QColor("#f5b400"), 5)
            else:
                pen = QPen(QColor("#9e9e9e"), 1)
            self.frames[seat].setPen(pen)
            self._place(f"name {seat}", self.seat_label(SEATS[seat]), area, 10)
            caption = self.messages("Winner") if won else self.messages("Score")
            self._place(f"caption {seat}", caption, area, 36)
            self._place(f"score {seat}", str(state.scores[seat]), area, 56)
        area = self._corner(0, 5)
        self._place("counter caption", self.messages("Moves without capture"), area, 10)
        count = state.plies_without_capture
        self._place("counter", f"{count} / {NO_CAPTURE_LIMIT}", area, 44)
        share = min(1.0, count / NO_CAPTURE_LIMIT)
        self.counter_bar.setRect(area.left() + 12, area.bottom() - 26,
                                 (area.width() - 24) * share, 10)
        self.counter_bar.setBrush(QColor("#e53935") if share >= 0.75 else QColor("#f5b400"))

    def _place(self, name: str, text: str, area: QRectF, top: float) -> None:
        """Write ``text`` in panel item ``name``, centred in ``area``, ``top`` below its
        top; shrunk to fit the corner's width."""
        item = self.panels[name]
        item.setText(text)
        item.setScale(1.0)
        width = item.boundingRect().width()
        if width > area.width() - 10:
            item.setScale((area.width() - 10) / width)
        item.setPos(area.center().x() - width * item.scale() / 2, area.top() + top)

    # -- drawing -------------------------------------------------------------------------

    def show_state(self, state: ChifoumiState, interactive: bool) -> None:
        """Draw the stacks (sliding the one just moved), the panels, marks and cursor."""
        self.stop_animation()
        if not self.rows:
            self._build_board()
        self.dragging = None
        self.interactive = interactive
        self.state = state
        last_move = state.last_move()
        self.last_move = last_move if last_move is not None and last_move is not PASS else None
        self.legal = [move for move in state.legal_moves() if move is not PASS] \
            if interactive else []
        if self.selected is not None and self.selected not in self._origins():
            self.selected = None
        board = {square: state.stack(square) for square in SQUARES}
        if not self._slide(board):
            self._place_all(board)
        self.shown = board
        for square, item in self.items_by_square.items():
            item.setToolTip(self._describe(board[square]))
        self._update_panels(state)
        self._draw_marks()
        self.show_coordinates()

    def _describe(self, pieces: Stack) -> str:
        """The tooltip of a stack: its owner and its pieces from the bottom up."""
        player = self.seat_label(SEATS[pieces[-1][0]])
        kinds = [self.messages(KIND_NAMES[kind]) for _, kind in pieces]
        if len(kinds) == 1:
            return self.messages("{player}: {piece}", player=player, piece=kinds[0])
        return self.messages("{player}: a stack of {count}, from the bottom: {pieces}",
                             player=player, count=len(kinds), pieces=", ".join(kinds))

    def _origins(self) -> set[Square]:
        return {origin for origin, _ in self.legal}

    def _destinations(self, origin: Square) -> list[Square]:
        return [target for start, target in self.legal if start == origin]

    def _place_all(self, board: dict[Square, Stack]) -> None:
        for item in self.items_by_square.values():
            self.removeItem(item)
        self.items_by_square = {}
        for square, pieces in board.items():
            if pieces:
                item = StackItem(pieces)
                item.setPos(self.centre(*square))
                self.addItem(item)
                self.items_by_square[square] = item

    def _slide(self, board: dict[Square, Stack]) -> bool:
        """Animate the last move if ``board`` is the shown board after it; else False."""
        if self.last_move is None or not self.shown:
            return False
        origin, target = self.last_move
        before = self.shown
        changed = {square for square in SQUARES if before[square] != board[square]}
        moving = before[origin]
        if changed != {origin, target} or board[origin] or not moving \
                or origin not in self.items_by_square:
            return False
        stacking = bool(before[target]) and before[target][-1][0] == moving[-1][0]
        if board[target] != (before[target] + moving if stacking else moving):
            return False
        item = self.items_by_square.pop(origin)
        below = self.items_by_square.pop(target, None)
        self.items_by_square[target] = item
        self.fading = [below] if below is not None and not stacking else []
        self.covered = below if stacking else None
        item.setZValue(4)
        self.sliding = (item, item.pos(), self.centre(*target), board[target])
        if not self.start_animation():
            self.finish_animation()
        return True

    def animation_step(self, value: float) -> None:
        """The moved stack slides; a captured one shrinks and fades away."""
        if self.sliding is not None:
            item, start, end, _ = self.sliding
            item.setPos(start + (end - start) * value)
        for item in self.fading:
            item.setOpacity(1 - value)
            item.setScale(1 - 0.4 * value)

    def finish_animation(self) -> None:
        """The moved stack on its square, with the stack it landed on; captures gone."""
        if self.sliding is not None:
            item, _, end, pieces = self.sliding
            self.sliding = None
            item.setPos(end)
            item.setZValue(2)
            item.set_pieces(pieces)
        if self.covered is not None:
            self.removeItem(self.covered)
            self.covered = None
        for item in self.fading:
            self.removeItem(item)
        self.fading = []

    def _draw_marks(self) -> None:
        self.clear_marks()
        self.destination_marks = {}
        options = self.view_options
        if options.show_last and self.last_move is not None:
            for square in self.last_move:
                self.square_mark(*square, QColor(255, 193, 7, 90))
        if self.selected is not None:
            self.square_mark(*self.selected, QColor(76, 175, 80, 140))
            if options.show_legal and self.state is not None:
                for target in self._destinations(self.selected):
                    self._destination_mark(self.selected, target)
        self.hide_cursor_unless_interactive()

    def _destination_mark(self, origin: Square, target: Square) -> None:
        """A green dot for a plain move, a violet dashed ring for stacking, a red ring for a
        capture."""
        assert self.state is not None
        move = (origin, target)
        if self.state.is_capture(move):
            kind, colour, style = CAPTURE, QColor("#d32f2f"), Qt.PenStyle.SolidLine
        elif self.state.is_stacking(move):
            kind, colour, style = STACK, QColor("#8e24aa"), Qt.PenStyle.DashLine
        else:
            self.destination_marks[target] = MOVE
            self.dot_mark(*target, QColor(46, 125, 50, 200), 9)
            return
        self.destination_marks[target] = kind
        centre, radius = self.centre(*target), SQUARE * 0.46
        ring = QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius,
                                    2 * radius)
        pen = QPen(colour, 4, style)
        ring.setPen(pen)
        ring.setBrush(Qt.BrushStyle.NoBrush)
        self.add_mark(ring, 3.0)

    def legend(self) -> str:
        """The marks of the board, as the rules page lists them."""
        return LEGEND

    def seat_picture(self, state: ChifoumiState, seat: int, size: int) -> QPixmap | None:
        """A rock in the seat's colours, beside its points."""
        return svg_pixmap(piece_renderer(ROCK, PALETTES[seat]), size)

    def move_points(self, move: ChifoumiMove) -> list[QPointF]:
        """The stack's square, then where it goes (nothing for a pass)."""
        if not isinstance(move, tuple):  # a pass acts nowhere
            return []
        return [self.centre(*square) for square in move]

    # -- input ---------------------------------------------------------------------------

    def square_activated(self, row: int, col: int) -> None:
        """First one of your stacks, then one of its destinations (Enter, or a click)."""
        square = (row, col)
        if self.selected is not None and square in self._destinations(self.selected):
            self._play((self.selected, square))
            return
        if square not in self._origins() and square != self.selected and on_cross(square):
            self.refuse_square(row, col, N_("none of your stacks can move from there")
                               if self.selected is None else
                               N_("the chosen stack cannot go there"))
        self._select(square if square in self._origins() and square != self.selected
                     else None)

    def _select(self, square: Square | None) -> None:
        self.selected = square
        self._draw_marks()

    def _play(self, move: ChifoumiMove) -> None:
        self.selected = None
        self.choose_move(move)

    def _square(self, point: QPointF) -> Square | None:
        square = self.square_at(point)
        return square if square is not None and on_cross(square) else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a destination plays; on one of your stacks picks it (and it may be
        dragged); elsewhere lets go of the picked stack. A square that takes nothing now
        flashes, and the status line says why."""
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        square = self._square(event.scenePos())
        if not self.interactive:
            if square is not None:
                self.refuse_square(*square)
            return
        if square is None:
            self._select(None)
            return
        if self.selected is not None and square in self._destinations(self.selected):
            self._play((self.selected, square))
            return
        if square not in self._origins():
            self.square_activated(*square)  # refused, with why; the picked stack let go
            return
        self.let_go_on_release = square == self.selected
        if square != self.selected:
            self._select(square)
        item = self.items_by_square[square]
        self.dragging = (item, event.scenePos() - item.pos(), event.scenePos())
        self.dragged = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """The picked stack follows the mouse once it has moved a little."""
        event.accept()
        if self.dragging is None:
            return
        item, grip, start = self.dragging
        if not self.dragged and (event.scenePos() - start).manhattanLength() < 8:
            return
        self.dragged = True
        item.setZValue(6)
        item.setPos(event.scenePos() - grip)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A stack dropped on one of its destinations moves there; anywhere else it goes
        back. A click on the picked stack without dragging lets go of it."""
        event.accept()
        if self.dragging is None or self.selected is None:
            self.dragging = None
            return
        item = self.dragging[0]
        self.dragging = None
        if not self.dragged:
            if self.let_go_on_release:
                self._select(None)
            return
        target = self._square(event.scenePos())
        if target is not None and target in self._destinations(self.selected):
            self._play((self.selected, target))
            return
        item.setPos(self.centre(*self.selected))
        item.setZValue(2)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the cursor over the cross, Enter or Space picks a stack or plays
        to the square under the cursor, Escape lets go of the picked stack."""
        steps = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
                 Qt.Key.Key_Down: (1, 0)}
        key = event.key()
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self._select(None)
        elif key in steps and self.interactive and self.rows:
            row, col = self.cursor_square
            if self.cursor.isVisible():
                dr, dc = steps[Qt.Key(key)]
                row, col = (row + dr) % SIZE, (col + dc) % SIZE
                while not on_cross((row, col)):
                    row, col = (row + dr) % SIZE, (col + dc) % SIZE
            self.cursor_square = (row, col)
            centre = self.centre(row, col)
            self.cursor.setPos(centre.x() - SQUARE / 2 + 2, centre.y() - SQUARE / 2 + 2)
            self.cursor.setVisible(True)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


class PictureItem(QGraphicsItem):
    """A piece's picture at a given size, for the corner that says which piece takes which."""

    def __init__(self, renderer: QSvgRenderer, size: float) -> None:
        super().__init__()
        self.renderer = renderer
        self.size = size
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        """The picture's square."""
        return QRectF(0, 0, self.size, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Render the picture."""
        self.renderer.render(painter, self.boundingRect())
