"""The common frame of every entry panel: the rules that are the same in every variant.

A panel (one per variant, in :mod:`jasstafel.ui.variants`) lays out its fields in ``form``
and says how they become an entry; this base does the rest, so that it is the same
everywhere:

* **Enter writes** (from any field or button of the panel; Esc leaves a correction). The
  entry goes to the rules exactly as typed; the panel never fills in or cuts a number.
* **A refusal** (a :class:`FieldError` or :class:`FormError` from ``build_entry``, or the
  rules' RuleViolation) shows its message in the preview's room above the Write button
  (the message names the field), marks the field it is about red, keeps everything typed,
  and puts the cursor into that field. The form does not move. The match is unchanged.
* **Undo** (the window's Ctrl+Z, once no field has typing of its own to undo): buttons and
  lists chosen since the last entry, and the numbers they wrote (a Match's 157), nothing
  typed, are taken back first, the form as that entry left it (``take_back_choices``; Ctrl+Y
  chooses them again, ``choose_again``); only then does the window undo an entry. A
  correction or insertion open, or typing held, and the window undoes no entry at all.
  ``edited`` tells the window the form changed: its Edit menu names what Undo does now.
* **Focus** goes where the next thing is typed: after the match is opened, after every
  written entry (``focus_target()``), and after a refusal (the refused field).
* **Header** (``SHOWS_TURN = True``): who deals and who announces now, in big letters
  (:class:`~.turn.TurnHeader`), from the board, updated after every change.
* **Preview** (``SHOWS_PREVIEW = True``): one line under the form saying exactly what Enter
  will write (:class:`~.preview.PreviewLine`), computed by the rules on a copy of the match;
  or what is still missing (grey); or, in red, the rule that would refuse it, a field's
  own refusal (``FieldRefusal``: "12a", 158) too. Call ``watch(widget, …)`` on
  the form's fields and buttons so that the preview follows every change.

What a variant's panel provides (overrides):

``build_entry()``
    the entry the form describes; raise ``FieldError(field, message)`` for a field that
    cannot be read (``NumberField.number()`` does that for an empty field),
    ``FieldRefusal(field, message)`` for what a field holds and Enter refuses
    (``NumberField.value()`` does that for "12a" or 158, a panel for a rule about that one
    field), ``FormError(message)`` for something missing that is no field (no contract
    chosen). The preview foretells a FieldRefusal in red, as the rules' refusals.
``load_entry(entry)``, ``reset()``
    fill the form from an entry (to correct it); clear it for the next entry. ``reset``
    must leave no typing behind (``NumberField.clear_value()``), so that Ctrl+Z goes to the
    window.
``refresh(board)``
    follow the board (names, open rows, what is allowed next).
``focus_target()``
    the widget where the next thing is typed (default: the first visible, enabled
    NumberField of the form).
``field_for(err)``
    the field a RuleViolation is about (by ``err.rule``), or None.
``update_turn(board)``
    fill ``header`` (default: ``Board.dealer`` / ``Board.announcer`` as player names).
``preview_entry()``
    the entry Enter would write now (default: ``build_entry()``; a panel where Enter on a
    button writes something else says so here).
``preview_words(line, entry)``
    the entry in words for the preview (default: ``history_text``); ``preview_board`` is
    the board the entry would give (its status says who won, if it ends the Partie).
``describe``, ``history_text``, ``status_text``, ``keys_help``
    words for the Edit menu, the history, the line above the form and Help → Keyboard;
    ``status_room`` the longest texts that line may say in the match (the room it keeps),
    ``status_room_elsewhere`` those it says over another form (kept where the form leaves room);
    ``statusChanged`` asks the window for ``status_text`` again when the form changed it.
    While an entry is corrected or inserted, the window asks ``status_text`` with the board
    before that entry (``turn_board``), so that the line speaks of it, and says that it does
    (``status_now``: "Correction: Round 2 · …"); again when ``correctingChanged`` says a
    correction began or ended.

The window calls ``follow(board)`` after every change of the match (it calls ``refresh``,
``update_turn`` and the preview) and ``focus_next()`` when a match is opened; it asks
``has_typing()`` before the match is left (what is typed and not written would be dropped).

Old panels that call ``show_error(text)`` and ``submit_entry(entry)`` themselves keep
working; ``SHOWS_TURN`` and ``SHOWS_PREVIEW`` are off for them until they are converted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...core.errors import RuleViolation
from ..controller import MatchController
from ..i18n import rule_message
from . import draft, messages
from .conflicts import CORRECTING, INSERTING, said_with, way_out
from .draft import Draft
from .entryerrors import FieldError, FieldRefusal, FormError, NextStep
from .keys import key_text
from .mnemonic import as_shown
from .numberfield import NumberField, history_kept
from .pinned import PinnedHeads
from .preview import PreviewLine, dry_board
from .screen import FollowingScroll
from .sentence import SentenceLabel
from .status import from_the_top
from .statusbar import window_says_step
from .turn import TurnHeader, turn_seats

if TYPE_CHECKING:
    from ...core import Board, EntryLine
    from ...core.match import OutOfTurn

#: the most runs of entries a note names one by one ("3, 5, 7, …, 39" beyond)
MOST_NAMED = 6
#: how long the window's message place says a note of the form hidden (ms): a sentence
#: of entries and names to read, not a word
NOTE_SHOWN = 20_000

__all__ = ["EntryPanel", "FieldError", "FieldRefusal", "FormError", "FormScroll", "NextStep"]


class FormScroll(FollowingScroll):
    """Asks for the whole form; scrolls only when the window is too low for it, and then
    always so far that the widget with the cursor is in view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.last_focus: QWidget | None = None
        #: the field of the form the cursor last left with typing of its own to undo
        self.last_typed: QLineEdit | None = None
        self.last_shown: QWidget | None = None  # what was last brought into view
        self.keeps_bar = False  # asks for the bar's width while it is hidden too
        # Qt shows and hides the bar's container, not the bar: _bar_room follows it
        self._bar_box = self.verticalScrollBar().parentWidget() or self.verticalScrollBar()
        self._bar_box.installEventFilter(self)
        # no Tab stop of its own: the cursor was on nothing to type into (it scrolls to
        # whatever the cursor is on, below)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: the form's column heads (or tab bar) kept in view while its rows scroll
        self.pinned = PinnedHeads(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def keep_bar(self, keeps: bool) -> None:
        """Ask for the scroll bar's width while it is hidden too (:meth:`minimumSizeHint`),
        and keep that width empty beside the form then (:meth:`_bar_room`)."""
        if keeps != self.keeps_bar:
            self.keeps_bar = keeps
            self._bar_room()
            self.updateGeometry()

    def eventFilter(self, watched: Any, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is getattr(self, "_bar_box", None) and event.type() in (
                QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self._bar_room()
        return super().eventFilter(watched, event)

    def _bar_room(self) -> None:
        """The room kept for the scroll bar (``keeps_bar``) is where the bar comes, empty
        while it is hidden: given to the form, every button of a netbook's Fahnder narrowed
        by the bar's width whenever a refusal of two lines made it scroll, and widened again
        after (a trial's at 1008×560). The form keeps one width, scrolling or not."""
        bar = self.verticalScrollBar()
        shown = not self._bar_box.isHidden() and not bar.isHidden()
        right = bar.sizeHint().width() if self.keeps_bar and not shown else 0
        if self.viewportMargins().right() != right:
            self.setViewportMargins(0, 0, right, 0)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        inner = self.widget()
        if (isinstance(old, QLineEdit) and inner is not None and inner.isAncestorOf(old)
                and (old.isUndoAvailable() or old.isRedoAvailable())):
            self.last_typed = old  # Ctrl+Z from a button of the form undoes it (last_field)
        if new is not None and inner is not None and inner.isAncestorOf(new):
            self.last_focus = new  # where the entry was being typed (a kept draft's cursor)
            self.show_whole(new)

    def show_whole(self, widget: QWidget, margin: int = 8) -> None:
        """Scroll so far that *widget* is in view whole, with *margin* around it.
        (Qt's ensureWidgetVisible shows a field's text cursor only: a netbook's bid field
        had its top cut, the card points field its lower edge; a trial's.)"""
        inner = self.widget()
        if inner is None or not inner.isAncestorOf(widget):
            return
        self.last_shown = widget
        area = QRect(widget.mapTo(inner, QPoint(0, 0)), widget.size())
        # in view below the pinned heads, not under them
        area.setTop(area.top() - self.pinned.height_kept(area.top()))
        centre = area.center()
        self.ensureVisible(centre.x(), centre.y(), area.width() // 2 + margin,
                           area.height() // 2 + margin)

    def from_the_top(self, widget: QWidget | None) -> None:
        """A new entry begins: the form from its top (what is chosen first: a Pandur's
        declarer and *No bid*), and as far down as *widget*, the field with the cursor."""
        self.verticalScrollBar().setValue(0)
        if widget is not None:
            self.show_whole(widget)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        width = self.viewport().width()
        if inner.hasHeightForWidth() and width > 0:  # wrapped labels need more room when narrow
            hint.setHeight(max(hint.height(), inner.heightForWidth(width)))
        return hint + QSize(2 * self.frameWidth(), 2 * self.frameWidth())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.updateGeometry()
        self.pinned.follow()
        # lower now (the preview line below grew to three lines): what has the cursor stays
        # in view (a Bedanken button with the cursor was pushed below the form's edge), or
        # what a key chose since (a Pandur's premature lead, at the foot of a netbook's form)
        for widget in (self.last_shown, self.last_focus):
            try:
                kept = (widget is not None and widget.isVisibleTo(self)
                        and (widget is self.last_shown or widget.hasFocus()))
            except RuntimeError:  # a widget of the form made again since (a tie's names)
                kept = False
            if kept and widget is not None:
                self.show_whole(widget)
                return

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As wide as the form, and its scroll bar while it scrolls: the bar comes when the
        window is low, and took the form's right edge (a trial at 1024×600: "geschoben
        (Strg+G" without its bracket). With ``keeps_bar`` (:meth:`EntryPanel._keep_bar`)
        the bar's width too while it is hidden."""
        hint = self.sizeHint()
        bar = self.verticalScrollBar()
        shown = bar.isVisible() or self.keeps_bar
        width = hint.width() + (bar.sizeHint().width() if shown else 0)
        return QSize(width, min(hint.height(), 160))


class EntryPanel(QWidget):
    """See the module docstring: the shared rules, and what a variant's panel provides."""

    written = Signal()
    #: a correction or insertion began or ended: what the window says of the match's turn
    #: (``status_text``) now speaks of that entry, or of the next one again
    correctingChanged = Signal()  # noqa: N815 - Qt's signal names
    #: what ``status_text`` says changed with the form, not with the match (a Differenzler's
    #: predictions all typed: the next step is the card points)
    statusChanged = Signal()  # noqa: N815 - Qt's signal names
    shownChanged = Signal(bool)  # noqa: N815 - the window gives the history the room
    #: something was typed, chosen or taken back in the form: the Edit menu says again what
    #: Undo and Redo do now
    edited = Signal()
    #: the refusal said above the Write button now ("" : none): the undo history's window
    #: says its own refusal only while the form's stays
    refusalChanged = Signal(str)  # noqa: N815 - Qt's signal names

    #: the "who deals / who announces" header above the form
    SHOWS_TURN: ClassVar[bool] = False
    #: the one-line preview of what Enter will write, under the form
    SHOWS_PREVIEW: ClassVar[bool] = False
    #: the side keeps the width of the form's scroll bar where a long text under the form
    #: may make it scroll (:meth:`_keep_bar`)
    KEEPS_BAR_ROOM: ClassVar[bool] = True

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.shownChanged.emit(True)

    def hideEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        self.shownChanged.emit(False)

    #: the lines the preview and a refusal in its room may take before the Write button
    #: moves, where the panel has the height: the undo refusal takes three in French and
    #: four in German at 1024×600 (a Romand trial's button moved by each line)
    KEPT_LINES = 4
    _kept_lines: int | None  # the height of KEPT_LINES lines (_kept_height)
    _scrolls_at: QSize | None = None  # the panel's size where it may scroll (_may_scroll)
    _outer: QVBoxLayout  # the panel's column: header, form, preview, Write, the yellow line
    _banner_row: QHBoxLayout  # the yellow line's words and its button

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._place_banner()
            self._keep_room()  # before the layout: a line that grew takes the kept room
        return super().event(event)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place_banner()
        self._keep_room()

    def _kept_height(self) -> int:
        """The height of KEPT_LINES lines of the preview in its tallest look."""
        if self._kept_lines is None:
            probe = PreviewLine()
            probe.show_write("\n".join(["Ág"] * self.KEPT_LINES))
            probe.ensurePolished()
            self._kept_lines = QLabel.heightForWidth(probe, 1000)
            probe.deleteLater()
        return self._kept_lines

    def _keep_room(self) -> None:
        """Keep room under the preview line (or the refusal said in its room) up to
        KEPT_LINES lines of it, as far as the panel has height without taking any from the
        form: the line that grows by a line takes a line of it, and nothing below moves."""
        kept = getattr(self, "_kept", None)
        outer = self.layout()
        if kept is None or outer is None or not self.SHOWS_PREVIEW:
            return
        width = self._inner_width()
        used, said = self._heights(width)
        # the line keeps the room of its tallest text only where the panel has it below
        # the whole form: taken from the form, it was kept for ever (a Pandur at 1280×720
        # lost its Weis buttons below the form's edge from deal 7, an empty room of two
        # lines above Write)
        if self.preview_line.limit_kept(self.height() - used):
            said = self._said_height(width)
        may_scroll = self._may_scroll(used)
        if self._give_margins(may_scroll):
            return  # laid out again, and measured again, without them
        self._keep_bar(may_scroll)
        room = self.height() - used - said
        height = max(0, min(self._kept_height() - said, room))
        if kept.sizeHint().height() != height:
            kept.changeSize(0, height, QSizePolicy.Policy.Minimum,
                            QSizePolicy.Policy.Preferred)
            outer.invalidate()

    #: the panel's margins above the header and below Write where it has the room
    MARGINS = (6, 4, 6, 4)

    def _margins_given(self) -> int:
        """The height of the margins given up now (:meth:`_give_margins`)."""
        margins = self._outer.contentsMargins()
        return self.MARGINS[1] + self.MARGINS[3] - margins.top() - margins.bottom()

    def _give_margins(self, may_scroll: bool) -> bool:
        """Where the panel has less than KEPT_LINES lines under the whole form, the 4 px
        above the header and below Write go to the form: a netbook's unmaximised window
        (1008×560) scrolled the Schieber form by 8 px under a refusal of three lines, the
        Bedanken row cut. Whether they changed."""
        left, top, right, bottom = self.MARGINS
        wanted = (left, 0, right, 0) if may_scroll else self.MARGINS
        margins = self._outer.contentsMargins()
        if (margins.left(), margins.top(), margins.right(), margins.bottom()) == wanted:
            return False
        self._outer.setContentsMargins(*wanted)
        return True

    def _may_scroll(self, used: int) -> bool:
        """Whether KEPT_LINES lines under the whole form would make it scroll, with the
        margins the panel has where it has the room (their 8 px counted back). Still so
        where the panel is as high and wider only by the bar's room it keeps since: a wider
        header said its names in one line instead of two, found the room, and gave the
        bar's room back, its names in two lines again (a Fahnder's of long names at
        1024×600, the bar's room kept: the side and the board went to and fro at every
        key)."""
        measured = self.height() - used - self._margins_given() < self._kept_height()
        if measured:
            self._scrolls_at = self.size()
            return True
        seen = self._scrolls_at
        bar = self.form_scroll.verticalScrollBar().sizeHint().width()
        return (seen is not None and seen.height() == self.height()
                and seen.width() < self.width() <= seen.width() + bar)

    def _keep_bar(self, may_scroll: bool) -> None:
        """Where the panel has less than KEPT_LINES lines under the whole form, a long text
        there makes the form scroll: the side then asks for the scroll bar's width from the
        start, shown or not (``KEEPS_BAR_ROOM``). Asked for only while the bar was shown, it
        made the side wider under a long text and the board beside it narrower, its small
        words smaller, for the rest of the match in some cases (a trial's Schieber at
        1024×600; a Differenzler of six there under its preview). A side wider than its
        form anyway does not change."""
        self.form_scroll.keep_bar(self.KEEPS_BAR_ROOM and may_scroll)

    def whole_height(self) -> int:
        """The height the panel needs with the whole form in view and its texts as they are
        now: the line above it keeps no room beyond what this leaves (StatusLine.spare)."""
        return sum(self._heights(self._inner_width()))

    def _inner_width(self) -> int:
        margins = self._outer.contentsMargins()
        return self.width() - margins.left() - margins.right()

    def _heights(self, width: int, banner_below: bool = False) -> tuple[int, int]:
        """The height the panel's parts need at *width*, the whole form in view: all but
        the preview line (and the refusal said in its room), and that line. *banner_below*:
        with the yellow line under Write, wherever it is now."""
        outer = self._outer
        margins = outer.contentsMargins()
        used = margins.top() + margins.bottom()
        said = 0
        shown = 0
        for i in range(outer.count()):
            item = outer.itemAt(i)
            if item is None or item.spacerItem() is not None:
                continue
            widget = item.widget()
            if widget is None:  # Write's row
                if item.isEmpty():
                    continue
                shown += 1
                if banner_below and not self.write_button.isHidden():
                    write = self.write_button
                    used += max(write.sizeHint().height(), write.minimumHeight())
                else:
                    used += (item.heightForWidth(width) if item.hasHeightForWidth()
                             else item.sizeHint().height())
                continue
            if widget.isHidden():
                continue
            shown += 1
            if widget is self.form_scroll:
                form = self.form_widget
                inner = self.form_scroll.viewport().width()
                used += (form.heightForWidth(inner) if form.hasHeightForWidth()
                         else form.sizeHint().height())
                continue
            height = (widget.heightForWidth(width) if widget.hasHeightForWidth()
                      else widget.sizeHint().height())
            height = max(height, widget.minimumHeight())
            if widget in (self.preview_line, self.error):
                said += height
            else:
                used += height
        if banner_below and self.write_row.indexOf(self.banner) >= 0:
            if not self.banner.isHidden():
                shown += 1
                used += max(self.banner.heightForWidth(width), self.banner.minimumHeight())
        used += outer.spacing() * max(0, shown - 1)
        return used, said

    def _place_banner(self) -> None:
        """The yellow line of a correction under Write where the panel has the height for
        it and the whole form, else beside Write: under it, it took its room from the form,
        and a Pandur corrected at 1366×768 had its fault buttons cut in half below the
        form's edge (a keyboard trial's). Decided by its height under Write, wherever it
        is now, so that it does not go to and fro."""
        if not hasattr(self, "write_row"):  # Qt asks before the panel is built
            return
        outer = self._outer
        beside = self.write_row.indexOf(self.banner) >= 0
        width = self._inner_width()
        want = (not self.banner.isHidden() and not self.write_button.isHidden()
                and sum(self._heights(width, banner_below=True)) > self.height()
                and self._fits_beside(width))
        if want == beside:
            return
        if want:
            outer.removeWidget(self.banner)
            self.write_row.addWidget(self.banner, 1)
        else:
            self.write_row.removeWidget(self.banner)
            outer.insertWidget(outer.indexOf(self.write_row) + 1, self.banner)

    def _fits_beside(self, width: int) -> bool:
        """Whether Write (its words whole), the yellow line's words in two lines at most,
        and its button have room in one row."""
        label = self.banner_label
        words = label.fontMetrics().horizontalAdvance(label.text())
        longest = max((label.fontMetrics().horizontalAdvance(word)
                       for word in label.text().split()), default=0)
        row = self._banner_row
        margins = row.contentsMargins()
        needs = (self.write_button.sizeHint().width() + self.write_row.spacing()
                 + margins.left() + margins.right() + row.spacing()
                 + max(longest, words // 2 + 1) + self.cancel_button.sizeHint().width())
        return needs <= width

    def _said_height(self, width: int) -> int:
        """The height of the preview line, or of the refusal said in its room, at *width*."""
        height = 0
        for widget in (self.preview_line, self.error):
            if not widget.isHidden():
                height += max(widget.heightForWidth(width), widget.minimumHeight())
        return height

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.correcting: int | None = None
        # the entry corrected (or inserted before), itself: a delete or an undo elsewhere
        # moves it or takes it away, and the correction must follow it, never its place
        self._anchor: Any = None
        self.preview_board: Board | None = None  # the board the previewed entry would give
        self.inserting = False  # correcting mode: False = replace entry, True = insert before it
        # what the form held when the correction (or insertion) began: leaving it with
        # anything else in it asks first (see leave_correcting)
        # (the values alone: a form may make its widgets anew while it is typed in)
        self._as_begun: list[Any] = []
        self.draft: Draft | None = None  # the entry being typed when a correction began
        self.draft_typed = False  # ... and it held something typed or chosen
        self._refused: list[NumberField] = []
        # what the form's fields and buttons hold with nothing typed (None: not seen yet, the
        # form is new): the program fills some (the team announcing), see has_typing
        self._blank: list[tuple[QWidget, Any]] | None = None
        # what Ctrl+Z took back of the Schreiber's choices (the whole form as it was), with
        # the match it was taken back in, for Ctrl+Y: see take_back_choices
        self._unchosen: _FormThen | None = None
        self._kept_lines = None
        # the digits typed on a button in a row, said refused: (button, digits, words)
        self._lost_digits: tuple[QWidget, str, str] | None = None
        outer = self._outer = QVBoxLayout(self)
        # as tight as the form's rows (4 px), above and below too: with 6 px the Schieber
        # form scrolled by 8 px at 1024×600 under a long round's preview of four lines
        # (a Romande trial's: 9 px, the Bedanken row's lower edge cut)
        outer.setContentsMargins(*self.MARGINS)
        outer.setSpacing(4)
        self.banner = self._banner()
        self.header = TurnHeader()
        self.header.expect(list(controller.match.rules.doc.players))
        outer.addWidget(self.header)
        # the form scrolls when the window is too low for it; the Write button stays in view
        self.form_widget = QWidget()
        self.form = QVBoxLayout(self.form_widget)
        self.form.setContentsMargins(0, 0, 4, 0)
        self.form_scroll = FormScroll()
        self.form_scroll.setWidget(self.form_widget)
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.form_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # as tall as the form (a large screen keeps the Write button right under it), and
        # shorter, scrolling, only when the window is too low
        self.form_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.form_scroll)
        self.preview_line = PreviewLine()
        outer.addWidget(self.preview_line)
        if not self.SHOWS_PREVIEW:
            self.preview_line.hide()
        self.error = SentenceLabel()
        self.error.setObjectName("entryError")
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        from_the_top(self.error)  # in the preview's room, from its top as the preview
        self.error.hide()
        self.preview_line.reserve_refusal(self.error)
        self._preview_hidden = False  # the refusal is said in the preview's room
        outer.addWidget(self.error)
        # the room kept under the preview (or the refusal in its room) where the panel has
        # it: a line that grows takes it, and the Write button stays (:meth:`_keep_room`)
        self._kept = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        outer.addItem(self._kept)
        self.write_button = QPushButton(self.tr("Write (Enter)"))
        self.write_button.setObjectName("writeButton")
        # as high as the card points fields: 40 px took a netbook's third line under the form
        self.write_button.setMinimumHeight(34)
        self.write_button.clicked.connect(self.submit)
        # Write's row: the yellow line comes beside it where the side has no room for it
        # below (_place_banner)
        self.write_row = QHBoxLayout()
        self.write_row.addWidget(self.write_button)
        outer.addLayout(self.write_row)
        # under Write, in the room below it: above the header, it moved every field and
        # button down by its height when a correction began, and up again when it ended,
        # under a mouse about to click them (a Romand trial's)
        outer.addWidget(self.banner)
        outer.addStretch(1)

    def _banner(self) -> QFrame:
        """The yellow line of a correction or an insertion: which entry, and a button to
        leave it (Esc does the same). Hidden until one begins."""
        banner = QFrame()
        banner.setObjectName("correctionBanner")
        banner.setStyleSheet("#correctionBanner { background: #fff3c4; border-radius: 4px; }")
        row = self._banner_row = QHBoxLayout(banner)
        row.setContentsMargins(6, 4, 6, 4)
        self.banner_label = QLabel()
        self.banner_label.setTextFormat(Qt.TextFormat.PlainText)
        self.banner_label.setWordWrap(True)
        self.banner_label.setStyleSheet("font-weight: bold; color: #5c4400;")
        # a button that looks like one (the line's colour on it made it look like words);
        # its words say what it ends (_banner_text): an insertion's said "Cancel correction"
        self.cancel_button = QPushButton(self.tr("Cancel c&orrection"))
        self.cancel_button.clicked.connect(lambda: self.leave_correcting())
        row.addWidget(self.banner_label, 1)
        row.addWidget(self.cancel_button)
        banner.hide()
        return banner

    # -- for the variants --------------------------------------------------------------------

    @staticmethod
    def group(title: str, layout: type[QLayout] = QVBoxLayout) -> tuple[QGroupBox, Any]:
        """A titled box with tight margins (a 600 px high window has no room to spare), and
        its layout."""
        box = QGroupBox(title)
        inner = layout(box)
        inner.setContentsMargins(6, 2, 6, 4)
        inner.setSpacing(4)
        return box, inner

    def build_entry(self) -> Any:
        """The entry the form describes; FormError / FieldError if something is missing."""
        raise NotImplementedError

    def load_entry(self, entry: Any) -> None:
        """Fill the form from *entry* (to correct it)."""
        raise NotImplementedError

    def reset(self) -> None:
        """Clear the form for the next round."""

    def refresh(self, board: Board) -> None:
        """Follow the board (team names, next announcer, open rows ...)."""

    def focus_target(self) -> QWidget | None:
        """Where the next thing is typed: by default the form's first visible, enabled
        number field."""
        for field in self.form_widget.findChildren(NumberField):
            if field.isVisibleTo(self) and field.isEnabled():
                return field
        return None

    def field_for(self, err: RuleViolation) -> QWidget | None:
        """The field a refusal by the rules is about (by ``err.rule``), or None."""
        return None

    def update_turn(self, board: Board) -> None:
        """Fill the header: the board's dealer and announcer as player names."""
        if not self.SHOWS_TURN:
            return
        dealer, announcer = turn_seats(board)
        if board.finished:
            dealer = announcer = None
        self.header.set_turn(self.player_name(dealer), self.player_name(announcer))

    def player_name(self, seat: int | None) -> str | None:
        """The name of the player in *seat* (the order of play), None for no seat."""
        players = self.controller.match.rules.doc.players
        return players[seat] if seat is not None and 0 <= seat < len(players) else None

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        """The entry in words and numbers for the preview line."""
        return self.history_text(line, entry)

    def describe(self, entry: Any) -> str:
        """Short words for the Edit menu: "Undo: <this>"."""
        return self.tr("entry")

    def keys_help(self) -> str:
        """The keys of this variant's form, for Help → Keyboard."""
        return ""

    def status_text(self, board: Board) -> str:
        """One line above the form: whose turn, what is missing, who won."""
        if board.finished:
            names = " & ".join(board.sides[w].name for w in board.winners)
            return i18n.fill(self.tr("Won by {0}. The match is over."), names)
        return ""

    @staticmethod
    def match_over() -> str:
        """Where the form was, once the Partie is over, for a variant whose board says who
        won under it: the same sentence in both places said it twice at once."""
        return QCoreApplication.translate("EntryPanel", "The match is over.")

    def status_room(self, board: Board) -> list[str]:
        """The longest texts ``status_text`` can say in this match, for these players and
        table settings (asked once, with the match's board): each of its sentences with the
        most names it may name and the longest of them, and wide numbers (a round as
        :data:`~.status.ROUND_SAID`). The line above the form keeps the room of the tallest
        from the first round on, so that the first long one does not move the form (a
        Romand trial's Handjass: "… : Sylvie et Pascal (3 sur 5)" took a second line at
        round 4, and every button below moved down by it). A panel asks its own
        ``status_text`` about the boards the match may come to (:func:`~.status.what_if`).
        An empty list (the default, a panel whose line says nothing before the end): it keeps
        the room of its longest text so far."""
        return []

    def status_room_elsewhere(self, board: Board) -> list[str]:
        """As ``status_room``, the longest texts said over another form than the one the
        entries are typed in (a Molotow's tie, over its card draw): their room is kept only
        as far as the whole form leaves it beside the line (a Molotow of six long names
        at 1008×560 had its sixth player's row out of view for the room of its tie)."""
        return []

    def history_text(self, line: EntryLine, entry: Any) -> str:
        """The entry in words for the history list (the core's sentence, translated)."""
        return i18n.render(line.text)

    # -- for the window -------------------------------------------------------------------------

    def follow(self, board: Board) -> None:
        """The match changed: follow the board, the header and the preview. A refusal
        shown was about the match as it was (an undo may even have changed the game)."""
        if self._refused or self.error.isVisibleTo(self):
            self.show_error("")
        blank = not self.has_typing()
        before = [] if blank else self._inputs()
        unchosen = self._unchosen  # the program's refresh is no choice made anew
        gone = self._follow_anchor()
        self.refresh(board)
        self.update_turn(self.turn_board(board))
        self.update_preview()
        self._unchosen = unchosen
        if blank:  # what refresh filled in is the program's, not typing
            self._seen_blank()
        else:
            self._follow_blank(before)
        if gone is not None:
            self.show_error(self.tr("Entry {0} was deleted or undone while it was being "
                                    "corrected: the correction was left, nothing was "
                                    "written.").format(i18n.number(gone + 1)))

    def has_typing(self) -> bool:
        """Something is typed or chosen in the form and not written (a round half typed, a
        correction open): leaving the match now would drop it."""
        if self.correcting is not None:
            return True
        return self._blank is not None and self._inputs() != self._blank

    def has_typed(self) -> bool:
        """A number or a word typed into the form and not written (a choice of buttons
        alone is none: it is made again in a moment, and a trump chosen cannot be unchosen).
        A number a button wrote (a Match's 157, a Weis added by +50, a Handjass Strich by +)
        is that button's choice, not typing: the Match's 157 refused Ctrl+Z with "it holds
        what you typed", though nothing was typed (an English trial's)."""
        if self.correcting is not None:
            return True
        if self._blank is None:
            return False
        blank = dict(self._blank)
        return any(isinstance(widget, QLineEdit) and widget.isModified()
                   and value != blank.get(widget) for widget, value in self._inputs())

    def _inputs(self) -> list[tuple[QWidget, Any]]:
        """What the Schreiber types or chooses in the form: the fields' text, the buttons
        that stay pressed, the lists' choice."""
        inputs: list[tuple[QWidget, Any]] = []
        for widget in self.form_widget.findChildren(QWidget):
            if isinstance(widget, QLineEdit) and not widget.isReadOnly():
                inputs.append((widget, widget.text().strip()))
            elif isinstance(widget, QAbstractButton) and widget.isCheckable():
                inputs.append((widget, widget.isChecked()))
            elif isinstance(widget, QComboBox):
                inputs.append((widget, widget.currentIndex()))
        return inputs

    def _values(self) -> list[Any]:
        """What the form holds, without its widgets (see ``_as_begun``)."""
        return [value for _widget, value in self._inputs()]

    def _seen_blank(self) -> None:
        """The form holds nothing typed now: remember what it holds."""
        if self.correcting is None:
            self._blank = self._inputs()

    def _match_now(self) -> tuple[Any, Any]:
        """The match as it is now, to know it again: its entries and rules, both replaced
        (never changed in place) by every change, and back by undo or redo."""
        match = self.controller.match
        return match.entries, match.rules

    def _of_this_match(self, then: _FormThen) -> bool:
        entries, rules = self._match_now()
        return then.entries is entries and then.rules is rules

    def take_back_choices(self) -> bool:
        """Ctrl+Z with something chosen in the form since the last entry (a trump, a team,
        Match, Stöck, a row) and nothing typed: the form as the match's last change left it,
        before any written entry is undone (the next Ctrl+Z). A trump chosen and 50 typed,
        Ctrl+Z three times took the 50, then round 8, with the trump still chosen for it (a
        German trial's). What the form chose by itself (the team whose turn it is, a
        Coiffeur's first open row) is the form as it was left, no choice. True if something
        was taken back: Ctrl+Y chooses it again (:meth:`choose_again`)."""
        if not self.can_take_back_choices():
            return False
        self.show_error("")
        chosen = _FormThen(*self._match_now(), draft.keep(self, self.form_widget))
        with history_kept():  # the fields' own typing undone before stays for Ctrl+Y
            self.reset()  # the form for the next entry, as after one written …
        self._back_to_blank()  # … and what the form held then (a Coiffeur's row offered)
        self._seen_blank()  # whatever a panel's reset left: the next Ctrl+Z is the match's
        self._followed()
        self._unchosen = chosen
        return True

    def last_field(self) -> QLineEdit | None:
        """The field of the form typed in last, while the cursor is elsewhere in the form (on
        a button): in a correction Ctrl+Z undoes its typing from there. It was refused with
        the bid just retyped and the cursor on the contract's buttons (an English trial's)."""
        field = self.form_scroll.last_typed
        try:
            shown = field is not None and field.isVisible() and self.isAncestorOf(field)
        except RuntimeError:  # a field made for the moment, deleted since (a tie's)
            return None
        return field if shown else None

    def can_take_back_choices(self) -> bool:
        """Ctrl+Z would take back what was chosen in the form (:meth:`take_back_choices`)."""
        return self.correcting is None and not self.has_typed() and self.has_typing()

    def _back_to_blank(self) -> None:
        """Every button and list that holds another choice than the form held with nothing
        typed, set back to it as a click would (the panel's own handlers follow)."""
        blank = dict(self._blank or [])
        for widget, value in self._inputs():
            if widget not in blank or blank[widget] == value:
                continue
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(blank[widget])
            elif isinstance(widget, QAbstractButton):
                group = widget.group()
                alone = group is not None and group.exclusive() and not blank[widget]
                if alone:  # an exclusive group's button unchecked: none of them chosen
                    group.setExclusive(False)
                widget.setChecked(blank[widget])
                if alone:
                    group.setExclusive(True)

    def can_choose_again(self) -> bool:
        """Ctrl+Y would choose again what Ctrl+Z took back last: nothing was typed or chosen
        since, and the match is as it was then (undone further, it is redone first)."""
        return (self._unchosen is not None and self.correcting is None
                and not self.has_typing() and self._of_this_match(self._unchosen))

    def choose_again(self) -> bool:
        """Ctrl+Y after :meth:`take_back_choices`: the choices back. True if they came."""
        if not self.can_choose_again() or self._unchosen is None:
            return False
        chosen, self._unchosen = self._unchosen.form, None
        self.show_error("")
        draft.restore(chosen, self, self.form_widget)  # as a draft after a correction
        if self.draft_restored() is False:  # it fits no entry due now (never here): none
            self.reset()
        self._followed()
        return True

    def _followed(self) -> None:
        """The form changed by Undo or Redo: the header, the preview and the line above
        follow it; the cursor stays where it is if it can, else goes where the next thing
        is typed."""
        self.update_turn(self.turn_board(self.controller.board))
        self.update_preview()
        self.statusChanged.emit()
        self.edited.emit()
        cursor = QApplication.focusWidget()
        stays = (cursor is not None and self.isAncestorOf(cursor) and cursor.isVisible()
                 and cursor.isEnabled() and not _unchosen_button(cursor))
        if not stays:
            self.focus_next()

    def _follow_blank(self, before: list[tuple[QWidget, Any]]) -> None:
        """The match changed under typing: what the Schreiber typed or chose stays his
        typing, but what the form filled in for the new round (who announces, a choice
        set by the round) is the program's. Without this, the form emptied again later
        still counted as typed (a keyboard trial was told its typing would be dropped)."""
        if self._blank is None or self.correcting is not None:
            return
        blank = dict(self._blank)
        typed = {widget for widget, value in before if blank.get(widget, value) != value}
        self._blank = [(widget, blank.get(widget, value) if widget in typed else value)
                       for widget, value in self._inputs()]

    def _follow_anchor(self) -> int | None:
        """The entry being corrected (or inserted before) where the match has it now: a
        delete or an undo before it moves it (the banner says its new number); one that
        took it away ends the correction, whose number is returned (Enter wrote the form
        over the entry that had moved into its place: a trial's)."""
        if self.correcting is None or self._anchor is None:
            return None
        entries = self.controller.match.entries
        where = next((i for i, e in enumerate(entries) if e is self._anchor), None)
        if where is None:
            gone = self.correcting
            self.stop_correcting()
            return gone
        if where != self.correcting:
            self.correcting = where
            self._say_banner()
        return None

    def _banner_text(self) -> str:
        number = i18n.number((self.correcting or 0) + 1)  # 1'000, as the history says it
        return (self.tr("New entry before entry {0}").format(number) if self.inserting
                else self.tr("Correcting entry {0}").format(number))

    def _say_banner(self) -> None:
        """The yellow line's words and its button's: what is done and what the button ends
        (a trial's insertion offered "Korrektur abbrechen", though nothing was corrected).
        Each its own Alt letter, none of a form's nor of the menu bar's (German has no O in
        "Einfügen abbrechen")."""
        self.banner_label.setText(self._banner_text())
        self.cancel_button.setText(self.tr("Cancel inserti&on") if self.inserting
                                   else self.tr("Cancel c&orrection"))

    def said_correcting(self, status: str, inserting: bool = False) -> str:
        """*status*, the line above the form, as said of an entry corrected (or inserted):
        that it is the correction's ("Runde 2 · am nächsten bei voll: Fritz (1 von 7)"
        beside a board at Runde 8 read as if the board had gone back, a German trial's)."""
        if not status:
            return status
        said = self.tr("Insertion: {0}") if inserting else self.tr("Correction: {0}")
        return said.format(status)

    def status_now(self, board: Board) -> str:
        """The line above the form: ``status_text`` of the match's *board*, or, while an
        entry is corrected or inserted, of the board before it, said as the correction's."""
        status = self.status_text(self.turn_board(board))
        if self.correcting is None:
            return status
        return self.said_correcting(status, self.inserting)

    def turn_board(self, board: Board) -> Board:
        """The board the header's dealer comes from: the one before the entry being
        corrected or inserted (who dealt that round), else the match's (who deals next)."""
        if self.correcting is not None:
            return self.controller.match.board(upto=self.correcting)
        return board

    def focus_next(self) -> None:
        """Put the cursor where the next thing is typed; nowhere while the form is hidden
        (the entry that ended the Partie: the cursor went back into the hidden form, where
        what was typed next went unseen)."""
        if self.isHidden():
            return
        target = self.focus_target()
        if target is not None and target.isVisibleTo(self) and target.isEnabled():
            # the cursor goes on for the keyboard's sake (Enter, a key, a match opened):
            # the platform style then marks where it is, as after Tab (else a list of
            # misdeeds or a check box had the cursor with no mark at all)
            self.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_loaded(self) -> None:
        """A correction began: the cursor where the entry is mended (``focus_next``), and
        the value loaded into that field selected, so that what is typed replaces it (a
        keyboard trial typed 65 over a Coiffeur's 60 and got "6065"; some panels selected
        it themselves, others not)."""
        self.focus_next()
        field = QApplication.focusWidget()
        if isinstance(field, QLineEdit) and self.isAncestorOf(field) and field.text():
            field.selectAll()

    def watch(self, *widgets: Any) -> None:
        """Let every change of these fields, buttons and boxes update the preview, and take
        back a refusal shown (it was about the form as it was at Enter)."""
        for widget in widgets:
            if isinstance(widget, NumberField):
                widget.changed.connect(self._form_changed)
            elif isinstance(widget, QAbstractButton):
                widget.toggled.connect(lambda on, w=widget: self._toggled(w, on))
                if not widget.isCheckable():
                    widget.clicked.connect(lambda _c=False: self._form_changed())
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(lambda _i: self._form_changed())
            elif hasattr(widget, "changed"):  # WeisPicker and other composite pickers
                widget.changed.connect(self._form_changed)

    def _toggled(self, button: QAbstractButton, on: bool) -> None:
        """A toggle the panel took back while it was said (a Match refused over typing)
        changed nothing: the refusal it made stays."""
        if on == button.isChecked():
            self._form_changed()

    def match_over_typing(self, button: QAbstractButton, field: NumberField, key: str,
                          kontermatsch: bool = False) -> bool:
        """*button* (Match or Kontermatsch, just checked) would give 0 to *field*, which
        holds points other than 0 typed by the Schreiber: refused, the button off again and
        the typing kept, the refusal naming the number and how to clear it. True if refused.
        (157 typed for Team B, then Ctrl+M for Team A: the 157 went without a word, a
        trial's.) A 0 typed there says what the button says: it may go."""
        typed = field.typing()
        try:
            if not typed or field.value() == 0:
                return False
        except FieldError:
            pass  # "12a" typed: the Schreiber's too, and not 0
        button.setChecked(False)
        text = (self.tr("{label}: {value} is typed, but a Kontermatsch gives 0 here. For the "
                        "Kontermatsch, delete the {value} first, then {key}.") if kontermatsch
                else self.tr("{label}: {value} is typed, but a Match gives 0 here. For the "
                             "Match, delete the {value} first, then {key}."))
        self.refuse(text.format(label=field.label, value=typed, key=key), field)
        return True

    def _form_changed(self) -> None:
        """Something in the form changed: a refusal shown was about what is no longer there
        (a sum mended in another field too), so every red mark and message goes; the preview
        says what Enter would do now. Choices taken back by Ctrl+Z are not brought back by
        Ctrl+Y over what was chosen or typed since."""
        self._unchosen = None
        if self._refused or self.error.isVisibleTo(self):
            self.show_error("")
        self.update_preview()
        self.edited.emit()

    def preview_entry(self) -> Any:
        """The entry Enter would write now (what the preview shows)."""
        return self.build_entry()

    def update_preview(self) -> None:
        if not self.SHOWS_PREVIEW or self.controller.session is None:
            return
        try:
            entry = self.preview_entry()
        except FieldRefusal as err:  # refused, not missing: foretold as the rules' refusals
            self.preview_line.show_refusal(str(err), err.after_colon)
            return
        except FormError as err:  # something still missing
            self.preview_line.show_hint(str(err))
            return
        except ValueError as err:  # pydantic: a value the entry model itself refuses
            self.preview_line.show_refusal(_first_error(err))
            return
        try:
            self.preview_board = dry_board(self.controller.match, entry, self.correcting)
        except RuleViolation as err:
            way = self._way_out(err)
            self.preview_line.show_refusal(said_with(rule_message(err), way),
                                           said_with(i18n.after_colon(err), way))
            return
        self.preview_line.show_write(self.preview_words(self.preview_board.entries[-1], entry))

    # -- writing -----------------------------------------------------------------------------

    def submit(self) -> bool:
        """Enter: write the entry the form describes, or say why not."""
        try:
            entry = self.build_entry()
        except NextStep as err:  # nothing wrong: where the form goes on, said as a hint
            self.show_error("")
            self.preview_line.show_hint(str(err))
            err.field.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        except FieldError as err:
            self.refuse(str(err), err.field)
            return False
        except FormError as err:
            self.refuse(str(err))
            return False
        except ValueError as err:
            self.refuse(_first_error(err))
            return False
        return self.submit_entry(entry)

    def submit_entry(self, entry: Any) -> bool:
        """Write *entry* (or the correction); on refusal show why and keep the form."""
        # the correction's own change replaces (or moves) its entry: not a change from
        # elsewhere that the form must follow
        anchor, self._anchor = self._anchor, None
        moved: list[OutOfTurn] = []
        try:
            if self.correcting is None:
                self.controller.add(entry, self._step_text(entry))
            elif self.inserting:
                at = self.correcting
                moved = self.controller.insert(at, entry, self._step_words(
                    self.tr("insertion before entry {0}").format(i18n.number(at + 1)), at))
            else:
                at = self.correcting
                self.controller.replace(at, entry, self._step_words(
                    self.tr("correction of entry {0}").format(i18n.number(at + 1)), at))
        except RuleViolation as err:
            self._anchor = anchor
            self.refuse(said_with(rule_message(err), self._way_out(err)), self.field_for(err))
            return False
        except BaseException:
            self._anchor = anchor
            raise
        self.show_error("")
        if self.correcting is not None:
            self.stop_correcting()  # the form again as it was: the entry being typed
            self.written.emit()
            self.form_scroll.from_the_top(QApplication.focusWidget())
            self.say_out_of_turn(moved, inserted=True)
            return True
        self.reset()
        self._seen_blank()
        self.written.emit()
        self.update_preview()
        self.focus_next()
        # the next entry begins: its form from the top (it stayed where the last one ended,
        # on a netbook's Pandur below the declarer and "No bid"; a trial's)
        self.form_scroll.from_the_top(QApplication.focusWidget())
        return True

    def say_out_of_turn(self, moved: Sequence[OutOfTurn], inserted: bool) -> None:
        """Once, under the form: the later rounds a round *inserted* (else deleted) left with
        an announcer the order of play no longer gives them, each with the side it names
        and the side the order gives (a French trial's round 5, written for Jérôme & Noël
        as the form offered, was the other team's by the order once a forgotten round was
        inserted before it; its trump was counted for the wrong team, and nothing said so).
        Nothing is changed: only the Schreiber knows who announced."""
        if not moved:
            return
        names = self.controller.match.rules.side_names
        groups: dict[tuple[int, int], list[int]] = {}
        for entry in moved:
            groups.setdefault((entry.announced, entry.turn), []).append(entry.index + 1)
        said = i18n.and_names([
            i18n.fill(self.tr("{entries} ({team} instead of {turn})"),
                      entries=self._entries_named(numbers), team=names[team],
                      turn=names[turn])
            for (team, turn), numbers in groups.items()])
        template = (self.tr("After the insertion, no longer announced in turn: {0}. Check "
                            "and correct where needed.") if inserted
                    else self.tr("After the deletion, no longer announced in turn: {0}. "
                                 "Check and correct where needed."))
        if self.isVisible():
            self.preview_line.show_note(template.format(said))
        else:  # a Partie still decided, or Tafel mode: no form, said under the board
            window_says_step(self, template.format(said), NOTE_SHOWN)

    def _entries_named(self, numbers: Sequence[int]) -> str:
        """"entry 6", "entries 4 and 6", "entries 6–8"; a long list by its first three and
        its last, "entries 3, 5, 7, …, 39" (inserted before round 2 of 40, every round after
        it took a line of its own under the form)."""
        runs: list[str] = []
        start = 0
        for i in range(1, len(numbers) + 1):
            if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
                run = numbers[start:i]
                said = [i18n.number(n) for n in run]
                runs.extend([f"{said[0]}–{said[-1]}"] if len(run) > 2 else said)
                start = i
        listed = (", ".join([*runs[:3], "…", runs[-1]]) if len(runs) > MOST_NAMED
                  else i18n.and_names(runs))
        return (self.tr("entry {0}") if len(numbers) == 1
                else self.tr("entries {0}")).format(listed)

    def _way_out(self, err: RuleViolation) -> str:
        """The way past a refusal because of a later entry (it goes first), where *err* is
        one; "" for any other."""
        return way_out(err, INSERTING if self.inserting else CORRECTING, self.correcting)

    def _step_text(self, entry: Any) -> Callable[[], str]:
        """The undo step's words for *entry*, written next: in the undo history's list its
        line as the history below the board writes it once it is written ("3. Round 3:
        Team A 100 …": a keyboard trial's list said "round 3" and no more, so he could not
        tell the steps apart), the Edit menu's *describe* (QUndoCommand: the list's text, a
        line break, the menu's). The menu's words now, before the entry counts: "round 3"
        is the round it writes."""
        menu = self.describe(entry)
        index = len(self.controller.match.entries)
        return lambda: f"{self.row_text(index)}\n{menu}"

    def _step_words(self, menu: str, index: int) -> Callable[[], str]:
        """A correction's or an insertion's undo step (*menu*: "correction of entry 3"): in
        the undo history's list with entry *index* as the history writes it once it is
        done, in the Edit menu alone."""
        return lambda: f"{menu} – {self.row_text(index, numbered=False)}\n{menu}"

    def row_text(self, index: int, numbered: bool = True) -> str:
        """Entry *index* as the history below the board writes it ("3. Round 3: …"; without
        its number: "Round 3: …")."""
        board = self.controller.board
        text = self.history_text(board.entries[index], self.controller.match.entries[index])
        return f"{i18n.number(board.entries[index].number)}. {text}" if numbered else text

    def refuse(self, text: str, field: QWidget | None = None) -> None:
        """Say *text* beside *field* (or above the Write button), keep what was typed, and
        put the cursor where it is to be mended."""
        self.show_error(text, field)
        if field is not None and field.isVisibleTo(self):
            field.setFocus(Qt.FocusReason.OtherFocusReason)
            if isinstance(field, NumberField):
                field.show_start()  # the cursor at the end, or a text too wide from its start
        else:
            focus = QApplication.focusWidget()
            if focus is None or not self.isAncestorOf(focus):
                self.focus_next()

    def show_error(self, text: str, field: QWidget | None = None) -> None:
        """Show *text* (empty: clear every refusal shown) in the preview's room, *field*
        marked red. Said under the field, a refusal pushed the form below it down by its
        lines while shown, and the Write button with it, under a mouse (a trial's); the
        message names the field, so it is said where every refusal is."""
        for old in self._refused:
            old.clear_refusal()
        self._refused = []
        if text and isinstance(field, NumberField):
            field.show_refusal()
            self._refused.append(field)
        self.error.setText(text)
        shown = bool(text)
        preview = getattr(self, "preview_line", None)
        if preview is not None and preview.repeats(text):
            preview.clear()  # said once, in red: not again by the preview it replaces
        if preview is not None:
            self._error_in_preview_room(preview, shown)
        self.error.setVisible(shown)
        self.refusalChanged.emit(text)

    def _error_in_preview_room(self, preview: PreviewLine, shown: bool) -> None:
        """A refusal is said in the room of the preview line, which it hides: shown below
        it, it moved the Write button (and in a Pandur the form above) by its lines, under a
        mouse (a trial's). The preview keeps the refusal's height when it comes back. Only
        as far as the panel has the room below its whole form: a refusal of one line in the
        room of a three-line preview left two lines empty while the form was cut (a
        netbook trial's Fahnder at 1008×560)."""
        if shown and preview.isVisibleTo(self):
            # its own lines whole too: a column too low for the form squeezed it otherwise
            own = self.error.heightForWidth(preview.width())
            self.error.setMinimumHeight(max(own, preview.room_kept(preview.height())))
            preview.hide()
            self._preview_hidden = True
        elif not shown and self._preview_hidden:
            preview.keep_height(self.error.height())
            self.error.setMinimumHeight(0)
            preview.show()
            self._preview_hidden = False

    def refusal_in_preview_room(self) -> bool:
        """A refusal is said now in the room of the preview line, which it hid: a panel that
        shows or hides the preview leaves it hidden until the refusal goes."""
        return self._preview_hidden

    def error_text(self) -> str:
        """The refusal shown now, wherever it is shown (for tests and the screen reader)."""
        return self.error.text() if self.error.isVisibleTo(self) else ""

    def start_correcting(self, index: int, entry: Any) -> None:
        self._keep_draft()
        self.correcting, self.inserting = index, False
        self._anchor = self.controller.match.entries[index]
        self.setVisible(True)  # a finished Partie can still be corrected
        self._say_banner()
        self.banner.show()
        self.write_button.setText(self.tr("Save correction (Enter)"))
        self.show_error("")
        self.load_entry(entry)
        self._as_begun = self._values()
        self.update_turn(self.turn_board(self.controller.board))
        self.update_preview()
        self.correctingChanged.emit()

    def start_inserting(self, index: int) -> None:
        """Write a forgotten entry before entry *index*."""
        self._keep_draft()
        self.correcting, self.inserting = index, True
        self._anchor = self.controller.match.entries[index]
        self.setVisible(True)
        self._say_banner()
        self.banner.show()
        self.write_button.setText(self.tr("Insert (Enter)"))
        self.show_error("")
        self.reset()
        self._as_begun = self._values()
        self.update_turn(self.turn_board(self.controller.board))
        self.update_preview()
        self.correctingChanged.emit()
        self.focus_next()

    def stop_correcting(self, reset: bool = True) -> None:
        was = self.correcting is not None
        self.correcting, self.inserting, self._anchor = None, False, None
        self.banner.hide()
        self.write_button.setText(self.tr("Write (Enter)"))
        if self.controller.session is not None:
            self.setVisible(not self.controller.board.finished)
        if was:
            self.update_turn(self.controller.board)  # who deals next, again
        if was and reset:
            self.reset()
            self._seen_blank()
            self.show_error("")
            self._restore_draft()
            self.update_preview()
        if was:
            self.correctingChanged.emit()

    def leave_correcting(self) -> bool:
        """Esc or *Cancel correction*/*Cancel insertion*: the correction left, asked first
        when the form holds anything but what it held when it began (a trial's 130 typed
        over a Pandur's bid went with Esc, without a word, and Undo did not bring it
        back). Enter and Esc on the question keep the typing, as the dialogs' do. False:
        the Schreiber goes on typing."""
        if self.correcting is None:
            return True
        if self._values() != self._as_begun and not self._drop_asked():
            return False
        self.stop_correcting()
        return True

    def _drop_asked(self) -> bool:
        """The question before a changed correction or insertion is dropped; True: drop."""
        number = i18n.number(self.correcting + 1 if self.correcting is not None else 0)
        if self.inserting:
            title = self.tr("Discard the new entry before entry {0}?").format(number)
            text = self.tr("No entry is inserted; what is typed in the form is lost.")
        else:
            title = self.tr("Discard the correction of entry {0}?").format(number)
            text = self.tr("Entry {0} stays as it was; what is changed in the form is "
                           "lost.").format(number)
        typed = self._typed_words()
        if typed:
            text += "\n" + self.tr("Typed: {0}").format(typed)
        return messages.drop_typing(self, title, text)

    def _typed_words(self) -> str:
        """The fields changed since the correction began, "Bid 130; Weis 50" (a field
        emptied is left out: its label alone says nothing of what goes)."""
        inputs = self._inputs()
        loaded = self._as_begun if len(self._as_begun) == len(inputs) else [None] * len(inputs)
        said = []
        for (widget, value), before in zip(inputs, loaded, strict=True):
            if isinstance(widget, QLineEdit) and value and value != before:
                label = getattr(widget, "label", "") or widget.accessibleName()
                said.append(f"{label} {value}" if label else value)
        return "; ".join(said)

    def _keep_draft(self) -> None:
        """The entry being typed, kept before the form shows another one (a correction
        begun while another is open keeps the one kept first)."""
        if self.correcting is None:
            self.show_error("")  # a refusal is said again when it is written
            self.draft_typed = self.has_typing()  # (else a blank form is kept)
            self.draft = draft.keep(self, self.form_widget, self.form_scroll.last_focus)
        self.form_scroll.last_typed = None  # the draft's typing is no correction's to undo

    def _restore_draft(self) -> None:
        """The entry being typed back in the form, the cursor where it was."""
        kept, self.draft = self.draft, None
        cursor = None
        if kept is not None:
            draft.restore(kept, self, self.form_widget)
            if self.draft_restored() is not False:  # else dropped: the cursor goes first
                cursor = kept.focus
        if cursor is not None and cursor.isVisibleTo(self) and cursor.isEnabled():
            cursor.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.focus_next()

    def typing_kept(self) -> Draft | None:
        """The entry being typed, to keep through a crash, or None when the form holds none:
        during a correction the one kept when it began (the correction itself is not kept)."""
        if self.correcting is not None:
            return self.draft if self.draft_typed else None
        if not self.has_typing():
            return None
        return draft.keep(self, self.form_widget, self.form_scroll.last_focus)

    def restore_typing(self, kept: Draft) -> bool:
        """*kept* (read back after a crash) in the form, as a draft after a correction comes
        back, the cursor where it was. False: it fits no entry due now and was dropped."""
        self.show_error("")
        draft.restore(kept, self, self.form_widget)
        back = self.draft_restored() is not False
        self._followed()
        cursor = kept.focus if back else None
        if cursor is not None and cursor.isVisibleTo(self) and cursor.isEnabled():
            cursor.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.focus_next()
        return back

    def delete_refusal(self, index: int) -> str | None:
        """Why entry *index* is not deleted now, for the form's sake, or None: a form whose
        typing would not fit what the delete leaves due (a Guggitaler's next game) says so,
        and the typing stays. Every other form keeps its typing over a delete."""
        return None

    def draft_restored(self) -> bool | None:
        """The entry being typed is back in the form (after a correction): a panel whose
        form has widgets made for the moment (a tie's players) makes them again here.
        False: the entry kept belongs to no entry due now and was dropped (the panel says
        so); the cursor then goes where the next thing is typed, not where it was."""
        return None

    def write_after_form(self) -> None:
        """Make Write the Tab stop after the form's last one (called once the panel is in
        the window). Qt's order is the order the widgets were made in, and Write is made
        before any variant's form: Tab left a Coiffeur's form for the board and came to
        Write only from the history, and a Pandur's stopped on Write halfway through the
        form (a keyboard trial's)."""
        last, widget = None, self.form_widget.nextInFocusChain()
        while widget is not None and widget is not self.form_widget:  # once round the chain
            if (self.form_widget.isAncestorOf(widget)
                    and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
                last = widget
            widget = widget.nextInFocusChain()
        if last is not None:
            QWidget.setTabOrder(last, self.write_button)
        QWidget.setTabOrder(self.write_button, self.cancel_button)  # as they are shown

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return
        if event.key() == Qt.Key.Key_Escape and self.correcting is not None:
            self.leave_correcting()
            return
        if self._digit_on_button(event):
            return
        super().keyPressEvent(event)

    def digits_hint(self, button: QAbstractButton) -> str:
        """A variant's words after the refusal of digits typed on *button*: where what was
        meant goes in its form ("" by default)."""
        return ""

    def _digit_on_button(self, event: QKeyEvent) -> bool:
        """A digit typed while the cursor is on one of the form's buttons or check boxes
        (it has no room for it, and Qt lets it through to here): refused in words, naming
        the digits typed there in a row, the button and where digits go. A Pandur's "50"
        typed after Tab out of the Weis field (onto *beaten*) went nowhere without a word,
        and Enter would have written the deal without it (a keyboard trial's)."""
        text = event.text()
        button = QApplication.focusWidget()
        typing = ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if (len(text) != 1 or not ("0" <= text <= "9") or event.modifiers() & typing
                or not isinstance(button, QAbstractButton) or not self.isAncestorOf(button)):
            return False
        lost = self._lost_digits
        if lost is not None and lost[0] is button and self.error.text() == lost[2]:
            text = lost[1] + text  # "50", not "0": the digits typed there in a row
        name = button.accessibleName() or as_shown(button.text())
        said = self.tr("{0} typed on “{1}” went into no field: digits go into a number "
                       "field (click it, or go back with {2}).").format(
            text, name, key_text("Shift+Tab"))
        hint = self.digits_hint(button)
        said = f"{said} {hint}" if hint else said
        self.refuse(said)
        self._lost_digits = (button, text, said)
        return True


def _unchosen_button(widget: QWidget) -> bool:
    """*widget* is a push button that stays pressed and is not (a check box shows its own
    state): the cursor's frame alone on it read as chosen after Ctrl+Z had taken it back
    ("2 Beat" framed with nobody chosen, an English trial's)."""
    return isinstance(widget, QPushButton) and widget.isCheckable() and not (
        widget.isChecked())


class _FormThen(NamedTuple):
    """The whole form (a :class:`Draft`) and the match it was seen with."""

    entries: Any
    rules: Any
    form: Draft


def _first_error(err: ValueError) -> str:
    """A pydantic refusal in one line (the panel's fields should have caught it first)."""
    from pydantic import ValidationError  # here: the welcome page needs no pydantic

    if isinstance(err, ValidationError) and err.errors():
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return f"{where}: {first['msg']}" if where else str(first["msg"])
    return str(err)
