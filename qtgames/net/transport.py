"""The one asyncio transport of network play, for the terminal and the app alike.

``HostServer`` listens on TCP, feeds each connection's bytes to its encrypted channel
(``qtgames.net.channel``: the key exchange keyed by the join code, then sealed frames) and
its events to the ``HostGame``, closes a connection whose channel breaks (with one line
saying why, to the peer and in the log), carries out the actions it returns, wakes it when it has
something due (a hello to answer, a connection that never said hello), pings every peer and
closes one that stays silent past the timeout (its seat is held) or that lets more than
``MAX_UNSENT`` bytes pile up unread. Seats played at the host (a
person at the host's screen, a computer) join through an in-process ``LocalLink`` and speak
the same messages. ``connect`` opens a ``TcpLink`` to a host; ``ClientRunner`` runs one
client over a link: hello, the host's messages handed to a ``ClientUI``, pong, and
reconnection with the seat token when the connection drops.
"""

import asyncio
import contextlib
import logging
import socket
from collections.abc import Awaitable, Callable
from typing import Protocol

from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.i18n import N_, plain_fields, said
from qtgames.net import DEFAULT_PORT
from qtgames.net.channel import ClientChannel, HostChannel, HostEvent
from qtgames.net.client import ClientGame, request
from qtgames.net.connection import encode
from qtgames.net.host import Action, Close, HostGame, Send, error
from qtgames.net.limits import MAX_UNSENT, SEND_BUFFER, ExchangeBudget
from qtgames.net.protocol import HOST_MESSAGES, Message, ProtocolError, readable_values
from qtgames.net.words import HOST_CLOSED

log = logging.getLogger(__name__)

#: Seconds between two pings, and of silence after which a peer counts as gone.
HEARTBEAT, TIMEOUT = 5.0, 20.0
#: Seconds a client keeps trying to reconnect after its connection dropped.
RECONNECT_FOR = 60.0
#: Bytes read at once.
CHUNK = 65536

#: Called with a peer id and each message the host sends it, as the peer reads it once
#: opened (tests record every byte).
Tap = Callable[[int, bytes], None]

DESCRIPTORS_KEPT = 64
"""Open files the host keeps for itself (its listening sockets, logs, saves, a computer
player) below the process's limit when it caps the connections of other computers."""


def descriptor_cap(limit: int | None = None) -> int | None:
    """The most connections this process can hold beside ``DESCRIPTORS_KEPT`` other open
    files: ``limit`` (the soft limit on open files by default) less those; None where the
    system has no such limit."""
    if limit is None:
        try:
            import resource
        except ImportError:  # Windows
            return None
        limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        if limit == resource.RLIM_INFINITY:
            return None
    return max(1, limit - DESCRIPTORS_KEPT)


class Link(Protocol):
    """A client's connection to the host: messages both ways; None from ``receive``
    once it is closed."""

    async def receive(self) -> Message | ProtocolError | None:
        """The next message of the host (or the error of a bad one); None once closed."""

    def send(self, message: Message) -> None:
        """Send ``message`` to the host."""

    def close(self) -> None:
        """Close the connection."""


class _Peer:
    """One connection as the server sees it: TCP (a writer and its encrypted channel) or
    in-process (a queue)."""

    def __init__(self, writer: asyncio.StreamWriter | None = None,
                 queue: "asyncio.Queue[Message | None] | None" = None,
                 channel: HostChannel | None = None) -> None:
        self.writer, self.queue, self.channel = writer, queue, channel
        self.seen = 0.0
        self.closed = False


