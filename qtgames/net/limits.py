"""What a host lets strangers do, without I/O: how many connections, how fast join codes
may be tried, and when an address is locked out.

Every join code another computer tries (its connection's key confirmation, with its hello)
is a guess until it is answered. ``HelloGate`` keeps the guesses waiting in a queue per
address and decides when each one is answered, the same whether its code is right or
wrong: never sooner than ``HELLO_DELAY`` after it came, never two answers in all closer
than ``60 / HELLOS_PER_MINUTE`` seconds, never two to one address closer than
``60 / ADDRESS_HELLOS_PER_MINUTE`` seconds (longer and longer after wrong codes), and never
once the address is locked out. However many connections a guesser opens, at most
``HELLOS_PER_MINUTE`` guesses a minute are settled.

The queue is fair per address, so that a flood from many addresses cannot keep one person
out: at each answer the gate takes the oldest hello of the address answered least
recently (of those never answered, the one that asked least), addresses that gave no
wrong code first; when the queue is full, a hello from an address with few waiting pushes
out the newest one of the address with the most. The clock is the caller's (``now`` in
seconds), so a test can run a minute in no time.
"""

import ipaddress
import math
from collections import deque
from dataclasses import dataclass, field

from qtgames.core.i18n import N_

HELLO_DELAY = 0.5
"""Seconds before any hello is answered, right code or wrong (no answer tells at once)."""

HELLOS_PER_MINUTE = 300
"""Hellos answered a minute in all, from every address together: the most join codes that
can be tried a minute, whatever the number of connections."""

ADDRESS_HELLOS_PER_MINUTE = 120
"""Hellos answered a minute to one address (an IPv6 address counts with its whole /64)."""

BACKOFF = 0.5
"""Seconds added before the next answer to an address after its first wrong code; doubled
after each further one, up to ``MAX_BACKOFF``."""

MAX_BACKOFF = 16.0
"""The longest wait between two answers to one address that keeps giving wrong codes."""

LOCKOUT_FAILURES = 20
"""Wrong codes in a row after which an address is locked out (refused even with the right
code)."""

LOCKOUT_SECONDS = 15 * 60.0
"""How long a locked-out address stays refused."""
LOCKED_OUT = N_("too many wrong join codes from your address: try again in {minutes} min")
"""Why a locked-out address is refused: with the whole minutes its lockout has left."""

MAX_WAITING_HELLOS = 50
"""Hellos waiting for their answer, in all; one more is refused at once, its code unread."""

MAX_ADDRESS_WAITING_HELLOS = 4
"""Hellos waiting for their answer from one address."""

MAX_ADDRESSES = 4096
"""Addresses whose wrong codes are remembered; past that the oldest harmless ones are
forgotten (a locked-out address is kept until its lockout ends)."""

MAX_CONNECTIONS = 128
"""Connections from other computers open at once (lowered below the process's limit on open
files by the transport); one more is refused at once."""

MAX_ADDRESS_CONNECTIONS = 16
"""Connections open at once from one address."""

HELLO_TIMEOUT = 5.0
"""Seconds a new connection has to say hello; after that it is closed, whatever else it
sent."""

EXCHANGES_PER_SECOND, EXCHANGE_BURST = 4.0, 8.0
"""Key exchanges the host computes a second for one address on average, and at once: each
costs it about ten milliseconds of computing, so a flood of connections from one address
cannot take the host's time from the players."""

EXCHANGES_IN_ALL, EXCHANGES_AT_ONCE = 30.0, 30.0
"""Key exchanges the host computes a second from all addresses together on average, and at
once: however many addresses flood it, key exchanges take at most about a quarter of one
processor; the others wait their turn, one address after another. A full round (one
waiting from each of ``MAX_CONNECTIONS`` addresses) takes less than ``HELLO_TIMEOUT``."""

MAX_ADDRESS_WAITING_EXCHANGES = 1
"""Key exchanges waiting for their turn from one address; one more is refused (busy)."""

MAX_UNSENT = 256 * 1024
"""Bytes waiting to be sent to one connection; a peer that lets more pile up (it does not
read) is disconnected."""


