"""A rank given with a table's figures must follow them (a club organiser's trial, German
Molotow and Differenzler evenings: `Hansueli=280,rank=2 Dölf=330,rank=1 Fränzi=280,rank=3
Sepp=366,rank=4` stored Dölf's 330 as "Rang 1, gewonnen" in a Molotow, where the fewest
points win; `Käthi=38,rank=3 Dölf=57,rank=1 Sepp=61,rank=2` likewise in a Differenzler).

A given rank only orders players whose figures are equal, and only where the variant breaks
such a tie by something the sheet does not hold (docs/club.md, docs/variants/*.md): the card
drawn in a Molotow (every tie, or only the tie for the win: the table setting `draw`), the
best round of a Schieber Turnier (unless its tie-break is a shared rank), a Coiffeur's cells
from the highest row down. Everywhere else equal figures share the rank (Differenzler: "Ties
share the rank (no draw, unlike Molotow)"; Fahnder, Handjass, Punktetafel, Guggitaler), and a
better figure is never ranked behind a worse one. Each refusal names the rule and the ranks
that follow, word for word; nothing is stored."""

import pytest

from jasstafel.club import ClubInputError, PaperResult

from . import add_members

NAMES = ["Hansueli", "Dölf", "Fränzi", "Sepp", "Käthi"]


def entries(club, rows):
    """``("Dölf", 330, {"rank": 1}), …`` as paper results, in this order."""
    return [PaperResult(club.find_member(name).id, points, **extra)
            for name, points, extra in rows]


def ranked(*rows):
    """``("Dölf", 330, 1), …``: each with his rank."""
    return [(name, points, {"rank": rank}) for name, points, rank in rows]


def teams(a, b, rank_a, rank_b, extra_a=None, extra_b=None):
    """Hansueli & Fränzi (the first two named: one team, without a draw) with *a*, Dölf &
    Sepp with *b*."""
    one = {"rank": rank_a, **(extra_a or {})}
    two = {"rank": rank_b, **(extra_b or {})}
    return [("Hansueli", a, one), ("Fränzi", a, one), ("Dölf", b, two), ("Sepp", b, two)]


MOLOTOW = ("in a Molotow the fewest points rank first; equal points are decided by drawing a "
           "card")
MOLOTOW_WIN = ("in a Molotow the fewest points rank first; equal points for the win are "
               "decided by drawing a card, other equal points share the rank")
DIFFERENZLER = ("in a Differenzler the lowest penalty ranks first; equal penalties share the "
                "rank (no draw)")
TURNIER = ("in a Schieber Turnier the team with more points ranks first, on equal points the "
           "one with more Matches; equal in both are decided by the best round")
TURNIER_SHARED = ("in a Schieber Turnier the team with more points ranks first, on equal "
                  "points the one with more Matches; equal in both share the rank")
COIFFEUR = ("in a Coiffeur the higher total ranks first, on equal totals the one with more "
            "Matches; equal in both are decided by the cells from the highest row down")
FAHNDER = ("in a Fahnder every Fahnder-König (12 net Striche or more) ranks first, the others "
           "by their net Striche; equal nets share the rank")
HANDJASS = "in a Handjass the fewest Striche rank first; equal Striche share the rank"
GEWINNSTRICHE = ("in a Handjass with Gewinnstriche everyone with 7 Striche ranks first, the "
                 "others by their Striche, the most first; equal Striche share the rank")
PUNKTETAFEL = "on a Punktetafel the most points rank first; equal points share the rank"
PUNKTETAFEL_LOWER = ("on a Punktetafel where the lowest wins the fewest points rank first; "
                     "equal points share the rank")
GUGGITALER = "in a Guggitaler the highest total ranks first; equal totals share the rank"


def said(given, rule, fixed):
    return f"ranks {given} are not possible: {rule}: {fixed}"


