"""Game › Tournament…: a window (not modal: games go on in the main window) to set up a
tournament of computer players, run it in the background, follow its tables and games,
open a finished game in the main window, watch one being played, cancel and resume.

The playing is ``qtgames.tournament``'s (``tournamentrun`` drives it from a thread); this
window only asks, shows and forwards.
"""

import json
import re
import weakref
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from qtgames import paths
from qtgames.app.tournamentrun import Snapshot, TournamentRun
from qtgames.app.tournamentsetup import RESULTS_FOLDER, TournamentSetup
from qtgames.app.tournamenttables import TournamentTables, score_text
from qtgames.app.tournamentwatch import TournamentWatch
from qtgames.app.windowroles import HasWidget, OpensGames
from qtgames.core import saves
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import Translator, game_domains
from qtgames.tournament import results
from qtgames.tournament.games import GameJob, Line
from qtgames.tournament.runner import prepare, resumed_games


class HostWindow(HasWidget, OpensGames, Protocol):
    """What the tournament window needs of the main window: its games, its language, and
    a finished game opened there."""

#: How long closing the app waits for the games being played to stop.
STOP_SECONDS = 5.0


def duration_text(seconds: float) -> str:
    """``1 h 05 min``, ``3 min 20 s``, ``45 s``."""
    seconds = round(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes:02d} min"
    if minutes:
        return f"{minutes} min {secs:02d} s"
    return f"{secs} s"


