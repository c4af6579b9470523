"""Command line of the course tools (hand-written): `python -m courseware export|exercises`.

The Makefile calls these; see `make help`.
"""

from __future__ import annotations

import argparse
import sys

from . import ROOT, exercises, export
from .notebooks import NotebookFormatError


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("export", help="regenerate transformer/ from the #| export cells of book/")
    sub.add_parser("exercises", help="regenerate exercises/ and solutions/ from book/ (executes the solutions)")
    args = parser.parse_args(argv)
    try:
        if args.command == "export":
            files = export.export_all(ROOT)
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
