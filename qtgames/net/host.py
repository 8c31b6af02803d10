"""The authoritative host of a network game, without I/O: messages in, actions out.

``HostGame`` holds the game record and decides everything: who sits where (a join code
keeps strangers out; each seat has a secret token its player reconnects with), whether a
move is legal (an illegal one is answered with the rule's reason and changes nothing),
what each connection is shown (a seat's view, or the public view for a spectator), offers
(take back a move, a draw, a rematch with sides swapped), resignation, chat and the
result. The caller (``qtgames.net.transport``, or a test) hands it each peer's events and
the time, and carries out the ``Send`` and ``Close`` actions it returns.

A peer that floods is slowed by a token bucket. Connections from other computers are
capped in all and per address, and one that does not say hello in time is closed. Every
join code tried by another computer (a ``Guess``: the key exchange of its connection,
``qtgames.net.channel``, proved the code right or wrong) waits its turn at the ``HelloGate``
(``qtgames.net.limits``), right or wrong, and nothing is answered to that connection before
(its hello is kept): the caller calls ``tick`` at ``next_due`` to have the due ones
answered. A seat whose connection drops is held for its token (one taken and left before
the game began goes to the next player who joins, with a new token), and moves wait until
every seat is connected again.
"""

import hmac
import json
import logging
import math
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from qtgames.core import saves
from qtgames.core.chance import format_revealed
from qtgames.core.errors import BadInput, QtGamesError, SaveFileError
from qtgames.core.files import FileReadError, read_bounded
from qtgames.core.i18n import N_, said
from qtgames.core.outcome import Outcome
from qtgames.core.record import GameRecord
from qtgames.core.state import AnyState
from qtgames.core.validate import is_int
from qtgames.net.channel import TAMPERED, Guess, HostEvent
from qtgames.net.connection import Event, encode
from qtgames.net.limits import (
    BUSY,
    HELLO_TIMEOUT,
    LOCKED_OUT,
    MAX_ADDRESS_CONNECTIONS,
    MAX_CONNECTIONS,
    HelloGate,
    address_key,
)
from qtgames.net.protocol import (
    HOST_MESSAGES,
    MAX_LINE,
    MAX_RECORD_MOVES,
    PROTOCOL_VERSION,
    Message,
    ProtocolError,
    printable,
)
from qtgames.net.referee import Referee
from qtgames.players.arena import LOST_ON_TIME, forfeit_outcome

log = logging.getLogger(__name__)

#: Messages a peer may send in a second, and in one burst.
RATE, BURST = 50.0, 100.0
#: Why a connection is refused when the host holds as many as it may.
FULL = N_("the host has too many connections: try again later")
#: Why a join without a token is refused while a player who left has their seat kept.
HELD_SEATS = (N_("every seat is taken: a player who left takes their seat back with the token "
              "they were given (join … --token TOKEN)"))
#: Chat lines one peer may send in ``CHAT_SECONDS`` seconds; past that its lines are
#: dropped (it is told once, and the host shown who was muted) until the oldest is older.
CHAT_LINES, CHAT_SECONDS = 5, 10.0
#: What a peer sending chat too fast is told, and what the host is shown of it.
CHAT_TOO_FAST = N_("too many chat lines: your lines are not shown for {seconds} s")
MUTED = N_("{player} sends chat too fast: muted for {seconds} s")
#: Messages over the limit after which a flooding peer is disconnected.
FLOOD_STRIKES = 200
#: Largest time left a position tells, in milliseconds (the field's bound).
MAX_CLOCK_MS = 10**7
#: Why a seat loses a game of a series by forfeit when its player stays away too long.
ABSENT = N_("away for longer than the series allows")
#: Reasons of results the rules do not decide.
RESIGNED, AGREED, ADJUDICATED = "resigned", "agreed", "adjudicated"


def new_token() -> str:
    """A secret seat token (128 bits, hexadecimal)."""
    return secrets.token_hex(16)


def public_view(state: AnyState) -> AnyState | None:
    """What anyone may see of ``state`` (``GameState.public_view``); None in a game that
    hides something without saying what is public (no spectators then)."""
    return state.public_view()


@dataclass(frozen=True)
class Send:
    """Send ``message`` to peer ``peer``, after ``delay`` seconds."""

    peer: int
    message: Message
    delay: float = 0.0


@dataclass(frozen=True)
class Close:
    """Close the connection of peer ``peer`` after ``delay`` seconds (after what was sent
    to it before)."""

    peer: int
    delay: float = 0.0


Action = Send | Close


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.updated: float | None = None

    def wait(self, now: float) -> float:
        """Seconds from ``now`` until one more message may be handled (0: at once)."""
        tokens = self.tokens if self.updated is None else \
            min(self.burst, self.tokens + (now - self.updated) * self.rate)
        return 0.0 if tokens >= 1 else (1 - tokens) / self.rate

    def allow(self, now: float) -> bool:
        """True when one more message may be handled at time ``now`` (seconds)."""
        if self.updated is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
        self.updated = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Peer:
    """A connection to the host: who it is once it said hello."""

    id: int
    address: str
    #: None for a seat played in the host's own process.
    limit: RateLimit | None
    #: When it connected (it must say hello within ``hello_timeout`` seconds).
    since: float = 0.0
    #: Who its address counts as (``qtgames.net.limits.address_key``).
    key: str = ""
    name: str = ""
    seat: int | None = None
    joined: bool = False
    #: True once its join code was found right (at once for a seat played at the host).
    proven: bool = False
    #: The role its key exchange was made for (None: in-process, no exchange).
    role: str | None = None
    #: The first thing it sent after its key exchange (its hello), kept until its join
    #: code is found right.
    first: Event | None = None
    strikes: int = 0
    warned_at: float = float("-inf")
    #: When its last chat lines were shown (at most ``CHAT_LINES``), and until when it
    #: is muted for sending more.
    chatted: list[float] = field(default_factory=list)
    muted_until: float = float("-inf")


