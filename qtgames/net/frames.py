"""The framing of network play, without I/O: frames in bytes, bytes in frames.

A frame is its length (4 bytes, big-endian: the bytes that follow, kind included), its
kind (1 byte) and its body. ``FrameReader`` cuts what was received into frames and refuses
one longer than its bound before reading it.
"""

from dataclasses import dataclass
from enum import IntEnum

from qtgames.net.handshake import TAG
from qtgames.net.protocol import MAX_LINE


class Kind(IntEnum):
    """What a frame carries."""

    #: Client to host, first: protocol version (2 bytes), role (1 byte), SPAKE2 message.
    START = 1
    #: Host to client: the host's SPAKE2 message.
    REPLY = 2
    #: Each side once: its key confirmation (32 bytes).
    CONFIRM = 3
    #: Each side after its confirmation: one message, sealed.
    SEALED = 4
    #: Host to client before its confirmation: one refusal in clear (an error message).
    NOTICE = 5


MAX_FRAME = 1 + MAX_LINE + 1 + TAG
"""Longest frame (after its length): a kind byte and one sealed message line."""

HEADER = 4
"""Bytes of a frame's length."""


class FrameError(Exception):
    """What was received is not a frame this side reads."""


def frame(kind: Kind, body: bytes) -> bytes:
    """The bytes of one frame."""
    return (1 + len(body)).to_bytes(HEADER, "big") + bytes([kind]) + body


@dataclass(frozen=True)
class Frame:
    """One frame received."""

    kind: Kind
    body: bytes


class FrameReader:
    """Cuts received bytes into frames of at most ``limit`` bytes each."""

    def __init__(self, limit: int = MAX_FRAME) -> None:
        """Read frames of at most ``limit`` bytes after their length."""
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[Frame]:
        """The frames ``data`` completes (a partial one waits for more); a FrameError on
        a length out of bounds or an unknown kind."""
        self._buffer += data
        frames: list[Frame] = []
        while len(self._buffer) >= HEADER:
            size = int.from_bytes(self._buffer[:HEADER], "big")
            if not 1 <= size <= self.limit:
                raise FrameError(f"a frame of {size} bytes is out of bounds "
                                 f"(1 to {self.limit})")
            if len(self._buffer) < HEADER + size:
                break
            kind = self._buffer[HEADER]
            body = bytes(self._buffer[HEADER + 1:HEADER + size])
            del self._buffer[:HEADER + size]
            try:
                frames.append(Frame(Kind(kind), body))
            except ValueError:
                raise FrameError(f"unknown frame kind {kind}") from None
        return frames

    @property
    def pending(self) -> int:
        """Bytes received that do not yet make a frame."""
        return len(self._buffer)