def address_key(address: str) -> str:
    """Who ``address`` counts as: an IPv4 address itself, an IPv6 address its /64 network
    (one home or machine holds a whole /64), anything else as written."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def backoff(failures: int, first: float = BACKOFF, longest: float = MAX_BACKOFF) -> float:
    """Seconds to wait after the ``failures``-th wrong code in a row (0 for none)."""
    if failures <= 0:
        return 0.0
    doublings = min(failures - 1, 30)  # 2**30 times any sane first wait passes any cap
    return min(first * 2.0 ** doublings, longest)


@dataclass
class _Hello:
    """A hello waiting for its answer: the caller's ticket and when it came."""

    ticket: int
    came: float


@dataclass
class _Address:
    """What the gate remembers of one address."""

    failures: int = 0
    #: Earliest time of the next answer to this address.
    next: float = float("-inf")
    locked_until: float = float("-inf")
    #: Its hellos waiting, oldest first.
    queue: deque[_Hello] = field(default_factory=deque)
    #: Last time this address said hello (to forget the oldest first).
    seen: float = float("-inf")
    #: Last time one of its hellos was answered (the least recent goes first).
    served: float = float("-inf")
    #: Hellos it sent, queued or refused (of two addresses never answered, the one that
    #: asked less goes first).
    asked: int = 0


#: Why a hello is refused while the queue is full of hellos from addresses with fewer
#: waiting than the most crowded one.
BUSY = N_("the host is busy with other players joining: try again in a moment")


