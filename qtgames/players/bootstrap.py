"""The child process that runs an AI or bot file, or starts an engine, for qtgames.

This file runs as a script in a child process (``python -P bootstrap.py ...``) and uses
the standard library only: the player's code is never imported into qtgames, and qtgames
is never imported into the player's process.

``bootstrap.py --memory BYTES [LIMITS...] [--processors LIST] file PATH FUNCTION...``
imports PATH, checks that it defines each FUNCTION, and answers on a private copy of its
standard output, one JSON message a line:

- at the start, ``{"type": "hello", "protocol": 2, "name": ...}`` (the file's ``name()``
  when it has one, else its file name) or an ``error`` (see ``fail``);
- to ``{"type": "new_game", "seed": N}`` (before each game), ``{"type": "ready"}`` once
  Python's ``random`` is seeded with N and the file imported afresh (nothing of an earlier
  game is left in it), or an ``error`` when it no longer loads;
- to ``{"type": "call", "function": F, "args": [...]}``, ``{"type": "answer", "value":
  ...}`` (``"invalid"`` instead of ``"value"`` when the result is no JSON value), or an
  ``error`` when F raised or called ``sys.exit``;
- to ``{"type": "quit"}`` or the end of its input, nothing: it exits.

The file's own ``print`` goes to standard error and its ``input()`` reads nothing, so it
can never corrupt the protocol. ``bootstrap.py --memory BYTES [LIMITS...] exec
COMMAND...`` sets the same limits and becomes COMMAND (an engine, which speaks the
protocol itself). Each limit is hard: neither the file nor the engine can raise it.
``--processors 0,2`` runs the process on those processors (the ones of the qtgames thread
that started it).
"""

import contextlib
import importlib.util
import json
import os
import random
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import CodeType, ModuleType

PROTOCOL = 2
#: The first argument that makes a packaged qtgames executable run this script instead
#: (a frozen build has no Python interpreter to run it with).
FROZEN_FLAG = "--qtgames-outside-player"


#: The resource limits the bootstrap sets, by option: ``--memory BYTES`` (address space),
#: ``--processes N``, ``--cpu SECONDS``, ``--file-size BYTES`` (0 or absent: no limit).
LIMITS = ("--memory", "--processes", "--cpu", "--file-size")
#: The option naming the processors it runs on, ``--processors 0,2``: those of the
#: qtgames thread that started it (a box is started by another thread).
PROCESSORS = "--processors"


def set_limits(limits: dict[str, int]) -> None:
    """Set each limit of ``limits`` (keyed as ``LIMITS``) as a hard limit, which this
    process and its children can never raise, and forbid core dumps."""
    try:
        import resource
    except ImportError:  # not on this system (Windows)
        return
    kinds = {"--memory": resource.RLIMIT_AS, "--cpu": resource.RLIMIT_CPU,
             "--file-size": resource.RLIMIT_FSIZE}
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


def watch_parent() -> None:
    """End this process once qtgames is gone, even while the file's code is stuck."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
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


def lines(source: int) -> Iterator[bytes]:
    """The lines read from the descriptor ``source`` until its end, each read taking
    whatever the pipe holds (no read past a line's end waits for more)."""
    pending = b""
    while chunk := os.read(source, 65536):
        *complete, pending = (pending + chunk).split(b"\n")
        yield from complete
    if pending:
        yield pending


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
    """`` (file.py, line N)``: the last line of the file in the error's traceback."""
    import traceback  # only when something failed: not at each start

    numbers = [frame.lineno for frame in traceback.extract_tb(error.__traceback__)
               if Path(frame.filename).resolve() == path]
    if isinstance(error, SyntaxError) and error.lineno and not numbers:
        numbers = [error.lineno]
    return f" ({path.name}, line {numbers[-1]})" if numbers else ""


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


def compiled(path: Path) -> CodeType:
    """The code of the file at ``path``, compiled again only when it changed."""
    status = os.stat(path)
    stamp = (status.st_mtime_ns, status.st_size, status.st_ino)
    known = _compiled.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    code = compile(path.read_bytes(), str(path), "exec", dont_inherit=True)
    _compiled[path] = (stamp, code)
    return code


def load(path: Path, functions: list[str]) -> ModuleType:
    """Import the file at ``path`` under its own name, in a fresh module, and check its
    functions."""
    if str(path.parent) not in sys.path:
        sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path.name} cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    exec(compiled(path), module.__dict__)  # as the import system runs a module
    missing = [name for name in functions if not callable(getattr(module, name, None))]
    if missing:
        raise AttributeError(f"{path.name} defines no function {', '.join(missing)}()")
    return module


def serve(path: Path, functions: list[str]) -> int:
    """Run the file at ``path``: load it, then answer calls until told to quit."""
    messages_in, messages_out = private_channels()
    watch_parent()
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
    for line in lines(messages_in):
        message = DECODER.decode(line.decode("utf-8", "surrogatepass"))
        if message.get("type") == "new_game":
            random.seed(message.get("seed"))
            try:
                module = load(path, functions)
            except BaseException as error:  # noqa: BLE001
                fail(messages_out, "load", "", describe(error, path))
                return 1
            send(messages_out, {"type": "ready"})
            continue
        if message.get("type") != "call":
            return 0
        function = message["function"]
        try:
            value = getattr(module, function)(*message["args"])
        except BaseException as error:  # noqa: BLE001 - reported, then this process ends
            fail(messages_out, "exit" if isinstance(error, SystemExit) else "raised",
                 function, describe(error, path))
            return 1
        try:
            answer(messages_out, value)
        except (TypeError, ValueError):  # not a JSON value: an invalid answer
            send(messages_out, {"type": "answer", "invalid": repr(value)[:100]})
    return 0


def read_limits(argv: list[str]) -> tuple[dict[str, int], set[int] | None, list[str]] | None:
    """The limits at the start of ``argv`` (``--memory BYTES`` and the other ``LIMITS``),
    the ``PROCESSORS`` (None: not given) and the rest; None if they are misspelt or
    ``--memory`` is missing."""
    limits: dict[str, int] = {}
    processors: set[int] | None = None
    while argv and argv[0] in (*LIMITS, PROCESSORS):
        if len(argv) < 2:
            return None
        if argv[0] == PROCESSORS:
            numbers = argv[1].split(",")
            if not all(number.isdecimal() and len(number) < 6 for number in numbers):
                return None
            processors = {int(number) for number in numbers}
        elif argv[1].isdecimal():
            limits[argv[0]] = int(argv[1])
        else:
            return None
        argv = argv[2:]
    return (limits, processors, argv) if "--memory" in limits else None


def main(argv: list[str]) -> int:
    """Run ``--memory BYTES [LIMITS...] [--processors LIST] file PATH FUNCTION...`` or
    ``--memory BYTES [LIMITS...] [--processors LIST] exec COMMAND...``."""
    parsed = read_limits(argv)
    if parsed is None or len(parsed[2]) < 2 or parsed[2][0] not in ("file", "exec"):
        print(__doc__, file=sys.stderr)
        return 2
    limits, processors, (mode, *rest) = parsed
    pin(processors)
    set_limits(limits)
    if mode == "exec":
        try:
            os.execvp(rest[0], rest)
        except OSError as error:
            fail(1, "start", rest[0], error.strerror or str(error))
            return 127
    return serve(Path(rest[0]).resolve(), rest[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
