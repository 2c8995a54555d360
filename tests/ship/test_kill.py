"""Nothing lost: the autosaving session killed with SIGKILL, many times, in a fixed sequence.

A driver process (kill_driver.py) adds entries through the core's Session and prints each
entry's number once ``add`` has returned (an acknowledged entry). Two kinds of kill, both
counted, neither timed, the same in every run:

* at an exact point of a save (the driver kills itself there: before the old temporary
  files are cleaned, its own created, written, flushed, renamed, the entry saved but not
  yet acknowledged), for
  every point and a few entry numbers: the file must then hold exactly the entries before
  it, or exactly one more once the rename has happened;
* from outside, right after the driver acknowledged its k-th entry of the run (k from a
  fixed seed): the kill lands somewhere in the next save, wherever the machine's speed puts
  it; the file must hold every acknowledged entry and at most one more.

After each kill the file is opened as the window opens it after a crash: it must load (never
half-written, never empty) and hold the entries exactly as entered. The next driver goes on
with the same file, as the window's recovery does; its first save removes the temporary file
a killed save left (a save cleans before it writes), so that at most one is ever there.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.core import matchfile

from .kill_driver import AFTER_RENAME, POINTS, entry

DRIVER = Path(__file__).with_name("kill_driver.py")
SEED = int(os.environ.get("JASSTAFEL_KILL_SEED", "20261201"))  # the same kills every run
EXACT_ROUNDS = 3  # every point of a save, at this many entry numbers
OUTSIDE_KILLS = 24  # kills from outside after a number of acknowledgements
MOST_ACKNOWLEDGED = 40  # ... at most this many entries into a run
NEW_FILE_AFTER = 800  # entries: then a fresh file, so each save stays a few milliseconds

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def start(path: Path, kill_at: str | None = None) -> subprocess.Popen[bytes]:
    args = [sys.executable, str(DRIVER), str(path)] + ([kill_at] if kill_at else [])
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})


def acknowledged(lines: list[bytes]) -> list[int]:
    for line in lines:
        assert not line.startswith(b"error"), line
    numbers = [int(line) for line in lines if line.isdigit()]
    assert numbers == sorted(numbers), "entries acknowledged out of order"
    return numbers


def run_until_it_kills_itself(path: Path, kill_at: str) -> list[int]:
    """The driver kills itself at *kill_at*; the numbers it acknowledged before."""
    proc = start(path, kill_at)
    try:
        out, err = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == -signal.SIGKILL, (proc.returncode, err[-2000:])
    return acknowledged(out.split(b"\n"))


def kill_after(path: Path, count: int) -> list[int]:
    """Kill the driver from outside right after its *count*-th acknowledgement."""
    proc = start(path)
    assert proc.stdout is not None
    lines: list[bytes] = []
    buffer = b""
    try:
        while sum(line.isdigit() for line in lines) < count:
            ready, _, _ = select.select([proc.stdout], [], [], 60)
            if not ready:  # no line in a minute: the driver hangs
                pytest.fail(f"driver silent: {proc.poll()=}")
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                pytest.fail(f"driver died by itself: {proc.wait()} {proc.stderr.read()!r}")
            buffer += chunk
            *done, buffer = buffer.split(b"\n")
            lines += done
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    rest = proc.stdout.read()  # what it printed before it died is acknowledged too
    proc.stdout.close()
    proc.stderr.close()
    return acknowledged(lines + (buffer + rest).split(b"\n"))


def check_file(path: Path, least: int, most: int, why: str) -> int:
    """The file loads and holds entries 1..n exactly as entered, least <= n <= most."""
    match = matchfile.load(path)  # loads: never half-written, never an empty file
    count = len(match.entries)
    assert least <= count <= most, f"{count} entries on disk, {least}..{most} expected: {why}"
    assert list(match.entries) == [entry(n) for n in range(1, count + 1)], (
        f"the entries on disk are not the ones entered: {why}")
    temporaries = list(path.parent.glob(".*.tmp"))
    assert len(temporaries) <= 1, f"temporary files pile up: {temporaries} ({why})"
    return count


def test_a_kill_at_every_point_of_a_save_loses_nothing(tmp_path):
    path = tmp_path / "abend.jass"
    matchfile.save(matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                                       preset="einfach_1000", settings={"target": 100_000}),
                   path)
    saved = 0
    for round_ in range(EXACT_ROUNDS):
        for point in POINTS:
            target = saved + 1 + round_ * 2  # the first entry of a run, and later ones
            numbers = run_until_it_kills_itself(path, f"{target}:{point}")
            assert numbers == list(range(saved + 1, target)), (point, numbers)
            expected = target if point in AFTER_RENAME else target - 1
            saved = check_file(path, expected, expected, f"killed at {point} of entry {target}")
    # the next save after the last kill removes what that kill left
    session_save(path)
    assert not list(tmp_path.glob(".*.tmp"))


def session_save(path: Path) -> None:
    from jasstafel.core.session import Session

    session = Session(matchfile.load(path), path=path)
    assert session.save(), session.save_error


def test_sigkill_from_outside_never_loses_an_acknowledged_entry(tmp_path):
    rng = random.Random(SEED)
    folder = tmp_path / "matches"
    folder.mkdir()
    path = folder / "abend-1.jass"
    saved = 0  # entries in the file before this driver started
    for kill in range(1, OUTSIDE_KILLS + 1):
        count = rng.randint(1, MOST_ACKNOWLEDGED)
        numbers = kill_after(path, count)
        assert len(numbers) >= count and numbers[0] == saved + 1
        why = f"seed {SEED}, kill {kill} after {count} acknowledgements ({path.name})"
        saved = check_file(path, numbers[-1], numbers[-1] + 1, why)
        if saved >= NEW_FILE_AFTER:
            path = folder / f"abend-{kill + 1}.jass"
            saved = 0
    session_save(path)
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
