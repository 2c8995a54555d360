"""A member's figures over several games of one variant (``member_statistics``), and the
table settings in which an imported match differs from its evening, as they are said."""

import pytest

from jasstafel.club import ClubInputError, PaperResult
from jasstafel.club import club as club_module
from jasstafel.club.club import describe_differences, rules_differences
from jasstafel.club.ranking import pack

from . import add_members


def test_wins_and_matches_add_up_over_the_games_of_a_variant(club):
    a, b, c, d = add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values()
    evenings = []
    # three Schieber Turniere: Anna & Cla win the first two (2 and 1 Matches), lose the third
    for day, (ours, theirs, m_ours, m_theirs) in zip(
            ("2026-01-08", "2026-01-15", "2026-01-22"),
            [(1000, 884, 2, 0), (950, 934, 1, 1), (800, 1084, 0, 3)], strict=True):
        evening = club.new_evening(day, "schieber", preset="turnier", season="2026")
        club.record_result(evening.id, 1, 1, [
            PaperResult(a, ours, matches=m_ours), PaperResult(c, ours, matches=m_ours),
            PaperResult(b, theirs, matches=m_theirs), PaperResult(d, theirs, matches=m_theirs)])
        evenings.append(evening)
    stats = club.member_statistics(a, season="2026")
    assert (stats.season, stats.evenings, stats.games, stats.wins, stats.matches) == (
        "2026", 3, 3, 2, 3)
    (schieber,) = stats.by_variant
    assert (schieber.variant, schieber.games, schieber.wins, schieber.matches,
            schieber.points, schieber.average_points) == ("schieber", 3, 2, 3, 2750, 916.7)
    assert stats.average_points == 916.7
    assert [(p.evening, p.date, p.rank) for p in stats.series] == [
        (evenings[0].id, "2026-01-08", 1), (evenings[1].id, "2026-01-15", 1),
        (evenings[2].id, "2026-01-22", 3)]


def test_the_settings_a_match_differs_in():
    evening = {"rounds": 8, "factors": {"rosen": 2, "eicheln": 1}, "deck": "de",
               "preset": "turnier", "stoeck": True, "bonus": 100}
    match = {"rounds": 8, "factors": {"rosen": 3, "schellen": 2}, "deck": "fr",
             "preset": "other", "weis": "all", "bonus": 50}
    # by key; a mapping by its keys; the deck and the preset only show: never a difference
    assert rules_differences(evening, match) == [
        ("bonus", 100, 50), ("factors.eicheln", 1, None), ("factors.rosen", 2, 3),
        ("factors.schellen", None, 2), ("stoeck", True, None), ("weis", None, "all")]
    assert rules_differences(evening, dict(evening)) == []
    # a mapping against a plain value is one difference
    assert rules_differences({"factors": {"rosen": 2}}, {"factors": 2}) == [
        ("factors", {"rosen": 2}, 2)]



def test_the_differences_are_said_as_the_settings_form_says_them():
    """Each setting by its label, yes/no and choices as words, numbers as numbers, a factor
    by its contract's name (as the deck names it), a list item by item, each with the
    evening's value after "instead of", a Coiffeur's rows added or deleted named (1c855a03);
    never a key of the file."""
    schieber = rules_differences(
        {"factors": {"rosen": 2, "eicheln": 1}, "mode": "rounds", "striche": False,
         "team_targets": None, "target": 2500},
        {"factors": {"rosen": 3, "schellen": 2}, "mode": "target", "striche": True,
         "team_targets": [4500, 4000], "target": 2500})
    assert describe_differences("schieber", schieber) == (
        "Factors: Acorns not played instead of ×1, Roses ×3 instead of ×2, Bells ×2 instead "
        "of not played; End of the match: first to the target (Bedanken) instead of fixed "
        "number of rounds (Turnier); Striche back side: yes (evening: no); "
        "A target per team (handicap): 4500, 4000 (instead of: none)")
    assert describe_differences("schieber", [("factors.schellen", 1, 2)], deck="fr") == (
        "Factors: Diamonds ×2 instead of ×1")
    # the Guggitaler's cards as the deck names them
    assert describe_differences("guggitaler", [("ober", 20, 10)], deck="fr") == (
        "Penalty per Queen: 10 instead of 20")
    rows = [{"name": "Eicheln", "factor": 1, "kind": "trump"},
            {"name": "Obenabe", "factor": 2, "kind": "notrump"}]
    assert describe_differences("coiffeur", rules_differences(
        {"rows": rows}, {"rows": [rows[0], {**rows[1], "factor": 3}, rows[1]]})) == (
        "with Obenabe ×3")
    assert describe_differences("schieber", []) == ""


def test_a_season_without_results_is_said_word_for_word(club):
    with pytest.raises(ClubInputError) as refused:
        club.season_ranking("2026")
    assert str(refused.value) == "no evening with results in the season '2026' (no season yet)"
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    for day in ("2025-11-26", "2026-01-08"):
        evening = club.new_evening(day, "molotow")  # 8 rounds: 4 × 314 = 8 × 157
        club.record_result(evening.id, 1, 1, [PaperResult(m, 314) for m in ids])
    with pytest.raises(ClubInputError) as refused:
        club.season_ranking("1999")
    assert str(refused.value) == ("no evening with results in the season '1999' (seasons: "
                                  "2025, 2026)")


