"""Le Roi des Roses rules (``rules.en.md``): two houses move one king with cards.

Public API (the scene, the text view, the AI and the students' adapter read only this):

- ``RosesState`` (a ``GameState[RosesMove]``): ``board`` is a list of 81 squares, row 0 at
  the top, square ``row * 9 + column``, each ``EMPTY``, ``RED`` or ``WHITE``
  (``pawn_at(row, column)`` reads one); ``king`` is the king's square and ``king_row_col()``
  its ``(row, column)``; ``hands[seat]`` is each hand in the order its cards came (both are
  public); ``draw_count()`` the cards in the draw pile, ``draw`` their order (None in a
  seat's view, where it is hidden), ``discard`` the discard pile from bottom to top and
  ``discard_top()`` its top card or None; ``pawns_left(seat)``; ``passes`` the passes in a
  row just played; ``target(card)`` the square a card sends the king to (None off the
  board) and ``playable(card)``; ``scores()`` each seat's points and ``territories()`` each
  territory as ``(seat, squares)``; ``display`` the text display option (``colours`` or
  ``brief``).
- ``Card`` (``Card("SO", 3)``, written ``SO3``): ``direction`` from ``DIRECTIONS`` (French
  compass, ``O`` is west, north is up), ``distance`` 1–3; ``card.name`` is its notation.
- Moves: a ``Card``, ``DRAW`` or ``PASS`` (notation ``N2``, ``draw``, ``pass``; ``pioche``
  and ``passe`` are read too), and ``PENALTY_PASS`` (``pass!``), the pass qtgames plays for
  an AI file that gave no valid answer: always allowed while the game goes on, counted as a
  pass, but never among ``legal_moves()`` (it is ``referee_moves()``).
- Seats: 0 is Red (Lancaster), who always starts; 1 is White (York).

Position notation, fields separated by spaces::

    BOARD ROW,COLUMN SEAT HAND_R HAND_B DRAW DISCARD pPASSES sSEED

``BOARD`` is the 9 rows from the top, separated by ``/``, each 9 characters ``.`` (empty),
``R`` (red) or ``B`` (white, *blanc*); ``ROW,COLUMN`` the king's square, 0-based from the
top-left; ``SEAT`` the player to move, ``R`` or ``B``; a hand, the draw pile (bottom to
top) and the discard pile (bottom to top) list cards separated by ``,``, ``-`` when empty;
``PASSES`` counts the passes just played in a row; ``SEED`` seeds the next reshuffles of the
discard pile. In a seat's view the draw pile is ``?N`` (its N cards, order unknown) and the
last field ``vR`` or ``vB`` names the seat the view was made for. A game being played keeps
its draw pile in no order, written ``?N`` with the last field ``v-``: each card is drawn
when it is revealed (``conceal``), from the cards neither in a hand nor discarded. Red's
view of the start of a game (one line)::

    ........./........./........./........./........./........./........./........./.........
    4,4 R S3,NE3,N3,E3,E1 N2,NE2,SE3,SE1,SO1 ?14 - p0 vR
"""

import random
import re
from collections.abc import Mapping
from enum import Enum
from typing import NamedTuple, Self, cast

from qtgames.core.errors import BadInput, NotationError
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome, Reason
from qtgames.core.rng import MAX_SEED, derive_seed, make_rng
from qtgames.core.state import GameState

