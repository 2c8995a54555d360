"""Results: match files imported with their entry log, paper figures, corrections; members."""

import json
from types import SimpleNamespace

import pytest

from jasstafel import i18n
from jasstafel.club import ClubError, ClubInputError, PaperResult, Result
from jasstafel.club.ranking import RULES
from jasstafel.club.results import _striche, match_results, paper_results
from jasstafel.core import matchfile

from . import EXAMPLES, add_members

# every finished example: variant, preset, and per player (points, rank, won) as its board
# says (docs/examples/*.board.json)
FINISHED = {
    "schieber-turnier": {"Anna": (1013, 1, True), "Beat": (871, 2, False),
                         "Cla": (1013, 1, True), "Dora": (871, 2, False)},
    "schieber-freier-jass": {"Anna": (4519, 1, True), "Beat": (2676, 2, False),
                             "Cla": (4519, 1, True), "Dora": (2676, 2, False)},
    "coiffeur-jassverein": {"Anna": (6522, 2, False), "Beat": (7314, 1, True),
                            "Cla": (6522, 2, False), "Dora": (7314, 1, True)},
    "fahnder": {"Anna": (12, 1, True), "Beat": (1, 4, False), "Cla": (6, 3, False),
                "Dora": (14, 1, True)},
    "pandur": {"Ruedi": (15, 1, True), "Vreni": (18, 2, False), "Sepp": (14, 4, False),
               "Margrit": (17, 3, False)},
    "molotow": {"Anna": (265, 1, True), "Beat": (334, 3, False), "Cla": (265, 2, False),
                "Dora": (342, 4, False)},
    "differenzler": {"Anna": (63, 2, False), "Beat": (81, 4, False), "Cla": (63, 2, False),
                     "Dora": (51, 1, True)},
    "handjass-standard": {"Anna": (2, 1, True), "Beat": (7, 4, False), "Cla": (4, 2, False),
                          "Dora": (5, 3, False)},
    "punktetafel": {"Anna": (291, 1, True), "Beat": (190, 2, False), "Cla": (291, 1, True),
                    "Dora": (190, 2, False), "Emil": (291, 1, True),
                    "Fränzi": (190, 2, False)},
}


def evening_for(club, match, passen=1):
    doc = match.document
    add_members(club, [p for p in doc.players if p not in {m.name for m in club.members()}])
    return club.new_evening(doc.info.date or "2026-11-26", doc.variant,
                            preset=doc.settings.preset, passen=passen,
                            settings=doc.settings.model_dump())


@pytest.mark.parametrize("name", sorted(FINISHED))
def test_every_finished_example_imports_as_results(club, name):
    match = matchfile.load(EXAMPLES / f"{name}.jass")
    evening = evening_for(club, match)
    stored = club.record_match(evening.id, 1, 1, match)
    names = {m.id: m.name for m in club.members()}
    got = {names[r.member]: (r.points, r.rank, r.won) for r in stored}
    assert got == FINISHED[name]
    assert all(r.source == "match" and r.match_id for r in stored)
    assert sorted(club.results(evening.id), key=lambda r: r.member) == stored
    # the whole entry log is kept: the stored match is the file's match
    assert matchfile.dumps(club.match(evening.id, 1, 1)) == matchfile.dumps(match)
    assert len(club.evening_ranking(evening.id).rows) == len(stored)


def test_figures_kept_from_the_board(club):
    fahnder = matchfile.load(EXAMPLES / "fahnder.jass")
    evening = evening_for(club, fahnder)
    anna = club.record_match(evening.id, 1, 1, fahnder)[0]
    assert (anna.points, anna.striche, anna.nuller) == (12, 15, 3)
    freier = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    evening = evening_for(club, freier)
    anna, beat = club.record_match(evening.id, 1, 1, freier)[:2]
    assert (anna.matches, anna.striche, anna.side) == (1, 3, 0)
    assert (beat.matches, beat.striche, beat.side) == (1, 2, 1)


def test_an_unfinished_match_needs_partial(club):
    match = matchfile.load(EXAMPLES / "coiffeur-swisslos-10.jass")
    evening = evening_for(club, match)
    with pytest.raises(ClubInputError, match="not finished"):
        club.record_match(evening.id, 1, 1, match)
    stored = club.record_match(evening.id, 1, 1, match, partial=True)
    assert not any(r.won for r in stored)


