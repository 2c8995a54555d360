"""Whether a file chosen as an output may be written: one rule for every client.

A sheet (PDF), a CSV file or a match saved under a new name is written over an existing
file only when that file is of the same kind (or empty): a match file, a club database, a
picture or another program's file is refused and left as it is, and so is an output that is
one of the inputs (the same file by device and inode, also through a link), an output named
twice, and anything that is not a regular file. The command line (``jasstafel print``,
``export``), the window (Export PDF…, Export CSV…, a blank sheet, the print preview's print
to a file, Save as…) and the club's exports ask :func:`output_refusal` before they write
(docs/printing.md, docs/robustness.md).

The kind of an existing file is read from its first 4 KB (:func:`existing_kind`).
"""

from __future__ import annotations

import codecs
import os
import stat
from collections.abc import Sequence

from .errors import QT_TRANSLATE_NOOP
from .text import Text, os_reason

#: the kinds of output: a PDF sheet, CSV text, a match file
KINDS = ("pdf", "csv", "match")

#: what an existing file is (:func:`existing_kind`), as a part of a refusal
_WORDS = {
    "a PDF file": QT_TRANSLATE_NOOP("rules", "a PDF file"),
    "not a PDF file": QT_TRANSLATE_NOOP("rules", "not a PDF file"),
    "a SQLite database": QT_TRANSLATE_NOOP("rules", "a SQLite database"),
    "a Jasstafel match file": QT_TRANSLATE_NOOP("rules", "a Jasstafel match file"),
    "a JSON file": QT_TRANSLATE_NOOP("rules", "a JSON file"),
    "not a text file": QT_TRANSLATE_NOOP("rules", "not a text file"),
    "a text file": QT_TRANSLATE_NOOP("rules", "a text file"),
}

#: the first bytes of files that an output of another kind must never replace
_SIGNATURES = ((b"%PDF-", "a PDF file"), (b"SQLite format 3\x00", "a SQLite database"))

#: which existing kinds each kind of output may replace
_FITS = {"pdf": ("empty", "a PDF file"), "csv": ("empty", "text"),
         "match": ("empty", "a Jasstafel match file")}


def output_refusal(path: str | os.PathLike[str], kind: str,
                   inputs: Sequence[str | os.PathLike[str]] = (),
                   earlier: Sequence[str | os.PathLike[str]] = ()) -> Text | None:
    """Why *path* must not be written as an output of *kind* ("pdf", "csv" or "match"),
    or None: it is one of the *inputs*, one of the *earlier* outputs of the same command,
    not a regular file, or an existing file of another kind."""
    assert kind in KINDS, kind
    name = os.fspath(path)
    for source in inputs:
        if same_file(path, source):
            return Text(QT_TRANSLATE_NOOP("rules", "{path} is the match file being read "
                                                   "({source}); not overwritten"),
                        path=name, source=os.fspath(source))
    if any(same_file(path, other) for other in earlier):
        return Text(QT_TRANSLATE_NOOP("rules", "{path} is given twice as an output"),
                    path=name)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as err:
        return _cannot_write(name, err)
    if not stat.S_ISREG(info.st_mode):
        return Text(QT_TRANSLATE_NOOP("rules", "{path} is not a regular file; nothing written"),
                    path=name)
    try:
        found = existing_kind(path)
    except OSError as err:
        return _cannot_write(name, err)
    if found in _FITS[kind]:
        return None
    if kind == "pdf":
        what = "not a PDF file" if found in ("text", "not a text file") else found
        return Text(QT_TRANSLATE_NOOP("rules", "{path} exists and is {kind}; not replaced "
                                               "(choose another name)"),
                    path=name, kind=Text(_WORDS[what]))
    what = "a text file" if found == "text" else found
    if kind == "csv":
        return Text(QT_TRANSLATE_NOOP("rules", "{path} exists and is {kind}, not a CSV file; "
                                               "not replaced (choose another name)"),
                    path=name, kind=Text(_WORDS[what]))
    return Text(QT_TRANSLATE_NOOP("rules", "{path} exists and is {kind}, not a match file; "
                                           "not replaced (choose another name)"),
                path=name, kind=Text(_WORDS[what]))


def _cannot_write(name: str, err: OSError) -> Text:
    return Text(QT_TRANSLATE_NOOP("rules", "cannot write {path}: {reason}"), path=name,
                reason=os_reason(err))


def same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Whether *a* and *b* are one file (by device and inode: also through a link)."""
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist (yet): compare where they point
        return os.path.realpath(a) == os.path.realpath(b)


def existing_kind(path: str | os.PathLike[str]) -> str:
    """What an existing regular file holds, from its first 4 KB: "empty", "a PDF file",
    "a SQLite database", "a Jasstafel match file" (or other JSON: "a JSON file"), "not a
    text file" (NUL bytes, not UTF-8: a picture, a spreadsheet, an archive), else "text"
    (a CSV). An OSError of the reading is the caller's."""
    with open(path, "rb", buffering=0) as f:
        head = f.read(4096)
    if not head:
        return "empty"
    for signature, kind in _SIGNATURES:
        if head.startswith(signature):
            return kind
    if b"\x00" in head:
        return "not a text file"
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    try:  # a character cut at the end of the 4 KB is not an error: final only if all read
        text = decoder.decode(head, final=len(head) < 4096)
    except UnicodeDecodeError:
        return "not a text file"
    if text.lstrip().startswith(("{", "[")):
        return "a Jasstafel match file" if '"jasstafel-match"' in text else "a JSON file"
    return "text"
