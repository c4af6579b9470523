"""`transformer-grade`: grade exercise notebooks, one learner or a whole class (hand-written).

    transformer-grade submissions/ -o grades/ --workers 2        # a folder: one entry per learner
    transformer-grade exercises/01_attention.ipynb               # a learner checks one notebook
    transformer-grade --gradescope-bundle autograder.zip         # the same grader for Gradescope

A folder of submissions holds one subfolder per learner (its notebooks named `NN_*.ipynb`, or any
name with the chapter's `#| default_exp` line) or one notebook per learner (`alice.ipynb`); the
learner id is the subfolder's or the file's name. A folder holding only `NN_*.ipynb` notebooks is
one learner's work (exercises/), and with --gradescope-results the whole folder is one learner's
upload, however it is laid out (run_autograder of the bundle; see "Gradescope" below). A single
notebook is graded on its own exercise only. Each learner is graded by a separate pytest
process running the graded suites (tests/graded, plus `--hidden-tests`) through the plugin
courseware/grading.py; that process runs every assertion, while the learner's code runs in a
`Sandbox` child with the time and memory limits and no file access. The grader itself only reads
the JSON the pytest process writes.

Output folder:
    results/<learner>.json       the full result, written when the learner is done (atomic); a rerun
                                 skips learners whose notebooks and options have not changed
    feedback/<learner>.md        for the learner: points per test, failed checks, the likely mistake,
                                 the cell concerned; of hidden tests only that there are some, until
                                 the instructor reruns with --publish-hidden (reports only, no regrading)
    gradescope/<learner>/results.json   Gradescope's format (hidden tests: after_published, unnamed)
    gradebook.csv                one row per learner, one column per exercise
    similarity.md                pairs of submissions (or a submission and the reference solution)
                                 whose graded code is nearly identical (as written, or with its
                                 identifiers renamed), for a person to look at

Whatever a submission holds (a folder or a link where a notebook belongs, binary junk, broken JSON,
an empty folder, code that does not compile), that learner scores 0 with the reason and the others
are graded: every learner gets a result, feedback and a gradebook row.
"""

from __future__ import annotations

import argparse
import builtins
import csv
import difflib
import hashlib
import io
import json
import keyword
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import tokenize
import zipfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from . import isolation
from .submission import (GRADED_MODULES, SubmissionError, check_interface, check_notebook, defining_cells, exercise_of,
                         exported_cells, read_notebook_bytes, shown, syntax_errors)

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests" / "graded"
EXERCISES = tuple(GRADED_MODULES)
FORMAT = 1   # of results/<learner>.json
GRACE = 30.0     # s: with --time-budget, the grading process is stopped this long after its budget ends
WRAP_UP = 5.0    # s of the budget kept for the reports, after the tests


@dataclass
class Submission:
    learner: str
    notebooks: dict[str, Path] = field(default_factory=dict)   # exercise -> notebook
    problems: list[str] = field(default_factory=list)          # found while gathering


@dataclass
class Options:
    exercises: tuple[str, ...] = EXERCISES
    time_limit: float = 120.0
    memory_limit: int = 2048
    threads: int = 1
    hidden_tests: Path | None = None
    publish_hidden: bool = False   # reports only (feedback with the hidden tests): not in the fingerprint
    time_budget: float | None = None   # seconds for one learner's whole grading (None: per-call limits only)


def _safe_id(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9._@-]+", "_", name).strip("._") or "learner"
    return cleaned[:100]


MAX_ENTRIES = 10_000   # files and folders looked at in one learner's folder


IGNORED_FOLDERS = ("__MACOSX",)   # what macOS's zip adds: `._NN_*.ipynb` metadata files, not notebooks
NO_NOTEBOOK = "the submission holds no notebook (no *.ipynb file): upload your exercise notebooks, e.g. 01_attention.ipynb"


def _is_notebook_name(name: str) -> bool:
    return name.endswith(".ipynb")


def _learner_notebooks(folder: Path, problems: list[str]) -> list[Path]:
    """The notebooks in a learner's folder and its subfolders (hidden ones and .ipynb_checkpoints
    left out). Links are never followed: a link named like a notebook is listed (and refused when
    read, with the reason), a link to a folder is a problem. Anything named *.ipynb is listed, be
    it a file or not: a folder or a pipe named like a notebook is refused when read."""
    found, stack, seen = [], [folder], 0
    while stack:
        here = stack.pop()
        try:
            entries = sorted(here.iterdir())
        except OSError as err:
            problems.append(f"{shown(here)}: the folder cannot be read ({err.strerror or err})")
            continue
        for entry in entries:
            seen += 1
            if seen > MAX_ENTRIES:
                problems.append(f"more than {MAX_ENTRIES} files in the submission: only the first were looked at")
                return sorted(found)
            if entry.name.startswith(".") or entry.name in IGNORED_FOLDERS:   # .ipynb_checkpoints, macOS's ._ files
                continue
            if _is_notebook_name(entry.name):
                found.append(entry)
            elif entry.is_symlink():
                if entry.is_dir():
                    problems.append(f"{shown(entry)}: a symbolic link to a folder; the grader does not follow links")
            elif entry.is_dir():
                stack.append(entry)
    return sorted(found)


