"""The window's files: Game › Open, Save, Save As and Open Recent, the unsaved-game
question, and the autosaved game offered on the start page and resumed.

Opening a file never changes the game in progress when the file cannot be loaded.
"""

import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from qtgames import paths
from qtgames.app.session import autosave_path
from qtgames.core import saves
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import pick
from qtgames.core.record import GameRecord

if TYPE_CHECKING:
    from qtgames.app.mainwindow import MainWindow

FILE_FILTER = "qtgames saved games (*.qtgame)"


class GameFiles(QObject):
    """Open, save and resume games for the main window."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        # A weak reference: a Python reference cycle through the window would leave it to
        # the garbage collector, which may run in the computer's thread and destroy Qt
        # objects there.
        self._window = weakref.ref(window)
        #: The file the game in progress was opened from or saved to, if any.
        self.path: Path | None = None

    @property
    def window(self) -> "MainWindow":
        """The window these files belong to."""
        window = self._window()
        assert window is not None, "the window is gone"
        return window

    def _documents(self) -> str:
        folder = paths.documents_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return str(folder)

    # -- opening -------------------------------------------------------------------------

    def open_file(self, path: str | None = None) -> None:
        """Game › Open…: load a saved game (nothing changes if it cannot be loaded)."""
        window = self.window
        if not path:
            path, _ = QFileDialog.getOpenFileName(window, self.tr("Open a saved game"),
                                                  self._documents(), FILE_FILTER)
        if not path:
            return
        try:
            record = saves.load(path, window.registry.get)
        except QtGamesError as error:
            window.error(window.messages().error(error))
            return
        if not self.may_discard():
            return
        self.path = Path(path)
        window.settings.add_recent(str(self.path))
        window.start_session(record, saved=True)

    def fill_recent(self, menu: QMenu) -> None:
        """Game › Open Recent: the recent files that still exist."""
        menu.clear()
        files = [path for path in self.window.settings.recent_files if Path(path).is_file()]
        for path in files:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            menu.addAction(self.tr("No recent games")).setEnabled(False)

    # -- saving --------------------------------------------------------------------------

    def save(self) -> bool:
        """Game › Save (asks for a file the first time)."""
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        """Game › Save As…."""
        if self.window.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"),
                                              self._documents(), FILE_FILTER)
        if not path:
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(saves.EXTENSION)
        return self._write(target)

    def _write(self, path: Path) -> bool:
        window = self.window
        session = window.session
        assert session is not None
        try:
            saves.save(session.record, path)
        except QtGamesError as error:
            window.error(window.messages().error(error))
            return False
        self.path = path
        window.settings.add_recent(str(path))
        session.mark_saved()
        window.update_ui()
        return True

    def may_discard(self) -> bool:
        """Ask before losing unsaved moves; True when it is fine to go on."""
        session = self.window.session
        if session is None or not session.modified:
            return True
        answer = QMessageBox.question(
            self.window, self.tr("Unsaved game"), self.tr("Save the game in progress first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -- the autosave --------------------------------------------------------------------

    def offer_autosave(self) -> None:
        """Offer on the start page to continue the autosaved game, if it can go on."""
        record = self._autosaved()
        window = self.window
        if record is None or record.state.is_over():  # nothing left to continue
            window.start_page.set_continue(None)
            return
        window.start_page.set_continue(self.tr("Continue: %1, move %2").replace(
            "%1", pick(record.spec.name, window.lang)).replace("%2", str(record.cursor)))

    def resume_autosave(self) -> None:
        """Start page › Continue."""
        record = self._autosaved(report=True)
        if record is None:
            return
        self.path = None
        self.window.start_session(record)

    def _autosaved(self, report: bool = False) -> GameRecord | None:
        """The autosaved game, or None: there is none or it cannot be read (said only when
        ``report``)."""
        path = autosave_path()
        if not path.is_file():
            return None
        window = self.window
        try:
            return saves.load(path, window.registry.get)
        except QtGamesError as error:
            if report:
                window.error(window.messages().error(error))
            return None
