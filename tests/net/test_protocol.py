"""The protocol core without sockets: framing, limits, unknown fields and types, checks."""

import json
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core.i18n import Translator
from qtgames.net.connection import Connection, encode, parse_line
from qtgames.net.protocol import (
    CLIENT_MESSAGES,
    HOST_MESSAGES,
    MAX_LINE,
    Message,
    ProtocolError,
)


def host_side() -> Connection:
    """The host's end: it reads what clients send."""
    return Connection(CLIENT_MESSAGES)


def line(document: object) -> bytes:
    return json.dumps(document).encode() + b"\n"


def test_a_message_split_anywhere_arrives_whole() -> None:
    data = line({"type": "move", "move": "d3"}) + line({"type": "ping"})
    for cut in range(len(data) + 1):
        peer = host_side()
        events = peer.receive_data(data[:cut]) + peer.receive_data(data[cut:])
        assert events == [Message("move", {"move": "d3", "score": None}), Message("ping", {})]


def test_crlf_and_blank_lines_are_accepted() -> None:
    events = host_side().receive_data(b'\r\n\n{"type":"ping"}\r\n')
    assert events == [Message("ping", {})]


def test_unknown_fields_are_ignored_and_defaults_filled() -> None:
    hello = parse_line(b'{"type":"hello","protocol":1,"name":"Ann","colour":"red"}',
                       CLIENT_MESSAGES)
    assert hello.fields == {"protocol": 1, "name": "Ann", "role": "player", "code": None,
                            "token": None}


@pytest.mark.parametrize(("data", "code"), [
    (b"not json", "bad-json"),
    (b"\xff\xfe", "bad-json"),
    (b"[1, 2]", "bad-json"),
    (b'{"move": "d3"}', "bad-json"),
    (b'{"type": "teleport"}', "unknown-type"),
    (b'{"type": "move"}', "bad-field"),
    (b'{"type": "move", "move": 3}', "bad-field"),
    (b'{"type": "move", "move": ""}', "bad-field"),
    (b'{"type": "move", "move": "' + b"x" * 201 + b'"}', "bad-field"),
    (b'{"type": "answer", "kind": "undo", "accept": 1}', "bad-field"),
    (b'{"type": "offer", "kind": "surrender"}', "bad-field"),
    (b'{"type": "chat", "text": "a\\u001b[31mred"}', "bad-field"),
    (b'{"type": "chat", "text": "\\u202eevil"}', "bad-field"),
    (b'{"type": "hello", "protocol": true, "name": "x"}', "bad-field"),
    (b'{"type": "hello", "protocol": 1, "name": "x", "role": "king"}', "bad-field"),
    (b'{"type": "hello", "protocol": 1e999, "name": "x"}', "bad-field"),
    (b'{"type": "hello", "protocol": NaN, "name": "x"}', "bad-json"),
    (b'{"type": "hello", "protocol": ' + b"9" * 5000 + b', "name": "x"}', "bad-json"),
    (b"[" * 30000 + b"]" * 30000, "bad-json"),
    (b'{"type": "welcome", "protocol": 1}', "unknown-type"),  # a host's message
])
def test_every_bad_line_is_one_protocol_error(data: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_line(data, CLIENT_MESSAGES)
    assert caught.value.code == code
    events = host_side().receive_data(data + b"\n" + line({"type": "ping"}))
    assert [type(event) for event in events] == [ProtocolError, Message]


def test_an_oversized_line_is_refused_once_and_the_next_line_is_read() -> None:
    peer = host_side()
    events = peer.receive_data(b"x" * (MAX_LINE + 10))
    assert len(events) == 1 and isinstance(events[0], ProtocolError)
    assert events[0].code == "too-long"
    assert peer.receive_data(b"y" * MAX_LINE) == []  # still the same line: dropped
    assert peer.receive_data(b'zz\n{"type":"ping"}\n') == [Message("ping", {})]


def test_a_whole_oversized_line_in_one_chunk_is_refused() -> None:
    big = line({"type": "chat", "text": "x" * MAX_LINE})
    events = host_side().receive_data(big)
    assert [event.code for event in events if isinstance(event, ProtocolError)] == ["too-long"]


def test_messages_written_are_checked_and_read_back() -> None:
    sent = Message.make(HOST_MESSAGES, "chat", **{"from": "Ann", "text": "à bientôt"})
    data = Connection(HOST_MESSAGES).send(sent)
    assert data.endswith(b"\n") and data.isascii()
    assert Connection(HOST_MESSAGES).receive_data(data) == [sent]
    with pytest.raises(ValueError, match="cannot send"):
        Message.make(HOST_MESSAGES, "chat", text="no sender")


def test_the_engine_protocol_shapes_are_kept() -> None:
    position = Message.make(HOST_MESSAGES, "position", game="reversi", options={"size": 8},
                            seat=0, position="x", legal=["d3"], ply=0, clock=None)
    document = json.loads(encode(position))
    for key in ("type", "game", "options", "seat", "position", "legal", "ply", "clock"):
        assert key in document
    assert parse_line(b'{"type":"move","move":"d3"}', CLIENT_MESSAGES)["move"] == "d3"


@settings(max_examples=400, deadline=None)
@given(st.lists(st.binary(max_size=300), max_size=8))
def test_random_bytes_never_raise(chunks: list[bytes]) -> None:
    peer = Connection(CLIENT_MESSAGES, max_line=256)
    for chunk in chunks:
        for event in peer.receive_data(chunk):
            assert isinstance(event, Message | ProtocolError)


#: Text a hostile peer sends: lone surrogates (legal JSON, not text), control characters
#: (escape sequences, bells, NUL), bidirectional overrides, among ordinary letters.
HOSTILE_CHARACTERS = "\ud800\udbff\udc00\udfff\x00\x07\x1b\x7f\x85\x9b\u202e\u2066\n\r\t"
hostile_text = st.text(st.sampled_from(HOSTILE_CHARACTERS) | st.sampled_from("ab é€😀[]{}:>"),
                       max_size=20)


def unsafe(char: str) -> bool:
    """A character a terminal acts on (a control, a bidi override) or no UTF-8 can hold."""
    return unicodedata.category(char) in ("Cc", "Cs") or "\u202a" <= char <= "\u202e" \
        or "\u2066" <= char <= "\u2069"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
    | hostile_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from([*sorted(CLIENT_MESSAGES), "x"]),
       st.dictionaries(st.sampled_from(["move", "text", "kind", "accept", "protocol", "name",
                                        "role", "code", "token", "reason", "z"]),
                       json_values, max_size=6))
