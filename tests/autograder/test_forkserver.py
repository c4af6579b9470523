"""The fork server that starts a batch's grading pytest processes (hand-written).

courseware/grader/forkserver.py: a forked run is a pytest process like a fresh one (its exit status,
its output, the request's environment and folder, its own session), a run past its time limit is
killed with everything it started, a dead server costs no learner its grade (the run starts afresh),
and no server outlives its batch. That a forked batch grades exactly as fresh processes do is the
class of test_grader.py (graded with the server) against the expectations of its bank.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

from courseware.grader import run as grading
from courseware.grader.forkserver import ForkServer, ForkServerError
from courseware.grader.records import BUNDLE_DEFAULTS, Options

ROOT = Path(__file__).resolve().parents[2]
TESTS = '''
import os, subprocess, time
from pathlib import Path

def test_environment_and_folder():
    assert os.environ["TFS_PROBE"] == "from the request"
    assert Path.cwd() == Path(os.environ["TFS_FOLDER"])

def test_fails():
    assert 1 == 2, "a planted failure"

def test_sleeps():
    child = subprocess.Popen(["sleep", "300"])   # what the run started goes with it
    Path(os.environ["TFS_FOLDER"], "sleeping").write_text(f"{os.getpid()} {child.pid}")
    time.sleep(300)
'''


def command(path: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "pytest", str(path), "-p", "no:cacheprovider", "-q", *args]


def running(pid: str) -> bool:
    """The process exists and is not a zombie (killed, waiting for init to reap it)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture(scope="module")
def server():
    started = ForkServer(dict(os.environ), ROOT)
    yield started
    started.close()


@pytest.fixture(scope="module")
def tests_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("probe") / "test_probe.py"
    path.write_text(TESTS)
    return path


def test_a_forked_run_is_a_pytest_process_with_the_requests_environment(server, tests_file, tmp_path):
    env = dict(os.environ, TFS_PROBE="from the request", TFS_FOLDER=str(ROOT))
    log = tmp_path / "log.txt"
    assert server.run(command(tests_file, "-k", "environment"), env, log, 60) == (0, False), log.read_text()
    assert "1 passed" in log.read_text()
    assert server.run(command(tests_file, "-k", "fails"), env, log, 60) == (1, False)
    assert "a planted failure" in log.read_text() and "1 failed" in log.read_text()
    with pytest.raises(ValueError, match="runs pytest only"):
        server.run([sys.executable, "-c", "pass"], env, log, 60)


def test_a_run_past_its_limit_is_killed_with_its_group(server, tests_file, tmp_path):
    env = dict(os.environ, TFS_PROBE="from the request", TFS_FOLDER=str(ROOT))
    assert server.run(command(tests_file, "-k", "environment"), env, tmp_path / "log.txt", 60) == (0, False)
    start = time.monotonic()   # the server has imported everything: a run reaches its test in about a second
    env["TFS_FOLDER"] = str(tmp_path)
    status, timed_out = server.run(command(tests_file, "-k", "sleeps"), env, tmp_path / "log.txt", 10)
    assert timed_out and status == -signal.SIGKILL and time.monotonic() - start < 30
    alive = [pid for pid in (tmp_path / "sleeping").read_text().split() if running(pid)]
    assert not alive, f"processes of the killed run are still running: {alive}"


def test_a_closed_or_dead_server_costs_no_run(tests_file, tmp_path):
    env = dict(os.environ, TFS_PROBE="from the request", TFS_FOLDER=str(ROOT))
    options = Options(**BUNDLE_DEFAULTS)
    for end in ("closed", "killed"):
        server = ForkServer(dict(os.environ), ROOT)
        assert server.run(command(tests_file, "-k", "environment"), env, tmp_path / "log.txt", 60) == (0, False)
        if end == "closed":
            server.close()
            assert server.proc.returncode == 0, "the server did not end when its batch closed it"
        else:
            server.proc.kill()
            server.proc.wait()
            server.proc.stdout.close()
        with pytest.raises(ForkServerError):
            server.run(command(tests_file, "-k", "environment"), env, tmp_path / "log.txt", 60)
        os.environ.update(TFS_PROBE="from the request", TFS_FOLDER=str(ROOT))
        try:   # run_pytest passes the grader's environment (_env): the probe must be in it
            status = grading.run_pytest(command(tests_file, "-k", "environment"), options, tmp_path / "log.txt", 60,
                                        server)
        finally:
            del os.environ["TFS_PROBE"], os.environ["TFS_FOLDER"]
        assert status == (0, False), (tmp_path / "log.txt").read_text()
