"""A progress bar for long runs, drawn on stderr only when it is a terminal."""

import sys
import time
from typing import TextIO


class Progress:
    """``with Progress(total, "match") as bar: bar.advance()`` draws ``[####   ] 3/10``."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream or sys.stderr
        self.done = 0
        self.start = time.monotonic()
        self.enabled = getattr(self.stream, "isatty", lambda: False)()

    def __enter__(self) -> "Progress":
        self._draw()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()

    def advance(self, note: str = "") -> None:
        """One more step done; ``note`` is shown after the bar."""
        self.done += 1
        self._draw(note)

    def _draw(self, note: str = "") -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * self.done // self.total
        elapsed = time.monotonic() - self.start
        eta = elapsed / self.done * (self.total - self.done) if self.done else 0.0
        self.stream.write(f"\r\x1b[K{self.label} [{'#' * filled}{' ' * (width - filled)}] "
                          f"{self.done}/{self.total}  {elapsed:.0f}s, ~{eta:.0f}s left  {note}")
        self.stream.flush()
