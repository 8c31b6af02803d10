"""The Game: Le Duel in the app: cards laid by click, drag or keys; ending the turn; the
curtain between two people; the opponent's cards never drawn face up."""

import re

from PySide6.QtCore import QPointF, Qt

from qtgames.app import filedialogs
from qtgames.app.mainwindow import MainWindow
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.table.autosave import autosave_path
from qtgames_duel.rules import END
from qtgames_duel.scene import Card
from tests.screen_saves import computer_cards_in


def start(win: MainWindow, players: list[str], seed: int = 4) -> GameRecord:
    """Start a game; between two people, the first player comes to the screen."""
    record = GameRecord(win.registry.get("duel"), {"first": "one"}, seed, players, deal_key=PLAIN)
    win.start_table(record)
    win.apply_view_options()
    if players.count("human") == 2:
        assert win.board_stack.currentWidget() is win.curtain
        win.curtain.button.click()
    return record


def click(qtbot, win: MainWindow, point: QPointF) -> None:
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=win.board.mapFromScene(point))


def card_centre(win: MainWindow, index: int) -> QPointF:
    return win.scene.hand_cards[index].sceneBoundingRect().center()


def pile_centre(win: MainWindow, target: tuple[int, int]) -> QPointF:
    return win.scene.pile_areas[target].center()


def lay_by_clicks(qtbot, win: MainWindow) -> None:
    scene = win.scene
    index = next(i for i in range(len(scene.hand_cards)) if scene._targets(i))
    click(qtbot, win, card_centre(win, index))
    assert scene.selected == index
    click(qtbot, win, pile_centre(win, scene._targets(index)[0]))


def faces(win: MainWindow) -> list[int]:
    """Values of every face-up card on the table."""
    return [item.value for item in win.scene.items()
            if isinstance(item, Card) and item.value is not None]


def hands_shown(win: MainWindow) -> set[int]:
    """The cards of a hand that the window shows or holds ready to show: the cards of both
    scenes (the game's and the one on screen), and any number in the menus' and the
    panel's texts."""
    state = win.driver.record.state
    in_hands = set(state.hands[0]) | set(state.hands[1])
    seen = {item.value for scene in (win.scene, win.board.scene()) if scene is not None
            for item in scene.items() if isinstance(item, Card) and item.value is not None}
    words = [win.act_undo.text(), win.act_redo.text(), win.panel.status.text(),
             win.panel.turn.text()]
    seen |= {int(number) for text in words for number in re.findall(r"\d+", text)}
    return seen & in_hands


def lay_a_turn(qtbot, win: MainWindow) -> None:
    lay_by_clicks(qtbot, win)
    lay_by_clicks(qtbot, win)
    click(qtbot, win, win.scene.end_button.sceneBoundingRect().center())


def test_a_turn_by_clicks_then_end_turn_and_the_computer_answers(qtbot, window) -> None:
    record = start(window, ["human", "medium"])
    lay_by_clicks(qtbot, window)
    assert record.cursor == 1 and END not in window.scene.legal
    lay_by_clicks(qtbot, window)
    assert END in window.scene.legal
    click(qtbot, window, window.scene.end_button.sceneBoundingRect().center())
    assert record.moves[2] == "end"
    qtbot.waitUntil(lambda: window.driver.human_to_move and record.cursor > 3, timeout=10000)
    assert record.state.to_move() == 0 and record.moves[-1] == "end"


def test_drag_a_card_onto_a_pile(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    scene = window.scene
    index = next(i for i in range(len(scene.hand_cards)) if scene._targets(i))
    target = scene._targets(index)[0]
    view = window.board
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(card_centre(window, index)))
    qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(pile_centre(window, target)))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       pos=view.mapFromScene(pile_centre(window, target)))
    assert record.cursor == 1