REFUSED = [
    # -- the trial's Molotow: 280, 330, 280, 366 (8 rounds: 1256 in all); Dölf's 330 is
    # behind both 280s, whose tie the card drawn decides (their order as given: Hansueli
    # before Fränzi), Sepp's 366 last
    ("molotow", None, {}, ranked(("Hansueli", 280, 2), ("Dölf", 330, 1), ("Fränzi", 280, 3),
                                 ("Sepp", 366, 4)),
     said("Hansueli 2, Dölf 1, Fränzi 3, Sepp 4", MOLOTOW,
          "Hansueli 1, Dölf 3, Fränzi 2, Sepp 4")),
    # two different figures cannot share a rank either: 280 before 330
    ("molotow", None, {}, ranked(("Hansueli", 280, 1), ("Dölf", 330, 1), ("Fränzi", 300, 3),
                                 ("Sepp", 346, 4)),
     said("Hansueli 1, Dölf 1, Fränzi 3, Sepp 4", MOLOTOW,
          "Hansueli 1, Dölf 3, Fränzi 2, Sepp 4")),
    # draw "win": only the tie for the win is drawn; the two 330s behind share rank 2
    ("molotow", None, {"draw": "win"}, ranked(("Hansueli", 280, 1), ("Dölf", 330, 2),
                                              ("Fränzi", 330, 3), ("Sepp", 316, 4)),
     said("Hansueli 1, Dölf 2, Fränzi 3, Sepp 4", MOLOTOW_WIN,
          "Hansueli 1, Dölf 3, Fränzi 3, Sepp 2")),
    ("molotow", None, {"draw": "win"}, ranked(("Hansueli", 300, 1), ("Dölf", 300, 2),
                                              ("Fränzi", 328, 3), ("Sepp", 328, 4)),
     said("Hansueli 1, Dölf 2, Fränzi 3, Sepp 4", MOLOTOW_WIN,
          "Hansueli 1, Dölf 2, Fränzi 3, Sepp 3")),
    # -- the trial's Differenzler: penalties 38, 57, 61, the lowest first
    ("differenzler", None, {}, ranked(("Käthi", 38, 3), ("Dölf", 57, 1), ("Sepp", 61, 2)),
     said("Käthi 3, Dölf 1, Sepp 2", DIFFERENZLER, "Käthi 1, Dölf 2, Sepp 3")),
    # equal penalties share the rank: no draw orders them
    ("differenzler", None, {}, ranked(("Käthi", 38, 1), ("Dölf", 38, 2), ("Sepp", 61, 3)),
     said("Käthi 1, Dölf 2, Sepp 3", DIFFERENZLER, "Käthi 1, Dölf 1, Sepp 3")),
    # -- Schieber Turnier (12 rounds: 1884 in all): more points first
    ("schieber", "turnier", {}, teams(884, 1000, 1, 2),
     said("Hansueli & Fränzi 1, Dölf & Sepp 2", TURNIER, "Hansueli & Fränzi 2, Dölf & Sepp 1")),
    # equal points: more Matches first (1 Match each writes 157 at the least)
    ("schieber", "turnier", {}, teams(942, 942, 1, 2, {"matches": 0}, {"matches": 1}),
     said("Hansueli & Fränzi 1, Dölf & Sepp 2", TURNIER, "Hansueli & Fränzi 2, Dölf & Sepp 1")),
    # the tie-break "shared rank": equal in points and Matches share the win
    ("schieber", "turnier", {"tiebreak": "shared"}, teams(942, 942, 1, 2),
     said("Hansueli & Fränzi 1, Dölf & Sepp 2", TURNIER_SHARED,
          "Hansueli & Fränzi 1, Dölf & Sepp 1")),
    # -- Coiffeur: the higher total first, then more Matches
    ("coiffeur", None, {}, teams(3000, 3100, 1, 2),
     said("Hansueli & Fränzi 1, Dölf & Sepp 2", COIFFEUR, "Hansueli & Fränzi 2, Dölf & Sepp 1")),
    ("coiffeur", None, {}, teams(3000, 3000, 1, 2, {"matches": 0}, {"matches": 2}),
     said("Hansueli & Fränzi 1, Dölf & Sepp 2", COIFFEUR, "Hansueli & Fränzi 2, Dölf & Sepp 1")),
    # -- Fahnder (to 12): the most net Striche first, equal nets shared; every Fahnder-König
    # (12 or more) first
    ("fahnder", None, {}, ranked(("Hansueli", 12, 1), ("Dölf", 5, 3), ("Fränzi", 8, 2),
                                 ("Sepp", 8, 4)),
     said("Hansueli 1, Dölf 3, Fränzi 2, Sepp 4", FAHNDER,
          "Hansueli 1, Dölf 4, Fränzi 2, Sepp 2")),
    ("fahnder", None, {}, ranked(("Hansueli", 14, 1), ("Dölf", 12, 2), ("Fränzi", 8, 3),
                                 ("Sepp", 3, 4)),
     said("Hansueli 1, Dölf 2, Fränzi 3, Sepp 4", FAHNDER,
          "Hansueli 1, Dölf 1, Fränzi 3, Sepp 4")),
    # -- Handjass (Wirtshaus): the fewest Striche first; with Gewinnstriche everyone at the
    # goal first, then the most
    ("handjass", None, {}, ranked(("Hansueli", 7, 1), ("Dölf", 2, 2), ("Fränzi", 4, 3),
                                  ("Sepp", 5, 4)),
     said("Hansueli 1, Dölf 2, Fränzi 3, Sepp 4", HANDJASS,
          "Hansueli 4, Dölf 1, Fränzi 2, Sepp 3")),
    ("handjass", None, {"counting": "gewinnstriche"},
     ranked(("Hansueli", 7, 1), ("Dölf", 8, 2), ("Fränzi", 4, 3), ("Sepp", 5, 4)),
     said("Hansueli 1, Dölf 2, Fränzi 3, Sepp 4", GEWINNSTRICHE,
          "Hansueli 1, Dölf 1, Fränzi 4, Sepp 3")),
    # -- Punktetafel, Guggitaler
    ("punktetafel", None, {}, ranked(("Hansueli", 100, 1), ("Dölf", 200, 2), ("Fränzi", 50, 3)),
     said("Hansueli 1, Dölf 2, Fränzi 3", PUNKTETAFEL, "Hansueli 2, Dölf 1, Fränzi 3")),
    ("punktetafel", None, {"wins": "lower"},
     ranked(("Hansueli", 100, 2), ("Dölf", 200, 1), ("Fränzi", 50, 3)),
     said("Hansueli 2, Dölf 1, Fränzi 3", PUNKTETAFEL_LOWER, "Hansueli 2, Dölf 3, Fränzi 1")),
    # four players, the default values: the totals add up to 0
    ("guggitaler", None, {}, ranked(("Hansueli", 40, 2), ("Dölf", 40, 1), ("Fränzi", -30, 3),
                                    ("Sepp", -50, 4)),
     said("Hansueli 2, Dölf 1, Fränzi 3, Sepp 4", GUGGITALER,
          "Hansueli 1, Dölf 1, Fränzi 3, Sepp 4")),
]


