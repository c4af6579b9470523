"""A clean install, the way a learner gets one (hand-written; slow).

Every other test runs in the checkout's editable install. Here nothing comes from the checkout but
what pip installs: a fresh virtual environment outside it gets torch as Colab has it, already installed (this
environment's CPU build, its files hard-linked: nothing of 1 GB to unpack), then runs a page's
Colab cell (courseware/colab.py) as Colab would, with the cell's address pointed at this checkout
(`git+file://`, so pip clones the commit and builds the package from it; its other requirements
come from the package index). From a folder outside the checkout it then imports the package,
runs the `transformer` command (help, a short training, a generation), reads the data the package
ships, imports every module and name that any page of the book imports, and executes the notebook
a reader gets from chapter 01's download button with that environment's own kernel.

What it proves: pyproject.toml's requirements and package data are complete (nothing is found
only because the checkout is on sys.path), and the Colab cell's mechanism works. What it cannot:
the real address (no network here) and Colab's own Python and torch. Every page is executed
once by the page harness (tests/pipeline/conftest.py); executing a second one here proved no more
than its imports do (the translation page, 112 s alone here, ran until 2026-11-28).
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from courseware import colab
from courseware import notebooks as nbs

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
PAGE = "01_attention"   # the page executed here, as the download button gives it
TIMEOUT = 900


def run(cmd, cwd: Path, env: dict, timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    result = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=timeout)
    assert result.returncode == 0, f"{' '.join(map(str, cmd))}:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result


def preinstall_torch(site: Path) -> bool:
    """Put this environment's torch into the site-packages `site` as installed files of its own:
    every file hard-linked (no copy of 1 GB, and pip uninstalling it there would only unlink them),
    its metadata copied. False where hard links cannot be made (another file system)."""
    import importlib.metadata

    dist = importlib.metadata.distribution("torch")
    here = Path(dist.locate_file(""))
    tops = {Path(str(f)).parts[0] for f in dist.files if not str(f).startswith("..")}
    try:
        for top in sorted(tops):
            source = here / top
            if source.is_dir():
                shutil.copytree(source, site / top, copy_function=os.link, symlinks=True)
            elif source.is_file():
                os.link(source, site / top)
    except OSError:
        for top in tops:
            shutil.rmtree(site / top, ignore_errors=True)
        return False
    return True


@pytest.fixture(scope="module")
def clean(tmp_path_factory) -> dict:
    """A fresh environment with the package installed by a page's Colab cell; a folder outside the
    checkout to work in."""
    base = tmp_path_factory.mktemp("clean-install")
    assert ROOT not in base.parents, "the clean environment must lie outside the checkout"
    if not (ROOT / ".git").exists():
        pytest.fail(f"{ROOT} is not a git checkout: the Colab cell installs from a git repository")
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTEST_ADDOPTS") and not k.startswith(("PYTEST", "TFS_"))}
    venv = base / "venv"
    run([sys.executable, "-m", "venv", venv], base, env)
    python = venv / "bin" / "python"
    env.update(VIRTUAL_ENV=str(venv), PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}")
    pip = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    # torch as Colab has it before the cell runs: already installed, here this suite's own CPU build
    if not preinstall_torch(Path(run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                                     base, env).stdout.strip())):
        version = torch.__version__.split("+")[0]
        offline = subprocess.run([*pip, "--no-index", "--no-deps", f"torch=={version}"], cwd=base, env=env,
                                 capture_output=True, text=True, timeout=TIMEOUT)
        if offline.returncode != 0:
            pytest.skip(f"torch {version} can neither be linked from {Path(torch.__file__).parent} nor installed "
                        f"offline (a fresh install would download a CUDA build of several GB): "
                        f"{offline.stderr.strip()[-300:]}")
    # the Colab cell of chapter 01, as Colab runs it, installing from this checkout
    cell = next(c for c in nbs.read(ROOT / "book" / "01_attention.ipynb").cells if c.get("id") == colab.CELL_ID)
    spec = colab.package_spec(colab.repository_url())
    assert cell.source == colab.cell_source(colab.repository_url()) and f'"{spec}"' in cell.source
    script = base / "colab_cell.py"
    script.write_text("import sys, types\nsys.modules['google.colab'] = types.ModuleType('google.colab')   # on Colab\n"
                      + cell.source.replace(f'"{spec}"', repr(f"git+file://{ROOT}")).replace("#| hide\n", ""))
    run([python, script], base, env)
    work = base / "reader"
    work.mkdir()
    return {"python": python, "bin": venv / "bin", "env": env, "work": work, "pip": pip}


def test_the_package_comes_from_the_environment_not_the_checkout(clean):
    out = run([clean["python"], "-c", "import courseware, transformer, sys; print(transformer.__file__); "
               "print(courseware.__file__); print(sys.prefix)"], clean["work"], clean["env"]).stdout.split()
    for path in out[:2]:
        assert Path(path).is_relative_to(out[2]) and not Path(path).is_relative_to(ROOT), (
            f"{path}: imported from outside the fresh environment")


def test_the_command_trains_and_generates(clean):
    work, env = clean["work"], clean["env"]
    transformer = clean["bin"] / "transformer"
    assert "train" in run([transformer, "--help"], work, env).stdout
    # the README's first example, as a learner runs it, cut to 4 steps
    (work / "lm.toml").write_text(run([transformer, "config", "lm"], work, env).stdout)
    run([transformer, "train", "lm.toml", "-o", "runs/lm", "--steps", "4", "--no-progress"], work, env)
    text = run([transformer, "generate", "runs/lm", "--prompt", "The "], work, env).stdout
    assert text.startswith("The "), text


def test_the_shipped_data_is_in_the_installed_package(clean):
    code = ("from transformer.lm import load_corpus\n"
            "from transformer.translation import load_parallel_corpus\n"
            "from transformer.vision import load_digits\n"
            "corpus = load_parallel_corpus()\n"
            "print(len(corpus['train']), len(corpus['test']), len(load_digits()[0]), len(load_corpus()[0]))\n")
    out = run([clean["python"], "-c", code], clean["work"], clean["env"]).stdout.split()
    train, test, digits, characters = map(int, out)
    assert train > 10_000 and test > 1_000 and digits == 1797 and characters > 100_000, out


@pytest.fixture(scope="module")
def with_kernel(clean) -> dict:
    """The clean environment with what a reader opens a notebook with, installed once for the pages."""
    run([*clean["pip"], "ipykernel", "nbclient"], clean["work"], clean["env"])
    return clean


def page_imports(page: Path) -> dict[str, list[str]]:
    """{module: [names imported from it]} of the code cells of `page` (IPython's magic and shell lines
    skipped; `import m` and relative imports: no names). An import in a `try` that catches its
    ImportError is optional (tomllib: Python 3.11 and newer), and left out."""
    imports: dict[str, list[str]] = {}
    for cell in nbs.read(page).cells:
        if cell.cell_type != "code":
            continue
        lines = [line for line in cell.source.splitlines() if not line.lstrip().startswith(("%", "!"))]
        tree = ast.parse("\n".join(lines), filename=f"{page.name}, cell {cell.get('id')}")
        optional = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.Try)
                    and {ast.unparse(h.type) for h in node.handlers if h.type} & {"ImportError", "ModuleNotFoundError"}
                    for statement in node.body for inner in ast.walk(statement)}
        for node in ast.walk(tree):
            if id(node) in optional:
                continue
            if isinstance(node, ast.Import):
                for alias in node.names:
                    imports.setdefault(alias.name, [])
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module != "__future__":
                imports.setdefault(node.module, []).extend(a.name for a in node.names if a.name != "*")
    return imports


def test_every_page_finds_what_it_imports_in_the_clean_environment(with_kernel):
    """Each module that a page of the book imports, and each name it imports from one, is there in
    the environment a learner installed (a package missing from pyproject.toml, a module or name the
    installed package lacks)."""
    wanted: dict[str, set[str]] = {}
    for page in sorted((ROOT / "book").glob("*.ipynb")):
        for module, names in page_imports(page).items():
            wanted.setdefault(module, set()).update(names)
    assert {"transformer.translation", "sacrebleu", "num2words", "ipywidgets", "seaborn"} <= set(wanted), (
        f"the scan of the pages' imports missed modules they import: found {sorted(wanted)}")
    code = textwrap.dedent("""\
        import importlib, json, sys
        missing = []
        for module, names in json.loads(sys.argv[1]).items():
            try:
                imported = importlib.import_module(module)
            except Exception as err:
                missing.append(f"{module}: {type(err).__name__}: {err}")
                continue
            for name in names:
                if not hasattr(imported, name):
                    try:
                        importlib.import_module(f"{module}.{name}")
                    except Exception as err:
                        missing.append(f"{module}.{name}: {type(err).__name__}: {err}")
        print(json.dumps(missing))
        """)
    listing = json.dumps({module: sorted(names) for module, names in sorted(wanted.items())})
    out = run([with_kernel["python"], "-c", code, listing], with_kernel["work"], with_kernel["env"]).stdout
    missing = json.loads(out.splitlines()[-1])
    assert not missing, "the pages import what the clean environment lacks:\n" + "\n".join(missing)


def test_a_downloaded_page_runs_in_the_clean_environment(with_kernel):
    """The page as the book's download button gives it (the .ipynb of book/), in a folder of its own,
    executed by that environment's kernel; a last cell says which Python and package ran it."""
    clean, page = with_kernel, PAGE
    work, env = clean["work"], clean["env"]
    folder = work / page
    folder.mkdir()
    shutil.copy(ROOT / "book" / f"{page}.ipynb", folder)
    probe = "import sys, transformer\nprint(sys.prefix)\nprint(transformer.__file__)"
    code = textwrap.dedent(f"""\
        import nbformat, nbclient, sys
        nb = nbformat.read({page!r} + ".ipynb", as_version=4)
        nb.cells.append(nbformat.v4.new_code_cell({probe!r}))
        nbclient.NotebookClient(nb, timeout=600, kernel_name="python3").execute()
        print(nb.cells[-1].outputs[0]["text"])
        """)
    prefix, package = run([clean["python"], "-c", code], folder, {**env, "OMP_NUM_THREADS": "1"}).stdout.split()[-2:]
    python_prefix = run([clean["python"], "-c", "import sys; print(sys.prefix)"], work, env).stdout.strip()
    assert prefix == python_prefix and Path(package).is_relative_to(prefix), (prefix, package)
