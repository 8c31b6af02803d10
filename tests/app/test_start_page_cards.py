"""The start page's cards line up: one height for all, the names and summaries at the same
height in a row, and a card with a "Last game" line (however long) cuts none of it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QLabel

from qtgames.app.startpage import GameCard, StartPage
from qtgames.core.i18n import pick
from qtgames.plugins import load_games

LONG = "Computer: Hard against Computer: ia_tata_suzanne_the_students_own_file.py"


def labels(card: GameCard) -> list[QLabel]:
    """The card's artwork, name, summary and last-game line, top to bottom."""
    return card.findChildren(QLabel)


def test_cards_line_up_when_one_has_a_last_game(qtbot) -> None:
    specs = list(load_games().games.values())
    page = StartPage()
    qtbot.addWidget(page)
    page.set_games(specs, "en", {specs[0].id: "Human against Computer: Medium",
                                 specs[1].id: LONG})
    page.resize(1000, 700)
    page.show()
    qtbot.waitExposed(page)
    QApplication.processEvents()
    cards = page.cards
    assert len({card.height() for card in cards}) == 1
    for row in (cards[:3], cards[3:6]):
        names = [label for card in row for label in labels(card)
                 if label.text() == pick(next(s.name for s in specs if s.id == card.game_id),
                                         "en")]
        assert len(names) == len(row)
        assert len({name.mapTo(page, name.rect().topLeft()).y() for name in names}) == 1
    for card in cards[:2]:                  # the whole last-game line is inside its card
        last = card.last
        assert last.isVisible() and last.geometry().bottom() < card.height()
        assert last.height() >= last.heightForWidth(last.width())


def test_a_click_anywhere_on_a_card_starts_its_game(qtbot) -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    specs = list(load_games().games.values())
    page = StartPage()
    qtbot.addWidget(page)
    page.set_games(specs, "en", {specs[0].id: "Human against Computer: Medium"})
    page.resize(1000, 700)
    page.show()
    qtbot.waitExposed(page)
    chosen: list[str] = []
    page.gameChosen.connect(chosen.append)
    card = page.cards[0]
    # the artwork, the name, the summary, the (greyed) last game: each lets the click through
    for label in labels(card):
        assert label.isVisible()
        where = label.mapTo(page, label.rect().center())
        QTest.mouseClick(page.windowHandle(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, QPoint(where))
    assert chosen == [card.game_id] * 4
    # the texts are centred, as set by name before the Qt namespace exists
    assert {label.alignment() for label in labels(card)} == {Qt.AlignmentFlag.AlignCenter}
