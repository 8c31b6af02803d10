"""``qtgames bench --ladder``: how far apart each game's levels are, as measured figures.

For every game (or the ``--game`` ones), a match of ``--games`` games per step of its
ladder: easy against random, medium against easy, hard against medium, and each level of
its own (Le Roi des Roses' tata-suzanne) against easy, the level listed later (the
stronger) as A. Each step is a ``qtgames match`` (the same tournament machinery): game
pairs start from the game's shipped balanced openings, sides swapped within each pair
(``--no-openings``: from the start). Every game's chance, its cards included, comes from
``--seed`` (the players are the game's own levels, which see only what their seat may
see), so the same seed plays the same games again wherever the levels are bounded by
nodes rather than by the clock. Per step: A's score, its 95% interval, the
distinct games and whether the step reaches ``GOAL``.
"""

import argparse
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from qtgames.cli.common import game, print_json, registry, translator
from qtgames.cli.progress import Progress
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.rng import new_seed
from qtgames.tournament.executors import default_jobs
from qtgames.tournament.games import Line
from qtgames.tournament.runner import Tournament, TournamentConfig, run_tournament
from qtgames.tournament.stats import score_interval

#: The score each step should reach: the higher level wins three points in four.
GOAL = 0.75
#: Games per step by default: 50 pairs, an interval of about +-0.08.
DEFAULT_GAMES = 100
#: The usual levels, weakest first; "random" is below them all.
STANDARD = ("easy", "medium", "hard")
#: Exit code of a ladder stopped by Ctrl-C, after the steps finished so far.
EXIT_INTERRUPTED = 130


@dataclass(frozen=True)
class Step:
    """One step of a ladder: level ``a`` (expected the stronger) against ``b``."""

    game: str
    a: str
    b: str


@dataclass(frozen=True)
class StepResult:
    """A step's figures: A's score with its 95% interval, games and distinct games."""

    step: Step
    games: int
    score: float
    low: float
    high: float
    distinct: int
    seconds: float

    @property
    def reached(self) -> bool:
        """True when the score reaches ``GOAL``."""
        return self.games > 0 and self.score >= GOAL

    def to_json(self) -> dict[str, object]:
        """The step as one row of ``--json``'s table."""
        return {"game": self.step.game, "a": self.step.a, "b": self.step.b,
                "games": self.games, "score": round(self.score, 4),
                "low": round(max(0.0, self.low), 4), "high": round(min(1.0, self.high), 4),
                "distinct_games": self.distinct, "goal_reached": self.reached,
                "seconds": round(self.seconds, 1)}


def steps_of(spec: GameSpec) -> list[Step]:
    """The ladder of ``spec``'s levels: each usual level against the one below it (random
    below the weakest), weakest first (the fastest steps first), then each other level
    against the weakest usual one, the one the game lists later as A (a game lists its
    levels weakest first)."""
    names = [level.name for level in spec.levels]
    usual = [name for name in STANDARD if name in names] or names[:1]
    chain = ["random", *usual]
    ladder = [Step(spec.id, chain[i], chain[i - 1]) for i in range(1, len(chain))]
    base = usual[0]
    for name in names:
        if name not in usual:
            stronger, weaker = ((base, name) if names.index(name) < names.index(base)
                                else (name, base))
            ladder.append(Step(spec.id, stronger, weaker))
    return ladder


def step_config(step: Step, games: int, seed: int, openings: bool,
                jobs: int) -> TournamentConfig:
    """The match of ``step``: ``games`` games from ``seed`` with the game's default
    options, from its shipped openings when ``openings``, its cards from the seed (only the
    program's own levels play)."""
    return TournamentConfig(game=step.game, players=(step.a, step.b), games=games, seed=seed,
                            book=openings, jobs=jobs, seeded_cards=True)