def test_random_messages_only_raise_the_protocol_error(kind: str, fields: dict[str, object],
                                                        ) -> None:
    data = json.dumps({"type": kind, **fields}).encode()
    try:
        message = parse_line(data, CLIENT_MESSAGES)
    except ProtocolError:
        return
    assert message.type == kind
    _only_safe_text(message)


def _only_safe_text(message: Message) -> None:
    """Every text of an accepted message is Unicode a terminal shows as it is."""
    shown = json.dumps(message.to_json(), ensure_ascii=False)
    shown.encode("utf-8")  # a lone surrogate cannot be encoded
    for value in message.fields.values():
        texts = value if isinstance(value, list) else [value]
        for text in texts:
            if isinstance(text, str):
                assert not any(unsafe(char) for char in text), text


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(["hello", "move", "chat", "bye"]), hostile_text)
def test_hostile_text_in_a_clients_message_is_refused(kind: str, text: str) -> None:
    fields = {"hello": {"protocol": 1, "name": text}, "move": {"move": text},
              "chat": {"text": text}, "bye": {"reason": text}}[kind]
    try:
        message = parse_line(json.dumps({"type": kind, **fields}).encode(), CLIENT_MESSAGES)
    except ProtocolError as error:
        str(error).encode("utf-8")  # the refusal itself is text
        return
    _only_safe_text(message)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(["chat", "players", "error", "bye"]), hostile_text)
def test_hostile_text_in_a_hosts_message_is_refused(kind: str, text: str) -> None:
    fields = {"chat": {"from": text, "text": "hi " + text},
              "players": {"names": [text, None], "connected": [True, False]},
              "error": {"code": "x", "message": text, "template": text, "values": {"a": text}},
              "bye": {"reason": text}}[kind]
    try:
        message = parse_line(json.dumps({"type": kind, **fields}).encode(), HOST_MESSAGES)
    except ProtocolError as error:
        str(error).encode("utf-8")
        return
    _only_safe_text(message)
    for value in (message.fields.get("values") or {}).values():
        assert not any(unsafe(char) for char in str(value))


@pytest.mark.parametrize(("document", "english", "french"), [
    ({"type": "hello", "protocol": -1, "name": "ann"},
     "hello: field 'protocol' should be a whole number from 0 to 1000000",
     "hello : le champ 'protocol' est invalide (doit être un nombre entier de 0 à 1000000)"),
    ({"type": "chat", "text": "a\x1b[2J"}, "chat: field 'text' holds control characters",
     "chat : le champ 'text' est invalide (contient des caractères de contrôle)"),
    ({"type": "answer", "kind": "draw", "accept": "yes"},
     "answer: field 'accept' should be true or false",
     "answer : le champ 'accept' est invalide (doit être vrai ou faux)")])
def test_a_refused_field_is_said_in_the_readers_language(document: dict, english: str,
                                                          french: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        parse_line(json.dumps(document).encode(), CLIENT_MESSAGES)
    assert str(refused.value) == english == Translator("en").error(refused.value)
    assert Translator("fr").error(refused.value) == french


def test_a_refused_item_of_a_hosts_list_says_which_problem_in_french() -> None:
    position = {"type": "position", "game": "g", "options": {"size": [1]}, "position": "p",
                "legal": ["d3", 4], "ply": 0}
    with pytest.raises(ProtocolError) as refused:
        parse_line(json.dumps(position).encode(), HOST_MESSAGES)
    assert Translator("fr").error(refused.value).endswith(
        "(doit associer des noms d'options à des textes ou à des nombres entiers)")
    position["options"] = {}
    with pytest.raises(ProtocolError) as refused:
        parse_line(json.dumps(position).encode(), HOST_MESSAGES)
    assert Translator("fr").error(refused.value) == (
        "position : le champ 'legal' est invalide (a un élément qui doit être du texte)")
