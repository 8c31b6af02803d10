"""The window of a network game in the app: the game's board, who is here, the offers and
the chat; and how one starts: hosted from the New Game dialog (a seat left to a remote
player), or joined (Game › Join Network Game…).

The board is the game's own scene. A move chosen on it is sent to the host, which checks
it; the window shows what the host sends back (``NetworkGame``'s signals), so it never
waits on the network. A lost player shows "Waiting for Player 2 to come back…" and the
game pauses until they return.
"""

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgames.app.boardview import BoardView
from qtgames.app.networkdock import NetworkDock
from qtgames.app.networkgame import NetworkGame, Snapshot
from qtgames.app.networkloop import NetworkLoop
from qtgames.app.newgame import NewGameDialog
from qtgames.app.playerspanel import PIECE, PlayersPanel
from qtgames.app.scene import BoardScene
from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec, load_object
from qtgames.core.i18n import Translator, pick
from qtgames.core.messages import MESSAGES as CORE_MESSAGES
from qtgames.core.record import HUMAN, GameRecord
from qtgames.net import DEFAULT_PORT, REMOTE
from qtgames.net.addresses import check_code, local_address, parse_address
from qtgames.net.codes import MIN_CODE_LENGTH, WEAK_CODE, new_code, weak_code
from qtgames.net.messages import Message
from qtgames.net.words import NET_MESSAGES, OFFER_TEXTS, farewell
from qtgames.plugins import GameRegistry

#: The Join dialog's least width: the address field shows a whole address.
JOIN_WIDTH = 520
#: The most of the screen's free area the window takes at first.
SCREEN_SHARE = 0.9


def texts(lang: str, spec: GameSpec | None = None) -> Translator:
    """Network play's messages in ``lang`` (the game's too)."""
    return Translator(lang, CORE_MESSAGES, NET_MESSAGES,
                      *([spec.messages] if spec is not None else []))


