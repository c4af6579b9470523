"""`make gpu-check` where there is no GPU (courseware/gpu_check.py; hand-written): what CI can prove
of the check a GPU machine runs, so that it cannot rot between the rare loans of one.

* The wheels it carries: everything the package, the graded tests and the notebook runner need
  that the GPU machine's image lacks (nbval, ipykernel, num2words...), pinned to the versions
  installed here, and nothing the image holds (torch, numpy, pytest). Fetching them needs the
  registry, so CI does not: a wheel is found under either spelling of its name, an existing one is
  not fetched again, and one that CPython 3.12 cannot install is refused by name.
* The CPU mode prints the command to start it there and every step, and rehearses the benchmark
  at toy sizes: every row of the GPU table is measured, by the code the GPU runs.
* A graded step passes only with the points the CPU gives: every point for the solutions, none
  for the untouched exercises.
"""

from __future__ import annotations

import importlib.metadata as md
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from courseware import gpu_check

ROOT = Path(__file__).resolve().parents[2]


def test_the_wheels_are_what_the_gpu_machine_lacks_at_the_versions_here():
    pins = gpu_check.needed_wheels()
    assert {"nbval", "ipykernel", "nbformat", "nbclient", "num2words", "pyzmq", "jupyter-client"} <= set(pins), pins
    assert not set(pins) & gpu_check.GPU_IMAGE, "a package the image holds would be carried"
    assert not {"torch", "numpy", "pytest", "playwright"} & set(pins), pins
    assert all(md.version(name) == version for name, version in pins.items())


def test_wheels_are_found_under_either_spelling_and_not_fetched_again(tmp_path, monkeypatch):
    for name in ("nest_asyncio2-1.7.4-py3-none-any.whl", "pyzmq-27.3.0-cp312-abi3-manylinux_2_28_x86_64.whl"):
        (tmp_path / name).write_bytes(b"")
    assert gpu_check.wheel_of(tmp_path, "nest-asyncio2", "1.7.4").name.startswith("nest_asyncio2")
    assert gpu_check.wheel_of(tmp_path, "nest-asyncio2", "1.7.5") is None

    def no_pip(*args, **kwargs):
        raise AssertionError(f"pip was called for wheels already there: {args}")

    monkeypatch.setattr(gpu_check.subprocess, "run", no_pip)
    assert len(gpu_check.download({"nest-asyncio2": "1.7.4", "pyzmq": "27.3.0"}, tmp_path)) == 2


def test_a_wheel_for_another_python_is_refused_by_name(tmp_path, monkeypatch):
    (tmp_path / "rpds_py-1.0-cp311-cp311-manylinux_2_17_x86_64.whl").write_bytes(b"")
    monkeypatch.setattr(gpu_check.subprocess, "run", None)   # nothing to fetch: it must not be called
    with pytest.raises(RuntimeError, match="cannot install: rpds_py-1.0-cp311"):
        gpu_check.download({"rpds-py": "1.0"}, tmp_path)


def graded(tmp_path: Path, which: str, passed: list[bool]) -> dict:
    outcomes = [{"exercise": "ex01", "test": f"t{i}", "points": 2.0, "passed": p} for i, p in enumerate(passed)]
    (tmp_path / f"grades-{which}.json").write_text(json.dumps(outcomes))
    log = tmp_path / f"{which}.log"
    log.write_text("done\n")
    step = next(s for s in gpu_check.steps(tmp_path) if which in s.name)
    return {"step": step, "rc": 0 if all(passed) else 1, "seconds": 1.0, "log": log}


@pytest.mark.parametrize("which, passed, verdict", [
    ("solutions", [True, True], "pass: 4 / 4 points"),
    ("solutions", [True, False], "FAIL: 2 / 4 points"),
    ("exercises", [False, False], "pass: 0 / 4 points"),
    ("exercises", [False, True], "FAIL: 2 / 4 points"),
])
def test_a_graded_step_passes_only_with_the_cpus_points(tmp_path, which, passed, verdict):
    assert gpu_check.verdict(graded(tmp_path, which, passed), tmp_path).startswith(verdict)


