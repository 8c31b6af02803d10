"""Golden playthroughs: seeded random games written out ply by ply (position, sorted legal
moves, the move played) in ``golden/``, replayed and compared line by line.

``QTGAMES_UPDATE_GOLDEN=1 pytest tests/contract`` writes the files again; review the diff.
"""

import os
from pathlib import Path

import pytest

from qtgames.testing import golden
from tests.contract.games import Case, golden_cases

GOLDEN = Path(__file__).parent / "golden"
HEADER = ("# A seeded random game; QTGAMES_UPDATE_GOLDEN=1 pytest tests/contract "
          "writes it again.")


def updating() -> bool:
    """True when the golden files are to be written again rather than compared."""
    return os.environ.get("QTGAMES_UPDATE_GOLDEN", "") not in ("", "0")


def golden_path(case: Case, seed: int) -> Path:
    return GOLDEN / f"{case.id}-seed{seed}.txt"


def playthrough(case: Case, seed: int) -> list[str]:
    """The lines of the golden file of ``case`` played with ``seed`` (the library's
    playthrough, ``qtgames.testing.golden``, under this suite's own first line)."""
    lines = golden.playthrough(case.spec, case.option_dict, seed)
    return [HEADER, *lines[1:]]


def test_golden_playthrough(golden: tuple[Case, int]) -> None:
    case, seed = golden
    path = golden_path(case, seed)
    lines = playthrough(case, seed)
    if updating():
        path.parent.mkdir(exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return
    if not path.is_file():
        pytest.fail(f"{path.name} is missing: run QTGAMES_UPDATE_GOLDEN=1 pytest "
                    f"tests/contract, then review and commit it", pytrace=False)
    expected = path.read_text(encoding="utf-8").splitlines()
    for number, (want, got) in enumerate(zip(expected, lines, strict=False), start=1):
        if want != got:
            pytest.fail(f"{path.name}:{number}: the game differs from its golden file\n"
                        f"  expected: {want}\n  got:      {got}\n"
                        f"(if the change is intended: QTGAMES_UPDATE_GOLDEN=1 pytest "
                        f"tests/contract, and review the diff)", pytrace=False)
    assert len(lines) == len(expected), (
        f"{path.name}: {len(expected)} lines expected, the game gives {len(lines)}")


def test_no_stale_golden_file() -> None:
    wanted = {golden_path(case, seed).name for case, seed in golden_cases()}
    stale = sorted(path.name for path in GOLDEN.glob("*.txt") if path.name not in wanted)
    if updating():
        for name in stale:
            (GOLDEN / name).unlink()
        return
    assert not stale, f"golden files no game plays any more: {stale} (delete them)"
