"""``jasstafel club serve``: an evening live on the local network, in the foreground.

Registered on ``jasstafel club`` by :func:`add_parser`; the web stack (the ``live`` extra)
is imported only when the command runs, so that ``jasstafel`` works without it.

Two languages: what the command prints (the address, the codes, its refusals) is said in the
user's language, as every ``jasstafel club`` command speaks (the locale, ``LANG=de_CH.UTF-8``);
the pages the phones and the wall show are said in ``--language`` (German by default: the
tables' language need not be the laptop's). Every line is a club sentence
(``N("club", …)``, German in resources/translations).
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .. import i18n
from ..club import default_path
from ..club.errors import ClubInputError, say
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import Text, os_reason, printable


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
    terminal = i18n.language()  # the user's, set by the club command from the locale
    try:
        import segno  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as err:
        raise ClubInputError(say(N("club", "jasstafel club serve needs the live extra ({name} "
                                           "is missing): pip install 'jasstafel[live]'"),
                                 name=str(err.name))) from None
    from ..club.club import Club
    from .service import LiveEvening

    if args.language not in i18n.LANGUAGES:
        raise ClubInputError(say(N("club", "unknown language {language} (known: {known})"),
                                 language=repr(args.language),
                                 known=", ".join(i18n.LANGUAGES)))
    if args.passe_minutes is not None and not 1 <= args.passe_minutes <= 600:
        raise ClubInputError(say(N("club", "--passe-minutes is 1 to 600, not {minutes}"),
                                 minutes=str(args.passe_minutes)))
    path = Path(args.db) if args.db else default_path()
    with Club.open(path, create=False) as club:
        if club.upgrade is not None:  # as every club command: the older version's copy,
            # its path escaped (a control character in a name is shown, not obeyed)
            print(printable(i18n.render(club.upgrade.said(str(path)))), file=sys.stderr)
        evening = club.find_evening(args.evening).id
    # uvicorn stops gracefully on Ctrl+C and SIGTERM, then raises the signal again: end
    # quietly then, the marker removed and the journal closed
    signal.signal(signal.SIGTERM, _ended)
    try:
        with _speaking(args.language):  # the pages' language, while the server runs
            live = LiveEvening(path, evening, host=args.host, port=args.port,
                               passe_minutes=args.passe_minutes, new_codes=args.new_codes)
            try:
                live.serve(ready=lambda live: _announce(live, terminal))
            except KeyboardInterrupt:
                pass
    except OSError as err:  # no free port, no network: one line, not a traceback (a trial's)
        raise ClubInputError(say(N("club", "the live evening cannot start: {reason}"),
                                 reason=_os_words(err))) from None
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    print(_say(N("club", "the live evening has ended")), flush=True)
    return 0


def _os_words(err: OSError) -> Text:
    """Why the server could not start, in the catalog's words where it has them."""
    first = err.args[0] if len(err.args) == 1 else None
    if isinstance(first, Text):
        return first
    return os_reason(err) if err.strerror else Text.plain(str(err) or type(err).__name__)


def _ended(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


@contextlib.contextmanager
def _speaking(language: str) -> Iterator[None]:
    """Sentences are said in *language* inside, in the language before after it."""
    before = i18n.language()
    i18n.use(language)
    try:
        yield
    finally:
        i18n.use(before)


def _say(template: str, **params: Any) -> str:
    return i18n.render(say(template, **params))


def announcement(live: Any) -> list[str]:
    """What the Oberjasser reads in the terminal (the QR code goes after the first line): the
    address, the wall's, his own page with his code, every table's code by Passe."""
    labels = [_say(N("club", "Wall (ranking):")), _say(N("club", "Oberjasser's page:"))]
    width = max(len(label) for label in labels) + 2
    lines = [_say(N("club", "Evening {evening} is live at {url}"),
                  evening=str(live.evening_id), url=live.url),
             labels[0].ljust(width) + f"{live.url}wall",
             labels[1].ljust(width) + f"{live.url}admin   "
             + _say(N("club", "code {code}"), code=live.admin_code)]
    current = None
    for (passe, table), code in live.codes().items():
        if passe != current:
            current = passe
            lines.append(_say(N("club", "Passe {passe}:"), passe=str(passe)))
        lines.append("  " + _say(N("club", "table {table}  code {code}"),
                                 table=f"{table:>2}", code=code))
    lines.append(_say(N("club", "Ctrl+C ends the live evening.")))
    return lines


def _announce(live: Any, language: str) -> None:
    """Print the announcement in the user's *language* (the server has not started: nothing
    else is said meanwhile)."""
    import segno

    out = sys.stdout
    with _speaking(language):
        lines = announcement(live)
    print(lines[0], file=out)
    try:
        segno.make(live.url, error="m").terminal(out=out, compact=True, border=2)
    except (UnicodeEncodeError, OSError):
        pass
    for line in lines[1:]:
        print(line, file=out)
    out.flush()
