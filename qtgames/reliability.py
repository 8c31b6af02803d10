"""How well a chance to win predicts results: the Brier score, against a constant even
chance, and the reliability table (positions grouped by predicted chance, each group's mean
prediction beside the share of points its movers finally made).

The Brier score is the mean squared distance between the chance and the result (1 won,
0.5 drawn, 0 lost); the constant 0.5 scores 0.25 where no game is drawn, and a chance that
knows anything scores less. ``calibration_report`` sums up judged games whole, by pairing
of levels and by stage of the game (thirds of each game's positions), so that a chance that
only wakes up at the end does not hide behind a good average.
"""

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from qtgames.calibration import Curve
from qtgames.core.i18n import N_
from qtgames.judged_games import Judged

#: Predicted chances are grouped in this many equal buckets.
BUCKETS = 10
#: The stages a game's positions are split into, by their order in the game.
STAGES = (N_("opening"), N_("middle"), N_("end"))


def brier(chances: Sequence[float], results: Sequence[float]) -> float:
    """Mean squared distance between ``chances`` and ``results``."""
    if not chances:
        return 0.0
    return sum((chance - result) ** 2 for chance, result
               in zip(chances, results, strict=True)) / len(chances)


@dataclass(frozen=True)
class Bucket:
    """Positions whose predicted chance lay from ``low`` to ``high``: how many, their mean
    prediction and the mean points their movers made."""

    low: float
    high: float
    count: int
    predicted: float
    actual: float


def reliability(chances: Sequence[float], results: Sequence[float],
                buckets: int = BUCKETS) -> list[Bucket]:
    """The reliability table: one row per non-empty bucket of predicted chance."""
    grouped: list[list[tuple[float, float]]] = [[] for _ in range(buckets)]
    for chance, result in zip(chances, results, strict=True):
        grouped[min(buckets - 1, int(chance * buckets))].append((chance, result))
    return [Bucket(index / buckets, (index + 1) / buckets, len(group),
                   sum(chance for chance, _ in group) / len(group),
                   sum(result for _, result in group) / len(group))
            for index, group in enumerate(grouped) if group]


@dataclass(frozen=True)
class Score:
    """A set of positions' Brier score, the constant 0.5's, and how many there were."""

    positions: int
    brier: float
    constant: float

    @classmethod
    def of(cls, chances: Sequence[float], results: Sequence[float]) -> "Score":
        """The score of ``chances`` against ``results``."""
        return cls(len(chances), brier(chances, results), brier([0.5] * len(results),
                                                                  results))

    @property
    def skill(self) -> float:
        """The share of the constant's error the chance removes (1 perfect, 0 none)."""
        return 1.0 - self.brier / self.constant if self.constant else 0.0

    def to_json(self) -> dict[str, Any]:
        """The score as ``--json`` prints it."""
        return {"positions": self.positions, "brier": round(self.brier, 4),
                "constant": round(self.constant, 4), "skill": round(self.skill, 3)}


@dataclass(frozen=True)
class CalibrationReport:
    """Judged games summed up (see the module docstring): the whole, per pairing of levels,
    per stage, the reliability table, the positions the game proved exactly and how many
    of each game's last positions were proved (the median over the games), and how the
    starter's chance in its first position compares with its score, per pairing."""

    games: int
    whole: Score
    pairings: dict[str, Score]
    stages: dict[str, Score]
    buckets: list[Bucket]
    exact: int
    exact_tail: float
    starters: dict[str, tuple[float, float]]
    #: Over every position where the starter's side is to move: its mean chance and the
    #: mean points it finally made.
    starter: tuple[float, float]

    def to_json(self) -> dict[str, Any]:
        """The report as ``qtgames bench --calibration --json`` prints it."""
        return {"games": self.games, "whole": self.whole.to_json(),
                "exact_positions": self.exact, "exact_tail": self.exact_tail,
                "pairings": {name: score.to_json() for name, score in self.pairings.items()},
                "stages": {name: score.to_json() for name, score in self.stages.items()},
                "buckets": [{"low": bucket.low, "high": bucket.high, "count": bucket.count,
                             "predicted": round(bucket.predicted, 3),
                             "actual": round(bucket.actual, 3)} for bucket in self.buckets],
                "starters": {name: {"chance": round(chance, 3), "score": round(score, 3)}
                             for name, (chance, score) in self.starters.items()},
                "starter": {"chance": round(self.starter[0], 3),
                            "score": round(self.starter[1], 3)}}


def calibration_report(games: Sequence[Sequence[Judged]], curve: Curve) -> CalibrationReport:
    """Sum up ``games`` as judged with ``curve`` (positions without a chance are left
    out: the review looks through a forced move)."""
    chances: list[float] = []
    results: list[float] = []
    by_pairing: dict[str, tuple[list[float], list[float]]] = {}
    by_stage: dict[str, tuple[list[float], list[float]]] = {
        stage: ([], []) for stage in STAGES}
    starters: dict[str, list[tuple[float, float]]] = {}
    started: list[tuple[float, float]] = []
    exact = 0
    tails = []
    for game in games:
        tail = 0
        for position in reversed(game):
            if position.exact is None:
                break
            tail += 1
        tails.append(tail)
        judged = [(position, position.chance(curve)) for position in game]
        kept = [(position, chance) for position, chance in judged if chance is not None]
        for index, (position, chance) in enumerate(kept):
            chances.append(chance)
            results.append(position.result)
            exact += position.exact is not None
            if position.started:
                started.append((chance, position.result))
            pairing = by_pairing.setdefault(position.pairing, ([], []))
            stage = by_stage[STAGES[index * len(STAGES) // len(kept)]]
            for predicted, actual in (pairing, stage):
                predicted.append(chance)
                actual.append(position.result)
        first = next(((position, chance) for position, chance in kept if position.started),
                      None)
        if first is not None:
            starters.setdefault(first[0].pairing, []).append((first[1], first[0].result))
    return CalibrationReport(
        len(games), Score.of(chances, results),
        {name: Score.of(*pair) for name, pair in by_pairing.items()},
        {name: Score.of(*pair) for name, pair in by_stage.items() if pair[0]},
        reliability(chances, results), exact, statistics.median(tails) if tails else 0.0,
        {name: _means(pairs)
         for name, pairs in starters.items()}, _means(started))


def _means(pairs: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """The mean of each member of ``pairs`` (0.5 each when there are none)."""
    if not pairs:
        return 0.5, 0.5
    return (sum(first for first, _ in pairs) / len(pairs),
            sum(second for _, second in pairs) / len(pairs))