class HostServer:
    """A ``HostGame`` served over TCP and in-process links; see the module docstring."""

    def __init__(self, game: HostGame, heartbeat: float = HEARTBEAT,
                 timeout: float = TIMEOUT, tap: Tap | None = None,
                 max_unsent: int = MAX_UNSENT) -> None:
        self.game = game
        self.heartbeat, self.timeout, self.tap = heartbeat, timeout, tap
        self.max_unsent = max_unsent
        #: How many key exchanges each address may start.
        self.exchanges = ExchangeBudget()
        #: The connections whose key exchange waits its turn.
        self._starting: dict[int, HostChannel] = {}
        self._exchange_timer: asyncio.TimerHandle | None = None
        self._peers: dict[int, _Peer] = {}
        self._next = 1
        self._server: asyncio.Server | None = None
        self._ticker: asyncio.Task[None] | None = None
        self._wake: asyncio.TimerHandle | None = None
        cap = descriptor_cap()
        if cap is not None:
            game.max_connections = min(game.max_connections, cap)
        #: Set whenever something changes (a move, a peer joins or leaves).
        self.changed = asyncio.Event()
        self.port = 0

    async def start(self, bind: str = "", port: int = DEFAULT_PORT) -> int:
        """Listen on ``bind``:``port`` (0: any free port); return the port. A BadInput
        in one line when it cannot (the port is taken, the address is not this
        machine's)."""
        if not bind and port == 0:  # one free port for IPv4 and IPv6 is not to be had
            bind = "0.0.0.0"
        try:
            self._server = await asyncio.start_server(self._serve, bind or None, port)
        except OSError as problem:
            raise BadInput("cannot listen on port {port}: {reason}", port=port,
                           reason=problem.strerror or str(problem)) from None
        self.port = self._server.sockets[0].getsockname()[1]
        self._ticker = asyncio.create_task(self._tick())
        self._do(self.game.start())
        return self.port

    async def close(self, reason: str = HOST_CLOSED) -> None:
        """Tell every peer the host quits, close every connection and stop listening."""
        self._do(self.game.shutdown(reason))
        if self._ticker is not None:
            self._ticker.cancel()
        if self._wake is not None:
            self._wake.cancel()
        if self._exchange_timer is not None:
            self._exchange_timer.cancel()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        for peer in list(self._peers.values()):  # connections may come and go meanwhile
            if peer.writer is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(peer.writer.drain(), 2)

    @property
    def connected(self) -> int:
        """How many connections are open (in-process links included)."""
        return len(self._peers)

    # -- connections ---------------------------------------------------------------------

    def _new_peer(self, peer: _Peer, address: str) -> int:
        peer_id = self._next
        self._next += 1
        peer.seen = asyncio.get_running_loop().time()
        self._peers[peer_id] = peer
        self._do(self.game.connect(peer_id, address, local=peer.queue is not None,
                                   now=peer.seen))
        return peer_id

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        address = writer.get_extra_info("peername")
        sock = writer.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        channel = HostChannel(self.game.code)
        peer = _Peer(writer=writer, channel=channel)
        host = str(address[0]) if address else "?"
        peer_id = self._new_peer(peer, host)
        try:
            while not peer.closed:
                data = await reader.read(CHUNK)
                if not data:
                    break
                events = channel.receive_data(data)
                if channel.starting and peer_id not in self._starting:
                    self._start(peer_id, channel, host)
                with contextlib.suppress(ConnectionError, OSError):
                    writer.write(channel.data_to_send())
                for event in events:
                    # A fast peer waits (its socket fills up and its writes block):
                    # a flood is slowed down, legitimate moves are never dropped.
                    delay = self.game.wait(peer_id, asyncio.get_running_loop().time())
                    if delay > 0:
                        await asyncio.sleep(delay)
                    if peer.closed:
                        break
                    self._received(peer_id, peer, [event])
                if channel.broken is not None and not peer.closed:
                    self._broken(peer_id, channel.broken)
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            # The loop stops with the host (a flooding peer may be mid-wait): end quietly,
            # as asyncio's stream server logs a traceback for a cancelled handler.
            pass
        finally:
            self._gone(peer_id)

    def _start(self, peer_id: int, channel: HostChannel, address: str) -> None:
        """A key exchange starts: computed if its address has some of its budget left,
        else refused (busy) before any computing."""
        loop = asyncio.get_running_loop()
        allowed = self.exchanges.ask(peer_id, address, loop.time())
        if allowed:
            channel.accept()
            return
        if allowed is None:  # its turn comes after the other addresses waiting
            self._starting[peer_id] = channel
            self._exchanges_later()
            return
        log.info("peer %d (%s): too many key exchanges from its address", peer_id, address)
        self._send(peer_id, error("busy", N_("too many joins at once from your address: try "
                                  "again in a moment")))
        self._close(peer_id)

    def _exchanges_later(self) -> None:
        """Compute the waiting key exchanges when their turn comes."""
        due = self.exchanges.next_due
        if due is None or self._exchange_timer is not None:
            return
        self._exchange_timer = asyncio.get_running_loop().call_at(due, self._exchanges_due)

    def _exchanges_due(self) -> None:
        self._exchange_timer = None
        for peer_id in self.exchanges.due(asyncio.get_running_loop().time()):
            channel = self._starting.pop(peer_id, None)
            peer = self._peers.get(peer_id)
            if channel is None or peer is None or peer.closed or not channel.starting:
                continue
            channel.accept()
            if peer.writer is not None:
                with contextlib.suppress(ConnectionError, OSError, RuntimeError):
                    peer.writer.write(channel.data_to_send())
        self._exchanges_later()

    def _broken(self, peer_id: int, problem: ProtocolError) -> None:
        """The connection ``peer_id`` cannot go on: tell the peer why and close it."""
        known = self.game.peers.get(peer_id)
        log.warning("%s", said("peer {peer} ({address}): {problem}", peer=peer_id,
                               address="?" if known is None else known.address,
                               problem=problem))
        self._send(peer_id, error(problem.code, problem))
        self._close(peer_id)

    def _received(self, peer_id: int, peer: _Peer, events: list[HostEvent]) -> None:
        now = asyncio.get_running_loop().time()
        peer.seen = now
        for event in events:
            if peer.closed:
                break
            self._do(self.game.receive(peer_id, event, now))

    def _gone(self, peer_id: int) -> None:
        if self._starting.pop(peer_id, None) is not None:
            self.exchanges.drop(peer_id)
        peer = self._peers.pop(peer_id, None)
        if peer is None:
            return
        peer.closed = True
        if peer.writer is not None:
            peer.writer.close()
        if peer.queue is not None:
            peer.queue.put_nowait(None)
        self._do(self.game.disconnect(peer_id, asyncio.get_running_loop().time()))

    def local_link(self) -> "LocalLink":
        """An in-process connection, for a seat played at the host."""
        queue: asyncio.Queue[Message | None] = asyncio.Queue()
        peer = _Peer(queue=queue)
        peer_id = self._new_peer(peer, "local")
        return LocalLink(self, peer_id, peer, queue)

    # -- actions -------------------------------------------------------------------------

    def _do(self, actions: list[Action]) -> None:
        loop = asyncio.get_running_loop()
        for action in actions:
            if action.delay > 0:
                loop.call_later(action.delay, self._do, [_now(action)])
            elif isinstance(action, Send):
                self._send(action.peer, action.message)
            else:
                self._close(action.peer)
        if actions:
            self.changed.set()
        self._arm()

    def _arm(self) -> None:
        """Wake the game when it next has something due."""
        due = self.game.next_due
        if self._wake is not None:
            if due is not None and self._wake.when() == due:
                return
            self._wake.cancel()
            self._wake = None
        if due is not None:
            self._wake = asyncio.get_running_loop().call_at(due, self._due, due)

    def _due(self, due: float) -> None:
        self._wake = None
        # The loop may call back a hair early: the game's own time is then the one due.
        self._do(self.game.tick(max(due, asyncio.get_running_loop().time())))
        self._release_proven()

    def _release_proven(self) -> None:
        """Release the channel of every peer whose code was just found right: what broke
        in it meanwhile (a hello altered in transit) is told now, in its turn."""
        for peer_id, peer in list(self._peers.items()):
            known = self.game.peers.get(peer_id)
            channel = peer.channel
            if channel is None or channel.released or known is None or not known.proven:
                continue
            channel.release()
            if channel.broken is not None and not peer.closed:
                self._broken(peer_id, channel.broken)

    def _send(self, peer_id: int, message: Message) -> None:
        peer = self._peers.get(peer_id)
        if peer is None or peer.closed:
            return
        if peer.queue is not None:
            peer.queue.put_nowait(message)
            return
        assert peer.writer is not None and peer.channel is not None
        known = self.game.peers.get(peer_id)
        if known is not None and known.proven and not peer.channel.released:
            peer.channel.release()  # its code was found right in its turn: keyed from now
            if peer.channel.broken is not None:
                self._broken(peer_id, peer.channel.broken)
                return
        data = peer.channel.send(message)
        if self.tap is not None and data:
            self.tap(peer_id, encode(message))
        with contextlib.suppress(ConnectionError, OSError):
            peer.writer.write(data)
        if peer.writer.transport.get_write_buffer_size() > self.max_unsent:
            log.info("peer %d does not read (over %d bytes wait for it): disconnected",
                     peer_id, self.max_unsent)
            peer.writer.transport.abort()
            self._gone(peer_id)

    def _close(self, peer_id: int) -> None:
        peer = self._peers.get(peer_id)
        if peer is None:
            return
        if peer.writer is not None:
            with contextlib.suppress(ConnectionError, OSError):
                peer.writer.close()
        self._gone(peer_id)

    async def _tick(self) -> None:
        """Ping every peer; close one silent for longer than the timeout."""
        ping = Message.make(HOST_MESSAGES, "ping")
        while True:
            await asyncio.sleep(self.heartbeat)
            now = asyncio.get_running_loop().time()
            for peer_id, peer in list(self._peers.items()):
                if peer.queue is not None:
                    continue
                if self.game.answer_at(peer_id) is not None:  # the host keeps it waiting
                    peer.seen = now
                    continue
                if now - peer.seen > self.timeout:
                    log.info("peer %d silent for %.0f s: closed", peer_id, now - peer.seen)
                    self._close(peer_id)
                else:
                    self._send(peer_id, ping)


