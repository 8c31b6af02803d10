"""The contract's checks, for any game: what ``qtgames check`` runs, for a plugin's tests.

``check_game(spec)`` plays seeded random games of ``spec`` and holds every position along
them to the ``GameState`` contract (``qtgames.testing.invariants`` lists the invariants);
it raises ``GameCheckFailed``, an ``AssertionError``, with one line per broken invariant::

    from qtgames.testing import check_game
    from qtgames_mygame import GAME

    def test_the_game_keeps_the_contract() -> None:
        check_game(GAME)

Nothing here imports Qt except the scene check, and only when PySide6 is installed.
"""

from collections.abc import Sequence

from qtgames.core.game import GameSpec
from qtgames.testing.playout import ContractError
from qtgames.testing.runner import SEEDS, Failure, Report, run_checks

__all__ = ["ContractError", "Failure", "GameCheckFailed", "Report", "check_game",
           "run_checks"]


class GameCheckFailed(AssertionError):
    """``check_game`` found broken invariants; the message has one line for each."""

    def __init__(self, report: Report) -> None:
        self.report = report
        super().__init__("\n".join([f"{report.game} breaks the game contract:",
                                    *report.lines(),
                                    *(f"warning: {line}" for line in report.warnings)]))


def check_game(spec: GameSpec, seeds: Sequence[int] = SEEDS, scene: bool = True,
               strict: bool = False) -> Report:
    """Check ``spec`` against the contract; raise GameCheckFailed naming each invariant
    broken, with the options, seed and moves that reproduce it. ``scene``: also show the
    positions on the game's scene (offscreen) and click it, when Qt is installed;
    ``strict``: a warning (no perft rows, no golden playthrough shipped) fails too."""
    report = run_checks(spec, seeds, scene)
    if not report.ok or (strict and report.warnings):
        raise GameCheckFailed(report)
    return report
