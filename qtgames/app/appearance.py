"""View › Board Theme and View › Sounds: the looks a game's board offers, and sound
effects, both remembered in the settings."""

import dataclasses
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from qtgames.app.sounds import SoundPlayer
from qtgames.app.windowroles import HasWidget, HasWords, KeepsSettings, ShowsLocalGame
from qtgames.core.narrator import Narrator
from qtgames.core.record import GameRecord
from qtgames.core.state import AnyState

if TYPE_CHECKING:  # the scene's module loads with the first game's board
    from qtgames.app.scene import BoardScene


class LooksWindow(HasWidget, ShowsLocalGame, KeepsSettings, HasWords, Protocol):
    """What the board's looks and sounds need of the window."""

    @property
    def scene(self) -> "BoardScene[Any] | None":
        """The board's scene (None: no game shown)."""
        ...


class Appearance(QObject):
    """The Board Theme submenu (filled from the scene's themes, hidden when it has none)
    and the Sounds switch, in the View menu."""

    def __init__(self, window: LooksWindow, menu_view: QMenu) -> None:
        """Add the entries to ``menu_view``, the window's View menu."""
        # The window is the parent; no Python reference to it is kept (see WindowMenus).
        super().__init__(window.window())
        self.menu_theme = menu_view.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        self.act_sounds = QAction(window.window())
        self.act_sounds.setCheckable(True)
        self.act_sounds.setChecked(window.settings.flag("sounds", default=False))
        self.act_sounds.toggled.connect(self._sounds_toggled)
        menu_view.addAction(self.act_sounds)
        menu_view.setToolTipsVisible(True)
        self.sounds = SoundPlayer(self)
        self.sounds.enabled = self.act_sounds.isChecked()
        self.act_sounds.setEnabled(self.sounds.available)
        self._game = ""
        #: (record id, cursor, seat to move, each seat's count) at the last update, to hear
        #: what changed.
        self._last: tuple[int, int, int, list[int | None]] | None = None

    @property
    def window(self) -> LooksWindow:
        """The main window."""
        return cast(LooksWindow, self.parent())

    def translate(self) -> None:
        """Name the menu's entries in the window's language."""
        self.menu_theme.setTitle(self.tr("Board T&heme"))
        why = "" if self.sounds.available else self.tr(
            "No sound player here: neither Qt Multimedia nor the system's own")
        # A greyed entry says why in its own text: a menu shows no tooltip by default.
        self.act_sounds.setText(self.tr("&Sounds") if not why else self.tr(
            "&Sounds (unavailable: no sound player)"))
        self.act_sounds.setToolTip(why)
        self.act_sounds.setStatusTip(why)
        messages = self.window.messages()
        for action in self.theme_actions.values():
            action.setText(messages(str(action.data())))

    def set_scene(self, game_id: str, scene: "BoardScene[Any]") -> None:
        """Offer ``scene``'s themes and apply the one chosen last for ``game_id``."""
        self._game = game_id
        for action in self.theme_actions.values():
            self.menu_theme.removeAction(action)
            self.theme_group.removeAction(action)
            action.deleteLater()
        self.theme_actions = {}
        themes = scene.themes()
        chosen = self.window.settings.theme(game_id)
        if themes and chosen not in (theme.key for theme in themes):
            chosen = themes[0].key
        for theme in themes:
            action = QAction(self.menu_theme)
            action.setCheckable(True)
            action.setData(theme.label)
            action.setChecked(theme.key == chosen)
            action.triggered.connect(lambda _=False, key=theme.key: self.choose_theme(key))
            self.theme_group.addAction(action)
            self.menu_theme.addAction(action)
            self.theme_actions[theme.key] = action
        self.menu_theme.menuAction().setVisible(bool(themes))
        scene.set_view_options(dataclasses.replace(scene.view_options, theme=chosen))
        self.translate()

    def choose_theme(self, key: str) -> None:
        """View › Board Theme › ``key``: redraw the board in it and remember it."""
        scene = self.window.scene
        if scene is None or key not in self.theme_actions:
            return
        self.theme_actions[key].setChecked(True)
        self.window.settings.set_theme(self._game, key)
        scene.set_view_options(dataclasses.replace(scene.view_options, theme=key))
        if self.window.driver is not None:
            self.window.update_ui()

    def _sounds_toggled(self, on: bool) -> None:
        self.sounds.enabled = on
        self.window.settings.set_flag("sounds", on)

    def after_update(self, record: GameRecord, narrator: Narrator[Any], shown: AnyState) -> None:
        """Sound the move just played at the end of the game shown (``shown``, as the
        person at the screen sees it): the end of the game, a capture (another side's count
        went down), or an ordinary move."""
        seats = range(len(record.seats))
        try:
            counts = [narrator.seat_count(shown, seat) for seat in seats]
        except Exception:  # noqa: BLE001 - a plugin's bug costs the sound, not the game
            counts = [None for _ in seats]
        to_move = -1 if record.state.is_over() else record.state.to_move()
        last, self._last = self._last, (id(record), record.cursor, to_move, counts)
        if last is None or last[0] != id(record) or record.cursor != last[1] + 1 \
                or record.cursor != len(record.moves):
            return
        if record.state.is_over():
            self.sounds.play("end")
            return
        mover, before = last[2], last[3]
        captured = any(seat != mover and old is not None and new is not None and new < old
                       for seat, (old, new) in enumerate(zip(before, counts, strict=True)))
        self.sounds.play("capture" if captured else "move")
