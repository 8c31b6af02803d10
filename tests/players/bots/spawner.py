"""Starts a process of its own, writes its number to spawned.pid, then hangs."""

import pathlib
import subprocess
import time


def play(view, legal_moves, seat):
    child = subprocess.Popen(["sleep", "600"])
    pathlib.Path(__file__).with_name("spawned.pid").write_text(str(child.pid))
    time.sleep(3600)
