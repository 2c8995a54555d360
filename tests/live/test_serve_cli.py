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
