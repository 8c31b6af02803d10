"""The sequential probability ratio test of a match: the generalized SPRT as fastchess runs
it (its ``model=logistic``).

H0: A is ``elo0`` logistic Elo stronger than B; H1: ``elo1`` stronger. Either hypothesis
fixes A's expected score per game, ``s = 1 / (1 + 10 ** (-elo / 400))``, and nothing
else. The generalized SPRT (Michel Van den Bergh, "Comments on Normalized Elo",
proposition 1.1) compares, for each hypothesis, the distribution of outcomes that makes the
games played most likely among those whose expected score is ``s``:

    LLR = N * sum_i p^_i * (log p1_i - log p0_i),  p_i = p^_i / (1 + theta (a_i - s))

where ``a_i`` are the outcomes' scores, ``p^_i`` their observed frequencies over ``N``
trials, and ``theta`` the root of ``sum_i p^_i (a_i - s) / (1 + theta (a_i - s)) = 0``
(the Lagrange multiplier of the constraint).

When the games come in pairs (the same opening twice, sides swapped) a trial is a pair,
scored 0, 1/4, 1/2, 3/4 or 1 (A's points over both games, halved): the pentanomial model,
which counts a pair's two games as the correlated trial they are. Otherwise a trial is a
game scored 0, 1/2 or 1: the trinomial model. As in fastchess a count of zero is taken as
one thousandth, so that a run of wins alone still has a finite ratio.

The test stops once LLR reaches ``log((1 - beta) / alpha)`` (H1 accepted) or falls to
``log(beta / (1 - alpha))`` (H0 accepted). Games are counted in the order of their number
(pairs as they complete), so a parallel run stops at the same game as a sequential one.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from qtgames.core.errors import BadInput
from qtgames.core.i18n import Translator
from qtgames.tournament.book import Played

#: A trial's scores: a game's (loss, draw, win), a pair's (0 to 2 points, halved).
TRINOMIAL = (0.0, 0.5, 1.0)
PENTANOMIAL = (0.0, 0.25, 0.5, 0.75, 1.0)
#: A count of zero, taken as this (as fastchess does).
REGULARIZE = 1e-3
#: Largest hypothesis (Elo) a test takes: beyond it the expected score rounds to 0 or 1.
MAX_ELO = 1000


@dataclass(frozen=True)
class Sprt:
    """The hypotheses (logistic Elo) and error rates of a test."""

    elo0: float = 0.0
    elo1: float = 50.0
    alpha: float = 0.05
    beta: float = 0.05

    @classmethod
    def parse(cls, words: list[str]) -> "Sprt":
        """``["elo0=0", "elo1=50", "alpha=0.05", "beta=0.05"]`` (any left out: default)."""
        values: dict[str, float] = {}
        for word in words:
            key, _, text = word.partition("=")
            if key not in ("elo0", "elo1", "alpha", "beta") or not text:
                raise BadInput("--sprt takes elo0=, elo1=, alpha= and beta=, not {word!r}",
                               word=word)
            try:
                values[key] = float(text)
            except ValueError:
                raise BadInput("--sprt {key} must be a number, not {text!r}", key=key,
                               text=text) from None
        test = cls(**values)
        if not (0 < test.alpha < 0.5 and 0 < test.beta < 0.5):
            raise BadInput("--sprt alpha and beta must be between 0 and 0.5")
        if not (math.isfinite(test.elo0) and math.isfinite(test.elo1)
                and test.elo0 < test.elo1):
            raise BadInput("--sprt needs elo0 below elo1")
        if not (test.elo0 >= -MAX_ELO and test.elo1 <= MAX_ELO):
            raise BadInput("--sprt elo0 and elo1 must be between -{limit} and {limit}",
                           limit=MAX_ELO)
        return test

    @property
    def bounds(self) -> tuple[float, float]:
        """The lower (accept H0) and upper (accept H1) log-likelihood ratio bounds."""
        return (math.log(self.beta / (1 - self.alpha)),
                math.log((1 - self.beta) / self.alpha))

    def llr(self, wins: float, draws: float, losses: float) -> float:
        """The trinomial log-likelihood ratio of H1 against H0 after these games."""
        return log_likelihood_ratio((losses, draws, wins), TRINOMIAL,
                                    expected_score(self.elo0), expected_score(self.elo1))

    def llr_pairs(self, pentanomial: Sequence[float]) -> float:
        """The pentanomial log-likelihood ratio after these pairs: ``pentanomial[k]``
        pairs where A took ``k / 2`` points."""
        return log_likelihood_ratio(pentanomial, PENTANOMIAL, expected_score(self.elo0),
                                    expected_score(self.elo1))

    def to_json(self) -> dict[str, float]:
        """The test's parameters."""
        return {"elo0": self.elo0, "elo1": self.elo1, "alpha": self.alpha,
                "beta": self.beta}


def expected_score(elo: float) -> float:
    """The expected score per game of a player ``elo`` logistic Elo stronger."""
    return 1 / (1 + 10 ** (-elo / 400))


