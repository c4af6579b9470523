"""What the grader's parts hand each other, and its defaults (hand-written).

Every limit, budget and size the grader uses is defined here, once: the per-call time limit, the
memory limit, the threads, the CPU-time rule, the grace and wrap-up of a time budget, and what a
Gradescope bundle assumes about its container. The records are typed: the options, one learner's
submission, one graded test's outcome as the pytest plugin reports it, and a learner's result with
its exercises and tests. Results on disk (results/<learner>.json) and the plugin's --grade-json keep
their JSON form; `to_json` and `from_json` are the only places that know it.

This module imports nothing of the grader's (courseware/catalogue.py only) and neither torch nor
pytest: the grader's own process and the sandbox's child (for MEMORY_LIMIT) load it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .. import ROOT, catalogue
from ..catalogue import MARKER_PREFIX, marker

if TYPE_CHECKING:   # for the annotation only: nothing of the grader's is imported here
    from .late import Lateness

# Exercise -> the reference module it rebuilds (the `#| default_exp` of its chapter), from the
# catalogue (courseware/catalogue.py). Fixed there, not read from the submission, which could name another.
GRADED_MODULES = catalogue.graded_modules()
TESTS = ROOT / "tests" / "graded"
EXERCISES = tuple(GRADED_MODULES)
FORMAT = 1   # of results/<learner>.json

# Defaults -----------------------------------------------------------------------------------------

TIME_LIMIT = 120.0   # s one call of the learner's code may take (wall clock), --time-limit
MEMORY_LIMIT = 2048  # MB the learner's code may add, --memory-limit (a Gradescope bundle: BUNDLE_DEFAULTS)
THREADS = 1          # torch threads per worker, --threads
GRACE = 30.0         # s: with --time-budget, the grading process is stopped this long after its budget ends
WRAP_UP = 5.0        # s of the budget kept for the reports, after the tests
STARTUP = 120.0      # s, without --time-budget: for the grading process to start and collect its tests

# Gradescope's container (its defaults) and what a bundle assumes of it. Memory of grading without
# the learner's own: the grader, pytest and one sandbox (torch loaded in both). Counted with file
# pages, it was 492 to 541 MB alone and up to 639 MB inside the whole test suite (torch's files warm
# in the page cache: more of them mapped, all reclaimable), which made a limit on it flaky. What a
# container's limit charges and cannot reclaim is anonymous memory (courseware/grader/memory.py):
# 449 MB for the solved case with exercise 08's sacrebleu (2026-11-26, 555 MB with file pages);
# test_gradescope.py holds it under 90% of GRADER_MB. The grader counts 656 MB and the learner's
# code gets 112 MB. The solutions pass with a --memory-limit of 96 MB: 112 still leaves room.
GRADESCOPE_MB = 768        # Gradescope's default memory per submission
GRADESCOPE_SECONDS = 600   # and its default timeout
GRADER_MB = 656
BUNDLE_DEFAULTS = {"memory_limit": 112, "time_budget": 480.0}   # within GRADESCOPE_MB and GRADESCOPE_SECONDS


def cpu_seconds(time_limit: float) -> int:
    """The CPU budget rule: the CPU time a learner's sandbox may use in all, for a per-call (wall
    clock) `time_limit`: twice that plus 5 s."""
    return int(2 * time_limit) + 5


# Exercise ids ------------------------------------------------------------------------------------
# An exercise is "01" everywhere in the grader; its tests carry the pytest marker "ex01" (`marker`,
# from the catalogue).

def exercise_of_marker(name: str) -> str | None:
    """The exercise a pytest marker names ("ex01" -> "01"), or None for another marker."""
    rest = name[len(MARKER_PREFIX):] if name.startswith(MARKER_PREFIX) else ""
    return rest if rest in GRADED_MODULES else None


# Records -----------------------------------------------------------------------------------------

@dataclass
class Options:
    """How the learners are graded (the command line's options that change a grade)."""

    exercises: tuple[str, ...] = EXERCISES
    time_limit: float = TIME_LIMIT
    memory_limit: int = MEMORY_LIMIT
    threads: int = THREADS
    hidden_tests: Path | None = None
    publish_hidden: bool = False   # reports only (feedback with the hidden tests): not in the fingerprint
    time_budget: float | None = None   # seconds for one learner's whole grading (None: per-call limits only)
    # The late policy (late.py), reports only: not in the fingerprint. `late_penalty`: percent of the total
    # per day started late (None: no late policy; a bundle writes it into run_autograder); `late`: each
    # learner's lateness, as the command line or Gradescope's submission_metadata.json gives it.
    late_penalty: float | None = None
    late: dict[str, Lateness] = field(default_factory=dict)
    # A test whose run calls a library function its exercise forbids (forbidden.py): "fail" it, or "flag"
    # it (it keeps its points; the learner's report names the call).
    forbidden_calls: str = "fail"

    def process_seconds(self, exercises: int) -> float:
        """Seconds after which a learner's grading process is stopped when there is no --time-budget:
        each exercise's CPU-time limit (`cpu_seconds`), plus STARTUP."""
        return cpu_seconds(self.time_limit) * exercises + STARTUP


@dataclass
class Submission:
    """One learner's work as gathered: a notebook per exercise, and what was wrong with the upload."""

    learner: str   # the id (gather.learner_id): file names, the gradebook's rows; no two learners share one
    notebooks: dict[str, Path] = field(default_factory=dict)   # exercise -> notebook
    problems: list[str] = field(default_factory=list)          # found while gathering
    name: str | None = None   # the folder's or notebook's name as found (None: the id itself)


NOT_RUN = "the test did not run: the grading process stopped before it"
# PyTorch's errors when tensors of two dtypes meet in one operation (a float32 step in float64 code):
# the graded tests and make check's summary both name this mistake from them.
MIXED_DTYPES = r"same dtype|expected scalar type|did not match (Float|Double|Half|BFloat16)"


@dataclass
class Outcome:
    """One graded test as the pytest plugin reports it (an entry of --grade-json): collected with
    `ran` False, then updated when it runs."""

    exercise: str   # "01"
    test: str
    points: float
    passed: bool = False
    ran: bool = False
    message: str = NOT_RUN
    uses: list[str] = field(default_factory=list)   # names of the learner's module the test used
    hidden: bool = False
    forbidden: list[str] = field(default_factory=list)   # forbidden library calls it made (--forbidden-calls flag)

    def to_json(self) -> dict:
        exercise = marker(self.exercise) if self.exercise in GRADED_MODULES else self.exercise   # "?": none
        return {"exercise": exercise, "test": self.test, "points": self.points, "passed": self.passed,
                "ran": self.ran, "message": self.message, "uses": list(self.uses), "hidden": self.hidden,
                "forbidden": list(self.forbidden)}

    @classmethod
    def from_json(cls, data: dict) -> Outcome:
        return cls(exercise=exercise_of_marker(data["exercise"]) or data["exercise"], test=data["test"],
                   points=float(data["points"]), passed=bool(data.get("passed", False)),
                   ran=bool(data.get("ran", False)), message=str(data.get("message", NOT_RUN)),
                   uses=list(data.get("uses", [])), hidden=bool(data.get("hidden", False)),
                   forbidden=[str(name) for name in data.get("forbidden", [])])


@dataclass
class ScoredTest:
    """One test in a learner's result: its points, and for a failure the message and the cells."""

    test: str
    points: float
    earned: float
    passed: bool
    message: str
    cells: list[str] = field(default_factory=list)   # the learner's cells that define what the test used
    hidden: bool = False

    def to_json(self) -> dict:
        return {"test": self.test, "points": self.points, "earned": self.earned, "passed": self.passed,
                "message": self.message, "cells": list(self.cells), "hidden": self.hidden}

    @classmethod
    def from_json(cls, data: dict) -> ScoredTest:
        return cls(test=data["test"], points=float(data["points"]), earned=float(data["earned"]),
                   passed=bool(data["passed"]), message=str(data["message"]), cells=list(data.get("cells", [])),
                   hidden=bool(data.get("hidden", False)))


@dataclass
class ExerciseResult:
    """A learner's result on one exercise."""

    notebook: str | None   # as messages show it (shown()), None when there was none
    problems: list[str] = field(default_factory=list)
    tests: list[ScoredTest] = field(default_factory=list)

    @property
    def score(self) -> float:
        return sum(t.earned for t in self.tests)

    @property
    def max(self) -> float:
        return sum(t.points for t in self.tests)

    def to_json(self) -> dict:
        return {"notebook": self.notebook, "problems": list(self.problems), "tests": [t.to_json() for t in self.tests],
                "score": self.score, "max": self.max}

    @classmethod
    def from_json(cls, data: dict) -> ExerciseResult:
        return cls(notebook=data.get("notebook"), problems=list(data.get("problems", [])),
                   tests=[ScoredTest.from_json(t) for t in data.get("tests", [])])


@dataclass
class LearnerResult:
    """A learner's whole result: what results/<learner>.json holds."""

    learner: str   # the id: results/<learner>.json, feedback/<learner>.md
    problems: list[str] = field(default_factory=list)   # of the whole submission
    exercises: dict[str, ExerciseResult] = field(default_factory=dict)
    seconds: float = 0.0
    log: str | None = None           # the tail of a failed grading process's log: for the instructor only
    fingerprint: str | None = None   # None: graded again by the next run
    graded_at: str | None = None
    format: int = FORMAT
    name: str | None = None   # the folder's or notebook's name (Submission.name; None: the id itself)

    @property
    def total(self) -> float:
        return sum(info.score for info in self.exercises.values())

    @property
    def max_total(self) -> float:
        return sum(info.max for info in self.exercises.values())

    def all_problems(self) -> list[str]:
        """The submission's problems, then each exercise's."""
        return self.problems + [p for info in self.exercises.values() for p in info.problems]

    def to_json(self) -> dict:
        data = {"format": self.format, "learner": self.learner, "problems": list(self.problems),
                "exercises": {ex: info.to_json() for ex, info in self.exercises.items()},
                "total": self.total, "max_total": self.max_total, "seconds": self.seconds}
        data.update({key: value for key, value in (("name", self.name), ("log", self.log),
                                                   ("fingerprint", self.fingerprint), ("graded_at", self.graded_at))
                     if value is not None})
        return data

    @classmethod
    def from_json(cls, data: dict) -> LearnerResult:
        return cls(learner=data["learner"], problems=list(data.get("problems", [])),
                   exercises={ex: ExerciseResult.from_json(info) for ex, info in data["exercises"].items()},
                   seconds=float(data.get("seconds", 0.0)), log=data.get("log"), fingerprint=data.get("fingerprint"),
                   graded_at=data.get("graded_at"), format=int(data.get("format", 0)),
                   name=None if data.get("name") is None else str(data["name"]))
