r"""Text from outside (a network peer, an outside player, a plugin, a file): refused when
it is not Unicode, escaped before it is shown.

JSON may carry a lone surrogate (``"\ud800"``): a Python string holds it, but no UTF-8
output can, so printing or writing it fails. Such text is refused where it comes in
(``lone_surrogate``, ``json_lone_surrogate``). Text that is Unicode but not meant for a screen
(control characters that move the cursor or clear it, characters that reverse the text
around them) is escaped where it is shown (``printable``), or refused by a protocol
(``unsafe``).

>>> printable("\x1b[31mred\u202e" + "x" * 400, 20)
'\\x1b[31mred\\u202exx…'
>>> lone_surrogate("ok\ud800")
'\\ud800'
"""

import json
import re
import unicodedata

#: Longest text ``printable`` keeps by default.
SHOWN_LIMIT = 300
#: Characters that reorder the text shown around them (Unicode's bidirectional embeddings,
#: overrides and isolates).
BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: Unicode categories ``printable`` escapes: controls, formats (bidi overrides, zero
#: widths), lone surrogates, line and paragraph separators.
_ESCAPED = frozenset(("Cc", "Cf", "Cs", "Zl", "Zp"))
#: A JSON escape that may spell half of a surrogate pair.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
#: Any character ``unsafe`` refuses, in one search: the controls (exactly Unicode's
#: category Cc), the surrogates and ``BIDI``.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


def lone_surrogate(text: str) -> str | None:
    """The first lone surrogate in ``text``, escaped (``\\ud800``), or None when ``text``
    is Unicode text."""
    found = _SURROGATE.search(text)
    return None if found is None else f"\\u{ord(found.group()):04x}"


def json_lone_surrogate(document: object, source: str | None = None) -> str | None:
    """The first lone surrogate in any string or key of a parsed JSON ``document``,
    escaped, or None. ``source``, the JSON text it was read from, lets a document without
    any ``\\uD8..`` escape pass without a look at its strings."""
    if source is not None and _SURROGATE_ESCAPE.search(source) is None:
        return None
    try:
        json.dumps(document, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as error:
        return lone_surrogate(str(error.object[error.start:error.end]))
    except (TypeError, ValueError):  # not a plain JSON document: nothing to say of its text
        return None
    return None


def unsafe(char: str) -> bool:
    """True for a character a protocol refuses in a name or a line of text: a control
    character, a lone surrogate or a bidirectional override."""
    return unicodedata.category(char) in ("Cc", "Cs") or char in BIDI


def has_unsafe(text: str) -> bool:
    """True when ``text`` holds a character ``unsafe`` refuses (one search, not one call
    per character)."""
    return _UNSAFE.search(text) is not None


def printable(text: str, limit: int = SHOWN_LIMIT) -> str:
    r"""``text`` safe to show on a terminal, in a window or in a UTF-8 file: control and
    format characters and lone surrogates escaped (``\x1b`` becomes ``\\x1b``), cut to
    ``limit`` characters with an ellipsis."""
    pieces: list[str] = []
    size = 0
    for char in text[:limit + 1]:
        if unicodedata.category(char) in _ESCAPED:
            char = char.encode("unicode_escape", "backslashreplace").decode("ascii")
        pieces.append(char)
        size += len(char)
        if size > limit:
            break
    shown = "".join(pieces)
    return shown if len(shown) <= limit and len(text) <= limit else shown[:limit - 1] + "…"
