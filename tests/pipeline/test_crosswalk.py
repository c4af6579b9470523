"""The paper cross-walk (book/appendix_crosswalk.md) points at nothing that does not exist (hand-written).

Each row names a code object, a test and a page: the object must import, the test function must be
defined in its file, and the page must be a page of the book. A rename anywhere breaks this test
instead of leaving a dead row for readers.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "book" / "appendix_crosswalk.md"
ROW = re.compile(r"^\|(?P<section>[^|]+)\|(?P<claim>[^|]+)\|\s*`(?P<code>[\w.]+)`\s*\|"
                 r"\s*`(?P<test>[^`]+)`\s*\|\s*\{doc\}`(?P<page>[\w/]+)`\s*\|$")


def rows() -> list[dict]:
    lines = [line.strip() for line in PAGE.read_text(encoding="utf-8").splitlines()]
    table = [line for line in lines if line.startswith("|") and not line.startswith(("| §", "|---"))]
    parsed = [ROW.match(line) for line in table]
    bad = [line for line, match in zip(table, parsed, strict=True) if match is None]
    assert not bad, f"rows of {PAGE.name} not in the form | § | claim | `code` | `test` | {{doc}}`page` |: {bad}"
    return [m.groupdict() for m in parsed]


ROWS = rows()


def test_the_crosswalk_covers_the_paper():
    sections = {r["section"].strip().split(",")[0] for r in ROWS}
    assert {"3.1", "3.2.1", "3.2.2", "3.3", "3.4", "3.5", "5.3", "5.4", "6.1"} <= sections
    assert len(ROWS) >= 20


def book_pages() -> set[str]:
    def walk(node):
        if isinstance(node, dict):
            if "file" in node:
                yield node["file"]
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value)
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text())
    return {str(Path(f).with_suffix("")) for f in walk(toc)} | {toc["root"]}


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r['section'].strip()}-{r['code'].rsplit('.', 1)[-1]}")
def test_every_row_points_at_something(row):
    module, _, name = row["code"].rpartition(".")
    assert hasattr(importlib.import_module(module), name), f"{row['code']} does not exist"
    path, _, function = row["test"].partition("::")
    assert (ROOT / path).exists(), f"no test file {path}"
    defined = {n.name for n in ast.parse((ROOT / path).read_text()).body if isinstance(n, ast.FunctionDef)}
    assert function in defined, f"{path} defines no {function}"
    assert f"book/{row['page']}" in book_pages(), f"{row['page']} is not a page of the book (_toc.yml)"
