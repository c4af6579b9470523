"""Sandboxes forked from one that has already imported torch (hand-written).

A sandbox's child spends about 1.5 s of CPU importing torch before it loads the learner's cells:
most of what a sandbox costs, paid once per exercise per learner (292 sandboxes in a run of the
test suite, 2026-11-27). Within a batch (a fork server's runs, courseware/grader/forkserver.py),
a *zygote* is a sandbox child that stops after those imports and, on request, forks a child that
goes on exactly as a freshly started one would: the child's own limits, reference modules, seccomp
filter, pipes and log. It inherits nothing of another learner: the zygote never runs learner code,
and each child comes from the zygote, never from another child.

What a zygote changes, and why it is safe:
* Zygotes run only where the sandbox uses namespaces (bubblewrap) and one thread (a fork keeps no
  OpenMP pool working), inside their own bubblewrap with the file system of the exercise's sandbox
  (its `hide`n module replaced by an empty file). A zygote serves one kind of sandbox: the same
  hidden modules, extra preloads and arithmetic (the key of ZYGOTE_KEY_FIELDS).
* The children of a zygote share its namespaces, so the isolation between them is the child's own:
  no file descriptor but its pipes and its log (the rest are closed after the fork; RLIMIT_NOFILE = 0
  keeps it so), no signal to another process, no ptrace or process_vm_*, no System V shared memory,
  message queue or semaphore (the seccomp filter: they share the zygote's IPC namespace). They
  cannot reach the zygote: its socket needs a new descriptor.
* A child dies when the connection that asked for it closes (its Sandbox closed, its grading process
  killed) and when the zygote dies; the zygote dies when the batch's lifeline pipe closes.

The wire: a Sandbox connects to the zygote's Unix socket and sends its config as JSON with three
file descriptors (the request pipe's read end, the reply pipe's write end, its log); the zygote
answers "pid N", and "exit CODE" (as subprocess gives it) when the child ends.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ENV = "TFS_ZYGOTES"   # "FOLDER:FD": where a batch's zygotes live, and the read end of its lifeline
START_SECONDS = 120   # a zygote that is not listening by then is not used


class ZygoteChild:
    """The parts of subprocess.Popen a Sandbox uses, for a child forked by a zygote."""

    def __init__(self, connection: socket.socket, pid: int):
        self.connection, self.pid, self.returncode = connection, pid, None
        self._buffer = b""

    def _read(self, timeout: float | None) -> None:
        end = None if timeout is None else time.monotonic() + timeout
        while self.returncode is None:
            left = None if end is None else max(0.0, end - time.monotonic())
            if not select.select([self.connection], [], [], left)[0]:
                return
            data = self.connection.recv(256)
            if not data:   # the zygote is gone, and its children with it
                self.returncode = -9
                return
            self._buffer += data
            if b"\n" in self._buffer:
                line = self._buffer.split(b"\n", 1)[0].decode()
                self.returncode = int(line.split()[1]) if line.startswith("exit ") else -9

    def poll(self) -> int | None:
        self._read(0)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        self._read(timeout)
        if self.returncode is None:
            raise subprocess.TimeoutExpired("zygote child", timeout)
        return self.returncode

    def kill(self) -> None:
        """Closing the connection is the order to kill the child; the zygote reports it."""
        try:
            self.connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        if self.returncode is None:
            self._read(10)
        self.connection.close()
        if self.returncode is None:
            self.returncode = -9


def _identity(fd: int) -> str:
    info = os.fstat(fd)
    return f"{info.st_dev}:{info.st_ino}"


def _batch() -> tuple[Path, int] | None:
    """This process's batch, if it has one: the environment names it, and the lifeline must be the
    pipe the batch opened (its identity is kept in the folder). A process started with a copy of the
    environment but without that pipe (say, a subprocess a test starts inside a batch) finds another
    file, or none, under that number: it starts fresh children, and hands no zygote a lifeline that
    is not one (a readable file there ended a zygote and killed its children at once)."""
    value = os.environ.get(ENV, "")
    folder, _, fd = value.rpartition(":")
    if not folder or not fd.isdigit():
        return None
    try:
        if _identity(int(fd)) != (Path(folder) / "lifeline").read_text():
            return None
    except (OSError, ValueError):
        return None
    return Path(folder), int(fd)


def key(hide: tuple[str, ...], preload: tuple[str, ...], env: dict) -> str:
    text = json.dumps([sorted(hide), list(preload), sorted(env.items()), sys.executable])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _connect(path: Path) -> socket.socket | None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(str(path))
        return sock
    except OSError:
        sock.close()
        return None


def _start(folder: Path, lifeline: int, argv_for, env: dict) -> socket.socket | None:
    """Start the zygote that lives in `folder` and connect to it (None if it does not listen in time)."""
    folder.mkdir()
    path = folder / "zygote.sock"
    with open(folder / "zygote.log", "wb") as log:
        proc = subprocess.Popen(argv_for(folder, path, lifeline), cwd=folder, env={**env, "HOME": str(folder)},
                                stdin=subprocess.DEVNULL,
                                stdout=log, stderr=subprocess.STDOUT, pass_fds=(lifeline,), start_new_session=True)
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline and proc.poll() is None:
        sock = _connect(path) if path.exists() else None
        if sock is not None:
            return sock
        time.sleep(0.05)
    if proc.poll() is None:
        proc.kill()
    return None


def spawn(name: str, argv_for, env: dict, config: dict, fds: tuple[int, int, int]) -> ZygoteChild | None:
    """A child of this batch's zygote `name` (started now if there is none yet) with `config` and
    `fds`, or None where there is no batch or its zygote cannot be had: the caller starts a fresh
    child then. `argv_for(folder, socket_path, lifeline_fd)` is the zygote's command line."""
    batch = _batch()
    if batch is None:
        return None
    root, lifeline = batch
    folder = root / name
    if len(str(folder / "zygote.sock")) > 100:   # sun_path holds 108 bytes
        return None
    sock = _connect(folder / "zygote.sock") if folder.exists() else None
    if sock is None and not folder.exists():
        sock = _start(folder, lifeline, argv_for, env)
    if sock is None:
        return None
    try:
        socket.send_fds(sock, [json.dumps(config).encode()], list(fds))
        line = b""
        while not line.endswith(b"\n"):
            if not select.select([sock], [], [], 30)[0]:
                raise OSError("the zygote did not answer")
            data = sock.recv(1)
            if not data:
                raise OSError("the zygote closed the connection")
            line += data
        if not line.startswith(b"pid "):
            raise OSError(f"the zygote answered {line[:80]!r}")
        return ZygoteChild(sock, int(line.split()[1]))
    except OSError:
        sock.close()
        return None


def open_batch() -> tuple[str, int]:
    """For a batch's fork server: a folder for its zygotes and a lifeline pipe. Returns the value
    of ENV for its runs and the lifeline's write end (close it, or exit, to end the zygotes)."""
    folder = tempfile.mkdtemp(prefix="zygotes-")
    read, write = os.pipe()
    (Path(folder) / "lifeline").write_text(_identity(read))
    return f"{folder}:{read}", write


@contextlib.contextmanager
def batch():
    """The sandboxes started inside share zygotes, as a fork server's runs do (for tests and tools
    that start many in one process); the zygotes end, and their folder goes, on leaving."""
    value, lifeline = open_batch()
    folder, _, read = value.rpartition(":")
    before = os.environ.get(ENV)
    os.environ[ENV] = value
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(ENV, None)
        else:
            os.environ[ENV] = before
        for fd in (lifeline, int(read)):
            os.close(fd)   # the lifeline: the zygotes end with it
        shutil.rmtree(folder, ignore_errors=True)
