"""Two ``qtgames`` processes play a whole game of every registered game over the loopback:
the host with the computer on its seat, the others joining with the computer on theirs."""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtgames.core import saves
from tests.contract.games import game_ids, registry
from tests.example_plugins import nim_home

CODE = "LOOP42"


def environment() -> dict[str, str]:
    """The processes' environment: the built-in games and the example plugin, Nim."""
    return os.environ | {"QTGAMES_HOME": str(nim_home()), "NO_COLOR": "1",
                         "QTGAMES_LANG": "en"}


def qtgames(*args: str) -> list[str]:
    return [sys.executable, "-m", "qtgames", *args]


def wait_for_port(log: Path, host: "subprocess.Popen[bytes]") -> int:
    """The port the host says it listens on (its first line)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = re.search(r"on port ([0-9]+)", log.read_text(encoding="utf-8"))
        if found:
            return int(found.group(1))
        assert host.poll() is None, log.read_text(encoding="utf-8")
        time.sleep(0.05)
    raise AssertionError("the host never said its port")


def last_line(text: str) -> str:
    return [line for line in text.splitlines() if line.strip()][-1]


@pytest.mark.parametrize("game", game_ids())
def test_two_processes_play_a_whole_game(game: str, tmp_path: Path) -> None:
    spec = registry().get(game)
    seats = len(spec.seats_for(spec.resolve_options({})))
    saved, log = tmp_path / "game.qtgame", tmp_path / "host.log"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", game, "--port", "0", "--no-announce",
                                        "--code", CODE, "--seed", "7", "--save", str(saved),
                                        "--players", ",".join(["easy"] + ["remote"] *
                                                              (seats - 1))),
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=environment())
    try:
        port = wait_for_port(log, host)
        joins = [subprocess.Popen(qtgames("join", f"127.0.0.1:{port}", "--code", CODE,
                                          "--player", "random", "--seed", str(seat)),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  stdin=subprocess.DEVNULL, env=environment())
                 for seat in range(1, seats)]
        outputs = [join.communicate(timeout=240) for join in joins]
        assert host.wait(timeout=60) == 0, log.read_text(encoding="utf-8")
    finally:
        for process in (host, *locals().get("joins", [])):
            if process.poll() is None:
                process.kill()
    host_text = log.read_text(encoding="utf-8")
    for join, (stdout, stderr) in zip(joins, outputs, strict=True):
        assert join.returncode == 0, stderr.decode()
        assert stderr.decode() == ""
        assert last_line(stdout.decode()) in host_text  # the same result on both sides
    record = saves.load(saved, registry().get)  # every move replayed through the rules
    assert record.state.is_over() or record.cursor >= spec.max_plies
    assert record.cursor > 0
