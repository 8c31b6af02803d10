"""The one rule before a game is left, in both shells: what leaving would lose (nothing,
the game in play, the game Continue offers) and so whether to ask."""

from collections.abc import Callable

import pytest

from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry
from qtgames.table import Table
from qtgames.table.leaving import CONTINUE, IN_PLAY, NOTHING, at_stake


def reversi(registry: GameRegistry, moves: int | None) -> GameRecord:
    """A game of small Reversi with ``moves`` moves played (None: played to its end)."""
    record = GameRecord(registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    while not record.state.is_over() and (moves is None or len(record.moves) < moves):
        record.play(record.state.legal_moves()[0])
    return record


def table(registry: GameRegistry, moves: int | None, saved: bool = False,
          holds: bool = True, written: bool = True) -> Table:
    """A table playing such a game: ``saved`` (just opened from a file), whether the
    autosave ``holds`` it and whether its last autosave was ``written``."""
    played = Table(reversi(registry, moves), saved=saved)
    played.holds_autosave, played.autosaved = holds, written
    return played


#: The autosave Continue would offer: its moves (None: played to the end), or no file.
NO_FILE = -1
# (case, the table in play (its ``table`` arguments) or None: the start page, quitting,
# the autosave's moves, what is at stake)
CASES: list[tuple[str, dict[str, int | bool | None] | None, bool, int | None, str]] = [
    ("start page, quitting", None, True, 3, NOTHING),
    ("start page, nothing to continue", None, False, NO_FILE, NOTHING),
    ("start page, an unfinished game to continue", None, False, 3, CONTINUE),
    ("start page, a finished autosave (never offered)", None, False, None, NOTHING),
    ("start page, an autosave without moves (never offered)", None, False, 0, NOTHING),
    ("no moves yet", {"moves": 0}, False, 3, NOTHING),
    ("just opened, unfinished", {"moves": 4, "saved": True}, False, 3, NOTHING),
    ("just opened, finished", {"moves": None, "saved": True}, True, 3, NOTHING),
    ("unfinished and autosaved, quitting", {"moves": 4}, True, 3, NOTHING),
    ("unfinished and autosaved, another game", {"moves": 4}, False, 3, IN_PLAY),
    ("unfinished, never autosaved, quitting", {"moves": 4, "holds": False}, True, 3, IN_PLAY),
    ("unfinished, last autosave failed, quitting", {"moves": 4, "written": False}, True, 3,
     IN_PLAY),
    ("finished and not saved, quitting", {"moves": None}, True, 3, IN_PLAY),
    ("finished and not saved, another game", {"moves": None}, False, 3, IN_PLAY),
]


@pytest.mark.parametrize(("case", "in_play", "quitting", "offered", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_what_is_at_stake(registry: GameRegistry, case: str,
                          in_play: dict[str, int | bool | None] | None, quitting: bool,
                          offered: int | None, expected: str) -> None:
    asked_for: list[GameRecord | None] = []

    def continue_game() -> GameRecord | None:
        record = None if offered == NO_FILE else reversi(registry, offered)
        asked_for.append(record)
        return record

    played = table(registry, **in_play) if in_play is not None else None  # type: ignore[arg-type]
    stake = at_stake(played, quitting, continue_game)
    assert stake.kind == expected, case
    assert stake.ask == (expected != NOTHING)
    if expected == IN_PLAY:
        assert played is not None and stake.record is played.record
    elif expected == CONTINUE:
        assert stake.record is asked_for[-1]
    else:
        assert stake.record is None
    if played is not None or quitting:
        assert asked_for == []          # the Continue game is replayed only when it matters


def test_saving_the_game_in_play_leaves_nothing_at_stake(registry: GameRegistry) -> None:
    played = table(registry, None)
    never: Callable[[], GameRecord | None] = lambda: pytest.fail("not asked for")  # noqa: E731
    assert at_stake(played, True, never).kind == IN_PLAY
    played.mark_saved()
    assert at_stake(played, True, never).kind == NOTHING
    assert at_stake(played, False, never).kind == NOTHING