class NetworkWindow(QMainWindow):
    """One network game: its board, its players and its chat."""

    def __init__(self, game: NetworkGame, loop: NetworkLoop, lang: str,
                 banner: str = "") -> None:
        super().__init__()
        self.game, self.loop, self.lang = game, loop, lang
        self.tr_ = texts(lang)
        self.snap: Snapshot | None = None
        #: The sentence saying why the host ended this client's connection.
        self.farewell = ""
        self.scene: BoardScene[Any] | None = None
        self.board = BoardView()
        slots: dict[str, Callable[[], None]] = {
            "undo": partial(self.offer, "undo"), "draw": partial(self.offer, "draw"),
            "resign": self.resign, "rematch": partial(self.offer, "rematch"),
            "accept": partial(self.answer, True), "decline": partial(self.answer, False),
            "save": self.save}
        self.dock = NetworkDock(self.tr_, banner, slots, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.banner, self.status, self.log = self.dock.banner, self.dock.status, self.dock.log
        self.chat, self.buttons = self.dock.chat, self.dock.buttons
        self.chat.returnPressed.connect(self.send_chat)
        #: The players, as in a local game: each seat, who plays it, its count.
        self.players = PlayersPanel()
        #: The moves played, named by who played them (a take-back removes them).
        self.moves = QListWidget()
        self.move_texts: list[str] = []
        side = QVBoxLayout()
        side.addWidget(self.players)
        side.addWidget(self.moves, 1)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(240)
        layout = QHBoxLayout()
        layout.addWidget(self.board, 1)
        layout.addWidget(panel)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)
        self._placed = False
        self.setWindowTitle(self.tr_("Network Game"))
        game.bridge.received.connect(self.on_message)
        game.bridge.statusChanged.connect(
            lambda text, values: self.say(self.tr_(text, **values)))
        game.ended.connect(self.on_ended)
        self.update_buttons()
        game.begin()

    # -- what the host says --------------------------------------------------------------

    def say(self, line: str) -> None:
        """Add a line to the log (plain text: nothing a peer sends is interpreted)."""
        self.log.appendPlainText(line)

    def who(self, seat: int) -> str:
        """A seat's name, with its player's when they differ."""
        snap = self.snap
        if snap is None or snap.spec is None or seat >= len(snap.seats):
            return str(seat + 1)
        label = snap.spec.seat_label(snap.seats[seat], self.lang)
        name = snap.names[seat] if seat < len(snap.names) else None
        return f"{label} ({name})" if name and name != snap.seats[seat] else label

    def on_message(self, message: Message, snap: Snapshot) -> None:
        """Show what the host said."""
        before = self.snap
        self.snap = snap
        if snap.spec is not None and (self.scene is None or before is None
                                      or before.spec is not snap.spec):
            self._make_scene(snap.spec)
        kind = message.type
        if kind == "welcome" and snap.spec is not None:
            game = pick(snap.spec.name, self.lang)
            self.setWindowTitle(game)
            self.say(self.tr_("Watching {game}.", game=game) if snap.seat is None else
                     self.tr_("{game}: you play {seat}.", game=game, seat=self.who(snap.seat)))
        if kind == "position":
            self._list_moves(snap)
        if kind == "position" and snap.moved and snap.last is not None \
                and snap.last[1] != snap.seat:
            self.say(self.tr_("{player} played {move}.", player=self.who(snap.last[1]),
                              move=snap.last[0]))
        elif kind == "result":
            self.say(self.result_text(snap))
        elif kind == "chat":
            self.say(f"[{message['from']}] {message['text']}")
        elif kind == "offer" and message["seat"] != snap.seat:
            self.say(self.tr_(OFFER_TEXTS[message["kind"]], player=self.who(message["seat"])))
        elif kind == "answer":
            self.say(self.tr_("Accepted.") if message["accept"] else self.tr_(
                "{player} declines.", player=self.who(message["seat"] or 0)))
        elif kind == "error":
            self.say("! " + self.tr_.foreign(message["template"], message["values"] or {},
                                             message["message"]))
        elif kind == "bye" and self.game.host is None:
            template, values = farewell(message["reason"] or "")
            self.farewell = self.tr_(template, **{key: self.tr_(str(value))
                                                  for key, value in values.items()})
            self.say(self.farewell)
        self.redraw()

    def _list_moves(self, snap: Snapshot) -> None:
        """Keep the move list in step with the position: a move added, moves taken back,
        a new game."""
        del self.move_texts[snap.ply:]
        if snap.moved and snap.last is not None:
            while len(self.move_texts) < snap.ply - 1:  # joined late: earlier moves unseen
                self.move_texts.append("…")
            self.move_texts.append(f"{self.who(snap.last[1])}: {snap.last[0]}")
        if [self.moves.item(row).text() for row in range(self.moves.count())] \
                != self._numbered():
            self.moves.clear()
            self.moves.addItems(self._numbered())
            self.moves.scrollToBottom()

    def _numbered(self) -> list[str]:
        return [f"{number}. {text}" for number, text in enumerate(self.move_texts, start=1)]

    def _show_players(self, snap: Snapshot) -> None:
        """The players panel: each seat's name, who plays it and whether they are here,
        its count and piece; whose turn."""
        spec, state = snap.spec, snap.state
        if spec is None or state is None:
            return
        narrator = spec.make_narrator(self.tr_, partial(spec.seat_label, lang=self.lang))
        rows = []
        for seat, name in enumerate(snap.seats):
            player = snap.names[seat] if seat < len(snap.names) else None
            here = seat < len(snap.connected) and snap.connected[seat]
            count: int | None = None
            piece = None
            try:
                count = narrator.seat_count(state, seat)
                if self.scene is not None:
                    piece = self.scene.seat_picture(state, seat, PIECE)
            except Exception:  # noqa: BLE001 - a plugin's bug costs the count, not the game
                pass
            who = player or self.tr_("A player who joins")
            rows.append((spec.seat_label(name, self.lang),
                         f"{who} — {self.tr_('connected') if here else self.tr_('away')}",
                         count, piece))
        playing = snap.result is None and not snap.host_left
        self.players.show_seats(rows, snap.to_move if playing else None)

    def result_text(self, snap: Snapshot) -> str:
        """The sentence announcing the result."""
        outcome, state, spec = snap.result, snap.state, snap.spec
        if outcome is None or state is None or spec is None:
            return ""
        if snap.resigned is not None:
            return self.tr_("{player} abandons. {winners} wins.", player=self.who(snap.resigned),
                            winners=" & ".join(self.who(s) for s in sorted(outcome.winners)))
        if outcome.reason == "agreed":
            return self.tr_("The players agree to a draw.")
        narrator = spec.make_narrator(texts(self.lang, spec),
                                      partial(spec.seat_label, lang=self.lang))
        return narrator.outcome_text(state, outcome)

    def _make_scene(self, spec: GameSpec) -> None:
        try:
            scene = load_object(spec.scene)() if spec.scene else None
        except Exception as error:  # noqa: BLE001 - a broken scene must not take the app down
            self.say(f"! {type(error).__name__}: {error}")
            return
        if scene is None:
            return
        self.scene = scene
        self.tr_ = texts(self.lang, spec)
        scene.messages = self.tr_
        scene.seat_label = partial(spec.seat_label, lang=self.lang)
        scene.on_move(self.play)
        self.board.setScene(scene)

    def redraw(self) -> None:
        """Draw the board and the status line from the last snapshot."""
        snap = self.snap
        if snap is None:
            return
        if self.scene is not None and snap.state is not None:
            self.scene.show_state(snap.state, snap.my_turn)
        self._show_players(snap)
        self.status.setText(self.status_text(snap))
        self.update_buttons()

    def status_text(self, snap: Snapshot) -> str:
        """Whose turn it is, or who the game waits for."""
        away = [seat for seat, here in enumerate(snap.connected) if not here]
        if snap.host_left:
            return self.farewell or self.tr_("The host closed the game.")
        if snap.result is not None:
            return self.result_text(snap)
        if away:
            seat = away[0]
            if snap.names[seat] is None:
                return self.tr_("Waiting for {player} to join…", player=self.who(seat))
            return self.tr_("Waiting for {player} to come back…", player=self.who(seat))
        if snap.to_move is None:
            return ""
        if snap.my_turn:
            return self.tr_("Your turn.")
        return self.tr_("{player} to move.", player=self.who(snap.to_move))

    def update_buttons(self) -> None:
        """Enable what the game allows now."""
        snap = self.snap
        playing = snap is not None and snap.seat is not None and not snap.host_left
        over = snap is not None and snap.result is not None
        waiting = snap is not None and snap.offer is not None and snap.offer[1] != snap.seat
        moved = snap is not None and snap.ply > 0
        self.buttons["undo"].setEnabled(playing and not over and moved)
        self.buttons["draw"].setEnabled(playing and not over and bool(snap and snap.draw_offers))
        self.buttons["resign"].setEnabled(playing and not over)
        self.buttons["rematch"].setEnabled(playing and over)
        self.buttons["accept"].setEnabled(playing and waiting)
        self.buttons["decline"].setEnabled(playing and waiting)
        self.buttons["save"].setEnabled(snap is not None and snap.state is not None)

    def on_ended(self, reason: str) -> None:
        """The client stopped: say why when the host refused it."""
        if reason:
            self.say("! " + reason)
            self.status.setText(reason)

    # -- what the player does ------------------------------------------------------------

    def play(self, move: object) -> None:
        """A move chosen on the board: sent to the host when it is a legal one."""
        snap = self.snap
        if snap is None or snap.state is None or not snap.my_turn:
            return
        text = snap.state.format_move(move)
        if text in snap.legal:
            self.game.send("move", move=text)

    def offer(self, kind: str) -> None:
        """Propose to take back a move, a draw or a rematch."""
        self.game.send("offer", kind=kind)

    def answer(self, accept: bool) -> None:
        """Answer the offer waiting."""
        if self.snap is not None and self.snap.offer is not None:
            self.game.send("answer", kind=self.snap.offer[0], accept=accept)

    def resign(self) -> None:
        """Give up the game, once the player confirms (No is the default answer)."""
        if self.ask(self.tr_("Resign?"), self.tr_("Give up this game? The other players win.")):
            self.game.send("resign")

    def ask(self, title: str, question: str) -> bool:
        """Ask a yes-or-no ``question`` whose default answer is No."""
        answer = QMessageBox.question(self, title, question, QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def send_chat(self) -> None:
        """Send the line typed."""
        text = "".join(c if c.isprintable() else " " for c in self.chat.text()).strip()
        if text:
            self.game.send("chat", text=text[:500])
        self.chat.clear()

    def save(self) -> None:
        """Save the game (the host) or this seat's view (a client)."""
        path, _ = QFileDialog.getSaveFileName(self, self.tr_("Save"))
        if not path:
            return
        try:
            self.game.save(Path(path))
        except QtGamesError as error:
            QMessageBox.warning(self, self.tr_("Save"), self.tr_.error(error))
            return
        self.say(self.tr_("Saved to {path}.", path=path))

    def showEvent(self, event: QShowEvent) -> None:
        """The first time: fit the window on its screen (its parts' sizes known now)."""
        if not self._placed:
            self._placed = True
            fit_on_screen(self, 1160, 720)
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Leave the game and stop the transport; the host asks first, since closing ends
        the game for every player."""
        if self.game.host is not None and not self.game.closed and not self.ask(
                self.tr_("Close the game?"),
                self.tr_("You host this game: closing the window ends it for every player.")):
            event.ignore()
            return
        self.game.close()
        self.loop.stop()
        super().closeEvent(event)


def fit_on_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` about ``width`` by ``height`` pixels, never more than its screen's
    free area (nor less than its parts need, when they fit), and put it in the middle of
    that area."""
    screen = window.screen().availableGeometry()
    least = window.minimumSizeHint()
    window.resize(min(max(min(width, int(screen.width() * SCREEN_SHARE)), least.width()),
                      screen.width()),
                  min(max(min(height, int(screen.height() * SCREEN_SHARE)), least.height()),
                      screen.height()))
    frame = window.frameGeometry()
    frame.moveCenter(screen.center())
    window.move(max(frame.left(), screen.left()), max(frame.top(), screen.top()))


# -- starting one ------------------------------------------------------------------------

def host_game(registry: GameRegistry, spec: GameSpec, players: list[str], lang: str,
              name: str, code: str | None = None, port: int = DEFAULT_PORT,
              options: dict[str, Any] | None = None, spectators: bool = True,
              ) -> NetworkWindow:
    """Host a game of ``spec`` where this app plays the one ``human`` seat of ``players``,
    and each other seat is ``remote`` (open to a player who joins) or played by the
    computer here (``spectators``: whether others may watch); a BadInput when the code or
    the port cannot be used."""
    seat = players.index(HUMAN)
    record = GameRecord(spec, options or {}, None,
                        [HUMAN if player == REMOTE else player for player in players])
    code = check_code(code) if code else new_code()
    loop = NetworkLoop()
    try:
        game = NetworkGame.hosting(loop, registry, record, code, seat,
                                   [player == REMOTE for player in players], name, port,
                                   spectators)
    except Exception:
        loop.stop()
        raise
    words = texts(lang)
    banner = words("Others join with: qtgames join {address}:{port} --code {code}",
                   address=local_address(), port=game.port, code=code)
    if weak_code(code):
        banner += "\n" + words(WEAK_CODE, code=code, length=MIN_CODE_LENGTH)
    return NetworkWindow(game, loop, lang, banner)


def join_game(registry: GameRegistry, address: str, code: str, lang: str, name: str,
              spectator: bool = False) -> NetworkWindow:
    """Join the host at ``address`` (``HOST[:PORT]``); a BadInput in one line when the
    address is wrong or the host cannot be reached."""
    host, port = parse_address(address)
    loop = NetworkLoop()
    try:
        game = NetworkGame.joining(loop, registry, host, port, check_code(code), name,
                                   spectator)
    except Exception:
        loop.stop()
        raise
    return NetworkWindow(game, loop, lang)


def open_hosted_game(parent: QWidget, registry: GameRegistry, lang: str, name: str,
                     dialog: NewGameDialog) -> NetworkWindow | None:
    """Host the game chosen in the New Game ``dialog`` in a new window (None, after
    saying why, when the code or the port cannot be used)."""
    code, port, spectators = dialog.network()
    try:
        window = host_game(registry, dialog.game(), dialog.players(), lang, name, code, port,
                           dialog.options(), spectators)
    except QtGamesError as error:
        QMessageBox.warning(parent, texts(lang)("Host a Network Game"),
                            texts(lang).error(error))
        return None
    window.show()
    return window


class JoinDialog(QDialog):
    """Game › Join Network Game…: the host's address (typed, or found on the local
    network), its join code, and whether to play or only watch."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words = texts(lang)
        self.setWindowTitle(words("Join a Network Game"))
        self.setMinimumWidth(JOIN_WIDTH)
        self.address, self.code = QLineEdit(), QLineEdit()
        self.address.setPlaceholderText(f"192.168.1.20:{DEFAULT_PORT}")
        self.found = QComboBox()
        look = QPushButton(words("Look on the Local Network"))
        look.clicked.connect(self.browse)
        self.found.currentIndexChanged.connect(self.take_found)
        #: Why OK did not join: said in the dialog, which stays open with what was typed.
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        self.problem.hide()
        self.watch = QCheckBox(words("Watch only (as a spectator, if the host allows)"))
        form = QFormLayout()
        form.addRow(words("Address"), self.address)
        form.addRow(look, self.found)
        form.addRow(words("Join code"), self.code)
        form.addRow(self.watch)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(box)

    def take_found(self, _: int = 0) -> None:
        """The host chosen in the list fills in the address."""
        address = str(self.found.currentData() or "")
        if address:
            self.address.setText(address)

    def show_problem(self, text: str) -> None:
        """Say in the dialog why it cannot join yet."""
        self.problem.setText(text)
        self.problem.show()

    def checked(self) -> tuple[str, str] | None:
        """The address and join code typed, once both are well formed; else None, after
        saying what is wrong."""
        address, code = self.address.text().strip(), self.code.text().strip()
        if not address:
            self.show_problem(self.words("Choose a host in the list, or type its address."))
            return None
        try:
            parse_address(address)
            check_code(code)
        except QtGamesError as error:
            self.show_problem(self.words.error(error))
            return None
        return address, code

    def accept(self) -> None:
        """OK: close only when the address and the code are well formed."""
        if self.checked() is not None:
            super().accept()

    def browse(self) -> None:
        """List the hosts announced on the local network."""
        from qtgames.net.discovery import DiscoveryError, browse
        words = self.words
        self.found.clear()
        try:
            hosts = browse(2.0)
        except DiscoveryError as error:
            QMessageBox.information(self, words("Join a Network Game"), words.error(error))
            return
        for host in hosts:
            self.found.addItem(f"{host.game} — {host.name} ({host.address}:{host.port})",
                               f"{host.address}:{host.port}")
        if hosts:
            self.found.setCurrentIndex(0)
            self.take_found()
        else:
            self.found.addItem(words("No host found; type the address the host shows: "
                                     "qtgames join ADDRESS:PORT --code CODE"), "")


def open_join_dialog(parent: QWidget, registry: GameRegistry, lang: str,
                     name: str) -> NetworkWindow | None:
    """Ask for the host's address and code, then join (or watch) in a new window; when the
    host cannot be reached the dialog comes back, saying why, with what was typed."""
    dialog = JoinDialog(lang, parent)
    while dialog.exec() == QDialog.DialogCode.Accepted:
        chosen = dialog.checked()
        if chosen is None:
            continue
        try:
            window = join_game(registry, *chosen, lang, name,
                               spectator=dialog.watch.isChecked())
        except QtGamesError as error:
            dialog.show_problem(dialog.words.error(error))
            continue
        window.show()
        return window
    return None
