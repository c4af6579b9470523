"""Interactive figures that work in the static book, without Python or a server (hand-written).

Used by book/interactive.ipynb and the attention explorer of book/05_translation.ipynb. Every
picture is computed when the book is built; the controls (sliders, dropdowns) only choose which
one is shown. Each control's `index` is linked in the browser (`widgets.jslink`) to the
`selected_index` of a `Stack` of images, so the page needs only the embedded widget state and the
vendored widget manager. With several controls the stacks nest, one level per control: the first
control picks among the outer stacks, the last among the images.

The labels are HTML widgets rather than the controls' own descriptions: the widget manager
(html-manager 1.0) typesets a description with MathJax 2's API, which this book, on MathJax 3,
does not have.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

import ipywidgets as widgets
import matplotlib.pyplot as plt
from matplotlib.figure import Figure


def png(fig: Figure, dpi: int = 90, colors: int | None = None, close: bool = True, tight: bool = True) -> bytes:
    """A matplotlib figure as PNG bytes, for an Image widget; the figure is closed unless close=False
    (to redraw it with other data and save again, which is much faster than a new figure).

    tight: crop to the drawn content (bbox_inches="tight"), which draws the figure twice; a figure
    laid out once with `fig.tight_layout()` can skip it.

    colors: if given, the picture is reduced to that many colours (a palette PNG), which makes a
    heat map several times smaller; pages that embed a hundred pictures need it.
    """
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, bbox_inches="tight" if tight else None)
    if close:
        plt.close(fig)
    if colors is None:
        return buffer.getvalue()
    from PIL import Image  # matplotlib's own dependency

    buffer.seek(0)
    reduced = Image.open(buffer).convert("RGB").quantize(colors=colors, method=Image.Quantize.MEDIANCUT)
    out = io.BytesIO()
    reduced.save(out, format="png", optimize=True)
    return out.getvalue()


def _stack(controls: Sequence[tuple[str, widgets.Widget]], pictures, depth: int = 0) -> widgets.Widget:
    label, control = controls[depth]
    options = len(control.options)
    if len(pictures) != options:
        raise ValueError(f"control {label!r} has {options} options but {len(pictures)} pictures are given "
                         f"at level {depth} of the nesting")
    if depth + 1 < len(controls):
        children = [_stack(controls, p, depth + 1) for p in pictures]
    else:
        children = [widgets.Image(value=p if isinstance(p, bytes) else png(p), format="png") for p in pictures]
    stack = widgets.Stack(children, selected_index=control.index)
    widgets.jslink((control, "index"), (stack, "selected_index"))
    return stack


def explorer(controls: Mapping[str, widgets.Widget], pictures) -> widgets.VBox:
    """Controls above a picture they choose, working in static HTML.

    controls: label -> a selection widget (SelectionSlider, Dropdown, ToggleButtons, ...), in order.
    pictures: nested lists, one level per control in the same order, of PNG bytes (see `png`) or
    matplotlib figures; pictures[i][j] is shown when the first control is at option i and the second
    at option j.
    """
    if not controls:
        raise ValueError("explorer needs at least one control")
    pairs = list(controls.items())
    for label, control in pairs:
        if not hasattr(control, "index") or not hasattr(control, "options"):
            raise TypeError(f"control {label!r} must be a selection widget with options and an index, "
                            f"got {type(control).__name__}")
    row = widgets.HBox([widgets.HBox([widgets.HTML(f"<b>{label}</b>&nbsp;"), c],
                                     layout=widgets.Layout(margin="0 1.5em 0 0")) for label, c in pairs],
                       layout=widgets.Layout(flex_flow="row wrap"))
    return widgets.VBox([row, _stack(pairs, pictures)])
