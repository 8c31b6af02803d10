"""The window's files: Game › Open, Save, Save As and Open Recent, the unsaved-game
question, and the autosaved game offered on the start page and resumed.

Opening a file never changes the game in progress when the file cannot be loaded. A game's
plugin that raises while a saved game is replayed (any exception: a plugin bug) is
contained: one message names the game and the error, and a broken autosave is set aside
next to where it was (``autosave.broken-<time>.qtgame``, never deleted) so that the app
starts normally the next time.

The autosave is replayed in a background thread (a long game takes seconds to replay
through its rules): the start page shows at once, and Continue appears when the game is
ready; Continue then starts the very record replayed, unless the file changed since.
"""

import logging
import threading
import time
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from qtgames import paths
from qtgames.core import saves
from qtgames.core.errors import QtGamesError, UnknownGameError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import pick
from qtgames.core.record import GameRecord
from qtgames.session import autosave_path

if TYPE_CHECKING:
    from qtgames.app.mainwindow import MainWindow

log = logging.getLogger(__name__)

FILE_FILTER = "qtgames saved games (*.qtgame)"


class PluginFailure(Exception):
    """A game's plugin raised while a saved game was replayed."""

    def __init__(self, spec: GameSpec | None, error: Exception) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        #: The game whose plugin failed (None if it failed before the game was known).
        self.spec = spec
        self.reason = str(self)


def replay(path: Path, lookup: saves.GameLookup) -> GameRecord:
    """Load and replay the saved game at ``path``, and ask the game whether it is over.

    Raise ``QtGamesError`` for a file that cannot be loaded, ``PluginFailure`` when the
    game's plugin raises anything else.
    """
    known: list[GameSpec] = []
    unknown: list[UnknownGameError] = []

    def remember(game_id: str) -> GameSpec:
        try:
            known.append(lookup(game_id))
        except UnknownGameError as error:
            unknown.append(error)
            raise
        return known[-1]

    try:
        record = saves.load(path, remember)
        record.state.is_over()
    except QtGamesError:
        if unknown:  # said as such: the file is sound, its game is not here
            raise unknown[0] from None
        raise
    except Exception as error:  # a plugin bug must not take the app down
        log.warning("the plugin failed while replaying %s", path, exc_info=True)
        raise PluginFailure(known[-1] if known else None, error) from error
    return record


#: What identifies one version of the autosave file: (inode, size, modification time).
FileStamp = tuple[int, int, int]


def file_stamp(path: Path) -> FileStamp | None:
    """The stamp of the file at ``path`` now, None if there is none."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns


def set_aside(path: Path) -> Path:
    """Rename ``path`` to ``<stem>.broken-<time><suffix>`` in its folder; return the new
    path (raise OSError if it cannot be renamed)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}.broken-{stamp}-{number}{path.suffix}")
    path.rename(target)
    return target


