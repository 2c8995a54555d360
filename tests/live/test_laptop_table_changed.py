"""A laptop at a live table knows when the table's board is no longer its own
(:attr:`TableLink.changed`): it takes in no phone's change, so a phone's round, Undo,
correction or deletion after it leaves the laptop's match behind, and the window says so
(tests/live/test_laptop_doubt.py). Its own rounds never count as another's, however fast
they follow each other (a state of the table may come before the answer to the change that
made it); it agrees again once the table's entries are the laptop's again.

Waits are on the link's own news (on_status, from its threads), with a timeout; the server
and the link are stopped in the fixtures' teardown."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from jasstafel.core.schieber import SchieberRound  # noqa: E402

from .conftest import op_id, round_op  # noqa: E402
from .test_window import post  # noqa: E402

WAIT = 30  # seconds


class Heard:
    """What the link said of the table, in order: its ``changed`` at each news."""

    def __init__(self, link) -> None:
        self.link = link
        self.said: list[bool] = []
        self._news = threading.Condition()
        link.on_status = self._status

    def _status(self, _ok, _message) -> None:
        with self._news:
            self.said.append(self.link.changed)
            self._news.notify_all()

    def until(self, changed: bool) -> None:
        with self._news:
            assert self._news.wait_for(lambda: self.said and self.said[-1] is changed,
                                       WAIT), f"changed never {changed}: {self.said}"


def phone(one_table, op):
    reply = post(one_table.live.url, "api/table/ops", one_table.code, {"ops": [op]})
    assert reply["replies"][0]["ok"], reply
    return reply["replies"][0]["version"]


def test_the_laptops_own_rounds_never_count_as_a_change_of_the_table(one_table, laptop):
    heard = Heard(laptop.link)
    for points in (100, 80, 60, 40):  # written one after the other, as fast as typed
        laptop.match.add(SchieberRound(contract="rosen", announced_by=0,
                                       points=[points, 157 - points]))
        laptop.link.push(laptop.match)
    assert laptop.link.flush(WAIT)
    version = one_table.live.core.tables["1-1"].version
    assert len(one_table.live.core.tables["1-1"].match.entries) == 4
    # a phone writes after them: the first news that the table changed, none before it
    phone(one_table, {**round_op("eicheln", 1, (90, None)), "phone": "phone-anna",
                      "seen": version})
    heard.until(True)
    assert heard.said.index(True) == len(heard.said) - 1, heard.said
    assert len(laptop.match.entries) == 4  # the laptop's match is its own


def test_a_phones_round_is_a_change_until_it_is_taken_back(one_table, laptop):
    heard = Heard(laptop.link)
    laptop.match.add(SchieberRound(contract="rosen", announced_by=0, points=[100, 57]))
    laptop.link.push(laptop.match)
    assert laptop.link.flush(WAIT)
    version = phone(one_table, {**round_op("eicheln", 1, (90, None)), "phone": "phone-anna",
                                "seen": one_table.live.core.tables["1-1"].version})
    heard.until(True)  # the table has a round the laptop has not
    phone(one_table, {"id": op_id(), "kind": "undo", "base": version, "phone": "phone-anna"})
    heard.until(False)  # taken back: the table's board is the laptop's again
