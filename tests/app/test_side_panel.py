"""The side panel: long move labels wrap inside the move list, never behind a horizontal
scroll bar, and each row's full text is its tooltip; the seats show who plays them whole;
the heading keeps its height whatever it says."""

from PySide6.QtGui import QFontMetrics

from qtgames.app.fittedtext import heading_lines
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


def shown_panel(qtbot, width: int = 225) -> SidePanel:
    """A side panel as wide as the window gives it on a 1366×768 screen."""
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(width, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_who_plays_a_seat_shows_whole_beside_a_two_digit_count(qtbot) -> None:
    panel = shown_panel(qtbot)
    players = ["Ordinateur : Moyen", "Un joueur qui rejoint la partie", "Computer: Medium",
               "A player who joins the game"]
    panel.players.show_seats([("Blanc", player, 12, None) for player in players], 0)
    qtbot.waitUntil(lambda: all(row.player.width() > 50 for row in panel.players.rows))
    for row, player in zip(panel.players.rows, players, strict=True):
        label = row.player
        assert "…" not in label.text() and label.toolTip() == "", player
        assert label.text().replace("\n", " ").replace("\u00a0", " ") == player
        lines = label.text().split("\n")
        assert all(label.fontMetrics().horizontalAdvance(line) <= label.width()
                   for line in lines), player
        assert label.height() >= len(lines) * label.fontMetrics().lineSpacing(), player
    assert len({row.height() for row in panel.players.rows}) == 1  # one line or two
    # "Ordinateur : Moyen" is never broken before its colon
    assert not any(line.startswith(":") for line in panel.players.rows[0].player.text()
                   .split("\n"))


def test_the_heading_keeps_its_height_and_breaks_before_the_bracket(qtbot) -> None:
    panel = shown_panel(qtbot)
    heights = []
    for text in ("Noir joue (humain)", "Blanc joue (ordinateur, Moyen)",
                 "Blanc joue (ordinateur, un_programme_au_nom_vraiment_long_pour_un_eleve.py)"):
        panel.turn.setText(text)
        heights.append(panel.turn.height())
        assert panel.turn.text() == text
        assert len(panel.turn.shown_lines()) <= 2
    assert len(set(heights)) == 1
    assert panel.turn.toolTip() == panel.turn.text()  # the last one is cut: whole in the tip
    metrics = QFontMetrics(panel.turn.font())
    width = metrics.horizontalAdvance("Blanc joue (ordinateur,")
    assert heading_lines("Blanc joue (ordinateur, Moyen)", metrics, width, 2) == [
        "Blanc joue", "(ordinateur, Moyen)"]
