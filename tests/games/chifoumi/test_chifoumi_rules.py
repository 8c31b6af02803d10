"""Chifoumi rules (the plugin's ``rules.en.md``), one test per rule, checked against a
brute-force model written here from the rules document: it tries every pair of squares of
the 7×7 grid and plays moves on its own board, never calling the plugin's move generator."""

import random
from collections import deque
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core.errors import IllegalMoveError, NotationError
from qtgames.plugins import load_games
from qtgames_chifoumi.rules import (
    NORTH,
    PASS,
    SOUTH,
    SQUARES,
    ChifoumiState,
    new_state,
)

# -- the brute-force model -------------------------------------------------------------------

ROWS = "ABCDEFG"
#: The rules document's capture table, by the brief's letters: p well, r rock, f paper,
#: c scissors.
TAKES = {("p", "r"), ("p", "c"), ("f", "p"), ("f", "r"), ("r", "c"), ("c", "f")}
KIND_OF = {0: "p", 1: "r", 2: "f", 3: "c"}  # the plugin's kind numbers, for reading stacks


def on_the_cross(row: int, col: int) -> bool:
    """Rows A, B, F, G (0, 1, 5, 6) have columns 3–5; rows C, D, E have all seven."""
    if not (0 <= row < 7 and 0 <= col < 7):
        return False
    return row in (2, 3, 4) or col in (2, 3, 4)


def name(square: tuple[int, int]) -> str:
    return f"{ROWS[square[0]]}{square[1] + 1}"


