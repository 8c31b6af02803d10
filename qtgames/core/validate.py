"""Checking values from outside (files, peers, plugins): the one set of checks every reader uses.

JSON and Python share one trap: ``True`` is an ``int``. ``is_a`` and ``is_int`` never take
a bool for a number. A ``Check`` returns what is wrong with a value, a ``Problem`` ("should
be a whole number from 0 to 15": an English template and its values, which a translator
words in the reader's language), or None when it is fine; checks combine (``optional``,
``list_of``, ``mapping_of``). ``read_fields`` checks the fields of a JSON object against
their ``Field``; a ``FieldError`` names the first one wrong, and each reader turns it into
its own error, in the player's language.

>>> str(integer(0, 3)(True))
'should be a whole number from 0 to 3'
>>> read_fields({"seat": Field(integer(0, 3)), "name": Field(text(8), False, "")},
...             {"seat": 2, "other": 1})
{'seat': 2, 'name': ''}
"""

import re
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeGuard

from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import N_
from qtgames.core.safetext import has_unsafe, lone_surrogate


class Problem(QtGamesError):
    """What is wrong with a value: an English template and its values, read in English as
    ``str(problem)`` and in any language by a translator (as the value of a message that
    names the field: "field 'seat' {problem}")."""


#: What a check finds wrong with a value, in English.
NOT_TEXT = N_("should be text")
TOO_LONG = N_("is longer than {limit} characters")
EMPTY = N_("should not be empty")
SURROGATE = N_("holds a lone surrogate, which is not text")
CONTROLS = N_("holds control characters")
NOT_WHOLE = N_("should be a whole number from {low} to {high}")
NOT_NUMBER = N_("should be a number from {low} to {high}")
NOT_BOOLEAN = N_("should be true or false")
NOT_CHOICE = N_("should be one of {choices}")
NOT_LIST = N_("should be a list")
TOO_MANY = N_("has more than {limit} items")
BAD_ITEM = N_("has an item that {problem}")
NOT_OBJECT = N_("should be an object of at most {limit} {entries}")
NOT_MAPPING = N_("should {what}")
#: Every problem, the widest last: the order ``problem_in`` tries them in.
PROBLEMS = (NOT_TEXT, TOO_LONG, EMPTY, SURROGATE, CONTROLS, NOT_WHOLE, NOT_NUMBER,
            NOT_BOOLEAN, NOT_CHOICE, NOT_LIST, TOO_MANY, BAD_ITEM, NOT_OBJECT, NOT_MAPPING)
#: Most problems within problems read back (items of items of a list...), and longest text.
MAX_NESTING, MAX_WORDS = 8, 1000
#: The words ``mapping_of`` checks put in their problems (what their entries are, what
#: they should do): a problem read back holds only these, never a peer's own words.
_MAPPING_WORDS: set[str] = set()


@cache
def _pattern(template: str) -> re.Pattern[str]:
    """A pattern matching the English words of ``template``, each field a named group."""
    parts = [re.escape(literal) + (f"(?P<{name}>.+?)" if name else "")
             for literal, name, _, _ in string.Formatter().parse(template)]
    return re.compile("".join(parts), re.DOTALL)


def problem_in(words: str, depth: int = 0) -> Problem | None:
    """The problem whose English words are ``words`` (as another program sends it, inside
    its refusal), so that this side says it in its own language; None when it is none.

    >>> problem_in("has an item that should be a whole number from 0 to 3").values
    {'problem': Problem('should be a whole number from 0 to 3')}
    """
    if depth > MAX_NESTING or len(words) > MAX_WORDS:
        return None
    for template in PROBLEMS:
        found = _pattern(template).fullmatch(words)
        if found is not None and all(found[name] in _MAPPING_WORDS for name in ("entries", "what")
                                     if name in found.groupdict()):
            values: dict[str, object] = dict(found.groupdict())
            if isinstance(values.get("problem"), str):
                inner = problem_in(str(values["problem"]), depth + 1)
                values["problem"] = inner if inner is not None else values["problem"]
            return Problem(template, **values)
    return None


#: A check: the problem with a value, or None when it is fine.
Check = Callable[[object], Problem | None]


def is_a(value: object, *kinds: type | None) -> bool:
    """True when ``value`` is of one of ``kinds`` (None: null); a bool is no number."""
    if value is None:
        return None in kinds
    if isinstance(value, bool):
        return bool in kinds
    return isinstance(value, tuple(kind for kind in kinds if kind is not None))


def is_int(value: object) -> TypeGuard[int]:
    """True for a whole number (not a bool)."""
    return is_a(value, int)


