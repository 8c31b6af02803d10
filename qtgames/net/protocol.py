"""The network protocol: its messages, their types, their fields and the check of every field.

A message is one JSON object with a ``"type"``. Each type lists its fields with a check;
``read`` keeps the fields it knows (unknown fields are ignored, so a newer peer may add
some), fills in the defaults of optional ones and refuses a message whose field is missing
or wrong with a ``ProtocolError`` naming it. ``Message.make`` checks the messages this
side writes the same way, so a host never sends what a client would refuse.

The shapes of ``hello``, ``position`` and ``move`` are those of the engine protocol of
outside players.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from qtgames.ai.adjudication import MOST_SCORE
from qtgames.core import jsonlines
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import N_, Verbatim
from qtgames.core.rng import MAX_SEED
from qtgames.core.safetext import unsafe
from qtgames.core.validate import Field as Field  # a schema's type: part of the protocol
from qtgames.core.validate import (
    FieldError,
    boolean,
    either,
    integer,
    list_of,
    mapping_of,
    number,
    one_of,
    opt,
    optional,
    problem_in,
    read_fields,
    text,
)

#: The protocol version this program speaks (the engine protocol's too); a peer speaking
#: another one is refused.
PROTOCOL_VERSION = jsonlines.PROTOCOL
#: Longest line (one message) read, in bytes, its newline excluded.
MAX_LINE = 64 * 1024
#: Longest player name, move, chat line, error message.
MAX_NAME, MAX_MOVE, MAX_CHAT, MAX_MESSAGE = 40, 200, 500, 1000
#: Most legal moves a position lists, seats a game has.
MAX_LEGAL, MAX_SEATS = 10_000, 16
#: What an offer is about.
OFFERS = ("undo", "draw", "rematch")
#: Most moves of a finished game's record sent to its players (the line limit holds too).
MAX_RECORD_MOVES = 10_000


#: Why a message was refused: one of its fields is missing, or wrong (``problem`` says how).
FIELD_MISSING = N_("{kind}: missing field {name!r}")
FIELD_WRONG = N_("{kind}: field {name!r} {problem}")


class ProtocolError(QtGamesError):
    """A message that cannot be read or is not allowed: ``code`` says which rule it broke
    (``bad-json``, ``too-long``, ``bad-field``, ``unknown-type``, ``version``...)."""

    def __init__(self, code: str, template: str, **values: object) -> None:
        """The error ``code`` with a one-line English message."""
        super().__init__(template, **values)
        self.code = code


def printable(value: str) -> str:
    """``value`` with every control character, lone surrogate and bidirectional override
    replaced by ``?`` (to quote what a peer sent in a message of this side)."""
    return "".join("?" if unsafe(char) else char for char in value)


#: A game's options: short names to short texts or whole numbers.
options = mapping_of(text(40), either(text(100), integer(-10**9, 10**9)), 32, N_("options"),
                     N_("map option names to texts or whole numbers"))
#: The values of a message template: short names to texts or whole numbers.
values = mapping_of(text(40), either(text(300), integer(-10**9, 10**9)), 16, N_("values"),
                    N_("map names to texts or whole numbers"))

SEAT = integer(0, MAX_SEATS - 1)
NAME = text(MAX_NAME)
MOVE = text(MAX_MOVE, empty=False)
TOKEN = text(64)

#: Messages a client sends to the host.
CLIENT_MESSAGES: dict[str, dict[str, Field]] = {
    "hello": {"protocol": Field(integer(0, 10**6)), "name": Field(NAME),
              "role": Field(one_of("player", "spectator"), False, "player"),
              "code": opt(text(64)), "token": opt(TOKEN)},
    "move": {"move": Field(MOVE), "score": opt(number(MOST_SCORE))},
    "offer": {"kind": Field(one_of(*OFFERS))},
    "answer": {"kind": Field(one_of(*OFFERS)), "accept": Field(boolean)},
    "resign": {},
    "chat": {"text": Field(text(MAX_CHAT, empty=False))},
    "ping": {},
    "pong": {},
    "bye": {"reason": opt(text(MAX_MESSAGE), "")},
}

#: Messages the host sends to a client.
HOST_MESSAGES: dict[str, dict[str, Field]] = {
    "welcome": {"protocol": Field(integer(0, 10**6)), "game": Field(text(32, empty=False)),
                "game_version": Field(text(40)), "options": Field(options),
                "seats": Field(list_of(text(40, empty=False), MAX_SEATS)),
                "seat": opt(SEAT), "token": opt(TOKEN),
                "draw_offers": Field(boolean, False, False),
                "time_control": opt(text(40))},
    "position": {"game": Field(text(32, empty=False)), "options": Field(options),
                 "seat": opt(SEAT), "position": Field(text(MAX_LINE // 2, empty=False)),
                 "legal": Field(list_of(MOVE, MAX_LEGAL)), "ply": Field(integer(0, 10**7)),
                 "clock": opt(integer(0, 10**7)), "to_move": opt(SEAT),
                 "last": opt(text(MAX_MOVE)), "last_seat": opt(SEAT),
                 "forced": Field(boolean, False, False),
                 # To a player who comes (back) in a game without hidden cards: the moves
                 # played so far and the seat that played each, to name them in the list.
                 "history": Field(list_of(MOVE, MAX_RECORD_MOVES), False, ()),
                 "history_seats": Field(list_of(SEAT, MAX_RECORD_MOVES), False, ())},
    "result": {"winners": Field(list_of(SEAT, MAX_SEATS)), "reason": Field(text(40)),
               "by": opt(SEAT), "more": Field(boolean, False, False)},
    # A game the rules ended, whole, for its players to review: its start position (the
    # deal, in a game with hidden cards), every move and the cards each drew (null: none);
    # its seed is 0, never the game's.
    "record": {"game": Field(text(32, empty=False)), "options": Field(options),
               "seed": Field(integer(0, MAX_SEED)), "start": opt(text(MAX_LINE // 2)),
               "moves": Field(list_of(MOVE, MAX_RECORD_MOVES)),
               "drawn": Field(list_of(optional(text(MAX_MOVE)), MAX_RECORD_MOVES), False,
                              ())},
    "players": {"names": Field(list_of(optional(NAME), MAX_SEATS)),
                "connected": Field(list_of(boolean, MAX_SEATS))},
    "chat": {"from": Field(NAME), "text": Field(text(MAX_CHAT, empty=False)),
             "seat": opt(SEAT)},
    "offer": {"kind": Field(one_of(*OFFERS)), "seat": Field(SEAT)},
    "answer": {"kind": Field(one_of(*OFFERS)), "accept": Field(boolean), "seat": opt(SEAT)},
    "error": {"code": Field(text(40, empty=False)), "message": Field(text(MAX_MESSAGE)),
              "template": opt(text(MAX_MESSAGE)), "values": opt(values)},
    "ping": {},
    "pong": {},
    "bye": {"reason": opt(text(MAX_MESSAGE), "")},
}


@dataclass(frozen=True)
class Message:
    """One checked message: its type and its fields (every known field, defaults filled)."""

    type: str
    fields: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, name: str) -> Any:
        """The value of field ``name``."""
        return self.fields[name]

    @classmethod
    def make(cls, schema: Mapping[str, Mapping[str, Field]], kind: str, /,
             **fields: Any) -> "Message":
        """A message this side writes, checked as the peer will check it (a ValueError
        is a bug of this program, not the peer's)."""
        try:
            return read(schema, {"type": kind, **fields})
        except ProtocolError as error:
            raise ValueError(f"cannot send {kind}: {error}") from None

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this message."""
        return {"type": self.type, **self.fields}


def read(schema: Mapping[str, Mapping[str, Field]], document: object) -> Message:
    """The message ``document`` (parsed JSON) holds, checked against ``schema``; a
    ProtocolError says what is wrong."""
    if not isinstance(document, dict):
        raise ProtocolError("not-object", "a message must be a JSON object")
    kind = document.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad-field", "a message needs a text field 'type'")
    fields = schema.get(kind)
    if fields is None:
        raise ProtocolError("unknown-type", "unknown message type {kind!r}", kind=kind[:40])
    try:
        return Message(kind, read_fields(fields, document))
    except FieldError as error:
        if error.problem is None:
            raise ProtocolError("bad-field", FIELD_MISSING, kind=Verbatim(kind),
                                name=Verbatim(error.name)) from None
        raise ProtocolError("bad-field", FIELD_WRONG, kind=Verbatim(kind),
                            name=Verbatim(error.name), problem=error.problem) from None


def readable_values(template: str | None, values: Mapping[str, object]) -> dict[str, object]:
    """The ``values`` of an error another program sent with ``template``, ready to be said
    in this side's language: when it refuses a field, the message's type and the field's
    name as they are, and the problem (sent as its English words) read back as a problem;
    any other error's values as they came."""
    if template not in (FIELD_MISSING, FIELD_WRONG):
        return dict(values)
    shown = {key: Verbatim(value) if key in ("kind", "name") and isinstance(value, str)
             else value for key, value in values.items()}
    words = shown.get("problem")
    if isinstance(words, str):
        shown["problem"] = problem_in(words) or words
    return shown
