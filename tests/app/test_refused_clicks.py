"""A click or key the board refuses is answered: the square flashes red and the status
line says why, in the window's language."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from qtgames.core.record import GameRecord


def reversi(window, players=("human", "human")) -> GameRecord:
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 1, list(players))
    window.start_session(record)
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
    window.session.changed.emit()
    assert not window.scene.interactive
    window.scene.refuse_square(0, 0)
    assert window.panel.status.text() == "The game is over: no more moves."


def test_zen_says_why_a_square_holds_no_pawn_to_move(window) -> None:
    window.start_session(GameRecord(window.registry.get("zen"), {"first": "black"}, 1,
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
    window.start_session(GameRecord(spec, {"first": "black"}, 1, ["human", "human"]))
    assert "Red ring: a capture there" in window.board.toolTip()
    window.language_actions["fr"].trigger()
    assert "Anneau rouge : une prise" in window.board.toolTip()
    reversi(window)
    assert window.board.toolTip() == ""


def test_chifoumi_says_why_a_square_holds_no_stack_to_move(window) -> None:
    from qtgames_chifoumi.rules import on_cross

    window.start_session(GameRecord(window.registry.get("chifoumi"), {}, 1,
                                    ["human", "human"]))
    scene = window.scene
    origins = scene._origins()
    empty = next((row, col) for row in range(scene.rows) for col in range(scene.cols)
                 if on_cross((row, col)) and (row, col) not in origins)
    scene.square_activated(*empty)
    assert window.panel.status.text() == "None of your stacks can move from there."
    assert scene.flash is not None
