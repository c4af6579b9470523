"""The late policy: how a late submission's total is reduced, and why (hand-written).

The instructor chooses a penalty in percent per day started (`--late-penalty 10`); the dates are
Gradescope's (its submission_metadata.json, `from_metadata`) or the instructor's (`--due`,
`--late-due`, and the learners' submission times in a CSV, `read_times`). `lateness` applies it:

    submitted at or before the due date                 -> no change (factor 1)
    after it, and at or before the late due date (or    -> the total loses penalty x days started late,
    there is none)                                         at most 100% (25 hours late: 2 days started)
    after the late due date                             -> 0, with the reason

Only the total changes (times `Lateness.factor`, rounded to 0.01 point): each test keeps its points,
and the reports say why (`Lateness.explain`). Times must carry their offset (ISO 8601, e.g.
2026-11-21T23:59-08:00), so that a submission time and a due date in different time zones compare
right; a time in the CSV without one is taken in the due date's offset.
"""

from __future__ import annotations

import csv
import json
import math
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

DAY = timedelta(days=1)


@dataclass(frozen=True)
class Lateness:
    """What the late policy does to one submission: the factor of its total, and why ("" on time)."""

    factor: float = 1.0
    reason: str = ""   # "submitted 1 day 3 hours late: -10% (10% per day started)"; "" when on time

    @property
    def late(self) -> bool:
        return bool(self.reason)

    @property
    def percent(self) -> float:
        """The percentage of the total taken away (0 to 100)."""
        return round(100 * (1 - self.factor), 6)

    def applied(self, points: float) -> float:
        """`points` after the late policy, rounded to 0.01."""
        return round(points * self.factor, 2)

    def explain(self, earned: float, possible: float, show_points: bool = True) -> str:
        """The reason with the points it leaves ("..., 51.3 of 57 points"), or the reason alone when the
        points must not show (hidden tests not yet published); "" on time."""
        if not self.late:
            return ""
        return f"{self.reason}, {self.applied(earned):g} of {possible:g} points" if show_points else self.reason


ON_TIME = Lateness()


def parse_time(text: str, default_offset=None) -> datetime:
    """An ISO 8601 time with its offset ("2026-11-21T23:59:00.000000-08:00", "...Z"). One without an
    offset takes `default_offset` (a tzinfo) or is refused: it could be any time zone's."""
    value = str(text).strip()
    if value[-1:] in ("Z", "z"):
        value = value[:-1] + "+00:00"
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{text!r} is not an ISO 8601 time (e.g. 2026-11-21T23:59-08:00)") from None
    if when.tzinfo is None:
        if default_offset is None:
            raise ValueError(f"{text!r} has no offset: write it with one, e.g. 2026-11-21T23:59-08:00")
        when = when.replace(tzinfo=default_offset)
    return when


def _duration(late: timedelta) -> str:
    """'1 day 3 hours', '2 days', '5 hours', '25 minutes', '30 seconds'."""
    seconds = int(late.total_seconds())
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60

    def unit(n, name):
        return f"{n} {name}" + ("" if n == 1 else "s")

    parts = [unit(n, name) for n, name in ((days, "day"), (hours, "hour")) if n]
    if not parts:
        parts = [unit(minutes, "minute")] if minutes else [unit(max(seconds, 1), "second")]
    return " ".join(parts)


def lateness(submitted_at: datetime, due: datetime | None, late_due: datetime | None, penalty: float) -> Lateness:
    """The late policy for one submission: `penalty` percent of the total per day started after
    `due` (at most 100%), and 0 after `late_due` (None: no such date, the penalty runs on). No due
    date: on time. The times must be aware (with their offsets); they may be in different zones."""
    if due is None or submitted_at <= due:
        return ON_TIME
    late = submitted_at - due
    how_late = f"submitted {_duration(late)} late"
    if late_due is not None and submitted_at > late_due:
        return Lateness(0.0, f"{how_late}, after the late due date ({late_due.isoformat(timespec='minutes')}), "
                             "when late work is no longer accepted: -100%")
    days = math.ceil(late / DAY)
    percent = min(100.0, days * penalty)
    if percent == 0:
        return Lateness(1.0, f"{how_late}: no penalty (0% per day)")
    rule = f"{penalty:g}% per day started" + (", at most 100%" if days * penalty > 100 else "")
    return Lateness(1 - percent / 100, f"{how_late}: -{percent:g}% ({rule})")


