"""Every refusal of the rules core, word for word: its rule id and its English message.

The message is what the Schreiber reads (the window translates the same template), so each
case writes it out in full, with the figures worked out by hand from the rule (RULES.md) and
the entry: a wrong seat number (+1 for people), a wrong limit or a wrong name in the message
fails here. Each refused entry leaves the match as it was (checked once per case).
The docs/variants/*.md pages list the same rule ids.
"""

import json
from pathlib import Path

import pytest

from jasstafel.core import RuleViolation, find_variant, matchfile, variants
from jasstafel.core.coiffeur import CoiffeurRound, CoiffeurRow, check_rows
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.handjass import HandjassRound, HandjassStriche
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card, MolotowDraw, MolotowRound
from jasstafel.core.pandur import PandurDeal, PandurFault
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound
from jasstafel.core.schieber import SchieberBedanken, SchieberRound
from jasstafel.core.variant import Team

FOUR = ["Anna", "Beat", "Carla", "Dora"]
THREE = ["Anna", "Beat", "Carla"]


def refused(m, entry):
    """The refusal of *entry*; the match keeps its entries and its board."""
    before, count = m.board().model_dump(), len(m.entries)
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert len(m.entries) == count and m.board().model_dump() == before
    return err.value


def check(m, entry, rule, message):
    err = refused(m, entry)
    assert (err.rule, err.message) == (rule, message)


# -- Pandur (RULES.md section 6): Anna (seat 0) deals the first deal and sits it out ------

def pandur(preset=None):
    return new_match("pandur", FOUR, preset=preset)


PANDUR_BIDS = "bids are 100, 110 … 290"
PANDUR_NAMED = "Misère ohne/mit, Pandur ohne/mit"


@pytest.mark.parametrize("preset, entry, rule, message", [
    # bids go in steps of 10: 105 is none
    (None, PandurDeal(declarer=1, contract=105, made=True), "pandur.contract",
     f"105 is not a Pandur bid: {PANDUR_BIDS}, 300 … 500, {PANDUR_NAMED}"),
    # without the high bids the ladder stops at 290
    ("bis_290", PandurDeal(declarer=1, contract=300, made=True), "pandur.contract",
     f"300 is not a Pandur bid: {PANDUR_BIDS}, {PANDUR_NAMED}"),
    # seat 4 is the fifth seat of four
    (None, PandurDeal(declarer=4, contract=120, made=True), "pandur.seat",
     "There is no seat 5: Pandur has 4 players"),
    (None, PandurFault(declarer=1, contract=120, by=7), "pandur.seat",
     "There is no seat 8: Pandur has 4 players"),
    (None, PandurDeal(declarer=0, contract=120, made=True), "pandur.declarer_dealer",
     "Anna deals, sits out this deal and inherits: the declarer is one of the three others"),
    (None, PandurDeal(declarer=1, contract="misere_ohne", made=True, points=40),
     "pandur.outcome_tricks", "Misère ohne is decided by the tricks, not by points: enter "
     "made or failed, without card points and Weis"),
    (None, PandurDeal(declarer=2, contract="pandur_mit"), "pandur.outcome_tricks",
     "Pandur mit is decided by the tricks, not by points: enter made or failed, without card "
     "points and Weis"),
    (None, PandurDeal(declarer=1, contract=120), "pandur.outcome",
     "A numeric bid needs either made/failed or the declarer's card points (and Weis), not "
     "both and not neither"),
    (None, PandurDeal(declarer=1, contract=120, made=True, points=130), "pandur.outcome",
     "A numeric bid needs either made/failed or the declarer's card points (and Weis), not "
     "both and not neither"),
    (None, PandurDeal(declarer=1, contract=120, made=True, weis=20),
     "pandur.weis_without_points", "Weis only counts together with the declarer's card "
     "points: enter the points, or made/failed without Weis"),
    (None, PandurDeal(declarer=1, contract=120, made=False, weis_beaten=True),
     "pandur.weis_without_points", "Weis only counts together with the declarer's card "
     "points: enter the points, or made/failed without Weis"),
    # 30 is no Weis; the possible totals of 8 cards from the table of RULES.md section 6
    (None, PandurDeal(declarer=1, contract=120, points=100, weis=30), "pandur.weis",
     "Weis of 30 is impossible with 8 cards in Pandur; possible are 20, 40, 50, 70, 100, "
     "120, 140, 150, 170, 190, 200, 220, 240, 250, 300, 350"),
    (None, PandurDeal(declarer=1, contract=120, points=100, weis_beaten=True),
     "pandur.weis_beaten", "The opponents may only show Weis when the declarer shows Weis: "
     "without his Weis there is nothing to beat"),
    (None, PandurDeal(declarer=1, contract=120, points=160), "points.range",
     "Card points must be between 0 and 157, not 160"),
    (None, PandurFault(declarer=1, contract=120, by=0), "pandur.fault_player",
     "Anna does not play this deal: only the declarer and his opponents can be at fault"),
    (None, PandurFault(declarer=1, contract=120, by=2, premature_lead=True),
     "pandur.premature_lead", "A premature lead is the declarer's fault: the opponents do "
     "not lead first"),
    (None, PandurFault(declarer=3, contract="pandur_mit", by=3, premature_lead=True),
     "pandur.premature_lead_pandur_mit", "Leading at once is allowed with Pandur mit: it "
     "cannot be overbid, so it is no fault"),
])
def test_pandur_refusals(preset, entry, rule, message):
    check(pandur(preset), entry, rule, message)


