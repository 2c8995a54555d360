"""Memory: the source lines PySide6 reads of every module imported after it, not kept.

PySide6 looks at the whole source of every module imported once it is loaded, to learn
whether the module uses PySide6 (its opt-in ``from __feature__ import …``, PYSIDE-2029), and
reads it through :mod:`linecache`, which keeps every line. With a match open that is some
160 modules (pydantic's are long) and 8.6 MiB, a tenth of the window's memory
(docs/performance.md). Nothing else needs those lines: a traceback reads the lines it shows
again. :func:`forget_checked_sources` lets PySide check as before (same check, same answer)
and drops from the cache what the check alone put there, and what it read before it was
wrapped (``typing``, ``enum`` and PySide6's own modules, read while PySide6 was imported:
0.6 MiB).
"""

from __future__ import annotations

import linecache
import sys
from typing import Any


def forget_checked_sources() -> None:
    """Wrap PySide6's check so that it leaves linecache as it found it; a no-op where
    PySide6 has no such check (another version) or it is wrapped already."""
    feature = sys.modules.get("PySide6.support.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "forgets_source", False):
        return
    # the files the cache holds yet were read by the check while PySide6 was imported; a
    # traceback reads again what it needs. Kept: lines that are no file's (mtime None), which
    # could not be read again
    for name, entry in list(linecache.cache.items()):
        if len(entry) == 4 and entry[1] is not None:
            del linecache.cache[name]

    def uses_pyside(module: Any) -> Any:
        cached = set(linecache.cache)
        try:
            return check(module)
        finally:
            for name in linecache.cache.keys() - cached:
                del linecache.cache[name]

    uses_pyside.forgets_source = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
