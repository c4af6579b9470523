"""The exercise contract, end to end, in separate pytest processes (hand-written; slow).

* the solution passes `pytest --nbval` (its stored outputs are reproducible);
* the untouched exercise fails its self-checks (that it fails every graded test, no free points, is
  checked with the grader in tests/autograder/test_grader.py): nbval stops at the first failing cell;
* the exercise with the solution's code pasted into its cells passes `pytest --nbval`: the stored
  self-check outputs are what a correct learner gets. This one needs no kernel: pasted in, the
  exercise runs the solution's code cells, the same sources in the same order, so each cell raises
  or not as in the solution's run; and nbval compares only the cells that were run when stored, here
  the self-checks, whose stored outputs and nbval tags are the solution's. So the solution's nbval
  run above is the pasted exercise's run; executing it again would only repeat it.

The nbval runs are separate processes (pytest and its kernel, each waiting on the other part of
the time): they start together when the module's first test needs one, three at a time, and each
test reads its own. Two at a time kept the machine 63% busy for the module's 57 s (CI18, 2 cores).
"""

from __future__ import annotations

import copy
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from courseware import exercises as ex
from courseware import notebooks as nbs
from courseware.execute import KERNEL_DIED_AT_START

ROOT = Path(__file__).resolve().parents[2]
CHAPTERS = ex.exercise_chapters(ROOT)
pytestmark = pytest.mark.slow


def pytest_run(*args, cwd=ROOT):
    # hypothesis's plugin (autoloaded, used by tests/package only) costs each process a second;
    # `-p courseware` imports the package before nbval's plugin imports nbformat, which spares the
    # process 1.7 s (courseware/__init__.py says how). The package registers no hooks.
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "courseware",
           "-q", *map(str, args)]
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=900)


def nbval(nb_path, *options):
    run = pytest_run("--nbval", "--nbval-current-env", *options, nb_path)
    if run.returncode != 0 and KERNEL_DIED_AT_START in run.stdout:   # no cell ran: start it again, once
        run = pytest_run("--nbval", "--nbval-current-env", *options, nb_path)
    return run


@pytest.fixture(scope="module")
def nbval_runs():
    """{(folder, chapter): the future of its nbval run}: the solutions (every cell compared) and the
    untouched exercises (stopped at the first failing cell), all started at once, three at a time."""
    pool = ThreadPoolExecutor(max_workers=3)
    runs = {}
    for folder, options in (("solutions", ()), ("exercises", ("--exitfirst",))):
        for nb_path in CHAPTERS:
            name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
            runs[folder, nb_path.stem] = pool.submit(nbval, ROOT / folder / name, *options)
    yield runs
    pool.shutdown(cancel_futures=True)


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_solution_passes_nbval(nb_path, nbval_runs):
    name = ex.generated_name(nb_path)
    run = nbval_runs["solutions", nb_path.stem].result()
    assert run.returncode == 0, f"solutions/{name} fails nbval:\n{run.stdout[-4000:]}"


def nbval_options(cell) -> list[str]:
    """The cell's tags that change what nbval does with it (nbval-ignore-output, raises-exception...)."""
    return sorted(tag for tag in nbs.tags(cell) if tag.startswith("nbval-") or tag == "raises-exception")


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_exercise_with_the_solution_pasted_in_passes_nbval(nb_path):
    """Proved from the files (see the module's docstring): pasted in, the exercise is the solution to nbval."""
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    exercise = nbs.read(ROOT / "exercises" / name)
    solution = [c for c in nbs.read(ROOT / "solutions" / name).cells if c.cell_type == "code"]
    solved = {c.id: c for c in solution}
    filled = copy.deepcopy([c for c in exercise.cells if c.cell_type == "code"])
    for cell in filled:
        if "NotImplementedError" in cell.source:
            cell.source = solved[cell.id].source
    assert [(c.id, c.source) for c in filled] == [(c.id, c.source) for c in solution], (
        f"exercises/{name} with the solution pasted in runs other code than solutions/{name}: "
        f"test it by executing it again")
    for cell in filled:
        twin = solved[cell.id]
        assert nbval_options(cell) == nbval_options(twin), f"{name}, cell {cell.id}: nbval treats it otherwise"
        if cell.execution_count is not None or cell.outputs:   # nbval compares it
            assert twin.execution_count is not None and cell.outputs == twin.outputs, (
                f"exercises/{name}, cell {cell.id}: its stored outputs are not the solution's")


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_untouched_exercise_fails_its_self_checks(nb_path, nbval_runs):
    run = nbval_runs["exercises", nb_path.stem].result()   # --exitfirst: one failing self-check is enough
    assert run.returncode != 0, f"the untouched exercise {nb_path.name} passes nbval: its checks check nothing"
    assert "NotImplementedError" in run.stdout
