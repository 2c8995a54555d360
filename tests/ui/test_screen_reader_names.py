"""Every Tab stop says to a screen reader what it is and whose it is, in plain text.

A keyboard-only trial read what a screen reader would say at every stop: the Differenzler's
four predictions and four card points were all "Game 1 of 12" (the group around them), the
four "none" boxes all "none"; the New match dialog's seats and teams were all "Players in
seat order (the order of play)", the title, date, place and table all "For the sheet
(optional)", the handicap's check box and the Schieber factors had no name at all; the
Schieber's Weis, Stöck and announcer buttons were each only a team's name, and their
descriptions were the tooltips' HTML ("<qt>Weis for Ueli &amp; Anna</qt>"); the history,
the Coiffeur grid and its points field ("Field") were unnamed.

Here each game is started as a person does (Ctrl+N, the variant chosen with the keys, the
names typed, Enter), and both the dialog and the window are gone round with Tab.
"""

from collections import Counter

import pytest

from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import ALT, focus, key, shortcut, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401 - the fixture
from .screen_reader import TAG, described, heard, stops

NAMES = ["Ueli", "Beat", "Anna", "Dora", "Cla", "Vreni"]
VARIANTS = ["schieber", "coiffeur", "differenzler", "handjass", "molotow", "fahnder",
            "guggitaler", "pandur", "punktetafel"]

#: names a screen reader must say (a few per game: whose field it is)
EXPECTED = {
    "schieber": {"Card points Ueli & Anna", "Card points Beat & Dora", "Weis for Ueli & Anna",
                 "Weis for Beat & Dora", "Stöck Ueli & Anna", "Stöck Beat & Dora",
                 "Announced by Ueli & Anna", "History"},
    "differenzler": {"Prediction Beat", "Card points Beat", "No prediction Beat", "History"},
    "coiffeur": {"Card points Ueli & Anna", "Coiffeur board", "History"},
    "handjass": {"Card points Ueli", "History"},
    "fahnder": {"Fahnder: Ueli", "Partner: Ueli", "Bid", "History"},
    "pandur": {"Declarer Beat", "Fault by Beat", "Bid", "History"},
    "molotow": {"Card points Ueli", "Handweis Ueli", "Tischweis Ueli"},
    "guggitaler": {"Tricks Ueli"},
    "punktetafel": {"Points Ueli", "Note"},
}
#: the dialog's, for every game (and each seat by its label: "Seat 1", "Seat 1 · A")
DIALOG = {"Variant", "Preset", "Title", "Date", "Place", "Table"}


def problems(widgets):
    """What a screen reader would say wrong: a stop without a name, a tag in its name or
    description, two stops of the same name."""
    said = [heard(w) for w in widgets]
    wrong = [f"no name: {described(w)}" for w, h in zip(widgets, said, strict=True)
             if not h.name.strip()]
    wrong += [f"a tag: {described(w)}" for w, h in zip(widgets, said, strict=True)
              if TAG.search(h.name) or TAG.search(h.description)]
    twice = {name for name, n in Counter(h.name for h in said).items() if n > 1 and name}
    wrong += [f"the same name twice: {described(w)}"
              for w, h in zip(widgets, said, strict=True) if h.name in twice]
    return wrong


def start_by_keys(window, qtbot, real_dialogs, variant, variant_key="v"):
    """Ctrl+N, the variant chosen with its key (Alt+V, German Alt+J) and the arrows, the
    dialog gone round with Tab, the names typed, Enter; then the window gone round. What was
    heard in the dialog and in the window: (problems, names, the date's description), and
    the window's (problems, names)."""
    heard_in = {}

    def start(dialog):
        qtbot.keyClick(focus(), variant_key, ALT)
        assert focus() is dialog.variant
        key(qtbot, "Home")
        key(qtbot, "Down", dialog.variant.findData(variant))
        assert dialog.variant.currentData() == variant
        round_ = stops(qtbot)
        heard_in["dialog"] = (problems(round_), {heard(w).name for w in round_},
                              [heard(w).description for w in round_ if w is dialog.date])
        for _ in range(60):  # on to the first seat, and the names typed there
            if focus() is dialog.name_edits[0]:
                break
            key(qtbot, "Tab")
        for name in NAMES[:len(dialog.name_edits)]:
            type_(qtbot, name)
            key(qtbot, "Tab")
        key(qtbot, "Return")  # Start

    real_dialogs.when(NewMatchDialog, start)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(focus()))
    round_ = stops(qtbot)
    return heard_in["dialog"], (problems(round_), {heard(w).name for w in round_})


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_stop_of_the_new_match_dialog_and_the_form_says_what_it_is(
        window, qtbot, real_dialogs, variant):
    (wrong, names, date), (wrong_in_window, names_in_window) = start_by_keys(
        window, qtbot, real_dialogs, variant)
    assert not wrong, "\n".join(wrong)
    assert DIALOG <= names
    assert {"Announces first", "Deals first"} & names  # the list by its label, not its value
    seats = sorted(n for n in names if n.startswith("Seat "))
    assert seats[:2] in (["Seat 1", "Seat 2"], ["Seat 1 · A", "Seat 2 · B"]), seats
    assert date and date[0].startswith("The day of the match, as ")  # how a date is typed
    assert not wrong_in_window, "\n".join(wrong_in_window)
    assert EXPECTED.get(variant, set()) <= names_in_window


@pytest.mark.parametrize(("variant", "dialog", "form"), [
    ("schieber", {"Platz 1 · A", "Team A (Plätze 1 + 3)", "Sagt zuerst an", "Titel", "Datum",
                  "Ort", "Tisch", "Faktor Eicheln"},
     {"Kartenpunkte Ueli & Anna", "Weis für Ueli & Anna", "Stöck Beat & Dora",
      "Angesagt von Ueli & Anna", "Verlauf"}),
    ("differenzler", {"Platz 1", "Gibt zuerst"},
     {"Vorhersage Beat", "Kartenpunkte Beat", "keine Vorhersage Beat", "Verlauf"}),
])
def test_a_german_screen_reader_hears_what_the_tester_missed(german_window, qtbot, real_dialogs,
                                                            variant, dialog, form):
    """The trial's words: German, as the tester heard them."""
    (wrong, names, _date), (wrong_in_window, names_in_window) = start_by_keys(
        german_window, qtbot, real_dialogs, variant, variant_key="j")  # &Jassart
    assert not wrong, "\n".join(wrong)
    assert dialog <= names
    assert not wrong_in_window, "\n".join(wrong_in_window)
    assert form <= names_in_window
