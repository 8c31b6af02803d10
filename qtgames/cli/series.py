"""``qtgames match`` and ``qtgames tournament``: series of computer games.

Game ``i`` of pairing ``p`` uses seed ``derive_seed(seed, p, i)`` and gives A the first
side when ``i`` is even, the second when odd, so colours alternate and a series replays
exactly (wherever the players are bounded by nodes rather than by the clock).

Games are made one at a time as the players get to them, never all at once. With
``--jobs`` above 1 they are played by a pool of worker processes that ignore Ctrl-C and die
with the command: one Ctrl-C stops the run, and the games finished so far are printed as a
partial result with exit code 130.
"""

import argparse
import ctypes
import itertools
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.pool import AsyncResult

from qtgames.ai.arena import GameResult, median, play_game, seats_for
from qtgames.cli.common import check_player, game, positive, print_json, translator
from qtgames.cli.progress import Progress
from qtgames.core.errors import BadInput
from qtgames.core.options import OptionValue
from qtgames.core.rng import derive_seed
from qtgames.players import with_seconds


@dataclass
class PairingScore:
    """Wins, draws and thinking times of A against B."""

    a: str
    b: str
    a_wins: int = 0
    b_wins: int = 0
    draws: int = 0
    a_seconds: list[float] = field(default_factory=list)
    b_seconds: list[float] = field(default_factory=list)
    a_turn_seconds: list[float] = field(default_factory=list)
    b_turn_seconds: list[float] = field(default_factory=list)
    #: Games lost by forfeit: ("a" or "b", the reason).
    forfeits: list[tuple[str, str]] = field(default_factory=list)

    @property
    def games(self) -> int:
        """Games counted so far."""
        return self.a_wins + self.b_wins + self.draws

    @property
    def a_score(self) -> float:
        """A's share of the points, draws counting half."""
        return (self.a_wins + 0.5 * self.draws) / self.games if self.games else 0.0

    def add(self, result: GameResult, a_seats: list[int]) -> None:
        """Count one game where A held ``a_seats``."""
        outcome = result.outcome
        if outcome.is_draw:
            self.draws += 1
        elif outcome.winners & set(a_seats):
            self.a_wins += 1
        else:
            self.b_wins += 1
        for seat, times in enumerate(result.seconds):
            (self.a_seconds if seat in a_seats else self.b_seconds).extend(times)
        for seat, times in enumerate(result.turn_seconds):
            (self.a_turn_seconds if seat in a_seats else self.b_turn_seconds).extend(times)
        if result.forfeit is not None:
            seat, reason = result.forfeit
            self.forfeits.append(("a" if seat in a_seats else "b", reason))

    def to_json(self) -> dict[str, object]:
        """The match document other tools rely on."""
        return {"games": self.games, "a": self.a, "b": self.b, "a_wins": self.a_wins,
                "b_wins": self.b_wins, "draws": self.draws, "a_score": round(self.a_score, 4),
                "seconds_per_move": {"a": round(median(self.a_seconds), 4),
                                     "b": round(median(self.b_seconds), 4)},
                "seconds_per_turn": {"a": round(median(self.a_turn_seconds), 4),
                                     "b": round(median(self.b_turn_seconds), 4)},
                "forfeits": [{"player": side, "reason": reason}
                             for side, reason in self.forfeits]}


@dataclass(frozen=True)
class _Job:
    game_id: str
    options: dict[str, OptionValue]
    seed: int
    seats: tuple[str, ...]
    a_seats: tuple[int, ...]
    pairing: int


def _run_job(job: _Job) -> tuple[_Job, GameResult]:
    return job, play_game(game(job.game_id), job.options, job.seed, job.seats)


def _jobs(game_id: str, options: dict[str, OptionValue], seed: int, pairing: int, a: str,
          b: str, games: int) -> Iterator[_Job]:
    spec = game(game_id)
    for index in range(games):
        seats, a_seats = seats_for(spec, options, a, b, a_team=index % 2)
        yield _Job(game_id, options, derive_seed(seed, pairing, index), tuple(seats), a_seats,
                   pairing)


#: Games handed to the pool ahead of the results, per worker: enough to keep every worker
#: busy, few enough that a long series never sits in memory.
AHEAD_PER_WORKER = 2
#: Exit code of a run stopped by Ctrl-C (128 + SIGINT), after its partial result.
EXIT_INTERRUPTED = 130
_PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


def _play_all(jobs: Iterable[_Job], total: int, workers: int,
              label: str) -> Iterator[tuple[_Job, GameResult]]:
    """Play ``jobs`` (``total`` of them) in order, drawing each only when a worker needs it."""
    with Progress(total, label) as bar:
        if workers <= 1:
            for job in jobs:
                yield _run_job(job)
                bar.advance()
            return
        for done in _play_in_pool(jobs, workers):
            yield done
            bar.advance()


