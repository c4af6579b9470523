"""Sphinx extension: how a chapter notebook looks in the rendered book (hand-written).

Registered in `_config.yml`. On `source-read` it rewrites each chapter notebook in memory before
myst-nb executes and renders it, so readers never see the machinery of the single source:

* directive lines (`#| export`, `#| check`, ...) and solution markers/hints are removed;
* the `#| default_exp` cell and `#| hide` cells are tagged `remove-cell` (run, never shown);
* a hidden-test cell keeps its code, so the build runs the hidden tests, and is tagged
  `remove-cell`.

It also adds the book's stylesheet, `courseware/static/course.css` (the page layout), and marks
each printed table among a page's outputs (`printed_table`) with the class `tfs-columns`, whose
lines course.css keeps whole: an output wraps its long lines, but a table wrapped loses its columns.

The file in `book/` is never modified. myst-nb's execution cache keys on the rewritten text, so an
edit to a chapter re-executes it and nothing else does.

The page's download button serves `download_notebook`: the same code without the machinery, and
without the hidden tests, which are for the grader (written over the copy of the source that
Sphinx puts in `_sources/`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
from docutils import nodes
from sphinx.util import logging

from . import notebooks as nbs

logger = logging.getLogger(__name__)

REMOVE = "remove-cell"


def book_notebook(nb, nb_path: str | Path = "notebook"):
    """The chapter notebook as the book renders it."""
    nbs.validate(nb, nb_path)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        place = nbs.where(nb_path, index, cell)
        found = nbs.directives(cell.source)
        if nbs.hidden_only(cell.source, place):
            cell.source = nbs.hidden_body(cell.source)
            nbs.set_tags(cell, nbs.tags(cell) + [REMOVE])
            continue
        cell.source = nbs.solved_source(nbs.strip_directives(cell.source), place)
        if "default_exp" in found or "hide" in found:
            nbs.set_tags(cell, nbs.tags(cell) + [REMOVE])
    return nb


def download_notebook(nb, nb_path: str | Path = "notebook"):
    """The chapter notebook a reader downloads from its page: the code the page shows and its setup
    cells, with no directive lines or solution markers, and no hidden-test cells."""
    nbs.validate(nb, nb_path)
    nb.cells = [c for i, c in enumerate(nb.cells)
                if c.cell_type != "code" or not nbs.hidden_only(c.source, nbs.where(nb_path, i, c))]
    nb = book_notebook(nb, nb_path)
    nb.cells = [c for c in nb.cells if c.cell_type != "code" or c.source.strip()]   # e.g. the default_exp cell
    return nb


COLUMN_GAP = re.compile(r"\S {2,}\S")   # two spaces or more between two words: a column's edge


def printed_table(text: str) -> bool:
    """Whether an output is a table: two of its lines or more have columns (a gap of two spaces or
    more between words, as `f"{name:<20}{value:>8}"` leaves). Prose, lists and error messages have
    none, and wrap on a narrow page; a table keeps its lines and scrolls sideways."""
    return sum(bool(COLUMN_GAP.search(line.strip())) for line in text.splitlines()) >= 2


def _mark_printed_tables(app, doctree) -> None:
    for block in doctree.findall(nodes.literal_block):
        if "output" in block["classes"] and printed_table(block.astext()):
            block["classes"].append("tfs-columns")


def _write_downloads(app, exception) -> None:
    if exception is not None or app.builder.format != "html":
        return
    for path in nbs.chapter_notebooks(Path(app.srcdir) / "book"):
        target = Path(app.outdir) / "_sources" / "book" / path.name
        if target.exists():
            nbformat.write(download_notebook(nbformat.read(path, as_version=4), path), target)


def _on_source_read(app, docname: str, source: list[str]) -> None:
    path = Path(app.env.doc2path(docname))
    if path.suffix != ".ipynb" or not nbs.CHAPTER_RE.match(path.name):
        return
    nb = nbformat.reads(source[0], as_version=4)
    source[0] = json.dumps(book_notebook(nb, path), ensure_ascii=False, indent=1)


VENDORED_MATHJAX = Path("book") / "_vendor" / "mathjax" / "tex-chtml.js"


VENDORED_WIDGETS = Path("book") / "_vendor" / "widgets" / "embed-amd.js"


def _serve_vendored_files(app, config) -> None:
    """Serve MathJax and the widget manager from the book itself when `make` vendored them
    (book/_vendor/), not from CDNs. Widget modules that are not bundled would be fetched from
    `data-jupyter-widgets-cdn`: it points at a local folder that does not exist, so such a fetch
    fails visibly (the browser test reports it) instead of reaching the internet."""
    # courseware/static: the book's stylesheet (course.css) and the widget manager's config
    config.html_static_path = [*config.html_static_path, str(Path(__file__).with_name("static"))]
    mathjax = Path(app.srcdir) / VENDORED_MATHJAX
    if mathjax.exists():
        config.html_static_path = [*config.html_static_path, str(mathjax.parent.parent)]
        config.mathjax_path = "mathjax/tex-chtml.js"
    else:
        logger.info("MathJax is not vendored (run `make book`, which needs npm): pages load it from a CDN")
    if (Path(app.srcdir) / VENDORED_WIDGETS).exists():
        config.nb_ipywidgets_js = {
            "widgets/require.js": {},
            "widgets-config.js": {},   # courseware/static: where the widget manager finds its fonts
            "widgets/embed-amd.js": {"data-jupyter-widgets-cdn": "widgets/not-vendored/"},
        }


def _no_thebe(app, pagename, templatename, context, doctree) -> None:
    """Drop sphinx-thebe's scripts (Jupyter Book 1 always loads the extension): the book has no live
    code, which would need a Jupyter server, and the config snippet names a CDN and is added twice
    per page, a script error in every browser ("THEBE_JS_URL has already been declared")."""
    scripts = context.get("script_files")
    if scripts:
        context["script_files"] = [s for s in scripts if not _is_thebe(s)]


def _is_thebe(script) -> bool:
    """sphinx-thebe's file (sphinx-thebe.js, thebe from unpkg) or its config snippet. Only those: a
    page's widget state is a script body too, and its base64 pictures can spell 'thebe' by chance
    (the translation page's attention explorer did, and lost its widgets)."""
    body = str(getattr(script, "attributes", {}).get("body", ""))
    name = str(getattr(script, "filename", script))   # str() of Sphinx's script object shows its body too
    return "thebe" in name.lower() or body.startswith("const THEBE_JS_URL")


def setup(app):
    app.connect("source-read", _on_source_read)
    app.connect("html-page-context", _no_thebe)
    app.connect("config-inited", _serve_vendored_files)
    app.connect("build-finished", _write_downloads)
    app.connect("doctree-read", _mark_printed_tables)
    app.add_css_file("course.css")   # courseware/static/course.css: the page layout
    return {"version": "2", "env_version": 2, "parallel_read_safe": True, "parallel_write_safe": True}