@pytest.mark.parametrize(("variant", "preset", "settings", "rows", "message"), REFUSED)
def test_a_rank_against_the_figures_is_refused_word_for_word(club, variant, preset, settings,
                                                             rows, message):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", variant, preset=preset, settings=settings or None)
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, entries(club, rows))
    assert str(refused.value) == message
    assert club.results(evening.id) == []


ACCEPTED = [
    # Molotow: the card drawn orders a tie, at any rank ("every tie" drawn, the default) …
    ("molotow", None, {}, ranked(("Hansueli", 280, 1), ("Dölf", 330, 3), ("Fränzi", 280, 2),
                                 ("Sepp", 366, 4))),
    ("molotow", None, {}, ranked(("Hansueli", 280, 1), ("Dölf", 330, 3), ("Fränzi", 330, 4),
                                 ("Sepp", 316, 2))),
    # … or the tie is left shared (the sheet does not say who drew the higher card)
    ("molotow", None, {}, ranked(("Hansueli", 280, 1), ("Dölf", 330, 3), ("Fränzi", 280, 1),
                                 ("Sepp", 366, 4))),
    # "win": the tie for the win drawn, another shared
    ("molotow", None, {"draw": "win"}, ranked(("Hansueli", 300, 2), ("Dölf", 300, 1),
                                              ("Fränzi", 328, 3), ("Sepp", 328, 3))),
    # Schieber Turnier: equal in points and Matches, the best round decides
    ("schieber", "turnier", {}, teams(942, 942, 2, 1)),
    ("schieber", "turnier", {"tiebreak": "shared"}, teams(942, 942, 1, 1)),
    ("schieber", "turnier", {}, teams(942, 942, 2, 1, {"matches": 1}, {"matches": 1})),
    # Coiffeur: equal in total and Matches, the cells from the highest row down decide
    ("coiffeur", None, {}, teams(3000, 3000, 2, 1)),
    # a Schieber to a target: the team that bedankte right ranks first with fewer points
    ("schieber", "einfach_1000", {}, teams(960, 990, 1, 2, {"won": True})),
    # Fahnder-Könige share rank 1 whatever their nets
    ("fahnder", None, {}, ranked(("Hansueli", 14, 1), ("Dölf", 12, 1), ("Fränzi", 8, 3),
                                 ("Sepp", 8, 3))),
    # the ranks as the figures give them
    ("differenzler", None, {}, ranked(("Käthi", 38, 1), ("Dölf", 57, 2), ("Sepp", 61, 3))),
    ("differenzler", None, {}, ranked(("Käthi", 38, 1), ("Dölf", 38, 1), ("Sepp", 61, 3))),
    ("handjass", None, {"counting": "gewinnstriche"},
     ranked(("Hansueli", 7, 1), ("Dölf", 8, 1), ("Fränzi", 4, 4), ("Sepp", 5, 3))),
    ("guggitaler", None, {}, ranked(("Hansueli", 40, 1), ("Dölf", 40, 1), ("Fränzi", -30, 3),
                                    ("Sepp", -50, 4))),
    # Pandur: the order of reaching 15 is not in the score points (its own checks)
    ("pandur", None, {}, ranked(("Hansueli", 15, 2), ("Dölf", 17, 1), ("Fränzi", 20, 3),
                                ("Sepp", 9, 4))),
]


