"""The Game: Le Duel rules (``rules.en.md``): two players, each with their own piles and cards.

Each player has an ascending pile (base 1) and a descending pile (base 60), a face-down
draw pile of their own cards 2–59 and a hand of 6. A turn is several moves: placements,
one card at a time, then ``end``, after which the player draws. A placement is
``(card, side, direction)``: ``side`` 0 is the mover's own piles (``A``), 1 the opponent's
(``E``); ``direction`` 0 ascending (``^``), 1 descending (``v``). Its notation is ``05^A``.

Position notation, fields separated by spaces::

    SEAT LAID ASC0 DESC0 ASC1 DESC1 HAND0 HAND1 DRAW0 DRAW1 tTURN

``LAID`` is the number of cards laid this turn, followed by ``h`` when one of them went on
the opponent's piles. A pile lists its cards from the base up, separated by ``.``; a card
laid by the pile owner's opponent carries a ``*``. A hand lists its cards separated by
``,`` (``-`` when empty), a draw pile its cards from the bottom to the top; either is ``?N``
when hidden from the seat the position is shown to. A draw pile no one has seen is ``?N``
in every position of a game being played: its cards are the player's cards neither laid
nor in hand, in no order, and each is drawn when it is revealed (``conceal``); a draw pile
written out card by card is drawn from its top (a puzzle, a search's guess). Numbers are
ASCII digits. A position read is judged: a player with no card left has won. The start,
before any card is seen::

    0 0 1 60 1 60 ?6 ?6 ?52 ?52 t1
"""

import random
import re
from collections.abc import Mapping
from functools import partial
from typing import Self

from qtgames.core.errors import BadInput, NotationError
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue, first_seat
from qtgames.core.outcome import Outcome
from qtgames.core.rng import make_rng
from qtgames.core.state import GameState

SEATS = ("one", "two")
CARDS = tuple(range(2, 60))
HAND_SIZE = 6
ASCENDING, DESCENDING = 0, 1
OWN, OPPONENT = 0, 1
#: The end of a turn, as a move: no card is numbered 0.
END = (0, 0, 0)
DIRECTIONS = "^v"
SIDES = "AE"
BASES = (1, 60)

Placement = tuple[int, int, int]
#: Why a card does not fit a pile, by side and direction.
PILE_RULES = (
    (N_("on your ascending pile a card must be higher than the top card, or exactly 10 lower"),
     N_("on your descending pile a card must be lower than the top card, or exactly 10 higher")),
    (N_("a card on your opponent's ascending pile must be lower than its top card"),
     N_("a card on your opponent's descending pile must be higher than its top card")),
)
#: A card on a pile: (value, the player who laid it).
PileCard = tuple[int, int]
# The notations' parts; numbers are ASCII digits only.
_PLACEMENT = re.compile(r"([0-9]{1,2})([\^vV])([aAeE])")
# Numbers are bounded in length: no field of a real position needs more digits.
_LAID = re.compile(r"([0-9]{1,3})(h?)")
_TURN = re.compile(r"t([0-9]{1,6})")
_PILE_CARD = re.compile(r"([0-9]{1,3})(\*?)")
_HIDDEN = re.compile(r"\?([0-9]{1,3})")
_NUMBER = re.compile(r"[0-9]{1,3}")


def format_placement(move: Placement) -> str:
    """``05^A`` for a placement, ``end`` for the end of the turn."""
    if move == END:
        return "end"
    card, side, direction = move
    return f"{card:02d}{DIRECTIONS[direction]}{SIDES[side]}"


def parse_placement(text: str) -> Placement:
    """The placement written ``05^A`` (case and a one-digit value are accepted) or ``end``."""
    word = text.strip()
    if word.lower() == "end":
        return END
    match = _PLACEMENT.fullmatch(word)
    if match:
        card = int(match.group(1))
        if 2 <= card <= 59:
            return card, SIDES.index(match.group(3).upper()), \
                DIRECTIONS.index(match.group(2).lower())
    raise NotationError("{text!r} is not a card move like 05^A or 57vE, nor end",
                        text=word)


