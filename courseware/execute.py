"""Execute the book's pages, several at a time (hand-written): `python -m courseware.execute`.

Jupyter Book 1 executes the pages of a cold build one after the other. Most pages train small
models, which keep one core busy and gain little from a second thread, so on two cores the build
takes nearly twice as long as it needs to. `make book` therefore first runs this module: every
page that is not yet in Jupyter Book's execution cache (_build/.jupyter_cache) is executed, `--jobs`
at a time with one torch thread each, and stored in that cache exactly as myst-nb stores what it
executes itself. `jupyter-book build` then finds every page in the cache and executes nothing.

Each page runs as the book runs it: the text that courseware.sphinx_ext.book_notebook makes of the
chapter (directives stripped, solutions in place), in a fresh kernel whose working folder is book/.
A page that fails here is not cached: the build executes it again and reports the error the usual
way. The portability harness (courseware/portability.py) runs pages through `run_in_child` too.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from . import ROOT

BOOK = ROOT / "book"
CACHE = ROOT / "_build" / ".jupyter_cache"   # where `jupyter-book build .` keeps its execution cache
CELL_TIMEOUT = 1200   # seconds per cell: the slowest training cell takes a few minutes on 1 thread
# What jupyter_client says when a kernel dies as it starts, before any cell runs. Kernels started at
# the same moment can race for a TCP port that both picked (jupyter/jupyter_client#154,
# ipython/ipykernel#412): seen once on 2026-11-28 in a fresh-clone run of CI's command, 0.75 s into
# an nbval run, no cell run. A run that ends with it is started again, once (here and in
# tests/pipeline/test_notebooks.py); a page's own failure never is: no cell has run.
KERNEL_DIED_AT_START = "Kernel died before replying to kernel_info"


def pages() -> list[str]:
    """The executed pages of the book (notebooks listed in _toc.yml), in the book's order."""
    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [c["file"] for part in toc["parts"] for c in part["chapters"]]
    return [Path(f).name for f in files if (ROOT / f).with_suffix(".ipynb").exists()]


def as_built(page: str, book: Path | None = None) -> nbformat.NotebookNode:
    """The page as the book executes it (see courseware/sphinx_ext.py)."""
    from . import notebooks as nbs
    from .sphinx_ext import book_notebook

    path = (book or BOOK) / f"{page}.ipynb"
    nb = nbformat.read(path, as_version=4)
    return book_notebook(nb, path) if nbs.CHAPTER_RE.match(path.name) else nb


def glued(nb) -> dict[str, str]:
    """{name: text} of every value the notebook glued (myst-nb's glue stores it in the output)."""
    values = {}
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            book = out.get("metadata", {}).get("scrapbook", {})
            if book.get("name"):   # myst-nb 1.x keeps the value under a prefixed mime type
                data = out.get("data", {})
                values[book["name"]] = data.get(book.get("mime_prefix", "") + "text/plain", data.get("text/plain", ""))
    return values


def run_page(page: str, save: Path | None = None, book: Path | None = None) -> dict:
    """Execute the page in a fresh kernel of this process's environment; `save` the executed notebook."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = as_built(page, book)
    start = time.perf_counter()
    result = {"page": page, "ok": True, "error": None}
    try:   # record_timing=False: the cache keys on cell metadata, which must stay as the build has it
        for attempt in (1, 2):
            try:
                NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3", record_timing=False,
                               resources={"metadata": {"path": str(book or BOOK)}}).execute()
                break
            except RuntimeError as err:   # a kernel that died as it started: once more (see above)
                if attempt == 2 or KERNEL_DIED_AT_START not in str(err):
                    raise
    except CellExecutionError as err:
        lines = [line for line in str(err).splitlines() if line.strip()]
        result.update(ok=False, error="\n".join(lines[-6:]))
    except Exception as err:   # a dead kernel, a timeout: the page failed, say how
        result.update(ok=False, error=f"{type(err).__name__}: {err}")
    result["seconds"] = round(time.perf_counter() - start, 1)
    result["glued"] = glued(nb)
    if save is not None and result["ok"]:
        nbformat.write(nb, save)
    return result


def run_in_child(page: str, env: dict, timeout: float, save: Path | None = None) -> dict:
    """run_page in a child process with the environment `env` (one fresh process per page)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "result.json"
        cmd = [sys.executable, "-m", "courseware.execute", "--run-one", page, "--result", str(out)]
        if save is not None:
            cmd += ["--save", str(save)]
        start = time.perf_counter()
        try:
            done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"page": page, "ok": False, "error": f"timed out after {timeout:.0f} s", "seconds": timeout,
                    "glued": {}}
        if out.exists():
            return json.loads(out.read_text())
        return {"page": page, "ok": False, "seconds": round(time.perf_counter() - start, 1), "glued": {},
                "error": f"the child failed (status {done.returncode}): {done.stderr[-2000:]}"}


