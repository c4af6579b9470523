"""Command line of the course tools (hand-written): `python -m courseware export|exercises|colab`.

The Makefile calls these; see `make help`.
"""

from __future__ import annotations

import argparse
import sys

from . import ROOT, colab, exercises, export
from .notebooks import NotebookFormatError


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("export", help="regenerate transformer/ from the #| export cells of book/")
    sub.add_parser("exercises", help="regenerate exercises/ and solutions/ from book/ (executes the solutions)")
    sub.add_parser("colab", help="rewrite each page's Colab cell and _config.yml's repository from pyproject.toml's "
                                 "[project.urls] Source (then `exercises`, which copies the cell)")
    args = parser.parse_args(argv)
    try:
        if args.command == "export":
            files = export.export_all(ROOT)
        elif args.command == "colab":
            files = colab.refresh(ROOT)
        else:
            files = exercises.generate(ROOT)
    except NotebookFormatError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    for f in files:
        print(f"wrote {f.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