def test_pandur_a_premature_lead_by_the_declarer_fails_his_contract():
    # the declarer's own premature lead is a fault of his: accepted, the contract fails
    m = pandur()
    m.add(PandurFault(declarer=1, contract=150, by=1, premature_lead=True))
    assert m.board().entries[-1].kind == "fault"


# -- Molotow (RULES.md section 3), three players, 8 rounds (Jassverein) -----------------

def molotow(**settings):
    return new_match("molotow", THREE, settings=settings or None)


@pytest.mark.parametrize("settings, entry, rule, message", [
    ({}, MolotowRound(points=[100, 57]), "molotow.players",
     "Card points must be given for each of the 3 players, not 2"),
    # 60 + 50 + 57 = 167: ten too many
    ({}, MolotowRound(points=[60, 50, 57]), "molotow.points_sum",
     "The card points add up to 167: a round has only 157"),
    ({}, MolotowRound(points=[60, 50, 47, 0]), "molotow.players",
     "Card points must be given for each of the 3 players, not 4"),
    ({}, MolotowRound(points=[60, 50, 47], hand_weis=[20, 50, 0]), "molotow.weis_one_player",
     "Handweis for Anna and Beat: only the player with the best Weis writes Handweis; the "
     "table setting Handweis “every player writes his Handweis” allows several"),
    ({}, MolotowRound(points=[60, 50, 47], stoeck=1), "molotow.no_stoeck",
     "There are no Stöck in Molotow (club rulebook); the table setting would allow them"),
    ({"stoeck": True}, MolotowRound(points=[60, 50, 47], stoeck=3), "molotow.stoeck_player",
     "There is no player 4"),
    ({}, MolotowDraw(order=[0, 1]), "molotow.draw_early",
     "A tie is decided by drawing a card only after the last round (8 rounds, 0 played)"),
    ({"rounds": 1}, MolotowDraw(order=[0, 1]), "molotow.draw_early",  # the one form
     "A tie is decided by drawing a card only after the last round (1 round, 0 played)"),
])
def test_molotow_refusals(settings, entry, rule, message):
    check(molotow(**settings), entry, rule, message)


def test_molotow_with_four_players_every_card_is_dealt():
    # 4 players × 9 cards = 36: every card is dealt, so the points add up to exactly 157
    m = new_match("molotow", FOUR)
    check(m, MolotowRound(points=[40, 40, 40, 30]), "molotow.points_sum",
          "With 4 players every card is dealt: the card points must add up to 157, not 150")


def one_round_molotow(points, **settings):
    m = molotow(rounds=1, **settings)
    m.add(MolotowRound(points=points))
    return m


def test_molotow_draw_refusals_after_the_last_round():
    # one round: Anna 50, Beat 50, Carla 57 -> Anna and Beat tie for the win (lowest wins)
    m = one_round_molotow([50, 50, 57])
    check(m, MolotowDraw(order=[0, 0]), "molotow.draw_players",
          "A draw needs two or more different players of the table")
    check(m, MolotowDraw(order=[0, 2]), "molotow.draw_not_tied",
          "Only tied players draw a card: Anna and Carla do not have the same total")
    check(m, MolotowDraw(order=[0, 1], cards=[Card(suit="rosen", rank="ass")] * 2),
          "molotow.draw_cards",
          "The cards drawn must be different cards, one per player, listed from the highest "
          "card down")
    m.add(MolotowDraw(order=[1, 0]))
    check(m, MolotowDraw(order=[1, 0]), "match.finished",
          "The match is decided: no further entry can be written")


