"""A network game for the app: the transport in its thread, the window's view of it.

``NetworkGame`` hosts a game (``HostServer``, seats played by the computer at the host run
as in the terminal) or joins one, on a ``NetworkLoop``; this app's own seat is a client
whose ``ClientBridge`` turns every message of the host into a Qt signal carrying a
``Snapshot``: a copy of what the client knows, so that the GUI thread never reads what the
network thread changes.
"""

import asyncio
import contextlib
import json
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from qtgames.app.networkloop import NetworkLoop
from qtgames.core import saves
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.record import GameRecord
from qtgames.core.rng import derive_seed
from qtgames.net.client import ClientGame, request
from qtgames.net.computer import ComputerSeat
from qtgames.net.discovery import Announcement
from qtgames.net.host import MUTED, HostGame
from qtgames.net.protocol import Message
from qtgames.net.remote import snapshot
from qtgames.net.retry import BUSY_COUNTDOWN, join_retrying
from qtgames.net.transport import ClientRunner, HostServer, Link, connect
from qtgames.plugins import GameRegistry

#: Seconds the window waits for the network thread to start a host or reach one.
START_TIMEOUT = 15.0


class ClientBridge(QObject):
    """The app's client as the transport sees it (a ``ClientUI``): each message becomes a
    ``received`` signal, each connection event a ``status`` signal."""

    #: A message of the host and the snapshot after it.
    received = Signal(object, object)
    #: A connection event: its English template and values (the window translates it).
    statusChanged = Signal(str, object)
    #: The host welcomed this client while its messages were held.
    welcomed = Signal()

    def __init__(self, game: ClientGame) -> None:
        super().__init__()
        self.game = game
        self._lock = threading.Lock()
        self._held: list[tuple[Message, object]] | None = None

    def hold(self) -> None:
        """Keep the host's messages until ``release`` (the Join dialog waits for the
        host's answer before the window listens)."""
        with self._lock:
            self._held = []

    def release(self) -> None:
        """Hand over the messages held, in order; later ones go on as they come."""
        with self._lock:
            held, self._held = self._held, None
        for message, snap in held or []:
            self.received.emit(message, snap)

    def message(self, message: Message) -> None:
        """Called in the network thread: hand the message to the GUI thread."""
        snap = snapshot(self.game)
        with self._lock:
            if self._held is not None:
                self._held.append((message, snap))
                if message.type == "welcome":
                    self.welcomed.emit()
                return
        self.received.emit(message, snap)

    def status(self, text: str, **values: object) -> None:
        """Called in the network thread: a connection event."""
        self.statusChanged.emit(text, values)


