"""A click or key the board refuses is answered: the square flashes red and the status
line says why, in the window's language."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from qtgames.core.record import GameRecord
from tests.app.hidden_cards import press_curtain_if_shown


def reversi(window, players=("human", "human")) -> GameRecord:
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 1, list(players))
    window.start_table(record)
    return record


def test_a_click_on_a_taken_square_flashes_and_says_why(window) -> None:
    record = reversi(window)
    scene = window.scene
    scene.square_activated(3, 3)  # d4: a disc is there
    assert window.panel.status.text() == "That square is already taken."
    assert scene.flash is not None and scene.flash.scene() is scene
    assert record.moves == []


def test_a_square_that_flanks_nothing_is_refused_with_the_rules_reason(window) -> None:
    reversi(window)
    window.scene.square_activated(0, 0)
    assert window.panel.status.text() == "A pawn there would not flank any opposing pawn."


def test_enter_on_a_refused_square_says_why_in_french(window) -> None:
    window.language_actions["fr"].trigger()
    reversi(window)
    scene = window.scene
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down):  # the cursor shows, then goes to a2
        QApplication.sendEvent(scene, QKeyEvent(QKeyEvent.Type.KeyPress, key,
                                                Qt.KeyboardModifier.NoModifier))
    QApplication.sendEvent(scene, QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Return,
                                            Qt.KeyboardModifier.NoModifier))
    assert window.panel.status.text().startswith("Un pion")
    assert scene.flash is not None


def test_a_click_when_the_board_takes_no_move_says_why(window) -> None:
    record = reversi(window)
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    window.driver.changed.emit()
    assert not window.scene.interactive
    window.scene.refuse_square(0, 0)
    assert window.panel.status.text() == "The game is over: no more moves."


def test_zen_says_why_a_square_holds_no_pawn_to_move(window) -> None:
    window.start_table(GameRecord(window.registry.get("zen"), {"first": "black"}, 1,
                                    ["human", "human"]))
    scene = window.scene
    empty = next((row, col) for row in range(11) for col in range(11)
                 if not any(origin == scene.square_of(row, col) for origin, _ in scene.legal))
    scene.square_activated(*empty)
    assert window.panel.status.text() == "No pawn of yours can move from there."


def test_every_zen_mark_is_in_its_rules_page_and_the_boards_legend(window) -> None:
    spec = window.registry.get("zen")
    for lang, words in (("en", ("Yin-Yang", "Yellow squares", "Green square", "Green dots",
                                "Red ring", "Red flash")),
                        ("fr", ("Yin-Yang", "Cases jaunes", "Case verte", "Points verts",
                                "Anneau rouge", "Éclair rouge"))):
        rules = spec.rules_text(lang)
        assert all(word in rules for word in words), lang
    window.start_table(GameRecord(spec, {"first": "black"}, 1, ["human", "human"]))
    assert "Red ring: a capture there" in window.board.toolTip()
    window.language_actions["fr"].trigger()
    assert "Anneau rouge : une prise" in window.board.toolTip()
    reversi(window)
    assert "Anneau rouge" not in window.board.toolTip()  # each board has its own legend


def test_chifoumi_says_why_a_square_holds_no_stack_to_move(window) -> None:
    from qtgames_chifoumi.rules import on_cross

    window.start_table(GameRecord(window.registry.get("chifoumi"), {}, 1,
                                    ["human", "human"]))
    scene = window.scene
    origins = scene._origins()
    empty = next((row, col) for row in range(scene.rows) for col in range(scene.cols)
                 if on_cross((row, col)) and (row, col) not in origins)
    scene.square_activated(*empty)
    assert window.panel.status.text() == "None of your stacks can move from there."
    assert scene.flash is not None


def duel(window, players=("human", "human")) -> GameRecord:
    from qtgames.core.rng import PLAIN

    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, list(players),
                        deal_key=PLAIN)
    window.start_table(record)
    press_curtain_if_shown(window)
    return record


def test_duel_end_turn_before_two_cards_flashes_and_says_why(window) -> None:
    record = duel(window)
    scene = window.scene
    QApplication.sendEvent(scene, QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_E,
                                            Qt.KeyboardModifier.NoModifier))
    assert window.panel.status.text() == "Lay at least two cards before ending your turn."
    assert scene.flash is not None and scene.flash.scene() is scene
    assert record.moves == []


def test_duel_a_pile_clicked_with_no_card_chosen_says_to_choose_one_in_french(window) -> None:
    from qtgames_duel.rules import ASCENDING, OWN

    window.language_actions["fr"].trigger()
    duel(window)
    scene = window.scene
    QApplication.sendEvent(scene, QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Return,
                                            Qt.KeyboardModifier.NoModifier))
    assert window.panel.status.text() == "Choisissez d'abord une carte de votre main."
    assert scene.flash is not None
    assert (OWN, ASCENDING) in scene.pile_areas


def test_duel_a_card_laid_on_a_pile_it_does_not_fit_gives_the_rules_reason(window) -> None:
    record = duel(window)
    scene = window.scene
    state = record.state
    hand = state.hands[state.seen_from()]
    index, target = next((i, target) for i, card in enumerate(hand)
                         for target in scene.pile_areas
                         if scene._targets(i) and target not in scene._targets(i))
    scene.selected = index
    scene._lay(index, target)
    reason = state.check_move((hand[index], *target))
    assert reason is not None
    assert window.panel.status.text().lower() == reason.lower() + "."
    assert scene.flash is not None and record.moves == []


def test_duel_a_click_on_a_pile_once_the_game_is_over_says_why(qtbot, window) -> None:
    record = duel(window)
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    window.driver.changed.emit()
    scene = window.scene
    assert not scene.interactive
    point = scene.pile_areas[next(iter(scene.pile_areas))].center()
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.board.mapFromScene(point))
    assert window.panel.status.text() == "The game is over: no more moves."
    assert scene.flash is not None


def roses(window) -> GameRecord:
    record = GameRecord(window.registry.get("roses"), {}, 1, ["human", "human"])
    window.start_table(record)
    press_curtain_if_shown(window)
    return record


def test_roses_a_square_no_card_reaches_gives_why(window) -> None:
    from qtgames_roses.rules import SIZE

    record = roses(window)
    state = record.state
    reached = {state.target(card) for card in state.hands[state.to_move()]}
    square = next(index for index in range(SIZE * SIZE) if index not in reached)
    window.scene.square_activated(square // SIZE, square % SIZE)
    assert window.panel.status.text() == "No card in your hand takes the king there."
    assert window.scene.flash is not None and record.moves == []


def test_roses_a_square_an_unplayable_card_reaches_gives_the_rules_reason(window) -> None:
    from qtgames_roses.rules import SIZE

    record = roses(window)
    state = record.state
    while True:
        hand = state.hands[state.to_move()]
        blocked = [card for card in hand if state.target(card) is not None
                   and state.check_move(card) and not any(
                       other in state.legal_moves() and state.target(other) ==
                       state.target(card) for other in hand)]
        if blocked or state.is_over():
            break
        record.play(state.legal_moves()[0])
        state = record.state
    assert blocked
    window.driver.changed.emit()
    press_curtain_if_shown(window)
    target = state.target(blocked[0])
    assert target is not None
    window.scene.square_activated(target // SIZE, target % SIZE)
    assert window.panel.status.text() == "The king would land on a pawn."


def chifoumi_click(qtbot, window, square) -> None:
    point = window.scene.centre(*square)
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.board.mapFromScene(point))


def test_chifoumi_a_click_once_the_game_is_over_flashes_and_says_why(qtbot, window) -> None:
    record = GameRecord(window.registry.get("chifoumi"), {}, 1, ["human", "human"])
    window.start_table(record)
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    window.driver.changed.emit()
    scene = window.scene
    assert not scene.interactive
    chifoumi_click(qtbot, window, (3, 3))
    assert window.panel.status.text() == "The game is over: no more moves."
    assert scene.flash is not None


def test_chifoumi_a_mouse_click_on_an_empty_square_says_why(qtbot, window) -> None:
    from qtgames_chifoumi.rules import on_cross

    window.start_table(GameRecord(window.registry.get("chifoumi"), {}, 1,
                                    ["human", "human"]))
    scene = window.scene
    origins = scene._origins()
    empty = next((row, col) for row in range(scene.rows) for col in range(scene.cols)
                 if on_cross((row, col)) and (row, col) not in origins)
    chifoumi_click(qtbot, window, empty)
    assert window.panel.status.text() == "None of your stacks can move from there."
    assert scene.flash is not None


MARKS = {
    "reversi": (("High contrast", "Small red dot", "Pulsing ring", "Red flash"),
                ("Contraste élevé", "Petit point rouge", "Anneau qui pulse", "Éclair rouge")),
    "duel": (("▲ 1→60", "Green frames", "Dimmed card", "Red flash"),
             ("▲ 1→60", "Cadres verts", "Carte pâlie", "Éclair rouge")),
    "roses": (("compass star", "Brown dashed line", "Green dots", "Outlined territories",
               "Red flash"),
              ("étoile", "Trait brun pointillé", "Points verts", "Territoires entourés",
               "Éclair rouge")),
    "chifoumi": (("badge with a", "Violet dashed ring", "Red ring", "Corner boxes",
                  "Red flash"),
                 ("pastille avec un", "Anneau violet pointillé", "Anneau rouge",
                  "Encadrés des coins", "Éclair rouge")),
}


def test_every_boards_marks_are_in_its_rules_page_and_legend_in_both_languages(
        window) -> None:
    for game, (english, french) in MARKS.items():
        spec = window.registry.get(game)
        rules_en, rules_fr = spec.rules_text("en"), spec.rules_text("fr")
        assert "## What the board shows" in rules_en, game
        assert "## Ce que montre le plateau" in rules_fr, game
        assert all(word in rules_en for word in english), game
        assert all(word in rules_fr for word in french), game
        window.language_actions["en"].trigger()
        options = {"size": 8} if game == "reversi" else {}
        window.start_table(GameRecord(spec, options, 1, ["human", "human"]))
        legend = window.scene.legend()
        assert legend and window.board.toolTip() == legend, game
        assert "Red flash" in legend, game
        window.language_actions["fr"].trigger()
        assert "Éclair rouge" in window.board.toolTip(), game
        assert window.board.toolTip() != legend, game