def test_molotow_a_tie_draws_whole():
    # one round, 40 + 40 + 40 + 37 = 157: Dora wins, Anna, Beat and Carla tie with 40 for
    # second place and draw together (every tie is drawn), not two of them
    m = new_match("molotow", FOUR, settings={"rounds": 1})
    m.add(MolotowRound(points=[40, 40, 40, 37]))
    check(m, MolotowDraw(order=[0, 1]), "molotow.draw_whole_tie",
          "All 3 players with 40 points draw together: Anna, Beat and Carla")


def test_molotow_only_the_win_is_drawn_when_the_table_says_so():
    # two rounds: Anna 40 + 40 = 80, Beat 80, Carla 40 + 37 = 77, Dora 37 + 40 = 77. Carla and
    # Dora tie for the win and draw; Anna and Beat tie for third and share it (draw "win")
    m = new_match("molotow", FOUR, settings={"rounds": 2, "draw": "win"})
    m.add(MolotowRound(points=[40, 40, 40, 37]))
    m.add(MolotowRound(points=[40, 40, 37, 40]))
    check(m, MolotowDraw(order=[0, 1]), "molotow.draw_not_needed",
          "Only a tie for the win is drawn (table setting); Anna and Beat share their rank")
    m.add(MolotowDraw(order=[3, 2]))
    check(m, MolotowDraw(order=[2, 3]), "match.finished",
          "The match is decided: no further entry can be written")


# -- Fahnder (RULES.md section 5), four players ---------------------------------------

def fround(**kw):
    return FahnderRound(contract="obenabe", **kw)


def fahnder(**settings):
    return new_match("fahnder", FOUR, settings=settings or None)


@pytest.mark.parametrize("settings, entry, rule, message", [
    ({}, fround(fahnder=4, partner=1, bid=100, points=100), "fahnder.seat",
     "The Fahnder must be one of the four players, not seat 5"),
    ({}, fround(fahnder=0, partner=-1, bid=100, points=100), "fahnder.seat",
     "The partner must be one of the four players, not seat 0"),
    ({}, fround(fahnder=2, partner=2, bid=100, points=100), "fahnder.partner",
     "The partner is always another player than the Fahnder: Carla cannot be both, "
     "even when playing for a Match"),
    # past 150 only 155, 157 and the Match bid 257 exist
    ({}, fround(fahnder=0, partner=1, bid=160, points=100), "fahnder.bid",
     "There is no bid of 160: from 150 on only 150, 155, 157 and 257 (Match) can be bid"),
    ({"min_bid": 80}, fround(fahnder=0, partner=1, bid=75, points=100),
     "fahnder.min_bid", "The bid 75 is below the minimum bid of 80 (table setting)"),
    ({}, fround(fahnder=0, partner=1, bid=100, points=158), "points.range",
     "Card points must be between 0 and 157, not 158"),
    ({}, fround(fahnder=0, partner=1, bid=257, points=150, match=True), "fahnder.match",
     "A Match means all nine tricks: Fahnder and partner have all 157 card points, not 150"),
    ({}, FahnderPenalty(player=4), "fahnder.seat",
     "The player at fault must be one of the four players, not seat 5"),
    ({}, FahnderPenalty(player=1, nuller=3), "fahnder.penalty",
     "A misdeed costs 1 or at most 2 Nuller, not 3"),
    ({}, FahnderPenalty(player=1, nuller=0), "fahnder.penalty",
     "A misdeed costs 1 or at most 2 Nuller, not 0"),
])
def test_fahnder_refusals(settings, entry, rule, message):
    check(fahnder(**settings), entry, rule, message)


def test_fahnder_the_minimum_bid_itself_is_a_bid():
    m = fahnder(min_bid=80)
    m.add(fround(fahnder=0, partner=1, bid=80, points=80))  # the minimum itself, made
    assert m.board().entries[-1].notes == ["made"]


# -- Punktetafel (RULES.md section 7) ---------------------------------------------------

def test_punktetafel_refusals():
    m = new_match("punktetafel", THREE)
    check(m, PunktetafelClose(), "punktetafel.close_empty",
          "Nothing to close: no round has been written yet")
    check(m, PunktetafelRound(points=[1, 2]), "punktetafel.sides",
          "Points must be given for each of the 3 sides, not 2")
    # the guard is a million either way: one more is refused, the million itself is not
    check(m, PunktetafelRound(points=[0, 1_000_001, 0]), "punktetafel.points_range",
          "1000001 points in one round is too many: at most 1000000 either way")
    check(m, PunktetafelRound(points=[0, 0, -1_000_001]), "punktetafel.points_range",
          "-1000001 points in one round is too many: at most 1000000 either way")
    m.add(PunktetafelRound(points=[1_000_000, -1_000_000, 0]))
    assert [s.total for s in m.board().sides] == [1_000_000, -1_000_000, 0]