def test_the_members_can_be_given_in_seat_order(club):
    ids = add_members(club, ["Hans Muster", "Berta Beispiel", "Carl Exempel", "Dora Doe"])
    match = matchfile.load(EXAMPLES / "molotow.jass")
    evening = club.new_evening("2026-11-27", "molotow")
    stored = club.record_match(evening.id, 1, 1, match, members=list(ids.values()))
    assert [r.member for r in stored] == list(ids.values())


def test_a_match_of_another_variant_or_mode_is_refused(club):
    turnier = matchfile.load(EXAMPLES / "schieber-turnier.jass")
    add_members(club, turnier.document.players)
    coiffeur = club.new_evening("2026-11-26", "coiffeur")
    with pytest.raises(ClubInputError, match="the match is Schieber, the evening Coiffeur"):
        club.record_match(coiffeur.id, 1, 1, turnier)
    target = club.new_evening("2026-11-26", "schieber", preset="freier_jass")
    with pytest.raises(ClubInputError, match="scored as Schieber Turnier"):
        club.record_match(target.id, 1, 1, turnier)


def test_unknown_players_and_wrong_places_are_refused(club):
    match = matchfile.load(EXAMPLES / "schieber-turnier.jass")
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2)
    with pytest.raises(ClubInputError, match="no member called 'Anna'"):
        club.record_match(evening.id, 1, 1, match)
    add_members(club, match.document.players)
    with pytest.raises(ClubInputError, match="Passen 1 to 2, not 3"):
        club.record_match(evening.id, 3, 1, match)
    club.record_match(evening.id, 1, 1, match)
    with pytest.raises(ClubInputError, match="has results already"):
        club.record_match(evening.id, 1, 1, match)
    with pytest.raises(ClubInputError, match="Anna already has a result in Passe 1 at table 1"):
        club.record_match(evening.id, 1, 2, match)


def test_replacing_a_table_is_a_logged_correction(club):
    match = matchfile.load(EXAMPLES / "schieber-turnier.jass")
    evening = evening_for(club, match)
    club.record_match(evening.id, 1, 1, match)
    data = json.loads(matchfile.dumps(match))
    data["entries"][0]["points"] = [56, 101]  # the first round was the other way round
    corrected = matchfile.loads(json.dumps(data))
    stored = club.record_match(evening.id, 1, 1, corrected, replace=True, note="round 1")
    assert [r.points for r in stored] == [968, 916, 968, 916]
    log = club.corrections(evening.id)
    assert len(log) == 4 and {c.note for c in log} == {"round 1"}
    assert (log[0].before["points"], log[0].after["points"]) == (1013, 968)


# -- paper sheets --------------------------------------------------------------------------------


