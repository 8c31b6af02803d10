"""Gettext catalogues with Babel: extract every English message of a package, keep its
``.po`` files in step, check them and compile them into the ``.mo`` files read at run time.

A message is found where it is translated, ``tr("Turn {number}", number=n)``, raised,
``NotationError("not a square like d3")``, or marked to be translated later,
``N_("the game is over")``, or said in the system's language, ``said("Saved to {path}.")``
(``KEYWORDS`` lists them all). A catalogue is *stale* when its
messages are not exactly those of the code: ``update`` brings it in step, keeping every
translation, and a new message waits for its translation (``problems`` lists it).
"""

import ast
import contextlib
import gettext
import io
import string
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from qtgames.core.i18n import Domain

#: The errors whose first argument is a message (``ProtocolError``'s code comes first).
ERRORS = ("QtGamesError", "BadInput", "NotationError", "IllegalMoveError", "OptionError",
          "UnknownGameError", "SaveFileError", "FileReadError", "NotOrdinaryFile",
          "FileTooLarge", "DiscoveryError", "Refused", "Forfeit", "PluginError",
          "GameSpecError", "Problem")
#: Where messages are, for Babel: a function name and the arguments that are messages
#: (``c``: a context, as Qt's ``QCoreApplication.translate("Window", "Game")``).
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "tr": None, "N_": None, "said": None, "messages": None, "words": None, "plural": (1, 2),
    "translate": ((1, "c"), 2), "ProtocolError": (2,), **dict.fromkeys(ERRORS)}
#: The languages qtgames is translated into, besides English.
LANGUAGES = ("fr",)
#: How each language counts: French says 0 and 1 in the singular.
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);"}


def extract(sources: Path, skip: Iterable[str] = ()) -> Catalog:
    """Every message of the Python files under ``sources``, but those under the folders
    ``skip`` (relative to ``sources``), as a template catalogue."""
    catalog = Catalog()
    skipped = tuple(skip)
    # Babel warns of every f-string given to a keyword, even as a value to put in the
    # message (tr("{player} wins", player=f"{name}!")), which is how qtgames uses them.
    with contextlib.redirect_stderr(io.StringIO()):
        found = list(extract_from_dir(
            str(sources), method_map=[("**.py", "python")], keywords=KEYWORDS,
            comment_tags=("Translators:",), strip_comment_tags=True))
    for filename, lineno, message, comments, context in found:
        if filename.startswith(skipped) or not message:
            continue
        if isinstance(message, tuple) and not all(message):
            continue
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                    context=context)
    return catalog


def untranslatable(sources: Path, skip: Iterable[str] = ()) -> list[str]:
    """Where a message is given as an f-string (``tr(f"Turn {n}")``): no catalogue can hold
    it, as its English changes with its values. One line each: the file, the line."""
    skipped = tuple(skip)
    found = []
    for path in sorted(sources.rglob("*.py")):
        relative = path.relative_to(sources).as_posix()
        if relative.startswith(skipped):
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue  # extraction reports nothing from it either
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else \
                node.func.attr if isinstance(node.func, ast.Attribute) else ""
            if name not in KEYWORDS:
                continue
            spec = KEYWORDS[name] or (1,)
            places = [place for place in spec if isinstance(place, int)]
            if any(len(node.args) >= place and isinstance(node.args[place - 1], ast.JoinedStr)
                   for place in places):
                found.append(f"{path}:{node.lineno}: a message given as an f-string cannot be "
                             "translated: write a template with named fields")
    return found


def read(path: Path) -> Catalog:
    """The catalogue in the ``.po`` file ``path``."""
    with path.open("rb") as file:
        return read_po(file)


def write(path: Path, catalog: Catalog) -> None:
    """Write ``catalog`` to the ``.po`` file ``path``: sorted, without line numbers, so
    that it changes only where its messages do."""
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=96, no_location=True, sort_output=True,
             ignore_obsolete=True)
    path.write_bytes(buffer.getvalue())


def new_catalogue(domain: Domain, lang: str) -> Catalog:
    """An empty catalogue of ``domain`` in ``lang``, with the language's plural rule
    (French counts 0 and 1 in the singular)."""
    catalog = Catalog(locale=lang, domain=domain.name, project=domain.name, fuzzy=False,
                      charset="utf-8", header_comment=f"# The {lang} catalogue of {domain.name}: "
                      "what it says in English, translated.\n# Kept in step with the code "
                      "by tools/translations (see the manual on translating).")
    if lang in PLURAL_FORMS:  # gettext's classic rule, not CLDR's three French forms
        catalog.mime_headers = [*((name, value) for name, value in catalog.mime_headers
                                  if name.lower() != "plural-forms"),
                                ("Plural-Forms", PLURAL_FORMS[lang])]
    return catalog


