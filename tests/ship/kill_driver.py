"""The process that test_kill.py kills: an autosaving Session adding entries in a loop.

    python tests/ship/kill_driver.py MATCH.jass

Opens MATCH.jass if it exists (the match as the window would recover it after a crash),
else starts a new Schieber there; prints ``ready N`` (N entries loaded), then adds entry
after entry through :class:`jasstafel.core.session.Session` and prints each entry's number
once ``add`` has returned: a printed number is an acknowledged entry. It never stops by
itself. Entry number n is always :func:`entry` (n), so a file can be checked entry by entry.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from jasstafel.core import matchfile  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.core.session import Session  # noqa: E402

CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")


def entry(number: int) -> SchieberRound:
    """Entry *number* (1-based): about 78 points a side, so 100,000 is far away."""
    a = 78 + number % 2
    return SchieberRound(contract=CONTRACTS[number % len(CONTRACTS)],
                         announced_by=number % 2, points=(a, 157 - a))


def new_match() -> matchfile.Match:
    return matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                               preset="einfach_1000", settings={"target": 100_000})


def main(path: Path) -> None:
    match = matchfile.load(path) if path.exists() else new_match()
    session = Session(match, path=path)
    print(f"ready {len(match.entries)}", flush=True)
    while True:
        number = len(session.match.entries) + 1
        session.add(entry(number))
        if session.save_error:  # not acknowledged: the test fails on the message
            print(f"error {session.save_error}", flush=True)
            return
        print(number, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
