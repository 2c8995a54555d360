"""Other programs talk to a live evening's server: :class:`TableLink` (a laptop at a table
joins the live evening and sends the window's match as it is written) and
:class:`ServerClub` (the command line and the club window of another program write the
evening's results through the server, with the Oberjasser's code). Qt-free and standard
library only (``urllib``), so that neither needs the web stack. A refusal of the server is said
in this program's language (:func:`in_my_words`): the server sends its sentence as template and
parameters beside its own words, as the club's refusals go (:mod:`.writes`).

The window keeps its own autosave (nothing here replaces it) and hands over its whole entry
log after every change (:meth:`TableLink.push`); the link sends the newest log as one change
of kind ``log`` with its own id (the server writes an id once), in a thread of its own, and
sends it again until the server has answered: a dropped Wi-Fi or a restarted server loses
nothing. The log not yet answered is also kept in a small file (``pending``), so that a
window closed meanwhile sends it when it joins again. The link knows which entries the
server holds (the newest log it accepted, :meth:`TableLink.holds`): a window leaving the
table asks only when some are not confirmed, and says why: no server answers
(:attr:`TableLink.unreachable`), or the server refused, its sentence said in this program's
language (:attr:`TableLink.said`); the system's reason is :attr:`TableLink.problem`.
Beside it the link listens to the table's event stream, as the phones do: for the evening's
end, which the server says to every page before it stops (:attr:`TableLink.ended`), so that
the window says the evening is over, not that the server cannot be reached
(:attr:`TableLink.unreachable`: also when the stream cannot be opened again while nothing is
sent, as a phone shows its offline badge; no longer once it is open again); for the table's
names (a member renamed); for the round the phones flag as maybe written twice
(:attr:`TableLink.doubt`), said in this program's language; and for the table's entries (their
fingerprint). When another writer (a phone, the Oberjasser) changed them and the window has
nothing of its own on the way, the link reads the table and offers its match to the window
(:attr:`TableLink.on_table`, a :class:`Taken`); the window takes it in and tells the link
(:meth:`TableLink.adopt`), which then holds the table's entries as its own. Else (the window's
own change is not answered yet: a real conflict, refused by the server) it says that the
table's Tafel is no longer the window's (:attr:`TableLink.changed`).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import secrets
import socket
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..club.errors import ClubInputError, say
from ..club.models import PaperResult, Result
from ..core import JassError, Match
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import CONCAT, DAY, DECIMAL, QUOTED, Text
from ..i18n import language, render, tr
from . import writes
from .entries import log_digest
from .marker import find_marker, marker_path, refuse_if_stale

TIMEOUT = 15.0
#: seconds the event stream may be silent before it is taken for lost: two of the server's
#: pings (every 15 seconds) missed, so that a laptop whose Wi-Fi went says so within about
#: a minute, the try to open it again included (at 60 seconds it took 75)
STREAM_TIMEOUT = 35.0


class LinkError(JassError):
    """The server refused (a wrong code, a Passe not started) or cannot be reached
    (*unreachable*); *ended*: the server said the evening has ended; *said*: the message
    is the server's own sentence (its refusal, in this program's language when the server
    sent it as a sentence: :func:`in_my_words`), not the system's words ("[Errno 111]
    Connection refused", "HTTP Error 502: Bad Gateway")."""

    def __init__(self, message: str, *, unreachable: bool = False,
                 ended: bool = False, said: bool = False, code_gone: bool = False) -> None:
        super().__init__(message)
        self.unreachable = unreachable
        self.ended = ended
        self.said = said
        #: the server does not know the code (any more): the Oberjasser renewed it
        self.code_gone = code_gone


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

    def __init__(self, url: str, code: str, *,
                 on_status: Callable[[bool, str], None] | None = None) -> None:
        self.url = url if url.endswith("/") else url + "/"
        self.code = code.strip().upper()
        self.on_status = on_status or (lambda ok, message: None)
        #: the table's names changed on the server (a member renamed in the club): the
        #: players in seat order and the teams, called from the link's thread
        self.on_names: Callable[[list[str], list[str]], None] = lambda players, teams: None
        #: the table's round flagged as maybe written twice (:class:`Doubt`), or None once
        #: there is none, called from the link's thread
        self.on_doubt: Callable[[Doubt | None], None] = lambda doubt: None
        #: that flag as the server said it last (None: none)
        self.doubt: Doubt | None = None
        #: the table's match after another writer's change, offered while the window has
        #: nothing unsent (:class:`Taken`), called from the link's thread; None: nothing is
        #: offered (the table's state only says :attr:`changed`)
        self.on_table: Callable[[Taken], None] | None = None
        self._offered = -1  # the table's version offered last (not offered twice)
        # an offer is with the window (one at a time: the next is read from what it took),
        # and the table changed again meanwhile
        self._offering = self._missed = False
        #: the table's entries are none this link wrote or read: a phone or the Oberjasser
        #: changed the table's Tafel after the window (undid, corrected, deleted or wrote a
        #: round), and the window does not show it (on_status says when this changes)
        self.changed = False
        #: the names as the server last said them (the window's own rename is its own
        #: until the server's change)
        self._names: tuple[list[str], list[str]] | None = None
        self.passe = self.table = 0
        # the newest log not yet answered: kept in memory only, as the window's autosave
        # holds every entry and a link is never restored after the window is left
        self._pending: dict[str, Any] | None = None
        self._wake = threading.Condition()
        self._stop = False
        self._thread: threading.Thread | None = None
        self.sent = 0  # changes the server has answered for
        # the entries the server holds as this link last sent or read them (the newest log
        # it accepted, or the table's when the window joined): None, none known yet
        self._held: list[dict[str, Any]] | None = None
        # the table's version that log is (the server refuses a log sent from a view older
        # than the match's end another writer made), and this link's own writer token
        self._seen: int | None = None
        self.phone = secrets.token_hex(8)
        # why the newest log is not held: the server's refusal (``refused``: it is not sent
        # again) or why the server cannot be reached; "" when nothing went wrong
        self.problem = ""
        self.refused = False
        #: the same when it is the server's own sentence (a refusal of the change, or of
        #: the request: a code renewed); "" when it is the system's words (no answer, an
        #: answer not of a Jasstafel server), which a window says in its own
        self.said = ""
        # the newest log handed over (sent or not): what the window shows
        self._latest: list[dict[str, Any]] | None = None
        # the log on its way to the server (its state may come before its answer)
        self._sending: list[dict[str, Any]] | None = None
        #: the last try found no server at the address (no answer, refused, gone): a
        #: change's, or the event stream's to open again
        self.unreachable = False
        #: the server said the evening has ended (its event stream, or a refusal)
        self.ended = False
        #: the server no longer knows the code (the Oberjasser renewed it): nothing is sent
        #: with it again (each try would count as a wrong code against this computer); the
        #: changes wait for the new one (:meth:`renew`)
        self.code_gone = False
        #: the event stream is open: the server's first state on it was read (an evening
        #: ended while it is not open is not heard; the next change sent finds it out)
        self.listening = False
        # the stream could not be opened again (no server answers there): this link then
        # counts as :attr:`unreachable` until the stream is open again
        self._cut = False
        self._watcher: threading.Thread | None = None
        self._stream: Any = None  # the open event stream, closed by close()

    # -- talking to the server -------------------------------------------------------------

    def _request(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        try:
            return _send(self.url + path, self.code, method, body)
        except urllib.error.HTTPError as err:
            try:
                data = json.loads(err.read() or b"{}")
            except ValueError:
                data = {}
            if not isinstance(data, dict):
                data = {}
            message = in_my_words(data)
            raise LinkError(message or str(err), ended=data.get("stopped") is True,
                            said=bool(message), code_gone=err.code == 403) from None
        except (OSError, ValueError) as err:
            raise LinkError(f"{self.url}: {getattr(err, 'reason', err)}",
                            unreachable=True) from None

    def join(self) -> dict[str, Any]:
        """Check the code; the table's state as the server has it (players, entries)."""
        answer = self._request("POST", "api/join", {"code": self.code})
        self.passe, self.table = int(answer["passe"]), int(answer["table"])
        state: dict[str, Any] = self._request("GET", "api/table")["state"]
        with self._wake:
            self._seen = _version(state)
        return state

    def state(self) -> dict[str, Any]:
        return self._request("GET", "api/table")["state"]  # type: ignore[no-any-return]

    def match(self) -> Match:
        """The table's match as the server has it: players, table rules and the entries
        written so far (by a phone, before the window joined)."""
        from ..core import matchfile

        answer = self._request("GET", "api/table")
        match = matchfile.loads(json.dumps(answer["document"]))
        with self._wake:
            self._held = log_of(match)
            self._seen = _version(answer.get("state"))
            self._names = _names(match)
        return match

    def memory(self) -> dict[str, Any]:
        """What a window keeps of this link beside its autosave, to join the table again
        after a crash (:meth:`resume`): its writer token, the table's version its view is,
        and how many entries the server held of its log (never a secret beyond the code)."""
        with self._wake:
            return {"phone": self.phone, "seen": self._seen,
                    "held": None if self._held is None else len(self._held),
                    "held_digest": None if self._held is None else log_digest(self._held)}

    def resume(self, memory: dict[str, Any]) -> None:
        """Joined again after a crash (:meth:`join` and :meth:`match` done): the writer and
        the view of the link before it, so that the server refuses the window's log if
        another writer changed the table since (as it would have before the crash), rather
        than taking the table's newest version as the window's view."""
        phone, seen = memory.get("phone"), memory.get("seen")
        with self._wake:
            if isinstance(phone, str) and phone:
                self.phone = phone
            if type(seen) is int and (self._seen is None or seen <= self._seen):
                self._seen = seen

    # -- sending the match -----------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="jasstafel-live-link",
                                        daemon=True)
        self._thread.start()
        self._watcher = threading.Thread(target=self._watch, name="jasstafel-live-watch",
                                         daemon=True)
        self._watcher.start()

    def push(self, match: Match) -> None:
        """The match changed: send its whole entry log (the newest replaces one not sent)."""
        entries = log_of(match)
        change: dict[str, Any] = {"id": secrets.token_hex(16), "kind": "log",
                                  "entries": entries, "phone": self.phone}
        with self._wake:
            if self._seen is not None:
                change["seen"] = self._seen
            if entries == self._latest and (self._pending is not None or entries == self._held):
                return  # its names changed, not its entries: the server has them already
            self._pending = change
            self._latest = entries
            self._wake.notify()

    def adopt(self, taken: Taken) -> bool:
        """The window took in *taken* (the table's match offered by :attr:`on_table`): its
        entries are the server's as this link's own, from the table's version they are. False
        (nothing changed here) when the window's own change came in between (it is on its
        way, or refused): the window's log then goes as always, and a conflict is refused by
        the server."""
        with self._wake:
            if (self._stop or self._pending is not None or self._sending is not None
                    or self._latest != taken.base or self._held != taken.base
                    or (self._seen is not None and taken.version < self._seen)):
                adopted = False
            else:
                self._held = self._latest = log_of(taken.match)
                self._seen = taken.version
                self.changed = False
                adopted = True
        self.declined(adopted)
        return adopted

    def declined(self, adopted: bool = False) -> None:
        """The window answered the offer (:attr:`on_table`; not taken in, unless
        *adopted*): a change of the table heard meanwhile is offered now, read anew (from a
        thread of its own: the window's is not kept waiting)."""
        with self._wake:
            again = self._missed and not self._stop and self._may_offer()
            self._offering = self._missed = again
        if again:
            threading.Thread(target=self._offer, name="jasstafel-live-offer",
                             daemon=True).start()
        elif not adopted:
            self.on_status(not self.problem, self.problem)

    @property
    def offering(self) -> bool:
        """The table's change is being read or offered to the window (it may take it in)."""
        with self._wake:
            return self._offering

    def unsent(self) -> tuple[int, bool]:
        """What the server lacks of the newest log handed over: how many of its entries
        (new or corrected: not among those the server holds), and whether any change waits
        at all (an undo or a deletion lacks no entry, and still waits)."""
        with self._wake:
            latest, held = self._latest, self._held
        if latest is None or held == latest:
            return 0, False
        return _not_held(latest, held or []), True

    def flush(self, timeout: float = 30) -> bool:
        """Wait until the newest log is answered (True) or *timeout* passed."""
        with self._wake:
            return self._wake.wait_for(lambda: self._pending is None or self._stop, timeout)

    def holds(self, match: Match, wait: float = 0) -> bool:
        """Does the server hold every entry of *match*, as it shows them (the newest log it
        accepted is *match*'s)? A log still on its way is waited for up to *wait* seconds
        first (a round written a moment before the window is left), not when the evening
        has ended or the code is gone: no answer would hold it (a trial's Ctrl+Q at an
        ended table waited seconds before it asked)."""
        with self._wake:
            if wait > 0:
                self._wake.wait_for(lambda: (self._pending is None or self._stop
                                             or self.ended or self.code_gone), wait)
            return self._held is not None and self._held == log_of(match)

    def renew(self, code: str) -> None:
        """The table's new code (the Oberjasser renewed the old one): checked with the server
        (LinkError when it does not open this table), then the change waiting is sent with
        it, and the evening's end listened for again."""
        code = code.strip().upper()
        answer = self._request("POST", "api/join", {"code": code})
        if (int(answer["passe"]), int(answer["table"])) != (self.passe, self.table):
            raise LinkError(render(Text(
                N("live", "This is the code of Passe {passe}, table {table}: type the code of "
                          "Passe {mine}, table {my_table}"), context="live",
                passe=int(answer["passe"]), table=int(answer["table"]), mine=self.passe,
                my_table=self.table)), said=True)
        with self._wake:
            self.code, self.code_gone = code, False
            self.problem, self.said, self.refused = "", "", False
            self._wake.notify_all()
            watching = self._watcher is not None and self._watcher.is_alive()
        if self._thread is not None and not watching:  # it stopped at the dead code
            self._watcher = threading.Thread(target=self._watch, name="jasstafel-live-watch",
                                             daemon=True)
            self._watcher.start()

    def close(self) -> None:
        with self._wake:
            self._stop = True
            self._wake.notify_all()
            stream = self._stream
        if stream is not None and stream.sock is not None:  # the watcher waits in it
            with contextlib.suppress(OSError):
                stream.sock.shutdown(socket.SHUT_RDWR)  # it ends (not waited for)
        if self._thread is not None:
            self._thread.join(timeout=TIMEOUT + 5)

    def _run(self) -> None:
        delay = 0.5
        while True:
            with self._wake:  # a dead code waits for the new one (renew)
                self._wake.wait_for(lambda: (self._pending is not None
                                             and not self.code_gone) or self._stop)
                if self._stop:
                    return
                change = self._pending
                ended_when_sent = self.ended
                assert change is not None
                self._sending = change["entries"]
            try:
                answer = self._request("POST", "api/table/ops", {"ops": [change]})
                reply = answer["replies"][0]
            except (LinkError, KeyError, IndexError, TypeError) as err:
                with self._wake:
                    self.code_gone = getattr(err, "code_gone", False)
                    # a dead code is not tried again: as a refusal, until a new code comes
                    self.problem, self.refused = str(err), self.code_gone
                    self.said = self.problem if getattr(err, "said", False) else ""
                    self.unreachable = getattr(err, "unreachable", False)
                    self.ended = self.ended or getattr(err, "ended", False)
                self.on_status(False, str(err))
                with self._wake:  # again later, or at once when a newer log comes
                    self._wake.wait(delay)
                delay = min(delay * 2, 10)
                continue
            delay = 0.5
            ok = bool(reply.get("ok"))
            with self._wake:
                # it answered for the change: its evening is live (again), also when it
                # refused the change (an evening ended with this table's result); not when
                # the end was heard while the change was on its way (an answer given as the
                # server stopped said a loaded machine's evening live again, and the window
                # never said it had ended)
                self.unreachable = False
                if ended_when_sent:
                    self.ended = False
                if ok:  # the server holds these entries now
                    self._held = change["entries"]
                    self._seen = _version(reply) or self._seen
                self._sending = None  # answered: held, or refused
                said = "" if ok else in_my_words(reply)
                if self._pending is change:
                    self._pending = None
                    self.problem = said
                    self.refused = not ok
                    self.said = said  # a change's refusal: the rules' or the evening's
                    # sentence (Reply.text)
                self.sent += 1
                self._wake.notify_all()
            self.on_status(ok, said)


    def _watch(self) -> None:
        """The table's event stream, read for the evening's end (the server says it to every
        page before it stops); opened again while the link lives, as a phone does, so that
        the same evening live again is seen too; not with a code the server no longer
        knows (renewed: it would count as wrong codes against this computer). A stream
        that broke off is opened again after half a second, and only a try that finds no
        server says the link unreachable (:meth:`_lost`): a stream dropped once is not
        said; the stream open again takes it back (:meth:`_found`)."""
        delay = 0.5
        while True:
            with self._wake:
                if self._stop:
                    return
            try:
                heard = self._listen()
                if heard is None:
                    return
                if heard:
                    delay = 0.5
            except Exception:  # noqa: BLE001 - a server not of Jasstafel (no JSON): asked
                pass  # again later
            with self._wake:
                self._wake.wait_for(lambda: self._stop, delay)
            delay = min(delay * 2, 10)

    def _listen(self) -> bool | None:
        """One event stream, until it ends: True when it was read (also when it broke off
        after: the server went, or close() shut it), False when the server did not give it
        or none answered (asked again later), None when the code is no longer valid. Its
        own connection (not urllib's), so that :meth:`close` can shut its socket: closing
        the reply under the reading thread waited for the server's next ping, up to 15
        seconds, and the window with it."""
        parts = urllib.parse.urlsplit(self.url)
        kind = (http.client.HTTPSConnection if parts.scheme == "https"
                else http.client.HTTPConnection)
        # a server gone with the Wi-Fi is found out in TIMEOUT, not in a silent stream's time
        connection = kind(parts.hostname or "", parts.port, timeout=TIMEOUT)
        try:
            with self._wake:
                if self._stop:
                    return None
                self._stream = connection
            connection.connect()
            with self._wake:
                if self._stop:  # closed while it connected: its socket was not shut
                    return None
            if connection.sock is not None:
                connection.sock.settimeout(STREAM_TIMEOUT)
            connection.request("GET", (parts.path or "/") + "api/table/events", headers={
                "Accept": "text/event-stream", "Authorization": f"Bearer {self.code}"})
            reply = connection.getresponse()
            if reply.status == 403:
                return None  # the code renewed (or wrong): not asked again
            if reply.status != 200:
                return False  # too many tries from here: asked again later
            for line in reply:
                if not line.startswith(b"data:"):
                    continue  # pings, event names, the blank line between events
                data = json.loads(line[5:])
                if not self.listening:
                    self.listening = True
                    self._found()
                if isinstance(data, dict) and data.get("code_gone"):
                    return None
                if isinstance(data, dict) and "stopped" in data:
                    self._heard(data["stopped"] is True)
                if isinstance(data, dict):
                    self._named(data)
                    self._doubted(data)
                    self._compared(data)
            return True
        except (OSError, http.client.HTTPException) as err:
            if self.listening:
                return True  # it broke off: opened again at once, said only if that fails
            self._lost(err)
            return False
        finally:
            with self._wake:
                self._stream = None
                self.listening = False
            connection.close()

    def _lost(self, err: Exception) -> None:
        """The table's event stream could not be opened (no server at the address, none
        answered in time, the network gone): the link counts as :attr:`unreachable`, as
        after a change not sent, so that the window says so while nothing is sent. Not
        after the evening said it ended (its server is gone), nor with a code gone, nor
        over a refusal of the window's change (it stays said: it asks the Schreiber), nor
        when close() shut the stream."""
        problem = f"{self.url}: {getattr(err, 'reason', err)}"
        with self._wake:
            if self._stop or self.ended or self.code_gone or self.refused:
                return
            if self._cut and self.unreachable and self.problem == problem:
                return  # said at the try before
            self._cut = self.unreachable = True
            self.problem, self.said = problem, ""
        self.on_status(False, problem)

    def _found(self) -> None:
        """The table's event stream is open (again): the server answers. What the link said
        of the stream lost is taken back; a change waiting is tried at once (the sending
        thread waits up to 10 seconds between tries), and its answer says the rest."""
        with self._wake:
            if self._stop or not self._cut:
                return
            self._cut = False
            self._wake.notify_all()
            if self._pending is not None or not self.unreachable:
                return  # the change waiting (or its answer) says it
            self.unreachable = False
            self.problem = ""
        self.on_status(True, "")

    def _named(self, state: dict[str, Any]) -> None:
        """The table's names as the server says them now: a member renamed in the club is
        named anew in the window too (the phones, the wall and the Oberjasser's page
        follow the rename; a trial's laptop kept the old name)."""
        players, teams = state.get("players"), state.get("teams")
        if not isinstance(players, list) or not isinstance(teams, list):
            return  # a server that does not say them
        names = ([str(p.get("name", "")) if isinstance(p, dict) else "" for p in players],
                 [str(name) for name in teams])
        with self._wake:
            if self._stop or self._names is None or names == self._names:
                return
            self._names = names
        self.on_names(*names)

    def _doubted(self, state: dict[str, Any]) -> None:
        """The table's flagged round as the server says it now (a state without it, an
        older server's, flags none: its phones still say it)."""
        doubt = Doubt.of(state.get("doubted"))
        with self._wake:
            if self._stop or doubt == self.doubt:
                return
            self.doubt = doubt
        self.on_doubt(doubt)

    def _compared(self, state: dict[str, Any]) -> None:
        """Are the table's entries as the server says them now (their fingerprint) a log
        this link wrote or read: the one it holds, the one on its way, the newest handed
        over? Else another writer changed them after the window (:attr:`changed`). A state
        older than the version this link's log is (a change of its own answered before the
        stream said it) says nothing; nor does a server that sends no fingerprint."""
        digest, version = state.get("log"), _version(state)
        if not isinstance(digest, str) or version is None:
            return
        with self._wake:
            if self._stop or (self._seen is not None and version < self._seen):
                return
            mine = [log for log in (self._held, self._sending, self._latest) if log is not None]
            if not mine:
                return  # nothing known of the table yet
            changed = digest not in {log_digest(log) for log in mine}
            # offered to the window, which says it once it cannot take it in; one offer at
            # a time (two phones' rounds one after the other: the second read from the
            # first as the window took it)
            offer = changed and version > self._offered and self._may_offer()
            if offer and self._offering:
                self._missed, offer = True, False
                self.changed = True
                return
            if offer:
                self._offered, self._offering = version, True
            elif changed == self.changed:
                return
            self.changed = changed
        if offer:
            self._offer()
        else:
            self.on_status(not self.problem, self.problem)

    def _may_offer(self) -> bool:
        """May the table's match be offered to the window (called with the lock held): it
        listens, and nothing of its own waits (the server holds the newest log it handed
        over, none is on its way or refused)."""
        return (self.on_table is not None and self._pending is None and self._sending is None
                and self._latest is not None and self._latest == self._held
                and not self.ended and not self.code_gone)

    def _offer(self) -> None:
        """The table's match, read from the server, offered to the window (from the
        watcher's thread: the stream's next news waits meanwhile); not read: said as the
        table changed."""
        from ..core import matchfile

        with self._wake:
            base = self._held
        on_table = self.on_table
        match: Match | None = None
        state: Any = None
        try:
            answer = self._request("GET", "api/table")
            match = matchfile.loads(json.dumps(answer["document"]))
            state = answer.get("state")
        except (LinkError, JassError, KeyError, TypeError, ValueError):
            match = state = None
        version = _version(state)
        if (match is None or version is None or base is None or on_table is None
                or log_of(match) == base):  # not read, or the window's own entries again
            self.declined()
            return
        with self._wake:
            self._offered = max(self._offered, version)
        by = state.get("by") if isinstance(state, dict) else ""
        on_table(Taken(match, version, by if by in ("phone", "oberjasser") else "", base))

    def _heard(self, ended: bool) -> None:
        with self._wake:
            if self._stop or ended == self.ended:
                return
            self.ended = ended
        self.on_status(not ended and not self.problem, self.problem)


