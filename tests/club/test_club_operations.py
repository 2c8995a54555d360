"""The club's everyday operations worked through whole: deleting a member, an evening or a
table's results (each refusal word for word, what the corrections log keeps, field by
field), guests, renaming, correcting an evening, and which draws a new variant can play."""

import json
import random

import pytest

from jasstafel.club import ClubInputError, Member, PaperResult
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def molotow_evening(club, ids, passen=1, seed=1):
    """A Molotow of one round: a table's points add up to its 157 card points."""
    evening = club.new_evening("2026-11-26", "molotow", passen=passen, title="Probeabend",
                               place="Rössli", settings={"rounds": 1})
    club.draw(evening.id, ids, rng=random.Random(seed))
    return evening


def paper(club, evening, passe, table, points):
    """The drawn seats of a table, with *points* in seat order."""
    seats = next(t.seats for p in club.drawn(evening.id) if p.passe == passe
                 for t in p.tables if t.number == table)
    club.record_result(evening.id, passe, table,
                       [PaperResult(m, x) for m, x in zip(seats, points, strict=True)])
    return seats


# -- deleting a member ---------------------------------------------------------------------------


def test_a_member_with_results_is_refused_word_for_word(club):
    ids = list(add_members(club, NAMES).values())
    first = molotow_evening(club, ids, passen=3)
    for passe in (1, 2, 3):
        paper(club, first, passe, 1, [40, 39, 38, 40])
    second = club.new_evening("2026-12-03", "molotow", settings={"rounds": 1})
    club.record_result(second.id, 1, 1, [PaperResult(ids[0], 50), PaperResult(ids[1], 57),
                                         PaperResult(ids[3], 50)])
    with pytest.raises(ClubInputError) as refused:
        club.delete_member(ids[2])
    assert str(refused.value) == ("Cla has 3 results and cannot be deleted: the rankings "
                                  "need them. Deactivate the member instead.")
    club.delete_results(first.id, 1, 1)
    club.delete_results(first.id, 2, 1)
    with pytest.raises(ClubInputError) as refused:
        club.delete_member(ids[2])
    assert str(refused.value) == ("Cla has a result and cannot be deleted: the rankings "
                                  "need it. Deactivate the member instead.")
    assert club.member(ids[2]).name == "Cla"


def test_a_member_in_a_draw_is_refused_until_drawn_again_without_him(club):
    ids = list(add_members(club, [*NAMES, "Emil"]).values())
    club.new_evening("2026-11-19", "molotow")  # evening 1: no draw
    second = molotow_evening(club, ids[:4])  # evening 2
    third = molotow_evening(club, ids[:4])  # evening 3
    with pytest.raises(ClubInputError) as refused:
        club.delete_member(ids[3])
    # the first evening he is drawn in
    assert str(refused.value) == ("Dora is in the draw of evening 2: draw that evening "
                                  "again without Dora first")
    club.draw(second.id, [ids[0], ids[1], ids[2], ids[4]], rng=random.Random(5))
    with pytest.raises(ClubInputError, match="in the draw of evening 3"):
        club.delete_member(ids[3])
    club.draw(third.id, [ids[0], ids[1], ids[2], ids[4]], rng=random.Random(6))
    club.delete_member(ids[3])
    assert "Dora" not in {m.name for m in club.members()}


def test_a_deleted_member_takes_his_result_corrections_along(club):
    """Once his results are deleted and he is drawn out, his lines of the corrections log
    go with him; the others' lines and the evening's own stay."""
    ids = list(add_members(club, [*NAMES, "Emil"]).values())
    evening = molotow_evening(club, ids[:4])
    seats = paper(club, evening, 1, 1, [40, 39, 38, 40])
    club.delete_results(evening.id, 1, 1, note="falscher Tisch")
    club.update_evening(evening.id, title="Hausjass")
    club.draw(evening.id, ids[1:], rng=random.Random(2))
    club.delete_member(ids[0])
    log = club.corrections(evening.id)
    assert sorted((c.kind, c.member or 0) for c in log) == [("evening", 0)] + sorted(
        ("result", m) for m in seats if m != ids[0])


# -- deleting a table's results, an evening ------------------------------------------------------


def test_deleted_results_go_to_the_log_member_by_member(club):
    ids = list(add_members(club, NAMES).values())
    evening = molotow_evening(club, ids, passen=2)
    seats = paper(club, evening, 2, 1, [40, 39, 38, 40])
    assert club.delete_results(evening.id, 2, 1, note="  am falschen Tisch ") == 4
    assert club.results(evening.id) == []
    log = club.corrections(evening.id)
    assert sorted((c.kind, c.passe, c.table, c.member, c.after, c.note) for c in log) == [
        ("result", 2, 1, m, None, "am falschen Tisch") for m in sorted(seats)]
    assert {c.member: c.before["points"] for c in log} == dict(zip(seats, [40, 39, 38, 40],
                                                                   strict=True))
    assert all(set(c.before) == {"points", "striche", "nuller", "matches", "rank", "won",
                                 "side", "source"} for c in log)
    seats = paper(club, evening, 1, 1, [40, 39, 38, 40])
    club.delete_results(evening.id, 1, 1)
    assert {c.note for c in club.corrections(evening.id) if c.passe == 1} == {""}
    # nothing to delete: nothing logged
    assert club.delete_results(evening.id, 2, 1) == 0
    assert len(club.corrections(evening.id)) == 8