def _play_in_pool(jobs: Iterable[_Job], workers: int) -> Iterator[tuple[_Job, GameResult]]:
    """Results in the order of ``jobs``, at most ``AHEAD_PER_WORKER`` games per worker queued.

    However this generator ends (done, Ctrl-C, an error, closed early), the workers are
    terminated before it returns: no game goes on being played for nobody.
    """
    # fork on Linux: workers start at once with the games already loaded, and are children
    # of this process, so the parent-death signal set in ``_worker_start`` reaches them.
    context = (multiprocessing.get_context("fork") if sys.platform.startswith("linux")
               else multiprocessing.get_context())
    pool = context.Pool(workers, initializer=_worker_start, initargs=(os.getpid(),))
    try:
        source = iter(jobs)
        pending: deque[AsyncResult[tuple[_Job, GameResult]]] = deque(
            pool.apply_async(_run_job, (job,))
            for job in itertools.islice(source, AHEAD_PER_WORKER * workers))
        while pending:
            done = pending.popleft().get()
            for job in itertools.islice(source, 1):
                pending.append(pool.apply_async(_run_job, (job,)))
            yield done
    finally:
        pool.terminate()
        pool.join()


def _worker_start(parent: int) -> None:
    """Set up a worker: Ctrl-C is its parent's to handle, and it dies with its parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the signal was asked for
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), name="watch-parent",
                     daemon=True).start()


def _watch_parent(parent: int) -> None:
    """End this worker once its parent is gone (where no parent-death signal exists)."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)


@dataclass
class _Series:
    """The scores of a series, and whether Ctrl-C stopped it before its last game."""

    scores: list[PairingScore]
    total: int
    interrupted: bool = False

    @property
    def games(self) -> int:
        """Games played, all pairings together."""
        return sum(score.games for score in self.scores)

    def exit_code(self) -> int:
        """0, or ``EXIT_INTERRUPTED`` after saying on stderr that the result is partial."""
        if not self.interrupted:
            return 0
        print(translator()("qtgames: interrupted: partial result of {games} of {total} "
                           "games", games=self.games, total=self.total), file=sys.stderr)
        return EXIT_INTERRUPTED


def _series(args: argparse.Namespace, pairs: list[tuple[str, str]]) -> _Series:
    spec = game(args.game)
    for name in {name for pair in pairs for name in pair}:
        check_player(spec, name)
    positive(args.games, "--games")
    workers = min(positive(args.jobs, "--jobs"), os.cpu_count() or 1)
    options = spec.options_from_args(args.option)
    series = _Series([PairingScore(a, b) for a, b in pairs], len(pairs) * args.games)
    jobs = (job for number, (a, b) in enumerate(pairs)
            for job in _jobs(spec.id, options, args.seed, number, a, b, args.games))
    try:
        for job, result in _play_all(jobs, series.total, workers, args.command):
            series.scores[job.pairing].add(result, list(job.a_seats))
    except KeyboardInterrupt:
        series.interrupted = True
    return series


def run_match(args: argparse.Namespace) -> int:
    """Play ``--games`` games of A against B and print the score."""
    series = _series(args, [(with_seconds(args.a, args.move_time),
                              with_seconds(args.b, args.move_time))])
    (score,) = series.scores
    if args.json:
        document = score.to_json()
        del document["a"], document["b"]
        if series.interrupted:
            document["interrupted"] = True
        print_json(document)
        return series.exit_code()
    print(f"{args.game}: {score.a} (A) against {score.b} (B), {score.games} games")
    print(f"  A wins {score.a_wins}, B wins {score.b_wins}, draws {score.draws}")
    print(f"  A scores {score.a_score:.3f}")
    print(f"  median seconds per move: A {median(score.a_seconds):.3f}, "
          f"B {median(score.b_seconds):.3f}")
    print(f"  median seconds per turn: A {median(score.a_turn_seconds):.3f}, "
          f"B {median(score.b_turn_seconds):.3f}")
    _print_forfeits(score)
    return series.exit_code()


def _print_forfeits(score: PairingScore) -> None:
    """One line per game lost by forfeit, with its reason."""
    if score.forfeits:
        print(f"  forfeits: {len(score.forfeits)}")
    for side, reason in score.forfeits:
        print(f"    {side.upper()} forfeits: {reason}")


def run_tournament(args: argparse.Namespace) -> int:
    """Every player against every other, ``--games`` games per pairing; print standings."""
    players = list(dict.fromkeys(with_seconds(name, args.move_time) for name in args.players))
    if len(players) < 2:
        raise BadInput("a tournament needs at least two different players")
    series = _series(args, list(itertools.combinations(players, 2)))
    scores = series.scores
    points = dict.fromkeys(players, 0.0)
    played = dict.fromkeys(players, 0)
    for score in scores:
        points[score.a] += score.a_wins + 0.5 * score.draws
        points[score.b] += score.b_wins + 0.5 * score.draws
        played[score.a] += score.games
        played[score.b] += score.games
    standings = sorted(players, key=lambda name: -points[name])
    if args.json:
        print_json({"games_per_pairing": args.games,
                    "pairings": [score.to_json() for score in scores],
                    "standings": [{"player": name, "points": points[name],
                                   "games": played[name],
                                   "score": round(points[name] / max(played[name], 1), 4)}
                                  for name in standings],
                    **({"interrupted": True} if series.interrupted else {})})
        return series.exit_code()
    width = max(len(name) for name in players)
    print(f"{args.game}: tournament, {args.games} games per pairing")
    for score in scores:
        print(f"  {score.a:>{width}} - {score.b:<{width}}  "
              f"{score.a_wins + 0.5 * score.draws:g} - {score.b_wins + 0.5 * score.draws:g}")
        _print_forfeits(score)
    print("Standings:")
    for rank, name in enumerate(standings, start=1):
        print(f"  {rank}. {name:<{width}}  {points[name]:g} / {played[name]}")
    return series.exit_code()
