"""Handjass: 2 to 5 players, each for himself; the board keeps Striche, not points
(RULES.md section 4).

Jass words used here:

* **Strich** (stroke): one mark on the board. Drawn in groups of five: four strokes
  and a fifth across them.
* **Wirtshaus** counting (the default): Striche are penalties. After each round the
  loser gets one: the player(s) with the fewest card points (all tied lowest get
  one), or, by table setting, everyone under 21 points.
* **voll** ("full"): a player with 7 Striche (5 or 9 by table setting). In Wirtshaus
  counting the first player to be voll ends the Partie and whoever has the fewest
  Striche wins.
* **Gewinnstriche** (win marks): the other way round: the best player of each round
  gets a Strich (all tied best get one; more players per round by table setting),
  and the first to 7 (5, 9) wins.
* **Stepper**: instead of points, the Schreiber may set the Striche of a round
  directly, several to one player or to several players.

Card points: 157 a round (152 in the cards plus 5 for the last trick). With four
players the whole deck is dealt and the points add up to 157; with 2, 3 or 5 cards
are left over or the deck is adapted, so only a sum above 157 is refused.
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
from .variant import Entry, Frozen, MatchDocument, Variant

#: Players whose card points must add up to exactly 157 (the whole deck is dealt).
FULL_DECK_PLAYERS = 4


class HandjassSettings(Frozen):
    """Table settings of a Handjass, agreed before the first Strich."""

    preset: str = "standard"
    counting: Literal["wirtshaus", "gewinnstriche"] = Field(
        "wirtshaus",
        description="'wirtshaus': the loser of a round gets a penalty Strich, the first "
                    "voll ends the Partie; 'gewinnstriche': the best gets a win mark",
    )
    loser: Literal["fewest", "under"] = Field(
        "fewest",
        description="Wirtshaus: who gets the Strich: the fewest points (all tied lowest), "
                    "or everyone under the threshold",
    )
    threshold: int = Field(
        21, ge=1, le=ROUND_POINTS,
        description="Wirtshaus with loser 'under': fewer points than this give a Strich",
    )
    rewarded: int = Field(
        1, ge=1, le=4,
        description="Gewinnstriche: players rewarded per round (all tied at the edge get one)",
    )
    voll: Literal[5, 7, 9] = Field(
        7, description="Striche that make a player voll (Wirtshaus) or win (Gewinnstriche)"
    )
    deck: Literal["de", "fr"] = Field("de", description="suit names shown (display only)")


PRESETS: dict[str, HandjassSettings] = {
    "standard": HandjassSettings(preset="standard"),
    "unter_21": HandjassSettings(preset="unter_21", loser="under", threshold=21),
    "gewinnstriche": HandjassSettings(preset="gewinnstriche", counting="gewinnstriche"),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "standard": Text(N("rules", "Wirtshaus (the fewest points get a Strich)")),
    "unter_21": Text(N("rules", "Wirtshaus (under 21 points get a Strich)")),
    "gewinnstriche": Text(N("rules", "Gewinnstriche (the best get a Strich)")),
}


class HandjassRound(Entry):
    """One played round: every player's card points, in seat order."""

    type: Literal["round"] = "round"
    points: list[int] = Field(description="card points per player, in seat order")


class HandjassStriche(Entry):
    """One round whose Striche the Schreiber sets directly (the stepper)."""

    type: Literal["striche"] = "striche"
    striche: list[int] = Field(description="Striche per player this round, in seat order")


HandjassEntry = Annotated[HandjassRound | HandjassStriche, Field(discriminator="type")]


class HandjassDocument(MatchDocument[HandjassSettings, HandjassEntry]):
    variant: Literal["handjass"] = "handjass"


