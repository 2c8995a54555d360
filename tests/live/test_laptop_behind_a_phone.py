"""A laptop at the table whose view is older than a phone's round does not write over it.

Two writers at one table: a phone writes a round while the laptop joined as the table (its
whole log, kind "log") is one version behind and the match goes on; the laptop's next log,
without the phone's round, replaced the Tafel and the phone's round was gone without a word.
The laptop's log carries its ``seen`` and its own writer token, and is refused after any
change another writer made since; nothing is lost on either side (the laptop's match stays
in its window). A laptop alone at its table, and one joining (sending what is there), still
write. The laptop's log is sent by the real link over loopback."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.live.client import TableLink  # noqa: E402

from .conftest import make_evening, round_op  # noqa: E402
from .test_window import post  # noqa: E402

REFUSED = ("Nicht geschrieben: inzwischen hat ein anderes Handy oder der Oberjasser an "
           "diesem Tisch geschrieben. Treten Sie dem Tisch neu bei, um seine Tafel zu sehen")


def _round(points: tuple[int, int]) -> SchieberRound:
    return SchieberRound(contract="eicheln", announced_by=0, points=points)


def test_a_laptop_behind_a_phone_is_refused_and_the_phone_round_stays(club_path, german):
    from jasstafel.live.service import LiveEvening

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    code = live.codes(1)[(1, 1)]
    link = TableLink(live.url, code)
    try:
        link.join()
        match = link.match()
        link.start()
        link.push(match)  # joining: what is there, nothing changed
        assert link.flush() and not link.refused
        for _ in range(2):  # alone at its table: every log is written
            match.add(_round((100, 57)))
            link.push(match)
            assert link.flush() and not link.refused and link.holds(match)
        # a phone at the table writes a round after the laptop's view (version 2)
        phone = {**round_op("rosen", 1, (57, None)), "phone": "phone-anna", "seen": 2}
        assert post(live.url, "api/table/ops", code, {"ops": [phone]})["replies"][0]["ok"]
        # the laptop, behind, writes its own round over its older view
        match.add(_round((157, 0)))
        link.push(match)
        assert link.flush()
        assert link.refused
        assert link.problem == REFUSED
        state = link.state()
        assert not state["finished"] and len(state["entries"]) == 3  # the phone's round
        assert len(match.entries) == 3  # the laptop's own round stays in its window
        assert not link.holds(match)
    finally:
        link.close()
        live.stop()
