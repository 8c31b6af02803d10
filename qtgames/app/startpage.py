"""The start page: every discovered game, and "Continue" for the autosaved game."""

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgames.core.game import GameSpec
from qtgames.core.i18n import pick


class StartPage(QWidget):
    """Lists the games; a double click (or Enter) asks for a new game of that kind."""

    gameChosen = Signal(str)
    continueChosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        self.title = QLabel()
        font = QFont()
        font.setPointSize(20)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continueChosen)
        self.continue_button.setVisible(False)
        layout.addWidget(self.continue_button)
        self.games = QListWidget()
        self.games.setIconSize(QSize(48, 48))
        self.games.setSpacing(4)
        self.games.itemActivated.connect(
            lambda item: self.gameChosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.games)
        self.translate_ui()

    def translate_ui(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Choose a game"))

    def set_games(self, specs: list[GameSpec], lang: str) -> None:
        """Show ``specs``."""
        self.games.clear()
        for spec in specs:
            item = QListWidgetItem(f"{pick(spec.name, lang)}\n{pick(spec.summary, lang)}")
            if spec.icon is not None:
                item.setIcon(QIcon(str(spec.icon)))
            item.setData(Qt.ItemDataRole.UserRole, spec.id)
            self.games.addItem(item)
        if specs:
            self.games.setCurrentRow(0)

    def set_continue(self, text: str | None) -> None:
        """Offer to continue the autosaved game described by ``text`` (None: hide)."""
        self.continue_button.setVisible(text is not None)
        if text is not None:
            self.continue_button.setText(text.replace("&", "&&"))  # a name's & is no shortcut
