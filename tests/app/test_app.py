"""The desktop app, driven as a player would: clicks on the board, menus, dialogs."""

import json
import os
import threading
import time
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from qtgames.ai.player import Budget, Cancelled, Player
from qtgames.app import filedialogs
from qtgames.app.mainwindow import MainWindow
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.core.state import GameState, Move
from qtgames.plugins import load_games
from qtgames.table import computers
from qtgames.table.autosave import autosave_path
from tests.app.faults import FaultyRules


def start(win: MainWindow, players: list[str], size: int = 6, seed: int = 5) -> GameRecord:
    record = GameRecord(win.registry.get("reversi"), {"size": size}, seed, players)
    win.start_table(record)
    win.apply_view_options()
    return record


def click_square(qtbot, win: MainWindow, move: int) -> None:
    scene = win.scene
    state = win.driver.record.state
    row, col = state.geometry.row_col(move)
    point = scene.centre(row, col)
    view_point = win.board.mapFromScene(point)
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton, pos=view_point)


def wait_for_human(qtbot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.driver.human_to_move or win.driver.record.state.is_over(),
                    timeout=20000)


def test_a_whole_game_against_the_computer_by_clicks(qtbot, window) -> None:
    start(window, ["human", "easy"])
    clicks = 0
    while not window.driver.record.state.is_over():
        wait_for_human(qtbot, window)
        state = window.driver.record.state
        if state.is_over():
            break
        moves = state.legal_moves()
        before = window.driver.record.cursor
        click_square(qtbot, window, moves[0])
        qtbot.waitUntil(lambda b=before: window.driver.record.cursor > b, timeout=5000)
        clicks += 1
    assert clicks >= 5
    assert "Game over" in window.panel.turn.text()
    assert window.panel.status.text()


def test_click_outside_the_legal_squares_does_nothing(qtbot, window) -> None:
    start(window, ["human", "human"])
    state = window.driver.record.state
    click_square(qtbot, window, state.geometry.index(0, 0))
    assert window.driver.record.cursor == 0


def test_keyboard_play(qtbot, window) -> None:
    start(window, ["human", "human"], size=8)
    window.board.setFocus()
    # The cursor appears at a1; d3 is 3 columns right and 2 rows down.
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right,
                Qt.Key.Key_Down, Qt.Key.Key_Down):
        qtbot.keyClick(window.board, key)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.driver.record.moves == ["d3"]


def play_first_moves(win: MainWindow, count: int) -> list[str]:
    for _ in range(count):
        win.driver.human_move(win.driver.record.state.legal_moves()[0])
    return win.driver.record.moves


def test_an_illegal_move_is_refused_with_the_reason(qtbot, window) -> None:
    start(window, ["human", "human"])
    window.driver.human_move(0)  # a1: flanks nothing
    assert window.driver.record.cursor == 0
    assert "would not flank" in window.panel.status.text()


def test_undo_and_redo_from_the_menu(qtbot, window) -> None:
    start(window, ["human", "human"])
    last = play_first_moves(window, 2)[-1]
    assert window.act_undo.text().replace("&", "") == f"Undo White: {last}"
    window.act_undo.trigger()
    assert window.driver.record.cursor == 1
    assert window.act_redo.isEnabled()
    assert window.act_redo.text().replace("&", "") == f"Redo White: {last}"
    window.act_redo.trigger()
    assert window.driver.record.cursor == 2 and not window.act_redo.isEnabled()


def test_undo_against_the_computer_returns_to_the_human(qtbot, window) -> None:
    start(window, ["human", "easy"])
    click_square(qtbot, window, window.driver.record.state.legal_moves()[0])
    qtbot.waitUntil(lambda: window.driver.record.cursor == 2, timeout=5000)
    window.act_undo.trigger()
    assert window.driver.record.cursor == 0 and window.driver.human_to_move


