"""The status bar's passing messages: each lasts a few seconds, and no longer than the
position it speaks of."""

from collections.abc import Hashable

from PySide6.QtWidgets import QStatusBar

#: How long a message stays in the status bar (milliseconds).
STATUS_MS = 5000


class StatusNote:
    """Says a message in ``bar`` about a position; another position clears it."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self._about: tuple[Hashable, ...] = ()

    def say(self, text: str, about: tuple[Hashable, ...] = ()) -> None:
        """Show ``text`` for a few seconds; ``about`` names the positions it speaks of
        (none: it holds whatever the position)."""
        self.bar.showMessage(text, STATUS_MS)
        self._about = about

    def follow(self, position: Hashable) -> bool:
        """The window shows ``position``: a message about other ones is cleared (then
        True)."""
        if not self._about or position in self._about:
            return False
        self.bar.clearMessage()
        self._about = ()
        return True
