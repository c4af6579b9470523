"""Read a learner's exercise notebook: the code the grader runs (hand-written).

The graded tests do not run the learner's whole notebook (plots, demos, slow cells): they take the
code cells that carry `#| export` or `#| exporti`, exactly the cells the chapter exports into the
package, and run them in a fresh module (in a `courseware.sandbox.Sandbox` when grading). So the
grader sees the same definitions the package has, under the same names, whatever else the learner
wrote. `load` runs them in this process: for trusted notebooks only (the solutions, in tools).
"""

from __future__ import annotations

import ast
import functools
import json
import types
from pathlib import Path

from . import notebooks as nbs


# Exercise -> the reference module it rebuilds (the `#| default_exp` of its chapter). Fixed here,
# not read from the submission, which could name another.
GRADED_MODULES = {"01": "attention", "02": "multihead", "03": "embeddings", "04": "layers", "05": "training"}
# Reference modules the tests hand to the learner's code as arguments (05: greedy_decode decodes with
# a reference Transformer), so the child needs their classes; none defines a graded function.
PASSED_IN = {"05": ("transformer.model",)}
PACKAGE = Path(__file__).resolve().parent.parent / "transformer"


@functools.lru_cache(maxsize=None)
def _reference(module: str) -> ast.Module:
    """The parsed source of the reference module `transformer.<module>` (read once)."""
    return ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))


def allowed_modules(exercise: str) -> tuple[str, ...]:
    """The reference modules the learner's code of `exercise` may import: those its reference module
    imports (`from .attention import ...`: the earlier chapters it builds on, e.g.
    ("transformer.attention",) for 02), and those the tests pass in (PASSED_IN)."""
    imported = {f"transformer.{node.module}" for node in ast.walk(_reference(GRADED_MODULES[exercise]))
                if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}
    return tuple(sorted(imported | set(PASSED_IN.get(exercise, ()))))


class SubmissionError(ValueError):
    """The notebook cannot be read or its exported cells do not run; the message says where."""


def _code_cells(nb_path: Path) -> list[tuple[str, str]]:
    """[(cell id, source)] of the notebook's code cells; SubmissionError if it is not a readable notebook."""
    try:
        raw = json.loads(Path(nb_path).read_text(encoding="utf-8"))
        cells = raw["cells"]
        if not isinstance(cells, list):
            raise TypeError("'cells' is not a list")
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError) as err:
        raise SubmissionError(f"{Path(nb_path).name}: not a readable notebook ({err})") from None
    found = []
    for index, cell in enumerate(cells):
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            source = cell.get("source", "")
            found.append((str(cell.get("id", f"#{index}")), "".join(source) if isinstance(source, list) else str(source)))
    return found


def exported_cells(nb_path: Path) -> list[tuple[str, str]]:
    """[(cell id, code without directive lines)] of the exported cells, in order."""
    found = [(cell_id, nbs.strip_directives(source)) for cell_id, source in _code_cells(nb_path)
             if {"export", "exporti"} & set(nbs.directives(source))]
    if not found:
        raise SubmissionError(f"{Path(nb_path).name}: no cell starts with '#| export'; did the directive lines get deleted?")
    return found


def load(nb_path: str | Path, module_name: str = "submission") -> types.ModuleType:
    """Run the exported cells of a notebook in a new module and return it."""
    nb_path = Path(nb_path)
    module = types.ModuleType(module_name)
    module.__file__ = str(nb_path)
    for cell_id, code in exported_cells(nb_path):
        where = f"{nb_path.name}, cell {cell_id}"
        try:
            exec(compile(code, where, "exec"), module.__dict__)
        except Exception as err:  # the learner's code: report any failure with its cell
            raise SubmissionError(f"{where}: running the cell raised {type(err).__name__}: {err}") from err
    return module


def _signatures(tree: ast.Module) -> dict[str, list[str]]:
    """{name: parameter names} of the top-level functions, and of `Class.__init__` / `Class.forward`."""
    def params(fn):
        a = fn.args
        return [p.arg for p in a.posonlyargs + a.args + a.kwonlyargs]

    found = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found[node.name] = params(node)
        elif isinstance(node, ast.ClassDef):
            found[node.name] = []
            for member in node.body:
                if isinstance(member, ast.FunctionDef) and member.name in ("__init__", "forward"):
                    found[f"{node.name}.{member.name}"] = params(member)
    return found


def defining_cells(cells: list[tuple[str, str]]) -> dict[str, str]:
    """{top-level name: id of the cell that defines it last}; cells that do not parse are skipped."""
    where = {}
    for cell_id, code in cells:
        try:
            tree = ast.parse(code)
        except SyntaxError:
            continue
        for name in _signatures(tree):
            where[name.split(".")[0]] = cell_id
    return where


def _public(module: str) -> list[str]:
    """The `__all__` of the reference module `transformer.<module>`."""
    return next((list(ast.literal_eval(node.value)) for node in _reference(module).body if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)), [])


def check_interface(exercise: str, cells: list[tuple[str, str]]) -> list[str]:
    """Problems with the learner's graded names, found without running their code: a cell that does
    not parse, a graded function or class that is missing, a signature that differs from the
    chapter's. Each message names the cell and what was expected."""
    problems, theirs = [], {}
    for cell_id, code in cells:
        try:
            theirs.update(_signatures(ast.parse(code)))
        except SyntaxError as err:
            problems.append(f"cell {cell_id}: a syntax error on line {err.lineno}: {err.msg}")
    public = _public(GRADED_MODULES[exercise])
    expected = {name: sig for name, sig in _signatures(_reference(GRADED_MODULES[exercise])).items()
                if name.split(".")[0] in public}
    for name, params in expected.items():
        if name not in theirs:
            if "." not in name or name.split(".")[0] in theirs:
                problems.append(f"no `{name}` in the cells marked '#| export': did a rename or a deleted directive "
                                "line remove it? Every test that uses it scores 0")
        elif theirs[name] != params:
            problems.append(f"`{name}` takes ({', '.join(theirs[name])}), the chapter's takes ({', '.join(params)}): "
                            "the tests call it with the chapter's arguments")
    return problems


def exercise_of(nb_path: Path) -> str | None:
    """Which exercise a notebook is: its name (`01_attention.ipynb`, `01.ipynb`), else its
    `#| default_exp` line; None if neither tells."""
    prefix = Path(nb_path).name[:2]
    if prefix in GRADED_MODULES and not Path(nb_path).name[2:3].isdigit():
        return prefix
    try:
        sources = [source for _, source in _code_cells(nb_path)]
    except SubmissionError:
        return None
    for source in sources:
        module = nbs.directives(source).get("default_exp")
        if module:
            return next((ex for ex, mod in GRADED_MODULES.items() if mod == module), None)
    try:   # no name, no directive: the exercise whose graded names its exported cells define
        defined = set(defining_cells(exported_cells(nb_path)))
    except SubmissionError:
        return None
    matches = [ex for ex, module in GRADED_MODULES.items() if defined & set(_public(module))]
    return matches[0] if len(matches) == 1 else None
