"""Shared pytest setup (hand-written): the `--submissions` option and the points summary."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def pytest_addoption(parser):
    parser.addoption(
        "--submissions",
        default=str(ROOT / "solutions"),
        help="folder of exercise notebooks the graded tests load (default: solutions/; "
        "a learner checks their own work with --submissions exercises)",
    )


_results: dict[str, tuple[str, float, bool]] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    points = item.get_closest_marker("points")
    if points is None:
        return
    exercise = next((m.name for m in item.iter_markers() if m.name.startswith("ex")), "?")
    ok = _results.get(item.nodeid, (exercise, 0, True))[2] and report.passed
    if report.when == "call" or not report.passed:
        _results[item.nodeid] = (exercise, float(points.args[0]), ok)


def pytest_terminal_summary(terminalreporter):
    if not _results:
        return
    earned: dict[str, float] = defaultdict(float)
    total: dict[str, float] = defaultdict(float)
    for exercise, points, ok in _results.values():
        total[exercise] += points
        earned[exercise] += points if ok else 0
    terminalreporter.section("points")
    for exercise in sorted(total):
        terminalreporter.write_line(f"{exercise}: {earned[exercise]:g} / {total[exercise]:g} points")
