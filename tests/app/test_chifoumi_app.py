"""Chifoumi in the app: a stack picked by a click shows its destinations (plain moves,
stacking and captures marked apart), a click or a drag plays, the keyboard plays too, and
moves slide while captured stacks fade."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsEllipseItem

from qtgames.app.mainwindow import MainWindow
from qtgames.core.record import GameRecord
from qtgames_chifoumi.rules import NORTH, SOUTH, SQUARES, ChifoumiState, parse_square
from qtgames_chifoumi.scene import CAPTURE, MOVE, STACK, StackItem

#: After these moves South's rock on E4 may capture North's scissors on D3, go onto its
#: own paper on F4, or go to an empty square.
CAPTURE_AND_STACK = ["F3-E2", "B3-C2", "F5-E4", "C2-D3"]


def start(win: MainWindow, moves: list[str] = ()) -> GameRecord:
    record = GameRecord(win.registry.get("chifoumi"), {"first": "south"}, 3, ["human", "human"])
    for move in moves:
        record.play_text(move)
    win.start_table(record)
    win.apply_view_options()
    return record


def point(win: MainWindow, square: str) -> QPointF:
    return win.board.mapFromScene(win.scene.centre(*parse_square(square)))


def click(qtbot, win: MainWindow, square: str) -> None:
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton, pos=point(win, square))


def expected_marks(state: ChifoumiState, origin: str) -> dict[tuple[int, int], str]:
    """What each destination of ``origin`` should be marked as, worked out from the stacks
    (not from the scene): onto an empty square, onto one's own stack, onto the opponent's."""
    start = parse_square(origin)
    mover = state.stack(start)[-1][0]
    marks = {}
    for move_origin, target in state.legal_moves():
        if move_origin != start:
            continue
        pieces = state.stack(target)
        marks[target] = MOVE if not pieces else STACK if pieces[-1][0] == mover else CAPTURE
    return marks


def rings(win: MainWindow) -> list[QGraphicsEllipseItem]:
    return [item for item in win.scene.marks if isinstance(item, QGraphicsEllipseItem)
            and item.brush().style() == Qt.BrushStyle.NoBrush]


def test_a_click_on_a_stack_shows_its_legal_destinations(qtbot, window) -> None:
    record = start(window)
    for origin in ("F4", "G3", "F5", "G5"):
        click(qtbot, window, origin)
        assert window.scene.selected == parse_square(origin)
        assert window.scene.destination_marks == expected_marks(record.state, origin)
        assert window.scene.destination_marks
        click(qtbot, window, origin)        # the picked stack again: let go
        assert window.scene.selected is None and window.scene.destination_marks == {}
    click(qtbot, window, "F5")
    assert set(window.scene.destination_marks) == {
        parse_square(name) for name in ("E4", "E5", "E6", "F4", "G4", "G5")}
    assert record.cursor == 0


def test_a_click_on_an_own_stack_marked_for_stacking_stacks_onto_it(qtbot, window) -> None:
    record = start(window)
    click(qtbot, window, "F4")
    click(qtbot, window, "G3")              # a violet ring: the paper goes onto the rock
    assert record.moves == ["F4-G3"]


def test_only_the_stacks_of_the_player_to_move_are_picked(qtbot, window) -> None:
    start(window)
    click(qtbot, window, "B4")              # North's paper while South is to move
    assert window.scene.selected is None
    click(qtbot, window, "G4")              # South's well, surrounded by its own pieces
    assert window.scene.destination_marks == {parse_square(name): STACK
                                              for name in ("F3", "F4", "F5", "G3", "G5")}
    click(qtbot, window, "D4")              # an empty square lets go
    assert window.scene.selected is None


def test_a_click_on_a_destination_plays_the_move(qtbot, window) -> None:
    record = start(window)
    click(qtbot, window, "F4")
    click(qtbot, window, "D4")              # not a destination: nothing is played
    assert record.cursor == 0 and window.scene.selected is None
    click(qtbot, window, "F4")
    click(qtbot, window, "E4")
    assert record.moves == ["F4-E4"]
    assert record.state.to_move() == NORTH and window.scene.selected is None
    assert window.scene.items_by_square[parse_square("E4")].pieces == ((SOUTH, 2),)


def test_captures_and_stacking_are_marked_apart_from_plain_moves(qtbot, window) -> None:
    record = start(window, CAPTURE_AND_STACK)
    click(qtbot, window, "E4")
    marks = window.scene.destination_marks
    assert marks == expected_marks(record.state, "E4")
    assert marks[parse_square("D3")] == CAPTURE and marks[parse_square("F4")] == STACK
    assert sorted(marks.values()).count(MOVE) == len(marks) - 2
    colours = {ring.pen().color().name(): ring.pen().style() for ring in rings(window)}
    assert len(colours) == 2                # two rings, in two colours
    assert set(colours.values()) == {Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine}


def test_a_capture_scores_the_stack_and_stacking_builds_a_pile(qtbot, window) -> None:
    record = start(window, CAPTURE_AND_STACK)
    click(qtbot, window, "E4")
    click(qtbot, window, "F4")              # the rock goes on top of the paper
    assert record.moves[-1] == "E4-F4"
    pile = window.scene.items_by_square[parse_square("F4")]
    assert [kind for _, kind in pile.pieces] == [2, 1]
    assert parse_square("E4") not in window.scene.items_by_square
    record = start(window, CAPTURE_AND_STACK)
    click(qtbot, window, "E4")
    click(qtbot, window, "D3")
    assert record.moves[-1] == "E4xD3"
    assert record.state.scores == (1, 0)
    assert window.scene.panels[f"score {SOUTH}"].text() == "1"


def test_drag_and_drop_plays_and_a_drop_elsewhere_puts_the_stack_back(qtbot, window) -> None:
    record = start(window)
    view = window.board
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(window, "F4"))
    qtbot.mouseMove(view.viewport(), pos=point(window, "C4"))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(window, "C4"))
    assert record.cursor == 0               # C4 is two squares away: back it goes
    item = window.scene.items_by_square[parse_square("F4")]
    assert item.pos() == window.scene.centre(*parse_square("F4"))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(window, "F4"))
    qtbot.mouseMove(view.viewport(), pos=point(window, "E5"))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(window, "E5"))
    assert record.moves == ["F4-E5"]


def test_the_keyboard_moves_over_the_cross_picks_and_plays(qtbot, window) -> None:
    record = start(window)
    board = window.board
    qtbot.keyClick(board, Qt.Key.Key_Down)          # the cursor appears on D4
    assert window.scene.cursor_square == parse_square("D4")
    for _ in range(2):
        qtbot.keyClick(board, Qt.Key.Key_Down)      # F4
    qtbot.keyClick(board, Qt.Key.Key_Left)          # F3
    qtbot.keyClick(board, Qt.Key.Key_Left)          # off the cross: round to F5
    assert window.scene.cursor_square == parse_square("F5")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert window.scene.selected == parse_square("F5")
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert window.scene.selected is None
    qtbot.keyClick(board, Qt.Key.Key_Space)
    qtbot.keyClick(board, Qt.Key.Key_Up)            # E5
    qtbot.keyClick(board, Qt.Key.Key_Right)         # E6
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert record.moves == ["F5-E6"]


def test_every_stack_is_drawn_with_its_height(qtbot, window) -> None:
    record = start(window, [*CAPTURE_AND_STACK, "E4-F4"])
    state = record.state
    shown = {square: item.pieces for square, item in window.scene.items_by_square.items()}
    assert shown == {square: state.stack(square) for square in SQUARES if state.stack(square)}
    items = [item for item in window.scene.items() if isinstance(item, StackItem)]
    assert len(items) == len(shown)
    pile = window.scene.items_by_square[parse_square("F4")]
    assert pile.toolTip() == "South: a stack of 2, from the bottom: paper, rock"
    assert window.scene.items_by_square[parse_square("A4")].toolTip() == "North: well"
    window.set_language("fr")
    pile = window.scene.items_by_square[parse_square("F4")]
    assert pile.toolTip() == "Sud : une pile de 2, de bas en haut : feuille, pierre"


def test_the_moved_stack_slides_and_the_captured_one_fades(qtbot, window) -> None:
    start(window, CAPTURE_AND_STACK)
    scene = window.scene
    scene.view_options.animation_ms = 400
    captured = scene.items_by_square[parse_square("D3")]
    click(qtbot, window, "E4")
    click(qtbot, window, "D3")
    item = scene.items_by_square[parse_square("D3")]
    end = scene.centre(*parse_square("D3"))
    assert item is not captured
    assert scene.animation.state() == scene.animation.State.Running
    qtbot.waitUntil(lambda: item.pos() == end, timeout=3000)
    qtbot.waitUntil(lambda: captured.scene() is None, timeout=3000)


def test_the_corners_show_the_scores_and_the_moves_without_capture(qtbot, window) -> None:
    record = start(window, ["F4-E4", "B4-C4"])
    panels = window.scene.panels
    assert panels["counter"].text() == f"{record.state.plies_without_capture} / 40" == "2 / 40"
    assert panels[f"name {SOUTH}"].text() == "South"
    window.set_language("fr")
    assert window.scene.panels[f"name {NORTH}"].text() == "Nord"
    assert window.scene.panels["counter caption"].text() == "Coups sans prise"


def test_the_winners_corner_says_so_once_the_game_is_over(qtbot, window) -> None:
    record = GameRecord(window.registry.get("chifoumi"), {"first": "south"}, 3,
                        ["human", "human"])
    while not record.state.is_over():
        state = record.state
        record.play(state.forced_move() or state.legal_moves()[0])
    window.start_table(record)
    winner = next(iter(record.state.outcome().winners))
    panels = window.scene.panels
    assert panels[f"caption {winner}"].text() == "Winner"
    assert panels[f"caption {1 - winner}"].text() == "Score"
    assert panels[f"score {winner}"].text() == str(record.state.scores[winner])
    assert window.scene.legal == [] and window.scene.destination_marks == {}


def test_a_stack_moved_onto_its_own_slides_on_top_and_becomes_one_pile(qtbot, window) -> None:
    start(window, CAPTURE_AND_STACK)
    scene = window.scene
    scene.view_options.animation_ms = 400
    below = scene.items_by_square[parse_square("F4")]
    click(qtbot, window, "E4")
    click(qtbot, window, "F4")
    item = scene.items_by_square[parse_square("F4")]
    assert item is not below and below.scene() is scene    # still under the sliding stack
    qtbot.waitUntil(lambda: below.scene() is None, timeout=3000)
    assert item.pos() == scene.centre(*parse_square("F4"))
    assert [kind for _, kind in item.pieces] == [2, 1]
