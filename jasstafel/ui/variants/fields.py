"""Small helpers that the entry panels of Molotow, Handjass, Fahnder, Pandur, Differenzler
and the Punktetafel share on top of :mod:`jasstafel.ui.widgets`.

Every number is typed into a :class:`~jasstafel.ui.widgets.numberfield.NumberField`; these
helpers only read several of them at once and turn a rule of the core that is about one
field into a refusal of that field.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ...core.cards import ROUND_POINTS
from ...core.errors import RuleViolation
from ...i18n import after_colon, fill
from ..i18n import rule_message
from ..widgets.entryerrors import FieldError, FieldRefusal
from ..widgets.numberfield import CURSOR_ROOM, NumberField


def checked(field: NumberField, check: Callable[[int], Any]) -> int | None:
    """The field's number (None if empty), refused as that field's when *check* (a rule of
    the core, such as ``cards.check_weis``) refuses it."""
    value = field.value()
    if value is not None:
        try:
            check(value)
        except RuleViolation as err:
            raise _naming(field, err) from None
    return value


def _naming(field: NumberField, err: RuleViolation) -> FieldRefusal:
    """The rule's message after the field's name ("Tischweis Anna: a Weis of 30 is
    impossible …"): said above the Write button, it may be far from the red field, in the
    fourth player's row (a trial's named neither field nor player). A message that names
    the field already is the rule's alone, said small after the preview's colon."""
    said = rule_message(err)
    if not field.label or field.label.casefold() in said.casefold():
        return FieldRefusal(field, said, after_colon(err))
    return FieldRefusal(field, fill(QCoreApplication.translate("Fields", "{0}: {1}"),
                                    field.label, after_colon(err)))


def short_names(names: Sequence[str]) -> list[str]:
    """Each player's first name (the name's first word), or the name whole where another
    player's begins with the same word: for a line that names every player beside his
    total ("→ Ueli 7 · Hansruedi 14 · Fritz 11"), kept short."""
    firsts = [(name.split() or [name])[0] for name in names]
    return [first if firsts.count(first) == 1 else name
            for first, name in zip(firsts, names, strict=True)]


def values(fields: Sequence[NumberField]) -> list[int | None]:
    """What every field holds (None: empty); the first unreadable one is refused."""
    return [f.value() for f in fields]


def rest_of(fields: Sequence[NumberField], total: int = ROUND_POINTS) -> tuple[int, int] | None:
    """``(index, rest)`` when exactly one field is empty and the others, all readable, leave
    a rest of 0 … *total* for it: the card points the rules give the last player. None in
    every other case (nothing is ever guessed)."""
    empty = [i for i, f in enumerate(fields) if f.is_empty()]
    if len(empty) != 1:
        return None
    try:
        given = [f.value() for f in fields]
    except FieldError:
        return None
    rest = total - sum(v for v in given if v is not None)
    return (empty[0], rest) if 0 <= rest <= total else None


def load_following(fields: Sequence[NumberField], stored: Sequence[int],
                   total: int = ROUND_POINTS) -> None:
    """Fill *fields* with an entry's *stored* figures (to correct it) as they are typed when
    writing: the last player's field left empty, his figure following from the others' (the
    panel shows it grey, :func:`rest_of`), so that a changed figure moves the rest instead
    of being refused for a sum of the old ones. Only when the others' do leave exactly his
    stored figure: else (an old file) every figure is loaded as written, so that Enter on a
    correction left as it was writes nothing the Schreiber did not see."""
    last = len(fields) - 1
    follows = last >= 1 and len(stored) == len(fields) and stored[last] == total - sum(
        stored[:last])
    for i, (field, value) in enumerate(zip(fields, stored, strict=False)):
        field.set_value(None if follows and i == last else value)


def too_many(fields: Sequence[NumberField], focus: object,
             total: int = ROUND_POINTS) -> FieldRefusal | None:
    """The refusal when the card points typed already add up to more than *total*; None
    otherwise. No one value is wrong by itself (one over *total* is its field's to refuse),
    so the field with the cursor is marked (else the first), and the message names the values
    added up: a trial's 120 (a Weis typed in) was not the field marked, and the Schreiber
    read the red field as the wrong one."""
    try:
        typed = [v for v in (f.value() for f in fields) if v is not None]
    except FieldError:
        return None
    if sum(typed) <= total:
        return None
    field = focus if focus in fields else fields[0]
    return FieldRefusal(field, QCoreApplication.translate(
        "CardPoints", "The card points add up to {0} ({1}): a round has only {2}").format(
            sum(typed), " + ".join(map(str, typed)), total))


def narrow(field: NumberField, digits: int = 3, whole: int = 0) -> NumberField:
    """As wide as *digits* digits in the field's font (and a sign), not the 17 characters a
    line edit asks for: the form then fits beside the board in a 1024-pixel window. A longer
    number typed widens it (never cut); with *whole*, it is as wide as that many digits in
    the field's smallest digits from the start, and a longer number moves nothing
    (:meth:`NumberField.keep_narrow`). A word already in it ("none": set it first) has its
    room, and the cursor beside it."""
    field.keep_narrow(narrow_width(field, digits), whole)
    return field


def narrow_width(field: NumberField, digits: int) -> int:
    """The width :func:`narrow` gives *field* for *digits* digits (without *whole*)."""
    metrics = field.fontMetrics()
    width = max(metrics.horizontalAdvance("8" * (digits + 1)),
                metrics.horizontalAdvance(field.placeholderText()) + CURSOR_ROOM
                if field.placeholderText() else 0) + 24
    return max(width, 56)


def plain_label(text: str = "", style: str = "") -> QLabel:
    """A label that shows names as typed, never as HTML."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if style:
        label.setStyleSheet(style)
    return label


def chain_tabs(widgets: Sequence[QWidget]) -> None:
    """Tab goes through *widgets* in this order."""
    for a, b in zip(widgets, widgets[1:], strict=False):
        QWidget.setTabOrder(a, b)
