"""Three tricks in the app: the hand of the seat at the screen at the bottom, the other
hand face down at the top, the card led in the middle; click a card to play it."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent

from qtgames.app.scene import BoardScene
from qtgames_tricks.rules import UNKNOWN, TricksState

CARD_W, CARD_H, GAP = 60, 90, 16
FACE, BACK, INK = QColor("#fdf6e3"), QColor("#2f5f8f"), QColor("#222222")


class TricksScene(BoardScene[TricksState, int]):
    """The two hands and the trick; the cards of the hand to play are clickable."""

    def __init__(self) -> None:
        super().__init__()
        self.state: TricksState | None = None
        self.hand: list[tuple[int, QGraphicsRectItem]] = []  # (card, item) at the bottom

    def _card(self, card: int, x: float, y: float) -> QGraphicsRectItem:
        item = self.addRect(QRectF(x, y, CARD_W, CARD_H), QPen(INK),
                            QBrush(BACK if card == UNKNOWN else FACE))
        if card != UNKNOWN:
            text = self.addSimpleText(str(card), QFont("sans", 24))
            text.setPos(x + CARD_W / 2 - text.boundingRect().width() / 2, y + CARD_H / 3)
        return item

    def show_state(self, state: TricksState, interactive: bool) -> None:
        """Draw the hands (the seat at the screen at the bottom) and the card led."""
        self.clear()
        self.state, self.interactive = state, interactive
        viewer = state.viewer()
        me = viewer if viewer is not None else (state.to_move() if not state.is_over() else 0)
        self.hand = []
        for row, seat in ((2, me), (0, 1 - me)):
            for index, card in enumerate(state.hands[seat]):
                item = self._card(card, index * (CARD_W + GAP), row * (CARD_H + GAP))
                if seat == me:
                    self.hand.append((card, item))
        for index, card in enumerate(state.trick):
            self._card(card, (index + 1) * (CARD_W + GAP), CARD_H + GAP)
        self.setSceneRect(QRectF(-GAP, -GAP, 3 * (CARD_W + GAP) + GAP,
                                 3 * (CARD_H + GAP) + GAP))

    def move_points(self, move: int) -> list[QPointF]:
        """The card of the hand at the bottom that ``move`` plays."""
        return [item.sceneBoundingRect().center() for card, item in self.hand if card == move]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a card of the hand plays it, when this screen's player is to move."""
        state = self.state
        if not self.interactive or state is None or event.button() != Qt.MouseButton.LeftButton:
            return
        for card, item in self.hand:
            if item.sceneBoundingRect().contains(event.scenePos()) \
                    and card in state.legal_moves():
                self.choose_move(card)
                return
