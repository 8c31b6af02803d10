"""Zen l'Initié on a QGraphicsScene: the 11×11 board with its Yin-Yang centre and the
signs of the start squares, black, white and red pawns, and moves chosen in two clicks
(a pawn, then where it goes)."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from qtgames.app.gridscene import (
    BLACK_STONE,
    RED_STONE,
    SQUARE,
    WHITE_STONE,
    GridScene,
    Stone,
    stone_pixmap,
)
from qtgames.core.i18n import N_
from qtgames_zen.round import (
    BLACK_PAWN,
    EMPTY,
    LETTERS,
    SIZE,
    START,
    WHITE_PAWN,
    ZEN,
    Placement,
    ZenMove,
    ZenState,
    moves_a_piece,
    parse_square,
)

#: What each mark on the board means (the board's tooltip).
LEGEND = (N_("Signs: the start squares (Chinese for Black, geometric for White, ☯ the Zen's). "
          "Yellow: the last move. Green square: the pawn chosen. Green dots: where it can "
          "go. Red ring: a capture there. Red flash: refused, the status line says why."))
COLOURS = ("#6b4226", "#ecdcb4", "#7a5a3a")  # frame, board, lines
INK = QColor(150, 40, 30, 120)  # the start squares' signs, faint under the pawns
STONES = {BLACK_PAWN: BLACK_STONE, WHITE_PAWN: WHITE_STONE, ZEN: RED_STONE}

# Brush-stroke signs for Black's start squares, in a unit square: 十 王 山 大 工 木.
CHINESE_SIGNS: tuple[tuple[tuple[tuple[float, float], ...], ...], ...] = (
    (((0.2, 0.5), (0.8, 0.5)), ((0.5, 0.18), (0.5, 0.82))),
    (((0.25, 0.22), (0.75, 0.22)), ((0.3, 0.5), (0.7, 0.5)), ((0.2, 0.8), (0.8, 0.8)),
     ((0.5, 0.22), (0.5, 0.8))),
    (((0.5, 0.18), (0.5, 0.8)), ((0.25, 0.4), (0.25, 0.8), (0.75, 0.8), (0.75, 0.4))),
    (((0.2, 0.42), (0.8, 0.42)), ((0.5, 0.18), (0.5, 0.42), (0.22, 0.82)),
     ((0.5, 0.42), (0.8, 0.82))),
    (((0.3, 0.22), (0.7, 0.22)), ((0.5, 0.22), (0.5, 0.8)), ((0.2, 0.8), (0.8, 0.8))),
    (((0.2, 0.38), (0.8, 0.38)), ((0.5, 0.15), (0.5, 0.85)), ((0.5, 0.38), (0.2, 0.75)),
     ((0.5, 0.38), (0.8, 0.75))),
)


def _geometric_sign(index: int, rect: QRectF) -> QPainterPath:
    """Circle, triangle, square, diamond, hexagon or cross for White's start squares."""
    path = QPainterPath()
    centre, radius = rect.center(), rect.width() * 0.3
    kind = index % 6
    if kind == 0:
        path.addEllipse(centre, radius, radius)
        return path
    if kind == 5:
        for dx, dy in ((1, 1), (1, -1)):
            path.moveTo(centre + QPointF(-dx * radius, -dy * radius))
            path.lineTo(centre + QPointF(dx * radius, dy * radius))
        return path
    corners = {1: ((0, -1), (0.87, 0.5), (-0.87, 0.5)),
               2: ((-0.75, -0.75), (0.75, -0.75), (0.75, 0.75), (-0.75, 0.75)),
               3: ((0, -1), (1, 0), (0, 1), (-1, 0)),
               4: ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))}
    points = [centre + QPointF(x * radius, y * radius) for x, y in corners[kind]]
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    path.closeSubpath()
    return path


