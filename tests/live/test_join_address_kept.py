"""*Datei → Vereinsabend beitreten…* offers the address joined last.

A tester's German evening: the laptop joined table 3 of Passe 1 with the address the
Oberjasser showed and the table's code; for Passe 2, *Vereinsabend beitreten…* again showed an
empty *Adresse*, and the address was typed a second time. Now the window keeps the address
of the last join in its settings (as it keeps the club file and the last folder) and offers
it, with the cursor in *Tischcode*: only the new code is typed. Also after Jasstafel was
closed in between.

The real menu action, the real dialog, keys into the focused field; a real evening server on
loopback.
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.ui import mainwindow  # noqa: E402
from jasstafel.ui.club.live import JoinDialog  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.keyboard import enter, press, tab, type_text  # noqa: E402
from tests.ui.real_dialogs import real_dialogs_fixture  # noqa: E402, F401

from .conftest import make_evening  # noqa: E402
from .test_faults import free_port  # noqa: E402
from .test_window_leave import in_form  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def evening(club_path):
    """A live evening of 4 players and two Passen, its server on loopback."""
    from jasstafel.live.service import LiveEvening

    live = LiveEvening(club_path, make_evening(club_path, players=4, passen=2),
                       host="127.0.0.1", port=0)
    live.start()
    yield live
    if live.running:
        live.stop()


def join_action(main):
    (action,) = [a for a in main.file_menu.actions()
                 if a.text().replace("&", "") == "Join club evening…"]
    return action


def in_the_join_dialog(main, real_dialogs, act):
    """File → Join club evening…, and *act(dialog)* in the dialog it opens."""
    real_dialogs.when(JoinDialog, act)
    join_action(main).trigger()
    real_dialogs.check()


def test_the_join_dialog_offers_the_last_address(window, settings, evening, qtbot,  # noqa: F811
                                                 real_dialogs):
    code = evening.codes(1)[(1, 1)]
    first = {}

    def type_both(dialog):
        first["address"] = dialog.address.text()
        first["focus"] = QApplication.focusWidget() is dialog.address
        type_text(qtbot, evening.url)
        tab(qtbot)
        type_text(qtbot, code)
        enter(qtbot)

    in_the_join_dialog(window, real_dialogs, type_both)
    assert first == {"address": "", "focus": True}  # nothing joined yet: nothing offered
    try:
        assert window.live_link is not None and window.live_link.link.code == code
        in_form(qtbot, window)
        again = {}

        def look(dialog):
            again["address"] = dialog.address.text()
            again["focus"] = QApplication.focusWidget() is dialog.code
            press(qtbot, Qt.Key.Key_Escape)

        in_the_join_dialog(window, real_dialogs, look)  # the next Passe
        assert again == {"address": evening.url, "focus": True}
    finally:
        window.live_link.close()
    # Jasstafel closed and started again between the Passen: still offered
    later = mainwindow.MainWindow(settings)
    qtbot.addWidget(later)
    later.show()
    later.activateWindow()
    qtbot.waitUntil(later.isActiveWindow)
    offered = {}

    def look_later(dialog):
        offered["address"] = dialog.address.text()
        press(qtbot, Qt.Key.Key_Escape)

    in_the_join_dialog(later, real_dialogs, look_later)
    assert offered == {"address": evening.url}


def test_a_join_that_failed_keeps_the_address_joined_before(window, evening, qtbot,  # noqa: F811
                                                            real_dialogs):
    """An address mistyped (nothing answers there: nothing joined) does not replace the
    address that worked."""
    code = evening.codes(1)[(1, 1)]

    def type_both(address, typed_code, then_leave=False):
        def act(dialog):
            dialog.address.setFocus()  # the address offered is typed over
            dialog.address.selectAll()
            type_text(qtbot, address)
            tab(qtbot)
            type_text(qtbot, typed_code)
            enter(qtbot)
            if then_leave:  # nothing answers there: said in the dialog, left with Escape
                refused.append(dialog.problem.text())
                press(qtbot, Qt.Key.Key_Escape)
        return act

    refused = []
    in_the_join_dialog(window, real_dialogs, type_both(evening.url, code))
    try:
        assert window.live_link is not None
        in_the_join_dialog(window, real_dialogs,
                           type_both(f"http://127.0.0.1:{free_port()}/", code, True))
        assert len(refused) == 1 and "127.0.0.1" in refused[0]
        offered = {}

        def look(dialog):
            offered["address"] = dialog.address.text()
            press(qtbot, Qt.Key.Key_Escape)

        in_the_join_dialog(window, real_dialogs, look)
        assert offered == {"address": evening.url}
    finally:
        window.live_link.close()


def test_a_wrong_code_is_said_in_the_join_dialog_and_the_typing_stays(window, evening, qtbot,  # noqa: F811
                                                                      real_dialogs):
    """A French trial's: a mistyped code closed the dialog behind a box, and the address and
    code were typed again in a dialog opened again. The refusal is said in the dialog, what
    was typed stays, and the right code joins from there."""
    code = evening.codes(1)[(1, 1)]
    seen = {}

    def type_wrong_then_right(dialog):
        type_text(qtbot, evening.url)
        tab(qtbot)
        type_text(qtbot, "ZZZZZZ")
        enter(qtbot)
        seen["open"] = dialog.isVisible()
        seen["typed"] = (dialog.address.text(), dialog.code.text())
        seen["said"] = dialog.problem.isVisible() and dialog.problem.text()
        seen["focus"] = QApplication.focusWidget() is dialog.code
        type_text(qtbot, code)  # over the wrong code, which is selected
        enter(qtbot)

    in_the_join_dialog(window, real_dialogs, type_wrong_then_right)
    try:
        assert seen == {"open": True, "typed": (evening.url, "ZZZZZZ"),
                        "said": "This code is not known (or no longer valid): check it "
                                "with the Oberjasser", "focus": True}
        assert window.live_link is not None and window.live_link.link.code == code
    finally:
        if window.live_link is not None:
            window.live_link.close()
