"""The book's claims hold under another arithmetic (hand-written).

The fixture `portability_report` (conftest.py) executes every page under ci_variant(), another
vector width of PyTorch's kernels, one thread and other seeds, with the portability harness
(courseware/portability.py): a claim that holds only on the machine that wrote it fails here. The
book the other pipeline tests read is rendered from these executions, which the build finds in its
cache (checked here: it executes nothing). The other tests check the harness itself.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from courseware import execute
from courseware import portability as port

ROOT = Path(__file__).resolve().parents[2]


def _probe(variant: port.Variant) -> list[str]:
    """What a Python process started with the variant's environment sees after importing torch."""
    code = ("import random, torch; torch.set_num_threads(7); torch.manual_seed(5); random.seed(5); "
            "print(torch.get_num_threads(), torch.initial_seed(), random.random(), "
            "torch.backends.cpu.get_cpu_capability())")
    done = subprocess.run([sys.executable, "-c", code], env=variant.env(), capture_output=True, text=True,
                          check=True, cwd=ROOT)
    return done.stdout.split()


def test_the_variant_reaches_every_process_of_a_page():
    threads, seed, draw, capability = _probe(port.Variant("default", 1, 3))
    assert threads == "1", "the page's own set_num_threads(7) must not override the variant's 1 thread"
    assert seed == "8", "torch.manual_seed(5) must seed 5 + 3 under seed offset 3"
    import random
    random.seed(8)
    assert float(draw) == random.random(), "random.seed(5) must seed 5 + 3 under seed offset 3"
    assert capability == "DEFAULT"


def test_the_native_variant_changes_nothing():
    threads, seed, draw, _ = _probe(port.Variant())
    import random
    random.seed(5)
    assert (threads, seed, float(draw)) == ("7", "5", random.random())


@pytest.mark.parametrize("text, expected", [
    ("avx2/1", port.Variant("avx2", 1, 0)),
    ("native/2/seed+3", port.Variant(None, 2, 3)),
    ("DEFAULT/1", port.Variant("default", 1, 0)),
])
def test_variants_parse(text, expected):
    assert port.Variant.parse(text) == expected


@pytest.mark.parametrize("widest, expected", [("avx512", "avx2/1/seed+1"), ("avx2", "avx2/1/seed+1"),
                                               ("default", "default/1/seed+1")])
def test_the_neighbour_variant_narrows_the_vectors_but_never_to_scalar(monkeypatch, widest, expected):
    """CI's variant: AVX2 on an AVX512 CPU, the CPU's own kernels otherwise (the scalar kernels, 1.3 to
    1.6 times slower, are make portability's), always 1 thread and other seeds; what it writes for the
    harness's command line is read back the same."""
    monkeypatch.setattr(port, "cpu_capability", lambda: widest)
    variant = port.neighbour_variant(seed_offset=1)
    assert variant.spec == expected and port.Variant.parse(variant.spec) == variant
    assert variant.threads == 1 and variant.seed_offset == 1


@pytest.mark.parametrize("text, message", [
    ("avx3/1", "capability must be one of"),
    ("avx2/0", "threads must be a positive integer, got '0'"),
    ("avx2", "a variant is CAPABILITY/THREADS"),
    ("avx2/1/seed3", "the third part is seed+K, got 'seed3'"),
])
def test_bad_variants_are_refused_by_name(text, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        port.Variant.parse(text)


def test_the_default_variants_cover_every_capability_of_this_cpu_and_two_seeds():
    variants = port.default_variants(seeds=2)
    widest = port.CAPABILITIES.index(port.cpu_capability())
    assert {v.capability for v in variants if v.capability} == set(port.CAPABILITIES[: widest + 1])
    assert {v.threads for v in variants} == {1, 2}
    assert sorted(v.seed_offset for v in variants if v.seed_offset) == [1, 2]


def test_spread_reads_glued_text():
    assert port.spread(["'98.8%'", "'99.1%'", "'98.8%'"]) == "98.8 .. 99.1"
    assert port.spread(["2.5", "2.5"]) == "2.5"
    assert port.spread(["'dead'", "'vanishing'"]) == "dead | vanishing"


def test_an_unknown_page_is_refused(capsys):
    with pytest.raises(SystemExit):
        port.main(["--pages", "no_such_page"])
    assert "no executed page named ['no_such_page']" in capsys.readouterr().err


def test_a_failing_claim_fails_the_harness(tmp_path, monkeypatch):
    """A page whose assert fails under a variant is reported as FAIL with the assert's cell."""
    book = tmp_path / "book"
    book.mkdir()
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import torch\ntorch.manual_seed(0)\nx = torch.rand(1).item()"),
                nbformat.v4.new_code_cell("assert x == 0.49625658988952637, 'a seed-lucky claim'")]
    nbformat.write(nb, book / "lucky.ipynb")
    assert execute.run_page("lucky", book=book)["ok"], "the claim holds with the page's own seed"
    monkeypatch.setattr(os, "environ", {**os.environ, **port.Variant(None, 1, 1).env()})
    result = execute.run_page("lucky", book=book)   # the kernel gets this process's environment
    assert not result["ok"] and "a seed-lucky claim" in result["error"]


@pytest.mark.slow
def test_every_page_under_another_arithmetic(portability_report):
    """Every executed page of the book passes under conftest.ci_variant() (run beside the build)."""
    assert "FAIL" not in portability_report
    assert portability_report.count("| pass") == len(port.pages()), portability_report


def test_the_book_renders_the_executions_and_runs_nothing(portability_report, build_log):
    """Every page the harness executed is found in the build's cache: none runs twice."""
    assert "Executing notebook" not in build_log, "the build executed a page the harness had cached"
    used = build_log.count("Using cached notebook")
    assert used == len(port.pages()), f"{used} pages came from the cache, of {len(port.pages())}:\n{build_log[-3000:]}"


def test_pages_executed_ahead_are_found_in_the_books_cache(tmp_path):
    """`make book` executes pages two at a time into Jupyter Book's cache (courseware/execute.py): the
    cache must then hold each page under the key myst-nb looks up, and a second run executes nothing."""
    from jupyter_cache import get_cache

    lines = []
    results = execute.execute_missing(jobs=1, cache_path=tmp_path, log=lines.append, only=["00_introduction"])
    assert [r["ok"] for r in results] == [True], results
    cache = get_cache(str(tmp_path))
    record = cache.match_cache_notebook(execute.as_built("00_introduction"))   # KeyError if not found
    cached = cache.get_cache_bundle(record.pk).nb
    assert any(cell.get("outputs") for cell in cached.cells), "the cached page has no outputs"
    assert execute.execute_missing(jobs=1, cache_path=tmp_path, log=lines.append, only=["00_introduction"]) == []
    assert "nothing to execute" in lines[-1]
