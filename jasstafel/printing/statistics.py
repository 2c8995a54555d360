"""The statistics at the end of every match sheet: per side the figures of
:func:`jasstafel.core.statistics.statistics` (rounds, Matches, Weis, Stöck, best round, Berg,
the contracts chosen) and the time played; under the signatures when all of them fit on
the last page, else with the board and the signatures on the next page (a few lines,
printing/sheet.py) or on a page of their own."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from .. import i18n
from ..core import Match
from ..core.pandur import LADDER, contract_name
from ..core.statistics import MatchStatistics, SideStatistics, statistics
from ..i18n import render, row_name
from .base import MINUS, contract_label, num, section, yes_no
from .layout import Beside, Block, Canvas, Fields, Gap, Heading
from .table import Column, Row, Table, fit_table, table_blocks, title_lines
from .teams import CONTRACT_ORDER


def _tr(text: str) -> str:
    return QCoreApplication.translate("print", text)


def contract_word(match: Match, key: str) -> str:
    """A contract of the statistics as the sheet names it."""
    variant = match.variant
    if variant in ("schieber", "fahnder"):
        return contract_label(key, str(getattr(match.document.settings, "deck", "de")))
    if variant == "pandur":
        return render(contract_name(int(key) if key.isdigit() else key))  # type: ignore[arg-type]
    return row_label(match, key)  # a Coiffeur row


def row_label(match: Match, key: str) -> str:
    """A Coiffeur's row of the statistics by its key (:func:`~jasstafel.core.coiffeur.
    row_keys`), in the language: its name, with its factor where rows share the name
    ("Joker ×7", "Joker ×8": the sheet printed "Joker" once for both, a Romand trial's)."""
    from ..core.coiffeur import row_keys

    rows = getattr(match.document.settings, "rows", [])
    for row, row_key in zip(rows, row_keys(rows), strict=True):
        if row_key == key:
            name = row_name(row.name)
            return name if row_key == row.name else f"{name} ×{row.factor}"
    return row_name(key)


def chosen_title(match: Match) -> str:
    """What the sides chose, by its name: a Coiffeur's rows (Misère and Slalom are no
    trumps), a Pandur's bids, else the contracts (trumps, Obenabe, Undenufe)."""
    if match.variant == "coiffeur":
        return _tr("Rows chosen")
    if match.variant == "pandur":
        return _tr("Bids played")  # as the window's "Bid played: 110"
    return _tr("Contracts chosen")


def contract_order(match: Match, contracts: Iterable[str]) -> list[str]:
    """The contracts as the sheet and the window list them (the statistics sort them by
    their German keys): a Coiffeur's in the order of its rows, a Schieber's and a Fahnder's
    in the table's order, as the sheet lists the factors and the form its buttons (page 3
    read Kreuz, Obenabe, Schaufel … under factors Kreuz, Schaufel, Herz …, a trial's); a
    Pandur's in the order of its bidding ladder, as the table rules list the bids (they read
    "… 200, 300, Misère mit, Misère ohne" under "200, Misère ohne, Misère mit, …"); the
    others as the statistics give them."""
    keys = list(contracts)
    if match.variant == "coiffeur":
        from ..core.coiffeur import row_keys

        order = row_keys(getattr(match.document.settings, "rows", []))
    elif match.variant in ("schieber", "fahnder"):
        order = list(CONTRACT_ORDER)
    elif match.variant == "pandur":
        order = [str(c) for c in LADDER]  # the statistics' keys: "150", "misere_ohne"
    else:
        return keys
    return sorted(keys, key=lambda k: order.index(k) if k in order else len(order))


#: the figures the board writes with a sign, as points it subtracts or adds: the Molotow's
#: Handweis (−40) and Tischweis (+20); the statistics wrote 40 and 20 beside them
SIGNS = {"hand_weis": MINUS, "tisch_weis": "+"}


def figure(key: str, value: int | None) -> str:
    """A side's figure of the statistics as the sheet and the window's tab write it: a
    number, or with its sign as the board's lines write it ("−40", "+20", none "–")."""
    if value is None:
        return ""
    sign = SIGNS.get(key)
    if sign is None:
        return num(value)
    return sign + num(value) if value else "–"


def match_words(match: Match) -> tuple[str, str]:
    """The labels of the Matches and the Kontermatsch. A Coiffeur counts the Matches in a
    team's own rows, the ranking's figure under the ranking's name, and the Kontermatsch it
    made (in the other team's rows) apart: "Matches 2" beside the ranking's "Matches in own
    rows 1" read as a miscount (a trial's). The Schieber's Matches hold the Kontermatsch, as
    its board's mark says them ("Matches: 2 (1 Kontermatsch)")."""
    if match.variant == "coiffeur":
        return _tr("Matches in own rows"), _tr("Kontermatsch made")
    return _tr("Matches"), _tr("of which Kontermatsch")


def weis_label(match: Match) -> str:
    """The Weis statistic's label, the window's and the sheet's: "(× factor)" where the table
    plays a factor. The round list says a Weis as declared (120), the statistic what it wrote
    (240 in a round ×2), and a German trial read the two as two Weis."""
    factors = getattr(match.rules.settings, "factors", {})
    if any(factor != 1 for factor in factors.values()):
        return _tr("Weis written (× factor)")
    return _tr("Weis written")


def played_words(match: Match) -> tuple[str, str, str]:
    """What the figures call the match's rounds: (played, best, in all). A Guggitaler and a
    Differenzler are played in games (Spiele), not rounds, as their boards and sheets say. A
    Differenzler's game is a deal in French ("donne", as its board says), a Guggitaler's a
    game of its own ("jeu"): the Differenzler's words are messages of their own. A Pandur is
    played in deals, as its sheet numbers them ("Deal 9", German "Spiel 9")."""
    if match.variant == "differenzler":
        return (QCoreApplication.translate("differenzler", "Games played"),
                QCoreApplication.translate("differenzler", "Best game"),
                QCoreApplication.translate("differenzler", "Games in all"))
    if match.variant == "guggitaler":
        return _tr("Games played"), _tr("Best game"), _tr("Games in all")
    if match.variant == "pandur":
        return _tr("Deals played"), _tr("Best deal"), _tr("Deals played")
    return _tr("Rounds played"), _tr("Best round"), _tr("Rounds")


def left_out(stats: MatchStatistics) -> int:
    """How many deals of a Pandur the sheet numbers and nobody played (no bid, misdeal)."""
    return sum((stats.not_played or {}).values())


def played_count(stats: MatchStatistics) -> str:
    """The match's rounds played; for a Pandur whose sheet numbers deals nobody played, the
    deals numbered, then what of them was played and what not: "8 (7 played, 1 without a
    bid)". A bare "7" under a sheet that numbers eight deals and says "Deal 9" next read as
    a miscount (a Romand trial's "Donnes : 7"), and "Deals played: 11 (1 without a bid, 1
    misdeal)" after 13 deals as a breakdown of the 11 (a tester's): said with the label
    "Deals" (:func:`played_label`)."""
    count = num(stats.rounds)
    left = stats.not_played or {}
    if not left_out(stats):
        return count
    parts = [i18n.plural("print", "%n played", stats.rounds)]
    if left.get("no_bid"):
        parts.append(i18n.plural("print", "%n without a bid", left["no_bid"]))
    if left.get("misdeal"):
        parts.append(i18n.plural("print", "%n misdeals", left["misdeal"]))
    return _tr("{0} ({1})").format(num(stats.rounds + left_out(stats)), ", ".join(parts))


def played_label(match: Match, stats: MatchStatistics) -> str:
    """The label of :func:`played_count`: the deals a Pandur's sheet numbers ("Deals") where
    some of them were not played, else the rounds played."""
    if left_out(stats):
        return _tr("Deals")
    return played_words(match)[2]


def statistics_table(match: Match, stats: MatchStatistics, chosen: bool = True) -> Table:
    """The figures per side, and with *chosen* the contracts chosen under them."""
    names = [side.name for side in stats.sides]
    rows = figure_rows(match, stats)
    if stats.contracts and chosen:
        rows.append(Row([chosen_title(match), *[""] * len(names)], bold=True, rule=True))
        rows += chosen_rows(match, stats)
    return side_table("", names, rows)


def chosen_table(match: Match, stats: MatchStatistics) -> Table:
    """The contracts chosen per side, their title heading the column of their names."""
    return side_table(chosen_title(match), [side.name for side in stats.sides],
                      chosen_rows(match, stats))


def side_table(title: str, names: list[str], rows: list[Row]) -> Table:
    # each side a group, as in the entries table: a table of many sides is split into
    # parts with all the figures and some of the sides, never squeezed (numbers are not cut)
    columns = [Column(title, "left")] + [Column("", group=g) for g in range(len(names))]
    return Table(columns, rows, groups=names, pt=9.0, fill=True)


def figure_rows(match: Match, stats: MatchStatistics) -> list[Row]:
    played, best, _in_all = played_words(match)
    matches, kontermatsch = match_words(match)
    figures: list[tuple[str, str]] = [
        (played, "rounds"),
        (matches, "matches"),
        (kontermatsch, "kontermatsch"), (weis_label(match), "weis"),
        (_tr("Handweis"), "hand_weis"), (_tr("Tischweis"), "tisch_weis"),
        # a count of rounds under the Weis, which are points: said, or "Stöck 2" under "Weis
        # written 560" reads as points (a Romand trial's)
        (_tr("Rounds with Stöck"), "stoeck"),
        (best, "best_round"),
    ]
    rows = []
    for label, key in figures:
        values = [getattr(side, key) for side in stats.sides]
        if all(v is None for v in values):
            continue
        if key == "rounds" and all(v == stats.rounds for v in values):
            # every side played every round: "Rounds: 9" under the table says it once (a
            # Handjass's "Rounds played 9 9 9 9 9" took a page of its own); a Coiffeur's
            # teams and a Pandur's players have their own counts
            continue
        rows.append(Row([label, *(figure(key, v) for v in values)]))
    if any(side.berg is not None for side in stats.sides):
        rows.append(Row([_tr("Berg"), *("" if s.berg is None else yes_no(s.berg)
                                   for s in stats.sides)]))
    return rows


def chosen_rows(match: Match, stats: MatchStatistics) -> list[Row]:
    return [Row([contract_word(match, key), *(_chosen(side, key) for side in stats.sides)])
            for key in contract_order(match, stats.contracts or {})]


def _chosen(side: SideStatistics, key: str) -> str:
    """How often *side* chose *key*: "–" for never, as the window says it and as the sheet
    says "none" elsewhere (an open Coiffeur row, a Differenzler's missing prediction)."""
    if side.contracts is None:
        return ""
    count = side.contracts.get(key, 0)
    return str(count) if count else "–"


def first_dealer_fields(match: Match) -> list[tuple[str, str]]:
    """Who dealt the first round (and who announced it, where someone announces): lines of
    the table settings, in their columns."""
    start = match.board(upto=0)
    players = match.document.players
    fields = []
    if start.dealer is not None:
        fields.append((_tr("First dealer"), players[start.dealer]))
    if start.announcer is not None:
        fields.append((_tr("First to announce"), players[start.announcer]))
    return fields


def statistics_blocks(match: Match, cv: Canvas) -> list[Block]:
    """The statistics section at the end of the sheet, kept whole: under the signatures
    when it fits on the last page (a Handjass's is two lines: a page of its own for them
    was a sheet of paper for one line), else on the next page. A table without rows (every
    side played every round, and the variant has no other figure) is left out: the lines
    under it say the rounds. The contracts chosen stand beside the figures where both fit
    half the width (:func:`beside`)."""
    if not match.entries:
        return []
    stats = statistics(match)
    heading: Heading = section(_tr("Statistics"))
    blocks: list[Block] = [heading]
    fields = [(played_label(match, stats), played_count(stats))]
    if stats.seconds_played is not None and stats.started_at and stats.ended_at:
        fields.append((_tr("Time played"), _tr("{0} ({1} to {2})").format(
            i18n.duration(stats.seconds_played), stats.started_at.strftime("%H:%M"),
            stats.ended_at.strftime("%H:%M"))))
    lines = Fields(fields, pt=9.0)
    two = beside(match, stats, cv, lines)
    if two is not None:
        blocks.append(two)
    else:
        table = statistics_table(match, stats)
        if table.rows:
            blocks += table_blocks(cv, table, cv.area.width())
        blocks += [Gap(3), lines]
    for block in blocks[:-1]:  # never parted over two pages (unless taller than a page)
        block.keep_with_next = True
    return blocks


def beside(match: Match, stats: MatchStatistics, cv: Canvas, lines: Fields) -> Beside | None:
    """The figures and, beside them, the contracts chosen, the rounds and the time played
    under the shorter of the two: half the height of one table under the other, which
    took a page of its own on a short match's sheet (a German trial's Schieber, Coiffeur
    and Pandur of four or five rounds). None where there is no such pair, or where either
    table would not fit half the width in one part (a table of many sides), or where a
    side's name would take more than two lines over its narrow column (the full width's
    one table writes it in fewer, readable pieces)."""
    figures = statistics_table(match, stats, chosen=False)
    if not stats.contracts or not figures.rows:
        return None
    chosen = chosen_table(match, stats)
    width = Beside.column_width(cv, cv.area.width())
    if any(len(fit_table(cv, t, width)) > 1 or title_lines(cv, t, width) > 2
           for t in (figures, chosen)):
        return None
    left, right = table_blocks(cv, figures, width), table_blocks(cv, chosen, width)
    shorter = min((left, right), key=lambda col: sum(b.height(cv, width) for b in col))
    shorter += [Gap(3), lines]
    return Beside(left, right)
