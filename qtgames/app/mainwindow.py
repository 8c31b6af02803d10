"""The main window: start page, board and side panel, menus with standard shortcuts.

The window coordinates; each part does its own job: ``menus`` (the actions, their names
and which are enabled), ``files`` (open, save, recent files, the autosave), ``players``
(who plays each seat during a game), ``sidepanel`` (whose turn, the moves, the status),
``driver`` (the local game's table and its computer players, driven the Qt way). The
game shown, local or over the network, is talked to through one interface
(``shown.ShownGame``): the window never asks which kind it is.
"""

from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QStackedWidget, QWidget

from qtgames import manual
from qtgames.app import language
from qtgames.app.appearance import Appearance
from qtgames.app.curtain import Curtain
from qtgames.app.files import GameFiles
from qtgames.app.menus import WindowMenus
from qtgames.app.networkmenu import NetworkMenu
from qtgames.app.placement import first_size
from qtgames.app.players import SeatCommands
from qtgames.app.playerspanel import PIECE
from qtgames.app.reviewer import Reviewer
from qtgames.app.settings import Settings
from qtgames.app.shown import ShownGame
from qtgames.app.sidepanel import SidePanel, browsing_text
from qtgames.app.startpage import StartPage
from qtgames.app.statusnote import StatusNote
from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec, load_object
from qtgames.core.i18n import Translator, game_domains, pick
from qtgames.core.narrator import Narrator
from qtgames.core.options import OptionValue
from qtgames.core.record import GameRecord
from qtgames.core.state import Move
from qtgames.plugins import GameRegistry
from qtgames.table.choices import fresh_record, hint_level, player_title

# The New Game, Rules and Plugins dialogs are imported when opened, the board's view and
# the table's driver with the first game: the start page needs none of them.
if TYPE_CHECKING:
    from qtgames.app.boardview import BoardView
    from qtgames.app.manualview import ManualWindow
    from qtgames.app.rulesdialog import RulesDialog
    from qtgames.app.scene import BoardScene
    from qtgames.app.tabledriver import TableDriver


