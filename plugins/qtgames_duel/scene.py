"""The Game: Le Duel on a card table: the opponent's side on top, yours below.

Drawn from the view of the seat at the screen: its hand face up, the opponent's face down
with its count, both draw piles with their counts, the four piles with their top cards.
Choose a card (click it, or Left/Right), then a pile (click it, or Up/Down and Enter); or
drag the card onto the pile. The piles it may go on are lit. "End turn" (or E) ends the
turn once two cards are down.
"""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from qtgames.app.scene import BoardScene, SceneCommand
from qtgames.core.i18n import N_
from qtgames_duel.rules import ASCENDING, DESCENDING, END, OPPONENT, OWN, DuelState, Placement

WIDTH, HEIGHT = 1000.0, 760.0
CARD_W, CARD_H = 84.0, 120.0
FELT = QColor("#1d5e45")
PILE_X = (400.0, 520.0)                 # ascending, descending
ROWS = {"their piles": 200.0, "my piles": 380.0, "their hand": 30.0, "my hand": 585.0}
DRAW_X = 60.0
#: Why a card or pile was refused, besides the rules' reasons.
NO_PILE = N_("this card goes on none of the piles now")
CHOOSE_FIRST = N_("choose a card from your hand first")


def _card_colour(value: int) -> QColor:
    """Low cards cool, high cards warm, like the printed deck's shading."""
    hue = int(210 - 200 * (value - 1) / 59)
    return QColor.fromHsv(max(hue, 5), 150, 235)

#: What each mark on the board means (the board's tooltip).
LEGEND = (N_("▲ 1→60 and ▼ 60→1: the ascending and descending piles. Raised card: the card "
          "chosen. Green frames: the piles it may go on; yellow frame: the one Enter lays "
          "it on. Dimmed card: it fits no pile now. Red flash: refused, the status line "
          "says why."))


class Card(QGraphicsPathItem):
    """A card, face up (its value in the corners and the middle) or face down."""

    def __init__(self, value: int | None, parent: QGraphicsItem | None = None) -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 8, 8)
        super().__init__(path, parent)
        self.value = value
        self.setPen(QPen(QColor("#222222"), 1.2))
        if value is None:
            gradient = QLinearGradient(0, 0, CARD_W, CARD_H)
            gradient.setColorAt(0, QColor("#7b1f2a"))
            gradient.setColorAt(1, QColor("#3d0d14"))
            self.setBrush(QBrush(gradient))
            return
        self.setBrush(QColor("#fbfaf5"))
        band = QGraphicsPathItem(self._band(), self)
        band.setBrush(_card_colour(value))
        band.setPen(Qt.PenStyle.NoPen)
        big = QFont()
        big.setPixelSize(38)
        big.setBold(True)
        self._text(f"{value:02d}", big, CARD_W / 2, CARD_H / 2)
        small = QFont()
        small.setPixelSize(14)
        small.setBold(True)
        self._text(str(value), small, 14, 14)
        self._text(str(value), small, CARD_W - 14, CARD_H - 14)

    @staticmethod
    def _band() -> QPainterPath:
        band = QPainterPath()
        band.addRoundedRect(QRectF(8, 30, CARD_W - 16, CARD_H - 60), 6, 6)
        return band

    def _text(self, text: str, font: QFont, x: float, y: float) -> None:
        label = QGraphicsSimpleTextItem(text, self)
        label.setFont(font)
        label.setBrush(QColor("#1b1b1b"))
        rect = label.boundingRect()
        label.setPos(x - rect.width() / 2, y - rect.height() / 2)


