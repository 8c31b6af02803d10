#!/usr/bin/env python3
"""Fit a game's review curve on games between its levels, and write it with its plugin.

    python tools/fit-calibration.py zen
    python tools/fit-calibration.py reversi --games 6 --games-file /tmp/reversi.jsonl
    python tools/fit-calibration.py reversi --variant size=6 --games 5

Every pairing of the game's levels (easy to hard against each other, and each against
itself) plays ``--games`` games for the fit and ``held_out_count(--games)`` games kept out
of it (at least ``MIN_HELD_OUT``), the two levels swapping sides from one game to the next.
Each game has its own seed, so its own start and deal of the cards: the fit's count up from
the bottom of the pairing's block of ``PAIRING_SEEDS`` seeds, the held-out games' down from
its top, so the two never meet and each game keeps its seed whatever ``--games`` says
(``plan``). Every position is judged as the review judges it (``qtgames.judged_games``); a
logistic curve of the strongest level's search values against the final results (squashed
beyond a knee where that predicts better, with what starting is worth where that predicts
better across games of at least ``MIN_SEEDS`` seeds) is fitted on the fit's games, and
replaces the variant's curve in the file the game names (``GameSpec.calibration``; the other
variants' curves are kept), with the number of games per pairing it was fitted on. Without
``--games``, that recorded number is used again, so that rerunning the tool for a game
rewrites its files byte for byte as long as its levels and the review play as they did (the
games are played on bounded nodes, not time; the calibration test plays a held-out game
again to tell when they no longer do). For the default options the held-out games (every
position judged) are written to ``tests/data/calibration/GAME.json``, which the calibration
test reads. ``--games-file`` keeps each game as it is played (one JSON line) and is read
again first, so a long run can stop and go on. ``qtgames bench --calibration GAME`` then
measures the curve on other games (seeds from ``qtgames.cli.calibration_bench.HELD_OUT`` up).
"""

import argparse
import json
import math
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qtgames.ai.values import WIN
from qtgames.calibration import best_fit, curves_document, log_loss
from qtgames.core.game import GameSpec, Level
from qtgames.core.options import OptionValue
from qtgames.judged_games import REVIEW_NODES, Judged, judged_game, pairings, write_games
from qtgames.plugins import load_games
from qtgames.reliability import calibration_report

#: Fewer seeds than this cannot tell what starting is worth from the luck of one start.
MIN_SEEDS = 4
#: Seeds set aside for each pairing's games: the fit's from the bottom, the held-out
#: games' from the top, each at most half of them.
PAIRING_SEEDS = 1000
#: Games per pairing the fit plays when neither ``--games`` nor the file says.
DEFAULT_GAMES = 6
#: The fewest held-out games per pairing: fewer leave the held-out score to a game's luck.
MIN_HELD_OUT = 3
#: Held-out games per pairing as a share of the fit's, where that is more than the least.
HELD_OUT_SHARE = 0.5
#: Where the games kept out of the fit go, for the test that the curve predicts them.
TESTS = Path(__file__).resolve().parent.parent / "tests" / "data" / "calibration"


@dataclass(frozen=True)
class Planned:
    """One game to play: its pairing of levels (weaker first), its seed, the levels by
    team, and whether it is kept out of the fit."""

    pairing: str
    seed: int
    levels: tuple[Level, Level]
    held_out: bool

    @property
    def key(self) -> str:
        """The game's name in a ``--games-file``."""
        return f"{self.pairing}-{self.seed}"


def held_out_count(games: int) -> int:
    """Held-out games per pairing for a fit of ``games`` games per pairing."""
    return max(MIN_HELD_OUT, math.ceil(games * HELD_OUT_SHARE))


def fit_seed(pairing: int, game: int) -> int:
    """The seed of the ``game``-th game of the fit in the ``pairing``-th pairing."""
    if not 0 <= game < PAIRING_SEEDS // 2:
        raise ValueError(f"at most {PAIRING_SEEDS // 2} games per pairing")
    return pairing * PAIRING_SEEDS + game


def held_out_seed(pairing: int, game: int) -> int:
    """The seed of the ``game``-th held-out game of the ``pairing``-th pairing."""
    if not 0 <= game < PAIRING_SEEDS // 2:
        raise ValueError(f"at most {PAIRING_SEEDS // 2} held-out games per pairing")
    return pairing * PAIRING_SEEDS + PAIRING_SEEDS - 1 - game


def plan(spec: GameSpec, games: int) -> list[Planned]:
    """The games of a fit of ``games`` games per pairing: the fit's, pairing by pairing,
    then the held-out ones in the same order (the order of the test's file)."""
    fitted: list[Planned] = []
    held: list[Planned] = []
    for index, (weaker, stronger) in enumerate(pairings(spec)):
        for count, seed_of, into in ((games, fit_seed, fitted),
                                     (held_out_count(games), held_out_seed, held)):
            for game in range(count):
                levels = (weaker, stronger) if game % 2 == 0 else (stronger, weaker)
                into.append(Planned(f"{weaker.name}-{stronger.name}", seed_of(index, game),
                                    levels, into is held))
    return fitted + held


def _played(spec: GameSpec, options: dict[str, OptionValue], planned: list[Planned],
            path: Path | None) -> list[list[Judged]]:
    """The judged games, read from ``path`` where already played there."""
    done: dict[str, list[Judged]] = {}
    if path is not None and path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            done[entry["key"]] = [Judged.from_json(item) for item in entry["positions"]]
    games = []
    for game in planned:
        if game.key not in done:
            done[game.key] = judged_game(spec, options, game.seed, game.levels)
            if path is not None:
                with path.open("a", encoding="utf-8") as out:
                    out.write(json.dumps({"key": game.key, "positions": [
                        judged.to_json() for judged in done[game.key]]}) + "\n")
            print(f"  {game.key}: {len(done[game.key])} positions", flush=True)
        games.append(done[game.key])
    return games


