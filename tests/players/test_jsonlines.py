"""The JSON-lines framing shared by outside players and network play."""

import pytest

from qtgames.core import jsonlines
from qtgames.core.game import GameSpec
from qtgames.core.jsonlines import LineBuffer, ProtocolError, decode, encode


def test_a_message_is_one_line_and_round_trips() -> None:
    message = {"type": "say", "text": "deux\nlignes é", "n": 3}
    line = encode(message)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert decode(line) == message


@pytest.mark.parametrize(("line", "why"), [
    (b"hello world", "not a JSON message"),
    (b"[1, 2]", "not a JSON object"),
    (b'{"move": "d3"}', "without a \"type\""),
    (b'{"type": 3}', "without a \"type\""),
    (b'{"type": "move", "x": NaN}', "not a JSON message"),
    (b"\xff\xfe", "not a JSON message"),
])
def test_anything_else_is_refused_in_one_line(line: bytes, why: str) -> None:
    with pytest.raises(ProtocolError, match=why) as error:
        decode(line)
    assert "\n" not in str(error.value)


def test_a_line_too_long_is_refused() -> None:
    with pytest.raises(ProtocolError, match="more than 100 bytes"):
        decode(b'{"type": "x", "pad": "' + b"a" * 100 + b'"}', limit=100)
    buffer = LineBuffer(limit=50)
    assert buffer.feed(b'{"type": "a"}\n{"type"') == [b'{"type": "a"}']
    with pytest.raises(ProtocolError):
        buffer.feed(b"x" * 60)


def test_a_message_needs_a_type_to_be_sent() -> None:
    with pytest.raises(ValueError, match="type"):
        encode({"move": "d3"})


def test_fields_are_checked_by_kind() -> None:
    message = decode(b'{"type": "move", "move": "d3", "n": true}')
    assert jsonlines.field(message, "move", str) == "d3"
    with pytest.raises(ProtocolError, match="'n'"):
        jsonlines.field(message, "n", int)  # a bool is not a number here
    with pytest.raises(ProtocolError, match="'gone'"):
        jsonlines.field(message, "gone", str)


def test_hello_carries_the_protocol_version() -> None:
    assert jsonlines.check_hello(jsonlines.hello("bot")) == "bot"
    with pytest.raises(ProtocolError, match="protocol version 2"):
        jsonlines.check_hello({"type": "hello", "protocol": 2, "name": "bot"})
    with pytest.raises(ProtocolError, match="expected a hello"):
        jsonlines.check_hello({"type": "move"})


def test_a_position_shows_the_seat_its_view_and_its_legal_moves(reversi: GameSpec) -> None:
    state = reversi.new_state({"size": 8, "first": "black"}, 1)
    message = jsonlines.position("reversi", {"size": 8}, state, 0, 2.0)
    assert message["position"] == state.position()
    assert sorted(message["legal"]) == sorted(state.format_move(m) for m in state.legal_moves())
    assert (message["seat"], message["ply"], message["clock"]) == (0, 0, 2.0)
    assert jsonlines.position("reversi", {}, state, 1, None)["legal"] == []
    assert decode(encode(message)) == message
