"""Sandboxes forked from a zygote (courseware/grader/zygote.py) are as isolated as fresh ones, and
as short-lived (hand-written).

Within a batch, the sandboxes of one kind are forked from a zygote that imported torch once. Its
children share its namespaces, so each attack of tests/autograder/test_isolation.py is run again
from a forked child, with more victims than a fresh sandbox has: another learner's child of the
same zygote (its pid and the address of a secret in its memory given to the attacker) and the
zygote itself. A forked child must hold no file descriptor but its pipes and its log, draw its own
random numbers, and die when its Sandbox closes or its grading process dies; the zygotes end with
their batch.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import test_isolation as attacks
from courseware.grader import isolation, zygote
from courseware.grader.sandbox import Sandbox

use_mode, victim = attacks.use_mode, attacks.victim   # the attacks' fixtures, here too
attack_all, descendants, escapees = attacks.attack_all, attacks.descendants, attacks.escapees
open_box = attacks.open_box

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(isolation._works("namespaces") != "",
                                reason="zygotes need bubblewrap's namespaces, which this machine does not give: "
                                       f"{isolation._works('namespaces')}")
PROBES = attacks.ATTACKS + r'''
import random
_secret = ctypes.create_string_buffer(b"another learner's secret")


def secret_address():
    return ctypes.addressof(_secret)


def open_descriptors():
    found = []
    for fd in range(1024):
        try:
            os.fstat(fd)
            found.append(fd)
        except OSError:
            pass
    return found


def draw():
    return random.random()
'''


@pytest.fixture
def batch(monkeypatch, use_mode):
    """What a fork server gives its runs: a folder for zygotes and a lifeline."""
    use_mode("namespaces")
    value, lifeline = zygote.open_batch()
    monkeypatch.setenv(zygote.ENV, value)
    folder, _, read = value.rpartition(":")
    yield {"folder": Path(folder), "lifeline": lifeline, "read": int(read)}
    for fd in (lifeline, int(read)):
        try:
            os.close(fd)
        except OSError:
            pass
    shutil.rmtree(folder, ignore_errors=True)


def probe_box(**kwargs) -> Sandbox:
    return Sandbox([("probes.ipynb, cell probes", PROBES)], memory_mb=1024, cpu_seconds=60, wall_seconds=60, **kwargs)


def zygote_processes(folder: Path) -> list[int]:
    """The zygotes of a batch: the Python processes that bubblewrap started with --zygote (their
    children, forked, keep the command line but have a zygote for a parent)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            command = (entry / "cmdline").read_bytes()
            if entry.name.isdigit() and b"--zygote" in command and str(folder).encode() in command \
                    and (entry / "comm").read_text().strip() != "bwrap":
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                if Path(f"/proc/{ppid}/comm").read_text().strip() == "bwrap":
                    found.append(int(entry.name))
        except (OSError, ValueError, IndexError):
            pass
    return found


def test_sandboxes_of_a_batch_are_forked_and_answer_as_fresh_ones(batch):
    with probe_box() as first, probe_box() as second:
        assert isinstance(first._proc, zygote.ZygoteChild) and isinstance(second._proc, zygote.ZygoteChild)
        assert len(zygote_processes(batch["folder"])) == 1, "one zygote serves sandboxes of one kind"
        forked = (first.module.who(), first.module.open_descriptors(), first.module.draw(), second.module.draw())
    os.environ.pop(zygote.ENV)
    with probe_box() as fresh:
        assert not isinstance(fresh._proc, zygote.ZygoteChild)
        alone = (fresh.module.who(), fresh.module.open_descriptors())
    who, descriptors, draw_1, draw_2 = forked
    assert who["uid"] == alone[0]["uid"] == isolation.SANDBOX_UID
    assert len(descriptors) == len(alone[1]) == 5, (
        f"a forked child holds descriptors {descriptors}, a fresh one {alone[1]}: stdin, the log twice, two pipes")
    assert draw_1 != draw_2, "two children of one zygote drew the same random numbers"


