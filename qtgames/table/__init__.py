"""The table: one game being played, whoever shows it (``Table``); no Qt here.

The names below load ``table.py`` (and the computer players' machinery) at their first use:
the desktop app's start page needs only the lighter modules beside it (where the autosave
lives, what leaving loses, the players' names).
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from qtgames.table.table import (
        COMPUTER,
        FORCED,
        OVER,
        PERSON,
        WAIT,
        Next,
        Table,
        TableView,
    )

__all__ = ["COMPUTER", "FORCED", "OVER", "PERSON", "WAIT", "Next", "Table", "TableView"]


def __getattr__(name: str) -> object:
    """``Table`` and its words, from ``table.py`` loaded now."""
    if name in __all__:
        from qtgames.table import table

        return getattr(table, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
