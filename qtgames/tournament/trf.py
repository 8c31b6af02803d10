"""TRF(x), the federations' tournament report file: a Swiss tournament written so that an
arbiter's own tools (bbpPairings, JaVaFo, Swiss-Manager) can check its pairings, and read
back.

A player line (``001``) holds, at fixed columns, the player's pairing number, name,
rating, points and rank, then ten columns a round: the opponent's pairing number, the
colour (``w``: the first side, ``b``: the second, ``-``: none) and the result (``1``,
``=``, ``0`` for a played game; ``+`` and ``-`` for a game won or lost by forfeit, the
players not having met; ``U`` for the pairing-allocated bye; ``H``, ``F``, ``Z`` for the
byes of an absent player). ``XXR`` gives the number of rounds, ``XXC white1`` the colour
of the first player in round one.

Files from outside are hostile: a line too long, a field out of range or a player number
that is not one of the file's is refused with one message naming the line.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from qtgames.core.errors import BadInput
from qtgames.core.safetext import printable
from qtgames.tournament.dutch import DOWN, FIRST, LEVEL, SECOND, UP, History

if TYPE_CHECKING:
    from qtgames.tournament.runner import Tournament

#: Most players and rounds a file may hold, and the longest line read.
MOST_PLAYERS, MOST_ROUNDS, LINE_LIMIT = 9999, 99, 4000
#: The results of a played game, of a game decided by forfeit, and of the byes.
PLAYED, FORFEITS, BYES = "1=0WDL", "+-", "UHFZ"
#: Column where the first round begins (0-based), and the width of a round.
ROUNDS_AT, ROUND_WIDTH = 89, 10


@dataclass(frozen=True)
class TrfGame:
    """One round of one player: the opponent (None: none), colour and result codes."""

    opponent: int | None
    colour: str
    result: str

    @property
    def played(self) -> bool:
        """Whether the game was played over the board (it counts for colours and for
        the players having met)."""
        return self.opponent is not None and self.result in PLAYED

    def points(self) -> float:
        """The points the result gives."""
        return {"1": 1.0, "W": 1.0, "+": 1.0, "U": 1.0, "F": 1.0, "=": 0.5, "D": 0.5,
                "H": 0.5}.get(self.result, 0.0)


@dataclass
class TrfPlayer:
    """A player line."""

    number: int
    name: str
    rating: int = 0
    points: float = 0.0
    rank: int = 0
    games: list[TrfGame] = field(default_factory=list)


@dataclass
class Trf:
    """A tournament report: its players by pairing number, its rounds and the first
    player's colour in round one (``w`` or ``b``)."""

    players: dict[int, TrfPlayer]
    rounds: int = 0
    first_colour: str = "w"
    name: str = ""

    def played_rounds(self) -> int:
        """Rounds with a result recorded."""
        return max((len(p.games) for p in self.players.values()), default=0)


def write(trf: Trf) -> str:
    """``trf`` as the text of a TRF(x) file."""
    lines = [f"012 {printable(trf.name, 60)}".rstrip()] if trf.name else []
    for number in sorted(trf.players):
        player = trf.players[number]
        name = printable(player.name, 33).replace("\n", " ")[:33]
        rating = f"{player.rating:4d}" if player.rating else "    "
        head = (f"001 {number:4d}      {name:<33} {rating}{' ' * 28}"
                f"{player.points:4.1f} {player.rank:4d}")
        rounds = "".join(f"  {'0000' if game.opponent is None else f'{game.opponent:4d}'} "
                         f"{game.colour} {game.result}" for game in player.games)
        lines.append(head + rounds)
    lines.append(f"XXR {trf.rounds}")
    lines.append(f"XXC {'white1' if trf.first_colour == 'w' else 'black1'}")
    return "\n".join(lines) + "\n"


