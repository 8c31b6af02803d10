"""The box an outside player's process runs in.

On Linux, when bubblewrap (``bwrap``) is installed and works, every outside player starts
in a box built from nothing: read-only, the system's programs and libraries (``/usr`` but
not ``/usr/local``, ``/bin``, ``/lib``...), three files of ``/etc`` that hold no secret,
the Python that runs the bootstrap (its own prefix and site-packages, wherever they live),
the bootstrap itself and the player's own file, package folder or program, each at its
usual path; nothing else of the computer (no ``/etc``, ``/opt``, ``/var``, ``/srv``,
``/home``, no user folder, no terminal nor disk in ``/dev``). A private, empty writable
``/tmp``, bounded in size and in number of files, is its working folder and ``HOME``, and
``/dev/shm`` is as small. It has no network, its own process ids
(no ``/proc`` of qtgames), a new session, a cleared environment, no capability, a seccomp
filter (``qtgames.players.seccomp``) refusing what a player never needs, and dies with
qtgames. Run by root, the box has no user namespace and its bootstrap becomes a user of
its own (``box_user``) before any of the player's code runs, so that the process limit
binds and no file is the player's own (bwrap's first process, root's, stays out of its
reach); run by a user, the box is a user namespace of that user, whose first process is
the bootstrap itself. Everything it starts lives in the box's process namespace, so everything dies
with it.

Where bwrap is missing or cannot start (Windows, macOS, a kernel without user namespaces),
or with ``--no-sandbox`` (which sets ``NO_SANDBOX`` for the process and its workers), the
player runs as a plain child process; the bootstrap sets hard resource limits in both cases.
"""

import contextlib
import os
import platform
import secrets
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from qtgames.core.i18n import N_, Translator, system_language
from qtgames.players import seccomp
from qtgames.players.bootstrap import FILES
from qtgames.players.launcher import ARGUMENTS_FD, Launch, start

#: Set to ``1`` by ``--no-sandbox``: outside players of this process and its workers run
#: without a box.
NO_SANDBOX = "QTGAMES_NO_SANDBOX"
#: Top-level folders of the system the box shows, read-only: the programs and libraries,
#: never ``/etc``, ``/opt``, ``/var``, ``/srv`` or ``/home`` (nor the rest of ``/``).
SYSTEM = ("usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32")
#: Folders inside those that the box hides (shown only where the Python lives in them).
HIDDEN_IN_SYSTEM = ("/usr/local",)
#: The few files of ``/etc`` a program may need, which hold no secret: the libraries'
#: cache, the time zone, the alternatives' links.
SYSTEM_FILES = ("/etc/ld.so.cache", "/etc/localtime", "/etc/alternatives")
#: Stores of whole systems (Nix, Guix) shown when the Python lives in one.
STORES = ("/nix/store", "/gnu/store")
#: The box's private writable folder: its working folder, ``HOME`` and ``TMPDIR``.
PRIVATE = "/tmp"
#: Bytes the player may write in ``PRIVATE``, and in ``/dev/shm``.
PRIVATE_BYTES = 64 << 20
#: Files and folders the player may make in ``PRIVATE``, and in ``/dev/shm``: each takes
#: memory of the computer's own (about a kilobyte) that ``PRIVATE_BYTES`` does not count.
PRIVATE_FILES = 10_000
#: The devices the box shows: those holding nothing (no terminal, no disk).
DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom")
#: Processes (and threads) a player may run at once in the box.
PROCESSES = 256
#: Processor seconds a player may use in one game, at least; bytes of a file it writes.
CPU_SECONDS = 4 * 3600
FILE_BYTES = 64 << 20
#: Files a process of the player may hold open at once (pipes and sockets too): each
#: takes memory of the computer's own, and the computer's table of open files is shared by
#: all its users.
OPEN_FILES = 256
#: The user numbers a box may run as under root, first and past the last: far above
#: any account's and any range of subordinate ids.
BOX_USERS = (1 << 30, 1 << 31)
#: Environment variables passed into the box (all others are dropped).
KEPT_ENVIRONMENT = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TZ")
#: Seconds the trial run of bwrap may take.
TRIAL_SECONDS = 10.0


