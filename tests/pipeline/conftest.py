"""Fixtures of the pipeline tests (hand-written): the book, every page executed once, in the
background while the other tests run.

Every page is executed by the portability harness (courseware/portability.py, issue 16) under
ci_variant(), another arithmetic and other seeds than this machine's own, two pages at a time with one
torch thread each, the longest first; each page that passes is stored in the build's execution
cache, and `jupyter-book build` (with -W, as `make book` runs it) then renders those executions and
executes nothing. So every page runs once, and its asserts, the book's claims, are checked under
an arithmetic the page was not written on. `make book` runs the same pages under this machine's own
arithmetic, also two at a time (courseware/execute.py); `make portability` runs them under every
variant.

The harness starts as soon as the session knows that a test needs the book (the end of collection),
and runs beside the tests that come before the book's: most of those keep one core busy, so the
pages fill the other one. The first test that needs the book waits for the harness, then builds.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from courseware import portability

ROOT = Path(__file__).resolve().parents[2]

# Another arithmetic than this machine's own, the cheapest one (courseware.portability's
# neighbour_variant): on this project's AVX512 machines the AVX2 kernels (vectors half as wide, so
# every softmax, norm and reduction adds in another order), 1 thread, and every torch.manual_seed and
# random.seed moved by 1 (other initial weights, dropout masks and batches). The scalar kernels are
# 1.6 times slower on a training step here: they are `make portability`'s and the grading tests'.
def ci_variant() -> portability.Variant:
    return portability.neighbour_variant(seed_offset=1)   # cached: the CPU is asked once
TIMEOUT = 2400   # seconds for all the pages (10 minutes alone here, more beside other tests) and the build
ONE_THREAD = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}

_harness: dict = {}   # the background execution: its process, log file and folders


def _start_harness(factory) -> dict:
    out, report = factory.mktemp("book"), factory.mktemp("portability")
    log = (report / "harness.log").open("w+", encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "courseware.portability", "--variants", ci_variant().spec, "--cores", "2",
         "--out", str(report), "--cache", str(out / "_build" / ".jupyter_cache")],
        cwd=ROOT, env=ONE_THREAD, stdout=log, stderr=subprocess.STDOUT, text=True)
    return {"process": process, "log": log, "out": out, "report": report}


def pytest_collection_finish(session):
    """Start executing the pages now if a collected test needs the book."""
    if session.config.option.collectonly or _harness:
        return
    if any("_executions" in getattr(item, "fixturenames", ()) for item in session.items):
        _harness.update(_start_harness(session.config._tmp_path_factory))


def pytest_sessionfinish(session):
    """A session that ends before its book tests (-x, Ctrl-C, deselected) leaves no harness running."""
    process = _harness.get("process")
    if process is not None and process.poll() is None:
        process.kill()
        process.wait()


@pytest.fixture(scope="session")
def _executions(tmp_path_factory) -> dict:
    if not _harness:   # not started at collection (a plugin ran the test some other way): start now
        _harness.update(_start_harness(tmp_path_factory))
    try:
        _harness["process"].wait(timeout=TIMEOUT)
    finally:
        if _harness["process"].poll() is None:
            _harness["process"].kill()
    _harness["log"].seek(0)
    log = _harness["log"].read()
    out = _harness["out"]
    jb = Path(sys.executable).parent / "jupyter-book"
    build = subprocess.run(
        [str(jb), "build", str(ROOT), "--path-output", str(out), "-W", "-n", "--keep-going"],
        capture_output=True, text=True, timeout=TIMEOUT, env=ONE_THREAD)
    return {"build": build, "html": out / "_build" / "html", "variant": _harness["process"],
            "variant_log": log, "report": _harness["report"]}


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
    """The harness's report of every page under ci_variant(); fails if a page failed."""
    log = _executions["variant_log"]
    print(log[-6000:])
    assert _executions["variant"].returncode == 0, f"a page fails under {ci_variant().spec}:\n{log[-8000:]}"
    return (_executions["report"] / "report.md").read_text(encoding="utf-8")
