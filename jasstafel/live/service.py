"""A live evening as one object: :class:`LiveEvening` starts the web server (uvicorn) for an
evening, gives its address, QR code and codes, and stops it with the evening.

The club window runs it in a thread of its own process (:meth:`LiveEvening.start`,
:meth:`LiveEvening.stop`); ``jasstafel club serve`` runs it in the foreground
(:meth:`LiveEvening.serve`, which ends on Ctrl+C or SIGTERM). Either way this process owns
the club database while the evening is live (:mod:`.marker`): another program finds the
marker (:func:`.marker.find_live`) and leaves the evening's draw and results alone, and the
window of this process writes them through the server (:func:`running_here`,
:meth:`LiveEvening.write`), never beside it.
"""

from __future__ import annotations

import io
import os
import socket
import struct
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..club.club import Club
from ..club.errors import ClubInputError, say
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import Text, os_reason
from .evening import EveningCore
from .marker import LiveInfo, Marker

DEFAULT_PORT = 8765
PORT_TRIES = 20  # the next ports tried when the default is taken

T = TypeVar("T")

# the live evenings of this process, by their club file (resolved)
_HERE: dict[Path, LiveEvening] = {}
_HERE_LOCK = threading.Lock()


def running_here(club_path: str | os.PathLike[str]) -> LiveEvening | None:
    """The evening of the club at *club_path* that this process has live, or None."""
    with _HERE_LOCK:
        return _HERE.get(Path(club_path).resolve())


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (loopback last), found without sending
    anything: the interfaces' own addresses (Linux), else what the host name resolves to."""
    found: list[str] = []
    if sys.platform.startswith("linux"):
        import fcntl

        siocgifaddr = 0x8915
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            for _index, name in socket.if_nameindex():
                request = struct.pack("256s", name.encode()[:15])
                try:
                    reply = fcntl.ioctl(probe.fileno(), siocgifaddr, request)
                except OSError:
                    continue  # no IPv4 address on this interface
                found.append(socket.inet_ntoa(reply[20:24]))
    else:
        try:
            infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
            found = [str(info[4][0]) for info in infos]
        except OSError:
            found = []
    unique = list(dict.fromkeys(found))
    return sorted(unique, key=lambda a: (a.startswith("127."), a)) or ["127.0.0.1"]


def _server_class() -> Any:
    """uvicorn's Server, whose Ctrl+C and SIGTERM end the evening as the Oberjasser's page
    does: the phones and the wall are told first, then the server stops (a second Ctrl+C
    stops it at once). uvicorn's own stopped the streams unsaid: the phones said "No
    connection" and kept their form (found in a trial)."""
    import uvicorn

    class Server(uvicorn.Server):
        def __init__(self, config: Any, end: Callable[[Callable[[], None]], bool]) -> None:
            super().__init__(config)
            self._end = end
            self._ending = False

        def _exit(self) -> None:
            self.should_exit = True

        def handle_exit(self, sig: int, frame: Any) -> None:
            if self._ending or not self._end(self._exit):
                super().handle_exit(sig, frame)
                return
            self._ending = True
            self._captured_signals.append(sig)  # raised again once stopped, as uvicorn does

    return Server


def _bind(host: str, port: int) -> socket.socket:
    last: OSError | None = None
    for candidate in ([port] if port == 0 else range(port, port + PORT_TRIES)):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, candidate))
        except OSError as err:
            sock.close()
            last = err
            continue
        sock.listen(128)
        sock.setblocking(False)
        return sock
    # words of the catalog: the window and the command line say it in the user's language
    # (a trial's German box said "no free port from 8765 on: [Errno 98] …")
    raise OSError(Text(N("live", "no free port from {port} on: {reason}"), context="live",
                       port=str(port), reason=os_reason(last) if last else ""))


