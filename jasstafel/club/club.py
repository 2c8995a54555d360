"""The club: members, evenings, the draw, results, rankings and statistics in one database.

::

    with Club.open(path) as club:
        anna = club.add_member("Anna Muster", "Anna")
        evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3)
        club.draw(evening.id, [anna.id, ...], rng=random.Random(7))
        club.record_match(evening.id, 1, 1, matchfile.load("tisch1.jass"))
        print(club.evening_ranking(evening.id).rows)

Every change is one transaction; reads see a consistent snapshot. Methods take member and
evening ids (or the Member / Evening objects) and return plain dataclasses.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
import random
import re
import sqlite3
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from ..core import JassError, Match, MatchDocument, MatchFileError, find_variant, matchfile
from ..core.cards import contract_word
from ..core.coiffeur import SHOWN_ROW_NAMES, row_rules, row_word, standard_rows
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.matchfile import describe_validation
from ..core.setting_words import option_text, setting_label
from ..core.text import Text, echo, plural
from . import db
from .draw import VARIANT_TABLES, DrawResult, PasseDraw, TableDraw
from .draw import draw as draw_passen
from .errors import ClubError, ClubFileError, ClubInputError, Remedy, say
from .limits import Side, check_table
from .models import (
    OTHER_RULES_MARK,
    UNFINISHED_MARK,
    Correction,
    Evening,
    HandCorrection,
    Member,
    MemberStatistics,
    PaperResult,
    Progress,
    Ranking,
    Result,
    SeatRow,
    SeriesPoint,
    TableMark,
    VariantStatistics,
    sort_key,
)
from .progress import progress_of, progress_said, unfinished_words
from .ranking import (
    POINTS,
    Scoring,
    _variant_title,
    check_points_scoring,
    check_season_settings,
    evening_rule,
    pack,
    standings,
    unpack,
)
from .ranking import evening_ranking as rank_evening
from .ranking import season_ranking as rank_season
from .results import (
    SeatResult,
    TableSide,
    line_up,
    lineup_refusal,
    listed_once,
    match_results,
    paper_results,
    settle_table,
)

MemberRef = int | Member
EveningRef = int | Evening

MAX_PASSEN = 50
MAX_TABLES = 200
#: characters that reorder text (right-to-left overrides, isolates, marks): never in a name
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069")
NAME_LENGTH = 60
#: a short name: as long as the one made without one ("Jean-Baptiste R."), so that a Romand
#: first name is one (a French trial's "Jean-Baptiste", 13, was refused at 12)
SHORT_LENGTH = 16
TEXT_LENGTH = 100  # an evening's title or place
NOTE_LENGTH = 1_000  # a note in the corrections log (a match file's limit for a text)


def one_line(text: str) -> str:
    """*text* as one line: runs of spaces, tabs and line breaks become one space, and the
    letters are composed (NFC), so that a name pasted from a Mac is the name typed here."""
    return unicodedata.normalize("NFC", " ".join(text.split()))


def name_key(text: str) -> str:
    """What two names must not share: the same letters, ignoring case in every alphabet
    ("ZÜRCHER" is "Zürcher"; SQLite's NOCASE folds ASCII letters only)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold())


def _taken(name: str, other: str, guest: bool, short: bool) -> Text:
    """The refusal of a name (or, *short*, a short name) that *other* has: a guest is called a
    guest, not a member (a trial's "…is taken by the member Ueli Gäste", a guest)."""
    if guest:
        template = (N("club", "the short name {name} is taken by the guest {other}") if short
                    else N("club", "the name {name} is taken by the guest {other}"))
    else:
        template = (N("club", "the short name {name} is taken by the member {other}") if short
                    else N("club", "the name {name} is taken by the member {other}"))
    return say(template, name=name, other=other)


def is_control(char: str) -> bool:
    """A control character (a terminal escape, a bell, a line break, a tab), a line or
    paragraph separator, half of a surrogate pair, or a character that reorders the text."""
    return unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in BIDI_CONTROLS


#: what is dropped around a name or a text: spaces, and the tab and line end a line pasted
#: from a list brings (the New match dialog drops them around a player's name too)
AROUND = " \t\r\n"
#: inside an evening's title or place or a note, a line break or a tab is a space
#: (docs/club.md); one for one, so that a refusal counts the characters as typed
_LINE_BREAKS = str.maketrans(dict.fromkeys("\t\n\r\u2028\u2029", " "))


def _refuse_controls(text: str, what: str, before: int = 0, name: bool = False) -> None:
    """Refuse *text* if it holds a control character, naming it and where (counted from 1
    in the text as typed, *before* characters in front of *text*), as a match file refuses
    one in a player's name; and an invisible character as a match file refuses it (in a
    *name* every format character, in another text one that hides text:
    :func:`jasstafel.core.matchfile.invisible_at`). *what* is a catalog word ("the name")."""
    for index, char in enumerate(text):
        if not is_control(char):
            continue
        template = (N("club", "{what} is not valid Unicode (a lone surrogate {char} at "
                              "character {position})")
                    if unicodedata.category(char) == "Cs" else
                    N("club", "{what} cannot hold a control character ({char} at character "
                              "{position}): names and texts are one line of plain text"))
        raise ClubInputError(say(template, what=say(what), char=f"U+{ord(char):04X}",
                                 position=before + index + 1))
    at = None if text.isascii() else matchfile.invisible_at(text, name)
    if at is not None:
        template = (N("club", "{what} cannot hold an invisible character ({char} at character "
                              "{position}): a name holds only what can be seen") if name else
                    N("club", "{what} cannot hold an invisible character ({char} at character "
                              "{position}): it would hide text"))
        raise ClubInputError(say(template, what=say(what), char=f"U+{ord(text[at]):04X}",
                                 position=before + at + 1))


def clean_name(text: str, what: str = N("club", "the name")) -> str:
    """A member's or a guest's name (or, *what*, the short name) as it is kept: the spaces
    and line ends around it dropped, the spaces inside made single, the letters composed
    (:func:`one_line`); a control character inside, a line break or a tab too, is refused
    (:func:`_refuse_controls`): a name is one line, as in a match file; and so is an
    invisible character ("Be\u200bat" beside "Beat": two members no list tells apart)."""
    inner = text.strip(AROUND)
    _refuse_controls(inner, what, before=len(text) - len(text.lstrip(AROUND)), name=True)
    return one_line(inner)


def _check_line(text: str, what: str, limit: int) -> str:
    """An evening's title or place, or a note: one line of plain text, a line break or a
    tab in it a space (docs/club.md), any other control character refused (names have
    :func:`clean_name`). *what* is a catalog word ("the title")."""
    flat = text.translate(_LINE_BREAKS)
    _refuse_controls(flat, what)
    text = one_line(flat)
    if len(text) > limit:
        raise ClubInputError(say(N("club", "{what} has at most {count} characters, not "
                                           "{length}"),
                                 what=say(what), count=limit, length=len(text)))
    return text

#: a seat s at a table of a Passe played (with results) whose own result is still to come
_TABLE_TO_COME = ("EXISTS (SELECT 1 FROM results r WHERE r.evening_id = s.evening_id AND "
                  "r.passe = s.passe) AND NOT EXISTS (SELECT 1 FROM results r WHERE "
                  "r.evening_id = s.evening_id AND r.passe = s.passe AND r.table_no = "
                  "s.table_no)")

_RESULT_COLUMNS = ("evening_id, passe, table_no, member_id, points, rank, won, matches, "
                   "striche, nuller, side, source, match_id")


def _mid(member: MemberRef) -> int:
    return member.id if isinstance(member, Member) else int(member)


def _eid(evening: EveningRef) -> int:
    return evening.id if isinstance(evening, Evening) else int(evening)


# -- rows out of the database: checked, so that a file damaged by another program gives a
# ClubFileError naming the row, never a traceback further on


def _match_sides(text: str) -> tuple[list[Any], tuple[int, ...]] | None:
    """A stored match's figures per side, as ``record_match`` stored them, and its sides'
    points; None for a match that cannot be read (it is not compared)."""
    try:
        match = matchfile.loads(text)
        seats = match_results(match)
    except JassError:
        return None
    sides = {s.side: (s.points, s.matches, s.striche, s.nuller) for s in seats}
    return sorted(sides.items()), tuple(side.total for side in match.board().sides)


def _as_imported(match: Match, rows: Sequence[Result]) -> bool:
    """Whether a table's results *rows* are still what its stored *match* gave them (a
    correction changed none of its figures, who won or the ranks); a match the club cannot
    map to its players is taken as it is."""
    try:
        seats = match_results(match)
    except ClubInputError:
        return True
    return ({(s.side, s.points, s.rank, s.won, s.matches, s.striche, s.nuller) for s in seats}
            == {(r.side, r.points, r.rank, r.won, r.matches, r.striche, r.nuller)
                for r in rows})


def _result_sides(rows: Sequence[Result]) -> list[Any]:
    sides = {r.side: (r.points, r.matches, r.striche, r.nuller) for r in rows}
    return sorted(sides.items(), key=lambda item: (item[0] is None, item[0] or 0))


def _damaged(what: str) -> ClubFileError:
    return ClubFileError(say(N("club", "the club database is damaged: {what}"), what=what))


def _int(value: Any, what: str, low: int | None = None, high: int | None = None,
         none: bool = False) -> Any:
    if value is None and none:
        return None
    if type(value) is not int or (low is not None and value < low) \
            or (high is not None and value > high):
        raise _damaged(f"{what} is {value!r}")
    return value


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise _damaged(f"{what} is {value!r}")
    return value


def _result(row: Sequence[Any]) -> Result:
    where = f"the result of member {row[3]!r} in Passe {row[1]!r} of evening {row[0]!r}"
    if row[11] not in ("match", "paper"):
        raise _damaged(f"{where}: its source is {row[11]!r}")
    return Result(evening=_int(row[0], where), passe=_int(row[1], where + ": Passe", 1),
                  table=_int(row[2], where + ": table", 1), member=_int(row[3], where),
                  points=_int(row[4], where + ": points"),
                  rank=_int(row[5], where + ": rank", 1),
                  won=bool(_int(row[6], where + ": won", 0, 1)),
                  matches=_int(row[7], where + ": Matches", 0),
                  striche=_int(row[8], where + ": Striche", none=True),
                  nuller=_int(row[9], where + ": Nuller", none=True),
                  side=_int(row[10], where + ": side", none=True), source=row[11],
                  match_id=_int(row[12], where + ": match", none=True))


_MEMBER_COLUMNS = "id, name, short_name, active, guest"


def _member(row: Sequence[Any]) -> Member:
    where = f"member {row[0]!r}"
    name = _text(row[1], where + ": name")
    if not name.strip():
        raise _damaged(f"{where} has no name")
    return Member(_int(row[0], where), name, _text(row[2], where + ": short name"),
                  bool(_int(row[3], where + ": active", 0, 1)),
                  bool(_int(row[4], where + ": guest", 0, 1)))


def _date(text: str) -> datetime.date:
    """A date typed as ISO (2026-11-05) or as the lists print it (05.11.2026, 5.11.2026):
    a trial's new evening typed the way its list showed the others was refused."""
    try:
        return datetime.date.fromisoformat(_iso_day(text.strip()))
    except ValueError:
        raise ClubInputError(say(N("club", "{date} is not a date (YYYY-MM-DD or DD.MM.YYYY)"),
                                 date=echo(text))) from None


#: a date as the lists print it, the Swiss way: 05.11.2026 (or 5.11.2026)
_SWISS_DAY = re.compile(r"(\d{1,2})\.(\d{1,2})\.(\d{4})")


def _iso_day(text: str) -> str:
    """*text* as the evenings keep their dates (2026-11-05) where it is a Swiss date; else
    as it is (an ISO date, or nothing found by it)."""
    found = _SWISS_DAY.fullmatch(text)
    if found is None:
        return text
    day, month, year = map(int, found.groups())
    try:
        return datetime.date(year, month, day).isoformat()
    except ValueError:
        return text


def _season(text: str) -> str:
    season = text.strip(AROUND)
    _refuse_controls(season, N("club", "the season"), before=len(text) - len(text.lstrip(AROUND)))
    if not season or len(season) > 20:
        raise ClubInputError(say(N("club", "a season is a short label, e.g. 2026 or 2025/26")))
    return season


def _check_counts(passen: int, tables: int) -> None:
    if not 1 <= passen <= MAX_PASSEN:
        raise ClubInputError(say(N("club", "an evening has 1 to {most} Passen, not {passen}"),
                                 most=MAX_PASSEN, passen=passen))
    if not 0 <= tables <= MAX_TABLES:
        raise ClubInputError(say(N("club", "an evening has 0 (as the draw gives) to {most} "
                                           "tables, not {tables}"),
                                 most=MAX_TABLES, tables=tables))


def _rules(variant: str, preset: str | None,
           settings: Mapping[str, Any] | None) -> tuple[Any, str, dict[str, Any]]:
    """The variant's class, the preset and the checked table settings (the preset's, with
    *settings* changed)."""
    try:
        cls = find_variant(variant)
    except MatchFileError as err:  # the registry's own sentence, with the known variants:
        # the same words as `jasstafel new` and `print --blank` say
        raise ClubInputError(err.args[0]) from None
    if cls.name not in VARIANT_TABLES:
        raise ClubInputError(say(N("club", "{variant} cannot be played at a club evening"),
                                 variant=cls.title))
    preset = preset or cls.DEFAULT_PRESET
    if preset not in cls.PRESETS:
        raise ClubInputError(say(N("club", "{variant} has no preset {preset} (known: {known})"),
                                 variant=cls.title, preset=echo(preset),
                                 known=", ".join(cls.PRESETS)))
    try:
        chosen = cls.Settings.model_validate(
            {**cls.PRESETS[preset].model_dump(), **(settings or {}), "preset": preset})
    except ValidationError as err:
        found = describe_validation(err).params  # the setting and pydantic's words, in the
        # language (replacing words of the English sentence left it English everywhere)
        reason = say(N("club", "{where}: {problem} (and {more} more)") if found["more"]
                     else N("club", "{where}: {problem}"), **found)
        raise ClubInputError(say(N("club", "a table setting is not valid: {reason}"),
                                 reason=reason)) from None
    return cls, preset, json.loads(chosen.model_dump_json())


def checked_names(name: str, short_name: str = "") -> tuple[str, str]:
    """A member's (or guest's) name and short name as they are kept; ClubInputError for the
    first that is refused. Needs no club: a command checks them before it opens (or creates)
    one, so that a refused name leaves no new club file."""
    name = clean_name(name)
    short_name = clean_name(short_name, N("club", "the short name"))
    if not name:
        raise ClubInputError(say(N("club", "a member needs a name")))
    if len(name) > NAME_LENGTH:
        raise ClubInputError(say(N("club", "a name has at most {count} characters (this one "
                                           "has {length})"),
                                 count=NAME_LENGTH, length=len(name)))
    if len(short_name) > SHORT_LENGTH:
        raise ClubInputError(say(N("club", "a short name has at most {count} characters "
                                           "(this one has {length})"),
                                 count=SHORT_LENGTH, length=len(short_name)))
    if name.isdigit() or short_name.isdigit():
        raise ClubInputError(say(N("club", "a name cannot be a number (numbers are member "
                                           "ids)")))
    return name, short_name


def checked_evening(date: str, variant: str, *, preset: str | None = None,
                    settings: Mapping[str, Any] | None = None, passen: int = 3,
                    tables: int = 0, place: str = "", title: str = "",
                    season: str | None = None) -> tuple[Any, ...]:
    """A new evening's row (date, season, place, title, variant, preset, settings as JSON,
    passen, tables), every value checked as :meth:`Club.new_evening` takes it; needs no club
    (see :func:`checked_names`)."""
    day = _date(date)
    cls, preset, chosen = _rules(variant, preset, settings)
    _check_counts(passen, tables)
    return (day.isoformat(), _season(season or str(day.year)),
            _check_line(place, N("club", "the place"), TEXT_LENGTH),
            _check_line(title, N("club", "the title"), TEXT_LENGTH), cls.name, preset,
            json.dumps(chosen), passen, tables)


def _draw_fits(drawn: Sequence[PasseDraw], variant: str) -> bool:
    """Can tables of *variant* be played as drawn (sizes, and partners where it has teams)?"""
    cls = find_variant(variant)
    teams, three = VARIANT_TABLES[variant]
    for passe in drawn:
        for table in passe.tables:
            size = len(table.seats)
            if not cls.plays(size) or (size == 3 and not three):
                return False
            if size == 4 and teams != any(len(t) > 1 for t in table.teams):
                return False
    return True


# table settings that do not change the score: a match may differ in them
DISPLAY_ONLY = frozenset({"preset", "deck"})


def _counted(key: str, value: Any) -> Any:
    """A table setting's value as it counts, for a comparison: a Coiffeur's rows by their
    contracts, factors and kinds (:func:`~jasstafel.core.coiffeur.row_rules`), their names
    aside: the French cards' Kreuz row is the German cards' Eichel row (the deck is display
    only), and a row named in a window's language (Glands) is the row it names."""
    if key == "rows" and isinstance(value, list) and all(isinstance(row, Mapping)
                                                          for row in value):
        return row_rules(value)
    return value


def rules_differences(evening: Mapping[str, Any], match: Mapping[str, Any]
                      ) -> list[tuple[str, Any, Any]]:
    """The table settings in which a match differs from its evening: (setting, the
    evening's, the match's); a setting holding a mapping (the factors) by its keys."""
    out = []
    for key in sorted((set(evening) | set(match)) - DISPLAY_ONLY):
        mine, theirs = evening.get(key), match.get(key)
        if _counted(key, mine) == _counted(key, theirs):
            continue
        if isinstance(mine, dict) and isinstance(theirs, dict):
            out += [(f"{key}.{k}", mine.get(k), theirs.get(k))
                    for k in sorted(set(mine) | set(theirs)) if mine.get(k) != theirs.get(k)]
        else:
            out.append((key, mine, theirs))
    return out


def describe_differences(variant: str, differences: Sequence[tuple[str, Any, Any]],
                         deck: str = "de") -> Text:
    """The *differences* (:func:`rules_differences`: setting, the evening's, the match's) as
    a reader is told them, short, in the words the evening's description uses
    (:func:`preset_changes`): "Rounds (fixed rounds): 8 instead of 12; Factors: Bells ×3
    instead of ×1", a Coiffeur's rows cut or added counted, "Rows: 6 instead of 11". A
    refusal said every row after the cut, one clause each ("Rows, row 7: no row (evening:
    Misère ×7, Misère); …"), where the other refusals name their rule in a line. A yes/no
    setting says the match's state, the evening's after it, "Stöck count: yes (evening:
    no)", as a preset's changes do (:func:`preset_changes`)."""
    return _one_after_the_other(_changes(variant, differences, deck, _EVENING_STATE))


@dataclasses.dataclass(frozen=True)
class _Played:
    """The table rules a table's result was recorded with (:meth:`Club._played`):
    *settings* the match's own (imported with other table rules than the evening's, when
    confirmed with a reason) or the evening's; *checked* those a correction is checked
    against; *whole* False for a match recorded unfinished (``partial``), whose *rounds*
    (:class:`Progress`) say how far it was played where its checks follow that."""

    settings: Mapping[str, Any]
    checked: Mapping[str, Any]
    whole: bool = True
    rounds: Progress | None = None


def _so_far(variant: str, settings: Mapping[str, Any], match: Match) -> _Played:
    """The table rules of *match* as far as it was played. An unfinished match (a Partie
    broken off, recorded as a partial result) is checked as a Partie of what it played: a
    Turnier broken off after 5 of 12 rounds writes 5 × 157 in all, not 12 × 157 (every
    correction of it was refused); a Molotow's doubled last round was not reached; a
    Coiffeur's team wrote only the rows it played (5 rows ×1 to ×5: 4,055 at most, not the
    11 rows' 17,582: a trial's 9,000 was taken and changed the evening's winner); a
    Differenzler played its games, a Guggitaler the Guggitaler it began; a Schieber to a
    target, a Handjass, a Fahnder and a Pandur had nobody at the end yet, after the rounds
    (deals) it played. What only a finished Partie keeps without counting (a Guggitaler's
    penalties all dealt out) is not checked (*whole* False)."""
    if match.finished:
        return _Played(settings, settings)
    progress = progress_of(match, settings)
    cut = _cut(variant, settings, match, progress)
    if cut is None or progress is None:
        return _Played(settings, settings, whole=False)
    return _Played(settings, cut, whole=False, rounds=progress)


def _cut(variant: str, settings: Mapping[str, Any], match: Match,
         progress: Progress | None) -> dict[str, Any] | None:
    """*settings* cut back to what an unfinished *match* played (:func:`_so_far`), or None
    where its limits do not count what was played (its board counts nothing, or it played
    all of it). A Partie without a fixed length (to a target, a Pandur) keeps its settings
    and is told the rounds or deals it played."""
    if progress is None:
        return None
    if progress.of is None:
        # a Partie to a target (Schieber, Handjass, Fahnder, Pandur): nobody reached it, and
        # its rounds (deals) bound what a side can have: limits.py's "rounds_played"
        key = "deals_played" if progress.unit == "deals" else "rounds_played"
        return {**settings, key: progress.played}
    if progress.played >= progress.of:
        return None
    if variant == "coiffeur":
        # each team's rows: a team's most is its own rows' (team A ×1 to ×5, team B ×11
        # down to ×7 in the example), limits.py's "rows_played"
        cells = [side.figures.get("cells") or [] for side in match.board().sides]
        return {**settings, "rows_played": [[i for i, cell in enumerate(team)
                                             if cell is not None] for team in cells]}
    if variant == "differenzler":
        return {**settings, "games": progress.played}
    if variant == "guggitaler":
        per = len(match.board().figures.get("games") or []) or 1
        return {**settings, "guggitaler": -(-progress.played // per)}  # those begun
    counted = variant == "molotow" or (variant == "schieber"
                                       and settings.get("mode") == "rounds")
    if not counted:
        return None
    cut = {**settings, "rounds": progress.played}
    if "last_round_double" in cut:
        cut["last_round_double"] = False  # the last round was not played
    return cut


def _unfinished_refusal(match: Match, settings: Mapping[str, Any]) -> ClubInputError:
    """A match not finished, refused with the rounds it played, in the words of the
    window's box (*Accept unfinished matches*; it said "a partial result")."""
    rounds = progress_of(match, settings)
    if rounds is None:
        said = say(N("club", "the match is not finished: import it as an unfinished match "
                             "only when that is right (it has no winner)"))
    elif rounds.unit != "rounds":
        said = say(N("club", "the match is not finished ({played}): import it as an "
                             "unfinished match only when that is right (it has no winner)"),
                   played=progress_said(rounds))
    elif rounds.of is None:
        said = say(N("club", "the match is not finished ({played} rounds played): import it "
                             "as an unfinished match only when that is right (it has no "
                             "winner)"), played=rounds.played)
    else:
        said = say(N("club", "the match is not finished ({played} of {rounds} rounds "
                             "played): import it as an unfinished match only when that is "
                             "right (it has no winner)"), played=rounds.played, rounds=rounds.of)
    return ClubInputError(said, remedy="partial")


@contextmanager
def _played_with(ev: Evening, played: _Played, passe: int, table: int) -> Iterator[None]:
    """Checks of a table against *played*, the rules its result was recorded with: where
    they are not the evening's (a match imported with other table rules, or unfinished and
    checked by the rounds it played), a refusal says so, or a reader looking at the
    evening's rules would not understand it ("12 rounds write 1,884" against a table of 8)."""
    differences = rules_differences(ev.settings, played.settings)
    try:
        yield
    except ClubInputError as err:
        if not differences and played.rounds is None:
            raise
        reason = err.message
        remedy: Remedy | None = None
        if played.rounds is not None and played.rounds.unit == "rounds" \
                and played.rounds.of is not None:
            # its final result from the paper sheet cannot be a correction of the rounds it
            # played: said how it is recorded (a trial's refusal left no way on)
            reason = say(N("club", "Passe {passe}, table {table} was recorded from an unfinished "
                                   "match ({played} of {rounds} rounds played), and a "
                                   "correction is checked against the rounds it played: "
                                   "{reason}. To record the final result of the paper sheet, "
                                   "replace the table's result with the one typed from the "
                                   "paper sheet"),
                         passe=passe, table=table, played=played.rounds.played,
                         rounds=played.rounds.of, reason=reason)
            remedy = "paper"
        elif played.rounds is not None:  # rows, games: said in their unit
            reason = say(N("club", "Passe {passe}, table {table} was recorded from an unfinished "
                                   "match ({played}), and a correction is checked against "
                                   "what it played: {reason}. To record the final result of "
                                   "the paper sheet, replace the table's result with the one "
                                   "typed from the paper sheet"),
                         passe=passe, table=table, played=progress_said(played.rounds),
                         reason=reason)
            remedy = "paper"
        if differences:
            reason = say(
                N("club", "Passe {passe}, table {table} was played with other table rules than "
                          "the evening's ({differences}), and a correction is checked against "
                          "the rules it was played with: {reason}"),
                passe=passe, table=table, reason=reason,
                differences=describe_differences(ev.variant, differences,
                                                 str(ev.settings.get("deck", "de"))))
        raise ClubInputError(reason, remedy) from None


def _one_after_the_other(parts: Sequence[Text | int]) -> Text:
    """*parts* joined as the catalog joins them ("{first}; {then}"): "; " in German and
    English, " ; " in French, as every French sentence writes it (a "; " of the code was
    glued to the word before: "atout; Carreau", a Romand trial's)."""
    said: Text | None = None
    for part in parts:
        one = part if isinstance(part, Text) else Text.concat([part], "")
        said = one if said is None else say(N("club", "{first}; {then}"), first=said, then=one)
    return said if said is not None else Text.plain("")


def difference_texts(variant: str, differences: Sequence[tuple[str, Any, Any]],
                     deck: str = "de") -> list[Text]:
    """The parts :func:`describe_differences` joins, one per setting that differs (a table
    shows them one a line)."""
    return _changes(variant, differences, deck, _EVENING_STATE)


def preset_changes(variant: str, differences: Sequence[tuple[str, Any, Any]],
                   deck: str = "de", states: bool = False) -> Text:
    """What table settings change of their preset (:func:`rules_differences` of the
    preset's and theirs), each with the value it replaced: "Games: 4 instead of 12" (a
    title said "Standard (12 games, …) (changed: Games: 4)", which read as if it
    contradicted itself); in the words of :func:`describe_differences`. The factors
    changed stand under one label ("Factors: Acorns ×2 instead of ×1, Roses ×2 instead of
    ×1"), and a Coiffeur's rows added or deleted are counted ("Rows: 6 instead of 11"): a
    trial's evening cut from 11 rows to 6 said six clauses, one a row after the cut.
    *states*: a yes/no setting says its state, the preset's after it, "Stöck count: yes
    (preset: no)" (:func:`_change`)."""
    return _one_after_the_other(_changes(variant, differences, deck,
                                         _PRESET_STATE if states else None))


#: a yes/no setting changed, by its state and the other's: of a preset, of the evening's
_PRESET_STATE = N("club", "{setting}: {value} (preset: {preset})")
_EVENING_STATE = N("club", "{setting}: {value} (evening: {preset})")


def _changes(variant: str, differences: Sequence[tuple[str, Any, Any]],
             deck: str, states: str | None = None) -> list[Text]:
    """The clauses :func:`preset_changes` joins; *states*: the words of a yes/no setting
    (:func:`_change`)."""
    parts: list[Text] = []
    factors: list[Text] = []
    at = 0  # where the factors' clause stands: where the first factor did
    for key, preset, value in differences:
        setting, _dot, part = key.partition(".")
        label = setting_label(variant, setting, deck)
        if setting == "factors" and part:
            at = at if factors else len(parts)
            factors.append(say(N("club", "{contract} {value} instead of {preset}"),
                               contract=_contract(part, deck), value=_factor(value),
                               preset=_factor(preset)))
        elif _are_rows(preset, value):
            parts += _row_changes(label, preset, value)
        else:
            if part:  # another mapping's key (no such setting yet): by its key
                label = Text.concat([label, Text.plain(part)], " ")
            parts.append(_change(setting, label, preset, value, states))
    if factors:
        parts.insert(at, say(N("club", "{setting}: {value}"),
                             setting=setting_label(variant, "factors", deck),
                             value=Text.concat(factors, ", ")))
    return parts


def _change(setting: str, label: Text, preset: Any, value: Any,
            states: str | None = None) -> Text:
    """One setting changed, with what it replaced. A setting the preset leaves off (None)
    and switched on is not "6 instead of off" (a Romand trial's "Nombre fixe de donnes : 6
    au lieu de désactivé" read badly); a fixed number of rounds or a target switched on
    says how the match now ends, for the preset's name may say otherwise ("Free (highest
    wins, closed by hand), changed: ends after 6 rounds"). *states*: a yes/no setting says
    its state, and the preset's in brackets, "Bids of 300 and more: yes (preset: no)": the
    settings form's *Preset* line said "ja statt nein", "oui au lieu de non", which read as
    a correction of the words, not as the setting's state (users'); *states* is the
    template, :data:`_PRESET_STATE` or, for a match against its evening,
    :data:`_EVENING_STATE` ("Stöck count: yes (evening: no)")."""
    if states and isinstance(preset, bool) and isinstance(value, bool):
        return say(states, setting=label, value=_shown(setting, value),
                   preset=_shown(setting, preset))
    if preset is None and isinstance(value, int) and not isinstance(value, bool):
        if setting == "rounds":
            return plural("club", "ends after %n rounds", value, one="ends after %n round")
        if setting == "target":
            return say(N("club", "ends at {target}"), target=value)
    if preset is None:
        return say(N("club", "{setting}: {value} (instead of: none)"), setting=label,
                   value=_shown(setting, value))
    if value is None:
        return say(N("club", "{setting}: none (instead of: {preset})"), setting=label,
                   preset=_shown(setting, preset))
    return say(N("club", "{setting}: {value} instead of {preset}"), setting=label,
               value=_shown(setting, value), preset=_shown(setting, preset))


def preset_changes_counted(differences: Sequence[tuple[str, Any, Any]]) -> int:
    """How many things :func:`preset_changes` says changed: each setting, each factor, a
    Coiffeur's rows once (their clauses name at most :data:`ROWS_SAID` rows and count the
    rest); a head line names two and counts more ("3 table settings")."""
    return len(differences)


def _are_rows(preset: Any, value: Any) -> bool:
    """Whether a setting's two values are Coiffeur rows (lists of rows)."""
    return isinstance(preset, list) and isinstance(value, list) and any(
        isinstance(row, dict) for row in (*preset, *value))


#: the most rows a change of a Coiffeur's rows names (a sheet's head line, a refusal's
#: clause); more are counted, "and 5 more" (a sheet lists every row below its head)
ROWS_SAID = 6


def _row_changes(label: Text, preset: list[Any], value: list[Any]) -> list[Text]:
    """A Coiffeur's rows changed of the preset's, as a reader is told them: each row kept
    with another factor ("Wunsch ×9 instead of ×10"), the rows deleted ("without Gusti/Mery,
    Coiffeur 3×3") and those added ("with Blind ×10"), at most :data:`ROWS_SAID` rows, the
    rest counted. The rows' number alone ("Rows: 10 instead of 11", a trial's sheet) hid
    the factors changed; each row said in its place ("row 7: no row instead of Misère ×7")
    named every row after a cut. The same rows in another order: each in its place."""
    changed, deleted, added = _rows_compared(preset, value)
    if not (changed or deleted or added):
        return _rows_in_place(label, preset, value)
    said = [_row_changed(mine, theirs) for mine, theirs in changed][:ROWS_SAID]
    room = ROWS_SAID - len(said)
    names = [str(row.get("name", "")) for row in preset]
    gone = [_row_as_played(row) if names.count(str(row.get("name", ""))) > 1
            else row_word(str(row.get("name", ""))) for row in deleted][:room]
    room -= len(gone)
    new = [_row_as_played(row) for row in added][:room]
    parts = list(said)
    if gone:
        parts.append(say(N("club", "without {rows}"), rows=Text.concat(gone, ", ")))
    if new:
        parts.append(say(N("club", "with {rows}"), rows=Text.concat(new, ", ")))
    more = len(changed) + len(deleted) + len(added) - len(said) - len(gone) - len(new)
    if more:
        parts.append(plural("club", "and %n more", more, one="and %n more"))
    return parts


def _rows_compared(preset: list[Any], value: list[Any]
                   ) -> tuple[list[tuple[Any, Any]], list[Any], list[Any]]:
    """The rows of *preset* and *value* told apart as they count (:func:`_other_row`): the
    pairs of a contract kept with another factor or kind, the preset's rows deleted and
    the rows added, each in its order; rows alike on both sides left out."""
    def contract(row: Any) -> Any:
        return _counted("rows", [row])[0][0]

    mine, theirs = list(preset), list(value)
    for row in list(mine):  # the rows played alike: no change
        same = next((t for t in theirs if not _other_row(row, t)), None)
        if same is not None:
            mine.remove(row)
            theirs.remove(same)
    changed = []
    for row in list(mine):  # the same contract with another factor or kind
        kept = next((t for t in theirs if contract(t) == contract(row)), None)
        if kept is not None:
            changed.append((row, kept))
            mine.remove(row)
            theirs.remove(kept)
    return changed, mine, theirs


def _row_changed(mine: Any, theirs: Any) -> Text:
    """One row kept with another factor, "Wunsch ×9 instead of ×10", or kind, "Wunsch ×10
    (trump) instead of Wunsch ×10"."""
    if mine.get("kind") == theirs.get("kind"):
        return say(N("club", "{contract} {value} instead of {preset}"),
                   contract=row_word(str(theirs.get("name", ""))),
                   value=_factor(theirs.get("factor")), preset=_factor(mine.get("factor")))
    return say(N("club", "{value} instead of {preset}"), value=_row_as_played(theirs),
               preset=_row_as_played(mine))


def _rows_in_place(label: Text, preset: list[Any], value: list[Any]) -> list[Text]:
    """Rows changed in their places ("Rows, row 10: Wunsch ×10 (trump) instead of …")."""
    return [say(N("club", "{setting}, row {row}: {value} instead of {preset}"),
                setting=label, row=n + 1, value=_row_as_played(theirs),
                preset=_row_as_played(mine))
            for n, (mine, theirs) in enumerate(zip(preset, value, strict=True))
            if _other_row(mine, theirs)]


def _other_row(mine: Any, theirs: Any) -> bool:
    """Whether two Coiffeur rows in one place are played differently: compared as they
    count (:func:`_counted`), so the French cards' Kreuz ×1 is the German cards' Eichel ×1
    and no change (a refusal named four such rows of a French table "changed")."""
    return bool(_counted("rows", [mine]) != _counted("rows", [theirs]))


def settings_text(variant: str, values: Mapping[str, Any], deck: str = "de") -> Text:
    """One side of a logged rules difference (``{"factors.schellen": 3, "rounds": 8}``, as
    the corrections log keeps it) in the words of :func:`describe_differences`: "Factors:
    Schellen ×3; Rounds (fixed rounds): 8". The keys of one mapping stand under one label
    ("Factors: Acorns ×2, Roses ×2", not the label again for each), a Coiffeur's rows as
    played, one after the other ("Rows: Acorns ×1, Bells ×2, …, Misère ×7")."""
    clauses: dict[str, tuple[Text, list[Text | int]]] = {}  # by setting, in their order
    for key, value in values.items():
        setting, _dot, part = key.partition(".")
        label = setting_label(variant, setting, deck)
        if setting == "factors" and part:  # each factor logged: under the one label
            clauses.setdefault(setting, (label, []))[1].append(
                Text.concat([_contract(part, deck), _factor(value)], " "))
            continue
        if setting == "factors" and isinstance(value, dict):  # all of them: by their names
            shown: Text | int = Text.concat([Text.concat([_contract(c, deck), _factor(f)], " ")
                                             for c, f in value.items()], ", ")
        elif isinstance(value, list) and any(isinstance(row, dict) for row in value):
            shown = Text.concat([_row_as_played(row) for row in value], ", ")
        else:
            if part:
                label = Text.concat([label, Text.plain(part)], " ")
            shown = _shown(setting, value)
        clauses[key] = (label, [shown])
    return _one_after_the_other([
        say(N("club", "{setting}: {value}"), setting=label, value=Text.concat(shown, ", "))
        for label, shown in clauses.values()])


_MIXED_RULES = N("club", "Not every evening counted was played with the same table rules; "
                        "their points are added as they are. {settings}")


def mixed_rules(evenings: Sequence[tuple[str, str, Mapping[str, Any]]]) -> Text:
    """Where the table rules of *evenings* ((date, variant, settings) in date order: a
    season's evenings whose points are added) differ, the settings that differ, each with
    its values and the evenings of each, the most common value's last as "the other
    evenings": "Rounds (fixed rounds): 3 on 2026-04-16; 12 on the other evenings."; the
    variant first where they differ in it, and each variant's settings compared among its
    own evenings only. Empty where they share their table rules (the deck and the preset's
    name aside, which change no figure)."""
    variants = {variant for _date, variant, _settings in evenings}
    lines: list[Text] = []
    if len(variants) > 1:
        lines.append(_values_line(say(N("club", "Variant")), [
            (date, variant, _variant_title(variant)) for date, variant, _s in evenings],
            len(evenings)))
    for variant in sorted(variants, key=[v for _d, v, _s in evenings].index):
        own = [(date, _flat(settings)) for date, v, settings in evenings if v == variant]
        deck = str(next((s.get("deck") for _d, v, s in evenings if v == variant), "de"))
        for key in sorted({k for _date, flat in own for k in flat}):
            setting, _dot, part = key.partition(".")
            label = setting_label(variant, setting, deck)
            if setting == "factors" and part:
                label = Text.concat([label, _contract(part, deck)], " ")
            elif part:
                label = Text.concat([label, Text.plain(part)], " ")
            # grouped as they count (a Coiffeur's Kreuz row is the Eichel row), shown as kept
            values = [(date, _counted(key, flat.get(key)),
                       _shown_value(setting, part, flat.get(key))) for date, flat in own]
            if len({_same(value) for _date, value, _shown in values}) > 1:
                lines.append(_values_line(label, values, len(evenings)))
    if not lines:
        return Text.plain("")
    return say(_MIXED_RULES, settings=Text.concat(lines, " "))


_OTHER_RULES_TABLE = N("club", "{mark} Passe {passe}, table {table} ({players}): other table "
                               "rules: {settings}; its figures count as they stood.")
_OTHER_RULES_EVENING_TABLE = N("club", "{mark} {date} ({evening}), Passe {passe}, table "
                                       "{table} ({players}): other table rules: {settings}; "
                                       "its figures count as they stood.")
_IMPORT_REASON = N("club", "Reason given at import: {reason}")


def other_rules_note(passe: int, table: int, players: Text, mark: TableMark,
                     date: str = "", evening: Text | None = None) -> Text:
    """A table counted that was played with other table rules than its evening's, said
    under a ranking after :data:`OTHER_RULES_MARK` (the mark after its figures): where, who
    played and what differs, and the reason given at import; a season's names the evening
    first (its date and name)."""
    if evening is None:
        return _with_reason(say(_OTHER_RULES_TABLE, mark=OTHER_RULES_MARK, passe=passe,
                                table=table, players=players, settings=mark.other_rules), mark)
    said = say(_OTHER_RULES_EVENING_TABLE, mark=OTHER_RULES_MARK, date=Text.day(date),
               evening=evening, passe=passe, table=table, players=players,
               settings=mark.other_rules)
    return _with_reason(said, mark)


def _with_reason(said: Text, mark: TableMark) -> Text:
    """*said* with the reason given at import after it, if one was: an evening's note and a
    season's alike (the season's left it out)."""
    if not mark.reason:
        return said
    return Text.concat([said, say(_IMPORT_REASON, reason=Text.plain(mark.reason))], " ")


_UNFINISHED_TABLE = N("club", "{mark} Passe {passe}, table {table} ({players}): imported "
                              "from an unfinished match ({rounds}): it has no winner, and its "
                              "figures count as they stood.")
_UNFINISHED_EVENING_TABLE = N("club", "{mark} {date} ({evening}), Passe {passe}, table "
                                      "{table} ({players}): imported from an unfinished match "
                                      "({rounds}): it has no winner, and its figures count as "
                                      "they stood.")


def _rounds_said(mark: TableMark) -> Text:
    """How far an unfinished table's match was played, as the window's tables list says it
    ("not finished: 5 of 12 rounds")."""
    return unfinished_words(mark.rounds)


# its result corrected afterwards: "it has no winner … as they stood" was no longer true
_CORRECTED_WON_TABLE = N("club", "{mark} Passe {passe}, table {table} ({players}): imported "
                                 "from an unfinished match ({rounds}); its result was corrected "
                                 "afterwards: {winners} won, and its figures count as "
                                 "corrected.")
_CORRECTED_WON_EVENING_TABLE = N("club", "{mark} {date} ({evening}), Passe {passe}, table "
                                         "{table} ({players}): imported from an unfinished "
                                         "match ({rounds}); its result was corrected "
                                         "afterwards: {winners} won, and its figures count as "
                                         "corrected.")
_CORRECTED_TABLE = N("club", "{mark} Passe {passe}, table {table} ({players}): imported from "
                             "an unfinished match ({rounds}); its result was corrected "
                             "afterwards: it has no winner, and its figures count as "
                             "corrected.")
_CORRECTED_EVENING_TABLE = N("club", "{mark} {date} ({evening}), Passe {passe}, table {table} "
                                     "({players}): imported from an unfinished match "
                                     "({rounds}); its result was corrected afterwards: it has "
                                     "no winner, and its figures count as corrected.")
_CORRECTION_REASON = N("club", "Reason given for the correction: {reason}")


def unfinished_note(passe: int, table: int, players: Text, mark: TableMark,
                    date: str = "", evening: Text | None = None) -> Text:
    """A table counted that was imported from an unfinished match, said under a ranking
    after :data:`UNFINISHED_MARK` (the mark after its figures): where, who played, how far
    and what that means, as :func:`other_rules_note` says a table of other rules (a
    season's names the evening first). A table whose result was corrected afterwards is
    said so, with the winner the correction gave, and an evening's ranking adds its
    reason: it keeps the mark, its match was not played to the end."""
    template = (_UNFINISHED_TABLE if not mark.corrected
                else _CORRECTED_WON_TABLE if mark.winners else _CORRECTED_TABLE)
    if evening is None:
        said = say(template, mark=UNFINISHED_MARK, passe=passe, table=table, players=players,
                   rounds=_rounds_said(mark), winners=Text.plain(mark.winners))
        if mark.corrected and mark.correction:
            said = Text.concat([said, say(_CORRECTION_REASON,
                                          reason=Text.plain(mark.correction))], " ")
        return said
    template = (_UNFINISHED_EVENING_TABLE if not mark.corrected
                else _CORRECTED_WON_EVENING_TABLE if mark.winners else _CORRECTED_EVENING_TABLE)
    return say(template, mark=UNFINISHED_MARK, date=Text.day(date), evening=evening,
               passe=passe, table=table, players=players, rounds=_rounds_said(mark),
               winners=Text.plain(mark.winners))


def _notes(notes: Sequence[Text | str]) -> Text:
    """The notes under a ranking, a line each (the empty ones left out): run on in one
    paragraph, a secretary could not tell where one "°" table's note ended."""
    return Text.concat([n for n in notes if n], "\n")


#: a marked table: Passe, table, its mark and its players ("Emil & Gody, Franz & Hans")
MarkedTable = tuple[int, int, TableMark, Text]


def _with_marks(ranking: Ranking, tables: Sequence[MarkedTable],
                keys: Mapping[tuple[int, int], Mapping[int, set[str]]],
                said: Callable[[MarkedTable], tuple[Text, Text]]) -> Ranking:
    """*ranking* with the figures of its marked *tables* marked, *keys* by table and
    member, and each table said under it (*said*: its other rules' note and its unfinished
    note, either empty): a table both has both marks, "320°†", and both notes."""
    other: dict[int, set[str]] = defaultdict(set)
    unfinished: dict[int, set[str]] = defaultdict(set)
    for passe, table, mark, _players in tables:
        for member, figures in keys.get((passe, table), {}).items():
            if mark.other_rules is not None:
                other[member] |= figures
            if mark.unfinished:
                unfinished[member] |= figures
    rows = tuple(replace(row, other_rules=row.other_rules | other.get(row.member.id, set()),
                         unfinished=row.unfinished | unfinished.get(row.member.id, set()))
                 if row.member.id in other or row.member.id in unfinished else row
                 for row in ranking.rows)
    notes = [said(t) for t in tables]
    return replace(ranking, rows=rows, note=_notes([ranking.note, *(n[0] for n in notes)]),
                   unfinished_note=_notes([ranking.unfinished_note, *(n[1] for n in notes)]))


def _flat(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The table settings that change a figure, a mapping (the factors) by its keys, as
    :func:`rules_differences` compares them."""
    flat: dict[str, Any] = {}
    for key, value in settings.items():
        if key in DISPLAY_ONLY:
            continue
        if isinstance(value, dict):
            flat.update((f"{key}.{k}", v) for k, v in value.items())
        else:
            flat[key] = value
    return flat


def _same(value: Any) -> str:
    """A setting's value as a key (a list of Coiffeur rows too)."""
    return json.dumps(value, sort_keys=True)


def _shown_value(setting: str, part: str, value: Any) -> Text | int:
    if setting == "factors" and part:
        return _factor(value)
    if isinstance(value, list) and any(isinstance(row, dict) for row in value):
        return Text.concat([_row(row) for row in value], ", ")
    return _shown(setting, value)


def _values_line(label: Text, values: Sequence[tuple[str, Any, Text | int]],
                 evenings: int) -> Text:
    """"Rounds (fixed rounds): 3 on 2026-04-16; 12 on the other evenings.": each value
    with the dates of its evenings, in the order of its first; where every evening has the
    setting (*evenings* of them), the value of the most evenings last, as the others."""
    groups: dict[str, tuple[Text | int, list[str]]] = {}
    for date, value, shown in values:
        groups.setdefault(_same(value), (shown, []))[1].append(date)
    order = list(groups.values())
    others = None
    if len(values) == evenings:  # the most evenings (of equal ones the first) are the others
        others = max(order, key=lambda group: len(group[1]))
        order.remove(others)
    parts = [say(N("club", "{value} on {dates}"), value=shown,
                 dates=Text.concat([Text.day(d) for d in dates], ", "))
             for shown, dates in order]
    if others is not None:
        parts.append(say(N("club", "{value} on the other evenings"), value=others[0]))
    said = parts[0]
    for part in parts[1:]:
        said = say(N("club", "{first}; {then}"), first=said, then=part)
    return say(N("club", "{setting}: {values}."), setting=label, values=said)


def _row(row: Any) -> Text | int:
    """A Coiffeur row by its name (a Jass word in the reader's words), factor and kind."""
    if row is None:
        return say(N("club", "no row"))
    if isinstance(row, dict) and {"name", "factor", "kind"} <= set(row):
        return say(N("club", "{name} ×{factor}, {kind}"), name=row_word(str(row["name"])),
                   factor=Text.plain(str(row["factor"])),
                   kind=option_text(str(row["kind"]), "kind"))
    return _shown("rows", row)


#: the kind each row the New match form offers by name is played as (Eichel a trump,
#: Misère a Misère …), for both decks: such a row's name says its kind
_NAMED_KINDS = {row.name: row.kind for deck in ("de", "fr") for row in standard_rows(deck)}


def _row_as_played(row: Any) -> Text | int:
    """A Coiffeur row as a person lists the rows played, "Misère ×7": its kind in brackets
    only where its name does not say it ("Wunsch ×10 (trump)", a row named freely); the
    kind after a comma in a list of rows ("Acorns ×1, trump; Bells ×2, trump; …") read as
    two items a row."""
    if not (isinstance(row, dict) and {"name", "factor", "kind"} <= set(row)):
        return _row(row)
    name = str(row["name"])
    said = Text.concat([row_word(name), Text.plain(f"×{row['factor']}")], " ")
    if _NAMED_KINDS.get(SHOWN_ROW_NAMES.get(name, name)) == row["kind"]:
        return said
    return say(N("club", "{row} ({kind})"), row=said,
               kind=option_text(str(row["kind"]), "kind"))


def _contract(contract: str, deck: str) -> Text:
    """A Schieber contract by the core's name for it, as *deck* names the suits."""
    return contract_word(contract, deck)


def _factor(value: Any) -> Text:
    """A contract's factor: ×3, or not played."""
    if value is None:
        return say(N("club", "not played"))
    return Text.plain(f"×{value}")


def _shown(setting: str, value: Any) -> Text | int:
    """A setting's value in words: yes/no, a choice by its words, a number as a number, a
    list one item after the other; off where a setting is switched off (None)."""
    if isinstance(value, bool):
        return say(N("club", "yes")) if value else say(N("club", "no"))
    if value is None:
        return say(N("club", "off"))
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return option_text(value, setting)
    if isinstance(value, dict):
        return Text.concat([Text.concat([Text.plain(str(k)), _shown(setting, v)], " ")
                            for k, v in value.items()], ", ")
    if isinstance(value, list | tuple):
        return Text.concat([_shown(setting, v) for v in value], ", ")
    return Text.plain(str(value))


def _result_groups(ev: Evening, results: Mapping[int, Result]) -> list[list[int]]:
    """The sides of a recorded table: its teams of two at a team table (two; a Coiffeur of
    three teams, played in Jasstafel and imported, three: each player alone ranked team B
    5th of 6 after a correction), else each player."""
    members = list(results)
    sides = {results[m].side for m in members}
    if not VARIANT_TABLES[ev.variant][0] or None in sides or len(sides) < 2:
        return [[m] for m in members]
    teams = [[m for m in members if results[m].side == side] for side in sorted(sides)]  # type: ignore[type-var]
    if any(len(team) != 2 for team in teams):
        return [[m] for m in members]
    return teams


# a correction refused because the table changed after its writer read it (another
# program wrote it meanwhile); the window shows the new figures and asks again
CHANGED_MEANWHILE = N("club", "Passe {passe}, table {table} was changed meanwhile by another "
                              "program and is now {now}: nothing was corrected")


# a member's rename (or deletion) refused because another program renamed the member after
# its dialog read the name (two windows on one file: the first rename was lost without a
# word); the window shows the new name and asks again
MEMBER_CHANGED_MEANWHILE = N("club", "{name} was renamed meanwhile by another program and is "
                                     "now {now}: nothing was changed")


# an evening's edit refused because another program changed the evening after its dialog
# read it (two windows on one file: the second's new place was put back without a word);
# the window shows what changed and asks again
EVENING_CHANGED_MEANWHILE = N("club", "the evening of {date} was changed meanwhile by another "
                                      "program ({changes}): nothing was changed")

#: what an evening has now, said field by field in :data:`EVENING_CHANGED_MEANWHILE`
_EVENING_NOW = {"date": N("club", "its date is now {value}"),
                "season": N("club", "its season is now {value}"),
                "place": N("club", "its place is now {value}"),
                "title": N("club", "its title is now {value}"),
                "passen": N("club", "its number of Passen is now {value}"),
                "tables": N("club", "its number of tables is now {value}")}
_EVENING_RULES_NOW = N("club", "its variant or table rules changed")


def evening_changes(seen: Evening, now: Evening) -> Text:
    """What *now* has other than *seen*, in words: "its place is now 'Rössli (oben)'"."""
    parts: list[str | int] = []
    for field, template in _EVENING_NOW.items():
        value = getattr(now, field)
        if value == getattr(seen, field):
            continue
        shown: Any = (Text.day(value) if field == "date" else
                      echo(value) if field in ("place", "title", "season") else value)
        parts.append(say(template, value=shown))
    if (seen.variant, seen.preset, dict(seen.settings)) != (now.variant, now.preset,
                                                             dict(now.settings)):
        parts.append(say(_EVENING_RULES_NOW))
    return Text.concat(parts, ", ")


def seen_figures(result: Result) -> PaperResult:
    """A stored result's figures as a corrector saw them (``correct_result(seen=...)``)."""
    return PaperResult(result.member, result.points, result.striche, result.nuller,
                       result.rank, result.matches, result.won, result.side)


def _team_figures(result: Result) -> tuple[Any, ...]:
    return (result.points, result.matches, result.striche, result.nuller, result.rank,
            result.won)


class Club:
    """An open club database. Use :meth:`open`; close it (or use ``with``) when done.

    It holds one connection and no lock between its calls (see :mod:`.db`, "Sharing the
    file"): the window keeps it open while the command line writes the same file."""

    def __init__(self, store: db.Store) -> None:
        self._store = store
        self.path = store.path

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, create: bool = True,
             readonly: bool = False, timeout: float = db.BUSY_TIMEOUT) -> Club:
        """Open the club database at *path*, creating it if *create* (also in an empty
        file) and migrating it if it is older; *readonly*: never write it. ClubFileError /
        ClubVersionError: the file was not changed."""
        return cls(db.open_store(path, create=create, readonly=readonly, timeout=timeout))

    def close(self) -> None:
        self._store.close()

    def __enter__(self) -> Club:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._store.conn

    @property
    def created(self) -> bool:
        """There was no file: this club was made now."""
        return self._store.created

    @property
    def was_empty(self) -> bool:
        """The file was empty (0 bytes): a new club was made in it."""
        return self._store.was_empty

    @property
    def upgrade(self) -> db.Upgrade | None:
        """An older version brought up to date on opening (a copy of it kept): the window
        and the command line say so."""
        return self._store.upgrade

    @property
    def readonly(self) -> bool:
        """Opened for reading only (asked for, or the file or its folder is read-only)."""
        return self._store.readonly

    def writable_now(self) -> bool:
        """Whether the file and its folder could be written now (opened again, the club
        would be writable); :attr:`readonly` says how it was opened."""
        return self._store.writable_now()

    def check(self) -> None:
        """The file checked again as opening checks it: ClubFileError, naming the file, when
        it was damaged since (:meth:`jasstafel.club.db.Store.check`). Reads only."""
        self._store.check()

    def data_version(self) -> int:
        """Changes whenever another program (or another open Club) changed the file."""
        return self._store.data_version()

    @property
    def commits(self) -> int:
        """How many changes this Club wrote to the file (the rankings it keeps too): the
        club window tells its own live evening's writes, on a Club of their own, from
        another program's."""
        return self._store.commits

    @property
    def schema_version(self) -> int:
        with self._read() as conn:
            return db.user_version(conn)

    def _read(self) -> Any:
        """A consistent snapshot for several SELECTs."""
        return self._store.reading()

    def _write(self) -> Any:
        return self._store.writing()

    def transaction(self) -> Any:
        """All or nothing: ``with club.transaction(): ...`` several changes (e.g. importing
        several match files); an exception undoes every one of them."""
        return self._store.writing()

    # -- members ---------------------------------------------------------------------------

    def add_member(self, name: str, short_name: str = "") -> Member:
        """A new active member; names (and short names) are unique, ignoring case."""
        name, short_name = checked_names(name, short_name)
        with self._write() as conn:
            self._refuse_taken(conn, name, short_name)
            cur = conn.execute("INSERT INTO members (name, short_name) VALUES (?, ?)",
                               (name, short_name))
            return Member(int(cur.lastrowid or 0), name, short_name, True)

    def add_guest(self, name: str) -> Member:
        """A guest for an evening: named once (the same name again is the same guest), in
        the evening's ranking, not in the season's until he is made a member."""
        name, _short = checked_names(name, "")
        with self._write() as conn:
            row = next((r for r in conn.execute(f"SELECT {_MEMBER_COLUMNS} FROM members")
                        if name_key(str(r[1])) == name_key(name)), None)
            if row is not None:
                found = _member(row)
                if not found.guest:
                    raise ClubInputError(say(N("club", "{name} is a member, not a guest"),
                                             name=found.name))
                return found
            self._refuse_taken(conn, name, "")
            cur = conn.execute("INSERT INTO members (name, guest) VALUES (?, 1)", (name,))
            return Member(int(cur.lastrowid or 0), name, "", True, guest=True)

    def make_member(self, guest: MemberRef) -> Member:
        """A guest becomes a member: from now on his evenings count in the season too."""
        found = self.member(guest)
        with self._write() as conn:
            conn.execute("UPDATE members SET guest = 0 WHERE id = ?", (found.id,))
        return replace(found, guest=False)

    def rename_member(self, member: MemberRef, name: str | None = None,
                      short_name: str | None = None, *, seen: Member | None = None) -> Member:
        """A member's name and short name (None: kept). *seen*: the member as the renamer
        saw him; renamed by another program since, the rename is refused
        (:data:`MEMBER_CHANGED_MEANWHILE`), so that it never overwrites a name its writer
        has not seen."""
        with self._write() as conn:
            current = self._member_as_seen(conn, member, seen)
            name, short_name = checked_names(
                current.name if name is None else name,
                current.short_name if short_name is None else short_name)
            self._refuse_taken(conn, name, short_name, current.id)
            conn.execute("UPDATE members SET name = ?, short_name = ? WHERE id = ?",
                         (name, short_name, current.id))
        return replace(current, name=name, short_name=short_name)

    @staticmethod
    def _member_as_seen(conn: sqlite3.Connection, member: MemberRef,
                        seen: Member | None) -> Member:
        """The member as the file has him now, in the writing transaction; refused if
        *seen* (what a dialog read) has another name or short name."""
        row = conn.execute(f"SELECT {_MEMBER_COLUMNS} FROM members WHERE id = ?",
                           (_mid(member),)).fetchone()
        if row is None:
            raise ClubInputError(say(N("club", "there is no member {id}"),
                                     id=str(_mid(member))))
        current = _member(row)
        if seen is not None and (seen.name, seen.short_name) != (current.name,
                                                                 current.short_name):
            now = (f"{current.name} ({current.short_name})" if current.short_name
                   else current.name)
            raise ClubInputError(say(MEMBER_CHANGED_MEANWHILE, name=seen.name, now=now))
        return current

    @staticmethod
    def _refuse_taken(conn: sqlite3.Connection, name: str, short_name: str,
                      own: int = 0) -> None:
        wanted = [name] + ([short_name] if short_name else [])
        # compared in Python: SQLite's NOCASE folds ASCII letters only ("ZÜRCHER" ≠ "Zürcher")
        for other, other_short, guest in conn.execute(
                "SELECT name, short_name, guest FROM members WHERE id <> ?", (own,)):
            theirs = (name_key(str(other)), name_key(str(other_short)) if other_short else None)
            clash = next((w for w in wanted if name_key(w) in theirs), None)
            if clash is None:
                continue
            raise ClubInputError(_taken(echo(clash), str(other), bool(guest),
                                        short=name_key(name) not in theirs))

    def members(self, *, active_only: bool = False, guests: bool = False) -> list[Member]:
        """The members (and, with *guests*, the guests too), by name."""
        sql = f"SELECT {_MEMBER_COLUMNS} FROM members WHERE 1"
        sql += " AND active = 1" if active_only else ""
        sql += "" if guests else " AND guest = 0"
        with self._read() as conn:
            rows = conn.execute(sql + " ORDER BY id").fetchall()
        return sorted(map(_member, rows), key=lambda m: sort_key(m.name))

    def guests(self) -> list[Member]:
        with self._read() as conn:
            rows = conn.execute(f"SELECT {_MEMBER_COLUMNS} FROM members WHERE guest = 1 "
                                "ORDER BY id").fetchall()
        return sorted(map(_member, rows), key=lambda m: sort_key(m.name))

    def member(self, member: MemberRef) -> Member:
        with self._read() as conn:
            row = conn.execute(f"SELECT {_MEMBER_COLUMNS} FROM members WHERE id = ?",
                               (_mid(member),)).fetchone()
        if row is None:
            raise ClubInputError(say(N("club", "there is no member {id}"),
                                     id=str(_mid(member))))
        return _member(row)

    def find_member(self, text: str) -> Member:
        """A member (or guest) by id, name or short name (ignoring case)."""
        text = one_line(text)
        if text.isdigit():
            return self.member(int(text))
        key = name_key(text)
        with self._read() as conn:
            rows = [(i,) for i, name, short in conn.execute(
                "SELECT id, name, short_name FROM members")
                if key in (name_key(str(name)), name_key(str(short)) if short else None)]
        if not rows:
            raise ClubInputError(say(N("club", "there is no member called {name}"),
                                     name=echo(text)))
        if len(rows) > 1:
            raise ClubInputError(say(N("club", "{name} names several members: use the member "
                                               "id"), name=echo(text)))
        return self.member(rows[0][0])

    def deactivate(self, member: MemberRef) -> Member:
        """The member stays in every ranking and statistic, but is no longer drawn."""
        return self._set_active(member, False)

    def reactivate(self, member: MemberRef) -> Member:
        return self._set_active(member, True)

    def _set_active(self, member: MemberRef, active: bool) -> Member:
        found = self.member(member)
        with self._write() as conn:
            conn.execute("UPDATE members SET active = ? WHERE id = ?", (int(active), found.id))
        return replace(found, active=active)

    def delete_member(self, member: MemberRef, *, seen: Member | None = None) -> None:
        """Only a member without results (and not in a draw) can be deleted. *seen*: the
        member as the question named him (see :meth:`rename_member`)."""
        with self._write() as conn:
            found = self._member_as_seen(conn, member, seen)
            results = conn.execute("SELECT count(*) FROM results WHERE member_id = ?",
                                   (found.id,)).fetchone()[0]
            # a guest cannot be deactivated (her place among the buttons is "Make a
            # member"): she is told what a guest is, and what she can be made
            if found.guest and results == 1:
                raise ClubInputError(say(N("club", "{name} has a result as a guest and cannot "
                                                   "be deleted: the rankings need it. A guest "
                                                   "is drawn only when named again and has no "
                                                   "place in the season: nothing else needs "
                                                   "doing (or make the guest a member)."),
                                         name=found.name))
            if found.guest and results:
                raise ClubInputError(say(N("club", "{name} has {count} results as a guest and "
                                                   "cannot be deleted: the rankings need them. "
                                                   "A guest is drawn only when named again and "
                                                   "has no place in the season: nothing else "
                                                   "needs doing (or make the guest a member)."),
                                         name=found.name, count=results))
            if results == 1:
                raise ClubInputError(say(N("club", "{name} has a result and cannot be deleted: "
                                                   "the rankings need it. Deactivate the member "
                                                   "instead."), name=found.name))
            if results:
                raise ClubInputError(say(N("club", "{name} has {count} results and cannot be "
                                                   "deleted: the rankings need them. Deactivate "
                                                   "the member instead."),
                                         name=found.name, count=results))
            seats = conn.execute("SELECT min(evening_id) FROM seats WHERE member_id = ?",
                                 (found.id,)).fetchone()[0]
            if seats is not None:
                raise ClubInputError(say(N("club", "{name} is in the draw of evening {evening}: "
                                                   "draw that evening again without {name} "
                                                   "first"), name=found.name, evening=str(seats)))
            conn.execute("DELETE FROM corrections WHERE member_id = ? AND kind = 'result'",
                         (found.id,))
            conn.execute("DELETE FROM members WHERE id = ?", (found.id,))

    # -- evenings ----------------------------------------------------------------------------

    def new_evening(self, date: str, variant: str, *, preset: str | None = None,
                    settings: Mapping[str, Any] | None = None, passen: int = 3,
                    tables: int = 0, place: str = "", title: str = "",
                    season: str | None = None) -> Evening:
        """A club evening. *settings* change single table settings of the preset; the
        *season* is the year of the date unless given (e.g. "2025/26")."""
        values = checked_evening(date, variant, preset=preset, settings=settings,
                                 passen=passen, tables=tables, place=place, title=title,
                                 season=season)
        with self._write() as conn:
            cur = conn.execute(
                "INSERT INTO evenings (date, season, place, title, variant, preset, settings, "
                "passen, tables) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", values)
            evening_id = int(cur.lastrowid or 0)
        return self.evening(evening_id)

    def update_evening(self, evening: EveningRef, *, date: str | None = None,
                       season: str | None = None, place: str | None = None,
                       title: str | None = None, variant: str | None = None,
                       preset: str | None = None, settings: Mapping[str, Any] | None = None,
                       passen: int | None = None, tables: int | None = None,
                       clear_draw: bool = False, note: str = "",
                       seen: Evening | None = None) -> Evening:
        """Correct an evening (a wrong date, season or variant): what is given changes,
        the rest stays; the change goes to the corrections log with *note*.

        The variant and the table rules stay once the evening has results (they were
        checked against them). A draw that the new variant cannot play (tables of three, a
        team variant) is refused unless *clear_draw* (then the evening is drawn again).

        *seen*: the evening as its editor read it. If another program has changed it since,
        the edit is refused (:data:`EVENING_CHANGED_MEANWHILE`), so that it never puts back
        a value its writer has not seen (a dialog sends every field as it shows it)."""
        with self._write():  # read, compared and written in one transaction
            ev = self._evening_as_seen(evening, seen)
            return self._update_evening(ev, date=date, season=season, place=place,
                                        title=title, variant=variant, preset=preset,
                                        settings=settings, passen=passen, tables=tables,
                                        clear_draw=clear_draw, note=note)

    def _evening_as_seen(self, evening: EveningRef, seen: Evening | None) -> Evening:
        """The evening as the file has it now (call in the writing transaction); refused if
        *seen* (what a dialog read) differs from it."""
        current = self.evening(evening)
        if seen is not None and seen != current:
            raise ClubInputError(say(EVENING_CHANGED_MEANWHILE, date=Text.day(seen.date),
                                     changes=evening_changes(seen, current)))
        return current

    def _update_evening(self, ev: Evening, *, date: str | None, season: str | None,
                        place: str | None, title: str | None, variant: str | None,
                        preset: str | None, settings: Mapping[str, Any] | None,
                        passen: int | None, tables: int | None, clear_draw: bool,
                        note: str) -> Evening:
        day = _date(date) if date is not None else datetime.date.fromisoformat(ev.date)
        rules_given = variant is not None or preset is not None or settings is not None
        if variant is not None or preset is not None:
            base_settings = settings  # a new variant or preset: its own settings
        else:
            base_settings = {**ev.settings, **(settings or {})}
        cls, new_preset, chosen = _rules(variant or ev.variant,
                                         preset or (None if variant else ev.preset),
                                         base_settings)
        new_passen = ev.passen if passen is None else passen
        new_tables = ev.tables if tables is None else tables
        _check_counts(new_passen, new_tables)
        after = {"date": day.isoformat(),
                 "season": _season(season) if season is not None else ev.season,
                 "place": ev.place if place is None
                 else _check_line(place, N("club", "the place"), TEXT_LENGTH),
                 "title": ev.title if title is None
                 else _check_line(title, N("club", "the title"), TEXT_LENGTH),
                 "variant": cls.name, "preset": new_preset, "settings": chosen,
                 "passen": new_passen, "tables": new_tables}
        before = {"date": ev.date, "season": ev.season, "place": ev.place, "title": ev.title,
                  "variant": ev.variant, "preset": ev.preset, "settings": dict(ev.settings),
                  "passen": ev.passen, "tables": ev.tables}
        changed = {k for k in after if after[k] != before[k]}
        if not changed:
            return ev
        rules_changed = bool(changed & {"variant", "preset", "settings"})
        with self._write() as conn:
            played = conn.execute("SELECT count(DISTINCT passe || ':' || table_no), max(passe), "
                                  "max(table_no) FROM results WHERE evening_id = ?",
                                  (ev.id,)).fetchone()
            if rules_changed and rules_given and played[0]:
                raise ClubInputError(say(N("club", "the evening has results of {tables} tables: "
                                                   "its variant and table rules stay as they "
                                                   "were checked against them (remove the "
                                                   "results first, or create a new evening)"),
                                         tables=played[0]))
            if played[1] is not None and new_passen < played[1]:
                raise ClubInputError(say(N("club", "Passe {passe} has results: the evening "
                                                   "keeps at least {passe} Passen"),
                                         passe=played[1]))
            if played[2] is not None and new_tables and new_tables < played[2]:
                raise ClubInputError(say(N("club", "table {table} has results: the evening "
                                                   "keeps at least {table} tables"),
                                         table=played[2]))
            drawn = self._drawn(conn, ev)
            if drawn and rules_changed and not _draw_fits(drawn, cls.name):
                if not clear_draw:
                    raise ClubInputError(say(N("club", "the evening's draw does not fit "
                                                       "{variant} (its tables or teams): change "
                                                       "it with the draw cleared, then draw "
                                                       "again"), variant=cls.title))
                conn.execute("DELETE FROM seats WHERE evening_id = ?", (ev.id,))
                after["draw"] = "cleared"
            conn.execute("DELETE FROM seats WHERE evening_id = ? AND passe > ?",
                         (ev.id, new_passen))
            conn.execute(
                "UPDATE evenings SET date = ?, season = ?, place = ?, title = ?, variant = ?, "
                "preset = ?, settings = ?, passen = ?, tables = ? WHERE id = ?",
                (after["date"], after["season"], after["place"], after["title"],
                 after["variant"], after["preset"], json.dumps(chosen), new_passen,
                 new_tables, ev.id))
            self._changed(conn, ev.id)
            self._log_line(conn, ev.id, "evening",
                           {k: before[k] for k in sorted(changed)},
                           {k: after[k] for k in sorted(changed | ({"draw"} & set(after)))},
                           note)
        return self.evening(ev.id)

    def delete_evening(self, evening: EveningRef, *, note: str = "") -> None:
        """Delete an evening (a test evening, one created twice) with its draw, results and
        matches; the corrections log keeps all of it (and the evening's earlier
        corrections)."""
        ev = self.evening(evening)
        with self._write() as conn:
            whole = {
                "evening": {"id": ev.id, "date": ev.date, "season": ev.season,
                            "place": ev.place, "title": ev.title, "variant": ev.variant,
                            "preset": ev.preset, "settings": dict(ev.settings),
                            "passen": ev.passen, "tables": ev.tables},
                "seats": [list(r) for r in conn.execute(
                    "SELECT passe, table_no, seat, member_id FROM seats WHERE evening_id = ? "
                    "ORDER BY passe, table_no, seat", (ev.id,))],
                "results": [{"passe": r.passe, "table": r.table, "member": r.member,
                             **r.figures()} for r in self._results(conn, ev.id)],
                "matches": [{"passe": p, "table": t, "document": json.loads(d)}
                            for p, t, d in conn.execute(
                                "SELECT passe, table_no, document FROM matches WHERE "
                                "evening_id = ? ORDER BY passe, table_no", (ev.id,))],
            }
            self._log_line(conn, ev.id, "evening", whole, None, note)
            conn.execute("DELETE FROM evenings WHERE id = ?", (ev.id,))

    @staticmethod
    def _log_line(conn: sqlite3.Connection, evening: int, kind: str,
                  before: Mapping[str, Any] | None, after: Mapping[str, Any] | None,
                  note: str, passe: int | None = None, table: int | None = None) -> None:
        conn.execute(
            "INSERT INTO corrections (evening_id, passe, table_no, member_id, kind, before, "
            "after, note, by_oberjasser) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, 0)",
            (evening, passe, table, kind,
             None if before is None else json.dumps(before, ensure_ascii=False),
             None if after is None else json.dumps(after, ensure_ascii=False),
             _check_line(note, N("club", "the note"), NOTE_LENGTH)))

    def evening(self, evening: EveningRef) -> Evening:
        with self._read() as conn:
            row = conn.execute(
                "SELECT id, date, season, variant, preset, settings, passen, tables, place, "
                "title FROM evenings WHERE id = ?", (_eid(evening),)).fetchone()
        if row is None:
            raise ClubInputError(say(N("club", "there is no evening {id}"),
                                     id=str(_eid(evening))))
        return self._evening(row)

    @staticmethod
    def _evening(row: Sequence[Any]) -> Evening:
        where = f"evening {row[0]!r}"
        if row[3] not in VARIANT_TABLES:
            raise _damaged(f"{where}: its variant is {row[3]!r}")
        try:
            settings = json.loads(_text(row[5], where + ": settings"))
        except json.JSONDecodeError:
            settings = None
        if not isinstance(settings, dict):
            raise _damaged(f"{where}: its table settings are not readable")
        return Evening(id=_int(row[0], where), date=_text(row[1], where + ": date"),
                       season=_text(row[2], where + ": season"), variant=row[3],
                       preset=_text(row[4], where + ": preset"), settings=settings,
                       passen=_int(row[6], where + ": Passen", 1, MAX_PASSEN),
                       tables=_int(row[7], where + ": tables", 0),
                       place=_text(row[8], where + ": place"),
                       title=_text(row[9], where + ": title"))

    def evenings(self, season: str | None = None) -> list[Evening]:
        """The evenings (of a season) in date order."""
        sql = ("SELECT id, date, season, variant, preset, settings, passen, tables, place, "
               "title FROM evenings")
        args: tuple[Any, ...] = ()
        if season is not None:
            sql, args = sql + " WHERE season = ?", (season,)
        with self._read() as conn:
            rows = conn.execute(sql + " ORDER BY date, id", args).fetchall()
        return [self._evening(r) for r in rows]

    def find_evening(self, text: str) -> Evening:
        """An evening by id, or by its date when only one evening has it: ISO (2026-11-05)
        or as lists print it (05.11.2026, 5.11.2026)."""
        text = text.strip()
        if text.isdigit():
            return self.evening(int(text))
        with self._read() as conn:
            rows = conn.execute("SELECT id FROM evenings WHERE date = ?",
                                      (_iso_day(text),)).fetchall()
        if len(rows) != 1:
            raise ClubInputError(
                say(N("club", "there is no evening {id}"), id=echo(text)) if not rows else
                say(N("club", "several evenings on {date}: use the evening id"), date=text))
        return self.evening(rows[0][0])

    def seasons(self) -> list[str]:
        with self._read() as conn:
            rows = conn.execute("SELECT season FROM evenings GROUP BY season "
                                      "ORDER BY min(date)").fetchall()
        return [_text(r[0], "a season") for r in rows]

    # -- the draw --------------------------------------------------------------------------

    def draw(self, evening: EveningRef, members: Sequence[MemberRef], *,
             rng: random.Random | None = None, three: bool | None = None,
             from_passe: int = 1) -> DrawResult:
        """Draw the seats of Passen *from_passe* … of the evening for *members* and store
        them (replacing an earlier draw of those Passen, as long as they have no results).

        *three*: tables of three where the variant allows them (the default) or sit-outs.
        Earlier Passen count as history: partners of Passe 1 are avoided in a redraw of 2.
        """
        ev = self.evening(evening)
        ids = [_mid(m) for m in members]
        if len(set(ids)) != len(ids):
            raise ClubInputError(say(N("club", "a member is listed twice for the draw")))
        for member_id in ids:
            found = self.member(member_id)
            if not found.active:
                raise ClubInputError(say(N("club", "{name} is not active: reactivate the "
                                                   "member first"), name=found.name))
        if not 1 <= from_passe <= ev.passen:
            raise ClubInputError(say(N("club", "the evening has Passen 1 to {passen}, not "
                                               "{passe}"), passen=ev.passen, passe=from_passe))
        teams, allow_three = VARIANT_TABLES[ev.variant]
        with self._write() as conn:
            played = conn.execute("SELECT min(passe) FROM results WHERE evening_id = ? AND "
                                  "passe >= ?", (ev.id, from_passe)).fetchone()[0]
            if played is not None:
                raise ClubInputError(say(N("club", "Passe {passe} already has results: it "
                                                   "cannot be drawn again"), passe=played))
            history = [p for p in self._drawn(conn, ev) if p.passe < from_passe]
            result = draw_passen(ids, ev.passen - from_passe + 1, teams=teams,
                                 three=allow_three if three is None else three and allow_three,
                                 rng=rng, history=history)
            conn.execute("DELETE FROM seats WHERE evening_id = ? AND passe >= ?",
                         (ev.id, from_passe))
            self._changed(conn, ev.id)
            rows: list[tuple[int, int, int | None, int | None, int]] = []
            for passe in result.passen:
                for table in passe.tables:
                    rows += [(ev.id, passe.passe, table.number, seat + 1, member)
                             for seat, member in enumerate(table.seats)]
                rows += [(ev.id, passe.passe, None, None, m) for m in passe.sitting_out]
            conn.executemany("INSERT INTO seats (evening_id, passe, table_no, seat, member_id)"
                             " VALUES (?, ?, ?, ?, ?)", rows)
            tables = conn.execute("SELECT max(table_no) FROM seats WHERE evening_id = ?",
                                  (ev.id,)).fetchone()[0]
            conn.execute("UPDATE evenings SET tables = max(tables, ?) WHERE id = ?",
                         (tables or 0, ev.id))
        return result

    def drawn(self, evening: EveningRef) -> list[PasseDraw]:
        """The stored draw, Passe by Passe."""
        ev = self.evening(evening)
        with self._read() as conn:
            return self._drawn(conn, ev)

    @staticmethod
    def _drawn(conn: sqlite3.Connection, ev: Evening) -> list[PasseDraw]:
        teams = VARIANT_TABLES[ev.variant][0]
        seats: dict[int, dict[int, list[int]]] = defaultdict(lambda: defaultdict(list))
        out: dict[int, list[int]] = defaultdict(list)
        for passe, table, member in conn.execute(
                "SELECT passe, table_no, member_id FROM seats WHERE evening_id = ? "
                "ORDER BY passe, table_no, seat", (ev.id,)):
            where = f"the draw of evening {ev.id}"
            _int(passe, where + ": a Passe", 1)
            _int(table, where + ": a table", 1, none=True)
            _int(member, where + ": a member")
            if table is None:
                out[passe].append(member)
            else:
                seats[passe][table].append(member)
        passen = []
        for passe in sorted(set(seats) | set(out)):
            tables = []
            for number, members in sorted(seats[passe].items()):
                if teams and len(members) == 4:
                    groups: tuple[tuple[int, ...], ...] = (
                        (members[0], members[2]), (members[1], members[3]))
                else:
                    groups = tuple((m,) for m in members)
                tables.append(TableDraw(number, tuple(members), groups))
            passen.append(PasseDraw(passe, tuple(tables), tuple(sorted(out[passe]))))
        return passen

    def seat_list(self, evening: EveningRef) -> list[SeatRow]:
        """The draw as rows for a printer: Passe, table, seat, team, member (sit-outs last
        in each Passe, with no table, by name as every list of names: the draw keeps them in
        the order it drew them, and `club draw` listed "Jean-Pierre" before "Émile")."""
        ev = self.evening(evening)
        teams = VARIANT_TABLES[ev.variant][0]
        names = {m.id: m for m in self.members(guests=True)}
        rows = []
        drawn = self.drawn(ev)
        for passe in drawn:
            for member in (*passe.sitting_out, *(m for t in passe.tables for m in t.seats)):
                if member not in names:
                    raise _damaged(f"the draw of evening {ev.id} seats member {member}, "
                                   "who does not exist")
        for passe in drawn:
            for table in passe.tables:
                team_table = teams and len(table.seats) == 4
                for seat, member in enumerate(table.seats):
                    rows.append(SeatRow(passe.passe, table.number, seat + 1,
                                        "AB"[seat % 2] if team_table else "", member,
                                        names[member].name, names[member].short_name,
                                        names[member].guest))
            rows += [SeatRow(passe.passe, None, None, "", m, names[m].name,
                             names[m].short_name, names[m].guest)
                     for m in sorted(passe.sitting_out, key=lambda m: sort_key(names[m].name))]
        return rows

    # -- results ---------------------------------------------------------------------------

    def record_match(self, evening: EveningRef, passe: int, table: int,
                     match: Match | MatchDocument[Any, Any], *,
                     members: Sequence[MemberRef] | None = None, replace: bool = False,
                     partial: bool = False, note: str = "", override: str = "",
                     other_rules: str = "", by_oberjasser: bool = False) -> list[Result]:
        """Store a match played in the app (its whole entry log) and each player's result.

        The players are the *members* in seat order, or else found by the names in the match
        (name or short name); they must be the players the draw seated at that table, with
        the draw's partners, unless *override* gives the reason for another line-up (logged).
        The match must be of the evening's variant and ranking rule; other table settings
        (rounds, Weis, factors …) are refused unless *other_rules* gives the reason (logged).
        A match not yet finished is refused unless *partial*. An earlier result of the table
        is replaced only with *replace* (a correction: the old figures go to the log, marked
        *by_oberjasser* where his change on his live page replaced it).
        """
        ev = self.evening(evening)
        if isinstance(match, MatchDocument):
            try:
                match = Match(match)
            except JassError as err:
                raise ClubInputError(say(N("club", "the match is invalid: {reason}"),
                                         reason=err)) from None  # said in the language
        doc = match.document
        if match.variant != ev.variant:
            raise ClubInputError(say(N("club", "the match is {match}, the evening {evening}"),
                                     match=match.rules.title,
                                     evening=find_variant(ev.variant).title))
        mine = evening_rule(ev.variant, ev.settings)
        settings = json.loads(doc.settings.model_dump_json())
        theirs = evening_rule(match.variant, settings)
        if mine.name != theirs.name:  # its tie-break may differ: one of its table rules
            raise ClubInputError(say(N("club", "the match is scored as {match}, the evening "
                                               "ranks {evening}"),
                                     match=say(theirs.title), evening=say(mine.title)))
        differences = rules_differences(ev.settings, settings)
        if differences and not other_rules.strip():
            raise ClubInputError(say(
                N("club", "the match was played with other table rules than the evening's: "
                          "{differences}. Import it only if that is right, accepting its "
                          "other table rules with the reason, which is logged."),
                differences=describe_differences(ev.variant, differences,
                                                 str(ev.settings.get("deck", "de")))),
                remedy="other_rules")
        if not partial and not match.finished:
            raise _unfinished_refusal(match, settings)
        if members is None:
            ids = [self.find_member(name).id for name in doc.players]
        else:
            ids = [_mid(m) for m in members]
            if len(ids) != len(doc.players):
                raise ClubInputError(say(N("club", "the match has {players} players, {given} "
                                                   "members were given"),
                                         players=len(doc.players), given=len(ids)))
        twice = next((m for i, m in enumerate(ids) if m in ids[:i]), None)
        if twice is not None:
            raise ClubInputError(say(N("club", "{name} plays twice in the match"),
                                     name=self.member(twice).name))
        seats = match_results(match)
        text = matchfile.dumps(doc)
        _check_passe(ev, passe)
        with self._write() as conn:
            _sides, lineup = self._line_up(conn, ev, passe, table, ids,
                                           [s.side if doc.teams else None for s in seats],
                                           override)
            self._check_table(conn, ev, passe, table, ids, replace)
            before = self._take_table(conn, ev.id, passe, table) if replace else {}
            cur = conn.execute("INSERT INTO matches (evening_id, passe, table_no, document) "
                               "VALUES (?, ?, ?, ?)", (ev.id, passe, table, text))
            stored = self._insert(conn, ev.id, passe, table, ids, seats, "match",
                                  int(cur.lastrowid or 0))
            self._log(conn, ev.id, passe, table, before, stored, note, replace, by_oberjasser)
            if lineup is not None:
                self._log_line(conn, ev.id, "lineup", lineup[0], lineup[1], override,
                               passe, table)
            if differences:
                self._log_line(conn, ev.id, "rules", {k: m for k, m, _ in differences},
                               {k: t for k, _, t in differences}, other_rules, passe, table)
            self._changed(conn, ev.id)
        return stored

    def record_result(self, evening: EveningRef, passe: int, table: int,
                      results: Sequence[PaperResult], *, replace: bool = False,
                      note: str = "", override: str = "") -> list[Result]:
        """Store a table's final figures typed from a paper sheet (every player at it),
        checked against what the evening's variant and table rules make possible.

        The players must be those the draw seated at that table (their teams are the draw's
        where none is given), unless *override* gives the reason for another line-up (a late
        arrival, a substitute): it is logged."""
        ev = self.evening(evening)
        names = {m.id: m.name for m in self.members(guests=True)}
        for entry in results:
            if entry.member not in names:
                raise ClubInputError(say(N("club", "there is no member {id}"),
                                         id=str(entry.member)))
        ids = [e.member for e in results]
        listed_once(ids, names)
        teams = VARIANT_TABLES[ev.variant][0]
        _check_passe(ev, passe)
        with self._write() as conn:
            sides, lineup = self._line_up(conn, ev, passe, table, ids,
                                          [e.side for e in results], override)
            entries = [dataclasses.replace(e, side=side)
                       for e, side in zip(results, sides, strict=True)]
            seats = paper_results(ev.variant, ev.settings, evening_rule(ev.variant, ev.settings),
                                  entries, names, teams,
                                  named_teams=all(e.side is None for e in results)
                                  and not self._is_drawn(conn, ev, passe, table))
            self._check_table(conn, ev, passe, table, ids, replace)
            before = self._take_table(conn, ev.id, passe, table) if replace else {}
            stored = self._insert(conn, ev.id, passe, table, ids, seats, "paper", None)
            self._log(conn, ev.id, passe, table, before, stored, note, replace)
            if lineup is not None:
                self._log_line(conn, ev.id, "lineup", lineup[0], lineup[1], override,
                               passe, table)
            self._changed(conn, ev.id)
        return stored

    def _is_drawn(self, conn: sqlite3.Connection, ev: Evening, passe: int,
                  table: int) -> bool:
        """The draw seated this table (its teams are the draw's, not the order named)."""
        return any(p.passe == passe and any(t.number == table for t in p.tables)
                   for p in self._drawn(conn, ev))

    def _line_up(self, conn: sqlite3.Connection, ev: Evening, passe: int, table: int,
                 ids: Sequence[int], sides: Sequence[int | None], override: str
                 ) -> tuple[list[int | None], tuple[dict[str, Any], dict[str, Any]] | None]:
        """The players' sides (the draw's where not given) and, for a line-up other than the
        draw's that *override* explains, what to log (drawn, played)."""
        drawn = next((p for p in self._drawn(conn, ev) if p.passe == passe), None)
        names = {m.id: m.name for m in self._members(conn).values()}
        filled, difference = line_up(drawn, table, ids, sides, VARIANT_TABLES[ev.variant][0],
                                     names)
        if difference is None:
            return filled, None
        at = next((t for t in drawn.tables if t.number == table), None) if drawn else None
        if not override.strip():
            if drawn is not None and at is None:  # most likely a mistyped table number
                raise ClubInputError(say(N("club", "the draw of Passe {passe} has no table "
                                                   "{table}: check the table's number (a "
                                                   "table set up after the draw is recorded "
                                                   "as an override, with its reason)"),
                                         passe=passe, table=table), remedy="override")
            raise lineup_refusal(passe, table, difference)
        return filled, ({"drawn": list(at.seats) if at else []},
                        {"played": list(ids), "sides": filled, "why": str(difference)})

    def correct_result(self, evening: EveningRef, passe: int, table: int,
                       corrections: Sequence[PaperResult], *, note: str = "",
                       seen: Sequence[PaperResult] | None = None) -> list[Result]:
        """Change single figures of stored results: a field given replaces the stored one, a
        field left None keeps it. When points (or who won) change and no rank is given, the
        table's ranks are worked out again from the points (and who won). The corrected table
        is checked as a new one is (partners alike), against the table rules its result was
        recorded with: the evening's, or an imported match's own (:meth:`_played`), an
        unfinished one's as far as it was played (:func:`_so_far`).
        Logged with *note*; returns the table's results as they are now, in seat order.

        *seen*: the table's results as the corrector saw them (:func:`seen_figures`). If
        another program has changed them since, the correction is refused
        (:data:`CHANGED_MEANWHILE`), so that it never overwrites a change its writer has not
        seen."""
        ev = self.evening(evening)
        with self._write() as conn:
            current = {r.member: r for r in self._results(conn, ev.id, passe, table)}
            if not current:
                raise ClubInputError(say(N("club", "Passe {passe}, table {table} has no results "
                                                   "to correct"), passe=passe, table=table))
            played = self._played(conn, ev, passe, table, current.values())
            settings = played.checked
            rule = evening_rule(ev.variant, settings)
            names = {m.id: m.name for m in self._members(conn).values()}
            # the draw's seats: a player the draw did not seat there after those it did
            seat = dict(conn.execute(
                "SELECT member_id, seat FROM seats WHERE evening_id = ? AND passe = ? "
                "AND table_no = ?", (ev.id, passe, table)).fetchall())
            after = len(seat) + 1
            if seen is not None and {p.member: p for p in seen} != {
                    r.member: seen_figures(r) for r in current.values()}:
                # the teams in seat order, as the dialog above names them (it said "Beat
                # Huber & Gody Brönnimann" under "Gody Brönnimann & Beat Huber"), each with
                # its points as a number, which the reader's language writes (1'010)

                def in_seats(members: Sequence[int]) -> list[int]:
                    return sorted(members, key=lambda m: seat.get(m, after))

                groups = sorted((in_seats(g) for g in _result_groups(ev, current)),
                                key=lambda g: seat.get(g[0], after))
                now = Text.concat([Text.concat([Text.plain(" & ".join(
                    names.get(m, str(m)) for m in group)), current[group[0]].points], " ")
                    for group in groups], ", ")
                raise ClubInputError(say(CHANGED_MEANWHILE, passe=passe, table=table, now=now))
            merged = dict(current)
            for c in corrections:
                old = merged.get(c.member)
                if old is None:
                    raise ClubInputError(say(N("club", "{name} has no result at Passe {passe}, "
                                                       "table {table}"),
                                             name=names.get(c.member, str(c.member)),
                                             passe=passe, table=table))
                given = {k: v for k, v in vars(c).items() if k != "member" and v is not None}
                if "points" not in given and {"striche", "nuller"} & set(given):
                    striche = given.get("striche", old.striche) or 0
                    if ev.variant == "fahnder":
                        given["points"] = striche - (given.get("nuller", old.nuller) or 0)
                    elif ev.variant == "handjass":
                        given["points"] = striche
                merged[c.member] = replace(old, **given)
            groups = _result_groups(ev, merged)
            for group in groups:
                first = merged[group[0]]
                for other in group[1:]:
                    if _team_figures(merged[other]) != _team_figures(first):
                        raise ClubInputError(say(
                            N("club", "{a} and {b} are partners: a team has one result, correct "
                                      "both alike"),
                            a=names.get(group[0], str(group[0])),
                            b=names.get(other, str(other))))
            with _played_with(ev, played, passe, table):
                check_table(ev.variant, settings, [
                    Side(" & ".join(names.get(m, str(m)) for m in group),
                         merged[group[0]].points, merged[group[0]].matches,
                         merged[group[0]].striche, merged[group[0]].nuller,
                         team=merged[group[0]].side)
                    for group in groups], whole=played.whole)
            # the Matches too: they decide a tie on points (Schieber Turnier, Coiffeur)
            changed = any((merged[m].points, merged[m].won, merged[m].matches)
                          != (r.points, r.won, r.matches) for m, r in current.items())
            keep_ranks = (any(c.rank is not None for c in corrections) or not changed
                          or rule.ranks_by_hand)
            won_given = {c.member: c.won for c in corrections if c.won is not None}
            # a table that had its winner has one after the correction (an unfinished match
            # imported has none, and keeps none unless a winner is given)
            decided = any(r.won for r in current.values()) or any(won_given.values())
            with _played_with(ev, played, passe, table):
                settled = settle_table(ev.variant, settings, rule, [
                    TableSide(" & ".join(names.get(m, str(m)) for m in group),
                              merged[group[0]].points, merged[group[0]].matches,
                              merged[group[0]].rank if keep_ranks else None,
                              # who won decides the rank in a Schieber to a target: there
                              # the stored winner stands until a correction says otherwise;
                              # elsewhere "won" follows the rank, and only a "won" given is
                              # checked
                              merged[group[0]].won if rule.table_by_wins
                              else won_given.get(group[0]))
                    for group in groups], decided)
            for group, (rank, won) in zip(groups, settled, strict=True):
                for m in group:
                    merged[m] = replace(merged[m], rank=rank, won=won)
            for member, new in merged.items():
                if new == current[member]:
                    continue
                conn.execute(
                    "UPDATE results SET points = ?, rank = ?, won = ?, matches = ?, "
                    "striche = ?, nuller = ?, side = ? WHERE evening_id = ? AND passe = ? "
                    "AND member_id = ?",
                    (new.points, new.rank, int(new.won), new.matches, new.striche,
                     new.nuller, new.side, ev.id, passe, member))
                self._correction(conn, current[member], new, note)
            self._changed(conn, ev.id)
        # the table's rows in seat order, as a new result's and the export's (docs/club.md):
        # each for himself seat by seat, teams A then B (a correction of Jürg alone listed
        # the table in the club's order of members)
        return sorted(merged.values(), key=lambda r: (
            -1 if r.side is None else r.side, seat.get(r.member, after), r.member))

    @staticmethod
    def _played(conn: sqlite3.Connection, ev: Evening, passe: int, table: int,
                results: Iterable[Result]) -> _Played:
        """The table rules a table's results were recorded with (:class:`_Played`): a stored
        match's own, as far as it was played (:func:`_so_far`), else the evening's (a paper
        result is checked against them)."""
        match_id = next((r.match_id for r in results
                         if r.source == "match" and r.match_id is not None), None)
        row = None if match_id is None else conn.execute(
            "SELECT document FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            return _Played(ev.settings, ev.settings)
        where = f"the stored match of Passe {passe}, table {table}"
        text = _text(row[0], where)  # outside the try: its refusal is a JassError too
        try:
            match = matchfile.loads(text)
        except JassError as err:
            raise _damaged(f"{where}: {err}") from None
        settings: dict[str, Any] = json.loads(match.document.settings.model_dump_json())
        return _so_far(ev.variant, settings, match)

    def delete_results(self, evening: EveningRef, passe: int, table: int, *,
                       note: str = "", by_oberjasser: bool = False) -> int:
        """Remove a table's results (and its stored match), e.g. recorded at the wrong table;
        logged as :meth:`record_match` logs a replaced result."""
        ev = self.evening(evening)
        with self._write() as conn:
            before = self._take_table(conn, ev.id, passe, table)
            self._log(conn, ev.id, passe, table, before, [], note, True, by_oberjasser)
            self._changed(conn, ev.id)
        return len(before)

    def results(self, evening: EveningRef, passe: int | None = None) -> list[Result]:
        ev = self.evening(evening)
        with self._read() as conn:
            return self._results(conn, ev.id, passe)

    def match(self, evening: EveningRef, passe: int, table: int) -> Match | None:
        """The stored match of a table (its whole entry log), or None for a paper result."""
        with self._read() as conn:
            row = conn.execute(
                "SELECT document FROM matches WHERE evening_id = ? AND passe = ? AND "
                "table_no = ?", (_eid(evening), passe, table)).fetchone()
        if row is None:
            return None
        where = f"the stored match of Passe {passe}, table {table}"
        text = _text(row[0], where)  # outside the try: its refusal is a JassError too
        try:
            return matchfile.loads(text)
        except JassError as err:
            raise _damaged(f"{where}: {err}") from None

    def hand_corrections(self, evening: EveningRef) -> dict[tuple[int, int], HandCorrection]:
        """The tables of *evening* whose stored match no longer gives their figures, by
        (Passe, table): corrected by hand after the match was stored (see
        :class:`HandCorrection`). Only tables with a logged correction are compared (every
        change of stored figures is logged), each against its own match."""
        ev = self.evening(evening)
        with self._read() as conn:
            notes: dict[tuple[int, int], str] = {}
            for passe, table, note in conn.execute(
                    "SELECT passe, table_no, note FROM corrections WHERE evening_id = ? AND "
                    "kind = 'result' AND passe IS NOT NULL ORDER BY id", (ev.id,)):
                notes[(passe, table)] = str(note or "")
            if not notes:
                return {}
            results: dict[tuple[int, int], list[Result]] = defaultdict(list)
            for r in self._results(conn, ev.id):
                if (r.passe, r.table) in notes and r.source == "match":
                    results[(r.passe, r.table)].append(r)
            documents = dict(conn.execute(
                "SELECT id, document FROM matches WHERE evening_id = ?", (ev.id,)).fetchall())
        found = {}
        for where, rows in results.items():
            text = documents.get(rows[0].match_id)
            board = _match_sides(text) if isinstance(text, str) else None
            if board is not None and board[0] != _result_sides(rows):
                found[where] = HandCorrection(notes[where], board[1])
        return found

    def typed_corrections(self, evening: EveningRef) -> dict[tuple[int, int], str]:
        """The tables of *evening* typed from paper whose figures were changed after they
        were typed (corrected, or typed again over them), by (Passe, table): the note of the
        last change ("" without one). A result removed and typed anew is a fresh one: the
        removal's log lines (nothing after) end what was changed before. A table played in
        Jasstafel is :meth:`hand_corrections`' (its match says what it was)."""
        ev = self.evening(evening)
        with self._read() as conn:
            last: dict[tuple[int, int], tuple[str, bool]] = {}
            for passe, table, note, changed in conn.execute(
                    "SELECT passe, table_no, note, after IS NOT NULL FROM corrections WHERE "
                    "evening_id = ? AND kind = 'result' AND passe IS NOT NULL ORDER BY id",
                    (ev.id,)):
                last[(passe, table)] = (str(note or ""), bool(changed))
            if not last:
                return {}
            typed = {(r.passe, r.table) for r in self._results(conn, ev.id)
                     if r.source != "match"}
        return {where: note for where, (note, changed) in last.items()
                if changed and where in typed}

    def table_marks(self, evening: EveningRef) -> dict[tuple[int, int], TableMark]:
        """The tables of *evening* whose stored match was accepted against the evening's
        rules, by (Passe, table): unfinished (*Accept unfinished matches*, ``partial``) or
        played with other table rules (``other_rules``, its reason logged). A reader of the
        tables or the ranking is told (a trial's unfinished table read "B won" among the
        others, and nothing marked it)."""
        ev = self.evening(evening)
        log = self.corrections(ev.id)
        reasons = {(c.passe, c.table): c.note for c in log
                   if c.kind == "rules" and c.passe is not None}
        # the last logged change of each table's figures: its note is the correction's reason
        corrections = {(c.passe, c.table): c.note for c in log
                       if c.kind == "result" and c.passe is not None}
        tables: dict[tuple[int, int], list[Result]] = defaultdict(list)
        for r in self.results(ev.id):
            if r.source == "match":
                tables[(r.passe, r.table)].append(r)
        marks = {}
        for (passe, table), rows in sorted(tables.items()):
            match = self.match(ev.id, passe, table)
            if match is None:
                continue
            settings = json.loads(match.document.settings.model_dump_json())
            differences = rules_differences(ev.settings, settings)
            # the one place that says a table is unfinished: its match was not played to
            # the end, whatever a correction made of its figures (a winner given)
            corrected = not match.finished and not _as_imported(match, rows)
            mark = TableMark(
                unfinished=not match.finished,
                rounds=None if match.finished else progress_of(match, settings),
                other_rules=describe_differences(ev.variant, differences,
                                                 str(ev.settings.get("deck", "de")))
                if differences else None,
                reason=reasons.get((passe, table), "") if differences else "",
                corrected=corrected,
                winners=self._winners(rows) if corrected else "",
                correction=corrections.get((passe, table), "") if corrected else "")
            if mark.unfinished or mark.other_rules is not None:
                marks[(passe, table)] = mark
        return marks

    def _winners(self, rows: Sequence[Result]) -> str:
        """Who won at a table, each side's players joined as the notes name a table's
        players ("Emil & Gody"), "" for nobody."""
        members = {m.id: m.name for m in self.members(guests=True)}
        sides: dict[int | None, list[str]] = defaultdict(list)
        for r in rows:
            if r.won:
                sides[r.side].append(members.get(r.member, f"#{r.member}"))
        return ", ".join(" & ".join(names) for names in sides.values())

    def corrections(self, evening: EveningRef | None = None) -> list[Correction]:
        """The corrections log (of one evening, also a deleted one), oldest first."""
        sql = ("SELECT id, evening_id, passe, table_no, member_id, before, after, note, at, "
               "kind, by_oberjasser FROM corrections")
        args: tuple[Any, ...] = ()
        if evening is not None:
            sql, args = sql + " WHERE evening_id = ?", (_eid(evening),)
        with self._read() as conn:
            rows = conn.execute(sql + " ORDER BY id", args).fetchall()
        def figures(value: Any, where: str) -> dict[str, Any] | None:
            if value is None:
                return None
            try:
                loaded = json.loads(_text(value, where))
            except json.JSONDecodeError:
                loaded = None
            if not isinstance(loaded, dict):
                raise _damaged(f"{where} is not readable")
            return loaded

        return [Correction(_int(r[0], "a correction"), r[1], r[2], r[3], r[4],
                           figures(r[5], f"correction {r[0]}"),
                           figures(r[6], f"correction {r[0]}"),
                           _text(r[7], f"correction {r[0]}: note"),
                           _text(r[8], f"correction {r[0]}: time"),
                           _text(r[9], f"correction {r[0]}: kind"),
                           None if r[10] is None else bool(r[10]))
                for r in rows]

    # result helpers (inside a write transaction)

    @staticmethod
    def _changed(conn: sqlite3.Connection, evening: int) -> None:
        """The evening's results or draw changed: its kept ranking is void."""
        conn.execute("UPDATE evenings SET changes = changes + 1 WHERE id = ?", (evening,))
        conn.execute("DELETE FROM evening_ranks WHERE evening_id = ?", (evening,))

    def _check_table(self, conn: sqlite3.Connection, ev: Evening, passe: int, table: int,
                     ids: Sequence[int], replace: bool) -> None:
        _check_place(ev, passe, table)
        for member_id in ids:
            if conn.execute("SELECT 1 FROM members WHERE id = ?", (member_id,)).fetchone() \
                    is None:
                raise ClubInputError(say(N("club", "there is no member {id}"),
                                         id=str(member_id)))
        if not replace:
            taken = conn.execute("SELECT count(*) FROM results WHERE evening_id = ? AND "
                                 "passe = ? AND table_no = ?", (ev.id, passe, table)).fetchone()
            if taken[0]:
                raise ClubInputError(say(N("club", "Passe {passe}, table {table} has results "
                                                   "already: replace them (a correction) or "
                                                   "choose another table"),
                                         passe=passe, table=table), remedy="replace")
        marks = ",".join("?" * len(ids))
        elsewhere = conn.execute(
            f"SELECT m.name, r.table_no FROM results r JOIN members m ON m.id = r.member_id "
            f"WHERE r.evening_id = ? AND r.passe = ? AND r.table_no <> ? AND r.member_id IN "
            f"({marks})", (ev.id, passe, table, *ids)).fetchone()
        if elsewhere is not None:
            raise ClubInputError(say(N("club", "{name} already has a result in Passe {passe} "
                                               "at table {table}"),
                                     name=elsewhere[0], passe=passe, table=elsewhere[1]))

    def _take_table(self, conn: sqlite3.Connection, evening: int, passe: int,
                    table: int) -> dict[int, Result]:
        """Remove a table's results and match; return the results as they were."""
        before = {r.member: r for r in self._results(conn, evening, passe, table)}
        conn.execute("DELETE FROM results WHERE evening_id = ? AND passe = ? AND table_no = ?",
                     (evening, passe, table))
        conn.execute("DELETE FROM matches WHERE evening_id = ? AND passe = ? AND table_no = ?",
                     (evening, passe, table))
        return before

    @staticmethod
    def _insert(conn: sqlite3.Connection, evening: int, passe: int, table: int,
                ids: Sequence[int], seats: Sequence[SeatResult], source: str,
                match_id: int | None) -> list[Result]:
        stored = [Result(evening=evening, passe=passe, table=table, member=member,
                         points=s.points, rank=s.rank, won=s.won, matches=s.matches,
                         striche=s.striche, nuller=s.nuller, side=s.side, source=source,
                         match_id=match_id)
                  for member, s in zip(ids, seats, strict=True)]
        conn.executemany(
            f"INSERT INTO results ({_RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?)",
            [(r.evening, r.passe, r.table, r.member, r.points, r.rank, int(r.won), r.matches,
              r.striche, r.nuller, r.side, r.source, r.match_id) for r in stored])
        return stored

    def _log(self, conn: sqlite3.Connection, evening: int, passe: int, table: int,
             before: Mapping[int, Result], after: Sequence[Result], note: str,
             replace: bool, by_oberjasser: bool = False) -> None:
        """A replaced table goes to the corrections log, member by member."""
        if not replace or not before:
            return
        new = {r.member: r for r in after}
        for member in list(before) + [m for m in new if m not in before]:
            old_result, new_result = before.get(member), new.get(member)
            if old_result is None or new_result is None or \
                    old_result.figures() != new_result.figures():
                self._correction(conn, old_result, new_result, note,
                                 (evening, passe, table, member), by_oberjasser)

    @staticmethod
    def _correction(conn: sqlite3.Connection, old: Result | None, new: Result | None,
                    note: str, where: tuple[int, int, int, int] | None = None,
                    by_oberjasser: bool = False) -> None:
        some = old or new
        assert some is not None
        place = where or (some.evening, some.passe, some.table, some.member)
        conn.execute(
            "INSERT INTO corrections (evening_id, passe, table_no, member_id, before, after, "
            "note, by_oberjasser) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (*place, None if old is None else json.dumps(old.figures()),
             None if new is None else json.dumps(new.figures()),
             _check_line(note, N("club", "the note"), NOTE_LENGTH), int(by_oberjasser)))

    @staticmethod
    def _results(conn: sqlite3.Connection, evening: int, passe: int | None = None,
                 table: int | None = None) -> list[Result]:
        sql = f"SELECT {_RESULT_COLUMNS} FROM results WHERE evening_id = ?"
        args: list[Any] = [evening]
        if passe is not None:
            sql += " AND passe = ?"
            args.append(passe)
        if table is not None:
            sql += " AND table_no = ?"
            args.append(table)
        rows = conn.execute(sql + " ORDER BY passe, table_no, side, member_id", args)
        return [_result(r) for r in rows]

    # -- rankings and statistics --------------------------------------------------------------

    def evening_ranking(self, evening: EveningRef) -> Ranking:
        """The evening's ranking per member (rule and tie-breaks: ``Ranking.rule``)."""
        ev = self.evening(evening)
        with self._read() as conn:
            changes = conn.execute("SELECT changes FROM evenings WHERE id = ?",
                                   (ev.id,)).fetchone()[0]
            kept = conn.execute("SELECT standings FROM evening_ranks WHERE evening_id = ?",
                                (ev.id,)).fetchone()
            ranking = self._rank_evenings(conn, [ev])[ev.id]
        packed = pack(standings(ranking))
        # kept by an earlier Jasstafel whose rule differed (the sit-out credit counted in the
        # first figure only): the season follows the ranking shown from now on
        if ranking.rows and (kept is None or kept[0] != packed):
            self._remember({ev.id: (changes, packed)}, replace=kept is not None)
        return self._evening_marks(ev, ranking)

    def marked_tables(self, evening: EveningRef) -> list[MarkedTable]:
        """The tables of *evening* accepted against its rules at import (:meth:`table_marks`:
        unfinished, other table rules), by Passe and table: each with its mark and its
        players, a team's joined ("Emil & Gody, Franz & Hans")."""
        ev = self.evening(evening)
        marks = self.table_marks(ev.id)
        if not marks:
            return []
        members = {m.id: m for m in self.members(guests=True)}
        sides: dict[tuple[int, int], dict[int | None, list[str]]] = defaultdict(
            lambda: defaultdict(list))
        for r in self.results(ev.id):
            if (r.passe, r.table) in marks and r.member in members:
                sides[(r.passe, r.table)][r.side].append(members[r.member].name)
        return [(passe, table, mark, Text.plain(", ".join(
                    " & ".join(names) for names in sides[(passe, table)].values())))
                for (passe, table), mark in sorted(marks.items())]

    def _evening_marks(self, ev: Evening, ranking: Ranking) -> Ranking:
        """*ranking* with its marked tables (other table rules, unfinished) marked: after
        the deciding figure and the Passe's of their players, and said in its notes (the
        window marked them, the paper and the terminal did not: a wall's sheet showed four
        players "losing" with no reason given)."""
        tables = self.marked_tables(ev.id)
        if not tables:
            return ranking
        # the rule's first figure (the Passen played, which decide first, are no figure of it)
        first = next((c.key for c in ranking.columns if c.decides and c.key != "passen"), "")
        results = self.results(ev.id)
        marked = {(passe, table) for passe, table, _mark, _players in tables}
        marked_passen: dict[int, set[int]] = defaultdict(set)
        for r in results:
            if (r.passe, r.table) in marked:
                marked_passen[r.member].add(r.passe)
        best = {row.member.id: row.best_passen for row in ranking.rows}
        keys: dict[tuple[int, int], dict[int, set[str]]] = defaultdict(dict)
        for r in results:
            keys[(r.passe, r.table)][r.member] = {first, f"passe_{r.passe}"} - {""}
            # the best Passe is that Passe's figure: marked as it is (it had no mark), unless
            # an unmarked Passe gives the same figure (it stands without the marked table)
            passen = best.get(r.member, frozenset())
            if r.passe in passen and passen <= marked_passen[r.member]:
                keys[(r.passe, r.table)][r.member].add("best_passe")

        def said(t: MarkedTable) -> tuple[Text, Text]:
            passe, table, mark, players = t
            return (other_rules_note(passe, table, players, mark)
                    if mark.other_rules is not None else Text.plain(""),
                    unfinished_note(passe, table, players, mark)
                    if mark.unfinished else Text.plain(""))
        return _with_marks(ranking, tables, keys, said)

    def _season_marks(self, ranking: Ranking, counted: Sequence[tuple[int, str]],
                      names: Mapping[int, Text]) -> Ranking:
        """*ranking* (a season's) with the marked tables (other table rules, unfinished)
        of its evenings *counted* marked: after the evening's figure of their players, and
        said in its notes (which evening, table and players, what differs): the points of a
        Kurzturnier table were added to the others' without a word. Only evenings that may
        have such a table are read (:meth:`_evenings_marked`: their matches are not read
        else), and :meth:`table_marks` decides, as for the evening's ranking."""
        marked = self._evenings_marked([evening for evening, _date in counted])
        for evening, date in counted:
            if evening not in marked:
                continue
            tables = self.marked_tables(evening)
            keys: dict[tuple[int, int], dict[int, set[str]]] = defaultdict(dict)
            for r in self.results(evening):
                keys[(r.passe, r.table)][r.member] = {f"evening_{evening}"}

            def said(t: MarkedTable, date: str = date, name: Text = names[evening]
                     ) -> tuple[Text, Text]:
                passe, table, mark, players = t
                return (other_rules_note(passe, table, players, mark, date, name)
                        if mark.other_rules is not None else Text.plain(""),
                        unfinished_note(passe, table, players, mark, date, name)
                        if mark.unfinished else Text.plain(""))
            ranking = _with_marks(ranking, tables, keys, said)
        return ranking

    def _evenings_marked(self, ids: Sequence[int]) -> set[int]:
        """Those of the evenings *ids* that may have a table accepted against their rules
        (:meth:`table_marks` decides which): one logged as of other table rules, one whose
        match has no winner (unfinished), or one whose result was corrected (a winner given
        to an unfinished one: the season's ranking left it unmarked, the evening's not)."""
        with self._read() as conn:
            found: set[int] = set()
            for chunk in _chunks(list(ids)):
                marks = ",".join("?" * len(chunk))
                found |= {row[0] for row in conn.execute(
                    "SELECT DISTINCT evening_id FROM corrections WHERE kind IN ('rules', "
                    f"'result') AND passe IS NOT NULL AND evening_id IN ({marks})", chunk)}
                found |= {row[0] for row in conn.execute(
                    "SELECT evening_id FROM results WHERE source = 'match' AND evening_id IN "
                    f"({marks}) GROUP BY evening_id, passe, table_no HAVING MAX(won) = 0",
                    chunk)}
        return found

    def _rank_evenings(self, conn: sqlite3.Connection,
                       evenings: Sequence[Evening]) -> dict[int, Ranking]:
        """The rankings of several evenings, read in a few queries."""
        results: dict[int, list[Result]] = defaultdict(list)
        sat_out: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        waiting: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        for chunk in _chunks([e.id for e in evenings]):
            marks = ",".join("?" * len(chunk))
            for row in conn.execute(f"SELECT {_RESULT_COLUMNS} FROM results WHERE evening_id "
                                    f"IN ({marks}) ORDER BY evening_id, passe, table_no, side, "
                                    "member_id", chunk):
                results[row[0]].append(_result(row))
            # a Passe sat out by the draw, once that Passe has been played (has results)
            for evening, member in conn.execute(
                    "SELECT s.evening_id, s.member_id FROM seats s JOIN evenings e ON e.id = "
                    f"s.evening_id WHERE s.evening_id IN ({marks}) AND s.table_no IS NULL "
                    "AND s.passe <= e.passen AND NOT EXISTS (SELECT 1 FROM results r WHERE "
                    "r.evening_id = s.evening_id AND r.passe = s.passe AND r.member_id = "
                    "s.member_id) AND EXISTS (SELECT 1 FROM results r WHERE r.evening_id = "
                    "s.evening_id AND r.passe = s.passe)", chunk):
                sat_out[evening][member] += 1
            # a Passe played (with results) whose table the draw seated him at is still to
            # come: he may have sat out every other, and then keeps his line
            for evening, member in conn.execute(
                    "SELECT s.evening_id, s.member_id FROM seats s JOIN evenings e ON e.id = "
                    f"s.evening_id WHERE s.evening_id IN ({marks}) AND s.table_no IS NOT NULL "
                    f"AND s.passe <= e.passen AND {_TABLE_TO_COME}", chunk):
                waiting[evening][member] += 1
        members = self._members(conn)
        for evening, own in results.items():
            for r in own:
                if r.member not in members:
                    raise _damaged(f"evening {evening} has a result of member {r.member}, "
                                   "who does not exist")
        for evening, out in sat_out.items():
            for member in out:
                if member not in members:
                    raise _damaged(f"the draw of evening {evening} names member {member}, "
                                   "who does not exist")
        return {e.id: rank_evening(e, members, results[e.id], sat_out[e.id], waiting[e.id])
                for e in evenings}

    def _remember(self, computed: Mapping[int, tuple[int, bytes]],
                  replace: bool = False) -> None:
        """Keep computed evening rankings, each only if its evening has not changed since it
        was read (``changes``) and nobody kept it meanwhile (*replace*: over the one kept).
        A database that cannot be written (read-only, busy) keeps nothing: the rankings are
        computed again next time."""
        verb = "INSERT OR REPLACE" if replace else "INSERT OR IGNORE"
        try:
            with self._write() as conn:
                for evening, (changes, packed) in computed.items():
                    now = conn.execute("SELECT changes FROM evenings WHERE id = ?",
                                       (evening,)).fetchone()
                    if now is not None and now[0] == changes:
                        conn.execute(f"{verb} INTO evening_ranks (evening_id, standings) "
                                     "VALUES (?, ?)", (evening, packed))
        except ClubError:
            pass

    def _standings(self, conn: sqlite3.Connection,
                   evenings: Sequence[int]) -> dict[int, tuple[int, bytes]]:
        """Compute the rankings of those *evenings* (with results) that are not kept yet:
        {evening: (its change count, packed standings)}."""
        missing = []
        for chunk in _chunks(list(evenings)):
            marks = ",".join("?" * len(chunk))
            missing += [r[0] for r in conn.execute(
                f"SELECT id FROM evenings e WHERE id IN ({marks}) AND EXISTS (SELECT 1 FROM "
                "results r WHERE r.evening_id = e.id) AND NOT EXISTS (SELECT 1 FROM "
                "evening_ranks k WHERE k.evening_id = e.id)", chunk)]
        if not missing:
            return {}
        changes = {}
        found = []
        for chunk in _chunks(missing):
            marks = ",".join("?" * len(chunk))
            for row in conn.execute(
                    "SELECT id, date, season, variant, preset, settings, passen, tables, "
                    f"place, title, changes FROM evenings WHERE id IN ({marks})", chunk):
                found.append(self._evening(row))
                changes[row[0]] = row[10]
        rankings = self._rank_evenings(conn, found)
        return {e: (changes[e], pack(standings(r))) for e, r in rankings.items()}

    def _repack(self, conn: sqlite3.Connection, packed: dict[int, bytes],
                members: Mapping[int, Member], member: int | None = None) -> None:
        """Kept rankings damaged by another program (or naming no longer known members, or
        missing *member*, or kept by an earlier Jasstafel without the members who sat out
        every Passe) are computed again, in memory: they are derived data."""
        bad = []
        unranked = self._sat_out_entirely(conn, list(packed))
        for evening, data in packed.items():
            if not isinstance(data, bytes) or not data or len(data) % 32:
                bad.append(evening)
                continue
            flat = unpack(data)
            ids = set(flat[0::4])
            # rank 0: exactly those who sat out every Passe (earlier kept rankings lack them)
            zero = {m for m, rank in zip(flat[0::4], flat[1::4], strict=True) if rank == 0}
            if min(flat[1::4]) < 0 or min(flat[2::4]) < 1 or not ids.issubset(members) \
                    or (member is not None and member not in ids) \
                    or zero != unranked.get(evening, set()):
                bad.append(evening)
        if bad:
            fresh = self._rank_evenings(conn, [self.evening(e) for e in bad])
            packed.update((e, pack(standings(r))) for e, r in fresh.items())

    @staticmethod
    def _sat_out_entirely(conn: sqlite3.Connection, evenings: Sequence[int]
                          ) -> dict[int, set[int]]:
        """Per evening the members the draw made sit out every Passe played (with results)
        but those whose table is still to come, and at least one, who have no result of
        their own: each has a line in its ranking (as :func:`ranking.evening_ranking`)."""
        found: dict[int, set[int]] = defaultdict(set)
        for chunk in _chunks(list(evenings)):
            marks = ",".join("?" * len(chunk))
            for evening, member in conn.execute(
                    "SELECT s.evening_id, s.member_id FROM seats s JOIN evenings e ON e.id = "
                    f"s.evening_id WHERE s.evening_id IN ({marks}) AND s.passe <= e.passen "
                    "AND EXISTS (SELECT 1 FROM results r WHERE r.evening_id = s.evening_id "
                    f"AND r.passe = s.passe) AND (s.table_no IS NULL OR {_TABLE_TO_COME}) "
                    "AND NOT EXISTS (SELECT 1 FROM results r WHERE r.evening_id = "
                    "s.evening_id AND r.member_id = s.member_id) GROUP BY s.evening_id, "
                    "s.member_id HAVING count(s.table_no) < count(*) AND count(*) = (SELECT "
                    "count(DISTINCT r.passe) FROM results r WHERE r.evening_id = "
                    "s.evening_id)", chunk):
                found[evening].add(member)
        return found

    @staticmethod
    def _members(conn: sqlite3.Connection) -> dict[int, Member]:
        return {r[0]: _member(r)
                for r in conn.execute(f"SELECT {_MEMBER_COLUMNS} FROM members")}

    def season_ranking(self, season: str, *, best: int | None = None, of: int | None = None,
                       drop_worst: int = 0, scoring: Scoring = "rank_points") -> Ranking:
        """The season's ranking: best *best* of the first *of* evenings, the *drop_worst*
        worst results dropped; rank points per evening (or the evening's points)."""
        check_season_settings(best, of, drop_worst, scoring)
        with self._read() as conn:
            held = conn.execute(
                "SELECT id, date, title, variant FROM evenings e WHERE season = ? AND EXISTS "
                "(SELECT 1 FROM results r WHERE r.evening_id = e.id) ORDER BY date, id",
                (season,)).fetchall()
            evenings = [(evening, date) for evening, date, _title, _variant in held]
            # an evening's name tells it from another of its date ("6.12." twice, a trial's)
            names = {evening: Text.plain(title) if title else _variant_title(variant)
                     for evening, _date, title, variant in held}
            if not evenings:
                known = ", ".join(self.seasons())
                raise ClubInputError(
                    say(N("club", "no evening with results in the season {season} (seasons: "
                                  "{known})"), season=echo(season), known=known) if known else
                    say(N("club", "no evening with results in the season {season} (no season "
                                  "yet)"), season=echo(season)))
            counted = evenings[:of] if of is not None else evenings
            last_id, last_date = counted[-1]
            up_to = "e.season = ? AND (e.date < ? OR (e.date = ? AND e.id <= ?))"
            args = (season, last_date, last_date, last_id)
            note = Text.plain("")
            if scoring == "points":
                check_points_scoring([
                    (date, evening_rule(variant, json.loads(settings)))
                    for settings, variant, date in conn.execute(
                        "SELECT settings, variant, min(date) FROM evenings e WHERE "
                        f"{up_to} AND EXISTS (SELECT 1 FROM results r WHERE r.evening_id = "
                        "e.id) GROUP BY settings, variant", args)])
                # the points of evenings of other table rules are added as the rule says,
                # and the reader is told which (a 3-round evening's 327 beside 2000s)
                note = mixed_rules([
                    (date, variant, json.loads(settings))
                    for date, variant, settings in conn.execute(
                        f"SELECT date, variant, settings FROM evenings e WHERE {up_to} AND "
                        "EXISTS (SELECT 1 FROM results r WHERE r.evening_id = e.id) ORDER BY "
                        "date, id", args)])
            computed = self._standings(conn, [e for e, _ in counted])
            packed: dict[int, bytes] = dict(conn.execute(
                "SELECT k.evening_id, k.standings FROM evening_ranks k JOIN evenings e ON "
                "e.id = k.evening_id WHERE e.season = ?", (season,)).fetchall())
            members = self._members(conn)
            self._repack(conn, packed, members)
        if computed:
            self._remember(computed)
            packed.update((e, data) for e, (_, data) in computed.items())
        ranking = rank_season(season, evenings, packed, members, best=best, of=of,
                              drop_worst=drop_worst, scoring=scoring, names=names)
        ranking = replace(ranking, note=note) if note else ranking
        return self._season_marks(ranking, counted, names)

    def member_statistics(self, member: MemberRef, *,
                          season: str | None = None) -> MemberStatistics:
        """Evenings, games, wins, Matches and average points of a member, and the series of
        his evenings (rank, season points, cumulative) for a chart."""
        found = self.member(member)
        with self._read() as conn:
            sql = ("SELECT r.evening_id, e.variant, r.points, r.won, r.matches FROM results r "
                   "JOIN evenings e ON e.id = r.evening_id WHERE r.member_id = ?")
            args: tuple[Any, ...] = (found.id,)
            if season is not None:
                sql, args = sql + " AND e.season = ?", (found.id, season)
            rows = conn.execute(sql, args).fetchall()
            evening_ids = sorted({r[0] for r in rows})
            computed = self._standings(conn, evening_ids)
            packed: dict[int, bytes] = {}
            for chunk in _chunks(evening_ids):
                marks = ",".join("?" * len(chunk))
                packed.update(conn.execute("SELECT evening_id, standings FROM evening_ranks "
                                           f"WHERE evening_id IN ({marks})", chunk).fetchall())
            evenings = sorted((self.evening(e) for e in evening_ids),
                              key=lambda e: (e.date, e.id))
            self._repack(conn, packed, self._members(conn), found.id)
        if computed:
            self._remember(computed)
            packed.update((e, data) for e, (_, data) in computed.items())
        places = {}
        for evening, data in packed.items():
            flat = unpack(data)
            at = flat[0::4].index(found.id)
            places[evening] = (flat[4 * at + 1], flat[4 * at + 2], flat[4 * at + 3])
        by_id = {ev.id: ev for ev in evenings}
        per_rules: dict[tuple[str, str, str], list[Any]] = {}
        for evening, _variant, points, won, matches in rows:
            where = f"the result of member {found.id} at evening {evening}"
            _int(points, where + ": points")
            _int(won, where + ": won", 0, 1)
            _int(matches, where + ": Matches", 0)
            ev = by_id[evening]
            # the evenings in date order: a group's first evening gives its order and rules
            figures = per_rules.setdefault(_rules_key(ev), [0, 0, 0, 0, ev])
            figures[0] += 1
            figures[1] += int(won)
            figures[2] += matches
            figures[3] += points
            if (ev.date, ev.id) < (figures[4].date, figures[4].id):
                figures[4] = ev
        by_variant = tuple(
            VariantStatistics(ev.variant, games, wins, matches if _has_matches(ev) else None,
                              points, round(points / games, 1), ev.preset, dict(ev.settings),
                              *_rule_words(ev))
            for games, wins, matches, points, ev in sorted(
                per_rules.values(), key=lambda f: (f[4].variant, f[4].date, f[4].id)))
        # Matches only of the games that can have one (a Schieber's, a Coiffeur's)
        matches_made = [v.matches for v in by_variant if v.matches is not None]
        series = []
        cumulative = 0
        for ev in evenings:
            rank, participants, score = places[ev.id]
            season_points: int | None = None
            if not found.guest:  # a guest is in no season's ranking
                season_points = participants + 1 - rank
                cumulative += season_points
            series.append(SeriesPoint(ev.id, ev.date, ev.variant, rank, participants, score,
                                      season_points,
                                      None if season_points is None else cumulative,
                                      evening_rule(ev.variant, ev.settings).primary.label))
        return MemberStatistics(
            member=found, season=season, evenings=len(evenings), games=len(rows),
            wins=sum(v.wins for v in by_variant),
            matches=sum(matches_made) if matches_made else None,
            average_points=by_variant[0].average_points if len(by_variant) == 1 else None,
            by_variant=by_variant, series=tuple(series))


def _rules_key(evening: Evening) -> tuple[str, str, str]:
    """What makes an evening's figures mean the same as another's: its variant, preset and
    table settings (the deck aside: the suits' names change, not the points; so a Coiffeur's
    rows are compared by what they count, not by their names)."""
    settings = {k: _counted(k, v) for k, v in evening.settings.items() if k != "deck"}
    return evening.variant, evening.preset, json.dumps(settings, sort_keys=True)


def _has_matches(evening: Evening) -> bool:
    """Whether a result of such an evening can hold Matches (a Schieber, a Coiffeur)."""
    try:
        return evening_rule(evening.variant, evening.settings).has_matches
    except ClubInputError:  # a variant the club cannot rank (a damaged file)
        return False


def _rule_words(evening: Evening) -> tuple[str, str]:
    """How such an evening is ranked ("Schieber Turnier") and what a result of it holds
    ("Points", "Net Striche"), as labels a client translates (context "club")."""
    try:
        rule = evening_rule(evening.variant, evening.settings)
    except ClubInputError:  # a variant the club cannot rank (a damaged file)
        return evening.variant, POINTS
    return rule.title, rule.result_figure.label


def _chunks(ids: list[int], size: int = 500) -> Iterator[list[int]]:
    for start in range(0, len(ids), size):
        yield ids[start:start + size]


def _check_passe(ev: Evening, passe: int) -> None:
    """Refuse a Passe the evening has not, before anything is said of the players or the
    figures at it (a trial's Passe 3 of a 2-Passe evening, typed with one player, was refused
    as "Schieber is played by 4 players at a table, not 1"). A table the draw has not is
    said by the line-up first: it may be an override (a table set up after the draw)."""
    if not 1 <= passe <= ev.passen:
        raise ClubInputError(say(N("club", "the evening has Passen 1 to {passen}, not "
                                           "{passe}"), passen=ev.passen, passe=passe))


def _check_place(ev: Evening, passe: int, table: int) -> None:
    """Refuse a Passe or a table the evening has not."""
    _check_passe(ev, passe)
    if table < 1 or (ev.tables and table > ev.tables):
        raise ClubInputError(
            say(N("club", "the evening's tables are 1 to {tables}, not {table}"),
                tables=ev.tables, table=table) if ev.tables else
            say(N("club", "the evening's tables are numbered from 1, not {table}"),
                table=table))
