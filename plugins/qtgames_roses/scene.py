"""Le Roi des Roses on a QGraphicsScene: the 9×9 board with the crown and the roses of both
houses, both hands face up beside it (White's on top, Red's below), the draw pile with its
count and the discard pile's top card.

The player to move plays a card by clicking it, by pressing its number (1 to 5), by choosing
it with Left/Right and pressing Enter, or by clicking the square its king would reach; the
Draw button (or D) draws. Hovering a card of the player to move shows the square the king
would reach; a card that cannot be played is dimmed and crossed. The king slides to its new
square. A pass is announced; at the end each territory is outlined with its points.
"""

from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from qtgames.app.gridscene import MARGIN, SQUARE, GridScene
from qtgames.app.scene import BoardScene
from qtgames.app.svgpicture import svg_pixmap
from qtgames.core.i18n import N_
from qtgames_roses.rules import (
    DIRECTIONS,
    DRAW,
    EMPTY,
    PASS,
    PENALTY_NEWS,
    PENALTY_PASS,
    RED,
    SIZE,
    VECTORS,
    Card,
    RosesMove,
    RosesState,
    row_col,
)
from qtgames_roses.text import pawns_left, points

ART = Path(__file__).parent
BOARD_COLOURS = ("#4e3b22", "#eadfbf", "#9c8156")  # frame, board, lines
FELT = QColor("#2f4a34")
BOARD_SIDE = 2 * MARGIN + SIZE * SQUARE
CARD_W, CARD_H, CARD_GAP = 70.0, 100.0, 8.0
PANEL_X = BOARD_SIDE + 24
PANEL_W = 5 * CARD_W + 4 * CARD_GAP
WIDTH = PANEL_X + PANEL_W + 18
#: Top of each seat's hand, by seat: Red (Lancaster) below the piles, White (York) above.
HAND_Y = (BOARD_SIDE - CARD_H - 40, 36.0)
PILES_Y = 232.0
DRAW_X, DISCARD_X = PANEL_X, PANEL_X + CARD_W + 26
BUTTON = QRectF(PANEL_X + 2 * CARD_W + 66, PILES_Y + 12, 150, 46)
HOUSES = ("Lancaster", "York")  # named so in French too, as in the rules
#: Pen and fill of each seat's territories at the end.
TERRITORY_PENS = (QColor("#8e0000"), QColor("#263238"))
TERRITORY_FILLS = (QColor(198, 40, 40, 45), QColor(255, 255, 255, 90))
GOLD = QColor("#ffd54a")
ROSE_SIZE = SQUARE * 0.84
ROSE_SCALE = ROSE_SIZE / 100  # the roses' drawings are 100 wide
#: Why a square was refused when no card in hand takes the king there.
NO_CARD_THERE = N_("no card in your hand takes the king there")
KEYS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5)

#: What each mark on the board means (the board's tooltip).
LEGEND = (N_("Crown: the king; star: its start. Dashed line: the last card played. Green "
          "dots: the squares the playable cards reach. Green line: where the card under "
          "the mouse sends the king; red line and cross: it cannot be played. Outlines "
          "with a badge: the territories and their points. Red flash: refused, the status "
          "line says why."))


@cache
def renderer(name: str) -> QSvgRenderer:
    """The artwork ``name`` of this plugin's folder, loaded once."""
    return QSvgRenderer(str(ART / name))


def picture(name: str, size: float, parent: QGraphicsItem | None = None) -> QGraphicsSvgItem:
    """An SVG of the plugin, ``size`` wide, with (0, 0) at its top-left corner."""
    item = QGraphicsSvgItem(parent)
    item.setSharedRenderer(renderer(name))
    item.setScale(size / renderer(name).defaultSize().width())
    return item


def angle(direction: str) -> float:
    """Degrees clockwise from north of a compass direction."""
    return 45.0 * DIRECTIONS.index(direction)


def _font(size: int) -> QFont:
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    return font


