"""The maximum-likelihood ratings and the SPRT, against figures known in advance and
against reference computations written here."""

import math
import random

import pytest

from qtgames.tournament.book import Played
from qtgames.tournament.ratings import PRIOR_DRAWS, RatingModel, fit_ratings
from qtgames.tournament.sprt import Sprt
from tests.tournament.helpers import SMALL, run, run_json


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


def reference_fit(players: list[str], played: list[Played],
                  prior: float = 0.0) -> dict[str, float]:
    """Bradley-Terry by Hunter's minorize-maximize iteration, draws as half wins, with
    ``prior`` virtual draws between players who met."""
    count = {(p, q): 0.0 for p in players for q in players}
    points = dict.fromkeys(players, 0.0)
    for game in played:
        count[game.a, game.b] += 1
        count[game.b, game.a] += 1
        points[game.a] += game.a_points
        points[game.b] += 1 - game.a_points
    for (p, q), n in list(count.items()):
        if n:
            count[p, q] += prior
            points[p] += prior / 2
    strength = dict.fromkeys(players, 1.0)
    for _ in range(20000):
        strength = {p: points[p] / sum(count[p, q] / (strength[p] + strength[q])
                                       for q in players if q != p and count[p, q])
                    for p in players}
    elo = {p: 400 * math.log10(s) for p, s in strength.items()}
    mean = sum(elo.values()) / len(elo)
    return {p: value - mean for p, value in elo.items()}


def random_games(seed: int, strength: dict[str, int], first: int = 0,
                 meetings: tuple[int, int] = (3, 12)) -> list[Played]:
    """Every pair meeting ``meetings`` times (at random, bounds included), sides
    alternating, the first seat worth ``first`` Elo."""
    rng = random.Random(seed)
    players = list(strength)
    played = []
    for a, b in ((p, q) for i, p in enumerate(players) for q in players[i + 1:]):
        for index in range(rng.randint(*meetings)):
            a_first = index % 2 == 0
            edge = strength[a] - strength[b] + (first if a_first else -first)
            expected = 1 / (1 + 10 ** (-edge / 400))
            roll = rng.random()
            points = 1.0 if roll < expected - 0.1 else 0.5 if roll < expected + 0.1 else 0.0
            played.append(Played(f"{a} vs {b}", index, 0, a, b, points, None, 10, a_first))
    return played


STRENGTH = {"a": 200, "b": 100, "c": 0, "d": -50, "e": -250}


def test_agrees_with_a_reference_fit_and_ignores_the_order_of_games() -> None:
    players = list(STRENGTH)
    played = random_games(5, STRENGTH)
    fitted = {rating.player: rating.elo for rating in fit_ratings(players, played).table}
    reference = reference_fit(players, played)
    for player in players:
        assert fitted[player] == pytest.approx(reference[player], abs=0.05)
    random.Random(5).shuffle(played)
    again = {rating.player: rating.elo for rating in fit_ratings(players, played).table}
    assert again == pytest.approx(fitted)
    table = fit_ratings(players, played).table
    assert [r.elo for r in table] == sorted((r.elo for r in table), reverse=True)
    assert all(0.5 <= r.los_next <= 1 for r in table[:-1]) and table[-1].los_next is None


def test_the_prior_is_an_option() -> None:
    players = list(STRENGTH)
    played = random_games(5, STRENGTH)
    ratings = fit_ratings(players, played, RatingModel(prior_draws=2))
    reference = reference_fit(players, played, prior=2)
    assert ratings.prior_draws == 2
    for rating in ratings.table:
        assert rating.elo == pytest.approx(reference[rating.player], abs=0.05)


def test_three_players_at_75_and_90_percent_are_191_elo_apart() -> None:
    # Kai Laskos's check of rating programs: 75%, 75% and 90% (30 games a pair) make
    # +191, 0, -191 exactly; a prior compresses it.
    played = (games("one", "two", 18, 9, 3) + games("two", "three", 18, 9, 3)
              + games("one", "three", 24, 6, 0))
    table = fit_ratings(["one", "two", "three"], played).by_player()
    step = 400 * math.log10(3)
    assert table["one"].elo == pytest.approx(step, abs=0.01)
    assert table["two"].elo == pytest.approx(0, abs=0.01)
    assert table["three"].elo == pytest.approx(-step, abs=0.01)


def test_an_anchor_or_an_offset_places_the_ratings() -> None:
    players = list(STRENGTH)
    played = random_games(5, STRENGTH)
    plain = fit_ratings(players, played).by_player()
    anchored = fit_ratings(players, played, RatingModel(anchor=("c", 1500))).by_player()
    assert anchored["c"].elo == 1500 and anchored["c"].margin == 0
    for player in players:
        assert anchored[player].elo - 1500 == pytest.approx(plain[player].elo
                                                            - plain["c"].elo)
    shifted = fit_ratings(players, played, RatingModel(offset=2000)).by_player()
    assert sum(rating.elo for rating in shifted.values()) / 5 == pytest.approx(2000)
    assert shifted["a"].margin == pytest.approx(plain["a"].margin)