def read(text: str) -> Trf:
    """The tournament of TRF(x) ``text``; a BadInput naming the line that is not one."""
    players: dict[int, TrfPlayer] = {}
    trf = Trf(players)
    for number, line in enumerate(text.replace("\r\n", "\n").replace("\r", "\n")
                                  .split("\n"), start=1):
        if len(line) > LINE_LIMIT:
            raise BadInput("TRF line {number} is too long", number=number)
        try:
            if line.startswith("001"):
                player = _player(line)
                if player.number in players:
                    raise ValueError(f"player {player.number} twice")
                players[player.number] = player
            elif line.startswith("012"):
                trf.name = line[4:].strip()
            elif line.startswith("XXR"):
                trf.rounds = _bounded(line[3:], 1, MOST_ROUNDS)
            elif line.startswith("XXC"):
                words = line[3:].split()
                trf.first_colour = "b" if "black1" in words else "w"
        except ValueError as error:
            raise BadInput("TRF line {number} is not one: {reason}", number=number,
                           reason=printable(str(error), 200)) from None
    for player in players.values():
        for game in player.games:
            if game.opponent is not None and game.opponent not in players:
                raise BadInput("TRF player {player} meets player {opponent}, who is not "
                               "in the file", player=player.number, opponent=game.opponent)
    if not trf.rounds:
        trf.rounds = trf.played_rounds()
    if not any(line.startswith("XXC") for line in text.splitlines()):
        trf.first_colour = _first_colour(trf)
    return trf


def _first_colour(trf: Trf) -> str:
    """The initial colour a file without ``XXC`` implies: the first round's colour of the
    first player who had one, reversed for an even pairing number."""
    for number in sorted(trf.players):
        games = trf.players[number].games
        if games and games[0].colour in "wb":
            colour = games[0].colour
            return colour if number % 2 else {"w": "b", "b": "w"}[colour]
    return "w"


def _bounded(text: str, low: int, high: int) -> int:
    value = int(text.strip())
    if not low <= value <= high:
        raise ValueError(f"{value} is not between {low} and {high}")
    return value


def _player(line: str) -> TrfPlayer:
    """One ``001`` line."""
    number = _bounded(line[4:8], 1, MOST_PLAYERS)
    rating_text = line[48:52].strip()
    rating = int(rating_text) if rating_text.isdigit() else 0
    points_text = line[80:84].strip()
    points = float(points_text) if points_text else 0.0
    rank_text = line[85:89].strip()
    rank = int(rank_text) if rank_text.isdigit() else 0
    games: list[TrfGame] = []
    for start in range(ROUNDS_AT, len(line.rstrip()), ROUND_WIDTH):
        block = line[start:start + ROUND_WIDTH].ljust(ROUND_WIDTH)
        opponent_text, colour, result = block[2:6].strip(), block[7], block[9]
        if len(games) >= MOST_ROUNDS:
            raise ValueError("too many rounds")
        if colour not in "wb- " or result not in PLAYED + FORFEITS + BYES + " ":
            raise ValueError(f"round {len(games) + 1} is not opponent, colour, result")
        opponent = int(opponent_text) if opponent_text.isdigit() else 0
        if opponent > MOST_PLAYERS:
            raise ValueError(f"round {len(games) + 1}: no player {opponent}")
        games.append(TrfGame(opponent or None, colour if colour != " " else "-",
                             result if result != " " else "Z"))
    return TrfPlayer(number, line[14:47].strip(), rating, points, rank, games)


