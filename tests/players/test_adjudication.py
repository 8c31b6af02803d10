"""Adjudication by the players' scores (``--resign``, ``--draw``): a side resigns when both
sides' last scores agree that it is lost, a game is drawn when both agree it is level; the
scores are recorded in the results file and the adjudication checked again on resume."""

import json
import sys
from pathlib import Path

import pytest

from qtgames.ai.adjudication import Adjudication, ScoreRule, ScoreWatch
from qtgames.core.errors import BadInput
from qtgames.core.outcome import Reason
from tests.helpers import run, run_json
from tests.tournament.helpers import SMALL, lines

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")

SCORER = Path(__file__).parent / "engines" / "scorer.py"


def scorer(score: str) -> str:
    """The engine that plays the first legal move and reports ``score`` (its module
    ``base.py`` named too, for the box to show it)."""
    return f"engine:{sys.executable} {SCORER} {score} {SCORER.with_name('base.py')}"


def test_a_side_resigns_once_both_sides_agreed_for_the_moves_asked() -> None:
    watch = ScoreWatch(Adjudication(resign=ScoreRule(300, 2)), [0, 1])
    assert watch.add(0, -400) is None and watch.add(1, 400) is None
    assert watch.add(0, -301) is None  # seat 1 has agreed only once so far
    outcome = watch.add(1, 300)
    assert outcome is not None and outcome.winners == {1} and outcome.reason == Reason.RESIGNED


def test_a_move_without_a_score_starts_its_sides_count_again() -> None:
    watch = ScoreWatch(Adjudication(draw=ScoreRule(10, 2)), [0, 1])
    for team, score in [(0, 0), (1, 5), (0, None), (1, -5), (0, 3)]:
        assert watch.add(team, score) is None
    outcome = watch.add(0, -10)
    assert outcome is not None and outcome.is_draw and outcome.reason == Reason.ADJUDICATED


def test_one_side_alone_never_decides_and_three_sides_are_never_adjudicated() -> None:
    watch = ScoreWatch(Adjudication(resign=ScoreRule(100, 1)), [0, 1])
    assert watch.add(0, -500) is None and watch.add(1, 50) is None
    three = ScoreWatch(Adjudication(draw=ScoreRule(100, 1)), [0, 1, 2])
    assert all(three.add(team, 0) is None for team in (0, 1, 2, 0, 1, 2))


@pytest.mark.parametrize(("words", "said"), [
    (["score=100"], "--resign needs score=S and moves=N"),
    (["score=100", "moves=3", "moves=4"], "once each, not 'moves=4'"),
    (["depth=3"], "once each, not 'depth=3'"),
    (["score=abc", "moves=3"], "score must be a number from 0 to 1e+09, not 'abc'"),
    (["score=-1", "moves=3"], "score must be a number from 0 to 1e+09, not '-1'"),
    (["score=nan", "moves=3"], "score must be a number from 0 to 1e+09, not 'nan'"),
    (["score=100", "moves=0"], "moves must be between 1 and 1000, not '0'"),
    (["score=100", "moves=1.5"], "moves must be between 1 and 1000, not '1.5'"),
])
def test_a_bad_rule_is_refused_in_one_line(words: list[str], said: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(BadInput, match=None) as raised:
        ScoreRule.parse("--resign", words)
    assert said in str(raised.value)
    code, out, err = run(["match", "reversi", "random", "easy", "--games", "1",
                          "--resign", *words], capsys)
    assert code == 2 and out == "" and err.count("\n") == 1 and said in err


def test_an_engine_sure_to_lose_resigns(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    results = tmp_path / "run.jsonl"
    args = ["match", "reversi", scorer("-500"), scorer("500"), *SMALL, "--no-openings",
            "--games", "2",
            "--seed", "4", "--resign", "score=400", "moves=3"]
    document = run_json([*args, "--results", str(results)], capsys)
    assert (document["a_wins"], document["b_wins"], document["forfeits"]) == (0, 2, [])
    header, *games = lines(results)
    assert header["config"]["resign"] == "score=400 moves=3"
    for game in games:
        info = game["tournament"]
        assert len(game["moves"]) == 6 and info["outcome"]["reason"] == "resigned"
        assert sorted(info["move_scores"]) == [-500.0] * 3 + [500.0] * 3
    again = run_json([*args, "--resume", str(results)], capsys)
    assert again["b_wins"] == 2


def test_engines_that_agree_it_is_level_draw(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(["match", "reversi", scorer("0"), scorer("10"), *SMALL,
                         "--games", "2", "--draw", "score=20", "moves=2"], capsys)
    assert document["draws"] == 2


def test_levels_report_scores_and_can_be_drawn(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(["match", "reversi", "medium", "easy", *SMALL, "--games", "2",
                         "--draw", "score=1000000", "moves=1"], capsys)
    assert document["draws"] == 2


def test_changed_scores_are_refused_on_resume(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    results = tmp_path / "run.jsonl"
    args = ["match", "reversi", scorer("-500"), scorer("500"), *SMALL, "--no-openings",
            "--games", "1",
            "--seed", "4", "--resign", "score=400", "moves=2"]
    run_json([*args, "--results", str(results)], capsys)
    header, game = results.read_text(encoding="utf-8").splitlines()
    for scores, said in [([-500.0, 500.0, -500.0], "not one number or null for each"),
                         ([-500.0, 500.0, "x", 500.0], "not one number or null for each"),
                         ([-500.0, 500.0, None, 500.0], "the moves stop after move 4"),
                         ([-500.0, 500.0, -500.0, 399.0], "the moves stop after move 4"),
                         ]:
        line = json.loads(game)
        line["tournament"]["move_scores"] = scores
        results.write_text(f"{header}\n{json.dumps(line)}\n", encoding="utf-8")
        code, _, err = run([*args, "--resume", str(results)], capsys)
        assert code == 2 and said in err, err


def test_a_game_played_on_after_its_scores_ended_it_is_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    results = tmp_path / "run.jsonl"
    args = ["match", "reversi", scorer("-500"), scorer("100"), *SMALL, "--no-openings",
            "--games", "1",
            "--seed", "4", "--resign", "score=400", "moves=1", "--max-moves", "6"]
    run_json([*args, "--results", str(results)], capsys)
    header, game = results.read_text(encoding="utf-8").splitlines()
    line = json.loads(game)
    assert line["tournament"]["move_scores"] == [-500.0, 100.0] * 3
    run_json([*args, "--resume", str(results)], capsys)
    line["tournament"]["move_scores"][1] = 500.0
    results.write_text(f"{header}\n{json.dumps(line)}\n", encoding="utf-8")
    code, _, err = run([*args, "--resume", str(results)], capsys)
    assert code == 2 and "the scores end the game at move 2, but it goes on" in err
