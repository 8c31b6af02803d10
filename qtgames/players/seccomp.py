"""The system calls an outside player may not make in its box, as a seccomp filter.

bubblewrap loads a filter given as a compiled classic BPF program (``--seccomp FD``); this
module writes that program, in pure Python, for the two architectures the box runs on
(x86_64 and aarch64). It refuses, with ``EPERM``, what a game player never needs and what
would let it leave its box or take memory beyond its limits, following the policies of
Flatpak and Chromium: mounting (but the one remount of ``REMOUNT_FLAGS``) and namespaces,
tracing other processes, the kernel's
keyrings, BPF, modules, perf events, ``userfaultfd``, ``io_uring``, memory outside the
file system (``memfd_create``, System V and POSIX message queues and shared memory), and
changes to the whole system (clock, swap, reboot). ``clone`` is refused with any flag
making a namespace and ``clone3`` answers ``ENOSYS`` (its flags cannot be read by a
filter; the C library then falls back to ``clone``). A call from another architecture
(32-bit code) ends the process.
"""

import errno
import platform
import struct

#: Each refused call, with its number on x86_64 and on aarch64 (None: not there).
REFUSED: dict[str, tuple[int, int | None]] = {
    "umount2": (166, 39), "pivot_root": (155, 41), "chroot": (161, 51),
    "open_tree": (428, 428), "move_mount": (429, 429), "fsopen": (430, 430),
    "fsconfig": (431, 431), "fsmount": (432, 432), "fspick": (433, 433),
    "mount_setattr": (442, 442), "unshare": (272, 97), "setns": (308, 268),
    "memfd_create": (319, 279), "memfd_secret": (447, 447),
    "ptrace": (101, 117), "process_vm_readv": (310, 270), "process_vm_writev": (311, 271),
    "kcmp": (312, 272), "pidfd_getfd": (438, 438),
    "keyctl": (250, 219), "add_key": (248, 217), "request_key": (249, 218),
    "bpf": (321, 280), "userfaultfd": (323, 282), "perf_event_open": (298, 241),
    "io_uring_setup": (425, 425), "io_uring_enter": (426, 426),
    "io_uring_register": (427, 427), "fanotify_init": (300, 262),
    "kexec_load": (246, 104), "kexec_file_load": (320, 294), "init_module": (175, 105),
    "finit_module": (313, 273), "delete_module": (176, 106),
    "name_to_handle_at": (303, 264), "open_by_handle_at": (304, 265),
    "swapon": (167, 224), "swapoff": (168, 225), "reboot": (169, 142),
    "syslog": (103, 116), "acct": (163, 89), "quotactl": (179, 60),
    "settimeofday": (164, 170), "clock_settime": (227, 112), "clock_adjtime": (305, 266),
    "adjtimex": (159, 171), "lookup_dcookie": (212, 18), "vhangup": (153, 58),
    "nfsservctl": (180, 42), "uselib": (134, None), "iopl": (172, None),
    "ioperm": (173, None), "modify_ldt": (154, None),
    "shmget": (29, 194), "shmat": (30, 196), "shmctl": (31, 195), "shmdt": (67, 197),
    "msgget": (68, 186), "msgsnd": (69, 189), "msgrcv": (70, 188), "msgctl": (71, 187),
    "semget": (64, 190), "semop": (65, 193), "semtimedop": (220, 192), "semctl": (66, 191),
    "mq_open": (240, 180), "mq_unlink": (241, 181), "mq_timedsend": (242, 182),
    "mq_timedreceive": (243, 183), "mq_notify": (244, 184), "mq_getsetattr": (245, 185),
    "move_pages": (279, 239), "migrate_pages": (256, 238), "mbind": (237, 235),
    "set_mempolicy": (238, 237),
}
#: Calls whose arguments decide: ``mount`` (flags fourth), ``clone`` (flags first),
#: ``clone3``, ``ioctl`` (request second), by architecture as ``REFUSED``.
MOUNT: tuple[int, int] = (165, 40)
#: The one ``mount`` let through: a remount keeping ``nosuid`` and ``nodev``, which the
#: box's bootstrap makes (with the capability the box leaves it, then drops) to bound the
#: files of its private folders. Without that capability the kernel refuses it.
REMOUNT_FLAGS = 0x20 | 0x02 | 0x04
CLONE: tuple[int, int] = (56, 220)
CLONE3: tuple[int, int] = (435, 435)
IOCTL: tuple[int, int] = (16, 29)
#: ``clone`` flags making a namespace (mount, cgroup, UTS, IPC, user, PID, network).
NAMESPACE_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | \
    0x20000000 | 0x40000000
#: ``ioctl`` requests that push input into a terminal: ``TIOCSTI``, ``TIOCLINUX``.
TERMINAL_REQUESTS = (0x5412, 0x541C)
#: The audit architecture of each machine name, and its place in the tables above.
ARCHITECTURES = {"x86_64": (0xC000003E, 0), "amd64": (0xC000003E, 0),
                 "aarch64": (0xC00000B7, 1), "arm64": (0xC00000B7, 1)}
