"""The table's rules between two people at one screen, in Le Duel (no Qt): the seat at the
screen changes only by a hand-over, undo stays in that person's turn, a move taken back is
not named, and a hint is only for that person."""

from qtgames.core.i18n import Translator, game_domains
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.table import COMPUTER, PERSON, WAIT, Table
from qtgames.table.table import BROWSING_UNDO, HAND_OVER_FIRST, NOTHING_TO_UNDO, OTHERS_MOVES
from qtgames_duel.rules import END

SPEC = load_games().get("duel")
NARRATOR = SPEC.make_narrator(Translator("en", *game_domains([SPEC])),
                              lambda seat: SPEC.seat_label(seat, "en"))


def first_turn_played() -> Table:
    """Two people; Player 1 lays two cards and ends the turn; Player 2 is asked for."""
    table = Table(GameRecord(SPEC, {"first": "one"}, 4, ["human", "human"]))
    assert table.waiting_for == 0 and table.viewer is None and table.shown_state() is None
    table.hand_over()
    for _ in range(2):
        table.play_person(next(m for m in table.record.state.legal_moves() if m != END))
    table.play_person(END)
    return table


def test_the_next_person_comes_only_by_a_hand_over() -> None:
    table = first_turn_played()
    assert table.waiting_for == 1 and table.shown_state() is None
    assert table.next().kind == WAIT and table.undo() == 0
    table.set_players(["easy", "human"])              # whoever sits there, nobody is shown
    assert table.viewer is None and table.waiting_for == 1
    table.set_players(["human", "human"])
    assert table.hand_over() and table.viewer == 1 and table.next().kind == PERSON
    shown = table.shown_state()
    assert shown is not None and shown.viewer() == 1


def test_undo_stays_in_the_turn_of_the_person_at_the_screen() -> None:
    table = first_turn_played()
    table.hand_over()
    assert not table.view(NARRATOR).can_undo and table.undo(3) == 0
    card = next(m for m in table.record.state.legal_moves() if m != END)
    table.play_person(card)
    assert table.undo(3) == 1 and table.record.cursor == 3
    view = table.view(NARRATOR)
    assert f"{card[0]:02d}" not in view.labels[3] and view.redo_label is None
    assert table.redo() == 1 and f"{card[0]:02d}" in table.view(NARRATOR).labels[3]


def test_browsing_shows_the_past_as_the_person_at_the_screen_saw_it() -> None:
    table = first_turn_played()
    table.hand_over()
    table.goto(1)
    state = table.record.state
    shown = table.shown_state()
    assert state.to_move() == 0 and shown is not None
    assert shown.position() == state.view(1).position()
    assert table.viewer == 1 and not table.human_to_move and table.hint_request() is None
    assert table.view(NARRATOR).labels[2] == "Player 1: end of turn"   # played, public
    table.goto(3)
    request = table.hint_request()
    assert request is not None and request[1].viewer() == 1


def test_undo_and_redo_name_their_moves_in_the_language_s_punctuation() -> None:
    roses = load_games().get("roses")  # hands face up: undo takes the computer's move back
    english_words = roses.make_narrator(Translator("en", *game_domains([roses])),
                                        lambda seat: roses.seat_label(seat, "en"))
    french = roses.make_narrator(Translator("fr", *game_domains([roses])),
                                 lambda seat: roses.seat_label(seat, "fr"))
    table = Table(GameRecord(roses, {}, 4, ["human", "random"]))
    table.play_person(table.record.state.legal_moves()[0])
    while table.record.state.to_move() == 1:           # the computer's turn, played here
        table.play(table.record.state.legal_moves()[-1])
    english = table.view(english_words, "en").undo_label
    said = table.view(french, "fr").undo_label
    assert english is not None and "; " in english and " ; " not in english
    assert said is not None and " ; " in said


def test_against_the_computer_undo_stops_at_its_turn_once_it_holds_unseen_cards() -> None:
    table = Table(GameRecord(SPEC, {"first": "one"}, 4, ["human", "random"]))
    for _ in range(2):
        table.play_person(next(m for m in table.record.state.legal_moves() if m != END))
    table.play_person(END)
    while table.record.state.to_move() == 1:           # the computer's turn, played here
        table.play(table.record.state.legal_moves()[-1])
    played = table.record.cursor
    assert not table.can_undo and table.view(NARRATOR, "en").undo_label is None
    assert table.undo() == 0 and table.record.cursor == played