def _yin_yang(rect: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """The outline circle and the dark half (with its light dot) of a Yin-Yang."""
    centre, radius = rect.center(), rect.width() * 0.42
    outline = QPainterPath()
    outline.addEllipse(centre, radius, radius)
    dark = QPainterPath()
    top = QPointF(centre.x(), centre.y() - radius)
    dark.moveTo(top)
    dark.arcTo(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
               90, -180)
    dark.arcTo(QRectF(centre.x() - radius / 2, centre.y(), radius, radius), 270, -180)
    dark.arcTo(QRectF(centre.x() - radius / 2, centre.y() - radius, radius, radius), 270, 180)
    dark.closeSubpath()
    light_dot = QPainterPath()
    light_dot.addEllipse(QPointF(centre.x(), centre.y() + radius / 2), radius / 7, radius / 7)
    dark_dot = QPainterPath()
    dark_dot.addEllipse(QPointF(centre.x(), centre.y() - radius / 2), radius / 7, radius / 7)
    return outline, dark.subtracted(light_dot).united(dark_dot)


class ZenScene(GridScene[ZenState, ZenMove]):
    """The board; click a pawn (or the Zen) to see where it may go, then click there."""

    def __init__(self) -> None:
        super().__init__()
        self.state: ZenState | None = None
        self.stones: dict[int, Stone] = {}
        self.shown: list[int] = []
        self.selected: int | None = None
        self.legal: list[Placement] = []
        self.last_move: Placement | None = None
        self.sliding: tuple[Stone, QPointF, QPointF] | None = None
        self.fading: Stone | None = None
        #: The signs printed on each start square (and the Yin-Yang of the centre).
        self.signs: dict[int, list[QGraphicsItem]] = {}

    # -- the board -----------------------------------------------------------------------

    def drawn_square(self, square: int) -> tuple[int, int]:
        """Where a square is drawn: row 11 at the top."""
        row, col = divmod(square, SIZE)
        return SIZE - 1 - row, col

    def square_of(self, row: int, col: int) -> int:
        """The square drawn at (row, col)."""
        return (SIZE - 1 - row) * SIZE + col

    def _build_board(self) -> None:
        self.build_grid(SIZE, SIZE, COLOURS, lambda row: str(SIZE - row),
                        lambda col: LETTERS[col])
        self.stones = {}
        self.shown = []
        self.signs = {}
        for index, name in enumerate(START[BLACK_PAWN].split()):
            square = parse_square(name)
            self.signs[square] = [self._draw_chinese_sign(index, self._rect(square))]
        for index, name in enumerate(START[WHITE_PAWN].split()):
            square = parse_square(name)
            sign = QGraphicsPathItem(_geometric_sign(index, self._rect(square)))
            sign.setPen(QPen(INK, 3))
            sign.setZValue(0.6)
            self.addItem(sign)
            self.signs[square] = [sign]
        outline, dark = _yin_yang(self._rect(parse_square(START[ZEN])))
        circle = QGraphicsPathItem(outline)
        circle.setBrush(QColor("#fbf7ec"))
        circle.setPen(QPen(QColor("#222222"), 1.5))
        circle.setZValue(0.6)
        self.addItem(circle)
        half = QGraphicsPathItem(dark)
        half.setBrush(QColor("#222222"))
        half.setPen(Qt.PenStyle.NoPen)
        half.setZValue(0.7)
        self.addItem(half)
        self.signs[parse_square(START[ZEN])] = [circle, half]

    def _rect(self, square: int) -> QRectF:
        return self.square_rect(*self.drawn_square(square))

    def _draw_chinese_sign(self, index: int, rect: QRectF) -> QGraphicsPathItem:
        path = QPainterPath()
        for stroke in CHINESE_SIGNS[index % len(CHINESE_SIGNS)]:
            points = [QPointF(rect.left() + x * SQUARE, rect.top() + y * SQUARE)
                      for x, y in stroke]
            path.moveTo(points[0])
            for point in points[1:]:
                path.lineTo(point)
        sign = QGraphicsPathItem(path)
        pen = QPen(INK, 5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        sign.setPen(pen)
        sign.setZValue(0.6)
        self.addItem(sign)
        return sign

    # -- drawing -------------------------------------------------------------------------

    def show_state(self, state: ZenState, interactive: bool) -> None:
        """Draw the pawns (sliding the one just moved), the last move and the choices."""
        self.stop_animation()
        if not self.rows:
            self._build_board()
        self.interactive = interactive
        self.state = state
        last_move = state.last_move()
        self.last_move = last_move if last_move is not None and moves_a_piece(last_move) \
            else None
        self.legal = [move for move in state.legal_moves() if moves_a_piece(move)] \
            if interactive else []
        if self.selected is not None and not any(o == self.selected for o, _ in self.legal):
            self.selected = None
        if not self._slide(state.board):
            self._place_all(state.board)
        self.shown = list(state.board)
        # A sign peeping out around a pawn looks like a stain: only free squares show it.
        for square, items in self.signs.items():
            for item in items:
                item.setVisible(state.board[square] == EMPTY)
        self._draw_marks()
        self.show_coordinates()

    def _place_all(self, board: list[int]) -> None:
        for stone in self.stones.values():
            self.removeItem(stone)
        self.stones = {}
        for square, piece in enumerate(board):
            if piece != EMPTY:
                stone = Stone(self.centre(*self.drawn_square(square)), STONES[piece])
                self.addItem(stone)
                self.stones[square] = stone

    def _slide(self, board: list[int]) -> bool:
        """Animate the last move if ``board`` is the shown board after it; else False."""
        if self.last_move is None or len(self.shown) != len(board):
            return False
        origin, target = self.last_move
        before = self.shown
        changed = {square for square in range(len(board)) if before[square] != board[square]}
        if changed != {origin, target} or board[origin] != EMPTY \
                or board[target] != before[origin]:
            return False
        stone = self.stones.pop(origin)
        self.fading = self.stones.pop(target, None)
        self.stones[target] = stone
        end = self.centre(*self.drawn_square(target))
        self.sliding = (stone, stone.pos(), end)
        if not self.start_animation():
            self.finish_animation()
        return True

    def animation_step(self, value: float) -> None:
        """The moved pawn slides; a captured one fades away."""
        if self.sliding is not None:
            stone, start, end = self.sliding
            stone.setPos(start + (end - start) * value)
            stone.setZValue(4)
        if self.fading is not None:
            self.fading.setOpacity(1 - value)

    def finish_animation(self) -> None:
        """The moved pawn on its square, the captured one gone."""
        if self.sliding is not None:
            stone, _, end = self.sliding
            stone.setPos(end)
            stone.setZValue(2)
            self.sliding = None
        if self.fading is not None:
            self.removeItem(self.fading)
            self.fading = None

    def _draw_marks(self) -> None:
        self.clear_marks()
        options = self.view_options
        if options.show_last and self.last_move is not None:
            for square in self.last_move:
                self.square_mark(*self.drawn_square(square), QColor(255, 193, 7, 90))
        if self.selected is not None:
            self.square_mark(*self.drawn_square(self.selected), QColor(76, 175, 80, 140))
            if options.show_legal:
                for origin, target in self.legal:
                    if origin != self.selected:
                        continue
                    place = self.drawn_square(target)
                    if self.shown[target] == EMPTY:
                        self.dot_mark(*place, QColor(46, 125, 50, 210))
                    else:
                        self.dot_mark(*place, QColor("#d32f2f"), SQUARE * 0.45, ring=True)
        self.hide_cursor_unless_interactive()

    def legend(self) -> str:
        """The marks of the board, as the rules page lists them."""
        return LEGEND

    def seat_picture(self, state: ZenState, seat: int, size: int) -> QPixmap | None:
        """A pawn of the seat's colour."""
        return stone_pixmap(STONES[(BLACK_PAWN, WHITE_PAWN)[state.team_of(seat)]], size)

    def move_points(self, move: ZenMove) -> list[QPointF]:
        """The pawn's square, then where it goes (nothing for ``next``)."""
        if not isinstance(move, tuple) or not moves_a_piece(move):
            return []
        return [self.centre(*self.drawn_square(square)) for square in move]

    # -- input ---------------------------------------------------------------------------

    def square_activated(self, row: int, col: int) -> None:
        """First a pawn that can move, then one of its destinations."""
        square = self.square_of(row, col)
        if self.selected is not None and (self.selected, square) in self.legal:
            move = (self.selected, square)
            self.selected = None
            self.choose_move(move)
            return
        can_move = any(origin == square for origin, _ in self.legal)
        if not can_move and square != self.selected:
            self.refuse_square(row, col, N_("no pawn of yours can move from there")
                               if self.selected is None else
                               N_("the selected pawn cannot go there"))
        self.selected = square if can_move and square != self.selected else None
        self._draw_marks()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape lets go of the selected pawn; other keys as on every board."""
        if event.key() == Qt.Key.Key_Escape and self.selected is not None:
            self.selected = None
            self._draw_marks()
            event.accept()
            return
        super().keyPressEvent(event)
