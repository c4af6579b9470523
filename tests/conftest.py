"""Shared pytest setup (hand-written): the graded tests' plugin (options --submissions,
--time-limit, --memory-limit, --grade-json; the exercise fixtures; the points summary) lives in
courseware/grader/plugin.py, so the grader can load it for hidden tests too."""

import os
from pathlib import Path

import pytest

pytest_plugins = ["courseware.grader.plugin"]
GRADED = Path(__file__).resolve().parent / "graded"


def pytest_ignore_collect(collection_path, config):
    """The whole suite (`pytest` with no path, as `make test` runs it) leaves tests/graded to the
    tests that grade with it: the class of tests/autograder/test_grader.py grades the solutions with
    every graded test (each outcome read), test_gradescope.py's solved upload grades them under the
    narrowest arithmetic (test_arithmetic.py says why), and each has its own process. Run here as
    well, they were a third grading of the solutions (48 s of a fresh clone's run, 2026-11-27).
    Named on the command line (`pytest tests/graded`, `make check`, the grader, a Gradescope bundle)
    they are collected."""
    if collection_path == GRADED and config.args_source == pytest.Config.ArgsSource.TESTPATHS:
        return True
    return None


def pytest_configure(config):
    """One thread per process in a run of the suite. It executes pages, grading processes, sandboxes
    and nbval kernels side by side; a second OpenMP thread in each spin-waits for a core another
    process holds: a test of tests/package took 219 s instead of 14 beside two busy processes
    (2026-11-27, this 2-core machine). Every process the tests start inherits the setting. Not in
    a grading process the grader starts (--grade-json): its threads are the grader's --threads."""
    if config.getoption("--grade-json", None):
        return
    import torch

    os.environ["OMP_NUM_THREADS"] = os.environ["MKL_NUM_THREADS"] = "1"
    torch.set_num_threads(1)   # nothing has run in parallel yet: the pool starts with one thread


# The order of a whole run. The book's pages execute in the background from the end of collection
# (tests/pipeline/conftest.py), two at a time, for most of the run's first half. Beside them go the
# tests that keep one core busy; then the modules that keep both cores busy on their own (a class
# graded two learners at a time, the nbval runs two at a time), which fill the machine whether the
# pages have finished or not; then the tests that read the book (by then built); last the sandbox's
# second-long limits, on a quiet machine. In file order, the one-core tests came after the pages and
# one core stayed idle for the run's last nine minutes (fresh clone of 666cba9, 2026-11-27).
# Modules keep their tests together (module fixtures run once); within a phase, file order.
BOTH_CORES = ("tests/autograder/test_grader.py", "tests/autograder/test_free_points.py",
              "tests/pipeline/test_notebooks.py")
QUIET = ("tests/pipeline/test_sandbox.py",)


def _phase(path: str, uses_book: set) -> int:
    if path in QUIET:
        return 3
    if path in uses_book:
        return 2
    return 1 if path in BOTH_CORES else 0


def pytest_collection_modifyitems(session, config, items):
    uses_book = {item.nodeid.split("::")[0] for item in items if "_executions" in getattr(item, "fixturenames", ())}
    items.sort(key=lambda item: _phase(item.nodeid.split("::")[0], uses_book))   # stable: file order within
