"""Sound effects for a move, a capture and the end of a game (``sounds/*.wav``, made by
``tools/make-sounds.py``), played with Qt Multimedia's ``QSoundEffect`` when it is
installed. PySide6-Essentials has none, so the usual case is the platform's own player:
``winsound`` on Windows, ``afplay`` on macOS, ``pw-play``/``paplay``/``aplay`` on Linux,
started without waiting. With none of these there is simply no sound."""

import importlib
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6 import QtCore  # QProcess, QUrl when used: see qtgames.app.byname
from PySide6.QtCore import QObject

FOLDER = Path(__file__).with_name("sounds")
KINDS = ("move", "capture", "end")


def _sound_effect_class() -> Any:
    """``QSoundEffect``, or None when Qt Multimedia is missing or cannot load."""
    try:
        return importlib.import_module("PySide6.QtMultimedia").QSoundEffect
    except (ImportError, AttributeError, OSError):
        return None


#: Command-line players of WAV files, most capable first.
PLAYER_COMMANDS = ("pw-play", "paplay", "aplay", "afplay")


def _platform_player() -> Callable[[Path], None] | None:
    """A function that starts playing a WAV file and returns at once, or None."""
    if sys.platform == "win32":
        try:
            winsound: Any = importlib.import_module("winsound")
        except ImportError:
            return None
        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        return lambda path: winsound.PlaySound(str(path), flags)
    for command in PLAYER_COMMANDS:
        program = shutil.which(command)
        if program is not None:
            quiet = ["-q"] if command == "aplay" else []
            return lambda path: _start(program, [*quiet, str(path)])
    return None


def _start(program: str, arguments: list[str]) -> None:
    """Start ``program`` detached: a missing sound device never holds the window."""
    QtCore.QProcess.startDetached(program, arguments)


class SoundPlayer(QObject):
    """Plays the effects while ``enabled``; ``played`` lists what was asked (for tests)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self.played: list[str] = []
        self._effects: dict[str, Any] = {}
        effect_class = _sound_effect_class()
        if effect_class is not None:
            for kind in KINDS:
                effect = effect_class(self)
                effect.setSource(QtCore.QUrl.fromLocalFile(str(FOLDER / f"{kind}.wav")))
                effect.setVolume(0.6)
                self._effects[kind] = effect
        self._fallback = None if self._effects else _platform_player()

    @property
    def available(self) -> bool:
        """True when sounds can be heard here."""
        return bool(self._effects) or self._fallback is not None

    def play(self, kind: str) -> None:
        """Play ``kind`` (``move``, ``capture`` or ``end``) if sounds are on."""
        if not self.enabled:
            return
        self.played.append(kind)
        effect = self._effects.get(kind)
        if effect is not None:
            effect.play()
        elif self._fallback is not None:
            self._fallback(FOLDER / f"{kind}.wav")
