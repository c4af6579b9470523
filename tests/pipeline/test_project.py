"""Project-level promises (hand-written): environment files agree, sources are clean, CI runs the
README's command."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml

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
    commands = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    assert commands[-1] == "make test", f".ci/run must end with the README's test command, got {commands}"
    assert all(c.startswith(("set ", "cd ")) for c in commands[:-1]), f".ci/run does more than the README says: {commands}"
    readme = (ROOT / "README.md").read_text()
    assert "make test" in readme and "make book" in readme


def test_the_book_ignores_what_the_tools_write_into_the_checkout():
    """`make test` leaves .pytest_cache/README.md behind, and a -W build fails on any markdown file
    outside the table of contents: every folder the tools create must be excluded from the book."""
    excluded = yaml.safe_load((ROOT / "_config.yml").read_text())["exclude_patterns"]
    for folder in (".venv", ".pytest_cache", "_build", "node_modules", "book/_vendor", "benchmarks", "grades"):
        assert f"{folder}/*" in excluded, f"_config.yml does not exclude {folder}/ from the book"
    assert "*.egg-info/*" in excluded
