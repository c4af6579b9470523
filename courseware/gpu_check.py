"""`make gpu-check`: what a machine with a GPU must show, prepared here and run there in one call
(hand-written).

    make gpu-check        # here, without a GPU: prepare, say what a GPU machine would run, rehearse

On a GPU machine that reaches no package registry, with the checkout and its .whl/ copied there:

    python3 -m pip install -q --no-index --no-deps --target /tmp/gpu-site .whl/*.whl
    PYTHONPATH=/tmp/gpu-site:. python3 -m courseware.gpu_check --out OUT

Preparation (on any machine with the registry): the wheels the GPU machine lacks, into .whl/. What
the package, the graded tests and the notebook runner need is followed from this environment's
installed distributions (their requirements, read for CPython 3.12 on Linux), pinned to the
versions installed here, less what the GPU machine's image already holds (`GPU_IMAGE`, as the
device notes list it); a package published only as source (docopt) is built into a wheel here.

On a machine with CUDA it then runs, the first three side by side, the benchmark alone, within
`BUDGET` seconds in all (the device allows one call of 8 minutes):
1. `pytest -m cuda tests/package tests/graded`: every CUDA-marked test (tests/graded has none: the
   grader runs learners' code on the CPU, in its sandbox, on any machine);
2. the graded tests on the solutions and on the untouched exercises: every point and none, as on
   the CPU (here, the CUDA build of torch and another processor under the same graded tests);
3. the page 06_cli executed by the portability harness: its `transformer train` trains on the GPU
   (the command picks CUDA where there is one), and the page's asserts must hold there;
4. `python -m benchmarks.gpu`: the GPU rows of the benchmark table, each a ratio measured in the run.
It writes OUT/gpu-check.md (each step's outcome and seconds, the device, the benchmark's rows: what
the README records) and each step's log. Without CUDA it prints each step's command and rehearses
step 4 at toy sizes on the CPU (`--smoke`), so that what runs there cannot rot here unnoticed.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import importlib.metadata as md
import json
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

from . import ROOT

PROJECT = "transformer-from-scratch"
WHEELS = ROOT / ".whl"
BUDGET = 460   # seconds for every step, inside the device's 8-minute call with room for the wheels' install

# The GPU machine's Python and what its image already holds (the device notes' package list,
# read 2026-11-17: torch 2.11.0+cu130 on Python 3.12.3). A requirement found here is not carried.
GPU_PYTHON = "3.12"
GPU_IMAGE = frozenset("""
absl-py accelerate aiofiles aiohappyeyeballs aiohttp aiosignal annotated-doc anyio attrs botorch build certifi
charset-normalizer chex click cloudpickle cmake colorama contourpy coverage cuda-bindings cuda-core
cuda-pathfinder cuda-toolkit cupy-cuda13x cycler cython diffrax e3nn einops equinox etils execnet filelock
flatbuffers flax fonttools formulaic frozenlist fsspec gpytorch grpcio h11 h5py hf-xet httpcore httpx
huggingface-hub humanize hypothesis idna imageio iniconfig interface-meta jax jax-cuda13-pjrt jax-cuda13-plugin
jaxlib jaxtyping jinja2 joblib kiwisolver lazy-loader lightning lightning-utilities linear-operator lineax
llvmlite lxml markdown markdown-it-py markupsafe matplotlib mdurl meson ml-dtypes mpi4py mpmath msgpack
multidict multipledispatch mypy-extensions nanobind narwhals networkx ninja numba numba-cuda numpy numpyro
nvidia-cublas nvidia-cuda-cupti nvidia-cuda-nvrtc nvidia-cuda-runtime nvidia-cudnn-cu13 nvidia-cufft
nvidia-cufile nvidia-curand nvidia-cusolver nvidia-cusparse nvidia-cusparselt-cu13 nvidia-ml-py
nvidia-nccl-cu13 nvidia-nvjitlink nvidia-nvshmem-cu13 nvidia-nvtx onnx onnx-ir onnxruntime onnxscript
opencv-python-headless optax opt-einsum opt-einsum-fx optimistix orbax-checkpoint packaging pandas pathspec
patsy peft pillow pip pluggy portalocker prometheus-client propcache protobuf psutil pyarrow pybind11
py-cpuinfo pygments pyparsing pyproject-hooks pyre-extensions pytest pytest-benchmark pytest-cov pytest-mock
pytest-timeout pytest-xdist python-dateutil pytorch-lightning pyyaml regex requests rich sacrebleu
safetensors scikit-build-core scikit-image scikit-learn scipy seaborn sentencepiece sentence-transformers
setuptools shellingham simplejson six sortedcontainers statsmodels sympy tabulate tensorboard
tensorboard-data-server tensorstore threadpoolctl tifffile tiktoken timm tokenizers toolz torch torchaudio
torchdiffeq torch-geometric torchmetrics torchvision tqdm transformers treescope triton typer
typing-extensions typing-inspect urllib3 uvloop wadler-lindig werkzeug wheel wrapt xarray xxhash yarl zipp
""".split())
# The test extra's requirements the check does not use there: the browser test's driver.
NOT_CARRIED = frozenset({"playwright"})
PLATFORMS = ("manylinux_2_28_x86_64", "manylinux_2_27_x86_64", "manylinux_2_24_x86_64", "manylinux_2_17_x86_64",
             "manylinux2014_x86_64", "manylinux1_x86_64")


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def target_environment(extra: str = "") -> dict[str, str]:
    """PEP 508 marker values of the GPU machine's interpreter (CPython 3.12 on x86-64 Linux)."""
    env = default_environment()
    env.update(python_version=GPU_PYTHON, python_full_version=f"{GPU_PYTHON}.3", sys_platform="linux",
               platform_system="Linux", platform_machine="x86_64", os_name="posix", implementation_name="cpython",
               platform_python_implementation="CPython", extra=extra)
    return env


