"""How a tie at a table is broken is one field of the evening's rule (``EveningRule.tie_break``),
filled where the rule is made from the table setting that chooses it (a Molotow's ``draw``,
a Schieber Turnier's ``tiebreak``), its default the core's Settings model's. The ranks a
result may give and the words of a refusal both follow that field: a setting other than the
default is honoured alike by both (docs/club.md, "Ranks follow the figures")."""

import sqlite3
from typing import get_args

import pytest

from jasstafel.club import ClubInputError, PaperResult
from jasstafel.club.ranking import evening_rule
from jasstafel.core.molotow import MolotowSettings
from jasstafel.core.schieber import PRESETS as SCHIEBER_PRESETS
from jasstafel.core.schieber import SchieberSettings

from . import add_members

NAMES = ["Hansueli", "Dölf", "Fränzi", "Sepp"]

MOLOTOW_WIN = ("in a Molotow the fewest points rank first; equal points for the win are "
               "decided by drawing a card, other equal points share the rank")
TURNIER_SHARED = ("in a Schieber Turnier the team with more points ranks first, on equal "
                  "points the one with more Matches; equal in both share the rank")


def test_the_table_settings_choose_the_tie_break():
    turnier = SCHIEBER_PRESETS["turnier"].model_dump(mode="json")
    assert evening_rule("molotow", {"draw": "all"}).tie_break == "draw"
    assert evening_rule("molotow", {"draw": "win"}).tie_break == "draw_for_win"
    assert evening_rule("schieber", turnier).tie_break == "best_round"
    assert evening_rule("schieber", {**turnier, "tiebreak": "shared"}).tie_break == "shared"
    assert evening_rule("coiffeur", {}).tie_break == "rows"
    for variant, settings in [("schieber", {"mode": "target"}), ("differenzler", {}),
                              ("fahnder", {}), ("handjass", {}), ("pandur", {}),
                              ("punktetafel", {}), ("guggitaler", {})]:
        assert evening_rule(variant, settings).tie_break == "shared", variant
    # the card drawn only for the win: a tie behind it is shared
    win = evening_rule("molotow", {"draw": "win"})
    assert (win.tie_ordered(1), win.tie_ordered(2)) == (True, False)


def test_settings_without_the_setting_take_the_cores_default():
    """Table settings written before the setting existed: the default the core plays with,
    read from its Settings model, not repeated in the club."""
    assert evening_rule("molotow", {}) == evening_rule(
        "molotow", MolotowSettings().model_dump(mode="json"))
    default = SchieberSettings.model_fields["tiebreak"].default
    assert evening_rule("schieber", {"mode": "rounds"}) == evening_rule(
        "schieber", {"mode": "rounds", "tiebreak": default})


def paper(club, rows):
    return [PaperResult(club.find_member(name).id, points, rank=rank)
            for name, points, rank in rows]


#: a Molotow (8 rounds: the sum ends in 6): Hansueli wins alone, Dölf and Fränzi tie on 300
#: behind him, ordered by hand (the card drawn)
MOLOTOW_TIE_BEHIND = [("Hansueli", 280, 1), ("Dölf", 300, 2), ("Fränzi", 300, 3),
                      ("Sepp", 376, 4)]
#: per value of the table setting ``draw``: None taken, else the refusal
MOLOTOW_DRAW = {
    "all": None,
    "win": f"ranks Hansueli 1, Dölf 2, Fränzi 3, Sepp 4 are not possible: {MOLOTOW_WIN}: "
           "Hansueli 1, Dölf 2, Fränzi 2, Sepp 4",
}


@pytest.mark.parametrize("draw", get_args(MolotowSettings.model_fields["draw"].annotation))
def test_a_molotow_tie_behind_the_win_follows_the_draw_setting(club, draw):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "molotow", settings={"draw": draw})
    refusal = MOLOTOW_DRAW[draw]
    if refusal is None:
        stored = club.record_result(evening.id, 1, 1, paper(club, MOLOTOW_TIE_BEHIND))
        assert [r.rank for r in stored] == [1, 2, 3, 4]
        return
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, paper(club, MOLOTOW_TIE_BEHIND))
    assert str(refused.value) == refusal
    assert club.results(evening.id) == []


#: a Schieber Turnier of 12 rounds (1884 in all): equal in points and Matches, the second
#: team ranked first by hand (its best round)
TURNIER_TIE = [("Hansueli", 942, 2), ("Fränzi", 942, 2), ("Dölf", 942, 1), ("Sepp", 942, 1)]
TURNIER_TIEBREAK = {
    "best_round": None,
    "shared": "ranks Hansueli & Fränzi 2, Dölf & Sepp 1 are not possible: "
              f"{TURNIER_SHARED}: Hansueli & Fränzi 1, Dölf & Sepp 1",
}


@pytest.mark.parametrize("tiebreak",
                         get_args(SchieberSettings.model_fields["tiebreak"].annotation))
def test_a_turnier_tie_follows_the_tiebreak_setting(club, tiebreak):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "schieber", preset="turnier",
                               settings={"tiebreak": tiebreak})
    rows = paper(club, TURNIER_TIE)
    refusal = TURNIER_TIEBREAK[tiebreak]
    if refusal is None:
        stored = club.record_result(evening.id, 1, 1, rows)
        assert [r.rank for r in stored] == [2, 2, 1, 1]
        return
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, rows)
    assert str(refused.value) == refusal


def test_an_evening_stored_without_the_setting_draws_as_the_core_does(club, db_path):
    """An evening whose stored table settings lack ``draw`` (written before it existed)
    ranks a Molotow as the core's default plays it: every tie drawn."""
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "molotow", settings={"draw": "win"})
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE evenings SET settings = json_remove(settings, '$.draw') "
                     "WHERE id = ?", (evening.id,))
    assert "draw" not in club.evening(evening.id).settings
    assert MolotowSettings.model_fields["draw"].default == "all"
    stored = club.record_result(evening.id, 1, 1, paper(club, MOLOTOW_TIE_BEHIND))
    assert [r.rank for r in stored] == [1, 2, 3, 4]
