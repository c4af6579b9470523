"""The grader on submissions that are not what they should be (hand-written).

A bank of malformed notebooks and learner folders (each: how it is written to disk, and a phrase
its problem must contain) goes through what the grader does with files: `gather`, `fingerprint`,
`grade_submission` (which runs nothing for them: no test process starts), the reports and
`similarity`. None may raise, each learner is named with a problem that names the notebook, and
the others are graded as usual. What is never graded (outputs, pasted pictures, widget state) is
dropped before the size check, and what a notebook may cost the grader is held to its budget
(submission.READ_MB) however its 20 MB are filled, each cell parsed once and compiled only in a
child. Then the learner-facing reports with hidden tests (feedback, Gradescope), the similarity
measures, and end-to-end runs of `transformer-grade` (slow): a class with correct and malformed
learners, a class with a hidden test, published later, and notebooks with 25 MB of pictures or
widget state.
"""

from __future__ import annotations

import ast
import builtins
import csv
import json
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

import classroom
from courseware.grader import reports, submission
from courseware.grader import run as runner
from courseware.grader.gather import NO_NOTEBOOK, gather
from courseware.grader.records import EXERCISES, ExerciseResult, LearnerResult, Options, Outcome, Submission
from courseware.grader.reports import feedback
from courseware.grader.reports import gradescope_results as gradescope
from courseware.grader.run import fingerprint, grade_submission
from courseware.grader.similarity import similarity
from courseware.grader.submission import (
    MAX_FILE_BYTES,
    MAX_JSON_TOKENS,
    MAX_NOTEBOOK_BYTES,
    MAX_PARSED,
    READ_MB,
    VET_MB,
    check_interface,
    drop_ungraded,
    exported_cells,
    read_notebook_bytes,
    syntax_errors,
)

ROOT = Path(__file__).resolve().parents[2]
SOLUTION = ROOT / "solutions" / "01_attention.ipynb"
NB = SOLUTION.name
OPTIONS = Options(exercises=("01",), time_limit=10, memory_limit=1024)
# A stand-in for the collected graded tests (runner.catalogue), so no pytest process is needed here.
CATALOGUE = {"01": [Outcome.from_json({"exercise": "ex01", "test": f"test_{i}", "points": 1.0, "hidden": False,
                                       "uses": [], "message": "the test did not run"}) for i in range(3)]}


def solution() -> dict:
    return json.loads(SOLUTION.read_text())


def sdpa_cell(nb: dict) -> dict:
    return next(c for c in nb["cells"] if c.get("id") == "export-sdpa")


def with_sdpa_source(source) -> dict:
    nb = solution()
    sdpa_cell(nb)["source"] = source
    return nb


def sdpa_source() -> str:
    source = sdpa_cell(solution())["source"]
    return "".join(source) if isinstance(source, list) else source


# Messages name a cell as the learner finds it in Jupyter: its place from the top, and its first line.
SDPA_AT = next(i for i, c in enumerate(solution()["cells"]) if c.get("id") == "export-sdpa")
SDPA = f"cell {SDPA_AT + 1}"


def sdpa_label(first_line: str) -> str:
    return f'{SDPA} (starting "{first_line}")'


def json_of(value) -> Callable[[Path], None]:
    return lambda path: path.write_text(json.dumps(value))


