"""Every page of the built book, opened in headless Chromium with the network cut off (hand-written; slow).

Each request that is not a local file is blocked and counted as a failure, so a page that needs a
CDN fails here even on a machine with internet. On every page: no console error, no script error,
no failed request, the math typeset by the vendored MathJax (no raw TeX left), every image loaded,
every embedded widget rendered, and nothing cut off at 1280 px (CLIPPED: code, outputs, equations
and tables fit the article's column, or scroll visibly where a cell is tagged `scroll-output`).
Then the same page at a phone's 390 px (NARROW): the page no wider than the window, nothing past
the column's edge, whatever is wider than its box scrolling sideways with the edge hint of
course.css, no word of a table broken between letters, every plot at its natural size (its labels
readable) and a figure's panels never drawn larger than made, nor shrunk below 300 px to share a line.
At both widths (TABLE_ROWS): no line of a printed table (an output whose lines have columns) wraps.
A screenshot of each chapter at both widths goes to `_build/screenshots/` (and `phone/` in it) for a
person to look at (regenerate them with `make test` or
`.venv/bin/python -m pytest tests/pipeline/test_browser.py`).

Chromium is the Debian package `chromium` (`make test` installs it when it runs as root on
Debian or Ubuntu); where there is none, the test skips and says how to install it. Playwright (a
test dependency) drives it; it downloads no browser.
"""

from __future__ import annotations

import shutil
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "_build" / "screenshots"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# Chromium's own background traffic stays off: this machine's closed network refuses it.
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-extensions"]
pytestmark = pytest.mark.slow

CHECK_PAGE = """async () => {
    if (window.MathJax && MathJax.startup && MathJax.startup.promise) { await MathJax.startup.promise; }
    const math = [...document.querySelectorAll('.math, .MathJax_Preview')];
    const rawMath = math.filter(el => !el.querySelector('mjx-container')
                                      && /\\\\\\(|\\\\\\[|\\$\\$/.test(el.textContent))
                        .map(el => el.textContent.slice(0, 60));
    const images = [...document.images];
    const broken = images.filter(img => !img.complete || img.naturalWidth === 0).map(img => img.getAttribute('src'));
    const views = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]').length;
    const widgets = document.querySelectorAll('.jupyter-widgets, .widget-box, .widget-slider, .widget-dropdown').length;
    return {math: math.length, typeset: document.querySelectorAll('mjx-container').length, rawMath,
            images: images.length, broken, views, widgets};
}"""


# What does not fit the article's column at 1280 px: a block of code, an output, a display equation
# or a table container whose content is wider than the block itself (cut off, to be scrolled to),
# or any block reaching past the column's right edge. Outputs in a cell tagged `scroll-output`
# (a wide table, with a scroll bar always drawn) and printed tables (`tfs-columns`, with the edge hint
# of course.css) are allowed to scroll.
CLIPPED = """() => {
    const article = document.querySelector('article.bd-article');
    if (!article) { return []; }
    const style = getComputedStyle(article);
    const right = article.getBoundingClientRect().right - parseFloat(style.paddingRight);
    const found = [];
    const longest = text => text.split('\\n').reduce((a, b) => (b.length > a.length ? b : a), '');
    const wide = 'pre, mjx-container[display="true"], .pst-scrollable-table-container';
    for (const el of article.querySelectorAll(wide)) {
        const scrolls = el.closest('.tag_scroll-output div.cell_output, div.cell_output .tfs-columns');
        if (scrolls || el.scrollWidth <= el.clientWidth + 1) { continue; }
        const line = longest(el.textContent);
        found.push(`cut off: ${el.scrollWidth - el.clientWidth} px of ${el.tagName.toLowerCase()} hidden, `
                   + `its longest line (${line.length} characters) starts ${JSON.stringify(line.slice(0, 50))}`);
    }
    for (const el of article.querySelectorAll('div.highlight, div.cell_output, table, img, figure')) {
        const box = el.getBoundingClientRect();
        const scrolls = el.closest('.tag_scroll-output div.cell_output, .pst-scrollable-table-container');
        if (box.width && box.right > right + 1 && !scrolls) {
            const text = JSON.stringify(el.textContent.trim().slice(0, 50));
            found.push(`${el.tagName.toLowerCase()} reaches ${Math.round(box.right)} px, past the column's `
                       + `right edge at ${Math.round(right)} px: ${text}`);
        }
    }
    return found;
}"""