class MainWindow(QMainWindow):
    """The desktop app's only window."""

    def __init__(self, registry: GameRegistry, settings: Settings | None = None) -> None:
        super().__init__()
        self.registry = registry
        self.settings = settings or Settings()
        self.lang = language.resolve(self.settings.language)
        language.install(self.lang)
        self.driver: TableDriver | None = None
        self.scene: BoardScene[Any] | None = None
        self.announced_end = False
        self.manual_window: ManualWindow | None = None
        self.rules_dialog: RulesDialog | None = None
        self.noticed_at: int | None = None  # the move number whose notice was shown
        self.hint_at: int | None = None  # the move number whose hint is on the board
        self.note = StatusNote(self.statusBar())
        #: Shortest time a computer move takes to appear, so the player sees it happen.
        self.min_delay_ms = self.settings.min_delay_ms
        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.start_page.gameChosen.connect(self.new_game)
        self._board: BoardView | None = None  # made with the first game's board
        self.panel = SidePanel()
        self.panel.positionChosen.connect(self._goto)
        self.panel.lastChosen.connect(self.goto_last)
        self.curtain = Curtain()
        self.curtain.ready.connect(self._curtain_lifted)
        self.board_stack = QStackedWidget()
        self._board_place = QWidget()  # where the board's view goes when it is made
        self.board_stack.addWidget(self._board_place)
        self.board_stack.addWidget(self.curtain)
        game_page = QWidget()
        row = QHBoxLayout(game_page)
        row.addWidget(self.board_stack, 3)
        row.addWidget(self.panel, 1)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(game_page)
        self.setCentralWidget(self.stack)
        self.statusBar()  # made now: made at the first message, it would shrink the board
        self.files = GameFiles(self)
        self.seats = SeatCommands(self)
        self.start_page.continueChosen.connect(self.continue_game)
        self.menus = WindowMenus(self, self.settings)
        self.network = NetworkMenu(self)
        # The actions other code drives (tests, the manual's pictures) by these names.
        menus = self.menus
        self.act_open, self.act_save, self.act_restart = (menus.act_open, menus.act_save,
                                                          menus.act_restart)
        self.act_undo, self.act_redo, self.act_hint = (menus.act_undo, menus.act_redo,
                                                       menus.act_hint)
        self.act_both, self.act_coords, self.act_manual = (menus.act_both, menus.act_coords,
                                                           menus.act_manual)
        self.menu_game = menus.menu_game
        self.reviewer = Reviewer(self, menus.act_review)
        self.appearance = Appearance(self, menus.menu_view)
        self.speed_actions, self.delay_actions, self.language_actions = (
            menus.speed_actions, menus.delay_actions, menus.language_actions)
        self.translate_ui()
        self.show_games()
        self.files.offer_autosave()
        if self.settings.geometry is None or not self.restoreGeometry(self.settings.geometry):
            self.place_on_screen()
        self.update_ui()

    @property
    def board(self) -> "BoardView":
        """The view of the game's board, made when first needed: the start page shows none."""
        if self._board is None:
            from qtgames.app.boardview import BoardView

            self._board = BoardView()
            shown = self.board_stack.currentWidget() is self._board_place
            self.board_stack.insertWidget(0, self._board)
            self.board_stack.removeWidget(self._board_place)
            if shown:
                self.board_stack.setCurrentWidget(self._board)
        return self._board

    def place_on_screen(self) -> None:
        """The first size: 1000 × 720, less on a smaller screen, so that the window and its
        frame fit the screen's free area; centred on it."""
        area = self.screen().availableGeometry()
        width, height = first_size(area.width(), area.height())
        self.resize(width, height)
        frame = self.frameGeometry()
        frame.moveCenter(area.center())
        self.move(max(area.left(), frame.left()), max(area.top(), frame.top()))

    def translate_ui(self) -> None:
        """Set every text of the window (run again when the language changes)."""
        self.menus.translate()
        self.reviewer.panel.translate()
        self.appearance.translate()
        self.network.translate(self.lang)
        self.start_page.translate_ui()
        self.update_ui()

    # -- the game ------------------------------------------------------------------------

    def new_game(self, game_id: str | None, hosting: bool = False) -> None:
        """Ask for the game, players and options, then start it (a game of the kind in
        progress is proposed when ``game_id`` is None); a seat left to a remote player
        hosts it over the network (``hosting``: the other seats are proposed so)."""
        if game_id is None:
            shown = self.shown.spec if self.shown is not None else None
            game_id = shown.id if shown is not None else \
                next(iter(self.registry.games), None)
            if game_id is None:
                return
        spec = self.registry.get(game_id)
        players, options = self._last_choices(game_id) or (None, None)
        from qtgames.app.newgame import NewGameDialog

        dialog = NewGameDialog(spec, self.lang, self, players, options,
                               games=list(self.registry.games.values()),
                               last_choices=self._last_choices, hosting=hosting)
        dialog.name.setText(self.settings.player_name)
        if not dialog.exec():
            return
        while dialog.hosted() and not self.network.host(dialog):
            if not dialog.exec():  # hosting failed: the same dialog, every choice kept
                return
        if dialog.hosted():
            return
        if not self.files.may_discard():
            return
        spec = dialog.game()
        try:
            record = GameRecord(spec, dialog.options(), None, dialog.players())
        except QtGamesError as error:
            self.error(self.messages().error(error))
            return
        self.settings.set_last_game(spec.id, dialog.players(), dict(record.options))
        self.files.path = None
        self.start_table(record)

    def remember_players(self, record: GameRecord) -> None:
        """``record``'s players and options are the last of its game (its start card says
        them), whichever way it came to the window."""
        self.settings.set_last_game(record.spec.id, [seat.player for seat in record.seats],
                                    dict(record.options))

    def _last_choices(self, game_id: str) -> tuple[list[str], dict[str, OptionValue]] | None:
        """The players and options of the game of ``game_id`` in progress (a network
        game's: this seat here, the others remote), else of the last one started."""
        play = self.network.play
        if play is not None and play.spec is not None and play.spec.id == game_id:
            return play.choices()
        if self.driver is not None and self.driver.record.spec.id == game_id:
            record = self.driver.record
            return [seat.player for seat in record.seats], dict(record.options)
        last = self.settings.last_game(game_id)
        if last is None:
            return None
        return last[0], {key: value for key, value in last[1].items()
                         if isinstance(value, str | int)}

    def show_home(self) -> None:
        """Game › Choose Game…: the gallery of games; Continue there takes up the game in
        progress, which goes on meanwhile."""
        self.show_games()
        self.stack.setCurrentIndex(0)
        if self.driver is not None:
            self.files.offer_game_in_progress(self.driver.record)
        self.update_ui()
        self.start_page.setFocus()
        if self.start_page.cards:
            self.start_page.cards[0].setFocus()

    def show_games(self) -> None:
        """Fill the start page's gallery, each card with the last game of its kind."""
        words = Translator(self.lang)
        last_games: dict[str, str] = {}
        for spec in self.registry.games.values():
            last, names = self.settings.last_game(spec.id), self.settings.last_names(spec.id)
            if names is not None:
                last_games[spec.id] = self.tr("%1, over the network").replace(
                    "%1", self.tr(" against ").join(names))
            elif last is not None:
                try:
                    last_games[spec.id] = self.tr(" against ").join(
                        player_title(spec, player, words) for player in last[0])
                except QtGamesError:
                    continue  # a level this version no longer has
        self.start_page.set_games(list(self.registry.games.values()), self.lang, last_games)

    @property
    def shown(self) -> ShownGame | None:
        """The game in the window, local or over the network (None: none)."""
        return self.network.play if self.network.play is not None else self.driver

    def continue_game(self) -> None:
        """Start page › Continue: back to the game in progress, or the autosaved one."""
        if self.shown is not None:
            self.stack.setCurrentIndex(1)
            self.board.setFocus()
            self.update_ui()
        else:
            self.files.resume_autosave()

    def restart(self) -> None:
        """Game › Restart: the same players and options, from the start. While the
        computer plays both sides, the game restarted is still the people's: it goes on
        playing both sides, and the screen waits for one of them as in their game."""
        if self.driver is None or not self.files.may_discard():
            return
        self.files.path = None
        record = fresh_record(self.driver.record)
        people = self.seats.before_both_sides
        computers = [seat.player for seat in record.seats]
        if people is not None:
            for seat, player in enumerate(people):
                record.set_player(seat, player)
        self.start_table(record)
        if people is not None and self.driver is not None:
            self.seats.before_both_sides = people
            self.driver.set_players(computers)
            self.driver.start()

    def start_table(self, record: GameRecord, saved: bool = False) -> None:
        """Play ``record`` in the window (``saved``: just opened from a file), once the
        game shown, if any, is left."""
        shown = self.shown
        if shown is not None and not shown.leave():
            return
        if self.driver is not None:
            self._end_table()  # the new scene must never be shown the old game
        if not self._make_scene(record.spec):
            return
        self.seats.before_both_sides = None  # a new game's players are its own
        self.remember_players(record)
        from qtgames.app.tabledriver import TableDriver  # with the first game

        self.driver = TableDriver(record, self.min_delay_ms, saved)
        self.driver.save_for_later()  # Continue offers the game in the window next time
        self.driver.changed.connect(self.update_ui)
        self.driver.hintReady.connect(self._show_hint)
        self.driver.failed.connect(self._game_failed)
        self.driver.refused.connect(self._move_refused)
        self.driver.forced.connect(self._forced_move)
        self.driver.forfeited.connect(self._player_forfeited)
        self.announced_end = record.state.is_over()
        self.noticed_at = None
        self.stack.setCurrentIndex(1)
        self.board.setFocus()
        self.update_ui()
        self.driver.start()

    def set_board(self, spec: GameSpec) -> bool:
        """Show a new board of ``spec``'s game (a network game's: its own scene)."""
        return self._make_scene(spec)

    def show_game_page(self) -> None:
        """Show the board and the side panel (not the start page)."""
        self.stack.setCurrentIndex(1)
        self.board.setFocus()
        self.update_ui()

    def shows_game_page(self) -> bool:
        """True when the window shows a game (not its start page)."""
        return self.stack.currentWidget() is not self.start_page

    def network_left(self) -> None:
        """The network game shown was left: back to the games."""
        self.menus.set_scene_commands(None)
        self.show_games()
        self.files.offer_autosave()
        self.stack.setCurrentIndex(0)
        self.update_ui()

    def _make_scene(self, spec: GameSpec) -> bool:
        """Put a new board of ``spec``'s game in the window (False, said, if it fails)."""
        try:
            scene = load_object(spec.scene)() if spec.scene else None
        except Exception as error:  # noqa: BLE001 - a broken scene must not take the app down
            self.error(self.tr("The board of this game cannot be shown: %1").replace(
                "%1", f"{type(error).__name__}: {error}"))
            return False
        if scene is None:
            self.error(self.tr("This game has no board view."))
            return False
        old, self.scene = self.scene, scene
        self.apply_view_options()
        self.board.setScene(scene)
        scene.on_move(self._human_move)
        scene.moveRefused.connect(self._board_refused)
        self.menus.set_scene_commands(scene)
        self.appearance.set_scene(spec.id, scene)
        if old is not None:
            old.moveChosen.disconnect()
            old.moveRefused.disconnect()
            old.deleteLater()
        return True

    def end_table(self) -> None:
        """Stop the game in progress (it was kept for Continue)."""
        self._end_table()

    def _end_table(self) -> None:
        """Stop the game in progress; nothing it still reports reaches the window."""
        driver, self.driver = self.driver, None
        if driver is not None:
            for signal in (driver.changed, driver.hintReady, driver.failed,
                           driver.refused, driver.forced, driver.forfeited):
                signal.disconnect()
            driver.close()

    def _human_move(self, move: Move) -> None:
        shown = self.shown
        if shown is None:
            return
        if shown.asks_before_move:  # not after an undo: the move replaces it
            answer = QMessageBox.question(
                self, self.tr("Play from here?"),
                self.tr("Playing here discards the moves after this position. Go on?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        shown.choose(move)

    def _raise_curtain(self, player: str, last_turn: tuple[str, ...]) -> None:
        """Hide the board until ``player`` is at the screen, saying what the last turn did
        (``last_turn``): the board drawn for the last person is thrown away with everything
        it showed."""
        assert self.driver is not None
        self.curtain.show_for(player, last_turn)
        if self._curtain_shown():
            return
        self.board_stack.setCurrentWidget(self.curtain)
        self.panel.status.setText("")
        self._make_scene(self.driver.record.spec)

    def _curtain_lifted(self) -> None:
        """The next person is at the screen: the table shows them the game."""
        if self.driver is not None:
            self.driver.hand_over()
        self.update_ui()
        self.board.setFocus()

    def _goto(self, index: int) -> None:
        play = self.network.play
        if play is not None:
            play.browse(index)
            return
        if self.driver is not None and index != self.driver.record.cursor:
            self.driver.goto(index)

    def goto_last(self) -> None:
        """Move › Back to the Last Move: the position where the game goes on."""
        play = self.network.play
        if play is not None:
            play.browse(len(play.table.played))
        elif self.driver is not None:
            self.driver.goto_last()

    def update_ui(self) -> None:
        """Redraw the board and the panel; enable the actions that can act."""
        if self.note.follow(self._position()) and self._board is not None:
            self._board.hide_announcement()  # said with the message: it is over too
        shown = self.shown
        if shown is None:
            self._draw_nothing()
        else:
            shown.draw(self)

    def _position(self) -> tuple[int, int] | None:
        """The local game's position (its moves and cursor); None without one."""
        if self.driver is None:
            return None
        return len(self.driver.record.moves), self.driver.record.cursor

    def _draw_nothing(self) -> None:
        self.menus.enable(None, False)
        self.setWindowTitle("qtgames")
        self.reviewer.refresh()

    def draw_table(self, driver: "TableDriver") -> None:
        """Show the local game ``driver`` as its table's view for the person at the
        screen says."""
        if self.scene is None:
            self._draw_nothing()
            return
        record = driver.record
        state = record.state
        try:
            view = driver.table.view(self.narrator(), (self.lang, id(record)))
        except Exception as error:  # noqa: BLE001 - a broken plugin ends the game, not the app
            self._game_failed(f"{type(error).__name__}: {error}")
            return
        hidden = view.state is None
        if view.waiting_for is not None:
            self._raise_curtain(record.spec.seat_label(record.seats[view.waiting_for].name,
                                                       self.lang), view.last_turn)
        else:
            self.board_stack.setCurrentWidget(self.board)
        labels = list(view.labels)
        # On the start page (Choose Game) the game goes on unseen: no move is taken back,
        # replayed or hinted from there.
        on_board = self.stack.currentWidget() is not self.start_page
        self.menus.enable(driver, self.seats.before_both_sides is not None,
                          view, on_board)
        if self.hint_at != record.cursor:  # a hint is for the position it was asked in
            self.hint_at = None
            self.board.clear_hint()
        try:
            shown = view.state if view.state is not None else record.state
            messages = self.messages()
            self.scene.messages = messages
            legend = self.scene.legend()
            self.board.setToolTip(messages(legend) if legend else "")
            # A partial of the spec, not a lambda holding the window: a scene -> window ->
            # scene cycle would be freed by the garbage collector while Qt still uses it.
            self.scene.seat_label = partial(record.spec.seat_label, lang=self.lang)
            if hidden:  # behind the curtain the board is given nothing to draw
                summary, notice = [], None
            else:
                self.scene.show_state(shown, view.can_play and not driver.thinking)
            self.menus.update_scene_commands(self.scene)
            narrator = self.narrator()
            if not hidden:
                summary, notice = narrator.summary(shown), narrator.notice(shown)
            outcome = state.outcome()
            outcome_text = narrator.outcome_text(state, outcome) if outcome is not None \
                else None
            self.panel.show_game(driver, summary, outcome_text, messages, labels, view)
            self.reviewer.refresh()
            public = shown if not hidden else state.public_view()
            if public is not None:  # behind the curtain, what everyone sees
                self._show_players(narrator, public)
            self.appearance.after_update(record, narrator, shown)
        except Exception as error:  # noqa: BLE001 - a broken plugin ends the game, not the app
            self._game_failed(f"{type(error).__name__}: {error}")
            return
        name = pick(record.spec.name, self.lang)
        path = self.files.path
        document = path.name if path else self.tr("New game")
        # The start page is not the game: the title names the program while it shows.
        self.setWindowTitle(f"{name} — {document}{' *' if driver.modified else ''}"
                            if on_board else "qtgames")
        if notice is not None and self.noticed_at != record.cursor:
            self.noticed_at = record.cursor
            QMessageBox(QMessageBox.Icon.Information, name, notice,
                        QMessageBox.StandardButton.Ok, self).open()
        if outcome_text is None:
            self.announced_end = False
        elif not self.announced_end:
            self.announced_end = True
            QMessageBox(QMessageBox.Icon.Information, self.tr("Game over"), outcome_text,
                        QMessageBox.StandardButton.Ok, self).open()

    # -- menu commands -------------------------------------------------------------------

    def undo(self) -> None:
        """Move › Undo (in a network game: ask the other players to take back a move)."""
        shown = self.shown
        if shown is not None:
            shown.take_back()

    def redo(self) -> None:
        """Move › Redo."""
        if self.driver is not None:
            self.driver.redo()

    def hint(self) -> None:
        """Move › Hint (not while the screen is hidden: a hint shows the cards it uses)."""
        if self.driver is not None and not self._curtain_shown() \
                and self.driver.human_to_move:
            self.panel.show_looking_for_hint()
            self.driver.hint()

    def _show_hint(self, move: str) -> None:
        """A hint arrived: shown only to the player at an uncovered screen, on the board
        (a pulsing mark where the move goes) and in the panel."""
        if self._curtain_shown() or self.driver is None or self.scene is None \
                or not self.driver.human_to_move:
            return
        state = self.driver.record.state
        try:
            chosen = state.parse_move(move)
            named = self.narrator().move_label(state, chosen, move)
            points = self.scene.move_points(chosen)
        except Exception:  # noqa: BLE001 - a plugin's bug costs the mark, not the game
            named, points = move, []
        level = hint_level(self.driver.record.spec)
        text = self.panel.hint_text(named, pick(level.label, self.lang) if level else None)
        self.panel.show_hint(text)
        self.say(text)
        self.hint_at = self.driver.record.cursor
        if points:
            self.board.show_hint(points, self.scene.mark_radius())
        else:
            self.board.announce(text)

    def _curtain_shown(self) -> bool:
        return self.board_stack.currentWidget() is self.curtain

    def toggle_pause(self) -> None:
        """Move › Pause Computer."""
        if self.driver is not None:
            self.driver.set_paused(self.menus.act_pause.isChecked())

    def apply_view_options(self) -> None:
        """View menu: marks, coordinates and animation speed."""
        if self.scene is None:
            return
        self.scene.set_view_options(self.menus.view_options(self.scene.view_options))
        if self.driver is not None:
            self.update_ui()

    def set_move_delay(self, ms: int) -> None:
        """View › Computer Move Delay: how long a computer move takes at least to appear."""
        self.min_delay_ms = self.settings.min_delay_ms = ms
        if self.driver is not None:
            self.driver.min_delay_ms = ms

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
        self.show_games()
        if self.driver is None:
            self.files.offer_autosave()
        else:
            self.files.offer_game_in_progress(self.driver.record)
        self.update_ui()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.translate_ui()
        super().changeEvent(event)

    def show_manual(self) -> None:
        """Help › User Manual, in the window's language."""
        if not manual.index_page(self.lang).is_file():
            self.error(self.tr("The user manual is not installed."))
            return
        if self.manual_window is None:
            from qtgames.app.manualview import ManualWindow  # loaded at the first use
            self.manual_window = ManualWindow(self.lang, self)
        self.manual_window.show()
        self.manual_window.raise_()

    def show_rules(self) -> None:
        """Help › Rules of This Game."""
        spec = self.shown.spec if self.shown is not None else None
        if spec is None:
            return
        from qtgames.app.rulesdialog import RulesDialog

        self.rules_dialog = RulesDialog(pick(spec.name, self.lang), spec.rules_text(self.lang),
                                        self)
        self.rules_dialog.open()

    def show_plugins(self) -> None:
        """Help › Plugins…."""
        from qtgames.app.pluginsdialog import PluginsDialog

        PluginsDialog(self.registry, self, self.messages()).exec()

    def about(self) -> None:
        """Help › About."""
        from qtgames.app.aboutbox import about_text

        QMessageBox.about(self, self.tr("About qtgames"), about_text(self.registry, self.lang))

    # -- messages ------------------------------------------------------------------------

    def messages(self) -> Translator:
        """The core's and every game's messages, in the window's language."""
        return Translator(self.lang, *game_domains(self.registry.games.values()))

    def error(self, message: str, title: str | None = None) -> None:
        """Show ``message`` in a warning box titled ``title`` (by default, the program's
        name)."""
        QMessageBox.warning(self, title or self.tr("qtgames"), message)

    def narrator(self) -> Narrator[Any]:
        """What the game says about its moves (passes, results), for the panel."""
        assert self.driver is not None
        spec = self.driver.record.spec
        return spec.make_narrator(self.messages(), lambda seat: spec.seat_label(seat, self.lang))

    def _show_players(self, view: Narrator[Any], shown: Any) -> None:
        """The players panel: each seat's name, player, count and piece; whose turn."""
        assert self.driver is not None and self.scene is not None
        record = self.driver.record
        words = Translator(self.lang)
        seats = [(record.spec.seat_label(seat.name, self.lang),
                  player_title(record.spec, seat.player, words),
                  view.seat_count(shown, index),
                  self.scene.seat_picture(shown, index, PIECE))
                 for index, seat in enumerate(record.seats)]
        self.panel.players.show_seats(seats, None if shown.is_over() else shown.to_move())

    def _forced_move(self, move: Move) -> None:
        """A move played without asking (a pass): said on the board, where the eye is,
        and in the panel."""
        assert self.driver is not None
        state = self.driver.record.state
        text = self.narrator().forced_text(state, state.format_move(move))
        self.panel.status.setText(text)
        self.board.announce(text)
        cursor = self.driver.record.cursor  # said now, and once the move is played
        self.say(text, (self._position(), (cursor + 1, cursor + 1)))

    def _move_refused(self, error: QtGamesError) -> None:
        text = self.messages().error(error)
        self.panel.status.setText(text)
        self.say(text)

    def _board_refused(self, reason: str) -> None:
        """A click or key on the board chose no move: the status line says why."""
        driver = self.driver
        play = self.network.play
        if reason:
            text = self.messages()(reason)
        elif play is not None and play.table.snap is not None and play.table.snap.seat is None:
            text = self.tr("You are watching this game: a spectator does not play.")
        elif play is not None and play.table.browsed is not None:
            text = browsing_text(self.panel, play.table.browsed)
        elif play is not None:
            text = self.tr("It is not your turn.")
        elif driver is None or driver.record.state.is_over():
            text = self.tr("The game is over: no more moves.")
        elif driver.table.browsing:
            text = browsing_text(self.panel, driver.record.cursor)
        elif driver.thinking:
            text = self.tr("The computer is thinking: wait for its move.")
        elif driver.table.paused:
            text = self.tr("The computer is paused: Move › Pause Computer resumes.")
        else:
            text = self.tr("It is not your turn.")
        text = text[:1].upper() + text[1:]
        text = text if text.endswith((".", "!", "?")) else text + "."
        self.panel.status.setText(text)
        self.say(text)

    def say(self, text: str, about: tuple[Hashable, ...] | None = None) -> None:
        """Show ``text`` in the status bar for a few seconds, or until the window shows
        another position than those it is ``about`` (by default, the one shown now)."""
        self.note.say(text, (self._position(),) if about is None else about)

    def _player_forfeited(self, seat: int, forfeit: QtGamesError) -> None:
        assert self.driver is not None
        record = self.driver.record
        who = record.spec.seat_label(record.seats[seat].name, self.lang)
        text = self.tr("%1 loses by forfeit: %2\n\nTo go on, choose other players "
                       "(Move › Players), take back a move or start a new game.")
        QMessageBox(QMessageBox.Icon.Warning, self.tr("Forfeit"),
                    text.replace("%1", who).replace("%2", self.messages().error(forfeit)),
                    QMessageBox.StandardButton.Ok, self).open()

    def _game_failed(self, message: str) -> None:
        self._end_table()
        self.error(self.tr("The game stopped because of an error: %1").replace("%1", message))
        self.stack.setCurrentIndex(0)
        self.update_ui()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer's search and close: the game in progress is written to the
        window's autosave slot and kept for Continue (asked about only when it would be
        lost: ``GameFiles.at_stake``)."""
        shown = self.shown
        if self.driver is not None:
            self.driver.save_for_later()  # what Quit counts on is written now, or it asks
        if not self.files.may_discard(quitting=True) or (shown is not None
                                                         and not shown.may_leave()):
            event.ignore()
            return
        self.network.close()
        if self.driver is not None:
            self.driver.close()
        self.reviewer.worker.shutdown()
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        event.accept()