@dataclass(frozen=True)
class BoxState:
    """Whether outside players run in a box here: the bwrap program, or why not (English,
    one line, empty when boxed)."""

    bwrap: str | None
    #: Why there is no box: one of ``REASONS`` (a template), with ``detail`` in it.
    reason: str = ""
    detail: str = ""

    def why(self, tr: Translator | None = None) -> str:
        """Why there is no box, in one line, translated by ``tr`` when given."""
        return tr(self.reason, detail=self.detail) if tr else self.reason.format(
            detail=self.detail)


#: Why outside players may run without a box.
REASONS = (N_("--no-sandbox was given"), N_("bubblewrap exists on Linux only"),
           N_("bwrap (bubblewrap) is not installed"), N_("bwrap cannot start: {detail}"))


def state() -> BoxState:
    """Whether outside players of this process run in a box now."""
    if os.environ.get(NO_SANDBOX) == "1":
        return BoxState(None, REASONS[0])
    return _trial()


def try_early() -> None:
    """Start trying bwrap now, in a thread, so that the trial is done by the time the
    first outside player starts (the command meanwhile loads the games)."""
    if os.environ.get(NO_SANDBOX) != "1" and not _trial_started:
        thread = threading.Thread(target=_trial_quietly, name="qtgames-box-trial",
                                  daemon=True)
        _trial_started.append(thread)
        thread.start()


def _trial_quietly() -> None:
    """The trial, from ``try_early``'s thread: whatever goes wrong there is left to the
    first caller of ``state``, which tries again and says it."""
    with contextlib.suppress(Exception):
        _trial()


#: The thread ``try_early`` started (none yet).
_trial_started: list[threading.Thread] = []
_trial_lock = threading.Lock()


def _trial() -> BoxState:
    """The trial's result, tried once (``_try_bwrap``) whichever thread asks first."""
    with _trial_lock:
        if not _trial_result:
            _trial_result.append(_try_bwrap())
        return _trial_result[0]


_trial_result: list[BoxState] = []


def _forget_trial_lock() -> None:
    """In a forked child: a trial running in the parent's thread is not there to end."""
    global _trial_lock
    _trial_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_trial_lock)


