"""The key exchange and the framing, without sockets: bytes moved by hand between a
client's channel and a host's."""

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.i18n import Translator
from qtgames.net.channel import ClientChannel, Guess, HostChannel
from qtgames.net.client import request
from qtgames.net.frames import MAX_FRAME, FrameError, FrameReader, Kind, frame
from qtgames.net.handshake import HandshakeError, Opener, Sealer
from qtgames.net.host import message
from qtgames.net.limits import ExchangeBudget
from qtgames.net.protocol import PROTOCOL_VERSION, Message

CODE = "K7QX-3MPA"
MANUAL = Path(__file__).parents[2] / "user_manual"


def hello(code: str = CODE, **fields: object) -> Message:
    return request("hello", **{"protocol": PROTOCOL_VERSION, "name": "ann", "code": code}
                   | fields)


def fixed(byte: int) -> Callable[[int], bytes]:
    """Randomness that is always ``byte``: the test vector's."""
    return lambda count: bytes([byte]) * count


class Wire:
    """A client's channel and a host's, and every byte that went between them."""

    def __init__(self, client_code: str = CODE, host_code: str = CODE,
                 client_entropy: Callable[[int], bytes] | None = None,
                 host_entropy: Callable[[int], bytes] | None = None) -> None:
        self.client = ClientChannel(client_entropy) if client_entropy else ClientChannel()
        self.host = HostChannel(host_code, host_entropy) if host_entropy else \
            HostChannel(host_code)
        self.up: list[bytes] = []
        self.down: list[bytes] = []
        self.client_code = client_code

    def to_host(self, data: bytes) -> list[object]:
        self.up.append(data)
        return list(self.host.receive_data(data))

    def to_client(self, data: bytes) -> list[object]:
        self.down.append(data)
        return list(self.client.receive_data(data))

    def open(self, **fields: object) -> list[object]:
        """Say hello; what the host game is handed."""
        events = self.to_host(self.client.send(hello(self.client_code, **fields)))
        self.host.accept()
        self.to_client(self.host.data_to_send())
        return events + self.to_host(self.client.data_to_send())

    @property
    def wire(self) -> bytes:
        return b"".join(self.up + self.down)


@pytest.mark.parametrize("spelling", [CODE, "k7qx3mpa", " K7QX3MPA "])
def test_the_right_code_in_any_spelling_opens_the_channel_and_never_travels(
        spelling: str) -> None:
    wire = Wire(client_code=spelling)
    events = wire.open()
    assert events == [Guess(True, "player"), Message("hello", {**hello().fields, "code": None})]
    assert wire.host.send(message("pong")) == b""  # nothing keyed before its turn comes
    wire.host.release()
    assert wire.to_client(wire.host.send(message("welcome", protocol=PROTOCOL_VERSION,
                                                 game="reversi", game_version="1",
                                                 options={}, seats=["a", "b"]))) \
        == [message("welcome", protocol=PROTOCOL_VERSION, game="reversi", game_version="1",
                    options={}, seats=["a", "b"])]
    for form in ("K7QX", "3MPA", "k7qx", "3mpa", '"code"', '{"type"', "reversi"):
        assert form.encode() not in wire.wire


def test_a_wrong_code_reaches_the_host_as_one_wrong_guess_and_nothing_else() -> None:
    wire = Wire(client_code="K7QX-3MPB")
    assert wire.open(name="secret-name") == [Guess(False, "player")]
    assert b"secret-name" not in wire.wire  # the hello went sealed under a useless key
    assert wire.host.send(message("pong")) == b""  # nothing but a refusal goes out
    refusal = wire.host.send(message("error", code="code", message="wrong join code"))
    assert FrameReader().feed(refusal)[0].kind == Kind.NOTICE
    assert wire.to_client(refusal) == [message("error", code="code", message="wrong join code")]
    assert wire.client.broken is not None


