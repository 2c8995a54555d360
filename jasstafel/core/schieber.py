"""Schieber: four players in two fixed teams sitting opposite (RULES.md section 1).

Jass words used here:

* **Weis**: declared card combinations (sequences, four of a kind); only the team
  with the best single Weis scores, and then all of its Weis.
* **Stöck** (``stoeck``): König and Ober of trump in one hand, 20 points.
* **Match**: one team takes all nine tricks, 157 + 100 bonus. If the other team
  took a trick worth nothing (a *Nullstich*) it is 157 without bonus.
  A **Kontermatsch** is a Match by the team that did not announce.
* **geschoben**: the announcer passed the choice of contract to his partner.
* **Bedanken**: a team says it has reached the target and ends the Partie,
  during a round (counting its stack) or after it. Too early, and it loses.
* **Z**: each team's half of the slate, strokes of 100 on the top line, 50 on the
  diagonal and 20 on the bottom line, the rest written as a number.
* **Striche**: the optional back side (Sieg, Berg, Match, Kontermatsch, Schneider).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import (
    MAX_TEAM_WEIS,
    ROUND_POINTS,
    STOECK,
    SUITS,
    check_card_points,
    check_weis,
    contract_word,
)
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, plural
from .variant import Entry, Frozen, MatchDocument, Variant, all_rounds_played

Contract = Literal["eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe", "slalom"]
TeamIndex = Annotated[int, Field(ge=0, le=1)]
TeamTarget = Annotated[int, Field(ge=100, le=100_000)]
#: card points of a round played with a double deck (two 36-card decks)
DOUBLE_DECK_POINTS = 2 * ROUND_POINTS
# the finished board's sentence: who won and why (the printed sheet says the why under
# its own "Winner: …" line, not the winner twice)
WON_BY = N("rules", "Won by {team}: {reason}")


# why a team that reached the target won: alone, or first of both by what it declared (the
# other may have more: a trial read only "reached the target" beside the higher total)
_REACHED = {
    "": Text(N("rules", "reached the target")),
    "stoeck": Text(N("rules", "reached the target first by Stöck (both teams are past it)")),
    "stoeck_weis": Text(N("rules", "reached the target first by Stöck and Weis (both teams "
                                   "are past it)")),
    "weis": Text(N("rules", "reached the target first by Weis (both teams are past it)")),
}

class SchieberSettings(Frozen):
    """Table settings of a Schieber; the presets fill them, every field is editable."""

    preset: str = "freier_jass"
    mode: Literal["target", "rounds"] = Field(
        "target", description="'target': first to bedanken past the target; 'rounds': Turnier"
    )
    target: int = Field(4500, ge=100, le=100_000, description="points to reach (target mode)")
    team_targets: tuple[TeamTarget, TeamTarget] | None = Field(
        None,
        description="a target per team (a handicap, e.g. 4500 and 4000), used by Bedanken, "
        "the end, the Berg and Schneider; none: both teams play to target",
    )
    double_deck: bool = Field(
        False, description="a double deck: 314 card points a round instead of 157, a Match "
        "is 314 + the Match bonus")
    rounds: int = Field(12, ge=1, le=500, description="number of rounds (rounds mode)")
    factors: dict[Contract, Annotated[int, Field(ge=1, le=20)]] = Field(
        description="factor per contract; a contract missing here cannot be played",
        min_length=1,
    )
    weis: bool = Field(True, description="Weis and Stöck count (the Turnier has neither)")
    match_bonus: int = Field(100, ge=0, le=1000, description="added to 157 for a Match")
    striche: bool = Field(False, description="keep the Striche back side")
    tiebreak: Literal["best_round", "shared"] = Field(
        "best_round",
        description="Turnier tie after Matches: the higher best single round, or a shared rank",
    )
    deck: Literal["de", "fr"] = Field("de", description="suit names shown (display only)")


PRESETS: dict[str, SchieberSettings] = {
    "turnier": SchieberSettings(
        preset="turnier", mode="rounds", rounds=12, weis=False, match_bonus=0,
        factors={c: 1 for c in ("eicheln", "rosen", "schilten", "schellen", "obenabe",
                                "undenufe")},
    ),
    "freier_jass": SchieberSettings(
        preset="freier_jass", target=4500,
        factors={"schellen": 2, "schilten": 2, "obenabe": 3, "undenufe": 4, "rosen": 5,
                 "eicheln": 5},
    ),
    # Swisslos: "Rose/Herz oder Eichel/Ecken einfach, Schilten/Schaufel oder Schellen/Kreuz
    # doppelt" (RULES.md section 0): with the French deck the factors go by the French names,
    # not by the label equivalence Eichel=Kreuz, Rose=Schaufel, Schilte=Herz, Schelle=Ecken
    "swisslos_2500": SchieberSettings(
        preset="swisslos_2500", target=2500, deck="de",
        factors={"eicheln": 1, "rosen": 1, "schilten": 2, "schellen": 2, "obenabe": 3,
                 "undenufe": 3},
    ),
    "swisslos_2500_fr": SchieberSettings(
        preset="swisslos_2500_fr", target=2500, deck="fr",
        # Herz (schilten) ×1, Ecken (schellen) ×1, Schaufel (rosen) ×2, Kreuz (eicheln) ×2
        factors={"eicheln": 2, "rosen": 2, "schilten": 1, "schellen": 1, "obenabe": 3,
                 "undenufe": 3},
    ),
    "einfach_1000": SchieberSettings(
        preset="einfach_1000", target=1000,
        factors={c: 1 for c in ("eicheln", "rosen", "schilten", "schellen", "obenabe",
                                "undenufe")},
    ),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "turnier": Text(N("rules", "Turnier (Jassverein)")),
    "freier_jass": Text(N("rules", "Freier Jass (Jassverein)")),
    "swisslos_2500": Text(N("rules", "Swisslos 2500 (German cards)")),
    "swisslos_2500_fr": Text(N("rules", "Swisslos 2500 (French cards)")),
    "einfach_1000": Text(N("rules", "Einfach 1000 (all ×1)")),
}


def stoeck_without_trump(contract: Text) -> RuleViolation:
    """The refusal of Stöck in Obenabe or Undenufe (also the window's, for Ctrl+T and the
    tooltip of its greyed-out Stöck buttons)."""
    return RuleViolation(
        "schieber.stoeck",
        N("rules", "Stöck exist only in a trump contract, not in {contract}"),
        contract=contract,
    )


class SchieberRound(Entry):
    """One played round: the contract, who announced it, card points, Match, Weis, Stöck."""

    type: Literal["round"] = "round"
    contract: Contract
    announced_by: TeamIndex
    geschoben: bool = False
    points: tuple[int, int] = Field(
        description="card points per team, adding up to 157 (314 with a double deck)")
    match: bool = Field(False, description="the team with 157 took every trick")
    weis: tuple[int, int] = (0, 0)
    stoeck: TeamIndex | None = None


class SchieberBedanken(Entry):
    """A team bedankt: during a round with the points on its stack, or after a round."""

    type: Literal["bedanken"] = "bedanken"
    team: TeamIndex
    stack: int = Field(0, ge=0, description="unmultiplied points on the team's stack")
    contract: Contract | None = Field(None, description="the contract of the round in play")


SchieberEntry = Annotated[SchieberRound | SchieberBedanken, Field(discriminator="type")]


class SchieberDocument(MatchDocument[SchieberSettings, SchieberEntry]):
    variant: Literal["schieber"] = "schieber"


def z_strokes(total: int) -> dict[str, int]:
    """The Z of a total: strokes of 100, 50 and 20, and the rest written as a number."""
    return {
        "hundreds": total // 100,
        "fifties": (total % 100) // 50,
        "twenties": (total % 50) // 20,
        "rest": total % 50 % 20,
    }


@dataclass
class SchieberState:
    totals: list[int] = field(default_factory=lambda: [0, 0])
    lines: list[EntryLine] = field(default_factory=list)
    rounds: int = 0
    matches: list[int] = field(default_factory=lambda: [0, 0])
    kontermatsch: list[int] = field(default_factory=lambda: [0, 0])
    best_round: list[int] = field(default_factory=lambda: [0, 0])
    winners: list[int] = field(default_factory=list)
    reason: Text = field(default_factory=lambda: Text.plain(""))
    both_over: bool = False  # both teams crossed the target in a round: who bedankte first?
    berg: int | None = None
    finished: bool = False


class Schieber(Variant[SchieberSettings, Any, SchieberState]):
    name: ClassVar[str] = "schieber"
    title: ClassVar[str] = Text(N("rules", "Schieber"))
    aliases: ClassVar[tuple[str, ...]] = ("schieberjass",)
    Settings = SchieberSettings
    Document = SchieberDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "freier_jass"
    # a contract no longer played, the card points of another deck, Weis no longer written
    ALONE_RULES: ClassVar[frozenset[str]] = frozenset(
        {"schieber.contract", "schieber.points", "schieber.no_weis"})
    team_game = True
    min_players = 4
    max_players = 4
    announcer_first = True

    @property
    def round_points(self) -> int:
        """Card points of a round: 157, or 314 with a double deck."""
        return DOUBLE_DECK_POINTS if self.settings.double_deck else ROUND_POINTS

    @property
    def targets(self) -> list[int]:
        """Each team's own target (the same for both unless the table gives a handicap)."""
        s = self.settings
        return list(s.team_targets) if s.team_targets is not None else [s.target, s.target]

    def check_setup(self) -> None:
        super().check_setup()
        if len(self.doc.teams) != 2 or any(len(t.players) != 2 for t in self.doc.teams):
            raise RuleViolation(
                "setup.teams", N("rules", "Schieber is played by two teams of two")
            )

    def start(self) -> SchieberState:
        return SchieberState()

    def finished(self, state: SchieberState) -> bool:
        return state.finished

    def insert_refusal(self, state: SchieberState) -> RuleViolation | None:
        """A Turnier with all its rounds played; a Partie to a target may end elsewhere."""
        s = self.settings
        return all_rounds_played(s.rounds) if (s.mode == "rounds"
                                               and state.rounds >= s.rounds) else None

    # -- entries ---------------------------------------------------------------------

    def apply(self, state: SchieberState, entry: Any) -> None:
        if isinstance(entry, SchieberBedanken):
            self._bedanken(state, entry)
        else:
            self._round(state, entry)

    def contract_name(self, contract: str) -> Text:
        """The contract as the deck of the table names it (Roses, or Spades)."""
        return contract_word(contract, self.settings.deck)

    def factor(self, contract: str) -> int:
        factors: dict[str, int] = {str(k): v for k, v in self.settings.factors.items()}
        if contract not in factors:
            raise RuleViolation(
                "schieber.contract",
                N("rules", "{contract} is not played with these table settings"),
                contract=self.contract_name(contract),
            )
        return factors[contract]

    def check_round(self, state: SchieberState, r: SchieberRound) -> None:
        s = self.settings
        if state.both_over:
            raise RuleViolation(
                "schieber.both_over",
                N("rules", "Both teams are past the target: record which team called Bedanken "
                           "first"),
            )
        self.factor(r.contract)
        a, b = r.points
        total = self.round_points
        for points in (a, b):  # the range first: 200 + -43 is 157, the fault is each number
            check_card_points(points, total)
        if a + b != total:
            if total == ROUND_POINTS:
                raise RuleViolation(
                    "schieber.points",
                    N("rules", "The card points of both teams must add up to 157, not {a} + {b}"),
                    a=a, b=b,
                )
            raise RuleViolation(
                "schieber.points",
                N("rules", "With a double deck the card points of both teams must add up to "
                           "{total}, not {a} + {b}"),
                total=total, a=a, b=b,
            )
        if r.match and total not in r.points:
            if total == ROUND_POINTS:
                raise RuleViolation(
                    "schieber.match",
                    N("rules", "A Match needs 157 : 0 (one team took every trick)"),
                )
            raise RuleViolation(
                "schieber.match",
                N("rules", "A Match needs {total} : 0 (one team took every trick)"), total=total,
            )
        if not s.weis and (any(r.weis) or r.stoeck is not None):
            raise RuleViolation(
                "schieber.no_weis",
                N("rules", "No Weis and no Stöck are written in this preset (Turnier)"),
            )
        if all(r.weis):
            raise RuleViolation(
                "schieber.weis_one_team",
                N("rules", "Only the team with the best Weis scores: Weis for one team only"),
            )
        for w in r.weis:
            check_weis(w)
        if r.stoeck is not None and r.contract not in SUITS:
            raise stoeck_without_trump(self.contract_name(r.contract))

    def _round(self, state: SchieberState, r: SchieberRound) -> None:
        self.check_round(state, r)
        s = self.settings
        f = self.factor(r.contract)
        match_team = r.points.index(self.round_points) if r.match else None
        stoeck = [STOECK if r.stoeck == t else 0 for t in (0, 1)]
        cards = [r.points[t] + (s.match_bonus if match_team == t else 0) for t in (0, 1)]
        written = [(cards[t] + r.weis[t] + stoeck[t]) * f for t in (0, 1)]

        before = list(state.totals)
        state.totals = [before[t] + written[t] for t in (0, 1)]
        state.rounds += 1
        state.best_round = [max(state.best_round[t], written[t]) for t in (0, 1)]
        notes: list[Text] = []
        if match_team is not None:
            state.matches[match_team] += 1
            if match_team != r.announced_by:
                state.kontermatsch[match_team] += 1
                notes.append(Text(N("rules", "Kontermatsch")))
            else:
                notes.append(Text(N("rules", "Match")))
        elif 0 in r.points:
            notes.append(Text(N("rules", "Nullstich")))

        if s.mode == "target":
            declared = [(stoeck[t], stoeck[t] + r.weis[t]) for t in (0, 1)]
            targets = self.targets
            half = [t / 2 for t in targets]
            if state.berg is None:
                first, _by = self._first_over(before, declared, state.totals, f, half)
                if first is not None:
                    # undecided by Stöck and Weis: the higher total, else the announcer
                    ahead = max((0, 1), key=lambda t: (state.totals[t], t == r.announced_by))
                    state.berg = first if first >= 0 else ahead
                    notes.append(Text(N("rules", "Berg {team}"),
                                      team=self.side_names[state.berg]))
            first, by = self._first_over(before, declared, state.totals, f, targets)
            if first == -1:
                state.both_over = True
            elif first is not None:
                self._win(state, first, _REACHED[by])
        elif state.rounds == s.rounds:
            self._turnier_end(state)

        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="round", round=state.rounds,
            text=self._describe(r, f), written=written, totals=list(state.totals), notes=notes,
        ))

    @staticmethod
    def _first_over(before: list[int], declared: list[tuple[int, int]], after: list[int],
                    factor: int, line: Sequence[float]) -> tuple[int | None, str]:
        """Which team crossed its *line* in this round: None, a team, or -1 for undecided;
        and what decided it when both crossed ("stoeck", "stoeck_weis", "weis"; "" when one
        crossed).

        When both crossed, precedence is Stöck, then Stöck + Weis (they are declared
        before the tricks are counted), then the Stich, which the board cannot see.
        """
        over = [t for t in (0, 1) if before[t] < line[t] <= after[t]]
        if len(over) < 2:
            return (over[0] if over else None), ""
        for step in (0, 1):
            by = [t for t in (0, 1) if before[t] + declared[t][step] * factor >= line[t]]
            if len(by) == 1:
                stoeck = declared[by[0]][0] > 0
                return by[0], ("stoeck" if step == 0 else "stoeck_weis" if stoeck else "weis")
        return -1, ""

    def _bedanken(self, state: SchieberState, b: SchieberBedanken) -> None:
        s = self.settings
        if s.mode != "target":
            raise RuleViolation(
                "schieber.bedanken_turnier",
                plural("rules", "A Turnier ends after its %n rounds: nobody calls Bedanken",
                       s.rounds, one="A Turnier ends after its %n round: nobody calls Bedanken"),
            )
        # card points so far, the Weis and the Stöck declared (RULES.md section 1); Stöck
        # only in a trump contract (without one given, the contract's refusal follows)
        stoeck = STOECK if b.contract is None or b.contract in SUITS else 0
        most = self.round_points + (MAX_TEAM_WEIS + stoeck if s.weis else 0)
        if b.stack > most:
            raise RuleViolation(
                "schieber.stack",
                N("rules", "A stack of {stack} is impossible: at most {most} points in a round"),
                stack=b.stack, most=most,
            )
        if state.both_over and b.stack:
            raise RuleViolation(
                "schieber.both_over_stack",
                N("rules", "Both teams are already past the target: the stack no longer counts"),
            )
        f = 0
        if b.stack:
            if b.contract is None:
                raise RuleViolation(
                    "schieber.stack_contract",
                    N("rules", "Bedanken during a round needs the contract to multiply the stack"),
                )
            f = self.factor(b.contract)
        counted = state.totals[b.team] + b.stack * f
        written = [b.stack * f if t == b.team else 0 for t in (0, 1)]
        before = state.totals[b.team]
        state.totals = [state.totals[t] + written[t] for t in (0, 1)]
        name = self.side_names[b.team]
        # the stack is written: if it takes the team past half the target first, the Berg
        target = self.targets[b.team]
        berg = state.berg is None and before < target / 2 <= counted
        if counted >= target:
            self._win(state, b.team, Text(N("rules", "called Bedanken")))
            note = Text(N("rules", "Bedanken"))
        else:
            self._win(state, 1 - b.team, Text(
                N("rules", "Bedanken too early by {team} ({counted} of {target})"),
                team=name, counted=counted, target=target))
            note = Text(N("rules", "Bedanken too early"))
        notes = [note]
        if berg:
            state.berg = b.team
            notes.append(Text(N("rules", "Berg {team}"), team=name))
        if b.stack:
            text = Text(N("rules", "Bedanken by {team} with {stack} on the stack in {contract} "
                                   "×{factor}"),
                        team=name, stack=b.stack,
                        contract=self.contract_name(b.contract or "eicheln"), factor=f)
        else:
            text = Text(N("rules", "Bedanken by {team}"), team=name)
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="bedanken", text=text, written=written,
            totals=list(state.totals), notes=notes,
        ))

    def _win(self, state: SchieberState, team: int, reason: Text) -> None:
        state.winners, state.reason, state.finished = [team], reason, True
        state.both_over = False

    def _turnier_end(self, state: SchieberState) -> None:
        keys = self._turnier_keys(state)
        best = max(keys)
        state.winners = [t for t in (0, 1) if keys[t] == best]
        state.finished = True
        if len(state.winners) == 2:
            state.reason = Text(N("rules", "tie"))
        elif state.totals[0] != state.totals[1]:
            state.reason = Text(N("rules", "more points"))
        elif state.matches[0] != state.matches[1]:
            state.reason = Text(N("rules", "equal points, more Matches"))
        else:
            state.reason = Text(N("rules", "equal points and Matches, better best round"))

    def _turnier_keys(self, state: SchieberState) -> list[tuple[int, ...]]:
        best = self.settings.tiebreak == "best_round"
        return [(state.totals[t], state.matches[t], state.best_round[t] if best else 0)
                for t in (0, 1)]

    def _describe(self, r: SchieberRound, f: int) -> Text:
        names = self.side_names
        contract = self.contract_name(r.contract)
        if r.geschoben:
            head = Text(N("rules", "{contract} ×{factor} by {team} (passed): {a} : {b}"),
                        contract=contract, factor=f, team=names[r.announced_by],
                        a=r.points[0], b=r.points[1])
        else:
            head = Text(N("rules", "{contract} ×{factor} by {team}: {a} : {b}"),
                        contract=contract, factor=f, team=names[r.announced_by],
                        a=r.points[0], b=r.points[1])
        parts: list[str] = [head]
        if r.match and r.points.index(self.round_points) != r.announced_by:
            # the team that did not announce took every trick: said as the window says it
            parts.append(Text(N("rules", " Kontermatsch")))
        elif r.match:
            parts.append(Text(N("rules", " Match")))
        for t in (0, 1):
            if r.weis[t]:
                # whose, then how much: "Weis 20 Noé & Mireille" read like "20 Noé" (a trial's)
                parts.append(Text(N("rules", ", Weis {team}: {weis}"), weis=r.weis[t],
                                  team=names[t]))
        if r.stoeck is not None:
            parts.append(Text(N("rules", ", Stöck {team}"), team=names[r.stoeck]))
        return Text.concat(parts)

    # -- board -----------------------------------------------------------------------

    def striche(self, state: SchieberState) -> list[dict[str, int]]:
        """The back side: Sieg 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2."""
        s = self.settings
        out = []
        for t in (0, 1):
            sieg = 2 if state.finished and state.winners == [t] else 0
            berg = 1 if state.berg == t else 0
            kontermatsch = 2 * state.kontermatsch[t]
            match = state.matches[t] - state.kontermatsch[t]
            loser = 1 - t
            schneider = 2 if (sieg and s.mode == "target"
                              and state.totals[loser] < self.targets[loser] / 2) else 0
            total = sieg + berg + match + kontermatsch + schneider
            out.append({"sieg": sieg, "berg": berg, "match": match,
                        "kontermatsch": kontermatsch, "schneider": schneider, "total": total})
        return out

    def board(self, state: SchieberState) -> Board:
        s = self.settings
        striche = self.striche(state) if s.striche else None
        sides = []
        for t in (0, 1):
            figures: dict[str, Any] = {
                "z": z_strokes(state.totals[t]),
                "matches": state.matches[t],
                "kontermatsch": state.kontermatsch[t],
                "best_round": state.best_round[t],
            }
            if s.mode == "target":
                figures["to_target"] = max(0, self.targets[t] - state.totals[t])
                figures["target"] = self.targets[t]
            if striche:
                figures["striche"] = striche[t]
            sides.append(SideBoard(name=self.side_names[t], players=self.side_players(t),
                                   total=state.totals[t], figures=figures))
        if state.finished:
            ranks = [1 if t in state.winners else 2 for t in (0, 1)]
        elif s.mode == "rounds":
            ranks = shared_ranks(self._turnier_keys(state))
        else:
            ranks = shared_ranks(state.totals)
        figures = {
            "mode": s.mode, "rounds_played": state.rounds, "factors": dict(s.factors),
            "berg": state.berg, "awaiting_bedanken": state.both_over,
            "round_points": self.round_points, "double_deck": s.double_deck,
        }
        dealer = None if state.finished else self.dealer_of(state.rounds)
        announcer = self.announcer(state)
        figures["announcing_team"] = None if announcer is None else self.team_of_seat(announcer)
        if s.mode == "target":
            # one number when both teams play to the same target; each side's own target
            # is in its figures and here as "targets"
            targets = self.targets
            figures["target"] = targets[0] if targets[0] == targets[1] else None
            figures["targets"] = targets
        else:
            figures["rounds"] = s.rounds
            figures["rounds_left"] = s.rounds - state.rounds
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=state.finished, winners=list(state.winners), ranks=ranks,
            status=self._status(state), dealer=dealer, announcer=announcer, figures=figures,
        )

    def announcer(self, state: SchieberState) -> int | None:
        """The player after the dealer announces; the deal moves on every round (a
        Bedanken is none)."""
        return None if state.finished else self.seat_after(self.dealer_of(state.rounds))

    def announced_side(self, entry: Any) -> int | None:
        return entry.announced_by if isinstance(entry, SchieberRound) else None

    def _status(self, state: SchieberState) -> Text:
        s = self.settings
        names = self.side_names
        if state.finished:
            if len(state.winners) == 2:
                return Text(N("rules", "Tie: both teams share the win"))
            return Text(WON_BY, team=names[state.winners[0]], reason=state.reason)
        if state.both_over:
            targets = self.targets
            if targets[0] != targets[1]:
                return Text(N("rules", "Both teams are past their targets: which team called "
                                       "Bedanken first?"))
            return Text(N("rules", "Both teams are past {target}: which team called Bedanken "
                                   "first?"),
                        target=targets[0])
        if s.mode == "rounds":
            return Text(N("rules", "Round {round} of {rounds}"), round=state.rounds + 1,
                        rounds=s.rounds)
        return Text.concat([Text(N("rules", "{team}: {points} to go"), team=names[t],
                                 points=self.targets[t] - state.totals[t]) for t in (0, 1)],
                           ", ")
