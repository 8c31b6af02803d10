"""Le Roi des Roses in the app: a card played by a click, its key or the square it reaches;
a dimmed card refuses; drawing; the preview on hover; the king's slide; passes announced;
the end's territories and totals; nothing of the draw pile but its count."""

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from qtgames.app.mainwindow import MainWindow
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames_roses.rules import DRAW, PASS, Card, RosesState, row_col
from qtgames_roses.scene import KEYS, CardItem, RosesScene


def reference_move(state: RosesState) -> object:
    """Draw when possible, else the first playable card, else pass (Tata Suzanne's rule),
    so that hands stay full and passes come."""
    moves = state.legal_moves()
    return DRAW if DRAW in moves else moves[0]


def start(win: MainWindow, until: Callable[[RosesState], bool] | None = None,
          players: tuple[str, str] = ("human", "human")) -> GameRecord:
    """A game whose first moves follow ``reference_move`` until ``until`` holds, on the
    first seed where it does."""
    spec = win.registry.get("roses")
    for seed in range(200):
        record = GameRecord(spec, {}, seed, list(players), deal_key=PLAIN)
        while until is not None and not until(record.state) and not record.state.is_over():
            record.play(reference_move(record.state))
        if until is None or until(record.state):
            break
    else:
        raise AssertionError("no game reaches the position wanted")
    win.start_table(record)
    win.apply_view_options()
    return record


def scene_of(win: MainWindow) -> RosesScene:
    assert isinstance(win.scene, RosesScene)
    return win.scene


def click(qtbot, win: MainWindow, point: QPointF) -> None:
    """A click on the board, after the curtain two people may get between turns."""
    if win.board_stack.currentWidget() is win.curtain:
        qtbot.mouseClick(win.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=win.board.mapFromScene(point))


