"""Starting a child process, in a box or not.

A box (``qtgames.players.sandbox``) is started by bwrap, which reads its arguments from a
pipe, and by one thread that lives as long as the process (see ``_Launcher``).
"""

import os
import queue
import subprocess
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

T = TypeVar("T")

#: Stands for the pipe bwrap reads its arguments from, in ``Launch.argv``.
ARGUMENTS_FD = "{fd}"


@dataclass(frozen=True)
class Launch:
    """How to start a child: its command line, working folder, environment, the
    NUL-separated arguments bwrap reads from a pipe (None: started as is) and the seccomp
    filter it reads from another (None: none)."""

    argv: list[str]
    cwd: str | None = None
    env: dict[str, str] | None = None
    box_arguments: bytes | None = None
    seccomp: bytes | None = None


def start(launch: Launch, stdin: int, stdout: int, stderr: int,
          new_session: bool = False) -> "subprocess.Popen[bytes]":
    """Start ``launch``, unbuffered, with these standard streams (``subprocess.PIPE``...),
    in a session of its own when ``new_session``; an OSError if it cannot be started.
    A box is started by the process's launcher thread (see ``_Launcher``)."""
    if launch.box_arguments is None:
        return subprocess.Popen(launch.argv, stdin=stdin, stdout=stdout, stderr=stderr,
                                bufsize=0, cwd=launch.cwd, env=launch.env,
                                start_new_session=new_session)
    data, program = launch.box_arguments, launch.seccomp

    def open_box() -> "subprocess.Popen[bytes]":
        reads: list[int] = []
        try:
            options = data
            if program is not None:
                reads.append(_pipe_holding(program))
                options += b"--seccomp\0" + str(reads[-1]).encode() + b"\0"
            reads.append(_pipe_holding(options))
            argv = [str(reads[-1]) if word == ARGUMENTS_FD else word for word in launch.argv]
            return subprocess.Popen(argv, stdin=stdin, stdout=stdout, stderr=stderr,
                                    bufsize=0, cwd=launch.cwd, env=launch.env,
                                    pass_fds=tuple(reads), start_new_session=new_session)
        finally:
            for read in reads:
                os.close(read)

    return _launcher().run(open_box)


def _pipe_holding(data: bytes) -> int:
    """The reading end of a pipe holding ``data`` (a few kilobytes: the pipe holds them
    with no reader yet), its writing end closed."""
    read, write = os.pipe()
    with os.fdopen(write, "wb") as pipe:
        pipe.write(data)
    return read


class _Launcher:
    """A thread that lives as long as the process and starts every box: bwrap's
    ``--die-with-parent`` ends the box when the *thread* that started it ends, and moves
    are chosen in threads that end after each move (the app's)."""

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue[tuple[Callable[[], Any], queue.SimpleQueue[Any]]] = (
            queue.SimpleQueue())
        threading.Thread(target=self._serve, name="qtgames-box-launcher", daemon=True).start()

    def _serve(self) -> None:
        while True:
            job, answer = self.jobs.get()
            try:
                answer.put((job(), None))
            except BaseException as error:  # noqa: BLE001 - raised again by run()
                answer.put((None, error))

    def run(self, job: Callable[[], T]) -> T:
        """``job()``, run in the launcher thread; what it raises is raised here."""
        answer: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.jobs.put((job, answer))
        value, error = answer.get()
        if error is not None:
            raise error
        return cast(T, value)


_launchers: list[_Launcher] = []
_launchers_lock = threading.Lock()


def _launcher() -> _Launcher:
    """This process's launcher, started at its first box."""
    with _launchers_lock:
        if not _launchers:
            _launchers.append(_Launcher())
        return _launchers[0]


def _forget_launcher() -> None:
    """In a forked child: the parent's launcher thread is not there."""
    global _launchers_lock
    _launchers.clear()
    _launchers_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_launcher)