@dataclass(frozen=True)
class Taken:
    """The table's match as the server has it after another writer's change, offered to the
    window (:attr:`TableLink.on_table`): at the table's *version*, written last *by* a
    "phone", the "oberjasser", or "" (the server does not say), and the log the link held
    when it was read (*base*: the window takes it in only if its own match is still that)."""

    match: Match
    version: int
    by: str
    base: list[dict[str, Any]]


@dataclass(frozen=True)
class Doubt:
    """A round a phone typed while another wrote at the table (maybe the same round twice),
    as every page of the table flags it: its *number*, the *entry* (the core's JSON, as
    :meth:`TableLink.push` sends it) and what the Oberjasser's page says of it, in this
    program's language (*said*)."""

    number: int
    entry: dict[str, Any]
    said: str

    @classmethod
    def of(cls, data: Any) -> Doubt | None:
        """The server's ``doubted`` (None, or not of this shape: no flag)."""
        if not isinstance(data, dict):
            return None
        number, entry, said = data.get("number"), data.get("entry"), in_my_words(data)
        if type(number) is not int or not isinstance(entry, dict) or not said:
            return None
        return cls(number, entry, said)


def in_my_words(data: Any) -> str:
    """The server's refusal (its JSON answer) in this program's language: its sentence sent
    as template and parameters (``text``) said here, so that a table in French reads it in
    French whatever the evening's language; the server's own sentence (``message``, in the
    evening's language) when it sent none (an older server) or one this program does not
    know (a newer server's). "" when the answer says nothing."""
    if not isinstance(data, dict):
        return ""
    message = data.get("message")
    message = message.strip() if isinstance(message, str) else ""
    text = writes.text_from_json(data["text"]) if "text" in data else None
    if isinstance(text, Text) and str(text) and (known(text) or not message):
        return render(text)
    return message


