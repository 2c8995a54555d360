"""The match's status above the entry form ("Round 4: who is the Fahnder? · …").

Plain text, wrapped. Its text changes at every entry and needs one line or two as the names
in it change; a label as high as its text moved the form below it by a line, and Qt painted
the whole form again (docs/performance.md). So it keeps the height of the longest text of
the match at its width: the form stays where it is, and nothing of a text is cut.

The longest text so far is not enough: the first long one still moved the form, and stayed
(a Romand trial's Handjass at round 4, "… le plus près d'être plein : Sylvie et Pascal (3
sur 5)", two lines where round 1 had one). So the line also keeps, from the first round on,
the room of the longest texts the variant can say in this match (:meth:`keep_room`, given
by the panel's ``status_room``: its sentences with the most names, the longest ones, and
wide numbers), at whatever width it has. :func:`what_if` makes the boards a panel asks its
own ``status_text`` about for them, so that the room is measured on the very sentences the
line will say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ...i18n import isolate_rtl
from .sentence import TextRoom, unbroken_names, wrap_between_items

if TYPE_CHECKING:
    from ...core import Board

#: a round (game, deal) number as wide as most matches reach: two digits
ROUND_SAID = 99


def from_the_top(label: QLabel) -> None:
    """Let *label*, a line that keeps room, write from the top of its room: Qt centres a
    label's text in its height, and a line of one line in the room of two stood half a line
    lower than the first line of a longer text (a trial's Coiffeur: the hint under the form
    9 px lower in every round after one two-line preview). No indent: Qt indents a label
    with a frame (a style sheet's padding gives it one) from the side it is aligned to, and
    from the top it would have written half an "x" lower, and left more room for it."""
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setIndent(0)


def wide(number: int) -> int:
    """A number of as many digits as *number*, each a 9: as wide as the figures up to it."""
    return int("9" * len(str(abs(number))))


def what_if(board: Board, figures: dict[str, Any] | None = None,
            sides: Sequence[dict[str, Any]] | None = None, **fields: Any) -> Board:
    """*board* as the match may come to have it, not finished: its figures updated by
    *figures*, each side's by the dict of *sides* (its key ``total`` the side's total, the
    others its figures), and the board's own *fields* (``ranks``, ``status`` …) replaced.
    Only for the words a panel says of such a board (``status_room``): nothing is checked."""
    update: dict[str, Any] = {"finished": False, "figures": {**board.figures, **(figures or {})}}
    if sides is not None:
        update["sides"] = [
            side.model_copy(update={
                "figures": {**side.figures, **{k: v for k, v in own.items() if k != "total"}},
                **({"total": own["total"]} if "total" in own else {})})
            for side, own in zip(board.sides, sides, strict=True)]
    update.update(fields)
    return board.model_copy(update=update)


def _shown(said: str) -> str:
    """*said* (right-to-left names isolated) as the line shows it: a double name whole, and
    a line of items wrapped between its items, the "·" beginning the next line (a French
    trial's Guggitaler header ended its first line with "·")."""
    return unbroken_names(wrap_between_items(said))


def _laid(texts: Sequence[str]) -> list[str]:
    """*texts* as the line lays them out, each once, none empty."""
    return [_shown(isolate_rtl(text)) for text in dict.fromkeys(texts) if text]


class StatusLine(QLabel):
    """A wrapped plain-text label as high as the tallest text it has shown at its width, and
    as the tallest of the texts it keeps room for (:meth:`keep_room`); :meth:`forget` starts
    again (a new match)."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are never HTML
        self.setWordWrap(True)
        from_the_top(self)  # round 1's one line where round 4's first line will be
        self._tallest: dict[int, int] = {}  # width -> the tallest height needed at it
        self._room = TextRoom(self)  # the longest texts it may say (keep_room)
        self._elsewhere = TextRoom(self)  # those said over another form (keep_room)
        self._said = ""
        #: the height the line and the form below it share, and the height the whole form
        #: needs, or None (no form): the room kept for the texts said over another form goes
        #: no further than that leaves (see :meth:`_most_room`)
        self.spare: Callable[[], tuple[int, int] | None] | None = None
        self._most: dict[tuple[int, int], int] = {}  # (width, shared) -> the least room left
        #: the height the line had when the same match's form was made again (other names,
        #: other rules): the room of its new texts goes no further where the form below has
        #: no room for it (:meth:`keep_room`); None: a new match's
        self._steady: int | None = None
        self._fresh = True  # no texts kept since the match began (forget)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self._said = isolate_rtl(text)  # a right-to-left name keeps the numbers in order
        super().setText(_shown(self._said))  # "Jean-" / "Christophe" never, nor "… ·"

    def text(self) -> str:
        """The line as it was set (a double name with its own hyphen)."""
        return self._said

    def keep_room(self, texts: Sequence[str], elsewhere: Sequence[str] = ()) -> None:
        """Be as high as the tallest of *texts* from now on (at every width), whichever text
        is shown: the longest sentences the line can say in this match. *elsewhere*: the
        longest ones said over another form (a Molotow's tie, over its card draw), whose
        room is kept only as far as the whole form below leaves it (:meth:`_most_room`).

        Asked again for the same match (its form made again for other names or rules), the
        line grows for the new texts only as far as the form below leaves it: a longer name
        made a netbook's Handjass line a line higher, its *Gibt* bar 18 px lower and its
        last row out of view until Undo (a German trial's at 992×520). A text that needs
        more when said takes it then, as any text does."""
        self._steady = None if self._fresh else self.height()
        self._fresh = False
        changed = self._room.keep(_laid(texts))
        if self._elsewhere.keep(_laid(elsewhere)) or changed:
            self._most.clear()  # another form below (the names changed): measured again
            self.updateGeometry()

    def has_room(self) -> bool:
        """Room is kept (:meth:`keep_room`): the line stays, empty or not."""
        return bool(self._room.texts or self._elsewhere.texts)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        # Qt asks at several widths (the layout's, the label's own less its margins): each
        # keeps its own tallest; a window resized by hand gives new widths, so a few only
        if len(self._tallest) > 32:
            self._tallest.clear()
        own = super().heightForWidth(width)
        tallest = self._tallest[width] = max(own, self._tallest.get(width, 0))
        # the tallest text shown keeps its room only as far as the whole form below leaves
        # it, as a text said over another form: a Molotow's tie of four long names (three
        # lines) kept its height after its round was undone, and the round's form below it
        # was cut at 1008×560 (a trial's)
        room = self._room.height(width)
        if self._steady is not None and room > self._steady:
            room = max(self._steady, min(room, self._most_room(width)))
        height = max(own, room, min(tallest, self._most_room(width)))
        if self._elsewhere.texts:
            height = max(height, min(self._elsewhere.height(width), self._most_room(width)))
        return height

    def _most_room(self, width: int) -> int:
        """The room the line keeps for the texts said over another form: no more than the
        whole form below it leaves, the least seen in this match at *width* (so that it
        shrinks once, and does not come and go with the form's texts). Kept beyond that,
        the room of a Molotow's tie of six long names (four lines, said over the card draw)
        took the sixth player's row out of view at 1008×560 from round 1 on (a netbook
        trial's)."""
        measured = self.spare() if self.spare is not None else None
        if measured is None:
            return 1 << 20  # no form below: the room of every text
        shared, needed = measured
        if len(self._most) > 32:  # a window resized by hand
            self._most.clear()
        key = (width, shared)  # a layout not done yet measured at another height: its own
        most = self._most[key] = min(self._most.get(key, shared), shared - needed)
        return max(0, most)

    def forget(self) -> None:
        """The next text's height is its own (a new match), and no room is kept until the
        new match's panel says its texts."""
        self._tallest.clear()
        self._most.clear()
        self._steady = None
        self._fresh = True
        self._room.keep([])
        self._elsewhere.keep([])
        self.updateGeometry()
