"""Plugin loading: built-in, entry point and drop-in games; every kind of broken plugin."""

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from textwrap import dedent

import pytest

from qtgames import paths, plugins
from qtgames.cli.main import main
from qtgames.plugins import load_games

GOOD = """
    from dataclasses import replace
    from qtgames.hookspecs import hookimpl
    from qtgames_reversi import GAME

    @hookimpl
    def qtgames_api_version():
        return 2

    @hookimpl
    def qtgames_games():
        return [replace(GAME, id="{game_id}")]
"""

BROKEN = {
    "import_error": ("import this_module_does_not_exist\n", "ModuleNotFoundError"),
    "syntax_error": ("def oops(:\n", "SyntaxError"),
    "raises_in_hook": ("""
        from qtgames.hookspecs import hookimpl

        @hookimpl
        def qtgames_api_version():
            return 2

        @hookimpl
        def qtgames_games():
            raise RuntimeError("the dealer dropped the cards")
    """, "RuntimeError: the dealer dropped the cards"),
    "bad_api_version": (GOOD.replace("return 2", "return 99").format(game_id="future"),
                        "needs plugin API version 99, this qtgames provides version 2"),
    "no_api_version": ("""
        from qtgames.hookspecs import hookimpl

        @hookimpl
        def qtgames_games():
            return []
    """, "does not implement the qtgames_api_version hook"),
    "duplicate_id": (GOOD.format(game_id="reversi"),
                     "game id 'reversi' is already provided by built-in"),
    "unknown_hook": (GOOD.format(game_id="typo") + """
    @hookimpl
    def qtgames_gmaes():
        return []
    """, "unknown hook 'qtgames_gmaes'"),
    "not_a_spec": ("""
        from qtgames.hookspecs import hookimpl

        @hookimpl
        def qtgames_api_version():
            return 2

        @hookimpl
        def qtgames_games():
            return ["reversi"]
    """, "returned str, not a GameSpec"),
    "register_old_api": ("""
        from qtgames.hookspecs import register
        from qtgames_reversi import GAME
        qtgames_api_version, qtgames_games = register(GAME, api_version=1)
    """, "needs plugin API version 1, this qtgames provides version 2"),
    "no_seats": ("""
        from dataclasses import replace
        from qtgames.hookspecs import register
        from qtgames_reversi import GAME
        qtgames_api_version, qtgames_games = register(replace(GAME, id="seatless", seats=()),
                                                      api_version=2)
    """, "game 'seatless' declares no seats"),
    "interrupts_in_hook": ("""
        from qtgames.hookspecs import hookimpl

        @hookimpl
        def qtgames_api_version():
            raise KeyboardInterrupt
    """, "it raised KeyboardInterrupt while loading"),
    "wrapper_hook": (GOOD.format(game_id="wrapped")
                     .replace("@hookimpl\n    def qtgames_games",
                              "@hookimpl(wrapper=True)\n    def qtgames_games")
                     .replace("return [", "yield\n        return ["),
                     "its hook qtgames_games is a wrapper"),
    "bad_signature": ("""
        from qtgames.hookspecs import hookimpl

        @hookimpl
        def qtgames_api_version(nonsense):
            return 2
    """, "PluginValidationError"),
}


@pytest.fixture(autouse=True)
def forget_dropins() -> Iterator[None]:
    """Drop-in modules are imported by name: forget them after each test."""
    before = set(sys.modules)
    yield
    for name in set(sys.modules) - before:
        if not name.startswith(("qtgames", "_pytest", "pluggy")):
            del sys.modules[name]


def write_dropin(name: str, source: str, package: bool = False) -> Path:
    folder = paths.plugin_dir()
    folder.mkdir(parents=True, exist_ok=True)
    if package:
        (folder / name).mkdir()
        path = folder / name / "__init__.py"
    else:
        path = folder / f"{name}.py"
    path.write_text(dedent(source), encoding="utf-8")
    return path


def test_builtin_games_are_listed() -> None:
    registry = load_games()
    assert list(registry.games) == ["reversi", "zen", "duel", "roses", "chifoumi"]
    assert all(spec.source == "built-in" for spec in registry.games.values())
    assert registry.failures == []


