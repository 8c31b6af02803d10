"""A host game driven by hand, without sockets: peers, their messages, the clock; and what
a browse of the local network finds while a host is announced."""

import functools
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from qtgames.core.game import GameSpec
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.net import discovery
from qtgames.net.channel import ClientChannel, HostChannel, HostEvent
from qtgames.net.client import request
from qtgames.net.connection import Event
from qtgames.net.host import Action, Close, HostGame, Send
from qtgames.net.limits import HelloGate
from qtgames.net.protocol import PROTOCOL_VERSION, Message
from qtgames.net.transport import Link, connect
from tests.contract.games import registry

CODE = "K7QX3M"


def quick_gate() -> HelloGate:
    """A gate that answers hellos at once, for tests whose timeouts are shorter than the
    usual wait (guessing stays bounded by its other limits)."""
    return HelloGate(delay=0.0, address_per_minute=60_000, per_minute=60_000)


def spec(game: str) -> GameSpec:
    return registry().get(game)


def exchanged(hello: Message, code: str) -> list[HostEvent]:
    """What a host's channel with join ``code`` hands the host game when a client's
    channel says ``hello`` (bytes moved by hand, no socket). The outcome depends on
    nothing but the two, so one real exchange serves every identical join (a test of
    thousands of guesses stays quick)."""
    return list(_exchanged(tuple(hello.fields.items()), code))


@functools.lru_cache(maxsize=256)
def _exchanged(fields: tuple[tuple[str, Any], ...], code: str) -> tuple[HostEvent, ...]:
    client, host = ClientChannel(), HostChannel(code)
    events = host.receive_data(client.send(Message("hello", dict(fields))))
    host.accept()
    client.receive_data(host.data_to_send())
    return tuple(events + host.receive_data(client.data_to_send()))


class Table:
    """A ``HostGame`` and what each peer received (``inbox``) or whether it was closed."""

    def __init__(self, game: str = "reversi", remote: tuple[bool, ...] = (True, True),
                 seed: int = 3, options: dict[str, Any] | None = None,
                 deal_key: str | None = PLAIN, **host: Any) -> None:
        """``deal_key``: ``PLAIN`` deals from ``seed`` and draws the cards from a stream
        following it (a test's reproducible game); None deals and draws from the secret
        randomness, as a game hosted by the app does."""
        record = GameRecord(spec(game), options or {}, seed, deal_key=deal_key,
                            chance_seed=seed if deal_key == PLAIN else None)
        self.host = HostGame(record, CODE, remote, **host)
        self.now = 0.0
        self.inbox: dict[int, list[Message]] = defaultdict(list)
        self.closed: set[int] = set()
        self.delays: list[float] = []
        self._next = 1
        self.run(self.host.start())

    def run(self, actions: list[Action]) -> list[Action]:
        for action in actions:
            self.delays.append(action.delay)
            if isinstance(action, Send):
                self.inbox[action.peer].append(action.message)
            elif isinstance(action, Close):
                self.closed.add(action.peer)
        return actions

    def connect(self, address: str = "10.0.0.1", local: bool = False) -> int:
        peer = self._next
        self._next += 1
        self.run(self.host.connect(peer, address, local=local, now=self.now))
        return peer

    def settle(self, peer: int) -> None:
        """Let the clock run until the host answers ``peer``'s hello."""
        while self.host.answer_at(peer) is not None:
            due = self.host.next_due
            assert due is not None
            self.now = max(self.now, due)
            self.run(self.host.tick(self.now))

    def event(self, peer: int, event: Event) -> list[Action]:
        self.now += 0.1
        return self.run(self.host.receive(peer, event, self.now))

    def send(self, peer: int, type_: str, /, **fields: Any) -> list[Action]:
        return self.event(peer, request(type_, **fields))

    def join(self, name: str = "ann", address: str = "10.0.0.1", **hello: Any) -> int:
        """A new peer joins: its hello goes through a real key exchange with the host's
        code (the channel hands the host game a ``Guess``, and the hello when the code is right)."""
        peer = self.connect(address)
        fields = {"protocol": PROTOCOL_VERSION, "name": name, "code": CODE} | hello
        for event in exchanged(request("hello", **fields), self.host.code):
            self.event(peer, event)
        self.settle(peer)
        return peer

    def last(self, peer: int, kind: str) -> Message:
        found = [message for message in self.inbox[peer] if message.type == kind]
        assert found, f"peer {peer} got no {kind}: {[m.type for m in self.inbox[peer]]}"
        return found[-1]

    def types(self, peer: int) -> list[str]:
        return [message.type for message in self.inbox[peer]]

    def clear(self) -> None:
        self.inbox.clear()

    def play(self, peer: int, move: str) -> list[Action]:
        return self.send(peer, "move", move=move)

    def seat_of(self, peer: int) -> int:
        seat = self.last(peer, "welcome")["seat"]
        assert isinstance(seat, int)
        return seat

    def legal(self, peer: int) -> list[str]:
        return list(self.last(peer, "position")["legal"])


def loopback(port: int) -> Callable[[], Awaitable[Link]]:
    """A client's opener: a new connection to ``port`` on this machine at each call."""

    async def opener() -> Link:
        return await connect("127.0.0.1", port)

    return opener


def found_while_announced(game: str, port: int, name: str) -> list[discovery.FoundHost]:
    """The hosts a browse of the local network finds on ``port`` while a host of ``game``
    called ``name`` is announced there (three browses at most); the test is skipped where
    the machine has no multicast."""
    failures: list[str] = []
    announcement = discovery.Announcement(game, port, name, "127.0.0.1", failures.append)
    try:
        found: list[discovery.FoundHost] = []
        for _ in range(3):
            if failures:
                pytest.skip(f"no multicast on this machine: {failures[0]}")
            found = [host for host in discovery.browse(2.0) if host.port == port]
            if found:
                break
        return found
    finally:
        announcement.close()