def constrained_mle(counts: Sequence[float], scores: Sequence[float],
                    score: float) -> list[float]:
    """The outcome frequencies of mean ``score`` under which ``counts`` are most likely
    (zero counts regularized; ``scores`` increasing, ``score`` strictly between the
    first and the last)."""
    regular = [count if count > 0 else REGULARIZE for count in counts]
    total = sum(regular)
    observed = [count / total for count in regular]
    gaps = [value - score for value in scores]

    def slope(theta: float) -> tuple[float, float]:
        """The constraint's value at ``theta`` and its derivative (always negative)."""
        value = derivative = 0.0
        for share, gap in zip(observed, gaps, strict=True):
            term = gap / (1 + theta * gap)
            value += share * term
            derivative -= share * term * term
        return value, derivative

    # The root lies where every 1 + theta * gap stays positive.
    low, high = -1 / gaps[-1], -1 / gaps[0]
    theta = 0.0
    for _ in range(200):
        value, derivative = slope(theta)
        if abs(value) < 1e-14:
            break
        if value > 0:
            low = theta
        else:
            high = theta
        step = theta - value / derivative  # Newton, kept inside the bracket
        theta = step if low < step < high else (low + high) / 2
    return [share / (1 + theta * gap) for share, gap in zip(observed, gaps, strict=True)]


def log_likelihood_ratio(counts: Sequence[float], scores: Sequence[float], s0: float,
                         s1: float) -> float:
    """The generalized SPRT's log-likelihood ratio of mean score ``s1`` against ``s0``
    after ``counts[i]`` trials scoring ``scores[i]`` (0 before any trial)."""
    if not sum(counts):
        return 0.0
    regular = [count if count > 0 else REGULARIZE for count in counts]
    p0 = constrained_mle(counts, scores, s0)
    p1 = constrained_mle(counts, scores, s1)
    return sum(count * (math.log(one) - math.log(zero))
               for count, one, zero in zip(regular, p1, p0, strict=True))


class SprtWatch:
    """A match's test, fed games as they finish, deciding on the games in number order:
    after each pair (games ``2k`` and ``2k + 1``, sides swapped) when ``paired``, after
    each game otherwise."""

    def __init__(self, test: Sprt, paired: bool = False) -> None:
        """Nothing counted yet."""
        self.test = test
        self.paired = paired
        self.wins = self.draws = self.losses = 0
        #: Pairs where A took 0, 1/2, 1, 3/2 and 2 points.
        self.pentanomial = [0] * 5
        self.llr = 0.0
        self.decided_at: int | None = None  # games counted when it decided
        self.verdict: str | None = None  # "H1" (A is better by elo1) or "H0"
        #: (games counted, LLR) after each trial: the test's course.
        self.history: list[tuple[int, float]] = []
        self._waiting: dict[int, float] = {}
        self._half: float | None = None  # the first game of an unfinished pair

    @property
    def games(self) -> int:
        """Games counted so far."""
        return self.wins + self.draws + self.losses

    def add(self, played: Played) -> None:
        """Count ``played`` once every game numbered before it is counted."""
        if self.decided_at is not None:
            return
        self._waiting[played.index] = played.a_points
        while self.games in self._waiting:
            points = self._waiting.pop(self.games)
            if points == 1:
                self.wins += 1
            elif points == 0:
                self.losses += 1
            else:
                self.draws += 1
            if self.paired and self._half is None:
                self._half = points
                continue
            if self.paired and self._half is not None:
                self.pentanomial[round(2 * (self._half + points))] += 1
                self._half = None
                self.llr = self.test.llr_pairs(self.pentanomial)
            else:
                self.llr = self.test.llr(self.wins, self.draws, self.losses)
            self.history.append((self.games, self.llr))
            lower, upper = self.test.bounds
            if self.llr >= upper or self.llr <= lower:
                self.decided_at, self.verdict = self.games, "H1" if self.llr >= upper else "H0"
                return

    def line(self, tr: Translator) -> str:
        """The test's state on one line: LLR, bounds and counts, its numbers written as
        the language of ``tr`` writes them."""
        lower, upper = self.test.bounds
        counts = f"W-D-L {self.wins}-{self.draws}-{self.losses}"
        if self.paired:
            counts += f", pairs {self.pentanomial}"
        bounds = tr.pair(tr.number(lower, 2), tr.number(upper, 2))
        return f"LLR {tr.number(self.llr, 2)} ({bounds}), {counts}"

    def to_json(self) -> dict[str, object]:
        """The test's state."""
        lower, upper = self.test.bounds
        return {**self.test.to_json(), "llr": round(self.llr, 4),
                "bounds": [round(lower, 4), round(upper, 4)], "model": "logistic",
                "statistics": "pentanomial" if self.paired else "trinomial",
                "pentanomial": list(self.pentanomial) if self.paired else None,
                "verdict": self.verdict, "games": self.games}
