"""Engines (``engine:COMMAND``) in matches: the manual's example engine plays whole games,
and an engine that crashes, hangs, cheats or floods loses by forfeit without stopping the
run."""

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.game import GameSpec
from qtgames.players import make_player
from qtgames.players.player import ENGINE_PROTOCOL as PROTOCOL
from tests.helpers import run, run_json
from tests.players.conftest import EXAMPLE, child_processes, recorder

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


def match(a: str, b: str, capsys: pytest.CaptureFixture[str], games: int = 2) -> dict:
    return run_json(["match", "reversi", a, b, "--games", str(games), "--move-time", "0.5"],
                    capsys)


def test_the_manuals_example_engine_plays_whole_games(capsys: pytest.CaptureFixture[str]) -> None:
    document = match(f"engine:{sys.executable} {EXAMPLE}", "random", capsys, games=4)
    assert document["games"] == 4 and document["forfeits"] == []
    assert child_processes() == []


def test_the_example_engine_is_the_size_the_manual_says() -> None:
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 45
    assert f'"protocol": {PROTOCOL}' in EXAMPLE.read_text(encoding="utf-8")


def test_engines_play_each_other_with_info_messages_and_standard_error(
        engine: Callable[[str], str], capsys: pytest.CaptureFixture[str]) -> None:
    document = match(engine("informative"), f"engine:{sys.executable} {EXAMPLE}", capsys)
    assert document["forfeits"] == []


@pytest.mark.parametrize(("stem", "reason"), [
    ("crash", "stopped (exit code 1): RuntimeError: the engine broke down"),
    ("hang", "no answer within 0.5 s"),
    ("illegal", 'answered "z99", not a legal move'),
    ("flood", "wrote junk on its output: more than 1048576 bytes for one request"),
    ("long_line", "wrote junk on its output: a line of more than 65536 bytes"),
    ("junk", "wrote junk on its output: not a JSON message: 'bestmove e2e4'"),
    ("error", "out of opening book"),
    ("old_protocol", "bad hello: protocol version 99, expected 2"),
])
def test_a_failing_engine_loses_by_forfeit_and_the_match_goes_on(
        stem: str, reason: str, engine: Callable[[str], str],
        capsys: pytest.CaptureFixture[str]) -> None:
    name = engine(stem)
    started = time.monotonic()
    document = match(name, "random", capsys)
    assert time.monotonic() - started < 30
    assert document["b_wins"] == 2
    shown = name.removeprefix("engine:")
    assert document["forfeits"] == [{"player": "a", "reason": f"{shown}: {reason}"}] * 2
    assert child_processes() == []


def test_an_engine_that_never_says_hello_is_given_up(engine: Callable[[str], str],
                                                     reversi: GameSpec,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.players import Forfeit, player

    monkeypatch.setattr(player, "START_SECONDS", 0.5)
    mute = make_player(reversi, engine("mute"), 0)
    with pytest.raises(Forfeit, match=r"mute\.py \S*base\.py: did not start within 0\.5 s"):
        mute.choose(reversi.new_state(reversi.resolve_options({}), 0))
    assert child_processes() == []


def test_the_engine_is_told_the_game_and_sees_its_seats_view(
        tmp_path: Path, reversi: GameSpec, capsys: pytest.CaptureFixture[str]) -> None:
    name, log = recorder(tmp_path)
    code, _, err = run(["match", "reversi", name, "random",
                        "--games", "1", "--option", "size=6", "--no-openings",
                        "--no-sandbox"], capsys)  # its log is written outside any box
    assert code == 0, err
    received = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert received[0]["type"] == "hello" and received[0]["protocol"] == PROTOCOL
    assert received[1] == {"type": "new_game", "game": "reversi",
                           "options": {"size": 6, "first": "black"}, "seat": 0,
                           "seats": ["black", "white"], "seed": received[1]["seed"]}
    assert isinstance(received[1]["seed"], int)
    positions = [message for message in received if message["type"] == "position"]
    assert positions and received[-1] == {"type": "quit"}
    first = positions[0]
    state = reversi.from_position(first["position"], reversi.resolve_options({"size": 6}))
    assert sorted(first["legal"]) == sorted(state.format_move(m) for m in state.legal_moves())
    assert (first["seat"], first["ply"], first["clock"]) == (0, 0, 2.0)
