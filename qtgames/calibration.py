"""A search value turned into a chance to win: logistic curves fitted on games between the
levels.

A game's strongest level values a position in its own units (pawns, material, a weighted
mix). A curve ``chance = 1 / (1 + exp(-(scale * value + offset)))`` fitted on the positions
of games between every pairing of the game's levels (``qtgames.judged_games``) against
their final results says what such a value is worth, whoever plays. Where small values
already say much and large ones little more, the value is first squashed,
``sign(value) * ln(1 + |value| / knee)``: the fit tries a few knees and keeps the one that
predicts its games best, or none. Where the games show that moving first is worth
something the evaluation does not count, ``starter`` adds it. Each plugin keeps its curves
in a small JSON file (``GameSpec.calibration``), one per option set that changes the scale
(Black & White: per board size), with the number of games per pairing of levels each
was fitted on; ``tools/fit-calibration.py`` writes it, and rerun the same way rewrites it
alike.
"""

import json
import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from qtgames.ai.values import WIN
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue

#: A calibration file larger than this is not read.
MAX_FILE_BYTES = 100_000
#: Chances are kept this far from 0 and 1 when scored by log-loss.
EPSILON = 0.01


@dataclass(frozen=True)
class Curve:
    """One fitted curve: for positions whose search value (for the mover) is ``value``."""

    scale: float
    offset: float
    #: Where values start to count less (see the module docstring); None: they never do.
    knee: float | None = None
    #: Added to the curve's argument when the mover's side is the one that started the
    #: game (what moving first is worth, which a game's evaluation may not count).
    starter: float = 0.0

    def squash(self, value: float) -> float:
        """The value as the curve weighs it: itself, or squashed beyond the knee."""
        if self.knee is None:
            return value
        return math.copysign(math.log1p(abs(value) / self.knee), value)

    def chance(self, value: float, started: bool = False) -> float:
        """The mover's chance to win, from 0 to 1, ``started`` when the mover's side is the
        one that moved first; a proved win or loss is 1 or 0."""
        if value >= WIN / 2:
            return 1.0
        if value <= -WIN / 2:
            return 0.0
        x = self.scale * self.squash(value) + self.offset + (self.starter if started else 0.0)
        if x < -60:
            return 0.0
        return 1.0 / (1.0 + math.exp(-x)) if x < 60 else 1.0


#: A position's search value for its mover and the points the mover's side finally made,
#: and, optionally, whether the mover's side started the game.
Sample = tuple[float, float] | tuple[float, float, bool]


#: The knees the fit tries, as shares of the values' spread (besides none).
KNEES = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0)


def _started(sample: Sample) -> bool:
    return len(sample) > 2 and bool(sample[2])


def best_fit(samples: Sequence[Sample]) -> Curve:
    """The curve, with the knee or none, that best predicts the results it is fitted on
    (one number more to fit: it cannot learn the games by heart)."""
    spread = statistics.pstdev([sample[0] for sample in samples]) if samples else 0.0
    curves = [fit(samples)] + [fit(samples, knee=share * spread) for share in KNEES
                               if share * spread > 0]
    results = [sample[1] for sample in samples]
    return min(curves, key=lambda curve: log_loss(
        [curve.chance(sample[0], _started(sample)) for sample in samples], results))


def fit(samples: Sequence[Sample], steps: int = 60, knee: float | None = None) -> Curve:
    """The logistic curve that best predicts the results (maximum likelihood, Newton's
    method on the values, squashed beyond ``knee`` if given, scaled to unit spread, and
    on whether the mover's side started when the samples say so)."""
    if not samples:
        raise ValueError("no positions to fit a curve on")
    squash = Curve(1.0, 0.0, knee).squash
    rows = [(squash(sample[0]), sample[1], 1.0 if _started(sample) else 0.0)
            for sample in samples]
    spread = statistics.pstdev([value for value, _, _ in rows]) or 1.0
    weights = [0.0, 0.0, 0.0]  # on the scaled value, the constant, the starter
    for _ in range(steps):
        gradient = [0.0, 0.0, 0.0]
        hessian = [[0.0] * 3 for _ in range(3)]
        for value, result, started in rows:
            features = (value / spread, 1.0, started)
            x = sum(w * f for w, f in zip(weights, features, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))
            w = p * (1.0 - p) + 1e-9
            for i in range(3):
                gradient[i] += (result - p) * features[i]
                for j in range(3):
                    hessian[i][j] += w * features[i] * features[j]
        for i in range(3):
            hessian[i][i] += 1e-6  # a tiny ridge keeps a perfectly separated set finite
        step = _solve3(hessian, gradient)
        weights = [w + d for w, d in zip(weights, step, strict=True)]
        if sum(abs(d) for d in step) < 1e-9:
            break
    return Curve(weights[0] / spread, weights[1], knee, weights[2])


def _solve3(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix``⁻¹ ``vector`` for a symmetric positive 3×3 matrix (Gaussian elimination)."""
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(3):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][3] / rows[i][i] if rows[i][i] else 0.0 for i in range(3)]


def log_loss(chances: Sequence[float], results: Sequence[float]) -> float:
    """Mean log-loss of ``chances`` against ``results`` (1 won, 0.5 drawn, 0 lost)."""
    total = 0.0
    for chance, result in zip(chances, results, strict=True):
        p = min(1.0 - EPSILON, max(EPSILON, chance))
        total -= result * math.log(p) + (1.0 - result) * math.log(1.0 - p)
    return total / len(chances)


def curves_document(entries: Sequence[tuple[Mapping[str, Any], Curve, int]],
                    nodes: int) -> dict[str, Any]:
    """The JSON document of a calibration file: (options, curve, positions) per curve."""
    return {"nodes": nodes, "curves": [
        {"options": dict(options), "scale": curve.scale, "offset": curve.offset,
         **({"knee": curve.knee} if curve.knee is not None else {}),
         **({"starter": curve.starter} if curve.starter else {}),
         "positions": positions} for options, curve, positions in entries]}


def curve_for(spec: GameSpec, options: Mapping[str, OptionValue]) -> Curve | None:
    """The game's curve for these options: the first whose options all match, else the
    last one listed (the nearest to larger variants); None when the game has no file or
    it cannot be read."""
    if spec.calibration is None:
        return None
    try:
        if spec.calibration.stat().st_size > MAX_FILE_BYTES:
            return None
        document = json.loads(spec.calibration.read_text(encoding="utf-8"))
        curves = []
        for entry in document["curves"]:
            scale, offset = entry["scale"], entry["offset"]
            wanted = entry["options"]
            knee = entry.get("knee")
            starter = entry.get("starter", 0.0)
            if not (isinstance(scale, float | int) and isinstance(offset, float | int)
                    and isinstance(wanted, dict) and math.isfinite(scale)
                    and math.isfinite(offset)):
                return None
            if knee is not None and not (isinstance(knee, float | int) and math.isfinite(knee)
                                         and knee > 0):
                return None
            if not (isinstance(starter, float | int) and math.isfinite(starter)):
                return None
            curves.append((wanted, Curve(float(scale), float(offset),
                                         None if knee is None else float(knee),
                                         float(starter))))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    for wanted, curve in curves:
        if all(options.get(key) == value for key, value in wanted.items()):
            return curve
    return curves[-1][1] if curves else None