def play_step(step: Step, config: TournamentConfig,
              on_game: Callable[[Tournament, Line], None] | None = None
              ) -> tuple[StepResult, bool]:
    """Play ``step``'s match; its figures, and True when it was stopped by Ctrl-C."""
    start = time.monotonic()
    tournament = run_tournament(config, on_game_done=on_game, lookup=game)
    book = tournament.counted
    interval = score_interval(book.order, tournament.format.paired)
    # The share of A's points over every game (pairs or not): what ``match`` prints.
    points = sum(played.a_points for played in book.order)
    games = len(book.order)
    score = points / games if games else 0.0
    margin = interval.margin if interval.trials else 0.0
    return (StepResult(step, games, score, score - margin, score + margin, book.distinct(),
                       time.monotonic() - start), tournament.interrupted)


def _line(result: StepResult) -> str:
    tr = translator(game(result.step.game))
    verdict = tr("reached") if result.reached else tr("not reached")
    return tr("{game}: {a} against {b}: {score} ({low} to {high}), {games} games, "
              "{distinct} distinct, goal {goal} {verdict} ({seconds} s)",
              game=result.step.game, a=result.step.a, b=result.step.b,
              score=tr.number(result.score, 2), low=tr.number(max(0.0, result.low), 2),
              high=tr.number(min(1.0, result.high), 2), games=result.games,
              distinct=result.distinct, goal=tr.number(GOAL, None), verdict=verdict,
              seconds=tr.number(result.seconds, 0))


def check_ladder_args(args: argparse.Namespace) -> None:
    """Refuse the ``bench`` arguments that only make sense with or without ``--ladder``."""
    calibration = getattr(args, "calibration", None) is not None
    if args.ladder and (args.startup or args.bundle):
        raise BadInput("--ladder and --startup: one or the other")
    if calibration and (args.ladder or args.startup or args.bundle or args.game):
        raise BadInput("--calibration goes alone: its game is named after it")
    for name in ("games_file", "save_games"):
        if not calibration and getattr(args, name, None) is not None:
            raise BadInput("--{name} is for --calibration", name=name.replace("_", "-"))
    if not args.ladder:
        if not calibration:
            for name in ("games", "seed", "jobs"):
                if getattr(args, name) is not None:
                    raise BadInput("--{name} is for --ladder", name=name)
        if args.no_openings:
            raise BadInput("--{name} is for --ladder", name="no-openings")


def run_ladder(args: argparse.Namespace) -> int:
    """Play every step of the chosen games' ladders and print the table."""
    specs = [game(game_id) for game_id in args.game] if args.game else list(
        registry().games.values())
    games = args.games if args.games is not None else DEFAULT_GAMES
    seed = args.seed if args.seed is not None else new_seed()
    # At most one game per processor: more would only slow every game down.
    jobs = min(args.jobs, os.cpu_count() or 1) if args.jobs is not None else default_jobs()
    ladder = [step for spec in specs for step in steps_of(spec)]
    results: list[StepResult] = []
    interrupted = False
    tr = translator()
    with Progress(games * len(ladder), "ladder") as bar:
        for step in ladder:
            before, started = len(results) * games, time.monotonic()

            def done(tournament: Tournament, _line: Line, before: int = before,
                     step: Step = step, started: float = started) -> None:
                # The steps differ in speed: the time left is told for this step alone.
                spent = time.monotonic() - started
                left = spent / tournament.done * (games - tournament.done)
                bar.update(before + tournament.done, games * len(ladder),
                           f"{step.game} {step.a}-{step.b}: ~{left:.0f}s left in this step")

            result, interrupted = play_step(
                step, step_config(step, games, seed, not args.no_openings, jobs), done)
            results.append(result)
            if not args.json:
                if bar.enabled:
                    sys.stderr.write("\r\x1b[K")
                print(_line(result), flush=True)
            if interrupted:
                break
    if args.json:
        print_json({"seed": seed, "games_per_step": games, "openings": not args.no_openings,
                    "goal": GOAL, "steps": [result.to_json() for result in results],
                    **({"interrupted": True} if interrupted else {})})
    else:
        print(tr("seed {seed}, {games} games per step, {start}", seed=seed, games=games,
                 start=tr("from the start") if args.no_openings
                 else tr("from the shipped openings, sides swapped in each pair")))
    if interrupted:
        print(tr("qtgames: interrupted: the steps finished so far are shown"),
              file=sys.stderr)
        return EXIT_INTERRUPTED
    return 0
