"""Échec and échec et mat (variants 1 and 2, ``rules.en.md``).

"Échec": the player who just moved could win with their next move. "Échec et mat": in
addition, every reply of the opponent leaves that player a winning move (a reply that wins
or draws for the opponent parries).
"""

from itertools import combinations

from qtgames_zen.round import BLACK_PAWN, SIZE, WHITE_PAWN, ZenMove, ZenState, groups_of


def _apart(first: list[int], second: list[int]) -> bool:
    """True when no square of one group is within two squares of the other."""
    return all(max(abs(a // SIZE - b // SIZE), abs(a % SIZE - b % SIZE)) > 2
               for a in first for b in second)


def may_win_in_one(state: ZenState, colour: int) -> bool:
    """False when no single move can win for ``colour`` (a quick, safe test).

    After a winning move, every group of the chain except the moved piece's own (a single
    piece) and a captured Zen (a single piece) touches the square moved to, so any two of
    the other groups come within two squares of each other.
    """
    enemy = WHITE_PAWN if colour == BLACK_PAWN else BLACK_PAWN
    if state.board.count(enemy) <= 1:
        return True  # capturing the last opposing pawn also wins
    groups = list(groups_of(state.chain(colour)))
    far = [(a, b) for a, b in combinations(range(len(groups)), 2)
           if _apart(groups[a], groups[b])]
    if not far:
        return True
    singles = {index for index, group in enumerate(groups) if len(group) == 1}
    candidates: list[set[int]] = [set()] + [{one} for one in singles] + [set(two) for two in
                                                          combinations(singles, 2)]
    return any(all(a in dropped or b in dropped for a, b in far) for dropped in candidates)


def _winning_moves(state: ZenState, seat: int) -> list[ZenMove]:
    """Moves that would win at once for ``seat`` if it were to move now."""
    if not may_win_in_one(state, state.colour_of(seat)):
        return []
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
