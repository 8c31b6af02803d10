"""The packaged bundle (packaging/build): size, self-tests, signature, drop-in plugins,
desktop files, start-up figures.

Building takes a few minutes, so it runs when ``QTGAMES_PACKAGING=1`` (as ``.ci/run`` sets
it). On CI (``CI`` set) it is never skipped: a missing ``QTGAMES_PACKAGING`` fails.
"""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
BUNDLE = ROOT / "dist" / "qtgames"
EXAMPLE = ROOT / "user_manual" / "example" / "qtgames_nim"
BUILTIN = ("qtgames_reversi", "qtgames_zen", "qtgames_duel", "qtgames_roses",
           "qtgames_chifoumi")
pytestmark = pytest.mark.timeout(1800)  # the first test waits for the build
#: Set by tools/test, which builds the bundle while the other tests run: the build's log;
#: its exit status goes to the same name with ``.status``.
BUILD_LOG = "QTGAMES_BUNDLE_LOG"

if not os.environ.get("QTGAMES_PACKAGING"):
    if os.environ.get("CI"):
        pytest.fail("CI must build the bundle: set QTGAMES_PACKAGING=1", pytrace=False)
    pytest.skip("set QTGAMES_PACKAGING=1 to build and test the bundle", allow_module_level=True)


def _built_beside() -> tuple[int, str] | None:
    """The exit status and output of the build tools/test started, once it is over (None:
    none was started)."""
    log = os.environ.get(BUILD_LOG)
    if not log:
        return None
    status = Path(log).with_suffix(".status")
    deadline = time.monotonic() + 1800
    while not status.is_file():  # a bound, not a measure: the build ends well before
        assert time.monotonic() < deadline, "the bundle's build never ended"
        time.sleep(1)
    return int(status.read_text()), Path(log).read_text(errors="replace")


@pytest.fixture(scope="module")
def bundle():
    built = _built_beside()
    if built is None:
        done = subprocess.run([str(ROOT / "packaging" / "build"), "--throwaway-key"],
                              cwd=ROOT, capture_output=True, text=True, timeout=1800)
        built = done.returncode, done.stdout + done.stderr
    status, output = built
    assert status == 0, output[-6000:]
    print(output[-2000:])
    return BUNDLE


def run(program: str, *args: str, home: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ, QTGAMES_HOME=str(home), QT_QPA_PLATFORM="offscreen",
                       **extra)
    return subprocess.run([str(BUNDLE / program), *args], env=environment,
                          capture_output=True, text=True, timeout=300)


def source_data_files() -> list[Path]:
    """Every file the bundle must hold besides code: each non-Python file of the qtgames
    package and of the built-in games, as a path inside ``_internal``."""
    found = []
    for package in [ROOT / "qtgames", *(ROOT / "plugins" / name for name in BUILTIN)]:
        for path in package.rglob("*"):
            if path.is_file() and path.suffix not in (".py", ".pyc") \
                    and "__pycache__" not in path.parts:
                found.append(path.relative_to(package.parent))
    return found


def test_the_bundle_holds_every_data_file_of_the_source_tree(bundle):
    wanted = source_data_files()
    assert Path("qtgames/app/icons/document-new.svg") in wanted
    assert Path("qtgames/app/sounds/end.wav") in wanted
    missing = [str(name) for name in wanted if not (bundle / "_internal" / name).is_file()]
    assert missing == []


def test_the_frozen_self_test_fails_naming_a_missing_sound(bundle, tmp_path):
    sound = bundle / "_internal" / "qtgames" / "app" / "sounds" / "end.wav"
    aside = tmp_path / "end.wav"
    shutil.move(sound, aside)
    try:
        done = run("qtgames", "--self-test", home=tmp_path)
    finally:
        shutil.move(aside, sound)
    assert done.returncode == 1
    assert "FAIL files: cannot open sound " in done.stderr
    assert "_internal/qtgames/app/sounds/end.wav" in done.stderr


def test_the_bundle_holds_both_programs_under_150_mb(bundle):
    assert (bundle / "qtgames").is_file() and (bundle / "qtgames-app").is_file()
    size = sum(path.lstat().st_size for path in bundle.rglob("*") if not path.is_dir())
    assert size < 150_000_000
    internal = bundle / "_internal"
    assert not list(internal.rglob("*PyQt*")) and not list(internal.rglob("*QtQml*"))
    assert (internal / "qtgames" / "manual" / "fr" / "index.html").is_file()
    assert "verify" in (bundle / "INSTALL.txt").read_text()


