"""How a learner's code is kept away from everything else (hand-written).

`courseware.grader.sandbox.Sandbox` runs a learner's exported cells in a child process; this module
decides how that child is started and what it may do. Three layers, each from the kernel or a
well-kept tool, none a check of our own:

1. **Namespaces, by bubblewrap** (`bwrap`, Debian/Ubuntu package `bubblewrap`), mode "namespaces":
   the child gets its own user namespace (an unprivileged uid 65534 with no capabilities), its own
   PID namespace (it sees, signals and traces no other process, and everything it starts dies
   with it), its own network namespace (no network at all), its own IPC and UTS namespaces, and a
   mount namespace holding only what Python and torch need, read-only, plus its scratch folder.
   (Within a batch, the sandboxes forked from one zygote share the zygote's namespaces, its IPC
   namespace included: courseware/grader/zygote.py. What keeps them apart is layers 2 and 3.)
   The reference module under grading is replaced by an empty file; hidden tests, other learners'
   notebooks and the grader's output are not in its file system at all.
2. **A seccomp filter** (libseccomp, installed by the child itself before any learner code runs,
   in every mode): ptrace, process_vm_readv/writev, pidfd_*, kcmp, perf_event_open, bpf,
   userfaultfd, io_uring, mount, unshare, setns, keyctl, fork, vfork, execve, sockets, System V
   IPC (below), every call that changes files by path (unlink, rename, truncate, chmod, ...,
   mq_unlink), setrlimit and prlimit64 with a new limit, and kill/tgkill/tkill/rt_sig*queueinfo
   aimed at any process but itself all fail with EPERM; clone works for threads only. System calls
   of another architecture (i386 `int 0x80`) kill the process (libseccomp's default for a foreign
   architecture).
3. **Limits** (set by the child, as before): address space (RLIMIT_AS), CPU time (RLIMIT_CPU), no
   new file descriptors (RLIMIT_NOFILE = 0), and a thread/process count (RLIMIT_NPROC).

Shared memory, which would let two learners meet outside their sandboxes:
* **System V IPC** (shmget/shmat, msgget/msgsnd/msgrcv, semget/semop, their *ctl calls, and the
  `ipc` multiplexer where the architecture has one) is denied by the filter, in every mode. Its
  objects are named by a key or an id, not a file descriptor, so RLIMIT_NOFILE = 0 does not stop
  them; they reach every process of the IPC namespace (the machine's without bubblewrap, a
  zygote's for all its children); and a segment that is written and detached holds its memory
  outside anyone's RLIMIT_AS, after its creator has died, until its IPC namespace ends (the
  machine's: until it is removed by hand). A learner with no code of their own read another's
  answers this way, and left gigabytes held (tests/autograder/test_ipc.py).
* **POSIX shared memory** is not reachable, by RLIMIT_NOFILE = 0 alone (set before learner code
  runs, in every mode): shm_open is an open() of a file in /dev/shm, and memfd_create and
  mq_open make a descriptor, so each fails with EMFILE, and the kernel takes the descriptor
  before it creates anything (no file in /dev/shm, no queue is left behind). mq_unlink, which
  needs no descriptor, is denied with the files changed by path.
* **mmap(MAP_SHARED)** works, and is harmless: an anonymous shared mapping is shared only with
  the process's own threads and children (it can start none), and a file can be mapped only
  through a descriptor the process holds, none of which can be: /dev/null and its pipes have no
  mmap, and its log is open for writing only (a shared mapping needs read access).

The grading process itself is made non-dumpable (`PR_SET_DUMPABLE` 0), so that even a process of
the same user cannot attach to it or read its memory through /proc.

Where bubblewrap or user namespaces are missing (Docker's default profile, say), the child runs
without namespaces: as root, under an unprivileged uid of its own (mode "separate-user") when the
interpreter is readable by it, otherwise as the grader's own user ("same-user"). The seccomp
filter and the limits still hold in both; `describe()` names what is then not isolated, and the
grader prints it. `TFS_ISOLATION=namespaces|separate-user|same-user` forces a mode (tests); a
forced mode that does not work here fails at the sandbox's start, loudly.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import functools
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

MODES = ("namespaces", "separate-user", "same-user")
SANDBOX_UID = 65534   # "nobody" inside the sandbox's user namespace
NPROC = 256           # threads and processes the child may have (torch's pools included)

NOT_ISOLATED = {
    "namespaces": [],
    "separate-user": ["no PID namespace: the child sees the machine's process list in /proc (seccomp still stops "
                      "it signalling or tracing them)",
                      "no network namespace: sockets are refused by seccomp and RLIMIT_NOFILE only",
                      "no IPC namespace: System V IPC is refused by seccomp, POSIX shared memory and message "
                      "queues by RLIMIT_NOFILE only",
                      "no mount namespace: files readable by any user are readable until RLIMIT_NOFILE = 0 "
                      "takes effect (before learner code runs)"],
    "same-user": ["no user namespace: the child runs as the grader's own user (seccomp stops ptrace, "
                  "process_vm_*, signals to others, file changes; the grader is non-dumpable)",
                  "no PID namespace: the child sees the machine's process list in /proc",
                  "no network namespace: sockets are refused by seccomp and RLIMIT_NOFILE only",
                  "no IPC namespace: System V IPC is refused by seccomp, POSIX shared memory and message queues "
                  "by RLIMIT_NOFILE only",
                  "no mount namespace: files the grader's user can read are readable until RLIMIT_NOFILE = 0 "
                  "takes effect (before learner code runs)"],
}


# The grading process ---------------------------------------------------------------------------

def protect_grader() -> bool:
    """PR_SET_DUMPABLE 0 on this process: no ptrace attach, no /proc/PID/mem, no core dump of the
    process that holds the tests and decides the grade. False where the call does not exist."""
    try:
        return ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0) == 0   # PR_SET_DUMPABLE = 4
    except (OSError, AttributeError):
        return False


# Choosing a mode -------------------------------------------------------------------------------

@functools.cache
def _python_roots() -> tuple[Path, ...]:
    """Folders the child's interpreter and its packages live in (read-only in the sandbox)."""
    roots = {Path(sys.base_prefix), Path(sys.prefix), Path(os.path.realpath(sys.executable)).parent,
             Path(sys.executable).parent}
    for entry in sys.path:
        if entry and os.path.isdir(entry):
            roots.add(Path(entry))
    for name in ("torch", "numpy"):
        spec = importlib.util.find_spec(name)
        if spec and spec.origin:
            roots.add(Path(os.path.realpath(spec.origin)).parent)
    resolved = sorted({Path(os.path.realpath(r)) for r in roots} | roots, key=lambda p: len(p.parts))
    kept: list[Path] = []
    for root in resolved:   # drop folders inside another kept one
        if not any(root.is_relative_to(k) for k in kept):
            kept.append(root)
    return tuple(r for r in kept if not r.is_relative_to("/usr"))


