"""The invariants of the ``GameState`` contract, each checked on states of any game.

Every check raises ``ContractError`` naming its invariant; none needs to know the game's
rules. Names (what ``qtgames check`` prints):

- ``over-iff-no-moves``: legal moves are empty exactly when the game is over (and there is
  an outcome), without duplicates, one notation each; a forced move is the only one;
- ``seats``: the seats and teams the state has are those the spec declares;
- ``outcome``: winners are seats, a seat wins with its whole team, scores (if any) are one
  finite number per seat (or per team); ``adjudicate`` obeys the same rules;
- ``check-move``: ``check_move`` accepts every legal move and refuses moves once over;
- ``undo``: play then undo restores position, key, seat to move, moves, outcome and ply,
  and returns the move; ``last_move`` and ``move_stack`` follow;
- ``copy``: a copy and its original are independent, histories included, and share no
  list, dict or set even after both undo;
- ``notation-move``/``notation-position``: ``parse_move(format_move(m)) == m``;
  ``spec.from_position(state.position())`` is the same position, moves and outcome;
- ``view``: a view is independent of its state; an open game's view is the whole state,
  and a game whose views hide something declares ``hidden_information``; undoing on a
  view gives the views of the past (its history shows nothing more);
- ``determinize``: states drawn from a view are whole states whose view is that view, and
  the seat to move finds its moves in its view;
- ``information-set`` (``qtgames.testing.infosets``): a seat's view, history included, is
  the same on every whole state it cannot tell from the real one, and what it sees beyond
  a spectator is hidden from each other seat.
"""

import math
import random
from collections.abc import Hashable, Mapping, Sequence

from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.state import AnyState
from qtgames.testing.playout import ContractError, choose, snapshot

Options = Mapping[str, OptionValue]


def require(condition: object, invariant: str, detail: str) -> None:
    """Raise ``ContractError(invariant, detail)`` unless ``condition`` holds."""
    if not condition:
        raise ContractError(invariant, detail)


def sorted_moves(state: AnyState) -> list[str]:
    """The legal moves of ``state`` in notation, sorted."""
    return sorted(state.format_move(move) for move in state.legal_moves())


def check_moves_listed(spec: GameSpec, options: Options, state: AnyState) -> None:
    """Legal moves: none exactly when over, no duplicates, one notation each; the forced
    move is the only move; the seats and teams are the spec's; referee moves apart."""
    legal = state.legal_moves()
    outcome = state.outcome()
    require(state.is_over() == (outcome is not None) == (not legal), "over-iff-no-moves",
            f"is_over() {state.is_over()}, outcome {outcome}, {len(legal)} legal moves "
            f"({' '.join(sorted(map(state.format_move, legal))[:8])})")
    require(len(set(legal)) == len(legal), "over-iff-no-moves",
            f"duplicate moves in {legal[:20]}")
    texts = [state.format_move(move) for move in legal]
    require(len(set(texts)) == len(texts), "notation-move",
            f"two moves share a notation: {sorted(texts)[:20]}")
    forced = state.forced_move()
    require(forced is None or legal == [forced], "over-iff-no-moves",
            f"forced move {forced!r} is not the only legal move among {sorted(texts)[:20]}")
    seats = spec.seats_for(options)
    require(state.seats == seats, "seats", f"the state's seats {state.seats} are not the "
            f"spec's {seats}")
    teams = spec.teams_for(options)
    found = tuple(state.team_of(seat) for seat in range(len(seats)))
    require(found == teams, "seats", f"team_of gives {found}, the spec's teams are {teams}")
    if outcome is None:
        require(state.to_move() in range(len(seats)), "seats",
                f"to_move() is {state.to_move()!r}, not a seat index")
    referee = state.referee_moves()
    require(not set(referee) & set(legal), "over-iff-no-moves",
            "a referee move is among the legal moves")
    require(not (outcome is not None and referee), "over-iff-no-moves",
            "referee moves after the end")


def check_outcome(state: AnyState, outcome: Outcome, what: str = "outcome()") -> None:
    """Winners are seats, a seat wins with its whole team, one finite score per seat (or
    per team, when seats play in teams)."""
    seats = range(len(state.seats))
    require(isinstance(outcome, Outcome), "outcome", f"{what} is {outcome!r}, not an Outcome")
    require(outcome.winners <= set(seats), "outcome",
            f"{what}: winners {set(outcome.winners)} are not seats")
    for winner in outcome.winners:
        team = {seat for seat in seats if state.team_of(seat) == state.team_of(winner)}
        require(team <= outcome.winners, "outcome",
                f"{what}: seat {winner} wins without its team {team}")
    require(isinstance(outcome.reason, str) and outcome.reason.strip(), "outcome",
            f"{what}: the reason {outcome.reason!r} is not a word")
    if outcome.scores is not None:
        teams = len({state.team_of(seat) for seat in seats})
        require(len(outcome.scores) in (len(state.seats), teams)
                and all(isinstance(score, int | float) and math.isfinite(score)
                        for score in outcome.scores), "outcome",
                f"{what}: scores {outcome.scores} are not one finite number per seat "
                "(or per team)")