def _cache_key(cache, nb) -> str | None:
    """The cache record's key of this notebook's code, or None if it is not cached."""
    try:
        return cache.match_cache_notebook(nb).hashkey
    except KeyError:
        return None


def execute_missing(jobs: int = 2, cache_path: Path = CACHE, timeout: float = 3600, log=print,
                    only: list[str] | None = None) -> list[dict]:
    """Execute every page (of `only`, if given) missing from the cache, `jobs` at a time with one thread
    each; cache the ones that pass. Returns the results of the pages it ran."""
    from jupyter_cache import get_cache

    cache = get_cache(str(cache_path))
    todo = [p for p in (only or pages()) if _cache_key(cache, as_built(p)) is None]
    if not todo:
        log(f"every page is in {cache_path}: nothing to execute")
        return []
    log(f"executing {len(todo)} page(s) not in {cache_path}, {jobs} at a time, one thread each")
    env = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    results = []
    with tempfile.TemporaryDirectory() as tmp, cf.ThreadPoolExecutor(max_workers=jobs) as pool:
        saved = {p: Path(tmp) / f"{p}.ipynb" for p in todo}
        futures = {pool.submit(run_in_child, p, env, timeout, saved[p]): p for p in todo}
        for fut in cf.as_completed(futures):
            page, res = futures[fut], fut.result()
            results.append(res)
            if not res["ok"]:
                log(f"FAIL {res['seconds']:7.1f} s  {page} (the build will run it again and report)")
                continue
            cache_executed(cache, page, saved[page], res["seconds"])
            log(f"pass {res['seconds']:7.1f} s  {page}")
    return results


def cache_executed(cache, page: str, executed_path: Path, seconds: float) -> None:
    """Store the executed page (a notebook run_page saved) in Jupyter Book's cache `cache`, under the
    key the build looks up: the outputs go into the very notebook the build makes of the chapter."""
    from jupyter_cache.base import CacheBundleIn

    built = as_built(page)
    executed = nbformat.read(executed_path, as_version=4)
    for cell, done in zip(built.cells, executed.cells, strict=False):
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = done.outputs, done.execution_count
    for key in ("widgets", "language_info"):   # the widgets' state: the page's figures need it
        if key in executed.metadata:
            built.metadata[key] = executed.metadata[key]
    cache.cache_notebook_bundle(
        CacheBundleIn(built, str(BOOK / f"{page}.ipynb"), data={"execution_seconds": seconds}),
        check_validity=False, overwrite=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware.execute", description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="pages executed at once, one thread each (default: 2, or 1 on one core)")
    parser.add_argument("--cache", type=Path, default=CACHE, help=f"Jupyter Book's execution cache (default {CACHE})")
    parser.add_argument("--run-one", help=argparse.SUPPRESS)
    parser.add_argument("--result", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--save", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.run_one:
        args.result.write_text(json.dumps(run_page(args.run_one, args.save)))
        return 0
    if args.jobs < 1:
        parser.error(f"--jobs must be a positive integer, got {args.jobs}")
    start = time.perf_counter()
    execute_missing(args.jobs, args.cache)
    print(f"executed in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
