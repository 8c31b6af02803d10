"""Nim in the app: a row of matches; click a match to take it and those to its right."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent

from qtgames.app.scene import BoardScene
from qtgames_nim.rules import MOST, NimState

STEP, WIDTH, HEIGHT = 24, 8, 120


class NimScene(BoardScene[NimState, int]):
    """The matches left; those the player may take light up under the mouse."""

    def __init__(self) -> None:
        super().__init__()
        self.state: NimState | None = None
        self.matches: list[QGraphicsRectItem] = []

    def show_state(self, state: NimState, interactive: bool) -> None:
        """Draw one stick per match left."""
        self.clear()
        self.state, self.interactive = state, interactive
        self.matches = []
        for index in range(state.matches):
            match = self.addRect(QRectF(index * STEP, 0, WIDTH, HEIGHT), QPen(Qt.PenStyle.NoPen),
                                 QBrush(QColor("#d9b36c")))
            self.addRect(QRectF(index * STEP, 0, WIDTH, 14), QPen(Qt.PenStyle.NoPen),
                         QBrush(QColor("#b22222")))
            self.matches.append(match)
        width = (state.matches + 1) * STEP + WIDTH
        self.setSceneRect(QRectF(-STEP, -STEP, width, HEIGHT + 2 * STEP))

    def move_points(self, move: int) -> list[QPointF]:
        """The first match ``move`` takes (a hint rings it; ``qtgames check`` clicks it)."""
        if not 1 <= move <= min(MOST, len(self.matches)):
            return []
        return [self.matches[len(self.matches) - move].sceneBoundingRect().center()]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Clicking one of the last three matches takes it and those after it."""
        if not self.interactive or self.state is None:
            return
        for index, match in enumerate(self.matches):
            if match.contains(event.scenePos()):
                taken = len(self.matches) - index
                if 1 <= taken <= MOST:
                    self.choose_move(taken)
                return
