"""The window's link to a live evening (Qt-free): its match goes to the server as it is
written, also across a server that was away."""

from __future__ import annotations

import threading

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.live.client import LinkError, TableLink, split_link

from .conftest import make_evening

pytest.importorskip("uvicorn", reason="the live extra is not installed")


def test_split_link():
    assert split_link("http://192.168.1.20:8765/?code=k7m2pq") == \
        ("http://192.168.1.20:8765/", "k7m2pq")
    assert split_link("192.168.1.20:8765") == ("http://192.168.1.20:8765/", "")


def test_the_window_sends_its_match_as_it_is_written(club_path, german, tmp_path):
    from jasstafel.live.service import LiveEvening

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    port = int(live.url.rsplit(":", 1)[1].strip("/"))
    code = live.codes(1)[(1, 1)]
    try:
        with pytest.raises(LinkError):
            TableLink(live.url, "WRONG1").join()
        link = TableLink(live.url, code)
        state = link.join()
        match = new_match("schieber", [p["name"] for p in state["players"]],
                          preset="einfach_1000")
        link.start()
        match.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
        link.push(match)
        match.add(SchieberRound(contract="eicheln", announced_by=1, points=(57, 100)))
        link.push(match)
        assert link.flush()
        assert [s["total"] for s in link.state()["sides"]] == [157, 157]
        assert link.holds(match)  # the window may be left: the server has every entry
        match.undo()
        assert not link.holds(match)  # not yet sent
        link.push(match)
        assert link.flush()
        assert len(link.state()["entries"]) == 1
        assert link.holds(match) and link.problem == "" and not link.refused
    finally:
        live.stop()
    # the server is away: the change waits
    failed = threading.Event()
    link.on_status = lambda ok, message: None if ok else failed.set()
    match.add(SchieberRound(contract="schellen", announced_by=0, points=(157, 0)))
    link.push(match)
    assert failed.wait(timeout=60)  # the link tried, and the server was not there
    assert not link.flush(timeout=1)
    assert not link.holds(match, wait=0.2)  # said before the window is left
    assert link.problem.startswith(live.url) and not link.refused
    again = LiveEvening(club_path, evening, host="127.0.0.1", port=port)
    again.start()
    try:
        assert link.flush(timeout=60)
        assert len(link.state()["entries"]) == 2
        assert link.holds(match) and link.problem == ""
    finally:
        link.close()
        again.stop()
