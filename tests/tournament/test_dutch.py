"""Swiss pairings by the Dutch system: worked examples, then the rules checked by brute
force over many random tournaments."""

import random

import pytest

from qtgames.tournament.dutch import DOWN, FIRST, LEVEL, SECOND, History, pair_round, preference
from qtgames.tournament.matching import Matcher
from qtgames.tournament.report import standings
from tests.tournament.scripted import stronger_wins
from tests.tournament.test_formats import scripted


def fresh(players: list[str]) -> dict[str, History]:
    return {p: History() for p in players}


def meet(history: dict[str, History], first: str, second: str, sides: bool = True) -> None:
    """Record a game between ``first`` and ``second``, and with ``sides`` who sat first."""
    history[first].opponents.add(second)
    history[second].opponents.add(first)
    if sides:
        history[first].colours.append(FIRST)
        history[second].colours.append(SECOND)


def test_round_one_is_top_half_against_bottom_half() -> None:
    players = [f"p{n}" for n in range(1, 9)]
    pairs, bye = pair_round(players, fresh(players), 1)
    # 1-5, 2-6, 3-7, 4-8; the top player of board 1 first, board 2 second, and so on
    assert bye is None
    assert pairs == [("p1", "p5"), ("p6", "p2"), ("p3", "p7"), ("p8", "p4")]
    pairs, bye = pair_round(players[:7], fresh(players[:7]), 1)
    assert bye == "p7" and pairs == [("p1", "p4"), ("p5", "p2"), ("p3", "p6")]


def test_colour_preferences() -> None:
    assert preference([]) == (0, 0)
    assert preference([FIRST]) == (SECOND, 2)  # one more first seat: strong
    assert preference([FIRST, SECOND]) == (FIRST, 1)  # balanced: mild, alternate
    assert preference([SECOND, FIRST, FIRST]) == (SECOND, 3)  # twice running: absolute
    assert preference([FIRST, SECOND, FIRST, FIRST]) == (SECOND, 3)


def round_one_won_by(*winners: str) -> tuple[list[str], dict[str, History]]:
    """Six players after a first round of 1-4, 5-2 and 3-6 (first seat named first) won
    by ``winners``."""
    players = ["p1", "p2", "p3", "p4", "p5", "p6"]
    history = fresh(players)
    for first, second in (("p1", "p4"), ("p5", "p2"), ("p3", "p6")):
        meet(history, first, second)
    for winner in winners:
        history[winner].score = 1
    return players, history


def test_a_worked_second_round() -> None:
    # Six players; round 1 was 1-4, 5-2, 3-6 (first seat named first). p1, p2 and p6
    # won. Score group 1: p1, p2, p6 (p6 is the lowest); group 0: p3, p4, p5.
    # Group 1 pairs p1-p2 (S1 = p1, S2 = p2, p6) and p6 floats down. Group 0 with p6
    # on top: S1 = p6, p3; S2 = p4, p5 would give p6-p4 and p3-p5, but p6 and p4 both
    # had the second seat (both strongly want the first), p3 and p5 the first: the
    # transposition p6-p5, p3-p4 grants every preference, so it is taken.
    players, history = round_one_won_by("p1", "p2", "p6")
    pairs, bye = pair_round(players, history, 2)
    assert bye is None
    assert pairs == [("p2", "p1"), ("p6", "p5"), ("p4", "p3")]


def test_a_player_floating_down_meets_the_top_of_the_group_below() -> None:
    # Round 1: 1-4, 5-2, 3-6; p1, p2 and p3 won. Group 1 (p1, p2, p3) pairs p1-p2 and
    # p3 floats down; group 0 is heterogeneous: p3 meets its highest player, p4, and the
    # rest (p5, p6) is paired as a group of its own. Every side preference is granted.
    players, history = round_one_won_by("p1", "p2", "p3")
    pairs, bye = pair_round(players, history, 2)
    assert bye is None
    assert pairs == [("p2", "p1"), ("p4", "p3"), ("p6", "p5")]


def test_a_heterogeneous_bracket_with_two_games_a_round() -> None:
    # Ten players, two games a round (no side preferences). Round 1: 1-6, 2-7, 3-8, 4-9,
    # 5-10; p1, p2, p3 won, 4-9 and 5-10 drawn. Group 1: p1-p2, p3 floats down to group
    # 1/2 (p4, p5, p9, p10) and meets its top player p4 (not p3-p5 as halves of the whole
    # would give); the rest, p5 p9 p10, pairs p5-p9 and p10 floats to group 0 (p6, p7,
    # p8): p10-p6, then p7-p8.
    players = [f"p{n}" for n in range(1, 11)]
    history = fresh(players)
    for first, second in (("p1", "p6"), ("p2", "p7"), ("p3", "p8"), ("p4", "p9"),
                          ("p5", "p10")):
        meet(history, first, second, sides=False)
    for player, score in (("p1", 1), ("p2", 1), ("p3", 1), ("p4", 0.5), ("p9", 0.5),
                          ("p5", 0.5), ("p10", 0.5)):
        history[player].score = score
    pairs, bye = pair_round(players, history, 2)
    assert bye is None
    assert [frozenset(pair) for pair in pairs] == [frozenset(pair) for pair in (
        ("p1", "p2"), ("p3", "p4"), ("p5", "p9"), ("p6", "p10"), ("p7", "p8"))]


