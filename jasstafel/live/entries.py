"""An entry as the phone lists it: the core's line with what the entry gave each side, as
the window's history says it.

The core's line says what was typed (the sheet and the CSV print it beside a column of what
each side got); the phone has no such column. A German trial's phone listed a Differenzler
game as "Vreni 0→0, Margrit 100→100, Hansruedi 57→57" beside the running totals, unlabelled:
the same figures under every game, where the window's history says each game's penalty
"40→45 (5)". So the line says it, in the window's way for each variant:

- Differenzler, Guggitaler: each player's figure beside his own ("Anna 40→45 (5)", "Anna 3
  (−15)");
- Fahnder, Pandur: who gained or lost, after the line ("(Anna +2, Cla +1)");
- Schieber, Molotow, Punktetafel: what each side got, after the typed figures
  ("→ Anna & Cla 160, Beat & Dora 47": a Schieber's multiplier and Weis, a Molotow's Weis);
- Coiffeur, Handjass: the core's line already ends with it ("→ 242", "→ Strich für Dora").
"""

from __future__ import annotations

from typing import Any

from ..core import Match
from ..core.board import EntryLine
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import CONCAT, Text
from ..i18n import number, render

#: between a figure and what it belongs to: "57→57 (0)" is not broken before its "(0)"
NBSP = "\u00a0"
#: the variants whose line gets what each side got after it, every side named
WRITTEN_AFTER = {"schieber", "molotow", "punktetafel"}
#: ... only the sides that gained or lost, signed
CHANGES_AFTER = {"fahnder", "pandur"}
#: a Schieber round's line with its score said in words: on the phone the arrow's figures
#: follow it, and "par Marie-Claude & Pierre : 40 : 117 → …" read as three colons in a row
#: (a French trial's)
SCORE_WORDS = {
    "{contract} ×{factor} by {team}: {a} : {b}":
        N("live", "{contract} ×{factor} by {team}: {a} to {b}"),
    "{contract} ×{factor} by {team} (passed): {a} : {b}":
        N("live", "{contract} ×{factor} by {team} (passed): {a} to {b}"),
}


def phone_line(match: Match, names: list[str], line: EntryLine, entry: Any) -> str:
    """*line* (of *entry*) in the evening's language, with what it gave each side of
    *names* (the board's sides)."""
    variant = match.variant
    if variant == "differenzler":
        return _differenzler(names, line, entry)
    if variant == "guggitaler":
        return render(_guggitaler(names, line, entry))
    said = render(_score_words(line.text))
    if variant in WRITTEN_AFTER and any(line.written):
        return f"{said} → " + ", ".join(f"{name}{NBSP}{number(w)}"
                                        for name, w in zip(names, line.written, strict=True))
    if variant in CHANGES_AFTER and any(line.written):
        return f"{said} ({_changes(names, line.written)})"
    return said


def _score_words(text: Any) -> Any:
    """*text* (a line, or its head first) with its score as :data:`SCORE_WORDS` says it."""
    if not isinstance(text, Text):
        return text
    if text.template in SCORE_WORDS:
        return Text(SCORE_WORDS[text.template], context="live", **dict(text.params))
    if text.context == CONCAT and "p0" in text.params:  # a concatenation: its head
        params = dict(text.params)
        params["p0"] = _score_words(params["p0"])
        return Text(text.template, context=CONCAT, **params)
    return text


def _differenzler(names: list[str], line: EntryLine, entry: Any) -> str:
    """ "Anna 40→38 (2), Cla –→30 (20)": each player's penalty beside his prediction and
    points, as the window's history writes a game."""
    return ", ".join(
        f"{name} {'–' if said is None else said}→{points}{NBSP}({number(w)})"
        for name, said, points, w in zip(names, entry.predictions, entry.points, line.written,
                                         strict=True))


def _guggitaler(names: list[str], line: EntryLine, entry: Any) -> Text:
    """The core's line with each player's penalty (or Domino points) beside his count, as the
    window's history writes it: "Stiche: Anna 3 (−15), Dora 0"; "Rosenkönig: Cla −40";
    "Domino: Beat +150, Anna +100, Dora +55, Cla 0" (first out first)."""
    text, written = line.text, line.written
    if not isinstance(text, Text):
        return Text.plain(str(text))
    params = dict(text.params)
    if "counts" in params:
        params["counts"] = ", ".join(
            f"{name} {c}{NBSP}({number(w)})" if w else f"{name} {c}"
            for name, c, w in zip(names, entry.counts, written, strict=True))
    elif "player" in params:
        params["player"] = f"{names[entry.player]}{NBSP}{number(written[entry.player])}"
    elif "order" in params:
        params["order"] = ", ".join(f"{names[p]}{NBSP}{_signed(written[p])}"
                                    for p in entry.order)
    return Text(text.template, context=text.context, **params)


def _changes(names: list[str], written: list[int]) -> str:
    """ "Anna +2, Beat −2": the sides that gained or lost, the most first (the window's
    Fahnder history)."""
    moved = sorted((s for s, w in enumerate(written) if w), key=lambda s: -abs(written[s]))
    return ", ".join(f"{names[s]}{NBSP}{_signed(written[s])}" for s in moved)


def _signed(value: int) -> str:
    return "0" if value == 0 else ("+" if value > 0 else "−") + number(abs(value))
