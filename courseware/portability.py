"""The portability harness (hand-written): `make portability`, or
`python -m courseware.portability [--pages ...] [--variants ...] [--jobs N]`.

The book executes training runs and asserts and quotes what they give. A claim that holds only on
the machine that wrote it is a red build, or prose that contradicts its output, on a reader's
laptop, a Mac or a GPU. This harness executes the pages of the book under other arithmetics on this
one machine, and under other seeds:

* ``ATEN_CPU_CAPABILITY`` = default | avx2 | avx512 (up to what the CPU has): the vector width of
  PyTorch's own kernels (softmax, layer norm, reductions, element-wise ops), whose results differ
  in the last bits from one width to another;
* 1 or 2 torch threads (a page's own ``torch.set_num_threads`` is overridden), which changes how
  reductions are split;
* a seed offset: every ``torch.manual_seed(s)`` and ``random.seed(s)`` seeds ``s + k`` (initial
  weights, dropout, batches). A claim that flips with the seed is a coin toss on another machine.

Each (page, variant) runs in a process of its own (courseware.execute.run_in_child: the page as
the book runs it, in a fresh kernel) with the variant's environment
(courseware/variant/sitecustomize.py applies the threads and the seed in every Python process the
page starts, torchrun's workers too). A page passes when every cell runs without error: its
asserts are its claims. Numbers the prose quotes are glued (myst-nb ``glue``); the harness gathers
every glued value and prints its spread over the variants.

With one variant, `--cache PATH` stores every page that passes in a Jupyter Book execution cache,
under the key the build looks up, so that `jupyter-book build` renders that execution and runs
nothing: the test suite builds its book so, every page executed once, under another arithmetic.

Output: a table page by variant (pass or FAIL, seconds), the spread of each glued number, and the
same as Markdown and JSON in _build/portability/. Exit status 1 if any page failed anywhere.
"""

from __future__ import annotations

import argparse
import ast
import concurrent.futures as cf
import dataclasses
import datetime as dt
import functools
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from . import ROOT
from .execute import cache_executed, pages, run_in_child

HOOK = Path(__file__).resolve().parent / "variant"
OUT = ROOT / "_build" / "portability"
CAPABILITIES = ("default", "avx2", "avx512")   # ATen's CPU capabilities, narrowest first
# Started first: about 7 minutes on one thread, four times any other page, so the other pages fill
# the second core beside it instead of leaving it to run alone at the end.
LONGEST = ("05_real_translation",)

@dataclasses.dataclass(frozen=True)
class Variant:
    """One arithmetic: capability None = the CPU's own; threads None = torch's default."""

    capability: str | None = None
    threads: int | None = None
    seed_offset: int = 0

    @property
    def name(self) -> str:
        parts = [self.capability or "native", f"{self.threads}t" if self.threads else "default-threads"]
        if self.seed_offset:
            parts.append(f"seed+{self.seed_offset}")
        return " ".join(parts)

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if k not in ("ATEN_CPU_CAPABILITY", "TFS_THREADS", "TFS_SEED_OFFSET")}
        if self.capability:
            env["ATEN_CPU_CAPABILITY"] = self.capability
        if self.threads:
            env["TFS_THREADS"] = env["OMP_NUM_THREADS"] = str(self.threads)
        if self.seed_offset:
            env["TFS_SEED_OFFSET"] = str(self.seed_offset)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HOOK), str(ROOT), env.get("PYTHONPATH")]))
        # torch.compile's kernels, compiled for one capability, must not be reused under another: its
        # cache does not key on ATEN_CPU_CAPABILITY (06_performance failed to load them under 'default')
        cache = f"torchinductor-{self.capability or 'native'}"
        env["TORCHINDUCTOR_CACHE_DIR"] = str(Path(tempfile.gettempdir()) / cache)
        env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
        return env

    @property
    def spec(self) -> str:
        """What `parse` reads back, 'avx2/1/seed+1' (a variant with torch's default threads has none)."""
        if self.threads is None:
            raise ValueError(f"{self.name}: only a variant with a number of threads has a spec")
        seeds = f"/seed+{self.seed_offset}" if self.seed_offset else ""
        return f"{self.capability or 'native'}/{self.threads}{seeds}"

    @classmethod
    def parse(cls, text: str) -> Variant:
        """'avx2/1' (capability/threads), 'native/2', 'native/2/seed+1'."""
        parts = text.strip().split("/")
        if not 2 <= len(parts) <= 3:
            raise ValueError(f"a variant is CAPABILITY/THREADS[/seed+K], got {text!r}")
        cap, threads = parts[0].lower(), parts[1]
        if cap not in CAPABILITIES + ("native",):
            raise ValueError(f"capability must be one of {CAPABILITIES + ('native',)}, got {cap!r} in {text!r}")
        if not threads.isdigit() or int(threads) < 1:
            raise ValueError(f"threads must be a positive integer, got {threads!r} in {text!r}")
        offset = 0
        if len(parts) == 3:
            if not parts[2].startswith("seed+") or not parts[2][5:].isdigit():
                raise ValueError(f"the third part is seed+K, got {parts[2]!r} in {text!r}")
            offset = int(parts[2][5:])
        return cls(None if cap == "native" else cap, int(threads), offset)


