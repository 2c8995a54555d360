"""Molotow: 3 to 6 players, each for himself, fewest points win (RULES.md section 3).

Jass words used here:

* **Molotow**: a game of avoidance. Trump is not announced: the first player who
  cannot follow suit makes the suit he plays trump (with an Ass Obenabe, with a 6
  Undenufe). Each player counts the card points of the tricks he took himself.
* **Handweis** (``hand_weis``): a Weis (sequence, four of a kind) declared from
  one's own hand. In Molotow it is *good*: it is written as minus points.
* **Tischweis** (``tisch_weis``): a Weis that happens to lie in one trick, made by
  the cards of several players. It is *bad*: it is written as plus points for
  whoever took that trick.
* **Stöck** (``stoeck``): König and Ober of trump in one hand. The club rulebook has
  none; a table setting allows them as 20 minus points.
* **Vorhandregel**: of two equal Weis the one declared first counts. Together with
  "only the best Weis counts" (club rulebook: the usual Weis rules apply) it means
  that at most one player writes Handweis in a round (table setting: every player).
* **Karte ziehen**: two players with equal totals each draw a card; the higher
  card wins. The order of the 36 cards for this is documented at :data:`DRAW_RANKS`.

Round score per player: ``card points − Handweis + Tischweis (− 20 for Stöck)``,
doubled in the last round when the table setting says so. Card points add up to
157 when every card is dealt (3, 4 or 6 players); with 5 players a card is left over,
so a smaller sum is written with a warning. A sum above 157 is always refused.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import (
    ROUND_POINTS,
    STOECK,
    SUITS,
    Suit,
    card_word,
    check_card_points,
    check_weis,
)
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list, plural
from .variant import Entry, Frozen, MatchDocument, Variant, all_rounds_played

#: Player counts with which the whole deck is dealt (36 cards divide evenly).
FULL_DECK_PLAYERS = (3, 4, 6)

Rank = Literal["6", "7", "8", "9", "10", "under", "ober", "koenig", "ass"]
#: Card order for drawing a card, lowest first: the order of a suit without trump
#: (Obenabe): 6, 7, 8, 9, Banner (10), Under, Ober, König, Ass. Between two cards of
#: the same rank the suit decides: Eicheln > Rosen > Schilten > Schellen (in the
#: French deck Kreuz > Schaufel > Herz > Ecken, the usual Kreuz > Pik > Herz > Karo).
DRAW_RANKS: tuple[Rank, ...] = ("6", "7", "8", "9", "10", "under", "ober", "koenig", "ass")
#: Suits for drawing, highest first.
DRAW_SUITS: tuple[Suit, ...] = SUITS



class Card(Frozen):
    """One card of the 36-card deck, e.g. ``{"suit": "rosen", "rank": "ass"}``."""

    suit: Suit
    rank: Rank

    def strength(self) -> int:
        """Position in the drawing order: 0 (Schellen 6) up to 35 (Eicheln Ass)."""
        return DRAW_RANKS.index(self.rank) * 4 + (3 - DRAW_SUITS.index(self.suit))

    def label(self, deck: str = "de") -> Text:
        """The card as the table's *deck* names it (:func:`cards.card_word`)."""
        return card_word(self.suit, self.rank, deck)


#: The 36-card deck.
DECK: tuple[Card, ...] = tuple(Card(suit=s, rank=r) for s in SUITS for r in DRAW_RANKS)


class MolotowSettings(Frozen):
    """Table settings of a Molotow, fixed before the first round."""

    preset: str = "jassverein"
    rounds: int = Field(8, ge=1, le=100, description="number of rounds, fixed before the game")
    last_round_double: bool = Field(False, description="the last round counts double")
    stoeck: bool = Field(
        False, description="Stöck are written, as 20 minus points (club rulebook: no Stöck)"
    )
    hand_weis: Literal["best", "all"] = Field(
        "best",
        description="'best': the usual Weis rules, only the player with the best Weis writes "
                    "Handweis; 'all': every player writes his Handweis",
    )
    draw: Literal["all", "win"] = Field(
        "all",
        description="which ties are decided by drawing a card: every tie, or only a tie "
                    "for the win (other tied players share their rank)",
    )
    deck: Literal["de", "fr"] = Field("de", description="suit names shown (display only)")


PRESETS: dict[str, MolotowSettings] = {
    "jassverein": MolotowSettings(preset="jassverein"),
    "hausjass": MolotowSettings(
        preset="hausjass", last_round_double=True, stoeck=True, hand_weis="all",
    ),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "jassverein": Text(N("rules", "Jassverein (rule book)")),
    "hausjass": Text(N("rules", "Hausjass (Stöck, every Handweis, last round double)")),
}


