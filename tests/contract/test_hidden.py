"""Hidden information: what ``view(seat)`` holds depends only on what that seat may see (the
library's check, ``qtgames.testing.invariants.check_view``), and neither the view nor its
history names a card the seat may not know (by the reference). An open game's view is the
whole state."""


import pytest

from qtgames.core.state import AnyState
from qtgames.testing import invariants
from tests.contract.games import Case, random_game, reference, spread


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
            try:
                hid += invariants.check_view(case.spec, case.option_dict, state.copy(), seat)
            except AssertionError as error:
                raise AssertionError(f"{where}: {error}") from None
            if case.spec.hidden_information:
                check_secrets(case, state, seat, where)
    if case.spec.hidden_information:
        assert hid, f"{case.id}: determinizing a view never gave different hidden cards"