def check_result(state: AnyState) -> None:
    """The outcome of a finished game, or the adjudication of an unfinished one."""
    outcome = state.outcome()
    if outcome is None:
        check_outcome(state, state.adjudicate(), "adjudicate()")
    else:
        check_outcome(state, outcome)


def check_move_checks(state: AnyState, played: Sequence[Hashable]) -> None:
    """``check_move`` accepts each legal move and, once over, refuses ``played`` moves."""
    for move in state.legal_moves():
        reason = state.check_move(move)
        require(reason is None, "check-move",
                f"check_move({state.format_move(move)!r}) refuses a legal move: {reason!r}")
    if state.is_over():
        for move in played[-3:]:
            reason = state.check_move(move)
            require(isinstance(reason, str) and reason.strip(), "check-move",
                    f"check_move({state.format_move(move)!r}) accepts a move once the "
                    f"game is over")


def check_move_notation(state: AnyState) -> None:
    """Every legal move reads back as itself."""
    for move in state.legal_moves():
        text = state.format_move(move)
        require(isinstance(text, str), "notation-move",
                f"format_move({move!r}) is {text!r}, not a text")
        again = state.parse_move(text)
        require(again == move, "notation-move",
                f"{text!r} reads back as {again!r}, not {move!r}")


def check_position_notation(spec: GameSpec, options: Options, state: AnyState) -> None:
    """The position read back is the same position, with the same moves and outcome."""
    position = state.position()
    again = spec.from_position(position, options)
    where = f"position {position!r}"
    require(again.position() == position, "notation-position",
            f"{where} reads back as {again.position()!r}")
    require(again.key() == state.key(), "notation-position",
            f"{where} reads back with another key")
    require(again.outcome() == state.outcome(), "notation-position",
            f"{where} reads back with outcome {again.outcome()}, not {state.outcome()}")
    require(sorted_moves(again) == sorted_moves(state), "notation-position",
            f"{where} reads back with other moves")
    if not state.is_over():
        require(again.to_move() == state.to_move(), "notation-position",
                f"{where} reads back with seat {again.to_move()} to move, not "
                f"{state.to_move()}")


def check_undo(start: AnyState, moves: Sequence[Hashable]) -> None:
    """Play ``moves`` from ``start`` (which is played on), then undo them one by one: each
    undo returns its move and restores the position as it was."""
    state = start
    require(state.last_move() is None and state.move_stack() == [], "undo",
            "a new state has a history")
    snapshots = [snapshot(state)]
    for move in moves:
        state.play(move)
        require(state.last_move() == move, "undo", "last_move() is not the move played")
        snapshots.append(snapshot(state))
    require(state.move_stack() == list(moves), "undo", "move_stack() is not the moves played")
    for ply in reversed(range(len(moves))):
        text = state.format_move(moves[ply]) if ply < len(moves) else ""
        undone = state.undo()
        require(undone == moves[ply], "undo",
                f"undoing move {ply + 1} ({text}) returns {undone!r}")
        require(snapshot(state) == snapshots[ply], "undo", f"undoing move {ply + 1} "
                f"({text}) does not restore the {difference(state, snapshots[ply])}")
        require(state.move_stack() == list(moves[:ply]), "undo",
                f"undoing move {ply + 1} leaves another move_stack()")


def check_copy(state: AnyState, rng: random.Random) -> None:
    """A copy and its original are independent, both ways, histories included."""
    before, history = snapshot(state), state.move_stack()
    ply = state.ply()
    clone = state.copy()
    require(snapshot(clone) == before and clone.move_stack() == history, "copy",
            "copy() is not the same position and history")
    for _ in range(1 + ply % 4):
        if not clone.is_over():
            clone.play(choose(clone, rng))
    while clone.move_stack() and clone.ply() > max(0, ply - 1):
        clone.undo()  # back past where the copy was made: its history is its own too
    require(snapshot(state) == before, "copy", "playing on a copy changed the original")
    require(state.move_stack() == history, "copy",
            "undoing on a copy changed the original's history")
    clone = state.copy()
    if not state.is_over():
        move = choose(state, rng)
        state.play(move)
        require(snapshot(clone) == before, "copy", "playing on the original changed its copy")
        state.undo()
        require(snapshot(state) == before, "undo", f"playing {state.format_move(move)} then "
                f"undoing it does not restore the {difference(state, before)}")


