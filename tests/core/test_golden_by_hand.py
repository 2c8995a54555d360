"""Every golden example, checked against figures worked out by hand from its entries.

test_golden.py compares each example with its committed board, which scripts/update-golden
rewrites from the code: a wrong rule could be "blessed" that way. The numbers here come from
the entries of each docs/examples/*.jass, added up by hand (the sums are in the comments).
"""

from pathlib import Path

import pytest

from jasstafel.core import matchfile

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def board(name):
    return matchfile.load(EXAMPLES / f"{name}.jass").board()


def totals(b):
    return [s.total for s in b.sides]


def test_every_example_is_checked_here():
    checked = {name.removeprefix("test_").replace("_", "-") for name in globals()
               if name.startswith("test_") and name not in (
                   "test_every_example_is_checked_here",
                   "test_a_board_of_an_example_replays_the_same")}
    assert {p.stem for p in EXAMPLES.glob("*.jass")} == checked


def test_coiffeur_jassverein():
    b = board("coiffeur-jassverein")
    # A: 88 + (101+20)×2 + 70×3 + 257×4 + 95×5 + 83×6 + (157−12)×7 + 77×8 + 90×9 + 0
    #    + (120+20)×11 = 88+242+210+1028+475+498+1015+616+810+0+1540 = 6522
    # B: 99×11 + (110+20)×10 + 85×9 + 60×8 + 257×7 (Misère Match) + 102×6 + 64×5
    #    + (73+20)×4 + 111×3 + 57×2 + 130 = 1089+1300+765+480+1799+612+320+372+333+114+130
    assert totals(b) == [6522, 7314]
    assert b.finished and b.winners == [1]
    assert b.sides[0].figures["cells"][9] == 0  # Kontermatsch in Wunsch: 0, played
    assert [s.figures["matches"] for s in b.sides] == [1, 1]


def test_coiffeur_swisslos_10():
    b = board("coiffeur-swisslos-10")
    # A: ten Matches, 257 × (1 + … + 10) = 257 × 55; B: 40 × (1 + … + 6) = 840
    assert totals(b) == [14135, 840]
    # B's open rows 7 … 10 can still bring 257 × 34 = 8738 < 13295: uneinholbar
    assert b.sides[1].figures["still_possible"] == 8738
    assert b.figures["uneinholbar"] == 0 and not b.finished
    # 16 rounds from first 0 (dealer 3 before it): Dora deals, Anna's team is full: Beat
    assert (b.dealer, b.announcer) == (3, 1)


def test_coiffeur_swisslos_8_three_players():
    b = board("coiffeur-swisslos-8-three-players")
    # Ueli 90×1 + 60×6 = 450; Vreni 80×5 + (100+20)×8 = 1360; Werner 257×7 + 45×4 = 1979
    assert totals(b) == [450, 1360, 1979]
    assert b.ranks == [3, 2, 1]


def test_differenzler():
    b = board("differenzler")
    # Anna 2+5+5+0+6+8+1+4+5+13+5+9 = 63; Beat 6+8+8+11+5+5+6+6+7+10+5+4 = 81
    # Cla 3+0+20(no prediction)+7+7+7+7+2+0+2+2+6 = 63; Dora 1+5+5+2+4+3+4+20+0+1+1+5 = 51
    assert totals(b) == [63, 81, 63, 51]
    assert b.finished and b.winners == [3] and b.ranks == [2, 4, 2, 1]
    assert [s.figures["exact"] for s in b.sides] == [1, 0, 2, 1]
    assert [s.figures["missing"] for s in b.sides] == [0, 0, 1, 1]


def test_fahnder():
    b = board("fahnder")
    # Anna: Striche 2+1+1+3 (Match bid made)+1+1+2+2+2 = 15, Nuller 2+1 = 3: net 12
    # Dora: Striche 2+2+1+2+1+1+2+1+1+3 = 16, Nuller 1 + 1 (looking into cards) = 2: net 14
    # both reach 12 in the last round (10 and 11 before it): two Fahnder-Könige
    assert [(s.figures["striche"], s.figures["nuller"]) for s in b.sides] == [
        (15, 3), (7, 6), (10, 4), (16, 2)]
    assert totals(b) == [12, 1, 6, 14]
    assert b.finished and b.winners == [0, 3]
    # round 8: Cla bid 257 and took 157 without a Match: failed
    assert b.entries[7].written == [1, -1, -2, 1]