class LiveEvening:
    """Evening *evening* of the club at *club_path*, live on the local network.

    *host*: the address to listen on (every interface: "0.0.0.0"; tests: "127.0.0.1");
    *port*: the first port tried (0: any free one); *passe_minutes*: the Passe clock counts
    down from this (None: it counts up); *new_codes*: new table and Oberjasser codes (else a
    restarted evening keeps its codes)."""

    def __init__(self, club_path: str | os.PathLike[str], evening: int, *,
                 host: str = "0.0.0.0", port: int = DEFAULT_PORT,
                 passe_minutes: int | None = None, new_codes: bool = False,
                 on_stopped: Callable[[], None] | None = None) -> None:
        self.club_path = Path(club_path)
        self.evening_id = evening
        self.host = host
        self.port = port
        self.passe_minutes = passe_minutes
        self.new_codes = new_codes
        self.on_stopped = on_stopped
        self.url = ""
        self._marker = Marker(self.club_path)
        self._owner: Any = None
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._sock: socket.socket | None = None
        self._translator: Any = None
        self._app: Any = None

    # -- starting and stopping ---------------------------------------------------------------

    def _prepare(self) -> None:
        # uvicorn finds its parts by name at run time; importing them here names them for
        # PyInstaller too (packaging/jasstafel.spec follows imports)
        import uvicorn
        import uvicorn.lifespan.on  # noqa: F401
        import uvicorn.loops.asyncio  # noqa: F401
        from uvicorn.protocols.http.h11_impl import H11Protocol

        from .. import i18n
        from .server import Owner, create_app

        # the catalog the pages are said in stays alive as long as the server's threads
        # (the language may be switched meanwhile, and a dropped catalog is freed at once)
        self._translator = i18n.translator()
        self._marker.take()
        try:
            self._owner = Owner(lambda: EveningCore(
                self.club_path, self.evening_id, passe_minutes=self.passe_minutes,
                new_codes=self.new_codes))
            self._sock = _bind(self.host, self.port)
            port = self._sock.getsockname()[1]
            addresses = lan_addresses()
            shown = "127.0.0.1" if self.host.startswith("127.") else addresses[0]
            self.url = f"http://{shown}:{port}/"
            names = {"localhost", "127.0.0.1", socket.gethostname(),
                     socket.gethostname() + ".local", *addresses}
            app = create_app(self._owner, hosts=sorted(names), address=self.url,
                             on_stop=self._stop_requested)
            # access_log off: an event stream's URL carries its code
            config = uvicorn.Config(app, log_level="warning", access_log=False,
                                    timeout_graceful_shutdown=3, timeout_keep_alive=30,
                                    http=H11Protocol, loop="asyncio", lifespan="on",
                                    ws="none")
            self._app = app
            self._server = _server_class()(config, app.state.end)
            self._marker.write(LiveInfo(self.url, os.getpid(), self.evening_id,
                                        self.admin_code))
            with _HERE_LOCK:
                _HERE[self.club_path.resolve()] = self
        except BaseException:
            self._cleanup()
            raise

    def start(self, timeout: float = 30) -> None:
        """Start the server in a thread; return once it answers."""
        self._prepare()
        self._thread = threading.Thread(target=self._run, name="jasstafel-live-server",
                                        daemon=True)
        self._thread.start()
        waited = threading.Event()
        for _ in range(int(timeout * 20)):
            if self._server.started or not self._thread.is_alive():
                break
            waited.wait(0.05)
        if not self._server.started:
            self.stop()
            #: why the window's Start live evening… failed, after "could not be started:"
            raise OSError(Text(N("live", "the live server did not start on {url}"),
                               context="live", url=self.url))

    def serve(self, ready: Callable[[LiveEvening], None] | None = None) -> None:
        """Run in the foreground until Ctrl+C, SIGTERM or the Oberjasser's page ends it;
        *ready* is called once the address and the codes are known."""
        self._prepare()
        try:
            if ready is not None:
                ready(self)
            self._server.run(sockets=[self._sock])
        finally:
            self._cleanup()

    def _run(self) -> None:
        try:
            self._server.run(sockets=[self._sock])
        finally:
            # however it ended (the Oberjasser's page too), it ends the same way: the marker
            # goes at once (a trial's stayed behind a window that showed the evening live,
            # and the command line's draw was refused), then the window is told
            ran = self._owner is not None
            self._cleanup()
            if self.on_stopped is not None and ran:
                self.on_stopped()

    def _stop_requested(self) -> None:
        if self._server is not None:
            self._server.should_exit = True

    def stop(self) -> None:
        """End the live evening: the phones and the wall are told (as by the Oberjasser's
        page), the server stops, the marker goes."""
        told = self._app is not None and self.running and \
            self._app.state.end(self._stop_requested)
        if not told:
            self._stop_requested()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=60)
        self._cleanup()

    def _cleanup(self) -> None:
        with _HERE_LOCK:
            if _HERE.get(self.club_path.resolve()) is self:
                del _HERE[self.club_path.resolve()]
        if self._sock is not None:
            self._sock.close()
            self._sock = None
        owner, self._owner = self._owner, None  # gone first: a write now is refused
        if owner is not None:
            owner.close()
        self._marker.release()
        if self._thread is None or not self._thread.is_alive():
            self._translator = None

    def write(self, action: Callable[[Club], T]) -> T:
        """Run *action* (a change of the club: a paper result, a correction, a removed
        result, an imported match) on the evening's own connection, in its owner thread,
        between the tables' changes: one writer while the evening is live. The pages
        follow, and a table whose result the change touched no longer overwrites it
        (:meth:`.evening.EveningCore.club_write`). ClubInputError once the evening has
        ended."""
        owner = self._owner
        if owner is None:
            raise ClubInputError(say(N("club", "the live evening {evening} has ended"),
                                     evening=str(self.evening_id)))
        try:
            result: T = owner.club_write(action)
        except RuntimeError:
            if self._owner is owner:
                raise
            # the evening ended meanwhile: its owner thread takes no more work
            raise ClubInputError(say(N("club", "the live evening {evening} has ended"),
                                     evening=str(self.evening_id))) from None
        return result

    @property
    def table_writes(self) -> int:
        """How often the tables (and the Oberjasser's page) wrote a result to the club in
        this run; read without waiting (an int, written in the owner thread)."""
        owner = self._owner
        return int(owner.core.table_writes) if owner is not None else 0

    @property
    def club_commits(self) -> int:
        """How many changes the evening wrote to the club in this run: its tables' results,
        the window's changes it carried (:meth:`write`) and the rankings it keeps for its
        pages; read without waiting (an int, written in the owner thread)."""
        owner = self._owner
        return int(owner.core.club.commits) if owner is not None else 0

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # -- what the Oberjasser hands out -----------------------------------------------------------

    @property
    def core(self) -> EveningCore:
        assert self._owner is not None, "the evening is not live"
        core: EveningCore = self._owner.core
        return core

    @property
    def admin_code(self) -> str:
        return self.core.admin_code

    def codes(self, passe: int | None = None) -> dict[tuple[int, int], str]:
        """The table codes as they are now (a renewed one too): {(passe, table): code}, of
        one Passe or all; none once the evening has ended. Read from any thread."""
        owner = self._owner
        if owner is None:
            return {}
        out = {}
        for key, code in dict(owner.core.codes).items():  # a copy: renewed in its thread
            p, t = (int(x) for x in key.split("-"))
            if passe is None or p == passe:
                out[(p, t)] = code
        return dict(sorted(out.items()))

    def qr_svg(self) -> str:
        import segno

        return str(segno.make(self.url, error="m").svg_inline(scale=8, border=2))

    def qr_png(self, scale: int = 10) -> bytes:
        """The address as a QR code (PNG), for the club window."""
        import segno

        buffer = io.BytesIO()
        segno.make(self.url, error="m").save(buffer, kind="png", scale=scale, border=2)
        return buffer.getvalue()


__all__ = ["DEFAULT_PORT", "LiveEvening", "lan_addresses", "running_here"]
