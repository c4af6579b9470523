"""The book builds offline with no warnings, and readers see no machinery (hand-written; slow).

Builds into a scratch folder (a cold build: every chapter executes), with `-W` so a warning fails.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from courseware import notebooks as nbs

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def html(tmp_path_factory):
    out = tmp_path_factory.mktemp("book")
    jb = Path(sys.executable).parent / "jupyter-book"
    run = subprocess.run(
        [str(jb), "build", str(ROOT), "--path-output", str(out), "-W", "-n", "--keep-going"],
        capture_output=True, text=True, timeout=1200,
    )
    assert run.returncode == 0, f"jupyter-book build failed:\n{run.stdout[-5000:]}\n{run.stderr[-3000:]}"
    return out / "_build" / "html"


def test_every_chapter_has_a_page_with_outputs(html):
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        assert 'class="cell_output' in page, f"{path.stem}.html shows no executed output"
        assert "Traceback" not in page, f"{path.stem}.html shows a traceback"


def test_readers_see_no_machinery(html):
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        # Pygments renders a comment as <span class="c1">...</span>: look inside code, not prose.
        for leak in ('class="c1">#|', 'class="c1">### BEGIN', 'class="c1">### END', 'class="c1">### HINT'):
            assert leak not in page, f"{path.stem}.html shows machinery in its code: {leak!r}"


def test_figures_are_images_in_the_build(html):
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        images = re.findall(r'<img[^>]+src="([^"]+)"', page)
        assert images, f"{path.stem}.html has no figure"
        for src in images:
            assert (html / "book" / src).resolve().exists(), f"{path.stem}.html: image {src} missing"


def test_pages_load_nothing_from_other_hosts(html):
    """Readers offline get the whole book: MathJax is vendored by `make` (npm), not a CDN."""
    assert (ROOT / "book" / "_vendor" / "mathjax" / "tex-chtml.js").exists(), (
        "MathJax is not vendored: run `make book` or `make test` (they need npm) before this test"
    )
    for page in sorted(html.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        external = re.findall(r'<(?:script|link|img)[^>]+(?:src|href)="((?:https?:)?//[^"]+)"', text)
        assert not external, f"{page.relative_to(html)} loads {external}"
