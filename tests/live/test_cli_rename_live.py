"""A member renamed with ``jasstafel club member rename`` while his evening is live: the
pages follow it as they follow the club window's *Rename…* (the server looks at the club
every few seconds), the Oberjasser's page, the wall and the table's own state."""

from __future__ import annotations

import json
import time

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.cli import main  # noqa: E402
from jasstafel.club import Club  # noqa: E402

from .conftest import bearer, make_evening  # noqa: E402
from .test_server import code_of  # noqa: E402

NAMES = ["Anna Keller", "Beat Huber", "Cla Caviezel", "Dora Meier"]


def until(condition, what: str, timeout: float = 30) -> None:
    """Asked again until true (the server's next look at the club), generously long."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


@pytest.fixture
def evening(club_path):
    return make_evening(club_path, players=4, passen=1, names=NAMES)


def test_a_rename_on_the_command_line_reaches_the_live_pages(live, club_path, capsys):
    client, core = live
    admin, table = bearer(core.admin_code), bearer(code_of(core))

    def said(path: str, headers=None) -> str:
        return json.dumps(client.get(path, headers=headers).json(), ensure_ascii=False)

    assert "Beat Huber" in said("/api/table", table)
    assert main(["--lang=de", "club", "member", "rename", "Beat Huber", "Beat Huber-Meier",
                 "--short", "Bea", "--db", str(club_path)]) == 0
    assert capsys.readouterr().out == ("Mitglied 2: Beat Huber heisst jetzt Beat Huber-Meier "
                                       "(Bea)\n")
    until(lambda: "Beat Huber-Meier" in said("/api/admin", admin), "the Oberjasser's page")
    until(lambda: "Anna Keller & Bea\"" in said("/api/wall"), "the wall's team (short name)")
    until(lambda: "Beat Huber-Meier" in said("/api/table", table), "the table")
    assert '"Beat Huber"' not in said("/api/table", table)
    with Club.open(club_path) as club:
        assert club.member(2).short_name == "Bea"
