"""A stored result corrected by hand (``Club.correct_result``), worked through: Striche and
Nuller that make the points, what is refused and how it is said, and that a correction
touches its own Passe and table only."""

import random
import re
import sqlite3
from dataclasses import replace

import pytest

from jasstafel.club import ClubInputError, PaperResult

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil"]


def figures(results, *fields):
    return {r.member: tuple(getattr(r, f) for f in fields) for r in results}


def refusal(club, evening, passe, table, corrections):
    before = club.results(evening.id)
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, passe, table, corrections)
    assert club.results(evening.id) == before  # nothing changed
    return str(refused.value)


def test_fahnder_striche_or_nuller_alone_make_the_net_again(club):
    a, b, c, d, _e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "fahnder")
    club.record_result(evening.id, 1, 1, [
        PaperResult(a, striche=12, nuller=0), PaperResult(b, striche=5, nuller=2),
        PaperResult(c, striche=3, nuller=1), PaperResult(d, striche=0, nuller=4)])
    # Beat 9 Striche, not 5: net 9 − 2 = 7
    now = club.correct_result(evening.id, 1, 1, [PaperResult(b, striche=9)])
    assert figures(now, "points", "striche", "nuller", "rank") == {
        a: (12, 12, 0, 1), b: (7, 9, 2, 2), c: (2, 3, 1, 3), d: (-4, 0, 4, 4)}
    # Cla 5 Nuller, not 1: net 3 − 5 = −2, still third
    now = club.correct_result(evening.id, 1, 1, [PaperResult(c, nuller=5)])
    assert figures(now, "points", "striche", "nuller", "rank") == {
        a: (12, 12, 0, 1), b: (7, 9, 2, 2), c: (-2, 3, 5, 3), d: (-4, 0, 4, 4)}
    # both given: the net of both; points given: as given (and checked)
    now = club.correct_result(evening.id, 1, 1, [PaperResult(d, striche=2, nuller=1)])
    assert figures(now, "points", "rank")[d] == (1, 3)
    assert figures(now, "points", "rank")[c] == (-2, 4)


def test_handjass_striche_alone_are_the_points(club):
    a, b, c, _d, _e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "handjass")
    club.record_result(evening.id, 1, 1, [PaperResult(a, 7), PaperResult(b, 3),
                                          PaperResult(c, 5)])
    # the fewest Striche win: Beat with 6, not 3, is second behind Cla's 5
    now = club.correct_result(evening.id, 1, 1, [PaperResult(b, striche=6)])
    assert figures(now, "points", "striche", "rank", "won") == {
        a: (7, 7, 3, False), b: (6, 6, 2, False), c: (5, 5, 1, True)}


def test_what_cannot_be_corrected_is_said_word_for_word(club):
    a, b, c, d, e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    # 8 rounds: the table's points add up to 8 × 157 = 1'256 (give or take tens)
    club.record_result(evening.id, 1, 1, [PaperResult(m, 314) for m in (a, b, c, d)])
    assert refusal(club, evening, 2, 1, [PaperResult(a, 30)]) == (
        "Passe 2, table 1 has no results to correct")
    assert refusal(club, evening, 1, 2, [PaperResult(a, 30)]) == (
        "Passe 1, table 2 has no results to correct")
    assert refusal(club, evening, 1, 1, [PaperResult(e, 30)]) == (
        "Emil has no result at Passe 1, table 1")
    assert refusal(club, evening, 1, 1, [PaperResult(999, 30)]) == (
        "999 has no result at Passe 1, table 1")  # no such member: his number
    assert refusal(club, evening, 1, 1, [PaperResult(a, rank=5)]) == (
        "Anna: rank 5 at a table of 4")


def drawn_schieber_table(club):
    """A Schieber Turnier of four, drawn, its table recorded: the first team 1000 points and
    2 Matches, the second 884 and 1. Returns the evening, both teams and the names."""
    ids = list(add_members(club, NAMES[:4]).values())
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier")
    club.draw(evening.id, ids, rng=random.Random(1))
    (first, second) = club.drawn(evening.id)[0].tables[0].teams
    club.record_result(evening.id, 1, 1, [
        PaperResult(first[0], 1000, matches=2), PaperResult(first[1], 1000, matches=2),
        PaperResult(second[0], 884, matches=1), PaperResult(second[1], 884, matches=1)])
    return evening, first, second, {m.id: m.name for m in club.members()}


