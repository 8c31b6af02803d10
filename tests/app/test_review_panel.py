"""Move › Review in the window: progress and cancel, the evaluation graph under the move
list, mistakes marked, the preferred move on the board, and the review in the save file."""

import os
import random
import re

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.review import Review, ReviewReach
from tests.ai.test_review_marks import blunder_game

QUICK = ReviewReach(think_seconds=None, think_nodes=40, playouts=12, value_seconds=None)
SLOW = ReviewReach(think_seconds=5.0, think_nodes=None, playouts=10**6, value_seconds=5.0)


def played(window, game: str = "reversi", plies: int = 8, players=("human", "human"),
           options=None) -> GameRecord:
    """A game of ``game`` played at random for ``plies`` moves, shown in ``window``."""
    record = GameRecord(window.registry.get(game), options or {}, 3, list(players), deal_key=PLAIN)
    rng = random.Random(3)
    while record.cursor < plies and not record.state.is_over():
        record.play(rng.choice(record.state.legal_moves()))
    window.start_table(record)
    return record


def test_a_review_shows_its_progress_then_the_graph_and_the_mistakes(qtbot, window) -> None:
    record = played(window)
    window.reviewer.reach = QUICK
    seen = []
    window.reviewer.worker.progressed.connect(lambda _t, done, total: seen.append(done))
    assert window.menus.act_review.isEnabled()
    # waiting from before the start: a quick review may end before the next line runs
    with qtbot.waitSignal(window.reviewer.worker.finished, timeout=30000):
        window.menus.act_review.trigger()
        assert window.reviewer.panel.running.isVisibleTo(window)
    assert seen[-1] == len(record.moves) + 1
    assert record.review is not None and record.review.positions == 9
    graph = window.reviewer.panel.graph
    assert graph.isVisibleTo(window) and not window.reviewer.panel.running.isVisibleTo(window)
    assert graph.values == record.review.values
    assert window.reviewer.panel.line.text()
    image = graph.grab().toImage()
    assert image.width() > 50 and image.height() >= 90


def test_mistakes_are_marked_in_the_move_list_and_on_the_graph(qtbot, window) -> None:
    record = played(window)
    record.review = Review([0.5, 0.5, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9],
                           [record.moves[0]] + ["x"] * 8, [0, 1, 0, 1, 0, 1, 0, 1, 0])
    window.update_ui()
    assert window.reviewer.panel.graph.mistakes == [2]  # White gave Black 0.4
    assert window.panel.moves.item(2).text().endswith(" ??")  # a drop of 0.3 or more
    assert not window.panel.moves.item(1).text().endswith("?")


def test_stepping_through_a_review_marks_the_preferred_move(qtbot, window) -> None:
    record = played(window)
    window.reviewer.reach = QUICK
    with qtbot.waitSignal(window.reviewer.worker.finished, timeout=30000):
        window.menus.act_review.trigger()
    for index in (3, 0, 5):
        window.panel.positionChosen.emit(index)
        assert record.cursor == index
        best = record.state.parse_move(record.review.best[index])
        assert window.board.hint_points == window.scene.move_points(best)
    window.reviewer.panel.graph.positionChosen.emit(2)  # a click on the graph
    assert record.cursor == 2


def test_a_review_can_be_cancelled_and_the_window_stays_free(qtbot, window) -> None:
    record = played(window, plies=20)
    window.reviewer.reach = SLOW
    window.menus.act_review.trigger()
    assert window.reviewer.running and window.reviewer.worker.busy
    window.reviewer.panel.cancel.click()
    assert not window.reviewer.running
    assert not window.reviewer.panel.isVisibleTo(window)
    qtbot.waitUntil(lambda: not window.reviewer.worker.busy, timeout=5000)
    assert record.review is None


