"""Fixtures of the pipeline tests (hand-written): the book executed twice, side by side.

`html` is a cold build of the whole book (every page executes), with -W, as `make book` runs it.
`portability_report` is every page executed again by the portability harness under CI_VARIANT,
another arithmetic and other seeds (courseware/portability.py, issue 16). The two run at the same
time, each on one core with one torch thread, so the second costs little more wall time than
the first; on two cores that is faster than one after the other with two threads each.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The scalar kernels (the narrowest vector width, so every softmax, norm and reduction rounds
# differently from the AVX2/AVX512 kernels the build uses), 1 thread, and every torch.manual_seed
# and random.seed moved by 1 (other initial weights, dropout masks and batches).
CI_VARIANT = "default/1/seed+1"
TIMEOUT = 2400   # seconds for each execution of the book: 15 min was measured on a slow stretch


@pytest.fixture(scope="session")
def _executions(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("book")
    report = tmp_path_factory.mktemp("portability")
    one_thread = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    variant = subprocess.Popen(
        [sys.executable, "-m", "courseware.portability", "--variants", CI_VARIANT, "--cores", "1",
         "--out", str(report)],
        cwd=ROOT, env=one_thread, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        jb = Path(sys.executable).parent / "jupyter-book"
        build = subprocess.run(
            [str(jb), "build", str(ROOT), "--path-output", str(out), "-W", "-n", "--keep-going"],
            capture_output=True, text=True, timeout=TIMEOUT, env=one_thread)
        log, _ = variant.communicate(timeout=TIMEOUT)
    finally:
        if variant.poll() is None:
            variant.kill()
    return {"build": build, "html": out / "_build" / "html", "variant": variant, "variant_log": log,
            "report": report}


@pytest.fixture(scope="session")
def html(_executions) -> Path:
    """The cold build of the whole book."""
    run = _executions["build"]
    assert run.returncode == 0, f"jupyter-book build failed:\n{run.stdout[-5000:]}\n{run.stderr[-3000:]}"
    return _executions["html"]


@pytest.fixture(scope="session")
def portability_report(_executions) -> str:
    """The harness's report of every page under CI_VARIANT; fails if a page failed."""
    log = _executions["variant_log"]
    print(log[-6000:])
    assert _executions["variant"].returncode == 0, f"a page fails under {CI_VARIANT}:\n{log[-8000:]}"
    return (_executions["report"] / "report.md").read_text(encoding="utf-8")