@dataclass
class Model:
    """A position as the rules document tells it: stacks of (owner, letter), bottom first."""

    stacks: dict[tuple[int, int], list[tuple[int, str]]]
    side: int
    scores: list[int]
    quiet: int
    starter: int
    history: list[object] = field(default_factory=list)

    @classmethod
    def of(cls, state: ChifoumiState) -> "Model":
        stacks = {}
        for row in range(7):
            for col in range(7):
                pieces = state.stack((row, col))
                if pieces:
                    stacks[row, col] = [(owner, KIND_OF[kind]) for owner, kind in pieces]
        return cls(stacks, state.to_move(), list(state.scores), state.plies_without_capture,
                   state.starter)

    def moves_of(self, side: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """Every (origin, target) pair of grid squares that the rules allow ``side``."""
        found = []
        for origin in ((r, c) for r in range(7) for c in range(7)):
            stack = self.stacks.get(origin)
            if not stack or stack[-1][0] != side or not on_the_cross(*origin):
                continue
            for target in ((r, c) for r in range(7) for c in range(7)):
                if target == origin or not on_the_cross(*target):
                    continue
                if max(abs(origin[0] - target[0]), abs(origin[1] - target[1])) != 1:
                    continue
                there = self.stacks.get(target)
                if (not there or there[-1][0] == side
                        or (stack[-1][1], there[-1][1]) in TAKES):
                    found.append((origin, target))
        return found

    def over(self) -> str | None:
        owners = {stack[-1][0] for stack in self.stacks.values()}
        tops = {stack[-1][1] for stack in self.stacks.values()}
        if owners != {0, 1}:
            return "no-pieces"
        if len(tops) == 1:
            return "one-kind"
        if self.quiet >= 40:
            return "no-capture"
        if not self.moves_of(0) and not self.moves_of(1):
            return "blocked"
        return None

    def legal(self) -> set[str]:
        if self.over():
            return set()
        mine = self.moves_of(self.side)
        if not mine:
            return {"pass"}
        return {name(o) + ("x" if self.stacks.get(t) and self.stacks[t][-1][0] != self.side
                           else "-") + name(t) for o, t in mine}

    def play(self, text: str) -> None:
        self.history.append((dict((k, list(v)) for k, v in self.stacks.items()), self.side,
                             list(self.scores), self.quiet))
        if text != "pass":
            origin = (ROWS.index(text[0]), int(text[1]) - 1)
            target = (ROWS.index(text[3]), int(text[4]) - 1)
            moving = self.stacks.pop(origin)
            there = self.stacks.get(target, [])
            if there and there[-1][0] != self.side:
                self.scores[self.side] += len(there)
                self.stacks[target] = moving
                self.quiet = -1
            else:
                self.stacks[target] = there + moving
        self.quiet += 1
        self.side = 1 - self.side

    def undo(self) -> None:
        self.stacks, self.side, self.scores, self.quiet = self.history.pop()  # type: ignore

    def winner(self) -> int:
        if self.scores[0] == self.scores[1]:
            return 1 - self.starter
        return 0 if self.scores[0] > self.scores[1] else 1


def model_perft(model: Model, depth: int) -> int:
    if depth == 0:
        return 1
    moves = model.legal()
    total = 0
    for move in sorted(moves):
        model.play(move)
        total += model_perft(model, depth - 1)
        model.undo()
    return total


# -- helpers ---------------------------------------------------------------------------------

START = "rpc/cfr/7/7/7/CFR/RPC S 0-0 0 S"
LETTERS = "prfc"


def build(stacks: dict[str, str], side: str = "S", quiet: int = 0, starter: str = "S",
          scores: tuple[int, int] | None = None) -> ChifoumiState:
    """A position from ``{"B4": "Cr"...}`` (bottom to top; upper case South); the scores are
    the pieces each player is missing unless given."""
    rows = []
    for row in range(7):
        text, run = "", 0
        for col in range(7):
            if not on_the_cross(row, col):
                continue
            stack = stacks.get(f"{ROWS[row]}{col + 1}", "")
            if not stack:
                run += 1
                continue
            text += (str(run) if run else "") + (stack if len(stack) == 1 else f"[{stack}]")
            run = 0
        rows.append(text + (str(run) if run else ""))
    if scores is None:
        south = sum(1 for stack in stacks.values() for letter in stack if letter.isupper())
        north = sum(1 for stack in stacks.values() for letter in stack if letter.islower())
        scores = (6 - north, 6 - south)
    return ChifoumiState.from_position(
        f"{'/'.join(rows)} {side} {scores[0]}-{scores[1]} {quiet} {starter}")


def texts(state: ChifoumiState) -> set[str]:
    return {state.format_move(move) for move in state.legal_moves()}


def from_square(state: ChifoumiState, square: str) -> set[str]:
    return {text for text in texts(state) if text.startswith(square)}


# -- the board and the start ------------------------------------------------------------------

def test_the_cross_has_33_squares_in_rows_a_to_g() -> None:
    assert len(SQUARES) == 33
    assert set(SQUARES) == {(r, c) for r in range(7) for c in range(7) if on_the_cross(r, c)}
    widths = [sum(1 for r, _ in SQUARES if r == row) for row in range(7)]
    assert widths == [3, 3, 7, 7, 7, 3, 3]


def test_the_initial_position_is_the_rules_layout() -> None:
    state = ChifoumiState.start(SOUTH)
    assert state.position() == START
    expected = {"A3": (NORTH, "r"), "B3": (NORTH, "c"), "A4": (NORTH, "p"), "B4": (NORTH, "f"),
                "A5": (NORTH, "c"), "B5": (NORTH, "r"), "G3": (SOUTH, "r"), "F3": (SOUTH, "c"),
                "G4": (SOUTH, "p"), "F4": (SOUTH, "f"), "G5": (SOUTH, "c"), "F5": (SOUTH, "r")}
    for square in SQUARES:
        stack = state.stack(square)
        want = expected.get(name(square))
        assert [(owner, KIND_OF[kind]) for owner, kind in stack] == ([want] if want else [])
    assert state.scores == (0, 0) and state.plies_without_capture == 0


def test_31_moves_from_the_start_for_either_player() -> None:
    for first in (SOUTH, NORTH):
        state = ChifoumiState.start(first)
        assert len(state.legal_moves()) == 31
        assert from_square(state, "G3" if first == SOUTH else "A3") == (
            {"G3-F3", "G3-F4", "G3-G4"} if first == SOUTH else {"A3-B3", "A3-B4", "A3-A4"})


def test_who_starts_is_drawn_from_the_seed_and_recorded() -> None:
    options = {"first": "random"}
    starters = {seed: new_state(options, seed).to_move() for seed in range(40)}
    assert set(starters.values()) == {SOUTH, NORTH}
    for seed, first in starters.items():
        state = new_state(options, seed)
        assert state.to_move() == first == state.starter
    assert new_state({"first": "north"}, 1).position() == "rpc/cfr/7/7/7/CFR/RPC N 0-0 0 N"


# -- moves -----------------------------------------------------------------------------------

def test_a_stack_moves_whole_one_square_in_eight_directions() -> None:
    state = build({"D4": "CR", "A4": "p"})
    assert from_square(state, "D4") == {f"D4-{t}" for t in
                                        ("C3", "C4", "C5", "D3", "D5", "E3", "E4", "E5")}
    state.play_text("D4-E5")
    assert state.stack((3, 3)) == () and len(state.stack((4, 4))) == 2
    assert state.position().startswith("1p1/3/7/7/4[CR]2/3/3 N")


def test_stacking_puts_the_moving_stack_on_top_then_its_top_captures() -> None:
    # A rock cannot take a rock; paper stacked on it makes a stack that can.
    state = build({"E4": "R", "E5": "F", "D4": "r", "A4": "p"}, scores=(4, 4))
    assert "E4-D4" not in texts(state) and "E4xD4" not in texts(state)
    state.play_text("E5-E4")
    assert [KIND_OF[kind] for _, kind in state.stack((4, 3))] == ["r", "f"]
    state.play_text("A4-A3")
    assert "E4xD4" in texts(state)
    state.play_text("E4xD4")
    assert state.scores == (5, 4) and [KIND_OF[k] for _, k in state.stack((3, 3))] == ["r", "f"]


def test_capturing_a_tall_stack_scores_its_height() -> None:
    state = build({"C4": "rcp", "D4": "F", "G4": "P", "A3": "c"}, scores=(2, 4))
    assert state.format_move(state.parse_move("D4-C4")) == "D4xC4"
    state.play_text("D4xC4")
    assert state.scores == (5, 4)
    assert state.stack((2, 3)) == ((SOUTH, 2),) and state.stack((3, 3)) == ()
    assert state.plies_without_capture == 0


@pytest.mark.parametrize("mover, prey, allowed", [
    (mover, prey, (mover, prey) in TAKES) for mover in LETTERS for prey in LETTERS])
def test_the_capture_table(mover: str, prey: str, allowed: bool) -> None:
    others = {"p": "r", "r": "c", "f": "c", "c": "r"}  # a far piece of another kind for each
    state = build({"D4": mover.upper(), "C4": prey, "G4": others[mover].upper(),
                   "A4": others[prey]})
    assert ("D4xC4" in texts(state)) == allowed
    reason = state.check_move(state.parse_move("D4-C4"))
    assert (reason is None) == allowed
    if mover == prey:
        assert reason == "nothing takes its own kind"


def test_a_buried_piece_never_acts() -> None:
    # Scissors on a well: the well would take the rock, the scissors on top cannot.
    state = build({"D4": "PC", "C4": "r", "A4": "f"})
    assert "D4xC4" not in texts(state)
    assert state.check_move(state.parse_move("D4xC4")) == "scissors cannot take a rock"
    # And only tops count for the end: rocks on top of everything is one kind.
    over = build({"D4": "PR", "C4": "fr", "G4": "R"})
    assert over.outcome() is not None and over.outcome().reason == "one-kind"


# -- endings ---------------------------------------------------------------------------------

def test_a_player_without_pieces_has_lost_the_game() -> None:
    state = build({"D4": "P", "C4": "r", "G4": "R"}, scores=(5, 4))
    state.play_text("D4xC4")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "no-pieces"
    assert outcome.winners == {SOUTH} and outcome.scores == (6, 4)
    assert state.legal_moves() == [] and state.forced_move() is None


def test_one_kind_left_among_the_tops_ends_the_game() -> None:
    state = build({"D4": "F", "C4": "p", "E4": "C", "A3": "c"}, scores=(4, 4))
    state.play_text("D4xC4")   # paper takes the well: paper and scissors remain on top
    assert state.outcome() is None
    state = build({"D4": "R", "C4": "c", "E4": "R", "A3": "fr"}, scores=(3, 4))
    assert state.outcome() is None
    state.play_text("D4xC4")   # the scissors gone, only rocks are left on top
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "one-kind"
    assert outcome.winners == {NORTH} and outcome.scores == (4, 4)  # South started


def test_forty_plies_without_a_capture_end_the_game() -> None:
    state = build({"D4": "R", "A4": "p", "G4": "C"}, quiet=38, scores=(5, 4))
    state.play_text("D4-D5")
    assert state.outcome() is None and state.plies_without_capture == 39
    state.play_text("A4-A3")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "no-capture"
    assert outcome.winners == {SOUTH} and state.legal_moves() == []
    state.undo()
    assert state.outcome() is None and state.plies_without_capture == 39


def test_a_capture_resets_the_no_capture_count() -> None:
    state = build({"D4": "P", "C4": "r", "A4": "c", "G4": "R"}, quiet=39, scores=(4, 4))
    state.play_text("D4xC4")
    assert state.plies_without_capture == 0 and state.outcome() is None


@pytest.mark.parametrize("starter, winner", [("S", NORTH), ("N", SOUTH)])
def test_on_equal_points_the_player_who_started_loses(starter: str, winner: int) -> None:
    state = build({"D4": "R", "C4": "r", "A4": "P", "G4": "p"}, scores=(4, 4), starter=starter,
                  quiet=40)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "no-capture"
    assert outcome.winners == {winner} and outcome.scores == (4, 4)
    assert state.adjudicate().winners == {winner}


def test_the_higher_score_wins() -> None:
    state = build({"D4": "R", "C4": "r", "A4": "P", "G4": "p"}, scores=(4, 4), quiet=40)
    assert state.outcome().winners == {NORTH}
    state = build({"D4": "RC", "C4": "r", "A4": "P", "G4": "p", "B4": "c"}, quiet=40)
    assert state.scores == (3, 3)
    state = build({"D4": "RC", "C4": "r", "A4": "P", "G4": "p"}, quiet=40)
    assert state.scores == (4, 3) and state.outcome().winners == {SOUTH}


def test_a_blocked_player_passes_and_the_other_plays_on() -> None:
    # South's only rock in the corner of North's arm: well, rock and paper around it.
    state = build({"A3": "R", "A4": "p", "B3": "r", "B4": "f"})
    assert state.outcome() is None
    assert state.legal_moves() == [PASS] and state.forced_move() == PASS
    state.play_text("pass")
    assert state.to_move() == NORTH and state.plies_without_capture == 1
    assert "A4xA3" in texts(state) and "pass" not in texts(state)
    reason = state.check_move(PASS)
    assert reason == "you may pass only when you cannot move"
    state.play_text("A4xA3")
    assert state.outcome().reason == "no-pieces"


def test_neither_player_can_be_blocked_at_once_on_the_connected_cross() -> None:
    # Both blocked would need every neighbour of every stack taken: the cross is connected,
    # so every one of its 33 squares, with at most 12 pieces. The rule is there for safety.
    neighbours = {s: [t for t in SQUARES if t != s and max(abs(s[0] - t[0]),
                                                           abs(s[1] - t[1])) == 1]
                  for s in SQUARES}
    seen, queue = {SQUARES[0]}, deque([SQUARES[0]])
    while queue:
        for nxt in neighbours[queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    assert len(seen) == 33 > 12


# -- refusals --------------------------------------------------------------------------------

@pytest.mark.parametrize("text, reason", [
    ("B4-C4", "the stack on the starting square is your opponent's"),
    ("D4-E4", "there is no stack on the starting square"),
    ("F4-D4", "a stack moves one square, in any of the 8 directions"),
    ("F4-F4", "a stack moves one square, in any of the 8 directions"),
    ("G3-G4", None),
])
def test_moves_are_refused_with_their_reason(text: str, reason: str | None) -> None:
    state = ChifoumiState.start(SOUTH)
    assert state.check_move(state.parse_move(text)) == reason


def test_a_move_onto_a_piece_it_cannot_take_is_refused_and_the_same_player_plays() -> None:
    state = build({"D4": "R", "C4": "f", "A4": "p", "G4": "C"})
    with pytest.raises(IllegalMoveError, match="a rock cannot take paper"):
        state.play_text("D4xC4")
    assert state.to_move() == SOUTH and state.ply() == 0


@pytest.mark.parametrize("text", ["A1-A2", "B4-B2", "G7-F7", "H4-G4", "D0-D1", "D8-D7",
                                  "D4", "D4-", "D4-E4-F4", "D٤-E4", "D²-E4", "", "passe"])
def test_squares_off_the_cross_and_junk_are_not_moves(text: str) -> None:
    with pytest.raises(NotationError):
        ChifoumiState.start().parse_move(text)


def test_move_notation_reads_either_sign_and_prints_x_for_a_capture() -> None:
    state = build({"D4": "P", "C4": "r", "A4": "c", "G4": "R"})
    assert state.parse_move("d4-c4") == state.parse_move(" D4 x C4 ") == ((3, 3), (2, 3))
    assert state.format_move(((3, 3), (2, 3))) == "D4xC4"
    assert state.format_move(((3, 3), (4, 3))) == "D4-E4"
    assert state.parse_move("PASS") == PASS and state.format_move(PASS) == "pass"


def test_a_move_typed_as_a_capture_must_capture() -> None:
    state = build({"D4": "P", "C4": "r", "A4": "c", "G4": "R"})
    with pytest.raises(IllegalMoveError, match="no opposing stack to capture"):
        state.play_text("D4xE4")
    assert state.ply() == 0
    state.play_text("D4-C4")   # a capture typed with - is a capture all the same
    assert state.scores == (5, 4)


# -- positions -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "", "rpc/cfr/7/7/7/CFR/RPC S 0-0 0", "rpc/cfr/7/7/7/CFR/RPC X 0-0 0 S",
    "rpc/cfr/7/7/7/CFR/RPC S 0-0 0 s", "rpc/cfr/7/7/7/CFR S 0-0 0 S",
    "rpc/cfr/7/7/7/CFR/RPCR S 0-0 0 S", "rpc/cfr/8/7/7/CFR/RPC S 0-0 0 S",
    "rpc/cfr/7/7/7/CFR/RP S 0-0 0 S", "rpc/cfr/7/7/7/CFR/RPx S 0-0 0 S",
    "rpc/cfr/7/7/7/CFR/RPC S 0-0 41 S", "rpc/cfr/7/7/7/CFR/RPC S 0-0 -1 S",
    "rpc/cfr/7/7/7/CFR/RPC S 0:0 0 S", "rpc/cfr/7/7/7/CFR/RPC S 1-0 0 S",
    "rpc/cfr/7/7/7/CFR/RPC S ٠-0 0 S", "rpc/cfr/7/7/7/CFR/RPC S 0-0 ٠ S",
    "rp1/cfr/7/7/7/CFR/RPC S 0-0 0 S",          # a piece missing and not captured
    "r[pR]c/cf1/7/7/7/CF1/RPC S 0-0 0 S",       # a stack of both players
    "rpc/cfr/7/7/7/CFR/RPP S 0-0 0 S",          # two wells
    "rpc/cfr/7/7/7/CFR/[]PC S 0-0 0 S",
])
def test_malformed_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        ChifoumiState.from_position(text)


