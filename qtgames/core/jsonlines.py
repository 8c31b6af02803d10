"""Newline-delimited JSON messages: the framing shared by outside players and network play.

Every message is one JSON object on one line, with a ``"type"`` field naming it. Lines are
UTF-8, at most ``MAX_LINE`` bytes; ``encode`` never writes a newline inside a message (JSON
escapes those in strings), and ``decode`` refuses anything that is not such a message
(a lone surrogate in any of its strings too: that is not text) with a ``ProtocolError``
saying why in one line.

The shapes both protocols share are built here: ``hello``, ``position`` (a seat's view of
the game, its legal moves and its clock) and ``move``.

>>> decode(encode({"type": "move", "move": "d3"}))
{'type': 'move', 'move': 'd3'}
"""

import json
from collections.abc import Mapping
from typing import Any

from qtgames.core.errors import QtGamesError, clip
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.safetext import json_lone_surrogate, printable
from qtgames.core.state import AnyState
from qtgames.core.validate import is_a

#: The protocol version carried by every ``hello``.
PROTOCOL = 1
#: Longest line, in bytes, newline included.
MAX_LINE = 1 << 20

#: A plain JSON value.
JSON = None | bool | int | float | str | list[Any] | dict[str, Any]
#: A decoded message: a JSON object with a str ``"type"``.
Message = dict[str, Any]


class ProtocolError(QtGamesError):
    """A line that is not a well-formed message, or a message missing a field."""


def encode(message: Mapping[str, Any]) -> bytes:
    """``message`` as one UTF-8 line, newline included (a ValueError if it has no type or
    holds something JSON cannot carry)."""
    if not isinstance(message.get("type"), str):
        raise ValueError(f"a message needs a str 'type': {message!r}")
    return (_ENCODER.encode(message) + "\n").encode("utf-8")


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


# Made once: ``json.dumps`` and ``json.loads`` make a new one at each call given options.
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)
_DECODER = json.JSONDecoder(parse_constant=_no_constant)


def decode(line: bytes | str, limit: int = MAX_LINE) -> Message:
    """The message on ``line`` (its newline optional); a ProtocolError if it is not one."""
    raw = line.encode("utf-8", "replace") if isinstance(line, str) else line
    if len(raw) > limit:
        raise ProtocolError(N_("a line of more than {limit} bytes"), limit=limit)
    try:
        text = raw.decode("utf-8")
        message = _DECODER.decode(text)
    except (UnicodeDecodeError, ValueError):
        raise ProtocolError(N_("not a JSON message: {line!r}"),
                            line=clip(raw.decode("utf-8", "replace").strip(), 40)) from None
    if not isinstance(message, dict):
        raise ProtocolError(N_("not a JSON object: {line!r}"), line=clip(text.strip(), 40))
    if not isinstance(message.get("type"), str):
        raise ProtocolError(N_("a message without a \"type\": {line!r}"),
                            line=clip(text.strip(), 40))
    surrogate = json_lone_surrogate(message, text)
    if surrogate is not None:
        raise ProtocolError(N_("a message of type {type!r} holds a lone surrogate ({escape}), "
                            "which is not text"), type=printable(message["type"], 40),
                            escape=surrogate)
    return message


def field(message: Message, name: str, kind: type | tuple[type, ...]) -> Any:
    """``message[name]``, which must be of ``kind``; a ProtocolError naming it otherwise."""
    value = message.get(name)
    if not is_a(value, *(kind if isinstance(kind, tuple) else (kind,))):
        raise ProtocolError(N_("a {type} message whose {name!r} is {value!r}"),
                            type=message.get("type"), name=name, value=clip(value, 40))
    return value


class LineBuffer:
    """Cuts a byte stream into lines as it arrives, refusing a line longer than ``limit``.

    >>> buffer = LineBuffer()
    >>> buffer.feed(b'{"type": "a"}\\n{"ty')
    [b'{"type": "a"}']
    >>> buffer.feed(b'pe": "b"}\\n')
    [b'{"type": "b"}']
    """

    def __init__(self, limit: int = MAX_LINE) -> None:
        self.limit = limit
        self._pending = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The lines completed by ``data`` (without their newline)."""
        if not self._pending and data.endswith(b"\n") and len(data) <= self.limit:
            # the usual chunk: whole lines, none too long
            return [line.rstrip(b"\r") for line in data[:-1].split(b"\n")]
        self._pending += data
        *lines, rest = bytes(self._pending).split(b"\n")
        self._pending = bytearray(rest)
        for line in lines:
            if len(line) + 1 > self.limit:
                raise ProtocolError(N_("a line of more than {limit} bytes"), limit=self.limit)
        if len(self._pending) >= self.limit:
            raise ProtocolError(N_("a line of more than {limit} bytes"), limit=self.limit)
        return [line.rstrip(b"\r") for line in lines]


# -- the shapes shared by the engine protocol and network play --------------------------

def hello(name: str, **extra: Any) -> Message:
    """The first message each side sends: the protocol version and who is speaking."""
    return {"type": "hello", "protocol": PROTOCOL, "name": name, **extra}


def check_hello(message: Message) -> str:
    """The name in a ``hello``; a ProtocolError if it is not one of our protocol's."""
    if message["type"] != "hello":
        raise ProtocolError(N_("expected a hello message, got {type!r}"), type=message["type"])
    if message.get("protocol") != PROTOCOL:
        raise ProtocolError(N_("protocol version {found!r}, expected {expected}"),
                            found=clip(message.get("protocol"), 20), expected=PROTOCOL)
    name: str = field(message, "name", str)
    return name


def position(game: str, options: Mapping[str, OptionValue], state: AnyState, seat: int,
             clock: float | None) -> Message:
    """What ``seat`` sees of ``state``: its view's notation and its legal moves (those of
    the seat to move; none for another seat), the ply and the seconds left (or None)."""
    view = state.view(seat)
    legal = ([view.format_move(move) for move in view.legal_moves()]
             if not view.is_over() and view.to_move() == seat else [])
    return {"type": "position", "game": game, "options": dict(options), "seat": seat,
            "position": view.position(), "legal": legal, "ply": state.ply(),
            "clock": clock}


def move(text: str) -> Message:
    """An answer: the move chosen, in the game's notation."""
    return {"type": "move", "move": text}

