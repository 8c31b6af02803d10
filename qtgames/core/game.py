"""What a plugin declares about one game: the ``GameSpec`` descriptor."""

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic

from qtgames.core.errors import OptionError, QtGamesError, UnknownGameError, clip
from qtgames.core.i18n import N_, Domain, Text, Translator, pick
from qtgames.core.narrator import Narrator
from qtgames.core.options import OptionSpec, OptionValue, parse_option_args, resolve_options
from qtgames.core.state import GameState
from qtgames.core.textview import Style, TextView
from qtgames.core.validate import is_int, is_tuple_of

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    #: The state type of one game's spec; a bare ``GameSpec`` is a spec of any game, and a
    #: ``GameSpec[MyState]`` is one (the spec only hands states out: covariant).
    SpecState = TypeVar("SpecState", bound=GameState[Any], default=GameState[Any],
                        covariant=True)
else:  # the default is for the type checker only: typing's TypeVar has none before 3.13
    from typing import TypeVar

    SpecState = TypeVar("SpecState", bound=GameState[Any], covariant=True)


@dataclass(frozen=True)
class Level:
    """A computer player's strength: a name for the command line and a factory.

    ``make(seed)`` returns a fresh player (a ``qtgames.ai.player.Player``, which the
    layer above checks: ``qtgames.ai.player.level_player``); the same seed gives the same
    choices wherever the player's search is bounded by depth or nodes rather than by the
    clock.
    """

    name: str
    label: Text
    make: Callable[[int], Any]


