"""Attacks on the grader from inside a learner's sandbox, each proven to fail (hand-written).

A learner's exported cells run in a `Sandbox` child (courseware/grader/sandbox.py), isolated as
courseware/grader/isolation.py describes. Each attack here is run three ways:

* in every isolation mode this machine offers ("namespaces" with bubblewrap, and "same-user",
  the fallback that has only the seccomp filter and the limits): the attack must fail;
* in a **control** sandbox with no seccomp filter and no namespaces (root only: it is the state
  of the grader before isolation, where these attacks worked): the attack must succeed, which
  proves that each attack is real and that the test could fail.

Shared memory, where two learners' sandboxes could meet, has its own attacks and controls in
tests/autograder/test_ipc.py.

The victims are real processes of the grader's user: a process holding a secret in its memory
(as the grading pytest process holds the hidden tests and the tolerances), a process standing
for another learner's sandbox, a file standing for the gradebook. The attacker is told their
pids and the secret's address, more than a real learner could learn.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from courseware.grader import isolation
from courseware.grader.sandbox import Sandbox, SandboxError

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sandbox's isolation is Linux's")

SECRET = b"the hidden tests' secret: ATOL = 1e-10"
ATTACKS = r'''
import ctypes, os, resource, signal, time
libc = ctypes.CDLL(None, use_errno=True)
PTRACE_SEIZE, PR_SET_NAME = 0x4206, 15


class iovec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]


def read_memory(pid, address, size):
    """process_vm_readv of another process: the bytes, or the errno."""
    buffer = ctypes.create_string_buffer(size)
    local, remote = iovec(ctypes.addressof(buffer), size), iovec(address, size)
    got = libc.process_vm_readv(pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0)
    return buffer.raw[:got] if got > 0 else ctypes.get_errno()


def write_memory(pid, address, data):
    buffer = ctypes.create_string_buffer(data)
    local, remote = iovec(ctypes.addressof(buffer), len(data)), iovec(address, len(data))
    got = libc.process_vm_writev(pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0)
    return got if got > 0 else -ctypes.get_errno()


def ptrace_seize(pid):
    got = libc.ptrace(PTRACE_SEIZE, pid, 0, 0)
    return got if got == 0 else -ctypes.get_errno()


def kill(pid):
    try:
        os.kill(pid, signal.SIGKILL)
        return "killed"
    except OSError as err:
        return type(err).__name__


def fork_escapees(n):
    """n children that leave the session and sleep, named tfs-escapee: how many started."""
    started = 0
    for _ in range(n):
        try:
            pid = os.fork()
        except OSError:
            continue
        if pid == 0:
            os.setsid()
            libc.prctl(PR_SET_NAME, b"tfs-escapee", 0, 0, 0)
            time.sleep(120)
            os._exit(0)
        started += 1
    return started


def raw_fork():
    """SYS_fork, not glibc's wrapper: the new process's pid, or -1."""
    if os.uname().machine != "x86_64":
        return -1
    pid = libc.syscall(57)
    if pid == 0:   # the copy must not answer the grader's requests too
        os._exit(0)
    return pid


def raise_memory_limit():
    try:
        resource.setrlimit(resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        return "raised"
    except (OSError, ValueError) as err:
        return type(err).__name__


def change_file(path):
    """Every way to destroy a file without opening it."""
    done = []
    for name, call in (("truncate", lambda: os.truncate(path, 0)), ("rename", lambda: os.rename(path, path + ".x")),
                       ("chmod", lambda: os.chmod(path, 0)), ("unlink", lambda: os.unlink(path))):
        try:
            call()
            done.append(name)
        except OSError:
            pass
    return done


def network():
    import socket
    try:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.settimeout(1)
        sock.connect(("127.0.0.1", 9))
        return "connected"
    except OSError as err:
        return type(err).__name__


def who():
    return {"uid": os.getuid(), "pid": os.getpid(), "ppid": os.getppid()}
'''


def modes() -> list[str]:
    return [m for m in isolation.MODES if m != "separate-user" and not isolation._works(m)]


@pytest.fixture
def use_mode(monkeypatch):
    def choose(mode: str):
        monkeypatch.setenv("TFS_ISOLATION", mode)
        isolation.mode.cache_clear()
    yield choose
    isolation.mode.cache_clear()


@pytest.fixture
def victim():
    """A process of the grader's user holding SECRET at a known address, and a pid to kill."""
    code = ("import ctypes, sys, time\n"
            f"b = ctypes.create_string_buffer({SECRET!r})\n"
            "print(ctypes.addressof(b), flush=True)\n"
            "time.sleep(600)\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    address = int(proc.stdout.readline())
    yield proc, address
    proc.kill()
    proc.wait()


def open_box(**kwargs) -> Sandbox:
    return Sandbox([("attacks.ipynb, cell attacks", ATTACKS)], memory_mb=1024, cpu_seconds=60, wall_seconds=60,
                   **kwargs)


def escapees() -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "comm").read_text().strip() == "tfs-escapee":
                found.append(int(entry.name))
        except OSError:
            pass
    return found


def attack_all(box: Sandbox, victim_pid: int, address: int, path: Path) -> dict:
    m = box.module
    return {"read": m.read_memory(victim_pid, address, len(SECRET)),
            "write": m.write_memory(victim_pid, address, b"X" * 8),
            "ptrace": m.ptrace_seize(victim_pid), "kill-1": None, "fork": m.fork_escapees(3), "raw_fork": m.raw_fork(),
            "limit": m.raise_memory_limit(), "file": m.change_file(str(path)), "network": m.network(), "who": m.who()}


