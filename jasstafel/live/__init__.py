"""A club evening live on the local network: every table writes on its own phone, the
ranking follows on the wall (docs/club-live.md).

Modules: :mod:`.evening` (the evening's state: tables, codes, the journal, the way into the
club; no web, no Qt), :mod:`.journal` (every change on disk before it is acknowledged),
:mod:`.forms` (the phone's entry forms of every club variant), :mod:`.words` (the pages'
words), :mod:`.server` (the Starlette application), :mod:`.service` (:class:`LiveEvening`:
the server started and stopped, its address, QR code and codes), :mod:`.marker` (which program
owns a live evening), :mod:`.client` (:class:`TableLink`: a window's match sent to the
server; :class:`~.client.ServerClub`: another program's club writes sent to it),
:mod:`.writes` (those writes as JSON, both ends) and :mod:`.cli` (``jasstafel club serve``).
No widgets here: the window's dialogs are :mod:`jasstafel.ui.club.live`; the layers
(pyproject.toml) put this package under the window and over printing, i18n, the club and the
core.

The web stack (Starlette, uvicorn, Jinja2, sse-starlette, segno) is the optional extra
``live``; nothing here imports it until a server is started, so ``jasstafel`` and the window
work without it.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {"LiveEvening": "service", "TableLink": "client", "EveningCore": "evening"}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