# What a phone (390 px) gets wrong, on a page laid out at that width: the page wider than the window
# (the reader scrolls the whole page sideways); a block, a picture or a line of text past the
# column's right edge; a code block, display equation or table wider than its box that does not
# scroll or scrolls with no sign of it (course.css draws a shadow at each edge with more behind it;
# a phone shows no scroll bar until touched); a word in a table broken between two letters
# ("tra nsf orm er"); a plot shrunk below its natural size, where its labels cannot be read (course.css
# keeps it whole, in a box that scrolls); a panel of a figure (courseware.figures.panels) drawn larger
# than made (ten 100 px digits, each blown up to the phone's width, took 4.5 screens) or shrunk below
# 300 px (or its own size) to share a line.
NARROW = r"""() => {
    const found = [];
    const page = document.documentElement.scrollWidth;
    if (page > window.innerWidth + 1) { found.push(`the page is ${page} px wide in a ${window.innerWidth} px window`); }
    const article = document.querySelector('article.bd-article');
    if (!article) { return found; }
    const right = article.getBoundingClientRect().right - parseFloat(getComputedStyle(article).paddingRight);
    const pictures = 'div.cell_output:has(> img)';
    const inBox = 'pre, mjx-container[display="true"], .pst-scrollable-table-container, '
                  + '.tag_scroll-output div.cell_output, ' + pictures;
    const blocks = 'div.highlight, div.cell_output, table, img, figure, p, li, h1, h2, h3, mjx-container, '
                   + '.jupyter-widgets';
    for (const el of article.querySelectorAll(blocks)) {
        const box = el.getBoundingClientRect();
        const holder = el.parentElement && el.parentElement.closest(inBox);
        if (box.width && box.right > right + 1 && !holder && !el.matches(inBox)) {
            found.push(`${el.tagName.toLowerCase()} reaches ${Math.round(box.right)} px, past the column's right `
                       + `edge at ${Math.round(right)} px: ${JSON.stringify(el.textContent.trim().slice(0, 50))}`);
        }
    }
    for (const el of article.querySelectorAll('pre, mjx-container[display="true"], .pst-scrollable-table-container, '
                                              + pictures)) {
        if (el.scrollWidth <= el.clientWidth + 1) { continue; }
        const style = getComputedStyle(el);
        const what = `${el.tagName.toLowerCase()} ${JSON.stringify(el.textContent.trim().slice(0, 40))}`;
        if (!['auto', 'scroll'].includes(style.overflowX)) {
            found.push(`cut off: ${el.scrollWidth - el.clientWidth} px of ${what} hidden, and it does not scroll`);
        } else if (!el.closest('.tag_scroll-output') && !style.backgroundImage.includes('gradient')) {
            found.push(`${what} scrolls sideways with no sign of it (the edge hint of course.css)`);
        }
    }
    for (const cell of article.querySelectorAll('td, th')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of node.textContent.matchAll(/\w{2,}/g)) {
                const range = document.createRange();
                range.setStart(node, word.index);
                range.setEnd(node, word.index + word[0].length);
                const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
                if (lines.size > 1) { found.push(`a word of a table broken over ${lines.size} lines: ${word[0]}`); }
            }
        }
    }
    for (const img of article.querySelectorAll('div.cell_output > img')) {
        const shown = img.getBoundingClientRect().width;
        if (img.naturalWidth && shown < 0.95 * img.naturalWidth) {
            found.push(`a plot shown at ${Math.round(100 * shown / img.naturalWidth)}% of its natural size, its `
                       + `labels too small to read: ${img.getAttribute('src')}`);
        }
    }
    for (const img of article.querySelectorAll('.tfs-panels > img')) {
        const shown = img.getBoundingClientRect().width;
        if (shown > 1.02 * img.naturalWidth) {
            found.push(`a panel of ${img.naturalWidth} px drawn ${Math.round(shown)} px wide: enlarged, `
                       + `not wrapped (${img.alt})`);
        } else if (shown < 0.95 * Math.min(img.naturalWidth, 300, img.parentElement.clientWidth)) {
            found.push(`a panel of ${img.naturalWidth} px shrunk to ${Math.round(shown)} px to share a line `
                       + `(${img.alt})`);
        }
    }
    return found;
}"""


# A printed table (an output two of whose lines have columns: two spaces or more between words, the
# test of courseware.sphinx_ext.printed_table, written again here) that wraps a line loses its
# columns: each of its lines must take one row on the page, scrolling sideways where it is wider.
TABLE_ROWS = r"""() => {
    const found = [];
    const gap = /\S {2,}\S/;
    for (const pre of document.querySelectorAll('article.bd-article div.cell_output pre')) {
        if (pre.textContent.split('\n').filter(line => gap.test(line.trim())).length < 2) { continue; }
        let wrapped = 0, first = '';
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            let start = 0;
            for (const line of node.textContent.split('\n')) {
                if (line.trim()) {
                    const range = document.createRange();
                    range.setStart(node, start);
                    range.setEnd(node, start + line.length);
                    const rows = new Set([...range.getClientRects()].filter(r => r.width > 0)
                                         .map(r => Math.round(r.top)));
                    if (rows.size > 1) { wrapped += 1; first = first || line; }
                }
                start += line.length + 1;
            }
        }
        if (wrapped) {
            found.push(`a printed table wraps ${wrapped} of its lines and loses its columns: `
                       + JSON.stringify(first.trim().slice(0, 50)));
        }
    }
    return found;
}"""
PHONE = {"width": 390, "height": 844}   # a phone held upright (CSS pixels)


