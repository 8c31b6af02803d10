"""What a spectator is shown: the public view of every registered game hides every part
that any seat's view hides, and reads back as a position of the game."""

import random

import pytest

from tests.contract.games import game_ids, registry
from tests.net.test_hidden_bytes import hidden_parts


@pytest.mark.parametrize("game", game_ids())
def test_the_public_view_hides_what_any_seat_may_not_see(game: str) -> None:
    spec = registry().get(game)
    rng = random.Random(1)
    state = spec.new_state(spec.resolve_options({}), 3)
    for _ in range(60):
        public = state.public_view()
        if not spec.hidden_information:
            assert public is not None and public.position() == state.position()
        elif public is not None:
            fields = set(public.position().split())
            for seat in range(len(state.seats)):
                assert not fields & hidden_parts(state.position(),
                                                 state.view(seat).position())
            assert spec.from_position(public.position(), spec.resolve_options({})) \
                .position() == public.position()
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
