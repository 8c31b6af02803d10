"""``qtgames bench --calibration GAME``: how well the review's chance to win predicts the
results, on games the curve was not fitted on.

Every pairing of the game's levels (easy to hard against each other, and each against
itself) plays ``--games`` games, the two levels swapping sides from one game to the next,
from seeds the fit never uses (``tools/fit-calibration.py`` plays seeds below
``HELD_OUT``); every position is judged as the review judges it
(``qtgames.judged_games``). Printed: the Brier score of the chance against the mover's
final result beside that of a constant 0.5, whole, per pairing and per stage of the game;
the reliability table; the starter's chance beside its score. With ``--games-file``, the
games are read from a file of judged games (such as the games ``tools/fit-calibration.py``
kept out of the fit) rather than played; ``--save-games`` writes the games judged to such
a file.
"""

import argparse
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from qtgames.calibration import curve_for
from qtgames.cli.common import game, print_json, translator
from qtgames.cli.progress import Progress
from qtgames.core.errors import BadInput
from qtgames.core.rng import new_seed
from qtgames.judged_games import Judged, judged_game, pairings, read_games, write_games
from qtgames.reliability import CalibrationReport, Score, calibration_report
from qtgames.tournament.executors import default_jobs

#: Held-out games' seeds start here; the fit plays seeds below it.
HELD_OUT = 1_000_000
#: Games per pairing by default.
DEFAULT_GAMES = 4


def _play(game_id: str, seed: int, names: tuple[str, str]) -> list[Judged]:
    """One held-out game (in a worker process: everything passed is plain data)."""
    spec = game(game_id)
    levels = tuple(next(level for level in spec.levels if level.name == name)
                   for name in names)
    return judged_game(spec, spec.resolve_options({}), seed, levels)


def held_out_tasks(game_id: str, games: int, seed: int
                   ) -> list[tuple[str, int, tuple[str, str]]]:
    """The held-out games to play: (game, seed, levels by team), ``games`` per pairing,
    the levels swapping sides from one to the next, each game its own seed (its own start
    and deal of the cards), all at or above ``HELD_OUT``."""
    tasks: list[tuple[str, int, tuple[str, str]]] = []
    for weaker, stronger in pairings(game(game_id)):
        for index in range(games):
            names = ((weaker.name, stronger.name) if index % 2 == 0
                     else (stronger.name, weaker.name))
            tasks.append((game_id, HELD_OUT + seed % HELD_OUT * 1000 + len(tasks), names))
    return tasks


def held_out_games(game_id: str, games: int, seed: int, jobs: int,
                   bar: Progress | None = None) -> list[list[Judged]]:
    """``games`` judged games per pairing of ``game_id``'s levels from ``seed``."""
    tasks = held_out_tasks(game_id, games, seed)
    played: list[list[Judged]] = []
    if jobs <= 1:
        for task in tasks:
            played.append(_play(*task))
            if bar is not None:
                bar.advance()
        return played
    with ProcessPoolExecutor(jobs) as pool:
        for result in pool.map(_play, *zip(*tasks, strict=True)):
            played.append(result)
            if bar is not None:
                bar.advance()
    return played


def _score_line(name: str, score: Score) -> str:
    return f"  {name:<14} {score.positions:>6}  {score.brier:.3f}  {score.constant:.3f}  " \
           f"{score.skill:>5.0%}"


def print_report(game_id: str, report: CalibrationReport, games: int,
                 seed: int | None) -> None:
    """The report as text (``seed`` None: the games were read from a file)."""
    tr = translator(game(game_id))
    source = tr("seed {seed}", seed=seed) if seed is not None else tr("read from a file")
    print(tr("{game}: {games} held-out games ({per} per pairing of levels, {source}), "
             "{positions} positions, {exact} of them proved exactly (a game's last {tail} "
             "positions, median)", game=game_id, games=report.games, per=games,
             source=source, positions=report.whole.positions, exact=report.exact,
             tail=tr.number(report.exact_tail, None)))
    print(tr("Brier score of the chance against the mover's result, and of a constant 0.5:"))
    header = tr("positions")
    skill = tr("skill")  # outside the f-string, where extraction finds it
    print(f"  {'':<14} {header:>6}  {'chance':>5}  {'0.5':>5}  {skill:>5}")
    print(_score_line(tr("whole game"), report.whole))
    for name, score in report.stages.items():
        print(_score_line(tr(name), score))
    for name, score in report.pairings.items():
        print(_score_line(name, score))
    print(tr("Reliability: predicted chance, positions, mean prediction, points scored:"))
    for bucket in report.buckets:
        print(f"  {bucket.low:.1f}-{bucket.high:.1f}  {bucket.count:>6}  "
              f"{bucket.predicted:.2f}  {bucket.actual:.2f}")
    print(tr("The starter, wherever it is to move: mean chance {chance}, points {points}",
             chance=tr.number(report.starter[0], 2), points=tr.number(report.starter[1], 2)))
    print(tr("The starter's chance in its first position, and its score:"))
    for name, (chance, points) in report.starters.items():
        print(f"  {name:<14} {chance:.2f}  {points:.2f}")


def run_calibration(args: argparse.Namespace) -> int:
    """Play the held-out games of ``args.calibration`` and print the report."""
    spec = game(args.calibration)
    curve = curve_for(spec, spec.resolve_options({}))
    if curve is None:
        raise BadInput("{game} has no calibration curve", game=spec.id)
    if args.games_file is not None:
        if args.games is not None or args.seed is not None or args.jobs is not None:
            raise BadInput("--games-file: the games are read, not played (no --games, "
                           "--seed or --jobs)")
        try:
            played = read_games(Path(args.games_file))
        except ValueError as error:
            raise BadInput("{path} is not a file of judged games: {error}",
                           path=args.games_file, error=str(error)) from None
        kinds = {position.pairing for game in played for position in game}
        games = len(played) // max(1, len(kinds))
        seed: int | None = None
    else:
        games = args.games if args.games is not None else DEFAULT_GAMES
        seed = args.seed if args.seed is not None else new_seed()
        jobs = min(args.jobs, os.cpu_count() or 1) if args.jobs is not None else default_jobs()
        with Progress(games * len(pairings(spec)), "calibration") as bar:
            played = held_out_games(spec.id, games, seed, jobs, bar)
    if args.save_games is not None:
        write_games(Path(args.save_games), played)
    report = calibration_report(played, curve)
    if args.json:
        print_json({"game": spec.id, "seed": seed, "games_per_pairing": games,
                    **report.to_json()})
    else:
        print_report(spec.id, report, games, seed)
    return 0
