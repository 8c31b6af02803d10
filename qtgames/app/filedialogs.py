"""The Open and Save As file dialogs.

The desktop's own dialogs are used where the desktop has them (Qt picks them through its
platform theme: GNOME, KDE, the XDG portal). Elsewhere Qt draws its own dialog, whose
default icon provider reads a file's first bytes to find its type: on ``/proc/kmsg`` or a
pipe that read never returns, and the window freezes for good. The fallback gets an icon
provider that looks at names only, so that no file is ever read to draw the dialog.
"""

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget


class NamesOnlyIconProvider(QAbstractFileIconProvider):
    """A folder or a file icon, and "Folder" or "File" as the type: nothing is read."""

    def __init__(self) -> None:
        super().__init__()
        self._icons = QFileIconProvider()

    def icon(self, what: "QAbstractFileIconProvider.IconType | QFileInfo") -> QIcon:
        """The standard icon of a kind, or of a folder or a file by its info alone."""
        if isinstance(what, QFileInfo):
            kind = QAbstractFileIconProvider.IconType.Folder if what.isDir() \
                else QAbstractFileIconProvider.IconType.File
            return self._icons.icon(kind)
        return self._icons.icon(what)

    def type(self, info: QFileInfo) -> str:
        """The type column: folder or file (never from the file's content)."""
        if info.isDir():
            return QCoreApplication.translate("NamesOnlyIconProvider", "Folder")
        return QCoreApplication.translate("NamesOnlyIconProvider", "File")


def _dialog(parent: QWidget, title: str, folder: str, name_filter: str,
            saving: bool) -> QFileDialog:
    dialog = QFileDialog(parent, title, folder, name_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if saving
                         else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if saving
                       else QFileDialog.FileMode.ExistingFile)
    dialog.setOption(QFileDialog.Option.DontUseCustomDirectoryIcons)
    dialog.setIconProvider(NamesOnlyIconProvider())
    return dialog


def _ask(dialog: QFileDialog) -> str | None:
    chosen = dialog.selectedFiles() if dialog.exec() else []
    dialog.deleteLater()
    return chosen[0] if chosen else None


def ask_open_path(parent: QWidget, title: str, folder: str, name_filter: str) -> str | None:
    """A file to open, chosen by the player (None: cancelled)."""
    return _ask(_dialog(parent, title, folder, name_filter, saving=False))


def ask_save_path(parent: QWidget, title: str, folder: str, name_filter: str) -> str | None:
    """Where to save, chosen by the player (None: cancelled)."""
    return _ask(_dialog(parent, title, folder, name_filter, saving=True))
