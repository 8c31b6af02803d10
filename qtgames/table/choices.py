"""Who may sit at a table's seats and how each is named, the level that gives hints, and a
new game like one played; the same in the app and the text version."""

from qtgames.core.game import GameSpec, Level
from qtgames.core.i18n import N_, Translator, pick
from qtgames.core.record import HUMAN, GameRecord
from qtgames.players import is_outside, outside_label

RANDOM = N_("random")


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


#: How a title names a human and a random player, capitalised as a level's label is.
TITLED = {HUMAN: N_("Human"), RANDOM: N_("Random")}


def player_name(spec: GameSpec, player: str, tr: Translator) -> str:
    """A player as a title line names it, every name capitalised alike: "Human",
    "Random", the level's label ("Easy"), or an outside player's file or program."""
    return tr(TITLED[player]) if player in TITLED else player_label(spec, player, tr)


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
