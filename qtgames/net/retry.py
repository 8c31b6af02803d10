"""Joining a busy host: try again after a short wait, counting it down, rather than give up.

A host crowded with other joins (a flood of guesses, many players at once) answers
"busy"; so does one holding as many connections as it may. ``join_retrying`` runs a
client's join again after a wait that grows from ``FIRST_WAIT`` to ``LONGEST_WAIT``
seconds (or the wait the host named), telling each second left, for at most
``RETRY_FOR`` seconds. Any other refusal, and a lockout after wrong codes (minutes away),
ends the join at once.
"""

import asyncio
from collections.abc import Awaitable, Callable

from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import N_
from qtgames.net.limits import LOCKED_OUT
from qtgames.net.transport import Refused

#: Seconds before the first try again, and the longest wait between two tries.
FIRST_WAIT, LONGEST_WAIT = 1, 8
#: Seconds after which a host still busy is given up.
RETRY_FOR = 300.0
#: What a client shows while it waits to try again (``seconds`` left, ``reason``).
BUSY_COUNTDOWN = N_("The host is busy ({reason}): trying again in {seconds} s…")

#: Told each second of a wait: the seconds left and why the host refused.
Countdown = Callable[[int, QtGamesError | str], None]


def refusal_reason(refused: Refused) -> QtGamesError | str:
    """Why the host refused, as it said it (a template with values when it is one)."""
    reason = refused.values.get("reason", "")
    return reason if isinstance(reason, QtGamesError) else str(reason)


def retry_wait(refused: Refused, attempt: int) -> int | None:
    """Seconds to wait before the ``attempt``-th try again (1 the first) after
    ``refused``; None when trying again is no use (not busy, or locked out)."""
    if refused.code != "busy":
        return None
    reason = refusal_reason(refused)
    if isinstance(reason, QtGamesError):
        if reason.template == LOCKED_OUT:
            return None
        named = reason.values.get("seconds")
        if isinstance(named, int) and 0 < named <= 60:
            return named
    return int(min(LONGEST_WAIT, FIRST_WAIT * 2 ** min(attempt - 1, 10)))


async def join_retrying(join: Callable[[], Awaitable[None]], countdown: Countdown,
                        retry_for: float = RETRY_FOR) -> None:
    """Run ``join`` until it ends other than busy; a busy host is tried again after a
    wait told second by second to ``countdown``, for at most ``retry_for`` seconds (then
    its last refusal is raised)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + retry_for
    attempt = 0
    while True:
        try:
            await join()
            return
        except Refused as refused:
            attempt += 1
            wait = retry_wait(refused, attempt)
            if wait is None or loop.time() + wait > deadline:
                raise
            reason = refusal_reason(refused)
            for left in range(wait, 0, -1):
                countdown(left, reason)
                await asyncio.sleep(1.0)
