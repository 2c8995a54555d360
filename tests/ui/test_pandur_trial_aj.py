"""A German Schreiber's Pandur with the mouse (trial AJ, 1280×720, names as long as
"Hansruedi Zürcher-Baumgartner").

* *Kein Angebot* writes the deal at once; he then clicked *Schreiben*, as for every other
  deal, and was greeted by a red "Spielübernehmer wählen": was the deal written? The line
  under the form now says it was, and *Schreiben* on the empty form is no refusal.
* The long name read "Hansruedi Zürc…" on the declarer and fault buttons: it goes on two
  lines, as the Schieber's team names do.
* At 1280×720 (his window 1264×680) *Fehler von* was half below the form's edge: the whole
  form fits, the long name on two lines too.
"""

import pytest
from PySide6.QtCore import QPoint

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import click, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Ueli", "Hansruedi Zürcher-Baumgartner", "Fritz", "Käthi"]  # Ueli deals first


def pandur(qapp, qtbot, settings, size, language="de"):
    windows = window_in(language, qapp, qtbot, settings, size=size)
    window = next(windows)
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    settle()
    return window, windows


def in_view(panel, widget):
    viewport = panel.form_scroll.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def test_no_bid_says_the_deal_is_written_and_write_then_is_no_refusal(qapp, qtbot, settings,
                                                                      autosaves):
    window, windows = pandur(qapp, qtbot, settings, (1280, 720))
    panel = window.panel
    line = panel.preview_line
    click(qtbot, panel.no_bid_button)
    assert len(window.controller.match.entries) == 1
    # Ueli dealt and sat out: he erbt 2
    assert line.text() == "Spiel 1 geschrieben: kein Angebot  ·  Ueli erbt 2"
    click(qtbot, panel.write_button)  # as for every other deal
    assert len(window.controller.match.entries) == 1
    assert panel.error_text() == ""  # no red refusal: nothing was done wrong
    assert line.kind != "refusal"
    assert line.text() == ("Spiel 1 ist geschrieben. Für Spiel 2 zuerst den "
                           "Spielübernehmer wählen (Strg+1 … Strg+4)")
    # the next deal goes on as ever: the declarer chosen, the line says what is missing
    click(qtbot, panel.declarer_buttons[2])
    assert line.text().startswith("Angebot fehlt")
    next(windows, None)


def test_write_on_the_empty_form_of_the_first_deal_says_what_comes_first(qapp, qtbot,
                                                                         settings, autosaves):
    window, windows = pandur(qapp, qtbot, settings, (1280, 720))
    panel = window.panel
    click(qtbot, panel.write_button)
    assert panel.error_text() == ""
    assert panel.preview_line.kind == "hint"
    assert panel.preview_line.text() == ("Noch nichts zu schreiben: zuerst den "
                                         "Spielübernehmer wählen (Strg+1 … Strg+4)")
    # something chosen and missing is refused in red, as ever
    click(qtbot, panel.declarer_buttons[1])
    click(qtbot, panel.write_button)
    assert panel.error_text().startswith("Angebot fehlt")
    next(windows, None)


def test_after_a_misdeal_the_line_says_the_dealer_deals_again(qapp, qtbot, settings,
                                                              autosaves):
    window, windows = pandur(qapp, qtbot, settings, (1280, 720))
    panel = window.panel
    click(qtbot, panel.misdeal_button)
    assert len(window.controller.match.entries) == 1
    assert panel.preview_line.text() == ("Spiel 1 geschrieben: vergeben, Ueli gibt "
                                         "nochmals")
    next(windows, None)


@pytest.mark.parametrize("size", [(1264, 680), (1280, 720), (1366, 745)])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_long_name_whole_and_the_whole_form_in_view(qapp, qtbot, settings, autosaves,
                                                       size, language):
    window, windows = pandur(qapp, qtbot, settings, size, language)
    panel = window.panel
    for deal in range(2):  # Ueli sits out, then Hansruedi
        settle()
        for button in (*panel.declarer_buttons, *panel.fault_buttons):
            assert "…" not in button.shown_text(), (deal, button.shown_text())
        long = panel.declarer_buttons[1].shown_text()
        assert long.replace("\n", " ").replace("- ", "-") == NAMES[1]
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, deal
        for widget in (*panel.declarer_buttons, panel.no_bid_button, *panel.fault_buttons,
                       panel.premature, *panel.weis.amount_buttons.values()):
            assert in_view(panel, widget), (deal, widget.text())
        click(qtbot, panel.no_bid_button)
    next(windows, None)