def test_handjass_gewinnstriche():
    b = board("handjass-gewinnstriche")
    # best per round: A, B, A+B (50 = 50), C, A, [C +2], B, A, C, A, B, C, A, C, A
    assert totals(b) == [7, 4, 6]
    assert b.finished and b.winners == [0]


def test_handjass_standard():
    b = board("handjass-standard")
    # fewest per round: D, D, B, A+B+D (35), [C +3], B, C, A, D, [B +2, D +1], B, B
    assert totals(b) == [2, 7, 4, 5]
    assert b.finished and b.winners == [0]


def test_handjass_unter_21():
    b = board("handjass-unter-21")
    # under 21: B+D, C, A+B, nobody (21 is not under 21), [E +2], B, A+B+C, B+E
    assert totals(b) == [2, 5, 2, 1, 3]
    assert b.finished and b.winners == [3]


def test_molotow_hausjass():
    b = board("molotow-hausjass")
    # Anna 30+18+52+26+33+(40−20)+24+39×2 = 281
    # Beat (41−20)+35+10+38+30+(22+50)+45+(35−20)×2 = 281
    # Cla 25+(44−20)+33+19+30+27+31+46×2 = 281
    # Dora (40−50)+29+27+44+31+36+(17−20)+20×2 = 194
    # Emil 21+20+(35+20)+27+33+(32−20)+40+17×2 = 242
    assert totals(b) == [281, 281, 281, 194, 242]
    # fewest first: Dora 194, Emil 242, then the tie on 281 drawn: Cla, Anna, Beat
    assert b.finished and b.winners == [3] and b.ranks == [4, 5, 3, 1, 2]
    # Stöck (table setting, 20 minus points): Cla in round 2, Dora in round 7, once each
    assert [s.figures["stoeck"] for s in b.sides] == [0, 0, 1, 1, 0]
    assert [s.figures["stoeck_points"] for s in b.sides] == [0, 0, 20, 20, 0]


def test_molotow():
    b = board("molotow")
    # Anna 31+12+40+25+57+9+(36−20)+75 = 265; Beat 52+(68+20)+18+39+23+44+30+40 = 334
    # Cla (27−20)+45+33+71+14+60+21+14 = 265; Dora 47+32+(66−50)+22+(63+20)+44+70+28 = 342
    assert totals(b) == [265, 334, 265, 342]
    # Anna drew Eicheln König, Cla Schilten 8: Anna wins the tie
    assert b.finished and b.winners == [0] and b.ranks == [1, 3, 2, 4]


def test_pandur_bis_290():
    b = board("pandur-bis-290")
    # Fritz deals first. 1: Trudi 157+150 ≥ 290 made +5, Fritz erbt 2. 2: Hans Pandur mit +6,
    # Heidi erbt 2. 3: Fritz 140+100 < 250 failed: Trudi, Heidi +5 (250: 5); Hans erbt 2.
    # 4: Heidi Pandur ohne failed: Hans, Fritz +5; Trudi erbt 2 (12). 5: Heidi 150 failed:
    # Hans +3 = 16, Trudi +3 = 15: both out in the same deal; Fritz erbt 2 (9).
    # 6 (two play): Fritz Misère mit failed: Heidi +4 = 11. 7: Fritz misdeals.
    # 8: Heidi 120+100 ≥ 200: +4 = 15; Fritz is the loser
    assert totals(b) == [16, 15, 9, 15]
    assert b.finished and b.figures["order"] == [[0, 1], [3]]
    assert b.winners == [0, 1] and b.ranks == [1, 1, 4, 3] and b.figures["loser"] == 2


def test_pandur():
    b = board("pandur")
    # Ruedi 2 (erbt) + 2 + 3 (155 ≥ 150) + 2 + 6 (110+200 ≥ 300) = 15
    # Vreni 3 + 4 + 3 + 2 (erbt) + 2 (erbt) + 4 (Misère mit) = 18
    # Sepp 4 (Misère ohne) + 2 (erbt) + 4 + 3 + 1 (erbt to 14) + 0 (erbt at 14) = 14
    # Margrit 2 (erbt) + 5 (Pandur ohne) + 2 (fault by Ruedi) + 2 (erbt) + 2 + 4 = 17
    assert totals(b) == [15, 18, 14, 17]
    assert b.finished and b.winners == [0] and b.ranks == [1, 2, 4, 3]
    assert b.figures["loser"] == 2


