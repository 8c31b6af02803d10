#!/usr/bin/env python3
"""Writes the app's sound effects, qtgames/app/sounds/*.wav, from nothing but arithmetic
(the stdlib ``wave`` module): a wooden click for a move, a double click for a capture, a
short rising chord for the end of a game. Run it again after changing a sound."""

import math
import struct
import wave
from pathlib import Path

RATE = 22050
FOLDER = Path(__file__).resolve().parents[1] / "qtgames" / "app" / "sounds"


Note = tuple[float, float, float, float]


def click(start: float, frequency: float, length: float, volume: float) -> list[Note]:
    """One struck note: (start, frequency, length, volume)."""
    return [(start, frequency, length, volume)]


def render(notes: list[Note], seconds: float) -> bytes:
    """16-bit mono samples of ``notes``, each an exponentially decaying sine with a
    quieter octave above, faded in over a millisecond so it never pops."""
    samples = [0.0] * int(RATE * seconds)
    for start, frequency, length, volume in notes:
        first = int(start * RATE)
        for index in range(int(length * RATE)):
            if first + index >= len(samples):
                break
            t = index / RATE
            envelope = math.exp(-t * 6.0 / length) * min(1.0, t * 1000)
            wave_value = (math.sin(2 * math.pi * frequency * t)
                          + 0.35 * math.sin(4 * math.pi * frequency * t))
            samples[first + index] += volume * envelope * wave_value
    peak = max(1e-9, max(abs(sample) for sample in samples))
    scale = 0.8 * 32767 / peak
    return b"".join(struct.pack("<h", int(sample * scale)) for sample in samples)


SOUNDS = {
    "move": (click(0.0, 880.0, 0.09, 1.0), 0.12),
    "capture": (click(0.0, 660.0, 0.08, 1.0) + click(0.07, 990.0, 0.1, 0.9), 0.2),
    "end": (click(0.0, 523.25, 0.5, 0.8) + click(0.1, 659.25, 0.45, 0.7)
            + click(0.2, 783.99, 0.5, 0.8), 0.75),
}


def main() -> None:
    """Write every sound."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, (notes, seconds) in SOUNDS.items():
        with wave.open(str(FOLDER / f"{name}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(render(notes, seconds))


if __name__ == "__main__":
    main()
