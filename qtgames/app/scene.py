"""The contract between the shell and a game's scene.

A plugin's scene is a ``BoardScene[S, M]`` for states ``S`` and moves ``M``: it draws the
state it is given and turns the player's clicks and keys into moves, which it announces
with ``choose_move`` (the Qt signal ``moveChosen`` carries them, untyped). It never changes
the game itself; the shell, connected with ``on_move``, decides whether the move is played.
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QTimeLine, QTimer, Signal
from PySide6.QtGui import QColor, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from qtgames.core.generics import Defaults, type_parameter
from qtgames.core.i18n import Translator
from qtgames.core.state import S

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    #: The move type a scene chooses; a scene that does not name it chooses any move.
    SM = TypeVar("SM", bound=Hashable, default=Hashable)
else:
    SM = type_parameter("SM", bound=Hashable, default=Hashable)

#: How long a refused place (a square, a card, a button) shows red.
REFUSED_FLASH_MS = 350


@dataclass
class ViewOptions:
    """What the View menu turns on and off, shared by every scene."""

    show_legal: bool = True
    show_last: bool = True
    show_coordinates: bool = True
    animation_ms: int = 250
    #: The key of the board's look among the scene's ``themes()`` ("": its first).
    theme: str = ""


@dataclass(frozen=True)
class SceneCommand:
    """One of a game's own commands, which the shell puts in the toolbar and the Move menu
    (as The Game: Le Duel's End turn)."""

    #: What ``run_command`` is given.
    key: str
    #: Its name in English, translated with the scene's ``messages``.
    label: str
    #: A freedesktop icon name (``go-next``); the shell's own picture of it, if any, where
    #: the desktop has none.
    icon: str = ""


@dataclass(frozen=True)
class SceneTheme:
    """One look of a game's board, offered in View › Board Theme."""

    #: Remembered in the settings and given back in ``ViewOptions.theme``.
    key: str
    #: Its name in English, translated with the scene's ``messages``.
    label: str


class BoardScene(Defaults, QGraphicsScene, Generic[S, SM]):
    """Base class of the scenes of games whose states are ``S`` and moves ``SM``
    (``BoardScene[MyState]`` names no move type: any move)."""

    #: A move the player chose on the board (always one of the legal moves shown); emit it
    #: with ``choose_move`` and connect to it with ``on_move``, which are typed.
    moveChosen = Signal(object)
    #: A click or key the board refused, with why in the game's English words (empty: the
    #: board takes no move now; the shell says why).
    moveRefused = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.view_options = ViewOptions()
        self.interactive = False
        #: False for a spectator: no seat's own controls (a button to end a turn, the
        #: game's commands) are shown, not even greyed.
        self.seated = True
        #: The words a scene writes on the board, in the app's language, and the seats'
        #: names; the shell sets both before each ``show_state``.
        self.messages = Translator("en")
        self.seat_label: Callable[[str], str] = str.capitalize
        #: The red flash of a refused place, while it shows.
        self.flash: QGraphicsRectItem | None = None
        # One animation, made once and reused: replacing it while it emits would free it
        # in the middle of its own signal.
        # QTimeLine rather than QVariantAnimation: the latter's valueChanged(QVariant) leaks a
        # reference to None on every step with PySide6 6.12 and Python 3.11, until a crash.
        self.animation = QTimeLine(250, self)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.animation.valueChanged.connect(self.animation_step)
        self.animation.finished.connect(self.finish_animation)

    def choose_move(self, move: SM) -> None:
        """Announce the move the player chose on the board (one of the legal moves)."""
        self.moveChosen.emit(move)

    def refuse(self, reason: str = "") -> None:
        """Say that the player's click or key chose no move, and why (a rule's reason as
        ``check_move`` gives it, in English; empty: no move is taken now)."""
        self.moveRefused.emit(reason)

    def refuse_at(self, rect: QRectF, reason: str = "") -> None:
        """Flash ``rect`` (the square, card or button the player used) red a moment and
        say why it chose no move, as ``refuse`` does."""
        flash = QGraphicsRectItem(rect)
        flash.setBrush(QColor(220, 40, 40, 110))
        flash.setPen(QPen(QColor(200, 20, 20), 4))
        flash.setZValue(20)
        self.addItem(flash)
        self.flash = flash
        QTimer.singleShot(REFUSED_FLASH_MS, self, self._end_flash)
        self.refuse(reason)

    def _end_flash(self) -> None:
        flash, self.flash = self.flash, None
        try:
            if flash is not None and flash.scene() is self:
                self.removeItem(flash)
        except RuntimeError:  # the board was redrawn meanwhile: the flash went with it
            pass

    def on_move(self, slot: Callable[[SM], object]) -> None:
        """Call ``slot`` with every move the player chooses on this board (the shell's
        side of ``choose_move``)."""
        self.moveChosen.connect(slot)

    def show_state(self, state: S, interactive: bool) -> None:
        """Draw ``state`` (marking ``state.last_move()``); ``interactive`` when a human at
        this screen is to move."""
        raise NotImplementedError

    def move_points(self, move: SM) -> list[QPointF]:
        """Where ``move`` acts on the board drawn now, in scene coordinates: the place it
        goes to, after the one it comes from when it moves something there. The shell
        marks a hint there (a pulsing ring, and an arrow from where it comes from); with no
        point (the default) the hint is said in words on the board instead."""
        return []

    def mark_radius(self) -> float:
        """The radius of a mark around one place of the board (a square, a card)."""
        return 24.0

    def seat_picture(self, state: S, seat: int, size: int) -> QPixmap | None:
        """One of seat ``seat``'s pieces (a disc, a pawn, a card), ``size`` pixels wide,
        drawn beside its count in the players panel; None (the default): the count alone."""
        return None

    def legend(self) -> str:
        """What each mark on this board means, in English (the shell translates it with
        ``messages`` and shows it as the board's tooltip); empty (the default): none."""
        return ""

    def commands(self) -> list[SceneCommand]:
        """The game's own commands, besides moves chosen on the board (none by default)."""
        return []

    def command_enabled(self, key: str) -> bool:
        """True when the command ``key`` can be run now."""
        return False

    def run_command(self, key: str) -> None:
        """Run the command ``key`` (as its button on the board would)."""

    def themes(self) -> list[SceneTheme]:
        """The looks this board offers, the usual one first (none by default)."""
        return []

    def set_view_options(self, options: ViewOptions) -> None:
        """Apply the View menu's choices (the next ``show_state`` redraws with them)."""
        self.view_options = options

    # -- animation -----------------------------------------------------------------------

    def start_animation(self) -> bool:
        """Run the animation for the View menu's duration; False when animations are off."""
        duration = self.view_options.animation_ms
        if duration <= 0:
            return False
        self.animation.setDuration(duration)
        self.animation.start()
        return True

    def stop_animation(self) -> None:
        """Jump to the end of a running animation."""
        self.animation.stop()
        self.finish_animation()

    def animation_step(self, value: float) -> None:
        """Draw the animation at ``value`` from 0 to 1 (override)."""

    def finish_animation(self) -> None:
        """Put every item where the animation leaves it (override)."""
