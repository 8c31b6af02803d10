"""The result ``qtgames match`` prints, in English and in French, counted as each language
counts: one game, two games; une partie, deux parties (and zéro partie)."""

import re
from pathlib import Path

import pytest

from qtgames.core.i18n import Translator
from tests.helpers import run, run_json

MATCH = ["match", "reversi", "random", "random", "--seed", "3", "--option", "size=6"]


@pytest.mark.parametrize(("games", "said"), [(1, "1 game, seed 3"), (2, "2 games, seed 3")])
def test_the_summary_counts_its_games_in_english(games: int, said: str,
                                                 capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "en")
    code, out, _ = run([*MATCH, "--games", str(games)], capsys)
    first = out.splitlines()[0]
    assert code == 0 and first == f"reversi: random (A) against random (B), {said}"


def test_the_summary_is_in_french_when_the_system_is(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, out, _ = run([*MATCH, "--games", "1"], capsys)
    lines = out.splitlines()
    assert code == 0 and lines[0].endswith("(B), 1 partie, graine 3")
    assert lines[1].startswith("  A gagne ")
    assert "parties distinctes : 1 sur 1" in out and "écart Elo : " in out
    assert "Elo logistique" in out and "secondes par coup (médiane) : A " in out
    code, out, _ = run([*MATCH, "--games", "2"], capsys)
    assert out.splitlines()[0].endswith("(B), 2 parties, graine 3")


def test_french_says_zero_and_one_in_the_singular_english_one_only() -> None:
    english, french = Translator("en"), Translator("fr")
    one, many = "Series of {count} game", "Series of {count} games"
    assert [english.plural(one, many, n) for n in (0, 1, 2)] == [
        "Series of 0 games", "Series of 1 game", "Series of 2 games"]
    assert [french.plural(one, many, n) for n in (0, 1, 2)] == [
        "Série de 0 partie", "Série de 1 partie", "Série de 2 parties"]


def test_in_french_the_figures_have_a_decimal_comma_and_a_spaced_percent_sign(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, out, _ = run([*MATCH, "--games", "2"], capsys)
    assert code == 0 and re.search(r"^  A marque [01],\d{3}$", out, re.MULTILINE)
    assert re.search(r"écart Elo : [+-]\d+,\d ± \d+,\d \(95\u202f%\)", out)
    assert re.search(r"taux de nulles \d+,\d\u202f%", out)
    assert re.search(r"secondes par coup \(médiane\) : A \d+,\d{3}, B \d+,\d{3}", out)
    assert not re.search(r"\d\.\d", out.split("\n", 1)[1])  # the seed line has none


def test_the_figures_programs_read_keep_their_decimal_point_in_french(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    report = tmp_path / "match.txt"
    code, _, _ = run([*MATCH, "--games", "2", "--report", str(report)], capsys)
    text = report.read_text(encoding="utf-8")
    assert code == 0 and re.search(r"^Games: 2, .*Points: \d+\.\d \(\d+\.\d\d %\)$", text,
                                   re.MULTILINE)  # fastchess's line, as it writes it
    assert re.search(r"DrawRatio: \d+\.\d\d %", text)
    assert re.search(r"\(\d+,\d\u202f%\)", text)  # the tables after it speak French
    document = run_json([*MATCH, "--games", "2"], capsys)
    assert document["a_score"] in (0.0, 0.5, 1.0)
