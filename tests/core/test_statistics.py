"""The statistics of a match, worked out by hand from the entries."""

from datetime import datetime, timedelta, timezone
from pathlib import Path

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.statistics import MatchStatistics, statistics

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
ZURICH = timezone(timedelta(hours=1))


def stats(name):
    return statistics(matchfile.load(EXAMPLES / f"{name}.jass"))


def test_schieber_freier_jass():
    s = stats("schieber-freier-jass")
    a, b = s.sides
    assert s.rounds == 9 and a.name == "Team A" and a.players == ["Anna", "Cla"]
    # Weis written: A 50×2 + 100×5 + 70×3 + 150×4 = 1410; B 20×4 = 80
    assert (a.weis, b.weis) == (1410, 80)
    assert (a.stoeck, b.stoeck) == (1, 1)  # A in Rosen, B in Schellen
    assert (a.matches, a.kontermatsch, b.matches, b.kontermatsch) == (1, 0, 1, 0)
    # A's Undenufe Match (157+100+150)×4 = 1628; B's Undenufe Match (157+100+20)×4 = 1108
    assert (a.best_round, b.best_round) == (1628, 1108)
    assert (a.berg, b.berg) == (False, True)
    assert a.contracts == {"schellen": 1, "rosen": 1, "schilten": 1, "obenabe": 1,
                           "undenufe": 1}
    assert b.contracts == {"obenabe": 1, "undenufe": 1, "eicheln": 1, "schellen": 1}
    assert s.contracts == {"eicheln": 1, "obenabe": 2, "rosen": 1, "schellen": 2,
                           "schilten": 1, "undenufe": 2}
    assert s.seconds_played is None and s.timed_entries == 0


def test_schieber_turnier_has_no_berg_and_no_weis():
    a, b = stats("schieber-turnier").sides
    # no figure of what its table rules do not have (weis false): None, not 0
    assert (a.berg, a.weis, a.stoeck, b.weis, b.stoeck) == (None, None, None, None, None)
    assert (a.kontermatsch, b.kontermatsch) == (1, 1)


def test_coiffeur():
    s = stats("coiffeur-jassverein")
    a, b = s.sides
    assert (a.rounds, b.rounds) == (11, 11)
    # A played Wunsch as a Kontermatsch: made by B, counted apart; each team has one Match in
    # its own rows, the board's figure (the tie-break), as the sheet's ranking says it
    assert (a.kontermatsch, b.kontermatsch) == (0, 1)
    assert (a.matches, b.matches) == (1, 1)
    assert (a.weis, a.berg) == (None, None)  # no Weis in Coiffeur, no Berg
    assert (a.stoeck, b.stoeck) == (2, 2)
    assert (a.best_round, b.best_round) == ((120 + 20) * 11, 257 * 7)
    assert a.contracts["Misère"] == 1 and sum(a.contracts.values()) == 11
    three = stats("coiffeur-swisslos-8-three-players")
    assert all(side.kontermatsch is None for side in three.sides)
    # with three teams nobody is known to have taken all nine tricks: own rows only
    assert [side.matches for side in three.sides] == [0, 0, 1]


def test_molotow_best_round_is_the_fewest():
    s = stats("molotow-hausjass")
    dora = s.sides[3]
    assert dora.best_round == 40 - 50  # round 1: 40 card points, Handweis 50
    assert (dora.hand_weis, dora.stoeck, dora.matches) == (50, 1, None)
    assert s.sides[1].tisch_weis == 50 and s.sides[1].hand_weis == 20 + 20 * 2  # last ×2


def test_fahnder_and_pandur_contracts():
    f = stats("fahnder")
    assert f.sides[0].contracts == {"schellen": 2, "eicheln": 1, "rosen": 1, "obenabe": 1}
    assert f.sides[0].matches == 2  # Anna: her own Match bid, and Dora's as partner
    p = stats("pandur")
    ruedi, vreni = p.sides[0], p.sides[1]
    assert ruedi.contracts == {"200": 1, "150": 1, "300": 1}
    # Ruedi reached 15 in deal 12 (a misdeal is no deal: 11 deals until then), three of
    # them (1, 6, 10) he dealt and sat out, two (4, 11) nobody bid on: dealt again, nobody
    # played; Vreni 13 deals until 14, sat out 3, 7 and 11, no bid on 4 and 13
    assert ruedi.rounds == 11 - 3 - 2 and vreni.rounds == 13 - 3 - 2
    assert ruedi.best_round == 6


def test_the_time_played_from_the_timestamps():
    start = datetime(2026, 11, 26, 20, 0, tzinfo=ZURICH)
    m = new_match("schieber", ["A", "B", "C", "D"])
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))  # no time
    m.add(SchieberRound(contract="rosen", announced_by=1, points=(100, 57),
                        written_at=start + timedelta(minutes=4)))
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57),
                        written_at=start + timedelta(minutes=47, seconds=30)))
    s = statistics(m)
    assert s.timed_entries == 2
    assert s.started_at == start + timedelta(minutes=4)
    assert s.seconds_played == 43 * 60 + 30
    assert isinstance(s, MatchStatistics) and s.status == m.board().status


def test_every_example_has_statistics_for_every_side():
    for path in EXAMPLES.glob("*.jass"):
        match = matchfile.load(path)
        s = statistics(match)
        assert [side.name for side in s.sides] == [side.name for side in match.board().sides]
        assert s.rounds >= 1
        MatchStatistics.model_validate_json(s.model_dump_json())
