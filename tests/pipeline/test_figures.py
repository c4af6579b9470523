"""courseware/figures.py: a figure's panels and the static interactive figures (hand-written; fast).

The browser tests (test_browser.py) check that the pictures change in Chromium and that panels stack
at a phone's width; these check the widget structure they rely on (one nested Stack per control,
each linked to its control in the browser, pictures in the order of the options), how a figure is
cut into panels, and that every row of panels in the book is shown that way.
"""

from __future__ import annotations

import base64
import io
import json
import re
from pathlib import Path

import ipywidgets as widgets
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from PIL import Image  # noqa: E402

from courseware.figures import explorer, panels, png  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def picture(i: int) -> bytes:
    fig, ax = plt.subplots(figsize=(1, 1))
    ax.set_title(str(i))
    return png(fig, dpi=30, colors=8)


def test_nested_stacks_follow_the_controls(monkeypatch):
    links = []
    real_jslink = widgets.jslink
    monkeypatch.setattr(widgets, "jslink",
                        lambda source, target: links.append((source, target)) or real_jslink(source, target))
    a = widgets.Dropdown(options=["x", "y"])
    b = widgets.ToggleButtons(options=["1", "2", "3"])
    pictures = [[picture(3 * i + j) for j in range(3)] for i in range(2)]
    box = explorer({"a": a, "b": b}, pictures)
    outer = box.children[1]
    assert isinstance(outer, widgets.Stack) and len(outer.children) == 2
    assert all(isinstance(s, widgets.Stack) and len(s.children) == 3 for s in outer.children)
    assert outer.children[1].children[2].value == pictures[1][2]
    assert all(source[1] == "index" and target[1] == "selected_index" for source, target in links)
    linked = {(id(source[0]), id(target[0])) for source, target in links}
    assert len(links) == 1 + 2, f"expected 3 links (a to the outer stack, b to each inner one), got {len(links)}"
    assert (id(a), id(outer)) in linked, "the first control does not choose among the outer stacks"
    assert all((id(b), id(inner)) in linked for inner in outer.children), "an inner stack is not linked to b"


def test_a_wrong_number_of_pictures_is_refused():
    with pytest.raises(ValueError, match="control 'b' has 3 options but 2 pictures"):
        explorer({"a": widgets.Dropdown(options=["x"]), "b": widgets.ToggleButtons(options=["1", "2", "3"])},
                 [[picture(0), picture(1)]])


def test_a_control_without_options_is_refused():
    with pytest.raises(TypeError, match="control 'n' must be a selection widget"):
        explorer({"n": widgets.IntSlider()}, [picture(0)])


def test_a_palette_png_is_smaller_than_the_full_colour_one():
    fig, ax = plt.subplots(figsize=(3, 3))
    ax.imshow([[i * j for i in range(20)] for j in range(20)])
    full = png(fig, close=False)
    assert len(png(fig, colors=16)) < len(full)


PANEL = re.compile(r'<img src="data:image/png;base64,([^"]+)" alt="([^"]*)" style="flex: (\d+) 1 0; '
                   r'max-width: (\d+)px; min-width: min\(100%, (\d+)px\); height: auto">')


def test_panels_are_cut_from_the_figure_each_with_its_colorbar():
    fig, axes = plt.subplots(1, 3, figsize=(9, 3), dpi=50, layout="constrained")
    for i, ax in enumerate(axes):
        ax.imshow([[i, 1], [2, 3]])
        ax.set_title(f"panel {i}")
    fig.colorbar(axes[2].images[0], ax=axes[2])
    html = panels(fig)
    found = PANEL.findall(html)
    assert [alt for _, alt, *_ in found] == ["panel 0", "panel 1", "panel 2"], html[-300:]
    assert html.startswith('<div class="tfs-panels" style="display: flex; flex-wrap: wrap;')
    widths = []
    for data, _, grow, most, least in found:
        picture = Image.open(io.BytesIO(base64.b64decode(data)))
        assert abs(picture.width - int(most)) <= 1 and grow == most, (picture.size, grow, most)
        assert least == most, f"a {most} px panel may be drawn {least} px wide: enlarged, not wrapped"
        assert picture.width < 9 * 50 / 2, "a panel is as wide as half the figure"
        widths.append(picture.width)
    assert sum(widths) <= 9 * 50 + 3 * 10, f"the panels {widths} add up to more than the figure's width"
    assert widths[2] > widths[1] + 10, f"the colorbar is not in the last panel: {widths}"
    assert not plt.fignum_exists(fig.number), "the figure was left open (the notebook would show it twice)"


def test_a_wide_panel_shrinks_to_300_px_at_most_before_it_wraps():
    fig, axes = plt.subplots(1, 2, figsize=(14, 3), dpi=100)
    for ax in axes:
        ax.plot([0, 1], [1, 0])
    found = PANEL.findall(panels(fig))
    assert [int(least) for *_, least in found] == [300, 300], [(most, least) for *_, most, least in found]
    assert all(int(most) > 400 for *_, most, _ in found)


def test_a_title_over_all_panels_is_refused():
    fig, axes = plt.subplots(1, 2)
    fig.suptitle("over both")
    with pytest.raises(ValueError, match="suptitle 'over both' belongs to no panel"):
        panels(fig)


def test_every_row_of_panels_in_the_book_is_shown_panel_by_panel():
    """A figure of side-by-side panels shown whole is shrunk to a third of its size on a phone; shown
    with panels(), they wrap onto the next line at their own size (test_browser.py checks them at 390 px)."""
    rows = re.compile(r"plt\.subplots\(1, *[2-9]")
    whole = []
    for path in sorted((ROOT / "book").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"])
            shown = "panels(fig)" in source or "explorer(" in source   # an explorer's pictures are a widget's
            if cell["cell_type"] == "code" and rows.search(source) and not shown:
                whole.append(f"{path.name}: {source.splitlines()[0]}")
    assert not whole, "figures of side-by-side panels shown whole (use courseware.figures.panels):\n" + "\n".join(whole)
