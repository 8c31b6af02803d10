"""The generalized SPRT and a match's figures, against published numbers and against a
constrained maximum likelihood found here by direct search (no Lagrange multiplier)."""

import math
import random

import pytest

from qtgames.tournament.book import Played
from qtgames.tournament.sprt import Sprt, SprtWatch
from qtgames.tournament.stats import match_stats
from tests.tournament.helpers import SMALL, run, run_json

#: fastchess takes a count of zero as this.
ZERO = 1e-3


def expected(elo: float) -> float:
    return 1 / (1 + 10 ** (-elo / 400))


def golden_max(function, low: float, high: float) -> float:
    """The argument of a concave ``function``'s maximum on [low, high]."""
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(100):
        left, right = high - ratio * (high - low), low + ratio * (high - low)
        if function(left) < function(right):
            low = left
        else:
            high = right
    return (low + high) / 2


def best_log_likelihood(counts: list[float], scores: list[float], mean: float) -> float:
    """max sum c_i log p_i over distributions p of mean ``mean`` (``scores`` equally
    spaced), by line searches along directions that keep both constraints: second
    differences and random mixtures of them."""
    counts = [c if c > 0 else ZERO for c in counts]
    size = len(scores)
    # a start of the right mean: half uniform, half on the two ends
    end = 2 * mean - 0.5
    p = [0.5 / size] * size
    p[0] += 0.5 * (1 - end)
    p[-1] += 0.5 * end
    basis = [[1.0 if i == k else -2.0 if i == k + 1 else 1.0 if i == k + 2 else 0.0
              for i in range(size)] for k in range(size - 2)]
    rng = random.Random(1)

    def value(q: list[float]) -> float:
        return sum(c * math.log(x) for c, x in zip(counts, q, strict=True))

    for step in range(40 * len(basis) ** 2):
        if step % 2 == 0:
            direction = basis[(step // 2) % len(basis)]
        else:
            weights = [rng.gauss(0, 1) for _ in basis]
            direction = [sum(w * d[i] for w, d in zip(weights, basis, strict=True))
                         for i in range(size)]
        # keep every frequency positive along p + t d
        low = max((-x / d for x, d in zip(p, direction, strict=True) if d > 0),
                  default=-1.0)
        high = min((-x / d for x, d in zip(p, direction, strict=True) if d < 0),
                   default=1.0)
        shift = golden_max(lambda t, d=direction, q=p: value(
            [x + t * e for x, e in zip(q, d, strict=True)]), low * (1 - 1e-12),
            high * (1 - 1e-12))
        p = [x + shift * e for x, e in zip(p, direction, strict=True)]
    assert abs(sum(p) - 1) < 1e-9
    assert abs(sum(x * a for x, a in zip(p, scores, strict=True)) - mean) < 1e-9
    return value(p)


def brute_llr(counts: list[float], scores: list[float], elo0: float, elo1: float) -> float:
    return (best_log_likelihood(counts, scores, expected(elo1))
            - best_log_likelihood(counts, scores, expected(elo0)))


TRINOMIAL = [0.0, 0.5, 1.0]
PENTANOMIAL = [0.0, 0.25, 0.5, 0.75, 1.0]


def test_nine_wins_and_a_loss_give_the_exact_gsprt_figures() -> None:
    # Published: 1.05 after 9 wins and a loss, 1.18 after 10 wins and a loss (the
    # trinomial approximation gave 2.65 and 3.25, and stopped at game 11).
    test = Sprt(elo0=0, elo1=50)
    assert test.llr(9, 0, 1) == pytest.approx(1.05, abs=0.005)
    assert test.llr(10, 0, 1) == pytest.approx(1.18, abs=0.005)
    watch = SprtWatch(test)
    for index, points in enumerate([1.0] * 9 + [0.0] + [1.0]):
        watch.add(Played("a vs b", index, 0, "a", "b", points, None, 10))
    assert watch.verdict is None and watch.llr == pytest.approx(1.18, abs=0.005)


@pytest.mark.parametrize("record", [(9, 0, 1), (10, 0, 1), (45, 20, 35), (3, 0, 0),
                                    (0, 5, 0), (120, 100, 80), (1, 2, 9)])
def test_the_trinomial_llr_is_the_constrained_maximum_likelihood(record) -> None:
    wins, draws, losses = record
    for elo0, elo1 in ((0, 50), (-10, 10), (0, 5)):
        test = Sprt(elo0=elo0, elo1=elo1)
        assert test.llr(wins, draws, losses) == pytest.approx(
            brute_llr([losses, draws, wins], TRINOMIAL, elo0, elo1), abs=1e-6)


@pytest.mark.parametrize("pairs", [(1, 11, 47, 25, 16), (0, 3, 10, 2, 0), (2, 0, 0, 0, 7),
                                   (5, 5, 5, 5, 5)])
def test_the_pentanomial_llr_is_the_constrained_maximum_likelihood(pairs) -> None:
    test = Sprt(elo0=0, elo1=10)
    assert test.llr_pairs(pairs) == pytest.approx(
        brute_llr(list(pairs), PENTANOMIAL, 0, 10), abs=1e-5)


def played(results: list[float]) -> list[Played]:
    return [Played("a vs b", index, 0, "a", "b", points, None, 10)
            for index, points in enumerate(results)]


def test_pairs_are_counted_once_both_games_are_in_and_in_number_order() -> None:
    test = Sprt(elo0=0, elo1=50)
    watch = SprtWatch(test, paired=True)
    games = played([1.0, 0.5, 0.0, 1.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.5, 1.0, 1.0])
    for game in (games[1], games[3], games[2]):  # finished out of order
        watch.add(game)
    assert watch.pentanomial == [0, 0, 0, 0, 0] and watch.llr == 0
    watch.add(games[0])
    assert watch.pentanomial == [0, 0, 1, 1, 0]
    for game in games[4:]:
        watch.add(game)
    assert watch.pentanomial == [1, 1, 2, 1, 1]
    assert watch.llr == pytest.approx(brute_llr([1, 1, 2, 1, 1], PENTANOMIAL, 0, 50),
                                      abs=1e-6)
    assert (watch.wins, watch.draws, watch.losses) == (4, 4, 4)


def test_false_positives_at_equal_strength_stay_near_alpha() -> None:
    rng = random.Random(26)
    test = Sprt(elo0=0, elo1=100, alpha=0.05, beta=0.05)
    runs, accepted = 400, 0
    for _ in range(runs):
        watch = SprtWatch(test)
        for index in range(400):
            roll = rng.random()
            watch.add(Played("a vs b", index, 0, "a", "b",
                             1.0 if roll < 0.35 else 0.0 if roll < 0.7 else 0.5, None, 1))
            if watch.verdict is not None:
                break
        accepted += watch.verdict == "H1"
    # Wald's bound is alpha / (1 - beta); allowed: alpha plus one standard deviation of
    # a 400-run estimate (6.1%). The trinomial approximation accepted 7% of these runs.
    assert 0.05 / 3 <= accepted / runs <= 0.05 + math.sqrt(0.05 * 0.95 / runs)


# Figures fastchess printed for these pentanomial counts.
@pytest.mark.parametrize(("pairs", "elo", "nelo"), [
    ((1, 11, 47, 25, 16), (77.71, 33.03), (117.50, 48.15)),
    ((1, 15, 25, 33, 26), (123.02, 40.58), (159.46, 48.15)),
    ((1, 24, 42, 25, 8), (26.11, 31.23), (40.51, 48.15)),
])
def test_logistic_and_normalised_elo_over_pairs(pairs, elo, nelo) -> None:
    # each pair in the middle is a draw and a draw; the other results follow
    by_pair = {0: [0.0, 0.0], 1: [0.0, 0.5], 2: [0.5, 0.5], 3: [1.0, 0.5], 4: [1.0, 1.0]}
    results = [points for kind, count in enumerate(pairs) for _ in range(count)
               for points in by_pair[kind]]
    stats = match_stats(played(results), paired=True)
    assert stats.pentanomial == pairs
    assert (stats.elo, stats.elo_margin) == pytest.approx(elo, abs=0.006)
    assert (stats.nelo, stats.nelo_margin) == pytest.approx(nelo, abs=0.006)


def test_trinomial_figures_and_the_draw_ratio() -> None:
    # cutechess: 449 - 276 - 275, Elo difference 60.7 +/- 18.5, draw ratio 27.5%
    stats = match_stats(played([1.0] * 449 + [0.0] * 276 + [0.5] * 275), paired=False)
    assert stats.pentanomial is None and stats.draw_ratio == 0.275
    assert (stats.elo, stats.elo_margin) == pytest.approx((60.7, 18.5), abs=0.05)
    score = (449 + 275 / 2) / 1000
    deviation = math.sqrt((449 * (1 - score) ** 2 + 275 * (0.5 - score) ** 2
                           + 276 * score ** 2) / 1000)
    assert stats.nelo == pytest.approx((score - 0.5) / deviation * 800 / math.log(10))


def test_no_figures_without_games_or_at_a_perfect_score() -> None:
    assert match_stats([], paired=True).elo is None
    perfect = match_stats(played([1.0, 1.0]), paired=True)
    assert perfect.elo is None and perfect.nelo is None and perfect.pentanomial == (0, 0, 0,
                                                                                     0, 1)


def test_a_match_prints_the_test_each_game_and_the_figures(capsys) -> None:
    code, out, _ = run(["match", "reversi", "random", "random", *SMALL, "--games", "6",
                        "--sprt", "elo0=0", "elo1=50", "--jobs", "1"], capsys)
    assert code == 0
    steps = [line for line in out.splitlines() if line.startswith("  game ")]
    assert [line.split(":")[0] for line in steps] == [f"  game {n}" for n in range(1, 7)]
    assert all("LLR" in line and "(-2.94, 2.94)" in line and "W-D-L" in line
               and "pairs [" in line for line in steps)
    assert "normalised Elo" in out and "draw ratio" in out
    assert "pentanomial GSPRT" in out


def test_an_odd_number_of_games_is_tested_game_by_game(capsys) -> None:
    document = run_json(["match", "reversi", "random", "random", *SMALL, "--games", "5",
                         "--sprt", "elo0=0", "elo1=50", "--jobs", "1"], capsys)
    assert document["sprt"]["statistics"] == "trinomial"
    assert document["sprt"]["pentanomial"] is None and document["pentanomial"] is None
    even = run_json(["match", "reversi", "random", "random", *SMALL, "--games", "6",
                     "--jobs", "1"], capsys)
    assert sum(even["pentanomial"]) == 3
    assert set(even["normalised_elo"]) == {"difference", "margin"}


def test_hypotheses_beyond_the_scale_are_refused() -> None:
    for words in (["elo1=5000"], ["elo0=-1e9", "elo1=0"]):
        with pytest.raises(Exception, match="between -1000 and 1000"):
            Sprt.parse(words)
    assert Sprt.parse(["elo0=-1000", "elo1=1000"]).llr(3, 1, 2) == pytest.approx(
        brute_llr([2, 1, 3], TRINOMIAL, -1000, 1000), abs=1e-6)
