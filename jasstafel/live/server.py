"""The evening's web server: a Starlette application over an :class:`.evening.EveningCore`.

Pages (server-rendered by Jinja2 with autoescape: a player's name is text, never HTML) and a
little JavaScript of our own, every file served from this package (no CDN, no build step):

- ``/`` the code form, ``/t`` the table's Tafel (a phone), ``/wall`` the ranking for a
  projector, ``/admin`` the Oberjasser's page, ``/qr.svg`` the address as a QR code.
- ``/api/…`` JSON: ``POST /api/join`` checks a table code; ``GET /api/table`` and
  ``POST /api/table/ops`` read and change the table of the code given as
  ``Authorization: Bearer CODE``; ``/api/admin/…`` the same with the Oberjasser's code.
- ``POST /api/admin/club`` (the Oberjasser's code): the club's writes of another program
  (the command line, a club window beside the server): a table's paper result typed or
  corrected, a match file imported, a result removed (:mod:`.writes`), made here on the
  evening's own connection; a refusal is sent as its sentence's template and parameters,
  so that the caller says it in its own language.
- Live updates are server-sent events (``/api/table/events``, ``/api/wall/events``,
  ``/api/admin/events``): one-way, plain HTTP, and the browser's EventSource reconnects by
  itself; every change goes the other way as an ordinary POST that carries its own id.

Who may do what: the code is the only credential, sent in a header by the page's script (or,
for an event stream, which EventSource cannot give headers, in the query). There is no cookie
and so no ambient authority a foreign page could use (no CSRF); a wrong code counts against
the sender's address (:data:`MAX_FAILURES` a minute). Requests from outside the local
network are refused, the ``Host`` must be one of the server's own names (no DNS rebinding),
every body is size-limited, and every page is sent with a Content-Security-Policy that
allows our own scripts only.

All state lives in the owner thread (:class:`Owner`): the club's and the journal's
connections are used there only; the event loop only waits and sends.
"""

from __future__ import annotations

import asyncio
import io
import ipaddress
import json
import threading
import time
from collections import defaultdict, deque
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import anyio
import jinja2
from sse_starlette.sse import EventSourceResponse
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from ..club.errors import ClubError, ClubInputError, say
from ..core import JassError, matchfile, strictjson
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import echo
from ..i18n import iso_date, language, number, render
from . import writes
from .evening import (
    CODE_UNKNOWN,
    EveningCore,
    LiveError,
    LiveTable,
    Reply,
    normal_code,
)
from .words import PAGE, t, typeset, whole_words

ENDED = N("live", "The live evening has ended: nothing more is written")
#: what the Oberjasser's page asks of the server (``POST /api/admin/{action}``)
ADMIN_ACTIONS = ("ops", "stop", "passe", "code", "table")
# a request no page sends (one made by hand): said in the words of his page's buttons (it
# was "Unknown action rename", or, without a Passe and table, "A Passe or table is a whole
# number", asking for what the request did not need)
UNKNOWN_ACTION = N("live", "Not done: the Oberjasser's page knows no request “{action}”; it "
                           "starts a Passe, gives a table a new code, opens a table to correct "
                           "it, or ends the live evening")

HERE = Path(__file__).resolve().parent
MAX_BODY = 256 * 1024  # the window's whole entry log; a phone's change is a few hundred bytes
MAX_OPS = 50  # changes in one POST (a phone's queue after a long time offline)
MAX_FAILURES = 20  # wrong codes per address and minute before it must wait
PING = 15  # seconds between keep-alive comments on an event stream
#: seconds between two looks whether another program changed the club (a member renamed in
#: the club window or on the command line: every page follows, :meth:`EveningCore.follow_club`)
CLUB_POLL = 1.5
DRAIN = 3  # seconds the end of the evening waits for the streams to say it
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")

T = TypeVar("T")


