"""The autosave keeps every running program's game: each program holds its own slot while it
runs, never writes over another's game, and a game another running program holds is not
offered to continue; a slot keeps only a game that can go on, with its seats as they are."""

import subprocess
import sys
from pathlib import Path

from qtgames import paths
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry
from qtgames.table import Table, autosave

#: Another program: autosaves a Zen game of 3 moves, says "ready", and runs until its input
#: ends (it holds its slot meanwhile).
OTHER_PROGRAM = """
import sys
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.table.autosave import autosave
record = GameRecord(load_games().get("zen"), seed=5, players=["human", "hard"])
for _ in range(3):
    record.play(record.state.legal_moves()[0])
assert autosave(record)
print("ready", flush=True)
sys.stdin.read()
"""


def reversi(registry: GameRegistry, moves: int) -> GameRecord:
    """Black & White with ``moves`` moves played."""
    record = GameRecord(registry.get("reversi"), seed=1, players=["human", "easy"])
    for _ in range(moves):
        record.play(record.state.legal_moves()[0])
    return record


def kept_games(registry: GameRegistry) -> dict[str, list[str]]:
    """Every game kept in the data folder: its game id → its moves."""
    kept = {}
    for path in paths.data_dir().glob("*" + saves.EXTENSION):
        record = saves.load(path, registry.get)
        kept[record.spec.id] = list(record.moves)
    return kept


def other_program() -> subprocess.Popen[str]:
    """Start the other program and wait until it holds its game."""
    child = subprocess.Popen([sys.executable, "-c", OTHER_PROGRAM], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    return child


def end(child: subprocess.Popen[str]) -> None:
    """Let the other program end (its input closed)."""
    child.communicate("")
    assert child.returncode == 0


def test_two_programs_autosaving_at_once_keep_both_games(registry: GameRegistry) -> None:
    child = other_program()
    try:
        record = reversi(registry, 4)
        assert autosave.autosave(record)
    finally:
        end(child)
    kept = kept_games(registry)
    assert kept["reversi"] == record.moves and len(kept["zen"]) == 3


def test_a_game_another_running_program_holds_is_not_offered(
        registry: GameRegistry) -> None:
    child = other_program()
    try:
        offered = autosave.claim_to_continue()
        assert offered is not None and not offered.exists()  # nothing free to continue
    finally:
        end(child)
    autosave.release()  # this program starts again, the other one has ended
    offered = autosave.claim_to_continue()
    assert offered is not None
    assert saves.load(offered, registry.get).spec.id == "zen"


def test_the_newest_free_game_is_offered_and_a_new_game_takes_an_empty_slot(
        registry: GameRegistry) -> None:
    autosave.autosave(reversi(registry, 2))
    first = autosave.autosave_path()
    autosave.release()
    assert autosave.autosave_path() != first  # a new game never writes over a kept one
    autosave.autosave(reversi(registry, 5))
    autosave.release()
    offered = autosave.claim_to_continue()
    assert offered is not None and len(saves.load(offered, registry.get).moves) == 5


def test_a_changed_seat_is_autosaved(registry: GameRegistry) -> None:
    table = Table(reversi(registry, 2))
    table.save_for_later()
    table.set_players(["human", "hard"])
    assert table.autosave_if_changed()
    path = autosave.autosave_path()
    assert path is not None
    assert [seat.player for seat in saves.load(path, registry.get).seats] == ["human", "hard"]


def test_a_finished_game_leaves_its_slot_empty(registry: GameRegistry) -> None:
    record = reversi(registry, 2)
    assert autosave.autosave(record)
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    assert autosave.autosave(record)
    path = autosave.autosave_path()
    assert isinstance(path, Path) and not path.exists()


def test_the_autosave_says_whether_its_game_is_in_a_file_unchanged(
        registry: GameRegistry) -> None:
    table = Table(reversi(registry, 2), saved=True)
    table.save_for_later()
    path = autosave.autosave_path()
    assert path is not None and autosave.saved_in_a_file(path)
    table.play(table.record.state.legal_moves()[0])
    table.autosave_if_changed()
    assert not autosave.saved_in_a_file(path)
    table.mark_saved()  # saved to a file again
    assert autosave.saved_in_a_file(path)


def test_a_slot_whose_lock_cannot_be_opened_is_passed_over(registry: GameRegistry) -> None:
    lock = autosave.slot_path(1).with_suffix(".lock")
    lock.mkdir(parents=True)  # not a file: slot 1 cannot be held
    assert autosave.autosave(reversi(registry, 2))
    assert autosave.autosave_path() == autosave.slot_path(2)


def test_with_every_slot_held_elsewhere_the_autosave_says_it_cannot_keep_the_game(
        registry: GameRegistry) -> None:
    import fcntl

    paths.data_dir().mkdir(parents=True)
    held = []
    for number in range(1, autosave.MAX_SLOTS + 1):  # other programs hold every slot
        handle = open(autosave.slot_path(number).with_suffix(".lock"), "ab")  # noqa: SIM115
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        held.append(handle)
    try:
        table = Table(reversi(registry, 2))
        table.save_for_later()
        assert not table.autosaved and autosave.autosave_path() is None
    finally:
        for handle in held:
            handle.close()
    table.save_for_later()  # a slot is free again: the game is kept
    assert table.autosaved and autosave.autosave_path() is not None


def test_with_every_slot_keeping_a_game_a_new_game_writes_over_the_oldest(
        registry: GameRegistry) -> None:
    import os

    for number in range(1, autosave.MAX_SLOTS + 1):  # games kept by programs now ended
        autosave.autosave(reversi(registry, 2))
        path = autosave.autosave_path()
        assert path == autosave.slot_path(number)
        os.utime(path, (1_000_000 + number, 1_000_000 + number))  # slot 1 is the oldest
        autosave.release()
    assert autosave.autosave_path() == autosave.slot_path(1)  # never the newest game
