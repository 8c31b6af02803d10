"""Qt properties set by the names of their values, so that the window shows before PySide6
makes the enums of the ``Qt`` namespace.

PySide6 makes the Python enums of a class all at once, the first time the class is used:
``Qt`` holds nearly a hundred of them (over a thousand values), about a tenth of the
window's start-up. Qt itself converts a property's value from the names of its keys
("AlignLeft|AlignTop"), so the widgets made before the window shows set theirs by name, and
the modules loaded with the window reach ``Qt`` as ``QtCore.Qt`` where a later event needs
it, and a class used only later as ``QtCore.QProcess``: importing its name would make it.
"""

from PySide6.QtCore import QObject


def set_by_name(target: QObject, name: str, keys: str) -> None:
    """Set the Qt property ``name`` of ``target`` to the value named ``keys`` (an enum's
    key, or a flag's keys joined by ``|``); a wrong name is an error, never ignored."""
    if not target.setProperty(name, keys):
        raise ValueError(f"{type(target).__name__}.{name} has no value {keys!r}")
