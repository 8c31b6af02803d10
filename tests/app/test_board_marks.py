"""What the shell shows on every game's board: the hint as a pulsing mark where the move
goes (with an arrow from where it comes from), and a pass announced on the board."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from qtgames.app.scene import BoardScene
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames_duel.rules import END
from tests.passes import record_before_a_pass

GAMES = {"reversi": ({"size": 8}, ["human", "human"], 1),
         "zen": ({}, ["human", "human"], 2),
         "duel": ({"first": "one"}, ["human", "easy"], 2),
         "roses": ({}, ["human", "human"], 2),
         "chifoumi": ({}, ["human", "human"], 2)}


def ask_hint(qtbot, window) -> str:
    """The hint's move, in the game's notation, once it is shown."""
    with qtbot.waitSignal(window.driver.hintReady, timeout=20000) as hint:
        window.act_hint.trigger()
    assert window.panel.status.text().startswith("Hint (Hard level): ")
    return hint.args[0]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hint_is_marked_on_the_board(qtbot, window, game) -> None:
    options, players, points = GAMES[game]
    record = GameRecord(window.registry.get(game), options, 3, players, deal_key=PLAIN)
    window.start_table(record)
    move = record.state.parse_move(ask_hint(qtbot, window))
    assert len(window.board.hint_points) == points
    assert window.board.hint_points == window.scene.move_points(move)
    target = window.board.hint_points[-1]
    assert window.scene.sceneRect().contains(target)
    assert not window.board.hint_path().isEmpty()
    window.driver.human_move(move)                 # the hint is for that position only
    assert window.board.hint_points == []


def test_reversi_marks_the_hinted_square(qtbot, window) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 3, ["human", "human"])
    window.start_table(record)
    move = record.state.parse_move(ask_hint(qtbot, window))
    row, col = record.state.geometry.row_col(move)
    assert window.board.hint_points == [window.scene.centre(row, col)]


def test_a_board_that_cannot_point_at_a_move_says_the_hint_on_it(qtbot, window,
                                                                 monkeypatch) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    window.start_table(record)
    monkeypatch.setattr(type(window.scene), "move_points", BoardScene.move_points)
    move = ask_hint(qtbot, window)
    assert window.board.hint_points == []
    assert window.board.banner.isVisible()
    assert window.board.banner.text() == window.panel.status.text()
    assert window.board.banner.text().endswith(f": {move}")


def test_a_pass_is_announced_on_the_board(qtbot, window) -> None:
    record = record_before_a_pass(window.registry)
    window.min_delay_ms = 200
    window.start_table(record)
    said = window.narrator().forced_text(record.state, "pass")
    assert window.board.banner.isVisible() and window.board.banner.text() == said
    moves = len(record.moves)
    qtbot.waitUntil(lambda: len(record.moves) == moves + 1)
    assert window.board.banner.isVisible()          # still there as the turn changes
    qtbot.waitUntil(lambda: not window.board.banner.isVisible(), timeout=5000)


def test_the_hint_is_named_as_the_move_list_names_moves(qtbot, window) -> None:
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 3, ["human", "easy"],
                        deal_key=PLAIN)
    window.start_table(record)
    move = record.state.parse_move(ask_hint(qtbot, window))
    card = move[0]
    assert window.panel.status.text().startswith(f"Hint (Hard level): Player 1: {card:02d} ")
    assert window.statusBar().currentMessage() == window.panel.status.text()


def test_no_hint_for_the_computer_s_turn_nor_one_left_behind(qtbot, window) -> None:
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 3, ["human", "easy"],
                        deal_key=PLAIN)
    window.min_delay_ms = 60_000   # the computer's answer waits: its turn lasts
    window.start_table(record)
    asked: list[str] = []
    window.driver.hintReady.connect(asked.append)
    window.hint()                                   # asked on the person's turn…
    for _ in range(2):
        window.driver.human_move(next(m for m in record.state.legal_moves() if m != END))
    window.driver.human_move(END)                  # …who plays on: the hint is dropped
    assert record.state.to_move() == 1
    window.hint()                                   # the H key on the computer's turn
    qtbot.waitUntil(lambda: not window.driver.hinter.busy, timeout=30000)
    qtbot.wait(100)                                 # anything it sent is delivered
    assert asked == [] and not window.panel.status.text().startswith("Hint")


def test_a_hinted_draw_rings_the_draw_pile_and_leaves_the_draw_button_readable(
        qtbot, window) -> None:
    from qtgames_roses.rules import DRAW

    record = GameRecord(window.registry.get("roses"), {}, 3, ["human", "human"], deal_key=PLAIN)
    for _ in range(2):  # Red then White lay a card: Red holds four and may draw
        record.play(next(move for move in record.state.legal_moves() if move != DRAW))
    window.start_table(record)
    assert DRAW in record.state.legal_moves()
    points = window.scene.move_points(DRAW)
    assert len(points) == 1
    draw_pile = [item for item in window.scene.items()
                 if item.sceneBoundingRect().contains(points[0])
                 and type(item).__name__ == "CardItem"]
    assert draw_pile, "the hint points at the face-down draw pile"
    assert not window.scene.draw_button.sceneBoundingRect().contains(points[0])
