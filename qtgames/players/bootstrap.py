"""The child process that runs an AI or bot file, or starts an engine, for qtgames.

This file runs as a script in a child process (``python -P bootstrap.py ...``) and uses
the standard library only: the player's code is never imported into qtgames, and qtgames
is never imported into the player's process.

``bootstrap.py --memory BYTES [LIMITS...] [--processors LIST] [--user UID] [--box] file
PATH FUNCTION...`` imports PATH (a file, or a package folder) once, checks that it defines
each FUNCTION, and answers on a private copy of its standard output, one JSON message a
line:

- at the start, ``{"type": "hello", "protocol": 2, "name": ...}`` (the file's ``name()``
  when it has one, else its file name) or an ``error`` (see ``fail``);
- to ``{"type": "new_game", "seed": N}`` (before each game), ``{"type": "ready"}`` once
  a fresh copy of the process (``fork``) plays the game, as the file was just after its
  import, with Python's ``random`` seeded with N (nothing of an earlier game is left: in a
  box, no other process of the box and nothing in its private folders either); the file
  is imported again if it changed since, and an ``error`` is sent when it no longer
  loads;
- to ``{"type": "call", "function": F, "args": [...]}``, ``{"type": "answer", "value":
  ...}`` (``"invalid"`` instead of ``"value"`` when the result is no JSON value), or an
  ``error`` when F raised or called ``sys.exit``;
- to ``{"type": "quit"}`` or the end of its input, nothing: it exits.

The file's own ``print`` goes to standard error and its ``input()`` reads nothing, so it
can never corrupt the protocol. ``bootstrap.py --memory BYTES [LIMITS...] exec
COMMAND...`` sets the same limits and becomes COMMAND (an engine, which speaks the
protocol itself). Each limit is hard: neither the file nor the engine can raise it.
``--processors 0,2`` runs the process on those processors (the ones of the qtgames thread
that started it); ``--files N`` lets the box's private folders hold N files and folders
each at most; ``--user UID`` makes it that user before anything else runs (qtgames run as
root); ``--box`` says it is alone in its box, and that every capability the box left it
(to bound its folders, to change user) is dropped before anything else runs.
"""

import contextlib
import gc
import importlib.util
import json
import os
import random
import signal
import sys
import threading
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from types import CodeType, ModuleType

PROTOCOL = 2
#: The first argument that makes a packaged qtgames executable run this script instead
#: (a frozen build has no Python interpreter to run it with).
FROZEN_FLAG = "--qtgames-outside-player"


#: The resource limits the bootstrap sets, by option: ``--memory BYTES`` (address space),
#: ``--processes N``, ``--cpu SECONDS``, ``--file-size BYTES``, ``--open-files N`` (0 or
#: absent: no limit).
LIMITS = ("--memory", "--processes", "--cpu", "--file-size", "--open-files")
#: The option naming the processors it runs on, ``--processors 0,2``: those of the
#: qtgames thread that started it (a box is started by another thread).
PROCESSORS = "--processors"
#: ``--user UID``: become that user (and group, with no other groups) before anything
#: else runs; refused, and nothing runs, if that cannot be done.
USER = "--user"
#: ``--box``: alone in its box (its own process numbers, its private ``/tmp`` and
#: ``/dev/shm``), so that between two games every other process of the box is ended and
#: those folders are emptied.
BOX = "--box"
#: The folders emptied between two games in a box.
PRIVATE_FOLDERS = ("/tmp", "/dev/shm")
#: ``--files N``: in a box, each of ``PRIVATE_FOLDERS`` holds at most N files and folders
#: (its size alone does not bound them: an empty file takes no byte of it but a part of the
#: computer's memory). Set by remounting them, refused if that cannot be done.
FILES = "--files"
#: The flags of that remount (``MS_REMOUNT | MS_NOSUID | MS_NODEV``): the folders stay
#: writable, without programs run as their owner nor devices.
REMOUNT_FLAGS = 0x20 | 0x02 | 0x04
#: ``_LINUX_CAPABILITY_VERSION_3``: 64-bit capability sets, as two 32-bit halves.
CAPABILITY_VERSION = 0x20080522


