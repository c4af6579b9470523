"""No free points (hand-written; slow): graded code that ignores its inputs scores 0 on every exercise.

The learners of ignorers.py return zeros, constants, uniform attention weights or their input
handed back, from every graded function of every exercise. They are graded like a class (2
workers, a 10 s time limit, a 1 GB memory limit); a test that passes for any of them rewards an
output that does not depend on the input, and is named here with its exercise.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import ignorers

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]


def test_outputs_that_ignore_the_inputs_earn_nothing(tmp_path):
    expected = ignorers.build(tmp_path / "submissions")
    run = subprocess.run([sys.executable, "-m", "courseware.grader", tmp_path / "submissions", "-o", tmp_path / "out",
                          "--workers", "2", "--time-limit", "10", "--memory-limit", "1024"],
                         cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    free, unloaded = [], []
    for learner, total in expected.items():
        result = json.loads((tmp_path / "out" / "results" / f"{learner}.json").read_text())
        for exercise, info in result["exercises"].items():
            free += [f"{learner}, exercise {exercise}: {t['test']} gave {t['points']:g} point(s)"
                     for t in info["tests"] if t["passed"]]
            broken = [t["message"] for t in info["tests"]
                      if "exported cells failed" in t["message"] or "NotImplementedError" in t["message"]]
            if exercise in ignorers.LEARNERS[learner] and (info["problems"] or not info["tests"] or broken):
                unloaded.append(f"{learner}, exercise {exercise}: {info['problems'] or broken[:1]}")
        assert free or result["total"] == total, f"{learner} scored {result['total']}, expected {total}"
    assert not free, "free points for outputs that ignore the inputs:\n" + "\n".join(free)
    # a 0 must come from the tests, not from a notebook the grader could not use
    assert not unloaded, "\n".join(unloaded)
