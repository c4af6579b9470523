"""The book builds offline with no warnings, and readers see no machinery (hand-written; slow).

The `html` fixture (tests/pipeline/conftest.py) builds into a scratch folder, with `-W` so a warning
fails, from a cold execution of every page (under another arithmetic: test_portability.py);
test_browser.py opens the same build in Chromium.
"""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from courseware import notebooks as nbs

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def test_every_chapter_has_a_page_with_outputs(html):
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        assert 'class="cell_output' in page, f"{path.stem}.html shows no executed output"
        assert "Traceback" not in page, f"{path.stem}.html shows a traceback"


def test_readers_see_no_machinery(html):
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        # Pygments renders a comment as <span class="c1">...</span>: look inside code, not prose.
        for leak in ('class="c1">#|', 'class="c1">### BEGIN', 'class="c1">### END', 'class="c1">### HINT',
                     'class="c1">### TODO'):
            assert leak not in page, f"{path.stem}.html shows machinery in its code: {leak!r}"


def test_figures_are_images_in_the_build(html):
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        images = re.findall(r'<img[^>]+src="([^"]+)"', page)
        assert images, f"{path.stem}.html has no figure"
        for src in images:
            if src.startswith("data:image/png;base64,"):   # a panel of courseware.figures.panels, inline
                assert base64.b64decode(src.split(",", 1)[1])[:8] == b"\x89PNG\r\n\x1a\n", (
                    f"{path.stem}.html: an inline picture that is not a PNG")
            else:
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


def test_each_chapter_can_be_downloaded_and_launched(html):
    """A download button serving the page's notebook, and Colab and Binder links to the same file."""
    for path in nbs.chapter_notebooks(ROOT / "book"):
        page = (html / "book" / f"{path.stem}.html").read_text(encoding="utf-8")
        source = f"book/{path.name}"
        assert "https://colab.research.google.com/github/" in page and f"/blob/main/{source}\"" in page, (
            f"{path.stem}.html has no Colab link to {source}")
        assert "https://mybinder.org/v2/gh/" in page and f"urlpath=tree/{source}\"" in page, (
            f"{path.stem}.html has no Binder link to {source}")
        downloads = re.findall(r'href="([^"]+\.ipynb)"', page)
        local = [d for d in downloads if not d.startswith("http")]
        assert local and all((html / "book" / d).resolve().exists() for d in local), (
            f"{path.stem}.html: download links {local} point at nothing")
        downloaded = nbs.read((html / "book" / local[0]).resolve())
        code = "\n".join(c.source for c in downloaded.cells if c.cell_type == "code")
        for leak in ("#| ", nbs.BEGIN_SOLUTION, nbs.END_SOLUTION, nbs.TODO, nbs.HINT, nbs.BEGIN_HIDDEN):
            assert leak not in code, f"the notebook downloaded from {path.stem}.html contains {leak!r}"
        assert 'if "google.colab" in sys.modules' in code, f"{path.stem}: the download lost its setup cells"