#: What undoing a move needs: the mover, the hand before an end of turn, the cards then
#: drawn in order (none when the draw pile is hidden), how many, the turn's ``helped`` and
#: ``laid`` before the move, and whether the mover's hand was hidden.
DuelSaved = tuple[int, tuple[int, ...], tuple[int, ...], int, bool, int, bool]


class DuelState(GameState[Placement, DuelSaved]):
    """A position of The Game: Le Duel, with the history ``undo`` needs.

    On a seat's view (``view``) the opponent's hand and both draw piles are hidden
    (``hidden_hands``, ``hidden_draws``): empty lists, their sizes kept in ``hand_sizes``
    and ``draw_sizes``.
    """

    seats = SEATS

    def __init__(self, hands: list[list[int]], draws: list[list[int]],
                 piles: list[list[list[PileCard]]], seat: int = 0, laid: int = 0,
                 helped: bool = False, hand_sizes: list[int] | None = None,
                 draw_sizes: list[int] | None = None, turn: int = 1,
                 viewer: int | None = None, hidden_hands: list[bool] | None = None,
                 hidden_draws: list[bool] | None = None) -> None:
        super().__init__()
        self.hands = [sorted(hand) for hand in hands]
        self.draws = draws          # the top of a draw pile is its last card
        self.piles = piles          # piles[player][direction], from the base up
        self.seat = seat
        self.laid = laid            # cards laid so far this turn
        self.helped = helped        # one of them went on the opponent's piles
        self.hand_sizes = hand_sizes or [len(hand) for hand in hands]
        self.draw_sizes = draw_sizes or [len(draw) for draw in draws]
        #: Which hands and draw piles this state does not show (a list shorter than its
        #: size is hidden unless told otherwise).
        self.hidden_hands = hidden_hands or [len(hand) != size for hand, size in
                                             zip(self.hands, self.hand_sizes, strict=True)]
        self.hidden_draws = hidden_draws or [len(draw) != size for draw, size in
                                             zip(self.draws, self.draw_sizes, strict=True)]
        self.turn = turn
        self._viewer = viewer       # the seat this state was made for, None when whole
        self._outcome: Outcome | None = self._stuck_outcome()

    @classmethod
    def deal(cls, rng: random.Random, first: int = 0) -> "DuelState":
        """Shuffle each player's cards 2–59 with ``rng`` and deal six to each."""
        hands, draws = [], []
        for _ in SEATS:
            cards = list(CARDS)
            rng.shuffle(cards)
            hands.append(cards[-HAND_SIZE:])
            draws.append(cards[:-HAND_SIZE])
        piles = [[[(BASES[0], player)], [(BASES[1], player)]] for player in range(2)]
        return cls(hands, draws, piles, first)

    # -- what is on the table ------------------------------------------------------------

    def top(self, player: int, direction: int) -> int:
        """The card on top of one of ``player``'s piles."""
        return self.piles[player][direction][-1][0]

    def cards_left(self, player: int) -> int:
        """Cards ``player`` has not laid yet (hand and draw pile)."""
        return self.hand_sizes[player] + self.draw_sizes[player]

    def hand_known(self, player: int) -> bool:
        """True unless ``player``'s hand is hidden in this view."""
        return not self.hidden_hands[player]

    def draw_known(self, player: int) -> bool:
        """True unless ``player``'s draw pile is hidden in this view."""
        return not self.hidden_draws[player]

    def to_move(self) -> int:
        """The seat whose turn it is."""
        return self.seat

    def laid_by(self, player: int) -> set[int]:
        """The cards ``player`` has laid on any pile."""
        return {card for owner in self.piles for pile in owner for card, layer in pile[1:]
                if layer == player}

    def unseen(self, player: int) -> list[int]:
        """``player``'s cards neither laid nor in a hand this state shows, in order."""
        known = set(self.hands[player]) if self.hand_known(player) else set()
        return sorted(set(CARDS) - self.laid_by(player) - known)

    # -- moves ---------------------------------------------------------------------------

    def fits(self, card: int, side: int, direction: int) -> bool:
        """Whether the seat to move may lay ``card`` on that pile, whatever the count."""
        top = self.top(self.seat if side == OWN else 1 - self.seat, direction)
        if side == OWN:
            if direction == ASCENDING:
                return card > top or card == top - 10
            return card < top or card == top + 10
        if direction == ASCENDING:
            return card < top  # it must help the opponent, strictly
        return card > top

    def _placements(self) -> list[Placement]:
        sides = (OWN,) if self.helped else (OWN, OPPONENT)
        return [(card, side, direction) for card in self.hands[self.seat] for side in sides
                for direction in (ASCENDING, DESCENDING) if self.fits(card, side, direction)]

    def legal_moves(self) -> list[Placement]:
        """Placements that keep two cards within reach this turn, and ``end`` after two."""
        if self._outcome is not None:
            return []
        if not self.hand_known(self.seat):
            raise BadInput("the hand of the player to move is hidden in this position")
        moves = self._placements()
        if self.laid == 0:
            moves = [move for move in moves if self._second_card_after(move)]
        if self.laid >= 2:
            moves.append(END)
        return moves

    def _second_card_after(self, move: Placement) -> bool:
        helped = self.helped
        self._lay(move)
        try:
            return bool(self._placements())
        finally:
            self._unlay(move)
            self.helped = helped

    def _lay(self, move: Placement) -> None:
        card, side, direction = move
        if not self.hidden_hands[self.seat]:
            self.hands[self.seat].remove(card)
        self.hand_sizes[self.seat] -= 1
        owner = self.seat if side == OWN else 1 - self.seat
        self.piles[owner][direction].append((card, self.seat))
        self.laid += 1
        self.helped = self.helped or side == OPPONENT

    def _unlay(self, move: Placement) -> None:
        card, side, direction = move
        owner = self.seat if side == OWN else 1 - self.seat
        self.piles[owner][direction].pop()
        if not self.hidden_hands[self.seat]:
            hand = self.hands[self.seat]
            hand.append(card)
            hand.sort()
        self.hand_sizes[self.seat] += 1
        self.laid -= 1

    def _apply(self, move: Placement) -> DuelSaved:
        """Lay a card, or end the turn: draw, and the opponent's turn begins."""
        mover = self.seat
        if move != END:
            saved: DuelSaved = (mover, (), (), 0, self.helped, self.laid,
                                self.hidden_hands[mover])
            self._lay(move)
            if self.cards_left(mover) == 0:
                self._outcome = Outcome(frozenset({mover}), "all-laid")
            return saved
        wanted = HAND_SIZE - self.hand_sizes[mover] if self.helped else 2
        count = max(0, min(wanted, self.draw_sizes[mover]))
        hand, draw = self.hands[mover], self.draws[mover]
        if self.draw_known(mover):  # a pile in a known order (a search's guess): its top
            drawn = tuple(draw.pop() for _ in range(count))
        elif count and (self.replaying() or (self.hand_known(mover) and self._viewer is None)):
            # In no order: a hand shows which cards came, never in what order. A whole
            # state replaying into a hand its history hides (a game whose hand was dealt
            # afresh once loaded) takes the cards recorded; the hand stays hidden.
            drawn = tuple(sorted(self.draw_hidden(self.unseen(mover), count, _card_name)))
        else:
            drawn = ()
        saved = (mover, tuple(hand), drawn, count, self.helped, self.laid,
                 self.hidden_hands[mover])
        if self.hand_known(mover) and len(drawn) == count:
            self.hands[mover] = sorted(hand + list(drawn))
        elif count:
            self.hands[mover] = []  # cards drawn from a hidden pile: the hand is hidden now
            self.hidden_hands[mover] = True
        self.hand_sizes[mover] += count
        self.draw_sizes[mover] -= count
        self.seat, self.laid, self.helped = 1 - mover, 0, False
        self.turn += 1
        self._outcome = self._stuck_outcome()
        return saved

    def _stuck_outcome(self) -> Outcome | None:
        """A player who cannot lay two cards this turn loses at once (play finds it at the
        start of a turn; a position read may show one card laid and none to follow)."""
        if self.laid >= 2 or not self.hand_known(self.seat):
            return None
        if self.laid == 1 and self._placements():
            return None
        if self.laid == 0 and any(self._second_card_after(move)
                                  for move in self._placements()):
            return None
        return Outcome(frozenset({1 - self.seat}), "stuck")

    def _revert(self, move: Placement, saved: DuelSaved) -> None:
        """Take back a placement or an end of turn (the same cards go back on top)."""
        mover, hand_before, drawn, count, helped, laid, hand_hidden = saved
        self._outcome = None
        if move != END:
            self._unlay(move)
            self.helped = helped
            return
        self.seat, self.laid, self.helped = mover, laid, helped
        self.turn -= 1
        if self.draw_known(mover):
            self.draws[mover].extend(reversed(drawn))
        self.hands[mover] = list(hand_before)
        self.hidden_hands[mover] = hand_hidden
        self.hand_sizes[mover] -= count
        self.draw_sizes[mover] += count

    def outcome(self) -> Outcome | None:
        """Who won: all 58 cards laid, or the opponent stuck."""
        return self._outcome

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._outcome is not None

    def forced_move(self) -> Placement | None:
        """``end`` when no card can be laid any more."""
        if self._outcome is None and self.laid >= 2 and self.hand_known(self.seat) \
                and not self._placements():
            return END
        return None

    def turn_number(self) -> int:
        """The number of the turn being played, counting both players' turns from 1."""
        return self.turn

    def key(self) -> tuple[object, ...]:
        """Everything that decides the future, hidden cards included."""
        return (tuple(map(tuple, self.hands)), tuple(map(tuple, self.draws)),
                tuple(tuple(map(tuple, player)) for player in self.piles), self.seat,
                self.laid, self.helped, tuple(self.hand_sizes), tuple(self.draw_sizes),
                tuple(self.hidden_hands), tuple(self.hidden_draws))

    # -- hidden chance -------------------------------------------------------------------

    def revealed(self) -> tuple[str, ...] | None:
        """The cards the last ``end`` drew, as this state knows them (a view knows only its
        own seat's); None after a card laid or when nothing was drawn."""
        history = self.history()
        if not history:
            return None
        move, saved = history[-1]
        drawn = saved[2]
        return tuple(_card_name(card) for card in drawn) if move == END and drawn else None

    def conceal(self) -> None:
        """Forget the order of both draw piles: each card is drawn when revealed."""
        self.draws = [[], []]
        self.hidden_draws = [True, True]

    def complete(self) -> None:
        """Deal each hand hidden here afresh from its player's cards neither laid nor
        seen (a game read from a file made for one seat): the whole state of a game being
        played, its draw piles in no order."""
        self.conceal()
        for player in range(2):
            if not self.hand_known(player):
                self.hands[player] = sorted(self.draw_hidden(
                    self.unseen(player), self.hand_sizes[player], _card_name))
                self.hidden_hands[player] = False
        self._viewer = None
        if self._outcome is None:
            self._outcome = self._stuck_outcome()

    # -- copies and views ----------------------------------------------------------------

    def _own_containers(self) -> None:
        """A copy gets its own hands, draw piles, piles and counts."""
        self.hands = [list(hand) for hand in self.hands]
        self.draws = [list(draw) for draw in self.draws]
        self.piles = [[list(pile) for pile in player] for player in self.piles]
        self.hand_sizes = list(self.hand_sizes)
        self.draw_sizes = list(self.draw_sizes)
        self.hidden_hands = list(self.hidden_hands)
        self.hidden_draws = list(self.hidden_draws)

    def view(self, seat: int) -> Self:
        """What ``seat`` sees: its own hand, every pile, and only the sizes of the rest.

        The history keeps what undo needs and the seat saw: its own earlier hands and the
        cards it drew, never the opponent's.
        """
        clone = self.copy()
        clone.hands[1 - seat] = []
        clone.hidden_hands[1 - seat] = True
        clone.draws = [[], []]
        clone.hidden_draws = [True, True]
        clone._viewer = seat
        clone._mask_history(partial(_seen_by, seat))
        return clone

    def public_view(self) -> Self:
        """What a spectator sees: every pile, and only the sizes of the hands and draw
        piles (the history keeps no card of either hand)."""
        clone = self.view(0)
        clone.hands[0] = []
        clone.hidden_hands[0] = True
        clone._viewer = None
        clone._mask_history(partial(_seen_by, None))
        return clone

    def viewer(self) -> int | None:
        """The seat this view was made for (``view``), or None for the whole deal."""
        return self._viewer

    def seen_from(self) -> int:
        """The seat a table drawn from this state sits at: the view's seat, or on the
        whole deal the seat to move."""
        return self.seat if self._viewer is None else self._viewer

    def determinize(self, rng: random.Random) -> Self:
        """A full state consistent with this view: the unseen cards dealt at random."""
        full = self.copy(stack=False)  # its past is not a deal: none to carry
        for player in range(2):
            if self.hand_known(player) and self.draw_known(player):
                continue
            cards = self.unseen(player)
            rng.shuffle(cards)
            if not self.hand_known(player):
                full.hands[player] = sorted(cards[:self.hand_sizes[player]])
                cards = cards[self.hand_sizes[player]:]
            full.draws[player] = cards
        full.hidden_hands = [False, False]
        full.hidden_draws = [False, False]
        full._viewer = None
        return full

    # -- notation ------------------------------------------------------------------------

    def format_move(self, move: Placement) -> str:
        """``05^A``, ``57vE`` or ``end``."""
        return format_placement(move)

    def parse_move(self, text: str) -> Placement:
        """Read ``05^A``, ``57vE`` or ``end``."""
        return parse_placement(text)

    def check_move(self, move: Placement) -> str | None:
        """Why a placement or ``end`` is not allowed now, in a player's words."""
        if self._outcome is not None:
            return N_("the game is over")
        if move == END:
            return None if self.laid >= 2 else N_("lay at least two cards before ending your turn")
        card, side, direction = move
        known = self.hand_known(self.seat)  # a hand hidden here: its cards are not judged
        if known and card not in self.hands[self.seat]:
            return N_("that card is not in your hand")
        if not known and (card in self.laid_by(self.seat) or card not in CARDS):
            return N_("that card was laid already")
        if side == OPPONENT and self.helped:
            return N_("only one card a turn may go on your opponent's piles")
        if not self.fits(card, side, direction):
            return PILE_RULES[side][direction]
        if known and move not in self.legal_moves():
            return N_("after this card you could not lay a second one")
        return None

    def position(self) -> str:
        """The position notation of the module docstring (hidden cards as ``?N``)."""
        def pile(cards: list[PileCard], owner: int) -> str:
            return ".".join(f"{value}{'*' if layer != owner else ''}" for value, layer in cards)

        def cards(values: list[int], size: int, known: bool) -> str:
            if not known:
                return f"?{size}"
            return ",".join(f"{value:02d}" for value in values) or "-"

        fields = [str(self.seat), f"{self.laid}{'h' if self.helped else ''}"]
        fields += [pile(self.piles[owner][direction], owner)
                   for owner in range(2) for direction in (ASCENDING, DESCENDING)]
        fields += [cards(self.hands[p], self.hand_sizes[p], self.hand_known(p)) for p in range(2)]
        fields += [cards(self.draws[p], self.draw_sizes[p], self.draw_known(p)) for p in range(2)]
        fields.append(f"t{self.turn}")
        return " ".join(fields)

    @classmethod
    def from_position(cls, text: str) -> "DuelState":
        """Read ``position()``, judged (a player with no card left has won, one who cannot
        lay two cards at the start of their turn has lost); NotationError if the text is
        not one, or its cards are not each player's 58 cards exactly once."""
        fields = text.split()
        if len(fields) != 11:
            raise NotationError("a position is SEAT LAID ASC0 DESC0 ASC1 DESC1 HAND0 HAND1 "
                                "DRAW0 DRAW1 tTURN")
        if fields[0] not in ("0", "1"):
            raise NotationError("the player to move is 0 or 1, not {field!r}", field=fields[0])
        laid_match = _LAID.fullmatch(fields[1])
        if laid_match is None or (laid_match.group(2) and int(laid_match.group(1)) == 0):
            raise NotationError("{field!r} is not the cards laid this turn, like 0, 2 or 1h "
                                "(h: one went on the opponent's piles)", field=fields[1])
        turn_match = _TURN.fullmatch(fields[10])
        if turn_match is None or int(turn_match.group(1)) < 1:
            raise NotationError("{field!r} is not a turn number like t1", field=fields[10])
        piles = [[_read_pile(fields[2 + 2 * owner + direction], owner, direction)
                  for direction in (ASCENDING, DESCENDING)] for owner in range(2)]
        hands, hand_sizes, hands_hidden = zip(*(_read_cards(fields[6 + p]) for p in range(2)),
                                              strict=True)
        draws, draw_sizes, draws_hidden = zip(*(_read_cards(fields[8 + p]) for p in range(2)),
                                              strict=True)
        if max(hand_sizes) > HAND_SIZE:
            raise NotationError("a hand holds at most {most} cards", most=HAND_SIZE)
        state = cls([list(h) for h in hands], [list(d) for d in draws], piles, int(fields[0]),
                    int(laid_match.group(1)), bool(laid_match.group(2)), list(hand_sizes),
                    list(draw_sizes), int(turn_match.group(1)),
                    hidden_hands=list(hands_hidden), hidden_draws=list(draws_hidden))
        state._check_cards()
        done = frozenset(player for player in range(2) if state.cards_left(player) == 0)
        if len(done) == 2:
            raise NotationError("only one player can have laid all their cards")
        if done:
            state._outcome = Outcome(done, "all-laid")
        known = [player for player in range(2) if state.hand_known(player)]
        if len(known) == 1:
            state._viewer = known[0]  # one hand shown, the other hidden: that seat's view
        return state

    def _check_cards(self) -> None:
        for player in range(2):
            laid = [card for owner in self.piles for pile in owner for card, layer in pile[1:]
                    if layer == player]
            held = (self.hands[player] if self.hand_known(player) else []) + \
                (self.draws[player] if self.draw_known(player) else [])
            seen = laid + held
            if len(seen) != len(set(seen)) or not set(seen) <= set(CARDS):
                raise NotationError("a card appears twice or is not from 02 to 59")
            if len(laid) + self.hand_sizes[player] + self.draw_sizes[player] != len(CARDS):
                raise NotationError("each player must have 58 cards in all")


