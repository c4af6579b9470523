"""The grader, end to end: a generated class graded by `transformer-grade` (hand-written; slow).

The class (tests/autograder/classroom.py) holds the solutions, the untouched skeletons, every
wrong implementation of the bank (bank.py), broken notebooks, resource hogs and cheats, plus a
hidden test of exercise 01 that ships nowhere. It is graded once, with 2 workers, a 10 s time
limit and a 1 GB memory limit, beside the learners of test_free_points.py (`graded` in
conftest.py); the tests then read the output folder. Separate small runs check
resuming after an interruption and `pytest --submissions` agreeing with the grader. The Gradescope
bundle, run as Gradescope runs it: test_gradescope.py.
"""

from __future__ import annotations

import csv
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import classroom
from bank import BANK

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
GRADE = [sys.executable, "-m", "courseware.grader"]
SHIPPED = classroom.SHIPPED   # points of the shipped tests
SHIPPED_01 = 15   # points of exercise 01's shipped tests; the hidden test adds classroom.HIDDEN_POINTS
ZEROS_EARN = set()   # what all-zero outputs rightly pass: nothing (every test also checks the values)


def grade(*args, timeout=900, **kwargs):
    return subprocess.run([*GRADE, *map(str, args)], cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          **kwargs)


def outcomes(result, exercise):
    return {t["test"]: t for t in result["exercises"][exercise]["tests"]}


def test_every_learner_has_a_result_feedback_and_a_gradebook_row(graded):
    out = graded["out"]
    assert set(graded["results"]) == graded["learners"], (
        "a submission has no result: one broken submission stopped others")
    rows = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    assert set(rows) == graded["learners"]
    for learner, result in graded["results"].items():
        assert float(rows[learner]["total"]) == result["total"]
        assert (out / "feedback" / f"{learner}.md").exists()
        assert (out / "gradescope" / learner / "results.json").exists()
    assert rows["solution"]["max"] == str(SHIPPED + classroom.HIDDEN_POINTS)


def test_the_solution_earns_every_point_and_the_skeleton_none(graded):
    solution, skeleton = graded["results"]["solution"], graded["results"]["skeleton"]
    assert solution["total"] == solution["max_total"] == SHIPPED + classroom.HIDDEN_POINTS
    for exercise, info in skeleton["exercises"].items():
        free = [t["test"] for t in info["tests"] if t["passed"]]
        assert not free, f"the untouched skeleton of {exercise} passes {free}: free points"
        assert all("NotImplementedError" in t["message"] or "fill in the TODO" in t["message"]
                   for t in info["tests"]), (
            f"a skeleton failure of {exercise} does not say to fill in the TODO")


def test_a_learner_who_pastes_every_near_answer_earns_every_point(graded):
    """The third hint of each TODO is code that runs as written in its place: the learner who pastes
    each one, in every exercise, gets the solution's points (classroom.near_answers)."""
    pasted = graded["results"]["near-answers"]
    lost = [f"{exercise}/{t['test']}: {t['message'][:200]}" for exercise, info in pasted["exercises"].items()
            for t in info["tests"] if not t["passed"] and not t["hidden"]]
    assert not lost, "a near-answer does not run as written:\n" + "\n".join(lost)
    assert set(pasted["exercises"]) == set(classroom.GRADED)


# What a phrase that names a mistake cannot be: what any wrong output gets.
GENERIC = ("differs from", "far from", "must be", "must act", "none of the usual", "fill in the TODO")
# The grader's names, which mean nothing to a learner. "<" catches reprs ("<Remote EncoderLayer>",
# "<function ...>", "<class ...>"); "<=" is allowed, as in "keys <= query".
INTERNALS = re.compile(r"Remote|courseware|sandbox|<(?!=)|^assert |\nassert ")


def test_every_phrase_of_the_bank_names_a_mistake():
    """A failure that matches a known mistake names it in every test it breaks: the bank holds a
    phrase for each, and none is empty or a symptom (test_each_wrong_implementation_... checks the
    messages say it, in their first line, and no other mistake's do)."""
    for wrong in BANK:
        assert wrong.fails, f"{wrong.id}: a known mistake must fail some test"
        for test, phrase in wrong.fails.items():
            assert phrase.strip(), f'{wrong.id}/{test}: the phrase is "": the message must name the mistake'
            generic = [g for g in GENERIC if g in phrase]
            assert not generic, f"{wrong.id}/{test}: {phrase!r} is generic ({generic}): name the mistake"


