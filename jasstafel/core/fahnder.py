"""Fahnder: four players, each for himself; the highest bidder looks for a partner by
calling a card (RULES.md section 5).

Jass words used here:

* **Fahnder** ("detective"): the player who made the highest bid. He names the
  contract (a trump suit, Obenabe or Undenufe; all count single, no Weis, no Stöck,
  the last trick gives 5) and calls a card ("ich fahnde nach dem Schellen-Under").
* **Partner**: whoever holds the called card. Always another player: even a Fahnder
  who wants all nine tricks must name a partner.
* **Gebot** (bid): numbers only, each raise at least 5 (so the bids are 5, 10 ... 145);
  from 150 on only 150, 155, 157 and 257 (= **Match**, all nine tricks).
* **Strich** / **Nuller**: good and bad marks on the board. Made: Fahnder 2 Striche,
  partner 1; failed: Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich. A
  Match bid that is made gives Fahnder and partner one extra Strich each.
* **Missgeschick** (misdeed: not following suit, playing out of turn, looking into
  cards): a penalty of up to 2 Nuller for the player at fault.
* **Fahnder-König**: the first player whose Striche minus Nuller (the *net*) reach 12.
  Nuller have to be made good by further Striche. Several players can get there in
  the same round: all of them win.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import MATCH_POINTS, ROUND_POINTS, check_card_points, contract_word
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list, plural
from .variant import Entry, Frozen, MatchDocument, Variant

Contract = Literal["eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe"]
Misdeed = Literal["nichtfarben", "vorspielen", "kartenblick", "other"]

#: The smallest raise, and the bids from 150 on (RULES.md section 5).
BID_STEP = 5
HIGH_BIDS: tuple[int, ...] = (150, 155, ROUND_POINTS, MATCH_POINTS)
#: Every final bid there is, lowest first: any number below 150 (each raise is at least 5,
#: but a raise can be 7: 105 then 112), then only 150, 155, 157 and 257. The board sees
#: only the final bid, so the size of each raise is the table's to watch.
VALID_BIDS: tuple[int, ...] = (*range(1, HIGH_BIDS[0]), *HIGH_BIDS)
#: The Match bid: made only with all nine tricks.
MATCH_BID = MATCH_POINTS

MADE_FAHNDER = 2  # Striche
MADE_PARTNER = 1
MATCH_EXTRA = 1  # for Fahnder and partner each, Match bid made


def own_partner(fahnder: str) -> RuleViolation:
    """The refusal of a Fahnder named as his own partner (also the window's, when his
    partner key is pressed)."""
    return RuleViolation(
        "fahnder.partner",
        N("rules", "The partner is always another player than the Fahnder: "
                   "{player} cannot be both, even when playing for a Match"),
        player=fahnder,
    )
FAILED_FAHNDER = 2  # Nuller
FAILED_PARTNER = 1
FAILED_OPPONENT = 1  # Strich
MAX_PENALTY = 2  # Nuller for one misdeed


def is_valid_bid(bid: int) -> bool:
    """True for 1 ... 149, 150, 155, 157 and 257."""
    return bid in VALID_BIDS



class FahnderSettings(Frozen):
    """Table settings of a Fahnder."""

    preset: str = "standard"
    min_bid: int | None = Field(
        None, ge=BID_STEP, le=MATCH_BID,
        description="lowest bid allowed (None: no minimum, every bid from 1 on)",
    )
    target: int = Field(
        12, ge=1, le=100,
        description="net Striche (Striche minus Nuller) that make a player Fahnder-König",
    )
    deck: Literal["de", "fr"] = Field("de", description="suit names shown (display only)")


PRESETS: dict[str, FahnderSettings] = {
    "standard": FahnderSettings(preset="standard"),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "standard": Text(N("rules", "Fahnder (Peter Hammer)")),
}
#: who the name in a preset's title is (the New match dialog's tooltip: a trial's newcomer
#: had no idea who Peter Hammer was)
PRESET_ABOUT: dict[str, Text] = {
    "standard": Text(N("rules", "The rules of Peter Hammer, the Zurich mathematician who "
                                "invented the Fahnder in 1988")),
}


class FahnderRound(Entry):
    """One played round: Fahnder, partner, bid, contract and the card points of
    Fahnder and partner together (or a Match: all nine tricks)."""

    type: Literal["round"] = "round"
    fahnder: int = Field(description="seat of the highest bidder")
    partner: int = Field(description="seat of the holder of the called card")
    bid: int = Field(description="5, 10 ... 145, 150, 155, 157 or 257 (Match)")
    contract: Contract
    points: int = Field(description="card points of Fahnder and partner together, 0-157")
    match: bool = Field(False, description="Fahnder and partner took all nine tricks")


class FahnderPenalty(Entry):
    """A misdeed: up to two Nuller for the player at fault."""

    type: Literal["penalty"] = "penalty"
    player: int = Field(description="seat of the player at fault")
    nuller: int = Field(2, description="1 or 2 Nuller")
    misdeed: Misdeed = Field("other", description="what happened (recorded, not scored)")


FahnderEntry = Annotated[FahnderRound | FahnderPenalty, Field(discriminator="type")]


class FahnderDocument(MatchDocument[FahnderSettings, FahnderEntry]):
    variant: Literal["fahnder"] = "fahnder"


@dataclass
class FahnderState:
    striche: list[int] = field(default_factory=lambda: [0] * 4)
    nuller: list[int] = field(default_factory=lambda: [0] * 4)
    played: list[int] = field(default_factory=lambda: [0] * 4)  # rounds as Fahnder
    made: list[int] = field(default_factory=lambda: [0] * 4)  # ... and made
    lines: list[EntryLine] = field(default_factory=list)
    rounds: int = 0
    winners: list[int] = field(default_factory=list)

    def net(self) -> list[int]:
        return [s - n for s, n in zip(self.striche, self.nuller, strict=True)]


MISDEED_NAMES = {
    "nichtfarben": N("rules", "not following suit"),
    "vorspielen": N("rules", "playing out of turn"),
    "kartenblick": N("rules", "looking into cards"),
    "other": N("rules", "misdeed"),
}


class Fahnder(Variant[FahnderSettings, Any, FahnderState]):
    name: ClassVar[str] = "fahnder"
    title: ClassVar[str] = Text(N("rules", "Fahnder"))
    aliases: ClassVar[tuple[str, ...]] = ("fahnderjass", "fahnder-jass")
    Settings = FahnderSettings
    Document = FahnderDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    PRESET_ABOUT: ClassVar[dict[str, Text]] = PRESET_ABOUT
    DEFAULT_PRESET: ClassVar[str] = "standard"
    ALONE_RULES: ClassVar[frozenset[str]] = frozenset({"fahnder.min_bid"})  # the entry's own
    team_game = False
    min_players = 4
    max_players = 4

    def start(self) -> FahnderState:
        return FahnderState()

    def finished(self, state: FahnderState) -> bool:
        return bool(state.winners)

    def contract_name(self, contract: str) -> Text:
        return contract_word(contract, self.settings.deck)

    # -- entries ---------------------------------------------------------------------

    def apply(self, state: FahnderState, entry: Any) -> None:
        if isinstance(entry, FahnderPenalty):
            self._penalty(state, entry)
        else:
            self._round(state, entry)

    def _seat(self, seat: int, role: Text) -> None:
        if not 0 <= seat < len(self.doc.players):
            raise RuleViolation(
                "fahnder.seat",
                N("rules", "The {role} must be one of the four players, not seat {seat}"),
                role=role, seat=seat + 1,
            )

    def check_bid(self, bid: int) -> None:
        """Refuse a bid the bidding cannot produce, or one under the minimum bid."""
        if not is_valid_bid(bid):
            raise RuleViolation(
                "fahnder.bid",
                N("rules", "There is no bid of {bid}: from 150 on only 150, 155, 157 and "
                           "257 (Match) can be bid"),
                bid=bid,
            )
        low = self.settings.min_bid
        if low is not None and bid < low:
            raise RuleViolation(
                "fahnder.min_bid",
                N("rules", "The bid {bid} is below the minimum bid of {low} (table setting)"),
                bid=bid, low=low,
            )

    def check_round(self, r: FahnderRound) -> None:
        self._seat(r.fahnder, Text(N("rules", "Fahnder")))
        self._seat(r.partner, Text(N("rules", "partner")))
        if r.partner == r.fahnder:
            raise own_partner(self.doc.players[r.fahnder])
        self.check_bid(r.bid)
        check_card_points(r.points)
        if r.match and r.points != ROUND_POINTS:
            raise RuleViolation(
                "fahnder.match",
                N("rules", "A Match means all nine tricks: Fahnder and partner have all "
                           "157 card points, not {points}"),
                points=r.points,
            )

    @staticmethod
    def is_made(r: FahnderRound) -> bool:
        """The points reach the bid; the Match bid (257) only with a Match."""
        if r.bid == MATCH_BID:
            return r.match
        return r.points >= r.bid

    def _round(self, state: FahnderState, r: FahnderRound) -> None:
        self.check_round(r)
        made = self.is_made(r)
        striche = [0] * 4
        nuller = [0] * 4
        notes: list[Text] = []
        if made:
            extra = MATCH_EXTRA if r.bid == MATCH_BID else 0
            striche[r.fahnder] = MADE_FAHNDER + extra
            striche[r.partner] = MADE_PARTNER + extra
            notes.append(Text(N("rules", "made")))
        else:
            nuller[r.fahnder] = FAILED_FAHNDER
            nuller[r.partner] = FAILED_PARTNER
            for p in range(4):
                if p not in (r.fahnder, r.partner):
                    striche[p] = FAILED_OPPONENT
            notes.append(Text(N("rules", "failed")))
        if r.match:
            notes.append(Text(N("rules", "Match")))

        state.rounds += 1
        state.played[r.fahnder] += 1
        if made:
            state.made[r.fahnder] += 1
        written = self._write(state, striche, nuller)
        winners = [p for p in range(4) if state.net()[p] >= self.settings.target]
        if winners:
            state.winners = winners
            notes.append(Text(N("rules", "Fahnder-König {players}"),
                              players=and_list([self.doc.players[p] for p in winners])))
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="round", round=state.rounds,
            text=self._describe(r, made), written=written, totals=state.net(), notes=notes,
        ))

    def _penalty(self, state: FahnderState, p: FahnderPenalty) -> None:
        self._seat(p.player, Text(N("rules", "player at fault")))
        if not 1 <= p.nuller <= MAX_PENALTY:
            raise RuleViolation(
                "fahnder.penalty",
                N("rules", "A misdeed costs 1 or at most {most} Nuller, not {nuller}"),
                most=MAX_PENALTY, nuller=p.nuller,
            )
        nuller = [p.nuller if s == p.player else 0 for s in range(4)]
        written = self._write(state, [0] * 4, nuller)
        name = self.doc.players[p.player]
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="penalty",
            text=Text(N("rules", "{player}: {misdeed}, {nuller}"), player=name,
                      misdeed=Text(MISDEED_NAMES[p.misdeed]),  # French: "1 zéro", "2 zéros"
                      nuller=plural("rules", "%n Nuller", p.nuller, one="%n Nuller")),
            written=written, totals=state.net(), notes=[Text(N("rules", "penalty"))],
        ))

    @staticmethod
    def _write(state: FahnderState, striche: list[int], nuller: list[int]) -> list[int]:
        """Add the marks; returns the change of every player's net."""
        for p in range(4):
            state.striche[p] += striche[p]
            state.nuller[p] += nuller[p]
        return [striche[p] - nuller[p] for p in range(4)]

    def _describe(self, r: FahnderRound, made: bool) -> Text:
        names = self.doc.players
        bid = (Text(N("rules", "{bid} (Match)"), bid=r.bid) if r.bid == MATCH_BID
               else Text.plain(str(r.bid)))
        points = Text(N("rules", "Match")) if r.match else Text.plain(str(r.points))
        return Text(N("rules", "{fahnder} bids {bid} in {contract}, partner {partner}: "
                               "{points} → {outcome}"),
                    fahnder=names[r.fahnder], bid=bid, contract=self.contract_name(r.contract),
                    partner=names[r.partner], points=points,
                    outcome=Text(N("rules", "made")) if made else Text(N("rules", "failed")))

    # -- board -----------------------------------------------------------------------

    def rank_keys(self, state: FahnderState) -> list[tuple[int, int]]:
        """Every Fahnder-König shares the first rank; the others follow by net."""
        net = state.net()
        return [(1, 0) if p in state.winners else (0, net[p]) for p in range(4)]

    def board(self, state: FahnderState) -> Board:
        s = self.settings
        net = state.net()
        dealer = None if self.finished(state) else self.dealer_of(state.rounds)
        sides = [
            SideBoard(
                name=self.side_names[p], players=self.side_players(p), total=net[p],
                figures={
                    "striche": state.striche[p],
                    "nuller": state.nuller[p],
                    "net": net[p],
                    "to_koenig": max(0, s.target - net[p]),
                    "koenig": p in state.winners,
                    "as_fahnder": state.played[p],
                    "made_as_fahnder": state.made[p],
                },
            )
            for p in range(4)
        ]
        figures: dict[str, Any] = {
            "target": s.target,
            "min_bid": s.min_bid,
            "rounds_played": state.rounds,
            "koenig": list(state.winners),
            # the Fahnder is found by bidding: no announcer; the player after the dealer
            # bids first
            "first_bidder": None if dealer is None else self.seat_after(dealer),
        }
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=self.finished(state), winners=list(state.winners),
            ranks=shared_ranks(self.rank_keys(state)), status=self._status(state),
            dealer=dealer, figures=figures,
        )

    def _status(self, state: FahnderState) -> Text:
        names = self.doc.players
        if state.winners:
            # one crown or several: "Anna is Fahnder-König", "Anna and Cla are Fahnder-Könige"
            return plural("rules", "{players} are Fahnder-Könige: the match is over",
                          len(state.winners), one="{players} is Fahnder-König: the match is over",
                          players=and_list([names[p] for p in state.winners]))
        net = state.net()
        number = state.rounds + 1
        best = max(net)
        leaders = [names[p] for p in range(4) if net[p] == best]
        if len(leaders) == 4:
            return Text(N("rules", "Round {round}: bidding for the Fahnder"), round=number)
        return Text(N("rules", "Round {round}: bidding for the Fahnder; {players} leads with "
                               "net {net} of {target}") if len(leaders) == 1
                    else N("rules", "Round {round}: bidding for the Fahnder; {players} lead with "
                                    "net {net} of {target}"),
                    round=number, players=and_list(leaders), net=best,
                    target=self.settings.target)