def _try_bwrap() -> BoxState:
    """Try bwrap once, with the box players get, on a command that does nothing."""
    if not sys.platform.startswith("linux"):
        return BoxState(None, REASONS[1])
    program = shutil.which("bwrap")
    if program is None:
        return BoxState(None, REASONS[2])
    try:
        nothing = [shutil.which("true") or "true"]
        process = start(_boxed(program, nothing, [], bounds_files=True), subprocess.DEVNULL,
                        subprocess.DEVNULL, subprocess.PIPE)
    except OSError as error:
        return BoxState(None, REASONS[3], error.strerror or str(error))
    try:
        _, errors = process.communicate(timeout=TRIAL_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return BoxState(None, REASONS[3], "no answer in time")
    if process.returncode != 0:
        lines = errors.decode("utf-8", "replace").strip().splitlines() or ["failed"]
        return BoxState(None, REASONS[3], lines[-1][:200])
    return BoxState(program)


def launch(command: Sequence[str], visible: Iterable[str], cwd: str | None = None) -> Launch:
    """How to start ``command``: in the box, where only ``visible`` files (and the Python
    running qtgames) are shown besides the system, or as is, in ``cwd``, when there is no
    box."""
    program = state().bwrap
    if program is None:
        return Launch(list(command), cwd)
    return _boxed(program, command, visible, bounds_files=FILES in command)


def limits(memory: int, move_seconds: float) -> list[str]:
    """The bootstrap's limit options for a player with ``memory`` bytes and
    ``move_seconds`` a move: address space, processor time, size of a file written, files
    held open; and
    in the box the number of processes (counted in the box alone on Linux 5.14 and later;
    elsewhere the count would include every process of the user), the files its private
    folders hold, ``--box``, and for qtgames run as root a user of the box's own to
    become (see ``box_user``)."""
    words = ["--memory", str(memory), "--cpu", str(max(CPU_SECONDS, int(400 * move_seconds))),
             "--file-size", str(FILE_BYTES), "--open-files", str(OPEN_FILES)]
    if state().bwrap is not None:
        if _kernel() >= (5, 14) or os.geteuid() == 0:
            words += ["--processes", str(PROCESSES)]
        words += [FILES, str(PRIVATE_FILES)]
        if os.geteuid() == 0:
            words += ["--user", str(box_user())]
        words.append("--box")
    return words


def box_user() -> int:
    """A user number for one box, when qtgames runs as root: drawn at random among
    ``BOX_USERS``, which no account uses, so that the process limit counts that box's
    processes alone and no file of the system is the player's own."""
    import pwd  # Linux only, as the box

    while True:
        user = BOX_USERS[0] + secrets.randbelow(BOX_USERS[1] - BOX_USERS[0])
        try:
            pwd.getpwuid(user)
        except KeyError:
            return user


def _kernel() -> tuple[int, ...]:
    """The Linux kernel's version, (0,) when it cannot be read."""
    numbers = []
    for part in platform.release().split("-")[0].split(".")[:2]:
        if not part.isdecimal():
            break
        numbers.append(int(part))
    return tuple(numbers) or (0,)


def engine_command(words: Sequence[str]) -> tuple[list[str], list[str]]:
    """An engine's command as the box runs it, and the files it must see: its program
    when the box would not show it, and each word that names a file (made absolute, since
    the box's working folder is its own). Unchanged, with no files, when there is no box."""
    if state().bwrap is None or not words:
        return list(words), []
    program, *rest = words
    command, visible = [program], []
    if "/" in program:
        command[0] = os.path.abspath(program)
        visible.append(command[0])
    elif not any(os.access(os.path.join(folder, program), os.X_OK)
                 for folder in os.environ.get("PATH", "").split(os.pathsep)
                 if os.path.isabs(folder) and _system_shows(folder)):
        found = shutil.which(program)  # only in a folder the box hides: show it there
        if found is not None:
            visible.append(os.path.abspath(found))
            command[0] = visible[-1]
    for word in rest:
        if os.path.isfile(word):
            word = os.path.abspath(word)
            visible.append(word)
        command.append(word)
    return command, visible


def _boxed(program: str, command: Sequence[str], visible: Iterable[str],
           bounds_files: bool = False) -> Launch:
    """bwrap's command for ``command`` in a box showing ``visible``; with
    ``bounds_files`` (the bootstrap given ``FILES``), the box leaves it the capability to
    remount its private folders, which it drops before anything else runs."""
    root = os.geteuid() == 0 if hasattr(os, "geteuid") else False
    remount = ["--cap-add", "CAP_SYS_ADMIN"] if bounds_files else []
    arguments: list[str] = []
    for top in SYSTEM:
        path = "/" + top
        if os.path.islink(path):
            arguments += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            arguments += ["--ro-bind", path, path]
    hidden = [folder for folder in HIDDEN_IN_SYSTEM if os.path.isdir(folder)]
    for folder in hidden:
        arguments += ["--tmpfs", folder]
    made: set[str] = set()
    for file in SYSTEM_FILES:
        if os.path.lexists(file):
            arguments += _folders_above(file, made)
            arguments += (["--symlink", os.readlink(file), file] if os.path.islink(file)
                          else ["--ro-bind", file, file])
    arguments += _devices()
    arguments += ["--perms", "1777", "--size", str(PRIVATE_BYTES),
                  "--tmpfs", "/dev/shm", "--remount-ro", "/dev", "--proc", "/proc",
                  "--perms", "1777", "--size", str(PRIVATE_BYTES), "--tmpfs", PRIVATE]
    shown: list[str] = []
    for path in sorted({*_python_paths(), *visible}):
        if _inside(path, shown) or _system_shows(path):
            continue
        arguments += _folders_above(path, made)
        arguments += ["--ro-bind", path, path]
        shown.append(path)
    for folder in hidden:
        arguments += ["--remount-ro", folder]
    arguments += ["--remount-ro", "/"]
    if root:  # no user namespace: the bootstrap becomes a user of its own, then loses these
        arguments += ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
                      "--unshare-cgroup-try", "--cap-drop", "ALL",
                      "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", *remount]
    else:  # the command is the box's first process: bwrap's would be the player's user's,
        # a process whose memory a game could write (to outlive it), unfiltered by seccomp
        arguments += ["--unshare-all", "--as-pid-1", "--cap-drop", "ALL", *remount]
    arguments += ["--die-with-parent", "--new-session", "--chdir", PRIVATE]
    environment = {key: os.environ[key] for key in KEPT_ENVIRONMENT if key in os.environ}
    environment.update(HOME=PRIVATE, TMPDIR=PRIVATE)
    # The box's arguments go through a pipe: its /proc/1/cmdline shows none of the user's
    # folder names.
    data = b"".join(os.fsencode(word) + b"\0" for word in arguments)
    return Launch([program, "--args", ARGUMENTS_FD, "--", *command], "/", environment, data,
                  seccomp.program() if seccomp.supported() else None)


