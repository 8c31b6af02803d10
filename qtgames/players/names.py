"""Names of outside players (``ai:FILE``, ``py:FILE``, ``engine:COMMAND``): kept in the
core (``qtgames.core.playernames``), which a game record reads them with; the players
package offers them under their old name."""

from qtgames.core.playernames import (
    DEFAULT_SECONDS,
    KINDS,
    MAX_CHARS,
    SECONDS_RANGE,
    OutsideName,
    check,
    is_outside,
    parse,
    with_seconds,
)

__all__ = ["DEFAULT_SECONDS", "KINDS", "MAX_CHARS", "SECONDS_RANGE", "OutsideName", "check",
           "is_outside", "parse", "with_seconds"]
