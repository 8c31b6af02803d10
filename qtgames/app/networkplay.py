"""A network game shown in the main window: the same board, move list, players panel and
status line as a local game, with the offers, the chat and the connection state in a docked
panel (``NetworkDock``).

What is shown comes from the Qt-free ``RemoteTable`` (the client's side of the table): this
module only carries it to the window's widgets and sends what the person does to the host.
A move chosen on the board is sent only when it is this seat's turn and the host lists it;
the board shows what the host sends back, so the window never waits on the network.
"""

import weakref
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from qtgames.app.joindialog import seat_key
from qtgames.app.networkdock import NetworkDock
from qtgames.app.networkgame import NetworkGame
from qtgames.app.playerspanel import PIECE
from qtgames.app.shown import GameWindow
from qtgames.app.windowroles import PlayWindow
from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import pick
from qtgames.core.narrator import Narrator
from qtgames.core.options import OptionValue
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.state import Move
from qtgames.net import REMOTE
from qtgames.net.protocol import Message
from qtgames.net.remote import CHAT_LENGTH, RemoteTable, Snapshot, clean_chat
from qtgames.net.retry import BUSY_COUNTDOWN
from qtgames.net.words import HINTS_OFF
from qtgames.plugins import GameRegistry

if TYPE_CHECKING:
    from qtgames.app.settings import Settings


def make_room(window: QWidget, width: int) -> int:
    """Widen ``window`` by ``width`` (as far as its screen allows, moving it left when
    needed) so that a panel docked beside the board leaves the board the room it had;
    return how much it grew. A maximized or full-screen window keeps its size."""
    screen = window.screen()
    if width <= 0 or screen is None or window.isMaximized() or window.isFullScreen():
        return 0
    room = screen.availableGeometry()
    frame = window.frameGeometry().width() - window.width()
    grown = max(0, min(width, room.width() - frame - window.width()))
    if grown:
        window.resize(window.width() + grown, window.height())
        overflow = window.frameGeometry().right() - room.right()
        if overflow > 0:
            window.move(max(room.left(), window.x() - overflow), window.y())
    return grown


