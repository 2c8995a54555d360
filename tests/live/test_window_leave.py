"""Leaving a live evening's table in the window: what is asked, and only when something could
be lost.

A trial: the Schreiber's laptop wrote table 1 of a live club evening (joined by the table's
link); Ctrl+Q and Ctrl+N asked "This match has no name yet … save it under a name, keep it
among the unsaved matches, or discard it (deleted)?", as for any unnamed match, though the
evening's server held every entry: the Schreiber feared for the table's result, and
*Discard* was offered for what the evening keeps. Now a table whose every entry the server
has confirmed is left without a question (as a match the club holds is: only a round half
typed in the form is asked about), and a table with entries the server has not confirmed
(the connection lost) says so and offers what keeps them, never *Discard*.

The window joins a real evening server over loopback by its link (`jasstafel URL?code=…`);
rounds are typed with keys into the focused form, Ctrl+N is pressed where the cursor is, and
every box is Qt's own (``real_dialogs``). Qt's offscreen platform binds no key to Quit, so
*File → Quit* is triggered from the menu (Ctrl+Q on the trial's desktop).
"""

from __future__ import annotations

import time

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from jasstafel.ui.newmatch import NewMatchDialog  # noqa: E402
from tests.ui.conftest import (  # noqa: E402, F401
    autosaves,
    dialogs,
    german_window,
    settings,
    window,
)
from tests.ui.keyboard import ctrl, enter, shortcut, type_text  # noqa: E402
from tests.ui.real_dialogs import button, real_dialogs_fixture  # noqa: E402, F401
from tests.ui.test_club_match_kept import quit_app  # noqa: E402
from tests.ui.test_leave_unsaved import words  # noqa: E402

from .conftest import make_evening  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

HELD = ("What is in the form and not yet written is dropped: the match itself is kept "
        "on the live evening's server (Passe 1, table 1).")


@pytest.fixture
def evening(club_path):
    """A live evening of 4 players and one Passe (Schieber, Einfach 1000), its server on
    loopback; stopped at the end of the test if the test did not stop it."""
    from jasstafel.live.service import LiveEvening

    live = LiveEvening(club_path, make_evening(club_path, players=4, passen=1),
                       host="127.0.0.1", port=0)
    live.start()
    yield live
    if live.running:
        live.stop()


@pytest.fixture
def table(window, evening, qtbot):  # noqa: F811
    """The window joined as table 1 by the table's link, the cursor in its form."""
    window.open_argument(f"{evening.url}?code={evening.codes(1)[(1, 1)]}")
    assert window.live_link is not None
    in_form(qtbot, window)
    yield window
    if window.live_link is not None:
        window.live_link.close()


def in_form(qtbot, main):
    main.activateWindow()
    qtbot.waitUntil(lambda: main.panel is not None and main.panel.isAncestorOf(
        QApplication.focusWidget()), timeout=10_000)


def a_round(qtbot, points):
    """A Schieber round: Eicheln (Ctrl+1), the announcing team's points, Enter."""
    ctrl(qtbot, "1")
    type_text(qtbot, points)
    enter(qtbot)


def on_server(evening):
    """The entries the server holds of table 1, as every page shows them."""
    return evening.core.tables["1-1"].match.entries


def rounds_on_server(qtbot, evening, count, main):
    """The server holds *count* entries, and the window's link has its answer (so that
    leaving never waits for it)."""
    qtbot.waitUntil(lambda: len(on_server(evening)) == count, timeout=30_000)
    qtbot.waitUntil(lambda: main.live_link.link.holds(main.controller.match),
                    timeout=30_000)


def answer(qtbot, texts, label):
    """In the next box: its title, words and buttons noted, *label* clicked."""
    def act(box):
        texts.append((box.windowTitle(), " ".join(words(box).split()),
                      [b.text().replace("&", "") for b in box.buttons()]))
        qtbot.mouseClick(button(box, label), Qt.MouseButton.LeftButton)
    return act


def new_match_by_keys(qtbot, real_dialogs, then=None):
    """Ctrl+N, and Enter in the New match dialog (the same players again); *then* answers
    the box that comes over it (none may come without it)."""
    def start(dialog):
        if then is not None:
            real_dialogs.when(QMessageBox, then)
        enter(qtbot)

    real_dialogs.when(NewMatchDialog, start)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()


