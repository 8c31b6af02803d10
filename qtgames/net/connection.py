"""One end of a connection, without I/O: bytes in, events out; messages in, bytes out.

As h11 does for HTTP, ``Connection`` only turns what was received into events and what is
to be sent into bytes; the caller moves the bytes (asyncio, a test, anything). Its lines are
newline-delimited JSON, UTF-8, one message a line, each line at most ``max_line`` bytes
(between computers, each line travels sealed in a frame of ``qtgames.net.channel``)::

    peer = Connection(HOST_MESSAGES)
    events = peer.receive_data(b'{"type": "ping"}\\n')   # [Message('ping', {})]

``receive_data`` never raises on what it receives: a line that is not a message becomes a
``ProtocolError`` event (the caller answers it with an error message), and the next line
is read as usual. A line longer than the limit is dropped up to its end.
"""

import json
from collections.abc import Mapping

from qtgames.core import jsonlines
from qtgames.net.protocol import MAX_LINE, Field, Message, ProtocolError, read

#: What ``receive_data`` returns for each line: a checked message or why it is refused.
Event = Message | ProtocolError


def parse_line(line: bytes, schema: Mapping[str, Mapping[str, Field]]) -> Message:
    """The message on one line (without its newline); a ProtocolError if there is none.

    The JSON is read by the framing shared with outside players
    (``qtgames.core.jsonlines``); the message is then checked against ``schema``.
    """
    if len(line) > MAX_LINE:
        raise ProtocolError("too-long", "a message is longer than {limit} bytes",
                            limit=MAX_LINE)
    try:
        document = jsonlines.decode(line, MAX_LINE)
    except jsonlines.ProtocolError as problem:
        raise ProtocolError("bad-json", problem.template, **problem.values) from None
    except RecursionError:
        raise ProtocolError("bad-json", "a message is nested too deeply") from None
    return read(schema, document)


def encode(message: Message) -> bytes:
    """The line of ``message``, newline included (ASCII: any text is escaped)."""
    return json.dumps(message.to_json(), separators=(",", ":")).encode("ascii") + b"\n"


class Connection:
    """One end of a connection: reads the peer's lines against ``schema`` (the messages
    the peer may send) and writes this side's messages."""

    def __init__(self, schema: Mapping[str, Mapping[str, Field]],
                 max_line: int = MAX_LINE) -> None:
        """Read messages of ``schema``, lines of at most ``max_line`` bytes."""
        self.schema = schema
        self.max_line = max_line
        self._buffer = bytearray()
        #: True while dropping the rest of a line that was too long.
        self._dropping = False
        #: Bytes received and sent so far (for logs and tests).
        self.received = 0
        self.sent = 0

    def receive_data(self, data: bytes) -> list[Event]:
        """The events of the complete lines ``data`` ends (a partial line waits for more)."""
        self.received += len(data)
        events: list[Event] = []
        self._buffer += data
        while True:
            end = self._buffer.find(b"\n")
            if end < 0:
                if len(self._buffer) > self.max_line:
                    if not self._dropping:
                        events.append(self._too_long())
                    self._dropping = True
                    self._buffer.clear()
                return events
            line = bytes(self._buffer[:end]).rstrip(b"\r")
            del self._buffer[:end + 1]
            if self._dropping:
                self._dropping = False
                continue
            if not line.strip():
                continue
            if len(line) > self.max_line:
                events.append(self._too_long())
                continue
            try:
                events.append(parse_line(line, self.schema))
            except ProtocolError as error:
                events.append(error)

    def _too_long(self) -> ProtocolError:
        return ProtocolError("too-long", "a message is longer than {limit} bytes",
                             limit=self.max_line)

    def send(self, message: Message) -> bytes:
        """The bytes that send ``message``."""
        data = encode(message)
        self.sent += len(data)
        return data
