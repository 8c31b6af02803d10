"""A match's figures as fastchess reports them: the counts, the draw ratio, logistic Elo and
normalised Elo, each with its 95% interval.

With the games in pairs (games ``2k`` and ``2k + 1`` of a pairing: one opening, sides
swapped) the trial is a pair and its score A's points over both games, halved; otherwise
the trial is a game. Over ``N`` trials of mean score ``s`` and variance ``v`` per trial:

- logistic Elo ``-400 log10(1 / s - 1)``, its interval the Elo of ``s +- 1.96 sqrt(v / N)``;
- normalised Elo ``(s - 1/2) / sqrt(v) * 800 / ln 10`` for games, ``(s - 1/2) /
  sqrt(2 v) * 800 / ln 10`` for pairs (Michel Van den Bergh's normalised Elo, as
  fastchess computes it), its interval the same ``s +- 1.96 sqrt(v / N)`` carried over.

Normalised Elo measures how many trials a difference takes to show, whatever the draw
rate: the same normalised Elo needs the same number of games to be told apart.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from qtgames.tournament.book import Played
from qtgames.tournament.ratings import elo_difference

#: Normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054
#: Normalised Elo per unit of (score - 1/2) / standard deviation.
NELO_SCALE = 800 / math.log(10)


@dataclass(frozen=True)
class MatchStats:
    """A's wins, draws and losses, the pairs' pentanomial (None when the games are not in
    pairs), and the figures derived from them (None where undefined: no game, or a
    score of 0 or 1)."""

    wins: int
    draws: int
    losses: int
    pentanomial: tuple[int, ...] | None
    elo: float | None
    elo_margin: float | None
    nelo: float | None
    nelo_margin: float | None
    #: The likelihood that A is the stronger: the normal chance that A's true score per
    #: trial is above one half (None: no trial, or no spread).
    los: float | None = None

    @property
    def games(self) -> int:
        """Games counted."""
        return self.wins + self.draws + self.losses

    @property
    def draw_ratio(self) -> float | None:
        """The share of games drawn."""
        return self.draws / self.games if self.games else None

    def to_json(self) -> dict[str, object]:
        """The figures as a JSON object."""
        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 1) + 0.0  # no -0.0

        return {"wins": self.wins, "draws": self.draws, "losses": self.losses,
                "pentanomial": None if self.pentanomial is None else list(self.pentanomial),
                "draw_ratio": None if self.draw_ratio is None else round(self.draw_ratio, 4),
                "logistic_elo": {"difference": rounded(self.elo),
                                 "margin": rounded(self.elo_margin)},
                "normalised_elo": {"difference": rounded(self.nelo),
                                   "margin": rounded(self.nelo_margin)},
                "los": None if self.los is None else round(self.los, 4)}


def pentanomial(games: Sequence[Played]) -> tuple[int, ...]:
    """Pairs where A took 0, 1/2, 1, 3/2 and 2 points: games ``2k`` and ``2k + 1`` of a
    pairing, both finished (a game whose partner is missing is left out)."""
    halves: dict[tuple[str, int], list[float]] = {}
    for game in games:
        halves.setdefault((game.pairing, game.index // 2), []).append(game.a_points)
    counts = [0] * 5
    for points in halves.values():
        if len(points) == 2:
            counts[round(2 * sum(points))] += 1
    return tuple(counts)


@dataclass(frozen=True)
class ScoreInterval:
    """A's mean score per trial (a pair, or a game), its variance per trial, the number of
    trials, and the score's 95% interval ``low``-``high`` (clipped to 0-1 only when
    shown)."""

    score: float
    variance: float
    trials: int
    spread: float

    @property
    def margin(self) -> float:
        """Half the 95% interval's width."""
        return Z95 * math.sqrt(self.variance / self.trials) if self.trials else 0.0

    @property
    def low(self) -> float:
        """The interval's lower end."""
        return self.score - self.margin

    @property
    def high(self) -> float:
        """The interval's upper end."""
        return self.score + self.margin


def score_interval(games: Sequence[Played], paired: bool) -> ScoreInterval:
    """A's score over ``games`` with its 95% interval, over pairs when ``paired`` (and some
    pair is complete), else over games; no game: a score of 0 over no trial."""
    wins = sum(1 for game in games if game.a_points == 1)
    losses = sum(1 for game in games if game.a_points == 0)
    draws = len(games) - wins - losses
    penta = pentanomial(games) if paired else None
    if penta is not None and any(penta):
        trials = sum(penta)
        shares = [count / trials for count in penta]
        values = [0.0, 0.25, 0.5, 0.75, 1.0]
        spread = math.sqrt(2)
    else:
        trials = len(games)
        shares = [losses / trials, draws / trials, wins / trials] if trials else []
        values = [0.0, 0.5, 1.0]
        spread = 1.0
    if not trials:
        return ScoreInterval(0.0, 0.0, 0, spread)
    score = sum(share * value for share, value in zip(shares, values, strict=False))
    variance = sum(share * (value - score) ** 2
                   for share, value in zip(shares, values, strict=False))
    return ScoreInterval(score, variance, trials, spread)


def match_stats(games: Sequence[Played], paired: bool) -> MatchStats:
    """The figures of ``games`` (A's points), over pairs when ``paired``."""
    wins = sum(1 for game in games if game.a_points == 1)
    losses = sum(1 for game in games if game.a_points == 0)
    draws = len(games) - wins - losses
    penta = pentanomial(games) if paired else None
    interval = score_interval(games, paired)
    if not interval.trials:
        return MatchStats(wins, draws, losses, penta, None, None, None, None)
    score, variance, spread = interval.score, interval.variance, interval.spread
    elo = elo_margin = nelo = nelo_margin = None
    low, high = interval.low, interval.high
    if 0 < score < 1:
        elo = elo_difference(score)
        if low > 0 and high < 1:
            elo_margin = (elo_difference(high) - elo_difference(low)) / 2
    los = None
    if variance > 0:
        deviation = spread * math.sqrt(variance)
        nelo = (score - 0.5) / deviation * NELO_SCALE
        nelo_margin = (high - low) / 2 / deviation * NELO_SCALE
        error = math.sqrt(variance / interval.trials)
        los = 0.5 * (1 + math.erf((score - 0.5) / error / math.sqrt(2)))
    return MatchStats(wins, draws, losses, penta, elo, elo_margin, nelo, nelo_margin, los)