class HelloGate:
    """When each hello is answered, and whether its address may try at all; see the
    module docstring."""

    def __init__(self, delay: float = HELLO_DELAY, per_minute: int = HELLOS_PER_MINUTE,
                 address_per_minute: int = ADDRESS_HELLOS_PER_MINUTE,
                 first_backoff: float = BACKOFF, max_backoff: float = MAX_BACKOFF,
                 lockout_failures: int = LOCKOUT_FAILURES,
                 lockout_seconds: float = LOCKOUT_SECONDS,
                 max_waiting: int = MAX_WAITING_HELLOS,
                 address_waiting: int = MAX_ADDRESS_WAITING_HELLOS,
                 max_addresses: int = MAX_ADDRESSES) -> None:
        """A gate with these limits (the module's constants by default)."""
        self.delay = delay
        self.spacing = 60.0 / per_minute
        self.address_spacing = 60.0 / address_per_minute
        self.first_backoff, self.max_backoff = first_backoff, max_backoff
        self.lockout_failures, self.lockout_seconds = lockout_failures, lockout_seconds
        self.max_waiting, self.address_waiting = max_waiting, address_waiting
        self.max_addresses = max_addresses
        #: When the last hello was answered (the next one comes ``spacing`` later).
        self._last = float("-inf")
        self._addresses: dict[str, _Address] = {}
        #: The address of each ticket waiting.
        self._tickets: dict[int, str] = {}

    @property
    def waiting(self) -> int:
        """Hellos admitted and not yet answered or cancelled."""
        return len(self._tickets)

    def locked(self, address: str, now: float) -> bool:
        """True while ``address`` is locked out after too many wrong codes."""
        known = self._addresses.get(address_key(address))
        return known is not None and now < known.locked_until

    def locked_minutes(self, address: str, now: float) -> int:
        """Whole minutes, at least 1, until the lockout of ``address`` ends (0: it is not
        locked out)."""
        known = self._addresses.get(address_key(address))
        if known is None or now >= known.locked_until:
            return 0
        return max(1, math.ceil((known.locked_until - now) / 60))

    def failures(self, address: str) -> int:
        """Wrong codes in a row from ``address``."""
        known = self._addresses.get(address_key(address))
        return 0 if known is None else known.failures

    def admit(self, ticket: int, address: str, now: float) -> str | tuple[int, ...]:
        """Queue the hello ``ticket`` from ``address`` received at ``now``: the tickets
        it pushed out of a full queue (refused: their answer will not come), usually none;
        or, as a template, why it is refused at once without reading its code."""
        if self.locked(address, now):
            return LOCKED_OUT
        key = address_key(address)
        known = self._remember(key, now)
        known.asked += 1
        # An address still in its wait after a wrong code is refused rather than queued:
        # the queue then only holds hellos due soon.
        crowded = known.next > now + self.address_waiting * self.address_spacing
        if crowded and known.failures > 0 and len(known.queue) < self.address_waiting:
            return (N_("wrong join codes from your address: check the code and try again in "
                    "{seconds} s"))
        if len(known.queue) >= self.address_waiting or crowded:
            return N_("too many joins at once from your address: try again in a moment")
        pushed: tuple[int, ...] = ()
        if self.waiting >= self.max_waiting:
            heavy = max((item for item in self._addresses.values() if item.queue),
                        key=lambda item: (len(item.queue), item.queue[-1].came),
                        default=None)
            if heavy is None or len(heavy.queue) <= len(known.queue) + 1:
                return BUSY
            pushed = (heavy.queue.pop().ticket,)
            del self._tickets[pushed[0]]
        known.queue.append(_Hello(ticket, now))
        self._tickets[ticket] = key
        return pushed

    def earliest(self, ticket: int) -> float | None:
        """The earliest time the hello ``ticket`` may be answered (later when others go
        first); None when it does not wait."""
        key = self._tickets.get(ticket)
        if key is None:
            return None
        known = self._addresses[key]
        came = next(hello.came for hello in known.queue if hello.ticket == ticket)
        return max(came + self.delay, known.next, self._last + self.spacing)

    @property
    def next_due(self) -> float | None:
        """When ``due`` next answers a hello; None when none waits."""
        heads = [self._head_due(item) for item in self._addresses.values() if item.queue]
        return None if not heads else max(min(heads), self._last + self.spacing)

    def _head_due(self, known: _Address) -> float:
        return max(known.queue[0].came + self.delay, known.next)

    def due(self, now: float) -> list[int]:
        """The tickets whose answer has come by ``now``, in the order answered (each is
        then no longer waiting)."""
        answered: list[int] = []
        while True:
            heads = {key: self._head_due(item) for key, item in self._addresses.items()
                     if item.queue}
            if not heads:
                return answered
            at = max(min(heads.values()), self._last + self.spacing)
            if at > now:
                return answered
            key = min((key for key, due in heads.items() if due <= at),
                      key=lambda key: self._turn(self._addresses[key]))
            known = self._addresses[key]
            hello = known.queue.popleft()
            del self._tickets[hello.ticket]
            known.served = self._last = at
            known.next = max(known.next, at + self.address_spacing)
            answered.append(hello.ticket)

    @staticmethod
    def _turn(known: _Address) -> tuple[bool, float, int, float]:
        """Which address goes first: one without wrong codes, then the one answered least
        recently, then the one that asked less, then the one whose oldest hello came
        first."""
        return known.failures > 0, known.served, known.asked, known.queue[0].came

    def cancel(self, ticket: int) -> None:
        """The hello ``ticket`` is given up before its answer (its connection closed)."""
        key = self._tickets.pop(ticket, None)
        if key is None:
            return
        known = self._addresses[key]
        known.queue = deque(hello for hello in known.queue if hello.ticket != ticket)

    def wait(self, address: str, now: float) -> int:
        """Whole seconds, at least 1, before a hello from ``address`` may be admitted."""
        known = self._addresses.get(address_key(address))
        left = 0.0 if known is None else max(0.0, known.next - now)
        return max(1, math.ceil(min(left, self.max_backoff + self.address_waiting
                                    * self.address_spacing)))

    def settled(self, address: str, right: bool, now: float) -> None:
        """The code of a hello from ``address`` was found ``right`` (or wrong) at ``now``."""
        known = self._remember(address_key(address), now)
        if right:
            known.failures = 0
            return
        known.failures += 1
        known.next = max(known.next, now + backoff(known.failures, self.first_backoff,
                                                   self.max_backoff))
        if known.failures >= self.lockout_failures:
            known.locked_until = now + self.lockout_seconds
            known.failures = 0

    def _remember(self, key: str, now: float) -> _Address:
        known = self._addresses.get(key)
        if known is None:
            if len(self._addresses) >= self.max_addresses:
                self._forget(now)
            known = self._addresses[key] = _Address()
        known.seen = now
        return known

    def _forget(self, now: float) -> None:
        """Drop the addresses least recently seen that are neither locked out nor
        waiting, until there is room for one more."""
        harmless = sorted((item.seen, key) for key, item in self._addresses.items()
                          if not item.queue and now >= item.locked_until)
        for _, key in harmless[:max(1, len(self._addresses) - self.max_addresses + 1)]:
            del self._addresses[key]


