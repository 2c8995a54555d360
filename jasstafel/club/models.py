"""What the club API returns and takes: plain frozen dataclasses, no database rows."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.matchfile import MAX_NAME


def sort_key(name: str) -> tuple[tuple[str | int, ...], str]:
    """How names are listed: as people read them, by their letters (and digits) alone,
    accents folded and case ignored ("Émile" beside "Emil", not after "Zoé"; SQLite's
    NOCASE sorts by code point), spaces and punctuation left out ("de Vries" under d,
    "D'Alessandro" with "Dal…", a name typed "<b>Hans</b>" not first of all on its "<"),
    numbers by their value ("Tisch 2" before "Tisch 10", "Mitglied Nummer 9" before "…
    100": they were by their first digit), the name itself second so that the order never
    depends on the rows' order."""
    letters = unicodedata.normalize("NFKD", name).casefold()
    kept = "".join(c for c in letters if c.isalnum() and not unicodedata.combining(c))
    # re.split with a group: words at the even places, numbers at the odd ones, so that
    # two keys compare a word with a word and a number with a number
    parts = re.split(r"(\d+)", kept)
    return tuple(int(p) if i % 2 else p for i, p in enumerate(parts)), name



@dataclass(frozen=True)
class Member:
    """A club member. Never deleted once he has results: only deactivated.

    A *guest* plays an evening without being a member: he is named once, has his place in
    the evening's ranking and none in the season's, until he is made a member."""

    id: int
    name: str
    short_name: str = ""
    active: bool = True
    guest: bool = False

    @property
    def label(self) -> str:
        """The short name if there is one (seat lists, narrow columns), else the name."""
        return self.short_name or self.name


def team_name(members: Sequence[Member]) -> str:
    """ "Anna & Cla", within a match file's 60 characters of a name: a long name is
    shortened with "…" and the others stay whole (it was cut at the 60th character:
    "… & Lena L", the partner's name gone without a sign)."""
    labels = [m.label for m in members]
    if len(" & ".join(labels)) <= MAX_NAME:
        return " & ".join(labels)
    room: dict[int, int] = {}
    budget = MAX_NAME - len(" & ") * (len(labels) - 1)
    order = sorted(range(len(labels)), key=lambda i: len(labels[i]))
    for done, i in enumerate(order):  # the shortest first: what they leave, the others get
        room[i] = min(len(labels[i]), budget // (len(labels) - done))
        budget -= room[i]
    return " & ".join(text if len(text) <= room[i] else text[:room[i] - 1].rstrip() + "…"
                      for i, text in enumerate(labels))


@dataclass(frozen=True)
class Evening:
    """A club evening: every table plays *passen* Passen of one variant with one preset."""

    id: int
    date: str
    season: str
    variant: str
    preset: str
    settings: Mapping[str, Any]
    passen: int
    tables: int = 0
    place: str = ""
    title: str = ""


@dataclass(frozen=True)
class SeatRow:
    """One line of the seat list a printer prints: ``table`` and ``seat`` are None for a
    member who sits out the Passe; ``team`` is "A" or "B" at a team table, else "";
    ``guest``: the player is a guest, not a member."""

    passe: int
    table: int | None
    seat: int | None
    team: str
    member_id: int
    name: str
    short_name: str
    guest: bool = False  # not a member: the seat list marks him, as every other list does


@dataclass(frozen=True)
class PaperResult:
    """A member's final figures at one table, typed from a paper sheet (or a correction).

    ``points`` is the figure the variant counts: the team's points (Schieber, Coiffeur,
    Punktetafel), the player's points (Molotow), penalty (Differenzler), Striche (Handjass),
    net Striche (Fahnder: given ``striche`` and ``nuller`` it is worked out) or
    Schreibpunkte (Pandur). ``rank`` at the table: worked out from the points when left
    out (never for Pandur: the order of reaching 15 is not in the points). ``won`` is rank 1:
    given, it must say the same, except in a Schieber to a target, where it decides the rank
    (one team wins). In a correction, a field left as None keeps its value.
    """

    member: int
    points: int | None = None
    striche: int | None = None
    nuller: int | None = None
    rank: int | None = None
    matches: int | None = None
    won: bool | None = None
    side: int | None = None


@dataclass(frozen=True)
class Result:
    """A member's result in one Passe: from a match played in the app (``source``
    "match", ``match_id`` set) or typed from paper (``source`` "paper")."""

    evening: int
    passe: int
    table: int
    member: int
    points: int
    rank: int
    won: bool
    matches: int = 0
    striche: int | None = None
    nuller: int | None = None
    side: int | None = None
    source: str = "paper"
    match_id: int | None = None

    def figures(self) -> dict[str, Any]:
        return {"points": self.points, "striche": self.striche, "nuller": self.nuller,
                "matches": self.matches, "rank": self.rank, "won": self.won,
                "side": self.side, "source": self.source}


@dataclass(frozen=True)
class Correction:
    """One line of the corrections log: what was before and after (None: added or deleted).

    ``kind`` says what changed: "result" (a member's figures at a table), "evening" (the
    evening's date, season, variant … before and after; deleted: after is None, before
    holds the whole evening with its draw, results and matches), "lineup" (a result recorded
    for other players than the draw seated: before the drawn, after the playing member ids)
    or "rules" (a match imported with other table rules: before the evening's settings that
    differ, after the match's). ``by_oberjasser``: the Oberjasser's change on his live page
    wrote it; None for a line of a club file before version 6, which does not say."""

    id: int
    evening: int
    passe: int | None
    table: int | None
    member: int | None
    before: Mapping[str, Any] | None
    after: Mapping[str, Any] | None
    note: str
    at: str
    kind: str = "result"
    by_oberjasser: bool | None = False


@dataclass(frozen=True)
class HandCorrection:
    """A table whose stored match no longer gives its figures: they were corrected by hand
    (typed from paper: ``Club.correct_result``) after the match was stored. The club's
    figures count; ``note`` is the reason logged with the last correction of the table ("" if
    none was given), ``match_points`` the match's own figures, side by side (its board's
    sides: the teams, or the players)."""

    note: str
    match_points: tuple[int, ...]


class Progress(NamedTuple):
    """How far an unfinished match was played, in its Partie's own unit: *played* of *of*
    (None where its Partie has no fixed length: to a target), *unit* "rounds" (Schieber,
    Molotow, Handjass, Fahnder), "team_rows" (a Coiffeur whose teams played as many rows
    each: 5 of 11 rows per team), "rows" (a Coiffeur whose teams did not: all the cells
    written, of rows × teams), "games" (Differenzler; a Guggitaler's games, of all its
    Guggitaler's) or "deals" (Pandur)."""

    played: int
    of: int | None
    unit: str = "rounds"


@dataclass(frozen=True)
class TableMark:
    """A table whose stored match was accepted at import against the evening's rules
    (:meth:`Club.table_marks`): ``unfinished`` the match was not finished (it has no
    winner), ``rounds`` then how far it was played (:class:`Progress`: 5 of 12 rounds, 5 of
    11 rows per team …; None where its board counts nothing: the total alone);
    ``other_rules`` the settings it was played with that differ from the evening's, said
    short ("Rounds (fixed rounds): 4 instead of 12"), and ``reason`` the reason logged when
    it was accepted ("" if none). ``corrected``: an unfinished table's figures are no longer
    what its match gave (``Club.correct_result`` after the import), ``winners`` then who won
    by the correction, a side's players joined ("Emil & Gody"; "" nobody) and
    ``correction`` the reason logged with it ("" if none)."""

    unfinished: bool = False
    rounds: Progress | None = None
    other_rules: Any = None  # a Text, or None: the table rules are the evening's
    reason: str = ""
    corrected: bool = False
    winners: str = ""
    correction: str = ""


@dataclass(frozen=True)
class Column:
    """A column of a ranking. ``decides``: part of the ranking order (in column order);
    ``lower_is_better``: the smaller value ranks higher. ``detail`` (a season's evening,
    whose label is its date): what tells it from another evening of the same date, its
    title or else its variant (a Text a client says in its language), numbered where that
    is the same too; empty for an evening with a date of its own."""

    key: str
    label: str
    decides: bool = False
    lower_is_better: bool = False
    detail: str = ""


#: the mark after a figure from a table played with other table rules than its evening's
#: (the note under the ranking, starting with it, says which table and what differs)
OTHER_RULES_MARK = "°"
#: the mark after a figure from a table imported from an unfinished match (the note under the
#: ranking, starting with it, says which table and what that means); after the other rules'
#: "°" where a table is both: "320°†" (the footnotes' second mark: "*" is the sit-out credit's)
UNFINISHED_MARK = "†"


@dataclass(frozen=True)
class RankingRow:
    """One member's line: ``figures`` by column key; ``decided_by`` is the label of the
    first column that put him below the line above his rank (None for the first line;
    "tie" on every line of a rank shared with another team or player, the first of them too,
    not where he shares it only with his partner of every Passe; "sat out every Passe" in a line of
    :attr:`Ranking.unranked`, whose rank is 0); ``dropped`` the keys of results not
    counted (season), marked where they are shown; ``dropped_absences`` the keys of the
    evenings he was absent from that are not counted either (an absence counts 0 and is
    dropped first: it has no value to mark, but a CSV file names its evening among the
    dropped); ``credited`` the keys of evenings the draw made him sit out entirely, each
    counted as his own average evening (season); ``other_rules`` the keys of the figures
    that come from a table played with other table rules than its evening's (accepted at
    import), marked after the figure (:data:`OTHER_RULES_MARK`) and said in
    :attr:`Ranking.note`; ``unfinished`` those from a table imported from an unfinished
    match (:data:`UNFINISHED_MARK`, said in :attr:`Ranking.unfinished_note`);
    ``best_passen`` (an evening) the Passen whose figure is his best Passe (several where
    they are equal): a marked table's Passe marks the best Passe too, unless an unmarked
    Passe gives the same figure."""

    rank: int
    member: Member
    figures: Mapping[str, int | None]
    decided_by: str | None = None
    dropped: frozenset[str] = frozenset()
    credited: frozenset[str] = frozenset()
    dropped_absences: frozenset[str] = frozenset()
    other_rules: frozenset[str] = frozenset()
    unfinished: frozenset[str] = frozenset()
    best_passen: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Ranking:
    """An evening's or a season's ranking, with its rule (and tie-breaks) in words.

    ``unranked`` (an evening): the members the draw made sit out every Passe played, a line
    each after the ranked ones, without a rank (0) and not counted among the participants;
    apart from ``rows`` so that what counts the ranked (the participants, a wall's ranking)
    never counts them.

    ``note`` (a season that adds its evenings' points): where those evenings' table rules
    differ, which settings and which evenings ("Rounds (fixed rounds): 3 on 2026-04-16; 12
    on the other evenings."), said under the ranking, and (an evening's or a season's) each
    table counted that was played with other table rules than its evening's (accepted at
    import): where, who played and what differs; empty otherwise. The sum is still the
    rule's: the reader is told what was added. ``unfinished_note``: each table counted that
    was imported from an unfinished match, where and who played (paper, terminal and window
    say it after ``note``; the window's evening ranking also under the players' names)."""

    kind: str  # "evening" or "season"
    title: str
    rule: str
    columns: tuple[Column, ...]
    rows: tuple[RankingRow, ...]
    unranked: tuple[RankingRow, ...] = ()
    note: str = ""
    unfinished_note: str = ""


@dataclass(frozen=True)
class SeriesPoint:
    """One evening in a member's season: for a chart of rank or season points. ``score``
    is the evening's counted figure, ``figure`` its label ("Points", "Games won" …).
    ``season_points`` and ``cumulative`` are None for a guest: he has no place in the
    season's ranking, so his evenings give him none (a number there would count nowhere)."""

    evening: int
    date: str
    variant: str
    rank: int
    participants: int
    score: int
    season_points: int | None
    cumulative: int | None
    figure: str = "Points"


@dataclass(frozen=True)
class VariantStatistics:
    """A member's games under one set of table rules (a variant, its preset and settings:
    the points of a Turnier of 12 rounds, of 2 rounds and of a Partie to 4500 are not
    averaged together). ``points`` adds up what a result holds, the ``figure`` ("Points",
    "Net Striche", "Score points" …); ``rule`` names how such an evening is ranked.
    ``matches`` is None where the variant has no Matches (all but a Schieber and a
    Coiffeur): no figure, not 0."""

    variant: str
    games: int
    wins: int
    matches: int | None
    points: int
    average_points: float
    preset: str = ""
    settings: Mapping[str, Any] = field(default_factory=dict)
    rule: str = ""
    figure: str = "Points"


@dataclass(frozen=True)
class MemberStatistics:
    """Evenings, games (Passen played), wins, Matches, average points; ``average_points``
    is None when the games were played under several table rules (see ``by_variant``: a
    row per variant, preset and settings), whose figures do not mean the same; ``matches``
    is None when none of them has Matches (a Differenzler's, a Molotow's games)."""

    member: Member
    season: str | None
    evenings: int
    games: int
    wins: int
    matches: int | None
    average_points: float | None
    by_variant: tuple[VariantStatistics, ...] = ()
    series: tuple[SeriesPoint, ...] = field(default_factory=tuple)
