"""Texts given in several languages by plugins (names, summaries, option labels).

The Qt shell uses Qt Linguist for its own strings; plugins, which must not depend on Qt,
hand over plain ``{"en": ..., "fr": ...}`` mappings that this module picks from.
"""

import locale
import os
from collections.abc import Mapping

LANGUAGES = ("en", "fr")

Text = Mapping[str, str]


def system_language() -> str:
    """Return ``"fr"`` when the environment or system locale is French, else ``"en"``."""
    for var in ("QTGAMES_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    code = locale.getlocale()[0] or ""
    return "fr" if code.lower().startswith("fr") else "en"


def pick(text: Text | str, lang: str = "en") -> str:
    """Return ``text`` in ``lang``, falling back to English, then to any language."""
    if isinstance(text, str):
        return text
    return text.get(lang) or text.get("en") or next(iter(text.values()), "")
