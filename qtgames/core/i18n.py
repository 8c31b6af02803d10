"""Languages without Qt: texts given in several languages, and message catalogs.

The Qt shell translates its own strings with Qt Linguist. Everything below it (rules
models, the text version, plugins, which must not depend on Qt) writes its messages in
English and provides catalogs ``{"fr": {english: french}}``; a ``Translator`` picks from
them. Messages are ``str.format`` templates: ``"Saved to {path}."``.
"""

import locale
import os
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
        for catalog in catalogs:
            self.table.update(catalog.get(lang, {}))

    def __call__(self, template: str, **values: object) -> str:
        """``template`` translated, with ``values`` (errors among them translated too)."""
        text = self.table.get(template, template)
        if not values:
            return text
        shown = {key: self.error(value) if isinstance(value, QtGamesError)
                 else self.table.get(value, value) if isinstance(value, str) else value
                 for key, value in values.items()}
        return text.format(**shown)

    def error(self, error: QtGamesError) -> str:
        """The message of ``error`` in this language."""
        return self(error.template, **error.values)