def test_no_message_names_the_grader_internals(graded):
    """Messages use the learner's names (their functions and classes), never a Remote handle, the
    grader's modules or a bare assert: checked on the skeleton and every learner of the bank."""
    learners = ["skeleton"] + sorted({w.learner for w in BANK})
    leaks = [f"{learner}/{ex}/{t['test']}: {t['message'][:300]!r}" for learner in learners
             for ex, info in graded["results"][learner]["exercises"].items() for t in info["tests"]
             if not t["passed"] and not t["hidden"] and INTERNALS.search(t["message"])]
    assert not leaks, "messages name the grader's internals, not the learner's code:\n" + "\n".join(leaks)


@pytest.mark.parametrize("wrong", BANK, ids=lambda w: w.id)
def test_each_wrong_implementation_loses_exactly_its_points(graded, wrong):
    result = graded["results"][wrong.learner]
    tests = {name: t for name, t in outcomes(result, wrong.exercise).items() if not t["hidden"]}
    failed = {name for name, t in tests.items() if not t["passed"]}
    assert failed == set(wrong.fails), (
        f"{wrong.id}: expected to fail {sorted(wrong.fails)}, failed {sorted(failed)}:\n"
        + "\n".join(f"  {n}: {tests[n]['message'][:200]}" for n in sorted(failed)))
    for name, phrase in wrong.fails.items():
        first = tests[name]["message"].splitlines()[0]   # the feedback shows the first line only
        assert phrase in first, f"{wrong.learner}/{name}: the first line should say {phrase!r}, says {first!r}"
        assert tests[name]["cells"], f"{wrong.learner}/{name}: the feedback names no cell"
    # the phrase names this mistake, not a symptom that others (or the skeleton) share
    others = [(w.id, t["test"], t["message"]) for w in BANK if w.exercise == wrong.exercise and w is not wrong
              for t in graded["results"][w.learner]["exercises"][w.exercise]["tests"] if not t["passed"]]
    others += [("skeleton", t["test"], t["message"])
               for t in graded["results"]["skeleton"]["exercises"][wrong.exercise]["tests"]]
    for phrase in set(wrong.fails.values()):
        shared = sorted(f"{who}/{test}" for who, test, message in others if phrase in message)
        assert not shared, (
            f"{wrong.id}: {phrase!r} is also in the messages of {shared}: it names a symptom, not the mistake")
    lost = sum(t["points"] for t in tests.values() if not t["passed"])
    assert result["exercises"][wrong.exercise]["score"] + lost == result["exercises"][wrong.exercise]["max"] - (
        classroom.HIDDEN_POINTS if wrong.exercise == "01"
        and not outcomes(result, "01")["test_long_sequences_in_float32"]["passed"] else 0)


# (learner, expected exercise-01 score, a phrase its results must contain)
ADVERSARIAL = [
    ("cheat-calls-the-reference", 0, "is not available while grading"),
    ("cheat-delegates-to-pytorch", 0, "called torch.nn.functional.scaled_dot_product_attention: exercise 01 asks"),
    ("cheat-imports-the-reference-module", 0, "'transformer.attention' is not available while grading"),
    ("cheat-patches-torch", 0, "differs from softmax"),
    ("cheat-exits-with-status-0", 0, "tried to exit"),
    ("cheat-os-exit-at-import", 0, "ended (exit 0)"),
    ("cheat-prints-fake-results", 0, "differs from softmax"),
    ("cheat-writes-the-results-file", 0, "differs from softmax"),
    ("cheat-reads-the-hidden-tests", 0, "differs on long sequences"),
    ("cheat-kills-the-grader", 0, "Operation not permitted"),
    ("cheat-sends-a-malicious-reply", 0, "not plain data"),
    ("infinite-loop", 0, "time limit of 10 s"),
    ("memory-hog", 0, "memory"),
    ("malformed-json", 0, "not a readable notebook"),
    ("missing-function", 0, "no `scaled_dot_product_attention`"),
    ("directives-deleted", 0, "no cell starts with '#| export'"),
    ("wrong-signature", SHIPPED_01 + classroom.HIDDEN_POINTS - 1,
     "takes (query, key, value, mask), the chapter's takes"),
    ("single-notebook-learner", SHIPPED_01 + classroom.HIDDEN_POINTS, ""),
]


