"""The Swiss pairings held against bbpPairings, the FIDE-endorsed Dutch system engine,
built here from its source for the tests only (never shipped, never imported by the
product): random tournaments it generates and pairs itself (5 to 40 players, up to 11
rounds, draws, forfeits and byes) are paired again round by round from their TRF(x)
histories, and every pairing, colour and bye must be the same; a round that differs is
printed with both pairings. Situations the handbook's rules single out (the first
round's colours, byes after an absence or a forfeit, absolute colour preferences,
topscorers in the last round) are paired by both too. The TRF(x) files
``tournament --trf`` writes are read by it as they are by us.

``QTGAMES_DUTCH_TOURNAMENTS`` sets how many random tournaments are compared (40 by
default, a few hundred rounds; ``QTGAMES_DUTCH_SEED`` draws another set)."""

import os
import random
import subprocess
from pathlib import Path

import pytest

from qtgames.core.errors import BadInput
from qtgames.tournament import trf
from qtgames.tournament.dutch import DOWN, FIRST, LEVEL, SECOND, pair_round
from tests.tournament.helpers import SMALL, run, run_json

#: Random tournaments compared, and the seed that draws their sizes.
TOURNAMENTS = int(os.environ.get("QTGAMES_DUTCH_TOURNAMENTS", "40"))
SEED = int(os.environ.get("QTGAMES_DUTCH_SEED", "35"))


def generated(oracle: Path, folder: Path, seed: int, players: int, rounds: int,
              forfeits: int) -> trf.Trf | None:
    """A random tournament the oracle generates and pairs, read from its TRF (None when
    it finds no pairing for one of its rounds: too many rounds for the field)."""
    config = folder / f"config{seed}.txt"
    config.write_text(f"PlayersNumber={players}\nRoundsNumber={rounds}\n"
                      f"DrawPercentage=30\nForfeitRate={forfeits}\nHighestRating=2600\n"
                      f"LowestRating=1400\nPointsForWin=1.0\nPointsForDraw=0.5\n",
                      encoding="utf-8")
    out = folder / f"t{seed}.trf"
    made = subprocess.run([str(oracle), "--dutch", "-g", str(config), "-o", str(out), "-s",
                           str(seed)], check=False, capture_output=True, timeout=120)
    if made.returncode == 1:  # its documented code for "no valid pairing exists"
        return None
    assert made.returncode == 0, made.stderr
    return trf.read(out.read_text(encoding="utf-8"))


def ours(report: trf.Trf, number: int) -> tuple[list[tuple[str, str]], str | None]:
    """Round ``number`` of ``report`` paired here from the rounds before it."""
    _, _, absent = trf.round_pairing(report, number)
    order = [str(k) for k in sorted(report.players) if str(k) not in absent]
    history = trf.histories(report, number - 1)
    initial = FIRST if report.first_colour == "w" else SECOND
    final = number == report.rounds  # topscorers: above half the most points so far
    return pair_round(order, {p: history[p] for p in order}, number, initial,
                      (number - 1) / 2 if final else None)


def shown(pairs: list[tuple[str, str]], bye: str | None) -> str:
    """A round's pairing as a person reads it: boards by pairing number, then the bye."""
    boards = sorted(pairs, key=lambda pair: min(int(pair[0]), int(pair[1])))
    return " ".join(f"{a}-{b}" for a, b in boards) + (f" bye {bye}" if bye else "")


def shown_with_colours(pairs: list[tuple[str, str]], bye: str | None) -> str:
    """As ``shown``, the first side named first on each board, boards in order."""
    return " ".join(f"{a}-{b}" for a, b in sorted(pairs)) + (f" bye {bye}" if bye else "")


