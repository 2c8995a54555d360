"""Pandur: four at the table, three play each deal, the dealer "erbt" (RULES.md section 6).

Jass words used here:

* **Pandur deck**: 24 cards, the usual 36 without 6, 7 and 8; 8 cards to each of the
  three active players, 8 tricks, 157 card points (152 + 5 for the last trick, no
  Match bonus).
* **Steigern**: the bidding. The highest bid is the **contract**, its bidder the
  **declarer** (Spielübernehmer); the other active players are his opponents.
  The bids in order (:data:`LADDER`): 100 … 200, Misère ohne, Misère mit, 210 … 250,
  Pandur ohne, 260 … 290, 300 … 500 (table setting), Pandur mit.
* **Misère** (ohne / mit Trumpf): the declarer must take no trick.
* **Pandur** (ohne / mit Trumpf): the declarer must take every trick.
* **Schreibpunkte**: what the board counts; 2 … 6 per contract, never more than 6.
  Made: the declarer writes them; failed: each opponent writes them.
* **Erben**: the dealer sits out a deal of four and inherits 2 Schreibpunkte, but
  never above 14; the 15th point only comes from active play.
* **Weis**: declared combinations; in Pandur also 4 Under 200, 4 Neuner 150 and a
  whole suit (all six cards) 150. Only the declarer's Weis counts, and only if no
  opponent showed a higher one.
* **strengrechtlich**: every fault (wrong Weis, reneging, a remark, a wrong lead ...)
  loses the deal for the side at fault. Leading before the bidding is closed
  (except with Pandur mit) is a fault of the declarer.
* **Phase**: how many players are still at the table: 4 (the dealer sits out and
  erbt), then 3 (all play, no Erben), then 2. Whoever reaches 15 has won his place
  and leaves; the last one left is the loser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import check_card_points
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list
from .variant import Entry, Frozen, MatchDocument, Variant

#: Schreibpunkte that win: that player has his place and leaves the table.
TARGET = 15
#: What the dealer inherits in a deal of four ...
INHERITANCE = 2
#: ... but Erben never takes him above this.
INHERITANCE_CAP = TARGET - 1
#: Never more than this in one deal.
MAX_SCHREIBPUNKTE = 6
#: Numeric bids: from 100 in steps of 10.
LOWEST_BID = 100
BID_STEP = 10
#: The highest numeric bid on the ladder: 157 card points + 350 Weis (4 Under and
#: 4 Neuner, the most 8 cards can show) is 507, so no higher bid can ever be made.
HIGHEST_BID = 500

Special = Literal["misere_ohne", "misere_mit", "pandur_ohne", "pandur_mit"]
#: A contract: a numeric bid (100, 110 …) or one of the four named games.
Contract = int | Special

SPECIAL_NAMES: dict[str, str] = {
    "misere_ohne": N("rules", "Misère ohne"),
    "misere_mit": N("rules", "Misère mit"),
    "pandur_ohne": N("rules", "Pandur ohne"),
    "pandur_mit": N("rules", "Pandur mit"),
}
SPECIAL_SCHREIBPUNKTE: dict[str, int] = {
    "misere_ohne": 4, "misere_mit": 4, "pandur_ohne": 5, "pandur_mit": 6,
}

#: Every Weis total one 8-card hand of the 24-card deck can show (Kreuzweis allowed):
#: sums of Dreiblatt 20, Vierblatt 50, Fünfblatt 100, Sechsblatt (a whole suit) 150,
#: Vier gleiche 100, 4 Neuner 150 and 4 Under 200 that fit into eight cards. Found by
#: going through all 735 471 hands; e.g. 60 (three Dreiblätter) needs nine cards,
#: 350 is 4 Under + 4 Neuner.
WEIS_TOTALS: tuple[int, ...] = (
    0, 20, 40, 50, 70, 100, 120, 140, 150, 170, 190, 200, 220, 240, 250, 300, 350,
)


def ladder(high_bids: bool = True) -> list[Contract]:
    """Every contract in bidding order, lowest first; *high_bids*: 300 … 500 allowed."""
    def bids(low: int, high: int) -> list[Contract]:
        return [bid for bid in range(low, high + 1, BID_STEP)]

    out: list[Contract] = bids(LOWEST_BID, 200)
    out += ["misere_ohne", "misere_mit", *bids(210, 250), "pandur_ohne", *bids(260, 290)]
    if high_bids:
        out += bids(300, HIGHEST_BID)
    out.append("pandur_mit")
    return out


#: The ladder with the default table settings (numeric bids of 300 and more allowed).
LADDER: tuple[Contract, ...] = tuple(ladder())


def is_numeric(contract: Contract) -> bool:
    return isinstance(contract, int)


def contract_name(contract: Contract) -> Text:
    """The contract as a Jasser says it: ``150``, ``Misère mit``, ``Pandur ohne`` ..."""
    if isinstance(contract, int):
        return Text.plain(str(contract))
    return Text(SPECIAL_NAMES[contract])


def schreibpunkte(contract: Contract) -> int:
    """Schreibpunkte of a contract (RULES.md table); never more than 6."""
    if isinstance(contract, int):
        if contract >= 300:
            return MAX_SCHREIBPUNKTE
        return 2 + (contract - LOWEST_BID) // 50
    return SPECIAL_SCHREIBPUNKTE[contract]


def inheritance(score: int) -> int:
    """What a dealer with *score* Schreibpunkte inherits: ``min(2, max(0, 14 − score))``."""
    return min(INHERITANCE, max(0, INHERITANCE_CAP - score))



def declarer_left(player: str) -> RuleViolation:
    """The refusal of a declarer who has left the table (also the window's, for his key)."""
    return RuleViolation(
        "pandur.declarer_left",
        N("rules", "{player} has reached 15, has left the table and can no longer bid"),
        player=player,
    )


def fault_player(player: str) -> RuleViolation:
    """The refusal of a fault by someone not in the deal (the dealer who sits out, a player
    who has left; also the window's, for his key)."""
    return RuleViolation(
        "pandur.fault_player",
        N("rules", "{player} does not play this deal: only the declarer and his "
          "opponents can be at fault"),
        player=player,
    )


def nothing_to_beat() -> RuleViolation:
    """The refusal of a Weis beaten without the declarer's Weis (also the window's, for the
    key of *beaten* while the box is greyed)."""
    return RuleViolation(
        "pandur.weis_beaten",
        N("rules", "The opponents may only show Weis when the declarer shows Weis: "
          "without his Weis there is nothing to beat"),
    )


def declarer_dealer(player: str) -> RuleViolation:
    """The refusal of the dealer who sits out as declarer (also the window's, for his key)."""
    return RuleViolation(
        "pandur.declarer_dealer",
        N("rules", "{player} deals, sits out this deal and inherits: the declarer is one of the "
          "three others"),
        player=player,
    )

class PandurSettings(Frozen):
    """Table settings of a Pandur; the presets fill them, every field is editable."""

    preset: str = "standard"
    high_bids: bool = Field(
        True, description="numeric bids of 300 and more (300 … 500, 6 Schreibpunkte) may be bid"
    )
    same_deal: Literal["shared", "total"] = Field(
        "shared",
        description="players reaching 15 in the same deal: share the rank, or the higher "
        "total ranks first",
    )
    misdeal_forfeits: bool = Field(
        True,
        description="a dealer who misdealt inherits nothing for the deal he gives again "
        "(off: only the misdeal itself writes nothing)",
    )


PRESETS: dict[str, PandurSettings] = {
    "standard": PandurSettings(preset="standard"),
    "bis_290": PandurSettings(preset="bis_290", high_bids=False),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "standard": Text(N("rules", "Standard (Jass rule book)")),
    "bis_290": Text(N("rules", "Bids up to 290")),
}


class PandurDeal(Entry):
    """A played deal: declarer, contract and the outcome.

    A numeric bid is entered either as ``made`` (true/false) or with the declarer's
    card ``points`` and ``weis`` (``weis_beaten``: an opponent showed a higher Weis,
    the declarer's Weis is cancelled); the board then decides. Misère and Pandur are
    entered as ``made`` only.
    """

    type: Literal["deal"] = "deal"
    declarer: int = Field(ge=0, description="seat of the declarer")
    contract: Contract = Field(description="a numeric bid, or misere_ohne, misere_mit, "
                               "pandur_ohne, pandur_mit")
    made: bool | None = Field(None, description="the contract was made (or failed)")
    points: int | None = Field(None, description="the declarer's card points (numeric bids)")
    weis: int = Field(0, description="the declarer's Weis (numeric bids, with points)")
    weis_beaten: bool = Field(False, description="an opponent showed a higher Weis")


class PandurFault(Entry):
    """A deal decided by a fault (strengrechtlich): against the side at fault.

    A fault by the declarer, or his ``premature_lead`` (leading before his bid was
    confirmed as the highest), fails the contract; a fault by an opponent makes it.
    """

    type: Literal["fault"] = "fault"
    declarer: int = Field(ge=0, description="seat of the declarer")
    contract: Contract = Field(description="the declarer's contract, as in a deal")
    by: int = Field(ge=0, description="seat of the player at fault")
    premature_lead: bool = Field(False, description="the declarer led before the bidding ended")


class PandurNoBid(Entry):
    """Nobody bid: the dealer still erbt, the next player deals."""

    type: Literal["no_bid"] = "no_bid"


class PandurMisdeal(Entry):
    """The dealer misdealt: nothing is written, the same dealer deals again."""

    type: Literal["misdeal"] = "misdeal"


PandurEntry = Annotated[
    PandurDeal | PandurFault | PandurNoBid | PandurMisdeal, Field(discriminator="type")
]


class PandurDocument(MatchDocument[PandurSettings, PandurEntry]):
    variant: Literal["pandur"] = "pandur"


@dataclass
class PandurState:
    dealer: int
    won: list[int] = field(default_factory=lambda: [0] * 4)
    inherited: list[int] = field(default_factory=lambda: [0] * 4)
    declared: list[int] = field(default_factory=lambda: [0] * 4)
    made: list[int] = field(default_factory=lambda: [0] * 4)
    out_deal: list[int | None] = field(default_factory=lambda: [None] * 4)
    order: list[list[int]] = field(default_factory=list)  # who reached 15, deal by deal
    misdealt: bool = False  # the dealer misdealt: he deals again (and may forfeit Erben)
    lines: list[EntryLine] = field(default_factory=list)

    def total(self, seat: int) -> int:
        return self.won[seat] + self.inherited[seat]


class Pandur(Variant[PandurSettings, Any, PandurState]):
    name: ClassVar[str] = "pandur"
    title: ClassVar[str] = Text(N("rules", "Pandur"))
    aliases: ClassVar[tuple[str, ...]] = ("pandurjass",)
    Settings = PandurSettings
    Document = PandurDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "standard"
    team_game = False
    min_players = 4
    max_players = 4

    @property
    def seats(self) -> int:
        return len(self.doc.players)

    def ladder(self) -> list[Contract]:
        """The contracts of this match in bidding order (for a window to offer)."""
        return ladder(self.settings.high_bids)

    def start(self) -> PandurState:
        return PandurState(dealer=self.doc.first)

    def in_game(self, state: PandurState) -> list[int]:
        """Seats still at the table (below 15), in seat order."""
        return [p for p in range(self.seats) if state.out_deal[p] is None]

    def phase(self, state: PandurState) -> int:
        return len(self.in_game(state))

    def active(self, state: PandurState) -> list[int]:
        """Who plays this deal: all still in, except the dealer in a deal of four."""
        players = self.in_game(state)
        if len(players) == 4:
            players.remove(state.dealer)
        return players

    def finished(self, state: PandurState) -> bool:
        return self.phase(state) <= 1

    def next_inheritance(self, state: PandurState) -> int:
        """What the current dealer inherits if the deal is played (or not bid)."""
        if self.phase(state) != 4 or (state.misdealt and self.settings.misdeal_forfeits):
            return 0
        return inheritance(state.total(state.dealer))

    # -- checks ----------------------------------------------------------------------

    def check_contract(self, contract: Contract) -> None:
        if contract not in self.ladder():
            raise RuleViolation(
                "pandur.contract",
                N("rules", "{contract} is not a Pandur bid: bids are 100, 110 … 290{high}, "
                  "Misère ohne/mit, Pandur ohne/mit"),
                contract=contract,
                high=f", 300 … {HIGHEST_BID}" if self.settings.high_bids else "",
            )

    def check_seat(self, seat: int) -> None:
        if seat >= self.seats:
            raise RuleViolation(
                "pandur.seat", N("rules", "There is no seat {seat}: Pandur has {n} players"),
                seat=seat + 1, n=self.seats,
            )

    def check_declarer(self, state: PandurState, seat: int) -> None:
        self.check_seat(seat)
        name = self.doc.players[seat]
        if state.out_deal[seat] is not None:
            raise declarer_left(name)
        if seat not in self.active(state):
            raise declarer_dealer(name)

    def check_outcome(self, d: PandurDeal) -> bool:
        """Refuse an incomplete or impossible outcome; True if the contract was made."""
        if not is_numeric(d.contract):
            if d.points is not None or d.weis or d.weis_beaten or d.made is None:
                raise RuleViolation(
                    "pandur.outcome_tricks",
                    N("rules", "{contract} is decided by the tricks, not by points: enter "
                      "made or failed, without card points and Weis"),
                    contract=contract_name(d.contract),
                )
            return d.made
        if (d.made is None) == (d.points is None):
            raise RuleViolation(
                "pandur.outcome",
                N("rules", "A numeric bid needs either made/failed or the declarer's card "
                  "points (and Weis), not both and not neither"),
            )
        if d.points is None:
            if d.weis or d.weis_beaten:
                raise RuleViolation(
                    "pandur.weis_without_points",
                    N("rules", "Weis only counts together with the declarer's card points: "
                      "enter the points, or made/failed without Weis"),
                )
            assert d.made is not None
            return d.made
        check_card_points(d.points)
        if d.weis not in WEIS_TOTALS:
            raise RuleViolation(
                "pandur.weis",
                N("rules", "Weis of {amount} is impossible with 8 cards in Pandur; possible "
                  "are {possible}"),
                amount=d.weis, possible=", ".join(str(w) for w in WEIS_TOTALS[1:]),
            )
        if d.weis_beaten and not d.weis:
            raise nothing_to_beat()
        assert isinstance(d.contract, int)
        return d.points + (0 if d.weis_beaten else d.weis) >= d.contract

    def check_fault(self, state: PandurState, f: PandurFault) -> bool:
        """Refuse a fault by someone not in the deal; True if the declarer makes it."""
        self.check_seat(f.by)
        if f.by not in self.active(state):
            raise fault_player(self.doc.players[f.by])
        if f.premature_lead:
            if f.by != f.declarer:
                raise RuleViolation(
                    "pandur.premature_lead",
                    N("rules", "A premature lead is the declarer's fault: the opponents do "
                      "not lead first"),
                )
            if f.contract == "pandur_mit":
                raise RuleViolation(
                    "pandur.premature_lead_pandur_mit",
                    N("rules", "Leading at once is allowed with Pandur mit: it cannot be "
                      "overbid, so it is no fault"),
                )
        return f.by != f.declarer

    # -- entries ---------------------------------------------------------------------

    def apply(self, state: PandurState, entry: Any) -> None:
        if isinstance(entry, PandurMisdeal):
            self._misdeal(state)
        elif isinstance(entry, PandurNoBid):
            self._no_bid(state)
        else:
            self.check_declarer(state, entry.declarer)
            self.check_contract(entry.contract)
            if isinstance(entry, PandurFault):
                made = self.check_fault(state, entry)
            else:
                made = self.check_outcome(entry)
            self._deal(state, entry, made)

    def _misdeal(self, state: PandurState) -> None:
        dealer = self.doc.players[state.dealer]
        state.misdealt = True
        self._line(state, "misdeal",
                   Text(N("rules", "{dealer} misdeals and deals again"), dealer=dealer),
                   [0] * self.seats, [Text(N("rules", "misdeal"))])

    def _no_bid(self, state: PandurState) -> None:
        dealer = self.doc.players[state.dealer]
        written = [0] * self.seats
        notes = [Text(N("rules", "no bid"))]
        self._inherit(state, written, notes)
        self._line(state, "no_bid", Text(N("rules", "{dealer} deals: no bid"), dealer=dealer),
                   written, notes)
        self._pass_deal(state)

    def _deal(self, state: PandurState, e: PandurDeal | PandurFault, made: bool) -> None:
        names = self.doc.players
        sp = schreibpunkte(e.contract)
        active = self.active(state)
        opponents = [p for p in active if p != e.declarer]
        before = [state.total(p) for p in range(self.seats)]
        written = [0] * self.seats
        for p in [e.declarer] if made else opponents:
            written[p] = sp
            state.won[p] += sp
        state.declared[e.declarer] += 1
        state.made[e.declarer] += int(made)
        outcome = Text(N("rules", "made")) if made else Text(N("rules", "failed"))
        notes: list[Text] = [outcome]
        head = Text(N("rules", "{declarer} {contract}: "), declarer=names[e.declarer],
                    contract=contract_name(e.contract))
        parts: list[str] = [head]
        if isinstance(e, PandurFault):
            kind = "fault"
            what = (Text(N("rules", "premature lead by {player}"), player=names[e.by])
                    if e.premature_lead
                    else Text(N("rules", "fault by {player}"), player=names[e.by]))
            parts += [what, ", "]
            notes.append(what)
        else:
            kind = "deal"
            if e.points is not None:
                valid = 0 if e.weis_beaten else e.weis
                if not e.weis:
                    parts.append(Text(N("rules", "{points} = {counted}, "), points=e.points,
                                      counted=e.points + valid))
                elif e.weis_beaten:
                    parts.append(Text(N("rules", "{points} + Weis {weis} beaten = {counted}, "),
                                      points=e.points, weis=e.weis, counted=e.points + valid))
                else:
                    parts.append(Text(N("rules", "{points} + Weis {weis} = {counted}, "),
                                      points=e.points, weis=e.weis, counted=e.points + valid))
                if e.weis_beaten:
                    notes.append(Text(N("rules", "Weis cancelled")))
        parts.append(outcome)
        text = Text.concat(parts)
        self._inherit(state, written, notes)
        reached = [p for p in active if before[p] < TARGET <= state.total(p)]
        if reached:
            deal = len(state.lines) + 1
            for p in reached:
                state.out_deal[p] = deal
                notes.append(Text(N("rules", "{player} reaches {target}"), player=names[p],
                                  target=TARGET))
            state.order.append(reached)
            left = self.in_game(state)
            if len(left) == 1:
                notes.append(Text(N("rules", "{player} is the loser"), player=names[left[0]]))
        self._line(state, kind, text, written, notes)
        self._pass_deal(state)

    def _inherit(self, state: PandurState, written: list[int], notes: list[Text]) -> None:
        """The dealer of a deal of four erbt (not after his own misdeal, by default)."""
        if self.phase(state) != 4:
            return
        if state.misdealt and self.settings.misdeal_forfeits:
            notes.append(Text(N("rules", "nothing inherited after the misdeal")))
            return
        credit = inheritance(state.total(state.dealer))
        state.inherited[state.dealer] += credit
        written[state.dealer] += credit
        notes.append(Text(N("rules", "{player} inherits {credit}"),
                          player=self.doc.players[state.dealer], credit=credit))

    def _pass_deal(self, state: PandurState) -> None:
        """The next player still at the table deals."""
        state.misdealt = False
        for step in range(1, self.seats + 1):
            seat = (state.dealer + step) % self.seats
            if state.out_deal[seat] is None:
                state.dealer = seat
                return

    def _line(self, state: PandurState, kind: str, text: Text, written: list[int],
              notes: list[Text]) -> None:
        number = len(state.lines) + 1
        state.lines.append(EntryLine(
            number=number, kind=kind, round=number, text=text, written=written,
            totals=[state.total(p) for p in range(self.seats)], notes=notes,
        ))

    # -- board -----------------------------------------------------------------------

    def ranks(self, state: PandurState) -> list[int]:
        """Places: in the order players reached 15, then the others by total."""
        keys: list[tuple[int, ...]] = []
        groups = len(state.order)
        for p in range(self.seats):
            if state.out_deal[p] is not None:
                group = next(g for g, seats in enumerate(state.order) if p in seats)
                tiebreak = state.total(p) if self.settings.same_deal == "total" else 0
                keys.append((groups - group, tiebreak))
            else:
                keys.append((0, state.total(p)))
        return shared_ranks(keys)

    def board(self, state: PandurState) -> Board:
        names = self.doc.players
        finished = self.finished(state)
        players = self.in_game(state)
        # after the end nobody plays: the last one left is the loser (RULES.md §6), said by
        # "loser" and the ranks (the CSV's "Still playing" had him play on)
        playing = [] if finished else players
        ranks = self.ranks(state)
        sides = [
            SideBoard(
                name=names[p], players=self.side_players(p), total=state.total(p),
                figures={
                    "won": state.won[p],
                    "inherited": state.inherited[p],
                    "to_go": max(0, TARGET - state.total(p)),
                    "in_game": p in playing,
                    "reached_15_in_deal": state.out_deal[p],
                    "declared": state.declared[p],
                    "made": state.made[p],
                },
            )
            for p in range(self.seats)
        ]
        winners = list(state.order[0]) if state.order else []
        if self.settings.same_deal == "total" and winners:
            best = max(state.total(p) for p in winners)
            winners = [p for p in winners if state.total(p) == best]
        dealer = state.dealer
        figures: dict[str, Any] = {
            "phase": None if finished else len(players),
            "deal": len(state.lines) + 1,
            "next_dealer": None if finished else {
                "seat": dealer, "player": names[dealer], "plays": len(players) < 4,
                "inherits": self.next_inheritance(state), "again": state.misdealt,
            },
            "in_game": playing,
            "order": [list(g) for g in state.order],
            "loser": players[0] if finished else None,
            "target": TARGET,
            "inheritance": INHERITANCE,
            "inheritance_cap": INHERITANCE_CAP,
        }
        return Board.model_construct(
            variant=self.name, preset=self.settings.preset, sides=sides,
            entries=list(state.lines), finished=finished, winners=winners, ranks=ranks,
            status=self._status(state, winners), dealer=None if finished else dealer,
            figures=figures,
        )

    def _status(self, state: PandurState, winners: list[int]) -> Text:
        names = self.doc.players
        players = self.in_game(state)
        if self.finished(state):
            won = and_list([names[p] for p in winners])
            if len(winners) == 1:
                return Text(N("rules", "{players} wins; {loser} is the loser"), players=won,
                            loser=names[players[0]])
            return Text(N("rules", "{players} win; {loser} is the loser"), players=won,
                        loser=names[players[0]])
        dealer = names[state.dealer]
        deal = len(state.lines) + 1
        playing = and_list([names[p] for p in self.active(state)])
        if len(players) == 4:
            credit = self.next_inheritance(state)
            if state.misdealt:
                return Text(N("rules", "Deal {deal}: {dealer} deals again after the misdeal "
                                       "and sits out (inherits {credit}); {players} bid"),
                            deal=deal, dealer=dealer, credit=credit, players=playing)
            return Text(N("rules", "Deal {deal}: {dealer} deals and sits out (inherits "
                                   "{credit}); {players} bid"),
                        deal=deal, dealer=dealer, credit=credit, players=playing)
        out = and_list([names[p] for group in state.order for p in group])
        if state.misdealt:
            return Text(N("rules", "Deal {deal}: {dealer} deals again after the misdeal; "
                                   "{players} play ({out} reached {target})"),
                        deal=deal, dealer=dealer, players=playing, out=out, target=TARGET)
        return Text(N("rules", "Deal {deal}: {dealer} deals; {players} play ({out} reached "
                               "{target})"),
                    deal=deal, dealer=dealer, players=playing, out=out, target=TARGET)
