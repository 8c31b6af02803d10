"""Save As: the fallback file dialog never freezes the window, saving where no file can go
says why in one message, and saved files follow the user's umask."""

import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QMessageBox

from qtgames.app import filedialogs
from qtgames.core.record import GameRecord

#: Shows the fallback Save As dialog on /proc (whose files Qt's own icon provider reads,
#: and /proc/kmsg never answers) and types "/proc" in its name box, as a player would.
DIALOG_ON_PROC = textwrap.dedent("""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLineEdit
    from qtgames.app import filedialogs
    app = QApplication(["probe", "-platform", "offscreen"])
    dialog = filedialogs._dialog(None, "Save", "/proc", "*.qtgame", saving=True)
    dialog.show()
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    QTimer.singleShot(200, lambda: (edit.setText("/proc"), edit.textEdited.emit("/proc")))
    QTimer.singleShot(400, dialog.accept)
    QTimer.singleShot(2500, app.quit)
    app.exec()
    print("answered")
""")


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs a /proc file system")
def test_the_fallback_dialog_on_proc_keeps_answering() -> None:
    done = subprocess.run([sys.executable, "-c", DIALOG_ON_PROC], capture_output=True,
                          text=True, timeout=30, check=False)
    assert "answered" in done.stdout, done.stderr[-2000:]


def start(window) -> GameRecord:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.legal_moves()[0])
    return record


def unwritable_folder(tmp_path: Path) -> Path:
    """A folder this user may not write in (a system one for root, who may write anywhere
    else)."""
    if os.geteuid() == 0:
        return Path("/sys")
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


@pytest.mark.parametrize("where", ["proc", "proc file", "folder", "unwritable"])
def test_saving_where_no_file_can_go_says_why(qtbot, window, monkeypatch, tmp_path,
                                              where) -> None:
    target = {"proc": Path("/proc"), "proc file": Path("/proc/game.qtgame"),
              "folder": tmp_path, "unwritable": unwritable_folder(tmp_path) / "g.qtgame"}[where]
    start(window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(filedialogs, "ask_save_path", lambda *args: str(target))
    assert window.files.save_as() is False
    expected = {"proc": "it is a folder", "proc file": "takes no new files",
                "folder": "it is a folder", "unwritable": "you may not write"}[where]
    assert len(shown) == 1 and expected in shown[0], shown
    assert window.files.path is None and window.driver.modified


def test_a_saved_game_follows_the_umask(qtbot, window, monkeypatch, tmp_path) -> None:
    start(window)
    old = os.umask(0o022)
    try:
        target = tmp_path / "shared.qtgame"
        monkeypatch.setattr(filedialogs, "ask_save_path", lambda *args: str(target))
        assert window.files.save_as()
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_in_french_the_save_dialog_has_no_english_label(qtbot, window, monkeypatch) -> None:
    from PySide6.QtWidgets import QComboBox, QLabel

    from qtgames.app.language import QT_GAPS
    window.set_language("fr")
    seen: dict[str, list[str]] = {}

    def look(dialog) -> None:
        seen["labels"] = [label.text() for label in dialog.findChildren(QLabel)]
        seen["types"] = [box.itemText(i) for box in dialog.findChildren(QComboBox)
                         for i in range(box.count())]

    monkeypatch.setattr(filedialogs, "_ask", look)
    start(window)
    window.files.save_as()
    window.set_language("en")
    # Qt's own French leaves two of its labels in English: the shell's catalogue has them.
    assert "&Voir dans\u00a0:" in seen["labels"]
    assert "Fichiers de &type\u00a0:" in seen["labels"]
    assert not set(QT_GAPS) & set(seen["labels"])
    assert "parties enregistrées qtgames (*.qtgame)" in seen["types"]