@functools.cache
def cpu_capability() -> str:
    """The widest ATen CPU capability of this machine ('default' where it has no AVX2)."""
    code = "import torch; print(torch.backends.cpu.get_cpu_capability())"
    env = {k: v for k, v in os.environ.items() if k != "ATEN_CPU_CAPABILITY"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    found = out.stdout.strip().lower()
    return found if found in CAPABILITIES else "default"


def neighbour_variant(seed_offset: int = 1) -> Variant:
    """Another arithmetic than this machine's own, the cheapest one: 1 thread, seeds moved by
    `seed_offset` (other initial weights, dropout masks and batches: a larger change than any last
    bit), and on an AVX512 CPU the AVX2 kernels (vectors half as wide, so every softmax, norm and
    reduction adds in another order). Never the scalar kernels where the CPU has vector ones: slower
    by 1.3 to 1.6 times on training, they are left to `make portability` and to the graded tests'
    narrowest-arithmetic case, so an AVX2 CPU keeps its own kernels here (and a CPU with only the
    scalar kernels, those)."""
    own = cpu_capability()
    return Variant("avx2" if own == "avx512" else own, 1, seed_offset)


def default_variants(seeds: int = 2) -> list[Variant]:
    """Every capability up to the CPU's own, each with 1 and 2 threads; then `seeds` seed offsets with the
    CPU's own capability."""
    widest = CAPABILITIES.index(cpu_capability())
    variants = [Variant(cap, t) for cap in CAPABILITIES[: widest + 1] for t in (1, 2)]
    return variants + [Variant(None, 1, k) for k in range(1, seeds + 1)]   # 1 thread: two run side by side


def run_all(page_names: list[str], variants: list[Variant], cores: int, timeout: float, log=print,
            save: Path | None = None) -> dict:
    """Every page under every variant, as many at once as their threads fit in `cores`, the LONGEST
    pages first; with one variant, `save` is a folder that receives each executed page (PAGE.ipynb)."""
    if save is not None and len(variants) != 1:
        raise ValueError(f"pages are saved under one variant only, got {len(variants)} variants")
    first = [p for p in LONGEST if p in page_names]
    jobs = [(p, v) for v in variants for p in first + [p for p in page_names if p not in first]]
    results: dict[tuple[str, Variant], dict] = {}
    free, cond = [cores], threading.Condition()

    def one(page, variant, need):
        try:
            res = results[page, variant] = run_in_child(
                page, variant.env(), timeout, None if save is None else save / f"{page}.ipynb")
        finally:
            with cond:
                free[0] += need
                cond.notify_all()
        log(f"{'pass' if res['ok'] else 'FAIL'} {res['seconds']:7.1f} s  {page:22s} {variant.name}", flush=True)
        if not res["ok"]:
            log("      " + res["error"].replace("\n", "\n      "), flush=True)

    with cf.ThreadPoolExecutor(max_workers=cores) as pool:
        futures = []
        for page, variant in jobs:   # in order: a job starts once the cores its threads need are free
            need = min(variant.threads or cores, cores)
            with cond:
                cond.wait_for(lambda need=need: free[0] >= need)
                free[0] -= need
            futures.append(pool.submit(one, page, variant, need))
        for fut in futures:
            fut.result()
    return results


def spread(values: list[str]) -> str:
    """'min .. max' of numbers (or the distinct texts if they are not numbers)."""
    texts = []
    for v in values:
        try:
            texts.append(str(ast.literal_eval(v)))   # glue stores a repr: '98.8%' with its quotes
        except (SyntaxError, ValueError):
            texts.append(v)
    values = texts
    try:   # a number, maybe with a unit after it: '98.8%', '40 s', '0.17M'
        nums = [float(re.match(r"\s*([-+]?[\d.,]+(?:e[-+]?\d+)?)", v, re.I).group(1).replace(",", "")) for v in values]
    except (AttributeError, ValueError):
        distinct = sorted(set(values))
        return " | ".join(distinct) if len(distinct) <= 3 else f"{len(distinct)} distinct values"
    lo, hi = min(nums), max(nums)
    return f"{lo:g}" if lo == hi else f"{lo:g} .. {hi:g}"


def report(results: dict, page_names: list[str], variants: list[Variant], seconds: float) -> str:
    """The Markdown report: the table page by variant, then the spread of every glued number."""
    import torch

    lines = [
        f"Portability of the book's claims, {dt.date.today().isoformat()}: "
        f"{platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} cores, torch {torch.__version__}, widest CPU capability {cpu_capability()}; "
        f"{len(page_names)} pages x {len(variants)} variants in {seconds / 60:.0f} min "
        "(1-thread variants ran two at a time).",
        "",
        "| page | " + " | ".join(v.name for v in variants) + " |",
        "|---|" + "---|" * len(variants),
    ]
    for page in page_names:
        cells = []
        for v in variants:
            r = results[page, v]
            cells.append(f"{'pass' if r['ok'] else '**FAIL**'} {r['seconds']:.0f} s")
        lines.append(f"| {page} | " + " | ".join(cells) + " |")
    quoted = [(page, name) for page in page_names for name in sorted(
        {n for v in variants for n in results[page, v]["glued"]})]
    if quoted:
        lines += ["", "| page | quoted number (glue) | spread over the variants |", "|---|---|---|"]
        for page, name in quoted:
            vals = [results[page, v]["glued"][name] for v in variants if name in results[page, v]["glued"]]
            lines.append(f"| {page} | {name} | {spread(vals)} |")
    failures = [(p, v, results[p, v]["error"]) for v in variants for p in page_names if not results[p, v]["ok"]]
    for page, v, err in failures:
        lines += ["", f"FAIL {page} under {v.name}:", "```", err, "```"]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware.portability", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="variants: CAPABILITY/THREADS[/seed+K], CAPABILITY one of native, "
                                            "default, avx2, avx512; e.g. --variants default/1,avx2/2,native/2/seed+1")
    parser.add_argument("--pages", help="comma-separated page names (default: every executed page of the book)")
    parser.add_argument("--variants", help="comma-separated variants (default: every capability up to the CPU's, "
                                           "1 and 2 threads, and 2 seed offsets)")
    parser.add_argument("--seeds", type=int, default=2, help="seed offsets in the default variants (default 2)")
    parser.add_argument("--cores", type=int, default=os.cpu_count() or 1,
                        help="threads to fill at once: 1-thread variants run side by side (default: all cores)")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds one page may take (default 3600)")
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder for report.md and results.json (default {OUT})")
    parser.add_argument("--cache", type=Path,
                        help="with one variant: store every page that passes in this Jupyter Book execution "
                             "cache (e.g. _build/.jupyter_cache), so that a build renders these executions")
    args = parser.parse_args(argv)

    known = pages()
    chosen = known if not args.pages else [p.strip() for p in args.pages.split(",") if p.strip()]
    unknown = [p for p in chosen if p not in known]
    if unknown:
        parser.error(f"--pages: no executed page named {unknown}; the pages are {', '.join(known)}")
    try:
        variants = ([Variant.parse(v) for v in args.variants.split(",")] if args.variants
                    else default_variants(args.seeds))
    except ValueError as err:
        parser.error(f"--variants: {err}")
    widest = CAPABILITIES.index(cpu_capability())
    too_wide = [v.name for v in variants if v.capability and CAPABILITIES.index(v.capability) > widest]
    if too_wide:
        parser.error(f"--variants: this CPU's widest capability is {CAPABILITIES[widest]}, so {too_wide} cannot run "
                     "(ATEN_CPU_CAPABILITY only lowers it)")
    if args.cache is not None and len(variants) != 1:
        parser.error(f"--cache: pages are cached under one variant only, got {len(variants)}")
    print(f"{len(chosen)} pages x {len(variants)} variants: {', '.join(v.name for v in variants)}", flush=True)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as executed:
        results = run_all(chosen, variants, args.cores, args.timeout,
                          save=None if args.cache is None else Path(executed))
        if args.cache is not None:
            from jupyter_cache import get_cache

            cache = get_cache(str(args.cache))
            for page in chosen:
                if results[page, variants[0]]["ok"]:
                    cache_executed(cache, page, Path(executed) / f"{page}.ipynb", results[page, variants[0]]["seconds"])
    text = report(results, chosen, variants, time.perf_counter() - start)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "report.md").write_text(text, encoding="utf-8")
    (args.out / "results.json").write_text(json.dumps(
        [{"variant": v.name, **results[p, v]} for v in variants for p in chosen], indent=1), encoding="utf-8")
    print("\n" + text)
    return 0 if all(r["ok"] for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
