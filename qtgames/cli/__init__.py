"""The ``qtgames`` command line: the text version and the engine commands. No Qt here."""
