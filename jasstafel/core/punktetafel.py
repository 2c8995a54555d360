"""Punktetafel: a free board for house variants nobody has foreseen (RULES.md section 7).

Jass words used here:

* **Seite** (side): a player, or a team when the match has teams. A match file with
  ``teams`` scores per team (every player in exactly one team, two teams or more,
  of any size); without teams every player is a side of his own.
* **Runde** (round): the Schreiber writes any whole number per side, negative
  numbers allowed (e.g. minus points or corrections).
* **Ziel** (``target``): the Partie ends after the round in which a side reaches the
  target (total at or past it). With ``wins = "higher"`` that is the winner; with
  ``wins = "lower"`` the target is a limit and the lowest total wins.
* **Vorsprung** (``margin``): "win by N": with a target, the Partie only ends once
  the best side leads every other side by at least N (e.g. first to 100 with a lead
  of 2). 0 means no margin: equal best totals then share the win.
* **Runden** (``rounds``): a fixed number of rounds; after the last one the best
  total wins (equal totals share). It is a hard limit, also with a target and margin.
* **Abschliessen** (``close``): ends the Partie where it stands; the only way to end a
  board without target and rounds, and allowed any time after the first round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list, plural
from .variant import Entry, Frozen, MatchDocument, Variant, all_rounds_played, check_teams

#: Guard against typing errors: the most one round may write for one side.
MAX_ROUND_POINTS = 1_000_000
# the finished board's sentence when the Schreiber closed it (the printed sheet puts the
# score in the place of who won, which its own "Winner: …" line says)
CLOSED_AFTER = N("rules", "{result} (closed after {rounds})")


class PunktetafelSettings(Frozen):
    """Table settings of a free board."""

    preset: str = "standard"
    wins: Literal["higher", "lower"] = Field(
        "higher", description="the higher or the lower total wins"
    )
    target: int | None = Field(
        None, ge=1, le=10_000_000, description="end when a side reaches it; none: no target"
    )
    margin: int = Field(
        0, ge=0, le=10_000_000,
        description="with a target: the best side must lead by at least this (0: no margin)",
    )
    rounds: int | None = Field(
        None, ge=1, le=1000, description="fixed number of rounds; none: no limit"
    )


PRESETS: dict[str, PunktetafelSettings] = {
    "standard": PunktetafelSettings(preset="standard"),
    "bis_100": PunktetafelSettings(preset="bis_100", target=100, margin=2),
    "tiefste_gewinnt": PunktetafelSettings(preset="tiefste_gewinnt", wins="lower", target=500),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "standard": Text(N("rules", "Free (highest wins, closed by hand)")),
    "bis_100": Text(N("rules", "To 100, with a lead of 2")),
    "tiefste_gewinnt": Text(N("rules", "Lowest wins (ends at 500)")),
}


class PunktetafelRound(Entry):
    """One round: the points of every side (seat order, or team order with teams)."""

    type: Literal["round"] = "round"
    points: list[int] = Field(description="points per side, negative allowed")
    note: str = Field("", max_length=200, description="free text shown with the round")


class PunktetafelClose(Entry):
    """The Schreiber ends the Partie where it stands."""

    type: Literal["close"] = "close"


PunktetafelEntry = Annotated[PunktetafelRound | PunktetafelClose, Field(discriminator="type")]


class PunktetafelDocument(MatchDocument[PunktetafelSettings, PunktetafelEntry]):
    variant: Literal["punktetafel"] = "punktetafel"


@dataclass
class PunktetafelState:
    totals: list[int]
    lines: list[EntryLine] = field(default_factory=list)
    rounds: int = 0
    finished: bool = False
    reason: str = ""
    waiting_for_margin: bool = False


class Punktetafel(Variant[PunktetafelSettings, Any, PunktetafelState]):
    name: ClassVar[str] = "punktetafel"
    title: ClassVar[str] = Text(N("rules", "Punktetafel"))
    aliases: ClassVar[tuple[str, ...]] = ("free", "frei", "tafel")
    Settings = PunktetafelSettings
    Document = PunktetafelDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "standard"
    #: new_match() makes a board of players; pass ``teams`` for a board of teams.
    team_game = False
    teams_optional = True
    min_players = 1
    max_players = 99

    @property
    def with_teams(self) -> bool:
        return bool(self.doc.teams)

    def check_setup(self) -> None:
        n = len(self.doc.players)
        if not self.min_players <= n <= self.max_players:
            raise RuleViolation(
                "setup.players",
                N("rules", "{variant} is played by {low} to {high} players, not {n}"),
                variant=self.title, low=self.min_players, high=self.max_players, n=n,
            )
        if self.doc.first >= n:
            raise RuleViolation(
                "setup.first", N("rules", "The first seat must be one of the {n} players"), n=n,
            )
        if self.with_teams:
            check_teams(self.doc.teams, n)
        s = self.settings
        if s.margin and s.target is None:
            raise RuleViolation(
                "punktetafel.margin",
                N("rules", "A winning margin of {margin} needs a target to play to"),
                margin=s.margin,
            )

    @property
    def side_names(self) -> list[str]:
        if self.with_teams:
            return [t.name for t in self.doc.teams]
        return list(self.doc.players)

    def side_players(self, side: int) -> list[str]:
        if self.with_teams:
            return [self.doc.players[p] for p in self.doc.teams[side].players]
        return [self.doc.players[side]]

    @property
    def sides(self) -> int:
        return len(self.doc.teams) if self.with_teams else len(self.doc.players)

    def start(self) -> PunktetafelState:
        return PunktetafelState(totals=[0] * self.sides)

    def finished(self, state: PunktetafelState) -> bool:
        return state.finished

    def insert_refusal(self, state: PunktetafelState) -> RuleViolation | None:
        """Its fixed rounds all played; a Partie to a target or closed may end elsewhere."""
        rounds = self.settings.rounds
        return all_rounds_played(rounds) if (rounds is not None
                                             and state.rounds >= rounds) else None

    # -- standing --------------------------------------------------------------------

    def keys(self, totals: list[int]) -> list[int]:
        """Rank keys: larger is better."""
        return list(totals) if self.settings.wins == "higher" else [-t for t in totals]

    def lead(self, totals: list[int]) -> int | None:
        """How far the best side leads the next one; None with a single side."""
        keys = sorted(self.keys(totals), reverse=True)
        return keys[0] - keys[1] if len(keys) > 1 else None

    def best(self, totals: list[int]) -> list[int]:
        ranks = shared_ranks(self.keys(totals))
        return [i for i, r in enumerate(ranks) if r == 1]

    # -- entries ---------------------------------------------------------------------

    def apply(self, state: PunktetafelState, entry: Any) -> None:
        if isinstance(entry, PunktetafelClose):
            self._close(state)
        else:
            self._round(state, entry)

    def _round(self, state: PunktetafelState, r: PunktetafelRound) -> None:
        s = self.settings
        n = self.sides
        if len(r.points) != n:
            raise RuleViolation(
                "punktetafel.sides",
                N("rules", "Points must be given for each of the {n} sides, not {count}"),
                n=n, count=len(r.points),
            )
        for p in r.points:
            if abs(p) > MAX_ROUND_POINTS:
                raise RuleViolation(
                    "punktetafel.points_range",
                    N("rules", "{points} points in one round is too many: at most {most} "
                               "either way"),
                    points=p, most=MAX_ROUND_POINTS,
                )
        state.rounds += 1
        state.totals = [state.totals[i] + r.points[i] for i in range(n)]
        notes: list[Text] = []
        state.waiting_for_margin = False
        if s.target is not None and max(state.totals) >= s.target:
            lead = self.lead(state.totals)
            if s.margin and lead is not None and lead < s.margin:
                state.waiting_for_margin = True
                notes.append(Text(N("rules", "lead {lead} of {margin}: play on"), lead=lead,
                                  margin=s.margin))
            else:
                state.finished, state.reason = True, "target"
                notes.append(Text(N("rules", "target {target} reached"), target=s.target))
        if not state.finished and s.rounds is not None and state.rounds >= s.rounds:
            state.finished, state.reason = True, "rounds"
            state.waiting_for_margin = False
            notes.append(plural("rules", "last of %n rounds", s.rounds, one="the only round"))
        # each number said as the board says it (−15, 1'000), not as Python writes it
        written = Text.concat(list(r.points), sep=" / ")
        text = (Text(N("rules", "{points}: {note}"), points=written, note=Text.plain(r.note))
                if r.note else written)
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="round", round=state.rounds, text=text,
            written=list(r.points), totals=list(state.totals), notes=notes,
        ))

    def _close(self, state: PunktetafelState) -> None:
        if state.rounds == 0:
            raise RuleViolation(
                "punktetafel.close_empty",
                N("rules", "Nothing to close: no round has been written yet"),
            )
        state.finished, state.reason = True, "closed"
        state.waiting_for_margin = False
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="close",
            text=Text(N("rules", "Closed after {rounds}"), rounds=self._rounds(state.rounds)),
            written=[0] * self.sides, totals=list(state.totals),
            notes=[Text(N("rules", "closed"))],
        ))

    @staticmethod
    def _rounds(n: int) -> Text:
        return plural("rules", "%n rounds", n, one="%n round")

    # -- board -----------------------------------------------------------------------

    def board(self, state: PunktetafelState) -> Board:
        s = self.settings
        totals = state.totals
        ranks = shared_ranks(self.keys(totals))
        winners = self.best(totals) if state.finished else []
        best_key = max(self.keys(totals))
        sides = []
        for i in range(self.sides):
            figures: dict[str, Any] = {"behind": best_key - self.keys(totals)[i]}
            if s.target is not None:
                figures["to_target"] = max(0, s.target - totals[i])
            sides.append(SideBoard(name=self.side_names[i], players=self.side_players(i),
                                   total=totals[i], figures=figures))
        figures_all: dict[str, Any] = {
            "wins": s.wins,
            "target": s.target,
            "margin": s.margin,
            "rounds": s.rounds,
            "rounds_played": state.rounds,
            "rounds_left": None if s.rounds is None else s.rounds - state.rounds,
            "lead": self.lead(totals),
            "teams": self.with_teams,
            "end": state.reason or None,
        }
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=state.finished, winners=winners, ranks=ranks,
            status=self._status(state),
            dealer=None if state.finished else self.dealer_of(state.rounds), figures=figures_all,
        )

    def _status(self, state: PunktetafelState) -> Text:
        s = self.settings
        names = self.side_names
        totals = state.totals
        if state.finished:
            winners = self.best(totals)
            who = and_list([names[w] for w in winners])
            text = Text(N("rules", "{sides} win (tie) with {total}") if len(winners) > 1
                        else N("rules", "Won by {sides} with {total}"),
                        sides=who, total=totals[winners[0]])
            if state.reason == "closed":
                text = Text(CLOSED_AFTER, rounds=self._rounds(state.rounds), result=text)
            return text
        number = state.rounds + 1
        head = (Text(N("rules", "Round {round} of {rounds}"), round=number, rounds=s.rounds)
                if s.rounds else Text(N("rules", "Round {round}"), round=number))
        if state.waiting_for_margin:
            leader = self.best(totals)
            lead = self.lead(totals) or 0
            return Text(N("rules", "{head}: {sides} must lead by {margin} (lead {lead}): play on"),
                        head=head, sides=and_list([names[w] for w in leader]), margin=s.margin,
                        lead=lead)
        if s.target is not None:
            return Text(N("rules", "{head}; target {target}"), head=head, target=s.target)
        if s.rounds is None:
            return Text(N("rules", "{head}; no target: close the board to end it"), head=head)
        return head
