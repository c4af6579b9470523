"""exercises/ and solutions/ are what the book generates (hand-written).

Static checks, no kernel: the cells (ids, sources, tags) of each committed exercise and solution
equal a fresh generation from book/, and every self-check in an exercise carries exactly the
output the solved run stored. If this fails, run `make exercises` and commit the result.
"""

from __future__ import annotations

import re
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


def test_an_exercise_is_named_by_its_number_not_its_chapters():
    """book/05_bleu.ipynb is exercise 08: its notebooks are 08_bleu.ipynb (the grader and `make check
    EX=08` find an exercise by that prefix); the others keep their chapter's name."""
    names = {p.name: ex.generated_name(p) for p in CHAPTERS}
    assert names["05_bleu.ipynb"] == "08_bleu.ipynb"
    assert names["05_training.ipynb"] == "05_training.ipynb" and names["07_modern.ipynb"] == "07_modern.ipynb"
    numbers = [name[:2] for name in names.values()]
    assert len(numbers) == len(set(numbers)), f"two chapters give the same exercise number: {names}"


@pytest.mark.parametrize("folder", ["exercises", "solutions"])
def test_each_notebook_is_titled_by_its_exercise_not_its_chapter(folder):
    """Exercise 08 comes from chapter 05's BLEU page: its title says "Exercise 08", never "05"."""
    for nb_path in CHAPTERS:
        name = ex.generated_name(nb_path)
        title = next(c.source for c in nbs.read(ROOT / folder / name).cells[1:] if c.cell_type == "markdown")
        chapter = nbs.read(nb_path).cells[0].source.splitlines()[0].split("·", 1)[1].strip()
        solved = ", solved" if folder == "solutions" else ""
        assert title.splitlines()[0] == f"# Exercise {name[:2]}{solved} · {chapter}", (
            f"{folder}/{name}: {title.splitlines()[0]!r}. {FIX}")


def test_no_stray_generated_notebooks():
    names = {ex.generated_name(p) for p in CHAPTERS}
    for folder in ("exercises", "solutions"):
        found = {p.name for p in (ROOT / folder).glob("*.ipynb")}
        assert found == names, f"{folder}/ holds {sorted(found)}, the book's exercises are {sorted(names)}. {FIX}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_solution_in_sync(nb_path):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    book = nbs.read(nb_path)
    committed = nbs.read(ROOT / "solutions" / name)
    assert cells(committed) == cells(ex.solution_notebook(book, nb_path)), f"solutions/{name} is stale. {FIX}"
    code = [c for c in committed.cells if c.cell_type == "code"]
    assert all(c.outputs or not c.source.strip() for c in code if ex._is_check(c)), (
        f"solutions/{name} has a self-check with no output: it was not executed. {FIX}"
    )


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_no_sentence_announces_a_cell_the_notebooks_leave_out(nb_path):
    """Cells tagged remove-from-exercise are left out of both notebooks; a sentence before one that
    announces it ("... easy to see on random inputs:") must go with it, in its own tagged cell. A
    markdown cell ending with a colon is followed by a code cell, as the learner reads it."""
    name = ex.generated_name(nb_path)
    for folder in ("exercises", "solutions"):
        notebook = nbs.read(ROOT / folder / name).cells
        for cell, after in zip(notebook, [*notebook[1:], None], strict=True):
            if cell.cell_type == "markdown" and cell.source.rstrip().endswith(":"):
                assert after is not None and after.cell_type == "code", (
                    f"{folder}/{name}, cell {cell.id} ends with {cell.source.strip()[-70:]!r} and then comes "
                    f"{'nothing' if after is None else 'a markdown cell'}: move the sentence into its own "
                    f"cell with the removed one's tag in book/{nb_path.name}. {FIX}")


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_exercise_in_sync(nb_path):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    book = nbs.read(nb_path)
    committed = nbs.read(ROOT / "exercises" / name)
    solution = nbs.read(ROOT / "solutions" / name)
    assert cells(committed) == cells(ex.exercise_notebook(book, nb_path)), f"exercises/{name} is stale. {FIX}"
    solved = {c.id: c for c in solution.cells}
    checks = [c for c in committed.cells if ex._is_check(c)]
    assert checks, f"exercises/{name} has no '#| check' cell: the learner could not check anything"
    for cell in committed.cells:
        if cell.cell_type != "code":
            continue
        if ex._is_check(cell):
            assert cell.outputs and cell.outputs == solved[cell.id].outputs, (
                f"exercises/{name}, check cell {cell.id}: stored output differs from the solved run. {FIX}"
            )
        else:
            assert not cell.outputs, f"exercises/{name}, cell {cell.id}: only self-checks keep outputs. {FIX}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_learner_copies_hold_no_solution_and_no_hidden_test(nb_path):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    exercise = (ROOT / "exercises" / name).read_text(encoding="utf-8")
    solution = (ROOT / "solutions" / name).read_text(encoding="utf-8")
    for marker in (nbs.BEGIN_HIDDEN, nbs.END_HIDDEN, nbs.BEGIN_SOLUTION, nbs.END_SOLUTION, nbs.TODO, nbs.HINT):
        assert marker not in exercise and marker not in solution, (f"{marker!r} reached a learner's copy of "
                                                                   f"{nb_path.name}")
    book = nbs.read(nb_path)
    for cell in book.cells:
        if cell.cell_type == "code" and nbs.hidden_only(cell.source):
            body = nbs.hidden_body(cell.source).strip()
            assert body not in exercise and body not in solution, f"hidden test {cell.id} leaked into a learner's copy"
    meta = ex.exercise_meta(book, nb_path)
    assert f'raise NotImplementedError(\\"{meta["id"]}' in exercise, "the exercise has no skeleton to fill in"


