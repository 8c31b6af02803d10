"""Errors of a game's plugin stay contained: a saved game whose plugin raises while it is
replayed (the autosave at start-up, a file opened) is reported in one message naming the
game, and a failure of a search left behind by a new game never reaches the new game."""

import dataclasses
import json
import os
import threading
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QMessageBox

from qtgames.ai.player import Budget, Player
from qtgames.app.mainwindow import MainWindow
from qtgames.app.tabledriver import TableDriver
from qtgames.core import saves
from qtgames.core.game import Level
from qtgames.core.record import GameRecord
from qtgames.core.state import AnyState, Move
from qtgames.plugins import GameRegistry, load_games
from qtgames.table.autosave import autosave_path
from qtgames_reversi.rules import ReversiState

NAME = {"en": "Faulty Reversi", "fr": "Reversi défaillant"}


class PlayBug(ReversiState):
    """Black & White whose rules raise on the third move."""

    def play(self, move: int) -> None:
        if self.ply() >= 2:
            raise RuntimeError("rules bug in play")
        super().play(move)


class ParseBug(ReversiState):
    """Black & White whose notation raises on the third move."""

    def parse_move(self, text: str) -> int:
        if self.ply() >= 2:
            raise RuntimeError("rules bug in parse_move")
        return super().parse_move(text)


def registry_with(state_class: type[ReversiState] = ReversiState,
                  levels: tuple[Level, ...] | None = None) -> GameRegistry:
    """The built-in games and "faulty", Black & White with ``state_class`` as its rules."""
    registry = load_games()
    reversi = registry.get("reversi")
    spec = dataclasses.replace(
        reversi, id="faulty", name=NAME,
        new_state=lambda options, seed: state_class.start(int(options["size"])),
        levels=levels if levels is not None else reversi.levels)
    return GameRegistry({**registry.games, "faulty": spec}, registry.plugins)


