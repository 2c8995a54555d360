"""A laptop at the table whose view is older than the match's end does not open the match
again.

Two writers at one table: a phone writes the round that ends the Partie while the laptop
joined as the table (its whole log, kind "log") is one version behind; the laptop's next log,
without that round, replaced the Tafel: the finished match was open again and its result
gone from the club ("opened again at the table"). A phone's new round, correction, deletion
or undo on an old view is refused for that already (its ``seen``/``base``); the laptop's log
now carries its ``seen`` and its own writer token, and is refused the same way after an end
another writer made. The laptop's log is sent by the real link over loopback."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402

from .conftest import round_op  # noqa: E402
from .test_window import post  # noqa: E402


def test_a_laptop_behind_the_end_is_refused_and_the_result_stays(club_path, german, one_table,
                                                                   laptop):
    url, code = one_table.live.url, one_table.code
    link, match = laptop.link, laptop.match
    for _ in range(6):  # 6 × 157: 942, not yet 1000
        match.add(SchieberRound(contract="eicheln", announced_by=0, points=(157, 0)))
    link.push(match)
    assert link.flush() and link.holds(match)
    # a phone at the table writes the last round: the Partie is over, in the club
    phone = {**round_op("eicheln", 0, (157, None)), "phone": "phone-anna", "seen": 6}
    assert post(url, "api/table/ops", code, {"ops": [phone]})["replies"][0]["ok"]
    state = link.state()
    assert state["finished"] and state["recorded"]
    # the laptop, behind, writes its own round over its older view
    match.add(SchieberRound(contract="rosen", announced_by=1, points=(57, 100)))
    link.push(match)
    assert link.flush()
    assert link.refused
    assert link.problem == ("Nicht geschrieben: inzwischen hat ein anderes Handy oder der "
                            "Oberjasser an diesem Tisch geschrieben, und die Partie ist "
                            "dort fertig. Die Tafel nochmals anschauen (eine Korrektur "
                            "wird von dort aus gemacht)")
    state = link.state()
    assert state["finished"] and state["recorded"] and len(state["entries"]) == 7
    with Club.open(club_path) as club:
        assert len(club.results(one_table.evening, 1)) == 4
