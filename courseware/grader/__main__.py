"""`python -m courseware.grader`: the same as `transformer-grade` (hand-written); see cli.py."""

import sys

from .cli import main

sys.exit(main())
