"""The exercise contract, end to end, in separate pytest processes (hand-written; slow).

* the solution passes `pytest --nbval` (its stored outputs are reproducible) ;
* the untouched exercise fails its self-checks (that it fails every graded test, no free points, is
  checked with the grader in tests/autograder/test_grader.py);
* the exercise with the solution's code pasted into its cells passes `pytest --nbval`: the stored
  self-check outputs are what a correct learner gets.
"""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path

import pytest

from courseware import exercises as ex
from courseware import notebooks as nbs

ROOT = Path(__file__).resolve().parents[2]
CHAPTERS = ex.exercise_chapters(ROOT)
pytestmark = pytest.mark.slow


def pytest_run(*args, cwd=ROOT):
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *map(str, args)]
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=900)


def nbval(nb_path):
    return pytest_run("--nbval", "--nbval-current-env", nb_path)


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_solution_passes_nbval(nb_path):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    run = nbval(ROOT / "solutions" / name)
    assert run.returncode == 0, f"solutions/{name} fails nbval:\n{run.stdout[-4000:]}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_exercise_with_the_solution_pasted_in_passes_nbval(nb_path, tmp_path):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    exercise = nbs.read(ROOT / "exercises" / name)
    solved = {c.id: c for c in nbs.read(ROOT / "solutions" / name).cells}
    filled = copy.deepcopy(exercise)
    for cell in filled.cells:
        if cell.cell_type == "code" and "NotImplementedError" in cell.source:
            cell.source = solved[cell.id].source
    target = tmp_path / name
    nbs.write(filled, target)
    run = nbval(target)
    assert run.returncode == 0, f"a correct learner would fail the self-checks of {nb_path.name}:\n{run.stdout[-4000:]}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_untouched_exercise_fails_its_self_checks(nb_path):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    run = nbval(ROOT / "exercises" / name)
    assert run.returncode != 0, f"the untouched exercise {nb_path.name} passes nbval: its checks check nothing"
    assert "NotImplementedError" in run.stdout
