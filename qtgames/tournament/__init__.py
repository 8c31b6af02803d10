"""Tournaments of computer players: formats, results files, ratings, reports, executors.

No Qt here: the command line and any window drive ``run_tournament``.
"""

from qtgames.tournament.runner import Tournament, TournamentConfig, run_tournament

__all__ = ["Tournament", "TournamentConfig", "run_tournament"]
