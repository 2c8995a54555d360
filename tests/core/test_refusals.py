"""Every refusal of the rules core, word for word: its rule id and its English message.

The message is what the Schreiber reads (the window translates the same template), so each
case writes it out in full, with the figures worked out by hand from the rule (RULES.md) and
the entry: a wrong seat number (+1 for people), a wrong limit or a wrong name in the message
fails here. Each refused entry leaves the match as it was (checked once per case).
The docs/variants/*.md pages list the same rule ids.
"""

import pytest

from jasstafel.core import RuleViolation
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card, MolotowDraw, MolotowRound
from jasstafel.core.pandur import PandurDeal, PandurFault
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound

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
     "Anna deals and sits out this deal (he erbt): the declarer is one of the three others"),
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
     "pandur.weis_beaten", "The opponents may only show Weis when the declarer weist: "
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
     "Only the player with the best Weis writes Handweis: Handweis for one player only"),
    ({}, MolotowRound(points=[60, 50, 47], stoeck=1), "molotow.no_stoeck",
     "There are no Stöck in Molotow (club rulebook); the table setting would allow them"),
    ({"stoeck": True}, MolotowRound(points=[60, 50, 47], stoeck=3), "molotow.stoeck_player",
     "There is no player 4"),
    ({}, MolotowDraw(order=[0, 1]), "molotow.draw_early",
     "A tie is decided by drawing a card only after the last round (8 rounds, 0 played)"),
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
          "Only tied players draw a card: Anna, Carla do not have the same total")
    check(m, MolotowDraw(order=[0, 1], cards=[Card(suit="rosen", rank="ass")] * 2),
          "molotow.draw_cards",
          "The cards drawn must be different cards, one per player, listed from the highest "
          "card down")
    m.add(MolotowDraw(order=[1, 0]))
    check(m, MolotowDraw(order=[1, 0]), "match.finished",
          "The Partie is decided: no further entry can be written")


def test_molotow_a_tie_draws_whole():
    # one round, 40 + 40 + 40 + 37 = 157: Dora wins, Anna, Beat and Carla tie with 40 for
    # second place and draw together (every tie is drawn), not two of them
    m = new_match("molotow", FOUR, settings={"rounds": 1})
    m.add(MolotowRound(points=[40, 40, 40, 37]))
    check(m, MolotowDraw(order=[0, 1]), "molotow.draw_whole_tie",
          "All 3 players with 40 points draw together: Anna, Beat, Carla")


def test_molotow_only_the_win_is_drawn_when_the_table_says_so():
    # two rounds: Anna 40 + 40 = 80, Beat 80, Carla 40 + 37 = 77, Dora 37 + 40 = 77. Carla and
    # Dora tie for the win and draw; Anna and Beat tie for third and share it (draw "win")
    m = new_match("molotow", FOUR, settings={"rounds": 2, "draw": "win"})
    m.add(MolotowRound(points=[40, 40, 40, 37]))
    m.add(MolotowRound(points=[40, 40, 37, 40]))
    check(m, MolotowDraw(order=[0, 1]), "molotow.draw_not_needed",
          "Only a tie for the win is drawn (table setting); Anna, Beat share their rank")
    m.add(MolotowDraw(order=[3, 2]))
    check(m, MolotowDraw(order=[2, 3]), "match.finished",
          "The Partie is decided: no further entry can be written")


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
     "The partner is always another player than the Fahnder: Carla cannot call himself, "
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
