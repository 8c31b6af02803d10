"""Sound effects for a move, a capture and the end of a game (``sounds/*.wav``, made by
``tools/make-sounds.py``), played with Qt Multimedia's ``QSoundEffect`` when it is
installed; without it (PySide6-Essentials has none) there is simply no sound."""

import importlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

FOLDER = Path(__file__).with_name("sounds")
KINDS = ("move", "capture", "end")


def _sound_effect_class() -> Any:
    """``QSoundEffect``, or None when Qt Multimedia is missing or cannot load."""
    try:
        return importlib.import_module("PySide6.QtMultimedia").QSoundEffect
    except (ImportError, AttributeError, OSError):
        return None


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
                effect.setSource(QUrl.fromLocalFile(str(FOLDER / f"{kind}.wav")))
                effect.setVolume(0.6)
                self._effects[kind] = effect

    @property
    def available(self) -> bool:
        """True when sounds can be heard here."""
        return bool(self._effects)

    def play(self, kind: str) -> None:
        """Play ``kind`` (``move``, ``capture`` or ``end``) if sounds are on."""
        if not self.enabled:
            return
        self.played.append(kind)
        effect = self._effects.get(kind)
        if effect is not None:
            effect.play()
