"""The window's files: Game › Open, Save, Save As and Open Recent, the one rule asked
before a game is left (``at_stake``), and the autosaved game offered on the start page and resumed.

Opening a file never changes the game in progress when the file cannot be loaded. A game's
plugin that raises while a saved game is replayed (any exception: a plugin bug) is
contained: one message names the game and the error, and a broken autosave is set aside
next to where it was (``autosave.broken-<time>.qtgame``, never deleted) so that the app
starts normally the next time.

The autosave is replayed in a background thread (a long game takes seconds to replay
through its rules): the start page shows at once, and Continue appears when the game is
ready; Continue then starts the very record replayed, unless the file changed since.

Game › Open, Open Recent, ``--load`` and Continue when the autosave must be replayed again
replay in a background thread as well, with a window-modal progress dialog that appears when
the replay takes more than half a second; cancelling it stops the replay and leaves the game
in progress as it was.

A saved game never starts a program by being opened or continued: the outside players it
names are offered back in a question whose default is No (``heldplayers``).
"""

import logging
import threading
import time
import weakref
from pathlib import Path
from typing import Literal, Protocol

from PySide6 import QtCore  # QtCore.Qt when used: see qtgames.app.byname
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMenu, QMessageBox, QProgressDialog

from qtgames import paths
from qtgames.app.heldplayers import ask_to_start
from qtgames.app.startpage import StartPage
from qtgames.app.windowroles import (
    HasGames,
    HasWidget,
    HasWords,
    KeepsSettings,
    ShowsLocalGame,
    StartsGames,
    Tells,
)
from qtgames.core import saves
from qtgames.core.errors import DamagedSaveError, QtGamesError, UnknownGameError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_, pick, said
from qtgames.core.record import GameRecord
from qtgames.table.autosave import (
    autosave_path,
    claim_to_continue,
    continuable,
    saved_in_a_file,
)
from qtgames.table.leaving import at_stake

log = logging.getLogger(__name__)

FILE_FILTER = N_("qtgames saved games (*.qtgame)")
#: How long a replay runs before its progress dialog appears, in milliseconds.
PROGRESS_DELAY_MS = 500

#: Why a file is replayed in the foreground's name: opened, or the autosave resumed.
Purpose = Literal["open", "resume"]


class ReplayCancelled(Exception):
    """The replay was cancelled (raised by its progress callback, in its thread)."""


class FilesWindow(HasWidget, ShowsLocalGame, HasWords, Tells, KeepsSettings, StartsGames,
                  HasGames, Protocol):
    """What opening, saving and resuming games need of the window."""

    @property
    def start_page(self) -> StartPage:
        """The start page, which offers to continue the autosaved game."""
        ...


class PluginFailure(Exception):
    """A game's plugin raised while a saved game was replayed."""

    def __init__(self, spec: GameSpec | None, error: Exception) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        #: The game whose plugin failed (None if it failed before the game was known).
        self.spec = spec
        self.reason = str(self)


