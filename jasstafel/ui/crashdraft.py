"""The round being typed, kept through a crash: a small file beside the autosaves.

The autosave has every entry written; what is typed in the form and not yet written is in
no match file. So, whenever the form's typing changes (:class:`CrashDraft`, following the
window's panel and match), it is written as a draft (``widgets.draft.to_json``) to
``draft-KEY.json`` in the autosave folder, KEY standing for the match's file (its autosave, or
its named file), with a digest of the match it was typed against; the file goes when the form
holds nothing typed again (the entry written, the typing undone or dropped, the match left).
A draft that cannot be written as JSON is not written at all: never half of one.

After a crash, the match continued (the recovery's Continue, or its named file opened again)
gets its draft back (:func:`put_back`) only where the match is exactly as it was typed
against; else the draft is not put back, the form says so, and the file is kept aside for
one more start (``draft-KEY.kept.json``). A broken or foreign file is ignored.

A match left on purpose and kept (its named file, saved under a name, or among the unsaved
matches) keeps its draft the same way (:meth:`CrashDraft.keep`, marked ``left``): it comes
back when the match is opened again. A Differenzler's secret predictions for the next game
cannot honestly be typed again after it is played (a trial's Schreiberin quit with four of
them typed). A match discarded takes its draft along.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QWidget

if TYPE_CHECKING:
    from ..core import Match
    from .controller import MatchController
    from .widgets.entrypanel import EntryPanel

FORMAT = "jasstafel-draft"
VERSION = 1
#: larger files are no draft of ours: ignored unread
MAX_BYTES = 4 * 1024 * 1024


def draft_file(folder: Path, target: Path, kept: bool = False) -> Path:
    """Where the draft typed into the match of *target* (its file) is kept."""
    import hashlib  # here, as json and tempfile below: the window starts without them

    key = hashlib.sha256(str(target.absolute()).encode("utf-8")).hexdigest()[:20]
    return folder / f"draft-{key}{'.kept' if kept else ''}.json"


def table_file(folder: Path, target: Path) -> Path:
    """Where the live club table that the match of *target* was at is remembered
    (ui/club/live.py: a window killed at the table joins it again)."""
    return folder / draft_file(folder, target).name.replace("draft-", "live-", 1)


def digest(match: Match) -> str:
    """What tells this state of the match from any other: its file's text, hashed."""
    import hashlib

    from ..core import matchfile  # only now: the window starts without the rules' models

    return hashlib.sha256(matchfile.dumps(match).encode("utf-8")).hexdigest()


def read(folder: Path, target: Path) -> dict[str, Any] | None:
    """The draft kept for *target*, or None (none, broken, another's or another version's)."""
    path = draft_file(folder, target)
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        import json

        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT \
            or data.get("version") != VERSION or data.get("match") != str(target.absolute()):
        return None
    if not isinstance(data.get("digest"), str) or not isinstance(data.get("entries"), int):
        return None
    return data


def waiting(folder: Path, target: Path, match_digest: str) -> bool:
    """A draft for exactly this state of the match waits: it comes back when continued."""
    data = read(folder, target)
    return data is not None and data["digest"] == match_digest


def write(folder: Path, target: Path, match: Match, match_digest: str,
          form: dict[str, Any], left: bool = False) -> None:
    """Write the draft *form* for *target* atomically (a temporary file, then replaced);
    *left*: kept as the match was left on purpose, not a crash's."""
    data = {"format": FORMAT, "version": VERSION, "match": str(target.absolute()),
            "variant": match.variant, "entries": len(match.entries), "digest": match_digest,
            "form": form, "left": left}
    folder.mkdir(parents=True, exist_ok=True)
    _write_json(draft_file(folder, target), data)


def _write_json(path: Path, data: dict[str, Any]) -> None:
    """*data* in *path*, whole or not at all: a temporary file beside it, then replaced."""
    import json
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out)
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def remove(folder: Path, target: Path) -> None:
    with contextlib.suppress(OSError):
        draft_file(folder, target).unlink(missing_ok=True)


def move(folder: Path, old: Path, new: Path) -> None:
    """The draft kept for *old* is *new*'s now: the match was saved under that name and *old*
    goes (Save as… from the unsaved matches), as :meth:`CrashDraft.follow` moves it on a
    rename. The draft says whose it is, so it is written anew; none, or one that cannot be
    written there, leaves *old*'s as it is."""
    data = read(folder, old)
    if data is None:
        return
    data["match"] = str(new.absolute())
    try:
        _write_json(draft_file(folder, new), data)
    except OSError:
        return
    remove(folder, old)


