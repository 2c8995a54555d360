"""The Members tab of the club window: add, rename, deactivate, reactivate, delete.

A member with results is never deleted (the rankings need him): the club refuses, and the
window shows its message; deactivate him instead. An inactive member is no longer offered
for the draw and stays in every ranking and statistic.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...club import Club, ClubError, ClubInputError, Member
from ...club.club import MEMBER_CHANGED_MEANWHILE
from ...club.errors import say
from ...core.errors import QT_TRANSLATE_NOOP as N
from ..widgets.messages import confirm
from ..widgets.style import frame_focus
from .common import HINT_STYLE, ClubDialog, plain_label, run

if TYPE_CHECKING:
    from .window import ClubWindow

INACTIVE = QColor("#8a8a8a")


class MemberDialog(ClubDialog):
    """Name and short name of a new member, or of one being renamed."""

    def __init__(self, parent: QWidget, club: Club, member: Member | None = None) -> None:
        super().__init__(parent)
        if member is None:
            self.set_texts(self.tr("New member"), self.tr("Add"))
        else:
            self.set_texts(self.tr("Rename member"), self.tr("Rename"))
        self.club = club
        self.member = member
        form = QFormLayout()
        self.name = QLineEdit(member.name if member else "")
        self.name.setObjectName("memberName")
        self.name.setPlaceholderText(self.tr("First name and surname"))
        form.addRow(self.tr("Name"), self.name)
        self.short = QLineEdit(member.short_name if member else "")
        self.short.setObjectName("memberShort")
        self.short.setPlaceholderText(self.tr("optional, for seat lists"))
        form.addRow(self.tr("Short name"), self.short)
        self.body.addLayout(form)
        hint = plain_label(self.tr("Names and short names are unique; a name cannot be a number."))
        hint.setStyleSheet(HINT_STYLE)
        hint.setWordWrap(True)
        self.body.addWidget(hint)
        self.finish_layout()
        self.setMinimumWidth(420)

    def apply(self) -> Member:
        if self.member is None:
            return self.club.add_member(self.name.text(), self.short.text())
        seen = self.member
        try:
            return self.club.rename_member(seen.id, self.name.text(), self.short.text(),
                                           seen=seen)
        except ClubError as err:
            if err.message.template != MEMBER_CHANGED_MEANWHILE:
                raise
            self._show_renamed()
            raise ClubInputError(say(N("club", "{refusal}. The fields you have not changed "
                                               "show it now: press Rename again to write "
                                               "yours over it."),
                                     refusal=err.message)) from None

    def _show_renamed(self) -> None:
        """Renamed by another program: its name and short name in the fields not typed in
        (what was typed stays), and the next Rename writes over it."""
        assert self.member is not None
        before, now = self.member, self.club.member(self.member.id)
        for field, old, new in ((self.name, before.name, now.name),
                                (self.short, before.short_name, now.short_name)):
            if field.text() == old:
                field.setText(new)
        self.member = now


class MembersPage(QWidget):
    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        self.members: list[Member] = []
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.count = plain_label()
        self.count.setStyleSheet("font-weight: bold;")
        top.addWidget(self.count)
        top.addStretch(1)
        self.show_inactive = QCheckBox(self.tr("Show inactive members"))
        self.show_inactive.setChecked(True)
        self.show_inactive.toggled.connect(lambda _on: self.refresh())
        top.addWidget(self.show_inactive)
        self.show_guests = QCheckBox(self.tr("Show guests"))
        self.show_guests.setObjectName("membersShowGuests")
        self.show_guests.toggled.connect(lambda _on: self.refresh())
        top.addWidget(self.show_guests)
        layout.addLayout(top)

        self.table = QTableWidget(0, 3)
        self.table.setObjectName("membersTable")
        frame_focus(self.table)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Short name"),
                                              self.tr("Status")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self._double_clicked())
        layout.addWidget(self.table, 1)

        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add member…"))
        self.add_button.clicked.connect(lambda: self.add_dialog())
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.rename_button.clicked.connect(lambda: self.rename_dialog())
        self.active_button = QPushButton(self.tr("Deactivate"))
        self.active_button.clicked.connect(lambda: self.toggle_active())
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.clicked.connect(lambda: self.delete())
        for b in (self.add_button, self.rename_button, self.active_button, self.delete_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        hint = plain_label(self.tr(
            "A member with results cannot be deleted: deactivate him. An inactive member is "
            "not offered for the draw and stays in every ranking."))
        hint.setWordWrap(True)
        hint.setStyleSheet(HINT_STYLE)
        layout.addWidget(hint)
        self._selection_changed()

    # -- showing -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the members again. The selection and the current row follow the member
        they were on, not the row: a refresh re-sorts the list (another program added
        members before him, and Delete… named the one moved into his row), and a member
        no longer listed (deleted or deactivated elsewhere) leaves nothing selected."""
        club = self.cw.club
        selected, current = self.selected(), self._member_at(self.table.currentRow())
        self.table.selectionModel().clear()  # the rows' selection and the current row
        everyone: list[Member] = (run(self, lambda: club.members(guests=True)) or []) \
            if club is not None else []
        members = [m for m in everyone if not m.guest]
        active = sum(1 for m in members if m.active)
        # each figure with its own plural ("0 membre, 0 actif", "2 membres, 1 actif"): one
        # message with one count said "0 actifs"; the comma is the same in every language
        self.count.setText(", ".join((i18n.plural("MembersPage", "%n members", len(members)),
                                      i18n.plural("MembersPage", "%n active", active))))
        self.members = [m for m in everyone
                        if (m.active or self.show_inactive.isChecked())
                        and (not m.guest or self.show_guests.isChecked())]
        self.table.setRowCount(len(self.members))
        for r, m in enumerate(self.members):
            status = self.tr("guest") if m.guest else (
                self.tr("active") if m.active else self.tr("inactive"))
            for c, text in enumerate((m.name, m.short_name, status)):
                item = QTableWidgetItem(text)
                if not m.active:
                    item.setForeground(QBrush(INACTIVE))
                self.table.setItem(r, c, item)
        row = self._row_of(current.id) if current is not None else None
        if row is not None:  # the cursor on his row again, without selecting it
            self.table.selectionModel().setCurrentIndex(
                self.table.model().index(row, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        if selected is not None:
            self.select(selected.id)
        self._selection_changed()

    def _row_of(self, member_id: int) -> int | None:
        return next((r for r, m in enumerate(self.members) if m.id == member_id), None)

    def _member_at(self, row: int) -> Member | None:
        return self.members[row] if 0 <= row < len(self.members) else None

    def select(self, member_id: int) -> None:
        row = self._row_of(member_id)
        if row is not None:
            self.table.selectRow(row)

    def selected(self) -> Member | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self._member_at(rows[0].row()) if rows else None

    def _selection_changed(self) -> None:
        member = self.selected()
        for b in (self.rename_button, self.active_button, self.delete_button):
            self.cw.allow_change(b, member is not None and self.cw.club is not None)
        self.cw.allow_change(self.add_button, self.cw.club is not None)
        if member is not None and member.guest:
            self.active_button.setText(self.tr("Make a member"))
        else:
            self.active_button.setText(self.tr("Reactivate") if member is not None
                                       and not member.active else self.tr("Deactivate"))

    def _double_clicked(self) -> None:
        """Rename… as its button: not on a read-only club file."""
        if self.rename_button.isEnabled():
            self.rename_dialog()

    # -- changing --------------------------------------------------------------------------

    def _open(self, dialog: ClubDialog) -> ClubDialog:
        def done(value: Any) -> None:
            self.cw.changed()
            if isinstance(value, Member):
                self.select(value.id)

        dialog.done_callbacks.append(done)
        dialog.open()
        return dialog

    def add_dialog(self) -> MemberDialog | None:
        if self.cw.club is None:
            return None
        dialog = MemberDialog(self, self.cw.club)
        self._open(dialog)
        return dialog

    def rename_dialog(self) -> MemberDialog | None:
        member = self.selected()
        if member is None or self.cw.club is None:
            return None
        dialog = MemberDialog(self, self.cw.club, member)
        self._open(dialog)
        return dialog

    def toggle_active(self) -> None:
        member, club = self.selected(), self.cw.club
        if member is None or club is None:
            return
        change: Callable[[int], Member]
        if member.guest:  # a guest becomes a member: his evenings count in the season
            change = club.make_member
        else:
            change = club.reactivate if not member.active else club.deactivate
        if run(self, lambda: change(member.id), self.tr("Member")) is not None:
            self.cw.changed()
            self.select(member.id)

    def delete(self) -> None:
        member, club = self.selected(), self.cw.club
        if member is None or club is None:
            return
        if not confirm(self, self.tr("Delete member"),
                   self.tr("Delete {0}? Only a member without results can be deleted.")
                   .format(member.name)):
            return
        def delete() -> bool:
            club.delete_member(member.id, seen=member)  # renamed meanwhile: asked again
            return True

        if run(self, delete, self.tr("Not deleted")):
            self.cw.changed()
