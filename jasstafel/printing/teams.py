"""Sheets of the team games: Schieber (the Z) and Coiffeur (the grid)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.cards import MATCH_POINTS, ROUND_POINTS
from ..core.coiffeur import cell_marks
from ..core.matchfile import names_player
from ..core.schieber import DOUBLE_DECK_POINTS, WON_BY
from ..core.text import Text as Sentence
from ..drawing.heads import player_lines
from ..i18n import fill, plural, row_name
from .base import VariantSheet, contract_label, isolate, num, sentence_start, table_note
from .draw import MarkBox, ZHalf, paint_z_board, z_board_growth
from .layout import Block, Canvas, Drawing, Gap, Text
from .marks import mark_drawing
from .table import Column, Row, Table, table_blocks


# a Jass word on the sheet, in the sheet's language (Weis: annonces in French)
def _w(text: str) -> str:
    return QCoreApplication.translate("print", text)


def striche_parts(striche: Mapping[str, int], every: bool = False) -> list[tuple[str, int]]:
    """What a team's Striche are made of (the board's figure ``striche``), in the sheet's
    words and order: [("Win", 2), ("Schneider", 2)], the parts it has (*every*: all five,
    with their 0). The window's statistics and its board's Striche say them so too."""
    return [(label, striche[key]) for key, label in (
        ("sieg", _w("Win")), ("berg", _w("Berg")), ("match", _w("Match")),
        ("kontermatsch", _w("Kontermatsch")), ("schneider", _w("Schneider")))
        if every or striche[key]]


def striche_made_of(striche: Mapping[str, int]) -> str:
    """The parts of :func:`striche_parts` on one line: "Win 2, Schneider 2"."""
    return ", ".join(f"{label} {count}" for label, count in striche_parts(striche))


def _geschoben() -> str:
    """What follows the announcing team's name when it was geschoben."""
    return ", " + QCoreApplication.translate("print", "passed")


def _with_factor(name: str, factor: int) -> str:
    """A contract or a row with its factor, "Slalom ×8", in one piece that a line of the
    rules never breaks (no-break spaces): a Romand trial's sheet ended a line with "Slalom"
    and began the next with "×8"."""
    return f"{name} ×{factor}".replace(" ", "\u00a0")


#: Contracts in the order a Schieber sheet lists their factors.
CONTRACT_ORDER = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe", "slalom")


