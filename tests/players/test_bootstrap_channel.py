"""The bootstrap's own side of the pipes: whole lines written in one go, lines read from
whatever each read holds, and a start that imports only what serving a file needs."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.players.bootstrap import Reader, send
from qtgames.players.player import BOOTSTRAP

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX pipes")


def test_lines_are_cut_from_whatever_each_read_holds() -> None:
    read, write = os.pipe()
    with os.fdopen(read, "rb", buffering=0) as source:
        os.write(write, b'{"type": "a"}\n{"type"')
        found = Reader(source.fileno())
        assert found.line() == b'{"type": "a"}'  # given at once: no wait for the rest
        assert found.pending == b'{"type"'  # kept, for the next line or another process
        os.write(write, b': "b"}\n\n{"type": "c"}\n{"type": "d"}')
        os.close(write)
        assert [found.line() for _ in range(5)] == [
            b'{"type": "b"}', b"", b'{"type": "c"}', b'{"type": "d"}', None]


def test_a_message_is_one_line_written_in_one_go() -> None:
    read, write = os.pipe()
    try:
        send(write, {"type": "answer", "value": "d3 é"})
        assert os.read(read, 65536) == '{"type": "answer", "value": "d3 é"}\n'.encode()
    finally:
        os.close(read)
        os.close(write)


def serve(path: Path, requests: bytes) -> list[dict]:
    """What the bootstrap, serving ``path`` outside any box, answers to ``requests``
    written at once."""
    done = subprocess.run([sys.executable, "-P", str(BOOTSTRAP), "--memory", str(2 << 30),
                           "file", str(path), "play"], input=requests, capture_output=True,
                          timeout=30, check=True)
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_requests_arriving_together_are_each_answered(tmp_path: Path) -> None:
    bot = tmp_path / "first.py"
    bot.write_text("def play(view, legal_moves, seat):\n    return legal_moves[0]\n",
                   encoding="utf-8")
    call = {"type": "call", "function": "play", "args": ["x", ["d3", "c4"], 0]}
    requests = "".join(json.dumps(message) + "\n" for message in
                       ({"type": "new_game", "seed": 1}, call, call, {"type": "quit"}))
    answers = serve(bot, requests.encode())
    assert [answer["type"] for answer in answers] == ["hello", "ready", "answer", "answer"]
    assert answers[-1]["value"] == "d3"


def test_the_start_imports_no_module_only_a_failure_needs(tmp_path: Path) -> None:
    bot = tmp_path / "modules.py"
    bot.write_text("import sys\n\n\ndef play(view, legal_moves, seat):\n"
                   "    return [name for name in legal_moves if name in sys.modules]\n",
                   encoding="utf-8")
    call = {"type": "call", "function": "play", "args": ["x", ["traceback", "typing"], 0]}
    answers = serve(bot, (json.dumps(call) + "\n").encode())
    assert answers[-1] == {"type": "answer", "value": []}