def _package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    return Path(list(spec.submodule_search_locations)[0]).resolve()


def bwrap_command(argv: list[str], scratch: Path, hide: tuple[str, ...] = (),
                  die_with_parent: bool = True) -> list[str]:
    """`argv` wrapped in bubblewrap: see the module docstring. `hide`: reference modules
    ("transformer.attention") replaced by empty files inside the sandbox. `die_with_parent=False`
    only for a zygote (courseware/grader/zygote.py), which outlives the process that starts it."""
    cmd = ["bwrap", "--unshare-all", "--unshare-user", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID),
           "--hostname", "sandbox", *(["--die-with-parent"] if die_with_parent else []), "--new-session",
           "--cap-drop", "ALL",
           "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]   # first: a course under /tmp is bound over it
    for top in ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(top):
            cmd += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            cmd += ["--ro-bind", top, top]
    if os.path.exists("/etc/ld.so.cache"):
        cmd += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    for root in _python_roots():
        cmd += ["--ro-bind", str(root), str(root)]
    for package in ("courseware", "transformer"):
        where = _package_dir(package)
        cmd += ["--ro-bind", str(where), str(where)]
    for module in hide:
        spec = importlib.util.find_spec(module)
        if spec and spec.origin and os.path.exists(spec.origin):
            cmd += ["--ro-bind", "/dev/null", spec.origin]
    cmd += ["--bind", str(scratch), str(scratch), "--chdir", str(scratch), "--"]
    return cmd + list(argv)


