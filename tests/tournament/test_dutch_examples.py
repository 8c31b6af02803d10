"""The Swiss pairings held against a published worked example of the FIDE Dutch system
(``data/README.md`` names it): every round of its fifteen-player, nine-round tournament
is paired here from the rounds before it, and the pairs, colours and bye must be the
ones the example publishes. bbpPairings pairs each
round too, when its source is here, so a round where the example and the engine part
would show which of them our pairing follows."""

from pathlib import Path

import pytest

from qtgames.tournament import trf
from qtgames.tournament.dutch import FIRST, SECOND, pair_round
from tests.tournament.test_dutch_oracle import oracle_pairs, shown_with_colours

EXAMPLE = Path(__file__).parent / "data" / "mastering_dutch.trf"
#: The last round's pairing as the example publishes it (its crosstable holds the others).
LAST_ROUND = ([("10", "1"), ("9", "3"), ("4", "7"), ("13", "2"), ("8", "15"), ("5", "11"),
               ("12", "14")], "6")


def example() -> trf.Trf:
    """The example's tournament, rounds 1 to 8 with their results."""
    return trf.read(EXAMPLE.read_text(encoding="utf-8"))


def published(report: trf.Trf, number: int) -> tuple[list[tuple[str, str]], str | None]:
    """Round ``number``'s pairs (first side, second side) and bye as published."""
    if number > report.played_rounds():
        return LAST_ROUND
    pairs, bye, _ = trf.round_pairing(report, number)
    return pairs, bye


def excused(report: trf.Trf, number: int) -> set[int]:
    """The players who asked, before round ``number`` was paired, to sit it out."""
    return {p.number for p in report.players.values() if len(p.games) >= number
            and p.games[number - 1].opponent is None and p.games[number - 1].result != "U"}


def before(report: trf.Trf, number: int) -> trf.Trf:
    """The tournament as it stood when round ``number`` was paired: the rounds played,
    and the byes asked for in round ``number``."""
    away = excused(report, number)
    players = {key: trf.TrfPlayer(p.number, p.name, p.rating, 0.0, 0,
                                  p.games[:number - 1]
                                  + ([p.games[number - 1]] if key in away else []))
               for key, p in report.players.items()}
    for player in players.values():
        player.points = sum(game.points() for game in player.games[:number - 1])
    return trf.Trf(players, report.rounds, report.first_colour, report.name)


def ours(report: trf.Trf, number: int) -> tuple[list[tuple[str, str]], str | None]:
    """Round ``number`` paired here from the rounds before it."""
    away = excused(report, number)
    order = [str(k) for k in sorted(report.players) if k not in away]
    history = trf.histories(report, number - 1)
    final = number == report.rounds
    return pair_round(order, {p: history[p] for p in order}, number,
                      FIRST if report.first_colour == "w" else SECOND,
                      (number - 1) / 2 if final else None)


def test_the_example_is_read_with_the_scores_it_publishes() -> None:
    report = example()
    assert (report.rounds, report.played_rounds(), report.first_colour) == (9, 8, "w")
    history = trf.histories(report, 8)
    # the example's standings after round 8, players 1 to 15
    assert [history[str(k)].score for k in range(1, 16)] == [
        6.5, 4.5, 6.5, 5.5, 3, 3, 5, 4, 4, 4, 3.5, 3.5, 4, 3, 2.5]
    assert [sorted(excused(report, n)) for n in (2, 3, 7)] == [[6], [7], [15]]


@pytest.mark.parametrize("number", range(1, 10))
def test_every_round_is_paired_as_the_example_pairs_it(number: int) -> None:
    report = example()
    expected_pairs, expected_bye = published(report, number)
    found_pairs, found_bye = ours(report, number)
    assert (sorted(found_pairs), found_bye) == (sorted(expected_pairs), expected_bye), (
        f"round {number}:\n  published: {shown_with_colours(expected_pairs, expected_bye)}\n"
        f"  qtgames:   {shown_with_colours(found_pairs, found_bye)}")


@pytest.mark.parametrize("number", range(1, 10))
def test_the_oracle_pairs_every_round_as_the_example_does(number: int, oracle: Path,
                                                          tmp_path: Path) -> None:
    report = example()
    expected_pairs, expected_bye = published(report, number)
    found_pairs, found_bye = oracle_pairs(oracle, before(report, number), tmp_path)
    assert (sorted(found_pairs), found_bye) == (sorted(expected_pairs), expected_bye), (
        f"round {number}:\n  published:   {shown_with_colours(expected_pairs, expected_bye)}\n"
        f"  bbpPairings: {shown_with_colours(found_pairs, found_bye)}")
