"""The live evening's state: one Match per table and Passe, the codes, the Passe clock, and
the way of every change into the journal and, when a table is done, into the club.

:class:`EveningCore` is used from one thread only (the server's owner thread,
:mod:`.server`): the club's connection and the journal's belong to it, and the tables'
matches change only there, one change after the other. It never imports Qt or Starlette:
the tests drive it directly, the server and the window's thread through the server.

A change (an *op*) is what a phone, the window or the Oberjasser sends::

    {"id": "k3…", "kind": "add", "form": "round", "values": {...}}   # a new entry
    {"id": "…", "kind": "replace", "index": 4, "form": "round", "values": {...}, "base": 9}
    {"id": "…", "kind": "delete", "index": 4, "base": 9}
    {"id": "…", "kind": "undo", "base": 9}   # also "redo"
    {"id": "…", "kind": "log", "entries": [...]}   # the window: its whole entry log

``id`` is made by the sender, once per change; a change that arrives twice is applied once
(the journal knows its id) and answered as the first time. ``base`` is the table's version
the sender saw: a correction, deletion or undo made on an older view of the table (another
phone wrote meanwhile) is refused rather than applied to the wrong entry. A new entry needs
no base: entries typed offline are appended in the order they were typed. It may carry
``phone`` (the sending phone's own token) and ``seen`` (the table's version its view showed
when the round was typed): if another phone or the Oberjasser wrote at the table after that,
the entry is written all the same (it was typed; refusing it would lose it) and the reply's
``notice`` asks to check that the round is not on the Tafel twice; if the rules refuse it
because of what was written since (the other phone's round ended the Partie), the refusal
says so. An undo's reply says in ``done`` what it took back. The window's whole log carries
``phone`` and ``seen`` too, and is refused after any change another writer made since (it
does not take in the others' changes; written, it would take them off the Tafel), unless it
holds exactly the table's entries (a window joining).
"""

from __future__ import annotations

import datetime
import hashlib
import os
import re
import secrets
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..club.club import Club, preset_changes_counted, rules_differences
from ..club.draw import TableDraw
from ..club.errors import CLUB, ClubError
from ..club.models import Evening, HandCorrection, Member, team_name
from ..core import JassError, Match, RuleViolation, Team, find_variant, matchfile
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.match import played_alike
from ..core.text import Text, and_list
from ..core.variant import MatchInfo
from ..i18n import (
    MOST_CHANGES_SAID,
    changed_preset_title,
    number,
    rank,
    render,
    settings_title,
    table_rules,
    tr,
)
from . import forms, writes
from .entries import log_digest, phone_line
from .journal import Journal, Op, journal_path
from .words import CONTEXT, t

# letters that cannot be mistaken for each other when read off a card (no 0/O, 1/I)
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
TABLE_CODE_LENGTH = 6  # 32**6: about a billion codes for a few dozen tables
ADMIN_CODE_LENGTH = 10
OP_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
KINDS = ("add", "replace", "delete", "undo", "redo", "log", "confirm")
#: what a change may carry, by its kind (besides these, every kind: its id and kind, the
#: phone's token, when it was typed, the Tafel's version and entry key it was made on)
OP_FIELDS = {"add": {"form", "values", "entry"}, "replace": {"index", "form", "values", "entry"},
             "delete": {"index"}, "undo": set(), "redo": set(), "log": {"entries"},
             "confirm": set()}
OP_COMMON = {"id", "kind", "phone", "at", "seen", "base", "key"}
MAX_LOG = 1000  # entries in one "log" change (a Partie has a few dozen)
#: the Oberjasser as the writer of a change (:attr:`LiveTable.writers`): no phone's token
#: (OP_ID) can be this
OBERJASSER = ":oberjasser"

T = TypeVar("T")

FOREIGN_FIELDS = N("live", "Not written: the change carried something this board does not take "
                           "({fields}); a phone's page sends only what it knows")
# a change of a kind no page sends (one made by hand): said in the words of the phone's
# buttons (a trial's "Unbekannte Änderung rename" was the server's own word for it)
UNKNOWN_KIND = N("live", "Not written: this board knows no change of the kind “{kind}”; it "
                         "takes a new entry, a correction, a deletion, Undo or Redo")
CODE_UNKNOWN = N("live", "This code is not known (or no longer valid): check it with the "
                         "Oberjasser")
# who wrote meanwhile said as the flag says it (MEANWHILE below): "another phone" of a
# laptop's or the Oberjasser's change was wrong (a review's)
WRITTEN_MEANWHILE = N("live", "Written, but typed {meanwhile}: check that this round is not "
                             "on the board twice (Undo takes back the last entry)")
# who wrote at the table while a phone typed its round (said in the flag below): a laptop
# joined as the table is no "other phone" (a trial's flag said so of the laptop's round);
# several writers of different kinds: the neutral "another device"
MEANWHILE = {"phone": N("live", "while another phone wrote at this table"),
             "laptop": N("live", "while the laptop at this table wrote"),
             "oberjasser": N("live", "while the Oberjasser wrote at this table"),
             "device": N("live", "while another device at this table wrote")}
# a round written "meanwhile" (above) that ended the match: said on every phone of the table
# and on the Oberjasser's page while Undo would take it back (a trial's second phone alone
# was warned, its "match is over" gone, and the first phone showed the winner); its result
# waits for the check (a trial's went into the club's ranking before anyone had looked)
DOUBT = N("live", "Check: entry {number} ended the match, but it was typed {meanwhile}. If "
                  "the round is on the board twice, Undo takes entry {number} back (best on "
                  "the phone that wrote it). The result waits for this check: it goes into "
                  "the club when the Oberjasser taps “That's right” on his page")
# ... and such a round that did not end it: said on every phone and his page too (a trial's
# first phone and his page said nothing, only the second phone was warned)
DOUBT_OPEN = N("live", "Check: entry {number} was typed {meanwhile}. If the round is on the "
                       "board twice, Undo takes entry {number} back (best on the phone that "
                       "wrote it)")
# ... and such a round after the Tafel changed under it (another entry corrected or
# deleted, by the Oberjasser say): Undo would take back that change, so the flag says the
# other way out, on every page alike (a trial's phone kept the Undo advice, his page
# dropped the flag)
DOUBT_LATER = N("live", "Check: entry {number} ended the match, but it was typed {meanwhile}. "
                        "If the round is on the board twice, delete entry {number}. The result "
                        "waits for this check: it goes into the club when the Oberjasser taps "
                        "“That's right” on his page")
DOUBT_LATER_OPEN = N("live", "Check: entry {number} was typed {meanwhile}. If the round is on "
                             "the board twice, delete entry {number}")
# the table's line on the wall and the Oberjasser's page while its result waits (above)
WAITING = N("live", "waiting for a check: entry {number} maybe written twice")
# the Oberjasser's "That's right" with no round flagged (sent twice, or the flag gone)
NOTHING_TO_CONFIRM = N("live", "Nothing to confirm: no round of this table is flagged as "
                               "maybe written twice")
# a table's own phone or laptop sending it: the check is the Oberjasser's
HIS_CONFIRM = N("live", "Only the Oberjasser confirms a round maybe written twice (on his "
                        "page); Undo takes it back")
# a new round refused because another writer wrote at the table after this one's view: the
# same round typed twice, the Partie ended by the other's (the rule's reason follows); who
# wrote is said as the flag says it (MEANWHILE): "another phone" of the laptop's or the
# Oberjasser's round was wrong
REFUSED_MEANWHILE = N("live", "Typed {meanwhile}: look at the board whether this round is on "
                              "it already ({reason})")
# a laptop's whole log (kind "log") sent from a view older than the match's end another
# writer made meanwhile: it would open the match again without its last round, so it is
# refused as a phone's change on an old view is ("look again")
ENDED_MEANWHILE = N("live", "Not written: meanwhile another phone or the Oberjasser wrote at "
                            "this table and the match is over there. Look at the board again "
                            "(a correction is made from there)")
# ... and from a view older than any change another writer made while the match goes on:
# written, it would take the other's round (or correction) off the Tafel without a word
WRITTEN_OVER = N("live", "Not written: meanwhile another phone or the Oberjasser wrote at "
                         "this table. Join the table again to see its board")
# what an undo took back (said on the phone instead of the note before it)
UNDONE_ENTRY = N("live", "Taken back: entry {number} ({text})")
UNDONE_CORRECTION = N("live", "Taken back: the correction of entry {number}")
UNDONE_DELETION = N("live", "Taken back: the deletion of entry {number}; it is on the board "
                            "again")
UNDONE_CHANGE = N("live", "Taken back: the last change")
UNDONE = {"add": UNDONE_ENTRY, "replace": UNDONE_CORRECTION, "delete": UNDONE_DELETION,
          "other": UNDONE_CHANGE}
# what a redo made again (the undo's words gave way to nothing: "Taken back" stood on)
REDONE = {"add": N("live", "Made again: entry {number} ({text})"),
          "replace": N("live", "Made again: the correction of entry {number}"),
          "delete": N("live", "Deleted again: entry {number}"),
          "other": N("live", "Made again: the last change")}
# Undo on a phone that did not write the change it takes back: asked first (a trial's
# leftover warning said "Undo takes back the last entry", and a tap took back the other
# phone's correction made since)
UNDO_ASK = {"add": N("live", "Undo takes back entry {number} ({text}), written on another "
                             "phone, not on this one. Take it back?"),
            "replace": N("live", "Undo takes back the correction of entry {number}, made on "
                                 "another phone, not on this one. Take it back?"),
            "delete": N("live", "Undo brings back entry {number}, deleted on another phone, "
                                "not on this one. Bring it back?"),
            "other": N("live", "Undo takes back the last change, made on another phone, not "
                               "on this one. Take it back?")}
# a table's Undo or Redo never overturns the Oberjasser: what he wrote, corrected or took
# back on his page is his to take back (a trial's phone undid his correction with one tap,
# and the club's log credited the table)
HIS_UNDO = {"add": N("live", "The Oberjasser wrote entry {number}: only he can take it back"),
            "replace": N("live", "The Oberjasser corrected entry {number}: only he can take "
                                 "that back"),
            "delete": N("live", "The Oberjasser deleted entry {number}: only he can bring it "
                                "back"),
            "other": N("live", "The Oberjasser made the last change: only he can take it "
                               "back")}
