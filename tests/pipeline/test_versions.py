"""The declared version range is the one the code needs (hand-written).

pyproject.toml declares the lowest torch and the lowest Python the course runs on. Neither can be
run here in another version (this machine has one torch, 2.13 for Python 3.11, and no registry
holds a CPU build of an older one), so both floors are derived from what the code uses and held
to it: each torch API below came with the release named beside it (PyTorch's release notes), and
the declared floor must be the newest release among those the package, the book's pages and the
graded tests use: lower and a learner's older torch fails in chapter 07 or in make check, higher
and a learner who could run everything is turned away. Python: every module and every code cell
parses with the grammar of the declared floor, and the library calls newer than it are guarded.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import nbformat
import tomllib

ROOT = Path(__file__).resolve().parents[2]

# pattern of a use -> (the torch release that brought it, what it is)
TORCH_APIS = {
    r"\bscaled_dot_product_attention\b": ("2.0", "torch.nn.functional.scaled_dot_product_attention"),
    r"\btorch\.compile\b": ("2.0", "torch.compile"),
    r"\bget_cpu_capability\b": ("2.0", "torch.backends.cpu.get_cpu_capability"),
    r"\btorch\.amp\.GradScaler\b": ("2.3", "torch.amp.GradScaler (before: torch.cuda.amp.GradScaler)"),
    r"\bnn\.RMSNorm\b": ("2.4", "torch.nn.RMSNorm"),
    r"\bF\.rms_norm\b|\bfunctional\.rms_norm\b": ("2.4", "torch.nn.functional.rms_norm"),
    r"\benable_gqa\s*=": ("2.5", "scaled_dot_product_attention(..., enable_gqa=True)"),
}
# Python: names of the standard library newer than 3.10, each allowed only where guarded (an
# ImportError/ModuleNotFoundError handler around its import, or a hasattr test before the call)
PYTHON_APIS = {r"\bimport tomllib\b": "3.11", r"\.add_note\(": "3.11", r"\bitertools\.batched\b": "3.12",
               r"\bdatetime\.UTC\b": "3.11", r"\bhashlib\.file_digest\b": "3.11", r"\bcontextlib\.chdir\b": "3.11"}


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def torch_requirement() -> str:
    """pyproject.toml's requirement on torch, as written ("torch>=2.5,<3")."""
    return next(d for d in project()["dependencies"] if re.match(r"torch\b", d))


def declared() -> tuple[str, str]:
    """(the lowest torch, the lowest Python) pyproject.toml declares."""
    torch, python = torch_requirement(), project()["requires-python"]
    found = re.search(r">=\s*([\d.]+)", torch)
    assert found, f"pyproject.toml's torch requirement has no lower bound: {torch!r}"
    lowest = re.fullmatch(r">=\s*([\d.]+)", python)
    assert lowest, f"requires-python should be a lower bound, got {python!r}"
    return found.group(1), lowest.group(1)


def version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def sources() -> dict[str, str]:
    """Where the course's code is, by name: the package, the courseware, the graded and package
    tests, and the code cells of the book's pages (what a reader runs)."""
    out = {}
    for folder in ("transformer", "courseware", "tests/graded", "tests/package"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            out[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "book").glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        for i, cell in enumerate(nb.cells):
            if cell.cell_type == "code":
                out[f"{path.relative_to(ROOT)} cell {i}"] = cell.source
    return out


def code_only(text: str) -> str:
    """`text` without its strings and comments (a docstring that names an API does not use it)."""
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
                  if t.type not in (tokenize.STRING, tokenize.COMMENT)]
        return tokenize.untokenize(tokens)
    except (tokenize.TokenError, SyntaxError, IndentationError):   # a cell with a magic: as it is
        return text


def test_the_torch_floor_is_the_newest_api_the_course_uses():
    floor, _ = declared()
    uses = {}
    for where, text in sources().items():
        code = code_only(text)
        for pattern, (release, what) in TORCH_APIS.items():
            if re.search(pattern, code):
                uses.setdefault((release, what), where)
    assert uses, "none of the APIs of TORCH_APIS is used: the table is out of date"
    newest = max(uses, key=lambda use: version(use[0]))
    assert version(floor) == version(newest[0]), (
        f"pyproject.toml declares torch>={floor}, but the newest API the course uses is {newest[1]} "
        f"(torch {newest[0]}, used in {uses[newest]}): declare torch>={newest[0]}")


def test_the_setup_installs_the_declared_range():
    """`make env` installs torch with its own TORCH_SPEC when the environment has none: the same range."""
    torch = torch_requirement()
    spec = re.search(r"^TORCH_SPEC \?= (.+)$", (ROOT / "Makefile").read_text(), re.MULTILINE)
    assert spec and spec.group(1).strip() == torch, f"Makefile's TORCH_SPEC differs from pyproject.toml's {torch!r}"


def test_every_module_and_cell_parses_with_the_python_floor():
    _, floor = declared()
    grammar = version(floor)[:2]
    failures = []
    for where, text in sources().items():
        code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(("%", "!")))
        try:
            ast.parse(code, feature_version=grammar)
        except SyntaxError as err:
            failures.append(f"{where}, line {err.lineno}: {err.msg}")
    assert not failures, f"not Python {floor} (requires-python):\n" + "\n".join(failures)


def _guarded(tree: ast.AST, line: int) -> bool:
    """Whether `line` lies in a try with an ImportError/AttributeError handler or under a hasattr test."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and node.body[0].lineno <= line <= node.body[-1].end_lineno:
            names = {ast.unparse(h.type) for h in node.handlers if h.type is not None}
            if names & {"ImportError", "ModuleNotFoundError", "AttributeError"}:
                return True
        if isinstance(node, ast.If) and "hasattr(" in ast.unparse(node.test):
            if node.body[0].lineno <= line <= node.body[-1].end_lineno:
                return True
    return False


def test_library_calls_newer_than_the_python_floor_are_guarded():
    _, floor = declared()
    unguarded = []
    for where, text in sources().items():
        if not where.endswith(".py") or where.startswith("tests/"):
            continue   # the tests run on this machine's Python; the package and grader run anywhere
        tree = ast.parse(text)
        for pattern, since in PYTHON_APIS.items():
            if version(since) <= version(floor):
                continue
            for match in re.finditer(pattern, text):
                line = text.count("\n", 0, match.start()) + 1
                if not _guarded(tree, line):
                    unguarded.append(f"{where}, line {line}: {match.group(0)} (Python {since})")
    assert not unguarded, f"needs more than Python {floor} without a fallback:\n" + "\n".join(unguarded)


def test_the_guard_check_can_fail():
    """A control: an unguarded tomllib import is reported, a guarded one is not."""
    bare = ast.parse("import tomllib\n")
    guarded = ast.parse("try:\n    import tomllib\nexcept ModuleNotFoundError:\n    tomllib = None\n")
    assert not _guarded(bare, 1) and _guarded(guarded, 2)
