"""A table imported from an unfinished match whose result was corrected afterwards
(``correct_result``, the window's *Correct result…*, ``club result --correct``) reads alike
on the evening's and the season's ranking: its players stay marked † (the match was not
played to the end) and the note says the result was corrected, with the winner it names
and the reason logged, instead of "it has no winner, and its figures count as they stood".

A reviewer's: after a correction naming a winner the evening ranking still said "it has no
winner", while the season's showed no † and no note at all (it picked the evenings to mark
by their tables without a winner)."""

import pytest

from jasstafel.club import UNFINISHED_MARK, PaperResult

from .test_unfinished_table_in_rankings import (
    SAID,
    SECOND,
    broken_off,
    emil,
    named_lines,
    new_season,
    run,
)

WHERE = ("Passe 1, table 2 (Emil & Gody, Franz & Hans): imported from an unfinished match "
         "(not finished: 5 of 12 rounds); its result was corrected afterwards: ")
WON = WHERE + "Emil & Gody won, and its figures count as corrected."
NO_WINNER = WHERE + "it has no winner, and its figures count as corrected."


@pytest.fixture
def season(club):
    return new_season(club, lambda c, ev: c.record_match(ev.id, 1, 2, broken_off(SECOND),
                                                         partial=True))


def member(club, name):
    return club.find_member(name).id


def give_the_win(club, evening, note="Franz & Hans gaben auf"):
    """Emil & Gody named winners of the broken-off table, their figures as they stood."""
    return club.correct_result(evening.id, 1, 2, [
        PaperResult(member(club, "Emil"), won=True),
        PaperResult(member(club, "Gody"), won=True)], note=note)


def recount(club, evening):
    """A counting mistake put right (still 785 in all): nobody has won."""
    return club.correct_result(evening.id, 1, 2, [
        PaperResult(member(club, n), 418 if n in ("Emil", "Gody") else 367)
        for n in SECOND])


def notes(club, evening):
    """The unfinished notes of the evening's ranking and of the season's (both scorings)."""
    return (str(club.evening_ranking(evening.id).unfinished_note),
            [str(club.season_ranking("2026", scoring=s).unfinished_note)
             for s in ("points", "rank_points")])


def test_a_winner_given_afterwards_is_said_alike_on_both_rankings(season):
    club, third = season
    assert any(r.won for r in give_the_win(club, third))
    evening, seasons = notes(club, third)
    assert evening == (f"{UNFINISHED_MARK} {WON} Reason given for the correction: Franz & "
                       "Hans gaben auf")
    for said in seasons:
        assert said == f"{UNFINISHED_MARK} 2026-12-03 (Chibre), {WON}"
    assert "no winner" not in evening and "as they stood" not in evening
    # the same players marked on both: the table was not played to the end
    assert emil(club.evening_ranking(third.id)).unfinished == frozenset(
        {"points", "passe_1", "best_passe"})
    for scoring in ("points", "rank_points"):
        rows = {r.member.name: r.unfinished
                for r in club.season_ranking("2026", scoring=scoring).rows}
        assert {n for n, keys in rows.items() if keys} == set(SECOND), scoring
        assert rows["Emil"] == frozenset({f"evening_{third.id}"})


def test_a_correction_without_a_winner_says_so(season):
    club, third = season
    assert not any(r.won for r in recount(club, third))
    evening, seasons = notes(club, third)
    assert evening == f"{UNFINISHED_MARK} {NO_WINNER}"  # no reason given: none said
    assert seasons == [f"{UNFINISHED_MARK} 2026-12-03 (Chibre), {NO_WINNER}"] * 2


def test_a_correction_that_changed_nothing_leaves_the_note(season):
    club, third = season
    club.correct_result(third.id, 1, 2, [PaperResult(member(club, "Emil"), 408),
                                         PaperResult(member(club, "Gody"), 408)])
    evening, seasons = notes(club, third)
    assert evening == f"{UNFINISHED_MARK} {SAID}"
    assert seasons == [f"{UNFINISHED_MARK} 2026-12-03 (Chibre), {SAID}"] * 2


@pytest.mark.parametrize("lang, won, reason", [
    ("en", WON, "Reason given for the correction: Franz & Hans gaben auf"),
    ("de", "Passe 1, Tisch 2 (Emil & Gody, Franz & Hans): aus einer unbeendeten Partie "
           "importiert (nicht beendet: 5 von 12 Runden); ihr Ergebnis wurde danach "
           "korrigiert: Sieger Emil & Gody, und ihre Zahlen zählen wie korrigiert.",
     "Grund der Korrektur: Franz & Hans gaben auf"),
    ("fr", "manche 1, table 2 (Emil & Gody, Franz & Hans) : importée d’une partie non "
           "terminée (non terminée : 5 sur 12 donnes) ; son résultat a été corrigé après coup : "
           "elle est gagnée par Emil & Gody, et ses chiffres comptent tels que corrigés.",
     "Raison donnée à la correction : Franz & Hans gaben auf")])
def test_the_terminal_says_it_alike_on_both_rankings(capsys, season, db_path, lang, won,
                                                    reason):
    club, third = season
    run(capsys, lang, "club", "result", third.id, 1, 2, "Emil=won=yes", "Gody=won=yes",
        "--correct", "--note", "Franz & Hans gaben auf", "--db", db_path)
    points = emil(club.evening_ranking(third.id)).figures["points"]
    out = run(capsys, lang, "club", "ranking", "evening", third.id, "--db", db_path)
    assert f"{points}{UNFINISHED_MARK}" in named_lines(out)["Emil"], out
    words = " ".join(out.split()).lower()
    assert f"{UNFINISHED_MARK} {won} {reason}".lower() in words, out
    out = run(capsys, lang, "club", "ranking", "season", "2026", "--scoring", "points",
              "--db", db_path)
    assert UNFINISHED_MARK in named_lines(out)["Emil"], out
    assert won.lower() in " ".join(out.split()).lower(), out
