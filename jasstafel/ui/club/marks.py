"""Tables accepted at import against the evening's rules (:meth:`Club.table_marks`:
unfinished, or played with other table rules), said in words. The evening page's tables
and its ranking, and the Rankings tab's evening ranking, mark them alike: the short words
under a player's name, the reasons in its tooltip."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication

from ... import i18n
from ...club import Result, TableMark
from ...club import unfinished_words as club_unfinished_words

Where = tuple[int, int]  # (Passe, table)


# the evening page's words, first said there: their translations are in its context
def _t(text: str) -> str:
    return QCoreApplication.translate("EveningPage", text)


def unfinished_words(mark: TableMark | None) -> str:
    """ "not finished: 2 of 4 rounds" (or rows per team, games, deals: the club's words, as
    the notes under a ranking say it) for a table imported unfinished, else ""."""
    if mark is None or not mark.unfinished:
        return ""
    return i18n.render(club_unfinished_words(mark.rounds))


def mark_tips(passe: int, table: int, mark: TableMark | None) -> list[str]:
    """Why a table was accepted against the evening's rules, a paragraph each: the
    tables' tooltip and the rankings' say it alike."""
    if mark is None:
        return []
    tips = []
    if mark.unfinished:
        tips.append(_unfinished_tip(passe, table, mark))
    if mark.other_rules is not None:
        tip = _t("Passe {0}, table {1}: played with other table rules than the evening's: "
                 "{2}.").format(passe, table, i18n.render(mark.other_rules))
        if mark.reason:
            tip += " " + _t("Reason given at import: {0}").format(mark.reason)
        tips.append(tip)
    return tips


def _unfinished_tip(passe: int, table: int, mark: TableMark) -> str:
    """What an unfinished table's figures are, as the rankings' note says it: as they
    stood, or corrected afterwards (with the winner given and the reason)."""
    words = unfinished_words(mark)
    if not mark.corrected:
        return _t("Passe {0}, table {1}: imported from an unfinished match ({2}): it has no "
                  "winner, and its figures count as they stood.").format(passe, table, words)
    if mark.winners:
        tip = _t("Passe {0}, table {1}: imported from an unfinished match ({2}); its result "
                 "was corrected afterwards: {3} won, and its figures count as "
                 "corrected.").format(passe, table, words, mark.winners)
    else:
        tip = _t("Passe {0}, table {1}: imported from an unfinished match ({2}); its result "
                 "was corrected afterwards: it has no winner, and its figures count as "
                 "corrected.").format(passe, table, words)
    if mark.correction:
        tip += " " + _t("Reason given for the correction: {0}").format(mark.correction)
    return tip


def member_marks(marks: Mapping[Where, TableMark],
                 results: Iterable[Result]) -> dict[int, tuple[str, str]]:
    """Each member who played a marked table: the short words under his name in a ranking
    ("not finished", "other rules") and the reasons for its tooltip."""
    players: dict[Where, list[int]] = defaultdict(list)
    for r in results:
        players[(r.passe, r.table)].append(r.member)
    words: dict[int, list[str]] = defaultdict(list)
    tips: dict[int, list[str]] = defaultdict(list)
    for where, mark in sorted(marks.items()):
        said = ([_t("not finished")] if mark.unfinished else []) + (
            [_t("other rules")] if mark.other_rules is not None else [])
        for member in players[where]:
            words[member] += [w for w in said if w not in words[member]]
            tips[member] += mark_tips(*where, mark)
    return {m: (" · ".join(words[m]), "\n".join(tips[m])) for m in words}
