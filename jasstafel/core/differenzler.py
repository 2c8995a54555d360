"""Differenzler: 3 to 6 players, each for himself, predict your own card points
(RULES.md section 7).

Jass words used here:

* **Spiel** (game): one deal played to the end; trump is shown before play.
* **Vorhersage** (``predictions``): before the game every player predicts the card
  points he will take himself, 0 to 157.
* **Differenz** (penalty): after the game ``|prediction − actual card points|``.
  A player who made no prediction (``null``) gets a fixed penalty instead
  (table setting, default 20).
* **genau** (``exact``): a prediction that hits the card points exactly.

The card points of all players add up to 157 (152 in the cards plus 5 for the last
trick); there is no Weis, no Stöck and no Match bonus. With 5 players one card that
is worth nothing (a 7) is laid aside so that the 157 still hold. After a fixed
number of games (default 12) the lowest total penalty wins; equal totals share the
rank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import ROUND_POINTS, check_card_points
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list, plural
from .variant import Entry, Frozen, MatchDocument, Variant, all_games_played


class DifferenzlerSettings(Frozen):
    """Table settings of a Differenzler."""

    preset: str = "standard"
    games: int = Field(12, ge=1, le=100, description="number of games, fixed before play")
    missing_penalty: int = Field(
        20, ge=0, le=ROUND_POINTS, description="penalty for a missing prediction"
    )
    deck: Literal["de", "fr"] = Field("de", description="suit names shown (display only)")


PRESETS: dict[str, DifferenzlerSettings] = {
    "standard": DifferenzlerSettings(preset="standard"),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "standard": Text(N("rules", "Standard (12 games, missing prediction 20)")),
}


class DifferenzlerGame(Entry):
    """One game: every player's prediction (``null`` if he made none) and his card points."""

    type: Literal["game"] = "game"
    predictions: list[int | None] = Field(description="predicted card points per player")
    points: list[int] = Field(description="card points taken per player, adding up to 157")


DifferenzlerEntry = Annotated[DifferenzlerGame, Field(discriminator="type")]


class DifferenzlerDocument(MatchDocument[DifferenzlerSettings, DifferenzlerEntry]):
    variant: Literal["differenzler"] = "differenzler"


@dataclass
class DifferenzlerState:
    totals: list[int]
    exact: list[int]
    missing: list[int]
    points: list[int]
    lines: list[EntryLine] = field(default_factory=list)
    games: int = 0
    last: list[dict[str, int | None]] = field(default_factory=list)


