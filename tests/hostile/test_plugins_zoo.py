"""The broken-plugin zoo: each drop-in plugin breaks in its own way, and every command still
works, names the plugin and never hangs.

Every case runs ``qtgames`` in a child process, with a time limit and a fresh
``QTGAMES_HOME`` holding the drop-in, as a user would meet it.
"""

import ast
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from textwrap import dedent

import pytest

#: Seconds a child command may take before the test calls it hung.
LIMIT = 60
#: The plugin import time limit the tests give qtgames (the default is a few seconds).
IMPORT_LIMIT = "2"

GOOD_HOOKS = """
from dataclasses import replace
from qtgames.hookspecs import hookimpl
from qtgames_reversi import GAME

@hookimpl
def qtgames_api_version():
    return 2

@hookimpl
def qtgames_games():
    return [replace(GAME, id="{game_id}"{changes})]
"""


def good(game_id: str, changes: str = "") -> str:
    """A drop-in providing Black & White under ``game_id``, with ``changes`` to its spec."""
    return GOOD_HOOKS.format(game_id=game_id, changes=f", {changes}" if changes else "")


def make_home(tmp_path: Path, plugins: dict[str, str]) -> Path:
    """A user folder whose plugin folder holds ``plugins`` (file name → source)."""
    home = tmp_path / "home"
    folder = home / "data" / "plugins"
    folder.mkdir(parents=True)
    for name, source in plugins.items():
        (folder / f"{name}.py").write_text(dedent(source), encoding="utf-8")
    return home


def run(home: Path, *args: str, stdin: str = "", **env: str
        ) -> subprocess.CompletedProcess[str]:
    """``qtgames ARGS`` in a child process with ``home`` as its user folder."""
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("QTGAMES_")}
    environment.update(QTGAMES_HOME=str(home), QTGAMES_LANG="en", NO_COLOR="1",
                       QT_QPA_PLATFORM="offscreen", QTGAMES_PLUGIN_TIMEOUT=IMPORT_LIMIT)
    environment.update(env)
    return subprocess.run([sys.executable, "-m", "qtgames", *args], env=environment,
                          input=stdin, capture_output=True, text=True, timeout=LIMIT,
                          cwd=Path(__file__).parents[2])


def failure(listed: dict[str, object], name: str) -> str:
    """The error ``list --json`` gives for the plugin ``name``."""
    plugins = listed["plugins"]
    assert isinstance(plugins, list)
    (error,) = [plugin["error"] for plugin in plugins if plugin["name"] == name]
    assert isinstance(error, str)
    return error


def assert_every_command_works(home: Path, name: str, words: tuple[str, ...]) -> None:
    """``list``, ``list --json``, ``moves`` and ``text`` succeed and name the plugin."""
    listed = run(home, "list")
    assert listed.returncode == 0, listed.stderr
    (line,) = [line for line in listed.stdout.splitlines() if f"plugin {name} " in line]
    assert all(word in line for word in words), line
    assert "Drop-in plugin folder:" in listed.stdout
    as_json = run(home, "list", "--json")
    assert as_json.returncode == 0, as_json.stderr
    document = json.loads(as_json.stdout)
    assert {"reversi", "zen", "duel"} <= {game["id"] for game in document["games"]}
    error = failure(document, name)
    assert all(word in error for word in words), error
    moves = run(home, "moves", "reversi")
    assert moves.returncode == 0, moves.stderr
    assert "d3" in moves.stdout.lower()
    text = run(home, "text", "reversi", "--players", "human,human", stdin="quit\n")
    assert text.returncode == 0, text.stderr
    assert "Black" in text.stdout


#: A game whose start position raises.
CRASHING_START = good("crashing", "new_state=start").replace(
    "@hookimpl\ndef qtgames_api_version",
    "def start(options, seed):\n    raise RuntimeError('no board today')\n\n"
    "@hookimpl\ndef qtgames_api_version")


# Item 5: a plugin ending the process, interrupting it, hanging it or printing at import.

