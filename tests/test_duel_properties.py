"""The Game: Le Duel invariants over random games (hypothesis): every card in exactly one
place, undo restores the exact position, notations round-trip, and the computer never
peeks."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames_duel.ai import LEVELS, HardPlayer
from qtgames_duel.rules import CARDS, END, DuelState, format_placement, parse_placement

seeds = st.integers(0, 2**32)


def random_game(seed: int, length: int) -> tuple[DuelState, list]:
    state = DuelState.deal(random.Random(seed), seed % 2)
    rng = random.Random(seed + 1)
    played = []
    while not state.is_over() and len(played) < length:
        played.append(rng.choice(state.legal_moves()))
        state.play(played[-1])
    return state, played


def places(state: DuelState, player: int) -> list[int]:
    """Where each of ``player``'s cards is: hand, draw pile, or a pile of either player."""
    laid = [card for owner in state.piles for pile in owner for card, layer in pile[1:]
            if layer == player]
    return sorted(state.hands[player] + state.draws[player] + laid)


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(0, 400))
def test_every_card_is_in_exactly_one_place(seed: int, length: int) -> None:
    state, _ = random_game(seed, length)
    for player in range(2):
        assert places(state, player) == list(CARDS)
        assert len(state.hands[player]) == state.hand_sizes[player] <= 6 + 5
        assert len(state.draws[player]) == state.draw_sizes[player]


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(0, 300))
def test_undo_restores_the_exact_position(seed: int, length: int) -> None:
    state = DuelState.deal(random.Random(seed), seed % 2)
    rng = random.Random(seed)
    snapshots = []
    while not state.is_over() and len(snapshots) < length:
        snapshots.append((state.key(), state.position()))
        state.play(rng.choice(state.legal_moves()))
    for key, position in reversed(snapshots):
        state.undo()
        assert (state.key(), state.position()) == (key, position)


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(0, 300))
def test_positions_and_moves_round_trip_full_and_per_seat(seed: int, length: int) -> None:
    state, _ = random_game(seed, length)
    for shown in (state, state.view(0), state.view(1)):
        again = DuelState.from_position(shown.position())
        assert again.position() == shown.position()
    if not state.is_over():
        assert sorted(DuelState.from_position(state.position()).legal_moves()) == \
            sorted(state.legal_moves())
        for move in state.legal_moves():
            assert parse_placement(format_placement(move)) == move


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(0, 300))
def test_legal_moves_are_exactly_those_check_accepts(seed: int, length: int) -> None:
    state, _ = random_game(seed, length)
    if state.is_over():
        return
    legal = set(state.legal_moves())
    candidates = {(card, side, direction) for card in CARDS for side in (0, 1)
                  for direction in (0, 1)} | {END}
    for move in candidates:
        assert (state.check_move(move) is None) == (move in legal)


@settings(max_examples=12, deadline=None)
@given(seeds, st.integers(0, 200), st.sampled_from([level.name for level in LEVELS]),
       st.data())
def test_the_computer_decides_from_its_view_only(seed: int, length: int, level: str,
                                                 data: st.DataObject) -> None:
    """Deal the cards it cannot see differently: the same view, the same move."""
    state, _ = random_game(seed, length)
    if state.is_over():
        return
    seat = state.to_move()
    other = state.copy()
    shuffle = random.Random(data.draw(seeds))
    hidden = other.hands[1 - seat] + other.draws[1 - seat]
    shuffle.shuffle(hidden)
    other.hands[1 - seat] = sorted(hidden[:state.hand_sizes[1 - seat]])
    other.draws[1 - seat] = hidden[state.hand_sizes[1 - seat]:]
    shuffle.shuffle(other.draws[seat])
    assert other.view(seat).key() == state.view(seat).key()
    player_seed = data.draw(seeds)
    if level == "hard":
        # Bounded by nodes rather than the clock, so that both searches are the same
        # search (each new player starts with no remembered plan).
        def make(seed: int) -> HardPlayer:
            return HardPlayer(seed, seconds=None, max_nodes=100)
    else:
        make = next(lvl for lvl in LEVELS if lvl.name == level).make
    assert make(player_seed).choose(state) == make(player_seed).choose(other)
