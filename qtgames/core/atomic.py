"""Atomic file writes: a crash while saving never destroys the previous file.

The data goes to a temporary file next to the target (``.NAME.XXXXXXXX.tmp``), is flushed
and fsynced, then renamed over the target, and the folder is fsynced. Besides:

- the target keeps its permissions when it exists; a new file gets the usual ones (what
  the umask leaves of ``rw-rw-rw-``), as any program creating a file would;
- a symbolic link is written through: its target is replaced, the link stays;
- anything but an ordinary file (a device such as /dev/null, a pipe, a socket, a folder)
  is refused, never replaced: run as root, a rename would destroy a device;
- temporary files of ours that a killed save left behind (older than a minute) are
  removed when the same file is saved again.
"""

import contextlib
import errno
import os
import re
import stat
import time
from pathlib import Path

#: A temporary file younger than this may belong to a save still being written.
STALE_SECONDS = 60
_TOKEN_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_TOKEN_LENGTH = 8


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file, fsync and rename."""
    path = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    _remove_stale(directory, path.name)
    _refuse_unordinary(path)
    mode = _existing_mode(path)
    fd, temp_name = _create_temporary(directory, path.name)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None:
                os.chmod(temp_name, mode)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_directory(directory)


def _refuse_unordinary(path: Path) -> None:
    """Raise an OSError when ``path`` exists and is not an ordinary file."""
    try:
        info = path.stat()
    except OSError:
        return
    if not stat.S_ISREG(info.st_mode):
        raise OSError(errno.EINVAL, "not an ordinary file (a device, a pipe, a socket or "
                      "a folder)", str(path))


def _existing_mode(path: Path) -> int | None:
    """The permission bits of the file ``path`` replaces, if there is one."""
    try:
        info = path.stat()
    except OSError:
        return None
    return stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else None


def _create_temporary(directory: Path, name: str) -> tuple[int, str]:
    """Create ``.NAME.XXXXXXXX.tmp`` in ``directory``, mode 0666 less the umask."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(
        os, "O_BINARY", 0)
    import secrets  # here, not at start-up: it loads OpenSSL

    for _ in range(100):
        token = "".join(secrets.choice(_TOKEN_LETTERS) for _ in range(_TOKEN_LENGTH))
        temp_name = os.path.join(directory, f".{name}.{token}.tmp")
        try:
            return os.open(temp_name, flags, 0o666), temp_name
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name for {name} in {directory}")


def _remove_stale(directory: Path, name: str) -> None:
    """Remove our temporary files for ``name`` older than ``STALE_SECONDS``: a save killed
    between creating and renaming one leaves it behind."""
    pattern = re.compile(rf"\.{re.escape(name)}\.[{_TOKEN_LETTERS}]{{{_TOKEN_LENGTH}}}\.tmp")
    prefix = f".{name}."
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if not entry.name.startswith(prefix) or not pattern.fullmatch(entry.name):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                os.unlink(entry.path)


def _fsync_directory(directory: Path) -> None:
    # The rename is durable only once the directory entry is flushed (POSIX only).
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
