"""The late policy and Canvas's gradebook (hand-written).

`lateness` (courseware/grader/late.py) on its own: on time, an hour late, 25 hours late (two days
started), after the late due date, with no late due date, and times in different zones. Then the
policy where it is used: a Gradescope bundle made with --late-penalty, run the way Gradescope runs it
(as in test_gradescope.py, on exercise 01 only to stay fast) on a late submission, with and without
hidden tests; and a folder graded with --due, --late-penalty and --submitted-at, whose canvas.csv
(Canvas's import format) and gradebook.csv carry the reduced grades.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
import zipfile
from datetime import timedelta
from pathlib import Path

import pytest

import classroom
from courseware.grader.late import from_metadata, lateness, parse_time, read_times
from courseware.grader.reports import CANVAS_IDENTITY, CANVAS_TOTAL, canvas_column

ROOT = Path(__file__).resolve().parents[2]
GRADE = [sys.executable, "-m", "courseware.grader"]
POINTS_01 = 15   # exercise 01's shipped tests
DUE = "2026-11-21T23:59:00.000000-08:00"
LATE_DUE = "2026-11-24T23:59:00.000000-08:00"


def at(text: str):
    return parse_time(text)


# The rule ----------------------------------------------------------------------------------------

def test_on_time_changes_nothing():
    for submitted in (DUE, "2026-11-20T10:00:00.000000-08:00"):
        late = lateness(at(submitted), at(DUE), at(LATE_DUE), 10)
        assert late.factor == 1 and not late.late and late.explain(57, 57) == "", submitted


def test_one_hour_late_loses_one_day():
    late = lateness(at(DUE) + timedelta(hours=1), at(DUE), at(LATE_DUE), 10)
    assert late.factor == pytest.approx(0.9)
    assert late.explain(57, 57) == "submitted 1 hour late: -10% (10% per day started), 51.3 of 57 points"


def test_25_hours_late_is_two_days_started():
    late = lateness(at(DUE) + timedelta(hours=25), at(DUE), at(LATE_DUE), 10)
    assert late.factor == pytest.approx(0.8) and late.percent == 20
    assert late.explain(57, 57) == "submitted 1 day 1 hour late: -20% (10% per day started), 45.6 of 57 points"
    assert late.explain(57, 57, show_points=False) == "submitted 1 day 1 hour late: -20% (10% per day started)"


def test_after_the_late_due_date_scores_zero_with_the_reason():
    late = lateness(at(LATE_DUE) + timedelta(minutes=1), at(DUE), at(LATE_DUE), 10)
    assert late.factor == 0 and late.applied(57) == 0
    assert "after the late due date (2026-11-24T23:59-08:00)" in late.reason, late.reason
    assert late.explain(57, 57).endswith("0 of 57 points")


def test_without_a_late_due_date_the_penalty_runs_on_up_to_everything():
    three = lateness(at(DUE) + timedelta(days=2, minutes=1), at(DUE), None, 10)
    assert three.factor == pytest.approx(0.7), three   # 3 days started
    all_of_it = lateness(at(DUE) + timedelta(days=30), at(DUE), None, 10)
    assert all_of_it.factor == 0 and "at most 100%" in all_of_it.reason, all_of_it


def test_time_zones_are_compared_as_instants():
    due = at("2026-11-21T23:59:00-08:00")   # 07:59 UTC on the 22nd
    # 08:30 in UTC+1 is 07:30 UTC: on time, although 08:30 on the 22nd is after 23:59 on the 21st
    on_time = lateness(at("2026-11-22T08:30:00+01:00"), due, None, 10)
    assert on_time.factor == 1 and not on_time.late, on_time
    # 09:30 in UTC+1 is 08:30 UTC: 31 minutes late
    late = lateness(at("2026-11-22T09:30:00+01:00"), due, None, 10)
    assert late.factor == pytest.approx(0.9) and late.reason.startswith("submitted 31 minutes late"), late
    assert not lateness(at("2026-11-22T07:58:59Z"), due, None, 10).late   # "Z" is read as UTC


def test_times_need_an_offset_except_in_the_csv(tmp_path):
    with pytest.raises(ValueError, match="no offset"):
        parse_time("2026-11-21T23:59")
    times = tmp_path / "times.csv"
    times.write_text("learner,timestamp\nalice,2026-11-22T00:59:00-08:00\nbob,2026-11-21T12:00\n"
                     "alice,2026-11-21T20:00:00-08:00\n")
    read = read_times(times, at(DUE).tzinfo)
    assert read == {"alice": at("2026-11-22T00:59:00-08:00"), "bob": at("2026-11-21T12:00:00-08:00")}
    times.write_text("learner,timestamp\nalice,yesterday\n")
    with pytest.raises(ValueError, match="line 2"):
        read_times(times, at(DUE).tzinfo)


def test_gradescope_metadata_and_a_students_extension(tmp_path):
    metadata = {"id": 1, "created_at": "2026-11-22T00:59:00.000000-08:00",
                "assignment": {"due_date": DUE, "late_due_date": LATE_DUE, "title": "Transformer exercises"},
                "users": [{"email": "learner@example.edu", "id": 1, "name": "A Learner"}]}
    path = tmp_path / "submission_metadata.json"
    path.write_text(json.dumps(metadata))
    assert from_metadata(path, 10).factor == pytest.approx(0.9)
    metadata["users"][0]["assignment"] = {"due_date": "2026-11-23T23:59:00.000000-08:00", "late_due_date": None}
    path.write_text(json.dumps(metadata))
    assert from_metadata(path, 10).factor == 1   # the extension's due date counts
    path.write_text("{}")
    with pytest.raises(ValueError, match="created_at"):
        from_metadata(path, 10)


# On Gradescope -----------------------------------------------------------------------------------

def make_bundle(path: Path, *options: str) -> str:
    run = subprocess.run([*GRADE, "--gradescope-bundle", str(path), *options], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    with zipfile.ZipFile(path) as z:
        return z.read("run_autograder").decode()


def run_like_gradescope(bundle: Path, root: Path, created_at: str) -> dict:
    """Gradescope's layout in `root` (as test_gradescope.py lays it out), a solved exercise 01 submitted
    at `created_at`; runs /autograder/run_autograder, returns results.json."""
    with zipfile.ZipFile(bundle) as z:
        z.extractall(root / "source")
    for script in ("setup.sh", "run_autograder"):
        (root / "source" / script).chmod(0o755)
    shutil.copy2(root / "source" / "run_autograder", root / "run_autograder")
    (root / "submission").mkdir()
    (root / "results").mkdir()
    shutil.copy(classroom.notebook("01"), root / "submission" / classroom.notebook("01").name)
    (root / "submission_metadata.json").write_text(json.dumps(
        {"id": 123456, "created_at": created_at,
         "assignment": {"due_date": DUE, "late_due_date": LATE_DUE, "title": "Transformer exercises"},
         "users": [{"email": "learner@example.edu", "id": 1, "name": "A Learner"}], "previous_submissions": []}))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "TFS_"))}
    env.update(AUTOGRADER_ROOT=str(root), PYTHON=sys.executable)
    run = subprocess.run([str(root / "run_autograder")], cwd=root, env=env, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return json.loads((root / "results" / "results.json").read_text())


def test_a_late_gradescope_submission_loses_its_penalty_on_the_total_only(tmp_path):
    bundle = tmp_path / "late.zip"
    script = make_bundle(bundle, "--exercises", "01", "--late-penalty", "10")
    assert "--late-penalty 10)" in script and "--submission-metadata" in script
    # 25 hours late, written in another zone: 2 days started, -20%
    results = run_like_gradescope(bundle, tmp_path / "autograder", "2026-11-23T08:59:00.000000Z")
    tests = results["tests"]
    assert tests and all(t["status"] == "passed" and t["score"] == t["max_score"] for t in tests), tests
    assert sum(t["score"] for t in tests) == POINTS_01   # each test keeps its points
    assert results["score"] == pytest.approx(0.8 * POINTS_01)
    assert results["output"].splitlines()[0] == \
        "submitted 1 day 1 hour late: -20% (10% per day started), 12 of 15 points", results["output"]


def test_a_late_gradescope_submission_with_hidden_tests_keeps_them_hidden(tmp_path):
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "test_hidden_ex01.py").write_text(classroom.HIDDEN_TEST)
    bundle = tmp_path / "late_hidden.zip"
    make_bundle(bundle, "--exercises", "01", "--late-penalty", "10", "--hidden-tests", str(hidden))
    results = run_like_gradescope(bundle, tmp_path / "autograder", "2026-11-22T00:59:00.000000-08:00")
    full = POINTS_01 + classroom.HIDDEN_POINTS
    assert results["score"] == pytest.approx(0.9 * full)   # the reduced total, hidden tests included
    assert results["output"] == "submitted 1 hour late: -10% (10% per day started)", results["output"]
    hidden_entries = [t for t in results["tests"] if t["visibility"] == "after_published"]
    assert len(hidden_entries) == 1 and hidden_entries[0]["score"] == classroom.HIDDEN_POINTS
    assert "test_long_sequences_in_float32" not in json.dumps(results)


# A folder, and Canvas ----------------------------------------------------------------------------

def test_a_folder_with_a_late_policy_writes_canvas_csv(tmp_path):
    submissions = tmp_path / "submissions"
    for learner in ("alice", "bob"):
        (submissions / learner).mkdir(parents=True)
        shutil.copy(classroom.notebook("01"), submissions / learner / classroom.notebook("01").name)
    times = tmp_path / "times.csv"
    times.write_text("learner,timestamp\nalice,2026-11-22T08:59:00Z\nbob,2026-11-21T23:00\n")   # alice 1 h late
    out = tmp_path / "grades"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "TFS_"))}
    run = subprocess.run([*GRADE, str(submissions), "-o", str(out), "--exercises", "01", "--workers", "2",
                          "--due", "2026-11-21T23:59-08:00", "--late-penalty", "10", "--submitted-at", str(times)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    rows = list(csv.reader((out / "canvas.csv").open()))
    assert rows[0] == [*CANVAS_IDENTITY, canvas_column("01"), CANVAS_TOTAL]
    assert rows[0][:5] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
    assert rows[1] == ["    Points Possible", "", "", "", "", "15", "15"]
    assert rows[2:] == [["alice", "", "", "alice", "", "13.5", "13.5"], ["bob", "", "", "bob", "", "15", "15"]]
    book = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    assert (book["alice"]["total"], book["alice"]["late_percent"], book["alice"]["final"]) == ("15", "10", "13.5")
    assert (book["bob"]["late_percent"], book["bob"]["final"]) == ("0", "15")
    feedback = (out / "feedback" / "alice.md").read_text()
    assert "**Late:** submitted 1 hour late: -10% (10% per day started), 13.5 of 15 points" in feedback, feedback
    assert "**Late:**" not in (out / "feedback" / "bob.md").read_text()
    gradescope = json.loads((out / "gradescope" / "alice" / "results.json").read_text())
    assert gradescope["score"] == 13.5


def test_a_learner_without_a_submission_time_is_refused(tmp_path):
    submissions = tmp_path / "submissions"
    (submissions / "carol").mkdir(parents=True)
    shutil.copy(classroom.notebook("01"), submissions / "carol" / classroom.notebook("01").name)
    times = tmp_path / "times.csv"
    times.write_text("alice,2026-11-22T08:59:00Z\n")
    base = [*GRADE, str(submissions), "-o", str(tmp_path / "grades"), "--exercises", "01"]
    run = subprocess.run([*base, "--due", "2026-11-21T23:59-08:00", "--late-penalty", "10", "--submitted-at",
                          str(times)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "has no time for 1 learner(s): carol" in run.stderr, run.stderr
    run = subprocess.run([*base, "--due", "2026-11-21T23:59-08:00"], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 2 and "--due: for the late policy, which needs --late-penalty" in run.stderr, run.stderr
    assert not (tmp_path / "grades").exists()