def load_object(reference: str) -> Any:
    """Import ``"package.module:attribute"`` lazily (Qt-side factories are loaded this way)."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@dataclass(frozen=True)
class GameSpec(Generic[SpecState]):
    """Everything the shell needs to offer a game: ``GameSpec[MyState]`` for a game whose
    states are ``MyState`` (inferred from ``new_state``).

    ``new_state(options, seed)`` builds the start position; ``from_position(text, options)``
    reads the game's position notation. ``seats`` names the seats in turn order, or is a
    function of the options when they decide it (``seats_for``); ``teams`` likewise gives
    each seat's team when seats play together (``teams_for``, the states' ``team_of``
    without building a state). ``scene`` is a ``"module:Class"`` reference imported only
    when used, so listing games never imports Qt; ``text_view`` is the text view's class
    (Qt-free), or such a reference.
    """

    id: str
    name: Text
    summary: Text
    version: str
    new_state: Callable[[Mapping[str, OptionValue], int], SpecState]
    from_position: Callable[[str, Mapping[str, OptionValue]], SpecState]
    seats: tuple[str, ...] | Callable[[Mapping[str, OptionValue]], tuple[str, ...]]
    seat_labels: Mapping[str, Text]
    levels: tuple[Level, ...]
    text_view: "str | type[TextView[SpecState]]"
    options: tuple[OptionSpec, ...] = ()
    #: The plugin's gettext catalogues: the translations of everything it says in English
    #: (rule reasons, notation errors, text-view lines), ``Domain.beside(__file__)``.
    domain: Domain | None = None
    rules_dir: Path | None = None
    scene: str | None = None
    icon: Path | None = None
    #: Matches cut a game at this many moves and score it with ``GameState.adjudicate``.
    max_plies: int = 1000
    #: Perft depth used by ``qtgames bench`` (0: the game has no perft figure).
    bench_perft_depth: int = 0
    #: Seats hold cards others may not see: the shells show each seat only its view, and
    #: hide the screen between two people taking turns at one computer.
    hidden_information: bool = False
    #: Each seat's team, in seat order, or a function of the options; None when every
    #: seat plays for itself. It must agree with ``GameState.team_of``.
    teams: tuple[int, ...] | Callable[[Mapping[str, OptionValue]], tuple[int, ...]] | None = None
    #: Players may agree to a draw (network play offers it); False in a game without draws.
    draw_offers: bool = True
    #: The game's own convention for AI files (``ai:PATH`` players): a
    #: ``"package.module:attribute"`` naming a ``qtgames.players.contract.FileContract``,
    #: imported only when such a player is used; None when the game has none.
    file_contract: str | None = None
    #: Extra figures for ``qtgames bench`` (such as exact endgame solve times), by name;
    #: None when the game has none.
    bench_extra: Callable[[], dict[str, object]] | None = None
    #: The JSON file of curves turning the strongest level's search values into chances
    #: to win (``qtgames.calibration``); None when the game has none.
    calibration: Path | None = None
    source: str = field(default="", compare=False)

    def level(self, name: str) -> Level:
        """The level called ``name``; raise OptionError if there is none."""
        for level in self.levels:
            if level.name == name:
                return level
        known = ", ".join([N_("random"), *(lvl.name for lvl in self.levels)])
        raise OptionError("{game} has no computer level {name!r} (known: {known})",
                          game=self.id, name=name, known=known)

    def seats_for(self, options: Mapping[str, OptionValue]) -> tuple[str, ...]:
        """The seat names, in turn order, of a game with these (resolved) options."""
        return self.seats(options) if callable(self.seats) else self.seats

    def teams_for(self, options: Mapping[str, OptionValue]) -> tuple[int, ...]:
        """Each seat's team, in seat order, for these (resolved) options: seats of one
        team win and lose together (every seat its own team unless the game says)."""
        if self.teams is None:
            return tuple(range(len(self.seats_for(options))))
        return self.teams(options) if callable(self.teams) else self.teams

    def player_names(self) -> tuple[str, ...]:
        """Names accepted for computer players: ``random`` and every level."""
        return (N_("random"), *(level.name for level in self.levels))

    def options_from_args(self, args: list[str]) -> dict[str, OptionValue]:
        """Checked options from ``KEY=VALUE`` strings, defaults filled in."""
        return parse_option_args(self.options, args)

    def resolve_options(self, given: Mapping[str, object]) -> dict[str, OptionValue]:
        """Checked options from a mapping (a save file), defaults filled in."""
        return resolve_options(self.options, given)

    def seat_label(self, seat: str, lang: str = "en") -> str:
        """A seat's display name in ``lang``."""
        return pick(self.seat_labels.get(seat, seat), lang)

    def rules_text(self, lang: str = "en") -> str:
        """The rules of the game in ``lang`` (English if that translation is missing)."""
        if self.rules_dir is None:
            return pick(self.summary, lang)
        for candidate in (lang, "en"):
            path = self.rules_dir / f"rules.{candidate}.md"
            if path.is_file():
                return path.read_text(encoding="utf-8")
        return pick(self.summary, lang)

    def make_text_view(self, tr: Translator | None = None, style: Style | None = None,
                       seat_label: Callable[[str], str] = str.capitalize
                       ) -> TextView[SpecState]:
        """A new text view for this game (imported on first use); see ``TextView``."""
        kind = load_object(self.text_view) if isinstance(self.text_view, str) \
            else self.text_view
        view = kind(tr, style, seat_label)
        if not isinstance(view, TextView):
            raise TypeError(f"{self.text_view} is not a TextView")
        return view

    def make_narrator(self, tr: Translator | None = None,
                      seat_label: Callable[[str], str] = str.capitalize
                      ) -> Narrator[SpecState]:
        """What this game says about its moves, for a shell without a terminal board."""
        return self.make_text_view(tr, None, seat_label)


class GameSpecError(QtGamesError):
    """A game description whose field has the wrong type or value; the message names it."""


#: A game id: lower-case letters, digits, ``-`` and ``_``, starting with a letter.
GAME_ID = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
#: A lazily imported object: ``"package.module:attribute"``.
_REFERENCE = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")


def _is_text(value: object) -> bool:
    """True for a str or a non-empty {language: str} mapping."""
    if isinstance(value, str):
        return True
    return (isinstance(value, Mapping) and len(value) > 0
            and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()))


def _seats_ok(value: object) -> bool:
    return callable(value) or is_tuple_of(value, str)


def _teams_ok(value: object) -> bool:
    return value is None or callable(value) or is_tuple_of(value, int)


def _levels_ok(value: object) -> bool:
    return isinstance(value, tuple) and all(
        isinstance(level, Level) and isinstance(level.name, str) and level.name
        and _is_text(level.label) and callable(level.make) for level in value)


