"""The way out of a refusal because of a later entry ("This change makes entry 4 impossible:
only tied players draw a card …"): that entry goes first, by the history's Delete.

A keyboard trial's Molotow: round 1 corrected broke the 90:90 tie that entry 4, the card
draw, had settled; the refusal was right, but said no way out, and the Schreiber had to find
it (delete entry 4, then correct round 1). Every such refusal says it now, in the words of the
other refusals that name a way out: the keys, and where they are pressed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ... import i18n
from ...core.errors import EntryConflict, RulesConflict, RuleViolation
from .keys import key_text

#: what the Schreiber was doing when a later entry refused it
CORRECTING, INSERTING, DELETING = "correcting", "inserting", "deleting"


def _t(text: str) -> str:
    return QCoreApplication.translate("Conflicts", text)


def said_with(said: str, way: str) -> str:
    """*said*, a refusal, and the *way* out after it as a sentence of its own (a rule's
    sentence ends without a full stop: it goes into others too); *said* alone where there
    is no way to say."""
    if not way:
        return said
    said = said.rstrip()
    return f"{said} {way}" if said.endswith((".", "!", "?", "…")) else f"{said}. {way}"


def way_out(err: RuleViolation, doing: str, corrected: int | None = None) -> str:
    """The sentence that says how to get past *err*, "" for any other refusal. *doing*:
    CORRECTING (entry *corrected*, 0-based), INSERTING or DELETING an entry."""
    if isinstance(err, RulesConflict) or not isinstance(err, EntryConflict):
        return ""
    later, esc, delete = i18n.number(err.conflict + 1), key_text("Esc"), key_text("Del")
    if doing == DELETING:
        return _t("Delete entry {0} first (select it, then {1}).").format(later, delete)
    if doing == INSERTING:
        return _t("To insert it, delete entry {0} first: leave the insertion ({1}), select "
                  "entry {0} in the history and press {2}; then insert it again.").format(
            later, esc, delete)
    return _t("To make this change, delete entry {0} first: leave the correction ({1}), "
              "select entry {0} in the history and press {2}; then correct entry {3} "
              "again.").format(later, esc, delete, i18n.number((corrected or 0) + 1))


def rules_way_out(err: BaseException) -> str:
    """The way past new table rules that make entries impossible: those entries corrected
    or deleted first, or the rules kept; "" for any other refusal."""
    if not isinstance(err, RulesConflict):
        return ""
    if len(err.conflicts) == 1:
        return _t("For these rules, correct or delete entry {0} first (Cancel, then in the "
                  "history); or keep the rules as they are.").format(
            i18n.number(err.conflict + 1))
    return _t("For these rules, correct or delete entries {0} first (Cancel, then in the "
              "history); or keep the rules as they are.").format(
        i18n.render(err.params["entries"]))
