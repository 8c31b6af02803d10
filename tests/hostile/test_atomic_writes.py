"""Saving: permissions, symbolic links and the leftovers of a killed save."""

import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.core.atomic import write_atomic
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry


@pytest.fixture
def umask_022() -> Iterator[None]:
    """Run with the usual umask, whatever the test runner's."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_new_save_follows_the_umask(tmp_path: Path, game: GameRecord, umask_022) -> None:
    path = tmp_path / "new.qtgame"
    saves.save(game, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_saving_over_a_file_keeps_its_mode(tmp_path: Path, game: GameRecord,
                                           umask_022) -> None:
    path = tmp_path / "shared.qtgame"
    path.write_text("{}")
    path.chmod(0o664)
    saves.save(game, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o664
    path.chmod(0o600)
    saves.save(game, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_saving_onto_a_link_writes_through_to_its_target(
        tmp_path: Path, game: GameRecord, registry: GameRegistry) -> None:
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "game.qtgame"
    target.write_text("{}")
    link = tmp_path / "link.qtgame"
    link.symlink_to(target)
    saves.save(game, link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert saves.load(target, registry.get).moves == game.moves
    dangling = tmp_path / "dangling.qtgame"
    dangling.symlink_to(tmp_path / "real" / "later.qtgame")
    saves.save(game, dangling)
    assert dangling.is_symlink() and (tmp_path / "real" / "later.qtgame").is_file()


def test_stale_temporary_files_of_a_killed_save_are_cleaned(tmp_path: Path,
                                                            game: GameRecord) -> None:
    path = tmp_path / "game.qtgame"
    stale = tmp_path / ".game.qtgame.k1ll3d_x.tmp"
    fresh = tmp_path / ".game.qtgame.s4v1ng_y.tmp"  # another save, still writing
    other = tmp_path / ".notes.txt.abcdefgh.tmp"  # not one of ours
    for leftover in (stale, fresh, other):
        leftover.write_text("{")
    long_ago = time.time() - 3600
    for old in (stale, other):
        os.utime(old, (long_ago, long_ago))
    saves.save(game, path)
    assert not stale.exists()
    assert fresh.exists() and other.exists()


def test_write_atomic_keeps_nothing_else(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    write_atomic(folder / "a.json", b"{}")
    assert [p.name for p in folder.iterdir()] == ["a.json"]




def _specials(tmp_path: Path) -> Iterator[Path]:
    """A pipe, a folder, a link to the pipe and, as root, a character device (1, 3)."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    yield pipe
    folder = tmp_path / "folder"
    folder.mkdir()
    yield folder
    link = tmp_path / "link"
    link.symlink_to(pipe)
    yield link
    if os.geteuid() == 0:
        device = tmp_path / "null"
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        yield device


def test_a_device_a_pipe_or_a_folder_is_refused_never_replaced(tmp_path: Path) -> None:
    for special in _specials(tmp_path):
        kind = stat.S_IFMT(special.stat().st_mode)
        with pytest.raises(OSError, match="not an ordinary file"):
            write_atomic(special, b"report")
        assert stat.S_IFMT(special.stat().st_mode) == kind, special
    assert not [entry for entry in os.listdir(tmp_path) if entry.endswith(".tmp")]


def test_a_report_onto_a_pipe_is_one_message_and_the_pipe_stays(tmp_path: Path) -> None:
    import subprocess
    import sys

    pipe = tmp_path / "report.html"
    os.mkfifo(pipe)
    done = subprocess.run([sys.executable, "-m", "qtgames", "match", "reversi", "random",
                           "random", "--games", "2", "--option", "size=6", "--report",
                           str(pipe)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "QTGAMES_HOME": str(tmp_path)})
    assert done.returncode == 2, done.stdout + done.stderr
    assert "not an ordinary file" in done.stderr and "Traceback" not in done.stderr
    assert stat.S_ISFIFO(pipe.stat().st_mode)
