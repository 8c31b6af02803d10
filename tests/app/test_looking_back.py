"""Looking at an earlier move of the list: the window says which and how to go back (End,
or the panel's button), the computer is not called paused, and back at the last move the
game goes on; a greyed Undo says why it is off."""

import pytest

from qtgames.core.record import GameRecord
from qtgames.table.table import OTHERS_MOVES
from qtgames_duel.rules import END

GAMES = ["reversi", "zen", "duel", "roses", "chifoumi"]


def against_the_computer(window, game: str) -> GameRecord:
    """``game``, a person against the computer, some moves played: the person to move."""
    record = GameRecord(window.registry.get(game), {}, 3, ["human", "easy"])
    while len(record.moves) < 4 or record.state.to_move() != 0:
        assert not record.state.is_over()
        record.play(record.state.legal_moves()[0])
    window.start_table(record)
    return record


@pytest.mark.parametrize("game", GAMES)
def test_an_earlier_move_says_so_and_end_goes_back_to_the_game(window, game) -> None:
    record = against_the_computer(window, game)
    last = len(record.moves)
    window._goto(1)
    panel, menus = window.panel, window.menus
    assert panel.turn.text() == f"Move 1 of {last}"
    assert panel.status.text().startswith("You are looking at move 1 — "), panel.status.text()
    assert "paused" not in panel.status.text() and not menus.act_pause.isChecked()
    assert panel.back.isVisibleTo(window) and menus.act_last_move.isEnabled()
    window._board_refused("")                          # a click on the board
    assert window.statusBar().currentMessage().startswith("You are looking at move 1 — ")
    menus.act_last_move.trigger()                      # End
    assert record.cursor == last and not panel.back.isVisibleTo(window)
    assert not menus.act_last_move.isEnabled() and window.driver.human_to_move
    assert panel.turn.text().endswith("to play (human)")


def duel_after_the_computer(window) -> GameRecord:
    """Le Duel: the person lays two cards and ends the turn, the computer plays its turn."""
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, ["human", "easy"])
    for _ in range(2):
        record.play(next(m for m in record.state.legal_moves() if m != END))
    record.play(END)
    while record.state.to_move() == 1:                  # the computer's turn
        record.play(record.state.legal_moves()[-1])
    window.start_table(record)
    return record


def test_the_duel_looked_back_in_french(window) -> None:
    record = duel_after_the_computer(window)
    window.language_actions["fr"].trigger()
    window._goto(2)
    assert window.panel.status.text() == \
        "Vous regardez le coup 2 — revenez au dernier coup pour jouer (Fin)."
    window.panel.back.click()
    assert record.cursor == len(record.moves) and window.panel.status.text() == ""


def test_back_at_the_last_move_the_computer_to_move_plays(window, qtbot) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "easy"])
    record.play(record.state.legal_moves()[0])           # the computer is to move
    window.start_table(record)
    qtbot.waitUntil(lambda: len(record.moves) == 2)
    window._goto(1)
    assert not window.driver.thinking and not window.driver.paused
    window.menus.act_last_move.trigger()
    assert record.cursor == 2 and window.driver.human_to_move


def test_a_greyed_undo_says_why(window) -> None:
    duel_after_the_computer(window)
    undo = window.act_undo
    assert not undo.isEnabled()
    assert undo.toolTip() == "Undo: " + OTHERS_MOVES
    window.language_actions["fr"].trigger()
    assert "autre joueur" in undo.toolTip() and undo.toolTip().startswith("Annuler")


def test_back_at_the_last_move_the_status_line_no_longer_says_an_earlier_one(window) -> None:
    panel = window.panel
    panel.status.setText("")
    assert panel.show_browsing(5, 10, can_play=True)
    assert "move 5" in panel.status.text()
    assert not panel.show_browsing(None, 10)
    assert panel.status.text() == ""  # even where nothing else writes the line (a forced move)
    panel.status.setText("Hint: d3")
    assert not panel.show_browsing(None, 10)
    assert panel.status.text() == "Hint: d3"  # what another part said stays
