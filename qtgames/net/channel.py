"""Both ends of an encrypted connection, without I/O: bytes in, events and bytes out.

Every connection between computers opens with a key exchange keyed by the join code
(``qtgames.net.handshake``), then carries one sealed message a frame
(``qtgames.net.frames``)::

    client                                   host
    START   version, role, SPAKE2 A   ->
                                      <-    REPLY    SPAKE2 B
    CONFIRM client's confirmation     ->
    SEALED  hello (no code in it)     ->
                                      <-    CONFIRM  host's confirmation
                                      <-    SEALED   welcome, ...

The host checks the client's confirmation as soon as it comes and hands the host game a
``Guess``: right or wrong, it waits its turn at the gate like any join code, and until the
host game ``release``s the channel (the code was found right in its turn) it sends nothing
keyed and nothing else than refusals, in clear (``NOTICE``), the same whatever the code:
a client that does not know the code learns it only from the answer to its guess, once
per connection. Nothing secret is in a refusal. A frame that fails to open ends the
connection: ``broken`` then says why, and the side that saw it tells the other within its
own, still sound, direction.

``ClientChannel`` takes the code and the role from the client's first message, its hello,
and sends the hello without the code. Like ``Connection``, ``receive_data`` never raises;
what the handshake itself sends (the host's reply, the client's confirmation) waits in
``data_to_send``.
"""

import os
from collections.abc import Mapping
from dataclasses import dataclass

from qtgames.core.i18n import N_
from qtgames.net.connection import Connection, Event, encode
from qtgames.net.frames import Frame, FrameError, FrameReader, Kind, frame
from qtgames.net.handshake import (
    PAKE_MESSAGE,
    ROLES,
    ClientExchange,
    Entropy,
    HandshakeError,
    HostExchange,
    Keys,
    Opener,
    Sealer,
    confirmed,
)
from qtgames.net.protocol import (
    CLIENT_MESSAGES,
    HOST_MESSAGES,
    PROTOCOL_VERSION,
    Field,
    Message,
    ProtocolError,
)

WRONG_CODE = N_("wrong join code")
"""What a person reads when the key exchange shows the codes differ."""

TAMPERED = N_("the connection was altered in transit (a message changed, replayed or lost): " \
    "it is closed")
"""Why a connection ends when a frame fails to open."""

BAD_HANDSHAKE = N_("the peer does not speak this program's encrypted protocol: {problem}")
"""Why a connection ends when the key exchange or the framing is malformed."""


@dataclass(frozen=True)
class Guess:
    """The client's key confirmation came: ``right`` when it matched (the client knows
    the join code), wrong when it did not (or the key exchange was tampered with). For
    the host game, a try of the code by a client joining as ``role``."""

    right: bool
    role: str


#: What a ``HostChannel`` hands the host game.
HostEvent = Event | Guess


def error_message(code: str, template: str, **values: object) -> Message:
    """An error message of the host (the client makes one too, for what it saw itself)."""
    return Message.make(HOST_MESSAGES, "error", code=code,
                        message=template.format(**values), template=template,
                        values={key: str(value) for key, value in values.items()} or None)


def start_body(protocol: int, role: str, pake: bytes) -> bytes:
    """The body of a START frame."""
    return protocol.to_bytes(2, "big") + bytes([ROLES.index(role)]) + pake


class _Channel:
    """What both ends share: frames in, bytes out, counts."""

    def __init__(self, schema: Mapping[str, Mapping[str, Field]]) -> None:
        self.frames = FrameReader()
        self.lines = Connection(schema)
        self.keys: Keys | None = None
        self.sealer: Sealer | None = None
        self.opener: Opener | None = None
        self._out = bytearray()
        #: Why the connection must end (None while it is sound).
        self.broken: ProtocolError | None = None
        #: Bytes received and sent so far, framing included.
        self.received = 0
        self.sent = 0

    def data_to_send(self) -> bytes:
        """What the channel itself has to send now (handshake frames), and forget it."""
        data = bytes(self._out)
        self._out.clear()
        self.sent += len(data)
        return data

    def _emit(self, kind: Kind, body: bytes) -> None:
        self._out += frame(kind, body)

    def _frames(self, data: bytes) -> list[Frame]:
        self.received += len(data)
        if self.broken is not None:
            return []
        try:
            return self.frames.feed(data)
        except FrameError as problem:
            self._break("bad-frame", BAD_HANDSHAKE, problem=str(problem))
            return []

    def _open(self, body: bytes) -> list[Event]:
        assert self.opener is not None
        try:
            plaintext = self.opener.open(body)
        except HandshakeError:
            self._break("tampered", TAMPERED)
            return []
        if not plaintext.endswith(b"\n") or plaintext.count(b"\n") != 1:
            self._break("bad-frame", BAD_HANDSHAKE, problem=N_("a sealed frame holds no line"))
            return []
        return self.lines.receive_data(plaintext)

    def _seal(self, message: Message) -> bytes:
        assert self.sealer is not None
        return frame(Kind.SEALED, self.sealer.seal(encode(message)))

    def _break(self, code: str, template: str, **values: object) -> None:
        if self.broken is None:
            self.broken = ProtocolError(code, template, **values)


