"""The status corner's tooltip shows its words as they are, never as HTML. A live table's
tip holds the server's own words (a refusal, the phones' flag of a round, which can be the
server's raw message), a message a file's name; Qt guesses rich text in a tooltip, and
"<b>x</b>" showed a bold x."""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocumentFragment  # Qt.mightBeRichText is QtGui's

from .conftest import german_window  # noqa: F401

SAID = "Nicht geschrieben: <b>x</b> & <i>y</i>"


def as_shown(tip: str) -> str:
    """The tooltip as Qt shows it: rich text where Qt takes it for rich text."""
    return QTextDocumentFragment.fromHtml(tip).toPlainText() if Qt.mightBeRichText(tip) \
        else tip


def test_the_live_status_tip_is_plain_text(german_window):  # noqa: F811
    status = german_window.statusBar()
    status.rest("Live: Passe 1, Tisch 1 · Nicht geschrieben", SAID)  # as a live link says it
    assert as_shown(status.toolTip()) == SAID
    assert status.accessibleDescription() == SAID  # a screen reader's words: no markup
    status.rest("Live: <b>x</b>")  # the text its own tip
    assert as_shown(status.toolTip()) == "Live: <b>x</b>"


def test_a_message_tip_is_plain_text(german_window):  # noqa: F811
    status = german_window.statusBar()
    status.showMessage("Geschrieben: /tmp/<b>x</b>.pdf", 8000)
    assert as_shown(status.toolTip()) == "Geschrieben: /tmp/<b>x</b>.pdf"
    status.clearMessage()
    assert status.toolTip() == ""