def coordinate_fit(played: list[Played], players: list[str]) -> tuple[dict[str, float],
                                                                        float]:
    """Ratings and first-move advantage (Elo) maximizing the likelihood, by cyclic
    one-dimensional golden-section searches."""
    names = [*players, "first"]
    value = dict.fromkeys(names, 0.0)

    def log_likelihood() -> float:
        total = 0.0
        for game in played:
            edge = value[game.a] - value[game.b] + (value["first"] if game.a_first
                                                    else -value["first"])
            expected = 1 / (1 + 10 ** (-edge / 400))
            total += game.a_points * math.log(expected) + (1 - game.a_points) * math.log(
                1 - expected)
        return total

    for _ in range(25):
        for name in names[1:]:  # the first player stays at 0: only differences count
            low, high = value[name] - 400, value[name] + 400
            for _ in range(40):
                left, right = low + 0.382 * (high - low), low + 0.618 * (high - low)
                value[name] = left
                at_left = log_likelihood()
                value[name] = right
                if at_left > log_likelihood():
                    high = right
                else:
                    low = left
            value[name] = (low + high) / 2
    mean = sum(value[p] for p in players) / len(players)
    return {p: value[p] - mean for p in players}, value["first"]


def test_the_first_move_advantage_is_fitted() -> None:
    strength = {"a": 100, "b": 0, "c": -100}
    players = list(strength)
    played = random_games(8, strength, first=80, meetings=(60, 80))
    ratings = fit_ratings(players, played, RatingModel(first_move=True))
    reference, advantage = coordinate_fit(played, players)
    assert ratings.first_move is not None
    assert ratings.first_move[0] == pytest.approx(advantage, abs=0.5)
    low, high = (ratings.first_move[0] - ratings.first_move[1],
                 ratings.first_move[0] + ratings.first_move[1])
    assert 0 < low < 80 < high
    for rating in ratings.table:
        assert rating.elo == pytest.approx(reference[rating.player], abs=0.5)
    assert fit_ratings(players, played).first_move is None


def test_the_los_matrix() -> None:
    players = list(STRENGTH)
    ratings = fit_ratings(players, random_games(5, STRENGTH))
    for p in players:
        for q in players:
            if p != q:
                assert ratings.los[p][q] + ratings.los[q][p] == pytest.approx(1)
    by = ratings.by_player()
    best, worst = ratings.table[0].player, ratings.table[-1].player
    assert ratings.los[best][worst] > 0.99 and by[best].elo > by[worst].elo
    table = ratings.table
    assert table[0].los_next == pytest.approx(ratings.los[table[0].player][table[1].player])


def test_a_perfect_score_still_has_a_finite_rating() -> None:
    ratings = fit_ratings(["a", "b"], games("a", "b", 20, 0, 0))
    table = ratings.by_player()
    assert 300 < table["a"].elo - table["b"].elo < 1000
    assert ratings.prior_draws == PRIOR_DRAWS
    assert fit_ratings(["a", "b"], games("a", "b", 20, 1, 0)).prior_draws == 0


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
    args = ["match", "reversi", "medium", "random", *SMALL, "--games", "200", "--seed", "1",
            "--sprt", "elo0=0", "elo1=50", "alpha=0.05", "beta=0.05"]
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


def test_rating_options_on_the_command_line(capsys) -> None:
    args = ["tournament", "reversi", "random", "easy", "medium", *SMALL, "--games", "4",
            "--jobs", "1"]
    plain = run_json(args, capsys)
    assert plain["prior_draws"] in (0, 1) and plain["first_move_advantage"] is None
    assert set(plain["los"]) == {"random", "easy", "medium"}
    anchored = run_json([*args, "--anchor", "easy=1200", "--first-move", "--prior", "2"],
                        capsys)
    by = {rating["player"]: rating for rating in anchored["ratings"]}
    assert by["easy"]["elo"] == 1200 and anchored["prior_draws"] == 2
    assert anchored["first_move_advantage"] is None or "elo" in anchored[
        "first_move_advantage"]
    code, out, _ = run([*args, "--offset", "1000"], capsys)
    assert code == 0 and "LOS (%, row stronger than column):" in out
    for bad in (["--anchor", "nobody=100"], ["--anchor", "easy"], ["--anchor", "easy=1e9"],
                ["--anchor", "easy=1", "--offset", "5"], ["--prior", "-1"],
                ["--offset", "nan"]):
        code, out, err = run([*args, *bad], capsys)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, bad