def _devices() -> list[str]:
    """bwrap's options making the box's ``/dev``: ``DEVICES`` and the links to the
    process's own streams. Not bwrap's ``--dev``, which also mounts a file system of
    terminals: to do so for a user, bwrap nests the box in a second user namespace, where
    the bootstrap could not remount the box's private folders (see ``PRIVATE_FILES``)."""
    words = ["--perms", "0755", "--tmpfs", "/dev"]
    for device in DEVICES:
        words += ["--dev-bind-try", device, device]
    for name, target in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"),
                         ("stdout", "/proc/self/fd/1"), ("stderr", "/proc/self/fd/2")):
        words += ["--symlink", target, "/dev/" + name]
    return words


def _system_shows(path: str) -> bool:
    """True when the box shows ``path`` already, as part of the system (``/usr`` but not
    ``/usr/local``...)."""
    path = os.path.abspath(path)
    return (_inside(path, ["/" + top for top in SYSTEM])
            and not _inside(path, list(HIDDEN_IN_SYSTEM)))


def _folders_above(path: str, made: set[str]) -> list[str]:
    """bwrap's options making the folders above ``path`` in the box, readable by all
    (bwrap would copy their modes: ``/root`` would stay closed to the box's user), but
    those the system shows or that are ``made`` already (then noted there)."""
    words: list[str] = []
    for parent in reversed(Path(path).parents):
        folder = str(parent)
        if folder != "/" and folder not in made and not _system_shows(folder):
            words += ["--perms", "0755", "--dir", folder]
            made.add(folder)
    return words


def _inside(path: str, folders: Iterable[str]) -> bool:
    """True when ``path`` is one of ``folders`` or lies in one of them."""
    return any(path == folder or path.startswith(folder.rstrip("/") + "/")
               for folder in folders)


def _python_paths() -> set[str]:
    """The Python installation that runs the bootstrap: the environment's and its base
    interpreter's folders and site-packages (or a packaged build's folder), and the
    bootstrap script."""
    import site

    paths = {sys.prefix, sys.exec_prefix, sys.base_prefix, sys.base_exec_prefix,
             os.path.dirname(os.path.realpath(sys.executable)),
             str(Path(__file__).with_name("bootstrap.py"))}
    with contextlib.suppress(AttributeError):  # a virtual environment's old site module
        paths.update(site.getsitepackages())
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        paths.add(bundle)
    found = {os.path.realpath(path) for path in paths if path and os.path.exists(path)}
    for path in list(found):  # a Nix or Guix Python needs the rest of its store
        for store in STORES:
            if _inside(path, [store]):
                found.add(store)
    return found


def warn_once() -> None:
    """Say on standard error, once per process, that outside players run without a box."""
    current = state()
    if current.bwrap is None and not _warned:
        _warned.append(True)
        tr = Translator(system_language())
        print("qtgames: " + tr("outside players run without a box ({reason}): they can "
                               "read and change your files", reason=current.why(tr)),
              file=sys.stderr)


_warned: list[bool] = []


def status_line() -> str:
    """One line for ``--self-test``: whether outside players run in a box here."""
    current = state()
    if current.bwrap is not None:
        return f"outside players run in a box ({current.bwrap})"
    return f"outside players run without a box ({current.why()})"
