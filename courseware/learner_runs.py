"""The pytest runs behind `make check` and `make progress` (hand-written).

Finding an exercise's notebook in a learner's folder, the two commands that check it (the graded
tests with the grader plugin's `--grade-json`; nbval with courseware/check_plugin.py's
`--check-json`), running them side by side, and reading the outcomes they wrote. courseware/check.py
(one exercise, summed up) and courseware/progress.py (every exercise) are built on these.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from . import catalogue
from .grader.records import EXERCISES, ROOT, TESTS, Outcome, marker

DEFAULT_FOLDER = ROOT / "exercises"
CELL_TIMEOUT = 300      # s for one notebook cell (nbval): the exercises' cells take seconds
PROCESS_TIMEOUT = 1800  # s for one pytest process: far above a correct run (under 30 s), against a hang
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


# The exercise and the folder ------------------------------------------------------------------------

def exercise_id(text: str) -> str | None:
    """The exercise that `text` names, or None if it names none: its number ("1", "01" or "ex01"
    -> "01"), or its book page, as courseware/catalogue.py gives it ("05_bleu", "bleu" or
    "book/05_bleu.ipynb" -> "08"), or its notebook's name ("08_bleu.ipynb" -> "08")."""
    text = text.strip()
    name = Path(text).name.lower().removesuffix(".ipynb")
    for exercise, page in catalogue.exercises().items():
        if name in (page.name, page.name.split("_", 1)[1], f"{exercise}_{page.name.split('_', 1)[1]}"):
            return exercise
    if text.lower().startswith("ex"):
        text = text[2:]
    if not text.isdigit() or len(text) > 2:
        return None
    exercise = f"{int(text):02d}"
    return exercise if exercise in EXERCISES else None


def unknown_exercise(text: str) -> str:
    shown = text.strip()
    shown = f"{int(shown):02d}" if shown.isdigit() and len(shown) <= 2 else (shown or "''")
    pages = ", ".join(f"{page.name} ({ex})" for ex, page in catalogue.exercises().items())
    return f"no exercise {shown}: choose one of {' '.join(EXERCISES)}, or name its book page: {pages}"


def notebook_of(exercise: str, folder: Path) -> Path | None:
    """The learner's notebook of `exercise` in `folder` (the one the graded tests load), or None."""
    found = sorted(Path(folder).glob(f"{exercise}_*.ipynb"), key=lambda p: (p.is_symlink() or not p.is_file(), p.name))
    return found[0] if found else None


def course_notebook_name(exercise: str) -> str:
    """The file name an exercise is handed out with ("02_multihead.ipynb")."""
    found = [p for folder in (ROOT / "solutions", DEFAULT_FOLDER) for p in sorted(folder.glob(f"{exercise}_*.ipynb"))]
    return found[0].name if found else f"{exercise}_*.ipynb"


def shown_path(path: Path) -> str:
    """A path as the learner typed it: relative to the current folder when inside it."""
    path = Path(path).absolute()
    try:
        return path.relative_to(Path.cwd()).as_posix()
    except ValueError:
        return str(path)


def check_command(exercise: str, folder: Path) -> str:
    """The command that checks `exercise` in `folder`: `make check EX=01` for the course's exercises/."""
    if Path(folder).resolve() == DEFAULT_FOLDER.resolve():
        return f"make check EX={exercise}"
    return f"{shown_path(Path(sys.executable))} -m courseware.check {exercise} --folder {shown_path(folder)}"


# Running pytest ---------------------------------------------------------------------------------------

@dataclass
class Run:
    command: list[str]
    returncode: int = -1
    output: str = ""


def run_all(commands: list[list[str]]) -> list[Run]:
    """Run the commands at the same time (each a pytest process, cwd the course), and wait for them."""
    runs, procs = [Run(c) for c in commands], []
    with tempfile.TemporaryDirectory(prefix="check-logs-") as tmp:
        try:
            for i, run in enumerate(runs):
                log = open(Path(tmp) / f"{i}.log", "wb")  # closed below, once the process ends
                procs.append((subprocess.Popen(run.command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                                               stdin=subprocess.DEVNULL), log))
            for run, (proc, log) in zip(runs, procs, strict=True):
                try:
                    run.returncode = proc.wait(timeout=PROCESS_TIMEOUT)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    run.returncode = proc.wait()
                log.close()
                run.output = ANSI.sub("", Path(log.name).read_text(encoding="utf-8", errors="replace"))
        finally:
            for proc, log in procs:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
                log.close()
    return runs


def python_pytest(*args: str) -> list[str]:
    return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--color=no", *args]


def graded_command(exercises: list[str], folder: Path, grade_json: Path) -> list[str]:
    """The graded tests of `exercises` against the notebooks in `folder`, outcomes into `grade_json`."""
    return python_pytest(str(TESTS), "-m", " or ".join(marker(ex) for ex in exercises),
                          "--submissions", str(Path(folder).absolute()), "--grade-json", str(grade_json))


def nbval_command(notebook: Path, check_json: Path) -> list[str]:
    return python_pytest("--nbval", "--nbval-current-env", f"--nbval-cell-timeout={CELL_TIMEOUT}",
                          "-p", "courseware.check_plugin", "--check-json", str(check_json),
                          str(Path(notebook).absolute()))


def read_outcomes(path: Path) -> list[Outcome] | None:
    """The outcomes --grade-json wrote, or None if the graded run wrote none."""
    try:
        return [Outcome.from_json(entry) for entry in json.loads(Path(path).read_text(encoding="utf-8"))]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def outcome_order(outcomes: list[Outcome]) -> list[Outcome]:
    """The outcomes in the order of the exercise's test files (the order the notebook's header lists)."""
    from .exercises import graded_tests

    order: dict[tuple[str, str], int] = {}
    for exercise in sorted({o.exercise for o in outcomes}):
        try:
            names = [t["name"] for t in graded_tests(marker(exercise))]
        except Exception:  # a test file that does not parse: keep the plugin's order
            names = []
        order.update({(exercise, name): i for i, name in enumerate(names)})
    return sorted(outcomes, key=lambda o: (o.exercise, order.get((o.exercise, o.test.split("[")[0]), len(order)),
                                           o.test))


def tail(text: str, lines: int = 8) -> list[str]:
    return text.strip().splitlines()[-lines:]


def first_line(message: str) -> str:
    line = next((part.strip() for part in message.splitlines() if part.strip()), "")
    return line if len(line) <= 300 else line[:297] + "..."
