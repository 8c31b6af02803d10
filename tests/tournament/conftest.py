"""The bbpPairings oracle the Swiss pairing tests hold our pairings against, built once for
every test worker of a run (the first builds it under ``build/``, the others wait)."""

import fcntl
import os
import shutil
import subprocess
from pathlib import Path

import pytest

#: Where the oracle's source is looked for: ``QTGAMES_BBP_SOURCE``, then in a
#: ``shared/oracles`` folder beside the repository or beside one of its parents.
SOURCES = [Path(os.environ.get("QTGAMES_BBP_SOURCE", "/nonexistent")),
           *(folder / "shared/oracles/bbpPairings"
             for folder in Path(__file__).resolve().parents[3:])]


#: Where the workers of one run share the built oracle.
BUILT = Path(__file__).resolve().parents[2] / "build" / "bbpPairings"


@pytest.fixture(scope="session")
def oracle() -> Path:
    """The built oracle (about 20 s of g++), or a clean skip saying what is missing."""
    source = next((path for path in SOURCES if (path / "build").is_file()), None)
    if source is None:
        pytest.skip("bbpPairings' source is not here (set QTGAMES_BBP_SOURCE to its folder)")
    if shutil.which("g++") is None or shutil.which("make") is None:
        pytest.skip("g++ and make are needed to build the bbpPairings oracle")
    BUILT.mkdir(parents=True, exist_ok=True)
    built = BUILT / "bbpPairings.exe"
    with open(BUILT / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not built.is_file():
            done = subprocess.run(["bash", str(source / "build"), str(BUILT / "new")],
                                  capture_output=True, text=True, timeout=900, check=False)
            assert done.returncode == 0, done.stdout + done.stderr
            os.replace(BUILT / "new" / "bbpPairings.exe", built)
    return built
