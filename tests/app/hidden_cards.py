"""What a window draws of the cards a spectator may not see: the face-up card items of
its boards beyond those of a board drawn from the game's ``public_view``."""

from collections import Counter
from collections.abc import Callable
from typing import Any

from qtgames.app.mainwindow import MainWindow
from qtgames.app.scene import BoardScene
from qtgames.core.game import load_object
from qtgames_duel.scene import Card as DuelCard
from qtgames_roses.scene import CardItem as RosesCard


def duel_face(item: object) -> object:
    """The face of a Le Duel card item (None: not a card, or face down)."""
    return item.value if isinstance(item, DuelCard) else None


def roses_face(item: object) -> object:
    """The face of a Le Roi des Roses card item (None: not a card, or face down)."""
    return item.card.name if isinstance(item, RosesCard) and item.card is not None else None


FACES: dict[str, Callable[[object], object]] = {"duel": duel_face, "roses": roses_face}


def faces(scene: Any, game: str) -> Counter[object]:
    """The faces of the face-up cards of ``scene``."""
    if scene is None:
        return Counter()
    found = (FACES[game](item) for item in scene.items())
    return Counter(face for face in found if face is not None)


def public_faces(window: MainWindow, game: str) -> Counter[object]:
    """The face-up cards of a board of the game in the window drawn from what a
    spectator sees (``public_view``)."""
    assert window.driver is not None
    spec = window.driver.record.spec
    scene: BoardScene[Any] = load_object(spec.scene)()
    scene.show_state(window.driver.record.state.public_view(), False)
    seen = faces(scene, game)
    scene.deleteLater()
    return seen


def hidden_cards_shown(window: MainWindow, game: str) -> set[object]:
    """The faces of the face-up cards on the window's boards (the game's scene and the
    one on screen) that a spectator sees nowhere (a card flying to its place is seen
    twice meanwhile: faces are compared, not counted)."""
    if window.driver is None or window.driver.record.state.is_over():
        return set()
    public = set(public_faces(window, game))
    return {face for scene in (window.scene, window.board.scene()) if scene is not None
            for face in faces(scene, game)} - public


def press_curtain_if_shown(window: MainWindow) -> None:
    """Whoever sits at the screen presses the curtain's button, if there is one."""
    if window.board_stack.currentWidget() is window.curtain:
        window.curtain.button.click()
