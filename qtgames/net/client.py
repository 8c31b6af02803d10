"""What a client knows of a network game, without I/O: the host's messages in, its state out.

``ClientGame`` reads the host's messages in order and keeps what they say: the game and its
options, this client's seat and token, the position as this seat sees it (rebuilt with the
game's ``from_position``), the legal moves the host lists, who is connected, the pending
offer and the result; once the rules ended the game, the whole record the host may send
for review, checked against every position and move this seat was shown. It writes the
messages the client sends. A message it cannot make
sense of (a game this program does not have, a position its rules refuse) raises a
``ProtocolError`` that ends the connection with a clear line.
"""

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qtgames.core.chance import Revealed, parse_revealed
from qtgames.core.errors import QtGamesError, SaveFileError
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.record import GameRecord
from qtgames.core.saves import write_document
from qtgames.core.state import AnyState
from qtgames.core.timecontrol import TimeControl
from qtgames.net.protocol import (
    CLIENT_MESSAGES,
    MAX_RECORD_MOVES,
    PROTOCOL_VERSION,
    Message,
    ProtocolError,
)

#: The format name of a client's saved view.
VIEW_FORMAT = "qtgames-network-view"


def request(type_: str, /, **fields: Any) -> Message:
    """A message of the client, checked."""
    return Message.make(CLIENT_MESSAGES, type_, **fields)


def _digest(position: str) -> bytes:
    return hashlib.sha256(position.encode()).digest()


@dataclass(frozen=True)
class FinishedGame:
    """A finished game's whole record as the host sent it (checked): the game and its
    options, the seed its chance was drawn from, its start position when not the usual
    one, and its moves."""

    spec: GameSpec
    options: dict[str, OptionValue]
    seed: int
    start: str | None
    moves: tuple[str, ...]
    #: The cards each move drew (None: none), beside ``moves``.
    drawn: tuple[Revealed | None, ...] = ()

    def record(self) -> GameRecord:
        """The game replayed as a record, every seat a person's (a QtGamesError when its
        rules refuse a move or the cards it drew)."""
        record = GameRecord(self.spec, self.options, self.seed, None, self.start)
        for index, move in enumerate(self.moves):
            record.play_text(move, self.drawn[index] if index < len(self.drawn) else None)
        return record


