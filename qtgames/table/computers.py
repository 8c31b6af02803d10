"""The computer players of a table: one object per computer seat for the whole game, made
when the game starts or a seat changes hands and kept across moves (a player may remember
its plan from one move to the next), plus one more object for hints, never used by a seat;
going back in the history starts every player afresh, as a new game does.

A player object is not thread-safe: a shell that searches in another thread hands an
object to one search at a time, and discards (``discard``) an object whose search it
abandoned while the search still runs, so that the seat gets a fresh one.
"""

from qtgames.ai.player import AnyPlayer
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.rng import derive_seed
from qtgames.players import make_hint_player, make_player
from qtgames.table.choices import RANDOM, hint_level


class ComputerPlayers:
    """The computer players of ``record``'s seats, and the one that gives hints."""

    def __init__(self, record: GameRecord) -> None:
        """Players for ``record``, made when first asked for."""
        self.record = record
        #: Per computer seat: the player's name and the object playing it.
        self._players: dict[int, tuple[str, AnyPlayer]] = {}
        self._hint_player: AnyPlayer | None = None
        #: Counts the history changes, so that fresh players get fresh seeds.
        self._generation = 0

    def player(self, seat: int) -> AnyPlayer:
        """The object playing computer seat ``seat``: the same one move after move, until
        the seat changes hands or the history goes back."""
        record = self.record
        name = record.seats[seat].player
        if name == HUMAN:
            raise ValueError(f"seat {seat} is played by a person")
        kept = self._players.get(seat)
        if kept is None or kept[0] != name:
            if kept is not None:
                kept[1].close()
            kept = (name, make_player(record.spec, name, self._seed("player", seat),
                                      record.options))
            self._players[seat] = kept
        return kept[1]

    def hint_player(self) -> AnyPlayer:
        """The object that suggests moves (never one playing a seat)."""
        if self._hint_player is None:
            level = hint_level(self.record.spec)
            self._hint_player = make_hint_player(self.record.spec,
                                                 level.name if level else RANDOM,
                                                 self._seed("hint"))
        return self._hint_player

    def discard(self, player: AnyPlayer) -> None:
        """Never hand out ``player`` again (its search was abandoned while it still ran in
        another thread); its seat, or the hints, get a fresh object when next asked."""
        self._players = {seat: kept for seat, kept in self._players.items()
                         if kept[1] is not player}
        if self._hint_player is player:
            self._hint_player = None

    def close(self) -> None:
        """End the seats' players' outside processes (the game is left); the seats get
        fresh players if the game goes on."""
        for _, player in self._players.values():
            player.close()
        self._players.clear()

    def start_afresh(self) -> None:
        """Forget every player: what they remember belongs to a line of play left."""
        self.close()
        self._hint_player = None
        self._generation += 1

    def _seed(self, *labels: object) -> int:
        return derive_seed(self.record.seed, *labels, self._generation)
