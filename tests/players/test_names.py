"""Outside players' names: read, checked, and refused in one line with exit code 2."""

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.errors import BadInput
from qtgames.players import OutsideName, is_outside, outside_label, parse, with_seconds
from tests.helpers import run


@pytest.mark.parametrize(("name", "parsed"), [
    ("py:bot.py", OutsideName("py", "bot.py")),
    ("ai:students/ia.py", OutsideName("ai", "students/ia.py")),
    ("py@0.5:C:\\bots\\b.py", OutsideName("py", "C:\\bots\\b.py", 0.5)),
    ("engine:python3 'my engine.py' --fast", OutsideName("engine",
                                                         "python3 'my engine.py' --fast")),
])
def test_names_are_read_and_written_back(name: str, parsed: OutsideName) -> None:
    assert is_outside(name)
    assert parse(name) == parsed
    assert parse(name).text == name


def test_levels_are_not_outside_players() -> None:
    assert not any(is_outside(name) for name in ("random", "hard", "tata-suzanne", "human"))


def test_a_time_limit_is_added_only_where_the_name_has_none() -> None:
    assert with_seconds("py:bot.py", 0.5) == "py@0.5:bot.py"
    assert with_seconds("py@3:bot.py", 0.5) == "py@3:bot.py"
    assert with_seconds("hard", 0.5) == "hard"
    assert with_seconds("py:bot.py", None) == "py:bot.py"
    assert parse("py:bot.py").move_seconds == 2.0


def test_players_are_shown_by_their_file() -> None:
    assert outside_label("ai:/home/ana/roses/ia.py") == "ia.py"
    assert outside_label("engine:python3 engines/engine_random.py --fast") == "engine_random.py"
    assert outside_label("engine:/usr/bin/stockfish") == "stockfish"


@pytest.mark.parametrize(("name", "message"), [
    ("bot:x.py", "unknown kind of player 'bot:' in 'bot:x.py' (known: ai:FILE, py:FILE, "
                 "engine:COMMAND)"),
    ("py:", "'py:' names no file"),
    ("engine:   ", "'engine:   ' names no command"),
    ("engine:'open", "bad engine command \"'open\": No closing quotation"),
    ("py@fast:x.py", "'py@fast:x.py': the time per move after @ must be a number of seconds "
                     "from 0.05 to 3600"),
    ("py@0.01:x.py", "'py@0.01:x.py': the time per move after @ must be a number of seconds "
                     "from 0.05 to 3600"),
])
def test_misspelt_names_are_refused(name: str, message: str) -> None:
    with pytest.raises(BadInput) as error:
        parse(name)
    assert str(error.value) == message


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "folder.py").mkdir()
    (tmp_path / "notes.txt").write_text("hello")
    script = tmp_path / "script.sh"
    script.write_text("#!/bin/sh\n")
    return tmp_path


@pytest.mark.parametrize(("player", "message"), [
    ("py:{tmp}/missing.py", "no file {tmp}/missing.py"),
    ("py:{tmp}/folder.py", "{tmp}/folder.py is a folder with no __init__.py, neither a Python "
     "file nor a package"),
    ("py:{tmp}/notes.txt", "{tmp}/notes.txt is not a Python file (.py)"),
    ("ai:{tmp}/missing.py", "no file {tmp}/missing.py"),
    ("engine:{tmp}/script.sh --x", "engine program '{tmp}/script.sh' is not executable"),
    ("engine:{tmp}/folder.py", "engine program '{tmp}/folder.py' is a folder"),
    ("engine:no-such-program-here", "engine program 'no-such-program-here' is not found"),
    ("robot:x", "unknown kind of player 'robot:' in 'robot:x' (known: ai:FILE, py:FILE, "
                "engine:COMMAND)"),
])
@pytest.mark.parametrize("command", ["match", "tournament", "text"])
def test_every_command_refuses_a_bad_player_in_one_line(
        files: Path, player: str, message: str, command: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    name = player.format(tmp=files)
    args = {"match": ["match", "reversi", name, "random"],
            "tournament": ["tournament", "reversi", "random", name],
            "text": ["text", "reversi", "--players", f"human,{name}"]}[command]
    code, out, err = run(args, capsys)
    assert (code, out) == (2, "")
    assert err == f"qtgames: {message.format(tmp=files)}\n"


def test_the_move_time_is_checked(capsys: pytest.CaptureFixture[str],
                                  bot: Callable[[str], Path]) -> None:
    code, _, err = run(["match", "reversi", f"py:{bot('good')}", "random", "--move-time",
                        "0"], capsys)
    assert code == 2
    assert err == "qtgames: --move-time must be between 0.05 and 3600, not 0.0\n"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")
def test_the_text_version_plays_a_file_and_reports_its_forfeit(
        bot: Callable[[str], Path], tmp_path: Path) -> None:
    import subprocess

    good, bad = bot("good"), bot("raising")
    done = subprocess.run([sys.executable, "-m", "qtgames", "text", "reversi", "--players",
                           f"py:{good},py:{bad}", "--move-time", "1"],
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Black (good.py) is thinking" in done.stdout
    assert f"White loses by forfeit: {bad}: play raised ValueError: the bot is confused " \
           "(raising.py, line 5). Black wins." in done.stdout