def requirements(dist: str, extras: tuple[str, ...] = ()) -> list[Requirement]:
    """The requirements of the installed distribution `dist` (and of its `extras`) that apply there."""
    found = []
    for line in md.requires(dist) or []:
        req = Requirement(line)
        if req.marker is None or any(req.marker.evaluate(target_environment(e)) for e in ("", *extras)):
            found.append(req)
    return found


def needed_wheels() -> dict[str, str]:
    """{distribution: version installed here} of everything the check needs there that its image lacks:
    the project's requirements and its test extra's, and theirs, down to what the image holds."""
    pins: dict[str, str] = {}
    todo = [r for r in requirements(PROJECT, ("test",)) if normalized(r.name) not in NOT_CARRIED]
    while todo:
        req = todo.pop()
        name = normalized(req.name)
        if name in GPU_IMAGE or name in pins:
            continue
        try:
            version = md.version(req.name)
        except md.PackageNotFoundError:
            raise RuntimeError(f"{req.name} (required as {req}) is not installed here: run `make env` first") from None
        if not req.specifier.contains(version, prereleases=True):
            raise RuntimeError(f"{req.name} {version} installed here does not satisfy {req}")
        pins[name] = version
        todo.extend(requirements(req.name))
    return dict(sorted(pins.items()))


def wheel_of(folder: Path, name: str, version: str) -> Path | None:
    """The wheel of name==version in `folder`, if there is one (wheel names write '-' as '_')."""
    stem = re.sub(r"[-_.]+", "_", name).lower()
    for path in folder.glob("*.whl"):
        dist, ver = path.name.split("-")[:2]
        if re.sub(r"[-_.]+", "_", dist).lower() == stem and ver == version:
            return path
    return None


