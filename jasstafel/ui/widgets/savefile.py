"""Where to write a file: the Save dialog that gives a typed name its file type's ending.

A name typed without an ending ("abend") is written with the ending of the file type chosen in
the dialog ("abend.pdf"), and a file that already exists under that full name is asked about
before anything is replaced. Qt's own file dialog does both at once: it adds the default
suffix before its overwrite question. A native dialog (GTK, Windows) asks about the name as
typed, before the ending is added, so with it the question is asked here instead, once, after
the dialog (and No brings the dialog back, as in Qt's own).

The name offered for a match's files (Save as, the sheet as PDF, the CSV) is the match's:
its file's name, else its title, else its variant and date (:func:`match_stem`).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from ... import i18n
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


def ask_save_path(parent: QWidget | None, title: str, folder: str, suggestion: str,
                  types: list[tuple[str, str]]) -> str:
    """The path to write to, "" when cancelled. *types* are (filter, ending) pairs such as
    ("PDF (*.pdf)", "pdf"); the first is chosen at the start."""
    return ask_save(parent, title, folder, suggestion, types)[0]


def ask_save(parent: QWidget | None, title: str, folder: str, suggestion: str,
             types: list[tuple[str, str]], selected: str = "") -> tuple[str, str]:
    """The path to write to and the file type chosen, ("", "") when cancelled; *selected*
    is the type chosen at the start (else the first of *types*)."""
    from PySide6.QtWidgets import QFileDialog  # not at start (docs/performance.md)

    dialog = QFileDialog(parent, title, folder, ";;".join(f for f, _ending in types))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    endings = dict(types)
    start = selected if selected in endings else types[0][0]
    dialog.selectNameFilter(start)
    dialog.setDefaultSuffix(endings[start])
    dialog.filterSelected.connect(lambda chosen: dialog.setDefaultSuffix(endings.get(chosen, "")))
    native = not (dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
                  or QCoreApplication.testAttribute(
                      Qt.ApplicationAttribute.AA_DontUseNativeDialogs))
    if native:  # it would ask about "abend", not "abend.pdf": asked below instead
        dialog.setOption(QFileDialog.Option.DontConfirmOverwrite)
    dialog.selectFile(suggestion)
    try:
        while dialog.exec():
            path = dialog.selectedFiles()[0]
            if not native or not Path(path).exists() or confirm_replace(parent, path):
                return path, dialog.selectedNameFilter()
            dialog.selectFile(Path(path).name)
        return "", ""
    finally:
        dialog.deleteLater()


def confirm_replace(parent: QWidget | None, path: str) -> bool:
    """Asked before an existing file is replaced: True for Yes (Enter says No)."""
    title = QCoreApplication.translate("SaveFile", "Replace the file?")
    text = QCoreApplication.translate(
        "SaveFile", "{0} already exists. Do you want to replace it?").format(Path(path).name)
    return messages.confirm(parent, title, text, enter_says_no=True)  # Enter replaces nothing
