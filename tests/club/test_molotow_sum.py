"""A Molotow table's points must be able to add up (a club organiser's trial: 250 + 340 + 296
+ 37 = 923 over 8 rounds at a table of four was stored).

RULES.md section 3: with 3, 4 or 6 players every card is dealt and a round's card points add
up to 157; a player's round is card points − Handweis + Tischweis (and − 20 for Stöck, a
table setting); every Weis and the Stöck are multiples of 10 (RULES.md section 0: 20, 50,
100, 150, 200 …); the last round may count double (its 157 and its Weis twice). So the
table's points add up to rounds × 157, plus 157 for a doubled last round, give or take
tens: 8 rounds 1'256, the sum ends in 6. With 5 players a card is left over each round and
the card points add up to less: no such sum. As the Schieber Turnier's fixed sum, this is
a rule of the game, not of the evening: no reason overrides it.

The proof that the check never refuses a real Molotow: random matches played through the
core (every table setting, 3 to 6 players, Weis, Stöck, doubled last rounds, ties drawn),
whose figures and ranks, typed from paper, are all taken."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jasstafel.club import Club, ClubInputError, PaperResult
from jasstafel.club.results import match_results
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound, draw_cards

from . import add_members

NAMES = ["Hansueli", "Dölf", "Fränzi", "Sepp", "Käthi", "Margrit"]


def table(club, evening, points, **extra):
    return club.record_result(evening.id, 1, 1, [
        PaperResult(club.find_member(name).id, p, **extra)
        for name, p in zip(NAMES, points, strict=False)])


REFUSED = [
    # the trial: 8 × 157 = 1'256 ends in 6
    ({}, (250, 340, 296, 37),
     "the points at the table add up to 250 + 340 + 296 + 37 = 923: with 4 players and 8 "
     "rounds the sum must end in 6 (8 × 157 card points, Weis in tens)"),
    # three players, 8 rounds: 1'256 again
    ({}, (400, 500, 351),
     "the points at the table add up to 400 + 500 + 351 = 1251: with 3 players and 8 rounds "
     "the sum must end in 6 (8 × 157 card points, Weis in tens)"),
    # six players, 5 rounds: 5 × 157 = 785 ends in 5
    ({"rounds": 5}, (100, 150, 120, 130, 200, 80),
     "the points at the table add up to 100 + 150 + 120 + 130 + 200 + 80 = 780: with 6 "
     "players and 5 rounds the sum must end in 5 (5 × 157 card points, Weis in tens)"),
    # the last round counts double: 9 × 157 = 1'413 ends in 3
    ({"last_round_double": True}, (300, 400, 300, 256),
     "the points at the table add up to 300 + 400 + 300 + 256 = 1256: with 4 players and 8 "
     "rounds, the last counting double, the sum must end in 3 (9 × 157 card points, Weis in "
     "tens)"),
    # Stöck as minus points: 20, a multiple of 10 as well
    ({"stoeck": True}, (300, 400, 300, 250),
     "the points at the table add up to 300 + 400 + 300 + 250 = 1250: with 4 players and 8 "
     "rounds the sum must end in 6 (8 × 157 card points, Weis and Stöck in tens)"),
    # a negative total (Handweis) in brackets
    ({}, (-40, 500, 500, 300),
     "the points at the table add up to (-40) + 500 + 500 + 300 = 1260: with 4 players and 8 "
     "rounds the sum must end in 6 (8 × 157 card points, Weis in tens)"),
]


@pytest.mark.parametrize(("settings", "points", "message"), REFUSED)
def test_a_sum_the_cards_cannot_make_is_refused(club, settings, points, message):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "molotow", settings=settings or None)
    with pytest.raises(ClubInputError) as refused:
        table(club, evening, points)
    assert str(refused.value) == message
    assert club.results(evening.id) == [] and club.corrections(evening.id) == []


@pytest.mark.parametrize(("settings", "points"), [
    ({}, (280, 330, 280, 366)),  # 1'256
    ({}, (230, 330, 280, 366)),  # a Handweis of 50: 1'206
    ({}, (-300, 900, 600, 406)),
    ({"rounds": 5}, (100, 150, 120, 130, 200, 85)),  # 785
    ({"last_round_double": True}, (300, 400, 300, 413)),  # 1'413
    ({"stoeck": True}, (300, 400, 300, 236)),  # 1'256 − 20 for a Stöck
    ({}, (400, 500, 356)),
    # five players: a card left over every round, the card points add up to less
    ({}, (250, 340, 296, 37, 1)),
    ({}, (250, 340, 296, 37, 2)),
])
def test_a_sum_the_cards_can_make_is_taken(club, settings, points):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "molotow", settings=settings or None)
    assert [r.points for r in table(club, evening, points)] == list(points)


def test_a_correction_that_breaks_the_sum_is_refused(club):
    """One player's points corrected alone by 5 cannot be right; by 10 they can (a Weis
    forgotten), and two players' points exchanged too."""
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "molotow")
    table(club, evening, (280, 330, 280, 366))
    before, log = club.results(evening.id), club.corrections(evening.id)
    dolf = club.find_member("Dölf").id
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(dolf, 335)], note="Tippfehler")
    assert str(refused.value) == (
        "the points at the table add up to 280 + 335 + 280 + 366 = 1261: with 4 players and 8 "
        "rounds the sum must end in 6 (8 × 157 card points, Weis in tens)")
    assert club.results(evening.id) == before and club.corrections(evening.id) == log
    now = club.correct_result(evening.id, 1, 1, [PaperResult(dolf, 310)], note="Weis")
    assert {r.member: r.points for r in now}[dolf] == 310