@pytest.mark.parametrize("program", ["qtgames", "qtgames-app"])
def test_each_program_passes_its_self_test(bundle, program, tmp_path):
    done = run(program, "--self-test", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "ok   window: main window shown" in done.stdout
    assert "self-test passed" in done.stdout


def test_the_signature_verifies_and_an_altered_byte_is_caught(bundle):
    key = bundle.parent / "qtgames-signing-key.asc"
    verify = [str(bundle / "verify"), str(key)]
    assert subprocess.run(verify, capture_output=True).returncode == 0
    outer = subprocess.run(["sha256sum", "--check", "--quiet", "SHA256SUMS"],
                           cwd=bundle.parent, capture_output=True, text=True)
    assert outer.returncode == 0, outer.stdout
    target = bundle / "_internal" / "qtgames" / "manual" / "en" / "index.html"
    original = target.read_bytes()
    try:
        target.write_bytes(original[:100] + bytes([original[100] ^ 1]) + original[101:])
        failed = subprocess.run(verify, capture_output=True, text=True)
        assert failed.returncode == 1
        assert "_internal/qtgames/manual/en/index.html" in failed.stderr
    finally:
        target.write_bytes(original)


def test_builtin_games_and_a_drop_in_plugin_work_frozen(bundle, tmp_path):
    shutil.copytree(EXAMPLE, tmp_path / "data" / "plugins" / "qtgames_nim")
    listing = json.loads(run("qtgames", "list", "--json", home=tmp_path).stdout)
    loaded = {plugin["name"]: plugin for plugin in listing["plugins"]}
    for name in ("qtgames_reversi", "qtgames_zen", "qtgames_duel", "qtgames_chifoumi",
                 "qtgames_nim"):
        assert loaded[name]["error"] is None, loaded[name]
    played = subprocess.run([str(bundle / "qtgames"), "text", "nim", "--players",
                             "human,hard", "--option", "matches=11"], input="3\n",
                            capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, QTGAMES_HOME=str(tmp_path)))
    assert "| | | | | | | |  (8)" in played.stdout  # after 3 taken, the computer took 3
    rules = run("qtgames", "rules", "zen", "--lang", "fr", home=tmp_path)
    assert rules.returncode == 0 and "Zen" in rules.stdout


def test_the_desktop_files_are_valid(bundle):
    desktop = bundle / "share" / "applications" / "io.github.qtgames.desktop"
    metainfo = bundle / "share" / "metainfo" / "io.github.qtgames.metainfo.xml"
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (bundle / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / "io.github.qtgames.png").is_file()
    assert subprocess.run(["desktop-file-validate", str(desktop)],
                          capture_output=True).returncode == 0
    assert subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                          capture_output=True).returncode == 0


def test_startup_is_measured_for_the_bundle(bundle):
    done = subprocess.run([sys.executable, "-m", "qtgames", "bench", "--startup", "--bundle",
                           str(bundle), "--repeat", "3", "--json"], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)["figures"]["startup"]
    print(figures)
    assert figures["window_shown_seconds"] > 0 and figures["text_prompt_seconds"] > 0
    assert figures["bare_window_shown_seconds"] > 0  # the bundle's own bare window
    assert figures["window_over_bare"] > 0


@pytest.fixture(scope="module")
def deb(bundle):
    found = sorted(bundle.parent.glob("qtgames_*_*.deb"))
    assert len(found) == 1, found
    return found[0]


def test_the_debian_package_is_signed_with_the_bundle_and_lintian_finds_no_error(deb):
    sums = (deb.parent / "SHA256SUMS").read_text()
    assert f"  {deb.name}\n" in sums
    checked = subprocess.run(["sha256sum", "--check", "--quiet", "SHA256SUMS"],
                             cwd=deb.parent, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout
    for path in ("./usr/lib/qtgames/qtgames", "./usr/lib/qtgames/SHA256SUMS.asc",
                 "./usr/bin/qtgames -> ../lib/qtgames/qtgames",
                 "./usr/share/applications/io.github.qtgames.desktop",
                 "./usr/share/metainfo/io.github.qtgames.metainfo.xml",
                 "./usr/share/mime/packages/io.github.qtgames.xml",
                 "./usr/share/icons/hicolor/scalable/apps/io.github.qtgames.svg",
                 *(f"./usr/share/icons/hicolor/{size}x{size}/apps/io.github.qtgames.png"
                   for size in (16, 32, 48, 64, 128, 256, 512))):
        assert path in listing, path
    lint = subprocess.run(["lintian", "--fail-on", "error", "--tag-display-limit", "0",
                           str(deb)], capture_output=True, text=True, timeout=900)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    assert "\nE: " not in "\n" + lint.stdout


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("apt-get"),
                    reason="installing a package needs apt and root (as on CI)")
def test_the_debian_package_installs_runs_opens_saves_and_removes(deb, tmp_path):
    apt = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    installed = subprocess.run(["apt-get", "install", "-y", f"./{deb.name}"], cwd=deb.parent,
                               env=apt, capture_output=True, text=True, timeout=900)
    assert installed.returncode == 0, installed.stdout[-2000:] + installed.stderr
    try:
        done = subprocess.run(["qtgames", "--self-test"], capture_output=True, text=True,
                              timeout=300, env=dict(os.environ, QTGAMES_HOME=str(tmp_path),
                                                    QT_QPA_PLATFORM="offscreen"))
        assert done.returncode == 0, done.stderr
        assert "self-test passed" in done.stdout
        opener = subprocess.run(["xdg-mime", "query", "default",
                                 "application/x-qtgames-save"], capture_output=True,
                                text=True, check=True)
        assert opener.stdout.strip() == "io.github.qtgames.desktop"
        save = tmp_path / "a game.qtgame"
        save.write_text("{}", encoding="utf-8")
        kind = subprocess.run(["xdg-mime", "query", "filetype", str(save)],
                              capture_output=True, text=True, check=True)
        assert kind.stdout.strip() == "application/x-qtgames-save"
    finally:
        removed = subprocess.run(["apt-get", "remove", "-y", "qtgames"], env=apt,
                                 capture_output=True, text=True, timeout=900)
    assert removed.returncode == 0, removed.stdout[-2000:] + removed.stderr
    assert not Path("/usr/bin/qtgames").exists() and not Path("/usr/lib/qtgames").exists()
