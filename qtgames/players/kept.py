"""Outside players' processes kept running between games, while a series asks for it.

Outside the ``kept_running()`` scope (the app, the text version, network play) an outside
player's process ends with its game, as it always did. Inside it (``match`` and
``tournament`` in this process, or a pool worker for its whole life after
``keep_for_process()``), a process whose game ended cleanly waits idle, in its box, under
its player's key, and the next game of the same player takes it instead of starting one:
it is told of the new game by a ``new_game`` message. A process that crashed, forfeited or
was cancelled is never kept; every idle process ends when the scope does.
"""

import multiprocessing.util
import threading
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from qtgames.players.child import ChildProcess


@dataclass(frozen=True)
class Kept:
    """An idle child, with the name and protocol version its hello gave."""

    child: ChildProcess
    name: str | None
    protocol: int


_lock = threading.Lock()
_idle: dict[Hashable, list[Kept]] = {}
_depth = [0]


@contextmanager
def kept_running() -> Iterator[None]:
    """Keep outside players' processes between the games played inside this scope."""
    with _lock:
        _depth[0] += 1
    try:
        yield
    finally:
        with _lock:
            _depth[0] -= 1
            done = _depth[0] == 0
        if done:
            close_all()


def keep_for_process() -> None:
    """Keep processes for the rest of this process's life (a pool worker); they end when
    it exits normally, and on their own when it is killed (their input closes, the box
    dies with it)."""
    with _lock:
        _depth[0] += 1
    multiprocessing.util.Finalize(None, close_all, exitpriority=10)


def take(key: Hashable) -> Kept | None:
    """An idle, still running child kept under ``key``, or None."""
    with _lock:
        waiting = _idle.get(key, [])
        while waiting:
            kept = waiting.pop()
            if kept.child.running:
                return kept
            kept.child.close(quit=False)
    return None


def give_back(key: Hashable, kept: Kept) -> None:
    """Keep ``kept`` under ``key`` for a later game, or end it when nothing keeps
    processes now or it is no longer running."""
    with _lock:
        if _depth[0] > 0 and kept.child.running:
            _idle.setdefault(key, []).append(kept)
            return
    kept.child.close()


def close_all() -> None:
    """End every idle child."""
    with _lock:
        waiting = [kept for group in _idle.values() for kept in group]
        _idle.clear()
    for kept in waiting:
        kept.child.close()
