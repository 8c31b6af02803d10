"""A search value turned into a chance to win: logistic curves fitted on self-play games.

A game's strongest level values a position in its own units (pawns, material, a weighted
mix). A curve ``chance = 1 / (1 + exp(-(scale * value + offset)))`` fitted on the positions
of self-play games against their final results says what such a value is worth. Where small
values already say much and large ones little more (Chifoumi: half a point for winning the
ties decides most games, a lead of three points not always), the value is first squashed,
``sign(value) * ln(1 + |value| / knee)``: the fit tries a few knees and keeps the one that
predicts its games best, or none. Each plugin
keeps its curves in a small JSON file (``GameSpec.calibration``), one per option set that
changes the scale (Black & White: per board size); ``tools/fit-calibration.py`` writes it.
"""

import json
import math
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from qtgames.ai.values import WIN, team_points
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState

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

    def squash(self, value: float) -> float:
        """The value as the curve weighs it: itself, or squashed beyond the knee."""
        if self.knee is None:
            return value
        return math.copysign(math.log1p(abs(value) / self.knee), value)

    def chance(self, value: float) -> float:
        """The mover's chance to win, from 0 to 1; a proved win or loss is 1 or 0."""
        if value >= WIN / 2:
            return 1.0
        if value <= -WIN / 2:
            return 0.0
        x = self.scale * self.squash(value) + self.offset
        if x < -60:
            return 0.0
        return 1.0 / (1.0 + math.exp(-x)) if x < 60 else 1.0


#: A position's search value for its mover and the points the mover's side finally made.
Sample = tuple[float, float]


#: The knees the fit tries, as shares of the values' spread (besides none).
KNEES = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0)


def best_fit(samples: Sequence[Sample]) -> Curve:
    """The curve, with the knee or none, that best predicts the results it is fitted on
    (one number more to fit: it cannot learn the games by heart)."""
    spread = statistics.pstdev([value for value, _ in samples]) if samples else 0.0
    curves = [fit(samples)] + [fit(samples, knee=share * spread) for share in KNEES
                               if share * spread > 0]
    results = [result for _, result in samples]
    return min(curves, key=lambda curve: log_loss(
        [curve.chance(value) for value, _ in samples], results))


def fit(samples: Sequence[Sample], steps: int = 60, knee: float | None = None) -> Curve:
    """The logistic curve that best predicts the results (maximum likelihood, Newton's
    method on the values, squashed beyond ``knee`` if given, scaled to unit spread)."""
    if not samples:
        raise ValueError("no positions to fit a curve on")
    squash = Curve(1.0, 0.0, knee).squash
    samples = [(squash(value), result) for value, result in samples]
    spread = statistics.pstdev([value for value, _ in samples]) or 1.0
    a = b = 0.0
    for _ in range(steps):
        ga = gb = haa = hab = hbb = 0.0
        for value, result in samples:
            z = value / spread
            p = 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, a * z + b))))
            ga += (result - p) * z
            gb += result - p
            w = p * (1.0 - p) + 1e-9
            haa += w * z * z
            hab += w * z
            hbb += w
        haa += 1e-6
        hbb += 1e-6  # a tiny ridge keeps a perfectly separated set finite
        det = haa * hbb - hab * hab
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-9:
            break
    return Curve(a / spread, b, knee)


def log_loss(chances: Sequence[float], results: Sequence[float]) -> float:
    """Mean log-loss of ``chances`` against ``results`` (1 won, 0.5 drawn, 0 lost)."""
    total = 0.0
    for chance, result in zip(chances, results, strict=True):
        p = min(1.0 - EPSILON, max(EPSILON, chance))
        total -= result * math.log(p) + (1.0 - result) * math.log(1.0 - p)
    return total / len(chances)


def self_play_positions(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
                        nodes: int, random_moves: int = 4
                        ) -> list[tuple[AnyState, float, float]]:
    """One game of the strongest level against itself, each move searched with ``nodes``
    nodes after ``random_moves`` random ones (so that games differ): for each position
    whose search gave a value short of a proved result, a copy of it, that value (for the
    mover) and the points the mover's side finally made."""
    state = spec.new_state(options, seed)
    rng = random.Random(seed)
    level = spec.levels[-1]
    seen: list[tuple[AnyState, float, int]] = []
    while not state.is_over() and state.ply() < spec.max_plies:
        moves = state.legal_moves()
        if state.ply() < random_moves:
            state.play(rng.choice(moves))
            continue
        player = level.make(seed * 1000 + state.ply())
        player.seconds, player.max_nodes = None, nodes
        try:
            move = player.choose(state)
        finally:
            player.close()
        value = player.last_value
        if value is not None and abs(value) < WIN / 2:
            seen.append((state.copy(), value, state.team_of(state.to_move())))
        state.play(move)
    outcome = state.outcome() or state.adjudicate()
    return [(position, value, team_points(state, outcome, team))
            for position, value, team in seen]


def curves_document(entries: Sequence[tuple[Mapping[str, Any], Curve, int]],
                    nodes: int) -> dict[str, Any]:
    """The JSON document of a calibration file: (options, curve, positions) per curve."""
    return {"nodes": nodes, "curves": [
        {"options": dict(options), "scale": curve.scale, "offset": curve.offset,
         **({"knee": curve.knee} if curve.knee is not None else {}),
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
            if not (isinstance(scale, float | int) and isinstance(offset, float | int)
                    and isinstance(wanted, dict) and math.isfinite(scale)
                    and math.isfinite(offset)):
                return None
            if knee is not None and not (isinstance(knee, float | int) and math.isfinite(knee)
                                         and knee > 0):
                return None
            curves.append((wanted, Curve(float(scale), float(offset),
                                         None if knee is None else float(knee))))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    for wanted, curve in curves:
        if all(options.get(key) == value for key, value in wanted.items()):
            return curve
    return curves[-1][1] if curves else None