def test_partners_are_corrected_alike(club):
    evening, first, second, names = drawn_schieber_table(club)
    one, other = sorted(second)  # named in the order of the members' numbers
    assert refusal(club, evening, 1, 1, [PaperResult(second[1], 900)]) == (
        f"{names[one]} and {names[other]} are partners: a team has one result, correct both "
        "alike")
    # both alike: the team's figures change, and the ranks follow the points
    now = club.correct_result(evening.id, 1, 1, [PaperResult(m, 1000) for m in second]
                              + [PaperResult(m, 884) for m in first])
    assert figures(now, "points", "rank") == {first[0]: (884, 2), first[1]: (884, 2),
                                              second[0]: (1000, 1), second[1]: (1000, 1)}
    # a team that cannot have so many points is named by its players
    message = refusal(club, evening, 1, 1, [PaperResult(m, matches=13) for m in second])
    assert message == (f"{names[one]} & {names[other]}: 13 Matches in 12 rounds is not possible "
                       "(at most one per round)")


def test_matches_alone_keep_the_ranks_as_they_were_written(club):
    """A tie on points broken at the table (here: written ranks), then a correction of the
    Matches only: points and winner unchanged, so the written ranks stay."""
    ids = list(add_members(club, NAMES[:4]).values())
    evening = club.new_evening("2026-11-26", "molotow")
    # the fewest points first, the tie decided by the card drawn; 1'256 in 8 rounds
    club.record_result(evening.id, 1, 1, [
        PaperResult(ids[0], 300, rank=2), PaperResult(ids[1], 300, rank=1),
        PaperResult(ids[2], 320, rank=3), PaperResult(ids[3], 336, rank=4)])
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], side=1)])
    assert [r.rank for r in sorted(now, key=lambda r: r.member)] == [2, 1, 3, 4]


def test_a_correction_touches_its_own_passe_and_table_only(club):
    ids = list(add_members(club, [f"Spieler {c}" for c in "ABCDEFGH"]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    for passe in (1, 2):  # each table's points end as 8 rounds × 157 does, in 6
        club.record_result(evening.id, passe, 1, [PaperResult(m, 304 + 10 * (passe + i))
                                                  for i, m in enumerate(ids[:4])])
        club.record_result(evening.id, passe, 2, [PaperResult(m, 204 + 10 * (passe + i))
                                                  for i, m in enumerate(ids[4:])])
    before = {(r.passe, r.table, r.member): r for r in club.results(evening.id)}
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], 364)])
    assert len(now) == 4 and {r.passe for r in now} == {1} and {r.table for r in now} == {1}
    after = {(r.passe, r.table, r.member): r for r in club.results(evening.id)}
    changed = {k for k in after if after[k] != before[k]}
    # Anna's points and the ranks of her table in Passe 1: nothing else
    assert changed <= {(1, 1, m) for m in ids[:4]} and (1, 1, ids[0]) in changed
    assert after[(1, 1, ids[0])].points == 364
    assert [after[(1, 1, m)].points for m in ids[1:4]] == [324, 334, 344]


def test_a_line_of_the_log_reads_back_whole(club):
    """Every field of a logged correction comes back as it was written: its own number, the
    evening, Passe, table and member, the figures before and after, the note, the time and
    the kind (numbers that differ from each other, so that no field can stand in for
    another)."""
    ids = list(add_members(club, NAMES).values())
    for day in ("2026-11-05", "2026-11-12"):
        club.new_evening(day, "molotow")
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    club.record_result(evening.id, 2, 1, [PaperResult(m, 40 + i)
                                          for i, m in enumerate(ids[1:])])
    # Emil keeps the most points (the last rank at Molotow): one line each (a Weis of 10
    # more: the table's points still end as 8 rounds × 157 do)
    club.correct_result(evening.id, 2, 1, [PaperResult(ids[4], 53)], note=" Zählfehler ")
    club.correct_result(evening.id, 2, 1, [PaperResult(ids[4], 63)])
    first, second = club.corrections()
    assert (first.id, first.evening, first.passe, first.table, first.member) == (
        1, 3, 2, 1, ids[4])
    assert second.id == 2
    assert first.before == {"points": 43, "striche": None, "nuller": None, "matches": 0,
                            "rank": 4, "won": False, "side": None, "source": "paper"}
    assert first.after == {**first.before, "points": 53}
    assert (second.before["points"], second.after["points"]) == (53, 63)
    assert (first.note, first.kind, second.note) == ("Zählfehler", "result", "")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", first.at)
    assert club.corrections(evening.id) == [first, second]
    assert club.corrections(1) == []


