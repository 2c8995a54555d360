"""The small interface every variant implements, and the match document.

A variant module defines

* ``Settings``: the table settings (a frozen pydantic model) with a ``preset`` name,
* ``PRESETS``: named settings bundles,
* its entry models (frozen pydantic models with a ``type`` discriminator),
* ``Document``: the match file model with ``variant`` fixed to its name,
* a ``Variant`` subclass that replays entries: ``start()`` gives an empty state,
  ``apply(state, entry)`` checks the entry against the state (raising
  :class:`RuleViolation` *before* changing anything) and then writes it,
  ``board(state)`` turns the state into a :class:`Board`.

Adding a variant is one new module plus one line in :mod:`jasstafel.core.registry`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from .board import Board, share_fields_set
from .errors import QT_TRANSLATE_NOOP, RuleViolation
from .text import Text, echo, plural

#: the rule of a refused insert where nothing at all fits (Variant.insert_refusal)
NO_INSERT = "match.no_insert"
FORMAT = "jasstafel-match"
FORMAT_VERSION = 1


class Frozen(BaseModel):
    """Base of every stored model: immutable, unknown fields refused."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    def model_post_init(self, context: Any, /) -> None:
        share_fields_set(self)  # a long match holds thousands of entries


class Entry(Frozen):
    """Base of every entry model: what all entries have in common.

    ``written_at`` is when the Schreiber wrote the entry (ISO 8601, with its UTC offset when
    known). It is optional, never used for scoring, and set by the client (the window passes
    the time; the core sets nothing by itself). A file without it loads as before, and an entry
    without it is written without the field, so old files stay as they are.
    """

    # left out when unknown: pydantic skips it while writing (a serializer of our own around
    # every entry made each save of a long match twice as slow: docs/performance.md)
    # with its UTC offset: a time without one is no moment (a hand-edited file's is refused)
    written_at: AwareDatetime | None = Field(
        None, description="when the entry was written (ISO 8601); never used for scoring",
        exclude_if=lambda when: when is None,
    )


class Team(Frozen):
    name: str = Field(min_length=1, max_length=60)
    players: list[int] = Field(description="indices into the match's players (seat numbers)")


def check_teams(teams: list[Team], players: int) -> None:
    """Refuse teams a match of *players* cannot be played by (``setup.teams``): a team with
    no players (a file edited by hand: the New match dialog never makes one), a player in no
    team or in two, fewer than two teams. A team game's, and a Punktetafel's of teams."""
    for team in teams:
        if not team.players:
            raise RuleViolation(
                "setup.teams",
                QT_TRANSLATE_NOOP(
                    "rules", "The team {name} has no players; every team needs one player or more"
                ),
                name=echo(team.name),
            )
    seats = sorted(p for team in teams for p in team.players)
    if seats != list(range(players)) or len(teams) < 2:
        raise RuleViolation(
            "setup.teams",
            QT_TRANSLATE_NOOP(
                "rules", "Every player must sit in exactly one team, with two teams or more"
            ),
        )


class MatchInfo(Frozen):
    """Free text for the sheet header; never used for scoring."""

    title: str = ""
    date: str = ""
    place: str = ""
    table: str = ""


S = TypeVar("S", bound=BaseModel)
E = TypeVar("E")


class MatchDocument(Frozen, Generic[S, E]):
    """A match: settings, players and the ordered entries. Everything else is derived."""

    format: Literal["jasstafel-match"] = "jasstafel-match"
    version: int = FORMAT_VERSION
    variant: str
    info: MatchInfo = MatchInfo()
    players: list[str] = Field(
        min_length=1, description="player names in seat order (the order of play)"
    )
    teams: list[Team] = Field(default_factory=list, description="empty for each-for-himself games")
    first: int = Field(
        0, ge=0,
        description="seat of the player who announces first (Schieber, Coiffeur) or, in the "
        "variants without an announcer, deals first")
    settings: S
    entries: list[E] = Field(default_factory=list)


St = TypeVar("St")


