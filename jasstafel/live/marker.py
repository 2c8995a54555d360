"""Which program owns a club file while an evening is live: the marker beside the club file.

``club.sqlite`` → ``club.sqlite.live``: a small JSON file (mode 0600, only its owner reads
it) with the server's address, its process id, the evening and the Oberjasser's code. The
server holds an ``flock`` on it for as long as it runs; the lock, not the file, says the
server is alive: a server killed with SIGKILL leaves the file behind, but its lock is gone
with the process, and the next server (or the command line) sees a stale marker.

While a server holds the lock, a second server for the same club file is refused, and the
command line refuses to change the live evening or its draw (:func:`refuse_if_live`): the
tables' matches are made from it. Its results are written through the server
(:func:`jasstafel.live.client.live_writer`, with the Oberjasser's code kept here), never
beside it: the tables' matches live in the server until they are finished, and a result
typed beside it would be refused by the club (or overwrite one) later. A marker left by a
server that was killed (:func:`find_marker`: nobody holds its lock) refuses every write of
its evening (:func:`refuse_if_stale`): the tables' entries wait in its journal for the
server to run again. Everything else the command line does (reading rankings, other
evenings) goes on as before: the club database is safe to share (:mod:`jasstafel.club.db`).
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..club.errors import ClubInputError, say
from ..core.errors import QT_TRANSLATE_NOOP as N

try:
    import fcntl
except ImportError:  # Windows: the marker's existence alone says "live"
    fcntl = None  # type: ignore[assignment]


@dataclass(frozen=True)
class LiveInfo:
    url: str
    pid: int
    evening: int
    admin: str


def marker_path(club_path: str | os.PathLike[str]) -> Path:
    club = Path(club_path)
    return club.with_name(club.name + ".live")


class Marker:
    """The running server's marker: taken (locked) on start, removed on stop."""

    def __init__(self, club_path: str | os.PathLike[str]) -> None:
        self.path = marker_path(club_path)
        self.fd = -1

    def take(self) -> None:
        """Lock the marker; ClubInputError if another server holds it."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                other = read(self.path)
                raise ClubInputError(_live_message(other)) from None
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o600)  # also a marker left behind by a killed server
        self.fd = fd

    def write(self, info: LiveInfo) -> None:
        data = json.dumps(info.__dict__).encode()
        os.ftruncate(self.fd, 0)
        os.lseek(self.fd, 0, os.SEEK_SET)
        os.write(self.fd, data)
        os.fsync(self.fd)

    def release(self) -> None:
        if self.fd < 0:
            return
        try:
            self.path.unlink(missing_ok=True)
        finally:
            os.close(self.fd)  # closing drops the lock
            self.fd = -1


def read(path: Path) -> LiveInfo | None:
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8") or "null")
        return LiveInfo(str(data["url"]), int(data["pid"]), int(data["evening"]),
                        str(data.get("admin", "")))
    except (OSError, ValueError, TypeError, KeyError):
        return None


def find_live(club_path: str | os.PathLike[str]) -> LiveInfo | None:
    """The server that has an evening of this club live, or None (also for a stale marker
    of a server that was killed)."""
    path = marker_path(club_path)
    if not path.exists():
        return None
    if fcntl is not None and sys.platform != "win32":
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            return None
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            pass  # held: the server is alive
        else:
            return None  # nobody holds it: a server killed without cleaning up
        finally:
            os.close(fd)
    return read(path) or LiveInfo("?", 0, 0, "")


def find_marker(club_path: str | os.PathLike[str]) -> tuple[LiveInfo, bool] | None:
    """The marker beside the club file and whether its server is alive (it holds the
    lock), or None when there is none. A marker whose server is gone (killed, crashed)
    is kept: the evening's tables wait in its journal, and nothing is written beside them
    until the server runs again (or the Oberjasser removes the marker)."""
    path = marker_path(club_path)
    if not path.exists():
        return None
    alive = find_live(club_path) is not None
    info = read(path) or LiveInfo("?", 0, 0, "")
    return info, alive


def refuse_if_stale(club_path: str | os.PathLike[str], evening: int) -> None:
    """Refuse (ClubInputError) a write to *evening* when the marker says it is live but
    its server no longer runs: the tables' entries wait in the journal for it."""
    found = find_marker(club_path)
    if found is None or found[1] or found[0].evening not in (evening, 0):
        return
    info = found[0]
    raise ClubInputError(say(
        N("club", "evening {evening} was live at {url} (process {pid}), but its server no "
                  "longer runs (it was killed or crashed): nothing was written. Start it "
                  "again (jasstafel club serve) to write through it, or, if the live "
                  "evening is over, remove {marker}"),
        evening=str(evening), url=info.url, pid=str(info.pid),
        marker=str(marker_path(club_path))))


def _live_message(info: LiveInfo | None) -> Any:
    if info is None:
        return say(N("club", "an evening of this club is live in another program"))
    return say(N("club", "evening {evening} of this club is live at {url} (process {pid})"),
               evening=str(info.evening), url=info.url, pid=str(info.pid))


def refuse_if_live(club_path: str | os.PathLike[str], evening: int) -> None:
    """Refuse (ClubInputError) a write to *evening* while a live server owns it; a note for
    the command line, which writes the club file directly."""
    info = find_live(club_path)
    if info is not None and info.evening in (evening, 0):
        raise ClubInputError(say(
            N("club", "evening {evening} is live at {url} (jasstafel club serve, process "
                      "{pid}): its tables play from its draw; end the live evening first to "
                      "change the evening or its draw (its results go through the server)"),
            evening=str(evening), url=info.url, pid=str(info.pid)))
