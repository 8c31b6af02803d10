"""Black & White on a QGraphicsScene: the board, pawns that flip, marks, mouse and keyboard."""

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem

from qtgames.app.gridscene import (
    BLACK_STONE,
    SQUARE,
    WHITE_STONE,
    GridScene,
    Stone,
    stone_pixmap,
)
from qtgames.app.scene import SceneTheme, ViewOptions
from qtgames.core.i18n import N_
from qtgames_reversi.rules import BLACK, LETTERS, PASS, ReversiState

#: What each mark on the board means (the board's tooltip).
LEGEND = (N_("Dot on a disc: the last pawn placed. Small dots: where the player to move may "
          "play. Yellow frame: the keyboard cursor. Pulsing ring: a hint. Red flash: "
          "refused, the status line says why."))


@dataclass(frozen=True)
class Look:
    """A board theme: the board's (frame, felt, lines), each side's stone (highlight,
    shadow), whether pawns also carry a shape (a square on Black's, a ring on White's, for
    who cannot tell the colours apart) and the last move's mark."""

    board: tuple[str, str, str]
    black: tuple[str, str]
    white: tuple[str, str]
    shapes: bool
    last: str

    def stone(self, colour: int) -> tuple[str, str]:
        """The stone colours of ``colour``'s pawns."""
        return self.black if colour == BLACK else self.white


CLASSIC = Look(("#5d3a1a", "#1f7a4a", "#0f3d25"), BLACK_STONE, WHITE_STONE, False, "#e53935")
LOOKS = {
    "classic": CLASSIC,
    "wood": Look(("#3b2210", "#c99a5b", "#5e3b1c"), ("#4d4038", "#0e0906"),
                 ("#fffdf6", "#e3d2b0"), False, "#b71c1c"),
    # Black and white on mid grey, shapes on the pawns, a blue mark: no red against green.
    "contrast": Look(("#000000", "#8a8a8a", "#000000"), ("#2b2b2b", "#000000"),
                     ("#ffffff", "#f2f2f2"), True, "#0072b2"),
}
THEMES = [SceneTheme("classic", N_("Classic green")), SceneTheme("wood", N_("Wood")),
          SceneTheme("contrast", N_("High contrast (shapes on the pawns)"))]


class Pawn(Stone):
    """One pawn, which remembers the face to show once a flip animation ends; with a
    look that has shapes, a square on Black's face and a ring on White's."""

    def __init__(self, centre: QPointF, colour: int, look: Look = CLASSIC) -> None:
        super().__init__(centre, look.stone(colour))
        self.look = look
        self.colour = colour
        self.target = colour
        side = SQUARE * 0.26
        self.square = QGraphicsRectItem(QRectF(-side / 2, -side / 2, side, side), self)
        self.square.setBrush(QColor("#ffffff"))
        self.square.setPen(Qt.PenStyle.NoPen)
        ring = SQUARE * 0.2
        self.ring = QGraphicsEllipseItem(-ring, -ring, 2 * ring, 2 * ring, self)
        self.ring.setPen(QPen(QColor("#000000"), 3.5))
        self._show_shape()

    def set_colour(self, colour: int) -> None:
        """Show the other face."""
        self.colour = colour
        self.set_colours(self.look.stone(colour))
        self._show_shape()

    def _show_shape(self) -> None:
        self.square.setVisible(self.look.shapes and self.colour == BLACK)
        self.ring.setVisible(self.look.shapes and self.colour != BLACK)


