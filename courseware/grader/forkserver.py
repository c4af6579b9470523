"""Start the grading pytest processes from one that has already imported them (hand-written).

Each learner is graded by its own pytest process (courseware/grader/run.py). Started afresh, each
pays about two seconds of CPU to import torch, pytest and the plugin before its first test: most of
what grading a learner with one exercise costs. A `ForkServer` is a process that imports them once
and then forks one pytest run per request, with the request's arguments, environment, working
folder and log file. The fork is a new process like the one it replaces: its own session (killed
with its process group), its stdin /dev/null, its stdout and stderr the log file, the environment
of the request, and nothing run before it but imports; it runs `pytest.main` and exits with its
status. The server waits for it and says how it ended.

Only the grader's own code runs in these processes (the learner's code runs in their sandboxes), and
they are protected like the grader (isolation.protect_grader: no ptrace, no /proc/PID/mem, which a
fork keeps). A batch starts one server per worker when it grades two learners or more; one learner
(a Gradescope container) starts its pytest process directly, and so does any run whose server has
died. Each run's sandboxes are forked in turn from the batch's zygotes (courseware/grader/zygote.py),
which end with the server. The wire: a JSON line per request on the server's stdin; "pid N" and then "exit CODE" lines
(CODE as subprocess gives it: negative for a signal) on its stdout.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path

from . import zygote

PRELOAD = ("torch", "pytest", "courseware.grader.plugin")   # what each fresh pytest process imported


class ForkServerError(RuntimeError):
    """The server died or said something unexpected: the run is started the usual way instead."""


class ForkServer:
    """One server process: `run` forks a pytest run from it, one at a time."""

    def __init__(self, env: dict, cwd: Path):
        self.proc = subprocess.Popen([sys.executable, "-m", __name__], cwd=cwd, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.cwd, self._buffer = cwd, b""

    def _line(self, timeout: float | None) -> str:
        """The server's next line; TimeoutError after `timeout` s, ForkServerError at its end."""
        end = None if timeout is None else time.monotonic() + timeout
        if self.proc.stdout.closed:
            raise ForkServerError("the fork server has been closed")
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buffer:
            left = None if end is None else max(0.0, end - time.monotonic())
            if not select.select([fd], [], [], left)[0]:
                raise TimeoutError
            chunk = os.read(fd, 4096)
            if not chunk:
                raise ForkServerError("the fork server has stopped")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line.decode()

    def _expect(self, word: str, timeout: float | None) -> int:
        line = self._line(timeout)
        key, _, value = line.partition(" ")
        if key != word or not value.lstrip("-").isdigit():
            raise ForkServerError(f"the fork server said {line[:80]!r}, not {word!r}")
        return int(value)

    def run(self, command: list[str], env: dict, log: Path, timeout: float | None) -> tuple[int, bool]:
        """Run `command` (`python -m pytest ARGS`) forked from the server, its output into `log`:
        (exit status, whether it was killed at `timeout` seconds)."""
        if command[1:3] != ["-m", "pytest"]:
            raise ValueError(f"the fork server runs pytest only, not {command[:3]}")
        request = {"args": command[3:], "env": env, "cwd": str(self.cwd), "log": str(log)}
        try:
            self.proc.stdin.write(json.dumps(request).encode() + b"\n")
            self.proc.stdin.flush()
        except (OSError, ValueError) as err:   # ValueError: closed
            raise ForkServerError(f"the fork server has stopped ({err})") from None
        start = time.monotonic()
        try:
            pid = self._expect("pid", 60)
        except TimeoutError:
            raise ForkServerError("the fork server did not start the run within 60 s") from None
        try:
            left = None if timeout is None else max(0.0, timeout - (time.monotonic() - start))
            return self._expect("exit", left), False
        except TimeoutError:
            _kill_group(pid)
            return self._expect("exit", 60), True
        except ForkServerError:
            _kill_group(pid)   # the server died during the run: its run must not go on beside the next
            raise

    def close(self) -> None:
        """End the server (its stdin closes; it exits), killing it if it does not within 10 s."""
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if not self.proc.stdout.closed:
            self.proc.stdout.close()


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


# The server process ------------------------------------------------------------------------------

def _child(request: dict, zygotes: str, lifeline: int) -> None:
    """In the fork: become the pytest process of `request` (its sandboxes forked from the batch's
    zygotes, courseware/grader/zygote.py), then exit with its status."""
    code = 70
    try:
        os.close(lifeline)   # the server's end: the zygotes outlive this run, not the server
        os.setsid()
        null = os.open(os.devnull, os.O_RDONLY)
        log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(null, 0)
        os.dup2(log, 1)
        os.dup2(log, 2)
        os.close(null)
        os.close(log)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        os.environ[zygote.ENV] = zygotes
        sys.argv = [sys.executable, *request["args"]]
        import pytest

        code = int(pytest.main(request["args"]))
    except SystemExit as err:
        code = err.code if isinstance(err.code, int) else 1
    except BaseException:
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        os._exit(code & 0xFF)


def main() -> None:
    from . import isolation

    isolation.protect_grader()
    try:   # PR_SET_PDEATHSIG: the server dies with the grader, whatever kills it
        import ctypes

        ctypes.CDLL(None).prctl(1, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass
    for name in PRELOAD:
        __import__(name)
    zygotes, lifeline = zygote.open_batch()   # the zygotes end when this process does
    requests = sys.stdin.buffer
    for line in iter(requests.readline, b""):
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _child(request, zygotes, lifeline)
        os.write(1, f"pid {pid}\n".encode())
        _, status = os.waitpid(pid, 0)
        os.write(1, f"exit {os.waitstatus_to_exitcode(status)}\n".encode())
    os.close(lifeline)
    shutil.rmtree(zygotes.rpartition(":")[0], ignore_errors=True)


if __name__ == "__main__":
    main()
