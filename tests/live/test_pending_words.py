"""An entry typed offline is listed as the written ones are, plus "noch nicht geschickt": a
trial's read "Runde schreiben: Obenabe ×1, Irène & Anna, 80 : 77", the form's button for a
title, where a written one reads "Obenabe ×1 von Irène & Anna: 80 : 77".

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .conftest import make_evening
from .test_browser import Phone, running

pytest.importorskip("uvicorn", reason="the live extra is not installed")


@pytest.fixture
def live(club_path, german):
    with running(club_path, make_evening(club_path, players=4, passen=1)) as served:
        yield served


def test_an_entry_not_yet_sent_reads_as_a_written_one(live, browser):
    phone = Phone(browser)
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    teams = live.core.tables["1-1"].match.rules.side_names
    phone.round("rosen", 100, announced_by=0)
    phone.until(lambda: phone.entries() == 1, "round 1 written")
    written = phone.text("#history li.entry .entry-text").replace("\u00a0", " ")
    # the round, each team beside its points and what they gave it (the server's word: not
    # yet known offline)
    assert written == f"Rosen ×1 von {teams[0]}: {teams[0]} 100 → 100, {teams[1]} 57 → 57"
    browser.offline(True)
    phone.round("obenabe", 80, announced_by=1, weis=(0, 50))
    phone.until(lambda: phone.pending() == 1, "the round waits on the phone")
    waiting = phone.text("#history li.pending .entry-text").replace("\u00a0", " ")
    assert waiting == f"Obenabe ×1 von {teams[1]}: 80 : 77, Weis 0 : 50", waiting
    assert "Runde schreiben" not in phone.text("#history li.pending")
    assert phone.text("#history li.pending .entry-state") == "noch nicht geschickt"
    browser.offline(False)
    phone.until(lambda: phone.pending() == 0 and phone.entries() == 2, "sent")
