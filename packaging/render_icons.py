"""Render the application icon (``qtgames/app/icon.svg``) for the desktops.

Usage: ``python packaging/render_icons.py OUTPUT_FOLDER``: ``hicolor/NxN/apps/
io.github.qtgames.png`` for Linux in every usual size, ``qtgames.ico`` for Windows and
``qtgames.icns`` for macOS where Qt can write it.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SOURCE = Path(__file__).parents[1] / "qtgames" / "app" / "icon.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "io.github.qtgames"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon at ``size``×``size`` pixels, on a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Write every size and format into the folder given on the command line."""
    folder = Path(sys.argv[1])
    _app = QGuiApplication.instance() or QGuiApplication(["render_icons"])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    for size in SIZES:
        target = folder / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(target)):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
    render(renderer, 256).save(str(folder / "qtgames.ico"))
    render(renderer, 512).save(str(folder / "qtgames.icns"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
