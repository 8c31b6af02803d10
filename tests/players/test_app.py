"""Outside players in the app: chosen in the New Game dialog from a file or a command,
saved by name, their forfeit reported without stopping the app, their process killed
when the game is left."""

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from qtgames.app.mainwindow import MainWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.app.outsidechoice import FROM_FILE, FROM_PROGRAM
from qtgames.app.tabledriver import TableDriver
from qtgames.core.game import GameSpec
from qtgames.core.record import GameRecord
from qtgames.players import Forfeit
from qtgames.plugins import load_games
from qtgames_roses import GAME as ROSES
from tests.players.conftest import child_processes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The warnings shown, answered at once."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    return shown


def choose(dialog: NewGameDialog, seat: int, data: str) -> None:
    """Pick the entry ``data`` in the seat's list, as a click does."""
    box = dialog.seat_boxes[seat]
    index = box.findData(data)
    box.setCurrentIndex(index)
    box.activated.emit(index)


def test_a_file_chosen_in_the_dialog_plays_the_seat(
        qtbot, reversi: GameSpec, bot: Callable[[str], Path],
        monkeypatch: pytest.MonkeyPatch, warnings: list[str]) -> None:
    path = bot("good")
    dialog = NewGameDialog(reversi, "en", None, ["human", "easy"])
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args: (str(path), "Python files (*.py)"))
    choose(dialog, 1, FROM_FILE)
    assert dialog.players() == ["human", f"py:{path}"]
    assert dialog.seat_boxes[1].currentText() == "Computer: good.py"
    assert warnings == []


def test_a_cancelled_or_refused_choice_keeps_the_seats_player(
        qtbot, reversi: GameSpec, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        warnings: list[str]) -> None:
    dialog = NewGameDialog(reversi, "en", None, ["human", "easy"])
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: ("", ""))
    choose(dialog, 1, FROM_FILE)
    assert dialog.players() == ["human", "easy"]
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(notes), ""))
    choose(dialog, 1, FROM_FILE)
    assert dialog.players() == ["human", "easy"]
    assert warnings == [f"{notes} is not a Python file (.py)"]
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: ("no-such-engine-here", True))
    choose(dialog, 0, FROM_PROGRAM)
    assert dialog.players() == ["human", "easy"]
    assert warnings[-1] == "engine program 'no-such-engine-here' is not found"


def test_an_engine_command_is_a_player_and_a_saved_one_is_offered_again(
        qtbot, reversi: GameSpec, monkeypatch: pytest.MonkeyPatch,
        warnings: list[str]) -> None:
    command = f"{sys.executable} engine.py"
    dialog = NewGameDialog(reversi, "en", None, ["human", "easy"])
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: (command, True))
    choose(dialog, 0, FROM_PROGRAM)
    assert dialog.players() == [f"engine:{command}", "easy"]
    again = NewGameDialog(reversi, "fr", None, dialog.players(), seats_only=True)
    qtbot.addWidget(again)
    assert again.players() == [f"engine:{command}", "easy"]
    assert again.seat_boxes[0].currentText() == "Ordinateur : engine.py"


def test_a_forfeit_is_reported_and_the_game_waits(
        qtbot, reversi: GameSpec, bot: Callable[[str], Path]) -> None:
    path = bot("raising")
    driver = TableDriver(GameRecord(reversi, {"size": 6}, 1, [f"py:{path}", "human"]))
    try:
        with qtbot.waitSignal(driver.forfeited, timeout=20000) as signal:
            driver.start()
        seat, forfeit = signal.args
        assert seat == 0 and isinstance(forfeit, Forfeit)
        assert forfeit.reason == f"{path}: play raised ValueError: the bot is confused " \
                                 "(raising.py, line 5)"
        assert not driver.thinking and driver.record.moves == []
    finally:
        driver.close()
    assert child_processes() == []


def test_leaving_a_game_kills_the_thinking_file_at_once(
        qtbot, reversi: GameSpec, bot: Callable[[str], Path]) -> None:
    driver = TableDriver(GameRecord(reversi, {"size": 6}, 1,
                                     [f"py@60:{bot('sleeper')}", "human"]))
    driver.start()
    qtbot.waitUntil(lambda: child_processes() != [], timeout=10000)
    qtbot.wait(300)
    driver.close()
    assert child_processes() == []


def test_a_file_player_is_saved_by_its_name_and_held_back_on_loading(
        reversi: GameSpec, bot: Callable[[str], Path], tmp_path: Path) -> None:
    from qtgames.core import saves
    from qtgames.plugins import load_games

    name = f"py:{bot('good')}"
    record = GameRecord(reversi, {"size": 6}, 1, ["human", name])
    saves.save(record, tmp_path / "game.qtgame")
    loaded = saves.load(tmp_path / "game.qtgame", load_games().get)
    assert [seat.player for seat in loaded.seats] == ["human", "human"]
    assert loaded.players_with_held() == ["human", name]


TATA = Path(ROSES.rules_dir or ".") / "examples" / "ia_tata_suzanne.py"


def test_a_roses_game_against_the_sample_ai_file_plays_to_the_end(
        qtbot, monkeypatch: pytest.MonkeyPatch, warnings: list[str]) -> None:
    monkeypatch.setattr(QMessageBox, "question",  # leaving the finished game: discard it
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    win = MainWindow(load_games())
    win.min_delay_ms = 0
    win.speed_actions["off"].setChecked(True)
    qtbot.addWidget(win)
    win.show()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args: (str(TATA), "Python files (*.py)"))
    labels: list[str] = []

    def answer(dialog: NewGameDialog) -> int:
        """New Game: Easy for Red, "Computer: from a file…" for White, then OK."""
        choose(dialog, 0, "easy")
        choose(dialog, 1, FROM_FILE)
        labels.append(dialog.seat_boxes[1].currentText())
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    try:
        win.new_game("roses")
        assert labels == ["Computer: ia_tata_suzanne.py"]
        driver = win.driver
        assert driver is not None
        assert [seat.player for seat in driver.record.seats] == ["easy", f"ai:{TATA}"]
        forfeits: list[object] = []
        driver.forfeited.connect(lambda seat, reason: forfeits.append(reason))
        qtbot.waitUntil(lambda: driver.record.state.is_over() or bool(forfeits),
                        timeout=120_000)
        assert forfeits == [] and warnings == []
        outcome = driver.record.state.outcome()
        assert outcome is not None and outcome.reason in ("passes", "last-pawn")
        # White's moves are the sample file's rule: draw below five cards, else the first
        # playable card of the hand, else pass.
        record = driver.record
        replay = GameRecord(record.spec, record.options, record.seed,
                            position=record.position)  # its deal
        for text, drawn in zip(record.moves, record.revealed, strict=True):
            state = replay.state
            if state.to_move() == 1:
                hand = state.hands[1]
                playable = [card.name for card in hand if state.playable(card)]
                assert text == ("draw" if len(hand) < 5 else
                                playable[0] if playable else "pass"), replay.moves
            replay.play_text(text, drawn)
        assert len(record.moves) > 20
    finally:
        if win.driver is not None:
            win.driver.close()
    assert child_processes() == []