def test_paper_figures_are_checked_and_completed(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    a, b, c, d = ids.values()
    molotow = club.new_evening("2026-01-08", "molotow")
    stored = club.record_result(molotow.id, 1, 1, [
        PaperResult(a, 265), PaperResult(b, 334), PaperResult(c, 265), PaperResult(d, 342)])
    # fewest points first; 265 twice: shared rank 1, both count as won
    assert [(r.rank, r.won) for r in stored] == [(1, True), (3, False), (1, True), (4, False)]
    assert all(r.source == "paper" and r.match_id is None for r in stored)

    fahnder = club.new_evening("2026-01-15", "fahnder")
    stored = club.record_result(fahnder.id, 1, 1, [
        PaperResult(a, striche=15, nuller=3), PaperResult(b, striche=7, nuller=6),
        PaperResult(c, striche=10, nuller=4), PaperResult(d, striche=16, nuller=2)])
    # 12 and 14 net: both reached 12, both Fahnder-König (RULES.md §5: all of them win), so
    # both rank first, as the app's board ranks them (see FINISHED["fahnder"])
    assert [(r.points, r.rank, r.won) for r in stored] == [
        (12, 1, True), (1, 4, False), (6, 3, False), (14, 1, True)]

    handjass = club.new_evening("2026-01-22", "handjass")
    stored = club.record_result(handjass.id, 1, 1, [
        PaperResult(a, striche=2), PaperResult(b, striche=7), PaperResult(c, striche=4)])
    assert [(r.points, r.striche, r.rank) for r in stored] == [(2, 2, 1), (7, 7, 3), (4, 4, 2)]

    pandur = club.new_evening("2026-01-29", "pandur")
    stored = club.record_result(pandur.id, 1, 1, [
        PaperResult(a, 15, rank=1), PaperResult(b, 18, rank=2), PaperResult(c, 14, rank=4),
        PaperResult(d, 17, rank=3)])
    assert [(r.rank, r.won) for r in stored] == [(1, True), (2, False), (4, False), (3, False)]


@pytest.mark.parametrize(("entries", "message"), [
    ([(1, 100), (2, 100), (3, 100)], "played by 4 players at a table, not 3"),
    ([(1, 100), (1, 100), (2, 100), (3, 100)], "listed twice"),
    ([(1, None), (2, 100), (3, 100), (4, 100)], "Anna: the points are missing"),
])
def test_impossible_paper_figures_are_refused(club, entries, message):
    add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier")
    with pytest.raises(ClubInputError, match=message):
        club.record_result(evening.id, 1, 1, [PaperResult(m, p) for m, p in entries])
    assert club.results(evening.id) == []


def test_ranks_are_given_for_all_or_none(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-01-08", "pandur")
    with pytest.raises(ClubInputError, match="rank of every player"):
        club.record_result(evening.id, 1, 1, [PaperResult(ids[0], 15, rank=1)] +
                           [PaperResult(m, 10) for m in ids[1:]])
    with pytest.raises(ClubInputError, match="rank 5 at a table of 4"):
        club.record_result(evening.id, 1, 1, [PaperResult(m, 10, rank=5 - i if i else 5)
                                              for i, m in enumerate(ids)])


def test_a_correction_changes_the_figures_given_and_the_ranks_follow(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    a, b, c, d = ids.values()
    evening = club.new_evening("2026-01-08", "differenzler")
    club.record_result(evening.id, 1, 1, [PaperResult(a, 40), PaperResult(b, 55),
                                          PaperResult(c, 61), PaperResult(d, 70)])
    assert club.evening_ranking(evening.id).rows[0].member.name == "Anna"
    now = club.correct_result(evening.id, 1, 1, [PaperResult(a, points=64)], note="Zahlendreher")
    # 64 instead of 40: the ranks at the table are worked out again
    assert {r.member: (r.points, r.rank, r.won) for r in now} == {
        a: (64, 3, False), b: (55, 1, True), c: (61, 2, False), d: (70, 4, False)}
    assert [r.member.name for r in club.evening_ranking(evening.id).rows] == \
        ["Beat", "Cla", "Anna", "Dora"]
    log = club.corrections(evening.id)
    assert [(x.member, x.before["points"], x.after["points"]) for x in log] == [
        (a, 40, 64), (b, 55, 55), (c, 61, 61)]  # Beat and Cla changed rank
    assert {x.note for x in log} == {"Zahlendreher"}


def test_a_correction_with_a_rank_keeps_the_other_ranks(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-01-08", "pandur")
    club.record_result(evening.id, 1, 1, [PaperResult(m, p, rank=i + 1) for i, (m, p)
                                          in enumerate(zip(ids, (15, 16, 17, 12), strict=True))])
    # the last had 14, not 12: the ranks stay (the order of reaching 15 is not in the points)
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[3], points=14)])
    assert [r.rank for r in now] == [1, 2, 3, 4]
    # ranks given: only those change (Beat and Cla reached 15 in the same deal)
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[2], rank=2)])
    assert [(r.rank, r.won) for r in now] == [(1, True), (2, False), (2, False), (4, False)]


