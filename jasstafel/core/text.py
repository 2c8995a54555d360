"""Sentences for the user, kept translatable: :class:`Text`.

The core and the club never know the user's language (they never import Qt). Every sentence
they make for a person (a board's status, a history line, a note such as "Berg", a club
refusal) is a :class:`Text`: a ``str`` whose value is the English sentence, so that it prints,
compares and serialises as before, and which also keeps its English ``template`` (the
translation key, marked with :func:`N` so that ``scripts/translations`` collects it), its
``params`` and the translation ``context``. A client (window, printer, command line, evening
server) renders it in the chosen language with :func:`jasstafel.i18n.render`.

Parameters may be Texts themselves (a translated word inside a sentence: ``{what}``), plain
strings (names: never translated) or numbers (formatted for the language by the renderer).

A sentence with a count ("after its 12 rounds", "1 round") is made with :func:`plural`: its
template holds ``%n`` and is a numerus message of the catalogs (Qt's plural forms), so that each
language says 1, 2 and 5 as it does ("1 Runde", "2 Runden"; French: "1 manche", "2 manches")
instead of one sentence with a number put in.
"""

from __future__ import annotations

import errno
import re
import reprlib
from collections.abc import Sequence
from typing import Any

from .errors import QT_TRANSLATE_NOOP

RULES = "rules"  # the translation context of the core's sentences
#: the context of a Text that only strings translated parts together: never translated itself
CONCAT = "concat"
#: the context of a Text that is a date kept as 2026-12-01: said as the reader writes dates
DAY = "day"
#: the context of a Text that repeats a value in quotes as Python shows it ('Anna'): quoted as
#: the reader's language quotes (« Anna » in French)
QUOTED = "quoted"
#: the context of a Text that is a number with decimals kept as 16.4: said with the reader's
#: decimal mark (16,4 in French)
DECIMAL = "decimal"
ECHO = 60  # characters of a value (from a file, a command line) repeated in a message

_SHORT = reprlib.Repr()  # a repr that stays short however large the value (a 16 MB list)
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict, _SHORT.maxlong = 2, 4, 4, ECHO


def echo(value: Any, limit: int = ECHO) -> str:
    """*value* as a message repeats it: its repr, cut to *limit* characters with "…"; a
    string quoted (:meth:`Text.quoted`: a client's language puts its own quotes)."""
    text = repr(value[: limit + 1]) if isinstance(value, str) else _SHORT.repr(value)
    if isinstance(value, str):
        # the quote closed after the cut: '99999…'
        return Text.quoted(text if len(text) <= limit else text[: limit - 2] + "…" + text[0])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def unquoted(shown: str) -> str:
    """The inside of a repr's quotes ('D\\'Alessandro' or "D'Alessandro": D'Alessandro), its
    escapes of invisible characters kept; a text not in quotes as it is."""
    if len(shown) < 2 or shown[0] not in "'\"" or shown[-1] != shown[0]:
        return shown
    return shown[1:-1].replace("\\" + shown[0], shown[0])


def N(text: str) -> str:  # noqa: N802 - the short marker name, as gettext's N_
    """Mark *text* as a sentence of the core (context "rules") without translating it."""
    return QT_TRANSLATE_NOOP(RULES, text)


