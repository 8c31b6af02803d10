"""The maximum-likelihood ratings and the SPRT, against figures known in advance and
against reference computations written here."""

import math
import random

import pytest

from qtgames.tournament.book import Played
from qtgames.tournament.ratings import PRIOR_DRAWS, fit_ratings
from qtgames.tournament.sprt import Sprt
from tests.tournament.helpers import SMALL, run_json


def games(a: str, b: str, wins: int, draws: int, losses: int) -> list[Played]:
    """A's wins, draws and losses against B, sides alternating."""
    scores = [1.0] * wins + [0.5] * draws + [0.0] * losses
    return [Played(f"{a} vs {b}", index, 0, a, b, points, None, 10)
            for index, points in enumerate(scores)]


def test_a_75_percent_score_is_about_191_elo() -> None:
    for record in ((750, 0, 250), (500, 500, 0), (600, 300, 100)):
        table = fit_ratings(["a", "b"], games("a", "b", *record)).by_player()
        difference = table["a"].elo - table["b"].elo
        assert difference == pytest.approx(400 * math.log10(3), abs=0.5)  # 190.85
        assert table["a"].elo == pytest.approx(-table["b"].elo)
        assert table["a"].points == 750 and table["a"].games == 1000


def test_the_interval_is_the_fisher_information_one() -> None:
    # n games at score p: the difference has variance 1 / (n p (1 - p)) on the logistic
    # scale, each rating (the two average 0) half of it in standard deviation.
    table = fit_ratings(["a", "b"], games("a", "b", 750, 0, 250)).by_player()
    deviation = 1 / math.sqrt(1000 * 0.75 * 0.25) / 2 * 400 / math.log(10)
    assert table["a"].margin == pytest.approx(1.96 * deviation, rel=0.01)  # about 12.4
    assert table["a"].los_next == pytest.approx(1.0)
    even = fit_ratings(["a", "b"], games("a", "b", 10, 0, 10)).table
    assert even[0].los_next == pytest.approx(0.5) and abs(even[0].elo) < 1e-6


def reference_fit(players: list[str], played: list[Played]) -> dict[str, float]:
    """Bradley-Terry by Hunter's minorize-maximize iteration, draws as half wins, with
    the same virtual draw between players who met."""
    count = {(p, q): 0.0 for p in players for q in players}
    points = dict.fromkeys(players, 0.0)
    for game in played:
        count[game.a, game.b] += 1
        count[game.b, game.a] += 1
        points[game.a] += game.a_points
        points[game.b] += 1 - game.a_points
    for (p, q), n in list(count.items()):
        if n:
            count[p, q] += PRIOR_DRAWS
            points[p] += PRIOR_DRAWS / 2
    strength = dict.fromkeys(players, 1.0)
    for _ in range(20000):
        strength = {p: points[p] / sum(count[p, q] / (strength[p] + strength[q])
                                       for q in players if q != p and count[p, q])
                    for p in players}
    elo = {p: 400 * math.log10(s) for p, s in strength.items()}
    mean = sum(elo.values()) / len(elo)
    return {p: value - mean for p, value in elo.items()}


def test_agrees_with_a_reference_fit_and_ignores_the_order_of_games() -> None:
    rng = random.Random(5)
    players = ["a", "b", "c", "d", "e"]
    strength = {"a": 200, "b": 100, "c": 0, "d": -50, "e": -250}
    played = []
    for first, second in ((p, q) for i, p in enumerate(players) for q in players[i + 1:]):
        expected = 1 / (1 + 10 ** ((strength[second] - strength[first]) / 400))
        for index in range(rng.randint(3, 12)):
            roll = rng.random()
            points = 1.0 if roll < expected - 0.1 else 0.5 if roll < expected + 0.1 else 0.0
            played.append(Played(f"{first} vs {second}", index, 0, first, second, points,
                                 None, 10))
    fitted = {rating.player: rating.elo for rating in fit_ratings(players, played).table}
    reference = reference_fit(players, played)
    for player in players:
        assert fitted[player] == pytest.approx(reference[player], abs=0.05)
    rng.shuffle(played)
    again = {rating.player: rating.elo for rating in fit_ratings(players, played).table}
    assert again == pytest.approx(fitted)
    table = fit_ratings(players, played).table
    assert [r.elo for r in table] == sorted((r.elo for r in table), reverse=True)
    assert all(0.5 <= r.los_next <= 1 for r in table[:-1]) and table[-1].los_next is None


