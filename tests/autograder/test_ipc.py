"""Learners cannot meet outside their sandboxes through shared memory (hand-written).

A red team's learner with no attention code of their own scored 18/19 by reading another
learner's answers from a System V shared memory segment: shmget and shmat need no file
descriptor, so RLIMIT_NOFILE = 0 did not stop them, and the sandboxes forked from one zygote share
its IPC namespace (without bubblewrap, every sandbox shares the machine's). The segments also
escaped the memory limit: written and detached, they held 2.4 GB outside anyone's RLIMIT_AS, past
the batch. The seccomp filter now denies System V IPC in every mode (courseware/grader/isolation.py).

As in tests/autograder/test_isolation.py, each attack is run in every isolation mode this machine
offers, where it must fail, and in the control sandbox (no seccomp filter, no namespaces), where
it must succeed. POSIX shared memory is checked too: it needs a descriptor, so the descriptor
limit alone keeps it out of reach, which the control (where that limit still holds) shows.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import random
import sys
from pathlib import Path

import pytest

import test_isolation as attacks
from courseware.grader import zygote
from courseware.grader.sandbox import Sandbox

use_mode, modes = attacks.use_mode, attacks.modes   # the attacks' fixture and modes, here too
SECRET = b"another learner's answers: scaled_dot_product_attention = [0.25, 0.75]"
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="System V IPC and seccomp are Linux's")

PROBES = r'''
import ctypes, errno, os
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = libc.mmap.restype = ctypes.c_void_p
libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
libc.shmdt.argtypes = [ctypes.c_void_p]
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
IPC_CREAT, SHM_RDONLY = 0o1000, 0o10000
PROT_READ, MAP_SHARED, MAP_ANONYMOUS = 1, 0x01, 0x20
FAILED = ctypes.c_void_p(-1).value   # what shmat and mmap return on failure


def _id(got):
    return got if got >= 0 else -ctypes.get_errno()


def sysv_ipc(key):
    """A shared memory segment, a message queue and a semaphore set under `key`: their ids, or -errno."""
    return {"shm": _id(libc.shmget(key, 4096, IPC_CREAT | 0o600)), "msg": _id(libc.msgget(key, IPC_CREAT | 0o600)),
            "sem": _id(libc.semget(key, 1, IPC_CREAT | 0o600))}


def attach(shmid, size):
    """The first `size` bytes of segment `shmid`, whoever made it, or -errno."""
    address = libc.shmat(shmid, None, SHM_RDONLY)
    if address == FAILED:
        return -ctypes.get_errno()
    data = ctypes.string_at(address, size)
    libc.shmdt(address)
    return data


def leave(key, data):
    """What one learner leaves for another: `data` in a segment under `key`, detached, so that it
    outlives this process. The segment's id, or -errno."""
    shmid = libc.shmget(key, len(data), IPC_CREAT | 0o600)
    if shmid < 0:
        return -ctypes.get_errno()
    address = libc.shmat(shmid, None, 0)
    if address == FAILED:
        return -ctypes.get_errno()
    ctypes.memmove(address, data, len(data))
    libc.shmdt(address)
    return shmid


def take(key, size):
    """What another learner left under `key`: its bytes, or -errno."""
    shmid = libc.shmget(key, 0, 0)
    return attach(shmid, size) if shmid >= 0 else -ctypes.get_errno()


def ipc_namespace():
    return os.readlink("/proc/self/ns/ipc")   # readlink needs no descriptor


def posix_shared_memory(name):
    """shm_open, memfd_create and mq_open of `name`: "made", or the name of their errno."""
    flags, got = os.O_RDWR | os.O_CREAT | os.O_EXCL, {}
    for call, make in (("shm_open", lambda: libc.shm_open(b"/" + name.encode(), flags, 0o600)),
                       ("memfd_create", lambda: libc.memfd_create(name.encode(), 0)),
                       ("mq_open", lambda: libc.mq_open(b"/" + name.encode(), flags, 0o600, None))):
        fd = make()
        got[call] = "made" if fd >= 0 else errno.errorcode.get(ctypes.get_errno(), "?")
        if fd >= 0:
            os.close(fd)
    return got


def remove_queue(name):
    """mq_unlink, which needs no descriptor: "removed", or the name of its errno."""
    return "removed" if libc.mq_unlink(b"/" + name.encode()) == 0 else errno.errorcode.get(ctypes.get_errno(), "?")


