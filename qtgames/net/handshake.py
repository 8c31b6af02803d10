"""The key exchange that opens every network connection, without I/O: the join code in,
keys out.

Both ends run SPAKE2 (the ``spake2`` package, Ed25519 group, as magic-wormhole) with the
join code as password: the client is side A, the host side B, and the identities bind the
protocol version and the client's role, so a connection whose version or role was changed
on the way agrees on no key. Each side then derives four 32-byte keys with HKDF-SHA256 from
the SPAKE2 key: one key confirmation per side (sent as is: it proves knowledge of the code
without revealing it) and one ChaCha20-Poly1305 key per direction. ``Sealer`` and
``Opener`` seal and open the frames of one direction with a counter as nonce, so a frame
replayed, reordered, dropped or altered fails to open.
"""

import hmac
import os
from collections.abc import Callable
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

from qtgames.net.codes import canonical

#: Where a key exchange's random scalar comes from: bytes wanted in, as many bytes out.
Entropy = Callable[[int], bytes]

#: Roles a client joins as, and the byte each is on the wire.
ROLES = ("player", "spectator")
#: Length of a SPAKE2 message (its side byte and a 32-byte Ed25519 point) and of a key.
PAKE_MESSAGE, KEY = 33, 32
#: Bytes a sealed frame adds to its plaintext (the Poly1305 tag).
TAG = 16
#: The counter after which a direction stops (a nonce is never used twice).
MAX_COUNTER = 2**64 - 1


class HandshakeError(Exception):
    """The key exchange failed: a malformed message, or keys that do not match."""


def password(code: str) -> bytes:
    """The SPAKE2 password of join ``code``: as compared, capitals without ``-``, UTF-8."""
    return canonical(code.strip()).encode("utf-8")


def identities(protocol: int, role: str) -> tuple[bytes, bytes]:
    """SPAKE2's identities of the client (side A) and the host (side B)."""
    return (f"qtgames/{protocol}/client/{role}".encode("ascii"),
            f"qtgames/{protocol}/host".encode("ascii"))


@dataclass(frozen=True)
class Keys:
    """What both ends derive from the SPAKE2 key: each side's confirmation and each
    direction's sealing key."""

    client_confirm: bytes
    host_confirm: bytes
    client_to_host: bytes
    host_to_client: bytes


LABELS = (b"qtgames client confirm", b"qtgames host confirm", b"qtgames client to host",
          b"qtgames host to client")
"""HKDF's info for each of the ``Keys``, in their order."""


def derive(shared: bytes) -> Keys:
    """The keys of the SPAKE2 key ``shared``: HKDF-SHA256, empty salt, one label each."""
    return Keys(*(HKDF(algorithm=hashes.SHA256(), length=KEY, salt=None,
                       info=label).derive(shared) for label in LABELS))


class ClientExchange:
    """The client's half of SPAKE2: ``start`` gives its message, ``finish`` the keys."""

    def __init__(self, code: str, protocol: int, role: str,
                 entropy: Entropy = os.urandom) -> None:
        """Join with ``code`` as ``role`` under ``protocol``."""
        client, host = identities(protocol, role)
        self._pake = SPAKE2_A(password(code), idA=client, idB=host, entropy_f=entropy)
        self.message: bytes = self._pake.start()

    def finish(self, reply: bytes) -> Keys:
        """The keys, given the host's message; a HandshakeError if it is malformed."""
        return derive(_finish(self._pake, reply))


class HostExchange:
    """The host's half of SPAKE2 for one connection."""

    def __init__(self, code: str, protocol: int, role: str, start: bytes,
                 entropy: Entropy = os.urandom) -> None:
        """Answer the client's message ``start`` (who joins as ``role``): ``message``
        is the reply and ``keys`` the keys; a HandshakeError if ``start`` is
        malformed."""
        client, host = identities(protocol, role)
        pake = SPAKE2_B(password(code), idA=client, idB=host, entropy_f=entropy)
        self.message: bytes = pake.start()
        self.keys = derive(_finish(pake, start))


def _finish(pake: object, message: bytes) -> bytes:
    if len(message) != PAKE_MESSAGE:
        raise HandshakeError("a key exchange message has the wrong length")
    try:
        key: bytes = pake.finish(message)  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - the peer's bytes may upset the library anyhow
        # (spake2 raises its own errors, NotOnCurve among them, ValueError, assertions).
        raise HandshakeError("a key exchange message is not valid") from None
    return key


def confirmed(expected: bytes, given: bytes) -> bool:
    """True when the confirmation ``given`` is the one ``expected`` (constant time)."""
    return hmac.compare_digest(expected, given)


def nonce(counter: int) -> bytes:
    """The 12-byte nonce of a direction's frame number ``counter``: four zero bytes, then
    the counter as 8 bytes big-endian."""
    return bytes(4) + counter.to_bytes(8, "big")


class Sealer:
    """Seals the frames of one direction, numbered from 0."""

    def __init__(self, key: bytes) -> None:
        """Seal with ``key``."""
        self._aead = ChaCha20Poly1305(key)
        self.counter = 0

    def seal(self, plaintext: bytes) -> bytes:
        """``plaintext`` encrypted and authenticated under the next counter."""
        if self.counter >= MAX_COUNTER:
            raise HandshakeError("too many frames on one connection")
        sealed = self._aead.encrypt(nonce(self.counter), plaintext, None)
        self.counter += 1
        return sealed


class Opener:
    """Opens the frames of one direction, expecting them numbered from 0 in order."""

    def __init__(self, key: bytes) -> None:
        """Open with ``key``."""
        self._aead = ChaCha20Poly1305(key)
        self.counter = 0

    def open(self, sealed: bytes) -> bytes:
        """The plaintext of ``sealed``, the next frame; a HandshakeError when it is not
        that frame exactly (altered, replayed, out of order, or one is missing)."""
        if self.counter >= MAX_COUNTER:
            raise HandshakeError("too many frames on one connection")
        try:
            plaintext = self._aead.decrypt(nonce(self.counter), sealed, None)
        except InvalidTag:
            raise HandshakeError("a frame was altered, replayed or lost in transit") from None
        self.counter += 1
        return plaintext
