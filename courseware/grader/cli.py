"""`transformer-grade`: grade exercise notebooks, one learner or a whole class (hand-written).

    transformer-grade submissions/ -o grades/ --workers 2        # a folder: one entry per learner
    transformer-grade exercises/01_attention.ipynb               # a learner checks one notebook
    transformer-grade --gradescope-bundle autograder.zip         # the same grader for Gradescope
    transformer-grade submissions/ --due 2026-11-21T23:59-08:00 --late-penalty 10 --submitted-at times.csv
                                                                 # a late policy (courseware/grader/late.py)

A folder of submissions holds one subfolder per learner (its notebooks named `NN_*.ipynb`, or any
name with the chapter's `#| default_exp` line) or one notebook per learner (`alice.ipynb`); the
learner id is the subfolder's or the file's name, percent-encoded where it holds other characters
than letters, digits and _-.@+ ("zoé" is zo%C3%A9): two learners never share one. A folder holding
only `NN_*.ipynb` notebooks is one learner's work (exercises/), and with --gradescope-results the
whole folder is one learner's upload, however it is laid out (run_autograder of the bundle:
courseware/grader/gradescope.py). A single notebook is graded on its own exercise only. Each learner
is graded by a separate pytest process running the graded suites (tests/graded, plus
`--hidden-tests`) through the plugin courseware/grader/plugin.py; that process runs every assertion,
while the learner's code runs in a `Sandbox` child with the time and memory limits and no file
access. The grader itself only reads the JSON the pytest process writes. A test during which the
learner's code calls a library function its exercise forbids (PyTorch's attention in exercise 01:
courseware/grader/forbidden.py) fails, naming it, or with --forbidden-calls flag keeps its points
and the feedback names the call (for a hidden test, only that a hidden test made it: never which
one).

Output folder:
    results/<learner>.json       the full result, written when the learner is done (atomic); a rerun
                                 skips learners whose notebooks and options have not changed
    feedback/<learner>.md        for the learner: points per test, failed checks, the likely mistake,
                                 the cell concerned; of hidden tests only that there are some, until
                                 the instructor reruns with --publish-hidden (reports only, no regrading)
    gradescope/<learner>/results.json   Gradescope's format (hidden tests: after_published, unnamed)
    gradebook.csv                one row per learner (its id, then its name as it is), one column per
                                 exercise (with --late-penalty, also the percentage the late policy took
                                 and the final total)
    canvas.csv                   the same grades for Canvas's gradebook import (Student, ID, SIS User ID,
                                 SIS Login ID, Section, a column per exercise and the total, a Points
                                 Possible row); the learner id is in SIS Login ID, the name in Student,
                                 after the late policy
    similarity.md                pairs of submissions (or a submission and the reference solution)
                                 whose graded code is nearly identical (as written, with its
                                 identifiers renamed, or normalised), for a person to look at
    collusion.html               pairs of learners ranked by the fragments of code they share
                                 (copydetect's fingerprints), the matching lines side by side

Late policy: --late-penalty P takes P% of a learner's total per day started after the due date (at
most 100%), and all of it after the late due date; each test keeps its points, and the feedback, the
results.json and the gradebooks say why. On Gradescope the dates are submission_metadata.json's; for a
folder, --due, --late-due (optional) and --submitted-at, a CSV of `learner,timestamp` rows (the
learner by the folder's or notebook's name, or by the id). Times are ISO 8601 with their offset
(2026-11-21T23:59-08:00); one in the CSV without it takes --due's.

Whatever a submission holds (a folder or a link where a notebook belongs, binary junk, broken JSON,
an empty folder, code that does not compile), that learner scores 0 with the reason and the others
are graded: every learner gets a result, feedback and a gradebook row.
"""

from __future__ import annotations

import argparse
import shlex
from pathlib import Path

from .collusion import class_report
from .forbidden import MODES
from .gather import gather
from .gradescope import bundle, bundle_options, grade_upload, needs
from .late import lateness, match_times, parse_time, read_times
from .records import (
    BUNDLE_DEFAULTS,
    EXERCISES,
    GRADESCOPE_MB,
    GRADESCOPE_SECONDS,
    MEMORY_LIMIT,
    THREADS,
    TIME_LIMIT,
    Options,
    cpu_seconds,
)
from .run import grade_all, start_grading
from .submission import exercise_of