@dataclass
class Offer:
    """A pending proposal by ``seat`` that the seats in ``waiting`` have not answered."""

    kind: str
    seat: int
    waiting: set[int] = field(default_factory=set)


def message(type_: str, /, **fields: Any) -> Message:
    """A message of the host, checked."""
    return Message.make(HOST_MESSAGES, type_, **fields)


def error(code: str, problem: QtGamesError | str, **values: object) -> Message:
    """An error message: ``code``, one line in English, and its template and values so
    that a client can show it in its player's language."""
    if isinstance(problem, QtGamesError):
        template, values = problem.template, dict(problem.values)
    else:
        template = problem
    shown = {key: value if is_int(value) and abs(value) <= 10**9 else printable(str(value))[:300]
             for key, value in list(values.items())[:16]}
    return message("error", code=code, message=printable(template.format(**shown))[:1000],
                   template=printable(template)[:1000], values=shown)


class HostGame:
    """The host's game and its seats; see the module docstring."""

    def __init__(self, record: GameRecord, code: str, remote: Sequence[bool],
                 spectators: bool = True, tokens: Sequence[str] | None = None,
                 rate: float = RATE, burst: float = BURST, gate: HelloGate | None = None,
                 max_connections: int = MAX_CONNECTIONS,
                 address_connections: int = MAX_ADDRESS_CONNECTIONS,
                 hello_timeout: float = HELLO_TIMEOUT) -> None:
        """Host ``record``; ``remote[i]`` when seat ``i`` is open to a player who joins
        (the others are played at the host, by clients given their token). The limits on
        strangers are those of ``qtgames.net.limits`` unless given."""
        self.record = record
        self.code = code
        seats = len(record.seats)
        if len(remote) != seats:
            raise BadInput("{game} needs {needed} players, got {count}", game=record.spec.id,
                           needed=seats, count=len(remote))
        self.remote = list(remote)
        self.tokens = list(tokens) if tokens is not None else [new_token() for _ in range(seats)]
        self.allow_spectators = spectators
        self.rate, self.burst = rate, burst
        self.gate = gate if gate is not None else HelloGate()
        self.max_connections, self.address_connections = max_connections, address_connections
        self.hello_timeout = hello_timeout
        #: Guesses waiting for the gate, by peer id (the gate's ticket).
        self.waiting: dict[int, Guess] = {}
        #: Seats taken without a token before every seat was filled: one whose player
        #: leaves before then goes to the next player who joins (with a new token), unless
        #: its player comes back first with its token.
        self.fresh: set[int] = set()
        self.peers: dict[int, Peer] = {}
        #: The peer in each seat, None while it is empty or its player is away.
        self.holder: list[int | None] = [None] * seats
        #: The name of each seat's player, None while nobody ever took it.
        self.names: list[str | None] = [None] * seats
        self.offer: Offer | None = None
        #: A result the rules did not decide (resignation, agreed draw), else None.
        self.agreed: Outcome | None = None
        self.last: tuple[str, int] | None = None
        #: The seat that resigned, if one did.
        self.resigned: int | None = None
        self.games = 1
        #: True once the host quits: a connection closing then is not news to anyone.
        self.closing = False
        #: Games in the series: each game over starts the next one (a rematch, every
        #: player one seat further on) until this many were played.
        self.series = 1
        #: In a series, seconds a seat's player may stay away before the seat forfeits
        #: the game in progress (and each later one it is away for); None: held forever.
        self.absent_forfeit: float | None = None
        #: When each seat's player went away (None: here, or never came).
        self.away_since: list[float | None] = [None] * seats
        #: True once every seat's player stayed away too long: the series stops.
        self.abandoned = False
        #: Told when the series stops that way.
        self.on_abandoned: Callable[[], None] | None = None
        #: Chat lines a peer may send in ``chat_seconds`` seconds.
        self.chat_lines, self.chat_seconds = CHAT_LINES, CHAT_SECONDS
        #: Told the name of a peer muted for sending chat too fast, and for how many
        #: seconds (the host's terminal and app show it).
        self.on_muted: Callable[[str, int], None] | None = None
        #: Told of each game once it is over, with its record and result.
        self.on_game_over: Callable[[GameRecord, Outcome], None] | None = None
        self._reported = 0
        #: The clock, move cap and score rules of the games (None: the rules alone).
        self.referee: Referee | None = None
        #: The seat that lost the game on time, and why (None: it did not).
        self.forfeit: tuple[int, str] | None = None
        #: The time of the last event handled (``receive``, ``tick``).
        self.now = 0.0

    def judge(self, referee: Referee) -> None:
        """Play every game from now on under ``referee``'s clock, cap and score rules."""
        self.referee = referee
        state = self.record.state
        referee.new_game([state.team_of(seat) for seat in range(len(self.record.seats))])

    # -- what the host knows -------------------------------------------------------------

    @property
    def spec(self) -> Any:
        """The game hosted."""
        return self.record.spec

    @property
    def ready(self) -> bool:
        """True when every seat has a connected player (moves wait until then)."""
        return all(holder is not None for holder in self.holder)

    def outcome(self) -> Outcome | None:
        """The result: agreed, by the rules, or by the game's length cap; None while on."""
        if self.agreed is not None:
            return self.agreed
        state = self.record.state
        if state.is_over():
            return state.outcome()
        cap = self.spec.max_plies
        if self.referee is not None and self.referee.max_plies is not None:
            cap = min(cap, self.referee.max_plies)
        if self.record.cursor >= cap:
            return state.adjudicate()
        return None

    @property
    def spectator_view_possible(self) -> bool:
        """True when spectators may be shown this game (its public view exists)."""
        return public_view(self.record.state) is not None

    # -- connections ---------------------------------------------------------------------

    def connect(self, peer: int, address: str, local: bool = False,
                now: float = 0.0) -> list[Action]:
        """A new connection ``peer`` from ``address`` at time ``now``; it must say hello
        first, within ``hello_timeout`` seconds. A ``local`` one (a seat played in the
        host's own process) is neither rate-limited nor counted. One over the cap of its
        address is refused at once. Over the cap in all, a connection of the address
        holding the most makes room: its oldest that has not said hello (when that address
        holds at least as many as this one's), else (when it holds at least two more) its
        newest hello waiting at the gate; if there is none, the new one is refused."""
        key = address_key(address)
        actions: list[Action] = []
        if not local:
            others = [other for other in self.peers.values() if other.limit is not None]
            mine = sum(other.key == key for other in others)
            if mine >= self.address_connections:
                log.info("connection %d (%s) refused: too many from its address", peer,
                         address)
                return [Send(peer, error("busy", N_("too many connections from your address"))),
                        Close(peer)]
            if len(others) >= self.max_connections:
                room = self._room(others, mine)
                if room is None:
                    log.info("connection %d (%s) refused: the host is full", peer, address)
                    return [Send(peer, error("busy", FULL)), Close(peer)]
                log.info("connection %d (%s) closed to make room", room.id, room.address)
                actions += [Send(room.id, error("busy", FULL)), Close(room.id),
                            *self.disconnect(room.id)]
        self.peers[peer] = Peer(peer, address,
                                None if local else RateLimit(self.rate, self.burst), now, key,
                                proven=local)
        return actions

    def _room(self, others: Sequence[Peer], mine: int) -> Peer | None:
        """The connection closed to make room for a new one from an address that holds
        ``mine`` of ``others``: silent ones cannot keep a player out, but only an address
        holding at least as many makes room (a person's connection, silent for the instant
        before its hello, is not pushed out by a flood), and a hello waiting at the gate is
        pushed out only by an address holding fewer connections."""
        held: dict[str, int] = {}
        for other in others:
            held[other.key] = held.get(other.key, 0) + 1
        silent = [other for other in others if not other.joined and other.id not in self.waiting
                  and held[other.key] >= mine + 1]
        if silent:
            return min(silent, key=lambda other: (-held[other.key], other.since))
        waiting = [other for other in others if other.id in self.waiting
                   and held[other.key] >= mine + 2]
        if not waiting:
            return None
        return min(waiting, key=lambda other: (-held[other.key], -other.since))

    def disconnect(self, peer: int, now: float | None = None) -> list[Action]:
        """Connection ``peer`` is gone (at ``now``, when known): its seat is held for its
        token (opened again if it was taken without one and the game has not begun
        since)."""
        if now is not None:
            self.now = now
        gone = self.peers.pop(peer, None)
        if self.waiting.pop(peer, None) is not None:
            self.gate.cancel(peer)
        if gone is None or gone.seat is None or self.holder[gone.seat] != peer:
            return []
        seat = gone.seat
        self.holder[seat] = None
        self.away_since[seat] = self.now
        self._keep_time()  # the clock stops while a seat is away
        if self.closing:
            return []
        if seat in self.fresh:
            log.info("seat %d (%s) left before the game began; the seat is open to its "
                     "token and to the next player who joins", seat, gone.name)
        else:
            log.info("seat %d (%s) left; the seat is held", seat, gone.name)
        return self._broadcast([self._players()])

    @property
    def next_due(self) -> float | None:
        """When ``tick`` next has something to do (a hello to answer, a connection that
        did not say hello in time); None when nothing waits."""
        gate = self.gate.next_due
        times = [] if gate is None else [gate]
        times += [peer.since + self.hello_timeout for peer in self.peers.values()
                  if peer.limit is not None and not peer.joined and peer.id not in self.waiting]
        flag = None if self.referee is None else self.referee.flag_at()
        if flag is not None:
            times.append(flag)
        if self.absent_forfeit is not None and self.outcome() is None and not self.abandoned:
            times += [since + self.absent_forfeit for since in self.away_since
                      if since is not None]
        return min(times, default=None)

    def answer_at(self, peer: int) -> float | None:
        """The earliest time the hello of ``peer`` may be answered (later when hellos of
        other addresses go first); None if none of its waits."""
        return self.gate.earliest(peer) if peer in self.waiting else None

    def tick(self, now: float) -> list[Action]:
        """At time ``now``: answer the hellos that are due, in turn, and close the
        connections that did not say hello in time; a player whose clock ran out loses."""
        self.now = now
        actions: list[Action] = []
        fallen = None if self.referee is None else self.referee.fallen(now)
        if fallen is not None and self.outcome() is None:
            self._lose_on_time(fallen)
            actions += self._show_all()
        actions += self._absent(now)
        for peer_id in self.gate.due(now):
            guess = self.waiting.pop(peer_id, None)
            peer = self.peers.get(peer_id)
            if guess is not None and peer is not None:
                actions += self._answer_guess(peer, guess, now)
        for peer in list(self.peers.values()):
            if peer.limit is not None and not peer.joined and peer.id not in self.waiting \
                    and now >= peer.since + self.hello_timeout:
                log.info("peer %d (%s) did not say hello in time: closed", peer.id,
                         peer.address)
                actions += [Send(peer.id, error("not-joined", N_("say hello first"))),
                            Close(peer.id), *self.disconnect(peer.id)]
        self._keep_time()
        return actions

    def _keep_time(self) -> None:
        """Run the clock of the seat to move while every seat is there and the game is on
        (a move nobody chooses is the host's, at once); stop it otherwise."""
        if self.referee is None:
            return
        state = self.record.state
        playing = self.ready and self.outcome() is None and state.forced_move() is None
        self.referee.run(state.to_move() if playing else None, self.now)

    def _absent(self, now: float) -> list[Action]:
        """In a series, the seat whose player has been away too long forfeits the game in
        progress, and each later one it is still away for; when every seat's player has
        been away too long, the series stops."""
        actions: list[Action] = []
        grace = self.absent_forfeit
        if grace is None:
            return actions
        while self.outcome() is None and not self.abandoned:
            late = [seat for seat, since in enumerate(self.away_since)
                    if since is not None and now >= since + grace]
            if not late:
                break
            if len(late) == len(self.away_since):
                log.info("every player has been away for more than %g s: the series "
                         "stops", grace)
                self.abandoned = True
                if self.on_abandoned is not None:
                    self.on_abandoned()
                break
            seat = min(late, key=lambda seat: self.away_since[seat] or 0.0)
            log.info("seat %d (%s) has been away for more than %g s: it forfeits game %d",
                     seat, self.names[seat], grace, self.games)
            self.forfeit = (seat, ABSENT)
            self.agreed = forfeit_outcome(self.record.state, seat)
            actions += self._show_all()
        return actions

    def _lose_on_time(self, seat: int) -> None:
        self.forfeit = (seat, LOST_ON_TIME)
        self.agreed = forfeit_outcome(self.record.state, seat)

    def shutdown(self, reason: str) -> list[Action]:
        """The host quits: every peer is told, then every connection closed (nobody hears
        of another's seat going away meanwhile)."""
        self.closing = True
        peers = list(self.peers.values())
        return [*(Send(peer.id, message("bye", reason=reason)) for peer in peers
                  if peer.joined), *(Close(peer.id) for peer in peers)]

    def wait(self, peer_id: int, now: float) -> float:
        """Seconds a transport should wait before handing over peer ``peer_id``'s next
        message, so that a fast peer is slowed down rather than refused."""
        peer = self.peers.get(peer_id)
        return 0.0 if peer is None or peer.limit is None else peer.limit.wait(now)

    def receive(self, peer_id: int, event: HostEvent, now: float) -> list[Action]:
        """Handle what peer ``peer_id`` sent at time ``now``; return what to do."""
        self.now = now
        actions = self._receive(peer_id, event, now)
        self._keep_time()
        return actions

    def _receive(self, peer_id: int, event: HostEvent, now: float) -> list[Action]:
        peer = self.peers.get(peer_id)
        if peer is None:
            return []
        if isinstance(event, Guess):
            return self._knock(peer, event, now)
        if not peer.proven:
            # Its code is not settled yet: nothing it sends is answered (an answer would
            # tell a right code from a wrong one before its turn); the first is kept.
            if peer.first is None:
                peer.first = event
            return []
        if peer.limit is not None and not peer.limit.allow(now):
            return self._flooded(peer, now)
        if isinstance(event, ProtocolError):
            log.warning("%s", said("peer {peer} ({address}): {problem}", peer=peer.id,
                                   address=peer.address, problem=event))
            return [Send(peer.id, error(event.code, event))]
        if event.type == "ping":
            return [Send(peer.id, message("pong"))]
        if event.type == "pong":
            return []
        if event.type == "bye":
            if event["reason"] == TAMPERED:  # what the client saw on its side, said once
                log.warning("%s", said("peer {peer} ({address}) left: {reason}", peer=peer.id,
                                       address=peer.address, reason=TAMPERED))
            elif event["reason"]:
                log.info("peer %d (%s) left: %s", peer.id, peer.address,
                         printable(event["reason"]))
            return [Close(peer.id), *self.disconnect(peer.id)]
        if not peer.joined:
            if event.type != "hello":
                return [Send(peer.id, error("not-joined", N_("say hello first")))]
            return self._hello(peer, event, now)
        handler = {"move": self._move, "offer": self._offer, "answer": self._answer,
                   "resign": self._resign, "chat": self._chat}.get(event.type)
        if handler is None:  # a second hello
            return [Send(peer.id, error("joined", N_("you have already joined")))]
        if event.type != "chat" and peer.seat is None:
            return [Send(peer.id, error("spectator", N_("a spectator cannot play")))]
        return handler(peer, event)

    def _knock(self, peer: Peer, guess: Guess, now: float) -> list[Action]:
        """``peer`` tried the join code (``guess`` says whether it was right): it waits
        its turn at the gate, right or wrong."""
        if peer.proven or peer.id in self.waiting:  # a channel confirms once
            return []
        admitted = self.gate.admit(peer.id, peer.address, now)
        if isinstance(admitted, str):
            return self._refuse(peer, "busy", admitted,
                                seconds=self.gate.wait(peer.address, now),
                                minutes=self.gate.locked_minutes(peer.address, now))
        self.waiting[peer.id] = guess
        peer.role = guess.role
        actions: list[Action] = []
        for pushed in admitted:  # a guess from a crowded address makes room
            self.waiting.pop(pushed, None)
            other = self.peers.get(pushed)
            if other is not None:
                actions += self._refuse(other, "busy", BUSY)
        return actions

    def _answer_guess(self, peer: Peer, guess: Guess, now: float) -> list[Action]:
        """The turn of ``peer``'s ``guess`` has come: refuse it, or answer what it sent
        first meanwhile, its hello (or the hello it sends next)."""
        if self.gate.locked(peer.address, now):
            return self._refuse(peer, "busy", LOCKED_OUT,
                                minutes=self.gate.locked_minutes(peer.address, now))
        self.gate.settled(peer.address, guess.right, now)
        if not guess.right:
            return self._refuse(peer, "code", N_("wrong join code"))
        peer.proven = True
        first, peer.first = peer.first, None
        return [] if first is None else self._receive(peer.id, first, now)

    def _flooded(self, peer: Peer, now: float) -> list[Action]:
        peer.strikes += 1
        if peer.strikes >= FLOOD_STRIKES:
            log.warning("%s", said("peer {peer} ({address}) floods: disconnected",
                                   peer=peer.id, address=peer.address))
            return [Send(peer.id, error("flood", N_("too many messages: disconnected"))),
                    Close(peer.id), *self.disconnect(peer.id)]
        if now - peer.warned_at < 1.0:
            return []
        peer.warned_at = now
        return [Send(peer.id, error("flood", N_("too many messages: slow down")))]

    # -- joining -------------------------------------------------------------------------

    def _refuse(self, peer: Peer, code: str, problem: str, **values: object) -> list[Action]:
        log.info("refused peer %d (%s): %s", peer.id, peer.address, problem.format(**values))
        return [Send(peer.id, error(code, problem, **values)), Close(peer.id),
                *self.disconnect(peer.id)]

    def _hello(self, peer: Peer, hello: Message, now: float) -> list[Action]:
        """Answer ``hello`` of ``peer``, whose join code was found right in its turn at
        the gate (a seat played at the host needs none)."""
        if hello["protocol"] != PROTOCOL_VERSION:
            return self._refuse(peer, "version", N_("this host speaks protocol version {host}, "
                                "the client version {client}"), host=PROTOCOL_VERSION,
                                client=hello["protocol"])
        if peer.role is not None and hello["role"] != peer.role:
            return self._refuse(peer, "bad-field", N_("the hello's role is not the one its "
                                "connection was keyed for"))
        peer.name = hello["name"].strip()
        if hello["role"] == "spectator":
            if not self.allow_spectators and peer.limit is not None:  # not the host's screen
                return self._refuse(peer, "spectators", N_("this host does not take spectators"))
            if not self.spectator_view_possible:
                return self._refuse(peer, "spectators", "this game hides cards: it cannot "
                                    "be watched")
            peer.joined = True
            watched: list[Action] = [Send(peer.id, self._welcome(peer)),
                                     Send(peer.id, self._players()),
                                     Send(peer.id, self._position(peer, history=True))]
            outcome = self.outcome()
            if outcome is not None:  # it came late: the game is over
                watched.append(Send(peer.id, self._result(outcome)))
            return watched
        seat = self._seat_for(peer, hello["token"])
        if isinstance(seat, str):
            return self._refuse(peer, "token" if hello["token"] else "full", seat)
        if not hello["token"] and self.names[seat] is not None:
            self.tokens[seat] = new_token()  # a seat left at once: who left cannot return
        actions: list[Action] = []
        old = self.holder[seat]
        if old is not None and old != peer.id:  # the same player, from a new connection
            actions += [Send(old, message("bye", reason=N_("replaced by a new connection"))),
                        Close(old)]
            self.peers.pop(old, None)
        peer.seat, peer.joined = seat, True
        self.holder[seat] = peer.id
        self.away_since[seat] = None
        if not hello["token"] and not self.ready:
            self.fresh.add(seat)
        if self.ready:  # the game has begun: every seat is held for its player from now on
            self.fresh.clear()
        # No name given: the one this seat had (coming back with its token), else the
        # seat's own ("two"), never anything the host would make up.
        kept = self.names[seat] if hello["token"] else None
        self.names[seat] = peer.name or kept or self.record.seats[seat].name
        log.info("peer %d (%s) takes seat %d", peer.id, peer.address, seat)
        actions += [Send(peer.id, self._welcome(peer)), *self._broadcast([self._players()])]
        if self.ready:  # the game goes on: the player to move now gets their moves
            actions += [Send(other.id, self._position(other, history=other is peer))
                        for other in self.peers.values() if other.joined]
        else:
            actions.append(Send(peer.id, self._position(peer, history=True)))
        if self.offer is not None and seat in self.offer.waiting:
            actions.append(Send(peer.id, message("offer", kind=self.offer.kind,
                                                 seat=self.offer.seat)))
        outcome = self.outcome()
        if outcome is not None:
            actions.append(Send(peer.id, self._result(outcome)))
            actions += self._finished_record([peer])
        return actions

    def _seat_for(self, peer: Peer, token: str | None) -> int | str:
        """The seat a hello takes: the one of its token, else the first remote seat nobody
        took, else one left before the game began; or why there is none."""
        if token:
            for seat, known in enumerate(self.tokens):
                if hmac.compare_digest(token.encode(), known.encode()):
                    return seat
            return N_("unknown seat token")
        for seat, open_ in enumerate(self.remote):
            if open_ and self.names[seat] is None:
                return seat
        for seat in sorted(self.fresh):
            if self.holder[seat] is None:
                return seat
        if any(open_ and holder is None for open_, holder in zip(self.remote, self.holder,
                                                                 strict=True)):
            return HELD_SEATS
        return N_("every seat is taken")

    def _welcome(self, peer: Peer) -> Message:
        record = self.record
        return message("welcome", protocol=PROTOCOL_VERSION, game=record.spec.id,
                       game_version=record.spec.version, options=dict(record.options),
                       seats=[seat.name for seat in record.seats], seat=peer.seat,
                       token=None if peer.seat is None else self.tokens[peer.seat],
                       draw_offers=self.spec.draw_offers,
                       time_control=None if self.referee is None or
                       self.referee.time_control is None else self.referee.time_control.text)

    def _players(self) -> Message:
        return message("players", names=list(self.names),
                       connected=[holder is not None for holder in self.holder])

    # -- what each peer is shown ---------------------------------------------------------

    def _position(self, peer: Peer, forced: bool = False, history: bool = False) -> Message:
        """What ``peer`` is shown now; ``history``: with the moves played so far, for a
        player or spectator who comes (back) into the game. Every move's notation was
        sent to everyone as it was played (a card laid is public; what a draw gives is in
        no notation), so the history tells a late comer no more than they would have
        seen."""
        state = self.record.state
        spec = self.spec
        over = self.outcome() is not None
        if peer.seat is None:
            shown = public_view(state)
            if shown is None:  # spectators are refused such games; never the whole state
                raise ValueError("no public view")
        else:
            shown = state.view(peer.seat)  # a copy in an open game: whatever the spec says
        to_move = None if over else state.to_move()
        # A move nobody chooses (a pass) is played by the host at once: nothing to offer.
        legal = [state.format_move(move) for move in state.legal_moves()] \
            if to_move is not None and to_move == peer.seat and self.ready \
            and state.forced_move() is None else []
        last, last_seat = self.last if self.last is not None else (None, None)
        shown_position = message("position", game=spec.id,
                                 options=dict(self.record.options), seat=peer.seat,
                                 position=shown.position(), legal=legal,
                                 ply=self.record.cursor, clock=self._clock(peer),
                                 to_move=to_move, last=last, last_seat=last_seat,
                                 forced=forced)
        if not history or not self.record.cursor \
                or self.record.cursor > MAX_RECORD_MOVES:
            return shown_position
        moves = list(self.record.moves[:self.record.cursor])
        replayed, seats = self.record.start_state(), []
        for index in range(len(moves)):  # each with the cards it drew, never sent
            seats.append(replayed.to_move())
            self.record.replay_on(replayed, index, index + 1)
        with_history = message("position", **{**shown_position.fields, "history": moves,
                                               "history_seats": seats})
        return with_history if len(encode(with_history)) <= MAX_LINE else shown_position

    def _clock(self, peer: Peer) -> int | None:
        """The milliseconds ``peer``'s seat has left (None: no clock, or a spectator)."""
        if self.referee is None or peer.seat is None:
            return None
        left = self.referee.left(peer.seat, self.now)
        return None if left is None else min(round(left * 1000), MAX_CLOCK_MS)

    def _result(self, outcome: Outcome) -> Message:
        by = self.resigned if outcome.reason == RESIGNED else None
        return message("result", winners=sorted(outcome.winners), reason=outcome.reason[:40],
                       by=by, more=self.games < self.series)

    def _finished_record(self, peers: Sequence[Peer]) -> list[Action]:
        """The whole record of the game just over, for the seated ``peers`` to review,
        once the rules ended it: a game with hidden cards given up or drawn by agreement
        keeps its hands secret. It carries its start position (the deal), its moves and
        the cards each drew, never a seed (the computer seats' seeds derive from the
        game's); one longer than a line is not sent."""
        record = self.record
        if self.agreed is not None and self.spec.hidden_information:
            return []
        moves = record.moves[:record.cursor]
        start = record.start_state().position()
        if len(moves) > MAX_RECORD_MOVES or len(start) > MAX_LINE // 2:
            return []
        drawn = [None if cards is None else format_revealed(cards)
                 for cards in record.revealed[:record.cursor]]
        whole = message("record", game=self.spec.id, options=dict(record.options),
                        seed=0, start=start, moves=moves, drawn=drawn)
        if len(encode(whole)) > MAX_LINE:
            return []
        return [Send(peer.id, whole) for peer in peers if peer.joined and peer.seat is not None]

    def _broadcast(self, messages: Sequence[Message]) -> list[Action]:
        return [Send(peer.id, item) for peer in self.peers.values() if peer.joined
                for item in messages]

    def _show_all(self, forced: bool = False) -> list[Action]:
        """Every peer's new position, and the result once the game is over."""
        actions: list[Action] = [Send(peer.id, self._position(peer, forced))
                                 for peer in self.peers.values() if peer.joined]
        outcome = self.outcome()
        if outcome is not None:
            actions += self._broadcast([self._result(outcome)])
            actions += self._finished_record(list(self.peers.values()))
            if self._reported < self.games:
                self._reported = self.games
                if self.on_game_over is not None:
                    self.on_game_over(self.record, outcome)
                if self.games < self.series:
                    actions += self.rematch()
        return actions

    # -- playing -------------------------------------------------------------------------

    def _move(self, peer: Peer, move: Message) -> list[Action]:
        seat = peer.seat
        assert seat is not None
        state = self.record.state
        if self.outcome() is not None:
            return [Send(peer.id, error("over", N_("the game is over")))]
        if not self.ready:
            return [Send(peer.id, error("paused", N_("the game waits for every player")))]
        if state.to_move() != seat:
            return [Send(peer.id, error("turn", N_("it is not your turn")))]
        referee = self.referee
        flag = None if referee is None else referee.flag_at()
        if flag is not None and self.now >= flag:  # too late: lost, the move not played
            self._lose_on_time(seat)
            return self._show_all()
        try:
            self.record.play_text(move["move"])
        except BadInput as problem:
            return [Send(peer.id, error("illegal", problem))]
        self.last = (self.record.moves[-1], seat)
        if referee is not None:
            referee.moved(seat, self.now)  # in time: its flag was looked at above
            verdict = referee.scored(state.team_of(seat), move.fields.get("score"))
            if verdict is not None and self.agreed is None:
                self.agreed = verdict
        if self.offer is not None and self.offer.kind != "rematch":
            self.offer = None
        actions = self._show_all()
        return actions + self._forced_moves()

    def _forced_moves(self) -> list[Action]:
        """Play the moves nobody chooses (a pass), showing each."""
        actions: list[Action] = []
        state = self.record.state
        while self.outcome() is None:
            forced = state.forced_move()
            if forced is None:
                break
            seat = state.to_move()
            self.last = (self.record.play(forced), seat)
            if self.referee is not None:  # nobody's choice: no score
                verdict = self.referee.scored(state.team_of(seat), None)
                if verdict is not None and self.agreed is None:
                    self.agreed = verdict
            actions += self._show_all(forced=True)
        return actions

    def _resign(self, peer: Peer, _: Message) -> list[Action]:
        seat = peer.seat
        assert seat is not None
        if self.outcome() is not None:
            return [Send(peer.id, error("over", N_("the game is over")))]
        state = self.record.state
        team = state.team_of(seat)
        winners = frozenset(other for other in range(len(state.seats))
                            if state.team_of(other) != team)
        self.agreed = Outcome(winners, RESIGNED)
        self.resigned = seat
        self.offer = None
        return self._show_all()

    def _chat(self, peer: Peer, chat: Message) -> list[Action]:
        name = peer.name or (self.record.seats[peer.seat].name if peer.seat is not None
                             else "spectator")
        now = self.now
        peer.chatted = [at for at in peer.chatted if at > now - self.chat_seconds]
        if len(peer.chatted) >= self.chat_lines:
            if now < peer.muted_until:
                return []  # told already
            peer.muted_until = peer.chatted[0] + self.chat_seconds
            seconds = max(1, math.ceil(peer.muted_until - now))
            log.info("peer %d (%s, %s) sends chat too fast: muted for %d s", peer.id,
                     peer.address, name, seconds)
            if self.on_muted is not None:
                self.on_muted(name, seconds)
            return [Send(peer.id, error("chat", CHAT_TOO_FAST, seconds=seconds))]
        peer.chatted.append(now)
        return self._broadcast([message("chat", **{"from": name, "text": chat[N_("text")]},
                                        seat=peer.seat)])

    # -- offers --------------------------------------------------------------------------

    def _offer(self, peer: Peer, offer: Message) -> list[Action]:
        seat, kind = peer.seat, offer["kind"]
        assert seat is not None
        over = self.outcome() is not None
        if self.offer is not None:
            return [Send(peer.id, error("offer", N_("another offer waits for an answer")))]
        problem = None
        if kind == "rematch" and not over:
            problem = N_("a rematch is offered once the game is over")
        elif kind == "draw" and not self.spec.draw_offers:
            problem = N_("this game has no draw by agreement")
        elif kind == "draw" and over:
            problem = "the game is over"
        elif kind == "undo" and self._hides_from(seat):
            problem = (N_("a move of a player who holds cards you cannot see cannot be taken "
                       "back"))
        elif kind == "undo" and (self.agreed is not None or not self._undo(seat, trial=True)):
            problem = N_("there is no move of yours to take back")
        if problem is not None:
            return [Send(peer.id, error("offer", problem))]
        self.offer = Offer(kind, seat, set(range(len(self.holder))) - {seat})
        if not self.offer.waiting:
            return self._settle()
        return self._broadcast([message("offer", kind=kind, seat=seat)])

    def _answer(self, peer: Peer, answer: Message) -> list[Action]:
        seat = peer.seat
        offer = self.offer
        if offer is None or offer.kind != answer["kind"] or seat not in offer.waiting:
            return [Send(peer.id, error("answer", N_("no such offer waits for your answer")))]
        if not answer["accept"]:
            self.offer = None
            return self._broadcast([message("answer", kind=offer.kind, accept=False,
                                            seat=seat)])
        offer.waiting.discard(seat)
        return self._settle() if not offer.waiting else []

    def _settle(self) -> list[Action]:
        """Every seat accepted the pending offer: carry it out."""
        offer = self.offer
        assert offer is not None
        self.offer = None
        actions = self._broadcast([message("answer", kind=offer.kind, accept=True,
                                           seat=None)])
        if offer.kind == "undo":
            self._undo(offer.seat)
            self.last = None
            if self.referee is not None:
                self.referee.taken_back(self.record.cursor)
        elif offer.kind == "draw":
            self.agreed = Outcome(frozenset(), AGREED)
        else:
            return actions + self.rematch()
        return actions + self._show_all()

    def _hides_from(self, seat: int) -> bool:
        """True when taking back to ``seat``'s previous turn would take back a move of
        another seat holding cards ``seat`` cannot see: played again, it would show more
        of them than playing on does, so no one may agree to it."""
        record = self.record
        if not self.spec.hidden_information:
            return False
        start = record.cursor
        hides = False
        while record.can_undo:
            record.undo()
            mover = record.state.to_move()
            if mover != seat and record.someone_sees_more([seat, mover]):
                hides = True
                break
            if mover == seat and record.state.forced_move() is None:
                break
        record.redo(start - record.cursor)
        return hides

    def _undo(self, seat: int, trial: bool = False) -> bool:
        """Take moves back to ``seat``'s previous turn (at least one move); False, and
        nothing changed, when it had none. ``trial`` only says whether it could."""
        record = self.record
        start = record.cursor

        def choosing() -> bool:
            state = record.state
            return state.to_move() == seat and state.forced_move() is None

        if not record.can_undo:
            return False
        record.undo()
        while record.can_undo and not choosing():
            record.undo()
        found = choosing()
        if trial or not found:
            record.redo(start - record.cursor)
            return found
        record.forget_redo()  # a network game's history stays one line
        return True

    def rematch(self) -> list[Action]:
        """A new game with the same options, every player one seat further on."""
        old = self.record
        count = len(old.seats)

        def turned(values: Sequence[Any]) -> list[Any]:
            return [values[(seat - 1) % count] for seat in range(count)]

        self.record = GameRecord(old.spec, old.options, None,
                                 turned([seat.player for seat in old.seats]))
        self.remote, self.tokens = turned(self.remote), turned(self.tokens)
        self.holder, self.names = turned(self.holder), turned(self.names)
        self.away_since = turned(self.away_since)
        for peer in self.peers.values():
            if peer.seat is not None:
                peer.seat = (peer.seat + 1) % count
        self.agreed, self.last, self.offer, self.resigned = None, None, None, None
        self.forfeit = None
        if self.referee is not None:
            state = self.record.state
            self.referee.new_game([state.team_of(seat) for seat in range(count)])
        self.games += 1
        actions: list[Action] = [Send(peer.id, self._welcome(peer))
                                 for peer in self.peers.values() if peer.joined]
        actions += self._broadcast([self._players()])
        return actions + self._show_all() + self._forced_moves()

    def start(self) -> list[Action]:
        """Play the moves nobody chooses at the start (call once, before play)."""
        return self._forced_moves()

    # -- saving --------------------------------------------------------------------------

    @property
    def maker(self) -> int | None:
        """The seat a person plays at the host, when there is exactly one (None: the host
        only referees, or runs the computer's seats)."""
        local = [seat for seat, remote in enumerate(self.remote)
                 if not remote and self.record.seats[seat].is_human]
        return local[0] if len(local) == 1 else None

    def _one_side(self) -> bool:
        """True when the host's side is one seat or none: a player joined holds cards
        the host may not see. (Several people at the host share its screen and its save.)"""
        local = [seat for seat, remote in enumerate(self.remote)
                 if not remote and self.record.seats[seat].is_human]
        return len(local) <= 1 and any(self.remote)

    def save(self, path: str | Path) -> None:
        """Save the game with which seats are open to players who join and their names, so
        that it can be hosted again. Nothing that lets a reader take a seat is written: no
        seat token and no join code (hosting it again gives new ones). Nor any card the
        host's side may not see (``maker``): hosting it again draws those afresh."""
        document = saves.to_json_seen_by(self.record, self.maker) if self._one_side() \
            else saves.to_json_for_screen(self.record)
        document["network"] = {"remote": self.remote, "names": self.names}
        saves.write_document(document, path)


