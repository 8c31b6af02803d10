"""The view hosting a game's scene: it scales the board with the window, keeping its shape,
and draws what the shell itself shows on every board, above the game's own items:

- a hint: a pulsing ring on the square a move goes to, with an arrow from where it comes
  from, at the points the scene gives for the move (``BoardScene.move_points``);
- an announcement (a forced pass, a hint a scene cannot point at): a banner across the
  middle of the board for a moment.

Both live in the view, not in the scene: a scene may clear and redraw all its items at
every move, and these survive it.
"""

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimeLine, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QWidget

#: How long an announcement stays on the board, in milliseconds.
ANNOUNCE_MS = 1800
#: One pulse of the hint mark, in milliseconds; it pulses ``HINT_PULSES`` times, then stays.
HINT_PULSE_MS = 700
HINT_PULSES = 5
HINT_COLOUR = QColor("#00e5ff")


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
        #: The hint shown: the points of its move, and the size of a square there.
        self.hint_points: list[QPointF] = []
        self.hint_radius = 0.0
        self.hint_strength = 1.0
        self.hint_growth = 1.0  # the ring swells and shrinks as it pulses
        self._pulse = QTimeLine(HINT_PULSE_MS, self)
        self._pulse.setLoopCount(HINT_PULSES)
        self._pulse.valueChanged.connect(self._pulse_step)
        self._pulse.finished.connect(lambda: self._pulse_step(0.0))
        self.banner = QLabel(self.viewport())
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel { background: rgba(20, 20, 20, 215); color: white;"
                                  " border-radius: 12px; padding: 14px; }")
        self.banner.hide()
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        """Show ``scene`` and refit whenever its size changes (a new board size)."""
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self.fit)
        self.clear_hint()
        self.banner.hide()
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the widget, keeping the aspect ratio."""
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Refit on every resize."""
        super().resizeEvent(event)
        self.fit()
        self._place_banner()

    # -- the hint ------------------------------------------------------------------------

    def show_hint(self, points: list[QPointF], radius: float) -> None:
        """Pulse a ring of ``radius`` (scene units) on the last of ``points``, with an
        arrow from the first when there are several."""
        self.hint_points = list(points)
        self.hint_radius = radius
        self._pulse.stop()
        self._pulse.start()
        self.viewport().update()

    def clear_hint(self) -> None:
        """Remove the hint mark."""
        self._pulse.stop()
        if self.hint_points:
            self.hint_points = []
            self.viewport().update()

    def _pulse_step(self, value: float) -> None:
        wave = 0.5 + 0.5 * math.cos(value * 2 * math.pi)  # 1, down to 0, back to 1
        self.hint_strength = 0.65 + 0.35 * wave
        self.hint_growth = 1.0 + 0.3 * (1 - wave)
        self.viewport().update()

    def hint_path(self) -> QPainterPath:
        """The ring (and arrow) of the hint, in scene coordinates."""
        path = QPainterPath()
        if not self.hint_points:
            return path
        radius = self.hint_radius * self.hint_growth
        target = self.hint_points[-1]
        path.addEllipse(target, radius, radius)
        if len(self.hint_points) > 1:
            origin = self.hint_points[0]
            dx, dy = target.x() - origin.x(), target.y() - origin.y()
            length = math.hypot(dx, dy)
            if length > 2 * radius:
                ux, uy = dx / length, dy / length
                start = QPointF(origin.x() + ux * radius * 0.6, origin.y() + uy * radius * 0.6)
                tip = QPointF(target.x() - ux * radius, target.y() - uy * radius)
                path.moveTo(start)
                path.lineTo(tip)
                head = radius * 0.55
                for side in (1, -1):
                    path.moveTo(tip)
                    path.lineTo(tip.x() - ux * head - side * uy * head * 0.6,
                                tip.y() - uy * head + side * ux * head * 0.6)
        return path

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The hint, above every item of the scene."""
        super().drawForeground(painter, rect)
        if not self.hint_points:
            return
        path = self.hint_path()
        width = min(max(self.hint_radius * 0.22, 1.0), 9.0)
        painter.save()
        painter.setOpacity(self.hint_strength)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(QColor(0, 0, 0, 170), width * 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(path)
        pen = QPen(HINT_COLOUR, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(path)
        painter.restore()

    # -- announcements -------------------------------------------------------------------

    def announce(self, text: str, duration_ms: int = ANNOUNCE_MS) -> None:
        """Show ``text`` across the middle of the board for ``duration_ms``."""
        font = QFont(self.font())
        font.setPixelSize(max(14, min(28, self.viewport().width() // 26)))
        font.setBold(True)
        self.banner.setFont(font)
        self.banner.setText(text)
        self._place_banner()
        self.banner.show()
        self.banner.raise_()
        self._banner_timer.start(duration_ms)

    def hide_announcement(self) -> None:
        """Take the announcement away before its time (what it said no longer holds)."""
        self._banner_timer.stop()
        self.banner.hide()

    def _place_banner(self) -> None:
        area = self.viewport().rect()
        width = int(area.width() * 0.8)
        self.banner.setFixedWidth(width)
        self.banner.adjustSize()
        self.banner.move(area.center().x() - width // 2,
                         area.center().y() - self.banner.height() // 2)
