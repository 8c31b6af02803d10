"""Game options (board size, who starts, variants) declared by plugins and checked here."""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from qtgames.core.errors import OptionError, clip
from qtgames.core.i18n import N_, Text, pick
from qtgames.core.rng import make_rng

OptionValue = int | str

#: The option that says who starts, and its value that leaves it to chance.
FIRST_OPTION, RANDOM_FIRST = "first", "random"


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game: its key, the allowed values, the default and labels.

    Values are whole numbers or words from a fixed list, so every option can be typed on a
    command line (``size=10``), stored in a save file and shown as a combo box.

    >>> OptionSpec("size", {"en": "Board size"}, (6, 8, 10), 8).parse("10")
    10
    """

    key: str
    label: Text
    choices: tuple[OptionValue, ...]
    default: OptionValue
    choice_labels: Mapping[OptionValue, Text] = field(default_factory=dict)
    #: True for an option that only changes what the text version prints: the window's
    #: dialogs leave it out.
    text_only: bool = False

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"default {self.default!r} of option {self.key!r} is not a choice")

    def choice_text(self, choice: OptionValue, lang: str = "en") -> str:
        """How a dialog shows ``choice`` in ``lang``: its label when the game gives one
        ("8×8", "Black"), else the value as typed.

        >>> OptionSpec("size", {"en": "Board size"}, (6, 8), 8, {8: {"en": "8×8"}}).choice_text(8)
        '8×8'
        """
        label = self.choice_labels.get(choice)
        return pick(label, lang) if label else str(choice)

    def _allowed(self) -> str:
        return ", ".join(str(choice) for choice in self.choices)

    def parse(self, raw: str) -> OptionValue:
        """Return the value spelled by ``raw`` (as typed by a user), or raise OptionError."""
        for choice in self.choices:
            if str(choice).lower() == raw.strip().lower():
                return choice
        raise OptionError("option {key}: {value!r} is not one of {allowed}", key=self.key,
                          value=clip(raw), allowed=self._allowed())

    def check(self, value: object) -> OptionValue:
        """Return the allowed choice ``value`` is (as read from a save file), of its declared
        type: ``8.0`` or ``"8"`` is not the choice ``8``, nor ``True`` the choice ``1``."""
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        raise OptionError("option {key}: {value!r} is not one of {allowed}", key=self.key,
                          value=clip(value), allowed=self._allowed())


def _unknown_option(key: str, known: Iterable[str]) -> OptionError:
    return OptionError("unknown option {key!r} (known: {known})", key=clip(key),
                       known=", ".join(known) or N_("none"))


def parse_option_args(specs: Iterable[OptionSpec], args: Iterable[str]) -> dict[str, OptionValue]:
    """Turn ``["size=10", "first=white"]`` into checked, complete options."""
    by_key = {spec.key: spec for spec in specs}
    given: dict[str, OptionValue] = {}
    for arg in args:
        key, sep, raw = arg.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionError("option {option!r} should look like KEY=VALUE", option=clip(arg))
        if key not in by_key:
            raise _unknown_option(key, by_key)
        given[key] = by_key[key].parse(raw)
    return resolve_options(by_key.values(), given)


def resolve_options(
    specs: Iterable[OptionSpec], given: Mapping[str, object]
) -> dict[str, OptionValue]:
    """Check ``given`` against ``specs`` and fill in the defaults of missing options."""
    by_key = {spec.key: spec for spec in specs}
    unknown = sorted(set(given) - set(by_key))
    if unknown:
        raise _unknown_option(unknown[0], by_key)
    return {key: spec.check(given[key]) if key in given else spec.default
            for key, spec in by_key.items()}


def first_player_option(seats: Sequence[str], seat_labels: Mapping[str, Text],
                        drawn: bool = True) -> OptionSpec:
    """The option ``first``: which of ``seats`` starts, each shown with its label from
    ``seat_labels``. With ``drawn``, the choice ``random`` comes first and is the default:
    the game draws who starts from its seed (``first_seat``); without, the first seat
    starts by default."""
    labels: dict[OptionValue, Text] = {seat: seat_labels[seat] for seat in seats}
    if drawn:
        labels = {RANDOM_FIRST: {"en": "Drawn at random", "fr": "Tiré au sort"}, **labels}
    choices = tuple(labels)
    return OptionSpec(FIRST_OPTION, {"en": "First player", "fr": "Premier joueur"}, choices,
                      choices[0], labels)


def first_seat(options: Mapping[str, OptionValue], seats: Sequence[str], seed: int,
               game: str) -> int:
    """The index in ``seats`` of the seat that starts by the ``first`` option: when it is
    ``random``, drawn from ``seed`` (the same seed, the same seat), on a stream of its own
    named after ``game``."""
    first = str(options[FIRST_OPTION])
    if first == RANDOM_FIRST:
        return make_rng(seed, game, FIRST_OPTION).randrange(len(seats))
    return seats.index(first)
