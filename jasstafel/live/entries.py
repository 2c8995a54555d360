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
- Schieber: each team beside its own card points, Weis, Stöck and Match, and what it got
  ("Eicheln ×2 von Anna & Cla: Anna & Cla 60 + Weis 20 → 160, Beat & Dora 97 → 194"): the
  core's "von Anna & Käthi: 88 : 69" (the phone's "88 zu 69"), then "→ Beat & Luzi 88, …",
  was read aloud as Anna & Käthi's 88 (a German trial's phone; team A's 88 comes first);
- Molotow, Punktetafel: what each side got, after the typed figures ("→ Anna 77, Cla 0",
  a Molotow's Weis in it);
- Coiffeur, Handjass: the core's line already ends with it ("→ 242", "→ Strich für Dora").
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..core import Match
from ..core.board import EntryLine
from ..core.cards import STOECK as STOECK_POINTS
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import CONCAT, Text
from ..i18n import number, render

#: between a figure and what it belongs to: "57→57 (0)" is not broken before its "(0)"
NBSP = "\u00a0"
#: the variants whose line gets what each side got after it, every side named
WRITTEN_AFTER = {"schieber", "molotow", "punktetafel"}
#: ... only the sides that gained or lost, signed
CHANGES_AFTER = {"fahnder", "pandur"}
#: a Schieber round's head, its score said team by team (:func:`_schieber_sides`): a bare
#: "88 zu 69" after "von Anna & Käthi" was read as Anna & Käthi's 88 (a German trial's)
ROUND_HEADS = {
    "{contract} ×{factor} by {team}: {a} : {b}":
        N("live", "{contract} ×{factor} by {team}: {sides}"),
    "{contract} ×{factor} by {team} (passed): {a} : {b}":
        N("live", "{contract} ×{factor} by {team} (passed): {sides}"),
}
#: a team's card points with its Match, by (Kontermatsch, a Match bonus): said beside the
#: team that took every trick
MATCH_WORDS = {(False, False): N("live", "{points} Match"),
               (True, False): N("live", "{points} Kontermatsch"),
               (False, True): N("live", "{points} + Match {bonus}"),
               (True, True): N("live", "{points} + Kontermatsch {bonus}")}
WEIS = N("live", "Weis {weis}")
STOECK = N("live", "Stöck {stoeck}")


def phone_line(match: Match, names: list[str], line: EntryLine, entry: Any) -> str:
    """*line* (of *entry*) in the evening's language, with what it gave each side of
    *names* (the board's sides)."""
    variant = match.variant
    if variant == "differenzler":
        return _differenzler(names, line, entry)
    if variant == "guggitaler":
        return render(_guggitaler(names, line, entry))
    head = _round_head(line.text) if variant == "schieber" else None
    if head is not None:
        return render(_schieber(match, names, line, entry, head))
    said = render(line.text)
    if variant in WRITTEN_AFTER and any(line.written):
        return f"{said} → " + ", ".join(f"{name}{NBSP}{number(w)}"
                                        for name, w in zip(names, line.written, strict=True))
    if variant in CHANGES_AFTER and any(line.written):
        return f"{said} ({_changes(names, line.written)})"
    return said


def _round_head(text: Any) -> Text | None:
    """The head of a Schieber round's line (*text*, or the head of its concatenation); None
    for a Bedanken's."""
    if isinstance(text, Text) and text.context == CONCAT and "p0" in text.params:
        text = text.params["p0"]
    if isinstance(text, Text) and text.template in ROUND_HEADS:
        return text
    return None


def _schieber(match: Match, names: list[str], line: EntryLine, entry: Any,
              head: Text) -> Text:
    """ "Schellen ×1 von Anna & Käthi: Beat & Luzi 0 → 0, Anna & Käthi 157 Match → 157":
    the round's head with each team beside its own figures, as the window's history says a
    round (the sheet's Weis and Stöck of the core's line are in them)."""
    params = {k: v for k, v in head.params.items() if k in ("contract", "factor", "team")}
    # the arrow kept with what it follows: a narrow phone began a line with "→ 157"
    sides = ", ".join(f"{name}{NBSP}{render(_schieber_side(match, entry, t))}{NBSP}→ "
                      f"{number(line.written[t])}" for t, name in enumerate(names))
    return Text(ROUND_HEADS[head.template], context="live", sides=sides, **params)


def _schieber_side(match: Match, entry: Any, team: int) -> Text:
    """ "60 + Weis 20 + Stöck 20", "157 + Match 100": what *team* brought to the round."""
    rules: Any = match.rules
    points: Text | int = entry.points[team]
    if entry.match and entry.points[team] == rules.round_points:
        bonus = rules.settings.match_bonus
        words = MATCH_WORDS[team != entry.announced_by, bool(bonus)]
        points = Text(words, context="live", points=points, bonus=bonus)
    parts: list[Text | int | str] = [points]
    if entry.weis[team]:
        parts.append(Text(WEIS, context="live", weis=entry.weis[team]))
    if entry.stoeck == team:
        parts.append(Text(STOECK, context="live", stoeck=STOECK_POINTS))
    return Text.concat(parts, sep=" + ")


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


def log_digest(entries: list[dict[str, Any]]) -> str:
    """A short fingerprint of a table's entries as the core's JSON (a laptop's log): the
    table's state carries it, and a laptop at the table compares it with the logs it
    wrote or read (:class:`.client.TableLink`), so that it says when a phone or the
    Oberjasser changed the table's Tafel after it (the laptop does not take that in)."""
    text = json.dumps(entries, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]
