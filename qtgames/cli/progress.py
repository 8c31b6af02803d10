"""A progress bar for long runs, drawn on stderr only when it is a terminal."""

import sys
import time
from typing import TextIO

from qtgames.core.i18n import said


class Progress:
    """``with Progress(total, "match") as bar: bar.advance()`` draws ``[####   ] 3/10``."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream or sys.stderr
        self.done = 0
        self.earlier = 0
        self.start = time.monotonic()
        self.enabled = getattr(self.stream, "isatty", lambda: False)()

    def __enter__(self) -> "Progress":
        self._draw()
        return self

    def __exit__(self, *_: object) -> None:
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()

    def advance(self, note: str = "") -> None:
        """One more step done; ``note`` is shown after the bar."""
        self.done += 1
        self._draw(note)

    def update(self, done: int, total: int, note: str = "", earlier: int = 0) -> None:
        """``done`` of ``total`` steps, ``earlier`` of them done before this run (a resumed
        run: they do not count towards the time left)."""
        self.done, self.total, self.earlier = done, max(total, 1), earlier
        self._draw(note)

    def _draw(self, note: str = "") -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * min(self.done, self.total) // self.total
        elapsed = time.monotonic() - self.start
        fresh = self.done - self.earlier
        eta = elapsed / fresh * max(self.total - self.done, 0) if fresh > 0 else 0.0
        left = max(self.total - self.done, 0)
        figures = said("{done}/{total}, {left} left  {elapsed}s, ~{eta}s left",
                       done=self.done, total=self.total, left=left, elapsed=f"{elapsed:.0f}",
                       eta=f"{eta:.0f}")
        self.stream.write(f"\r\x1b[K{self.label} [{'#' * filled}{' ' * (width - filled)}] "
                          f"{figures}  {note}")
        self.stream.flush()