def key(qtbot, win: MainWindow, pressed: Qt.Key) -> None:
    """A key on the board, after the curtain two people may get between turns."""
    if win.board_stack.currentWidget() is win.curtain:
        qtbot.mouseClick(win.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(win.board, pressed)


def hover(qtbot, win: MainWindow, point: QPointF) -> None:
    qtbot.mouseMove(win.board.viewport(), pos=win.board.mapFromScene(point))


def card_centre(win: MainWindow, index: int) -> QPointF:
    return scene_of(win).hand_cards[index].sceneBoundingRect().center()


def texts(win: MainWindow) -> list[str]:
    """Every text written on the table."""
    items = scene_of(win).items()
    return [item.text() for item in items if isinstance(item, QGraphicsSimpleTextItem)] + \
        [item.toPlainText() for item in items if isinstance(item, QGraphicsTextItem)]


def mover_hand(record: GameRecord) -> list[Card]:
    return record.state.hands[record.state.to_move()]


def has_dimmed_card(state: RosesState) -> bool:
    hand = state.hands[state.to_move()]
    return any(not state.playable(card) for card in hand) and \
        any(state.playable(card) for card in hand)


def test_clicking_a_card_plays_it_where_the_hover_showed(qtbot, window) -> None:
    record = start(window)
    scene = scene_of(window)
    index = next(i for i, card in enumerate(mover_hand(record))
                 if record.state.playable(card))
    card = mover_hand(record)[index]
    target = record.state.target(card)
    assert target is not None
    hover(qtbot, window, card_centre(window, index))
    assert scene.hovered == index
    squares = [item.sceneBoundingRect().center() for item in scene.preview
               if isinstance(item, QGraphicsRectItem)]
    assert len(squares) == 1
    assert scene.square_at(squares[0]) == row_col(target)
    click(qtbot, window, card_centre(window, index))
    assert record.moves == [card.name]
    assert record.state.king == target and record.state.board[target] != 0


def test_a_dimmed_card_refuses_and_says_why(qtbot, window) -> None:
    record = start(window, has_dimmed_card)
    scene = scene_of(window)
    hand = mover_hand(record)
    index = next(i for i, card in enumerate(hand) if not record.state.playable(card))
    assert scene.hand_cards[index].opacity() < 1
    assert all(scene.hand_cards[i].opacity() == 1 for i, card in enumerate(hand)
               if record.state.playable(card))
    cursor = record.cursor
    click(qtbot, window, card_centre(window, index))
    assert record.cursor == cursor
    reason = record.state.check_move(hand[index])
    assert reason is not None and scene.refusal == f"{hand[index].name}: {reason}"
    assert scene.refusal in texts(window)
    key(qtbot, window, KEYS[index])
    assert record.cursor == cursor


def test_the_draw_button_draws_only_below_five_cards(qtbot, window) -> None:
    record = start(window)
    scene = scene_of(window)
    button = scene.draw_button.sceneBoundingRect().center()
    click(qtbot, window, button)                # five cards: nothing happens
    assert record.cursor == 0
    assert scene.refusal == "you already hold five cards: you cannot draw"
    assert scene.refusal in texts(window)
    click(qtbot, window, card_centre(window, next(
        i for i, card in enumerate(mover_hand(record)) if record.state.playable(card))))
    click(qtbot, window, card_centre(window, next(
        i for i, card in enumerate(mover_hand(record)) if record.state.playable(card))))
    assert len(mover_hand(record)) == 4 and record.state.to_move() == 0
    drawn = record.state.draw_count()
    click(qtbot, window, scene.draw_button.sceneBoundingRect().center())
    assert record.moves[-1] == "draw" and record.state.draw_count() == drawn - 1


def test_the_keyboard_plays_cards_and_draws(qtbot, window) -> None:
    record = start(window)
    scene = scene_of(window)
    first = next(i for i, card in enumerate(mover_hand(record)) if record.state.playable(card))
    card = mover_hand(record)[first]
    key(qtbot, window, KEYS[first])
    assert record.moves == [card.name]
    for _ in range(len(mover_hand(record))):    # White: Right until a playable card
        key(qtbot, window, Qt.Key.Key_Right)
        assert scene.selected is not None and scene.preview
        if record.state.playable(mover_hand(record)[scene.selected]):
            break
    chosen = mover_hand(record)[scene.selected]
    key(qtbot, window, Qt.Key.Key_Return)
    assert record.moves[-1] == chosen.name and scene.selected is None
    key(qtbot, window, Qt.Key.Key_D)  # Red holds four cards
    assert record.moves[-1] == "draw" and len(record.state.hands[0]) == 5
    key(qtbot, window, Qt.Key.Key_Left)
    key(qtbot, window, Qt.Key.Key_Escape)
    assert scene.selected is None and not scene.preview


def test_clicking_the_square_a_card_reaches_plays_that_card(qtbot, window) -> None:
    record = start(window)
    scene = scene_of(window)
    card = next(card for card in mover_hand(record) if record.state.playable(card))
    target = record.state.target(card)
    assert target is not None
    click(qtbot, window, scene.centre(*row_col(target)))
    assert record.moves == [card.name]
    click(qtbot, window, scene.centre(4, 4))    # the centre: no card reaches it now
    assert record.cursor == 1


def test_the_king_slides_the_rose_opens_and_a_drawn_card_flies(qtbot, window) -> None:
    window.speed_actions["normal"].setChecked(True)
    record = start(window)
    scene = scene_of(window)
    assert scene.crown is not None
    card = next(card for card in mover_hand(record) if record.state.playable(card))
    before = scene.crown.pos()
    key(qtbot, window, KEYS[mover_hand(record).index(card)])
    assert record.moves == [card.name]
    assert scene.crown.pos() == before and scene.growing is not None
    [(played, kind)] = scene.flyers
    assert kind == "discard" and played.card == card and scene.discard_item is not None
    assert scene.discard_item.opacity() == 0
    assert [item for item, _, _ in scene.flights] == [scene.crown, played]
    qtbot.waitUntil(lambda: not scene.flights, timeout=3000)
    after = scene.crown.pos()
    rows, columns = card.step
    # The crown now stands on a rose, raised a little on its square.
    assert after.x() - before.x() == columns * 64
    assert round(after.y() - before.y() + 64 * 0.62 * 0.28, 6) == rows * 64
    assert scene.roses[record.state.king].scale() > 0.5
    assert played.scene() is None and scene.discard_item.opacity() == 1
    white = next(card for card in mover_hand(record) if record.state.playable(card))
    key(qtbot, window, KEYS[mover_hand(record).index(white)])
    qtbot.waitUntil(lambda: not scene.flights, timeout=3000)
    key(qtbot, window, Qt.Key.Key_D)
    assert record.moves[-1] == "draw"
    [(flying, start_at, end_at)] = scene.flights
    landing = scene.hand_items[0][-1]
    assert scene.flyers == [(flying, "hand")] and flying.card == record.state.hands[0][-1]
    assert start_at != end_at == landing.pos() and landing.opacity() == 0
    qtbot.waitUntil(lambda: not scene.flights, timeout=3000)
    assert flying.scene() is None and landing.opacity() == 1


def test_the_slide_goes_on_while_the_computer_starts_thinking(qtbot, window) -> None:
    window.speed_actions["slow"].setChecked(True)
    window.min_delay_ms = 2000
    record = start(window, players=("human", "easy"))
    scene = scene_of(window)
    card = next(card for card in mover_hand(record) if record.state.playable(card))
    key(qtbot, window, KEYS[mover_hand(record).index(card)])
    qtbot.wait(50)                              # the window redraws as the computer starts
    assert scene.flights and scene.animation.state() == scene.animation.State.Running
    assert scene.discard_item is not None and scene.discard_item.opacity() == 0  # in flight


def test_undo_takes_the_rose_back_and_the_king_home(qtbot, window) -> None:
    record = start(window)
    scene = scene_of(window)
    assert scene.crown is not None
    home = scene.crown.pos()
    key(qtbot, window, Qt.Key.Key_Right)
    key(qtbot, window, Qt.Key.Key_Right)
    chosen = scene.selected
    key(qtbot, window, KEYS[next(i for i, card in enumerate(mover_hand(record))
                                 if record.state.playable(card))])
    assert len(scene.roses) == 1 and scene.selected is None and chosen == 1
    window.undo()
    assert record.cursor == 0 and not scene.roses and scene.crown.pos() == home
    assert len(scene.hand_cards) == 5


def test_a_pass_is_announced(qtbot, window) -> None:
    record = start(window, lambda state: state.legal_moves() == [PASS])
    scene = scene_of(window)
    assert all(card.opacity() < 1 for card in scene.hand_cards)
    assert "passes" in window.panel.status.text()  # the pass about to be played for them
    qtbot.waitUntil(lambda: record.moves[-1:] == ["pass"], timeout=5000)
    passer = window.registry.get("roses").seat_label(record.state.seats[1 - record.state.seat])
    assert f"{passer} passes: five cards in hand and none can be played." in texts(window)


def test_the_end_outlines_each_territory_with_its_points_and_the_totals(qtbot, window) -> None:
    record = start(window, lambda state: state.is_over())
    scene = scene_of(window)
    state = record.state
    badges = sorted(item.text() for item in scene.marks
                    if isinstance(item, QGraphicsSimpleTextItem))
    assert badges == sorted(str(len(squares) ** 2) for _, squares in state.territories())
    red, white = state.scores()
    assert f"Red {red} — {white} White" in texts(window)
    assert not scene.hand_cards and scene.draw_button.scene() is None


def test_only_the_draw_piles_count_is_shown(qtbot, window) -> None:
    record = start(window, lambda state: state.discard_top() is not None and
                   state.draw_count() > 5)
    state = record.state
    faces = sorted(item.card.name for item in scene_of(window).items()
                   if isinstance(item, CardItem) and item.card is not None)
    top = state.discard_top()
    assert top is not None
    assert faces == sorted([card.name for hand in state.hands for card in hand] + [top.name])
    backs = [item for item in scene_of(window).items()
             if isinstance(item, CardItem) and item.card is None]
    assert len(backs) == 4 and f"{state.draw_count()} cards" in texts(window)


def test_the_table_speaks_french(qtbot, window) -> None:
    window.set_language("fr")
    start(window)
    shown = texts(window)
    assert "Piocher (D)" in shown and "Pioche" in shown and "Défausse" in shown
    assert any(text.startswith("Rouge (Lancaster) — 26 pions restants") for text in shown)


def test_at_the_end_the_players_show_the_final_score_only(window) -> None:
    record = start(window, lambda state: state.is_over())
    state = record.state
    assert state.is_over() and any(state.pawns_left(seat) for seat in range(2))
    counts = [row.count.text() for row in window.panel.players.rows]
    assert counts == [str(score) for score in state.scores()]
    summary = window.panel.summary.text()
    assert "pawn" not in summary and f"{state.scores()[0]} points" in summary