def shared_mappings():
    """mmap(MAP_SHARED): whether an anonymous mapping works, and the descriptors it holds that can
    be mapped, each with the (st_dev, st_ino) of what it maps."""
    address = libc.mmap(None, 4096, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
    anonymous = address != FAILED
    if anonymous:
        libc.munmap(address, 4096)
    files = {}
    for fd in range(1024):
        try:
            info = os.fstat(fd)
        except OSError:
            continue
        address = libc.mmap(None, 4096, PROT_READ, MAP_SHARED, fd, 0)
        if address != FAILED:
            libc.munmap(address, 4096)
            files[fd] = (info.st_dev, info.st_ino)
    return {"anonymous": anonymous, "files": files}
'''

libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
libc.shmdt.argtypes = [ctypes.c_void_p]
IPC_CREAT, IPC_RMID = 0o1000, 0
EPERM = -errno.EPERM


def open_box(**kwargs) -> Sandbox:
    return Sandbox([("ipc.ipynb, cell probes", PROBES)], memory_mb=1024, cpu_seconds=60, wall_seconds=60, **kwargs)


def sysv_objects() -> set[tuple[str, int, int]]:
    """The System V IPC objects of this process's IPC namespace: (kind, key, id)."""
    found = set()
    for kind in ("shm", "msg", "sem"):
        for line in Path(f"/proc/sysvipc/{kind}").read_text().splitlines()[1:]:
            key, ident = line.split()[:2]
            found.add((kind, int(key), int(ident)))
    return found


def remove(keys) -> None:
    """ipcrm of every object under `keys` (the control's leftovers)."""
    for kind, key, ident in sysv_objects():
        if key in keys:
            if kind == "shm":
                libc.shmctl(ident, IPC_RMID, None)
            elif kind == "msg":
                libc.msgctl(ident, IPC_RMID, None)
            else:
                libc.semctl(ident, 0, IPC_RMID)


@pytest.fixture
def keys():
    """IPC keys no other run uses; whatever is left under them at the end is removed."""
    chosen = random.SystemRandom().sample(range(1 << 24, 1 << 30), 3)
    yield chosen
    remove(chosen)


def segment(key: int, data: bytes) -> int:
    """A segment of this process's (another learner's, in the machine's IPC namespace) holding `data`."""
    shmid = libc.shmget(key, len(data), IPC_CREAT | 0o600)
    assert shmid >= 0, os.strerror(ctypes.get_errno())
    address = libc.shmat(shmid, None, 0)
    ctypes.memmove(address, data, len(data))
    libc.shmdt(address)
    return shmid


def sysv_attacks(box: Sandbox, keys: list[int], shmid: int) -> dict:
    m = box.module
    return {"create": m.sysv_ipc(keys[1]), "attach": m.attach(shmid, len(SECRET)), "take": m.take(keys[0], len(SECRET))}


# System V IPC -----------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", modes())
def test_system_v_ipc_is_denied_in_every_mode(mode, use_mode, keys):
    """shmget, shmat, msgget and semget fail with EPERM (the filter's, not the kernel's own errors),
    whether the learner makes an object or reaches one the machine holds."""
    use_mode(mode)
    shmid = segment(keys[0], SECRET)
    before = sysv_objects()
    with open_box() as box:
        assert box.isolation == mode
        got = sysv_attacks(box, keys, shmid)
    assert got == {"create": {"shm": EPERM, "msg": EPERM, "sem": EPERM}, "attach": EPERM, "take": EPERM}, got
    assert sysv_objects() == before, "the learner's sandbox left System V IPC objects behind"


def test_system_v_ipc_works_without_isolation(use_mode, keys):
    """The control: with no seccomp filter and no namespaces, the same code makes all three kinds
    of object, which outlive it, and reads the machine's segment by its key or its id."""
    use_mode("same-user")
    shmid = segment(keys[0], SECRET)
    with open_box(_seccomp=False) as box:
        got = sysv_attacks(box, keys, shmid)
    assert all(ident >= 0 for ident in got["create"].values()), got
    assert got["attach"] == SECRET and got["take"] == SECRET, got
    left = {(kind, ident) for kind, key, ident in sysv_objects() if key == keys[1]}
    assert left == {(kind, got["create"][kind]) for kind in ("shm", "msg", "sem")}, "they did not outlive the sandbox"
    remove(keys)
    assert not [obj for obj in sysv_objects() if obj[1] in keys], "the control's objects could not be removed"


@contextlib.contextmanager
def two_boxes(mode: str, **kwargs):
    """Two learners' sandboxes alive at once, as in a batch: with namespaces, both forked from one
    zygote, which is where they share an IPC namespace."""
    with zygote.batch(), open_box(**kwargs) as first, open_box(**kwargs) as second:
        if mode == "namespaces":
            assert isinstance(first._proc, zygote.ZygoteChild) and isinstance(second._proc, zygote.ZygoteChild)
        yield first, second


@pytest.mark.parametrize("mode", modes())
def test_two_sandboxes_of_a_batch_cannot_meet_in_shared_memory(mode, use_mode, keys):
    use_mode(mode)
    before = sysv_objects()
    with two_boxes(mode) as (writer, reader):
        if mode == "namespaces":   # one IPC namespace, not the grader's: only the filter keeps them apart
            shared = writer.module.ipc_namespace()
            assert reader.module.ipc_namespace() == shared != os.readlink("/proc/self/ns/ipc"), shared
        left = writer.module.leave(keys[0], SECRET)
        taken = reader.module.take(keys[0], len(SECRET))
    assert left == EPERM and taken == EPERM, f"{mode}: {left!r}, {taken!r}"
    assert sysv_objects() == before, "the sandboxes left System V IPC objects behind"


def test_two_sandboxes_meet_in_shared_memory_without_isolation(use_mode, keys):
    """The control: one learner leaves a secret in a segment and ends; another, alive at the same
    time, reads it; the segment outlives them both, until it is removed by hand."""
    use_mode("same-user")
    with two_boxes("same-user", _seccomp=False) as (writer, reader):
        left = writer.module.leave(keys[0], SECRET)
        writer.close()
        taken = reader.module.take(keys[0], len(SECRET))
    assert left >= 0 and taken == SECRET, f"{left!r}, {taken!r}"
    assert ("shm", keys[0], left) in sysv_objects(), "the segment did not outlive the sandboxes"
    remove(keys)
    assert ("shm", keys[0], left) not in sysv_objects()


# POSIX shared memory ----------------------------------------------------------------------------

def _no_posix_objects(name: str) -> None:
    """Neither a file in /dev/shm nor a message queue is left under `name` (removed if one is)."""
    shm = Path("/dev/shm") / name
    leftover = shm.exists()
    shm.unlink(missing_ok=True)
    if libc.mq_unlink(b"/" + name.encode()) == 0:
        leftover = True
    assert not leftover, f"a POSIX shared memory object or message queue {name!r} was left behind"


def _name() -> str:
    return f"tfs-ipc-{os.getpid()}-{random.SystemRandom().randrange(1 << 30)}"


def queue(name: str) -> None:
    """A POSIX message queue of this process's (another learner's, in the machine's IPC namespace)."""
    fd = libc.mq_open(b"/" + name.encode(), os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600, None)
    assert fd >= 0, os.strerror(ctypes.get_errno())
    os.close(fd)


@pytest.mark.parametrize("mode", modes())
def test_posix_shared_memory_needs_a_descriptor_in_every_mode(mode, use_mode):
    """shm_open, memfd_create and mq_open fail for want of a descriptor, and create nothing; an
    anonymous MAP_SHARED mapping works (shared with no one: the learner can start no process), and
    no descriptor the learner holds can be mapped shared. mq_unlink, which needs no descriptor, is
    denied."""
    use_mode(mode)
    name, other = _name(), _name()
    queue(other)
    try:
        with open_box() as box:
            made = box.module.posix_shared_memory(name)
            mapped = box.module.shared_mappings()
            unlinked = box.module.remove_queue(other)
    finally:
        still_there = libc.mq_unlink(b"/" + other.encode()) == 0
    assert made == {"shm_open": "EMFILE", "memfd_create": "EMFILE", "mq_open": "EMFILE"}, f"{mode}: {made}"
    assert mapped == {"anonymous": True, "files": {}}, f"{mode}: {mapped}"
    # glibc's mq_unlink reports the filter's EPERM as EACCES; without the filter the kernel lets it
    # remove the queue (the control) or finds none (another IPC namespace: ENOENT).
    assert unlinked == "EACCES" and still_there, f"{mode}: mq_unlink {unlinked}"
    _no_posix_objects(name)


def test_posix_shared_memory_is_refused_by_the_descriptor_limit_not_the_filter(use_mode):
    """The control: without the filter (RLIMIT_NOFILE = 0 still holds) the same calls fail alike,
    so the limit is what stops them; and the same code outside any sandbox makes all three, so the
    probes themselves work. mq_unlink, on the other hand, removes another's queue."""
    use_mode("same-user")
    name, other = _name(), _name()
    queue(other)
    try:
        with open_box(_seccomp=False) as box:
            made = box.module.posix_shared_memory(name)
            unlinked = box.module.remove_queue(other)
    finally:
        libc.mq_unlink(b"/" + other.encode())
    assert made == {"shm_open": "EMFILE", "memfd_create": "EMFILE", "mq_open": "EMFILE"}, made
    assert unlinked == "removed", unlinked
    _no_posix_objects(name)
    here: dict = {}
    exec(PROBES, here)
    try:
        assert here["posix_shared_memory"](name) == {"shm_open": "made", "memfd_create": "made", "mq_open": "made"}
    finally:
        (Path("/dev/shm") / name).unlink(missing_ok=True)
        libc.mq_unlink(b"/" + name.encode())