def gather(path: Path, exercises: tuple[str, ...], one_learner: bool = False) -> list[Submission]:
    """The submissions under `path`: a notebook (one learner) or a folder (one entry per learner;
    with `one_learner`, all of it one learner's, as in a Gradescope upload, however it is laid out).
    Nothing in the folder stops the gathering: a notebook that cannot be read, a folder or a link
    where a notebook belongs, an empty learner folder, is a learner with a problem (graded 0)."""
    path = Path(path)
    if not path.exists():
        raise ValueError(f"SUBMISSIONS '{path}' does not exist")
    if path.is_symlink():   # the instructor's own argument: followed (links inside it are not)
        path = path.resolve()
    entries: list[tuple[str, list[Path], list[str], Path | None]] = []   # (learner, notebooks, problems, folder)
    if not path.is_dir():
        entries.append((path.stem, [path], [], None))
    elif one_learner:
        problems: list[str] = []
        notebooks = _learner_notebooks(path, problems)
        entries.append((path.resolve().name, notebooks, problems or ([] if notebooks else [NO_NOTEBOOK]), path))
    else:
        try:
            top = sorted(p for p in path.iterdir() if not p.name.startswith("."))
        except OSError as err:
            raise ValueError(f"SUBMISSIONS '{path}' cannot be read: {err.strerror or err}") from None
        loose = [p for p in top if _is_notebook_name(p.name)]
        folders = [p for p in top if not _is_notebook_name(p.name) and p.is_dir()]
        if loose and not folders and all(p.name[:2] in GRADED_MODULES and p.name[2:3] == "_" for p in loose):
            # a folder of NN_*.ipynb only: one learner's notebooks (exercises/, Gradescope's upload)
            entries.append((path.resolve().name, loose, [], path))
        else:
            for entry in top:
                if _is_notebook_name(entry.name):   # one learner's notebook (a file, or what it should have been)
                    entries.append((entry.stem, [entry], [], None))
                elif entry.is_symlink():
                    if entry.is_dir():
                        entries.append((entry.name, [], [f"{shown(entry)}: the learner's folder is a symbolic link; "
                                                          "the grader does not follow links"], None))
                elif entry.is_dir():
                    problems: list[str] = []
                    notebooks = _learner_notebooks(entry, problems)
                    if not notebooks and not problems:
                        problems.append(NO_NOTEBOOK)
                    entries.append((entry.name, notebooks, problems, entry))
    submissions, seen = [], set()
    for name, notebooks, problems, base in entries:
        learner = _safe_id(name)
        while learner in seen:
            learner += "_"
        seen.add(learner)
        sub = Submission(learner, problems=list(problems))
        found: dict[str, list[Path]] = {}
        for nb in notebooks:
            exercise = exercise_of(nb) or (exercises[0] if len(exercises) == 1 else None)
            if exercise is None:
                why = check_notebook(nb)
                sub.problems.append(f"{why}; so the grader cannot tell which exercise it is" if why else
                                    f"{_where(nb, base)}: not graded: the grader cannot tell which exercise it is "
                                    "(keep the name it was handed out with, NN_*.ipynb, and its '#| default_exp' line)")
            elif exercise in exercises:
                found.setdefault(exercise, []).append(nb)
        for exercise, candidates in sorted(found.items()):
            sub.notebooks[exercise], why = choose(exercise, candidates, base)
            if why:
                sub.problems.append(why)
        submissions.append(sub)
    return submissions


def _where(nb: Path, base: Path | None) -> str:
    """The notebook as the learner knows it: its path inside their upload (escaped if unprintable)."""
    try:
        text = nb.relative_to(base).as_posix() if base is not None else nb.name
    except ValueError:
        text = nb.name
    return text if text.isprintable() else ascii(text)


def _handed_out(exercise: str, folder: str = "exercises") -> Path | None:
    """The course's notebook of `exercise`: the skeleton learners get, or (folder "solutions") its solution."""
    return next(iter(sorted((ROOT / folder).glob(f"{exercise}_*.ipynb"))), None)


def _untouched(exercise: str, nb: Path) -> bool:
    """Whether the notebook's exported code is the exercise's as handed out (no code of the learner's)."""
    skeleton = _handed_out(exercise)
    try:
        return skeleton is not None and ([code.strip() for _, code in exported_cells(nb)]
                                         == [code.strip() for _, code in exported_cells(skeleton)])
    except SubmissionError:
        return False


def choose(exercise: str, candidates: list[Path], base: Path | None) -> tuple[Path, str]:
    """The notebook graded when a learner's upload holds several for one exercise, and the message
    that says which and why: one that can be read before one that cannot, one with the learner's code
    before the exercise as handed out, then the one nearest the top of the upload, then by name."""
    if len(candidates) == 1:
        return candidates[0], ""
    unreadable = {nb: check_notebook(nb) is not None for nb in candidates}
    untouched = {nb: not unreadable[nb] and _untouched(exercise, nb) for nb in candidates}

    def depth(nb):
        return len(nb.relative_to(base).parts) if base is not None and nb.is_relative_to(base) else len(nb.parts)

    ranked = sorted(candidates, key=lambda nb: (unreadable[nb], untouched[nb], depth(nb), nb.as_posix()))
    chosen, others = ranked[0], ranked[1:]
    second = others[0]
    reason = ("the other cannot be read" if unreadable[second] else
              "the other is the exercise as handed out, with no code of yours" if untouched[second] else
              "it is the nearest to the top of your upload" if depth(chosen) < depth(second) else
              "it comes first by name: upload one notebook per exercise")
    return chosen, (f"{len(candidates)} notebooks for exercise {exercise}: graded {_where(chosen, base)} ({reason}), "
                    f"not {', '.join(_where(nb, base) for nb in others)}")


def _digest(paths) -> str:
    h = hashlib.sha256()
    for p in paths:
        try:
            data = Path(p).read_bytes()
        except OSError as err:   # the grader's own files: a file gone changes the digest, nothing more
            data = f"unreadable: {err}".encode()
        h.update(str(Path(p).name).encode() + b"\0" + data + b"\0")
    return h.hexdigest()


def _notebook_digest(nb: Path) -> bytes:
    """A notebook's contribution to the fingerprint: its bytes, or why it cannot be read (the same
    refusal, with the file's size in it, grades the same)."""
    try:
        return hashlib.sha256(read_notebook_bytes(nb)).digest()
    except SubmissionError as err:
        return hashlib.sha256(b"unreadable\0" + str(err).encode("utf-8", "replace")).digest()