def bytes_of(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def edited(change: Callable[[dict], object]) -> Callable[[Path], None]:
    nb = solution()
    change(nb)
    return json_of(nb)


def folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("a folder where the notebook belongs")


def huge(size: int) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        with open(path, "wb") as f:   # sparse: its size on paper, nothing on disk
            f.truncate(size)
    return write


def symlink_to(target: Path) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def invalid_utf8(path: Path) -> None:
    data = SOLUTION.read_bytes()
    at = data.index(b"attention")
    path.write_bytes(data[:at] + b"\xff" + data[at:])


@dataclass
class Case:
    id: str
    write: Callable[[Path], None]
    phrase: str   # in the learner's problems; {nb} is the notebook's file name


def _drop(key):
    return lambda nb: sdpa_cell(nb).pop(key)


def _set_cell(value):
    return lambda nb: nb["cells"].__setitem__(0, value)


CASES = [
    Case("folder-as-notebook", folder, "{nb}: is a folder, not a notebook file"),
    Case("symlink-to-another-notebook", symlink_to(SOLUTION), "{nb}: is a symbolic link"),
    Case("dangling-symlink", symlink_to(Path("/nonexistent/01_attention.ipynb")), "{nb}: is a symbolic link"),
    Case("fifo", lambda path: os.mkfifo(path), "{nb}: is not a regular file"),
    Case("empty-file", bytes_of(b""), "{nb}: is empty (0 bytes)"),
    Case("whitespace-only", bytes_of(b"  \n\n "), "{nb}: not a readable notebook: invalid JSON at line 3"),
    Case("huge-file", huge(MAX_FILE_BYTES + 1024 * 1024),
         "{nb}: is 201.0 MB, more than the limit of 200.0 MB for a notebook file"),
    Case("huge-without-outputs", huge(MAX_NOTEBOOK_BYTES + 1024 * 1024),
         "{nb}: is 21.0 MB without its outputs, more than the limit of 20.0 MB for what is graded"),
    Case("binary-junk", bytes_of(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8),
         "{nb}: not a readable notebook: it is not UTF-8 text (byte 0x89 at position 0)"),
    Case("invalid-utf8-inside", invalid_utf8, "it is not UTF-8 text (byte 0xff"),
    Case("truncated-json", lambda path: path.write_text(SOLUTION.read_text()[:-200]),
         "{nb}: not a readable notebook: invalid JSON"),
    Case("deeply-nested-json", bytes_of(b"[" * 200_000 + b"]" * 200_000),
         "{nb}: not a readable notebook: invalid JSON"),
    Case("huge-number-json", bytes_of(b'{"cells": ' + b"9" * 10_000 + b"}"),
         "{nb}: not a readable notebook: invalid JSON"),
    Case("top-level-array", json_of([solution()]), "its top level is a JSON array, not an object"),
    Case("top-level-null", json_of(None), "its top level is a JSON null"),
    Case("no-cells", json_of({"metadata": {}, "nbformat": 4}), "{nb}: not a readable notebook: it has no 'cells'"),
    Case("cells-not-a-list", json_of({"cells": {"0": {}}}), "its 'cells' is a JSON object, not a list"),
    Case("cell-not-an-object", edited(_set_cell("print('hi')")), "cell 1 is a JSON string, not an object"),
    Case("cell-is-null", edited(_set_cell(None)), "cell 1 is a JSON null, not an object"),
    Case("no-cell-type", edited(_drop("cell_type")), f"{SDPA} has no 'cell_type'"),
    Case("unknown-cell-type", edited(lambda nb: sdpa_cell(nb).__setitem__("cell_type", "python")),
         f"{SDPA} has an unknown cell_type 'python'"),
    Case("no-source", edited(_drop("source")), f"{SDPA} has no 'source'"),
    Case("source-list-holds-a-number", json_of(with_sdpa_source(["#| export\n", 7, None])),
         f"{SDPA}: line 2 of its 'source' is a JSON number, not a string"),
    Case("source-is-a-number", json_of(with_sdpa_source(7)), "its 'source' is a JSON number, not a string or a list"),
    Case("source-is-an-object", json_of(with_sdpa_source({"a": 1})), "its 'source' is a JSON object"),
    Case("directives-deleted",
         edited(lambda nb: [c.__setitem__("source", "".join(c["source"]).replace("#| export", "# export"))
                                                  for c in nb["cells"]]), "{nb}: no cell starts with '#| export'"),
    # exported cells that do not compile: found by compile(), nothing runs
    Case("syntax-error", json_of(with_sdpa_source("#| export\ndef f(:\n    pass\n")),
         f"{{nb}}, {sdpa_label('def f(:')}, line 2: SyntaxError: invalid syntax"),
    Case("syntax-error-deep-in-the-cell",   # the line counts the cell's directive line
         json_of(with_sdpa_source(sdpa_source().replace("    d_k = query.size(-1)\n", "    d_k = query.size(-1\n", 1))),
         f"{{nb}}, {sdpa_label('def scaled_dot_product_attention(')}, "
         f"line {sdpa_source().splitlines().index('    d_k = query.size(-1)') + 1}: "
         "SyntaxError: '(' was never closed"),
    Case("indentation-error", json_of(with_sdpa_source("#| export\n\ndef f():\nreturn 1\n")),
         f"{{nb}}, {sdpa_label('def f():')}, line 4: IndentationError: expected an indented block"),
    Case("return-outside-function", json_of(with_sdpa_source("#| export\nreturn 1\n")),
         f"{{nb}}, {sdpa_label('return 1')}, line 2: SyntaxError: 'return' outside function"),
    Case("null-byte-in-code", json_of(with_sdpa_source("#| export\nx = 1\x00\n")), f"{{nb}}, {SDPA} ("),
    Case("lone-surrogate-in-code", json_of(with_sdpa_source("#| export\nx = '\ud800'\n")),
         "{nb}, " + sdpa_label("x = '?'") + ": UnicodeEncodeError"),
    Case("nested-too-deeply", json_of(with_sdpa_source("#| export\nx = y" + "[0]" * 30_000 + "\n")),
         f"{{nb}}, {sdpa_label(('x = y' + '[0]' * 20)[:45] + '...')}: the code is nested too deeply"),
    # what would cost the grader more than its budget (READ_MB): refused, naming the cell, before it is parsed
    Case("too-many-tokens", json_of(with_sdpa_source("#| export\n" + "x;" * (MAX_PARSED // 2 + 10) + "\n")),
         f"{{nb}}: the exported code has more than {MAX_PARSED:,} tokens (names, numbers, strings, operators), the "
         f"most the grader parses; it passes that in {sdpa_label('x;' * 22 + 'x...')}"),
    Case("too-many-lines", json_of(with_sdpa_source('#| export\nx = """' + "\x0c" * (MAX_PARSED + 10) + '"""\n')),
         f"{{nb}}: the exported code has more than {MAX_PARSED:,} lines, the most the grader reads; it passes that "
         f"in {sdpa_label('x = ' + chr(34) * 3)}"),
    Case("too-many-json-tokens", edited(lambda nb: nb["cells"].append(
             {"cell_type": "markdown", "metadata": {}, "source": ["ab\n"] * (MAX_JSON_TOKENS // 2 + 10)})),
         f"{{nb}}: has more than {MAX_JSON_TOKENS:,} JSON tokens (strings, brackets, commas) without its outputs"),
    # a few hundred bytes whose compilation takes gigabytes (each finally block is compiled twice):
    # compiled in the child, which runs out of its VET_MB; the grader compiles nothing
    Case("finally-inside-finally", json_of(with_sdpa_source("#| export\n" + "".join(
             " " * i + "try: x = 1\n" + " " * i + "finally:\n" for i in range(20)) + " " * 20 + "x = 2\n")),
         f"{{nb}}, {sdpa_label('try: x = 1')}: the code is nested too deeply, or is too large, for Python to compile "
         f"it within the grader's {VET_MB} MB"),
]


def a_class(tmp_path: Path, case: Case, placement: str) -> tuple[Path, Path]:
    """A class folder: `good` (the solution) and `bad` (the case), in a folder or as a loose notebook."""
    subs = tmp_path / "class"
    (subs / "good").mkdir(parents=True)
    (subs / "good" / NB).write_bytes(SOLUTION.read_bytes())
    target = subs / "bad" / NB if placement == "folder" else subs / "bad.ipynb"
    target.parent.mkdir(parents=True, exist_ok=True)
    case.write(target)
    return subs, target


@pytest.fixture
def nothing_runs(monkeypatch):
    """grade_submission must not start a test process for a submission that cannot run (the child
    that parses and compiles the cells, submission.vet, may start: it runs nothing)."""
    popen = subprocess.Popen

    def refuse(command, *args, **kwargs):
        if list(command[1:5]) == ["-I", "-S", "-c", submission._VET_CHILD]:
            return popen(command, *args, **kwargs)
        raise AssertionError(f"a process was started: {command[:4]}")
    monkeypatch.setattr(runner.subprocess, "Popen", refuse)


@pytest.mark.parametrize("placement", ["folder", "loose"])
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_malformed_notebook_is_a_learner_with_a_problem(tmp_path, case, placement, nothing_runs):
    subs, target = a_class(tmp_path, case, placement)
    found = {s.learner: s for s in gather(subs, ("01",))}
    assert set(found) == {"good", "bad"}
    assert found["good"].notebooks == {"01": subs / "good" / NB} and not found["good"].problems
    for sub in found.values():
        fingerprint(sub, OPTIONS, "version")   # never raises
    result = grade_submission(found["bad"], OPTIONS, CATALOGUE)
    info = result.exercises["01"]
    problems = "\n".join(result.problems + info.problems)
    assert case.phrase.format(nb=target.name) in problems, problems
    assert target.name in problems
    assert result.total == 0 and result.max_total == 3
    for t in info.tests:   # each test says why it did not run, the first problem
        assert not t.passed and t.message == info.problems[0], t
        assert t.message.strip() and "None" not in t.message
    text = feedback(result)
    assert case.phrase.format(nb=target.name) in text and "None" not in text.replace("NotImplementedError", "")
    json.dumps(gradescope(result))
    flagged = similarity(list(found.values()), ("01",), tmp_path / "similarity.md")
    assert ("01", "(reference solution)", "good", 1.0, flagged[0][4], "as written and renamed") in flagged
    assert "bad" not in (tmp_path / "similarity.md").read_text()


UNGRADED = ("outputs", "attachments", "metadata")   # a cell's keys whose values are emptied


def without_outputs(nb: dict) -> dict:
    """The oracle: the parsed notebook with what is never graded emptied: each cell's outputs,
    attachments and metadata, and the notebook's metadata (its widget state among it)."""
    nb = json.loads(json.dumps(nb))
    for cell in nb["cells"]:
        for key in UNGRADED:
            if isinstance(cell.get(key), (list, dict)):
                cell[key] = type(cell[key])()
    if isinstance(nb.get("metadata"), dict):
        nb["metadata"] = {}
    return nb


@pytest.mark.parametrize("path", sorted((ROOT / "solutions").glob("*.ipynb")), ids=lambda p: p.stem)
def test_dropping_what_is_never_graded_keeps_every_other_byte(path):
    """Against the parsed notebook with what is never graded emptied (the oracle), on every solution as
    saved by Jupyter (pictures, streams, errors), with an attachment, widget state and the same keys
    where they are kept (not a cell's, not the notebook's own), in both of the scan's ways of
    finding where a string ends."""
    data = path.read_bytes()
    assert json.loads(drop_ungraded(data)) == without_outputs(json.loads(data))
    nb = json.loads(data)
    markdown = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    markdown["attachments"] = {"plot.png": {"image/png": "iVBORw0KGgo" + '\\"]}' * 100}}
    nb["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {"a": {"x": ["}", "]"]}}}}
    nb["outputs"] = ["kept: not a cell's"]
    nb["attachments"] = {"kept.png": {"image/png": "kept: not a cell's"}}
    nb["cells"][0]["extra"] = {"outputs": ["kept: under another key of a cell"], "metadata": {"a": 1}}
    nb["cells"][0]["source"] = ["#| export\n", "x = {'metadata': 1, 'outputs': [2]}\n"]
    for indent in (None, 1):
        text = json.dumps(nb, indent=indent, ensure_ascii=False).encode()
        assert json.loads(drop_ungraded(text)) == without_outputs(nb)
        assert submission._drop_ungraded(text, possessive=False) == submission._drop_ungraded(text)
    assert b'"outputs": []' in drop_ungraded(data) or b'"outputs":[]' in drop_ungraded(data)


@pytest.mark.parametrize("data", [b"", b"[" * 200_000 + b"]" * 200_000, b'{"cells": [{"outputs": [1, 2}]}',
                                  b'{"cells": [{"outputs": "]"', b"\x00" * 1000, b'{"a": "\\"}',
                                  b'{"cells": [{"metadata": {"a": "\\\\\\"}"}]}'])
def test_what_the_scan_cannot_follow_comes_back_unchanged(data):
    assert drop_ungraded(data) == data
    assert submission._drop_ungraded(data, possessive=False)[0] == data


def test_a_correct_notebook_with_50_mb_of_outputs_is_read_without_them(tmp_path):
    """Outputs are never graded: 50 MB of them (2.5 times the limit on what is graded) are dropped
    before the size check, and the code read is the notebook's."""
    nb = classroom.with_outputs(solution(), 50)
    path = tmp_path / NB
    path.write_text(json.dumps(nb, indent=1))
    assert path.stat().st_size > 50 << 20
    data = read_notebook_bytes(path)
    assert len(data) < 1 << 20 and json.loads(data) == without_outputs(nb)
    assert exported_cells(path) == exported_cells(SOLUTION)


def picture(mb: int) -> str:
    """`mb` MB of a PNG picture's base64, as a notebook keeps it."""
    return "iVBORw0KGgo" + "A" * (mb << 20)


def with_attachment(nb: dict, mb: int) -> dict:
    """The notebook with a picture of `mb` MB pasted into its first markdown cell (Jupyter keeps it,
    base64, in the cell's "attachments")."""
    cell = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    cell["source"] = ["![plot](attachment:plot.png)\n"] + ([cell["source"]] if isinstance(cell["source"], str)
                                                          else cell["source"])
    cell["attachments"] = {"plot.png": {"image/png": picture(mb)}}
    return nb


def with_widget_state(nb: dict, mb: int) -> dict:
    """The notebook with `mb` MB of saved ipywidgets state (its metadata's "widgets", as Jupyter
    saves it with Widgets > Save Notebook Widget State)."""
    state = {f"model{i}": {"model_name": "LayoutModel", "state": {"_dom_classes": [], "data": "A" * (1 << 20)}}
             for i in range(mb)}
    nb["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {
        "state": state, "version_major": 2, "version_minor": 0}}
    return nb


def with_cell(nb: dict, source: str, kind: str = "code") -> dict:
    """The notebook with a cell of `source` added at its end."""
    nb["cells"].append({"cell_type": kind, "id": "added", "metadata": {}, "source": source,
                        **({"outputs": [], "execution_count": None} if kind == "code" else {})})
    return nb


def test_pasted_pictures_and_widget_state_are_dropped_before_the_size_check(tmp_path, monkeypatch):
    """A correct notebook with a 25 MB picture pasted into a markdown cell, or with 25 MB of saved
    widget state, is read without them and graded like the solution (every test passes here: the
    test process is a stand-in; test_pictures_and_widget_state_cost_no_point runs the real one).
    The control: the same 25 MB in an exported code cell is refused as more than 20 MB."""
    monkeypatch.setattr(runner, "run_pytest", as_if_every_test_passed)
    for name, nb in (("attachment", with_attachment(solution(), 25)), ("widgets", with_widget_state(solution(), 25))):
        path = tmp_path / name / NB
        path.parent.mkdir()
        path.write_text(json.dumps(nb, indent=1))
        assert path.stat().st_size > 25 << 20
        data = read_notebook_bytes(path)
        assert len(data) < 1 << 20 and json.loads(data) == without_outputs(nb)
        assert exported_cells(path) == exported_cells(SOLUTION)
        result = grade_submission(Submission(name, {"01": path}), OPTIONS, CATALOGUE)
        assert result.total == result.max_total == 3 and not result.exercises["01"].problems, result
    control = tmp_path / "control" / NB
    control.parent.mkdir()
    control.write_text(json.dumps(with_cell(solution(), f"#| export\nPLOT = '{picture(25)}'\n"), indent=1))
    result = grade_submission(Submission("control", {"01": control}), OPTIONS, CATALOGUE)
    assert result.total == 0
    problem = result.exercises["01"].problems[0]
    assert problem.startswith(f"{NB}: is 25.") and "MB without its outputs, more than the limit of 20.0 MB" in problem


def as_if_every_test_passed(command, options, log, timeout, server=None):
    """A stand-in for runner.run_pytest: every test of the exercises it is given passed (CATALOGUE's)."""
    log.write_bytes(b"")
    out = Path(command[command.index("--grade-json") + 1])
    out.write_text(json.dumps([dict(t.to_json(), passed=True, ran=True) for t in CATALOGUE["01"]]))
    return 0, False


# What a notebook may cost the grader ------------------------------------------------------------------
# submission.READ_MB: what reading one notebook (decoding, the checks, one parse of its exported code)
# may add to a grading process, however its 20 MB are filled. Measured in a fresh process that grades
# a class (grade_all: the fingerprints, each learner's checks, the reports, similarity.md), its test
# processes stood in for: their memory is theirs (the learner's code runs in a sandbox with its own
# limit). The peak is the process's VmHWM: on Linux its ru_maxrss starts at the peak of the process
# that started it (the kernel keeps the larger across fork and exec: here pytest's, hundreds of MB).

GRADE_A_CLASS = r"""
import json, sys
from pathlib import Path
from courseware.grader import run as runner
from courseware.grader.gather import gather
from courseware.grader.records import Options, Outcome

tests = {"01": [Outcome.from_json({"exercise": "ex01", "test": f"test_{i}", "points": 1.0, "hidden": False,
                                   "uses": [], "message": "the test did not run"}) for i in range(3)]}

def as_if_every_test_passed(command, options, log, timeout, server=None):
    log.write_bytes(b"")
    out = Path(command[command.index("--grade-json") + 1])
    out.write_text(json.dumps([dict(t.to_json(), passed=True, ran=True) for t in tests["01"]]))
    return 0, False

class NoServer:
    def __init__(self, *args):
        pass
    def close(self):
        pass

runner.run_pytest, runner.ForkServer = as_if_every_test_passed, NoServer
runner.catalogue = lambda options, server=None: tests
def status(key):   # kB
    return int(next(line for line in open("/proc/self/status") if line.startswith(key)).split()[1])

found = gather(Path(sys.argv[1]), ("01",))
before = status("VmRSS:")
results = runner.grade_all(found, Options(exercises=("01",)), Path(sys.argv[2]), say=lambda text: None)
grown = status("VmHWM:") - before
print(json.dumps({"grown_mb": grown / 1024, "results": {
    r.learner: [r.total, r.problems + r.exercises["01"].problems] for r in results}}))
"""

DENSE = "x=1;" * ((19 << 20) // 4)   # 19 MB of statements on one line: 20 million tokens


def at_the_limit() -> str:
    """An exported cell that brings the solution's code just under MAX_PARSED tokens and nodes: `x`
    lines (2 tokens and 3 nodes each: Expr, Name, Load)."""
    cells = [code for _, code in exported_cells(SOLUTION)]
    nodes = sum(sum(1 for _ in ast.walk(ast.parse(code))) for code in cells)
    return "#| export\n" + "x\n" * ((MAX_PARSED - nodes) // 3 - 100)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/status")
def test_a_notebook_at_the_limit_costs_the_grader_at_most_its_budget_however_it_is_filled(tmp_path):
    """Notebooks of just under 20 MB (what is graded), each filled another way, in one class with the
    solution: the grading process grows by less than READ_MB; what the grader parses (a 19 MB string,
    code just under MAX_PARSED) is graded, and what it would not fit in the budget is refused with the
    cell that passes the limit (19 MB of statements: 11.5 GB before, 190 s of CPU). The control:
    test_parsing_the_dense_notebook_the_old_way_needs_more_than_the_budget."""
    filled = {
        "string": with_cell(solution(), "#| export\nPADDING = '" + "x" * (19 << 20) + "'\n"),
        "statements": with_cell(solution(), "#| export\n" + DENSE + "\n"),
        "in-the-graded-function": with_sdpa_source(sdpa_source() + "\n    " + DENSE + "\n"),
        "at-the-limit": with_cell(solution(), at_the_limit()),
        "short-lines": with_cell(solution(), '#| export\nTEXT = """' + "ab\n" * ((19 << 20) // 4) + '"""\n'),
        "f-string": with_cell(solution(), "#| export\nx = 1\nTEXT = f'" + "{x}" * 60_000 + "'\n"),
        "escaped-quotes": with_cell(solution(), '"' * ((19 << 20) // 2), kind="markdown"),   # \" in the JSON
        "json-strings": with_cell(solution(), ["ab"] * ((19 << 20) // 6), kind="markdown"),
        "widgets-and-pictures": with_attachment(with_widget_state(solution(), 15), 4),
    }
    filled["widgets-and-pictures"]["metadata"]["widgets"]["objects"] = [{}] * 1_000_000   # 76 MB once decoded
    subs = tmp_path / "class"
    (subs / "good").mkdir(parents=True)
    (subs / "good" / NB).write_bytes(SOLUTION.read_bytes())
    for learner, nb in filled.items():
        (subs / learner).mkdir()
        (subs / learner / NB).write_text(json.dumps(nb))
        size = (subs / learner / NB).stat().st_size
        if learner == "widgets-and-pictures":   # 24 MB, of which what is graded is the solution's
            assert size > MAX_NOTEBOOK_BYTES
        elif learner not in ("at-the-limit", "f-string"):
            assert (19 << 20) < size < MAX_NOTEBOOK_BYTES, learner
    del filled
    run = subprocess.run([sys.executable, "-c", GRADE_A_CLASS, subs, tmp_path / "out"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    measured = json.loads(run.stdout)
    results = measured["results"]
    for learner in ("good", "string", "at-the-limit", "escaped-quotes", "widgets-and-pictures"):
        assert results[learner] == [3, []], (learner, results[learner])
    dense_cell = sdpa_label(("x=1;" * 12)[:45] + "...").replace(SDPA, f"cell {len(solution()['cells']) + 1}")
    refused = {
        "statements": f"{NB}: the exported code has more than {MAX_PARSED:,} tokens (names, numbers, strings, "
                      f"operators), the most the grader parses; it passes that in {dense_cell}: is there data pasted",
        "in-the-graded-function": f"the most the grader parses; it passes that in "
                                  f"{sdpa_label('def scaled_dot_product_attention(')}",
        "short-lines": f"{NB}: the exported code has more than {MAX_PARSED:,} lines, the most the grader reads",
        "f-string": f"more than {MAX_PARSED:,}",
        "json-strings": f"{NB}: has more than {MAX_JSON_TOKENS:,} JSON tokens",
    }
    for learner, phrase in refused.items():
        total, problems = results[learner]
        assert total == 0 and phrase in problems[0], (learner, problems)
    assert measured["grown_mb"] < READ_MB, measured["grown_mb"]


def test_parsing_the_dense_notebook_the_old_way_needs_more_than_the_budget():
    """The control: what the grader did with the 19 MB of statements before (ast.parse, compile in
    syntax_errors) needs more than READ_MB, and so does compiling twenty nested finally blocks (700
    bytes); each runs out of a limit of READ_MB above what its process holds."""
    old_way = f"""
import ast, resource
size = int(next(line for line in open("/proc/self/status") if line.startswith("VmSize:")).split()[1]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + ({READ_MB} << 20),) * 2)
for what, work in (("parse", lambda: ast.parse("x=1;" * ((19 << 20) // 4))),
                   ("compile", lambda: compile("".join(" " * i + "try: x = 1\\n" + " " * i + "finally:\\n"
                                                       for i in range(20)) + " " * 20 + "x = 2\\n", "c", "exec"))):
    try:
        work()
        print(what, "fits")
    except MemoryError:
        print(what, "needs more")
"""
    run = subprocess.run([sys.executable, "-c", old_way], capture_output=True, text=True, timeout=300)
    assert run.stdout.split("\n")[:2] == ["parse needs more", "compile needs more"], run.stdout + run.stderr[-2000:]


@pytest.mark.parametrize("length", ["short", "long"])
def test_each_exported_cell_is_parsed_once_and_compiled_only_in_the_child(tmp_path, monkeypatch, length):
    """Grading a learner's exercise parses each exported cell once in the grading process, whichever
    check asks (the signatures, the forbidden names, the defining cells), compiles none of it there,
    and starts one child that parses and compiles it all (submission.vet): for a notebook short enough
    to parse at once, and for one that the child measures first (longer than SMALL_CODE)."""
    nb = solution() if length == "short" else with_cell(solution(), "#| export\nTABLE = [" + ", ".join(
        map(str, range(20_000))) + "]\n")
    path = tmp_path / NB
    path.write_text(json.dumps(nb))
    cells = [code for _, code in exported_cells(path)]
    assert (sum(map(len, cells)) > submission.SMALL_CODE) == (length == "long")
    parsed, compiled, children = Counter(), [], []
    real_parse, real_compile, real_run = ast.parse, compile, subprocess.run

    def counting_parse(source, *args, **kwargs):
        parsed[source] += 1
        return real_parse(source, *args, **kwargs)

    def counting_compile(source, filename, mode, flags=0, *args, **kwargs):
        if not flags & ast.PyCF_ONLY_AST and (isinstance(source, ast.AST) or source in cells):   # not ast.parse's
            compiled.append(source)
        return real_compile(source, filename, mode, flags, *args, **kwargs)

    def counting_run(command, *args, **kwargs):
        children.append(command[:5])
        return real_run(command, *args, **kwargs)

    monkeypatch.setattr(submission, "_VETTED", submission.OrderedDict())   # nothing vetted before
    monkeypatch.setattr(runner, "run_pytest", as_if_every_test_passed)
    monkeypatch.setattr(ast, "parse", counting_parse)
    monkeypatch.setattr(builtins, "compile", counting_compile)
    monkeypatch.setattr(subprocess, "run", counting_run)
    result = grade_submission(Submission("ann", {"01": path}), OPTIONS, CATALOGUE)
    monkeypatch.undo()
    assert result.total == 3 and not result.exercises["01"].problems, result
    assert {code: parsed[code] for code in cells} == dict.fromkeys(cells, 1)
    assert not compiled
    assert children == [[sys.executable, "-I", "-S", "-c", submission._VET_CHILD]], children


def test_a_syntax_error_names_notebook_cell_line_and_message():
    nb = with_sdpa_source("#| export\nimport math\n\ndef f(:\n    pass\n")
    path = Path("/nonexistent") / NB
    cells = exported_cells(path, json.dumps(nb).encode())
    expected = f"{NB}, {sdpa_label('import math')}, line 4: SyntaxError: invalid syntax"
    assert syntax_errors(NB, cells) == [expected]
    # the same message from the interface check, and no "missing function" on top of it
    assert check_interface("01", cells, NB) == [expected]


def test_line_numbers_are_the_cells_with_its_directive_lines():
    cells = exported_cells(SOLUTION)
    sdpa = next(code for label, code in cells if label.startswith(f"{SDPA} ")).splitlines()
    source = sdpa_source().splitlines()
    assert len(sdpa) == len(source) and sdpa[0] == "" and source[0].startswith("#| export")
    assert sdpa[1:] == source[1:]


def test_sandbox_errors_never_read_none_or_empty():
    """The sandbox turns the learner's SyntaxError or UnicodeDecodeError into a LearnerError that
    is also that builtin, whose str() is "None" or "": the grader reads the message it was built with."""
    from courseware.grader.plugin import error_text
    from courseware.grader.sandbox import learner_error

    for kind, message in (("SyntaxError", "invalid syntax (cell x, line 3)"),
                          ("UnicodeDecodeError", "'utf-8' codec can't decode"),
                          ("ValueError", "bad mask")):
        err = learner_error(kind, message)
        assert error_text(err) == f"{kind}: {message}"
    assert error_text(learner_error("UnicodeDecodeError", "")).strip() not in ("", "None")


def test_learner_folders_that_are_not_what_they_should_be(tmp_path):
    subs = tmp_path / "class"
    (subs / "good").mkdir(parents=True)
    (subs / "good" / NB).write_bytes(SOLUTION.read_bytes())
    (subs / "empty").mkdir()
    (subs / "only-notes").mkdir()
    (subs / "only-notes" / "notes.txt").write_text("my notebook is on my laptop")
    (subs / "link-to-good").symlink_to(subs / "good")            # a learner folder that is a link
    (subs / "deep" / "work" / "sub").mkdir(parents=True)           # notebooks in subfolders, and a linked folder
    (subs / "deep" / "work" / "sub" / NB).write_bytes(SOLUTION.read_bytes())
    (subs / "deep" / "linked").symlink_to(subs / "good")
    (subs / "deep" / ".ipynb_checkpoints").mkdir()
    (subs / "deep" / ".ipynb_checkpoints" / "01_attention-checkpoint.ipynb").write_text("junk")
    # a folder named like the notebook, and the notebook
    (subs / "both").mkdir()
    folder(subs / "both" / NB)
    (subs / "both" / "copy").mkdir()
    (subs / "both" / "copy" / NB).write_bytes(SOLUTION.read_bytes())
    (subs / "notes.txt").write_text("not a submission")
    (subs / ".DS_Store").write_bytes(b"\0\1junk")
    found = {s.learner: s for s in gather(subs, ("01",))}
    assert set(found) == {"good", "empty", "only-notes", "link-to-good", "deep", "both"}
    assert found["empty"].problems == [NO_NOTEBOOK]
    assert found["only-notes"].problems == [NO_NOTEBOOK]
    assert "link-to-good: the learner's folder is a symbolic link" in found["link-to-good"].problems[0]
    assert not found["link-to-good"].notebooks
    assert found["deep"].notebooks == {"01": subs / "deep" / "work" / "sub" / NB}
    assert found["deep"].problems == ["linked: a symbolic link to a folder; the grader does not follow links"]
    assert found["both"].notebooks == {"01": subs / "both" / "copy" / NB}   # the one that can be read
    assert found["both"].problems == [
        f"2 notebooks for exercise 01: graded copy/{NB} (the other cannot be read), not {NB}"]
    for sub in found.values():
        fingerprint(sub, OPTIONS, "version")
    similarity(list(found.values()), ("01",), tmp_path / "similarity.md")
    assert "| 01 | (reference solution) | both | 100% |" in (tmp_path / "similarity.md").read_text()


def test_an_unnamed_unreadable_notebook_says_why_its_exercise_is_unknown(tmp_path):
    (tmp_path / "carol.ipynb").write_bytes(b"\xff\xfe junk")
    (tmp_path / "dave.ipynb").mkdir()
    found = {s.learner: s for s in gather(tmp_path, EXERCISES)}
    assert set(found) == {"carol", "dave"}
    assert not found["carol"].notebooks
    assert "carol.ipynb: not a readable notebook: it is not UTF-8" in found["carol"].problems[0]
    assert "cannot tell which exercise" in found["carol"].problems[0]
    assert "dave.ipynb: is a folder" in found["dave"].problems[0]


def test_one_learners_folder_with_a_folder_for_a_notebook(tmp_path):
    """exercises/ or a Gradescope upload: NN_*.ipynb only, one learner, even if one is a folder."""
    (tmp_path / "upload").mkdir()
    (tmp_path / "upload" / NB).write_bytes(SOLUTION.read_bytes())
    folder(tmp_path / "upload" / "02_multihead.ipynb")
    (subs,) = gather(tmp_path / "upload", ("01", "02"))
    assert subs.learner == "upload" and set(subs.notebooks) == {"01", "02"}
    result = grade_submission(Submission("x", {"02": subs.notebooks["02"]}), Options(exercises=("02",)),
                              {"02": CATALOGUE["01"]})
    assert "02_multihead.ipynb: is a folder" in result.exercises["02"].problems[0]


def test_a_single_notebook_argument_that_is_junk(tmp_path):
    (tmp_path / "alice.ipynb").write_bytes(b"\0" * 100)
    (sub,) = gather(tmp_path / "alice.ipynb", ("01",))
    assert sub.learner == "alice" and sub.notebooks == {"01": tmp_path / "alice.ipynb"}


def test_the_fingerprint_follows_the_file_and_ignores_publish_hidden(tmp_path):
    path = tmp_path / NB
    path.write_bytes(SOLUTION.read_bytes())
    sub = Submission("a", {"01": path})
    first = fingerprint(sub, OPTIONS, "v")
    assert fingerprint(sub, Options(exercises=("01",), time_limit=10, memory_limit=1024, publish_hidden=True),
                       "v") == first
    path.write_bytes(SOLUTION.read_bytes() + b" ")
    assert fingerprint(sub, OPTIONS, "v") != first
    path.unlink()
    path.symlink_to(SOLUTION)
    assert fingerprint(sub, OPTIONS, "v") != first


def test_a_grader_failure_is_a_row_with_the_reason(tmp_path, monkeypatch):
    """An exception of the grader on one learner: that learner scores 0 with the reason (and is
    graded again next time); the others, the gradebook, feedback and similarity.md are written."""
    subs = tmp_path / "class"
    for name in ("ann", "bob"):
        (subs / name).mkdir(parents=True)
        (subs / name / NB).write_bytes(SOLUTION.read_bytes())
    (subs / "cy").mkdir()
    (subs / "cy" / NB).write_text("{")
    monkeypatch.setattr(runner, "catalogue", lambda options, server=None: CATALOGUE)
    real = runner.grade_submission

    def grading(sub, options, tests, server=None):
        if sub.learner == "bob":
            raise RuntimeError("boom")
        if sub.learner == "ann":   # as if graded: every test passed (the scores and total follow)
            result = real(Submission("ann"), options, tests, server)
            for t in result.exercises["01"].tests:
                t.passed, t.earned = True, t.points
            assert result.exercises["01"].score == result.total == 3.0
            return replace(result, learner="ann")
        return real(sub, options, tests, server)

    monkeypatch.setattr(runner, "grade_submission", grading)
    said = []
    out = tmp_path / "out"
    runner.grade_all(gather(subs, ("01",)), OPTIONS, out, say=said.append)
    rows = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    assert {k: v["total"] for k, v in rows.items()} == {"ann": "3", "bob": "0", "cy": "0"}
    bob = json.loads((out / "results" / "bob.json").read_text())
    assert "the grader failed on this submission (RuntimeError)" in bob["problems"][-1] and "fingerprint" not in bob
    assert (out / "feedback" / "bob.md").exists() and (out / "similarity.md").exists()
    assert "not a readable notebook" in (out / "feedback" / "cy.md").read_text()


# Learner names in the CSVs ------------------------------------------------------------------------

FORMULAS = ("@SUM(A1:A9)", "-1+1", "=HYPERLINK(\"http://x\")", "+cmd|' /C calc'!A0", "\t=1", "\r=1")


def _formula_cells(path: Path) -> list[str]:
    return [cell for row in csv.reader(path.open(newline="")) for cell in row
            if cell.startswith(reports.FORMULA_START) and cell != "    Points Possible"]


def test_no_learner_name_is_a_formula_in_the_gradebooks(tmp_path, monkeypatch):
    """A folder named like a formula ("@SUM(A1:A9)", "-1+1") must not run as one when the instructor
    opens gradebook.csv or canvas.csv: the grader's ids (gather keeps @, + and -) and names, and any
    name given to the writers directly, come out as text, recognisable. The control: the same names in
    a plain CSV are cells a spreadsheet would run."""
    subs = tmp_path / "class"
    for name in ("ann", "@SUM(A1:A9)", "-1+1", "=cmd", "+1"):
        (subs / name).mkdir(parents=True)
    monkeypatch.setattr(runner, "catalogue", lambda options, server=None: CATALOGUE)
    out = tmp_path / "out"
    runner.grade_all(gather(subs, ("01",)), OPTIONS, out, say=lambda text: None)
    for sheet in ("gradebook.csv", "canvas.csv"):
        assert not _formula_cells(out / sheet), f"{sheet} has cells a spreadsheet runs: {_formula_cells(out / sheet)}"
    rows = list(csv.DictReader((out / "gradebook.csv").open(newline="")))
    learners = [row["learner"] for row in rows]
    assert "'@SUM%28A1%3AA9%29" in learners and "'-1+1" in learners and "ann" in learners, learners
    assert {row["name"] for row in rows} == {"ann", "'@SUM(A1:A9)", "'-1+1", "'=cmd", "'+1"}, rows
    results = [LearnerResult(name) for name in FORMULAS]
    for result in results:
        result.exercises["01"] = ExerciseResult(notebook=None)
    reports.gradebook(results, ("01",), tmp_path / "direct.csv")
    reports.canvas_gradebook(results, ("01",), tmp_path / "canvas.csv")
    for sheet in ("direct.csv", "canvas.csv"):
        assert not _formula_cells(tmp_path / sheet), _formula_cells(tmp_path / sheet)
    written = [row[0] for row in csv.reader((tmp_path / "direct.csv").open(newline=""))][1:]
    assert written == sorted("'" + name for name in FORMULAS)   # each name whole, after its apostrophe
    plain = tmp_path / "plain.csv"   # the control: without spreadsheet_safe, every one is a formula
    with plain.open("w", newline="") as f:
        csv.writer(f).writerows([[name] for name in FORMULAS])
    assert len(_formula_cells(plain)) == len(FORMULAS)


# Hidden tests in what learners see ---------------------------------------------------------------

SECRET_TEST, SECRET_MESSAGE = "test_long_sequences_in_float32", "differs on long sequences"


def a_result_with_a_hidden_test() -> LearnerResult:
    tests = [{"test": "test_shapes", "points": 1.0, "earned": 1.0, "passed": True, "message": "", "cells": [],
              "hidden": False},
             {"test": "test_values", "points": 3.0, "earned": 0.0, "passed": False, "message": "wrong values\nmore",
              "cells": ["export-sdpa"], "hidden": False},
             {"test": SECRET_TEST, "points": 2.0, "earned": 0.0, "passed": False, "message": SECRET_MESSAGE,
              "cells": ["export-sdpa"], "hidden": True}]
    result = LearnerResult.from_json({
        "learner": "ann", "problems": [], "total": 1.0, "max_total": 6.0,
        "exercises": {"01": {"notebook": NB, "problems": [], "tests": tests, "score": 1.0, "max": 6.0}}})
    assert (result.total, result.max_total, result.exercises["01"].score, result.exercises["01"].max) == (1, 6, 1, 6)
    return result


def test_feedback_keeps_hidden_tests_hidden_until_published():
    result = a_result_with_a_hidden_test()
    text = feedback(result)
    assert SECRET_TEST not in text and SECRET_MESSAGE not in text and "hidden test)" not in text
    assert "**Total: 1 / 4 points in the tests you were given**" in text
    assert "## Exercise 01: 1 / 4 points" in text and "/ 6" not in text and " 2 " not in text.replace("# ", "")
    assert "This exercise also has hidden tests; their results come when your instructor publishes them." in text
    published = feedback(result, publish_hidden=True)
    assert f"`{SECRET_TEST} (hidden test)`: 0 / 2" in published and SECRET_MESSAGE in published
    assert "**Total: 1 / 6 points**" in published and "also has hidden tests" not in published


def test_gradescope_hides_hidden_tests_as_its_specification_allows():
    data = gradescope(a_result_with_a_hidden_test())
    text = json.dumps(data)
    assert SECRET_TEST not in text and SECRET_MESSAGE not in text
    assert "score" not in data, "a top-level score would be the total with the hidden points"
    hidden = [t for t in data["tests"] if t["visibility"] != "visible"]
    assert hidden == [{"name": "ex01: hidden test 1", "score": 0.0, "max_score": 2.0, "status": "failed", "output": "",
                       "visibility": "after_published"}]
    assert sum(t["score"] for t in data["tests"]) == 1.0   # the full total, which Gradescope adds up itself
    plain = a_result_with_a_hidden_test()
    plain.exercises["01"].tests.pop()
    assert gradescope(plain)["score"] == plain.total


# Similarity ---------------------------------------------------------------------------------------

EINSUM_BODY = '''    scale = 1.0 / math.sqrt(query.shape[-1])
    logits = torch.einsum("...qd,...kd->...qk", query, key) * scale
    if mask is not None:
        check_mask(mask, logits.shape)
        logits = logits.masked_fill(mask.logical_not(), torch.finfo(logits.dtype).min)
    shifted = logits - logits.amax(dim=-1, keepdim=True)
    e = shifted.exp()
    attn = e / e.sum(dim=-1, keepdim=True)
    used = F.dropout(attn, p=dropout_p) if dropout_p > 0 else attn
    return torch.einsum("...qk,...kd->...qd", used, value), attn
'''


def renamed_source() -> str:
    source = sdpa_source()
    for old, new in (("d_k", "dim"), ("scores", "logits"), ("weights", "attn"), ("dropped", "attn_drop")):
        assert re.search(rf"\b{old}\b", source)
        source = re.sub(rf"\b{old}\b", new, source)
    return source


def test_similarity_sees_through_renamed_variables_but_not_a_different_solution(tmp_path):
    subs = tmp_path / "class"
    sources = {"renamer": renamed_source(),
               "einsum": sdpa_source().split("    d_k = query.size(-1)\n")[0] + EINSUM_BODY}
    for learner, source in sources.items():
        (subs / learner).mkdir(parents=True)
        json_of(with_sdpa_source(source))(subs / learner / NB)
    flagged = similarity(gather(subs, ("01",)), ("01",), tmp_path / "similarity.md")
    pairs = {(a, b): (ratio, measure) for _, a, b, ratio, _, measure in flagged}
    assert set(pairs) == {("(reference solution)", "renamer")}, flagged
    ratio, measure = pairs["(reference solution)", "renamer"]
    assert ratio >= 0.95 and measure.startswith("renamed identifiers (as written: ")
    report = (tmp_path / "similarity.md").read_text()
    assert "| exercise | submission | similar to | similarity | own tokens | measure |" in report
    assert re.search(r"\| 01 \| \(reference solution\) \| renamer \| \d+% \| \d+ \| renamed identifiers",
                     report), report


def test_code_added_outside_the_graded_functions_dilutes_nothing(tmp_path, monkeypatch):
    """The reference solution pasted verbatim, with a long list in another exported cell (and a
    helper that is never graded), was no longer flagged (issue 31): only the functions and classes
    the skeleton hands out are compared. The control: the same list counted with the rest (the
    whole exported code, as before) brings the pair under the threshold."""
    from courseware.grader import similarity as sim

    padding = "#| export\nPADDING = [" + ", ".join(str(i) for i in range(2500)) + "]\n\ndef unused(x):\n    return x\n"
    nb = solution()
    nb["cells"].append({"cell_type": "code", "id": "padding", "metadata": {}, "outputs": [], "execution_count": None,
                        "source": padding})
    (tmp_path / "class" / "padder").mkdir(parents=True)
    json_of(nb)(tmp_path / "class" / "padder" / NB)
    subs = gather(tmp_path / "class", ("01",))
    flagged = similarity(subs, ("01",), tmp_path / "similarity.md")
    assert [(a, b) for _, a, b, *_ in flagged] == [("(reference solution)", "padder")], flagged
    assert flagged[0].ratio == 1.0
    monkeypatch.setattr(sim, "graded_code", lambda code, names: code)   # the control: every exported line counts
    assert similarity(subs, ("01",), tmp_path / "control.md") == [], "the padding no longer dilutes: no control"


# End to end (slow) -------------------------------------------------------------------------------

def run_grader(*args, tmpdir: Path):
    env = dict(os.environ, TMPDIR=str(tmpdir))
    return subprocess.run([sys.executable, "-m", "courseware.grader", *map(str, args)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)


@pytest.mark.slow
def test_a_class_with_malformed_learners_is_graded_end_to_end(tmp_path):
    subs = tmp_path / "class"
    for learner in ("ann", "bob"):
        (subs / learner).mkdir(parents=True)
        (subs / learner / NB).write_bytes(SOLUTION.read_bytes())
    (subs / "cy.ipynb").write_bytes(SOLUTION.read_bytes())
    malformed = {   # learner: (how, a phrase of its reason)
        "folder-as-notebook": (folder, "is a folder"),
        "number-in-source": (json_of(with_sdpa_source(["#| export\n", 7, None])),
                             "line 2 of its 'source' is a JSON number"),
        "symlink": (symlink_to(subs / "ann" / NB), "is a symbolic link"),
        "binary-junk": (bytes_of(os.urandom(4096) + b"\xff"), "not UTF-8"),
        "syntax-error": (json_of(with_sdpa_source("#| export\ndef f(:\n    pass\n")),
                         f"{NB}, {sdpa_label('def f(:')}, line 2: SyntaxError: invalid syntax"),
        # compiles, fails in the sandbox as it loads (the sandbox's scratch folder must go too), with a message
        "fails-at-import": (json_of(with_sdpa_source(sdpa_source() + "\nb'\\xff'.decode()\n")),
                            f"{NB}: running the exported cells failed: UnicodeDecodeError: 'utf-8' codec can't decode"),
    }
    for learner, (write, _) in malformed.items():
        (subs / learner).mkdir()
        write(subs / learner / NB)
    (subs / "empty").mkdir()
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    out = tmp_path / "out"
    run = run_grader(subs, "-o", out, "-e", "01", "--workers", 2, "--time-limit", 10, "--memory-limit", 1024,
                     tmpdir=scratch)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    rows = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    assert set(rows) == {"ann", "bob", "cy", "empty", *malformed}
    for learner in ("ann", "bob", "cy"):
        assert (rows[learner]["ex01"], rows[learner]["max"]) == ("15", "15"), rows[learner]
    for learner, (_, phrase) in {**malformed, "empty": (None, "holds no notebook")}.items():
        assert rows[learner]["total"] == "0", rows[learner]
        result = json.loads((out / "results" / f"{learner}.json").read_text())
        assert phrase in json.dumps(result).replace('\\"', '"'), (learner, result["problems"],
                                                                  result["exercises"]["01"]["problems"])
        assert phrase in (out / "feedback" / f"{learner}.md").read_text()
    syntax = json.loads((out / "results" / "syntax-error.json").read_text())["exercises"]["01"]["tests"]
    assert all(t["message"].startswith(malformed["syntax-error"][1]) for t in syntax)
    report = (out / "similarity.md").read_text()
    for a, b in (("(reference solution)", "ann"), ("ann", "bob"), ("bob", "cy")):
        assert f"| 01 | {a} | {b} | 100% |" in report, report
    assert not [p.name for p in scratch.iterdir() if p.name.startswith("grade-")], "a temporary folder was left behind"


@pytest.mark.slow
def test_hidden_tests_reach_learners_only_when_published(tmp_path):
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "test_hidden_ex01.py").write_text(classroom.HIDDEN_TEST)
    subs = tmp_path / "class"
    (subs / "ann").mkdir(parents=True)
    (subs / "ann" / NB).write_bytes(SOLUTION.read_bytes())
    (subs / "zed").mkdir()
    json_of(classroom.edited("01", "export-sdpa",
                             replace_with=classroom.SDPA_HEAD + classroom.ZEROS))(subs / "zed" / NB)
    scratch, out = tmp_path / "tmp", tmp_path / "out"
    scratch.mkdir()
    args = (subs, "-o", out, "-e", "01", "--workers", 2, "--time-limit", 10, "--memory-limit", 1024, "--hidden-tests",
            hidden)
    run = run_grader(*args, tmpdir=scratch)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    ann, zed = (json.loads((out / "results" / f"{name}.json").read_text()) for name in ("ann", "zed"))
    assert (ann["total"], ann["max_total"], zed["max_total"]) == (17, 17, 17)   # the instructor's results: everything
    assert SECRET_MESSAGE in json.dumps(zed) and zed["total"] < 15
    visible = {r["learner"]: sum(t["earned"] for t in r["exercises"]["01"]["tests"] if not t["hidden"])
               for r in (ann, zed)}
    rows = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    assert (rows["ann"]["total"], rows["ann"]["max"]) == ("17", "17")
    for name in ("ann", "zed"):
        text = (out / "feedback" / f"{name}.md").read_text()
        assert SECRET_TEST not in text and SECRET_MESSAGE not in text and "secret" not in text
        assert f"**Total: {visible[name]:g} / 15 points in the tests you were given**" in text and "/ 17" not in text
        assert "This exercise also has hidden tests" in text
        data = json.loads((out / "gradescope" / name / "results.json").read_text())
        assert SECRET_TEST not in json.dumps(data) and SECRET_MESSAGE not in json.dumps(data) and "score" not in data
        (entry,) = [t for t in data["tests"] if t["visibility"] == "after_published"]
        assert entry["name"] == "ex01: hidden test 1" and entry["output"] == ""
    published = run_grader(*args, "--publish-hidden", tmpdir=scratch)
    assert published.returncode == 0, published.stdout[-3000:] + published.stderr[-3000:]
    assert "2 already graded (unchanged), 0 to grade" in published.stdout, published.stdout
    assert json.loads((out / "results" / "ann.json").read_text())["graded_at"] == ann["graded_at"]
    text = (out / "feedback" / "zed.md").read_text()
    assert f"`{SECRET_TEST} (hidden test)`: 0 / 2" in text and SECRET_MESSAGE in text
    assert f"**Total: {zed['total']:g} / 17 points**" in text
    assert "**Total: 17 / 17 points**" in (out / "feedback" / "ann.md").read_text()
    assert not [p.name for p in scratch.iterdir() if p.name.startswith("grade-")], "a temporary folder was left behind"


@pytest.mark.slow
def test_pictures_and_widget_state_cost_no_point(tmp_path):
    """End to end, with the real test processes: a correct notebook with a 25 MB picture pasted into
    a markdown cell, and one with 25 MB of saved widget state, earn every point; the control, the
    same picture as a string in an exported code cell, is refused as more than 20 MB."""
    subs, out, scratch = tmp_path / "class", tmp_path / "out", tmp_path / "tmp"
    scratch.mkdir()
    for learner, nb in (("attachment", with_attachment(solution(), 25)), ("widgets", with_widget_state(solution(), 25)),
                        ("in-code", with_cell(solution(), f"#| export\nPLOT = '{picture(25)}'\n"))):
        (subs / learner).mkdir(parents=True)
        (subs / learner / NB).write_text(json.dumps(nb, indent=1))
        assert (subs / learner / NB).stat().st_size > 25 << 20
    run = run_grader(subs, "-o", out, "-e", "01", "--workers", 2, "--time-limit", 10, "--memory-limit", 1024,
                     tmpdir=scratch)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    rows = {row["learner"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    for learner in ("attachment", "widgets"):
        assert (rows[learner]["ex01"], rows[learner]["max"]) == ("15", "15"), rows[learner]
    assert rows["in-code"]["total"] == "0", rows["in-code"]
    assert "MB without its outputs, more than the limit of 20.0 MB" in (out / "feedback" / "in-code.md").read_text()


@pytest.mark.slow
def test_a_notebook_handed_out_before_a_name_moved_keeps_its_points(tmp_path):
    """Exercise 09's notebooks before 2026-11-28 import GELUFeedForward from chapter 08's module; it is
    chapter 03's now, and the new reference no longer imports chapter 08. The sandbox still lets the
    old import through (the catalogue's handed_out_imports), so such a notebook keeps every point."""
    moved = "from transformer.embeddings import GELUFeedForward, LearnedPositionalEmbedding\n"
    before = ("from transformer.embeddings import LearnedPositionalEmbedding\n"
              "from transformer.vision import GELUFeedForward\n")
    old = classroom.edited("09", "export-imports", edits=[(moved, before)])
    subs, out, scratch = tmp_path / "class", tmp_path / "out", tmp_path / "tmp"
    (subs / "ann").mkdir(parents=True)
    scratch.mkdir()
    (subs / "ann" / "09_encoder_only.ipynb").write_text(json.dumps(old))
    run = run_grader(subs, "-o", out, "-e", "09", "--time-limit", 30, "--memory-limit", 1024, tmpdir=scratch)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    row = next(csv.DictReader((out / "gradebook.csv").open()))
    assert row["ex09"] == row["max"] != "0", (row, (out / "feedback" / "ann.md").read_text()[:2000])
