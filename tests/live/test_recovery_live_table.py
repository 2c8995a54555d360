"""The recovery dialog after a crash names a live table's match once and says its table.

A German trial read "Schieber · Passe 2 · Schieber · …" for the match of a live table: the
match's title (the evening's, with its Passe) and the variant said "Schieber" twice, and
nothing said it was a live table. Now the row says the variant once and "Live table: Passe 1,
table 1" (the table remembered beside the autosave, ui/club/live.py).

The real window joined to a real evening server, a round typed with keys, the window killed,
the recovery dialog of the next start read as shown.
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.test_crash_draft import row_words, start_again  # noqa: E402

from .test_table_after_a_crash import WAIT, evening, joined, killed  # noqa: E402, F401
from .test_window_leave import a_round, on_server  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def test_the_recovery_dialog_says_the_live_table_once(window, settings,  # noqa: F811
                                                      evening, qtbot, tmp_path,  # noqa: F811
                                                      dialogs):  # noqa: F811
    joined(qtbot, window, evening)
    a_round(qtbot, "100")
    qtbot.waitUntil(lambda: len(on_server(evening.live)) == 1, timeout=WAIT)
    killed(window, dialogs)
    after, dialog = start_again(qtbot, settings)
    words = row_words(dialog)
    assert "Live table: Passe 1, table 1" in words, words
    assert words.count("Schieber") == 1, words
    dialog.grab().save(str(tmp_path / "recovery.png"))
    dialog.reject()
