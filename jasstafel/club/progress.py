"""How far an unfinished match got: counted in its Partie's own unit, and said.

A table imported from a match broken off (a partial result) keeps how far it was played
(:class:`~.models.Progress`: 5 of 12 rounds, 5 of 11 rows per team, 7 of 12 games, 4 deals).
:func:`progress_of` counts it from the match's board; :func:`progress_said` says it as a
refusal does ("5 of 12 rounds played") and :func:`unfinished_words` as the window's tables
list and the notes under a ranking do ("not finished: 5 of 12 rounds").

Both sentences of a unit stand side by side in one table, each a whole sentence for the
translators (a language puts the count, "of" and the unit in its own order).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core import Match
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import Counted, Text, plural
from .errors import say
from .models import Progress


def progress_of(match: Match, settings: Mapping[str, Any]) -> Progress | None:
    """How far an unfinished *match* was played, in its Partie's unit (:class:`Progress`):
    the rounds, and of how many where its Partie counts rounds (a Partie to a target:
    None); a Coiffeur's rows, a Differenzler's or Guggitaler's games, a Pandur's deals;
    None where the board counts nothing."""
    board = match.board()
    figures = board.figures
    if board.variant == "coiffeur":
        rows = len(settings.get("rows") or [])
        written = [sum(cell is not None for cell in side.figures.get("cells") or [])
                   for side in board.sides]
        if len(set(written)) == 1:
            return Progress(written[0], rows, "team_rows")
        return Progress(sum(written), rows * len(written), "rows")
    if board.variant == "differenzler":
        return Progress(int(figures["games_played"]), int(settings.get("games", 12)), "games")
    if board.variant == "guggitaler":
        sheet = figures.get("sheet") or []
        return Progress(sum(bool(row.get("played")) for row in sheet), len(sheet), "games")
    if board.variant == "pandur":
        return Progress(int(figures.get("deal", 1)) - 1, None, "deals")
    played = figures.get("rounds_played")
    if not isinstance(played, int):
        return None
    rounds = settings.get("rounds")
    counted = settings.get("mode", "rounds") == "rounds" and isinstance(rounds, int)
    return Progress(played, rounds if counted and isinstance(rounds, int) else None)


#: one sentence of a unit, from the count said as %n (the whole, or where the Partie has no
#: fixed length, what was played) and what was played: every call to ``plural`` keeps its
#: literal strings, as ``scripts/translations`` reads them
_Sentence = Callable[[int, int], Counted]

#: each unit's two sentences, (how far it was played, what the tables list says), by its
#: unit and whether its Partie has a fixed length (``Progress.of`` not None)
_SENTENCES: dict[tuple[str, bool], tuple[_Sentence, _Sentence]] = {
    ("rounds", True): (
        lambda n, played: plural("club", "{played} of %n rounds played", n,
                                 one="{played} of %n round played", played=played),
        lambda n, played: plural("club", "not finished: {played} of %n rounds", n,
                                 one="not finished: {played} of %n round", played=played)),
    ("team_rows", True): (
        lambda n, played: plural("club", "{played} of %n rows per team played", n,
                                 one="{played} of %n row per team played", played=played),
        lambda n, played: plural("club", "not finished: {played} of %n rows per team", n,
                                 one="not finished: {played} of %n row per team",
                                 played=played)),
    ("rows", True): (
        lambda n, played: plural("club", "{played} of %n rows played", n,
                                 one="{played} of %n row played", played=played),
        lambda n, played: plural("club", "not finished: {played} of %n rows", n,
                                 one="not finished: {played} of %n row", played=played)),
    ("games", True): (
        lambda n, played: plural("club", "{played} of %n games played", n,
                                 one="{played} of %n game played", played=played),
        lambda n, played: plural("club", "not finished: {played} of %n games", n,
                                 one="not finished: {played} of %n game", played=played)),
    # a Partie to a target counts its rounds without a whole, a Pandur its deals
    ("rounds", False): (
        lambda n, _: plural("club", "%n rounds played", n, one="%n round played"),
        lambda n, _: plural("club", "not finished after %n rounds", n,
                            one="not finished after %n round")),
    ("deals", False): (
        lambda n, _: plural("club", "%n deals played", n, one="%n deal played"),
        lambda n, _: plural("club", "not finished after %n deals", n,
                            one="not finished after %n deal")),
}


def _sentences(progress: Progress) -> tuple[Counted, Counted]:
    """Both sentences of *progress*, in its unit (one the table does not know: in rounds)."""
    played, of, unit = progress
    fixed = of is not None
    said, unfinished = _SENTENCES.get((unit, fixed)) or _SENTENCES["rounds", fixed]
    n = played if of is None else of
    return said(n, played), unfinished(n, played)


def progress_said(progress: Progress) -> Text:
    """How far an unfinished match was played, in its unit: "5 of 12 rounds played", "5 of
    11 rows per team played", "7 of 12 games played", "4 deals played"."""
    return _sentences(progress)[0]


def unfinished_words(progress: Progress | None) -> Text:
    """ "not finished: 5 of 12 rounds" (or rows per team, games; "not finished after 4
    deals"): how far an unfinished table got, the window's tables list and the notes under
    a ranking alike."""
    if progress is None:
        return say(N("club", "not finished"))
    return _sentences(progress)[1]