class HostChannel(_Channel):
    """The host's end of one connection from another computer."""

    def __init__(self, code: str, entropy: Entropy = os.urandom) -> None:
        """Accept clients that know ``code``."""
        super().__init__(CLIENT_MESSAGES)
        self.code, self.entropy = code, entropy
        #: What the client joins as, once its START came.
        self.role: str | None = None
        #: True from a START until the host ``accept``s to compute its reply.
        self.starting = False
        self._start = b""
        #: True once the client proved it knows the code; False once it failed to.
        self.proven: bool | None = None
        #: True once the host game found the code right in its turn: keyed frames go.
        self.released = False
        self._confirmed = False
        #: What broke between the confirmation and the release, told only at the release
        #: (told at once, it would tell a right code from a wrong one before its turn).
        self._spoiled: ProtocolError | None = None

    def receive_data(self, data: bytes) -> list[HostEvent]:
        """The events of the frames ``data`` completes."""
        events: list[HostEvent] = []
        for received in self._frames(data):
            if self.broken is not None or self.proven is False or self._spoiled is not None:
                break
            events += self._frame(received)
        return events

    def _break(self, code: str, template: str, **values: object) -> None:
        if self.proven is not None and not self.released:
            if self._spoiled is None:
                self._spoiled = ProtocolError(code, template, **values)
            return
        super()._break(code, template, **values)

    def _frame(self, received: Frame) -> list[HostEvent]:
        kind, body = received.kind, received.body
        if self.role is None:
            if kind != Kind.START or len(body) != 3 + PAKE_MESSAGE or body[2] >= len(ROLES):
                self._break("bad-frame", BAD_HANDSHAKE, problem=N_("it did not start with START"))
                return []
            protocol = int.from_bytes(body[:2], "big")
            if protocol != PROTOCOL_VERSION:
                self._break("version", N_("this host speaks protocol version {host}, the "
                            "client version {client}"), host=PROTOCOL_VERSION, client=protocol)
                return []
            self.role, self.starting, self._start = ROLES[body[2]], True, body[3:]
            return []
        if self.keys is None:
            self._break("bad-frame", BAD_HANDSHAKE, problem=N_("a frame before the reply"))
            return []
        if self.proven is None:
            if kind != Kind.CONFIRM:
                self._break("bad-frame", BAD_HANDSHAKE, problem=N_("no key confirmation"))
                return []
            assert self.keys is not None
            if not confirmed(self.keys.client_confirm, body):
                self.proven = False
                return [Guess(False, self.role)]
            self.proven = True
            self.opener = Opener(self.keys.client_to_host)
            self.sealer = Sealer(self.keys.host_to_client)
            return [Guess(True, self.role)]
        if kind != Kind.SEALED:
            self._break("bad-frame", BAD_HANDSHAKE, problem=N_("a frame out of place"))
            return []
        return list(self._open(body))

    def accept(self) -> None:
        """Answer the client's START: compute the host's half of the exchange (about ten
        milliseconds: the caller decides whether this address may have it now)."""
        assert self.starting and self.role is not None
        self.starting = False
        try:
            exchange = HostExchange(self.code, PROTOCOL_VERSION, self.role, self._start,
                                    self.entropy)
        except HandshakeError as problem:
            self._break("bad-frame", BAD_HANDSHAKE, problem=str(problem))
            return
        self.keys = exchange.keys
        self._emit(Kind.REPLY, exchange.message)

    def release(self) -> None:
        """The host game found the code right: from now on messages go sealed (or, if
        what came meanwhile was broken, ``broken`` says so now)."""
        self.released = True
        if self._spoiled is not None:
            self.broken = self.broken or self._spoiled

    def send(self, message: Message) -> bytes:
        """The bytes that send ``message``: sealed once the client proved the code and
        the host game ``release``d the channel (the host's confirmation first); before
        that only an error goes, in clear."""
        if self.proven and self.released and self.sealer is not None:
            data = b""
            if not self._confirmed:
                assert self.keys is not None
                data = frame(Kind.CONFIRM, self.keys.host_confirm)
                self._confirmed = True
            data += self._seal(message)
        elif message.type == "error":
            data = frame(Kind.NOTICE, encode(message))
        else:
            data = b""
        self.sent += len(data)
        return data


