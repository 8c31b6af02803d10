"""The table under random play: whatever is done (moves, undo, redo, browsing, players
changed, restart, save and open, hints, the computer on both sides, hand-overs), the
screen never shows a card the person sitting there may not know, and that person changes
only by a hand-over (or between seats that see alike).

The person at the screen is followed here, not asked of the table: it starts as the seat
the table shows first, and changes when a hand-over is confirmed."""

import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from qtgames.core import saves
from qtgames.core.chance import SeededDealer
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, game_domains
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.state import AnyState, GameState
from qtgames.plugins import load_games
from qtgames.table import COMPUTER, FORCED, PERSON, Table, computers
from qtgames.table.choices import RANDOM, fresh_record
from tests.toy_hidden import high_card_spec

REGISTRY = load_games()
#: Steps each game's machine takes at least, in all its examples (three games: 10,500);
#: an example may end before its longest run, hence more examples than the steps need.
STEPS = int(os.environ.get("QTGAMES_TABLE_STEPS", "3500"))
EXAMPLES = 50


def duel_secrets(state: Any, sitter: int | None) -> set[str]:
    """Numbers of Le Duel hidden from ``sitter`` (from everyone when None): those of the
    other hand and of the draw piles that ``sitter`` sees nowhere (each player has a deck
    of the same numbers: a number in one's own hand or on a pile is no secret)."""
    hidden = {card for seat in range(2) for card in state.unseen(seat)}
    for seat in range(2):
        if seat != sitter:
            hidden |= set(state.hands[seat])
    seen = {card for owner in state.piles for pile in owner for card, _ in pile}
    if sitter is not None:
        seen |= set(state.hands[sitter])
    return {f"{card:02d}" for card in hidden - seen}


def high_card_secrets(state: Any, sitter: int | None) -> set[str]:
    """Cards of High card hidden from ``sitter``: the other hand and the stock."""
    hidden = set(state.stock)
    for seat in range(2):
        if seat != sitter:
            hidden |= set(state.hands[seat])
    return {str(card) for card in hidden}


def no_secrets(state: Any, sitter: int | None) -> set[str]:
    """Roses: a seat's secret is the draw pile's order, which no text names."""
    return set()


#: A game's id, how to make its spec, its options, and which of its cards a seat may not know.
GAMES: dict[str, tuple[Callable[[], GameSpec], dict[str, Any],
                       Callable[[Any, int | None], set[str]]]] = {
    "duel": (lambda: REGISTRY.get("duel"), {}, duel_secrets),
    "roses": (lambda: REGISTRY.get("roses"), {}, no_secrets),
    "highcard": (high_card_spec, {}, high_card_secrets),
}


def mentions(text: str, spec: GameSpec) -> set[str]:
    """The card-like tokens of ``text``, seat names left out ("Player 2" is no card)."""
    text = re.sub(r"Player \d", " ", text)
    return set(re.findall(r"(?<!\d)\d{1,2}(?!\d)", text))


def top_state(record: GameRecord) -> AnyState:
    """The position at the end of the history (each move with the cards it drew)."""
    state = record.state.copy()
    for text, cards in zip(record.moves[record.cursor:], record.revealed[record.cursor:],
                           strict=True):
        state.replay(state.parse_move(text), cards)
    return state


def duel_unordered(state: Any) -> bool:
    """Le Duel: both draw piles are kept as what is in them, in no order."""
    return state.draws == [[], []] and state.hidden_draws == [True, True]


def roses_unordered(state: Any) -> bool:
    """Le Roi des Roses: no draw pile order and no reshuffle seed."""
    return state.draw is None and state.seed is None and state.concealed


def high_card_unordered(state: Any) -> bool:
    """High card: the stock, never turned, in no order of its deal."""
    return state.stock == sorted(state.stock)


#: Per game: its state holds no order of the cards not yet revealed.
UNORDERED: dict[str, Callable[[Any], bool]] = {
    "duel": duel_unordered, "roses": roses_unordered, "highcard": high_card_unordered}


