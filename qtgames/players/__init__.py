"""Players made by name: ``random``, one of a game's levels (``qtgames.ai``), or an outside
player, a program or Python file that plays from a child process (``make_player``); and
the arena where they meet (``qtgames.players.arena``).

A player name ``ai:FILE`` runs a file following the game's own AI-file convention
(``GameSpec.file_contract``), ``py:FILE`` a Python file defining ``play(view,
legal_moves, seat)``, ``engine:COMMAND`` a program speaking the engine protocol (the user
manual's "Engines" chapter). A player that fails raises ``Forfeit`` from ``choose``.

This module stays light (no process machinery is imported until a player is made), so
that checking a name costs nothing.
"""

from collections.abc import Mapping
from pathlib import PurePath
from typing import TYPE_CHECKING

from qtgames.core.errors import QtGamesError
from qtgames.players.forfeit import Forfeit
from qtgames.players.names import DEFAULT_SECONDS, OutsideName, is_outside, parse, with_seconds

if TYPE_CHECKING:
    from qtgames.ai.player import AnyPlayer
    from qtgames.core.game import GameSpec
    from qtgames.core.options import OptionValue

__all__ = ["DEFAULT_SECONDS", "Forfeit", "OutsideName", "check_player", "is_outside",
           "make_outside_player", "make_player", "outside_label", "parse", "with_seconds"]


def outside_label(name: str) -> str:
    """How a list of players shows an outside player: its file's name, or its program's
    (``ia.py``, ``engine_random.py``); the name itself if it is misspelt."""
    try:
        outside = parse(name)
    except QtGamesError:
        return name
    words = outside.command() if outside.kind == "engine" else [outside.target]
    script = next((word for word in words if word.endswith(".py")), words[0])
    return PurePath(script).name or outside.target


def check_player(spec: "GameSpec", name: str) -> OutsideName:
    """The outside player ``name``, checked for ``spec``: its file or program is there,
    and for ``ai:`` the game has an AI-file convention. A BadInput in one line if not.
    Says once on standard error when outside players run without a box."""
    from qtgames.players.contract import game_contract
    from qtgames.players.names import check
    from qtgames.players.sandbox import warn_once

    outside = check(name)
    if outside.kind == "ai":
        game_contract(spec)
    warn_once()
    return outside


def make_player(spec: "GameSpec", name: str, seed: int,
                options: "Mapping[str, OptionValue] | None" = None) -> "AnyPlayer":
    """A fresh computer player: ``random``, one of the game's levels, or an outside player
    (``ai:FILE``, ``py:FILE``, ``engine:COMMAND``) told the game's ``options``. The caller
    ``close()``s it when its game is over."""
    if is_outside(name):
        return make_outside_player(spec, name, seed, options)
    from qtgames.ai.player import RandomPlayer, level_player

    return RandomPlayer(seed) if name == "random" else level_player(spec.level(name), seed)


def make_hint_player(spec: "GameSpec", name: str, seed: int) -> "AnyPlayer":
    """A fresh player ``name`` that suggests moves: the best move its search finds, never
    one picked near it for variety as it would in a game."""
    player = make_player(spec, name, seed)
    player.tolerance = 0.0
    return player


def make_outside_player(spec: "GameSpec", name: str, seed: int,
                        options: "Mapping[str, OptionValue] | None" = None) -> "AnyPlayer":
    """A fresh outside player for ``name`` (its process starts at its first move)."""
    from qtgames.players.contract import BotFileContract, game_contract
    from qtgames.players.player import EnginePlayer, FilePlayer
    from qtgames.players.sandbox import warn_once

    outside = parse(name)
    warn_once()
    options = options or {}
    if outside.kind == "engine":
        return EnginePlayer(spec, outside, seed, options)
    contract = game_contract(spec) if outside.kind == "ai" else BotFileContract()
    return FilePlayer(spec, outside, seed, options, contract)
