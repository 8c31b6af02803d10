"""``qtgames match`` and ``qtgames tournament``: series of computer games.

Game ``i`` of pairing ``p`` uses seed ``derive_seed(seed, p, i)`` and gives A the first
side when ``i`` is even, the second when odd, so colours alternate and a series replays
exactly (wherever the players are bounded by nodes rather than by the clock).
"""

import argparse
import itertools
import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from qtgames.ai.arena import GameResult, median, play_game, seats_for
from qtgames.cli.common import check_player, game, positive, print_json
from qtgames.cli.progress import Progress
from qtgames.core.errors import BadInput
from qtgames.core.options import OptionValue
from qtgames.core.rng import derive_seed


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

    def to_json(self) -> dict[str, object]:
        """The match document other tools rely on."""
        return {"games": self.games, "a": self.a, "b": self.b, "a_wins": self.a_wins,
                "b_wins": self.b_wins, "draws": self.draws, "a_score": round(self.a_score, 4),
                "seconds_per_move": {"a": round(median(self.a_seconds), 4),
                                     "b": round(median(self.b_seconds), 4)},
                "seconds_per_turn": {"a": round(median(self.a_turn_seconds), 4),
                                     "b": round(median(self.b_turn_seconds), 4)}}


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


def _play_all(jobs: list[_Job], workers: int, label: str) -> Iterator[tuple[_Job, GameResult]]:
    with Progress(len(jobs), label) as bar:
        if workers <= 1:
            for job in jobs:
                yield _run_job(job)
                bar.advance()
            return
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for done in pool.map(_run_job, jobs):
                yield done
                bar.advance()


def _series(args: argparse.Namespace, pairs: list[tuple[str, str]]) -> list[PairingScore]:
    spec = game(args.game)
    for name in {name for pair in pairs for name in pair}:
        check_player(spec, name)
    positive(args.games, "--games")
    workers = min(positive(args.jobs, "--jobs"), os.cpu_count() or 1)
    options = spec.options_from_args(args.option)
    scores = [PairingScore(a, b) for a, b in pairs]
    jobs = [job for number, (a, b) in enumerate(pairs)
            for job in _jobs(spec.id, options, args.seed, number, a, b, args.games)]
    for job, result in _play_all(jobs, workers, args.command):
        scores[job.pairing].add(result, list(job.a_seats))
    return scores


def run_match(args: argparse.Namespace) -> int:
    """Play ``--games`` games of A against B and print the score."""
    (score,) = _series(args, [(args.a, args.b)])
    if args.json:
        document = score.to_json()
        del document["a"], document["b"]
        print_json(document)
        return 0
    seconds = score.to_json()["seconds_per_move"]
    print(f"{args.game}: {score.a} (A) against {score.b} (B), {score.games} games")
    print(f"  A wins {score.a_wins}, B wins {score.b_wins}, draws {score.draws}")
    print(f"  A scores {score.a_score:.3f}")
    print(f"  median seconds per move: A {seconds['a']:.3f}, B {seconds['b']:.3f}")  # type: ignore[index]
    turns = score.to_json()["seconds_per_turn"]
    print(f"  median seconds per turn: A {turns['a']:.3f}, B {turns['b']:.3f}")  # type: ignore[index]
    return 0


def run_tournament(args: argparse.Namespace) -> int:
    """Every player against every other, ``--games`` games per pairing; print standings."""
    players = list(dict.fromkeys(args.players))
    if len(players) < 2:
        raise BadInput("a tournament needs at least two different players")
    scores = _series(args, list(itertools.combinations(players, 2)))
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
                                   "score": round(points[name] / played[name], 4)}
                                  for name in standings]})
        return 0
    width = max(len(name) for name in players)
    print(f"{args.game}: tournament, {args.games} games per pairing")
    for score in scores:
        print(f"  {score.a:>{width}} - {score.b:<{width}}  "
              f"{score.a_wins + 0.5 * score.draws:g} - {score.b_wins + 0.5 * score.draws:g}")
    print("Standings:")
    for rank, name in enumerate(standings, start=1):
        print(f"  {rank}. {name:<{width}}  {points[name]:g} / {played[name]}")
    return 0