def _opens_with_the_note(nb, nb_path, where: str) -> None:
    first = nb.cells[0]
    assert first.cell_type == "markdown" and first.id == ex.NOTE_ID, (
        f"{where} does not open with the generated-file note (a markdown cell with id {ex.NOTE_ID!r}), "
        f"its first cell is a {first.cell_type} cell {first.id!r}"
    )
    for needed in (f"`book/{nb_path.name}`", f"chapter {nb_path.name[:2]}", f"`{ex.REGENERATE}`", "not this file"):
        assert needed in first.source, f"{where}: the generated-file note does not say {needed!r}: {first.source!r}"
    ids = [c.id for c in nb.cells]
    assert len(ids) == len(set(ids)), f"{where}: cell ids repeat: {sorted({i for i in ids if ids.count(i) > 1})}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_generation_opens_each_notebook_with_a_note(nb_path):
    """No kernel: both generated variants start with the note, and the exercise header and every
    other cell keep their ids, so the note is the only cell the book does not have."""
    book = nbs.read(nb_path)
    exercise = ex.exercise_notebook(book, nb_path)
    solution = ex.solution_notebook(book, nb_path)
    _opens_with_the_note(exercise, nb_path, f"the generated exercise of {nb_path.name}")
    _opens_with_the_note(solution, nb_path, f"the generated solution of {nb_path.name}")
    assert "your answers included" in exercise.cells[0].source, (
        "the exercise's note must warn that regenerating loses answers")
    assert exercise.cells[0].source != solution.cells[0].source
    book_ids = {c.id for c in book.cells}
    assert {c.id for c in solution.cells} - book_ids == {ex.NOTE_ID}
    hint_ids = {f"{c.id}{ex.HINTS_SUFFIX}" for c in book.cells
                if c.cell_type == "code" and nbs.parse_regions(c.source)[0]}
    assert hint_ids and {c.id for c in exercise.cells} - book_ids == {ex.NOTE_ID, ex.HEADER_ID} | hint_ids
    assert ex.generated_note(book, nb_path, exercise=True).source == exercise.cells[0].source, (
        "the note is not deterministic")


@pytest.mark.parametrize("folder", ["exercises", "solutions"])
@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_committed_notebooks_open_with_a_note(nb_path, folder):
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    committed = nbs.read(ROOT / folder / name)
    try:
        _opens_with_the_note(committed, nb_path, f"{folder}/{name}")
    except AssertionError as error:
        raise AssertionError(f"{error}. {FIX}") from None


