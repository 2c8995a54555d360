"""Every figure of the statistics, per variant, for small matches worked out by hand.

test_statistics.py reads the examples; here each match is short enough to count on paper, and
each side's figures are compared whole, so that a figure filed under a wrong name (which the
statistics would silently drop) or counted for the wrong side fails.
"""

from datetime import datetime, timedelta, timezone

from jasstafel.core import statistics as statistics_module
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.guggitaler import GuggitalerCount
from jasstafel.core.handjass import HandjassRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw, MolotowRound
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.statistics import statistics

FOUR = ["Anna", "Beat", "Carla", "Dora"]
THREE = ["Anna", "Beat", "Carla"]
NOTHING = {"rounds": None, "matches": None, "kontermatsch": None, "weis": None,
           "hand_weis": None, "tisch_weis": None, "stoeck": None, "best_round": None,
           "berg": None, "striche": None, "contracts": None}


def figures(side, **given):
    """The side's figures; those not *given* must be None."""
    got = side.model_dump(exclude={"name", "players"})
    assert got == {**NOTHING, **given}, side.name


def test_schieber_per_team():
    # Freier Jass: Rosen ×5, Obenabe ×3
    m = new_match("schieber", FOUR)
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57), weis=(50, 0),
                        stoeck=1))  # A (100 + 50) × 5 = 750, B (57 + 20) × 5 = 385
    m.add(SchieberRound(contract="obenabe", announced_by=1, points=(0, 157), match=True))
    # B: (157 + 100) × 3 = 771, a Match of the announcing team
    s = statistics(m)
    a, b = s.sides
    assert s.rounds == 2
    figures(a, rounds=2, matches=0, kontermatsch=0, weis=250, stoeck=0, best_round=750,
            berg=False, contracts={"rosen": 1})
    figures(b, rounds=2, matches=1, kontermatsch=0, weis=0, stoeck=1, best_round=771,
            berg=False, contracts={"obenabe": 1})
    assert s.contracts == {"obenabe": 1, "rosen": 1}


def test_coiffeur_counts_each_teams_own_rows():
    # Jassverein rows: Eichel ×1 (0), Obenabe ×5 (4), Misère ×7 (6)
    m = new_match("coiffeur", FOUR)
    m.add(CoiffeurRound(team=0, row=0, points=80, stoeck=True))  # (80 + 20) × 1 = 100
    m.add(CoiffeurRound(team=1, row=4, points=157, match=True))  # 257 × 5 = 1285
    m.add(CoiffeurRound(team=1, row=6, points=30))  # (157 − 30) × 7 = 889
    m.add(CoiffeurRound(team=0, row=4, kontermatsch=True))  # 0, a Kontermatsch by B
    s = statistics(m)
    a, b = s.sides
    assert s.rounds == 4
    figures(a, rounds=2, matches=0, kontermatsch=0, stoeck=1, best_round=100,
            contracts={"Eichel": 1, "Obenabe": 1})
    # B's Matches in its own rows: its Obenabe; the Kontermatsch it made apart
    figures(b, rounds=2, matches=1, kontermatsch=1, stoeck=0, best_round=1285,
            contracts={"Obenabe": 1, "Misère": 1})


def test_coiffeur_tells_two_rows_of_one_name_apart():
    """Swisslos 8's Joker ×7 (row 6) and Joker ×8 (row 7) were counted as one "Joker"."""
    m = new_match("coiffeur", FOUR, preset="swisslos_8")
    m.add(CoiffeurRound(team=0, row=6, points=100))  # 100 × 7 = 700
    m.add(CoiffeurRound(team=1, row=7, points=57))  # 57 × 8 = 456
    m.add(CoiffeurRound(team=0, row=7, points=80))  # 80 × 8 = 640
    m.add(CoiffeurRound(team=1, row=0, points=90))  # Eichel ×1: 90
    a, b = statistics(m).sides
    figures(a, rounds=2, matches=0, kontermatsch=0, stoeck=0, best_round=700,
            contracts={"Joker ×7": 1, "Joker ×8": 1})
    figures(b, rounds=2, matches=0, kontermatsch=0, stoeck=0, best_round=456,
            contracts={"Joker ×8": 1, "Eichel": 1})
    assert statistics(m).contracts == {"Eichel": 1, "Joker ×7": 1, "Joker ×8": 2}