@pytest.mark.parametrize("learner, score, phrase", ADVERSARIAL, ids=[a[0] for a in ADVERSARIAL])
def test_adversarial_submissions(graded, learner, score, phrase):
    result = graded["results"][learner]
    assert result["exercises"]["01"]["score"] == score, json.dumps(result["exercises"]["01"], indent=1)[:3000]
    if score == 2:
        earned = {name for name, t in outcomes(result, "01").items() if t["passed"]}
        assert earned == ZEROS_EARN, f"{learner} earned {earned}"
    assert phrase in json.dumps(result).replace("\\n", "\n").replace('\\"', '"'), (
        f"{learner}: no {phrase!r} in its result")
    assert result["seconds"] < 90, f"{learner} took {result['seconds']} s"


def test_delegation_is_named_where_it_is_written(graded):
    """The static scan (courseware/grader/forbidden.py) names the cell and line that call PyTorch's
    attention, besides the tests that fail while it runs."""
    problems = graded["results"]["cheat-delegates-to-pytorch"]["exercises"]["01"]["problems"]
    assert any("`scaled_dot_product_attention` (cell" in p and "line" in p for p in problems), problems


def test_cheats_leave_no_trace(graded):
    assert not Path("/tmp/pwned-by-submission").exists(), "the grader unpickled the submission's payload"
    for place in (Path("/tmp/results.json"), Path.home() / "results.json", graded["out"].parent / "results.json"):
        assert not place.exists() or place.stat().st_mtime < graded["started"], f"a submission wrote {place}"
    saved = graded["out"] / "results" / "cheat-writes-the-results-file.json"
    assert json.loads(saved.read_text())["total"] == 0


def test_hidden_tests_count_and_are_marked(graded):
    hidden = outcomes(graded["results"]["solution"], "01")["test_long_sequences_in_float32"]
    assert hidden["hidden"] and hidden["passed"] and hidden["points"] == classroom.HIDDEN_POINTS
    gradescope = json.loads((graded["out"] / "gradescope" / "solution" / "results.json").read_text())
    entry = next(t for t in gradescope["tests"] if t["visibility"] == "after_published")
    assert entry["name"] == "ex01: hidden test 1" and entry["output"] == "", entry   # no name, no message
    assert "score" not in gradescope, "the total would show the hidden test's points before publishing"
    assert not any("test_long_sequences" in p.read_text() for p in (ROOT / "tests" / "graded").glob("*.py"))


def test_gradescope_results_format(graded):
    for learner in ("solution", BANK[-1].learner, "malformed-json"):
        data = json.loads((graded["out"] / "gradescope" / learner / "results.json").read_text())
        assert graded["results"][learner]["total"] == sum(t["score"] for t in data["tests"])
        assert all({"name", "score", "max_score", "output", "visibility", "status"} <= set(t) for t in data["tests"])


def test_similar_submissions_are_flagged(graded):
    report = (graded["out"] / "similarity.md").read_text()
    assert f"| 01 | {BANK[1].learner} | copycat |" in report, report[:3000]
    assert "| 01 | (reference solution) | solution | 100% |" in report


def test_a_learner_gets_the_same_points_from_pytest(graded, tmp_path):
    """`make check` (pytest on the learner's folder) and the grader agree, test by test."""
    learner = next(w.learner for w in BANK if w.id == "03-no_relu")
    out = tmp_path / "outcome.json"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/graded", "-m", "ex03",
                    "--submissions", graded["submissions"] / learner, "--grade-json", out],
                   cwd=ROOT, capture_output=True, text=True, timeout=300)
    mine = {e["test"]: e["passed"] for e in json.loads(out.read_text())}
    official = {name: t["passed"] for name, t in outcomes(graded["results"][learner], "03").items()}
    assert mine == official


