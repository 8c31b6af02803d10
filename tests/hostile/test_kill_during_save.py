"""A save killed at any moment (kill -9) leaves the previous or the new save whole, never a
broken one; the temporary files it leaves are cleaned by a later save."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from qtgames.core import saves
from qtgames.plugins import GameRegistry

TRIALS = 20
#: The child saves two games in turn, as fast as it can, after saying it saved once.
CHILD = """
import sys
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games

spec = load_games().get("reversi")
games = []
for length in (4, 30):
    record = GameRecord(spec, {"size": 10}, seed=length)
    for _ in range(length):
        record.play(record.state.legal_moves()[0])
    games.append(record)
saves.save(games[0], sys.argv[1])
print("ready", flush=True)
while True:
    for record in games:
        saves.save(record, sys.argv[1])
"""


def test_a_save_killed_at_any_moment_leaves_a_whole_save(tmp_path: Path,
                                                         registry: GameRegistry) -> None:
    path = tmp_path / "game.qtgame"
    rng = random.Random(14)
    for _ in range(TRIALS):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)],
                                 stdout=subprocess.PIPE, text=True)
        try:
            assert child.stdout is not None and child.stdout.readline() == "ready\n"
            time.sleep(rng.uniform(0, 0.05))  # a random moment of the loop, not a measure
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            if child.stdout is not None:
                child.stdout.close()
        loaded = saves.load(path, registry.get)  # whole: it loads
        assert len(loaded.moves) in (4, 30)
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    long_ago = time.time() - 3600
    for leftover in leftovers:
        os.utime(leftover, (long_ago, long_ago))
    saves.save(loaded, path)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "qtgames-home") == [
        "game.qtgame"]
