"""``match`` and ``tournament`` with ``--jobs``: one Ctrl-C stops the run with the partial
result, and the worker processes never outlive the command."""

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="finds the workers through /proc")

#: A run far too long to finish within any of the waits below.
ENDLESS = ["--games", "100000", "--jobs", "2", "--option", "size=6", "--json"]
HANG_GUARD = 60.0  # seconds: only there so that a broken run fails instead of hanging


def _marked(marker: str) -> list[int]:
    """Processes whose environment holds ``marker`` (the command and its workers)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                environment = (entry / "environ").read_bytes()
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if marker.encode() in environment and state != "Z":
                found.append(int(entry.name))
    return found


def _start(args: list[str]) -> tuple[subprocess.Popen[str], str]:
    """The command in its own session (as a terminal's foreground job), and its marker."""
    marker = f"QTGAMES_TEST_MARKER={uuid.uuid4().hex}"
    name, value = marker.split("=")
    environment = dict(os.environ, **{name: value})
    process = subprocess.Popen([sys.executable, "-m", "qtgames", *args], env=environment,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    return process, marker


def _wait_for_workers(process: subprocess.Popen[str], marker: str, count: int) -> None:
    """Until ``count`` workers (marked processes besides the command) are running."""
    deadline = time.monotonic() + HANG_GUARD
    while len([pid for pid in _marked(marker) if pid != process.pid]) < count:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "no workers started"
        time.sleep(0.1)


def _wait_for_a_game(process: subprocess.Popen[str], results: Path) -> None:
    """Until the run's results file holds a finished game (after its header line): the
    partial result then has something in it, and the command's Ctrl-C handler is in place."""
    deadline = time.monotonic() + HANG_GUARD
    while not results.is_file() or len(results.read_bytes().splitlines()) < 2:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "no game finished"
        time.sleep(0.05)


def _wait_until_gone(marker: str) -> list[int]:
    deadline = time.monotonic() + HANG_GUARD
    while (left := _marked(marker)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


def _cleanup(marker: str) -> None:
    for pid in _marked(marker):  # only processes this test started carry the marker
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("command", [["match", "reversi", "random", "easy"],
                                     ["tournament", "reversi", "random", "easy", "medium"]])
def test_one_ctrl_c_stops_with_the_partial_result(command, tmp_path) -> None:
    results = tmp_path / "results.jsonl"
    process, marker = _start([*command, *ENDLESS, "--results", str(results)])
    try:
        _wait_for_workers(process, marker, 2)
        _wait_for_a_game(process, results)
        os.killpg(process.pid, signal.SIGINT)  # what a terminal does on Ctrl-C
        out, err = process.communicate(timeout=HANG_GUARD)
        assert process.returncode == 130, err
        assert "Traceback" not in err and err.count("\n") == 1 and "partial" in err
        document = json.loads(out)
        assert document["interrupted"] is True
        assert not _wait_until_gone(marker)
    finally:
        process.kill()
        process.communicate()
        _cleanup(marker)


def test_the_workers_die_with_a_killed_parent() -> None:
    process, marker = _start(["match", "reversi", "easy", "easy", *ENDLESS])
    try:
        _wait_for_workers(process, marker, 2)
        process.kill()
        process.communicate()
        assert not _wait_until_gone(marker), "workers outlived their parent"
    finally:
        _cleanup(marker)


def test_a_single_process_run_also_stops_with_the_partial_result(tmp_path) -> None:
    results = tmp_path / "results.jsonl"
    process, marker = _start(["match", "reversi", "random", "easy", "--games", "100000",
                              "--option", "size=6", "--results", str(results)])
    try:
        _wait_for_a_game(process, results)
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=HANG_GUARD)
        assert process.returncode == 130, err
        assert "A wins" in out and "partial" in err and "Traceback" not in err
    finally:
        process.kill()
        process.communicate()
        _cleanup(marker)
