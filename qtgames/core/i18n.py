"""Languages without Qt: texts given in several languages, and gettext catalogues.

Every sentence a person reads is written in English in the code and translated through
gettext catalogues, the same way in the core, the text version, the app and plugins. The
shell's catalogue is the ``qtgames`` domain; each game plugin ships its own domain, named
after its package, in a ``locale`` folder beside its code:
``locale/fr/LC_MESSAGES/<domain>.po``, compiled into the ``.mo`` read here (the standard
library's ``gettext``; Babel extracts and compiles them: ``tools/translations``).

Messages are ``str.format`` templates, ``"Saved to {path}."``, often kept in English
until shown (an error carries its template and values, a rule returns its reason):
``N_`` marks such a template where it is written, so extraction finds it.
"""

import gettext
import locale
import os
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Protocol

from qtgames.core.errors import QtGamesError

Text = Mapping[str, str]


def N_(template: str) -> str:
    """``template`` as it is: marks an English message translated later, when shown.

    >>> N_("the game is over")
    'the game is over'
    """
    return template


@dataclass(frozen=True)
class Domain:
    """A gettext domain: its ``name`` and the ``folder`` that holds
    ``<language>/LC_MESSAGES/<name>.po`` and ``.mo`` for each translated language."""

    name: str
    folder: Path

    @classmethod
    def beside(cls, module_file: str) -> "Domain":
        """The domain of the package whose ``__init__.py`` is ``module_file``: named after
        the package, its catalogues in the ``locale`` folder beside it.

        >>> Domain.beside("/x/qtgames_nim/__init__.py").name
        'qtgames_nim'
        """
        package = Path(module_file).resolve().parent
        return cls(package.name, package / "locale")

    def po(self, lang: str) -> Path:
        """The catalogue source of ``lang``."""
        return self.folder / lang / "LC_MESSAGES" / f"{self.name}.po"

    def languages(self) -> list[str]:
        """The languages this domain has a catalogue source or a compiled catalogue for."""
        if not self.folder.is_dir():
            return []
        return sorted(entry.name for entry in self.folder.iterdir()
                      if any((entry / "LC_MESSAGES" / f"{self.name}{suffix}").is_file()
                             for suffix in (".po", ".mo")))


#: The shell's own messages: the core, the text version, the app, network play...
SHELL = Domain("qtgames", Path(__file__).resolve().parent.parent / "locale")


