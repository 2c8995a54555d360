"""A Coiffeur's rows are compared by what is played and written in them, not by their names
(a Romand helper's finding: a French club evening refused the Coiffeur made in the French
window "for different row names").

A preset's suit rows are named as the cards name the suits, Eichel with the German cards,
Kreuz with the French ones: the same contract by the label equivalence of RULES.md section 0,
the deck being display only. And a row the window did not take back to the preset's name
was stored in the window's language (an Eichel row in a form for the French cards came back
"Glands"): a match file may hold such names. Both are the evening's rules; a row renamed to
another contract, or with another factor or kind, is not."""

import json

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError
from jasstafel.club.club import mixed_rules, rules_differences
from jasstafel.core import matchfile
from jasstafel.core.coiffeur import PRESETS, ROW_WORDS, row_contract, row_word
from jasstafel.core.decks import for_deck

from . import EXAMPLES, add_members

EXAMPLE = EXAMPLES / "coiffeur-jassverein.jass"  # Anna, Beat, Cla, Dora; club rulebook rows
GERMAN = json.loads(PRESETS["jassverein"].model_dump_json())
FRENCH = json.loads(for_deck(PRESETS["jassverein"], "fr").model_dump_json())
#: the rows of the club rulebook as a French window wrote them (an older file's, or one of
#: a form whose cards were not its rows'): Glands ×1 … Souhait ×10
WRITTEN_IN_FRENCH = ["Glands", "Grelots", "Écus", "Roses", "Obenabe", "Undenufe", "Misère",
                     "Slalom", "Gusti/Mery", "Souhait", "Coiffeur 3×3"]


def renamed(settings, names):
    return {**settings, "rows": [{**row, "name": name}
                                 for row, name in zip(settings["rows"], names, strict=True)]}


def example_with_rows(tmp_path, rows, name="tisch.jass"):
    """The example Coiffeur with other rows (names, factors, kinds), saved and opened again
    as a match file is."""
    document = matchfile.load(EXAMPLE).document
    settings = document.settings.model_validate({**document.settings.model_dump(),
                                                 "rows": rows})
    path = tmp_path / name
    matchfile.save(document.model_copy(update={"settings": settings}), path)
    return matchfile.load(path)


def test_the_french_cards_rows_are_the_german_cards_rows():
    assert FRENCH["rows"][0]["name"] == "Kreuz" and GERMAN["rows"][0]["name"] == "Eichel"
    assert rules_differences(GERMAN, FRENCH) == []
    assert rules_differences(FRENCH, GERMAN) == []
    assert rules_differences(GERMAN, renamed(GERMAN, WRITTEN_IN_FRENCH)) == []
    assert rules_differences(FRENCH, renamed(GERMAN, WRITTEN_IN_FRENCH)) == []


@pytest.mark.parametrize("change", [
    # Kreuz and Ecken swapped: Schellen (Ecken) ×1, Eichel (Kreuz) ×2
    lambda rows: [{**rows[1], "factor": 1}, {**rows[0], "factor": 2}, *rows[2:]],
    # a row of another contract at the Wunsch's place
    lambda rows: [*rows[:9], {**rows[9], "name": "Bock"}, *rows[10:]],
    lambda rows: [{**rows[0], "factor": 3}, *rows[1:]],
    lambda rows: [*rows[:4], {**rows[4], "kind": "misere"}, *rows[5:]],
    lambda rows: rows[:-1],
], ids=["suits-swapped", "another-contract", "factor", "kind", "a-row-less"])
def test_other_rows_are_other_rules(change):
    theirs = {**FRENCH, "rows": change(FRENCH["rows"])}
    differences = rules_differences(GERMAN, theirs)
    assert [key for key, _mine, _theirs in differences] == ["rows"]
    assert differences[0][2] == theirs["rows"]  # said as the match has them


def test_a_french_tables_match_goes_to_a_german_evening_and_back(club, tmp_path):
    add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    german = club.new_evening("2026-11-26", "coiffeur", passen=1)
    french = club.new_evening("2026-12-03", "coiffeur", passen=1, settings={
        "deck": "fr", "rows": FRENCH["rows"]})
    french_match = example_with_rows(tmp_path, FRENCH["rows"], "fr.jass")
    old_file = example_with_rows(tmp_path, renamed(GERMAN, WRITTEN_IN_FRENCH)["rows"])
    club.record_match(german.id, 1, 1, french_match)
    club.record_match(french.id, 1, 1, old_file)
    for evening in (german, french):
        assert not [c for c in club.corrections(evening.id) if c.kind == "rules"]
        assert {r.points for r in club.results(evening.id)} == {6522, 7314}


def test_a_table_of_other_rows_is_still_refused(club, tmp_path):
    add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    evening = club.new_evening("2026-11-26", "coiffeur", passen=1)
    rows = [*FRENCH["rows"][:9], {**FRENCH["rows"][9], "name": "Bock"}, FRENCH["rows"][10]]
    with pytest.raises(ClubInputError, match=r"evening's: without Wunsch; with Bock ×10 "
                                             r"\(free choice\)\. "):
        club.record_match(evening.id, 1, 1, example_with_rows(tmp_path, rows))


def test_the_statistics_and_the_season_count_the_two_decks_evenings_as_one_rule(club):
    """A member's games of a French-cards and a German-cards Coiffeur evening of the club
    rulebook are one line of the statistics, and their season says no "other table rules";
    the French evening's rules are the preset's, not "Rows: Clubs ×1, …" changed."""
    from jasstafel.club import PaperResult

    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    german = club.new_evening("2026-11-26", "coiffeur", passen=1)
    french = club.new_evening("2026-12-03", "coiffeur", passen=1, settings={
        "deck": "fr", "rows": FRENCH["rows"]})
    for evening in (german, french):
        club.record_result(evening.id, 1, 1, [
            PaperResult(ids[name], points, side=side, matches=0)
            for name, points, side in (("Anna", 6000, 0), ("Cla", 6000, 0),
                                       ("Beat", 5000, 1), ("Dora", 5000, 1))])
    stats = club.member_statistics(ids["Anna"])
    assert [(v.variant, v.games) for v in stats.by_variant] == [("coiffeur", 2)]
    assert mixed_rules([(e.date, e.variant, e.settings) for e in (german, french)]) == ""
    assert i18n.table_rules("coiffeur", "jassverein", french.settings)[1] == ""


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_row_the_catalogs_say_is_read_as_its_row(language):
    """Every name a window shows for a row of the presets, in each of its languages, reads
    back as that row (core.coiffeur.SHOWN_ROW_NAMES holds the catalogs' words)."""
    i18n.use(language)
    try:
        for name in ROW_WORDS:
            shown = i18n.render(row_word(name))
            assert row_contract(shown) == row_contract(name), (language, name, shown)
    finally:
        i18n.use("en")
