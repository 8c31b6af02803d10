"""Whatever line is typed in a text game, the game goes on: a bad line is refused with the
reason, and nothing raises out of the command loop."""

import io
import re
from pathlib import Path

import pytest

from qtgames.cli.common import translator
from qtgames.cli.textgame import TextGame
from qtgames.cli.textsetup import choose_game
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.plugins import GameRegistry

DIGITS = "9" * 5000
HOSTILE = [
    "undo ²", "redo ²", "undo ¹²", "undo ٣",
    f"undo {DIGITS}", f"redo {DIGITS}", f"u {DIGITS}",
    "save ~nosuchuser/x", "load ~nosuchuser/x", "save ~nosuchuser", "load ~nosuchuser",
    "save a\x00b", "load a\x00b", "save \x00", "load \x00",
    "save .", "save /", "save ..", "load .", "load /", "load ..",
    "save " + "x" * 5000, "load " + "x" * 5000,
    DIGITS, "a" + DIGITS, ",", ",,", "\x00", "é" * 5000,
]


def play(registry: GameRegistry, game: str, lines: list[str]) -> tuple[GameRecord, str]:
    """Play ``lines`` in a text game between two people; return the record and the output."""
    record = GameRecord(registry.get(game), seed=1, deal_key=PLAIN)
    if record.spec.hidden_information:  # the first person confirms they sit at the keyboard
        lines = ["", *lines]
    out = io.StringIO()
    text_game = TextGame(record, out=out, inp=io.StringIO("".join(f"{line}\n" for line in lines)))
    assert text_game.run() == 0
    return text_game.record, out.getvalue()


def refusals(out: str) -> list[str]:
    """The refusals printed: lines starting with "! ", after the prompt or not."""
    return re.findall(r"(?m)(?:^|> )! .*$", out)


@pytest.mark.parametrize("game", ["reversi", "zen", "duel", "chifoumi"])
@pytest.mark.parametrize("line", HOSTILE, ids=lambda line: repr(line[:20]))
def test_a_hostile_line_is_refused_and_the_game_goes_on(
        registry: GameRegistry, game: str, line: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "cwd"
    folder.mkdir()
    monkeypatch.chdir(folder)
    first = GameRecord(registry.get(game), seed=1, deal_key=PLAIN).state.legal_moves()[0]
    first_text = GameRecord(registry.get(game), seed=1, deal_key=PLAIN).state.format_move(first)
    record, out = play(registry, game, [line, first_text])
    assert "internal error" not in out
    assert len(refusals(out)) == 1, out[-500:]
    assert record.moves == [first_text]  # the game went on after the refusal
    assert list(folder.iterdir()) == []  # nothing was written


def test_undo_and_redo_of_a_huge_count_go_as_far_as_they_can(registry: GameRegistry) -> None:
    record, out = play(registry, "reversi", ["d3", "c3", f"undo {DIGITS}", f"redo {DIGITS}"])
    assert record.cursor == 2 and "Took back 2 moves." in out and "Replayed 2 moves." in out


def test_save_and_load_expand_the_home_folder(
        registry: GameRegistry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    _, out = play(registry, "reversi", ["d3", "save ~/mine", "load ~/mine.qtgame"])
    assert saves.load(tmp_path / "mine.qtgame", registry.get).moves == ["d3"]
    assert "Loaded ~/mine.qtgame." in out and not refusals(out)


def test_a_plugin_that_raises_on_a_typed_line_does_not_end_the_game(
        registry: GameRegistry, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = registry.get("reversi")
    state_class = type(GameRecord(spec, seed=1).state)

    def broken(self: object, text: str) -> object:
        raise ZeroDivisionError("a plugin bug")

    monkeypatch.setattr(state_class, "parse_move", broken)
    _, out = play(registry, "reversi", ["d3", "position"])
    assert "internal error" in out and "ZeroDivisionError" in out
    assert "8/8/8/3wb3/3bw3/8/8/8 b" in out  # the next line was still answered


class Terminal(io.StringIO):
    """Typed lines, as on a terminal."""

    def isatty(self) -> bool:
        """A terminal."""
        return True


def test_a_huge_number_for_the_game_is_asked_again() -> None:
    out = io.StringIO()
    spec = choose_game(None, translator(), out, Terminal(f"{DIGITS}\n0\nreversi\n"))
    assert spec.id == "reversi" and out.getvalue().count("! ") == 2
