"""The words of the live pages, in the evening's language.

Every sentence of the pages is marked here or in the module that uses it with
``N("live", "…")`` (``QT_TRANSLATE_NOOP``, which ``scripts/translations`` collects into the
same catalogs as the window's), and said with :func:`t`. The templates and the pages'
script never hold English text of their own: they take :data:`PAGE` (by key), which the
server hands them translated; ``tests/live/test_words.py`` checks that every key they use
is here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..core.errors import QT_TRANSLATE_NOOP as N
from ..i18n import language, tr

if TYPE_CHECKING:
    from markupsafe import Markup

CONTEXT = "live"


def t(text: str) -> str:
    """*text* (marked with the context "live") in the current language."""
    return tr(CONTEXT, text)


#: French sets a space before the high punctuation and inside « »
_BEFORE = re.compile(r"[ \u00a0]([:;!?\u00bb])")  # plain in the code, no-break in the catalog
_AFTER = re.compile("\u00ab[ \u00a0]")


def typeset(text: str) -> str:
    """*text* as a page shows it: an arrow is kept with what follows it ("→ 120": a 360 px
    phone showed "→" over "120"); in French the space before ":", ";", "!", "?" (and inside
    « ») is a narrow no-break space, so that no line of a phone begins with the colon (the
    catalog writes a no-break space, the code a plain one; the pages' script does the same,
    ``Live.typeset``)."""
    text = text.replace("\u2192 ", "\u2192\u00a0")
    if language() != "fr":
        return text
    return _AFTER.sub("\u00ab\u202f", _BEFORE.sub("\u202f\\1", text))


#: a word with a hyphen inside it ("J-P", "Marie-Claude", "Pittet-Dubois")
_HYPHENATED = re.compile(r"\S+-\S+")
#: where a team named after its players joins them ("Anna & Käthi")
PARTNERS = " & "
#: a character no line breaks at (a no-break space too), and a mark: neither a letter nor a
#: hyphen (a name's "-Lou" is no mark)
_KEPT, _MARK = r"(?:\S|[\u00a0\u202f])", r"(?:[^\s\w-]|[\u00a0\u202f])"
#: a known team's whole name (of the names *{}*: not "Anna & Käthi" in "Johanna & Käthi"),
#: with what is kept with it on a line before and after it: a line may break beside the
#: team's piece, and a wrapped team left its colon alone on the next line, its figure
#: ("Zufferey 100", a no-break space) at the head of it
_TEAM = (rf"(?<!\S)((?:{_KEPT}*{_MARK})?)({{}})((?:{_MARK}{_KEPT}*)?)(?!\S)")


def whole_words(text: str, teams: Iterable[str] = ()) -> Markup:
    """*text* as HTML in which every word with a hyphen inside is one piece of the line
    (``<span class="word">``, an inline block at most as wide as its box): a line breaks
    between the names or at spaces, never at a name's own hyphen while it can break
    elsewhere ("Françoise & J-" over "P" on a trial's 390 px phone); a word wider than its
    whole box still wraps inside itself. The word is also in ``data-word`` (escaped as
    the text is), from which a choice's button takes its width in bold (live.css).

    Each of the table's *teams* named after its players ("Anna & Käthi") is one piece the
    same way (``<span class="team">``: a 360 px phone read "Anna &" over "Käthi"), made of
    its players (``<span class="player">``, the "&" with the first): wider than its box, it
    wraps between its players first, each whole on a line ("Gody Portmann &" over "Dora
    Zurfluh", as the printed sheet, printing.table.partner_lines), and a player at her
    own spaces only where she alone is wider than the box. Only the whole name of a known
    team is a team: a guess from the text kept "Portmann & Dora" as one piece of "Gody
    Portmann & Dora Zurfluh", its button read "Gody   Portmann & Dora". The page's script
    does the same (``Live.fill``, ``Live.knowTeams``)."""
    from markupsafe import Markup, escape

    known = sorted({team for team in teams if PARTNERS in team and team in text},
                   key=len, reverse=True)
    if not known:
        return Markup(_words(str(escape(text))))
    out, at = [], 0
    for m in re.finditer(_TEAM.format("|".join(map(re.escape, known))), text):
        out += [_words(str(escape(text[at:m.start()]))), _team(*m.groups())]
        at = m.end()
    return Markup("".join([*out, _words(str(escape(text[at:])))]))


def _words(html: str) -> str:
    """*html* with each hyphenated word in its span.word."""
    return _HYPHENATED.sub(
        lambda m: f'<span class="word" data-word="{m.group(0)}">{m.group(0)}</span>', html)


def _team(before: str, team: str, after: str) -> str:
    """A team's name as its span.team of one span.player per player (HTML), with the marks
    *before* and *after* it that no line may part from it."""
    from markupsafe import escape

    players = team.split(PARTNERS)
    pieces = [f"{player} &" for player in players[:-1]] + players[-1:]
    pieces[0], pieces[-1] = before + pieces[0], pieces[-1] + after
    inner = " ".join(f'<span class="player">{_words(str(escape(piece)))}</span>'
                     for piece in pieces)
    return f'<span class="team" data-word="{escape(before + team + after)}">{inner}</span>'


#: the words of the templates and scripts, by key
PAGE: dict[str, str] = {
    "app": N("live", "Jasstafel live"),
    "code_title": N("live", "Your table"),
    "code_help": N("live", "Type the code of your table (it is on the table card, or the "
                           "Oberjasser tells you)."),
    "code_label": N("live", "Table code"),
    "code_button": N("live", "Open the board"),
    "code_wrong": N("live", "This code is not known (or no longer valid): check it with the "
                            "Oberjasser"),
    "code_busy": N("live", "Too many wrong codes: wait a minute"),
    "code_gone": N("live", "This table's code is no longer valid (the Oberjasser may have "
                           "given the table a new one): type the new code under “Another "
                           "table”. Entries not yet sent go with it."),
    "code_gone_short": N("live", "Code no longer valid"),
    # the help under it says to type the code (a trial's page said it twice)
    "evening_over": N("live", "The table this phone had belongs to an evening that has ended; "
                              "another evening is live now."),
    "evening_over_unsent_one": N("live", "1 entry typed there was not sent: it stays on this "
                                         "phone."),
    "evening_over_unsent": N("live", "{count} entries typed there were not sent: they stay on "
                                     "this phone."),
    # back at an evening live again: entries this phone typed at it and never sent
    "waiting_here_one": N("live", "1 entry typed on this phone at this evening ({where}) was "
                                  "not sent yet: it is sent once its table is opened again "
                                  "(its code is filled in)."),
    "waiting_here": N("live", "{count} entries typed on this phone at this evening ({where}) "
                              "were not sent yet: they are sent once their table is opened "
                              "again (its code is filled in)."),
    "type_new_code": N("live", "Type the new code"),
    "other_table": N("live", "Another table"),
    "wall_link": N("live", "Ranking on the wall"),
    "passe": N("live", "Passe"),
    "table": N("live", "Table"),
    "seat": N("live", "Seat"),
    "players": N("live", "Players"),
    # a guest is marked wherever names are listed, as the window and the paper mark him
    "guest_name": N("live", "{name} · guest"),
    "rules": N("live", "Table rules"),
    "history": N("live", "Entries"),
    # under an entry of the list: the score after it ("Stand 18 : 27 : 5")
    "entry_score": N("live", "Score {totals}"),
    "no_entries": N("live", "No entry yet."),
    "undo": N("live", "Undo"),
    "redo": N("live", "Redo"),
    "correct": N("live", "Correct"),
    "delete": N("live", "Delete"),
    "cancel": N("live", "Cancel"),
    "save_correction": N("live", "Write the correction"),
    "correcting": N("live", "Correcting entry {number}"),
    # the title of the form while it corrects an entry (its own is "Write the round" …)
    "correct_title": N("live", "Correct entry {number}"),
    # a correction refused because the board changed meanwhile: its entry moved, or is gone
    "correcting_moved": N("live", "Correcting entry {before}, now entry {number} (an entry "
                                  "before it was deleted)"),
    "correction_gone": N("live", "Entry {number} is no longer on the board as it was "
                                 "(deleted, undone or corrected on another phone): nothing "
                                 "was corrected. What was typed: {typed}"),
    "correction_not_back": N("live", "The correction of entry {number} was not written; what "
                                     "was typed: {typed}"),
    "confirm_delete": N("live", "Delete entry {number}?"),
    "online": N("live", "Connected"),
    "offline": N("live", "No connection: entries are kept on this phone and sent later"),
    "offline_short": N("live", "No connection"),
    "pending": N("live", "{count} entries not yet sent"),
    "pending_one": N("live", "1 entry not yet sent"),
    "pending_entry": N("live", "not yet sent"),
    # a Coiffeur's row written on this phone and waiting to be sent: greyed as a played one
    "row_waiting": N("live", "{row} (not yet sent)"),
    "sent": N("live", "Written"),
    "refused": N("live", "Refused"),
    "refused_because": N("live", "Refused: {reason}"),
    "needs_online": N("live", "Corrections need the connection: wait until it is back"),
    "changed_meanwhile": N("live", "The board changed meanwhile: look again"),
    "finished": N("live", "The match is over."),
    "recorded": N("live", "The result is in the club's ranking."),
    "not_recorded": N("live", "Not yet in the club's ranking: {reason}"),
    "in_club": N("live", "in the club's ranking"),  # the Oberjasser's table row: recorded
    "passe_closed": N("live", "This Passe has not started yet"),
    "clear_field": N("live", "Clear"),
    "total": N("live", "Total"),
    "rank": N("live", "Rank"),
    "member": N("live", "Member"),
    "ranking": N("live", "Ranking"),
    "tables": N("live", "Tables"),
    "no_results": N("live", "No table has finished yet."),
    "since": N("live", "since"),
    "left": N("live", "left"),
    "over_time": N("live", "over time"),
    "passe_not_started": N("live", "The Passe has not started"),
    "passe_under_way": N("live", "The Passe is under way"),
    "passe_finished": N("live", "Every table has finished"),
    "playing": N("live", "playing"),
    "done": N("live", "done"),
    "open_address": N("live", "Open on your phone"),
    "admin": N("live", "Oberjasser"),
    "admin_code": N("live", "Oberjasser's code"),
    "admin_button": N("live", "Open the Oberjasser's page"),  # not a table's "Open the board"
    # which code goes here: an organiser holds his own and every table's
    "admin_help": N("live", "Type your own code for this evening (shown when it was started), "
                            "not a table's code."),
    # the page was open at an evening that has ended, another one is live at its address now;
    # the help under it says which code to type (the note said it too, in the same words)
    "admin_evening_over": N("live", "The evening this page was open at has ended; another "
                                    "evening is live now."),
    "admin_stopped": N("live", "The live evening has ended. This page shows how it ended and "
                               "opens again by itself once an evening is live here again."),
    "start_passe": N("live", "Start Passe {passe}"),
    "last_passe": N("live", "Passe {passe} under way (the last one)"),
    # ... and once every table of it has finished, as the wall says it ("passe_finished")
    "last_passe_finished": N("live", "Passe {passe}: every table has finished (the last one)"),
    # ... a Passe its tables began before he started it: the button starts only its clock
    # (a French trial's page offered "Lancer la manche 1" beside a finished table)
    "start_clock": N("live", "Passe {passe} under way: start its clock"),
    "confirm_clock": N("live", "Start the clock of Passe {passe} on the wall? It cannot be "
                               "taken back."),
    "confirm_start": N("live", "Start Passe {passe}? Its tables' codes work from then on and "
                               "the wall's clock starts; it cannot be taken back."),
    # the heading of the Oberjasser's own Tafel of a table (opened from his page)
    "admin_tafel": N("live", "Oberjasser: correct table {table}"),
    "new_code": N("live", "New code"),
    # his check of a round maybe written twice that ended a Partie: it is meant so, and the
    # result goes into the club
    "confirm_doubt": N("live", "That's right"),
    # asked first: one click beside "Correct" cut a playing table off its phones
    "confirm_new_code": N("live", "Table {table} gets a new code; the phones of this table "
                                  "must type it in again."),
    "entries_count": N("live", "{count} entries"),
    "stop": N("live", "End the live evening"),
    "confirm_stop": N("live", "End the live evening?"),
    "stopped": N("live", "The live evening has ended."),
    # the phone's header badge after the end (its notice says the whole sentence)
    "stopped_short": N("live", "Evening ended"),
    "stopped_tafel": N("live", "The live evening has ended. This board only shows what was "
                               "written; a correction goes through the Oberjasser (in the "
                               "club window)."),
    "stopped_unsent_one": N("live", "The live evening has ended. 1 entry typed on this phone "
                                    "was not sent: it is kept here (below, “not yet sent”); "
                                    "show it to the Oberjasser."),
    "stopped_unsent": N("live", "The live evening has ended. {count} entries typed on this "
                                "phone were not sent: they are kept here (below, “not yet "
                                "sent”); show them to the Oberjasser."),
    "stopped_draft": N("live", "The round being typed was not written: it is kept on this "
                               "phone and comes back into its form if the evening goes live "
                               "again."),
    "connection_lost": N("live", "Connection lost: trying again"),
    "reload": N("live", "Reload"),
    "tap_order": N("live", "Tap in order"),
    "yes": N("live", "yes"),
    "no": N("live", "no"),
    "wall_title": N("live", "Ranking"),
    # the Oberjasser's table: each side's total, and where the Partie is (whose turn, ended,
    # in the club); German "Stand" over "Stand der Partie" read alike
    "score": N("live", "Totals"),
    "status": N("live", "Where the match stands"),
}
