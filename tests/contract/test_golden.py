"""Golden playthroughs: seeded random games written out ply by ply (position, sorted legal
moves, the move played) in ``golden/`` (here, or beside a built-in plugin's rules, which
ships them for ``qtgames check``), replayed and compared line by line.

``QTGAMES_UPDATE_GOLDEN=1 pytest tests/contract`` writes the files again; review the diff.
"""

import os
from pathlib import Path

import pytest

from qtgames.testing import golden
from tests.contract.games import Case, golden_cases
from tests.example_plugins import EXAMPLE

GOLDEN = Path(__file__).parent / "golden"
HEADER = ("# A seeded random game; QTGAMES_UPDATE_GOLDEN=1 pytest tests/contract "
          "writes it again.")


def updating() -> bool:
    """True when the golden files are to be written again rather than compared."""
    return os.environ.get("QTGAMES_UPDATE_GOLDEN", "") not in ("", "0")


def folder(case: Case) -> Path:
    """Where the golden files of ``case`` live: beside the plugin's rules when it ships
    them (``qtgames check`` replays those too), else here."""
    rules_dir = EXAMPLE if case.game == "nim" else case.spec.rules_dir  # (loaded from a copy)
    shipped = None if rules_dir is None else rules_dir / "golden"
    return shipped if shipped is not None and shipped.is_dir() else GOLDEN


def golden_path(case: Case, seed: int) -> Path:
    return folder(case) / f"{case.id}-seed{seed}.txt"


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
    cases = golden_cases()
    wanted = {golden_path(case, seed) for case, seed in cases}
    folders = {GOLDEN} | {folder(case) for case, _ in cases}
    stale = sorted(path for where in folders for path in where.glob("*.txt")
                   if path not in wanted)
    if updating():
        for path in stale:
            path.unlink()
        return
    names = [path.name for path in stale]
    assert not stale, f"golden files no game plays any more: {names} (delete them)"