def test_an_interrupted_batch_resumes_without_regrading(tmp_path):
    subs = tmp_path / "subs"
    for name in ("ann", "bob", "cy"):
        classroom.put(subs, name, "01", json.loads(classroom.notebook("01").read_text()))
    out = tmp_path / "out"
    proc = subprocess.Popen([*GRADE, subs, "-o", out, "-e", "01"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.time() + 300
    while time.time() < deadline and not list((out / "results").glob("*.json")):
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    first = {p.stem: json.loads(p.read_text()) for p in (out / "results").glob("*.json")}
    assert 1 <= len(first) < 3, f"the interruption came too late to test anything: {sorted(first)}"
    rerun = grade(subs, "-o", out, "-e", "01")
    assert f"{len(first)} already graded (unchanged), {3 - len(first)} to grade" in rerun.stdout, rerun.stdout
    after = {p.stem: json.loads(p.read_text()) for p in (out / "results").glob("*.json")}
    assert set(after) == {"ann", "bob", "cy"} and all(r["total"] == SHIPPED_01 for r in after.values())
    assert all(after[k]["graded_at"] == first[k]["graded_at"] for k in first), "a finished result was graded again"
    # a changed notebook is graded again, the others are not
    classroom.put(subs, "ann", "01", classroom.edited("01", "export-sdpa", BANK[0].edits))
    again = grade(subs, "-o", out, "-e", "01")
    assert "2 already graded (unchanged), 1 to grade" in again.stdout and "ann: 0 / 15" in again.stdout, again.stdout


def test_bad_options_are_refused_with_the_value(tmp_path):
    for args, phrase in (([tmp_path / "missing"], "does not exist"), ([tmp_path, "-e", "12"], "--exercises '12'"),
                         ([tmp_path, "--workers", "0"], "--workers must be positive")):
        run = grade(*args)
        assert run.returncode == 2 and phrase in run.stderr, run.stderr


# Attacks on the grader and on other learners (the class's attack-* learners; how each is stopped:
# courseware/grader/isolation.py; each proven to work without isolation: test_isolation.py). Their code
# computes uniform weights that ignore Q and K, honestly worth 0 points.
ATTACKERS = ("attack-forges-its-grade", "attack-signals-everyone", "attack-forks-escapees", "attack-destroys-files")


@pytest.mark.parametrize("learner", ATTACKERS)
def test_an_attacker_gets_its_honest_score(graded, learner):
    result = graded["results"][learner]
    assert result["exercises"]["01"]["score"] == 0, json.dumps(result["exercises"]["01"], indent=1)[:3000]
    assert all(not t["passed"] for t in result["exercises"]["01"]["tests"])


def test_a_saboteur_harms_no_one(graded):
    """attack-signals-everyone sent SIGKILL to every pid for a second per call while the other
    worker graded its neighbours: every submission that should be perfect still is."""
    for learner in ("solution", "single-notebook-learner"):   # the second has exercise 01 only
        for exercise, info in graded["results"][learner]["exercises"].items():
            if info["notebook"]:
                assert info["score"] == info["max"], f"{learner} lost points in {exercise}: {json.dumps(info)[:2000]}"
    assert "SIGKILL" not in graded["log"] and "grader failed" not in graded["log"], graded["log"][-3000:]


def test_no_process_outlives_the_batch(graded):
    """attack-forks-escapees forked 20 children that leave the session and sleep for 5 minutes."""
    left = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "comm").read_text().strip() == "tfs-escapee":
                left.append(entry.name)
        except OSError:
            pass
    assert not left, f"processes of a submission outlived the grading: {left}"


def test_no_file_was_damaged(graded):
    """attack-destroys-files truncated, renamed and deleted what it could of the class, the output
    folder and the hidden tests, by path (no file can be opened in the sandbox)."""
    assert (graded["hidden"] / "test_hidden_ex01.py").read_text() == classroom.HIDDEN_TEST
    solution = graded["submissions"] / "solution" / classroom.notebook("01").name
    assert json.loads(solution.read_text()) == json.loads(classroom.notebook("01").read_text())
    assert (graded["out"] / "gradebook.csv").stat().st_size > 0
    assert not list(graded["submissions"].rglob("*.gone")) and not list(graded["out"].rglob("*.gone"))


def test_hidden_tests_never_reach_a_learner(graded):
    """Nothing a learner receives (feedback, Gradescope results) holds the hidden test's text."""
    for place in ("feedback", "gradescope"):
        for path in (graded["out"] / place).rglob("*"):
            if path.is_file():
                assert "the hidden tests' secret" not in path.read_text(), f"{path} holds the hidden test's text"
