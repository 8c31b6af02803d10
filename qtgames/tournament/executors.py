"""Where games are played: in this process, in a pool of worker processes, or on a Dask
cluster. Each executor takes the games of a batch as the runner hands them out and gives
back ``(job, results line)`` pairs as games finish.

The pool's workers ignore Ctrl-C (it is the command's to handle) and die with the command;
games are handed to them a few at a time, never all at once. In this process and in each
pool worker, an outside player's process is kept running from one game to the next
(``qtgames.players.kept``), and ended when the executor closes. Told to (``affinity``),
the thread playing the games shares one processor with the outside players' processes it
starts, one processor per pool worker (``qtgames.players.affinity``).
"""

import ctypes
import itertools
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import replace
from multiprocessing.pool import AsyncResult, Pool
from typing import Any, Protocol

from qtgames.core.errors import BadInput
from qtgames.players import is_outside, parse
from qtgames.players.affinity import pin_thread, shared_processor, worker_processors
from qtgames.players.kept import keep_for_process, kept_running
from qtgames.tournament.games import GameJob, Line, MoveWatch, play_job
from qtgames.tournament.shipping import (
    Parcel,
    absolute,
    engine_files,
    missing_files,
    pack,
    unpacked_name,
)

#: Games handed out ahead of the results, per worker: enough to keep every worker busy,
#: few enough that a long series never sits in memory.
AHEAD_PER_WORKER = 2
_PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>
#: How long to try reaching a Dask scheduler before saying it cannot be reached.
CONNECT_SECONDS = 10


class Executor(Protocol):
    """Plays games and gives back their results lines."""

    def run(self, jobs: Iterable[GameJob]) -> Iterator[tuple[GameJob, Line]]:
        """Play ``jobs``, yielding each with its line as it finishes."""
        ...

    def close(self) -> None:
        """Stop every game still being played."""
        ...


def _run_job(job: GameJob) -> tuple[GameJob, Line]:
    return job, play_job(job)


class InProcess:
    """One game at a time, in this process; ``on_move`` watches each game's moves;
    ``affinity``: the thread playing them shares its processor with the outside players."""

    def __init__(self, on_move: MoveWatch | None = None, affinity: bool = False) -> None:
        """Games are played when ``run`` asks."""
        self.on_move = on_move
        self.affinity = affinity
        self._kept: ExitStack | None = None

    def run(self, jobs: Iterable[GameJob]) -> Iterator[tuple[GameJob, Line]]:
        """Play ``jobs`` in order, outside players' processes kept between games."""
        if self._kept is None:
            self._kept = ExitStack()
            self._kept.enter_context(kept_running())
            self._kept.enter_context(shared_processor(self.affinity))
        for job in jobs:
            yield job, play_job(job, self.on_move)

    def close(self) -> None:
        """End the outside players' processes kept between games."""
        if self._kept is not None:
            self._kept.close()
            self._kept = None


class ProcessPool:
    """``workers`` processes, results in the order of the games; ``affinity``: each
    worker has a processor of its own, shared with its outside players."""

    def __init__(self, workers: int, affinity: bool = False) -> None:
        """Workers start with the first batch."""
        self.workers = workers
        self.affinity = affinity
        self._pool: Pool | None = None
        self._idle = True

    def _started(self) -> Pool:
        if self._pool is None:
            # fork on Linux: workers start at once with the games already loaded, and are
            # children of this process, so the parent-death signal reaches them.
            context = (multiprocessing.get_context("fork") if sys.platform.startswith("linux")
                       else multiprocessing.get_context())
            processors = (context.Array("i", worker_processors()) if self.affinity
                          else None)
            started = context.Value("i", 0) if self.affinity else None
            self._pool = context.Pool(self.workers, initializer=_worker_start,
                                      initargs=(os.getpid(), started, processors))
        return self._pool

    def run(self, jobs: Iterable[GameJob]) -> Iterator[tuple[GameJob, Line]]:
        """Results in the order of ``jobs``, at most ``AHEAD_PER_WORKER`` per worker queued."""
        pool = self._started()
        self._idle = False
        source = iter(jobs)
        pending: deque[AsyncResult[tuple[GameJob, Line]]] = deque(
            pool.apply_async(_run_job, (job,))
            for job in itertools.islice(source, AHEAD_PER_WORKER * self.workers))
        while pending:
            done = pending.popleft().get()
            for job in itertools.islice(source, 1):
                pending.append(pool.apply_async(_run_job, (job,)))
            yield done
        self._idle = True

    def close(self) -> None:
        """Let idle workers end their outside players' processes and exit; terminate
        them in the middle of games: no game goes on being played for nobody."""
        if self._pool is not None:
            if self._idle:
                self._pool.close()
            else:
                self._pool.terminate()
            self._pool.join()
            self._pool = None


def _worker_start(parent: int, started: Any = None, processors: Any = None) -> None:
    """Set up a worker: Ctrl-C is its parent's to handle, and it dies with its parent;
    given the shared count of ``started`` workers, it takes the next of ``processors``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the signal was asked for
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), name="watch-parent",
                     daemon=True).start()
    if started is not None and processors is not None and len(processors):
        with started.get_lock():
            index = started.value
            started.value += 1
        pin_thread(processors[index % len(processors)])  # for the worker's life
    keep_for_process()


def _watch_parent(parent: int) -> None:
    """End this worker once its parent is gone (where no parent-death signal exists)."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)


