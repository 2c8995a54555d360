"""A laptop joined as a table shows the round the phones flag as maybe written twice.

Two phones of a table type a round at once: the server writes both and flags the second
("Prüfen: Eintrag 2 wurde getippt, während ein anderes Handy an diesem Tisch schrieb …") on
every phone of the table and on the Oberjasser's page, until a phone takes it back. A laptop
at the same table (*Datei → Vereinsabend beitreten*) showed nothing: its link listened to the
table's events only for the evening's end and the names. Now its history marks that entry's
row with the Oberjasser's words, in the window's language, and its live status says them;
both go when a phone takes the round back.

A laptop's join no longer writes the table's log anew, so a phone may change what the laptop
holds. When the phone took the flagged round back, the flag went, and the laptop's status
said a plain "Live: Passe 1, Tisch 1" beside a history that still showed the round: the only
word of it went exactly when the laptop's board went wrong. Then the status said that the
table's board changed, and to join again. Now the laptop takes the phone's Undo in (it has
nothing of its own on the way), and says so; rounds the phones write after it joined come
into its history too, the flagged one flagged (tests/live/test_laptop_takes_in.py).

The server is the club window's, in this process (German), or ``jasstafel club serve`` in
its own (German, for a French window: the laptop says the flag in its own language). The
phones' changes are posted as their pages post them; the window joins by the table's link.
Every wait is on what the window shows (``waitUntil``), never on the server from the GUI
thread; the servers are stopped, and the window's link closed, in the fixtures' teardown.
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from tests.ui.conftest import (  # noqa: E402, F401
    autosaves,
    french_window,
    german_window,
    settings,
)
from tests.ui.texts import tip_text  # noqa: E402

from .conftest import make_evening, op_id, round_op  # noqa: E402
from .test_faults import Server, free_port  # noqa: E402
from .test_window import post  # noqa: E402
from .test_window_leave import in_form  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

WAIT = 30_000
WHERE_FR = "En direct\u00a0: manche 1, table 1"
# the Oberjasser's words for the round (his page's status of the table)
OPEN = ("Prüfen: Eintrag 2 wurde getippt, während ein anderes Handy an diesem Tisch schrieb. "
        "Steht die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag 2 zurück (am besten "
        "auf dem Handy, das ihn geschrieben hat)")
OPEN_FR = ("À vérifier\u00a0: l’inscription 2 a été saisie pendant qu’un autre téléphone "
           "inscrivait à cette table. Si la donne figure deux fois sur l’ardoise, Défaire "
           "reprend l’inscription 2 (de préférence sur le téléphone qui l’a inscrite)")
# the laptop took in a phone's Undo of entry 2 (or 1)
REMOVED = "Eintrag 2 am Handy entfernt, hier auch"
REMOVED_FR = "Inscription {0} retirée sur un téléphone, ici aussi"


def phones_type_at_once(url, code):
    """Two phones post a round each from the empty Tafel (version 0): the second is
    flagged. The version after them."""
    for phone in ("phone-anna", "phone-beat"):
        op = {**round_op("rosen", 0, (100, None)), "phone": phone, "seen": 0}
        assert post(url, "api/table/ops", code, {"ops": [op]})["replies"][0]["ok"]
    return 2


def phone_undoes(url, code, base, phone="phone-beat"):
    """The phone that wrote the flagged round takes it back (its page's Undo)."""
    op = {"id": op_id(), "kind": "undo", "base": base, "phone": phone}
    assert post(url, "api/table/ops", code, {"ops": [op]})["replies"][0]["ok"]


def tip(main) -> str:
    """The live status's tooltip as it reads."""
    return tip_text(main.statusBar().toolTip())


def flags(main) -> list[str]:
    """What the history's rows say beside their entries (one per row, "" for none)."""
    history = main.history
    return [history.flag_of(row) for row in range(history.list.count())]


@pytest.fixture
def live(club_path, german_window):  # noqa: F811
    """The club window's live evening in this process (4 players, one Passe), in German;
    stopped after the window's link is closed."""
    from jasstafel.live.service import LiveEvening

    live = LiveEvening(club_path, make_evening(club_path, players=4, passen=1),
                       host="127.0.0.1", port=0)
    live.start()
    yield live
    if german_window.live_link is not None:
        german_window.live_link.close()
    live.stop()


@pytest.fixture
def served(club_path, french_window):  # noqa: F811
    """`jasstafel club serve` in its own process, its pages in German (its default);
    stopped after the window's link is closed."""
    server = Server(club_path, make_evening(club_path, players=4, passen=1), free_port())
    server.start()
    yield server
    if french_window.live_link is not None:
        french_window.live_link.close()
    server.stop()


def join(qtbot, main, url, code):
    """The window joins by the table's link; the server has answered its first log (what
    it found at the table), so that a phone's round comes after it."""
    main.open_argument(f"{url}?code={code}")
    assert main.live_link is not None
    in_form(qtbot, main)
    qtbot.waitUntil(lambda: main.live_link.link.sent == 1, timeout=WAIT)
    assert main.live_link.link.holds(main.controller.match)


def test_the_laptops_history_marks_the_flagged_round_until_a_phone_takes_it_back(
        german_window, live, qtbot):  # noqa: F811
    main = german_window
    code = live.codes(1)[(1, 1)]
    base = phones_type_at_once(live.url, code)
    join(qtbot, main, live.url, code)  # the laptop comes to the table: both rounds in it
    assert len(main.controller.match.entries) == 2
    qtbot.waitUntil(lambda: flags(main) == ["", OPEN], timeout=WAIT)
    qtbot.waitUntil(lambda: tip(main).startswith(OPEN), timeout=WAIT)
    assert main.statusBar().shown() == "Live: Passe 1, Tisch 1 · " + OPEN  # not changed
    phone_undoes(live.url, code, base)
    # the laptop takes the phone's Undo in: the round and its flag go, and it says so
    qtbot.waitUntil(lambda: flags(main) == [""], timeout=WAIT)
    qtbot.waitUntil(lambda: main.statusBar().shown() == "Live: Passe 1, Tisch 1 · " + REMOVED,
                    timeout=WAIT)
    assert tip(main).startswith(REMOVED + "\n")
    assert OPEN not in tip(main)
    assert len(main.controller.match.entries) == 1


def test_a_french_laptop_says_the_german_evenings_flag_in_french(french_window, served,  # noqa: F811
                                                                 qtbot):
    main = french_window
    code = served.codes[(1, 1)]
    join(qtbot, main, served.url + "/", code)
    # the phones write after the laptop joined: it takes their rounds in, the second
    # flagged in its history and said in its status, in French
    base = phones_type_at_once(served.url + "/", code)
    qtbot.waitUntil(lambda: flags(main) == ["", OPEN_FR], timeout=WAIT)
    qtbot.waitUntil(lambda: main.statusBar().shown() == WHERE_FR + " · " + OPEN_FR,
                    timeout=WAIT)
    assert tip(main).startswith(OPEN_FR + "\n")
    assert "Prüfen" not in tip(main) and "Tafel" not in tip(main)
    phone_undoes(served.url + "/", code, base)
    qtbot.waitUntil(lambda: flags(main) == [""], timeout=WAIT)
    qtbot.waitUntil(lambda: main.statusBar().shown()
                    == WHERE_FR + " · " + REMOVED_FR.format(2), timeout=WAIT)
    assert OPEN_FR not in tip(main)
    phone_undoes(served.url + "/", code, base + 1, phone="phone-anna")
    # the table's board empty, and the laptop's
    qtbot.waitUntil(lambda: flags(main) == [], timeout=WAIT)
    qtbot.waitUntil(lambda: main.statusBar().shown()
                    == WHERE_FR + " · " + REMOVED_FR.format(1), timeout=WAIT)
    assert "Eintrag" not in tip(main) and "Handy" not in tip(main)