EXITING = {
    "exits_0": ("import sys\nsys.exit(0)\n", ("sys.exit",)),
    "exits_3": ("import sys\nsys.exit(3)\n", ("sys.exit",)),
    "interrupts": ("raise KeyboardInterrupt\n", ("KeyboardInterrupt",)),
    "os_exit": ("import os\nos._exit(0)\n", ("ended the process",)),
    "exits_in_hook": (good("hooked").replace("return [", "raise SystemExit(4)\n    return ["),
                      ("sys.exit",)),
}


@pytest.mark.parametrize("kind", sorted(EXITING))
def test_a_plugin_ending_the_process_is_contained(tmp_path: Path, kind: str) -> None:
    source, words = EXITING[kind]
    home = make_home(tmp_path, {f"zoo_{kind}": source, "zz_good": good("stillhere")})
    assert_every_command_works(home, f"zoo_{kind}", words)
    assert "stillhere" in run(home, "list").stdout


HANGING = {
    "hangs_at_import": "while True:\n    pass\n",
    "sleeps_at_import": "import time\ntime.sleep(3600)\n",
    "hangs_in_hook": good("hanging").replace("return [", "while True: pass\n    return ["),
}


@pytest.mark.parametrize("kind", sorted(HANGING))
def test_a_hanging_plugin_is_named_and_skipped_once_checked(tmp_path: Path, kind: str) -> None:
    home = make_home(tmp_path, {f"zoo_{kind}": HANGING[kind], "zz_good": good("stillhere")})
    start = time.monotonic()
    assert_every_command_works(home, f"zoo_{kind}", ("longer than", "skipped"))
    assert time.monotonic() - start < 4 * LIMIT
    # The verdict is kept by the plugin's content: the next start does not wait again.
    start = time.monotonic()
    again = run(home, "list")
    assert time.monotonic() - start < float(IMPORT_LIMIT)
    assert f"plugin zoo_{kind} " in again.stdout and "stillhere" in again.stdout


def test_a_changed_plugin_is_checked_again(tmp_path: Path) -> None:
    home = make_home(tmp_path, {"zoo_fixed": HANGING["hangs_at_import"]})
    assert "longer than" in run(home, "list").stdout
    (home / "data" / "plugins" / "zoo_fixed.py").write_text(dedent(good("fixed")))
    listed = run(home, "list")
    assert "fixed" in listed.stdout and "failed plugin" not in listed.stdout


def test_a_printing_plugin_does_not_corrupt_json(tmp_path: Path) -> None:
    noisy = ("print('hello from import')\nimport sys\nprint('to stderr', file=sys.stderr)\n"
             + good("noisy").replace("return [", "print('hello from hook')\n    return ["))
    home = make_home(tmp_path, {"zoo_noisy": noisy})
    for args in (("list", "--json"), ("moves", "noisy", "--json")):
        done = run(home, *args)
        assert done.returncode == 0, done.stderr
        json.loads(done.stdout)
        assert "hello" not in done.stdout and "stderr" not in done.stderr


def test_output_written_to_the_file_descriptor_does_not_corrupt_json(tmp_path: Path) -> None:
    noisy = ("import os\nos.write(1, b'raw junk\\n')\nos.system('echo from a shell')\n"
             + good("rawnoisy"))
    home = make_home(tmp_path, {"zoo_rawnoisy": noisy})
    done = run(home, "list", "--json")
    assert done.returncode == 0, done.stderr
    assert "rawnoisy" in {game["id"] for game in json.loads(done.stdout)["games"]}
    assert "junk" not in done.stdout + done.stderr and "shell" not in done.stdout


def test_plugin_error_text_is_escaped_and_cut(tmp_path: Path) -> None:
    source = "raise RuntimeError('\\x1b[31mred\\x07' + 'x' * 2_000_000)\n"
    home = make_home(tmp_path, {"zoo_shouting": source})
    listed = run(home, "list")
    assert listed.returncode == 0, listed.stderr
    assert "\x1b" not in listed.stdout and "\x07" not in listed.stdout
    (line,) = [line for line in listed.stdout.splitlines() if "zoo_shouting" in line]
    assert "\\x1b[31mred" in line and len(line) < 600
    error = failure(json.loads(run(home, "list", "--json").stdout), "zoo_shouting")
    assert "\x1b" not in error and len(error) <= 300