HIS_REDO = N("live", "The Oberjasser took this change back: only he can make it again")
# nor do its Korrigieren and Löschen: an entry he wrote or corrected on his page is his (a
# trial's phone could still correct or delete it)
HIS_ENTRY = N("live", "The Oberjasser wrote or corrected entry {number}: only he can correct "
                      "or delete it")
HELD = N("live", "Recorded in the club (typed from paper, imported or corrected outside this "
                 "board): this board only shows it; a correction goes through the Oberjasser")
# the same said to the Oberjasser himself (it told him that only he could correct it)
ADMIN_HELD = N("live", "recorded in the club outside the board: correct it in the club window or "
                       "with jasstafel club result --correct")
HELD_REFUSED = N("live", "This table's result is recorded in the club already (typed from "
                         "paper, imported or corrected outside this board): only the "
                         "Oberjasser can correct it")
PAPER_REFUSED = N("live", "This table's result was typed from a paper sheet: correct it in the "
                          "club window")
PAPER_STATUS = N("live", "Typed from the paper sheet")
# a match played here (or imported), then its figures corrected by hand in the club: the
# club's figures count, and every page says so, with the reason logged
CORRECTED_STATUS = N("live", "Corrected by hand in the club")
CORRECTED_BECAUSE = N("live", "Corrected by hand in the club ({reason})")
CORRECTED_HELD = N("live", "{club} counts, not the {board} of the entries below: this board only "
                           "shows it; a correction goes through the Oberjasser")
ADMIN_CORRECTED = N("live", "{club} counts, not the board's {board}")
# the Oberjasser corrected a held table on his Tafel, and the club holds his Partie now
BY_OBERJASSER = N("live", "corrected by the Oberjasser (live)")  # also the log's note
# his change on his page opened a finished Partie again (the log's note)
OPENED_BY_OBERJASSER = N("live", "opened again by the Oberjasser (live)")
OBERJASSER_HELD = N("live", "Corrected by the Oberjasser: this board only shows it; a "
                            "correction goes through the Oberjasser")
# the same tables as the Oberjasser's own Tafel says them: he is the one who corrects
ADMIN_TAFEL_HELD = N("live", "Recorded in the club (imported or corrected outside this "
                             "board): a correction here replaces the club's result once the "
                             "match is finished")
ADMIN_TAFEL_CORRECTED = N("live", "{club} counts, not the {board} of the entries below: a "
                                  "correction here replaces it once the match is finished")
ADMIN_TAFEL_TAKEN = N("live", "Corrected by the Oberjasser on this board: the club holds its "
                              "result; a correction here replaces it again")
# the evening was ended with the table's result in the club: the Oberjasser's exports and
# ranking count on it, so a table's change waiting since (a laptop's, a phone's) is refused
# when the evening is live again, not written into the club without a question
CLOSED_REFUSED = N("live", "The live evening was ended with this table's result in the club: "
                           "a correction is made by the Oberjasser on his page or in the club "
                           "window")
ADMIN_CLOSED = N("live", "The live evening was ended with this result in the club: a "
                         "correction here replaces it once the match is finished")
OTHER_RULES_REFUSED = N("live", "This table's match was imported with other table rules than the "
                                "evening's: correct it in the club window")


class LiveError(JassError):
    """The live evening refuses something; ``message`` is said in the evening's language."""

    def __init__(self, template: str, status: int = 400, **params: Any) -> None:
        self.status = status
        self.template, self.params = template, params  # for a client in another language
        self.message = t(template).format(**{k: render(v) for k, v in params.items()})
        super().__init__(template.format(**params))

    def sentence(self) -> Text:
        """The refusal as a sentence that a client says in its own language."""
        return Text(self.template, context=CONTEXT, **self.params)


def new_code(length: int = TABLE_CODE_LENGTH) -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def normal_code(text: str) -> str:
    """A code as typed: any case, spaces and dashes ignored."""
    return re.sub(r"[\s-]", "", str(text)).upper()[:32]


@dataclass
class LiveTable:
    """One table in one Passe: the members the draw seated there and their match."""

    passe: int
    number: int
    members: list[Member]
    match: Match
    version: int = 0  # changes applied (the journal's rows of this table)
    recorded: str | None = None  # the match document last stored in the club
    problem: str | None = None  # why the club refused it, in the evening's language
    updated: float = 0.0
    #: the club holds a result for the table that this server did not store (typed from
    #: paper or imported in the club window, or corrected there): the table's own code only
    #: reads it, the Oberjasser alone corrects it
    held: bool = False
    #: the club's result of a held table, one line per side (name, total, rank): the
    #: totals shown (also after a correction of single figures in the club window)
    club_sides: list[dict[str, Any]] | None = None
    paper: bool = False  # the held result was typed from a paper sheet: no Tafel to show
    #: the match shown is the club's stored match of a held table, not the journal's (until
    #: the Oberjasser's first correction writes it into the journal)
    from_club: bool = False
    #: the Oberjasser corrects the held table here: its finished Tafel replaces the club's
    taken: bool = False
    #: the club's figures of a held table were corrected by hand after its match was
    #: stored: they count, not the Tafel's (said on every page, with the reason)
    corrected: HandCorrection | None = None
    revision: int = 0  # what the club holds for the table changed: the pages' snapshot too
    #: who made each change since the server started, by the version it made: a phone's
    #: (or a laptop's) token, OBERJASSER (his page), or "" (the club, the club window's
    #: take-over); versions replayed from the journal are not known
    writers: dict[int, str] = field(default_factory=dict)
    #: the versions that made the changes Undo would take back, the last on top (beside the
    #: match's own undo stack), and those Redo would make again: a phone asks before it
    #: takes back what another phone wrote (a trial's leftover warning led one to undo the
    #: other phone's correction)
    made: list[int] = field(default_factory=list)
    unmade: list[int] = field(default_factory=list)
    #: the versions in ``made`` and ``unmade`` that only the Oberjasser may move: his own
    #: changes, and those he took back (the journal keeps his mark, so a restart knows)
    his: set[int] = field(default_factory=set)
    #: the entries (:func:`entry_keys`) the Oberjasser wrote or corrected: his alone to
    #: correct or delete (a correction made anew, or his undone, is another entry)
    his_entries: set[str] = field(default_factory=set)
    #: each entry's key, by the entry object (its id: the object, kept alive here, and the
    #: key): see :func:`entry_keys`
    born: dict[int, tuple[Any, str]] = field(default_factory=dict)
    #: the version that wrote a round while another phone wrote at the table (maybe the same
    #: round twice; made again by a Redo, the Redo's): flagged on every page of the table
    #: while Undo would take it back (:meth:`EveningCore._doubt`)
    doubt: int | None = None
    #: that round's entry (:func:`entry_keys`): flagged, with another way out once Undo
    #: would take back something else, until it is itself corrected, deleted or taken back,
    #: or a later round is written (a trial's phone kept the flag after the Oberjasser
    #: corrected an entry before it, while his page had dropped it)
    doubt_key: str | None = None
    #: who wrote meanwhile (a key of MEANWHILE): the flag says it by what wrote
    doubt_by: str = "phone"
    #: the tokens of laptops joined as the table (they send their whole log): a round
    #: written meanwhile by one is the laptop's, not "another phone's"
    laptops: set[str] = field(default_factory=set)

    @property
    def key(self) -> str:
        return f"{self.passe}-{self.number}"


@dataclass
class _TakeOver:
    """What the Oberjasser's first change of a held table replaced (:meth:`EveningCore.
    _take_over`): the journal's record of his Tafel, and the table as it was."""

    record: dict[str, Any]
    match: Match
    version: int
    club_sides: list[dict[str, Any]] | None
    revision: int
    made: list[int]
    unmade: list[int]


@dataclass
class Reply:
    """The answer to a change: ``ok`` (written, or known already) or a refusal."""

    ok: bool
    message: str = ""
    version: int = 0
    duplicate: bool = False
    status: int = 200
    notice: str = ""  # written, but to be looked at (another phone wrote meanwhile)
    done: str = ""  # what an undo took back or a redo made again, in words (it replaces
    # what was said before: a warning shown, the undo's own words)
    #: a refusal's sentence as template and parameters (:func:`.writes.text_json`), beside
    #: ``message`` (the evening's language): a table in another language says it in its own
    text: Any = None

    def as_dict(self) -> dict[str, Any]:
        said = {"ok": self.ok, "message": self.message, "version": self.version,
                "duplicate": self.duplicate, "notice": self.notice, "done": self.done}
        if self.text is not None:
            said["text"] = self.text
        return said


@dataclass
class Clock:
    current: int = 1
    started: dict[str, float] = field(default_factory=dict)


def table_match(evening: Evening, passe: int, draw: TableDraw,
                members: dict[int, Member]) -> Match:
    """A new match for a drawn table: the seated members in seat order, partners (the
    draw's groups) as teams named by their players, the evening's table rules."""
    cls = find_variant(evening.variant)
    seated = [members[m] for m in draw.seats]
    names = [m.name for m in seated]
    teams: list[Team] = []
    if cls.team_game:
        index = {m: seat for seat, m in enumerate(draw.seats)}
        teams = [Team(name=team_name([members[m] for m in group]),
                      players=[index[m] for m in group]) for group in draw.teams]
    title = evening.title or render(cls.title)  # the page's language ("Chibre")
    info = MatchInfo(title=t(N("live", "{title} · Passe {passe}")).format(title=title, passe=passe),
                     date=evening.date, place=evening.place,
                     table=str(draw.number))
    return matchfile.new_match(evening.variant, names, preset=evening.preset, teams=teams,
                               info=info, settings=dict(evening.settings))


