"""The learner's commands, end to end (hand-written; slow: nbval and the graded tests of exercise 01).

* `make check EX=..` (courseware/check.py): the exercise named as `1` or `01`, an unknown one refused
  with the list; for a notebook with a known mistake (exercise 01 without its 1/sqrt(d_k)) a summary
  of at most 40 lines that shows the learner's output and the expected one, labelled the right way
  round, names the mistake, gives the points and the next step; a solved notebook gets full points
  and the next step `make progress` gives;
* passed self-checks are remembered until the notebook's code changes (FRESH=1 re-runs them);
* `make progress` (courseware/progress.py): an untouched, a wrong and a solved exercise, told apart,
  with only the touched ones graded;
* `make lab`: JupyterLab started on the exercises with the options of ARGS, read back, stopped.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from courseware import exercises as course
from courseware import notebooks as nbs
from courseware.check import checks_key, exercise_id, remembered_checks, self_check_section
from courseware.grader.records import EXERCISES
from courseware.learner_runs import Run

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow
SCALING = " / math.sqrt(d_k)"


def run(module: str, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, timeout=900)


def make(*args) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "--no-print-directory", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


def points(text: str) -> tuple[float, float]:
    found = re.search(r"^total: ([\d.]+) / ([\d.]+) points", text, re.MULTILINE)
    assert found, f"no total in:\n{text}"
    return float(found.group(1)), float(found.group(2))


def possible(exercise: str) -> float:
    return float(sum(t["points"] * max(1, len(t["cases"])) for t in course.graded_tests(f"ex{exercise}")))


def without_scaling(folder: Path) -> Path:
    """Solution 01 with the 1/sqrt(d_k) removed from scaled_dot_product_attention, in `folder`."""
    nb = nbs.read(ROOT / "solutions" / "01_attention.ipynb")
    cell = next(c for c in nb.cells if c.get("id") == "export-sdpa")
    assert SCALING in cell.source, "the solution's export-sdpa cell no longer divides by math.sqrt(d_k)"
    cell.source = cell.source.replace(SCALING, "")
    folder.mkdir(parents=True, exist_ok=True)
    nbs.write(nb, folder / "01_attention.ipynb")
    return folder / "01_attention.ipynb"


@pytest.fixture(scope="module")
def wrong01(tmp_path_factory) -> subprocess.CompletedProcess:
    folder = tmp_path_factory.mktemp("wrong01")
    without_scaling(folder)
    result = run("courseware.check", "1", "--folder", folder)   # "1": exercise 01
    result.folder = folder
    return result


@pytest.fixture(scope="module")
def solved01(tmp_path_factory) -> subprocess.CompletedProcess:
    folder = tmp_path_factory.mktemp("solved01")
    shutil.copy(ROOT / "solutions" / "01_attention.ipynb", folder)
    result = run("courseware.check", "01", "--folder", folder)
    result.folder = folder
    return result


def test_exercise_names():
    assert [exercise_id(text) for text in ("1", "01", " 5 ", "ex2")] == ["01", "01", "05", "02"]
    assert exercise_id("8") == exercise_id("ex08") == "08"   # exercise 08 comes from chapter 05 (book/05_bleu)
    assert exercise_id("9") == exercise_id("ex09") == "09"
    assert exercise_id("10") == exercise_id("ex10") == "10"   # exercise 10 comes from chapter 08 (book/08_vision)
    assert [exercise_id(text) for text in ("12", "0", "x", "", "001", "1.0")] == [None] * 6
    # the book's page names it too (courseware/catalogue.py), and the notebook's file name
    assert exercise_id("05_bleu") == exercise_id("bleu") == exercise_id("exercises/08_bleu.ipynb") == "08"
    assert exercise_id("08_vision") == exercise_id("book/08_vision.ipynb") == exercise_id("10_vision") == "10"
    assert [exercise_id(text) for text in ("01_attention", "Encoder_Only", "05_training")] == ["01", "09", "05"]


@pytest.mark.parametrize(("given", "shown"), [("12", "12"), ("x", "x")])
def test_an_unknown_exercise_lists_the_exercises(given, shown):
    result = run("courseware.check", given)
    assert result.returncode == 2, result.stdout + result.stderr
    assert f"no exercise {shown}: choose one of {' '.join(EXERCISES)}" in result.stdout + result.stderr


def test_make_check_calls_the_summary():
    result = make("-n", "check", "EX=1", "VERBOSE=1")
    assert result.returncode == 0, result.stderr
    assert '-m courseware.check "1" --folder exercises --verbose' in result.stdout


@pytest.mark.parametrize(("status", "succeeds"), [(0, True), (1, True), (2, False), (3, False)])
def test_make_check_adds_no_error_of_its_own_to_failed_checks(tmp_path, status, succeeds):
    """Status 1, some checks failed: the summary said so, and make adds no "*** [check] Error 1" line
    of its own. Any other failure (2: a wrong EX) stays an error. The check is a stand-in (PY) that
    prints a line and exits with `status`: what is tested is the Makefile's handling of it."""
    stand_in = tmp_path / "python"
    stand_in.write_text(f"#!/bin/sh\necho 'the summary'\nexit {status}\n")
    stand_in.chmod(0o755)
    result = make("check", "EX=01", f"PY={stand_in}")
    assert "the summary" in result.stdout, result.stdout + result.stderr
    assert (result.returncode == 0) == succeeds, (status, result.returncode, result.stderr)
    assert ("Error" in result.stderr) == (not succeeds), result.stderr