def play_random(rng: random.Random, count: int, rounds: int) -> list[tuple[
        list[tuple[str, str]], str | None, dict[str, History], list[str]]]:
    """A random Swiss tournament: each round's pairs, bye, histories before it, and the
    players ranked before it."""
    players = [f"p{n}" for n in range(1, count + 1)]
    history = fresh(players)
    log = []
    for number in range(1, rounds + 1):
        before = {p: History(h.score, set(h.opponents), list(h.colours), h.byes)
                  for p, h in history.items()}
        pairs, bye = pair_round(players, history, number)
        log.append((pairs, bye, before, players))
        if bye is not None:
            history[bye].byes += 1
            history[bye].score += 1
        for first, second in pairs:
            meet(history, first, second)
            points = rng.choice([0.0, 0.5, 1.0])
            history[first].score += points
            history[second].score += 1 - points
    return log


def fresh_pair(history: dict[str, History], x: str, y: str) -> bool:
    return y not in history[x].opponents


def must_have(colours: list[int]) -> int:
    """The side a player must have next (0: either), computed here from its sides."""
    if sum(colours) >= 2 or colours[-2:] == [FIRST, FIRST]:
        return SECOND
    if sum(colours) <= -2 or colours[-2:] == [SECOND, SECOND]:
        return FIRST
    return 0


def sides_allow(history: dict[str, History], x: str, y: str) -> bool:
    need_x, need_y = must_have(history[x].colours), must_have(history[y].colours)
    return not need_x or need_x != need_y


def perfect(players: list[str], history: dict[str, History], rule=fresh_pair) -> bool:
    """Whether some pairing of all ``players`` keeps ``rule`` (every matching tried)."""
    if not players:
        return True
    return any(rule(history, players[0], other)
               and perfect([q for q in players[1:] if q != other], history, rule)
               for other in players[1:])


def could(players: list[str], history: dict[str, History], rule) -> bool:
    """Whether the round could be paired keeping ``rule``, some player having the bye
    when the count is odd."""
    if len(players) % 2:
        return any(perfect([q for q in players if q != p], history, rule) for p in players)
    return perfect(players, history, rule)


@pytest.mark.parametrize("count", [3, 4, 5, 6, 7, 8, 9, 10, 12])
def test_the_rules_hold_in_random_tournaments(count) -> None:
    rng = random.Random(count)
    rounds = min(count - 1, 5)
    for _ in range(12):
        log = play_random(rng, count, rounds)
        met: set[frozenset[str]] = set()
        colours: dict[str, list[int]] = {f"p{n}": [] for n in range(1, count + 1)}
        byes: list[str] = []
        for number, (pairs, bye, before, players) in enumerate(log, start=1):
            seated = [p for pair in pairs for p in pair] + ([bye] if bye else [])
            assert sorted(seated) == sorted(players)  # everyone once
            for first, second in pairs:
                # no repeats while a round without one could be paired
                assert (frozenset((first, second)) not in met
                        or not could(players, before, fresh_pair))
                met.add(frozenset((first, second)))
                colours[first].append(FIRST)
                colours[second].append(SECOND)
            if could(players, before,
                     lambda h, x, y: fresh_pair(h, x, y) and sides_allow(h, x, y)):
                for player, row in colours.items():
                    assert abs(sum(row)) <= 2, (player, row)  # colour balance
                    assert all(len(set(row[k:k + 3])) > 1 for k in range(len(row) - 2))
            if bye is not None:
                # the bye: a player with the fewest byes whose absence leaves the rest
                # pairable without a repeat, and among them one of the lowest score
                fair = [p for p in players if perfect([q for q in players if q != p],
                                                      before)]
                if fair:
                    fewest = min(before[p].byes for p in fair)
                    lowest = min(before[p].score for p in fair if before[p].byes == fewest)
                    assert (before[bye].byes, before[bye].score) == (fewest, lowest)
                byes.append(bye)
            if number == 1:
                half = count // 2
                assert {frozenset(pair) for pair in pairs} == {
                    frozenset((f"p{k}", f"p{k + half}")) for k in range(1, half + 1)}


