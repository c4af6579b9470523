"""The memory a process tree uses, as a container's limit counts it (hand-written).

Gradescope runs the autograder in a container with a memory limit (768 MB by default). The kernel
charges the container two kinds of page. Anonymous pages (the heap, the stacks, every tensor, a
private page once written) cannot be given back without swap, which containers do not have: when
they pass the limit, a process is killed. File pages (torch's libraries, mapped by the grader,
pytest and the sandbox alike, charged once however many processes map them) are page cache: clean,
so under pressure the kernel drops them and reads them again later. How many are resident depends
on what ran before (inside the test suite, torch's files are warm), not on the grader.

`footprint` counts both from /proc/PID/smaps: the anonymous pages of every process, and each file
mapping's resident pages once (keyed by file and offset). `PeakMemory` samples a process and all
its descendants in a thread and keeps the peak of each: the anonymous peak is what a limit must
hold; the total (anonymous and file pages) is reported beside it. The Gradescope layout test
(tests/autograder/test_gradescope.py) and `make bench BENCH=grade` print both.

    with PeakMemory(proc.pid) as peak:
        proc.wait()
    print(f"{peak.anonymous_mb:.0f} MB anonymous at most ({peak.mb:.0f} MB with file pages)")
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import NamedTuple


def children(pid: int) -> list[int]:
    """`pid` and all its descendants (a snapshot; processes come and go)."""
    parent_of = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parent_of[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    tree, frontier = [pid], [pid]
    while frontier:
        frontier = [p for p, parent in parent_of.items() if parent in frontier]
        tree += frontier
    return tree


class Footprint(NamedTuple):
    """Bytes of a process tree: `anonymous` pages, and `total` (anonymous and file pages)."""
    anonymous: int
    total: int


def footprint(pids) -> Footprint:
    """The anonymous pages of every process in `pids`, and the total: every private page plus every
    shared mapping's resident pages once. A process that ends while being read counts what was read
    of it; one we may not read counts its resident size, all of it as anonymous (the safe side)."""
    private, anonymous, shared = 0, 0, {}
    for pid in pids:
        try:
            lines = Path(f"/proc/{pid}/smaps").read_text().splitlines()
        except OSError:   # gone, or not ours to read: then its resident size, the best we may know
            try:
                status = Path(f"/proc/{pid}/status").read_text()
                rss = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")) << 10
            except (OSError, StopIteration):
                continue
            private, anonymous = private + rss, anonymous + rss
            continue
        key = None
        for line in lines:
            first = line.split(None, 1)[0] if line else ""
            if "-" in first and not first.endswith(":"):   # a mapping's header: range perms offset dev inode path
                fields = line.split()
                inode = fields[4]
                key = (fields[3], inode, fields[2]) if inode != "0" else (pid, fields[0])
            elif first in ("Private_Clean:", "Private_Dirty:"):
                private += int(line.split()[1]) << 10
            elif first in ("Shared_Clean:", "Shared_Dirty:"):
                shared[(key, first)] = max(shared.get((key, first), 0), int(line.split()[1]) << 10)
            elif first == "Anonymous:":
                anonymous += int(line.split()[1]) << 10
    return Footprint(anonymous, private + sum(shared.values()))


class PeakMemory:
    """Samples `footprint(children(pid))` every `interval` seconds until the block ends."""

    def __init__(self, pid: int, interval: float = 0.2):
        self.pid, self.interval = pid, interval
        self.peak = 0             # bytes, anonymous and file pages (the largest total seen)
        self.anonymous = 0        # bytes, anonymous pages (the largest seen; not always at the same moment)
        self.processes = 0        # in the tree at the anonymous peak
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while True:
            tree = children(self.pid)
            used = footprint(tree)
            self.peak = max(self.peak, used.total)
            if used.anonymous > self.anonymous:
                self.anonymous, self.processes = used.anonymous, len(tree)
            if self._stop.wait(self.interval):
                return

    @property
    def mb(self) -> float:
        """MB at the peak, anonymous and file pages: page cache included, so it depends on what ran before."""
        return self.peak / 2**20

    @property
    def anonymous_mb(self) -> float:
        """MB of anonymous pages at their peak: what a container's limit charges and cannot reclaim."""
        return self.anonymous / 2**20

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