def known(text: Text) -> bool:
    """Does this program's catalog say *text*'s sentence (the English is its own)?"""
    if language() == "en" or text.context in ("", CONCAT, DAY, DECIMAL, QUOTED):
        return True
    return tr(text.context, text.template) != text.template


def _not_held(latest: list[dict[str, Any]], held: list[dict[str, Any]]) -> int:
    """How many entries of *latest* the server does not hold as they are: what the
    Schreiber wrote or corrected. Counted entry by entry, not from the first that differs:
    a trial's one correction of the Dernier pli said "2 entries not sent" (it and the
    Domino after it)."""
    kept = Counter(json.dumps(e, sort_keys=True) for e in held)
    missing = 0
    for entry in latest:
        key = json.dumps(entry, sort_keys=True)
        if kept[key]:
            kept[key] -= 1
        else:
            missing += 1
    return missing


def _names(match: Match) -> tuple[list[str], list[str]]:
    """*match*'s players in seat order and its teams, by name."""
    doc = match.document
    return list(doc.players), [team.name for team in doc.teams]


def _version(said: Any) -> int | None:
    """The table's version in a state or a reply the server sent (None: not said)."""
    version = said.get("version") if isinstance(said, dict) else None
    return version if type(version) is int else None


def log_of(match: Match) -> list[dict[str, Any]]:
    """*match*'s entries as a log sends them (the core's JSON)."""
    return [e.model_dump(mode="json") for e in match.entries]