def test_molotow_rounds_are_not_draws_and_stoeck_only_where_written():
    m = new_match("molotow", THREE, settings={"rounds": 1})
    m.add(MolotowRound(points=[50, 50, 57]))  # Anna and Beat tie for the win
    m.add(MolotowDraw(order=[1, 0]))
    s = statistics(m)
    assert s.rounds == 1 and s.contracts is None
    figures(s.sides[0], rounds=1, hand_weis=0, tisch_weis=0, best_round=50)
    figures(s.sides[2], rounds=1, hand_weis=0, tisch_weis=0, best_round=57)
    # with Stöck at the table: Carla's Stöck, 20 taken off her 57 -> 37
    m = new_match("molotow", THREE, settings={"rounds": 2, "stoeck": True})
    m.add(MolotowRound(points=[50, 50, 57], stoeck=2))
    m.add(MolotowRound(points=[60, 40, 57]))
    carla = statistics(m).sides[2]
    figures(carla, rounds=2, hand_weis=0, tisch_weis=0, stoeck=1, best_round=37)


def test_fahnder_best_round_counts_rounds_not_penalties():
    m = new_match("fahnder", FOUR)
    # Anna bids 100 in Rosen with Beat and makes it: Anna +2 Striche, Beat +1
    m.add(FahnderRound(fahnder=0, partner=1, bid=100, contract="rosen", points=120))
    m.add(FahnderPenalty(player=2, nuller=2))  # Carla −2, not a round
    # Carla bids 257 (Match) with Dora and takes every trick: 2 + 1 and 1 + 1 Striche
    m.add(FahnderRound(fahnder=2, partner=3, bid=257, contract="obenabe", points=157,
                       match=True))
    s = statistics(m)
    assert s.rounds == 2
    figures(s.sides[0], rounds=2, matches=0, best_round=2, contracts={"rosen": 1})
    figures(s.sides[2], rounds=2, matches=1, best_round=3, contracts={"obenabe": 1})
    figures(s.sides[3], rounds=2, matches=1, best_round=2, contracts={})
    assert s.contracts == {"obenabe": 1, "rosen": 1}


def test_differenzler_best_game_is_the_smallest_difference():
    m = new_match("differenzler", THREE)
    m.add(DifferenzlerGame(predictions=[40, 60, 50], points=[50, 50, 57]))  # 10, 10, 7
    m.add(DifferenzlerGame(predictions=[40, 60, 50], points=[43, 60, 54]))  # 3, 0, 4
    s = statistics(m)
    assert s.rounds == 2
    assert [side.best_round for side in s.sides] == [3, 0, 4]
    figures(s.sides[1], rounds=2, best_round=0)


def test_punktetafel_best_round_follows_who_wins():
    for wins, best in (("higher", [30, 5]), ("lower", [-10, 0])):
        m = new_match("punktetafel", ["Anna", "Beat"], settings={"wins": wins})
        m.add(PunktetafelRound(points=[30, 0]))
        m.add(PunktetafelRound(points=[-10, 5]))
        m.add(PunktetafelClose())
        s = statistics(m)
        assert s.rounds == 2
        figures(s.sides[0], rounds=2, best_round=best[0])
        figures(s.sides[1], rounds=2, best_round=best[1])


