"""The box's seccomp filter: its numbers are the kernel's, and its compiled program,
run by a small classic-BPF interpreter here (and by the kernel in the box tests), refuses
exactly what it should on both architectures."""

import errno
import re
import struct
from pathlib import Path

import pytest

from qtgames.players import bootstrap, seccomp

HEADERS = {0: Path("/usr/include/x86_64-linux-gnu/asm/unistd_64.h"),
           1: Path("/usr/include/asm-generic/unistd.h")}
MACHINES = {"x86_64": 0, "aarch64": 1}


def run(program: bytes, number: int, arch: int, arguments: tuple[int, ...] = ()) -> int:
    """What the filter ``program`` returns for the call ``number`` made from ``arch``
    with ``arguments``: a classic BPF interpreter of the instructions the filter uses."""
    data = struct.pack("<iIQ6Q", number, arch, 0, *(list(arguments) + [0] * 6)[:6])
    code = [struct.unpack_from("<HBBI", program, offset) for offset in
            range(0, len(program), 8)]
    accumulator, index = 0, 0
    while True:
        operation, if_true, if_false, value = code[index]
        index += 1
        if operation == seccomp.LOAD_WORD:
            accumulator = struct.unpack_from("<I", data, value)[0]
        elif operation == seccomp.RETURN:
            return value
        else:
            holds = {seccomp.JUMP_EQUAL: accumulator == value,
                     seccomp.JUMP_AT_LEAST: accumulator >= value,
                     seccomp.JUMP_ANY_BIT: bool(accumulator & value)}[operation]
            index += if_true if holds else if_false


@pytest.mark.parametrize("column", [0, 1])
def test_the_numbers_are_the_kernels(column: int) -> None:
    header = HEADERS[column]
    if not header.is_file():
        pytest.skip(f"no {header} here")
    text = header.read_text(encoding="utf-8")
    for name, numbers in [*seccomp.REFUSED.items(), ("mount", seccomp.MOUNT),
                          ("clone", seccomp.CLONE),
                          ("clone3", seccomp.CLONE3), ("ioctl", seccomp.IOCTL)]:
        found = re.search(rf"#define __NR(?:3264)?_{name}\s+(\d+)\b", text)
        assert (int(found.group(1)) if found else None) == numbers[column], name


@pytest.mark.parametrize("machine", MACHINES)
def test_the_filter_refuses_what_a_player_never_needs(machine: str) -> None:
    column = MACHINES[machine]
    arch = seccomp.ARCHITECTURES[machine][0]
    program = seccomp.program(machine)
    refused = seccomp.ERRNO | errno.EPERM
    for name, numbers in seccomp.REFUSED.items():
        if numbers[column] is not None:
            assert run(program, numbers[column], arch) == refused, name
    assert run(program, seccomp.CLONE3[column], arch) == seccomp.ERRNO | errno.ENOSYS
    other = seccomp.ARCHITECTURES["aarch64" if column == 0 else "x86_64"][0]
    assert run(program, 0, other) == seccomp.KILL_PROCESS  # 32-bit or foreign code


@pytest.mark.parametrize("machine", MACHINES)
def test_the_filter_lets_a_player_compute_fork_and_use_its_files(machine: str) -> None:
    column = MACHINES[machine]
    arch = seccomp.ARCHITECTURES[machine][0]
    program = seccomp.program(machine)
    refused = {numbers[column] for numbers in seccomp.REFUSED.values()}
    for number in range(0, 460):
        if number not in refused and number not in (seccomp.MOUNT[column],
                                                    seccomp.CLONE[column],
                                                    seccomp.CLONE3[column]):
            assert run(program, number, arch) == seccomp.ALLOW, number
    thread = 0x3D0F00  # the flags of a new thread, as the C library gives them
    assert run(program, seccomp.CLONE[column], arch, (thread,)) == seccomp.ALLOW
    assert run(program, seccomp.CLONE[column], arch, (17,)) == seccomp.ALLOW  # fork
    assert run(program, seccomp.IOCTL[column], arch, (1, 0x5401)) == seccomp.ALLOW  # TCGETS


@pytest.mark.parametrize("machine", MACHINES)
def test_mount_is_refused_but_the_bootstraps_remount_keeping_nosuid_and_nodev(
        machine: str) -> None:
    column = MACHINES[machine]
    arch = seccomp.ARCHITECTURES[machine][0]
    program = seccomp.program(machine)
    mount = seccomp.MOUNT[column]
    refused = seccomp.ERRNO | errno.EPERM
    assert seccomp.REMOUNT_FLAGS == bootstrap.REMOUNT_FLAGS
    assert run(program, mount, arch, (0, 0, 0, seccomp.REMOUNT_FLAGS)) == seccomp.ALLOW
    for flags in (0, 0x1000, 0x20, 0x20 | 0x02, 0x20 | 0x1000, 0x26 | 0x1000,
                  0x26 | 1 << 32, 0xC0ED0000):  # bind, remount losing nosuid or nodev...
        assert run(program, mount, arch, (0, 0, 0, flags)) == refused, hex(flags)


@pytest.mark.parametrize("flag", [0x00020000, 0x10000000, 0x20000000, 0x40000000])
def test_clone_making_a_namespace_is_refused(flag: int) -> None:
    program = seccomp.program("x86_64")
    arch = seccomp.ARCHITECTURES["x86_64"][0]
    assert run(program, seccomp.CLONE[0], arch, (flag | 17,)) == seccomp.ERRNO | errno.EPERM


def test_x32_calls_and_terminal_injection_are_refused() -> None:
    program = seccomp.program("x86_64")
    arch = seccomp.ARCHITECTURES["x86_64"][0]
    assert run(program, seccomp.X32_BIT | 1, arch) == seccomp.ERRNO | errno.EPERM
    for request in seccomp.TERMINAL_REQUESTS:
        assert run(program, seccomp.IOCTL[0], arch, (0, request)) == \
            seccomp.ERRNO | errno.EPERM


def test_no_filter_is_made_for_another_machine() -> None:
    assert not seccomp.supported("riscv64")
    with pytest.raises(ValueError, match="riscv64"):
        seccomp.program("riscv64")
