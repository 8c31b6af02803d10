"""The hard level's fast play-outs (qtgames_duel.playout) follow the rules and medium's costs."""

import random

import pytest

from qtgames_duel import kernel, playout
from qtgames_duel.playout import Seat, race
from qtgames_duel.rules import DuelState


def mask(*cards: int) -> int:
    return sum(1 << card for card in cards)


def test_costs_count_the_cards_jumped_over_and_reward_back_jumps():
    seat = Seat(20, 50, [25, 10, 55], [], mask(21, 22, 25, 10, 55), 30, 40, mask(45))
    costs = {(card, pile): cost for cost, card, pile in seat.options(helped=False)}
    assert costs[(25, 0)] == 2.0       # 21 and 22 lose the ascending pile
    assert costs[(10, 0)] == -0.0      # back-jump of 10: nothing of ours between 10 and 20
    assert costs[(25, 1)] == 0.0       # on the descending pile nothing is jumped
    assert (55, 1) not in costs        # 55 fits neither own pile…
    assert costs[(55, 3)] == 3.0       # …but helps the opponent's descending pile past 45
    assert costs[(25, 2)] == 0.0       # below their ascending top 30: brings nothing back


def test_the_player_who_cannot_lay_two_cards_loses_the_race():
    stuck = Seat(58, 3, [30, 40], [], mask(30, 40), 2, 59, mask(10, 11))
    free = Seat(2, 59, [10, 11], [], mask(10, 11), 58, 3, mask(30, 40))
    assert race(mover=free, other=stuck) == 1.0   # the other plays first and is stuck
    assert race(mover=stuck, other=free) == 0.0   # the free side lays its last cards


def test_laying_the_last_cards_wins_the_race_at_once():
    winner = Seat(1, 60, [5, 6], [], mask(5, 6), 30, 40, mask(31, 32))
    loser = Seat(30, 40, [31, 32], [], mask(31, 32), 1, 60, mask(5, 6))
    assert race(mover=loser, other=winner) == 0.0


def test_a_helping_card_lands_on_the_other_players_pile():
    # Stuck at 30 with 26 and 27, the mover only lays them once the other, after 51, can
    # lay its second card nowhere but below the mover's ascending top.
    helper = Seat(50, 20, [51, 25, 35], [], mask(51, 25, 35), 30, 59, mask(26, 27))
    helped = Seat(30, 59, [26, 27], [], mask(26, 27), 50, 20, mask(51, 25, 35))
    assert race(mover=helped, other=helper) == 1.0
    assert (helped.asc, helper.hand) == (27, [35])


def test_play_outs_only_lay_cards_that_fit_and_draw_as_the_rules_say():
    rng = random.Random(3)
    for _ in range(50):
        state = DuelState.deal(rng)
        cards = state.hands[0] + state.draws[0]
        seat = Seat(1, 60, list(state.hands[0]), list(state.draws[0]), mask(*cards), 1, 60,
                    mask(*range(2, 60)))
        while seat.left and len(seat.hand) >= 2:
            before = (seat.asc, seat.desc, len(seat.hand), len(seat.draw))
            if not seat.turn():
                break
            laid = before[2] + (before[3] - len(seat.draw)) - len(seat.hand)
            assert laid >= 2
            assert seat.left.bit_count() == len(seat.hand) + len(seat.draw)
            assert len(seat.hand) <= 6


def test_the_compiled_play_outs_race_as_their_python_source():
    if not kernel.compiled():
        pytest.skip("the play-outs are not compiled in this install")
    python = kernel.python_playout()
    assert python.__file__.endswith(".py") and python.Seat is not Seat
    rng = random.Random(8)
    for _ in range(300):
        asc, opp_asc = rng.randint(1, 40), rng.randint(1, 40)
        desc, opp_desc = rng.randint(asc + 1, 60), rng.randint(opp_asc + 1, 60)
        mine = rng.sample(range(2, 60), rng.randint(2, 40))
        theirs = rng.sample(range(2, 60), rng.randint(2, 40))
        ends = []
        for module in (python, playout):
            mover = module.Seat(asc, desc, mine[:6], mine[6:], mask(*mine), opp_asc, opp_desc,
                                mask(*theirs))
            other = module.Seat(opp_asc, opp_desc, theirs[:6], theirs[6:], mask(*theirs), asc,
                                desc, mask(*mine))
            result = module.race(mover, other)
            ends.append((result, mover.asc, mover.desc, mover.hand, mover.left, other.asc,
                         other.desc, other.hand, other.left))
        assert ends[0] == ends[1]