def test_the_review_is_saved_and_shown_again_after_opening(qtbot, window, tmp_path) -> None:
    record = played(window)
    window.reviewer.reach = QUICK
    with qtbot.waitSignal(window.reviewer.worker.finished, timeout=30000):
        window.menus.act_review.trigger()
    path = tmp_path / "reviewed.qtgame"
    saves.save(record, path)
    loaded = saves.load(path, window.registry.get)
    window.start_table(loaded, saved=True)
    assert window.reviewer.panel.graph.isVisibleTo(window)
    assert window.reviewer.panel.graph.values == loaded.review.values


def test_a_game_with_hidden_cards_is_reviewed_only_once_every_hand_may_be_seen(
        qtbot, window) -> None:
    record = played(window, "duel", 6, ("human", "human"), {"first": "one"})
    window.curtain.ready.emit()
    assert not record.state.is_over()
    assert not window.menus.act_review.isEnabled()
    record.review = Review([0.5] * 7, ["x"] * 7, [0] * 7)
    window.update_ui()
    assert not window.reviewer.panel.isVisibleTo(window)  # its preferred moves name cards


def reviewed_blunder_game(qtbot, window) -> GameRecord:
    """A game of Black & White lost by a blunder, shown in ``window`` and reviewed."""
    record = blunder_game(window.registry.get("reversi"))
    window.start_table(record)
    window.reviewer.reach = QUICK
    with qtbot.waitSignal(window.reviewer.worker.finished, timeout=30000):
        window.menus.act_review.trigger()
    return record


def test_a_game_lost_by_a_blunder_has_it_marked_in_the_window(qtbot, window) -> None:
    record = reviewed_blunder_game(qtbot, window)
    assert window.reviewer.panel.graph.mistakes == [1]
    assert window.panel.moves.item(1).text().endswith(" ??")
    assert not any(window.panel.moves.item(index).text().endswith("?")
                   for index in range(2, len(record.moves) + 1))


def test_the_graph_has_axes_marks_and_a_tooltip_per_point(qtbot, window) -> None:
    record = reviewed_blunder_game(qtbot, window)
    graph = window.reviewer.panel.graph
    assert graph.marks == {1: "??"}
    assert graph.hasHeightForWidth() and graph.heightForWidth(600) == 200
    assert "1. " in graph.tooltip(1) and "??" in graph.tooltip(1) and "%" in graph.tooltip(1)
    assert all(graph.tooltip(index) for index in range(len(record.moves) + 1))
    graph.resize(300, 100)
    image = graph.grab().toImage()
    red = image.pixelColor(graph.point(1).toPoint())
    assert (red.red(), red.green(), red.blue()) == (0xd6, 0x27, 0x28)  # the blunder's dot


def test_in_french_the_review_counts_its_mistakes_and_spaces_its_percent_signs(
        qtbot, window, monkeypatch) -> None:
    window.set_language("fr")
    said: list[str] = []
    monkeypatch.setattr(window, "say", lambda text, about=None: said.append(text))
    reviewed_blunder_game(qtbot, window)
    assert "Analyse terminée : 1 erreur marquée d'un ? dans la liste des coups." in said
    graph = window.reviewer.panel.graph
    assert graph.words.percent(0.5) == "50\u202f%"  # the axis' labels
    assert re.search(r"\d\u202f% de chances de gagner", graph.tooltip(1))
    assert re.search(r"coûté \d+\u202f% des chances", window.panel.moves.item(1).toolTip())
    assert not any(re.search(r"\d%", text) for text in
                   (graph.tooltip(1), window.panel.moves.item(1).toolTip(),
                    window.reviewer.panel.line.text()))
    window.set_language("en")


@pytest.mark.parametrize(("lang", "labels"), [("en", ["0%", "50%", "100%"]),
                                              ("fr", ["0\u202f%", "50\u202f%", "100\u202f%"])])
def test_the_graph_writes_its_chances_as_the_language_does_and_whole(qtbot, window, lang,
                                                                     labels) -> None:
    window.set_language(lang)
    graph = window.reviewer.panel.graph
    assert graph.axis_labels() == labels
    graph.show_review([0.5, 0.44], {}, 1, 1)
    widest = max(graph.fontMetrics().horizontalAdvance(label) for label in labels)
    assert graph.point(0).x() >= widest + 2  # the labels end left of the plot