@functools.cache
def _works(mode: str) -> str:
    """'' if `mode` can start this interpreter here and it can read torch's files, else why not.
    (Reading them, not importing torch: the import would add 2 s of CPU to every grading run, and a
    child that cannot load what it can read fails with its own message.)"""
    probe = [sys.executable, "-I", "-c", "import glob, importlib.util as u; "
             "d = u.find_spec('torch').submodule_search_locations[0]; open(glob.glob(d + '/_C*')[0], 'rb').read(1)"]
    try:
        if mode == "namespaces":
            if shutil.which("bwrap") is None:
                return "bubblewrap (bwrap) is not installed"
            scratch = Path(os.environ.get("TMPDIR", "/tmp"))
            run = subprocess.run(bwrap_command(probe, scratch), capture_output=True, text=True, timeout=120)
        elif mode == "separate-user":
            if os.geteuid() != 0:
                return "the grader is not root, so it cannot start the child as another user"
            run = subprocess.run(probe, capture_output=True, text=True, timeout=120, user=SANDBOX_UID,
                                 group=SANDBOX_UID, extra_groups=[], cwd="/")
        else:
            return ""
    except (OSError, subprocess.SubprocessError) as err:
        return f"{type(err).__name__}: {err}"
    return "" if run.returncode == 0 else (run.stderr.strip().splitlines() or [f"exit {run.returncode}"])[-1]


@functools.cache
def mode() -> str:
    """The strongest mode that works here, or the one TFS_ISOLATION names. transformer-grade probes
    once and names the mode in TFS_ISOLATION for its pytest processes, which then trust it."""
    forced = os.environ.get("TFS_ISOLATION", "")
    if forced:
        if forced not in MODES:
            raise ValueError(f"TFS_ISOLATION={forced!r}: choose one of {', '.join(MODES)}")
        return forced
    return next(m for m in MODES if not _works(m))


def seccomp_library() -> str | None:
    """The path of libseccomp, or None (then the child cannot filter its system calls)."""
    return ctypes.util.find_library("seccomp") if sys.platform.startswith("linux") else None


def describe() -> str:
    """What isolates a learner's code here, and what does not: one paragraph for the grader's log."""
    current = mode()
    lines = [f"isolation: mode '{current}'"]
    if current != "namespaces":
        lines[0] += f" (no namespaces: {_works('namespaces')})"
    if seccomp_library() is None:
        lines.append("WARNING: no libseccomp here: the learner's code is NOT filtered (ptrace, process_vm_*, "
                     "signals to other processes, fork and file changes are then possible)")
    lines += [f"WARNING: {item}" for item in NOT_ISOLATED[current]]
    return "\n".join(lines)


def popen_options(scratch: Path) -> dict:
    """Extra subprocess.Popen arguments for the current mode (the user to run as)."""
    if mode() == "separate-user":
        os.chown(scratch, SANDBOX_UID, SANDBOX_UID)
        return {"user": SANDBOX_UID, "group": SANDBOX_UID, "extra_groups": []}
    return {}


def wrap(argv: list[str], scratch: Path, hide: tuple[str, ...] = ()) -> list[str]:
    return bwrap_command(argv, scratch, hide) if mode() == "namespaces" else list(argv)


# The child's filter ----------------------------------------------------------------------------

class _ArgCmp(ctypes.Structure):   # struct scmp_arg_cmp
    _fields_ = [("arg", ctypes.c_uint), ("op", ctypes.c_int), ("datum_a", ctypes.c_uint64),
                ("datum_b", ctypes.c_uint64)]


_NE, _MASKED_EQ = 1, 7   # enum scmp_compare
_ALLOW = 0x7FFF0000      # SCMP_ACT_ALLOW


def _errno(code: int) -> int:
    return 0x00050000 | (code & 0xFFFF)   # SCMP_ACT_ERRNO(code)


