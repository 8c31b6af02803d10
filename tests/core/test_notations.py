"""Position and move notations of every built-in game: strict, and refused with one clear
``NotationError``, never another exception."""

import contextlib

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from qtgames.core.errors import NotationError, QtGamesError
from qtgames.plugins import load_games

ZEN_ROWS = "o4x4x/4o1o4/3x3x3/2o5o2/1x7x1/o4z4o/1x7x1/2o5o2/3x3x3/4o1o4/x4x4o"
ZEN_START = f"{ZEN_ROWS} 0 - 2 v0 0-0 0 -"


def read(game_id: str, text: str):
    """The state ``text`` spells in ``game_id``'s position notation."""
    spec = load_games().get(game_id)
    return spec.from_position(text, spec.options_from_args([]))


@pytest.mark.parametrize("text", [
    f"{ZEN_ROWS} 0 - 2 v12 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v01 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v0123 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v4 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 V0 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v٢ 0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v0 0-0 2 -",
    f"{ZEN_ROWS} 0 - 2 v2 0-0 -1 -",
    f"{ZEN_ROWS} 0 - 2 v2 0-0 01 -",
    f"{ZEN_ROWS} 0 - 2 v2 0-0 ² -",
    f"{ZEN_ROWS} 0 - 2 v2 ²-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v2 +1-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v2 1_0-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v2 ٣-0 0 -",
    f"{ZEN_ROWS} 0 - 2 v0 3-0 0 -",    # scores outside a match
    f"{ZEN_ROWS} 0 - 2 v0 0-0 0 b3",   # a finished round outside a match
    f"{ZEN_ROWS} 0 - 2 v1 0-0 0 w2",
    f"{ZEN_ROWS} 0 - 2 v2 3-0 0 b²",
    f"{ZEN_ROWS} 0 - 2 v2 3-0 0 b٣",
    f"{ZEN_ROWS} 0 - 2 v2 3-0 0 b",
    f"{ZEN_ROWS} 0 - 2 v2 3-0 0 x3",
    f"{ZEN_ROWS} 0 - 2 v2 0-0 0 d5",   # a drawn round scores nothing
    f"{ZEN_ROWS} 0 - 2 v2 7-0 0 b3",   # the match is over: no round waits for next
    f"{ZEN_ROWS} 0 - 2 v2 7-8 0 -",    # the match ends when the first side reaches 7
    f"{ZEN_ROWS} ² - 2 v0 0-0 0 -",
    f"{ZEN_ROWS} ٠ - 2 v0 0-0 0 -",
    f"{ZEN_ROWS} 00 - 2 v0 0-0 0 -",
    f"{ZEN_ROWS} -0 - 2 v0 0-0 0 -",
    f"{ZEN_ROWS} 2 - 2 v0 0-0 0 -",
    f"{ZEN_ROWS.replace('o4x4x', 'o²x4x')} 0 - 2 v0 0-0 0 -",
    f"{ZEN_ROWS.replace('o4x4x', 'o٤x4x')} 0 - 2 v0 0-0 0 -",
    f"{ZEN_ROWS} 0 - 3 v0 0-0 0 -",
    "",
])
def test_bad_zen_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        read("zen", text)


def test_good_zen_positions_are_read() -> None:
    assert read("zen", ZEN_START).position() == ZEN_START
    for tail in ("v2 3-0 1 b3", "v3 0-4 0 w4", "v2 2-2 1 d0", "v3 6-6 0 -", "v1 0-0 1 -"):
        text = f"{ZEN_ROWS} 1 F6 2 {tail}"
        assert read("zen", text).position() == text
    four = f"{ZEN_ROWS} 3 - 4 v0 0-0 0 -"
    assert read("zen", four).to_move() == 3


@pytest.mark.parametrize("text", [
    "8/8/8/3wb3/3bw3/8/8/8 b ²",
    "8/8/8/3wb3/3bw3/8/8/8 b ٣",
    "8/8/8/3wb3/3bw3/8/8/8 b 0",
    "8/8/8/3wb3/3bw3/8/8/8 b +1",
    "8/8/8/3w²b3/3bw3/8/8/8 b 1",
    "8/8/8/3wb٣/3bw3/8/8/8 b 1",
    "8/8/8/3wb3/3bw3/8/8/8 bw 1",
    "",
])
def test_bad_reversi_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        read("reversi", text)


@pytest.mark.parametrize("game_id, text", [
    ("reversi", "d٣"), ("reversi", "d²"), ("reversi", "d3 3"), ("reversi", "٣"),
    ("zen", "F١-F2"), ("zen", "F1-F²"),
])
def test_moves_with_non_ascii_digits_are_refused(game_id: str, text: str) -> None:
    spec = load_games().get(game_id)
    state = spec.new_state(spec.options_from_args([]), 1)
    with pytest.raises(NotationError):
        state.parse_move(text)


DUEL_START = "0 0 1 60 1 60 ?6 ?6 ?52 ?52 t1"