class TableMachine(RuleBasedStateMachine):
    """Random actions on one table of ``game``."""

    game = "duel"
    steps = 0

    def __init__(self) -> None:
        super().__init__()
        make, self.options, self.secrets = GAMES[self.game]
        self.spec = make()
        memory = Path("/dev/shm")  # saved thousands of times: where syncing costs nothing
        self.folder = Path(tempfile.mkdtemp(prefix="qtgames-table-",
                                            dir=memory if memory.is_dir() else None))
        self.words = Translator("en", *game_domains([self.spec]))
        self.narrator = self.spec.make_narrator(
            self.words, lambda seat: self.spec.seat_label(seat, "en"))
        levels = [level.name for level in self.spec.levels[:1]]
        self.choices = [HUMAN, HUMAN, RANDOM, *levels]
        self.table: Table
        self.sitter: int | None = None
        self.ever_sat = False

    # -- the person at the screen ----------------------------------------------------------

    def _sit(self, table: Table) -> None:
        """A new table (new game, opened file): whoever it shows first."""
        self.table = table
        self.sitter = table.viewer
        people = any(seat.is_human for seat in table.record.seats)
        # A game only computers play, or a game over, shows everything: no secret is left
        # to keep from whoever is there.
        fresh = not people or table.record.state.is_over()
        self.ever_sat = (self.ever_sat and not fresh) or self.sitter is not None

    def _follow(self) -> None:
        """The table changed its viewer without a hand-over: only between seats that see
        alike."""
        viewer = self.table.viewer
        if viewer is None or viewer == self.sitter:
            return
        record = self.table.record
        if self.sitter is None:
            assert not self.ever_sat, f"seat {viewer} came to the screen without a hand-over"
        else:
            assert not (self.spec.hidden_information
                        and record.someone_sees_more([self.sitter, viewer])), \
                f"the screen went from seat {self.sitter} to seat {viewer} without a hand-over"
        self.sitter = viewer
        self.ever_sat = True

    def _deal_from(self, record: GameRecord) -> GameRecord:
        """``record`` drawing its cards from a stream this example decides (hypothesis
        replays an example exactly), never the same twice."""
        self.streams += 1
        record.use_dealer(SeededDealer(self.streams))
        return record

    @initialize(seed=st.integers(0, 2**20), players=st.lists(
        st.sampled_from([HUMAN, HUMAN, RANDOM]), min_size=2, max_size=2))
    def start(self, seed: int, players: list[str]) -> None:
        self.streams = seed
        self._sit(Table(GameRecord(self.spec, self.options, seed, players,
                                   chance_seed=seed)))

    # -- actions -------------------------------------------------------------------------

    @rule(pick=st.integers(0, 10**6))
    def play(self, pick: int) -> None:
        self._step(pick)

    @rule(count=st.integers(1, 12), pick=st.integers(0, 10**6))
    def computer_plays_both_sides(self, count: int, pick: int) -> None:
        before = [seat.player for seat in self.table.record.seats]
        self.table.set_players([RANDOM] * len(before))
        self._follow()
        for _ in range(count):
            self._step(pick)
        self.table.set_players(before)
        self._follow()

    def _step(self, pick: int) -> None:
        table = self.table
        coming = table.next()
        if coming.kind == PERSON:
            shown = table.shown_state()
            assert (shown is not None and coming.seat == self.sitter) or not (
                self.spec.hidden_information and self.sitter is not None
                and table.record.someone_sees_more([self.sitter, coming.seat or 0]))
            assert shown is not None
            moves = shown.legal_moves()
            table.play_person(moves[pick % len(moves)])
        elif coming.kind == FORCED:
            table.play(coming.move)
        elif coming.kind == COMPUTER:
            assert coming.player is not None and coming.view is not None
            assert coming.view.position() == table.record.state.view(coming.seat).position()
            table.play(coming.player.choose(coming.view))
        self._follow()

    @rule(count=st.integers(1, 3))
    def undo(self, count: int) -> None:
        record = self.table.record
        before, over = record.cursor, record.state.is_over()
        self.table.undo(count)
        self._follow()
        if self.sitter is None or over:
            return  # nobody at the screen, or a game over shows all: no secret to keep
        state = record.state.copy()
        for index in range(record.cursor, before):  # every position taken back
            mover = state.to_move()
            assert mover == self.sitter or not record.someone_sees_more([mover, self.sitter]), \
                f"undo went back into the turn of seat {mover}, who holds cards unseen"
            record.replay_on(state, index, index + 1)

    @rule(count=st.integers(1, 3))
    def redo(self, count: int) -> None:
        self.table.redo(count)
        self._follow()

    @rule(where=st.floats(0, 1))
    def browse(self, where: float) -> None:
        self.table.goto(round(where * len(self.table.record.moves)))
        self._follow()

    @rule(seat=st.integers(0, 1), choice=st.integers(0, 3))
    def change_player(self, seat: int, choice: int) -> None:
        players = [seat.player for seat in self.table.record.seats]
        players[seat] = self.choices[choice % len(self.choices)]
        self.table.set_players(players)
        self._follow()

    @rule(seed=st.integers(0, 2**20))
    def restart(self, seed: int) -> None:
        """Game › Restart (``fresh_record``), with the new seed drawn here to replay."""
        record = self.table.record
        self.table.close_players()
        self._sit(Table(GameRecord(record.spec, record.options, seed,
                                   [seat.player for seat in fresh_record(record).seats],
                                   chance_seed=seed)))

    @rule()
    def save_and_open(self) -> None:
        path = self.folder / "game.qtgame"
        record = self.table.record
        saves.save(record, path)
        document = json.loads(path.read_text(encoding="utf-8"))
        assert "deal_key" not in document and "key" not in json.dumps(document)
        people = [seat for seat, each in enumerate(record.seats) if each.is_human]
        ended = record.replay_on(record.state.copy(), record.cursor,
                                 len(record.moves)).is_over()
        masked = len(people) < len(record.seats) and not ended
        if masked and type(record.state).complete is GameState.complete:
            # A game that cannot deal a hidden hand afresh (the toy) cannot reopen a save
            # made for some seats: the file still holds only what they saw.
            assert document == saves.to_json_for_screen(record)
            return
        self.table.close_players()
        with mock.patch("qtgames.core.record.dealer_for",
                        lambda _: SeededDealer(self.streams)):  # the same in every replay
            loaded = saves.load(path, lambda _: self.spec)
        # A game itself read from a file made for some seats is saved from where the hands
        # it hid were dealt afresh (``dealt_at``).
        offset = record.dealt_at
        assert loaded.cursor == record.cursor - offset
        if masked:
            # Against the computer: what the people at the screen saw comes back, the
            # cards they did not see are dealt afresh, the moves taken back are dropped.
            assert loaded.moves == record.moves[offset:record.cursor]
            for seat in people:
                assert loaded.state.view(seat).position() == record.state.view(seat).position()
        else:
            # What happened comes back exactly: every move with the cards it drew.
            assert loaded.moves == record.moves[offset:]
            assert loaded.revealed == record.revealed[offset:]
            assert loaded.state.position() == record.state.position()
        self._sit(Table(self._deal_from(loaded), saved=True))

    @rule()
    def hint(self) -> None:
        request = self.table.hint_request()
        if request is None:
            return
        player, view = request
        seat = view.viewer()
        assert seat == self.sitter or not self.spec.hidden_information or (
            seat is not None and self.sitter is not None
            and not self.table.record.someone_sees_more([seat, self.sitter])), \
            f"a hint for seat {seat} while seat {self.sitter} sits at the screen"
        move = player.choose(view)
        self._check_text(view.format_move(move), "hint")

    @rule()
    def hand_over(self) -> None:
        waiting = self.table.waiting_for
        if self.table.hand_over():
            self.sitter = waiting
            self.ever_sat = True

    # -- what is shown -------------------------------------------------------------------

    def _check_text(self, text: str, what: str, later: bool = False) -> None:
        """``text`` names no card hidden from the person at the screen, at the end of the
        history, nor (unless it names a ``later`` move, past the position shown: history
        played and public) at the position shown."""
        record = self.table.record
        if record.state.is_over() or (self.sitter is None and not self.ever_sat \
                and self.table.waiting_for is None):
            return  # the end of a game, or a game only computers have played, shows all
        sitter = self.sitter if self.table.waiting_for is None else None
        secret = self.secrets(top_state(record), sitter)
        if not later:
            secret |= self.secrets(record.state, sitter)
        named = mentions(text, self.spec) & secret
        assert not named, f"{what} {text!r} names {named}, hidden from seat {sitter}"

    @precondition(lambda self: hasattr(self, "table"))
    @invariant()
    def no_card_is_drawn_before_its_reveal(self) -> None:
        """The game being played, at the position shown and at the end of its history,
        holds the cards not yet revealed in no order: nothing anywhere says which comes
        next; each move that drew keeps the cards it drew, and only those."""
        record = self.table.record
        unordered = UNORDERED[self.game]
        assert unordered(record.state) and unordered(top_state(record))
        assert len(record.revealed) == len(record.moves)
        assert not hasattr(record, "deal_key")

    @precondition(lambda self: hasattr(self, "table"))
    @invariant()
    def nothing_shown_is_secret(self) -> None:
        TableMachine.steps += 1
        table, record = self.table, self.table.record
        view = table.view(self.narrator, "en")
        state = record.state
        if state.is_over():
            return
        if table.waiting_for is not None:
            assert view.state is None
        elif self.sitter is not None:
            assert view.state is not None
            assert view.state.position() == state.view(self.sitter).position()
        elif self.ever_sat and self.spec.hidden_information:
            assert view.state is None
        for index, label in enumerate(view.labels):
            self._check_text(label, f"move {index + 1}", later=index >= record.cursor)
        if view.undo_label is not None:
            self._check_text(view.undo_label, "undo")
        if view.redo_label is not None:
            self._check_text(view.redo_label, "redo", later=True)

    def teardown(self) -> None:
        if hasattr(self, "table"):
            self.table.close_players()
        shutil.rmtree(self.folder, ignore_errors=True)


def run(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the machine on ``game`` and check it took its share of steps; hints come from
    the cheapest level, to keep the run short."""
    monkeypatch.setattr(computers, "hint_level",
                        lambda spec: spec.levels[0] if spec.levels else None)
    machine = type(f"{game.capitalize()}Table", (TableMachine,), {"game": game})
    TableMachine.steps = 0
    run_state_machine_as_test(machine, settings=settings(
        max_examples=EXAMPLES, stateful_step_count=3 * STEPS // (2 * EXAMPLES), deadline=None,
        suppress_health_check=list(HealthCheck)))
    assert TableMachine.steps >= STEPS


def test_duel_table_never_shows_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    run("duel", monkeypatch)


def test_roses_table_never_shows_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    run("roses", monkeypatch)


def test_high_card_table_never_shows_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    run("highcard", monkeypatch)
