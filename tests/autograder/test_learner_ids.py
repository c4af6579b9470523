"""Learner ids: two folders never share one, so no grade moves to another learner (hand-written).

The red team's finding: ids were made by dropping characters, so folders `bob` (a correct notebook)
and `_bob` (the skeleton) became `bob` = 0 and `bob_` = 15, `zoë` and `zoé` collapsed to `zo` and
`zo_`, and with a late-policy file the batch refused to run ("no time for bob_"). Now the id is the
name itself where it is plain, else the name percent-encoded (courseware/grader/gather.py,
`learner_id`), longer names end in a hash of the whole name, and a saved result is reused only for
the learner it names. Each test has its control: `old_ids`, the sanitiser as it was, collides on
the same names. A fast class (grading stubbed by the notebook's bytes: the solution earns every
point, the skeleton none) and a real one (`transformer-grade` with a late policy, slow).
"""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import string
import subprocess
import sys
import unicodedata
from datetime import timedelta
from pathlib import Path

import pytest

import classroom
from courseware.grader import run as runner
from courseware.grader.gather import ID_CAP, gather, learner_id, learner_name
from courseware.grader.late import lateness, match_times, parse_time
from courseware.grader.records import ExerciseResult, LearnerResult, Options, Outcome, ScoredTest
from courseware.grader.reports import feedback

ROOT = Path(__file__).resolve().parents[2]
SOLUTION, SKELETON = classroom.notebook("01"), classroom.notebook("01", classroom.EXERCISES)
NB = SOLUTION.name
OPTIONS = Options(exercises=("01",), time_limit=10, memory_limit=1024)
CATALOGUE = {"01": [Outcome(exercise="01", test=f"test_{i}", points=5.0) for i in range(3)]}
FULL = 15.0

NFC, NFD = unicodedata.normalize("NFC", "zoé"), unicodedata.normalize("NFD", "zoé")
PREFIX = "p" * 100
LONG = {"300": (PREFIX + "a" * 200, PREFIX + "b" * 200),   # as learner_id sees names (no folder is that long)
        "240": (PREFIX + "a" * 140, PREFIX + "b" * 140)}   # folders (a name on disk has at most 255 bytes)
# Pairs of names, the first a correct notebook and the second the skeleton in the classes below.
ZOE = unicodedata.normalize("NFC", "zoë")
PAIRS = {"underscore": ("bob", "_bob"), "accents": (ZOE, NFC), "punctuation": ("a,b", "a b"),
         "dots": ("c.d", "c.d."), "long": LONG["240"]}


def old_ids(names: list[str]) -> list[str]:
    """The control: the ids gather gave before (characters dropped, '_' added on a collision)."""
    ids, seen = [], set()
    for name in names:
        learner = (re.sub(r"[^A-Za-z0-9._@-]+", "_", name).strip("._") or "learner")[:100]
        collided = learner in seen
        while learner in seen:
            learner += "_"
        seen.add(learner)
        ids.append((learner, collided))
    return ids


def collide_before(*names: str) -> bool:
    return any(collided for _, collided in old_ids(sorted(names)))


# The id ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("names", [*PAIRS.values(), LONG["300"], (NFC, NFD), ("a,b", "a b", "a_b", "a;b"),
                                   (".", "..", "%2E", "%"), ("x", "x~1", "x%7E1")],
                         ids=[*PAIRS, "300-characters", "nfc-nfd", "punctuation-4", "dots-and-escapes", "tilde"])
def test_different_names_never_share_an_id_and_each_id_gives_its_name_back(names):
    ids = [learner_id(name) for name in names]
    assert len(set(ids)) == len(names), ids
    safe = set(string.ascii_letters + string.digits + "_-.@+%~")
    for name, learner in zip(names, ids, strict=True):
        assert set(learner) <= safe and len(learner) <= ID_CAP and not learner.startswith("."), learner
        assert learner_name(learner) == (None if "~" in learner else name)
    assert learner_id("bob") == "bob" and learner_id("jane.doe@uni.edu") == "jane.doe@uni.edu"   # plain: itself


def test_the_old_sanitiser_collided_on_these_names():
    """The control: each pair of the tests above (but NFC and NFD, which it kept apart by chance:
    `zo` and `zoe`) got one id, or one with '_' added, under the old sanitiser."""
    for names in [*PAIRS.values(), LONG["300"], ("a,b", "a b", "a_b", "a;b")]:
        assert collide_before(*names), names
    assert dict(old_ids(["_bob", "bob"])) == {"bob": False, "bob_": True}   # bob's grade under `bob_`


def test_long_names_keep_a_hash_of_the_whole_name():
    a, b = LONG["300"]
    assert learner_id(a) != learner_id(b) and learner_id(a)[:80] == learner_id(b)[:80] == PREFIX[:80]
    assert len(learner_id(a)) == ID_CAP and learner_name(learner_id(a)) is None