def is_number(value: object) -> TypeGuard[int | float]:
    """True for a whole or decimal number (not a bool)."""
    return is_a(value, int, float)


def is_tuple_of(value: object, *kinds: type) -> bool:
    """True for a tuple whose every item is of one of ``kinds``."""
    return isinstance(value, tuple) and all(is_a(item, *kinds) for item in value)


def text(limit: int, empty: bool = True) -> Check:
    """A string of at most ``limit`` characters: Unicode text without control characters."""
    def check(value: object) -> Problem | None:
        if not isinstance(value, str):
            return Problem(NOT_TEXT)
        if len(value) > limit:
            return Problem(TOO_LONG, limit=limit)
        if not empty and not value.strip():
            return Problem(EMPTY)
        if not has_unsafe(value):
            return None
        if lone_surrogate(value) is not None:
            return Problem(SURROGATE)
        return Problem(CONTROLS)
    return check


def integer(low: int, high: int) -> Check:
    """A whole number from ``low`` to ``high``."""
    def check(value: object) -> Problem | None:
        if not is_int(value) or not low <= value <= high:
            return Problem(NOT_WHOLE, low=low, high=high)
        return None
    return check


def number(limit: float) -> Check:
    """A finite number from ``-limit`` to ``limit`` (true and false are not numbers)."""
    def check(value: object) -> Problem | None:
        if not is_number(value) or not -limit <= value <= limit:
            return Problem(NOT_NUMBER, low=f"{-limit:g}", high=f"{limit:g}")
        return None
    return check


def boolean(value: object) -> Problem | None:
    """True or false."""
    return None if isinstance(value, bool) else Problem(NOT_BOOLEAN)


def one_of(*choices: str) -> Check:
    """One of the strings ``choices``."""
    def check(value: object) -> Problem | None:
        return None if value in choices else Problem(NOT_CHOICE, choices=", ".join(choices))
    return check


def either(first: Check, second: Check) -> Check:
    """A value passing ``first`` or ``second`` (the problem is ``second``'s)."""
    def check(value: object) -> Problem | None:
        return None if first(value) is None else second(value)
    return check


def optional(inner: Check) -> Check:
    """``inner``, or null."""
    def check(value: object) -> Problem | None:
        return None if value is None else inner(value)
    return check


def list_of(inner: Check, limit: int) -> Check:
    """A list of at most ``limit`` items, each passing ``inner``."""
    def check(value: object) -> Problem | None:
        if not isinstance(value, list):
            return Problem(NOT_LIST)
        if len(value) > limit:
            return Problem(TOO_MANY, limit=limit)
        for item in value:
            problem = inner(item)
            if problem is not None:
                return Problem(BAD_ITEM, problem=problem)
        return None
    return check


def mapping_of(key: Check, item: Check, limit: int, entries: str, what: str) -> Check:
    """An object of at most ``limit`` ``entries`` whose keys pass ``key`` and values
    ``item``; ``what`` says what it should do otherwise (``"map names to texts"``): both
    English, marked for the catalogue where they are written."""
    _MAPPING_WORDS.update((entries, what))

    def check(value: object) -> Problem | None:
        if not isinstance(value, dict) or len(value) > limit:
            return Problem(NOT_OBJECT, limit=limit, entries=entries)
        if any(key(name) is not None or item(entry) is not None
               for name, entry in value.items()):
            return Problem(NOT_MAPPING, what=what)
        return None
    return check


@dataclass(frozen=True)
class Field:
    """One field of a JSON object: its check, and its default when it may be left out
    (``required`` fields have none)."""

    check: Check
    required: bool = True
    default: Any = None


def opt(check: Check, default: Any = None) -> Field:
    """An optional field (null allowed) with its default."""
    return Field(optional(check), False, default)


class FieldError(ValueError):
    """A field missing (``problem`` None) or wrong (``problem`` says how)."""

    def __init__(self, name: str, problem: Problem | None) -> None:
        """The error of field ``name``."""
        super().__init__(f"field {name!r} {problem or 'is missing'}")
        self.name = name
        self.problem = problem


def read_fields(fields: Mapping[str, Field], document: Mapping[str, Any]) -> dict[str, Any]:
    """The value of every field of ``fields`` in ``document`` (defaults filled in, other
    keys ignored); a FieldError names the first field missing or wrong."""
    values: dict[str, Any] = {}
    for name, spec in fields.items():
        if name not in document:
            if spec.required:
                raise FieldError(name, None)
            values[name] = spec.default
            continue
        problem = spec.check(document[name])
        if problem is not None:
            raise FieldError(name, problem)
        values[name] = document[name]
    return values