def _exercises(text: str) -> tuple[str, ...]:
    chosen = tuple(e.strip().zfill(2) for e in text.split(",") if e.strip())
    bad = [e for e in chosen if e not in EXERCISES]
    if bad or not chosen:
        raise argparse.ArgumentTypeError(f"--exercises {text!r}: choose from {','.join(EXERCISES)}")
    return chosen


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="transformer-grade", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("submissions", nargs="?", type=Path,
                        help="a notebook, or a folder with one subfolder or notebook per learner")
    parser.add_argument("-o", "--output", type=Path, default=Path("grades"), help="output folder (default: grades/)")
    parser.add_argument("-e", "--exercises", type=_exercises, default=EXERCISES,
                        help="which exercises, e.g. 01,02 (default: all)")
    parser.add_argument("-j", "--workers", type=int, default=1, help="learners graded at once (default 1)")
    parser.add_argument("--threads", type=int, default=THREADS, help=f"torch threads per worker (default {THREADS})")
    parser.add_argument("--time-limit", type=float, default=TIME_LIMIT,
                        help=f"seconds one call of the learner's code may take (default {TIME_LIMIT:g}; CPU time in "
                             f"all: twice that + 5 s, {cpu_seconds(TIME_LIMIT)} s by default)")
    parser.add_argument("--memory-limit", type=int, default=None,
                        help=f"megabytes the learner's code may use (default {MEMORY_LIMIT}; in a Gradescope bundle "
                             f"{BUNDLE_DEFAULTS['memory_limit']}, to fit its {GRADESCOPE_MB} MB)")
    parser.add_argument("--time-budget", type=float, default=None,
                        help="seconds for one learner's whole grading: each exercise gets an equal share of what is "
                             "left when it starts, and the tests that finished keep their points when time runs out "
                             f"(default: none; in a Gradescope bundle {BUNDLE_DEFAULTS['time_budget']:g}, to fit its "
                             f"{GRADESCOPE_SECONDS} s)")
    parser.add_argument("--forbidden-calls", choices=MODES, default=MODES[0],
                        help="a test whose run calls a library function its exercise forbids (PyTorch's attention "
                             "in exercise 01, say): it fails, naming the function (default), or it keeps its points "
                             "and the learner's report names the call (flag)")
    parser.add_argument("--hidden-tests", type=Path,
                        help="folder of tests learners never receive (marked ex01..ex05, points)")
    parser.add_argument("--regrade", action="store_true", help="grade again even what is already graded")
    parser.add_argument("--publish-hidden", action="store_true",
                        help="feedback shows the hidden tests (names, messages, full totals): run it after the "
                             "deadline; "
                             "it rewrites the reports only and regrades nothing")
    parser.add_argument("--gradescope-results", type=Path,
                        help="grade SUBMISSIONS as one learner's upload and write its results.json here (always, "
                             "whatever happens: what run_autograder uses)")
    parser.add_argument("--gradescope-bundle", type=Path, metavar="ZIP",
                        help="write a Gradescope autograder zip (setup.sh, run_autograder, with --exercises, "
                             "--time-limit, --memory-limit, --time-budget, --threads, --late-penalty, "
                             "--forbidden-calls and --hidden-tests) instead of grading")
    parser.add_argument("--late-penalty", type=float, metavar="PERCENT",
                        help="the late policy: PERCENT of the total per day started after the due date (at most "
                             "100%%), and 0 after the late due date; the tests keep their points (default: none). "
                             "On Gradescope the dates are the assignment's (or a student's extension); for a "
                             "folder, give --due, --submitted-at and optionally --late-due")
    parser.add_argument("--due", metavar="TIME", help="the due date, ISO 8601 with its offset, e.g. "
                                                      "2026-11-21T23:59-08:00 (with --late-penalty, for a folder)")
    parser.add_argument("--late-due", metavar="TIME",
                        help="the last time late work is accepted: after it a submission scores 0 (default: none)")
    parser.add_argument("--submitted-at", type=Path, metavar="CSV",
                        help="each learner's submission time: rows learner,timestamp (a header row is skipped; "
                             "a time without an offset takes --due's)")
    parser.add_argument("--submission-metadata", type=Path, metavar="JSON",
                        help="with --gradescope-results: Gradescope's submission_metadata.json, whose dates the "
                             "late policy uses (run_autograder passes it)")
    args = parser.parse_args(argv)
    bundling = args.gradescope_bundle is not None
    if args.memory_limit is None:
        args.memory_limit = BUNDLE_DEFAULTS["memory_limit"] if bundling else MEMORY_LIMIT
    if args.time_budget is None and bundling:
        args.time_budget = BUNDLE_DEFAULTS["time_budget"]
    for name in ("workers", "threads", "memory_limit", "time_limit", "time_budget"):
        if getattr(args, name) is not None and getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be positive, got {getattr(args, name)}")
    if args.hidden_tests and not args.hidden_tests.is_dir():
        parser.error(f"--hidden-tests '{args.hidden_tests}' is not a folder")
    if args.late_penalty is not None and not 0 <= args.late_penalty <= 100:
        parser.error(f"--late-penalty is a percentage per day, from 0 to 100, got {args.late_penalty:g}")
    dates = (("--due", args.due is not None), ("--late-due", args.late_due is not None),
             ("--submitted-at", args.submitted_at is not None))
    if args.late_penalty is None and any(used for _, used in dates):
        parser.error(f"{', '.join(name for name, used in dates if used)}: for the late policy, which needs "
                     "--late-penalty")
    options = Options(args.exercises, args.time_limit, args.memory_limit, args.threads, args.hidden_tests,
                      publish_hidden=args.publish_hidden, time_budget=args.time_budget,
                      late_penalty=args.late_penalty, forbidden_calls=args.forbidden_calls)
    if (bundling or args.gradescope_results) and any(used for _, used in dates):
        parser.error(f"{', '.join(name for name, used in dates if used)}: on Gradescope the dates are its own "
                     "(submission_metadata.json); give --late-penalty only")
    if bundling:
        given = (("SUBMISSIONS", args.submissions is not None), ("--workers", args.workers != 1),
                 ("--regrade", args.regrade), ("--publish-hidden", args.publish_hidden),
                 ("--gradescope-results", args.gradescope_results is not None),
                 ("--submission-metadata", args.submission_metadata is not None),
                 ("--output", args.output != Path("grades")))
        unused = [name for name, used in given if used]
        if unused:
            parser.error(f"--gradescope-bundle writes a zip and grades nothing here: {', '.join(unused)} "
                         "does not apply to it")
        print(f"wrote {bundle(args.gradescope_bundle, options)} (grading with: {shlex.join(bundle_options(options))}"
              + (f" --hidden-tests {args.hidden_tests}" if args.hidden_tests else "") + ")")
        print("\n".join(needs(options)))
        return 0
    if args.submissions is None:
        parser.error("give SUBMISSIONS (a notebook or a folder), or --gradescope-bundle ZIP")
    if args.gradescope_results:
        return grade_upload(args.submissions, options, args.output, args.gradescope_results, args.workers, args.regrade,
                            args.submission_metadata)
    if args.submission_metadata is not None:
        parser.error("--submission-metadata applies only with --gradescope-results")
    due = late_due = None
    if args.late_penalty is not None:
        if args.due is None or args.submitted_at is None:
            parser.error("--late-penalty for a folder needs --due and --submitted-at (Gradescope gives them itself)")
        try:
            due = parse_time(args.due)
            late_due = parse_time(args.late_due) if args.late_due else None
        except ValueError as err:
            parser.error(f"--due/--late-due: {err}")
        if late_due is not None and late_due < due:
            parser.error(f"--late-due {args.late_due} is before --due {args.due}")
    if args.submissions.is_file() and args.exercises == EXERCISES:
        options.exercises = (exercise_of(args.submissions),) if exercise_of(args.submissions) else EXERCISES
    try:
        submissions = gather(args.submissions, options.exercises)
    except ValueError as err:
        parser.error(str(err))
    if not submissions:
        parser.error(f"no submission in '{args.submissions}' (expected notebooks or one folder per learner)")
    if args.late_penalty is not None:
        try:
            times = read_times(args.submitted_at, due.tzinfo)
        except ValueError as err:
            parser.error(f"--submitted-at: {err}")
        try:   # a row names a learner by the folder's or notebook's name, or by the id
            times = match_times({s.learner: s.learner if s.name is None else s.name for s in submissions}, times)
        except ValueError as err:
            parser.error(f"--submitted-at {args.submitted_at} {err}")
        options.late = {s.learner: lateness(times[s.learner], due, late_due, args.late_penalty) for s in submissions}
        print(f"late policy: {sum(v.late for v in options.late.values())} of {len(submissions)} submission(s) late "
              f"(due {due.isoformat(timespec='minutes')}, {args.late_penalty:g}% per day started"
              + (f", nothing after {late_due.isoformat(timespec='minutes')})" if late_due else ")"))
    start_grading(len(submissions), options, args.workers, args.output)
    grade_all(submissions, options, args.output, args.workers, args.regrade)
    class_report(submissions, options.exercises, args.output / "collusion.html")
    print(f"wrote {args.output / 'gradebook.csv'}, canvas.csv, feedback/, gradescope/, similarity.md, collusion.html")
    return 0