def test_summary_of_a_known_mistake(wrong01):
    out = wrong01.stdout
    assert wrong01.returncode == 1, out + wrong01.stderr
    lines = out.strip().splitlines()
    assert len(lines) <= 40, f"{len(lines)} lines:\n{out}"
    assert lines[0].startswith("exercise 01: "), out
    # The first self-check that differs is the worked example: unscaled, its weights are
    # softmax([1, 0]) = 0.731, 0.269; the solved notebook printed 0.670, 0.330.
    yours = next(i for i, line in enumerate(lines) if "your output:" in line)
    expected = next(i for i, line in enumerate(lines) if "expected:" in line)
    assert "0.731" in "\n".join(lines[yours:expected]) and "0.670" not in "\n".join(lines[yours:expected]), out
    assert "0.670" in lines[expected], out
    failures = [line for line in lines if line.lstrip().startswith("FAIL")]
    assert failures and any("did you divide the scores by sqrt(d_k)?" in line for line in failures), out
    earned, total = points(out)
    assert total == possible("01") and earned < total, out
    assert lines[-1].startswith("next: fix the first failure above, then run ") and " 01 " in lines[-1], out
    assert "full output" not in out, "pytest's whole output without --verbose"


def test_the_summary_names_the_other_cells_that_raised():
    """A cell that is not a self-check and raises (the learner's own code, say) is named with its
    number and first words, not only counted; PyTorch's error for two dtypes meeting gets its cause."""
    def cell(label, check, outcome, error=None, line=None):
        return {"label": label, "check": check, "outcome": outcome, "error": error, "line": line, "expected": None}

    cells = [cell('cell 3 (starting "import torch")', False, "passed"),
             cell('cell 7 (starting "def scaled_dot_product_attention(")', False, "failed",
                  "RuntimeError: expected scalar type Float but found Double",
                  "line 3 in scaled_dot_product_attention: scores = q.float() @ k.transpose(-2, -1)"),
             cell('cell 9 (starting "#| check")', True, "failed", "NameError: name 'weights'"),
             cell('cell 12 (starting "plt.plot(")', False, "failed", "ValueError: shapes")]
    lines, ok = self_check_section(Run(["pytest"], returncode=1, output=""), cells)
    assert not ok
    assert lines[0] == ('self-checks (nbval): 0 of 1 match what the solved notebook printed; 2 other cells raised an '
                        'error: cell 7 (starting "def scaled_dot_product_attention("), cell 12 (starting "plt.plot(")')
    assert lines[1:4] == ['  cell 7 (starting "def scaled_dot_product_attention(") raised',
                          "    RuntimeError: expected scalar type Float but found Double",
                          "    at line 3 in scaled_dot_product_attention: scores = q.float() @ k.transpose(-2, -1)"]
    assert "follow the input's dtype" in lines[4], lines