def test_redo_against_the_computer_gives_back_its_answer_too(qtbot, window) -> None:
    start(window, ["human", "easy"])
    click_square(qtbot, window, window.driver.record.state.legal_moves()[0])
    qtbot.waitUntil(lambda: window.driver.record.cursor == 2, timeout=5000)
    answered = list(window.driver.record.moves)
    window.act_undo.trigger()
    window.act_redo.trigger()
    record = window.driver.record
    assert record.cursor == 2 and record.moves == answered     # both moves, as undone
    assert window.driver.human_to_move and not window.driver.thinking


def test_undo_and_redo_against_the_computer_name_both_moves(qtbot, window) -> None:
    start(window, ["human", "easy"])
    click_square(qtbot, window, window.driver.record.state.legal_moves()[0])
    qtbot.waitUntil(lambda: window.driver.record.cursor == 2, timeout=5000)
    mine, answer = window.driver.record.moves
    both = f"Black: {mine}; White: {answer}"
    assert window.act_undo.text().replace("&", "") == f"Undo {both}"
    window.act_undo.trigger()
    assert window.act_redo.text().replace("&", "") == f"Redo {both}"


def test_a_move_after_undo_is_played_without_asking(qtbot, window, monkeypatch) -> None:
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: asked.append(args)
                        or QMessageBox.StandardButton.No)
    record = start(window, ["human", "human"])
    play_first_moves(window, 2)
    window.act_undo.trigger()
    click_square(qtbot, window, record.state.legal_moves()[-1])
    assert record.cursor == 2 and len(record.moves) == 2 and asked == []
    window.panel.moves.setCurrentRow(0)            # a past position chosen in the list
    click_square(qtbot, window, record.state.legal_moves()[-1])
    assert len(asked) == 1 and record.cursor == 0  # asked first; No keeps the history


def test_save_then_open_through_the_dialogs(qtbot, window, tmp_path: Path,
                                            monkeypatch) -> None:
    start(window, ["human", "human"])
    play_first_moves(window, 3)
    position = window.driver.record.state.position()
    target = tmp_path / "mine"
    monkeypatch.setattr(filedialogs, "ask_save_path", lambda *a, **k: str(target))
    window.act_save.trigger()
    saved = target.with_suffix(".qtgame")
    assert saved.is_file() and not window.driver.modified
    window.act_restart.trigger()
    assert window.driver.record.cursor == 0
    monkeypatch.setattr(filedialogs, "ask_open_path", lambda *a, **k: str(saved))
    window.act_open.trigger()  # replayed in the background
    qtbot.waitUntil(lambda: window.driver.record.state.position() == position)
    assert window.windowTitle().startswith("Black & White — mine.qtgame")


def test_a_bad_file_shows_the_reason_and_changes_nothing(qtbot, window, tmp_path,
                                                         monkeypatch) -> None:
    start(window, ["human", "human"])
    moves = play_first_moves(window, 1)
    bad = tmp_path / "bad.qtgame"
    bad.write_text("{ not json")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(filedialogs, "ask_open_path", lambda *a, **k: str(bad))
    window.act_open.trigger()
    qtbot.waitUntil(lambda: bool(shown))  # replayed in the background
    assert len(shown) == 1 and "invalid JSON" in shown[0]
    assert window.driver.record.moves == moves


def test_a_damaged_save_is_said_in_words_a_person_understands_then_in_detail(
        qtbot, window, tmp_path, monkeypatch) -> None:
    window.set_language("fr")
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 5, ["human", "human"])
    damaged = tmp_path / "corrompu.qtgame"
    saves.save(record, damaged)
    document = json.loads(damaged.read_text(encoding="utf-8"))
    del document["seed"]
    damaged.write_text(json.dumps(document), encoding="utf-8")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: shown.append((title, text)))
    monkeypatch.setattr(filedialogs, "ask_open_path", lambda *a, **k: str(damaged))
    window.act_open.trigger()
    qtbot.waitUntil(lambda: bool(shown))  # replayed in the background
    title, text = shown[0]
    assert title == "Impossible d'ouvrir la partie"
    first, detail = text.split("\n\n")
    assert first == "Ce fichier n'est pas une partie qtgames lisible (incomplet ou abîmé)."
    assert "corrompu.qtgame" in detail and "'seed'" in detail
    window.set_language("en")


