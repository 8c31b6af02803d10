"""The click check (Qt): the game's scene, offscreen, is clicked where its moves act.

For each legal move of a position shown to the seat to move (``MOVES`` at most), the scene
is drawn afresh, then clicked (pressed and released) at each of the move's
``move_points``, in order: it must choose that move or nothing. Then it is clicked at a few
points that are no move's: whatever it chooses must be a legal move. Nothing may raise.
"""

import random
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from qtgames.core.state import AnyState
from qtgames.testing.playout import ContractError

#: Most moves of one position whose points are clicked; clicks where no move acts.
MOVES = 16
MISSES = 4


def _click(scene: Any, point: QPointF) -> None:
    """Press and release the left button at ``point`` of ``scene``. The scene's handlers
    are called as Qt would call them, but from Python, so that what they raise reaches
    the check (through Qt, an exception in a handler is lost, or worse)."""
    for kind, buttons, handler in (
            (QGraphicsSceneMouseEvent.Type.GraphicsSceneMousePress,
             Qt.MouseButton.LeftButton, scene.mousePressEvent),
            (QGraphicsSceneMouseEvent.Type.GraphicsSceneMouseRelease,
             Qt.MouseButton.NoButton, scene.mouseReleaseEvent)):
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(point)
        event.setButtonDownScenePos(Qt.MouseButton.LeftButton, point)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setButtons(buttons)
        handler(event)
    QApplication.processEvents()


def _where(point: QPointF) -> str:
    return f"({point.x():.0f}, {point.y():.0f})"


def _call(what: str, action: Any, *args: Any) -> Any:
    try:
        return action(*args)
    except Exception as error:
        raise ContractError("clicks", f"scene, {what}: {type(error).__name__}: "
                            f"{error}") from error


def check_clicks(scene: Any, chosen: list[Hashable], state: AnyState) -> None:
    """Click ``scene`` showing ``state`` (interactive) where its moves act, and elsewhere;
    ``chosen`` collects the moves the scene chooses."""
    if state.is_over():
        return
    legal = sorted(state.legal_moves(), key=state.format_move)
    rng = random.Random(state.ply())
    for move in legal[:MOVES] if len(legal) <= MOVES else rng.sample(legal, MOVES):
        text = state.format_move(move)
        _call("show_state", scene.show_state, state, True)
        points = _call(f"move_points({text!r})", scene.move_points, move)
        chosen.clear()
        for point in points:
            _call(f"a click at {_where(point)}, a point of {text!r}", _click, scene, point)
        if chosen and chosen != [move]:
            raise ContractError("clicks", "scene: clicking the points of "
                                f"{text!r} chose {', '.join(_text(state, got) for got in chosen)}"
                                " instead")
    _call("show_state", scene.show_state, state, True)
    area = scene.sceneRect()
    for _ in range(MISSES):
        point = QPointF(area.left() + rng.random() * area.width(),
                        area.top() + rng.random() * area.height())
        chosen.clear()
        _call(f"a click at {_where(point)}", _click, scene, point)
        wrong = [move for move in chosen if move not in legal]
        if wrong:
            raise ContractError("clicks", f"scene: a click at {_where(point)} chose "
                                f"{wrong[0]!r}, which is not a legal move")
        if chosen:  # a move was chosen: the scene waits for nothing more
            _call("show_state", scene.show_state, state, True)


def _text(state: AnyState, move: Hashable) -> str:
    try:
        return repr(state.format_move(move))
    except Exception:  # noqa: BLE001 - a move the game cannot write
        return repr(move)
