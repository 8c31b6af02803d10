"""The Swiss pairings held against bbpPairings, the FIDE-endorsed Dutch system engine,
built here from its source for the tests only (never shipped, never imported by the
product): random tournaments it generates and pairs itself (5 to 40 players, up to 11
rounds, draws, forfeits and byes) are paired again round by round from their TRF(x)
histories, and each round that differs is printed with both pairings. The TRF(x) files
``tournament --trf`` writes are read by it as they are by us."""

import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from qtgames.core.errors import BadInput
from qtgames.tournament import trf
from qtgames.tournament.dutch import FIRST, SECOND, pair_round
from tests.tournament.helpers import SMALL, run, run_json

#: Where the oracle's source is looked for: ``QTGAMES_BBP_SOURCE``, then in a
#: ``shared/oracles`` folder beside the repository or beside one of its parents.
SOURCES = [Path(os.environ.get("QTGAMES_BBP_SOURCE", "/nonexistent")),
           *(folder / "shared/oracles/bbpPairings"
             for folder in Path(__file__).resolve().parents[3:])]
#: Random tournaments compared.
TOURNAMENTS = 40
#: The share of rounds paired exactly as the oracle pairs them, below which the test
#: fails: a ratchet, raised as the pairing closes the gap (the rest are printed).
AGREEMENT = 0.87


@pytest.fixture(scope="session")
def oracle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built oracle (about 20 s of g++), or a clean skip saying what is missing."""
    source = next((path for path in SOURCES if (path / "build").is_file()), None)
    if source is None:
        pytest.skip("bbpPairings' source is not here (set QTGAMES_BBP_SOURCE to its folder)")
    if shutil.which("g++") is None or shutil.which("make") is None:
        pytest.skip("g++ and make are needed to build the bbpPairings oracle")
    folder = tmp_path_factory.mktemp("bbp")
    done = subprocess.run(["bash", str(source / "build"), str(folder)], capture_output=True,
                          text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return folder / "bbpPairings.exe"


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


def test_random_histories_are_paired_as_the_oracle_pairs_them(oracle: Path,
                                                              tmp_path: Path) -> None:
    rng = random.Random(35)
    rounds_seen = agreed = 0
    differences = []
    for seed in range(1, TOURNAMENTS + 1):
        players = rng.randint(5, 40)
        rounds = min(rng.randint(2, 11), players - 1)
        report = generated(oracle, tmp_path, seed, players, rounds, rng.choice([1, 5, 20]))
        if report is None:
            continue
        for number in range(1, report.played_rounds() + 1):
            expected_pairs, expected_bye, _ = trf.round_pairing(report, number)
            found_pairs, found_bye = ours(report, number)
            rounds_seen += 1
            if (sorted(found_pairs), found_bye) == (sorted(expected_pairs), expected_bye):
                agreed += 1
                continue
            differences.append(f"tournament {seed} ({players} players), round {number}:\n"
                               f"  bbpPairings: {shown(expected_pairs, expected_bye)}\n"
                               f"  qtgames:     {shown(found_pairs, found_bye)}")
            assert number > 1, differences[-1]  # round one is the rules' own table
    print(f"{agreed} of {rounds_seen} rounds paired as bbpPairings pairs them")
    print("\n".join(differences))
    assert agreed >= AGREEMENT * rounds_seen, f"only {agreed} of {rounds_seen} agree"


def test_the_trf_a_swiss_writes_is_read_by_the_oracle_and_by_us(
        oracle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "swiss.trf"
    document = run_json(["tournament", "reversi", "random", "easy", "medium", "random",
                         "easy", "random", "easy", *SMALL, "--format", "swiss", "--rounds",
                         "4", "--games", "1", "--seed", "33", "--trf", str(path)], capsys)
    checked = subprocess.run([str(oracle), "--dutch", str(path), "-c"], capture_output=True,
                             text=True, timeout=120, check=False)
    # the oracle recomputes every score from the results before it checks the pairings
    assert checked.returncode == 0 and "Error" not in checked.stdout + checked.stderr
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