def test_positions_round_trip() -> None:
    for text in (START, "r[pc]1/1fr/7/3C3/7/1F1/R[PC]1 N 1-1 17 S",
                 "3/3/4F2/2[prcfrc]4/5[RCPRC]1/3/3 N 0-0 40 N"):
        assert ChifoumiState.from_position(text).position() == text


def test_a_bad_position_on_the_command_line_is_one_line_and_exit_2(capsys) -> None:
    from qtgames.cli.main import main
    for text in ("rpc/cfr/7/7/7/CFR/RPC S 0-0 0", "r[pR]c/cf1/7/7/7/CF1/RPC S 0-0 0 S"):
        code = main(["moves", "chifoumi", "--position", text])
        _, err = capsys.readouterr()
        assert code == 2 and err.startswith("qtgames: ") and err.count("\n") == 1


# -- against the brute-force model -----------------------------------------------------------

#: Leaves of the move tree from the start, South first (the same from North by symmetry).
#: Cross-checked: the brute-force model above gives the same counts; depth 4 (715,617
#: leaves) was compared once (17 s), depths 1–3 on every run.
PERFT = {1: 31, 2: 961, 3: 26_226, 4: 715_617}


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_perft_from_the_start(depth: int) -> None:
    from qtgames.core.perft import perft
    assert perft(ChifoumiState.start(SOUTH), depth) == PERFT[depth]
    assert perft(ChifoumiState.start(NORTH), depth) == PERFT[depth]


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_the_brute_force_model_gives_the_same_perft(depth: int) -> None:
    assert model_perft(Model.of(ChifoumiState.start(SOUTH)), depth) == PERFT[depth]


