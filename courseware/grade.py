"""`transformer-grade`: grade exercise notebooks, one learner or a whole class (hand-written).

    transformer-grade submissions/ -o grades/ --workers 2        # a folder: one entry per learner
    transformer-grade exercises/01_attention.ipynb               # a learner checks one notebook
    transformer-grade --gradescope-bundle autograder.zip         # the same grader for Gradescope

A folder of submissions holds one subfolder per learner (its notebooks named `NN_*.ipynb`, or any
name with the chapter's `#| default_exp` line) or one notebook per learner (`alice.ipynb`); the
learner id is the subfolder's or the file's name. A folder holding only `NN_*.ipynb` notebooks is
one learner's work (exercises/, or Gradescope's upload). A single notebook is graded on its own
exercise only. Each learner is graded by a separate pytest
process running the graded suites (tests/graded, plus `--hidden-tests`) through the plugin
courseware/grading.py; that process runs every assertion, while the learner's code runs in a
`Sandbox` child with the time and memory limits and no file access. The grader itself only reads
the JSON the pytest process writes.

Output folder:
    results/<learner>.json       the full result, written when the learner is done (atomic); a rerun
                                 skips learners whose notebooks and options have not changed
    feedback/<learner>.md        for the learner: points per test, failed checks, the likely mistake,
                                 the cell concerned
    gradescope/<learner>/results.json   Gradescope's format
    gradebook.csv                one row per learner, one column per exercise
    similarity.md                pairs of submissions (or a submission and the reference solution)
                                 whose graded code is nearly identical, for a person to look at
"""

from __future__ import annotations

import argparse
import csv
import difflib
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tokenize
import zipfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from .submission import GRADED_MODULES, SubmissionError, check_interface, defining_cells, exercise_of, exported_cells

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests" / "graded"
EXERCISES = tuple(GRADED_MODULES)
FORMAT = 1   # of results/<learner>.json


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


def _safe_id(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9._@-]+", "_", name).strip("._") or "learner"
    return cleaned[:100]


def gather(path: Path, exercises: tuple[str, ...]) -> list[Submission]:
    """The submissions under `path`: a notebook (one learner) or a folder (one entry per learner)."""
    path = Path(path)
    if not path.exists():
        raise ValueError(f"SUBMISSIONS '{path}' does not exist")
    loose = sorted(path.glob("*.ipynb")) if path.is_dir() else []
    one_learner = bool(loose) and not any(p.is_dir() and not p.name.startswith(".") for p in path.iterdir()) \
        and all(p.name[:2] in GRADED_MODULES and p.name[2:3] == "_" for p in loose)
    if path.is_file():
        entries = [(path.stem, [path])]
    elif one_learner:   # a folder of NN_*.ipynb only: one learner's notebooks (exercises/, Gradescope's upload)
        entries = [(path.resolve().name, loose)]
    else:
        entries = []
        for entry in sorted(path.iterdir()):
            if entry.is_dir() and not entry.name.startswith("."):
                entries.append((entry.name, sorted(p for p in entry.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)))
            elif entry.suffix == ".ipynb":
                entries.append((entry.stem, [entry]))
    submissions, seen = [], set()
    for name, notebooks in entries:
        learner = _safe_id(name)
        while learner in seen:
            learner += "_"
        seen.add(learner)
        sub = Submission(learner)
        for nb in notebooks:
            exercise = exercise_of(nb) or (exercises[0] if len(exercises) == 1 else None)
            if exercise is None:
                sub.problems.append(f"{nb.name}: cannot tell which exercise it is (name it NN_*.ipynb, "
                                    "keep its '#| default_exp' line, or choose one exercise with --exercises)")
            elif exercise not in exercises:
                continue
            elif exercise in sub.notebooks:
                sub.problems.append(f"{nb.name}: a second notebook for exercise {exercise}; "
                                    f"graded {sub.notebooks[exercise].name}")
            else:
                sub.notebooks[exercise] = nb
        submissions.append(sub)
    return submissions