def histories(trf: Trf, rounds: int) -> dict[str, History]:
    """Each player's history (score, opponents met, colours, byes, floats) over the first
    ``rounds`` rounds, players named by pairing number; a forfeit win or a full-point
    bye counts as a bye (after any of them no bye is due), a forfeited game neither as a
    meeting nor as a colour, and points without playing as a float down."""
    result = {str(number): History() for number in trf.players}
    for index in range(rounds):
        before = {number: result[str(number)].score for number in trf.players}
        for number, player in trf.players.items():
            history = result[str(number)]
            game = (player.games[index] if index < len(player.games)
                    else TrfGame(None, "-", "Z"))
            history.score += game.points()
            if game.played and game.opponent is not None:
                history.opponents.add(str(game.opponent))
                history.colours.append(FIRST if game.colour == "w" else SECOND)
                difference = before[number] - before[game.opponent]
                history.floats.append(DOWN if difference > 0 else UP if difference < 0
                                      else LEVEL)
            else:  # a point or half without playing floats down, like a bye
                history.floats.append(DOWN if game.points() > 0 else LEVEL)
                if game.result == "U" or game.points() >= 1:
                    history.byes += 1
    return result


def round_pairing(trf: Trf, number: int) -> tuple[list[tuple[str, str]], str | None,
                                                   list[str]]:
    """Round ``number``'s pairs (first side, second side), bye and absent players, as
    recorded; players named by pairing number."""
    pairs, bye, absent = [], None, []
    for player_number, player in sorted(trf.players.items()):
        game = player.games[number - 1] if len(player.games) >= number else None
        if game is None or (game.opponent is None and game.result != "U"):
            absent.append(str(player_number))
        elif game.opponent is None:
            bye = str(player_number)
        elif game.colour == "w":
            pairs.append((str(player_number), str(game.opponent)))
    return pairs, bye, absent


def from_swiss(names: Sequence[str], rounds: int,
               pairings: Iterable[tuple[int, str, str, float]],
               byes: Mapping[str, Sequence[int]], ranks: Mapping[str, int],
               points: Mapping[str, float], name: str = "") -> Trf:
    """The report of a Swiss tournament of ``names`` (pairing numbers in that order):
    ``pairings`` as (round, first side, second side, the first side's points), the
    ``byes`` of each player by round, final ``ranks`` and ``points``."""
    number = {player: place for place, player in enumerate(names, start=1)}
    played_rounds = max([0, *(r for r, _, _, _ in pairings),
                         *(r for taken in byes.values() for r in taken)])
    grid: dict[str, list[TrfGame]] = {p: [TrfGame(None, "-", "Z")] * played_rounds
                                      for p in names}
    for round_number, first, second, first_points in pairings:
        code = {1.0: ("1", "0"), 0.0: ("0", "1")}.get(first_points, ("=", "="))
        grid[first][round_number - 1] = TrfGame(number[second], "w", code[0])
        grid[second][round_number - 1] = TrfGame(number[first], "b", code[1])
    for player, taken in byes.items():
        for round_number in taken:
            grid[player][round_number - 1] = TrfGame(None, "-", "U")
    players = {number[p]: TrfPlayer(number[p], p, 0, points[p], ranks[p], grid[p])
               for p in names}
    return Trf(players, rounds, "w", name)


def check_trf_choice(format_name: str, games: int) -> None:
    """Refuse a TRF(x) file for a run that is not a Swiss of one game a round (a TRF
    round holds one game)."""
    if format_name != "swiss" or games != 1:
        raise BadInput("--trf is for a Swiss tournament (--format swiss) of one game a "
                       "round (--games 1)")


def tournament_trf(tournament: "Tournament") -> Trf:
    """The report of the Swiss ``tournament`` so far."""
    from qtgames.tournament.formats import Swiss

    fmt = tournament.format
    assert isinstance(fmt, Swiss)
    book = tournament.counted
    pairings = []
    for number, key, a, b in fmt.pairings:
        a_points, _, games = book.pairing_points(key)
        if games:
            pairings.append((number, a, b, a_points))
    ranks = {player: place for place, player in fmt.standings(book)}
    points = {player: fmt.score(book, player) for player in fmt.players}
    return from_swiss(fmt.players, fmt.rounds or 1, pairings, fmt.bye_rounds, ranks,
                      points, f"qtgames {tournament.config.game} Swiss")