def _now(action: Action) -> Action:
    """``action`` without its delay (it is due)."""
    return Send(action.peer, action.message) if isinstance(action, Send) else Close(action.peer)


class LocalLink:
    """A seat played at the host, connected in-process: no bytes, the same messages."""

    def __init__(self, server: HostServer, peer_id: int, peer: _Peer,
                 queue: "asyncio.Queue[Message | None]") -> None:
        self.server, self.peer_id, self.peer, self.queue = server, peer_id, peer, queue

    async def receive(self) -> Message | ProtocolError | None:
        """The next message of the host; None once closed."""
        return await self.queue.get()

    def send(self, message: Message) -> None:
        """Hand ``message`` to the host game."""
        if not self.peer.closed:
            self.server._received(self.peer_id, self.peer, [message])

    def close(self) -> None:
        """Leave the host."""
        self.server._gone(self.peer_id)


class TcpLink:
    """A client's TCP connection to a host, encrypted: its first message, the hello,
    keys it with the join code (see ``qtgames.net.channel``)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 address: str = "") -> None:
        self.reader, self.writer = reader, writer
        #: Where it leads, as the person gave it (``HOST:PORT``).
        self.address = address
        self.connection = ClientChannel()
        self._pending: list[Message | ProtocolError] = []

    async def receive(self) -> Message | ProtocolError | None:
        """The next message of the host; None once the connection is closed (after the
        error that says why, when this side saw the connection break)."""
        while not self._pending:
            if self.connection.broken is not None:
                self.close()
                return None
            try:
                data = await self.reader.read(CHUNK)
            except (ConnectionError, OSError):
                data = b""
            if not data:
                return None
            self._pending = self.connection.receive_data(data)
            self._write(self.connection.data_to_send())
            if self.connection.broken is not None:
                log.info("connection to the host: %s", self.connection.broken)
        return self._pending.pop(0)

    def send(self, message: Message) -> None:
        """Send ``message`` to the host."""
        self._write(self.connection.send(message))

    def _write(self, data: bytes) -> None:
        if data:
            with contextlib.suppress(ConnectionError, OSError, RuntimeError):
                self.writer.write(data)

    def close(self) -> None:
        """Close the connection."""
        with contextlib.suppress(ConnectionError, OSError, RuntimeError):
            self.writer.close()


async def connect(host: str, port: int, timeout: float = 10.0) -> TcpLink:
    """A TCP link to ``host``:``port``; a BadInput in one line when it cannot be opened."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    except TimeoutError:
        raise BadInput("cannot reach {host}:{port}: no answer within {seconds} seconds",
                       host=host, port=port, seconds=int(timeout)) from None
    except OSError as problem:
        raise BadInput("cannot connect to {host}:{port}: {reason}", host=host, port=port,
                       reason=problem.strerror or str(problem)) from None
    return TcpLink(reader, writer, f"{host}:{port}")


