"""Entry point of the packaged command line (``qtgames``): the text version and engine."""

import multiprocessing
import sys

from qtgames.cli.main import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # ``match --jobs`` starts worker processes
    sys.exit(main())