#: Numbers from this bit on are x86_64's x32 calls: refused as a whole.
X32_BIT = 0x40000000

# Classic BPF, as the kernel's filter.h spells it.
LOAD_WORD = 0x20  # BPF_LD | BPF_W | BPF_ABS
JUMP_EQUAL = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
JUMP_AT_LEAST = 0x35  # BPF_JMP | BPF_JGE | BPF_K
JUMP_ANY_BIT = 0x45  # BPF_JMP | BPF_JSET | BPF_K
RETURN = 0x06  # BPF_RET | BPF_K
ALLOW = 0x7FFF0000
KILL_PROCESS = 0x80000000
ERRNO = 0x00050000
#: Offsets in ``struct seccomp_data``: the call's number, its architecture, its arguments
#: (the low half of each, on these little-endian machines).
NUMBER, ARCH, ARGUMENTS = 0, 4, 16


def supported(machine: str | None = None) -> bool:
    """True when a filter can be made for ``machine`` (``platform.machine()``)."""
    return (machine or platform.machine()).lower() in ARCHITECTURES


def program(machine: str | None = None) -> bytes:
    """The compiled filter for ``machine`` (this one by default): ``struct sock_filter``
    entries, as bwrap's ``--seccomp`` reads them. A ValueError for another machine."""
    name = (machine or platform.machine()).lower()
    if name not in ARCHITECTURES:
        raise ValueError(f"no seccomp filter for {name}")
    audit, column = ARCHITECTURES[name]
    refused = sorted({number for number in (numbers[column] for numbers in REFUSED.values())
                      if number is not None})
    assembler = _Assembler()
    assembler.load(ARCH)
    assembler.jump_unless(JUMP_EQUAL, audit, "kill")
    assembler.load(NUMBER)
    if column == 0:
        assembler.jump_if(JUMP_AT_LEAST, X32_BIT, "refuse")
    for number in refused:
        assembler.jump_if(JUMP_EQUAL, number, "refuse")
    assembler.jump_if(JUMP_EQUAL, MOUNT[column], "mount")
    assembler.jump_if(JUMP_EQUAL, CLONE[column], "clone")
    assembler.jump_if(JUMP_EQUAL, CLONE3[column], "no-such-call")
    assembler.jump_if(JUMP_EQUAL, IOCTL[column], "ioctl")
    assembler.give(ALLOW)
    assembler.label("mount")
    assembler.load(ARGUMENTS + 3 * 8)
    assembler.jump_unless(JUMP_EQUAL, REMOUNT_FLAGS, "refuse")
    assembler.load(ARGUMENTS + 3 * 8 + 4)
    assembler.jump_unless(JUMP_EQUAL, 0, "refuse")
    assembler.give(ALLOW)
    assembler.label("clone")
    assembler.load(ARGUMENTS)
    assembler.jump_if(JUMP_ANY_BIT, NAMESPACE_FLAGS, "refuse")
    assembler.give(ALLOW)
    assembler.label("ioctl")
    assembler.load(ARGUMENTS + 8)
    for request in TERMINAL_REQUESTS:
        assembler.jump_if(JUMP_EQUAL, request, "refuse")
    assembler.give(ALLOW)
    assembler.label("refuse")
    assembler.give(ERRNO | errno.EPERM)
    assembler.label("no-such-call")
    assembler.give(ERRNO | errno.ENOSYS)
    assembler.label("kill")
    assembler.give(KILL_PROCESS)
    return assembler.assemble()


class _Assembler:
    """Classic BPF instructions with jumps to named labels, resolved by ``assemble`` (a
    jump goes forward only, at most 255 instructions)."""

    def __init__(self) -> None:
        #: (code, jump if true: label or None, jump if false: label or None, k).
        self.code: list[tuple[int, str | None, str | None, int]] = []
        self.labels: dict[str, int] = {}

    def load(self, offset: int) -> None:
        """Load the 32-bit word at ``offset`` of the call's data."""
        self.code.append((LOAD_WORD, None, None, offset))

    def jump_if(self, code: int, value: int, label: str) -> None:
        """Go to ``label`` when the test ``code`` against ``value`` holds, else on."""
        self.code.append((code, label, None, value))

    def jump_unless(self, code: int, value: int, label: str) -> None:
        """Go on when the test ``code`` against ``value`` holds, else to ``label``."""
        self.code.append((code, None, label, value))

    def give(self, value: int) -> None:
        """End the filter with ``value`` (``ALLOW``, ``ERRNO | e``...)."""
        self.code.append((RETURN, None, None, value))

    def label(self, name: str) -> None:
        """Name the next instruction."""
        self.labels[name] = len(self.code)

    def assemble(self) -> bytes:
        """The program's bytes."""
        data = bytearray()
        for index, (code, if_true, if_false, value) in enumerate(self.code):
            offsets = [0 if label is None else self.labels[label] - index - 1
                       for label in (if_true, if_false)]
            if not all(0 <= offset <= 255 for offset in offsets):
                raise ValueError(f"a jump of instruction {index} is out of reach")
            data += struct.pack("<HBBI", code, offsets[0], offsets[1], value)
        return bytes(data)
