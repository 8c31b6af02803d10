"""The app replays the autosave off the GUI thread, and refuses one longer than the game's
move cap without replaying it."""

import json
import threading

import pytest
from PySide6.QtWidgets import QMessageBox

from qtgames.app.mainwindow import MainWindow
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.table.autosave import autosave_path

#: Black and White each move a pawn out and back (twice is not yet a third time).
CYCLE = ["A1-D1", "K1-H1", "D1-A1", "H1-K1"]


@pytest.fixture
def replayed_on(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """For each move replayed into a record: True when on the GUI (main) thread."""
    threads: list[bool] = []
    play_text = GameRecord.play_text

    def spy(self: GameRecord, text: str, *rest: object) -> str:
        threads.append(threading.current_thread() is threading.main_thread())
        return play_text(self, text, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(GameRecord, "play_text", spy)
    return threads


def _autosave(moves: list[str]) -> None:
    record = GameRecord(load_games().get("zen"), {"first": "black"}, seed=5)
    document = saves.to_json(record) | {"moves": moves, "cursor": len(moves)}
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(document), encoding="utf-8")


def test_the_autosave_is_replayed_off_the_gui_thread(
        qtbot, replayed_on, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",  # closing: drop the continued game
                        lambda *args: QMessageBox.StandardButton.Discard)
    moves = CYCLE + CYCLE[:3]
    _autosave(moves)
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.start_page.continue_button.isVisibleTo(window),
                    timeout=30_000)
    assert replayed_on and not any(replayed_on)
    assert "move 7" in window.start_page.continue_button.text()
    replayed_on.clear()
    window.start_page.continue_button.click()  # the record replayed for the offer
    assert window.driver is not None and window.driver.record.moves == moves
    assert replayed_on == []
    window.driver.close()


def test_an_autosave_past_the_move_cap_is_not_replayed(
        qtbot, replayed_on, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    _autosave(CYCLE * 2000)
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    window.files.resume_autosave()  # as Continue would, at once: refused, nothing replayed
    qtbot.waitUntil(lambda: bool(shown))
    assert window.driver is None and replayed_on == []
    assert len(shown) == 1 and "8000 moves" in shown[0] and "5000" in shown[0]
    assert not window.start_page.continue_button.isVisibleTo(window)