HINT_SUMMARY = re.compile(r"<details><summary>Hint (\d): ([^<]+)</summary>\n\n(.+?)\n\n</details>", re.S)


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_each_todo_has_folded_hints_in_three_steps(nb_path):
    """Right under every cell with a TODO: its hints, folded, a nudge, the approach, the near-answer
    (one set per TODO of the cell), and none of them already in the TODO comment."""
    name = ex.generated_name(nb_path)   # 08_bleu.ipynb for book/05_bleu.ipynb
    exercise = nbs.read(ROOT / "exercises" / name)
    for i, cell in enumerate(exercise.cells):
        todos = re.findall(r"# TODO \(ex\d\d\): .*", cell.source) if cell.cell_type == "code" else []
        if not todos:
            continue
        after = exercise.cells[i + 1] if i + 1 < len(exercise.cells) else None
        assert after is not None and after.cell_type == "markdown" and after.id == f"{cell.id}{ex.HINTS_SUFFIX}", (
            f"exercises/{name}: no hint cell under cell {cell.id}")
        hints = HINT_SUMMARY.findall(after.source)
        assert [(n, what) for n, what, _ in hints] == [(str(k), w) for _ in todos for k, w in
                                                      enumerate(nbs.HINT_STEPS, 1)], (
            f"exercises/{name}, {after.id}: expected a nudge, the approach and the near-answer for each "
            f"of the {len(todos)} TODO(s), found {[(n, what) for n, what, _ in hints]}")
        texts = [text for _, _, text in hints]
        assert all(len(t) > 20 for t in texts) and len(set(texts)) == len(texts), (
            f"exercises/{name}, {after.id}: a hint is empty or repeats another")


def test_a_near_answer_keeps_the_indentation_of_its_code():
    """A third hint may be code with a loop: one space after the colon is the separator, the rest of
    the line is kept (its indentation included), so the folded near-answer keeps the loop's body."""
    source = "\n".join(["def f(xs):", "    ### BEGIN SOLUTION", "    ### TODO: sum the items",
                        "    ### HINT 1: Start from 0.", "    ### HINT 2: Add each item to the total.",
                        "    ### HINT 3: total = 0", "    ### HINT 3: for x in xs:", "    ### HINT 3:     total += x",
                        "    ### HINT 3: return total", "    return sum(xs)", "    ### END SOLUTION"])
    (region,), _ = nbs.parse_regions(source, "book/99_x.ipynb, cell 3 (id f)")
    assert region.hints[2] == ("total = 0", "for x in xs:", "    total += x", "return total")


def _code_words(line: str) -> set[str]:
    """The calls and attribute accesses of a line of code (`torch.cat`, `.transpose(`...)."""
    return set(re.findall(r"[A-Za-z_][\w.]*\(", line))


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_the_todo_comment_does_not_give_the_answer_away(nb_path):
    """The TODO says what to write; the code that does it (the solution's calls) appears only in the
    hints: no call of the solution region's body is in its TODO comment."""
    book = nbs.read(nb_path)
    for cell in book.cells:
        if cell.cell_type != "code":
            continue
        lines = cell.source.splitlines()
        for region in nbs.parse_regions(cell.source)[0]:
            body = [ln for ln in lines[region.begin + 1:region.end] if not ln.strip().startswith("###")]
            calls = set().union(*map(_code_words, body)) - {"range(", "len("}
            told = {c for c in calls if c in " ".join(region.todo)}
            assert not told, f"{nb_path.name}, cell {cell.id}: the TODO comment spells out the answer's {sorted(told)}"
            assert region.todo and all(region.hints), f"{nb_path.name}, cell {cell.id}: a TODO or a hint is missing"