def pages(html: Path) -> list[Path]:
    """Every page but redirects (index.html forwards to the first page, which is opened itself)."""
    return sorted(p for p in html.rglob("*.html") if "_static" not in p.parts and "_sources" not in p.parts
                  and 'http-equiv="Refresh"' not in p.read_text(encoding="utf-8")[:1000])


def test_every_page_renders_offline_in_chromium(html):
    if CHROMIUM is None:
        pytest.skip("no headless Chromium: install the Debian/Ubuntu package `chromium` (`apt-get install chromium`) "
                    "or put chromium on PATH, then run this test again")
    (SCREENSHOTS / "phone").mkdir(parents=True, exist_ok=True)
    problems: dict[str, list[str]] = {}
    typeset_pages = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, offline=True)
        for path in pages(html):
            name = str(path.relative_to(html))
            found: list[str] = []
            page = context.new_page()
            page.on("console", lambda m, found=found: found.append(f"console {m.type}: {m.text}")
                    if m.type == "error" else None)
            page.on("pageerror", lambda e, found=found: found.append(f"script error: {e}"))
            page.on("requestfailed", lambda r, found=found: found.append(f"failed request: {r.url} ({r.failure})")
                    if r.url.startswith("file:") else None)

            def route(r, found=found):
                if r.request.url.startswith(("file:", "data:", "blob:")):
                    r.continue_()
                else:
                    found.append(f"request to another host: {r.request.url}")
                    r.abort()

            page.route("**/*", route)
            page.goto(path.as_uri(), wait_until="load")
            state = page.evaluate(CHECK_PAGE)
            if state["math"] and not state["typeset"]:
                found.append(f"{state['math']} math elements and none typeset: is MathJax loading?")
            found += [f"raw TeX left: {t!r}" for t in state["rawMath"]]
            found += [f"image not loaded: {src}" for src in state["broken"]]
            if state["views"] and state["widgets"] < state["views"]:
                found.append(f"{state['views']} widget views embedded, {state['widgets']} rendered")
            found += page.evaluate(CLIPPED) + page.evaluate(TABLE_ROWS)
            typeset_pages += bool(state["typeset"])
            chapter = path.parent.name == "book"
            if chapter:
                page.screenshot(path=str(SCREENSHOTS / f"{path.stem}.png"))
            page.set_viewport_size(PHONE)   # the same page, laid out again at a phone's width
            narrow = page.evaluate(NARROW) + page.evaluate(TABLE_ROWS)
            found += [f"at {PHONE['width']} px: {problem}" for problem in narrow]
            if chapter:
                page.screenshot(path=str(SCREENSHOTS / "phone" / f"{path.stem}.png"))
            page.close()
            if found:
                problems[name] = found
        browser.close()
    assert not problems, "\n".join(f"{name}:\n  " + "\n  ".join(found) for name, found in problems.items())
    assert typeset_pages >= 5, f"only {typeset_pages} pages have typeset math: MathJax is not running"
    chapters = len(list((html / "book").glob("*.html")))
    assert len(list(SCREENSHOTS.glob("*.png"))) >= chapters and len(list(SCREENSHOTS.glob("phone/*.png"))) >= chapters


VISIBLE_IMAGES = """() => [...document.querySelectorAll('.jupyter-widgets img')]
    .filter(img => img.offsetParent !== null).map(img => img.src.slice(-80))"""


