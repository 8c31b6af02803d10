"""The main window's actions and menus: made once, named in the window's language, and
enabled by what the game in progress allows. What an action does is the window's (or its
files') business."""

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QMenuBar, QToolBar

from qtgames.app import icons
from qtgames.app.byname import set_by_name
from qtgames.app.settings import Settings
from qtgames.app.windowroles import HasWidget, OpensGames

# The scene's module loads with the first game's board, the table's with the first game.
if TYPE_CHECKING:
    from qtgames.app.players import SeatCommands
    from qtgames.app.reviewer import Reviewer
    from qtgames.app.scene import BoardScene, ViewOptions
    from qtgames.app.tabledriver import TableDriver
    from qtgames.table import TableView

ANIMATION_SPEEDS = (("off", 0), ("fast", 150), ("normal", 300), ("slow", 600))
MOVE_DELAYS = (("none", 0), ("short", 400), ("long", 1000))
LANGUAGES = ("system", "en", "fr")


class MenusWindow(HasWidget, OpensGames, Protocol):
    """What the menus need of the window: where they go, and what each action does."""

    @property
    def seats(self) -> "SeatCommands":
        """Who plays each seat."""
        ...

    @property
    def reviewer(self) -> "Reviewer":
        """Move › Review."""
        ...

    def menuBar(self) -> QMenuBar:
        """The window's menu bar."""
        ...

    def addToolBar(self, title: str, /) -> QToolBar:
        """A new tool bar of the window."""
        ...

    def close(self) -> bool:
        """Close the window (Game › Quit)."""
        ...

    def new_game(self, game_id: str | None, hosting: bool = False) -> None:
        """Game › New Game…"""
        ...

    def show_home(self) -> None:
        """Game › Home: the start page."""
        ...

    def restart(self) -> None:
        """Game › Restart."""
        ...

    def undo(self) -> None:
        """Move › Undo."""
        ...

    def redo(self) -> None:
        """Move › Redo."""
        ...

    def goto_last(self) -> None:
        """Move › Back to the Last Move."""
        ...

    def hint(self) -> None:
        """Move › Hint."""
        ...

    def toggle_pause(self) -> None:
        """Move › Pause."""
        ...

    def apply_view_options(self) -> None:
        """View: the board's options changed."""
        ...

    def set_move_delay(self, ms: int) -> None:
        """View › Computer's Moves: the pause before each."""
        ...

    def set_language(self, choice: str) -> None:
        """View › Language."""
        ...

    def show_manual(self) -> None:
        """Help › User Manual."""
        ...

    def show_rules(self) -> None:
        """Help › Rules of the game."""
        ...

    def show_plugins(self) -> None:
        """Help › Plugins."""
        ...

    def about(self) -> None:
        """Help › About."""
        ...


def _show_tournament(window: MenusWindow) -> None:
    """Game › Tournament…: its window's code is loaded at the first use, not at start-up."""
    from qtgames.app.tournamentwindow import show_tournament
    show_tournament(window)


