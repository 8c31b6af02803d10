"""The curves turning search values into chances to win: the fit, the file, and that each
shipped curve predicts held-out self-play games better than random play-outs do."""

import json
import math
import random
from pathlib import Path

import pytest

from qtgames.calibration import Curve, best_fit, curve_for, curves_document, fit, log_loss
from qtgames.review import ReviewReach, _chance

#: Positions of self-play games the curves were not fitted on, with the strongest level's
#: value and the final result (written by tools/fit-calibration.py).
HELD_OUT = Path(__file__).parents[1] / "data" / "calibration"
#: Each game, the play-outs per position for the chance the review used before the curves
#: (Zen's play-outs are long), and how many of its held-out positions are compared (None:
#: all). Where the curve wins by far, a seeded sample of them shows it as well as all do
#: (the play-outs are the costly part); Le Roi des Roses' margin is thin, so all count.
CALIBRATED = [("reversi", 100, 48), ("zen", 30, 48), ("roses", 100, None), ("duel", 100, 48),
              ("chifoumi", 100, None)]


def test_the_fit_finds_the_curve_the_results_were_drawn_from() -> None:
    rng = random.Random(5)
    truth = Curve(0.02, 0.3)
    samples = []
    for _ in range(4000):
        value = rng.uniform(-300, 300)
        samples.append((value, 1.0 if rng.random() < truth.chance(value) else 0.0))
    found = fit(samples)
    assert found.scale == pytest.approx(0.02, rel=0.15)
    assert found.offset == pytest.approx(0.3, abs=0.15)


def test_values_that_say_much_small_and_little_more_large_are_squashed() -> None:
    rng = random.Random(7)
    truth = Curve(2.0, 0.1, knee=25.0)  # 50 is worth 0.8 already, 400 not much more
    samples = []
    for _ in range(3000):
        value = rng.choice((-1, 1)) * rng.choice((50.0, 50.0, 100.0, 400.0))
        samples.append((value, 1.0 if rng.random() < truth.chance(value) else 0.0))
    results = [result for _, result in samples]
    found, straight = best_fit(samples), fit(samples)
    assert found.knee is not None
    assert log_loss([found.chance(v) for v, _ in samples], results) < log_loss(
        [straight.chance(v) for v, _ in samples], results)
    for value in (50.0, 400.0):
        assert found.chance(value) == pytest.approx(truth.chance(value), abs=0.05)


def test_a_curve_with_its_knee_goes_into_its_file_and_back(reversi, tmp_path: Path) -> None:
    path = tmp_path / "calibration.json"
    curve = Curve(1.5, -0.2, knee=30.0)
    path.write_text(json.dumps(curves_document([({}, curve, 10)], 1000)), encoding="utf-8")
    read = type(reversi)(**{**reversi.__dict__, "calibration": path})
    assert curve_for(read, reversi.resolve_options({})) == curve
    path.write_text(json.dumps(curves_document([({}, Curve(1.5, -0.2), 10)], 1000)),
                    encoding="utf-8")
    assert curve_for(read, reversi.resolve_options({})) == Curve(1.5, -0.2)


@pytest.mark.parametrize("game, playouts, positions", CALIBRATED)
def test_the_curve_predicts_held_out_games_better_than_playouts(
        registry, game: str, playouts: int, positions: int | None) -> None:
    spec = registry.get(game)
    held = json.loads((HELD_OUT / f"{game}.json").read_text(encoding="utf-8"))
    if positions is not None:
        held = random.Random(0).sample(held, positions)
    reach = ReviewReach(playouts=playouts, value_seconds=None)
    curved, played, results = [], [], []
    for index, sample in enumerate(held):
        options = spec.resolve_options(sample["options"])
        curve = curve_for(spec, options)
        assert curve is not None
        state = spec.from_position(sample["position"], options)
        mover = state.to_move()
        curved.append(curve.chance(sample["value"]))
        played.append(_chance(state.view(mover), state.team_of(mover), random.Random(index),
                              reach, None))
        results.append(sample["result"])
    assert len(results) >= 40
    assert log_loss(curved, results) < log_loss(played, results)


@pytest.mark.parametrize("content", ["", "[]", '{"curves": [{"scale": "x"}]}',
                                     '{"curves": [{"options": {}, "scale": 1e999, '
                                     '"offset": 0}]}',
                                     '{"curves": [{"options": {}, "scale": 1, "offset": 0, '
                                     '"knee": -3}]}'])
def test_a_broken_curve_file_is_no_curve(reversi, tmp_path: Path, content: str) -> None:
    path = tmp_path / "calibration.json"
    path.write_text(content, encoding="utf-8")
    broken = type(reversi)(**{**reversi.__dict__, "calibration": path})
    assert curve_for(broken, reversi.resolve_options({})) is None


def test_the_curve_of_a_board_size_is_its_own(reversi) -> None:
    six = curve_for(reversi, reversi.resolve_options({"size": 6}))
    eight = curve_for(reversi, reversi.resolve_options({"size": 8}))
    assert six is not None and eight is not None and six != eight
    assert eight.chance(math.inf) == 1.0 and eight.chance(-math.inf) == 0.0
