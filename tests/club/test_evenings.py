"""Evenings corrected and deleted (the corrections log keeps it all), and guests: named once,
in the evening's ranking, not in the season's until made members."""

import random

import pytest

from jasstafel.club import ClubInputError, PaperResult

from . import add_members


def test_an_evening_is_corrected_and_the_change_logged(club):
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3,
                               title="Donnschtig-Jass")
    changed = club.update_evening(evening.id, date="2026-11-27", season="2026/27",
                                  place="Rössli", note="falsches Datum")
    assert (changed.date, changed.season, changed.place, changed.title) == (
        "2026-11-27", "2026/27", "Rössli", "Donnschtig-Jass")
    assert club.evening(evening.id) == changed
    (line,) = club.corrections(evening.id)
    assert line.kind == "evening" and line.note == "falsches Datum"
    assert line.before == {"date": "2026-11-26", "place": "", "season": "2026"}
    assert line.after == {"date": "2026-11-27", "place": "Rössli", "season": "2026/27"}
    # nothing changed: nothing logged
    club.update_evening(evening.id, title="Donnschtig-Jass")
    assert len(club.corrections(evening.id)) == 1


def test_the_variant_changes_only_while_there_are_no_results(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    coiffeur = club.update_evening(evening.id, variant="coiffeur", note="Coiffeur-Abend")
    assert (coiffeur.variant, coiffeur.preset) == ("coiffeur", "jassverein")
    schieber = club.update_evening(evening.id, variant="schieber", preset="turnier",
                                   settings={"rounds": 8})
    assert schieber.settings["rounds"] == 8 and schieber.settings["mode"] == "rounds"
    # 8 rounds × 157 = 1256; without a draw the first two named are one team
    club.record_result(evening.id, 2, 1, [PaperResult(ids[0], 700), PaperResult(ids[1], 700),
                                          PaperResult(ids[2], 556), PaperResult(ids[3], 556)])
    with pytest.raises(ClubInputError, match="has results of 1 tables: its variant and table "
                                             "rules stay"):
        club.update_evening(evening.id, variant="molotow")
    with pytest.raises(ClubInputError, match="has results of 1 tables"):
        club.update_evening(evening.id, settings={"rounds": 12})
    with pytest.raises(ClubInputError, match="has results of 1 tables"):
        club.update_evening(evening.id, preset="freier_jass")  # another preset alone
    with pytest.raises(ClubInputError, match="Passe 2 has results: the evening keeps at least "
                                             "2 Passen"):
        club.update_evening(evening.id, passen=1)
    assert club.evening(evening.id) == schieber
    # the date still can
    assert club.update_evening(evening.id, date="2026-11-20").date == "2026-11-20"


def test_a_draw_the_new_variant_cannot_play_is_cleared_only_when_asked(club):
    ids = list(add_members(club, [f"Spieler {c}" for c in "ABCDEFG"]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    club.draw(evening.id, ids, rng=random.Random(1))  # 7 = 4 + 3: a table of three
    with pytest.raises(ClubInputError, match="draw does not fit Schieber"):
        club.update_evening(evening.id, variant="schieber")
    assert club.drawn(evening.id)
    club.update_evening(evening.id, variant="schieber", clear_draw=True, note="doch Schieber")
    assert club.drawn(evening.id) == []
    assert club.corrections(evening.id)[-1].after["draw"] == "cleared"
    # a draw that fits stays: Schieber to Coiffeur, tables of four with partners
    club.draw(evening.id, ids[:4], rng=random.Random(2))
    club.update_evening(evening.id, variant="coiffeur")
    assert club.drawn(evening.id)


def test_fewer_passen_drop_the_draw_of_the_passen_beyond(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3)
    club.draw(evening.id, ids, rng=random.Random(3))
    club.update_evening(evening.id, passen=2)
    assert [p.passe for p in club.drawn(evening.id)] == [1, 2]


def test_a_deleted_evening_stays_in_the_corrections_log(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-11-26", "molotow", title="Probeabend")
    club.draw(evening.id, ids, rng=random.Random(4))
    seats = club.drawn(evening.id)[0].tables[0].seats
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i) for i, m in enumerate(seats)])
    club.correct_result(evening.id, 1, 1, [PaperResult(seats[0], 30)], note="Zahlendreher")
    club.delete_evening(evening.id, note="nur ein Test")
    assert club.evenings() == [] and club.results  # gone
    with pytest.raises(ClubInputError, match="there is no evening"):
        club.evening(evening.id)
    log = club.corrections(evening.id)
    assert [c.kind for c in log] == ["result", "evening"]
    deleted = log[-1]
    assert deleted.note == "nur ein Test" and deleted.after is None
    assert deleted.before["evening"]["title"] == "Probeabend"
    assert len(deleted.before["results"]) == 4 and len(deleted.before["seats"]) == 3 * 4
    assert {r["member"]: r["points"] for r in deleted.before["results"]}[seats[0]] == 30
    # the members keep no results: they can be deleted now
    club.delete_member(ids[0])


# -- guests ------------------------------------------------------------------------------------


def test_a_guest_is_named_once_and_kept_apart_from_the_members(club):
    add_members(club, ["Anna"])
    hans = club.add_guest("Hans Gast")
    assert hans.guest and club.add_guest("hans  gast") == hans  # the same guest again
    assert [m.name for m in club.members()] == ["Anna"]
    assert [g.name for g in club.guests()] == ["Hans Gast"]
    assert club.find_member("Hans Gast") == hans
    with pytest.raises(ClubInputError, match="Anna is a member, not a guest"):
        club.add_guest("anna")
    with pytest.raises(ClubInputError, match="taken"):
        club.add_member("Hans Gast")


def test_a_guest_counts_in_the_evening_not_in_the_season(club):
    ids = add_members(club, ["Anna", "Beat", "Cla"])
    guest = club.add_guest("Hans Gast")
    players = [ids["Anna"], ids["Beat"], ids["Cla"], guest.id]
    first = club.new_evening("2026-01-08", "molotow", passen=1)
    club.draw(first.id, players, rng=random.Random(5))
    seats = club.drawn(first.id)[0].tables[0].seats
    points = {ids["Anna"]: 30, ids["Beat"]: 40, ids["Cla"]: 56, guest.id: 20}  # 8 rounds: 146
    club.record_result(first.id, 1, 1, [PaperResult(m, points[m]) for m in seats])
    # the evening: the guest won it (fewest points)
    evening = club.evening_ranking(first.id)
    assert [(r.rank, r.member.name) for r in evening.rows] == [
        (1, "Hans Gast"), (2, "Anna"), (3, "Beat"), (4, "Cla")]
    assert evening.rows[0].member.guest
    # the season: the members only, with the rank points of the evening (4 + 1 − rank)
    season = club.season_ranking("2026")
    assert [(r.member.name, r.figures["total"]) for r in season.rows] == [
        ("Anna", 3), ("Beat", 2), ("Cla", 1)]
    assert "Guests have their place in the evening" in season.rule
    # made a member: his evenings count from then on, the earlier ones too
    club.make_member(guest.id)
    assert [(r.member.name, r.figures["total"]) for r in club.season_ranking("2026").rows][0] \
        == ("Hans Gast", 4)
    assert not club.member(guest.id).guest
