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
        "Anna plays twice in the match")
    assert refused(club, evening, 1, 1, molotow, members=[4, 2, 3, 2]) == (
        "Beat plays twice in the match")
    twelve = club.new_evening("2026-11-26", "molotow", settings={"rounds": 12})
    assert refused(club, twelve, 1, 1, molotow) == (
        "the match was played with other table rules than the evening's: Rounds: 8 instead of "
        "12. Import it only if that is right, accepting its other table rules with the "
        "reason, which is logged.")
    target = club.new_evening("2026-11-26", "schieber", preset="einfach_1000")
    assert refused(club, target, 1, 1, schieber) == (
        "the match is scored as Schieber Turnier, the evening ranks Schieber to a target")


def test_an_unfinished_match_only_as_a_partial_result(club, members):
    doc = matchfile.load(MOLOTOW).document
    half = matchfile.Match(doc.model_copy(update={"entries": doc.entries[:3]}))
    evening = club.new_evening("2026-11-26", "molotow")
    assert refused(club, evening, 1, 1, half) == (
        "the match is not finished (3 of 8 rounds played): import it as an unfinished match "
        "only when that is right (it has no winner)")
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
    assert line.after["sides"] == [None] * 4  # Molotow: every player for himself
    assert line.after["why"] == "Emil is not in this Passe's draw"


def test_other_table_rules_are_logged_with_their_reason_at_their_place(club, members):
    twelve = club.new_evening("2026-11-26", "molotow", settings={"rounds": 12}, passen=2)
    club.record_match(twelve.id, 2, 4, matchfile.load(MOLOTOW), other_rules="Kurzturnier")
    (line,) = club.corrections(twelve.id)
    assert (line.kind, line.passe, line.table, line.note) == ("rules", 2, 4, "Kurzturnier")
    assert (line.before, line.after) == ({"rounds": 12}, {"rounds": 8})


def test_a_schieber_match_with_other_teams_than_the_draw_is_another_line_up(club, members):
    """The match's teams are its seats 1 & 3 and 2 & 4; the draw's teams are the evening's:
    the same four members in other teams are another line-up, refused without a reason."""
    ids = list(members.values())[:4]
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier")
    club.draw(evening.id, ids, rng=random.Random(1))
    (first, second) = club.drawn(evening.id)[0].tables[0].teams
    schieber = matchfile.load(SCHIEBER)
    crossed = [first[0], first[1], second[0], second[1]]  # teams first[0] & second[0] ...
    message = refused(club, evening, 1, 1, schieber, members=crossed)
    assert message.startswith("Passe 1, table 1 is not the draw's line-up: ")
    # as drawn: the teams sit crosswise
    stored = club.record_match(evening.id, 1, 1, schieber,
                               members=[first[0], second[0], first[1], second[1]])
    assert {r.member: r.side for r in stored} == {first[0]: 0, first[1]: 0,
                                                  second[0]: 1, second[1]: 1}


def test_a_match_stored_later_counts_in_the_season_kept_before(club, members):
    """The season's ranking keeps each evening's standings; a match stored afterwards makes
    the evening's kept standings void, so the season counts it."""
    ids = list(members.values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i)
                                          for i, m in enumerate(ids[:4])])
    assert [r.member.name for r in club.season_ranking(evening.season).rows] == [
        "Anna", "Beat", "Cla", "Dora"]
    club.record_match(evening.id, 2, 1, matchfile.load(MOLOTOW), members=ids[1:])
    names = [r.member.name for r in club.season_ranking(evening.season).rows]
    assert "Emil" in names and len(names) == 5


def test_a_replaced_table_logs_its_own_passe_when_the_players_sit_there_again(club, members):
    """The same four at table 1 in both Passen; Passe 1 replaced: the log's "before" is
    Passe 1's figures, not those of Passe 2 (read later), and Passe 2 stays."""
    ids = list(members.values())[:4]
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    for passe in (1, 2):
        club.record_result(evening.id, passe, 1, [PaperResult(m, 10 * passe + i)
                                                  for i, m in enumerate(ids)])
    club.record_match(evening.id, 1, 1, matchfile.load(MOLOTOW), members=ids, replace=True)
    log = club.corrections(evening.id)
    assert {c.member: c.before["points"] for c in log} == {
        m: 10 + i for i, m in enumerate(ids)}
    assert sorted(r.points for r in club.results(evening.id) if r.passe == 2) == [
        20, 21, 22, 23]


