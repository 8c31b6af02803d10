"""Help › User Manual: the HTML manual, read offline in a window of the app."""

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from qtgames import manual


class ManualWindow(QDialog):
    """A small browser on the manual: back, forward, contents, and the system's browser."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("User Manual"))
        self.resize(900, 700)
        self.index = QUrl.fromLocalFile(str(manual.index_page(lang)))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(
            "pre { background: #f4f1e8; } nav { background: #2f4f3a; } "
            "th, td { border: 1px solid #bbb; padding: 2px 6px; }")
        buttons = QHBoxLayout()
        self.back = QPushButton(self.tr("Back"))
        self.back.setShortcut(QKeySequence.StandardKey.Back)
        self.back.clicked.connect(self.browser.backward)
        self.forward = QPushButton(self.tr("Forward"))
        self.forward.setShortcut(QKeySequence.StandardKey.Forward)
        self.forward.clicked.connect(self.browser.forward)
        contents = QPushButton(self.tr("Contents"))
        contents.clicked.connect(lambda: self.browser.setSource(self.index))
        outside = QPushButton(self.tr("Open in Web Browser"))
        outside.clicked.connect(lambda: QDesktopServices.openUrl(self.browser.source()))
        self.browser.backwardAvailable.connect(self.back.setEnabled)
        self.browser.forwardAvailable.connect(self.forward.setEnabled)
        for button in (self.back, self.forward, contents):
            buttons.addWidget(button)
        buttons.addStretch()
        buttons.addWidget(outside)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.browser)
        self.back.setEnabled(False)
        self.forward.setEnabled(False)
        self.browser.setSource(self.index)
