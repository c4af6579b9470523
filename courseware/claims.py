"""Numbers that the book's prose quotes from a run (hand-written).

A number written into a page's prose by hand is true only on the machine that wrote it: another
CPU, thread count or GPU rounds differently, a training run goes elsewhere, and the prose then
contradicts the output printed above it. So a page quotes a run's number by gluing it:

    from courseware.claims import glue
    glue("copy_accuracy", f"{accuracy:.1%}")          # in the cell that computes it

and the prose says {glue:text}`copy_accuracy` where the number goes (myst-nb pastes the value of
this very build). courseware/portability.py gathers every glued value and prints its spread over
CPU capabilities, thread counts and seeds.

Outside the book build (Colab, a plain Jupyter, an exercise notebook) myst-nb may be missing: then
`glue` only shows the value if asked to.
"""

from __future__ import annotations


def glue(name: str, value, display: bool = False) -> None:
    """Store `value` (its text form) under `name` for the page's prose; show it too if `display`."""
    try:
        from myst_nb import glue as myst_glue
    except ImportError:
        if display:
            print(f"{name}: {value}")
        return
    myst_glue(name, value, display=display)
