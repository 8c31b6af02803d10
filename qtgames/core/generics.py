"""Type parameters a subscript may leave out: ``GameState[M]`` is ``GameState[M, Any]``.

The type checker reads each default from typing_extensions' ``TypeVar(default=...)``, given
under ``TYPE_CHECKING``; at run time (Python's own ``TypeVar`` has no default before 3.13,
and the core imports only the standard library) a class deriving from ``Defaults`` fills in
the parameters a subscript leaves out, with the defaults given to ``type_parameter``::

    if TYPE_CHECKING:
        from typing_extensions import TypeVar
        U = TypeVar("U", default=Any)
    else:
        U = type_parameter("U", default=Any)
"""

from typing import TYPE_CHECKING, Any, TypeVar

#: The run-time default of each type parameter made by ``type_parameter``.
_DEFAULTS: dict[object, object] = {}


def type_parameter(name: str, *, default: object, bound: Any = None) -> Any:
    """A ``TypeVar`` whose ``default`` ``Defaults`` fills in at run time."""
    parameter = TypeVar(name, bound=bound)  # type: ignore[misc]
    _DEFAULTS[parameter] = default
    return parameter


class Defaults:
    """Base of a generic class some of whose type parameters have defaults (see above)."""

    if not TYPE_CHECKING:
        def __class_getitem__(cls, params):
            """Fill in the trailing parameters left out that have a default."""
            given = params if isinstance(params, tuple) else (params,)
            missing = getattr(cls, "__parameters__", ())[len(given):]
            if missing and all(parameter in _DEFAULTS for parameter in missing):
                params = given + tuple(_DEFAULTS[parameter] for parameter in missing)
            return super().__class_getitem__(params)
