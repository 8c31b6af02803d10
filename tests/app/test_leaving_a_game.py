"""One rule before a game is left, whichever way: Quit and closing the window keep an
unfinished game for Continue without asking; a new game, a start-page card, Open and
Restart replace the game Continue offers; whatever would be lost is asked about (Save,
Discard, Cancel), Cancel being the default."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from qtgames.app import filedialogs
from qtgames.app.files import GameFiles
from qtgames.app.mainwindow import MainWindow
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.table.autosave import autosave, autosave_path
from tests.app.test_switching_games import accept_dialog

Button = QMessageBox.StandardButton


def answer(monkeypatch, button: Button) -> list[tuple[object, ...]]:
    """Answer every question with ``button``; the questions asked."""
    asked: list[tuple[object, ...]] = []

    def question(*args: object) -> Button:
        asked.append(args)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def finished_reversi(window: MainWindow) -> GameRecord:
    """A game of Reversi played to its end, in the window and saved to no file."""
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    window.start_table(record)
    return record


def unfinished_reversi(moves: int = 3, size: int = 6,
                       players: tuple[str, str] = ("human", "human")) -> GameRecord:
    """A game of Reversi of a few moves between ``players``, not over."""
    record = GameRecord(load_games().get("reversi"), {"size": size}, 3, list(players))
    for _ in range(moves):
        record.play(record.state.legal_moves()[0])
    return record


def window_offering(qtbot, record: GameRecord, in_a_file: bool = False) -> MainWindow:
    """A new window whose start page offers to continue ``record``, the autosaved game
    (``in_a_file``: saved in a file too, with no move since)."""
    if in_a_file:
        assert autosave(record, saved=True)
    else:
        autosave_path().parent.mkdir(parents=True, exist_ok=True)
        saves.save(record, autosave_path())
    window = MainWindow(load_games())
    window.min_delay_ms = 0
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.start_page.continue_button.isVisibleTo(window))
    return window


def test_quit_asks_about_a_finished_game_never_saved_and_cancel_is_the_default(
        window, monkeypatch) -> None:
    finished_reversi(window)
    asked = answer(monkeypatch, Button.Cancel)
    window.menus.act_quit.trigger()
    assert len(asked) == 1 and window.isVisible()          # cancelled: still there
    buttons, default = asked[0][3], asked[0][4]
    assert buttons == Button.Save | Button.Discard | Button.Cancel and default == Button.Cancel
    assert "Black & White" in str(asked[0][2])


def closed_saving(window: MainWindow, monkeypatch, tmp_path: Path) -> GameRecord:
    """What the window saved when closed, the person answering Save and choosing a file."""
    answer(monkeypatch, Button.Save)
    target = tmp_path / "over.qtgame"
    monkeypatch.setattr(filedialogs, "ask_save_path", lambda *a, **k: str(target))
    window.close()
    assert not window.isVisible()
    return saves.load(target, window.registry.get)


def cancelled_opening(qtbot, monkeypatch, window: MainWindow, tmp_path: Path) -> None:
    """Another saved game opened in the window, the person answering Cancel when asked
    about the game in it: no game is started."""
    other = tmp_path / "other.qtgame"
    saves.save(unfinished_reversi(1), other)
    asked = answer(monkeypatch, Button.Cancel)
    window.files.open_file(str(other))
    qtbot.waitUntil(lambda: bool(asked))
    assert window.driver is None


def test_quit_saves_a_finished_game_when_asked_to(window, monkeypatch, tmp_path: Path) -> None:
    record = finished_reversi(window)
    assert closed_saving(window, monkeypatch, tmp_path).moves == record.moves


def test_quit_keeps_an_unfinished_game_without_asking(window, monkeypatch) -> None:
    window.start_table(unfinished_reversi())
    asked = answer(monkeypatch, Button.Cancel)
    window.close()
    assert asked == [] and not window.isVisible()


def test_quit_writes_the_game_it_keeps_without_asking(window, monkeypatch) -> None:
    record = unfinished_reversi()
    window.start_table(record)
    path = autosave_path()
    path.unlink()  # whatever became of the file, Quit keeps the game in the window
    asked = answer(monkeypatch, Button.Cancel)
    window.close()
    assert asked == [] and not window.isVisible()
    assert saves.load(path, window.registry.get).moves == record.moves


def test_changing_who_plays_is_autosaved_at_once(window) -> None:
    window.start_table(unfinished_reversi())
    window.driver.set_players(["human", "hard"])
    saved = saves.load(autosave_path(), window.registry.get)
    assert [seat.player for seat in saved.seats] == ["human", "hard"]


def test_quit_asks_when_the_autosave_could_not_be_written(window, monkeypatch) -> None:
    window.start_table(unfinished_reversi())
    path = autosave_path()
    path.unlink()
    path.mkdir()  # the game cannot be written there any more, not even on quitting
    asked = answer(monkeypatch, Button.Cancel)
    window.close()
    assert len(asked) == 1 and window.isVisible()


def test_a_finished_game_opened_from_a_file_is_left_without_asking(
        window, monkeypatch, tmp_path: Path) -> None:
    record = finished_reversi(window)
    path = tmp_path / "over.qtgame"
    saves.save(record, path)
    window.start_table(saves.load(path, window.registry.get), saved=True)
    asked = answer(monkeypatch, Button.Cancel)
    window.close()
    assert asked == [] and not window.isVisible()


def test_a_game_to_continue_that_is_in_a_file_is_replaced_without_asking(
        qtbot, monkeypatch) -> None:
    window = window_offering(qtbot, unfinished_reversi(), in_a_file=True)
    accept_dialog(monkeypatch)
    asked = answer(monkeypatch, Button.Cancel)
    qtbot.mouseClick(window.start_page.card("zen"), Qt.MouseButton.LeftButton)
    assert asked == [] and window.driver.record.spec.id == "zen"


def test_a_game_continued_unchanged_from_a_file_is_left_without_asking(
        qtbot, monkeypatch) -> None:
    window = window_offering(qtbot, unfinished_reversi(), in_a_file=True)
    window.continue_game()
    qtbot.waitUntil(lambda: window.driver is not None)
    assert not window.driver.modified
    asked = answer(monkeypatch, Button.Cancel)
    window.menus.act_restart.trigger()
    assert asked == [] and window.driver.record.moves == []


def test_a_card_asks_before_replacing_the_game_continue_offers(qtbot, monkeypatch) -> None:
    record = unfinished_reversi()
    window = window_offering(qtbot, record)
    accept_dialog(monkeypatch)
    asked = answer(monkeypatch, Button.Cancel)
    qtbot.mouseClick(window.start_page.card("zen"), Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and asked[0][4] == Button.Cancel
    assert window.driver is None                                  # cancelled: nothing
    assert window.start_page.continue_button.isVisibleTo(window)
    assert saves.load(autosave_path(), window.registry.get).moves == record.moves
    answer(monkeypatch, Button.Discard)
    qtbot.mouseClick(window.start_page.card("zen"), Qt.MouseButton.LeftButton)
    assert window.driver is not None and window.driver.record.spec.id == "zen"
    window.close()


def test_saving_the_continue_game_before_a_card_replaces_it(qtbot, monkeypatch,
                                                              tmp_path: Path) -> None:
    record = unfinished_reversi()
    window = window_offering(qtbot, record)
    accept_dialog(monkeypatch)
    answer(monkeypatch, Button.Save)
    target = tmp_path / "kept.qtgame"
    monkeypatch.setattr(filedialogs, "ask_save_path", lambda *a, **k: str(target))
    window.new_game("zen")
    assert window.driver is not None and window.driver.record.spec.id == "zen"
    assert saves.load(target, window.registry.get).moves == record.moves
    window.close()


def test_opening_a_file_asks_before_replacing_the_game_continue_offers(
        qtbot, monkeypatch, tmp_path: Path) -> None:
    window = window_offering(qtbot, unfinished_reversi())
    cancelled_opening(qtbot, monkeypatch, window, tmp_path)
    window.close()


def test_continue_itself_never_asks(qtbot, monkeypatch) -> None:
    record = unfinished_reversi()
    window = window_offering(qtbot, record)
    asked = answer(monkeypatch, Button.Cancel)
    window.start_page.continue_button.click()
    qtbot.waitUntil(lambda: window.driver is not None)
    assert asked == [] and window.driver.record.moves == record.moves
    window.close()                          # unfinished and autosaved: kept, not asked
    assert asked == []


def test_a_finished_autosave_continue_does_not_offer_is_not_asked_about(qtbot,
                                                                         monkeypatch) -> None:
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    over = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    while not over.state.is_over():
        over.play(over.state.legal_moves()[0])
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save(over, autosave_path())
    window.files.offer_autosave()
    qtbot.waitUntil(lambda: window.files._offered is not None)  # replayed, not offered
    assert not window.start_page.continue_button.isVisibleTo(window)
    accept_dialog(monkeypatch)
    asked = answer(monkeypatch, Button.Cancel)
    window.new_game("zen")
    assert asked == [] and window.driver.record.spec.id == "zen"
    window.close()


def test_a_file_opened_before_continue_is_offered_still_asks(qtbot, monkeypatch,
                                                             tmp_path: Path) -> None:
    # As "qtgames gui --load FILE" at start-up: the file can be replayed before the autosave.
    record = unfinished_reversi()
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save(record, autosave_path())
    monkeypatch.setattr(GameFiles, "_replay_in_background", lambda *args: None)
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    cancelled_opening(qtbot, monkeypatch, window, tmp_path)
    assert saves.load(autosave_path(), window.registry.get).moves == record.moves
    window.close()
