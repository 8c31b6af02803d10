"""The result ``qtgames match`` prints, in English and in French, counted as each language
counts: one game, two games; une partie, deux parties (and zéro partie)."""

import pytest

from qtgames.core.i18n import Translator
from tests.helpers import run

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