def set_limits(limits: dict[str, int]) -> None:
    """Set each limit of ``limits`` (keyed as ``LIMITS``) as a hard limit, which this
    process and its children can never raise, and forbid core dumps."""
    try:
        import resource
    except ImportError:  # not on this system (Windows)
        return
    kinds = {"--memory": resource.RLIMIT_AS, "--cpu": resource.RLIMIT_CPU,
             "--file-size": resource.RLIMIT_FSIZE, "--open-files": resource.RLIMIT_NOFILE}
    if hasattr(resource, "RLIMIT_NPROC"):
        kinds["--processes"] = resource.RLIMIT_NPROC
    wanted = [(resource.RLIMIT_CORE, 0)] + [(kinds[name], value)
                                            for name, value in limits.items()
                                            if value and name in kinds]
    for limit, value in wanted:
        try:
            _, hard = resource.getrlimit(limit)
            capped = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(limit, (capped, capped))
        except (OSError, ValueError):  # a limit the system refuses: run without it
            pass


def pin(processors: set[int] | None) -> None:
    """Run on ``processors`` only (what this process starts too), where the system lets
    it; nothing for None."""
    if not processors or not hasattr(os, "sched_setaffinity"):
        return
    # none of them allowed here (a box limited to other processors): run as it is
    with contextlib.suppress(OSError, ValueError):
        os.sched_setaffinity(0, processors)


def become(user: int) -> None:
    """Run as ``user`` (its own group, no other) from now on, for good: what it starts
    too. An OSError if the system refuses (then nothing of the player may run)."""
    os.setgroups([])
    os.setresgid(user, user, user)
    os.setresuid(user, user, user)
    if os.getresuid() != (user, user, user) or os.getresgid() != (user, user, user):
        raise PermissionError(f"still running as {os.getresuid()}")


