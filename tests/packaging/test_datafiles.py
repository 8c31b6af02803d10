"""The files the program opens besides its code: listed from the source tree, and each one
missing or broken makes ``--self-test`` fail naming it."""

import shutil
from pathlib import Path

from qtgames import datafiles, manual, selftest
from qtgames.core.i18n import Domain

ROOT = Path(__file__).parents[2]
APP = ROOT / "qtgames" / "app"


def _names(files: list[datafiles.DataFile]) -> set[Path]:
    return {item.path for item in files}


def test_every_picture_sound_translation_and_template_of_the_tree_is_listed():
    listed = _names(datafiles.app_files())
    for folder, pattern in ((APP / "icons", "*.svg"), (APP / "sounds", "*"),
                            (ROOT / "qtgames" / "locale", "*/LC_MESSAGES/*.mo"),
                            (ROOT / "qtgames" / "skeleton", "*.in")):
        found = set(folder.glob(pattern)) - set(folder.glob("*.py"))
        assert found and found <= listed, found - listed
    assert APP / "icon.svg" in listed


def test_each_game_lists_its_icon_rules_calibration_and_catalogue(registry):
    for spec in registry.games.values():
        listed = _names(datafiles.game_files(spec))
        assert {spec.icon, spec.calibration} <= listed
        assert spec.domain.folder / "fr" / "LC_MESSAGES" / f"{spec.domain.name}.mo" in listed
        assert spec.rules_dir / "rules.fr.md" in listed


def test_the_manual_lists_every_page_and_picture_it_links(registry):
    listed = _names(datafiles.manual_files("fr"))
    built = manual.FOLDER / "fr"
    assert set(built.glob("*.html")) <= listed
    assert set(built.glob("images/*.png")) & listed


def _app_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "app"
    for name in ("icons", "sounds"):
        shutil.copytree(APP / name, copy / name, ignore=shutil.ignore_patterns("*.py"))
    shutil.copy(APP / "icon.svg", copy / "icon.svg")
    return copy


def test_a_missing_sound_fails_the_self_test_naming_it(monkeypatch, capsys, tmp_path):
    copy = _app_copy(tmp_path)
    (copy / "sounds" / "capture.wav").unlink()
    monkeypatch.setattr(datafiles, "APP", copy)
    assert selftest.run_self_test(gui=False) == 1
    error = capsys.readouterr().err
    assert f"FAIL files: cannot open sound {copy / 'sounds' / 'capture.wav'}" in error


def test_a_missing_translation_fails_the_self_test_naming_it(monkeypatch, capsys, tmp_path):
    copy = tmp_path / "locale"
    shutil.copytree(ROOT / "qtgames" / "locale", copy)
    (copy / "fr" / "LC_MESSAGES" / "qtgames.mo").unlink()
    monkeypatch.setattr(datafiles, "SHELL", Domain("qtgames", copy))
    assert selftest.run_self_test(gui=False) == 1
    assert f"cannot open translation {copy / 'fr' / 'LC_MESSAGES' / 'qtgames.mo'}" in \
        capsys.readouterr().err


def test_a_missing_manual_page_fails_the_self_test_naming_it(monkeypatch, capsys, tmp_path):
    shutil.copytree(manual.FOLDER, tmp_path / "manual")
    (tmp_path / "manual" / "en" / "zen.html").unlink()
    monkeypatch.setattr(manual, "FOLDER", tmp_path / "manual")
    assert selftest.run_self_test(gui=False) == 1
    assert f"manual page {tmp_path / 'manual' / 'en' / 'zen.html'}" in capsys.readouterr().err


def test_an_unreadable_picture_fails_the_window_check_naming_it(monkeypatch, registry,
                                                                 tmp_path):
    from qtgames.app import selftest as window_check

    copy = _app_copy(tmp_path)
    (copy / "icons" / "go-home.svg").write_text("<svg", encoding="utf-8")
    monkeypatch.setattr(datafiles, "APP", copy)
    try:
        window_check.open_main_window(registry)
    except RuntimeError as error:
        assert str(error) == f"cannot draw picture {copy / 'icons' / 'go-home.svg'}"
    else:
        raise AssertionError("a broken picture passed")


def test_a_picture_qt_cannot_open_in_the_window_fails_naming_it(monkeypatch, registry,
                                                                tmp_path):
    from qtgames.app import icons
    from qtgames.app import selftest as window_check

    monkeypatch.setattr(icons, "FOLDER", tmp_path)
    monkeypatch.setattr(icons.QIcon, "fromTheme", lambda name, fallback: fallback)
    try:
        window_check.open_main_window(registry)
    except RuntimeError as error:
        assert str(error).startswith(f"cannot open picture {tmp_path}/")
    else:
        raise AssertionError("a missing toolbar picture passed")
