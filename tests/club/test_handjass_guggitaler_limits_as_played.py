"""The club's limits of a Handjass and a Guggitaler table, against matches the core plays
(as test_coiffeur_limits_as_played.py does for the Coiffeur): what a valid match writes is
accepted, a figure beyond it refused.

Handjass: the stepper gives a player at most *voll* Striche in one round (RULES.md section 4,
core ``Handjass.check_striche``), so the round that ends the Partie takes a player from
voll − 1 to 2 × voll − 1 at most: 9, 13, 17 for voll 5, 7, 9. The limits counted 9 a round
whatever voll was, and took 14 Striche at voll 7 (and 13 at voll 5), which no Handjass
writes.

Guggitaler: every Guggitaler gives each Domino place once and a penalty only takes away, so
the best two players of four have at most 150 + 100 = 250 together (RULES.md section 7). The
limits looked at each player alone: Anna 150, Beat 150, Cla −150, Dora −150 (adding up to 0,
each a multiple of 5, each between −305 and 150) was accepted.
"""

import random

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError
from jasstafel.club.limits import Side, check_table
from jasstafel.core.guggitaler import (
    PRESETS as GUGGITALER,
)
from jasstafel.core.guggitaler import (
    GuggitalerCount,
    GuggitalerDomino,
    GuggitalerTaker,
)
from jasstafel.core.handjass import PRESETS as HANDJASS
from jasstafel.core.handjass import HandjassRound, HandjassStriche
from jasstafel.core.matchfile import new_match

NAMES = ("Anna", "Beat", "Cla", "Dora", "Emil")


def refusal(variant, settings, sides):
    with pytest.raises(ClubInputError) as caught:
        check_table(variant, settings, sides)
    return i18n.render(caught.value.args[0])


def kept(match, variant):
    """The table as the club checks it: the match's settings, each side's total."""
    board = match.board()
    assert board.finished
    return (match.document.settings.model_dump(),
            [Side(side.name, side.total) for side in board.sides])


# -- Handjass -----------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", sorted(HANDJASS))
@pytest.mark.parametrize("voll", [5, 7, 9])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_handjass_ends_at_most_voll_past_voll_less_one(preset, voll, players):
    """Anna reaches voll − 1, then the stepper gives her voll more: 2 × voll − 1."""
    match = new_match("handjass", list(NAMES[:players]), preset=preset,
                      settings={"voll": voll, "rewarded": 1})
    match.add(HandjassStriche(striche=[voll - 1] + [0] * (players - 1)))
    match.add(HandjassStriche(striche=[voll] + [0] * (players - 1)))
    settings, sides = kept(match, "handjass")
    assert sides[0].points == 2 * voll - 1
    check_table("handjass", settings, sides)
    said = refusal("handjass", settings, [Side("Anna", 2 * voll), *sides[1:]])
    assert said == (f"Anna: {2 * voll} is not possible: a Handjass ends when someone has "
                    f"{voll} Striche: a player has 0 to {2 * voll - 1}")


@pytest.mark.parametrize("seed", range(20))
def test_handjass_matches_played_at_random_are_accepted(seed):
    rng = random.Random(seed)
    players = rng.choice([2, 3, 4, 5])
    match = new_match("handjass", list(NAMES[:players]), preset=rng.choice(sorted(HANDJASS)),
                      settings={"voll": rng.choice([5, 7, 9]), "rewarded": 1})
    while not match.finished:
        if rng.random() < 0.5:
            voll = match.document.settings.voll
            match.add(HandjassStriche(striche=[rng.randint(0, voll) for _ in range(players)]))
        else:
            points = [0] * players
            for _ in range(157):
                points[rng.randrange(players)] += 1
            match.add(HandjassRound(points=points))
    check_table("handjass", *kept(match, "handjass"))


# -- Guggitaler ---------------------------------------------------------------------------------


def play_guggitaler(preset, players, games, rng=None, **settings):
    """A Guggitaler match played by the core: Anna takes every penalty and finishes the
    Domino last, the others in seat order (or, with *rng*, everything shared at random)."""
    match = new_match("guggitaler", list(NAMES[:players]), preset=preset,
                      settings={"guggitaler": games, **settings})
    while not match.finished:
        game = match.board().figures["next_game"]
        if game["kind"] == "count":
            counts = [game["of"]] + [0] * (players - 1)
            if rng is not None:
                counts = [0] * players
                for _ in range(game["of"]):
                    counts[rng.randrange(players)] += 1
            match.add(GuggitalerCount(game=game["game"], counts=counts))
        elif game["kind"] == "taker":
            match.add(GuggitalerTaker(game=game["game"],
                                      player=rng.randrange(players) if rng else 0))
        else:
            order = [*range(1, players), 0]
            if rng is not None:
                rng.shuffle(order)
            match.add(GuggitalerDomino(order=order))
    return match


@pytest.mark.parametrize("preset", sorted(GUGGITALER))
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("games", [1, 3])
def test_the_extremes_a_guggitaler_writes_are_accepted(preset, players, games):
    settings, sides = kept(play_guggitaler(preset, players, games), "guggitaler")
    check_table("guggitaler", settings, sides)


@pytest.mark.parametrize("seed", range(40))
def test_guggitaler_matches_played_at_random_are_accepted(seed):
    rng = random.Random(seed)
    match = play_guggitaler(rng.choice(sorted(GUGGITALER)), rng.choice([3, 4]),
                            rng.choice([1, 2, 4]), rng)
    check_table("guggitaler", *kept(match, "guggitaler"))


def test_two_players_cannot_both_have_the_first_domino_place():
    settings = GUGGITALER["standard"].model_dump()
    said = refusal("guggitaler", settings, [Side("Anna", 150), Side("Beat", 150),
                                            Side("Cla", -150), Side("Dora", -150)])
    assert said == ("Anna and Beat: 150 + 150 = 300 is not possible: 1 Guggitaler give 2 "
                    "players at most 250 Domino points together (the 2 best places), and a "
                    "penalty only takes away")
    # the best two of a real match: Beat first and Cla second with no penalty
    settings, sides = kept(play_guggitaler("standard", 4, 1), "guggitaler")
    assert [s.points for s in sides] == [-305, 150, 100, 55]
    said = refusal("guggitaler", settings, [Side("Anna", -305), Side("Beat", 150),
                                            Side("Cla", 105), Side("Dora", 50)])
    assert said.startswith("Beat and Cla: 150 + 105 = 255 is not possible: 1 Guggitaler")


def test_the_best_two_of_two_guggitaler():
    """Two Guggitaler of four: the best two together at most 2 × (150 + 100) = 500."""
    settings = {**GUGGITALER["standard"].model_dump(), "guggitaler": 2}
    check_table("guggitaler", settings, [Side("Anna", 300), Side("Beat", 200),
                                         Side("Cla", -200), Side("Dora", -300)])
    said = refusal("guggitaler", settings, [Side("Anna", 300), Side("Beat", 205),
                                            Side("Cla", -200), Side("Dora", -305)])
    assert said == ("Anna and Beat: 300 + 205 = 505 is not possible: 2 Guggitaler give 2 "
                    "players at most 500 Domino points together (the 2 best places), and a "
                    "penalty only takes away")