def test_ctrl_n_on_a_table_the_server_holds_asks_nothing(table, evening, qtbot,
                                                         real_dialogs):
    a_round(qtbot, "100")
    a_round(qtbot, "57")
    rounds_on_server(qtbot, evening, 2, table)
    live_session = table.controller.session
    new_match_by_keys(qtbot, real_dialogs)
    assert real_dialogs.seen == ["New match"]  # no question over it
    assert table.controller.session is not live_session
    assert table.controller.match.entries == ()
    assert len(on_server(evening)) == 2  # the evening keeps the table, every entry
    assert table.unsaved() == []  # nothing left to recover here: the server has it


def test_quitting_a_table_the_server_holds_asks_nothing(table, evening, qtbot, real_dialogs):
    a_round(qtbot, "100")
    rounds_on_server(qtbot, evening, 1, table)
    quit_app(qtbot, table)
    real_dialogs.check()  # every box would be unexpected
    qtbot.waitUntil(lambda: not table.isVisible())
    assert len(on_server(evening)) == 1
    assert table.unsaved() == []


def test_a_round_half_typed_on_a_held_table_is_asked_about(table, evening, qtbot,
                                                           real_dialogs):
    a_round(qtbot, "100")
    rounds_on_server(qtbot, evening, 1, table)
    ctrl(qtbot, "1")
    type_text(qtbot, "8")  # the next round begun, not written
    texts = []
    real_dialogs.when(QMessageBox, answer(qtbot, texts, "Stay with it"))
    quit_app(qtbot, table)
    real_dialogs.check()
    assert texts == [("Leave the match?", HELD, ["Leave it", "Stay with it"])]
    assert table.isVisible()
    texts.clear()
    in_form(qtbot, table)
    real_dialogs.when(QMessageBox, answer(qtbot, texts, "Leave it"))
    quit_app(qtbot, table)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not table.isVisible())
    assert texts[0][1] == HELD
    assert table.unsaved() == []


def listening(qtbot, main):
    """The window's link reads the table's event stream: an end of the evening from now on
    is heard (one said before it opened is not: a busy CI machine stopped the server
    first)."""
    qtbot.waitUntil(lambda: main.live_link.link.listening, timeout=30_000)


def lost(qtbot, main, evening, ended, after=("57",)):
    """Round 1 on the server; then the evening ended (the club window's *End the live
    evening*: the server says it, then goes) and the rounds *after* written: only the window
    has them, and the status bar says so (*ended*, the whole corner in the window's
    language: the table no longer "Live")."""
    a_round(qtbot, "100")
    rounds_on_server(qtbot, evening, 1, main)
    listening(qtbot, main)
    evening.stop()
    for points in after:
        a_round(qtbot, points)

    def said():
        assert live_status(main) == ended

    qtbot.waitUntil(said, timeout=30_000)
    assert len(main.controller.match.entries) == 1 + len(after)


def live_status(main):
    """What the window's status corner says of the table while no message is."""
    return main.statusBar().shown()


# two rounds after the end: the English of the tests has no catalog for its counts ("1
# entries"), the German test says one
AFTER = ("57", "80")
ENDED = ("Passe 1, table 1 · Evening ended: 2 entries were not sent, they are kept on this "
         "computer")
# the evening ended: what the server lacks is not sent again (unless the same evening goes
# live again), so staying is not offered as waiting for it
ASKED = ("The live evening has ended: 2 entries of this table (Passe 1, table 1) were not "
         "sent. "
         "What the server does not hold is only in this window. Save the match under a "
         "name, keep it among the unsaved matches (File → Unsaved matches…), or stay with "
         "it?")
KEEPING = ["Save as…", "Keep unsaved", "Stay with it"]
# the system's reason (the server's address, "Connection refused") behind Qt's own button
DETAILS = "Show Details..."


def test_entries_the_server_has_not_confirmed_are_said_and_kept(table, evening, qtbot,
                                                                real_dialogs):
    lost(qtbot, table, evening, ENDED, AFTER)
    live_session = table.controller.session
    texts = []
    new_match_by_keys(qtbot, real_dialogs, answer(qtbot, texts, "Keep unsaved"))
    ((title, text, buttons),) = texts
    assert title == "Not sent"
    assert text == ASKED
    assert buttons == [*KEEPING, DETAILS]  # no Discard: what the server lacks is only here
    assert table.controller.session is not live_session
    (kept,) = table.unsaved()
    assert kept.entries == 3  # every round, among the unsaved matches


