"""Seeded chance: every random event of a game derives from the record's seed.

A game asks for ``make_rng(seed, "deal")`` or ``make_rng(seed, "reshuffle", 3)``; the same
seed and labels always give the same generator, so a saved game replays exactly and undo
never changes what was drawn.
"""

import hashlib
import random
import secrets

from qtgames.core.errors import BadInput

SEED_BITS = 63
#: The largest seed: every seed is a whole number from 0 to this (it fits a signed 64-bit
#: integer, so every program reading a save file can hold it).
MAX_SEED = 2**SEED_BITS - 1


def check_seed(seed: int) -> int:
    """``seed`` if it is a valid seed (0 to ``MAX_SEED``), else a BadInput saying so.

    The one rule for every seed that comes in: the command line, new game records and save
    files.
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadInput("the seed must be a whole number from 0 to {largest}, not {seed}",
                       largest=MAX_SEED, seed=seed)
    return seed


def new_seed() -> int:
    """Return a fresh non-negative seed for a new game."""
    return secrets.randbits(SEED_BITS)


def derive_seed(seed: int, *labels: object) -> int:
    """Return a seed derived from ``seed`` and ``labels``, stable across runs and platforms."""
    text = repr((int(seed), *labels)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> (64 - SEED_BITS)


def make_rng(seed: int, *labels: object) -> random.Random:
    """Return a ``random.Random`` seeded from ``seed`` and ``labels``."""
    return random.Random(derive_seed(seed, *labels))
