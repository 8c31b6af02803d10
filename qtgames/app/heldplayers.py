"""The question asked when a saved game names outside players (programs, Python files):
start them? Each is listed exactly as the file names it, No is the default, and with No a
person plays each of their seats. Opening a file never starts a program unasked."""

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from qtgames.core.record import GameRecord
from qtgames.core.safetext import printable

#: Longest text shown of one player's name (a name has at most 4096 characters, each
#: control character shown as up to 10).
SHOWN_LIMIT = 50_000


def question_box(parent: QWidget, record: GameRecord, lang: str) -> QMessageBox:
    """The question for ``record``'s held outside players, not yet shown."""
    spec = record.spec
    line = QCoreApplication.translate("HeldPlayers", "%1: %2")  # a seat, its player
    players = "\n".join(line.replace("%2", printable(held.player, SHOWN_LIMIT)).replace(
        "%1", spec.seat_label(record.seats[held.seat].name, lang)) for held in record.held)
    title = QCoreApplication.translate("HeldPlayers", "Start the programs of this saved game?")
    text = QCoreApplication.translate(
        "HeldPlayers", "This saved game names programs to play some seats:\n\n%1\n\nA "
        "program does what it likes with your files: start these only if you trust whoever "
        "wrote the file. With No, a person plays each of these seats.")
    box = QMessageBox(QMessageBox.Icon.Warning, title, text.replace("%1", players),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a name from a file is never markup
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    return box


def ask_to_start(parent: QWidget, record: GameRecord, lang: str) -> bool:
    """Ask whether to start the outside players held back from ``record``; True only
    when the user answers Yes."""
    answer = question_box(parent, record, lang).exec()
    return bool(QMessageBox.StandardButton(answer) == QMessageBox.StandardButton.Yes)
