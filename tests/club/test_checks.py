"""Results typed by hand are checked: against what the evening's variant and table rules make
possible, against the draw (who sits at which table, with whom), and imported matches against
the evening's table rules. Every refusal names the rule; nothing is stored."""

import json
import random

import pytest

from jasstafel.club import ClubInputError, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members


def paper(club, evening, passe, table, *figures, **kw):
    """``("Anna", 1000, {"matches": 1}), ...`` in the order given."""
    entries = [PaperResult(club.find_member(name).id, points, **(extra[0] if extra else {}))
               for name, points, *extra in figures]
    return club.record_result(evening.id, passe, table, entries, **kw)


def refused(club, evening, match, *figures, **kw):
    before = club.results(evening.id)
    with pytest.raises(ClubInputError, match=match) as caught:
        paper(club, evening, 1, 1, *figures, **kw)
    assert club.results(evening.id) == before
    return str(caught.value)


@pytest.fixture
def four(club):
    add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    return club


# -- what the variant and the table rules make possible ----------------------------------------


def test_a_schieber_turnier_of_12_rounds_writes_1884_points_in_all(four):
    club = four
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier")
    m1 = {"matches": 1}
    # the trial: 5000 : 3 with 20 Matches
    text = refused(club, evening, "1884 points in all",
                   ("Anna", 5000, {"matches": 20}), ("Cla", 5000, {"matches": 20}),
                   ("Beat", 3), ("Dora", 3))
    assert "12 × 157" in text
    refused(club, evening, "20 Matches in 12 rounds",
            ("Anna", 1881, {"matches": 20}), ("Cla", 1881, {"matches": 20}),
            ("Beat", 3), ("Dora", 3))
    refused(club, evening, "Matches cannot be negative",
            ("Anna", 1000, {"matches": -1}), ("Cla", 1000, {"matches": -1}),
            ("Beat", 884), ("Dora", 884))
    refused(club, evening, "Anna and Cla are partners", ("Anna", 1000), ("Cla", 1010),
            ("Beat", 884), ("Dora", 884))
    refused(club, evening, "is not possible", ("Anna", 1934), ("Cla", 1934),
            ("Beat", -50), ("Dora", -50))
    # 2 Matches need at least 2 × 157 points
    refused(club, evening, "2 Matches write at least 314 points, more than the 300",
            ("Anna", 300, {"matches": 2}), ("Cla", 300, {"matches": 2}),
            ("Beat", 1584), ("Dora", 1584))
    stored = paper(club, evening, 1, 1, ("Anna", 1013, m1), ("Cla", 1013, m1), ("Beat", 871),
                   ("Dora", 871))
    # two teams: ranks 1 and 2, never 3 or 4
    assert [(r.points, r.rank, r.won, r.matches) for r in stored] == [
        (1013, 1, True, 1), (1013, 1, True, 1), (871, 2, False, 0), (871, 2, False, 0)]


def test_a_turnier_with_a_match_bonus_adds_it_per_match(four):
    club = four
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier",
                               settings={"rounds": 8, "match_bonus": 100})
    # 8 × 157 = 1256, one Match: + 100 = 1356
    refused(club, evening, "with 1 Matches 1356, not 700 \\+ 600 = 1300",
            ("Anna", 700, {"matches": 1}), ("Cla", 700, {"matches": 1}),
            ("Beat", 600, {"matches": 0}), ("Dora", 600, {"matches": 0}))
    paper(club, evening, 1, 1, ("Anna", 756, {"matches": 1}), ("Cla", 756, {"matches": 1}),
          ("Beat", 600, {"matches": 0}), ("Dora", 600, {"matches": 0}))


def test_a_schieber_to_a_target_ends_in_the_round_that_crosses_it(four):
    club = four
    evening = club.new_evening("2026-01-08", "schieber", preset="einfach_1000")
    # Einfach 1000: factors 1, Weis: a team ends at most at 999 + (257 + 1000 + 20) = 2276
    refused(club, evening, "a team writes at most 2276 points", ("Anna", 3000), ("Cla", 3000),
            ("Beat", 800), ("Dora", 800))
    refused(club, evening, "30 Matches write at least 7710 points",
            ("Anna", 1200, {"matches": 30}), ("Cla", 1200, {"matches": 30}),
            ("Beat", 800), ("Dora", 800))


