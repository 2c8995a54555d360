"""The club window beside `jasstafel club serve` says that the evening is live.

A trial (Ruedi, shot-01.png, shot-02.png): the window showed nothing of it, *Auslosen…*,
*Abend bearbeiten…* and *Live-Abend starten…* looked active and refused only when clicked,
and the refusal broke the address after "http://" and ended "(seine Seite …admin, oder
dieses Fenster)". Now the evening page has a line with the address while another program
serves it, those buttons are greyed with the reason in their tooltip, and they come back
when the evening ends. An address is a line of its own, never broken, and holds no
invisible word joiner (a copied one would not open in a browser). The window finds the
server by the marker beside the club file.

Waits are on what the window shows, never on a time."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtGui import QFontMetrics  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402

from tests.ui.conftest import autosaves, german_window, settings  # noqa: E402, F401

from .conftest import make_evening  # noqa: E402
from .test_club_window_live import club_window  # noqa: E402
from .test_faults import Server, free_port  # noqa: E402

WAIT = 60_000


def alone_on_a_line(text: str, address: str) -> bool:
    """*address* is a line of its own in *text* (plain, or a message box's ``<br>``), so no
    line breaks inside it, and *text* holds no invisible word joiner a copy would carry."""
    return "\u2060" not in text and address in text.replace("<br>", "\n").split("\n")


def fits(label: QLabel, address: str) -> bool:
    """*address* as *label* draws it is narrower than the label: its line is not wrapped."""
    return QFontMetrics(label.font()).horizontalAdvance(address) <= label.contentsRect().width()


def test_the_evening_page_says_it_is_live_and_greys_what_it_would_refuse(
        german_window, settings, tmp_path, qtbot):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=8, passen=1)
    cw = club_window(german_window, settings, club_path)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    buttons = (page.draw_button, page.edit_button, page.delete_button, page.live_button)
    assert all(b.isEnabled() for b in buttons) and page.live_line.isHidden()
    server = Server(club_path, evening, free_port(), language="de")
    server.start()
    url = server.url + "/"
    try:
        qtbot.waitUntil(lambda: not page.live_line.isHidden(), timeout=WAIT)
        line = page.live_line.text()
        assert line.startswith("Jetzt live, von einem anderen Programm (Prozess "), line
        assert alone_on_a_line(line, url) and fits(page.live_line, url), line
        assert not any(b.isEnabled() for b in buttons)
        for button in buttons[:3]:
            tip = button.toolTip()
            assert tip.startswith(f"Abend {evening} läuft live in einem anderen "
                                  f"Programm (Prozess "), (button.text(), tip)
            assert "Seite des Oberjassers:\n" in tip, tip
            assert alone_on_a_line(tip, url) and alone_on_a_line(tip, url + "admin"), tip
            assert "dieses Fenster)" not in tip
        assert alone_on_a_line(page.live_button.toolTip(), url)
        # what is still offered goes through the server: the results, the paper, the import
        assert page.import_button.isEnabled()
        # the refusal, should the draw be asked for all the same: the address whole
        refusal = cw.live_elsewhere_refusal(evening, cw.live_elsewhere(evening))
        assert alone_on_a_line(refusal, url) and alone_on_a_line(refusal, url + "admin")
    finally:
        server.stop()
    # the evening ended there: the page follows
    qtbot.waitUntil(lambda: page.live_line.isHidden(), timeout=WAIT)
    qtbot.waitUntil(lambda: all(b.isEnabled() for b in buttons), timeout=WAIT)
    assert all(b.toolTip() == "" for b in buttons[:3])
