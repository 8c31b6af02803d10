"""Le Roi des Roses rules, one test per rule of the plugin's ``rules.en.md`` and per edge; the
scores are checked against the two worked examples the rules give."""

import pytest

from qtgames.core.errors import BadInput, IllegalMoveError, NotationError
from qtgames_roses.rules import (
    CENTRE,
    DECK,
    DRAW,
    EMPTY,
    PASS,
    PENALTY_PASS,
    RED,
    WHITE,
    Card,
    RosesState,
    parse_card,
    parse_roses_move,
    scores,
    square,
)
from tests.games.roses.positions import (
    FIGURE_RED,
    FIGURE_WHITE,
    MODEL_RED,
    MODEL_WHITE,
    board_text,
    figure_state,
    position,
    state,
)


def card(text: str) -> Card:
    return parse_card(text)


# -- the deal --------------------------------------------------------------------------


def test_the_deal_gives_five_face_up_cards_each_and_fourteen_to_the_draw_pile() -> None:
    game = RosesState.deal(7)
    assert [len(hand) for hand in game.hands] == [5, 5]
    assert game.draw_count() == 14 and game.discard == []
    everything = game.hands[0] + game.hands[1] + (game.draw or [])
    assert sorted(everything) == sorted(DECK) and len(set(DECK)) == 24
    assert game.king == CENTRE == square(4, 4) and set(game.board) == {EMPTY}
    assert game.to_move() == 0 and game.seats == ("red", "white")  # Red always starts


def test_the_deal_depends_only_on_the_seed() -> None:
    assert RosesState.deal(3).position() == RosesState.deal(3).position()
    assert len({RosesState.deal(seed).position() for seed in range(20)}) == 20


def test_the_24_cards_are_eight_directions_by_three_distances() -> None:
    names = {c.name for c in DECK}
    assert names == {f"{d}{n}" for d in ("N", "NE", "E", "SE", "S", "SO", "O", "NO")
                     for n in (1, 2, 3)}


# -- notation of cards and moves --------------------------------------------------------


@pytest.mark.parametrize("text", ["N2", "n2", " so3 ", "So3", "NO1", "e1"])
def test_cards_are_read_in_any_case(text: str) -> None:
    read = parse_roses_move(text)
    assert isinstance(read, Card) and read.name == text.strip().upper()


@pytest.mark.parametrize(("text", "move"), [("draw", DRAW), ("pioche", DRAW), ("PIOCHE", DRAW),
                                            ("pass", PASS), ("passe", PASS), ("Pass", PASS)])
def test_draw_and_pass_are_read_in_english_and_french(text: str, move: object) -> None:
    assert parse_roses_move(text) == move


@pytest.mark.parametrize("text", ["W2", "SW1", "N4", "N0", "N", "2", "", "NN2", "N２", "N2 x",
                                  "ſ2", "drawn", "N-2", "N1.0"])
def test_anything_else_is_not_a_move(text: str) -> None:
    with pytest.raises(NotationError):
        parse_roses_move(text)


# -- playing a card ----------------------------------------------------------------------


@pytest.mark.parametrize(("name", "arrival"), [
    ("N1", (3, 4)), ("N3", (1, 4)), ("NE2", (2, 6)), ("E3", (4, 7)), ("SE1", (5, 5)),
    ("S2", (6, 4)), ("SO3", (7, 1)), ("O1", (4, 3)), ("NO3", (1, 1))])
def test_a_card_moves_the_king_by_its_vector_north_up_o_west(name: str,
                                                            arrival: tuple[int, int]) -> None:
    game = state(hand_r=[name], hand_b=["S1"])
    game.play(card(name))
    assert game.king_row_col() == arrival
    assert game.pawn_at(*arrival) == RED  # a pawn of the mover's colour where it lands
    assert game.discard == [card(name)] and game.hands[0] == []
    assert game.to_move() == 1


def test_white_places_white_pawns() -> None:
    game = state(red=[(4, 5)], king=(4, 5), seat="B", hand_r=["N1"], hand_b=["E1"])
    game.play(card("E1"))
    assert game.pawn_at(4, 6) == WHITE and game.pawns_left(1) == 25


def test_a_card_sending_the_king_off_the_board_is_not_playable() -> None:
    game = state(red=[(0, 8)], king=(0, 8), hand_r=["N1", "E2", "NE3", "S1"],
                 hand_b=["S2"])
    assert game.legal_moves() == [card("S1"), DRAW]
    assert game.check_move(card("N1")) == "the king would leave the board"


