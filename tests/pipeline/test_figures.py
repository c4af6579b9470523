"""courseware/figures.py, the static interactive figures (hand-written; fast).

The browser tests (test_browser.py) check that the pictures change in Chromium; these check the
widget structure they rely on: one nested Stack per control, each linked to its control in the
browser, and pictures in the order of the options.
"""

from __future__ import annotations

import ipywidgets as widgets
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from courseware.figures import explorer, png  # noqa: E402


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
