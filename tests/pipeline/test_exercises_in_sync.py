"""exercises/ and solutions/ are what the book generates (hand-written).

Static checks, no kernel: the cells (ids, sources, tags) of each committed exercise and solution
equal a fresh generation from book/, and every self-check in an exercise carries exactly the
output the solved run stored. If this fails, run `make exercises` and commit the result.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from courseware import exercises as ex
from courseware import notebooks as nbs

ROOT = Path(__file__).resolve().parents[2]
CHAPTERS = ex.exercise_chapters(ROOT)
FIX = "Run `make exercises` and commit exercises/ and solutions/."


def cells(nb):
    return [(c.id, c.cell_type, c.source, sorted(nbs.tags(c))) for c in ex.without_outputs(nb).cells]


def test_there_is_an_exercise_for_chapter_01():
    assert [p.name for p in CHAPTERS][:1] == ["01_attention.ipynb"]


def test_no_stray_generated_notebooks():
    names = {p.name for p in CHAPTERS}
    for folder in ("exercises", "solutions"):
        found = {p.name for p in (ROOT / folder).glob("*.ipynb")}
        assert found == names, f"{folder}/ holds {sorted(found)}, the book's exercises are {sorted(names)}. {FIX}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_solution_in_sync(nb_path):
    book = nbs.read(nb_path)
    committed = nbs.read(ROOT / "solutions" / nb_path.name)
    assert cells(committed) == cells(ex.solution_notebook(book, nb_path)), f"solutions/{nb_path.name} is stale. {FIX}"
    code = [c for c in committed.cells if c.cell_type == "code"]
    assert all(c.outputs or not c.source.strip() for c in code if ex._is_check(c)), (
        f"solutions/{nb_path.name} has a self-check with no output: it was not executed. {FIX}"
    )


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_exercise_in_sync(nb_path):
    book = nbs.read(nb_path)
    committed = nbs.read(ROOT / "exercises" / nb_path.name)
    solution = nbs.read(ROOT / "solutions" / nb_path.name)
    assert cells(committed) == cells(ex.exercise_notebook(book, nb_path)), f"exercises/{nb_path.name} is stale. {FIX}"
    solved = {c.id: c for c in solution.cells}
    checks = [c for c in committed.cells if ex._is_check(c)]
    assert checks, f"exercises/{nb_path.name} has no '#| check' cell: the learner could not check anything"
    for cell in committed.cells:
        if cell.cell_type != "code":
            continue
        if ex._is_check(cell):
            assert cell.outputs and cell.outputs == solved[cell.id].outputs, (
                f"exercises/{nb_path.name}, check cell {cell.id}: stored output differs from the solved run. {FIX}"
            )
        else:
            assert not cell.outputs, f"exercises/{nb_path.name}, cell {cell.id}: only self-checks keep outputs. {FIX}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_learner_copies_hold_no_solution_and_no_hidden_test(nb_path):
    exercise = (ROOT / "exercises" / nb_path.name).read_text(encoding="utf-8")
    solution = (ROOT / "solutions" / nb_path.name).read_text(encoding="utf-8")
    for marker in (nbs.BEGIN_HIDDEN, nbs.END_HIDDEN, nbs.BEGIN_SOLUTION, nbs.END_SOLUTION, nbs.HINT):
        assert marker not in exercise and marker not in solution, f"{marker!r} reached a learner's copy of {nb_path.name}"
    book = nbs.read(nb_path)
    for cell in book.cells:
        if cell.cell_type == "code" and nbs.hidden_only(cell.source):
            body = nbs.hidden_body(cell.source).strip()
            assert body not in exercise and body not in solution, f"hidden test {cell.id} leaked into a learner's copy"
    meta = ex.exercise_meta(book, nb_path)
    assert f'raise NotImplementedError(\\"{meta["id"]}' in exercise, "the exercise has no skeleton to fill in"
