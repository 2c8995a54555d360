"""Where to write a file: the Save dialog that gives a typed name its file type's ending.

A name typed without an ending ("abend") is written with the ending of the file type chosen in
the dialog ("abend.pdf"), and a file that already exists under that full name is asked about
before anything is replaced. Qt's own file dialog does both at once: it adds the default
suffix before its overwrite question. A native dialog (GTK, Windows) asks about the name as
typed, before the ending is added, so with it the question is asked here instead, once, after
the dialog (and No brings the dialog back, as in Qt's own).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from . import messages


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
