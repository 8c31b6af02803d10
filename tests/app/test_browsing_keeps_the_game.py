"""Browsing a past position is a view, not a cut: quitting, closing, opening, a new game
and Continue keep every move of the game, and the autosave holds them all."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QMessageBox

from qtgames.app.mainwindow import MainWindow
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.table.autosave import autosave_path
from qtgames.table.leaving import at_stake, continuable
from qtgames.table.table import Table
from qtgames_duel.rules import END
from tests.app.test_leaving_a_game import (
    answer,
    closed_saving,
    finished_reversi,
    unfinished_reversi,
    window_offering,
)
from tests.app.test_switching_games import accept_dialog
from tests.core.test_chance import Picker, duel_record, lay_two

Button = QMessageBox.StandardButton


def browsing_finished_game(window: MainWindow) -> GameRecord:
    """A finished game of Black & White in the window, its move 2 chosen in the list."""
    record = finished_reversi(window)
    window._goto(2)
    assert window.driver.record.cursor == 2
    return record


def computers_game(moves: int = 10) -> GameRecord:
    """Black & White between two computers, ``moves`` moves played, not over."""
    return unfinished_reversi(moves, size=8, players=("easy", "easy"))


def test_a_finished_game_browsed_back_is_still_over_and_never_offered_to_continue():
    record = computers_game(0)
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    record.goto(2)
    assert record.game_over and not record.state.is_over()
    assert not continuable(record)
    table = Table(record)
    table.autosave_if_changed()
    assert at_stake(table, quitting=True).record is record  # unsaved, over: asked


def test_a_game_opened_at_a_past_position_keeps_the_moves_after_it():
    record = computers_game()
    record.goto(3)  # the computer is to move there
    table = Table(record, saved=True)
    assert table.browsing and table.replaces_history and not table.paused
    assert table.next().kind != "computer"
    assert record.moves == computers_game().moves


def test_quit_while_browsing_a_finished_game_asks_and_keeps_it(window, monkeypatch) -> None:
    record = browsing_finished_game(window)
    asked = answer(monkeypatch, Button.Cancel)
    window.menus.act_quit.trigger()
    assert len(asked) == 1 and window.isVisible()
    assert window.driver.record.moves == record.moves


def test_closing_while_browsing_saves_the_whole_game_when_asked(window, monkeypatch,
                                                                tmp_path: Path) -> None:
    record = browsing_finished_game(window)
    assert closed_saving(window, monkeypatch, tmp_path).moves == record.moves


def test_the_autosave_holds_the_whole_game_while_browsing(window) -> None:
    record = computers_game()
    window.start_table(record)
    window._goto(2)
    saved = saves.load(autosave_path(), window.registry.get)
    assert saved.moves == computers_game().moves and saved.cursor == 2


def test_continue_after_quitting_while_browsing_has_every_move_and_waits(
        qtbot, monkeypatch) -> None:
    first = MainWindow(load_games())
    qtbot.addWidget(first)
    first.start_table(computers_game())
    first._goto(3)
    asked = answer(monkeypatch, Button.Cancel)
    first.close()
    assert asked == [] and not first.isVisible()
    window = window_offering(qtbot, saves.load(autosave_path(), first.registry.get))
    window.start_page.continue_button.click()
    qtbot.waitUntil(lambda: window.driver is not None)
    driver = window.driver
    assert driver.record.moves == computers_game().moves and driver.record.cursor == 3
    assert driver.table.browsing and not driver.paused and not driver.thinking
    window.close()


def test_a_new_game_while_browsing_asks_and_cancel_keeps_every_move(window,
                                                                    monkeypatch) -> None:
    record = browsing_finished_game(window)
    accept_dialog(monkeypatch)
    asked = answer(monkeypatch, Button.Cancel)
    window.new_game("zen")
    assert len(asked) == 1 and window.driver.record.spec.id == "reversi"
    assert window.driver.record.moves == record.moves


def test_opening_a_file_while_browsing_asks_and_cancel_keeps_every_move(
        window, monkeypatch, tmp_path: Path, qtbot) -> None:
    record = browsing_finished_game(window)
    other = tmp_path / "other.qtgame"
    saves.save(computers_game(1), other)
    asked = answer(monkeypatch, Button.Cancel)
    window.files.open_file(str(other))
    qtbot.waitUntil(lambda: bool(asked))
    assert window.driver.record.moves == record.moves and window.driver.record.cursor == 2


def test_closing_while_browsing_back_before_cards_drawn_keeps_the_game(window,
                                                                        monkeypatch) -> None:
    """Le Duel between two people, a card drawn then laid, browsed back before the draw:
    the window closes without a question (the game is not over, kept for Continue)."""
    record = duel_record(Picker(0, 10, 20))
    lay_two(record)
    record.play(END)
    drawn = {int(card) for card in record.revealed[-1] or ()}
    lay_two(record)
    record.play(END)
    record.play(next(move for move in record.state.legal_moves()
                     if move != END and move[0] in drawn))
    window.start_table(record)
    window._goto(2)
    asked = answer(monkeypatch, Button.Cancel)
    assert window.files.at_stake(quitting=True) is None
    window.close()
    assert asked == [] and not window.isVisible()
    assert saves.load(autosave_path(), window.registry.get).moves == record.moves
