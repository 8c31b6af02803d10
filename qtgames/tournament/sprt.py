"""The sequential probability ratio test of a match, as fastchess runs it.

H0: A is ``elo0`` Elo stronger than B; H1: ``elo1`` stronger (logistic Elo). After each
game the generalized SPRT's log-likelihood ratio of the trinomial (wins, draws, losses) is

    LLR = N (s1 - s0) (2 s - s0 - s1) / (2 v)

where ``s`` is A's mean score, ``v`` its variance per game, and ``s0``, ``s1`` the scores
that ``elo0`` and ``elo1`` predict. The test stops once LLR reaches ``log((1 - beta) /
alpha)`` (H1 accepted) or falls to ``log(beta / (1 - alpha))`` (H0 accepted). A count of
zero among wins, draws and losses is taken as one half (fastchess would find no variance
and never stop a run of wins alone; fishtest takes 0.001, which stops after one win).

Games are counted in the order of their number, so a parallel run stops at the same game
as a sequential one.
"""

import math
from dataclasses import dataclass

from qtgames.core.errors import BadInput
from qtgames.tournament.book import Played

#: A count of zero wins, draws or losses, taken as this to keep the variance positive.
EPSILON = 0.5


@dataclass(frozen=True)
class Sprt:
    """The hypotheses (Elo) and error rates of a test."""

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
        return test

    @property
    def bounds(self) -> tuple[float, float]:
        """The lower (accept H0) and upper (accept H1) log-likelihood ratio bounds."""
        return (math.log(self.beta / (1 - self.alpha)),
                math.log((1 - self.beta) / self.alpha))

    def llr(self, wins: float, draws: float, losses: float) -> float:
        """The log-likelihood ratio of H1 against H0 after these games."""
        games = wins + draws + losses
        if not games:
            return 0.0
        wins, draws, losses = (max(count, EPSILON) for count in (wins, draws, losses))
        total = wins + draws + losses
        w, d, lo = wins / total, draws / total, losses / total
        score = w + d / 2
        variance = w * (1 - score) ** 2 + d * (0.5 - score) ** 2 + lo * score ** 2
        s0, s1 = _expected(self.elo0), _expected(self.elo1)
        return games * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance)

    def to_json(self) -> dict[str, float]:
        """The test's parameters."""
        return {"elo0": self.elo0, "elo1": self.elo1, "alpha": self.alpha,
                "beta": self.beta}


def _expected(elo: float) -> float:
    return 1 / (1 + 10 ** (-elo / 400))


class SprtWatch:
    """A match's test, fed games as they finish, deciding on the games in number order."""

    def __init__(self, test: Sprt) -> None:
        """Nothing counted yet."""
        self.test = test
        self.wins = self.draws = self.losses = 0
        self.llr = 0.0
        self.decided_at: int | None = None  # games counted when it decided
        self.verdict: str | None = None  # "H1" (A is better by elo1) or "H0"
        self._waiting: dict[int, float] = {}

    def add(self, played: Played) -> None:
        """Count ``played`` once every game numbered before it is counted."""
        if self.decided_at is not None:
            return
        self._waiting[played.index] = played.a_points
        counted = self.wins + self.draws + self.losses
        lower, upper = self.test.bounds
        while counted in self._waiting:
            points = self._waiting.pop(counted)
            if points == 1:
                self.wins += 1
            elif points == 0:
                self.losses += 1
            else:
                self.draws += 1
            counted += 1
            self.llr = self.test.llr(self.wins, self.draws, self.losses)
            if self.llr >= upper or self.llr <= lower:
                self.decided_at, self.verdict = counted, "H1" if self.llr >= upper else "H0"
                return

    def to_json(self) -> dict[str, object]:
        """The test's state."""
        lower, upper = self.test.bounds
        return {**self.test.to_json(), "llr": round(self.llr, 4),
                "bounds": [round(lower, 4), round(upper, 4)],
                "verdict": self.verdict, "games": self.wins + self.draws + self.losses}