class ClientGame:
    """A client's knowledge of the game it joined; see the module docstring."""

    def __init__(self, lookup: Callable[[str], GameSpec], name: str, code: str,
                 spectator: bool = False, token: str | None = None) -> None:
        """Join as ``name`` with the join ``code`` (a seat's ``token`` to take it back)."""
        self.lookup = lookup
        self.name, self.code, self.spectator, self.token = name, code, spectator, token
        self.spec: GameSpec | None = None
        self.options: dict[str, OptionValue] = {}
        self.seat: int | None = None
        self.seats: list[str] = []
        self.draw_offers = False
        self.state: AnyState | None = None
        self.legal: list[str] = []
        self.to_move: int | None = None
        self.ply = 0
        #: True when the last position follows a move not shown before (False when the
        #: host only sends the same position again: a player came back, someone resigned).
        self.moved = False
        self.last: tuple[str, int] | None = None
        #: The moves played before this client came, with their seats, when the host
        #: sent them (a game that hides nothing).
        self.history: tuple[tuple[str, int], ...] = ()
        self.forced = False
        self.result: Outcome | None = None
        self.resigned: int | None = None
        self.names: list[str | None] = []
        self.connected: list[bool] = []
        self.offer: tuple[str, int] | None = None
        self.welcomed = False
        self.host_left = False
        #: The games' time control as the host gives it (None: none), and the seconds
        #: this seat had left when the last position came (None: no clock).
        self.time_control: TimeControl | None = None
        self.clock: float | None = None
        #: What this seat was shown after each move of this game: the move's notation
        #: (None when not said) and a digest of the position, by move number.
        self.seen: dict[int, tuple[str | None, bytes]] = {}
        #: The whole game, once the host sent it after the rules ended it (checked).
        self.final: FinishedGame | None = None

    def hello(self) -> Message:
        """The first message: who joins, with the code (and the token to take a seat back)."""
        return request("hello", protocol=PROTOCOL_VERSION, name=self.name[:40],
                       role="spectator" if self.spectator else "player", code=self.code,
                       token=self.token)

    @property
    def my_turn(self) -> bool:
        """True when this client's seat is to choose a move."""
        return (self.result is None and self.seat is not None and self.to_move == self.seat
                and bool(self.legal))

    def handle(self, message: Message) -> list[Message]:
        """Take in one message of the host; return the replies it calls for (a pong)."""
        kind = message.type
        if kind == "ping":
            return [request("pong")]
        if kind == "welcome":
            self._welcome(message)
        elif kind == "position":
            self._position(message)
        elif kind == "result":
            winners = frozenset(message["winners"])
            try:
                shown = self.state.outcome() if self.state is not None else None
            except QtGamesError:  # a public view may not judge what hands hide
                shown = None
            self.result = shown if shown is not None and shown.winners == winners \
                else Outcome(winners, message["reason"])
            self.resigned = message["by"]
            self.legal, self.to_move = [], None
        elif kind == "players":
            self.names, self.connected = list(message["names"]), list(message["connected"])
        elif kind == "offer":
            self.offer = (message["kind"], message["seat"])
        elif kind == "answer" and (message["seat"] is None or not message["accept"]):
            self.offer = None
        elif kind == "bye":
            self.host_left = True
        elif kind == "record":
            self.final = self._finished(message)
        return []

    def _finished(self, message: Message) -> FinishedGame:
        """The record of the game just over, refused (a ProtocolError) unless it is this
        game's, gives every position and move this seat was shown, and (a game with
        hidden cards) was ended by its rules."""
        spec, seat, state = self.spec, self.seat, self.state
        if spec is None or seat is None or state is None or self.result is None:
            raise ProtocolError("order", "the host sent a game's record before its end")
        moves = tuple(message["moves"])
        if message["game"] != spec.id or len(moves) != self.ply \
                or len(moves) > min(spec.max_plies, MAX_RECORD_MOVES):
            raise ProtocolError("record", "the host's record is not this game's")
        try:
            options = spec.resolve_options(message["options"])
        except QtGamesError:
            options = {}
        if options != self.options:
            raise ProtocolError("record", "the host's record is not this game's")
        try:
            drawn = tuple(None if cards is None else parse_revealed(cards)
                          for cards in message["drawn"])
        except ValueError:
            raise ProtocolError("record", "the host's record is not this game's") from None
        final = FinishedGame(spec, dict(options), message["seed"], message["start"], moves,
                             drawn)
        try:
            record = FinishedGame(spec, options, final.seed, final.start, ()).record()
            shown = [_digest(record.state.view(seat).position())]
            for index, move in enumerate(moves):  # the view this seat had after each move
                record.play_text(move, drawn[index] if index < len(drawn) else None)
                shown.append(_digest(record.state.view(seat).position()))
            ended = record.cursor >= spec.max_plies or record.state.is_over()
        except QtGamesError as problem:
            raise ProtocolError("record", "the host's record cannot be replayed: {problem}",
                                problem=str(problem)) from None
        agrees = all(ply < len(shown) and shown[ply] == digest
                     and (move is None or moves[ply - 1] == move)
                     for ply, (move, digest) in self.seen.items())
        if not agrees:
            raise ProtocolError("record", "the host's record disagrees with the game shown")
        if spec.hidden_information and not ended:  # given up: its hands stay secret
            raise ProtocolError("record", "the host sent the hands of a game not over")
        return final

    def _welcome(self, message: Message) -> None:
        if message["protocol"] != PROTOCOL_VERSION:
            raise ProtocolError("version", "the host speaks protocol version {host}, this "
                                "program version {client}", host=message["protocol"],
                                client=PROTOCOL_VERSION)
        try:
            spec = self.lookup(message["game"])
            options = spec.resolve_options(message["options"])
        except QtGamesError as problem:
            raise ProtocolError("game", "the host's game cannot be played here: {problem}",
                                problem=str(problem)) from None
        self.spec, self.options = spec, options
        self.seats, self.seat = list(message["seats"]), message["seat"]
        self.token = message["token"] or self.token
        self.draw_offers = message["draw_offers"]
        self.time_control = None
        if message["time_control"]:
            try:
                self.time_control = TimeControl.parse(message["time_control"])
            except QtGamesError:  # a control this program does not read: no budget from it
                self.time_control = None
        self.result, self.resigned, self.offer, self.welcomed = None, None, None, True
        self.ply = 0  # a rematch starts again from the first move
        self.seen, self.final = {}, None

    def _position(self, message: Message) -> None:
        if self.spec is None:
            raise ProtocolError("order", "the host sent a position before its welcome")
        try:
            self.state = self.spec.from_position(message["position"], self.options)
        except QtGamesError as problem:
            raise ProtocolError("position", "the host's position is not one of this "
                                "game: {problem}", problem=str(problem)) from None
        before = self.ply
        self.legal, self.to_move, self.ply = list(message["legal"]), message["to_move"], \
            message["ply"]
        self.moved = self.ply > before
        last, seat = message["last"], message["last_seat"]
        self.last = (last, seat) if last and seat is not None else None
        self.forced = message["forced"]
        history, seats = message["history"], message["history_seats"]
        if history and len(history) == len(seats) == self.ply:
            self.history = tuple(zip(history, seats, strict=True))
        clock = message["clock"]
        self.clock = None if clock is None else clock / 1000
        if self.to_move is not None:
            self.result = None
        for ply in [ply for ply in self.seen if ply > self.ply]:  # moves taken back
            del self.seen[ply]
        if self.ply <= MAX_RECORD_MOVES:
            self.seen[self.ply] = (self.last[0] if self.moved and self.last else None,
                                   _digest(message["position"]))

    def save_view(self, path: str | Path) -> None:
        """Write what this client sees of the game (its seat's view) to ``path``: the game,
        options, seat and position, readable by ``qtgames moves GAME --position``. Never
        the seat's token: whoever reads a file passed around must not take the seat."""
        if self.spec is None or self.state is None:
            raise SaveFileError("nothing to save yet: no game was shown")
        document = {"format": VIEW_FORMAT, "version": 1, "game": self.spec.id,
                    "game_version": self.spec.version, "options": self.options,
                    "seat": self.seat, "ply": self.ply, "position": self.state.position()}
        write_document(document, path)
