"""Guggitaler: 3 or 4 players, each for himself, five penalty games and a Domino
(RULES.md section 7).

Jass words used here:

* **Guggitaler**: one round of five games, always in this order, each played Obenabe
  (no trump, Ass highest, follow suit; no Weis, no Stöck, no 5 for the last trick).
  Every player avoids what the game punishes:

  ====  ==================  ==================================  ============  =========
  no.   key                 what costs                          default       in all
  ====  ==================  ==================================  ============  =========
  1     ``tricks``          each trick taken                    5 a trick     9 tricks
                                                                              (12 with 3)
  2     ``schellen``        each Schellen card (French: Herz)   10 a card     9 cards
  3     ``ober``            each Ober (French: Dame)            20 an Ober    4 Ober
  4     ``rosenkoenig``     the Rosenkönig (French: Kreuzkönig) 40            1 player
  5     ``last_trick``      the last trick                      50            1 player
  ====  ==================  ==================================  ============  =========

* **Domino** (table setting, default on): a sixth game; the cards are dealt again and laid
  out as in domino. The order in which the players get rid of their cards gives plus points
  that balance the penalties: 150, 100, 55, 0 with four players, 150, 100, 70 with three
  (with the default values the 305 or 320 penalty points of a Guggitaler are given back).
* **Total**: Domino points − penalty points (without Domino: − penalty points), so the
  highest total wins (without Domino: the fewest penalty points); a tie is shared.
* A match is a number of Guggitaler (table setting, default 1; commonly one per player,
  each player dealing the first game once).

Entries, one per game, in the order of the games (the board says which is next,
``figures["next_game"]``):

* :class:`GuggitalerCount` for games 1–3: how many tricks, Schellen or Ober each player took;
  the counts must add up to the game's total (:meth:`Guggitaler.game_total`).
* :class:`GuggitalerTaker` for games 4 and 5: who took the Rosenkönig or the last trick.
* :class:`GuggitalerDomino`: the finishing order, a permutation of the seats (first out first).

For a client (the window's board and entry panel, the printed sheet), the board has:

* ``sides[p].total`` (Domino − penalties), ``sides[p].figures``: ``penalties`` (positive sum),
  ``domino`` (Domino points), ``by_game`` (penalty points per game key, summed over all
  Guggitaler);
* ``figures["sheet"]``: the paper sheet, one row per game of every Guggitaler in the order
  played: ``guggitaler`` (1-based), ``game`` (key), ``name`` (the game's name in words, a
  translatable sentence; French-deck names with ``deck: fr``), ``penalty`` (value per unit,
  null for Domino), ``of`` (the count to share out: 9/12, 9, 4, 1, 1; null for Domino),
  ``played``, ``counts`` (per player: tricks, cards, 0/1 for the taker, or the Domino place
  1 … n), ``points`` (what the row writes per player: −penalty, or +Domino points),
  ``totals`` (running totals after the row, null while not played);
* ``figures["next_game"]``: ``{guggitaler, game, name, penalty, of, kind}`` with ``kind``
  ``count``, ``taker`` or ``domino``; null when the match is over. With ``kind == "count"`` a
  window can fill the last player's count as ``of − sum(others)``;
* ``figures["games"]`` (the game keys of one Guggitaler, in order), ``figures["guggitaler"]``
  (how many), ``figures["guggitaler_played"]``, ``figures["penalties"]`` (value per game),
  ``figures["domino"]``, ``figures["domino_points"]`` (per finishing place);
* ``board.dealer``: the first game of Guggitaler k (0-based) is dealt by seat ``first + k``,
  then the deal moves on one seat every game; ``board.announcer`` is always null (every game
  is fixed, nobody announces).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import SUIT_NAMES
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list, plural
from .variant import Entry, Frozen, MatchDocument, Variant

CountGame = Literal["tricks", "schellen", "ober"]
TakerGame = Literal["rosenkoenig", "last_trick"]
#: the five penalty games of a Guggitaler, in the order they are played
PENALTY_GAMES: tuple[str, ...] = ("tricks", "schellen", "ober", "rosenkoenig", "last_trick")
COUNT_GAMES: tuple[str, ...] = ("tricks", "schellen", "ober")
DOMINO = "domino"
#: cards that must be shared out in games 2 and 3 (tricks: one per 4 cards, see trick_total)
SCHELLEN_CARDS = 9
OBER_CARDS = 4
CARDS = 36

Penalty = Annotated[int, Field(ge=0, le=1000)]
DominoPoints = Annotated[int, Field(ge=0, le=10_000)]

#: the games' names, per deck (Schellen = Herz, Ober = Dame, Rosenkönig = Kreuzkönig)
GAME_NAMES: dict[str, dict[str, str]] = {
    "de": {
        "tricks": N("rules", "Tricks"),
        "schellen": SUIT_NAMES["de"]["schellen"],
        "ober": N("rules", "Ober"),
        "rosenkoenig": N("rules", "King of Roses"),
        "last_trick": N("rules", "Last trick"),
        "domino": N("rules", "Domino"),
    },
    "fr": {
        "tricks": N("rules", "Tricks"),
        "schellen": SUIT_NAMES["fr"]["schilten"],
        "ober": N("rules", "Queen"),
        "rosenkoenig": N("rules", "King of Clubs"),
        "last_trick": N("rules", "Last trick"),
        "domino": N("rules", "Domino"),
    },
}


class GuggitalerSettings(Frozen):
    """Table settings of a Guggitaler: every value of RULES.md section 7 can be changed."""

    preset: str = "standard"
    tricks: Penalty = Field(5, description="penalty per trick taken (game 1)")
    schellen: Penalty = Field(10, description="penalty per Schellen card taken (game 2)")
    ober: Penalty = Field(20, description="penalty per Ober taken (game 3)")
    rosenkoenig: Penalty = Field(40, description="penalty for taking the Rosenkönig (game 4)")
    last_trick: Penalty = Field(50, description="penalty for taking the last trick (game 5)")
    domino: bool = Field(True, description="a Domino is played as the sixth game")
    domino_4: tuple[DominoPoints, DominoPoints, DominoPoints, DominoPoints] = Field(
        (150, 100, 55, 0), description="Domino points by finishing place, four players")
    domino_3: tuple[DominoPoints, DominoPoints, DominoPoints] = Field(
        (150, 100, 70), description="Domino points by finishing place, three players")
    guggitaler: int = Field(1, ge=1, le=20, description="Guggitaler in the match")
    deck: Literal["de", "fr"] = Field("de", description="suit names shown (display only)")


PRESETS: dict[str, GuggitalerSettings] = {
    "standard": GuggitalerSettings(preset="standard"),
    "ohne_domino": GuggitalerSettings(preset="ohne_domino", domino=False),
    "kinder": GuggitalerSettings(preset="kinder", tricks=1, schellen=2, ober=4, rosenkoenig=8,
                                 last_trick=9, domino=False),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "standard": Text(N("rules", "Guggitaler with Domino")),
    "ohne_domino": Text(N("rules", "Guggitaler without Domino")),
    "kinder": Text(N("rules", "Children (1, 2, 4, 8, 9; without Domino)")),
}


class GuggitalerCount(Entry):
    """Games 1–3: how many tricks, Schellen or Ober each player took (seat order)."""

    type: Literal["count"] = "count"
    game: CountGame
    counts: list[int] = Field(description="per player: tricks, Schellen or Ober taken")


class GuggitalerTaker(Entry):
    """Games 4 and 5: who took the Rosenkönig, or the last trick."""

    type: Literal["taker"] = "taker"
    game: TakerGame
    player: int = Field(ge=0, description="seat of the player who took it")


class GuggitalerDomino(Entry):
    """The Domino: the order in which the players got rid of their cards, first out first."""

    type: Literal["domino"] = "domino"
    order: list[int] = Field(description="every seat once, the first to finish first")


GuggitalerEntry = Annotated[GuggitalerCount | GuggitalerTaker | GuggitalerDomino,
                            Field(discriminator="type")]


class GuggitalerDocument(MatchDocument[GuggitalerSettings, GuggitalerEntry]):
    variant: Literal["guggitaler"] = "guggitaler"


@dataclass
class GuggitalerState:
    played: list[dict[str, Any]] = field(default_factory=list)  # one per game: see _row
    lines: list[EntryLine] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    penalties: list[int] = field(default_factory=list)
    domino: list[int] = field(default_factory=list)
    by_game: list[dict[str, int]] = field(default_factory=list)


class Guggitaler(Variant[GuggitalerSettings, Any, GuggitalerState]):
    name: ClassVar[str] = "guggitaler"
    title: ClassVar[str] = Text(N("rules", "Guggitaler"))
    aliases: ClassVar[tuple[str, ...]] = ("guggitaler-jass", "guggitalerjass")
    Settings = GuggitalerSettings
    Document = GuggitalerDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "standard"
    team_game = False
    min_players = 3
    max_players = 4

    @classmethod
    def titled_preset(cls, settings: Any) -> str:
        """The presets' names say whether a Domino is played ("mit Domino", "ohne Domino"),
        so a match made from one and played the other way is named after the nearest preset
        that plays it as the match does ("Guggitaler ohne Domino (angepasst)", not "mit
        Domino" over "Domino: nein"); the first of equals, in the presets' order."""
        own = PRESETS.get(settings.preset)
        if own is None or own.domino == settings.domino:
            return str(settings.preset)
        mine = settings.model_dump(exclude={"preset", "deck"})

        def differences(name: str) -> int:
            theirs = PRESETS[name].model_dump(exclude={"preset", "deck"})
            return sum(mine[k] != theirs[k] for k in mine)

        alike = [name for name, preset in PRESETS.items() if preset.domino == settings.domino]
        return min(alike, key=differences) if alike else str(settings.preset)

    # -- the games -------------------------------------------------------------------

    @property
    def games(self) -> list[str]:
        """The games of one Guggitaler, in order: the five penalty games, then Domino."""
        return [*PENALTY_GAMES, DOMINO] if self.settings.domino else list(PENALTY_GAMES)

    def game_total(self, game: str) -> int:
        """How much is shared out in *game*: 9 or 12 tricks, 9 Schellen, 4 Ober, 1 taker."""
        if game == "tricks":
            return CARDS // self.players  # one trick takes one card of each player
        if game == "schellen":
            return SCHELLEN_CARDS
        if game == "ober":
            return OBER_CARDS
        return 1

    def penalty(self, game: str) -> int:
        value: int = getattr(self.settings, game)
        return value

    def domino_points(self) -> list[int]:
        s = self.settings
        return list(s.domino_4) if self.players == 4 else list(s.domino_3)

    def game_name(self, game: str) -> Text:
        return Text(GAME_NAMES[self.settings.deck][game])

    def next_game(self, state: GuggitalerState) -> tuple[int, str] | None:
        """(Guggitaler index, game key) of the next game, None when the match is over."""
        done = len(state.played)
        per = len(self.games)
        if done >= per * self.settings.guggitaler:
            return None
        return done // per, self.games[done % per]

    def start(self) -> GuggitalerState:
        n = self.players
        return GuggitalerState(totals=[0] * n, penalties=[0] * n, domino=[0] * n,
                               by_game=[{g: 0 for g in PENALTY_GAMES} for _ in range(n)])

    def finished(self, state: GuggitalerState) -> bool:
        return self.next_game(state) is None

    def insert_refusal(self, state: GuggitalerState) -> RuleViolation | None:
        """Always: whatever is inserted before a game takes that game's place, and the
        game, pushed on, is no longer the one due there (the order is fixed)."""
        return RuleViolation(
            "guggitaler.no_insert",
            N("rules", "Each game of a Guggitaler has its place: nothing can be inserted "
                       "before a game (correct the game instead)"),
        )

    # -- entries ---------------------------------------------------------------------

    def kind(self, game: str) -> str:
        return "count" if game in COUNT_GAMES else DOMINO if game == DOMINO else "taker"

    def check_order(self, state: GuggitalerState, entry: Any) -> tuple[int, str]:
        nxt = self.next_game(state)
        assert nxt is not None  # Match refuses entries after the end
        k, game = nxt
        entered = entry.game if not isinstance(entry, GuggitalerDomino) else DOMINO
        if entered == DOMINO and not self.settings.domino:
            raise RuleViolation(
                "guggitaler.no_domino",
                N("rules", "No Domino is played with these table settings"),
            )
        if entered != game:
            raise RuleViolation(
                "guggitaler.order",
                N("rules", "The games are played in their order: next is {game} "
                           "(Guggitaler {number}), not {entered}"),
                game=self.game_name(game), number=k + 1, entered=self.game_name(entered),
            )
        return k, game

    def check_player(self, seat: int) -> None:
        if not 0 <= seat < self.players:
            raise RuleViolation(
                "guggitaler.player",
                N("rules", "There is no player {seat}: Guggitaler is played by {n} here"),
                seat=seat + 1, n=self.players,
            )

    def check_counts(self, game: str, counts: list[int]) -> None:
        n = self.players
        if len(counts) != n:
            raise RuleViolation(
                "guggitaler.players",
                N("rules", "{game}: a count for each of the {n} players, not {given}"),
                game=self.game_name(game), n=n, given=len(counts),
            )
        if any(c < 0 for c in counts):
            raise RuleViolation(
                "guggitaler.count_negative",
                N("rules", "{game}: a player takes 0 or more, not {count}"),
                game=self.game_name(game), count=min(counts),
            )
        total = self.game_total(game)
        if sum(counts) != total:
            raise RuleViolation(
                "guggitaler.count_sum",
                N("rules", "{game}: the counts of all players must add up to {total}, "
                           "not {sum}"),
                game=self.game_name(game), total=total, sum=sum(counts),
            )

    def check_domino(self, order: list[int]) -> None:
        if sorted(order) != list(range(self.players)):
            raise RuleViolation(
                "guggitaler.domino_order",
                N("rules", "The Domino order names every one of the {n} players once, "
                           "first out first"),
                n=self.players,
            )

    def apply(self, state: GuggitalerState, entry: Any) -> None:
        k, game = self.check_order(state, entry)
        n = self.players
        names = self.doc.players
        if isinstance(entry, GuggitalerCount):
            self.check_counts(game, entry.counts)
            counts = list(entry.counts)
            points = [-c * self.penalty(game) for c in counts]
            text = Text(N("rules", "{game}: {counts}"), game=self.game_name(game),
                        counts=", ".join(f"{names[p]} {counts[p]}" for p in range(n)))
        elif isinstance(entry, GuggitalerTaker):
            self.check_player(entry.player)
            counts = [1 if p == entry.player else 0 for p in range(n)]
            points = [-c * self.penalty(game) for c in counts]
            text = Text(N("rules", "{game}: {player}"), game=self.game_name(game),
                        player=names[entry.player])
        else:
            self.check_domino(entry.order)
            table = self.domino_points()
            places = [entry.order.index(p) + 1 for p in range(n)]
            counts = places
            points = [table[place - 1] for place in places]
            text = Text(N("rules", "{game}: {order}"), game=self.game_name(game),
                        order=", ".join(names[p] for p in entry.order))
        for p in range(n):
            state.totals[p] += points[p]
            if game == DOMINO:
                state.domino[p] += points[p]
            else:
                state.penalties[p] -= points[p]
                state.by_game[p][game] -= points[p]
        state.played.append({"guggitaler": k, "game": game, "counts": counts,
                             "points": points, "totals": list(state.totals)})
        notes: list[Text] = []
        if self.finished(state):
            notes.append(Text(N("rules", "last game of the match")))
        elif len(state.played) % len(self.games) == 0:
            notes.append(Text(N("rules", "Guggitaler {number} done"), number=k + 1))
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind=game, round=len(state.lines) + 1, text=text,
            written=points, totals=list(state.totals), notes=notes,
        ))

    # -- board -----------------------------------------------------------------------

    def dealer(self, state: GuggitalerState) -> int | None:
        """Guggitaler k is dealt first by seat first + k; the deal moves on every game."""
        nxt = self.next_game(state)
        if nxt is None:
            return None
        k, game = nxt
        return self.seat_after(self.doc.first, k + self.games.index(game))

    def _rows(self, state: GuggitalerState) -> list[dict[str, Any]]:
        rows = []
        per = len(self.games)
        for index in range(per * self.settings.guggitaler):
            k, game = divmod(index, per)[0], self.games[index % per]
            done = state.played[index] if index < len(state.played) else None
            penalty = None if game == DOMINO else self.penalty(game)
            rows.append({
                "guggitaler": k + 1, "game": game, "name": self.game_name(game),
                "penalty": penalty, "of": None if game == DOMINO else self.game_total(game),
                "played": done is not None,
                "counts": None if done is None else list(done["counts"]),
                "points": None if done is None else list(done["points"]),
                "totals": None if done is None else list(done["totals"]),
            })
        return rows

    def board(self, state: GuggitalerState) -> Board:
        s = self.settings
        n = self.players
        finished = self.finished(state)
        ranks = shared_ranks(state.totals)
        winners = [p for p in range(n) if ranks[p] == 1] if finished else []
        sides = [
            SideBoard(
                name=self.side_names[p], players=self.side_players(p), total=state.totals[p],
                figures={"penalties": state.penalties[p], "domino": state.domino[p],
                         "by_game": dict(state.by_game[p])},
            )
            for p in range(n)
        ]
        nxt = self.next_game(state)
        next_game = None
        if nxt is not None:
            k, game = nxt
            next_game = {"guggitaler": k + 1, "game": game, "name": self.game_name(game),
                         "penalty": None if game == DOMINO else self.penalty(game),
                         "of": None if game == DOMINO else self.game_total(game),
                         "kind": self.kind(game)}
        figures: dict[str, Any] = {
            "games": self.games,
            "guggitaler": s.guggitaler,
            "guggitaler_played": len(state.played) // len(self.games),
            "penalties": {g: self.penalty(g) for g in PENALTY_GAMES},
            "domino": s.domino,
            "domino_points": self.domino_points() if s.domino else None,
            "sheet": self._rows(state),
            "next_game": next_game,
        }
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=finished, winners=winners, ranks=ranks,
            status=self._status(state, winners), dealer=self.dealer(state), figures=figures,
        )

    def _status(self, state: GuggitalerState, winners: list[int]) -> Text:
        if winners:
            return self._won(winners, state.totals[winners[0]])
        nxt = self.next_game(state)
        dealer = self.dealer(state)
        assert nxt is not None and dealer is not None
        return self._next(nxt[0], nxt[1], dealer)

    def _won(self, winners: list[int], total: int) -> Text:
        """*winners* won with *total*: penalty points without Domino, else points."""
        who = and_list([self.doc.players[w] for w in winners])
        if not self.settings.domino:
            if len(winners) > 1:  # the count in its form ("0 point" in French)
                return plural("rules", "{players} win (tie) with %n penalty points",
                              -total, one="{players} win (tie) with %n penalty point",
                              players=who)
            return plural("rules", "{players} wins with %n penalty points", -total,
                          one="{players} wins with %n penalty point", players=who)
        # the total is points, the Domino's less the penalties: said with its unit, as the
        # penalty points are (a trial's "Beat gewinnt mit 75" beside the sheet's "Mit 75
        # Punkten")
        if len(winners) > 1:
            return plural("rules", "{players} win (tie) with %n points", total,
                          one="{players} win (tie) with %n point", players=who)
        return plural("rules", "{players} wins with %n points", total,
                      one="{players} wins with %n point", players=who)

    def _next(self, k: int, game: str, dealer: int) -> Text:
        return Text(N("rules", "Guggitaler {number} of {count}: {game}, {dealer} deals"),
                    number=k + 1, count=self.settings.guggitaler, game=self.game_name(game),
                    dealer=self.doc.players[dealer])

    def status_room(self) -> list[Text]:
        """The longest sentences the board's status may say in this match, whatever is
        played: the games of the last Guggitaler with each dealer, and each player winning
        with the largest total the match can reach. A client that keeps their room from the
        first game on does not move when the match ends (a trial's board moved down by a
        line at "Lukas und Mirjam gewinnen (gleichauf) …"); a tie, rarer and longer, is for
        the client to fit into that room."""
        n = self.players
        last = self.settings.guggitaler - 1
        per = sum(self.penalty(g) * self.game_total(g) for g in PENALTY_GAMES)
        if self.settings.domino:
            per = max(per, max(self.domino_points()))
        most = -per * self.settings.guggitaler  # no total goes further, either side of 0
        return [*(self._next(last, game, dealer) for game in self.games for dealer in range(n)),
                *(self._won([p], most) for p in range(n))]
