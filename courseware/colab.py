"""The Colab cell at the top of every page, and the one place its address comes from (hand-written).

A page opened on Colab (the launch button) or downloaded runs on a machine without this course's
package: its first code cell installs it there, and does nothing anywhere else. The address it
installs from is the repository's, written once: `[project.urls] Source` in pyproject.toml. The
cell of every page in book/ (and so of every exercise and solution, generated from them) and
the repository of _config.yml (the book's launch and repository buttons) are copies of it, which
tests/pipeline/test_project.py holds equal and `python -m courseware colab` rewrites.
tests/pipeline/test_clean_install.py runs the cell, with that address pointed at a local copy of
the repository, in a fresh environment outside the checkout.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import ROOT
from .notebooks import read, write

CELL_ID = "colab"


def repository_url(root: Path = ROOT) -> str:
    """pyproject.toml's `[project.urls] Source` (read without tomllib, which Python 3.10 lacks)."""
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    table = re.search(r"(?ms)^\[project\.urls\]\n(.*?)(?=^\[|\Z)", text)
    found = table and re.search(r'(?m)^Source\s*=\s*"([^"]+)"\s*$', table.group(1))
    if not found:
        raise ValueError(f"{root / 'pyproject.toml'}: [project.urls] has no Source = \"...\", the address the pages "
                         "install from")
    return found.group(1)


def package_spec(url: str) -> str:
    """What pip installs: the repository at `url`, by git."""
    return f"git+{url}"


def cell_source(url: str) -> str:
    """The Colab cell of every page, installing from `url`."""
    return (
        "#| hide\n"
        "# Colab (the launch button at the top of the page) starts without this course's package: install\n"
        "# it from the repository (pyproject.toml's Source). Anywhere else this cell does nothing.\n"
        "import sys\n"
        "\n"
        'if "google.colab" in sys.modules:\n'
        "    import subprocess\n"
        "\n"
        f'    PACKAGE = "{package_spec(url)}"\n'
        '    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", PACKAGE], check=True)'
    )


def refresh(root: Path = ROOT) -> list[Path]:
    """Rewrite each page's Colab cell and _config.yml's repository url from pyproject.toml; return
    the files that changed."""
    url = repository_url(root)
    changed = []
    for path in sorted((root / "book").glob("*.ipynb")):
        nb = read(path)
        cell = next((c for c in nb.cells if c.get("id") == CELL_ID), None)
        if cell is None:
            raise ValueError(f"{path}: no code cell with the id {CELL_ID!r} (the Colab cell)")
        if cell.source != cell_source(url):
            cell.source = cell_source(url)
            write(nb, path)
            changed.append(path)
    config = root / "_config.yml"
    text = config.read_text(encoding="utf-8")
    new = re.sub(r"(?m)^(repository:\n  url: ).*$", lambda m: m.group(1) + url, text)
    if new != text:
        config.write_text(new, encoding="utf-8")
        changed.append(config)
    return changed