def test_every_attack_fails_from_a_forked_child(batch, victim, tmp_path):
    proc, address = victim
    target = tmp_path / "gradebook.csv"
    target.write_text("alice,15\n")
    with probe_box() as classmate, open_box() as box:
        assert isinstance(box._proc, zygote.ZygoteChild)
        mate, secret_at = classmate.module.who(), classmate.module.secret_address()
        got = attack_all(box, proc.pid, address, target)
        me = box.module.who()
        got["kill-classmate"] = box.module.kill(mate["pid"])
        got["kill-zygote"] = box.module.kill(me["ppid"])
        got["kill-1"] = box.module.kill(-1)
        got["read-classmate"] = box.module.read_memory(mate["pid"], secret_at, 8)
        got["ptrace-classmate"] = box.module.ptrace_seize(mate["pid"])
        assert classmate.module.who() == mate, "the classmate's sandbox did not survive the attacks"
        assert box.module.who() == me
    assert isinstance(got["read"], int) and isinstance(got["read-classmate"], int), got
    assert got["write"] < 0 and got["ptrace"] < 0 and got["ptrace-classmate"] < 0, got
    assert "killed" not in (got["kill-classmate"], got["kill-zygote"], got["kill-1"]), got
    assert got["fork"] == 0 and got["raw_fork"] == -1 and got["limit"] != "raised", got
    assert got["network"] != "connected" and got["file"] == [] and target.read_text() == "alice,15\n", got
    assert proc.poll() is None and not escapees()
    with probe_box() as after:   # the zygote survived too
        assert isinstance(after._proc, zygote.ZygoteChild) and after.module.draw() < 1


def test_a_forked_child_dies_with_its_sandbox_and_with_its_grading_process(batch):
    with probe_box() as box:
        box.module.who()
        [zygote_pid] = zygote_processes(batch["folder"])
        assert len(descendants(zygote_pid)) == 1
    assert box._proc.returncode == -signal.SIGKILL
    assert descendants(zygote_pid) == [], "a closed sandbox's child is still running"
    # A grading process that dies (killed at its time limit, say) takes its sandboxes' children along.
    code = ("import os, sys, time\n"
            f"sys.path.insert(0, {str(ROOT)!r})\n"
            "from courseware.grader.sandbox import Sandbox\n"
            "box = Sandbox([('cell 1', 'x = 1')], memory_mb=512, cpu_seconds=30, wall_seconds=30)\n"
            "print('open', flush=True)\n"
            "time.sleep(300)\n")
    grading = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                               pass_fds=(batch["read"],))
    try:
        assert grading.stdout.readline().strip() == "open"
        assert len(descendants(zygote_pid)) == 1
        grading.kill()
        grading.wait()
        deadline = time.monotonic() + 10
        while descendants(zygote_pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert descendants(zygote_pid) == [], "the child outlived its grading process"
    finally:
        grading.kill()
    # The batch ends: its zygote with it.
    os.close(batch["lifeline"])
    deadline = time.monotonic() + 10
    while zygote_processes(batch["folder"]) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not zygote_processes(batch["folder"]), "the zygote outlived its batch"


def test_the_limits_hold_in_a_forked_child(batch):
    hog = "import torch\n_hoard = []\ndef grow():\n    while True:\n        _hoard.append(torch.ones(2**24))\n"
    with Sandbox([("cell hog", hog)], memory_mb=256, cpu_seconds=30, wall_seconds=60) as box:
        assert isinstance(box._proc, zygote.ZygoteChild)
        with pytest.raises(Exception, match="memory"):
            box.module.grow()
    spin = "def spin():\n    while True:\n        pass\n"
    with Sandbox([("cell spin", spin)], memory_mb=256, cpu_seconds=1, wall_seconds=60) as box:
        with pytest.raises(Exception, match="CPU-time limit of 1 s"):
            box.module.spin()


def test_a_process_with_the_batchs_environment_but_not_its_lifeline_starts_fresh_children(batch, tmp_path):
    """A subprocess started inside a batch (a test running the grader, say) inherits the variable
    that names the batch but not its lifeline pipe: under that descriptor number it may hold another
    file. Taken for the lifeline, a readable file ended the zygote at once, and every sandbox of
    that process was killed by SIGKILL on its first call (CI, 2026-11-27). Its sandboxes start
    afresh instead, and answer."""
    (tmp_path / "other").write_text("not a pipe")
    code = ("import os, sys\n"
            f"sys.path.insert(0, {str(ROOT)!r})\n"
            f"os.dup2(os.open({str(tmp_path / 'other')!r}, os.O_RDONLY), {batch['read']})\n"
            "from courseware.grader import zygote\n"
            "from courseware.grader.sandbox import Sandbox\n"
            "with Sandbox([('cell 1', 'def f(x):\\n    return x + 1\\n')], memory_mb=512, cpu_seconds=30,\n"
            "             wall_seconds=60) as box:\n"
            "    print(type(box._proc).__name__, box.module.f(41))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["Popen", "42"], done.stdout + done.stderr
    assert not [path for path in batch["folder"].iterdir() if path.is_dir()], "it started a zygote of the batch"
    # The batch's own process, which holds the pipe, still forks from its zygote.
    with probe_box() as box:
        assert isinstance(box._proc, zygote.ZygoteChild)
