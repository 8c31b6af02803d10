#!/usr/bin/env python3
"""Fit a game's review curves on self-play games and write them with its plugin.

    python tools/fit-calibration.py reversi --variant size=6 --variant size=8 --games 40

For each variant (``KEY=VALUE,...``, the game's options; none: the defaults) the strongest
level plays ``--games`` games against itself, ``--nodes`` nodes a move after a few random
moves, and a logistic curve of its search values (squashed beyond a knee where that
predicts better) against the final results is fitted on three quarters of them; the
held-out quarter's log-loss is printed beside that of the even 50%, and ``--per-game``
positions of each held-out game, evenly spaced, are written to
``tests/data/calibration/GAME.json`` for the test that compares the curve with random
play-outs. The curves go to the file the game names (``GameSpec.calibration``), or --out.
Several minutes per variant at most on a small machine.
"""

import argparse
import json
import random
import sys
from pathlib import Path

from qtgames.calibration import best_fit, curves_document, log_loss, self_play_positions
from qtgames.plugins import load_games
from qtgames.review import ReviewReach, _chance

#: Nodes a move for the self-play games; the review searches with as many.
NODES = 1000
#: The play-outs a position gets when a game has no curve, to compare with.
PLAYOUTS = ReviewReach(playouts=100, value_seconds=None)


def main() -> int:
    """Play, fit, report and write."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--nodes", type=int, default=NODES)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--per-game", type=int, default=4)
    args = parser.parse_args()
    spec = load_games().get(args.game)
    out = args.out or spec.calibration
    if out is None:
        print(f"{spec.id} names no calibration file: give --out", file=sys.stderr)
        return 2
    entries = []
    held_out: list[dict[str, object]] = []
    for variant in args.variant or [""]:
        given = dict(item.split("=", 1) for item in variant.split(",") if item)
        options = spec.options_from_args([f"{k}={v}" for k, v in given.items()])
        played = [self_play_positions(spec, options, seed, args.nodes)
                  for seed in range(args.games)]
        games = [[(value, result) for _, value, result in game] for game in played]
        cut = args.games * 3 // 4
        training = [sample for game in games[:cut] for sample in game]
        held = [sample for game in games[cut:] for sample in game]
        curve = best_fit(training)
        results = [result for _, result in held]
        print(f"{spec.id} {variant or 'defaults'}: {len(training)} positions, "
              f"scale {curve.scale:.5g}, offset {curve.offset:.4g}, knee {curve.knee}; "
              "held-out log-loss "
              f"{log_loss([curve.chance(v) for v, _ in held], results):.4f} "
              f"(even: {log_loss([0.5] * len(held), results):.4f})", flush=True)
        sampled = []
        for game in played[cut:]:
            step = max(1, len(game) // max(1, args.per_game))
            sampled.extend(game[::step])
        typed = {key: options[key] for key in given}
        held_out.extend({"options": typed, "position": state.position(), "value": value,
                         "result": result} for state, value, result in sampled)
        playouts = [_chance(state.view(state.to_move()), state.team_of(state.to_move()),
                            random.Random(index), PLAYOUTS, None)
                    for index, (state, _, _) in enumerate(sampled)]
        kept = [result for *_, result in sampled]
        print(f"  {len(sampled)} held-out positions kept: curve log-loss "
              f"{log_loss([curve.chance(value) for _, value, _ in sampled], kept):.4f}, "
              f"random play-outs {log_loss(playouts, kept):.4f}", flush=True)
        entries.append(({key: options[key] for key in given}, curve, len(training)))
    document = curves_document(entries, args.nodes)
    out.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    tests = Path(__file__).resolve().parent.parent / "tests" / "data" / "calibration"
    tests.mkdir(parents=True, exist_ok=True)
    (tests / f"{spec.id}.json").write_text(json.dumps(held_out) + "\n", encoding="utf-8")
    print(f"written to {out} and {tests / (spec.id + '.json')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
