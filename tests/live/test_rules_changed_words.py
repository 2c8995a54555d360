"""A German club trial's phone said under *Tischregeln* only "Coiffeur: Jassverein
(Regelwerk) (angepasst)", not what was changed; and its wall said "Gespielt" for the figure
the club window calls "Passen". The Tafel's rules say the changes in the club window's
words (:func:`jasstafel.i18n.table_rules`, not a second describer), and the wall uses the
window's word."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402
from jasstafel.club.errors import CLUB  # noqa: E402
from jasstafel.i18n import table_rules, tr  # noqa: E402
from jasstafel.printing import club_sheets  # noqa: E402

from .conftest import make_evening  # noqa: E402


def test_a_changed_preset_s_rules_say_what_was_changed(club_path, german):
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, "coiffeur", preset="jassverein", players=4, passen=1)
    with Club.open(club_path) as club:
        settings = dict(club.evening(evening).settings)
        settings["rows"] = settings["rows"][:6]  # the trial's evening: rows cut
        club.update_evening(evening, settings=settings)
        row = club.evening(evening)
    core = EveningCore(club_path, evening)
    try:
        lines = core.rules_lines(core.tables["1-1"].match)
    finally:
        core.close()
    title, changed = table_rules(row.variant, row.preset, row.settings)
    # the title as the window's preset line says it, the rows played under it
    assert changed and lines[:2] == [
        "Coiffeur: Jassverein, angepasst: ohne Misère, Slalom, Gusti/Mery, Wunsch, Coiffeur 3×3",
        changed]


def test_the_wall_says_passen_as_the_club_window_does(club_path, german):
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, players=8, passen=1)
    core = EveningCore(club_path, evening)
    try:
        wall = core.ranking()["columns"]
    finally:
        core.close()
    with Club.open(club_path) as club:
        ranking = club.evening_ranking(evening)
    window = [tr(CLUB, ranking.columns[i].label) for i in club_sheets.shown_columns(ranking)]
    assert wall[0] == "Passen" and "Passen" in window and "Gespielt" not in window


def test_a_changed_count_is_said_once_with_what_it_replaced(club_path, french):
    """A French trial's phone said "Chibre : Tournoi (règlement de club) (modifié)", then
    "Donnes (nombre fixe) : 3", then "3 donnes": twice, and not "au lieu de 12". Now as the
    window's preset line says it, once."""
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, preset="turnier", players=4, passen=1, rounds=3)
    core = EveningCore(club_path, evening)
    try:
        lines = core.rules_lines(core.tables["1-1"].match)
    finally:
        core.close()
    assert lines[0] == ("Chibre\u00a0: Tournoi, modifié\u00a0: Donnes (nombre fixe)\u00a0: 3 "
                        "au lieu de 12")
    assert not any("3" in line for line in lines[1:]), lines