# -- real matches: every one is taken ---------------------------------------------------------

#: Weis amounts a round can hold (RULES.md section 0: sums of 20, 50, 100, 150, 200 …)
WEIS = [0, 0, 0, 20, 40, 50, 70, 100, 120, 150, 200, 250, 300]


@st.composite
def molotow_match(draw):
    """A finished Molotow played through the core: random table settings, 3 to 6 players,
    random card points, Weis and Stöck every round, ties drawn after the last round."""
    players = draw(st.integers(3, 6))
    chosen = {
        "rounds": draw(st.integers(1, 9)),
        "last_round_double": draw(st.booleans()),
        "stoeck": draw(st.booleans()),
        "hand_weis": draw(st.sampled_from(["best", "all"])),
        "draw": draw(st.sampled_from(["all", "win"])),
    }
    match = new_match("molotow", NAMES[:players], settings=chosen)
    for _ in range(chosen["rounds"]):
        # 157 card points cut into a part per player (5 players: some are left over)
        dealt = 157 - (draw(st.integers(0, 30)) if players == 5 else 0)
        cuts = sorted(draw(st.lists(st.integers(0, dealt), min_size=players - 1,
                                    max_size=players - 1)))
        points = [b - a for a, b in zip([0, *cuts], [*cuts, dealt], strict=True)]
        hand = draw(st.lists(st.sampled_from(WEIS), min_size=players, max_size=players))
        if chosen["hand_weis"] == "best":  # only the best Weis is written
            keep = draw(st.integers(0, players - 1))
            hand = [w if p == keep else 0 for p, w in enumerate(hand)]
        tisch = draw(st.lists(st.sampled_from(WEIS), min_size=players, max_size=players))
        stoeck = draw(st.none() | st.integers(0, players - 1)) if chosen["stoeck"] else None
        match.add(MolotowRound(points=points, hand_weis=hand, tisch_weis=tisch, stoeck=stoeck))
    rng = random.Random(draw(st.integers(0, 1000)))
    while not match.finished:
        state = match.rules.start()
        for entry in match.entries:
            match.rules.apply(state, entry)
        match.add(draw_cards(match.rules.ties_to_draw(state)[0], rng))
    return match


@settings(max_examples=60, deadline=None)
@given(molotow_match(), st.booleans())
def test_every_real_molotow_is_taken(tmp_path_factory, match, ranks_given):
    """The figures of a real match typed from its sheet: the sum is one the cards make, and
    the ranks the board gives (the card drawn ordering a tie) follow the figures."""
    path = tmp_path_factory.mktemp("molotow") / "club.sqlite"
    doc = match.document
    with Club.open(path) as club:
        ids = [club.add_member(name).id for name in doc.players]
        evening = club.new_evening("2026-11-19", "molotow", passen=1, settings={
            key: value for key, value in doc.settings.model_dump().items()
            if key not in ("preset", "deck")})
        seats = match_results(match)
        stored = club.record_result(evening.id, 1, 1, [
            PaperResult(m, s.points, rank=s.rank if ranks_given else None)
            for m, s in zip(ids, seats, strict=True)])
        assert [r.points for r in stored] == [s.points for s in seats]
        if ranks_given:
            assert [(r.rank, r.won) for r in stored] == [(s.rank, s.won) for s in seats]
