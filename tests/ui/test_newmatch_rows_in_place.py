"""The New match dialog's rows stand in one place, with a match open behind it or none, and
for every game chosen in it.

A German mouse-first trial at 125 %: the first time (no match open) *Jassart* was the top row;
opened from an open match, the line "Von der offenen Partie übernommen: …" came first and
pushed *Jassart*, *Karten* and *Vorlage* some 25 px lower: a click where *Jassart* had been
hit the new line. And Molotow → Handjass moved *Gibt zuerst* up a row (the Molotow keeps the
room of six seats, the Handjass of five). Now the line about the open match is in the
dialog's bottom line, beside *Starten*, its room kept when there is no match; *Gibt zuerst*
(*Sagt zuerst an*) is the row under *Anzahl Spieler*, above the seats, whose number differs
from game to game.
"""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel

from .keyboard import open_match
from .test_newmatch_same_place import a_match, every_game, opened, start_button

WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}


def label_of(dialog, field):
    [label] = [w for w in dialog.findChildren(QLabel)
               if w.buddy() is field and w.isVisible()]
    return label


def rows(dialog):
    """Where the rows every game has are in the dialog: the game's, the cards', the
    preset's, the number of players', who deals (announces) first, Seats 1 to 3; each its
    label and its field."""
    fields = {"variant": dialog.variant, "deck": dialog.deck, "preset": dialog.preset,
              "count": dialog.count, "first": dialog.first,
              **{f"seat {i + 1}": edit for i, edit in enumerate(dialog.name_edits[:3])}}
    return tuple((name, label_of(dialog, field).mapTo(dialog, QPoint(0, 0)).toTuple(),
                  field.geometry().translated(field.mapTo(dialog, QPoint(0, 0))
                                              - field.pos()).getRect())
                 for name, field in fields.items())


def whole(label: QLabel) -> bool:
    """A word-wrapped line shown whole: its lines fit its height and width."""
    return (label.heightForWidth(label.width()) <= label.height()
            and label.visibleRegion().boundingRect() == label.rect())


@pytest.mark.parametrize("language", list(WINDOWS))
def test_the_rows_stay_with_a_match_open_or_none_and_for_every_game(request, qtbot,
                                                                     language):
    window = request.getfixturevalue(WINDOWS[language])
    seen: dict[tuple[str, str], tuple] = {}
    notes = {}

    def look(behind):
        def at(d):
            notes[behind] = (d.note.isVisible(), whole(d.note) if d.note.isVisible() else None,
                             d.note.mapTo(d, QPoint(0, 0)).y(),
                             d.settings_area.mapTo(d, QPoint(0, d.settings_area.height())).y(),
                             start_button(d).mapTo(d, QPoint(0, 0)).toTuple())
            every_game(qtbot, d, lambda game: seen.update({(behind, game): rows(d)}))
        return at

    opened(qtbot, look("none"))
    open_match(qtbot, window, a_match("molotow"))
    opened(qtbot, look("molotow"))
    assert len(seen) == 18
    first = seen[("none", "schieber")]
    moved = {key: [row for row, was in zip(value, first, strict=True) if row != was]
             for key, value in seen.items() if value != first}
    assert not moved, (first, moved)
    # the line about the open match is shown whole, below the rows (in the bottom line);
    # Start is where it is without it
    shown, is_whole, top, below_rows, start = notes["molotow"]
    assert shown and is_whole and top >= below_rows
    assert not notes["none"][0]
    assert notes["none"][4] == start


def test_the_line_about_the_open_match_is_in_the_bottom_line_in_german(german_window,
                                                                       qtbot):
    """Its words, beside *Starten*: no row above moves for it."""
    open_match(qtbot, german_window, a_match("molotow"))
    said = {}

    def look(d):
        start = start_button(d)
        said.update(text=d.note.text(), top=d.note.mapTo(d, QPoint(0, 0)).y(),
                    start=(start.mapTo(d, QPoint(0, 0)).y(), start.height()),
                    variant=d.variant.mapTo(d, QPoint(0, 0)).y())

    opened(qtbot, look)
    assert said["text"] == "Von der offenen Partie übernommen: ändern, was anders sein soll."
    start_top, start_height = said["start"]
    assert said["variant"] < said["top"]
    assert start_top - start_height <= said["top"] <= start_top + start_height