class MolotowRound(Entry):
    """One round: every player's card points, Handweis and Tischweis, in seat order."""

    type: Literal["round"] = "round"
    points: list[int] = Field(description="card points per player (seat order)")
    hand_weis: list[int] = Field(
        default_factory=list, description="Handweis per player (minus); empty: none"
    )
    tisch_weis: list[int] = Field(
        default_factory=list, description="Tischweis per player (plus); empty: none"
    )
    stoeck: int | None = Field(
        None, ge=0, description="seat of the player who showed Stöck (table setting)"
    )


class MolotowDraw(Entry):
    """Tied players drew a card: ``order`` from the highest card down.

    ``cards`` (same order) are the cards drawn when the board drew them; when the
    Schreiber only records who drew the higher card, it is empty.
    """

    type: Literal["draw"] = "draw"
    order: list[int] = Field(description="seats of the tied players, highest card first")
    cards: list[Card] = Field(default_factory=list, description="cards drawn, same order")


MolotowEntry = Annotated[MolotowRound | MolotowDraw, Field(discriminator="type")]


class MolotowDocument(MatchDocument[MolotowSettings, MolotowEntry]):
    variant: Literal["molotow"] = "molotow"


def typed_figure(points: int, double: bool) -> str:
    """A figure of a round as it was typed (card points, a Weis, the Stöck' 20), and "×2"
    beside it where the round counts double: "50×2" stands beside what the round wrote,
    already doubled, and the doubled sums under the totals (−100), so that no one reads
    the typed 50 as a second figure for them (a French trial's). The board, the sheet and
    the history write a doubled round's figures so."""
    return f"{points}×2" if double else str(points)


def won_before_draw(ranks: Sequence[int], pending: Sequence[Sequence[int]]) -> int | None:
    """The player who has won while a tie for a lower place still draws a card (the table
    setting: every tie is drawn), else None: the fewest total alone, or his tie drawn."""
    firsts = [p for p, rank in enumerate(ranks) if rank == 1]
    if not pending or len(firsts) != 1 or firsts[0] in pending[0]:
        return None
    return firsts[0]


def won_and_draw_status(player: str, total: int, tied: Sequence[str], place: int) -> Text:
    """The status while only a tie for *place* is left to draw: that *player* has won
    already (a German trial's board said his "Führung", and only the draw was offered)."""
    return plural("rules", "{player} has won with %n points; {players} draw a card for place "
                  "{place}", total, one="{player} has won with %n point; {players} draw a card "
                  "for place {place}", player=player, players=and_list(list(tied)), place=place)


def draw_cards(players: Sequence[int], rng: random.Random | None = None) -> MolotowDraw:
    """Draw one distinct card of the 36 for each of *players*: the draw entry.

    The window and the command line call this when the board draws for tied
    players; the entry stores the cards, so replaying the match never draws again.
    Without *rng* the operating system's randomness is used.
    """
    rng = rng or random.SystemRandom()
    drawn = rng.sample(DECK, len(players))
    pairs = sorted(zip(players, drawn, strict=True), key=lambda pc: -pc[1].strength())
    return MolotowDraw(order=[p for p, _ in pairs], cards=[c for _, c in pairs])


@dataclass
class MolotowState:
    totals: list[int]
    hand_weis: list[int]
    tisch_weis: list[int]
    stoeck: list[int]
    #: the minus points the Stöck wrote (20 each, 40 in a last round that counts double)
    stoeck_points: list[int] = field(default_factory=list)
    lines: list[EntryLine] = field(default_factory=list)
    rounds: int = 0
    draws: list[list[int]] = field(default_factory=list)
    cards: dict[int, Card] = field(default_factory=dict)
    warnings: list[Text] = field(default_factory=list)


