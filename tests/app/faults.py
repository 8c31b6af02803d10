"""Black & White with a bug in its rules or in its scene, for the app's fault tests (the
scene is named by its import path, as a plugin names it)."""

from qtgames_reversi.rules import ReversiState
from qtgames_reversi.scene import ReversiScene


class FaultyRules(ReversiState):
    """Black & White whose rules crash on the third move (a plugin bug)."""

    def play(self, move: int) -> None:
        """Crash from the third move on."""
        if self.ply() >= 2:
            raise RuntimeError("rules bug")
        super().play(move)


class FaultyScene(ReversiScene):
    """A scene that crashes when the second move is drawn."""

    def show_state(self, state: ReversiState, interactive: bool) -> None:
        """Crash from the second move on."""
        if state.ply() >= 2:
            raise ValueError("scene bug")
        super().show_state(state, interactive)
