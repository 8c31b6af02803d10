"""What a plugin declares about one game: the ``GameSpec`` descriptor."""

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qtgames.core.errors import OptionError, UnknownGameError, clip
from qtgames.core.i18n import Catalog, Text, Translator, pick
from qtgames.core.narrator import Narrator
from qtgames.core.options import OptionSpec, OptionValue, parse_option_args, resolve_options
from qtgames.core.state import AnyState
from qtgames.core.textview import Style, TextView

if TYPE_CHECKING:
    from qtgames.ai.player import AnyPlayer


@dataclass(frozen=True)
class Level:
    """A computer player's strength: a name for the command line and a factory.

    ``make(seed)`` returns a fresh player; the same seed gives the same choices wherever the
    player's search is bounded by depth or nodes rather than by the clock.
    """

    name: str
    label: Text
    make: "Callable[[int], AnyPlayer]"


def load_object(reference: str) -> Any:
    """Import ``"package.module:attribute"`` lazily (Qt-side factories are loaded this way)."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@dataclass(frozen=True)
class GameSpec:
    """Everything the shell needs to offer a game.

    ``new_state(options, seed)`` builds the start position; ``from_position(text, options)``
    reads the game's position notation. ``seats`` names the seats in turn order, or is a
    function of the options when they decide it (``seats_for``); ``teams`` likewise gives
    each seat's team when seats play together (``teams_for``, the states' ``team_of``
    without building a state). ``text_view`` and ``scene``
    are ``"module:Class"`` references imported only when used, so listing games never
    imports Qt.
    """

    id: str
    name: Text
    summary: Text
    version: str
    new_state: Callable[[Mapping[str, OptionValue], int], AnyState]
    from_position: Callable[[str, Mapping[str, OptionValue]], AnyState]
    seats: tuple[str, ...] | Callable[[Mapping[str, OptionValue]], tuple[str, ...]]
    seat_labels: Mapping[str, Text]
    levels: tuple[Level, ...]
    text_view: str
    options: tuple[OptionSpec, ...] = ()
    #: Translations of everything the plugin says in English: rule reasons, notation
    #: errors, text-view lines (``{"fr": {english: french}}``).
    messages: Catalog = field(default_factory=dict)
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
    source: str = field(default="", compare=False)

    def level(self, name: str) -> Level:
        """The level called ``name``; raise OptionError if there is none."""
        for level in self.levels:
            if level.name == name:
                return level
        known = ", ".join(["random", *(lvl.name for lvl in self.levels)])
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
        return ("random", *(level.name for level in self.levels))

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
                       seat_label: Callable[[str], str] = str.capitalize) -> TextView[Any]:
        """A new text view for this game (imported on first use); see ``TextView``."""
        view = load_object(self.text_view)(tr, style, seat_label)
        if not isinstance(view, TextView):
            raise TypeError(f"{self.text_view} is not a TextView")
        return view

    def make_narrator(self, tr: Translator | None = None,
                      seat_label: Callable[[str], str] = str.capitalize) -> Narrator[Any]:
        """What this game says about its moves, for a shell without a terminal board."""
        return self.make_text_view(tr, None, seat_label)


def unknown_game(game_id: str, known: list[str]) -> UnknownGameError:
    """The error for a game id no plugin provides."""
    return UnknownGameError("unknown game {game!r} (known: {known})", game=clip(game_id),
                            known=", ".join(known) or "none")