class DaskCluster:
    """Games played on a Dask distributed cluster, results as they finish (any order).

    The workers need qtgames and the game's plugin installed. A Python player's files are
    sent with its games; an engine's must be at the same path on every worker
    (``qtgames.tournament.shipping``).
    """

    def __init__(self, address: str, client: Any = None, players: Sequence[str] = ()) -> None:
        """Connect to the scheduler at ``address`` (or use ``client``, already connected)
        and get ``players`` ready to be sent; a BadInput before any game when a worker
        lacks an engine's file."""
        try:
            from distributed import Client
        except ImportError:
            raise BadInput("--cluster needs the Dask 'distributed' package: pip install "
                           "'qtgames[cluster]'") from None
        self._own = client is None
        try:
            self.client = (client if client is not None else Client(  # type: ignore[no-untyped-call]
                address, timeout=CONNECT_SECONDS))
        except (OSError, TimeoutError, ValueError) as error:
            raise BadInput("cannot reach the Dask scheduler at {address}: {reason}",
                           address=address, reason=str(error) or type(error).__name__) from None
        self._futures: list[Any] = []
        try:
            self.names = {name: absolute(name) for name in players}
            self.parcels: dict[str, Parcel] = {
                shipped: parcel for shipped in self.names.values()
                if (parcel := pack(shipped)) is not None}
            self._check_workers(sorted({path for shipped in self.names.values()
                                        for path in engine_files(shipped)}))
        except BaseException:
            self.close()
            raise

    def _check_workers(self, paths: list[str]) -> None:
        """A BadInput naming the first of ``paths`` a worker lacks."""
        if not paths:
            return
        lacking: dict[str, list[str]] = self.client.run(missing_files, paths)
        for worker, missing in sorted(lacking.items()):
            if missing:
                raise BadInput("the Dask worker {worker} has no file {path}: an engine's "
                               "files must be at the same path on every worker",
                               worker=worker, path=missing[0])

    def _width(self) -> int:
        workers = self.client.scheduler_info().get("workers", {})
        threads = sum(int(info.get("nthreads", 1)) for info in workers.values())
        return max(1, threads) * AHEAD_PER_WORKER

    def run(self, jobs: Iterable[GameJob]) -> Iterator[tuple[GameJob, Line]]:
        """Results as the cluster finishes them, a few games per worker thread queued."""
        from distributed import as_completed

        source = iter(jobs)
        first = [self._submit(job) for job in itertools.islice(source, self._width())]
        self._futures = list(first)
        if not first:
            return
        waiting = as_completed(first)  # type: ignore[no-untyped-call]
        for future in waiting:
            self._futures.remove(future)
            result: tuple[GameJob, Line] = future.result()
            for job in itertools.islice(source, 1):
                follow = self._submit(job)
                self._futures.append(follow)
                waiting.add(follow)  # type: ignore[no-untyped-call]
            yield result

    def _submit(self, job: GameJob) -> Any:
        """Send ``job`` to the cluster, with the parcels of its Python players."""
        names = {name: self.names.get(name, name) for name in job.seats}
        parcels = {shipped: self.parcels[shipped] for shipped in names.values()
                   if shipped in self.parcels}
        return self.client.submit(_run_shipped, job, names, parcels, pure=False)

    def close(self) -> None:
        """Cancel the games still queued and let go of the cluster."""
        if self._futures:
            self.client.cancel(self._futures)
            self._futures = []
        if self._own:
            self.client.close()


def _run_shipped(job: GameJob, names: Mapping[str, str],
                 parcels: Mapping[str, Parcel]) -> tuple[GameJob, Line]:
    """Play ``job`` on a worker, each player by its absolute name (``names``), a Python
    player from its unpacked parcel; the line names the players as ``job`` does."""
    seats = tuple(unpacked_name(names.get(name, name), parcels) for name in job.seats)
    line = play_job(replace(job, seats=seats))
    info = line["tournament"]
    info["players"] = list(job.seats)
    if info["forfeit"] is not None:  # named by the player's own path, not the copy's
        for played, original in zip(seats, job.seats, strict=True):
            if played != original and is_outside(played):
                info["forfeit"][1] = info["forfeit"][1].replace(
                    parse(played).target, parse(names[original]).target)
    return job, line


def make_executor(jobs: int, cluster: str | None = None,
                  on_move: MoveWatch | None = None, players: Sequence[str] = (),
                  affinity: bool = False) -> Executor:
    """The executor for ``jobs`` parallel games, or for the Dask scheduler ``cluster``
    (``players``, the run's, are sent there); ``on_move`` watches the moves of games
    played in this process (one at a time); ``affinity``: see ``InProcess``."""
    if cluster is not None:
        return DaskCluster(cluster, players=players)
    return (ProcessPool(jobs, affinity) if jobs > 1 else InProcess(on_move, affinity))


def default_jobs() -> int:
    """Parallel games by default: one fewer than the processors, at least one."""
    return max(1, (os.cpu_count() or 1) - 1)
