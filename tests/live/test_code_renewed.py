"""The Oberjasser renews a table's code while its laptop writes there.

A trial: the table laptop kept sending its entries with the dead code, again and again (each
a wrong code counted against the laptop), and said only the server's refusal. Now the laptop
stops sending with that code, says that the code was renewed and asks for the new one; the
entries written meanwhile wait on the laptop (nothing is lost) and go with the new code.

The window joins a real evening server over loopback by the table's link, rounds are typed
with keys into the focused form, the code is renewed as the Oberjasser's page does it, and
the new code is typed into the dialog that asks for it. What the laptop sends is noted at
its one door to the server (``client._send``).
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.live import client  # noqa: E402
from jasstafel.ui.club.live import NewCodeDialog  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.keyboard import enter, press, type_text  # noqa: E402

from .test_faults import WAIT  # noqa: E402
from .test_window import post  # noqa: E402
from .test_window_leave import a_round, evening, in_form, on_server  # noqa: E402, F401
from .test_window_live_status import join, says  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

RENEWED = ("Live: Passe 1, table 1 · Code renewed: the entries not yet sent wait on this "
           "computer for the table's new code")


@pytest.fixture
def sent(monkeypatch):
    """The table changes the laptop sends: (code, number of entries), in their order."""
    seen: list[tuple[str, int]] = []
    real = client._send

    def noted(url, code, method, body=None):
        if url.endswith("api/table/ops"):
            seen.append((code, len(body["ops"][0]["entries"])))
        return real(url, code, method, body)

    monkeypatch.setattr(client, "_send", noted)
    return seen


def asked_for_code(qtbot):
    """The dialog that asks for the table's new code, the cursor in its field."""
    def shown():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewCodeDialog) and dialog.isVisible()
        assert QApplication.focusWidget() is dialog.code
        return dialog

    qtbot.waitUntil(lambda: shown() is not None, timeout=WAIT * 1000)
    return shown()


def test_a_renewed_code_is_asked_for_and_the_entries_wait_for_it(window, evening, qtbot,  # noqa: F811
                                                                 sent):
    main = window
    old = evening.codes(1)[(1, 1)]
    join(qtbot, main, evening.url.rstrip("/"), old)
    a_round(qtbot, "100")
    qtbot.waitUntil(lambda: len(on_server(evening)) == 1, timeout=WAIT * 1000)
    new = post(evening.url, "api/admin/code", evening.admin_code,
               {"passe": 1, "table": 1})["code"]
    a_round(qtbot, "57")
    dialog = asked_for_code(qtbot)
    assert " ".join(dialog.said.text().split()) == (
        "The Oberjasser renewed the code of this table (Passe 1, table 1): the old one no "
        "longer works. The entries not yet sent wait on this computer. Type the table's new "
        "code (the Oberjasser has it):")
    press(qtbot, Qt.Key.Key_Escape)  # not at hand yet: the Schreiber goes on writing
    says(qtbot, main, RENEWED)
    in_form(qtbot, main)
    a_round(qtbot, "80")  # the next change asks again
    asked_for_code(qtbot)
    assert len(main.controller.match.entries) == 3
    type_text(qtbot, new.lower())
    enter(qtbot)
    qtbot.waitUntil(lambda: len(on_server(evening)) == 3, timeout=WAIT * 1000)
    says(qtbot, main, "Live: Passe 1, table 1")
    # the dead code was tried once, by the change it refused (the two rounds); the third
    # round waited for the new code
    dead = [entries for code, entries in sent if code == old]
    assert [entries for entries in dead if entries >= 2] == [2]
    assert sent[-1] == (new, 3)
    assert main.live_link.link.holds(main.controller.match)
    main.live_link.close()


def test_a_wrong_new_code_is_said_and_asked_again(window, evening, qtbot, sent):  # noqa: F811
    main = window
    join(qtbot, main, evening.url.rstrip("/"), evening.codes(1)[(1, 1)])
    post(evening.url, "api/admin/code", evening.admin_code, {"passe": 1, "table": 1})
    a_round(qtbot, "100")
    dialog = asked_for_code(qtbot)
    type_text(qtbot, "WRONG1")
    enter(qtbot)
    qtbot.waitUntil(lambda: dialog.problem.isVisible(), timeout=WAIT * 1000)
    assert dialog.problem.text() == ("This code is not known (or no longer valid): check it "
                                     "with the Oberjasser")
    assert dialog.isVisible() and QApplication.focusWidget() is dialog.code
    press(qtbot, Qt.Key.Key_Escape)
    assert len(on_server(evening)) == 0 and len(main.controller.match.entries) == 1
    main.live_link.close()


def test_esc_holds_until_the_next_change_whatever_news_comes(window, evening, qtbot,  # noqa: F811
                                                           sent):
    """After Esc the dialog waits for the Schreiber's next change: the link's later news (a
    retry's, a late answer's: on a busy machine they came after the Esc) does not open it
    again over the form he went back to."""
    main = window
    join(qtbot, main, evening.url.rstrip("/"), evening.codes(1)[(1, 1)])
    post(evening.url, "api/admin/code", evening.admin_code, {"passe": 1, "table": 1})
    a_round(qtbot, "100")
    asked_for_code(qtbot)
    press(qtbot, Qt.Key.Key_Escape)
    says(qtbot, main, RENEWED)
    link = main.live_link.link
    link.on_status(False, "")  # the link's thread: news again, the code still gone
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is None
    in_form(qtbot, main)
    a_round(qtbot, "80")  # the next change asks again
    asked_for_code(qtbot)
    press(qtbot, Qt.Key.Key_Escape)
    main.live_link.close()
