"""The game record: options, seats, seed, the moves played, the cards each revealed, and an
undo/redo cursor.

The record owns the state shown to players. Moves are kept in the game's notation, so a
record is exactly what a save file holds; undo moves the cursor back, redo replays the
move under the cursor, and playing from a past position cuts the redo tail.

In a game with hidden cards the deal is made when the game begins and kept as its start
``position`` (the hands; the draw piles in no order), and each card is drawn when a move
reveals it (``qtgames.core.chance``): the record keeps what each move revealed, so redo and
a save loaded give the same cards, while a move played afresh after an undo draws afresh.
"""


from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgames.core.chance import Dealer, Revealed, dealer_for
from qtgames.core.errors import IllegalMoveError, OptionError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.playernames import is_outside
from qtgames.core.playernames import parse as parse_outside
from qtgames.core.rng import check_deal_key, check_seed, deal_seed, new_seed
from qtgames.core.state import AnyState, Move

if TYPE_CHECKING:
    from qtgames.core.reviewdata import Review

HUMAN = N_("human")


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: ``human``, ``random`` or a computer level name."""

    name: str
    player: str = HUMAN

    @property
    def is_human(self) -> bool:
        """True when a person chooses this seat's moves."""
        return self.player == HUMAN


@dataclass(frozen=True)
class HeldPlayer:
    """An outside player (a program or a Python file) a saved game named for a seat, held
    back when the game was loaded: nothing read from a file starts a program, so the seat
    is a person's until the user, asked, gives it back (``GameRecord.restore_held``)."""

    seat: int
    player: str