class WindowMenus(QObject):
    """Game, Move, View and Help: every action of the main window, in its menu bar."""

    def __init__(self, window: MenusWindow, settings: Settings) -> None:
        """Make the actions and menus of ``window``."""
        # No reference to the window is kept: a Python reference cycle through the window
        # would leave it to the garbage collector, which may run in the computer's thread
        # and destroy Qt objects there.
        super().__init__(window.window())
        self.settings = settings
        self._make_actions(window)
        self._make_menus(window)
        self._make_toolbar(window)
        self.menu_view.insertAction(self.menu_view.actions()[0], self.toolbar.toggleViewAction())

    def _action(self, slot: Callable[..., object],
                shortcut: QKeySequence.StandardKey | str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(self.parent())  # the window's: its shortcuts work in the window
        if shortcut is not None:
            sequence = QKeySequence(shortcut)
            # A list: choosing among QAction.setShortcut's overloads makes the Qt
            # namespace's enums (see byname).
            action.setShortcuts([] if sequence.isEmpty() else [sequence])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _make_actions(self, window: MenusWindow) -> None:
        keys = QKeySequence.StandardKey
        files = window.files
        self.act_new = self._action(lambda: window.new_game(None), keys.New)
        self.act_home = self._action(window.show_home, "Ctrl+Shift+N")
        self.act_open = self._action(files.open_file, keys.Open)
        self.act_save = self._action(files.save, keys.Save)
        self.act_save_as = self._action(files.save_as, keys.SaveAs)
        self.act_restart = self._action(window.restart, "Ctrl+R")
        self.act_tournament = self._action(lambda: _show_tournament(window))
        self.act_quit = self._action(window.close, keys.Quit)
        self.act_undo = self._action(window.undo, keys.Undo)
        self.act_redo = self._action(window.redo, keys.Redo)
        self.act_last_move = self._action(window.goto_last, "End")
        self.act_hint = self._action(window.hint, "H")
        self.act_review = self._action(lambda: window.reviewer.start(), "Ctrl+E")
        self.act_pause = self._action(window.toggle_pause, "P", checkable=True)
        self.act_both = self._action(window.seats.toggle_both_sides, "Ctrl+D", checkable=True)
        self.act_players = self._action(window.seats.change_players)
        self.act_legal = self._action(window.apply_view_options, checkable=True)
        self.act_last = self._action(window.apply_view_options, checkable=True)
        self.act_coords = self._action(window.apply_view_options, checkable=True)
        for action, name in ((self.act_legal, "show_legal"), (self.act_last, "show_last"),
                             (self.act_coords, "show_coordinates")):
            action.setChecked(self.settings.flag(name))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, _ in ANIMATION_SPEEDS:
            action = self._action(window.apply_view_options, checkable=True)
            self.speed_group.addAction(action)
            self.speed_actions[name] = action
        self.speed_actions.get(self.settings.animation, self.speed_actions["normal"]).setChecked(
            True)
        self.delay_group = QActionGroup(self)
        self.delay_actions: dict[str, QAction] = {}
        for name, ms in MOVE_DELAYS:
            action = self._action(lambda _=False, m=ms: window.set_move_delay(m),
                                  checkable=True)
            action.setChecked(ms == self.settings.min_delay_ms)
            self.delay_group.addAction(action)
            self.delay_actions[name] = action
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for name in LANGUAGES:
            action = self._action(lambda _=False, n=name: window.set_language(n),
                                  checkable=True)
            self.language_group.addAction(action)
            self.language_actions[name] = action
        self.language_actions[self.settings.language].setChecked(True)
        self.act_manual = self._action(window.show_manual, keys.HelpContents)
        self.act_rules = self._action(window.show_rules, "Shift+F1")
        self.act_plugins = self._action(window.show_plugins)
        self.act_about = self._action(window.about)

    def _make_toolbar(self, window: MenusWindow) -> None:
        """New, Choose Game, Undo, Redo, Hint, then the game's own commands."""
        self.toolbar = window.addToolBar("")
        self.toolbar.setObjectName("main toolbar")
        set_by_name(self.toolbar, "toolButtonStyle", "ToolButtonTextBesideIcon")
        self.toolbar.setMovable(False)
        for action, icon in ((self.act_new, "document-new"), (self.act_home, "go-home"),
                             (self.act_open, "document-open"),
                             (self.act_save, "document-save"), (self.act_undo, "edit-undo"),
                             (self.act_redo, "edit-redo"), (self.act_hint, "games-hint")):
            action.setIcon(icons.themed(icon))
        for tool in (self.act_new, self.act_home, None, self.act_undo, self.act_redo,
                     self.act_hint):
            self.toolbar.addSeparator() if tool is None else self.toolbar.addAction(tool)
        self.command_separator = self.toolbar.addSeparator()
        self.command_actions: dict[str, QAction] = {}

    def set_scene_commands(self, scene: "BoardScene[Any] | None") -> None:
        """Put the commands of ``scene``'s game in the toolbar and the Move menu (no scene:
        none)."""
        for action in self.command_actions.values():
            self.toolbar.removeAction(action)
            self.menu_move.removeAction(action)
            action.deleteLater()
        self.command_actions = {}
        for command in scene.commands() if scene is not None else []:
            action = QAction(self.parent())
            action.setIcon(icons.themed(command.icon) if command.icon else QIcon())
            action.triggered.connect(lambda _=False, s=scene, k=command.key: s.run_command(k))
            action.setData(command.label)
            self.toolbar.addAction(action)
            self.menu_move.insertAction(self.move_commands_end, action)
            self.command_actions[command.key] = action
        self.command_separator.setVisible(bool(self.command_actions))

    def update_scene_commands(self, scene: "BoardScene[Any] | None") -> None:
        """Name the game's commands in the scene's language and enable those that can run."""
        for key, action in self.command_actions.items():
            action.setText(scene.messages(action.data()) if scene is not None else "")
            action.setEnabled(scene is not None and scene.command_enabled(key))
            action.setVisible(scene is None or scene.seated)  # none for a spectator
        self.command_separator.setVisible(bool(self.command_actions)
                                          and (scene is None or scene.seated))

    def _make_menus(self, window: MenusWindow) -> None:
        bar = window.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.addAction(self.act_new)
        self.menu_game.addAction(self.act_home)
        self.menu_game.addAction(self.act_open)
        self.menu_recent = self.menu_game.addMenu("")
        self.menu_recent.aboutToShow.connect(lambda: window.files.fill_recent(self.menu_recent))
        for action in (None, self.act_save, self.act_save_as, None, self.act_restart, None,
                       self.act_tournament, None, self.act_quit):
            self.menu_game.addSeparator() if action is None else self.menu_game.addAction(action)
        self.menu_move = bar.addMenu("")
        for action in (self.act_undo, self.act_redo, self.act_last_move, None, self.act_hint,
                       self.act_review, None):
            self.menu_move.addSeparator() if action is None else self.menu_move.addAction(action)
        self.move_commands_end = self.menu_move.addSeparator()
        for action in (self.act_pause, self.act_both, self.act_players):
            self.menu_move.addAction(action)
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
        for action in (self.act_manual, self.act_rules, self.act_plugins, self.act_about):
            self.menu_help.addAction(action)

    def translate(self) -> None:
        """Name every menu and action in the current language."""
        self.menu_game.setTitle(self.tr("&Game"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.toolbar.toggleViewAction().setText(self.tr("Show &Toolbar"))
        self.menu_move.setTitle(self.tr("&Move"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New Game…"))
        self.act_home.setText(self.tr("&Choose Game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.menu_recent.setTitle(self.tr("Open &Recent"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &As…"))
        self.act_restart.setText(self.tr("Res&tart"))
        self.act_tournament.setText(self.tr("To&urnament…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_review.setText(self.tr("Re&view Game"))
        self.act_pause.setText(self.tr("&Pause Computer"))
        self.act_last_move.setText(self.tr("Back to the &Last Move"))
        self.act_both.setText(self.tr("Computer Plays &Both Sides"))
        self.act_players.setText(self.tr("Pla&yers…"))
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
        self.menu_language.setTitle(self.tr("Lan&guage"))
        self.language_actions["system"].setText(self.tr("System Language"))
        self.language_actions["en"].setText("English")
        self.language_actions["fr"].setText("Français")
        self.act_manual.setText(self.tr("User &Manual"))
        self.act_rules.setText(self.tr("&Rules of This Game"))
        self.act_plugins.setText(self.tr("&Plugins…"))
        self.act_about.setText(self.tr("&About qtgames"))

    def enable(self, driver: "TableDriver | None", both_sides: bool,
               view: "TableView | None" = None, shown: bool = True) -> None:
        """Enable what the game in progress allows (``driver``; None: no game), and name
        the moves undo and redo would take back or replay, as the table's ``view`` for the
        person at the screen says. Undo, redo and hints only act on a game ``shown`` in the
        window (not from the start page)."""
        has_game = driver is not None
        for action in (self.act_save, self.act_save_as, self.act_restart, self.act_hint,
                       self.act_pause, self.act_both, self.act_players, self.act_rules):
            action.setEnabled(has_game)
        last = following = None
        if driver is not None and view is not None:
            last, following = view.undo_label, view.redo_label
        self.act_undo.setEnabled(view is not None and view.can_undo and shown)
        self.act_redo.setEnabled(view is not None and view.can_redo and shown)
        self.act_undo.setText(self.tr("&Undo %1").replace("%1", last) if last
                              else self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo %1").replace("%1", following) if following
                              else self.tr("&Redo"))
        # The toolbar keeps short names, the move in the tooltip: it never jumps about.
        self.act_undo.setIconText(self.tr("Undo"))
        self.act_redo.setIconText(self.tr("Redo"))
        self.act_undo.setToolTip(self.act_undo.text().replace("&", ""))
        if view is not None and view.undo_off is not None and shown:
            # Greyed, it says why: the same reason the text version gives.
            reason = self.tr(view.undo_off)  # the shell's catalogue answers tr()
            self.act_undo.setToolTip(self.tr("Undo: %1").replace("%1", reason))
        self.act_undo.setStatusTip(self.act_undo.toolTip())
        self.act_redo.setToolTip(self.act_redo.text().replace("&", ""))
        self.act_hint.setToolTip(self.act_hint.text().replace("&", ""))
        self.act_last_move.setEnabled(view is not None and view.browsing is not None)
        if driver is not None:
            self.act_hint.setEnabled(view is not None and view.can_hint and shown)
            # Only people at the table: there is no computer to pause (browsing the
            # history still holds the game back, unseen).
            computers = not all(seat.is_human for seat in driver.record.seats)
            self.act_pause.setEnabled(computers)
            self.act_pause.setChecked(driver.paused and computers)
            self.act_both.setChecked(both_sides)

    def view_options(self, shown: "ViewOptions") -> "ViewOptions":
        """``shown`` changed to the View menu's choices, which the settings remember."""
        speed = next(name for name, _ in ANIMATION_SPEEDS if self.speed_actions[name].isChecked())
        options = dataclasses.replace(shown, show_legal=self.act_legal.isChecked(),
                                      show_last=self.act_last.isChecked(),
                                      show_coordinates=self.act_coords.isChecked(),
                                      animation_ms=dict(ANIMATION_SPEEDS)[speed])
        self.settings.animation = speed
        self.settings.set_flag("show_legal", options.show_legal)
        self.settings.set_flag("show_last", options.show_last)
        self.settings.set_flag("show_coordinates", options.show_coordinates)
        return options
