"""The Guggitaler sheet: one column per player, one row per game, as on paper.

The entries table lists the games in the order played (per player the count taken, what
the game cost and the running total); the final board is the paper sheet itself: a row per
game with its name and penalty, the Domino row, the total and the rank. The blank sheet is
the same grid, empty, for a table without a laptop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import i18n
from ..core.guggitaler import DOMINO, GAME_NAMES, PENALTY_GAMES
from ..core.text import Text as Sentence
from ..i18n import render
from .base import VariantSheet, num, table_note, won_with
from .layout import Block, Canvas, Gap
from .table import Column, Row, Table, table_blocks

#: the mark of the player who took the Rosenkönig or the last trick
TAKEN = "×"


def _tr(text: str) -> str:
    return QCoreApplication.translate("print", text)


class GuggitalerSheet(VariantSheet):
    """Guggitaler: five penalty games and the Domino per Guggitaler; highest total wins
    (without Domino: the fewest penalty points)."""

    variant = "guggitaler"

    # -- words -------------------------------------------------------------------------------

    @property
    def french_cards(self) -> bool:
        """The match is played with the French deck: Herz, Dame, Kreuzkönig (not Schellen,
        Ober, Rosenkönig), in every sentence of the sheet as in the games' names."""
        return bool(self.settings.deck == "fr")

    def game_name(self, game: str) -> str:
        """The game's name from the rules core, in the language of the sheet."""
        return render(Sentence(GAME_NAMES[self.settings.deck][game]))

    def unit(self, game: str) -> str:
        """What one penalty is for: a trick, a card, an Ober (a Dame), or the one taker."""
        value = getattr(self.settings, game)
        units = {"tricks": _tr("{0} a trick"), "schellen": _tr("{0} a card"),
                 "ober": _tr("{0} a Queen") if self.french_cards else _tr("{0} an Ober")}
        return units[game].format(num(value)) if game in units else num(value)

    def row_label(self, game: str, guggitaler: int) -> str:
        name = self.game_name(game)
        if game != DOMINO:
            name += f" ({num(getattr(self.settings, game))})"
        return f"{guggitaler}. {name}" if self.settings.guggitaler > 1 else name

    # -- the parts ---------------------------------------------------------------------------

    def players(self) -> int | None:
        """The players at the table: the match's, a club table sheet's; None for a blank
        sheet for any table."""
        if self.match is not None:
            return len(self.match.document.players)
        return len(self.names) if len(self.names) in (3, 4) else None

    def _domino_points(self) -> str:
        """The Domino points of this table's size (a blank sheet for any table: both)."""
        s = self.settings
        four, three = (", ".join(map(num, points)) for points in (s.domino_4, s.domino_3))
        players = self.players()
        if players == 4:
            return _tr("yes: {0} (4 players)").format(four)
        if players == 3:
            return _tr("yes: {0} (3 players)").format(three)
        return _tr("yes: {0} (4 players), {1} (3 players)").format(four, three)

    def settings_fields(self) -> list[tuple[str, str]]:
        s = self.settings
        games = " · ".join(f"{self.game_name(g)} {self.unit(g)}" for g in PENALTY_GAMES)
        if s.domino:
            domino = self._domino_points()
            wins = _tr("the highest total (Domino points − penalty points)")
        else:
            domino = _tr("no")
            wins = _tr("the fewest penalty points")
        return [
            (_tr("Penalties"), games),
            (_tr("Domino"), domino),
            (_tr("Guggitaler"), str(s.guggitaler)),
            (_tr("Wins"), _tr("{0}; {1}").format(wins, _tr("a tie is shared"))),
        ]

    def entries_table(self) -> Table:
        board = self.board
        assert board is not None
        names = self.side_names()
        columns = [Column("#"), Column(_tr("Game"), "left")]
        columns += self.side_columns(len(names), [
            Column(_tr("Count")), Column(_tr("Points")), Column(_tr("Total"), bold=True)])
        rows = []
        sheet = board.figures["sheet"]
        for line, row in zip(board.entries, sheet, strict=False):
            cells = [num(line.number), self.row_label(row["game"], row["guggitaler"])]
            for p in range(len(names)):
                cells += [self.count_cell(row, p), num(line.written[p]), num(line.totals[p])]
            rows.append(Row(cells, note=self.notes(line)))
        return Table(columns, rows, groups=names)

    @staticmethod
    def count_cell(row: dict[str, Any], player: int) -> str:
        count = row["counts"][player]
        if row["game"] == DOMINO:  # the place, as the Rank row writes it ("1er", "2e")
            return i18n.rank(count)
        if row["game"] in ("rosenkoenig", "last_trick"):
            return TAKEN if count else ""
        return str(count)

    def legend(self) -> str:
        if not self.settings.domino:  # only what the match has
            if self.french_cards:
                return _tr("Count: tricks, Hearts or Queens taken; × took the card or the last "
                           "trick. Points: what the game wrote (penalties minus).")
            return _tr("Count: tricks, Bells or Ober taken; × took the card or the last trick. "
                       "Points: what the game wrote (penalties minus).")
        if self.french_cards:
            # English says the French deck's cards in English; German and French their own
            return _tr("Count: tricks, Hearts or Queens taken; × took the card or the last "
                       "trick; Domino: the place in which the player got rid of his cards. "
                       "Points: what the game wrote (penalties minus, Domino plus).")
        return _tr("Count: tricks, Bells or Ober taken; × took the card or the last trick; "
                   "Domino: the place in which the player got rid of his cards. Points: what "
                   "the game wrote (penalties minus, Domino plus).")

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        """The paper sheet: per game and player what it cost, the Domino, the total."""
        board = self.board
        assert board is not None
        names = self.side_names()
        several = int(self.settings.guggitaler) > 1
        rows = []
        sheet = board.figures["sheet"]
        for index, row in enumerate(sheet):
            label = self.row_label(row["game"], row["guggitaler"])
            points = row["points"] or [None] * len(names)
            rows.append(Row([label, *(num(v) if v is not None else "" for v in points)]))
            last = index + 1 == len(sheet) or sheet[index + 1]["guggitaler"] != row["guggitaler"]
            if several and last:  # as the window: each Guggitaler has its sum
                rows.append(self.sum_row(row["guggitaler"], len(names)))
        rows.append(Row([_tr("Total"), *(num(s.total) for s in board.sides)], bold=True,
                        rule=True))
        # as the language writes a rank (1er, 2e in French), as the ranks table under it
        rows.append(Row([_tr("Rank"), *(i18n.rank(r) for r in board.ranks)], bold=True))
        # the games' names as wide as the longest needs, the players (each a side, as in the
        # entries table) the rest, alike as the Coiffeur's teams unless a name needs more:
        # the names took 80 % of the width, the players a strip at the right margin
        columns = [Column(_tr("Game"), "left", natural=True)]
        columns += [Column("", group=p, min_mm=30) for p in range(len(names))]
        return table_blocks(cv, Table(columns, rows, groups=names, pt=9.0, fill=True),
                            cv.area.width())

    def sum_row(self, guggitaler: int, players: int) -> Row:
        """What Guggitaler *guggitaler* wrote per player, under its games: empty while none of
        its games is played (a sum of nothing is not 0)."""
        assert self.board is not None
        played = [row["points"] for row in self.board.figures["sheet"]
                  if row["guggitaler"] == guggitaler and row["played"]]
        cells = ([num(sum(points[p] for points in played)) for p in range(players)]
                 if played else [""] * players)
        return Row([_tr("Guggitaler {0}").format(guggitaler), *cells], bold=True)

    def result_note(self) -> str:
        """The winners' total ("Mit 90 Punkten"; without the Domino their penalty points,
        "Mit 185 Strafpunkten"): the board's sentence named the winner again under
        "Sieger: Dora"."""
        board = self.board
        assert board is not None
        if not board.finished or not board.winners:
            return super().result_note()
        total = board.sides[board.winners[0]].total
        tie = len(board.winners) > 1
        if not self.settings.domino:  # penalties only: the total is minus what they cost
            return won_with(-total, tie=tie, penalty=True)
        return won_with(total, tie=tie)

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        board = self.board
        assert board is not None
        out = [(_tr("Penalty points"), lambda i: num(board.sides[i].figures["penalties"]))]
        if self.settings.domino:
            out.append((_tr("Domino"), lambda i: num(board.sides[i].figures["domino"])))
        return out

    # -- blank -------------------------------------------------------------------------------

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(4))

    def blank_rounds(self) -> int | None:
        games = len(PENALTY_GAMES) + (1 if self.settings.domino else 0)
        return games * int(self.settings.guggitaler)

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        s = self.settings
        games = [*PENALTY_GAMES, DOMINO] if s.domino else list(PENALTY_GAMES)
        labels = [self.row_label(games[i % len(games)], i // len(games) + 1)
                  for i in range(rows)]
        seats = self.blank_seats(4)
        columns = [Column(_tr("Game"), "left", min_mm=34.0)] + self.side_columns(
            seats, [Column(_tr("Count")), Column(_tr("Points")),
                    Column(_tr("Total"), bold=True)])
        extra = [Row([_tr("Total"), *[""] * (3 * seats)], bold=True, rule=True),
                 Row([_tr("Rank"), *[""] * (3 * seats)], bold=True)]
        blocks: list[Block] = [Gap(3)]
        blocks += self.blank_table(cv, columns, rows, self.blank_groups(seats), labels=labels,
                                   extra_rows=extra, row_mm=9.0)
        if self.french_cards:
            note = _tr("Every game is played Obenabe, no Weis, no Stöck. In all: 9 tricks (12 with "
                       "three players), 9 Hearts, 4 Queens, the King of Clubs, one last trick.")
        else:
            note = _tr("Every game is played Obenabe, no Weis, no Stöck. In all: 9 tricks (12 with "
                       "three players), 9 Bells, 4 Ober, the King of Roses, one last trick.")
        if s.domino:
            note += " " + _tr("Domino points by place: {0} (4 players), {1} (3 players).").format(
                ", ".join(map(num, s.domino_4)), ", ".join(map(num, s.domino_3)))
        blocks += table_note(note)
        return blocks