class SchieberSheet(VariantSheet):
    """Schieber: the round list with each team's card points, Weis, Stöck, what the
    round wrote (× the contract's factor) and the totals; the Tafel with the Z."""

    variant = "schieber"

    def factors(self) -> list[tuple[str, int]]:
        s = self.settings
        return [(c, s.factors[c]) for c in CONTRACT_ORDER if c in s.factors]

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        out = []
        if s.mode == "target":
            out.append((QCoreApplication.translate("print", "End"), self._target_text()))
        else:
            out.append((QCoreApplication.translate("print", "End"), plural(
                "print", "%n rounds (Turnier): the higher total wins", s.rounds)))
        out.append((QCoreApplication.translate("print", "Factors"), ", ".join(
            _with_factor(contract_label(c, s.deck), f) for c, f in self.factors())))
        out.append((QCoreApplication.translate("print", "Weis and Stöck"),
                    QCoreApplication.translate("print", "counted (× factor)") if s.weis
                    else QCoreApplication.translate("print", "not written")))
        # a double deck has 314 card points a round, and its Match is 314 + the bonus
        points = DOUBLE_DECK_POINTS if s.double_deck else ROUND_POINTS
        if s.double_deck:
            out.append((QCoreApplication.translate("print", "Cards"), QCoreApplication.translate(
                "print", "a double deck: {0} card points a round").format(num(points))))
        if s.match_bonus:
            match = QCoreApplication.translate("print", "{0} + {1} = {2} (× factor)").format(
                num(points), num(s.match_bonus), num(points + s.match_bonus))
        else:
            match = QCoreApplication.translate("print", "{0}, no bonus (still recorded)").format(
                num(points))
        out.append((_w("Match"), match))
        if s.mode == "rounds":
            out.append((QCoreApplication.translate("print", "Tie"),
                        QCoreApplication.translate("print", "more Matches, then the better "
                                                   "best round") if s.tiebreak == "best_round"
                        else QCoreApplication.translate("print", "more Matches, then shared")))
        if s.striche and s.mode == "rounds":  # a Turnier has no target: no Berg, no Schneider
            out.append((_w("Striche"), QCoreApplication.translate(
                "print", "kept: Win 2, Match 1, Kontermatsch 2")))
        elif s.striche:
            out.append((_w("Striche"),
                        QCoreApplication.translate("print", "kept: Win 2, Berg 1, Match 1, "
                                                   "Kontermatsch 2, Schneider 2")))
        return out

    def _target_text(self) -> str:
        """The end in target mode: one target, or each team's own (a handicap)."""
        s = self.settings
        if s.team_targets is None or s.team_targets[0] == s.team_targets[1]:
            target = s.target if s.team_targets is None else s.team_targets[0]
            return QCoreApplication.translate(
                "print", "target {0} points: the first team to call Bedanken past it wins").format(
                    num(target))
        names = self.side_names() if self.board is not None else self.blank_groups(2, True)
        return QCoreApplication.translate(
            "print", "target {0} points for {1}, {2} points for {3}: the first team to call "
            "Bedanken past its own target wins").format(
                num(s.team_targets[0]), isolate(names[0]), num(s.team_targets[1]),
                isolate(names[1]))

    @staticmethod
    def _columns() -> list[Column]:
        # the announcing team is a name: narrowed, a long one is shortened with "…" (its
        # ", geschoben" kept) as printing.md says, not wrapped over many lines
        return [
            Column("#"),
            Column(QCoreApplication.translate("print", "Contract"), "left"),
            Column("×"),
            Column(QCoreApplication.translate("print", "Announced"), "left", tail=_geschoben()),
        ]

    @staticmethod
    def _team_columns(weis: bool = True) -> list[Column]:
        """A team's columns; without Weis and Stöck where they are not written (the
        Turnier)."""
        return [
            Column(QCoreApplication.translate("print", "Card points")),
            *([Column(_w("Weis")), Column(_w("Stöck"))] if weis else []),
            Column(QCoreApplication.translate("print", "Written")),
            Column(QCoreApplication.translate("print", "Total"), bold=True),
        ]

    def entries_table(self) -> Table:
        s = self.settings
        names = self.side_names()
        weis = bool(s.weis)  # the Turnier writes neither Weis nor Stöck: no columns for them
        columns = self._columns() + self.side_columns(2, self._team_columns(weis))
        rows = []
        for entry, line in self.pairs():
            cells = [num(line.number)]
            span = None
            if entry.type == "round":
                announced = isolate(names[entry.announced_by])
                if entry.geschoben:
                    announced += _geschoben()
                cells += [contract_label(entry.contract, s.deck),
                          str(s.factors.get(entry.contract, "")), announced]
                for t in (0, 1):
                    cells.append(self._card_points(entry, t))
                    if weis:
                        cells += [num(entry.weis[t]) if entry.weis[t] else "",
                                  "20" if entry.stoeck == t else ""]
                    cells += [num(line.written[t]), num(line.totals[t])]
            else:  # Bedanken
                team = isolate(names[entry.team])
                if entry.stack:  # the stack is said here, with its words: it holds Weis
                    # and Stöck too, so it is no card points (nor a column of its own)
                    text = fill(QCoreApplication.translate(
                        "print", "Bedanken by {0} during the round: {1} on the stack (card "
                        "points, Weis and Stöck) in {2} ×{3}"
                    ), team, entry.stack, contract_label(entry.contract or "", s.deck),
                        s.factors.get(entry.contract, ""))
                else:  # "Sortie d’Anna & Cla": French elides before a vowel
                    text = fill(QCoreApplication.translate("print", "Bedanken by {0}"), team)
                cells += [text, "", ""]
                span = (1, 4)
                for t in (0, 1):  # what the stack wrote (× factor) and the totals
                    cells += ["", *(["", ""] if weis else []), num(line.written[t]),
                              num(line.totals[t])]
            rows.append(Row(cells, span=span, note=self.notes(line, leave=["Bedanken"])))
        return Table(columns, rows, groups=names)

    def _card_points(self, entry: Any, team: int) -> str:
        """A round's card points of *team*; a Match's with its bonus, "157 + 100", so that
        the row adds up to what it wrote (a Match row read 157, Weis 150, Stöck 20, Written
        427, and a German trial's Schreiberin found 100 missing)."""
        s = self.settings
        points = DOUBLE_DECK_POINTS if s.double_deck else ROUND_POINTS
        if entry.match and s.match_bonus and entry.points[team] == points:
            return f"{num(points)} + {num(s.match_bonus)}"
        return str(entry.points[team])

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        board = self.board
        assert board is not None
        s = self.settings
        halves = []
        for t, side in enumerate(board.sides):
            z = side.figures["z"]
            lines = [f"{num(z['hundreds'])}×100 + {z['fifties']}×50 + {z['twenties']}×20 "
                     f"+ {z['rest']}"]
            if "to_target" in side.figures and self._too_early(t):
                # its total is written with the stack (RULES.md §1): by how much it fell short
                lines.append(QCoreApplication.translate(
                    "print", "{0} of {1}: Bedanken too early").format(
                        num(side.total), num(side.figures["target"])))
            elif "to_target" in side.figures:
                target = num(side.figures["target"])  # the team's own (a handicap)
                lines.append(QCoreApplication.translate("print", "{0} to go to {1}").format(
                    num(side.figures["to_target"]), target) if side.figures["to_target"]
                    else QCoreApplication.translate("print", "target {0} reached").format(
                        target))
            konter = side.figures.get("kontermatsch", 0)
            if konter:  # as the window's slate says it
                lines.append(QCoreApplication.translate(
                    "print", "Matches: {0} ({1} Kontermatsch)").format(
                        side.figures["matches"], konter))
            elif side.figures["matches"]:
                lines.append(QCoreApplication.translate("print", "Matches: {0}").format(
                    side.figures["matches"]))
            if board.figures.get("berg") == t:  # the first past half its target, as the
                # window's slate says it: also without the Striche on the back
                lines.append(_w("Berg"))
            halves.append(ZHalf(side.name, self.side_players(t), z, num(side.total), lines,
                                winner=board.finished and t in board.winners))
        blocks: list[Block] = [Drawing(46, lambda p, cv, r: paint_z_board(p, cv, r, halves),
                                       lambda cv, width: z_board_growth(cv, halves, width))]
        if s.striche:
            boxes = []
            for t, side in enumerate(board.sides):
                st = side.figures["striche"]
                boxes.append(MarkBox(side.name, num(st["total"]), st["total"],
                                     lines=[striche_made_of(st)],
                                     highlight=board.finished and t in board.winners,
                                     striche_label=_w("Striche")))
            blocks += [Gap(2), mark_drawing(boxes, 24)]
        return blocks

    def _too_early(self, team: int) -> bool:
        """Whether *team* lost by a Bedanken too early (the match's last entry)."""
        board = self.board
        assert board is not None
        last = board.entries[-1].notes if board.entries else []
        return (board.finished and team not in board.winners
                and any(note == "Bedanken too early" for note in last))

    def total_title(self) -> str:
        return QCoreApplication.translate("print", "Points")

    def result_note(self) -> str:
        """How the match ended ("Bedankt", "Ziel erreicht", "Gleich viele Punkte, mehr
        Matches"): the board's sentence without who won, which the line above says (a
        trial's sheets said "Sieger: Ueli & Kläri" and under it "Sieger: Ueli & Kläri;
        bedankt")."""
        board = self.board
        assert board is not None
        status = board.status
        if board.finished and isinstance(status, Sentence) and status.template == WON_BY:
            reason = status.params["reason"]
            return sentence_start(self.said(reason), getattr(reason, "template", ""))
        return super().result_note()

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None

        def fig(key: str) -> Callable[[int], str]:
            return lambda i: num(board.sides[i].figures.get(key))

        out = [(_w("Matches"), fig("matches")), (_w("Kontermatsch"), fig("kontermatsch")),
               (QCoreApplication.translate("print", "Best round"), fig("best_round"))]
        if self.settings.mode == "target":
            out.append((QCoreApplication.translate("print", "To target"), fig("to_target")))
        if self.settings.striche:
            out.append((_w("Striche"),
                        lambda i: num(board.sides[i].figures["striche"]["total"])))
        return out

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(2, teams=True)

    def blank_rounds(self) -> int | None:
        return int(self.settings.rounds) if self.settings.mode == "rounds" else None

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        halves = [ZHalf(name, QCoreApplication.translate("print", "Players:"), None)
                  for name in self.blank_groups(2, teams=True)]
        blocks: list[Block] = [Gap(3),
                               Drawing(48, lambda p, cv, r: paint_z_board(p, cv, r, halves),
                                       lambda cv, width: z_board_growth(cv, halves, width))]
        blocks.append(Text(QCoreApplication.translate(
            "print", "Z: a stroke on the top line is 100, on the diagonal 50, on the bottom "
            "line 20; the rest is written as a number. Every fifth stroke crosses the four "
            "before it."), 7.5, italic=True))
        columns = self._columns() + self.side_columns(
            2, self._team_columns(weis=bool(self.settings.weis)))
        total = Row([""] * len(columns), span=(1, 4), bold=True, rule=True)
        total.cells[1] = QCoreApplication.translate("print", "Total")
        blocks.append(Gap(2))
        blocks += self.blank_table(cv, columns, rows, self.blank_groups(2, teams=True),
                                   extra_rows=[total], row_mm=7.0)
        return blocks


