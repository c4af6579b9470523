"""Hand-written tools of the course (not generated): they turn the chapter notebooks in `book/` into
the `transformer` package, the exercise and solution notebooks, and the rendered book.

`courseware.notebooks` knows the cell conventions; `courseware.export` writes the package;
`courseware.exercises` writes exercises and solutions; `courseware.sphinx_ext` hides the
conventions from readers of the rendered book; `courseware.grader` is the autograder
(`transformer-grade`), with the graded tests' pytest plugin. `python -m courseware --help` lists
the commands.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent   # the course: the checkout, or a Gradescope bundle's course/
