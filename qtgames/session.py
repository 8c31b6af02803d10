"""What both shells do the same way with a game in progress; no Qt here.

The desktop app (``qtgames.app.session``) and the text version (``qtgames.cli.textgame``)
each wrap one ``Session`` around the game record they show. It decides:

- who may play a seat and how a player is named (``player_choices``, ``player_label``,
  ``player_title``), and which level gives hints (``hint_level``);
- the computer players: one object per computer seat for the whole game, made when the
  game starts or a seat changes hands and kept across moves (a player may remember its
  plan from one move to the next), plus one more object for hints, never used by a seat;
  going back in the history starts every player afresh, as a new game does;
- the unsaved rule: a game is modified when moves were played since it was last saved or
  opened; a game just opened, with no move played since, is not;
- restarting: the same game, options and players with a new seed (``fresh_record``);
- the autosave: the game in progress is saved after every move to one file in the user data
  folder (``autosave_path``, ``autosave``), and offered to continue on the next start.

A player object is not thread-safe: a shell that searches in another thread hands an
object to one search at a time, and discards (``discard``) an object whose search it
abandoned while the search still runs, so that the seat gets a fresh one.
"""

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from qtgames import paths
from qtgames.ai.arena import make_player
from qtgames.ai.player import AnyPlayer
from qtgames.core import saves
from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec, Level
from qtgames.core.i18n import N_, Translator, pick
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.rng import derive_seed
from qtgames.players import is_outside, outside_label

log = logging.getLogger(__name__)

RANDOM = N_("random")
AUTOSAVE_NAME = "autosave" + saves.EXTENSION


def autosave_path() -> Path:
    """Where the game in progress is saved after every move (by the app and the text
    version alike)."""
    return paths.data_dir() / AUTOSAVE_NAME


def autosave(record: GameRecord) -> bool:
    """Save ``record`` as the game in progress; False (and a warning in the log) when it
    cannot be written: the game goes on."""
    path = autosave_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.save(record, path)
    except (OSError, QtGamesError):
        log.warning("cannot autosave to %s", path, exc_info=True)
        return False
    return True


def player_choices(spec: GameSpec) -> tuple[str, ...]:
    """Who may play a seat, in menu order: ``human``, ``random``, then each level."""
    return (HUMAN, *spec.player_names())


def player_label(spec: GameSpec, player: str, tr: Translator) -> str:
    """A player's short name in ``tr``'s language: "human", "random", the level's label
    ("Easy"), or an outside player's file or program ("ia.py")."""
    if player in (HUMAN, RANDOM):
        return tr(player)
    if is_outside(player):
        return outside_label(player)
    return pick(spec.level(player).label, tr.lang)


def player_title(spec: GameSpec, player: str, tr: Translator) -> str:
    """A player as a list of who may play a seat names it: "Human", "Computer: Random",
    "Computer: Easy"."""
    if player == HUMAN:
        return tr("Human")
    level = tr("Random") if player == RANDOM else player_label(spec, player, tr)
    return tr("Computer: {level}", level=level)


def hint_level(spec: GameSpec) -> Level | None:
    """The level whose choice is given as a hint: the strongest (None: the game has no
    level, and hints come from a random player)."""
    return spec.levels[-1] if spec.levels else None


def fresh_record(record: GameRecord) -> GameRecord:
    """A new game like ``record``: the same game, options and players, a new seed."""
    return GameRecord(record.spec, record.options, None,
                      [seat.player for seat in record.seats])


class Session:
    """A game record being played, with its computer players and its saved state."""

    def __init__(self, record: GameRecord, saved: bool = False) -> None:
        """Play ``record``; ``saved`` when it was just opened from a file (not modified)."""
        self.record = record
        self._saved_moves: list[str] = list(record.moves) if saved else []
        #: Per computer seat: the player's name and the object playing it.
        self._players: dict[int, tuple[str, AnyPlayer]] = {}
        self._hint_player: AnyPlayer | None = None
        #: Counts the history changes, so that fresh players get fresh seeds.
        self._generation = 0

    @property
    def spec(self) -> GameSpec:
        """The game being played."""
        return self.record.spec

    # -- the unsaved rule ----------------------------------------------------------------

    @property
    def modified(self) -> bool:
        """True when moves were played since the game was last saved or opened."""
        return self.record.moves != self._saved_moves

    def mark_saved(self) -> None:
        """The game was just saved: it is not modified any more."""
        self._saved_moves = list(self.record.moves)

    # -- seats ---------------------------------------------------------------------------

    @property
    def human_to_move(self) -> bool:
        """True when a person chooses the next move."""
        state = self.record.state
        return not state.is_over() and self.record.seats[state.to_move()].is_human

    def set_players(self, players: Sequence[str]) -> None:
        """Change who plays each seat (``human``, ``random`` or a level name); a seat that
        changes hands gets a new player object, the others keep theirs."""
        for seat, player in enumerate(players):
            if player != self.record.seats[seat].player:
                self.record.set_player(seat, player)

    # -- computer players ----------------------------------------------------------------

    def player(self, seat: int) -> AnyPlayer:
        """The object playing computer seat ``seat``: the same one move after move, until
        the seat changes hands or the history goes back."""
        name = self.record.seats[seat].player
        if name == HUMAN:
            raise ValueError(f"seat {seat} is played by a person")
        kept = self._players.get(seat)
        if kept is None or kept[0] != name:
            if kept is not None:
                kept[1].close()
            kept = (name, make_player(self.spec, name, self._seed("player", seat),
                                      self.record.options))
            self._players[seat] = kept
        return kept[1]

    def hint_player(self) -> AnyPlayer:
        """The object that suggests moves (never one playing a seat)."""
        if self._hint_player is None:
            level = hint_level(self.spec)
            self._hint_player = make_player(self.spec, level.name if level else RANDOM,
                                            self._seed("hint"))
        return self._hint_player

    def discard(self, player: AnyPlayer) -> None:
        """Never hand out ``player`` again (its search was abandoned while it still ran in
        another thread); its seat, or the hints, get a fresh object when next asked."""
        self._players = {seat: kept for seat, kept in self._players.items()
                         if kept[1] is not player}
        if self._hint_player is player:
            self._hint_player = None

    def _seed(self, *labels: object) -> int:
        return derive_seed(self.record.seed, *labels, self._generation)

    def close_players(self) -> None:
        """End the computer players' outside processes (the game is left); the seats get
        fresh players if the game goes on."""
        for _, player in self._players.values():
            player.close()
        self._players.clear()

    def _history_changed(self) -> None:
        """Forget the players: what they remember belongs to a line of play left."""
        self.close_players()
        self._hint_player = None
        self._generation += 1

    # -- history -------------------------------------------------------------------------

    def undo(self, turns: int = 1) -> int:
        """Take back moves to a person's previous turn, ``turns`` times (one move at a time
        between people); return how many were taken back."""
        return self._steps(self.record.undo_to_human, turns)

    def redo(self, turns: int = 1) -> int:
        """Replay undone moves up to a person's next turn, ``turns`` times, as undo takes
        them back; return how many were replayed."""
        return self._steps(self.record.redo_to_human, turns)

    def _steps(self, step: Callable[[], int], turns: int) -> int:
        """Make ``step`` up to ``turns`` times, stopping when it moves nothing."""
        done = 0
        for _ in range(turns):
            moved = step()
            if not moved:
                break
            done += moved
        if done:
            self._history_changed()
        return done

    def goto(self, index: int) -> None:
        """Show the position after move ``index`` (0: the start)."""
        if index != self.record.cursor:
            self.record.goto(index)
            self._history_changed()
