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
"""

from __future__ import annotations

from ..core import JassError


class ClubError(JassError):
    """Base of every error the club database raises on purpose."""


class ClubFileError(ClubError):
    """The file cannot be used as a club database; it was not changed."""


class ClubVersionError(ClubFileError):
    """The database was written by a newer Jasstafel; it was not changed."""


class ClubInputError(ClubError):
    """A request the club refuses, e.g. deleting a member who has results."""
