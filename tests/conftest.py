"""Shared pytest setup (hand-written): the graded tests' plugin (options --submissions,
--time-limit, --memory-limit, --grade-json; the exercise fixtures; the points summary) lives in
courseware/grader/plugin.py, so the grader can load it for hidden tests too."""

pytest_plugins = ["courseware.grader.plugin"]
