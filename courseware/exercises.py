"""Generate `exercises/NN_*.ipynb` and `solutions/NN_*.ipynb` from the chapter notebooks (hand-written).

A chapter with at least one `### BEGIN SOLUTION` region is an exercise. Its notebooks are named by
the exercise's number (its metadata's `course.exercise.id`, "ex08") and the chapter's name:
book/05_bleu.ipynb, exercise ex08, gives exercises/08_bleu.ipynb and solutions/08_bleu.ipynb (the
grader, `make check EX=08` and `transformer-grade` find an exercise by that prefix); a chapter whose
exercise has its own number keeps its name (book/05_training.ipynb, ex05). From it:

* the **solution** is the exercise solved: the chapter with the markers stripped, hidden-test
  cells, the `#| default_exp` cell and the cells tagged `remove-from-exercise` dropped, executed
  top to bottom (all outputs stored); a chapter's training run that only the book shows (06, 07)
  is left out of both, so checking them trains nothing;
* the **exercise** is the same notebook with each solution region replaced by a TODO and
  `raise NotImplementedError`, followed by a markdown cell of folded hints in three steps (a nudge,
  the approach, the near-answer: the region's `### HINT 1/2/3:` lines), cells tagged
  `remove-from-exercise` dropped, a header cell with the
  exercise's checklist and how it is graded (each graded test of tests/graded/test_<id>_*.py with
  its points and the first paragraph of its docstring, which says what the points reward) added, and
  every output cleared except those of the `#| check` cells, which
  keep the outputs of the solved run: `pytest --nbval` passes only when the learner's code
  reproduces them.

Both open with a note (a markdown cell with the id `generated-note`) that names the chapter they
come from and the command that regenerates them, so nobody edits a generated file by mistake.
Nothing of the book's build reaches them: the `glue(...)` calls that paste a run's numbers into the
book's prose are taken out of the code, and each glued number in the prose is written out as the
solved run computed it (kept in the solution's metadata, `course.glued`); prose that quotes a
number only a left-out cell computes must be left out with it.
Every code cell except the checks is tagged `nbval-ignore-output`, so nbval compares exactly the
self-checks. Cell ids are kept, so a learner's cell can always be traced back to the book.
Run `make exercises` (or `python -m courseware exercises`) after editing a chapter.
"""

from __future__ import annotations

import ast
import copy
import re
from pathlib import Path

import nbformat

from . import ROOT, catalogue
from . import notebooks as nbs
from .grader.forbidden import notice

GRADED_TESTS = ROOT / "tests" / "graded"
IGNORE_OUTPUT = "nbval-ignore-output"
HEADER_ID = "exercise-header"
HINTS_SUFFIX = "-hints"  # the hint cell of code cell X has the id X-hints
NOTE_ID = "generated-note"
REGENERATE = "make exercises"
EXECUTION_TIMEOUT = 600  # seconds per cell; the chapters take seconds, a hung cell fails loudly


def exercise_meta(nb, nb_path) -> dict:
    meta = nb.metadata.get("course", {}).get("exercise")
    required = {"id", "title", "difficulty", "importance", "minutes", "checklist"}
    if not isinstance(meta, dict) or not required <= set(meta):
        raise nbs.NotebookFormatError(
            f"{Path(nb_path).name}: has solution regions, so its metadata needs "
            f"course.exercise with {sorted(required)}"
        )
    return meta


def exercise_file_name(book_nb, nb_path) -> str:
    """The name of a chapter's exercise and solution notebooks: the exercise's number, then the
    chapter's name after its own number (book/05_bleu.ipynb, exercise ex08 -> "08_bleu.ipynb")."""
    meta = exercise_meta(book_nb, nb_path)
    number = str(meta["id"]).removeprefix("ex")
    if not re.fullmatch(r"\d\d", number):
        raise nbs.NotebookFormatError(f"{Path(nb_path).name}: course.exercise.id must be exNN (two digits), "
                                      f"got {meta['id']!r}")
    page = catalogue.page_of(number)
    if page is None or page.name != Path(nb_path).stem:
        where = f"exercise {number} is {page.notebook}" if page else f"it has no exercise {number}"
        raise nbs.NotebookFormatError(f"{Path(nb_path).name}: course.exercise.id is {meta['id']!r}, but in "
                                      f"courseware/catalogue.py {where}: give the page its entry there")
    return f"{number}_{Path(nb_path).name.split('_', 1)[1]}"