@pytest.mark.parametrize("players, kwargs, rule, message", [
    ([f"P{i}" for i in range(100)], {}, "setup.players",
     "Punktetafel is played by 1 to 99 players, not 100"),
    (THREE, {"first": 3}, "setup.first", "The first seat must be one of the 3 players"),
    (THREE, {"settings": {"margin": 2}}, "punktetafel.margin",
     "A winning margin of 2 needs a target to play to"),
])
def test_punktetafel_setup_refusals(players, kwargs, rule, message):
    with pytest.raises(RuleViolation) as err:
        new_match("punktetafel", players, **kwargs)
    assert (err.value.rule, err.value.message) == (rule, message)


# -- Schieber (RULES.md section 1): Freier Jass to 4500 unless a case says otherwise -------

def schieber(preset=None, **settings):
    return new_match("schieber", FOUR, preset=preset, settings=settings or None)


def sround(contract="rosen", points=(100, 57), **kw):
    return SchieberRound(contract=contract, announced_by=0, points=points, **kw)


WEIS_SUMS = "Weis is a sum of 20, 50, 100, 150, 200, 250 and 300 (at most 1000 in a round)"


@pytest.mark.parametrize("preset, settings, entry, rule, message", [
    # Slalom is not among the Freier Jass factors
    (None, {}, sround("slalom"), "schieber.contract",
     "Slalom is not played with these table settings"),
    (None, {}, sround(points=(100, 50)), "schieber.points",
     "The card points of both teams must add up to 157, not 100 + 50"),
    # out of range, though the sum is right (a trial's file: "must add up to 157, not 200 +
    # -43" contradicted itself); the range first, as the window's field says it
    (None, {}, sround(points=(-1, 158)), "points.range",
     "Card points must be between 0 and 157, not -1"),
    (None, {}, sround(points=(200, -43)), "points.range",
     "Card points must be between 0 and 157, not 200"),
    (None, {}, sround(points=(100, -43)), "points.range",
     "Card points must be between 0 and 157, not -43"),
    (None, {"double_deck": True}, sround(points=(320, -6)), "points.range",
     "Card points must be between 0 and 314, not 320"),
    # a double deck has 2 × 157 = 314 card points
    (None, {"double_deck": True}, sround(points=(157, 0)), "schieber.points",
     "With a double deck the card points of both teams must add up to 314, not 157 + 0"),
    (None, {}, sround(points=(100, 57), match=True), "schieber.match",
     "A Match needs 157 : 0 (one team took every trick)"),
    (None, {"double_deck": True}, sround(points=(200, 114), match=True), "schieber.match",
     "A Match needs 314 : 0 (one team took every trick)"),
    ("turnier", {}, sround(weis=(20, 0)), "schieber.no_weis",
     "No Weis and no Stöck are written in this preset (Turnier)"),
    ("turnier", {}, sround(stoeck=1), "schieber.no_weis",
     "No Weis and no Stöck are written in this preset (Turnier)"),
    (None, {}, sround(weis=(20, 50)), "schieber.weis_one_team",
     "Only the team with the best Weis scores: Weis for one team only"),
    (None, {}, sround(weis=(0, 30)), "weis.amount", f"Weis of 30 is impossible: {WEIS_SUMS}"),
    (None, {}, sround(weis=(1010, 0)), "weis.amount",
     f"Weis of 1010 is impossible: {WEIS_SUMS}"),
    (None, {}, sround(weis=(-20, 0)), "weis.amount", f"Weis of -20 is impossible: {WEIS_SUMS}"),
    (None, {}, sround("obenabe", stoeck=0), "schieber.stoeck",
     "Stöck exist only in a trump contract, not in Obenabe"),
    # the French deck names the contract as it is called there: Schilten are Herz
    (None, {"deck": "fr", "factors": {"schilten": 1}}, sround("rosen"), "schieber.contract",
     "Spades is not played with these table settings"),
    ("turnier", {}, SchieberBedanken(team=0), "schieber.bedanken_turnier",
     "A Turnier ends after its 12 rounds: nobody calls Bedanken"),
    # a round holds at most 157 + 1000 Weis + 20 Stöck = 1177 points
    (None, {}, SchieberBedanken(team=1, stack=1178, contract="rosen"), "schieber.stack",
     "A stack of 1178 is impossible: at most 1177 points in a round"),
    # without Weis and Stöck only the 157 card points
    (None, {"weis": False}, SchieberBedanken(team=1, stack=158, contract="rosen"),
     "schieber.stack", "A stack of 158 is impossible: at most 157 points in a round"),
    # a double deck: 314 + 1020 = 1334
    (None, {"double_deck": True}, SchieberBedanken(team=0, stack=1335, contract="rosen"),
     "schieber.stack", "A stack of 1335 is impossible: at most 1334 points in a round"),
    (None, {}, SchieberBedanken(team=0, stack=100), "schieber.stack_contract",
     "Bedanken during a round needs the contract to multiply the stack"),
])
def test_schieber_refusals(preset, settings, entry, rule, message):
    check(schieber(preset, **settings), entry, rule, message)


