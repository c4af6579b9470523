"""The nbval plugin of `make check` (hand-written): each notebook cell's outcome, with the outputs
nbval compared.

Loaded with `pytest --nbval -p courseware.check_plugin --check-json FILE` (learner_runs.nbval_command).
After every cell it writes the outcomes so far to FILE (through courseware/atomic.py): the cell's
label, whether it is a self-check, passed or failed, and for a failure the error it raised, or the
stored outputs ("expected": the cell's `outputs`) next to the learner's (nbval's `test_outputs`),
as text. courseware/check.py reads them.
"""

from __future__ import annotations

import json
import re

import pytest

from .atomic import atomic_write
from .learner_runs import ANSI, CELL_TIMEOUT


def pytest_addoption(parser):
    parser.getgroup("check", "make check (courseware.check_plugin)").addoption(
        "--check-json", default=None, help="write each notebook cell's outcome and outputs to this JSON file")


def _output_text(outputs) -> str:
    """The text a list of notebook outputs shows: streams, text/plain of results, errors."""
    parts = []
    for out in outputs or []:
        kind = out.get("output_type")
        if kind == "stream":
            parts.append(out.get("text", ""))
        elif kind in ("execute_result", "display_data"):
            data = out.get("data", {})
            text = data.get("text/plain")
            parts.append((text if isinstance(text, str) else "".join(text or [])) + "\n" if text
                         else f"<{', '.join(sorted(data)) or 'display'}>\n")
        elif kind == "error":
            parts.append(f"{out.get('ename', 'Error')}: {out.get('evalue', '')}\n")
    return "".join(parts)


# A frame of IPython's traceback in a notebook cell: "Cell In[7], line 5, in attention(q, k, v)"
# (the function and its arguments where there is one), then the cell's lines with "---->" before the one that ran.
_FRAME = re.compile(r"^Cell In\[\d+\], line (\d+)(?:, in ([\w<>]+))?", re.M)
_ARROW = re.compile(r"^-+> *\d+ (.*)$", re.M)


def _innermost_cell_line(traceback: list[str]) -> str | None:
    """The line of notebook code, the innermost in the traceback, that was running when the error was
    raised (the learner's own line, where the error came from their code), as "line 5 in f: code"."""
    text = ANSI.sub("", "\n".join(traceback))
    frames = list(_FRAME.finditer(text))
    if not frames:
        return None
    last = frames[-1]
    arrow = _ARROW.search(text, last.end())
    if arrow is None:
        return None
    where = f"line {last.group(1)}" + (f" in {last.group(2)}" if last.group(2) and last.group(2) != "<module>" else "")
    return f"{where}: {arrow.group(1).strip()[:200]}"


def _cell_entry(item, report, call) -> dict:
    from .grader.submission import cell_label

    cell = item.cell
    cells = getattr(getattr(item, "parent", None), "nb", None)
    index = next((i for i, c in enumerate(cells.cells) if c is cell), None) if cells is not None else None
    label = cell_label(index, cell.source) if index is not None else f"code cell {item.cell_num + 1}"
    options = getattr(item, "options", {})
    entry = {"label": label, "id": cell.get("id"), "check": bool(options["check"]) and not options["skip"],
             "outcome": report.outcome, "error": None, "line": None, "expected": None, "got": None, "message": ""}
    if report.failed:
        got = getattr(item, "test_outputs", None)
        error = next((o for o in got or [] if o.get("output_type") == "error"), None)
        if error is not None:
            entry["error"] = f"{error.get('ename', 'Error')}: {error.get('evalue', '')}".strip()
            entry["line"] = _innermost_cell_line(error.get("traceback") or [])
        elif got is not None:
            entry["expected"], entry["got"] = _output_text(cell.get("outputs", [])), _output_text(got)
        entry["message"] = ANSI.sub("", str(report.longrepr or ""))[-4000:]
        if "Timeout of" in entry["message"] and "exceeded executing cell" in entry["message"]:
            entry["error"] = f"it ran for more than {CELL_TIMEOUT} s and was stopped: does a loop never end?"
    return entry


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    path = item.config.getoption("--check-json", None)
    if not path or not hasattr(item, "cell") or (report.when != "call" and report.passed):
        return
    if report.when == "teardown":
        return
    try:
        entry = _cell_entry(item, report, call)
    except Exception as err:  # nbval's internals changed: keep its message
        entry = {"label": item.name, "check": True, "outcome": report.outcome, "error": None,
                 "expected": None, "got": None, "message": f"{ANSI.sub('', str(report.longrepr or ''))}\n({err})"}
    found = item.config.stash.setdefault(_CELLS, {})
    found[item.nodeid] = entry
    atomic_write(path, json.dumps(list(found.values()), indent=1))   # like every writer here (atomic.py)


_CELLS = pytest.StashKey[dict]()
