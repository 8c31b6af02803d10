"""A module run from its file: registered as an import would, or not at all."""

import importlib.util
import os
import sys
import time
from pathlib import Path

import pytest

from qtgames.core.modules import CompiledModules, run_module


def test_a_module_is_registered_under_its_name_while_it_runs(tmp_path: Path) -> None:
    path = tmp_path / "ran_here.py"
    path.write_text("import sys\nSELF = sys.modules[__name__]\n", encoding="utf-8")
    spec = importlib.util.spec_from_file_location("qtgames_test_ran_here", path)
    assert spec is not None
    try:
        module = run_module(spec)
        assert sys.modules["qtgames_test_ran_here"] is module
        assert module.SELF is module
    finally:
        sys.modules.pop("qtgames_test_ran_here", None)


def test_a_module_that_raises_leaves_nothing_registered(tmp_path: Path) -> None:
    path = tmp_path / "broken_here.py"
    path.write_text("raise RuntimeError('broken on purpose')\n", encoding="utf-8")
    spec = importlib.util.spec_from_file_location("qtgames_test_broken_here", path)
    assert spec is not None
    with pytest.raises(RuntimeError, match="broken on purpose"):
        run_module(spec)
    assert "qtgames_test_broken_here" not in sys.modules


def compiled_package(tmp_path: Path, source_age: float) -> CompiledModules:
    """A package ``kpkg`` with ``fast.py`` beside a stand-in for its compiled module,
    the source ``source_age`` seconds older than it (negative: newer)."""
    folder = tmp_path / "kpkg"
    folder.mkdir()
    (folder / "fast.py").write_text("WHO = 'python source'\n")
    built = folder / "fast.cpython-311-x86_64-linux-gnu.so"
    built.write_bytes(b"")
    now = time.time()
    os.utime(built, (now, now))
    os.utime(folder / "fast.py", (now - source_age, now - source_age))
    return CompiledModules(folder, ("kpkg_test.fast",))


@pytest.mark.parametrize(("source_age", "stale"), [(0, False), (-20, False), (-60, True)])
def test_a_source_edited_since_the_build_runs_instead_of_the_compiled_module(
        tmp_path: Path, source_age: float, stale: bool) -> None:
    modules = compiled_package(tmp_path, source_age)
    try:
        modules.choose()
        assert ("kpkg_test.fast" in sys.modules) is stale
        if stale:
            assert sys.modules["kpkg_test.fast"].WHO == "python source"
    finally:
        sys.modules.pop("kpkg_test.fast", None)


def test_pure_python_is_asked_for_and_a_package_without_a_build_is_plain_python(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    modules = compiled_package(tmp_path, 0)
    monkeypatch.setenv("QTGAMES_PURE_PYTHON", "1")
    try:
        modules.choose()
        assert sys.modules["kpkg_test.fast"].WHO == "python source"
        assert not modules.compiled()
        assert modules.python_copy() is sys.modules["kpkg_test.fast"]
    finally:
        sys.modules.pop("kpkg_test.fast", None)
    for built in (tmp_path / "kpkg").glob("*.so"):
        built.unlink()
    monkeypatch.delenv("QTGAMES_PURE_PYTHON")
    assert not modules._stale()  # nothing built: nothing to choose
