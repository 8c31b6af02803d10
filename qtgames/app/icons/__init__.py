"""The toolbar's icons: the desktop theme's, with the SVG files of this folder as the
fallback where the desktop has no icon theme (or lacks that icon)."""

from pathlib import Path

from PySide6.QtGui import QIcon

FOLDER = Path(__file__).parent


def themed(name: str) -> QIcon:
    """The desktop theme's icon ``name`` (a freedesktop name such as ``edit-undo``), else
    the bundled ``name.svg``."""
    return QIcon.fromTheme(name, QIcon(str(FOLDER / f"{name}.svg")))
