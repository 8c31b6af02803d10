"""The manual's protocol section is enough to write a client: a key exchange written from
its words alone (Ed25519 arithmetic by hand, no ``spake2``, no qtgames) reproduces its
test vector, byte for byte, in both languages."""

import hashlib
import hmac
import re
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

MANUAL = Path(__file__).parents[2] / "user_manual"

# Ed25519 (RFC 8032): the field, the group order, the curve constant.
P = 2**255 - 19
D = -121665 * pow(121666, P - 2, P) % P
Point = tuple[int, int, int, int]  # extended coordinates X, Y, Z, T
ZERO: Point = (0, 1, 1, 0)


def x_of(y: int, sign: int) -> int:
    xx = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    x = pow(xx, (P + 3) // 8, P)
    if (x * x - xx) % P:
        x = x * pow(2, (P - 1) // 4, P) % P
    if (x * x - xx) % P:
        raise ValueError("not a point")
    return P - x if x & 1 != sign else x


def decode(data: bytes) -> Point:
    number = int.from_bytes(data, "little")
    y, sign = number & ((1 << 255) - 1), number >> 255
    x = x_of(y, sign)
    return (x, y, 1, x * y % P)


def encode(point: Point) -> bytes:
    x, y, z, _ = point
    inverse = pow(z, P - 2, P)
    x, y = x * inverse % P, y * inverse % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def add(a: Point, b: Point) -> Point:
    x1, y1, z1, t1 = a
    x2, y2, z2, t2 = b
    e1, h1 = (y1 - x1) * (y2 - x2) % P, (y1 + x1) * (y2 + x2) % P
    c, d = t1 * 2 * D * t2 % P, z1 * 2 * z2 % P
    e, f, g, h = h1 - e1, d - c, d + c, h1 + e1
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def times(k: int, point: Point) -> Point:
    result = ZERO
    while k:
        if k & 1:
            result = add(result, point)
        point, k = add(point, point), k >> 1
    return result


def hkdf(key: bytes, info: bytes, length: int) -> bytes:
    """HKDF-SHA256 with an empty salt (RFC 5869: as many zero bytes as a hash)."""
    pseudo = hmac.new(bytes(32), key, hashlib.sha256).digest()
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.new(pseudo, block + info + bytes([counter]), hashlib.sha256).digest()
        out, counter = out + block, counter + 1
    return out[:length]


def frame(kind: int, body: bytes) -> bytes:
    return (1 + len(body)).to_bytes(4, "big") + bytes([kind]) + body


def read(language: str) -> tuple[str, dict[str, str]]:
    """The manual's protocol section and its test vector, by name."""
    text = (MANUAL / language / "network.md").read_text(encoding="utf-8")
    block = text.split("<!-- test vector -->", 2)[1]
    return text, dict(re.findall(r"^([a-z-]+): ([0-9a-f]+)$", block, re.MULTILINE))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_client_written_from_the_manual_alone_reproduces_its_test_vector(
        language: str) -> None:
    text, vector = read(language)
    constants = dict(re.findall(r"`([MN])` (?:is|est) `([0-9a-f]{64})`", text))
    assert set(constants) == {"M", "N"}, "the manual gives the constants M and N"
    order = int(re.findall(r"`L` (?:is|vaut) 2\^252 \+\s+(\d+)", text)[0]) + 2**252
    m, n = decode(bytes.fromhex(constants["M"])), decode(bytes.fromhex(constants["N"]))
    base_y = 4 * pow(5, P - 2, P) % P
    base: Point = (x_of(base_y, 0), base_y, 1, x_of(base_y, 0) * base_y % P)

    password = b"K7QX3MPA"
    w = int.from_bytes(hkdf(password, b"SPAKE2 pw", 48), "big") % order
    x = int.from_bytes(b"\x11" * 64, "big") % order
    sent = encode(add(times(x, base), times(w, m)))
    assert frame(1, (1).to_bytes(2, "big") + b"\x00" + b"A" + sent).hex() == vector["start"]

    reply = bytes.fromhex(vector["reply"])
    assert reply[4] == 2 and reply[5:6] == b"B"
    received = reply[6:]
    y_point = decode(received)
    minus_wn = times(order - w, n)
    shared_point = encode(times(x, add(y_point, minus_wn)))
    ids = (b"qtgames/1/client/player", b"qtgames/1/host")
    shared = hashlib.sha256(hashlib.sha256(password).digest()
                            + b"".join(hashlib.sha256(i).digest() for i in ids)
                            + sent + received + shared_point).digest()
    keys = [hkdf(shared, label, 32) for label in (
        b"qtgames client confirm", b"qtgames host confirm", b"qtgames client to host",
        b"qtgames host to client")]
    names = ("client-confirm-key", "host-confirm-key", "client-to-host-key",
             "host-to-client-key")
    assert [key.hex() for key in keys] == [vector[name] for name in names]
    assert frame(3, keys[0]).hex() == vector["client-confirm"]

    hello = b'{"type":"hello","protocol":1,"name":"ann","role":"player","code":null,' \
        b'"token":null}\n'
    sealed = ChaCha20Poly1305(keys[2]).encrypt(bytes(12), hello, None)
    assert frame(4, sealed).hex() == vector["client-hello"]
    first = bytes.fromhex(vector["host-first"])
    assert first[:37] == frame(3, keys[1])
    assert ChaCha20Poly1305(keys[3]).decrypt(bytes(12), first[42:], None) == \
        b'{"type":"pong"}\n'