def test_the_learners_own_line_is_found_in_the_kernels_traceback():
    """The traceback a kernel sends for an error (IPython's, with its colours), raised in a function
    of an earlier cell and called from a self-check: the line shown is the function's, the learner's
    own, not the self-check's call."""
    from IPython.core.interactiveshell import InteractiveShell

    from courseware.check_plugin import _innermost_cell_line

    shell = InteractiveShell.instance()
    sent = []
    shell._showtraceback = lambda etype, value, traceback: sent.extend(traceback)   # what ipykernel sends
    try:
        shell.run_cell("import torch\ndef attention(q, k, v):\n    scores = q.float() @ k.transpose(-2, -1)\n"
                       "    return scores @ v\n", store_history=True)
        shell.run_cell("x = torch.ones(2, 2, dtype=torch.float64)\nattention(x, x, x)", store_history=True)
    finally:
        InteractiveShell.clear_instance()
    assert any("\x1b[" in line for line in sent), "the traceback has no colours: this does not test their removal"
    assert _innermost_cell_line(sent) == "line 3 in attention: scores = q.float() @ k.transpose(-2, -1)"
    assert _innermost_cell_line(["RuntimeError: no frame of a cell"]) is None


def test_a_solved_exercise_gets_full_points_and_the_next_one(solved01):
    out = solved01.stdout
    assert solved01.returncode == 0, out + solved01.stderr
    assert points(out) == (possible("01"), possible("01")), out
    assert "FAIL" not in out, out
    checks = re.search(r"self-checks \(nbval\): (\d+) of (\d+) match", out)
    assert checks and checks.group(1) == checks.group(2) != "0", out
    last = out.strip().splitlines()[-1]   # the folder holds exercise 01 alone
    assert last.startswith("next: exercise 02: there is no 02_multihead.ipynb in "), out


def test_passed_self_checks_are_not_rerun_until_the_code_changes(solved01, wrong01):
    """Exercise 05's check would retrain its copy model every time: self-checks that passed are remembered
    while the notebook's code is the same; the graded tests always run. Failed ones are not remembered."""
    assert (solved01.folder / ".checked" / "01.json").is_file(), "passed self-checks were not remembered"
    assert not (wrong01.folder / ".checked" / "01.json").exists(), "failed self-checks were remembered"
    again = run("courseware.check", "01", "--folder", solved01.folder)
    assert again.returncode == 0 and "remembered" in again.stdout, again.stdout + again.stderr
    assert points(again.stdout) == (possible("01"), possible("01")), again.stdout
    assert again.stdout.count("match what the solved notebook printed") == 1, again.stdout
    # An edit of the code forgets them: the key they were remembered under no longer matches, so the
    # check runs them as it did the first time (solved01). Tested on the key, not with a third check
    # of the same notebook (25 s of the suite's critical path for the same code path).
    notebook = solved01.folder / "01_attention.ipynb"
    key = checks_key(notebook)
    assert remembered_checks("01", solved01.folder, key), "the check that passed remembered nothing under its key"
    nb = nbs.read(notebook)
    cell = next(c for c in nb.cells if c.get("id") == "export-sdpa")
    cell.source += "\n# an edit"
    nbs.write(nb, notebook)
    assert checks_key(notebook) != key and remembered_checks("01", solved01.folder, checks_key(notebook)) is None
    fresh = make("-n", "check", "EX=1", "FRESH=1")
    assert "--fresh" in fresh.stdout, fresh.stdout


