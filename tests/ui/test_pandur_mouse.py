"""A St. Gallen Schreiber keeps a Pandur with the mouse (German, 1280×800; a netbook's
1024×600 too): the Weis added with the buttons moves nothing below them, and an outcome
clicked after card points were typed loses nothing without a word.

Each test clicks the real buttons and types into the focused field, and measures where the
widgets a mouse is about to click are before and after.
"""

import pytest
from PySide6.QtCore import QPoint

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import click, settle, top, type_, wheel

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Urs", "Köbi", "Vreni", "Sepp"]  # Urs deals first and sits out
SIZES = [(1280, 800), (1024, 600)]


def places(window, panel):
    """Where the buttons a mouse clicks are: the outcome's, those below the Weis buttons
    (the faults, the premature lead) and *Schreiben*."""
    return (top(window, panel.made_button), top(window, panel.fault_buttons[1]),
            top(window, panel.premature), top(window, panel.write_button))


def into_view(panel, widget):
    """The mouse wheel turned over the form until *widget* is whole in view (a netbook's
    form scrolls)."""
    viewport = panel.form_scroll.viewport()
    for _ in range(20):
        y = widget.mapTo(viewport, QPoint(0, 0)).y()
        if y >= 0 and y + widget.height() <= viewport.height():
            return
        wheel(viewport, -120 if y > 0 else 120)
        settle()
    raise AssertionError("the wheel did not bring it into view")


def pandur(qapp, qtbot, settings, size):
    windows = window_in("de", qapp, qtbot, settings, size=size)
    window = next(windows)
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    settle()
    return window, windows


@pytest.mark.parametrize("size", SIZES)
def test_the_pandur_weis_sum_moves_nothing(qapp, qtbot, settings, autosaves, size):
    """Vreni, 100, 80 card points, then *+100* and *+50*: the sum is said by the line
    under the form ("80 + Weis 150 (100 + 50) = 230"), on no line of its own under the
    buttons (it moved the faults and *Schreiben* down, as the Schieber's did); nothing moves
    when it comes, nor when *Weis löschen* takes it away."""
    window, windows = pandur(qapp, qtbot, settings, size)
    try:
        panel = window.panel
        picker, preview = panel.weis, panel.preview_line
        click(qtbot, panel.declarer_buttons[2])
        click(qtbot, panel.contract_buttons[100])
        click(qtbot, panel.points)
        type_(qtbot, "80")
        into_view(panel, picker)
        seen = {places(window, panel)}
        click(qtbot, picker.amount_buttons[100])
        assert "80 + Weis 100 = 180 ≥ 100: gemacht" in preview.text(), preview.text()
        seen.add(places(window, panel))
        click(qtbot, picker.amount_buttons[50])
        assert "80 + Weis 150 (100 + 50) = 230 ≥ 100: gemacht" in preview.text(), (
            preview.text())
        seen.add(places(window, panel))
        click(qtbot, picker.clear_button)
        assert "Weis" not in preview.text(), preview.text()
        seen.add(places(window, panel))
        assert len(seen) == 1, sorted(seen)
    finally:
        windows.close()


def set_aside(field):
    """The field's text is drawn grey: what it holds is kept, not written."""
    from PySide6.QtGui import QPalette

    palette = field.palette()
    return (not field.isEnabled() or palette.color(QPalette.ColorRole.Text)
            == palette.color(QPalette.ColorRole.PlaceholderText))


@pytest.mark.parametrize("size", SIZES)
def test_made_clicked_after_card_points_keeps_them_and_says_so(qapp, qtbot, settings,
                                                                autosaves, size):
    """The trial's deal: Vreni, 100, 80 card points, a Weis of 60 refused, *Weis löschen*,
    *Gemacht*: the 80 vanished, and the line under the form said only "gemacht: Vreni
    schreibt 2 · Urs erbt 2". They stay in their field, grey, the line says that Gemacht is
    written instead of them; Gemacht clicked again brings them back into play; nothing
    moves under the mouse."""
    window, windows = pandur(qapp, qtbot, settings, size)
    try:
        panel = window.panel
        preview = panel.preview_line
        click(qtbot, panel.declarer_buttons[2])
        click(qtbot, panel.contract_buttons[100])
        click(qtbot, panel.points)
        type_(qtbot, "80")
        into_view(panel, panel.weis)
        click(qtbot, panel.weis.field)
        type_(qtbot, "60")
        click(qtbot, panel.write_button)
        assert panel.error_text().startswith("Ein Weis von 60 ist mit 8 Karten im Pandur "
                                             "unmöglich"), panel.error_text()
        click(qtbot, panel.weis.clear_button)
        into_view(panel, panel.made_button)
        seen = {places(window, panel)}
        click(qtbot, panel.made_button)
        assert panel.made_button.isChecked()
        assert panel.points.text() == "80" and set_aside(panel.points)
        assert preview.text() == ("schreibt: gemacht, Vreni +2  ·  Urs erbt 2  ·  "
                                  "Gemacht statt der getippten 80 Kartenpunkte")
        seen.add(places(window, panel))
        click(qtbot, panel.made_button)  # taken back: the 80 count again
        assert not panel.made_button.isChecked()
        assert panel.points.text() == "80" and not set_aside(panel.points)
        assert preview.text() == ("schreibt: 80 < 100: verloren, Köbi und Sepp je +2"
                                  "  ·  Urs erbt 2")
        seen.add(places(window, panel))
        click(qtbot, panel.failed_button)
        assert preview.text().endswith("  ·  Verloren statt der getippten 80 Kartenpunkte")
        seen.add(places(window, panel))
        assert len(seen) == 1, sorted(seen)
        click(qtbot, panel.made_button)
        click(qtbot, panel.write_button)  # written as made, without the points
        from jasstafel.core.pandur import PandurDeal

        assert window.controller.match.entries == (
            PandurDeal(declarer=2, contract=100, made=True),)
        assert panel.points.is_empty() and not set_aside(panel.points)  # the next deal
    finally:
        windows.close()


