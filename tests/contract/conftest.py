"""Parametrizes the contract tests over the registered games.

A test taking ``case`` runs once per game and option set (``games.cases``), one taking
``game_id`` once per registered game, one taking ``golden`` once per golden playthrough.
``known_bug`` marks the cases where a test finds a real bug in a game as strict xfails.
"""

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from tests.contract.games import Case, cases, game_ids, golden_cases

F = TypeVar("F", bound=Callable[..., Any])


Bugs = dict[str, tuple[str, type[BaseException]]]


def known_bug(*names: str, reason: str,
              raises: type[BaseException] = AssertionError) -> Callable[[F], F]:
    """Mark the test as a strict xfail for the games or cases ``names`` (``zen`` or
    ``zen-variant2``): it must fail there, raising ``raises``, until the game is fixed."""
    def mark(test: F) -> F:
        bugs: Bugs = dict(getattr(test, "known_bugs", {}))
        bugs.update(dict.fromkeys(names, (reason, raises)))
        test.known_bugs = bugs  # type: ignore[attr-defined]
        return test
    return mark


def _param(value: Any, case: Case, bugs: Bugs, name: str) -> Any:
    bug = bugs.get(case.id, bugs.get(case.game))
    marks = [] if bug is None else [
        pytest.mark.xfail(strict=True, reason=bug[0], raises=bug[1])]
    return pytest.param(value, marks=marks, id=name)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    bugs: Bugs = getattr(metafunc.function, "known_bugs", {})
    if "case" in metafunc.fixturenames:
        metafunc.parametrize("case", [_param(case, case, bugs, case.id) for case in cases()])
    elif "game_id" in metafunc.fixturenames:
        metafunc.parametrize("game_id", game_ids())
    elif "golden" in metafunc.fixturenames:
        metafunc.parametrize("golden", [_param((case, seed), case, bugs, f"{case.id}-seed{seed}")
                                        for case, seed in golden_cases()])
