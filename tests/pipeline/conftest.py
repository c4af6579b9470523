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
pages fill the other one. As soon as the harness ends, `jupyter-book build` renders the book, in
the background too; the first test that needs the book waits for both.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from courseware import portability

ROOT = Path(__file__).resolve().parents[2]

# Another arithmetic than this machine's own, the cheapest one (courseware.portability's
# neighbour_variant): 1 thread, every torch.manual_seed and random.seed moved by 1 (other initial
# weights, dropout masks and batches), and on an AVX512 machine the AVX2 kernels (vectors half as
# wide, so every softmax, norm and reduction adds in another order). An AVX2-only machine keeps its
# own kernels: the scalar ones are 1.3 to 1.6 times slower on a training step (05_real_translation
# took 963 s of a slot under them in a fresh-clone run), so they are `make portability`'s and the
# grading tests' (Gradescope's solved upload).
def ci_variant() -> portability.Variant:
    return portability.neighbour_variant(seed_offset=1)   # cached: the CPU is asked once
TIMEOUT = 2400   # seconds for all the pages (10 minutes alone here, more beside other tests) and the build
ONE_THREAD = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}

_harness: dict = {}   # the background execution: its processes, log files and folders


def _start_harness(factory) -> None:
    """Start the harness, and the thread that builds the book after it, into `_harness`."""
    out, report = factory.mktemp("book"), factory.mktemp("portability")
    log = (report / "harness.log").open("w+", encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "courseware.portability", "--variants", ci_variant().spec, "--cores", "2",
         "--out", str(report), "--cache", str(out / "_build" / ".jupyter_cache")],
        cwd=ROOT, env=ONE_THREAD, stdout=log, stderr=subprocess.STDOUT, text=True)
    _harness.update(process=process, log=log, out=out, report=report, lock=threading.Lock(),
                    build_log=(report / "build.log").open("w+", encoding="utf-8"))
    _harness["thread"] = threading.Thread(target=_build_after, args=(_harness,), daemon=True)
    _harness["thread"].start()


def _build_after(state: dict) -> None:
    """Wait for the harness (killed at TIMEOUT), then build the book from its executions, in the
    background: the build (12 s, one core) is done by the time a test needs it."""
    try:
        state["process"].wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        state["process"].kill()
        state["process"].wait()
    jb = Path(sys.executable).parent / "jupyter-book"
    with state["lock"]:   # not after the session has ended (pytest_sessionfinish)
        if state.get("stopped"):
            return
        try:
            state["build"] = subprocess.Popen(
                [str(jb), "build", str(ROOT), "--path-output", str(state["out"]), "-W", "-n", "--keep-going"],
                stdout=state["build_log"], stderr=subprocess.STDOUT, text=True, env=ONE_THREAD)
        except OSError as err:
            state["build_error"] = f"{jb} did not start: {err}"
            return
    try:
        state["build"].wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        state["build"].kill()
        state["build"].wait()


def pytest_collection_finish(session):
    """Start executing the pages now if a collected test needs the book."""
    if session.config.option.collectonly or _harness:
        return
    if any("_executions" in getattr(item, "fixturenames", ()) for item in session.items):
        _start_harness(session.config._tmp_path_factory)


def pytest_sessionfinish(session):
    """A session that ends before its book tests (-x, Ctrl-C, deselected) leaves nothing running."""
    if not _harness:
        return
    with _harness["lock"]:
        _harness["stopped"] = True
        for name in ("process", "build"):
            process = _harness.get(name)
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()


@pytest.fixture(scope="session")
def _executions(tmp_path_factory) -> dict:
    if not _harness:   # not started at collection (a plugin ran the test some other way): start now
        _start_harness(tmp_path_factory)
    _harness["thread"].join()   # every wait in it has a timeout
    if "build" not in _harness:
        pytest.fail(_harness.get("build_error", "the book was not built"))
    _harness["log"].seek(0)
    _harness["build_log"].seek(0)
    build = subprocess.CompletedProcess(_harness["build"].args, _harness["build"].returncode,
                                        _harness["build_log"].read(), "")
    return {"build": build, "html": _harness["out"] / "_build" / "html", "variant": _harness["process"],
            "variant_log": _harness["log"].read(), "report": _harness["report"]}


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