SEATS = ("red", "white")
RED_SEAT, WHITE_SEAT = 0, 1
SIZE = 9
CENTRE = (SIZE // 2) * SIZE + SIZE // 2
EMPTY, RED, WHITE = 0, 1, 2
#: The colour of each seat's pawns, and the letter of each colour (the brief's ``R``/``B``).
COLOURS = (RED, WHITE)
LETTERS = {EMPTY: ".", RED: "R", WHITE: "B"}
SEAT_LETTERS = "RB"
HAND_LIMIT = 5
PAWNS = 26
DISTANCES = (1, 2, 3)
#: The eight directions of the French compass, clockwise from north, as (row, column) steps.
VECTORS: dict[str, tuple[int, int]] = {
    "N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
    "S": (1, 0), "SO": (1, -1), "O": (0, -1), "NO": (-1, -1)}
DIRECTIONS = tuple(VECTORS)


class Card(NamedTuple):
    """A movement card: a direction of ``DIRECTIONS`` and a distance of 1 to 3."""

    direction: str
    distance: int

    @property
    def name(self) -> str:
        """The card's notation, e.g. ``SO3``."""
        return f"{self.direction}{self.distance}"

    @property
    def step(self) -> tuple[int, int]:
        """How far the card moves the king, in (rows, columns)."""
        rows, columns = VECTORS[self.direction]
        return rows * self.distance, columns * self.distance


#: The 24 cards, each once.
DECK = tuple(Card(direction, distance) for direction in DIRECTIONS for distance in DISTANCES)


class Action(Enum):
    """The moves that are not a card: a draw, a pass, and the penalty pass a referee plays
    for an AI file that gave no valid answer."""

    DRAW = "draw"
    PASS = "pass"
    PENALTY = "pass!"


DRAW, PASS, PENALTY_PASS = Action.DRAW, Action.PASS, Action.PENALTY
#: How the shells announce a penalty pass (``{player}`` passed it).
PENALTY_NEWS = N_("{player} passes (penalty): no valid answer in 3 tries.")
#: The moves that count as a pass for the two-passes ending.
PASSES = (PASS, PENALTY_PASS)
RosesMove = Card | Action
#: Words read as each action (the brief's French ones too).
ACTION_WORDS = {"draw": DRAW, "pioche": DRAW, "piocher": DRAW,
                "pass": PASS, "passe": PASS, "passer": PASS,
                "pass!": PENALTY_PASS, "passe!": PENALTY_PASS}
_CARD = re.compile(r"(NE|NO|SE|SO|N|E|S|O)([123])", re.IGNORECASE | re.ASCII)
_KING = re.compile(r"([0-8]),([0-8])")
_PASSES = re.compile(r"p([0-2])")
_SEED = re.compile(r"s([0-9]{1,19})")
_VIEWER = re.compile(r"v([RB])")
_HIDDEN = re.compile(r"\?([0-9]{1,2})")


def parse_card(text: str) -> Card:
    """The card written ``N2`` or ``so3`` (any case); NotationError otherwise."""
    match = _CARD.fullmatch(text.strip())
    if match is None:
        raise NotationError("{text!r} is not a card like N2 or SO3 (directions N NE E SE S "
                            "SO O NO, O is west; distances 1 to 3)", text=text.strip())
    return Card(match.group(1).upper(), int(match.group(2)))


def format_roses_move(move: RosesMove) -> str:
    """``N2``, ``draw``, ``pass`` or ``pass!``."""
    return move.value if isinstance(move, Action) else move.name


def parse_roses_move(text: str) -> RosesMove:
    """A card, or ``draw``/``pioche``, ``pass``/``passe`` or ``pass!``/``passe!`` (any
    case)."""
    word = text.strip().lower()
    if word in ACTION_WORDS:
        return ACTION_WORDS[word]
    match = _CARD.fullmatch(word)
    if match is None:
        raise NotationError("{text!r} is not a card like N2 or SO3, nor draw or pass",
                            text=text.strip())
    return Card(match.group(1).upper(), int(match.group(2)))


def square(row: int, column: int) -> int:
    """The board index of ``(row, column)``."""
    return row * SIZE + column


def row_col(index: int) -> tuple[int, int]:
    """The ``(row, column)`` of a board index."""
    return divmod(index, SIZE)


def neighbours(index: int) -> list[int]:
    """The squares beside ``index`` horizontally or vertically."""
    row, column = row_col(index)
    found = []
    if row > 0:
        found.append(index - SIZE)
    if row < SIZE - 1:
        found.append(index + SIZE)
    if column > 0:
        found.append(index - 1)
    if column < SIZE - 1:
        found.append(index + 1)
    return found


#: Each square's orthogonal neighbours.
NEIGHBOURS = tuple(tuple(neighbours(index)) for index in range(SIZE * SIZE))


def territories(board: list[int]) -> list[tuple[int, list[int]]]:
    """Every territory: ``(seat, squares)``, a group of one colour's pawns joined
    horizontally or vertically, in the order of their first square."""
    seen = [False] * len(board)
    found = []
    for start, colour in enumerate(board):
        if colour == EMPTY or seen[start]:
            continue
        seen[start] = True
        group, frontier = [start], [start]
        while frontier:
            index = frontier.pop()
            for other in NEIGHBOURS[index]:
                if not seen[other] and board[other] == colour:
                    seen[other] = True
                    group.append(other)
                    frontier.append(other)
        found.append((COLOURS.index(colour), sorted(group)))
    return found


def scores(board: list[int]) -> tuple[int, int]:
    """Each seat's points: the sum of the squares of its territories' sizes."""
    points = [0, 0]
    for seat, group in territories(board):
        points[seat] += len(group) ** 2
    return points[0], points[1]


#: What undoing a move needs. A card: the king's square before, the card's place in the
#: hand, the passes before. A draw: the card drawn, the discard pile before when it was
#: reshuffled (else None), the passes before. A pass (either kind): the passes before.
PlaySaved = tuple[int, int, int]
DrawSaved = tuple[Card, tuple[Card, ...] | None, int]
RosesSaved = PlaySaved | DrawSaved | int


class RosesState(GameState[RosesMove, RosesSaved]):
    """A position of Le Roi des Roses, with the history ``undo`` needs.

    In a seat's view (``view``) the draw pile's order and the reshuffle seed are hidden:
    ``draw`` and ``seed`` are None and ``hidden_draw`` holds the number of cards.
    """

    seats = SEATS

    def __init__(self, board: list[int], king: int, hands: list[list[Card]],
                 draw: list[Card] | None, discard: list[Card], seat: int = RED_SEAT,
                 passes: int = 0, seed: int | None = 0, hidden_draw: int = 0,
                 viewer: int | None = None, display: str = "colours",
                 concealed: bool = False) -> None:
        super().__init__()
        self.board = board
        self.king = king
        self.hands = hands
        self.draw = draw            # top of the pile last; None when hidden
        self.hidden_draw = hidden_draw
        self.discard = discard      # top of the pile last
        self.seat = seat
        self.passes = passes
        self.seed = seed            # seeds the discard pile's reshuffles; None when hidden
        self.display = display      # how the text version draws the board
        self._viewer = viewer
        #: The whole state of a game being played: the draw pile's order is no one's to
        #: know (``draw`` is None) and each card is drawn when it is revealed.
        self.concealed = concealed
        self.placed = [board.count(colour) for colour in COLOURS]

    @classmethod
    def deal(cls, seed: int, display: str = "colours") -> "RosesState":
        """The 24 cards shuffled from ``seed``, five face up to each player, Red to play."""
        cards = list(DECK)
        make_rng(seed, "roses", "deal").shuffle(cards)
        hands = [cards[:HAND_LIMIT], cards[HAND_LIMIT:2 * HAND_LIMIT]]
        return cls([EMPTY] * SIZE * SIZE, CENTRE, hands, cards[2 * HAND_LIMIT:], [],
                   seed=derive_seed(seed, "roses", "reshuffle"), display=display)

    # -- what is on the table ------------------------------------------------------------

    def pawn_at(self, row: int, column: int) -> int:
        """``EMPTY``, ``RED`` or ``WHITE``: what stands on ``(row, column)``."""
        return self.board[square(row, column)]

    def king_row_col(self) -> tuple[int, int]:
        """The king's ``(row, column)``, row 0 at the top."""
        return row_col(self.king)

    def draw_count(self) -> int:
        """How many cards the draw pile holds."""
        return len(self.draw) if self.draw is not None else self.hidden_draw

    def discard_top(self) -> Card | None:
        """The card on top of the discard pile, if any."""
        return self.discard[-1] if self.discard else None

    def pawns_left(self, seat: int) -> int:
        """How many of its 26 pawns ``seat`` has not placed yet."""
        return PAWNS - self.placed[seat]

    def target(self, card: Card) -> int | None:
        """The square ``card`` sends the king to, or None if that is off the board."""
        row, column = row_col(self.king)
        rows, columns = card.step
        row, column = row + rows, column + columns
        if 0 <= row < SIZE and 0 <= column < SIZE:
            return square(row, column)
        return None

    def playable(self, card: Card) -> bool:
        """Whether ``card`` keeps the king on the board and sends it to an empty square."""
        arrival = self.target(card)
        return arrival is not None and self.board[arrival] == EMPTY

    def scores(self) -> tuple[int, int]:
        """Red's and White's points now (``scores`` of the module)."""
        return scores(self.board)

    def territories(self) -> list[tuple[int, list[int]]]:
        """Every territory now: ``(seat, squares)``."""
        return territories(self.board)

    def to_move(self) -> int:
        """The seat whose turn it is."""
        return self.seat

    # -- moves ---------------------------------------------------------------------------

    def _finished(self) -> bool:
        return self.passes >= 2 or max(self.placed) >= PAWNS

    def legal_moves(self) -> list[RosesMove]:
        """The playable cards in hand order, then ``draw`` with fewer than five cards;
        ``pass`` alone when neither is possible; none once the game is over."""
        if self._finished():
            return []
        hand = self.hands[self.seat]
        moves: list[RosesMove] = [card for card in hand if self.playable(card)]
        if len(hand) < HAND_LIMIT:
            moves.append(DRAW)
        return moves or [PASS]

    def referee_moves(self) -> list[RosesMove]:
        """``pass!``, the pass played for an AI file after three invalid answers in a row,
        while the game goes on."""
        return [] if self._finished() else [PENALTY_PASS]

    def check_move(self, move: RosesMove) -> str | None:
        """Why ``move`` is not allowed now, in a player's words; None if it is."""
        if self._finished():
            return N_("the game is over")
        hand = self.hands[self.seat]
        if move == DRAW:
            if len(hand) >= HAND_LIMIT:
                return N_("you already hold five cards: you cannot draw")
            if self.draw is None and not self.concealed:
                return "the draw pile is hidden in this position: no card can be drawn"
            return None
        if move == PENALTY_PASS:
            return None
        if move == PASS:
            if self.legal_moves() != [PASS]:
                return N_("you may pass only when you can neither play a card nor draw")
            return None
        assert isinstance(move, Card)
        if move not in hand:
            return N_("that card is not in your hand")
        arrival = self.target(move)
        if arrival is None:
            return N_("the king would leave the board")
        if self.board[arrival] != EMPTY:
            return N_("the king would land on a pawn")
        return None

    def forced_move(self) -> RosesMove | None:
        """``pass`` when the player can neither play nor draw."""
        return PASS if self.legal_moves() == [PASS] else None

    def _apply(self, move: RosesMove) -> RosesSaved:
        """Play a card (the king moves and a pawn is placed), draw a card, or pass."""
        seat, passes = self.seat, self.passes
        hand = self.hands[seat]
        if move == DRAW:
            saved = self._draw_card(hand, passes)  # first: on a view it refuses
            self.seat, self.passes = 1 - seat, 0
            return saved
        self.seat = 1 - seat
        if move in PASSES:
            self.passes = passes + 1
            return passes
        self.passes = 0
        assert isinstance(move, Card)
        index = hand.index(move)
        del hand[index]
        king = self.king
        rows, columns = move.step
        self.king = king + rows * SIZE + columns
        self.board[self.king] = COLOURS[seat]
        self.placed[seat] += 1
        self.discard.append(move)
        return king, index, passes

    def _draw_card(self, hand: list[Card], passes: int) -> DrawSaved:
        if self.draw is None:
            if not self.concealed:
                raise BadInput("the draw pile is hidden in this position: no card can be "
                               "drawn")
            return self._reveal_card(hand, passes)
        reshuffled = None
        if not self.draw:
            if self.seed is None:
                raise BadInput("the reshuffle is hidden in this position")
            reshuffled = tuple(self.discard)
            pile = list(self.discard)
            make_rng(self.seed, "reshuffle", [card.name for card in pile]).shuffle(pile)
            self.draw, self.discard = pile, []
        card = self.draw.pop()
        hand.append(card)
        return card, reshuffled, passes

    def _reveal_card(self, hand: list[Card], passes: int) -> DrawSaved:
        """Draw from a pile in no order: the card is drawn now, from the cards neither in
        a hand nor discarded (the discard pile first goes back into an empty pile)."""
        reshuffled = None
        if not self.hidden_draw:
            reshuffled = tuple(self.discard)
            self.hidden_draw, self.discard = len(self.discard), []
        card = self.draw_hidden(self.unseen(), 1, _card_name)[0]
        self.hidden_draw -= 1
        hand.append(card)
        return card, reshuffled, passes

    def unseen(self) -> list[Card]:
        """The cards of the draw pile, in the deck's order (its own order is hidden)."""
        known = {card for hand in self.hands for card in hand} | set(self.discard)
        return [card for card in DECK if card not in known]

    def _revert(self, move: RosesMove, saved: RosesSaved) -> None:
        """Take back a card played, a card drawn (and the reshuffle before it) or a pass."""
        self.seat = seat = 1 - self.seat
        if move in PASSES:
            assert isinstance(saved, int)
            self.passes = saved
            return
        assert isinstance(saved, tuple)
        if move == DRAW:
            card, reshuffled, self.passes = cast(DrawSaved, saved)
            self.hands[seat].pop()
            if self.draw is not None:
                self.draw.append(card)
            else:
                self.hidden_draw += 1
            if reshuffled is not None:
                self.discard = list(reshuffled)
                if self.draw is not None:
                    self.draw = []
                else:
                    self.hidden_draw = 0
            return
        assert isinstance(move, Card)
        king, index, self.passes = cast(PlaySaved, saved)
        self.board[self.king] = EMPTY
        self.placed[seat] -= 1
        self.king = king
        self.discard.pop()
        self.hands[seat].insert(index, move)

    def outcome(self) -> Outcome | None:
        """The result once both players have passed in a row or a 26th pawn is placed."""
        if not self._finished():
            return None
        reason = "passes" if self.passes >= 2 else "last-pawn"
        return self._scored(reason)

    def _scored(self, reason: str) -> Outcome:
        red, white = self.scores()
        winners = frozenset() if red == white else frozenset({RED_SEAT if red > white
                                                             else WHITE_SEAT})
        return Outcome(winners, reason, (float(red), float(white)))

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._finished()

    def adjudicate(self) -> Outcome:
        """A game cut short is scored by its territories as they stand."""
        return self._scored(Reason.ADJUDICATED)

    def key(self) -> str:
        """Everything that decides the future: the position, hidden cards included."""
        return self.position()

    # -- hidden chance -------------------------------------------------------------------

    def revealed(self) -> tuple[str, ...] | None:
        """The card the last ``draw`` took (face up: every seat sees it); None after
        another move."""
        history = self.history()
        if not history:
            return None
        move, saved = history[-1]
        if move != DRAW:
            return None
        assert isinstance(saved, tuple)
        return (cast(DrawSaved, saved)[0].name,)

    def conceal(self) -> None:
        """Forget the draw pile's order and the reshuffle seed: each card is drawn when
        revealed."""
        self.hidden_draw = self.draw_count()
        self.draw = None
        self.seed = None
        self._viewer = None
        self.concealed = True

    # -- copies and views ----------------------------------------------------------------

    def _own_containers(self) -> None:
        """A copy gets its own board, hands, piles and counts."""
        self.board = list(self.board)
        self.hands = [list(hand) for hand in self.hands]
        self.draw = None if self.draw is None else list(self.draw)
        self.discard = list(self.discard)
        self.placed = list(self.placed)

    def view(self, seat: int) -> Self:
        """What ``seat`` sees: everything but the draw pile's order and the reshuffle seed.

        The history keeps the cards drawn (they went face up into a hand), so undo on a
        view gives the views of the past."""
        clone = self.copy()
        clone.hidden_draw = self.draw_count()
        clone.draw = None
        clone.seed = None
        clone._viewer = seat
        clone.concealed = False
        return clone

    def public_view(self) -> Self:
        """What a spectator sees: a seat's view made for nobody (both hands are face up;
        only the draw pile's order and the reshuffle seed are hidden). Its position reads
        as Red's view: the two show the same cards."""
        clone = self.view(0)
        clone._viewer = None
        return clone

    def viewer(self) -> int | None:
        """The seat this view was made for (``view``), or None for the whole state."""
        return self._viewer

    def determinize(self, rng: random.Random) -> Self:
        """A full state consistent with this view: the draw pile's cards in a random order
        and a random reshuffle seed."""
        full = self.copy(stack=False)  # its past is not a deal: none to carry
        if self.draw is None:
            known = {card for hand in self.hands for card in hand} | set(self.discard)
            unknown = [card for card in DECK if card not in known]
            rng.shuffle(unknown)
            full.draw = unknown
            full.hidden_draw = 0
        if self.seed is None:
            full.seed = rng.randrange(MAX_SEED + 1)
        full._viewer = None
        full.concealed = False
        return full

    # -- notation ------------------------------------------------------------------------

    def format_move(self, move: RosesMove) -> str:
        """``N2``, ``draw``, ``pass`` or ``pass!``."""
        return format_roses_move(move)

    def parse_move(self, text: str) -> RosesMove:
        """Read ``N2``, ``draw`` (``pioche``), ``pass`` (``passe``) or ``pass!``."""
        return parse_roses_move(text)

    def position(self) -> str:
        """The position notation of the module docstring."""
        rows = "/".join("".join(LETTERS[self.board[square(row, column)]]
                                for column in range(SIZE)) for row in range(SIZE))
        king_row, king_column = row_col(self.king)
        if self.draw is None:
            draw = f"?{self.hidden_draw}"
            last = "v-" if self.concealed else f"v{SEAT_LETTERS[self._viewer or 0]}"
        else:
            draw, last = _cards(self.draw), f"s{self.seed}"
        return " ".join([rows, f"{king_row},{king_column}", SEAT_LETTERS[self.seat],
                         _cards(self.hands[0]), _cards(self.hands[1]), draw,
                         _cards(self.discard), f"p{self.passes}", last])

    @classmethod
    def from_position(cls, text: str, display: str = "colours") -> "RosesState":
        """Read ``position()``; NotationError if ``text`` is not a position or its cards
        are not the 24 cards exactly once."""
        fields = text.split()
        if len(fields) != 9:
            raise NotationError("a position is BOARD ROW,COLUMN SEAT HAND_R HAND_B DRAW "
                                "DISCARD pPASSES sSEED (or vSEAT in a view)")
        board = _read_board(fields[0])
        king_match = _KING.fullmatch(fields[1])
        if king_match is None:
            raise NotationError("{field!r} is not the king's square, like 4,4 (row and "
                                "column from 0 to 8)", field=fields[1])
        king = square(int(king_match.group(1)), int(king_match.group(2)))
        if fields[2] not in ("R", "B"):
            raise NotationError("the player to move is R or B, not {field!r}", field=fields[2])
        hands = [_read_cards(fields[3]), _read_cards(fields[4])]
        hidden = _HIDDEN.fullmatch(fields[5])
        draw = None if hidden else _read_cards(fields[5])
        discard = _read_cards(fields[6])
        passes_match = _PASSES.fullmatch(fields[7])
        if passes_match is None:
            raise NotationError("{field!r} is not the passes in a row, p0, p1 or p2",
                                field=fields[7])
        concealed = hidden is not None and fields[8] == "v-"
        seed, viewer = (None, None) if concealed else _read_last(fields[8], hidden is not None)
        state = cls(board, king, hands, draw, discard, SEAT_LETTERS.index(fields[2]),
                    int(passes_match.group(1)), seed,
                    int(hidden.group(1)) if hidden else 0, viewer, display, concealed)
        state._check()
        return state

    def _check(self) -> None:
        """Refuse what no game reaches: too many cards or pawns, cards twice, a king off
        its pawn."""
        if any(len(hand) > HAND_LIMIT for hand in self.hands):
            raise NotationError("a hand holds at most {most} cards", most=HAND_LIMIT)
        shown = [card for hand in self.hands for card in hand] + self.discard + \
            (self.draw or [])
        if len(set(shown)) != len(shown):
            raise NotationError("a card appears twice")
        if len(shown) + (self.hidden_draw if self.draw is None else 0) != len(DECK):
            raise NotationError("the hands and piles must hold the 24 cards in all")
        if max(self.placed) > PAWNS:
            raise NotationError("a player has at most {most} pawns", most=PAWNS)
        if any(self.placed) and self.board[self.king] == EMPTY:
            raise NotationError("the king stands on the last pawn placed, not on an empty "
                                "square")
        if not any(self.placed) and self.king != CENTRE:
            raise NotationError("before the first pawn the king is on the centre square, 4,4")


def _card_name(card: Card) -> str:
    return card.name


def _cards(cards: list[Card]) -> str:
    return ",".join(card.name for card in cards) or "-"


def _read_cards(text: str) -> list[Card]:
    """Cards of the position notation, separated by commas, ``-`` for none."""
    if text == "-":
        return []
    cards = []
    for part in text.split(","):
        match = _CARD.fullmatch(part)
        if match is None or match.group(1) != match.group(1).upper():
            raise NotationError("{field!r} is not cards like N2,SO3, nor - (none)",
                                field=text)
        cards.append(Card(match.group(1), int(match.group(2))))
    return cards


def _read_board(text: str) -> list[int]:
    rows = text.split("/")
    codes = {letter: colour for colour, letter in LETTERS.items()}
    if len(rows) != SIZE or any(len(row) != SIZE or not set(row) <= set(codes)
                                for row in rows):
        raise NotationError("the board is 9 rows of 9 characters . R or B, separated by /")
    return [codes[letter] for row in rows for letter in row]


def _read_last(text: str, hidden: bool) -> tuple[int | None, int | None]:
    """The seed of a whole position, or the seat a view was made for."""
    seed, viewer = _SEED.fullmatch(text), _VIEWER.fullmatch(text)
    if hidden and viewer:
        return None, SEAT_LETTERS.index(viewer.group(1))
    if not hidden and seed and int(seed.group(1)) <= MAX_SEED:
        return int(seed.group(1)), None
    if hidden:
        raise NotationError("a view (a draw pile written ?N) ends with the seat it was made "
                            "for, vR or vB, not {field!r}", field=text)
    raise NotationError("{field!r} is not the reshuffle seed, like s12345", field=text)


def new_state(options: Mapping[str, OptionValue], seed: int) -> RosesState:
    """The cards shuffled with the seed; Red starts."""
    return RosesState.deal(seed, str(options.get("display", "colours")))


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> RosesState:
    """A position read from its notation."""
    return RosesState.from_position(text, str(options.get("display", "colours")))
