"""The window at a netbook's 1024×600 and a laptop's 1366×768: nothing needed out of reach."""

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core import matchfile


def opened(window, stem, upto, size):
    full = matchfile.load(f"docs/examples/{stem}.jass")
    doc = full.document.model_copy(update={"entries": list(full.entries[:upto])})
    window.resize(*size)
    window.start(matchfile.loads(matchfile.dumps(doc)))
    QApplication.processEvents()
    return window.panel


def in_full_view(widget):
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_schieber_fits(window, size):
    panel = opened(window, "schieber-freier-jass", 4, size)
    assert (window.width(), window.height()) == size  # no minimum wider or taller than that
    assert window.minimumSizeHint().width() <= 1024
    for widget in (*panel.points, panel.write_button, panel.weis.field, panel.stack,
                   *panel.bedanken_buttons, *panel.contract_buttons.values(),
                   *panel.stoeck_buttons, panel.preview_line, panel.header):
        if not widget.isHidden():
            assert in_full_view(widget), widget


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_coiffeur_fits(window, size):
    panel = opened(window, "coiffeur-jassverein", 5, size)
    assert (window.width(), window.height()) == size
    grid = window.board_widget.grid
    bottom = grid.visualItemRect(grid.item(grid.rowCount() - 1, 1)).bottom()
    assert bottom <= grid.viewport().height()  # every row, the totals and the difference
    for widget in (panel.points, panel.match, panel.kontermatsch, panel.write_button):
        assert in_full_view(widget), widget


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_coiffeur_misere_row_fits(german_window, qtbot, size):
    """The Misère row's hint ("je weniger, desto besser") wraps under the field instead of
    pushing the form past the window's right edge (German: the longest words)."""
    from .keyboard import shortcut

    window = german_window
    panel = opened(window, "coiffeur-jassverein", 1, size)
    window.panel.focus_next()
    for _ in range(panel.row.count()):
        if panel._kind() == "misere":
            break
        shortcut(qtbot, "Ctrl+Down")
    assert panel._kind() == "misere"
    QApplication.processEvents()
    assert (window.width(), window.height()) == size
    assert window.minimumSizeHint().width() <= size[0]
    for widget in (panel.points, panel.match, panel.write_button, panel.team, panel.row):
        assert in_full_view(widget), widget
    for label in panel.findChildren(QLabel):  # every word of the form readable
        if label.isVisible() and not label.wordWrap() and label.text():
            # (a line each: the Row label's keys are on lines under the word)
            assert label.width() >= max(label.fontMetrics().horizontalAdvance(line)
                                        for line in label.text().split("\n")), label.text()
    assert panel.points.width() >= 120  # three big digits and room to spare
    assert panel.misere_hint.isVisible() and in_full_view(panel.misere_hint)
    shortcut(qtbot, "Ctrl+Down")  # the next row is no Misère: the hint goes
    assert not panel.misere_hint.isVisible()


@pytest.mark.parametrize("language", ["german_window", "french_window", "window"])
def test_pandur_fits_a_laptop(request, language):
    """At 1366×768 the whole Pandur form is in view when a deal begins, down to "No bid"
    and "Misdeal" (the "beaten" box sits beside the Weis field, not on a line of its own):
    nothing to scroll for, in the longest of the languages too."""
    window = request.getfixturevalue(language)
    panel = opened(window, "pandur", 2, (1366, 768))  # the longest status: two lines
    assert (window.width(), window.height()) == (1366, 768)
    assert panel.kind == "deal"
    for widget in (*panel.declarer_buttons, panel.bid, *panel.contract_buttons.values(),
                   panel.made_button, panel.failed_button, panel.points, panel.weis.field,
                   panel.beaten, *panel.weis.amount_buttons.values(), *panel.fault_buttons,
                   panel.premature, panel.no_bid_button, panel.misdeal_button,
                   panel.write_button, panel.preview_line):
        assert in_full_view(widget), (widget.objectName(), type(widget).__name__)


@pytest.mark.parametrize("language", ["german_window", "french_window", "window"])
def test_pandur_no_bid_and_misdeal_in_view_in_a_laptop_s_window(request, language):
    """A laptop's 1366×768 screen leaves a window about 700 pixels high (the system's bar,
    the title bar): when a deal begins, No bid and Misdeal (written at once, before any
    play) were below the fold there (a trial's, in French: 7 of their 32 pixels showed).
    They now come right after the declarer; what is chosen after the play, the faults,
    may need the scroll bar at this height."""
    from jasstafel.core.matchfile import new_match

    window = request.getfixturevalue(language)
    window.resize(1366, 700)
    window.start(new_match("pandur", ["Anne", "Bernard", "Chloé", "Daniel"]))
    QApplication.processEvents()
    assert (window.width(), window.height()) == (1366, 700)
    panel = window.panel
    for widget in (*panel.declarer_buttons[1:], panel.no_bid_button, panel.misdeal_button,
                   panel.bid, *panel.contract_buttons.values(), panel.made_button,
                   panel.failed_button, panel.points, panel.weis.field, panel.write_button,
                   panel.preview_line):
        assert in_full_view(widget), (widget.objectName(), type(widget).__name__)


LONG = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Emmanuel"]
PLAYERS = {"schieber": 4, "coiffeur": 4, "molotow": 4, "handjass": 4, "fahnder": 4,
           "pandur": 4, "differenzler": 4, "guggitaler": 4, "punktetafel": 2}


@pytest.mark.parametrize("language", ["german_window", "french_window"])
def test_every_new_match_with_long_names_fits_a_netbook(request, language):
    """Names of 15 letters, teams named as the New match dialog names them ("Marie-Christine
    & Anne-Catherine"): a trial's French Schieber asked for 1314 px, Molotow for 1084 (the
    points fields asked for a line of text, the team buttons for their whole names). Every
    variant's window now fits 1024 px, every field and button of the form in view."""
    from jasstafel.core import Team
    from jasstafel.core.matchfile import new_match

    from .keyboard import focus

    window = request.getfixturevalue(language)
    for variant, n in PLAYERS.items():
        names = LONG[:n]
        teams = ([Team(name=f"{names[0]} & {names[2]}", players=[0, 2]),
                  Team(name=f"{names[1]} & {names[3]}", players=[1, 3])]
                 if variant in ("schieber", "coiffeur") else None)
        window.resize(1024, 600)
        window.start(new_match(variant, names, teams=teams))
        QApplication.processEvents()
        assert window.minimumSizeHint().width() <= 1024, variant
        assert window.width() == 1024, variant
        panel = window.panel
        assert in_full_view(panel.write_button), variant
        typed = focus()
        assert panel.isAncestorOf(typed) and in_full_view(typed), variant
        scroll = panel.form_scroll
        assert scroll.widget().width() <= scroll.viewport().width(), variant  # never sideways