@pytest.mark.timeout(max(300, 10 * TOURNAMENTS))  # a larger sweep takes longer
def test_random_histories_are_paired_as_the_oracle_pairs_them(oracle: Path,
                                                              tmp_path: Path) -> None:
    rng = random.Random(SEED)
    rounds_seen = agreed = tournaments = 0
    differences = []
    for seed in range(1, TOURNAMENTS + 1):
        players = rng.randint(5, 40)
        rounds = min(rng.randint(2, 11), players - 1)
        report = generated(oracle, tmp_path, seed + 1000 * SEED, players, rounds,
                           rng.choice([1, 5, 20]))
        if report is None:
            continue
        tournaments += 1
        for number in range(1, report.played_rounds() + 1):
            expected_pairs, expected_bye, _ = trf.round_pairing(report, number)
            found_pairs, found_bye = ours(report, number)
            rounds_seen += 1
            # pairs as (first side, second side): colours compared with the pairing
            if (sorted(found_pairs), found_bye) == (sorted(expected_pairs), expected_bye):
                agreed += 1
                continue
            differences.append(
                f"tournament {seed} ({players} players), round {number}:\n"
                f"  bbpPairings: {shown_with_colours(expected_pairs, expected_bye)}\n"
                f"  qtgames:     {shown_with_colours(found_pairs, found_bye)}")
    print(f"{agreed} of {rounds_seen} rounds over {tournaments} tournaments paired as "
          "bbpPairings pairs them")
    assert rounds_seen >= TOURNAMENTS * 3
    assert not differences, "\n".join(differences)