def test_card_points_typed_over_an_outcome_take_it_back(german_window, qtbot):
    """Ctrl+M, then Tab into the grey card points and a number typed: the points count
    (made is taken back), as typing did before; the Weis typed keeps them too."""
    from .keyboard import enter, shortcut, tab

    window = german_window
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    panel = window.panel
    shortcut(qtbot, "Ctrl+3")
    type_(qtbot, "150")
    tab(qtbot)
    type_(qtbot, "118")
    tab(qtbot)
    type_(qtbot, "50")
    shortcut(qtbot, "Ctrl+F")
    assert panel.failed_button.isChecked()
    assert panel.points.text() == "118" and panel.weis.field.text() == "50"
    assert set_aside(panel.points) and set_aside(panel.weis.field)
    assert panel.preview_line.text().endswith(
        "  ·  Verloren statt der getippten 118 Kartenpunkte und Weis 50")
    shortcut(qtbot, "Shift+Tab")  # from the Weis back to the points, which are selected
    type_(qtbot, "120")
    assert not panel.failed_button.isChecked()
    assert not set_aside(panel.points) and not set_aside(panel.weis.field)
    assert panel.preview_line.text() == (
        "schreibt: 120 + Weis 50 = 170 ≥ 150: gemacht, Vreni +3  ·  Urs erbt 2")
    enter(qtbot)
    from jasstafel.core.pandur import PandurDeal

    assert window.controller.match.entries == (
        PandurDeal(declarer=2, contract=150, points=120, weis=50),)


def test_a_misere_keeps_the_card_points_typed_for_a_numeric_bid_again(german_window, qtbot):
    """Card points typed, then Misère ohne clicked: they are not written (a Misère is
    decided by the tricks), and they stay greyed in their field; the line says so; 100
    clicked again brings them back."""
    window = german_window
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    panel = window.panel
    click(qtbot, panel.declarer_buttons[1])
    click(qtbot, panel.contract_buttons[100])
    click(qtbot, panel.points)
    type_(qtbot, "80")
    click(qtbot, panel.contract_buttons["misere_ohne"])
    assert not panel.points.isEnabled() and panel.points.text() == "80"
    click(qtbot, panel.made_button)
    assert panel.preview_line.text() == (
        "schreibt: gemacht, Köbi +4  ·  Urs erbt 2  ·  Misère ohne statt der "
        "getippten 80 Kartenpunkte")
    click(qtbot, panel.made_button)  # taken back
    click(qtbot, panel.contract_buttons[100])
    assert panel.points.isEnabled() and not set_aside(panel.points)
    assert panel.preview_line.text() == (
        "schreibt: 80 < 100: verloren, Vreni und Sepp je +2  ·  Urs erbt 2")


def test_a_greyed_fault_button_says_why_it_is_greyed(german_window, qtbot):
    """Urs deals and sits out: his fault button is greyed, and its tooltip said "Fehler von
    Urs (strenges Recht): …", what it would do, not why it is greyed (as the Fahnder's
    partner button did). It says the rule in the words of his key's refusal; the next deal,
    where Köbi sits out, Urs's button says again what it does."""
    from .keyboard import shortcut
    from .texts import tip_text

    window = german_window
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    panel = window.panel
    assert not panel.fault_buttons[0].isEnabled()
    shortcut(qtbot, "Alt+1")  # the key of the greyed button: the rule
    refusal = panel.error_text()
    assert refusal.startswith("Urs spielt in diesem Spiel nicht mit"), refusal
    assert tip_text(panel.fault_buttons[0].toolTip()) == refusal
    assert tip_text(panel.fault_buttons[1].toolTip()).startswith("Fehler von Köbi")
    click(qtbot, panel.no_bid_button)  # Köbi deals next and sits out
    assert panel.fault_buttons[0].isEnabled() and not panel.fault_buttons[1].isEnabled()
    assert tip_text(panel.fault_buttons[0].toolTip()).startswith("Fehler von Urs")
    assert tip_text(panel.fault_buttons[1].toolTip()).startswith(
        "Köbi spielt in diesem Spiel nicht mit")
