"""``jasstafel club serve`` speaks the user's language (the locale, as every club command),
its pages the evening's (``--language``): every line it prints is a translatable sentence."""

from __future__ import annotations

import os
import re
import subprocess
import urllib.request

import pytest

from .conftest import make_evening
from .test_faults import WAIT, Server, free_port

pytest.importorskip("uvicorn", reason="the live extra is not installed")


def page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as reply:
        return reply.read().decode()


def test_the_terminal_speaks_german_and_the_pages_the_evenings_language(club_path):
    evening = make_evening(club_path, players=8, passen=2)
    server = Server(club_path, evening, free_port(), "--language", "en", language="de")
    server.start()
    try:
        said = "".join(server.said)
        assert f"Abend {evening} läuft live unter {server.url}/" in said
        # the labels are lined up, however long they are in the language
        wall = re.search(rf"^(Rangliste \(Wand\): +){re.escape(server.url)}/wall$", said, re.M)
        admin = re.search(rf"^(Seite des Oberjassers: +){re.escape(server.url)}/admin   Code "
                          r"[A-Z0-9]{10}$", said, re.M)
        assert wall and admin, said
        assert len(wall.group(1)) == len(admin.group(1))
        assert "Passe 1:" in said and "Passe 2:" in said
        assert "  Tisch  1  Code " in said and "  Tisch  2  Code " in said
        assert "Ctrl+C beendet den Live-Abend." in said
        for english in ("is live at", "Wall (ranking)", "table  1", "ends the live evening"):
            assert english not in said
        # the phones' pages in the evening's language, English here
        assert "Open the board" in page(server.url + "/")
    finally:
        server.stop()
    assert "Der Live-Abend ist zu Ende." in "".join(server.said)


def test_its_refusals_are_said_in_the_users_language(club_path):
    evening = make_evening(club_path, players=4, passen=1)
    run = [*Server(club_path, evening, free_port()).args, "--passe-minutes", "0"]
    refused = subprocess.run(run, capture_output=True, text=True, timeout=WAIT,
                             env={**os.environ, "LANGUAGE": "de"})
    assert refused.returncode == 2
    assert "--passe-minutes ist 1 bis 600, nicht 0" in refused.stderr
    unknown = subprocess.run([*run[:-2], "--language", "xx"], capture_output=True, text=True,
                             timeout=WAIT, env={**os.environ, "LANGUAGE": "de"})
    assert unknown.returncode == 2
    assert "unbekannte Sprache 'xx' (bekannt: de, fr, en)" in unknown.stderr


def test_no_free_port_is_one_line_in_the_users_language(club_path):
    """A trial with every port from 8765 on taken: `club serve` printed a 28-line traceback
    and exited 1 (and the window's box said the reason in English)."""
    import socket

    from jasstafel.live.service import PORT_TRIES

    evening = make_evening(club_path, players=4, passen=1)

    def hold_all(base):
        """Every port from *base* on that `club serve` tries, bound and listening here; None
        where one is not free now (a port busy a moment only, another test's, was counted
        as taken once: freed before the server came, it started there and ran on)."""
        held = []
        for port in range(base, base + PORT_TRIES):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                sock.close()
                for other in held:
                    other.close()
                return None
            sock.listen(1)
            held.append(sock)
        return held

    taken = []
    try:
        for _attempt in range(50):
            base = free_port()
            taken = hold_all(base) or []
            if taken:
                break
        assert taken, "no run of free ports to take"
        run = Server(club_path, evening, base).args
        refused = subprocess.run(run, capture_output=True, text=True, timeout=WAIT,
                                 env={**os.environ, "LANGUAGE": "de"})
    finally:
        for sock in taken:
            sock.close()
    assert refused.returncode == 2, refused.stderr
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in refused.stderr, refused.stderr
    assert lines[0].startswith("jasstafel club serve: Fehler: der Live-Abend kann nicht "
                               f"starten: kein freier Port ab {base}: "), lines[0]
    assert "Errno" not in lines[0]