@pytest.mark.parametrize("mode", modes())
def test_every_attack_fails_in_every_mode(mode, use_mode, victim, tmp_path):
    use_mode(mode)
    proc, address = victim
    target = tmp_path / "gradebook.csv"
    target.write_text("alice,15\n")
    bystander = subprocess.Popen(["sleep", "300"])   # another learner's process
    try:
        with open_box() as box:
            assert box.isolation == mode
            got = attack_all(box, proc.pid, address, target)
            got["kill"] = box.module.kill(bystander.pid)
            got["kill-1"] = box.module.kill(-1)
            alive = box.module.who()   # the sandbox itself survived its kill(-1)
        assert alive["pid"] == got["who"]["pid"]
        assert isinstance(got["read"], int), f"{mode}: the learner read another process's memory: {got['read']!r}"
        assert got["write"] < 0 and got["ptrace"] < 0, f"{mode}: process_vm_writev or ptrace worked: {got}"
        assert got["kill"] != "killed" and got["kill-1"] != "killed" and bystander.poll() is None, f"{mode}: {got}"
        assert proc.poll() is None
        assert got["fork"] == 0 and got["raw_fork"] == -1, f"{mode}: the learner started processes: {got}"
        assert got["limit"] != "raised" and got["network"] != "connected", f"{mode}: {got}"
        assert got["file"] == [] and target.read_text() == "alice,15\n", f"{mode}: a file was changed: {got['file']}"
        if mode == "namespaces":   # its own unprivileged user, and no way to name an outside process
            assert got["who"]["uid"] == isolation.SANDBOX_UID and got["who"]["ppid"] in (0, 1), got["who"]
    finally:
        bystander.kill()
    assert not escapees()


@pytest.mark.skipif(os.geteuid() != 0, reason="the control runs unprotected as root, where every attack works")
def test_the_attacks_work_without_isolation(use_mode, victim, tmp_path):
    """The control: with no seccomp filter and no namespaces, the same code reads and writes the
    victim's memory, kills a bystander, starts processes that outlive it and destroys the file."""
    use_mode("same-user")
    proc, address = victim
    target = tmp_path / "gradebook.csv"
    target.write_text("alice,15\n")
    bystander = subprocess.Popen(["sleep", "300"])
    try:
        with open_box(_seccomp=False) as box:
            got = attack_all(box, proc.pid, address, target)
            got["kill"] = box.module.kill(bystander.pid)
            time.sleep(0.5)
        assert got["read"] == SECRET and got["write"] == 8 and got["ptrace"] == 0, got
        assert got["raw_fork"] > 0 or os.uname().machine != "x86_64", got
        assert got["kill"] == "killed" and bystander.wait(timeout=10) == -signal.SIGKILL
        assert got["fork"] == 3 and len(escapees()) >= 3, "the control's forks did not outlive it"
        assert got["file"] and (not target.exists() or target.read_text() != "alice,15\n"), got["file"]
    finally:
        bystander.kill()
        for pid in escapees():
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif("namespaces" not in modes(), reason="bubblewrap or user namespaces are not available here")
def test_the_pid_namespace_takes_every_process_with_it(use_mode):
    """Even if a process could be started (here: no seccomp filter), it dies with the sandbox."""
    use_mode("namespaces")
    with open_box(_seccomp=False) as box:
        assert box.module.fork_escapees(20) == 20
        time.sleep(0.5)
        assert len(escapees()) >= 20, "the escapees did not start: this test proves nothing"
    time.sleep(0.5)
    assert not escapees(), "a forked process outlived its sandbox"


def test_the_grader_is_not_dumpable():
    with open_box():
        assert ctypes.CDLL(None).prctl(3, 0, 0, 0, 0) == 0   # PR_GET_DUMPABLE


def test_a_failed_start_leaves_nothing_behind(tmp_path, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)
    with pytest.raises(SandboxError, match="at import"):
        Sandbox([("cell broken", "raise RuntimeError('at import')")], memory_mb=512, cpu_seconds=30, wall_seconds=30)
    assert not list(tmp_path.glob("grade-*")), "the scratch folder of a failed start is left behind"


def descendants(pid: int) -> list[int]:
    """The processes below `pid`, parents first (from /proc's parent links)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit():
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry.name))
        except (OSError, ValueError, IndexError):
            pass
    found, todo = [], [pid]
    while todo:
        below = children.get(todo.pop(0), [])
        found += below
        todo += below
    return found


def test_a_kill_from_outside_is_reported_as_such():
    """The learner's process itself gets SIGKILL (as from the kernel's OOM killer): the feedback
    says so, and does not blame the memory limit."""
    with open_box() as box:
        learner = descendants(box._proc.pid)[-1] if box.isolation == "namespaces" else box._proc.pid
        os.kill(learner, signal.SIGKILL)
        with pytest.raises(SandboxError) as failure:
            box.module.who()
    message = str(failure.value)
    assert "SIGKILL" in message and "memory limit" not in message, message


def test_the_mode_is_named_and_its_gaps_listed(use_mode):
    use_mode("same-user")
    text = isolation.describe()
    assert "mode 'same-user'" in text and "no PID namespace" in text and "no network namespace" in text
    assert "no IPC namespace: System V IPC is refused by seccomp" in text   # tests/autograder/test_ipc.py
    if "namespaces" in modes():
        use_mode("namespaces")
        assert "WARNING" not in isolation.describe()


def test_an_unknown_forced_mode_is_refused(use_mode):
    use_mode("nonsense")
    with pytest.raises(ValueError, match="TFS_ISOLATION='nonsense'"):
        isolation.mode()