def test_keyboard_lays_cards_and_ends_the_turn(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    for _ in range(2):
        qtbot.keyClick(window.board, Qt.Key.Key_Right)
        while not window.scene._targets(window.scene.selected):
            qtbot.keyClick(window.board, Qt.Key.Key_Right)
        qtbot.keyClick(window.board, Qt.Key.Key_Down)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert record.cursor == 2
    qtbot.keyClick(window.board, Qt.Key.Key_E)
    assert record.moves[-1] == "end"


def test_two_people_a_curtain_hides_the_cards_between_turns(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    first_hand = list(record.state.hands[0])
    assert sorted(faces(window)) == sorted([*first_hand, 1, 60, 1, 60])
    lay_by_clicks(qtbot, window)
    lay_by_clicks(qtbot, window)
    click(qtbot, window, window.scene.end_button.sceneBoundingRect().center())
    assert window.board_stack.currentWidget() is window.curtain
    assert "Pass the computer to Player 2" in window.curtain.message.text()
    assert not window.scene.interactive
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.board_stack.currentWidget() is window.board
    state = record.state
    tops = [state.top(player, direction) for player in range(2) for direction in range(2)]
    assert sorted(faces(window)) == sorted([*state.hands[1], *tops])


def test_no_hint_while_the_curtain_hides_the_cards(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_by_clicks(qtbot, window)
    lay_by_clicks(qtbot, window)
    click(qtbot, window, window.scene.end_button.sceneBoundingRect().center())
    assert window.board_stack.currentWidget() is window.curtain
    assert not window.act_hint.isEnabled()
    window.hint()                                   # the H key reaches it even so
    window.driver.hintReady.emit("54vA")           # a hint asked before, arriving late
    assert "54vA" not in window.panel.status.text()
    assert record.cursor == 3
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.act_hint.isEnabled()


def test_two_people_a_new_game_starts_behind_the_curtain(qtbot, window) -> None:
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, ["human", "human"],
                        deal_key=PLAIN)
    window.start_table(record)
    assert window.board_stack.currentWidget() is window.curtain
    assert "Player 1" in window.curtain.message.text()
    assert hands_shown(window) == set()
    window.curtain.button.click()
    assert hands_shown(window) == set(record.state.hands[0])


def test_moves_chosen_in_the_list_behind_the_curtain_stay_hidden(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    assert window.board_stack.currentWidget() is window.curtain
    for index in (1, 0, 2, 3, 1):        # Player 1's moves, then Player 2's turn again
        window.panel.moves.setCurrentRow(index)
        assert record.cursor == index
        assert window.board_stack.currentWidget() is window.curtain
        assert hands_shown(window) == set(), index
    window.curtain.button.click()            # Player 2 comes, and sees only their own hand
    assert record.state.to_move() == 0       # (and the cards laid next, named by Redo)
    laid_next = {int(move[:2]) for move in record.moves[record.cursor:] if move[:2].isdigit()}
    assert set(record.state.hands[1]) <= hands_shown(window)
    assert hands_shown(window) & set(record.state.hands[0]) <= laid_next


def test_undo_and_redo_stay_in_the_turn_of_the_person_at_the_screen(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    window.curtain.button.click()           # Player 2 at the screen
    assert not window.act_undo.isEnabled()  # Player 1's turn is not theirs to take back
    lay_by_clicks(qtbot, window)
    for action, cursor in ((window.act_undo, 3), (window.act_redo, 4), (window.act_undo, 3),
                           (window.act_undo, 3)):
        action.trigger()
        assert record.cursor == cursor and record.state.to_move() == 1
        assert window.board_stack.currentWidget() is window.board
        assert hands_shown(window) == set(record.state.hands[1]), action.text()
    assert window.act_redo.text() == "&Redo"   # the card undone is back in the hand


def test_a_saved_two_person_game_opens_and_continues_behind_the_curtain(
        qtbot, window, tmp_path, monkeypatch) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    window.curtain.button.click()
    lay_by_clicks(qtbot, window)
    path = tmp_path / "duel.qtgame"
    saves.save(record, path)
    for opening in ("open", "continue"):
        again = MainWindow(window.registry)
        qtbot.addWidget(again)
        again.show()
        if opening == "open":
            again.files.open_file(str(path))
        else:
            qtbot.waitUntil(lambda w=again: w.start_page.continue_button.isVisibleTo(w))
            again.start_page.continue_button.click()
        qtbot.waitUntil(lambda w=again: w.driver is not None)
        assert again.board_stack.currentWidget() is again.curtain, opening
        assert "Player 2" in again.curtain.message.text()
        assert hands_shown(again) == set(), opening
        again.curtain.button.click()
        assert hands_shown(again) == set(again.driver.record.state.hands[1])
        again.driver.close()


def test_the_move_list_and_undo_name_the_player_the_card_and_the_pile(qtbot, window) -> None:
    record = start(window, ["human", "easy"])
    card, side, direction = next(m for m in record.state.legal_moves() if m != END)
    window.driver.human_move((card, side, direction))
    arrow = "▲" if direction == 0 else "▼"
    pile = "own pile" if side == 0 else "Player 2's pile"
    label = f"Player 1: {card:02d} {arrow} on {pile}"
    assert window.panel.moves.item(1).text() == f"1. {label}"
    assert window.act_undo.text() == f"&Undo {label}"
    window.driver.human_move(next(m for m in record.state.legal_moves() if m != END))
    window.driver.human_move(END)
    qtbot.waitUntil(lambda: record.cursor > 3 and window.driver.human_to_move, timeout=10000)
    texts = [window.panel.moves.item(row).text() for row in range(window.panel.moves.count())]
    assert texts[3] == "3. Player 1: end of turn"
    assert texts[4].startswith("4. Player 2: ")
    window.language_actions["fr"].trigger()
    assert window.panel.moves.item(3).text() == "3. Joueur 1 : fin du tour"


def test_the_cards_laid_this_turn_stay_on_the_table_in_french(qtbot, window) -> None:
    window.language_actions["fr"].trigger()
    record = start(window, ["human", "easy"])
    window.driver.human_move(next(m for m in record.state.legal_moves() if m != END))
    labels = [item for item in window.scene.items() if hasattr(item, "text")
              and item.text().startswith("Cartes posées ce tour")]
    assert len(labels) == 1
    table = window.scene.sceneRect().adjusted(10, 10, -10, -10)
    assert table.contains(labels[0].sceneBoundingRect())


def test_the_computer_playing_both_sides_shows_only_the_hand_of_who_sits_there(
        qtbot, window) -> None:
    record = start(window, ["human", "human"])          # Player 1 at the screen
    window.act_both.trigger()
    qtbot.waitUntil(lambda: record.cursor >= 4 and record.state.to_move() == 1, timeout=20000)
    assert hands_shown(window) <= set(record.state.hands[0])
    # Both players hold cards of the same numbers: only the other's own numbers tell.
    assert not hands_shown(window) & (set(record.state.hands[1]) - set(record.state.hands[0]))
    window.act_both.trigger()                           # the seats go back to the people
    assert [seat.player for seat in record.seats] == ["human", "human"]
    qtbot.waitUntil(lambda: not window.driver.thinking, timeout=20000)
    if record.state.to_move() == 1:
        assert window.board_stack.currentWidget() is window.curtain
        assert "Pass the computer to Player 2" in window.curtain.message.text()
        assert hands_shown(window) == set()


def test_no_curtain_where_the_secret_is_everyone_s(qtbot, window) -> None:
    record = GameRecord(window.registry.get("roses"), {}, 1, ["human", "human"], deal_key=PLAIN)
    window.start_table(record)                   # only the draw pile is hidden, from all
    assert window.board_stack.currentWidget() is window.board
    window.driver.human_move(record.state.legal_moves()[0])
    assert record.state.to_move() == 1
    assert window.board_stack.currentWidget() is window.board


def test_between_two_people_there_is_no_computer_to_pause(qtbot, window) -> None:
    record = start(window, ["human", "human"])
    lay_a_turn(qtbot, window)
    window.curtain.button.click()            # Player 2 at the screen
    window.panel.moves.setCurrentRow(1)      # back into Player 1's turn, then to the end
    window.panel.moves.setCurrentRow(len(record.moves))
    assert not window.menus.act_pause.isEnabled()
    assert not window.menus.act_pause.isChecked()
    window.driver.set_players(["human", "medium"])
    window.update_ui()
    assert window.menus.act_pause.isEnabled()


def test_a_save_and_the_autosave_against_the_computer_hold_no_card_of_its_hand(
        qtbot, window, tmp_path, monkeypatch) -> None:
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, ["human", "hard"])
    window.start_table(record)
    window.apply_view_options()
    lay_a_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.driver.human_to_move and record.cursor > 3, timeout=10000)
    target = tmp_path / "mine"
    monkeypatch.setattr(filedialogs, "ask_save_path", lambda *a, **k: str(target))
    window.act_save.trigger()
    saved = target.with_suffix(".qtgame")
    assert computer_cards_in(saved, record, 1) == set()
    assert computer_cards_in(autosave_path(), record, 1) == set()
    mine, moves = list(record.state.hands[0]), list(record.moves)
    monkeypatch.setattr(filedialogs, "ask_open_path", lambda *a, **k: str(saved))
    window.act_open.trigger()  # replayed in the background, the computer's hand drawn afresh
    qtbot.waitUntil(lambda: window.driver.record is not record
                    and window.driver.record.moves == moves)
    loaded = window.driver.record
    assert loaded.state.hands[0] == mine and len(loaded.state.hands[1]) == 6
    lay_a_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.driver.human_to_move and loaded.cursor > len(moves) + 3,
                    timeout=10000)
