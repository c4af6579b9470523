"""Grade learners: one pytest process per learner, and the batch with its resume (hand-written).

`catalogue` collects the graded tests once (nothing runs), or reads them from a Gradescope bundle's
`catalogue.json`, collected when the bundle was built; `grade_submission` checks one learner's
notebooks without running them (readable, compiles, the chapter's names and signatures), stages
those that can run and starts a pytest process on them (`pytest_command`: the graded suites, the
hidden tests, the plugin courseware/grader/plugin.py), with a time limit (`Options.process_seconds`
or the --time-budget); it reads the outcomes the plugin writes (--grade-json) into a
`LearnerResult`. That process runs every assertion; the learner's code runs in its sandbox.
`grade_all` grades a batch `workers` at a time, writes each result when it is done, and on a rerun
skips learners whose `fingerprint` (notebooks, options, grader version) has not changed. A batch of
two learners or more forks its pytest processes from a `ForkServer` per worker (forkserver.py),
which imports torch, pytest and the plugin once instead of once per learner.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import replace
from pathlib import Path

from ..atomic import atomic_write
from . import isolation
from .forbidden import message as forbidden_message
from .forbidden import static_uses
from .forkserver import ForkServer, ForkServerError
from .records import (
    FORMAT,
    GRACE,
    GRADED_MODULES,
    ROOT,
    TESTS,
    WRAP_UP,
    ExerciseResult,
    LearnerResult,
    Options,
    Outcome,
    ScoredTest,
    Submission,
    marker,
)
from .reports import canvas_gradebook, gradebook, write_reports
from .similarity import similarity
from .submission import (
    SubmissionError,
    check_interface,
    defining_cells,
    exported_cells,
    parsing,
    read_notebook_bytes,
    shown,
    syntax_errors,
)

PLUGIN = "courseware.grader.plugin"   # the pytest plugin of the graded tests

# Fingerprint: what a result depends on ------------------------------------------------------------


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
    files = sorted(TESTS.rglob("*.py")) + sorted((ROOT / "courseware").rglob("*.py"))
    if options.hidden_tests:
        files += sorted(Path(options.hidden_tests).rglob("*.py"))
    return _digest(files)[:16]


def fingerprint(sub: Submission, options: Options, version: str) -> str:
    h = hashlib.sha256(json.dumps([version, options.exercises, options.time_limit, options.memory_limit,
                                   str(options.hidden_tests), options.time_budget, options.forbidden_calls]).encode())
    for ex in sorted(sub.notebooks):
        h.update(ex.encode() + _notebook_digest(sub.notebooks[ex]))
    h.update("\n".join(sub.problems).encode("utf-8", "replace"))
    return h.hexdigest()


# The pytest process -------------------------------------------------------------------------------

def pytest_command(options: Options, exercises, json_path: Path, submissions: Path | None, collect=False,
                   budget: float | None = None) -> list[str]:
    cmd = [sys.executable, "-m",
           "pytest"] + [str(f) for ex in exercises for f in sorted(TESTS.glob(f"test_ex{ex}_*.py"))]
    if options.hidden_tests:
        cmd.append(str(Path(options.hidden_tests).resolve()))
        cmd += ["--hidden-tests", str(Path(options.hidden_tests).resolve())]
    cmd += ["-m", " or ".join(marker(ex) for ex in exercises), "--grade-json", str(json_path),
            "--time-limit", str(options.time_limit), "--memory-limit", str(options.memory_limit),
            "--forbidden-calls", options.forbidden_calls,
            "-p", PLUGIN, "-p", "no:cacheprovider", "-q", "--no-header", "-rN",
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


def _read_outcomes(path: Path) -> list[Outcome]:
    """The outcomes the plugin wrote (--grade-json); OSError or ValueError if there are none to read."""
    return [Outcome.from_json(entry) for entry in json.loads(path.read_text())]


# A Gradescope bundle ships the catalogue collected when it was built (gradescope.bundle), which
# spares every submission a pytest process that only collects.
SHIPPED_CATALOGUE = ROOT / "catalogue.json"


def catalogue_key(options: Options) -> dict:
    """What the catalogue depends on: the graded tests, the grader, the hidden tests (grader_version)
    and the exercises."""
    return {"version": grader_version(options), "exercises": list(options.exercises)}


def run_pytest(command: list[str], options: Options, log: Path, timeout: float | None,
               server: ForkServer | None = None) -> tuple[int, bool]:
    """Run a pytest `command` in its own session, its output into `log`: (exit status, whether it was
    killed at `timeout` seconds). Forked from `server` where there is one that still works, else
    started afresh."""
    if server is not None:
        try:
            return server.run(command, _env(options), log, timeout)
        except ForkServerError:
            pass   # the server died (its next run fails the same way at once): start this one afresh
    with log.open("wb") as out:
        proc = subprocess.Popen(command, cwd=ROOT, env=_env(options), stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            return proc.wait(timeout=timeout), False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            return proc.wait(), True


def collect(options: Options, server: ForkServer | None = None) -> list[Outcome]:
    """Every graded test of `options.exercises` (points, hidden), collected by pytest; nothing runs."""
    with tempfile.TemporaryDirectory(prefix="grade-catalogue-") as tmp:
        out, log = Path(tmp) / "tests.json", Path(tmp) / "log.txt"
        run_pytest(pytest_command(options, options.exercises, out, Path(tmp), collect=True), options, log, None,
                   server)
        if not out.exists():
            raise SystemExit("transformer-grade: error: the graded tests do not collect:\n"
                             f"{log.read_text(errors='replace')[-5000:]}")
        return _read_outcomes(out)


def catalogue_file(options: Options) -> str:
    """The JSON a bundle ships as SHIPPED_CATALOGUE: the key, then the collected tests."""
    return json.dumps({"key": catalogue_key(options), "tests": [o.to_json() for o in collect(options)]}, indent=1)


def _shipped(options: Options, path: Path) -> list[Outcome] | None:
    """The tests of a shipped catalogue collected for these tests, grader and exercises, else None
    (none there, another version, unreadable: the tests are collected again)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        if data["key"] != catalogue_key(options):
            return None
        return [Outcome.from_json(entry) for entry in data["tests"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def catalogue(options: Options, shipped: Path | None = SHIPPED_CATALOGUE,
              server: ForkServer | None = None) -> dict[str, list[Outcome]]:
    """{exercise: the graded tests (points, hidden)}: from `shipped` when it was collected for the same
    tests, grader and exercises, else collected now without running anything."""
    found = _shipped(options, shipped) if shipped is not None else None
    entries = found if found is not None else collect(options, server)
    tests: dict[str, list[Outcome]] = {ex: [] for ex in options.exercises}
    for entry in entries:
        if entry.exercise in tests:
            tests[entry.exercise].append(entry)
    for ex, found in tests.items():
        if not found:
            raise SystemExit(f"transformer-grade: error: no graded test for exercise {ex}")
    return tests


def grade_submission(sub: Submission, options: Options, tests: dict[str, list[Outcome]],
                     server: ForkServer | None = None) -> LearnerResult:
    """Run the graded tests on one learner's notebooks (see the module docstring), in a pytest
    process forked from `server` if one is given."""
    start = time.monotonic()
    result = LearnerResult(sub.learner, problems=list(sub.problems))
    with tempfile.TemporaryDirectory(prefix="grade-") as tmp:
        staging = Path(tmp) / "submission"
        staging.mkdir()
        runnable, cells_of, named = [], {}, {}
        for ex in options.exercises:
            nb = sub.notebooks.get(ex)
            info = result.exercises[ex] = ExerciseResult(notebook=nb.name if nb else None)
            if nb is None:
                info.problems.append(f"no notebook for exercise {ex} in the submission")
                continue
            info.notebook = shown(nb)
            try:
                data = read_notebook_bytes(nb)   # read once: what is checked here is what is graded
                cells = exported_cells(nb, data)
            except SubmissionError as err:
                info.problems.append(str(err))
                continue
            except Exception as err:  # the grader's own failure on this file: this exercise scores 0, the batch goes on
                info.problems.append(f"{shown(nb)}: the grader could not read it ({type(err).__name__}: {err})")
                continue
            # cells that do not compile: every test of the exercise fails with where and why, and
            # nothing runs (the cells are compiled in a child, submission.vet; the sandbox would only
            # fail the same way). Within parsing(), the checks below parse each cell once between them.
            with parsing():
                broken = syntax_errors(shown(nb), cells)
                info.problems += check_interface(ex, cells, shown(nb))
                named[ex] = static_uses(ex, cells)   # forbidden library functions the cells name: reported, not scored
                cells_of[ex] = defining_cells(cells)
            if broken:
                continue
            (staging / f"{ex}_{GRADED_MODULES[ex]}.ipynb").write_bytes(data)
            runnable.append(ex)
        outcome: dict[tuple[str, str], Outcome] = {}
        stopped = ""
        if runnable:
            out = Path(tmp) / "outcome.json"
            if options.time_budget:   # the exercises share what is left; the process is stopped GRACE s after
                inner = max(1.0, options.time_budget - (time.monotonic() - start) - WRAP_UP)
                budget = inner + GRACE
            else:
                inner, budget = None, options.process_seconds(len(runnable))
            log_path = Path(tmp) / "log.txt"
            returncode, timed_out = run_pytest(pytest_command(options, runnable, out, staging, budget=inner),
                                               options, log_path, budget, server)
            log = log_path.read_bytes()
            if timed_out:
                stopped = (f"not run: grading was stopped after {budget:.0f} s, the submission's time limit; "
                           "the tests that finished keep their points")
            elif returncode < 0:   # killed by a signal, not pytest's own exit (0 to 5)
                stopped = (f"not run: the grading process was killed (exit {returncode}"
                           + (", most likely by the machine's memory limit" if returncode == -9 else "")
                           + "); the tests that finished keep their points")
            if stopped:
                result.problems.append(stopped[len("not run: "):])
            try:
                outcome = {(o.exercise, o.test): o for o in _read_outcomes(out)}
            except (OSError, ValueError):
                # the log's tail is for the instructor only (results/): pytest prints failing tests'
                # source there, the hidden tests' included
                result.log = log.decode(errors="replace")[-3000:]
                if not stopped:
                    result.problems.append(f"the grading process failed (exit {returncode}); unfinished tests "
                                           "score 0 (the instructor has its log)")
    for ex in options.exercises:
        info, flagged, hidden_calls = result.exercises[ex], list(named.get(ex, [])), []
        for test in tests[ex]:
            got = outcome.get((ex, test.test))
            if got is None or (stopped and not got.ran):
                message = info.problems[0] if info.problems else stopped or test.message
                got = replace(got or test, passed=False, message=message)
            where = sorted({cells_of.get(ex, {}).get(name) for name in got.uses} - {None})
            message = got.message
            # --forbidden-calls flag: the test keeps its points, the report names the call (the names
            # are the grader's own: the plugin keeps none that the learner's code could have made up)
            if got.forbidden:
                note = f"{forbidden_message(ex, got.forbidden)} (flagged for the instructor; the test keeps its points)"
                if not test.hidden:
                    flagged.append(f"{test.test}: {note}")
                else:   # the problems are the learner's to read now: one line for all the hidden tests, no name
                    hidden_calls += [name for name in got.forbidden if name not in hidden_calls]
                    message = message if not got.passed else note   # shown once published, with the test
            info.tests.append(ScoredTest(test.test, test.points, earned=test.points if got.passed else 0.0,
                                         passed=bool(got.passed), message=message, cells=where,
                                         hidden=test.hidden))
        if hidden_calls:
            hidden_calls.sort(key=lambda name: (" " in name, name))   # the plugin's words for a name it hides: last
            flagged.append(f"in a hidden test, {forbidden_message(ex, hidden_calls)} (flagged for the instructor; "
                           "the hidden tests keep their points)")
        info.problems += flagged
    result.seconds = round(time.monotonic() - start, 1)
    return result


def zero_result(sub: Submission, options: Options, tests: dict[str, list[Outcome]], reason: str) -> LearnerResult:
    """The result of a submission the grader could not grade: every test 0, with the reason."""
    result = LearnerResult(sub.learner, problems=list(sub.problems) + [reason])
    for ex in options.exercises:
        nb = sub.notebooks.get(ex)
        result.exercises[ex] = ExerciseResult(
            notebook=shown(nb) if nb else None,
            tests=[ScoredTest(t.test, t.points, earned=0.0, passed=False, message=reason, hidden=t.hidden)
                   for t in tests[ex]])
    return result


# The batch ---------------------------------------------------------------------------------------

def start_grading(count: int, options: Options, workers: int, output: Path) -> None:
    """Say how the learners' code is isolated here, and protect this process, before grading."""
    print(isolation.describe())   # the mode, and loudly what is not isolated here
    os.environ["TFS_ISOLATION"] = isolation.mode()   # probed once: the pytest processes trust it
    isolation.protect_grader()
    print(f"grading {count} submission(s), exercises {','.join(options.exercises)}, "
          f"{workers} worker(s), into {output}/")


def _saved(path: Path, fp: str, sub: Submission) -> LearnerResult | None:
    """The result of `sub` saved by an earlier run, if it is of this format and fingerprint, and is
    that learner's: its id and name are the submission's (a file another learner had written, under
    another version's ids, is graded again, never given to this one)."""
    try:
        old = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(old, dict) or old.get("fingerprint") != fp or old.get("format") != FORMAT:
        return None
    if old.get("learner") != sub.learner or old.get("name") != sub.name:
        return None
    try:
        return LearnerResult.from_json(old)
    except Exception:  # a result written by another version of the grader: graded again
        return None


def grade_all(submissions: list[Submission], options: Options, out: Path, workers: int = 1, regrade=False,
              say=print) -> list[LearnerResult]:
    """Grade every submission, `workers` at a time, writing each result as it completes; a rerun
    reuses results whose fingerprint (notebooks, options, tests) has not changed, and writes their
    reports again (so --publish-hidden and the late policy, which change only the reports, regrade
    nothing). Every submission gets a result, a gradebook row and feedback: one the grader fails on
    scores 0 with the reason and is graded again by the next run."""
    version = grader_version(options)
    results: dict[str, LearnerResult] = {}
    todo = []
    for sub in submissions:
        fp = fingerprint(sub, options, version)
        old = None if regrade else _saved(out / "results" / f"{sub.learner}.json", fp, sub)
        if old is not None:
            try:
                write_reports(old, out, options.publish_hidden, options.late.get(old.learner))
                results[sub.learner] = old
                continue
            except Exception:  # a result written by another version of the grader: grade it again
                pass
        todo.append((sub, fp))
    if results:
        say(f"{len(results)} already graded (unchanged), {len(todo)} to grade")

    def finish(result: LearnerResult) -> None:
        try:
            atomic_write(out / "results" / f"{result.learner}.json", json.dumps(result.to_json(), indent=1))
            write_reports(result, out, options.publish_hidden, options.late.get(result.learner))
        except Exception as err:  # e.g. the disk is full: said, and the batch goes on
            say(f"{result.learner}: its reports could not be written: {type(err).__name__}: {err}")

    # Two learners or more: each worker forks its pytest processes from a server that imported them once
    # (forkserver.py); one learner starts its own, as a Gradescope container does.
    workers = max(1, min(workers, len(todo)))
    servers: queue.SimpleQueue = queue.SimpleQueue()
    started = [ForkServer(_env(options), ROOT) for _ in range(workers)] if len(todo) >= 2 else []
    for server in started:
        servers.put(server)

    def grade(sub: Submission) -> LearnerResult:
        server = servers.get() if started else None
        try:
            return grade_submission(sub, options, tests, server)
        finally:
            if server is not None:
                servers.put(server)

    try:
        tests = catalogue(options, server=started[0] if started else None)
        with ThreadPoolExecutor(max_workers=workers) as pool:
            running = {pool.submit(grade, sub): (sub, fp) for sub, fp in todo}
            for done in as_completed(running):
                sub, fp = running[done]
                try:
                    result = done.result()
                    result.fingerprint = fp
                # the grader's own failure: recorded (0 points, no fingerprint: graded again next time)
                except Exception as err:
                    say(f"{sub.learner}: the grader failed: {type(err).__name__}: {err}")
                    result = zero_result(sub, options, tests,
                                         f"the grader failed on this submission ({type(err).__name__}); "
                                         "it scores 0 until it is graded again")
                # the row and the files are the submission's, whoever built the result
                result.learner, result.name = sub.learner, sub.name
                result.graded_at = time.strftime("%Y-%m-%dT%H:%M:%S")
                finish(result)
                results[sub.learner] = result
                say(f"{sub.learner}: {result.total:g} / {result.max_total:g} points ({result.seconds:.0f} s)")
    finally:
        for server in started:
            server.close()
    final = [results[s.learner] for s in submissions if s.learner in results]
    policy = options.late if options.late_penalty is not None else None
    gradebook(final, options.exercises, out / "gradebook.csv", policy)
    canvas_gradebook(final, options.exercises, out / "canvas.csv", policy)
    try:
        similarity(submissions, options.exercises, out / "similarity.md")
    except Exception as err:  # never the batch's end: the report says what happened
        say(f"similarity.md: the comparison failed: {type(err).__name__}: {err}")
        atomic_write(out / "similarity.md",
                     f"# Similar submissions\n\nThe comparison failed: {type(err).__name__}: {err}\n")
    return final