def test_schieber_the_largest_stack_and_weis_are_accepted():
    # 1177 × Rosen 5 = 5885 on the stack; Weis 1000 (the guard's edge) is a legal amount
    m = schieber()
    m.add(sround(weis=(1000, 0)))  # (100 + 1000) × 5 = 5500 : 57 × 5 = 285
    assert [s.total for s in m.board().sides] == [5500, 285]
    m = schieber()
    m.add(SchieberBedanken(team=1, stack=1177, contract="rosen"))
    assert [s.total for s in m.board().sides] == [0, 5885]


def test_schieber_both_teams_past_the_target():
    # target 110: 100 : 57, then 50 : 107 -> 150 : 164, both past the target
    m = schieber("einfach_1000", target=110)
    m.add(sround(points=(100, 57)))
    m.add(sround(points=(50, 107)))
    check(m, sround(), "schieber.both_over",
          "Both teams are past the target: record which team called Bedanken first")
    check(m, SchieberBedanken(team=0, stack=20, contract="rosen"), "schieber.both_over_stack",
          "Both teams are already past the target: the stack no longer counts")


def test_schieber_is_two_teams_of_two():
    with pytest.raises(RuleViolation) as err:
        new_match("schieber", FOUR, teams=[Team(name="A", players=[0, 1, 2]),
                                           Team(name="B", players=[3])])
    assert (err.value.rule, err.value.message) == (
        "setup.teams", "Schieber is played by two teams of two")


# -- Coiffeur (RULES.md section 2): Jassverein rows, Eichel ×1 … Coiffeur 3×3 ×11 ---------

EICHEL, OBENABE, MISERE = 0, 4, 6


def coiffeur(**settings):
    return new_match("coiffeur", FOUR, settings=settings or None)


def cround(row, points=0, team=0, **kw):
    return CoiffeurRound(team=team, row=row, points=points, **kw)


@pytest.mark.parametrize("settings, entry, rule, message", [
    ({}, cround(EICHEL, team=2, points=80), "coiffeur.team", "There is no team 3"),
    ({}, cround(11, points=80), "coiffeur.row", "There is no row 12"),
    ({}, cround(EICHEL, points=158), "points.range",
     "Card points must be between 0 and 157, not 158"),
    ({}, cround(OBENABE, points=80, stoeck=True), "coiffeur.stoeck",
     "No Stöck in the row Obenabe: it has no trump"),
    ({"stoeck": False}, cround(EICHEL, points=80, stoeck=True), "coiffeur.stoeck",
     "No Stöck: the table setting “Stöck count” is off"),
    ({}, cround(MISERE, kontermatsch=True), "coiffeur.misere_kontermatsch",
     "There is no Kontermatsch in Misère: taking no trick is its Match"),
    ({}, cround(MISERE, points=10, match=True), "coiffeur.misere_match",
     "A Match in Misère means no trick at all: 0 card points"),
    ({}, cround(EICHEL, points=10, kontermatsch=True), "coiffeur.kontermatsch",
     "Kontermatsch: the announcing team took no trick, it writes 0"),
    # a Kontermatsch writes 0, no Stöck (docs/variants/coiffeur.md): the Stöck are named
    ({}, cround(EICHEL, kontermatsch=True, stoeck=True), "coiffeur.kontermatsch_stoeck",
     "No Stöck with a Kontermatsch: the announcing team took no trick, it writes 0"),
    ({}, cround(EICHEL, points=10, kontermatsch=True, stoeck=True), "coiffeur.kontermatsch",
     "Kontermatsch: the announcing team took no trick, it writes 0"),
    ({}, cround(EICHEL, points=150, match=True), "coiffeur.match",
     "A Match needs all 157 card points"),
])
def test_coiffeur_refusals(settings, entry, rule, message):
    check(coiffeur(**settings), entry, rule, message)


def test_coiffeur_a_row_once_per_team():
    m = coiffeur()
    m.add(cround(OBENABE, points=80, team=1))
    check(m, cround(OBENABE, points=90, team=1), "coiffeur.row_filled",
          "Team B played Obenabe already: each row once per team")


