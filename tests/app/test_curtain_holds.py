"""Two people at one screen, attacked through the window: every action of its menus and
toolbar, every shortcut, the Players dialog with every choice of seats, the computer on
both sides, pausing it. While the hand-over screen waits for the next person, no card
hidden from the public is drawn (Le Duel: no card of either hand) until a person claims
the screen; in Le Roi des Roses, where both hands lie face up, nothing the public cannot
see (the draw pile) is ever drawn."""

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox

from qtgames.app.mainwindow import MainWindow
from qtgames.core.record import GameRecord
from qtgames_duel.rules import END
from qtgames_roses.rules import DRAW
from tests.app.hidden_cards import hidden_cards_shown
from tests.app.test_hot_seat_secrets import ChosenPlayers


def menu_actions(menu: QMenu) -> Iterator[QAction]:
    """Every action of ``menu`` and its submenus (separators left out)."""
    for action in menu.actions():
        if action.menu() is not None:
            yield from menu_actions(action.menu())
        elif not action.isSeparator():
            yield action


def window_actions(window: MainWindow) -> list[QAction]:
    """Every action the window offers: its menus (Open Recent filled), its toolbar, the
    game's own commands."""
    window.files.fill_recent(window.menus.menu_recent)
    found: list[QAction] = []
    for top in window.menuBar().actions():
        if top.menu() is not None:
            found.extend(menu_actions(top.menu()))
    found.extend(action for action in window.menus.toolbar.actions()
                 if not action.isSeparator())
    found.extend(action for action in window.findChildren(QAction)
                 if not action.isSeparator() and action.menu() is None)
    unique = {id(action): action for action in found}
    return list(unique.values())


def name(action: QAction) -> str:
    return action.text().replace("&", "") or action.objectName() or repr(action)


@pytest.fixture
def no_dialogs(monkeypatch):
    """Every dialog an action opens is cancelled at once (the Players dialog is accepted
    only where a test chooses the players)."""
    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    monkeypatch.setattr(QMessageBox, "about", lambda *args: None)
    monkeypatch.setattr(QMessageBox, "information", lambda *args, **kwargs:
                        QMessageBox.StandardButton.Ok)


class Claims:
    """Counts the times a person claimed the screen (the hand-over's button)."""

    def __init__(self, window: MainWindow) -> None:
        self.count = 0
        window.curtain.ready.connect(self.claimed)

    def claimed(self) -> None:
        self.count += 1


class Watch:
    """Checks the window after every change of its game: while nobody has claimed the
    screen, no hidden card is drawn."""

    def __init__(self, window: MainWindow, game: str) -> None:
        self.window, self.game = window, game
        self.seen: list[tuple[str, set[object]]] = []
        self.doing = ""

    def follow(self) -> None:
        """Watch the window's current game."""
        assert self.window.driver is not None
        self.window.driver.changed.connect(self.check)

    def check(self) -> None:
        shown = hidden_cards_shown(self.window, self.game)
        if shown:
            self.seen.append((self.doing, shown))


def duel_hand_over(window: MainWindow, seed: int = 4) -> GameRecord:
    """Le Duel, two people: Player 1 claims the screen, lays two cards and ends the
    turn; the hand-over screen asks for Player 2."""
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, seed,
                        ["human", "human"])
    window.start_table(record)
    window.curtain.button.click()
    assert window.driver is not None and window.driver.table.viewer == 0
    for _ in range(2):
        window.driver.human_move(next(move for move in record.state.legal_moves()
                                       if move != END))
    window.driver.human_move(END)
    assert window.board_stack.currentWidget() is window.curtain
    assert window.driver.table.waiting_for == 1
    return record


def roses_shared(window: MainWindow, seed: int = 4) -> GameRecord:
    """Le Roi des Roses, two people at one screen (both hands face up: nobody is asked
    for), a few moves and a draw played."""
    record = GameRecord(window.registry.get("roses"), {}, seed, ["human", "human"])
    window.start_table(record)
    assert window.driver is not None
    for turn in range(6):
        moves = record.state.legal_moves()
        window.driver.human_move(DRAW if turn == 2 and DRAW in moves else moves[0])
    assert window.board_stack.currentWidget() is window.board
    return record


SETUPS: dict[str, Callable[[MainWindow], GameRecord]] = {
    "duel": duel_hand_over, "roses": roses_shared}