class Molotow(Variant[MolotowSettings, Any, MolotowState]):
    name: ClassVar[str] = "molotow"
    title: ClassVar[str] = Text(N("rules", "Molotow"))
    aliases: ClassVar[tuple[str, ...]] = ("molotov",)
    Settings = MolotowSettings
    Document = MolotowDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "jassverein"
    ALONE_RULES: ClassVar[frozenset[str]] = frozenset({"molotow.no_stoeck"})  # the entry's own
    team_game = False
    min_players = 3
    max_players = 6

    def start(self) -> MolotowState:
        n = self.players
        return MolotowState(totals=[0] * n, hand_weis=[0] * n, tisch_weis=[0] * n,
                            stoeck=[0] * n, stoeck_points=[0] * n)

    def finished(self, state: MolotowState) -> bool:
        return state.rounds == self.settings.rounds and not self.ties_to_draw(state)

    def insert_refusal(self, state: MolotowState) -> RuleViolation | None:
        """All rounds played (a tie's draw due or not): a draw comes only after them."""
        rounds = self.settings.rounds
        return all_rounds_played(rounds) if state.rounds >= rounds else None

    # -- ties ------------------------------------------------------------------------

    def tie_groups(self, state: MolotowState) -> list[list[int]]:
        """Groups of two or more players with the same total, best total first."""
        groups: dict[int, list[int]] = {}
        for seat, total in enumerate(state.totals):
            groups.setdefault(total, []).append(seat)
        return [groups[t] for t in sorted(groups) if len(groups[t]) > 1]

    def ties_to_draw(self, state: MolotowState) -> list[list[int]]:
        """Tie groups that must still draw a card (only after the last round)."""
        if state.rounds < self.settings.rounds:
            return []
        drawn = [sorted(d) for d in state.draws]
        best = min(state.totals)
        return [g for g in self.tie_groups(state) if g not in drawn
                and (self.settings.draw == "all" or state.totals[g[0]] == best)]

    # -- entries ---------------------------------------------------------------------

    def apply(self, state: MolotowState, entry: Any) -> None:
        if isinstance(entry, MolotowDraw):
            self._draw(state, entry)
        else:
            self._round(state, entry)

    def _per_player(self, values: list[int], what: Text) -> list[int]:
        if not values:
            return [0] * self.players
        if len(values) != self.players:
            raise RuleViolation(
                "molotow.players",
                N("rules", "{what} must be given for each of the {n} players, not {count}"),
                what=what, n=self.players, count=len(values),
            )
        return list(values)

    def check_round(
        self, state: MolotowState, r: MolotowRound
    ) -> tuple[list[int], list[int], list[Text]]:
        """Refuse what the rules forbid; return Handweis and Tischweis per player and the
        warnings of the round."""
        s = self.settings
        n = self.players
        if state.rounds >= s.rounds:
            raise RuleViolation(
                "molotow.rounds_over",
                plural("rules", "All %n rounds are played: only the tied players' draw is left",
                       s.rounds,
                       one="The one round is played: only the tied players' draw is left"),
            )
        if len(r.points) != n:
            raise RuleViolation(
                "molotow.players",
                N("rules", "{what} must be given for each of the {n} players, not {count}"),
                what=Text(N("rules", "Card points")), n=n, count=len(r.points),
            )
        for p in r.points:
            check_card_points(p)
        hand = self._per_player(r.hand_weis, Text(N("rules", "Handweis")))
        tisch = self._per_player(r.tisch_weis, Text(N("rules", "Tischweis")))
        total = sum(r.points)
        if total > ROUND_POINTS:
            raise RuleViolation(
                "molotow.points_sum",
                N("rules", "The card points add up to {total}: a round has only 157"),
                total=total,
            )
        warnings: list[Text] = []
        if total < ROUND_POINTS:
            if n in FULL_DECK_PLAYERS:
                raise RuleViolation(
                    "molotow.points_sum",
                    N("rules", "With {n} players every card is dealt: the card points must "
                               "add up to 157, not {total}"),
                    n=n, total=total,
                )
            warnings.append(Text(
                N("rules", "card points add up to {total}, not 157 ({n} players: {left} left "
                           "over)"),
                total=total, n=n, left=ROUND_POINTS - total))
        for w in (*hand, *tisch):
            check_weis(w)
        if s.hand_weis == "best" and sum(1 for w in hand if w) > 1:
            # who had Handweis, and the table setting that would write them all, in the
            # words of the New match form (setting_words: "Handweis", "every player …")
            raise RuleViolation(
                "molotow.weis_one_player",
                N("rules", "Handweis for {players}: only the player with the best Weis writes "
                           "Handweis; the table setting Handweis “every player writes his "
                           "Handweis” allows several"),
                players=and_list([self.doc.players[p] for p, w in enumerate(hand) if w]),
            )
        if r.stoeck is not None:
            if not s.stoeck:
                raise RuleViolation(
                    "molotow.no_stoeck",
                    N("rules", "There are no Stöck in Molotow (club rulebook); "
                               "the table setting would allow them"),
                )
            if r.stoeck >= n:
                raise RuleViolation(
                    "molotow.stoeck_player", N("rules", "There is no player {seat}"),
                    seat=r.stoeck + 1,
                )
        return hand, tisch, warnings

    def factor(self, round_number: int) -> int:
        s = self.settings
        return 2 if s.last_round_double and round_number == s.rounds else 1

    def _round(self, state: MolotowState, r: MolotowRound) -> None:
        hand, tisch, warnings = self.check_round(state, r)
        n = self.players
        stoeck = [STOECK if r.stoeck == p else 0 for p in range(n)]
        number = state.rounds + 1
        f = self.factor(number)
        written = [(r.points[p] - hand[p] + tisch[p] - stoeck[p]) * f for p in range(n)]

        state.rounds = number
        state.totals = [state.totals[p] + written[p] for p in range(n)]
        state.hand_weis = [state.hand_weis[p] + hand[p] * f for p in range(n)]
        state.tisch_weis = [state.tisch_weis[p] + tisch[p] * f for p in range(n)]
        state.stoeck = [state.stoeck[p] + (1 if stoeck[p] else 0) for p in range(n)]
        state.stoeck_points = [state.stoeck_points[p] + stoeck[p] * f for p in range(n)]
        state.warnings.extend(Text(N("rules", "round {number}: {warning}"), number=number,
                                   warning=w) for w in warnings)
        notes = list(warnings)
        if f == 2:
            notes.append(Text(N("rules", "last round counts double")))
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="round", round=number,
            text=self._describe(r, hand, tisch, f), written=written,
            totals=list(state.totals), notes=notes,
        ))

    def _describe(self, r: MolotowRound, hand: list[int], tisch: list[int], f: int) -> Text:
        """The round as typed: "57 / 0 / 50 / 50, Handweis Claire −50"; a round that counts
        double in brackets and "×2" after them (the whole round doubled: "…, Handweis
        Claire −50 ×2" read as the Weis alone doubled)."""
        names = self.doc.players
        parts: list[str] = [" / ".join(str(p) for p in r.points)]
        for p in range(self.players):
            if hand[p]:
                parts.append(Text(N("rules", ", Handweis {player} −{weis}"), player=names[p],
                                  weis=hand[p]))
        for p in range(self.players):
            if tisch[p]:
                parts.append(Text(N("rules", ", Tischweis {player} +{weis}"), player=names[p],
                                  weis=tisch[p]))
        if r.stoeck is not None:
            parts.append(Text(N("rules", ", Stöck {player} −{stoeck}"), player=names[r.stoeck],
                              stoeck=STOECK))
        if f == 2:
            parts = ["(", *parts, ") ×2"]
        return Text.concat(parts)

    def _draw(self, state: MolotowState, d: MolotowDraw) -> None:
        s = self.settings
        n = self.players
        if state.rounds < s.rounds:
            raise RuleViolation(
                "molotow.draw_early",
                plural("rules", "A tie is decided by drawing a card only after the last round "
                                "(%n rounds, {played} played)", s.rounds,
                       one="A tie is decided by drawing a card only after the last round "
                           "(%n round, {played} played)", played=state.rounds),
            )
        if (len(d.order) < 2 or len(set(d.order)) != len(d.order)
                or any(not 0 <= p < n for p in d.order)):
            raise RuleViolation(
                "molotow.draw_players",
                N("rules", "A draw needs two or more different players of the table"),
            )
        names = self.doc.players
        totals = {state.totals[p] for p in d.order}
        if len(totals) > 1:
            raise RuleViolation(
                "molotow.draw_not_tied",
                N("rules", "Only tied players draw a card: {players} do not have the same total"),
                players=and_list([names[p] for p in d.order]),
            )
        total = state.totals[d.order[0]]
        group = [p for p in range(n) if state.totals[p] == total]
        if sorted(d.order) in [sorted(x) for x in state.draws]:
            raise RuleViolation(
                "molotow.draw_done",
                N("rules", "{players} have already drawn a card for their tie"),
                players=and_list([names[p] for p in d.order]),
            )
        if sorted(d.order) != group:
            raise RuleViolation(
                "molotow.draw_whole_tie",
                N("rules", "All {count} players with {total} points draw together: {players}"),
                count=len(group), total=total, players=and_list([names[p] for p in group]),
            )
        if s.draw == "win" and total != min(state.totals):
            raise RuleViolation(
                "molotow.draw_not_needed",
                N("rules", "Only a tie for the win is drawn (table setting); "
                           "{players} share their rank"),
                players=and_list([names[p] for p in group]),
            )
        if d.cards:
            strengths = [c.strength() for c in d.cards]
            if (len(d.cards) != len(d.order) or len(set(strengths)) != len(strengths)
                    or strengths != sorted(strengths, reverse=True)):
                raise RuleViolation(
                    "molotow.draw_cards",
                    N("rules", "The cards drawn must be different cards, one per player, "
                               "listed from the highest card down"),
                )

        state.draws.append(list(d.order))
        for p, c in zip(d.order, d.cards, strict=False):
            state.cards[p] = c
        if d.cards:
            drawn = Text.concat([Text(N("rules", "{player} {card}"), player=names[p],
                                      card=c.label(s.deck))
                                 for p, c in zip(d.order, d.cards, strict=True)], ", ")
            text = Text(N("rules", "Draw: {cards}"), cards=drawn)
        else:
            before = Text(N("rules", " before "))
            order = Text.concat([part for p in d.order for part in (before, names[p])][1:])
            text = Text(N("rules", "Draw: {order}"), order=order)
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="draw", text=text, written=[0] * n,
            totals=list(state.totals),
            notes=[Text(N("rules", "tie on {total} decided by drawing a card"), total=total)],
        ))

    # -- board -----------------------------------------------------------------------

    def rank_keys(self, state: MolotowState) -> list[tuple[int, int]]:
        """Fewest total first; within a drawn tie the higher card first."""
        position = {p: i for order in state.draws for i, p in enumerate(order)}
        return [(-state.totals[p], -position.get(p, 0)) for p in range(self.players)]

    @staticmethod
    def _winner_status(player: str, total: int, drawn: list[list[int]]) -> Text:
        """Who won with how many points, and whether a card drawn decided it: the total
        said with its unit, as every other variant's winner (a trial's "gewinnt mit 194"
        beside the sheet's "Mit 194 Punkten"); the fewest win, the unit is the same."""
        if not drawn:
            return plural("rules", "{player} wins with %n points", total,
                          one="{player} wins with %n point", player=player)
        if len(drawn[0]) == 2:
            return plural("rules", "{player} wins with %n points (drew the higher card)",
                          total, one="{player} wins with %n point (drew the higher card)",
                          player=player)
        return plural("rules", "{player} wins with %n points (drew the highest card)", total,
                      one="{player} wins with %n point (drew the highest card)", player=player)

    def board(self, state: MolotowState) -> Board:
        s = self.settings
        n = self.players
        finished = self.finished(state)
        ranks = shared_ranks(self.rank_keys(state))
        winners = [p for p in range(n) if ranks[p] == 1] if finished else []
        sides = []
        for p in range(n):
            figures: dict[str, Any] = {
                "hand_weis": state.hand_weis[p],
                "tisch_weis": state.tisch_weis[p],
            }
            if s.stoeck:
                figures["stoeck"] = state.stoeck[p]
                figures["stoeck_points"] = state.stoeck_points[p]
            if p in state.cards:
                card = state.cards[p]
                figures["card_drawn"] = {"suit": card.suit, "rank": card.rank,
                                         "label": card.label(s.deck)}
            sides.append(SideBoard(name=self.side_names[p], players=self.side_players(p),
                                   total=state.totals[p], figures=figures))
        pending = self.ties_to_draw(state)
        next_round = state.rounds + 1
        figures_all: dict[str, Any] = {
            "rounds": s.rounds,
            "rounds_played": state.rounds,
            "rounds_left": s.rounds - state.rounds,
            "last_round_double": s.last_round_double,
            "dealer": None if state.rounds >= s.rounds
            else (self.doc.first + state.rounds) % n,
            "ties_to_draw": pending,
            "draws": [list(d) for d in state.draws],
            "warnings": list(state.warnings),
        }
        names = self.doc.players
        decided = won_before_draw(ranks, pending)
        status: Text
        if finished:
            w = winners[0]
            drawn = [d for d in state.draws if w in d]
            status = self._winner_status(names[w], state.totals[w], drawn)
        elif decided is not None:
            g = pending[0]
            status = won_and_draw_status(names[decided], state.totals[decided],
                                         [names[p] for p in g], ranks[g[0]])
        elif pending:
            g = pending[0]
            status = Text(N("rules", "Tie on {total} between {players}: draw a card"),
                          total=state.totals[g[0]], players=and_list([names[p] for p in g]))
        else:
            dealer = names[(self.doc.first + state.rounds) % n]
            status = Text(N("rules", "Round {round} of {rounds} (counts double): {dealer} deals")
                          if self.factor(next_round) == 2
                          else N("rules", "Round {round} of {rounds}: {dealer} deals"),
                          round=next_round, rounds=s.rounds, dealer=dealer)
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=finished, winners=winners, ranks=ranks, status=status,
            dealer=figures_all["dealer"], figures=figures_all,
        )