#: What ``snapshot`` holds, in order, as a message names it.
SNAPSHOT_NAMES = ("position", "key", "seat to move", "ply", "outcome", "is_over",
                  "legal moves", "forced move")


def difference(state: AnyState, before: tuple[object, ...]) -> str:
    """The first part of ``snapshot(state)`` that differs from ``before``, in words."""
    for name, mine, theirs in zip(SNAPSHOT_NAMES, snapshot(state), before, strict=True):
        if mine != theirs:
            return f"{name}: {mine!r} instead of {theirs!r}"[:300]
    return "position"


def shared_containers(first: object, second: object) -> list[str]:
    """Attributes of two states that are one and the same list, dict or set (or hold one,
    one level down): what a change on one state would also make on the other."""
    shared = []
    mine_vars = getattr(first, "__dict__", {})
    their_vars = getattr(second, "__dict__", {})
    for name, value in mine_vars.items():
        other = their_vars.get(name)
        if isinstance(value, list | dict | set) and value is other:
            shared.append(name)
        elif isinstance(value, list | tuple) and isinstance(other, list | tuple):
            shared += [f"{name}[{index}]" for index, (mine, theirs)
                       in enumerate(zip(value, other, strict=False))
                       if isinstance(mine, list | dict | set) and mine is theirs]
    return shared


def check_nothing_shared(state: AnyState) -> None:
    """A copy and its original share no container, even after both undo a few moves (what
    ``_apply`` saves must not be put back by reference)."""
    clone = state.copy()
    ply = len(state.move_stack())
    for _ in range(min(ply, 1 + ply % 5)):
        state.undo()
        clone.undo()
    shared = shared_containers(state, clone)
    require(not shared, "copy", f"after undo, a copy and its original share {shared} (what "
            "_apply saves must not be put back by reference)")


def check_view(spec: GameSpec, options: Options, state: AnyState, seat: int) -> bool:
    """The view of ``seat`` against two whole states drawn from it; True when those two
    differ (the view hid something)."""
    view = state.view(seat)
    position = view.position()
    if not spec.hidden_information:
        require(view.viewer() is None and position == state.position(), "view",
                f"the view of seat {seat} is {position!r}, not the whole state "
                f"{state.position()!r}: a game whose views hide something declares "
                "hidden_information=True")
    else:
        require(view.viewer() == seat, "view",
                f"view({seat}).viewer() is {view.viewer()!r}, not {seat}")
        again = spec.from_position(position, options)
        require(again.position() == position and again.viewer() == seat, "view",
                f"the view {position!r} reads back as {again.position()!r} for "
                f"viewer {again.viewer()!r}")
    check_view_independent(state, view)
    first, second = (view.determinize(random.Random(draw)) for draw in (1, 2))
    for drawn in (first, second):
        require(drawn.viewer() is None, "determinize",
                f"a state drawn from the view of seat {seat} is itself a view")
        require(drawn.view(seat).position() == position, "determinize",
                f"the view of seat {seat} is {position!r}, but a state drawn from it "
                f"shows {drawn.view(seat).position()!r}: the view depends on what it hides")
    if spec.hidden_information:
        check_view_history(state, seat)
    if seat == state.to_move() and not state.is_over():
        expected = sorted_moves(state)
        require(sorted_moves(view) == expected and sorted_moves(first) == expected,
                "determinize", f"seat {seat} to move does not find its moves in its view")
    return first.position() != second.position()


def check_view_independent(state: AnyState, view: AnyState) -> None:
    """Playing on a view leaves its state as it was, and playing on the state its view."""
    before, shown = snapshot(state), view.position()
    if not state.is_over() and view.viewer() is None:  # a view with hidden cards cannot
        # always play on (a card drawn from an unknown pile): determinize does that
        view.play(choose(view, random.Random(0)))
        require(snapshot(state) == before, "view", "playing on a view changed its state")
        view.undo()
        require(view.position() == shown, "undo",
                "play then undo on a view does not restore the view")
    if not state.is_over():
        state.play(choose(state, random.Random(0)))
        require(view.position() == shown, "view", "playing on a state changed its view")
        state.undo()


def check_view_history(state: AnyState, seat: int) -> None:
    """Undoing on the view of ``seat`` gives the views of the past, move by move: the
    view's history reveals no more than the views it went through."""
    view, past = state.view(seat), state.copy()
    while past.move_stack():
        move = past.undo()
        require(view.undo() == move, "view", "the view's history holds other moves")
        require(view.viewer() == seat, "view", f"undo on the view of seat {seat} gives a "
                f"view of seat {view.viewer()!r}")
        then = past.view(seat).position()
        require(view.position() == then, "view",
                f"undo on the view of seat {seat} back to ply {past.ply()} gives "
                f"{view.position()!r}, not the view of that position {then!r}: its history "
                "shows what the view hides")
