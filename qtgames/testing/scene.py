"""The scene check, the only Qt part of the kit: each position shown on the game's board.

Qt is imported only here, and only when the game has a scene and PySide6 is installed; the
scene is built offscreen (no window opens), as the app would build it.
"""

import importlib.util
import os
from collections.abc import Callable
from typing import Any

from qtgames.core.game import GameSpec, load_object
from qtgames.core.state import AnyState
from qtgames.testing.playout import ContractError

#: Shows one state on the game's board; ContractError (``scene``) when that fails.
ShowState = Callable[[AnyState], None]


def qt_available() -> bool:
    """True when PySide6 can be imported."""
    return importlib.util.find_spec("PySide6") is not None


def scene_checker(spec: GameSpec) -> ShowState | None:
    """A function showing states on a new scene of ``spec``; None when the game has no
    scene or Qt is not installed. ContractError (``scene``) when the scene cannot be made."""
    if spec.scene is None or not qt_available():
        return None
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from qtgames.app.scene import BoardScene

    application = QApplication.instance() or QApplication([])
    try:
        scene: Any = load_object(spec.scene)()
    except Exception as error:
        raise ContractError("scene", f"{spec.scene}() fails: {type(error).__name__}: "
                            f"{error}") from error
    if not isinstance(scene, BoardScene):
        raise ContractError("scene", f"{spec.scene} is not a BoardScene")

    def show(state: AnyState) -> None:
        try:
            scene.show_state(state, not state.is_over())
            scene.itemsBoundingRect()
            application.processEvents()
        except Exception as error:
            raise ContractError("scene", f"show_state fails: {type(error).__name__}: "
                                f"{error}") from error

    show.scene = scene  # type: ignore[attr-defined]  # kept alive as long as the checker
    chosen: list[object] = []  # the moves the scene chooses, for the click check
    scene.on_move(chosen.append)
    show.chosen = chosen  # type: ignore[attr-defined]
    return show
