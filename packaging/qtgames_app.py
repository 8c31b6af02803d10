"""Entry point of the packaged desktop app (``qtgames-app``): the window, or a file to open."""

import multiprocessing
import sys
from pathlib import Path

from qtgames.cli.main import main
from qtgames.players.bootstrap import FROZEN_FLAG
from qtgames.players.bootstrap import main as run_outside_player


def app_arguments(argv: list[str]) -> list[str]:
    """``qtgames-app FILE`` opens a saved game (as the desktop menu passes it); options such
    as ``--self-test`` go through; nothing opens the window."""
    if not argv:
        return ["gui"]
    if len(argv) == 1 and not argv[0].startswith("-") and Path(argv[0]).is_file():
        return ["gui", "--load", argv[0]]
    return argv


if __name__ == "__main__":
    if sys.argv[1:2] == [FROZEN_FLAG]:  # an outside player's process (qtgames.players)
        sys.exit(run_outside_player(sys.argv[2:]))
    multiprocessing.freeze_support()
    sys.exit(main(app_arguments(sys.argv[1:])))
