"""Unsaved matches: found after a crash, or kept on purpose, and offered back in one dialog.

A new match has no name: it is autosaved into the user data folder (``autosave/``) after
every entry until the Schreiber names it. Leaving it (New, Open, Quit) asks: save it under a
name, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted).
So a clean quit leaves nothing to *recover*; only after a crash (a Jasstafel died with a match
open: ``ui.running`` tells it from one still running) does the next start open
:class:`RecoveryDialog` by itself, and every start does so until the dialog is answered
(``app.offer_recovery``). It lists
every match that can be continued, one row each (variant, players, entries, last change in
words: "today 14:05"), with Continue, Save as… and Discard.

Each row also says how the match came to be there: left open by a crash, kept unsaved on
purpose (the Schreiber's "Keep unsaved"), or the rescue copy of a named match whose file
could not take its last entries (``core.session``: a read-only file, a full disk, the file
written by another window meanwhile). The settings remember the matches a crash left
(``recovery/crashed``, see :func:`mark_crashed`) until one is continued, named or discarded,
so File → Unsaved matches… still tells them apart after "Later", and the named file each
rescue copy belongs to (``recovery/rescued``, see :func:`mark_rescue`). A copy is compared
with its file (:func:`with_file`): the file lacks its last entries (the usual case: the copy
is that match, whole, and the recovery offers it in the file's place), or holds entries the
copy lacks: written elsewhere (both are offered, each saying what it is) only where the file
is no longer as the copy's window last read or wrote it (``recovery/rescued-seen``); else
they are that window's own corrections, and the copy is still the whole match. Two copies of one
file that disagree with each other (each holds entries the other lacks) say from which entry
on, which is the newer, and each one's last entry (:func:`with_disagreements`).

A file in the folder that cannot be read (broken, a dangling symlink, nested too deep, not
a regular file) is skipped and left alone; it never stops the others from being offered.
"""

from __future__ import annotations

import datetime
import os
import re
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..core.errors import JassError
from ..core.text import printable
from .crashdraft import digest, table_file, waiting
from .crashdraft import remove as remove_draft
from .i18n import date_text, time_text
from .widgets.keys import enter_presses_button
from .widgets.screen import fit_to_screen
from .widgets.style import BUTTON_FOCUS_STYLE

if TYPE_CHECKING:
    from ..core import Match

#: larger files are no autosave of ours: skipped unread (a match of 100,000 entries is ~10 MB)
MAX_AUTOSAVE_BYTES = 64 * 1024 * 1024


def _file(path: Path) -> str:
    """A file's name as the window's title shows it: escaped where it would steer the text
    around it (a right-to-left override made "named file …" read backwards)."""
    return printable(path.name)


def autosave_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


@dataclass(frozen=True)
class Unsaved:
    """One match that can be continued."""

    path: Path
    variant: str  # the variant's title (a Text: rendered in the window's language)
    players: tuple[str, ...]
    entries: int
    changed: datetime.datetime
    named: bool = False  # a named file that was open at a crash (not an autosave)
    # left open by a crash (the match, or a rescue copy of the named file that was open),
    # not kept unsaved on purpose
    crashed: bool = False
    rescue: bool = False  # the rescue copy of a named match whose file refused entries
    rescue_of: Path | None = None  # that named file, where known
    file_lacks: int | None = None  # entries the named file lacks (it is an earlier state)
    file_differs: bool = False  # the named file holds entries this copy lacks
    #: ... because another window wrote it since this copy's window last read or wrote it
    #: (not: that window's own corrections of entries the file had)
    changed_elsewhere: bool = False
    #: the named file as the copy's window last read or wrote it (inode, size, time)
    file_seen: tuple[int, int, int] | None = None
    #: another rescue copy of the same named file disagrees with this one from this entry on
    #: (1-based): each holds entries the other lacks (two windows, or the file opened again
    #: after its copy was left)
    disagrees_from: int | None = None
    newest: bool = False  # of the copies that disagree, the one changed last
    others: int = 0  # how many other copies disagree with it
    last_entry: str = ""  # the last entry in words, with the totals after it
    title: str = ""  # the match's title, as typed for the sheet ("Coiffeur Donnerstag")
    digest: str = ""  # what tells this state of the match from another (ui.crashdraft)
    #: the live club table (Passe, table) the match was at, remembered beside its autosave
    #: (ui/club/live.py): its title ("Schieber · Passe 2") is then not said beside the variant
    live: tuple[int, int] | None = None


