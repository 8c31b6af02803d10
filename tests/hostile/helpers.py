"""Shared helpers of the hostile-input tests: a command run in a child process, bounded
in memory so that a read that never ends fails the test instead of the machine."""

import os
import resource
import subprocess
import sys
from pathlib import Path

#: A safety net only: every command here answers at once once fixed; a command still
#: running after this long is stuck (a pipe read that never ends).
STUCK_SECONDS = 60
#: Address space of the child: a read that grows without end hits it quickly.
MEMORY_LIMIT = 1024 * 1024 * 1024


def limit_memory() -> None:
    """Bound the address space of the (child) process."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_qtgames(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``qtgames ARGS`` with ``home`` as QTGAMES_HOME; a stuck run raises
    ``subprocess.TimeoutExpired`` (a failure, not a measure)."""
    environment = dict(os.environ, QTGAMES_HOME=str(home), QTGAMES_LANG="en", NO_COLOR="1")
    return subprocess.run([sys.executable, "-m", "qtgames", *args], capture_output=True,
                          text=True, env=environment, timeout=STUCK_SECONDS,
                          preexec_fn=limit_memory, check=False)