def test_a_perfect_score_still_has_a_finite_rating() -> None:
    table = fit_ratings(["a", "b"], games("a", "b", 20, 0, 0)).by_player()
    assert 300 < table["a"].elo - table["b"].elo < 1000


def exact_llr(test: Sprt, wins: int, draws: int, losses: int) -> float:
    """The generalized SPRT of the trinomial computed exactly: the log-likelihood at the
    best (win, draw, loss) frequencies whose mean score is s1, less the one for s0."""
    counts = [wins, draws, losses]
    total = sum(counts)
    observed = [c / total for c in counts]
    values = [1.0, 0.5, 0.0]

    def best(score: float) -> float:
        # Frequencies p_i = o_i / (1 + x (v_i - s)) with mean score s; x by bisection.
        def mean_gap(x: float) -> float:
            return sum(o * (v - score) / (1 + x * (v - score))
                       for o, v in zip(observed, values, strict=True))
        low, high = -1 / (1 - score) + 1e-12, 1 / score - 1e-12
        for _ in range(200):
            middle = (low + high) / 2
            low, high = (middle, high) if mean_gap(middle) > 0 else (low, middle)
        x = (low + high) / 2
        return sum(c * math.log(o / (1 + x * (v - score)))
                   for c, o, v in zip(counts, observed, values, strict=True) if c)

    def expected(elo: float) -> float:
        return 1 / (1 + 10 ** (-elo / 400))

    return best(expected(test.elo1)) - best(expected(test.elo0))


# Near the hypotheses, where the test decides, the approximation is close.
@pytest.mark.parametrize("record", [(45, 20, 35), (40, 30, 30), (120, 100, 80), (30, 40, 30)])
def test_the_llr_is_close_to_the_exact_generalized_sprt(record) -> None:
    test = Sprt(elo0=0, elo1=50)
    assert test.llr(*record) == pytest.approx(exact_llr(test, *record), rel=0.05, abs=0.05)


def test_sprt_bounds_and_parsing() -> None:
    test = Sprt.parse(["elo0=0", "elo1=50", "alpha=0.05", "beta=0.05"])
    assert test.bounds == pytest.approx((math.log(0.05 / 0.95), math.log(0.95 / 0.05)))
    assert Sprt.parse(["elo1=10"]) == Sprt(elo0=0, elo1=10)
    for words in (["elo2=3"], ["alpha=0.7"], ["elo0=50", "elo1=0"], ["beta=x"]):
        with pytest.raises(Exception, match="--sprt"):
            Sprt.parse(words)


def test_sprt_stops_on_a_clearly_better_player(capsys) -> None:
    args = ["match", "reversi", "medium", "random", *SMALL, "--games", "200", "--sprt",
            "elo0=0", "elo1=50", "alpha=0.05", "beta=0.05"]
    document = run_json([*args, "--jobs", "1"], capsys)
    assert document["sprt"]["verdict"] == "H1"
    assert document["games"] == document["sprt"]["games"] < 80
    parallel = run_json([*args, "--jobs", "2"], capsys)  # the same stop, whatever the order
    assert parallel["games"] == document["games"] and parallel["sprt"] == document["sprt"]


def test_sprt_goes_on_between_equal_players(capsys) -> None:
    document = run_json(["match", "reversi", "random", "random", *SMALL, "--games", "30",
                         "--sprt", "elo0=0", "elo1=50", "--jobs", "1"], capsys)
    assert document["sprt"]["verdict"] is None and document["games"] == 30
    lower, upper = document["sprt"]["bounds"]
    assert lower < document["sprt"]["llr"] < upper