def test_autosave_and_continue(qtbot, window) -> None:
    start(window, ["human", "human"])
    moves = list(play_first_moves(window, 1))
    assert saves.load(autosave_path(), window.registry.get).moves == moves
    again = MainWindow(window.registry)
    qtbot.addWidget(again)
    # The autosave is replayed in the background: Continue shows once it is ready.
    qtbot.waitUntil(lambda: again.start_page.continue_button.isVisibleTo(again))
    again.start_page.continue_button.click()
    assert again.driver.record.moves == moves
    again.driver.close()


def test_hint(qtbot, window) -> None:
    start(window, ["human", "human"])
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.panel.status.text().startswith("Hint (Hard level): "),
                    timeout=10000)
    move = window.panel.status.text().removeprefix("Hint (Hard level): Black: ")
    state = window.driver.record.state
    assert state.parse_move(move) in state.legal_moves()


class Stubborn(Player):
    """Thinks until it is cancelled, takes a moment to wind down, then answers all the same,
    as a search ending just as it is cancelled would: the app must wait for it to end and
    must not play its move."""

    check_every = 1  # every tick looks at the cancel flag

    def __init__(self) -> None:
        super().__init__(0)
        self.searching = threading.Event()
        self.stopped = threading.Event()

    def search(self, view: GameState, moves: list[Move], budget: Budget) -> Move:
        """Tick until cancelled, then return a move anyway."""
        self.searching.set()
        try:
            while True:
                budget.tick()
                time.sleep(0.001)
        except Cancelled:
            time.sleep(0.2)  # winding down
        self.stopped.set()
        return moves[0]


@pytest.fixture
def stubborn(monkeypatch) -> Stubborn:
    """The computer player every computer seat of the app gets."""
    player = Stubborn()
    monkeypatch.setattr(computers, "make_player",
                        lambda spec, name, seed, options=None: player)
    return player


def deliver_late_answers(qtbot, driver) -> None:
    """Deliver what the ended search thread sent, and what that would start: the driver
    must neither change nor refuse anything."""
    with qtbot.assertNotEmitted(driver.changed), qtbot.assertNotEmitted(driver.refused):
        for _ in range(3):
            QApplication.processEvents()


def test_undo_while_the_computer_thinks_cancels_its_search(qtbot, window, stubborn) -> None:
    record = start(window, ["human", "hard"])
    window.driver.human_move(record.state.legal_moves()[0])
    assert stubborn.searching.wait(10)
    moves = list(record.moves)
    window.act_undo.trigger()
    assert not window.driver.thinking and record.cursor == 0 and window.driver.human_to_move
    assert stubborn.stopped.wait(10)
    qtbot.waitUntil(lambda: not window.driver.worker.busy, timeout=10000)
    deliver_late_answers(qtbot, window.driver)
    assert record.cursor == 0 and record.moves == moves and window.driver.human_to_move


def test_closing_while_the_computer_thinks_waits_for_it_and_keeps_the_game(
        qtbot, window, stubborn, qtlog) -> None:
    record = start(window, ["human", "hard"])
    window.driver.human_move(record.state.legal_moves()[0])
    assert stubborn.searching.wait(10)
    moves = list(record.moves)
    window.close()
    assert stubborn.stopped.is_set() and not window.driver.worker.busy
    deliver_late_answers(qtbot, window.driver)
    assert record.moves == moves and record.cursor == len(moves)
    assert saves.load(autosave_path(), window.registry.get).moves == moves  # to continue
    warnings = [record.message for record in qtlog.records
                if "propagateSizeHints" not in record.message]  # the offscreen platform's
    assert warnings == []