def test_a_deleted_evening_is_kept_whole_in_the_log(club):
    ids = list(add_members(club, NAMES).values())
    evening = molotow_evening(club, ids, passen=2)
    match = new_match("molotow", [club.member(m).name for m in _seats(club, evening, 1)],
                      settings={"rounds": 1})
    match.add(MolotowRound(points=[40, 39, 38, 40]))
    club.record_match(evening.id, 1, 1, match, members=_seats(club, evening, 1), partial=True)
    paper(club, evening, 2, 1, [50, 30, 37, 40])
    ev = club.evening(evening.id)
    document = json.loads(matchfile.dumps(club.match(evening.id, 1, 1)))
    club.delete_evening(evening.id)
    (line,) = [c for c in club.corrections(evening.id) if c.kind == "evening"]
    assert (line.after, line.note, line.passe, line.table, line.member) == (None, "", None,
                                                                             None, None)
    whole = line.before
    assert whole["evening"] == {"id": ev.id, "date": "2026-11-26", "season": "2026",
                                "place": "Rössli", "title": "Probeabend", "variant": "molotow",
                                "preset": ev.preset, "settings": dict(ev.settings),
                                "passen": 2, "tables": ev.tables}
    assert whole["seats"] == [[p, 1, seat, m] for p in (1, 2)
                              for seat, m in enumerate(_seats_of(whole, p), start=1)]
    assert sorted((r["passe"], r["table"], r["member"], r["points"], r["source"])
                  for r in whole["results"]) == sorted(
        [(1, 1, m, x, "match") for m, x in zip(_seats_of(whole, 1), [40, 39, 38, 40],
                                                 strict=True)]
        + [(2, 1, m, x, "paper") for m, x in zip(_seats_of(whole, 2), [50, 30, 37, 40],
                                                  strict=True)])
    (stored,) = whole["matches"]
    assert stored == {"passe": 1, "table": 1, "document": document}


def _seats(club, evening, passe):
    return next(p.tables[0].seats for p in club.drawn(evening.id) if p.passe == passe)


def _seats_of(whole, passe):
    return [m for p, _t, _s, m in whole["seats"] if p == passe]


# -- guests and names -----------------------------------------------------------------------------


def test_a_guest_named_like_a_member_is_refused(club):
    add_members(club, ["Anna"])
    with pytest.raises(ClubInputError) as refused:
        club.add_guest("anna")
    assert str(refused.value) == "Anna is a member, not a guest"
    beat = club.add_member("Beat Muster", short_name="Bea")
    with pytest.raises(ClubInputError) as refused:
        club.add_guest("BEA")
    assert str(refused.value) == "the name 'BEA' is taken by the member Beat Muster"
    assert [m.name for m in club.guests()] == []
    hans = club.add_guest("Hans Gast")
    assert hans == club.member(hans.id) == Member(hans.id, "Hans Gast", "", True, guest=True)
    assert club.make_member(hans) == club.member(hans.id) == Member(hans.id, "Hans Gast")
    assert beat.short_name == "Bea"


def test_renaming_changes_what_is_given_and_keeps_the_rest(club):
    beat = club.add_member("Beat", short_name="Bea")
    club.add_member("Cla Caflisch", short_name="Cla")
    renamed = club.rename_member(beat.id, name="Beat Muster")
    assert renamed == club.member(beat.id) == Member(beat.id, "Beat Muster", "Bea")
    assert club.rename_member(beat.id, short_name="BM") == Member(beat.id, "Beat Muster",
                                                                  "BM")
    for name, short, taken in [("Cla Caflisch", None, "Cla Caflisch"), (None, "cla", "cla"),
                               ("cla", None, "cla")]:
        with pytest.raises(ClubInputError) as refused:
            club.rename_member(beat.id, name=name, short_name=short)
        what = "short name" if short else "name"  # the field typed in: what to change
        assert str(refused.value) == f"the {what} '{taken}' is taken by the member Cla Caflisch"
    assert club.member(beat.id) == Member(beat.id, "Beat Muster", "BM")
    # his own names are no clash
    assert club.rename_member(beat.id, name="beat muster", short_name="bm").label == "bm"


# -- correcting an evening -------------------------------------------------------------------------


