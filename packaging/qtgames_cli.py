"""Entry point of the packaged command line (``qtgames``): the text version and engine."""

import multiprocessing
import sys

from qtgames.cli.main import main
from qtgames.players.bootstrap import FROZEN_FLAG
from qtgames.players.bootstrap import main as run_outside_player

if __name__ == "__main__":
    if sys.argv[1:2] == [FROZEN_FLAG]:  # an outside player's process (qtgames.players)
        sys.exit(run_outside_player(sys.argv[2:]))
    multiprocessing.freeze_support()  # ``match --jobs`` starts worker processes
    sys.exit(main())