def download(pins: dict[str, str], folder: Path, log=print) -> list[Path]:
    """The wheels of `pins` for the GPU machine in `folder`: fetched from the registry (binary wheels
    for CPython 3.12 on manylinux), or built here where a version is published as source only."""
    folder.mkdir(parents=True, exist_ok=True)
    missing = {n: v for n, v in pins.items() if wheel_of(folder, n, v) is None}
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    target = ["--only-binary=:all:", "--python-version", GPU_PYTHON, "--implementation", "cp",
              *(f"--platform={p}" for p in PLATFORMS)]
    if missing:
        log(f"fetching {len(missing)} wheels into {folder}: {', '.join(missing)}")
        batch = subprocess.run([*pip, "download", "--no-deps", *target, "-d", str(folder),
                                *(f"{n}=={v}" for n, v in missing.items())], capture_output=True, text=True)
        if batch.returncode != 0:   # one without a wheel stops the batch: then one at a time
            for name, version in missing.items():
                if wheel_of(folder, name, version):
                    continue
                one = subprocess.run([*pip, "download", "--no-deps", *target, "-d", str(folder), f"{name}=={version}"],
                                     capture_output=True, text=True)
                if one.returncode != 0:   # source only: build it (pure Python, or it could not run there)
                    built = subprocess.run([*pip, "wheel", "--no-deps", "-w", str(folder), f"{name}=={version}"],
                                           capture_output=True, text=True)
                    if built.returncode != 0:
                        raise RuntimeError(f"no wheel of {name}=={version} for CPython {GPU_PYTHON} on Linux:\n"
                                           f"{one.stderr[-1500:]}\n{built.stderr[-1500:]}")
    wheels = [wheel_of(folder, n, v) for n, v in pins.items()]
    lost = [n for n, w in zip(pins, wheels, strict=True) if w is None]
    if lost:
        raise RuntimeError(f"wheels missing from {folder} after fetching: {', '.join(lost)}")
    native = [w.name for w in wheels if not w.name.endswith("-none-any.whl") and "cp312" not in w.name
              and "abi3" not in w.name]
    if native:
        raise RuntimeError(f"wheels that CPython {GPU_PYTHON} cannot install: {', '.join(native)}")
    return wheels


@dataclass(frozen=True)
class Step:
    name: str
    command: tuple[str, ...]
    limit: float        # seconds
    alone: bool = False   # timed: runs after the others, with the machine to itself

    def shown(self) -> str:
        return " ".join(self.command)


def steps(out: Path, py: str = "python3") -> list[Step]:
    quiet = (py, "-m", "pytest", "-q", "-p", "no:cacheprovider")
    return [
        Step("CUDA tests", (*quiet, "-m", "cuda", "tests/package", "tests/graded"), 240),
        Step("graded: solutions", (*quiet, "tests/graded", "--submissions", "solutions",
                                   "--grade-json", str(out / "grades-solutions.json")), 240),
        Step("graded: untouched exercises", (*quiet, "tests/graded", "--submissions", "exercises",
                                             "--grade-json", str(out / "grades-exercises.json")), 240),
        Step("page 06_cli on the GPU", (py, "-m", "courseware.portability", "--pages", "06_cli", "--variants",
                                        "native/4", "--cores", "4", "--out", str(out / "page")), 240),
        Step("benchmark rows", (py, "-m", "benchmarks.gpu"), 200, alone=True),
    ]


def points(path: Path) -> tuple[float, float, int]:
    """(points earned, points possible, tests) of a --grade-json file (a list of Outcome entries)."""
    outcomes = json.loads(path.read_text(encoding="utf-8"))
    earned = sum(float(o["points"]) for o in outcomes if o["passed"])
    return earned, sum(float(o["points"]) for o in outcomes), len(outcomes)


def run_step(step: Step, out: Path, deadline: float) -> dict:
    limit = max(1.0, min(step.limit, deadline - time.monotonic()))
    log = out / (re.sub(r"[^a-z0-9]+", "-", step.name.lower()).strip("-") + ".log")
    start = time.monotonic()
    with log.open("w", encoding="utf-8") as sink:
        try:
            rc = subprocess.run(step.command, cwd=ROOT, stdout=sink, stderr=subprocess.STDOUT, timeout=limit).returncode
        except subprocess.TimeoutExpired:
            rc = f"stopped after {limit:.0f} s"
    return {"step": step, "rc": rc, "seconds": time.monotonic() - start, "log": log}


