"""Nothing lost: the autosaving session killed with SIGKILL at random moments, many times.

A driver process (kill_driver.py) adds entries through the core's Session and prints each
entry's number once ``add`` has returned. The test kills it at a random moment (during
start-up, loading, adding, writing, renaming), reads every number it printed before it died,
and opens the file as the window would after a crash: the file must load, hold every
acknowledged entry, exactly as entered, and at most one more (written, but killed before it
could say so). The next driver goes on with the same file, as the window's recovery does.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from jasstafel.core import matchfile

from .kill_driver import entry

DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = 30
TIME_BUDGET = 75.0  # seconds for all kills; fewer kills when the machine is slow
MIN_KILLS = 10
NEW_FILE_AFTER = 800  # entries: then a fresh file, so each save stays a few milliseconds

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def kill_at_random(path: Path, rng: random.Random) -> tuple[int, float, bool]:
    """Start the driver on *path*, kill it at a random moment; the last acknowledged entry
    number (0: none), when it was killed (s after the start) and whether it got to adding."""
    proc = subprocess.Popen([sys.executable, str(DRIVER), str(path)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    lines: list[bytes] = []
    buffer = b""
    start = time.monotonic()
    # half of the kills fall anywhere from the start (importing, loading, the first saves),
    # the other half while it is adding (the first acknowledgement plus up to 0.3 s)
    from_start = rng.random() < 0.5
    delay = rng.uniform(0.0, 0.9) if from_start else rng.uniform(0.0, 0.3)
    deadline = start + delay if from_start else None
    try:
        while True:
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                break
            wait = 5.0 if deadline is None else deadline - now
            ready, _, _ = select.select([proc.stdout], [], [], wait)
            if not ready:
                if deadline is None:  # no line for 5 s: the driver hangs or died
                    pytest.fail(f"driver silent: {proc.poll()=} {proc.stderr.read(4000)!r}")
                break
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                pytest.fail(f"driver died by itself: {proc.wait()} {proc.stderr.read()!r}")
            buffer += chunk
            *done, buffer = buffer.split(b"\n")
            lines += done
            if deadline is None and any(line.isdigit() for line in done):
                deadline = time.monotonic() + delay  # the first entries are acknowledged
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    killed_after = time.monotonic() - start
    # what it printed before it died is acknowledged too, even if not read yet
    rest = proc.stdout.read()
    proc.stdout.close()
    proc.stderr.close()
    lines += (buffer + rest).split(b"\n")
    for line in lines:
        assert not line.startswith(b"error"), line
    numbers = [int(line) for line in lines if line.isdigit()]
    assert numbers == sorted(numbers), "entries acknowledged out of order"
    adding = any(line.startswith(b"ready") for line in lines)
    return (numbers[-1] if numbers else 0), killed_after, adding


def test_sigkill_never_loses_an_acknowledged_entry(tmp_path):
    seed = int(os.environ.get("JASSTAFEL_KILL_SEED", random.randrange(2**32)))
    rng = random.Random(seed)
    folder = tmp_path / "matches"
    folder.mkdir()
    path = folder / "abend-1.jass"
    saved = 0  # entries in the file before this driver started
    kills = during_adding = 0
    began = time.monotonic()
    while kills < KILLS and time.monotonic() - began < TIME_BUDGET:
        acknowledged, when, adding = kill_at_random(path, rng)
        kills += 1
        during_adding += acknowledged > saved
        why = f"seed {seed}, kill {kills} after {when:.3f} s ({path.name})"
        if not path.exists():
            assert saved == 0 and acknowledged == 0, f"file gone after entries: {why}"
            continue
        match = matchfile.load(path)  # loads: never half-written, never an empty file
        count = len(match.entries)
        assert count >= max(saved, acknowledged), (
            f"{acknowledged} entries acknowledged, {count} on disk: {why}")
        assert count <= max(saved, acknowledged) + 1, (
            f"{acknowledged} acknowledged but {count} on disk: {why}")
        assert list(match.entries) == [entry(n) for n in range(1, count + 1)], (
            f"the entries on disk are not the ones entered: {why}")
        saved = count
        if saved >= NEW_FILE_AFTER:
            path = folder / f"abend-{kills + 1}.jass"
            saved = 0
    assert kills >= MIN_KILLS, f"only {kills} kills in {TIME_BUDGET} s"
    assert during_adding >= kills // 4, (
        f"only {during_adding} of {kills} kills came after entries were acknowledged")
    # a kill during a save leaves the temporary file of that save behind; it is never read
    for leftover in folder.glob(".*.tmp"):
        assert leftover.name.startswith(".abend-")