def test_progress_tells_untouched_wrong_and_solved_apart(tmp_path):
    folder = tmp_path / "exercises"
    without_scaling(folder)                                                      # 01: wrong
    chapter = ROOT / "book" / "02_multihead.ipynb"
    nbs.write(course.exercise_notebook(nbs.read(chapter), chapter), folder / chapter.name)   # 02: untouched
    bleu = ROOT / "book" / "05_bleu.ipynb"                   # 08, untouched: an exercise from another chapter
    nbs.write(course.exercise_notebook(nbs.read(bleu), bleu), folder / course.generated_name(bleu))
    shutil.copy(ROOT / "solutions" / "03_embeddings.ipynb", folder)              # 03: solved
    result = run("courseware.progress", "--folder", folder)
    out = result.stdout
    assert result.returncode == 0, out + result.stderr
    row = {line.split()[0]: line for line in out.splitlines() if re.match(r"^  \d\d  ", line)}
    assert sorted(row) == sorted(EXERCISES), out
    assert "in progress:" in row["01"] and f"/ {possible('01'):g} points" in row["01"], out
    assert "untouched" in row["02"] and "untouched" in row["08"], out
    assert "  05_bleu  " in row["08"] and "  01_attention  " in row["01"], "each row names its book page"
    assert f"done: {possible('03'):g} / {possible('03'):g} points" in row["03"], out
    assert all("no notebook" in row[ex] for ex in EXERCISES if ex > "03" and ex != "08"), out
    assert "grading exercises 01, 03 " in result.stderr, f"only the touched exercises are graded:\n{result.stderr}"
    assert out.strip().splitlines()[-1].startswith("next: exercise 01: run "), out
    # make check of the solved 03 sends the learner where make progress does: back to 01 (it used to
    # say "next: exercise 04", past a wrong 01 and an untouched 02)
    check = run("courseware.check", "03", "--folder", folder)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.strip().splitlines()[-1] == out.strip().splitlines()[-1], check.stdout
    # ...without grading 01 again: progress remembered its outcomes under its code (make check EX=01
    # took 26.6 s instead of 11.2 s when other exercises were touched, grading them all for "next")
    assert "grading exercise" not in check.stderr, check.stderr
    assert (folder / ".checked" / "01.graded.json").is_file() and (folder / ".checked" / "03.graded.json").is_file()
    again = run("courseware.progress", "--folder", folder)
    assert "grading exercise" not in again.stderr and again.stdout == out, again.stderr


def test_work_in_progress_comes_before_an_untouched_exercise(tmp_path):
    """make progress said "next: exercise 01" (untouched) while 08 to 10 were in progress with
    failures: what is begun is finished first; a notebook changed since its check counts as begun."""
    from courseware.grader.records import Outcome
    from courseware.progress import Standing, next_step

    failing = [Outcome("08", "test_bleu", 4.0, passed=False, ran=True)]
    found = [Standing("01", tmp_path / "01_attention.ipynb", "untouched"),
             Standing("03", tmp_path / "03_embeddings.ipynb", "graded",
                      outcomes=[Outcome("03", "t", 1.0, passed=True, ran=True)]),
             Standing("08", tmp_path / "08_bleu.ipynb", "graded", outcomes=failing),
             Standing("09", tmp_path / "09_encoder_only.ipynb", "changed")]
    assert next_step(found, tmp_path).startswith("next: exercise 08: run "), next_step(found, tmp_path)
    found[2].outcomes = [Outcome("08", "test_bleu", 4.0, passed=True, ran=True)]
    assert next_step(found, tmp_path).startswith("next: exercise 09: it changed since its last check")
    found[3].state = "missing"
    assert next_step(found, tmp_path).startswith("next: exercise 01 ("), next_step(found, tmp_path)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_make_lab_serves_the_exercises_with_the_options_of_args():
    """`make lab` starts JupyterLab on exercises/ with the options of ARGS (here: no browser, a free
    port, a known token), as root too (CI's case, and a container's); the lab page and the folder's
    listing are read back, then the server is stopped."""
    assert "make lab" in make("help").stdout
    port, token = free_port(), secrets.token_hex(16)
    lab = subprocess.Popen(["make", "--no-print-directory", "lab",
                            f"ARGS=--no-browser --ip 127.0.0.1 --port {port} --IdentityProvider.token={token}"],
                           cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           start_new_session=True)
    try:
        listing, deadline = None, time.monotonic() + 180
        while listing is None and lab.poll() is None and time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/contents?token={token}", timeout=10) as reply:
                    listing = json.load(reply)
            except OSError:
                time.sleep(0.5)
        assert listing is not None, f"JupyterLab did not answer on port {port}"
        assert "01_attention.ipynb" in {item["name"] for item in listing["content"]}, listing
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/lab?token={token}", timeout=30) as reply:
            assert reply.status == 200 and "JupyterLab" in reply.read().decode()
    finally:
        if lab.poll() is None:
            os.killpg(lab.pid, signal.SIGTERM)
        output = lab.communicate(timeout=60)[0]
    command = next(line for line in output.splitlines() if "jupyter lab exercises/" in line)
    assert ("--allow-root" in command) == (os.geteuid() == 0) and f"--port {port}" in command, command
    assert "open the http://127.0.0.1" in output, output
