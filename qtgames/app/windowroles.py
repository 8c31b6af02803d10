"""What the main window's parts may ask of it, role by role.

Each part of the window (the menus, the files, the players commands, the review…) takes
the window as a narrow protocol made of these roles and of its own few needs, never as the
``MainWindow`` class: a part sees only what it uses, and the window's module is the only
one that knows them all.
"""

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QStackedWidget, QWidget

from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator
from qtgames.core.record import GameRecord

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

    from qtgames.app.boardview import BoardView
    from qtgames.app.files import GameFiles
    from qtgames.app.menus import WindowMenus
    from qtgames.app.networkmenu import NetworkMenu
    from qtgames.app.reviewer import Reviewer
    from qtgames.app.scene import BoardScene
    from qtgames.app.settings import Settings
    from qtgames.app.sidepanel import SidePanel
    from qtgames.app.tabledriver import TableDriver
    from qtgames.plugins import GameRegistry


class HasWidget(Protocol):
    """The window as a Qt widget: the owner of a part's objects, the parent of its
    dialogs."""

    def window(self) -> QWidget:
        """The top-level widget (the window itself)."""
        ...


class ShowsLocalGame(Protocol):
    """The local game shown, if any, and the redraw after a change."""

    @property
    def driver(self) -> "TableDriver | None":
        """The local game's table driver (None: no local game)."""
        ...

    def update_ui(self) -> None:
        """Redraw the board and the panel; enable the actions that can act."""
        ...


class HasLanguage(Protocol):
    """The window's language."""

    @property
    def lang(self) -> str:
        """The language of the window."""
        ...


class HasWords(HasLanguage, Protocol):
    """The window's language, and the Qt-free parts' words in it."""

    def messages(self) -> Translator:
        """The Qt-free parts' words in the window's language."""
        ...


class Tells(Protocol):
    """The window's ways of telling the person something."""

    def say(self, text: str, about: tuple[Hashable, ...] | None = None) -> None:
        """Show ``text`` in the status line (``about``: what it is about)."""
        ...

    def error(self, message: str, title: str | None = None) -> None:
        """Tell the person about an error, in a message box (titled ``title``, if given)."""
        ...


class KeepsSettings(Protocol):
    """The settings the window keeps."""

    @property
    def settings(self) -> "Settings":
        """The application's settings."""
        ...


class StartsGames(Protocol):
    """Starting a local game in the window."""

    def start_table(self, record: GameRecord, saved: bool = False) -> None:
        """Play ``record`` in the window (``saved``: just opened from a file)."""
        ...


class HasGames(Protocol):
    """The games found."""

    @property
    def registry(self) -> "GameRegistry":
        """The games found."""
        ...


class OpensGames(StartsGames, HasGames, HasLanguage, Protocol):
    """The games found, the window's language, and its files: a game brought in from
    elsewhere (a tournament's) replaces the game there only if they agree."""

    @property
    def files(self) -> "GameFiles":
        """Open, save, the recent files and the rule asked before a game is left."""
        ...


class ShowsBoard(Protocol):
    """The board (its view and scene) and the side panel beside it."""

    @property
    def board(self) -> "BoardView":
        """The board's view."""
        ...

    @property
    def scene(self) -> "BoardScene[Any] | None":
        """The board's scene (None: no game shown)."""
        ...

    @property
    def panel(self) -> "SidePanel":
        """The side panel: whose turn, the moves, the players."""
        ...


class PlayWindow(HasWidget, KeepsSettings, HasWords, ShowsBoard, Protocol):
    """What a network game needs of the main window: its board, panel, menus and dock
    area, to show the game as a local one is shown."""

    @property
    def network(self) -> "NetworkMenu":
        """The network entries, which leave the game."""
        ...

    @property
    def reviewer(self) -> "Reviewer":
        """Move › Review."""
        ...

    @property
    def menus(self) -> "WindowMenus":
        """The actions, enabled and named by what the game allows."""
        ...

    @property
    def act_undo(self) -> QAction:
        """Move › Undo (here: ask to take back)."""
        ...

    @property
    def board_stack(self) -> QStackedWidget:
        """The board, or the curtain before it."""
        ...

    def update_ui(self) -> None:
        """Redraw the window from the game shown."""
        ...

    def set_board(self, spec: GameSpec) -> bool:
        """Put ``spec``'s board in the window; False if its scene failed."""
        ...

    def setWindowTitle(self, title: str, /) -> None:
        """Name the window."""
        ...

    def addDockWidget(self, area: "Qt.DockWidgetArea", dock: QDockWidget, /) -> None:
        """Dock ``dock`` in ``area``."""
        ...

    def removeDockWidget(self, dock: QDockWidget, /) -> None:
        """Take ``dock`` out of the window."""
        ...