@pytest.mark.parametrize("n", [5, 13])
def test_coiffeur_a_new_match_has_6_to_12_rows(n):
    # the New match form asks check_rows; a file with other rows still loads
    with pytest.raises(RuleViolation) as err:
        check_rows([CoiffeurRow(name="Eichel", factor=1, kind="trump")] * n)
    assert (err.value.rule, err.value.message) == (
        "coiffeur.rows_count", f"A Coiffeur has 6 to 12 rows, not {n}")


# -- Guggitaler (RULES.md section 7): four players, the five games and the Domino ---------

def guggitaler(preset=None, players=FOUR):
    return new_match("guggitaler", players, preset=preset)


def five_games(m):
    m.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))  # 9 tricks
    m.add(GuggitalerCount(game="schellen", counts=[3, 2, 2, 2]))  # 9 Schellen
    m.add(GuggitalerCount(game="ober", counts=[1, 1, 1, 1]))  # 4 Ober
    m.add(GuggitalerTaker(game="rosenkoenig", player=0))
    m.add(GuggitalerTaker(game="last_trick", player=1))
    return m


def test_guggitaler_refusals():
    m = guggitaler()
    check(m, GuggitalerCount(game="schellen", counts=[3, 2, 2, 2]), "guggitaler.order",
          "The games are played in their order: next is Tricks (Guggitaler 1), not Bells")
    check(m, GuggitalerCount(game="tricks", counts=[3, 2, 2]), "guggitaler.players",
          "Tricks: a count for each of the 4 players, not 3")
    check(m, GuggitalerCount(game="tricks", counts=[5, 5, 0, -1]), "guggitaler.count_negative",
          "Tricks: a player takes 0 or more, not -1")
    check(m, GuggitalerCount(game="tricks", counts=[2, 2, 2, 2]), "guggitaler.count_sum",
          "Tricks: the counts of all players must add up to 9, not 8")
    m.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    check(m, GuggitalerCount(game="schellen", counts=[3, 3, 2, 2]), "guggitaler.count_sum",
          "Bells: the counts of all players must add up to 9, not 10")
    m.add(GuggitalerCount(game="schellen", counts=[3, 2, 2, 2]))
    check(m, GuggitalerCount(game="ober", counts=[1, 1, 1, 0]), "guggitaler.count_sum",
          "Ober: the counts of all players must add up to 4, not 3")
    m.add(GuggitalerCount(game="ober", counts=[1, 1, 1, 1]))
    check(m, GuggitalerTaker(game="rosenkoenig", player=4), "guggitaler.player",
          "There is no player 5: Guggitaler is played by 4 here")


def test_guggitaler_the_domino():
    m = five_games(guggitaler())
    check(m, GuggitalerDomino(order=[0, 1, 2]), "guggitaler.domino_order",
          "The Domino order names every one of the 4 players once, first out first")
    check(m, GuggitalerDomino(order=[0, 1, 2, 2]), "guggitaler.domino_order",
          "The Domino order names every one of the 4 players once, first out first")
    m = guggitaler(players=THREE)
    m.add(GuggitalerCount(game="tricks", counts=[4, 4, 4]))  # 36 cards: 12 tricks of 3
    m.add(GuggitalerCount(game="schellen", counts=[3, 3, 3]))
    m.add(GuggitalerCount(game="ober", counts=[2, 1, 1]))
    m.add(GuggitalerTaker(game="rosenkoenig", player=0))
    m.add(GuggitalerTaker(game="last_trick", player=1))
    check(m, GuggitalerDomino(order=[0, 1, 3]), "guggitaler.domino_order",
          "The Domino order names every one of the 3 players once, first out first")


# -- Differenzler (RULES.md section 7), three players -----------------------------------

@pytest.mark.parametrize("entry, rule, message", [
    (DifferenzlerGame(predictions=[50, 50], points=[50, 50, 57]), "differenzler.players",
     "Predictions must be given for each of the 3 players, not 2"),
    (DifferenzlerGame(predictions=[50, 50, 57], points=[100, 57]), "differenzler.players",
     "Card points must be given for each of the 3 players, not 2"),
    (DifferenzlerGame(predictions=[50, 158, 57], points=[50, 50, 57]),
     "differenzler.prediction",
     "Beat predicted 158: a prediction is between 0 and 157 card points"),
    (DifferenzlerGame(predictions=[-1, 50, 57], points=[50, 50, 57]),
     "differenzler.prediction",
     "Anna predicted -1: a prediction is between 0 and 157 card points"),
    (DifferenzlerGame(predictions=[50, 50, 57], points=[50, 50, 50]), "differenzler.points_sum",
     "The card points of all players must add up to 157, not 150"),
    (DifferenzlerGame(predictions=[50, 50, 57], points=[-3, 100, 60]), "points.range",
     "Card points must be between 0 and 157, not -3"),
])
def test_differenzler_refusals(entry, rule, message):
    check(new_match("differenzler", THREE), entry, rule, message)