def test_the_winner_by_bedanken_ranks_first_with_fewer_points(four):
    """Schieber to a target (issue 15): a team that bedankt right wins the Partie though the
    other team has more points; the table's ranks follow who won, and so does the evening."""
    club = four
    evening = club.new_evening("2026-01-08", "schieber", preset="einfach_1000")
    won = {"won": True}
    # Anna & Cla 960 bedankten with 60 on their stack (960 + 60 ≥ 1000): they won;
    # Beat & Dora had 990 on the board
    stored = paper(club, evening, 1, 1, ("Anna", 960, won), ("Cla", 960, won), ("Beat", 990),
                   ("Dora", 990))
    assert [(r.points, r.rank, r.won) for r in stored] == [
        (960, 1, True), (960, 1, True), (990, 2, False), (990, 2, False)]
    ranking = club.evening_ranking(evening.id)
    assert [(r.rank, r.member.name, r.figures["wins"], r.figures["points"])
            for r in ranking.rows] == [
        (1, "Anna", 1, 960), (1, "Cla", 1, 960), (3, "Beat", 0, 990), (3, "Dora", 0, 990)]
    # a correction of the points keeps the winner first
    anna, cla = club.find_member("Anna").id, club.find_member("Cla").id
    now = club.correct_result(evening.id, 1, 1, [PaperResult(anna, 940), PaperResult(cla, 940)])
    assert {r.member: (r.rank, r.won) for r in now}[anna] == (1, True)


def test_coiffeur_rows_limit_the_points_and_the_matches(four):
    club = four
    evening = club.new_evening("2026-01-08", "coiffeur")  # 11 rows, factors 1 … 11
    # a Match in every row: 257 × 66 + Stöck 20 × (1 + 2 + 3 + 4 + 10 + 11) = 16962 + 620
    # = 17582 (Stöck in the trump rows and the free ones, Wunsch and Coiffeur 3×3, as the
    # board writes them)
    refused(club, evening, "at most 17582 points", ("Anna", 17583), ("Cla", 17583),
            ("Beat", 100), ("Dora", 100))
    refused(club, evening, "12 Matches in 11 rows", ("Anna", 9000, {"matches": 12}),
            ("Cla", 9000, {"matches": 12}), ("Beat", 100), ("Dora", 100))
    # 2 Matches write at least 257 × 1 + 257 × 2 = 771
    refused(club, evening, "2 Matches write at least 771", ("Anna", 700, {"matches": 2}),
            ("Cla", 700, {"matches": 2}), ("Beat", 100), ("Dora", 100))


def test_fahnder_striche_and_nuller(four):
    club = four
    evening = club.new_evening("2026-01-08", "fahnder")

    def fahnder(*rows):
        return [PaperResult(club.find_member(n).id, striche=s, nuller=z) for n, s, z in rows]

    with pytest.raises(ClubInputError, match="15 net Striche is not possible.*at most 14"):
        club.record_result(evening.id, 1, 1, fahnder(("Anna", 15, 0), ("Beat", 3, 0),
                                                     ("Cla", 4, 1), ("Dora", 2, 2)))
    with pytest.raises(ClubInputError, match="Nuller cannot be negative"):
        club.record_result(evening.id, 1, 1, fahnder(("Anna", 12, -1), ("Beat", 3, 0),
                                                     ("Cla", 4, 1), ("Dora", 2, 2)))
    stored = club.record_result(evening.id, 1, 1, fahnder(("Anna", 15, 3), ("Beat", 3, 0),
                                                          ("Cla", 4, 1), ("Dora", 14, 0)))
    assert [r.points for r in stored] == [12, 3, 3, 14]


def test_other_variants_have_their_ranges(four):
    club = four
    for variant, points, match in [
            ("pandur", [21, 15, 10, 5], "0 to 20"),
            ("differenzler", [-1, 10, 20, 30], "cannot be negative"),
            ("differenzler", [1885, 10, 20, 30], "penalty of 0 to 1884"),
            # voll 7: at most 6 + the 7 the stepper gives in the last round (it said 15)
            ("handjass", [14, 1, 2, 3], "a player has 0 to 13"),
            ("molotow", [-9000, 200, 300, 400], "between -8000 and 9256")]:
        evening = club.new_evening("2026-01-08", variant, passen=1)
        figures = [(n, p) for n, p in zip(["Anna", "Beat", "Cla", "Dora"], points, strict=True)]
        if variant == "pandur":
            figures = [(n, p, {"rank": i + 1}) for i, (n, p) in enumerate(figures)]
        refused(club, evening, match, *figures)
        # figures the variant can have (a Molotow's 8 rounds add up to 1'256), but Nuller
        with pytest.raises(ClubInputError, match="only Fahnder has Nuller"):
            club.record_result(evening.id, 1, 1, [
                PaperResult(club.find_member(n).id, 314 if variant == "molotow" else 1,
                            nuller=1, rank=i + 1)
                for i, n in enumerate(["Anna", "Beat", "Cla", "Dora"])])


