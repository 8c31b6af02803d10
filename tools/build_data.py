"""Build the files the app needs beside its code: the Qt translations and the user manual.

``python tools/build_data.py translations|manual`` builds them in place (into ``qtgames/``)
and skips what is up to date; ``tools/build-translations`` and ``tools/build-manual`` run it
so. The package build (``setup.py``) runs the same functions, so a wheel carries them too.

- translations: ``resources/translations/*.ts`` → ``qtgames/app/translations/*.qm``, with
  Qt's ``lrelease`` (``$LRELEASE``, else the one of this Python's PySide6);
- manual: pictures of the real app offscreen (``user_manual/pictures.py``), then
  ``user_manual/*/*.md`` → ``qtgames/manual/<lang>/*.html`` (``user_manual/build.py``).
  A stamp of its sources' hash in ``qtgames/manual/.stamp`` tells when it is up to date.
"""

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where each kind of built file goes, under a folder that holds the ``qtgames`` package.
TRANSLATIONS = Path("qtgames", "app", "translations")
MANUAL = Path("qtgames", "manual")
_NEW_MANUAL = Path("qtgames", "manual.new")  # the manual being built
#: The sources the manual shows something of (text, pictures of the app, rules).
_MANUAL_SOURCES = ("user_manual", "qtgames", "plugins", "resources")
_MANUAL_SUFFIXES = (".py", ".md", ".css", ".svg", ".ts")


class BuildError(Exception):
    """A build step failed; the message carries its output."""


def _run(command: Sequence[str], environment: dict[str, str] | None = None) -> None:
    done = subprocess.run(list(command), env=environment, capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        raise BuildError(f"{' '.join(command)} failed ({done.returncode}):\n"
                         f"{done.stdout}{done.stderr}")


def lrelease_command() -> list[str]:
    """The command that runs Qt's lrelease: ``$LRELEASE``, else PySide6's own."""
    chosen = os.environ.get("LRELEASE")
    if chosen:
        return [chosen]
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def build_translations(root: Path, target: Path, force: bool = False) -> list[Path]:
    """Compile each ``.ts`` of ``root`` into a ``.qm`` in ``target`` (a package folder root).

    Skips a ``.qm`` newer than its ``.ts`` unless ``force``; returns the ``.qm`` files.
    """
    folder = target / TRANSLATIONS
    folder.mkdir(parents=True, exist_ok=True)
    built = []
    for ts in sorted((root / "resources" / "translations").glob("*.ts")):
        qm = folder / f"{ts.stem}.qm"
        if force or not qm.is_file() or ts.stat().st_mtime > qm.stat().st_mtime:
            _run([*lrelease_command(), "-silent", str(ts), "-qm", str(qm)])
        built.append(qm)
    if not built:
        raise BuildError(f"no translation found in {root / 'resources' / 'translations'}")
    return built


def manual_stamp(root: Path) -> str:
    """A hash of every source the manual of ``root`` is built from."""
    digest = hashlib.sha256()
    files = [path for top in _MANUAL_SOURCES for path in (root / top).rglob("*")
             if path.suffix in _MANUAL_SUFFIXES and path.is_file()
             and not path.relative_to(root).is_relative_to(MANUAL)
             and not path.relative_to(root).is_relative_to(_NEW_MANUAL)]
    for path in sorted(files, key=lambda path: path.relative_to(root).as_posix()):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def manual_up_to_date(root: Path, target: Path) -> bool:
    """True if ``target``'s manual was built from ``root``'s sources as they are now."""
    try:
        stamp = (target / MANUAL / ".stamp").read_text("utf-8").strip()
    except OSError:
        return False
    return stamp == manual_stamp(root)


def build_manual(root: Path, target: Path, code: Sequence[Path]) -> Path:
    """Build the manual of ``root`` into ``target``'s ``qtgames/manual``; return that folder.

    The pictures come from the app importable from ``code`` (folders put first on the
    Python path): the one being packaged, translations included.
    """
    stamp = manual_stamp(root)
    output, new = target / MANUAL, target / _NEW_MANUAL
    shutil.rmtree(new, ignore_errors=True)
    path = [str(folder) for folder in code]
    if os.environ.get("PYTHONPATH"):
        path.append(os.environ["PYTHONPATH"])
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(path),
                       QT_QPA_PLATFORM="offscreen")
    manual = root / "user_manual"
    _run([sys.executable, str(manual / "pictures.py"), str(new)], environment)
    _run([sys.executable, str(manual / "build.py"), str(new)], environment)
    (new / ".stamp").write_text(stamp + "\n", encoding="utf-8")
    shutil.rmtree(output, ignore_errors=True)
    new.rename(output)
    return output


def build_in_place(root: Path = ROOT, what: Sequence[str] = ("translations", "manual")) -> None:
    """Build ``what`` into ``root``'s own ``qtgames`` folder, skipping what is up to date."""
    if "translations" in what:
        build_translations(root, root)
    if "manual" in what and not manual_up_to_date(root, root):
        build_manual(root, root, [root, root / "plugins"])


def main(argv: Sequence[str]) -> int:
    """Command line: build the parts named (``translations``, ``manual``) in place."""
    unknown = [name for name in argv if name not in ("translations", "manual")]
    if not argv or unknown:
        print("usage: build_data.py translations|manual...", file=sys.stderr)
        return 2
    try:
        build_in_place(ROOT, argv)
    except BuildError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