class CardItem(QGraphicsSvgItem):
    """A movement card: face up, its sword pointing the way and one blue square per
    square of distance (as the printed cards), its notation at the foot; or face down."""

    def __init__(self, card: Card | None) -> None:
        super().__init__()
        self.card = card
        self.setSharedRenderer(renderer("card-back.svg" if card is None else "card-face.svg"))
        # Items taking hover events make the views follow the mouse without a button held,
        # which the scene's preview of the king's square needs.
        self.setAcceptHoverEvents(True)
        if card is None:
            return
        sword = QGraphicsSvgItem(self)
        sword.setSharedRenderer(renderer("sword.svg"))
        # The sword (40×100) at about half size, turned about the compass's centre.
        sword.setTransform(QTransform().translate(35, 36).rotate(angle(card.direction))
                           .scale(0.52, 0.52).translate(-20, -50))
        side, gap = 11.0, 4.0
        left = 35 - (card.distance * side + (card.distance - 1) * gap) / 2
        for index in range(card.distance):
            box = QGraphicsRectItem(left + index * (side + gap), 67, side, side, self)
            box.setBrush(QColor("#1e5fb4"))
            box.setPen(QPen(QColor("#0d2f5c"), 1.2))
        name = QGraphicsSimpleTextItem(card.name, self)
        name.setFont(_font(12))
        name.setBrush(QColor("#3b2b14"))
        rect = name.boundingRect()
        name.setPos(35 - rect.width() / 2, 88 - rect.height() / 2)