def test_punktetafel_bis_100():
    b = board("punktetafel-bis-100")
    # Ruedi 21+13+30+18+15+4+2+3 = 106, Vreni 17+25+19+27+10+3+3+0 = 104: at 101 : 101 and
    # 103 : 104 the lead is under 2, at 106 : 104 it is 2
    assert totals(b) == [106, 104]
    assert b.finished and b.winners == [0] and len(b.entries) == 8


def test_punktetafel():
    b = board("punktetafel")
    # Oberdorf 120 − 50 + 157 + 64 + 0 = 291, Unterdorf 37 + 80 + 0 + 93 − 20 = 190
    assert totals(b) == [291, 190]
    assert b.finished and b.winners == [0] and b.entries[-1].kind == "close"


def test_schieber_bedanken_zu_frueh():
    b = board("schieber-bedanken-zu-frueh")
    # A: 97×3 + 20 + (157+100)×2 + 45 + 30 (stack) × 2 = 291+20+514+45+60 = 930
    # B: 60×3 + (137+50+20) + 0 + 112 = 499; A bedankt at 930 of 1000: too early, B wins
    assert totals(b) == [930, 499]
    assert b.finished and b.winners == [1]
    # A passed 500 in round 3: Berg A, Match 1; B: Sieg 2, no Schneider (A is over 500)
    assert b.sides[0].figures["striche"]["total"] == 2
    assert b.sides[1].figures["striche"] == {"sieg": 2, "berg": 0, "match": 0,
                                             "kontermatsch": 0, "schneider": 0, "total": 2}


def test_schieber_einfach_1000():
    b = board("schieber-einfach-1000")
    # A 160+60+157+30+110+45+120+70+100+78+75 = 1005
    # B 47+117+0+227+67+162+37+87+157+79+82 = 1062: both pass 1000 in round 11, B bedankt
    assert totals(b) == [1005, 1062]
    assert b.finished and b.winners == [1]
    assert b.figures["berg"] == 0  # A 407 -> 517 in round 5, B only 458


def test_schieber_freier_jass():
    b = board("schieber-freier-jass")
    # A (101+50)×2 + 48×3 + (93+20)×5 + 0 + 157×2 + (77+100)×5 + (112+70)×3 + 40×2
    #   + (157+100+150)×4 + 11×5 = 302+144+565+0+314+885+546+80+1628+55 = 4519
    # B 56×2 + 109×3 + 64×5 + (157+100+20)×4 + 0 + 80×5 + 45×3 + (117+20)×2 + 0 = 2676
    assert totals(b) == [4519, 2676]
    assert b.finished and b.winners == [0]
    # Berg B (1867 -> 2267 past 2250 in round 6); Matches 1 each; no Schneider (2676)
    assert b.figures["berg"] == 1
    assert b.sides[0].figures["striche"]["total"] == 2 + 1
    assert b.sides[1].figures["striche"]["total"] == 1 + 1


def test_schieber_swisslos_2500():
    b = board("schieber-swisslos-2500")
    # A (97+20)×3 + 35×2 + 0 + (140+100)×3 + 81 + 66×2 + 257×3 + 102×2 + (120+50)×3
    #   = 351+70+0+720+81+132+771+204+510 = 2839
    # B 60×3 + (122+50+20)×2 + 257 (Kontermatsch) + 17×3 + 76 + (91+20+20)×2 + 0 + 55×2 + 37×3
    #   = 180+384+257+51+76+262+0+110+111 = 1431
    assert totals(b) == [2839, 1431]
    assert b.finished and b.winners == [0]
    assert [s.figures["kontermatsch"] for s in b.sides] == [0, 1]
    assert b.figures["berg"] == 0  # 1222 -> 1354 in round 6, past 1250


def test_schieber_turnier():
    b = board("schieber-turnier")
    # A 101+157+62+0+88+120+45+73+99+157+31+80 = 1013
    # B 56+0+95+157+69+37+112+84+58+0+126+77 = 871 (a Match counts 157, no bonus)
    assert totals(b) == [1013, 871]
    assert b.finished and b.winners == [0]
    # round 2: A took all nine tricks of B's Obenabe, round 4 B all of A's Undenufe
    assert [(s.figures["matches"], s.figures["kontermatsch"]) for s in b.sides] == [
        (1, 1), (1, 1)]


