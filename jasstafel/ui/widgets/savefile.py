"""Where to write a file: the Save dialog that gives a typed name its file type's ending.

A name typed without an ending ("abend") is written with the ending of the file type chosen in
the dialog ("abend.pdf"), and a file that already exists under that full name is asked about
before anything is replaced. A file of another kind (a match file under a CSV export's name,
a club database, a picture) is refused first, by the command line's rule
(:mod:`jasstafel.core.outputs`), and the dialog stays open for another name. Both happen in
Qt's own dialog before it closes (its own question, which named the name as typed and came
before the refusal, is not used); a native dialog (GTK, Windows) is closed by then, so with
it both are said after it, and No or a refusal brings the dialog back. Where a folder the
name typed is in does not exist, Save as… asks before the save makes it (*ask_folder*: a
mistyped folder was made without a word, a German trial's); Cancel brings the dialog back.

The name offered for a match's files (Save as, the sheet as PDF, the CSV) is the match's:
its file's name, else its title, else its variant and date (:func:`match_stem`).
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from ... import i18n
from ...core.text import printable
from . import messages

#: what no file name may hold on Windows, macOS or Linux (and the control characters)
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')
_LONGEST = 80  # a title is one line of the sheet's header: far below any system's limit


def file_name(text: str) -> str:
    """*text* as (part of) a file name on every system: the characters no system takes
    (/ \\ : * ? " < > |) become spaces, spaces run together, none and no dot at either end
    (a hidden file, a name Windows cuts); "" if nothing is left."""
    name = " ".join(_UNSAFE.sub(" ", text).split())[:_LONGEST]
    return name.strip(" .")


# letters that no decomposition makes ASCII, as a file name writes them
_ASCII_LETTERS = str.maketrans({"œ": "oe", "Œ": "Oe", "æ": "ae", "Æ": "Ae", "ß": "ss"})


def ascii_words(text: str) -> str:
    """*text* (words of the window, in its language) as a file name's part in ASCII: small
    letters and digits, the words joined by hyphens (an apostrophe, a space, a sign between
    them), accents left off ("Offres jusqu’à 290" "offres-jusqu-a-290", "Différence"
    "difference"): a name made up for the user, which every system, archive and mail takes
    as it is."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_ASCII_LETTERS))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))  # é: e
    return "-".join(re.findall(r"[a-z0-9]+", plain.lower()))


def match_stem(match: Any, path: Path | None) -> str:
    """The name (without its ending) offered for a match's files: its file's name, else its
    title, else its variant and date ("Schieber 2026-12-05": the day as the match keeps it,
    so that a folder of sheets sorts by date in every language; other text as typed), made
    safe for a file name; an unsaved match said "match.pdf", whatever its title."""
    if path is not None:
        return path.stem
    info = match.document.info
    words = info.title or " ".join(part for part in (i18n.variant_title(match.rules),
                                                     info.date) if part)
    return file_name(words) or "match"


def match_file_name(path: str) -> str:
    """The match file written for a name chosen in Save as…: with its ending, ".jass"
    added to any other ("abend.sqlite" is abend.sqlite.jass: never another program's file)."""
    return path if path.lower().endswith((".jass", ".json")) else path + ".jass"


def ask_save_path(parent: QWidget | None, title: str, folder: str, suggestion: str,
                  types: list[tuple[str, str]], refusal: Check | None = None) -> str:
    """The path to write to, "" when cancelled. *types* are (filter, ending) pairs such as
    ("PDF (*.pdf)", "pdf"); the first is chosen at the start."""
    return ask_save(parent, title, folder, suggestion, types, refusal=refusal)[0]


#: why a file chosen must not be written (said in a box over the dialog), else None
Check = Callable[[str], "str | None"]


def refused_unless(kind: str, beside: Callable[[str], list[str]] | None = None) -> Check:
    """The check of a file chosen for an output of *kind* ("pdf", "csv", "match"), by the
    command line's rule (:func:`jasstafel.core.outputs.output_refusal`: never over a file
    of another kind, a match file, a club database, a picture); *beside*: the files written
    beside it (the board's CSV), checked too."""
    from ...core.outputs import output_refusal

    def check(path: str) -> str | None:
        done: list[str] = []
        for each in [path, *(beside(path) if beside else [])]:
            problem = output_refusal(each, kind, (), done)
            if problem is not None:
                return i18n.render(problem)
            done.append(each)
        return None
    return check


def ask_save(parent: QWidget | None, title: str, folder: str, suggestion: str,
             types: list[tuple[str, str]], selected: str = "", refusal: Check | None = None,
             target: Callable[[str], str] | None = None,
             ask_folder: bool = False) -> tuple[str, str]:
    """The path to write to and the file type chosen, ("", "") when cancelled; *selected*
    is the type chosen at the start (else the first of *types*). *refusal* says why a file
    chosen must not be written: said over the dialog, which stays open for another name.
    *target* is the file written for a name chosen (Save as adds ".jass"): the question
    before a file is replaced names that file. *ask_folder*: a folder that does not exist is
    asked about before it is made (the match's save makes it)."""
    from PySide6.QtWidgets import QFileDialog  # not at start (docs/performance.md)

    dialog = _save_dialog_class()(parent, title, folder, ";;".join(f for f, _ending in types))
    dialog.check, dialog.target = refusal, target or (lambda path: path)
    dialog.ask_folder = ask_folder
    endings = dict(types)
    start = selected if selected in endings else types[0][0]
    dialog.selectNameFilter(start)
    dialog.setDefaultSuffix(endings[start])
    dialog.filterSelected.connect(lambda chosen: dialog.setDefaultSuffix(endings.get(chosen, "")))
    # a native dialog (GTK, Windows) is asked nothing of before it closes: asked after it
    dialog.native = not (dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
                         or QCoreApplication.testAttribute(
                             Qt.ApplicationAttribute.AA_DontUseNativeDialogs))
    dialog.selectFile(suggestion)
    try:
        # (a dialog deleted with its parent while open, a window closed under it: cancelled)
        while dialog.exec() and isValid(dialog):
            path = dialog.selectedFiles()[0]
            if path == dialog.settled or dialog.settle(path, parent):
                return dialog.target(path), dialog.selectedNameFilter()
            # back where the file refused or not replaced is, with its name: Enter asks the
            # same again (a trial's came back in the folder it had opened in, and Enter
            # wrote the name there, in a folder never chosen)
            dialog.setDirectory(str(_nearest_folder(Path(path).parent)))
            dialog.selectFile(Path(path).name)
        return "", ""
    finally:
        if isValid(dialog):
            dialog.deleteLater()


_DIALOG: Any = None


def _save_dialog_class() -> Any:
    """Qt's file dialog that refuses and asks before it closes (made at the first use: the
    file dialog is not imported at start, docs/performance.md)."""
    global _DIALOG
    if _DIALOG is not None:
        return _DIALOG
    from PySide6.QtWidgets import QFileDialog

    class SaveDialog(QFileDialog):
        """Qt's Save dialog whose question before a file is replaced is asked here, after
        the check of the file that would really be written (Qt's own asked about the name
        typed, and only after it had been told to replace a match file by a CSV export)."""

        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            self.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            self.setFileMode(QFileDialog.FileMode.AnyFile)
            self.setOption(QFileDialog.Option.DontConfirmOverwrite)
            self.check: Check | None = None
            self.target: Callable[[str], str] = lambda path: path
            self.settled = ""  # the name refused or asked about here, and taken
            self.native = False
            self.ask_folder = False

        def settle(self, path: str, parent: QWidget | None) -> bool:
            """Whether *path* may be written: not refused, and if the file exists, the
            Schreiber said Yes to replacing it (by the name of the file written)."""
            written = self.target(path)
            problem = self.check(written) if self.check is not None else None
            if problem is not None:
                messages.warning(parent, QCoreApplication.translate("SaveFile", "Not written"),
                                 printable(problem))
                return False
            folder = Path(written).parent
            if self.ask_folder and not folder.is_dir():
                return confirm_new_folder(parent, folder)  # no file there to replace
            return not os.path.lexists(written) or confirm_replace(parent, written)

        def accept(self) -> None:
            files = self.selectedFiles()
            path = files[0] if files else ""
            # (a folder typed: Qt opens it; a native dialog is closed already: asked after)
            if path and not self.native and not os.path.isdir(path):
                if not self.settle(path, self):
                    return  # the dialog stays, with the name typed
                self.settled = path
            super().accept()

    _DIALOG = SaveDialog
    return _DIALOG


def _nearest_folder(folder: Path) -> Path:
    """*folder*, else the nearest folder above it that exists (the dialog back after Cancel
    of the question whether to make it)."""
    while not folder.is_dir() and folder.parent != folder:
        folder = folder.parent
    return folder


def confirm_new_folder(parent: QWidget | None, folder: Path) -> bool:
    """Asked before Save as… makes a folder that does not exist: True for *Create folder*
    (Enter and Esc say Cancel: a mistyped folder name is not made)."""
    title = QCoreApplication.translate("SaveFile", "Create the folder?")
    text = QCoreApplication.translate(
        "SaveFile", "The folder “{0}” does not exist. Create it?").format(printable(str(folder)))
    return messages.choose(parent, title, text, [
        ("create", QCoreApplication.translate("SaveFile", "&Create folder")),
        ("cancel", QCoreApplication.translate("SaveFile", "&Cancel"))],
        default="cancel", escape="cancel") == "create"


def confirm_replace(parent: QWidget | None, path: str) -> bool:
    """Asked before an existing file is replaced: True for Yes (Enter says No)."""
    title = QCoreApplication.translate("SaveFile", "Replace the file?")
    text = QCoreApplication.translate(
        "SaveFile", "{0} already exists. Do you want to replace it?").format(
            printable(Path(path).name))
    return messages.confirm(parent, title, text, enter_says_no=True)  # Enter replaces nothing