@pytest.mark.parametrize("colour", ["red", "white"])
def test_a_card_sending_the_king_onto_a_pawn_is_not_playable(colour: str) -> None:
    pawns = {"red": [(4, 5), (4, 6)], "white": [(4, 6)]}
    others = {"red": [], "white": [(4, 5)]}
    red, white = (pawns[colour], others[colour]) if colour == "red" else \
        (others[colour], pawns[colour])
    game = state(red=red, white=white, king=(4, 5), hand_r=["E1", "O1"], hand_b=["S1"])
    assert game.check_move(card("E1")) == "the king would land on a pawn"
    assert card("E1") not in game.legal_moves()


def test_squares_passed_over_do_not_matter() -> None:
    game = state(red=[(4, 5)], white=[(4, 6)], king=(4, 5), hand_r=["E3", "O2"],
                 hand_b=["S1"])
    assert card("E3") in game.legal_moves() and card("O2") in game.legal_moves()


def test_the_kings_starting_square_is_empty_and_may_be_landed_on_later() -> None:
    game = state(hand_r=["E1"], hand_b=["O1"])
    game.play(card("E1"))
    assert game.pawn_at(4, 4) == EMPTY
    assert game.legal_moves()[0] == card("O1")
    game.play(card("O1"))
    assert game.pawn_at(4, 4) == WHITE and game.king_row_col() == (4, 4)


def test_the_hand_keeps_its_order_and_undo_puts_a_card_back_in_its_place() -> None:
    game = state(hand_r=["N1", "E1", "S1"], hand_b=["O1"])
    before = game.position()
    game.play(card("E1"))
    assert game.hands[0] == [card("N1"), card("S1")]
    game.undo()
    assert game.hands[0] == [card("N1"), card("E1"), card("S1")]
    assert game.position() == before


# -- drawing and passing -----------------------------------------------------------------


def test_a_player_with_fewer_than_five_cards_may_draw_the_top_card() -> None:
    game = state(hand_r=["N1"], hand_b=["S1"], draw=["O3", "E2"])
    assert game.legal_moves() == [card("N1"), DRAW]
    game.play(DRAW)
    assert game.hands[0] == [card("N1"), card("E2")]  # the top is the last card written
    assert game.draw == [card("O3")] and game.to_move() == 1


def test_a_player_may_choose_to_draw_even_with_a_playable_card() -> None:
    game = state(hand_r=["N1", "N2", "N3", "E1"], hand_b=["S1"])
    assert DRAW in game.legal_moves() and game.check_move(DRAW) is None


def test_a_hand_never_holds_more_than_five_cards() -> None:
    game = state(hand_r=["N1", "N2", "N3", "E1", "E2"], hand_b=["S1"])
    assert DRAW not in game.legal_moves()
    assert game.check_move(DRAW) == "you already hold five cards: you cannot draw"
    with pytest.raises(NotationError):
        RosesState.from_position(position(hand_r=["N1", "N2", "N3", "E1", "E2", "E3"]))


def test_a_player_passes_only_when_they_can_neither_play_nor_draw() -> None:
    stuck = state(red=[(0, 0)], king=(0, 0), hand_r=["N1", "N2", "O1", "NO1", "NE3"],
                  hand_b=["S1"])
    assert stuck.legal_moves() == [PASS] and stuck.forced_move() == PASS
    free = state(hand_r=["N1"], hand_b=["S1"])
    assert free.check_move(PASS) == "you may pass only when you can neither play a card " \
                                    "nor draw"
    assert free.forced_move() is None


def test_a_card_not_in_hand_is_refused() -> None:
    game = state(hand_r=["N1"], hand_b=["S1"])
    assert game.check_move(card("S1")) == "that card is not in your hand"


# -- the discard pile reshuffled ---------------------------------------------------------


def reshuffle_state(seed: int = 5) -> RosesState:
    hand_r, hand_b = ["N1"], ["S1", "S2"]
    rest = [c.name for c in DECK if c.name not in hand_r + hand_b]
    return state(red=[(3, 4)], king=(3, 4), hand_r=hand_r, hand_b=hand_b, draw=[],
                 discard=rest, seed=seed)


