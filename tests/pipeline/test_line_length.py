"""Every line of code a reader sees in the book fits the page's column (hand-written).

The book's stylesheet (courseware/static/course.css) sets code so that a line of MAX_LINE
characters fits the article's column at 1280 px; a longer line would be cut off (the browser
test, tests/pipeline/test_browser.py, fails a page where anything is). This test reads the
sources, so it names the line to shorten: code cells as the book shows them (directives and
solution markers stripped, hidden cells left out) and fenced code blocks in the prose. Outputs
are the browser test's: a long output line wraps, a wide table scrolls in a cell tagged
`scroll-output`.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import tomllib

from courseware import notebooks as nbs
from courseware.sphinx_ext import book_notebook

ROOT = Path(__file__).resolve().parents[2]
MAX_LINE = 120  # the package's line length too (pyproject.toml, [tool.ruff]): one limit for both
HIDDEN_TAGS = {"remove-cell", "remove-input"}   # never shown
FENCE = re.compile(r"^\s*(```|~~~)")


def fenced_lines(text: str):
    """(line number, line) of the lines inside fenced code blocks of markdown `text`."""
    inside = False
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            inside = not inside
        elif inside:
            yield number, line


def shown_code(path: Path):
    """(where, line) of every line of code a reader of the page sees: the cells as
    courseware.sphinx_ext.book_notebook renders them, less those it (or the page) removes."""
    if path.suffix == ".md":
        for number, line in fenced_lines(path.read_text(encoding="utf-8")):
            yield f"{path.name}, line {number}", line
        return
    nb = book_notebook(nbs.read(path), path)
    for index, cell in enumerate(nb.cells):
        place = nbs.where(path, index, cell)
        if cell.cell_type == "markdown":
            lines = fenced_lines(cell.source)
        elif HIDDEN_TAGS & set(nbs.tags(cell)):
            continue
        else:
            lines = enumerate(cell.source.splitlines(), start=1)
        for number, line in lines:
            yield f"{place}, line {number}", line


def pages():
    return sorted((ROOT / "book").glob("*.ipynb")) + sorted((ROOT / "book").glob("*.md"))


def test_every_line_of_code_in_the_book_fits_the_column():
    long = [f"{where}: {len(line)} characters: {line.strip()[:60]}..."
            for path in pages() for where, line in shown_code(path) if len(line) > MAX_LINE]
    assert not long, (f"{len(long)} line(s) of code wider than the book's column ({MAX_LINE} characters); "
                      f"shorten them:\n" + "\n".join(long[:30]))


def test_the_scan_sees_code_cells_and_fenced_blocks():
    seen = {path.name: sum(1 for _ in shown_code(path)) for path in pages()}
    assert seen["01_attention.ipynb"] > 100 and seen["appendix_scaling.md"] > 5, seen


def test_a_long_line_is_found_where_the_reader_sees_it(tmp_path):
    """A planted 200-character line is reported in a code cell and a fenced block, not in a hidden cell."""
    long = "x = 1  # " + "y" * 191
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell(f"#| export\n{long}", id="shown"),
        nbformat.v4.new_code_cell(f"#| hide\n{long}", id="hidden"),
        nbformat.v4.new_markdown_cell(f"Text\n\n```bash\n{long}\n```", id="prose"),
    ])
    nbs.write(nb, tmp_path / "99_planted.ipynb")
    found = [where for where, line in shown_code(tmp_path / "99_planted.ipynb") if len(line) > MAX_LINE]
    assert found == ["99_planted.ipynb, cell 0 (id shown), line 1", "99_planted.ipynb, cell 2 (id prose), line 4"]


def test_the_limit_is_the_package_line_length():
    ruff = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]
    assert ruff["line-length"] == MAX_LINE