def _latest(a: datetime | None, b: datetime | None) -> datetime | None:
    return b if a is None or (b is not None and b > a) else a


def from_metadata(path: Path, penalty: float) -> Lateness:
    """The late policy for the Gradescope submission that `path` (/autograder/submission_metadata.json)
    describes: `created_at` against the assignment's `due_date` and `late_due_date`. Where a user of
    the submission has dates of their own (an extension: `users[i].assignment`, as Gradescope writes
    it), those count, the latest due date of the group's members with its late due date. Raises
    ValueError with the reason when the file cannot be read or lacks the times."""
    try:
        data = json.loads(Path(path).read_text())
        submitted = parse_time(data["created_at"])
        dates = data.get("assignment") or {}
        own = [u["assignment"] for u in data.get("users") or []
               if isinstance(u, dict) and isinstance(u.get("assignment"), dict) and u["assignment"].get("due_date")]
        if own:
            dates = max(own, key=lambda d: parse_time(d["due_date"]))
        due = parse_time(dates["due_date"]) if dates.get("due_date") else None
        late_due = parse_time(dates["late_due_date"]) if dates.get("late_due_date") else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        raise ValueError(f"{path}: {type(err).__name__}: {err}") from None
    return lateness(submitted, due, late_due, penalty)


def _who(learner: str, name: str) -> str:
    """A learner in a message: the folder's or notebook's name, with the id where it differs."""
    shown = name if name.isprintable() else ascii(name)
    return shown if name == learner else f"{shown} (id {learner})"


def match_times(learners: dict[str, str], times: dict[str, datetime]) -> dict[str, datetime]:
    """Each learner's submission time: `learners` is id -> the folder's or notebook's name
    (gather.learner_id, Submission.name), `times` what read_times read. A row names a learner by
    the name, exactly as it is on disk, or by the id (gradebook.csv's first column); a learner with
    both keeps the latest time. Raises ValueError, naming the folders, for a row that would be one
    learner's by its name and another's by its id (a folder named like another's id), and for the
    learners with no row (saying where a row differs only in its Unicode form: "zoé" written
    precomposed or with a combining accent are two names, and two folders)."""
    claims: dict[str, list[str]] = {}   # a row's learner -> the learners it could be
    for learner, name in learners.items():
        for key in dict.fromkeys((name, learner)):
            if key in times:
                claims.setdefault(key, []).append(learner)
    both = {key: found for key, found in claims.items() if len(found) > 1}
    if both:
        raise ValueError("has rows that could be either of two learners: " + "; ".join(
            f"{key!r} is {' and '.join(_who(learner, learners[learner]) for learner in found)}"
            for key, found in sorted(both.items())) + ": write each learner's id (gradebook.csv's first column)")
    matched: dict[str, datetime] = {}
    for key, (learner,) in claims.items():
        matched[learner] = _latest(matched.get(learner), times[key])
    missing = [learner for learner in learners if learner not in matched]
    if missing:
        forms = {unicodedata.normalize("NFC", key): key for key in times if key not in claims}

        def hint(learner):
            other = forms.get(unicodedata.normalize("NFC", learners[learner]))
            return f" (the row {other!r} is the same letters in another Unicode form)" if other is not None else ""

        raise ValueError(f"has no time for {len(missing)} learner(s): "
                         + ", ".join(_who(learner, learners[learner]) + hint(learner) for learner in missing[:10])
                         + (", ..." if len(missing) > 10 else ""))
    return matched


def read_times(path: Path, default_offset=None) -> dict[str, datetime]:
    """Learner -> submission time, from a CSV of rows `learner,timestamp` (a header row, whose second
    cell is no time, is skipped). A learner listed twice keeps the latest time. Raises ValueError
    naming the line of a row that cannot be read."""
    times: dict[str, datetime] = {}
    try:
        with open(path, newline="", encoding="utf-8-sig") as f:
            rows = list(csv.reader(f))
    except (OSError, UnicodeDecodeError, csv.Error) as err:
        raise ValueError(f"{path}: {err}") from None
    for number, row in enumerate(rows, 1):
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        if len(cells) < 2 or not cells[0]:
            raise ValueError(f"{path}, line {number}: expected learner,timestamp, got {','.join(row)!r}")
        try:
            when = parse_time(cells[1], default_offset)
        except ValueError as err:
            if number == 1:   # the header
                continue
            raise ValueError(f"{path}, line {number}: {err}") from None
        times[cells[0]] = _latest(times.get(cells[0]), when)
    return times
