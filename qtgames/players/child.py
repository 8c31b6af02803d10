"""One outside player's child process, spoken to in JSON lines, always cleaned up.

The child runs in a process group of its own. Its standard output is read by a thread
into a queue of messages (junk, a line over ``LINE_LIMIT`` bytes or more than
``REQUEST_BYTES`` bytes for one request stop the reading); its standard error by another
thread that keeps only the last lines, to explain a crash. Every way the child fails
(no answer in time, junk, an ``error`` message, exiting) raises ``Forfeit`` after the whole
group was killed and the process reaped: nothing is left running, nothing waits forever.
"""

import contextlib
import os
import queue
import signal
import subprocess
import threading
import time
import weakref
from collections import deque
from typing import IO, Any

from qtgames.ai.player import Cancelled
from qtgames.core.jsonlines import LineBuffer, Message, ProtocolError, decode, encode
from qtgames.players.forfeit import Forfeit
from qtgames.players.launcher import Launch, start

#: Longest line a child may write, in bytes.
LINE_LIMIT = 64 * 1024
#: Most bytes a child may write for one request (flooding beyond this forfeits).
REQUEST_BYTES = 1 << 20
#: Seconds a child has to end by itself after ``quit`` before it is killed.
QUIT_SECONDS = 0.5
#: Longest wait between two looks at the cancel flag, in seconds.
POLL_SECONDS = 0.05
#: Bytes of its standard error kept to explain a crash.
STDERR_KEPT = 4096

_End = None  # what the reader puts in the queue when the child's output closes


def _kill(process: "subprocess.Popen[bytes]") -> None:
    """Kill ``process`` and everything it started in its group, then reap it."""
    try:
        if os.name == "posix":  # the group too: what the child started dies with it
            os.killpg(process.pid, signal.SIGKILL)
        elif process.returncode is None:
            process.kill()
    except (ProcessLookupError, PermissionError):  # already gone
        pass
    with contextlib.suppress(subprocess.TimeoutExpired):  # unkillable: do not hang on it
        process.wait(timeout=5)
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()


class _Output:
    """What the reading threads gather from a child: its messages, and the end of its
    standard error."""

    def __init__(self) -> None:
        self.messages: queue.Queue[Message | ProtocolError | None] = queue.Queue()
        #: Bytes read on standard output since the last request was sent.
        self.request_bytes = 0
        self.lock = threading.Lock()
        self.errors: deque[bytes] = deque()
        self.errors_size = 0


def _read_messages(stream: IO[bytes], output: _Output) -> None:
    """Queue each message the child writes; junk, a line too long or a flood end it."""
    buffer = LineBuffer(LINE_LIMIT)
    try:
        while chunk := stream.read(65536):
            output.request_bytes += len(chunk)
            if output.request_bytes > REQUEST_BYTES:
                raise ProtocolError("more than {limit} bytes for one request",
                                    limit=REQUEST_BYTES)
            for line in buffer.feed(chunk):
                if line.strip():
                    output.messages.put(decode(line, LINE_LIMIT))
    except ProtocolError as error:
        output.messages.put(error)
        return
    except (OSError, ValueError):  # the pipe was closed under us
        pass
    output.messages.put(_End)


def _read_errors(stream: IO[bytes], output: _Output) -> None:
    """Keep the last ``STDERR_KEPT`` bytes the child writes on its standard error."""
    try:
        while chunk := stream.read(4096):
            with output.lock:
                output.errors.append(chunk)
                output.errors_size += len(chunk)
                while output.errors_size > STDERR_KEPT and len(output.errors) > 1:
                    output.errors_size -= len(output.errors.popleft())
    except (OSError, ValueError):
        pass


#: The forfeit of each kind of ``error`` the bootstrap sends (see its ``FAILURES``).
_FAILURES = {"load": "{player}: cannot be loaded: {detail}",
             "raised": "{player}: {function} raised {detail}",
             "exit": "{player}: {function} called {detail}",
             "start": "{player}: cannot start {function}: {detail}"}


def _failure(who: str, message: Message) -> Forfeit:
    """The forfeit for an ``error`` message: worded here when it comes from our bootstrap
    (so that it can be translated), else the engine's own words."""
    template = _FAILURES.get(str(message.get("kind")))
    if template is not None:
        return Forfeit(template, player=who, function=str(message.get("function", ""))[:100],
                       detail=str(message.get("detail", ""))[:300])
    return Forfeit("{player}: {error}", player=who,
                   error=str(message.get("message", "an error"))[:300])


