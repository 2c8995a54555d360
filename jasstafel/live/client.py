"""A laptop at a table joins the live evening: :class:`TableLink` sends the window's match to
the server as it is written. Qt-free and standard library only (``urllib``), so that the
window needs no web stack to join.

The window keeps its own autosave (nothing here replaces it) and hands over its whole entry
log after every change (:meth:`TableLink.push`); the link sends the newest log as one change
of kind ``log`` with its own id (the server writes an id once), in a thread of its own, and
sends it again until the server has answered: a dropped Wi-Fi or a restarted server loses
nothing. The log not yet answered is also kept in a small file (``pending``), so that a
window closed meanwhile sends it when it joins again.
"""

from __future__ import annotations

import json
import os
import secrets
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..core import JassError, Match

TIMEOUT = 15.0


class LinkError(JassError):
    """The server refused (a wrong code, a Passe not started) or cannot be reached."""


def split_link(text: str) -> tuple[str, str]:
    """The server's address and the table code from what the Schreiber typed or scanned:
    ``http://192.168.1.20:8765/?code=K7M2PQ`` or the address and the code apart."""
    text = text.strip()
    parts = urllib.parse.urlsplit(text if "://" in text else "http://" + text)
    code = urllib.parse.parse_qs(parts.query).get("code", [""])[0]
    base = urllib.parse.urlunsplit((parts.scheme or "http", parts.netloc, "/", "", ""))
    return base, code


class TableLink:
    """The window's match of one table, sent to a live evening at *url* with *code*."""

    def __init__(self, url: str, code: str, *, pending: str | os.PathLike[str] | None = None,
                 on_status: Callable[[bool, str], None] | None = None) -> None:
        self.url = url if url.endswith("/") else url + "/"
        self.code = code.strip().upper()
        self.pending_path = Path(pending) if pending else None
        self.on_status = on_status or (lambda ok, message: None)
        self.passe = self.table = 0
        self._pending: dict[str, Any] | None = self._load_pending()
        self._wake = threading.Condition()
        self._stop = False
        self._thread: threading.Thread | None = None
        self.sent = 0  # changes the server has answered for

    # -- talking to the server -------------------------------------------------------------

    def _request(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path, data=data, method=method,
            headers={"Content-Type": "application/json", "Accept": "application/json",
                     "Authorization": f"Bearer {self.code}"})
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT) as reply:
                answer: dict[str, Any] = json.loads(reply.read() or b"{}")
                return answer
        except urllib.error.HTTPError as err:
            try:
                message = json.loads(err.read() or b"{}").get("message") or str(err)
            except ValueError:
                message = str(err)
            raise LinkError(message) from None
        except (OSError, ValueError) as err:
            raise LinkError(f"{self.url}: {getattr(err, 'reason', err)}") from None

    def join(self) -> dict[str, Any]:
        """Check the code; the table's state as the server has it (players, entries)."""
        answer = self._request("POST", "api/join", {"code": self.code})
        self.passe, self.table = int(answer["passe"]), int(answer["table"])
        return self._request("GET", "api/table")["state"]  # type: ignore[no-any-return]

    def state(self) -> dict[str, Any]:
        return self._request("GET", "api/table")["state"]  # type: ignore[no-any-return]

    def match(self) -> Match:
        """The table's match as the server has it: players, table rules and the entries
        written so far (by a phone, before the window joined)."""
        from ..core import matchfile

        document = self._request("GET", "api/table")["document"]
        return matchfile.loads(json.dumps(document))

    # -- sending the match -----------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="jasstafel-live-link",
                                        daemon=True)
        self._thread.start()

    def push(self, match: Match) -> None:
        """The match changed: send its whole entry log (the newest replaces one not sent)."""
        entries = [e.model_dump(mode="json") for e in match.entries]
        change = {"id": secrets.token_hex(16), "kind": "log", "entries": entries}
        with self._wake:
            self._pending = change
            self._save_pending()
            self._wake.notify()

    def flush(self, timeout: float = 30) -> bool:
        """Wait until the newest log is answered (True) or *timeout* passed."""
        with self._wake:
            return self._wake.wait_for(lambda: self._pending is None or self._stop, timeout)

    def close(self) -> None:
        with self._wake:
            self._stop = True
            self._wake.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=TIMEOUT + 5)

    def _run(self) -> None:
        delay = 0.5
        while True:
            with self._wake:
                self._wake.wait_for(lambda: self._pending is not None or self._stop)
                if self._stop:
                    return
                change = self._pending
            assert change is not None
            try:
                answer = self._request("POST", "api/table/ops", {"ops": [change]})
                reply = answer["replies"][0]
            except (LinkError, KeyError, IndexError, TypeError) as err:
                self.on_status(False, str(err))
                with self._wake:  # again later, or at once when a newer log comes
                    self._wake.wait(delay)
                delay = min(delay * 2, 10)
                continue
            delay = 0.5
            with self._wake:
                if self._pending is change:
                    self._pending = None
                    self._save_pending()
                self.sent += 1
                self._wake.notify_all()
            self.on_status(bool(reply.get("ok")), str(reply.get("message", "")))

    # -- the pending log on disk -----------------------------------------------------------

    def _load_pending(self) -> dict[str, Any] | None:
        if self.pending_path is None or not self.pending_path.is_file():
            return None
        try:
            data = json.loads(self.pending_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) and data.get("kind") == "log" else None

    def _save_pending(self) -> None:
        if self.pending_path is None:
            return
        try:
            if self._pending is None:
                self.pending_path.unlink(missing_ok=True)
                return
            temporary = self.pending_path.with_name(self.pending_path.name + ".tmp")
            temporary.write_text(json.dumps(self._pending), encoding="utf-8")
            os.replace(temporary, self.pending_path)
        except OSError:
            pass  # the window's own autosave still holds every entry
