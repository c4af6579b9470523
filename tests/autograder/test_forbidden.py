"""Delegation: the library functions an exercise forbids, found however they are reached (hand-written).

Issue 31, class 5: a learner who calls PyTorch's own attention in the exercise that asks them to
write it earned full points. courseware/grader/forbidden.py declares what each exercise forbids;
the sandbox child wraps those functions (every name that holds them, torch.ops.aten's operators,
classes in place) and each reply says which were called. Each attack here is run twice:

* in a sandbox with the exercise's rules: every route is recorded, and an end-to-end grading
  scores the test 0 with a message naming the function;
* as a **control**, without them (or with --forbidden-calls flag): the same code runs, gives the
  library's right answer, and earns the points. So the attack is real and the test could fail.

The static scan (`static_uses`) is tested on disguised names, and on the learner's own names that
must not be mistaken for the library's; the solutions trigger neither.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import classroom
from courseware.grader import zygote
from courseware.grader.forbidden import FORBIDDEN, notice, static_uses
from courseware.grader.sandbox import Sandbox
from courseware.grader.submission import allowed_modules, exported_cells, preloaded_modules

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sandbox is Linux's")
ROOT = Path(__file__).resolve().parents[2]

# Per exercise: cells defining functions `route_*` (each reaches a forbidden function in its own
# way and returns a number to compare) and `allowed_*` (close to them, and not forbidden).
ROUTES = {
    "01": r'''
import torch
import torch.nn.functional as F
from torch.nn.functional import scaled_dot_product_attention as attend

q = torch.arange(24, dtype=torch.float32).reshape(1, 2, 3, 4) / 24


def expected():
    return float(attend(q, q, q).sum())


def route_functional():
    return float(F.scaled_dot_product_attention(q, q, q).sum())


def route_imported_under_another_name():
    return float(attend(q, q, q).sum())


def route_name_built_at_run_time():
    return float(getattr(F, "scaled_dot_" + "product_attention")(q, q, q).sum())


def route_torch_c():
    return float(torch._C._nn.scaled_dot_product_attention(q, q, q).sum())


def route_aten_operator():
    return float(torch.ops.aten.scaled_dot_product_attention.default(q, q, q).sum())


def route_cpu_kernel():
    return float(torch._scaled_dot_product_flash_attention_for_cpu(q, q, q)[0].sum())


def route_math_kernel():
    return float(torch.ops.aten._scaled_dot_product_attention_math(q, q, q)[0].sum())


def route_multihead_module():
    layer = torch.nn.modules.activation.MultiheadAttention(4, 2, batch_first=True)
    return float(layer(q[0], q[0], q[0])[0].shape.numel())


def operator(name):
    """An operator looked up by its name in PyTorch's registry: no Python name of it is touched."""
    found = torch._C._jit_get_operation(name)
    return found[0] if isinstance(found, tuple) else found


def route_operator_looked_up_by_name():
    return float(operator("aten::" + "scaled_dot_product_attention")(q, q, q).sum())


def route_kernel_looked_up_by_name_under_inference_mode():
    with torch.inference_mode():
        return float(operator("aten::_scaled_dot_product_flash_attention_for_cpu")(q, q, q)[0].sum())


def route_variable_functions_by_a_name_built_at_run_time():
    return float(getattr(torch._C._VariableFunctions, "_scaled_dot_product_" + "attention_math")(q, q, q)[0].sum())


def route_torchscript():
    unit = torch.jit.CompilationUnit("def f(q):\n    return torch.ops.aten.scaled_dot_product_attention(q, q, q)\n")
    return float(unit.f(q).sum())


def allowed_softmax():
    return float((q @ q.transpose(-2, -1)).softmax(-1).sum())


def allowed_operator_looked_up_by_name():
    return float(operator("aten::softmax")(q @ q.transpose(-2, -1), -1).sum())
''',
    "05": r'''
import torch
import torch.nn.functional as F

logits, target = torch.arange(15.0).reshape(3, 5) / 7, torch.tensor([1, 2, 3])


def route_keyword():
    return float(F.cross_entropy(logits, target, label_smoothing=0.1))


def route_positional():
    return float(F.cross_entropy(logits, target, None, None, -100, None, "mean", 0.1))


def route_module_positional():
    return float(torch.nn.CrossEntropyLoss(None, None, -100, None, "mean", 0.1)(logits, target))


def route_torch_c_positional():
    return float(torch._C._nn.cross_entropy_loss(logits, target, None, 1, -100, 0.1))


def route_operator_looked_up_by_name():
    found = torch._C._jit_get_operation("aten::cross_entropy_loss")
    return float((found[0] if isinstance(found, tuple) else found)(logits, target, None, 1, -100, 0.1))