def _digest(paths) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(str(p.name).encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def grader_version(options: Options) -> str:
    """Changes when the tests, the grading code or the hidden tests change: results are then stale."""
    files = sorted(TESTS.rglob("*.py")) + sorted((ROOT / "courseware").glob("*.py"))
    if options.hidden_tests:
        files += sorted(Path(options.hidden_tests).rglob("*.py"))
    return _digest(files)[:16]


def fingerprint(sub: Submission, options: Options, version: str) -> str:
    h = hashlib.sha256(json.dumps([version, options.exercises, options.time_limit, options.memory_limit,
                                   str(options.hidden_tests)]).encode())
    for ex in sorted(sub.notebooks):
        h.update(ex.encode() + hashlib.sha256(sub.notebooks[ex].read_bytes()).digest())
    h.update("\n".join(sub.problems).encode())
    return h.hexdigest()


def _pytest_command(options: Options, exercises, json_path: Path, submissions: Path | None, collect=False) -> list[str]:
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
            try:
                cells = exported_cells(nb)
            except SubmissionError as err:
                info["problems"].append(str(err))
                continue
            info["problems"] += check_interface(ex, cells)
            cells_of[ex] = defining_cells(cells)
            shutil.copyfile(nb, staging / f"{ex}_{GRADED_MODULES[ex]}.ipynb")
            runnable.append(ex)
        outcome = {}
        if runnable:
            out = Path(tmp) / "outcome.json"
            budget = (2 * options.time_limit + 5) * len(runnable) + 120
            proc = subprocess.Popen(_pytest_command(options, runnable, out, staging), cwd=ROOT, env=_env(options),
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
            try:
                log, _ = proc.communicate(timeout=budget)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, 9)
                log, _ = proc.communicate()
                result["problems"].append(f"grading stopped after {budget:.0f} s (the time limit); unfinished tests score 0")
            try:
                outcome = {(e["exercise"][2:], e["test"]): e for e in json.loads(out.read_text())}
            except (OSError, ValueError):
                tail = log.decode(errors="replace")[-1500:]
                result["problems"].append(f"the grading process failed (exit {proc.returncode}); unfinished tests score 0\n{tail}")
    for ex in options.exercises:
        info = result["exercises"][ex]
        info["tests"] = []
        for test in tests[ex]:
            got = outcome.get((ex, test["test"]))
            if got is None:
                message = info["problems"][0] if info["problems"] else test["message"]
                got = dict(test, passed=False, message=message)
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
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def feedback(result: dict) -> str:
    lines = [f"# Feedback for {result['learner']}", "",
             f"**Total: {result['total']:g} / {result['max_total']:g} points**", ""]
    lines += [f"- {p}" for p in result["problems"]]
    for ex, info in result["exercises"].items():
        lines += ["", f"## Exercise {ex}: {info['score']:g} / {info['max']:g} points"
                  + (f" ({info['notebook']})" if info["notebook"] else ""), ""]
        lines += [f"- **Problem:** {p}" for p in info["problems"]]
        for t in info["tests"]:
            mark = "passed" if t["passed"] else "FAILED"
            name = t["test"] + (" (hidden test)" if t["hidden"] else "")
            lines.append(f"- {mark} `{name}`: {t['earned']:g} / {t['points']:g}")
            if not t["passed"]:
                where = f" (cell {', '.join(t['cells'])})" if t["cells"] else ""
                lines.append(f"  - {t['message'].strip().splitlines()[0] if t['message'].strip() else 'failed'}{where}")
    return "\n".join(lines) + "\n"


def gradescope(result: dict) -> dict:
    tests = []
    for ex, info in result["exercises"].items():
        for t in info["tests"]:
            where = f" (cell {', '.join(t['cells'])})" if t["cells"] else ""
            tests.append({"name": f"ex{ex}: {t['test']}", "score": t["earned"], "max_score": t["points"],
                          "status": "passed" if t["passed"] else "failed",
                          "output": "" if t["passed"] else t["message"] + where,
                          "visibility": "after_published" if t["hidden"] else "visible"})
    problems = result["problems"] + [p for info in result["exercises"].values() for p in info["problems"]]
    return {"score": result["total"], "output": "\n".join(problems), "tests": tests,
            "visibility": "visible", "stdout_visibility": "hidden"}


def gradebook(results: list[dict], exercises, path: Path) -> None:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["learner", *[f"ex{ex}" for ex in exercises], "total", "max", "problems"])
    for r in sorted(results, key=lambda r: r["learner"]):
        problems = len(r["problems"]) + sum(len(info["problems"]) for info in r["exercises"].values())
        writer.writerow([r["learner"], *[f"{r['exercises'][ex]['score']:g}" for ex in exercises],
                         f"{r['total']:g}", f"{r['max_total']:g}", problems])
    _write(path, buffer.getvalue())