def _seat_labels_ok(value: object) -> bool:
    return isinstance(value, Mapping) and all(
        isinstance(seat, str) and _is_text(label) for seat, label in value.items())


def _reference_ok(value: object) -> bool:
    return isinstance(value, str) and _REFERENCE.match(value) is not None


#: Each field of ``GameSpec``: its check, and what it should be (for the message).
_FIELD_CHECKS: tuple[tuple[str, Callable[[object], bool], str], ...] = (
    ("name", _is_text, N_("a text (a str or a {language: str} mapping)")),
    ("summary", _is_text, N_("a text (a str or a {language: str} mapping)")),
    ("version", lambda value: isinstance(value, str) and bool(value.strip()),
     N_("a non-empty str")),
    ("new_state", callable, N_("a function (options, seed) -> state")),
    ("from_position", callable, N_("a function (text, options) -> state")),
    ("seats", _seats_ok, N_("a tuple of seat names (str) or a function of the options")),
    ("seat_labels", _seat_labels_ok, N_("a mapping of seat name to text")),
    ("levels", _levels_ok, N_("a tuple of Level (name str, label text, make function)")),
    ("text_view", lambda value: _reference_ok(value) or (
        isinstance(value, type) and issubclass(value, TextView)),
     N_("a TextView class or a 'package.module:Class' str")),
    ("options", lambda value: is_tuple_of(value, OptionSpec), N_("a tuple of OptionSpec")),
    ("domain", lambda value: value is None or isinstance(value, Domain),
     N_("a Domain or None")),
    ("rules_dir", lambda value: value is None or isinstance(value, Path), N_("a Path or None")),
    ("scene", lambda value: value is None or _reference_ok(value),
     N_("a 'package.module:Class' str or None")),
    ("icon", lambda value: value is None or isinstance(value, Path), N_("a Path or None")),
    ("max_plies", lambda value: is_int(value) and value > 0, N_("a positive int")),
    ("bench_perft_depth", lambda value: is_int(value) and value >= 0, N_("an int, 0 or more")),
    ("hidden_information", lambda value: isinstance(value, bool), N_("True or False")),
    ("draw_offers", lambda value: isinstance(value, bool), N_("True or False")),
    ("teams", _teams_ok, N_("None, a tuple of int or a function of the options")),
    ("file_contract", lambda value: value is None or _reference_ok(value),
     N_("a 'package.module:attribute' str or None")),
)


def _shown(value: object) -> str:
    """A short description of a wrong value: its type, and its value when short."""
    text = repr(value)
    return f"{type(value).__name__} {text}" if len(text) <= 40 else type(value).__name__


def check_spec(spec: object) -> None:
    """Raise GameSpecError naming the first field of ``spec`` that has a wrong type or value.

    Plugins are written in Python without a type checker in the loop: a game description is
    checked field by field when loaded, so a mistake is reported then, by name, rather than
    as a crash when the game is listed or played.
    """
    if not isinstance(spec, GameSpec):
        raise GameSpecError("qtgames_games returned {kind}, not a GameSpec",
                            kind=type(spec).__name__)
    if not isinstance(spec.id, str) or not GAME_ID.match(spec.id):
        raise GameSpecError("game id {game!r} should be lower-case letters and digits",
                            game=spec.id)
    for name, check, expected in _FIELD_CHECKS:
        value = getattr(spec, name)
        if not check(value):
            raise GameSpecError("game {game!r}: {field} should be {expected}, not {found}",
                                game=spec.id, field=name, expected=expected,
                                found=_shown(value))
    if not callable(spec.seats) and len(spec.seats) < 1:
        raise GameSpecError("game {game!r} declares no seats", game=spec.id)
    names = [level.name for level in spec.levels]
    if len(set(names)) != len(names) or N_("random") in names:
        raise GameSpecError("game {game!r}: levels should have different names, "
                            "none of them 'random'", game=spec.id)


def unknown_game(game_id: str, known: list[str]) -> UnknownGameError:
    """The error for a game id no plugin provides."""
    return UnknownGameError("unknown game {game!r} (known: {known})", game=clip(game_id),
                            known=", ".join(known) or N_("none"))