class Owner:
    """The thread that owns the evening: every use of the core runs there, one at a time,
    and after each change the pages' snapshots are made there and handed to the hub."""

    def __init__(self, factory: Callable[[], EveningCore]) -> None:
        self.executor = ThreadPoolExecutor(1, thread_name_prefix="jasstafel-live")
        self.core: EveningCore = self.executor.submit(factory).result()
        self.hub: Hub | None = None
        self._pending: list[tuple[LiveTable, list[Any], bool,
                                  asyncio.Future[list[Reply]]]] = []
        self._lock = threading.Lock()
        self.on_change: Callable[[list[str]], None] = lambda keys: None

    async def call(self, fn: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, fn, *args)

    async def apply(self, table: LiveTable, ops: list[Any], admin: bool = False
                    ) -> list[Reply]:
        """Changes of one request (*admin*: the Oberjasser's). Requests that arrive while
        the owner is writing wait and are then written together, in one commit (group
        commit): forty tables writing at once cost a few disk syncs, not forty."""
        future: asyncio.Future[list[Reply]] = asyncio.get_running_loop().create_future()
        with self._lock:
            self._pending.append((table, ops, admin, future))
            first = len(self._pending) == 1
        if first:
            self.executor.submit(self._drain)
        return await future

    def _drain(self) -> None:
        with self._lock:
            batch, self._pending = self._pending, []
        if not batch:
            return
        items = [(table, op, admin) for table, ops, admin, _ in batch for op in ops]
        try:
            replies = self.core.apply_many(items)
        except BaseException as err:  # the disk refused: nobody's change is written
            for _, _, _, future in batch:
                future.get_loop().call_soon_threadsafe(_fail, future, err)
            return
        at = 0
        for _table, ops, _admin, future in batch:
            part, at = replies[at:at + len(ops)], at + len(ops)
            future.get_loop().call_soon_threadsafe(_settle, future, part)
        self.on_change(["wall", "admin", *{table.key for table, _, _, _ in batch}])

    def club_write(self, action: Callable[[Any], T]) -> T:
        """A change of the club beside the tables (the Oberjasser's window, in the same
        process), run in the owner thread on the evening's own connection
        (:meth:`.evening.EveningCore.club_write`); then every page follows."""
        try:
            return self.executor.submit(self.core.club_write, action).result()
        finally:
            try:
                self.on_change(["wall", "admin", *self.core.tables])
            except RuntimeError:  # the server's event loop has ended meanwhile
                pass

    def close(self) -> None:
        self.executor.submit(self.core.close).result()
        self.executor.shutdown()


class Hub:
    """Who waits for what: a version per stream ("wall", "admin", a table's key); a change
    wakes every waiting stream, each sends the newest state once (several changes in a row
    are one update: a slow phone never falls behind)."""

    def __init__(self) -> None:
        self.versions: dict[str, int] = defaultdict(int)
        self.event = asyncio.Event()
        self.closing = anyio.Event()
        self.streams = 0  # open streams: the end of the evening waits until each said it

    def close(self) -> None:
        self.closing.set()
        self.event.set()

    def changed(self, *keys: str) -> None:
        for key in keys:
            self.versions[key] += 1
        self.event.set()
        self.event = asyncio.Event()

    async def wait(self, key: str, seen: int) -> int:
        while self.versions[key] == seen and not self.closing.is_set():
            event = self.event
            await event.wait()
        return self.versions[key]


def _settle(future: asyncio.Future[Any], value: Any) -> None:
    if not future.done():
        future.set_result(value)


def _fail(future: asyncio.Future[Any], err: BaseException) -> None:
    if not future.done():
        future.set_exception(err)


def _private(host: str | None) -> bool:
    if host is None:
        return False
    if host == "testclient":  # Starlette's TestClient
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_private or address.is_loopback or address.is_link_local


class LocalOnly:
    """Refuse any request from outside the local network (the server listens on every
    interface of the laptop, one of which may face the internet)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not _private((scope.get("client") or (None,))[0]):
            response = PlainTextResponse("local network only", status_code=403)
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)


class ServedBy:
    """Every answer says which evening and which run of its server sent it (headers
    ``X-Jasstafel-Evening``, ``X-Jasstafel-Run``): a page left open at the same address
    while another evening went live, or the server was started again, notices it (the
    pages' script, ``Live.api``) and reloads, instead of showing the new evening's figures
    under the old one's words (found in a trial)."""

    def __init__(self, app: ASGIApp, evening: str, run: str) -> None:
        self.app = app
        self.headers = [(b"x-jasstafel-evening", evening.encode()),
                        (b"x-jasstafel-run", run.encode())]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def said(message: Any) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []),
                                                  *self.headers]}
            await send(message)

        await self.app(scope, receive, said)