class GameRecord:
    """A game in progress or finished, with its history and the state at the cursor."""

    def __init__(
        self,
        spec: GameSpec,
        options: Mapping[str, OptionValue] | None = None,
        seed: int | None = None,
        players: Iterable[str] | None = None,
        position: str | None = None,
        deal_key: str | None = None,
        *,
        chance_seed: int | None = None,
        keep_order: bool = False,
    ) -> None:
        """A new game of ``spec`` (a BadInput if an option, the seed, the deal key or a
        player is bad), from the start or from ``position`` (in the game's notation).

        ``seed`` decides the public chance and the computer players' choices. In a game
        with hidden cards, the deal and every card drawn come from the system's secret
        randomness, or, with ``chance_seed``, from a stream following it (a reproducible
        run where no one could use the cards: whoever knows it knows every card).
        ``deal_key`` makes the deal its seed and key made before cards were drawn when
        revealed (``PLAIN``: its seed alone). With ``keep_order`` (a save of that time) its
        draw piles keep that deal's order until ``conceal``, so that its moves replay as
        they were played, and later cards come from the secret randomness; without it (a
        test's reproducible game) the cards drawn follow that seed as ``chance_seed`` does.
        """
        self.spec = spec
        self.options = spec.resolve_options(options or {})
        self.seed = new_seed() if seed is None else check_seed(seed)
        if deal_key is not None and not keep_order and chance_seed is None:
            chance_seed = deal_seed(self.seed, check_deal_key(deal_key))
        #: Where the cards of a game with hidden cards come from.
        self.dealer = dealer_for(chance_seed)
        self.position = position
        #: True when ``position`` is the deal this record made (a game with hidden cards
        #: from its start), not a position it was given.
        self.dealt = position is None and spec.hidden_information
        self.state: AnyState
        if position is not None:
            self.state = spec.from_position(position, self.options)
        elif not spec.hidden_information:
            self.state = spec.new_state(self.options, self.seed)
        elif deal_key is not None:
            self.state = spec.new_state(self.options,
                                        deal_seed(self.seed, check_deal_key(deal_key)))
            start = self.state.copy()
            start.conceal()
            self.position = start.position()
            if not keep_order:
                self.state.conceal()
        else:
            self.state = spec.new_state(self.options, self.dealer.seed())
            self.state.conceal()
            self.position = self.state.position()
        if chance_seed is not None:
            self.state.dealer = self.dealer
        self.seats = self._make_seats(players)
        self.moves: list[str] = []
        #: What each move revealed (``GameState.revealed``), beside ``moves``.
        self.revealed: list[Revealed | None] = []
        self.cursor = 0
        #: The game's review (``qtgames.review.Review``), if it was reviewed.
        self.review: Review | None = None
        #: The outside players held back from the seats when the game was loaded.
        self.held: tuple[HeldPlayer, ...] = ()
        #: The earliest position the game may go back to: where a game read from a file
        #: made for some seats had the hands it hid dealt afresh (0 otherwise).
        self.dealt_at = 0

    def use_dealer(self, dealer: Dealer) -> None:
        """Draw the cards not yet revealed from ``dealer`` (a test's stream)."""
        self.dealer = dealer
        self.state.dealer = dealer

    def start_state(self) -> AnyState:
        """A new state at this game's start (its deal, in a game with hidden cards)."""
        if self.position is not None:
            return self.spec.from_position(self.position, self.options)
        return self.spec.new_state(self.options, self.seed)

    def complete(self) -> None:
        """Draw afresh the cards a game read from a file made for one seat hid from it
        (``GameState.complete``): the game goes on as a whole game."""
        self.state.complete()

    def conceal(self) -> None:
        """Draw every card not yet revealed afresh when it is (a save from before cards
        were drawn when revealed, once replayed: its later cards are no one's to know)."""
        self.state.conceal()

    def _make_seats(self, players: Iterable[str] | None) -> tuple[Seat, ...]:
        names = self.state.seats
        chosen = list(players) if players is not None else [HUMAN] * len(names)
        if len(chosen) != len(names):
            raise OptionError("{game} needs {needed} players, got {count}", game=self.spec.id,
                              needed=len(names), count=len(chosen))
        for player in chosen:
            self._check_player(player)
        return tuple(Seat(name, player) for name, player in zip(names, chosen, strict=True))

    def _check_player(self, player: str) -> None:
        if is_outside(player):  # its file is looked for when it plays: a save still opens
            parse_outside(player)
        elif player not in (HUMAN, "random"):
            self.spec.level(player)

    def set_player(self, seat: int, player: str) -> None:
        """Change who plays ``seat`` (``human``, ``random`` or a level); an outside player
        held back from it is forgotten."""
        self._check_player(player)
        seats = list(self.seats)
        seats[seat] = Seat(seats[seat].name, player)
        self.seats = tuple(seats)
        self.held = tuple(held for held in self.held if held.seat != seat)

    def hold_outside_players(self) -> None:
        """Give every seat an outside player plays to a person, and keep those players in
        ``held`` (a game read from a file: what it names must not run unasked)."""
        held = [HeldPlayer(index, seat.player) for index, seat in enumerate(self.seats)
                if is_outside(seat.player)]
        for each in held:
            self.set_player(each.seat, HUMAN)
        self.held = (*self.held, *held)

    def restore_held(self) -> None:
        """Give each held outside player its seat back (the user chose to start them)."""
        held, self.held = self.held, ()
        for each in held:
            self.set_player(each.seat, each.player)

    def players_with_held(self) -> list[str]:
        """Who would play each seat with the held outside players given back."""
        players = [seat.player for seat in self.seats]
        for each in self.held:
            players[each.seat] = each.player
        return players

    # -- what a shared screen shows ------------------------------------------------------

    def viewer(self) -> int | None:
        """The seat whose view a shared screen shows: the person to move, or the only
        person playing; None (everything) once the game is over or when only computers
        play."""
        humans = [index for index, seat in enumerate(self.seats) if seat.is_human]
        if self.state.is_over() or not humans:
            return None
        return self.state.to_move() if self.state.to_move() in humans else humans[0]

    @property
    def shared_screen(self) -> bool:
        """True when several people take turns at one screen in a game where one of them
        sees what another may not (their own hands), so the screen must be hidden between
        them. A secret kept from everyone alike (a draw pile's order) needs no hiding."""
        return self.spec.hidden_information and self.someone_sees_more(
            [index for index, seat in enumerate(self.seats) if seat.is_human])

    def someone_sees_more(self, seats: list[int], state: AnyState | None = None) -> bool:
        """True when one of ``seats`` sees something another of them does not, now (or
        in ``state``): what ``a`` sees of what ``b`` sees is less than what ``a`` sees."""
        if len(seats) < 2:
            return False
        state = self.state if state is None else state
        return any(state.view(b).view(a).position() != state.view(a).position()
                   for a in seats for b in seats if a != b)

    def shown_state(self) -> AnyState:
        """The state as the viewing seat may see it (the whole state in an open game)."""
        viewer = self.viewer()
        if self.spec.hidden_information and viewer is not None:
            return self.state.view(viewer)
        return self.state

    # -- playing -----------------------------------------------------------------------

    def play(self, move: Move, revealed: Revealed | None = None) -> str:
        """Play a legal move at the cursor, cutting any redo tail; return its notation.
        The cards it reveals are drawn now, or are ``revealed`` (a game being loaded).

        A game stops at the length its game declares (``max_plies``), the longest a save
        file may hold: a move beyond it is refused, so every game saved can be loaded.
        """
        if self.cursor >= self.spec.max_plies:
            raise IllegalMoveError("{move}: the game has reached {limit} moves, the most a "
                                   "game of {game} may have", move=self.state.format_move(move),
                                   limit=self.spec.max_plies, game=self.spec.id)
        reason = self.state.check_move(move)
        if reason is not None:
            raise IllegalMoveError("{move}: {reason}", move=self.state.format_move(move),
                                   reason=reason)
        text = self.state.format_move(move)
        self.state.replay(move, revealed)
        del self.moves[self.cursor:]
        del self.revealed[self.cursor:]
        if self.review is not None:
            self.review.truncate(self.cursor)
        self.moves.append(text)
        self.revealed.append(self.state.revealed())
        self.cursor += 1
        return text

    def play_text(self, text: str, revealed: Revealed | None = None) -> str:
        """Parse, check and play a move typed by a player; return its normal notation."""
        return self.play(self.state.parse_move(text), revealed)

    # -- history -----------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """True when there is a move before the cursor that may be taken back (none before
        ``dealt_at``)."""
        return self.cursor > self.dealt_at

    @property
    def can_redo(self) -> bool:
        """True when there is an undone move after the cursor."""
        return self.cursor < len(self.moves)

    def undo(self, count: int = 1) -> int:
        """Take back up to ``count`` moves; return how many were taken back."""
        done = 0
        while done < count and self.can_undo:
            self.state.undo()
            self.cursor -= 1
            done += 1
        return done

    def redo(self, count: int = 1) -> int:
        """Replay up to ``count`` undone moves; return how many were replayed."""
        done = 0
        while done < count and self.can_redo:
            self.state.replay(self.state.parse_move(self.moves[self.cursor]),
                              self.revealed[self.cursor])
            self.cursor += 1
            done += 1
        return done

    def goto(self, index: int) -> None:
        """Move the cursor to just after move ``index`` (0 is the start position)."""
        index = max(self.dealt_at, min(index, len(self.moves)))
        if index < self.cursor:
            self.undo(self.cursor - index)
        else:
            self.redo(index - self.cursor)

    def undo_to_human(self) -> int:
        """Undo back to the last position where a human chooses, at least one move.

        Against the computer this returns to the human's turn instead of leaving the
        computer to replay at once. Returns how many moves were taken back.
        """
        if not any(seat.is_human for seat in self.seats):
            return self.undo()
        start = self.cursor
        self.undo()
        while self.can_undo and not self._human_chooses_here():
            self.undo()
        if not self._human_chooses_here():
            self.redo(start - self.cursor)  # no earlier human choice: undo nothing
        return start - self.cursor

    def redo_to_human(self) -> int:
        """Redo up to the next position where a human chooses, at least one move: the
        mirror of ``undo_to_human``, so against the computer redo gives back both the
        human's move and the computer's answer. Returns how many moves were replayed."""
        if not any(seat.is_human for seat in self.seats):
            return self.redo()
        start = self.cursor
        self.redo()
        while self.can_redo and not self._human_chooses_here():
            self.redo()
        return self.cursor - start

    def _human_chooses_here(self) -> bool:
        state = self.state
        return (not state.is_over() and self.seats[state.to_move()].is_human
                and state.forced_move() is None)

    def replay_on(self, state: AnyState, start: int, stop: int) -> AnyState:
        """Play moves ``start`` to ``stop`` (excluded) on ``state``, each with the cards it
        drew; return ``state``."""
        for index in range(start, stop):
            state.replay(state.parse_move(self.moves[index]), self.revealed[index])
        return state

    def forget_redo(self) -> None:
        """Drop the moves after the cursor (nothing left to redo)."""
        del self.moves[self.cursor:]
        del self.revealed[self.cursor:]

    def last_move(self) -> str | None:
        """Notation of the move that led to the current position, if any."""
        return self.moves[self.cursor - 1] if self.cursor else None

    def next_move(self) -> str | None:
        """Notation of the move redo would replay, if any."""
        return self.moves[self.cursor] if self.can_redo else None

    @property
    def game_over(self) -> bool:
        """True when the whole game, played to its last move, is over (whatever position
        the history shows): the moves ahead replay with the cards they drew, as redo
        would."""
        if not self.can_redo:
            return self.state.is_over()
        return self.replay_on(self.state.copy(), self.cursor, len(self.moves)).is_over()