@pytest.mark.parametrize(("variant", "preset", "settings", "rows"), ACCEPTED)
def test_ranks_that_follow_the_figures_are_taken(club, variant, preset, settings, rows):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", variant, preset=preset, settings=settings or None)
    stored = club.record_result(evening.id, 1, 1, entries(club, rows))
    assert [r.rank for r in stored] == [extra["rank"] for _name, _points, extra in rows]
    assert [r.won for r in stored] == [extra["rank"] == 1 for _name, _points, extra in rows]


def test_a_correction_cannot_put_a_rank_against_the_figures(club):
    """The trial's Molotow typed right, then corrected: Dölf's rank 1 is refused as it is in
    a new result; the log keeps nothing of it. A tie ordered by the card drawn is taken."""
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-19", "molotow")
    club.record_result(evening.id, 1, 1, entries(club, [
        ("Hansueli", 280, {}), ("Dölf", 330, {}), ("Fränzi", 280, {}), ("Sepp", 366, {})]))
    before, log = club.results(evening.id), club.corrections(evening.id)
    assert [(r.points, r.rank) for r in before] == [(280, 1), (330, 3), (280, 1), (366, 4)]
    dolf, fraenzi = club.find_member("Dölf").id, club.find_member("Fränzi").id
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(dolf, rank=1)], note="Rang")
    assert str(refused.value) == said("Hansueli 1, Dölf 1, Fränzi 1, Sepp 4", MOLOTOW,
                                      "Hansueli 1, Dölf 3, Fränzi 1, Sepp 4")
    assert club.results(evening.id) == before and club.corrections(evening.id) == log
    # Fränzi drew the lower card: second, Hansueli first
    now = club.correct_result(evening.id, 1, 1, [PaperResult(fraenzi, rank=2)],
                              note="Karte gezogen")
    assert {r.member: (r.rank, r.won) for r in now}[fraenzi] == (2, False)