class EveningCore:
    """The live evening *evening* of the club at *club_path* (see the module docstring)."""

    def __init__(self, club_path: str | os.PathLike[str], evening: int, *,
                 passe_minutes: int | None = None, new_codes: bool = False,
                 clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        #: the tables' writes to the club so far: the club window says a change was its own
        #: live evening's, not another program's
        self.table_writes = 0
        self.club = Club.open(club_path, create=False)
        try:
            self._load(evening, passe_minutes, new_codes)
        except BaseException:
            self.club.close()
            raise

    def _load(self, evening: int, passe_minutes: int | None, new_codes: bool) -> None:
        club = self.club
        self.evening = club.evening(evening)
        self.variant = find_variant(self.evening.variant)
        drawn = club.drawn(self.evening)
        if not any(p.tables for p in drawn):
            raise LiveError(N("live", "Evening {evening} has no draw yet: draw the tables "
                                      "first"), evening=str(self.evening.id))
        # a guest is drawn and plays like a member: the seats name guests too
        members = {m.id: m for m in club.members(guests=True)}
        self.tables: dict[str, LiveTable] = {}
        self.draws: dict[str, TableDraw] = {}
        for passe in drawn:
            for draw in passe.tables:
                table = LiveTable(passe.passe, draw.number,
                                  [members[m] for m in draw.seats],
                                  table_match(self.evening, passe.passe, draw, members))
                self.tables[table.key] = table
                self.draws[table.key] = draw
        self.passen = max(p.passe for p in drawn)
        self.journal = Journal(journal_path(club.path, self.evening.id))
        self._codes(new_codes)
        stored = self.journal.get("clock") or {}
        self.clock_state = Clock(stored.get("current", 1), stored.get("started", {}))
        minutes = passe_minutes if passe_minutes is not None else self.journal.get("minutes")
        self.passe_minutes: int | None = minutes
        self.journal.put("minutes", minutes)
        self.recorded_hashes: dict[str, str] = self.journal.get("recorded") or {}
        #: the tables whose result was in the club when the evening was ended (:meth:`end`)
        self.closed: set[str] = set(self.journal.get("closed") or [])
        self.hand: dict[tuple[int, int], HandCorrection] = {}  # read with the club's state
        self.version = 0  # every change anywhere: the wall's version
        # this server's run: a page orders two states of one run by their version (a replay
        # after a restart counts the versions again, from fewer)
        self.run = secrets.token_hex(4)
        # this evening's live pages, whichever run serves them (kept in its journal): a page
        # left open from another evening at the same address knows that it is not this one
        self.token: str = self.journal.get("token") or secrets.token_hex(8)
        self.journal.put("token", self.token)
        self.ranking_version = 0
        # a table drawn again since the journal was written (other players) does not take
        # the entries written for the old line-up
        seated = {key: [m.id for m in table.members] for key, table in self.tables.items()}
        before = self.journal.get("draw") or seated
        redrawn = set()
        for op in self.journal.ops():
            key = f"{op.passe}-{op.table}"
            if before.get(key) == seated.get(key):
                self._replay(op)
            elif key in self.tables:
                redrawn.add(key)
        self.journal.put("draw", seated)
        self._know_members(club)
        self._sync_club()
        for table in self.tables.values():
            if not table.from_club:
                self._reconcile(table)
        self._skip_recorded_passen()
        for key in redrawn:
            self.tables[key].problem = t(N("live", "Drawn again: the entries written for the "
                                                   "players drawn before are not used"))
        self._ranking: dict[str, Any] | None = None
        self._cache: dict[str, tuple[Any, dict[str, Any]]] = {}
        # the club as last read: another program's change moves it (:meth:`follow_club`)
        self.data_version = club.data_version()

    def end(self) -> None:
        """The evening ends (however it is ended): the tables whose result is in the club
        now are closed to their codes, also when the same evening is live again
        (:meth:`_closed`); a table still playing plays on then."""
        self.closed |= {key for key, table in self.tables.items()
                        if table.recorded is not None and not table.held}
        self.journal.put("closed", sorted(self.closed))

    def _closed(self, table: LiveTable) -> bool:
        """Was the evening ended with the result this server stored for *table*, and does
        the club still hold it (removed in the club window, the table plays it again)?"""
        return (table.key in self.closed and not table.held
                and self._owned(table) is not None)

    def close(self) -> None:
        try:
            self.journal.close()
        finally:
            self.club.close()

    # -- codes -----------------------------------------------------------------------------

    def _codes(self, renew: bool) -> None:
        codes = None if renew else self.journal.get("codes")
        codes = dict(codes or {})
        for key in self.tables:
            codes.setdefault(key, new_code())
        self.codes: dict[str, str] = codes
        admin = None if renew else self.journal.get("admin")
        self.admin_code: str = admin or new_code(ADMIN_CODE_LENGTH)
        self.journal.put("codes", self.codes)
        self.journal.put("admin", self.admin_code)
        self._by_code = {code: key for key, code in self.codes.items()}

    def renew_code(self, passe: int, table: int) -> str:
        """A new code for one table (the old one no longer works)."""
        key = self.table_at(passe, table).key
        self.codes[key] = new_code()
        self.journal.put("codes", self.codes)
        self._by_code = {code: key for key, code in self.codes.items()}
        return self.codes[key]

    def table_for(self, code: str) -> LiveTable:
        """The table a code opens; LiveError (403) for an unknown code, (409) for a Passe
        that has not started."""
        key = self._by_code.get(normal_code(code))
        if key is None:
            raise LiveError(CODE_UNKNOWN, status=403)
        table = self.tables[key]
        if table.passe > self.clock_state.current:
            raise LiveError(N("live", "Passe {passe} has not started yet: wait for the "
                                      "Oberjasser"), status=409, passe=table.passe)
        return table

    def is_admin(self, code: str) -> bool:
        return secrets.compare_digest(normal_code(code).encode(), self.admin_code.encode())

    def table_at(self, passe: int, table: int) -> LiveTable:
        found = self.tables.get(f"{passe}-{table}")
        if found is None:
            raise LiveError(N("live", "There is no table {table} in Passe {passe}"),
                            status=404, table=table, passe=passe)
        return found

    # -- the Passe clock ---------------------------------------------------------------------

    def _done(self, passe: int) -> bool:
        """Every table of *passe* has its result in the club (from anywhere)."""
        tables = list(self._tables_of(passe))
        return bool(tables) and all(t.held or t.recorded is not None for t in tables)

    def _skip_recorded_passen(self) -> None:
        """A live evening starts where the club is: Passen whose every table is recorded
        already (typed from paper, imported) and that were never started live are behind
        it, the first Passe still to play is the current one."""
        clock = self.clock_state
        while (clock.current < self.passen and self._done(clock.current)
               and str(clock.current) not in clock.started):
            clock.current += 1

    def next_passe(self) -> int | None:
        """The Passe the Oberjasser's page offers to start, or None when none is left."""
        current = self.clock_state.current
        if self._started(current) is None and not self._done(current):
            return current
        following = current + 1
        while following <= self.passen and self._done(following):
            following += 1
        return following if following <= self.passen else None

    def start_passe(self, passe: int) -> None:
        if not 1 <= passe <= self.passen:
            raise LiveError(N("live", "The evening has Passen 1 to {passen}, not {passe}"),
                            passen=self.passen, passe=passe)
        self.clock_state.current = max(self.clock_state.current, passe)
        self.clock_state.started[str(passe)] = self.clock()
        self.journal.put("clock", {"current": self.clock_state.current,
                                   "started": self.clock_state.started})
        self.version += 1

    # -- changes -------------------------------------------------------------------------------

    def apply(self, code: str, op: Any) -> Reply:
        """A change sent with a table's *code*."""
        return self.apply_to(self.table_for(code), op)

    def apply_admin(self, passe: int, table: int, op: Any) -> Reply:
        """A change the Oberjasser makes at any table (a correction)."""
        return self.apply_to(self.table_at(passe, table), op, admin=True)

    def apply_to(self, table: LiveTable, op: Any, admin: bool = False) -> Reply:
        """A change at *table* (the server has checked who sends it)."""
        return self.apply_many([(table, op, admin)])[0]

    def apply_many(self, items: list[tuple[LiveTable, Any, bool]]) -> list[Reply]:
        """Changes at several tables (the requests that arrived together), in their order,
        written to the journal in one transaction: when this returns they are on the disk.
        Only then does a finished table go into the club. A change that cannot be an entry
        is refused on its own (its Reply says why); the others are written. An item is
        (table, change, sent by the Oberjasser?): a held table takes only his changes."""
        replies: list[Reply] = []
        touched: dict[str, LiveTable] = {}
        by_admin: set[str] = set()  # tables the Oberjasser changed: the log says so
        try:
            with self.journal.batch():
                for table, op, admin in items:
                    try:
                        reply = self._apply_one(table, op, admin)
                    except LiveError as err:
                        reply = self._refusal(table, err)
                    if reply.ok and not reply.duplicate:
                        touched[table.key] = table
                        if admin:
                            by_admin.add(table.key)
                    replies.append(reply)
        except Exception:
            for table in touched.values():
                self._rebuild(table)  # not on the disk: not applied either
            raise
        for table in touched.values():
            self._changed(table, by_admin=table.key in by_admin)
        return replies

    def _apply_one(self, table: LiveTable, op: Any, admin: bool = False) -> Reply:
        if not isinstance(op, dict):
            raise LiveError(N("live", "A change is a JSON object"))
        op_id = op.get("id")
        if not isinstance(op_id, str) or not OP_ID.fullmatch(op_id):
            raise LiveError(N("live", "A change needs its id (8 to 64 letters, digits, - or _)"))
        known = self.journal.known(op_id)
        if known is not None:
            if known.table != table.number or known.passe != table.passe:
                raise LiveError(N("live", "This change was written at another table"),
                                status=409)
            # the version it made: a phone whose first answer was lost (a reload) knows
            # its own change by it (Undo asks first only for another's)
            return Reply(True, version=self.journal.version_of(known), duplicate=True)
        kind = op.get("kind")
        if kind not in KINDS:
            raise LiveError(UNKNOWN_KIND, kind=str(kind)[:20])
        # a field not known is refused, not left aside: a change meant for another table
        # ("table": 2) was written at the code's own (a trial's request made by hand)
        foreign = sorted(str(k)[:20] for k in op if k not in OP_COMMON | OP_FIELDS[kind])
        if foreign:
            raise LiveError(FOREIGN_FIELDS, fields=", ".join(foreign[:5]))
        taken: _TakeOver | None = None
        if table.held:
            if not admin:
                raise LiveError(HELD_REFUSED, status=409)
            if table.paper:
                raise LiveError(PAPER_REFUSED, status=409)
            if table.from_club:
                seen = table.version
                taken = self._take_over(table)
                if op.get("base") == seen:  # what he saw is what the journal holds now
                    op = {**op, "base": table.version}
        if not admin and self._same_log(table, op):
            # a laptop joining sends what is there: nothing changes. Written, it made the
            # entries anew: the phones' Undo and the flag of a round maybe written twice
            # were gone (the laptop's flag with them)
            return Reply(True, version=table.version, duplicate=True)
        if not admin and self._closed(table):
            raise LiveError(CLOSED_REFUSED, status=409)
        phone = op.get("phone") if not admin else None
        phone = phone if isinstance(phone, str) and OP_ID.fullmatch(phone) else ""
        if kind == "confirm" and not admin:
            raise LiveError(HIS_CONFIRM, status=409)
        if kind == "log" and phone and self._behind_meanwhile(table, op, phone):
            raise LiveError(ENDED_MEANWHILE if table.match.finished else WRITTEN_OVER,
                            status=409)
        try:
            if not admin:
                self._not_his(table, kind)
                self._not_his_entry(table, kind, op.get("index"))
            record = self._record_of(table, kind, op)
            if not admin and kind == "log":
                self._log_keeps_his(table, record["entries"])
            if admin:
                record["oberjasser"] = True  # his undo and redo alone move it
            done = self._change_words(table, UNDONE) if kind == "undo" else ""
            self._do(table, record)
            if kind == "redo":
                done = self._change_words(table, REDONE)
        except (forms.FormError, RuleViolation, LiveError) as err:
            if taken is not None:  # refused: the club's Tafel stays the table's, untouched
                self._give_back(table, taken)
            refusal = self._refusal(table, err)
            if kind == "add" and phone and self._refused_meanwhile(table, op, phone):
                by = self._meanwhile_by(table, op["seen"], phone, upto=table.version)
                refusal.message = t(REFUSED_MEANWHILE).format(
                    meanwhile=t(MEANWHILE[by]), reason=refusal.message)
                refusal.text = writes.text_json(Text(
                    REFUSED_MEANWHILE, context=CONTEXT, reason=_sentence(err),
                    meanwhile=Text(MEANWHILE[by], context=CONTEXT)))
            return refusal
        if taken is not None:
            self._keep_take_over(table, taken)
        notice = ""
        if kind == "add" and phone and self._written_meanwhile(table, op.get("seen"), phone):
            # kept in the journal, with who wrote meanwhile: a restart still flags it
            record["meanwhile"] = self._meanwhile_by(table, op["seen"], phone)
            notice = t(WRITTEN_MEANWHILE).format(meanwhile=t(MEANWHILE[record["meanwhile"]]))
            table.doubt, table.doubt_key = table.version, entry_keys(table)[-1]
            table.doubt_by = record["meanwhile"]
        self.journal.append(op_id, table.passe, table.number, record, self.clock())
        if kind != "confirm":  # his "Stimmt so" changes no entry: nobody wrote meanwhile
            table.writers[table.version] = OBERJASSER if admin else phone
        if kind == "log" and phone:  # only a laptop sends its whole log
            table.laptops.add(phone)
        return Reply(True, version=table.version, notice=notice, done=done)

    @staticmethod
    def _not_his(table: LiveTable, kind: str) -> None:
        """A table's Undo or Redo that would move the Oberjasser's step is refused."""
        said = EveningCore._his_step(table, kind)
        if said is not None:
            raise LiveError(said[0], status=409, **said[1])

    @staticmethod
    def _not_his_entry(table: LiveTable, kind: str, index: Any) -> None:
        """A table's correction or deletion of an entry the Oberjasser wrote or corrected
        is refused."""
        if kind not in ("replace", "delete") or type(index) is not int:
            return
        keys = entry_keys(table)
        if 0 <= index < len(keys) and keys[index] in table.his_entries:
            raise LiveError(HIS_ENTRY, status=409, number=index + 1)

    @staticmethod
    def _log_keeps_his(table: LiveTable, entries: list[Any]) -> None:
        """A laptop's whole log (its entries as the journal keeps them) that corrects or
        deletes an entry the Oberjasser wrote or corrected is refused as a phone's
        correction of it is: a trial's laptop undid his correction with Ctrl+Z, its match
        sent whole, and the club logged it as corrected at the table."""
        keys = entry_keys(table)
        same, kept = _log_kept(table.match.entries, entries)
        for index in range(same, len(keys) - kept):
            if keys[index] in table.his_entries:
                raise LiveError(HIS_ENTRY, status=409, number=index + 1)

    @staticmethod
    def _his_step(table: LiveTable, kind: str) -> tuple[str, dict[str, Any]] | None:
        """Why a table may not *kind* (undo, redo): the step it would move is the
        Oberjasser's (its sentence and parameters); None when it may."""
        if kind == "redo" and table.unmade and table.unmade[-1] in table.his:
            return HIS_REDO, {}
        if kind != "undo" or not table.made or table.made[-1] not in table.his:
            return None
        change = table.match.undo_change
        what = {"insert": "add"}.get(change.kind, change.kind) if change else "other"
        what = what if what in HIS_UNDO else "other"
        return HIS_UNDO[what], {"number": 0 if change is None else change.index + 1}

    @staticmethod
    def _same_log(table: LiveTable, op: dict[str, Any]) -> bool:
        """Is *op* a window's whole log with exactly the entries *table* has?"""
        if op.get("kind") != "log":
            return False
        try:
            record = [forms.entry_from_json(table.match, e).model_dump(mode="json")
                      for e in op.get("entries") or []]
        except (forms.FormError, JassError, ValueError, TypeError, KeyError):
            return False
        return record == [e.model_dump(mode="json") for e in table.match.entries]

    @staticmethod
    def _change_words(table: LiveTable, words: dict[str, str]) -> str:
        """The change an undo at *table* would take back (after a redo: the one it made
        again), said with *words* (UNDONE, REDONE, UNDO_ASK: by the change's kind): the
        phone says it in place of what it said before (a warning that the round may be on
        the board twice stood on over the board put right; "Zurückgenommen" over the
        correction made again)."""
        change = table.match.undo_change
        if change is None:
            return ""
        number = change.index + 1
        if change.kind in ("add", "insert"):
            # said as the phone's list says the entry: the core's "57 : 100" beside the
            # list's "57 zu 100" were two ways of one round's score on one phone (a trial's)
            board = table.match.board()
            names = [side.name for side in board.sides]
            text = phone_line(table.match, names, board.entries[change.index],
                              table.match.entries[change.index])
            return t(words["add"]).format(number=number, text=text)
        if change.kind in ("replace", "delete"):
            return t(words[change.kind]).format(number=number)
        return t(words["other"])

    @staticmethod
    def _refusal(table: LiveTable, err: Exception) -> Reply:
        """A change the rules, its form or the evening refused: said (in the evening's
        language, and as its sentence for a client in another), nothing changed."""
        text = writes.text_json(_sentence(err))
        if isinstance(err, forms.FormError):
            return Reply(False, err.said(), table.version, status=422, text=text)
        if isinstance(err, LiveError):
            return Reply(False, err.message, table.version, status=err.status, text=text)
        return Reply(False, render(err), table.version, status=422, text=text)

    @staticmethod
    def _written_meanwhile(table: LiveTable, seen: Any, phone: str, upto: int | None = None
                           ) -> bool:
        """Did anyone but *phone* change the table after the version *seen* (before this
        entry; with *upto*, up to that version)? Two phones at one table may both type the
        same round."""
        if type(seen) is not int:
            return False
        last = table.version - 1 if upto is None else upto
        return any(writer != phone for version, writer in table.writers.items()
                   if seen < version <= last)

    @staticmethod
    def _meanwhile_by(table: LiveTable, seen: int, phone: str, upto: int | None = None
                      ) -> str:
        """Who but *phone* wrote at *table* after the version *seen* (before this entry; with
        *upto*, up to that version: a refused round wrote none): a key of MEANWHILE,
        "device" when writers of several kinds did."""
        last = table.version - 1 if upto is None else upto
        kinds = {"oberjasser" if writer == OBERJASSER else
                 "laptop" if writer in table.laptops else "phone"
                 for version, writer in table.writers.items()
                 if seen < version <= last and writer != phone}
        return kinds.pop() if len(kinds) == 1 else "device"

    def _behind_meanwhile(self, table: LiveTable, op: dict[str, Any], phone: str) -> bool:
        """Would the whole log *op* of *phone* (a laptop at the table), sent from the view of
        version ``seen``, replace what another writer changed after that view (a phone's
        round, the Oberjasser's correction, the match's end)? The laptop never takes in
        those changes, so its log lacks them. A log of exactly the table's entries changes
        nothing and passes (a laptop joining)."""
        seen = op.get("seen")
        return (type(seen) is int
                and self._written_meanwhile(table, seen, phone, upto=table.version)
                and not self._same_log(table, op))

    def _refused_meanwhile(self, table: LiveTable, op: dict[str, Any], phone: str) -> bool:
        """Was the new round *op* of *phone* refused because another phone (or the
        Oberjasser) wrote at the table after the view it was typed on: someone else wrote
        since, and the round would have been written on the board as that view showed it
        (the same last round typed on two phones: the first ended the Partie)."""
        seen = op.get("seen")
        if type(seen) is not int or not self._written_meanwhile(table, seen, phone,
                                                                 upto=table.version):
            return False
        then = self._table_at_version(table, seen)
        if then is None:
            return False
        try:
            self._do(then, self._record_of(then, "add", op))
        except (JassError, KeyError, TypeError, ValueError):
            return False
        return True

    def _table_at_version(self, table: LiveTable, version: int) -> LiveTable | None:
        """A copy of *table* as it was at *version*, replayed from the journal; None where
        the journal does not tell (the club's match shown, a table drawn again)."""
        if table.held or table.from_club:
            return None
        then = LiveTable(table.passe, table.number, table.members,
                         table_match(self.evening, table.passe, self.draws[table.key],
                                     {m.id: m for m in table.members}))
        ops = [op.op for op in self.journal.ops()
               if (op.passe, op.table) == (table.passe, table.number)]
        if len(ops) != table.version:  # not the journal's table (drawn again since)
            return None
        for record in ops[:version]:
            self._do(then, record)
        return then

    def _record_of(self, table: LiveTable, kind: str, op: dict[str, Any]) -> dict[str, Any]:
        """The change as the journal keeps it: entries as the core's JSON, not form values,
        so that a replay never depends on the forms."""
        match = table.match
        if kind != "add" and kind != "log":
            base = op.get("base")
            if base != table.version:
                raise LiveError(N("live", "The board changed meanwhile (another phone wrote): "
                                          "look again and correct then"), status=409)
        record: dict[str, Any] = {"kind": kind}
        if kind in ("replace", "delete"):
            index = op.get("index")
            if type(index) is not int or not 0 <= index < len(match.entries):
                raise LiveError(N("live", "There is no entry {number}"),
                                number=str(index)[:10])
            record["index"] = index
        if kind in ("add", "replace"):
            entry = (forms.entry_from_json(match, op["entry"]) if "entry" in op
                     else forms.build(match, op.get("form", ""), op.get("values")))
            record["entry"] = self._stamped(entry, op.get("at")).model_dump(mode="json")
        if kind == "log":
            entries = op.get("entries")
            if not isinstance(entries, list) or len(entries) > MAX_LOG:
                raise LiveError(N("live", "The entry log is a list of at most {most} entries"),
                                most=MAX_LOG)
            record["entries"] = [forms.entry_from_json(match, e).model_dump(mode="json")
                                 for e in entries]
        return record

    def _stamped(self, entry: Any, at: Any) -> Any:
        """When the entry was typed: the phone's time (entries typed offline keep theirs),
        but never in the future and not before the evening's day."""
        now = self.clock()
        when = at / 1000 if isinstance(at, int | float) and not isinstance(at, bool) else now
        when = min(max(when, now - 86_400), now)
        stamp = datetime.datetime.fromtimestamp(when, datetime.UTC).astimezone()
        return entry.model_copy(update={"written_at": stamp.replace(microsecond=0)})

    def _do(self, table: LiveTable, record: dict[str, Any]) -> None:
        """Apply a journal record to the table's match (RuleViolation: nothing changed)."""
        match = table.match
        kind = record["kind"]
        if kind == "add":
            match.add(forms.entry_from_json(match, record["entry"]))
        elif kind == "replace":
            match.replace(record["index"], forms.entry_from_json(match, record["entry"]))
        elif kind == "delete":
            match.delete(record["index"])
        elif kind == "undo":
            if not match.can_undo:
                raise LiveError(N("live", "Nothing to undo"))
            match.undo()
        elif kind == "redo":
            if not match.can_redo:
                raise LiveError(N("live", "Nothing to redo"))
            match.redo()
        elif kind == "log":
            entries = [forms.entry_from_json(match, e) for e in record["entries"]]
            # the entries the log leaves as they were stay the same entries, keys and all
            # (:func:`entry_keys`): the Oberjasser's mark stays on his after a laptop's round
            same, kept = _log_kept(match.entries, record["entries"])
            entries = [*match.entries[:same], *entries[same:len(entries) - kept],
                       *match.entries[len(match.entries) - kept:]]
            table.match = Match(match.document.model_copy(update={"entries": entries}))
        elif kind == "confirm":  # the Oberjasser's "That's right": the flag goes
            if EveningCore._doubt_words(table, match.board()) is None:
                raise LiveError(NOTHING_TO_CONFIRM, status=409)
            table.doubt = table.doubt_key = None
        table.version += 1
        written = _name_entries(table)
        _follow_undo(table, kind, bool(record.get("oberjasser")))
        if record.get("meanwhile"):
            table.doubt, table.doubt_key = table.version, entry_keys(table)[-1]
            # a journal written before the flag said who: "another phone", as it said then
            by = record["meanwhile"]
            table.doubt_by = by if isinstance(by, str) and by in MEANWHILE else "phone"
        if record.get("oberjasser") and kind in ("add", "replace"):
            table.his_entries |= written

    def _replay(self, op: Op) -> None:
        table = self.tables.get(f"{op.passe}-{op.table}")
        if table is None:  # the evening was drawn again: that table is gone
            return
        try:
            self._do(table, op.op)
        except (JassError, KeyError, TypeError):
            table.problem = t(N("live", "A change in the journal could not be applied again"))
        table.updated = op.at
        self.version += 1

    def _rebuild(self, table: LiveTable) -> None:
        """The table as the journal has it (a change that did not reach the disk undone)."""
        table.match = table_match(self.evening, table.passe, self.draws[table.key],
                                  {m.id: m for m in table.members})
        table.version = 0
        table.made, table.unmade, table.his = [], [], set()
        table.his_entries, table.doubt, table.born = set(), None, {}
        table.doubt_key = None
        for op in self.journal.ops():
            if (op.passe, op.table) == (table.passe, table.number):
                self._do(table, op.op)

    def _changed(self, table: LiveTable, by_admin: bool = False) -> None:
        table.updated = self.clock()
        self.version += 1
        self._reconcile(table, by_admin)

    # -- into the club -------------------------------------------------------------------------

    def _reconcile(self, table: LiveTable, by_admin: bool = False) -> None:
        """The club holds the table's match once it is finished, and no longer holds it when
        a correction at the table opened it again; a result that someone else stored for
        the table (typed from paper, imported) is never overwritten: the Oberjasser sees
        the problem and decides. *by_admin*: the change was the Oberjasser's (on his page),
        and the corrections log says so, not "at the table"."""
        match = table.match
        text = matchfile.dumps(match.document)
        mine = self._owned(table)
        if table.held:
            self._reconcile_held(table, text)
            return
        if self._waiting(table) is not None:
            # its last round maybe written twice: nothing goes into the club before the
            # check (a trial's went into the ranking unchecked); what the club holds stays
            # (stored before this server flagged results: a restart does not delete it)
            return
        try:
            if match.finished:
                if self._stored_alike(table, text):
                    return
                note = ("" if mine is None else t(BY_OBERJASSER) if by_admin
                        else t(N("live", "corrected at the table (live)")))
                self.club.record_match(self.evening.id, table.passe, table.number, match,
                                       members=[m.id for m in table.members],
                                       replace=mine is not None, note=note,
                                       by_oberjasser=by_admin)
                self.table_writes += 1
                self._owned_now(table, text)
            elif mine is not None:
                self.club.delete_results(self.evening.id, table.passe, table.number,
                                         note=t(OPENED_BY_OBERJASSER) if by_admin else
                                         t(N("live", "opened again at the table (live)")),
                                         by_oberjasser=by_admin)
                self.table_writes += 1
                self._owned_now(table, None)
            table.problem = None
        except ClubError as err:
            table.problem = render(err.message)

    @staticmethod
    def _stored_alike(table: LiveTable, text: str) -> bool:
        """Is the match the club holds from this server (:attr:`LiveTable.recorded`) the
        table's match *text*, played alike? Its names may be older: a member renamed since
        it was stored is named anew on the Tafel, also by a restart's replay (which stored
        it again, logged "corrected at the table", though nobody had corrected anything);
        and a restart in another ``--language`` titles the sheet in its words. The club
        names its members as they are now from the results, so what was stored stands."""
        if table.recorded is None:
            return False
        if table.recorded == text:
            return True
        return played_alike(matchfile.loads(table.recorded).document, table.match.document)

    def _reconcile_held(self, table: LiveTable, text: str) -> None:
        """A held table's Tafel, corrected by the Oberjasser, replaces the club's result once
        it is finished again (logged); until then, and for a Tafel nobody corrected here, the
        club keeps its result."""
        if not table.taken or not table.match.finished or self._stored_alike(table, text):
            return
        try:
            self.club.record_match(self.evening.id, table.passe, table.number, table.match,
                                   members=[m.id for m in table.members], replace=True,
                                   note=t(BY_OBERJASSER), by_oberjasser=True)
            self.table_writes += 1
            self._owned_now(table, text)
            # the club holds his Partie now: its figures count, no longer those corrected
            # by hand before (the pages said so after his correction, also his own Tafel)
            self.hand.pop((table.passe, table.number), None)
            table.corrected = None
            # nor the club's figures kept beside his Tafel (a table taken over before a
            # restart kept the hand-corrected ones, and every page showed them over his)
            table.club_sides = None
            table.problem = None
        except ClubError as err:
            table.problem = render(err.message)

    def _take_over(self, table: LiveTable) -> _TakeOver:
        """The Oberjasser's first correction of a held table that shows the club's match:
        his Tafel is that match's entries, so that his change applies to what he saw. Kept
        (:meth:`_keep_take_over`) only with a change that is written: a refused one gives
        the table back as it was (:meth:`_give_back`)."""
        record = {"kind": "log",
                  "entries": [e.model_dump(mode="json") for e in table.match.entries]}
        base = table_match(self.evening, table.passe, self.draws[table.key],
                           {m.id: m for m in table.members})
        try:  # the evening's Tafel for the table, with the imported match's entries
            entries = [forms.entry_from_json(base, e) for e in record["entries"]]
            corrected = Match(base.document.model_copy(update={"entries": entries}))
        except (JassError, forms.FormError, ValueError, TypeError, KeyError):
            raise LiveError(OTHER_RULES_REFUSED, status=409) from None
        taken = _TakeOver(record, table.match, table.version, table.club_sides,
                          table.revision, table.made, table.unmade)
        table.match = corrected
        table.made, table.unmade = [], []  # a new match: nothing to undo
        table.version += 1
        _name_entries(table)  # as the journal's replay of the club's entries names them
        table.writers[table.version] = ""
        table.from_club, table.taken, table.club_sides = False, True, None
        table.revision += 1
        return taken

    def _keep_take_over(self, table: LiveTable, taken: _TakeOver) -> None:
        """The club's match goes into the journal first (as a window's whole log), before
        his change: his Tafel stays the table's, also after a restart."""
        self.journal.append(f"club-{table.key}-{secrets.token_hex(8)}", table.passe,
                            table.number, taken.record, self.clock())
        held = dict(self.journal.get("held") or {})
        held[table.key] = -1  # the journal holds the Tafel now, not the club's copy
        self.journal.put("held", held)

    @staticmethod
    def _give_back(table: LiveTable, taken: _TakeOver) -> None:
        """A refused change: the table shows the club's match again, as before it (a trial's
        refused correction left the Tafel taken over, and every page said "recorded outside
        the board" over figures the club did not hold)."""
        table.writers.pop(table.version, None)
        table.match, table.version = taken.match, taken.version
        table.made, table.unmade = taken.made, taken.unmade
        table.from_club, table.taken, table.club_sides = True, False, taken.club_sides
        table.revision = taken.revision

    def _sync_club(self) -> None:
        """Which tables the club holds a result for that this server did not store (see
        :attr:`LiveTable.held`), and what that result is: the club's stored match (shown as
        the table's Tafel) or the paper sheet's figures (shown as the table's totals)."""
        by_table = self._results_by_table()
        self.hand = self.club.hand_corrections(self.evening.id)
        held = dict(self.journal.get("held") or {})
        for key, table in self.tables.items():
            rows = by_table.get(key, [])
            if rows and self._owned(table) is None:
                if key not in held:
                    held[key] = table.version
                self._hold(table, rows, held[key])
            elif rows and key in held:  # the Oberjasser's correction, stored by this server
                table.held, table.taken, table.club_sides = True, True, None
                table.corrected = None  # his Partie's figures are the club's
            elif not rows and key in held:  # removed in the club window: the table's again
                del held[key]
                was_club = table.from_club
                table.held, table.club_sides, table.from_club = False, None, False
                table.corrected = None
                table.taken = table.paper = False
                table.revision += 1
                if was_club:
                    self._rebuild(table)
        self.journal.put("held", held)

    def _hold(self, table: LiveTable, rows: list[Any], held_at: int) -> None:
        table.held = True
        table.taken = held_at < 0
        table.corrected = self.hand.get((table.passe, table.number))
        table.revision += 1
        if table.taken and table.corrected is None:  # the Oberjasser's Tafel here is what
            table.club_sides, table.paper = None, False  # the table shows
            return
        table.club_sides = self._sides_of(table, rows)
        if table.taken:  # his Tafel stays, the figures corrected by hand count
            table.paper = False
            return
        stored = self.club.match(self.evening.id, table.passe, table.number)
        table.paper = stored is None
        if stored is not None:  # the club's match is the Tafel, its entries shown
            table.match = stored
            table.from_club = True
        elif table.from_club:
            table.from_club = False
            self._rebuild(table)

    def _know_members(self, club: Club) -> None:
        self.known = {m.id: m for m in club.members(guests=True)}

    # -- the members' names ------------------------------------------------------------------

    def follow_club(self) -> bool:
        """Another program changed the club (the club window's members page, the command
        line): what it changed of the members shows on every page, as the ranking shows
        it. Asked now and then by the server (``PRAGMA data_version``, one small read);
        True when the pages change."""
        version = self.club.data_version()
        if version == self.data_version:
            return False
        self.data_version = version
        if not self._follow_members():
            return False
        self._sync_club()  # a paper table's sides are named by their members
        self._ranking = None
        self.ranking_version += 1
        self.version += 1
        return True

    def _follow_members(self) -> bool:
        """The members as the club has them now; True when any of them changed. A club
        expects its members' names as they are now, everywhere: the ranking (the wall's,
        the window's, the sheets') names them so, and a server started again makes its
        Tafeln with them; so a rename during the evening reaches the tables' seats, teams
        and entries, and the Oberjasser's page, at once (a trial's phone said the old name
        in its seat line, the new short name in its team, the wall the new one)."""
        members = {m.id: m for m in self.club.members(guests=True)}
        changed = members != self.known
        self.known = members
        for table in self.tables.values():
            changed = self._rename(table, members) or changed
        return changed

    def _rename(self, table: LiveTable, members: dict[int, Member]) -> bool:
        """*table*'s members as they are now, its Tafel naming them so (the club's stored
        match of a held table stays as the club holds it); True when a name changed."""
        now = [members.get(m.id, m) for m in table.members]
        if now == table.members:
            return False
        table.members = now
        table.revision += 1  # the phones' snapshot is made again
        if table.from_club:
            return True
        match = table.match
        doc = match.document
        players = [m.name for m in now]  # seat order, as the draw seated them
        teams = [team_name([now[seat] for seat in team.players]) for team in doc.teams]
        try:
            match.relabel(matchfile.renamed(match, players, teams, doc.info))
        except (JassError, ValueError):  # names a match refuses: its Tafel keeps the drawn
            pass  # ones (the other pages follow the club)
        return True

    def _sides_of(self, table: LiveTable, rows: list[Any]) -> list[dict[str, Any]]:
        """The club's result of a table by side (partners together), in seat order."""
        seat = {m.id: i for i, m in enumerate(table.members)}
        groups: dict[Any, list[Any]] = {}
        for result in rows:
            groups.setdefault(result.side if result.side is not None else
                              ("member", result.member), []).append(result)
        ordered = sorted((sorted(g, key=lambda r: seat.get(r.member, 99))
                          for g in groups.values()),
                         key=lambda g: seat.get(g[0].member, 99))
        return [{"name": self._side_name([r.member for r in group]), "players": [],
                 "total": group[0].points, "rank": group[0].rank} for group in ordered]

    def _side_name(self, ids: list[int]) -> str:
        """A recorded side named as a live table names it (:func:`table_match`): a player
        by his full name, as the ranking names him (a trial's wall read "Peppino" for the
        paper table beside "Giuseppe D'Alessandro" in the ranking); a team by its players'
        short names (the full ones read apart from the live tables' teams)."""
        members = [self.known[i] for i in ids if i in self.known]
        if len(members) != len(ids):  # not a member any more: what the club stored
            return " & ".join(str(i) for i in ids)
        return members[0].name if len(members) == 1 else team_name(members)

    def club_write(self, action: Callable[[Club], T]) -> T:
        """A change of the club beside the tables, made on this evening's own connection (in
        the owner thread, between the tables' changes): the Oberjasser's window typing a
        paper result, correcting or removing one, importing a match file, saving the main
        window's match. One writer while the evening is live.

        A table whose result the change replaced, corrected or removed is no longer this
        server's: its later changes do not overwrite the Oberjasser's result (they are
        refused, and the pages say why); a removed result goes into the club again with the
        table's next change. The ranking is read again."""
        owned = [table for table in self.tables.values() if self._owned(table) is not None]
        before = self._results_by_table() if owned else {}
        try:
            return action(self.club)
        finally:
            after = self._results_by_table() if owned else {}
            held = dict(self.journal.get("held") or {})
            for table in owned:
                now = after.get(table.key, [])
                if now == before.get(table.key, []):
                    continue
                held.pop(table.key, None)  # the window's result now, not this server's
                self._owned_now(table, None)
                table.problem = t(
                    N("live", "The Oberjasser changed this table's result in the club "
                              "window: the table's changes no longer replace it") if now
                    else N("live", "The Oberjasser removed this table's result in the club "
                                   "window: it goes into the club again with the table's "
                                   "next change"))
            self.journal.put("held", held)
            self._follow_members()  # a rename of another program's, read with the club
            self._sync_club()
            for table in owned:
                if table.held:  # its status says what happened (and what counts), not a
                    table.problem = None  # second note beside it
            self._ranking = None
            self.ranking_version += 1
            self.version += 1

    def _results_by_table(self) -> dict[str, list[Any]]:
        out: dict[str, list[Any]] = {}
        for result in self.club.results(self.evening.id):
            out.setdefault(f"{result.passe}-{result.table}", []).append(result)
        return out

    def _owned(self, table: LiveTable) -> str | None:
        """The document this server stored for the table, if the club still holds it (and
        its figures: not corrected by hand since)."""
        if (table.passe, table.number) in self.hand:
            return None
        if table.recorded is not None:
            return table.recorded
        digest = self.recorded_hashes.get(table.key)
        if digest is None:
            return None
        stored = self.club.match(self.evening.id, table.passe, table.number)
        if stored is None:
            return None
        text = matchfile.dumps(stored.document)
        if _digest(text) != digest:
            return None
        table.recorded = text
        return text

    def _owned_now(self, table: LiveTable, text: str | None) -> None:
        table.recorded = text
        if text is None:
            self.recorded_hashes.pop(table.key, None)
        else:
            self.recorded_hashes[table.key] = _digest(text)
        self.journal.put("recorded", self.recorded_hashes)
        self.ranking_version += 1
        self._ranking = None

    # -- what the pages show ------------------------------------------------------------------

    def table_state(self, table: LiveTable) -> dict[str, Any]:
        """Everything the table's own page shows (only to that table's code); made once per
        change, however many phones follow the table."""
        key = (table.version, table.recorded is not None, table.problem,
               self._started(table.passe), table.revision)
        cached = self._cache.get(table.key)
        if cached is None or cached[0] != key:
            cached = self._cache[table.key] = (key, self._table_state(table))
        return cached[1]

    def _table_state(self, table: LiveTable) -> dict[str, Any]:
        match = table.match
        board = match.board()
        entries = []
        names = [side.name for side in board.sides]
        for line, entry, key in zip(board.entries, match.entries, entry_keys(table),
                                    strict=True):
            entries.append({"number": line.number,
                            "text": phone_line(match, names, line, entry),
                            "totals": list(line.totals),
                            "notes": [render(n) for n in line.notes],
                            "load": forms.load(match, entry), "key": key,
                            # his entry: the phone greys its Korrigieren and Löschen, saying why
                            "his": (t(HIS_ENTRY).format(number=line.number)
                                    if key in table.his_entries else "")})
        made = forms.forms(match) if not board.finished else []
        defaults = {f.name: {fd["name"]: fd["default"] for fd in f.fields
                             if fd.get("default") is not None} for f in made}
        # the defaults that say whose turn it is: not taken while the phone's rounds wait
        turns = {f.name: [fd["name"] for fd in f.fields if fd.get("turn")] for f in made}
        # the choices taken already (a Coiffeur team's written rows): greyed on the phone
        closed = forms.closed(match) if made else {}
        players = match.document.players
        guests = {m.name for m in table.members if m.guest}  # marked as the window marks them
        state = {
            "passe": table.passe, "table": table.number, "version": table.version,
            # what the club holds or names of the table changed (a member renamed): the
            # Oberjasser's Tafel reads the table again (its entries did not change)
            "revision": table.revision,
            "variant": render(self.variant.title), "rules": self.rules_lines(match),
            "players": [{"seat": i + 1, "name": name, "guest": name in guests}
                        for i, name in enumerate(players)],
            # the Tafel's teams as named (a laptop at the table follows a rename by them)
            "teams": [team.name for team in match.document.teams],
            "sides": self._sides(table, board),
            "status": render(board.status), "finished": board.finished,
            "dealer": None if board.dealer is None else players[board.dealer],
            "announcer": None if board.announcer is None else players[board.announcer],
            "entries": entries, "can_undo": match.can_undo, "can_redo": match.can_redo,
            # what Undo would take back, and the version that made it: a phone that did not
            # write that version asks with undo_ask first
            "undo_version": table.made[-1] if table.made and match.can_undo else None,
            "undo_ask": self._change_words(table, UNDO_ASK),
            # the table's Undo and Redo do not move the Oberjasser's step: why, or ""
            "undo_his": self._his_words(table, "undo"),
            "redo_his": self._his_words(table, "redo"),
            "defaults": defaults, "turns": turns, "closed": closed,
            "recorded": table.recorded is not None or table.held,
            "problem": table.problem, "passe_started": self._started(table.passe),
            # a result the club holds from elsewhere: shown, written only by the Oberjasser
            # (a paper sheet's not even by him here: in the club window)
            # so is a result the evening was ended with (its phones only show it)
            "held": table.held or self._closed(table),
            "held_text": self._held_text(table), "admin_text": self._admin_text(table),
            "paper": table.paper, "doubt": self._doubt(table, board),
            # the same flag as data, for a laptop at the table: said in its own language,
            # marked on its own row of that entry (the phones read "doubt", the sentence)
            "doubted": self._doubted(table, board),
            # the entries' fingerprint: a laptop at the table, which keeps its own match,
            # sees by it that a phone or the Oberjasser changed the Tafel after it
            "log": log_digest([e.model_dump(mode="json") for e in match.entries]),
            # who made the table's last change ("phone", "oberjasser", "" not known): a
            # laptop that takes the change in names the writer
            "by": _writer(table.writers.get(table.version, "")),
        }
        if table.club_sides is not None:  # the club's figures: the result, not a Tafel
            state.update(finished=True, can_undo=False, can_redo=False, defaults={},
                         closed={}, dealer=None, announcer=None)
        if table.paper:
            state.update(status=t(PAPER_STATUS), entries=[])
        if table.corrected is not None and table.club_sides is not None:
            state.update(status=self._corrected_status(table.corrected))
        return state

    @staticmethod
    def _doubt(table: LiveTable, board: Any) -> str:
        """What every page of the table says of a round written while another phone wrote
        at the table, while that entry is still the last one as written: DOUBT (DOUBT_OPEN
        while the match goes on) while Undo would take it back, else DOUBT_LATER (the
        Tafel changed under it: delete it in the history); "" otherwise."""
        said = EveningCore._doubt_words(table, board)
        return "" if said is None else render(said)

    @staticmethod
    def _doubt_words(table: LiveTable, board: Any) -> Text | None:
        """The sentence of :meth:`_doubt` as a Text (None: no round flagged)."""
        keys = entry_keys(table)
        if (table.doubt is None or table.club_sides is not None or not keys
                or keys[-1] != table.doubt_key):
            return None
        if table.made and table.made[-1] == table.doubt and table.match.can_undo:
            said = DOUBT if board.finished else DOUBT_OPEN
        else:
            said = DOUBT_LATER if board.finished else DOUBT_LATER_OPEN
        return Text(said, context=CONTEXT, number=len(keys),
                    meanwhile=Text(MEANWHILE[table.doubt_by], context=CONTEXT))

    @staticmethod
    def _waiting(table: LiveTable, board: Any = None) -> int | None:
        """The number of the entry a finished Partie waits on before its result goes into
        the club (its last round, maybe written twice: flagged); None when it does not
        wait."""
        board = table.match.board() if board is None else board
        if not board.finished or EveningCore._doubt_words(table, board) is None:
            return None
        return len(table.match.entries)

    @staticmethod
    def _waiting_words(table: LiveTable, board: Any) -> str:
        number = EveningCore._waiting(table, board)
        return "" if number is None else t(WAITING).format(number=number)

    @staticmethod
    def _doubted(table: LiveTable, board: Any) -> dict[str, Any] | None:
        """The flag of :meth:`_doubt` as data, None without one: the entry's number, the
        entry itself (the core's JSON, as a laptop's log has it: a laptop marks its row only
        where it holds that very entry) and the sentence as template and parameters (said
        in the laptop's language, :func:`.client.in_my_words`)."""
        said = EveningCore._doubt_words(table, board)
        if said is None:
            return None
        return {"number": said.params["number"],
                "entry": table.match.entries[-1].model_dump(mode="json"),
                "text": writes.text_json(said), "message": render(said)}

    def _his_words(self, table: LiveTable, kind: str) -> str:
        said = self._his_step(table, kind)
        return "" if said is None else t(said[0]).format(**said[1])

    def _by_oberjasser(self, table: LiveTable) -> bool:
        """A held table whose result in the club is the Oberjasser's corrected Tafel."""
        return table.held and table.taken and table.recorded is not None

    def _held_text(self, table: LiveTable) -> str:
        if self._closed(table):
            return t(CLOSED_REFUSED)
        if not table.held:
            return ""
        if table.corrected is None or table.club_sides is None:
            return t(OBERJASSER_HELD) if self._by_oberjasser(table) else t(HELD)
        return t(CORRECTED_HELD).format(**self._corrected_figures(table))

    def _admin_text(self, table: LiveTable) -> str:
        """What the Oberjasser's own Tafel of a held table says: he corrects it here (a
        paper sheet in the club window)."""
        if self._closed(table):
            return t(ADMIN_CLOSED)
        if not table.held:
            return ""
        if table.paper:
            return t(PAPER_REFUSED)
        if table.corrected is not None and table.club_sides is not None:
            return t(ADMIN_TAFEL_CORRECTED).format(**self._corrected_figures(table))
        return t(ADMIN_TAFEL_TAKEN) if self._by_oberjasser(table) else t(ADMIN_TAFEL_HELD)

    @staticmethod
    def _corrected_status(corrected: HandCorrection) -> str:
        if corrected.note:
            return t(CORRECTED_BECAUSE).format(reason=corrected.note)
        return t(CORRECTED_STATUS)

    @staticmethod
    def _corrected_figures(table: LiveTable) -> dict[str, str]:
        """The club's figures and the Tafel's, as the pages write a score ("90 : 67")."""
        assert table.corrected is not None and table.club_sides is not None
        return {"club": " : ".join(number(s["total"]) for s in table.club_sides),
                "board": " : ".join(number(p) for p in table.corrected.match_points)}

    def _sides(self, table: LiveTable, board: Any) -> list[dict[str, Any]]:
        """The table's sides with their totals: the Tafel's, or a paper sheet's the club
        holds."""
        if table.club_sides is not None:
            return table.club_sides
        return [{"name": s.name, "players": s.players, "total": s.total,
                 "rank": board.ranks[i]} for i, s in enumerate(board.sides)]

    def forms_of(self, table: LiveTable) -> list[dict[str, Any]]:
        return [f.as_dict() for f in forms.forms(table.match)]

    def rules_lines(self, match: Match) -> list[str]:
        rules: Any = match.rules
        settings = rules.settings
        said = _changes_said(rules, settings)
        lines = [t(N("live", "{variant}: {preset}")).format(  # French: « : »
            variant=render(rules.title), preset=_rules_title(rules, settings, said))]
        # what was changed, as the club window and the terminal say it, where the title
        # does not (a trial's Tischregeln said only "Coiffeur: Jassverein (Regelwerk)
        # (angepasst)"; a French trial's said it twice, without "au lieu de 12")
        data = settings.model_dump()
        changed = table_rules(rules.name, str(data.get("preset", "")),
                              settings.model_dump(mode="json"))[1]
        if changed and (not said or "rows" in said):  # the rows played, not only those cut
            lines.append(changed)
        lines.extend(self._count_lines(rules, settings, said))
        return lines

    @staticmethod
    def _count_lines(rules: Any, settings: Any, said: set[str]) -> list[str]:
        """The Partie's length and the rest, but a length the title said changed."""
        data = settings.model_dump()
        lines = []
        if rules.name == "schieber":
            if not said & {"mode", "rounds", "target"}:
                lines.append(t(N("live", "{rounds} rounds")).format(rounds=settings.rounds)
                             if settings.mode == "rounds" else
                             t(N("live", "to {target}")).format(target=settings.target))
            lines.append(", ".join(f"{render(rules.contract_name(c))} ×{f}"
                                   for c, f in settings.factors.items()))
            lines.append(t(N("live", "Weis and Stöck count")) if settings.weis
                         else t(N("live", "No Weis, no Stöck")))
        else:
            for key, words in (("rounds", N("live", "{rounds} rounds")),
                               ("games", N("live", "{rounds} games")),
                               ("target", N("live", "to {target}"))):
                if isinstance(data.get(key), int) and key not in said:
                    lines.append(t(words).format(rounds=data[key], target=data[key]))
        if isinstance(data.get("missing_penalty"), int):  # a Differenzler's (RULES.md §7):
            # its own line, as the window's form and the sheet say it (a trial's phone said it
            # only inside the preset's name, its default, "fehlende Vorhersage 20")
            lines.append(t(N("live", "No prediction: {penalty} penalty points")).format(
                penalty=data["missing_penalty"]))
        return lines

    def _started(self, passe: int) -> float | None:
        return self.clock_state.started.get(str(passe))

    def ranking(self) -> dict[str, Any]:
        """The evening's ranking as the club computes it from the recorded tables."""
        if self._ranking is None:
            ranking = self.club.evening_ranking(self.evening)
            # the Passen played and sat out, apart (as the window's ranking): a Passe sat out
            # counts his own average Passe, and the wall has no column for that credit (a
            # trial's "Passen 2" for one played read as two); then the figures that decide
            # nobody sat out: the Passen played are the club window's "Passen", and said in
            # its word (a trial's wall said "Gespielt" for the window's "Passen")
            named = {c.key: c for c in ranking.columns}
            sat = any(row.figures.get("sat_out") for row in ranking.rows)
            columns = [*([named["played"], named["sat_out"]] if sat else [named["passen"]]),
                       *[c for c in ranking.columns if c.decides and c.key != "passen"][:2]]
            self._ranking = {
                "columns": [tr(CLUB, c.label) for c in columns],
                # "rank" the number (the data), "place" as the language writes it: 1er,
                # 2e in French, 1. in German, 1 in English (as the window and the sheets)
                "rows": [{"rank": row.rank, "place": rank(row.rank), "name": row.member.name,
                          "guest": row.member.guest,
                          "figures": ["" if row.figures.get(c.key) is None
                                      else row.figures.get(c.key) for c in columns]}
                         for row in ranking.rows],
            }
        return self._ranking

    def wall_state(self) -> dict[str, Any]:
        """The wall: ranking, the current Passe's tables (totals only: no entry, no
        prediction) and the clock; made once per change, for every wall."""
        key = (self.version, self.ranking_version, self.clock_state.current,
               self._started(self.clock_state.current))
        cached = self._cache.get("wall")
        if cached is None or cached[0] != key:
            cached = self._cache["wall"] = (key, self._wall_state())
        return {**cached[1], "now": self.clock()}

    def _wall_state(self) -> dict[str, Any]:
        current = self.clock_state.current
        tables = []
        for table in self._tables_of(current):
            board = table.match.board()
            tables.append({
                "table": table.number,
                # a result waiting for the check of its last round is not done yet
                "finished": ((board.finished and self._waiting(table, board) is None)
                             or table.club_sides is not None),
                "waiting": self._waiting_words(table, board),
                "recorded": table.recorded is not None or table.held,
                "entries": len(table.match.entries),
                "sides": [{"name": s["name"], "total": s["total"], "rank": s["rank"]}
                          for s in self._sides(table, board)],
                "why": self._why(table, board),
            })
        ev = self.evening
        return {
            "version": self.version, "title": ev.title or render(self.variant.title),
            "date": ev.date, "variant": render(self.variant.title), "passe": current,
            "passen": self.passen, "started": self._started(current),
            "minutes": self.passe_minutes, "now": self.clock(), "tables": tables,
            # what the clock says: the Passe is under way (a table wrote, whether the
            # Oberjasser started its clock or not: the phones do not need him to), or over
            # (every table done: no clock counting on)
            "playing": any(x["entries"] or x["finished"] for x in tables),
            "all_finished": bool(tables) and all(x["finished"] for x in tables),
            "ranking": self.ranking(),
        }

    @staticmethod
    def _why(table: LiveTable, board: Any) -> str:
        """Why the winner won, where the totals do not show it (a tie broken by Matches or
        the best round): the result line the phone and the window show; else nothing."""
        if table.club_sides is not None or not board.finished:
            return ""
        ahead = {s.total for s, rank in zip(board.sides, board.ranks, strict=True) if rank == 1}
        behind = {s.total for s, rank in zip(board.sides, board.ranks, strict=True) if rank > 1}
        return render(board.status) if ahead & behind else ""

    def admin_state(self) -> dict[str, Any]:
        rows = []
        for table in sorted(self.tables.values(), key=lambda x: (x.passe, x.number)):
            board = table.match.board()
            sides = self._sides(table, board)
            status = self._paper_status(sides) if table.paper else render(board.status)
            if table.corrected is not None and table.club_sides is not None:
                status = " · ".join((self._corrected_status(table.corrected),
                                     t(ADMIN_CORRECTED).format(
                                         **self._corrected_figures(table))))
            if self._by_oberjasser(table):
                status += " · " + t(BY_OBERJASSER)  # as the club's corrections log says
            elif table.held:
                status += " · " + t(ADMIN_HELD)
            rows.append({"passe": table.passe, "table": table.number,
                         "code": self.codes[table.key], "version": table.version,
                         "revision": table.revision,
                         "entries": len(table.match.entries),
                         "finished": ((board.finished and self._waiting(table, board) is None)
                                      or table.club_sides is not None),
                         # its result waits for his check: his page offers "That's right"
                         "waiting": self._waiting_words(table, board),
                         "recorded": table.recorded is not None or table.held,
                         "held": table.held, "paper": table.paper, "problem": table.problem,
                         "players": [m.name for m in table.members],
                         "guests": [m.guest for m in table.members],
                         "totals": [s["total"] for s in sides],
                         # whose each total is (a trial's "280 : 1'917" beside the players
                         # in seat order named no team)
                         "sides": [{"name": s["name"], "total": s["total"], "rank": s["rank"]}
                                   for s in sides],
                         "doubt": self._doubt(table, board), "status": status})
        current = self.clock_state.current
        here = [row for row in rows if row["passe"] == current]
        return {"version": self.version, "run": self.run, "passe": current,
                "passen": self.passen, "started": self._started(current),
                "next": self.next_passe(), "tables": rows,
                # a table of it has written: it is under way, started or not
                "under_way": any(row["entries"] or row["finished"] for row in here),
                # every table of the current Passe done: the page says so, as the wall does
                "all_finished": bool(here) and all(row["finished"] for row in here)}

    @staticmethod
    def _paper_status(sides: list[dict[str, Any]]) -> str:
        """A paper sheet's line: typed from it, and who won, as a Tafel's finished status
        says it (a trial's paper line named no winner while a phone table's did)."""
        winners = [s["name"] for s in sides if s["rank"] == 1]
        if not winners:
            return t(PAPER_STATUS)
        who = and_list(winners)
        won = (Text(N("rules", "{teams} win (tie)"), teams=who) if len(winners) > 1
               else Text(N("rules", "Won by {team}"), team=who))
        return t(PAPER_STATUS) + " · " + render(won)

    def _tables_of(self, passe: int) -> Iterable[LiveTable]:
        return sorted((x for x in self.tables.values() if x.passe == passe),
                      key=lambda x: x.number)

    def codes_of(self, passe: int) -> dict[int, str]:
        return {x.number: self.codes[x.key] for x in self._tables_of(passe)}


def _changes_said(rules: Any, settings: Any) -> set[str]:
    """The settings a changed preset's title says with what they replaced (a few; more are
    counted there, and listed on a line of their own)."""
    titled = getattr(rules, "titled_preset", None)
    preset = getattr(rules, "PRESETS", {}).get(
        titled(settings) if titled else str(getattr(settings, "preset", "")))
    if preset is None:
        return set()
    changed = rules_differences(preset.model_dump(mode="json"),
                                settings.model_dump(mode="json"))
    if not 0 < preset_changes_counted(changed) <= MOST_CHANGES_SAID:
        return set()
    return {key for key, _mine, _theirs in changed}


def _rules_title(rules: Any, settings: Any, said: set[str]) -> str:
    """The preset's name, and what changed where the title says it: "Turnier, angepasst:
    Spiele: 3 statt 12", as the window's preset line."""
    if not said:
        return settings_title(rules, settings)  # "(changed)" where it is
    titled = getattr(rules, "titled_preset", None)
    preset = titled(settings) if titled else str(getattr(settings, "preset", ""))
    return changed_preset_title(rules, preset, settings)


def _writer(token: str) -> str:
    """Who a change's writer (:attr:`LiveTable.writers`) is, as a table's state says it:
    "oberjasser", "phone" (a phone's or a laptop's token), or "" (not known)."""
    if token == OBERJASSER:
        return "oberjasser"
    return "phone" if token else ""


def _follow_undo(table: LiveTable, kind: str, his: bool = False) -> None:
    """The versions beside the match's undo and redo stacks, after a change of *kind*
    (its version the table's now; *his*: the Oberjasser's change)."""
    if kind == "confirm":  # the entries did not change: nothing to undo or redo
        return
    if kind == "log":  # a new match: nothing to undo
        table.made, table.unmade = [], []
    elif kind == "undo":
        if table.made:
            table.unmade.append(table.made.pop())
            if his:  # what he took back, the table does not make again
                table.his.add(table.unmade[-1])
    elif kind == "redo":
        again = table.unmade.pop() if table.unmade else None
        table.made.append(table.version)  # made again by whoever redid it
        if again is not None and again == table.doubt:
            # the round maybe written twice is on the board again: so is its doubt (a
            # trial's flag was gone after Undo and Redo)
            table.doubt = table.version
    else:
        table.made.append(table.version)
        table.unmade.clear()
    if his and kind != "undo":
        table.his.add(table.version)


def _log_kept(before: Sequence[Any], after: list[dict[str, Any]]) -> tuple[int, int]:
    """How many entries a whole log *after* (as the journal keeps them) leaves as they were
    at the start of the entries *before*, and then at their end: the entries between are
    the ones it corrects, deletes or puts new (a round added: none of the old)."""
    old = [e.model_dump(mode="json") for e in before]
    same = 0
    while same < min(len(old), len(after)) and old[same] == after[same]:
        same += 1
    kept = 0
    while (kept < min(len(old), len(after)) - same
           and old[len(old) - 1 - kept] == after[len(after) - 1 - kept]):
        kept += 1
    return same, kept


def entry_keys(table: LiveTable) -> list[str]:
    """A key per entry of *table* that stays with it while others are added, deleted, undone
    or redone: the Oberjasser's mark stays on his entry (:attr:`LiveTable.his_entries`), and
    a phone whose correction was refused because the Tafel changed meanwhile finds its entry
    again (or knows that it is gone), whatever its number is now. The key is the change that
    wrote the entry, "version-index" (:func:`_name_entries`); a correction makes it another.
    A trial's server knew an entry by its content and which of identical ones it was: a
    deleted identical round before his moved his mark onto the table's own. The club's match
    of a held table, not the journal's, has its entries by their place."""
    keys = []
    for index, entry in enumerate(table.match.entries):
        known = table.born.get(id(entry))
        keys.append(known[1] if known is not None and known[0] is entry else f"club-{index}")
    return keys


def _name_entries(table: LiveTable) -> set[str]:
    """Key the entries the table's last change (its version now) wrote; their keys. The
    core's Undo and Redo bring back the very entry objects, and a deletion or correction
    leaves the others as they were, so an entry is known by its object for as long as it
    lives; a replay of the journal makes the same changes in the same order, so a restarted
    server keys every entry the same."""
    written = set()
    for index, entry in enumerate(table.match.entries):
        if id(entry) not in table.born:
            table.born[id(entry)] = (entry, f"{table.version}-{index}")
            written.add(table.born[id(entry)][1])
    return written


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()



def _sentence(err: Exception) -> Any:
    """A refusal as a sentence to send (:func:`.writes.text_json`): the evening's and the
    forms' in their context "live", the rules' as they are."""
    if isinstance(err, LiveError | forms.FormError):
        return Text(err.template, context=CONTEXT, **err.params)
    return err
