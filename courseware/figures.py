"""Figures that work in the static book, without Python or a server (hand-written).

`panels` shows each panel of a figure as its own picture, so that a phone stacks them instead of
shrinking the row. The interactive figures (`explorer`) are used by book/interactive.ipynb and the
attention explorer of book/05_translation.ipynb. Every picture is computed when the book is built;
the controls (sliders, dropdowns) only choose which one is shown. Each control's `index` is linked
in the browser (`widgets.jslink`) to the `selected_index` of a `Stack` of images, so the page needs
only the embedded widget state and the vendored widget manager. With several controls the stacks
nest, one level per control: the first control picks among the outer stacks, the last among the
images.

The labels are HTML widgets rather than the controls' own descriptions: the widget manager
(html-manager 1.0) typesets a description with MathJax 2's API, which this book, on MathJax 3,
does not have.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Mapping, Sequence

import ipywidgets as widgets
import matplotlib.pyplot as plt
from matplotlib.figure import Figure
from matplotlib.transforms import Bbox


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


def _groups(fig: Figure) -> list[list]:
    """The figure's panels: each axes with the colorbars drawn beside it (a colorbar joins the
    panel nearest on its left), in reading order."""
    fig.canvas.draw()   # the layout (tight or constrained) places the axes
    bars = [ax for ax in fig.axes if hasattr(ax, "_colorbar")]
    panels = [[ax] for ax in fig.axes if ax not in bars and ax.get_visible()]
    for bar in bars:
        left = [p for p in panels if p[0].get_position().x1 <= bar.get_position().x0 + 1e-6]
        owner = max(left or panels, key=lambda p: p[0].get_position().x1)
        owner.append(bar)
    return sorted(panels, key=lambda p: (-round(p[0].get_position().y1, 2), p[0].get_position().x0))


def panels(fig: Figure, dpi: float | None = None) -> str:
    """The panels of `fig` as HTML: one PNG per panel (an axes and its colorbars, cut from the
    figure at the same scale) in a row that keeps them side by side on a wide page, in the
    proportions of their widths, and wraps them onto the next line where a panel would be narrower
    than 300 px (a phone): a panel shrinks to 300 px at most, and one made narrower keeps its size,
    so ten small digits wrap three or four to a line instead of each filling a phone's width. Never
    drawn larger than made. The styles are inline, so the row works in
    the book, JupyterLab and Colab alike. The figure is closed. A title over all panels (suptitle)
    belongs to none: say it in the text.

    Display it with `IPython.display.HTML(panels(fig))`.
    """
    if fig._suptitle is not None and fig._suptitle.get_text():
        raise ValueError(f"the figure's suptitle {fig._suptitle.get_text()!r} belongs to no panel: "
                         "put it in the text or in the panels' titles")
    dpi = dpi or fig.dpi
    groups = _groups(fig)
    renderer = fig.canvas.get_renderer()
    pictures = []
    for group in groups:
        box = Bbox.union([ax.get_tightbbox(renderer) for ax in group])
        inches = box.transformed(fig.dpi_scale_trans.inverted()).padded(0.05)
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=dpi, bbox_inches=inches)
        width = round(inches.width * dpi)   # pixels: its flex-grow, and the most it is drawn
        title = group[0].get_title() or group[0].get_ylabel() or "panel"
        pictures.append(f'<img src="data:image/png;base64,{base64.b64encode(buffer.getvalue()).decode()}" '
                        f'alt="{html.escape(title)}" style="flex: {width} 1 0; max-width: {width}px; '
                        f'min-width: min(100%, {min(width, 300)}px); height: auto">')
    plt.close(fig)
    return ('<div class="tfs-panels" style="display: flex; flex-wrap: wrap; align-items: flex-start; '
            f'gap: 0.5rem 1rem">{"".join(pictures)}</div>')
