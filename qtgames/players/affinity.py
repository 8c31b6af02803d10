"""One processor shared by the thread playing a series' games and the outside players'
processes it starts (Linux).

A move asked of an outside player is a round trip through two pipes: qtgames writes, the
child wakes and answers, qtgames wakes. The two never compute at once (one waits while the
other thinks), but when they sit on different processors each wake-up crosses from one
processor to the other, which on a virtual machine costs tens of microseconds: a bare
Python round trip took 80 µs across two processors and 3.6 µs on one. So, while a series
plays (``shared_processor()``, entered by ``match`` and ``tournament`` for the games they
play in this process and by each worker of their pool), the thread playing the games is
pinned to one processor, and the bootstrap pins every child started from that thread to the
same one (``bootstrap_words``: a child is always given the processors of the thread that
starts it) before it runs the player's file or becomes its engine. A pool's workers take
one processor each, as engine testers' affinity option does.

Nothing is pinned elsewhere (the app, the text version, network play), nor with
``--no-affinity``, nor where the system cannot say or set a thread's processors.
"""

import contextlib
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

#: The bootstrap's option naming the processors it runs on (``0,2``).
PROCESSORS_OPTION = "--processors"


@dataclass(frozen=True)
class Pinned:
    """The thread pinned (Python's and the system's numbers), its processor, and the
    processors it could use before."""

    thread: int
    native: int
    processor: int
    before: frozenset[int]


_lock = threading.Lock()
_pinned: list[Pinned] = []


def allowed_processors() -> list[int]:
    """The processors this thread may run on, in order (empty where the system cannot
    say)."""
    if not hasattr(os, "sched_getaffinity"):
        return []
    try:
        return sorted(os.sched_getaffinity(0))
    except OSError:
        return []


def current_processor() -> int | None:
    """The processor this thread runs on now (None where the system cannot say)."""
    try:
        with open("/proc/thread-self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        return int(fields[36])  # the 39th field; the first two end at the ")"
    except (OSError, IndexError, ValueError):
        return None


def pin_thread(processor: int | None = None) -> Pinned | None:
    """Pin the calling thread to ``processor`` (None: the one it runs on now) until
    ``unpin``; what to give ``unpin``, or None when there is nothing to share (one
    processor allowed) or the system refuses."""
    allowed = allowed_processors()
    if len(allowed) < 2:
        return None
    chosen = current_processor() if processor is None else processor
    if chosen not in allowed:
        chosen = allowed[0]
    try:
        os.sched_setaffinity(0, {chosen})
    except OSError:
        return None
    pinned = Pinned(threading.get_ident(), threading.get_native_id(), chosen,
                     frozenset(allowed))
    with _lock:
        _pinned.append(pinned)
    return pinned


def unpin(pinned: Pinned) -> None:
    """Give the thread ``pinned`` names back the processors it had before, from any
    thread (the system knows a thread by its own number)."""
    with _lock:
        if pinned not in _pinned:
            return
        _pinned.remove(pinned)
    with contextlib.suppress(OSError):  # the thread has ended meanwhile
        os.sched_setaffinity(pinned.native, pinned.before)


def pinned_processor() -> int | None:
    """The processor the calling thread is pinned to by its last ``pin_thread`` (None:
    not pinned)."""
    me = threading.get_ident()
    with _lock:
        for pinned in reversed(_pinned):
            if pinned.thread == me:
                return pinned.processor
    return None


@contextmanager
def shared_processor(enabled: bool = True, processor: int | None = None) -> Iterator[None]:
    """Within this scope, the calling thread and the outside players' processes it starts
    share one processor (``processor``, else the one it runs on); nothing when not
    ``enabled``."""
    pinned = pin_thread(processor) if enabled else None
    try:
        yield
    finally:
        if pinned is not None:
            unpin(pinned)


def worker_processor(index: int) -> int | None:
    """The processor of a pool's worker number ``index`` (from 0): one each, in turn."""
    allowed = allowed_processors()
    return allowed[index % len(allowed)] if allowed else None


def bootstrap_words() -> list[str]:
    """The bootstrap's option giving a child started from this thread the processors this
    thread may use: its shared one when pinned, else every one it has (the thread that
    starts boxes may have been made by a pinned thread, and kept its processor)."""
    allowed = allowed_processors()
    return [PROCESSORS_OPTION, ",".join(map(str, allowed))] if allowed else []


def forget_after_fork() -> None:
    """In a forked child: the parent's pinned threads are not there."""
    global _lock
    _pinned.clear()
    _lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=forget_after_fork)