def test_computer_plays_both_sides_during_a_hand_over_keeps_the_screen_hidden() -> None:
    table = first_turn_played()
    assert table.waiting_for == 1
    table.set_players(["easy", "easy"])           # whoever sits there, nobody is shown
    assert table.waiting_for == 1 and table.view(NARRATOR).waiting_for == 1
    assert table.shown_state() is None and not table.view(NARRATOR).can_undo
    assert table.undo() == 0 and not table.shows_everything
    for _ in range(4):                            # the computers play on behind it
        coming = table.next()
        assert coming.kind == COMPUTER and coming.view is not None
        assert coming.view.viewer() == coming.seat
        table.play(coming.view.legal_moves()[0])
        assert table.waiting_for == 1 and table.shown_state() is None
    table.set_players(["human", "human"])         # back to two people: the one to move
    mover = table.record.state.to_move()
    assert table.waiting_for == mover and table.shown_state() is None
    assert table.hand_over() and table.viewer == mover


def test_a_hand_over_to_a_seat_given_to_the_computer_asks_for_the_next_person() -> None:
    table = first_turn_played()                   # Player 2 asked for
    table.set_players(["human", "easy"])          # Player 2's seat goes to the computer
    assert table.waiting_for == 0 and table.shown_state() is None
    assert table.next().kind == COMPUTER          # it plays behind the hand-over screen
    assert table.hand_over() and table.viewer == 0
    shown = table.shown_state()
    assert shown is not None and shown.viewer() == 0


def test_a_hand_over_claimed_while_only_computers_play_shows_the_seat_asked_for() -> None:
    table = first_turn_played()
    table.set_players(["easy", "easy"])
    assert table.hand_over() and table.viewer == 1
    shown = table.shown_state()
    assert shown is not None and shown.viewer() == 1


def test_the_last_turn_leaves_out_the_end_of_the_turn() -> None:
    table = first_turn_played()
    view = table.view(NARRATOR)
    assert view.last_turn == view.labels[:2] and len(view.labels) == 3
    assert view.labels[2] == "Player 1: end of turn"


def test_a_turn_that_only_ended_is_summed_up_by_its_end(monkeypatch) -> None:
    table = first_turn_played()
    monkeypatch.setattr(NARRATOR, "only_ends_turn", lambda text: True)
    view = table.view(NARRATOR)
    assert view.last_turn == view.labels[:3]       # nothing else happened: the end is said


def computer_answered() -> Table:
    """Against the computer: Player 1 lays two cards and ends the turn, the computer
    plays its whole turn; Player 1 is to move again."""
    table = Table(GameRecord(SPEC, {"first": "one"}, 4, ["human", "random"]))
    for _ in range(2):
        table.play_person(next(m for m in table.record.state.legal_moves() if m != END))
    table.play_person(END)
    while table.record.state.to_move() == 1:
        table.play(table.record.state.legal_moves()[-1])
    return table


def test_undo_says_why_it_is_off_after_the_computer_s_turn() -> None:
    table = computer_answered()
    view = table.view(NARRATOR, "en")
    assert not view.can_undo and view.undo_off == OTHERS_MOVES
    table.goto(0)
    assert table.view(NARRATOR, "en").undo_off == BROWSING_UNDO
    fresh = Table(GameRecord(SPEC, {"first": "one"}, 4, ["human", "random"]))
    assert fresh.view(NARRATOR, "en").undo_off == NOTHING_TO_UNDO
    assert first_turn_played().view(NARRATOR, "en").undo_off == HAND_OVER_FIRST


def test_an_earlier_move_looked_at_holds_the_game_without_pausing_the_computer() -> None:
    table = computer_answered()
    last = len(table.record.moves)
    table.goto(2)                        # Player 1's turn then: the computer's cards since
    view = table.view(NARRATOR, "en")
    assert view.browsing == 2 and not view.can_play and not table.paused
    assert table.next().kind == WAIT
    table.goto_last()
    view = table.view(NARRATOR, "en")
    assert view.browsing is None and view.can_play and table.record.cursor == last
    assert table.next().kind == PERSON and not table.paused


def test_back_at_the_last_move_the_computer_plays_on() -> None:
    record = GameRecord(SPEC, {"first": "one"}, 4, ["random", "random"])
    for _ in range(4):
        record.play(record.state.legal_moves()[0])
    table = Table(record)
    table.goto(1)
    assert table.browsing and table.next().kind == WAIT and not table.paused
    table.goto_last()
    assert not table.browsing and table.next().kind == COMPUTER