def test_dropin_file_and_package_load() -> None:
    write_dropin("one_file", GOOD.format(game_id="filegame"))
    write_dropin("one_package", GOOD.format(game_id="packagegame"), package=True)
    registry = load_games()
    assert set(registry.games) == {"reversi", "zen", "duel", "roses", "chifoumi", "filegame",
                                   "packagegame"}
    assert registry.games["filegame"].source.startswith("drop-in (")
    assert registry.failures == []


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_broken_plugin_is_recorded_and_others_still_work(kind: str) -> None:
    source, message = BROKEN[kind]
    write_dropin(f"broken_{kind}", source)
    write_dropin("zz_good", GOOD.format(game_id="stillhere"))
    registry = load_games()
    assert {"reversi", "stillhere"} <= set(registry.games)
    (failure,) = registry.failures
    assert failure.name == f"broken_{kind}"
    assert message in failure.error
    assert "\n" not in failure.error


@pytest.mark.parametrize("good", ["aa_good", "zz_good"])
def test_a_plugin_raising_in_a_hook_stops_no_other_whatever_the_order(good: str) -> None:
    write_dropin("mm_broken", BROKEN["raises_in_hook"][0])
    write_dropin(good, GOOD.format(game_id="stillhere"))
    registry = load_games()
    assert {"reversi", "zen", "duel", "roses", "chifoumi", "stillhere"} <= set(registry.games)
    assert [failure.name for failure in registry.failures] == ["mm_broken"]


@pytest.mark.parametrize("kind, error, message", [
    pytest.param("import_error", ModuleNotFoundError,
                 "No module named 'this_module_does_not_exist'", id="import_error"),
    pytest.param("raises_in_hook", RuntimeError, "the dealer dropped the cards",
                 id="raises_in_hook"),
    pytest.param("duplicate_id", plugins.PluginError,
                 "game id 'reversi' is already provided by built-in", id="duplicate_id"),
])
def test_strict_mode_reraises(kind: str, error: type[Exception], message: str,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    write_dropin(f"broken_{kind}", BROKEN[kind][0])
    monkeypatch.setenv("QTGAMES_STRICT_PLUGINS", "1")
    with pytest.raises(error, match=re.escape(message)) as raised:
        load_games()
    assert type(raised.value) is error  # the plugin's own error, not wrapped


def test_list_shows_games_and_failures(capsys: pytest.CaptureFixture[str]) -> None:
    write_dropin("broken_raises", BROKEN["raises_in_hook"][0])
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "reversi" in out and "1.0.0" in out and "[built-in]" in out
    assert "failed plugin broken_raises" in out and "dealer dropped the cards" in out
    assert main(["list", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["games"][0]["id"] == "reversi"
    failed = [p for p in document["plugins"] if p["error"]]
    assert failed[0]["name"] == "broken_raises"


def test_entry_point_plugins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Third-party games come through the `qtgames` entry-point group, broken ones too."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "thirdparty_game.py").write_text(dedent(GOOD.format(game_id="thirdparty")))
    (site / "thirdparty_broken.py").write_text("raise ImportError('missing wheel')\n")
    info = site / "thirdparty-1.0.dist-info"  # an installed distribution declaring them
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: thirdparty\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        "[console_scripts]\nthirdparty = thirdparty_game:main\n\n"
        "[qtgames]\ngood = thirdparty_game\nbad = thirdparty_broken\n")
    monkeypatch.syspath_prepend(str(site))
    registry = load_games()
    assert registry.games["thirdparty"].source.startswith("entry point")
    (failure,) = registry.failures
    assert failure.name == "bad" and "missing wheel" in failure.error


def test_disabled_plugin_is_skipped_and_listed() -> None:
    write_dropin("optional", GOOD.format(game_id="optional"))
    paths.config_dir().mkdir(parents=True)
    (paths.config_dir() / "plugins.json").write_text(json.dumps({"disabled": ["optional"]}))
    registry = load_games()
    assert "optional" not in registry.games
    assert [p.name for p in registry.plugins if p.disabled] == ["optional"]


def test_qtgames_home_overrides_every_user_folder(qtgames_home: Path) -> None:
    for folder in (paths.data_dir(), paths.config_dir(), paths.plugin_dir(),
                   paths.documents_dir(), paths.cache_dir()):
        assert qtgames_home in folder.parents


def test_in_french_list_names_where_each_plugin_comes_from_in_french(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.core.i18n import Translator
    from qtgames.plugins import source_text
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    write_dropin("broken_raises", BROKEN["raises_in_hook"][0])
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "[intégré]" in out and "[built-in]" not in out
    assert "[déposé (" in out  # the failed drop-in, its file named as it is
    french = Translator("fr")
    assert source_text("entry point (qtgames-nim 1.0)", french) == \
        "point d'entrée (qtgames-nim 1.0)"
    assert source_text("drop-in (/home/prof/built-in)", french) == \
        "déposé (/home/prof/built-in)"
