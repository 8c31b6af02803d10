"""Helpers shared by the commands: the game registry, positions from arguments, JSON."""

import argparse
import json
import sys
from typing import Any

from qtgames.core import saves
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, game_domains, pick, system_language
from qtgames.core.record import GameRecord
from qtgames.core.safetext import lone_surrogate
from qtgames.core.state import AnyState
from qtgames.players import check_player as check_outside_player
from qtgames.players import is_outside
from qtgames.plugins import GameRegistry, load_games

_registry: GameRegistry | None = None


def registry() -> GameRegistry:
    """The games of this run (plugins are loaded once)."""
    global _registry
    if _registry is None:
        _registry = load_games()
    return _registry


def game(game_id: str) -> GameSpec:
    """The game called ``game_id`` or a BadInput naming the known games."""
    return registry().get(game_id)


def translator(spec: GameSpec | None = None) -> Translator:
    """Messages in the system's language: the core's, the command line's, and a game's.

    Without ``spec``, the messages of every game already loaded are included (to translate
    an error whose game is not known at that point).
    """
    specs = [spec] if spec is not None else (
        list(_registry.games.values()) if _registry is not None else [])
    return Translator(system_language(), *game_domains(specs))


def player_id(spec: GameSpec, name: str) -> str:
    """A computer player as typed: ``random`` or a level by its id, or by its name in
    the user's language ("facile", "Moyen"), as its id; any other name as it is."""
    if is_outside(name):
        return name
    tr = translator(spec)
    labels = {tr("random").casefold(): "random"}
    labels.update((pick(level.label, tr.lang).casefold(), level.name) for level in spec.levels)
    return labels.get(name.casefold(), name)


def state_from_args(spec: GameSpec, args: argparse.Namespace) -> AnyState:
    """The position named by ``--position``, ``--load`` or the start with ``--option``s."""
    if getattr(args, "load", None):
        if args.option:
            raise BadInput("--load takes the options from the file")
        return load_record(spec, args.load).state
    options = spec.options_from_args(args.option)
    if args.position is not None:  # an empty text is a mistake, not the start position
        if not args.position.strip():
            raise BadInput("--position needs a position in the game's notation, not an "
                           "empty text")
        return spec.from_position(args.position, options)
    return spec.new_state(options, getattr(args, "seed", None) or 0)


def load_record(spec: GameSpec, path: str) -> GameRecord:
    """The saved game at ``path``, which must be a game of ``spec`` (the one named)."""
    record = saves.load(path, registry().get)
    if record.spec.id != spec.id:  # another game's moves would be shown as this one's
        raise BadInput("{path} is a saved game of {saved}, not of {game}", path=path,
                       saved=record.spec.id, game=spec.id)
    return record


def shown_state_from_args(spec: GameSpec, args: argparse.Namespace) -> AnyState:
    """The position of ``state_from_args`` as the seat at the screen may see it.

    In a game with hidden information that is the view of ``--seat N`` (1 for the first
    seat); by default the seat a saved game shows (its person to move, or its only person
    playing), or else the seat to move. ``--reveal`` shows everything, hidden cards and
    the order of draw piles included. An open game is the same from every seat.
    """
    if args.load:
        if args.option:
            raise BadInput("--load takes the options from the file")
        record = load_record(spec, args.load)
        state, default = record.state, record.viewer()
    else:
        state, default = state_from_args(spec, args), None
    seat: int | None = args.seat
    if seat is not None and not 1 <= seat <= len(state.seats):
        raise BadInput("--seat must be from 1 to {count}", count=len(state.seats))
    if not spec.hidden_information or args.reveal:
        return state
    if seat is not None:
        seat -= 1
    elif default is not None:
        seat = default
    elif state.is_over():
        return state  # a finished game hides nothing any more
    else:
        seat = state.to_move()
    view = state.view(seat)
    if not view.is_over() and view.to_move() != seat:
        raise BadInput("{player} is to move: their cards are hidden from {seat} (--seat N "
                       "chooses the seat, --reveal shows everything)",
                       player=spec.seat_label(state.seats[view.to_move()], system_language()),
                       seat=spec.seat_label(state.seats[seat], system_language()))
    return view


def print_json(document: Any) -> None:
    """Print one JSON document on stdout, whole: made first, then written at once (all
    in ASCII escapes if it holds a lone surrogate, which UTF-8 cannot carry)."""
    text = json.dumps(document, ensure_ascii=False, indent=1)
    if lone_surrogate(text) is not None:
        text = json.dumps(document, indent=1)
    sys.stdout.write(text + "\n")


def positive(value: int, name: str) -> int:
    """``value`` if positive, else a BadInput naming the argument."""
    if value < 1:
        raise BadInput("{name} must be at least 1, not {value}", name=name, value=value)
    return value


def check_player(spec: GameSpec, name: str) -> str:
    """``name`` if it is ``random``, one of the game's levels, or an outside player whose
    file or program is there (``ai:FILE``, ``py:FILE``, ``engine:COMMAND``)."""
    if is_outside(name):
        check_outside_player(spec, name)
    elif name != "random":
        spec.level(name)
    return name
