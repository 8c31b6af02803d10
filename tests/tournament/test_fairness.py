"""Colour-fair runs: a starter left to chance is set per game so that each pair of games
swaps who starts, as Black and White swap; ``--first-move`` counts the player who moved
first and the advantage is printed. Two players of one spec are both kept; adjudications
are named by kind and counted; the join hint names the address the host listens on."""

import csv
import io
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from qtgames.net.addresses import join_address, local_address
from qtgames.plugins import load_games
from qtgames.tournament.book import Book
from qtgames.tournament.games import make_job, start_state
from tests.tournament.helpers import SMALL, run, run_json


def lines_of(path: Path) -> list[dict[str, Any]]:
    """The game lines of a results file (its header left out)."""
    return [json.loads(raw) for raw in path.read_text(encoding="utf-8").splitlines()][1:]


def starter(line: dict[str, Any]) -> str:
    """The table name of the player who moved first in the game of ``line``."""
    info = line["tournament"]
    return str(info["names"][info["first"]])


@pytest.mark.parametrize(("game", "options"), [
    ("duel", {}), ("chifoumi", {}), ("zen", {}), ("zen", {"players": 4})])
def test_a_starter_left_to_chance_changes_with_the_sides(game: str,
                                                         options: dict[str, Any]) -> None:
    spec = load_games().get(game)
    resolved = spec.resolve_options(options)
    assert resolved["first"] == "random"
    starters = []
    for index in range(12):
        job = make_job(spec, resolved, 4, "a vs b", index, "a", "b")
        state = start_state(spec, job)
        starters.append(job.seats[state.to_move()])
    assert starters == ["a", "b"] * 6


def test_a_duel_match_is_colour_fair_and_its_results_say_who_started(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "duel.jsonl"
    run_json(["match", "duel", "random", "random", "--games", "20", "--seed", "4",
              "--results", str(results)], capsys)
    starters = [starter(line) for line in lines_of(results)]
    assert starters.count("random") == 10
    assert all(one != two for one, two in itertools.pairwise(starters))


def test_first_move_counts_the_player_who_moved_first_not_the_first_seat(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "two.jsonl"
    run_json(["match", "duel", "random", "easy", "--games", "4", "--seed", "2",
              "--option", "first=two", "--results", str(results)], capsys)
    book = Book(["random", "easy"])
    for line in lines_of(results):
        assert line["tournament"]["first"] == 1  # the second seat starts every game
        played = book.add(line)
        assert played.a_first == (1 in line["tournament"]["a_seats"])


def test_the_first_move_advantage_is_printed_in_text_and_json(
        capsys: pytest.CaptureFixture[str]) -> None:
    match = ["match", "reversi", "random", "random", *SMALL, "--games", "24", "--seed", "3",
             "--first-move"]
    document = run_json(match, capsys)
    advantage = document["first_move_advantage"]
    assert isinstance(advantage["elo"], float) and advantage["margin"] > 0
    code, out, _ = run(match, capsys)
    assert code == 0
    assert (f"first-move advantage: {advantage['elo']:+.1f} ± {advantage['margin']:.1f} Elo"
            in out)


def test_two_players_of_one_spec_are_both_kept_and_named_apart(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "twice.jsonl"
    document = run_json(["tournament", "reversi", "easy", "easy", "random", *SMALL,
                         "--games", "2", "--seed", "1", "--results", str(results)], capsys)
    assert document["players"] == ["easy", "easy (2)", "random"]
    assert {row["player"] for row in document["standings"]} == {"easy", "easy (2)",
                                                                 "random"}
    header = json.loads(results.read_text(encoding="utf-8").splitlines()[0])
    assert header["config"]["players"] == ["easy", "easy (2)", "random"]
    assert header["config"]["aliases"] == {"easy (2)": "easy"}
    games = lines_of(results)
    assert len(games) == 6
    assert any("easy (2)" in line["tournament"]["names"] for line in games)
    code, out, _ = run(["tournament", "reversi", "easy", "easy", "random", *SMALL,
                        "--games", "2", "--seed", "1"], capsys)
    assert code == 0 and "easy (2)" in out


def test_adjudications_are_named_by_kind_and_counted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capped, drawn = tmp_path / "cap.jsonl", tmp_path / "draw.jsonl"
    base = ["match", "reversi", "easy", "random", *SMALL, "--games", "4", "--seed", "3"]
    document = run_json([*base, "--max-moves", "6", "--results", str(capped)], capsys)
    assert document["adjudications"] == {"move cap": 4, "draw rule": 0, "resignation": 0}
    assert [line["tournament"]["adjudicated"] for line in lines_of(capped)] == ["move cap"] * 4
    document = run_json(["match", "reversi", "easy", "medium", *SMALL, "--games", "2",
                         "--seed", "3", "--draw", "score=1000000000", "moves=2",
                         "--results", str(drawn)], capsys)
    assert document["adjudications"] == {"move cap": 0, "draw rule": 2, "resignation": 0}
    code, out, _ = run([*base, "--max-moves", "6"], capsys)
    assert code == 0 and "4 games adjudicated (move cap 4)" in out
    exported = tmp_path / "games.csv"
    code, out, _ = run(["tournament", "reversi", "easy", "random", *SMALL, "--games", "2",
                        "--seed", "3", "--max-moves", "6", "--export-csv", str(exported)],
                       capsys)
    assert code == 0 and "Adjudicated: 2 (move cap 2)" in out
    rows = list(csv.DictReader(io.StringIO(exported.read_text(encoding="utf-8"))))
    assert [row["adjudicated"] for row in rows] == ["move cap", "move cap"]


def test_a_game_played_to_its_end_is_not_adjudicated(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "full.jsonl"
    document = run_json(["match", "reversi", "easy", "random", *SMALL, "--games", "2",
                         "--seed", "3", "--results", str(results)], capsys)
    assert sum(document["adjudications"].values()) == 0
    assert [line["tournament"]["adjudicated"] for line in lines_of(results)] == [None, None]


@pytest.mark.parametrize(("field", "value"), [("adjudicated", "resignation"), ("first", 1)])
def test_a_results_line_claiming_another_adjudication_or_starter_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, value: object) -> None:
    results = tmp_path / "run.jsonl"
    match = ["match", "reversi", "easy", "random", *SMALL, "--games", "2", "--seed", "3",
             "--max-moves", "6"]
    run_json([*match, "--results", str(results)], capsys)
    raw = results.read_text(encoding="utf-8").splitlines()
    line = json.loads(raw[1])
    line["tournament"][field] = value
    raw[1] = json.dumps(line)
    results.write_text("\n".join(raw[:2]) + "\n", encoding="utf-8")
    code, _, err = run([*match, "--resume", str(results)], capsys)
    assert code == 2 and f"line 2: {field} is " in err


def test_the_join_hint_names_the_address_the_host_listens_on() -> None:
    assert join_address("127.0.0.1") == "127.0.0.1"
    assert join_address("::1") == "[::1]"
    assert join_address("") == join_address("0.0.0.0") == local_address()
