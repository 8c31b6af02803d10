"""The Game: Le Duel rules, one test per rule of the plugin's ``rules.en.md`` and per edge."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core.errors import NotationError
from qtgames_duel.rules import (
    ASCENDING,
    CARDS,
    DESCENDING,
    END,
    OPPONENT,
    OWN,
    DuelState,
    format_placement,
    parse_placement,
)


def table(hand0=(), hand1=(), draw0=(), draw1=(), asc0=(), desc0=(), asc1=(), desc1=(),
          seat=0) -> DuelState:
    """A hand-made position (cards need not add up to 58: the rules never count them,
    except to see whether a player has laid everything)."""
    piles = [[[(1, 0), *((c, 0) for c in asc0)], [(60, 0), *((c, 0) for c in desc0)]],
             [[(1, 1), *((c, 1) for c in asc1)], [(60, 1), *((c, 1) for c in desc1)]]]
    return DuelState([list(hand0), list(hand1)], [list(draw0), list(draw1)], piles, seat)


def move(text: str):
    return parse_placement(text)


def test_the_deal_gives_each_player_their_58_cards_seeded() -> None:
    state = DuelState.deal(random.Random(7))
    again = DuelState.deal(random.Random(7))
    assert state.key() == again.key()
    for player in range(2):
        assert len(state.hands[player]) == 6 and len(state.draws[player]) == 52
        assert sorted(state.hands[player] + state.draws[player]) == list(CARDS)
        assert state.top(player, ASCENDING) == 1 and state.top(player, DESCENDING) == 60
    assert state.hands[0] != state.hands[1] or state.draws[0] != state.draws[1]


@pytest.mark.parametrize(("top", "card", "legal"), [
    (27, 28, True), (27, 55, True), (27, 17, True),      # higher, or exactly 10 lower
    (27, 27, False), (27, 26, False), (27, 16, False), (27, 18, False)])
def test_own_ascending_pile_higher_or_back_jump_of_exactly_10(top, card, legal) -> None:
    state = table(hand0=(card, 59), asc0=(top,))
    assert state.fits(card, OWN, ASCENDING) is legal


@pytest.mark.parametrize(("top", "card", "legal"), [
    (35, 34, True), (35, 2, True), (35, 45, True),       # lower, or exactly 10 higher
    (35, 35, False), (35, 36, False), (35, 46, False), (35, 44, False)])
def test_own_descending_pile_lower_or_back_jump_of_exactly_10(top, card, legal) -> None:
    state = table(hand0=(card, 2), desc0=(top,))
    assert state.fits(card, OWN, DESCENDING) is legal


@pytest.mark.parametrize(("direction", "top", "card", "legal"), [
    (ASCENDING, 29, 12, True), (ASCENDING, 29, 28, True), (ASCENDING, 29, 29, False),
    (ASCENDING, 29, 39, False), (ASCENDING, 29, 30, False),   # no back-jump there
    (DESCENDING, 40, 41, True), (DESCENDING, 40, 59, True), (DESCENDING, 40, 40, False),
    (DESCENDING, 40, 30, False), (DESCENDING, 40, 39, False)])
def test_a_card_on_the_opponents_piles_must_strictly_help_them(direction, top, card,
                                                               legal) -> None:
    # A 12 on the opponent's ascending pile topped by a 29 helps them: legal.
    piles = {"asc1": (top,)} if direction == ASCENDING else {"desc1": (top,)}
    state = table(hand0=(card,), **piles)
    assert state.fits(card, OPPONENT, direction) is legal


def test_at_most_one_card_a_turn_on_the_opponents_piles() -> None:
    state = table(hand0=(10, 20, 30, 40), draw0=(2, 3), asc1=(50,), hand1=(5, 6))
    state.play_text("10^E")
    assert state.helped
    assert all(side == OWN for _, side, _ in state.legal_moves() if (_, side, _) != END)
    assert state.check_move(move("20^E")) == \
        "only one card a turn may go on your opponent's piles"


def test_a_turn_needs_two_cards_and_ends_only_then() -> None:
    state = table(hand0=(10, 20, 30), draw0=(2, 3, 4), hand1=(40, 50))
    assert END not in state.legal_moves()
    assert state.check_move(END) == "lay at least two cards before ending your turn"
    state.play_text("10^A")
    assert END not in state.legal_moves()
    state.play_text("20^A")
    assert END in state.legal_moves()
    state.play_text("30^A")
    state.play(END)
    assert state.to_move() == 1


def test_a_placement_is_legal_only_if_a_second_card_can_follow() -> None:
    # 50 then nothing (45 fits on no pile once the ascending pile is at 50) is refused;
    # 45 first leaves 50 playable on the ascending pile.
    state = table(hand0=(45, 50), asc0=(40,), desc0=(44,), asc1=(2,), desc1=(58,),
                  draw0=(3,), hand1=(30, 31))
    legal = state.legal_moves()
    assert move("50^A") not in legal and move("45^A") in legal
    assert state.check_move(move("50^A")) == "after this card you could not lay a second one"


def test_laying_only_on_own_piles_draws_two() -> None:
    state = table(hand0=(10, 20, 30, 40, 50, 55), draw0=(2, 3, 4, 5), hand1=(40, 50))
    for text in ("10^A", "20^A", "30^A"):
        state.play_text(text)
    state.play(END)
    assert state.hands[0] == [4, 5, 40, 50, 55] and state.draws[0] == [2, 3]


def test_helping_the_opponent_refills_the_hand_to_6() -> None:
    # Five cards laid, four on one's own piles and one on the opponent's: back to 6.
    state = table(hand0=(10, 20, 30, 40, 50, 55), draw0=tuple(range(2, 9)), asc1=(58,),
                  hand1=(40, 50))
    for text in ("10^A", "20^A", "30^A", "40^A", "50^E"):
        state.play_text(text)
    state.play(END)
    assert len(state.hands[0]) == 6 and len(state.draws[0]) == 2


def test_fewer_cards_when_the_draw_pile_runs_out_and_none_when_empty() -> None:
    state = table(hand0=(10, 20, 30, 40), draw0=(2,), hand1=(30, 40), draw1=())
    state.play_text("10^A")
    state.play_text("20^A")
    state.play(END)
    assert state.hands[0] == [2, 30, 40] and state.draws[0] == []
    state.play_text("30^A")
    state.play_text("40^A")
    state.play(END)                          # player two's pile is empty: nothing drawn
    assert state.hands[1] == [] and state.to_move() == 0


def test_an_empty_draw_pile_still_requires_two_cards() -> None:
    state = table(hand0=(10, 20, 30), draw0=(), hand1=(40, 50), draw1=(3,))
    state.play_text("10^A")
    assert END not in state.legal_moves()


def test_a_player_who_cannot_lay_two_cards_loses_at_once() -> None:
    # One card left and an empty draw pile: unable to lay two cards, a loss.
    state = table(hand0=(30, 31), hand1=(40,), draw1=(), asc1=(2,))
    state.play_text("30^A")
    state.play_text("31^A")
    state.play(END)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "stuck" and outcome.winners == {0}
    assert state.legal_moves() == []
    # Two cards that fit nowhere lose too.
    stuck = table(hand0=(20, 21), asc0=(50,), desc0=(10,), asc1=(2,), desc1=(59,))
    assert stuck.outcome() is not None and stuck.outcome().winners == {1}


def test_laying_the_58th_card_wins_at_once_in_the_middle_of_a_turn() -> None:
    state = table(hand0=(20, 30, 40), draw0=(), hand1=(50, 51), draw1=(9,))
    state.play_text("20^A")
    state.play_text("30^A")
    assert state.outcome() is None
    state.play_text("40^A")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "all-laid" and outcome.winners == {0}


def test_undo_takes_back_one_placement_and_an_end_puts_the_same_cards_back() -> None:
    state = DuelState.deal(random.Random(3))
    start = state.key()
    moves = []
    for _ in range(2):
        moves.append(state.legal_moves()[0])
        state.play(moves[-1])
    middle = state.key()
    state.play(END)
    drawn = state.hands[0]
    state.undo()
    assert state.key() == middle
    state.play(END)
    assert state.hands[0] == drawn          # the same draw again
    state.undo()
    state.undo()
    assert state.laid == 1 and state.to_move() == 0
    state.undo()
    assert state.key() == start


def test_notation_of_placements_and_errors() -> None:
    assert format_placement((5, OWN, ASCENDING)) == "05^A"
    assert format_placement((57, OPPONENT, DESCENDING)) == "57vE"
    assert parse_placement("05^A") == (5, OWN, ASCENDING)
    assert parse_placement(" 57ve ") == (57, OPPONENT, DESCENDING)
    assert parse_placement("5^a") == (5, OWN, ASCENDING)
    assert parse_placement("END") == END
    for bad in ("", "60^A", "01^A", "05>A", "05^X", "5", "abc", "05^A,06^A"):
        with pytest.raises(NotationError):
            parse_placement(bad)


def test_a_card_not_in_hand_or_not_fitting_is_refused_with_a_reason() -> None:
    state = table(hand0=(10, 20), hand1=(30, 40))
    assert state.check_move(move("11^A")) == "that card is not in your hand"
    other = table(hand0=(30, 20), desc0=(25,), asc0=(35,), asc1=(20,), desc1=(40,),
                  hand1=(3, 4))
    assert other.check_move(move("30vA")).startswith("on your descending pile")
    assert other.check_move(move("30^A")).startswith("on your ascending pile")
    assert other.check_move(move("30^E")).startswith("a card on your opponent's ascending")
    assert other.check_move(move("20vE")).startswith("a card on your opponent's descending")


ALL_LAID = "1." + ".".join(str(card) for card in CARDS)  # every card of its owner


@pytest.mark.parametrize("seat, laid", [(0, "2"), (0, "1h"), (0, "0"), (1, "0")])
def test_a_position_read_with_every_card_of_a_player_laid_is_won(seat: int, laid: str) -> None:
    text = f"{seat} {laid} {ALL_LAID} 60 1 60 - ?6 - ?52 t40"
    if laid.endswith("h"):   # the last card went on the opponent's pile
        text = f"{seat} {laid} {ALL_LAID[:-3]} 60 1 60.59* - ?6 - ?52 t40"
    state = DuelState.from_position(text)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "all-laid" and outcome.winners == {0}
    assert state.legal_moves() == [] and state.position() == text


def test_a_position_where_both_players_laid_every_card_is_refused() -> None:
    with pytest.raises(NotationError):
        DuelState.from_position(f"0 2 {ALL_LAID} 60 {ALL_LAID} 60 - - - - t40")


def random_game(seed: int, length: int) -> DuelState:
    """A seeded deal played ``length`` random moves (or to its end)."""
    state = DuelState.deal(random.Random(seed), seed % 2)
    rng = random.Random(seed + 1)
    while not state.is_over() and state.ply() < length:
        state.play(rng.choice(state.legal_moves()))
    return state


def places(state: DuelState, player: int) -> list[int]:
    """Where each of ``player``'s cards is: hand, draw pile, or a pile of either player."""
    laid = [card for owner in state.piles for pile in owner for card, layer in pile[1:]
            if layer == player]
    return sorted(state.hands[player] + state.draws[player] + laid)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 400))
def test_every_card_is_in_exactly_one_place(seed: int, length: int) -> None:
    state = random_game(seed, length)
    for player in range(2):
        assert places(state, player) == list(CARDS)
        assert len(state.hands[player]) == state.hand_sizes[player] <= 6 + 5
        assert len(state.draws[player]) == state.draw_sizes[player]