class TournamentWindow(QDialog):
    """Set up, run and follow a tournament."""

    def __init__(self, window: HostWindow) -> None:
        super().__init__(window.window())
        self.setObjectName("tournament")
        self.setModal(False)
        self.setWindowFlags(Qt.WindowType.Window | Qt.WindowType.WindowMinMaxButtonsHint
                            | Qt.WindowType.WindowCloseButtonHint)
        # A window of its own beside the main one, not one the window manager keeps above
        # it: a game opened from here comes to the front. It does not keep the app running
        # once the main window is closed.
        self.winId()
        handle = self.windowHandle()
        if handle is not None:
            handle.setTransientParent(None)  # type: ignore[arg-type]  # Qt takes nullptr
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        # A weak reference: the main window owns this one.
        self._window = weakref.ref(window)
        self.registry = window.registry
        self.lang = window.lang
        self.run: TournamentRun | None = None
        self.watches: dict[tuple[str, int], TournamentWatch] = {}
        #: The moves of the game being played, to start a watch from.
        self.playing: dict[tuple[str, int], tuple[GameJob, tuple[str, ...]]] = {}
        self.setup = TournamentSetup(self.registry, self.lang)
        self.tables = TournamentTables()
        # Bound methods, never lambdas holding this window: a reference cycle would leave it
        # to the garbage collector, which may run in the tournament's thread.
        self.tables.games.cellDoubleClicked.connect(self._double_clicked)
        self.progress = QProgressBar()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.leader = QLabel()
        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.leader)
        column.addWidget(self.tables, 1)
        splitter = QSplitter()
        # With its Advanced section open, the form may be taller than the window.
        self.form = QScrollArea()
        self.form.setWidget(self.setup)
        self.form.setWidgetResizable(True)
        self.form.setFrameShape(QFrame.Shape.NoFrame)
        self.form.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        splitter.addWidget(self.form)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self._ask_resume)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        for button in (self.start_button, self.resume_button, self.cancel_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(row)
        #: The last report of the run, and a clock redrawing its time left every second.
        self.last: Snapshot | None = None
        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self._show_progress)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self.translate_ui()
        self._set_running(False)
        self.resize(1100, 640)

    @property
    def window_(self) -> HostWindow | None:
        """The main window (None once it is gone)."""
        return self._window()

    def translate_ui(self) -> None:
        """Set every text in the window's language."""
        self.setWindowTitle(self.tr("Tournament"))
        self.start_button.setText(self.tr("&Start"))
        self.resume_button.setText(self.tr("&Resume…"))
        self.resume_button.setToolTip(self.tr("Go on with a tournament from its results "
                                              "file: only the missing games are played."))
        self.cancel_button.setText(self.tr("&Cancel Tournament"))
        self.cancel_button.setToolTip(self.tr("Stop after the games being played; the "
                                              "results file keeps every finished game."))
        self.setup.translate_ui()
        self.tables.translate_ui()
        self.progress.setFormat(self.tables.words.percent_sign("%p"))
        # As wide as the form wants, its Advanced section shown or not (a scroll area
        # alone would make it narrow).
        widest = max(self.setup.sizeHint().width(), self.setup.advanced.sizeHint().width())
        self.form.setMinimumWidth(widest + self.form.verticalScrollBar().sizeHint().width())
        if self.run is None:
            self.status.setText(self.tr("Choose the game, the players and the format, "
                                        "then Start."))

    def messages(self) -> Translator:
        """The messages of the core, the tournaments and every game, in this language."""
        return Translator(self.lang, *game_domains(self.registry.games.values()))

    def error(self, message: str) -> None:
        """Say ``message`` in a warning box, each command-line option it names (the
        checks are shared with ``qtgames tournament``) said as the form's field."""
        QMessageBox.warning(self, self.tr("Tournament"), self._in_form_words(message))

    def _in_form_words(self, message: str) -> str:
        """``message`` with ``--tc``, ``--openings``… replaced by the form's labels."""
        advanced, run = self.setup.advanced.labels, self.setup.run_labels
        fields = {"tc": advanced[0], "max_moves": advanced[1], "max-moves": advanced[1],
                  "resign": advanced[2], "draw": advanced[3], "no-openings": advanced[4],
                  "openings": advanced[5], "anchor": advanced[6], "offset": advanced[7],
                  "prior": advanced[8], "export-csv": advanced[10],
                  "export-games": advanced[11], "format": run[0], "rounds": run[1]}

        def field(found: re.Match[str]) -> str:
            label = fields.get(found.group(1))
            if label is None:
                return found.group(0)
            return "“" + label.text().rstrip(" :\u00a0") + "”"

        return re.sub(r"--([a-z_-]+)", field, message)

    # -- starting and stopping ---------------------------------------------------------------

    def start(self) -> bool:
        """Start the tournament the form describes; False (after saying why) if it cannot."""
        return self._launch(resume=False)

    def resume(self, path: str | None = None) -> bool:
        """Go on with the tournament of the results file ``path`` (asked for when None)."""
        if path is None:
            folder = paths.data_dir() / RESULTS_FOLDER
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Resume a tournament"), str(folder),
                self.tr("Tournament results (*.jsonl);;All files (*)"))
            if not path:
                return False
        try:
            lines, _ = results.read(path)
            self.setup.show_config(lines[0]["config"], path)
        except QtGamesError as error:
            self.error(self.messages().error(error))
            return False
        return self._launch(resume=True)

    def _ask_resume(self) -> None:
        self.resume()

    def _launch(self, resume: bool) -> bool:
        if self.run is not None and self.run.running():
            return False
        earlier: list[Line] = []
        try:
            config = self.setup.config(resume)
            exports = self.setup.exports()
            prepare(config, self.registry.get)
            exports.check()
            if resume:  # checked before any is shown
                earlier = resumed_games(config, self.registry.get)
        except QtGamesError as error:
            self.error(self.messages().error(error))
            return False
        self.tables.reset(self.setup.labels(config))
        for watch in self.watches.values():
            watch.close()
            watch.deleteLater()
        self.watches.clear()
        self.playing.clear()
        for line in earlier:
            self.tables.add_finished(line)
        self.run = TournamentRun(config, self.registry.get, exports)
        self.run.progressed.connect(self._progressed)
        self.run.moved.connect(self._moved)
        self.run.failed.connect(self._failed)
        self.progress.setRange(0, 0)
        self.status.setText(self.tr("Starting…"))
        self.leader.clear()
        self.last = None
        self._set_running(True)
        self.run.start()
        return True

    def cancel(self) -> None:
        """Stop after the games being played (every finished game stays in the file)."""
        if self.run is not None and self.run.running():
            self.run.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping after the games being played…"))

    def stop(self, seconds: float = STOP_SECONDS) -> None:
        """Cancel the run and wait (at most ``seconds``) for it to end: the app quits."""
        if self.run is not None:
            self.run.cancel()
            self.run.wait(seconds)

    def _set_running(self, running: bool) -> None:
        if running:
            self.clock.start()
        else:
            self.clock.stop()
        self.setup.set_running(running)
        self.start_button.setEnabled(not running)
        self.resume_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    # -- following the run --------------------------------------------------------------------

    def _progressed(self, snapshot: Snapshot) -> None:
        self.tables.show_snapshot(snapshot)
        for line in snapshot.lines:
            info = line["tournament"]
            key = (info["pairing"], info["index"])
            self.playing.pop(key, None)
            watch = self.watches.get(key)
            if watch is not None:
                watch.show_moves(line["moves"], over=True, line=line)
        self.progress.setRange(0, max(snapshot.expected, 1))
        self.progress.setValue(snapshot.done)
        self.last = snapshot
        self._show_progress()
        if snapshot.finished:
            self._set_running(False)
        if snapshot.leader is not None:
            name, points, games = snapshot.leader
            self.leader.setText(self.tr("Leader: %1 (%2 of %3)").replace(
                "%1", self.tables.name(name)).replace("%2", score_text(points)).replace(
                "%3", str(games)))

    def _show_progress(self) -> None:
        """Games done and left, and the time left at the pace of this run so far."""
        snapshot, run = self.last, self.run
        if snapshot is None or run is None:
            return
        if snapshot.finished:
            text = (self.tr("Cancelled: %1 games kept in %2") if snapshot.cancelled
                    else self.tr("Finished: %1 games, saved in %2")).replace(
                "%1", str(snapshot.done)).replace("%2", Path(run.config.results or "").name)
        elif run.cancel_event.is_set():
            text = self.tr("Stopping after the games being played…")
        else:
            left = max(snapshot.expected - snapshot.done, 0)
            text = self.tr("%1 of %2 games played, %3 left").replace(
                "%1", str(snapshot.done)).replace("%2", str(snapshot.expected)).replace(
                "%3", str(left))
            fresh = snapshot.done - snapshot.resumed
            if fresh > 0 and left:
                text += self.tr(", about %1 to go").replace(
                    "%1", duration_text(run.elapsed() / fresh * left))
        self.status.setText(text)
        self.status.setToolTip(str(run.config.results))

    def changeEvent(self, event: QEvent) -> None:
        """Say everything again in the language just chosen."""
        if event.type() == QEvent.Type.LanguageChange:
            window = self.window_
            if window is not None:
                self.lang = window.lang
                self.setup.set_language(window.lang)
            self.translate_ui()
        super().changeEvent(event)

    def _moved(self, job: GameJob, moves: tuple[str, ...]) -> None:
        self.playing[job.key] = (job, moves)
        self.tables.show_moves(job, moves)
        watch = self.watches.get(job.key)
        if watch is not None:
            watch.show_moves(moves)

    def _failed(self, error: Exception) -> None:
        self._set_running(False)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        message = (self.messages().error(error) if isinstance(error, QtGamesError)
                   else self.tr("The tournament stopped because of an error: %1").replace(
                       "%1", f"{type(error).__name__}: {error}"))
        self.status.setText(message)
        self.error(message)

    # -- the games ---------------------------------------------------------------------------

    def _double_clicked(self, row: int, _column: int) -> None:
        self.activate(row)

    def activate(self, row: int) -> None:
        """The games list's row ``row`` was chosen: open it, or watch it being played."""
        line = self.tables.line_at(row)
        if line is not None:
            self.open_game(line)
            return
        key = self.tables.key_at(row)
        if key is not None and key in self.playing:
            self.watch(*self.playing[key])

    def open_game(self, line: Line) -> bool:
        """Open the finished game of ``line`` in the main window."""
        window = self.window_
        if window is None:
            return False
        try:
            record = saves.loads(json.dumps(line), self.registry.get)
        except QtGamesError as error:
            self.error(self.messages().error(error))
            return False
        if not window.files.may_discard():
            return False
        window.files.path = None
        window.start_table(record, saved=True)
        bring_to_front(window.window())
        return True

    def watch(self, job: GameJob, moves: tuple[str, ...]) -> TournamentWatch | None:
        """Show the game ``job`` being played on a board of its own."""
        spec = self.registry.get(job.game)
        if spec.scene is None:
            return None
        watch = self.watches.get(job.key)
        if watch is None:
            watch = TournamentWatch(spec, job, self.messages(), self.lang, self.tables.labels,
                                    self)
            self.watches[job.key] = watch
        watch.show_moves(moves)
        watch.show()
        bring_to_front(watch)
        return watch

    def closeEvent(self, event: QCloseEvent) -> None:
        """Hide: a run goes on (Game › Tournament… shows it again)."""
        self.hide()
        event.ignore()


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` above the others, restored if it was minimised, and make it the
    active one."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


def show_tournament(window: HostWindow) -> TournamentWindow:
    """Game › Tournament…: the main window's tournament window, made the first time."""
    found = window.window().findChild(TournamentWindow, "tournament")
    tournament = found if isinstance(found, TournamentWindow) else TournamentWindow(window)
    tournament.show()
    bring_to_front(tournament)
    return tournament

