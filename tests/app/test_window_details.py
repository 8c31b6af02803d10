"""The window's small promises: the start page's title, the last game on each card, the
Open dialog's folder, and a greyed Sounds entry that says why."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from qtgames.app import filedialogs
from qtgames.app import sounds as sound_module
from qtgames.app.mainwindow import MainWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from tests.app.test_leaving_a_game import unfinished_reversi


def test_the_start_page_title_names_the_program_not_the_game_left(window) -> None:
    window.start_table(GameRecord(window.registry.get("duel"), {}, 1))
    assert window.windowTitle() == "The Game: Le Duel — New game"
    window.menus.act_home.trigger()
    assert window.windowTitle() == "qtgames"
    window.driver.changed.emit()  # the game goes on behind the start page
    assert window.windowTitle() == "qtgames"


def test_the_card_names_the_players_of_a_game_opened_or_changed_in_the_window(
        window, monkeypatch, tmp_path: Path) -> None:
    window.settings.set_last_game("reversi", ["human", "easy"], {})
    path = tmp_path / "two.qtgame"
    saves.save(unfinished_reversi(), path)  # two people
    window.files.open_file(str(path))
    window.files._stop_replay()
    window.files._opened(path, saves.load(path, window.registry.get))
    window.menus.act_home.trigger()
    assert window.start_page.card("reversi").last.text() == "Last game: Human against Human"

    def seats(dialog: NewGameDialog) -> None:
        dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData("hard"))

    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: seats(dialog) or 1)
    window.seats.change_players()
    window.menus.act_home.trigger()
    assert window.start_page.card("reversi").last.text() == \
        "Last game: Human against Computer: Hard"


def test_open_starts_in_the_folder_of_the_last_game_opened(window, monkeypatch,
                                                           tmp_path: Path) -> None:
    folders: list[str] = []
    monkeypatch.setattr(filedialogs, "ask_open_path",
                        lambda parent, title, folder, name_filter: folders.append(folder))
    window.files.open_file()
    (tmp_path / "games").mkdir()
    window.settings.add_recent(str(tmp_path / "games" / "one.qtgame"))
    window.files.open_file()
    assert folders[0] != str(tmp_path / "games") and folders[1] == str(tmp_path / "games")


def test_sounds_greyed_out_says_why_in_its_own_text(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(sound_module, "_sound_effect_class", lambda: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: None)
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    action = window.appearance.act_sounds
    assert not action.isEnabled()
    assert action.text() == "&Sounds (unavailable: no sound player)"
    assert "No sound player here" in action.toolTip()
    assert window.menus.menu_view.toolTipsVisible()