def verdict(result: dict, out: Path) -> str:
    """pass/FAIL and what was found, for each step (one table cell: no '|' of its own)."""
    step, rc = result["step"], result["rc"]
    if isinstance(rc, str):   # stopped at its limit
        return f"FAIL: {rc}"
    lines = result["log"].read_text(encoding="utf-8", errors="replace").strip().splitlines()
    if step.name.startswith("graded"):
        which = "solutions" if "solutions" in step.name else "exercises"
        grades = out / f"grades-{which}.json"
        if not grades.exists():
            return f"FAIL: no grades written ({lines[-1][:200] if lines else 'no output'})"
        earned, possible, tests = points(grades)
        expected = possible if which == "solutions" else 0.0
        ok = earned == expected and possible > 0
        return f"{'pass' if ok else 'FAIL'}: {earned:g} / {possible:g} points over {tests} tests (CPU: {expected:g})"
    if step.alone:   # the benchmark: its rows follow the table
        rows = sum(line.startswith("| ") for line in lines) - 1
        return f"{'pass' if rc == 0 and rows > 0 else 'FAIL'}: {max(rows, 0)} rows (below)"
    said = lines[-1][:200].replace("|", "/") if lines else "no output"
    return f"{'pass' if rc == 0 else 'FAIL'}: {said}"


def on_gpu(out: Path) -> int:
    import torch

    out.mkdir(parents=True, exist_ok=True)
    device = f"{torch.cuda.get_device_name(0)}, torch {torch.__version__}, Python {sys.version.split()[0]}"
    print(f"gpu-check on {device}", flush=True)
    deadline = time.monotonic() + BUDGET
    plan = steps(out, sys.executable)
    with cf.ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda s: run_step(s, out, deadline), [s for s in plan if not s.alone]))
    results += [run_step(s, out, deadline) for s in plan if s.alone]
    lines = [f"# make gpu-check, {date.today().isoformat()}: {device}", "", "| step | outcome | seconds |",
             "|---|---|---|"]
    failed = 0
    for result in results:
        said = verdict(result, out)
        failed += said.startswith("FAIL")
        lines.append(f"| {result['step'].name} | {said} | {result['seconds']:.0f} |")
    bench = next(r for r in results if r["step"].alone)["log"].read_text(encoding="utf-8", errors="replace")
    lines += ["", *[line for line in bench.splitlines() if line.startswith("|")]]
    report = "\n".join(lines) + "\n"
    (out / "gpu-check.md").write_text(report, encoding="utf-8")
    print(report, flush=True)
    return 1 if failed else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="make gpu-check: prepare here, run on a machine with CUDA")
    parser.add_argument("--out", type=Path, default=ROOT / "_build" / "gpu-check", help="where the report goes")
    parser.add_argument("--wheels", type=Path, default=WHEELS, help="where the carried wheels go (default .whl/)")
    parser.add_argument("--no-download", action="store_true", help="list the wheels, fetch none")
    args = parser.parse_args(argv)
    import torch

    if torch.cuda.is_available():
        return on_gpu(args.out)
    pins = needed_wheels()
    print(f"no CUDA device here: preparing for a GPU machine (Python {GPU_PYTHON}, no registry)", flush=True)
    print(f"{len(pins)} wheels its image lacks: " + ", ".join(f"{n}=={v}" for n, v in pins.items()), flush=True)
    if not args.no_download:
        wheels = download(pins, args.wheels)
        size = sum(w.stat().st_size for w in wheels) / 2**20
        print(f"in {args.wheels}: {len(wheels)} wheels, {size:.1f} MB (they travel with the checkout)", flush=True)
    print("\nthere, in one call (the checkout and the wheels copied over):", flush=True)
    print(f"  python3 -m pip install -q --no-index --no-deps --target /tmp/gpu-site {args.wheels.name}/*.whl")
    print("  PYTHONPATH=/tmp/gpu-site:. python3 -m courseware.gpu_check --out $OUT")
    print(f"which runs (the first {len(steps(args.out)) - 1} side by side, then the benchmark alone; "
          f"{BUDGET} s in all):")
    for step in steps(Path("$OUT")):
        print(f"  {step.name:28} {step.shown()}   (at most {step.limit:.0f} s)")
    print("\nrehearsing the benchmark at toy sizes on the CPU (benchmarks/gpu.py --smoke):", flush=True)
    return subprocess.run([sys.executable, "-m", "benchmarks.gpu", "--smoke"], cwd=ROOT).returncode


if __name__ == "__main__":
    raise SystemExit(main())
