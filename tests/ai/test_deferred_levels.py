"""A game declares its levels without importing its AI module: each declared level has the
name and label of its AI module's level and makes that level's player, the module loaded
at the first player made."""

import importlib

import pytest

from qtgames.ai.levels import deferred_levels
from qtgames.ai.player import level_player
from qtgames.plugins import BUILTIN_PLUGINS


@pytest.mark.parametrize("plugin", BUILTIN_PLUGINS)
def test_each_declared_level_is_its_ai_modules_level(plugin: str) -> None:
    ai_levels = importlib.import_module(f"{plugin}.ai").LEVELS
    spec = importlib.import_module(plugin).GAME
    assert [(level.name, level.label) for level in spec.levels] == [
        (level.name, level.label) for level in ai_levels]
    for declared, level in zip(spec.levels, ai_levels, strict=True):
        assert type(level_player(declared, 3)) is type(level_player(level, 3))


def test_a_level_its_module_lacks_is_refused_when_made() -> None:
    (level,) = deferred_levels("qtgames_duel.ai:LEVELS", ["easy"], {"easy": {"en": "E"}})
    assert type(level_player(level, 1)).__name__ == "EasyPlayer"
    (missing,) = deferred_levels("qtgames_duel.ai:LEVELS", ["grandmaster"],
                                 {"grandmaster": {"en": "G"}})
    with pytest.raises(LookupError, match="grandmaster"):
        missing.make(1)