def update(domain: Domain, sources: Path, skip: Iterable[str] = (),
           languages: Iterable[str] = LANGUAGES) -> list[Path]:
    """Bring each ``.po`` of ``domain`` in step with the code under ``sources``: new
    messages come in untranslated, messages gone from the code go; returns the files."""
    template = extract(sources, skip)
    written = []
    for lang in languages:
        path = domain.po(lang)
        catalog = read(path) if path.is_file() else new_catalogue(domain, lang)
        created = catalog.creation_date
        catalog.update(template, no_fuzzy_matching=True)
        catalog.creation_date = created  # the file changes only where its messages do
        catalog.obsolete.clear()
        write(path, catalog)
        written.append(path)
    return written


def _fields(text: str) -> set[str]:
    """The ``{fields}`` of a template; a brace that holds words (``{language: str}``, a
    notation shown as it is) is not one."""
    try:
        return {name for _, name, spec, _ in string.Formatter().parse(text)
                if name is not None and not (spec or "").startswith(" ")}
    except ValueError:
        return {"(unmatched brace)"}


def _texts(value: object) -> tuple[str, ...]:
    """A message's id or translation as a tuple: one text, or its plural forms."""
    if isinstance(value, str):
        return (value,)
    return tuple(text for text in value) if isinstance(value, tuple | list) else ()


def _translation_problem(message: Message) -> str | None:
    ids, strings = _texts(message.id), _texts(message.string)
    if not all(strings):
        return "has no translation"
    if message.fuzzy:
        return "is marked fuzzy (its translation awaits a check)"
    wanted = set().union(*map(_fields, ids))
    for text in strings:
        if not _fields(text) <= wanted:
            return f"is translated with fields {sorted(_fields(text) - wanted)} the " \
                   "English has not"
    return None


def problems(domain: Domain, sources: Path, skip: Iterable[str] = (),
             languages: Iterable[str] = LANGUAGES) -> list[str]:
    """What is wrong with the catalogues of ``domain`` against the code under ``sources``:
    a message given as an f-string, a language without catalogue, a message of the code
    missing from it or in it but no longer in the code (stale), a message without
    translation or with fields the English has not, a ``.mo`` that does not hold what its
    ``.po`` does. One line each; none when all is well."""
    template = extract(sources, skip)
    wanted = {(message.context, _key(message.id)) for message in template if message.id}
    found = untranslatable(sources, skip)
    for lang in languages:
        path = domain.po(lang)
        if not path.is_file():
            found.append(f"{path}: missing: no {lang} catalogue")
            continue
        catalog = read(path)
        have = {(message.context, _key(message.id)) for message in catalog if message.id}
        found += [f"{path}: stale: {text!r} is in the code, not in the catalogue"
                  for _, text in sorted(wanted - have, key=str)]
        found += [f"{path}: stale: {text!r} is no longer in the code"
                  for _, text in sorted(have - wanted, key=str)]
        for message in catalog:
            problem = _translation_problem(message) if message.id else None
            if problem is not None:
                found.append(f"{path}: {_key(message.id)!r} {problem}")
        compiled = path.with_suffix(".mo")
        if _compiled(compiled) != _compiled(_mo_bytes(catalog)):
            found.append(f"{compiled}: not compiled from the .po as it is now")
    return found


def _mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _compiled(mo: Path | bytes) -> dict[object, object] | None:
    """The translations a compiled catalogue holds (read as gettext reads it), None when it
    cannot be read: compared by content, as an installed file's date says nothing, and
    without the header (Babel dates it when the ``.po`` does not)."""
    try:
        data = mo if isinstance(mo, bytes) else mo.read_bytes()
        table = vars(gettext.GNUTranslations(io.BytesIO(data))).get("_catalog", {})
    except (OSError, ValueError):
        return None
    return {key: value for key, value in table.items() if key != ""}


def _key(msgid: object) -> str:
    return (*_texts(msgid), "")[0]


def compile_po(po: Path, mo: Path) -> Path:
    """Compile the catalogue ``po`` into ``mo``; returns ``mo``."""
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(_mo_bytes(read(po)))
    return mo


def compile_domain(domain: Domain, force: bool = False) -> list[Path]:
    """Compile every ``.po`` of ``domain`` beside it, skipping a ``.mo`` already newer
    unless ``force``; returns the ``.mo`` files."""
    built = []
    for lang in domain.languages():
        po = domain.po(lang)
        if not po.is_file():
            continue
        mo = po.with_suffix(".mo")
        if force or not mo.is_file() or mo.stat().st_mtime < po.stat().st_mtime:
            compile_po(po, mo)
        built.append(mo)
    return built


def repository_domains(root: Path) -> list[tuple[Domain, Path, tuple[str, ...]]]:
    """The catalogues of a qtgames source tree ``root``: each domain, the folder of its
    code and the folders under it that hold none (the built manual): the shell, each
    built-in game and each example game of the manual."""
    shell = root / "qtgames"
    found: list[tuple[Domain, Path, tuple[str, ...]]] = [
        (Domain("qtgames", shell / "locale"), shell, ("manual", "locale"))]
    for folder in [*sorted((root / "plugins").glob("qtgames_*")),
                   *sorted((root / "user_manual" / "example").glob("qtgames_*"))]:
        if (folder / "__init__.py").is_file():
            found.append((Domain.beside(str(folder / "__init__.py")), folder, ("locale",)))
    return found