def test_a_paper_table_replaced_is_logged_and_a_second_one_refused(club, members):
    """record_result: a table with results is refused unless replaced; a replacement logs
    each member whose figures changed, with its note, at its place, and voids the kept
    season; a member the club does not have is named by his number."""
    ids = list(members.values())[:4]
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    club.record_result(evening.id, 2, 3, [PaperResult(m, 40 + i) for i, m in enumerate(ids)])
    club.season_ranking(evening.season)  # keeps the evening's standings
    with pytest.raises(ClubInputError) as caught:
        club.record_result(evening.id, 2, 3, [PaperResult(m, 314) for m in ids])
    assert str(caught.value) == ("Passe 2, table 3 has results already: replace them (a "
                                 "correction) or choose another table")
    # Dora's 43 was 33: the ranks change too, so everybody's line is logged
    now = club.record_result(evening.id, 2, 3, [
        PaperResult(ids[0], 40), PaperResult(ids[1], 41), PaperResult(ids[2], 42),
        PaperResult(ids[3], 33)], replace=True, note=" vertippt ")
    assert {r.member: (r.points, r.rank) for r in now} == {
        ids[0]: (40, 2), ids[1]: (41, 3), ids[2]: (42, 4), ids[3]: (33, 1)}
    log = club.corrections(evening.id)
    assert {(c.kind, c.passe, c.table, c.note) for c in log} == {("result", 2, 3, "vertippt")}
    assert {c.member: (c.before["points"], c.after["points"]) for c in log} == {
        ids[0]: (40, 40), ids[1]: (41, 41), ids[2]: (42, 42), ids[3]: (43, 33)}
    assert len(club.results(evening.id)) == 4
    assert club.season_ranking(evening.season).rows[0].member.id == ids[3]
    # a first paper result logs nothing; an unknown member is named by his number
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i) for i, m in enumerate(ids)])
    assert len(club.corrections(evening.id)) == 4
    with pytest.raises(ClubInputError) as caught:
        club.record_result(evening.id, 1, 2, [PaperResult(999, 40), *[
            PaperResult(m, 41) for m in list(members.values())[4:]]])
    assert str(caught.value) == "there is no member 999"
    with pytest.raises(ClubInputError) as caught:
        club.record_match(evening.id, 1, 2, matchfile.load(MOLOTOW), members=[999, *ids[1:]])
    assert str(caught.value) == "there is no member 999"
    # replaced again without a note: the log says none
    club.record_result(evening.id, 2, 3, [PaperResult(m, 40 + i) for i, m in enumerate(ids)],
                       replace=True)
    assert {c.note for c in club.corrections(evening.id)[4:]} == {""}


def test_a_replacement_logs_only_what_changed_and_an_empty_table_nothing(club, members):
    ids = list(members.values())[:4]
    evening = club.new_evening("2026-11-26", "molotow")
    # "replace" on a table without results: a first result, nothing to log
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i) for i, m in enumerate(ids)],
                       replace=True)
    assert club.corrections(evening.id) == []
    # Dora 53, not 43 (a Weis of 10 more): still last, so hers is the only line
    club.record_result(evening.id, 1, 1, [PaperResult(m, x) for m, x in
                                          zip(ids, (40, 41, 42, 53), strict=True)],
                       replace=True)
    (line,) = club.corrections(evening.id)
    assert (line.member, line.before["points"], line.after["points"]) == (ids[3], 43, 53)


def test_a_table_the_draw_has_not_is_logged_with_no_drawn_seats(club, members):
    ids = list(members.values())
    evening = club.new_evening("2026-11-26", "molotow")
    club.draw(evening.id, ids[:4], rng=random.Random(3))
    club.update_evening(evening.id, tables=2)  # a second table set up after the draw
    played = list(club.drawn(evening.id)[0].tables[0].seats)
    message = refused(club, evening, 1, 2, matchfile.load(MOLOTOW), members=played)
    assert message.startswith("the draw of Passe 1 has no table 2: check the table's number")
    club.record_match(evening.id, 1, 2, matchfile.load(MOLOTOW), members=played,
                      override="am Nebentisch gespielt")
    (line,) = [c for c in club.corrections(evening.id) if c.kind != "evening"]
    assert (line.kind, line.table, line.before) == ("lineup", 2, {"drawn": []})
    assert line.after["why"] == "the draw has no table 2 in Passe 1"


def test_a_replacement_with_another_player_logs_who_left_and_who_came(club, members):
    """Without a draw: Emil for Anna. The log has Anna's figures before and nothing after,
    Emil's nothing before and his figures after, and it reads back."""
    ids = list(members.values())
    evening = club.new_evening("2026-11-26", "molotow")
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i)
                                          for i, m in enumerate(ids[:4])])
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i)
                                          for i, m in enumerate(ids[1:])], replace=True)
    lines = {c.member: c for c in club.corrections(evening.id)}
    assert (lines[ids[0]].before["points"], lines[ids[0]].after) == (40, None)
    assert (lines[ids[4]].before, lines[ids[4]].after["points"]) == (None, 43)
    assert all((c.passe, c.table) == (1, 1) for c in lines.values())


@pytest.mark.parametrize("language, said", [
    ("en", "the match is invalid: the first seat must be one of the 4 players"),
    ("fr", "la partie n’est pas valable\u00a0: la première place doit être un des 4 joueurs"),
    ("de", "die Partie ist ungültig: Der erste Platz muss einer der 4 Spieler sein"),
])
def test_an_invalid_match_is_refused_in_the_language(club, members, language, said):
    """The rules' reason was put in as English text (str(err)): a German club heard "die
    Partie ist ungültig: The first seat must …". Now it is said in the language, after the
    colon as the language writes a part there (docs/translating.md)."""
    from jasstafel import i18n

    evening = club.new_evening("2026-11-26", "schieber", preset="turnier")
    broken = matchfile.load(SCHIEBER).document.model_copy(update={"first": 7})
    with pytest.raises(ClubInputError) as caught:
        club.record_match(evening.id, 1, 1, broken)
    previous = i18n.language()
    i18n.use(language)
    try:
        assert i18n.render(caught.value.message) == said
    finally:
        i18n.use(previous)