def oracle_pairs(oracle: Path, report: trf.Trf, folder: Path
                 ) -> tuple[list[tuple[str, str]], str | None]:
    """The next round of ``report`` as the oracle pairs it."""
    source, out = folder / "next.trf", folder / "next.txt"
    source.write_text(trf.write(report), encoding="utf-8")
    done = subprocess.run([str(oracle), "--dutch", str(source), "-p", str(out)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    pairs, bye = [], None
    for line in out.read_text(encoding="utf-8").split("\n")[1:]:
        if line.strip():
            first, second = line.split()
            if second == "0":
                bye = first
            else:
                pairs.append((first, second))
    return pairs, bye


def history_file(rounds: int, games: dict[int, str], first: str = "w") -> trf.Trf:
    """A report of players 1 to len(games), each with its rounds written as
    ``"opponent colour result"`` triples (``0 - Z`` for an absence), ``rounds`` in
    all; points are counted from the results."""
    players = {}
    for number, text in games.items():
        words = text.split()
        played = [trf.TrfGame(int(words[k]) or None, words[k + 1], words[k + 2])
                  for k in range(0, len(words), 3)]
        players[number] = trf.TrfPlayer(number, f"player {number}", 2800 - number,
                                        sum(game.points() for game in played), number,
                                        played)
    return trf.Trf(players, rounds, first, "handbook")


#: Situations the rules single out, each the history before the round to pair.
SITUATIONS = {
    # the first round: top half against bottom half, the initial colour (C.04.3 E.5)
    # alternating down the boards, the bye to the lowest (C.04.1 c, C.04.3 C.2)
    "first round, nine players, black first": (history_file(5, dict.fromkeys(
        range(1, 10), "")), "b"),
    "first round, ten players": (history_file(5, dict.fromkeys(range(1, 11), "")), "w"),
    # an absence, a forfeit won and a forfeit lost: no meeting, no colour; the forfeit
    # winner may not have the bye (C.2), the bye's receiver has played the most (C.9)
    "absence and forfeit": (history_file(4, {
        1: "4 w 1", 2: "5 b 1", 3: "6 w 1", 4: "1 b 0", 5: "2 w 0",
        6: "3 b 0", 7: "0 - Z", 8: "9 w +", 9: "8 b -"}), "w"),
    # players who had one colour twice running must not have it again (C.3)
    "absolute colour preferences": (history_file(5, {
        1: "5 w 1 3 w 1", 2: "6 b 1 4 b 1", 3: "7 b 1 1 b 0", 4: "8 w 1 2 w 0",
        5: "1 b 0 7 w 1", 6: "2 w 0 8 b 1", 7: "3 w 0 5 b 0", 8: "4 b 0 6 w 0"}), "w"),
    # the last round: topscorers may get a colour three times running (C.3)
    "topscorers in the final round": (history_file(3, {
        1: "4 w 1 2 w 1", 2: "5 b 1 1 b 0", 3: "6 w 1 5 w 1", 4: "1 b 0 6 b 1",
        5: "2 w 0 3 b 0", 6: "3 b 0 4 w 0"}), "w"),
    # a heterogeneous bracket: players floated down meet the highest they can (B.3)
    "floaters into a heterogeneous bracket": (history_file(5, {
        1: "5 w 1 3 w 1", 2: "6 b 1 4 b =", 3: "7 w 1 1 b 0", 4: "8 b 1 2 w =",
        5: "1 b 0 7 w 1", 6: "2 w 0 8 b 1", 7: "3 b 0 5 b 0", 8: "4 w 0 6 w 0"}), "w"),
    # games forfeited by both players: no meeting, no colour, so the initial colour
    # goes by pairing number again (E.5)
    "double forfeits": (history_file(4, {
        1: "4 w -", 2: "5 b -", 3: "6 w -", 4: "1 b -", 5: "2 w -", 6: "3 b -"}), "w"),
    # four rounds of byes, forfeits both ways and draws, fifteen players: the criteria
    # weighed across every bracket
    "round five after byes and forfeits": (history_file(9, {
        1: "8 w - 11 w 1 14 b 1 5 w 1", 2: "9 b 1 7 w 1 5 w - 3 b =",
        3: "10 w 1 6 b = 4 w + 2 w =", 4: "11 b 1 8 w 1 3 b - 6 b =",
        5: "12 w + 15 w 1 2 b - 1 b 0", 6: "13 b 1 3 w = 8 b 1 4 w =",
        7: "14 w 1 2 b 0 15 b = 9 w 0", 8: "1 b + 4 b 0 6 w 0 10 b 1",
        9: "2 w 0 12 b = 10 w 1 7 b 1", 10: "3 b 0 13 w = 9 b 0 8 w 0",
        11: "4 w 0 1 b 0 0 - U 14 w 1", 12: "5 b - 9 w = 13 b 1 15 w =",
        13: "6 w 0 10 b = 12 w 0 0 - U", 14: "7 b 0 0 - U 1 w 0 11 b 0",
        15: "0 - U 5 b 0 7 w = 12 b ="}), "w"),
}


@pytest.mark.parametrize("name", list(SITUATIONS))
def test_the_rules_situations_are_paired_as_the_oracle_pairs_them(
        name: str, oracle: Path, tmp_path: Path) -> None:
    report, first = SITUATIONS[name]
    report.first_colour = first
    expected_pairs, expected_bye = oracle_pairs(oracle, report, tmp_path)
    number = report.played_rounds() + 1
    order = [str(k) for k in sorted(report.players)]
    history = trf.histories(report, number - 1)
    final = number == report.rounds
    found_pairs, found_bye = pair_round(order, history, number,
                                        FIRST if first == "w" else SECOND,
                                        (number - 1) / 2 if final else None)
    assert (sorted(found_pairs), found_bye) == (sorted(expected_pairs), expected_bye), (
        f"{name}:\n  bbpPairings: {shown_with_colours(expected_pairs, expected_bye)}\n"
        f"  qtgames:     {shown_with_colours(found_pairs, found_bye)}")


@pytest.mark.parametrize(("count", "rounds"), [(7, 4), (8, 5), (9, 5)])
def test_the_trf_a_swiss_writes_is_read_by_the_oracle_and_by_us(
        count: int, rounds: int, oracle: Path, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "swiss.trf"
    specs = ["random", "easy", "medium"] * 3
    document = run_json(["tournament", "reversi", *specs[:count], *SMALL, "--format",
                         "swiss", "--rounds", str(rounds), "--games", "1", "--seed", "33",
                         "--trf", str(path)], capsys)
    checked = subprocess.run([str(oracle), "--dutch", str(path), "-c"], capture_output=True,
                             text=True, timeout=120, check=False)
    # the oracle recomputes every score from the results, then pairs every round again
    # and lists its own pairings beside the file's for every round where they differ
    said = checked.stdout + checked.stderr
    assert checked.returncode == 0 and "Error" not in said, said
    assert "Checker pairings" not in said, said
    report = trf.read(path.read_text(encoding="utf-8"))
    names = {str(p.number): p.name for p in report.players.values()}
    for entry in document["round_pairings"]:
        pairs, bye, absent = trf.round_pairing(report, entry["round"])
        assert absent == []
        assert sorted((names[a], names[b]) for a, b in pairs) == sorted(
            (pairing["first"], pairing["second"]) for pairing in entry["pairings"])
        assert (names[bye] if bye else None) == entry["bye"]
    points = {row["player"]: row["points"] for row in document["swiss"]}
    assert {p.name: p.points for p in report.players.values()} == points


def test_a_written_report_reads_back_the_same() -> None:
    report = trf.from_swiss(["ann", "bob", "cy"], 2, [(1, "ann", "bob", 0.5),
                                                     (2, "cy", "ann", 1.0)],
                            {"cy": [1], "bob": [2]}, {"ann": 3, "bob": 2, "cy": 1},
                            {"ann": 0.5, "bob": 1.5, "cy": 2.0}, "club")
    again = trf.read(trf.write(report))
    assert again == report


def test_points_without_playing_float_down_and_end_the_right_to_a_bye() -> None:
    # round 1: 1 won a forfeit against 2, 3 had a full-point bye, 4 a half-point one, 5
    # the pairing-allocated bye, 6 was absent for nothing
    report = history_file(3, {1: "2 w +", 2: "1 b -", 3: "0 - F", 4: "0 - H",
                              5: "0 - U", 6: "0 - Z"})
    history = trf.histories(report, 1)
    assert [history[p].score for p in "123456"] == [1.0, 0.0, 1.0, 0.5, 1.0, 0.0]
    assert [history[p].byes for p in "123456"] == [1, 0, 1, 0, 1, 0]
    assert [history[p].floats for p in "123456"] == [[DOWN], [LEVEL], [DOWN], [DOWN],
                                                    [DOWN], [LEVEL]]
    assert all(not history[p].opponents and not history[p].colours for p in "123456")


@pytest.mark.parametrize(("text", "problem"), [
    ("001    1      ann" + " " * 72 + "   1 q 1\n", "TRF line 1 is not one"),
    ("001    1      ann" + " " * 72 + "     7 w 1\n", "who is not in the file"),
    ("001" + " " * 5000 + "\n", "TRF line 1 is too long"),
    ("001 ABCD      ann\n", "TRF line 1 is not one"),
    ("XXR 500\n", "TRF line 1 is not one"),
], ids=["bad-colour", "unknown-opponent", "long", "number", "rounds"])
def test_a_hostile_trf_is_refused_in_one_message(text: str, problem: str) -> None:
    with pytest.raises(BadInput) as raised:
        trf.read(text)
    assert problem in str(raised.value)


@pytest.mark.parametrize("extra", [["--format", "round-robin"],
                                   ["--format", "swiss", "--games", "2"]])
def test_trf_is_for_a_swiss_of_one_game_a_round(
        extra: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["tournament", "reversi", "random", "easy", *SMALL, *extra, "--trf",
                        str(tmp_path / "t.trf")], capsys)
    assert code == 2 and "--trf is for a Swiss tournament" in err
    assert not (tmp_path / "t.trf").exists()
