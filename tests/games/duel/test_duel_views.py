"""The Game: Le Duel's hidden information: what each seat's view holds, determinizations,
and the text version hiding the hand of the seat that is not at the keyboard."""

import random

import pexpect
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core.i18n import Translator, game_domains
from qtgames_duel import GAME
from qtgames_duel.ai import LEVELS, HardPlayer
from qtgames_duel.rules import END, DuelState
from qtgames_duel.text import DuelTextView
from tests.helpers import ANSI, spawn


def played(seed: int, moves: int) -> DuelState:
    state = DuelState.deal(random.Random(seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
    return state


def test_a_view_holds_its_hand_the_piles_and_counts_only() -> None:
    state = played(1, 17)
    for seat in range(2):
        view = state.view(seat)
        assert view.hands[seat] == state.hands[seat]
        assert view.hands[1 - seat] == [] and view.draws == [[], []]
        assert view.hand_sizes == state.hand_sizes and view.draw_sizes == state.draw_sizes
        assert view.piles == state.piles
        text = view.position()
        assert f"?{state.hand_sizes[1 - seat]}" in text
        hidden = set(state.hands[1 - seat]) | set(state.draws[0]) | set(state.draws[1])
        # Nothing in the view, its history included, names a hidden card as held: the
        # seat's own draws are cards it saw come into its hand.
        for _, (mover, hand, drawn, *_) in view._history:
            assert mover == seat or not (drawn or hand)
        assert DuelState.from_position(text).position() == text
        assert all(f"{card:02d}" not in text.split()[6 + (1 - seat)] for card in hidden)


def test_undo_on_a_view_stays_consistent() -> None:
    state = played(2, 30)
    view = state.view(0)
    while view.ply():
        view.undo()
        view.position()  # every position on the way is readable
    assert view.hand_sizes == [6, 6] and view.draw_sizes == [52, 52]


def test_determinizations_agree_with_the_view_and_conserve_the_cards() -> None:
    state = played(3, 25)
    view = state.view(state.to_move())
    rng = random.Random(0)
    for _ in range(20):
        deal = view.determinize(rng)
        assert deal.hands[view.seat] == view.hands[view.seat]
        assert deal.piles == view.piles
        assert [len(hand) for hand in deal.hands] == view.hand_sizes
        assert [len(draw) for draw in deal.draws] == view.draw_sizes
        deal._check_cards()
        assert deal.legal_moves() == view.legal_moves()


def test_the_text_view_shows_one_hand_and_labels_the_piles() -> None:
    state = played(4, 0)
    view = DuelTextView(seat_label=lambda seat: f"Player {'12'[('one', 'two').index(seat)]}")
    board = view.board(state.view(state.to_move()))
    mine = state.hands[state.to_move()]
    theirs = state.hands[1 - state.to_move()]
    assert "Hand: " + " ".join(f"{card:02d}" for card in mine) in board
    assert all(f"{card:02d}" not in board.split("Hand:")[1] for card in set(theirs) - set(mine))
    assert "^A 01" in board and "vA 60" in board and "^E 01" in board and "vE 60" in board
    assert "6 cards in hand, 52 in the draw pile" in board


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_spectator_is_shown_whose_piles_they_are_not_its_own(lang: str) -> None:
    state = played(4, 3)
    tr = Translator(lang, *game_domains([GAME]))
    view = DuelTextView(tr, seat_label=lambda seat: f"Player {'12'[('one', 'two').index(seat)]}")
    mover = f"Player {state.to_move() + 1}"
    watched = view.board(state.public_view())
    yours = tr("Your piles ({player}), A in moves:", player=mover)
    assert yours not in watched
    assert tr("{player}'s piles, A in moves:", player=mover) in watched
    # A seat's own screen, and the shared screen of one keyboard, still say "your".
    assert yours in view.board(state.view(state.to_move()))
    assert yours in view.board(state)


def test_hot_seat_hides_each_hand_until_the_next_player_is_at_the_keyboard() -> None:
    child = spawn(["duel", "--option", "first=one", "--players", "human,human", "--seed", "9"])
    child.expect(r"Pass the keyboard to Player 1, then press Enter\.")  # before any hand
    assert "Hand: " not in ANSI.sub("", child.before)
    child.sendline("")
    child.expect("Player 1> ")
    first = ANSI.sub("", child.before)
    assert "Hand: " in first and "Player 2: 6 cards in hand, 52 in the draw pile" in first
    record_hand = first.split("Hand: ")[1].split("\r\n")[0]
    child.sendline("moves")
    child.expect(r"Legal moves \(\d+\): ([^\r\n]*)")
    placements = [m for m in ANSI.sub("", child.match.group(1)).split() if m != "end"]
    child.expect("Player 1> ")
    child.sendline("99^A")
    child.expect(r"! [^\r\n]+")
    child.expect("Player 1> ")
    child.sendline("end")
    child.expect("lay at least two cards")
    child.expect("Player 1> ")
    # A whole turn at once, checked before anything is played.
    for move in placements:
        child.sendline(f"{move},end")
        index = child.expect([r"Pass the keyboard to Player 2, then press Enter\.", r"! "])
        if index == 0:
            break
        child.expect("Player 1> ")
        two = [m for m in placements if m != move]
        child.sendline(f"{move},{two[0]},end")
        index = child.expect([r"Pass the keyboard to Player 2, then press Enter\.", r"! "])
        if index == 0:
            break
        child.expect("Player 1> ")
    assert "\x1b[2J\x1b[3J" in child.before   # the screen and its scrollback are cleared
    before_enter = ANSI.sub("", child.before)
    assert record_hand not in before_enter.split("\x1b[3J")[-1]
    child.sendline("")
    child.expect("Player 2> ")
    second = ANSI.sub("", child.before)
    assert "Hand: " in second and f"Hand: {record_hand}" not in second
    child.sendline("quit")  # unfinished: kept without a question
    child.expect("Goodbye.")
    child.expect(pexpect.EOF)


def test_end_is_forced_when_no_card_fits() -> None:
    state = DuelState([[30, 31, 25], [40, 41]], [[5], [5]],
                      [[[(1, 0)], [(60, 0), (10, 0)]], [[(1, 1)], [(60, 1)]]])
    state.play((30, 0, 0))
    state.play((31, 0, 0))
    assert state.forced_move() == END


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 200), st.sampled_from([lvl.name for lvl in LEVELS]),
       st.data())