class NetworkGame(QObject):
    """One network game of the app: hosted here or joined; see the module docstring."""

    #: The client stopped: the host refused it or could not be found (a QtGamesError that
    #: says why, translated when shown), or it left ("").
    ended = Signal(object)

    def __init__(self, loop: NetworkLoop, client: ClientGame) -> None:
        super().__init__()
        self.loop = loop
        self.client = client
        self.bridge = ClientBridge(client)
        self.runner: ClientRunner | None = None
        self.server: HostServer | None = None
        self.host: HostGame | None = None
        self.port = 0
        self._others: list[ClientRunner] = []
        self._tasks: list[asyncio.Task[None]] = []
        self._closed = False
        self._begun = False
        #: How others join, shown to the host (empty on a client).
        self.banner = ""
        #: The host's announcement on the local network, withdrawn on closing.
        self.announcement: Announcement | None = None
        #: Where a client joined: (address as typed, join code).
        self.joined: tuple[str, str] | None = None

    # -- starting ------------------------------------------------------------------------

    @classmethod
    def hosting(cls, loop: NetworkLoop, registry: GameRegistry, record: GameRecord,
                code: str, seat: int | None, remote: list[bool], name: str,
                port: int = 0, spectators: bool = True) -> "NetworkGame":
        """Host ``record`` on ``port``: this app plays ``seat`` (None: it watches, as a
        spectator does, even when others may not); the seats ``remote`` are open to players
        who join; the others are played by the computer at the host; ``spectators`` may
        watch when allowed."""
        host = HostGame(record, code, remote, spectators)
        if seat is None and not host.spectator_view_possible:
            raise BadInput("this game hides cards: it cannot be watched")
        client = ClientGame(registry.get, name, code, spectator=seat is None,
                            token=None if seat is None else host.tokens[seat])
        game = cls(loop, client)
        game.host = host
        host.on_muted = lambda player, seconds: game.bridge.status(MUTED, player=player,
                                                                   seconds=seconds)
        game.port = loop.submit(game._start_host(registry, seat, port)).result(START_TIMEOUT)
        return game

    async def _start_host(self, registry: GameRegistry, seat: int | None, port: int) -> int:
        host = self.host
        assert host is not None
        self.server = HostServer(host)
        bound = await self.server.start("", port)
        server = self.server

        async def local() -> Link:
            return server.local_link()

        for other, player in enumerate(host.record.seats):
            if other == seat or host.remote[other]:
                continue
            client = ClientGame(registry.get, player.player, host.code, token=host.tokens[other])
            ui = ComputerSeat(client, player.player, derive_seed(host.record.seed, "net", other))
            runner = ClientRunner(client, local, ui, timeout=float("inf"))
            ui.runner = runner
            self._others.append(runner)
            self._tasks.append(asyncio.create_task(runner.run()))
        self.runner = ClientRunner(self.client, local, self.bridge, timeout=float("inf"))
        return bound

    @classmethod
    def joining(cls, loop: NetworkLoop, registry: GameRegistry, address: str,
                port: int, code: str, name: str, spectator: bool = False,
                token: str | None = None) -> "NetworkGame":
        """Join the host at ``address``:``port`` (taking back the seat of ``token``); a
        BadInput in one line when it cannot be reached."""
        client = ClientGame(registry.get, name, code, spectator=spectator,
                            token=None if spectator else token)
        game = cls(loop, client)
        loop.submit(game._start_join(address, port)).result(START_TIMEOUT)
        return game

    async def _start_join(self, address: str, port: int) -> None:
        first: list[Link] = [await connect(address, port)]

        async def opener() -> Link:
            return first.pop() if first else await connect(address, port)

        self.runner = ClientRunner(self.client, opener, self.bridge)

    def begin(self) -> None:
        """Start this app's client (once the window listens to its signals), or hand the
        window what the host said while the Join dialog waited."""
        self.bridge.release()
        self.start_client()

    def start_client(self) -> None:
        """Start this app's client, once (``begin`` hands its messages to the window)."""
        if self._begun:
            return
        self._begun = True

        async def start() -> None:
            self._tasks.append(asyncio.create_task(self._run()))

        self.loop.submit(start()).result(START_TIMEOUT)

    async def _run(self) -> None:
        assert self.runner is not None
        try:
            await join_retrying(self.runner.run, self._busy)
        except BadInput as problem:
            self.ended.emit(problem)
            return
        self.ended.emit("")

    def _busy(self, seconds: int, reason: QtGamesError | str) -> None:
        """The host is busy: it is tried again in ``seconds``."""
        self.bridge.status(BUSY_COUNTDOWN, seconds=seconds, reason=reason)

    # -- playing -------------------------------------------------------------------------

    def send(self, type_: str, /, **fields: object) -> None:
        """Send a message of this app's client to the host."""
        message = request(type_, **fields)
        runner = self.runner
        if runner is not None:
            self.loop.call(runner.send, message)

    def save(self, path: Path) -> None:
        """Save: the whole game on the host, this seat's view on a client (a SaveFileError
        says why not)."""
        if self.host is not None:
            host = self.host

            async def save() -> None:
                host.save(path)

            self.loop.submit(save()).result(START_TIMEOUT)
        else:
            self.client.save_view(path)

    def record_copy(self, registry: GameRegistry) -> GameRecord | None:
        """A copy of the hosted game's whole record (None on a client), taken in the
        network thread that changes it; a QtGamesError when it cannot be replayed."""
        host = self.host
        if host is None:
            return None

        async def copy() -> str:
            return json.dumps(saves.to_json(host.record))

        return saves.loads(self.loop.submit(copy()).result(START_TIMEOUT), registry.get)

    @property
    def closed(self) -> bool:
        """True once this app left the game."""
        return self._closed

    def close(self) -> None:
        """Leave the game: the host tells every player and withdraws its announcement; the
        transport and its thread stop."""
        if self.announcement is not None:
            self.announcement.close()
            self.announcement = None
        if self._closed or self.loop.loop is None or not self.loop.loop.is_running():
            self._closed = True
            self.loop.stop()
            return
        self._closed = True

        async def stop() -> None:
            if self.server is not None:  # first: the players hear the game ends, not that
                await self.server.close()  # the host's own seat went away
            if self.runner is not None:
                self.runner.stop()
            for runner in self._others:
                runner.stop()
            for task in self._tasks:
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)

        with contextlib.suppress(Exception):  # closing: the thread stops just after
            self.loop.submit(stop()).result(5)
        self.loop.stop()