def test_nfc_and_nfd_names_are_two_learners_and_a_late_row_says_which():
    """Equal once normalised, different bytes: two folders on disk, two learners, two ids. A late
    row must name the folder exactly (or by its id); one in the other form is refused, saying so."""
    assert NFC != NFD and learner_id(NFC) == "zo%C3%A9" and learner_id(NFD) == "zoe%CC%81"
    due = parse_time("2026-11-21T23:59-08:00")
    learners = {learner_id(NFD): NFD}
    with pytest.raises(ValueError) as refused:
        match_times(learners, {NFC: due})
    assert str(refused.value) == (f"has no time for 1 learner(s): {NFD} (id zoe%CC%81) (the row {NFC!r} is the "
                                  "same letters in another Unicode form)")
    assert match_times(learners, {"zoe%CC%81": due}) == {"zoe%CC%81": due}


def test_a_late_row_names_a_learner_by_name_or_id_and_an_ambiguous_row_is_refused():
    due = parse_time("2026-11-21T23:59-08:00")
    late = due + timedelta(hours=1)
    learners = {learner_id(n): n for n in ("bob", "_bob", ZOE, NFC)}
    times = match_times(learners, {"bob": due, "_bob": late, ZOE: late, "zo%C3%A9": due})
    assert times == {"bob": due, "_bob": late, "zo%C3%AB": late, "zo%C3%A9": due}
    # a folder named like another's id: the row would be both learners'
    learners[learner_id("zo%C3%AB")] = "zo%C3%AB"
    with pytest.raises(ValueError) as refused:
        match_times(learners, {"bob": due, "_bob": late, "zo%C3%AB": late, NFC: due})
    assert "'zo%C3%AB' is " in str(refused.value), refused.value
    assert f"{ZOE} (id zo%C3%AB)" in str(refused.value) and "zo%C3%AB (id zo%25C3%25AB)" in str(refused.value)


def test_two_entries_with_one_name_are_refused_naming_both(tmp_path):
    (tmp_path / "bob").mkdir()
    shutil.copy(SOLUTION, tmp_path / "bob" / NB)
    shutil.copy(SKELETON, tmp_path / "bob.ipynb")
    with pytest.raises(ValueError, match=r"bob and bob.ipynb in .* would both be the learner bob: rename one"):
        gather(tmp_path, ("01",))


# A class, its gradebooks and its late policy (grading stubbed) ------------------------------------

def _class(folder: Path) -> dict[str, float]:
    """A folder per learner: the first name of each pair solved, the second the skeleton, and NFD
    `zoé` solved beside NFC `zoé`, the skeleton. Returns {name: the points it must earn}."""
    earns = {}
    for solved, skeleton in PAIRS.values():
        earns[solved], earns[skeleton] = FULL, 0.0
    earns[NFD] = FULL
    for name, points in earns.items():
        (folder / name).mkdir(parents=True)
        shutil.copy(SOLUTION if points else SKELETON, folder / name / NB)
    return earns


def _stub_grading(monkeypatch):
    """Grading by the notebook's bytes: the solution passes every test, anything else none."""
    monkeypatch.setattr(runner, "catalogue", lambda options, server=None: CATALOGUE)
    solution = SOLUTION.read_bytes()

    def grading(sub, options, tests, server=None):
        result = LearnerResult(sub.learner)
        passed = sub.notebooks["01"].read_bytes() == solution
        result.exercises["01"] = ExerciseResult(sub.notebooks["01"].name, tests=[
            ScoredTest(t.test, t.points, t.points if passed else 0.0, passed, "" if passed else "wrong")
            for t in tests["01"]])
        return result

    monkeypatch.setattr(runner, "grade_submission", grading)


def test_each_learner_of_a_class_gets_their_own_grade_and_lateness(tmp_path, monkeypatch):
    earns = _class(tmp_path / "class")
    assert collide_before(*earns), "the control: the old ids collide in this class"
    subs = gather(tmp_path / "class", ("01",))
    assert {s.name: s.learner for s in subs} == {name: learner_id(name) for name in earns}
    # each solved learner late by a different number of days; rows by name, one by id
    due = parse_time("2026-11-21T23:59-08:00")
    days = {name: i for i, name in enumerate(sorted(earns))}
    rows = {(learner_id(name) if name == ZOE else name): due + timedelta(days=days[name], minutes=1)
            for name in earns}
    times = match_times({s.learner: s.name for s in subs}, rows)
    options = Options(exercises=("01",), late_penalty=10)
    options.late = {s.learner: lateness(times[s.learner], due, None, 10) for s in subs}
    _stub_grading(monkeypatch)
    out = tmp_path / "out"
    runner.grade_all(subs, options, out, say=lambda text: None)
    book = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open(encoding="utf-8"))}
    assert set(book) == {learner_id(name) for name in earns}
    for name, points in earns.items():
        row, result = book[learner_id(name)], json.loads((out / "results" / f"{learner_id(name)}.json").read_text())
        assert (row["name"], float(row["total"]), result["learner"], result["name"]) == (
            name, points, learner_id(name), name), (name, row)
        assert float(row["late_percent"]) == min(100, 10 * (days[name] + 1)), (name, row)
        report = (out / "feedback" / f"{learner_id(name)}.md").read_text()
        assert report.startswith(f"# Feedback for {name}\n") and f"Total: {points:g} / 15" in report, report[:300]
        assert (out / "gradescope" / learner_id(name) / "results.json").exists()
    canvas = list(csv.reader((out / "canvas.csv").open(encoding="utf-8")))[2:]
    assert sorted((r[0], r[3]) for r in canvas) == sorted((name, learner_id(name)) for name in earns)


