"""Helpers shared by the commands: the game registry, positions from arguments, JSON."""

import argparse
import json
import sys
from typing import Any

from qtgames.cli.messages import MESSAGES as CLI_MESSAGES
from qtgames.core import saves
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, system_language
from qtgames.core.messages import MESSAGES as CORE_MESSAGES
from qtgames.core.record import GameRecord
from qtgames.core.state import AnyState
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
    return Translator(system_language(), CORE_MESSAGES, CLI_MESSAGES,
                      *(game_spec.messages for game_spec in specs))


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


def print_json(document: Any) -> None:
    """Print one JSON document on stdout."""
    json.dump(document, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


def positive(value: int, name: str) -> int:
    """``value`` if positive, else a BadInput naming the argument."""
    if value < 1:
        raise BadInput("{name} must be at least 1, not {value}", name=name, value=value)
    return value


def check_player(spec: GameSpec, name: str) -> str:
    """``name`` if it is ``random`` or one of the game's levels."""
    if name != "random":
        spec.level(name)
    return name
