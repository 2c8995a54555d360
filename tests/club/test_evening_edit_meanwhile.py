"""An evening edited by another program while its editor had it open is not put back
without a word.

A Romand organiser's trial, two club windows on one file: window 1 opened *Edit evening…*
and changed the title; window 2 changed the place and saved; window 1 saved: its dialog
sends every field as it shows it, and the place went back to the old one, unsaid (the log:
"Place … (salle du haut) → Place …"). ``update_evening(..., seen=evening)`` compares the
evening its editor read with the stored one, in the writing transaction, as
``correct_result(..., seen=...)`` compares a table's figures."""

import pytest

from jasstafel.club import ClubInputError
from jasstafel.club.club import EVENING_CHANGED_MEANWHILE


def test_an_edit_of_an_evening_changed_since_it_was_read_is_refused(club):
    seen = club.new_evening("2026-12-07", "schieber", place="Café du Midi, Fribourg",
                            title="Jass du mois")
    club.update_evening(seen.id, place="Café du Midi, Fribourg (salle du haut)")  # window 2
    stored = club.evening(seen.id)
    log = club.corrections(seen.id)
    with pytest.raises(ClubInputError) as refused:  # window 1: every field as it shows it
        club.update_evening(seen.id, place=seen.place, title="Jass du mois de décembre",
                            seen=seen)
    assert refused.value.message.template == EVENING_CHANGED_MEANWHILE
    assert str(refused.value) == (
        "the evening of 2026-12-07 was changed meanwhile by another program (its place is "
        "now 'Café du Midi, Fribourg (salle du haut)'): nothing was changed")
    assert club.evening(seen.id) == stored
    assert club.corrections(seen.id) == log
    # read again, the edit goes through: the title changes, the place stays window 2's
    now = club.update_evening(seen.id, place=stored.place,
                              title="Jass du mois de décembre", seen=stored)
    assert (now.place, now.title) == ("Café du Midi, Fribourg (salle du haut)",
                                      "Jass du mois de décembre")


def test_the_refusal_names_every_field_changed(club):
    seen = club.new_evening("2026-12-07", "schieber", place="Rössli", title="Chlausjass")
    club.update_evening(seen.id, date="2026-12-08", title="", passen=4, tables=3,
                        preset="turnier")
    with pytest.raises(ClubInputError) as refused:
        club.update_evening(seen.id, place="Bären", seen=seen)
    assert str(refused.value) == (
        "the evening of 2026-12-07 was changed meanwhile by another program (its date is now "
        "2026-12-08, its title is now '', its number of Passen is now 4, its number of tables "
        "is now 3, its variant or table rules changed): nothing was changed")
    assert club.evening(seen.id).place == "Rössli"


def test_without_seen_nothing_is_compared(club):
    """The command line reads the evening just before it writes (it passes seen too); a
    caller without it changes what it gives, as before."""
    ev = club.new_evening("2026-12-07", "schieber", place="Rössli")
    club.update_evening(ev.id, title="Chlausjass")
    assert club.update_evening(ev.id, place="Bären").title == "Chlausjass"