@pytest.mark.parametrize("notes, expected", [
    (["### TODO: add", "### HINT 1: a", "### HINT 3: c"], "found ['todo', '1', '3']"),
    (["### TODO: add", "### HINT 2: b", "### HINT 1: a", "### HINT 3: c"], "in that order"),
    (["### HINT 1: a", "### HINT 2: b", "### HINT 3: c"], "'### TODO:' then"),
    (["### TODO: add", "### HINT: old style"], "malformed hint"),
], ids=["a step missing", "steps out of order", "no TODO", "old single HINT"])
def test_a_solution_region_without_its_todo_and_three_hints_is_refused(notes, expected):
    source = "\n".join(["def f(x):", "    ### BEGIN SOLUTION", *(f"    {n}" for n in notes),
                        "    return x + 1", "    ### END SOLUTION"])
    with pytest.raises(nbs.NotebookFormatError, match=re.escape(expected)) as error:
        nbs.parse_regions(source, "book/99_x.ipynb, cell 3 (id f)")
    assert "book/99_x.ipynb, cell 3 (id f)" in str(error.value)


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_the_notebooks_show_no_markup_only_the_book_renders(nb_path):
    """Jupyter shows a MyST role as raw text ("{glue:text}`ch04_prenorm_ratio`"): a glued number or
    a reference is written out for it (courseware.exercises.jupyter_markdown)."""
    name = ex.generated_name(nb_path)
    for folder in ("exercises", "solutions"):
        for cell in nbs.read(ROOT / folder / name).cells:
            found = re.search(r"\{[a-z:]+\}`[^`]*`", cell.source) if cell.cell_type == "markdown" else None
            assert found is None, f"{folder}/{name}, cell {cell.id}: {found.group()} shows as raw text. {FIX}"
    assert ex.jupyter_markdown("gets {glue:text}`ch04_ratio` times (see {ref}`decision-norm`)",
                               {"ch04_ratio": "1.3"}) == "gets 1.3 times (see the book's appendix of decisions)"
    with pytest.raises(nbs.NotebookFormatError, match="quotes ch04_other, a number that no cell of the exercise"):
        ex.jupyter_markdown("gets {glue:text}`ch04_other` times", {"ch04_ratio": "1.3"}, "book/04_x.ipynb")


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_nothing_of_the_books_glue_reaches_the_notebooks(nb_path):
    """No glue(...) call or its import in the code (a learner's failing cell would drag one into the
    report), and every number the prose quotes written out as the solved run computed it."""
    name = ex.generated_name(nb_path)
    stored = nbs.read(ROOT / "solutions" / name).metadata.get("course", {}).get("glued", {})
    book = "".join(c.source for c in nbs.read(nb_path).cells if c.cell_type == "markdown" and ex._in_exercise(c))
    assert set(re.findall(r"\{glue:text\}`([^`]+)`", book)) <= set(stored), f"solutions/{name}: {FIX}"
    for folder in ("exercises", "solutions"):
        for cell in nbs.read(ROOT / folder / name).cells:
            if cell.cell_type == "code":
                assert not re.search(r"\bglue\b", cell.source), f"{folder}/{name}, cell {cell.id}: {FIX}"
                assert all("scrapbook" not in output.get("metadata", {}) for output in cell.get("outputs", []))


def test_glue_statements_and_their_import_are_taken_out_and_nothing_else():
    source = ("from courseware.claims import glue  # the book's\nx = 2\nglue(\"a\", f\"{x}\")\n"
              "glue(\"b\",\n     x + 1)\nassert x == 2\nlabel = \"glue\"")
    assert ex.strip_glue(source) == "x = 2\nassert x == 2\nlabel = \"glue\""
    with pytest.raises(nbs.NotebookFormatError, match="a block of only glue"):
        ex.strip_glue("for k in range(3):\n    glue(f\"k{k}\", k)", "book/99_x.ipynb")


def header(nb_path) -> str:
    notebook = nbs.read(ROOT / "exercises" / ex.generated_name(nb_path))
    return next(c.source for c in notebook.cells if c.id == ex.HEADER_ID)


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_the_header_says_what_each_test_rewards_in_whole_sentences(nb_path):
    """Each graded test's line gives the first paragraph of its docstring, not its first line (which
    stopped mid-sentence: "... each chunk weighted by")."""
    meta = ex.exercise_meta(nbs.read(nb_path), nb_path)
    lines = re.findall(r"^- `(test_\w+)` \([^)]*\): (.*)$", header(nb_path), re.M)
    assert [name for name, _ in lines] == [t["name"] for t in ex.graded_tests(meta["id"])]
    for name, rewards in lines:
        assert rewards.endswith((".", ")")), f"{name}: the header's line stops mid-sentence: {rewards[-60:]!r}. {FIX}"


@pytest.mark.parametrize("nb_path", CHAPTERS, ids=lambda p: p.stem)
def test_what_the_exercise_leaves_out_is_named_in_its_header(nb_path):
    """Cells tagged remove-from-exercise (a training run, its results) are named in the header, so
    that text mentioning them ("trains it for about a minute") sends the learner to the book."""
    left = [c for c in nbs.read(nb_path).cells if nbs.EXERCISE_REMOVE_TAG in nbs.tags(c)]
    text = header(nb_path)
    assert ("leaves out" in text) == bool(left), f"{nb_path.name}: {len(left)} cells left out. {FIX}"
    for cell in left:
        for line in cell.source.splitlines() if cell.cell_type == "markdown" else ():
            if line.startswith("#"):
                assert f'"{line.lstrip("#").strip()}"' in text, f"the section {line!r} is not named. {FIX}"
