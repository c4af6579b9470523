"""`make progress`: where a learner stands on every exercise, and what to do next (hand-written).

`python -m courseware.progress [--folder exercises]` looks at each exercise notebook `NN_*.ipynb` of
the folder and shows it as

* **untouched**: its exported code (the `#| export` cells, what the grader runs) is the skeleton's,
  every TODO still raising NotImplementedError. Found without running anything: the cells are
  compared, as the grader's `gather` compares them (`exported_cells`, stripped), with the skeleton
  generated from the chapter in book/ (`courseware.exercises.exercise_notebook`), not with the file
  in exercises/, which is the learner's own copy;
* **in progress** with its points, or **done** with full points: the graded tests of every touched
  exercise run in one pytest process (the grader's suite with `--grade-json`, as `make check` runs
  it), so an untouched exercise costs nothing;
* missing, or not a readable notebook, with the reason.

Each row names the book page the exercise comes from (exercise 08 is chapter 05's BLEU page).
Outcomes are remembered (`<folder>/.checked/NN.graded.json`, under a key of the notebook's exported
code, the exercise's graded tests, the package and the Python and torch versions): an exercise
whose code has not changed since its last check or progress is not graded again. `make check`
grades only its own exercise and reads the others' standing from what is remembered; one touched
since its last check shows as "changed since its last check".

It ends with the next step: the first exercise, in order, with work in progress (failing tests, or
changed since its last check); when there is none, the first that is not done.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import nbformat

from . import catalogue
from . import exercises as course_exercises
from . import learner_runs as runs
from . import notebooks as nbs
from .atomic import atomic_write
from .grader.records import EXERCISES, ROOT, TESTS, Outcome, marker
from .grader.submission import SubmissionError, exported_cells


@functools.cache
def skeleton_code(exercise: str) -> list[str]:
    """The exported code of `exercise` as handed out (stripped cells), generated from its chapter in book/."""
    chapter = course_exercises.chapter_of(exercise, ROOT)   # book/05_bleu.ipynb for "08": not by its name
    skeleton = course_exercises.exercise_notebook(nbs.read(chapter), chapter)
    data = nbformat.writes(skeleton, version=4).encode("utf-8")
    return [code.strip() for _, code in exported_cells(Path(chapter.name), data)]


def untouched(exercise: str, notebook: Path) -> bool:
    """Whether the notebook's exported code is the exercise's as handed out (no code of the learner's).
    SubmissionError if the notebook cannot be read or has no exported cell."""
    return [code.strip() for _, code in exported_cells(notebook)] == skeleton_code(exercise)


@functools.cache
def possible_points(exercise: str) -> float:
    """The points of `exercise` in all, read from its test file (nothing runs)."""
    return float(sum(t["points"] * max(1, len(t["cases"])) for t in course_exercises.graded_tests(marker(exercise))))


CHECKED = ".checked"   # in the learner's folder, beside make check's remembered self-checks


def grade_key(exercise: str, notebook: Path) -> str:
    """What an exercise's graded outcomes depend on: the notebook's exported code (as the grader
    gathers it), the exercise's graded test files, the package and the Python and torch versions."""
    import torch

    digest = hashlib.sha256(f"{sys.version}|{torch.__version__}".encode())
    for _, code in exported_cells(notebook):
        digest.update(code.strip().encode() + b"\0")
    for path in sorted(TESTS.glob(f"test_{marker(exercise)}_*.py")) + sorted((ROOT / "transformer").glob("*.py")):
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()


def remembered_grades(exercise: str, folder: Path, key: str) -> list[Outcome] | None:
    """The outcomes last graded for `exercise` in `folder` under `key`, or None."""
    try:
        saved = json.loads((Path(folder) / CHECKED / f"{exercise}.graded.json").read_text(encoding="utf-8"))
        if isinstance(saved, dict) and saved.get("key") == key:
            return [Outcome.from_json(o) for o in saved["outcomes"]] or None
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def remember_grades(exercise: str, folder: Path, key: str, outcomes: list[Outcome]) -> None:
    try:
        atomic_write(Path(folder) / CHECKED / f"{exercise}.graded.json",
                     json.dumps({"key": key, "outcomes": [o.to_json() for o in outcomes]}))
    except OSError:
        pass   # a read-only folder: the next progress grades it again, nothing else changes


@dataclass
class Standing:
    exercise: str
    notebook: Path | None
    state: str                  # "missing", "unreadable", "untouched", "graded", "not graded", "changed"
    problem: str = ""
    outcomes: list[Outcome] | None = None

    @property
    def earned(self) -> float:
        return sum(o.points for o in self.outcomes or [] if o.passed)

    @property
    def possible(self) -> float:
        return sum(o.points for o in self.outcomes) if self.outcomes else possible_points(self.exercise)

    @property
    def page(self) -> str:
        """The book page the exercise comes from ("05_bleu" for exercise 08)."""
        return catalogue.page_of(self.exercise).name

    @property
    def in_progress(self) -> bool:
        """Work begun and not finished: failing tests, a notebook that cannot be graded, or a change
        not checked yet."""
        return self.state in ("graded", "not graded", "changed", "unreadable") and not self.done

    @property
    def done(self) -> bool:
        return self.state == "graded" and bool(self.outcomes) and all(o.passed for o in self.outcomes)

    def status(self) -> str:
        if self.state == "missing":
            return f"no notebook {self.exercise}_*.ipynb"
        if self.state == "unreadable":
            return f"cannot be graded: {self.problem}"
        if self.state == "untouched":
            return f"untouched ({self.possible:g} points to earn)"
        if self.state == "not graded":
            return f"touched, but the graded tests did not run: {self.problem}"
        if self.state == "changed":
            return "changed since its last check: not graded now"
        if self.done:
            return f"done: {self.earned:g} / {self.possible:g} points"
        failed = [o for o in self.outcomes if not o.passed]
        return (f"in progress: {self.earned:g} / {self.possible:g} points, "
                f"{len(failed)} of {len(self.outcomes)} graded tests fail")


def standings(folder: Path, known: dict[str, list[Outcome]] | None = None,
              grade: bool = True) -> tuple[list[Standing], runs.Run | None]:
    """Each exercise's standing in `folder`. Touched exercises take their outcomes from `known` (make
    check's own exercise), else from what was remembered under the same code, else are graded in one
    pytest run, and remembered; with `grade` False they show as "changed" instead."""
    known = known or {}
    found = []
    for exercise in EXERCISES:
        notebook = runs.notebook_of(exercise, folder)
        if notebook is None:
            found.append(Standing(exercise, None, "missing"))
            continue
        try:
            state = "untouched" if untouched(exercise, notebook) else "graded"
            found.append(Standing(exercise, notebook, state))
        except SubmissionError as err:
            found.append(Standing(exercise, notebook, "unreadable", runs.first_line(str(err))))
    keys = {s.exercise: grade_key(s.exercise, s.notebook) for s in found if s.state == "graded"}
    for s in found:
        if s.state == "graded" and known.get(s.exercise):
            s.outcomes = runs.outcome_order(known[s.exercise])
            remember_grades(s.exercise, folder, keys[s.exercise], s.outcomes)
        elif s.state == "graded" and (remembered := remembered_grades(s.exercise, folder, keys[s.exercise])):
            s.outcomes = runs.outcome_order(remembered)
    touched = [s for s in found if s.state == "graded" and s.outcomes is None]
    if not grade:
        for s in touched:
            s.state = "changed"
        return found, None
    if not touched:
        return found, None
    print(f"grading exercise{'s' if len(touched) > 1 else ''} {', '.join(s.exercise for s in touched)} "
          "(your code, the graded tests; some seconds each) ...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="progress-") as tmp:
        grade_json = Path(tmp) / "grades.json"
        (run,) = runs.run_all([runs.graded_command([s.exercise for s in touched], folder, grade_json)])
        outcomes = runs.read_outcomes(grade_json) or []
    for s in touched:
        s.outcomes = runs.outcome_order([o for o in outcomes if o.exercise == s.exercise])
        if not s.outcomes:
            s.state, s.problem = "not graded", (runs.tail(run.output, 1) or ["no output"])[0]
        else:
            remember_grades(s.exercise, folder, keys[s.exercise], s.outcomes)
    return found, run


def next_step(found: list[Standing], folder: Path) -> str:
    """Finish what is begun first: the first exercise in progress, else the first not done."""
    todo = next((s for s in found if s.in_progress), None) or next((s for s in found if not s.done), None)
    if todo is None:
        return f"next: nothing: every exercise is done, {sum(s.earned for s in found):g} points"
    ex = todo.exercise
    if todo.state == "untouched":
        return (f"next: exercise {ex} ({runs.shown_path(todo.notebook)}): open it (make lab), fill in its TODOs, "
                f"then run {runs.check_command(ex, folder)}")
    if todo.state == "missing":
        name = runs.course_notebook_name(ex)
        return (f"next: exercise {ex}: there is no {name} in {runs.shown_path(folder)}/; "
                f"restore the one handed out (git checkout -- exercises/{name})")
    if todo.state == "unreadable":
        return f"next: exercise {ex}: repair or restore {runs.shown_path(todo.notebook)} ({todo.problem})"
    if todo.state == "changed":
        return f"next: exercise {ex}: it changed since its last check; run {runs.check_command(ex, folder)}"
    return (f"next: exercise {ex}: run {runs.check_command(ex, folder)}, which shows its first failure, "
            "and fix it")


def report(folder: Path, verbose: bool = False) -> tuple[str, bool]:
    """The text of `make progress`, and whether every exercise is done."""
    found, run = standings(folder)
    width = max(len(runs.shown_path(s.notebook)) if s.notebook else 1 for s in found)
    page = max(len(s.page) for s in found)
    lines = [f"your exercises in {runs.shown_path(folder)}/, each with the book page it comes from:", ""]
    for s in found:
        where = runs.shown_path(s.notebook) if s.notebook else "-"
        lines.append(f"  {s.exercise}  {where:<{width}}  {s.page:<{page}}  {s.status()}")
    earned = sum(s.earned for s in found if s.state == "graded")
    lines += ["", f"total: {earned:g} of {sum(possible_points(ex) for ex in EXERCISES):g} points"]
    if verbose and run is not None:
        lines += ["", f"== full output of the graded tests: {' '.join(run.command[1:])}", run.output.rstrip()]
    lines += ["", next_step(found, folder)]
    return "\n".join(lines), all(s.done for s in found)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware.progress", description=__doc__.split("\n\n")[0])
    parser.add_argument("--folder", type=Path, default=runs.DEFAULT_FOLDER,
                        help="the folder of your exercise notebooks NN_*.ipynb (default: exercises/)")
    parser.add_argument("--verbose", action="store_true", help="also show the whole output of the graded tests")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"no folder {runs.shown_path(args.folder)}", file=sys.stderr)
        return 2
    text, _ = report(args.folder, args.verbose)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
