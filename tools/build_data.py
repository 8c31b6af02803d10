"""Build the files the app needs beside its code: the translations and the user manual.

``python tools/build_data.py translations|manual`` builds them in place (into ``qtgames/``)
and skips what is up to date; ``tools/build-translations`` and ``tools/build-manual`` run it
so. The package build (``setup.py``) runs the same functions, so a wheel carries them too.

- translations: each gettext catalogue ``locale/<lang>/LC_MESSAGES/<domain>.po`` (the
  shell's in ``qtgames/``, each built-in game's in ``plugins/<package>/``) → the ``.mo``
  beside it (in place) or beside the package in the build folder, with Babel;
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
#: The packages whose catalogues are built: the shell, and each built-in game.
LOCALE = "locale"
MANUAL = Path("qtgames", "manual")
_NEW_MANUAL = Path("qtgames", "manual.new")  # the manual being built
#: The sources the manual shows something of (text, pictures of the app, rules).
_MANUAL_SOURCES = ("user_manual", "qtgames", "plugins", "resources")
_MANUAL_SUFFIXES = (".py", ".md", ".css", ".svg", ".po")


class BuildError(Exception):
    """A build step failed; the message carries its output."""


def _run(command: Sequence[str], environment: dict[str, str] | None = None) -> None:
    done = subprocess.run(list(command), env=environment, capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        raise BuildError(f"{' '.join(command)} failed ({done.returncode}):\n"
                         f"{done.stdout}{done.stderr}")


def catalogues(root: Path, examples: bool = False) -> list[tuple[Path, Path]]:
    """Each ``.po`` of ``root`` with its place relative to a folder holding the packages
    (``qtgames/locale/fr/LC_MESSAGES/qtgames.po``, ``qtgames_zen/locale/...``); with
    ``examples``, the manual's example games' too (built in place, never packaged)."""
    found = []
    packages = [root / "qtgames", *sorted((root / "plugins").glob("qtgames_*"))]
    if examples:
        packages += sorted((root / "user_manual" / "example").glob("qtgames_*"))
    for package in packages:
        for po in sorted((package / LOCALE).glob("*/LC_MESSAGES/*.po")):
            found.append((po, Path(package.name, po.relative_to(package))))
    return found


def build_translations(root: Path, target: Path, force: bool = False) -> list[Path]:
    """Compile each ``.po`` of ``root`` into its ``.mo``: beside it when ``target`` is
    ``root``, else under ``target`` (a folder holding the packages, as a wheel's).

    Skips a ``.mo`` newer than its ``.po`` unless ``force``; returns the ``.mo`` files.
    """
    from babel.messages.mofile import write_mo  # the build's own tool, not the program's
    from babel.messages.pofile import read_po

    built = []
    for po, relative in catalogues(root, examples=target == root):
        mo = (po if target == root else target / relative).with_suffix(".mo")
        if force or not mo.is_file() or po.stat().st_mtime > mo.stat().st_mtime:
            with po.open("rb") as source:
                catalog = read_po(source)
            mo.parent.mkdir(parents=True, exist_ok=True)
            with mo.open("wb") as compiled:
                write_mo(compiled, catalog, use_fuzzy=False)
        built.append(mo)
    if not built:
        raise BuildError(f"no translation found under {root}")
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
