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
from qtgames.core.record import GameRecord
from qtgames.net.client import request
from qtgames.net.host import HostGame
from qtgames.net.protocol import PROTOCOL_VERSION
from tests.contract.games import game_ids, registry
from tests.example_plugins import nim_home
from tests.net.helpers import exchanged

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


def test_a_saved_network_game_is_hosted_again_with_new_tokens_and_the_player_rejoins(
        tmp_path: Path) -> None:
    spec = registry().get("reversi")
    record = GameRecord(spec, {}, 5, ["random", "human"])
    for _ in range(4):
        record.play(record.state.legal_moves()[0])
    first = HostGame(record, CODE, [False, True])
    first.connect(1, "10.0.0.2")  # bob joins the first time, and is given his seat's token
    for event in exchanged(request("hello", protocol=PROTOCOL_VERSION, name="bob",
                                   code=CODE), CODE):
        first.receive(1, event, 0.0)
    first.tick(60.0)  # the hello's turn has come
    assert first.holder[1] == 1
    saved, log, final = tmp_path / "net.qtgame", tmp_path / "host.log", tmp_path / "end.qtgame"
    first.save(saved)
    again = "AGAIN7"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", "--load", str(saved), "--port", "0",
                                        "--no-announce", "--code", again, "--save", str(final)),
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=environment())
    try:
        port = wait_for_port(log, host)
        address = f"127.0.0.1:{port}"
        stolen = subprocess.run(qtgames("join", address, "--code", again, "--player", "random",
                                        "--token", first.tokens[0]),
                                capture_output=True, text=True, timeout=60, env=environment())
        assert stolen.returncode == 2  # the file held no token: an old one takes no seat
        assert stolen.stderr.strip() == "qtgames: the host refused: unknown seat token"
        back = subprocess.run(qtgames("join", address, "--code", again, "--player", "random"),
                              capture_output=True, text=True, timeout=300, env=environment())
        assert back.returncode == 0, back.stderr
        assert "you play White" in back.stdout
        assert host.wait(timeout=60) == 0
    finally:
        if host.poll() is None:
            host.kill()
    ended = saves.load(final, registry().get)
    assert ended.moves[:4] == record.moves and ended.state.is_over()