@cache
def _catalogue(domain: Domain, lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``lang``; an empty one when it has none."""
    path = domain.folder / lang / "LC_MESSAGES" / f"{domain.name}.mo"
    try:
        with path.open("rb") as file:
            return gettext.GNUTranslations(file)
    except (OSError, ValueError):  # not built, or damaged: English rather than a crash
        return gettext.NullTranslations()


def _msgids(catalogue: gettext.NullTranslations) -> set[str]:
    """The English messages a compiled catalogue translates (gettext keeps them in its
    ``_catalog``, the one place they are)."""
    table = vars(catalogue).get("_catalog", {})
    return {key for key in table if isinstance(key, str) and key and "\x04" not in key}


def system_language() -> str:
    """``"fr"`` when ``QTGAMES_LANG`` or the system locale is French, else ``"en"``."""
    for var in ("QTGAMES_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    code = locale.getlocale()[0] or ""
    return "fr" if code.lower().startswith("fr") else "en"


class Verbatim(str):
    """A text put in a message as it is, never looked up in a catalogue (a field's name:
    a message's other texts are, so that a word marked elsewhere reads translated).

    >>> Translator("fr")("{a} / {b}", a="Games", b=Verbatim("Games"))
    'Parties / Games'
    """

    __slots__ = ()


def pick(text: Text | str, lang: str = "en") -> str:
    """``text`` in ``lang``, falling back to English, then to any language."""
    if isinstance(text, str):
        return text
    return text.get(lang) or text.get("en") or next(iter(text.values()), "")


class Translator:
    """Translates English message templates into one language, from the shell's catalogue
    and the ``domains`` given (game plugins' own, which come first).

    >>> Translator("fr")("cannot open {path}: {reason}", path="a.qtgame", reason="?")
    "impossible d'ouvrir a.qtgame : ?"
    """

    def __init__(self, lang: str, *domains: Domain) -> None:
        self.lang = lang
        self.domains = (*dict.fromkeys(reversed(domains)), SHELL)
        self._chain = [_catalogue(domain, lang) for domain in self.domains]

    def has_catalogue(self) -> bool:
        """True when this language's catalogue of the shell is installed (English needs
        none)."""
        return self.lang == "en" or isinstance(self._chain[-1], gettext.GNUTranslations)

    def text(self, template: str, context: str | None = None) -> str:
        """``template`` in this language (as said in ``context`` when its catalogue
        has it so, as Qt's context of a window), as it is when no catalogue translates it."""
        for catalogue in self._chain:
            if isinstance(catalogue, gettext.GNUTranslations):
                found = catalogue.gettext(template) if context is None \
                    else catalogue.pgettext(context, template)
                if found != template:
                    return found
        return template if context is None else self.text(template)

    @cached_property
    def templates(self) -> set[str]:
        """Every English template this translator's catalogues translate, in any language."""
        return {msgid for domain in self.domains for lang in domain.languages()
                for msgid in _msgids(_catalogue(domain, lang))}

    def __call__(self, template: str, /, **values: object) -> str:
        """``template`` translated, with ``values`` (errors among them translated too)."""
        text = self.text(template)
        return self._fill(text, **values) if values else text

    def translate(self, context: str, template: str, /, **values: object) -> str:
        """``template`` translated as said in ``context`` (where one English text reads
        two ways in French), with ``values``."""
        text = self.text(template, context)
        return self._fill(text, **values) if values else text

    def plural(self, one: str, many: str, count: int, /, **values: object) -> str:
        """``one`` or ``many`` (English templates, given ``count`` too) as this language
        counts things (its catalogue's plural rule: French says 0 and 1 in the singular,
        English 1 only).

        >>> Translator("en").plural("{count} draw", "{count} draws", 1)
        '1 draw'
        >>> Translator("fr").plural("{count} draw", "{count} draws", 0)
        '0 nulle'
        """
        template = many if count != 1 else one
        for catalogue in self._chain:
            if isinstance(catalogue, gettext.GNUTranslations):
                found = catalogue.ngettext(one, many, count)
                if found != template:
                    template = found
                    break
        return self._fill(template, count=count, **values)

    def number(self, value: float, digits: int | None = 1, *, signed: bool = False,
               grouped: bool = False) -> str:
        """``value`` to ``digits`` decimals (as few as it needs when None, as points are:
        "2.5", "3") as this language writes numbers (its decimal mark), with its sign when
        ``signed`` (never "-0.0"), its thousands apart when ``grouped``: the one way a
        number a person reads is written, in the text version, the reports and the app.

        >>> Translator("en").number(-381.66), Translator("fr").number(0, 3)
        ('-381.7', '0,000')
        >>> Translator("fr").number(-0.04, signed=True), Translator("fr").number(2.5, None)
        ('+0,0', '2,5')
        >>> Translator("en").number(12345, 0, grouped=True)
        '12,345'
        """
        if digits is not None:
            value = round(value, digits)
        value += 0.0  # no "-0.0"
        style = "g" if digits is None else f".{digits}f"
        return _Written(value, self._marks).__format__(
            ("+" if signed else "") + ("," if grouped else "") + style)

    @cached_property
    def _marks(self) -> dict[str, str]:
        # The catalogue's: a new language brings its own.
        return {".": self.translate("decimal mark", "."),
                ",": self.translate("thousands separator", ",")}

    def percent(self, share: float, digits: int = 0) -> str:
        """``share`` (0 to 1) as a percentage written in this language: "41%" in English,
        "41 %" in French (a narrow no-break space before the sign).

        >>> Translator("en").percent(0.41), Translator("fr").percent(1, 1)
        ('41%', '100,0\u202f%')
        """
        return self.percent_sign(self.number(100 * share, digits))

    def pair(self, first: str, second: str) -> str:
        """Two numbers, already written, one after the other (French parts them with a
        semicolon, its comma being a decimal mark).

        >>> Translator("fr").pair("1,5", "2,5")
        '1,5 ; 2,5'
        """
        return self.translate("two numbers", "{first}, {second}", first=Verbatim(first),
                              second=Verbatim(second))

    def percent_sign(self, number: str) -> str:
        """``number``, already written, followed by this language's percent sign (as a
        progress bar's ``%p``, which Qt fills in).

        >>> Translator("fr").percent_sign("%p")
        '%p\u202f%'
        """
        return self.translate("percent sign", "{number}%", number=Verbatim(number))

    def _fill(self, text: str, /, **values: object) -> str:
        shown = {key: self.error(value) if isinstance(value, QtGamesError)
                 else self.text(value) if isinstance(value, str)
                 and not isinstance(value, Verbatim)
                 else _Written(value, self._marks) if isinstance(value, float) else value
                 for key, value in values.items()}
        return text.format(**shown)

    def error(self, error: QtGamesError) -> str:
        """The message of ``error`` in this language."""
        return self(error.template, **error.values)

    def foreign(self, template: str | None, values: Mapping[str, object],
                worded: str) -> str:
        """A message another program sent (a network host): its ``template`` in this
        language, filled with ``values``, when it is one of this translator's own
        templates and every field of it a plain ``{name}``; else the message as it was
        ``worded`` (translated only when it is itself one of the templates)."""
        if template and template in self.templates and plain_fields(template, values):
            try:
                return self(template, **values)
            except (KeyError, IndexError, ValueError):  # a value our template cannot take
                pass
        return self.text(worded)


class _Written(float):
    """A number put in a message: written with its language's marks, whatever the
    template's format (``{seconds:g}`` reads "0,5" in French)."""

    def __new__(cls, value: float, marks: Mapping[str, str]) -> "_Written":
        written = super().__new__(cls, value)
        written.marks = marks
        return written

    marks: Mapping[str, str]

    def __format__(self, spec: str) -> str:
        return "".join(self.marks.get(char, char) for char in format(float(self), spec))


def said(template: str, /, **values: object) -> str:
    """``template`` with ``values`` in the system's language, from the shell's catalogue:
    a line for a log or a terminal where no translator is at hand."""
    return Translator(system_language())(template, **values)


def plain_fields(template: str, values: Mapping[str, object]) -> bool:
    """True when every field of ``template`` is a plain ``{name}`` or ``{name!r}`` naming
    one of ``values``: no format spec, attribute or index, so that filling it in puts the
    values as they are, and reaches nothing else (``{a:>2000000000}`` would fill memory,
    ``{a.__class__}`` would look inside the value).

    >>> plain_fields("{player} played {move!r}", {"player": "ann", "move": "d3"})
    True
    >>> plain_fields("{a:>2000000000}", {"a": 1}), plain_fields("{a.__class__}", {"a": 1})
    (False, False)
    """
    try:
        fields = [(name, spec, conversion)
                  for _, name, spec, conversion in string.Formatter().parse(template)
                  if name is not None]
    except ValueError:  # an unmatched brace
        return False
    return all(name.isidentifier() and name in values and not spec
               and conversion in (None, "r", "s") for name, spec, conversion in fields)


class _HasDomain(Protocol):
    """A game spec, as far as its catalogues go."""

    @property
    def domain(self) -> Domain | None: ...


def game_domains(specs: Iterable[_HasDomain]) -> list[Domain]:
    """The catalogues of the games ``specs`` that have one."""
    return [spec.domain for spec in specs if spec.domain is not None]
