"""The cell conventions of the chapter notebooks, in one place (hand-written).

A chapter notebook `book/NN_name.ipynb` is the single source of a module of the package, of an
exercise notebook and of a solution notebook. Its code cells may start with directive lines:

    #| default_exp attention    the module the chapter exports to (transformer/attention.py)
    #| export                   this cell goes into the module, its public names into __all__
    #| export masks             this cell goes into another module of the package (transformer/masks.py)
    #| exporti                  this cell goes into the module, but not into __all__
    #| hide                     run everywhere, never shown in the rendered book
    #| check                    a self-check: its output, stored from the solved run, is what
                                `pytest --nbval` compares in the exercise notebook

and may contain nbgrader-style regions:

    ### BEGIN SOLUTION          replaced in the exercise by a TODO and `raise NotImplementedError`
    ### TODO: text              (right after BEGIN SOLUTION) what to write: the TODO comment the
                                exercise shows; it says what, never how
    ### HINT 1: text            then three hints in steps, shown folded below the learner's cell:
    ### HINT 2: text            1 a nudge (where to look), 2 the approach, 3 the near-answer
    ### HINT 3: text            (each may take several lines; every region has all three)
    ### END SOLUTION
    ### BEGIN HIDDEN TESTS      never leaves the chapter notebook
    ### END HIDDEN TESTS

Markdown or code cells tagged `remove-from-exercise` are left out of the exercise notebook and its
solution (prose that gives the answer away, a demonstration that needs the finished function, a
training run that only the book shows). A code cell tagged
`scroll-output` (a wide table) keeps its output lines whole in the book, in a box that scrolls
sideways; other outputs wrap at the column (courseware/static/course.css).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # imported where a notebook is read or written: nbformat's import costs 1.7 s
    import nbformat  # (jsonschema's format checkers), which each grading process would pay for nothing

DIRECTIVE_RE = re.compile(r"^\s*#\|\s*([A-Za-z_][\w-]*):?\s*(.*?)\s*$")
BEGIN_SOLUTION = "### BEGIN SOLUTION"
END_SOLUTION = "### END SOLUTION"
TODO = "### TODO:"
HINT = "### HINT"
HINT_RE = re.compile(r"^### HINT ([1-3]):[ ]?(.*?)\s*$")   # one space after the colon; code keeps its indent
HINT_STEPS = ("a nudge", "the approach", "the near-answer")
BEGIN_HIDDEN = "### BEGIN HIDDEN TESTS"
END_HIDDEN = "### END HIDDEN TESTS"
EXERCISE_REMOVE_TAG = "remove-from-exercise"
CHECK_DIRECTIVE = "check"
KNOWN_DIRECTIVES = {"default_exp", "export", "exporti", "hide", CHECK_DIRECTIVE}
CHAPTER_RE = re.compile(r"^(\d\d)_[a-z0-9_]+\.ipynb$")


class NotebookFormatError(ValueError):
    """A chapter notebook breaks the cell conventions; the message names the notebook and cell."""


@dataclass(frozen=True)
class Region:
    """A solution region: lines [begin, end] of a cell (both marker lines included)."""

    begin: int
    end: int
    indent: str
    todo: tuple[str, ...]                # the TODO comment's lines
    hints: tuple[tuple[str, ...], ...]   # HINT 1, 2, 3: the lines of each step


def read(path: str | Path) -> nbformat.NotebookNode:
    import nbformat

    return nbformat.read(str(path), as_version=4)


def write(nb: nbformat.NotebookNode, path: str | Path) -> None:
    """Write a notebook deterministically (sorted keys, one-space indent, trailing newline)."""
    import nbformat

    nbformat.validate(nb)
    text = nbformat.writes(nb, version=4)
    Path(path).write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")


def chapter_notebooks(book_dir: str | Path) -> list[Path]:
    """The chapter notebooks `NN_name.ipynb` of a book folder, in chapter order."""
    return sorted(p for p in Path(book_dir).glob("*.ipynb") if CHAPTER_RE.match(p.name))


def where(nb_path: str | Path, index: int, cell) -> str:
    return f"{Path(nb_path).name}, cell {index} (id {cell.get('id', '?')})"


def directives(source: str) -> dict[str, str]:
    """The `#| name value` lines at the top of a cell, as {name: value}."""
    found: dict[str, str] = {}
    for line in source.splitlines():
        if not line.strip():
            continue
        match = DIRECTIVE_RE.match(line)
        if not match:
            break
        found[match.group(1)] = match.group(2)
    return found


def strip_directives(source: str) -> str:
    """The cell source without its leading directive lines."""
    lines = source.splitlines()
    i = 0
    while i < len(lines) and (not lines[i].strip() or DIRECTIVE_RE.match(lines[i])):
        i += 1
    return "\n".join(lines[i:])


def _marker(line: str) -> str | None:
    stripped = line.strip()
    for marker in (BEGIN_SOLUTION, END_SOLUTION, BEGIN_HIDDEN, END_HIDDEN):
        if stripped == marker:
            return marker
    if stripped.startswith(TODO):
        return TODO
    if stripped.startswith(HINT):
        if not HINT_RE.match(stripped):
            raise NotebookFormatError(
                f"malformed hint {stripped!r}: write '### HINT 1: ...', '### HINT 2: ...' or '### HINT 3: ...'"
            )
        return HINT
    if stripped.startswith("### BEGIN") or stripped.startswith("### END"):
        raise NotebookFormatError(f"unknown marker {stripped!r}")
    return None


def parse_regions(source: str, place: str = "cell") -> tuple[list[Region], list[tuple[int, int]]]:
    """Solution regions and hidden-test regions (line ranges, markers included) of a cell.

    Raises NotebookFormatError for a region that is not closed, nested, a TODO or HINT line outside
    the top of a solution region, or a solution region without its TODO and its three hints in order.
    """
    solutions: list[Region] = []
    hidden: list[tuple[int, int]] = []
    open_kind, open_at, notes, notes_allowed = None, -1, [], False
    lines = source.splitlines()
    for i, line in enumerate(lines):
        try:
            marker = _marker(line)
        except NotebookFormatError as err:
            raise NotebookFormatError(f"{place}, line {i + 1}: {err}") from None
        if marker is None:
            notes_allowed = False
            continue
        if marker in (TODO, HINT):
            if open_kind != BEGIN_SOLUTION or not notes_allowed:
                raise NotebookFormatError(
                    f"{place}, line {i + 1}: '{marker}' lines must come right after '{BEGIN_SOLUTION}'"
                )
            text = line.strip()
            notes.append(("todo", text[len(TODO):].strip()) if marker == TODO else HINT_RE.match(text).groups())
            continue
        if marker in (BEGIN_SOLUTION, BEGIN_HIDDEN):
            if open_kind is not None:
                raise NotebookFormatError(
                    f"{place}, line {i + 1}: {marker!r} inside an open {open_kind!r} (line {open_at + 1})"
                )
            open_kind, open_at, notes = marker, i, []
            notes_allowed = marker == BEGIN_SOLUTION
            continue
        expected = END_SOLUTION if open_kind == BEGIN_SOLUTION else END_HIDDEN
        if marker != expected:
            raise NotebookFormatError(f"{place}, line {i + 1}: {marker!r} without a matching BEGIN")
        if open_kind == BEGIN_SOLUTION:
            indent = lines[open_at][: len(lines[open_at]) - len(lines[open_at].lstrip())]
            solutions.append(_region(open_at, i, indent, notes, place))
        else:
            hidden.append((open_at, i))
        open_kind, notes_allowed = None, False
    if open_kind is not None:
        raise NotebookFormatError(f"{place}, line {open_at + 1}: {open_kind!r} is never closed")
    return solutions, hidden


def _region(begin: int, end: int, indent: str, notes: list[tuple[str, str]], place: str) -> Region:
    """A solution region from its TODO and HINT lines, in the order TODO, HINT 1, HINT 2, HINT 3."""
    kinds = [kind for kind, _ in notes]
    order = ["todo", "1", "2", "3"]
    if sorted(set(kinds), key=order.index) != order or kinds != sorted(kinds, key=order.index):
        raise NotebookFormatError(
            f"{place}, line {begin + 1}: a solution region needs '{TODO}' then '{HINT} 1:', '{HINT} 2:' and "
            f"'{HINT} 3:' lines, in that order, right after '{BEGIN_SOLUTION}' (found {kinds or 'none'})"
        )
    todo = tuple(text for kind, text in notes if kind == "todo")
    hints = tuple(tuple(text for kind, text in notes if kind == step) for step in "123")
    return Region(begin, end, indent, todo, hints)


def _rebuild(source: str, place: str, solution_lines) -> str:
    """Rewrite a cell: hidden-test regions dropped, each solution region replaced by
    `solution_lines(region, body_lines)`."""
    solutions, hidden = parse_regions(source, place)
    lines = source.splitlines()
    out: list[str] = []
    skip_until = -1
    starts = {r.begin: r for r in solutions}
    hidden_starts = dict(hidden)
    for i, line in enumerate(lines):
        if i <= skip_until:
            continue
        if i in hidden_starts:
            skip_until = hidden_starts[i]
            continue
        if i in starts:
            region = starts[i]
            body = [ln for ln in lines[region.begin + 1 : region.end] if _marker(ln) not in (TODO, HINT)]
            out.extend(solution_lines(region, body))
            skip_until = region.end
            continue
        out.append(line)
    return "\n".join(out)


def solved_source(source: str, place: str = "cell") -> str:
    """The solved cell: marker and hint lines removed, hidden tests dropped."""
    return _rebuild(source, place, lambda region, body: body)


def near_answer_source(source: str, place: str = "cell") -> str:
    """The cell with each solution region replaced by its third hint, the near-answer, as the learner
    who pastes it gets it (a test grades that: tests/autograder/classroom.py, learner near-answers)."""
    return _rebuild(source, place, lambda region, body: [region.indent + line for line in region.hints[2]])


def exercise_source(source: str, exercise_id: str, place: str = "cell") -> str:
    """The learner's cell: each solution region becomes a TODO and `raise NotImplementedError`."""

    def skeleton(region: Region, body: list[str]) -> list[str]:
        todo = [f"{region.indent}# TODO ({exercise_id}): {region.todo[0]}"]
        todo += [f"{region.indent}#   {line}" for line in region.todo[1:]]
        todo.append(f'{region.indent}raise NotImplementedError("{exercise_id}: fill in the TODO above")')
        return todo

    return _rebuild(source, place, skeleton)


