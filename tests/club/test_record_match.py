"""A match played in the app, stored for a club table (``Club.record_match``): each refusal
word for word, the file left as it was, and what the corrections log keeps of a replaced
table, another line-up and other table rules."""

import random
from pathlib import Path

import pytest

from jasstafel.club import ClubInputError, PaperResult
from jasstafel.core import matchfile

from . import add_members

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
MOLOTOW = EXAMPLES / "molotow.jass"  # Anna, Beat, Cla, Dora; 8 rounds, finished
SCHIEBER = EXAMPLES / "schieber-turnier.jass"


@pytest.fixture
def members(club):
    return add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"])


def refused(club, evening, *args, **kwargs):
    before = (club.results(evening.id), club.corrections(evening.id))
    with pytest.raises(ClubInputError) as caught:
        club.record_match(evening.id, *args, **kwargs)
    assert (club.results(evening.id), club.corrections(evening.id)) == before
    return str(caught.value)


def test_what_does_not_fit_the_evening_is_refused_word_for_word(club, members):
    molotow, schieber = matchfile.load(MOLOTOW), matchfile.load(SCHIEBER)
    evening = club.new_evening("2026-11-26", "molotow")
    assert refused(club, evening, 1, 1, schieber) == "the match is Schieber, the evening Molotow"
    assert refused(club, evening, 1, 1, molotow, members=[1, 2, 3]) == (
        "the match has 4 players, 3 members were given")
    assert refused(club, evening, 1, 1, molotow, members=[1, 2, 3, 1]) == (
        "a member plays twice in the match")
    twelve = club.new_evening("2026-11-26", "molotow", settings={"rounds": 12})
    assert refused(club, twelve, 1, 1, molotow) == (
        "the match was played with other table rules than the evening's: rounds 8 (evening: "
        "12). Import it only when that is right, confirmed with its reason (it is logged).")
    target = club.new_evening("2026-11-26", "schieber", preset="einfach_1000")
    assert refused(club, target, 1, 1, schieber) == (
        "the match is scored as Schieber Turnier, the evening ranks Schieber to a target")


def test_an_unfinished_match_only_as_a_partial_result(club, members):
    doc = matchfile.load(MOLOTOW).document
    half = matchfile.Match(doc.model_copy(update={"entries": doc.entries[:3]}))
    evening = club.new_evening("2026-11-26", "molotow")
    assert refused(club, evening, 1, 1, half) == (
        "the match is not finished (record it anyway as a partial result)")
    assert len(club.record_match(evening.id, 1, 1, half, partial=True)) == 4


def test_an_invalid_match_document_is_refused_with_its_reason(club, members):
    doc = matchfile.load(MOLOTOW).document
    first = doc.entries[0]
    wrong = first.model_copy(update={"points": [first.points[0] + 100, *first.points[1:]]})
    document = doc.model_copy(update={"entries": [wrong, *doc.entries[1:]]})
    with pytest.raises(Exception) as direct:
        matchfile.Match(document)
    evening = club.new_evening("2026-11-26", "molotow")
    assert refused(club, evening, 1, 1, document) == f"the match is invalid: {direct.value}"


def test_a_replaced_table_logs_the_old_figures_at_its_place(club, members):
    molotow = matchfile.load(MOLOTOW)
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    # the same players in Passe 1, others at table 1: untouched by the replacement
    others = add_members(club, ["Fritz", "Gret", "Hans", "Ida"]).values()
    for passe, table, players in ((1, 3, list(members.values())[:4]), (2, 1, others)):
        club.record_result(evening.id, passe, table,
                           [PaperResult(m, 40 + i) for i, m in enumerate(players)])
    first = club.record_match(evening.id, 2, 3, molotow)
    assert refused(club, evening, 2, 3, molotow) == (
        "Passe 2, table 3 has results already: replace them (a correction) or choose another "
        "table")
    doc = molotow.document
    shorter = matchfile.Match(doc.model_copy(update={"entries": doc.entries[:7]}))
    club.record_match(evening.id, 2, 3, shorter, replace=True, partial=True)
    log = club.corrections(evening.id)
    assert {(c.kind, c.passe, c.table, c.note) for c in log} == {("result", 2, 3, "")}
    assert {c.member: c.before["points"] for c in log} == {r.member: r.points for r in first}
    assert len(log) == 4 and len(club.results(evening.id)) == 12
    assert sorted(r.points for r in club.results(evening.id) if r.table != 3 or r.passe != 2) \
        == [40, 40, 41, 41, 42, 42, 43, 43]


def test_another_line_up_is_logged_with_its_reason_at_its_place(club, members):
    ids = list(members.values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    club.draw(evening.id, ids[:4], rng=random.Random(3))
    # Passe 2 as drawn: no reason needed
    passe_2 = club.drawn(evening.id)[1].tables[0].seats
    club.record_match(evening.id, 2, 1, matchfile.load(MOLOTOW), members=list(passe_2))
    assert club.corrections(evening.id) == []
    # Passe 1 with Emil for Dora: refused without a reason, logged with it
    played = [ids[0], ids[1], ids[2], ids[4]]
    message = refused(club, evening, 1, 1, matchfile.load(MOLOTOW), members=played)
    assert message == (
        "Passe 1, table 1 is not the draw's line-up: Emil is not in this Passe's draw. A "
        "result is for the players the draw seated there; record another line-up (a late "
        "arrival, a substitute) as an override, with its reason.")
    club.record_match(evening.id, 1, 1, matchfile.load(MOLOTOW), members=played,
                      override="Dora musste früher gehen")
    (line,) = club.corrections(evening.id)
    assert (line.kind, line.passe, line.table, line.note) == (
        "lineup", 1, 1, "Dora musste früher gehen")
    assert line.before == {"drawn": list(club.drawn(evening.id)[0].tables[0].seats)}
    assert line.after["played"] == played
    assert line.after["why"] == "Emil is not in this Passe's draw"


def test_other_table_rules_are_logged_with_their_reason_at_their_place(club, members):
    twelve = club.new_evening("2026-11-26", "molotow", settings={"rounds": 12}, passen=2)
    club.record_match(twelve.id, 2, 4, matchfile.load(MOLOTOW), other_rules="Kurzturnier")
    (line,) = club.corrections(twelve.id)
    assert (line.kind, line.passe, line.table, line.note) == ("rules", 2, 4, "Kurzturnier")
    assert (line.before, line.after) == ({"rounds": 12}, {"rounds": 8})
