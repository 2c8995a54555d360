"""``jasstafel club serve``: an evening live on the local network, in the foreground.

Registered on ``jasstafel club`` by :func:`add_parser`; the web stack (the ``live`` extra)
is imported only when the command runs, so that ``jasstafel`` works without it.
"""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path
from typing import Any

from ..club import default_path
from ..club.errors import ClubInputError


def add_parser(commands: Any, db: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """``serve`` on the ``jasstafel club`` subcommands *commands* (*db*: the --db parent)."""
    p: argparse.ArgumentParser = commands.add_parser(
        "serve", parents=[db], help="run an evening live: every table writes on its phone",
        description="Run a club evening live on the local network: the tables open the "
                    "address on a phone and type their table code; the ranking page is "
                    "for the wall. Ends with Ctrl+C (or on the Oberjasser's page).")
    p.add_argument("--evening", required=True, help="evening id (or date)")
    p.add_argument("--host", default="0.0.0.0",
                   help="address to listen on (default: every network of this computer)")
    p.add_argument("--port", type=int, default=8765, help="first port tried (default 8765)")
    p.add_argument("--passe-minutes", type=int, default=None,
                   help="the Passe clock counts down from this many minutes")
    p.add_argument("--new-codes", action="store_true",
                   help="new table codes and Oberjasser code (else a restart keeps them)")
    p.add_argument("--language", default="de", help="language of the pages (de, fr, en)")
    p.set_defaults(run=cmd_serve)
    return p


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import segno  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as err:
        raise ClubInputError(f"jasstafel club serve needs the live extra ({err.name} is "
                             "missing): pip install 'jasstafel[live]'") from None
    from .. import i18n
    from ..club.club import Club
    from .service import LiveEvening

    if args.language not in i18n.LANGUAGES:
        raise ClubInputError(f"unknown language {args.language!r} "
                             f"(known: {', '.join(i18n.LANGUAGES)})")
    i18n.use(args.language)
    path = Path(args.db) if args.db else default_path()
    with Club.open(path, create=False) as club:
        evening = club.find_evening(args.evening).id
    if args.passe_minutes is not None and not 1 <= args.passe_minutes <= 600:
        raise ClubInputError("--passe-minutes is 1 to 600")
    live = LiveEvening(path, evening, host=args.host, port=args.port,
                       passe_minutes=args.passe_minutes, new_codes=args.new_codes)
    # uvicorn stops gracefully on Ctrl+C and SIGTERM, then raises the signal again: end
    # quietly then, the marker removed and the journal closed
    signal.signal(signal.SIGTERM, _ended)
    try:
        live.serve(ready=_announce)
    except KeyboardInterrupt:
        pass
    print("the live evening has ended")
    return 0


def _ended(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _announce(live: Any) -> None:
    import segno

    out = sys.stdout
    print(f"Evening {live.evening_id} is live at  {live.url}", file=out)
    try:
        segno.make(live.url, error="m").terminal(out=out, compact=True, border=2)
    except (UnicodeEncodeError, OSError):
        pass
    print(f"Wall (ranking):     {live.url}wall", file=out)
    print(f"Oberjasser's page:  {live.url}admin   code {live.admin_code}", file=out)
    current = None
    for (passe, table), code in live.codes().items():
        if passe != current:
            current = passe
            print(f"Passe {passe}:", file=out)
        print(f"  table {table:>2}  code {code}", file=out)
    print("Ctrl+C ends the live evening.", file=out, flush=True)
