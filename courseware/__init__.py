"""Hand-written tools of the course (not generated): they turn the chapter notebooks in `book/` into
the `transformer` package, the exercise and solution notebooks, and the rendered book.

`courseware.notebooks` knows the cell conventions; `courseware.export` writes the package;
`courseware.exercises` writes exercises and solutions; `courseware.sphinx_ext` hides the
conventions from readers of the rendered book; `courseware.grader` is the autograder
(`transformer-grade`), with the graded tests' pytest plugin. `python -m courseware --help` lists
the commands.
"""

import sys
from pathlib import Path

# nbformat validates notebooks with jsonschema, whose import loads rfc3987_syntax if it is installed
# (jupyter-events wants it) to check strings of the "iri" format, and that import compiles a
# grammar: 1.7 s of CPU in every process that reads a notebook (2026-11-27, here), that is in each
# of make check's runs and the book's page executions. No notebook schema uses the format; without
# the module jsonschema leaves the format unchecked. Nothing else of the course's processes needs it.
sys.modules.setdefault("rfc3987_syntax", None)

ROOT = Path(__file__).resolve().parent.parent   # the course: the checkout, or a Gradescope bundle's course/