def generated_name(nb_path: Path) -> str:
    """`exercise_file_name` of the exercise chapter at `nb_path` (read from disk)."""
    return exercise_file_name(nbs.read(nb_path), nb_path)


def chapter_of(exercise: str, root: Path = ROOT) -> Path | None:
    """The chapter notebook in book/ that exercise `exercise` ("08") comes from (its page in
    courseware/catalogue.py), or None."""
    page = catalogue.page_of(exercise)
    return root / page.notebook if page is not None else None


def _is_check(cell) -> bool:
    return cell.cell_type == "code" and nbs.CHECK_DIRECTIVE in nbs.directives(cell.source)


def _drops(cell, place: str) -> bool:
    """Cells that belong to the book only: the module name and the hidden tests."""
    if cell.cell_type != "code":
        return False
    found = nbs.directives(cell.source)
    return "default_exp" in found or nbs.hidden_only(cell.source, place)


# The book's MyST roles that Jupyter shows as raw text: a number glued from the book's own run
# (courseware/claims.py), and a reference to a section of the book's appendix of decisions.
_GLUE = re.compile(r"\{glue:text\}`([^`]+)`")
_REF = re.compile(r"\{ref\}`([^`]+)`")
GLUE_MIME = "application/papermill.record/text/plain"   # how myst_nb's glue stores a value in an output


def jupyter_markdown(source: str, values: dict[str, str] | None = None, where: str = "") -> str:
    """The markdown with the roles only the book renders written out for Jupyter: a glued number
    becomes its value in `values` (the solved run's), a reference becomes "the book's appendix of
    decisions". Without `values` a glued number stays as it is (the run that computes it has not
    happened yet); a name missing from them is an error naming it."""
    def value(match: re.Match) -> str:
        if match.group(1) not in values:
            raise nbs.NotebookFormatError(
                f"{where}: the prose quotes {match.group(1)}, a number that no cell of the exercise computes "
                f"(the book's cell that glues it is tagged remove-from-exercise, or `{REGENERATE}` has not run "
                f"since it was added): tag the prose that quotes it too, or glue it in a kept cell")
        return values[match.group(1)]

    if values is not None:
        source = _GLUE.sub(value, source)
    return _REF.sub("the book's appendix of decisions", source)


