"""The side panel's move list: long labels wrap inside it, never behind a horizontal
scroll bar, and each row's full text is its tooltip."""

from qtgames.app.sidepanel import SidePanel

LONG = "Player 1: 53 ▲ on Player 2's pile"


def test_long_move_labels_wrap_without_a_horizontal_scroll_bar(qtbot) -> None:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(220, 500)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_history([LONG, "Player 1: end of turn"], 2, "Start")
    moves = panel.moves
    qtbot.waitUntil(lambda: moves.visualItemRect(moves.item(1)).height() > 0)
    assert not moves.horizontalScrollBar().isVisible()
    assert moves.horizontalScrollBar().maximum() == 0
    one_line = moves.visualItemRect(moves.item(0)).height()
    wrapped = moves.visualItemRect(moves.item(1))
    assert wrapped.height() > one_line                        # on two lines
    assert wrapped.right() <= moves.viewport().width()
    assert moves.item(1).toolTip() == f"1. {LONG}"
