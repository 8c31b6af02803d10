"""The rules-model contract every game implements: ``GameState[M, U]``, generic in its move
``M`` and in what undoing a move needs ``U`` (``GameState[M]`` leaves ``U`` as ``Any``).

A ``GameState`` is one game in one position, mutable in the manner of python-chess: the
search calls ``play(move)`` and ``undo()`` on its own copy, millions of times, so both must be
cheap and ``play`` trusts that the move came from ``legal_moves()``. Everything a user types
goes through ``parse_move`` and ``check_move`` first, which explain what is wrong.

The base class owns the history, as python-chess's ``push``/``pop``/``peek`` do: ``play``
records each move with what the game needs to take it back, ``undo`` returns the move it
took back, ``last_move`` and ``ply`` read the history, ``copy`` duplicates it. A game only
says how a move changes its position (``_apply``, returning what undoing it needs) and how
to take it back (``_revert``), and names the type of what it saves (``U``)::

    state = spec.new_state(options, seed)
    state.play(state.legal_moves()[0]); assert state.undo() is not None

Rules beyond two players and perfect information fit the same contract:

- any number of seats (``seats``); ``team_of`` groups seats that win together;
- a turn of several moves: ``to_move()`` simply stays on the same seat;
- hidden information: ``view(seat)`` returns a copy holding only what that seat may see,
  and ``determinize(rng)`` on such a view fills the hidden part with one guess consistent
  with it; computer players only ever receive views;
- chance no seat sees (a deal, a draw) is drawn when it is revealed: ``conceal`` forgets
  the order of every pile no one has seen, a move that draws then asks the state's
  ``dealer`` (``qtgames.core.chance``), ``revealed`` reads what the last move drew and
  ``replay`` plays a move again with the cards it drew then; public chance comes from the
  seed the state was created with (``qtgames.core.rng``).
"""

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Self, TypeVar

from qtgames.core.chance import SECRET, Dealer, Revealed
from qtgames.core.errors import BadInput, IllegalMoveError
from qtgames.core.generics import Defaults, type_parameter
from qtgames.core.i18n import N_
from qtgames.core.outcome import Outcome, Reason

#: Any game's move, where the game is not known (the record, the shells).
Move = Hashable
#: The move type of one game: an int square, a tuple, a small dataclass...
M = TypeVar("M", bound=Hashable)
#: A card of a pile a state draws from.
T = TypeVar("T")

if TYPE_CHECKING:
    from typing_extensions import TypeVar as DefaultTypeVar

    #: What a game's ``_apply`` saves to undo a move (``Any`` for a game that does not say).
    U = DefaultTypeVar("U", default=Any)
else:
    U = type_parameter("U", default=Any)


@dataclass(frozen=True)
class Solution(Generic[M]):
    """A position's exact value under perfect play by both sides: ``score`` is the final
    score difference for the side to move (above 0 it wins, 0 a draw), ``move`` one move
    that keeps it (None once the game is over)."""

    score: int
    move: M | None


