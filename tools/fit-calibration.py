#!/usr/bin/env python3
"""Fit a game's review curve on games between its levels, and write it with its plugin.

    python tools/fit-calibration.py zen --games 5 --games-file /tmp/zen.jsonl
    python tools/fit-calibration.py reversi --variant size=8 --games 3
    python tools/fit-calibration.py reversi --variant size=6 --games 5

Every pairing of the game's levels (easy to hard against each other, and each against
itself) plays ``--games`` games (each its own seed, below the held-out games' seeds, so each its
own start and deal of the cards; the two levels swapping sides), every
position judged as the review judges it (``qtgames.judged_games``); a logistic curve of the
strongest level's search values against the final results (squashed beyond a knee where
that predicts better, with what starting is worth where that predicts better across
games of at least ``MIN_SEEDS`` seeds) is fitted on them, and replaces the
variant's curve in the file the game names (``GameSpec.calibration``; the other variants'
curves are kept). The last ``--test-games`` games of each pairing are kept out of the fit
and, for the default options, written (every position judged) to
``tests/data/calibration/GAME.json`` for the test that the curve predicts them.
``--games-file`` keeps each game as it is played (one JSON line) and is read again first,
so a long run can stop and go on. ``qtgames bench --calibration GAME``
then measures the curve on other games (other seeds).
"""

import argparse
import json
import sys
from pathlib import Path

from qtgames.ai.values import WIN
from qtgames.calibration import best_fit, curves_document, log_loss
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.judged_games import REVIEW_NODES, Judged, judged_game, pairings
from qtgames.plugins import load_games
from qtgames.reliability import calibration_report

#: Fewer seeds than this cannot tell what starting is worth from the luck of one start.
MIN_SEEDS = 4
#: Seeds set aside for each pairing's games.
PAIRING_SEEDS = 1000
#: Where the games kept out of the fit go, for the test that the curve predicts them.
TESTS = Path(__file__).resolve().parent.parent / "tests" / "data" / "calibration"


def _games(spec: GameSpec, options: dict[str, OptionValue], count: int,
           path: Path | None) -> list[list[Judged]]:
    """The judged games, read from ``path`` where already played there."""
    done: dict[str, list[Judged]] = {}
    if path is not None and path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            done[entry["key"]] = [Judged.from_json(item) for item in entry["positions"]]
    games = []
    for index, (weaker, stronger) in enumerate(pairings(spec)):
        for game_index in range(count):
            seed = fit_seed(index, game_index)
            key = f"{weaker.name}-{stronger.name}-{seed}"
            if key not in done:
                levels = ((weaker, stronger) if game_index % 2 == 0
                          else (stronger, weaker))
                done[key] = judged_game(spec, options, seed, levels)
                if path is not None:
                    with path.open("a", encoding="utf-8") as out:
                        out.write(json.dumps({"key": key, "positions": [
                            judged.to_json() for judged in done[key]]}) + "\n")
                print(f"  {key}: {len(done[key])} positions", flush=True)
            games.append(done[key])
    return games


def fit_seed(pairing: int, game: int) -> int:
    """The seed of the ``game``-th game of the ``pairing``-th pairing: each game of the fit
    its own start and deal of the cards, all below the held-out games' seeds (and the
    same whatever ``--games`` says, so that a longer run goes on from a shorter one)."""
    if not 0 <= game < PAIRING_SEEDS:
        raise ValueError(f"at most {PAIRING_SEEDS} games per pairing")
    return pairing * PAIRING_SEEDS + game


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


def main() -> int:
    """Play, fit, report and write."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--variant", default="", help="KEY=VALUE,... (default: the defaults)")
    parser.add_argument("--games", type=int, default=6, help="games per pairing")
    parser.add_argument("--test-games", type=int, default=1,
                        help="the last games per pairing kept out of the fit, for the tests")
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
    games = _games(spec, dict(options), args.games, args.games_file)
    out_of_fit = [index % args.games >= args.games - args.test_games
                  for index in range(len(games))]
    kept_out = [game for game, out in zip(games, out_of_fit, strict=True) if out]
    games = [game for game, out in zip(games, out_of_fit, strict=True) if not out]
    by_game = [[(judged.value, judged.result, judged.started) for judged in game
                if judged.value is not None and abs(judged.value) < WIN / 2]
               for game in games]
    seeds = [fit_seed(index // args.games, index % args.games)
             for index, out in enumerate(out_of_fit) if not out]
    starter = _starter_counts(by_game, seeds)
    everything = [sample for game in by_game for sample in game]
    curve = best_fit([sample if starter else sample[:2] for sample in everything])
    results = [result for _, result, _ in everything]
    print(f"{spec.id} {args.variant or 'defaults'}: {len(games)} games, {len(everything)} "
          f"positions, scale {curve.scale:.5g}, offset {curve.offset:.4g}, knee "
          f"{curve.knee}, starter {curve.starter:.4g}; log-loss "
          f"{log_loss([curve.chance(v, s) for v, _, s in everything], results):.4f} "
          f"(even: {log_loss([0.5] * len(everything), results):.4f})", flush=True)
    typed = {key: options[key] for key in given}
    written = curves_document([(typed, curve, len(everything))], REVIEW_NODES)
    if out.exists():  # the variant's curve replaced where it stood, the others kept
        others = json.loads(out.read_text(encoding="utf-8"))["curves"]
        places = [index for index, entry in enumerate(others) if entry["options"] == typed]
        if places:
            others[places[0]] = written["curves"][0]
        else:
            others.append(written["curves"][0])
        written["curves"] = others
    out.write_text(json.dumps(written, indent=1) + "\n", encoding="utf-8")
    print(f"written to {out}")
    if kept_out and dict(options) == dict(spec.resolve_options({})):
        report = calibration_report(kept_out, curve)
        print(f"  {report.games} games kept out of the fit: Brier {report.whole.brier:.4f} "
              f"(constant 0.5: {report.whole.constant:.4f})")
        TESTS.mkdir(parents=True, exist_ok=True)
        (TESTS / f"{spec.id}.json").write_text(json.dumps(
            [[judged.to_json() for judged in game] for game in kept_out]) + "\n",
            encoding="utf-8")
        print(f"  written to {TESTS / (spec.id + '.json')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
