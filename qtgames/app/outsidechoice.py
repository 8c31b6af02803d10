"""The seat lists' entries for outside players: "Computer: from a file…" (a Python file:
the game's own AI-file convention when it has one, else a ``py:`` bot file) and
"Computer: a program…" (an engine command). The file or command chosen is checked, and
becomes an entry of its own, named as it is saved (``ai:PATH``, ``py:PATH``,
``engine:COMMAND``)."""

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox, QFileDialog, QInputDialog, QMessageBox, QWidget

from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator
from qtgames.players import check_player, is_outside, outside_label

#: Item data of the two entries that ask for a file or a command.
FROM_FILE = "\x00from-file"
FROM_PROGRAM = "\x00from-program"


class OutsidePlayerChoice(QObject):
    """Adds the outside-player entries to seat lists, and asks for a file or a command
    when one is chosen."""

    def __init__(self, spec: GameSpec, words: Translator, parent: QWidget) -> None:
        super().__init__(parent)
        self.spec = spec
        self.words = words
        self.dialog = parent
        #: Each list's entry before the current one (chosen again when the asking is
        #: cancelled or refused).
        self._previous: dict[QComboBox, int] = {}

    def title(self, name: str) -> str:
        """How a list shows the outside player ``name``: "Computer: ia.py"."""
        return self.words("Computer: {level}", level=outside_label(name))

    def add_entries(self, box: QComboBox, wanted: str) -> None:
        """Add ``wanted`` (if it is an outside player) and the two asking entries to
        ``box``, and follow its choices."""
        if is_outside(wanted):
            box.addItem(self.title(wanted), wanted)
        box.addItem(self.tr("Computer: from a file…"), FROM_FILE)
        box.addItem(self.tr("Computer: a program…"), FROM_PROGRAM)
        box.activated.connect(lambda index: self._chosen(box, index))

    def remember(self, box: QComboBox) -> None:
        """``box``'s entry now is the one to go back to."""
        self._previous[box] = box.currentIndex()

    def _chosen(self, box: QComboBox, index: int) -> None:
        data = box.itemData(index)
        if data not in (FROM_FILE, FROM_PROGRAM):
            self.remember(box)
            return
        name = self._ask(data)
        if name is None:
            box.setCurrentIndex(self._previous.get(box, 0))
            return
        found = box.findData(name)
        if found < 0:
            box.insertItem(box.findData(FROM_FILE), self.title(name), name)
            found = box.findData(name)
        box.setCurrentIndex(found)
        box.setToolTip(name)
        self.remember(box)

    def _ask(self, data: str) -> str | None:
        """The player named by a file or a command the user gives, checked; None when
        the user cancels, or after saying what is wrong with it."""
        if data == FROM_FILE:
            path, _ = QFileDialog.getOpenFileName(
                self.dialog, self.tr("Choose a Python file that plays"), "",
                self.tr("Python files (*.py)"))
            if not path:
                return None
            name = ("ai:" if self.spec.file_contract else "py:") + path
        else:
            command, accepted = QInputDialog.getText(
                self.dialog, self.tr("A program that plays"),
                self.tr("The command of a program speaking the qtgames engine protocol:"))
            if not accepted or not command.strip():
                return None
            name = "engine:" + command.strip()
        try:
            check_player(self.spec, name)
        except QtGamesError as error:
            QMessageBox.warning(self.dialog, self.tr("This player cannot play"),
                                self.words.error(error))
            return None
        return name
