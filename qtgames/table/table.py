"""The table: one game being played, whichever shell shows it; no Qt here.

A ``Table`` owns the game record, its computer players (``computers``), who sits at the
screen (``seating``), undo, redo and browsing with their rules, hints, what happens next,
the unsaved rule, the autosave and abandoning. The app (``qtgames.app.tabledriver``) and
the text version (``qtgames.cli.textgame``) drive it and show only its ``view``: what it
says the person at the screen may see.

The unsaved rule: a game is modified when moves were played since it was last saved or
opened; a game just opened, with no move played since, is not.

In a game where people at one screen see differently (their own hands):

- undo never goes back into another person's turn (a past position of theirs is reached
  only by browsing, and shown as the person at the screen saw it then);

In every game with hidden cards, undo never takes back a move of another seat, person or
computer, who holds cards the person at the screen may not see: playing again would show
more of that seat's cards than playing on does. A card drawn again after an undo is drawn
afresh; redo gives back the card drawn before.
- the position, the move list, the Undo and Redo labels and the hint come from the view of
  the seat at the screen; a move after the position shown (undone, or browsed past) is
  named without its move;
- the seat at the screen changes only by a hand-over the next person confirms.
"""

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from qtgames.ai.player import AnyPlayer
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.movelabels import MoveLabels
from qtgames.core.narrator import Narrator
from qtgames.core.record import GameRecord
from qtgames.core.state import AnyState, Move
from qtgames.table.autosave import autosave, autosave_path
from qtgames.table.computers import ComputerPlayers
from qtgames.table.seating import Seating, secret_between

#: What happens next (``Next.kind``).
OVER, FORCED, COMPUTER, PERSON, WAIT = "over", "forced", "computer", "person", "wait"


@dataclass(frozen=True)
class Next:
    """What happens next at the table: the game is over; a move played without asking
    (``move``); a computer seat's search (``seat``, ``player``, and ``view``, all it may
    see); a person's move (``seat``); or nothing until a hand-over, un-pausing or a move
    back to the end of the history (``wait``)."""

    kind: str
    seat: int | None = None
    move: Move | None = None
    player: AnyPlayer | None = None
    view: AnyState | None = None


@dataclass(frozen=True)
class TableView:
    """All a shell may show of the table to the person at the screen.

    ``waiting_for`` names the seat asked to come to the screen (then ``state`` is None:
    the board shows nothing); ``state`` is the position as the viewer may see it (the whole
    of it once the game is over, or when only computers play); ``labels`` name each move
    for the move list, ``undo_label`` and ``redo_label`` the moves Undo and Redo would take
    back and replay (None: the command names no move)."""

    viewer: int | None
    waiting_for: int | None
    state: AnyState | None
    labels: tuple[str, ...]
    cursor: int
    undo_label: str | None
    redo_label: str | None
    can_undo: bool
    can_redo: bool
    can_play: bool
    can_hint: bool
    #: The moves of the turn before the position shown (played, so public), for the
    #: hand-over screen: what the last person did.
    last_turn: tuple[str, ...] = ()
    #: The number of the move looked at while an earlier position of the history is shown
    #: (None: the last position, where the game goes on).
    browsing: int | None = None
    #: Why Undo takes nothing back now (a message to translate; None: it may).
    undo_off: str | None = None


#: Why Undo is off: the moves before are another seat's who sees differently.
OTHERS_MOVES = N_("the moves before are another player's, who sees what you may not: "
                  "they cannot be taken back")
#: Why Undo is off: nothing was played (or everything is taken back).
NOTHING_TO_UNDO = N_("nothing to undo")
#: Why Undo is off: the screen waits for the next person.
HAND_OVER_FIRST = N_("the next player must come to the screen first")
#: Why Undo is off: an earlier position of the history is shown.
BROWSING_UNDO = N_("you are looking at an earlier move: go back to the last move first")


