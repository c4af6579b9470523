"""`make check EX=01`: a learner's check of one exercise, summed up (hand-written).

`python -m courseware.check 01 [--folder exercises] [--verbose]` runs the two checks of an exercise
notebook, each in its own pytest process, and prints what a learner needs first:

* the notebook's self-checks (`pytest --nbval`: each cell marked `#| check` must print what the
  solved notebook printed): how many match, and the first cell that fails, either the error it
  raised or its output as "your output" next to "expected";
* the graded tests (`pytest tests/graded -m ex01 --submissions FOLDER`, the grader's own suite): each
  test passed or failed with its points, and for a failure the first line of its message, which
  names the likely mistake; then the total;
* the next step: when every test passes, `make progress`'s (the first exercise with work in progress,
  else the first that is not done; the other exercises' outcomes are those remembered from their
  last check, nothing else is graded), else "fix the first failure above".

The exit status is 0 only when every self-check and every graded test passes. `--verbose` (the
Makefile's VERBOSE=1) adds both pytest outputs, whole, before the next step.

Structured results, not parsed text: the graded run writes its outcomes with the grader plugin's
`--grade-json` (`records.Outcome`); the nbval run loads this module as a pytest plugin
(`-p courseware.check_plugin --check-json FILE`, courseware/check_plugin.py), which records each
cell's outcome with the outputs nbval compared: the stored ones (the cell's `outputs`, "expected")
and the learner's (the item's `test_outputs`, "your output"). nbval's own message, where those are not available,
is a pytest diff of `reference == test`, whose "-" lines are the test output (the learner's)
and "+" lines the reference (expected): `_relabel` names them so.

Self-checks that passed are remembered (`<folder>/.checked/NN.json`): while the notebook's code,
its stored self-check outputs, the package (`transformer/`) and the Python and torch versions stay
the same, the next check reuses them and runs only the graded tests, so exercise 05's copy-task
training is not redone at every check. `--fresh` (FRESH=1) runs them again regardless.

The exercise may be given as `1` or `01`, or by its book page (`05_bleu`, `bleu`, as
courseware/catalogue.py names it: exercise 08) or its notebook (`08_bleu.ipynb`); anything else
that is not an exercise exits with 2 and the list of exercises. Finding the notebook, building and
running the two commands and reading their outcomes is courseware/learner_runs.py's job, shared
with `courseware.progress`. Every file it writes goes through courseware/atomic.py.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import re
import sys
import tempfile
from pathlib import Path

from .atomic import atomic_write
from .grader.records import EXERCISES, MIXED_DTYPES, ROOT, Outcome
from .learner_runs import (
    DEFAULT_FOLDER,
    Run,
    check_command,
    course_notebook_name,
    exercise_id,
    first_line,
    graded_command,
    nbval_command,
    notebook_of,
    outcome_order,
    read_outcomes,
    run_all,
    shown_path,
    tail,
    unknown_exercise,
)

SHOWN_LINES = 6        # lines of each side of a self-check difference


# The summary ---------------------------------------------------------------------------------------------

def _relabel(message: str) -> list[str]:
    """nbval's message about differing outputs, with pytest's diff of `reference == test` relabelled:
    its "-" lines are the learner's output, its "+" lines the expected one."""
    lines = []
    for line in message.splitlines():
        body = line.strip()
        if body.startswith("- ") or body == "-":
            lines.append(f"your output: {body[2:]}")
        elif body.startswith("+ ") or body == "+":
            lines.append(f"expected:    {body[2:]}")
    return lines or [line for line in message.strip().splitlines() if line.strip()][-SHOWN_LINES:]


def _side(label: str, lines: list[str]) -> list[str]:
    if not lines:
        return [f"    {label:<13}(nothing)"]
    shown = lines[:SHOWN_LINES]
    out = [f"    {label:<13}{shown[0]}"] + [f"    {'':<13}{line}" for line in shown[1:]]
    if len(lines) > SHOWN_LINES:
        out.append(f"    {'':<13}... ({len(lines) - SHOWN_LINES} more lines)")
    return out


def difference(expected: str, got: str) -> list[str]:
    """The first lines where the learner's output and the expected one differ, labelled."""
    exp, yours = expected.splitlines(), got.splitlines()
    changes = [op for op in difflib.SequenceMatcher(a=exp, b=yours, autojunk=False).get_opcodes() if op[0] != "equal"]
    if not changes:
        return ["    the text is the same, but the outputs differ in kind (an image, a value displayed "
                "rather than printed?)"]
    _, i1, i2, j1, j2 = changes[0]
    lines = [f'    after the line "{exp[i1 - 1]}":'] if i1 > 0 else []
    lines += _side("your output:", yours[j1:j2]) + _side("expected:", exp[i1:i2])
    if len(changes) > 1:
        lines.append(f"    (and {len(changes) - 1} more difference{'s' if len(changes) > 2 else ''} below it)")
    return lines


