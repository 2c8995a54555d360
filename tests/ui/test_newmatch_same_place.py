"""The New match dialog opens at one size and in one place, whatever match is open behind it,
and its rows keep their places while another game is chosen.

A Romand trial (1280×800): the first opening was 719 px wide and as high as the screen, with
*Commencer* at (846, 756); opened from a Guggitaler it was wider (*Commencer* at (871, 729)),
from a Différence shorter (*Commencer* at (846, 635)); opened from a Bandoure and switched to
the Chibre it stayed 520 px high, and the Chibre's factors needed the scroll bar. Choosing
the Bandoure took the *Cartes* row away, and *Règlement* and everything below it jumped up a
row. The tests' screen is 800 px high, as the trial's.
"""

import re

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit

from jasstafel.core import find_variant
from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants import UI_VARIANTS
from jasstafel.ui.widgets.screen import FRAME

from .keyboard import focus, in_next_dialog, key, open_match, shortcut
from .test_steady_form import settle

WINDOWS = {"en": "window", "fr": "french_window"}
NAMES = ["Anna", "Beat", "Cla", "Dora", "Ema", "Fritz"]


def start_button(dialog):
    return dialog.findChild(QDialogButtonBox).buttons()[0]


def where(dialog):
    """The dialog's place and size on the screen, and where its Start button is."""
    settle()
    start = start_button(dialog)
    return dialog.geometry().getRect(), start.mapToGlobal(QPoint(0, 0)).toTuple()


def opened(qtbot, look):
    errors = in_next_dialog(qtbot, look)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors


def a_match(variant, deck=None):
    cls = find_variant(variant)
    n = 4 if cls.min_players <= 4 <= cls.max_players else cls.min_players
    settings = {"deck": deck} if deck else None
    return new_match(variant, NAMES[:n], settings=settings)


def every_game(qtbot, dialog, each):
    """Each game chosen in turn by the arrow keys in the game's list; *each(game)* then."""
    variant = dialog.findChild(QComboBox, "variant")
    for _ in range(12):  # from Seat 1 back up to the game's list
        if focus() is variant:
            break
        key(qtbot, "Backtab")
    assert focus() is variant
    key(qtbot, "Home")
    for _ in range(variant.count()):
        settle()
        each(variant.currentData())
        key(qtbot, "Down")


@pytest.mark.parametrize("language", list(WINDOWS))
def test_the_dialog_opens_at_one_size_and_place_whatever_match_is_open(request, qtbot,
                                                                        language):
    window = request.getfixturevalue(WINDOWS[language])
    seen = {}
    opened(qtbot, lambda d: seen.update(none=where(d)))
    # the trial's: a Guggitaler with the German cards in a French window, a Differenzler,
    # a Pandur; and every other game
    matches = [("guggitaler-de", a_match("guggitaler", "de")),
               *((v, a_match(v)) for v in UI_VARIANTS)]
    for name, match in matches:
        open_match(qtbot, window, match)
        opened(qtbot, lambda d, name=name: seen.update({name: where(d)}))
    assert len(set(seen.values())) == 1, seen


@pytest.mark.parametrize("language", list(WINDOWS))
@pytest.mark.parametrize("behind", [None, "pandur", "differenzler"])
def test_every_game_chosen_is_seen_whole_where_the_screen_has_room(request, qtbot, language,
                                                                   behind):
    """The dialog is as tall as the tallest game needs, as far as the screen allows: a game
    chosen in it needs no scroll bar unless the dialog is already as tall as the screen
    lets it be; and it keeps its size and place for every game."""
    window = request.getfixturevalue(WINDOWS[language])
    if behind is not None:
        open_match(qtbot, window, a_match(behind))
    room = window.screen().availableGeometry().height() - FRAME.height()
    seen = {}
    scrolled = {}

    def look(d):
        def each(game):
            seen[game] = where(d)
            if d.height() < room:
                scrolled[game] = d.settings_area.verticalScrollBar().maximum()
        every_game(qtbot, d, each)

    opened(qtbot, look)
    assert len(seen) == len(UI_VARIANTS)
    assert len(set(seen.values())) == 1, seen
    assert not any(scrolled.values()), scrolled


@pytest.mark.parametrize("language", list(WINDOWS))
def test_the_rows_above_the_names_keep_their_places_for_every_game(request, qtbot, language):
    """The cards' row stays for a game without suits (greyed, saying why), and the number of
    players' row for a game of a fixed number (greyed, the number in it): the preset's list
    and Seat 1's name stay where they are."""
    request.getfixturevalue(WINDOWS[language])
    tops = {}
    cards = {}

    def look(d):
        def each(game):
            seat1 = d.findChild(QLineEdit, "player0")
            count = d.findChild(QLineEdit, "playerCount")
            deck = d.findChild(QComboBox, "deck")
            tops[game] = tuple(w.mapTo(d, QPoint(0, 0)).y() for w in (
                d.findChild(QComboBox, "preset"), count, seat1))
            cls = find_variant(game)
            assert deck.isVisible() and count.isVisible(), game
            cards[game] = (deck.isEnabled(), count.isEnabled(), count.text())
            if not deck.isEnabled():
                assert deck.currentText(), game  # saying why
                assert deck.toolTip(), game
            if cls.min_players == cls.max_players:
                assert count.toolTip(), game
        every_game(qtbot, d, each)

    opened(qtbot, look)
    assert len(set(tops.values())) == 1, tops
    assert cards["pandur"] == (False, False, "4")
    assert cards["punktetafel"][0] is False
    assert cards["schieber"] == (True, False, "4")
    assert cards["coiffeur"] == (True, True, "4")


def test_names_of_the_players_keep_their_fields_for_every_game(window, qtbot):
    """(the name fields of test_newmatch_steady, here also up and down)"""
    tops = {}

    def look(d):
        def each(game):
            names = [w for w in d.findChildren(QLineEdit)
                     if re.fullmatch(r"player\d+", w.objectName()) and w.isVisible()]
            tops[game] = tuple(w.mapTo(d, QPoint(0, 0)).y() for w in names[:3])
        every_game(qtbot, d, each)

    opened(qtbot, look)
    assert len(set(tops.values())) == 1, tops