def test_the_log_keeps_names_as_written_for_any_sqlite_tool(club):
    """The log's figures are JSON as a person reads it in any SQLite tool: "Zürich", not
    "Z\\u00fcrich"."""
    evening = club.new_evening("2026-11-26", "molotow", place="Zürich")
    club.update_evening(evening.id, place="Bümpliz", note="verlegt")
    club.delete_evening(evening.id, note="abgesagt")
    with sqlite3.connect(club.path) as conn:
        rows = conn.execute("SELECT before, after FROM corrections ORDER BY id").fetchall()
    assert '"Zürich"' in rows[0][0] and '"Bümpliz"' in rows[0][1]
    assert '"Bümpliz"' in rows[1][0] and rows[1][1] is None


def test_fahnder_a_figure_alone_keeps_the_others_and_nothing_is_made_up(club):
    """Net Striche from the Striche and Nuller kept: a Nuller more for Dora, who has no
    Striche (0 − 5), a Strich more for Anna, who has no Nuller (13 − 0); a table recorded by
    its nets alone keeps them when only a rank is corrected."""
    a, b, c, d, _e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "fahnder")
    club.record_result(evening.id, 1, 1, [
        PaperResult(a, striche=12, nuller=0), PaperResult(b, striche=5, nuller=2),
        PaperResult(c, striche=3, nuller=1), PaperResult(d, striche=0, nuller=4)])
    now = club.correct_result(evening.id, 1, 1, [PaperResult(d, nuller=5)])
    assert figures(now, "points", "striche", "nuller")[d] == (-5, 0, 5)
    now = club.correct_result(evening.id, 1, 1, [PaperResult(a, striche=13)])
    assert figures(now, "points", "striche", "nuller")[a] == (13, 13, 0)
    # points beside Striche are checked against them
    assert refusal(club, evening, 1, 1, [PaperResult(b, 6, striche=9)]) == (
        "Beat: net Striche are Striche − Nuller: 9 − 2 = 7, not 6")
    nets = club.new_evening("2026-11-27", "fahnder")
    club.record_result(nets.id, 1, 1, [PaperResult(m, x) for m, x in
                                       ((a, 12), (b, 7), (c, 2), (d, -4))])
    now = club.correct_result(nets.id, 1, 1, [PaperResult(b, rank=2)])
    assert figures(now, "points", "striche", "nuller") == {
        a: (12, None, None), b: (7, None, None), c: (2, None, None), d: (-4, None, None)}


def test_handjass_points_beside_the_striche_must_be_the_striche(club):
    a, b, c, _d, _e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "handjass")
    assert refusal(club, evening, 1, 1, []) == "Passe 1, table 1 has no results to correct"
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, [PaperResult(a, 7, striche=9), PaperResult(b, 3),
                                              PaperResult(c, 5)])
    assert str(refused.value) == "Anna: a Handjass counts Striche: 9 Striche, not 7"
    club.record_result(evening.id, 1, 1, [PaperResult(a, 7), PaperResult(b, 3),
                                          PaperResult(c, 5, striche=5)])
    assert refusal(club, evening, 1, 1, [PaperResult(b, 4, striche=6)]) == (
        "Beat: a Handjass counts Striche: 6 Striche, not 4")


def test_sides_typed_at_a_table_without_teams_make_no_partners(club):
    """Molotow: each plays for himself, whatever sides were typed with the result, so one
    player's figures are corrected alone."""
    ids = list(add_members(club, NAMES[:4]).values())
    evening = club.new_evening("2026-11-26", "molotow")
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i, side=i // 2)
                                          for i, m in enumerate(ids)])
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], 30)])
    assert figures(now, "points", "rank")[ids[0]] == (30, 1)


def test_both_teams_impossible_names_the_first_seated_team(club):
    evening, first, second, names = drawn_schieber_table(club)
    message = refusal(club, evening, 1, 1, [PaperResult(m, matches=13)
                                            for m in (*first, *second)])
    one, other = sorted(first)
    assert message.startswith(f"{names[one]} & {names[other]}: 13 Matches")