class ClientChannel(_Channel):
    """A client's end of its connection to a host."""

    def __init__(self, entropy: Entropy = os.urandom) -> None:
        """A channel whose first message sent must be the hello."""
        super().__init__(HOST_MESSAGES)
        self.entropy = entropy
        self._exchange: ClientExchange | None = None
        self._queue: list[Message] = []
        #: True once the host proved it knows the code.
        self.open = False
        #: True once the host answered as one does: its key exchange reply, or a refusal.
        self.heard = False
        self._told = False

    def send(self, message: Message) -> bytes:
        """The bytes that send ``message`` now (none while the keys are not agreed: it
        waits for them). The first message must be the hello: its code keys the
        connection and is left out of what is sent."""
        if self._exchange is None:
            if message.type != "hello":
                raise ValueError("a client's first message is its hello")
            role = message["role"]
            self._exchange = ClientExchange(message["code"] or "", message["protocol"], role,
                                            self.entropy)
            self._queue.append(Message(message.type, {**message.fields, "code": None}))
            data = frame(Kind.START, start_body(message["protocol"], role,
                                                self._exchange.message))
        elif self.sealer is None:
            self._queue.append(message)
            data = b""
        else:
            data = self._seal(message)
        self.sent += len(data)
        return data

    def receive_data(self, data: bytes) -> list[Event]:
        """The events of the frames ``data`` completes; when the connection breaks, a
        last error message says why."""
        events: list[Event] = []
        for received in self._frames(data):
            if self.broken is not None:
                break
            events += self._frame(received)
        if self.broken is not None and not self._told:
            self._told = True
            if not any(isinstance(event, Message) and event.type == "error"
                       for event in events):
                events.append(error_message(self.broken.code, self.broken.template,
                                            **self.broken.values))
            if self.sealer is not None and self.broken.code == "tampered":
                # Tell the host why, in the direction that is still sound.
                self._out += self._seal(Message.make(CLIENT_MESSAGES, "bye",
                                                     reason=TAMPERED))
        return events

    def _frame(self, received: Frame) -> list[Event]:
        kind, body = received.kind, received.body
        if kind == Kind.NOTICE and not self.open:
            events = self.lines.receive_data(body)
            self.heard = self.heard or any(isinstance(event, Message) and event.type == "error"
                                           for event in events)
            self._break("refused", N_("the host refused the connection"))
            return [event for event in events if isinstance(event, Message)
                    and event.type == "error"] or [error_message(
                        "refused", N_("the host refused the connection"))]
        if self._exchange is None:
            self._break("bad-frame", BAD_HANDSHAKE, problem=N_("the host spoke first"))
            return []
        if self.keys is None:
            if kind != Kind.REPLY:
                self._break("bad-frame", BAD_HANDSHAKE, problem=N_("no key exchange reply"))
                return []
            try:
                self.keys = self._exchange.finish(body)
            except HandshakeError as problem:
                self._break("bad-frame", BAD_HANDSHAKE, problem=str(problem))
                return []
            self.heard = True
            self._emit(Kind.CONFIRM, self.keys.client_confirm)
            self.sealer = Sealer(self.keys.client_to_host)
            for waiting in self._queue:
                self._out += self._seal(waiting)
            self._queue.clear()
            return []
        if not self.open:
            if kind != Kind.CONFIRM:
                self._break("bad-frame", BAD_HANDSHAKE, problem=N_("no key confirmation"))
                return []
            if not confirmed(self.keys.host_confirm, body):
                self._break("code", WRONG_CODE)
                return []
            self.open = True
            self.opener = Opener(self.keys.host_to_client)
            return []
        if kind != Kind.SEALED:
            self._break("bad-frame", BAD_HANDSHAKE, problem=N_("a frame out of place"))
            return []
        return self._open(body)
