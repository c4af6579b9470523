"""Hidden tests and forbidden calls: no hidden test's name, and no string of the learner's, in what
learners read (hand-written).

The red team's finding: with `--forbidden-calls flag`, a forbidden call during a hidden test put the
test's name, and strings the learner chooses, into the feedback and results.json; one forbidden call
at load listed every hidden test's name. The names of forbidden calls come from the learner's own
child, whose code can write anything into its replies (the hidden test's inputs, say). Now the
grading process names only calls it holds itself (`plugin.known_calls`), and a hidden test's flag
is one line for the exercise that names no test (run.py, `grade_submission`); the published view
(--publish-hidden) names the test. Each check has its control: the forged string does reach the
grading process, and the hidden test's name does show once published.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import classroom
from courseware.grader import run as runner
from courseware.grader.forbidden import FORBIDDEN
from courseware.grader.plugin import UNKNOWN_CALL, known_calls
from courseware.grader.records import LearnerResult, Options, Outcome, Submission
from courseware.grader.reports import feedback, gradescope_results

ROOT = Path(__file__).resolve().parents[2]
SOLUTION = classroom.notebook("01")
SECRET_TEST = "test_long_sequences_in_float32"   # classroom.HIDDEN_TEST's
SDPA = "torch.nn.functional.scaled_dot_product_attention"
LEAK = "LEAK"   # in every string the learners below make up


def learner_view(result: dict) -> str:
    """What of results/<learner>.json reaches a learner before --publish-hidden: the problems (the
    feedback's and results.json's) and the tests that are not hidden."""
    return json.dumps({"problems": result["problems"], "exercises": {
        ex: {"problems": info["problems"], "tests": [t for t in info["tests"] if not t["hidden"]]}
        for ex, info in result["exercises"].items()}}, ensure_ascii=False)


# Which names a report may show -------------------------------------------------------------------

FORGED = [f"{SDPA}_{LEAK}_40_50",                          # the rule's pattern matches it (\w*)
          f"torch.{LEAK}_40_50.scaled_dot_product_attention",   # a made-up module before a real name
          f"{LEAK} (3, 2, 40, 8)", "", "x" * 150]


def test_only_names_the_grading_process_holds_are_shown():
    import torch.nn.functional  # noqa: F401   (loaded in every grading process)

    real = [SDPA, "torch.ops.aten.scaled_dot_product_attention", "torch._C._nn.scaled_dot_product_attention",
            "torch.nn.modules.activation.MultiheadAttention"]
    assert known_calls("01", real) == real
    assert known_calls("01", real[:1] + FORGED) == [SDPA, UNKNOWN_CALL]
    assert known_calls("01", FORGED) == [UNKNOWN_CALL]
    assert known_calls("01", ["torch.nn.functional.relu"]) == [UNKNOWN_CALL]   # held, but no rule's
    # the control: the exercise's rules alone would let the first two through
    assert all(any(rule.matches(part) for rule in FORBIDDEN["01"] for part in name.split("."))
               for name in FORGED[:2])


FORGE = '''
import sys


def forge(name):
    """Write `name` into the child's record of forbidden calls, as learner code can."""
    for module in list(sys.modules.values()):
        record = getattr(module, "take_used", None)
        if callable(record) and "_record" in getattr(record, "__globals__", {}):
            record.__globals__["_record"](name)
            return
    raise RuntimeError("no record to forge")
