"""``--max-moves N``: each game stopped after N moves and scored as its rules score a game
cut short; the cap recorded in the results file, and the cut games accepted on resume."""

import json
from pathlib import Path

import pytest

from tests.tournament.helpers import SMALL, lines, run, run_json

MATCH = ["match", "reversi", "random", "easy", *SMALL, "--seed", "11", "--games", "2"]


def test_games_stop_at_the_cap_and_resume_from_the_file(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    results = tmp_path / "run.jsonl"
    first = run_json([*MATCH, "--max-moves", "7", "--results", str(results)], capsys)
    header, *games = lines(results)
    assert header["config"]["max_moves"] == 7 and len(games) == 2
    for game in games:
        assert len(game["moves"]) == game["tournament"]["plies"] == 7
        assert game["tournament"]["outcome"]["reason"] == "adjudicated"
    again = run_json([*MATCH, "--max-moves", "7", "--resume", str(results)], capsys)
    assert again["games"] == first["games"] == 2
    code, _, err = run([*MATCH, "--resume", str(results)], capsys)
    assert code == 2 and "max_moves differs: 7 in the file, null here" in err


def test_a_line_cut_before_the_cap_is_refused_on_resume(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    results = tmp_path / "run.jsonl"
    run_json([*MATCH, "--max-moves", "7", "--results", str(results)], capsys)
    header, game, *rest = results.read_text(encoding="utf-8").splitlines()
    line = json.loads(game)
    line["moves"] = line["moves"][:6]
    line["cursor"] = line["tournament"]["plies"] = 6
    results.write_text("\n".join([header, json.dumps(line), *rest]) + "\n", encoding="utf-8")
    code, _, err = run([*MATCH, "--max-moves", "7", "--resume", str(results)], capsys)
    assert code == 2 and "the moves stop after move 6, before the game's end" in err


@pytest.mark.parametrize(("value", "said"), [
    ("0", "--max-moves must be between 1 and 100000, not 0"),
    ("100001", "--max-moves must be between 1 and 100000, not 100001"),
    ("-3", "--max-moves must be between 1 and 100000, not -3"),
    ("x", "argument --max-moves: invalid int value: 'x'"),
])
def test_a_bad_cap_is_refused_in_one_line(value: str, said: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run([*MATCH, "--max-moves", value], capsys)
    assert code == 2 and out == "" and err.count("\n") == 1 and said in err
