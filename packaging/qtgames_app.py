"""Entry point of the packaged desktop app (``qtgames-app``): the window, or a file to open."""

import multiprocessing
import sys
from pathlib import Path

from qtgames.cli.main import main


def app_arguments(argv: list[str]) -> list[str]:
    """``qtgames-app FILE`` opens a saved game (as the desktop menu passes it); options such
    as ``--self-test`` go through; nothing opens the window."""
    if not argv:
        return ["gui"]
    if len(argv) == 1 and not argv[0].startswith("-") and Path(argv[0]).is_file():
        return ["gui", "--load", argv[0]]
    return argv


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main(app_arguments(sys.argv[1:])))