RESCUE_PREFIX = "rescue-"  # the rescue copies' names in the autosave folder


CRASHED_KEY = "recovery/crashed"


def crashed_paths(settings: QSettings) -> set[Path]:
    """The autosaves a crash left open and nobody has continued, named or discarded since."""
    value = settings.value(CRASHED_KEY, [])
    paths = {Path(str(v)) for v in (value if isinstance(value, list) else [value]) if v}
    there = {p for p in paths if p.exists()}
    if there != paths:  # named or discarded: forgotten
        _store(settings, there)
    return there


def mark_crashed(settings: QSettings, path: Path) -> None:
    """*path* was the autosave open when Jasstafel stopped without quitting."""
    _store(settings, crashed_paths(settings) | {path})


def unmark_crashed(settings: QSettings, path: Path) -> None:
    """*path* is open again: what becomes of it now is the Schreiber's choice."""
    paths = crashed_paths(settings)
    if path in paths:
        _store(settings, paths - {path})


def _store(settings: QSettings, paths: set[Path]) -> None:
    settings.setValue(CRASHED_KEY, sorted(str(p) for p in paths))


RESCUED_KEY = "recovery/rescued"  # one key per copy (its file name): two windows never clash
#: the named file as the copy's window last read or wrote it (inode, size, time), per copy:
#: a file still so was written by nobody since, whatever entries the copy lacks of it
SEEN_KEY = "recovery/rescued-seen"


def mark_rescue(settings: QSettings, copy: Path, named: Path,
                seen: tuple[int, int, int] | None = None) -> None:
    """*copy* holds the entries that the named file *named* could not take (written at
    once: a crash may follow); *seen*: that file as the window last read or wrote it."""
    key = f"{RESCUED_KEY}/{copy.name}"
    named = named.absolute()  # `jasstafel abend.jass`: found again from any folder
    seen_key, seen_text = f"{SEEN_KEY}/{copy.name}", ",".join(map(str, seen or ()))
    if settings.value(key) != str(named) or settings.value(seen_key, "") != seen_text:
        settings.setValue(key, str(named))
        settings.setValue(seen_key, seen_text)
        settings.sync()


def rescued_files(settings: QSettings, folder: Path) -> dict[Path, Path]:
    """Each rescue copy in *folder* with the named file it belongs to. A copy that is gone
    (its file written again, the copy named or discarded) is forgotten."""
    settings.beginGroup(RESCUED_KEY)
    try:
        found = {name: str(settings.value(name, "") or "") for name in settings.childKeys()}
        gone = [name for name in found if not (folder / name).exists()]
        for name in gone:
            settings.remove(name)
    finally:
        settings.endGroup()
    for name in gone:
        settings.remove(f"{SEEN_KEY}/{name}")
    return {folder / name: Path(named) for name, named in found.items()
            if named and name not in gone}


def rescued_seen(settings: QSettings, copy: Path) -> tuple[int, int, int] | None:
    """The named file of the rescue copy *copy* as its window last read or wrote it (None:
    not known, an older copy)."""
    try:
        seen = tuple(int(part) for part in str(
            settings.value(f"{SEEN_KEY}/{copy.name}", "") or "").split(","))
    except ValueError:
        return None
    return (seen[0], seen[1], seen[2]) if len(seen) == 3 else None