class Differenzler(Variant[DifferenzlerSettings, Any, DifferenzlerState]):
    name: ClassVar[str] = "differenzler"
    title: ClassVar[str] = Text(N("rules", "Differenzler"))
    aliases: ClassVar[tuple[str, ...]] = ("differenzjass",)
    Settings = DifferenzlerSettings
    Document = DifferenzlerDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "standard"
    team_game = False
    min_players = 3
    max_players = 6

    def start(self) -> DifferenzlerState:
        n = self.players
        return DifferenzlerState(totals=[0] * n, exact=[0] * n, missing=[0] * n, points=[0] * n)

    def finished(self, state: DifferenzlerState) -> bool:
        return state.games >= self.settings.games

    def insert_refusal(self, state: DifferenzlerState) -> RuleViolation | None:
        return all_games_played(self.settings.games) if self.finished(state) else None

    # -- entries ---------------------------------------------------------------------

    def check_game(self, g: DifferenzlerGame) -> None:
        n = self.players
        for what, values in ((Text(N("rules", "Predictions")), g.predictions),
                             (Text(N("rules", "Card points")), g.points)):
            if len(values) != n:
                raise RuleViolation(
                    "differenzler.players",
                    N("rules", "{what} must be given for each of the {n} players, not {count}"),
                    what=what, n=n, count=len(values),
                )
        for seat, prediction in enumerate(g.predictions):
            if prediction is not None and not 0 <= prediction <= ROUND_POINTS:
                raise RuleViolation(
                    "differenzler.prediction",
                    N("rules", "{player} predicted {prediction}: a prediction is between "
                               "0 and 157 card points"),
                    player=self.doc.players[seat], prediction=prediction,
                )
        for p in g.points:
            check_card_points(p)
        if sum(g.points) != ROUND_POINTS:
            raise RuleViolation(
                "differenzler.points_sum",
                N("rules", "The card points of all players must add up to 157, not {total}"),
                total=sum(g.points),
            )

    def penalty(self, prediction: int | None, points: int) -> int:
        if prediction is None:
            return self.settings.missing_penalty
        return abs(prediction - points)

    def apply(self, state: DifferenzlerState, g: DifferenzlerGame) -> None:
        self.check_game(g)
        n = self.players
        written = [self.penalty(g.predictions[p], g.points[p]) for p in range(n)]
        state.games += 1
        state.totals = [state.totals[p] + written[p] for p in range(n)]
        state.points = [state.points[p] + g.points[p] for p in range(n)]
        for p in range(n):
            if g.predictions[p] is None:
                state.missing[p] += 1
            elif written[p] == 0:
                state.exact[p] += 1
        state.last = [{"prediction": g.predictions[p], "points": g.points[p],
                       "penalty": written[p]} for p in range(n)]
        names = self.doc.players
        text = Text.plain(", ".join(
            f"{names[p]} {'–' if g.predictions[p] is None else g.predictions[p]}"
            f"→{g.points[p]}" for p in range(n)))
        # each kind once, with every player it is about ("exact: Cla, Dora"; the sheet read
        # "exact : Jean-Marc, exact : Elodie", a Romand trial's)
        missing = [names[p] for p in range(n) if g.predictions[p] is None]
        exact = [names[p] for p in range(n)
                 if g.predictions[p] is not None and written[p] == 0]
        notes: list[Text] = []
        if missing:
            notes.append(Text(N("rules", "no prediction: {players}"),
                              players=", ".join(missing)))
        if exact:
            notes.append(Text(N("rules", "exact: {players}"), players=", ".join(exact)))
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="game", round=state.games, text=text,
            written=written, totals=list(state.totals), notes=notes,
        ))

    # -- board -----------------------------------------------------------------------

    def board(self, state: DifferenzlerState) -> Board:
        s = self.settings
        n = self.players
        finished = self.finished(state)
        ranks = shared_ranks([-t for t in state.totals])
        winners = [p for p in range(n) if ranks[p] == 1] if finished else []
        sides = [
            SideBoard(
                name=self.side_names[p], players=self.side_players(p), total=state.totals[p],
                figures={
                    "exact": state.exact[p],
                    "missing": state.missing[p],
                    "card_points": state.points[p],
                    "last": state.last[p] if state.last else None,
                },
            )
            for p in range(n)
        ]
        dealer = (self.doc.first + state.games) % n
        figures: dict[str, Any] = {
            "games": s.games,
            "games_played": state.games,
            "games_left": s.games - state.games,
            "missing_penalty": s.missing_penalty,
            "dealer": None if finished else dealer,
        }
        names = self.doc.players
        if finished:
            best = state.totals[winners[0]]
            who = and_list([names[w] for w in winners])
            # the count in its form: "1 penalty point", French "0 point de pénalité"
            status: Text
            if len(winners) > 1:
                status = plural("rules", "{players} win (tie) with %n penalty points", best,
                                one="{players} win (tie) with %n penalty point", players=who)
            else:
                status = plural("rules", "{players} wins with %n penalty points", best,
                                one="{players} wins with %n penalty point", players=who)
        else:
            status = Text(N("rules", "Game {game} of {games}: {dealer} deals; every player "
                                     "predicts his card points"),
                          game=state.games + 1, games=s.games, dealer=names[dealer])
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=finished, winners=winners, ranks=ranks, status=status,
            dealer=figures["dealer"], figures=figures,
        )