def test_knockout_places_go_by_the_round_reached() -> None:
    order = ["p1", "p2", "p3", "p4"]

    def script(a: str, b: str, index: int) -> str:
        if {a, b} == {"p1", "p4"}:  # p4 scores 1.5 of 4 after tie-breaks
            return {0: "a" if a == "p1" else "b", 1: "a" if a == "p4" else "b",
                    2: "draw", 3: "a" if a == "p1" else "b"}.get(index, "draw")
        return stronger_wins(order)(a, b, index)

    tournament, _, _ = scripted(order, script, games=2, format="knockout")
    places = [(row["place"], row["player"]) for row in standings(tournament)]
    # p3 lost its semi-final 0-2, p4 1.5-2.5: both out in round 1, one place, by seed
    assert places == [(1, "p1"), (2, "p2"), (3, "p3"), (3, "p4")]


def test_a_player_who_floated_down_last_round_does_not_float_again_if_another_can() -> None:
    # Round 1 (two games a round: no side preferences): a beat d, b beat e, c had the bye
    # (a float down). Bracket 1 is a, b, c: a-b would float c down again; a-c floats b,
    # who never floated, and is taken (C.04.3: fewest repeated floats). b meets d below,
    # and e, the lowest of those without a bye, has the bye.
    players = ["a", "b", "c", "d", "e"]
    history = fresh(players)
    for winner, loser in (("a", "d"), ("b", "e")):
        history[winner].opponents.add(loser)
        history[loser].opponents.add(winner)
        history[winner].score = 1
        history[winner].floats.append(LEVEL)
        history[loser].floats.append(LEVEL)
    history["c"].score, history["c"].byes, history["c"].floats = 1, 1, [DOWN]
    pairs, bye = pair_round(players, history, 2)
    assert {frozenset(pair) for pair in pairs} == {frozenset("ac"), frozenset("bd")}
    assert bye == "e"


def best_weight(size: int, weights: dict[tuple[int, int], int]) -> int:
    """The heaviest matching's weight, every matching tried."""
    def best(left: list[int]) -> int:
        if len(left) < 2:
            return 0
        first, rest = left[0], left[1:]
        skip = best(rest)
        return max([skip, *(weights[first, other] + best([v for v in rest if v != other])
                            for other in rest if weights.get((first, other)))])
    return best(list(range(size)))


def test_the_matching_is_the_heaviest_with_weights_of_any_size() -> None:
    rng = random.Random(3)
    for size in range(0, 11):
        for _ in range(15 if size < 9 else 4):
            matcher = Matcher(size)
            weights = {}
            for a in range(size):
                for b in range(a + 1, size):
                    weight = rng.choice([0, 0, 1, 5, 2 ** 200 + rng.getrandbits(150)])
                    matcher.set(a, b, weight)
                    if weight:
                        weights[a, b] = weight
            # then the edges of one vertex change, as when a pairing's choice is weighed
            for step in range(4):
                if step and size:
                    vertex = rng.randrange(size)
                    for other in range(size):
                        key = (min(vertex, other), max(vertex, other))
                        if other != vertex and rng.random() < 0.6:
                            weight = max(0, weights.get(key, 0) + rng.choice([-1, 1, 3]))
                            matcher.set(*key, weight)
                            weights[key] = weight
                mate = matcher.compute()
                assert all(mate[mate[v]] == v for v in range(size))
                assert all(weights.get((v, mate[v])) for v in range(size) if v < mate[v])
                found = sum(weights[v, mate[v]] for v in range(size) if v < mate[v])
                assert found == best_weight(size, {k: w for k, w in weights.items() if w})


def test_blossoms_dense_graphs_of_close_weights_are_matched_at_their_heaviest() -> None:
    # close weights on dense graphs make odd cycles (blossoms) that must be shrunk,
    # augmented through and expanded (at the end of a stage, and when an inner
    # blossom's dual reaches zero, which wider weights bring)
    from qtgames.tournament.blossom import max_weight_matching

    rng = random.Random(11)
    for trial in range(600):
        size = rng.randint(3, 9)
        highest = 4 if trial % 2 else 100
        edges = [(a, b, rng.randint(1, highest)) for a in range(size)
                 for b in range(a + 1, size) if rng.random() < 0.7]
        mate = max_weight_matching(size, edges)
        weights = {(a, b): w for a, b, w in edges}
        assert all(mate[mate[v]] == v for v in range(size) if mate[v] >= 0)
        found = sum(weights[min(v, mate[v]), max(v, mate[v])] for v in range(size)
                    if mate[v] > v)
        assert found == best_weight(size, weights)