def _tokens(code: str) -> list[str]:
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            if tok.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
                                tokenize.DEDENT, tokenize.ENDMARKER):
                out.append(tok.string)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        out = code.split()
    return out


def _contribution(nb: Path, skeleton: list[str]) -> list[str]:
    """The learner's own tokens: what differs from the exercise skeleton."""
    try:
        tokens = _tokens("\n".join(code for _, code in exported_cells(nb)))
    except SubmissionError:
        return []
    matcher = difflib.SequenceMatcher(None, skeleton, tokens, autojunk=False)
    return [t for op, _, _, j1, j2 in matcher.get_opcodes() if op in ("insert", "replace") for t in tokens[j1:j2]]


def similarity(submissions: list[Submission], exercises, path: Path, threshold=0.9, min_tokens=20) -> list[tuple]:
    """Flag pairs whose own code (beyond the skeleton) is nearly identical, and copies of the reference."""
    flagged = []
    for ex in exercises:
        skel_nb = next(iter(sorted((ROOT / "exercises").glob(f"{ex}_*.ipynb"))), None)
        sol_nb = next(iter(sorted((ROOT / "solutions").glob(f"{ex}_*.ipynb"))), None)
        if skel_nb is None or sol_nb is None:
            continue
        skeleton = _tokens("\n".join(code for _, code in exported_cells(skel_nb)))
        own = {"(reference solution)": _contribution(sol_nb, skeleton)}
        own |= {s.learner: _contribution(s.notebooks[ex], skeleton) for s in submissions if ex in s.notebooks}
        names = sorted(own)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                ta, tb = own[a], own[b]
                if min(len(ta), len(tb)) < min_tokens:
                    continue
                ratio = difflib.SequenceMatcher(None, ta, tb, autojunk=False).ratio()
                if ratio >= threshold:
                    flagged.append((ex, a, b, round(ratio, 3), min(len(ta), len(tb))))
    lines = ["# Similar submissions", "",
             f"Pairs whose graded code, beyond the exercise skeleton, is at least {threshold:.0%} the same "
             f"(token sequences, comments ignored, at least {min_tokens} tokens of their own). Similar is not "
             "copied: short exercises have few ways to be right. Look before you decide.", "",
             "| exercise | submission | similar to | similarity | own tokens |", "|---|---|---|---|---|"]
    lines += [f"| {ex} | {a} | {b} | {r:.0%} | {n} |" for ex, a, b, r, n in sorted(flagged, key=lambda f: (-f[3], f))]
    if not flagged:
        lines.append("| | none | | | |")
    _write(path, "\n".join(lines) + "\n")
    return flagged


# The batch ---------------------------------------------------------------------------------------