def test_a_schieber_without_the_back_side_has_no_striche(four):
    club = four
    evening = club.new_evening("2026-01-08", "schieber", preset="einfach_1000")
    refused(club, evening, "keep no Striche", ("Anna", 1000, {"striche": 2}),
            ("Cla", 1000, {"striche": 2}), ("Beat", 500), ("Dora", 500))


# -- the draw: who sits where -------------------------------------------------------------------


@pytest.fixture
def drawn(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody", "Hans",
                             "Iris"])
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier", passen=2)
    club.draw(evening.id, list(ids.values()), rng=random.Random(1))
    names = {i: n for n, i in ids.items()}
    passe = club.drawn(evening.id)[0]
    tables = [[names[m] for m in t.seats] for t in passe.tables]
    out = [names[m] for m in passe.sitting_out]
    return club, evening, tables, out


def team_result(seats, a=1013, b=871):
    """Seats 1 + 3 are Team A, 2 + 4 Team B; each player named with his team's points."""
    return [(seats[0], a), (seats[2], a), (seats[1], b), (seats[3], b)]


def test_a_result_is_for_the_players_the_draw_seated_there(drawn):
    club, evening, (one, two), out = drawn
    # the teams are taken from the draw: no side given, in any order
    stored = paper(club, evening, 1, 1, (one[1], 871), (one[0], 1013), (one[3], 871),
                   (one[2], 1013))
    assert {r.side for r in stored} == {0, 1}
    # a player drawn at table 1 given as a partner at table 2
    wrong = [two[0], one[0], two[1], two[3]]
    text = refused_at(club, evening, 1, 2, "is not the draw's line-up",
                      [(wrong[0], 1000), (wrong[1], 1000), (wrong[2], 884), (wrong[3], 884)])
    assert text == (
        f"Passe 1, table 2 is not the draw's line-up: {one[0]} is drawn at table 1. A result "
        "is for the players the draw seated there; record another line-up (a late arrival, a "
        "substitute) as an override, with its reason.")
    # who sits out by the draw
    text = refused_at(club, evening, 1, 2, "sits out this Passe by the draw",
                      [(two[0], 1000), (two[2], 1000), (two[1], 884), (out[0], 884)])
    assert f": {out[0]} sits out this Passe by the draw. A result" in text
    # the drawn players with other partners: seats 1 and 3 are partners
    text = refused_at(club, evening, 1, 2, "the draw makes .* partners",
                      [(two[0], 1000), (two[1], 1000), (two[2], 884), (two[3], 884)],
                      sides=[0, 0, 1, 1])
    assert f": the draw makes {two[0]} and {two[2]} partners. A result" in text
    # a table the draw has not, and one of its players missing
    text = refused_at(club, evening, 1, 3, "the draw of Passe 1 has no table 3",
                      team_result(two))
    assert text == ("the draw of Passe 1 has no table 3: check the table's number (a table set "
                    "up after the draw is recorded as an override, with its reason)")
    club.add_member("Zora")  # not drawn at all
    text = refused_at(club, evening, 1, 2, "not in this Passe's draw",
                      [(two[0], 1000), (two[2], 1000), (two[1], 884), ("Zora", 884)])
    assert ": Zora is not in this Passe's draw. A result" in text


def refused_at(club, evening, passe, table, match, figures, sides=None):
    entries = [PaperResult(club.find_member(n).id, p,
                           side=None if sides is None else sides[i])
               for i, (n, p) in enumerate(figures)]
    with pytest.raises(ClubInputError, match=match) as caught:
        club.record_result(evening.id, passe, table, entries)
    assert not [r for r in club.results(evening.id) if (r.passe, r.table) == (passe, table)]
    return str(caught.value)


