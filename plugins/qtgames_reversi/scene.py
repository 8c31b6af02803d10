"""Black & White on a QGraphicsScene: the board, pawns that flip, marks, mouse and keyboard."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsEllipseItem

from qtgames.app.gridscene import BLACK_STONE, WHITE_STONE, GridScene, Stone, stone_pixmap
from qtgames_reversi.rules import BLACK, LETTERS, PASS, ReversiState

COLOURS = ("#5d3a1a", "#1f7a4a", "#0f3d25")  # frame, felt, lines


def _stone_colours(colour: int) -> tuple[str, str]:
    return BLACK_STONE if colour == BLACK else WHITE_STONE


class Pawn(Stone):
    """One pawn, which remembers the face to show once a flip animation ends."""

    def __init__(self, centre: QPointF, colour: int) -> None:
        super().__init__(centre, _stone_colours(colour))
        self.colour = colour
        self.target = colour

    def set_colour(self, colour: int) -> None:
        """Show the other face."""
        self.colour = colour
        self.set_colours(_stone_colours(colour))


class ReversiScene(GridScene[ReversiState]):
    """The board with coordinates; legal moves and the last move marked; animated flips."""

    def __init__(self) -> None:
        super().__init__()
        self.size = 0
        self.pawns: dict[int, Pawn] = {}
        self.legal: list[int] = []
        self.state: ReversiState | None = None
        self.last_mark = QGraphicsEllipseItem(-5, -5, 10, 10)
        self.last_mark.setBrush(QColor("#e53935"))
        self.last_mark.setPen(Qt.PenStyle.NoPen)
        self.last_mark.setZValue(4)
        self.appearing: list[Pawn] = []
        self.flipping: list[Pawn] = []

    def _build_board(self, size: int) -> None:
        self.pawns = {}
        self.size = size
        self.build_grid(size, size, COLOURS, lambda row: str(row + 1), lambda col: LETTERS[col])
        self.addItem(self.last_mark)
        self.last_mark.setVisible(False)

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
                    pawn = self.pawns[index] = Pawn(self.centre(row, col), colour)
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

    def seat_picture(self, state: ReversiState, seat: int, size: int) -> QPixmap | None:
        """A disc of the seat's colour."""
        return stone_pixmap(_stone_colours(seat), size)

    def move_points(self, move: object) -> list[QPointF]:
        """The square a disc goes on (nothing for a pass)."""
        if self.state is None or not isinstance(move, int) or move == PASS:
            return []
        return [self.centre(*self.state.geometry.row_col(move))]

    # -- input ---------------------------------------------------------------------------

    def square_activated(self, row: int, col: int) -> None:
        """A click (or Enter) on a legal square plays there."""
        if self.state is None:
            return
        move = self.state.geometry.index(row, col)
        if move in self.legal:
            self.moveChosen.emit(move)