def replay(path: Path, lookup: saves.GameLookup,
           progress: saves.Progress | None = None) -> GameRecord:
    """Load and replay the saved game at ``path``, and ask the game whether it is over.

    Raise ``QtGamesError`` for a file that cannot be loaded, ``PluginFailure`` when the
    game's plugin raises anything else; ``progress`` is told how far the replay went (see
    ``saves.load``), and ``ReplayCancelled`` it raises goes through.
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
        record = saves.load(path, remember, progress)
        record.state.is_over()
    except ReplayCancelled:
        raise
    except QtGamesError:
        if unknown:  # said as such: the file is sound, its game is not here
            raise unknown[0] from None
        raise
    except Exception as error:  # a plugin bug must not take the app down
        log.warning("%s", said("the plugin failed while replaying {path}", path=str(path)),
                    exc_info=True)
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
    #: A file replayed in the background to be opened or resumed: (ticket, purpose and
    #: path, record or the exception that stopped it).
    _fileReplayed = Signal(int, object, object)
    #: How far that replay went: (ticket, moves replayed, moves in the file).
    _replayProgress = Signal(int, int, int)

    def __init__(self, window: FilesWindow) -> None:
        super().__init__(window.window())
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
        #: The last file replayed to be opened or resumed (older answers are stale).
        self._file_ticket = 0
        #: Set to stop that replay.
        self._cancel: threading.Event | None = None
        #: Its progress dialog, while it runs.
        self.progress: QProgressDialog | None = None
        self._autosaveReplayed.connect(self._autosave_replayed)
        self._fileReplayed.connect(self._file_replayed)
        self._replayProgress.connect(self._replay_progressed)

    @property
    def window(self) -> FilesWindow:
        """The window these files belong to."""
        window = self._window()
        assert window is not None, "the window is gone"
        return window

    def _documents(self) -> str:
        """The folder the Open and Save dialogs start in: the one of the game last opened
        or saved, if it is still there, else the documents folder."""
        for recent in self.window.settings.recent_files:
            folder = Path(recent).parent
            if folder.is_dir():
                return str(folder)
            break
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
            from qtgames.app import filedialogs  # loaded at the first use

            path = filedialogs.ask_open_path(window.window(), self.tr("Open a saved game"),
                                             self._documents(), self.tr(FILE_FILTER))
        if not path:
            return
        self._replay_file("open", Path(path),
                          self.tr("Opening %1…").replace("%1", Path(path).name))

    def _opened(self, path: Path, result: GameRecord | Exception) -> None:
        """The file at ``path`` replayed for Game › Open: start it, or say why not."""
        window = self.window
        title = self.tr("Cannot open the game")
        if isinstance(result, PluginFailure):
            window.error(self.tr("%1 cannot be opened: the game %2 failed while replaying "
                                 "it (%3).").replace("%1", path.name).replace(
                "%2", self._game_name(result.spec)).replace("%3", result.reason), title)
            return
        if isinstance(result, QtGamesError):
            detail = window.messages().error(result)
            if isinstance(result, DamagedSaveError):  # what it means first, then where
                detail = self.tr("This file is not a qtgames game that can be read (it is "
                                 "incomplete or damaged).") + "\n\n" + detail
            window.error(detail, title)
            return
        if not isinstance(result, GameRecord) or not self.may_discard():
            return
        self.path = path
        window.settings.add_recent(str(self.path))
        self.start_loaded(result, saved=True)

    def start_loaded(self, record: GameRecord, saved: bool = False) -> None:
        """Play ``record``, read from a file (``saved``: opened, or resumed as it is in a
        file): the outside players it names, if any, are started only if the user answers
        Yes when asked; otherwise a person plays their seats."""
        window = self.window
        if record.held and ask_to_start(window.window(), record, window.lang):
            record.restore_held()
        window.start_table(record, saved)

    # -- replaying in the background -----------------------------------------------------

    def _replay_file(self, purpose: Purpose, path: Path, label: str) -> None:
        """Replay ``path`` in a background thread, with a progress dialog saying ``label``;
        the result goes to ``_file_replayed`` (a replay asked for earlier is stopped)."""
        self._stop_replay()
        self._file_ticket += 1
        ticket, cancel = self._file_ticket, threading.Event()
        self._cancel = cancel
        dialog = QProgressDialog(label, self.tr("Cancel"), 0, 0, self.window.window())
        dialog.setWindowTitle(self.tr("Opening a saved game"))
        dialog.setWindowModality(QtCore.Qt.WindowModality.WindowModal)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(PROGRESS_DELAY_MS)
        dialog.canceled.connect(self._stop_replay)
        self.progress = dialog
        threading.Thread(target=self._replay_file_in_background,
                         args=(ticket, (purpose, path), path, self.window.registry.get, cancel),
                         name="file replay", daemon=True).start()

    def _replay_file_in_background(self, ticket: int, context: tuple[Purpose, Path],
                                   path: Path, lookup: saves.GameLookup,
                                   cancel: threading.Event) -> None:
        """Replay ``path`` (in its own thread), telling the window's thread how far it went,
        and hand it the result unless the replay was cancelled."""
        def progress(done: int, total: int) -> None:
            if cancel.is_set():
                raise ReplayCancelled
            try:
                self._replayProgress.emit(ticket, done, total)
            except RuntimeError:  # the window closed meanwhile
                raise ReplayCancelled from None

        result: GameRecord | Exception
        try:
            result = replay(path, lookup, progress)
        except ReplayCancelled:
            log.debug("the replay of %s was cancelled", path)
            return
        except (QtGamesError, PluginFailure) as error:
            result = error
        try:
            self._fileReplayed.emit(ticket, context, result)
        except RuntimeError:  # the window closed meanwhile
            log.debug("%s was replayed after the window closed", path)

    def _replay_progressed(self, ticket: int, done: int, total: int) -> None:
        if ticket != self._file_ticket or self.progress is None:
            return
        self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _stop_replay(self) -> None:
        """Stop the replay in progress, if any: its result will be dropped."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
            self._file_ticket += 1
        self._close_progress()

    def _close_progress(self) -> None:
        dialog, self.progress = self.progress, None
        if dialog is not None:
            dialog.canceled.disconnect(self._stop_replay)
            dialog.reset()  # stops its timer: it never shows itself over a later question
            dialog.close()
            dialog.deleteLater()

    def _file_replayed(self, ticket: int, context: tuple[Purpose, Path],
                       result: GameRecord | Exception) -> None:
        if ticket != self._file_ticket or self._window() is None:
            return  # cancelled or asked again since, or the window is gone
        self._cancel = None
        self._close_progress()
        purpose, path = context
        if purpose == "open":
            self._opened(path, result)
        elif isinstance(result, GameRecord):
            self.path = None
            self.start_loaded(result, saved=saved_in_a_file(path))
        else:
            self._not_continued(path, result, report=True)

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
        if self.window.driver is None:
            return False
        return self._save_to_chosen_file(None)

    def _save_to_chosen_file(self, record: GameRecord | None) -> bool:
        """Ask for a file and save the game in the window (or ``record``) to it."""
        from qtgames.app import filedialogs  # loaded at the first use

        path = filedialogs.ask_save_path(self.window.window(), self.tr("Save the game"),
                                         self._documents(), self.tr(FILE_FILTER))
        if not path:
            return False
        target = Path(path)
        if not target.suffix and not saves.is_folder(target):  # a folder is said to be one
            target = target.with_suffix(saves.EXTENSION)
        return self._write(target, record)

    def _write(self, path: Path, record: GameRecord | None = None) -> bool:
        """Save the game in the window (or ``record``) to ``path``; False, said, if not."""
        window = self.window
        driver = window.driver
        try:
            if record is not None:
                saves.save(record, path)
            else:
                assert driver is not None
                saves.save(driver.record, path)
        except QtGamesError as error:
            window.error(window.messages().error(error))
            return False
        window.settings.add_recent(str(path))
        if record is None and driver is not None:
            self.path = path
            driver.mark_saved()
            window.update_ui()
        window.say(self.tr("Saved as %1.").replace("%1", str(path)))
        return True

    # -- leaving a game ------------------------------------------------------------------

    def at_stake(self, quitting: bool = False) -> GameRecord | None:
        """The game whose moves leaving it now would lose, None when nothing would be lost
        (the rule: ``qtgames.table.leaving``): the game in the window or, on the start
        page, the game Continue offers."""
        driver = self.window.driver
        return at_stake(driver.table if driver is not None else None, quitting,
                        self._continue_game).record

    def _continue_game(self) -> GameRecord | None:
        """The game in the autosave file now: the one replayed for Continue or, when that
        replay has not answered yet (a file opened at start-up), replayed here."""
        path = autosave_path()
        stamp = file_stamp(path) if path is not None else None
        if path is None or stamp is None or saved_in_a_file(path):
            return None  # no game, or one in a file as it is: nothing would be lost
        if self._offered is not None and self._offered[0] == stamp:
            return self._offered[1]
        try:
            return replay(path, self.window.registry.get)
        except (QtGamesError, PluginFailure):
            return None  # not continued either: nothing Continue could lose

    def may_discard(self, quitting: bool = False) -> bool:
        """Before the game is left (see ``at_stake``): ask Save, Discard or Cancel (the
        default) when its moves would be lost; True when it is fine to go on."""
        record = self.at_stake(quitting)
        if record is None:
            return True
        box = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window.window(), self.tr("Unsaved game"),
            self.tr("Save this game (%1) first? Otherwise its moves are lost.")
            .replace("%1", pick(record.spec.name, self.window.lang)),
            box.Save | box.Discard | box.Cancel, box.Cancel)
        if answer == box.Save:
            in_window = self.window.driver is not None
            return self.save() if in_window else self._save_to_chosen_file(record)
        if answer == box.Discard:
            self.forget_autosave()
            return True
        return False

    def forget_autosave(self) -> None:
        """The game in progress was discarded: Continue must never offer it again."""
        self._offered = None
        self._ticket += 1  # an offer still being replayed is dropped
        self.window.start_page.set_continue(None)
        path = autosave_path()
        try:
            if path is not None:
                path.unlink(missing_ok=True)
        except OSError:
            log.warning("%s", said("cannot remove the discarded game's autosave"),
                        exc_info=True)

    # -- the autosave --------------------------------------------------------------------

    def offer_autosave(self) -> None:
        """Offer on the start page to continue the autosaved game, if it can go on: the
        file is replayed in a background thread, and Continue shown once it is ready. The
        window's autosave slot is taken here if it has none: the free one written last,
        never one another running program holds."""
        path = claim_to_continue()
        stamp = file_stamp(path) if path is not None else None
        self._ticket += 1
        if self._offered is not None and self._offered[0] == stamp:
            self._show_continue(self._offered[1])  # the same file: no need to replay it
            return
        self._offered = None
        self.window.start_page.set_continue(None)
        if path is None or stamp is None or not path.is_file():
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
        path = autosave_path()
        if isinstance(result, Exception) and path is not None:
            self._not_continued(path, result, report=False)
        elif isinstance(result, GameRecord):
            self._offered = (stamp, result)
            self._show_continue(result)

    def offer_game_in_progress(self, record: GameRecord) -> None:
        """Offer on the start page to go back to ``record``, the game in the window."""
        self._ticket += 1  # an offer of the autosave still being replayed is dropped
        self._show_continue(record, always=True)

    def _show_continue(self, record: GameRecord, always: bool = False) -> None:
        """Offer ``record`` on the start page: ``always`` (the game in the window), or
        when it has moves and is not over (the autosave)."""
        window = self.window
        if not always and not continuable(record):
            window.start_page.set_continue(None)
            return
        icon = QIcon(str(record.spec.icon)) if record.spec.icon is not None else None
        name = pick(record.spec.name, window.lang)
        if record.state.is_over():  # only the game in the window: nothing left to play
            window.start_page.set_continue(
                self.tr("Back to the finished game: %1").replace("%1", name), icon)
            return
        window.start_page.set_continue(self.tr("Continue: %1, move %2").replace(
            "%1", name).replace("%2", str(record.cursor)), icon)

    def resume_autosave(self) -> None:
        """Start page › Continue: the game replayed for the offer, or the autosave
        replayed again if the file changed since."""
        offered, self._offered = self._offered, None
        self._ticket += 1  # an offer still being replayed is answered here instead
        path = autosave_path()
        if path is None:
            return
        if offered is not None and offered[0] == file_stamp(path):
            self.path = None
            self.start_loaded(offered[1], saved=saved_in_a_file(path))
        elif path.is_file():  # replayed again in the background, then started
            self._replay_file("resume", path, self.tr("Resuming the game in progress…"))

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
            log.warning("%s", said("cannot set {path} aside", path=str(path)), exc_info=True)
            message += " " + self.tr("It could not be set aside: %1").replace(
                "%1", error.strerror or str(error))
        else:
            message += " " + self.tr("It was kept as %1.").replace("%1", str(aside))
        self.window.error(message)
