"""Fixtures of the pipeline tests (hand-written): one build of the book, shared."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def html(tmp_path_factory) -> Path:
    """A cold build of the whole book (every chapter executes) with -W, as `make book` runs it."""
    out = tmp_path_factory.mktemp("book")
    jb = Path(sys.executable).parent / "jupyter-book"
    run = subprocess.run(
        [str(jb), "build", str(ROOT), "--path-output", str(out), "-W", "-n", "--keep-going"],
        capture_output=True, text=True, timeout=2400,  # 15 min measured on a slow stretch of 2 cores
    )
    assert run.returncode == 0, f"jupyter-book build failed:\n{run.stdout[-5000:]}\n{run.stderr[-3000:]}"
    return out / "_build" / "html"
