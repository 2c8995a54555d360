"""The errors of the rules core, written down once.

::

    JassError
    ├── RuleViolation        the Schreiber entered something the rules forbid
    │   └── EntryConflict    a correction makes a later entry impossible
    │       └── RulesConflict    other table rules make an entry impossible
    ├── MatchFileError       a match file is not JSON, foreign, too new or malformed
    └── BugError             the program itself is wrong (never the user's fault)

A RuleViolation carries a stable ``rule`` id, an English ``template`` and its
``params``: the window translates the template (Qt's translation context
``"rules"``), the command line prints it as it is. A sentence with a count is given whole, as
the template, with no params: a :class:`jasstafel.core.text.Counted`.
"""

from __future__ import annotations

from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - name read by lupdate
    """Mark *text* for Qt's translation tools without importing Qt."""
    return text


class JassError(Exception):
    """Base of every error the core raises on purpose."""


class RuleViolation(JassError):
    """An entry the rules forbid; the message names the rule."""

    def __init__(self, rule: str, template: str, **params: Any) -> None:
        self.rule = rule
        self.template = template
        self.params = params
        # a template may be a counted sentence (jasstafel.core.text.plural): already said
        super().__init__(template.format(**params) if params else str(template))

    @property
    def message(self) -> str:
        return str(self)


class EntryConflict(RuleViolation):
    """Changing entry ``index`` makes the later entry ``conflict`` impossible."""

    def __init__(self, index: int, conflict: int, cause: RuleViolation) -> None:
        self.index = index
        self.conflict = conflict
        self.cause = cause
        super().__init__(
            "match.conflict",
            QT_TRANSLATE_NOOP(
                "rules", "This change makes entry {conflict} impossible: {reason}"
            ),
            conflict=conflict + 1,
            reason=cause.message,
        )


class RulesConflict(EntryConflict):
    """Other table rules make entries impossible (:meth:`jasstafel.core.match.Match.change_rules`):
    ``conflicts``, each an entry's 0-based index and its refusal, every one the replay found
    (three entries with Stöck when Stöck are switched off are named at once, not in three
    tries). ``conflict`` and ``cause`` are the first's; ``index`` -1: no entry was changed.
    With several, *entries* lists their numbers ("1, 3 and 4") and *reasons* says each one's
    where they differ ("entry 4: …; entry 5: …"; None: the first's reason is every one's),
    both made by :func:`jasstafel.core.match.rules_conflict`."""

    def __init__(self, conflicts: list[tuple[int, RuleViolation]], entries: str = "",
                 reasons: str | None = None) -> None:
        self.index = -1
        self.conflicts = list(conflicts)
        self.conflict, self.cause = self.conflicts[0]
        if len(self.conflicts) == 1:
            template, params = QT_TRANSLATE_NOOP(
                "rules", "These table rules make entry {conflict} impossible: {reason}"
            ), {"conflict": self.conflict + 1, "reason": self.cause.message}
        elif reasons is None:
            template, params = QT_TRANSLATE_NOOP(
                "rules", "These table rules make entries {entries} impossible: {reason}"
            ), {"entries": entries, "reason": self.cause.message}
        else:
            template, params = QT_TRANSLATE_NOOP(
                "rules", "These table rules make entries {entries} impossible: {reasons}"
            ), {"entries": entries, "reasons": reasons}
        RuleViolation.__init__(self, "match.rules_conflict", template, **params)


class MatchFileError(JassError):
    """A match file that cannot be read; the message says why."""


class BugError(JassError):
    """The program is wrong; please report it."""


class EntryError(RuleViolation):
    """Entry ``index`` of a loaded match breaks a rule."""

    def __init__(self, index: int, cause: RuleViolation) -> None:
        self.index = index
        self.cause = cause
        super().__init__(
            cause.rule,
            QT_TRANSLATE_NOOP("rules", "entry {number}: {reason}"),
            number=index + 1,
            reason=cause.message,
        )
