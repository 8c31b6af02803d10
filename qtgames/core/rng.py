"""Seeded chance: public chance (who starts) and the computer players' choices derive from
the record's seed, so that a run replays.

A game asks for ``make_rng(seed, "first")``; the same seed and labels always give the same
generator. The cards a seat may not see never come from here in a game being played: they
are drawn when revealed (``qtgames.core.chance``). A deal key (``deal_seed``) is only read
back from a save written before that, to deal its cards again as they were then.
"""

import random

from qtgames.core.errors import BadInput
from qtgames.core.validate import is_int

# hashlib and secrets (with the OpenSSL library they load) are imported where a seed is
# made or derived: listing games, or the window's start page, needs neither.

SEED_BITS = 63
#: Bytes of a deal key: 128 bits from the system's randomness.
DEAL_KEY_BYTES = 16
#: The deal key of a game whose chance follows its seed alone.
PLAIN = ""
#: The largest seed: every seed is a whole number from 0 to this (it fits a signed 64-bit
#: integer, so every program reading a save file can hold it).
MAX_SEED = 2**SEED_BITS - 1


def check_seed(seed: int) -> int:
    """``seed`` if it is a valid seed (0 to ``MAX_SEED``), else a BadInput saying so.

    The one rule for every seed that comes in: the command line, new game records and save
    files.
    """
    if not is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise BadInput("the seed must be a whole number from 0 to {largest}, not {seed}",
                       largest=MAX_SEED, seed=seed)
    return seed


def new_seed() -> int:
    """Return a fresh non-negative seed for a new game."""
    import secrets

    return secrets.randbits(SEED_BITS)


def derive_seed(seed: int, *labels: object) -> int:
    """Return a seed derived from ``seed`` and ``labels``, stable across runs and platforms."""
    import hashlib

    text = repr((int(seed), *labels)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> (64 - SEED_BITS)


def make_rng(seed: int, *labels: object) -> random.Random:
    """Return a ``random.Random`` seeded from ``seed`` and ``labels``."""
    return random.Random(derive_seed(seed, *labels))


def check_deal_key(key: object) -> str:
    """``key`` if it is a deal key (``PLAIN``, or ``DEAL_KEY_BYTES`` bytes in lowercase
    hexadecimal), else a BadInput saying so."""
    if isinstance(key, str) and (key == PLAIN or (
            len(key) == 2 * DEAL_KEY_BYTES and all(c in "0123456789abcdef" for c in key))):
        return key
    raise BadInput("a deal key is {count} hexadecimal digits", count=2 * DEAL_KEY_BYTES)


def deal_seed(seed: int, key: str) -> int:
    """The seed a game's chance is drawn from: ``seed`` itself without a key, else a hash
    of ``seed`` keyed with ``key``, which cannot be computed nor guessed without it."""
    if key == PLAIN:
        return int(seed)
    import hashlib

    digest = hashlib.blake2b(repr(int(seed)).encode(), key=bytes.fromhex(key),
                             digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