@contextmanager
def widget_page(html: Path, name: str):
    """A book page opened in Chromium with its widgets rendered; nothing but local files load."""
    if CHROMIUM is None:
        pytest.skip("no headless Chromium: install the Debian/Ubuntu package `chromium` (`apt-get install chromium`)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.route("**/*",
                   lambda r: r.continue_() if r.request.url.startswith(("file:", "data:", "blob:")) else r.abort())
        page.goto((html / "book" / f"{name}.html").as_uri(), wait_until="load")
        page.wait_for_selector(".jupyter-widgets img")
        try:
            yield page
        finally:
            browser.close()


def test_the_interactive_figures_respond_without_a_kernel(html):
    """Moving a slider of the interactive figures shows another precomputed figure: the widgets are
    linked in the browser, with no Python behind the page."""
    with widget_page(html, "interactive") as page:
        before = page.evaluate(VISIBLE_IMAGES)
        handles = page.locator(".noUi-handle")
        sliders = handles.count()
        assert sliders >= 4, f"{sliders} sliders rendered, expected 4"
        handles.first.focus()
        page.keyboard.press("ArrowRight")
        page.wait_for_timeout(300)
        after = page.evaluate(VISIBLE_IMAGES)
    assert len(before) == len(after) == sliders, (f"expected one visible figure per explorer: {len(before)}, "
                                                  f"{len(after)}")
    assert before[0] != after[0] and before[1:] == after[1:], (
        "the first slider did not change its figure (and only its)")


def test_the_attention_explorer_shows_each_choice(html):
    """The attention explorer of chapter 05 (translation): each control (example, attention, layer,
    head) changes the one picture shown, and every picture seen is a different one."""
    with widget_page(html, "05_translation") as page:
        seen = [page.evaluate(VISIBLE_IMAGES)]
        assert len(seen[0]) == 1, f"expected the explorer to show one picture, it shows {len(seen[0])}"
        options = page.locator("select option").count()
        assert options >= 4, f"the example dropdown has {options} options, expected at least 4"
        page.locator("select").select_option(index=1)
        page.wait_for_timeout(300)
        seen.append(page.evaluate(VISIBLE_IMAGES))
        groups = page.locator(".widget-toggle-buttons")   # attention, layer, head
        assert groups.count() == 3, f"{groups.count()} groups of buttons rendered, expected 3"
        for group, label in ((0, "cross"), (0, "decoder self"), (1, "2"), (2, "3")):
            groups.nth(group).get_by_role("button", name=label, exact=True).click()
            page.wait_for_timeout(300)
            seen.append(page.evaluate(VISIBLE_IMAGES))
    assert all(len(shown) == 1 for shown in seen), f"pictures shown after each choice: {[len(s) for s in seen]}"
    pictures = [shown[0] for shown in seen]
    assert len(set(pictures)) == len(pictures), "a choice in the explorer did not change the picture"


PLANT = """([selector, text]) => {
    const pre = document.querySelector(selector);
    pre.appendChild(document.createTextNode(text));
}"""


def test_the_clipping_detector_finds_a_planted_200_character_line(html):
    """A 200-character line planted in a code cell of a real page is reported as cut off; planted in an
    output, it wraps instead (nothing hidden)."""
    if CHROMIUM is None:
        pytest.skip("no headless Chromium: install the Debian/Ubuntu package `chromium` (`apt-get install chromium`)")
    line = "\nprint('" + "x" * 191 + "')\n"   # 200 characters
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.route("**/*",
                   lambda r: r.continue_() if r.request.url.startswith(("file:", "data:", "blob:")) else r.abort())
        try:
            page.goto((html / "book" / "01_attention.html").as_uri(), wait_until="load")
            assert page.evaluate(CLIPPED) == [], "01_attention.html is cut off before anything was planted"
            page.evaluate(PLANT, ["article div.cell_output pre", line])
            assert page.evaluate(CLIPPED) == [], "a long output line should wrap, not be cut off"
            page.evaluate(PLANT, ["article div.cell_input div.highlight pre", line])
            found = page.evaluate(CLIPPED)
        finally:
            browser.close()
    assert len(found) == 1 and found[0].startswith("cut off:") and "(200 characters)" in found[0], found


def test_a_printed_table_keeps_its_rows_where_it_is_marked(html):
    """A two-line table with a 200-character row, planted in an output of a real page, wraps (and is
    reported) at 1280 px until its output carries the class courseware/sphinx_ext.py gives a printed table;
    then its rows stay rows and it scrolls in its box (not reported as cut off), at 1280 and 390 px."""
    if CHROMIUM is None:
        pytest.skip("no headless Chromium: install the Debian/Ubuntu package `chromium` (`apt-get install chromium`)")
    table = "\nmodel    accuracy\nViT      " + "9" * 183 + "\n"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.route("**/*",
                   lambda r: r.continue_() if r.request.url.startswith(("file:", "data:", "blob:")) else r.abort())
        try:
            page.goto((html / "book" / "01_attention.html").as_uri(), wait_until="load")
            page.evaluate("() => { const box = document.querySelector('article div.cell_output div.output');"
                          "        box.classList.remove('tfs-columns'); box.querySelector('pre').textContent = ''; }")
            page.evaluate(PLANT, ["article div.cell_output pre", table])
            wrapped = page.evaluate(TABLE_ROWS)
            page.evaluate("() => document.querySelector('article div.cell_output div.output')"
                          ".classList.add('tfs-columns')")
            kept, clipped = page.evaluate(TABLE_ROWS), page.evaluate(CLIPPED)
            page.set_viewport_size(PHONE)
            kept += page.evaluate(TABLE_ROWS)
        finally:
            browser.close()
    assert len(wrapped) == 1 and wrapped[0].startswith("a printed table wraps 1 of its lines"), wrapped
    assert kept == [] and clipped == [], (kept, clipped)