def duel(**fields: str) -> str:
    """The Duel start notation with some fields replaced, by name."""
    names = ("seat", "laid", "asc0", "desc0", "asc1", "desc1", "hand0", "hand1", "draw0",
             "draw1", "turn")
    values = dict(zip(names, DUEL_START.split(), strict=True))
    values.update(fields)
    return " ".join(values[name] for name in names)


@pytest.mark.parametrize("text", [
    duel(seat="01"), duel(seat="2"), duel(seat="²"), duel(seat="٠"), duel(seat="-"),
    duel(laid="²"), duel(laid="٠"), duel(laid="-1"), duel(laid="+0"), duel(laid="0hh"),
    duel(laid="0h"), duel(laid="h"), duel(laid="1_0"),
    duel(turn="t²"), duel(turn="t٣"), duel(turn="t-3"), duel(turn="t0"), duel(turn="t1_0"),
    duel(turn="t+1"), duel(turn="t"), duel(turn="T1"), duel(turn="1"),
    duel(asc0="1*"), duel(asc0="²"), duel(asc0="١"), duel(desc0="60.5**", hand1="?5"),
    duel(desc0="60.٥", hand0="?5"), duel(desc0="60..5", hand0="?5"), duel(asc1="+1"),
    duel(hand0="?+6"), duel(hand0="?٦"), duel(hand0="?-1"), duel(hand0="?"),
    duel(hand0="05,,07", draw0="?50"), duel(hand0="٠٥", draw0="?51"), duel(hand0=""),
    duel(draw1="?5²"), duel(draw1="?٥٢"),
    " ".join(DUEL_START.split()[1:]),
    "",
])
def test_bad_duel_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        read("duel", text)


def test_good_duel_positions_are_read() -> None:
    assert read("duel", DUEL_START).position() == DUEL_START
    text = duel(seat="1", laid="2h", desc0="60.30*", asc1="1.12", hand1="?4", turn="t12")
    assert read("duel", text).position() == text


@pytest.mark.parametrize("text", ["²5^A", "٠٥^A", "٥^A", "+5^A", "5²^A", "05^Å"])
def test_duel_moves_with_non_ascii_digits_are_refused(text: str) -> None:
    spec = load_games().get("duel")
    state = spec.new_state(spec.options_from_args([]), 1)
    with pytest.raises(NotationError):
        state.parse_move(text)


# -- any text at all -------------------------------------------------------------------------

#: Characters of the three notations, and look-alikes: non-ASCII digits, other spaces.
ALPHABET = [*"0123456789-.,*?/ hbtvwxozAEFK^dn", "²", "٣", "١", "٠", "½", "Ⅳ", "\u00a0"]
OPTIONS = {"reversi": ["size=6"], "zen": ["variant=1"], "duel": [], "roses": [],
           "chifoumi": []}


def sample_positions() -> dict[str, list[str]]:
    """Positions of a few seeded random games of each kind: the start, the middle, the end."""
    import random

    games = load_games()
    samples: dict[str, list[str]] = {}
    for game_id, options in (("reversi", []), ("reversi", ["size=6"]), ("zen", ["variant=0"]),
                             ("zen", ["variant=1"]), ("zen", ["variant=3", "players=4"]),
                             ("duel", []), ("roses", []), ("chifoumi", [])):
        spec = games.get(game_id)
        rng = random.Random(len(options))
        state = spec.new_state(spec.options_from_args(options), 7)
        positions = [state.position()]
        while not state.is_over() and state.ply() < 600:
            state.play(rng.choice(state.legal_moves()))
            if state.ply() in (5, 40) or state.is_over():
                positions.append(state.position())
        samples.setdefault(game_id, []).extend(positions)
    return samples


SAMPLES = sample_positions()


@st.composite
def mangled_positions(draw: st.DrawFn) -> tuple[str, str]:
    """A game and a text: one of its positions with a field replaced, cut, doubled or
    dropped, or some characters put in, or junk."""
    game_id = draw(st.sampled_from(sorted(SAMPLES)))
    fields = draw(st.sampled_from(SAMPLES[game_id])).split()
    junk = draw(st.text(st.sampled_from(ALPHABET), max_size=12))
    index = draw(st.integers(0, len(fields) - 1))
    field = fields[index]
    cut = draw(st.integers(0, len(field)))
    how = draw(st.sampled_from(["replace", "insert", "cut", "double", "drop", "junk"]))
    if how == "replace":
        fields[index] = junk
    elif how == "insert":
        fields[index] = field[:cut] + junk + field[cut:]
    elif how == "cut":
        fields[index] = field[:cut]
    elif how == "double":
        fields.insert(index, field)
    elif how == "drop":
        del fields[index]
    else:
        return game_id, junk
    return game_id, " ".join(fields)


@settings(max_examples=400, deadline=None)
@given(mangled_positions())
def test_any_text_is_a_position_or_a_notation_error(case: tuple[str, str]) -> None:
    game_id, text = case
    spec = load_games().get(game_id)
    options = spec.options_from_args(OPTIONS[game_id])
    try:
        state = spec.from_position(text, options)
    except NotationError:
        return
    # What was read can be used, and written and read back the same.
    state.is_over()
    with contextlib.suppress(QtGamesError):  # the Duel's hidden hand of the player to move
        state.legal_moves()
    assert spec.from_position(state.position(), options).position() == state.position()