def test_new_table_settings_alone_keep_the_variant_and_the_other_settings(club):
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", tables=3)
    before = club.evening(evening.id)
    changed = club.update_evening(evening.id, settings={"rounds": 8})
    assert (changed.variant, changed.preset, changed.tables) == ("schieber", "turnier", 3)
    assert changed.settings == {**before.settings, "rounds": 8}
    (line,) = club.corrections(evening.id)
    assert line.before == {"settings": dict(before.settings)}
    assert line.after == {"settings": {**before.settings, "rounds": 8}}
    assert line.note == ""  # none given
    # the date or the count of tables alone keep the evening's own settings
    assert club.update_evening(evening.id, tables=2).tables == 2
    moved = club.update_evening(evening.id, date="2026-11-27")
    assert moved.settings == changed.settings and moved.date == "2026-11-27"


def test_table_rules_stay_when_only_the_date_changes_after_results(club):
    ids = list(add_members(club, NAMES).values())
    evening = molotow_evening(club, ids)
    paper(club, evening, 1, 1, [40, 39, 38, 40])
    moved = club.update_evening(evening.id, date="2026-11-27", preset=None)
    assert moved.date == "2026-11-27" and moved.preset == evening.preset


@pytest.mark.parametrize("players, variant, fits", [
    (3, "differenzler", True),  # a table of three where three may play
    (3, "coiffeur", True),  # ... also in a team variant: three play without partners
    (3, "fahnder", False),  # a Fahnder needs four
    (4, "fahnder", True),  # four at a table of four
    (4, "guggitaler", True),
    (4, "coiffeur", False),  # four without partners: the draw has no teams
])
def test_which_draws_a_new_variant_can_play(club, players, variant, fits):
    ids = list(add_members(club, [*NAMES, "Emil", "Fritz"][:players]).values())
    evening = molotow_evening(club, ids)
    assert [len(t.seats) for t in club.drawn(evening.id)[0].tables] == [players]
    if fits:
        assert club.update_evening(evening.id, variant=variant).variant == variant
        assert club.drawn(evening.id)  # kept
    else:
        with pytest.raises(ClubInputError, match="draw does not fit"):
            club.update_evening(evening.id, variant=variant)
        assert club.evening(evening.id).variant == "molotow"


def test_an_evening_with_results_keeps_its_rules_and_its_tables(club):
    """Word for word; and the same rules given again with a new date are no change of rules."""
    ids = list(add_members(club, [*NAMES, "Emil", "Fritz", "Gret", "Hans"]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2, tables=3)
    # 8 rounds: 8 × 157 = 1'256 at a table
    club.record_result(evening.id, 1, 2, [PaperResult(m, 314) for m in ids[:4]])
    club.record_result(evening.id, 2, 3, [PaperResult(m, 314) for m in ids[4:]])
    words = {
        "variant": ("the evening has results of 2 tables: its variant and table rules stay as "
                    "they were checked against them (remove the results first, or create a new "
                    "evening)"),
        "tables": "table 3 has results: the evening keeps at least 3 tables",
        "passen": "Passe 2 has results: the evening keeps at least 2 Passen",
    }
    for change, args in (("variant", {"variant": "differenzler"}), ("tables", {"tables": 2}),
                         ("passen", {"passen": 1})):
        with pytest.raises(ClubInputError) as refused:
            club.update_evening(evening.id, **args)
        assert str(refused.value) == words[change]
    same = club.evening(evening.id)
    moved = club.update_evening(evening.id, date="2026-11-27", variant="molotow",
                                settings=dict(same.settings))
    assert moved.date == "2026-11-27" and moved.settings == same.settings


def test_a_draw_that_does_not_fit_is_refused_word_for_word(club):
    ids = list(add_members(club, NAMES[:3]).values())
    evening = molotow_evening(club, ids)
    with pytest.raises(ClubInputError) as refused:
        club.update_evening(evening.id, variant="fahnder")
    assert str(refused.value) == ("the evening's draw does not fit Fahnder (its tables or "
                                  "teams): change it with the draw cleared, then draw again")


def test_a_member_who_sits_out_twice_is_counted_twice(club):
    """Five at one Molotow table for six Passen: one sits out each Passe, so one of them
    twice; the evening's ranking counts each sit-out."""
    ids = list(add_members(club, [*NAMES, "Emil"]).values())
    evening = molotow_evening(club, ids, passen=6)
    for passe in range(1, 7):
        paper(club, evening, passe, 1, [37, 39, 40, 41])
    out = {r.member.id: r.figures["sat_out"] for r in club.evening_ranking(evening.id).rows}
    drawn = [m for p in club.drawn(evening.id) for m in p.sitting_out]
    assert out == {m: drawn.count(m) for m in ids}
    assert sorted(out.values()) == [1, 1, 1, 1, 2]
    assert {r.member.id: r.figures["played"]
            for r in club.evening_ranking(evening.id).rows} == {m: 6 - out[m] for m in ids}
