"""One processor shared by the thread playing a series' games and the outside player's
process it starts (Linux).

A move asked of an outside player is a round trip through two pipes: qtgames writes, the
child wakes and answers, qtgames wakes. The two never compute at once (one waits while the
other thinks), but when they sit on different processors each wake-up crosses from one
processor to the other, which on a virtual machine costs tens of microseconds: a bare
Python round trip took 80 µs across two processors and 3.6 µs on one.

So, in ``match`` and ``tournament`` runs with a single outside player (a bot against the
game's levels), the thread playing the games is pinned to one processor
(``shared_processor``: the quietest one, or one per pool worker, quietest first), and every
child started from it runs on that processor too (``bootstrap_words``: a child is always
given the processors of the thread that starts it). With two outside players or more,
nothing is pinned: a player that keeps computing between its moves would otherwise take
its processor time from its opponent. Nor anywhere else (the app, the text version,
network play), nor with ``--no-affinity``, nor where the system cannot say or set a
thread's processors. Pinning is no boundary: a player may widen its own processors.
"""

import contextlib
import os
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from qtgames.players.bootstrap import PROCESSORS

#: How long the processors' idle times are watched to find the quietest, in seconds.
SAMPLE_SECONDS = 0.01


@dataclass(frozen=True)
class Pinned:
    """A thread pinned to ``processor``, and the processors it could use before."""

    thread: threading.Thread
    native: int
    processor: int
    before: frozenset[int]


def allowed_processors() -> list[int]:
    """The processors this thread may run on, in order (empty where the system cannot
    say)."""
    if not hasattr(os, "sched_getaffinity"):
        return []
    try:
        return sorted(os.sched_getaffinity(0))
    except OSError:
        return []


def _idle_times() -> dict[int, int]:
    """Each processor's idle time so far, in clock ticks (empty where unknown)."""
    idle: dict[int, int] = {}
    try:
        with open("/proc/stat", "rb") as stat:
            for line in stat:
                fields = line.split()
                if fields and fields[0].startswith(b"cpu") and fields[0][3:].isdigit():
                    idle[int(fields[0][3:])] = int(fields[4]) + int(fields[5])
    except (OSError, ValueError, IndexError):
        return {}
    return idle


#: The idle times noted by ``watch_processors``, and when (``time.monotonic``).
_noted: list[tuple[float, dict[int, int]]] = []


def watch_processors() -> None:
    """Note the processors' idle times now: ``quietest_first`` then compares with them,
    rather than waiting to see (a command notes them as it starts)."""
    _noted[:] = [(time.monotonic(), _idle_times())]


def quietest_first(allowed: Sequence[int]) -> list[int]:
    """``allowed`` processors, the idlest first since ``watch_processors`` (its note is
    used once), or over ``SAMPLE_SECONDS``; as given where the system does not say."""
    since, before = _noted.pop() if _noted else (time.monotonic(), _idle_times())
    if not before:
        return list(allowed)
    time.sleep(max(0.0, since + SAMPLE_SECONDS - time.monotonic()))
    after = _idle_times()
    return sorted(allowed, key=lambda cpu: -(after.get(cpu, 0) - before.get(cpu, 0)))


def pin_thread(processor: int | None = None) -> Pinned | None:
    """Pin the calling thread to ``processor`` (None: the quietest) until ``unpin``; what
    to give ``unpin``, or None when there is nothing to share (one processor allowed) or
    the system refuses."""
    allowed = allowed_processors()
    if len(allowed) < 2:
        return None
    chosen = quietest_first(allowed)[0] if processor is None else processor
    if chosen not in allowed:
        chosen = allowed[0]
    try:
        os.sched_setaffinity(0, {chosen})
    except OSError:
        return None
    return Pinned(threading.current_thread(), threading.get_native_id(), chosen,
                  frozenset(allowed))


def unpin(pinned: Pinned) -> None:
    """Give the thread ``pinned`` names back the processors it had before (from any
    thread: the system knows a thread by its own number; an ended thread is left alone,
    its number may be another's by now). Threads it made meanwhile keep its processor."""
    if pinned.thread.is_alive():
        with contextlib.suppress(OSError):
            os.sched_setaffinity(pinned.native, pinned.before)


@contextmanager
def shared_processor(enabled: bool = True, processor: int | None = None) -> Iterator[None]:
    """Within this scope, the calling thread and the outside players' processes it starts
    share one processor (``processor``, else the quietest); nothing when not
    ``enabled``."""
    pinned = pin_thread(processor) if enabled else None
    try:
        yield
    finally:
        if pinned is not None:
            unpin(pinned)


def worker_processors() -> list[int]:
    """The processors a pool's workers take in turn, the quietest first."""
    return quietest_first(allowed_processors())


def bootstrap_words() -> list[str]:
    """The bootstrap's option giving a child started from this thread the processors this
    thread may use: its shared one when pinned, else every one it has (the thread that
    starts boxes may have been made by a pinned thread, and kept its processor)."""
    allowed = allowed_processors()
    return [PROCESSORS, ",".join(map(str, allowed))] if allowed else []
