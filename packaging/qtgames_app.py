"""Entry point of the packaged desktop app (``qtgames-app``): the window, or a file to open."""

import multiprocessing
import os
import sys
from pathlib import Path

from qtgames.probe import BARE, PROBE


def app_arguments(argv: list[str]) -> list[str]:
    """``qtgames-app FILE`` opens a saved game (as the desktop menu passes it); options such
    as ``--self-test`` go through; nothing opens the window."""
    if not argv:
        return ["gui"]
    if len(argv) == 1 and not argv[0].startswith("-") and Path(argv[0]).is_file():
        return ["gui", "--load", argv[0]]
    return argv


def start() -> int:
    """Run what the arguments and the environment ask for."""
    if os.environ.get(PROBE) == BARE:  # ``qtgames bench --startup``'s yardstick, frozen alike
        from qtgames.app.barewindow import run_bare_window
        return run_bare_window()
    from qtgames.players.bootstrap import FROZEN_FLAG
    if sys.argv[1:2] == [FROZEN_FLAG]:  # an outside player's process (qtgames.players)
        from qtgames.players.bootstrap import main as run_outside_player
        return run_outside_player(sys.argv[2:])
    multiprocessing.freeze_support()
    from qtgames.cli.main import main
    return main(app_arguments(sys.argv[1:]))


if __name__ == "__main__":
    sys.exit(start())