class NetworkPlay(QObject):
    """One network game in the main window: hosted here or joined; see the module
    docstring."""

    def __init__(self, window: PlayWindow, game: NetworkGame, hosting: bool) -> None:
        super().__init__(window.window())
        # A weak reference, as in ``files``: no Python reference cycle through the window.
        self._window = weakref.ref(window)
        self.game = game
        self.table = RemoteTable(window.lang, hosting)
        self.announced_end = False
        #: True once this game was kept as the last one of its kind (start page, New Game).
        self.recorded = False
        self._scene_of: object = None
        #: The seconds last shown of a wait before trying a busy host again.
        self._counted: int | None = None
        words = self.table.words
        slots: dict[str, Callable[[], None]] = {
            "undo": partial(self.offer, "undo"), "draw": partial(self.offer, "draw"),
            "resign": self.resign, "rematch": partial(self.offer, "rematch"),
            "accept": partial(self.answer, True), "decline": partial(self.answer, False),
            "save": self.save, "leave": self.leave_clicked}
        self.dock = NetworkDock(words, game.banner, slots, window.window())
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        #: The width the window grew by to make room for the dock (given back on leaving).
        self.grown = make_room(window.window(), self.dock.widget().sizeHint().width())
        self.dock.chat.returnPressed.connect(self.send_chat)
        game.bridge.received.connect(self.on_message)
        game.bridge.statusChanged.connect(self.on_status)
        game.ended.connect(self.on_ended)

    def _parent(self) -> QWidget | None:
        """The window, as the parent of a dialog (None once it is gone)."""
        window = self._window()
        return window.window() if window is not None else None

    @property
    def hosting(self) -> bool:
        """True when this app hosts the game."""
        return self.game.host is not None

    # -- the game shown (``qtgames.app.shown.ShownGame``) -----------------------------

    @property
    def spec(self) -> GameSpec | None:
        """The game played (None until the host's welcome)."""
        return self.table.spec

    @property
    def asks_before_move(self) -> bool:
        """Never: a network game's history is one line, a move never replaces another."""
        return False

    def choose(self, move: Move) -> None:
        """A move chosen on the board: sent to the host, which plays it."""
        self.play(move)

    def browse(self, index: int) -> None:
        """A row of the move list clicked: show that position as this seat saw it then
        (the last row: the live one)."""
        self.table.browse(index)
        window = self._window()
        if window is not None:
            window.update_ui()

    def choices(self) -> tuple[list[str], dict[str, OptionValue]]:
        """The players and options to propose for a new game like this one: this seat
        here (a spectator: the first), the others remote; the game's options as the host
        gave them."""
        snap = self.table.snap
        seats = len(snap.seats) if snap is not None else 0
        mine = snap.seat if snap is not None and snap.seat is not None else 0
        players = [HUMAN if seat == mine else REMOTE for seat in range(seats)]
        return players, dict(self.game.client.options)

    def take_back(self) -> None:
        """Move › Undo: ask the other players to take back this seat's last move."""
        self.offer("undo")

    def leave(self) -> bool:
        """Another game takes the window: leave this one, asking first while it goes on."""
        window = self._window()
        return window is None or window.network.leave()

    def translate(self, lang: str) -> None:
        """Speak ``lang`` from now on."""
        self.table.lang = lang
        self.dock.translate(self.table.words)

    def begin(self) -> None:
        """Start this app's client (once everything listens to its signals)."""
        self.game.begin()

    # -- what the host says --------------------------------------------------------------

    def say(self, line: str) -> None:
        """Add a line to the dock's log (plain text: nothing a peer sends is interpreted)."""
        self.dock.log.appendPlainText(line)

    def on_message(self, message: Message, snap: Snapshot) -> None:
        """Take in what the host said, then redraw the window."""
        if self.game.closed:  # said before leaving, delivered after: the window moved on
            return
        for line in self.table.receive(message, snap):
            self.say(line)
        window = self._window()
        if window is None:
            return
        if snap.spec is not None and snap.spec is not self._scene_of:
            self._scene_of = snap.spec
            window.set_board(snap.spec)
        if message.type == "welcome":
            self.recorded = False  # a rematch is a game of its own
            self.keep_token(window.settings)  # a crash then a restart takes the seat back
        names = [name for name in snap.names if name]
        # A game only watched is nobody's game here: not the last one this person played.
        watched = snap.seat is None and not self.hosting
        if not self.recorded and not watched and snap.spec is not None and snap.seats \
                and len(names) == len(snap.seats):
            self.recorded = True  # everyone sat down: the game is the last one played
            players, chosen = self.choices()
            options: dict[str, object] = dict(chosen)
            window.settings.set_last_game(snap.spec.id, players, options, names=names)
        window.update_ui()

    def keep_token(self, settings: "Settings") -> None:
        """Keep this seat's token in ``settings`` for the game joined (nothing for a
        spectator or a game hosted here)."""
        snap, joined = self.table.snap, self.game.joined
        if joined is not None and snap is not None and snap.token and snap.seat is not None:
            settings.keep_seat_token(*seat_key(*joined), snap.token)

    def on_status(self, text: str, values: dict[str, object]) -> None:
        """A connection event (lost, reconnected), in the log; the countdown before
        trying a busy host again under the buttons (and once a wait in the log)."""
        if self.game.closed:
            return
        line = self.table.words(text, **values)
        if text == BUSY_COUNTDOWN:
            seconds = values.get("seconds")
            if isinstance(seconds, int) and (self._counted is None or seconds > self._counted):
                self.say(line)
            self._counted = seconds if isinstance(seconds, int) else None
            self.dock.status.setText(line)
            return
        self.say(line)

    def on_ended(self, problem: QtGamesError | str) -> None:
        """The client stopped: say why when the host refused it or could not be found."""
        reason = self.table.words.error(problem) if isinstance(problem, QtGamesError) \
            else problem
        if reason and not self.game.closed:
            self.say("! " + reason)
            self.dock.status.setText(reason)

    def draw(self, window: GameWindow) -> None:
        """Show the game in the window it was made for: the board as this seat sees it, the
        moves named by the game, the players and who is here, whose turn or the result."""
        own = self._window()
        if own is not None:
            self._draw(own)

    def _draw(self, window: PlayWindow) -> None:
        window.reviewer.refresh()
        table, snap, dock = self.table, self.table.snap, self.dock
        allowed = table.allowed()
        dock.show_state(table.status(), allowed)
        window.menus.enable(None, False)
        window.menus.act_rules.setEnabled(table.spec is not None)
        # Undo asks the other players to take the move back.
        window.act_undo.setEnabled(allowed["undo"])
        window.act_undo.setText(table.words("&Ask to Take Back"))
        window.act_undo.setIconText(table.words("Take Back"))
        window.menus.act_review.setEnabled(self.reviewable())
        window.act_undo.setToolTip(table.words("Ask to take back your last move"))
        off = table.words(HINTS_OFF)
        window.menus.act_hint.setToolTip(off[:1].upper() + off[1:] + ".")
        window.board_stack.setCurrentWidget(window.board)
        spec, scene = table.spec, window.scene
        if snap is None or spec is None or scene is None or snap.state is None:
            window.setWindowTitle(table.words("Network Game"))
            return
        messages = window.messages()
        narrator: Narrator[Any] = spec.make_narrator(
            messages, partial(spec.seat_label, lang=window.lang))
        view = table.view(narrator, window.lang)
        self._name_take_back(window, narrator)
        shown = view.state if view.state is not None else snap.state
        scene.messages = messages
        scene.seat_label = partial(spec.seat_label, lang=window.lang)
        scene.seated = snap.seat is not None
        panel = window.panel
        try:
            scene.show_state(shown, view.can_play)
            window.menus.update_scene_commands(scene)
            panel.summary.setText("\n".join(narrator.summary(shown)))
            rows = [(name, player, count, scene.seat_picture(shown, seat, PIECE))
                    for seat, (name, player, count) in enumerate(table.seat_rows(narrator, shown))]
        except Exception as error:  # noqa: BLE001 - a plugin's bug is said, the app goes on
            self.say(f"! {type(error).__name__}: {error}")
            return
        # The side panel's own words, as in a local game.
        panel.show_history(list(view.labels), view.cursor,
                           QCoreApplication.translate("SidePanel", "Start"))
        panel.players.show_seats(rows, table.lit_seat())
        result = table.result_text()
        # The result is said once in the log and once in the end box, not here again.
        panel.turn.setText(QCoreApplication.translate("SidePanel", "Game over") if result
                          else table.status())
        panel.status.setText("")
        panel.show_browsing(view.browsing, len(view.labels))
        window.menus.act_last_move.setEnabled(view.browsing is not None)
        name = pick(spec.name, window.lang)
        window.setWindowTitle(f"{name} — " + table.words("Network Game"))
        if not result:
            self.announced_end = False
        elif not self.announced_end:
            self.announced_end = True
            title = table.words.translate("network", "Game over")
            QMessageBox(QMessageBox.Icon.Information, title, result,
                        QMessageBox.StandardButton.Ok, window.window()).open()

    def _name_take_back(self, window: PlayWindow, narrator: Narrator[Any]) -> None:
        """Move › Ask to Take Back names the moves it would take back, as Undo does."""
        table, snap = self.table, self.table.snap
        moves = table.take_back_text(snap.seat, narrator, window.lang) \
            if snap is not None and snap.seat is not None else None
        if moves:
            window.act_undo.setText(table.words("&Ask to Take Back {moves}", moves=moves))
            window.act_undo.setToolTip(table.words("Ask to take back {moves}", moves=moves))

    # -- what the person does ------------------------------------------------------------

    def play(self, move: Move) -> None:
        """A move chosen on the board: sent to the host when it is a legal one of this
        seat's turn."""
        text = self.table.move_text(move)
        if text is not None:
            self.game.send("move", move=text)

    def offer(self, kind: str) -> None:
        """Propose to take back a move, a draw or a rematch."""
        self.game.send("offer", kind=kind)

    def answer(self, accept: bool) -> None:
        """Answer the offer waiting."""
        snap = self.table.snap
        if snap is not None and snap.offer is not None:
            self.game.send("answer", kind=snap.offer[0], accept=accept)

    def resign(self) -> None:
        """Give up the game, once the player confirms (No is the default answer)."""
        words = self.table.words
        if self.ask(words("Resign?"), words("Give up this game? The other players win.")):
            self.game.send("resign")

    def ask(self, title: str, question: str) -> bool:
        """Ask a yes-or-no ``question`` whose default answer is No."""
        answer = QMessageBox.question(self._parent(), title, question,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def send_chat(self) -> None:
        """Send the line typed; one too long is refused whole with a message, and stays
        in the box to be shortened."""
        typed = self.dock.chat.text().strip()
        if len(typed) > CHAT_LENGTH:
            self.say("! " + self.table.words(
                "a chat line holds at most {limit} characters, this one has {count}",
                limit=CHAT_LENGTH, count=len(typed)))
            return
        text = clean_chat(typed)
        if text:
            self.game.send("chat", text=text)
        self.dock.chat.clear()

    def save(self) -> None:
        """Save the game (the host) or this seat's view (a client)."""
        words = self.table.words
        path, _ = QFileDialog.getSaveFileName(self._parent(), words("Save"))
        if not path:
            return
        try:
            self.game.save(Path(path))
        except QtGamesError as error:
            QMessageBox.warning(self._parent(), words("Save"), words.error(error))
            return
        self.say(words("Saved to {path}.", path=path))

    def leave_clicked(self) -> None:
        """The dock's Leave: leave the game (asking first) and go back to the games."""
        window = self._window()
        if window is not None:
            window.network.leave()

    def reviewable(self) -> bool:
        """True when the game may be reviewed here (``RemoteTable.reviewable``)."""
        return self.table.reviewable()

    def review_record(self, registry: GameRegistry) -> GameRecord | None:
        """The whole record of the game over, to review (None: not here); a QtGamesError
        when it cannot be replayed."""
        if not self.reviewable():
            return None
        if self.hosting:
            return self.game.record_copy(registry)
        snap = self.table.snap
        return snap.final.record() if snap is not None and snap.final is not None else None

    def may_leave(self) -> bool:
        """Ask before leaving a game that goes on: a host ends it for every player, a
        player leaves the others waiting."""
        snap, words = self.table.snap, self.table.words
        if self.game.closed:
            return True
        if self.hosting:
            if snap is not None and snap.result is not None:  # over: nobody is stopped
                return not self.table.others_here() or self.ask(words("Close the game?"), words(
                    "The game is over: the other players will read that the host left."))
            return self.ask(words("Close the game?"), words(
                "You host this game: leaving it ends it for every player."))
        playing = snap is not None and snap.seat is not None and snap.result is None \
            and not snap.host_left
        return not playing or self.ask(words("Leave the game?"), words(
            "Leave this network game? The other players wait for you to come back."))

    def close(self) -> None:
        """Leave the game (the host ends it for every player) and take the dock away."""
        self.game.close()
        window = self._window()
        if window is not None:
            window.removeDockWidget(self.dock)
        self.dock.deleteLater()
