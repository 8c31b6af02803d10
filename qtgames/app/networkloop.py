"""The network transport off the GUI thread: an asyncio event loop in a thread of its own.

The window never blocks on the network: it hands coroutines and calls to this loop, and the
loop's side reports back through Qt signals (``networkgame.ClientBridge``), which Qt
delivers in the GUI thread.
"""

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from PySide6.QtCore import QThread

T = TypeVar("T")


class NetworkLoop(QThread):
    """Runs one asyncio event loop until ``stop``."""

    def __init__(self) -> None:
        super().__init__()
        self._ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.start()
        self._ready.wait(10)

    def run(self) -> None:
        """The thread: make the loop and run it until stopped."""
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self.loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coroutine`` on the loop; its future can be waited on (briefly) or polled."""
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, function: Callable[..., object], *args: object) -> None:
        """Call ``function(*args)`` on the loop's thread."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(function, *args)

    def stop(self) -> None:
        """Stop the loop and wait for the thread."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.wait(5000)