def test_a_host_that_does_not_know_the_code_cannot_pass_as_the_host() -> None:
    wire = Wire(host_code="GUESS-1234")  # a man in the middle, playing the host
    assert wire.open() == [Guess(False, "player")]
    assert wire.host.keys is not None
    # It confirms and seals with the keys it has: the client reads no welcome.
    forged = frame(Kind.CONFIRM, wire.host.keys.host_confirm) + frame(
        Kind.SEALED, Sealer(wire.host.keys.host_to_client).seal(b'{"type":"pong"}\n'))
    events = wire.to_client(forged)
    assert [event["code"] for event in events if isinstance(event, Message)] == ["code"]
    assert events[0]["message"] == "wrong join code"  # type: ignore[index]


def test_a_relay_that_changes_the_role_or_the_exchange_gets_no_key() -> None:
    wire = Wire()
    start = bytearray(wire.client.send(hello(role="spectator")))
    assert start[7] == 1
    start[7] = 0  # spectator made player (length 4 bytes, kind 1, version 2, role 1)
    events = wire.to_host(bytes(start))
    wire.host.accept()
    wire.to_client(wire.host.data_to_send())
    assert events + wire.to_host(wire.client.data_to_send()) == [Guess(False, "player")]
    for bit in range(0, 8 * 33, 3):  # bits of the client's SPAKE2 message, one flipped
        other = Wire()
        changed = bytearray(other.client.send(hello()))
        changed[8 + bit // 8] ^= 1 << bit % 8
        events = other.to_host(bytes(changed))
        other.host.accept()  # never an exception, whatever the bytes
        if other.host.broken is None:
            other.to_client(other.host.data_to_send())
            events += other.to_host(other.client.data_to_send())
            assert events == [Guess(False, "player")]
        else:
            assert events == [] and other.host.broken.code == "bad-frame"


def test_another_protocol_version_is_refused_in_clear_naming_both() -> None:
    wire = Wire()
    assert wire.to_host(wire.client.send(hello(protocol=7))) == []
    broken = wire.host.broken
    assert broken is not None and broken.code == "version"
    assert str(broken) == f"this host speaks protocol version {PROTOCOL_VERSION}, the client " \
        "version 7"


def test_sealed_frames_replayed_reordered_dropped_or_flipped_do_not_open() -> None:
    key = bytes(range(32))
    sealer = Sealer(key)
    frames = [sealer.seal(f"message {n}\n".encode()) for n in range(4)]
    opener = Opener(key)
    assert opener.open(frames[0]) == b"message 0\n"
    for bad in (frames[0], frames[2], bytes([frames[1][0] ^ 1]) + frames[1][1:]):
        with pytest.raises(HandshakeError, match="altered, replayed or lost"):
            opener.open(bad)  # a replay, a drop (1 missing), a flipped bit
    assert opener.open(frames[1]) == b"message 1\n"


def test_after_a_frame_fails_to_open_the_client_says_why_once_and_tells_the_host() -> None:
    wire = Wire()
    wire.open()
    wire.host.release()
    sealed = bytearray(wire.host.send(message("pong")))
    sealed[-1] ^= 0x80
    events = wire.to_client(bytes(sealed))
    assert [event["code"] for event in events if isinstance(event, Message)] == ["tampered"]
    assert wire.to_client(wire.host.send(message("pong"))) == []  # nothing more is read
    told = wire.to_host(wire.client.data_to_send())
    assert [(event.type, event["reason"]) for event in told if isinstance(event, Message)] \
        == [("bye", str(wire.client.broken))]


def test_frames_are_read_whole_from_bytes_cut_anywhere_and_bounded() -> None:
    data = frame(Kind.SEALED, b"abc") + frame(Kind.NOTICE, b"x" * 300)
    reader = FrameReader()
    got = [item for index in range(len(data)) for item in reader.feed(data[index:index + 1])]
    assert [(item.kind, item.body) for item in got] == [(Kind.SEALED, b"abc"),
                                                       (Kind.NOTICE, b"x" * 300)]
    assert reader.pending == 0
    with pytest.raises(FrameError, match="out of bounds"):
        FrameReader().feed((MAX_FRAME + 1).to_bytes(4, "big"))
    with pytest.raises(FrameError, match="out of bounds"):
        FrameReader().feed(bytes(4))
    with pytest.raises(FrameError, match="unknown frame kind"):
        FrameReader().feed(b"\x00\x00\x00\x01\x09")


def test_a_host_channel_reads_nothing_before_the_start_but_a_start() -> None:
    host = HostChannel(CODE)
    assert host.receive_data(frame(Kind.SEALED, b"x" * 40)) == []
    assert host.broken is not None and host.broken.code == "bad-frame"
    assert host.receive_data(ClientChannel().send(hello())) == []  # broken stays broken
    assert host.data_to_send() == b""
    assert Translator("fr").error(host.broken) == (
        "l'autre côté ne parle pas le protocole chiffré de ce programme : la connexion "
        "n'a pas commencé par START")


# -- the test vector of the manual ---------------------------------------------------------

def vector() -> dict[str, str]:
    """The first bytes of a connection with fixed randomness, in hex, by name."""
    wire = Wire(client_entropy=fixed(0x11), host_entropy=fixed(0x22))
    hello_sent = hello(name="ann")
    start = wire.client.send(hello_sent)
    wire.to_host(start)
    wire.host.accept()
    reply = wire.host.data_to_send()
    wire.to_client(reply)
    confirm_and_hello = wire.client.data_to_send()
    wire.to_host(confirm_and_hello)
    keys = wire.client.keys
    assert keys is not None and wire.host.keys == keys
    wire.host.release()
    first = wire.host.send(message("pong"))
    split = len(frame(Kind.CONFIRM, keys.client_confirm))
    return {"start": start.hex(), "reply": reply.hex(),
            "client-confirm": confirm_and_hello[:split].hex(),
            "client-hello": confirm_and_hello[split:].hex(),
            "client-confirm-key": keys.client_confirm.hex(),
            "host-confirm-key": keys.host_confirm.hex(),
            "client-to-host-key": keys.client_to_host.hex(),
            "host-to-client-key": keys.host_to_client.hex(),
            "host-first": first.hex()}


def manual_vector(language: str) -> dict[str, str]:
    text = (MANUAL / language / "network.md").read_text(encoding="utf-8")
    block = text.split("<!-- test vector -->", 2)[1]
    found: dict[str, str] = {}
    for name, value in re.findall(r"^([a-z-]+):\s+([0-9a-f ]+)$", block, re.MULTILINE):
        found[name] = found.get(name, "") + value.replace(" ", "")
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_manuals_test_vector_is_what_the_program_sends(language: str) -> None:
    assert manual_vector(language) == vector()


@pytest.mark.parametrize("junk", [frame(Kind.SEALED, b"\x00" * 40), frame(Kind.REPLY, b"x"),
                                  frame(Kind.SEALED, b"")])
def test_before_the_release_junk_breaks_nothing_seen_right_code_or_wrong(junk: bytes) -> None:
    seen = []
    for code in (CODE, "WRONG-CODE"):
        wire = Wire(client_code=code)
        wire.open()
        wire.to_host(junk)
        wire.to_host(wire.client.send(hello()))  # what comes after is not read either
        seen.append((wire.host.broken, wire.host.data_to_send(),
                     wire.host.send(message("pong"))))
    assert seen == [(None, b"", b"")] * 2
    right = Wire()  # the right code's turn comes: now its channel says what broke
    right.open()
    right.to_host(junk)
    right.host.release()
    assert right.host.broken is not None and right.host.broken.code in ("tampered", "bad-frame")


def test_key_exchanges_are_budgeted_per_address() -> None:
    budget = ExchangeBudget(rate=4.0, burst=8.0)
    assert [budget.allow("10.0.0.1", 0.0) for _ in range(10)] == [True] * 8 + [False] * 2
    assert budget.allow("10.0.0.1", 0.25) and not budget.allow("10.0.0.1", 0.25)
    assert budget.allow("10.0.0.2", 0.0)  # another address has its own
    one = ExchangeBudget(rate=0.001, burst=1.0)
    assert one.allow("2001:db8::1", 0.0) and not one.allow("2001:db8::ffff", 0.0)  # one /64
    small = ExchangeBudget(max_addresses=2)
    for n in range(100):
        small.allow(f"10.1.0.{n}", 0.0)
    assert len(small._buckets) == 2
