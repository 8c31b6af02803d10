"""The view hosting a game's scene: it scales the board with the window, keeping its shape."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


class BoardView(QGraphicsView):
    """Fits the whole scene in the widget at any size, antialiased, without scroll bars."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(self.palette().window())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 240)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        """Show ``scene`` and refit whenever its size changes (a new board size)."""
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self.fit)
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the widget, keeping the aspect ratio."""
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Refit on every resize."""
        super().resizeEvent(event)
        self.fit()