def test_a_correction_of_a_table_changed_since_it_was_read_is_refused(club):
    """``seen``: the table as the corrector saw it. Another program corrected it meanwhile:
    refused with the figures it has now, nothing changed; as seen now, it is written."""
    from jasstafel.club.club import CHANGED_MEANWHILE, seen_figures

    a, b, c, d, _e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "molotow")  # 306: ends as 8 × 157 does
    club.record_result(evening.id, 1, 1, [PaperResult(a, 126), PaperResult(b, 80),
                                          PaperResult(c, 60), PaperResult(d, 40)])
    seen = [seen_figures(r) for r in club.results(evening.id)]
    club.correct_result(evening.id, 1, 1, [PaperResult(b, 70)])  # the other program
    before = club.results(evening.id)
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(a, 136)], seen=seen)
    assert refused.value.message.template == CHANGED_MEANWHILE
    assert str(refused.value) == ("Passe 1, table 1 was changed meanwhile by another program "
                                  "and is now Anna 126, Beat 70, Cla 60, Dora 40: nothing was "
                                  "corrected")
    assert club.results(evening.id) == before
    # who won, a rank or a side differing is a change too, not only the points
    for field, value in (("won", False), ("rank", 2), ("side", 0)):  # Dora: the fewest
        stale = [r if r.member != d else replace(r, **{field: value})
                 for r in map(seen_figures, before)]
        with pytest.raises(ClubInputError):
            club.correct_result(evening.id, 1, 1, [PaperResult(a, 136)], seen=stale)
    now = club.correct_result(evening.id, 1, 1, [PaperResult(a, 136)],
                              seen=[seen_figures(r) for r in before])
    assert figures(now, "points") == {a: (136,), b: (70,), c: (60,), d: (40,)}
    # without seen (the command line reads and writes at once) nothing is compared
    club.correct_result(evening.id, 1, 1, [PaperResult(c, 70)])


def test_a_team_table_changed_meanwhile_is_named_by_its_teams(club):
    from jasstafel.club.club import seen_figures

    a, b, c, d, _e = add_members(club, NAMES).values()
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
    club.record_result(evening.id, 1, 1, [
        PaperResult(a, 1000, side=0), PaperResult(c, 1000, side=0),
        PaperResult(b, 884, side=1), PaperResult(d, 884, side=1)])
    seen = [seen_figures(r) for r in club.results(evening.id)]
    club.correct_result(evening.id, 1, 1, [PaperResult(m, p) for m, p in
                                           ((a, 990), (c, 990), (b, 894), (d, 894))])
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(a, 980), PaperResult(c, 980)],
                            seen=seen)
    assert "is now Anna & Cla 990, Beat & Dora 894: nothing" in str(refused.value)


def test_every_figure_seen_is_compared_not_only_the_points(club):
    """Striche and Nuller that changed alike (the net the same), or a Match more: changed."""
    from jasstafel.club.club import seen_figures

    a, b, c, d, _e = add_members(club, NAMES).values()
    fahnder = club.new_evening("2026-11-26", "fahnder")
    club.record_result(fahnder.id, 1, 1, [
        PaperResult(a, striche=12, nuller=0), PaperResult(b, striche=5, nuller=2),
        PaperResult(c, striche=3, nuller=1), PaperResult(d, striche=0, nuller=4)])
    schieber = club.new_evening("2026-11-27", "schieber", preset="turnier", passen=1)
    club.record_result(schieber.id, 1, 1, [
        PaperResult(a, 1000, side=0), PaperResult(c, 1000, side=0),
        PaperResult(b, 884, side=1), PaperResult(d, 884, side=1)])
    backside = club.new_evening("2026-11-28", "schieber", preset="turnier", passen=1,
                                settings={"striche": True})  # Striche beside the points
    club.record_result(backside.id, 1, 1, [
        PaperResult(a, 1000, side=0, striche=2), PaperResult(c, 1000, side=0, striche=2),
        PaperResult(b, 884, side=1, striche=0), PaperResult(d, 884, side=1, striche=0)])
    for evening, change in ((fahnder, [PaperResult(b, striche=6, nuller=3)]),
                            (backside, [PaperResult(a, striche=3), PaperResult(c, striche=3)]),
                            (fahnder, [PaperResult(c, striche=4, nuller=2)]),
                            (schieber, [PaperResult(a, matches=1), PaperResult(c, matches=1)])):
        seen = [seen_figures(r) for r in club.results(evening.id)]
        club.correct_result(evening.id, 1, 1, change)  # the other program
        now = club.results(evening.id)
        assert [r.points for r in now] == [s.points for s in seen]  # the points the same
        with pytest.raises(ClubInputError, match="changed meanwhile"):
            club.correct_result(evening.id, 1, 1, [PaperResult(d)], seen=seen)
        assert club.results(evening.id) == now
    r = now[0]  # every figure by its name
    assert seen_figures(r) == PaperResult(member=r.member, points=r.points, striche=r.striche,
                                          nuller=r.nuller, rank=r.rank, matches=r.matches,
                                          won=r.won, side=r.side)