def _read_pile(text: str, owner: int, direction: int) -> list[PileCard]:
    """A pile of the position notation: its base, then each card with ``*`` when laid by
    the owner's opponent."""
    matches = [_PILE_CARD.fullmatch(part) for part in text.split(".")]
    cards = [(int(match.group(1)), 1 - owner if match.group(2) else owner)
             for match in matches if match is not None]
    if len(cards) != len(matches) or cards[0] != (BASES[direction], owner):
        raise NotationError("{field!r} is not a pile: its base {base}, then cards like 12 "
                            "or 12* separated by dots", field=text, base=BASES[direction])
    return cards


def _read_cards(text: str) -> tuple[list[int], int, bool]:
    """A hand or draw pile of the position notation: its cards, its size and whether it is
    hidden."""
    hidden = _HIDDEN.fullmatch(text)
    if hidden:
        return [], int(hidden.group(1)), True
    parts = [] if text == "-" else text.split(",")
    if not all(_NUMBER.fullmatch(part) for part in parts):
        raise NotationError("{field!r} is not cards like 05,17, nor - (none) or ?N (N "
                            "hidden cards)", field=text)
    return [int(part) for part in parts], len(parts), False


def _seen_by(seat: int | None, move: Placement, saved: DuelSaved) -> DuelSaved:
    """What ``seat`` (None: a spectator) may know of what a move saved: its own earlier
    hands and the cards it drew (which, not in what order), never the opponent's."""
    mover, hand, drawn, count, helped, laid, hidden = saved
    mine = mover == seat
    return (mover, hand if mine else (), tuple(sorted(drawn)) if mine else (), count, helped,
            laid, hidden if mine else True)


def _card_name(card: int) -> str:
    """A card as the notation writes it: ``07``."""
    return f"{card:02d}"


def new_state(options: Mapping[str, OptionValue], seed: int) -> DuelState:
    """Both players' cards shuffled with the seed; who starts drawn from it too."""
    seat = first_seat(options, SEATS, seed, "duel")
    return DuelState.deal(make_rng(seed, "duel", "deal"), seat)


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> DuelState:
    """A position read from its notation."""
    return DuelState.from_position(text)
