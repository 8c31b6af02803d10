"""Échec and échec et mat (variants 1 and 2, RULES.md §1).

"Échec": the player who just moved could win with their next move. "Échec et mat": in
addition, every reply of the opponent leaves that player a winning move (a reply that wins
or draws for the opponent parries).
"""

from qtgames_zen.rules import ZenState


def _winning_moves(state: ZenState, seat: int) -> list[tuple[int, int]]:
    """Moves that would win at once for ``seat`` if it were to move now."""
    # A plain single-round state: the trial must not judge mates itself. Rule (a) binds
    # only the seat actually to move.
    forbidden = state.forbidden if seat == state.to_move() else None
    trial = ZenState(list(state.board), seat, state.players, forbidden, state.free_zen)
    team = trial.team_of(seat)
    winners = []
    for move in trial.legal_moves():
        trial.play(move)
        outcome = trial.outcome()
        if outcome is not None and any(trial.team_of(s) == team for s in outcome.winners):
            winners.append(move)
        trial.undo()
    return winners


def last_mover(state: ZenState) -> int:
    """The seat that played the last move."""
    return (state.to_move() - 1) % state.players


def is_check(state: ZenState) -> bool:
    """True when the player who just moved could win with their next move."""
    return not state.is_over() and bool(_winning_moves(state, last_mover(state)))


def is_mate(state: ZenState) -> bool:
    """True when the check cannot be parried by any reply."""
    if not is_check(state):
        return False
    checker = last_mover(state)
    team = state.team_of(checker)
    trial = ZenState(list(state.board), state.seat, state.players, state.forbidden,
                     state.free_zen)
    for reply in trial.legal_moves():
        trial.play(reply)
        outcome = trial.outcome()
        if outcome is not None:
            parried = not any(trial.team_of(s) == team for s in outcome.winners)
        else:
            parried = not _winning_moves(trial, checker)
        trial.undo()
        if parried:
            return False
    return True
