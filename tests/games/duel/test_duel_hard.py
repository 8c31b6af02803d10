"""The hard level of Le Duel: what the opponent's last turn tells of their hand
(qtgames_duel.belief), its sampled deals, and the turns it stops judging once clearly
behind."""

import random

from qtgames.ai.player import Budget
from qtgames_duel.ai import MediumPlayer, _still_in_race
from qtgames_duel.belief import kept, sample
from qtgames_duel.rules import CARDS, END, DuelState

HAND = [11, 12, 13, 40, 45, 50]


def after_a_turn(laid: list[int], hand: list[int] = HAND) -> DuelState:
    """Seat 0 (ascending pile at 10), holding ``hand``, lays ``laid`` on that pile and
    ends its first turn."""
    rng = random.Random(4)
    mine = [card for card in CARDS if card not in hand and card != 10]
    theirs = list(CARDS)
    rng.shuffle(mine)
    rng.shuffle(theirs)
    piles = [[[(1, 0), (10, 0)], [(60, 0)]], [[(1, 1)], [(60, 1)]]]
    state = DuelState([list(hand), theirs[:6]], [mine, theirs[6:]], piles)
    for card in laid:
        state.play((card, 0, 0))
    state.play(END)
    return state


def test_a_card_cheaper_than_the_ones_laid_was_not_kept() -> None:
    # 11 followed 10 with nothing skipped, cheaper than 12 (which skips 11): a player
    # laying their cheapest cards held no such card after their turn.
    belief = kept(after_a_turn([12, 13]).view(1))
    assert belief is not None
    assert 11 not in belief.cards and {40, 45, 50} <= belief.cards
    assert belief.count == 4  # six in hand: four kept, two drawn


def test_a_turn_of_other_than_two_cards_says_nothing() -> None:
    assert kept(after_a_turn([12, 13, 14], [11, 12, 13, 14, 45, 50]).view(1)) is None


def test_the_cards_a_cheapest_first_player_kept_are_always_allowed() -> None:
    judged = 0
    for seed in range(3):
        state = DuelState.deal(random.Random(seed))
        players = [MediumPlayer(seed), MediumPlayer(seed + 10)]
        held = [list(hand) for hand in state.hands]
        while not state.is_over():
            if state.laid == 0 and state.turn > 1:
                them = 1 - state.seat
                belief = kept(state.view(state.seat))
                assert belief is not None
                really_kept = set(held[them]) & set(state.hands[them])
                assert really_kept <= belief.cards and len(really_kept) == belief.count
                judged += 1
            if state.laid == 0:
                held[state.seat] = list(state.hands[state.seat])
            view = state.view(state.seat)
            state.play(players[state.seat].search(view, view.legal_moves(), Budget()))
    assert judged > 50


def test_a_sampled_deal_is_one_the_seat_cannot_tell_from_its_view() -> None:
    view = after_a_turn([12, 13]).view(1)
    belief = kept(view)
    assert belief is not None
    rng = random.Random(2)
    for _ in range(50):
        deal = sample(view, rng, belief)
        assert deal.view(1).position() == view.position()
        assert sorted(deal.hands[0] + deal.draws[0]) == view.unseen(0)
        assert len(set(deal.hands[0]) & belief.cards) >= belief.count


def test_turns_clearly_behind_the_best_are_dropped() -> None:
    best = [1.0] * 32
    close = [1.0] * 30 + [0.0] * 2
    behind = [1.0, 0.0] * 16
    results = [close, best, behind]
    assert _still_in_race([0, 1, 2], results, 3.0) == [0, 1]