def bound_files(count: int) -> None:
    """Let each of ``PRIVATE_FOLDERS`` hold at most ``count`` files and folders (the box
    made them; it left this process the capability to do this). An OSError if the
    system refuses."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for folder in PRIVATE_FOLDERS:
        if libc.mount(None, folder.encode(), None, REMOUNT_FLAGS,
                      f"nr_inodes={count}".encode()) != 0:
            number = ctypes.get_errno()
            raise OSError(number, f"{folder}: {os.strerror(number)}")


def drop_capabilities() -> None:
    """Give up every capability for good, for this process and what it starts (all but
    the bounding set, which a program started can no longer use: the box forbids gaining
    any). An OSError if the system refuses or one is left."""
    import ctypes

    header = (ctypes.c_uint32 * 2)(CAPABILITY_VERSION, 0)  # this process
    sets = (ctypes.c_uint32 * 6)()  # effective, permitted, inheritable: twice, all empty
    if ctypes.CDLL(None, use_errno=True).capset(header, sets) != 0:
        number = ctypes.get_errno()
        raise OSError(number, os.strerror(number))
    with open("/proc/self/status", encoding="ascii") as status:
        left = [line.split()[0] for line in status
                if line.startswith(("CapInh", "CapPrm", "CapEff", "CapAmb"))
                and int(line.split()[1], 16)]
    if left:
        raise PermissionError(f"capabilities left: {' '.join(left)}")


def clear_box() -> bool:
    """In a box, before a game: end every other process of the box (but its first: bwrap's,
    or this one) and empty its private folders. False if something could not be
    removed."""
    with contextlib.suppress(OSError):  # none left: nothing to end
        os.kill(-1, 9)
    # The ended processes are gone once the box's first process has collected them (this
    # one, when it is the first): the next game must not see one of them still listed.
    deadline = time.monotonic() + 5.0
    while _others() and time.monotonic() < deadline:
        _collect()
        time.sleep(0.001)
    emptied = True
    for folder in PRIVATE_FOLDERS:
        if os.path.isdir(folder):
            emptied = empty(folder) and emptied
    return emptied


def _collect() -> None:
    """Collect the ended processes this process is the parent of (all those whose parent
    ended, when it is the box's first)."""
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass


def undumpable() -> None:
    """Close this process to processes of its own user (as a program that changed user
    is): its games, forks of it, then cannot write its memory nor take its descriptors
    through ``/proc``, to leave something for the next game. Linux only; quietly nothing
    elsewhere."""
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0


def _others() -> list[str]:
    """The processes of the box but its first and this one, as its ``/proc`` lists them
    (none where it cannot be read)."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    return [entry for entry in entries if entry.isdecimal() and int(entry) not in
            (1, os.getpid())]


def empty(folder: str) -> bool:
    """Remove everything inside ``folder`` at any depth, whatever its folders' modes, but
    what is mounted there (the player's own files, shown where they are) and the folders
    holding it; folder by folder through descriptors, never a long path. False if
    anything else is left."""
    top = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    device = os.fstat(top).st_dev
    stack: list[tuple[int, str, bool]] = [(top, "", False)]  # descriptor, name, keep
    kept: set[int] = set()  # the folders (inodes) holding something mounted
    try:
        while stack:
            descriptor, name, keep = stack[-1]
            inner = None
            for entry in os.scandir(descriptor):
                found = entry.stat(follow_symlinks=False)
                if found.st_dev != device or found.st_ino in kept:
                    keep = True
                elif entry.is_dir(follow_symlinks=False):
                    inner = entry.name
                    break
                else:
                    os.unlink(entry.name, dir_fd=descriptor)
            stack[-1] = (descriptor, name, keep)
            if inner is not None:
                with contextlib.suppress(OSError):
                    os.chmod(inner, 0o700, dir_fd=descriptor, follow_symlinks=False)
                stack.append((os.open(inner, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW,
                                      dir_fd=descriptor), inner, False))
                continue
            stack.pop()
            if not stack:
                break
            if keep:
                kept.add(os.fstat(descriptor).st_ino)
                stack[-1] = (*stack[-1][:2], True)
            else:
                os.rmdir(name, dir_fd=stack[-1][0])
            os.close(descriptor)
        return True
    except OSError:
        return False
    finally:
        for descriptor, _, _ in stack:
            os.close(descriptor)
        if not stack:
            os.close(top)


#: The process playing the current game, when it runs in a fork (see ``serve``).
_game: list[int] = []


def watch_parent() -> None:
    """End this process, and the game it plays in a fork, once qtgames is gone, even
    while the file's code is stuck."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        for game in _game:
            with contextlib.suppress(OSError):
                os.kill(game, 9)
        os._exit(1)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def private_channels() -> tuple[int, int]:
    """Our own copies of standard input and output (descriptors); the file's code gets
    /dev/null for input and standard error for output."""
    messages_in, messages_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115 - for the process' life
    sys.stdout = open(1, "w", buffering=1, encoding="utf-8",  # noqa: SIM115
                      errors="replace", closefd=False)
    return messages_in, messages_out


#: Made once (``json.dumps`` given options makes one at each call).
ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
DECODER = json.JSONDecoder()


def send(out: int, message: dict[str, object]) -> None:
    """Write one message line on the descriptor ``out``: one system call for the whole
    line (each one wakes qtgames), more only if the pipe takes part of it."""
    data = memoryview((ENCODER.encode(message) + "\n").encode("utf-8"))
    while data:
        data = data[os.write(out, data):]


def answer(out: int, value: object) -> None:
    """Send ``{"type": "answer", "value": value}``: written out as ``send`` would (the
    answer to every move: its line is made without a dictionary in between)."""
    data = memoryview(('{"type": "answer", "value": ' + ENCODER.encode(value) + "}\n"
                       ).encode("utf-8"))
    while data:
        data = data[os.write(out, data):]


#: What went wrong, in English: how ``fail`` words it for whoever reads the message raw.
FAILURES = {"load": "cannot be loaded: {detail}", "raised": "{function} raised {detail}",
            "exit": "{function} called {detail}", "start": "cannot start {function}: {detail}"}


def utf8(text: str) -> str:
    """``text`` as UTF-8 can carry it: a lone surrogate (legal in a Python string, not in
    text) becomes its backslash escape."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def fail(out: int, kind: str, function: str, detail: str) -> None:
    """Send an ``error`` message: its ``kind`` (a key of ``FAILURES``), the function
    concerned, the error in one line, and all of it as an English ``message``."""
    function, detail = utf8(function), utf8(detail)
    send(out, {"type": "error", "kind": kind, "function": function, "detail": detail,
               "message": FAILURES[kind].format(function=function, detail=detail)})


def where(error: BaseException, path: Path) -> str:
    """`` (file.py, line N)``: the last line of the file in the error's traceback (empty
    when it cannot be found: the file's code may hold every descriptor it may open)."""
    try:
        import traceback  # only when something failed: not at each start

        numbers = [frame.lineno for frame in traceback.extract_tb(error.__traceback__)
                   if Path(frame.filename).resolve() == source_of(path)]
    except OSError:
        return ""
    if isinstance(error, SyntaxError) and error.lineno and not numbers:
        numbers = [error.lineno]
    return f" ({source_of(path).name}, line {numbers[-1]})" if numbers else ""


def describe(error: BaseException, path: Path) -> str:
    """An error in one line: its kind, its message and where in the file it happened."""
    if isinstance(error, SystemExit):
        return f"sys.exit({error.code!r})"
    # a SyntaxError's text already ends with its file and line: take its message only
    message = error.msg if isinstance(error, SyntaxError) else str(error)
    text = message.splitlines()[0] if message else ""
    return f"{type(error).__name__}{': ' + text if text else ''}{where(error, path)}"[:300]


#: The file's compiled code, with what its ``os.stat`` said when it was read: a new game
#: runs it again in a fresh module, compiling it again only if the file changed.
_compiled: dict[Path, tuple[tuple[int, int, int], CodeType]] = {}


def source_of(path: Path) -> Path:
    """The file whose code a player at ``path`` runs first: the file itself, or the
    ``__init__.py`` of a package folder."""
    return path / "__init__.py" if path.is_dir() else path


def compiled(path: Path) -> CodeType:
    """The code of the player at ``path`` (``source_of``), compiled again only when it
    changed."""
    source = source_of(path)
    status = os.stat(source)
    stamp = (status.st_mtime_ns, status.st_size, status.st_ino)
    known = _compiled.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    code = compile(source.read_bytes(), str(source), "exec", dont_inherit=True)
    _compiled[path] = (stamp, code)
    return code


def load(path: Path, functions: list[str]) -> ModuleType:
    """Import the player at ``path`` under its own name, in a fresh module, and check its
    functions: a file, or a package folder (its modules found beside its ``__init__.py``,
    as ``from . import helper`` or ``import helper``)."""
    folder = path if path.is_dir() else path.parent
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    package = [str(path)] if path.is_dir() else None
    spec = importlib.util.spec_from_file_location(
        path.stem, source_of(path), submodule_search_locations=package)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path.name} cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    exec(compiled(path), module.__dict__)  # as the import system runs a module
    missing = [name for name in functions if not callable(getattr(module, name, None))]
    if missing:
        raise AttributeError(f"{path.name} defines no function {', '.join(missing)}()")
    return module


class Reader:
    """Lines read from a descriptor, each read taking whatever the pipe holds; what was
    read past a line stays ``pending``, to be handed to another process."""

    def __init__(self, source: int, pending: bytes = b"") -> None:
        self.source = source
        self.pending = pending

    def line(self) -> bytes | None:
        """The next line, without its end; None at the end of the input."""
        while b"\n" not in self.pending:
            chunk = os.read(self.source, 65536)
            if not chunk:
                rest, self.pending = self.pending, b""
                return rest or None
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return line

    def push_back(self, line: bytes) -> None:
        """Read ``line`` again next."""
        self.pending = line + b"\n" + self.pending


def serve(path: Path, functions: list[str], boxed: bool = False) -> int:
    """Run the file at ``path``: import it once, say hello, then play each game in a
    fresh copy of this process (``fork``), as the file was just after its import, until
    told to quit. In a box (``boxed``), each game also starts with no other process of the
    box running and its private folders empty."""
    messages_in, messages_out = private_channels()
    watch_parent()
    if boxed:
        undumpable()
    random.seed(0)  # what the file draws as it is imported: the same in every run
    try:
        module = load(path, functions)
    except BaseException as error:  # noqa: BLE001 - whatever the file does is reported
        fail(messages_out, "load", "", describe(error, path))
        return 1
    try:
        name = str(module.name()) if "name" in functions else path.name
    except BaseException as error:  # noqa: BLE001
        fail(messages_out, "raised", "name", describe(error, path))
        return 1
    send(messages_out, {"type": "hello", "protocol": PROTOCOL, "name": utf8(name[:100])})
    _imported[path] = compiled(path)
    gc.freeze()  # the collector of a game's process then leaves these objects' pages shared
    reader = Reader(messages_in)
    if not hasattr(os, "fork"):  # one process plays every game (Windows)
        return play_games(module, path, functions, reader, messages_out, None)
    while (line := reader.line()) is not None:
        message = DECODER.decode(line.decode("utf-8", "surrogatepass"))
        kind = message.get("type")
        if kind not in ("new_game", "call"):
            return 0
        if kind == "call":  # a game begun without new_game: played with no seed
            reader.push_back(line)
        if boxed and not clear_box():
            fail(messages_out, "load", "", "its box could not be emptied for a new game")
            return 1
        reader, code = game_in_fork(module, path, functions, reader, messages_out,
                                    line if kind == "new_game" else None)
        if code is not None:
            return code
    return 0


#: The code of each file as it was imported at the start.
_imported: dict[Path, CodeType] = {}


def game_in_fork(module: ModuleType, path: Path, functions: list[str], reader: Reader,
                 out: int, start: bytes | None) -> tuple[Reader, int | None]:
    """Play one game in a fork (begun by the ``new_game`` line ``start``, if any); the
    reader of the messages after it, and None, or the exit code of this process when the
    game's process ended otherwise (it is then ended the same way).

    This process alone reads qtgames's messages: it hands the game's process each call
    through a pipe of its own and ends the game at the next other message, so the game's
    process has no way to leave anything for the next game (it cannot rewrite what the
    next game is told)."""
    calls, calling = os.pipe()
    alive, living = os.pipe()  # the game's process holds ``living`` until it ends
    with warnings.catch_warnings():  # forking with the watching thread: it is not needed
        warnings.simplefilter("ignore", DeprecationWarning)
        child = os.fork()
    if child == 0:  # watched by this process's watching thread (see ``watch_parent``)
        os.close(calling)
        os.close(alive)
        os.close(reader.source)
        code = play_games(module, path, functions, Reader(calls), out, start)
        os._exit(code)
    _game[:] = [child]
    os.close(calls)
    os.close(living)
    ended = _ending(child, alive)
    line: bytes | None = None
    try:
        while True:
            line = _next_line(reader, ended)
            if line is None or DECODER.decode(
                    line.decode("utf-8", "surrogatepass")).get("type") != "call":
                break
            with contextlib.suppress(BrokenPipeError):
                _write_all(calling, line + b"\n")
    except _GameEnded:
        line = None
    finally:
        os.close(calling)
    _, status = os.waitpid(child, 0)
    _game.clear()
    for descriptor in {ended, alive}:
        os.close(descriptor)
    code = os.waitstatus_to_exitcode(status)
    if code < 0 and os.getpid() == 1:  # the box's first: no signal of its own ends it
        os._exit(128 - code)  # as bwrap tells a box ended by a signal
    if code < 0:  # killed by a signal: so is this process, for qtgames to say so
        with contextlib.suppress(OSError, ValueError):  # SIGKILL's action cannot be set
            signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
    if code != 0 or line is None:
        return reader, max(code, 0)
    reader.push_back(line)
    return reader, None


class _GameEnded(Exception):
    """The game's process ended before qtgames ended its game."""


def _ending(child: int, alive: int) -> int:
    """A descriptor that becomes readable when process ``child`` ends: its process
    descriptor where the system has them, else ``alive``, the end of a pipe whose other
    end only that process (and what it started) holds."""
    with contextlib.suppress(AttributeError, OSError):
        return os.pidfd_open(child)
    return alive


def _next_line(reader: Reader, ended: int) -> bytes | None:
    """The next line of ``reader`` (None at its end); _GameEnded when the game's process
    ends first."""
    import select

    while b"\n" not in reader.pending:
        ready, _, _ = select.select([reader.source, ended], [], [])
        if ended in ready and reader.source not in ready and _gone(ended):
            raise _GameEnded
        chunk = os.read(reader.source, 65536)
        if not chunk:
            rest, reader.pending = reader.pending, b""
            return rest or None
        reader.pending += chunk
    return reader.line()


def _gone(ended: int) -> bool:
    """True when ``ended`` (see ``_ending``), found readable, says the process ended: a
    process descriptor always does; the pipe only at its end (what the process may have
    written in it means nothing)."""
    try:
        return not os.read(ended, 65536)
    except OSError:  # a process descriptor cannot be read
        return True


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]


