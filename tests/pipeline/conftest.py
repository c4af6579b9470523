"""Fixtures of the pipeline tests (hand-written): the book, every page executed once.

Every page is executed by the portability harness (courseware/portability.py, issue 16) under
CI_VARIANT, another arithmetic and other seeds than this machine's own, two pages at a time with one
torch thread each, the longest first; each page that passes is stored in the build's execution
cache, and `jupyter-book build` (with -W, as `make book` runs it) then renders those executions and
executes nothing. So every page runs once, and its asserts, the book's claims, are checked under
an arithmetic the page was not written on. `make book` runs the same pages under this machine's own
arithmetic, also two at a time (courseware/execute.py); `make portability` runs them under every
variant.
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
TIMEOUT = 2400   # seconds for all the pages (about 10 minutes here) and for the build


@pytest.fixture(scope="session")
def _executions(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("book")
    report = tmp_path_factory.mktemp("portability")
    one_thread = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    variant = subprocess.run(
        [sys.executable, "-m", "courseware.portability", "--variants", CI_VARIANT, "--cores", "2",
         "--out", str(report), "--cache", str(out / "_build" / ".jupyter_cache")],
        cwd=ROOT, env=one_thread, capture_output=True, text=True, timeout=TIMEOUT)
    jb = Path(sys.executable).parent / "jupyter-book"
    build = subprocess.run(
        [str(jb), "build", str(ROOT), "--path-output", str(out), "-W", "-n", "--keep-going"],
        capture_output=True, text=True, timeout=TIMEOUT, env=one_thread)
    return {"build": build, "html": out / "_build" / "html", "variant": variant,
            "variant_log": variant.stdout + variant.stderr, "report": report}


@pytest.fixture(scope="session")
def html(_executions) -> Path:
    """The build of the whole book, from the executions of `_executions`."""
    run = _executions["build"]
    assert run.returncode == 0, f"jupyter-book build failed:\n{run.stdout[-5000:]}\n{run.stderr[-3000:]}"
    return _executions["html"]


@pytest.fixture(scope="session")
def build_log(_executions) -> str:
    """What `jupyter-book build` printed."""
    return _executions["build"].stdout + _executions["build"].stderr


@pytest.fixture(scope="session")
def portability_report(_executions) -> str:
    """The harness's report of every page under CI_VARIANT; fails if a page failed."""
    log = _executions["variant_log"]
    print(log[-6000:])
    assert _executions["variant"].returncode == 0, f"a page fails under {CI_VARIANT}:\n{log[-8000:]}"
    return (_executions["report"] / "report.md").read_text(encoding="utf-8")