def _cell_failure(cell: dict) -> list[str]:
    if cell.get("error"):
        lines = [f"  {cell['label']} raised", f"    {cell['error'].splitlines()[0][:300]}"]
        if cell.get("line"):   # the innermost notebook line running when it was raised: often the learner's
            lines.append(f"    at {cell['line']}")
        if re.search(MIXED_DTYPES, cell["error"]):   # raised in a cell of ours, caused in the learner's code
            lines.append("    tensors of two dtypes met: a step of your code computes in a dtype of its own "
                         "(.float(), softmax(dtype=torch.float32)); follow the input's dtype")
        return lines
    if cell.get("expected") is not None:
        return [f"  {cell['label']} prints something else:"] + difference(cell["expected"], cell["got"])
    return [f"  {cell['label']} failed:"] + [f"    {line}" for line in _relabel(cell.get("message", ""))[:8]]


def self_check_section(run: Run, cells: list[dict] | None) -> tuple[list[str], bool]:
    """The lines about the self-checks, and whether they all pass."""
    if cells is None or (run.returncode not in (0, 1) and not cells):
        return (["self-checks (nbval): could not run; the end of pytest's output:"]
                + [f"  {line}" for line in tail(run.output)], False)
    checks = [c for c in cells if c.get("check")]
    failed = [c for c in cells if c["outcome"] == "failed"]
    failed_checks = [c for c in checks if c["outcome"] == "failed"]
    others = [c["label"] for c in failed if not c.get("check")]
    named = ", ".join(others[:2]) + (f" and {len(others) - 2} more" if len(others) > 2 else "")
    also = f"; {len(others)} other cell{'s' if len(others) != 1 else ''} raised an error: {named}" if others else ""
    lines = [f"self-checks (nbval): {len(checks) - len(failed_checks)} of {len(checks)} match what the solved "
             f"notebook printed{also}"]
    if run.command == [REUSED]:
        lines.append("  (remembered: your code has not changed since they passed, so they were not re-run; "
                     "FRESH=1 or --fresh runs them again)")
    if failed:
        first = failed[0]
        lines += _cell_failure(first)
        mismatch = next((c for c in failed_checks if c.get("expected") is not None), None)
        if first.get("error") and mismatch is not None:
            lines += ["  the first self-check that prints something else:"] + _cell_failure(mismatch)[1:]
    return lines, not failed and run.returncode == 0


KNOWN_MISTAKE = "it matches a known mistake: "   # how the graded tests name a mistake they recognise


def named_mistake(message: str) -> str:
    """The mistake a failure names: what follows "it matches a known mistake: " in its first line, or
    the whole first line."""
    line = first_line(message)
    return line.split(KNOWN_MISTAKE, 1)[1] if KNOWN_MISTAKE in line else line


def graded_section(run: Run, outcomes: list[Outcome] | None) -> tuple[list[str], float, float, bool]:
    """The lines about the graded tests, the points earned and possible, and whether all pass."""
    if not outcomes:
        return (["graded tests: could not run; the end of pytest's output:"]
                + [f"  {line}" for line in tail(run.output)], 0.0, 0.0, False)
    earned = sum(o.points for o in outcomes if o.passed)
    possible = sum(o.points for o in outcomes)
    passed = sum(o.passed for o in outcomes)
    lines = [f"graded tests: {passed} of {len(outcomes)} pass"]
    width = max(len(o.test) for o in outcomes)
    ordered = outcome_order(outcomes)
    for o in ordered:
        points = f"{o.points if o.passed else 0:g}/{o.points:g}"
        if o.passed:
            lines.append(f"  pass  {points:>5}  {o.test}")
        else:
            lines.append(f"  FAIL  {points:>5}  {o.test:<{width}}  {named_mistake(o.message)}")
    first = next((o for o in ordered if not o.passed), None)
    if first is not None and first_line(first.message) != named_mistake(first.message):
        lines.append(f"  the first failure in full: {first_line(first.message)}")
    return lines, earned, possible, passed == len(outcomes) and run.returncode == 0


def next_after_success(exercise: str, folder: Path, outcomes: list[Outcome]) -> str:
    """The next step once `exercise` passes: `make progress`'s, from the same code, so the two
    commands never disagree. The other exercises are not graded: their remembered outcomes stand
    for them, and one changed since its last check is work in progress."""
    from .progress import next_step, standings

    found, _ = standings(folder, known={exercise: outcomes}, grade=False)
    return next_step(found, folder)


def summary(exercise: str, folder: Path, notebook: Path, nbval_run: Run, cells: list[dict] | None,
            graded_run: Run, outcomes: list[Outcome] | None, verbose: bool = False) -> tuple[str, bool]:
    """The text a learner reads, and whether everything passed."""
    checks, checks_ok = self_check_section(nbval_run, cells)
    graded, earned, possible, graded_ok = graded_section(graded_run, outcomes)
    ok = checks_ok and graded_ok
    total = (f"total: {earned:g} / {possible:g} points" + ("" if checks_ok else "; the self-checks fail")
             if outcomes else "total: no points: the graded tests did not run")
    lines = [f"exercise {exercise}: {shown_path(notebook)}", "", *checks, "", *graded, total]
    if verbose:
        for title, run in (("self-checks (nbval)", nbval_run), ("graded tests", graded_run)):
            lines += ["", f"== full output of the {title}: {' '.join(run.command[1:])}", run.output.rstrip()]
    lines.append("")
    if ok:
        lines.append(next_after_success(exercise, folder, outcomes))
    else:
        more = "VERBOSE=1" if check_command(exercise, folder).startswith("make ") else "--verbose"
        lines.append(f"next: fix the first failure above, then run {check_command(exercise, folder)} again"
                     + ("" if verbose else f" ({more} shows pytest's whole output)"))
    return "\n".join(lines), ok