SEND_BUFFER = 64 * 1024
"""Bytes the system is asked to hold for one connection in its socket's send buffer, on top
of ``MAX_UNSENT`` (the system may round it up)."""


class ExchangeBudget:
    """How many key exchanges each address may start: a token bucket per address (an IPv6
    address counts with its /64), at most ``max_addresses`` remembered; and how many all
    of them together: past that budget, an exchange waits its turn (``ask``), the turns
    going round the addresses waiting, so that a flood from many addresses delays a
    newcomer by one round at most."""

    def __init__(self, rate: float = EXCHANGES_PER_SECOND, burst: float = EXCHANGE_BURST,
                 max_addresses: int = MAX_ADDRESSES, total_rate: float = EXCHANGES_IN_ALL,
                 total_burst: float = EXCHANGES_AT_ONCE,
                 address_waiting: int = MAX_ADDRESS_WAITING_EXCHANGES) -> None:
        """A budget of ``rate`` exchanges a second per address, ``burst`` at once, and
        ``total_rate`` a second in all, ``total_burst`` at once; ``address_waiting`` may
        wait their turn from one address."""
        self.rate, self.burst, self.max_addresses = rate, burst, max_addresses
        self.total_rate, self.total_burst = total_rate, total_burst
        self.address_waiting = address_waiting
        #: Per address: tokens left, and when they were counted.
        self._buckets: dict[str, tuple[float, float]] = {}
        self._total, self._counted = total_burst, 0.0
        #: The exchanges waiting their turn, per address, addresses in turn order.
        self._waiting: dict[str, deque[int]] = {}
        #: How many exchanges were let be computed so far.
        self.computed = 0

    def _refill(self, now: float) -> None:
        self._total = min(self.total_burst,
                          self._total + max(0.0, now - self._counted) * self.total_rate)
        self._counted = max(self._counted, now)

    def ask(self, ticket: int, address: str, now: float) -> bool | None:
        """May the exchange ``ticket`` of ``address`` be computed at ``now``? True: now;
        None: it waits its turn (``due`` gives it); False: refused (its address asked too
        much)."""
        if not self.allow(address, now):
            return False
        self._refill(now)
        if not self._waiting and self._total >= 1:
            self._total -= 1
            self.computed += 1
            return True
        queue = self._waiting.setdefault(address_key(address), deque())
        if len(queue) >= self.address_waiting:
            if not queue:
                del self._waiting[address_key(address)]
            return False
        queue.append(ticket)
        return None

    def due(self, now: float) -> list[int]:
        """The waiting exchanges whose turn has come at ``now``, one address after another."""
        self._refill(now)
        turns = []
        while self._waiting and self._total >= 1:
            key = next(iter(self._waiting))
            queue = self._waiting.pop(key)
            turns.append(queue.popleft())
            self._total -= 1
            self.computed += 1
            if queue:
                self._waiting[key] = queue  # the back of the round
        return turns

    @property
    def next_due(self) -> float | None:
        """When the next waiting exchange has its turn (None: none waits)."""
        if not self._waiting:
            return None
        return self._counted + max(0.0, 1 - self._total) / self.total_rate

    def drop(self, ticket: int) -> None:
        """The exchange ``ticket`` waits no more (its connection closed)."""
        for key, queue in list(self._waiting.items()):
            if ticket in queue:
                queue.remove(ticket)
                if not queue:
                    del self._waiting[key]
                return

    def allow(self, address: str, now: float) -> bool:
        """True (and one exchange counted) when ``address`` may start one at ``now``."""
        key = address_key(address)
        tokens, then = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if len(self._buckets) >= self.max_addresses:  # the least recently seen is full again
            del self._buckets[next(iter(self._buckets))]
        allowed = tokens >= 1
        self._buckets[key] = (tokens - 1 if allowed else tokens, now)
        return allowed
