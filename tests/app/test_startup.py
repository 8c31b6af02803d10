"""The window starts with only what its start page needs: the tournament window, network
play, the review, the manual and every game's board load when first used; and
``qtgames bench --startup`` times the window beside a bare PySide6 window."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import run_json

#: Opens the window as ``qtgames gui`` does, until it is shown, then lists which of NOT_YET
#: PySide6 made and what was imported.
SHOW = """
NOT_YET = {not_yet!r}
import os, sys
os.environ["QTGAMES_STARTUP_PROBE"] = "1"
from qtgames.cli.main import main
code = main(["gui"])
import gc
print("FROZEN:", gc.get_freeze_count())
from PySide6 import QtCore, QtWidgets
made = set(vars(QtCore)) | set(vars(QtWidgets))
print("MADE:", " ".join(name for name in NOT_YET if name in made))
print("MODULES:", " ".join(sorted(sys.modules)))
sys.exit(code)
"""

#: Shows the bare window, then lists what was imported.
BARE = """
import sys
from pathlib import Path
from qtgames.app.barewindow import run_bare_window
code = run_bare_window()
print("MODULES:", " ".join(sorted(sys.modules)))
sys.exit(code)
"""

#: What the start page never needs, each loaded at its first use.
LATER = ("qtgames.app.tournamentwindow", "qtgames.app.tournamentsetup",
         "qtgames.app.tournamentrun", "qtgames.tournament.runner",
         "qtgames.tournament.executors", "qtgames.tournament.report",
         "qtgames.app.hosting", "qtgames.app.joindialog", "qtgames.app.networkgame",
         "qtgames.app.networkplay", "qtgames.app.networkdock", "qtgames.net.host",
         "qtgames.net.client", "qtgames.net.transport", "qtgames.net.remote",
         "qtgames.review", "qtgames.app.manualview",
         "qtgames.app.boardview", "qtgames.app.scene", "qtgames.app.rulesdialog",
         "qtgames.app.pluginsdialog", "qtgames.app.newgame", "qtgames.app.outsidechoice",
         "qtgames.app.filedialogs", "qtgames.net.protocol",
         # the table and its computer players, loaded with the first game
         "qtgames.table.table", "qtgames.table.computers", "qtgames.app.tabledriver",
         "qtgames.app.aiworker",
         # every game's AI, loaded with its first computer player
         "qtgames_reversi.ai", "qtgames_zen.ai", "qtgames_duel.ai", "qtgames_roses.ai",
         "qtgames_chifoumi.ai",
         # no installed distribution declares a game: their metadata is not parsed
         "importlib.metadata",
         # seeds, codes and temporary names (OpenSSL), medians, the X server's socket (the
         # platform here is offscreen), the user's folders (QTGAMES_HOME names them)
         "hashlib", "secrets", "statistics", "socket", "platformdirs")


#: The PySide6 classes the start page never uses, each made (its Python enums with it) at
#: its first use: ``Qt`` above all, whose nearly hundred enums are a tenth of the start-up.
NOT_YET = ("Qt", "QProcess", "QUrl", "QFileDialog", "QInputDialog", "QDialogButtonBox",
           "QComboBox", "QSpinBox")


def test_the_start_page_loads_none_of_what_comes_later(tmp_path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", SHOW.format(not_yet=NOT_YET)],
                          env=environment, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "qtgames: main window shown" in done.stdout
    loaded = set(done.stdout.split("MODULES:")[1].split())
    # what start-up made is kept out of the garbage collector's searches from then on
    assert int(done.stdout.split("FROZEN:")[1].split()[0]) > 10_000
    assert "qtgames.app.mainwindow" in loaded and "qtgames_reversi" in loaded
    assert sorted(loaded.intersection(LATER)) == []
    assert done.stdout.split("MADE:")[1].split("\n")[0].split() == []
    assert sorted(name for name in loaded if name.endswith(".scene")
                  and name.startswith("qtgames_")) == []  # no game's board yet


def test_bench_startup_times_the_window_beside_a_bare_one(capsys) -> None:
    document = run_json(["bench", "--startup", "--repeat", "1"], capsys)
    assert document["repeat"] == 1
    figures = document["figures"]["startup"]
    assert figures["from"] == "source"
    for key in ("window_shown_seconds", "bare_window_shown_seconds", "text_prompt_seconds"):
        assert figures[key] > 0
    # the ratio of the medians, each figure printed rounded
    assert figures["window_over_bare"] == pytest.approx(
        figures["window_shown_seconds"] / figures["bare_window_shown_seconds"], rel=0.02)


def test_the_bare_window_is_bare(tmp_path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", BARE], env=environment, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("qtgames: main window shown\n")
    loaded = done.stdout.split("MODULES:")[1].split()
    assert [name for name in loaded if name.startswith("qtgames")] == [
        "qtgames", "qtgames.app", "qtgames.app.barewindow", "qtgames.probe"]


def test_the_starts_timed_are_warm_even_where_bytecode_is_not_written(monkeypatch) -> None:
    from qtgames.cli import startup

    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    commands = startup.commands(None)
    with startup.bytecode_cache() as cache:
        assert startup.window_seconds(commands.window, cache) > 0
        # the first run compiled the window's modules where the next runs find them
        compiled = {path.name.split(".")[0] for path in Path(cache).rglob("*.pyc")}
    assert {"mainwindow", "startpage", "plugins"} <= compiled


def test_a_property_set_by_name_is_checked(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from qtgames.app.byname import set_by_name

    label = QLabel()
    qtbot.addWidget(label)
    set_by_name(label, "alignment", "AlignLeft|AlignTop")
    assert label.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    with pytest.raises(ValueError, match="AlignMiddle"):
        set_by_name(label, "alignment", "AlignMiddle")
    with pytest.raises(ValueError, match="alinement"):
        set_by_name(label, "alinement", "AlignLeft")