def test_differenzler_predictions_at_the_edges_are_accepted():
    m = new_match("differenzler", THREE)
    m.add(DifferenzlerGame(predictions=[0, 157, None], points=[0, 100, 57]))
    assert len(m.entries) == 1


# -- Handjass (RULES.md section 4) ------------------------------------------------------

@pytest.mark.parametrize("players, settings, entry, rule, message", [
    (THREE, {}, HandjassRound(points=[100, 57]), "handjass.players",
     "Enter the card points of every player: 3 values, not 2"),
    (THREE, {}, HandjassStriche(striche=[1, 0, 0, 0]), "handjass.players",
     "Enter the Striche of every player: 3 values, not 4"),
    # 4 × 9 cards: the whole deck, so exactly 157
    (FOUR, {}, HandjassRound(points=[40, 40, 40, 30]), "handjass.points_sum",
     "With four players the whole deck is dealt: the card points add up to 157, not 150"),
    # RULES.md §4 has no Weis: a sum past 157 says so (a Romand table typed 40 + 20 Weis)
    (THREE, {}, HandjassRound(points=[60, 60, 40]), "handjass.points_sum",
     "A round has 157 card points: 160 is too many; the Handjass writes card points only, "
     "Weis are not counted"),
    (FOUR, {}, HandjassRound(points=[40, 40, 37, 60]), "handjass.points_sum",
     "A round has 157 card points: 177 is too many; the Handjass writes card points only, "
     "Weis are not counted"),
    (THREE, {}, HandjassRound(points=[60, 60, 158]), "points.range",
     "Card points must be between 0 and 157, not 158"),
    (THREE, {"voll": 5}, HandjassStriche(striche=[6, 0, 0]), "handjass.striche",
     "A player gets 0 to 5 Striche in one round (5 make him full), not 6"),
    (THREE, {}, HandjassStriche(striche=[0, -1, 0]), "handjass.striche",
     "A player gets 0 to 7 Striche in one round (7 make him full), not -1"),
])
def test_handjass_refusals(players, settings, entry, rule, message):
    check(new_match("handjass", players, settings=settings or None), entry, rule, message)


def test_handjass_rewards_fewer_than_the_players():
    # Gewinnstriche with 3 players: at most 2 rewarded per round
    with pytest.raises(RuleViolation) as err:
        new_match("handjass", THREE, settings={"counting": "gewinnstriche", "rewarded": 3})
    assert (err.value.rule, err.value.message) == (
        "setup.handjass_rewarded",
        "With 3 players at most 2 can get a Gewinnstrich per round, not 3")


# -- every variant: the players and the teams --------------------------------------------

@pytest.mark.parametrize("variant, players, kwargs, rule, message", [
    ("schieber", THREE, {}, "setup.players", "Schieber is played by 4 players, not 3"),
    ("molotow", FOUR, {"first": 4}, "setup.first", "The first seat must be one of the 4 players"),
    ("molotow", THREE, {"teams": [Team(name="A", players=[0, 1]), Team(name="B", players=[2])]},
     "setup.teams", "Molotow is played each for himself, without teams"),
])
def test_setup_refusals(variant, players, kwargs, rule, message):
    with pytest.raises(RuleViolation) as err:
        new_match(variant, players, **kwargs)
    assert (err.value.rule, err.value.message) == (rule, message)


# -- the edges of the refusals: the last value that is still accepted --------------------

def test_punktetafel_takes_99_players():
    m = new_match("punktetafel", [f"P{i}" for i in range(99)], first=98)
    assert len(m.board().sides) == 99


def test_molotow_more_refusals():
    m = molotow(rounds=1)
    check(m, MolotowRound(points=[60, 50, 47], hand_weis=[20, 0]), "molotow.players",
          "Handweis must be given for each of the 3 players, not 2")
    check(m, MolotowRound(points=[60, 50, 47], tisch_weis=[0, 0, 0, 20]), "molotow.players",
          "Tischweis must be given for each of the 3 players, not 4")
    m.add(MolotowRound(points=[50, 50, 57]))  # the only round: Anna and Beat tie
    check(m, MolotowRound(points=[50, 50, 57]), "molotow.rounds_over",
          "The one round is played: only the tied players' draw is left")
    # seat 3 is no seat of three players
    check(m, MolotowDraw(order=[0, 3]), "molotow.draw_players",
          "A draw needs two or more different players of the table")
    m.add(MolotowDraw(order=[0, 1]))
    assert m.finished


