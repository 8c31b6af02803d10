"""Languages without Qt: texts given in several languages, and message catalogs.

The Qt shell translates its own strings with Qt Linguist. Everything below it (rules
models, the text version, plugins, which must not depend on Qt) writes its messages in
English and provides catalogs ``{"fr": {english: french}}``; a ``Translator`` picks from
them. Messages are ``str.format`` templates: ``"Saved to {path}."``.
"""

import locale
import os
import string
from collections.abc import Mapping

from qtgames.core.errors import QtGamesError

Text = Mapping[str, str]
#: Per language, English template → translated template.
Catalog = Mapping[str, Mapping[str, str]]


def system_language() -> str:
    """``"fr"`` when ``QTGAMES_LANG`` or the system locale is French, else ``"en"``."""
    for var in ("QTGAMES_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    code = locale.getlocale()[0] or ""
    return "fr" if code.lower().startswith("fr") else "en"


def pick(text: Text | str, lang: str = "en") -> str:
    """``text`` in ``lang``, falling back to English, then to any language."""
    if isinstance(text, str):
        return text
    return text.get(lang) or text.get("en") or next(iter(text.values()), "")


class Translator:
    """Translates English message templates into one language.

    >>> tr = Translator("fr", {"fr": {"Saved to {path}.": "Enregistré dans {path}."}})
    >>> tr("Saved to {path}.", path="a.qtgame")
    'Enregistré dans a.qtgame.'
    """

    def __init__(self, lang: str, *catalogs: Catalog) -> None:
        self.lang = lang
        self.table: dict[str, str] = {}
        #: Every English template the catalogs translate, in any language.
        self.templates: set[str] = set()
        for catalog in catalogs:
            self.table.update(catalog.get(lang, {}))
            for table in catalog.values():
                self.templates.update(table)

    def __call__(self, template: str, **values: object) -> str:
        """``template`` translated, with ``values`` (errors among them translated too)."""
        text = self.table.get(template, template)
        if not values:
            return text
        shown = {key: self.error(value) if isinstance(value, QtGamesError)
                 else self.table.get(value, value) if isinstance(value, str) else value
                 for key, value in values.items()}
        return text.format(**shown)

    def plural(self, one: str, many: str, count: int, **values: object) -> str:
        """``one`` or ``many`` (English templates, given ``count`` too) as this language
        counts things: French says 0 and 1 in the singular, English 1 only.

        >>> Translator("en").plural("{count} game", "{count} games", 1)
        '1 game'
        >>> tr = Translator("fr", {"fr": {"{count} game": "{count} partie",
        ...                               "{count} games": "{count} parties"}})
        >>> tr.plural("{count} game", "{count} games", 0)
        '0 partie'
        """
        singular = count in (0, 1) if self.lang == "fr" else count == 1
        return self(one if singular else many, count=count, **values)

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
        return self.table.get(worded, worded)


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