class ReversiScene(GridScene[ReversiState, int]):
    """The board with coordinates; legal moves and the last move marked; animated flips."""

    def __init__(self) -> None:
        super().__init__()
        self.size = 0
        self.pawns: dict[int, Pawn] = {}
        self.legal: list[int] = []
        self.state: ReversiState | None = None
        self.look = CLASSIC
        self.last_mark = QGraphicsEllipseItem(-5, -5, 10, 10)
        self.last_mark.setBrush(QColor(CLASSIC.last))
        self.last_mark.setPen(Qt.PenStyle.NoPen)
        self.last_mark.setZValue(4)
        self.appearing: list[Pawn] = []
        self.flipping: list[Pawn] = []

    def _build_board(self, size: int) -> None:
        self.pawns = {}
        self.size = size
        if self.last_mark.scene() is self:  # kept for the new board: clear() would delete it
            self.removeItem(self.last_mark)
        self.build_grid(size, size, self.look.board, lambda row: str(row + 1),
                        lambda col: LETTERS[col])
        self.last_mark.setBrush(QColor(self.look.last))
        self.addItem(self.last_mark)
        self.last_mark.setVisible(False)

    def themes(self) -> list[SceneTheme]:
        """Classic green, wood, and high contrast with shapes on the pawns."""
        return list(THEMES)

    def set_view_options(self, options: ViewOptions) -> None:
        """Apply the View menu's choices; a new theme redraws the board."""
        super().set_view_options(options)
        look = LOOKS.get(options.theme, CLASSIC)
        if look is not self.look:
            self.look = look
            self.size = 0  # the next show_state builds the board in the new look

    # -- drawing -------------------------------------------------------------------------

    def show_state(self, state: ReversiState, interactive: bool) -> None:
        """Draw the pawns (animating placements and flips), the marks and the cursor."""
        self.stop_animation()
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
                    pawn = self.pawns[index] = Pawn(self.centre(row, col), colour, self.look)
                    self.addItem(pawn)
                    appeared.append(pawn)
                elif pawn.colour != colour:
                    changed.append(pawn)
                    pawn.target = colour
        self._animate(appeared, changed)
        self._draw_marks(state, state.last_move())
        self.show_coordinates()

    def finish_animation(self) -> None:
        """Every pawn on its final face, full size."""
        for pawn in self.pawns.values():
            pawn.set_colour(pawn.target)
            pawn.setScale(1.0)
            pawn.setTransform(QTransform())
        self.appearing, self.flipping = [], []

    def _animate(self, appeared: list[Pawn], flipped: list[Pawn]) -> None:
        if len(appeared) > 2:  # a new position, not one move: no animation
            self.finish_animation()
            return
        self.appearing, self.flipping = appeared, flipped
        for pawn in appeared:
            pawn.setScale(0.0)
        if not self.start_animation():
            self.finish_animation()

    def animation_step(self, value: float) -> None:
        """New pawns grow; flipped pawns turn over around their vertical axis."""
        grow = min(1.0, value * 2)
        for pawn in self.appearing:
            pawn.setScale(grow)
        squeeze = abs(1 - 2 * value)
        for pawn in self.flipping:
            if value >= 0.5 and pawn.colour != pawn.target:
                pawn.set_colour(pawn.target)
            pawn.setTransform(QTransform.fromScale(max(squeeze, 0.02), 1))

    def _draw_marks(self, state: ReversiState, last_move: int | None) -> None:
        self.clear_marks()
        moves = [move for move in state.legal_moves() if move != PASS]
        self.legal = moves if self.interactive else []
        if self.view_options.show_legal and self.interactive:
            colour = QColor(0, 0, 0, 120) if state.to_move() == BLACK \
                else QColor(255, 255, 255, 170)
            for move in moves:
                self.dot_mark(*state.geometry.row_col(move), colour)
        shown = last_move is not None and last_move != PASS and self.view_options.show_last
        self.last_mark.setVisible(shown)
        if shown and last_move is not None:
            self.last_mark.setPos(self.centre(*state.geometry.row_col(last_move)))
        self.hide_cursor_unless_interactive()

    def legend(self) -> str:
        """The marks of the board, as the rules page lists them."""
        return LEGEND

    def seat_picture(self, state: ReversiState, seat: int, size: int) -> QPixmap | None:
        """A disc of the seat's colour (with its shape in a look that has shapes)."""
        pixmap = stone_pixmap(self.look.stone(seat), size)
        if self.look.shapes:
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            centre = QPointF(size / 2, size / 2)
            if seat == BLACK:
                side = size * 0.26
                painter.fillRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side,
                                        side), QColor("#ffffff"))
            else:
                painter.setPen(QPen(QColor("#000000"), max(1.5, size * 0.06)))
                painter.drawEllipse(centre, size * 0.2, size * 0.2)
            painter.end()
        return pixmap

    def move_points(self, move: int) -> list[QPointF]:
        """The square a disc goes on (nothing for a pass)."""
        if self.state is None or not isinstance(move, int) or move == PASS:
            return []
        return [self.centre(*self.state.geometry.row_col(move))]

    # -- input ---------------------------------------------------------------------------

    def square_activated(self, row: int, col: int) -> None:
        """A click (or Enter) on a legal square plays there; another flashes, and the
        rules' reason is said."""
        if self.state is None:
            return
        move = self.state.geometry.index(row, col)
        if move in self.legal:
            self.choose_move(move)
        else:
            self.refuse_square(row, col, self.state.check_move(move) or "")
