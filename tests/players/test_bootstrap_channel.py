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


class Bootstrap:
    """The bootstrap serving a file outside any box, spoken to one message at a time."""

    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-P", str(BOOTSTRAP), "--memory",
                                         str(2 << 30), "file", str(path), "play"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        assert self.receive()["type"] == "hello"

    def receive(self) -> dict:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        return json.loads(line) if line else {}

    def ask(self, message: dict) -> dict:
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        self.process.stdin.flush()
        return self.receive()

    def play(self) -> dict:
        return self.ask({"type": "call", "function": "play", "args": ["x", ["d3"], 0]})


def test_a_file_changed_during_a_run_is_imported_again_for_its_next_game(
        tmp_path: Path) -> None:
    bot = tmp_path / "changing.py"
    bot.write_text("def play(view, legal_moves, seat):\n    return 'first'\n",
                   encoding="utf-8")
    served = Bootstrap(bot)
    try:
        assert served.ask({"type": "new_game", "seed": 1})["type"] == "ready"
        assert served.play()["value"] == "first"
        bot.write_text("def play(view, legal_moves, seat):\n    return 'the second'\n",
                       encoding="utf-8")
        assert served.ask({"type": "new_game", "seed": 2})["type"] == "ready"
        assert served.play()["value"] == "the second"
    finally:
        served.process.kill()
        served.process.wait()


def test_a_game_killed_by_a_signal_ends_the_whole_process_the_same_way(
        tmp_path: Path) -> None:
    bot = tmp_path / "suicide.py"
    bot.write_text("import os, signal\n\n\ndef play(view, legal_moves, seat):\n"
                   "    os.kill(os.getpid(), signal.SIGSEGV)\n", encoding="utf-8")
    served = Bootstrap(bot)
    assert served.ask({"type": "new_game", "seed": 1})["type"] == "ready"
    assert served.play() == {}  # no answer: the output closed
    assert served.process.wait(timeout=30) == -11  # as qtgames would see the file's crash
