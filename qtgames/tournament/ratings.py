"""Ratings on the Elo scale by maximum likelihood over all games (Bradley-Terry), as Ordo
computes them.

The ratings are the values that make the games played most likely at once, whatever their
order: player ``i`` scores against ``j`` with expectation ``1 / (1 + 10 ** ((r_j - r_i -
f) / 400))`` where ``f`` is the first-move advantage (fitted on request, 0 otherwise) when
``i`` holds the first seat, ``-f`` when ``j`` does, a draw counting half a point. Nothing
else enters: no prior, as in Ordo (Miguel Ballicora's Ordo, its default model). A prior of
virtual draws between each pair of players who met (as BayesElo does) is an option; it
pulls ratings together. Where the plain maximum does not exist (a player, or a group of
players, who won or lost every game against the rest: their rating would be infinite) one
virtual draw per pair who met is added and the table says so.

The ratings average ``offset`` (0 by default), or put the anchor player at its given
rating. The 95% interval of each rating comes from the curvature of the log-likelihood at
its maximum (the inverse of the Fisher information; with an anchor, relative to it), and
the likelihood of superiority (LOS) of a player over another is the probability, under the
same normal approximation, that its true rating is the higher.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from qtgames.core.errors import BadInput
from qtgames.tournament.book import Played

#: Elo points per unit of the logistic scale.
SCALE = 400 / math.log(10)
#: Virtual draws added between each pair of players who met when the plain maximum
#: likelihood does not exist.
PRIOR_DRAWS = 1.0
#: Largest anchor rating taken.
MAX_RATING = 10_000.0
#: Normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054
#: Keeps players with no game between them (early in a run) from making the fit singular.
_RIDGE = 1e-9


@dataclass(frozen=True)
class RatingModel:
    """How the ratings are fitted: the prior (None: plain maximum likelihood), the anchor
    (player, rating) or the average rating, and whether the first-move advantage is
    fitted."""

    prior_draws: float | None = None
    anchor: tuple[str, float] | None = None
    offset: float = 0.0
    first_move: bool = False

    @staticmethod
    def parse_anchor(text: str) -> tuple[str, float]:
        """``NAME=ELO`` as (name, rating)."""
        name, _, value = text.rpartition("=")
        try:
            rating = float(value)
        except ValueError:
            rating = math.nan
        if not name or not math.isfinite(rating) or abs(rating) > MAX_RATING:
            raise BadInput("--anchor takes NAME=ELO with ELO between -{limit} and {limit}, "
                           "not {text!r}", limit=int(MAX_RATING), text=text)
        return name, rating


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
        return {"player": self.player, "elo": round(self.elo, 1) + 0.0,
                "margin": round(self.margin, 1) if self.games else None,
                "games": self.games, "points": self.points,
                "score": round(self.score, 4),
                "los_next": None if self.los_next is None else round(self.los_next, 4)}


@dataclass(frozen=True)
class Ratings:
    """The rating table, best first; the LOS of each player over each other; the fitted
    first-move advantage (Elo, with its 95% half-interval) if asked for and defined; the
    virtual draws added per pair who met (0: plain maximum likelihood)."""

    table: list[Rating]
    los: dict[str, dict[str, float]]
    first_move: tuple[float, float] | None = None
    prior_draws: float = 0.0

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


#: Games of one kind: (i, j, first) -> [games, points of i]; ``first`` when i held the
#: first seat and the advantage is fitted.
_Table = dict[tuple[int, int, bool], list[float]]


def _tables(players: Sequence[str], games: Sequence[Played], first_move: bool,
            prior: float) -> _Table:
    index = {name: number for number, name in enumerate(players)}
    table: _Table = {}
    met: set[tuple[int, int]] = set()
    for game in games:
        i, j, points = index[game.a], index[game.b], game.a_points
        if first_move and game.a_first is False:
            i, j, points = j, i, 1 - points
        key = (i, j, bool(first_move and game.a_first is not None))
        entry = table.setdefault(key, [0.0, 0.0])
        entry[0] += 1
        entry[1] += points
        met.add((min(i, j), max(i, j)))
    for i, j in met:
        if prior:
            entry = table.setdefault((i, j, False), [0.0, 0.0])
            entry[0] += prior
            entry[1] += prior / 2
    return table


def plain_maximum_exists(players: Sequence[str], games: Sequence[Played]) -> bool:
    """Whether the ratings without prior are finite: among players who met, each group
    took some points from the rest of its connected part (the graph "took points from"
    is strongly connected within every part of the graph "met")."""
    count, points = pair_tables(players, games)
    size = len(players)

    def reach(start: int, edge: list[list[float]]) -> set[int]:
        seen, stack = {start}, [start]
        while stack:
            i = stack.pop()
            for j in range(size):
                if edge[i][j] > 0 and j not in seen:
                    seen.add(j)
                    stack.append(j)
        return seen

    return all(reach(start, count) == reach(start, points) for start in range(size))


def fit_ratings(players: Sequence[str], games: Sequence[Played],
                model: RatingModel | None = None) -> Ratings:
    """The maximum-likelihood ratings of ``players`` from ``games``, best first."""
    model = model or RatingModel()
    players = list(players)
    size = len(players)
    prior = model.prior_draws
    if prior is None:
        prior = 0.0 if plain_maximum_exists(players, games) else PRIOR_DRAWS
    first_move = model.first_move and _first_move_defined(games)
    table = _tables(players, games, first_move, prior)
    width = size + (1 if first_move else 0)
    theta = [0.0] * width
    for _ in range(200):
        gradient, information = _derivatives(theta, size, table)
        step = solve(_centred(information, size), gradient)
        largest = max((abs(value) for value in step), default=0.0)
        if largest > 2.0:  # far from the top: move towards it in bounded steps
            step = [value * 2.0 / largest for value in step]
        theta = [value + change for value, change in zip(theta, step, strict=True)]
        mean = sum(theta[:size]) / size
        theta = [value - mean for value in theta[:size]] + theta[size:]
        if largest < 1e-10:
            break
    _, information = _derivatives(theta, size, table)
    covariance = covariance_of(information, size)
    raw_count, raw_points = pair_tables(players, games)

    def variance(i: int, j: int) -> float:
        return max(covariance[i][i] + covariance[j][j] - 2 * covariance[i][j], 1e-300)

    def los(i: int, j: int) -> float:
        return _normal_cdf((theta[i] - theta[j]) / math.sqrt(variance(i, j)))

    if model.anchor is not None:
        anchor = players.index(model.anchor[0])
        shift = model.anchor[1] - theta[anchor] * SCALE
        margins = [0.0 if i == anchor else Z95 * math.sqrt(variance(i, anchor)) * SCALE
                   for i in range(size)]
    else:
        shift = model.offset
        margins = [Z95 * math.sqrt(max(covariance[i][i], 0.0)) * SCALE for i in range(size)]
    order = sorted(range(size), key=lambda i: (-theta[i], i))
    rows = []
    for place, i in enumerate(order):
        following = los(i, order[place + 1]) if place + 1 < len(order) else None
        rows.append(Rating(players[i], theta[i] * SCALE + shift, margins[i],
                           round(sum(raw_count[i])), sum(raw_points[i]), following))
    matrix = {players[i]: {players[j]: los(i, j) for j in range(size) if j != i}
              for i in range(size)}
    advantage = None
    if first_move:
        advantage = (theta[size] * SCALE,
                     Z95 * math.sqrt(max(covariance[size][size], 0.0)) * SCALE)
    return Ratings(rows, matrix, advantage, prior)


def _first_move_defined(games: Sequence[Played]) -> bool:
    """Whether the first seat neither won nor lost every game (its advantage finite)."""
    known = [game for game in games if game.a_first is not None]
    first = sum(game.a_points if game.a_first else game.b_points for game in known)
    return 0 < first < len(known)


def _derivatives(theta: list[float], size: int, table: _Table
                 ) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient and its information matrix (minus the Hessian);
    ``theta[size]``, if there, is the first-move advantage."""
    width = len(theta)
    gradient = [-_RIDGE * value for value in theta]
    information = [[0.0] * width for _ in range(width)]
    for i in range(width):
        information[i][i] += _RIDGE
    for (i, j, first), (count, points) in table.items():
        advantage = theta[size] if first and width > size else 0.0
        expected = 1 / (1 + math.exp(theta[j] - theta[i] - advantage))
        residual = points - count * expected
        weight = count * expected * (1 - expected)
        slope = {i: 1.0, j: -1.0}
        if first and width > size:
            slope[size] = 1.0
        for a, sa in slope.items():
            gradient[a] += sa * residual
            for b, sb in slope.items():
                information[a][b] += weight * sa * sb
    return gradient, information


def _centred(information: list[list[float]], size: int) -> list[list[float]]:
    """``information`` plus ``J / n`` on the first ``size`` rows and columns (the ratings):
    invertible, and the same on ratings averaging 0."""
    return [[value + (1 / size if i < size and j < size else 0.0)
             for j, value in enumerate(row)] for i, row in enumerate(information)]


def covariance_of(information: list[list[float]], size: int) -> list[list[float]]:
    """The covariance of ratings averaging 0 (and of any further parameter): the
    pseudo-inverse of the information."""
    inverse = invert(_centred(information, size))
    return [[value - (1 / size if i < size and j < size else 0.0)
             for j, value in enumerate(row)] for i, row in enumerate(inverse)]


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