# Self-checks that passed, remembered ------------------------------------------------------------------

CHECKED = ".checked"   # in the learner's folder: NN.json for each exercise whose self-checks passed
REUSED = "not re-run"  # the command shown for self-checks taken from CHECKED


def checks_key(notebook: Path) -> str:
    """What the self-checks' outcome depends on: the notebook's code cells and the stored outputs of its
    `#| check` cells (not the outputs of the other cells, which running the notebook rewrites), the
    package it imports, and the versions of Python and torch."""
    import torch

    nb = json.loads(notebook.read_text(encoding="utf-8"))
    digest = hashlib.sha256(f"{sys.version}|{torch.__version__}".encode())
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            source = "".join(cell.get("source", ""))
            stored = cell.get("outputs", []) if source.lstrip().startswith("#| check") else []
            digest.update(json.dumps([source, stored], sort_keys=True).encode())
    for module in sorted((ROOT / "transformer").glob("*.py")):
        digest.update(module.name.encode() + module.read_bytes())
    return digest.hexdigest()


def remembered_checks(exercise: str, folder: Path, key: str) -> list[dict] | None:
    """The cell records of the self-checks that last passed with this key, or None."""
    try:
        saved = json.loads((Path(folder) / CHECKED / f"{exercise}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return saved.get("cells") if isinstance(saved, dict) and saved.get("key") == key else None


def remember_checks(exercise: str, folder: Path, key: str, cells: list[dict]) -> None:
    try:
        atomic_write(Path(folder) / CHECKED / f"{exercise}.json", json.dumps({"key": key, "cells": cells}))
    except OSError:
        pass   # a read-only folder: the next check runs them again, nothing else changes


def check(exercise: str, folder: Path, verbose: bool = False, fresh: bool = False) -> tuple[str, bool]:
    """Run the self-checks and the graded tests of `exercise` in `folder`; the summary and whether all pass.
    Self-checks that passed with the same notebook code, package and versions are not re-run unless
    `fresh`."""
    notebook = notebook_of(exercise, folder)
    if notebook is None:
        raise FileNotFoundError(f"no notebook {exercise}_*.ipynb in {shown_path(folder)}/")
    key = checks_key(notebook)
    cells = None if fresh else remembered_checks(exercise, folder, key)
    with tempfile.TemporaryDirectory(prefix="check-") as tmp:
        check_json, grade_json = Path(tmp) / "cells.json", Path(tmp) / "grades.json"
        commands = [graded_command([exercise], folder, grade_json)]
        if cells is None:
            commands.append(nbval_command(notebook, check_json))
        graded_run, *ran = run_all(commands)
        if ran:
            nbval_run = ran[0]
            try:
                cells = json.loads(check_json.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                cells = None
            if nbval_run.returncode == 0 and cells and not any(c["outcome"] == "failed" for c in cells):
                remember_checks(exercise, folder, key, cells)
        else:
            nbval_run = Run([REUSED], returncode=0, output="(the self-checks passed before with this same code)")
        outcomes = read_outcomes(grade_json)
    if outcomes:
        from .grader.submission import SubmissionError
        from .progress import grade_key, remember_grades

        try:
            remember_grades(exercise, folder, grade_key(exercise, notebook), outcomes)
        except SubmissionError:
            pass   # a notebook the grader cannot read: nothing to remember it by
    return summary(exercise, folder, notebook, nbval_run, cells, graded_run, outcomes, verbose)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware.check", description=__doc__.split("\n\n")[0])
    parser.add_argument("exercise", help=f"the exercise to check: {', '.join(EXERCISES)} (1 means 01), "
                                         "or its book page (05_bleu)")
    parser.add_argument("--folder", type=Path, default=DEFAULT_FOLDER,
                        help="the folder of your exercise notebooks NN_*.ipynb (default: exercises/)")
    parser.add_argument("--verbose", action="store_true", help="also show the whole output of both pytest runs")
    parser.add_argument("--fresh", action="store_true",
                        help="run the self-checks even if they passed before with the same code")
    args = parser.parse_args(argv)
    exercise = exercise_id(args.exercise)
    if exercise is None:
        print(unknown_exercise(args.exercise), file=sys.stderr)
        return 2
    if notebook_of(exercise, args.folder) is None:
        print(f"no notebook {exercise}_*.ipynb in {shown_path(args.folder)}/: it is handed out as "
              f"exercises/{course_notebook_name(exercise)}", file=sys.stderr)
        return 2
    print(f"checking exercise {exercise}: its self-checks and graded tests run side by side "
          "(about half a minute) ...", file=sys.stderr, flush=True)
    text, ok = check(exercise, args.folder, args.verbose, args.fresh)
    print(text)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
