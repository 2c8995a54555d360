"""The Pandur history names whose total is whose. A German trial's rows ended in "→ 2 · 2 · 0
· 0": totals without names, and the Schreiber could not tell whose was whose. Now "→ Ueli 2 ·
Hansruedi 2 · Fritz 0 · Käthi 0": each player's first name (a long name kept short), the name
whole where two players' begin alike. Written by clicks on the form's real buttons."""

from jasstafel.core.matchfile import new_match

from .keyboard import click, open_match

TRIAL = ["Ueli", "Hansruedi Zürcher-Baumgartner", "Fritz", "Käthi"]


def no_bid(qtbot, panel):
    click(qtbot, panel.no_bid_button)


def test_the_totals_have_the_players_first_names(german_window, qtbot):
    panel, _board = open_match(qtbot, german_window, new_match("pandur", TRIAL))
    no_bid(qtbot, panel)  # Ueli deals: nobody bids, he erbt 2
    no_bid(qtbot, panel)  # Hansruedi deals: he erbt 2
    history = german_window.history.list
    assert history.item(0).text() == (
        "1. Spiel 1 (Ueli gibt): kein Angebot; Ueli erbt 2 → Ueli 2 · Hansruedi 0 · Fritz 0 · "
        "Käthi 0")
    assert history.item(1).text().endswith("→ Ueli 2 · Hansruedi 2 · Fritz 0 · Käthi 0")


def test_two_players_of_one_first_name_are_named_whole(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match(
        "pandur", ["Hans Meier", "Hans Müller", "Vreni Zürcher", "Sepp"]))
    no_bid(qtbot, panel)
    assert window.history.list.item(0).text().endswith(
        "→ Hans Meier 2 · Hans Müller 0 · Vreni 0 · Sepp 0")