'''


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sandbox is Linux's")
def test_the_control_a_made_up_name_reaches_the_grading_process():
    from courseware.grader.sandbox import Sandbox
    from courseware.grader.submission import allowed_modules, preloaded_modules

    code = FORGE + f"\n\ndef attend(n):\n    forge('{LEAK} ' + str(n))\n    return n\n"
    box = Sandbox([("attack", code)], allow=allowed_modules("01"), preload=preloaded_modules("01"),
                  forbidden=FORBIDDEN["01"], wall_seconds=60)
    try:
        assert box.module.attend(40) == 40 and box.forbidden_used == [f"{LEAK} 40"]
    finally:
        box.close()


# The reports, from the outcomes a grading process writes (no pytest process) --------------------

VISIBLE = [f"test_{i}" for i in range(3)]
CATALOGUE = {"01": [Outcome("01", name, 5.0) for name in VISIBLE] + [Outcome("01", SECRET_TEST, 2.0, hidden=True)]}


def graded(monkeypatch, outcomes: list[Outcome], mode: str = "flag") -> LearnerResult:
    """grade_submission of the solution, with `outcomes` as what its pytest process wrote."""
    def run_pytest(command, options, log, timeout, server=None):
        Path(command[command.index("--grade-json") + 1]).write_text(json.dumps([o.to_json() for o in outcomes]))
        log.write_text("")
        return 0, False

    monkeypatch.setattr(runner, "run_pytest", run_pytest)
    return runner.grade_submission(Submission("ann", {"01": SOLUTION}), Options(exercises=("01",),
                                                                               forbidden_calls=mode), CATALOGUE)


def outcome(test: str, passed=True, forbidden=(), message="") -> Outcome:
    return Outcome("01", test, 2.0 if test == SECRET_TEST else 5.0, passed=passed, ran=True, message=message,
                   hidden=test == SECRET_TEST, forbidden=list(forbidden))


def assert_hidden(result: LearnerResult, *secrets: str) -> None:
    """Nothing the learner reads names the hidden test or holds `secrets`; published, it is named."""
    for text in (feedback(result), json.dumps(gradescope_results(result), ensure_ascii=False),
                 learner_view(result.to_json())):
        for secret in (SECRET_TEST, *secrets):
            assert secret not in text, (secret, text)
    assert f"`{SECRET_TEST} (hidden test)`" in feedback(result, publish_hidden=True)   # the control


def test_a_flagged_hidden_test_is_one_line_that_names_no_test(monkeypatch):
    result = graded(monkeypatch, [*(outcome(t) for t in VISIBLE), outcome(SECRET_TEST, forbidden=[SDPA])])
    assert result.total == 17 and result.exercises["01"].problems == [
        f"in a hidden test, your code called {SDPA}: exercise 01 asks you to write scaled dot-product attention "
        "yourself, not to call the library's (the chapter's oracle tests use it; your code may not) (flagged for "
        "the instructor; the hidden tests keep their points)"]
    assert_hidden(result)
    published = feedback(result, publish_hidden=True)
    assert f"- passed `{SECRET_TEST} (hidden test)`: 2 / 2\n  - your code called {SDPA}:" in published, published


def test_a_forbidden_call_at_load_lists_no_hidden_test(monkeypatch):
    """Every test recorded the call (it came at load): each visible test is named, as the control
    that the same path names tests; the hidden one is not."""
    result = graded(monkeypatch, [outcome(t, forbidden=[SDPA, UNKNOWN_CALL]) for t in [*VISIBLE, SECRET_TEST]])
    problems = result.exercises["01"].problems
    assert [p.split(":")[0] for p in problems] == [*VISIBLE, "in a hidden test, your code called " + SDPA
                                                   + ", " + UNKNOWN_CALL.split(":")[0]]
    assert_hidden(result)


def test_a_hidden_test_failed_for_a_forbidden_call_stays_hidden(monkeypatch):
    message = f"your code called {SDPA}: exercise 01 asks you to write scaled dot-product attention yourself"
    result = graded(monkeypatch, [*(outcome(t) for t in VISIBLE), outcome(SECRET_TEST, passed=False, message=message)],
                    mode="fail")
    assert result.total == 15 and result.exercises["01"].problems == []
    assert_hidden(result)
    assert message in feedback(result, publish_hidden=True)


# The real grader (slow) --------------------------------------------------------------------------

# Delegates to PyTorch's attention, and writes the hidden test's inputs (their sizes) into its record
# of forbidden calls, under a name the rule's pattern matches and under a name of its own.
DELEGATES_AND_LEAKS = FORGE + classroom.DELEGATES.replace(
    "    shape = ", f"    forge('{SDPA}_{LEAK}_' + str(query.size(-2)) + '_' + str(key.size(-2)))\n"
                    f"    forge('{LEAK} ' + str(tuple(query.shape)))\n    shape = ", 1)
# The solution, and a cell that calls PyTorch's attention as it loads and makes up a name.
AT_LOAD = FORGE + (f"\nimport torch.nn.functional as F\n\nF.scaled_dot_product_attention(*[torch.ones(1, 2, 2)] * 3)\n"
                   f"forge('{LEAK} at load')\n")


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["flag", "fail"])
def test_transformer_grade_names_no_hidden_test_and_no_string_of_the_learners(tmp_path, mode):
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "test_hidden_ex01.py").write_text(classroom.HIDDEN_TEST)
    subs = tmp_path / "class"
    classroom.put(subs, "delegates", "01", classroom.edited("01", "export-sdpa", replace_with=DELEGATES_AND_LEAKS))
    classroom.put(subs, "at-load", "01", classroom.edited("01", "export-sdpa", extra_cell=AT_LOAD))
    out = tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "TFS_"))}
    args = [sys.executable, "-m", "courseware.grader", str(subs), "-o", str(out), "--exercises", "01", "--workers",
            "2", "--time-limit", "10", "--memory-limit", "1024", "--hidden-tests", str(hidden),
            "--forbidden-calls", mode]
    run = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    for learner in ("delegates", "at-load"):
        result = json.loads((out / "results" / f"{learner}.json").read_text())
        (secret,) = [t for t in result["exercises"]["01"]["tests"] if t["hidden"]]
        assert secret["test"] == SECRET_TEST and LEAK not in json.dumps(result), result
        # the forgery ran (it raises where it cannot), and the grader saw the real call
        flagged = [p for p in result["exercises"]["01"]["problems"] if p.startswith("in a hidden test")]
        if mode == "flag":
            assert secret["passed"] and result["total"] >= 0.8 * result["max_total"], result
            assert len(flagged) == 1 and SDPA in flagged[0] and UNKNOWN_CALL in flagged[0], flagged
        else:
            assert not secret["passed"] and SDPA in secret["message"] and not flagged, secret
        texts = {"feedback": (out / "feedback" / f"{learner}.md").read_text(),
                 "results.json": (out / "gradescope" / learner / "results.json").read_text(),
                 "results/ (learner view)": learner_view(result)}
        for where, text in texts.items():
            assert SECRET_TEST not in text and LEAK not in text, (learner, where, text[:3000])
    published = subprocess.run([*args, "--publish-hidden"], cwd=ROOT, env=env, capture_output=True, text=True,
                               timeout=900)
    assert published.returncode == 0, published.stdout[-3000:] + published.stderr[-3000:]
    for learner in ("delegates", "at-load"):   # the control: published, the hidden test is named
        text = (out / "feedback" / f"{learner}.md").read_text()
        assert f"`{SECRET_TEST} (hidden test)`" in text and LEAK not in text, text[:3000]
