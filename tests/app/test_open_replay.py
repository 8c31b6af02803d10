"""Game › Open and Continue replay a saved game off the GUI thread, with a progress dialog
that counts the moves and can cancel the replay without touching the game in progress."""

import json
import random
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from qtgames.app.files import PROGRESS_DELAY_MS
from qtgames.app.mainwindow import MainWindow
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.table.autosave import autosave_path


def _long_zen(seed: int = 1) -> GameRecord:
    """A Zen game played at random to its end (hundreds of moves)."""
    record = GameRecord(load_games().get("zen"), {"first": "black"}, seed=5)
    rng = random.Random(seed)
    while not record.state.is_over():
        record.play(rng.choice(record.state.legal_moves()))
    assert len(record.moves) > 4 * saves.PROGRESS_EVERY
    return record


class Replays:
    """Spies on every move replayed into a record: the threads, and a gate that holds a
    background replay before move ``hold_at`` until it is opened."""

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []
        self.hold_at: int | None = None
        self.gate = threading.Event()

    def on_gui_thread(self) -> list[bool]:
        """For each move replayed: True when on the GUI (main) thread."""
        return [thread is threading.main_thread() for thread in self.threads]


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> Replays:
    spy = Replays()
    play_text = GameRecord.play_text

    def spying(self: GameRecord, text: str, *rest: object) -> str:
        spy.threads.append(threading.current_thread())
        if (len(spy.threads) == spy.hold_at
                and threading.current_thread() is not threading.main_thread()):
            assert spy.gate.wait(60), "the test never opened the gate"
        return play_text(self, text, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(GameRecord, "play_text", spying)
    return spy


def _game_in_progress(window: MainWindow) -> GameRecord:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 2)
    window.start_table(record)
    assert window.driver is not None
    window.driver.human_move(record.state.legal_moves()[0])
    return record


def test_opening_a_long_save_replays_off_the_gui_thread(
        qtbot: QtBot, window: MainWindow, replays: Replays, tmp_path: Path) -> None:
    record = _long_zen()
    path = tmp_path / "long.qtgame"
    saves.save(record, path)
    replays.threads.clear()
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.driver is not None
                    and window.driver.record.moves == record.moves, timeout=30_000)
    assert len(replays.threads) == len(record.moves)
    assert not any(replays.on_gui_thread())
    assert window.files.path == path and window.files.progress is None


def test_the_progress_dialog_counts_the_moves_and_cancel_changes_nothing(
        qtbot: QtBot, window: MainWindow, replays: Replays, tmp_path: Path) -> None:
    current = _game_in_progress(window)
    driver, moves = window.driver, list(current.moves)
    record = _long_zen()
    path = tmp_path / "long.qtgame"
    saves.save(record, path)
    replays.threads.clear()
    replays.hold_at = 2 * saves.PROGRESS_EVERY  # the replay waits there for the test
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.files.progress is not None
                    and window.files.progress.value() == saves.PROGRESS_EVERY)
    dialog = window.files.progress
    assert dialog is not None
    assert dialog.maximum() == len(record.moves)
    assert dialog.labelText() == "Opening long.qtgame…"
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    assert dialog.minimumDuration() == PROGRESS_DELAY_MS
    dialog.findChild(QPushButton).click()  # Cancel
    assert window.files.progress is None
    replays.gate.set()
    replays.threads[-1].join(30)  # the replay stops at its next progress report
    assert not replays.threads[-1].is_alive()
    QApplication.processEvents()  # anything it sent reaches the window
    assert len(replays.threads) < len(record.moves)
    assert not any(replays.on_gui_thread())
    assert window.driver is driver and driver.record is current
    assert current.moves == moves and current.cursor == len(moves)
    assert window.files.path is None


def test_a_failing_file_shows_one_message_and_changes_nothing(
        qtbot: QtBot, window: MainWindow, replays: Replays, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    current = _game_in_progress(window)
    driver, moves = window.driver, list(current.moves)
    document = saves.to_json(_long_zen())
    document["moves"][300] = "A1-A1"
    path = tmp_path / "bad.qtgame"
    path.write_text(json.dumps(document), encoding="utf-8")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    QApplication.processEvents()
    assert len(shown) == 1 and "illegal move" in shown[0] and "301" in shown[0]
    assert window.driver is driver and current.moves == moves
    assert window.files.progress is None


def test_continue_replays_a_changed_autosave_off_the_gui_thread(
        qtbot: QtBot, replays: Replays, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",  # closing: drop the continued game
                        lambda *args: QMessageBox.StandardButton.Discard)
    record = _long_zen()
    document = saves.to_json(record)
    short = document | {"moves": record.moves[:100], "cursor": 100}
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(short), encoding="utf-8")
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.start_page.continue_button.isVisibleTo(window),
                    timeout=30_000)
    autosave_path().write_text(json.dumps(document), encoding="utf-8")  # changed since
    replays.threads.clear()
    window.files.resume_autosave()
    qtbot.waitUntil(lambda: window.driver is not None, timeout=30_000)
    assert window.driver is not None and window.driver.record.moves == record.moves
    assert len(replays.threads) == len(record.moves)
    assert not any(replays.on_gui_thread())
    window.driver.close()


def test_the_save_question_is_never_under_the_progress_dialog(
        qtbot: QtBot, window: MainWindow, replays: Replays, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    _game_in_progress(window)
    record = _long_zen()
    path = tmp_path / "long.qtgame"
    saves.save(record, path)
    replays.hold_at = 2 * saves.PROGRESS_EVERY
    seen: list[list[bool]] = []

    def question(*args: object) -> QMessageBox.StandardButton:
        dialogs = window.findChildren(QProgressDialog)
        seen.append([dialog.isVisible() or any(timer.isActive() for timer in
                                                dialog.findChildren(QTimer))
                     for dialog in dialogs])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.files.progress is not None
                    and window.files.progress.value() == saves.PROGRESS_EVERY)
    window.files.progress.show()  # the replay took long enough for the box to show
    window.files.progress.setMinimumDuration(60_000)  # or not: it would show itself later
    replays.gate.set()
    qtbot.waitUntil(lambda: bool(seen), timeout=30_000)
    assert len(seen) == 1 and not any(seen[0])  # none shown, none about to show itself