class Text(str):
    """An English sentence that remembers how to be translated.

    ``Text("Won by {team}", team="Anna & Cla")`` equals the plain string ``"Won by Anna & Cla"``;
    its ``template`` and ``params`` let a client say it in another language.
    """

    # no __dict__ per sentence: a long match keeps thousands of them (every board line, its
    # notes and their parts), and a dict each doubled their memory (docs/performance.md)
    __slots__ = ("template", "params", "context")
    template: str
    params: dict[str, Any]
    context: str

    def __new__(cls, template: str, /, context: str = RULES, **params: Any) -> Text:
        english = template.format(**params) if params else template
        text = super().__new__(cls, english)
        text.template, text.params, text.context = template, params, context
        return text

    @classmethod
    def plain(cls, value: str) -> Text:
        """Text that is never translated (a name, a number as typed)."""
        text = super().__new__(cls, value)
        text.template, text.params, text.context = value, {}, ""
        return text

    @classmethod
    def quoted(cls, shown: str) -> Text:
        """A string repeated as Python's repr shows it, in its quotes ('Anna', "D'Alessandro",
        invisible characters escaped): English keeps it so, a client's language quotes its
        inside as that language quotes (« Anna », «Anna»: :func:`unquoted`)."""
        text = super().__new__(cls, shown)
        text.template, text.params, text.context = shown, {}, QUOTED
        return text

    @classmethod
    def day(cls, iso: str) -> Text:
        """A date kept as 2026-12-01 (a club evening's), said as the reader's language writes
        dates (01.12.2026 in German; in English, or a text that is no date, as it is)."""
        text = super().__new__(cls, iso)
        text.template, text.params, text.context = iso, {}, DAY
        return text

    @classmethod
    def decimal(cls, value: float, places: int = 1) -> Text:
        """*value* with *places* decimals (16.4), said with the reader's decimal mark."""
        shown = f"{value:.{places}f}"
        text = super().__new__(cls, shown)
        text.template, text.params, text.context = shown, {}, DECIMAL
        return text

    @classmethod
    def concat(cls, parts: Sequence[str | int], sep: str = "") -> Text:
        """*parts* (Texts, names, numbers) one after the other, each said in the user's
        language: a sentence built of optional pieces ("…, Weis 50, Stöck")."""
        names = [f"p{i}" for i in range(len(parts))]
        template = sep.join("{" + name + "}" for name in names)
        return cls(template, context=CONCAT, **dict(zip(names, parts, strict=True)))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Text({self.template!r}{args})"

    def __reduce__(self) -> Any:  # pickling (multiprocessing, copies) keeps the template
        return (_rebuild, (self.template, self.context, self.params, str(self)))


class Counted(Text):
    """A sentence with a count: its template holds ``%n``, said in the count's form.

    Its value is the English sentence for the count (the *one* form for 1, given by the
    caller, as the core has no catalog); a client renders it with the plural forms of the
    language's catalog (:func:`jasstafel.i18n.render`).
    """

    __slots__ = ("n",)
    n: int  # the count (not "count": that is str.count)

    def __new__(cls, template: str, count: int, /, context: str = RULES, one: str = "",
                **params: Any) -> Counted:
        english = (one if count == 1 and one else template).replace("%n", str(count))
        text = str.__new__(cls, english.format(**params) if params else english)
        text.template, text.params, text.context, text.n = template, params, context, count
        return text

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Counted({self.template!r}, {self.n}{args})"

    def __reduce__(self) -> Any:
        return (_rebuild_counted, (self.template, self.n, self.context, str(self),
                                   self.params))


def plural(context: str, template: str, count: int, /, one: str = "", **params: Any) -> Counted:
    """A sentence with a count, marked for the catalogs as a numerus message.

    ``plural("rules", "after %n rounds", n, one="after %n round")``: *template* is the English
    plural (the translation key), *one* the English singular (the value of a count of 1).
    Both literal strings: ``scripts/translations`` reads the call as Qt's
    ``translate(context, template, None, n)``.
    """
    return Counted(template, count, context=context, one=one, **params)


def _rebuild_counted(template: str, count: int, context: str, english: str,
                     params: dict[str, Any]) -> Counted:
    text = str.__new__(Counted, english)  # the English value as it was (also its one form)
    text.template, text.params, text.context, text.n = template, params, context, count
    return text


def and_list(names: Sequence[str]) -> Text:
    """Names as a sentence lists them: Anna; Anna and Beat; Anna, Beat and Cla (German
    "Anna, Beat und Cla", French "Anna, Beat et Cla"). The one way every client joins names
    (or sentence pieces, Texts: "Anna 3 Striche and Beat 1 Strich") in a sentence; a comma
    list is left for what is no sentence (a team's cell, a CSV cell, a history line).
    The window and the printer say it with :func:`jasstafel.i18n.and_names`."""
    if not names:
        return Text.plain("")
    if len(names) == 1:
        return _as_text(names[0])
    # the leading names as a concat, so that a Text among them is said in the language too
    return Text(QT_TRANSLATE_NOOP("rules", "{names} and {last}"),
                names=Text.concat(names[:-1], ", "), last=names[-1])


