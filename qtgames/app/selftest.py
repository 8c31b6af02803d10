"""The window part of ``--self-test``: the main window offscreen on every game, and the
user manual in both languages."""

import re
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from qtgames import datafiles
from qtgames.app.mainwindow import MainWindow
from qtgames.app.manualview import ManualWindow
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry

#: What Qt's offscreen platform says when a shown window's size constraints change (the
#: board swapped for another game's): it cannot pass size hints to a window manager it does
#: not have. Nothing is wrong with the installation, so the self-test does not repeat it.
OFFSCREEN_SIZE_HINTS = "This plugin does not support propagateSizeHints()"
#: How Qt says a picture file it was given could not be read.
CANNOT_OPEN = re.compile(r"Cannot open file '([^']*)'")

MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], None]


def _quiet_offscreen(previous: MessageHandler | None, unopened: list[str]) -> MessageHandler:
    """A Qt message handler passing on every message but the offscreen size-hints one, and
    noting in ``unopened`` each file Qt could not open."""

    def handle(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message == OFFSCREEN_SIZE_HINTS:
            return
        found = CANNOT_OPEN.search(message)
        if found:
            unopened.append(found.group(1))
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    return handle


def open_main_window(registry: GameRegistry) -> str:
    """Draw every picture of the window, show the main window, start a game of each kind
    in it, and close it; a summary. A picture Qt cannot open fails it, naming the file."""
    previous = qInstallMessageHandler(None)
    unopened: list[str] = []
    qInstallMessageHandler(_quiet_offscreen(previous, unopened))
    try:
        app = QApplication.instance() or QApplication(["qtgames"])
        _draw_pictures(registry)
        summary = _open_main_window(app, registry)
    finally:
        qInstallMessageHandler(previous)
    if unopened:
        raise RuntimeError("cannot open picture " + ", ".join(dict.fromkeys(unopened)))
    return summary


def _draw_pictures(registry: GameRegistry) -> None:
    """Raise naming the first SVG picture of the window or a built-in game Qt cannot draw."""
    pictures = datafiles.app_files()
    for spec in registry.games.values():
        if spec.source == "built-in":
            pictures += datafiles.game_files(spec)
    for item in pictures:
        if item.path.suffix == ".svg" and not QSvgRenderer(str(item.path)).isValid():
            raise RuntimeError(f"cannot draw picture {item.path}")


def _open_main_window(app: QCoreApplication, registry: GameRegistry) -> str:
    start = time.monotonic()
    window = MainWindow(registry)
    window.show()
    app.processEvents()
    shown = time.monotonic() - start
    for spec in registry.games.values():
        if spec.scene is None:  # a game with no board view yet: the window says so, modally
            continue
        window.start_table(GameRecord(spec, seed=1))
        app.processEvents()
        if window.grab().isNull():
            raise RuntimeError(f"the board of {spec.id} could not be drawn")
    for lang in ("en", "fr"):
        manual = ManualWindow(lang, window)
        if manual.browser.document().isEmpty():
            raise RuntimeError(f"the user manual ({lang}) shows nothing")
        manual.deleteLater()
    if not window.close():
        raise RuntimeError("the main window did not close")
    return f"main window shown in {shown * 1000:.0f} ms, every board and the manual drawn"