def _starter_counts(by_game: list[list[tuple[float, float, bool]]], seeds: list[int]
                    ) -> bool:
    """Whether a curve that counts what starting is worth predicts better, across games,
    than one that does not: fitted on the games of every other seed and tried on the
    rest, both ways (the positions of a game share its result, and the games of one seed
    its start and its cards, so only games of other seeds tell)."""
    if len(set(seeds)) < MIN_SEEDS:
        return False
    losses = {True: 0.0, False: 0.0}
    for fold in (0, 1):
        train = [sample for seed, game in zip(seeds, by_game, strict=True) if seed % 2 != fold
                 for sample in game]
        test = [sample for seed, game in zip(seeds, by_game, strict=True) if seed % 2 == fold
                for sample in game]
        if not train or not test:
            return False
        for counted in (True, False):
            curve = best_fit([sample if counted else sample[:2] for sample in train])
            losses[counted] += len(test) * log_loss(
                [curve.chance(value, started and counted) for value, _, started in test],
                [result for _, result, _ in test])
    print(f"  log-loss across games: {losses[True]:.1f} counting the starter, "
          f"{losses[False]:.1f} not", flush=True)
    return losses[True] < losses[False]


def _place(curves: list[dict[str, Any]], options: Mapping[str, OptionValue]) -> int | None:
    """Where the curve the review uses for ``options`` stands among a file's ``curves``:
    the first whose options all match (as ``qtgames.calibration.curve_for`` picks it)."""
    for index, entry in enumerate(curves):
        if all(options.get(key) == value for key, value in entry["options"].items()):
            return index
    return None


def recorded_games(out: Path, options: Mapping[str, OptionValue]) -> int | None:
    """Games per pairing the curve for ``options`` in ``out`` was fitted on, if it says."""
    if not out.exists():
        return None
    curves = json.loads(out.read_text(encoding="utf-8"))["curves"]
    place = _place(curves, options)
    games = None if place is None else curves[place].get("games_per_pairing")
    return games if isinstance(games, int) else None


def main() -> int:
    """Play, fit, report and write."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--variant", default="", help="KEY=VALUE,... (default: the defaults)")
    parser.add_argument("--games", type=int,
                        help="games per pairing for the fit (default: as the curve in the "
                             f"file was fitted, else {DEFAULT_GAMES})")
    parser.add_argument("--games-file", type=Path)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    spec = load_games().get(args.game)
    out = args.out or spec.calibration
    if out is None:
        print(f"{spec.id} names no calibration file: give --out", file=sys.stderr)
        return 2
    given = dict(item.split("=", 1) for item in args.variant.split(",") if item)
    options = spec.options_from_args([f"{k}={v}" for k, v in given.items()])
    if args.games is not None and not 0 < args.games <= PAIRING_SEEDS // 2:
        print(f"--games: from 1 to {PAIRING_SEEDS // 2}", file=sys.stderr)
        return 2
    count = args.games or recorded_games(out, options) or DEFAULT_GAMES
    planned = plan(spec, count)
    played = _played(spec, dict(options), planned, args.games_file)
    kept_out = [game for game, task in zip(played, planned, strict=True) if task.held_out]
    games = [game for game, task in zip(played, planned, strict=True) if not task.held_out]
    by_game = [[(judged.value, judged.result, judged.started) for judged in game
                if judged.value is not None and abs(judged.value) < WIN / 2]
               for game in games]
    starter = _starter_counts(by_game, [task.seed for task in planned if not task.held_out])
    everything = [sample for game in by_game for sample in game]
    curve = best_fit([sample if starter else sample[:2] for sample in everything])
    results = [result for _, result, _ in everything]
    print(f"{spec.id} {args.variant or 'defaults'}: {len(games)} games, {len(everything)} "
          f"positions, scale {curve.scale:.5g}, offset {curve.offset:.4g}, knee "
          f"{curve.knee}, starter {curve.starter:.4g}; log-loss "
          f"{log_loss([curve.chance(v, s) for v, _, s in everything], results):.4f} "
          f"(even: {log_loss([0.5] * len(everything), results):.4f})", flush=True)
    curves = json.loads(out.read_text(encoding="utf-8"))["curves"] if out.exists() else []
    place = _place(curves, options)
    # The curve the review used for these options is replaced where it stood, under its
    # own options; the other variants' curves are kept.
    named = curves[place]["options"] if place is not None else {
        key: options[key] for key in given}
    written = curves_document([(named, curve, len(everything))], REVIEW_NODES)
    written["curves"][0]["games_per_pairing"] = count
    if place is not None:
        curves[place] = written["curves"][0]
    else:
        curves.append(written["curves"][0])
    written["curves"] = curves
    out.write_text(json.dumps(written, indent=1) + "\n", encoding="utf-8")
    print(f"written to {out}")
    report = calibration_report(kept_out, curve)
    print(f"  {report.games} games kept out of the fit ({report.whole.positions} positions): "
          f"Brier {report.whole.brier:.4f} (constant 0.5: {report.whole.constant:.4f}, "
          f"skill {report.whole.skill:.3f})")
    if dict(options) == dict(spec.resolve_options({})):
        TESTS.mkdir(parents=True, exist_ok=True)
        write_games(TESTS / f"{spec.id}.json", kept_out)
        print(f"  written to {TESTS / (spec.id + '.json')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
