"""A match's report is what a fastchess user reads (W-D-L, points, draw ratio, logistic
and normalised Elo with intervals, LOS, the pentanomial and, under a test, the LLR, its
bounds, its verdict and its course); a Swiss report shows each round's pairings, sides
and byes."""

import re
from pathlib import Path

import pytest

from tests.tournament.helpers import SMALL, run, run_json

MATCH = ["match", "reversi", "easy", "random", *SMALL, "--games", "40", "--seed", "3",
         "--sprt", "elo0=0", "elo1=100"]


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The JSON of the match (which its results file makes replayable)."""
    from qtgames.cli.main import main

    folder = tmp_path_factory.mktemp("match")
    results = folder / "match.jsonl"
    assert main([*MATCH, "--results", str(results), "--report",
                 str(folder / "report.txt")]) == 0
    return {"results": results, "text": (folder / "report.txt").read_text(encoding="utf-8")}


def test_the_text_report_has_fastchess_s_figures(document: dict,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    figures = run_json([*MATCH, "--resume", str(document["results"])], capsys)
    text = document["text"]
    elo, nelo = figures["logistic_elo"], figures["normalised_elo"]
    assert (f"Elo: {elo['difference']:.1f} +/- {elo['margin']:.1f}, "
            f"nElo: {nelo['difference']:.1f} +/- {nelo['margin']:.1f}") in text
    assert f"LOS: {100 * figures['los']:.2f} %, DrawRatio: " in text
    games = figures["games"]
    wins, draws, losses = figures["a_wins"], figures["draws"], figures["b_wins"]
    assert (f"Games: {games}, Wins: {wins}, Losses: {losses}, Draws: {draws}, "
            f"Points: {wins + draws / 2:.1f}") in text
    assert f"Ptnml(0-2): {figures['pentanomial']}" in text
    sprt = figures["sprt"]
    lower, upper = sprt["bounds"]
    assert re.search(rf"LLR: {sprt['llr']:.2f} \([0-9.]+%\) \({lower:.2f}, {upper:.2f}\) "
                     rf"\[0\.00, 100\.00\], pentanomial: H1 accepted", text), text


def test_the_html_match_report_is_a_match_s_page_with_the_test_s_course(
        tmp_path: Path, document: dict, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "match.html"
    code, _, err = run([*MATCH, "--resume", str(document["results"]), "--report", str(page)],
                       capsys)
    assert code == 0, err
    text = page.read_text(encoding="utf-8")
    assert "<title>reversi: match</title>" in text
    assert "round-robin tournament" not in text and "per pairing" not in text
    for heading in ("W-D-L", "Points", "Draw ratio", "Logistic Elo (95%)",
                    "Normalised Elo (95%)", "LOS", "Pentanomial", "LLR", "Bounds",
                    "Verdict"):
        assert f"<th>{heading}" in text, heading
    assert "H1 accepted" in text and 'alt="LLR over games"' in text


def test_the_llr_course_ends_at_the_llr_and_steps_a_pair_at_a_time(
        document: dict, capsys: pytest.CaptureFixture[str]) -> None:
    from qtgames.tournament.runner import TournamentConfig, run_tournament
    from qtgames.tournament.sprt import Sprt

    config = TournamentConfig("reversi", ("easy", "random"), games=40, seed=3,
                              options={"size": 6, "first": "black"}, sprt=Sprt(0, 100),
                              results=str(document["results"]), resume=True, jobs=1)
    tournament = run_tournament(config)
    assert tournament.sprt is not None
    history = tournament.sprt.history
    assert [games for games, _ in history] == list(range(2, tournament.sprt.games + 1, 2))
    assert history[-1][1] == tournament.sprt.llr


def test_the_match_prints_its_los(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["match", "reversi", "easy", "random", *SMALL, "--games", "8",
                        "--seed", "3"], capsys)
    assert code == 0 and re.search(r"LOS [0-9.]+%", out), out


def test_a_swiss_report_shows_each_round_s_pairings_sides_and_bye(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = ["random", "easy", "medium", "random (2)", "easy (2)"]
    swiss = ["tournament", "reversi", "random", "easy", "medium", "random", "easy", *SMALL,
             "--format", "swiss", "--rounds", "3", "--games", "1", "--seed", "5"]
    document = run_json(swiss, capsys)
    rounds = document["round_pairings"]
    assert [entry["round"] for entry in rounds] == [1, 2, 3]
    for entry in rounds:
        seen = [p for pairing in entry["pairings"] for p in (pairing["first"],
                                                             pairing["second"])]
        assert sorted([*seen, entry["bye"]]) == sorted(players)
    page, text_report = tmp_path / "swiss.html", tmp_path / "swiss.txt"
    for path in (page, text_report):
        code, _, err = run([*swiss, "--report", str(path)], capsys)
        assert code == 0, err
    html_text = page.read_text(encoding="utf-8")
    assert "<h2>Rounds</h2>" in html_text and "Buchholz" in html_text
    first = rounds[0]["pairings"][0]
    text = text_report.read_text(encoding="utf-8")
    assert "Round 1 (first side first):" in text
    assert (f"  {first['first']} {first['first_points']:g} - {first['second_points']:g} "
            f"{first['second']}") in text
    assert f"  {rounds[0]['bye']}: bye" in text