def test_handjass_counts_its_rounds_and_guggitaler_its_games_and_best_game():
    m = new_match("handjass", THREE)
    m.add(HandjassRound(points=[60, 50, 47]))
    m.add(HandjassRound(points=[40, 60, 57]))
    s = statistics(m)
    assert s.rounds == 2
    for side in s.sides:
        figures(side, rounds=2)
    g = new_match("guggitaler", FOUR)
    g.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    s = statistics(g)
    assert s.rounds == 1
    # 5 a trick (the standard values, RULES.md section 7): -15, -10, -10, -10
    for side, best in zip(s.sides, (-15, -10, -10, -10), strict=True):
        figures(side, rounds=1, best_round=best)
    g.add(GuggitalerCount(game="schellen", counts=[0, 4, 3, 2]))
    # 10 a Schellen: 0, -40, -30, -20; the best game as written is the higher of the two
    for side, best in zip(statistics(g).sides, (0, -10, -10, -10), strict=True):
        figures(side, rounds=2, best_round=best)


def test_a_variant_without_its_own_statistics_gets_rounds_and_best_round(monkeypatch):
    # the fallback for a variant the statistics do not know: numbered rounds and the
    # highest written (the close line of a Punktetafel has no round number)
    monkeypatch.delitem(statistics_module._VARIANTS, "punktetafel")
    m = new_match("punktetafel", ["Anna", "Beat"])
    m.add(PunktetafelRound(points=[30, 0]))
    m.add(PunktetafelRound(points=[-10, 5]))
    m.add(PunktetafelClose())
    s = statistics(m)
    assert s.rounds == 2
    figures(s.sides[0], rounds=2, best_round=30)
    figures(s.sides[1], rounds=2, best_round=5)


def test_one_timed_entry_has_a_start_and_an_end_but_no_time_played():
    at = datetime(2026, 12, 1, 19, 30, tzinfo=timezone(timedelta(hours=1)))
    m = new_match("schieber", FOUR)
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57), written_at=at))
    s = statistics(m)
    assert (s.started_at, s.ended_at, s.seconds_played, s.timed_entries) == (at, at, None, 1)


def test_pandur_rounds_are_the_deals_a_player_played():
    """A trial counted Tom's deals as dealer among his "Rounds played": at four, the dealer
    sits out and erbt; he did not play that deal. A misdeal is no deal, and a deal nobody bid
    on is dealt again: no card was played (a second trial's "Rounds played: 3" for two)."""
    from jasstafel.core.pandur import PandurDeal, PandurMisdeal, PandurNoBid

    m = new_match("pandur", FOUR)  # Anna (0) deals first
    m.add(PandurDeal(declarer=1, contract=150, made=True))  # 1: Anna deals, sits out
    m.add(PandurNoBid())  # Beat deals, nobody bids: dealt again, nobody played
    m.add(PandurMisdeal())  # Carla misdeals: no deal
    m.add(PandurDeal(declarer=0, contract=150, made=False))  # 2: Carla deals again, sits out
    s = statistics(m)
    assert s.rounds == 2
    assert [side.rounds for side in s.sides] == [1, 2, 1, 2]
    # the sheet numbers all four (a no bid and a misdeal are rows of their own): the match's
    # figure says what the 2 leave out, so that "2" does not read as a miscount beside deal 5
    assert s.not_played == {"no_bid": 1, "misdeal": 1}


def test_only_a_pandur_counts_deals_not_played():
    """A no bid and a misdeal are Pandur's alone; another variant has no such figure, and a
    Pandur without them counts 0 of each (the sheet then says nothing of them)."""
    from jasstafel.core.pandur import PandurDeal

    m = new_match("schieber", FOUR)
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    assert statistics(m).not_played is None
    m = new_match("pandur", FOUR)
    m.add(PandurDeal(declarer=1, contract=150, made=True))
    assert statistics(m).not_played == {"no_bid": 0, "misdeal": 0}


def test_a_guggitaler_without_domino_has_no_best_game():
    # every game only costs: the best game is 0 for everyone, always, and says nothing
    g = new_match("guggitaler", FOUR, preset="ohne_domino")
    g.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    g.add(GuggitalerCount(game="schellen", counts=[0, 4, 3, 2]))
    for side in statistics(g).sides:
        figures(side, rounds=2)