def test_a_kept_ranking_without_the_member_is_computed_again(club):
    """Another program left an evening's kept standings without Anna (the rest valid): her
    figures are worked out from the results again, not refused and not taken from others."""
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-01-08", "molotow", season="2026")
    club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i) for i, m in enumerate(ids)])
    club.season_ranking("2026")  # keeps the evening's standings
    others = pack([(ids[1], 1, 3, 41), (ids[2], 2, 3, 42), (ids[3], 3, 3, 43)])
    club._conn.execute("UPDATE evening_ranks SET standings = ?", (others,))
    (point,) = club.member_statistics(ids[0]).series
    # the fewest points win at Molotow: Anna's 40 is first of four
    assert (point.rank, point.participants, point.season_points) == (1, 4, 4)


def test_the_results_of_one_passe(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-01-08", "molotow", passen=2)
    for passe in (1, 2):
        club.record_result(evening.id, passe, 1, [PaperResult(m, 10 * passe + i)
                                                  for i, m in enumerate(ids)])
    assert [r.points for r in club.results(evening.id, 2)] == [20, 21, 22, 23]
    assert len(club.results(evening.id)) == 8


def _two_evenings(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    for day in ("2026-01-08", "2026-01-15"):
        evening = club.new_evening(day, "molotow", season="2026")
        club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i)
                                              for i, m in enumerate(ids)])
    return ids


def test_each_damaged_kept_ranking_is_computed_again(club):
    """Kept standings another program damaged, in each evening differently (a length that is
    no whole row, a rank 0, no participants): every one of them is computed again from the
    results, so the season is what it was."""
    _two_evenings(club)
    whole = [(r.member.name, r.figures) for r in club.season_ranking("2026").rows]
    good = pack([(1, 1, 4, 40), (2, 2, 4, 41), (3, 3, 4, 42), (4, 4, 4, 43)])
    no_participants = pack([(1, 1, 4, 40), (2, 2, 4, 41), (3, 3, 0, 42), (4, 4, 4, 43)])
    for first, second in ((good[:-1], pack([(1, 0, 4, 40), (2, 2, 4, 41)])),
                          (good[:-1], no_participants),
                          (pack([(1, 1, 4, 40), (2, 0, 4, 41)]), good[:-1])):
        for evening, data in ((1, first), (2, second)):
            club._conn.execute("UPDATE evening_ranks SET standings = ? WHERE evening_id = ?",
                               (data, evening))
        assert [(r.member.name, r.figures) for r in club.season_ranking("2026").rows] == whole


def test_an_evening_ranking_is_kept_once_computed_and_void_after_a_change(club):
    """The evening's ranking, once computed, is kept in the file for the season (one row per
    evening with results); a change of its results drops it until it is computed again."""
    ids = _two_evenings(club)
    empty = club.new_evening("2026-01-22", "molotow", season="2026")

    def kept():
        return [r[0] for r in club._conn.execute(
            "SELECT evening_id FROM evening_ranks ORDER BY evening_id")]

    club.evening_ranking(1)
    club.evening_ranking(empty.id)  # no results: nothing to keep
    assert kept() == [1]
    club.season_ranking("2026")
    assert kept() == [1, 2]
    club.correct_result(1, 1, 1, [PaperResult(ids[0], 50)])
    assert kept() == [2]
    assert club.evening_ranking(1).rows[0].member.name == "Beat"
    assert kept() == [1, 2]


def test_season_settings_out_of_range_are_refused_word_for_word(club):
    _two_evenings(club)
    for kwargs, said in (({"best": 0}, "best N: N must be 1 or more"),
                         ({"of": 0}, "of M: M must be 1 or more"),
                         ({"drop_worst": -1},
                          "the number of worst results to drop cannot be negative")):
        for season in ("2026", "1999"):  # also before a season is looked for
            with pytest.raises(ClubInputError) as refused:
                club.season_ranking(season, **kwargs)
            assert str(refused.value) == said


def test_many_evenings_are_read_in_chunks(club, monkeypatch):
    """SQLite takes at most so many parameters at once: ids go in chunks of 500. Here in
    chunks of one, so that three evenings need three, and the season is the same."""
    ids = _two_evenings(club)
    third = club.new_evening("2026-01-22", "molotow", season="2026")
    club.record_result(third.id, 1, 1, [PaperResult(m, 43 - i) for i, m in enumerate(ids)])
    whole = [(r.member.name, r.figures) for r in club.season_ranking("2026").rows]
    assert [len(c) for c in club_module._chunks(list(range(1001)))] == [500, 500, 1]
    club._conn.execute("DELETE FROM evening_ranks")
    chunks = club_module._chunks
    monkeypatch.setattr(club_module, "_chunks", lambda ids, size=500: chunks(ids, 1))
    assert [(r.member.name, r.figures) for r in club.season_ranking("2026").rows] == whole
    stats = club.member_statistics(ids[0])
    assert [p.rank for p in stats.series] == [1, 1, 4]
