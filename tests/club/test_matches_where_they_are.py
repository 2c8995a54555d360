"""Matches only where a variant has them: a Schieber and a Coiffeur (docs/club.md). A club
organiser's trial typed `matches=1` on a Differenzler result: it was stored, and `club stats`
said "1 Match"; every statistic also showed a Matches count of 0 for a Differenzler's and a
Molotow's games, as if a Match could have been made there.

A Match given where the variant has none is refused as a Nuller outside a Fahnder is, naming
the rule; nothing is stored. The statistics give Matches (None: no such figure) only for the
table rules that have them, and a member's count only when one of his games could have one."""

import pytest

from jasstafel.club import ClubInputError, PaperResult

from . import add_members

NAMES = ["Käthi", "Dölf", "Sepp", "Vreni"]


@pytest.mark.parametrize(("variant", "points"), [
    ("differenzler", (38, 57, 61, 12)),
    ("handjass", (3, 1, 7, 2)),
    ("fahnder", (12, 5, 3, 0)),
    ("punktetafel", (100, 200, 50, 10)),
])
def test_a_match_where_the_variant_has_none_is_refused(club, variant, points):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", variant)
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, [
            PaperResult(ids[name], p, matches=1 if name == "Käthi" else None)
            for name, p in zip(NAMES, points, strict=True)])
    assert str(refused.value) == "Käthi: only Schieber and Coiffeur have Matches"
    assert club.results(evening.id) == []


def test_a_correction_cannot_add_a_match_either(club):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "differenzler")
    club.record_result(evening.id, 1, 1, [PaperResult(ids[n], p) for n, p in
                                          zip(NAMES, (38, 57, 61, 12), strict=True)])
    before, log = club.results(evening.id), club.corrections(evening.id)
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(ids["Käthi"], matches=1)])
    assert str(refused.value) == "Käthi: only Schieber and Coiffeur have Matches"
    assert club.results(evening.id) == before and club.corrections(evening.id) == log


def test_the_statistics_count_matches_only_where_there_are_any(club):
    """Käthi: a Differenzler evening and a Schieber Turnier with one Match; the Differenzler
    row has no Matches figure (None), the Turnier's has 1, and so has the member."""
    ids = add_members(club, NAMES)
    differenzler = club.new_evening("2026-11-19", "differenzler")
    club.record_result(differenzler.id, 1, 1, [PaperResult(ids[n], p) for n, p in
                                               zip(NAMES, (38, 57, 61, 12), strict=True)])
    only = club.member_statistics(ids["Käthi"])
    assert [(v.variant, v.matches) for v in only.by_variant] == [("differenzler", None)]
    assert only.matches is None  # none of his games could have a Match
    turnier = club.new_evening("2026-11-26", "schieber", preset="turnier")
    club.record_result(turnier.id, 1, 1, [  # Käthi & Dölf 1000 with a Match : 884
        PaperResult(ids[n], 1000 if n in ("Käthi", "Dölf") else 884,
                    matches=int(n in ("Käthi", "Dölf"))) for n in NAMES])
    both = club.member_statistics(ids["Käthi"])
    assert [(v.variant, v.matches) for v in both.by_variant] == [
        ("differenzler", None), ("schieber", 1)]
    assert both.matches == 1
    # a Turnier without a Match still counts 0 Matches: a Match could have been made
    assert club.member_statistics(ids["Sepp"]).matches == 0