# -- the club's writes of another program ---------------------------------------------------------


def _send(url: str, code: str, method: str, body: Any = None) -> dict[str, Any]:
    """One JSON request to the evening's server with *code*; its JSON answer. Failures are
    urllib's (HTTPError for a refusal, URLError/OSError when the server cannot be asked):
    each caller says them its own way."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        url, data=data, method=method,
        headers={"Content-Type": "application/json", "Accept": "application/json",
                 "Authorization": f"Bearer {code}"})
    with urllib.request.urlopen(request, timeout=TIMEOUT) as reply:
        answer: dict[str, Any] = json.loads(reply.read() or b"{}")
        return answer


class ClubLink:
    """The Oberjasser's way into the club of a live evening at *url*: his *code* (from the
    marker), ``POST api/admin/club`` (:mod:`.writes`). Every failure is a ClubInputError
    said in this program's language: the server's refusal (the club's own sentence), or
    why the server cannot be asked (then nothing was written)."""

    def __init__(self, url: str, code: str, evening: int) -> None:
        self.url = url if url.endswith("/") else url + "/"
        self.code = code
        self.evening = evening

    def _request(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        try:
            return _send(self.url + path, self.code, method, body)
        except urllib.error.HTTPError as err:
            raise self._refused(err) from None
        except (TimeoutError, urllib.error.URLError, OSError, ValueError) as err:
            reason = getattr(err, "reason", err)
            if isinstance(reason, TimeoutError):
                raise ClubInputError(say(
                    N("club", "the live evening's server at {url} did not answer in time: "
                              "look on the Oberjasser's page ({url}admin) whether the change "
                              "was written"), url=self.url)) from None
            raise ClubInputError(say(
                N("club", "evening {evening} is live at {url}, but its server cannot be "
                          "reached ({reason}): nothing was written"),
                evening=str(self.evening), url=self.url, reason=str(reason)[:200])) from None

    def _refused(self, err: urllib.error.HTTPError) -> ClubInputError:
        try:
            data = json.loads(err.read() or b"{}")
        except ValueError:
            data = None
        if isinstance(data, dict) and (data.get("text") or data.get("message")):
            return writes.refusal(data)
        if err.code == 413:
            return ClubInputError(say(N("club", "the change is too large for the live "
                                                "evening's server at {url} (import fewer "
                                                "files at once): nothing was written"),
                                      url=self.url))
        return ClubInputError(say(N("club", "the live evening's server at {url} refused the "
                                            "change ({reason}): nothing was written"),
                                  url=self.url, reason=f"HTTP {err.code}"))

    def calls(self, calls: list[dict[str, Any]], *, check: bool = False) -> list[Any]:
        """Make *calls* on the server, in one transaction (with *check* only tried)."""
        answer = self._request("POST", "api/admin/club",
                               {"evening": self.evening, "calls": calls, "check": check})
        results = answer.get("results")
        if not isinstance(results, list) or len(results) != len(calls):
            raise ClubInputError(say(N("club", "the live evening's server at {url} refused the "
                                                "change ({reason}): nothing was written"),
                                     url=self.url, reason="no results"))
        return results

    def codes(self) -> dict[tuple[int, int], str]:
        """The tables' codes, {(passe, table): code}, from the Oberjasser's page's data."""
        answer = self._request("GET", "api/admin")
        return {(int(row["passe"]), int(row["table"])): str(row["code"])
                for row in answer.get("tables", [])}


class ServerClub:
    """The club's writes of a live evening, sent to its server: the Club methods that write
    a table's results, with the same arguments and return values, so that the command
    line and the club window hand it where they would hand the club. Inside
    :meth:`transaction` each call is tried on the server together with the calls before it
    (so that a refusal is raised by the call it refuses, as the club would), and the
    whole batch is written at its end, all or nothing."""

    def __init__(self, link: ClubLink) -> None:
        self.link = link
        self.url = link.url
        self.evening = link.evening
        self._batch: list[dict[str, Any]] | None = None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        if self._batch is not None:  # inside one already: the same batch
            yield
            return
        self._batch = []
        try:
            yield
            if self._batch:
                self.link.calls(self._batch)
        finally:
            self._batch = None

    def _call(self, name: str, evening: Any, passe: int, table: int, **params: Any) -> Any:
        if writes.evening_id(evening) != self.evening:
            raise ClubInputError(say(N("club", "the live evening at this address is evening "
                                               "{live}, not {evening}"),
                                     live=str(self.evening), evening=str(evening)))
        call = writes.encode(name, passe, table, **params)
        if self._batch is None:
            return writes.result_from_json(name, self.link.calls([call])[0])
        self._batch.append(call)
        return writes.result_from_json(name, self.link.calls(self._batch, check=True)[-1])

    def record_result(self, evening: Any, passe: int, table: int,
                      results: Sequence[PaperResult], *, replace: bool = False,
                      note: str = "", override: str = "") -> list[Result]:
        out: list[Result] = self._call("record_result", evening, passe, table,
                                       results=list(results), replace=replace, note=note,
                                       override=override)
        return out

    def correct_result(self, evening: Any, passe: int, table: int,
                       corrections: Sequence[PaperResult], *, note: str = "",
                       seen: Sequence[PaperResult] | None = None) -> list[Result]:
        out: list[Result] = self._call("correct_result", evening, passe, table,
                                       corrections=list(corrections), note=note,
                                       seen=None if seen is None else list(seen))
        return out

    def record_match(self, evening: Any, passe: int, table: int, match: Any, *,
                     members: Sequence[Any] | None = None, replace: bool = False,
                     partial: bool = False, note: str = "", override: str = "",
                     other_rules: str = "") -> list[Result]:
        out: list[Result] = self._call(
            "record_match", evening, passe, table, match=match,
            members=None if members is None else list(members), replace=replace,
            partial=partial, note=note, override=override, other_rules=other_rules)
        return out

    def delete_results(self, evening: Any, passe: int, table: int, *, note: str = "") -> int:
        out: int = self._call("delete_results", evening, passe, table, note=note)
        return out

    def __getattr__(self, name: str) -> Any:
        """Anything else (the evening, its draw) is not written beside the live tables."""
        raise ClubInputError(say(N("club", "while evening {evening} is live, only its results "
                                           "are written through its server at {url}: end the "
                                           "live evening first to change the evening or its "
                                           "draw"), evening=str(self.evening), url=self.url))


def live_writer(club_path: str | os.PathLike[str], evening: int) -> ServerClub | None:
    """How another program writes *evening*'s results: None when it is not live (the club
    file itself), else its server (:class:`ServerClub`, with the Oberjasser's code from the
    marker). ClubInputError when the marker says it is live but its server no longer runs,
    or the marker cannot be read: nothing may be written then."""
    found = find_marker(club_path)
    if found is None:
        return None
    info, alive = found
    if info.evening not in (evening, 0):
        return None  # another evening of the club is live: this one is not
    if not alive:
        refuse_if_stale(club_path, evening)
    if info.evening == 0 or not info.admin or "://" not in info.url:
        raise ClubInputError(say(N("club", "an evening of this club is live in another "
                                           "program, but its marker {marker} cannot be read "
                                           "here: nothing was written"),
                                 marker=str(marker_path(club_path))))
    return ServerClub(ClubLink(info.url, info.admin, evening))