class DuelScene(BoardScene[DuelState, Placement]):
    """The table; see the module docstring for how a card is laid."""

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.state: DuelState | None = None
        self.me = 0
        self.hand_cards: list[Card] = []
        self.pile_areas: dict[tuple[int, int], QRectF] = {}  # (side, direction) -> area
        self.selected: int | None = None      # index in the hand
        self.pile_cursor = 0
        self.legal: list[Placement] = []
        self.dragging: tuple[Card, QPointF] | None = None
        self.flying: tuple[Card, QPointF, QPointF] | None = None
        self.end_button = QGraphicsRectItem(0, 0, 150, 48)
        self.end_label = QGraphicsSimpleTextItem()

    # -- drawing -------------------------------------------------------------------------

    def show_state(self, state: DuelState, interactive: bool) -> None:
        """Redraw the table from ``state`` (a seat's view), flying the last card laid."""
        self.stop_animation()
        previous = self.state
        self.state = state
        self.interactive = interactive
        self.me = state.seen_from()
        self.legal = state.legal_moves() if interactive else []
        if self.selected is not None and (self.selected >= len(state.hands[self.me])
                                          or not self._targets(self.selected)):
            self.selected = None
        self.clear()
        table = QGraphicsRectItem(QRectF(0, 0, WIDTH, HEIGHT))
        table.setBrush(FELT)
        table.setPen(QPen(QColor("#5d3a1a"), 10))
        table.setZValue(-1)
        self.addItem(table)
        self.end_button = QGraphicsRectItem(0, 0, 150, 48)
        self.end_label = QGraphicsSimpleTextItem()
        self._draw_side(state, 1 - self.me, top=True)
        self._draw_side(state, self.me, top=False)
        self._draw_hand(state)
        self._draw_end_button()
        self._fly(previous, state, state.last_move())

    def _draw_side(self, state: DuelState, player: int, top: bool) -> None:
        """One player's draw pile, hand (face down for the opponent) and two piles."""
        row = ROWS["their piles"] if top else ROWS["my piles"]
        name = self._label(self.seat_label(state.seats[player]), 18, QColor("#f1f1f1"))
        name.setPos(DRAW_X, (ROWS["their hand"] if top else ROWS["my hand"]) - 26)
        draw_y = ROWS["their hand"] if top else ROWS["my hand"]
        if state.draw_sizes[player]:
            for offset in range(min(4, state.draw_sizes[player])):
                back = Card(None)
                back.setPos(DRAW_X + offset * 2, draw_y + offset * 2)
                self.addItem(back)
        count = self._label(str(state.draw_sizes[player]), 16, QColor("#ffffff"))
        count.setPos(DRAW_X + CARD_W / 2 - count.boundingRect().width() / 2,
                     draw_y + CARD_H + 6)
        side = OWN if player == self.me else OPPONENT
        for direction, x in zip((ASCENDING, DESCENDING), PILE_X, strict=True):
            area = QRectF(x, row, CARD_W, CARD_H)
            self.pile_areas[(side, direction)] = area
            outline = QGraphicsRectItem(area.adjusted(-6, -6, 6, 6))
            outline.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
            self.addItem(outline)
            card = Card(state.top(player, direction))
            card.setPos(area.topLeft())
            self.addItem(card)
            arrow = self._label("▲ 1→60" if direction == ASCENDING else "▼ 60→1", 15,
                                QColor("#ffe082"))
            arrow.setPos(x + CARD_W / 2 - arrow.boundingRect().width() / 2,
                         row - 24 if top else row + CARD_H + 6)
        if top:
            hidden = state.hand_sizes[player]
            for index in range(hidden):
                back = Card(None)
                back.setScale(0.6)
                back.setPos(260 + index * 36, ROWS["their hand"])
                self.addItem(back)

    def _draw_hand(self, state: DuelState) -> None:
        self.hand_cards = []
        hand = state.hands[self.me] if state.hand_known(self.me) else []
        start = WIDTH / 2 - (len(hand) * (CARD_W + 12)) / 2
        for index, value in enumerate(hand):
            card = Card(value)
            raised = index == self.selected
            card.setPos(start + index * (CARD_W + 12), ROWS["my hand"] - (22 if raised else 0))
            card.setZValue(2)
            if raised:
                card.setPen(QPen(QColor("#ffd54a"), 4))
            playable = bool(self._targets(index))
            if self.interactive and not playable:
                card.setOpacity(0.55)
            self.addItem(card)
            self.hand_cards.append(card)
        if self.selected is not None and self.view_options.show_legal:
            for number, target in enumerate(self._targets(self.selected)):
                glow = QGraphicsRectItem(self.pile_areas[target].adjusted(-8, -8, 8, 8))
                pen = QPen(QColor("#ffd54a") if number == self.pile_cursor
                           else QColor("#7CFC00"), 5)
                glow.setPen(pen)
                glow.setZValue(3)
                self.addItem(glow)

    def _draw_end_button(self) -> None:
        if not self.seated:  # a spectator ends no turn: no button, not even greyed
            return
        enabled = END in self.legal
        self.end_button.setPos(800, 400)
        self.end_button.setBrush(QColor("#f5c542") if enabled else QColor(255, 255, 255, 40))
        self.end_button.setPen(QPen(QColor("#222222"), 1.5))
        self.addItem(self.end_button)
        self.end_label = self._label(self.messages("End turn"), 17,
                                     QColor("#1b1b1b") if enabled
                                     else QColor(255, 255, 255, 90))
        rect = self.end_label.boundingRect()
        self.end_label.setPos(875 - rect.width() / 2, 424 - rect.height() / 2)
        if self.state is not None and self.state.laid and not self.state.is_over():
            laid = self._label(self.messages("Cards laid this turn: {count}",
                                              count=self.state.laid), 15, QColor("#ffffff"))
            # Centred under the button, and never past the table's edge (longer in French).
            width = laid.boundingRect().width()
            laid.setPos(min(875 - width / 2, WIDTH - 16 - width), 460)

    def _label(self, text: str, size: int, colour: QColor) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(size)
        font.setBold(True)
        item.setFont(font)
        item.setBrush(colour)
        item.setZValue(4)
        self.addItem(item)
        return item

    # -- the last card laid flies to its pile --------------------------------------------

    def _fly(self, previous: DuelState | None, state: DuelState,
             last_move: Placement | None) -> None:
        if previous is None or last_move is None or last_move == END or \
                state.ply() != previous.ply() + 1 or state.seat != previous.seat:
            return
        card_value, side, direction = last_move
        target = self.pile_areas.get((side if state.seat == self.me else 1 - side, direction))
        if target is None:
            return
        start = QPointF(WIDTH / 2 - CARD_W / 2, ROWS["my hand"]) if state.seat == self.me \
            else QPointF(300, ROWS["their hand"])
        flyer = Card(card_value)
        flyer.setZValue(6)
        flyer.setPos(start)
        self.addItem(flyer)
        self.flying = (flyer, start, target.topLeft())
        if not self.start_animation():
            self.finish_animation()

    def animation_step(self, value: float) -> None:
        """The card moves from the hand to the pile."""
        if self.flying is not None:
            card, start, end = self.flying
            card.setPos(start + (end - start) * value)

    def finish_animation(self) -> None:
        """The flying card is gone: the pile shows it."""
        if self.flying is not None:
            self.removeItem(self.flying[0])
            self.flying = None

    def move_points(self, move: Placement) -> list[QPointF]:
        """The card in the hand, then the pile it goes on; End turn's button for ``end``."""
        if move == END:
            return [self.end_button.sceneBoundingRect().center()]
        if self.state is None or not isinstance(move, tuple):
            return []
        card, side, direction = move
        hand = self.state.hands[self.me] if self.state.hand_known(self.me) else []
        area = self.pile_areas.get((side, direction))
        if card not in hand or area is None or len(self.hand_cards) != len(hand):
            return []
        return [self.hand_cards[hand.index(card)].sceneBoundingRect().center(), area.center()]

    def mark_radius(self) -> float:
        """A ring around a card."""
        return CARD_H * 0.6

    def legend(self) -> str:
        """The marks of the board, as the rules page lists them."""
        return LEGEND

    def seat_picture(self, state: DuelState, seat: int, size: int) -> QPixmap | None:
        """A card seen from the back."""
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = size / CARD_H
        painter.translate((size - CARD_W * scale) / 2, 0)
        painter.scale(scale, scale)
        back = Card(None)
        painter.setPen(back.pen())
        painter.setBrush(back.brush())
        painter.drawPath(back.path())
        painter.end()
        return pixmap

    def commands(self) -> list[SceneCommand]:
        """End turn, as the button on the table."""
        return [SceneCommand("end", "End turn", "go-next")]

    def command_enabled(self, key: str) -> bool:
        """End turn once two cards are down."""
        return key == "end" and self.interactive and END in self.legal

    def run_command(self, key: str) -> None:
        """End the turn."""
        if self.command_enabled(key):
            self.choose_move(END)

    # -- input ---------------------------------------------------------------------------

    def _targets(self, index: int) -> list[tuple[int, int]]:
        """(side, direction) of the piles the hand's card ``index`` may go on now."""
        if self.state is None or index >= len(self.state.hands[self.me]):
            return []
        value = self.state.hands[self.me][index]
        return [(side, direction) for card, side, direction in self.legal
                if card == value and (card, side, direction) != END]

    def _choose_card(self, index: int | None) -> None:
        self.selected = index
        self.pile_cursor = 0
        if self.state is not None:
            self.show_state(self.state, self.interactive)

    def _lay(self, index: int, target: tuple[int, int]) -> None:
        """Lay the hand's card ``index`` on ``target``, or flash the pile and say why not."""
        if self.state is None or index >= len(self.state.hands[self.me]):
            return
        value = self.state.hands[self.me][index]
        if target not in self._targets(index):
            self.refuse_at(self.pile_areas[target],
                           self.state.check_move((value, *target)) or NO_PILE)
            return
        self.selected = None
        self.choose_move((value, *target))

    def _card_at(self, point: QPointF) -> int | None:
        for index, card in enumerate(self.hand_cards):
            if card.sceneBoundingRect().contains(point):
                return index
        return None

    def _pile_at(self, point: QPointF) -> tuple[int, int] | None:
        for target, area in self.pile_areas.items():
            if area.adjusted(-10, -10, 10, 10).contains(point):
                return target
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A card is chosen (and may be dragged); a lit pile takes the chosen card. A card,
        pile or button that takes nothing now flashes, and the status line says why."""
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.scenePos()
        if not self.interactive:
            place = self._place_at(point)
            if place is not None:
                self.refuse_at(place)
            return
        if self.end_button.scene() is self and \
                self.end_button.sceneBoundingRect().contains(point):
            self._end_turn()
            return
        index = self._card_at(point)
        if index is not None:
            if not self._targets(index):
                self.refuse_at(self.hand_cards[index].sceneBoundingRect(), NO_PILE)
                return
            if index != self.selected:
                self._choose_card(index)
            if self.selected is not None:
                card = self.hand_cards[self.selected]
                self.dragging = (card, point - card.pos())
            return
        target = self._pile_at(point)
        if target is not None and self.selected is not None:
            self._lay(self.selected, target)
            return
        if target is not None:
            self.refuse_at(self.pile_areas[target], CHOOSE_FIRST)
            return
        self._choose_card(None)

    def _place_at(self, point: QPointF) -> QRectF | None:
        """The card, pile or button under ``point``, if any."""
        index = self._card_at(point)
        if index is not None:
            return self.hand_cards[index].sceneBoundingRect()
        target = self._pile_at(point)
        if target is not None:
            return self.pile_areas[target]
        if self.end_button.scene() is self and \
                self.end_button.sceneBoundingRect().contains(point):
            return self.end_button.sceneBoundingRect()
        return None

    def _end_turn(self) -> None:
        """End the turn, or flash the button and say why it cannot end yet."""
        if END in self.legal:
            self.choose_move(END)
        elif self.state is not None:
            self.refuse_at(self.end_button.sceneBoundingRect(),
                           self.state.check_move(END) or "")

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """The dragged card follows the mouse."""
        if self.dragging is not None:
            card, grip = self.dragging
            card.setZValue(7)
            card.setPos(event.scenePos() - grip)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A card dropped on a pile it may go on is laid; anywhere else it goes back."""
        event.accept()
        if self.dragging is None:
            return
        card, grip = self.dragging
        self.dragging = None
        moved = (card.pos() + grip - event.buttonDownScenePos(Qt.MouseButton.LeftButton))
        target = self._pile_at(event.scenePos())
        if self.state is not None and moved.manhattanLength() > 8:
            self.show_state(self.state, self.interactive)  # the card goes back first
        if target is not None and self.selected is not None and moved.manhattanLength() > 8:
            self._lay(self.selected, target)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right choose a card, Up/Down a lit pile, Enter lays it, E ends the turn; a
        key that does nothing now flashes the hand and the status line says why."""
        key = event.key()
        keys = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_E)
        if not self.interactive or self.state is None:
            if key in keys and self.state is not None:
                self.refuse_at(self._hand_area())
                event.accept()
                return
            super().keyPressEvent(event)
            return
        count = len(self.hand_cards)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and count:
            step = 1 if key == Qt.Key.Key_Right else -1
            start = self.selected if self.selected is not None else (-1 if step > 0 else count)
            self._choose_card((start + step) % count)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.selected is not None:
            targets = self._targets(self.selected)
            if targets:
                self.pile_cursor = (self.pile_cursor + (1 if key == Qt.Key.Key_Down else -1)) \
                    % len(targets)
                self.show_state(self.state, self.interactive)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and self.selected is not None:
            targets = self._targets(self.selected)
            if targets:
                self._lay(self.selected, targets[self.pile_cursor % len(targets)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Up,
                     Qt.Key.Key_Down):
            self.refuse_at(self._hand_area(), CHOOSE_FIRST)
        elif key == Qt.Key.Key_E:
            self._end_turn()
        elif key == Qt.Key.Key_Escape:
            self._choose_card(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _hand_area(self) -> QRectF:
        """Where the hand of the seat at the screen lies."""
        return QRectF(WIDTH / 2 - 3 * (CARD_W + 12), ROWS["my hand"] - 22, 6 * (CARD_W + 12),
                      CARD_H + 22)
