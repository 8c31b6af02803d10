"""``qtgames bench --startup`` times the window beside a bare PySide6 window."""

import os
import subprocess
import sys

from tests.helpers import run_json

#: Shows the bare window, then lists what was imported.
BARE = """
import sys
from qtgames.app.barewindow import run_bare_window
code = run_bare_window()
print("MODULES:", " ".join(sorted(sys.modules)))
sys.exit(code)
"""

def test_bench_startup_times_the_window_beside_a_bare_one(capsys) -> None:
    document = run_json(["bench", "--startup", "--repeat", "1"], capsys)
    assert document["repeat"] == 1
    figures = document["figures"]["startup"]
    assert figures["from"] == "source"
    for key in ("window_shown_seconds", "bare_window_shown_seconds", "text_prompt_seconds"):
        assert figures[key] > 0
    assert figures["window_over_bare"] == round(
        figures["window_shown_seconds"] / figures["bare_window_shown_seconds"], 2)


def test_the_bare_window_is_bare(tmp_path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", BARE], env=environment, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("qtgames: main window shown\n")
    loaded = done.stdout.split("MODULES:")[1].split()
    assert [name for name in loaded if name.startswith("qtgames")] == [
        "qtgames", "qtgames.app", "qtgames.app.barewindow", "qtgames.probe"]