def _rebuild(template: str, context: str, params: dict[str, Any], english: str) -> Text:
    if not context:
        return Text.plain(english)
    return Text(template, context=context, **params)


def _as_text(value: Any) -> Text:
    if isinstance(value, Text):
        return value
    if isinstance(value, str):
        return Text.plain(value)
    raise TypeError(f"expected a sentence, got {type(value).__name__}")


#: why the system refused a file, in words of the catalog: Python's own reasons are English
#: whatever the language ("No such file or directory"), and a Schreiber reads them in a
#: message of the window, the printer or the command line
OS_REASONS = {
    errno.ENOENT: QT_TRANSLATE_NOOP("rules", "no such file or folder"),
    errno.EACCES: QT_TRANSLATE_NOOP("rules", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("rules", "permission denied"),
    errno.EISDIR: QT_TRANSLATE_NOOP("rules", "it is a folder"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("rules", "a part of the path is not a folder"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("rules", "the disk is full"),
    errno.EROFS: QT_TRANSLATE_NOOP("rules", "the disk is read-only"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("rules", "the name is too long"),
    errno.EEXIST: QT_TRANSLATE_NOOP("rules", "it exists already"),
}


def os_reason(err: OSError) -> Text:
    """Why *err* refused a file, as a sentence part to put into a message ({reason}):
    the catalog's words for the usual reasons, else the system's own."""
    template = OS_REASONS.get(err.errno) if err.errno is not None else None
    if template is not None:
        return Text(template)
    return Text.plain(err.strerror or str(err))


MEGABYTE = 1024 * 1024  # as file managers count a file's size: 16 MB are 16,777,216 bytes


def file_sizes(size: int, limit: int) -> tuple[Text, Text]:
    """A file's *size* and the *limit* it is beyond, as a person says them: "50 MB" and "16
    MB" ("52428800 bytes; at most 16777216" read like a program's, a trial's), with a
    decimal only where whole megabytes would not tell them apart ("16.4 MB"), and in bytes
    where even that would not, or the limit is no whole number of megabytes (a test's)."""
    if limit >= MEGABYTE and limit % MEGABYTE == 0:
        for places in (0, 1):
            shown = round(size / MEGABYTE, places)
            if shown > limit // MEGABYTE:
                return _megabytes(shown, places), _megabytes(limit // MEGABYTE, 0)
    return _bytes(size), _bytes(limit)


def _megabytes(value: float, places: int) -> Text:
    amount = round(value) if places == 0 else Text.decimal(value, places)
    return Text(QT_TRANSLATE_NOOP("rules", "{size} MB"), size=amount)


def _bytes(count: int) -> Text:
    return plural("rules", "%n bytes", count, one="%n byte")


# -- text that is shown, never obeyed -----------------------------------------------------------

#: C0 controls, DEL, C1 controls, surrogates, the bidirectional marks, embeddings,
#: overrides and isolates, the line and paragraph separators
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                    "\u2066-\u2069\ud800-\udfff]")
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escape(found: re.Match[str]) -> str:
    char = found.group()
    code = ord(char)
    if char in _NAMED:
        return _NAMED[char]
    if 0xDC80 <= code <= 0xDCFF:  # an undecodable byte of an argument (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """*text* with every character that a terminal would obey, or that would turn the text
    around it (a right-to-left override), written as an escape (``\\x1b``, ``\\u202e``):
    what the command line echoes, and a file's name in the window (its title, its boxes)."""
    return UNSAFE.sub(_escape, text)


def printable_lines(text: str) -> str:
    """:func:`printable` line by line: a box's own line breaks kept."""
    return "\n".join(printable(line) for line in text.split("\n"))
