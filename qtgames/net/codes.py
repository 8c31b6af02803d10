"""Join codes: a generated one (40 bits, two groups of four characters, e.g.
``K7QX-3MPA``), how two codes compare, and how hard a chosen one is to guess."""

import string

from qtgames.core.i18n import N_

CODE_ALPHABET = "".join(c for c in string.ascii_uppercase + string.digits if c not in "01IO")
"""Characters of a generated join code: 32 of them (5 bits each), without 0/O and 1/I that
are misread."""

CODE_GROUPS, CODE_GROUP = 2, 4
"""A generated code is ``CODE_GROUPS`` groups of ``CODE_GROUP`` characters joined by ``-``."""

MIN_CODE_LENGTH = 8
"""Characters (``-`` not counted) below which a join code chosen by the host is said to be
easy to guess: eight letters or digits are about 41 bits, as much as a generated code."""

MIN_CODE_KINDS = 4
"""Different characters below which a chosen code is said to be easy to guess
(``AAAAAAAA``)."""

WEAK_CODE = (N_("Warning: the join code {code} is easy to guess for anyone who can reach this "
             "host: choose one of at least {length} varied letters and digits, or leave "
             "the code out to get a generated one."))
"""What the host is told when its chosen code is weak (``code``, ``length`` fill it)."""


def new_code() -> str:
    """A random join code of 40 bits, e.g. ``K7QX-3MPA`` (never one ``weak_code``
    would warn about)."""
    import secrets  # here, not at start-up: it loads OpenSSL

    while True:
        code = "-".join("".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_GROUP))
                        for _ in range(CODE_GROUPS))
        if not weak_code(code):
            return code


def canonical(code: str) -> str:
    """``code`` as it is compared: capitals, without the ``-`` that groups it."""
    return code.upper().replace("-", "")


def weak_code(code: str) -> bool:
    """True when ``code`` is easier to guess than a generated one: shorter than
    ``MIN_CODE_LENGTH`` or of fewer than ``MIN_CODE_KINDS`` different characters."""
    kept = canonical(code)
    return len(kept) < MIN_CODE_LENGTH or len(set(kept)) < MIN_CODE_KINDS
