"""Zen l'Initié, the whole game in its variants (``rules.en.md``): the rules model the
game declares, with its factories. One round's moves are in ``round.py``.

- Variant 1: "échec et mat" ends the game at once, the checking player winning.
- Variant 2: variant 1, played as a match of rounds to 7 points.
- Variant 3: rule (b) dropped, a match to 7 points, no échec.

A finished round that does not end the match leaves a single, forced move, ``next``, which
scores nothing itself and sets up the next round: so rounds, scores and who starts are part
of the move list, and undo, redo and save files work across rounds. The losing colour
starts the next round; after a drawn round, the colour that did not start it. A round is
drawn, among other ways, when a position comes back for the third time (``round.py``);
each round counts its own positions, from its start.

Position notation: the single-round notation, then ``v`` and the variant (``v0`` to
``v3``), the scores ``BLACK-WHITE``, the colour that started this round (0 Black, 1 White),
and the finished round waiting for ``next`` (``-``, or the winning colour ``b``/``w``
followed by the points, ``d0`` for a draw). Only a match (variants 2 and 3) has scores other
than ``0-0`` or a finished round; none waits once a side has 7 points. Numbers are written
in ASCII digits.
"""

import re
from collections.abc import Mapping
from typing import Final

from qtgames.core.errors import NotationError
from qtgames.core.i18n import N_
from qtgames.core.moves import SpecialMove
from qtgames.core.options import OptionValue, first_seat
from qtgames.core.outcome import Outcome
from qtgames_zen.check import is_check, is_mate
from qtgames_zen.round import (
    BLACK_PAWN,
    SEATS_2,
    SEATS_4,
    WHITE_PAWN,
    RepetitionKey,
    ZenMove,
    ZenSaved,
    ZenState,
)
from qtgames_zen.scoring import round_points

#: The colours, in seat order: the option ``first`` names one.
COLOURS = ("black", "white")
#: The move that ends the pause between two rounds of a match (``next``).
NEXT_ROUND: Final = SpecialMove.NEXT_ROUND
#: Points that win a match.
TARGET = 7
#: The variants: the basic rules; échec and échec et mat; échec as a match to 7 points;
#: free Zen (rule (b) dropped) as a match to 7 points.
_, CHECK, CHECK_MATCH, FREE_ZEN_MATCH = VARIANTS = (0, 1, 2, 3)
_VARIANT = re.compile(r"v([0-3])")
_SCORES = re.compile(r"([0-9]{1,3})-([0-9]{1,3})")
_PENDING = re.compile(r"-|([bw])([0-9]{1,3})|d0")


#: Match state before a move (scores, finished round, starter); for ``next``, the round
#: it left (board, seat, rule (a) square, outcome, repetition counts); for a move of the
#: round, what the round needs to undo it.
MatchSaved = tuple[tuple[tuple[int, int], tuple[int, int] | None, int],
                   tuple[tuple[int, ...], int, int | None, Outcome | None,
                         dict[RepetitionKey, int]] | None,
                   ZenSaved | None]