def faulty_save(path: Path, moves: int = 3) -> None:
    """A save file of "faulty" with ``moves`` moves (made with the healthy rules)."""
    record = GameRecord(load_games().get("reversi"), {"size": 6}, 1)
    for _ in range(moves):
        record.play(record.state.legal_moves()[0])
    document = saves.to_json(record) | {"game": "faulty"}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """The texts of the warning boxes shown."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    return shown


@pytest.mark.parametrize("rules", [PlayBug, ParseBug])
def test_an_autosave_whose_plugin_raises_is_set_aside_and_the_app_starts(
        qtbot, warnings, rules) -> None:
    autosave = autosave_path()
    faulty_save(autosave)
    content = autosave.read_bytes()
    win = MainWindow(registry_with(rules))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: len(warnings) == 1)  # the autosave is replayed in the background
    assert "Faulty Reversi" in warnings[0] and "rules bug" in warnings[0]
    assert "Traceback" not in warnings[0]
    assert not autosave.exists()
    (aside,) = autosave.parent.glob("autosave.broken-*.qtgame")
    assert aside.read_bytes() == content  # kept, never deleted
    assert aside.name in warnings[0]
    assert win.driver is None and win.stack.currentIndex() == 0
    assert not win.start_page.continue_button.isVisibleTo(win)
    again = MainWindow(registry_with(rules))  # the next start is a normal one
    qtbot.addWidget(again)
    assert len(warnings) == 1


@pytest.mark.parametrize("damage", [
    lambda doc: doc | {"moves": ["garbage", 42]},       # not moves of the game
    lambda doc: doc | {"moves": {"a": 1}, "seats": "x"},  # wrong types
    lambda doc: {"format": doc["format"]},              # fields missing
])
def test_a_damaged_autosave_is_reported_at_start_set_aside_and_the_app_starts(
        qtbot, warnings, damage) -> None:
    autosave = autosave_path()
    faulty_save(autosave)
    document = json.loads(autosave.read_text(encoding="utf-8")) | {"game": "reversi"}
    autosave.write_text(json.dumps(damage(document)), encoding="utf-8")
    content = autosave.read_bytes()
    win = MainWindow(registry_with())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: len(warnings) == 1)  # the autosave is replayed in the background
    assert "cannot be continued" in warnings[0]
    (aside,) = autosave.parent.glob("autosave.broken-*.qtgame")
    assert aside.read_bytes() == content and aside.name in warnings[0]
    assert not autosave.exists() and win.driver is None
    assert not win.start_page.continue_button.isVisibleTo(win)


def test_an_autosave_of_a_game_not_installed_is_kept_for_later(qtbot, warnings) -> None:
    autosave = autosave_path()
    faulty_save(autosave)
    win = MainWindow(load_games())   # no "faulty" game here
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: not any(thread.name == "autosave replay"
                                    for thread in threading.enumerate()))
    QApplication.processEvents()     # the replay's answer reaches the window
    assert warnings == [] and autosave.exists()
    assert not win.start_page.continue_button.isVisibleTo(win)


@pytest.mark.parametrize("rules", [PlayBug, ParseBug])
def test_opening_a_file_whose_plugin_raises_names_the_game_and_changes_nothing(
        qtbot, warnings, tmp_path, rules) -> None:
    win = MainWindow(registry_with(rules))
    qtbot.addWidget(win)
    record = GameRecord(win.registry.get("reversi"), {"size": 6}, 2)
    win.start_table(record)
    win.driver.human_move(record.state.legal_moves()[0])
    bad = tmp_path / "bad.qtgame"
    faulty_save(bad)
    win.files.open_file(str(bad))
    qtbot.waitUntil(lambda: bool(warnings))  # replayed in the background
    assert len(warnings) == 1
    assert "Faulty Reversi" in warnings[0] and "rules bug" in warnings[0]
    assert "bad.qtgame" in warnings[0]
    assert win.driver.record is record and record.cursor == 1
    assert bad.is_file()  # the user's own file is left where it is
    win.driver.close()


class StalePlayer(Player):
    """A computer player whose search raises once ``gate`` opens."""

    gate = threading.Event()

    def search(self, view: AnyState, moves: list[Move], budget: Budget) -> Move:
        """Wait for the gate, then fail."""
        self.gate.wait(10)
        raise RuntimeError("stale search bug")


def test_a_failure_of_the_previous_games_search_is_ignored(qtbot, warnings) -> None:
    StalePlayer.gate.clear()
    win = MainWindow(registry_with(levels=(Level("easy", {"en": "Easy"}, StalePlayer),)))
    qtbot.addWidget(win)
    win.start_table(GameRecord(win.registry.get("faulty"), {"size": 6}, 1,
                                 ["easy", "human"]))
    old = win.driver
    qtbot.waitUntil(lambda: old.thinking, timeout=5000)
    StalePlayer.gate.set()  # the old search fails while the next game begins
    win.start_table(GameRecord(win.registry.get("reversi"), {"size": 6}, 1))
    new = win.driver
    QApplication.processEvents()  # deliver whatever the old search reported
    assert warnings == []
    assert win.driver is new and win.stack.currentIndex() == 1
    new.human_move(new.record.state.legal_moves()[0])
    assert new.record.cursor == 1
    new.close()


def test_the_session_drops_a_failure_whose_ticket_is_stale(qtbot) -> None:
    driver = TableDriver(GameRecord(load_games().get("reversi"), {"size": 6}, 1))
    failures: list[str] = []
    driver.failed.connect(failures.append)
    stale = driver.worker.ticket
    driver.stop_thinking()  # what a new game, undo or close does
    driver.worker.failed.emit(stale, "RuntimeError: stale")
    driver.hinter.failed.emit(driver.hinter.ticket - 1, "RuntimeError: stale hint")
    assert failures == []
    driver.worker.failed.emit(driver.worker.ticket, "RuntimeError: current")
    assert failures == ["RuntimeError: current"]
    driver.close()