def _begin_game(message: dict[str, object], module: ModuleType, path: Path,
                functions: list[str], out: int, afresh: bool) -> ModuleType | None:
    """Begin the game of the ``new_game`` ``message``: ``random`` seeded from its seed, the
    file imported again when ``afresh`` or changed since, then ``ready`` said. The module
    to play with, or None when the import failed (said too)."""
    seed = message.get("seed")
    random.seed(seed if isinstance(seed, int) else None)
    if afresh or compiled(path) is not _imported.get(path):
        try:
            module = load(path, functions)
        except BaseException as error:  # noqa: BLE001 - reported, then this process ends
            fail(out, "load", "", describe(error, path))
            return None
    send(out, {"type": "ready"})
    return module


def play_games(module: ModuleType, path: Path, functions: list[str], reader: Reader,
               out: int, start: bytes | None) -> int:
    """Answer calls, from the game the ``new_game`` line ``start`` begins, until the
    input ends or a message other than a call or a ``new_game`` comes (each ``new_game``
    imports the file afresh: one process playing every game, where there is no fork).
    The exit code."""
    if start is not None:
        message = DECODER.decode(start.decode("utf-8", "surrogatepass"))
        begun = _begin_game(message, module, path, functions, out, afresh=False)
        if begun is None:
            return 1
        module = begun
    while (line := reader.line()) is not None:
        message = DECODER.decode(line.decode("utf-8", "surrogatepass"))
        if message.get("type") == "new_game":
            begun = _begin_game(message, module, path, functions, out, afresh=True)
            if begun is None:
                return 1
            module = begun
            continue
        if message.get("type") != "call":
            return 0
        function = message["function"]
        try:
            value = getattr(module, function)(*message["args"])
        except BaseException as error:  # noqa: BLE001 - reported, then this process ends
            fail(out, "exit" if isinstance(error, SystemExit) else "raised",
                 function, describe(error, path))
            return 1
        try:
            answer(out, value)
        except (TypeError, ValueError):  # not a JSON value: an invalid answer
            send(out, {"type": "answer", "invalid": repr(value)[:100]})
    return 0


