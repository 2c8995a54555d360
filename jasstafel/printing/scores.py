"""Sheets of the games written as points per player: Molotow, Differenzler, Punktetafel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from .. import i18n
from ..core.cards import STOECK
from ..core.molotow import typed_figure
from ..core.punktetafel import CLOSED_AFTER
from ..core.text import Text as Sentence
from ..i18n import render
from .base import MINUS, VariantSheet, isolate, num, table_note, won_with
from .layout import Block, Canvas, Gap
from .table import Column, Row, Table


# a Jass word on the sheet, in the sheet's language (Weis: annonces in French)
def _w(text: str) -> str:
    return QCoreApplication.translate("print", text)


def _weis_notes() -> tuple[str, str, str]:
    """Handweis, Tischweis and Stöck in a Molotow cell as the window's board writes them
    ("HW−{0}", "TW+{0}", "St−{0}"; French "AM−{0}", "AT+{0}"): the board's own messages, so
    that a Schreiber reads the same words on the board and on paper."""
    return (QCoreApplication.translate("MolotowBoard", "HW−{0}"),
            QCoreApplication.translate("MolotowBoard", "TW+{0}"),
            QCoreApplication.translate("MolotowBoard", "St−{0}"))


def _weis_words() -> tuple[str, ...]:
    """The three abbreviations alone (HW, TW, St), for the key under the entries: the
    cells' words without their sign and figure."""
    return tuple(note.format("").strip(" +" + MINUS) for note in _weis_notes())


