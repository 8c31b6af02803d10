"""The files the program opens besides its code: the window's pictures and sounds, the
translation, the user manual, the new-game templates, and each built-in game's icon, rules
and calibration. ``--self-test`` opens every one, so an installation missing one fails
naming it."""

from collections.abc import Iterable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from qtgames import manual
from qtgames.core.game import GameSpec
from qtgames.core.i18n import SHELL

PACKAGE = Path(__file__).parent
APP = PACKAGE / "app"
#: The pictures of toolbar commands (``app/icons/NAME.svg``), for desktops without a theme.
ICONS = ("document-new", "go-home", "document-open", "document-save", "edit-undo",
                 "edit-redo", "games-hint", "go-next")
#: The sound effects (``app/sounds/NAME.wav``).
SOUNDS = ("move", "capture", "end")
#: The languages qtgames speaks besides English (``locale/LANG/LC_MESSAGES/qtgames.mo``).
TRANSLATIONS = ("fr",)
MANUAL_LANGUAGES = ("en", "fr")
#: The templates of ``qtgames new-game`` (``skeleton/NAME``).
TEMPLATE_NAMES = ("__init__.py.in", "rules.py.in", "ai.py.in", "text.py.in", "scene.py.in",
                  "messages.po.in", "rules.en.md.in", "rules.fr.md.in", "icon.svg.in",
                  "py.typed.in", "test_game.py.in", "pyproject.toml.in")


@dataclass(frozen=True)
class DataFile:
    """One file the program opens: what it is (``picture``, ``sound``…) and where."""

    kind: str
    path: Path
    may_be_empty: bool = False


def app_files() -> list[DataFile]:
    """The window's icon, toolbar pictures, sounds and translations, and the templates of
    ``qtgames new-game``."""
    from qtgames.skeleton import TEMPLATES  # light: no game is loaded

    files = [DataFile("picture", APP / "icon.svg")]
    files += [DataFile("picture", APP / "icons" / f"{name}.svg") for name in ICONS]
    files += [DataFile("sound", APP / "sounds" / f"{name}.wav") for name in SOUNDS]
    files += [DataFile("translation", SHELL.folder / lang / "LC_MESSAGES" / "qtgames.mo")
              for lang in TRANSLATIONS]
    files += [DataFile("template", TEMPLATES / name, may_be_empty=name == "py.typed.in")
              for name in TEMPLATE_NAMES]
    return files


class _Links(HTMLParser):
    """The local pages, pictures and style sheets one manual page refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.targets: set[str] = set()

    def handle_starttag(self, _tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value and "://" not in value \
                    and not value.startswith(("#", "mailto:")):
                self.targets.add(value.split("#")[0])


def manual_files(lang: str) -> list[DataFile]:
    """The manual's first page in ``lang`` and every local file it links to, recursively
    through the pages (a missing page is listed too, so its absence is seen)."""
    start = manual.index_page(lang)
    seen: dict[Path, DataFile] = {start: DataFile("manual page", start)}
    pending = [start]
    while pending:
        page = pending.pop()
        if not page.is_file():
            continue
        parser = _Links()
        parser.feed(page.read_text(encoding="utf-8", errors="replace"))
        for target in sorted(parser.targets):
            if not target:
                continue
            path = (page.parent / target).resolve()
            if path in seen:
                continue
            is_page = path.suffix == ".html"
            seen[path] = DataFile("manual page" if is_page else "manual picture"
                                  if path.suffix in (".png", ".svg") else "manual file", path)
            if is_page:
                pending.append(path)
    return list(seen.values())


def game_files(spec: GameSpec) -> list[DataFile]:
    """The files a game's spec names: its icon, its rules in each language, its
    calibration, its compiled catalogues."""
    files = []
    if spec.icon is not None:
        files.append(DataFile("picture", spec.icon))
    if spec.rules_dir is not None:
        files += [DataFile("rules", spec.rules_dir / f"rules.{lang}.md")
                  for lang in MANUAL_LANGUAGES]
    if spec.calibration is not None:
        files.append(DataFile("calibration", spec.calibration))
    if spec.domain is not None:
        files += [DataFile("translation", spec.domain.folder / lang / "LC_MESSAGES"
                           / f"{spec.domain.name}.mo") for lang in TRANSLATIONS]
    return files


def unreadable(files: Iterable[DataFile]) -> list[str]:
    """One line per file that cannot be opened or is empty: what it is, where, and why."""
    problems = []
    for item in files:
        try:
            with item.path.open("rb") as stream:
                empty = not stream.read(1)
        except OSError as error:
            problems.append(f"{item.kind} {item.path}: {error.strerror or error}")
            continue
        if empty and not item.may_be_empty:
            problems.append(f"{item.kind} {item.path}: empty")
    return problems
