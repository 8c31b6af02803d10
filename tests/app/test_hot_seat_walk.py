"""The window under random play of Le Duel between two people: a few hundred steps of
cards laid, turns ended, undo, redo, rows of the move list chosen, players changed and the
curtain's button pressed; after each, the board drawn is exactly the view of the person who
last pressed the button (nothing while the curtain is up), and no text of the window names
a card hidden from them."""

import random

import pytest

from qtgames.app.mainwindow import MainWindow
from qtgames.app.sidepanel import browsing_text
from qtgames.core.record import GameRecord
from qtgames_duel.rules import END
from tests.app.test_duel_app import faces
from tests.core.test_table_properties import duel_secrets, mentions, top_state

STEPS = 150


def texts(window: MainWindow) -> list[str]:
    """Every text of the window that may name a card (not the counts of cards left)."""
    panel = window.panel
    curtain = window.board_stack.currentWidget() is window.curtain
    # The sentence naming the move looked at names its number, no card.
    looking = {browsing_text(panel, window.driver.record.cursor, can_play)
               for can_play in (False, True)}
    status = [] if panel.status.text() in looking else [panel.status.text()]
    return [window.act_undo.text(), window.act_redo.text(), *status,
            *([window.curtain.last_turn.text()] if curtain else []),
            *(panel.moves.item(row).text().split(". ", 1)[-1]
              for row in range(1, panel.moves.count()))]


def check(window: MainWindow, sitter: int | None) -> None:
    record = window.driver.record
    state = record.state
    if state.is_over():
        return
    if window.board_stack.currentWidget() is window.curtain:
        assert faces(window) == []          # the board behind the curtain draws nothing
        sitter = None
    else:
        assert sitter is not None
        assert window.scene.state.position() == state.view(sitter).position()
    secret = duel_secrets(top_state(record), sitter)
    for text in texts(window):
        named = mentions(text, record.spec) & (secret | (
            duel_secrets(state, sitter) if text == window.act_undo.text() else set()))
        assert not named, (text, named, sitter)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_hot_seat_play_never_shows_a_hidden_card(qtbot, window, seed: int) -> None:
    rng = random.Random(seed)
    record = GameRecord(window.registry.get("duel"), {}, seed, ["human", "human"])
    window.start_table(record)
    sitter: int | None = None
    for _ in range(STEPS):
        driver = window.driver
        state = driver.record.state
        action = rng.choice(["lay", "lay", "lay", "end", "undo", "redo", "row", "players",
                             "button", "button"])
        if action == "button" and window.board_stack.currentWidget() is window.curtain:
            sitter = driver.table.waiting_for
            window.curtain.button.click()
        elif action in ("lay", "end") and driver.human_to_move:
            moves = state.legal_moves()
            chosen = [m for m in moves if (m == END) == (action == "end")] or moves
            driver.human_move(rng.choice(chosen))
        elif action == "undo":
            before = driver.record.cursor
            window.act_undo.trigger()
            if driver.record.cursor < before:   # never into the other person's turn
                assert sitter is not None and driver.record.state.to_move() == sitter
        elif action == "redo":
            window.act_redo.trigger()
        elif action == "row":
            window.panel.moves.setCurrentRow(rng.randrange(window.panel.moves.count()))
        elif action == "players":
            players = rng.choice([["human", "random"], ["random", "human"],
                                  ["random", "random"], ["human", "human"]])
            driver.set_players(players)
            window.update_ui()
            check(window, sitter)
            driver.start()
            qtbot.waitUntil(lambda: not window.driver.thinking, timeout=10000)
            driver.set_players(["human", "human"])
            window.update_ui()
        if window.driver.record.state.is_over():   # a new game, behind the curtain
            window.start_table(GameRecord(record.spec, {}, rng.randrange(1000),
                                            ["human", "human"]))
            sitter = None
        check(window, sitter)