class MolotowSheet(VariantSheet):
    """Molotow: per round and player the card points, the Weis (Handweis minus,
    Tischweis plus, Stöck minus), what the round wrote and the total; fewest wins."""

    variant = "molotow"

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        rounds = str(s.rounds)
        if s.last_round_double:
            rounds += ", " + QCoreApplication.translate("print", "the last counts double")
        # with Stöck a sentence of its own: French says "stöck" (a piece glued on in the
        # code printed "− Stöck (20)" in every language)
        score = (QCoreApplication.translate(
                     "print", "card points − Handweis + Tischweis − Stöck (20)") if s.stoeck
                 else QCoreApplication.translate("print", "card points − Handweis + Tischweis"))
        return [
            (QCoreApplication.translate("print", "Rounds"), rounds),
            (QCoreApplication.translate("print", "Round score"), QCoreApplication.translate(
                "print", "{0}; {1}").format(
                    score, QCoreApplication.translate("print", "the fewest total wins"))),
            (_w("Handweis"), QCoreApplication.translate("print", "only the player with the best "
                                                    "Weis") if s.hand_weis == "best"
             else QCoreApplication.translate("print", "every player")),
            # its own "none": French "le stöck" says "aucun" (the sheet said "aucune")
            (_w("Stöck"), QCoreApplication.translate("print", "20 minus points") if s.stoeck
             else QCoreApplication.translate("print", "none", "no Stöck")),
            (QCoreApplication.translate("print", "Ties"), QCoreApplication.translate(
                "print", "every tie is decided by drawing a card") if s.draw == "all"
             else QCoreApplication.translate("print", "only a tie for the win is drawn")),
        ]

    def entries_table(self) -> Table:
        names = self.side_names()
        n = len(names)
        columns = [Column("#")] + self.side_columns(n, [
            Column(QCoreApplication.translate("print", "Points")), Column(_w("Weis")),
            Column(QCoreApplication.translate("print", "Round")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        rows = []
        deck = self.settings.deck
        for entry, line in self.pairs():
            cells = [num(line.number)]
            if entry.type == "draw":
                if entry.cards:
                    drawn = ", ".join(QCoreApplication.translate("print", "{0}: {1}").format(
                                      isolate(names[p]), render(c.label(deck)))
                                      for p, c in zip(entry.order, entry.cards, strict=True))
                else:
                    drawn = " > ".join(isolate(names[p]) for p in entry.order)
                for total in line.totals:
                    cells += ["", "", "", num(total)]
                rows.append(Row(cells, note=self.notes(line, QCoreApplication.translate(
                    "print", "Drawing a card, highest first: {0}").format(drawn))))
                continue
            hand, tisch, stoeck = _weis_notes()
            # a round counting double: each typed figure with its ×2, as the board's cells,
            # beside what the round wrote (57 and HW−50 beside 14, a French trial's)
            double = self.settings.last_round_double and line.round == self.settings.rounds
            for p in range(n):
                weis = []
                if entry.hand_weis and entry.hand_weis[p]:
                    weis.append(hand.format(typed_figure(entry.hand_weis[p], double)))
                if entry.tisch_weis and entry.tisch_weis[p]:
                    weis.append(tisch.format(typed_figure(entry.tisch_weis[p], double)))
                if entry.stoeck == p:
                    weis.append(stoeck.format(typed_figure(STOECK, double)))
                cells += [typed_figure(entry.points[p], double), " ".join(weis),
                          num(line.written[p]), num(line.totals[p])]
            rows.append(Row(cells, note=self.notes(line)))
        return Table(columns, rows, groups=names)

    def legend(self) -> str:
        """The words of the Weis column and what a round wrote, only as far as the table
        plays them: Stöck and a last round counting double where its rules have them (a
        German trial's legend explained both under "Stöck: keine")."""
        s = self.settings
        if s.stoeck and s.last_round_double:
            text = QCoreApplication.translate(
                "print", "Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). "
                "Round: what the round wrote (× 2 when it counts double).")
        elif s.stoeck:
            text = QCoreApplication.translate(
                "print", "Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). "
                "Round: what the round wrote.")
        elif s.last_round_double:
            text = QCoreApplication.translate(
                "print", "Weis: {0} Handweis (minus), {1} Tischweis (plus). "
                "Round: what the round wrote (× 2 when it counts double).")
        else:
            text = QCoreApplication.translate(
                "print", "Weis: {0} Handweis (minus), {1} Tischweis (plus). "
                "Round: what the round wrote.")
        return text.format(*_weis_words())

    def result_note(self) -> str:
        """The winner's total and, after a tie, the card that decided it ("Mit 265 Punkten
        (hat die höhere Karte gezogen)"): the board's sentence named him again under
        "Sieger: Anna"."""
        board = self.board
        assert board is not None
        status = board.status
        if not board.finished or not board.winners or not isinstance(status, Sentence):
            return super().result_note()
        total = board.sides[board.winners[0]].total
        if status.template.endswith("(drew the higher card)"):
            return i18n.plural("print", "With %n points (drew the higher card)", total)
        if status.template.endswith("(drew the highest card)"):
            return i18n.plural("print", "With %n points (drew the highest card)", total)
        return won_with(total)

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None

        def fig(key: str, sign: str) -> Callable[[int], str]:
            """Written as the window's lines under the totals write it: the Handweis and
            the Stöck with a minus, the Tischweis with a plus, none "–" (the sheet wrote 40,
            20, 20 beside the window's −40, +20, −20: a trial's)."""
            def cell(i: int) -> str:
                value = board.sides[i].figures.get(key)
                return sign + num(value) if value else "–"
            return cell

        out = [(_w("Handweis"), fig("hand_weis", MINUS)),
               (_w("Tischweis"), fig("tisch_weis", "+"))]
        if self.settings.stoeck:  # points, as the Handweis
            out.append((_w("Stöck"), fig("stoeck_points", MINUS)))
        if any("card_drawn" in s.figures for s in board.sides):
            out.append((QCoreApplication.translate("print", "Card drawn"), self.card_drawn))
        return out

    def card_drawn(self, side: int) -> str:
        assert self.board is not None
        card = self.board.sides[side].figures.get("card_drawn")
        if isinstance(card, dict):  # {"suit", "rank", "label"}
            return render(card.get("label", ""))  # a Text: "Roi de glands" in French
        return "" if card is None else str(card)

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(6))

    def blank_rounds(self) -> int | None:
        return int(self.settings.rounds)

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        s = self.settings
        seats = self.blank_seats(6)
        # six players of three columns: the Weis column's title is its own message, which
        # French shortens (Ann.), so that the table fits the width in one part, on one page
        weis = QCoreApplication.translate("MolotowSheet", "Weis")
        columns = [Column(QCoreApplication.translate("print", "Round"))] + self.side_columns(
            seats, [Column(QCoreApplication.translate("print", "Points")), Column(weis),
                    Column(QCoreApplication.translate("print", "Total"), bold=True)])
        labels = [str(i + 1) for i in range(rows)]
        if s.last_round_double:
            labels[-1] += " ×2"
        extra = [Row([QCoreApplication.translate("print", "Rank"), *[""] * (3 * seats)],
                     bold=True, rule=True)]
        blocks: list[Block] = [Gap(3)]
        blocks += self.blank_table(cv, columns, rows, self.blank_groups(seats), labels=labels,
                                   extra_rows=extra, row_mm=9.0)
        blocks += table_note(QCoreApplication.translate(
            "print", "Weis: Handweis is written as minus, Tischweis as plus points for "
            "whoever took the trick. The card points of a round add up to 157."))
        return blocks


class DifferenzlerSheet(VariantSheet):
    """Differenzler: per game and player the prediction, the card points, the penalty
    (the difference) and the total; the lowest total penalty wins."""

    variant = "differenzler"

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        return [
            (QCoreApplication.translate("print", "Games"), str(s.games)),
            (QCoreApplication.translate("print", "Penalty"), QCoreApplication.translate(
                "print", "|prediction − card points|; the lowest total wins")),
            (QCoreApplication.translate("print", "No prediction"), QCoreApplication.translate(
                "print", "{0} penalty points").format(s.missing_penalty)),
        ]

    def entries_table(self) -> Table:
        names = self.side_names()
        columns = [Column("#"), Column(QCoreApplication.translate("print", "Dealer"), "left")]
        columns += self.side_columns(len(names), [
            Column(QCoreApplication.translate("print", "Pred.")),
            Column(QCoreApplication.translate("print", "Points")),
            Column(QCoreApplication.translate("print", "Penalty")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        first = self.match.document.first if self.match is not None else 0
        rows = []
        for entry, line in self.pairs():
            game = (line.round or line.number) - 1
            cells = [num(line.number), names[(first + game) % len(names)]]
            for p in range(len(names)):
                pred = entry.predictions[p]
                cells += ["–" if pred is None else str(pred), str(entry.points[p]),
                          num(line.written[p]), num(line.totals[p])]
            rows.append(Row(cells, note=self.notes(line)))
        return Table(columns, rows, groups=names)

    def result_note(self) -> str:
        """The winners' penalty points ("Mit 51 Strafpunkten"): the board's sentence named
        the winner again under "Sieger: Dora"."""
        board = self.board
        assert board is not None
        if not board.finished or not board.winners:
            return super().result_note()
        return won_with(board.sides[board.winners[0]].total, tie=len(board.winners) > 1,
                        penalty=True)

    def total_title(self) -> str:
        return QCoreApplication.translate("print", "Penalty points")

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None

        def fig(key: str) -> Callable[[int], str]:
            return lambda i: num(board.sides[i].figures[key])

        return [(QCoreApplication.translate("print", "Exact"), fig("exact")),
                (QCoreApplication.translate("print", "No prediction"), fig("missing")),
                (QCoreApplication.translate("print", "Card points"), fig("card_points"))]

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(6))

    def blank_rounds(self) -> int | None:
        return int(self.settings.games)

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        seats = self.blank_seats(6)
        columns = [Column(QCoreApplication.translate("print", "Game"))] + self.side_columns(
            seats, [Column(QCoreApplication.translate("print", "Pred.")),
                    Column(QCoreApplication.translate("print", "Points")),
                    Column(QCoreApplication.translate("print", "Diff."))])
        extra = [Row([QCoreApplication.translate("print", "Total"), *[""] * (3 * seats)],
                     bold=True, rule=True),
                 Row([QCoreApplication.translate("print", "Rank"), *[""] * (3 * seats)],
                     bold=True)]
        blocks: list[Block] = [Gap(3)]
        blocks += self.blank_table(cv, columns, rows, self.blank_groups(seats),
                                   extra_rows=extra, row_mm=8.0)
        blocks += table_note(QCoreApplication.translate(
            "print", "Before each game every player predicts his card points (Pred., 0 to "
            "157); his penalty is the difference (Diff.), {0} without a prediction. The card "
            "points of a game add up to 157.").format(self.settings.missing_penalty))
        return blocks


class PunktetafelSheet(VariantSheet):
    """Punktetafel: the points of every side in every round with the round's note, and
    the totals."""

    variant = "punktetafel"

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        out = [(QCoreApplication.translate("print", "Wins"),
                QCoreApplication.translate("print", "the higher total") if s.wins == "higher"
                else QCoreApplication.translate("print", "the lower total"))]
        if s.target is not None:
            target = num(s.target)
            if s.margin:
                target += ", " + QCoreApplication.translate(
                    "print", "won only with a lead of {0}").format(num(s.margin))
            out.append((QCoreApplication.translate("print", "Target"), target))
        if s.rounds is not None:
            out.append((QCoreApplication.translate("print", "Rounds"), num(s.rounds)))
        if s.target is None and s.rounds is None:
            out.append((QCoreApplication.translate("print", "End"), QCoreApplication.translate(
                "print", "the scorekeeper closes the board")))
        return out

    def entries_table(self) -> Table:
        names = self.side_names()
        columns = [Column("#"), Column(QCoreApplication.translate("print", "Note"), "left",
                                       wrap=True)]
        columns += self.side_columns(len(names), [
            Column(QCoreApplication.translate("print", "Points")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        rows = []
        for entry, line in self.pairs():
            if entry.type == "close":
                cells = [num(line.number), QCoreApplication.translate(
                    "print", "Closed by the scorekeeper")]
                for t in line.totals:
                    cells += ["", num(t)]
                notes = [render(n) for n in line.notes if n != "closed"]
                rows.append(Row(cells, note=", ".join(notes)))
                continue
            cells = [num(line.number), entry.note]
            for w, t in zip(line.written, line.totals, strict=True):
                cells += [num(w), num(t)]
            rows.append(Row(cells, note=self.notes(line)))
        return Table(columns, rows, groups=names)

    def result_note(self) -> str:
        """The score, the winner's first ("106 : 104"), and that the board was closed if it
        was: the board's sentence said again who won ("Sieger: Ruedi" and under it
        "Sieger: Ruedi mit 106")."""
        board = self.board
        assert board is not None
        if not board.finished:
            return super().result_note()
        status = board.status
        if isinstance(status, Sentence) and status.template == CLOSED_AFTER:
            return self.said(Sentence(CLOSED_AFTER, result=Sentence.plain(self.score()),
                                      rounds=status.params["rounds"]))
        return self.score()

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None
        # the window's line and the Coiffeur's ranks: how far behind, the leader "–" (the
        # sheet said "Rückstand 0" where the window said "–")
        out = [(QCoreApplication.translate("print", "Behind"),
                lambda i: num(board.sides[i].figures["behind"])
                if board.sides[i].figures["behind"] else "–")]
        if self.settings.target is not None:
            out.append((QCoreApplication.translate("print", "To target"),
                        lambda i: num(board.sides[i].figures["to_target"])))
        return out

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        seats = self.blank_seats(6)
        return [*self.names[:seats]] if self.names else self.sides(seats)

    @staticmethod
    def sides(n: int) -> list[str]:
        """A free board's sides are players or teams."""
        return [QCoreApplication.translate("print", "Side {0}").format(i + 1) for i in range(n)]

    def blank_rounds(self) -> int | None:
        rounds = self.settings.rounds
        return int(rounds) if rounds is not None and rounds <= 30 else None

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        seats = self.blank_seats(6)
        columns = [Column("#")] + self.side_columns(seats, [
            Column(QCoreApplication.translate("print", "Points")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        groups = self.sides(seats)
        groups[:len(self.names)] = list(self.names)[:seats]  # a club's table sheet: its players
        return [Gap(3), *self.blank_table(cv, columns, rows, groups, row_mm=7.5)]