@pytest.mark.parametrize("how", ["flag", "environment"])
def test_safe_mode_starts_without_user_plugins(tmp_path: Path, how: str) -> None:
    home = make_home(tmp_path, {"zoo_hangs": "import time\ntime.sleep(3600)\n",
                                "zz_good": good("stillhere")})
    args, env = (("--safe-mode",), {}) if how == "flag" else ((), {"QTGAMES_NO_USER_PLUGINS": "1"})
    start = time.monotonic()
    listed = run(home, *args, "list", QTGAMES_PLUGIN_TIMEOUT="600", **env)
    assert time.monotonic() - start < 30
    assert listed.returncode == 0, listed.stderr
    assert "zoo_hangs" not in listed.stdout and "stillhere" not in listed.stdout
    assert "safe mode" in listed.stdout.lower() and "reversi" in listed.stdout
    assert run(home, *args, "moves", "reversi", QTGAMES_PLUGIN_TIMEOUT="600",
               **env).returncode == 0
    if how == "flag":  # the app takes it after its command as well
        shown = run(home, "gui", "--safe-mode", QTGAMES_PLUGIN_TIMEOUT="600",
                    QTGAMES_STARTUP_PROBE="1")
        assert "main window shown" in shown.stdout, shown.stderr


def test_the_app_starts_whatever_the_plugins_do(tmp_path: Path) -> None:
    zoo = {f"zoo_{kind}": source for kind, (source, _) in EXITING.items()}
    zoo |= {f"zoo_{kind}": source for kind, source in HANGING.items()}
    zoo["zoo_badname"] = good("badname", "name=123")
    zoo["zoo_shouting"] = "raise RuntimeError('\\x1b[31m' + 'x' * 2_000_000)\n"
    zoo["zoo_crashing"] = CRASHING_START
    zoo["zoo_nofiles"] = good("nofiles", "icon=Path('/nowhere/icon.svg'), "
                              "rules_dir=Path('/nowhere')").replace(
        "from dataclasses", "from pathlib import Path\nfrom dataclasses")
    home = make_home(tmp_path, zoo)
    shown = run(home, "gui", QTGAMES_STARTUP_PROBE="1")
    assert "main window shown" in shown.stdout, shown.stderr


def test_the_plugins_dialog_shows_errors_escaped_and_cut(tmp_path: Path) -> None:
    home = make_home(tmp_path, {
        "zoo_shouting": "raise RuntimeError('\\x1b[31mred' + 'x' * 2_000_000)\n"})
    script = dedent("""
        from PySide6.QtWidgets import QApplication
        from qtgames.app.pluginsdialog import PluginsDialog
        from qtgames.plugins import load_games
        app = QApplication([])
        dialog = PluginsDialog(load_games())
        for row in range(dialog.table.rowCount()):
            if dialog.table.item(row, 1).text() == "zoo_shouting":
                print(repr(dialog.table.item(row, 3).text()))
    """)
    environment = dict(os.environ, QTGAMES_HOME=str(home), QT_QPA_PLATFORM="offscreen",
                       QTGAMES_PLUGIN_TIMEOUT=IMPORT_LIMIT)
    done = subprocess.run([sys.executable, "-c", script], env=environment,
                          capture_output=True, text=True, timeout=LIMIT)
    shown = ast.literal_eval(done.stdout)
    assert "\\x1b[31mred" in shown and "\x1b" not in shown and len(shown) < 400


# Item 7: a game description with wrong-typed fields; a user game that fails the self-test.

BAD_FIELDS = {
    "name": "name=123",
    "summary": "summary=None",
    "version": "version=1",
    "new_state": "new_state='start'",
    "seats": "seats=('black', 2)",
    "seat_labels": "seat_labels=['black']",
    "levels": "levels=('easy',)",
    "text_view": "text_view='no colon here'",
    "scene": "scene=42",
    "options": "options=({'size': 8},)",
    "max_plies": "max_plies=0",
    "hidden_information": "hidden_information='no'",
    "domain": "domain={'fr': 'oui'}",
    "icon": "icon='icon.svg'",
}