def test_language_switch_at_run_time(qtbot, window) -> None:
    start(window, ["human", "human"])
    assert window.menu_game.title() == "&Game"
    window.language_actions["fr"].trigger()
    assert window.menu_game.title() == "&Partie"
    assert window.act_undo.text() == "&Annuler"
    assert window.panel.turn.text() == "Noir joue (humain)"
    assert window.windowTitle() == "Black & White — Nouvelle partie"
    assert window.settings.language == "fr"
    window.language_actions["en"].trigger()
    assert window.menu_game.title() == "&Game"
    assert window.panel.turn.text() == "Black to play (human)"


def test_french_by_default_on_a_french_system(qtbot, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    win = MainWindow(load_games())
    qtbot.addWidget(win)
    assert win.menu_game.title() == "&Partie"
    assert win.start_page.title.text() == "Choisissez un jeu"
    win.set_language("en")


def test_settings_persist_across_runs(qtbot, window) -> None:
    window.act_coords.setChecked(False)
    window.speed_actions["slow"].setChecked(True)
    window.delay_actions["long"].trigger()
    window.apply_view_options()
    start(window, ["human", "human"])
    window.close()
    again = MainWindow(window.registry)
    qtbot.addWidget(again)
    assert not again.act_coords.isChecked()
    assert again.speed_actions["slow"].isChecked()
    assert again.min_delay_ms == 1000 and again.delay_actions["long"].isChecked()


def test_computer_plays_both_sides_then_gives_back(qtbot, window) -> None:
    start(window, ["human", "easy"])
    window.act_both.trigger()
    qtbot.waitUntil(lambda: window.driver.record.cursor >= 4, timeout=10000)
    window.act_both.trigger()
    assert [seat.player for seat in window.driver.record.seats] == ["human", "easy"]


def test_plugins_dialog_lists_failures_and_disables(qtbot, window, monkeypatch) -> None:
    from qtgames import paths
    from qtgames.app.pluginsdialog import PluginsDialog
    from qtgames.plugins import disabled_plugins
    folder = paths.plugin_dir()
    folder.mkdir(parents=True)
    (folder / "broken_game.py").write_text("raise RuntimeError('no luck')\n")
    dialog = PluginsDialog(load_games())
    qtbot.addWidget(dialog)
    rows = {dialog.table.item(r, 1).text(): r for r in range(dialog.table.rowCount())}
    assert "no luck" in dialog.table.item(rows["broken_game"], 3).text()
    assert dialog.table.item(rows["qtgames_reversi"], 3).text() == "reversi"
    dialog.table.item(rows["broken_game"], 0).setCheckState(Qt.CheckState.Unchecked)
    assert disabled_plugins() == {"broken_game"}
    assert "broken_game" not in load_games().games


def faulty_registry(**changes):
    import dataclasses

    from qtgames.plugins import GameRegistry
    registry = load_games()
    spec = dataclasses.replace(registry.get("reversi"), id="faulty", **changes)
    return GameRegistry({**registry.games, "faulty": spec}, registry.plugins)


@pytest.mark.parametrize("fault", ["rules", "ai", "scene", "drawing"])
def test_a_fault_in_a_game_ends_that_game_and_the_app_stays_usable(qtbot, monkeypatch,
                                                                     fault) -> None:
    from qtgames.core.game import Level

    def broken_player(seed):
        raise RuntimeError("ai bug")

    changes = {
        "rules": {"new_state": lambda options, seed: FaultyRules.start(int(options["size"]))},
        "ai": {"levels": (Level("easy", {"en": "Easy"}, broken_player),)},
        "scene": {"scene": "tests.no_such_module:Scene"},
        "drawing": {"scene": "tests.app.faults:FaultyScene"},
    }[fault]
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    win = MainWindow(faulty_registry(**changes))
    win.min_delay_ms = 0
    qtbot.addWidget(win)
    record = GameRecord(win.registry.get("faulty"), {"size": 6}, 1,
                        ["human", "easy" if fault == "ai" else "human"])
    win.start_table(record)
    if fault != "scene":
        for _ in range(3):
            if win.driver is None:
                break
            win.driver.human_move(win.driver.record.state.legal_moves()[0])
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert shown and ("bug" in shown[0] or "cannot be shown" in shown[0])
    assert win.driver is None and win.stack.currentIndex() == 0
    start(win, ["human", "human"])  # the app goes on with a healthy game
    win.driver.human_move(win.driver.record.state.legal_moves()[0])
    assert win.driver.record.cursor == 1
    win.driver.close()


def test_a_whole_computer_game_with_animations(qtbot, window) -> None:
    """Thousands of Qt calls and animation steps (this caught a PySide6 refcount crash)."""
    window.speed_actions["fast"].setChecked(True)
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["easy", "medium"])
    window.start_table(record)
    window.apply_view_options()
    qtbot.waitUntil(lambda: record.state.is_over(), timeout=60000)
    assert window.panel.turn.text() == "Game over"


