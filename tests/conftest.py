"""Shared pytest setup (hand-written): the graded tests' plugin (options --submissions,
--time-limit, --memory-limit, --grade-json; the exercise fixtures; the points summary) lives in
courseware/grader/plugin.py, so the grader can load it for hidden tests too."""

pytest_plugins = ["courseware.grader.plugin"]


# The order of a whole run: the book's pages execute in the background from the end of collection
# (tests/pipeline/conftest.py), two at a time, for about two thirds of the run. Beside them go the
# tests that keep one core busy; then the tests that read the book (they wait for the pages); then
# those that want both cores (a class graded two learners at a time) or an unloaded machine (the
# sandbox's second-long limits). Run in file order, the two-worker grading ran beside the pages and
# the one-core tests came after them, one core idle for the last nine minutes. Modules keep their
# tests together (module fixtures run once), and a run of a few files keeps their order within.
LATE = ("tests/autograder/", "tests/pipeline/test_sandbox.py")


def _phase(item, uses_book: set) -> int:
    path = item.nodeid.split("::")[0]
    if path.startswith(LATE):
        return 2
    return 1 if path in uses_book else 0


def pytest_collection_modifyitems(session, config, items):
    uses_book = {item.nodeid.split("::")[0] for item in items if "_executions" in getattr(item, "fixturenames", ())}
    items.sort(key=lambda item: _phase(item, uses_book))   # stable: file order within a phase