@st.composite
def mangled_moves(draw: st.DrawFn) -> tuple[str, str]:
    """A game and a text: a legal move in one of its positions with some characters put in
    its place or beside them, or junk."""
    game_id = draw(st.sampled_from(sorted(SAMPLES)))
    spec = load_games().get(game_id)
    state = spec.from_position(SAMPLES[game_id][1], spec.options_from_args(OPTIONS[game_id]))
    text = state.format_move(draw(st.sampled_from(state.legal_moves())))
    junk = draw(st.text(st.sampled_from(ALPHABET), max_size=4))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, len(text)))
    return game_id, draw(st.sampled_from([text[:start] + junk + text[end:], junk * 3]))


@settings(max_examples=300, deadline=None)
@given(mangled_moves())
@example(("duel", "²5^A")).via("a non-ASCII digit")
@example(("reversi", "c٤")).via("a non-ASCII digit")
def test_any_text_is_a_move_or_a_notation_error(case: tuple[str, str]) -> None:
    game_id, text = case
    spec = load_games().get(game_id)
    state = spec.from_position(SAMPLES[game_id][1], spec.options_from_args(OPTIONS[game_id]))
    try:
        move = state.parse_move(text)
    except NotationError:
        return
    assert state.parse_move(state.format_move(move)) == move


@settings(max_examples=150, deadline=None)
@given(mangled_positions())
@example(("reversi", "8/8/8/3wb3/3bw3/8/8/8 b ²")).via("a non-ASCII digit")
@example(("zen", ZEN_START.replace(" 0 - 2", " ² - 2"))).via("a non-ASCII digit")
@example(("duel", duel(seat="1", laid="٢"))).via("a non-ASCII digit")
@example(("zen", "   ")).via("a blank position")
def test_the_command_line_lists_moves_or_refuses_a_position_in_one_line(
        case: tuple[str, str]) -> None:
    import io

    from qtgames.cli.main import main
    game_id, text = case
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["moves", game_id, "--position", text])
    if code == 0:
        assert err.getvalue() == ""
    else:
        assert code == 2 and err.getvalue().startswith("qtgames: ")
        assert err.getvalue().count("\n") == 1 and "internal error" not in err.getvalue()


HUGE = "9" * 5000   # more digits than Python turns into an int without complaint


@pytest.mark.parametrize(("game_id", "text"), [
    ("reversi", f"8/8/8/3wb3/3bw3/8/8/8 b {HUGE}"),
    ("reversi", f"8/8/8/3wb3/3bw3/8/8/{HUGE} b 1"),
    ("zen", f"{ZEN_ROWS} 0 - 2 v2 {HUGE}-0 0 -"),
    ("zen", f"{ZEN_ROWS} 0 - 2 v2 0-0 0 b{HUGE}"),
    ("zen", f"{HUGE}/" + "/".join(ZEN_ROWS.split("/")[1:]) + " 0 - 2 v0 0-0 0 -"),
    ("duel", duel(turn=f"t{HUGE}")),
    ("duel", duel(hand0=f"?{HUGE}")),
    ("duel", duel(laid=HUGE)),
])
def test_numbers_too_long_for_any_position_are_refused(game_id: str, text: str) -> None:
    with pytest.raises(NotationError) as refused:
        read(game_id, text)
    assert len(str(refused.value)) < 400   # the message repeats only the start of the text


@pytest.mark.parametrize("text", [
    "11/11/11/11/11/11/11/11/11/11/11 0 - 2 v0 0-0 0 -",         # no pawn at all
    f"{ZEN_ROWS} 0 - 2 v2 0-0 0 b6",                             # points not in the score
])
def test_impossible_zen_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        read("zen", text)


def test_a_duel_hand_holds_six_cards_at_most() -> None:
    with pytest.raises(NotationError):
        read("duel", duel(hand0="?40", draw0="?18"))


def test_a_duel_view_reads_back_as_the_same_view_even_with_an_empty_hand() -> None:
    import random

    spec = load_games().get("duel")
    rng = random.Random(2)
    state = spec.new_state(spec.options_from_args(["first=one"]), 0)
    checked = 0
    while not state.is_over():
        for seat in (0, 1):
            view = state.view(seat)
            again = read("duel", view.position())
            assert again.viewer() == seat and again.position() == view.position()
            checked += state.hand_sizes[1 - seat] == 0
        state.play(rng.choice(sorted(state.legal_moves())))
    for seat in (0, 1):
        view = state.view(seat)
        assert read("duel", view.position()).viewer() == seat
        checked += state.hand_sizes[1 - seat] == 0
    assert checked, "the game never showed an empty hand: choose another seed"


def test_a_duel_position_with_one_card_laid_and_none_to_follow_is_lost() -> None:
    state = read("duel", "0 1 1.58 60.3 1 60 20,30 ?6 ?54 ?52 t1")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "stuck" and outcome.winners == {1}
    assert state.legal_moves() == []