def test_without_a_gpu_it_says_what_it_would_run_and_rehearses_the_benchmark(tmp_path):
    env = {**os.environ, "CUDA_VISIBLE_DEVICES": "", "OMP_NUM_THREADS": "1"}
    run = subprocess.run([sys.executable, "-m", "courseware.gpu_check", "--no-download", "--out", str(tmp_path)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    out = run.stdout
    assert "no CUDA device here" in out and "python3 -m courseware.gpu_check --out $OUT" in out, out[:2000]
    for step in gpu_check.steps(Path("$OUT")):
        assert step.shown() in out, f"the plan does not show {step.name}"
    rows = [line for line in out.splitlines() if line.startswith("| ") and " | cpu | " in line]
    names = " ".join(row.split(" | ")[0] for row in rows)
    for row in ("training step, float32, explicit attention", "training step, bf16 autocast, fused attention",
                "model FLOPs utilisation, bf16, nn.Transformer", "attention L = 128", "greedy decoding"):
        assert row in names, f"the rehearsal measured no row {row!r}:\n{out[-3000:]}"
    assert any("same tokens: True" in row for row in rows), "cached decoding must give the uncached tokens"


def test_make_gpu_check_runs_the_module():
    dry = subprocess.run(["make", "--no-print-directory", "-n", "gpu-check"], cwd=ROOT, capture_output=True,
                         text=True)
    assert "-m courseware.gpu_check" in dry.stdout, dry.stdout + dry.stderr


def test_on_a_gpu_each_step_is_judged_and_the_report_written(tmp_path, monkeypatch):
    """The GPU mode's own logic, run here with stand-in steps: steps run side by side, then the
    timed one alone; a step past its limit is stopped and fails; the report names the device and
    holds each step's verdict and the benchmark's rows."""
    def grades(name: str, passed: bool) -> str:
        rows = [{"exercise": "ex01", "test": "t", "points": 3.0, "passed": passed}]
        return f"import json; open({str(tmp_path / name)!r}, 'w').write(json.dumps({rows!r}))"

    py = sys.executable
    stand_ins = [
        gpu_check.Step("CUDA tests", (py, "-c", "print('83 passed')"), 60),
        gpu_check.Step("graded: solutions", (py, "-c", grades("grades-solutions.json", True)), 60),
        gpu_check.Step("graded: untouched exercises", (py, "-c", grades("grades-exercises.json", True)), 60),
        gpu_check.Step("page 06_cli on the GPU", (py, "-c", "import time; time.sleep(30)"), 2),
        gpu_check.Step("benchmark rows", (py, "-c", "print('| benchmark | measured |\\n|---|---|\\n"
                                                   "| training step | 1.0 ms |')"), 60, alone=True),
    ]
    monkeypatch.setattr(gpu_check, "steps", lambda out, py="python3": stand_ins)
    monkeypatch.setattr("torch.cuda.get_device_name", lambda index=0: "NVIDIA H100 80GB HBM3")
    assert gpu_check.on_gpu(tmp_path) == 1, "a failed step fails the check"
    report = (tmp_path / "gpu-check.md").read_text()
    assert "NVIDIA H100 80GB HBM3, torch " in report.splitlines()[0], report
    verdicts = {line.split(" | ")[0][2:]: line.split(" | ")[1] for line in report.splitlines()
                if line.startswith("| ") and line.count(" | ") == 2 and not line.startswith("| step ")}
    assert verdicts["CUDA tests"] == "pass: 83 passed", verdicts
    assert verdicts["graded: solutions"].startswith("pass: 3 / 3 points"), verdicts
    assert verdicts["graded: untouched exercises"].startswith("FAIL: 3 / 3 points"), "the skeleton must earn none"
    assert verdicts["page 06_cli on the GPU"].startswith("FAIL") and "stopped after 2 s" in report, report
    assert verdicts["benchmark rows"] == "pass: 1 rows (below)", verdicts
    assert "| benchmark | measured |\n|---|---|\n| training step | 1.0 ms |" in report, report