def test_an_empty_draw_pile_is_made_again_from_the_shuffled_discard_pile() -> None:
    game = reshuffle_state()
    discard = list(game.discard)
    game.play(DRAW)
    drawn = game.hands[0][-1]
    assert game.discard == [] and game.draw is not None
    assert sorted([drawn, *game.draw]) == sorted(discard)
    assert [*game.draw, drawn] != discard  # shuffled, not turned over


def test_the_reshuffle_is_seeded_and_undone_exactly() -> None:
    first, second = reshuffle_state(), reshuffle_state()
    start = first.position()
    first.play(DRAW)
    second.play(DRAW)
    assert first.position() == second.position()
    first.undo()
    assert first.position() == start
    orders = set()
    for seed in range(6):
        other = reshuffle_state(seed)
        other.play(DRAW)
        orders.add(other.position())
    assert len(orders) == 6


def test_no_draw_is_possible_on_a_view_whose_pile_is_hidden() -> None:
    view = state(hand_r=["N1"], hand_b=["S1"]).view(0)
    before = view.position()
    with pytest.raises(IllegalMoveError):
        view.play_text("draw")
    with pytest.raises(BadInput):
        view.play(DRAW)
    assert view.position() == before and view.draw_count() == 22


# -- the end of the game -----------------------------------------------------------------


def test_two_passes_in_a_row_end_the_game() -> None:
    game = figure_state()
    assert game.legal_moves() == [PASS]
    game.play(PASS)
    assert not game.is_over() and game.legal_moves() == [PASS]
    game.play(PASS)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "passes"
    assert game.legal_moves() == [] and game.check_move(PASS) == "the game is over"


def test_a_pass_then_a_card_does_not_end_the_game() -> None:
    game = state(red=[(0, 0)], king=(0, 0), hand_r=["N1", "N2", "O1", "NO1", "NE3"],
                 hand_b=["S1", "S2"])
    game.play(PASS)
    game.play(card("S1"))
    assert game.passes == 0 and not game.is_over()


@pytest.mark.parametrize("text", ["pass!", "PASSE!", " passe! "])
def test_the_penalty_pass_is_written_pass_bang(text: str) -> None:
    game = state(hand_r=["N1"], hand_b=["S1"])
    assert game.parse_move(text) == PENALTY_PASS and game.format_move(PENALTY_PASS) == "pass!"


def test_the_penalty_pass_is_allowed_with_a_card_playable_but_never_a_legal_move() -> None:
    game = state(hand_r=["N1", "E1"], hand_b=["S1"])
    assert PENALTY_PASS not in game.legal_moves() and game.referee_moves() == [PENALTY_PASS]
    assert game.check_move(PENALTY_PASS) is None
    before = game.position()
    game.play(PENALTY_PASS)
    assert (game.seat, game.passes, game.hands[0]) == (1, 1, [card("N1"), card("E1")])
    assert game.undo() == PENALTY_PASS and game.position() == before


def test_a_person_cannot_type_the_penalty_pass() -> None:
    game = state(hand_r=["N1"], hand_b=["S1"])
    with pytest.raises(IllegalMoveError, match="only qtgames plays that move"):
        game.play_text("pass!")
    assert game.move_stack() == []


def test_the_penalty_pass_counts_as_a_pass_for_the_end() -> None:
    game = state(red=[(0, 0)], king=(0, 0), hand_r=["N1", "N2", "O1", "NO1", "NE3"],
                 hand_b=["S1", "S2", "S3", "E1", "E2"])
    game.play(PASS)
    game.play(PENALTY_PASS)  # White could play a card: its AI file gave no valid answer
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "passes"
    assert game.referee_moves() == [] and game.check_move(PENALTY_PASS) == "the game is over"


def test_a_penalty_pass_then_a_card_does_not_end_the_game() -> None:
    game = state(hand_r=["N1"], hand_b=["S1", "S2"])
    game.play(PENALTY_PASS)
    game.play(card("S1"))
    assert game.passes == 0 and not game.is_over()


def test_placing_the_26th_pawn_ends_the_game() -> None:
    reds = [(row, column) for row in range(3) for column in range(9)][:25]
    game = state(red=reds, king=(2, 6), hand_r=["S1"], hand_b=["S2"])
    assert game.pawns_left(0) == 1
    game.play(card("S1"))
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "last-pawn"
    assert game.pawns_left(0) == 0 and game.legal_moves() == []


def test_a_position_with_more_than_26_pawns_of_a_colour_is_refused() -> None:
    reds = [(row, column) for row in range(3) for column in range(9)]
    with pytest.raises(NotationError):
        RosesState.from_position(position(red=reds, king=(0, 0)))


