"""The information-set invariant of a game with hidden information: what a seat is shown
depends only on what that seat may know.

A seat's information set is every whole state it cannot tell from the real one; its view
must be the same at each. Two checks draw such states and compare views:

- ``check_history``: the last move is played again on whole states drawn from the seat's
  view before it (``determinize``); wherever the seat then sees the same position, its
  view's history must hold the same for that move. A view whose history keeps a card the
  seat never saw (another seat's draw) breaks it.
- ``check_secret_kept``: what a seat sees beyond what a spectator sees (``public_view``) is
  its own secret, so another seat cannot see all of it: redrawing what that other seat
  cannot see must be able to change the view. A view that shows another seat's hand (and
  fills only what it does not show when determinized) breaks it, even though it agrees
  with itself everywhere.

Each raises ``ContractError("information-set", ...)`` naming the seat and what differs,
with the moves from the start to the position.
"""

import random

from qtgames.core.state import AnyState
from qtgames.testing.playout import ContractError

INVARIANT = "information-set"
#: Whole states drawn for one comparison (so that a seat's secret is redrawn to something
#: else at least once, even when few cards are unknown).
TRIES = 16
#: Worlds where the seat sees the same position, compared for one move's history.
WORLDS = 4


def _fail(state: AnyState, detail: str) -> ContractError:
    error = ContractError(INVARIANT, detail)
    error.moves = tuple(state.format_move(move) for move in state.move_stack())
    return error


def seat_name(state: AnyState, seat: int) -> str:
    """``seat 1 (south)``: how a failure names a seat."""
    return f"seat {seat} ({state.seats[seat]})"


def check_history(state: AnyState, seat: int) -> int:
    """The last move of ``state`` played again on whole states drawn from ``seat``'s view
    before it: where ``seat`` then sees the position it sees in ``state``, its view's
    history holds the same for that move. Return how many such states were compared."""
    if not state.move_stack():
        return 0
    before = state.copy()
    move = before.undo()
    seen = state.view(seat)
    position, kept = seen.position(), seen.history()[-1][1]
    earlier = before.view(seat)
    compared = 0
    for draw in range(TRIES):
        world = earlier.determinize(random.Random(draw))
        if world.check_move(move) is not None:
            continue  # that world does not allow the move: another draw
        world.play(move)
        again = world.view(seat)
        if again.position() != position:
            continue  # the move showed the seat something else there: not comparable
        redrawn = again.history()[-1][1]
        if redrawn != kept:
            raise _fail(state, (
                f"the view of {seat_name(state, seat)} keeps in its history what that seat "
                f"cannot see: for move {state.ply()} ({state.format_move(move)}) it holds "
                f"{kept!r}, and {redrawn!r} once what the seat cannot see is redrawn, "
                f"though the seat sees the same position {position!r}"))
        compared += 1
        if compared == WORLDS:
            break
    return compared


def has_secret(state: AnyState, seat: int, public: AnyState) -> str | None:
    """What ``seat`` sees once what a spectator cannot see (``public``) is redrawn, when
    that differs from what it sees now (it holds a secret); else None."""
    mine = state.view(seat).position()
    for draw in range(TRIES):
        other = public.determinize(random.Random(draw)).view(seat).position()
        if other != mine:
            return other
    return None


def check_secret_kept(state: AnyState, seat: int) -> bool:
    """Where ``seat`` sees more than a spectator, no other seat sees all of it: redrawing
    what that other seat cannot see changes ``seat``'s view at least once. False when the
    game has no public view or ``seat`` sees nothing more than a spectator (nothing to
    check here), True once checked."""
    public = state.public_view()
    if public is None:
        return False
    changed = has_secret(state, seat, public)
    if changed is None:
        return False
    mine = state.view(seat).position()
    for other in range(len(state.seats)):
        if other == seat:
            continue
        theirs = state.view(other)
        if all(theirs.determinize(random.Random(draw)).view(seat).position() == mine
               for draw in range(TRIES)):
            raise _fail(state, (
                f"{seat_name(state, other)} sees all that {seat_name(state, seat)} sees "
                f"beyond what a spectator sees: the view of {seat_name(state, seat)}, "
                f"{mine!r}, never changes when what {seat_name(state, other)} cannot see is "
                f"redrawn ({TRIES} draws), but becomes {changed!r} when what a spectator "
                "cannot see is redrawn"))
    return True
