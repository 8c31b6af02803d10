"""Hidden information: whatever a person at the screen asks for (the board, ``position``,
``moves``, a saved game loaded, the engine commands), nothing of the opponent's hand nor the
order of a draw pile is printed, unless ``--reveal`` asks for everything."""

import io
import re
from pathlib import Path

import pytest

from qtgames.cli.textgame import TextGame
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.plugins import GameRegistry
from qtgames_duel.rules import DuelState
from tests.helpers import run, run_json

HUMAN, COMPUTER = 0, 1
RUN = 3  # consecutive cards: a run of three from a hidden list printed is a leak


def cards_runs(cards: list[int]) -> set[str]:
    """Every run of ``RUN`` consecutive cards of ``cards``, as a hand or the position
    notation would print it."""
    runs = set()
    for start in range(len(cards) - RUN + 1):
        part = [f"{card:02d}" for card in cards[start:start + RUN]]
        runs |= {" ".join(part), ",".join(part)}
    return runs


def secrets(state: DuelState) -> set[str]:
    """What the human must not see now: the computer's hand and both draw piles' order,
    less what the human's own hand shows anyway."""
    hidden = cards_runs(sorted(state.hands[COMPUTER])) | cards_runs(state.draws[HUMAN]) \
        | cards_runs(state.draws[COMPUTER])
    return hidden - cards_runs(sorted(state.hands[HUMAN]))


class Player(io.StringIO):
    """The person at the keyboard: at each prompt, asks for the position and the moves,
    then plays the first legal move of their own view; checks what was printed since the
    last prompt against what was hidden then and is hidden now."""

    def __init__(self, out: io.StringIO, turns: int) -> None:
        super().__init__()
        self.out, self.turns = out, turns
        self.game: TextGame | None = None
        self.seen = 0
        self.before: set[str] = set()
        self.script: list[str] = []
        self.positions: list[str] = []
        self.listed: list[str] = []

    def readline(self, size: int | None = -1) -> str:
        assert self.game is not None
        state = self.game.record.state
        assert isinstance(state, DuelState)
        printed = self.out.getvalue()[self.seen:]
        self.seen = len(self.out.getvalue())
        if state.is_over():
            return "quit\n"  # a game over shows every hand: nothing left to keep
        now = secrets(state)
        leaks = sorted(run for run in self.before | now if run in printed)
        assert leaks == [], f"hidden cards printed: {leaks} in {printed!r}"
        assert "'s hand:" not in printed  # the computer's hand line of the board
        self.before = now
        position = re.findall(r"(?m)^(?:.*> )?([01] \d+h? .* t\d+)$", printed)
        self.positions += position
        self.listed += re.findall(r"Legal moves \(\d+\): (.*)", printed)
        if not self.script:
            if self.turns == 0 or state.is_over():
                return "quit\n"
            self.turns -= 1
            move = self.game.record.shown_state().legal_moves()[0]
            self.script = ["position", "moves", state.format_move(move)]
        return self.script.pop(0) + "\n"


def play_against_the_computer(registry: GameRegistry, record: GameRecord,
                              turns: int) -> Player:
    """Play ``turns`` moves of ``record`` at the text prompt, checking every output."""
    out = io.StringIO()
    person = Player(out, turns)
    game = TextGame(record, out=out, inp=person)
    person.game = game
    assert game.run() == 0
    return person


def test_a_duel_against_the_computer_shows_only_the_human_view(
        registry: GameRegistry) -> None:
    record = GameRecord(registry.get("duel"), seed=10, players=["human", "easy"], deal_key=PLAIN)
    person = play_against_the_computer(registry, record, turns=12)
    assert len(person.positions) == 12
    for position in person.positions:
        fields = position.split()
        assert fields[7].startswith("?") and fields[8].startswith("?") \
            and fields[9].startswith("?"), position  # the computer's hand, both draw piles
    for listed in person.listed:
        assert all(move == "end" or move[:2] in
                   {f"{card:02d}" for card in range(2, 60)} for move in listed.split())


def computer_to_move(registry: GameRegistry, path: Path) -> GameRecord:
    """A duel against the computer saved at the computer's turn."""
    record = GameRecord(registry.get("duel"), seed=11, players=["human", "hard"], deal_key=PLAIN)
    while record.state.to_move() != COMPUTER:
        record.play(record.state.legal_moves()[0])
    saves.save(record, path)
    return record


def test_moves_and_hint_on_a_saved_game_keep_the_computer_hand_hidden(
        registry: GameRegistry, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "duel.qtgame"
    record = computer_to_move(registry, path)
    state = record.state
    assert isinstance(state, DuelState)
    hand = {f"{card:02d}" for card in state.hands[COMPUTER]}
    for command in ("moves", "hint"):
        code, out, err = run([command, "duel", "--load", str(path)], capsys)
        assert code == 2 and out == "" and "hidden" in err, (command, out, err)
        assert not hand & set(re.findall(r"\b\d\d\b", err))
    # A game against the computer is saved as its person saw it: the computer's hand that
    # --reveal and --seat 2 show is the one drawn afresh on loading, six cards as dealt.
    code, out, _ = run(["moves", "duel", "--load", str(path), "--reveal"], capsys)
    assert code == 0 and out.split()
    code, out, _ = run(["moves", "duel", "--load", str(path), "--seat", "2"], capsys)
    shown = {move[:2] for move in out.splitlines()[-1].split() if move != "end"}
    assert code == 0 and 0 < len(shown) <= len(hand)


def test_engine_commands_on_a_dealt_position_show_the_seat_to_move_only(
        registry: GameRegistry, capsys: pytest.CaptureFixture[str]) -> None:
    start = GameRecord(registry.get("duel"), seed=3, deal_key=PLAIN).state
    assert isinstance(start, DuelState)
    position = start.position()
    document = run_json(["moves", "duel", "--position", position], capsys)
    assert {move[:2] for move in document["moves"]} == {  # its own cards, no more
        f"{card:02d}" for card in start.hands[start.to_move()]}
    code, _, err = run(["moves", "duel", "--position", position, "--seat", "2"], capsys)
    assert code == 2 and "hidden" in err


def test_loading_a_game_against_the_computer_shows_the_human_view(
        registry: GameRegistry, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "duel.qtgame"
    record = computer_to_move(registry, path)
    state = record.state
    assert isinstance(state, DuelState)
    monkeypatch.setattr("sys.stdin", io.StringIO("position\nquit\n"))
    code, out, _ = run(["text", "--load", str(path)], capsys)
    assert code == 0 and "'s hand:" not in out
    assert not secrets(state) & {run for run in secrets(state) if run in out}
    # taking over the computer's seat would show its cards: only when asked for plainly
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    code, out, err = run(["text", "--load", str(path), "--players", "human,human"], capsys)
    assert code == 2 and "--reveal" in err and out == ""
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    code, out, err = run(["text", "--load", str(path), "--players", "human,human",
                          "--reveal"], capsys)
    assert code == 0, err
