"""Ratings on the Elo scale by maximum likelihood over all games (Bradley-Terry).

As Ordo and BayesElo do, and unlike a sequential Elo update, the ratings are the values
that make the games played most likely at once, whatever their order: player ``i`` scores
against ``j`` with expectation ``1 / (1 + 10 ** ((r_j - r_i) / 400))``, a draw counting
half a point. The ratings average 0. Each pair of players who met also gets one virtual
draw (``PRIOR_DRAWS``; BayesElo's default prior is two), so that a player who won or lost
every game still has a finite rating.

The 95% interval of each rating comes from the curvature of the log-likelihood at its
maximum (the inverse of the Fisher information), and the likelihood of superiority (LOS)
of a player over the next one down is the probability, under the same normal
approximation, that its true rating is the higher.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from qtgames.tournament.book import Played

#: Elo points per unit of the logistic scale.
SCALE = 400 / math.log(10)
#: Virtual draws added between each pair of players who met.
PRIOR_DRAWS = 1.0
#: Normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054
#: Keeps players with no game between them (early in a run) from making the fit singular.
_RIDGE = 1e-9


@dataclass(frozen=True)
class Rating:
    """One player's rating, its 95% interval half-width, and its record."""

    player: str
    elo: float
    margin: float
    games: int
    points: float
    #: Likelihood of superiority over the next player in the table (None for the last).
    los_next: float | None

    @property
    def score(self) -> float:
        """The share of points taken (0 with no game)."""
        return self.points / self.games if self.games else 0.0

    def to_json(self) -> dict[str, object]:
        """The rating as a JSON object (its margin null when the player has no game:
        nothing bounds its rating then)."""
        return {"player": self.player, "elo": round(self.elo, 1),
                "margin": round(self.margin, 1) if self.games else None,
                "games": self.games, "points": self.points,
                "score": round(self.score, 4),
                "los_next": None if self.los_next is None else round(self.los_next, 4)}


@dataclass(frozen=True)
class Ratings:
    """The rating table, best first."""

    table: list[Rating]

    def by_player(self) -> dict[str, Rating]:
        """Each player's rating by name."""
        return {rating.player: rating for rating in self.table}


def pair_tables(players: Sequence[str], games: Sequence[Played]
                ) -> tuple[list[list[float]], list[list[float]]]:
    """Games played and points taken, ``[i][j]`` for player ``i`` against ``j``."""
    index = {name: number for number, name in enumerate(players)}
    size = len(players)
    count = [[0.0] * size for _ in range(size)]
    points = [[0.0] * size for _ in range(size)]
    for game in games:
        i, j = index[game.a], index[game.b]
        count[i][j] += 1
        count[j][i] += 1
        points[i][j] += game.a_points
        points[j][i] += game.b_points
    return count, points


def fit_ratings(players: Sequence[str], games: Sequence[Played]) -> Ratings:
    """The maximum-likelihood ratings of ``players`` from ``games``, best first."""
    players = list(players)
    raw_count, raw_points = pair_tables(players, games)
    count = [list(row) for row in raw_count]
    points = [list(row) for row in raw_points]
    size = len(players)
    for i in range(size):
        for j in range(size):
            if i != j and count[i][j]:
                count[i][j] += PRIOR_DRAWS
                points[i][j] += PRIOR_DRAWS / 2
    theta = [0.0] * size
    for _ in range(200):
        gradient, information = _derivatives(theta, count, points)
        step = solve(_centred(information), gradient)
        largest = max((abs(value) for value in step), default=0.0)
        if largest > 2.0:  # far from the top: move towards it in bounded steps
            step = [value * 2.0 / largest for value in step]
        theta = [value + change for value, change in zip(theta, step, strict=True)]
        mean = sum(theta) / size
        theta = [value - mean for value in theta]
        if largest < 1e-10:
            break
    _, information = _derivatives(theta, count, points)
    covariance = covariance_of(information)
    order = sorted(range(size), key=lambda i: (-theta[i], i))
    table = []
    for place, i in enumerate(order):
        los = None
        if place + 1 < len(order):
            j = order[place + 1]
            variance = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j]
            los = _normal_cdf((theta[i] - theta[j]) / math.sqrt(max(variance, 1e-300)))
        table.append(Rating(players[i], theta[i] * SCALE,
                            Z95 * math.sqrt(max(covariance[i][i], 0.0)) * SCALE,
                            round(sum(raw_count[i])), sum(raw_points[i]), los))
    return Ratings(table)


def _derivatives(theta: list[float], count: list[list[float]], points: list[list[float]]
                 ) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient and its information matrix (minus the Hessian)."""
    size = len(theta)
    gradient = [-_RIDGE * value for value in theta]
    information = [[0.0] * size for _ in range(size)]
    for i in range(size):
        information[i][i] += _RIDGE
        for j in range(size):
            if i == j or not count[i][j]:
                continue
            expected = 1 / (1 + math.exp(theta[j] - theta[i]))
            gradient[i] += points[i][j] - count[i][j] * expected
            weight = count[i][j] * expected * (1 - expected)
            information[i][i] += weight
            information[i][j] -= weight
    return gradient, information


def _centred(information: list[list[float]]) -> list[list[float]]:
    """``information`` plus ``J / n``: invertible, and the same on ratings averaging 0."""
    size = len(information)
    return [[value + 1 / size for value in row] for row in information]


def covariance_of(information: list[list[float]]) -> list[list[float]]:
    """The covariance of ratings averaging 0: the pseudo-inverse of the information."""
    size = len(information)
    inverse = invert(_centred(information))
    return [[value - 1 / size for value in row] for row in inverse]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == vector`` (Gaussian elimination, partial pivoting)."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        for r in range(size):
            if r != column and rows[r][column]:
                factor = rows[r][column] / lead
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column], strict=True)]
    return [rows[r][size] / rows[r][r] for r in range(size)]


def invert(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a square ``matrix``."""
    size = len(matrix)
    columns = [solve(matrix, [1.0 if r == c else 0.0 for r in range(size)])
               for c in range(size)]
    return [[columns[c][r] for c in range(size)] for r in range(size)]


def _normal_cdf(value: float) -> float:
    return 0.5 * (1 + math.erf(value / math.sqrt(2)))


def elo_difference(score: float) -> float:
    """The Elo difference that gives an expected ``score`` (0 < score < 1)."""
    return -400 * math.log10(1 / score - 1)