def allowed_operator_without_smoothing():
    found = torch._C._jit_get_operation("aten::cross_entropy_loss")
    return float((found[0] if isinstance(found, tuple) else found)(logits, target, None, 1, -100, 0.0))


def allowed_plain_cross_entropy():
    return float(F.cross_entropy(logits, target) + torch.nn.CrossEntropyLoss(label_smoothing=0.0)(logits, target))
''',
    "07": r'''
import torch
import torch.nn.functional as F
from torch import nn

x = torch.arange(24, dtype=torch.float32).reshape(1, 4, 3, 2) / 24


def route_module():
    return float(nn.RMSNorm(2)(x).sum())


def route_functional():
    return float(F.rms_norm(x, (2,)).sum())


def route_torch():
    return float(torch.rms_norm(x, (2,)).sum())


def route_aten_overload():
    return float(torch.ops.aten.rms_norm.default(x, [2]).sum())


def route_operator_looked_up_by_name():
    found = torch._C._jit_get_operation("aten::" + "rms_norm")
    return float((found[0] if isinstance(found, tuple) else found)(x, [2]).sum())


def route_variable_functions_by_a_name_built_at_run_time():
    with torch.no_grad():
        return float(getattr(torch._C._VariableFunctions, "rms" + "_norm")(x, [2]).sum())


def route_grouped_attention():
    return float(F.scaled_dot_product_attention(x, x[:, :2], x[:, :2], enable_gqa=True).sum())


def allowed_attention_without_grouping():
    return float(F.scaled_dot_product_attention(x, x, x).sum())
''',
    "08": r'''
import sacrebleu
from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a


def route_corpus_bleu():
    return float(sacrebleu.corpus_bleu(["the cat sat"], [["the cat sat"]]).score)


def route_metric_class():
    return float(sacrebleu.metrics.bleu.BLEU().corpus_score(["the cat sat"], [["the cat sat"]]).score)


def route_static_method_of_the_class_found_in_vars():
    metric = next(value for key, value in vars(sacrebleu.metrics.bleu).items() if key.lower() == "bleu")
    return float(metric.compute_bleu([3, 2, 1, 1], [3, 2, 1, 1], 3, 3).score)


def allowed_tokenizer():
    return float(len(Tokenizer13a()("the cat, sat.").split()))
