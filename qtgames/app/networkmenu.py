"""Game › Host Network Game… and Game › Join Network Game…: the main window's entries to
network play, and the network game it shows (``play``), if any. Hosting is chosen in the
New Game dialog (a seat left to a remote player); Host Network Game… opens that dialog with
the other seats remote. A network game replaces the game in the window, which was kept for
Continue; leaving one asks first while it goes on. The network's code is loaded when first
used: the window starts without it."""

import weakref
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction

from qtgames.app.windowroles import OpensGames, PlayWindow, ShowsLocalGame
from qtgames.core.errors import QtGamesError
from qtgames.net.words import texts

if TYPE_CHECKING:
    from qtgames.app.networkgame import NetworkGame
    from qtgames.app.networkplay import NetworkPlay
    from qtgames.app.newgame import NewGameDialog


class NetworkWindow(PlayWindow, OpensGames, ShowsLocalGame, Protocol):
    """What the network entries need of the window: a network game takes it from the
    local game, and a finished one may be opened there as a local game."""

    def new_game(self, game_id: str | None, hosting: bool = False) -> None:
        """Game › New Game… (``hosting``: for a network game)."""
        ...

    def end_table(self) -> None:
        """Leave the local game (kept for Continue)."""
        ...

    def show_game_page(self) -> None:
        """Show the board and the panel."""
        ...

    def network_left(self) -> None:
        """The network game was left: show what comes next."""
        ...


def may_put_aside(window: NetworkWindow) -> bool:
    """Before a network game takes the window: the local game there stays in the autosave
    for Continue, so it is asked about only when that cannot keep it (finished, or its
    autosave not written) and moves would be lost; True when it is fine to go on."""
    driver = window.driver
    if driver is None or (driver.autosaved and not driver.record.state.is_over()):
        return True
    return window.files.may_discard()


class NetworkMenu(QObject):
    """The two network actions of the Game menu, and the network game shown."""

    #: A line from another thread for the dock's log (the announcement's failure).
    _told = Signal(str)

    def __init__(self, window: NetworkWindow) -> None:
        super().__init__(window.window())
        # A weak reference, as in ``files``: no Python reference cycle through the window.
        self._window = weakref.ref(window)
        #: The network game in the window (None: none).
        self.play: NetworkPlay | None = None
        self.act_host = QAction(window.window())
        self.act_join = QAction(window.window())
        self.act_host.triggered.connect(lambda: window.new_game(None, hosting=True))
        self.act_join.triggered.connect(self.join)
        self._told.connect(self._tell)
        window.menus.act_review.triggered.connect(self.review)
        menu = window.menus.menu_game
        before = window.menus.act_save
        menu.insertAction(before, self.act_host)
        menu.insertAction(before, self.act_join)
        menu.insertSeparator(before)

    def host(self, dialog: "NewGameDialog") -> bool:
        """Host the game chosen in the New Game ``dialog`` and show it in the window; False
        when hosting failed (after saying why), so that the dialog is shown again with
        every choice kept."""
        from qtgames.app.hosting import host_chosen_game
        window = self._window()
        if window is None or not self.leave() or not may_put_aside(window):
            return True
        window.settings.player_name = name = dialog.player_name()  # offered next time
        game = host_chosen_game(window.window(), window.registry, window.lang, name,
                                dialog, failed=self._told.emit)
        if game is None:
            return False
        self.show(game)
        return True

    def join(self) -> None:
        """Game › Join Network Game…: ask for the host, then show its game in the window."""
        from qtgames.app.joindialog import open_join_dialog
        window = self._window()
        if window is None or not self.leave() or not may_put_aside(window):
            return
        game = open_join_dialog(window.window(), window.registry, window.lang,
                                window.settings.player_name, window.settings.seat_tokens(),
                                window.settings.recent_hosts())
        if game is not None:
            window.settings.player_name = game.client.name  # offered next time
            if game.joined is not None:
                window.settings.keep_recent_host(game.joined[0])
            self.show(game)

    def show(self, game: "NetworkGame") -> None:
        """Show ``game`` in the window in place of the game there (kept for Continue)."""
        from qtgames.app.networkplay import NetworkPlay
        window = self._window()
        if window is None:
            game.close()
            return
        window.end_table()
        self.play = NetworkPlay(window, game, hosting=game.host is not None)
        window.show_game_page()
        self.play.begin()

    def review(self) -> None:
        """Move › Review Game on a network game that is over, whose whole record is here
        (hosted, or sent by the host): leave it (asking, as ever) and review the record
        in the window as a local game."""
        window, play = self._window(), self.play
        if window is None or play is None or not play.reviewable():
            return
        try:
            record = play.review_record(window.registry)
        except QtGamesError as error:
            play.say("! " + play.table.words.error(error))
            return
        if record is None or not self.leave():
            return
        window.start_table(record, saved=True)
        window.reviewer.start()

    def _tell(self, problem: str) -> None:
        if self.play is not None:
            words = self.play.table.words
            self.play.say(words("{problem}; others can still type the address.",
                                problem=words(problem)))

    def leave(self) -> bool:
        """Leave the network game shown, asking first while it goes on; False when the
        person chose to stay."""
        play = self.play
        if play is None:
            return True
        if not play.may_leave():
            return False
        self._keep_token(play)
        self.play = None
        play.close()
        window = self._window()
        if window is not None:
            window.network_left()
        return True

    def _keep_token(self, play: "NetworkPlay") -> None:
        window = self._window()
        if window is not None:
            play.keep_token(window.settings)

    def close(self) -> None:
        """The window closes: leave the game without asking again."""
        play, self.play = self.play, None
        if play is not None:
            play.close()

    def translate(self, lang: str) -> None:
        """Name the actions in ``lang``."""
        words = texts(lang)
        self.act_host.setText(words("&Host Network Game…"))
        self.act_join.setText(words("&Join Network Game…"))
        if self.play is not None:
            self.play.translate(lang)