DENIED = (
    # other processes' memory and state
    "ptrace", "process_vm_readv", "process_vm_writev", "pidfd_open", "pidfd_getfd", "pidfd_send_signal", "kcmp",
    "perf_event_open", "bpf", "userfaultfd", "io_uring_setup", "io_uring_enter", "io_uring_register",
    "migrate_pages", "move_pages", "setpriority", "ioprio_set",
    # new processes and programs, new namespaces, mounts, keys
    "fork", "vfork", "execve", "execveat", "unshare", "setns", "mount", "umount2", "pivot_root", "chroot",
    "keyctl", "add_key", "request_key",
    # the network
    "socket", "socketpair",
    # System V IPC: named by a key or an id, not a descriptor, shared by the whole IPC namespace (a
    # zygote's children share one), and outliving its creator and its RLIMIT_AS (module docstring)
    "shmget", "shmat", "shmdt", "shmctl", "msgget", "msgsnd", "msgrcv", "msgctl", "semget", "semop", "semtimedop",
    "semtimedop_time64", "semctl", "ipc",
    # files changed by path (no file can be opened, but these need no descriptor)
    "unlink", "unlinkat", "rename", "renameat", "renameat2", "rmdir", "mkdir", "mkdirat", "link", "linkat",
    "symlink", "symlinkat", "truncate", "chmod", "fchmodat", "chown", "lchown", "fchownat", "mknod", "mknodat",
    "utime", "utimes", "utimensat", "futimesat", "setxattr", "lsetxattr", "removexattr", "lremovexattr",
    "mq_unlink",
    # its own limits
    "setrlimit",
)
SELF_ONLY = ("kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo")   # first argument: a pid
PID_ZERO_ONLY = ("sched_setaffinity", "sched_setscheduler", "sched_setparam", "sched_setattr", "get_robust_list",
                 "prlimit64")
CLONE_THREAD = 0x00010000


def load_seccomp(library: str | None = None) -> ctypes.CDLL:
    """libseccomp, opened (do this while files can still be opened; OSError if it cannot be)."""
    return ctypes.CDLL(library or seccomp_library() or "libseccomp.so.2", use_errno=True)


def install_seccomp(lib: ctypes.CDLL) -> None:
    """Load the filter of the module docstring into this process (irrevocable; children inherit it).
    Raises OSError if it cannot: a caller that asked for it must not go on without it."""
    lib.seccomp_init.restype = ctypes.c_void_p
    lib.seccomp_init.argtypes = [ctypes.c_uint32]
    lib.seccomp_rule_add_array.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int, ctypes.c_uint,
                                           ctypes.POINTER(_ArgCmp)]
    lib.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
    lib.seccomp_load.argtypes = [ctypes.c_void_p]
    lib.seccomp_release.argtypes = [ctypes.c_void_p]
    ctx = lib.seccomp_init(_ALLOW)
    if not ctx:
        raise OSError("seccomp_init failed")
    me = os.getpid()

    def rule(name, action, *comparisons):
        number = lib.seccomp_syscall_resolve_name(name.encode())
        if number < 0:   # not a system call on this architecture (fork on arm64, ipc on x86_64, say)
            return
        args = (_ArgCmp * max(1, len(comparisons)))(*comparisons)
        code = lib.seccomp_rule_add_array(ctx, action, number, len(comparisons), args)
        if code < 0:
            raise OSError(-code, f"seccomp rule for {name}: {os.strerror(-code)}")

    try:
        for name in DENIED:
            rule(name, _errno(errno.EPERM))
        for name in SELF_ONLY:
            rule(name, _errno(errno.EPERM), _ArgCmp(0, _NE, me, 0))
        for name in PID_ZERO_ONLY:
            rule(name, _errno(errno.EPERM), _ArgCmp(0, _NE, 0, 0))
        rule("prlimit64", _errno(errno.EPERM), _ArgCmp(2, _NE, 0, 0))                  # a new limit
        rule("clone", _errno(errno.EPERM), _ArgCmp(0, _MASKED_EQ, CLONE_THREAD, 0))     # not a thread
        rule("clone3", _errno(errno.ENOSYS))   # glibc then falls back to clone, filtered above
        code = lib.seccomp_load(ctx)
        if code < 0:
            raise OSError(-code, f"seccomp_load: {os.strerror(-code)}")
    finally:
        lib.seccomp_release(ctx)