def five_groups(count: int) -> list[int]:
    """Striche as drawn: groups of five (four strokes and one across), then the rest.

    >>> five_groups(7)
    [5, 2]
    """
    return [5] * (count // 5) + ([count % 5] if count % 5 else [])


@dataclass
class HandjassState:
    striche: list[int]
    lines: list[EntryLine] = field(default_factory=list)
    rounds: int = 0
    finished: bool = False


class Handjass(Variant[HandjassSettings, Any, HandjassState]):
    name: ClassVar[str] = "handjass"
    title: ClassVar[str] = Text(N("rules", "Handjass"))
    aliases: ClassVar[tuple[str, ...]] = ("hand-jass",)
    Settings = HandjassSettings
    Document = HandjassDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "standard"
    team_game = False
    min_players = 2
    max_players = 5

    def check_setup(self) -> None:
        super().check_setup()
        s = self.settings
        n = len(self.doc.players)
        if s.counting == "gewinnstriche" and s.rewarded >= n:
            raise RuleViolation(
                "setup.handjass_rewarded",
                N("rules", "With {n} players at most {most} can get a Gewinnstrich per round, "
                           "not {rewarded}"),
                n=n, most=n - 1, rewarded=s.rewarded,
            )

    def start(self) -> HandjassState:
        return HandjassState(striche=[0] * self.players)

    def finished(self, state: HandjassState) -> bool:
        return state.finished

    # -- entries ---------------------------------------------------------------------

    def _per_player(self, values: list[int], what: Text) -> None:
        if len(values) != self.players:
            raise RuleViolation(
                "handjass.players",
                N("rules", "Enter the {what} of every player: {n} values, not {given}"),
                what=what, n=self.players, given=len(values),
            )

    def check_points(self, points: list[int]) -> None:
        self._per_player(points, Text(N("rules", "card points")))
        for p in points:
            check_card_points(p)
        total = sum(points)
        if total > ROUND_POINTS:  # RULES.md §4 has no Weis: a table that added one is told
            raise RuleViolation(
                "handjass.points_sum",
                N("rules", "A round has 157 card points: {total} is too many; the Handjass "
                           "writes card points only, Weis are not counted"),
                total=total,
            )
        if self.players == FULL_DECK_PLAYERS and total != ROUND_POINTS:
            raise RuleViolation(
                "handjass.points_sum",
                N("rules", "With four players the whole deck is dealt: the card points add "
                           "up to 157, not {total}"),
                total=total,
            )

    def round_striche(self, points: list[int]) -> list[int]:
        """Who gets a Strich for these card points, by the table settings."""
        s = self.settings
        if s.counting == "gewinnstriche":
            # competition rank: 1 + players with more points; all tied at the edge get one
            return [1 if 1 + sum(q > p for q in points) <= s.rewarded else 0 for p in points]
        if s.loser == "under":
            return [1 if p < s.threshold else 0 for p in points]
        low = min(points)
        return [1 if p == low else 0 for p in points]

    def check_striche(self, striche: list[int]) -> None:
        self._per_player(striche, Text(N("rules", "Striche")))
        voll = self.settings.voll
        for value in striche:
            if not 0 <= value <= voll:
                raise RuleViolation(
                    "handjass.striche",
                    N("rules", "A player gets 0 to {voll} Striche in one round ({voll} make "
                               "him full), not {value}"),
                    voll=voll, value=value,
                )

    def apply(self, state: HandjassState, entry: Any) -> None:
        names = self.doc.players
        if isinstance(entry, HandjassStriche):
            self.check_striche(entry.striche)
            written = list(entry.striche)
            given = [f"{names[p]} {w}" for p, w in enumerate(written) if w]
            text = (Text(N("rules", "Striche set: {given}"), given=", ".join(given)) if given
                    else Text(N("rules", "Striche set: none")))
            kind = "striche"
        else:
            self.check_points(entry.points)
            written = self.round_striche(entry.points)
            who = [names[p] for p, w in enumerate(written) if w]
            # every player named with his points, as the other variants' lines ("Anna 60,
            # Beat 45, …": "Points 60 · 45 · …" said nobody's)
            points = ", ".join(f"{names[p]} {v}" for p, v in enumerate(entry.points))
            text = (Text(N("rules", "{points} → Strich for {players}"), points=points,
                         players=and_list(who)) if who
                    else Text(N("rules", "{points} → no Strich"), points=points))
            kind = "round"

        voll = self.settings.voll
        was_voll = [c >= voll for c in state.striche]
        state.striche = [c + w for c, w in zip(state.striche, written, strict=True)]
        state.rounds += 1
        notes: list[Text] = []
        if isinstance(entry, HandjassStriche):
            # every player who got Striche, with how many, as the history says them (the
            # note named only a player with several: "3 Striche at once for Anna", and the
            # sheet and the CSV left out Beat's one Strich of the same round)
            got = [plural("rules", "{player} %n Striche", w, one="{player} %n Strich",
                          player=names[p]) for p, w in enumerate(written) if w]
            notes.append(Text(N("rules", "Striche set directly: {given}"),
                              given=and_list(got)) if got
                         else Text(N("rules", "Striche set directly: none")))
        for p, c in enumerate(state.striche):
            if c >= voll and not was_voll[p]:
                notes.append(Text(N("rules", "{player} full"), player=names[p])
                             if self.settings.counting == "wirtshaus"
                             else Text(N("rules", "{player} wins"), player=names[p]))
        state.finished = any(c >= voll for c in state.striche)
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind=kind, round=state.rounds, text=text,
            written=written, totals=list(state.striche), notes=notes,
        ))

    # -- board -----------------------------------------------------------------------

    def winners(self, state: HandjassState) -> list[int]:
        if not state.finished:
            return []
        c = state.striche
        if self.settings.counting == "gewinnstriche":
            return [p for p in range(self.players) if c[p] >= self.settings.voll]
        return [p for p in range(self.players) if c[p] == min(c)]

    def ranks(self, state: HandjassState) -> list[int]:
        """Wirtshaus: fewer Striche is better. Gewinnstriche: more is better, and
        everyone who reached the goal shares the first rank."""
        if self.settings.counting == "gewinnstriche":
            return shared_ranks([min(c, self.settings.voll) for c in state.striche])
        return shared_ranks([-c for c in state.striche])

    def board(self, state: HandjassState) -> Board:
        s = self.settings
        voll_players = [p for p, c in enumerate(state.striche) if c >= s.voll]
        sides = [
            SideBoard(
                name=self.side_names[p], players=self.side_players(p), total=c,
                figures={
                    "striche": c,
                    "groups": five_groups(c),
                    "voll": c >= s.voll,
                    "to_voll": max(0, s.voll - c),
                },
            )
            for p, c in enumerate(state.striche)
        ]
        figures: dict[str, Any] = {
            "counting": s.counting,
            "voll": s.voll,
            "rounds_played": state.rounds,
            "voll_players": voll_players,
        }
        if s.counting == "wirtshaus":
            figures["loser"] = s.loser
            if s.loser == "under":
                figures["threshold"] = s.threshold
        else:
            figures["rewarded"] = s.rewarded
        winners = self.winners(state)
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=state.finished, winners=winners, ranks=self.ranks(state),
            status=self._status(state, winners),
            dealer=None if state.finished else self.dealer_of(state.rounds), figures=figures,
        )

    def _status(self, state: HandjassState, winners: list[int]) -> Text:
        s = self.settings
        names = self.doc.players
        c = state.striche

        def who(players: list[int]) -> Text:
            return and_list([names[p] for p in players])

        def striche(n: int) -> Text:
            # "with" inside the count's words: German "mit 2 Strichen" takes the dative plural
            # ("gewinnt mit 0 Striche" on a trial's sheet)
            return plural("rules", "with %n Striche", n, one="with %n Strich")

        if state.finished:
            many = len(winners) > 1
            if s.counting == "gewinnstriche":
                return Text(N("rules", "{players} win {striche}: the match is over") if many
                            else N("rules", "{players} wins {striche}: the match is over"),
                            players=who(winners), striche=striche(c[winners[0]]))
            full = [p for p in range(self.players) if c[p] >= s.voll]
            templates = {
                (False, False): N("rules", "{full} is full: {players} wins {striche}; "
                                           "the match is over"),
                (False, True): N("rules", "{full} is full: {players} win {striche}; "
                                          "the match is over"),
                (True, False): N("rules", "{full} are full: {players} wins {striche}; "
                                          "the match is over"),
                (True, True): N("rules", "{full} are full: {players} win {striche}; "
                                         "the match is over"),
            }
            return Text(templates[len(full) > 1, many], full=who(full), players=who(winners),
                        striche=striche(c[winners[0]]))
        number = state.rounds + 1
        most = max(c)
        if most == 0:
            if s.counting == "wirtshaus":
                return Text(N("rules", "Round {round}: nobody has a Strich yet"), round=number)
            return Text(N("rules", "Round {round}: the first to {voll} Striche wins"),
                        round=number, voll=s.voll)
        leaders = [p for p in range(self.players) if c[p] == most]
        if s.counting == "wirtshaus":
            return Text(N("rules", "Round {round}: nobody is full yet; closest: {players} "
                                   "({most} of {voll})"),
                        round=number, players=who(leaders), most=most, voll=s.voll)
        return Text(N("rules", "Round {round}: the first to {voll} Striche wins; leading: "
                               "{players} ({most})"),
                    round=number, voll=s.voll, players=who(leaders), most=most)