def grader_version(options: Options) -> str:
    """Changes when the tests, the grading code or the hidden tests change: results are then stale."""
    files = sorted(TESTS.rglob("*.py")) + sorted((ROOT / "courseware").glob("*.py"))
    if options.hidden_tests:
        files += sorted(Path(options.hidden_tests).rglob("*.py"))
    return _digest(files)[:16]


def fingerprint(sub: Submission, options: Options, version: str) -> str:
    h = hashlib.sha256(json.dumps([version, options.exercises, options.time_limit, options.memory_limit,
                                   str(options.hidden_tests), options.time_budget]).encode())
    for ex in sorted(sub.notebooks):
        h.update(ex.encode() + _notebook_digest(sub.notebooks[ex]))
    h.update("\n".join(sub.problems).encode("utf-8", "replace"))
    return h.hexdigest()


def _default_limit(options: Options, exercises: int) -> float:
    """Seconds after which a learner's grading process is stopped when there is no --time-budget:
    each exercise's CPU-time limit (2 x --time-limit + 5 s), plus 120 s to start and collect."""
    return (2 * options.time_limit + 5) * exercises + 120


def _pytest_command(options: Options, exercises, json_path: Path, submissions: Path | None, collect=False,
                    budget: float | None = None) -> list[str]:
    cmd = [sys.executable, "-m", "pytest"] + [str(f) for ex in exercises for f in sorted(TESTS.glob(f"test_ex{ex}_*.py"))]
    if options.hidden_tests:
        cmd.append(str(Path(options.hidden_tests).resolve()))
        cmd += ["--hidden-tests", str(Path(options.hidden_tests).resolve())]
    cmd += ["-m", " or ".join(f"ex{ex}" for ex in exercises), "--grade-json", str(json_path),
            "--time-limit", str(options.time_limit), "--memory-limit", str(options.memory_limit),
            "-p", "courseware.grading", "-p", "no:cacheprovider", "-q", "--no-header", "-rN",
            "--rootdir", str(ROOT), "-c", str(ROOT / "pyproject.toml")]
    if submissions is not None:
        cmd += ["--submissions", str(submissions)]
    if budget is not None:
        cmd += ["--time-budget", f"{budget:.1f}"]
    if collect:
        cmd.append("--collect-only")
    return cmd


def _env(options: Options) -> dict:
    env = dict(os.environ, PYTHONHASHSEED="0", OMP_NUM_THREADS=str(options.threads),
               MKL_NUM_THREADS=str(options.threads), PYTHONDONTWRITEBYTECODE="1",
               PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")   # only our plugin: faster, and no stray plugin in the grade
    env.pop("PYTEST_ADDOPTS", None)
    return env


def catalogue(options: Options) -> dict[str, list[dict]]:
    """{exercise: the graded tests (points, hidden)} collected without running anything."""
    with tempfile.TemporaryDirectory(prefix="grade-catalogue-") as tmp:
        out = Path(tmp) / "tests.json"
        run = subprocess.run(_pytest_command(options, options.exercises, out, Path(tmp), collect=True),
                             cwd=ROOT, env=_env(options), capture_output=True, text=True)
        if not out.exists():
            raise SystemExit(f"transformer-grade: error: the graded tests do not collect:\n{run.stdout[-3000:]}{run.stderr[-2000:]}")
        entries = json.loads(out.read_text())
    tests: dict[str, list[dict]] = {ex: [] for ex in options.exercises}
    for entry in entries:
        ex = entry["exercise"][2:]
        if ex in tests:
            tests[ex].append(entry)
    for ex, found in tests.items():
        if not found:
            raise SystemExit(f"transformer-grade: error: no graded test for exercise {ex}")
    return tests


def grade_submission(sub: Submission, options: Options, tests: dict[str, list[dict]]) -> dict:
    """Run the graded tests on one learner's notebooks; the result as a dict (see the module doc)."""
    start = time.monotonic()
    result = {"format": FORMAT, "learner": sub.learner, "problems": list(sub.problems), "exercises": {}}
    with tempfile.TemporaryDirectory(prefix="grade-") as tmp:
        staging = Path(tmp) / "submission"
        staging.mkdir()
        runnable, cells_of = [], {}
        for ex in options.exercises:
            nb = sub.notebooks.get(ex)
            info = {"notebook": nb.name if nb else None, "problems": []}
            result["exercises"][ex] = info
            if nb is None:
                info["problems"].append(f"no notebook for exercise {ex} in the submission")
                continue
            info["notebook"] = shown(nb)
            try:
                data = read_notebook_bytes(nb)   # read once: what is checked here is what is graded
                cells = exported_cells(nb, data)
            except SubmissionError as err:
                info["problems"].append(str(err))
                continue
            except Exception as err:  # the grader's own failure on this file: this exercise scores 0, the batch goes on
                info["problems"].append(f"{shown(nb)}: the grader could not read it ({type(err).__name__}: {err})")
                continue
            # cells that do not compile: every test of the exercise fails with where and why, and
            # nothing runs (compile() executes nothing; the sandbox would only fail the same way)
            broken = syntax_errors(shown(nb), cells)
            info["problems"] += check_interface(ex, cells, shown(nb))
            cells_of[ex] = defining_cells(cells)
            if broken:
                continue
            (staging / f"{ex}_{GRADED_MODULES[ex]}.ipynb").write_bytes(data)
            runnable.append(ex)
        outcome, stopped = {}, ""
        if runnable:
            out = Path(tmp) / "outcome.json"
            if options.time_budget:   # the exercises share what is left; the process is stopped GRACE s after
                inner = max(1.0, options.time_budget - (time.monotonic() - start) - WRAP_UP)
                budget = inner + GRACE
            else:
                inner, budget = None, _default_limit(options, len(runnable))
            proc = subprocess.Popen(_pytest_command(options, runnable, out, staging, budget=inner), cwd=ROOT,
                                    env=_env(options), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    start_new_session=True)
            try:
                log, _ = proc.communicate(timeout=budget)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, 9)
                log, _ = proc.communicate()
                stopped = (f"not run: grading was stopped after {budget:.0f} s, the submission's time limit; "
                           "the tests that finished keep their points")
            else:
                if proc.returncode < 0:   # killed by a signal, not pytest's own exit (0 to 5)
                    stopped = (f"not run: the grading process was killed (exit {proc.returncode}"
                               + (", most likely by the machine's memory limit" if proc.returncode == -9 else "")
                               + "); the tests that finished keep their points")
            if stopped:
                result["problems"].append(stopped[len("not run: "):])
            try:
                outcome = {(e["exercise"][2:], e["test"]): e for e in json.loads(out.read_text())}
            except (OSError, ValueError):
                # the log's tail is for the instructor only (results/): pytest prints failing tests'
                # source there, the hidden tests' included
                result["log"] = log.decode(errors="replace")[-3000:]
                if not stopped:
                    result["problems"].append(f"the grading process failed (exit {proc.returncode}); unfinished tests "
                                              "score 0 (the instructor has its log)")
    for ex in options.exercises:
        info = result["exercises"][ex]
        info["tests"] = []
        for test in tests[ex]:
            got = outcome.get((ex, test["test"]))
            if got is None or (stopped and not got.get("ran", True)):
                message = info["problems"][0] if info["problems"] else stopped or test["message"]
                got = dict(got or test, passed=False, message=message)
            where = sorted({cells_of.get(ex, {}).get(name) for name in got.get("uses", [])} - {None})
            info["tests"].append({"test": test["test"], "points": test["points"], "earned": test["points"] if got["passed"] else 0.0,
                                  "passed": bool(got["passed"]), "message": got["message"], "cells": where,
                                  "hidden": test["hidden"]})
        info["score"] = sum(t["earned"] for t in info["tests"])
        info["max"] = sum(t["points"] for t in info["tests"])
    result["total"] = sum(info["score"] for info in result["exercises"].values())
    result["max_total"] = sum(info["max"] for info in result["exercises"].values())
    result["seconds"] = round(time.monotonic() - start, 1)
    return result


