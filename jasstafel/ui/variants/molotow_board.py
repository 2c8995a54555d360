"""Molotow: the round-by-round block (fewest points win), a row per round and a column per
player.

Each cell holds the round's points (big) and, small before them, the Handweis (HW, minus,
green), Tischweis (TW, plus, red) and Stöck; the last round "counts double" when the table
says so. Under the totals: Weis so far, Stöck, the card drawn for a tie, the rank. All of
it is a :class:`~jasstafel.ui.widgets.points_table.TableData`, which the tests read.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from ... import i18n
from ...core import Board
from ...core.cards import STOECK, rank_word
from ...core.molotow import (
    FULL_DECK_PLAYERS,
    MolotowRound,
    typed_figure,
    won_and_draw_status,
    won_before_draw,
)
from ...drawing.chalk import INK_RED
from ...drawing.suits import suit_icon
from ...i18n import and_names
from ..widgets.points_table import (
    INK_GREEN,
    ExtraRow,
    PointsTable,
    TableCell,
    TableColumn,
    TableData,
    TableRow,
    leaders,
    match_title,
    number,
    signed,
)


def _t(text: str) -> str:
    return QCoreApplication.translate("Molotow", text)


def molotow_status(board: Board) -> str:
    """One sentence: who deals the next round, which tie must draw, who won; names as in a
    sentence ("between Ruedi and Sepp": a German trial's "zwischen Ruedi, Sepp")."""
    names = [s.name for s in board.sides]
    figures = board.figures
    if board.finished:
        w = board.winners[0]
        # the total with its unit, as every other variant's winner (the fewest win)
        text = i18n.plural("Molotow", "{0} wins with %n points",
                           board.sides[w].total).format(names[w])
        card = board.sides[w].figures.get("card_drawn")
        draw = next((d for d in figures["draws"] if w in d), None)
        if card is not None and draw is not None:
            drawn = {p: board.sides[p].figures.get("card_drawn") for p in draw}
            others = [f"{names[p]} {i18n.render(c['label'])}" for p, c in drawn.items()
                      if p != w and c is not None]
            text += " " + _t("(drew {0} against {1})").format(i18n.render(card["label"]),
                                                             and_names(others))
        elif draw is not None:
            text += " " + (_t("(drew the higher card)") if len(draw) == 2
                           else _t("(drew the highest card)"))
        return text
    pending = figures["ties_to_draw"]
    decided = won_before_draw(board.ranks, pending)
    if decided is not None:  # only a tie for a lower place is left: he has won already
        group = pending[0]
        return i18n.render(won_and_draw_status(
            names[decided], board.sides[decided].total, [names[p] for p in group],
            board.ranks[group[0]]))
    if pending:
        group = pending[0]
        return _t("Tie on {0} between {1}: draw a card").format(
            i18n.number(board.sides[group[0]].total), and_names([names[p] for p in group]))
    nxt = figures["rounds_played"] + 1
    text = _t("Round {0} of {1}: {2} deals").format(nxt, figures["rounds"],
                                                    names[figures["dealer"]])
    if figures["last_round_double"] and nxt == figures["rounds"]:
        text += " " + _t("(counts double)")
    return text


# -- the board ----------------------------------------------------------------------------------


class MolotowBoard(PointsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Molotow board"))

    def _place_words(self, place: int, tied: int) -> str:
        """Whose card was higher, for a draw recorded by hand (no cards to show)."""
        if tied == 2:
            return self.tr("higher card") if place == 0 else self.tr("lower card")
        return (self.tr("highest card"), self.tr("2nd highest"), self.tr("3rd highest"),
                self.tr("4th highest"), self.tr("5th highest"), self.tr("6th highest"))[place]

    def _place_short(self, place: int, tied: int) -> str:
        """:meth:`_place_words` in a word, for a narrow column (a netbook's six)."""
        if tied == 2:
            return self.tr("higher") if place == 0 else self.tr("lower")
        return i18n.rank(place + 1)

    def table_data(self, board: Board, match: Any) -> TableData:
        figures = board.figures
        n = len(board.sides)
        entries = list(match.entries) if match is not None else []
        deck = match.rules.settings.deck if match is not None else "de"
        rounds, played = figures["rounds"], figures["rounds_played"]
        double_last = figures["last_round_double"]
        rows: list[TableRow] = []
        for index, line in enumerate(board.entries):
            if line.kind != "round":
                continue
            entry = entries[index] if index < len(entries) else None
            double = line.round == rounds and double_last
            cells = []
            for p in range(n):
                note, short, tight, color = self._weis_note(entry, p, double)
                cells.append(TableCell(number(line.written[p]), note, short, tight_note=tight,
                                       note_color=color))
            notes = []
            if double:
                notes.append(self.tr("counts double"))
            warn = next((w for w in figures["warnings"]
                         if w.startswith(f"round {line.round}:")), None)
            if warn is not None and isinstance(entry, MolotowRound):
                notes.append(self.tr("{0} of 157 card points").format(sum(entry.points)))
            rows.append(TableRow(str(line.round), cells, "  ".join(notes),
                                 note_color=INK_RED if warn else None))
        for r in range(played + 1, rounds + 1):
            note = self.tr("counts double") if double_last and r == rounds else ""
            rows.append(TableRow(str(r), [TableCell() for _ in range(n)], note, future=True))

        dealer = figures["dealer"]
        columns = [TableColumn(s.name, self.tr("deals") if p == dealer else "")
                   for p, s in enumerate(board.sides)]
        extras = [
            ExtraRow(self.tr("Handweis"),
                     [f"\u2212{number(s.figures['hand_weis'])}" if s.figures["hand_weis"] else "–"
                      for s in board.sides], color=INK_GREEN),
            ExtraRow(self.tr("Tischweis"),
                     [f"+{number(s.figures['tisch_weis'])}" if s.figures["tisch_weis"] else "–"
                      for s in board.sides], color=INK_RED),
        ]
        if "stoeck_points" in board.sides[0].figures:
            # the minus points they wrote, as the Handweis above (a count, "1×", beside
            # −20 and +50 read as a third kind of figure); only with the table setting
            extras.append(ExtraRow(self.tr("Stöck"),
                                   [f"\u2212{number(s.figures['stoeck_points'])}"
                                    if s.figures["stoeck_points"] else "–"
                                    for s in board.sides], color=INK_GREEN))
        weis_lines = len(extras)
        if figures["draws"]:
            drawn: list[str] = [""] * n
            in_a_word: list[str] = [""] * n
            icons: list[QIcon | None] = [None] * n
            for draw in figures["draws"]:
                for place, p in enumerate(draw):
                    card = board.sides[p].figures.get("card_drawn")
                    if card is not None:
                        drawn[p] = i18n.render(rank_word(card["rank"], deck))
                        icons[p] = suit_icon(card["suit"], deck)
                    else:  # the order recorded by hand: where each one's card came
                        drawn[p] = self._place_words(place, len(draw))
                    in_a_word[p] = (self._place_short(place, len(draw)) if card is None
                                    else drawn[p])
            extras.append(ExtraRow(self.tr("Card drawn"), drawn, icons, short=in_a_word))
        rank = self.tr("Rank")
        if board.entries:
            extras.append(ExtraRow(rank, [i18n.rank(r) for r in board.ranks]))

        # won also while a tie for a lower place draws: "Führung" said he might be caught
        won = board.finished or won_before_draw(board.ranks, figures["ties_to_draw"]) is not None
        if board.finished:
            subtitle = i18n.plural("MolotowBoard", "%n rounds played · fewest points win", rounds)
        elif figures["ties_to_draw"]:
            subtitle = self.tr("All rounds played · tie: draw a card")
        else:  # the round and who deals it are the line under the board's (the footer)
            subtitle = i18n.plural("MolotowBoard", "%n rounds · fewest points win", rounds)
        return TableData(
            title=match_title("Molotow", match), subtitle=subtitle, columns=columns, rows=rows,
            totals=[number(s.total) for s in board.sides], total_label=self.tr("Total"),
            leaders=leaders(board), finished=board.finished, extras=extras,
            footer=molotow_status(board),
            # with a card left over (5 players) a round may be written with a warning in the
            # notes column: it is there from the start, so that the first one moves nothing
            note_room=n not in FULL_DECK_PLAYERS,
            # a netbook's rows too low for "146 of 157 card points" in the window's text:
            # a mark on the round's number, the note in its tooltip
            notes_as_marks=max(self.tr("{0} of 157 card points").format(157),
                               self.tr("counts double"), key=len),
            # the names keep the size they had during play when the dealer's line goes
            sub_room=True,
            # the rank's line, from round 1 on, takes the room kept for it: no row moves
            label_room=(rank,),
            # what the yellow column is (a German trial's took it for the dealer's)
            leader_word=self.tr("won") if won else self.tr("leading"),
            leader_tip=(self.tr("Yellow: won, the fewest points") if won
                        else self.tr("Yellow: in the lead, the fewest points so far (who "
                                     "deals is written under his name)")),
            # what the small "HW−20" and its colour are beside the big points (a trial
            # found them unexplained); in the colours of the lines under the totals
            legend=self._legend(match),
            # and what the mark before a round's number is, where the notes are marks
            mark_legend=self._mark_legend(rows),
            # a netbook's board has not the height for three lines of Weis and Stöck
            compact_extras=[self._weis_line(board), *extras[weis_lines:]],
            # the card drawn's line comes only after a tie: its label's width is kept from
            # the start, and the columns stay where they were (they moved by 8 px when the
            # finished board wrote "Card drawn", wider than "Tischweis": a keyboard trial's)
            label_widths=(self.tr("Card drawn"),),
        )

    def _weis_line(self, board: Board) -> ExtraRow:
        """Handweis, Tischweis and Stöck in one line, as they count: what each wrote off
        and on in all (green minus, red plus: the sum's colour)."""
        cells, colors = [], []
        for side in board.sides:
            f = side.figures
            net = f["tisch_weis"] - f["hand_weis"] - f.get("stoeck_points", 0)
            cells.append(signed(net) if net else "–")
            colors.append(INK_RED if net > 0 else INK_GREEN)
        label = self.tr("Weis, Stöck") if "stoeck_points" in board.sides[0].figures else (
            self.tr("Weis"))
        return ExtraRow(label, cells, colors=colors)

    def _legend(self, match: Any) -> str:
        """What the small "HW−20" and its colour are beside the big points: only what the
        table counts (Stöck were named at a table without them, a keyboard trial's)."""
        if match is None or match.rules.settings.stoeck:
            return self.tr("Small: Handweis (HW), Tischweis (TW), Stöck (St); green minus, "
                           "red plus. Big: the round's points.")
        return self.tr("Small: Handweis (HW), Tischweis (TW); green minus, red plus. Big: "
                       "the round's points.")

    def _mark_legend(self, rows: list[TableRow]) -> str:
        """What a mark before a round's number means, of the notes these *rows* have: the
        round that counts double, a round short of 157 card points (a card left over)."""
        double = self.tr("counts double")
        doubled = any(double in r.note for r in rows)
        short = any(r.note.replace(double, "").strip() for r in rows)
        if doubled and short:
            return self.tr("Round counts double, or has fewer than 157 card points (a card "
                           "left over)")
        if short:
            return self.tr("Round with fewer than 157 card points (a card left over)")
        return self.tr("Round counts double") if doubled else ""

    def _weis_note(self, entry: Any, p: int,
                   double: bool = False) -> tuple[str, str, str, Any]:
        """Handweis (HW, minus), Tischweis (TW, plus) and Stöck (St) beside the points;
        the short form drops the letters. Green: good for the player, red: bad. In a round
        that counts double each as typed and "×2" (:func:`weis_figure`): beside the doubled
        points and under the totals' doubled sum, a bare "HW−50" read as a second figure
        for the −100 (a French trial's). The tight form, where even the short one has not
        the room (six columns of a netbook cut "+300×2 −20×2"), writes a doubled round's
        figures as they count, "+600 −40", as the lines under the totals add them."""
        if not isinstance(entry, MolotowRound):
            return "", "", "", None
        parts, short, tight = [], [], []
        factor = 2 if double else 1
        hand = entry.hand_weis[p] if entry.hand_weis else 0
        tisch = entry.tisch_weis[p] if entry.tisch_weis else 0
        if hand:
            parts.append(self.tr("HW−{0}").format(typed_figure(hand, double)))
            short.append(f"\u2212{typed_figure(hand, double)}")
            tight.append(f"\u2212{number(hand * factor)}")
        if tisch:
            parts.append(self.tr("TW+{0}").format(typed_figure(tisch, double)))
            short.append(f"+{typed_figure(tisch, double)}")
            tight.append(f"+{number(tisch * factor)}")
        if entry.stoeck == p:
            parts.append(self.tr("St−{0}").format(typed_figure(STOECK, double)))
            short.append(f"\u2212{typed_figure(STOECK, double)}")
            tight.append(f"\u2212{number(STOECK * factor)}")
        bad = tisch and not hand and entry.stoeck != p
        # "−20×2+50×2" would run two figures together: a space between them
        return (" ".join(parts), (" " if double else "").join(short),
                (" " if double else "").join(tight), INK_RED if bad else INK_GREEN)
