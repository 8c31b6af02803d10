"""Text from outside players never stops a command: an engine or a bot file that sends a
lone surrogate (legal JSON, not text) or control characters in its move, its name or its
error loses the game by forfeit, and ``match --json``, ``tournament --results`` (then
``--resume``) and the crash log stay whole, valid UTF-8."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.core.jsonlines import ProtocolError, decode
from tests.hostile.helpers import STUCK_SECONDS, limit_memory

#: A lone surrogate: text no UTF-8 output can hold.
SURROGATE = re.compile("[\ud800-\udfff]")

#: An engine script: answers hello and every position as ``ANSWER`` says (JSON kept raw,
#: so that it can hold the escape of a lone surrogate).
ENGINE = r'''
import sys
HELLO, ANSWER = {hello!r}, {answer!r}
for line in sys.stdin:
    if '"hello"' in line:
        print(HELLO, flush=True)
    elif '"position"' in line:
        print(ANSWER, flush=True)
    elif '"quit"' in line:
        break
'''
GOOD_HELLO = '{"type": "hello", "protocol": 1, "name": "bad engine"}'
#: What each engine does wrong.
ENGINES = {
    "move": (GOOD_HELLO, '{"type": "move", "move": "d3\\ud800"}'),
    "name": ('{"type": "hello", "protocol": 1, "name": "\\udfff\\u001b[2J"}',
             '{"type": "move", "move": "d3"}'),
    "error": (GOOD_HELLO, '{"type": "error", "message": "\\ud800 out of book"}'),
    "control": (GOOD_HELLO, '{"type": "error", "message": "\\u001b[2J\\u001b]0;owned\\u0007'
                            '\\u202eevil"}'),
    "illegal": (GOOD_HELLO, '{"type": "move", "move": "\\u001b[31mz9\\u202e"}'),
}
#: A bot file (``py:``) whose name and error message hold lone surrogates.
BOT = '''
def name():
    return "bot\\ud800"

def play(view, legal_moves, seat):
    raise ValueError("no \\udc80 move")
'''


def _engine(tmp_path: Path, kind: str) -> str:
    hello, answer = ENGINES[kind]
    path = tmp_path / f"engine_{kind}.py"
    path.write_text(ENGINE.format(hello=hello, answer=answer), encoding="utf-8")
    return f"engine:{sys.executable} {path}"


def _run(args: list[str], home: Path) -> tuple[int, str, str]:
    """``qtgames ARGS``: its exit code and its output and errors, which must be UTF-8."""
    environment = dict(os.environ, QTGAMES_HOME=str(home), QTGAMES_LANG="en", NO_COLOR="1")
    done = subprocess.run([sys.executable, "-m", "qtgames", *args], capture_output=True,
                          env=environment, timeout=STUCK_SECONDS, preexec_fn=limit_memory,
                          check=False)
    return (done.returncode, done.stdout.decode("utf-8", "strict"),
            done.stderr.decode("utf-8", "strict"))


def _clean(text: str) -> None:
    """``text`` holds nothing a terminal would act on, and only text."""
    assert SURROGATE.search(text) is None
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_an_engines_bad_text_is_a_forfeit_in_a_whole_json_document(
        kind: str, tmp_path: Path) -> None:
    code, out, err = _run(["match", "reversi", _engine(tmp_path, kind), "random",
                           "--games", "2", "--jobs", "1", "--json"], tmp_path)
    assert code == 0, err
    document = json.loads(out)
    assert document["games"] == 2
    assert [forfeit["player"] for forfeit in document["forfeits"]] == ["a", "a"]
    for forfeit in document["forfeits"]:
        _clean(forfeit["reason"])
        assert f"engine_{kind}.py: " in forfeit["reason"]
    _clean(out + err)


def test_an_engines_bad_text_in_the_terminal_tables(tmp_path: Path) -> None:
    code, out, err = _run(["match", "reversi", _engine(tmp_path, "error"), "random",
                           "--games", "1", "--jobs", "1"], tmp_path)
    assert code == 0, err
    assert "A forfeits: " in out and "engine_error.py: " in out
    assert "lone surrogate" in out
    _clean(out + err)


def test_a_tournament_with_forfeits_keeps_every_game_and_resumes(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    players = [_engine(tmp_path, "move"), _engine(tmp_path, "control"), "random"]
    code, out, err = _run(["tournament", "reversi", *players, "--games", "2", "--jobs", "1",
                           "--results", str(results)], tmp_path)
    assert code == 0, err
    _clean(out + err)
    lines = results.read_bytes().decode("utf-8", "strict").splitlines()
    assert len(lines) == 1 + 6  # the header, then the 3 pairings' 2 games each
    games = [json.loads(line) for line in lines[1:]]
    assert sum(1 for game in games if game["tournament"].get("forfeit")) >= 4
    for line in lines:
        _clean(line)
    code, out, err = _run(["tournament", "reversi", *players, "--games", "2", "--jobs", "1",
                           "--resume", str(results), "--json"], tmp_path)
    assert code == 0, err
    assert json.loads(out)["games"] == 6
    assert len(results.read_text(encoding="utf-8").splitlines()) == 7  # nothing played again


def test_a_bot_files_bad_name_and_error_are_a_forfeit(tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(BOT, encoding="utf-8")
    code, out, err = _run(["match", "reversi", f"py:{bot}", "random", "--games", "1",
                           "--jobs", "1", "--json"], tmp_path)
    assert code == 0, err
    document = json.loads(out)
    assert [forfeit["player"] for forfeit in document["forfeits"]] == ["a"]
    assert "ValueError" in document["forfeits"][0]["reason"]
    _clean(out + err)


def test_the_crash_log_keeps_a_message_that_is_not_text(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.cli.crashlog import log_crash

    monkeypatch.setenv("QTGAMES_HOME", str(tmp_path))
    try:
        raise ValueError("bad \ud800 text")
    except ValueError:
        path = log_crash()
    assert path is not None
    assert "bad \\ud800 text" in Path(path).read_bytes().decode("utf-8", "strict")


@pytest.mark.parametrize("line", [b'{"type": "move", "move": "\\ud800"}',
                                  b'{"type": "hello", "name": {"\\udfff": 1}}',
                                  b'{"type": "x", "list": ["a", ["\\uDC00b"]]}'])
def test_the_engine_protocol_refuses_a_lone_surrogate_anywhere(line: bytes) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode(line)
    assert SURROGATE.search(str(refused.value)) is None
    assert "lone surrogate" in str(refused.value)


def test_a_surrogate_pair_is_text_and_is_kept() -> None:
    assert decode(b'{"type": "chat", "text": "\\ud83d\\ude00"}')["text"] == "\U0001f600"


def test_a_player_named_with_bytes_that_are_not_utf8_is_written_whole(
        tmp_path: Path) -> None:
    folder = os.fsencode(tmp_path) + b"/engines\xff"
    os.mkdir(folder)
    engine = Path(os.fsdecode(folder)) / "engine.py"
    engine.write_text(ENGINE.format(hello=GOOD_HELLO, answer=ENGINES["error"][1]),
                      encoding="utf-8")
    results = tmp_path / "results.jsonl"
    players = [f"engine:{sys.executable} {engine}", "random"]
    code, out, err = _run(["tournament", "reversi", *players, "--games", "2", "--jobs", "1",
                           "--results", str(results), "--json"], tmp_path)
    assert code == 0, err
    assert json.loads(out)["games"] == 2
    assert len(results.read_bytes().decode("utf-8", "strict").splitlines()) == 3
    code, out, err = _run(["tournament", "reversi", *players, "--games", "2", "--jobs", "1",
                           "--resume", str(results)], tmp_path)
    assert code == 0, err
    assert "engines\\udcff" in out  # the name, its byte escaped
