"""Move › Players… and Computer Plays Both Sides: who plays each seat of the game in
progress, changed during the game."""

import weakref
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from qtgames.app.windowroles import HasLanguage, HasWidget, ShowsLocalGame
from qtgames.core.record import HUMAN, GameRecord


class SeatsWindow(HasWidget, ShowsLocalGame, HasLanguage, Protocol):
    """What changing who plays needs of the window."""

    def remember_players(self, record: GameRecord) -> None:
        """``record``'s players and options are the last of its game."""
        ...


class SeatCommands(QObject):
    """Changes who plays the window's game: in the Players dialog, or the computer at
    every seat for a demonstration and back."""

    def __init__(self, window: SeatsWindow) -> None:
        super().__init__(window.window())
        # A weak reference, as in ``files``: no Python reference cycle through the window.
        self._window = weakref.ref(window)
        #: The players before the computer took every seat (None: it has not).
        self.before_both_sides: list[str] | None = None

    @property
    def window(self) -> SeatsWindow:
        """The window whose game this changes."""
        window = self._window()
        assert window is not None, "the window is gone"
        return window

    def toggle_both_sides(self, both: bool) -> None:
        """Move › Computer Plays Both Sides (``both``): a demonstration, then back to the
        players."""
        window = self.window
        driver = window.driver
        if driver is None:
            return
        record = driver.record
        if both:
            self.before_both_sides = [seat.player for seat in record.seats]
            level = next((seat.player for seat in record.seats if not seat.is_human),
                         record.spec.levels[len(record.spec.levels) // 2].name)
            driver.set_players([level] * len(record.seats))
        elif self.before_both_sides is not None:
            driver.set_players(self.before_both_sides)
            self.before_both_sides = None
        else:
            driver.stop_thinking()
        driver.paused = False
        window.update_ui()
        driver.start()

    def change_players(self) -> None:
        """Move › Players…: change who plays each seat, asking before a level change."""
        window = self.window
        driver = window.driver
        if driver is None:
            return
        record = driver.record
        current = [seat.player for seat in record.seats]
        from qtgames.app.newgame import NewGameDialog  # loaded at the first use

        dialog = NewGameDialog(record.spec, window.lang, window.window(), current,
                               dict(record.options), seats_only=True)
        if not dialog.exec():
            return
        chosen = dialog.players()
        level_changed = any(old != new and HUMAN not in (old, new)
                            for old, new in zip(current, chosen, strict=True))
        if level_changed and record.moves:
            answer = QMessageBox.question(
                window.window(), self.tr("Change the level?"),
                self.tr("Change the computer's level in the middle of the game?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        driver.set_players(chosen)
        window.remember_players(record)
        self.before_both_sides = None
        window.update_ui()
        driver.start()
