"""Coiffeur: every team fills one cell per contract row, each row with its factor
(RULES.md section 2).

Jass words used here:

* **row** (Zeile): a contract with a factor, e.g. Eichel ×1 ... Coiffeur 3×3 ×11.
  The announcing team picks one of its open rows; only its points are written.
* **Misère**: the announcing team wants few points: ``(157 − own points) × factor``.
* **Match**: all nine tricks, ``257 × factor`` (plus an optional bonus).
* **Kontermatsch**: the announcing team takes no trick in a normal row: 0, played.
* **Stöck**: König and Ober of trump, 20 (× factor), where the row can have a trump.
* **uneinholbar**: the leader's lead is more than the trailing team can still make.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from .board import Board, EntryLine, SideBoard, shared_ranks
from .cards import MATCH_POINTS, ROUND_POINTS, STOECK, SUIT_NAMES, check_card_points
from .errors import QT_TRANSLATE_NOOP as N
from .errors import RuleViolation
from .text import Text, and_list
from .variant import NO_INSERT, Entry, Frozen, MatchDocument, PlayedAs, Variant

RowKind = Literal["trump", "notrump", "misere", "free"]


class CoiffeurRow(Frozen):
    """One contract row. ``kind``: a trump suit, no trump (Obenabe, Slalom ...),
    Misère, or free (Wunsch, Joker, Coiffeur 3×3: trump possible)."""

    name: str = Field(min_length=1, max_length=40)
    factor: int = Field(ge=1, le=100)
    kind: RowKind = "free"


#: how many rows a new Coiffeur has: the New match form adds rows up to 12 and removes them
#: down to 6 (older files with other numbers of rows still load and score as they did)
ROWS_MIN = 6
ROWS_MAX = 12

#: the kinds of row that can have a trump, and so Stöck: a trump suit, and a free contract
#: (the announcer may name a trump). The one source for the board and the club's limits.
STOECK_KINDS: frozenset[str] = frozenset({"trump", "free"})


def can_have_stoeck(kind: str) -> bool:
    """Whether a row of this *kind* can write Stöck (:data:`STOECK_KINDS`)."""
    return kind in STOECK_KINDS


#: what a row's kind does (docs/variants/coiffeur.md): only Misère scores differently; the
#: kind also decides whether Stöck can be written
KIND_DESCRIPTIONS: dict[str, str] = {
    "trump": N("rules", "a trump suit: (card points + Stöck) × factor"),
    "notrump": N("rules", "no trump (Obenabe, Undenufe, Slalom …): card points × factor, "
                          "no Stöck"),
    "misere": N("rules", "Misère: (157 − own card points) × factor; no trick at all is a "
                         "Match"),
    "free": N("rules", "the announcer names the contract: (card points + Stöck where there "
                       "is a trump) × factor"),
}


class StandardRow(Frozen):
    """A row the New match form offers by name: ``key``, the ``name`` written on the board
    (a Jass word, the same in every language), its ``kind`` and a sentence that says what
    it is (translatable)."""

    key: str
    name: str
    kind: RowKind
    about: str


def _standard(key: str, name: str, kind: RowKind, about: str) -> StandardRow:
    return StandardRow(key=key, name=name, kind=kind, about=about)


_SUIT_ROWS = {
    "de": (("eichel", "Eichel"), ("rosen", "Rosen"), ("schilten", "Schilten"),
           ("schellen", "Schellen")),
    "fr": (("kreuz", "Kreuz"), ("schaufel", "Schaufel"), ("herz", "Herz"), ("ecken", "Ecken")),
}
_OTHER_ROWS: tuple[StandardRow, ...] = (
    _standard("obenabe", "Obenabe", "notrump", N("rules", "no trump, the Ace highest")),
    _standard("undenufe", "Undenufe", "notrump", N("rules", "no trump, the 6 highest")),
    _standard("slalom", "Slalom", "notrump",
              N("rules", "one trick Obenabe, one Undenufe, and so on (or the other way)")),
    _standard("misere", "Misère", "misere",
              N("rules", "as few card points as possible: (157 − own points) × factor")),
    _standard("gusti", "Gusti/Mery", "notrump",
              N("rules", "five tricks one way (Obenabe or Undenufe), four the other")),
    _standard("wunsch", "Wunsch", "free", N("rules", "free choice of the contract")),
    _standard("joker", "Joker", "free", N("rules", "free choice of the contract")),
    _standard("coiffeur_3x3", "Coiffeur 3×3", "free",
              N("rules", "trump named by whoever leads tricks 1, 4 and 7")),
    _standard("trumpf_frei", "Trumpf frei", "trump", N("rules", "any suit as trump")),
    _standard("blind", "Blind", "free",
              N("rules", "the contract is named before looking at the cards")),
    _standard("tutti", "Tutti", "free",
              N("rules", "a house contract, written like any row (free choice of the "
                         "contract)")),
)


#: The suit rows of the presets and the New match form, as the match file keeps them, each
#: deck's names (Eichel, Rosen …; Kreuz, Schaufel …), to their suits (core/cards.py's keys)
SUIT_ROWS: dict[str, dict[str, str]] = {
    "de": {"Eichel": "eicheln", "Rosen": "rosen", "Schilten": "schilten",
           "Schellen": "schellen"},
    "fr": {"Kreuz": "eicheln", "Schaufel": "rosen", "Herz": "schilten", "Ecken": "schellen"},
}

#: The rows' names of the presets and the New match form, as the match file keeps them
#: (Eichel, Rosen …), to their words: the suits' names of the cards (core/cards.py, the one
#: source: Acorns in English, Eicheln in German, Glands in French), the other rows Jass words
#: of the catalog. A client says them in the user's language; a name typed by the Schreiber
#: is not here and stays as it is (:func:`row_word`).
ROW_WORDS: dict[str, str] = {
    **{name: SUIT_NAMES[deck][suit] for deck, rows in SUIT_ROWS.items()
       for name, suit in rows.items()},
    **{word: word for word in (
        N("rules", "Obenabe"), N("rules", "Undenufe"), N("rules", "Slalom"),
        N("rules", "Misère"), N("rules", "Gusti/Mery"), N("rules", "Guschti"),
        N("rules", "Wunsch"), N("rules", "Joker"), N("rules", "Coiffeur 3×3"),
        N("rules", "Trumpf frei"), N("rules", "Blind"), N("rules", "Tutti"))},
}

#: A row of :data:`ROW_WORDS` as the window showed it in its language (English, German,
#: French: the catalogs' words), to the name the match file keeps: a row whose name the
#: window did not take back to the preset's was written so (an Eichel row in a form for the
#: French cards came back "Glands"), and an older file may hold such a name. Read as the row
#: it names (:func:`row_contract`); tests/club/test_coiffeur_rows_compared.py checks these
#: against the catalogs.
SHOWN_ROW_NAMES: dict[str, str] = {
    "Acorns": "Eichel", "Eicheln": "Eichel", "Glands": "Eichel",
    "Roses": "Rosen",
    "Shields": "Schilten", "Écus": "Schilten",
    "Bells": "Schellen", "Grelots": "Schellen",
    "Clubs": "Kreuz", "Trèfle": "Kreuz",
    "Spades": "Schaufel", "Pique": "Schaufel",
    "Hearts": "Herz", "Cœur": "Herz",
    "Diamonds": "Ecken", "Carreau": "Ecken",
    "Souhait": "Wunsch", "Atout libre": "Trumpf frei", "À l’aveugle": "Blind",
    "Zig-zag": "Slalom",
}

_SUIT_OF_ROW = {name: suit for rows in SUIT_ROWS.values() for name, suit in rows.items()}


def row_word(name: str) -> Text:
    """A row's name in a sentence: the catalog's word where it is one (a preset's Rosen),
    else the name as written (never formatted: braces in a typed name stay braces)."""
    return Text(ROW_WORDS[name]) if name in ROW_WORDS else Text.plain(name)


def row_contract(name: str) -> str:
    """What is played in a row of this *name*, whatever the cards and the language it was
    named in: a suit row its suit by the label equivalence of RULES.md section 0 (Eichel
    and Kreuz are "eicheln": the deck only names the suit), another row of the presets its
    word (Souhait, as a French window wrote it, is Wunsch), a name typed by the Schreiber
    the name itself."""
    stored = SHOWN_ROW_NAMES.get(name, name)
    return _SUIT_OF_ROW.get(stored, stored)


def row_rules(rows: Iterable[Mapping[str, Any]]) -> list[tuple[str, Any, Any]]:
    """The rows of a Coiffeur's settings (as the match file and the club keep them) as they
    are played and scored: each row's contract (:func:`row_contract`), factor and kind, in
    their order. Rows named as the other cards name them, or in another language, are the
    same rules; a row renamed to another contract, or with another factor or kind, is not."""
    return [(row_contract(str(row.get("name", ""))), row.get("factor"),
             row.get("kind", "free")) for row in rows]


def row_keys(rows: Iterable[CoiffeurRow]) -> list[str]:
    """One key per row, for what is counted by row (the statistics' rows chosen): the row's
    name, or, where rows share a name (Swisslos's Joker ×7 and Joker ×8), its name with its
    factor, ``Joker ×7``: two Jokers were counted as one row. Rows alike in name and factor
    (which nothing tells apart on the board either) share their key."""
    rows = list(rows)
    names = [r.name for r in rows]
    return [r.name if names.count(r.name) == 1 else f"{r.name} ×{r.factor}" for r in rows]


def standard_rows(deck: str = "de") -> list[StandardRow]:
    """The rows the New match form offers by name: the four suits of the deck, Obenabe,
    Undenufe, Slalom, Misère, Gusti/Mery, Wunsch, Joker, Coiffeur 3×3, Trumpf frei, Blind,
    Tutti. A row can also be typed freely with one of the four kinds."""
    suits = [_standard(key, name, "trump", N("rules", "this suit is trump"))
             for key, name in _SUIT_ROWS["fr" if deck == "fr" else "de"]]
    return [*suits, *_OTHER_ROWS]


def check_rows(rows: list[CoiffeurRow]) -> None:
    """Refuse a list of rows a new match cannot have: 6 to 12 rows (RULES.md, issue 17)."""
    if not ROWS_MIN <= len(rows) <= ROWS_MAX:
        raise RuleViolation(
            "coiffeur.rows_count",
            N("rules", "A Coiffeur has {low} to {high} rows, not {n}"),
            low=ROWS_MIN, high=ROWS_MAX, n=len(rows),
        )


class CoiffeurSettings(Frozen):
    preset: str = "jassverein"
    rows: list[CoiffeurRow] = Field(min_length=1, max_length=30)
    stoeck: bool = Field(True, description="Stöck count (20 × factor) in rows with a trump")
    match_bonus: int = Field(0, ge=0, le=10_000,
                             description="extra points for a Match, unmultiplied")
    deck: Literal["de", "fr"] = "de"


def _rows(*rows: tuple[str, int, RowKind]) -> list[CoiffeurRow]:
    return [CoiffeurRow(name=n, factor=f, kind=k) for n, f, k in rows]


_SWISSLOS_8: tuple[tuple[str, int, RowKind], ...] = (
    ("Eichel", 1, "trump"), ("Rosen", 2, "trump"), ("Schilten", 3, "trump"),
    ("Schellen", 4, "trump"), ("Obenabe", 5, "notrump"), ("Undenufe", 6, "notrump"),
    ("Joker", 7, "free"), ("Joker", 8, "free"),
)
#: Swisslos lists the French deck in its own order (RULES.md section 0): Ecken 1, Herz 2,
#: Schaufel 3, Kreuz 4, not the label equivalence of the German rows
_SWISSLOS_8_FR: tuple[tuple[str, int, RowKind], ...] = (
    ("Ecken", 1, "trump"), ("Herz", 2, "trump"), ("Schaufel", 3, "trump"),
    ("Kreuz", 4, "trump"), *_SWISSLOS_8[4:],
)
_SWISSLOS_10_MORE: tuple[tuple[str, int, RowKind], ...] = (
    ("Slalom", 9, "notrump"), ("Guschti", 10, "notrump"),
)
PRESETS: dict[str, CoiffeurSettings] = {
    "jassverein": CoiffeurSettings(preset="jassverein", rows=_rows(
        ("Eichel", 1, "trump"), ("Schellen", 2, "trump"), ("Schilten", 3, "trump"),
        ("Rosen", 4, "trump"), ("Obenabe", 5, "notrump"), ("Undenufe", 6, "notrump"),
        ("Misère", 7, "misere"), ("Slalom", 8, "notrump"), ("Gusti/Mery", 9, "notrump"),
        ("Wunsch", 10, "free"), ("Coiffeur 3×3", 11, "free"),
    )),
    "swisslos_8": CoiffeurSettings(preset="swisslos_8", rows=_rows(*_SWISSLOS_8)),
    "swisslos_8_fr": CoiffeurSettings(preset="swisslos_8_fr", deck="fr",
                                      rows=_rows(*_SWISSLOS_8_FR)),
    "swisslos_10": CoiffeurSettings(preset="swisslos_10",
                                    rows=_rows(*_SWISSLOS_8, *_SWISSLOS_10_MORE)),
    "swisslos_10_fr": CoiffeurSettings(preset="swisslos_10_fr", deck="fr",
                                       rows=_rows(*_SWISSLOS_8_FR, *_SWISSLOS_10_MORE)),
}
PRESET_TITLES: dict[str, str] = {  # the presets in words, translatable (rendered by the clients)
    "jassverein": Text(N("rules", "Jassverein (rule book)")),
    "swisslos_8": Text(N("rules", "Swisslos 8 (German cards)")),
    "swisslos_8_fr": Text(N("rules", "Swisslos 8 (French cards)")),
    "swisslos_10": Text(N("rules", "Swisslos 10 (German cards)")),
    "swisslos_10_fr": Text(N("rules", "Swisslos 10 (French cards)")),
}


class CoiffeurRound(Entry):
    """One round: the announcing team, its row, its own card points, Match or
    Kontermatsch, Stöck."""

    type: Literal["round"] = "round"
    team: int = Field(ge=0, le=2)
    row: int = Field(ge=0, description="index into settings.rows")
    points: int = Field(0, description="the announcing team's own card points")
    match: bool = False
    kontermatsch: bool = False
    stoeck: bool = False


CoiffeurEntry = Annotated[CoiffeurRound, Field(discriminator="type")]


def cell_marks(entries: Iterable[object]) -> dict[tuple[int, int], str]:
    """(team, row) → "match" or "kontermatsch": the cells written with a Match or a
    Kontermatsch (the board's cells are numbers only; a Kontermatsch's 0 is not an open
    cell's), from the entries, the truth. The window's grid and the printed grid mark them
    alike."""
    marks: dict[tuple[int, int], str] = {}
    for entry in entries:
        if isinstance(entry, CoiffeurRound) and (entry.match or entry.kontermatsch):
            marks[(entry.team, entry.row)] = "kontermatsch" if entry.kontermatsch else "match"
    return marks


def played_rows(entries: Iterable[object]) -> dict[int, int]:
    """Row index → index of the first entry played in it, for every row played: such a row
    stays, in its place and of its kind (:meth:`Coiffeur.moved_rows`,
    :meth:`Coiffeur.played_as`), so that an editor of the rows can say so before it is
    refused."""
    played: dict[int, int] = {}
    for index, entry in enumerate(entries):
        if isinstance(entry, CoiffeurRound):
            played.setdefault(entry.row, index)
    return played


class CoiffeurDocument(MatchDocument[CoiffeurSettings, CoiffeurEntry]):
    variant: Literal["coiffeur"] = "coiffeur"


@dataclass
class CoiffeurState:
    cells: list[list[int | None]]  # [team][row]
    lines: list[EntryLine] = field(default_factory=list)
    matches: list[int] = field(default_factory=list)


class Coiffeur(Variant[CoiffeurSettings, Any, CoiffeurState]):
    name: ClassVar[str] = "coiffeur"
    title: ClassVar[str] = Text(N("rules", "Coiffeur"))
    aliases: ClassVar[tuple[str, ...]] = ("schmuggler",)
    Settings = CoiffeurSettings
    Document = CoiffeurDocument
    PRESETS: ClassVar[dict[str, Any]] = PRESETS
    PRESET_TITLES: ClassVar[dict[str, str]] = PRESET_TITLES
    DEFAULT_PRESET: ClassVar[str] = "jassverein"
    team_game = True
    min_players = 3
    max_players = 6
    # the teams below: 2 of two, 3 of two, 3 single players
    player_counts = (3, 4, 6)
    players_rule = N("rules", "Coiffeur is played by 2 or 3 teams of two, or by 3 single players")
    announcer_first = True

    def check_setup(self) -> None:
        super().check_setup()
        sizes = [len(t.players) for t in self.doc.teams]
        if sizes not in ([2, 2], [2, 2, 2], [1, 1, 1]):
            raise RuleViolation("setup.teams", self.players_rule)

    @property
    def teams(self) -> int:
        return len(self.doc.teams)

    def start(self) -> CoiffeurState:
        rows = len(self.settings.rows)
        return CoiffeurState(cells=[[None] * rows for _ in range(self.teams)],
                             matches=[0] * self.teams)

    def finished(self, state: CoiffeurState) -> bool:
        return all(c is not None for team in state.cells for c in team)

    def insert_refusal(self, state: CoiffeurState) -> RuleViolation | None:
        """Every cell written: an inserted round would take a row that a later round of
        its team fills (with one cell open, a forgotten round may fill it)."""
        if not self.finished(state):
            return None
        return RuleViolation(
            NO_INSERT,
            N("rules", "Every cell is filled: a round inserted would find no open row "
                       "(correct a round instead)"),
        )

    # -- entries ---------------------------------------------------------------------

    def played_as(self, entry: CoiffeurRound) -> PlayedAs | None:
        """A round keeps its row's place only: the row there is what was played. Its contract
        (the suit, Obenabe, Misère, Slalom …, as :func:`row_contract` reads the name) and kind
        must stay; another factor is the same contract scored anew."""
        if entry.row >= len(self.settings.rows):
            return None  # the replay says there is no such row
        row = self.settings.rows[entry.row]
        return PlayedAs(key=(row_contract(row.name), row.kind),
                        words=Text(N("rules", "{row} ×{factor}"), row=row_word(row.name),
                                   factor=row.factor))

    def moved_rows(self, entry: CoiffeurRound, rows: Mapping[int, int]) -> CoiffeurRound:
        """The round in the place its row moved to: a row removed or inserted above it
        keeps the round in its own row (the Schreiber's ✕ on an unplayed Slalom ×8 moved
        every later row up, and the rounds there read as played in other rows). A played
        row cannot be removed: refused, naming it."""
        if entry.row not in rows:
            row = self.settings.rows[entry.row]
            raise RuleViolation(
                "coiffeur.row_removed",
                N("rules", "{row} ×{factor} was played, and a played row cannot be removed"),
                row=row_word(row.name), factor=row.factor,
            )
        return entry.model_copy(update={"row": rows[entry.row]})

    def refused_alone(self, cause: RuleViolation) -> bool:
        """Every refusal of a round: one left out leaves its cell open, which makes no later
        round refused (a filled cell, the end) that would not be anyway."""
        return True

    def cell(self, r: CoiffeurRound) -> int:
        """What the round writes in the team's cell; refuses what the rules forbid."""
        s = self.settings
        row = s.rows[r.row]
        check_card_points(r.points)
        if r.stoeck:
            self._check_stoeck(row)
        stoeck = STOECK if r.stoeck else 0
        if row.kind == "misere":
            if r.kontermatsch:
                raise RuleViolation(
                    "coiffeur.misere_kontermatsch",
                    N("rules", "There is no Kontermatsch in Misère: taking no trick is its Match"),
                )
            if r.match:
                self._need(r.points == 0, "coiffeur.misere_match",
                           N("rules", "A Match in Misère means no trick at all: 0 card points"))
                return MATCH_POINTS * row.factor + s.match_bonus
            return (ROUND_POINTS - r.points) * row.factor
        if r.kontermatsch:
            self._need(r.points == 0 and not r.match, "coiffeur.kontermatsch",
                       N("rules", "Kontermatsch: the announcing team took no trick, it writes 0"))
            # the Stöck named: the refusal above said only the 0, and the Stöck button
            # stayed lit with nothing saying it was the fault (a Romand trial's)
            self._need(not r.stoeck, "coiffeur.kontermatsch_stoeck",
                       N("rules", "No Stöck with a Kontermatsch: the announcing team took no "
                                  "trick, it writes 0"))
            return 0
        if r.match:
            self._need(r.points == ROUND_POINTS, "coiffeur.match",
                       N("rules", "A Match needs all 157 card points"))
            return (MATCH_POINTS + stoeck) * row.factor + s.match_bonus
        return (r.points + stoeck) * row.factor

    def _check_stoeck(self, row: CoiffeurRow) -> None:
        """Stöck need the table setting and a row with a trump: the refusal says which of
        the two is missing here ("… need a trump and the table setting" read as cut off)."""
        if not self.settings.stoeck:
            raise RuleViolation(
                "coiffeur.stoeck",
                N("rules", "No Stöck: the table setting “Stöck count” is off"),
            )
        if not can_have_stoeck(row.kind):
            raise RuleViolation(
                "coiffeur.stoeck",
                N("rules", "No Stöck in the row {row}: it has no trump"),
                row=row_word(row.name),
            )

    def nullstich(self, r: CoiffeurRound) -> bool:
        """A trick worth nothing spoiled a Match (RULES.md §0), as the Schieber names it:
        157 card points without the Match flag (the others took a trick worth 0), or 0
        without the Kontermatsch (the announcing team took one); in the Misère, whose Match
        is taking no trick, 0 card points without the Match flag."""
        if r.match or r.kontermatsch:
            return False
        if self.settings.rows[r.row].kind == "misere":
            return r.points == 0
        return r.points in (0, ROUND_POINTS)

    @staticmethod
    def _need(ok: bool, rule: str, template: str) -> None:
        if not ok:
            raise RuleViolation(rule, template)

    def apply(self, state: CoiffeurState, r: CoiffeurRound) -> None:
        s = self.settings
        if r.team >= self.teams:
            raise RuleViolation("coiffeur.team", N("rules", "There is no team {team}"),
                                team=r.team + 1)
        if r.row >= len(s.rows):
            raise RuleViolation("coiffeur.row", N("rules", "There is no row {row}"),
                                row=r.row + 1)
        row = s.rows[r.row]
        if state.cells[r.team][r.row] is not None:
            raise RuleViolation(
                "coiffeur.row_filled",
                N("rules", "{team} played {row} already: each row once per team"),
                team=self.side_names[r.team], row=row_word(row.name),
            )
        value = self.cell(r)
        state.cells[r.team][r.row] = value
        if r.match:
            state.matches[r.team] += 1
        written = [value if t == r.team else 0 for t in range(self.teams)]
        notes = ([Text(N("rules", "Match"))] if r.match
                 else [Text(N("rules", "Kontermatsch"))] if r.kontermatsch else [])
        what: str = (notes[0] if notes else str(r.points))
        if self.nullstich(r):
            notes.append(Text(N("rules", "Nullstich")))
        if r.stoeck:
            text = Text(N("rules", "{team}: {row} ×{factor}, {what}, Stöck → {value}"),
                        team=self.side_names[r.team], row=row_word(row.name), factor=row.factor,
                        what=what, value=value)
        else:
            text = Text(N("rules", "{team}: {row} ×{factor}, {what} → {value}"),
                        team=self.side_names[r.team], row=row_word(row.name), factor=row.factor,
                        what=what, value=value)
        state.lines.append(EntryLine(
            number=len(state.lines) + 1, kind="round", round=len(state.lines) + 1, text=text,
            written=written, totals=self.totals(state), notes=notes,
        ))

    def announcer(self, state: CoiffeurState) -> int | None:
        """Who announces next: the player after the dealer, skipping a player whose team
        has filled every row (None when the game is over)."""
        dealer = self.dealer_of(len(state.lines))
        for step in range(1, self.players + 1):
            seat = self.seat_after(dealer, step)
            if None in state.cells[self.team_of_seat(seat)]:
                return seat
        return None

    def announced_side(self, entry: Any) -> int | None:
        return entry.team if isinstance(entry, CoiffeurRound) else None

    # -- board -----------------------------------------------------------------------

    def team_told(self, seat: int) -> bool:
        """Whether the player in *seat* tells her team by her name alone: a team of one, or
        a team named after its players ("Ruedi & Marie" for Ruedi) when no other team's
        name names her. "Ruedi (Ruedi & Marie) announces" said Ruedi twice (a German
        trial's); "Beat (Team B) announces" keeps the team, which his name does not tell."""
        from .matchfile import names_player  # the names' rule, where a file's names are read

        team, player = self.team_of_seat(seat), self.doc.players[seat]
        names = self.side_names
        return names[team] == player or (names_player(names[team], player) and not any(
            names_player(name, player) for t, name in enumerate(names) if t != team))

    def totals(self, state: CoiffeurState) -> list[int]:
        return [sum(c for c in team if c is not None) for team in state.cells]

    def open_max(self, state: CoiffeurState, team: int) -> int:
        """The most a team can still write: 257 × factor over its open rows (RULES.md)."""
        return sum(MATCH_POINTS * row.factor
                   for row, c in zip(self.settings.rows, state.cells[team], strict=True)
                   if c is None)

    def uneinholbar(self, state: CoiffeurState) -> int | None:
        """The leader, once no other team can catch it any more."""
        totals = self.totals(state)
        leader = max(range(self.teams), key=lambda t: totals[t])
        if self.finished(state):
            return None
        others = [t for t in range(self.teams) if t != leader]
        if all(totals[leader] - totals[t] > self.open_max(state, t) for t in others):
            return leader
        return None

    def rank_keys(self, state: CoiffeurState) -> list[tuple[int, ...]]:
        """Total, then Matches, then the cells from the highest factor down."""
        order = sorted(range(len(self.settings.rows)),
                       key=lambda i: -self.settings.rows[i].factor)
        totals = self.totals(state)
        return [(totals[t], state.matches[t], *((state.cells[t][i] or 0) for i in order))
                for t in range(self.teams)]

    def board(self, state: CoiffeurState) -> Board:
        s = self.settings
        totals = self.totals(state)
        finished = self.finished(state)
        keys = self.rank_keys(state)
        ranks = shared_ranks(keys)
        winners = [t for t in range(self.teams) if ranks[t] == 1] if finished else []
        sides = [
            SideBoard(
                name=self.side_names[t], players=self.side_players(t), total=totals[t],
                figures={
                    "cells": list(state.cells[t]),
                    "open_rows": state.cells[t].count(None),
                    "matches": state.matches[t],
                    "still_possible": self.open_max(state, t),
                },
            )
            for t in range(self.teams)
        ]
        leader = max(range(self.teams), key=lambda t: totals[t])
        seat = self.announcer(state)
        figures: dict[str, Any] = {
            "rows": [{"name": row.name, "factor": row.factor, "kind": row.kind,
                      "cells": [state.cells[t][i] for t in range(self.teams)]}
                     for i, row in enumerate(s.rows)],
            "difference": [totals[leader] - totals[t] for t in range(self.teams)],
            "uneinholbar": self.uneinholbar(state),
            "next_announcer": None if seat is None else {
                "seat": seat, "player": self.doc.players[seat], "team": self.team_of_seat(seat),
            },
        }
        status: Text
        if finished:
            who = and_list([self.side_names[w] for w in winners])
            status = (Text(N("rules", "{teams} win (tie)"), teams=who) if len(winners) > 1
                      else Text(N("rules", "Won by {team}"), team=who))
        else:
            assert seat is not None
            team = self.side_names[self.team_of_seat(seat)]
            player = self.doc.players[seat]
            told = self.team_told(seat)
            if figures["uneinholbar"] is None:
                status = (Text(N("rules", "{player} announces"), player=player) if told
                          else Text(N("rules", "{player} ({team}) announces"), player=player,
                                    team=team))
            elif told:
                status = Text(N("rules", "{player} announces; {leader} can no longer be caught"),
                              player=player, leader=self.side_names[leader])
            else:
                status = Text(N("rules", "{player} ({team}) announces; {leader} can no longer "
                                         "be caught"),
                              player=player, team=team, leader=self.side_names[leader])
        return Board.model_construct(
            variant=self.name, preset=s.preset, sides=sides, entries=list(state.lines),
            finished=finished, winners=winners, ranks=ranks, status=status,
            dealer=None if finished else self.dealer_of(len(state.lines)), announcer=seat,
            figures=figures,
        )