# Reports -----------------------------------------------------------------------------------------

def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part")
    tmp.write_bytes(text.encode("utf-8", "replace"))   # a lone surrogate from a learner's message becomes "?"
    os.replace(tmp, path)


def _item(text: str) -> str:
    """A message as one item of a Markdown list: its further lines indented under it."""
    return "\n  ".join(line.rstrip() for line in str(text).strip().splitlines()) or "(no message)"


def _first_line(text: str) -> str:
    lines = [line for line in str(text).strip().splitlines() if line.strip()]
    return lines[0].strip() if lines else "failed"


def feedback(result: dict, publish_hidden: bool = False) -> str:
    """The learner's report. Hidden tests stay hidden (no name, message or points; one line per
    exercise says there are some) unless `publish_hidden`: the instructor's --publish-hidden, after
    the deadline, shows them with the full totals."""
    def shown_tests(info):
        return [t for t in info["tests"] if publish_hidden or not t["hidden"]]

    any_hidden = any(t["hidden"] for info in result["exercises"].values() for t in info["tests"])
    if publish_hidden or not any_hidden:
        total = f"**Total: {result['total']:g} / {result['max_total']:g} points**"
    else:
        earned = sum(t["earned"] for info in result["exercises"].values() for t in shown_tests(info))
        possible = sum(t["points"] for info in result["exercises"].values() for t in shown_tests(info))
        total = f"**Total: {earned:g} / {possible:g} points in the tests you were given**"
    lines = [f"# Feedback for {result['learner']}", "", total, ""]
    lines += [f"- {_item(p)}" for p in result["problems"]]
    for ex, info in result["exercises"].items():
        tests = shown_tests(info)
        score = sum(t["earned"] for t in tests)
        possible = sum(t["points"] for t in tests)
        lines += ["", f"## Exercise {ex}: {score:g} / {possible:g} points"
                  + (f" ({info['notebook']})" if info["notebook"] else ""), ""]
        lines += [f"- **Problem:** {_item(p)}" for p in info["problems"]]
        for t in tests:
            mark = "passed" if t["passed"] else "FAILED"
            name = t["test"] + (" (hidden test)" if t["hidden"] else "")
            lines.append(f"- {mark} `{name}`: {t['earned']:g} / {t['points']:g}")
            if not t["passed"]:
                where = f" [{'; '.join(t['cells'])}]" if t["cells"] else ""
                lines.append(f"  - {_first_line(t['message'])}{where}")
        if not publish_hidden and any(t["hidden"] for t in info["tests"]):
            lines.append("- This exercise also has hidden tests; their results come when your instructor publishes them.")
    return "\n".join(lines) + "\n"


