"""Help › Rules of This Game: the game's rules in a window that fits the screen, scrolled
when they are longer, with its OK button always in reach."""

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

#: The share of the screen's height and width the rules may take at most.
SCREEN_SHARE = 0.8


class RulesDialog(QDialog):
    """A game's rules (Markdown) under its name, with a scroll bar when they are long."""

    def __init__(self, title: str, rules: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(rules)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(640, int(screen.width() * SCREEN_SHARE)),
                    min(720, int(screen.height() * SCREEN_SHARE)))
