"""A match: its setup plus the ordered entries, with undo, redo and corrections.

The log is the truth: the board is computed by replaying the entries through
the variant. The match keeps only a cache of the state after the last entry so
that adding a round costs one ``apply``, not a replay.

The setup is fixed once the match is made, except its words and its table settings: the
players' and the teams' names and the lines for the sheet may be changed (:meth:`Match.rename`,
a typo found after three rounds), and so may the table settings (:meth:`Match.change_rules`,
a Schieber begun to 2500 at a Stammtisch that plays to 3000), each as one undoable change
like an entry's. The variant, the seats and the teams stay.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .board import Board
from .errors import QT_TRANSLATE_NOOP, EntryConflict, EntryError, RulesConflict, RuleViolation
from .registry import find_variant
from .text import Text, and_list
from .variant import MatchDocument, Variant


@dataclass(frozen=True)
class Change:
    """One undoable change: ``kind`` is add, insert, replace, delete, take (every entry
    replaced: :meth:`Match.take`), rename or rules;
    ``index`` 0-based (the entry's; -1 for a rename or a change of rules, which change no
    entry)."""

    kind: str
    index: int


@dataclass(frozen=True)
class OutOfTurn:
    """Entry *index* (0-based) records *announced* (a side) as its announcer, where the
    order of play gives *turn* (:meth:`Match.out_of_turn`)."""

    index: int
    announced: int
    turn: int


def put_out_of_turn(before: Sequence[OutOfTurn], after: Sequence[OutOfTurn],
                    change: Change | None) -> list[OutOfTurn]:
    """The entries an insert or a delete (*change*) put out of turn: out of turn *after* it
    and not *before* it. The order of play moves on every round, so a round inserted or
    deleted gives each later round another announcer, and the entry still names the one it
    was written with (a trial's sheet counted a trump for the wrong team). An entry out of
    turn before was given to the other team on purpose, and the entry inserted is the
    Schreiber's own choice: neither is news."""
    if change is None or change.kind not in ("insert", "delete"):
        return []
    was = {o.index for o in before}

    def old_index(index: int) -> int | None:
        if index < change.index:
            return index
        if change.kind == "delete":
            return index + 1
        return None if index == change.index else index - 1

    return [o for o in after if (old := old_index(o.index)) is not None and old not in was]


def fixed_part(doc: MatchDocument[Any, Any]) -> dict[str, Any]:
    """What a rename leaves as it is: everything of the setup but the players' and the
    teams' names and the lines for the sheet (the seats and each team's players stay)."""
    return {**doc.model_dump(exclude={"players", "teams", "info", "entries"}),
            "seats": len(doc.players), "teams": [team.players for team in doc.teams]}


def seated_part(doc: MatchDocument[Any, Any]) -> dict[str, Any]:
    """What a change of the table rules leaves as it is: everything of the setup but the
    table settings (the variant, the players and teams, the first seat, the sheet's lines)."""
    return doc.model_dump(exclude={"settings", "entries"})


def played_alike(a: MatchDocument[Any, Any], b: MatchDocument[Any, Any]) -> bool:
    """*a* and *b* are the same match played: the same setup but for its words (the names
    and the lines for the sheet, :func:`fixed_part`) and the same entries. A live table's
    match stored in the club, then a member renamed: the table's Tafel names him anew, but
    nobody played anything else."""
    return fixed_part(a) == fixed_part(b) and (
        [e.model_dump(mode="json") for e in a.entries]
        == [e.model_dump(mode="json") for e in b.entries])


def rules_conflict(conflicts: list[tuple[int, RuleViolation]]) -> RulesConflict:
    """The refusal of other table rules naming every entry of *conflicts* (index, refusal):
    entries refused alike together, with their reason once ("entries 1, 3 and 4: No Stöck
    …"), else each group with its own ("entry 4: …; entry 5: …")."""
    groups: dict[str, list[tuple[int, RuleViolation]]] = {}
    for index, cause in conflicts:
        groups.setdefault(cause.message, []).append((index, cause))
    if len(groups) == 1:
        return RulesConflict(conflicts, _numbers(conflicts))
    said: Text | None = None
    for group in groups.values():
        cause = group[0][1]
        reason = (cause.template if isinstance(cause.template, Text)
                  else Text(cause.template, **cause.params))
        part = (Text(QT_TRANSLATE_NOOP("rules", "entry {number}: {reason}"),
                     number=group[0][0] + 1, reason=reason) if len(group) == 1
                else Text(QT_TRANSLATE_NOOP("rules", "entries {entries}: {reason}"),
                          entries=_numbers(group), reason=reason))
        # joined as the language joins them (French: a no-break space before ";")
        said = part if said is None else Text(QT_TRANSLATE_NOOP("rules", "{first}; {then}"),
                                              first=said, then=part)
    return RulesConflict(conflicts, _numbers(conflicts), said)


def _numbers(conflicts: list[tuple[int, RuleViolation]]) -> Text:
    """The entries' numbers as a sentence lists them: "2, 5 and 7"."""
    return and_list([str(index + 1) for index, _cause in conflicts])


#: what undo and redo keep of a change: the change, and the entries and setup on its far side
_Step = tuple[Change, tuple[Any, ...], MatchDocument[Any, Any]]


class Match:
    """A match being scored. Every change is checked before it is made."""

    def __init__(self, doc: MatchDocument[Any, Any]) -> None:
        self.rules: Variant[Any, Any, Any] = find_variant(doc.variant)(doc)
        self._setup = doc.model_copy(update={"entries": []})
        self._entries: tuple[Any, ...] = ()
        self._undo: list[_Step] = []
        self._redo: list[_Step] = []
        state = self.rules.start()
        for index, entry in enumerate(doc.entries):
            try:
                self._check_open(state)
                self.rules.apply(state, entry)
            except RuleViolation as cause:
                raise EntryError(index, cause) from cause
        self._entries = tuple(doc.entries)
        self._state: Any = state

    # -- reading ---------------------------------------------------------------------

    @property
    def variant(self) -> str:
        return self.rules.name

    @property
    def entries(self) -> tuple[Any, ...]:
        return self._entries

    @property
    def document(self) -> MatchDocument[Any, Any]:
        """The match as it is saved: setup plus entries."""
        return self._setup.model_copy(update={"entries": list(self._entries)})

    def board(self, upto: int | None = None) -> Board:
        """The board after all entries, or after the first *upto* entries."""
        if upto is None or upto >= len(self._entries):
            return self.rules.board(self._current())
        return self.rules.board(self._replay(self._entries[: max(upto, 0)]))

    @property
    def finished(self) -> bool:
        return bool(self.rules.finished(self._current()))

    def out_of_turn(self) -> list[OutOfTurn]:
        """The entries whose recorded announcer is not the one the order of play gives
        them (:meth:`Variant.announcer`): a round given to the other team for once, or one
        a round inserted or deleted before it moved on (:func:`put_out_of_turn`)."""
        rules, state = self.rules, self.rules.start()
        found: list[OutOfTurn] = []
        for index, entry in enumerate(self._entries):
            side = rules.announced_side(entry)
            seat = None if side is None else rules.announcer(state)
            if side is not None and seat is not None and rules.team_of_seat(seat) != side:
                found.append(OutOfTurn(index, side, rules.team_of_seat(seat)))
            rules.apply(state, entry)
        return found

    # -- changing --------------------------------------------------------------------

    def add(self, entry: Any) -> None:
        """Append *entry*; refused with a RuleViolation if the rules forbid it."""
        state = self._current()
        self._check_open(state)
        try:
            self.rules.apply(state, entry)
        except RuleViolation:
            self._state = None  # a variant must not half-apply; never trust the cache then
            raise
        self._commit(Change("add", len(self._entries)), (*self._entries, entry), state)

    def insert_refusal(self, index: int) -> RuleViolation | None:
        """Why nothing at all can be inserted before entry *index* (a Guggitaler game, a
        Turnier with every round played …), or None where an entry may be: asked before a
        form for the forgotten entry is typed. At the end an insert is an entry added."""
        self._index(index, allow_end=True)
        if index == len(self._entries):
            return None
        return self.rules.insert_refusal(self._current())

    def insert(self, index: int, entry: Any) -> None:
        """Insert *entry* before entry *index*; later entries are checked again. Where
        nothing fits (:meth:`insert_refusal`), refused with that reason, not with the later
        entry it would push out."""
        refusal = self.insert_refusal(index)
        if refusal is not None:
            raise refusal
        self._rewrite(Change("insert", index), (*self._entries[:index], entry,
                                                 *self._entries[index:]), index)

    def replace(self, index: int, entry: Any) -> None:
        """Correct entry *index*; refused if it or any later entry becomes impossible."""
        self._index(index)
        self._rewrite(Change("replace", index), (*self._entries[:index], entry,
                                                  *self._entries[index + 1:]), index)

    def delete(self, index: int) -> None:
        """Delete entry *index*; refused if a later entry becomes impossible."""
        self._index(index)
        self._rewrite(Change("delete", index),
                      (*self._entries[:index], *self._entries[index + 1:]), index)

    def take(self, entries: Sequence[Any]) -> None:
        """Replace every entry by *entries* (another writer's log of the same match: a live
        table's, written on a phone or by the Oberjasser): one change, undone and redone as
        an entry's here (the window offers no undo of it: what others wrote is theirs to
        take back, ui.controller.take); refused as a correction is if the rules refuse any
        of them."""
        self._rewrite(Change("take", 0), tuple(entries), 0)

    def rename(self, setup: MatchDocument[Any, Any]) -> None:
        """Take the players' and teams' names and the lines for the sheet of *setup* (its
        entries are ignored): one change, undone and redone as an entry's. Anything else of
        the setup that differs (the variant, a setting, a seat, a team's players) is a
        ValueError: the program's, never the Schreiber's. The names are the caller's to check
        (:func:`jasstafel.core.matchfile.renamed` checks them as a new match's)."""
        setup = setup.model_copy(update={"entries": []})
        if fixed_part(setup) != fixed_part(self._setup):
            raise ValueError("a rename changes only the names and the lines for the sheet")
        rules = find_variant(setup.variant)(setup)  # checks the setup as a new match's
        self._undo.append((Change("rename", -1), self._entries, self._setup))
        self._redo.clear()
        self._setup, self.rules, self._state = setup, rules, None

    def change_rules(self, setup: MatchDocument[Any, Any],
                     rows: Mapping[int, int] | None = None) -> None:
        """Take the table settings of *setup* (its entries are ignored): every entry is
        played again under them, and the board is theirs. One change, undone and redone as
        a rename. Refused (:class:`RulesConflict`, naming the entries the new rules refuse
        and their reasons, :meth:`_replayed`) where an entry breaks them, or comes after the
        end they set (a target lowered below a score passed rounds ago); a match they no
        longer end (a target raised) simply goes on. Other rules never change what an entry
        was played as (:meth:`Variant.played_as`: a Coiffeur round keeps its row's place,
        and another contract there is refused, rule ``match.played_as``). *rows* (old index
        → new index) says where the settings' rows moved, a row removed or inserted in
        between: the entries that name a row follow theirs, in the same change
        (:meth:`_moved`); without it, every row stays in its place. Anything else of the
        setup that differs (the variant, a name, a seat, a team) is a ValueError: the
        program's, never the Schreiber's."""
        setup = setup.model_copy(update={"entries": []})
        if seated_part(setup) != seated_part(self._setup):
            raise ValueError("a change of rules changes only the table settings")
        rules = find_variant(setup.variant)(setup)  # checks the setup as a new match's
        entries = self._entries if rows is None else self._moved(rows)
        state = self._replayed(rules, entries)
        self._undo.append((Change("rules", -1), self._entries, self._setup))
        self._redo.clear()
        self._setup, self.rules = setup, rules
        self._entries, self._state = entries, state

    def _moved(self, rows: Mapping[int, int]) -> tuple[Any, ...]:
        """The entries with the rows they name moved as *rows* says; RulesConflict naming
        every entry whose row was removed (a played row stays)."""
        if len(set(rows.values())) != len(rows):
            raise ValueError("two rows cannot move to one place")
        moved: list[Any] = []
        conflicts: list[tuple[int, RuleViolation]] = []
        for index, entry in enumerate(self._entries):
            try:
                moved.append(self.rules.moved_rows(entry, rows))
            except RuleViolation as cause:
                conflicts.append((index, cause))
        if conflicts:
            raise rules_conflict(conflicts) from conflicts[0][1]
        return tuple(moved)

    def _replayed(self, rules: Variant[Any, Any, Any], entries: tuple[Any, ...]) -> Any:
        """The state after *entries* (the match's, their rows moved) played under *rules*,
        or :class:`RulesConflict` naming every entry they refuse: a refusal that concerns
        the entry alone (:meth:`Variant.refused_alone`: Stöck no longer counted, a contract
        no longer played) leaves the entry out and the replay goes on, so that each such
        entry is named at once; any other (the end come before the entry) ends the replay,
        as the later entries' fate is not known."""
        state = rules.start()
        conflicts: list[tuple[int, RuleViolation]] = []
        for index, (was, entry) in enumerate(zip(self._entries, entries, strict=True)):
            try:
                self._check_played_as(was, entry, rules)
                self._check_open(state, entry, rules)
                rules.apply(state, entry)
            except RuleViolation as cause:
                alone = cause.rule != "match.finished" and rules.refused_alone(cause)
                if alone or not conflicts:  # after an entry left out, only these are sure
                    conflicts.append((index, cause))
                if not alone:
                    break
        if conflicts:
            raise rules_conflict(conflicts) from conflicts[0][1]
        return state

    def relabel(self, setup: MatchDocument[Any, Any]) -> None:
        """Take the names and the lines for the sheet of *setup* as the match's own from its
        start, as if it had been made with them: not a change (nothing to undo), and undo
        and redo keep them. A live table's member renamed in the club: its Tafel says the
        new name, and its Undo takes back the last entry, never the name. ValueError and
        the names' checks as for :meth:`rename`."""
        setup = setup.model_copy(update={"entries": []})
        if fixed_part(setup) != fixed_part(self._setup):
            raise ValueError("a relabel changes only the names and the lines for the sheet")
        rules = find_variant(setup.variant)(setup)
        # each step keeps its own rules (a Coiffeur's rows before a change of them), with the
        # new words: the setup of now in every step undid the rows, not the rounds in them
        words = {"players": setup.players, "teams": setup.teams, "info": setup.info}
        self._undo = [(change, entries, step.model_copy(update=words))
                      for change, entries, step in self._undo]
        self._redo = [(change, entries, step.model_copy(update=words))
                      for change, entries, step in self._redo]
        self._setup, self.rules, self._state = setup, rules, None

    # -- undo and redo ---------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_change(self) -> Change | None:
        return self._undo[-1][0] if self._undo else None

    @property
    def redo_change(self) -> Change | None:
        return self._redo[-1][0] if self._redo else None

    def undo(self) -> Change:
        change, before, setup = self._undo.pop()
        self._redo.append((change, self._entries, self._setup))
        self._go_to(before, setup)
        return change

    def redo(self) -> Change:
        change, after, setup = self._redo.pop()
        self._undo.append((change, self._entries, self._setup))
        self._go_to(after, setup)
        return change

    def _go_to(self, entries: tuple[Any, ...], setup: MatchDocument[Any, Any]) -> None:
        """The match as it was at one end of an undone or redone change."""
        # a rename (the rules speak of the players by name) or other table rules
        if setup is not self._setup:
            self._setup, self.rules = setup, find_variant(setup.variant)(setup)
        self._entries, self._state = entries, None

    # -- internals -------------------------------------------------------------------

    def _current(self) -> Any:
        if self._state is None:
            self._state = self._replay(self._entries)
        return self._state

    def _replay(self, entries: Sequence[Any]) -> Any:
        state = self.rules.start()
        for entry in entries:
            self._check_open(state)
            self.rules.apply(state, entry)
        return state

    def _check_open(self, state: Any, entry: Any = None,
                    rules: Variant[Any, Any, Any] | None = None) -> None:
        """Refuse an entry after the end of the Partie (under *rules*, else the match's).
        With *entry* (a correction replays the entries after it), the entry's own reason
        first where its rules give one: a Molotow's card draw after a correction took the
        tie away is refused because nobody is tied, which says what to do; "the Partie is
        decided" did not."""
        rules = rules or self.rules
        if rules.finished(state):
            if entry is not None:
                try:  # its own refusal, if any
                    rules.apply(copy.deepcopy(state), entry)
                except RuleViolation:
                    raise
                except Exception:  # noqa: BLE001 - a state past the end: no reason of its own
                    pass
            raise RuleViolation(
                "match.finished",
                QT_TRANSLATE_NOOP(
                    "rules", "The match is decided: no further entry can be written"
                ),
            )

    def _check_played_as(self, before: Any, entry: Any, rules: Variant[Any, Any, Any]) -> None:
        """Refuse other *rules* that would make *entry* (*before* as the match has it, its
        row perhaps moved) mean what nobody played: a Coiffeur round keeps its row, and a
        Slalom ×8 must not become the Misère ×8 that other rows put there (a trial's 520
        became 736)."""
        was, now = self.rules.played_as(before), rules.played_as(entry)
        if was is not None and now is not None and was != now:
            raise RuleViolation(
                "match.played_as",
                QT_TRANSLATE_NOOP("rules", "it was played as {was}; these rules have {now} "
                                           "there"),
                was=was.words, now=now.words,
            )

    def _index(self, index: int, allow_end: bool = False) -> None:
        last = len(self._entries) if allow_end else len(self._entries) - 1
        if not 0 <= index <= last:
            raise IndexError(f"no entry {index + 1} in a match of {len(self._entries)}")

    def _rewrite(self, change: Change, entries: tuple[Any, ...], first: int) -> None:
        """Replay *entries*; an entry from *first* on that fails refuses the change."""
        state = self._replay(entries[:first])
        for index in range(first, len(entries)):
            try:
                self._check_open(state, entries[index])
                self.rules.apply(state, entries[index])
            except RuleViolation as cause:
                if index == first and change.kind != "delete":
                    raise
                # a deletion shifts later entries down: report them by their old number
                old = index + 1 if change.kind == "delete" else index
                old = old - 1 if change.kind == "insert" else old
                raise EntryConflict(first, old, cause) from cause
        self._commit(change, entries, state)

    def _commit(self, change: Change, entries: tuple[Any, ...], state: Any) -> None:
        self._undo.append((change, self._entries, self._setup))
        self._redo.clear()
        self._entries, self._state = entries, state