@dataclass
class Options:
    """The bootstrap's options: its limits (keyed as ``LIMITS``), its processors (None:
    not given), the user it becomes (None: stays), whether it is alone in a box, the rest
    of the command line, and the files its box's private folders may hold (None: not
    bounded)."""

    limits: dict[str, int]
    processors: set[int] | None
    user: int | None
    boxed: bool
    rest: list[str]
    files: int | None = None


def read_options(argv: list[str]) -> Options | None:
    """The options at the start of ``argv`` (``--memory BYTES`` and the other ``LIMITS``,
    ``PROCESSORS``, ``USER``, ``FILES``, ``BOX``) and the rest; None if they are misspelt
    or ``--memory`` is missing."""
    options = Options({}, None, None, False, [])
    while argv and argv[0] in (*LIMITS, PROCESSORS, USER, FILES, BOX):
        if argv[0] == BOX:
            options.boxed, argv = True, argv[1:]
            continue
        if len(argv) < 2:
            return None
        if argv[0] == PROCESSORS:
            numbers = argv[1].split(",")
            if not all(number.isdecimal() and len(number) < 6 for number in numbers):
                return None
            options.processors = {int(number) for number in numbers}
        elif not argv[1].isdecimal():
            return None
        elif argv[0] == USER:
            options.user = int(argv[1])
        elif argv[0] == FILES:
            options.files = int(argv[1])
        else:
            options.limits[argv[0]] = int(argv[1])
        argv = argv[2:]
    options.rest = argv
    return options if "--memory" in options.limits else None


def main(argv: list[str]) -> int:
    """Run ``--memory BYTES [OPTIONS...] file PATH FUNCTION...`` or ``--memory BYTES
    [OPTIONS...] exec COMMAND...``."""
    options = read_options(argv)
    if options is None or len(options.rest) < 2 or options.rest[0] not in ("file", "exec"):
        print(__doc__, file=sys.stderr)
        return 2
    mode, *rest = options.rest
    pin(options.processors)
    set_limits(options.limits)
    if options.files is not None:
        try:
            bound_files(options.files)
        except OSError as error:
            fail(1, "start", rest[0], f"cannot bound the files of its box: {error}")
            return 126
    if options.user is not None:
        try:
            become(options.user)
        except OSError as error:
            fail(1, "start", rest[0], f"cannot become user {options.user}: {error}")
            return 126
    if options.boxed:
        try:
            drop_capabilities()
        except OSError as error:
            fail(1, "start", rest[0], f"cannot drop its capabilities: {error}")
            return 126
    if mode == "exec":
        try:
            os.execvp(rest[0], rest)
        except OSError as error:
            fail(1, "start", rest[0], error.strerror or str(error))
            return 127
    return serve(Path(rest[0]).resolve(), rest[1:], options.boxed)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
