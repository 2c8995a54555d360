"""The process that test_kill.py kills: an autosaving Session adding entries in a loop.

    python tests/ship/kill_driver.py MATCH.jass [ENTRY:POINT]

Opens MATCH.jass if it exists (the match as the window would recover it after a crash),
else starts a new Schieber there; prints ``ready N`` (N entries loaded), then adds entry
after entry through :class:`jasstafel.core.session.Session` and prints each entry's number
once ``add`` has returned: a printed number is an acknowledged entry. Entry number n is
always :func:`entry` (n), so a file can be checked entry by entry.

Without ENTRY:POINT it never stops by itself (the test kills it from outside). With it, it
kills itself with SIGKILL while saving entry number ENTRY, at POINT of the save
(:data:`POINTS`): an exact, repeatable moment, where a kill from outside lands by chance.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from jasstafel.core import matchfile  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.core.session import Session  # noqa: E402

CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")
#: where in a save the driver can kill itself, in the order a save passes them: before
#: the temporary files of killed saves are cleaned, after its own temporary file was
#: created (empty), written but not flushed to disk (before fsync), flushed (before the
#: rename), renamed over the match (before the folder is synced), and saved but not yet
#: acknowledged (before the number is printed)
POINTS = ("cleaning", "created", "written", "flushed", "renamed", "saved")
#: the points at which the new entry is already in the file
AFTER_RENAME = ("renamed", "saved")


def entry(number: int) -> SchieberRound:
    """Entry *number* (1-based): about 78 points a side, so 100,000 is far away."""
    a = 78 + number % 2
    return SchieberRound(contract=CONTRACTS[number % len(CONTRACTS)],
                         announced_by=number % 2, points=(a, 157 - a))


def new_match() -> matchfile.Match:
    return matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                               preset="einfach_1000", settings={"target": 100_000})


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def arm(point: str, armed: list[bool]) -> None:
    """Wrap the step of matchfile.save that comes right after *point*: when armed, die
    there instead of doing it."""
    def before(step):
        def wrapped(*args, **kw):
            if armed[0]:
                die()
            return step(*args, **kw)
        return wrapped

    def after(step):
        def wrapped(*args, **kw):
            result = step(*args, **kw)
            if armed[0]:
                die()
            return result
        return wrapped

    if point == "cleaning":
        matchfile.clean_stale_temporaries = before(matchfile.clean_stale_temporaries)
    elif point == "created":
        matchfile.tempfile.mkstemp = after(matchfile.tempfile.mkstemp)
    elif point == "written":
        matchfile.os.fsync = before(matchfile.os.fsync)
    elif point == "flushed":
        matchfile.os.replace = before(matchfile.os.replace)
    elif point == "renamed":
        matchfile.sync_folder = before(matchfile.sync_folder)
    elif point != "saved":
        raise SystemExit(f"unknown point {point!r}")


def main(path: Path, kill_at: str | None) -> None:
    match = matchfile.load(path) if path.exists() else new_match()
    session = Session(match, path=path)
    target, point = (int(kill_at.split(":")[0]), kill_at.split(":")[1]) if kill_at else (0, "")
    armed = [False]
    if kill_at:
        arm(point, armed)
    print(f"ready {len(match.entries)}", flush=True)
    while True:
        number = len(session.match.entries) + 1
        armed[0] = number == target
        session.add(entry(number))
        if session.save_error:  # not acknowledged: the test fails on the message
            print(f"error {session.save_error}", flush=True)
            return
        if armed[0] and point == "saved":
            die()
        print(number, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None)
