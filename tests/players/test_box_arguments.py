"""The box's bwrap arguments, whoever runs qtgames: no capability kept but those the
bootstrap needs, and drops, to become the box's own user (as root) and to bound the files
of its private ``/tmp`` and ``/dev/shm``, which are bounded in size too. Read from the
arguments qtgames builds, so that a flag removed fails here even where the user switch
alone would already drop every capability."""

import os

import pytest

from qtgames.players import sandbox
from qtgames.players.bootstrap import read_options


def box_arguments(monkeypatch: pytest.MonkeyPatch, user: int,
                  bounds_files: bool = False) -> list[str]:
    """The arguments bwrap would read for a player started by ``user`` (a bootstrap
    bounding the files of the box, with ``bounds_files``)."""
    monkeypatch.setattr(os, "geteuid", lambda: user)
    launch = sandbox._boxed("/usr/bin/bwrap", ["/usr/bin/python3", "bot.py"], [],
                            bounds_files)
    assert launch.box_arguments is not None
    return [word.decode() for word in launch.box_arguments.split(b"\0")[:-1]]


def values_of(arguments: list[str], option: str) -> list[str]:
    """The value after each ``option``."""
    return [arguments[index + 1] for index, word in enumerate(arguments) if word == option]


@pytest.mark.parametrize("user", [0, 1000])
def test_the_box_drops_every_capability(monkeypatch: pytest.MonkeyPatch, user: int) -> None:
    arguments = box_arguments(monkeypatch, user)
    assert values_of(arguments, "--cap-drop") == ["ALL"]
    # The box's only capabilities, as root: to become its own user, lost on the way.
    kept = ["CAP_SETUID", "CAP_SETGID"] if user == 0 else []
    assert values_of(arguments, "--cap-add") == kept
    assert arguments.index("--cap-drop") < min(
        [arguments.index("--cap-add")] if kept else [len(arguments)])


@pytest.mark.parametrize("user", [0, 1000])
def test_a_bootstrap_bounding_the_files_keeps_the_capability_to_remount_alone(
        monkeypatch: pytest.MonkeyPatch, user: int) -> None:
    arguments = box_arguments(monkeypatch, user, bounds_files=True)
    assert values_of(arguments, "--cap-drop") == ["ALL"]
    kept = ["CAP_SETUID", "CAP_SETGID"] if user == 0 else []
    assert values_of(arguments, "--cap-add") == [*kept, "CAP_SYS_ADMIN"]
    # bwrap's --dev would nest a user's box in a second user namespace, which could not
    # remount the private folders.
    assert "--dev" not in arguments
    assert "--unshare-user" not in arguments and "--userns" not in arguments


def test_only_the_bootstrap_told_to_bound_the_files_keeps_the_capability_to_remount(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sandbox, "state", lambda: sandbox.BoxState("/usr/bin/bwrap"))
    words = [word.decode() for word in
             sandbox.launch(["/usr/bin/python3", "bootstrap.py", "--memory", "1",
                             sandbox.FILES, "10", "--box", "exec", "engine"], []
                            ).box_arguments.split(b"\0")]
    assert "CAP_SYS_ADMIN" in words
    words = [word.decode() for word in
             sandbox.launch(["/usr/bin/engine"], []).box_arguments.split(b"\0")]
    assert "CAP_SYS_ADMIN" not in words


@pytest.mark.parametrize("user", [0, 1000])
def test_the_private_folders_are_bounded_in_size(monkeypatch: pytest.MonkeyPatch,
                                                  user: int) -> None:
    arguments = box_arguments(monkeypatch, user)
    for folder in (sandbox.PRIVATE, "/dev/shm"):
        at = next(index for index in range(len(arguments) - 1)
                  if arguments[index:index + 2] == ["--tmpfs", folder])
        # bwrap's --size applies to the next --tmpfs, --perms to the next folder made.
        assert arguments[at - 4:at] == ["--perms", "1777", "--size",
                                         str(sandbox.PRIVATE_BYTES)], arguments[at - 4:at]
    assert sandbox.PRIVATE_BYTES <= 64 << 20


def test_the_bootstrap_is_told_the_files_its_box_may_hold_and_keep_open(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sandbox, "state", lambda: sandbox.BoxState("/usr/bin/bwrap"))
    words = sandbox.limits(1 << 30, 1.0)
    options = read_options([*words, "file", "a.py", "play"])
    assert options is not None and options.boxed
    assert options.files == sandbox.PRIVATE_FILES
    assert options.limits["--open-files"] == sandbox.OPEN_FILES
    monkeypatch.setattr(sandbox, "state", lambda: sandbox.BoxState(None, "no box"))
    options = read_options([*sandbox.limits(1 << 30, 1.0), "file", "a.py", "play"])
    assert options is not None and options.files is None and not options.boxed
    assert options.limits["--open-files"] == sandbox.OPEN_FILES
    assert read_options(["--memory", "9", sandbox.FILES, "many", "file", "a.py"]) is None