def _glue_lines(source: str, where: str) -> set[int]:
    """The lines (0-based) of `source` that only serve the book's glue: each `glue(...)` statement
    and the line importing it; a block left empty without them is an error."""
    lines = source.splitlines()
    try:
        tree = ast.parse("\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in lines))
    except SyntaxError:
        return set()
    drop = set()
    for node in ast.walk(tree):
        call = isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
        if call and isinstance(node.value.func, ast.Name) and node.value.func.id == "glue":
            drop.update(range(node.lineno - 1, node.end_lineno))
        elif isinstance(node, ast.ImportFrom) and [a.name for a in node.names] == ["glue"]:
            drop.update(range(node.lineno - 1, node.end_lineno))
    for node in ast.walk(tree):
        for body in (getattr(node, name, None) for name in ("body", "orelse", "finalbody")):
            if isinstance(body, list) and body and not isinstance(node, ast.Module) and all(
                    set(range(n.lineno - 1, n.end_lineno)) <= drop for n in body):
                raise nbs.NotebookFormatError(f"{where}: a block of only glue(...) calls at line {node.lineno}: "
                                              "compute the numbers in the block and glue them after it")
    return drop


def strip_glue(source: str, where: str = "") -> str:
    """`source` without the lines that only serve the book's glue (see `_glue_lines`)."""
    drop = _glue_lines(source, where)
    return "\n".join(line for i, line in enumerate(source.splitlines()) if i not in drop) if drop else source


def glued(nb) -> dict[str, str]:
    """{name: text} of every glue(...) in the outputs of an executed notebook."""
    values = {}
    for cell in nb.cells:
        for output in cell.get("outputs", []) if cell.cell_type == "code" else []:
            name = output.get("metadata", {}).get("scrapbook", {}).get("name")
            if name is not None and GLUE_MIME in output.get("data", {}):
                text = str(output["data"][GLUE_MIME])
                try:
                    values[name] = str(ast.literal_eval(text))   # the repr of the value glued
                except (ValueError, SyntaxError):
                    values[name] = text
    return values


def stored_values(nb_path: Path) -> dict[str, str] | None:
    """The glued numbers kept in the committed solution of the chapter at `nb_path`, or None."""
    solution = ROOT / "solutions" / generated_name(nb_path)
    if not solution.exists():
        return None
    return dict(nbs.read(solution).metadata.get("course", {}).get("glued", {}))


def _derive(book_nb, nb_path, rewrite, keep=lambda cell: True, values=None, glue=False):
    """The chapter's cells for a learner's notebook: `rewrite` applied to the code, glue(...) taken
    out of it unless `glue` (the run that computes the numbers), the prose's numbers from `values`."""
    nbs.validate(book_nb, nb_path)
    nb = copy.deepcopy(book_nb)
    cells = []
    for index, cell in enumerate(nb.cells):
        place = nbs.where(nb_path, index, cell)
        if _drops(cell, place) or not keep(cell):
            continue
        if cell.cell_type == "markdown":
            cell.source = jupyter_markdown(cell.source, values, place)
        if cell.cell_type == "code":
            stripped = cell.source if glue else strip_glue(cell.source, place)
            if stripped != cell.source and not [line for line in stripped.splitlines()
                                                if line.strip() and not line.lstrip().startswith("#")]:
                continue   # a cell that only glued numbers (and its comments) goes
            cell.source = rewrite(stripped, place)
            cell.outputs, cell.execution_count = [], None
            cell_tags = [t for t in nbs.tags(cell) if t != IGNORE_OUTPUT]
            nbs.set_tags(cell, cell_tags if _is_check(cell) else cell_tags + [IGNORE_OUTPUT])
        cells.append(cell)
    nb.cells = cells
    return nb


def _chapter_title(book_nb) -> str:
    """The chapter's first heading without its number ("Scaled dot-product attention"), or ""."""
    for cell in book_nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return re.sub(r"^\d+\s*·\s*", "", line[2:].strip())
            return ""
    return ""


def generated_note(book_nb, nb_path, exercise: bool):
    """The first cell of every generated notebook: the chapter it comes from and the command that
    regenerates it (and so overwrites it)."""
    name = Path(nb_path).name
    title = _chapter_title(book_nb)
    chapter = f"chapter {name[:2]}" + (f", \"{title}\"" if title else "")
    edit = "edit the chapter, not this file" + (", to change the exercise itself" if exercise else "")
    lost = ", your answers included" if exercise else ""
    text = (f"> **Generated file.** Generated from `book/{name}` ({chapter}) by `{REGENERATE}`: {edit}. "
            f"Running `{REGENERATE}` again overwrites this notebook{lost}.")
    return nbformat.v4.new_markdown_cell(text, id=NOTE_ID)


def _with_note(nb, book_nb, nb_path, exercise: bool):
    nb.cells.insert(0, generated_note(book_nb, nb_path, exercise))
    return nb


def _titled(nb, book_nb, nb_path, exercise: bool):
    """The chapter's title heading ("# 05 · Scoring translations") named for the exercise instead
    ("# Exercise 08 · Scoring translations"; the solution: "# Exercise 08, solved · ..."): the
    chapter and the exercise have different numbers, and the note above names the chapter."""
    number = exercise_file_name(book_nb, nb_path)[:2]
    name = f"Exercise {number}" + ("" if exercise else ", solved")
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = re.sub(r"\A# \d+\s*·\s*", f"# {name} · ", cell.source)
            break
    return nb


def _in_exercise(cell) -> bool:
    return nbs.EXERCISE_REMOVE_TAG not in nbs.tags(cell)


def solution_notebook(book_nb, nb_path, values=None, glue=False):
    """The solved notebook (the exercise's cells, solved), not yet executed. The prose's numbers
    come from `values` (default: those stored in the committed solution); `glue`: keep the glue(...)
    calls, for the run that computes them."""
    values = stored_values(Path(nb_path)) if values is None and not glue else values
    solved = _titled(_derive(book_nb, nb_path, nbs.solved_source, keep=_in_exercise, values=values, glue=glue),
                     book_nb, nb_path, exercise=False)
    if values is not None:
        solved.metadata.setdefault("course", {})["glued"] = dict(sorted(values.items()))
    return _with_note(solved, book_nb, nb_path, exercise=False)


def near_answer_notebook(book_nb, nb_path):
    """The solution with every solution region replaced by its near-answer (the third hint), not
    executed: what a learner who pastes each near-answer hands in."""
    return _derive(book_nb, nb_path, nbs.near_answer_source, keep=_in_exercise)


def _stars(n: int) -> str:
    return "★" * int(n) + "☆" * (5 - int(n))


def _marker(decorator, name: str):
    """The `pytest.mark.<name>(...)` call among a test's decorators, or None."""
    if isinstance(decorator, ast.Call) and isinstance(decorator.func, ast.Attribute) and decorator.func.attr == name:
        return decorator
    return None


def graded_tests(exercise_id: str, folder: Path = GRADED_TESTS) -> list[dict]:
    """The graded tests of exercise `exercise_id` (e.g. "ex01"), read from tests/graded/test_<id>_*.py
    with `ast` (nothing is imported): name, points, the first paragraph of the docstring (what the
    points reward) and the parameter ids of a parametrized test (each case earns the points)."""
    tests = []
    for path in sorted(folder.glob(f"test_{exercise_id}_*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8"), filename=str(path)).body:
            if not isinstance(node, ast.FunctionDef):
                continue
            points = next((m for d in node.decorator_list if (m := _marker(d, "points"))), None)
            if points is None:
                continue
            cases = []
            for d in node.decorator_list:
                if (m := _marker(d, "parametrize")) is not None:
                    ids = next((k.value for k in m.keywords if k.arg == "ids"), None)
                    cases = ast.literal_eval(ids) if ids is not None else [ast.unparse(v) for v in m.args[1].elts]
            doc = (ast.get_docstring(node) or "").strip()
            if not doc:
                raise nbs.NotebookFormatError(
                    f"{path.name}: {node.name} has points but no docstring saying what they reward"
                )
            rewards = " ".join(doc.split("\n\n")[0].split())   # the first paragraph, its lines joined
            tests.append(
                {"name": node.name, "points": ast.literal_eval(points.args[0]), "rewards": rewards, "cases": cases}
            )
    return tests


def _points(n) -> str:
    return f"{n:g} point" + ("" if n == 1 else "s")


def grading_section(exercise_id: str) -> str:
    """Markdown: each graded test of the exercise, its points and what they reward."""
    tests = graded_tests(exercise_id)
    if not tests:
        raise nbs.NotebookFormatError(f"exercise {exercise_id} has no graded test in {GRADED_TESTS.relative_to(ROOT)}")
    total = sum(t["points"] * max(1, len(t["cases"])) for t in tests)
    lines = []
    for t in tests:
        each = f"{_points(t['points'])} for each of {', '.join(t['cases'])}" if t["cases"] else _points(t["points"])
        rewards = t["rewards"].removeprefix("Rewards:").strip().replace("*", "\\*")
        lines.append(f"- `{t['name']}` ({each}): {rewards}")
    forbids = notice(exercise_id.removeprefix("ex"))
    return (f"### How this exercise is graded\n\n"
            f"{_points(total)} in all. Each test compares what your code returns with an independent reference "
            f"(PyTorch's own modules, sacrebleu, the paper's formula or the reference solution), so a result that "
            f"ignores its inputs earns nothing:\n\n" + "\n".join(lines) + (f"\n\n{forbids}" if forbids else ""))


def book_only(book_nb) -> str:
    """Markdown naming what of the book's page the exercise leaves out (cells tagged
    remove-from-exercise: a training run, its results, a demonstration), each stretch of such cells
    by its heading or its first words, so that text mentioning them sends the learner to the book.
    "" when nothing is left out."""
    stretches, previous = [], None
    for index, cell in enumerate(book_nb.cells):
        if not _in_exercise(cell):
            if previous != index - 1:
                stretches.append([])
            stretches[-1].append(cell)
            previous = index
    parts = []
    for cells in stretches:
        text = [c.source for c in cells if c.cell_type == "markdown"]
        headings = [line.lstrip("#").strip() for t in text for line in t.splitlines() if line.startswith("#")]
        if text and text[0].startswith("#"):
            parts.append(f'the section{"s" if len(headings) > 1 else ""} ' + ", ".join(f'"{h}"' for h in headings))
        elif text:
            words = " ".join(_GLUE.sub("…", text[0]).split()[:10])   # a glued number: its value is not in it
            then = f' and the section{"s" if len(headings) > 1 else ""} ' + ", ".join(f'"{h}"' for h in headings)
            parts.append(f'the part that starts "{words}..."' + (then if headings else ""))
        else:
            parts.append(f"{len(cells)} code cell{'s' if len(cells) > 1 else ''}")
    if not parts:
        return ""
    return (f"This notebook leaves out {'; '.join(parts)} of the book's page: where the text mentions "
            "them or their results, read them in the book.\n\n")


def header_cell(meta: dict, number: str, left_out: str = ""):
    """The exercise's header: checklist, how to check it (`make check EX=<number>`) and how it is
    graded; `left_out` (see `book_only`) before the checklist."""
    checklist = "\n".join(f"- [ ] {item}" for item in meta["checklist"])
    facts = (f"**Difficulty** {_stars(meta['difficulty'])} · **importance** {_stars(meta['importance'])} · "
             f"**about {meta['minutes']} minutes**")
    text = f"""## Exercise {meta['id']}: {meta['title']}

{facts}

Fill in every `# TODO ({meta['id']})` below: each one replaces a `raise NotImplementedError`.
Cells that start with `#| check` are self-checks whose expected output is already stored: run
them, but do not edit them. Stuck? Under each cell with a TODO are its hints, folded, in three
steps: a nudge, the approach, the near-answer. Open one at a time.

{left_out}What your code must do (tick each off as it works):
{checklist}

Check it from the repository folder with `make check EX={number}`: it runs this notebook's
self-checks (`pytest --nbval`) and the graded tests (`pytest tests/graded -m {meta['id']}`).

{grading_section(meta['id'])}"""
    return nbformat.v4.new_markdown_cell(text, id=HEADER_ID)


def _enclosing_name(lines: list[str], line: int) -> str | None:
    """The function a solution region sits in: the nearest `def name(` above it, or None."""
    for text in reversed(lines[:line]):
        if (match := re.match(r"\s*def\s+(\w+)", text)):
            return match.group(1)
    return None


def hint_cell(cell, place: str):
    """A markdown cell of the hints of each solution region of `cell`, folded, one step at a time
    (HTML `<details>`, which JupyterLab and Jupyter Notebook render as collapsible); None when the
    cell has no solution region."""
    regions, _ = nbs.parse_regions(cell.source, place)
    if not regions:
        return None
    lines = cell.source.splitlines()
    parts = ["**Stuck?** Open one hint at a time and try again after each: a nudge, then the approach, "
             "then the near-answer."]
    names = [_enclosing_name(lines, region.begin) for region in regions]
    for i, (region, name) in enumerate(zip(regions, names, strict=True)):
        if len(regions) > 1 or name:
            part = f", part {names[:i + 1].count(name)} of {names.count(name)}" if names.count(name) > 1 else ""
            parts.append(f"**Hints for `{name}`{part}**" if name else "**Hints**")
        for step, (what, text) in enumerate(zip(nbs.HINT_STEPS, region.hints, strict=True), start=1):
            # the near-answer is code, one line per HINT 3 line; the others are prose
            shown = "```python\n" + "\n".join(text) + "\n```" if step == 3 else " ".join(text)
            parts.append(f"<details><summary>Hint {step}: {what}</summary>\n\n{shown}\n\n</details>")
    return nbformat.v4.new_markdown_cell("\n\n".join(parts), id=f"{cell.id}{HINTS_SUFFIX}")


def _with_hints(nb, nb_path):
    cells = []
    for index, cell in enumerate(nb.cells):
        cells.append(cell)
        if cell.cell_type == "code" and (hints := hint_cell(cell, nbs.where(nb_path, index, cell))):
            cells.append(hints)
    nb.cells = cells
    return nb


def exercise_notebook(book_nb, nb_path, values=None):
    """The learner's notebook, with empty outputs (check outputs are filled in by `with_check_outputs`);
    the prose's numbers from `values` (default: those stored in the committed solution)."""
    meta = exercise_meta(book_nb, nb_path)
    nb = _derive(
        _with_hints(copy.deepcopy(book_nb), nb_path),
        nb_path,
        lambda source, place: nbs.exercise_source(source, meta["id"], place),
        keep=_in_exercise,
        values=stored_values(Path(nb_path)) if values is None else values,
    )
    title = next((i for i, c in enumerate(nb.cells) if c.cell_type == "markdown"), -1)
    nb.cells.insert(title + 1, header_cell(meta, exercise_file_name(book_nb, nb_path)[:2], book_only(book_nb)))
    return _with_note(_titled(nb, book_nb, nb_path, exercise=True), book_nb, nb_path, exercise=True)


def execute(nb, cwd: Path):
    """Run a notebook top to bottom in a fresh kernel; return the executed copy."""
    from nbclient import NotebookClient

    nb = copy.deepcopy(nb)
    NotebookClient(
        nb, timeout=EXECUTION_TIMEOUT, kernel_name="python3", record_timing=False,
        resources={"metadata": {"path": str(cwd)}},
    ).execute()
    return nb  # execution counts stay: nbval refuses a stored output whose cell was never run


def with_check_outputs(exercise_nb, solved_nb):
    """The exercise with each `#| check` cell carrying the output of the same cell in the solved run."""
    solved = {c.id: c for c in solved_nb.cells}
    nb = copy.deepcopy(exercise_nb)
    for cell in nb.cells:
        if _is_check(cell):
            cell.outputs = copy.deepcopy(solved[cell.id].outputs)
            cell.execution_count = solved[cell.id].execution_count
    return nb


def with_outputs_of(nb, run):
    """`nb` with the outputs and execution counts of the same cells of the executed `run`, the glued
    values' records left out (they are in `nb`'s metadata)."""
    done = {c.id: c for c in run.cells}
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if cell.cell_type == "code" and cell.id in done:
            cell.outputs = [copy.deepcopy(o) for o in done[cell.id].outputs
                            if "scrapbook" not in o.get("metadata", {})]
            cell.execution_count = done[cell.id].execution_count
    return nb


def without_outputs(nb):
    """A copy with every output and execution count cleared: what the sync test compares."""
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    return nb


def exercise_chapters(root: Path) -> list[Path]:
    return [p for p in nbs.chapter_notebooks(root / "book") if nbs.has_solution(nbs.read(p))]


def generate(root: Path, log=print) -> list[Path]:
    """Write exercises/ and solutions/ for every exercise chapter; return the files written."""
    written = []
    for folder in ("exercises", "solutions"):
        (root / folder).mkdir(exist_ok=True)
    chapters = exercise_chapters(root)
    names = {nb_path: generated_name(nb_path) for nb_path in chapters}
    for folder in ("exercises", "solutions"):  # a chapter that stopped being an exercise, or was renumbered
        for stale in (root / folder).glob("*.ipynb"):
            if stale.name not in names.values():
                stale.unlink()
    for nb_path in chapters:
        book_nb = nbs.read(nb_path)
        log(f"executing the solution of {nb_path.name} ({names[nb_path]}) ...")
        run = execute(solution_notebook(book_nb, nb_path, glue=True), root / "solutions")
        values = glued(run)
        solved = with_outputs_of(solution_notebook(book_nb, nb_path, values=values), run)
        exercise = with_check_outputs(exercise_notebook(book_nb, nb_path, values=values), solved)
        for folder, nb in (("solutions", solved), ("exercises", exercise)):
            out = root / folder / names[nb_path]
            nbs.write(nb, out)
            written.append(out)
    return written