def test_another_line_up_is_an_explicit_logged_override(drawn):
    club, evening, (one, two), out = drawn
    # the one sitting out plays instead of seat 4 (who went home): he takes his seat's team
    figures = [(two[0], 1000), (two[2], 1000), (two[1], 884), (out[0], 884)]
    entries = [PaperResult(club.find_member(n).id, p) for n, p in figures]
    stored = club.record_result(evening.id, 1, 2, entries, override="Ersatz für Sitz 4")
    sides = {club.member(r.member).name: r.side for r in stored}
    assert sides[out[0]] == sides[two[1]] != sides[two[0]]
    logged = [c for c in club.corrections(evening.id) if c.kind == "lineup"]
    assert len(logged) == 1 and logged[0].note == "Ersatz für Sitz 4"
    assert (logged[0].passe, logged[0].table) == (1, 2)
    name = {m.id: m.name for m in club.members()}
    assert [name[m] for m in logged[0].before["drawn"]] == two
    assert sorted(name[m] for m in logged[0].after["played"]) == sorted(
        [two[0], two[1], two[2], out[0]])


# -- imported matches and the evening's table rules ---------------------------------------------


def test_a_match_with_other_table_rules_needs_a_confirmation(four, tmp_path):
    """The trial: a match of 8 rounds with Weis and Schellen ×3 into a 12-round Turnier."""
    club = four
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["settings"].update(rounds=8, weis=True)
    data["settings"]["factors"]["schellen"] = 3
    data["entries"] = data["entries"][:8]
    match = matchfile.loads(json.dumps(data))
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier")
    with pytest.raises(ClubInputError) as caught:
        club.record_match(evening.id, 1, 1, match, partial=True)
    text = str(caught.value)
    assert "other table rules than the evening's" in text
    assert "Factors: Bells ×3 instead of ×1" in text
    assert "Rounds (fixed rounds): 8 instead of 12" in text
    assert "Weis and Stöck count: yes (evening: no)" in text
    assert club.results(evening.id) == []
    club.record_match(evening.id, 1, 1, match, partial=True, other_rules="Kurzturnier")
    logged = [c for c in club.corrections(evening.id) if c.kind == "rules"]
    assert [(c.before, c.after, c.note) for c in logged] == [
        ({"factors.schellen": 1, "rounds": 12, "weis": False},
         {"factors.schellen": 3, "rounds": 8, "weis": True}, "Kurzturnier")]


def test_other_table_rules_are_said_in_the_readers_words(four):
    """The refusal names each setting as the settings form labels it and its values as words,
    in the reader's language (a German window said "striche yes (evening: no); factors.eicheln
    2 (evening: 1)", the file's keys in English)."""
    from jasstafel import i18n

    club = four
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["settings"].update(rounds=8, weis=True, striche=True)
    data["settings"]["factors"]["schellen"] = 3
    data["entries"] = data["entries"][:8]
    match = matchfile.loads(json.dumps(data))
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier")
    with pytest.raises(ClubInputError) as caught:
        club.record_match(evening.id, 1, 1, match, partial=True)
    said = {}
    previous = i18n.language()
    try:
        for language in ("de", "fr", "en"):
            i18n.use(language)
            said[language] = i18n.render(caught.value)
    finally:
        i18n.use(previous)
    german = said["de"]
    assert "Runden (bei fester Rundenzahl): 8 statt 12" in german
    assert "Weis und Stöck zählen: ja (Abend: nein)" in german
    assert "Striche auf der Rückseite: ja (Abend: nein)" in german
    assert "Faktoren: Schellen ×3 statt ×1" in german
    for key in ("striche", "rounds", "weis ", "factors", "yes", "no)", "evening"):
        assert key not in german, key
    french = said["fr"]
    assert "Facteurs\u00a0: Grelots ×3 au lieu de ×1" in french
    assert "Traits au verso\u00a0: oui (soirée\u00a0: non)" in french
    for key in ("striche", "rounds", "factors", "yes", "evening", "Abend"):
        assert key not in french, key
    assert "Factors: Bells ×3 instead of ×1" in said["en"]
    assert "Rounds (fixed rounds): 8 instead of 12" in said["en"]


def test_a_fahnder_net_without_nuller_given_counts_none():
    from jasstafel import i18n
    from jasstafel.club.limits import Side, check_table

    said_of = {}
    for nuller in (None, 0):
        with pytest.raises(ClubInputError) as refused:
            check_table("fahnder", {"target": 12}, [Side("Anna", 14, striche=15, nuller=nuller)])
        said_of[nuller] = i18n.render(refused.value.args[0])
    assert said_of[None] == said_of[0] == (
        "Anna: net Striche are Striche − Nuller: 15 − 0 = 15, not 14")