def test_stay_keeps_the_table_whose_entries_are_not_confirmed(table, evening, qtbot,
                                                              real_dialogs):
    lost(qtbot, table, evening, ENDED, AFTER)
    texts = []
    real_dialogs.when(QMessageBox, answer(qtbot, texts, "Stay with it"))
    quit_app(qtbot, table)
    real_dialogs.check()
    assert table.isVisible()
    assert texts[0][:2] == ("Not sent", ASKED)
    assert len(table.controller.match.entries) == 3


def test_an_ended_evening_is_asked_about_at_once(table, evening, qtbot, real_dialogs,
                                                  monkeypatch):
    """A trial's Ctrl+Q at a table whose evening had ended took about two seconds to ask:
    the window waited for the answer to the rounds on their way (up to ``LEAVE_WAIT``),
    which an ended evening never gives. The wait made long here: the question comes without
    it (the bound is half the wait, far above the moment it takes)."""
    lost(qtbot, table, evening, ENDED, AFTER)
    monkeypatch.setattr("jasstafel.ui.club.live.LEAVE_WAIT", 120.0)
    asked_after = []
    texts = []
    stay = answer(qtbot, texts, "Stay with it")

    def act(box):
        asked_after.append(time.monotonic() - quit_at)
        stay(box)

    real_dialogs.when(QMessageBox, act)
    quit_at = time.monotonic()
    quit_app(qtbot, table)
    real_dialogs.check()
    assert texts[0][:2] == ("Not sent", ASKED)
    assert asked_after[0] < 60
    assert table.isVisible()


def test_a_change_the_server_refused_is_said_with_its_reason(table, evening, club_path, qtbot,
                                                             real_dialogs):
    """The table's result typed from the paper sheet in the club window meanwhile: the
    server refuses the laptop's next round (and the window does not send it again), so the
    question says the server refused it, and why."""
    from jasstafel.club import Club
    from jasstafel.club.models import PaperResult

    a_round(qtbot, "100")
    rounds_on_server(qtbot, evening, 1, table)
    with Club.open(club_path) as club:
        drawn = club.drawn(evening.evening_id)[0]
    seats = next(t for t in drawn.tables if t.number == 1).seats
    evening.write(lambda club: club.record_result(evening.evening_id, 1, 1, [
        PaperResult(seats[0], 900), PaperResult(seats[2], 900),
        PaperResult(seats[1], 984), PaperResult(seats[3], 984)]))
    a_round(qtbot, "57")
    qtbot.waitUntil(lambda: " · " in live_status(table), timeout=30_000)
    texts = []
    real_dialogs.when(QMessageBox, answer(qtbot, texts, "Stay with it"))
    quit_app(qtbot, table)
    real_dialogs.check()
    ((title, text, buttons),) = texts
    assert title == "Not sent"
    assert text == (
        "The live evening's server refused the last change of this table (Passe 1, table 1): "
        "This table's result is recorded in the club already (typed from paper, imported or "
        "corrected outside this board): only the Oberjasser can correct it What the server "
        "does not hold is only in this window. Save the match under a name, keep it among "
        "the unsaved matches (File → Unsaved matches…), or stay with it?")
    assert buttons == KEEPING
    assert table.isVisible() and len(table.controller.match.entries) == 2


def test_the_german_window_says_it_in_german(german_window, evening, qtbot,  # noqa: F811
                                             real_dialogs):
    main = german_window
    main.open_argument(f"{evening.url}?code={evening.codes(1)[(1, 1)]}")
    in_form(qtbot, main)
    try:
        lost(qtbot, main, evening, "Passe 1, Tisch 1 · Abend zu Ende: 1 Eintrag wurde nicht "
                                   "geschickt, er bleibt auf diesem Computer")
        texts = []
        real_dialogs.when(QMessageBox, answer(qtbot, texts, "Dabei bleiben"))
        quit_app(qtbot, main)
        real_dialogs.check()
        ((title, text, buttons),) = texts
        assert title == "Nicht geschickt"
        assert text == (
            "Der Live-Abend ist zu Ende: 1 Eintrag dieses Tisches (Passe 1, Tisch 1) wurde "
            "nicht geschickt. Was der Server nicht hat, ist nur in diesem Fenster. Die Partie "
            "unter einem Namen speichern, bei den ungespeicherten Partien behalten (Datei → "
            "Ungespeicherte Partien…) oder dabei bleiben?")
        assert buttons == ["Speichern unter…", "Ungespeichert behalten", "Dabei bleiben",
                           "Details einblenden..."]
    finally:
        main.live_link.close()