class ZenGame(ZenState[MatchSaved]):
    """A game (or match) of Zen l'Initié in one of the four variants."""

    def __init__(self, board: list[int], seat: int, players: int = 2,
                 forbidden: int | None = None, variant: int = 0,
                 scores: tuple[int, int] = (0, 0), starter: int = 0,
                 pending: tuple[int, int] | None = None, ply: int = 0) -> None:
        super().__init__(board, seat, players, forbidden, variant == FREE_ZEN_MATCH, ply)
        self.variant = variant
        self.scores = list(scores)
        self.starter = starter
        self.pending = pending  # (winning team or -1 for a draw, points) of a finished round

    @classmethod
    def new(cls, players: int = 2, first: int = 0, variant: int = 0) -> "ZenGame":
        """The start of a game; ``first`` is the colour that moves first (0 Black)."""
        board = ZenState.start(players, first).board
        return cls(board, first, players, None, variant, (0, 0), first)

    @property
    def is_match(self) -> bool:
        """True in the variants played to 7 points."""
        return self.variant in (CHECK_MATCH, FREE_ZEN_MATCH)

    @property
    def has_check(self) -> bool:
        """True in the variants with échec, where échec et mat wins at once."""
        return self.variant in (CHECK, CHECK_MATCH)

    def in_check(self) -> bool:
        """True when échec is announced: in a variant with échec, during a round, the
        player who just moved could link their chain with their next move."""
        return (self.has_check and self.ply() > 0 and self.pending is None
                and not self.is_over() and is_check(self))

    def _judge(self, mover_team: int) -> Outcome | None:
        result = super()._judge(mover_team)
        if result is None and self.has_check and is_mate(self):
            seats = frozenset(s for s in range(self.players) if s % 2 == mover_team)
            result = Outcome(seats, "mate")
        return self._score_round(result)

    def _round_goes_on(self) -> bool:
        """False between two rounds of a match."""
        return self.pending is None

    def _nobody_can_move(self) -> Outcome | None:
        """A drawn round: the end of a single game, or of one round of a match."""
        return self._score_round(super()._nobody_can_move())

    def _repeated(self) -> Outcome | None:
        """A round drawn by repetition: the end of a single game, or of one round."""
        return self._score_round(super()._repeated())

    def _score_round(self, result: Outcome | None) -> Outcome | None:
        """In a match, a round's result scores and the match goes on (``pending``) unless a
        side has reached the target; in a single game the result stands."""
        if result is None or not self.is_match:
            return result
        if result.is_draw:
            winner, points = -1, 0
        else:
            winner = self.team_of(next(iter(result.winners)))
            points = round_points(self, (BLACK_PAWN, WHITE_PAWN)[1 - winner])
            self.scores[winner] += points
        if max(self.scores) >= TARGET:
            leader = 0 if self.scores[0] >= TARGET else 1
            seats = frozenset(s for s in range(self.players) if s % 2 == leader)
            return Outcome(seats, "match", (self.scores[0], self.scores[1]))
        self.pending = (winner, points)
        return None

    @property
    def rounds(self) -> list[tuple[int, int]]:
        """(winning team or -1, points) of every round finished before this one, as far as
        this object has seen them (a position read from its notation starts afresh)."""
        return [saved[0][1] for move, saved in self.history()
                if move is NEXT_ROUND and saved[0][1] is not None]

    def next_starter(self) -> int:
        """The colour that starts the next round: the loser, or after a draw the colour that
        did not start the drawn round."""
        winner = self.pending[0] if self.pending is not None else -1
        return 1 - winner if winner >= 0 else 1 - self.starter

    def legal_moves(self) -> list[ZenMove]:
        """``[next]`` between two rounds, else the moves of the round."""
        if self.pending is not None and self._outcome is None:
            return [NEXT_ROUND]
        return super().legal_moves()

    def forced_move(self) -> ZenMove | None:
        """``next`` between rounds, a pass when it is the only move."""
        if self.pending is not None and self._outcome is None:
            return NEXT_ROUND
        return super().forced_move()

    def _apply(self, move: ZenMove) -> MatchSaved:
        """Play a move of the round, or set up the next round."""
        match = ((self.scores[0], self.scores[1]), self.pending, self.starter)
        if move is not NEXT_ROUND:
            return match, None, self._play_in_round(move)
        between = (tuple(self.board), self.seat, self.forbidden, self._outcome, self._seen)
        self.starter = self.next_starter()
        self.board = ZenState.start(self.players, self.starter).board
        self.seat = self.starter
        self.forbidden = None
        self.pending = None
        self._seen = {self._repetition_key(): 1}
        return match, between, None

    def _revert(self, move: ZenMove, saved: MatchSaved) -> None:
        """Take back the last move, or go back into the finished round."""
        (scores, pending, starter), between, in_round = saved
        if between is not None:
            # Copies: a copy of this state shares the history, and so these containers.
            board, self.seat, self.forbidden, self._outcome, seen = between
            self.board, self._seen = list(board), dict(seen)
        else:
            assert in_round is not None
            self._undo_in_round(move, in_round)
        self.scores, self.pending, self.starter = list(scores), pending, starter

    def _own_containers(self) -> None:
        """A copy gets its own board and scores."""
        super()._own_containers()
        self.scores = list(self.scores)

    def key(self) -> tuple[object, ...]:
        """The round's key with the match state."""
        return (*super().key(), tuple(self.scores), self.pending, self.starter)

    def format_move(self, move: ZenMove) -> str:
        """``next`` between rounds, else the round's notation."""
        return "next" if move is NEXT_ROUND else super().format_move(move)

    def parse_move(self, text: str) -> ZenMove:
        """``next`` between rounds, else the round's notation."""
        return NEXT_ROUND if text.strip().lower() == "next" else super().parse_move(text)

    def check_move(self, move: ZenMove) -> str | None:
        """``next`` only between rounds; the round's rules otherwise."""
        if self.pending is not None and self._outcome is None:
            return None if move is NEXT_ROUND else N_("the round is over: play next")
        if move is NEXT_ROUND:
            return N_("the round is not over")
        return super().check_move(move)

    def adjudicate(self) -> Outcome:
        """A match cut short goes to the higher score; a single game is a draw."""
        if self.is_match and self.scores[0] != self.scores[1]:
            leader = 0 if self.scores[0] > self.scores[1] else 1
            seats = frozenset(s for s in range(self.players) if s % 2 == leader)
            return Outcome(seats, "adjudicated", (self.scores[0], self.scores[1]))
        return Outcome(frozenset(), "adjudicated")

    def position(self) -> str:
        """The round's notation followed by the match state (module docstring)."""
        # A draw is -1, which indexes "d".
        pending = "-" if self.pending is None else "bwd"[self.pending[0]] + str(self.pending[1])
        return (f"{super().position()} v{self.variant} {self.scores[0]}-{self.scores[1]} "
                f"{self.starter} {pending}")

    @classmethod
    def from_notation(cls, text: str) -> "ZenGame":
        """Read the notation of ``position()``, judged (see ``_judge_read``); NotationError
        if a field is not one, or the match state cannot happen (scores or a finished round
        outside a match, a finished round once the match is won, both sides at 7 points)."""
        fields = text.split()
        if len(fields) != 8:
            raise NotationError("a position is ROWS SEAT ZEN-SQUARE PLAYERS vVARIANT "
                                "SCORES STARTER PENDING")
        variant_field, scores_field, starter_field, pending_field = fields[4:]
        variant_match = _VARIANT.fullmatch(variant_field)
        if variant_match is None:
            raise NotationError("{field!r} is not a variant: v0, v1, v2 or v3",
                                field=variant_field)
        variant = int(variant_match.group(1))
        scores_match = _SCORES.fullmatch(scores_field)
        if scores_match is None:
            raise NotationError("{field!r} is not the scores BLACK-WHITE, e.g. 3-5",
                                field=scores_field)
        black, white = int(scores_match.group(1)), int(scores_match.group(2))
        if starter_field not in ("0", "1"):
            raise NotationError("the colour that started the round is 0 (Black) or 1 (White), "
                                "not {field!r}", field=starter_field)
        pending_match = _PENDING.fullmatch(pending_field)
        if pending_match is None:
            raise NotationError("{field!r} is not a finished round: -, b or w with its "
                                "points, or d0", field=pending_field)
        pending = None
        if pending_field == "d0":
            pending = (-1, 0)
        elif pending_field != "-":
            pending = ("bw".index(pending_match.group(1)), int(pending_match.group(2)))
        if variant not in (CHECK_MATCH, FREE_ZEN_MATCH) and ((black, white) != (0, 0)
                                                            or pending is not None):
            raise NotationError("only a match (variants 2 and 3) has scores and a finished "
                                "round")
        if min(black, white) >= TARGET:
            raise NotationError("only one side can reach {target} points", target=TARGET)
        if max(black, white) >= TARGET and pending is not None:
            raise NotationError("the match is won: no round is waiting for next")
        if pending is not None and pending[0] >= 0 and pending[1] > (black, white)[pending[0]]:
            raise NotationError("the finished round's points are already in the scores: "
                                "they cannot be more than the winner's score")
        base = ZenState.from_position(" ".join(fields[:4]), free_zen=variant == FREE_ZEN_MATCH)
        game = cls(base.board, base.seat, base.players, base.forbidden, variant,
                   (black, white), int(starter_field), pending)
        game._judge_read()
        return game

    def _judge_read(self) -> None:
        """Judge a position just read: a match a side has won is over; a round waiting for
        ``next`` stays so; any other round is judged as if its last move had just been
        played (a finished round is scored then)."""
        if max(self.scores) >= TARGET:
            leader = 0 if self.scores[0] >= TARGET else 1
            seats = frozenset(s for s in range(self.players) if s % 2 == leader)
            self._outcome = Outcome(seats, "match", (self.scores[0], self.scores[1]))
        elif self.pending is None:
            super()._judge_read()


def new_state(options: Mapping[str, OptionValue], seed: int) -> ZenGame:
    """The start of a game; who starts is drawn from the seed when ``first=random``."""
    colour = first_seat(options, COLOURS, seed, "zen")
    return ZenGame.new(int(options["players"]), colour, int(options["variant"]))


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> ZenGame:
    """A position read from its notation, which carries the players and the variant."""
    return ZenGame.from_notation(text)


def seats_for(options: Mapping[str, OptionValue]) -> tuple[str, ...]:
    """The seats of a game: two players, or four in two teams."""
    return SEATS_2 if options["players"] == 2 else SEATS_4


def teams_for(options: Mapping[str, OptionValue]) -> tuple[int, ...]:
    """Each seat's team: Black's seats play for team 0, White's for team 1."""
    return (0, 1) if options["players"] == 2 else (0, 1, 0, 1)
