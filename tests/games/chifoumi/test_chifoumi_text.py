"""The Chifoumi text view: the cross drawn as the brief's console version asks (rows by
letter, columns by digit, each stack as its height and its top's letter, the owner by case
and colour), the scores and the plies without a capture, the results."""

from qtgames.core.i18n import Translator, game_domains
from qtgames.core.textview import Style
from qtgames_chifoumi import GAME
from qtgames_chifoumi.rules import NORTH, PASS, SOUTH, ChifoumiState
from qtgames_chifoumi.text import ChifoumiTextView


def view(color: bool = False, lang: str = "en") -> ChifoumiTextView:
    return ChifoumiTextView(Translator(lang, *game_domains([GAME])), Style(color),
                            seat_label=lambda seat: seat.title())


def test_the_start_as_the_rules_draw_it() -> None:
    assert view().board(ChifoumiState.start()).splitlines() == [
        "    1  2  3  4  5  6  7",
        "A        1r 1p 1c",
        "B        1c 1f 1r",
        "C   .  .  .  .  .  .  .",
        "D   .  .  .  .  .  .  .",
        "E   .  .  .  .  .  .  .",
        "F        1C 1F 1R",
        "G        1R 1P 1C",
    ]


def test_a_stack_shows_its_height_and_top_letter_in_its_owner_s_case() -> None:
    state = ChifoumiState.from_position("r1c/[cp]1r/3F3/4f2/7/[CP]1R/R1C N 0-0 7 S")
    lines = view().board(state).splitlines()
    assert lines[2] == "B        2p  . 1r"
    assert lines[3] == "C   .  .  . 1F  .  .  ."
    assert lines[6] == "F        2P  . 1R"


def test_south_is_yellow_north_cyan_and_the_last_move_highlighted() -> None:
    state = ChifoumiState.start(SOUTH)
    coloured = view(color=True)
    board = coloured.board(state)
    assert "\x1b[1;33m1C\x1b[0m" in board and "\x1b[1;36m1c\x1b[0m" in board
    assert "42" not in board
    state.play_text("F4-E4")
    row_e = coloured.board(state).splitlines()[5]
    assert row_e.startswith("E") and "\x1b[1;33;42m1F\x1b[0m" in row_e


def test_the_status_shows_the_turn_the_points_and_the_no_capture_count() -> None:
    state = ChifoumiState.from_position("r1c/[cp]1r/3F3/4f2/7/[CP]1R/R1C N 0-0 7 S")
    assert view().status(state) == [
        "Turn 1", "It is the turn of North (lower case)", "",
        "Points: South 0, North 0", "Moves without a capture: 7 of 40",
        "South started: on equal points, South loses",
        "A stack: its height, then its top piece (p well, r rock, f paper, c scissors)"]


def test_a_forced_pass_is_announced() -> None:
    # South's rock in the corner A3, next to a well, a rock and paper it cannot take.
    state = ChifoumiState.from_position("Rp1/rf1/7/7/7/3/3 S 3-5 0 S")
    assert state.forced_move() == PASS
    assert "South (upper case) cannot move and must pass" in view().status(state)
    assert view().forced_text(state, "pass") == "South (upper case) cannot move and passes."


def test_results_say_why_and_who_won() -> None:
    won = ChifoumiState.from_position("1p1/1c1/7/3R3/7/3/1C1 S 4-4 40 N")
    assert view().outcome_text(won, won.outcome()) == (
        "40 moves in a row without a capture. South wins: 4 points each, and the player "
        "who started loses.")
    ahead = ChifoumiState.from_position("3/3/7/3R3/3r3/3/3 S 5-5 0 S")
    assert ahead.outcome().reason == "one-kind"
    assert view().outcome_text(ahead, ahead.outcome()).endswith(
        "North wins: 5 points each, and the player who started loses.")
    wiped = ChifoumiState.from_position("3/3/7/3R3/7/3/3 N 6-5 0 S")
    assert wiped.outcome().winners == {SOUTH}
    assert view().outcome_text(wiped, wiped.outcome()) == (
        "A player has no piece left. South wins 6 points to 5.")
    assert NORTH not in wiped.outcome().winners


def test_the_view_speaks_french() -> None:
    state = ChifoumiState.from_position("1p1/1c1/7/3R3/7/3/1C1 S 4-4 40 N")
    french = view(lang="fr")
    assert "Coups sans prise : 40 sur 40" in french.status(state)
    assert french.outcome_text(state, state.outcome()).startswith(
        "40 coups de suite sans prise. Sud gagne : 4 points chacun")


def test_the_status_says_what_a_stacks_letters_mean_in_the_players_language() -> None:
    state = ChifoumiState.start(SOUTH)
    english = view().status(state)
    assert english[-1] == ("A stack: its height, then its top piece (p well, r rock, "
                           "f paper, c scissors)")
    french = view(lang="fr").status(state)
    assert french[-1] == ("Une pile : sa hauteur, puis son pion du dessus (p puits, "
                          "r pierre, f feuille, c ciseaux)")
