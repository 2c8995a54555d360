"""The Jass club (Jassverein): members, evenings, the draw, results, rankings, statistics.

A client of the rules core like the window and the printer: the core does not know this
package, and this package never imports Qt (the window passes the database path, chosen with
QStandardPaths; :func:`default_path` gives the same place without Qt).

Modules: :mod:`.db` (the SQLite file: sharing it safely, schema versions and migrations),
:mod:`.draw` (who sits where), :mod:`.results` (a table's figures from a match or a paper
sheet, and the draw's line-up), :mod:`.limits` (what the evening's rules make possible),
:mod:`.progress` (how far an unfinished match got, and its words), :mod:`.ranking`
(evening and season rankings), :mod:`.export` (CSV for a spreadsheet),
:mod:`.club` (the API). The command line is :mod:`jasstafel.cli.club`.
"""

from __future__ import annotations

import os
from pathlib import Path

from .club import Club
from .db import SCHEMA_VERSION, app_data_folder
from .draw import DrawResult, PasseDraw, TableDraw, partner_guarantee, table_layout
from .errors import ClubError, ClubFileError, ClubInputError, ClubVersionError
from .models import (
    OTHER_RULES_MARK,
    UNFINISHED_MARK,
    Column,
    Correction,
    Evening,
    HandCorrection,
    Member,
    MemberStatistics,
    PaperResult,
    Progress,
    Ranking,
    RankingRow,
    Result,
    SeatRow,
    SeriesPoint,
    TableMark,
    VariantStatistics,
    sort_key,
)
from .progress import progress_of, progress_said, unfinished_words

DB_NAME = "club.sqlite"
ENV_DB = "JASSTAFEL_CLUB_DB"


def default_path() -> Path:
    """Where the club database lives unless a path is given: ``$JASSTAFEL_CLUB_DB``, else
    the folder QStandardPaths' AppDataLocation names for organisation and application
    "Jasstafel" (Linux ``~/.local/share/Jasstafel/Jasstafel``)."""
    if os.environ.get(ENV_DB):
        return Path(os.environ[ENV_DB])
    return app_data_folder() / DB_NAME


__all__ = [
    "DB_NAME", "ENV_DB", "OTHER_RULES_MARK", "SCHEMA_VERSION", "Club", "ClubError", "ClubFileError",
    "ClubInputError", "ClubVersionError", "Column", "Correction", "DrawResult", "Evening",
    "HandCorrection", "Member", "MemberStatistics", "PaperResult", "PasseDraw", "Progress",
    "Ranking", "RankingRow", "Result", "SeatRow", "SeriesPoint", "TableDraw", "TableMark",
    "UNFINISHED_MARK", "VariantStatistics",
    "default_path", "partner_guarantee", "progress_of", "progress_said", "sort_key",
    "table_layout", "unfinished_words",
]