def random_walk(seed: int, plies: int) -> ChifoumiState:
    rng = random.Random(seed)
    state = new_state({"first": "random"}, seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
    return state


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 150))
def test_legal_moves_and_endings_equal_the_brute_force_model(seed: int, plies: int) -> None:
    rng = random.Random(seed)
    state = new_state({"first": "random"}, seed)
    model = Model.of(state)
    for _ in range(plies + 1):
        assert texts(state) == model.legal(), state.position()
        outcome = state.outcome()
        assert (outcome.reason if outcome else None) == model.over()
        if outcome is not None:
            assert outcome.winners == {model.winner()}
            assert list(outcome.scores) == model.scores
            break
        move = rng.choice(state.legal_moves())
        model.play(state.format_move(move))
        state.play(move)
        assert list(state.scores) == model.scores and state.plies_without_capture == model.quiet


def snapshot(state: ChifoumiState) -> tuple[object, ...]:
    return (state.position(), state.key(), state.to_move(), state.legal_moves(),
            state.outcome(), state.forced_move(), state.ply())


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 150))
def test_undo_restores_everything(seed: int, plies: int) -> None:
    rng = random.Random(seed)
    state = new_state({"first": "random"}, seed)
    seen = []
    while not state.is_over() and state.ply() < plies:
        seen.append(snapshot(state))
        move = rng.choice(state.legal_moves())
        state.play(move)
    while seen:
        state.undo()
        assert snapshot(state) == seen.pop()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 150))
