"""The docked panel of a network game in the main window: how to join, the connection
state, the offers (take back, draw, resign, rematch, and the answer to one), saving,
leaving, the log and the chat."""

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgames.core.i18n import N_, Translator
from qtgames.net.remote import CHAT_LENGTH

#: The panel's buttons: their key and their English label.
BUTTONS = (("undo", "Take Back"), ("draw", N_("Offer Draw")), ("resign", N_("Resign")),
           ("rematch", N_("Rematch")), ("accept", N_("Accept")), ("decline", N_("Decline")),
           ("save", N_("Save…")), ("leave", N_("Leave")))
#: Buttons a row.
COLUMNS = 3
#: The panel's widest, in pixels.
WIDTH = 340


class NetworkDock(QDockWidget):
    """A network game's panel, docked beside the board (``slots``: what each button
    does, by key)."""

    def __init__(self, words: Translator, banner: str,
                 slots: dict[str, Callable[[], None]], parent: QWidget | None = None) -> None:
        super().__init__(words("Network Game"), parent)
        self.setObjectName("network")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.banner = QLabel(banner)
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.banner.setWordWrap(True)
        self.banner.setVisible(bool(banner))
        #: The connection state: whose turn, who is awaited, the host gone.
        self.status = QLabel()
        self.status.setWordWrap(True)
        # Two lines kept whatever it says, so that the buttons and the log never move.
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing())
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        # Not cut at the limit (a paste would lose its end unseen): a line too long is
        # refused whole when sent; the box's own bound stays far above it.
        self.chat = QLineEdit()
        self.chat.setMaxLength(CHAT_LENGTH * 4)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        for index, (key, _) in enumerate(BUTTONS):
            button = QPushButton()
            button.clicked.connect(slots[key])
            grid.addWidget(button, *divmod(index, COLUMNS))
            self.buttons[key] = button
        column = QVBoxLayout()
        column.addWidget(self.banner)
        column.addWidget(self.status)
        column.addLayout(grid)
        column.addWidget(self.log, 1)
        column.addWidget(self.chat)
        inside = QWidget()
        inside.setLayout(column)
        inside.setMaximumWidth(WIDTH)  # the board keeps the room
        self.setWidget(inside)
        self.translate(words)

    def translate(self, words: Translator) -> None:
        """Name the panel and its buttons in ``words``' language."""
        self.setWindowTitle(words("Network Game"))
        for key, label in BUTTONS:
            self.buttons[key].setText(words(label))
        self.chat.setPlaceholderText(words("Type a message for the other players"))

    def show_state(self, status: str, allowed: dict[str, bool]) -> None:
        """Show the connection state and enable the commands ``allowed`` now (Leave
        always)."""
        self.status.setText(status)
        for key, button in self.buttons.items():
            button.setEnabled(allowed.get(key, key == "leave"))