def has_solution(nb: nbformat.NotebookNode) -> bool:
    return any(
        parse_regions(cell.source)[0] for cell in nb.cells if cell.cell_type == "code"
    )


def default_exp(nb: nbformat.NotebookNode, nb_path: str | Path = "notebook") -> str | None:
    """The module a chapter exports to, from its `#| default_exp` cell (None when it exports nothing)."""
    names = [
        d["default_exp"]
        for cell in nb.cells
        if cell.cell_type == "code" and "default_exp" in (d := directives(cell.source))
    ]
    if len(names) > 1:
        raise NotebookFormatError(f"{Path(nb_path).name}: more than one '#| default_exp' cell: {names}")
    return names[0] if names else None


def validate(nb: nbformat.NotebookNode, nb_path: str | Path) -> None:
    """Check the conventions of a chapter notebook; raise NotebookFormatError naming the cell."""
    ids = set()
    for index, cell in enumerate(nb.cells):
        place = where(nb_path, index, cell)
        cell_id = cell.get("id")
        if not cell_id or cell_id in ids:
            raise NotebookFormatError(f"{place}: every cell needs a unique, stable id")
        ids.add(cell_id)
        if cell.cell_type != "code":
            continue
        found = directives(cell.source)
        unknown = set(found) - KNOWN_DIRECTIVES
        if unknown:
            raise NotebookFormatError(
                f"{place}: unknown directive(s) {sorted(unknown)}; known: {sorted(KNOWN_DIRECTIVES)}"
            )
        _, hidden = parse_regions(cell.source, place)
        if hidden and not hidden_only(cell.source, place):
            raise NotebookFormatError(
                f"{place}: a hidden-test region must be a whole cell of its own "
                f"('{BEGIN_HIDDEN}' first, '{END_HIDDEN}' last)"
            )
        if "default_exp" in found and strip_directives(cell.source).strip():
            raise NotebookFormatError(f"{place}: '#| default_exp' belongs in a cell of its own")
    default_exp(nb, nb_path)


def hidden_only(source: str, place: str = "cell") -> bool:
    """True when the cell is one hidden-test region and nothing else."""
    _, hidden = parse_regions(source, place)
    lines = source.splitlines()
    if len(hidden) != 1:
        return False
    begin, end = hidden[0]
    return not any(ln.strip() for ln in lines[:begin] + lines[end + 1 :])


def hidden_body(source: str) -> str:
    """The code between the markers of a hidden-test cell."""
    lines = source.splitlines()
    (begin, end), = parse_regions(source)[1]
    return "\n".join(lines[begin + 1 : end])


def tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def set_tags(cell, new_tags) -> None:
    new = list(dict.fromkeys(new_tags))
    if new:
        cell.setdefault("metadata", {})["tags"] = new
    else:
        cell.get("metadata", {}).pop("tags", None)
