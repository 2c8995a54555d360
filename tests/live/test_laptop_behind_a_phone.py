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

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

from jasstafel.core.schieber import SchieberRound  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, german_window, settings  # noqa: E402, F401
from tests.ui.texts import tip_text  # noqa: E402

from .conftest import round_op  # noqa: E402
from .test_faults import WAIT  # noqa: E402
from .test_window import post  # noqa: E402
from .test_window_leave import a_round  # noqa: E402
from .test_window_live_status import WHERE, join, says  # noqa: E402

REFUSED = ("Nicht geschrieben: inzwischen hat ein anderes Handy oder der Oberjasser an "
           "diesem Tisch geschrieben. Treten Sie dem Tisch neu bei, um seine Tafel zu sehen")


def _round(points: tuple[int, int]) -> SchieberRound:
    return SchieberRound(contract="eicheln", announced_by=0, points=points)


def test_a_laptop_behind_a_phone_is_refused_and_the_phone_round_stays(german, one_table,
                                                                         laptop):
    url, code = one_table.live.url, one_table.code
    link, match = laptop.link, laptop.match
    link.push(match)  # joining: what is there, nothing changed
    assert link.flush() and not link.refused
    for _ in range(2):  # alone at its table: every log is written
        match.add(_round((100, 57)))
        link.push(match)
        assert link.flush() and not link.refused and link.holds(match)
    # a phone at the table writes a round after the laptop's view (version 2)
    phone = {**round_op("rosen", 1, (57, None)), "phone": "phone-anna", "seen": 2}
    assert post(url, "api/table/ops", code, {"ops": [phone]})["replies"][0]["ok"]
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


def test_the_window_says_it_in_german_and_keeps_its_round(german_window, one_table,  # noqa: F811
                                                            qtbot, tmp_path):
    """The same in the window, typed as the Schreiber types: the table's state says why, the
    window's round stays on its Tafel, and the phone's on the server's."""
    main = german_window
    live, code = one_table.live, one_table.code
    try:
        join(qtbot, main, live.url.rstrip("/"), code)
        a_round(qtbot, "100")
        qtbot.waitUntil(lambda: main.live_link.link.holds(main.controller.match),
                        timeout=WAIT * 1000)
        phone = {**round_op("rosen", 1, (57, None)), "phone": "phone-anna", "seen": 1}
        assert post(live.url, "api/table/ops", code, {"ops": [phone]})["replies"][0]["ok"]
        a_round(qtbot, "120")
        says(qtbot, main, WHERE + " · " + REFUSED)
        main.grab().save(str(tmp_path / "fix-laptopbehind-window.png"))
        # whole, where the corner shortens it
        assert REFUSED in tip_text(main.statusBar().toolTip())
        assert len(main.controller.match.entries) == 2
        server = live.core.tables["1-1"].match.entries
        assert [e.points for e in server] == [(100, 57), (57, 100)]  # the phone's round
        assert main.controller.match.entries[-1].points == (120, 37)  # the window's
    finally:
        main.live_link.close()  # before the server stops (one_table)
