"""Le Duel between two people at one computer: no path shows one person the other's hand
(changing players behind the curtain, undoing into the other's turn, choosing a past row of
the move list, the moves undone in the list)."""

from typing import ClassVar

from PySide6.QtCore import Qt

from qtgames.app.mainwindow import MainWindow
from qtgames_duel.rules import END
from tests.app.hidden_cards import hidden_cards_shown, press_curtain_if_shown
from tests.app.test_duel_app import faces, hands_shown, lay_a_turn, lay_by_clicks, start


class ChosenPlayers:
    """Stands for the Players dialog: OK pressed with ``players`` chosen."""

    players_chosen: ClassVar[list[str]] = []

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def exec(self) -> bool:
        return True

    def players(self) -> list[str]:
        return list(self.players_chosen)


def choose_players(monkeypatch, window: MainWindow, players: list[str]) -> None:
    """Move › Players…, with ``players`` chosen and OK pressed."""
    monkeypatch.setattr("qtgames.app.newgame.NewGameDialog", ChosenPlayers)
    monkeypatch.setattr(ChosenPlayers, "players_chosen", players)
    window.menus.act_players.trigger()


def test_players_changed_behind_the_curtain_show_no_hand(qtbot, window, monkeypatch) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    assert window.board_stack.currentWidget() is window.curtain   # waiting for Player 2
    choose_players(monkeypatch, window, ["easy", "human"])
    assert [seat.player for seat in record.seats] == ["easy", "human"]
    assert window.board_stack.currentWidget() is window.curtain
    assert hands_shown(window) == set()
    choose_players(monkeypatch, window, ["human", "human"])
    assert window.board_stack.currentWidget() is window.curtain
    assert hands_shown(window) == set()
    window.curtain.button.click()                                  # Player 2 comes
    assert hands_shown(window) == set(record.state.hands[1])


