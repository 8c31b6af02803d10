"""The games a tournament has finished, and the scores they add up to."""

import hashlib
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from qtgames.players.arena import DRAW_RULE, MOVE_CAP, RESIGNATION
from qtgames.tournament.games import Line, a_points

#: The kinds of adjudication a results line may record, in the order tables show them.
ADJUDICATIONS = (MOVE_CAP, DRAW_RULE, RESIGNATION)


@dataclass(frozen=True)
class Played:
    """One finished game, reduced to what tables and figures need."""

    pairing: str
    index: int
    round: int
    a: str
    b: str
    a_points: float
    forfeit: tuple[str, str] | None  # (player, reason)
    plies: int
    #: Whether A moved first (the seat to move at the game's start; a line that does not
    #: record it: whether A held the first seat); None when not known.
    a_first: bool | None = None
    #: What tells this game from another (its start and moves): equal keys, same game.
    key: str = ""
    #: How the game was adjudicated (``qtgames.players.arena``: move cap, draw rule,
    #: resignation), None: it was not.
    adjudicated: str | None = None

    @property
    def b_points(self) -> float:
        """B's points: what A did not take."""
        return 1.0 - self.a_points


@dataclass
class Book:
    """Every game finished so far, in the order they finished, and each player's
    thinking times per move."""

    players: list[str]
    games: dict[tuple[str, int], Played] = field(default_factory=dict)
    order: list[Played] = field(default_factory=list)
    move_seconds: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    _points: dict[str, float] = field(default_factory=dict)
    _played: dict[str, int] = field(default_factory=dict)
    _h2h: dict[tuple[str, str], tuple[float, int]] = field(default_factory=dict)
    _pairings: dict[str, tuple[float, int]] = field(default_factory=dict)
    #: Per pairing: A's and B's seconds per move, then per turn.
    pairing_seconds: dict[str, tuple[list[float], list[float], list[float], list[float]]] = \
        field(default_factory=dict)

    def add(self, line: Line) -> Played:
        """Count the game of results line ``line`` (once, however often it is given)."""
        info = line["tournament"]
        key = (info["pairing"], info["index"])
        if key in self.games:
            return self.games[key]
        forfeit = None
        if info.get("forfeit"):
            seat, reason = info["forfeit"]
            forfeit = (_names(info)[seat], str(reason))
        played = Played(info["pairing"], info["index"], info.get("round", 0), info["a"],
                        info["b"], a_points(line), forfeit, info.get("plies", 0),
                        info.get("first", 0) in info["a_seats"],
                        str(info.get("key") or _key(line)), _kind(info.get("adjudicated")))
        self.add_played(played)
        a_moves, b_moves, a_turns, b_turns = self.pairing_seconds.setdefault(
            played.pairing, ([], [], [], []))
        a_seats = set(info["a_seats"])
        for seat, times in enumerate(info.get("seconds", [])):
            self.move_seconds[_names(info)[seat]].extend(times)
            (a_moves if seat in a_seats else b_moves).extend(times)
        for seat, times in enumerate(info.get("turn_seconds", [])):
            (a_turns if seat in a_seats else b_turns).extend(times)
        return played

    def add_played(self, played: Played) -> None:
        """Count ``played`` (its scores only: no thinking times)."""
        self.games[played.pairing, played.index] = played
        self.order.append(played)
        for player, opponent, points in ((played.a, played.b, played.a_points),
                                         (played.b, played.a, played.b_points)):
            self._points[player] = self._points.get(player, 0.0) + points
            self._played[player] = self._played.get(player, 0) + 1
            before = self._h2h.get((player, opponent), (0.0, 0))
            self._h2h[(player, opponent)] = (before[0] + points, before[1] + 1)
        before = self._pairings.get(played.pairing, (0.0, 0))
        self._pairings[played.pairing] = (before[0] + played.a_points, before[1] + 1)

    def distinct(self) -> int:
        """How many of the games finished are different games (start and moves)."""
        return len({played.key or f"{played.pairing}#{played.index}" for played in self.order})

    def get(self, pairing: str, index: int) -> Played | None:
        """The game ``index`` of ``pairing``, if finished."""
        return self.games.get((pairing, index))

    def points(self, player: str) -> float:
        """``player``'s points over every game."""
        return self._points.get(player, 0.0)

    def played(self, player: str) -> int:
        """How many games ``player`` has finished."""
        return self._played.get(player, 0)

    def head_to_head(self, player: str, opponent: str) -> tuple[float, int]:
        """``player``'s points against ``opponent`` and the games they played."""
        points, games = self._h2h.get((player, opponent), (0.0, 0))
        return points, games

    def pairing_points(self, pairing: str) -> tuple[float, float, int]:
        """A's and B's points in ``pairing`` and its games finished."""
        a, games = self._pairings.get(pairing, (0.0, 0))
        return a, games - a, games

    def leader(self) -> tuple[str, float, int] | None:
        """The player with the best score so far: (name, points, games)."""
        if not self.order:
            return None
        best = max(self.players, key=lambda p: (self.points(p) / max(self.played(p), 1),
                                                self.points(p)))
        return best, self.points(best), self.played(best)


def _key(line: Line) -> str:
    """The key of a game recorded without one: its start position and its moves (a
    seeded deal is not told apart: such games may count as fewer)."""
    text = "\n".join([str(line.get("position")), *map(str, line.get("moves", []))])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _names(info: dict[str, Any]) -> list[str]:
    """The table name of each seat's player."""
    names: list[str] = info.get("names") or info["players"]
    return names


def _kind(value: object) -> str | None:
    """A recorded adjudication kind, if it is one of the known ones."""
    return value if value in ADJUDICATIONS else None


def adjudications(games: list[Played]) -> dict[str, int]:
    """How many of ``games`` were adjudicated, by kind (every kind, in order)."""
    return {kind: sum(1 for game in games if game.adjudicated == kind)
            for kind in ADJUDICATIONS}
