"""courseware/execute.py's page runs (hand-written): a kernel that dies as it starts is started again
once; a page that fails is reported, never retried."""

from __future__ import annotations

import nbformat
import pytest
from nbclient import NotebookClient

from courseware import execute


@pytest.fixture
def page(tmp_path):
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x = 1")]), tmp_path / "tiny.ipynb")
    return tmp_path


def failing_first(monkeypatch, error: Exception) -> list[int]:
    """NotebookClient.execute raises `error` on its first call, then does nothing; the calls are counted."""
    calls = []

    def execute_once(self, *args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise error

    monkeypatch.setattr(NotebookClient, "execute", execute_once)
    return calls


def test_a_kernel_that_died_as_it_started_is_started_again_once(page, monkeypatch):
    calls = failing_first(monkeypatch, RuntimeError(execute.KERNEL_DIED_AT_START))
    result = execute.run_page("tiny", book=page)
    assert result["ok"] and len(calls) == 2, result


def test_any_other_failure_is_reported_at_once(page, monkeypatch):
    calls = failing_first(monkeypatch, RuntimeError("Kernel died while running a cell"))
    result = execute.run_page("tiny", book=page)
    assert not result["ok"] and len(calls) == 1
    assert result["error"] == "RuntimeError: Kernel died while running a cell"