def all_rounds_played(rounds: int) -> RuleViolation:
    """No insert in a match of a fixed number of rounds with every one played: the round
    inserted would be one more than the number."""
    return RuleViolation(
        NO_INSERT,
        plural("rules", "All %n rounds are played: a round inserted would be one too many "
                        "(correct a round instead)", rounds,
               one="The only round is played: a round inserted would be one too many "
                   "(correct it instead)"),
    )


def all_games_played(games: int) -> RuleViolation:
    """As :func:`all_rounds_played`, for a match counted in games (Differenzler)."""
    return RuleViolation(
        NO_INSERT,
        plural("rules", "All %n games are played: a game inserted would be one too many "
                        "(correct a game instead)", games,
               one="The only game is played: a game inserted would be one too many "
                   "(correct it instead)"),
    )


@dataclass(frozen=True)
class PlayedAs:
    """What an entry was played as, where its meaning is read from the table settings (a
    Coiffeur round keeps its row's place, the settings say which contract is there):
    ``key`` is what must stay for the entry to mean what was played (the contract, not its
    factor: a row with another factor is the same contract scored anew), ``words`` say it
    ("Slalom ×8")."""

    key: Hashable
    words: Text = field(compare=False)


class Variant(Generic[S, E, St]):
    """The rules of one Jass variant, bound to one match's setup."""

    name: ClassVar[str]
    title: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    Settings: ClassVar[type[BaseModel]]
    Document: ClassVar[type[MatchDocument[Any, Any]]]
    PRESETS: ClassVar[dict[str, Any]]
    DEFAULT_PRESET: ClassVar[str]
    team_game: ClassVar[bool] = False
    # played each for himself or by teams, as the match says (the Punktetafel): a new match
    # is of players unless teams are given (the New match dialog offers a number of teams)
    teams_optional: ClassVar[bool] = False
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 99
    #: where not every number from min_players to max_players can sit at one table (a
    #: Coiffeur: 2 or 3 teams of two, or 3 single players: never 5), the numbers that can,
    #: and the rule that says so; empty: every number in between
    player_counts: ClassVar[tuple[int, ...]] = ()
    players_rule: ClassVar[str] = ""

    @classmethod
    def plays(cls, n: int) -> bool:
        """Can *n* players sit at one table of this variant? One rule for the setup of a
        match and for a club's table typed from paper (RULES.md: a Coiffeur of 5 is none)."""
        if cls.player_counts:
            return n in cls.player_counts
        return cls.min_players <= n <= cls.max_players

    @classmethod
    def titled_preset(cls, settings: Any) -> str:
        """The preset a match's *settings* are named after on paper and screen: the one they
        were made from (a variant whose presets' names say a setting overrides it)."""
        return str(getattr(settings, "preset", ""))

    def __init__(self, doc: MatchDocument[S, E]) -> None:
        self.doc = doc
        self.settings: S = doc.settings
        self.check_setup()

    # -- setup -------------------------------------------------------------------------

    def check_setup(self) -> None:
        """Refuse a setup the variant cannot be played with (players, teams)."""
        n = len(self.doc.players)
        if not self.min_players <= n <= self.max_players:
            if self.min_players == self.max_players:  # not "4 to 4 players"
                raise RuleViolation(
                    "setup.players",
                    QT_TRANSLATE_NOOP("rules", "{variant} is played by {low} players, not {n}"),
                    variant=self.title, low=self.min_players, n=n,
                )
            raise RuleViolation(
                "setup.players",
                QT_TRANSLATE_NOOP("rules",
                                  "{variant} is played by {low} to {high} players, not {n}"),
                variant=self.title, low=self.min_players, high=self.max_players, n=n,
            )
        if self.doc.first >= n:
            raise RuleViolation(
                "setup.first",
                QT_TRANSLATE_NOOP("rules", "The first seat must be one of the {n} players"),
                n=n,
            )
        if self.team_game:
            check_teams(self.doc.teams, n)
        elif self.doc.teams:
            raise RuleViolation(
                "setup.teams",
                QT_TRANSLATE_NOOP("rules", "{variant} is played each for himself, without teams"),
                variant=self.title,
            )

    @property
    def players(self) -> int:
        """How many play (seats at the table)."""
        return len(self.doc.players)

    @property
    def side_names(self) -> list[str]:
        if self.team_game:
            return [t.name for t in self.doc.teams]
        return list(self.doc.players)

    def seat_after(self, seat: int, steps: int = 1) -> int:
        """The seat *steps* places after *seat* in the order of play (seat order)."""
        return (seat + steps) % self.players

    def dealer_of(self, rounds_played: int) -> int:
        """Who deals after *rounds_played* rounds when the deal moves on every round.

        In the variants without an announcer ``doc.first`` deals the first round; in
        Schieber and Coiffeur ``doc.first`` announces it, so its dealer sits one seat before.
        """
        first = self.doc.first - 1 if self.announcer_first else self.doc.first
        return self.seat_after(first, rounds_played)

    #: True where ``doc.first`` is the first announcer (the player after the dealer)
    announcer_first: ClassVar[bool] = False

    def announcer(self, state: St) -> int | None:
        """The seat whose turn it is to announce the next round at *state*, by the order of
        play, in a variant whose entries record who announced (:meth:`announced_side`);
        None in the others, and once the game is over."""
        return None

    def announced_side(self, entry: E) -> int | None:
        """The side (team) *entry* records as the one that announced it, or None for an
        entry that records none (a Bedanken, any entry of a variant without announcer)."""
        return None

    def team_of_seat(self, seat: int) -> int:
        """The team (index into doc.teams) the player on *seat* plays in."""
        return next(t for t, team in enumerate(self.doc.teams) if seat in team.players)

    def side_players(self, side: int) -> list[str]:
        if self.team_game:
            return [self.doc.players[p] for p in self.doc.teams[side].players]
        return [self.doc.players[side]]

    # -- replay ------------------------------------------------------------------------

    def start(self) -> St:
        raise NotImplementedError

    def apply(self, state: St, entry: E) -> None:
        """Check *entry* against *state*, raise RuleViolation or write it into *state*."""
        raise NotImplementedError

    def finished(self, state: St) -> bool:
        raise NotImplementedError

    def insert_refusal(self, state: St) -> RuleViolation | None:
        """Why no entry at all can be inserted before an entry of a match that stands at
        *state* (all its entries replayed), or None where one may be.

        Asked before the form for a forgotten entry opens, so that nobody types a whole
        entry the rules refuse whatever it holds. A certainty only: where some entry could
        be inserted, None, and the entry typed is checked as any other."""
        return None

    def played_as(self, entry: E) -> PlayedAs | None:
        """What *entry* means under these settings, where the settings say it (an index into
        them); None where the entry says all itself (a Schieber round names its contract, a
        Guggitaler its game) or points past them (the replay refuses it). Other table rules
        must never change what was played (:meth:`jasstafel.core.match.Match.change_rules`)."""
        return None

    def moved_rows(self, entry: E, rows: Mapping[int, int]) -> E:
        """*entry* as it reads once the settings' rows moved (*rows*: old index → new
        index, every row kept; a row left out was removed), or RuleViolation where its row
        was removed. Only an entry that names a row of the settings changes (a Coiffeur
        round): the others say all themselves and stay as they are."""
        return entry

    #: the rules whose refusal concerns the entry alone, never what came before it (a
    #: contract no longer played): a change of rules leaves such an entry out and checks the
    #: later ones, naming them all at once (:meth:`refused_alone`)
    ALONE_RULES: ClassVar[frozenset[str]] = frozenset()

    def refused_alone(self, cause: RuleViolation) -> bool:
        """Whether *cause*, an entry's refusal, concerns the entry alone: leaving it out, the
        later entries' refusals are still theirs (:data:`ALONE_RULES`, and another contract
        than was played, ``match.played_as``)."""
        return cause.rule == "match.played_as" or cause.rule in self.ALONE_RULES

    def board(self, state: St) -> Board:
        raise NotImplementedError

