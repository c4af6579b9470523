"""Grading is arithmetic-proof: a correct submission earns every point whatever the arithmetic
(hand-written; slow).

The tolerances of tests/graded are stated and justified in each module's docstring; these tests
check the two ways a correct submission could still lose a point:

* another arithmetic: the solutions, graded as Gradescope grades them, under ATen's narrowest
  vector width (ATEN_CPU_CAPABILITY=default, which the sandbox passes on to the learner's process)
  and one thread, where reductions and transcendentals round differently from the native (AVX2,
  AVX-512) ones: in test_gradescope.py, whose solved upload is graded that way (a separate
  `pytest tests/graded` of the solutions here was a fourth grading of them, 56 s of a fresh
  clone's run, 2026-11-27);
* an equivalent formula in lower precision: a positional encoding computed in float32 with
  exp(-ln(10000) 2i/d) and cos(a) written sin(a + pi/2) (7e-7 off: the old atol of 1e-6 passed it
  by less than 2x), and the learning-rate schedule computed on float32 tensors (~1e-7 off, which
  the old rel=1e-9 failed).

The bank of wrong implementations (test_grader.py) checks the other side: every known mistake still
loses its points.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import classroom

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]

FLOAT32_SINUSOID = (
    ("position = torch.arange(max_len, dtype=torch.float64)[:, None]",
     "position = torch.arange(max_len, dtype=torch.float32)[:, None]"),
    ("inv_freq = 10000.0 ** (-torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)",
     "inv_freq = torch.exp(torch.arange(0, d_model, 2, dtype=torch.float32) * -(math.log(10000.0) / d_model))"),
    ("pe = torch.zeros(max_len, d_model, dtype=torch.float64)", "pe = torch.zeros(max_len, d_model)"),
    ("pe[:, 1::2] = torch.cos(position * inv_freq)", "pe[:, 1::2] = torch.sin(position * inv_freq + math.pi / 2)"),
)
FLOAT32_SCHEDULE = (
    ("step = index + 1\n        return factor * d_model**-0.5 * min(step**-0.5, step * warmup**-1.5)",
     "step = torch.tensor(index + 1.0)\n"
     "        return (factor * torch.rsqrt(torch.tensor(float(d_model))) * torch.minimum(step.rsqrt(), step * "
     "warmup**-1.5)).item()"),
)


def graded(submissions: Path, tmp_path: Path, markers: str | None = None, **env) -> list[dict]:
    """Each graded test's outcome for the notebooks in `submissions`, run in a fresh process with `env`."""
    out = tmp_path / "outcome.json"
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/graded",
           "--submissions", str(submissions), "--grade-json", str(out)]
    if markers:
        cmd += ["-m", markers]
    full_env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_ADDOPTS", "ATEN_CPU_CAPABILITY")}
    run = subprocess.run(cmd, cwd=ROOT, env={**full_env, **env}, capture_output=True, text=True, timeout=600)
    assert out.exists(), run.stdout[-3000:] + run.stderr[-2000:]
    return json.loads(out.read_text())


def lost(outcomes: list[dict]) -> list[str]:
    return [f"{e['exercise']}/{e['test']} ({e['points']:g} points): {e['message'][:300]}"
            for e in outcomes if not e["passed"]]


def test_float32_implementations_of_the_encoding_and_the_schedule_earn_every_point(tmp_path):
    folder = tmp_path / "float32-learner"
    classroom.put(folder, "", "03", classroom.edited("03", "export-sinusoid", FLOAT32_SINUSOID))
    classroom.put(folder, "", "05", classroom.edited("05", "export-noam", FLOAT32_SCHEDULE))
    outcomes = graded(folder, tmp_path, "ex03 or ex05")
    assert {e["exercise"] for e in outcomes} == {"ex03", "ex05"}
    assert not lost(outcomes), "a correct float32 implementation loses points:\n" + "\n".join(lost(outcomes))
