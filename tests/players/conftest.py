"""Bot files and engines written for the tests, copied where each test may write."""

import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

BOTS = Path(__file__).parent / "bots"
ENGINES = Path(__file__).parent / "engines"
#: The manual's example engine.
EXAMPLE = Path(__file__).parents[2] / "user_manual" / "example" / "engine_random.py"


def recorder(tmp_path: Path, protocol: int = 2) -> tuple[str, Path]:
    """The manual's example engine speaking ``protocol``, logging what it receives: its
    player name, and the file of the messages it received, one JSON document a line (it
    writes it outside any box: run it with ``--no-sandbox``)."""
    log = tmp_path / "received.jsonl"
    path = tmp_path / "recorder.py"
    path.write_text(EXAMPLE.read_text(encoding="utf-8").replace(
        "        message = json.loads(line)\n",
        f"        message = json.loads(line)\n"
        f"        open({str(log)!r}, 'a').write(line)\n").replace(
        '"protocol": 2', f'"protocol": {protocol}'), encoding="utf-8")
    return f"engine:{sys.executable} {path}", log


@pytest.fixture
def bot(tmp_path: Path) -> Callable[[str], Path]:
    """``bot("good")``: a fresh copy of the test bot file ``bots/good.py``."""
    def copy(name: str) -> Path:
        target = tmp_path / "bots" / f"{name}.py"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(BOTS / f"{name}.py", target)
        return target
    return copy


@pytest.fixture
def engine() -> Callable[[str], str]:
    """``engine("crash")``: the player name running the test engine ``engines/crash.py``
    (its module ``base.py`` named on its command line too: the box shows an engine only
    the files its command names)."""
    def name(stem: str) -> str:
        return f"engine:{sys.executable} {ENGINES / (stem + '.py')} {ENGINES / 'base.py'}"
    return name


#: Children this test process had when the running test started (other tests' leftovers).
_before: set[int] = set()


@pytest.fixture(autouse=True)
def _children_before() -> None:
    """Remember the children already there, so that a test sees only its own."""
    _before.clear()
    _before.update(_all_children())


def child_processes() -> list[int]:
    """The processes this test started that are still there (none once a game is over)."""
    return [pid for pid in _all_children() if pid not in _before]


def _all_children() -> list[int]:
    """The processes whose parent is this test process, but multiprocessing's resource
    tracker: started once by the first spawned process (the plugin loader's probe of a
    drop-in, in an earlier test), it lives as long as the test process and plays no
    game."""
    import os

    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if int(fields[1]) == os.getpid() and b"resource_tracker" not in command:
                children.append(int(entry.name))
    return children
