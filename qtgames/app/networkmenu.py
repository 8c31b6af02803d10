"""Game › Host Network Game… and Game › Join Network Game…: the main window's entries to
network play, each opening its game in a window of its own (``networkwindow``). Hosting
is chosen in the New Game dialog (a seat left to a remote player); Host Network Game…
opens that dialog with the other seats remote."""

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from qtgames.app.networkwindow import NetworkWindow, open_hosted_game, open_join_dialog, texts
from qtgames.app.newgame import NewGameDialog
from qtgames.net.addresses import default_name

if TYPE_CHECKING:
    from qtgames.app.mainwindow import MainWindow


def player_name() -> str:
    """This user's name, as the other players see it."""
    return default_name()


class NetworkMenu(QObject):
    """The two network actions of the Game menu, and the network windows they opened."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        # A weak reference, as in ``files``: no Python reference cycle through the window.
        self._window = weakref.ref(window)
        self.windows: list[NetworkWindow] = []
        self.act_host = QAction(window)
        self.act_join = QAction(window)
        self.act_host.triggered.connect(lambda: window.new_game(None, hosting=True))
        self.act_join.triggered.connect(lambda: self._opened(open_join_dialog(
            window, window.registry, window.lang, player_name())))
        menu = window.menus.menu_game
        before = window.menus.act_save
        menu.insertAction(before, self.act_host)
        menu.insertAction(before, self.act_join)
        menu.insertSeparator(before)

    def host(self, dialog: NewGameDialog) -> None:
        """Host the game chosen in the New Game ``dialog``, in a window of its own."""
        window = self._window()
        if window is not None:
            self._opened(open_hosted_game(window, window.registry, window.lang,
                                          player_name(), dialog))

    def _opened(self, network: NetworkWindow | None) -> None:
        self.windows = [w for w in self.windows if w.isVisible()]
        if network is not None:
            self.windows.append(network)

    def translate(self, lang: str) -> None:
        """Name the actions in ``lang``."""
        words = texts(lang)
        self.act_host.setText(words("&Host Network Game…"))
        self.act_join.setText(words("&Join Network Game…"))
