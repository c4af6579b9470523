"""What the grading plugin records while a test runs (hand-written).

courseware/grader/plugin.py writes every graded test's outcome after each phase, so that a grading
process killed by a limit keeps the tests that finished. A test counts as passed when its call has
passed: one still running when its process is killed is 'not run' and fails, never passed because
its setup had (issue 31: a learner that stalls during a test it recognises as hidden would
otherwise earn its points).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = '''
import os, time
import pytest

pytestmark = pytest.mark.ex01


@pytest.fixture
def ready():
    return True


@pytest.mark.points(1)
def test_finishes(ready):
    assert ready


@pytest.mark.points(2)
def test_stalls(ready):
    open(os.environ["TFS_STALLING"], "w").close()
    time.sleep(300)
'''


def test_a_test_killed_during_its_call_counts_as_not_run(tmp_path):
    tests = tmp_path / "test_stalling_ex01.py"
    tests.write_text(TESTS)
    outcome, flag = tmp_path / "outcome.json", tmp_path / "stalling"
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", TFS_STALLING=str(flag))
    proc = subprocess.Popen([sys.executable, "-m", "pytest", str(tests), "-p", "courseware.grader.plugin",
                             "-p", "no:cacheprovider", "--grade-json", str(outcome), "--rootdir", str(ROOT),
                             "-c", str(ROOT / "pyproject.toml"), "-q"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while not flag.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.1)
    assert flag.exists(), proc.communicate()[0].decode(errors="replace")[-3000:]
    proc.send_signal(signal.SIGKILL)   # as a time or memory limit does, in the middle of the call
    proc.wait()
    entries = {entry["test"]: entry for entry in json.loads(outcome.read_text())}
    assert entries["test_finishes"]["ran"] and entries["test_finishes"]["passed"]
    assert not entries["test_stalls"]["passed"], "a test stopped in its call was recorded as passed"
    assert not entries["test_stalls"]["ran"], "its setup passing does not make the test run"