def gradescope(result: dict) -> dict:
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
    --publish-hidden does not change this file: on Gradescope, publishing is its own "Publish Grades"
    (which shows the after_published tests, still unnamed); the hidden tests' names and messages
    reach learners through feedback/*.md written with --publish-hidden.
    """
    tests, hidden_count = [], {}
    for ex, info in result["exercises"].items():
        for t in info["tests"]:
            if t["hidden"]:
                hidden_count[ex] = hidden_count.get(ex, 0) + 1
                tests.append({"name": f"ex{ex}: hidden test {hidden_count[ex]}", "score": t["earned"],
                              "max_score": t["points"], "status": "passed" if t["passed"] else "failed",
                              "output": "", "visibility": "after_published"})
                continue
            where = f" [{'; '.join(t['cells'])}]" if t["cells"] else ""
            tests.append({"name": f"ex{ex}: {t['test']}", "score": t["earned"], "max_score": t["points"],
                          "status": "passed" if t["passed"] else "failed",
                          "output": "" if t["passed"] else t["message"] + where, "visibility": "visible"})
    problems = result["problems"] + [p for info in result["exercises"].values() for p in info["problems"]]
    data = {"output": "\n".join(problems), "tests": tests, "visibility": "visible", "stdout_visibility": "hidden"}
    if not hidden_count:
        data = {"score": result["total"], **data}
    return data


def gradebook(results: list[dict], exercises, path: Path) -> None:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["learner", *[f"ex{ex}" for ex in exercises], "total", "max", "problems"])
    for r in sorted(results, key=lambda r: r["learner"]):
        problems = len(r["problems"]) + sum(len(info["problems"]) for info in r["exercises"].values())
        writer.writerow([r["learner"], *[f"{r['exercises'][ex]['score']:g}" for ex in exercises],
                         f"{r['total']:g}", f"{r['max_total']:g}", problems])
    _write(path, buffer.getvalue())


MAX_TOKENS = 3000   # of a notebook's exported code compared (a solution has 250 to 900): difflib is quadratic
_KEEP = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) | frozenset(dir(builtins))


def _typed_tokens(code: str) -> list[tuple[int, str]]:
    """(type, text) of the code's tokens, comments and layout left out."""
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            if tok.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
                                tokenize.DEDENT, tokenize.ENDMARKER):
                out.append((tok.type, tok.string))
    except Exception:  # code that does not tokenize (tokenize.TokenError, IndentationError, ...): its words
        out = [(tokenize.NAME if word.isidentifier() else tokenize.OP, word) for word in code.split()]
    return out


def _tokens(code: str) -> list[str]:
    return [text for _, text in _typed_tokens(code)]


def _renamed(tokens: list[tuple[int, str]]) -> list[str]:
    """The tokens with identifiers alpha-renamed: each distinct name that is not a keyword, a builtin,
    an attribute (after a '.': the library's API, `.softmax`, `.masked_fill`) or a keyword argument
    (`dim=` in a call) becomes the order of its first appearance, so a copy whose variables were
    renamed compares as the same code."""
    names: dict[str, str] = {}
    out, depth = [], 0
    for i, (kind, text) in enumerate(tokens):
        if kind == tokenize.OP and text in ("(", "[", "{"):
            depth += 1
        elif kind == tokenize.OP and text in (")", "]", "}"):
            depth = max(0, depth - 1)
        keyword_argument = depth > 0 and i + 1 < len(tokens) and tokens[i + 1][1] == "="
        if (kind == tokenize.NAME and text not in _KEEP and not keyword_argument
                and not (i > 0 and tokens[i - 1][1] == ".")):
            out.append(names.setdefault(text, f"\0id{len(names)}"))
        else:
            out.append(text)
    return out


def _contribution(nb: Path, skeleton: list[str]) -> list[tuple[int, str]]:
    """The learner's own tokens, (type, text): what differs from the exercise skeleton; [] for a
    notebook that cannot be read."""
    try:
        tokens = _typed_tokens("\n".join(code for _, code in exported_cells(nb)))[:MAX_TOKENS]
    except SubmissionError:
        return []
    texts = [text for _, text in tokens]
    matcher = difflib.SequenceMatcher(None, skeleton, texts, autojunk=False)
    own = [tokens[j] for op, _, _, j1, j2 in matcher.get_opcodes() if op in ("insert", "replace") for j in range(j1, j2)]
    return own


def similarity(submissions: list[Submission], exercises, path: Path, threshold=0.9, min_tokens=20) -> list[tuple]:
    """Flag pairs whose own code (beyond the skeleton) is nearly identical, and copies of the reference.
    Two measures: the token sequences as written, and the same with identifiers alpha-renamed (a
    copy with its variables renamed); a pair is flagged when either reaches `threshold`."""
    flagged = []
    for ex in exercises:
        skel_nb, sol_nb = _handed_out(ex), _handed_out(ex, "solutions")
        if skel_nb is None or sol_nb is None:
            continue
        skeleton = _tokens("\n".join(code for _, code in exported_cells(skel_nb)))
        own = {"(reference solution)": _contribution(sol_nb, skeleton)}
        for sub in submissions:
            if ex in sub.notebooks:
                try:
                    own[sub.learner] = _contribution(sub.notebooks[ex], skeleton)
                except Exception:  # never the report's end: this notebook is left out of it
                    own[sub.learner] = []
        raw = {name: [text for _, text in tokens] for name, tokens in own.items()}
        renamed = {name: _renamed(tokens) for name, tokens in own.items()}
        names = sorted(own)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                n = min(len(own[a]), len(own[b]))
                if n < min_tokens:
                    continue
                as_written = difflib.SequenceMatcher(None, raw[a], raw[b], autojunk=False).ratio()
                alpha = difflib.SequenceMatcher(None, renamed[a], renamed[b], autojunk=False).ratio()
                if max(as_written, alpha) >= threshold:
                    measure = ("as written and renamed" if min(as_written, alpha) >= threshold else
                               "as written" if as_written >= threshold else
                               f"renamed identifiers (as written: {as_written:.0%})")
                    flagged.append((ex, a, b, round(max(as_written, alpha), 3), n, measure))
    lines = ["# Similar submissions", "",
             f"Pairs whose graded code, beyond the exercise skeleton, is at least {threshold:.0%} the same "
             f"(token sequences, comments ignored, at least {min_tokens} tokens of their own), as written or "
             "with identifiers renamed (each variable, parameter or function name replaced by the order in which it "
             "first appears: a copy with its names changed). The measure column says which. Similar is not "
             "copied: short exercises have few ways to be right. Look before you decide.", "",
             "| exercise | submission | similar to | similarity | own tokens | measure |", "|---|---|---|---|---|---|"]
    lines += [f"| {ex} | {a} | {b} | {r:.0%} | {n} | {m} |"
              for ex, a, b, r, n, m in sorted(flagged, key=lambda f: (-f[3], f[:5]))]
    if not flagged:
        lines.append("| | none | | | | |")
    _write(path, "\n".join(lines) + "\n")
    return flagged


# The batch ---------------------------------------------------------------------------------------

def grade_all(submissions: list[Submission], options: Options, out: Path, workers: int = 1, regrade=False,
              say=print) -> list[dict]:
    """Grade every submission, `workers` at a time, writing each result as it completes; a rerun
    reuses results whose fingerprint (notebooks, options, tests) has not changed, and writes their
    reports again (so --publish-hidden, which changes only the reports, regrades nothing). Every
    submission gets a result, a gradebook row and feedback: one the grader fails on scores 0 with
    the reason and is graded again by the next run."""
    version = grader_version(options)
    tests = catalogue(options)
    results, todo = {}, []
    for sub in submissions:
        saved = out / "results" / f"{sub.learner}.json"
        fp = fingerprint(sub, options, version)
        try:
            old = json.loads(saved.read_text())
            if not regrade and old.get("fingerprint") == fp and old.get("format") == FORMAT:
                results[sub.learner] = old
                continue
        except (OSError, ValueError):
            pass
        todo.append((sub, fp))

    def reports(result):
        _write(out / "feedback" / f"{result['learner']}.md", feedback(result, options.publish_hidden))
        _write(out / "gradescope" / result["learner"] / "results.json", json.dumps(gradescope(result), indent=1))

    def finish(result):
        try:
            _write(out / "results" / f"{result['learner']}.json", json.dumps(result, indent=1))
            reports(result)
        except Exception as err:  # e.g. the disk is full: said, and the batch goes on
            say(f"{result['learner']}: its reports could not be written: {type(err).__name__}: {err}")

    for learner, old in list(results.items()):
        try:
            reports(old)
        except Exception:  # a result written by another version of the grader: grade it again
            del results[learner]
            todo.append(next((sub, fingerprint(sub, options, version)) for sub in submissions if sub.learner == learner))
    if results:
        say(f"{len(results)} already graded (unchanged), {len(todo)} to grade")

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        running = {pool.submit(grade_submission, sub, options, tests): (sub, fp) for sub, fp in todo}
        for done in as_completed(running):
            sub, fp = running[done]
            try:
                result = done.result()
                result["fingerprint"] = fp
            except Exception as err:  # the grader's own failure: recorded (0 points, no fingerprint: graded again next time)
                say(f"{sub.learner}: the grader failed: {type(err).__name__}: {err}")
                result = _zero_result(sub, options, tests, f"the grader failed on this submission ({type(err).__name__}); "
                                                           "it scores 0 until it is graded again")
            result["graded_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
            finish(result)
            results[sub.learner] = result
            say(f"{sub.learner}: {result['total']:g} / {result['max_total']:g} points ({result['seconds']:.0f} s)")
    final = [results[s.learner] for s in submissions if s.learner in results]
    gradebook(final, options.exercises, out / "gradebook.csv")
    try:
        similarity(submissions, options.exercises, out / "similarity.md")
    except Exception as err:  # never the batch's end: the report says what happened
        say(f"similarity.md: the comparison failed: {type(err).__name__}: {err}")
        _write(out / "similarity.md", f"# Similar submissions\n\nThe comparison failed: {type(err).__name__}: {err}\n")
    return final


def _zero_result(sub: Submission, options: Options, tests: dict[str, list[dict]], reason: str) -> dict:
    """The result of a submission the grader could not grade: every test 0, with the reason."""
    result = {"format": FORMAT, "learner": sub.learner, "problems": list(sub.problems) + [reason], "exercises": {},
              "seconds": 0.0}
    for ex in options.exercises:
        nb = sub.notebooks.get(ex)
        info = {"notebook": shown(nb) if nb else None, "problems": [],
                "tests": [{"test": t["test"], "points": t["points"], "earned": 0.0, "passed": False, "message": reason,
                           "cells": [], "hidden": t["hidden"]} for t in tests[ex]]}
        info["score"], info["max"] = 0.0, sum(t["points"] for t in info["tests"])
        result["exercises"][ex] = info
    result["total"] = 0.0
    result["max_total"] = sum(info["max"] for info in result["exercises"].values())
    return result


# Gradescope --------------------------------------------------------------------------------------
#
# Gradescope unpacks the zip into /autograder/source, runs setup.sh there once as root to build the
# image, then for each submission puts the upload in /autograder/submission, writes
# /autograder/submission_metadata.json, copies source/run_autograder to /autograder/run_autograder and
# runs it; it reads /autograder/results/results.json. Its defaults: Ubuntu 22.04 (Python 3.10),
# 768 MB of memory, 600 s. tests/autograder/test_gradescope.py runs the bundle the same way.

BUNDLE_FILES = ("pyproject.toml", "README.md", "transformer", "courseware", "tests/conftest.py", "tests/graded",
                "exercises", "solutions")
# What grading imports, with pyproject.toml's ranges: torch (the learner's code and the tests), pytest
# (the graded tests), nbformat (reading notebooks), num2words (imported by `transformer`, which the
# tests of exercise 05 use); then numpy, only so that torch starts without a warning.
GRADING_NEEDS = ("torch", "pytest", "nbformat", "num2words")
GRADESCOPE_MB = 768        # Gradescope's default memory per submission
GRADESCOPE_SECONDS = 600   # and its default timeout
# Memory of grading without the learner's own: the grader, pytest and one sandbox (torch loaded in
# both), measured on the solutions at 492 MB alone and 565 MB inside the whole test suite (torch's
# files warm in the page cache: more of them mapped, all reclaimable); test_gradescope.py checks it
# stays under this. The solutions pass with a --memory-limit of 96 MB: 160 leaves room.
GRADER_MB = 600
BUNDLE_DEFAULTS = {"memory_limit": 160, "time_budget": 480.0}   # within GRADESCOPE_MB and GRADESCOPE_SECONDS


def _requirements() -> list[str]:
    """GRADING_NEEDS with the version ranges of pyproject.toml's dependencies, then numpy."""
    text = (ROOT / "pyproject.toml").read_text()
    found = []
    for name in GRADING_NEEDS:
        match = re.search(rf'^\s*"({re.escape(name)}[<>=!~][^"]*)"', text, re.M)
        found.append(match.group(1) if match else name)
    return found + ["numpy"]


SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, as root, to build the autograder's image (generated by
# transformer-grade --gradescope-bundle). It needs Ubuntu 22.04 or newer (Python 3.10 or newer) and
# the internet, and installs only what grading needs.
set -euo pipefail
apt-get update -q
apt-get install -y -q python3 python3-venv python3-pip bubblewrap
python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else
  "setup.sh: the grader needs Python 3.10 or newer, this image has " + sys.version.split()[0]
  + ": choose the Ubuntu 22.04 base image (or newer) in the autograder settings")'
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install -q --upgrade pip
/autograder/venv/bin/pip install -q --index-url https://download.pytorch.org/whl/cpu {torch}
/autograder/venv/bin/pip install -q {others}
/autograder/venv/bin/python -c 'import torch, pytest, nbformat, num2words; print("setup.sh: torch", torch.__version__)'
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for each submission as /autograder/run_autograder, a copy of
# /autograder/source/run_autograder (generated by transformer-grade --gradescope-bundle, with the
# options it was given). AUTOGRADER_ROOT and PYTHON exist for tests; Gradescope sets neither.
set -uo pipefail
AUTOGRADER="${{AUTOGRADER_ROOT:-/autograder}}"
PYTHON="${{PYTHON:-$AUTOGRADER/venv/bin/python}}"
COURSE="$AUTOGRADER/source/course"
RESULTS="$AUTOGRADER/results/results.json"
mkdir -p "$AUTOGRADER/results"
rm -f "$RESULTS"
OPTIONS=({options})
if [ -d "$COURSE/hidden_tests" ]; then OPTIONS+=(--hidden-tests "$COURSE/hidden_tests"); fi
cd "$COURSE" && "$PYTHON" -m courseware.grade "$AUTOGRADER/submission" -o "$(mktemp -d)" "${{OPTIONS[@]}}" \\
    --gradescope-results "$RESULTS"
status=$?
if [ ! -s "$RESULTS" ]; then   # the grader could not even start: the learner still gets an answer
    cat > "$RESULTS" <<END
{{"score": 0, "tests": [], "visibility": "visible",
 "output": "The autograder failed before it could grade your submission (exit $status). This is not a mistake in your work: tell your instructor."}}
END
fi
exit 0
"""


def bundle_options(options: Options) -> list[str]:
    """The grader's options as run_autograder passes them (it adds --hidden-tests)."""
    return ["--exercises", ",".join(options.exercises), "--time-limit", f"{options.time_limit:g}",
            "--memory-limit", str(options.memory_limit), "--threads", str(options.threads)] + (
        ["--time-budget", f"{options.time_budget:g}"] if options.time_budget else [])


def needs(options: Options) -> list[str]:
    """What the bundle needs from Gradescope's settings; a warning where its defaults do not hold it."""
    memory = GRADER_MB + options.memory_limit
    seconds = (options.time_budget or _default_limit(options, len(options.exercises))) + 60
    lines = [f"Gradescope settings: the Ubuntu 22.04 base image (or newer); memory at least {memory} MB "
             f"(the grader's {GRADER_MB} MB + the learner's --memory-limit {options.memory_limit} MB); "
             f"timeout at least {seconds:.0f} s (the submission's time budget + 60 s to start and report)"]
    if memory > GRADESCOPE_MB:
        lines.append(f"WARNING: more than Gradescope's default of {GRADESCOPE_MB} MB: raise the autograder's memory "
                     f"in its settings, or give a --memory-limit of at most {GRADESCOPE_MB - GRADER_MB}")
    if seconds > GRADESCOPE_SECONDS:
        lines.append(f"WARNING: more than Gradescope's default timeout of {GRADESCOPE_SECONDS} s: raise it in the "
                     f"autograder's settings, or give a --time-budget of at most {GRADESCOPE_SECONDS - 60}")
    return lines


def bundle(path: Path, options: Options | None = None) -> Path:
    """A Gradescope autograder zip: setup.sh, run_autograder (with `options`) and the course (package,
    grader, graded tests, and `options.hidden_tests` as course/hidden_tests)."""
    options = options or Options(**BUNDLE_DEFAULTS)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch_req, *others = _requirements()
    scripts = {"setup.sh": SETUP_SH.format(torch=shlex.quote(torch_req), others=" ".join(map(shlex.quote, others))),
               "run_autograder": RUN_AUTOGRADER.format(options=" ".join(map(shlex.quote, bundle_options(options))))}
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in scripts.items():
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o755 << 16
            z.writestr(info, text)
        for item in BUNDLE_FILES:
            source = ROOT / item
            files = [source] if source.is_file() else sorted(p for p in source.rglob("*") if p.is_file())
            for f in files:
                if "__pycache__" not in f.parts:
                    z.write(f, f"course/{f.relative_to(ROOT)}")
        if options.hidden_tests:
            for f in sorted(Path(options.hidden_tests).rglob("*.py")):
                z.write(f, f"course/hidden_tests/{f.relative_to(options.hidden_tests)}")
    return path


# Command line ------------------------------------------------------------------------------------

def _exercises(text: str) -> tuple[str, ...]:
    chosen = tuple(e.strip().zfill(2) for e in text.split(",") if e.strip())
    bad = [e for e in chosen if e not in EXERCISES]
    if bad or not chosen:
        raise argparse.ArgumentTypeError(f"--exercises {text!r}: choose from {','.join(EXERCISES)}")
    return chosen


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="transformer-grade", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("submissions", nargs="?", type=Path,
                        help="a notebook, or a folder with one subfolder or notebook per learner")
    parser.add_argument("-o", "--output", type=Path, default=Path("grades"), help="output folder (default: grades/)")
    parser.add_argument("-e", "--exercises", type=_exercises, default=EXERCISES,
                        help="which exercises, e.g. 01,02 (default: all)")
    parser.add_argument("-j", "--workers", type=int, default=1, help="learners graded at once (default 1)")
    parser.add_argument("--threads", type=int, default=1, help="torch threads per worker (default 1)")
    parser.add_argument("--time-limit", type=float, default=120.0,
                        help="seconds one call of the learner's code may take (default 120; CPU time in all: twice that + 5 s)")
    parser.add_argument("--memory-limit", type=int, default=None,
                        help=f"megabytes the learner's code may use (default 2048; in a Gradescope bundle "
                             f"{BUNDLE_DEFAULTS['memory_limit']}, to fit its {GRADESCOPE_MB} MB)")
    parser.add_argument("--time-budget", type=float, default=None,
                        help="seconds for one learner's whole grading: each exercise gets an equal share of what is "
                             "left when it starts, and the tests that finished keep their points when time runs out "
                             f"(default: none; in a Gradescope bundle {BUNDLE_DEFAULTS['time_budget']:g}, to fit its "
                             f"{GRADESCOPE_SECONDS} s)")
    parser.add_argument("--hidden-tests", type=Path, help="folder of tests learners never receive (marked ex01..ex05, points)")
    parser.add_argument("--regrade", action="store_true", help="grade again even what is already graded")
    parser.add_argument("--publish-hidden", action="store_true",
                        help="feedback shows the hidden tests (names, messages, full totals): run it after the deadline; "
                             "it rewrites the reports only and regrades nothing")
    parser.add_argument("--gradescope-results", type=Path,
                        help="grade SUBMISSIONS as one learner's upload and write its results.json here (always, "
                             "whatever happens: what run_autograder uses)")
    parser.add_argument("--gradescope-bundle", type=Path, metavar="ZIP",
                        help="write a Gradescope autograder zip (setup.sh, run_autograder, with --exercises, "
                             "--time-limit, --memory-limit, --time-budget, --threads and --hidden-tests) instead of grading")
    args = parser.parse_args(argv)
    bundling = args.gradescope_bundle is not None
    if args.memory_limit is None:
        args.memory_limit = BUNDLE_DEFAULTS["memory_limit"] if bundling else 2048
    if args.time_budget is None and bundling:
        args.time_budget = BUNDLE_DEFAULTS["time_budget"]
    for name in ("workers", "threads", "memory_limit", "time_limit", "time_budget"):
        if getattr(args, name) is not None and getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be positive, got {getattr(args, name)}")
    if args.hidden_tests and not args.hidden_tests.is_dir():
        parser.error(f"--hidden-tests '{args.hidden_tests}' is not a folder")
    options = Options(args.exercises, args.time_limit, args.memory_limit, args.threads, args.hidden_tests,
                      publish_hidden=args.publish_hidden, time_budget=args.time_budget)
    if bundling:
        unused = [name for name, given in (("SUBMISSIONS", args.submissions is not None), ("--workers", args.workers != 1),
                                           ("--regrade", args.regrade), ("--publish-hidden", args.publish_hidden),
                                           ("--gradescope-results", args.gradescope_results is not None),
                                           ("--output", args.output != Path("grades"))) if given]
        if unused:
            parser.error(f"--gradescope-bundle writes a zip and grades nothing here: {', '.join(unused)} "
                         "does not apply to it")
        print(f"wrote {bundle(args.gradescope_bundle, options)} (grading with: {shlex.join(bundle_options(options))}"
              + (f" --hidden-tests {args.hidden_tests}" if args.hidden_tests else "") + ")")
        print("\n".join(needs(options)))
        return 0
    if args.submissions is None:
        parser.error("give SUBMISSIONS (a notebook or a folder), or --gradescope-bundle ZIP")
    if args.gradescope_results:
        return _gradescope_main(args, options)
    if args.submissions.is_file() and args.exercises == EXERCISES:
        options.exercises = (exercise_of(args.submissions),) if exercise_of(args.submissions) else EXERCISES
    try:
        submissions = gather(args.submissions, options.exercises)
    except ValueError as err:
        parser.error(str(err))
    if not submissions:
        parser.error(f"no submission in '{args.submissions}' (expected notebooks or one folder per learner)")
    _start_grading(len(submissions), options, args)
    grade_all(submissions, options, args.output, args.workers, args.regrade)
    print(f"wrote {args.output / 'gradebook.csv'}, feedback/, gradescope/, similarity.md")
    return 0


def _start_grading(count: int, options: Options, args) -> None:
    print(isolation.describe())   # the mode, and loudly what is not isolated here
    os.environ["TFS_ISOLATION"] = isolation.mode()   # probed once: the pytest processes trust it
    isolation.protect_grader()
    print(f"grading {count} submission(s), exercises {','.join(options.exercises)}, "
          f"{args.workers} worker(s), into {args.output}/")


def _gradescope_main(args, options: Options) -> int:
    """One learner's upload, graded for Gradescope: a results.json is written whatever happens (no
    notebook, a notebook that cannot be read, the grader's own failure), with the reason in it."""
    try:
        submission = gather(args.submissions, options.exercises, one_learner=True)[0]
        _start_grading(1, options, args)
        result = grade_all([submission], options, args.output, args.workers, args.regrade)[0]
        data = gradescope(result)
    except Exception as err:  # the grader's own failure: the learner is told, the instructor has the log
        print(f"transformer-grade: the grader failed: {type(err).__name__}: {err}", file=sys.stderr)
        data = {"score": 0, "tests": [], "visibility": "visible",
                "output": f"The autograder failed on your submission ({type(err).__name__}). This is not a mistake "
                          "in your work: tell your instructor."}
    _write(args.gradescope_results, json.dumps(data, indent=1))
    print(f"wrote {args.gradescope_results}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