@pytest.mark.parametrize("field", sorted(BAD_FIELDS))
def test_a_wrong_typed_game_field_is_refused_by_name(tmp_path: Path, field: str) -> None:
    home = make_home(tmp_path, {"zoo_typo": good("typo", BAD_FIELDS[field])})
    listed = run(home, "list")
    assert listed.returncode == 0, listed.stderr
    (line,) = [line for line in listed.stdout.splitlines() if "plugin zoo_typo " in line]
    assert f"'typo': {field} " in line, line
    assert "typo " not in listed.stdout.split("failed plugin")[0]  # not listed as a game
    as_json = run(home, "list", "--json")
    assert as_json.returncode == 0
    assert field in failure(json.loads(as_json.stdout), "zoo_typo")


def test_self_test_warns_about_a_failing_user_game(tmp_path: Path) -> None:
    home = make_home(tmp_path, {"zoo_crashing": CRASHING_START})
    done = run(home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "warn crashing: RuntimeError: no board today" in done.stdout
    for game in ("reversi", "zen", "duel"):
        assert f"ok   {game}: " in done.stdout


# Item 13: strict mode shows the plugin's own traceback.

def test_strict_mode_prints_the_traceback_and_fails(tmp_path: Path) -> None:
    source = "def explode():\n    raise ValueError('bad dice')\n\nexplode()\n"
    home = make_home(tmp_path, {"zoo_strict": source})
    done = run(home, "list", QTGAMES_STRICT_PLUGINS="1")
    assert done.returncode == 1
    assert "Traceback (most recent call last)" in done.stderr
    assert "zoo_strict.py" in done.stderr and "in explode" in done.stderr
    assert "ValueError: bad dice" in done.stderr and "internal error" not in done.stderr


def test_strict_mode_fails_on_a_plugin_exiting_0(tmp_path: Path) -> None:
    home = make_home(tmp_path, {"zoo_strict_exit": "import sys\nsys.exit(0)\n"})
    done = run(home, "list", QTGAMES_STRICT_PLUGINS="1")
    assert done.returncode == 1
    assert "zoo_strict_exit" in done.stderr and "Traceback" in done.stderr


def test_plugin_failures_are_listed_in_french(tmp_path: Path) -> None:
    home = make_home(tmp_path, {"zoo_exits": "import sys\nsys.exit(0)\n"})
    listed = run(home, "list", QTGAMES_LANG="fr")
    assert listed.returncode == 0, listed.stderr
    assert ("module en échec zoo_exits" in listed.stdout
            and "il a tenté d'arrêter qtgames avec sys.exit(0)" in listed.stdout)
    assert "Dossier des modules :" in listed.stdout


def make_entry_points(tmp_path: Path, modules: dict[str, str]) -> Path:
    """A folder holding an installed distribution whose ``qtgames`` entry points are
    ``modules`` (module name → source), to put on PYTHONPATH."""
    site = tmp_path / "site"
    info = site / "zoo_games-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: zoo-games\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        "[qtgames]\n" + "".join(f"{name} = {name}\n" for name in modules))
    for name, source in modules.items():
        (site / f"{name}.py").write_text(dedent(source), encoding="utf-8")
    return site


def test_entry_point_plugins_are_checked_too(tmp_path: Path) -> None:
    site = make_entry_points(tmp_path, {"ep_hangs": "while True:\n    pass\n",
                                        "ep_exits": "import sys\nsys.exit(5)\n",
                                        "ep_good": good("epgood")})
    home = make_home(tmp_path, {})
    pythonpath = os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))
    listed = run(home, "list", PYTHONPATH=pythonpath)
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    (hangs,) = [line for line in lines if "plugin ep_hangs " in line]
    assert "entry point (zoo-games 1.0)" in hangs and "longer than" in hangs
    (exits,) = [line for line in lines if "plugin ep_exits " in line]
    assert "sys.exit(5)" in exits
    assert any(line.startswith("epgood ") for line in lines)
    start = time.monotonic()
    assert "longer than" in run(home, "list", PYTHONPATH=pythonpath).stdout
    assert time.monotonic() - start < float(IMPORT_LIMIT)