def test_undo_on_the_second_turn_never_reaches_the_first_player_s(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    window.curtain.button.click()                                  # Player 2 at the screen
    lay_by_clicks(qtbot, window)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        press_curtain_if_shown(window)
    assert record.state.to_move() == 1 and record.cursor == 3
    assert not window.act_undo.isEnabled()
    # Both players hold cards of the same numbers: only the other's own numbers tell.
    assert hands_shown(window) & (set(record.state.hands[0]) - set(record.state.hands[1])) \
        == set()
    assert hands_shown(window) == set(record.state.hands[1])


def test_a_past_row_of_the_other_player_shows_only_what_this_one_saw(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    window.curtain.button.click()                                  # Player 2 at the screen
    for row in (1, 0, 2):                                          # Player 1 to move there
        window.panel.moves.setCurrentRow(row)
        press_curtain_if_shown(window)
        assert record.cursor == row and record.state.to_move() == 0
        assert window.board_stack.currentWidget() is window.board
        assert set(faces(window)) & set(record.state.hands[0]) == set(), row
        assert set(record.state.hands[1]) <= set(faces(window))      # as Player 2 saw it
    assert window.panel.moves.item(3).text() == "3. Player 1: end of turn"  # public
    window.panel.moves.setCurrentRow(3)
    assert window.scene.interactive


def test_moves_undone_are_not_named_in_the_list(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    window.curtain.button.click()
    card = next(move for move in record.state.legal_moves() if move != END)
    window.driver.human_move(card)
    row = window.panel.moves.item(4).text()
    assert f"{card[0]:02d}" in row and row.startswith("4. Player 2: ")
    window.act_undo.trigger()
    assert card[0] in record.state.hands[1]                       # back in the hand
    texts = [window.panel.moves.item(index).text() for index in range(window.panel.moves.count())]
    assert texts[4].startswith("4. Player 2: ")
    assert not any(f"{card[0]:02d}" in text for text in texts), texts
    assert f"{card[0]:02d}" not in window.act_redo.text()
    window.act_redo.trigger()
    assert f"{card[0]:02d}" in window.panel.moves.item(4).text()


def test_the_hand_over_screen_says_who_is_next_and_what_the_last_turn_did(
        qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    assert window.board_stack.currentWidget() is window.curtain
    curtain = window.curtain
    labels = [window.panel.moves.item(row).text().split(". ", 1)[1] for row in (1, 2, 3)]
    assert labels[2] == "Player 1: end of turn"
    # The end of the turn is implied: one laid card a line, under a title of its own.
    assert curtain.last_turn_title.text() == "Last turn"
    assert curtain.last_turn.text().split("\n") == labels[:2]
    assert curtain.message.text() == "Pass the computer to Player 2."
    assert curtain.message.font().pointSizeF() > curtain.last_turn.font().pointSizeF()
    assert curtain.last_turn.wordWrap()
    assert hands_shown(window) == set() and record.state.to_move() == 1
    assert [row.turn.text() for row in window.panel.players.rows] == ["", "▶"]
    window.language_actions["fr"].trigger()
    assert curtain.last_turn_title.text() == "Dernier tour"
    assert len(curtain.last_turn.text().split("\n")) == 2


def test_computer_plays_both_sides_during_a_hand_over_keeps_the_screen_hidden(
        qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    assert window.board_stack.currentWidget() is window.curtain   # waiting for Player 2
    window.menus.act_both.trigger()                                # Ctrl+D
    played = len(record.moves)
    # The computers play on behind the hand-over screen, which nobody has claimed.
    qtbot.waitUntil(lambda: len(record.moves) >= played + 3, timeout=60_000)
    assert not record.state.is_over() and not window.driver.paused
    assert window.board_stack.currentWidget() is window.curtain
    assert hidden_cards_shown(window, "duel") == set()
    assert not window.act_undo.isEnabled() and not window.act_hint.isEnabled()
    assert window.curtain.message.text() == "Pass the computer to Player 2."
    window.curtain.button.click()                                  # Player 2 claims it
    assert hands_shown(window) == set(record.state.hands[1])
    window.menus.act_both.trigger()                                # back to two people
    assert window.seats.before_both_sides is None
    assert [seat.player for seat in record.seats] == ["human", "human"]


def test_both_seats_given_to_the_computer_behind_the_curtain_show_no_hand(
        qtbot, window, monkeypatch) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    choose_players(monkeypatch, window, ["easy", "easy"])
    played = len(record.moves)
    qtbot.waitUntil(lambda: len(record.moves) >= played + 3, timeout=60_000)
    assert not record.state.is_over() and not window.driver.paused
    assert window.board_stack.currentWidget() is window.curtain
    assert hidden_cards_shown(window, "duel") == set() and not window.act_undo.isEnabled()
    choose_players(monkeypatch, window, ["human", "human"])        # the people come back
    assert window.board_stack.currentWidget() is window.curtain
    mover = record.state.to_move()
    assert window.curtain.message.text() == f"Pass the computer to Player {mover + 1}."
    window.curtain.button.click()
    assert hands_shown(window) == set(record.state.hands[mover])


def test_restart_while_the_computer_plays_both_sides_restarts_the_people_s_game(
        qtbot, window) -> None:
    start(window, ["human", "human"])
    window.menus.act_both.trigger()                # Player 1, at the screen, watches
    window.act_restart.trigger()
    record = window.driver.record
    assert [seat.player for seat in record.seats] == ["medium", "medium"]
    assert window.menus.act_both.isChecked()
    assert window.board_stack.currentWidget() is window.curtain   # a new deal: nobody's yet
    assert hidden_cards_shown(window, "duel") == set()
    window.menus.act_both.trigger()
    assert [seat.player for seat in record.seats] == ["human", "human"]
    assert window.board_stack.currentWidget() is window.curtain


def test_a_new_game_forgets_the_players_the_computer_took_over(qtbot, window) -> None:
    start(window, ["human", "human"])
    window.menus.act_both.trigger()
    record = start(window, ["human", "medium"])
    assert not window.menus.act_both.isChecked() and window.seats.before_both_sides is None
    window.menus.act_both.trigger()
    window.menus.act_both.trigger()
    assert [seat.player for seat in record.seats] == ["human", "medium"]


def test_who_is_next_is_never_cut_when_it_wraps(qtbot, window) -> None:
    start(window, ["human", "human"])
    window.resize(700, 500)
    lay_a_turn(qtbot, window)
    message = window.curtain.message
    qtbot.waitUntil(lambda: message.width() > 0)
    assert message.height() >= message.heightForWidth(message.width())
    assert message.width() >= message.fontMetrics().horizontalAdvance("Player 2.")
