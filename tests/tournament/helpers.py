"""Running ``qtgames`` for the tournament tests, in this process or as a child."""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from qtgames.cli.main import main

#: Fast games: Black & White on the smallest board.
SMALL = ["--option", "size=6"]


def run(args: list[str], capsys: Any) -> tuple[int, str, str]:
    """Run the command line in this process: exit code, stdout, stderr."""
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(args: list[str], capsys: Any) -> dict[str, Any]:
    """The JSON document a successful command prints."""
    code, out, err = run([*args, "--json"], capsys)
    assert code == 0, err
    document: dict[str, Any] = json.loads(out)
    return document


def start(args: list[str]) -> subprocess.Popen[str]:
    """``qtgames ARGS`` as a child process."""
    return subprocess.Popen([sys.executable, "-m", "qtgames", *args], env=dict(os.environ),
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def lines(path: Path) -> list[dict[str, Any]]:
    """The JSON lines of a results file (header first)."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def tables(document: dict[str, Any]) -> dict[str, Any]:
    """What must be the same between two runs of one tournament: everything but the
    thinking times."""
    keep = {key: value for key, value in document.items() if key != "pairings"}
    keep["pairings"] = [{k: v for k, v in pairing.items() if not k.startswith("seconds")}
                        for pairing in document["pairings"]]
    return keep
