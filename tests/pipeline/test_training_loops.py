"""One trainer for every model (hand-written): after chapter 05's trainer page, no page of the book
writes a training loop of its own. A training loop is a `for` or `while` whose body both runs
backward and steps an optimizer; every later page trains through `transformer.trainer.Trainer`,
passing the loss, optimizer and schedule its recipe needs."""

from __future__ import annotations

import ast
from pathlib import Path

import yaml

from courseware import notebooks as nbs

ROOT = Path(__file__).resolve().parents[2]
TRAINER_PAGE = "book/05_trainer"
# Pages whose subject is a hand-written loop itself, each with the reason it keeps one.
TEACHES_A_LOOP = {
    "book/appendix_debugging": "each symptom is a bug of a hand-written loop (a missing zero_grad, say), "
                               "shown by running the broken loop beside the fixed one",
}


def pages_after_the_trainer() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text())
    files = [chapter["file"] for part in toc["parts"] for chapter in part["chapters"]]
    return [f for f in files[files.index(TRAINER_PAGE) + 1:] if (ROOT / f"{f}.ipynb").exists()]


def _calls(node: ast.AST) -> set[str]:
    """The names of the methods called anywhere inside `node` ("backward", "step", ...)."""
    return {n.func.attr for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}


def training_loops(source: str) -> list[int]:
    """The line numbers of the loops in `source` whose body calls both .backward() and .step()."""
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith(("%", "!")))
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, (ast.For, ast.While)) and {"backward", "step"} <= _calls(node)]


def test_the_detector_finds_a_hand_written_loop_and_not_a_trainer():
    loop = "for batch in batches:\n    loss = model(batch)\n    opt.zero_grad()\n    loss.backward()\n    opt.step()\n"
    assert training_loops(loop) == [1]
    assert training_loops("while True:\n    loss.backward()\n    if done: break\n    sched.step()\n") == [1]
    assert training_loops("trainer.fit(next_batch, steps)\nfor x in xs:\n    model(x).sum().backward()\n") == []


def test_no_page_after_the_trainers_has_a_training_loop_of_its_own():
    pages = pages_after_the_trainer()
    assert "book/08_vision" in pages and "book/09_encoder_only" in pages, pages
    found = {}
    for page in pages:
        for cell in nbs.read(ROOT / f"{page}.ipynb").cells:
            if cell.cell_type == "code" and training_loops(cell.source):
                found.setdefault(page, []).append(cell.get("id"))
    unexplained = {page: cells for page, cells in found.items() if page not in TEACHES_A_LOOP}
    assert not unexplained, (f"training loops of their own after {TRAINER_PAGE} (train through "
                             f"transformer.trainer.Trainer, passing loss=, optimizer=, schedule=): {unexplained}")
    assert set(TEACHES_A_LOOP) <= set(found), f"exempt but loop-free now: {sorted(set(TEACHES_A_LOOP) - set(found))}"
