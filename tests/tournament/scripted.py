"""A stand-in executor whose games end as a script says, for tables computed by hand."""

from collections.abc import Callable, Iterable, Iterator

from qtgames.core.outcome import Outcome
from qtgames.players.arena import GameResult
from qtgames.plugins import load_games
from qtgames.tournament.games import GameJob, Line, game_line

#: (A, B, game number) -> "a", "b" or "draw".
Script = Callable[[str, str, int], str]


def stronger_wins(order: list[str]) -> Script:
    """The player earlier in ``order`` wins every game."""
    return lambda a, b, index: "a" if order.index(a) < order.index(b) else "b"


class Scripted:
    """Games decided by ``script``, each a real results line (of a game with no moves)."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.spec = load_games().get("reversi")
        self.played: list[GameJob] = []

    def run(self, jobs: Iterable[GameJob]) -> Iterator[tuple[GameJob, Line]]:
        for job in jobs:
            self.played.append(job)
            verdict = self.script(job.a, job.b, job.index)
            b_seats = tuple(seat for seat in range(len(job.seats)) if seat not in job.a_seats)
            winners = {"a": job.a_seats, "b": b_seats, "draw": ()}[verdict]
            result = GameResult(Outcome(frozenset(winners), "scripted"), job.seats,
                                ((0.25,), (0.5,)), 2)
            yield job, game_line(self.spec, job, result)

    def close(self) -> None:
        pass