class Failures:
    """Wrong codes per address in the last minute."""

    def __init__(self) -> None:
        self.seen: dict[str, deque[float]] = defaultdict(deque)

    def blocked(self, host: str) -> bool:
        times = self.seen[host]
        while times and times[0] < time.monotonic() - 60:
            times.popleft()
        return len(times) >= MAX_FAILURES

    def count(self, host: str) -> None:
        self.seen[host].append(time.monotonic())


def templates() -> jinja2.Environment:
    """The pages' templates, with their filters: ``whole_words`` (a name never broken at its
    own hyphen) and ``figure`` (a number as the scripts write it, Live.number: −95)."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined)
    env.filters["whole_words"] = whole_words
    env.filters["figure"] = _figure
    return env


def _figure(value: Any) -> Any:
    """*value* as the page's script writes it once it runs (the real minus, 4'500), so that
    nothing changes when it does; anything but a whole number as it is."""
    return number(value) if type(value) is int else value


def create_app(owner: Owner, *, hosts: list[str] | None = None,
               address: str = "", on_stop: Callable[[], None] | None = None) -> Starlette:
    """The application; *hosts*: the names the server answers to (the Host header),
    *address*: the URL shown as QR code, *on_stop*: the Oberjasser ended the evening on his
    page (the server is to stop).

    ``app.state.end(then)`` ends the evening from any thread (the club window's *End the
    live evening*, Ctrl+C): as the Oberjasser's page does, every page is told, each open
    stream says it once and closes, then *then* runs (the server stops). False when the
    server's loop does not run (nothing to tell)."""
    core = owner.core
    hub = Hub()
    owner.hub = hub
    failures = Failures()
    env = templates()
    words = {key: typeset(t(text)) for key, text in PAGE.items()}
    lang = language()  # the pages' <html lang>, as their words (it said "de" in French too)
    words_json = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c")
    state: dict[str, Any] = {"stopped": False}

    def page(name: str, **context: Any) -> HTMLResponse:
        html = env.get_template(name).render(w=words, words_json=words_json, lang=lang,
                                             evening=core.token, run=core.run, **context)
        return HTMLResponse(html, headers=_page_headers())

    # -- who is asking ---------------------------------------------------------------------

    def _code(request: Request, query: bool = False) -> str:
        header = request.headers.get("authorization", "")
        if header.lower().startswith("bearer "):
            return header[7:].strip()
        return request.query_params.get("code", "") if query else ""

    def _host(request: Request) -> str:
        return request.client.host if request.client else "?"

    def _refuse(request: Request, err: LiveError) -> JSONResponse:
        if err.status == 403:
            failures.count(_host(request))
        return _json({"ok": False, "message": err.message, "text": _live_text(err),
                      "stopped": state["stopped"]}, err.status)

    async def _table(request: Request, query: bool = False) -> LiveTable:
        if failures.blocked(_host(request)):
            raise LiveError(N("live", "Too many wrong codes: wait a minute"), status=429)
        return await owner.call(core.table_for, _code(request, query))

    async def _admin(request: Request, query: bool = False) -> None:
        if failures.blocked(_host(request)):
            raise LiveError(N("live", "Too many wrong codes: wait a minute"), status=429)
        if not core.is_admin(_code(request, query)):
            raise LiveError(N("live", "Only the Oberjasser's code may do this"), status=403)

    # -- pages -----------------------------------------------------------------------------

    async def index(request: Request) -> Response:
        return page("index.html", address=address)

    async def table_page(request: Request) -> Response:
        return page("table.html")

    async def wall_page(request: Request) -> Response:
        wall = await owner.call(core.wall_state)
        # the date as the page's script writes it (26.11.2026), from the first paint on
        return page("wall.html", wall=wall, address=address, day=iso_date(wall["date"]))

    async def admin_page(request: Request) -> Response:
        return page("admin.html", address=address)

    async def qr(request: Request) -> Response:
        import segno

        buffer = io.BytesIO()
        segno.make(address or str(request.base_url), error="m").save(
            buffer, kind="svg", scale=8, border=2, dark="#111", light="#fff")
        return Response(buffer.getvalue(), media_type="image/svg+xml",
                        headers=_page_headers())

    async def icon(request: Request) -> Response:
        from ..i18n import RESOURCES

        svg = RESOURCES / "icons" / "ch.jasstafel.Jasstafel.svg"
        if not svg.is_file():
            return Response(status_code=204)
        return Response(svg.read_bytes(), media_type="image/svg+xml",
                        headers={"Cache-Control": "max-age=86400"})

    async def health(request: Request) -> Response:
        return _json({"ok": True, "evening": core.evening.id, "stopped": state["stopped"]})

    # -- a table ---------------------------------------------------------------------------

    async def join(request: Request) -> Response:
        try:
            body = await _body(request)
            code = body.get("code") if isinstance(body, dict) else None
            if not isinstance(code, str):
                raise LiveError(N("live", "Type the code of your table"))
            if failures.blocked(_host(request)):
                raise LiveError(N("live", "Too many wrong codes: wait a minute"), status=429)
            table = await owner.call(core.table_for, code)
        except LiveError as err:
            return _refuse(request, err)
        return _json({"ok": True, "passe": table.passe, "table": table.number})

    async def table_get(request: Request) -> Response:
        try:
            table = await _table(request)
        except LiveError as err:
            return _refuse(request, err)
        state_, forms, document = await owner.call(_table_and_forms, table)
        state_ = {**state_, "stopped": state["stopped"]}  # as the stream says it
        html = typeset(env.get_template("_forms.html").render(forms=forms, w=words))
        return _json({"ok": True, "state": state_, "forms_html": html, "document": document})

    def _table_and_forms(table: LiveTable) -> tuple[dict[str, Any], list[dict[str, Any]],
                                                    Any]:
        # the match file of the table (its own entries only), for a window that joins
        document = json.loads(matchfile.dumps(table.match.document))
        return core.table_state(table), core.forms_of(table), document

    async def table_ops(request: Request) -> Response:
        try:
            table = await _table(request)
            ops = _ops(await _body(request))
            if state["stopped"]:  # the phone keeps what it sent, and says so
                raise LiveError(ENDED, status=409)
        except LiveError as err:
            return _refuse(request, err)
        replies = await owner.apply(table, ops)
        return _json({"ok": True, "replies": [r.as_dict() for r in replies],
                      "version": replies[-1].version})

    def _announce(table: LiveTable | None = None) -> None:
        """After changes (in the owner thread): wake the streams in the event loop."""
        keys = ["wall", "admin"] + ([table.key] if table is not None else [])
        loop.call_soon_threadsafe(hub.changed, *keys)

    async def table_events(request: Request) -> Response:
        try:
            table = await _table(request, query=True)
        except LiveError as err:
            return _refuse(request, err)
        code = normal_code(_code(request, query=True))
        # a code renewed meanwhile ends its streams at once (the old one stops working), with
        # a last word that says so: the phone then stops, it does not ask again and again
        return _stream(request, table.key, lambda: core.table_state(table),
                       valid=lambda: core.codes.get(table.key) == code)

    # -- the wall ----------------------------------------------------------------------------

    async def wall_get(request: Request) -> Response:
        return _json(await owner.call(core.wall_state))

    async def wall_events(request: Request) -> Response:
        return _stream(request, "wall", core.wall_state)

    # -- the Oberjasser ----------------------------------------------------------------------

    async def admin_get(request: Request) -> Response:
        try:
            await _admin(request)
        except LiveError as err:
            return _refuse(request, err)
        return _json({**await owner.call(core.admin_state), "stopped": state["stopped"]})

    async def admin_events(request: Request) -> Response:
        try:
            await _admin(request, query=True)
        except LiveError as err:
            return _refuse(request, err)
        return _stream(request, "admin", core.admin_state)

    async def admin_action(request: Request) -> Response:
        try:
            await _admin(request)
            action = request.path_params["action"]
            if action not in ADMIN_ACTIONS:  # before what it would need is asked for
                raise LiveError(UNKNOWN_ACTION, status=404, action=action[:20])
            body = await _body(request)
            if not isinstance(body, dict):
                raise LiveError(N("live", "A change is a JSON object"))
            if action == "ops":
                if state["stopped"]:
                    raise LiveError(ENDED, status=409)
                where = await owner.call(core.table_at, _int(body.get("passe")),
                                         _int(body.get("table")))
                replies = await owner.apply(where, _ops(body.get("ops")), admin=True)
                return _json({"ok": True, "replies": [r.as_dict() for r in replies]})
            result = await owner.call(_admin_do, action, body)
        except LiveError as err:
            return _refuse(request, err)
        if "forms" in result:
            result["forms_html"] = typeset(env.get_template("_forms.html").render(
                forms=result.pop("forms"), w=words))
        return _json({"ok": True, **result})

    def _admin_do(action: str, body: dict[str, Any]) -> dict[str, Any]:
        passe, number = body.get("passe"), body.get("table")
        if action == "stop":
            end_from_anywhere(on_stop)
            return {}
        if state["stopped"]:
            raise LiveError(ENDED, status=409)
        if action == "passe":
            core.start_passe(_int(passe))
            _announce()
            return {}
        table = core.table_at(_int(passe), _int(number))
        if action == "code":
            code = core.renew_code(table.passe, table.number)
            _announce(table)  # its phones' streams: the old code ends them
            return {"code": code}
        return {"state": core.table_state(table), "forms": core.forms_of(table)}  # "table"

    async def admin_club(request: Request) -> Response:
        """The club's writes of another program (:mod:`.writes`): made on the evening's own
        connection between the tables' changes, or with ``"check": true`` only tried (the
        transaction rolled back: a batch's step checked before the batch is sent)."""
        try:
            await _admin(request)
            body = await _body(request)
            if not isinstance(body, dict):
                raise LiveError(N("live", "A change is a JSON object"))
        except LiveError as err:
            return _refuse(request, err)
        calls, check = body.get("calls"), body.get("check") is True
        evening = core.evening.id
        try:
            if body.get("evening") != evening:
                raise ClubInputError(say(N("club", "the live evening at this address is "
                                                   "evening {live}, not {evening}"),
                                         live=str(evening), evening=str(body.get("evening"))))
            if check:
                results = await owner.call(lambda: writes.run(core.club, evening, calls,
                                                              check=True))
            else:
                results = await owner.call(core.club_write, lambda club: writes.run(
                    club, evening, calls))
        except writes.CallFailed as err:
            return _club_refusal(err.error, err.index)
        except JassError as err:
            return _club_refusal(err)
        if not check:
            owner.on_change(["wall", "admin", *core.tables])
        return _json({"ok": True, "results": results, "evening": evening})

    # -- streams -----------------------------------------------------------------------------

    def _stream(request: Request, key: str, snapshot: Callable[[], dict[str, Any]],
                valid: Callable[[], bool] | None = None) -> Response:
        async def events() -> AsyncIterator[dict[str, Any]]:
            seen = -1
            hub.streams += 1
            try:
                while not hub.closing.is_set():
                    current = hub.versions[key]
                    if valid is not None and not valid():
                        yield {"data": json.dumps({"code_gone": True,
                                                   "message": t(CODE_UNKNOWN)},
                                                  ensure_ascii=False)}
                        return
                    if current != seen:
                        seen = current
                        stopped = state["stopped"]
                        data = await owner.call(snapshot)
                        # which evening and run says it (a stream has no headers to read)
                        data.update(stopped=stopped, evening=core.token, run=core.run)
                        yield {"data": json.dumps(data, ensure_ascii=False)}
                        if stopped:  # said: the page stops listening, the stream ends
                            return
                    await hub.wait(key, seen)
            finally:
                hub.streams -= 1

        return EventSourceResponse(events(), ping=PING, shutdown_event=hub.closing,
                                   headers={"Cache-Control": "no-store",
                                            "X-Accel-Buffering": "no"})

    routes = [
        Route("/", index),
        Route("/t", table_page),
        Route("/wall", wall_page),
        Route("/admin", admin_page),
        Route("/qr.svg", qr),
        Route("/healthz", health),
        Route("/favicon.ico", icon),
        Route("/api/join", join, methods=["POST"], max_body_size=1024),
        Route("/api/table", table_get),
        Route("/api/table/ops", table_ops, methods=["POST"], max_body_size=MAX_BODY),
        Route("/api/table/events", table_events),
        Route("/api/wall", wall_get),
        Route("/api/wall/events", wall_events),
        Route("/api/admin", admin_get),
        Route("/api/admin/events", admin_events),
        Route("/api/admin/club", admin_club, methods=["POST"], max_body_size=MAX_BODY),
        Route("/api/admin/{action}", admin_action, methods=["POST"], max_body_size=MAX_BODY),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    middleware = [Middleware(LocalOnly), Middleware(ServedBy, evening=core.token, run=core.run)]
    if hosts:
        middleware.append(Middleware(TrustedHostMiddleware, allowed_hosts=hosts))

    loop: asyncio.AbstractEventLoop = None  # type: ignore[assignment]
    ending: list[asyncio.Task[None]] = []

    def end(then: Callable[[], None] | None) -> None:
        """In the loop: the evening ends (once; a second end only adds its *then*)."""
        if ending:
            if then is not None:
                ending[0].add_done_callback(lambda _task: then())
            return
        state["stopped"] = True
        # the results in the club now are the evening's: a table's change kept since is
        # not written over them if the evening goes live again (in the owner thread, after
        # any change on its way)
        owner.executor.submit(core.end)
        # the phones too: they say the evening has ended, not "no connection"
        hub.changed("wall", "admin", *core.tables)
        ending.append(loop.create_task(_drain(then)))

    async def _drain(then: Callable[[], None] | None) -> None:
        # every open stream sends the end and closes; one that cannot (a page gone without
        # a word) is not waited for long
        with anyio.move_on_after(DRAIN):
            while hub.streams:
                await asyncio.sleep(0.05)
        hub.close()
        if then is not None:
            then()

    def end_from_anywhere(then: Callable[[], None] | None = None) -> bool:
        if loop is None or loop.is_closed() or hub.closing.is_set():
            return False
        loop.call_soon_threadsafe(end, then)
        return True

    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        nonlocal loop
        loop = asyncio.get_running_loop()
        hub.event = asyncio.Event()
        def on_change(keys: list[str]) -> None:
            loop.call_soon_threadsafe(hub.changed, *keys)

        owner.on_change = on_change
        looking = loop.create_task(_follow_club())
        try:
            yield
        finally:
            looking.cancel()
            hub.close()

    async def _follow_club() -> None:
        """Another program's change of the club (a member renamed), shown on every page."""
        while True:
            await asyncio.sleep(CLUB_POLL)
            try:
                changed = await owner.call(core.follow_club)
            except (JassError, OSError):  # the file busy a moment: asked again next time
                continue
            except RuntimeError:  # the owner thread has ended: so has the evening
                return
            if changed:
                hub.changed("wall", "admin", *core.tables)

    import contextlib

    app = Starlette(routes=routes, middleware=middleware,
                    lifespan=contextlib.asynccontextmanager(lifespan),
                    max_body_size=MAX_BODY)
    app.state.end = end_from_anywhere
    return app


def _live_text(err: LiveError) -> Any:
    """A refusal of the server as a sentence (:func:`.writes.text_json`) for a client that
    says it in its own language."""
    return writes.text_json(err.sentence())


def _club_refusal(err: JassError, index: int | None = None) -> JSONResponse:
    """The club refused a write of another program: its sentence, said here in the
    evening's language and sent as template and parameters for the caller's."""
    message = err.message if isinstance(err, ClubError) else err
    return _json({"ok": False, "message": render(message), "text": writes.text_json(err),
                  "index": index}, 422)


def _int(value: Any) -> int:
    if type(value) is not int:
        raise LiveError(N("live", "A Passe or table is a whole number"))
    return value


def _ops(body: Any) -> list[Any]:
    """One change, or ``{"ops": [...]}`` several in their order."""
    if isinstance(body, dict) and "ops" in body:
        body = body["ops"]
    ops = body if isinstance(body, list) else [body]
    if not ops or len(ops) > MAX_OPS:
        raise LiveError(N("live", "Send 1 to {most} changes at a time"), most=MAX_OPS)
    return ops


async def _body(request: Request) -> Any:
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        raise LiveError(N("live", "Send JSON (Content-Type: application/json)"), status=415)
    try:
        return strictjson.loads(await request.body())
    except ClientDisconnect:  # a phone gone while it sent (its browser killed): said to none,
        # and no traceback on the laptop's terminal (a trial's); it sends again when back
        raise LiveError(N("live", "The request was cut off"), status=400) from None
    except strictjson.DuplicateKey as err:  # json would keep the last value without a word
        if not err.where:
            raise LiveError(N("live", "The key {key} is given twice"),
                            key=echo(err.key, 24)) from None
        raise LiveError(N("live", "{where}: the key {key} is given twice"),
                        where=matchfile.place(err.where), key=echo(err.key, 24)) from None
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise LiveError(N("live", "This is not JSON")) from None


def _json(data: Any, status: int = 200) -> JSONResponse:
    return JSONResponse(data, status_code=status,
                        headers={"Cache-Control": "no-store", "X-Content-Type-Options":
                                 "nosniff"})


def _page_headers() -> dict[str, str]:
    return {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer", "Cache-Control": "no-store",
            "X-Frame-Options": "DENY"}
