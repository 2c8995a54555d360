"""Sheets of the games that count marks: Handjass and Fahnder (Striche, Nuller) and
Pandur (Schreibpunkte)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..core.pandur import contract_name, ladder, schreibpunkte
from ..core.text import Text as Sentence
from ..i18n import fill, plural, render
from .base import (
    VariantSheet,
    blank_zero,
    contract_label,
    isolate,
    join_names,
    num,
    table_note,
)
from .draw import MarkBox, mark_boxes_growth, paint_mark_boxes
from .layout import Block, Canvas, Drawing, Gap, Heading
from .table import Column, Row, Table, table_blocks


# a Jass word on the sheet, in the sheet's language (Weis: annonces in French)
def _w(text: str) -> str:
    return QCoreApplication.translate("print", text)


def mark_drawing(boxes: list[MarkBox], height: float = 34.0) -> Block:
    """A row of boxes *height* mm high, taller by what a name on three lines needs."""
    return Drawing(height, lambda p, cv, r: paint_mark_boxes(p, cv, r, boxes),
                   lambda cv, width: mark_boxes_growth(cv, boxes, width))


class HandjassSheet(VariantSheet):
    """Handjass: each round's card points per player and the Striche it gave; the
    Striche drawn in groups of five."""

    variant = "handjass"

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        if s.counting == "wirtshaus":
            counting = QCoreApplication.translate(
                "print", "Wirtshaus: the loser of each round gets a Strich")
            if s.loser == "under":
                who = QCoreApplication.translate(
                    "print", "everyone under {0} points").format(s.threshold)
            else:
                who = QCoreApplication.translate(
                    "print", "the fewest points (all tied lowest)")
            voll = QCoreApplication.translate(
                "print", "{0} Striche: the first who is full ends the match, the fewest "
                "Striche win").format(s.voll)
        else:
            counting = QCoreApplication.translate(
                "print", "Gewinnstriche: the best of each round get a Strich")
            who = QCoreApplication.translate(
                "print", "the best {0} (all tied at the edge)").format(s.rewarded)
            voll = QCoreApplication.translate(
                "print", "the first to {0} Striche wins").format(s.voll)
        return [
            (QCoreApplication.translate("print", "Counting"), counting),
            (QCoreApplication.translate("print", "Strich for"), who),
            (QCoreApplication.translate("print", "End"), voll),
        ]

    def entries_table(self) -> Table:
        names = self.side_names()
        columns = [Column("#")] + self.side_columns(len(names), [
            Column(QCoreApplication.translate("print", "Card points")),
            Column(_w("Striche")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        rows = []
        for entry, line in self.pairs():
            cells = [num(line.number)]
            # a round of Striche set directly: its note says so, naming every player who
            # got Striche (the core's, as the CSV writes it)
            for p in range(len(names)):
                points = str(entry.points[p]) if entry.type == "round" else "–"
                cells += [points, blank_zero(line.written[p]), num(line.totals[p])]
            rows.append(Row(cells, note=self.notes(line)))
        return Table(columns, rows, groups=names)

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        board = self.board
        assert board is not None
        gewinn = self.settings.counting == "gewinnstriche"
        boxes = []
        for i, side in enumerate(board.sides):
            lines = []
            if side.figures["voll"]:
                lines.append(QCoreApplication.translate("print", "reached the goal") if gewinn
                             else QCoreApplication.translate("print", "full"))
            else:
                lines.append(QCoreApplication.translate("print", "{0} to go").format(
                    side.figures["to_voll"]))
            boxes.append(MarkBox(side.name, num(side.total), side.total, lines=lines,
                                 highlight=i in board.winners, striche_label=_w("Striche")))
        return [mark_drawing(boxes, 28)]

    def result_note(self) -> str:
        """Who is full and with how many Striche the winner won ("Beat ist voll; gewonnen
        mit 2 Strichen"), or with how many (Gewinnstriche): the board's sentence named the
        winner again under "Sieger: Anna"."""
        board = self.board
        assert board is not None
        status = board.status
        if not board.finished or not isinstance(status, Sentence) or (
                "striche" not in status.params):
            return super().result_note()
        striche = self.said(status.params["striche"])
        if "full" not in status.params:  # Gewinnstriche: the first to voll wins
            return QCoreApplication.translate("print", "Won {0}").format(striche)
        full = self.said(status.params["full"])
        if status.template.startswith("{full} are full"):
            return QCoreApplication.translate("print", "{0} are full; won {1}").format(
                full, striche)
        return QCoreApplication.translate("print", "{0} is full; won {1}").format(full, striche)

    def total_title(self) -> str:
        return _w("Striche")

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None
        word = (QCoreApplication.translate("print", "Goal reached")
                if self.settings.counting == "gewinnstriche"
                else QCoreApplication.translate("print", "Full"))
        return [(word, lambda i: "✓" if board.sides[i].figures["voll"] else "")]

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(5))

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        seats = self.blank_seats(5)
        groups = self.blank_groups(seats)
        columns = [Column("#")] + self.side_columns(seats, [
            Column(QCoreApplication.translate("print", "Card points")),
            Column(_w("Striche"))])
        total = Row([QCoreApplication.translate("print", "Total"), *[""] * (2 * seats)],
                    bold=True, rule=True)
        return [Gap(3), *self.blank_table(cv, columns, rows, groups, extra_rows=[total],
                                          row_mm=7.0)]


#: the blank Fahnder sheet's bid, contract and card points columns: room for a handwritten
#: "257 (Match)", and for "Points de cartes" on two lines (a contract takes less than 18 mm)
BLANK_BID_MM, BLANK_CONTRACT_MM, BLANK_POINTS_MM = 14.0, 15.0, 17.0


class FahnderSheet(VariantSheet):
    """Fahnder: Fahnder, partner, bid, contract and card points of every round, the
    Striche (+) and Nuller (−) it gave, the net per player; Striche and Nuller drawn."""

    variant = "fahnder"

    def misdeed(self, key: str) -> str:
        words = {
            "nichtfarben": QCoreApplication.translate("print", "not following suit"),
            "vorspielen": QCoreApplication.translate("print", "playing out of turn"),
            "kartenblick": QCoreApplication.translate("print", "looking into cards"),
        }
        return words.get(key, QCoreApplication.translate("print", "misdeed"))

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        low = (str(s.min_bid) if s.min_bid is not None
               else QCoreApplication.translate("print", "none"))
        return [
            ("Fahnder-König", QCoreApplication.translate(
                "print", "net {0} (Striche − Nuller)").format(s.target)),
            (QCoreApplication.translate("print", "Bids"), QCoreApplication.translate(
                "print", "any number below 150, then 150, 155, 157, 257 (Match); "
                "minimum bid: {0}")
             .format(low)),
            (QCoreApplication.translate("print", "Made"), QCoreApplication.translate(
                "print", "Fahnder 2 Striche, partner 1 (Match bid: 1 more each)")),
            (QCoreApplication.translate("print", "Failed"), QCoreApplication.translate(
                "print", "Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich")),
        ]

    @staticmethod
    def _columns() -> list[Column]:
        return [
            Column("#"),
            Column("Fahnder", "left"),
            Column(QCoreApplication.translate("print", "Partner"), "left"),
            Column(QCoreApplication.translate("print", "Bid")),
            Column(QCoreApplication.translate("print", "Contract"), "left"),
            Column(QCoreApplication.translate("print", "Card points")),
            Column(QCoreApplication.translate("print", "Result"), "left"),
        ]

    def entries_table(self) -> Table:
        names = self.side_names()
        deck = self.settings.deck
        columns = self._columns() + self.side_columns(len(names), [
            Column("+/−"), Column(QCoreApplication.translate("print", "Net"), bold=True)])
        rows = []
        for entry, line in self.pairs():
            # the deal's number, as the history says it ("Donne 6"), not the entry's: a
            # misdeed's row has none (by entry, Donne 6 was row 7 after a misdeed: a trial's)
            cells = [num(line.round) if line.round else ""]
            span = None
            if entry.type == "round":
                made = self.cls.is_made(entry)
                cells += [names[entry.fahnder], names[entry.partner],
                          "257 (Match)" if entry.bid == 257 else str(entry.bid),
                          contract_label(entry.contract, deck),
                          "Match" if entry.match else str(entry.points),
                          QCoreApplication.translate("print", "made") if made
                          else QCoreApplication.translate("print", "failed")]
                notes = [n for n in line.notes if n not in ("made", "failed", "Match")]
            else:
                cells += [QCoreApplication.translate("print", "{0}: {1}, {2}").format(
                    names[entry.player], self.misdeed(entry.misdeed),
                    plural("rules", "%n Nuller", entry.nuller))]
                cells += [""] * 5
                span = (1, 7)
                notes = [n for n in line.notes if n != "penalty"]
            for p in range(len(names)):
                cells += [blank_zero(line.written[p]), num(line.totals[p])]
            rows.append(Row(cells, span=span, note=", ".join(render(n) for n in notes)))
        return Table(columns, rows, groups=names)

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        board = self.board
        assert board is not None
        boxes = []
        for side in board.sides:
            f = side.figures
            lines = [QCoreApplication.translate("print", "Striche {0} − Nuller {1} = net {2}")
                     .format(num(f["striche"]), num(f["nuller"]), num(f["net"]))]
            if f["koenig"]:
                lines.append("Fahnder-König")
            boxes.append(MarkBox(side.name, num(side.total), f["striche"], f["nuller"],
                                 lines, highlight=bool(f["koenig"]), striche_label=_w("Striche"),
                                 nuller_label=_w("Nuller")))
        return [mark_drawing(boxes, 34)]

    def legend(self) -> str:
        return QCoreApplication.translate("print", "+ Striche, − Nuller; Net: Striche − Nuller.")

    def result_note(self) -> str:
        """The Fahnder-König's net, or the Fahnder-Könige's in the order the line above names
        them ("Fahnder-Könige mit netto 12 und 14"): the board's sentence named them again
        under "Sieger: Anna und Dora"."""
        board = self.board
        assert board is not None
        if not board.finished or not board.winners:
            return super().result_note()
        nets: list[str] = []
        for w in board.winners:
            if num(board.sides[w].total) not in nets:
                nets.append(num(board.sides[w].total))
        if len(board.winners) > 1:
            return QCoreApplication.translate("print", "Fahnder-Könige with net {0}").format(
                join_names(nets))
        return QCoreApplication.translate("print", "Fahnder-König with net {0}").format(nets[0])

    def total_title(self) -> str:
        return QCoreApplication.translate("print", "Net")

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None

        def fig(key: str) -> Callable[[int], str]:
            return lambda i: num(board.sides[i].figures[key])

        return [(_w("Striche"), fig("striche")), (_w("Nuller"), fig("nuller")),
                (QCoreApplication.translate("print", "Made as Fahnder"),
                 lambda i: f"{board.sides[i].figures['made_as_fahnder']} / "
                           f"{board.sides[i].figures['as_fahnder']}"),
                ("Fahnder-König", lambda i: "✓" if board.sides[i].figures["koenig"] else "")]

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(4))

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        seats = self.blank_seats(4)
        columns = self._columns() + self.side_columns(
            seats, [Column(_w("Striche")), Column(_w("Nuller"))])
        # room to write "257 (Match)" and "Match" by hand: at 9 mm the bid was about 1 cm and
        # "Points de cartes" took three lines (a French trial's blank sheet)
        columns[3].min_mm, columns[4].min_mm = BLANK_BID_MM, BLANK_CONTRACT_MM
        columns[5].min_mm = BLANK_POINTS_MM
        n = len(columns)
        extra: list[Row] = []
        for label in (QCoreApplication.translate("print", "Total"),
                      QCoreApplication.translate("print", "Net (Striche − Nuller)")):
            cells = [""] * n
            cells[0] = label
            extra.append(Row(cells, span=(0, 7), bold=True, rule=not extra))
        blocks: list[Block] = [Gap(3)]
        blocks += self.blank_table(cv, columns, rows, self.blank_groups(seats),
                                   extra_rows=extra, row_mm=7.0)
        blocks += table_note(QCoreApplication.translate(
            "print", "Made: Fahnder 2 Striche, partner 1; Match bid (257) made: 1 more each. "
            "Failed: Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich. Misdeed: up "
            "to 2 Nuller. Net {0} makes the Fahnder-König.").format(self.settings.target))
        return blocks


class PandurSheet(VariantSheet):
    """Pandur: dealer, declarer, contract and outcome of every deal, the Schreibpunkte
    it gave (with the dealer's Erben) and the totals; the bidding ladder on blank sheets."""

    variant = "pandur"

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        return [
            (QCoreApplication.translate("print", "Bids"), self.ladder_text()),
            (QCoreApplication.translate("print", "Inherited"), QCoreApplication.translate(
                "print", "the dealer of a deal of four inherits 2, never above 14")),
            (QCoreApplication.translate("print", "Win"), QCoreApplication.translate(
                "print", "15 score points; the others play on with three, then two")),
            (QCoreApplication.translate("print", "Same deal"), QCoreApplication.translate(
                "print", "players reaching 15 in one deal share the rank")
             if s.same_deal == "shared" else QCoreApplication.translate(
                "print", "players reaching 15 in one deal: the higher total ranks first")),
            (QCoreApplication.translate("print", "Misdeal"), QCoreApplication.translate(
                "print", "the dealer deals again and inherits nothing for it")
             if s.misdeal_forfeits else QCoreApplication.translate(
                "print", "the dealer deals again; only the misdeal writes nothing")),
        ]

    def ladder_text(self) -> str:
        def say(contract: str) -> str:
            return render(contract_name(contract))  # type: ignore[arg-type]

        text = (f"100 … 200, {say('misere_ohne')}, {say('misere_mit')}, 210 … 250, "
                f"{say('pandur_ohne')}, 260 … 290")
        if self.settings.high_bids:
            text += ", 300 … 500"
        return text + f", {say('pandur_mit')}"

    @staticmethod
    def _columns() -> list[Column]:
        return [
            Column("#"),
            Column(QCoreApplication.translate("print", "Dealer"), "left"),
            Column(QCoreApplication.translate("print", "Declarer"), "left"),
            # a Pandur's contract is a bid (150, Misère ohne): its own message, as French
            # calls it an annonce, not an atout (a Schieber's and a Fahnder's contract)
            Column(QCoreApplication.translate("PandurSheet", "Contract"), "left"),
            Column(QCoreApplication.translate("print", "Card points")),
            # "100 überboten" on two lines where the names need the room
            Column(_w("Weis"), wrap=True, natural=True),
            Column(QCoreApplication.translate("print", "Result"), "left", wrap=True),
        ]

    def dealers(self) -> list[str]:
        """The dealer of every entry: replayed, as the board only shows the next one."""
        assert self.match is not None
        rules = self.match.rules
        state = rules.start()
        out = []
        for entry in self.match.entries:
            nxt = rules.board(state).figures.get("next_dealer") or {}
            out.append(str(nxt.get("player", "")))
            rules.apply(state, entry)
        return out

    def entries_table(self) -> Table:
        names = self.side_names()
        columns = self._columns() + self.side_columns(len(names), [
            Column("+"), Column(QCoreApplication.translate("print", "Total"), bold=True)])
        rows = []
        for (entry, line), dealer in zip(self.pairs(), self.dealers(), strict=True):
            cells = [num(line.number), dealer]
            span = None
            made = "made" in line.notes
            result = (QCoreApplication.translate("print", "made") if made
                      else QCoreApplication.translate("print", "failed"))
            notes = [n for n in line.notes if n not in ("made", "failed")]
            if entry.type == "deal":
                weis = ""
                if entry.weis:
                    weis = str(entry.weis)
                    if entry.weis_beaten:
                        weis += " " + QCoreApplication.translate("print", "beaten")
                cells += [names[entry.declarer], render(contract_name(entry.contract)),
                          num(entry.points), weis, result]
            elif entry.type == "fault":
                what = (QCoreApplication.translate("print", "premature lead by {0}")
                        if entry.premature_lead
                        else QCoreApplication.translate("print", "fault by {0}"))
                cells += [names[entry.declarer], render(contract_name(entry.contract)), "", "",
                          QCoreApplication.translate("print", "{0}: {1}").format(
                              result, fill(what, isolate(names[entry.by])))]
                notes = [n for n in notes if not n.startswith(("fault by", "premature lead"))]
            elif entry.type == "no_bid":
                cells += [QCoreApplication.translate("print", "no bid"), "", "", "", ""]
                span = (2, 7)
                notes = [n for n in notes if n != "no bid"]
            else:
                cells += [QCoreApplication.translate("print", "misdeal: the same dealer deals "
                                                     "again"), "", "", "", ""]
                span = (2, 7)
                notes = [n for n in notes if n != "misdeal"]
            for p in range(len(names)):
                cells += [blank_zero(line.written[p]), num(line.totals[p])]
            rows.append(Row(cells, span=span, note=", ".join(render(n) for n in notes)))
        return Table(columns, rows, groups=names)

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        board = self.board
        assert board is not None
        boxes = []
        for i, side in enumerate(board.sides):
            f = side.figures
            lines = [QCoreApplication.translate("print", "won {0} + inherited {1}").format(
                f["won"], f["inherited"])]
            if f["reached_15_in_deal"] is not None:
                lines.append(QCoreApplication.translate("print", "15 reached in deal {0}")
                             .format(f["reached_15_in_deal"]))
            elif board.finished:
                lines.append(QCoreApplication.translate("print", "the loser"))
            else:
                lines.append(QCoreApplication.translate("print", "{0} to go").format(f["to_go"]))
            boxes.append(MarkBox(side.name, num(side.total), side.total, lines=lines,
                                 highlight=i in board.winners, striche_label=_w("Score points")))
        return [mark_drawing(boxes, 30)]

    def result_note(self) -> str:
        """Who is the loser ("Sepp verliert die Partie"): the board's sentence named the
        winner again under "Sieger: Ruedi"."""
        board = self.board
        assert board is not None
        status = board.status
        if not board.finished or not isinstance(status, Sentence) or (
                "loser" not in status.params):
            return super().result_note()
        # the rules core's own sentence (a note of the deal that made him the loser)
        return self.said(Sentence("{player} is the loser", player=status.params["loser"]))

    def total_title(self) -> str:
        return _w("Score points")

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None

        def fig(key: str) -> Callable[[int], str]:
            return lambda i: num(board.sides[i].figures[key])

        return [(QCoreApplication.translate("print", "Won"), fig("won")),
                (_w("Inherited"), fig("inherited")),
                (QCoreApplication.translate("print", "15 in deal"), fig("reached_15_in_deal")),
                (QCoreApplication.translate("print", "Declared (made)"),
                 lambda i: f"{board.sides[i].figures['declared']} "
                           f"({board.sides[i].figures['made']})")]

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(4))

    def ladder_steps(self) -> list[tuple[str, int]]:
        """The bidding ladder, lowest first, with the Schreibpunkte of each step; numeric
        bids with the same Schreibpunkte are one step ("210 … 240")."""
        steps: list[tuple[str, int]] = []
        run: list[int] = []

        def close() -> None:
            if run:
                label = str(run[0]) if len(run) == 1 else f"{run[0]} … {run[-1]}"
                steps.append((label, schreibpunkte(run[0])))
                run.clear()

        for bid in ladder(self.settings.high_bids):
            if isinstance(bid, int):
                if run and schreibpunkte(run[-1]) != schreibpunkte(bid):
                    close()
                run.append(bid)
            else:
                close()
                steps.append((render(contract_name(bid)), schreibpunkte(bid)))
        close()
        return steps

    def ladder_table(self) -> Table:
        steps = self.ladder_steps()
        columns = [Column(QCoreApplication.translate("print", "Bid"), "left", bold=True)]
        columns += [Column(label, "center") for label, _ in steps]
        rows = [Row([_w("Score points"), *[str(sp) for _, sp in steps]])]
        return Table(columns, rows, pt=8.5, stripes=False)

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        blocks: list[Block] = [Heading(QCoreApplication.translate(
            "print", "Bidding ladder (lowest first) and score points"), 9.5, 2.0)]
        blocks += table_blocks(cv, self.ladder_table(), cv.area.width())
        blocks += table_note(QCoreApplication.translate(
            "print", "Numeric bids go up in steps of 10; Pandur mit cannot be overbid. Made if "
            "card points + valid Weis reach the bid (Misère: no trick; Pandur: every "
            "trick): the declarer writes the score points; failed: each opponent writes "
            "them. Never more than 6 in one deal."))
        blocks.append(Gap(3))
        columns = self._columns()[:4] + [Column(QCoreApplication.translate("print", "Result"),
                                                "left")]
        seats = self.blank_seats(4)
        columns += self.side_columns(seats, [Column("+"), Column(
            QCoreApplication.translate("print", "Total"), bold=True)])
        blocks += self.blank_table(cv, columns, rows, self.blank_groups(seats), row_mm=7.0)
        return blocks