class GameState(Defaults, ABC, Generic[M, U]):
    """Abstract rules model with its history; see the module docstring for the contract."""

    #: Seat names in turn order, e.g. ``("black", "white")``; set by each instance.
    seats: tuple[str, ...]
    #: Where the cards a move reveals come from (``qtgames.core.chance``).
    dealer: Dealer = SECRET
    #: The cards the move being replayed revealed when it was first played (``replay``).
    _script: Revealed | None = None

    def __init__(self, ply: int = 0) -> None:
        """Start an empty history; ``ply`` counts the moves made before this position."""
        self._start_ply = ply
        #: Each move played on this object, with what ``_revert`` needs to take it back.
        self._history: list[tuple[M, U]] = []

    # -- what a game implements ----------------------------------------------------------

    @abstractmethod
    def to_move(self) -> int:
        """Index of the seat to move (meaningless once the game is over)."""

    @abstractmethod
    def legal_moves(self) -> list[M]:
        """Every legal move, in a stable order; empty exactly when the game is over."""

    @abstractmethod
    def _apply(self, move: M) -> U:
        """Change the position by ``move``; return what ``_revert`` needs to undo it."""

    @abstractmethod
    def _revert(self, move: M, saved: U) -> None:
        """Take ``move`` back, given what ``_apply`` returned when it was played.

        A copy shares the history with its original, so what ``_apply`` saves must never
        be changed afterwards: save tuples, or put back copies of saved lists.
        """

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def format_move(self, move: M) -> str:
        """The move in the game's notation, e.g. ``d3``."""

    @abstractmethod
    def parse_move(self, text: str) -> M:
        """The move spelled by ``text``; raise NotationError if it spells none.

        Parsing only reads the notation: whether the move is legal is ``check_move``'s job.
        """

    @abstractmethod
    def position(self) -> str:
        """The position in the game's compact notation (round-trips through the plugin)."""

    def _own_containers(self) -> None:
        """Give a fresh shallow copy its own copy of every container ``_apply`` changes in
        place (a board list, hands); ``copy`` calls it on the copy. Nothing by default."""

    # -- the history, owned here ---------------------------------------------------------

    def play(self, move: M) -> None:
        """Apply ``move``, which must be one of ``legal_moves()``, and remember it."""
        self._history.append((move, self._apply(move)))

    def undo(self) -> M:
        """Take back the last move played on this object and return it."""
        move, saved = self._history.pop()
        self._revert(move, saved)
        return move

    def last_move(self) -> M | None:
        """The last move played on this object, if any (it is what ``undo`` takes back)."""
        return self._history[-1][0] if self._history else None

    def move_stack(self) -> list[M]:
        """The moves played on this object, oldest first."""
        return [move for move, _ in self._history]

    def ply(self) -> int:
        """The number of moves played since the start position."""
        return self._start_ply + len(self._history)

    def copy(self, stack: bool = True) -> Self:
        """An independent copy, history included; with ``stack=False`` (as python-chess's
        ``copy(stack=False)``) the copy starts its own history here, which is cheaper, for
        a search that never undoes past where it started (``ply`` goes on counting)."""
        clone = copy.copy(self)
        if stack:
            clone._history = self._history.copy()
        else:
            clone._start_ply = self.ply()
            clone._history = []
        clone._own_containers()
        return clone

    def history(self) -> list[tuple[M, U]]:
        """Each move played on this object with what ``_apply`` saved for it, oldest first:
        what a game may read back of its past (Zen its rounds). A new list."""
        return self._history.copy()

    def _mask_history(self, mask: Callable[[M, U], U]) -> None:
        """Replace what each move of the history saved by ``mask(move, saved)``: a view
        keeps only what its seat may know of the past, so that undoing on the view gives
        the views of the past (``view`` calls it on its copy)."""
        self._history = [(move, mask(move, saved)) for move, saved in self._history]

    # -- hidden chance -------------------------------------------------------------------

    def draw_hidden(self, pool: Sequence[T], count: int, name: Callable[[T], str]) -> list[T]:
        """``count`` cards of ``pool`` (unrevealed cards, in no order) revealed now: those
        the move being replayed revealed before (``replay``), else fresh from ``dealer``.
        A game's ``_apply`` calls it when a move draws from a pile no one has seen."""
        script = self._script
        if script is None:
            return self.dealer.sample(pool, count, name)
        self._script = None
        by_name = {name(card): card for card in pool}
        if len(script) != count or len(set(script)) != count \
                or any(card not in by_name for card in script):
            raise BadInput("the cards drawn, {cards}, are not {count} of the cards left to "
                           "draw", cards=",".join(script)[:80], count=count)
        return [by_name[card] for card in script]

    def replay(self, move: M, revealed: Revealed | None) -> None:
        """Play ``move`` as it was played before: the cards it revealed then (``revealed``,
        None when it revealed none) are revealed again. A BadInput, the state unchanged,
        when they do not fit."""
        if revealed is None:
            self.play(move)
            return
        self._script = tuple(revealed)
        try:
            self.play(move)
        finally:
            unused = self._script is not None
            del self._script  # back to the class's None
        if unused:
            self.undo()
            raise BadInput("that move reveals no card here")

    def replaying(self) -> bool:
        """True while ``replay`` plays a move with the cards it drew before."""
        return self._script is not None

    def complete(self) -> None:
        """Draw afresh, from the cards this state does not show, every card a whole
        state holds that is hidden here (another seat's hand, in a game read from a file
        made for one seat): this state becomes a whole state. Nothing by default."""

    def revealed(self) -> Revealed | None:
        """The names of the cards the last move played revealed from a pile no one had
        seen, as this state may know them; None when it revealed none (or none this state
        may see). None by default."""
        return None

    def conceal(self) -> None:
        """Forget the order of every pile no seat has seen (keep what is in it): from now
        on a card drawn from it is drawn when revealed (``draw_hidden``). Nothing by
        default."""

    # -- what a game may refine ----------------------------------------------------------

    def referee_moves(self) -> list[M]:
        """Moves only a referee plays, for the seat to move, as its game's rules direct (a
        penalty, such as the pass played for an AI file that gave no valid answer): never
        among ``legal_moves()``, never offered to a person or a level, but accepted by
        ``check_move`` so that records, saves and replays hold them. None by default; empty
        once the game is over."""
        return []

    def check_move(self, move: M) -> str | None:
        """Why ``move`` is illegal here, in words a player understands; None if legal (one
        of ``legal_moves()`` or of ``referee_moves()``)."""
        if self.is_over():
            return "the game is over"
        if move in self.legal_moves() or move in self.referee_moves():
            return None
        return N_("that move is not allowed here")

    def play_text(self, text: str) -> M:
        """Parse, check and play a move typed by a player; return the move played. A move
        only a referee plays (``referee_moves``) is refused: a person never chooses it."""
        move = self.parse_move(text)
        reason = self.check_move(move)
        if reason is None and move in self.referee_moves():
            reason = N_("only qtgames plays that move, as a penalty")
        if reason is not None:
            raise IllegalMoveError("{move}: {reason}", move=text.strip(), reason=reason)
        self.play(move)
        return move

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.outcome() is not None

    def key(self) -> Hashable:
        """A hashable summary of everything that decides the future (for search tables)."""
        return self.position()

    def team_of(self, seat: int) -> int:
        """The side a seat plays for; seats of one team win and lose together."""
        return seat

    def forced_move(self) -> M | None:
        """The move to play without asking when a player has no choice (a pass), else None."""
        return None

    def view(self, seat: int) -> Self:
        """A copy holding only what ``seat`` may see (a plain copy for open games)."""
        return self.copy()

    def viewer(self) -> int | None:
        """The seat this state was made for by ``view``, or None for the whole state."""
        return None

    def public_view(self) -> Self | None:
        """A copy holding only what every seat sees (for spectators); None when the game
        hides something and does not say what is public."""
        return self.copy() if type(self).view is GameState.view else None

    def determinize(self, rng: random.Random) -> Self:
        """A full state consistent with this view, hidden parts drawn with ``rng``, for a
        search: its history starts here (``ply`` goes on counting), as ``copy(stack=False)``."""
        return self.copy(stack=False)

    def adjudicate(self) -> Outcome:
        """Score an unfinished game cut short by a match's length cap (a draw by default)."""
        return Outcome(frozenset(), Reason.ADJUDICATED)

    def solve(self) -> Solution[M] | None:
        """The exact result of perfect play from here when the game can prove it quickly
        (near its end, within about a second), else None; None by default."""
        return None

    def turn_number(self) -> int:
        """The number of the current turn, counting from 1 (used by text and scene views)."""
        return self.ply() + 1


#: A game state of any game (what the shells, the record and generic players handle).
AnyState = GameState[Any, Any]
#: The state type a generic view or player is written for.
S = TypeVar("S", bound=GameState[Any, Any])