class ClientUI(Protocol):
    """What a client shows and how it plays: the terminal, the app, a computer."""

    def message(self, message: Message) -> None:
        """The host said ``message`` (the client's state already holds what it says)."""

    def status(self, text: str, **values: object) -> None:
        """A connection event in English (``values`` fill the template): lost, back..."""


class Refused(BadInput):
    """The host refused this client (wrong code, version, no seat left...); ``code`` is
    the host's error code (``busy``: it may take the client a little later)."""

    code = ""


#: Seconds a host has to answer a connection's key exchange (its turn may come after
#: every other address waiting: about five seconds when the host is full).
HANDSHAKE_TIMEOUT = 8.0
#: Said when the peer at the address never answered as a qtgames host does.
NO_HOST = N_("no qtgames host answered at {address}")


def _answered(link: Link) -> bool:
    """True once the peer of ``link`` answered as a qtgames host (its key exchange reply
    or a refusal); an in-process link always has."""
    connection = getattr(link, "connection", None)
    return connection is None or connection.heard


class ClientRunner:
    """Runs one ``ClientGame`` over a link: hello, messages, pongs, reconnection."""

    def __init__(self, game: ClientGame, opener: Callable[[], Awaitable[Link]],
                 ui: ClientUI, timeout: float = TIMEOUT,
                 reconnect_for: float = RECONNECT_FOR) -> None:
        self.game, self.opener, self.ui = game, opener, ui
        self.timeout, self.reconnect_for = timeout, reconnect_for
        self.link: Link | None = None
        self._stopping = False

    def send(self, message: Message) -> None:
        """Send ``message`` to the host (dropped while reconnecting)."""
        if self.link is not None:
            self.link.send(message)

    def stop(self) -> None:
        """Leave: say bye and close."""
        self._stopping = True
        if self.link is not None:
            self.link.send(request("bye", reason=N_("left")))
            self.link.close()

    async def run(self) -> None:
        """Play until this side stops or the host leaves; raise Refused when the host
        refuses the hello, BadInput when it cannot be reached at first."""
        self.link = await self.opener()
        while True:
            await self._session(self.link)
            if self._stopping or self.game.host_left:
                return
            if not await self._reconnect():
                self.ui.status(N_("The connection to the host is lost."))
                return

    async def _session(self, link: Link) -> None:
        link.send(self.game.hello())
        welcomed = False
        while True:
            # Until the peer speaks the protocol, it gets a few seconds, not the heartbeat's.
            waiting = self.timeout if _answered(link) else min(self.timeout, HANDSHAKE_TIMEOUT)
            try:
                event = await asyncio.wait_for(link.receive(), waiting)
            except TimeoutError:
                link.close()
                self._no_host(link)
                self.ui.status(N_("The host is silent: reconnecting…"))
                return
            if event is None or not _answered(link):  # closed, or garbage: no host
                link.close()
                self._no_host(link)
                return
            if isinstance(event, ProtocolError):
                log.warning("%s", said("bad message from the host: {problem}",
                                       problem=event))
                continue
            if event.type == "error" and not welcomed and not self.game.welcomed:
                link.close()
                reason: object = event["message"]
                template = event["template"]
                values = readable_values(template, event["values"] or {})
                if template and plain_fields(template, values):  # translated when shown
                    reason = QtGamesError(template, **values)
                refused = Refused("the host refused: {reason}", reason=reason)
                refused.code = event["code"]
                raise refused
            try:
                replies = self.game.handle(event)
            except ProtocolError as problem:
                link.close()
                raise Refused(problem.template, **problem.values) from None
            welcomed = welcomed or event.type == "welcome"
            for reply in replies:
                link.send(reply)
            self.ui.message(event)
            if event.type == "bye":
                link.close()
                return

    def _no_host(self, link: Link) -> None:
        """A peer that never spoke the protocol is no qtgames host: a BadInput, unless
        this client was once welcomed (then the host may be coming back)."""
        if not self.game.welcomed and not _answered(link):
            raise BadInput(NO_HOST, address=getattr(link, "address", "") or "?")

    async def _reconnect(self) -> bool:
        """Open a new link and take the seat back with its token; False after
        ``reconnect_for`` seconds of failures."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.reconnect_for
        self.link = None
        self.ui.status(N_("The connection to the host is lost: reconnecting…"))
        while loop.time() < deadline and not self._stopping:
            try:
                self.link = await self.opener()
            except BadInput:
                await asyncio.sleep(1.0)
                continue
            self.ui.status(N_("Reconnected."))
            return True
        return False
