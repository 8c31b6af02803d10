"""Le Roi des Roses computer players on hand-made positions: each level's rule (``ai.py``),
and the levels offered."""

import random

from qtgames_roses import GAME
from qtgames_roses.ai import EasyPlayer, HardPlayer, MediumPlayer, TataSuzannePlayer, gain
from qtgames_roses.rules import DRAW, PASS, RosesState, parse_card, scores
from tests.games.roses.positions import state


def test_the_levels_weakest_first() -> None:
    assert [level.name for level in GAME.levels] == ["tata-suzanne", "easy", "medium", "hard"]
    assert GAME.level("tata-suzanne").label == {"en": "Tata Suzanne", "fr": "Tata Suzanne"}


def test_tata_suzanne_draws_below_five_cards_then_plays_her_first_playable_card() -> None:
    short = state(hand_r=["N1", "E1"], hand_b=["S1"])
    assert TataSuzannePlayer(0).choose(short) == DRAW
    full = state(red=[(4, 4), (3, 4)], king=(4, 4), hand_r=["N1", "O1", "E1", "S1", "N2"],
                 hand_b=["S2"])
    assert TataSuzannePlayer(0).choose(full) == parse_card("O1")


def test_easy_joins_a_territory_of_four_and_draws_rather_than_make_a_smaller_join() -> None:
    four = [(4, 4), (4, 5), (4, 6), (4, 7)]
    joins = state(red=four, king=(4, 4), hand_r=["N1", "N3", "E1"], hand_b=["S1"])
    assert EasyPlayer(0).choose(joins) == parse_card("N1")  # 25 - 16 = 9 points now
    small = state(red=[(4, 4), (2, 5)], king=(4, 4), hand_r=["N1", "N3", "E1"],
                  hand_b=["S1"])
    assert EasyPlayer(0).choose(small) == DRAW  # N1 would add 3 only
    alone = state(red=[(4, 4)], king=(4, 4), hand_r=["N3", "E3"], hand_b=["S1"])
    assert EasyPlayer(0).choose(alone) == DRAW
    full = state(red=[(4, 4)], king=(4, 4), hand_r=["N3", "N2", "E3", "E2", "SE2"],
                 hand_b=["S1"])
    assert EasyPlayer(0).choose(full) in {parse_card(name) for name in ("N3", "N2", "E3",
                                                                         "E2", "SE2")}


def test_easy_plays_the_card_after_which_its_next_card_joins_most() -> None:
    # Five cards. N1 adds the most now, 3 beside (4, 4), then N3 would add 7 on (0, 4):
    # 3 + 7 / 2. N3 adds 1 now on (1, 4), but then N1 lands on (0, 4) and joins (0, 3),
    # (0, 5) and (1, 4): 16 - 3 = 13, so 1 + 13 / 2. Any other card: 1 now, 3 next.
    game = state(red=[(0, 3), (0, 5), (4, 4)], king=(4, 4),
                 hand_r=["E3", "S3", "N1", "O3", "N3"], hand_b=["S1"])
    assert {EasyPlayer(seed).choose(game) for seed in range(4)} == {parse_card("N3")}


def test_medium_does_not_hand_the_opponent_a_territory() -> None:
    # White has a row of four on (0, 0)-(0, 3) and holds NE2. Red's NO2 would put the king
    # on (2, 2), from where NE2 lands on (0, 4) and makes White's row five (9 points more).
    white = [(0, 0), (0, 1), (0, 2), (0, 3)]
    game = state(red=[(4, 4)], white=white, king=(4, 4),
                 hand_r=["NO2", "NE1", "E3", "S3", "SO3"], hand_b=["NE2"])
    assert MediumPlayer(0).choose(game) != parse_card("NO2")
    assert EasyPlayer(0).choose(game) in {parse_card(name) for name in ("NO2", "NE1", "E3",
                                                                         "S3", "SO3")}


def test_medium_puts_its_pawn_near_its_own_when_all_else_is_equal() -> None:
    # Every card adds 1 now and lets White's S1 add 1; only NE2 lands within two squares
    # of Red's pawns, (1, 7) and (4, 4).
    game = state(red=[(1, 7), (4, 4)], king=(4, 4), hand_r=["SO3", "S3", "NE2", "O3", "NO3"],
                 hand_b=["S1"])
    assert {MediumPlayer(seed).choose(game) for seed in range(4)} == {parse_card("NE2")}


def test_hard_places_its_last_pawn_where_it_wins() -> None:
    reds = [(row, column) for row in range(2) for column in range(9)] + \
        [(3, column) for column in range(7)]          # 18 + 7 = 25 pawns
    whites = [(5, column) for column in range(9)] + [(6, column) for column in range(9)] + \
        [(8, 0)]
    # From (3, 6): N1 lands on (2, 6) and joins both red groups (25 + 1 = 26 in one); E2
    # lands alone on (3, 8). Either ends the game with Red's 26th pawn.
    game = state(red=reds, white=whites, king=(3, 6), hand_r=["E2", "N1"],
                 hand_b=["S1", "S2"])
    assert HardPlayer(0, seconds=None, max_nodes=2000).choose(game) == parse_card("N1")
    game.play(parse_card("N1"))
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})


def test_the_gain_of_a_pawn_is_what_the_rules_count() -> None:
    game = RosesState.deal(4)
    rng = random.Random(4)
    while game.ply() < 40:
        game.play(rng.choice(game.legal_moves()))
    for index in range(81):
        if game.board[index] == 0:
            for seat, colour in ((0, 1), (1, 2)):
                trial = game.board.copy()
                trial[index] = colour
                assert gain(game.board, colour, index) == \
                    scores(trial)[seat] - game.scores()[seat]


def test_a_player_passes_when_it_must() -> None:
    stuck = state(red=[(0, 0)], king=(0, 0), hand_r=["N1", "N2", "O1", "NO1", "NE3"],
                  hand_b=["S1"])
    for player in (TataSuzannePlayer(0), EasyPlayer(0), MediumPlayer(0), HardPlayer(0, None, 500)):
        assert player.choose(stuck) == PASS
