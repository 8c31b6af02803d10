"""``qtgames host --code ""``: an empty code is refused in one line (exit 2), never
replaced by a random one nobody was told to expect; without --code a new one is drawn."""

import pytest

from qtgames.cli.main import main
from qtgames.cli.netplay import host_code


@pytest.mark.parametrize("code", ["", "   "])
def test_an_empty_code_is_refused_in_one_line(code: str, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "en")
    assert main(["host", "reversi", "--port", "0", "--no-announce", "--code", code]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "--code is empty: give a join code, or leave --code out" in err


def test_the_refusal_is_in_french_when_the_system_is(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    assert main(["host", "reversi", "--port", "0", "--no-announce", "--code", ""]) == 2
    assert "--code est vide" in capsys.readouterr().err


def test_without_a_code_one_is_drawn_and_a_code_given_is_kept() -> None:
    assert len(host_code(None)) >= 6 and host_code(None) != host_code(None)
    assert host_code("SERIES42") == "SERIES42"
