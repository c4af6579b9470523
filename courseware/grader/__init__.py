"""The autograder, `transformer-grade` (hand-written): one module per job.

    records.py        the typed records passed between the parts, and every default (limits, budgets,
                      what a Gradescope bundle assumes)
    gather.py         finding the learners and their notebooks in a folder of submissions
    run.py            one pytest process per learner (fingerprint, resume), and the batch (grade_all)
    reports.py        feedback/<learner>.md, gradebook.csv, canvas.csv, Gradescope's results.json
    late.py           the late policy: what a late submission's total keeps, and why
    similarity.py     similarity.md: nearly identical submissions, for a person to look at
    collusion.py      collusion.html: every pair of learners ranked by the code they share (copydetect)
    forbidden.py      the library calls each exercise forbids: recorded in the child, found in the source
    gradescope.py     the Gradescope bundle (setup.sh, run_autograder) and one upload's results.json
    cli.py            the command line (`transformer-grade`, `python -m courseware.grader`)
    plugin.py         the pytest plugin of the graded tests (options, exercise fixtures, points)
    submission.py     reading a learner's notebook: its exported cells, checked without running them
    sandbox.py        the learner's code in a separate, limited child process (sandbox_child.py)
    isolation.py      how that child is isolated: namespaces (bubblewrap), seccomp, limits
    memory.py         the memory a process tree uses, as a container counts it

The grader's own process (cli, gather, run, reports, late, similarity, collusion,
gradescope) never imports torch;
the pytest process it starts loads plugin.py and sandbox.py. Nothing is imported here, so that
`import courseware.grader.sandbox` in the sandbox's child loads only what it needs.
"""