def put_back(panel: EntryPanel, folder: Path, target: Path, match: Match) -> tuple[str, bool]:
    """The draft a crash left for this match, back in *panel*'s form, and what to say of
    it in the line under the form ("" for none), True if it is back. A draft typed against
    another state of the match is not put back: kept aside for one more start, and said."""
    kept_aside = draft_file(folder, target, kept=True)
    with contextlib.suppress(OSError):
        kept_aside.unlink(missing_ok=True)  # its one more start was the last
    data = read(folder, target)
    if data is None or data.get("variant") != match.variant:
        remove(folder, target)  # broken or foreign: ignored
        return "", False
    left = data.get("left") is True  # kept as the match was left, not after a crash
    if data["digest"] != digest(match):
        with contextlib.suppress(OSError):
            os.replace(draft_file(folder, target), kept_aside)
        if left:
            said = panel.tr("The round begun before the match was left was not put back: it "
                            "was typed when the match had {0} entries, and the match has "
                            "changed since (it has {1} now). Type it again.")
        else:
            said = panel.tr("The round typed before the crash was not put back: it was typed "
                            "when the match had {0} entries, and the match has changed since "
                            "(it has {1} now). Type it again.")
        return said.format(data["entries"], len(match.entries)), False
    from .widgets import draft

    kept = draft.from_json(data.get("form"), panel, panel.form_widget)
    if kept is None or not panel.restore_typing(kept):
        remove(folder, target)
        return "", False
    if left:
        return panel.tr("The round begun before the match was left is back."), True
    return panel.tr("The round being typed is back (typed before the crash)."), True


class CrashDraft(QObject):
    """Keeps the draft file of the window's match as its form is typed in."""

    def __init__(self, controller: MatchController, folder: Any,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._folder = folder  # a function: the autosave folder (tests move it)
        self.panel: EntryPanel | None = None
        self._target: Path | None = None  # the match's file the draft written last is for
        #: a match just opened: its draft file is the crash's until put back (:meth:`begin`)
        self._waiting = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.follow)
        #: the match's entries and rules (each replaced by every change, never changed in
        #: place) and its digest: worked out once per state, not at every key typed
        self._digest: tuple[Any, Any, str] | None = None
        controller.changed.connect(self._soon)

    def watch(self, panel: EntryPanel) -> None:
        """*panel* is the form of the window's match now: every change of it (the panel's
        own signals, and each field, button and list, a note no preview watches too) writes
        the draft, once the panel's own handlers have run (a rest's grey figure)."""
        self.panel = panel
        for signal in (panel.edited, panel.written, panel.correctingChanged):
            signal.connect(self._soon)
        for widget in panel.form_widget.findChildren(QWidget):
            if isinstance(widget, QLineEdit):
                widget.textChanged.connect(self._soon)
            elif isinstance(widget, QAbstractButton):
                widget.toggled.connect(self._soon)
                widget.clicked.connect(self._soon)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._soon)

    def _soon(self) -> None:
        """The draft written as soon as the window is back in its event loop: once for all
        the changes of one key, after all their handlers."""
        if not self._timer.isActive():
            self._timer.start()

    def match_digest(self) -> str:
        match = self.controller.match
        if self._digest is None or self._digest[0] is not match.entries \
                or self._digest[1] is not match.rules:
            self._digest = (match.entries, match.rules, digest(match))
        return self._digest[2]

    def follow(self, left: bool = False) -> None:
        """The form or the match changed: the draft file says what the form holds now."""
        if self._waiting:
            return
        session = self.controller.session
        target = session.target if session is not None else None
        if self._target is not None and self._target != target:
            remove(self._folder(), self._target)  # named since, or another match
        self._target = target
        if target is None or self.panel is None:
            return
        form = self._form()
        try:
            if form is None:
                remove(self._folder(), target)
            else:
                write(self._folder(), target, self.controller.match, self.match_digest(), form,
                      left)
        except OSError:
            pass  # the folder cannot be written: the typing is as safe as before, no worse

    def _form(self) -> dict[str, Any] | None:
        """The form's typing as a draft's JSON, or None (nothing typed, or not all of it
        can be written: never half a draft)."""
        kept = self.panel.typing_kept() if self.panel is not None else None
        if kept is None or self.panel is None:
            return None
        from .widgets import draft

        try:
            return draft.to_json(kept, self.panel, self.panel.form_widget)
        except draft.NotSerialisable:
            return None

    def keepable(self) -> bool:
        """The round begun in the form can stay with the match when it is left: typed (not a
        correction, which goes) and writable as a draft."""
        return self.panel is not None and self.panel.correcting is None \
            and self._form() is not None

    def keep(self) -> None:
        """The match is left and kept (its file, or among the unsaved matches): its draft
        file says what the form holds, marked as left on purpose, and stays for when it is
        opened again (:func:`put_back`); the next match's file is left alone until then."""
        self._timer.stop()
        self.follow(left=True)
        self._target, self._waiting = None, True

    def begin(self) -> None:
        """The match opened is in the window, with its draft put back (or none): the file
        follows the form from now on."""
        self._waiting = False
        self.follow()

    def forget(self) -> None:
        """The match is left, its typing dropped on purpose: no draft waits for it, and the
        next match's file is left alone until it is opened (:meth:`begin`)."""
        if self._target is not None:
            remove(self._folder(), self._target)
        self._target, self._waiting = None, True
        self._timer.stop()