class GameFiles(QObject):
    """Open, save and resume games for the main window."""

    #: The autosave replayed in the background: (ticket, file stamp, record or the
    #: exception that stopped it).
    _autosaveReplayed = Signal(int, object, object)

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        # A weak reference: a Python reference cycle through the window would leave it to
        # the garbage collector, which may run in the computer's thread and destroy Qt
        # objects there.
        self._window = weakref.ref(window)
        #: The file the game in progress was opened from or saved to, if any.
        self.path: Path | None = None
        #: The last background replay of the autosave asked for (older answers are stale).
        self._ticket = 0
        #: The autosave replayed, with the stamp of the file it was read from.
        self._offered: tuple[FileStamp, GameRecord] | None = None
        self._autosaveReplayed.connect(self._autosave_replayed)

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

    def _game_name(self, spec: GameSpec | None) -> str:
        return pick(spec.name, self.window.lang) if spec is not None else self.tr("unknown")

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
            record = replay(Path(path), window.registry.get)
        except QtGamesError as error:
            window.error(window.messages().error(error))
            return
        except PluginFailure as failure:
            window.error(self.tr("%1 cannot be opened: the game %2 failed while replaying "
                                 "it (%3).").replace("%1", Path(path).name).replace(
                "%2", self._game_name(failure.spec)).replace("%3", failure.reason))
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
        """Offer on the start page to continue the autosaved game, if it can go on: the
        file is replayed in a background thread, and Continue shown once it is ready."""
        path = autosave_path()
        stamp = file_stamp(path)
        self._ticket += 1
        if self._offered is not None and self._offered[0] == stamp:
            self._show_continue(self._offered[1])  # the same file: no need to replay it
            return
        self._offered = None
        self.window.start_page.set_continue(None)
        if stamp is None or not path.is_file():
            return
        ticket, lookup = self._ticket, self.window.registry.get
        threading.Thread(target=self._replay_in_background, args=(ticket, stamp, path, lookup),
                         name="autosave replay", daemon=True).start()

    def _replay_in_background(self, ticket: int, stamp: FileStamp, path: Path,
                              lookup: saves.GameLookup) -> None:
        """Replay the autosave (in its own thread) and hand the result to the window's."""
        result: GameRecord | Exception
        try:
            result = replay(path, lookup)
        except (QtGamesError, PluginFailure) as error:
            result = error
        try:
            self._autosaveReplayed.emit(ticket, stamp, result)
        except RuntimeError:  # the window closed meanwhile
            log.debug("the autosave was replayed after the window closed")

    def _autosave_replayed(self, ticket: int, stamp: FileStamp,
                           result: GameRecord | Exception) -> None:
        if ticket != self._ticket or self._window() is None:
            return  # asked again since, or the window is gone
        if isinstance(result, Exception):
            self._not_continued(autosave_path(), result, report=False)
        elif isinstance(result, GameRecord):
            self._offered = (stamp, result)
            self._show_continue(result)

    def _show_continue(self, record: GameRecord) -> None:
        window = self.window
        if record.state.is_over():  # nothing left to continue
            window.start_page.set_continue(None)
            return
        window.start_page.set_continue(self.tr("Continue: %1, move %2").replace(
            "%1", pick(record.spec.name, window.lang)).replace("%2", str(record.cursor)))

    def resume_autosave(self) -> None:
        """Start page › Continue: the game replayed for the offer, or the autosave
        replayed again if the file changed since."""
        offered, self._offered = self._offered, None
        if offered is not None and offered[0] == file_stamp(autosave_path()):
            record: GameRecord | None = offered[1]
        else:
            record = self._autosaved(report=True)
        if record is None:
            return
        self.path = None
        self.window.start_session(record)

    def _autosaved(self, report: bool = False) -> GameRecord | None:
        """The autosaved game, or None: there is none, its game is not installed (said
        only when ``report``), or it is broken (said, and the file set aside)."""
        path = autosave_path()
        if not path.is_file():
            return None
        try:
            return replay(path, self.window.registry.get)
        except (QtGamesError, PluginFailure) as error:
            self._not_continued(path, error, report)
            return None

    def _not_continued(self, path: Path, error: Exception, report: bool) -> None:
        """The autosave at ``path`` cannot be continued: one of a game not installed is kept
        (said only when ``report``: the game may come back when its plugin is enabled
        again); a damaged one, or one whose game fails, is said and set aside."""
        window = self.window
        window.start_page.set_continue(None)
        if isinstance(error, UnknownGameError):
            if report:
                window.error(window.messages().error(error))
        elif isinstance(error, PluginFailure):
            self._set_aside(path, self.tr(
                "The game in progress (%1) cannot be continued: the game failed while "
                "replaying it (%2).").replace("%1", self._game_name(error.spec))
                .replace("%2", error.reason))
        elif isinstance(error, QtGamesError):
            self._set_aside(path, self.tr("The game in progress cannot be continued: %1.")
                            .replace("%1", window.messages().error(error).rstrip(".")))

    def _set_aside(self, path: Path, message: str) -> None:
        """Move a broken autosave out of the way and say so, after ``message``."""
        try:
            aside = set_aside(path)
        except OSError as error:
            log.warning("cannot set %s aside", path, exc_info=True)
            message += " " + self.tr("It could not be set aside: %1").replace(
                "%1", error.strerror or str(error))
        else:
            message += " " + self.tr("It was kept as %1.").replace("%1", str(aside))
        self.window.error(message)
