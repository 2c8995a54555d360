"""The errors of the club database, written down once.

::

    JassError (jasstafel.core)
    └── ClubError              the club database refuses something; the message says why
        ├── ClubFileError      the file is not a club database, is damaged or cannot be opened
        │   └── ClubVersionError  written by a newer Jasstafel: refused, never changed
        └── ClubInputError     a request the club's rules refuse (unknown member, a member
                               with results deleted, a Passe that does not exist ...)

Every ClubError is a :class:`jasstafel.core.JassError`, so the command line prints its
message as one line and exits with code 2. A ``sqlite3`` error never leaves the package:
it is turned into a ClubError by :mod:`jasstafel.club.db`.

Every sentence is a :class:`jasstafel.core.text.Text` of the translation context "club"
(``ClubError.message``): ``str(err)`` is the English sentence, a client renders it in the
user's language with :func:`jasstafel.i18n.render`. Sentences are made with :func:`say` and
their templates marked with ``N("club", "…")`` (each module imports
``QT_TRANSLATE_NOOP as N`` from :mod:`jasstafel.core.errors`, the name ``scripts/translations``
collects), e.g.::

    raise ClubInputError(say(N("club", "there is no member {id}"), id=str(member_id)))
"""

from __future__ import annotations

from typing import Any, Literal

from ..core import JassError
from ..core.text import Text

CLUB = "club"  # the translation context of the club's sentences (the window's too)


def say(template: str, /, **params: Any) -> Text:
    """A sentence of the club: English now, translatable by its *template*."""
    return Text(template, context=CLUB, **params)


class ClubError(JassError):
    """Base of every error the club database raises on purpose."""

    def __init__(self, message: str) -> None:
        self.message: Text = message if isinstance(message, Text) else Text.plain(message)
        super().__init__(str(self.message))


class ClubFileError(ClubError):
    """The file cannot be used as a club database; it was not changed."""


class ClubVersionError(ClubFileError):
    """The database was written by a newer Jasstafel; it was not changed."""


#: what accepts a refused request when it is meant: another line-up with its reason, a
#: match of other table rules with its reason, a table's results replaced, a match not
#: finished accepted as such; or what records it in another way: "paper", the table's
#: result replaced by the paper sheet's (an unfinished match's final result)
Remedy = Literal["override", "other_rules", "replace", "partial", "paper"]


class ClubInputError(ClubError):
    """A request the club refuses, e.g. deleting a member who has results. *remedy*: how
    the request is made when it is meant; the sentence says it in words both the window and
    the command line share, and the command line names its option after it (a trial's
    secretary read "with its reason" and found no option to type)."""

    def __init__(self, message: str, remedy: Remedy | None = None, *,
                 field: str | None = None, side: str | None = None) -> None:
        super().__init__(message)
        self.remedy = remedy
        #: the figure a table's result is refused for ("points", "matches", "striche",
        #: "nuller") and whose it is (the side's name as the sentence says it; None: the
        #: table's sum): a form puts the cursor there, not where it happened to be
        self.field = field
        self.side = side
