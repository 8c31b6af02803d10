"""An SVG picture drawn into a pixmap, for the places that show a piece outside the board
(the players panel)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


def svg_pixmap(renderer: QSvgRenderer, size: int) -> QPixmap:
    """``renderer``'s picture in a transparent ``size`` × ``size`` pixmap."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return pixmap
