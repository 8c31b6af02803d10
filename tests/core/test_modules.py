"""A module run from its file: registered as an import would, or not at all."""

import importlib.util
import sys
from pathlib import Path

import pytest

from qtgames.core.modules import run_module


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
