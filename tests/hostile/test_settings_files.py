"""A damaged settings file (``config/plugins.json``, read by every command) never stops a
start: it is set aside with a message and the defaults are used."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.plugins import disabled_plugins
from tests.hostile.helpers import STUCK_SECONDS, limit_memory, run_qtgames


def _plugins_json(home: Path) -> Path:
    folder = home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "plugins.json"


def _set_aside(home: Path) -> list[str]:
    return sorted(p.name for p in (home / "config").iterdir() if ".broken-" in p.name)


@pytest.mark.parametrize("damage", ["nested", "not-json", "binary", "device", "pipe", "huge"])
def test_every_command_starts_with_a_damaged_plugins_json(damage: str, tmp_path: Path) -> None:
    path = _plugins_json(tmp_path)
    if damage == "nested":
        path.write_text("[" * 100_000)
    elif damage == "not-json":
        path.write_text('{"disabled": [')
    elif damage == "binary":
        path.write_bytes(b"\xff\xfe\x00")
    elif damage == "device":
        path.symlink_to("/dev/zero")
    elif damage == "pipe":
        os.mkfifo(path)
    else:
        path.write_text(json.dumps({"disabled": [], "padding": "x" * 2_000_000}))
    result = run_qtgames(["list"], tmp_path)
    assert result.returncode == 0, result.stderr[-500:]
    assert "reversi" in result.stdout
    assert "settings file" in result.stderr and "set aside" in result.stderr
    assert not path.exists() and not path.is_symlink()
    assert len(_set_aside(tmp_path)) == 1
    again = run_qtgames(["list"], tmp_path)  # the next start is clean
    assert again.returncode == 0 and again.stderr == ""


def test_a_good_plugins_json_is_still_read(qtgames_home: Path) -> None:
    _plugins_json(qtgames_home).write_text('\ufeff{"disabled": ["qtgames_duel"]}',
                                           encoding="utf-8")
    assert disabled_plugins() == {"qtgames_duel"}
    assert _set_aside(qtgames_home) == []


def test_no_plugins_json_is_no_message(qtgames_home: Path,
                                       caplog: pytest.LogCaptureFixture) -> None:
    assert disabled_plugins() == set()
    assert caplog.records == []


@pytest.mark.parametrize("damage", ["pipe", "device", "huge"])
def test_the_app_settings_file_is_set_aside_when_it_is_no_settings_file(
        damage: str, tmp_path: Path) -> None:
    path = tmp_path / "config" / "qtgames.ini"
    path.parent.mkdir()
    if damage == "pipe":
        os.mkfifo(path)
    elif damage == "device":
        path.symlink_to("/dev/zero")
    else:
        path.write_text("[view]\nlanguage=fr\n" + "x" * 2_000_000)
    code = "from qtgames.app.settings import Settings; print(Settings().language)"
    environment = dict(os.environ, QTGAMES_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=environment, timeout=STUCK_SECONDS,
                            preexec_fn=limit_memory, check=False)
    assert result.returncode == 0 and result.stdout == "system\n", result.stderr[-500:]
    assert "set aside" in result.stderr
    assert len(_set_aside(tmp_path)) == 1
