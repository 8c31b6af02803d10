"""Values of finished games for search, shared by every searching player."""

from qtgames.core.outcome import Outcome
from qtgames.core.state import AnyState

WIN = 1_000_000.0


def team_points(state: AnyState, outcome: Outcome, team: int) -> float:
    """1 if ``team`` won, 0.5 for a draw, 0 if it lost."""
    if outcome.is_draw:
        return 0.5
    return 1.0 if any(state.team_of(seat) == team for seat in outcome.winners) else 0.0


def terminal_value(state: AnyState, outcome: Outcome, team: int, ply: int) -> float:
    """Search value of a finished game for ``team``: quicker wins and slower losses first."""
    points = team_points(state, outcome, team)
    if points == 0.5:
        return 0.0
    return WIN - ply if points == 1.0 else -WIN + ply
