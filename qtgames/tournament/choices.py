"""A run's choices as a person gives them, in words, checked once for the command line
(``qtgames match`` and ``tournament``) and for the tournament window: the rating model,
the time control, adjudication, openings and exports.

Each function takes the text the person typed (the options' own forms: ``NAME=ELO``,
``40/60+0.5``, ``score=S moves=N``) and gives what ``TournamentConfig`` holds, or one
BadInput naming the option. The module imports only what it uses, when it uses it: the
command line builds its parser from ``RANGES`` at every start.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgames.core.errors import BadInput

if TYPE_CHECKING:
    from qtgames.ai.adjudication import Adjudication
    from qtgames.tournament.ratings import RatingModel
    from qtgames.tournament.runner import Tournament

#: The allowed range of each number a run takes, by option name (``--max-moves``:
#: ``max_moves``).
RANGES: dict[str, tuple[float, float]] = {
    "offset": (-10_000, 10_000),  # the ratings' average
    "prior": (0, 100),  # virtual draws per pair of players who met
    "max_moves": (1, 100_000),  # a cap on a game's moves
}


def check_range(name: str, value: float, bounds: tuple[float, float] | None = None) -> None:
    """Refuse ``value`` outside ``bounds`` (by default the range ``RANGES`` gives option
    ``name``) with a BadInput naming the option as the command line spells it."""
    low, high = RANGES[name] if bounds is None else bounds
    if not (isinstance(value, int) or math.isfinite(value)) or not low <= value <= high:
        raise BadInput("--{name} must be between {low} and {high}, not {value}",
                       name=name.replace("_", "-"), low=_number(low), high=_number(high),
                       value=value)


def player_names(entries: Sequence[str]) -> tuple[list[str], dict[str, str]]:
    """The players' names in a run, in order, a player given twice under a second name
    ("easy (2)"), and those second names: {name: player}."""
    names: list[str] = []
    aliases: dict[str, str] = {}
    for player in entries:
        name, count = player, 1
        while name in names:
            count += 1
            name = f"{player} ({count})"
        names.append(name)
        if name != player:
            aliases[name] = player
    return names, aliases


def _number(value: float) -> str:
    """``value`` as a person writes it: 600 rather than 600.0, 0.01 rather than 1e-02."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def rating_model(anchor: str | None = None, offset: float = 0.0,
                 prior: float | None = None, first_move: bool = False) -> "RatingModel":
    """The ratings' model: ``anchor`` ``NAME=ELO`` (or the ratings averaging ``offset``),
    ``prior`` virtual draws per pair of players who met (None: plain maximum
    likelihood), and whether the first move's advantage is fitted."""
    from qtgames.tournament.ratings import RatingModel

    check_range("offset", offset)
    if prior is not None:
        check_range("prior", prior)
    pinned = RatingModel.parse_anchor(anchor) if anchor else None
    if pinned is not None and offset:
        raise BadInput("--anchor and --offset: one or the other")
    return RatingModel(prior_draws=prior, anchor=pinned, offset=offset,
                       first_move=first_move)


def time_control(text: str | None) -> str | None:
    """The time control ``text`` spells (``40/60+0.5``, ``60+1``), in its usual form;
    None for none (an empty text is refused: it spells none)."""
    if text is None:
        return None
    from qtgames.core.timecontrol import TimeControl

    return TimeControl.parse(text).text


def max_moves(value: int | None) -> int | None:
    """A cap on a game's moves (None: the game's own)."""
    if value is not None:
        check_range("max_moves", value)
    return value


def adjudication(resign: Sequence[str] | None = None,
                 draw: Sequence[str] | None = None) -> "Adjudication | None":
    """The rules that end a game by the players' scores: ``resign`` and ``draw``, each
    ``score=S moves=N`` as words (None or no words: not that rule)."""
    if not resign and not draw:
        return None
    from qtgames.ai.adjudication import Adjudication, ScoreRule

    return Adjudication(resign=ScoreRule.parse("--resign", resign) if resign else None,
                        draw=ScoreRule.parse("--draw", draw) if draw else None)


def openings(path: str | None, none: bool = False) -> tuple[tuple[str, ...], bool]:
    """The openings' lines and whether the game's own openings are used: those of the
    file at ``path``, none at all with ``none``, else the game's own."""
    if path:
        if none:
            raise BadInput("--openings and --no-openings: one or the other")
        from qtgames.tournament.openings import read_openings

        return read_openings(path), True
    return (), not none


@dataclass(frozen=True)
class Exports:
    """Where a run's games go when it ends, besides its results file: one CSV row each
    (``csv``), and each as a text file of its moves in the game's notation in the
    ``games`` folder (None: not written)."""

    csv: str | None = None
    games: str | None = None

    def __bool__(self) -> bool:
        return bool(self.csv or self.games)

    def check(self) -> None:
        """Refuse, before any game is played, a place that cannot be written."""
        import qtgames.tournament.export as export

        if self.games:
            export.check_games_folder(self.games)
        if self.csv:
            export.check_csv_path(self.csv)

    def write(self, tournament: "Tournament") -> None:
        """Write the games ``tournament`` counts (it kept their lines), in the tables'
        order."""
        import qtgames.tournament.export as export
        import qtgames.tournament.report as report

        lines = export.ordered(tournament.counted_lines(),
                               report.pairings(tournament.counted, tournament.players))
        if self.csv:
            export.write_csv(lines, self.csv)
        if self.games:
            export.write_games(lines, export.check_games_folder(self.games))
