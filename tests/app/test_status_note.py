"""A status-bar message lasts no longer than the position it speaks of: a move, an undo or
a redo clears it, and the board's announcement with it (a forced move's announcement holds
until that move is played)."""

from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN


def start_roses(window) -> GameRecord:
    record = GameRecord(window.registry.get("roses"), {}, 1, ["human", "human"],
                        deal_key=PLAIN)
    window.start_table(record)
    return record


def play_one(window, record: GameRecord) -> None:
    window.driver.human_move(record.state.legal_moves()[0])


def test_a_message_is_cleared_when_the_position_changes(qtbot, window) -> None:
    record = start_roses(window)
    bar = window.statusBar()
    window.say("Red holds five cards and can play none: Red passes.")
    window.update_ui()                                       # same position: it stays
    assert bar.currentMessage().startswith("Red holds five cards")
    play_one(window, record)
    assert bar.currentMessage() == ""
    window.say("Hint: N2")
    window.act_undo.trigger()
    assert bar.currentMessage() == ""


def test_a_forced_move_s_announcement_stays_until_the_next_move(qtbot, window) -> None:
    record = start_roses(window)
    bar = window.statusBar()
    coming = record.state.legal_moves()[0]
    window.driver.forced.emit(coming)                       # announced before it is played
    said = bar.currentMessage()
    assert said
    assert window.board.banner.isVisible()                   # on the board too
    window.driver.human_move(coming)                        # the announced move is played
    assert bar.currentMessage() == said and window.board.banner.isVisible()
    play_one(window, record)
    assert bar.currentMessage() == ""
    assert not window.board.banner.isVisible()
