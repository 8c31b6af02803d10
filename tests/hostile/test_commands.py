"""Commands that contradicted themselves or said more than they should: the random level a
hint lists, a saved game of another game, and the self-test's stderr."""

import os
import subprocess
import sys


def test_self_test_prints_nothing_on_stderr(tmp_path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "qtgames", "--self-test"], env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