def test_corrections_refused(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"]).values())
    evening = club.new_evening("2026-01-08", "molotow")
    with pytest.raises(ClubInputError, match="no results to correct"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], 1)])
    # 8 rounds: 4 × 314 = 8 × 157
    club.record_result(evening.id, 1, 1, [PaperResult(m, 314) for m in ids[:4]])
    with pytest.raises(ClubInputError, match="has no result"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[4], 1)])
    with pytest.raises(ClubInputError, match="Anna: rank 9 at a table of 4"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], rank=9)])
    with pytest.raises(ClubInputError, match="Anna: Matches cannot be negative"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], matches=-1)])
    with pytest.raises(ClubInputError, match="Molotow of 8 rounds gives a player between"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], 50_000)])


def test_deleting_a_table(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-01-08", "molotow")
    club.record_result(evening.id, 1, 1, [PaperResult(m, 314) for m in ids])  # 8 × 157
    assert club.delete_results(evening.id, 1, 1, note="wrong table") == 4
    assert club.results(evening.id) == []
    assert all(c.after is None for c in club.corrections(evening.id))


# -- members ------------------------------------------------------------------------------------


def test_members(club):
    anna = club.add_member("  Anna   Muster ", "Anna")
    assert anna.name == "Anna Muster" and anna.label == "Anna"
    beat = club.add_member("Beat")
    assert beat.label == "Beat"
    assert club.find_member("anna") == anna == club.find_member("ANNA MUSTER")
    assert club.find_member(str(beat.id)) == beat
    for name, short in (("anna muster", ""), ("Cla", "anna"), ("Beat", "")):
        with pytest.raises(ClubInputError, match="taken"):
            club.add_member(name, short)
    for name in ("", "   ", "42", "x" * 61):
        with pytest.raises(ClubInputError):
            club.add_member(name)
    with pytest.raises(ClubInputError, match="no member called"):
        club.find_member("Zora")
    assert club.deactivate(anna.id).active is False
    assert [m.name for m in club.members(active_only=True)] == ["Beat"]
    assert club.reactivate(anna.id).active is True
    assert club.rename_member(beat.id, short_name="Bea").label == "Bea"


def test_a_member_with_results_is_never_deleted(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"])
    evening = club.new_evening("2026-01-08", "molotow")
    club.record_result(evening.id, 1, 1, [PaperResult(ids[n], 314)  # 4 × 314 = 8 × 157
                                          for n in ("Anna", "Beat", "Cla", "Dora")])
    with pytest.raises(ClubInputError, match="Anna has a result and cannot be deleted"):
        club.delete_member(ids["Anna"])
    assert club.member(ids["Anna"]).name == "Anna"
    club.delete_member(ids["Emil"])
    assert "Emil" not in {m.name for m in club.members()}
    # the database refuses it too (foreign keys are on)
    with pytest.raises(ClubError):
        from jasstafel.club import db

        with db.write(club._conn) as conn:
            conn.execute("DELETE FROM members WHERE id = ?", (ids["Anna"],))


def test_evenings(club):
    evening = club.new_evening("2026-03-05", "schieber", preset="turnier", passen=4,
                               settings={"rounds": 8}, place="Rössli", title="Frühlingsjass")
    assert evening.settings["rounds"] == 8 and evening.settings["mode"] == "rounds"
    assert (evening.season, evening.passen, evening.place) == ("2026", 4, "Rössli")
    later = club.new_evening("2025-10-02", "coiffeur", season="2025/26")
    assert club.evenings() == [later, evening]
    assert club.evenings("2025/26") == [later]
    assert club.find_evening("2026-03-05") == evening
    for args, kwargs, message in [
            (("2026-13-01", "schieber"), {}, "not a date"),
            (("2026-01-01", "poker"), {}, "unknown variant"),
            (("2026-01-01", "schieber"), {"preset": "x"}, "no preset 'x'"),
            (("2026-01-01", "schieber"), {"passen": 0}, "1 to 50 Passen"),
            (("2026-01-01", "schieber"), {"settings": {"rounds": 0}}, "rounds"),
    ]:
        with pytest.raises(ClubInputError, match=message):
            club.new_evening(*args, **kwargs)


def test_results_are_plain_dataclasses(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-01-08", "molotow")
    club.record_result(evening.id, 1, 2, [PaperResult(m, 40 + i) for i, m in enumerate(ids)])
    first = club.results(evening.id)[0]
    assert first == Result(evening=evening.id, passe=1, table=2, member=ids[0], points=40,
                           rank=1, won=True)


# -- a board's sides and the players (match_results on its own) ---------------------------------


def fake_match(sides, players, teams):
    """A match as match_results reads it: a board (sides with totals and figures, ranks,
    winners) and a document (players, teams as lists of seats)."""
    board = SimpleNamespace(
        sides=[SimpleNamespace(total=total, figures=figures) for total, figures in sides],
        ranks=list(range(1, len(sides) + 1)), winners=[0])
    document = SimpleNamespace(players=players,
                               teams=[SimpleNamespace(players=seats) for seats in teams])
    return SimpleNamespace(board=lambda: board, document=document)


def test_a_board_of_players_with_teams_named_gives_each_seat_its_own_side():
    """Teams named but a board with a side per player: each seat is its own side."""
    match = fake_match([(10, {}), (20, {"matches": 2, "nuller": 1}),
                        (30, {"matches": None, "nuller": "1"}), (40, {"striche": 3})],
                       ["A", "B", "C", "D"], [[0, 2], [1, 3]])
    # figures a board does not give, or not as whole numbers, are 0 Matches and no Nuller
    assert [(r.seat, r.side, r.points, r.rank, r.won, r.matches, r.striche, r.nuller)
            for r in match_results(match)] == [
        (0, 0, 10, 1, True, 0, None, None), (1, 1, 20, 2, False, 2, None, 1),
        (2, 2, 30, 3, False, 0, None, None), (3, 3, 40, 4, False, 0, 3, None)]


def test_a_board_with_sides_for_neither_players_nor_teams_is_refused():
    match = fake_match([(10, {}), (20, {}), (30, {})], ["A", "B", "C", "D"], [[0, 2], [1, 3]])
    with pytest.raises(ClubInputError) as refused:
        match_results(match)
    assert str(refused.value) == "the match's board has sides the club cannot map to players"


@pytest.mark.parametrize(("figures", "striche"), [
    ({"striche": {"total": 7, "sieg": 2}}, 7),  # the Schieber's back side: its total
    ({"striche": {"total": None}}, None),
    ({"striche": 4}, 4),  # Handjass, Fahnder: a number
    ({"striche": "4"}, None),
    ({}, None),
])
def test_the_striche_kept_from_a_board(figures, striche):
    assert _striche(figures) == striche


def test_paper_results_of_players_each_for_himself_by_default():
    """paper_results without *teams*: every player is his own side, also four at a table;
    Molotow's fewest points rank first (1'156: a sum 8 rounds × 157 can end with)."""
    entries = [PaperResult(1, 300), PaperResult(2, 200), PaperResult(3, 400), PaperResult(4, 256)]
    names = {1: "Anna", 2: "Beat", 3: "Cla", 4: "Dora"}
    seats = paper_results("molotow", {"rounds": 8}, RULES["molotow"], entries, names)
    assert [(s.seat, s.points, s.rank, s.won) for s in seats] == [
        (0, 300, 3, False), (1, 200, 1, True), (2, 400, 4, False), (3, 256, 2, False)]


def test_paper_results_keep_given_striche_and_count_a_handjass_points_as_striche():
    """A Handjass writes Striche: typed as points or as Striche, the result carries them as
    both. Striche typed for another variant are kept as typed; none typed stay none."""
    from jasstafel.core.registry import find_variant

    names = {1: "Anna", 2: "Beat", 3: "Cla"}
    settings = find_variant("handjass").PRESETS["standard"].model_dump()
    for entries in ([PaperResult(1, 3), PaperResult(2, 1), PaperResult(3, 0)],
                    [PaperResult(1, striche=3), PaperResult(2, striche=1),
                     PaperResult(3, striche=0)]):
        seats = paper_results("handjass", settings, RULES["handjass"], entries, names)
        assert [(s.points, s.striche) for s in seats] == [(3, 3), (1, 1), (0, 0)]
    entries = [PaperResult(1, 300, striche=2), PaperResult(2, 200), PaperResult(3, 400),
               PaperResult(4, 256)]
    seats = paper_results("molotow", {"rounds": 8}, RULES["molotow"], entries, names)
    assert [s.striche for s in seats] == [2, None, None, None]


def test_paper_results_check_who_won_where_it_is_given():
    """"won" is rank 1: given, it must say so (it once kept a second place as won)."""
    names = {1: "Anna", 2: "Beat", 3: "Cla", 4: "Dora"}
    entries = [PaperResult(1, 300), PaperResult(2, 200, won=True), PaperResult(3, 400),
               PaperResult(4, 256, won=False)]
    seats = paper_results("molotow", {"rounds": 8}, RULES["molotow"], entries, names)
    assert [(s.rank, s.won) for s in seats] == [(3, False), (1, True), (4, False), (2, False)]
    entries[3] = PaperResult(4, 256, won=True)
    with pytest.raises(ClubInputError, match="Dora: marked as won at rank 2"):
        paper_results("molotow", {"rounds": 8}, RULES["molotow"], entries, names)


def test_a_paper_refusal_names_a_member_without_a_name_by_his_number():
    names = {1: "Anna", 2: "Beat", 3: "Cla"}
    ranked = [PaperResult(1, 300, rank=1), PaperResult(2, 200, rank=2),
              PaperResult(3, 400, rank=3), PaperResult(42, 256, rank=5)]
    with pytest.raises(ClubInputError) as refused:
        paper_results("molotow", {"rounds": 8}, RULES["molotow"], ranked, names)
    assert i18n.render(refused.value.args[0]) == "42: rank 5 at a table of 4"
    impossible = [PaperResult(1, 300), PaperResult(2, 200), PaperResult(3, 400),
                  PaperResult(42, 99999)]
    with pytest.raises(ClubInputError) as refused:
        paper_results("molotow", {"rounds": 8}, RULES["molotow"], impossible, names)
    assert i18n.render(refused.value.args[0]).startswith("42: 99999 is not possible")


def _turnier_tie(club, variant="schieber", preset="turnier", points=942):
    ids = add_members(club, ["Anne-Lise", "Gérald", "JMR", "Fred"])
    a, b, c, d = ids.values()
    evening = club.new_evening("2025-12-04", variant, preset=preset)
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(a, points, matches=0, side=0), PaperResult(b, points, matches=0, side=0),
        PaperResult(c, points, matches=1, side=1), PaperResult(d, points, matches=1, side=1)])
    return evening, ids, stored


@pytest.mark.parametrize(("variant", "preset", "points"), [
    ("schieber", "turnier", 942), ("coiffeur", "jassverein", 5000)])
def test_a_tie_on_points_at_a_table_is_decided_by_more_matches(club, variant, preset, points):
    # RULES.md §1 Turnier and §2 Coiffeur: tie → more Matches; only one team wins
    evening, ids, stored = _turnier_tie(club, variant, preset, points)
    assert [(r.rank, r.won) for r in stored] == [(2, False), (2, False), (1, True), (1, True)]
    assert club.member_statistics(ids["Anne-Lise"]).wins == 0
    assert club.member_statistics(ids["JMR"]).wins == 1
    # the evening's ranking adds up the figures as before: Matches decide there too
    rows = club.evening_ranking(evening.id).rows
    assert [(r.rank, r.member.name) for r in rows] == [
        (1, "Fred"), (1, "JMR"), (3, "Anne-Lise"), (3, "Gérald")]


def test_a_tie_the_club_cannot_decide_stays_shared(club):
    # equal points and Matches: the best round (Turnier) is not kept, the rank is shared
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2025-12-04", "schieber", preset="turnier")
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(m, 942, matches=1, side=i // 2) for i, m in enumerate(ids)])
    assert {(r.rank, r.won) for r in stored} == {(1, True)}


def test_a_corrected_match_count_decides_a_tie_again(club):
    evening, ids, _ = _turnier_tie(club)
    now = club.correct_result(evening.id, 1, 1, [
        PaperResult(ids["Anne-Lise"], matches=2), PaperResult(ids["Gérald"], matches=2)])
    assert {r.member: (r.rank, r.won) for r in now} == {
        ids["Anne-Lise"]: (1, True), ids["Gérald"]: (1, True),
        ids["JMR"]: (2, False), ids["Fred"]: (2, False)}