def test_move_list_navigation_and_playing_from_the_past_asks(qtbot, window,
                                                             monkeypatch) -> None:
    start(window, ["human", "human"])
    moves = list(play_first_moves(window, 3))
    window.panel.moves.setCurrentRow(1)  # as a click or the arrow keys would
    assert window.driver.record.cursor == 1 and window.driver.record.moves == moves
    asked = []

    def refuse(*args, **kwargs):
        asked.append(args)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", refuse)
    click_square(qtbot, window, window.driver.record.state.legal_moves()[-1])
    assert asked and window.driver.record.moves == moves
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    click_square(qtbot, window, window.driver.record.state.legal_moves()[-1])
    assert window.driver.record.cursor == 2 and len(window.driver.record.moves) == 2


def test_a_new_game_of_another_kind_replaces_the_running_one(window, qtbot):
    # The new scene was once shown the old game for a moment: an error dialog, no game.
    window.start_table(GameRecord(window.registry.get("reversi"), seed=1))
    window.start_table(GameRecord(window.registry.get("zen"), seed=1, deal_key=PLAIN))
    assert window.driver is not None
    assert window.driver.record.spec.id == "zen"
    assert window.stack.currentIndex() == 1


def test_help_shows_the_user_manual_in_the_window_language(window, qtbot):
    window.act_manual.trigger()
    browser = window.manual_window.browser
    assert browser.isVisible()
    assert "Welcome" in browser.toPlainText()
    browser.setSource(browser.source().resolved("zen.html"))
    assert "Zen l'Initié" in browser.toPlainText()
    window.set_language("fr")
    window.act_manual.trigger()
    assert window.manual_window.browser.source().path().endswith("/fr/index.html")


def test_continue_shows_a_game_name_with_an_ampersand_as_it_is(qtbot, window) -> None:
    window.start_page.set_continue("Continue: Black & White, move 8")
    assert window.start_page.continue_button.text() == "Continue: Black && White, move 8"


def test_the_start_page_offers_a_finished_game_as_finished(qtbot, window) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 5, ["easy", "easy"])
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    window.files.offer_game_in_progress(record)
    assert window.start_page.continue_button.text() == \
        "Back to the finished game: Black && White"
    window.set_language("fr")
    window.files.offer_game_in_progress(record)
    assert window.start_page.continue_button.text() == \
        "Revenir à la partie terminée : Black && White"


def test_in_french_a_word_said_alike_in_both_languages_is_shown_not_blank(qtbot,
                                                                          window) -> None:
    from PySide6.QtCore import QCoreApplication
    window.set_language("fr")
    assert [action.text() for action in window.menus.delay_actions.values()] == [
        "Aucun", "Court", "Long"]  # "Long" is the same word in French
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"  # Qt's own
    assert QCoreApplication.translate("Window", "a text no catalogue has") == \
        "a text no catalogue has"
    window.set_language("en")
    assert [action.text() for action in window.menus.delay_actions.values()] == [
        "None", "Short", "Long"]