class RosesScene(GridScene[RosesState, RosesMove]):
    """The board and the card table; see the module docstring for how to play."""

    def __init__(self) -> None:
        super().__init__()
        self.state: RosesState | None = None
        self.legal: list[RosesMove] = []
        self.roses: dict[int, QGraphicsSvgItem] = {}
        self.crown: QGraphicsSvgItem | None = None
        self.table: list[QGraphicsItem] = []        # cards, piles, labels: redrawn each time
        self.preview: list[QGraphicsItem] = []      # where the hovered or chosen card goes
        self.hand_items: list[list[CardItem]] = [[], []]   # each seat's cards
        self.hand_cards: list[CardItem] = []        # the hand of the player to move
        self.hovered: int | None = None             # index in that hand under the mouse
        self.selected: int | None = None            # index chosen with Left/Right
        self.refusal: str | None = None             # why the last card clicked was refused
        self.draw_button = QGraphicsRectItem(BUTTON)
        self.shown_ply: int | None = None
        #: What the animation moves: the crown after a card, a card drawn; (item, from, to).
        self.flights: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self.growing: QGraphicsSvgItem | None = None  # the rose just placed
        #: Copies of the cards that fly, each with where it lands: the card drawn to the
        #: end of its hand (``"hand"``), the card played to the discard pile
        #: (``"discard"``). The card where it lands is hidden until it arrives.
        self.flyers: list[tuple[CardItem, str]] = []
        self.discard_item: CardItem | None = None
        self.shown_position = ""

    # -- the board -----------------------------------------------------------------------

    def _build_board(self) -> None:
        self.build_grid(SIZE, SIZE, BOARD_COLOURS, str, str)
        self.setSceneRect(QRectF(0, 0, WIDTH, BOARD_SIDE))
        felt = QGraphicsRectItem(QRectF(BOARD_SIDE + 8, 0, WIDTH - BOARD_SIDE - 8, BOARD_SIDE))
        felt.setBrush(FELT)
        felt.setPen(QPen(QColor("#5d3a1a"), 6))
        felt.setZValue(-1)
        self.addItem(felt)
        centre = self._square_rect(SIZE * SIZE // 2)
        mark = QGraphicsPathItem(self._centre_sign(centre))
        mark.setPen(QPen(QColor("#b59a66"), 2))
        mark.setZValue(0.6)
        self.addItem(mark)
        self.roses = {}
        self.crown = picture("crown.svg", SQUARE * 0.62)
        self.crown.setZValue(4)
        self.addItem(self.crown)

    @staticmethod
    def _centre_sign(rect: QRectF) -> QPainterPath:
        """A small compass star on the centre square, where the king starts."""
        path = QPainterPath()
        centre, radius = rect.center(), rect.width() * 0.32
        for direction in DIRECTIONS[::2]:
            rows, columns = VECTORS[direction]
            path.moveTo(centre)
            path.lineTo(centre + QPointF(columns * radius, rows * radius))
        path.addEllipse(centre, radius * 0.35, radius * 0.35)
        return path

    def _square_rect(self, index: int) -> QRectF:
        row, column = row_col(index)
        return QRectF(MARGIN + column * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)

    @staticmethod
    def _crown_pos(point: QPointF, on_rose: bool) -> QPointF:
        """Where the crown goes on the square centred on ``point``: over the top half of a
        rose, so the rose shows; in the middle of an empty square."""
        size = SQUARE * 0.62
        return QPointF(point.x() - size / 2, point.y() - size * (0.78 if on_rose else 0.5))

    def _rose(self, index: int, colour: int) -> QGraphicsSvgItem:
        size = ROSE_SIZE
        rose = picture("rose-red.svg" if colour == RED else "rose-white.svg", size)
        # Grown from its centre: the origin of scaling is the drawing's own centre.
        middle = QPointF(size / 2 / rose.scale(), size / 2 / rose.scale())
        rose.setTransformOriginPoint(middle)
        rose.setPos(self.centre(*row_col(index)) - middle)
        rose.setZValue(2)
        self.addItem(rose)
        return rose

    # -- drawing -------------------------------------------------------------------------

    def show_state(self, state: RosesState, interactive: bool) -> None:
        """Draw the roses and the king (sliding it after a card), the hands and the piles,
        the marks, and the end's territories."""
        previous_ply, self.shown_ply = self.shown_ply, state.ply()
        previous_state = self.state
        position, self.shown_position = self.shown_position, state.position()
        again = previous_ply == state.ply() and position == self.shown_position
        if not again:  # the same position shown again (the turn passes) goes on moving
            self.stop_animation()
        if not self.rows:
            self._build_board()
        self.state = state
        self.interactive = interactive
        self.legal = state.legal_moves() if interactive else []
        self.refusal = None
        if not again:  # a card chosen with the keys belongs to the position it was chosen in
            self.selected = None
        self.hovered = None
        one_move = previous_ply is not None and state.ply() == previous_ply + 1
        if not again:
            self._draw_pieces(state, one_move)
        self._draw_table(state)
        if one_move and previous_state is not None:
            self._fly_card(previous_state, state)
        if not again and (self.flights or self.growing) and not self.start_animation():
            self.finish_animation()
        self._draw_marks(state)
        self._draw_preview()
        self.show_coordinates()

    def _draw_pieces(self, state: RosesState, animated: bool) -> None:
        """The roses (a new one grows if ``animated``) and the crown (sliding there)."""
        for index in list(self.roses):
            if state.board[index] == EMPTY:
                self.removeItem(self.roses.pop(index))
        for index, colour in enumerate(state.board):
            if colour == EMPTY:
                continue
            rose = self.roses.get(index)
            if rose is None or rose.data(0) != colour:
                if rose is not None:
                    self.removeItem(rose)
                rose = self.roses[index] = self._rose(index, colour)
                rose.setData(0, colour)
        assert self.crown is not None
        king = self.centre(*state.king_row_col())
        end = self._crown_pos(king, state.board[state.king] != EMPTY)
        self.crown.setPos(end)
        last = state.last_move()
        if animated and isinstance(last, Card):
            rows, columns = last.step
            start = self._crown_pos(king - QPointF(columns * SQUARE, rows * SQUARE),
                                    state.board[state.king - rows * SIZE - columns] != EMPTY)
            self.crown.setPos(start)
            self.flights.append((self.crown, start, end))
            self.growing = self.roses.get(state.king)
            if self.growing is not None:
                self.growing.setScale(0.0)

    def _fly_card(self, before: RosesState, after: RosesState) -> None:
        """The card drawn flies from the pile to its hand; the card played, from its place
        in its hand to the discard pile."""
        mover, last = 1 - after.to_move(), after.last_move()
        if last == DRAW:
            start, kind = QPointF(DRAW_X, PILES_Y), "hand"
        elif isinstance(last, Card) and last in before.hands[mover]:
            index = before.hands[mover].index(last)
            start = QPointF(PANEL_X + index * (CARD_W + CARD_GAP), HAND_Y[mover])
            kind = "discard"
        else:
            return
        landing = self._landing(kind)
        if landing is None:  # the game is over: no pile to land on
            return
        flyer = CardItem(landing.card)
        flyer.setZValue(7)
        flyer.setPos(start)
        self.addItem(flyer)
        self.flyers.append((flyer, kind))
        self.flights.append((flyer, start, landing.pos()))
        self._hide_landings()

    def _landing(self, kind: str) -> CardItem | None:
        """Where a flying card lands in the table as drawn now."""
        if kind == "discard":
            return self.discard_item
        state = self.state
        hand = self.hand_items[1 - state.to_move()] if state is not None else []
        return hand[-1] if hand else None

    def _hide_landings(self) -> None:
        """A card that is still flying is not yet where it lands (also after a redraw)."""
        for _, kind in self.flyers:
            landing = self._landing(kind)
            if landing is not None:
                landing.setOpacity(0)

    def animation_step(self, value: float) -> None:
        """The crown slides along the card's line and the new rose opens as it arrives; a
        card drawn flies from the pile to its hand."""
        for item, start, end in self.flights:
            item.setPos(start + (end - start) * value)
        if self.growing is not None:
            self.growing.setScale(ROSE_SCALE * max(0.0, value * 2 - 1))

    def finish_animation(self) -> None:
        """Everything where the move leaves it."""
        for item, _, end in self.flights:
            item.setPos(end)
        self.flights = []
        if self.growing is not None:
            self.growing.setScale(ROSE_SCALE)
            self.growing = None
        for flyer, kind in self.flyers:
            self.removeItem(flyer)
            landing = self._landing(kind)
            if landing is not None:
                landing.setOpacity(1)
        self.flyers = []

    def _add(self, item: QGraphicsItem, z: float = 3.0) -> QGraphicsItem:
        item.setZValue(z)
        self.addItem(item)
        self.table.append(item)
        return item

    def _text(self, text: str, size: int, colour: QColor, x: float, y: float,
              centred: bool = False, width: float = PANEL_W) -> QGraphicsSimpleTextItem:
        """A line at (x, y) (its top centre if ``centred``), shrunk to ``width`` at most."""
        item = QGraphicsSimpleTextItem(text)
        item.setFont(_font(size))
        item.setBrush(colour)
        rect = item.boundingRect()
        scale = min(1.0, width / rect.width()) if rect.width() else 1.0
        item.setScale(scale)
        item.setPos(x - rect.width() * scale / 2 if centred else x, y)
        self._add(item, 6)
        return item

    def _redraw_table(self) -> None:
        """Redraw the cards and the preview after a hover, a key or a refusal (the move's
        animation jumps to its end: the cards it moves are drawn anew)."""
        self.stop_animation()
        if self.state is not None:
            self._draw_table(self.state)
            self._draw_preview()

    def _draw_table(self, state: RosesState) -> None:
        for item in self.table:
            self.removeItem(item)
        self.table = []
        self.hand_cards = []
        self.hand_items = [[], []]
        self.discard_item = None
        over = state.is_over()
        for seat in range(2):
            self._draw_hand(state, seat, over)
        if over:
            self._draw_result(state)
        else:
            self._draw_piles(state)
            self._draw_news(state)
        self._hide_landings()

    def _draw_hand(self, state: RosesState, seat: int, over: bool) -> None:
        """A seat's name, house and pawns left above its five cards."""
        top = HAND_Y[seat]
        mover = seat == state.to_move() and not over
        if mover:
            glow = QGraphicsRectItem(QRectF(PANEL_X - 8, top - 30, PANEL_W + 16, CARD_H + 58))
            glow.setBrush(QColor(255, 213, 74, 40))
            glow.setPen(QPen(GOLD, 2))
            self._add(glow, 1)
        name = self.seat_label(state.seats[seat])
        title = self.messages("{player} ({house})", player=name, house=HOUSES[seat])
        if over:
            title += " — " + points(self.messages, state.scores()[seat])
        else:
            title += " — " + pawns_left(self.messages, state.pawns_left(seat))
        self._add(picture("rose-red.svg" if seat == 0 else "rose-white.svg", 22), 6) \
            .setPos(PANEL_X, top - 27)
        self._text(title, 16, GOLD if mover else QColor("#f1f1f1"), PANEL_X + 28, top - 25,
                   width=PANEL_W - 28)
        for index, card in enumerate(state.hands[seat]):
            item = CardItem(card)
            x = PANEL_X + index * (CARD_W + CARD_GAP)
            item.setPos(x, top)
            self._add(item, 4)
            self.hand_items[seat].append(item)
            if not mover:
                continue
            self.hand_cards.append(item)
            if not state.playable(card):
                item.setOpacity(0.45)
                self._add(self._cross(QRectF(x + CARD_W - 24, top + 4, 18, 18), 3), 5)
            if self.interactive:
                self._text(str(index + 1), 13, GOLD, x + CARD_W / 2, top + CARD_H + 4, True)
        for chosen in {self.hovered, self.selected} if mover else set():
            if chosen is not None and chosen < len(self.hand_cards):
                card_item = self.hand_cards[chosen]
                outline = QGraphicsRectItem(card_item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
                outline.setPen(QPen(GOLD, 4))
                self._add(outline, 5)

    @staticmethod
    def _cross(rect: QRectF, width: float) -> QGraphicsPathItem:
        path = QPainterPath()
        path.moveTo(rect.topLeft())
        path.lineTo(rect.bottomRight())
        path.moveTo(rect.topRight())
        path.lineTo(rect.bottomLeft())
        item = QGraphicsPathItem(path)
        pen = QPen(QColor("#d50000"), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        item.setPen(pen)
        return item

    def _draw_piles(self, state: RosesState) -> None:
        """The draw pile face down with its count, the discard pile's top card, the Draw
        button."""
        white = QColor("#f1f1f1")
        self._text(self.messages("Draw pile"), 14, white, DRAW_X + CARD_W / 2, PILES_Y - 22,
                   True)
        self._text(self.messages("Discard pile"), 14, white, DISCARD_X + CARD_W / 2,
                   PILES_Y - 22, True)
        count = state.draw_count()
        for offset in range(min(4, count)):
            back = CardItem(None)
            back.setPos(DRAW_X + offset * 2, PILES_Y - offset * 2)
            self._add(back, 4)
        if not count:
            self._add(self._empty_place(DRAW_X), 4)
        self._text(self.messages("{count} cards", count=count) if count != 1
                   else self.messages("1 card"), 14, white, DRAW_X + CARD_W / 2,
                   PILES_Y + CARD_H + 6, True)
        top = state.discard_top()
        if top is None:
            self._add(self._empty_place(DISCARD_X), 4)
        else:
            face = CardItem(top)
            face.setPos(DISCARD_X, PILES_Y)
            self._add(face, 4)
            self.discard_item = face
        enabled = DRAW in self.legal
        self.draw_button = QGraphicsRectItem(BUTTON)
        self.draw_button.setBrush(QColor("#f5c542") if enabled else QColor(255, 255, 255, 40))
        self.draw_button.setPen(QPen(QColor("#222222"), 1.5))
        self._add(self.draw_button, 4)
        self._text(self.messages("Draw (D)"), 17,
                   QColor("#1b1b1b") if enabled else QColor(255, 255, 255, 110),
                   BUTTON.center().x(), BUTTON.center().y() - 11, True)

    @staticmethod
    def _empty_place(x: float) -> QGraphicsRectItem:
        place = QGraphicsRectItem(QRectF(x, PILES_Y, CARD_W, CARD_H))
        place.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
        return place

    def _draw_news(self, state: RosesState) -> None:
        """A pass just played, or why a card was refused, under the piles."""
        news = self.refusal
        if news is None and state.last_move() == PASS:
            passer = self.seat_label(state.seats[1 - state.to_move()])
            news = self.messages("{player} passes: five cards in hand and none can be "
                                 "played.", player=passer)
        elif news is None and state.last_move() == PENALTY_PASS:
            passer = self.seat_label(state.seats[1 - state.to_move()])
            news = self.messages(PENALTY_NEWS, player=passer)
        if news is None:
            return
        label = QGraphicsTextItem()
        label.setFont(_font(16))
        label.setDefaultTextColor(QColor("#1b1b1b"))
        label.setTextWidth(PANEL_W - 16)
        label.setPlainText(news)
        top = PILES_Y + CARD_H + 34
        box = QGraphicsRectItem(QRectF(PANEL_X, top, PANEL_W,
                                       label.boundingRect().height() + 8))
        box.setBrush(QColor("#ffe082") if self.refusal is None else QColor("#ffab91"))
        box.setPen(QPen(QColor("#5d3a1a"), 1.5))
        self._add(box, 5)
        label.setPos(PANEL_X + 8, top + 4)
        self._add(label, 6)

    def _draw_result(self, state: RosesState) -> None:
        """The totals and the winner where the piles were."""
        red, white = state.scores()
        lines = [self.messages("Final score"),
                 f"{self.seat_label(state.seats[0])} {red} — {white} "
                 f"{self.seat_label(state.seats[1])}"]
        if red == white:
            lines.append(self.messages("The game is a draw."))
        else:
            winner = self.seat_label(state.seats[0 if red > white else 1])
            lines.append(self.messages("{player} wins.", player=winner))
        box = QGraphicsRectItem(QRectF(PANEL_X, PILES_Y - 10, PANEL_W, 128))
        box.setBrush(QColor("#fbf6e6"))
        box.setPen(QPen(GOLD, 3))
        self._add(box, 5)
        for number, (line, size) in enumerate(zip(lines, (16, 30, 18), strict=True)):
            self._text(line, size, QColor("#3b2b14"), PANEL_X + PANEL_W / 2,
                       PILES_Y + (0, 28, 76)[number], True, PANEL_W - 24)

    # -- marks on the board --------------------------------------------------------------

    def _draw_marks(self, state: RosesState) -> None:
        """The last card's line, the squares the playable cards reach, the territories."""
        self.clear_marks()
        options = self.view_options
        last = state.last_move()
        if options.show_last and isinstance(last, Card):
            king = self.centre(*state.king_row_col())
            rows, columns = last.step
            line = QGraphicsLineItem(king.x() - columns * SQUARE, king.y() - rows * SQUARE,
                                     king.x(), king.y())
            pen = QPen(QColor(120, 72, 0, 170), 4, Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            line.setPen(pen)
            self.add_mark(line, 1.5)
        if options.show_legal and self.interactive:
            for move in self.legal:
                if isinstance(move, Card):
                    target = state.target(move)
                    if target is not None:
                        self.dot_mark(*row_col(target), QColor(46, 125, 50, 170), 7)
        if state.is_over():
            for seat, squares in state.territories():
                self._outline(seat, squares)
        self.hide_cursor_unless_interactive()

    def _outline(self, seat: int, squares: list[int]) -> None:
        """A territory's outline, slightly inside its squares, and its points."""
        inside, inset = set(squares), 5.0
        path = QPainterPath()
        for index in squares:
            column = index % SIZE
            rect = self._square_rect(index)
            left = -1.0 if column > 0 and index - 1 in inside else inset
            right = -1.0 if column < SIZE - 1 and index + 1 in inside else inset
            top = -1.0 if index - SIZE in inside else inset
            bottom = -1.0 if index + SIZE in inside else inset
            path.addRect(rect.adjusted(left, top, -right, -bottom))
        path.setFillRule(Qt.FillRule.WindingFill)
        item = QGraphicsPathItem(path.simplified())
        item.setPen(QPen(TERRITORY_PENS[seat], 3))
        item.setBrush(TERRITORY_FILLS[seat])
        self.add_mark(item, 3.2)
        first = self._square_rect(min(squares))
        badge = QGraphicsPathItem()
        circle = QPainterPath()
        circle.addEllipse(QPointF(first.left() + 14, first.top() + 14), 12, 12)
        badge.setPath(circle)
        badge.setBrush(TERRITORY_PENS[seat])
        badge.setPen(QPen(QColor("#ffffff"), 1.5))
        self.add_mark(badge, 5)
        points = QGraphicsSimpleTextItem(str(len(squares) ** 2))
        points.setFont(_font(13 if len(squares) < 10 else 11))
        points.setBrush(QColor("#ffffff"))
        rect = points.boundingRect()
        points.setPos(first.left() + 14 - rect.width() / 2, first.top() + 14 - rect.height() / 2)
        self.add_mark(points, 5.1)

    def _draw_preview(self) -> None:
        """Where the hovered (or chosen) card of the player to move would send the king."""
        for item in self.preview:
            self.removeItem(item)
        self.preview = []
        index = self.hovered if self.hovered is not None else self.selected
        state = self.state
        if state is None or index is None or state.is_over():
            return
        hand = state.hands[state.to_move()]
        if index >= len(hand):
            return
        card = hand[index]
        king = self.centre(*state.king_row_col())
        rows, columns = card.step
        end = king + QPointF(columns * SQUARE, rows * SQUARE)
        target = state.target(card)
        playable = state.playable(card)
        colour = QColor("#2e7d32") if playable else QColor("#d50000")
        if target is None:
            end = self._clip_to_board(king, end)
        line = QGraphicsLineItem(king.x(), king.y(), end.x(), end.y())
        pen = QPen(colour, 5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        line.setPen(pen)
        self.preview.append(line)
        if playable and target is not None:
            square = QGraphicsRectItem(self._square_rect(target).adjusted(2, 2, -2, -2))
            square.setPen(QPen(colour, 4))
            square.setBrush(QColor(46, 125, 50, 60))
            self.preview.append(square)
            ghost = picture("rose-red.svg" if state.to_move() == 0 else "rose-white.svg",
                            ROSE_SIZE)
            ghost.setOpacity(0.55)
            ghost.setPos(end.x() - SQUARE * 0.42, end.y() - SQUARE * 0.42)
            self.preview.append(ghost)
        else:
            self.preview.append(self._cross(QRectF(end.x() - 14, end.y() - 14, 28, 28), 6))
        for item in self.preview:  # over the roses, under the crown
            item.setZValue(3)
            self.addItem(item)

    @staticmethod
    def _clip_to_board(start: QPointF, end: QPointF) -> QPointF:
        """The point where the segment from ``start`` towards ``end`` leaves the board."""
        low, high = MARGIN, MARGIN + SIZE * SQUARE
        fraction = 1.0
        for begin, finish in ((start.x(), end.x()), (start.y(), end.y())):
            if finish < low:
                fraction = min(fraction, (low - begin) / (finish - begin))
            elif finish > high:
                fraction = min(fraction, (high - begin) / (finish - begin))
        return start + (end - start) * fraction

    def legend(self) -> str:
        """The marks of the board, as the rules page lists them."""
        return LEGEND

    def seat_picture(self, state: RosesState, seat: int, size: int) -> QPixmap | None:
        """A rose of the seat's colour, beside its roses left."""
        return svg_pixmap(renderer("rose-red.svg" if seat == 0 else "rose-white.svg"), size)

    def move_points(self, move: RosesMove) -> list[QPointF]:
        """The king's square, then where the card sends it; the draw pile for a draw (the
        ring around the pile leaves the Draw button's label readable)."""
        if self.state is None:
            return []
        if move == DRAW:
            return [QPointF(DRAW_X + CARD_W / 2, PILES_Y + CARD_H / 2)]
        if not isinstance(move, Card):
            return []
        target = self.state.target(move)
        if target is None:
            return []
        return [self.centre(*self.state.king_row_col()), self.centre(*row_col(target))]

    # -- input ---------------------------------------------------------------------------

    def _card_at(self, point: QPointF) -> int | None:
        for index, item in enumerate(self.hand_cards):
            if item.sceneBoundingRect().contains(point):
                return index
        return None

    def _play(self, index: int) -> None:
        """Play the card ``index`` of the mover's hand, or say why it cannot be."""
        state = self.state
        if state is None or not self.interactive:
            return
        hand = state.hands[state.to_move()]
        if index >= len(hand):
            return
        card = hand[index]
        if card in self.legal:
            self.selected = self.hovered = None
            self.choose_move(card)
            return
        reason = state.check_move(card)
        self.refusal = f"{card.name}: {self.messages(reason)}" if reason else None
        self._redraw_table()
        self.refuse_at(self.hand_cards[index].sceneBoundingRect(), reason or "")

    def _draw(self) -> None:
        state = self.state
        if state is None or not self.interactive:
            return
        if DRAW in self.legal:
            self.selected = None
            self.choose_move(DRAW)
            return
        reason = state.check_move(DRAW)
        self.refusal = self.messages(reason) if reason else None
        self._redraw_table()
        self.refuse_at(self.draw_button.sceneBoundingRect(), reason or "")

    def square_activated(self, row: int, col: int) -> None:
        """A click on the square a playable card reaches plays that card; another square
        flashes, and the status line gives the rules' reason."""
        state = self.state
        if state is None:
            return
        for move in self.legal:
            if isinstance(move, Card) and state.target(move) == row * SIZE + col:
                self.choose_move(move)
                return
        reasons = [state.check_move(card) for card in state.hands[state.to_move()]
                   if state.target(card) == row * SIZE + col]
        self.refuse_square(row, col, next((reason for reason in reasons if reason),
                                          NO_CARD_THERE))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A card of the player to move plays it; the Draw button draws; a reachable
        square plays the card that reaches it."""
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.scenePos()
        index = self._card_at(point)
        if not self.interactive and index is not None:
            self.refuse_at(self.hand_cards[index].sceneBoundingRect())
        elif not self.interactive and self.draw_button.scene() is self and \
                self.draw_button.sceneBoundingRect().contains(point):
            self.refuse_at(self.draw_button.sceneBoundingRect())
        elif not self.interactive:
            super().mousePressEvent(event)
        elif index is not None:
            self._play(index)
        elif self.draw_button.scene() is self and \
                self.draw_button.sceneBoundingRect().contains(point):
            self._draw()
        else:
            super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Two quick clicks (two players, one after the other) are two clicks."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Hovering a card of the player to move shows where the king would go."""
        index = self._card_at(event.scenePos())
        if index != self.hovered and self.state is not None:
            self.hovered = index
            self._redraw_table()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1 to 5 play that card; Left/Right choose a card and Enter plays it; D draws."""
        key = event.key()
        state = self.state
        if state is None or not self.interactive:
            BoardScene.keyPressEvent(self, event)
            return
        count = len(state.hands[state.to_move()])
        if key in KEYS:
            self._play(KEYS.index(key))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and count:
            step = 1 if key == Qt.Key.Key_Right else -1
            start = self.selected if self.selected is not None else (-1 if step > 0 else count)
            self.selected = (start + step) % count
            self._redraw_table()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and self.selected is not None:
            self._play(self.selected)
        elif key == Qt.Key.Key_D:
            self._draw()
        elif key == Qt.Key.Key_Escape and self.selected is not None:
            self.selected = None
            self._redraw_table()
        else:
            BoardScene.keyPressEvent(self, event)
            return
        event.accept()
