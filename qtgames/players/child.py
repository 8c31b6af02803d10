"""One outside player's child process, spoken to in JSON lines, always cleaned up.

The child runs in a process group of its own. Its standard output is cut into messages
(junk, a line over ``LINE_LIMIT`` bytes or more than ``REQUEST_BYTES`` bytes for one
request stop the reading) by the thread that waits for an answer, as soon as the pipe holds
some (where pipes cannot be polled, by a thread of its own, through a queue); its standard
error is read by a thread that keeps only the last lines, to explain a crash. Every way the
child fails (no answer in time, junk, an ``error`` message, exiting) raises ``Forfeit`` after
the whole group was killed and the process reaped: nothing is left running, nothing waits
forever.
"""

import contextlib
import math
import os
import queue
import select
import signal
import subprocess
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable
from typing import IO, Any

from qtgames.ai.player import Cancelled
from qtgames.core.i18n import N_
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


class _Messages:
    """A child's standard output cut into messages, within the bounds (a line of at most
    ``LINE_LIMIT`` bytes, at most ``REQUEST_BYTES`` bytes for one request, JSON messages
    only), read as the subclass reads; after junk or a flood, or once the output closed,
    nothing more is read and ``get`` gives that end (a ProtocolError, or ``_End``) again."""

    def __init__(self) -> None:
        self._buffer = LineBuffer(LINE_LIMIT)
        #: Bytes read since the last request was sent.
        self.request_bytes = 0

    def new_request(self) -> None:
        """A request is being sent: its answer's bytes are counted from 0."""
        self.request_bytes = 0

    def get(self, timeout: float) -> Message | ProtocolError | None:
        """The next message, or the end; a ``queue.Empty`` when nothing came within
        ``timeout`` seconds."""
        raise NotImplementedError

    def _feed(self, chunk: bytes, put: Callable[[Message | ProtocolError | None], None]
              ) -> bool:
        """``put`` each message ``chunk`` completes, or the end: False when reading is
        over (an empty ``chunk`` is the end of the output)."""
        if not chunk:
            put(_End)
            return False
        self.request_bytes += len(chunk)
        try:
            if self.request_bytes > REQUEST_BYTES:
                raise ProtocolError(N_("more than {limit} bytes for one request"),
                                    limit=REQUEST_BYTES)
            for line in self._buffer.feed(chunk):
                if line.strip():
                    put(decode(line, LINE_LIMIT))
        except ProtocolError as error:
            put(error)
            return False
        return True


class _PolledMessages(_Messages):
    """Read by the thread that waits for a message, when the pipe holds some: no other
    thread hands it over, one wake-up less for each move. The pipe does not block: what
    it holds is taken at once, and only an empty pipe is waited on (``poll``); a child
    sharing qtgames' processor has usually answered by the time its request is written.
    Between two requests nothing is read: a child writing then fills its pipe and waits."""

    def __init__(self, stream: IO[bytes]) -> None:
        super().__init__()
        self._stream = stream
        os.set_blocking(stream.fileno(), False)
        self._poll = select.poll()
        self._poll.register(stream.fileno(), select.POLLIN)
        self._ready: deque[Message | ProtocolError | None] = deque()
        self._reading = True

    def _read(self) -> bytes | None:
        """What the pipe holds now, b"" at its end (or once closed under us), None when
        it holds nothing yet."""
        try:  # through the stream, never its number: closed, it reads nothing
            return self._stream.read(65536)
        except (OSError, ValueError):
            return b""

    def get(self, timeout: float) -> Message | ProtocolError | None:
        """See ``_Messages.get``."""
        if not self._ready and self._reading:
            if self._stream.closed:  # its descriptor may be another file's by now
                self._reading = self._feed(b"", self._ready.append)
            else:
                chunk = self._read()
                if chunk is None and self._poll.poll(math.ceil(max(0.0, timeout) * 1000)):
                    chunk = self._read()
                if chunk is not None:
                    self._reading = self._feed(chunk, self._ready.append)
        if not self._ready:
            raise queue.Empty
        item = self._ready[0]
        if len(self._ready) > 1 or self._reading:  # the end is never taken off
            self._ready.popleft()
        return item


class _ThreadedMessages(_Messages):
    """Read by a thread into a queue, where a pipe cannot be polled (Windows)."""

    def __init__(self, stream: IO[bytes]) -> None:
        super().__init__()
        self._queue: queue.Queue[Message | ProtocolError | None] = queue.Queue()
        self.thread = threading.Thread(target=self._read, args=(stream,),
                                       name="qtgames-child-out", daemon=True)

    def _read(self, stream: IO[bytes]) -> None:
        try:
            while self._feed(stream.read(65536), self._queue.put):
                pass
        except (OSError, ValueError):  # the pipe was closed under us
            self._queue.put(_End)

    def get(self, timeout: float) -> Message | ProtocolError | None:
        """See ``_Messages.get``."""
        return self._queue.get(timeout=timeout)


#: Whether a child's output is read by polling its pipe (else by a thread).
POLLED = hasattr(select, "poll")


class _Errors:
    """The end of a child's standard error, kept by a thread that reads it."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.chunks: deque[bytes] = deque()
        self.size = 0

    def read(self, stream: IO[bytes]) -> None:
        """Keep the last ``STDERR_KEPT`` bytes the child writes on ``stream``."""
        try:
            while chunk := stream.read(4096):
                with self.lock:
                    self.chunks.append(chunk)
                    self.size += len(chunk)
                    while self.size > STDERR_KEPT and len(self.chunks) > 1:
                        self.size -= len(self.chunks.popleft())
        except (OSError, ValueError):
            pass

    def text(self) -> str:
        """What was kept, as text."""
        with self.lock:
            return b"".join(self.chunks).decode("utf-8", "replace")


#: The forfeit of each kind of ``error`` the bootstrap sends (see its ``FAILURES``).
_FAILURES = {"load": N_("{player}: cannot be loaded: {detail}"),
             "raised": N_("{player}: {function} raised {detail}"),
             "exit": N_("{player}: {function} called {detail}"),
             "start": N_("{player}: cannot start {function}: {detail}")}


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
        assert self.process.stdout is not None and self.process.stderr is not None
        self._messages: _Messages = (_PolledMessages(self.process.stdout) if POLLED
                                     else _ThreadedMessages(self.process.stdout))
        self._errors = _Errors()
        self._closed = False
        # The reading threads hold the streams and what they read into, never this object:
        # once it is forgotten, the finalizer below kills the child, which ends the threads.
        self._threads = [threading.Thread(target=self._errors.read, args=(self.process.stderr,),
                                          name="qtgames-child-err", daemon=True)]
        if isinstance(self._messages, _ThreadedMessages):
            self._threads.append(self._messages.thread)
        for thread in self._threads:
            thread.start()
        # However this object ends (forgotten, the program exiting), the child is killed.
        self._finalizer = weakref.finalize(self, _kill, self.process)

    def last_error_line(self) -> str:
        """The last line the child wrote on its standard error (empty if none)."""
        text = self._errors.text()
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        return lines[-1][:200] if lines else ""

    # -- speaking ------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        """Send one message; a Forfeit if the child is gone."""
        stdin = self.process.stdin
        assert stdin is not None
        self._messages.new_request()
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
                item = self._messages.get(min(left, POLL_SECONDS))
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
    def closed(self) -> bool:
        """True once ``close`` was called (the child may have ended by itself before)."""
        return self._closed

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
