"""What the grader writes from learners' results: feedback, gradebook, Gradescope's JSON (hand-written).

`feedback` is the learner's Markdown report (feedback/<learner>.md), `gradescope_results` the same
result in Gradescope's results.json format (gradescope/<learner>/results.json), `gradebook` the
class's CSV (a row per learner, a column per exercise) and `canvas_gradebook` the same grades as
Canvas imports them (canvas.csv). Hidden tests stay hidden from learners in all but the
instructor's gradebooks and results/ until --publish-hidden. A late policy (late.py: a `Lateness`
per learner) changes the totals these show, never a test's points, and each says why.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from ..atomic import atomic_write
from .late import ON_TIME, Lateness
from .records import GRADED_MODULES, LearnerResult, ScoredTest, marker


def _item(text: str) -> str:
    """A message as one item of a Markdown list: its further lines indented under it."""
    return "\n  ".join(line.rstrip() for line in str(text).strip().splitlines()) or "(no message)"


def _first_line(text: str) -> str:
    lines = [line for line in str(text).strip().splitlines() if line.strip()]
    return lines[0].strip() if lines else "failed"


def shown_name(result: LearnerResult) -> str:
    """A learner as people read them: the folder's or notebook's name when it prints as it is, else
    the id (gather.learner_id). For reading only: the id, never this, keys a row or a file."""
    return result.name if result.name and result.name.isprintable() else result.learner


def _cells(test: ScoredTest) -> str:
    """' [cell 7 (starting "def ...")]': the cells a failed test points the learner to, or ''."""
    return f" [{'; '.join(test.cells)}]" if test.cells else ""


def feedback(result: LearnerResult, publish_hidden: bool = False, late: Lateness | None = None) -> str:
    """The learner's report. Hidden tests stay hidden (no name, message or points; one line per
    exercise says there are some) unless `publish_hidden`: the instructor's --publish-hidden, after
    the deadline, shows them with the full totals. A late submission's report says what the late
    policy took, and the points it leaves only where the full total shows."""
    def shown_tests(info):
        return [t for t in info.tests if publish_hidden or not t.hidden]

    any_hidden = any(t.hidden for info in result.exercises.values() for t in info.tests)
    if publish_hidden or not any_hidden:
        total = f"**Total: {result.total:g} / {result.max_total:g} points**"
    else:
        earned = sum(t.earned for info in result.exercises.values() for t in shown_tests(info))
        possible = sum(t.points for info in result.exercises.values() for t in shown_tests(info))
        total = f"**Total: {earned:g} / {possible:g} points in the tests you were given**"
    lines = [f"# Feedback for {shown_name(result)}", "", total, ""]
    if late is not None and late.late:
        lines += [f"**Late:** {late.explain(result.total, result.max_total, publish_hidden or not any_hidden)}", ""]
    lines += [f"- {_item(p)}" for p in result.problems]
    for ex, info in result.exercises.items():
        tests = shown_tests(info)
        score = sum(t.earned for t in tests)
        possible = sum(t.points for t in tests)
        lines += ["", f"## Exercise {ex}: {score:g} / {possible:g} points"
                  + (f" ({info.notebook})" if info.notebook else ""), ""]
        lines += [f"- **Problem:** {_item(p)}" for p in info.problems]
        for t in tests:
            mark = "passed" if t.passed else "FAILED"
            name = t.test + (" (hidden test)" if t.hidden else "")
            lines.append(f"- {mark} `{name}`: {t.earned:g} / {t.points:g}")
            if not t.passed:
                lines.append(f"  - {_first_line(t.message)}{_cells(t)}")
            elif t.message.strip():   # a test that passed with a note: a forbidden call, flagged
                lines.append(f"  - {_first_line(t.message)}")
        if not publish_hidden and any(t.hidden for t in info.tests):
            lines.append("- This exercise also has hidden tests; their results come when your instructor "
                         "publishes them.")
    return "\n".join(lines) + "\n"


def gradescope_results(result: LearnerResult, late: Lateness | None = None) -> dict:
    """Gradescope's results.json for one learner.

    What Gradescope's specification (https://gradescope-autograders.readthedocs.io/en/latest/specs/,
    "Output format" and "Controlling Test Case Visibility") says, and what this relies on:
    * top-level "score": "optional, but required if not on each test case below. Overrides total
      of tests if specified"; "tests": "Optional, but required if no top-level score". Each test
      here carries its "score" and "max_score", so the top-level score can be left out.
    * a test's "visibility": "hidden: test case will never be shown to students"; "after_published:
      test case will be shown only when the assignment is explicitly published from the 'Review
      Grades' page"; "visible (default): test case will always be shown". A top-level "visibility"
      is the default that a test's own setting overrides.
    * "If test cases are hidden, students will not be able to see their total score."
    * "Instructors will always see all tests".
    So: a hidden test is "after_published", with a neutral name ("ex01: hidden test 1") and no
    output, so that even where it is shown nothing names or describes it before the instructor
    publishes. When there are hidden tests the top-level "score" is left out: Gradescope totals the
    tests' scores (the full grade, for the instructor, the gradebook, the export) and, per the last
    two points, shows students that total only once the hidden tests are published; what students
    see before are the visible tests, each with its own points. The "output" (problems of the whole
    submission) never mentions a hidden test. Without hidden tests, "score" is the total, as before.
    A late submission (`late`, late.py) whose total the late policy reduces gets the reduced total as
    "score" (which "overrides total of tests"), hidden tests or not: students see it when they would
    see the tests' sum, so only once hidden tests are published. The reason comes first in the
    "output": with the points it leaves, or with hidden tests the percentage only (the points would
    tell what the hidden tests earned). Each test keeps its own points.
    --publish-hidden does not change this file: on Gradescope, publishing is its own "Publish Grades"
    (which shows the after_published tests, still unnamed); the hidden tests' names and messages
    reach learners through feedback/*.md written with --publish-hidden.
    """
    tests, hidden_count = [], {}
    for ex, info in result.exercises.items():
        for t in info.tests:
            status = "passed" if t.passed else "failed"
            if t.hidden:
                hidden_count[ex] = hidden_count.get(ex, 0) + 1
                tests.append({"name": f"{marker(ex)}: hidden test {hidden_count[ex]}", "score": t.earned,
                              "max_score": t.points, "status": status, "output": "", "visibility": "after_published"})
                continue
            tests.append({"name": f"{marker(ex)}: {t.test}", "score": t.earned, "max_score": t.points, "status": status,
                          "output": "" if t.passed else t.message + _cells(t), "visibility": "visible"})
    data = {"output": "\n".join(result.all_problems()), "tests": tests, "visibility": "visible",
            "stdout_visibility": "hidden"}
    if not hidden_count:
        data = {"score": result.total, **data}
    if late is not None and late.late:
        data["output"] = "\n".join(filter(None, [late.explain(result.total, result.max_total, not hidden_count),
                                                 data["output"]]))
        if late.factor < 1:
            data = {"score": late.applied(result.total), **{k: v for k, v in data.items() if k != "score"}}
    return data


# What makes a spreadsheet read a CSV cell as a formula (OWASP, "CSV injection"): a learner named
# "@SUM_1" or "-1-1" (a folder name) would run as one when the instructor opens the gradebook.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(text: str) -> str:
    """A learner's name as a CSV cell that no spreadsheet runs: a leading apostrophe where it starts
    like a formula (FORMULA_START), which spreadsheets show as text; the name stays readable."""
    return "'" + text if text.startswith(FORMULA_START) else text


def gradebook(results: list[LearnerResult], exercises, path: Path, late: dict[str, Lateness] | None = None) -> None:
    """The instructor's CSV: a row per learner (keyed by the id, which no two learners share; then
    the folder's or notebook's name, `shown_name`), the points of each exercise (hidden tests
    included), the total, the maximum and the number of problems; with a late policy (`late`: learner
    id -> Lateness, None: no policy) two more columns, the percentage the policy took and the final
    total. A cell that starts like a formula gets a leading apostrophe (spreadsheet_safe)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["learner", "name", *[marker(ex) for ex in exercises], "total", "max", "problems"]
                    + (["late_percent", "final"] if late is not None else []))
    for r in sorted(results, key=lambda r: r.learner):
        row = [spreadsheet_safe(r.learner), spreadsheet_safe(shown_name(r)),
               *[f"{r.exercises[ex].score:g}" for ex in exercises],
               f"{r.total:g}", f"{r.max_total:g}", len(r.all_problems())]
        if late is not None:
            lateness = late.get(r.learner, ON_TIME)
            row += [f"{lateness.percent:g}", f"{lateness.applied(r.total):g}"]
        writer.writerow(row)
    atomic_write(path, buffer.getvalue())


CANVAS_IDENTITY = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
CANVAS_TOTAL = "Transformer exercises: total"


def canvas_column(exercise: str) -> str:
    """An exercise's column in canvas.csv: "Transformer exercise 01: attention". No parentheses:
    Canvas reads "Name (123)" as the Canvas id of an existing assignment."""
    return f"Transformer exercise {exercise}: {GRADED_MODULES.get(exercise, exercise)}"


def canvas_gradebook(results: list[LearnerResult], exercises, path: Path,
                     late: dict[str, Lateness] | None = None) -> None:
    """The grades as Canvas's gradebook import reads them (Grades > Import): its columns Student, ID,
    SIS User ID, SIS Login ID, Section, then one per exercise and the total, and a "Points Possible"
    row under the header (as Canvas's own export writes it). A learner is known here by their id
    (gather.learner_id: the folder's or notebook's name where it is plain, else that name
    percent-encoded, and never another learner's), in SIS Login ID, by which Canvas matches the row:
    name the submissions after the learners' Canvas login ids. Student holds the name as it is
    (`shown_name`), for reading: two names that look alike still have different ids. The values are
    the full grades (hidden tests included) after the late policy: each exercise and the total times
    the learner's factor, rounded to 0.01 point. The columns are new assignments to Canvas; import either
    the exercises or the total, not both, or Canvas counts the points twice. An id that starts like a
    formula is written with a leading apostrophe (spreadsheet_safe): Canvas will not match that row."""
    def possible(ex=None) -> float:
        return max((r.exercises[ex].max if ex else r.max_total for r in results
                    if ex is None or ex in r.exercises), default=0.0)

    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow([*CANVAS_IDENTITY, *[canvas_column(ex) for ex in exercises], CANVAS_TOTAL])
    writer.writerow(["    Points Possible", "", "", "", "", *[f"{possible(ex):g}" for ex in exercises],
                     f"{possible():g}"])
    for r in sorted(results, key=lambda r: r.learner):
        lateness = (late or {}).get(r.learner, ON_TIME)
        writer.writerow([spreadsheet_safe(shown_name(r)), "", "", spreadsheet_safe(r.learner), "",
                         *[f"{lateness.applied(r.exercises[ex].score):g}" if ex in r.exercises else ""
                           for ex in exercises], f"{lateness.applied(r.total):g}"])
    atomic_write(path, buffer.getvalue())


def write_reports(result: LearnerResult, out: Path, publish_hidden: bool = False, late: Lateness | None = None) -> None:
    """The learner's feedback and Gradescope results.json, under the output folder `out`."""
    atomic_write(out / "feedback" / f"{result.learner}.md", feedback(result, publish_hidden, late))
    atomic_write(out / "gradescope" / result.learner / "results.json",
                 json.dumps(gradescope_results(result, late), indent=1))
