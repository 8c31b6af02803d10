"""Seeded chance: every random event of a game derives from the record's seed.

A game asks for ``make_rng(seed, "deal")`` or ``make_rng(seed, "reshuffle", 3)``; the same
seed and labels always give the same generator, so a saved game replays exactly and undo
never changes what was drawn.
"""

import hashlib
import random
import secrets

SEED_BITS = 63


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
