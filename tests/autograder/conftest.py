"""The class that the grader's end-to-end tests read (hand-written; slow): graded once per run.

`graded` grades, with `transformer-grade`, 2 workers, a 10 s time limit and a 1 GB memory limit,
one folder that holds the class of classroom.py (the solutions, the untouched skeletons, every
mistake of bank.py, broken notebooks, resource hogs, cheats and attackers) and the learners of
ignorers.py (outputs that ignore the inputs), with a hidden test of exercise 01 that ships nowhere.
test_grader.py and test_free_points.py read its output folder. One batch instead of two: the
ignorers' 32 notebooks are forked from the zygotes the class has started already (the two batches
apart took 118 s and 57 s of wall time alone here, 2026-11-27).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import classroom
import ignorers
from courseware.grader import isolation

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def graded(tmp_path_factory) -> dict:
    """{"out", "learners" (all of them), "ignorers" ({learner: expected total}), "results", "log",
    "started", "submissions", "hidden"}"""
    base = tmp_path_factory.mktemp("class")
    hidden = base / "hidden"
    hidden.mkdir()
    (hidden / "test_hidden_ex01.py").write_text(classroom.HIDDEN_TEST)
    if sys.platform.startswith("linux") and not isolation.seccomp_library():
        pytest.fail("no libseccomp here: the class holds attacks (kill(-1), file deletion) that only the "
                    "grader's seccomp filter keeps from harming this machine; install libseccomp2")
    learners = classroom.build(base / "submissions", hidden / "test_hidden_ex01.py", base / "out")
    expected = ignorers.build(base / "submissions")
    assert not learners & set(expected), "an ignorer has the name of a learner of the class"
    start = time.time()
    run = subprocess.run([sys.executable, "-m", "courseware.grader", base / "submissions", "-o", base / "out",
                          "--workers", "2", "--time-limit", "10", "--memory-limit", "1024", "--hidden-tests", hidden],
                         cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    results = {p.stem: json.loads(p.read_text()) for p in (base / "out" / "results").glob("*.json")}
    return {"out": base / "out", "learners": learners | set(expected), "ignorers": expected, "results": results,
            "log": run.stdout, "started": start, "submissions": base / "submissions", "hidden": hidden}


@pytest.fixture(params=[m for m in isolation.MODES if m != "separate-user" and not isolation._works(m)])
def mode(request, monkeypatch):
    """Each isolation mode this machine offers in turn (namespaces needs bubblewrap; same-user always
    works), forced for the test's sandboxes through TFS_ISOLATION."""
    monkeypatch.setenv("TFS_ISOLATION", request.param)
    isolation.mode.cache_clear()
    yield request.param
    isolation.mode.cache_clear()
