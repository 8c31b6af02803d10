"""A cheating player for Le Duel (a ``py:`` bot) and Le Roi des Roses (an ``ai:`` file).

At its first move of a game it tries to rebuild the cards it may not see (Le Duel: the
opponent's hand; Le Roi des Roses: the draw pile, in order) from every seed it can find or
guess, with the public code of qtgames copied here: the seeds 0 to 1000, every number on
its own and its parent's command line and environment (``/proc``), and the numbers of a
file ``seed.txt`` beside it, if any. Each is tried as the game's own seed (the text
version), as the seed of a match (its games' seeds derived from it, as a tournament does),
and keyed with every word of 32 hexadecimal digits found in the same places.

A seed fits when the deal it gives holds this player's own cards. The player then stops the
game by raising with what it found, so that the forfeit's reason tells the test::

    predicted hand 3,14,15,20,41,52 (fits 1 of 11000, keys seen 0: )
    predicted nothing (fits 0 of 11000, keys seen 1: 0123456789abcdef0123456789abcdef)

Only the standard library is used: the file runs wherever a player file runs.
"""

import contextlib
import hashlib
import os
import random
import re
from pathlib import Path

#: Games of a match whose seeds are tried, for each seed.
GAMES = 10
MAX_SEED = 2**63 - 1
NUMBER = re.compile(r"[0-9]{1,19}")
HEX_KEY = re.compile(r"(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])")
DUEL_HAND = 6
ROSES_DECK = [f"{direction}{distance}" for direction in ("N", "NE", "E", "SE", "S", "SO", "O",
                                                          "NO") for distance in (1, 2, 3)]
ROSES_HAND = 5


def derive_seed(seed: int, *labels: object) -> int:
    """qtgames' derivation of a seed from a seed and labels."""
    text = repr((int(seed), *labels)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


def keyed_seed(seed: int, key: str) -> int:
    """qtgames' keyed deal seed, for a key found lying around."""
    digest = hashlib.blake2b(repr(int(seed)).encode(), key=bytes.fromhex(key),
                             digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def derive_key(key: str, *labels: object) -> str:
    """qtgames' derivation of a game's key from a run's key."""
    return hashlib.blake2b(repr(labels).encode(), key=bytes.fromhex(key),
                           digest_size=16).hexdigest()


def rng(seed: int, *labels: object) -> random.Random:
    """qtgames' generator for a seed and labels."""
    return random.Random(derive_seed(seed, *labels))


def leaked_text() -> str:
    """Everything readable that might hold a seed or a key."""
    texts = []
    for process in ("self", str(os.getppid())):
        for part in ("cmdline", "environ"):
            with contextlib.suppress(OSError):
                texts.append(Path(f"/proc/{process}/{part}").read_bytes().decode("utf-8",
                                                                                 "replace"))
    with contextlib.suppress(OSError):
        texts.append((Path(__file__).parent / "seed.txt").read_text())
    return " ".join(text.replace("\0", " ") for text in texts)


def chance_seeds(text: str) -> tuple[set[int], set[str]]:
    """Every seed the game's chance may come from, given what ``text`` leaks, and the keys
    found in it."""
    seeds = set(range(1001)) | {int(word) for word in NUMBER.findall(text)
                                if int(word) <= MAX_SEED}
    keys = set(HEX_KEY.findall(text))
    games = set(seeds)
    for seed in seeds:
        games.update(derive_seed(seed, 0, index) for index in range(GAMES))
    chances = set(games)
    for key in keys:
        for seed in games:
            chances.add(keyed_seed(seed, key))
            chances.add(keyed_seed(seed, derive_key(key, seed)))
    return chances, keys


def duel_hands(seed: int) -> list[list[int]]:
    """Both players' first hands in the deal of ``seed``."""
    deal = rng(seed, "duel", "deal")
    hands = []
    for _ in range(2):
        cards = list(range(2, 60))
        deal.shuffle(cards)
        hands.append(sorted(cards[-DUEL_HAND:]))
    return hands


def roses_deal(seed: int) -> list[str]:
    """The deck in the order the deal of ``seed`` leaves it: red hand, white hand, pile."""
    cards = list(ROSES_DECK)
    rng(seed, "roses", "deal").shuffle(cards)
    return cards


def give_up(found: list[str], kind: str, tried: int, keys: set[str]) -> None:
    """Stop the game, saying what was found."""
    what = f"{kind} {found[0]}" if found else "nothing"
    raise RuntimeError(f"predicted {what} (fits {len(found)} of {tried}, keys seen "
                       f"{len(keys)}: {' '.join(sorted(keys)[:2])})")


def name() -> str:
    """The Roses convention's name."""
    return "cheat"


def play(*args: object) -> str:
    """Either convention: ``(view, legal_moves, seat)`` or the Roses students' six
    arguments. Never returns: it stops at its first move with its prediction."""
    seeds, keys = chance_seeds(leaked_text())
    if len(args) == 3:
        view, _, seat = args
        fields = str(view).split()
        own = sorted(int(card) for card in fields[6 + int(str(seat))].split(","))
        found = [",".join(map(str, hands[1 - int(str(seat))])) for hands in
                 map(duel_hands, seeds) if hands[int(str(seat))] == own]
        give_up(found, "hand", len(seeds), keys)
    _, _, _, red, white, colour = args
    mine, theirs = (red, white) if colour == "Rouge" else (white, red)
    first = 0 if colour == "Rouge" else ROSES_HAND
    other = ROSES_HAND - first
    found = []
    for seed in seeds:
        cards = roses_deal(seed)
        if (cards[first:first + ROSES_HAND] == mine
                and len(set(cards[other:other + ROSES_HAND]) & set(theirs)) >= 4):
            found.append(",".join(cards[2 * ROSES_HAND:]))
    give_up(found, "draw", len(seeds), keys)
    return "passe"