class CoiffeurSheet(VariantSheet):
    """Coiffeur: each round's team, row and factor, its card points and what it wrote in
    the cell; the grid of rows × teams with totals and how far each is behind."""

    variant = "coiffeur"
    #: the grid says the totals and how far each is behind: a page of its own reads whole
    figures_alone = True

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        rows = ", ".join(_with_factor(row_name(r.name), r.factor) for r in s.rows)
        match = QCoreApplication.translate("print", "{0} × factor").format(MATCH_POINTS)
        if s.match_bonus:
            match += " + " + num(s.match_bonus)
        out = [
            (QCoreApplication.translate("print", "Rows"), rows),
            (_w("Stöck"), QCoreApplication.translate("print", "count: 20 × factor in rows with a "
                                                 "trump") if s.stoeck
             else QCoreApplication.translate("print", "not written")),
            (_w("Weis"), QCoreApplication.translate("print", "not written", "the Weis")),
            (_w("Match"), match),
        ]
        if any(r.kind == "misere" for r in s.rows):  # the rule of a row the sheet has
            out.append((_w("Misère"), QCoreApplication.translate(
                "print", "(157 − own card points) × factor; no trick: Match")))
        out.append((_w("Kontermatsch"), QCoreApplication.translate(
            "print", "the announcing team took no trick: 0, the row counts as played")))
        return out

    def entries_table(self) -> Table:
        s = self.settings
        names = self.side_names()
        columns = [
            Column("#"),
            Column(QCoreApplication.translate("print", "Team"), "left"),
            Column(QCoreApplication.translate("print", "Row"), "left", wrap=True),
            Column("×"),
            Column(QCoreApplication.translate("print", "Card points")),
            Column(_w("Stöck")),
        ] + self.side_columns(len(names), [
            Column(QCoreApplication.translate("print", "Cell")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        rows = []
        for entry, line in self.pairs():
            row = s.rows[entry.row]
            if entry.kontermatsch:
                points = _w("Kontermatsch")
            elif entry.match and entry.points == ROUND_POINTS:
                # its 257 as the Schieber's sheet says it, so that the row adds up to the
                # cell: (157 + 100 + Stöck) × factor (it read "Match (157)")
                points = _w("Match ({0})").format(
                    f"{num(ROUND_POINTS)} + {num(MATCH_POINTS - ROUND_POINTS)}")
            elif entry.match:  # a Misère's: no trick, 0 card points
                points = _w("Match ({0})").format(entry.points)
            else:
                points = str(entry.points)
            cells = [num(line.number), names[entry.team], row_name(row.name), str(row.factor),
                     points, "20" if entry.stoeck else ""]
            for t in range(len(names)):
                cells += [num(line.written[t]) if t == entry.team else "", num(line.totals[t])]
            rows.append(Row(cells, note=self.notes(line, leave=["Match", "Kontermatsch"])))
        return Table(columns, rows, groups=self.heads())

    def heads(self) -> list[str]:
        """The teams' heads over the entries and the grid: a team of two named after its
        players has a player on each line, as on the window's board (the table keeps each
        line whole where the paper has room)."""
        board = self.board
        assert board is not None
        return ["\n".join(player_lines(side.players))
                if len(side.players) == 2
                and all(names_player(side.name, p) for p in side.players) else side.name
                for side in board.sides]

    def grid(self, cells: list[list[Any]] | None, names: list[str],
             totals: list[str] | None = None, difference: list[str] | None = None,
             row_mm: float = 0.0, hint: bool = False,
             marks: dict[tuple[int, int], str] | None = None) -> Table:
        """Rows × teams: the Coiffeur board (empty cells on the blank sheet); a cell written
        with a Match carries an M, one with a Kontermatsch a KM (*marks*, as the window's
        grid)."""
        short = {"match": QCoreApplication.translate("print", "M", "Match, in a cell"),
                 "kontermatsch": QCoreApplication.translate("print", "KM",
                                                            "Kontermatsch, in a cell")}
        s = self.settings
        columns = [Column(QCoreApplication.translate("print", "Row"), "left", bold=True,
                          min_mm=30),
                   Column("×", min_mm=8)]
        columns += [Column("", "right", group=t, min_mm=45 if hint else 30)
                    for t in range(len(names))]
        rows = []
        for i, r in enumerate(s.rows):
            values = ["" if cells is None else ("–" if cells[t][i] is None else num(cells[t][i]))
                      for t in range(len(names))]
            for t in range(len(names)):
                mark = (marks or {}).get((t, i))
                if mark is not None:
                    values[t] += " " + short[mark]
            rows.append(Row([row_name(r.name), str(r.factor), *values]))
        if totals is not None:
            rows.append(Row([QCoreApplication.translate("print", "Total"), "", *totals],
                            bold=True, rule=True))
        if difference is not None:
            # the window's word and figures: how far behind the leader, without a minus
            # (the window said "Behind 1591" where the sheet said "Difference −1591")
            rows.append(Row([QCoreApplication.translate("print", "Behind"), "",
                             *difference]))
        return Table(columns, rows, groups=list(names), pt=9.0, row_mm=row_mm,
                     group_mm=9.0 if hint else 0.0, group_hint=hint, fill=True)

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        board = self.board
        assert board is not None
        names = self.side_names()
        cells = [side.figures["cells"] for side in board.sides]
        totals = [num(side.total) for side in board.sides]
        diff = [num(d) if d else "–" for d in board.figures["difference"]]
        marks = cell_marks(self.match.entries if self.match is not None else ())
        blocks = table_blocks(cv, self.grid(cells, self.heads(), totals, diff, marks=marks),
                              cv.area.width())
        if marks:
            blocks.append(Text(QCoreApplication.translate(
                "print", "M: written with a Match; KM: with a Kontermatsch."), 8.5,
                italic=True))
        leader = board.figures.get("uneinholbar")
        if leader is not None:
            blocks.append(Gap(1))
            blocks.append(Text(QCoreApplication.translate(
                "print", "{0} can no longer be caught.").format(
                    isolate(names[leader])), 8.5, italic=True))
        return blocks

    def total_title(self) -> str:
        return QCoreApplication.translate("print", "Points")

    def result_note(self) -> str:
        """Over, the score, the winner's total first ("6'135 : 5'943"): the board's sentence
        says only who won, which the line above says already ("Sieger: Team B" twice)."""
        board = self.board
        assert board is not None
        if not board.finished:
            return super().result_note()
        return self.score()

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None
        diff = board.figures["difference"]
        return [
            # as the grid's row above and the window: the leader "–"
            (QCoreApplication.translate("print", "Behind"),
             lambda i: num(diff[i]) if diff[i] else "–"),
            # the tie-break's count, as the statistics page counts and names it (the
            # Kontermatsch made there on a line of its own)
            (QCoreApplication.translate("print", "Matches in own rows"),
             lambda i: num(board.sides[i].figures["matches"])),
            (QCoreApplication.translate("print", "Open rows"),
             lambda i: num(board.sides[i].figures["open_rows"])),
        ]

    # -- blank ----------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(3, teams=True)

    def blank_rounds(self) -> int | None:
        return len(self.settings.rows)

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        names = self.blank_groups(3, teams=True)
        if self.names:  # a table sheet: the teams (or players) the draw seated
            names = [n for n in names if n]
        empty = [""] * len(names)
        table = self.grid(None, names, empty, empty, row_mm=9.0, hint=True)
        table.pt = 9.5
        blocks: list[Block] = [Gap(3)]
        blocks += table_blocks(cv, table, cv.area.width())
        blocks += table_note(QCoreApplication.translate(
            "print", "Each team plays every row once; only the announcing team writes.")
            if self.names else QCoreApplication.translate(
            "print", "Two teams of two use the first two columns; three teams or three "
            "single players use all three. Each team plays every row once; only the "
            "announcing team writes."))
        return blocks

