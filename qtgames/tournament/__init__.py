"""Tournaments of computer players: formats, results files, ratings, reports, executors.

No Qt here: the command line and any window drive ``run_tournament``. The names below are
imported on first use, so that loading the package's messages costs nothing at start-up.
"""

from typing import Any

__all__ = ["Tournament", "TournamentConfig", "run_tournament"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        import qtgames.tournament.runner as runner
        return getattr(runner, name)
    raise AttributeError(f"module 'qtgames.tournament' has no attribute {name!r}")
