"""Hidden information: what ``view(seat)`` holds depends only on what that seat may see, and
neither the view nor its history names a card the seat may not know. An open game's view is
the whole state."""

import random

import pytest

from qtgames.core.state import AnyState
from tests.contract.games import Case, random_game, reference, spread


def sorted_moves(state: AnyState) -> list[str]:
    return sorted(state.format_move(move) for move in state.legal_moves())


def check_view(case: Case, state: AnyState, seat: int, where: str) -> bool:
    """The view of ``seat`` against two full states drawn from it; True when those two
    differ (the view hid something)."""
    view = state.view(seat)
    first, second = (view.determinize(random.Random(draw)) for draw in (1, 2))
    position = view.position()
    again = case.spec.from_position(position, case.option_dict)
    assert again.position() == position, f"{where}: the view reads back as {again.position()}"
    if not case.spec.hidden_information:
        assert view.viewer() is None and again.viewer() is None, where
        assert position == state.position() == first.position(), f"{where}: an open game's " \
            "view is not the whole state"
        return False
    assert view.viewer() == again.viewer() == seat, where
    assert first.viewer() is None and second.viewer() is None, where
    assert first.view(seat).position() == position == second.view(seat).position(), (
        f"{where}: the view {position!r} depends on the hidden cards:\n"
        f"  {first.view(seat).position()!r}\n  {second.view(seat).position()!r}")
    if seat == state.to_move() and not state.is_over():
        expected = sorted_moves(state)
        assert sorted_moves(view) == sorted_moves(first) == expected, (
            f"{where}: the seat to move does not find its moves in its view")
    return first.position() != second.position()


def check_secrets(case: Case, state: AnyState, seat: int, where: str) -> None:
    """No card the seat may not know appears in its view, its moves, or what undoing them
    on the view brings back; and undoing on the view gives the views of the past."""
    rules = reference(case.game)
    if not hasattr(rules, "hidden_cards"):
        pytest.fail(f"no hidden-card check for game {case.game}: add hidden_cards, "
                    f"shown_cards and move_cards to its reference module", pytrace=False)
    secret = rules.hidden_cards(state, seat)
    view, past = state.view(seat), state.copy()
    leaked = secret & rules.shown_cards(view.position())
    assert not leaked, f"{where}: the view {view.position()!r} shows {sorted(leaked)}"
    while past.move_stack():
        move = past.undo()
        assert view.undo() == move, f"{where}: the view's history holds other moves"
        assert view.viewer() == seat, where
        at = f"{where}, undone back to ply {past.ply()}"
        assert view.position() == past.view(seat).position(), (
            f"{at}: undo on the view gives {view.position()!r}, "
            f"not the view of that position {past.view(seat).position()!r}")
        leaked = secret & (rules.shown_cards(view.position())
                           | rules.move_cards(past.to_move(), past.format_move(move)))
        assert not leaked, f"{at}: the view's history shows {sorted(leaked)}"


@pytest.mark.parametrize("seed", [1, 2])
def test_a_view_shows_only_what_its_seat_may_see(case: Case, seed: int) -> None:
    game = random_game(case, seed)
    hid = 0
    for state in game.states(spread(len(game.moves), 12)):
        for seat in range(len(state.seats)):
            where = f"{case.id} seed {seed} ply {state.ply()} seat {seat}"
            hid += check_view(case, state, seat, where)
            if case.spec.hidden_information:
                check_secrets(case, state, seat, where)
    if case.spec.hidden_information:
        assert hid, f"{case.id}: determinizing a view never gave different hidden cards"