def test_a_saved_result_is_reused_only_for_the_learner_it_names(tmp_path, monkeypatch):
    """A results/<id>.json with this submission's fingerprint but another learner in it (another
    version's ids: `_bob`'s grade under `bob`) is graded again. The control: the same file naming
    the learner is reused."""
    (tmp_path / "class" / "bob").mkdir(parents=True)
    shutil.copy(SOLUTION, tmp_path / "class" / "bob" / NB)
    (sub,) = gather(tmp_path / "class", ("01",))
    _stub_grading(monkeypatch)
    out, said = tmp_path / "out", []
    (result,) = runner.grade_all([sub], OPTIONS, out, say=said.append)
    assert result.total == FULL
    saved = out / "results" / "bob.json"
    for learner, name, reused in (("_bob", "_bob", False), ("bob", "_bob", False), ("bob", "bob", True)):
        forged = json.loads(saved.read_text())
        forged.update(learner=learner, name=name, exercises={"01": {"notebook": NB, "tests": [
            {"test": t.test, "points": t.points, "earned": 0.0, "passed": False, "message": "skeleton"}
            for t in CATALOGUE["01"]]}})
        saved.write_text(json.dumps(forged))
        said.clear()
        (again,) = runner.grade_all([sub], OPTIONS, out, say=said.append)
        assert (again.total == 0.0) == reused and ("1 already graded (unchanged), 0 to grade" in said) == reused, (
            learner, name, said)
        assert json.loads(saved.read_text())["learner"] == "bob"


def test_the_feedback_title_shows_the_name_and_an_unprintable_one_the_id():
    result = LearnerResult("zo%C3%A9", name="zoé")
    assert feedback(result).startswith("# Feedback for zoé\n")
    result = LearnerResult("a%0Ab", name="a\nb")
    assert feedback(result).startswith("# Feedback for a%0Ab\n")


# The real grader, with a late policy (slow) ------------------------------------------------------

@pytest.mark.slow
def test_transformer_grade_keeps_each_grade_and_late_row_with_its_learner(tmp_path):
    earns = _class(tmp_path / "class")
    names = sorted(earns)
    assert collide_before(*names)
    times, due = tmp_path / "times.csv", parse_time("2026-11-21T23:59-08:00")
    # hours late: bob on time and `_bob` 25 hours; zoë 1 hour (its row by id), NFC zoé 49, NFD zoé 25; ...
    late = {name: (0, 1, 25, 49, 73)[i % 5] for i, name in enumerate(names)}
    late.update({"bob": 0, "_bob": 25, ZOE: 1, NFC: 49, NFD: 25})
    with times.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["learner", "timestamp"])
        for name in names:
            when = due + timedelta(hours=late[name]) if late[name] else due - timedelta(minutes=1)
            writer.writerow([learner_id(name) if name == ZOE else name, when.isoformat()])
    out = tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "TFS_"))}
    run = subprocess.run([sys.executable, "-m", "courseware.grader", str(tmp_path / "class"), "-o", str(out),
                          "--exercises", "01", "--workers", "2", "--time-limit", "10", "--memory-limit", "1024",
                          "--due", "2026-11-21T23:59-08:00", "--late-penalty", "10", "--submitted-at", str(times)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    book = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open(encoding="utf-8"))}
    assert set(book) == {learner_id(name) for name in names}
    percent = {0: 0, 1: 10, 25: 20, 49: 30, 73: 40}
    for name in names:
        row = book[learner_id(name)]
        want = percent[late[name]]
        assert (row["name"], float(row["total"]), float(row["late_percent"])) == (name, earns[name], want), (name, row)
        assert float(row["final"]) == round(earns[name] * (1 - want / 100), 2)
        report = (out / "feedback" / f"{learner_id(name)}.md").read_text()
        assert f"**Total: {earns[name]:g} / 15 points**" in report, (name, report[:500])
