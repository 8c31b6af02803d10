"""Reading files that a user, another program or a crash may have put anywhere.

A path may name a device (``/dev/zero`` never ends), a named pipe (opening it waits for a
writer) or a folder; the size a file reports may be 0 (devices, pipes, ``/proc``) or change
while it is read. So a file is opened without waiting (``O_NONBLOCK``), checked to be an
ordinary file through the open descriptor (no race with a rename), and read up to its limit
plus one byte: more than the limit is refused, whatever the size said.

Settings files are read with ``read_settings_file`` or ``read_settings_json``: a damaged one
is set aside (renamed ``NAME.broken-<time>.EXT`` next to where it was) with a warning,
never a start failure.
"""

import contextlib
import errno
import json
import logging
import os
import stat
import time
from pathlib import Path
from typing import Any

from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.i18n import N_, said

log = logging.getLogger(__name__)

#: Settings files are small: anything larger is damaged.
SETTINGS_MAX_BYTES = 1024 * 1024
_CHUNK = 1024 * 1024


class FileReadError(BadInput):
    """A file that cannot be read: missing, not an ordinary file, or too large."""


class NotOrdinaryFile(FileReadError):
    """A folder, a device, a pipe or a socket where a file was expected."""


class FileTooLarge(FileReadError):
    """A file larger than the reader accepts."""


def read_bounded(path: str | Path, limit: int) -> bytes:
    """The content of the ordinary file at ``path``, at most ``limit`` bytes.

    Raise ``FileReadError`` for a folder, a device, a pipe or a socket (without waiting for
    a pipe's writer), a file larger than ``limit`` (read no further than one byte past
    it), and any error the system reports.
    """
    path = Path(path)
    nonblocking = getattr(os, "O_NONBLOCK", 0)  # POSIX only: elsewhere no pipe blocks open
    flags = (os.O_RDONLY | nonblocking | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.EISDIR:
            raise NotOrdinaryFile("{path} is a folder, not a file", path=str(path)) from None
        raise _cannot_open(path, error) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise NotOrdinaryFile("{path} is a folder, not a file", path=str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotOrdinaryFile("{path} is not an ordinary file (a device, a pipe or a "
                                "socket)", path=str(path))
        if info.st_size > limit:
            raise _too_large(path, limit)
        if nonblocking:
            with contextlib.suppress(OSError):
                os.set_blocking(fd, True)  # an ordinary file never blocks anyway
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise _too_large(path, limit)
        return b"".join(chunks)
    except OSError as error:
        raise _cannot_open(path, error) from None
    finally:
        os.close(fd)


def _cannot_open(path: Path, error: OSError) -> FileReadError:
    return FileReadError("cannot open {path}: {reason}", path=str(path),
                         reason=error.strerror or str(error))


def _too_large(path: Path, limit: int) -> FileTooLarge:
    return FileTooLarge("{path} is too large (more than {limit} bytes)", path=str(path),
                         limit=limit)


def set_aside(path: Path) -> Path:
    """Rename ``path`` to ``<stem>.broken-<time><suffix>`` in its folder, never over an
    existing file; return the new path (raise OSError if it cannot be renamed)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.stem}.broken-{stamp}-{number}{path.suffix}")
    path.rename(target)
    return target


def read_settings_file(path: Path, limit: int = SETTINGS_MAX_BYTES) -> bytes | None:
    """The content of the settings file ``path``, or None when there is none.

    A file that is no ordinary file (a device, a pipe) or is too large is set aside with a
    warning so that the next start is clean; a file that cannot be read for another
    reason (permissions) is left alone, with a warning.
    """
    try:
        return read_bounded(path, limit)
    except (NotOrdinaryFile, FileTooLarge) as error:
        set_settings_aside(path, error)
    except FileReadError as error:
        if path.exists():  # not a missing file, nor a link to nothing: say it
            _warn(N_("the settings file {path} cannot be read ({reason}); it is ignored"),
                  path=str(path), reason=error.values.get("reason", ""))
    return None


def read_settings_json(path: Path, limit: int = SETTINGS_MAX_BYTES) -> Any:
    """The JSON document of the settings file ``path``, or None when there is none or it
    is damaged: as ``read_settings_file``, and a file that is not UTF-8 JSON, or is nested
    too deeply, is set aside too."""
    data = read_settings_file(path, limit)
    if data is None:
        return None
    reason: QtGamesError
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        reason = QtGamesError("not UTF-8 text")
    except ValueError:  # JSONDecodeError, or a number too long to convert
        reason = QtGamesError("not valid JSON")
    except RecursionError:
        reason = QtGamesError("nested too deeply")
    set_settings_aside(path, reason)
    return None


def set_settings_aside(path: Path, reason: QtGamesError) -> None:
    """Set the damaged settings file ``path`` aside and say so (or say it could not be)."""
    try:
        aside = set_aside(path)
    except OSError as error:
        _warn(N_("the settings file {path} is damaged ({reason}) and could not be set aside "
              "({error}); it is ignored"), path=str(path), reason=reason,
              error=error.strerror or str(error))
    else:
        _warn(N_("the settings file {path} is damaged ({reason}); it was set aside as {aside} "
              "and the defaults are used"), path=str(path), reason=reason, aside=aside.name)


def _warn(template: str, **values: object) -> None:
    """Tell the user, in their language, on the log (shown on stderr)."""
    log.warning("%s", said(template, **values))
