"""``python -m qtgames``: the same as the ``qtgames`` command."""

from qtgames.cli.main import main

raise SystemExit(main())