def test_the_computer_decides_from_its_view_only(seed: int, length: int, level: str,
                                                 data: st.DataObject) -> None:
    """Deal the cards it cannot see differently: the same view, the same move."""
    state = DuelState.deal(random.Random(seed), seed % 2)
    rng = random.Random(seed + 1)
    while not state.is_over() and state.ply() < length:
        state.play(rng.choice(state.legal_moves()))
    if state.is_over():
        return
    seat = state.to_move()
    other = state.copy()
    shuffle = random.Random(data.draw(st.integers(0, 2**32)))
    hidden = other.hands[1 - seat] + other.draws[1 - seat]
    shuffle.shuffle(hidden)
    other.hands[1 - seat] = sorted(hidden[:state.hand_sizes[1 - seat]])
    other.draws[1 - seat] = hidden[state.hand_sizes[1 - seat]:]
    shuffle.shuffle(other.draws[seat])
    assert other.view(seat).key() == state.view(seat).key()
    player_seed = data.draw(st.integers(0, 2**32))
    if level == "hard":
        # Bounded by nodes rather than the clock, so that both searches are the same
        # search (each new player starts with no remembered plan).
        def make(seed: int) -> HardPlayer:
            return HardPlayer(seed, seconds=None, max_nodes=100)
    else:
        make = next(lvl for lvl in LEVELS if lvl.name == level).make
    assert make(player_seed).choose(state) == make(player_seed).choose(other)


def test_a_move_is_announced_in_the_letters_of_the_board_beside_it() -> None:
    state = played(4, 0)
    view = DuelTextView()
    mover = state.to_move()
    mine, theirs = state.view(mover), state.view(1 - mover)
    assert view.seen_move(mine, "05^A", mover) == "05^A"
    assert view.seen_move(theirs, "05^A", mover) == "05^E"   # the mover's pile: E here
    assert view.seen_move(theirs, "57vE", mover) == "57vA"   # played on this seat's pile
    assert view.seen_move(theirs, "end", mover) == "end"
