"""A Jasstafel killed in the middle, in the window tests: what its process leaves behind.

A real kill leaves the program's entry in the register (``jasstafel.ui.running``: its match
named in the settings, its lock file) and a lock whose process is gone, which the next
Jasstafel takes over. In one test process every window's process is alive: :func:`die` gives
up the window's locks as the death of its process does, and nothing else (no closeEvent,
the settings and the files as they are). tests/ship/test_two_programs.py kills real
processes.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from jasstafel.ui.running import GROUP

_dead = itertools.count(1)


def die(window) -> None:
    """*window*'s program killed: its locks (its own, and a crashed program's whose match it
    was offering) are free, its registered match stays."""
    running = window.running
    for lock in (running.lock, *running.claimed.values()):
        if lock is not None:
            lock.unlock()
    running.lock = None
    running.claimed.clear()


def left_open(settings, path: Path, rescue: Path | None = None) -> None:
    """A Jasstafel killed with *path* open (and its rescue copy going to *rescue*)."""
    key = f"{GROUP}/killed-{next(_dead)}"
    settings.setValue(f"{key}/open", str(path))
    settings.setValue(f"{key}/rescue", str(rescue) if rescue else "")
    settings.sync()