@dataclass(frozen=True)
class SavedSeats:
    """The seats of a saved network game: which are open to players who join, and the
    names of their players."""

    remote: list[bool]
    names: list[str | None]


def saved_seats(path: str | Path, seats: int) -> SavedSeats | None:
    """The network part of a save file written by ``HostGame.save`` (None in an ordinary
    save); a SaveFileError when it is damaged. A join code or seat tokens in it (written by
    older versions) are ignored: a file passed around must not give anyone a seat."""
    try:
        document = json.loads(read_bounded(Path(path), saves.MAX_BYTES).decode("utf-8"))
    except (FileReadError, ValueError):
        raise SaveFileError("{path}: not a saved game", path=str(path)) from None
    network = document.get("network") if isinstance(document, dict) else None
    if network is None:
        return None
    try:
        remote, names = network["remote"], network["names"]
        fine = (isinstance(remote, list) and isinstance(names, list)
                and all(isinstance(r, bool) for r in remote)
                and all(n is None or (isinstance(n, str) and len(n) <= 40) for n in names)
                and len(remote) == len(names) == seats)
    except (KeyError, TypeError):
        fine = False
    if not fine:
        raise SaveFileError("{path}: its network seats are damaged", path=str(path))
    return SavedSeats(list(remote), list(names))

