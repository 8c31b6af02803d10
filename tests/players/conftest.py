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
    """``engine("crash")``: the player name running the test engine ``engines/crash.py``."""
    def name(stem: str) -> str:
        return f"engine:{sys.executable} {ENGINES / (stem + '.py')}"
    return name


def child_processes() -> list[int]:
    """The processes whose parent is this test process (none once a game is over)."""
    import os

    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == os.getpid():
                children.append(int(entry.name))
    return children
