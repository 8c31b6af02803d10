"""Switching games from the window: the start page's gallery, the game chooser of the New
Game dialog, Game › Choose Game…, and what Continue offers."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from qtgames.app.newgame import NewGameDialog
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.table.autosave import autosave_path


def accept_dialog(monkeypatch, choose=None) -> list[NewGameDialog]:
    """Make the New Game dialog accept at once, after ``choose(dialog)``; the dialogs shown."""
    shown: list[NewGameDialog] = []

    def run(dialog: NewGameDialog) -> int:
        shown.append(dialog)
        if choose is not None:
            choose(dialog)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", run)
    return shown


def test_one_click_on_a_game_card_starts_a_game_of_that_kind(qtbot, window,
                                                              monkeypatch) -> None:
    shown = accept_dialog(monkeypatch)
    card = window.start_page.card("zen")
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert shown and window.driver.record.spec.id == "zen"
    assert window.stack.currentIndex() == 1


def test_the_keyboard_starts_a_game_from_the_gallery(qtbot, window, monkeypatch) -> None:
    accept_dialog(monkeypatch)
    cards = window.start_page.cards
    assert cards[0].hasFocus()
    qtbot.keyClick(cards[0], Qt.Key.Key_Right)
    qtbot.keyClick(cards[1], Qt.Key.Key_Right)
    card = window.start_page.card("duel")
    assert card.hasFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert window.driver.record.spec.id == "duel"


def test_the_new_game_dialog_switches_to_another_game_after_the_unsaved_question(
        qtbot, window, monkeypatch) -> None:
    window.start_table(GameRecord(window.registry.get("reversi"), {"size": 6}, 3,
                                    ["human", "human"]))
    window.driver.human_move(window.driver.record.state.legal_moves()[0])
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args) or
                        QMessageBox.StandardButton.Cancel)

    def choose_zen(dialog: NewGameDialog) -> None:
        dialog.game_box.setCurrentIndex(dialog.game_box.findText("Zen l'Initié"))
        assert "Zen" in dialog.windowTitle() and "variant" in dialog.options()

    accept_dialog(monkeypatch, choose_zen)
    window.menus.act_new.trigger()
    assert asked and window.driver.record.spec.id == "reversi"   # cancelled: nothing
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Discard)
    window.menus.act_new.trigger()
    assert window.driver.record.spec.id == "zen"


def test_choose_game_shows_the_gallery_and_continue_goes_back(qtbot, window,
                                                             monkeypatch) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.legal_moves()[0])
    window.menus.act_home.trigger()
    assert window.stack.currentIndex() == 0
    assert not window.act_undo.isEnabled() and not window.act_hint.isEnabled()
    assert window.start_page.continue_button.isVisibleTo(window)
    assert "move 1" in window.start_page.continue_button.text()
    window.start_page.continue_button.click()
    assert window.stack.currentIndex() == 1 and window.driver.record is record
    assert window.act_undo.isEnabled()
    window.start_table(GameRecord(window.registry.get("zen"), {}, 3, ["human", "human"],
                                    deal_key=PLAIN))
    window.menus.act_home.trigger()                 # a game without a move yet
    assert window.start_page.continue_button.isVisibleTo(window)
    window.start_page.continue_button.click()
    assert window.stack.currentIndex() == 1


def test_discarding_a_game_means_continue_never_offers_it(qtbot, window,
                                                          monkeypatch) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.legal_moves()[0])
    assert autosave_path().is_file()
    accept_dialog(monkeypatch)          # a new game; the question is answered Discard
    window.new_game("zen")
    assert window.driver.record.spec.id == "zen"
    assert not window.driver.record.moves
    window.close()
    again = type(window)(window.registry)
    qtbot.addWidget(again)
    qtbot.wait(200)                     # any replay of an autosave would be done
    assert not again.start_page.continue_button.isVisibleTo(again)


def test_opening_a_file_makes_it_the_game_continue_offers(qtbot, window, tmp_path) -> None:
    record = GameRecord(window.registry.get("zen"), {}, 3, ["human", "human"], deal_key=PLAIN)
    record.play(record.state.legal_moves()[0])
    record.play(record.state.legal_moves()[0])
    path = tmp_path / "zen.qtgame"
    saves.save(record, path)
    window.start_table(GameRecord(window.registry.get("reversi"), {"size": 6}, 3))
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.driver.record.spec.id == "zen")
    assert saves.load(autosave_path(), window.registry.get).moves == record.moves
    window.close()
    again = type(window)(window.registry)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.start_page.continue_button.isVisibleTo(again))
    assert again.start_page.continue_button.text() == "Continue: Zen l'Initié, move 2"


def test_closing_keeps_the_game_for_continue_without_asking(qtbot, window,
                                                            monkeypatch) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.legal_moves()[0])
    monkeypatch.setattr(QMessageBox, "question", lambda *args: pytest_fail(args))
    window.close()
    assert saves.load(autosave_path(), window.registry.get).moves == record.moves


def pytest_fail(args: object) -> None:
    raise AssertionError(f"asked: {args}")


def test_the_new_game_dialog_is_wide_enough_for_its_whole_title(qtbot, window) -> None:
    from PySide6.QtGui import QFontMetrics
    for lang in ("en", "fr"):
        window.language_actions[lang].trigger()
        for spec in window.registry.games.values():
            dialog = NewGameDialog(spec, lang, window, games=list(window.registry.games.values()))
            qtbot.addWidget(dialog)
            dialog.show()
            title = QFontMetrics(dialog.font()).horizontalAdvance(dialog.windowTitle())
            # The title bar also holds the window's icon and its buttons.
            assert dialog.width() >= title + 160, (lang, dialog.windowTitle())
            dialog.close()


def test_each_card_shows_the_last_game_of_its_kind(qtbot, window, monkeypatch) -> None:
    def two_levels(dialog: NewGameDialog) -> None:
        dialog.seat_boxes[0].setCurrentIndex(dialog.seat_boxes[0].findData("human"))
        dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData("hard"))

    accept_dialog(monkeypatch, two_levels)
    window.new_game("reversi")
    window.menus.act_home.trigger()
    assert window.start_page.card("reversi").last.text() == \
        "Last game: Human against Computer: Hard"
    assert not window.start_page.card("zen").last.isVisibleTo(window)
    shown = accept_dialog(monkeypatch)
    window.new_game("reversi")                      # the dialog proposes the same again
    assert shown[-1].players() == ["human", "hard"]


def test_an_option_of_the_text_version_only_is_not_offered_in_the_window(qtbot, window) -> None:
    roses = window.registry.get("roses")
    assert [option.key for option in roses.options if option.text_only] == ["display"]
    dialog = NewGameDialog(roses, "en", window, games=list(window.registry.games.values()))
    qtbot.addWidget(dialog)
    assert "display" not in dialog.options()
    assert dialog.option_group.isHidden()  # Roses has no other option
    reversi = NewGameDialog(window.registry.get("reversi"), "en", window)
    qtbot.addWidget(reversi)
    assert set(reversi.options()) == {"size", "first"} and not reversi.option_group.isHidden()
