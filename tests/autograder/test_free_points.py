"""No free points (hand-written; slow): graded code that ignores its inputs scores 0 on every exercise.

The learners of ignorers.py return zeros, constants, uniform attention weights or their input
handed back, from every graded function of every exercise. They are graded with the class of
test_grader.py, in one batch (`graded` in tests/autograder/conftest.py); a test that passes for any
of them rewards an output that does not depend on the input, and is named here with its exercise.
"""

from __future__ import annotations

import pytest

import ignorers

pytestmark = pytest.mark.slow


def test_outputs_that_ignore_the_inputs_earn_nothing(graded):
    """Graded in the class of conftest.py (hidden test of exercise 01 included)."""
    expected = graded["ignorers"]
    free, unloaded = [], []
    for learner, total in expected.items():
        result = graded["results"][learner]
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