class ChildProcess:
    """A child process speaking JSON lines; ``who`` names it in every forfeit reason."""

    def __init__(self, launch: Launch, who: str) -> None:
        """Start ``launch`` (see ``sandbox.launch``); a Forfeit if it cannot be started."""
        self.who = who
        try:
            self.process = start(launch, subprocess.PIPE, subprocess.PIPE, subprocess.PIPE,
                                 new_session=os.name == "posix")
        except OSError as error:
            raise Forfeit("{player}: cannot be started: {error}", player=who,
                          error=error.strerror or str(error)) from None
        self._output = _Output()
        self._closed = False
        # The reading threads hold the streams and ``_output``, never this object: once it
        # is forgotten, the finalizer below kills the child, which ends the threads.
        self._threads = [
            threading.Thread(target=_read_messages, args=(self.process.stdout, self._output),
                             name="qtgames-child-out", daemon=True),
            threading.Thread(target=_read_errors, args=(self.process.stderr, self._output),
                             name="qtgames-child-err", daemon=True)]
        for thread in self._threads:
            thread.start()
        # However this object ends (forgotten, the program exiting), the child is killed.
        self._finalizer = weakref.finalize(self, _kill, self.process)

    def last_error_line(self) -> str:
        """The last line the child wrote on its standard error (empty if none)."""
        with self._output.lock:
            text = b"".join(self._output.errors).decode("utf-8", "replace")
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        return lines[-1][:200] if lines else ""

    # -- speaking ------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        """Send one message; a Forfeit if the child is gone."""
        stdin = self.process.stdin
        assert stdin is not None
        self._output.request_bytes = 0
        try:
            stdin.write(encode(message))
            stdin.flush()
        except (OSError, ValueError):
            raise self._gone() from None

    def receive(self, seconds: float, cancel: threading.Event | None = None,
                waiting_for: str = "answer") -> Message:
        """The next message other than ``info``, within ``seconds``.

        ``Cancelled`` when ``cancel`` is set meanwhile, and a Forfeit when the time runs
        out, the child writes junk, sends an ``error`` or exits; in each case the child is
        killed first.
        """
        deadline = time.monotonic() + seconds
        while True:
            if cancel is not None and cancel.is_set():
                self.close(quit=False)
                raise Cancelled
            left = deadline - time.monotonic()
            if left <= 0:
                self.close(quit=False)
                if waiting_for == "hello":
                    raise Forfeit("{player}: did not start within {seconds:g} s",
                                  player=self.who, seconds=seconds)
                raise Forfeit("{player}: no answer within {seconds:g} s", player=self.who,
                              seconds=seconds)
            try:
                item = self._output.messages.get(timeout=min(left, POLL_SECONDS))
            except queue.Empty:
                continue
            if item is _End:
                raise self._gone()
            if isinstance(item, ProtocolError):
                self.close(quit=False)
                raise Forfeit("{player}: wrote junk on its output: {error}", player=self.who,
                              error=str(item))
            if item["type"] == "info":
                continue
            if item["type"] == "error":
                self.close(quit=False)
                raise _failure(self.who, item)
            return item

    def _gone(self) -> Forfeit:
        """The Forfeit of a child whose output closed: how it ended, and its last words."""
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            code = None
        detail = self.last_error_line()
        self.close(quit=False)
        if code is None:
            return Forfeit("{player}: closed its output", player=self.who)
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = str(-code)
            return Forfeit("{player}: was killed by signal {signal}", player=self.who,
                           signal=name)
        if detail:
            return Forfeit("{player}: stopped (exit code {code}): {detail}", player=self.who,
                           code=code, detail=detail)
        return Forfeit("{player}: stopped (exit code {code})", player=self.who, code=code)

    # -- ending --------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """True until the child is closed or has exited."""
        return not self._closed and self.process.poll() is None

    def close(self, quit: bool = True) -> None:
        """End the child: ask it to ``quit`` (when ``quit``), then kill its whole group and
        reap it. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        if quit and self.process.poll() is None:
            try:
                self.send({"type": "quit"})
                self.process.wait(timeout=QUIT_SECONDS)
            except (Forfeit, subprocess.TimeoutExpired):
                pass
        self._finalizer()  # kills the group, reaps, closes the pipes
        for thread in self._threads:
            thread.join(timeout=1)