def test_molotow_a_tie_drawn_once_only():
    # two rounds: Anna 40 + 37 = 77, Beat 80, Carla 37 + 40 = 77, Dora 80: two ties, each
    # drawn (every tie is drawn), each once
    m = new_match("molotow", FOUR, settings={"rounds": 2})
    m.add(MolotowRound(points=[40, 40, 37, 40]))
    m.add(MolotowRound(points=[37, 40, 40, 40]))
    m.add(MolotowDraw(order=[2, 0]))  # the tie for the win: Carla, then Anna
    check(m, MolotowDraw(order=[0, 2]), "molotow.draw_done",
          "Anna and Carla have already drawn a card for their tie")
    m.add(MolotowDraw(order=[3, 1]))
    assert m.finished


def test_guggitaler_without_a_domino():
    m = five_games(guggitaler("ohne_domino"))
    assert m.finished
    m = guggitaler("ohne_domino")
    check(m, GuggitalerDomino(order=[0, 1, 2, 3]), "guggitaler.no_domino",
          "No Domino is played with these table settings")


# -- a team with no players (a match file edited by hand) ---------------------------------
#
# A club programmer's trial: a Punktetafel file whose team Unterdorf had `"players": []`
# (its three players moved to Oberdorf) was read as a board of two sides, one of them a team
# nobody plays in. The New match dialog never makes one; a file that has one is refused,
# naming the team, in every variant that has teams; the others have no teams at all.

EMPTY_TEAM = "The team {0} has no players; every team needs one player or more"
EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


@pytest.mark.parametrize("variant, players, teams, empty", [
    # every seat in a team, two teams: only the empty team breaks a rule
    ("punktetafel", FOUR, [Team(name="Oberdorf", players=[0, 1, 2, 3]),
                           Team(name="Unterdorf", players=[])], "Unterdorf"),
    ("punktetafel", FOUR, [Team(name="Gäste", players=[]), Team(name="A", players=[0, 2]),
                           Team(name="B", players=[1, 3])], "Gäste"),
    ("schieber", FOUR, [Team(name="Team A", players=[0, 2]), Team(name="Team B", players=[1, 3]),
                        Team(name="Team C", players=[])], "Team C"),
    ("schieber", FOUR, [Team(name="Alle", players=[0, 1, 2, 3]),
                        Team(name="Niemand", players=[])], "Niemand"),
    ("coiffeur", FOUR, [Team(name="A", players=[0, 2]), Team(name="B", players=[1, 3]),
                        Team(name="C", players=[])], "C"),
    ("coiffeur", THREE, [Team(name="Anna", players=[0]), Team(name="Beat", players=[1]),
                         Team(name="Carla", players=[2]), Team(name="Dora", players=[])],
     "Dora"),
])
def test_a_team_with_no_players_is_refused_naming_the_team(variant, players, teams, empty):
    with pytest.raises(RuleViolation) as err:
        new_match(variant, players, teams=teams)
    assert (err.value.rule, err.value.message) == ("setup.teams",
                                                   EMPTY_TEAM.format(repr(empty)))


def _teams_example(variant):
    """The first example file of *variant* (docs/examples), as JSON."""
    for path in sorted(EXAMPLES.glob("*.jass")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["variant"] == variant:
            return data
    raise AssertionError(variant)


@pytest.mark.parametrize("variant", [v.name for v in variants()])
def test_a_file_with_a_team_of_no_players_is_refused_in_every_variant(variant):
    """The last team's players moved to the first, the last team left with `"players": []`
    (every player still in exactly one team): refused naming that team in the variants that
    have teams; refused as teams at all in the games each for himself."""
    data = _teams_example(variant)
    cls = find_variant(variant)
    if not data["teams"]:  # a game each for himself: all of them in one team, one empty
        data["teams"] = [{"name": "Alle", "players": list(range(len(data["players"])))},
                         {"name": "Niemand", "players": []}]
    else:
        last = data["teams"][-1]
        data["teams"][0]["players"] += last["players"]
        last["players"] = []
    with pytest.raises(RuleViolation) as err:
        matchfile.loads(json.dumps(data, ensure_ascii=False))
    assert err.value.rule == "setup.teams"
    if cls.team_game or cls.teams_optional:
        assert err.value.message == EMPTY_TEAM.format(repr(data["teams"][-1]["name"]))
    else:
        assert err.value.message == f"{cls.title} is played each for himself, without teams"
