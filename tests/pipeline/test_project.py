"""Project-level promises (hand-written): environment files agree, sources are clean, CI runs the
README's command."""

from __future__ import annotations

import re
from pathlib import Path

import tomllib
import yaml

from courseware import colab
from courseware import notebooks as nbs

ROOT = Path(__file__).resolve().parents[2]


def _requirements() -> dict[str, str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    reqs = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        reqs += extra
    parsed = {}
    for req in reqs:
        name, spec = re.match(r"^([A-Za-z0-9_.\-]+)\s*(.*)$", req).groups()
        parsed[name.lower()] = spec.replace(" ", "")
    return parsed


def _conda() -> dict[str, str]:
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    found = {}
    for dep in env["dependencies"]:
        items = dep["pip"] if isinstance(dep, dict) else [dep]
        for item in items:
            name, spec = re.match(r"^([A-Za-z0-9_.\-]+)\s*(.*)$", item).groups()
            found[name.lower()] = spec.replace(" ", "")
    return found


def test_environment_yml_matches_pyproject():
    wanted, conda = _requirements(), _conda()
    for name, spec in wanted.items():
        assert name in conda, f"environment.yml lacks {name} (pyproject.toml asks for {name}{spec})"
        assert conda[name] == spec, f"{name}: pyproject.toml says {spec!r}, environment.yml says {conda[name]!r}"
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    assert "cpuonly" in env["dependencies"], "environment.yml must pin a CPU build of torch (cpuonly)"
    assert "pytorch" in env["channels"], "environment.yml takes torch from the pytorch channel"


def test_book_notebooks_carry_no_outputs():
    for path in nbs.chapter_notebooks(ROOT / "book"):
        nb = nbs.read(path)
        dirty = [c.id for c in nb.cells if c.cell_type == "code" and (c.outputs or c.execution_count)]
        assert not dirty, f"{path.name}: cells {dirty} hold outputs; the book build makes them (clear them)"
        nbs.validate(nb, path)


def test_every_chapter_is_in_the_table_of_contents():
    toc = (ROOT / "_toc.yml").read_text()
    for path in nbs.chapter_notebooks(ROOT / "book"):
        assert f"book/{path.stem}" in toc, f"{path.name} is not in _toc.yml"


def test_ci_runs_exactly_the_readme_test_command():
    commands = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()
                if ln.strip() and not ln.startswith("#")]
    assert commands[-1] == "make test", f".ci/run must end with the README's test command, got {commands}"
    assert all(c.startswith(("set ", "cd ")) for c in commands[:-1]), (
        f".ci/run does more than the README says: {commands}")
    readme = (ROOT / "README.md").read_text()
    assert "make test" in readme and "make book" in readme


def test_the_book_ignores_what_the_tools_write_into_the_checkout():
    """`make test` leaves .pytest_cache/README.md behind, and a -W build fails on any markdown file
    outside the table of contents: every folder the tools create must be excluded from the book."""
    excluded = yaml.safe_load((ROOT / "_config.yml").read_text())["exclude_patterns"]
    for folder in (".venv", ".pytest_cache", "_build", "node_modules", "book/_vendor", "benchmarks", "grades"):
        assert f"{folder}/*" in excluded, f"_config.yml does not exclude {folder}/ from the book"
    assert "*.egg-info/*" in excluded


def test_every_book_notebook_installs_the_package_on_colab():
    """The Colab launch button opens a notebook from the repository on a machine without this
    package: each notebook's first code (after `#| default_exp`) installs it from the repository
    that pyproject.toml names ([project.urls] Source), and only on Colab. One text in every
    notebook (courseware/colab.py; `python -m courseware colab` rewrites them), checked here."""
    url = colab.repository_url()
    for path in sorted((ROOT / "book").glob("*.ipynb")):
        code = [c for c in nbs.read(path).cells if c.cell_type == "code" and "#| default_exp" not in c.source]
        first = code[0].source
        assert f'"git+{url}"' in first and 'if "google.colab" in sys.modules:' in first, (
            f"{path.name}: its first code cell does not install the package on Colab from {url}")
        assert code[0].get("id") == colab.CELL_ID, f"{path.name}: the Colab cell should have the id 'colab'"
        assert first == colab.cell_source(url), (
            f"{path.name}: its Colab cell differs from courseware/colab.py's: run python -m courseware colab")
        hidden = "#| hide" in first or "remove-cell" in nbs.tags(code[0])
        assert hidden, f"{path.name}: the Colab cell should not be shown in the book"


def test_the_books_buttons_name_the_repository_of_pyproject():
    """_config.yml's repository (the launch and repository buttons) is a copy of pyproject.toml's
    Source, the one place the address is written."""
    config = yaml.safe_load((ROOT / "_config.yml").read_text())
    assert config["repository"]["url"] == colab.repository_url(), "run python -m courseware colab"


def test_the_readme_counts_the_exercises_there_are():
    """The README's commands name the exercises there are (courseware.grader.records.EXERCISES, read
    from tests/graded): a new exercise makes this fail until the README says so."""
    from courseware.grader.records import EXERCISES

    words = dict(enumerate("zero one two three four five six seven eight nine ten eleven twelve".split()))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"where you stand in all {words[len(EXERCISES)]} exercises" in readme, "README line 22 miscounts"
    assert f"# or {EXERCISES[1]} to {EXERCISES[-1]} (1 means 01)" in readme, "the learner section's list is stale"


def test_setuptools_names_every_package_folder():
    """Every package folder (an __init__.py) is one of setuptools' `packages`, and shipped data is
    named from the folder it lies in, itself a package. Data named through a subfolder
    ("corpora/*.tsv.xz" under `transformer`, as it was) ships today with a warning that a future
    setuptools will refuse it: the folder is importable but not configured."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    packages = set(config["packages"])
    with_init = {".".join(f.parent.relative_to(ROOT).parts)
                 for top in ("transformer", "courseware") for f in (ROOT / top).rglob("__init__.py")}
    assert with_init <= packages, f"not in [tool.setuptools] packages: {sorted(with_init - packages)}"
    for package, patterns in config["package-data"].items():
        folder = ROOT.joinpath(*package.split("."))
        assert package in packages, f"package-data names {package}, which is not in packages"
        for pattern in patterns:
            assert "/" not in pattern and list(folder.glob(pattern)), f"{package}: {pattern!r} matches no file there"