class Table:
    """A game record being played, with its seats and computer players, the seat at the
    screen, the rules of its history and its saved state."""

    def __init__(self, record: GameRecord, saved: bool = False) -> None:
        """Play ``record``; ``saved`` when it was just opened from a file (not modified)."""
        self.record = record
        self._saved_moves: list[str] = list(record.moves) if saved else []
        self.computers = ComputerPlayers(record)
        self.seating = Seating()
        #: True while the person chose to pause the computer players.
        self.paused = False
        #: False when the last autosave could not be written.
        self.autosaved = True
        #: True when the autosave file holds this game (written here, or continued from).
        self.holds_autosave = False
        self._autosaved_at = self._snapshot()
        self._labels = MoveLabels()
        self._movers: tuple[tuple[str, ...], list[int | None]] | None = None
        #: Where the moves taken back by undo begin (their cards are back in hands). A
        #: game opened at a past position (left while browsing its history) is still being
        #: browsed: the moves after it are kept, a move there asks first, and the
        #: computer waits unless a person is to move.
        self._taken_back = len(record.moves)
        self.seating.settle(record)

    @property
    def spec(self) -> GameSpec:
        """The game being played."""
        return self.record.spec

    # -- the unsaved rule ----------------------------------------------------------------

    @property
    def modified(self) -> bool:
        """True when moves were played since the game was last saved or opened."""
        return self.record.moves != self._saved_moves

    def mark_saved(self) -> None:
        """The game was just saved: it is not modified any more (its autosave says so)."""
        self._saved_moves = list(self.record.moves)
        if self.holds_autosave:
            self.save_for_later()

    # -- who sits at the screen ----------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """The seat at the screen (None: nobody yet, or a hand-over waits)."""
        return self.seating.viewer if self.seating.waiting_for is None else None

    @property
    def waiting_for(self) -> int | None:
        """The seat asked to come to the screen, until its person confirms."""
        return self.seating.waiting_for

    def hand_over(self) -> bool:
        """The person asked for is at the screen; False when nobody was asked for."""
        return self.seating.confirm()

    def shown_state(self) -> AnyState | None:
        """The position as the seat at the screen may see it: the whole state once the
        game is over, in an open game, or when nobody plays at this screen; None while a
        hand-over waits."""
        state = self.record.state
        if state.is_over() or not self.spec.hidden_information:
            return state
        if self.seating.waiting_for is not None:
            return None
        viewer = self.seating.viewer
        if viewer is None:  # only computers have played here: a demonstration shows all
            return None if any(seat.is_human for seat in self.record.seats) else state
        return state.view(viewer)

    @property
    def shows_everything(self) -> bool:
        """True when the screen may show the whole game (a review included): an open
        game, a game over, or one only computers have played here."""
        return self.shown_state() is self.record.state

    # -- seats ---------------------------------------------------------------------------

    def set_players(self, players: Sequence[str]) -> None:
        """Change who plays each seat (``human``, ``random``, a level name or an outside
        player); a seat that changes hands gets a new player object, the others keep
        theirs. The screen changes hands only by a hand-over."""
        for seat, player in enumerate(players):
            if player != self.record.seats[seat].player:
                self.record.set_player(seat, player)
        self.seating.settle(self.record)

    @property
    def human_to_move(self) -> bool:
        """True when the person at the screen chooses the next move now."""
        state = self.record.state
        if state.is_over() or not self.record.seats[state.to_move()].is_human:
            return False
        if not self.spec.hidden_information:
            return True
        mover, viewer = state.to_move(), self.seating.viewer
        if viewer is None or self.seating.waiting_for is not None:
            return False
        return (mover == viewer or not secret_between(self.record, [mover, viewer])) \
            and self.record.cursor >= self.floor()

    # -- computer players ----------------------------------------------------------------

    def player(self, seat: int) -> AnyPlayer:
        """The object playing computer seat ``seat`` (``ComputerPlayers.player``)."""
        return self.computers.player(seat)

    def hint_player(self) -> AnyPlayer:
        """The object that suggests moves (never one playing a seat)."""
        return self.computers.hint_player()

    def discard(self, player: AnyPlayer) -> None:
        """Never hand out ``player`` again (its search was abandoned while it still ran in
        another thread)."""
        self.computers.discard(player)

    def close_players(self) -> None:
        """End the computer players' outside processes (the game is left); the seats get
        fresh players if the game goes on."""
        self.computers.close()

    # -- what happens next ---------------------------------------------------------------

    def next(self) -> Next:
        """What happens now: the rules play a forced move, a computer seat searches (with
        only its seat's view), a person plays, or the table waits."""
        state = self.record.state
        if state.is_over():
            return Next(OVER)
        held = self.paused or self.browsing
        forced = state.forced_move()
        if forced is not None and not held:
            return Next(FORCED, state.to_move(), forced)
        seat = state.to_move()
        if self.record.seats[seat].is_human:
            return Next(PERSON, seat) if self.human_to_move else Next(WAIT, seat)
        if held:
            return Next(WAIT, seat)
        return Next(COMPUTER, seat, player=self.player(seat), view=state.view(seat))

    def play(self, move: Move) -> str:
        """Play ``move`` for the seat to move (a BadInput, nothing changed, if the rules
        refuse it); return its notation."""
        text = self.record.play(move)
        self._taken_back = len(self.record.moves)
        self.seating.settle(self.record)
        return text

    def play_person(self, move: Move) -> str:
        """Play a move chosen by the person at the screen; refused unless it is their
        turn."""
        if not self.human_to_move:
            raise BadInput("it is not your turn")
        return self.play(move)

    # -- history -------------------------------------------------------------------------

    def movers(self) -> list[int | None]:
        """The seat to move at each position of the history (None: the game is over)."""
        record = self.record
        key = tuple(record.moves)
        if self._movers is None or self._movers[0] != key:
            state = record.state.copy()
            for _ in range(record.cursor):
                state.undo()
            movers: list[int | None] = [_mover(state)]
            for index in range(len(record.moves)):
                record.replay_on(state, index, index + 1)
                movers.append(_mover(state))
            self._movers = (key, movers)
        return self._movers[1]

    def floor(self) -> int:
        """The earliest position undo may reach: none in the turn of another seat, a
        person's or the computer's, who holds cards the person at the screen may not see
        (0 in an open game), nor before where a game read from a file had the hands it
        hid dealt afresh."""
        others = self._others()
        if not others:
            return self.record.dealt_at
        movers = self.movers()
        floor = len(movers)
        while floor > 0 and movers[floor - 1] not in others:
            floor -= 1
        return max(floor, self.record.dealt_at)

    def _others(self) -> set[int]:
        """The other seats, people's or the computer's, who see differently from the
        person sitting at the screen (judged on the position shown, or on the start once
        the game is over)."""
        viewer = self.seating.viewer
        if viewer is None or not self.spec.hidden_information:
            return set()
        state = self.record.state
        if state.is_over():
            state = state.copy()
            for _ in range(self.record.cursor):
                state.undo()
        return {index for index in range(len(self.record.seats))
                if index != viewer and secret_between(self.record, [viewer, index], state)}

    def undo(self, turns: int = 1) -> int:
        """Take back moves to a person's previous turn, ``turns`` times, never into the
        turn of another person who sees differently (and nothing while a hand-over
        waits); return how many."""
        if self.spec.hidden_information and self.seating.waiting_for is not None:
            return 0
        floor = self.floor()
        record = self.record

        def step() -> int:
            start = record.cursor
            moved = record.undo_to_human()
            if record.cursor < floor:
                record.redo(start - record.cursor)
                return 0
            return moved
        done = self._steps(step, turns)
        self._taken_back = min(self._taken_back, record.cursor)
        self.seating.settle(record)
        return done

    def _steps(self, step: Callable[[], int], turns: int) -> int:
        """Make ``step`` up to ``turns`` times, stopping when it moves nothing."""
        done = 0
        for _ in range(turns):
            moved = step()
            if not moved:
                break
            done += moved
        if done:
            self.computers.start_afresh()
        return done

    @property
    def can_undo(self) -> bool:
        """True when undo would take back a move."""
        return self._undo_reach() is not None

    def _undo_reach(self) -> int | None:
        """The position one undo goes back to, or None when it takes back nothing."""
        record = self.record
        floor = self.floor()
        if record.cursor <= floor or (self.spec.hidden_information
                                      and self.seating.waiting_for is not None):
            return None
        start = record.cursor
        record.undo_to_human()
        reach = record.cursor
        record.redo(start - record.cursor)
        return reach if floor <= reach < start else None

    def _redo_reach(self) -> int:
        """The position one redo goes to (the cursor when there is nothing to redo)."""
        record = self.record
        start = record.cursor
        record.redo_to_human()
        reach = record.cursor
        record.undo(reach - start)
        return reach

    @property
    def replaces_history(self) -> bool:
        """True when a move played now would throw away moves not taken back by undo (the
        person chose a past position in the history): worth asking first."""
        return self.browsing

    @property
    def browsing(self) -> bool:
        """True while an earlier position chosen in the history is shown (not one reached
        by undo): nothing is played for the computer until the person goes back to the
        last move (``goto_last``) or plays from there."""
        return self.record.cursor < min(self._taken_back, len(self.record.moves))

    def goto_last(self) -> None:
        """Show the last position of the history again: the game goes on from there."""
        self.goto(len(self.record.moves))

    def undo_off(self) -> str | None:
        """Why Undo takes nothing back now, as a message to translate (None: it may)."""
        if self._undo_reach() is not None:
            return None
        if self.spec.hidden_information and self.seating.waiting_for is not None:
            return HAND_OVER_FIRST
        if self.browsing:
            return BROWSING_UNDO
        if 0 < self.record.cursor <= self.floor():
            return OTHERS_MOVES
        return NOTHING_TO_UNDO

    def redo(self, turns: int = 1) -> int:
        """Replay undone moves up to a person's next turn, ``turns`` times."""
        done = self._steps(self.record.redo_to_human, turns)
        self._taken_back = max(self._taken_back, self.record.cursor)
        self.seating.settle(self.record)
        return done

    def goto(self, index: int) -> None:
        """Show the position after move ``index`` (0: the start), as the person at the
        screen saw it then; the computer waits while an earlier position is shown (see
        ``browsing``). Never before where a game read from a file had the hands it hid
        dealt afresh."""
        index = max(index, self.record.dealt_at)
        if index != self.record.cursor:
            self.record.goto(index)
            self.computers.start_afresh()
        self._taken_back = max(self._taken_back, self.record.cursor)
        self.seating.settle(self.record)

    # -- what is shown -------------------------------------------------------------------

    def view(self, narrator: Narrator[Any], key: object = None) -> TableView:
        """What the screen shows now; ``narrator`` names the moves (``key``: what else
        its words depend on, such as the language)."""
        record = self.record
        hidden = self.spec.hidden_information and not record.state.is_over()
        labels = list(self._labels.labels(record, narrator, key))
        if hidden:  # a move taken back and not replayed is named without its cards
            movers = self.movers()
            for index in range(max(record.cursor, self._taken_back), len(labels)):
                seat = movers[index]
                labels[index] = narrator.tr("{player}: a move not shown", player=(
                    narrator.seat_label(record.seats[seat].name) if seat is not None else "?"))
        waiting = self.seating.waiting_for is not None and hidden
        # Undo and Redo name every move they take back or replay (against the computer,
        # its answer too).
        reach = self._undo_reach()
        undo_label = narrator.moves_text(labels[reach:record.cursor]) if reach is not None \
            and not waiting else None
        ahead = self._redo_reach()
        redo_label = narrator.moves_text(labels[record.cursor:ahead]) if ahead > record.cursor \
            and not waiting and (not hidden or ahead <= self._taken_back) else None
        can_hint = self.human_to_move
        return TableView(
            viewer=self.viewer, waiting_for=self.seating.waiting_for if hidden else None,
            state=self.shown_state(), labels=tuple(labels), cursor=record.cursor,
            undo_label=undo_label, redo_label=redo_label, can_undo=reach is not None,
            can_redo=record.can_redo, can_play=self.human_to_move, can_hint=can_hint,
            last_turn=self._last_turn(labels, narrator),
            browsing=record.cursor if self.browsing else None, undo_off=self.undo_off())

    def _last_turn(self, labels: list[str], narrator: Narrator[Any]) -> tuple[str, ...]:
        """The labels of the turn that led to the position shown, without a move that
        only ended it (unless nothing else happened)."""
        start, cursor = self._turn_start(), self.record.cursor
        moves = self.record.moves
        kept = tuple(labels[index] for index in range(start, cursor)
                     if not narrator.only_ends_turn(moves[index]))
        return kept or tuple(labels[start:cursor])

    def _turn_start(self) -> int:
        """Where the turn that led to the position shown began: the first of the moves
        just before it played by the seat that played the last one."""
        cursor = self.record.cursor
        if not cursor:
            return 0
        movers = self.movers()
        start = cursor - 1
        while start > 0 and movers[start - 1] == movers[cursor - 1]:
            start -= 1
        return start

    # -- hints ---------------------------------------------------------------------------

    def hint_request(self) -> tuple[AnyPlayer, AnyState] | None:
        """The hint player and all it may see (the view of the person at the screen), or
        None when no hint may be given now (not that person's turn)."""
        if not self.human_to_move:
            return None
        state = self.record.state
        return self.hint_player(), state.view(state.to_move())

    # -- the autosave and leaving ----------------------------------------------------------

    def autosave_if_changed(self) -> bool:
        """Save the game in progress to the autosave file when moves were played or taken
        back, or seats changed hands, since it was last autosaved or opened; True when it
        wrote."""
        snapshot = self._snapshot()
        if snapshot == self._autosaved_at:
            return False
        self._autosaved_at = snapshot
        self._autosave()
        return True

    def save_for_later(self) -> None:
        """Save the game as the one Continue takes up (done after every change as well)."""
        self._autosaved_at = self._snapshot()
        self._autosave()

    def _snapshot(self) -> tuple[list[str], int, list[str]]:
        """What the autosave keeps that play changes: the moves, the position shown and
        who plays each seat."""
        record = self.record
        return list(record.moves), record.cursor, [seat.player for seat in record.seats]

    def _autosave(self) -> None:
        self.autosaved = autosave(self.record, saved=not self.modified)
        self.holds_autosave = self.holds_autosave or self.autosaved

    def abandon(self) -> list[int]:
        """The player to move gives up: the game is not offered to continue any more;
        return the seats that win (those of the other teams)."""
        state = self.record.state
        if state.is_over():
            raise BadInput("the game is over")
        team = state.team_of(state.to_move())
        self.forget_autosave()
        return [seat for seat in range(len(state.seats)) if state.team_of(seat) != team]


    def forget_autosave(self) -> None:
        """The game was given up: do not offer to continue it (when the autosave is it)."""
        path = autosave_path()
        if self.holds_autosave and path is not None:
            with contextlib.suppress(OSError):
                path.unlink()
            self.holds_autosave = False


def _mover(state: AnyState) -> int | None:
    return None if state.is_over() else state.to_move()