def assert_held(window: MainWindow, game: str, what: str) -> None:
    """Nothing hidden is on the boards; in Le Duel the hand-over screen (or the start
    page) is still up and Undo takes nothing back."""
    QApplication.processEvents()
    shown = hidden_cards_shown(window, game)
    assert not shown, f"{what}: {shown} drawn face up"
    if game == "duel" and window.driver is not None \
            and not window.driver.record.state.is_over():
        on_start_page = window.stack.currentWidget() is window.start_page
        assert on_start_page or window.board_stack.currentWidget() is window.curtain, what
        assert not window.act_undo.isEnabled(), what


def fresh(window: MainWindow, game: str, watch: Watch) -> GameRecord:
    """Back to the start of an attack: a new game at the moment to attack."""
    record = SETUPS[game](window)
    watch.follow()
    return record


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_every_action_and_shortcut_leaves_the_hidden_cards_hidden(
        qtbot, window, no_dialogs, game) -> None:
    watch, claims = Watch(window, game), Claims(window)
    fresh(window, game, watch)
    actions = window_actions(window)
    assert len(actions) > 30                              # the whole of the menus
    claimed = claims.count
    for action in actions:                                # each one on its own
        fresh(window, game, watch)
        claimed = claims.count
        watch.doing = name(action)
        action.trigger()
        assert_held(window, game, name(action))
        if action.isCheckable() and window.driver is not None:
            action.trigger()                              # and back
            assert_held(window, game, f"{name(action)} twice")
    assert claims.count == claimed
    for action in actions:                                # every shortcut, pressed
        for sequence in action.shortcuts():
            fresh(window, game, watch)
            claimed = claims.count
            combination = sequence[0]
            watch.doing = sequence.toString()
            target = QApplication.focusWidget() or window
            qtbot.keyClick(target, combination.key(), combination.keyboardModifiers())
            assert_held(window, game, sequence.toString())
            assert claims.count == claimed, f"{sequence.toString()} claimed the screen"
    fresh(window, game, watch)                            # every other key, in a row
    claimed = claims.count
    for key in KEYS:
        watch.doing = f"key {key.name}"
        for modifiers in MODIFIERS:
            qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)
            assert_held(window, game, f"{watch.doing} with {modifiers}")
    assert claims.count == claimed, "a key other than Space claimed the screen"
    fresh(window, game, watch)                            # all of them, one after another
    for _ in range(2):
        for action in actions:
            if action is window.menus.act_quit:
                continue
            watch.doing = f"in a row: {name(action)}"
            action.trigger()
            assert_held(window, game, watch.doing)
    window.menus.act_quit.trigger()
    assert_held(window, game, "Quit")
    assert not watch.seen, watch.seen


#: The keys a person may press on the hand-over screen, but Space: it presses the
#: screen's button, which is a person claiming the screen.
KEYS = [*(getattr(Qt.Key, f"Key_{char}") for char in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        *(getattr(Qt.Key, f"Key_F{number}") for number in range(1, 13)),
        Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab, Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Home,
        Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Left,
        Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Plus,
        Qt.Key.Key_Minus, Qt.Key.Key_Question]
MODIFIERS = [Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
             Qt.KeyboardModifier.AltModifier]

PLAYERS = ["human", "easy", "medium"]


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_every_choice_of_players_leaves_the_hidden_cards_hidden(
        qtbot, window, no_dialogs, monkeypatch, game) -> None:
    monkeypatch.setattr("qtgames.app.newgame.NewGameDialog", ChosenPlayers)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    watch = Watch(window, game)
    for first in PLAYERS:
        for second in PLAYERS:
            record = fresh(window, game, watch)
            for chosen in ([first, second], ["human", "human"]):
                monkeypatch.setattr(ChosenPlayers, "players_chosen", chosen)
                watch.doing = f"Players: {chosen}"
                window.menus.act_players.trigger()
                assert [seat.player for seat in record.seats] == chosen
                assert_held(window, game, watch.doing)
                window.menus.act_pause.trigger()          # paused, then not
                assert_held(window, game, f"{watch.doing}, paused")
                window.menus.act_pause.trigger()
                assert_held(window, game, f"{watch.doing}, paused and back")
    assert not watch.seen, watch.seen