def with_file(item: Unsaved, named: Path, seen: tuple[int, int, int] | None = None) -> Unsaved:
    """The rescue copy *item* compared with its named file: how many entries the file lacks,
    or whether it holds entries the copy lacks (a file that cannot be read: neither), and
    whether it was written since the copy's window last read or wrote it (*seen*): only then
    was it changed elsewhere (entries the copy lacks of a file nobody wrote since are that
    window's own corrections: a trial's copy was said to be of a file "changed elsewhere")."""
    from ..core import matchfile
    from ..core.session import entries_lacking

    item = replace(item, rescue=True, rescue_of=named, file_seen=seen)
    info = _regular(named)
    if info is None:
        return item
    try:
        lacks = entries_lacking(matchfile.load(named), matchfile.load(item.path))
    except (JassError, OSError, ValueError, RecursionError, MemoryError):
        return item
    unchanged = seen is not None and seen == (info.st_ino, info.st_size, info.st_mtime_ns)
    return replace(item, file_lacks=lacks, file_differs=lacks is None,
                   changed_elsewhere=lacks is None and not unchanged)


def with_disagreements(items: list[Unsaved]) -> list[Unsaved]:
    """The rescue copies of one named file that disagree with each other (each holds
    entries the other lacks), each with the entry from which on, whether it is the newest,
    and its last entry in words: a trial's two copies of voll.jass with different rounds 10
    were told apart by their time only."""
    copies: dict[Path, list[Unsaved]] = {}
    for item in items:
        if item.rescue_of is not None:
            copies.setdefault(item.rescue_of, []).append(item)
    told: dict[Path, Unsaved] = {}
    for group in copies.values():
        if len(group) < 2:
            continue
        # only now: the welcome page looks for unsaved matches without the rules' models
        from ..core import matchfile

        loaded: dict[Path, Match] = {}
        for item in group:
            try:
                loaded[item.path] = matchfile.load(item.path)
            except (JassError, OSError, ValueError, RecursionError, MemoryError):
                continue
        for item in group:
            told.update(_told_apart(item, [o for o in group if o is not item], loaded))
    return [told.get(item.path, item) for item in items]


def _told_apart(item: Unsaved, others: list[Unsaved], loaded: dict[Path, Match],
                ) -> dict[Path, Unsaved]:
    """*item* with what tells it from the *others* that disagree with it (nothing if none
    does)."""
    from ..core.session import entries_lacking

    mine = loaded.get(item.path)
    if mine is None:
        return {}
    against = [o for o in others if o.path in loaded
               and entries_lacking(mine, loaded[o.path]) is None
               and entries_lacking(loaded[o.path], mine) is None]
    if not against:
        return {}
    first = min(_first_difference(mine, loaded[o.path]) for o in against)
    newest = all(item.changed >= o.changed for o in against)
    return {item.path: replace(item, disagrees_from=first, newest=newest, others=len(against),
                               last_entry=_last_entry(mine))}


def _first_difference(one: Match, other: Match) -> int:
    """The number (1-based) of the first entry in which two matches differ."""
    ours, theirs = one.entries, other.entries
    same = next((i for i, (a, b) in enumerate(zip(ours, theirs, strict=False)) if a != b),
                min(len(ours), len(theirs)))
    return same + 1


def _last_entry(match: Match) -> str:
    """The match's last entry as the board writes it, and the totals after it."""
    line = match.board().entries[-1]
    totals = " : ".join(i18n.number(total) for total in line.totals)
    return f"{i18n.render(line.text)} → {totals}"


def _regular(path: Path) -> os.stat_result | None:
    """The file's stat if it is a regular file of a sane size (no symlink, FIFO, device)."""
    try:
        info = path.lstat()
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_AUTOSAVE_BYTES:
        return None
    return info


def read_unsaved(path: Path, named: bool = False) -> Unsaved | None:
    """What *path* holds, or None if it cannot be read (left untouched)."""
    from ..core import find_variant, matchfile

    info = _regular(path)
    if info is None:
        return None
    try:
        match = matchfile.load(path)
        said = digest(match)
    except (JassError, OSError, ValueError, RecursionError, MemoryError):
        return None  # not ours to judge here: broken files stay as they are
    return Unsaved(digest=said, path=path, variant=find_variant(match.variant).title,
                   players=tuple(match.rules.doc.players), entries=len(match.entries),
                   changed=datetime.datetime.fromtimestamp(info.st_mtime), named=named,
                   title=" ".join(match.document.info.title.split()), live=live_table(path))