def grade_all(submissions: list[Submission], options: Options, out: Path, workers: int = 1, regrade=False,
              say=print) -> list[dict]:
    """Grade every submission, `workers` at a time, writing each result as it completes; a rerun
    reuses results whose fingerprint (notebooks, options, tests) has not changed."""
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
    if results:
        say(f"{len(results)} already graded (unchanged), {len(todo)} to grade")

    def finish(result):
        _write(out / "results" / f"{result['learner']}.json", json.dumps(result, indent=1))
        _write(out / "feedback" / f"{result['learner']}.md", feedback(result))
        _write(out / "gradescope" / result["learner"] / "results.json", json.dumps(gradescope(result), indent=1))

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        running = {pool.submit(grade_submission, sub, options, tests): (sub, fp) for sub, fp in todo}
        for done in as_completed(running):
            sub, fp = running[done]
            try:
                result = done.result()
            except Exception as err:  # the grader's own failure: recorded, the batch goes on
                say(f"{sub.learner}: the grader failed: {type(err).__name__}: {err}")
                continue
            result["fingerprint"] = fp
            result["graded_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
            finish(result)
            results[sub.learner] = result
            say(f"{sub.learner}: {result['total']:g} / {result['max_total']:g} points ({result['seconds']:.0f} s)")
    final = [results[s.learner] for s in submissions if s.learner in results]
    gradebook(final, options.exercises, out / "gradebook.csv")
    similarity(submissions, options.exercises, out / "similarity.md")
    return final


# Gradescope --------------------------------------------------------------------------------------

BUNDLE_FILES = ("pyproject.toml", "README.md", "transformer", "courseware", "tests/conftest.py", "tests/graded",
                "exercises", "solutions")

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once to build the autograder image (generated by transformer-grade).
set -euo pipefail
apt-get update -q && apt-get install -y -q python3 python3-venv python3-pip
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install -q --upgrade pip
/autograder/venv/bin/pip install -q --index-url https://download.pytorch.org/whl/cpu "torch>=2.2,<3"
/autograder/venv/bin/pip install -q -e "/autograder/source/course[test]"
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for each submission, in its own container (generated by transformer-grade).
set -euo pipefail
AUTOGRADER="${AUTOGRADER_ROOT:-/autograder}"
PYTHON="${PYTHON:-$AUTOGRADER/venv/bin/python}"
COURSE="$(cd "$(dirname "$0")" && pwd)/course"
HIDDEN=()
if [ -d "$COURSE/hidden_tests" ]; then HIDDEN=(--hidden-tests "$COURSE/hidden_tests"); fi
mkdir -p "$AUTOGRADER/results"
cd "$COURSE"
"$PYTHON" -m courseware.grade "$AUTOGRADER/submission" -o "$(mktemp -d)" ${EXTRA_OPTIONS:-} "${HIDDEN[@]}" \\
    --gradescope-results "$AUTOGRADER/results/results.json"
"""


def bundle(path: Path, hidden_tests: Path | None = None) -> Path:
    """A Gradescope autograder zip: setup.sh, run_autograder and the course (package, grader, tests)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("setup.sh", SETUP_SH), ("run_autograder", RUN_AUTOGRADER)):
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o755 << 16
            z.writestr(info, text)
        for item in BUNDLE_FILES:
            source = ROOT / item
            files = [source] if source.is_file() else sorted(p for p in source.rglob("*") if p.is_file())
            for f in files:
                if "__pycache__" not in f.parts:
                    z.write(f, f"course/{f.relative_to(ROOT)}")
        if hidden_tests:
            for f in sorted(Path(hidden_tests).rglob("*.py")):
                z.write(f, f"course/hidden_tests/{f.relative_to(hidden_tests)}")
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
    parser.add_argument("--memory-limit", type=int, default=2048, help="megabytes the learner's code may use; default 2048")
    parser.add_argument("--hidden-tests", type=Path, help="folder of tests learners never receive (marked ex01..ex05, points)")
    parser.add_argument("--regrade", action="store_true", help="grade again even what is already graded")
    parser.add_argument("--gradescope-results", type=Path, help="also write the (single) learner's results.json here")
    parser.add_argument("--gradescope-bundle", type=Path, metavar="ZIP",
                        help="write a Gradescope autograder zip (setup.sh, run_autograder) instead of grading")
    args = parser.parse_args(argv)
    for name in ("workers", "threads", "memory_limit", "time_limit"):
        if getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be positive, got {getattr(args, name)}")
    if args.hidden_tests and not args.hidden_tests.is_dir():
        parser.error(f"--hidden-tests '{args.hidden_tests}' is not a folder")
    if args.gradescope_bundle:
        print(f"wrote {bundle(args.gradescope_bundle, args.hidden_tests)}")
        return 0
    if args.submissions is None:
        parser.error("give SUBMISSIONS (a notebook or a folder), or --gradescope-bundle ZIP")
    if args.submissions and args.submissions.is_file() and args.exercises == EXERCISES:
        args.exercises = (exercise_of(args.submissions),) if exercise_of(args.submissions) else EXERCISES
    options = Options(args.exercises, args.time_limit, args.memory_limit, args.threads, args.hidden_tests)
    try:
        submissions = gather(args.submissions, options.exercises)
    except ValueError as err:
        parser.error(str(err))
    if not submissions:
        parser.error(f"no submission in '{args.submissions}' (expected notebooks or one folder per learner)")
    if args.gradescope_results and len(submissions) != 1:
        submissions = [Submission("submission", {ex: nb for s in submissions for ex, nb in s.notebooks.items()},
                                  [p for s in submissions for p in s.problems])]
    print(f"grading {len(submissions)} submission(s), exercises {','.join(options.exercises)}, "
          f"{args.workers} worker(s), into {args.output}/")
    results = grade_all(submissions, options, args.output, args.workers, args.regrade)
    if args.gradescope_results and results:
        _write(args.gradescope_results, json.dumps(gradescope(results[0]), indent=1))
    print(f"wrote {args.output / 'gradebook.csv'}, feedback/, gradescope/, similarity.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
