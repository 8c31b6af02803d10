"""The start page: a gallery of large game cards (artwork, name, summary, the last game
of that kind), and "Continue" for the autosaved game.

A card is a button: one click, Enter or Space starts a game of its kind (as KDE's game
choosers do); Tab and the arrow keys move between cards. The cards line up: each is as tall
as the tallest, its artwork, name and summary from the top, its last game at the bottom.
"""

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtCore import QEvent, QObject, QSize, Signal
from PySide6.QtGui import QFont, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from qtgames.app.byname import set_by_name
from qtgames.core.game import GameSpec
from qtgames.core.i18n import pick

#: The size of a game's artwork on its card, in pixels.
ARTWORK = 88
COLUMNS = 3
#: The smallest card, in pixels.
MIN_WIDTH, MIN_HEIGHT = 220, 200


class GameCard(QPushButton):
    """One game: its artwork, name, summary and last game; clicked to start one."""

    def __init__(self, spec: GameSpec, lang: str, last: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = spec.id
        # As tall as the others of its row (the grid makes them so): the artwork, name and
        # summary line up from the top, the last game sits at the bottom.
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(QSize(MIN_WIDTH, MIN_HEIGHT))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(4)
        art = QLabel()
        if spec.icon is not None:
            art.setPixmap(QIcon(str(spec.icon)).pixmap(QSize(ARTWORK, ARTWORK)))
        set_by_name(art, "alignment", "AlignCenter")
        name = QLabel(pick(spec.name, lang))
        font = QFont(name.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        name.setFont(font)
        set_by_name(name, "alignment", "AlignCenter")
        name.setWordWrap(True)
        summary = QLabel(pick(spec.summary, lang))
        summary.setWordWrap(True)
        set_by_name(summary, "alignment", "AlignCenter")
        self.last = QLabel(last or "")
        self.last.setWordWrap(True)
        set_by_name(self.last, "alignment", "AlignCenter")
        self.last.setEnabled(False)  # drawn as secondary text
        self.last.setVisible(bool(last))
        # A label without links ignores the mouse: a click on it is the card's.
        for label in (art, name, summary):
            layout.addWidget(label)
        layout.addStretch(1)
        layout.addWidget(self.last)
        self.setAccessibleName(pick(spec.name, lang))
        self.setAccessibleDescription(pick(spec.summary, lang))

    def height_for(self, width: int) -> int:
        """The height all of this card's lines need at ``width`` (a button's own size hint
        knows nothing of them)."""
        layout = self.layout()
        return max(MIN_HEIGHT, layout.totalHeightForWidth(width) if layout is not None else 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter starts the game as Space and a click do."""
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)


class StartPage(QWidget):
    """The gallery of games; a click (or Enter, or Space) on a card asks for a new game of
    that kind."""

    gameChosen = Signal(str)
    continueChosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 18, 32, 18)
        self.title = QLabel()
        font = QFont()
        font.setPointSize(20)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continueChosen)
        self.continue_button.setVisible(False)
        self.continue_button.setIconSize(QSize(40, 40))
        big = QFont(self.continue_button.font())
        big.setPointSizeF(big.pointSizeF() * 1.2)
        self.continue_button.setFont(big)
        layout.addWidget(self.continue_button)
        self.gallery = QWidget()
        self.grid = QGridLayout(self.gallery)
        self.grid.setSpacing(12)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.gallery)
        layout.addWidget(scroll, 1)
        self.gallery.installEventFilter(self)
        self.cards: list[GameCard] = []
        self.translate_ui()

    def translate_ui(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Choose a game"))

    def set_games(self, specs: list[GameSpec], lang: str,
                  last_games: dict[str, str] | None = None) -> None:
        """Show a card for each of ``specs``, with the last game of each kind described in
        ``last_games`` (by game id)."""
        for card in self.cards:
            self.grid.removeWidget(card)
            card.deleteLater()
        self.cards = []
        for index, spec in enumerate(specs):
            last = (last_games or {}).get(spec.id)
            card = GameCard(spec, lang, self.tr("Last game: %1").replace("%1", last)
                            if last else None)
            card.clicked.connect(lambda _=False, game=spec.id: self.gameChosen.emit(game))
            self.grid.addWidget(card, index // COLUMNS, index % COLUMNS)
            self.cards.append(card)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        self.grid.setRowStretch(len(specs) // COLUMNS + 1, 1)  # the cards keep their height
        self._even_heights()
        if self.cards:
            self.cards[0].setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """When the gallery changes width, the cards' lines wrap anew: even their heights."""
        if watched is self.gallery and event.type() == QEvent.Type.Resize:
            self._even_heights()
        return super().eventFilter(watched, event)

    def _even_heights(self) -> None:
        """Make every card as tall as the tallest at the width a column has, so that the
        cards line up in every row and none cuts its last line."""
        margins = self.grid.contentsMargins()
        spacing = self.grid.horizontalSpacing()
        width = max(MIN_WIDTH, (self.gallery.width() - margins.left() - margins.right()
                                - spacing * (COLUMNS - 1)) // COLUMNS)
        tallest = max((card.height_for(width) for card in self.cards), default=MIN_HEIGHT)
        for card in self.cards:
            card.setMinimumHeight(tallest)

    def card(self, game_id: str) -> GameCard:
        """The card of the game ``game_id``."""
        return next(card for card in self.cards if card.game_id == game_id)

    def set_continue(self, text: str | None, icon: QIcon | None = None) -> None:
        """Offer to continue the autosaved game described by ``text`` (None: hide)."""
        self.continue_button.setVisible(text is not None)
        if text is not None:
            self.continue_button.setText(text.replace("&", "&&"))  # a name's & is no shortcut
            self.continue_button.setIcon(icon or QIcon())