def test_position_and_move_notations_round_trip(seed: int, plies: int) -> None:
    state = random_walk(seed, plies)
    text = state.position()
    again = load_games().get("chifoumi").from_position(text, {})
    assert again.position() == text and again.key() == state.key()
    assert again.legal_moves() == state.legal_moves() and again.outcome() == state.outcome()
    for move in state.legal_moves():
        assert state.parse_move(state.format_move(move)) == move


SAMPLE = "r[pc]1/1fr/7/3C3/7/1F1/R[PC]1 N 1-1 17 S"


@st.composite
def mangled_positions(draw: st.DrawFn) -> str:
    """A real position with characters of its alphabet (and look-alikes) put in, cut out or
    replaced."""
    text = draw(st.sampled_from([START, SAMPLE]))
    junk = draw(st.text(st.sampled_from([*"0123456789[]/-prfcPRFCSNx ", "٣", "²"]),
                        max_size=6))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, min(len(text), start + 4)))
    return text[:start] + junk + text[end:]


@settings(max_examples=300, deadline=None)
@given(mangled_positions())
def test_any_text_is_a_position_that_round_trips_or_a_notation_error(text: str) -> None:
    try:
        state = ChifoumiState.from_position(text)
    except NotationError:
        return
    state.legal_moves()
    assert ChifoumiState.from_position(state.position()).position() == state.position()
