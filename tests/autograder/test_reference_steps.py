"""A later step's tests run on the reference's earlier steps (hand-written).

`courseware.grader.plugin.reference_steps` puts the grader's own function in place of the learner's
for the length of a block, in the sandbox where the learner's module lives
(`Sandbox.define` runs the grader's source there), and puts the learner's back afterwards, even when
the block fails. Exercises 08 and 10 grade their later steps so: a slip in one step costs the tests
of that step only (tests/autograder/bank.py holds the mistakes and the tests each must fail).
"""

from __future__ import annotations

import sys

import pytest

from courseware.grader.plugin import reference_steps
from courseware.grader.sandbox import Sandbox

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sandbox is Linux's")

LEARNER = '''
def step(x: int) -> int:
    return x + 1          # the learner's slip: the step should add 2


def later(x: int) -> int:
    return 10 * step(x)   # the later step, right, calling the earlier one by name
'''
REFERENCE = '''
def right_step(x: torch.Tensor) -> int:   # an annotation naming what the namespace lacks: never evaluated
    return x + 2
'''


@pytest.fixture(scope="module")
def module():
    box = Sandbox([("learner.ipynb, cell steps", LEARNER)], cpu_seconds=60, wall_seconds=60)
    yield box.module
    box.close()


def test_the_later_step_runs_on_the_reference_inside_the_block_only(module):
    assert module.later(1) == 20
    with reference_steps(module, REFERENCE, {"step": "right_step"}):
        assert module.later(1) == 30
        assert module.step(5) == 7
    assert module.later(1) == 20 and module.step(5) == 6, "the learner's own step was not put back"


def test_the_learners_step_is_put_back_when_the_block_fails(module):
    with pytest.raises(AssertionError, match="planted"), reference_steps(module, REFERENCE, {"step": "right_step"}):
        assert module.later(1) == 30
        raise AssertionError("planted")
    assert module.later(1) == 20


def test_a_name_the_learner_lacks_is_left_alone(module):
    with reference_steps(module, REFERENCE, {"missing": "right_step", "step": "right_step"}):
        assert module.later(1) == 30
        with pytest.raises(AttributeError):
            module.missing.get()
