"""The main window: start page, board and side panel, menus with standard shortcuts."""

from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from qtgames import __version__, manual, paths
from qtgames.app import language
from qtgames.app.boardview import BoardView
from qtgames.app.curtain import Curtain
from qtgames.app.manualview import ManualWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.app.pluginsdialog import PluginsDialog
from qtgames.app.scene import BoardScene
from qtgames.app.session import GameSession, autosave_path
from qtgames.app.settings import Settings
from qtgames.app.sidepanel import SidePanel
from qtgames.app.startpage import StartPage
from qtgames.core import saves
from qtgames.core.errors import QtGamesError
from qtgames.core.game import load_object
from qtgames.core.i18n import Translator, pick
from qtgames.core.messages import MESSAGES as CORE_MESSAGES
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.state import Move
from qtgames.core.textview import TextView
from qtgames.plugins import GameRegistry
from qtgames.session import fresh_record, player_label

FILE_FILTER = "qtgames saved games (*.qtgame)"
ANIMATION_SPEEDS = (("off", 0), ("fast", 150), ("normal", 300), ("slow", 600))
MOVE_DELAYS = (("none", 0), ("short", 400), ("long", 1000))


class MainWindow(QMainWindow):
    """The desktop app's only window."""

    def __init__(self, registry: GameRegistry, settings: Settings | None = None) -> None:
        super().__init__()
        self.registry = registry
        self.settings = settings or Settings()
        self.lang = language.resolve(self.settings.language)
        language.install(self.lang)
        self.both_sides_saved: list[str] | None = None
        self.session: GameSession | None = None
        self.scene: BoardScene | None = None
        self.path: Path | None = None
        self.announced_end = False
        self.manual_window: ManualWindow | None = None
        self.noticed_at: int | None = None  # the move number whose notice was shown
        #: Shortest time a computer move takes to appear, so the player sees it happen.
        self.min_delay_ms = self.settings.min_delay_ms
        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.start_page.gameChosen.connect(self.new_game)
        self.start_page.continueChosen.connect(self.resume_autosave)
        self.board = BoardView()
        self.panel = SidePanel()
        self.panel.positionChosen.connect(self._goto)
        self.curtain = Curtain()
        self.curtain.ready.connect(self._curtain_lifted)
        self.board_stack = QStackedWidget()
        self.board_stack.addWidget(self.board)
        self.board_stack.addWidget(self.curtain)
        self.shown_viewer: int | None = None
        game_page = QWidget()
        row = QHBoxLayout(game_page)
        row.addWidget(self.board_stack, 3)
        row.addWidget(self.panel, 1)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(game_page)
        self.setCentralWidget(self.stack)
        self._make_actions()
        self._make_menus()
        self.translate_ui()
        self.start_page.set_games(list(registry.games.values()), self.lang)
        self._offer_autosave()
        self.resize(1000, 720)
        if self.settings.geometry is not None:
            self.restoreGeometry(self.settings.geometry)
        self.update_ui()

    # -- actions and menus ---------------------------------------------------------------

    def _action(self, slot, shortcut: QKeySequence.StandardKey | str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_new = self._action(lambda: self.new_game(None), keys.New)
        self.act_open = self._action(self.open_file, keys.Open)
        self.act_save = self._action(self.save, keys.Save)
        self.act_save_as = self._action(self.save_as, keys.SaveAs)
        self.act_restart = self._action(self.restart, "Ctrl+R")
        self.act_quit = self._action(self.close, keys.Quit)
        self.act_undo = self._action(self.undo, keys.Undo)
        self.act_redo = self._action(self.redo, keys.Redo)
        self.act_hint = self._action(self.hint, "H")
        self.act_pause = self._action(self.toggle_pause, "P", checkable=True)
        self.act_both = self._action(self.toggle_both_sides, "Ctrl+D", checkable=True)
        self.act_players = self._action(self.change_players)
        self.act_legal = self._action(self.apply_view_options, checkable=True)
        self.act_last = self._action(self.apply_view_options, checkable=True)
        self.act_coords = self._action(self.apply_view_options, checkable=True)
        for action, name in ((self.act_legal, "show_legal"), (self.act_last, "show_last"),
                             (self.act_coords, "show_coordinates")):
            action.setChecked(self.settings.flag(name))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, _ in ANIMATION_SPEEDS:
            action = self._action(self.apply_view_options, checkable=True)
            self.speed_group.addAction(action)
            self.speed_actions[name] = action
        self.speed_actions.get(self.settings.animation, self.speed_actions["normal"]).setChecked(
            True)
        self.delay_group = QActionGroup(self)
        self.delay_actions: dict[str, QAction] = {}
        for name, ms in MOVE_DELAYS:
            action = self._action(lambda _=False, m=ms: self.set_move_delay(m), checkable=True)
            action.setChecked(ms == self.min_delay_ms)
            self.delay_group.addAction(action)
            self.delay_actions[name] = action
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for name in ("system", "en", "fr"):
            action = self._action(lambda _=False, n=name: self.set_language(n), checkable=True)
            self.language_group.addAction(action)
            self.language_actions[name] = action
        self.language_actions[self.settings.language].setChecked(True)
        self.act_manual = self._action(self.show_manual, keys.HelpContents)
        self.act_rules = self._action(self.show_rules, "Shift+F1")
        self.act_plugins = self._action(self.show_plugins)
        self.act_about = self._action(self.about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.addAction(self.act_new)
        self.menu_game.addAction(self.act_open)
        self.menu_recent = self.menu_game.addMenu("")
        self.menu_recent.aboutToShow.connect(self._fill_recent)
        for action in (None, self.act_save, self.act_save_as, None, self.act_restart, None,
                       self.act_quit):
            self.menu_game.addSeparator() if action is None else self.menu_game.addAction(action)
        self.menu_move = bar.addMenu("")
        for action in (self.act_undo, self.act_redo, None, self.act_hint, None, self.act_pause,
                       self.act_both, self.act_players):
            self.menu_move.addSeparator() if action is None else self.menu_move.addAction(action)
        self.menu_view = bar.addMenu("")
        for action in (self.act_legal, self.act_last, self.act_coords):
            self.menu_view.addAction(action)
        self.menu_speed = self.menu_view.addMenu("")
        for action in self.speed_actions.values():
            self.menu_speed.addAction(action)
        self.menu_delay = self.menu_view.addMenu("")
        for action in self.delay_actions.values():
            self.menu_delay.addAction(action)
        self.menu_language = self.menu_view.addMenu("")
        for action in self.language_actions.values():
            self.menu_language.addAction(action)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_manual)
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_plugins)
        self.menu_help.addAction(self.act_about)

    def translate_ui(self) -> None:
        """Set every text of the window (run again when the language changes)."""
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_move.setTitle(self.tr("&Move"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New Game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.menu_recent.setTitle(self.tr("Open &Recent"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &As…"))
        self.act_restart.setText(self.tr("&Restart"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_pause.setText(self.tr("&Pause Computer"))
        self.act_both.setText(self.tr("Computer Plays &Both Sides"))
        self.act_players.setText(self.tr("&Players…"))
        self.act_legal.setText(self.tr("Show &Legal Moves"))
        self.act_last.setText(self.tr("Show Last &Move"))
        self.act_coords.setText(self.tr("Show &Coordinates"))
        self.menu_speed.setTitle(self.tr("&Animation Speed"))
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                 "slow": self.tr("Slow")}
        for name, action in self.speed_actions.items():
            action.setText(names[name])
        self.menu_delay.setTitle(self.tr("Computer Move &Delay"))
        delays = {"none": self.tr("None"), "short": self.tr("Short"), "long": self.tr("Long")}
        for name, action in self.delay_actions.items():
            action.setText(delays[name])
        self.menu_language.setTitle(self.tr("&Language"))
        self.language_actions["system"].setText(self.tr("System Language"))
        self.language_actions["en"].setText("English")
        self.language_actions["fr"].setText("Français")
        self.act_manual.setText(self.tr("User &Manual"))
        self.act_rules.setText(self.tr("&Rules of This Game"))
        self.act_plugins.setText(self.tr("&Plugins…"))
        self.act_about.setText(self.tr("&About qtgames"))
        self.start_page.translate_ui()
        self.update_ui()

    # -- the game ------------------------------------------------------------------------

    def new_game(self, game_id: str | None) -> None:
        """Ask for players and options, then start a game (of the current kind if None)."""
        if game_id is None:
            if self.session is None:
                self.stack.setCurrentIndex(0)
                return
            game_id = self.session.record.spec.id
        spec = self.registry.get(game_id)
        previous = self.session.record if self.session and \
            self.session.record.spec.id == game_id else None
        dialog = NewGameDialog(spec, self.lang, self,
                               [s.player for s in previous.seats] if previous else None,
                               dict(previous.options) if previous else None)
        if not dialog.exec() or not self._may_discard():
            return
        try:
            record = GameRecord(spec, dialog.options(), None, dialog.players())
        except QtGamesError as error:
            self._error(self.messages().error(error))
            return
        self.path = None
        self.start_session(record)

    def start_session(self, record: GameRecord, saved: bool = False) -> None:
        """Play ``record`` in the window (``saved``: just opened from a file)."""
        if self.session is not None:
            self._end_session()  # the new scene must never be shown the old game
        spec = record.spec
        try:
            scene = load_object(spec.scene)() if spec.scene else None
        except Exception as error:  # noqa: BLE001 - a broken scene must not take the app down
            self._error(self.tr("The board of this game cannot be shown: %1").replace(
                "%1", f"{type(error).__name__}: {error}"))
            return
        if scene is None:
            self._error(self.tr("This game has no board view."))
            return
        self.scene = scene
        self.apply_view_options()
        self.board.setScene(scene)
        scene.moveChosen.connect(self._human_move)
        self.session = GameSession(record, self.min_delay_ms, saved)
        self.session.changed.connect(self.update_ui)
        self.session.hintReady.connect(self._show_hint)
        self.session.failed.connect(self._game_failed)
        self.session.refused.connect(self._move_refused)
        self.session.forced.connect(self._forced_move)
        self.announced_end = record.state.is_over()
        self.noticed_at = None
        self.shown_viewer = None
        self.stack.setCurrentIndex(1)
        self.board.setFocus()
        self.update_ui()
        self.session.start()

    def _end_session(self) -> None:
        """Stop the game in progress; nothing it still reports reaches the window."""
        session, self.session = self.session, None
        if session is not None:
            for signal in (session.changed, session.hintReady, session.failed,
                           session.refused, session.forced):
                signal.disconnect()
            session.close()

    def _human_move(self, move: Move) -> None:
        session = self.session
        if session is None:
            return
        if session.record.can_redo:
            answer = QMessageBox.question(
                self, self.tr("Play from here?"),
                self.tr("Playing here discards the moves after this position. Go on?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        session.human_move(move)

    def _curtain_lifted(self) -> None:
        """The next player is at the screen: show their cards."""
        if self.session is not None:
            self.shown_viewer = self.session.record.viewer()
        self.update_ui()
        self.board.setFocus()

    def _goto(self, index: int) -> None:
        if self.session is not None and index != self.session.record.cursor:
            self.session.goto(index)

    def update_ui(self) -> None:
        """Redraw the board and the panel; enable the actions that can act."""
        session = self.session
        has_game = session is not None
        for action in (self.act_save, self.act_save_as, self.act_restart, self.act_hint,
                       self.act_pause, self.act_both, self.act_players):
            action.setEnabled(has_game)
        self.act_rules.setEnabled(has_game)
        if session is None or self.scene is None:
            self.act_undo.setEnabled(False)
            self.act_redo.setEnabled(False)
            self.act_undo.setText(self.tr("&Undo"))
            self.act_redo.setText(self.tr("&Redo"))
            self.setWindowTitle("qtgames")
            return
        record = session.record
        state = record.state
        viewer = record.viewer()
        hidden = record.shared_screen and viewer is not None and \
            self.shown_viewer is not None and viewer != self.shown_viewer
        if hidden:
            self.curtain.show_for(record.spec.seat_label(record.seats[viewer].name, self.lang))
            self.board_stack.setCurrentWidget(self.curtain)
        else:
            self.shown_viewer = viewer
            self.board_stack.setCurrentWidget(self.board)
        try:
            shown = record.shown_state()
            self.scene.messages = self.messages()
            # A partial of the spec, not a lambda holding the window: a scene -> window ->
            # scene cycle would be freed by the garbage collector while Qt still uses it.
            self.scene.seat_label = partial(record.spec.seat_label, lang=self.lang)
            self.scene.show_state(shown, self._last_move(), session.human_to_move
                                  and not session.thinking and not hidden)
            view = self._text_view()
            summary, notice = view.summary(shown), view.notice(shown)
        except Exception as error:  # noqa: BLE001 - a broken plugin ends the game, not the app
            self._game_failed(f"{type(error).__name__}: {error}")
            return
        self.act_undo.setEnabled(record.can_undo)
        self.act_redo.setEnabled(record.can_redo)
        last, following = record.last_move(), record.next_move()
        self.act_undo.setText(self.tr("&Undo %1").replace("%1", last) if last
                              else self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo %1").replace("%1", following) if following
                              else self.tr("&Redo"))
        self.act_hint.setEnabled(session.human_to_move)
        self.act_pause.setChecked(session.paused)
        self.act_both.setChecked(self.both_sides_saved is not None)
        name = pick(record.spec.name, self.lang)
        self.setWindowTitle(f"{name} — {self.path.name if self.path else self.tr('New game')}"
                            f"{' *' if session.modified else ''}")
        self.panel.summary.setText("\n".join(summary))
        self.panel.show_history(record.moves, record.cursor, self.tr("Start"))
        if notice is not None and self.noticed_at != record.cursor:
            self.noticed_at = record.cursor
            QMessageBox(QMessageBox.Icon.Information, name, notice,
                        QMessageBox.StandardButton.Ok, self).open()
        outcome = state.outcome()
        if outcome is not None:
            text = view.outcome_text(state, outcome)
            self.panel.turn.setText(self.tr("Game over"))
            self.panel.status.setText(text)
            if not self.announced_end:
                self.announced_end = True
                box = QMessageBox(QMessageBox.Icon.Information, self.tr("Game over"), text,
                                  QMessageBox.StandardButton.Ok, self)
                box.open()
            return
        self.announced_end = False
        seat = record.seats[state.to_move()]
        who = record.spec.seat_label(seat.name, self.lang)
        label = player_label(record.spec, seat.player, self.messages())
        kind = label if seat.is_human else self.tr("computer, %1").replace("%1", label)
        self.panel.turn.setText(self.tr("%1 to play (%2)").replace("%1", who).replace("%2", kind))
        if session.thinking:
            self.panel.status.setText(self.tr("The computer is thinking…"))
        elif session.paused and not seat.is_human:
            self.panel.status.setText(self.tr("Computer paused: Move › Pause Computer resumes."))
        elif state.forced_move() is None:
            self.panel.status.setText("")

    def _last_move(self) -> Move | None:
        assert self.session is not None
        return self.session.record.state.last_move()

    # -- menu commands -------------------------------------------------------------------

    def undo(self) -> None:
        """Move › Undo."""
        if self.session is not None:
            self.session.undo()

    def redo(self) -> None:
        """Move › Redo."""
        if self.session is not None:
            self.session.redo()

    def hint(self) -> None:
        """Move › Hint."""
        if self.session is not None:
            self.panel.status.setText(self.tr("Looking for a good move…"))
            self.session.hint()

    def _show_hint(self, move: str) -> None:
        self.panel.status.setText(self.tr("Hint: %1").replace("%1", move))

    def toggle_pause(self) -> None:
        """Move › Pause Computer."""
        if self.session is not None:
            self.session.set_paused(self.act_pause.isChecked())

    def toggle_both_sides(self) -> None:
        """Move › Computer Plays Both Sides: a demonstration, then back to the players."""
        session = self.session
        if session is None:
            return
        record = session.record
        if self.act_both.isChecked():
            self.both_sides_saved = [seat.player for seat in record.seats]
            level = next((seat.player for seat in record.seats if not seat.is_human),
                         record.spec.levels[len(record.spec.levels) // 2].name)
            session.set_players([level] * len(record.seats))
        elif self.both_sides_saved is not None:
            session.set_players(self.both_sides_saved)
            self.both_sides_saved = None
        else:
            session.stop_thinking()
        session.paused = False
        self.update_ui()
        session.start()

    def change_players(self) -> None:
        """Move › Players…: change who plays each seat, asking before a level change."""
        session = self.session
        if session is None:
            return
        record = session.record
        current = [seat.player for seat in record.seats]
        dialog = NewGameDialog(record.spec, self.lang, self, current, dict(record.options),
                               seats_only=True)
        if not dialog.exec():
            return
        chosen = dialog.players()
        level_changed = any(old != new and HUMAN not in (old, new)
                            for old, new in zip(current, chosen, strict=True))
        if level_changed and record.moves:
            answer = QMessageBox.question(
                self, self.tr("Change the level?"),
                self.tr("Change the computer's level in the middle of the game?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        session.set_players(chosen)
        self.both_sides_saved = None
        self.update_ui()
        session.start()

    def set_move_delay(self, ms: int) -> None:
        """View › Computer Move Delay: how long a computer move takes at least to appear."""
        self.min_delay_ms = self.settings.min_delay_ms = ms
        if self.session is not None:
            self.session.min_delay_ms = ms

    def set_language(self, choice: str) -> None:
        """View › Language: switch at once, and remember it."""
        self.settings.language = choice
        self.lang = language.resolve(choice)
        language.install(self.lang)
        if self.manual_window is not None:  # the next one opens in the new language
            self.manual_window.close()
            self.manual_window.deleteLater()
            self.manual_window = None
        self.translate_ui()  # now; Qt's LanguageChange event, posted, comes later
        self.start_page.set_games(list(self.registry.games.values()), self.lang)
        self._offer_autosave()
        self.update_ui()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.translate_ui()
        super().changeEvent(event)

    def show_manual(self) -> None:
        """Help › User Manual, in the window's language."""
        if not manual.index_page(self.lang).is_file():
            self._error(self.tr("The user manual is not installed."))
            return
        if self.manual_window is None:
            self.manual_window = ManualWindow(self.lang, self)
        self.manual_window.show()
        self.manual_window.raise_()

    def show_plugins(self) -> None:
        """Help › Plugins…."""
        PluginsDialog(self.registry, self).exec()

    def _fill_recent(self) -> None:
        self.menu_recent.clear()
        files = [path for path in self.settings.recent_files if Path(path).is_file()]
        for path in files:
            action = self.menu_recent.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            self.menu_recent.addAction(self.tr("No recent games")).setEnabled(False)

    def restart(self) -> None:
        """Game › Restart: the same players and options, from the start."""
        if self.session is None or not self._may_discard():
            return
        self.path = None
        self.start_session(fresh_record(self.session.record))

    def apply_view_options(self) -> None:
        """View menu: marks, coordinates and animation speed."""
        if self.scene is None:
            return
        options = self.scene.view_options
        options.show_legal = self.act_legal.isChecked()
        options.show_last = self.act_last.isChecked()
        options.show_coordinates = self.act_coords.isChecked()
        speed = next(name for name, _ in ANIMATION_SPEEDS if self.speed_actions[name].isChecked())
        options.animation_ms = dict(ANIMATION_SPEEDS)[speed]
        self.scene.set_view_options(options)
        self.settings.animation = speed
        self.settings.set_flag("show_legal", options.show_legal)
        self.settings.set_flag("show_last", options.show_last)
        self.settings.set_flag("show_coordinates", options.show_coordinates)
        if self.session is not None:
            self.update_ui()

    def show_rules(self) -> None:
        """Help › Rules of This Game."""
        spec = self.session.record.spec if self.session else None
        if spec is None:
            return
        box = QMessageBox(self)
        box.setWindowTitle(pick(spec.name, self.lang))
        box.setTextFormat(Qt.TextFormat.MarkdownText)
        box.setText(spec.rules_text(self.lang))
        box.open()

    def about(self) -> None:
        """Help › About."""
        QMessageBox.about(self, self.tr("About qtgames"),
                          self.tr("qtgames %1: board games to play against a friend or the "
                                  "computer.").replace("%1", __version__))

    # -- files ---------------------------------------------------------------------------

    def _documents(self) -> str:
        folder = paths.documents_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return str(folder)

    def open_file(self, path: str | None = None) -> None:
        """Game › Open…: load a saved game (nothing changes if it cannot be loaded)."""
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                                  self._documents(), FILE_FILTER)
        if not path:
            return
        try:
            record = saves.load(path, self.registry.get)
        except QtGamesError as error:
            self._error(self.messages().error(error))
            return
        if not self._may_discard():
            return
        self.path = Path(path)
        self.settings.add_recent(str(self.path))
        self.start_session(record, saved=True)

    def save(self) -> bool:
        """Game › Save (asks for a file the first time)."""
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        """Game › Save As…."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"),
                                              self._documents(), FILE_FILTER)
        if not path:
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(saves.EXTENSION)
        return self._write(target)

    def _write(self, path: Path) -> bool:
        assert self.session is not None
        try:
            saves.save(self.session.record, path)
        except QtGamesError as error:
            self._error(self.messages().error(error))
            return False
        self.path = path
        self.settings.add_recent(str(path))
        self.session.mark_saved()
        self.update_ui()
        return True

    def _offer_autosave(self) -> None:
        path = autosave_path()
        if not path.is_file():
            self.start_page.set_continue(None)
            return
        try:
            record = saves.load(path, self.registry.get)
        except QtGamesError:
            self.start_page.set_continue(None)
            return
        if record.state.is_over():  # nothing left to continue
            self.start_page.set_continue(None)
            return
        self.start_page.set_continue(self.tr("Continue: %1, move %2").replace(
            "%1", pick(record.spec.name, self.lang)).replace("%2", str(record.cursor)))

    def resume_autosave(self) -> None:
        """Start page › Continue."""
        try:
            record = saves.load(autosave_path(), self.registry.get)
        except QtGamesError as error:
            self._error(self.messages().error(error))
            return
        self.path = None
        self.start_session(record)

    def _may_discard(self) -> bool:
        """Ask before losing unsaved moves; True when it is fine to go on."""
        if self.session is None or not self.session.modified:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved game"), self.tr("Save the game in progress first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def messages(self) -> Translator:
        """The core's and every game's messages, in the window's language."""
        return Translator(self.lang, CORE_MESSAGES,
                          *(spec.messages for spec in self.registry.games.values()))

    def _error(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("qtgames"), message)

    def _forced_move(self, move: Move) -> None:
        state = self.session.record.state  # type: ignore[union-attr]
        self.panel.status.setText(self._text_view().forced_text(state, state.format_move(move)))

    def _text_view(self) -> TextView:
        """The game's text view, for its sentences (passes, results) in the panel."""
        spec = self.session.record.spec  # type: ignore[union-attr]
        return spec.make_text_view(self.messages(), None,
                                   lambda seat: spec.seat_label(seat, self.lang))

    def _move_refused(self, error: QtGamesError) -> None:
        self.panel.status.setText(self.messages().error(error))

    def _game_failed(self, message: str) -> None:
        self._end_session()
        self._error(self.tr("The game stopped because of an error: %1").replace("%1", message))
        self.stack.setCurrentIndex(0)
        self.update_ui()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved moves, then stop the computer's search before closing."""
        if not self._may_discard():
            event.ignore()
            return
        if self.session is not None:
            self.session.close()
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        event.accept()
