"""Outside players sent to a cluster's workers, which may not share this computer's folders.

Every path in a player's name is made absolute (``absolute``). A Python file (``py:``,
``ai:``) travels with its games: the file, or its package folder
(``qtgames.players.ownfiles``), goes into a ``Parcel``, which a worker unpacks once into a
folder of its own, named by the parcel's digest, and plays from there. An engine's
program and the files its command names must already be at the same path on every
worker: ``missing_files`` lists what a worker lacks, so that the run is refused before it
starts.
"""

import hashlib
import os
import shlex
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from qtgames.core.errors import BadInput
from qtgames.players import OutsideName, is_outside, parse
from qtgames.players.ownfiles import own_files

#: Most bytes, and files, a player's parcel may hold.
MOST_BYTES = 16 << 20
MOST_FILES = 1000
#: The folder of a worker's temporary files where parcels are unpacked.
UNPACKED = "qtgames-players"


@dataclass(frozen=True)
class Parcel:
    """A Python player's files: each one's path relative to the player's folder, and its
    bytes; ``main`` is the player's own file among them."""

    main: str
    files: tuple[tuple[str, bytes], ...]

    @property
    def digest(self) -> str:
        """A hash of every path and byte: the folder the parcel is unpacked into."""
        hashed = hashlib.sha256()
        for relative, data in self.files:
            hashed.update(relative.encode("utf-8") + b"\0" + hashlib.sha256(data).digest())
        return hashed.hexdigest()[:32]


def absolute(name: str) -> str:
    """``name`` with every path in it made absolute (a file's, an engine's program and the
    words of its command naming a file here); other names unchanged."""
    if not is_outside(name):
        return name
    outside = parse(name)
    if outside.kind != "engine":
        target = str(Path(os.path.expanduser(outside.target)).resolve())
        return OutsideName(outside.kind, target, outside.seconds).text
    words = [os.path.abspath(word) if ("/" in word or os.path.isfile(word))
             and os.path.exists(word) else word for word in outside.command()]
    return OutsideName(outside.kind, shlex.join(words), outside.seconds).text


def engine_files(name: str) -> list[str]:
    """The files an engine ``name`` (made ``absolute``) needs on a worker: its program when
    given by its path, and the words of its command that name a file."""
    if not is_outside(name) or parse(name).kind != "engine":
        return []
    return [word for word in parse(name).command()
            if os.path.isabs(word) and os.path.isfile(word)]


def pack(name: str) -> Parcel | None:
    """The parcel of the Python player ``name`` (made ``absolute``), None for any other
    player; a BadInput in one line when its files cannot be read or are too big."""
    if not is_outside(name) or parse(name).kind == "engine":
        return None
    path = Path(parse(name).target)
    files: list[tuple[str, bytes]] = []
    total = 0
    try:
        for found in own_files(path):
            for file in _files_of(found):
                data = file.read_bytes()
                total += len(data)
                files.append((file.relative_to(path.parent).as_posix(), data))
                if total > MOST_BYTES or len(files) > MOST_FILES:
                    raise BadInput("{path}: its files are more than {limit} MB, too much "
                                   "to send to a cluster", path=str(path),
                                   limit=MOST_BYTES >> 20)
    except OSError as error:
        raise BadInput("cannot read {path}: {reason}", path=str(path),
                       reason=error.strerror or str(error)) from None
    return Parcel(path.name, tuple(files))


def _files_of(path: Path) -> Iterable[Path]:
    """``path`` if it is a file, else the files of the package folder ``path``."""
    if path.is_file():
        return [path]
    return sorted(file for file in path.rglob("*") if file.is_file() and not file.is_symlink()
                  and "__pycache__" not in file.parts)


def unpack(parcel: Parcel) -> Path:
    """Write ``parcel`` into this computer's temporary folder (once: an existing copy is
    kept) and return the path of its player's file there."""
    folder = Path(tempfile.gettempdir()) / UNPACKED / parcel.digest
    if not folder.is_dir():
        folder.parent.mkdir(parents=True, exist_ok=True)
        building = Path(tempfile.mkdtemp(dir=folder.parent))
        for relative, data in parcel.files:
            target = building / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        try:
            building.rename(folder)
        except OSError:  # another game unpacked it meanwhile
            for file in sorted(building.rglob("*"), reverse=True):
                (file.rmdir if file.is_dir() else file.unlink)()
            building.rmdir()
    return folder / parcel.main


def unpacked_name(name: str, parcels: Mapping[str, Parcel]) -> str:
    """The player ``name`` as this worker plays it: from its unpacked parcel when it has
    one, else as is."""
    parcel = parcels.get(name)
    if parcel is None:
        return name
    outside = parse(name)
    return OutsideName(outside.kind, str(unpack(parcel)), outside.seconds).text


def missing_files(paths: list[str]) -> list[str]:
    """The ``paths`` that are not files on this computer (run on each worker)."""
    return [path for path in paths if not os.path.isfile(path)]