def live_table(path: Path) -> tuple[int, int] | None:
    """The live table (Passe, table) remembered for the match in *path*, or None. Read here
    as ui/club/live.py's ``remembered`` writes it (that module imports this one)."""
    import json

    try:
        data = json.loads(table_file(autosave_dir(), path).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("match") != str(path.absolute()):
        return None
    passe, table = data.get("passe"), data.get("table")
    return (passe, table) if type(passe) is int and type(table) is int else None


def unsaved_matches(folder: Path | None = None) -> list[Unsaved]:
    """Every autosaved match with entries, newest first. Empty autosaves are deleted (a new
    match nobody wrote in), but for one whose first round was being typed when Jasstafel
    stopped (its draft waits: ui.crashdraft); unreadable files are skipped."""
    folder = folder or autosave_dir()
    try:
        paths = sorted(folder.glob("*.jass")) if folder.is_dir() else []
    except OSError:
        return []
    found = []
    for path in paths:
        item = read_unsaved(path)
        if item is None:
            continue
        if item.entries == 0 and not waiting(folder, path, item.digest):
            path.unlink(missing_ok=True)
            remove_draft(folder, path)  # a draft of another state of it: no match left
            continue
        found.append(replace(item, rescue=path.name.startswith(RESCUE_PREFIX)))
    return sorted(found, key=lambda u: u.changed, reverse=True)


def typing_back(item: Unsaved) -> bool:
    """A round was being typed into this match when Jasstafel stopped, and comes back with it
    into the form (ui.crashdraft): typed against exactly this state of the match."""
    return bool(item.digest) and waiting(autosave_dir(), item.rescue_of or item.path,
                                         item.digest)


def _t(text: str) -> str:
    return QCoreApplication.translate("recovery", text)


def when(moment: datetime.datetime, now: datetime.datetime | None = None) -> str:
    """The last change in words: "today 14:05", "yesterday 21:30", "01.12.2026 14:05"."""
    now = now or datetime.datetime.now()
    time = time_text(moment)
    days = (now.date() - moment.date()).days
    if days == 0:
        return _t("today {0}").format(time)
    if days == 1:
        return _t("yesterday {0}").format(time)
    return f"{date_text(moment.date())} {time}"


#: the most characters of a match's title said on the start page's button
TITLE_SAID = 30


def _said(name: str) -> str:
    """A match's name, at most TITLE_SAID characters, escaped as a file's name is."""
    name = printable(name)
    return name if len(name) <= TITLE_SAID else name[:TITLE_SAID - 1].rstrip() + "…"


def _entries_said(entries: int, round_begun: bool) -> str:
    if round_begun:
        return i18n.plural("RecoveryDialog", "%n entries and a round begun", entries)
    return i18n.plural("RecoveryDialog", "%n entries", entries)


def waiting_words(item: Unsaved, fits: Callable[[str], bool] = lambda _words: True) -> str:
    """A waiting match in a few words, for the start page's button: "Pandur (Anna, Beat,
    Cla, Dora), 7 entries and a round begun, today 22:41" (its title for the variant where it
    has one); *fits* tells whether words fit the button (else the names are shortened)."""
    name = _said(item.title or i18n.render(item.variant))
    entries = _entries_said(item.entries, typing_back(item))
    return players_fitted(item.players, lambda players: _t("{0} ({1}), {2}, {3}").format(
        name, players, entries, when(item.changed)), fits)


def saved_words(path: Path, match: Match, changed: datetime.datetime,
                fits: Callable[[str], bool] = lambda _words: True) -> str:
    """A match file in a few words, for the start page's button: "Dienstagsjass (Anna,
    Beat, Cla, Dora), saved, 6 entries and a round begun, today 22:41"; *changed* is the
    file's date as read with the file (a file gone since is not asked again)."""
    begun = waiting(autosave_dir(), path, digest(match))  # kept as it was left (ui.crashdraft)
    entries = _entries_said(len(match.entries), begun)
    return players_fitted(match.rules.doc.players, lambda players: _t(
        "{0} ({1}), saved, {2}, {3}").format(_said(path.stem), players, entries, when(changed)),
        fits)


def players_said(players: Sequence[str]) -> str:
    """The players' names, whole (a tooltip's), escaped as a file's name is."""
    return ", ".join(printable(player) for player in players)


def players_fitted(players: Sequence[str], words: Callable[[str], str],
                   fits: Callable[[str], bool]) -> str:
    """*words* with the players' names where they fit: whole, else their first names (where
    those still tell them apart), else the first few of them and "…", else as many letters
    as fit and "…" (a trial's start page said neither whose match was waiting nor that a
    round was begun in it)."""
    names = [printable(player) for player in players]
    firsts = [name.split()[0] if name.split() else name for name in names]
    short = firsts if len(set(firsts)) == len(firsts) else names
    tried = [", ".join(names), ", ".join(short)]
    tried += [", ".join(short[:count]) + ", …" for count in range(len(short) - 1, 0, -1)]
    for said in tried:
        if fits(words(said)):
            return words(said)
    for end in range(len(short[0]) - 1, 0, -1):
        if fits(words(short[0][:end] + "…")):
            return words(short[0][:end] + "…")
    return words("…")


#: a number and the word after it ("1 entry fewer"), kept on one line
_NUMBER_AND_WORD = re.compile(r"(\d) (?=\w)")


def _whole(text: str) -> str:
    """*text* on one line wherever it wraps (its spaces no-break spaces)."""
    return text.replace(" ", "\u00a0")


class RecoveryDialog(QDialog):
    """One row per unsaved match: Continue, Save as…, Discard. *after_crash* words the
    title for the start after a crash; else it is File → Unsaved matches.

    The callbacks come from the window: ``cont(path)`` opens the match (and the dialog
    closes), ``save_as(path)`` names it (True if done), ``discard(path)`` deletes it (True
    if done). Rows done with disappear (``answered`` says so at once); the dialog closes
    when none is left.
    """

    answered = Signal()

    def __init__(self, items: list[Unsaved], cont: Callable[[Unsaved], bool],
                 save_as: Callable[[Unsaved], bool], discard: Callable[[Unsaved], bool],
                 after_crash: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recoveryDialog")
        # the keys are marked as in the window (a blue frame), and no button is the dialog's
        # default: its look on "Later" passed for the focus while the keys were on the first
        # Continue, and Enter there pressed "Later" (a keyboard trial's); Enter presses the
        # button with the keys (keyPressEvent)
        self.setStyleSheet(BUTTON_FOCUS_STYLE)
        self.setWindowTitle(self.tr("Continue a match?") if after_crash
                            else self.tr("Unsaved matches"))
        self._cont, self._save_as, self._discard = cont, save_as, discard
        self.rows: dict[Path, QWidget] = {}
        self.items: dict[Path, Unsaved] = {item.path: item for item in items}
        layout = QVBoxLayout(self)
        # the crash is spoken of only when the match open then is a row (marked): a trial's
        # program died with a new match nothing was written in, and "The match that was open
        # then can be continued" stood above three rows all kept unsaved on purpose
        open_then = any(item.crashed for item in items)
        kept = any(not item.crashed and not item.rescue for item in items)
        # what is true after a crash: every entry saved is here (a named match's entries
        # its file refused are in its rescue copy), and a round being typed where a row says
        # so (ui.crashdraft)
        if not (after_crash and open_then):
            words = self._kept_words(items)
        elif kept:
            words = self.tr(
                "Jasstafel was not closed properly last time. The match that was open then can "
                "be continued with every entry that was saved (and the round being typed then, "
                "where its row says so), and so can the matches kept unsaved on purpose.")
        elif len(items) == 1:
            words = self.tr("Jasstafel was not closed properly last time. The match below can "
                            "be continued with every entry that was saved, and the round being "
                            "typed then where its row says so.")
        else:
            words = self.tr("Jasstafel was not closed properly last time. These matches can be "
                            "continued with every entry that was saved, and the round being "
                            "typed then where its row says so.")
        intro = QLabel(words)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        self.list = QVBoxLayout(inner)
        self.list.setContentsMargins(0, 0, 0, 0)
        for item in items:
            row = self._row(item)
            self.rows[item.path] = row
            self.list.addWidget(row)
        self.list.addStretch(1)
        scroll.setWidget(inner)
        layout.addWidget(scroll, 1)
        # after a crash it says where the matches wait; opened from there, it closes it
        later = QPushButton(self._later(items) if after_crash else self.tr("C&lose"))
        later.setObjectName("recoveryLater")
        later.setAutoDefault(False)
        later.clicked.connect(self.reject)
        layout.addWidget(later, 0, Qt.AlignmentFlag.AlignRight)
        told = sum(1 for item in items if item.disagrees_from is not None)  # 2 lines more
        fit_to_screen(self, QSize(720, min(160 + 84 * len(items) + 40 * told, 560)))
        first = next(iter(self.rows.values()), None)
        button = first.findChild(QPushButton, "continue") if first is not None else None
        if button is not None:
            button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not enter_presses_button(self, event):
            super().keyPressEvent(event)

    def _later(self, items: list[Unsaved]) -> str:
        """"Later", and where the matches wait then: a named file open at the crash is under
        File → Open recent (the window puts it there), not among the unsaved matches (a
        trial's button named that item for a named Coiffeur, and found it greyed)."""
        named = any(item.named for item in items)
        if not named:
            return self.tr("&Later (File → Unsaved matches…)")
        if all(item.named for item in items):
            return self.tr("&Later (File → Open recent)")
        return self.tr("&Later (File → Open recent, File → Unsaved matches…)")

    def _kept_words(self, items: list[Unsaved]) -> str:
        """File → Unsaved matches: what they are. A rescue copy is a named file's match,
        not one without a name (a trial's voll.jass copy was said to have none)."""
        copies = [item for item in items if item.rescue]
        if not copies:
            if len(items) == 1:
                return self.tr("This match is not saved in a file yet. Continue it, save it in "
                               "a file, or discard it.")
            return self.tr("These matches are not saved in a file yet. Continue one, save it "
                           "in a file, or discard it.")
        if len(items) == 1 and copies[0].rescue_of is not None and copies[0].changed_elsewhere:
            # no "into {0}": a file changed elsewhere is never written over (a trial's read
            # the promise above a row saying so)
            return self.tr("This is the copy of {0} with every entry of the window that could "
                           "not save it: {0} was changed elsewhere, and the copy never writes "
                           "over it. Continue it, save it under another name, or discard the "
                           "copy.").format(_file(copies[0].rescue_of))
        if len(items) == 1 and copies[0].rescue_of is not None:
            return self.tr("This is the copy of {0} with every entry: the file could not take "
                           "the last ones. Continue it (into {0} as soon as it can be "
                           "written), save it under a name, or discard the copy.").format(
                               _file(copies[0].rescue_of))
        if len(items) == 1:
            return self.tr("This is the copy of a named match with every entry: its file could "
                           "not take the last ones. Continue it, save it under a name, or "
                           "discard the copy.")
        if len(copies) == len(items):
            return self.tr("These are copies of named matches with every entry: their files "
                           "could not take the last ones (each row says which). Continue one, "
                           "save it under a name, or discard it.")
        return self.tr("Some of these matches are not saved in a file yet; the others are copies "
                       "of named matches with every entry, whose files could not take the last "
                       "ones (each row says which). Continue one, save it in a file, or discard "
                       "it.")

    def _row(self, item: Unsaved) -> QWidget:
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setObjectName("recoveryRow")
        line = QHBoxLayout(frame)
        texts = QVBoxLayout()
        state = QLabel(self.state(item))
        state.setObjectName("recoveryState")
        state.setTextFormat(Qt.TextFormat.PlainText)  # a file name is never HTML
        state.setWordWrap(True)
        red = item.crashed or item.rescue  # what a crash left, not what was kept on purpose
        state.setStyleSheet("font-weight: bold;" + (" color: #b3261e;" if red else ""))
        texts.addWidget(state)
        words = QLabel(self.describe(item))
        words.setTextFormat(Qt.TextFormat.PlainText)  # player names are never HTML
        words.setWordWrap(True)
        words.setObjectName("recoveryWords")
        texts.addWidget(words)
        line.addLayout(texts, 1)
        # each with its Alt key, as every button of the window's dialogs (a keyboard trial
        # found none here); the rows' same buttons share it: Alt+C again goes to the next
        for name, text, slot in (("continue", self.tr("&Continue"), self._do_continue),
                                 ("saveAs", self.tr("&Save as…"), self._do_save_as),
                                 ("discard", self.tr("&Discard"), self._do_discard)):
            button = QPushButton(text)
            button.setObjectName(name)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, s=slot, i=item: s(i))
            line.addWidget(button)
        return frame

    def state(self, item: Unsaved) -> str:
        """How the match came to be here: a crash, the Schreiber's "Keep unsaved", or the
        rescue copy of a named file that could not take its last entries."""
        if item.rescue and item.rescue_of is None:  # its file unknown (an older copy)
            return self.tr("Its file could not be saved: this copy has every entry")
        if item.rescue_of is not None and item.disagrees_from is not None:
            if item.changed_elsewhere:
                return self.tr("Could not be saved to {0}, which was changed elsewhere; another "
                               "copy of it disagrees with this one from entry {1} on").format(
                                   _file(item.rescue_of), item.disagrees_from)
            return self.tr("Could not be saved to {0}; another copy of it disagrees with this "
                           "one from entry {1} on").format(_file(item.rescue_of),
                                                           item.disagrees_from)
        if item.rescue_of is not None and item.changed_elsewhere:
            return self.tr("Could not be saved to {0}, which was changed elsewhere: this copy "
                           "has every entry of the window that could not save it").format(
                               _file(item.rescue_of))
        if item.rescue_of is not None:
            return self.tr("Could not be saved to {0}: this copy has every entry").format(
                _file(item.rescue_of))
        if item.crashed:
            return self.tr("Open when Jasstafel stopped unexpectedly")
        return self.tr("Kept unsaved on purpose")

    def describe(self, item: Unsaved) -> str:
        """The match in one line, which wraps only between its parts and words: a name, "4
        Einträge" or "heute 16:45" is never split over two lines (in a narrow dialog they
        were), and no line starts with the separator."""
        players = ", ".join(_whole(player) for player in item.players)
        entries = i18n.plural("RecoveryDialog", "%n entries", item.entries)
        where = self.tr("named file {0}").format(_file(item.path)) if item.named else ""
        if item.rescue_of is not None and item.file_lacks:
            where = i18n.plural("RecoveryDialog", "{0} has %n entries fewer",
                                item.file_lacks).format(_file(item.rescue_of))
        # a live table's match: its title is the evening's with its Passe ("Schieber · Passe
        # 2"), the variant said again; the table said instead (a trial read "Schieber" twice)
        heads = [item.title, i18n.render(item.variant)] if item.live is None else [
            i18n.render(item.variant),
            self.tr("Live table: Passe {0}, table {1}").format(*item.live)]
        parts = [*heads, players, _whole(entries),
                 _whole(when(item.changed)), _NUMBER_AND_WORD.sub("\\1\u00a0", where),
                 self.tr("the round being typed comes back") if typing_back(item) else ""]
        if item.disagrees_from is not None:
            parts += [self._which_copy(item), self.tr("last entry: {0}").format(item.last_entry)]
        return "\u00a0· ".join(part for part in parts if part)

    def _which_copy(self, item: Unsaved) -> str:
        """Of copies that disagree, which this one is: by the time each was changed last."""
        if item.others == 1:
            return self.tr("the newer copy") if item.newest else self.tr("the older copy")
        return self.tr("the newest copy") if item.newest else self.tr("an older copy")

    def _done(self, item: Unsaved) -> None:
        self.items.pop(item.path, None)
        row = self.rows.pop(item.path, None)
        if row is not None:
            row.hide()
            row.deleteLater()
        self.answered.emit()  # recorded before anything else can happen (a crash)
        if not self.rows and self.isVisible():  # (a match opened closed it already)
            self.accept()

    def _do_continue(self, item: Unsaved) -> None:
        if self._cont(item):
            self.rows.pop(item.path, None)
            self.accept()

    def _do_save_as(self, item: Unsaved) -> None:
        if self._save_as(item):
            self._done(item)

    def _do_discard(self, item: Unsaved) -> None:
        if self._discard(item):
            self._done(item)