''',
}


@pytest.fixture(scope="module", autouse=True)
def zygotes():
    """The sandboxes fork from zygotes, as a grading batch's do (see tests/pipeline/test_sandbox.py)."""
    with zygote.batch():
        yield


def _box(exercise: str, rules) -> Sandbox:
    return Sandbox([("attack", ROUTES[exercise])], allow=allowed_modules(exercise), preload=preloaded_modules(exercise),
                   forbidden=rules, wall_seconds=60)


def _run(box: Sandbox, name: str) -> tuple[float, list[str]]:
    box.forbidden_used.clear()
    value = getattr(box.module, name)()
    return value, list(box.forbidden_used)


@pytest.mark.parametrize("exercise", sorted(ROUTES))
def test_every_route_to_a_forbidden_function_is_recorded(exercise, mode):
    names = [line.split("(")[0][4:] for line in ROUTES[exercise].splitlines() if line.startswith("def ")]
    routes = [n for n in names if n.startswith("route_")]
    allowed = [n for n in names if n.startswith("allowed_")]
    assert routes and allowed
    box = _box(exercise, FORBIDDEN[exercise])
    control = _box(exercise, ())
    try:
        assert not box.forbidden_at_load, box.forbidden_at_load
        for name in routes:
            value, used = _run(box, name)
            assert used, f"exercise {exercise}: {name} called a forbidden function and nothing was recorded"
            # the wrapper changes nothing but the record: the control's value is the same
            assert value == pytest.approx(_run(control, name)[0], rel=1e-6, abs=1e-6), name
        for name in allowed:
            assert _run(box, name)[1] == [], f"exercise {exercise}: {name} is allowed but was recorded"
        # the control has no rules: the same attacks run and nothing is recorded
        assert all(_run(control, name)[1] == [] for name in routes)
    finally:
        box.close()
        control.close()


def test_calls_made_while_the_cells_load_count_for_every_test():
    box = Sandbox([("attack", "import torch\nNORM = torch.nn.RMSNorm(4)\ndef f():\n    return 1\n")],
                  allow=allowed_modules("07"), forbidden=FORBIDDEN["07"], wall_seconds=60)
    try:
        assert box.forbidden_at_load == ["torch.nn.RMSNorm"]
        assert box.module.f() == 1 and box.forbidden_used == []
    finally:
        box.close()


def test_the_control_a_learner_who_delegates_attention_earns_its_points_when_flagged(tmp_path):
    """The attack of the issue (classroom.DELEGATES: PyTorch's attention twice, the weights
    recovered with an identity matrix as the values) under --forbidden-calls flag: nearly every
    point of exercise 01, each passing test recording the call. By default it scores 0, each test
    naming the function: test_grader.py grades it in the class ("cheat-delegates-to-pytorch")."""
    (tmp_path / "one").mkdir()
    nb = classroom.edited("01", "export-sdpa", replace_with=classroom.DELEGATES)
    (tmp_path / "one" / "01_attention.ipynb").write_text(json.dumps(nb))
    flag = subprocess.run([sys.executable, "-m", "pytest", "tests/graded/test_ex01_attention.py", "-q",
                           "-p", "no:cacheprovider", "--submissions", tmp_path / "one", "--forbidden-calls", "flag",
                           "--grade-json", tmp_path / "flag.json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    entries = json.loads((tmp_path / "flag.json").read_text())
    earned, total = sum(e["points"] for e in entries if e["passed"]), sum(e["points"] for e in entries)
    assert earned >= 0.8 * total, f"the attack should earn its points when flagged ({earned} of {total})\n{flag.stdout}"
    assert all(e["forbidden"] == ["torch.nn.functional.scaled_dot_product_attention"] for e in entries if e["passed"])


@pytest.mark.parametrize("code, found", [
    ("from torch.nn.functional import scaled_dot_product_attention as f", "torch.nn.functional.scaled_dot"),
    ("y = F.scaled_dot_product_attention(q, k, v)", "`scaled_dot_product_attention` (cell c, line 1)"),
    ("y = getattr(F, 'scaled_dot_product_attention')(q, k, v)", "scaled_dot_product_attention"),
    ("y = vars(F)['scaled_dot_product_attention'](q, k, v)", "scaled_dot_product_attention"),
    ("y = F.__dict__['scaled_dot_product_attention'](q, k, v)", "scaled_dot_product_attention"),
    ("y = torch.ops.aten._scaled_dot_product_attention_math(q, k, v)", "_scaled_dot_product_attention_math"),
    ("y = torch._C._VariableFunctions._scaled_dot_product_flash_attention_for_cpu(q, k, v)", "flash_attention"),
    ("m = torch.nn.MultiheadAttention(4, 2)", "MultiheadAttention"),
    ("op = torch._C._jit_get_operation('aten::scaled_dot_product_attention')", "`aten::scaled_dot_product_attention`"),
    ("u = torch.jit.CompilationUnit('def f(q):\\n return torch.ops.aten::_scaled_dot_product_attention_math(q)')",
     "aten::_scaled_dot_product_attention_math"),
])
def test_the_source_is_scanned_for_forbidden_names(code, found):
    problems = static_uses("01", [("c", code)])
    assert len(problems) == 1 and found in problems[0], problems


@pytest.mark.parametrize("exercise, code", [
    ("01", "def scaled_dot_product_attention(q, k, v):\n    return q\n\nout = scaled_dot_product_attention(1, 2, 3)"),
    ("01", "__all__ = ['scaled_dot_product_attention', 'check_mask']"),
    ("07", "class RMSNorm:\n    def f(self):\n        return self.rms_norm(1)\n\nnorm = RMSNorm()"),
    ("05", "loss = F.cross_entropy(x, y, ignore_index=0)\nloss2 = F.cross_entropy(x, y, label_smoothing=0.0)"),
    ("07", "y = F.scaled_dot_product_attention(q, k, v, enable_gqa=False)"),
    ("08", "from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a\ndef corpus_bleu(h, r):\n    return 0"),
    ("08", "scores = {'BLEU': 1.0}\nbest = scores['BLEU']"),
    ("01", "op = torch._C._jit_get_operation('aten::softmax')\nnote = 'scaled_dot_product_attention: see the book'"),
])
def test_the_learners_own_names_are_not_mistaken_for_the_librarys(exercise, code):
    assert static_uses(exercise, [("c", code)]) == []


def test_conditional_rules_flag_the_argument_only():
    assert static_uses("05", [("c", "loss = F.cross_entropy(x, y, label_smoothing=self.eps)")])
    assert static_uses("07", [("c", "y = F.scaled_dot_product_attention(q, k, v, enable_gqa=True)")])


@pytest.mark.parametrize("exercise", sorted(FORBIDDEN))
def test_the_solutions_name_nothing_forbidden_and_the_notebooks_say_what_is(exercise):
    assert static_uses(exercise, exported_cells(classroom.notebook(exercise))) == []
    header = next(c for c in json.loads(next((ROOT / "exercises").glob(f"{exercise}_*.ipynb")).read_text())["cells"]
                  if c["cell_type"] == "markdown" and "How this exercise is graded" in "".join(c["source"]))
    assert notice(exercise) in "".join(header["source"])