# -- scoring -----------------------------------------------------------------------------


def test_the_scoring_example_red_22_white_15() -> None:
    game = figure_state()
    sizes = {seat: sorted(len(group) for owner, group in game.territories() if owner == seat)
             for seat in (0, 1)}
    assert sizes == {0: [1, 1, 2, 4], 1: [1, 1, 1, 2, 2, 2]}
    assert game.scores() == (16 + 4 + 1 + 1, 4 + 4 + 4 + 1 + 1 + 1) == (22, 15)
    game.play(PASS)
    game.play(PASS)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
    assert outcome.scores == (22.0, 15.0)


def test_the_modelling_example_red_13_white_38() -> None:
    game = RosesState.from_position(position(red=MODEL_RED, white=MODEL_WHITE, king=(3, 4)))
    assert game.king_row_col() == (3, 4)
    assert game.scores() == (13, 38)


def test_diagonal_pawns_are_not_one_territory() -> None:
    board = [EMPTY] * 81
    for row, column in [(0, 0), (1, 1), (2, 2)]:
        board[square(row, column)] = RED
    assert scores(board) == (3, 0)


def test_equal_scores_are_a_draw() -> None:
    game = state(red=[(0, 0)], white=[(8, 8)], king=(0, 0),
                 hand_r=["N1", "N2", "O1", "NO1", "NE3"],
                 hand_b=["N3", "O2", "O3", "NO2", "NO3"], passes=1)
    game.play(PASS)
    outcome = game.outcome()
    assert outcome is not None and outcome.is_draw and outcome.scores == (1.0, 1.0)


# -- bad input changes nothing -----------------------------------------------------------


@pytest.mark.parametrize(("text", "reason"), [
    ("S1", "that card is not in your hand"),
    ("draw", "you already hold five cards"),
    ("pass", "you may pass only when"),
])
def test_an_illegal_move_is_refused_with_its_reason_and_changes_nothing(text: str,
                                                                       reason: str) -> None:
    game = state(hand_r=["N1", "N2", "N3", "E1", "E2"], hand_b=["S1"])
    before = game.position()
    with pytest.raises(IllegalMoveError) as refused:
        game.play_text(text)
    assert reason in str(refused.value)
    assert game.position() == before and game.move_stack() == []


GOOD = position(hand_r=["N1"], hand_b=["S1"])


def mangle(index: int, value: str) -> str:
    fields = GOOD.split()
    fields[index] = value
    return " ".join(fields)


@pytest.mark.parametrize("text", [
    "", "rubbish", GOOD + " extra", " ".join(GOOD.split()[:-1]),
    mangle(0, board_text([], [])[:-1]),                  # a row too short
    mangle(0, board_text([], []).replace(".", "X", 1)),   # an unknown piece
    mangle(1, "9,4"), mangle(1, "4"), mangle(1, "٤,4"), mangle(1, "4,4,4"),
    mangle(2, "W"), mangle(2, "r"),
    mangle(3, "N1,N1"), mangle(3, "X1"), mangle(3, "n1"), mangle(3, ""),
    mangle(3, "N1,N2,N3,E1,E2,E3"),
    mangle(5, "?21"), mangle(5, "-"),                    # cards missing
    mangle(6, "S1"),                                      # a card twice
    mangle(7, "p3"), mangle(7, "0"),
    mangle(8, "s"), mangle(8, "s" + "9" * 30), mangle(8, "vR"), mangle(8, "x1"),
    mangle(1, "3,3"),                                     # the king off the centre, no pawn
    position(red=[(3, 3)], king=(4, 4), hand_r=["N1"]),   # the king on an empty square
])
def test_malformed_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        RosesState.from_position(text)


def test_a_view_must_say_whose_view_it_is() -> None:
    view = RosesState.from_position(GOOD).view(1).position()
    assert view.endswith(" vB")
    with pytest.raises(NotationError):
        RosesState.from_position(view[:-3] + " s5")
    assert RosesState.from_position(view).viewer() == 1


def test_the_scoring_example_position_reads_back() -> None:
    game = figure_state()
    assert RosesState.from_position(game.position()).position() == game.position()
    assert sorted(FIGURE_RED + FIGURE_WHITE) == sorted(
        (row, column) for row in range(9) for column in range(9)
        if game.pawn_at(row, column) != EMPTY)