@pytest.mark.parametrize("name", ["schieber-turnier", "fahnder"])
def test_a_board_of_an_example_replays_the_same(name):
    assert board(name) == board(name)


def test_schieber_swisslos_2500_fr():
    b = board("schieber-swisslos-2500-fr")
    # French deck, Swisslos factors: Herz ×1, Ecken ×1, Schaufel ×2, Kreuz ×2, Obenabe and
    # Undenufe ×3. A (97+20) + 35×2 + (140+100)×3 + 0 + 81 + 257×3 (Kontermatsch)
    #   + (120+50)×2 + 102×3 + (100+20) = 117+70+720+0+81+771+340+306+120 = 2525
    # B 60 + (122+50+20)×2 + 17×3 + 257×2 + 76 + 0 + 37×2 + 55×3 + 57
    #   = 60+384+51+514+76+0+74+165+57 = 1381
    assert totals(b) == [2525, 1381]
    assert b.finished and b.winners == [0]
    assert b.figures["factors"] == {"eicheln": 2, "rosen": 2, "schilten": 1, "schellen": 1,
                                    "obenabe": 3, "undenufe": 3}
    assert b.entries[0].text.startswith("Hearts ×1 by Team A")
    assert b.entries[1].text.startswith("Clubs ×2 by Team B")


def test_coiffeur_swisslos_8_fr():
    b = board("coiffeur-swisslos-8-fr")
    # rows Ecken 1, Herz 2, Schaufel 3, Kreuz 4 …: A (90+20)×2 + 257×1 = 477,
    # B 100×4 + 80×5 = 800
    assert totals(b) == [477, 800]
    assert [r["name"] for r in b.figures["rows"][:4]] == ["Ecken", "Herz", "Schaufel", "Kreuz"]


def test_schieber_handicap():
    b = board("schieber-handicap")
    # A to 1000, B to 800. A 150+57+100+57+50+0 = 414; B 7+(100+300)+57+100+107+157 = 828
    assert totals(b) == [414, 828]
    assert b.finished and b.winners == [1]
    # Berg B (7 -> 407, past its half 400 in round 2); Schneider: A 414 < its half 500
    assert b.sides[1].figures["striche"]["total"] == 2 + 1 + 2


def test_schieber_doppelkarten():
    b = board("schieber-doppelkarten")
    # 314 a round. A 200 + (314+100+100) (Kontermatsch of B's Rosen) + 100 + 157 + 60 = 1031
    # B 114 + 0 + (214+50+20) + 157 + 254 = 809
    assert totals(b) == [1031, 809]
    assert b.finished and b.winners == [0]
    assert [s.figures["kontermatsch"] for s in b.sides] == [1, 0]


def test_guggitaler():
    b = board("guggitaler")
    # penalties Anna 15+20+20+50 = 105, Beat 10+30+20 = 60, Cla 20+0+20+40 = 80,
    # Dora 0+40+20 = 60; Domino Dora 150, Beat 100, Anna 55, Cla 0
    assert totals(b) == [55 - 105, 100 - 60, 0 - 80, 150 - 60]
    assert b.finished and b.winners == [3]


def test_guggitaler_zu_dritt_ohne_domino():
    b = board("guggitaler-zu-dritt-ohne-domino")
    # 1st: Ueli 25+90 = 115, Vreni 20+40+40 = 100, Werner 15+40+50 = 105
    # 2nd: Ueli 10+10+0+50 = 70, Vreni 30+50+20 = 100, Werner 20+30+60+40 = 150
    assert [s.figures["penalties"] for s in b.sides] == [185, 200, 255]
    assert totals(b) == [-185, -200, -255]
    assert b.finished and b.winners == [0]


def test_guggitaler_zu_dritt_domino_fr():
    b = board("guggitaler-zu-dritt-domino-fr")
    # Ueli 100 − (20+30+40+40) = −30, Vreni 70 − (20+30+20+50) = −50, Werner 150 − 70 = 80
    assert totals(b) == [-30, -50, 80]
    assert [r["name"] for r in b.figures["sheet"]][1:4] == ["Hearts", "Queen", "King of Clubs"]
