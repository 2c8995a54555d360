"""File menu actions for paper: print with preview, PDF, CSV and blank sheets.

The painting itself lives in jasstafel.printing; this module only asks where to and
passes the club name and paper size (remembered in the settings).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QDir, QObject, QSettings, QSize
from PySide6.QtGui import QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu

from .. import i18n
from ..core.errors import JassError
from ..core.registry import NAMES, find_variant
from ..core.text import printable, printable_lines
from .i18n import DECK_KEY, error_text, remembered_deck
from .widgets import messages
from .widgets.mnemonic import no_mnemonic, with_mnemonics
from .widgets.savefile import (
    ascii_words,
    ask_save,
    ask_save_path,
    match_stem,
    refused_unless,
)
from .widgets.screen import fit_to_screen

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QStatusBar, QWidget

    from .controller import MatchController

# The printing code (and Qt's print support) is imported when first used, not at start-up.




@contextmanager
def in_folder(folder: str) -> Iterator[None]:
    """The program's current folder is *folder* for a while: Qt's print dialog offers its
    *Print to File (PDF)* in the current folder (when it is under the home folder), and
    offered $HOME/abend.pdf where *Export PDF…* offers the match's folder. Only while a
    modal dialog is open, and the window names its files by whole paths (the match's, its
    autosave, the sheet's), so no other file goes elsewhere."""
    before = QDir.currentPath()
    moved = QDir.setCurrent(folder)
    try:
        yield
    finally:
        if moved:
            QDir.setCurrent(before)

class MainWindow(Protocol):
    """What the paper actions need of the main window (and no import of it: no cycle)."""

    controller: MatchController
    settings: QSettings

    def last_folder(self) -> str: ...
    def remember_folder(self, path: str) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
    def addAction(self, action: Any) -> None: ...  # noqa: N802
    def window(self) -> QWidget: ...  # Qt's: the window itself, the dialogs' parent


class SheetsHost(Protocol):
    """Whose sheet settings the dialog edits: the main window's or the club window's (the
    same settings, so that a name set in either is printed on every sheet)."""

    settings: QSettings

    def window(self) -> QWidget: ...  # Qt's: the window itself, the dialog's parent


class SheetSettingsDialog(QDialog):
    """Club name on every sheet, and the paper size (A4 or Letter)."""

    def __init__(self, window: SheetsHost) -> None:
        # the form's classes when it opens: their enums are made at the first use, 1.3 ms of
        # the start if imported with the menu (docs/performance.md)
        from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLineEdit

        super().__init__(window.window())
        self.setWindowTitle(self.tr("Sheet settings"))
        form = QFormLayout(self)
        self.club = QLineEdit(club_name(window))
        self.club.setObjectName("clubName")
        form.addRow(self.tr("Club &name"), self.club)  # the label is its buddy: Alt+N
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        self.paper.setCurrentIndex(max(0, self.paper.findData(paper(window))))
        form.addRow(self.tr("&Paper"), self.paper)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        # Qt's own words for these two have no letter (a keyboard trial's): ours have
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&OK"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("&Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._as_shown = self._typed()

    def _typed(self) -> tuple[str, int]:
        return self.club.text(), self.paper.currentIndex()

    def reject(self) -> None:
        """Esc, Cancel or ✕: asked first when something was typed or chosen (as New match
        and *Names and details* ask: a keyboard trial's Esc dropped a club name typed)."""
        if self._typed() != self._as_shown and not messages.drop_typing(
                self, self.tr("Drop the sheet settings?"),
                self.tr("What is typed in this dialog is dropped; the sheets keep the club "
                        "name and paper they had.")):
            return
        super().reject()


def club_name(window: SheetsHost) -> str:
    return str(window.settings.value("sheet/club", "") or "")


def paper(window: SheetsHost) -> str:
    return str(window.settings.value("sheet/paper", "a4") or "a4")


#: the orientation chosen last in the print preview: "landscape" or "portrait"
ORIENTATION_KEY = "sheet/orientation"
#: the folder a PDF (a sheet printed to a file, exported, a blank one) was last written to:
#: the print dialog proposes a match without a file's PDF there
PDF_FOLDER_KEY = "sheet/pdf_folder"


def edit_sheet_settings(host: SheetsHost) -> bool:
    """The Sheet settings dialog; what is chosen is kept (True) unless it is cancelled."""
    dialog = SheetSettingsDialog(host)
    if not dialog.exec():
        return False
    host.settings.setValue("sheet/club", dialog.club.text().strip())
    host.settings.setValue("sheet/paper", dialog.paper.currentData())
    return True


def board_csv(path: str) -> str:
    """The board's CSV written beside the entries' *path*, named in the window's language
    and in ASCII: "abend-board.csv", French "abend-ardoise.csv", German "abend-tafel.csv" (a
    French window wrote "abend-board.csv", a Fribourg trial's)."""
    word = ascii_words(QCoreApplication.translate(
        "PrintActions", "board", "the word after the name of the board's CSV file beside the "
        "entries': abend-board.csv")) or "board"
    return str(Path(path).with_name(f"{Path(path).stem}-{word}.csv"))


#: the separator of the match's CSV files chosen last
CSV_DELIMITER_KEY = "export/csv/delimiter"


class PrintActions(QObject):
    """Adds the paper actions to the File menu of *window*."""

    def __init__(self, window: MainWindow, menu: QMenu, before: object) -> None:
        super().__init__(window.window())
        self.window = window
        self._printer: QPrinter | None = None  # kept alive while its preview is open
        self.preview: QPrintPreviewDialog | None = None
        #: the paper chosen in the preview's page setup, and the Sheet settings' paper it
        #: replaces: kept while that setting stays
        self._page_size: tuple[str, Any] | None = None
        self._refused = False  # the preview's print to a file was refused (paint)
        self.print_action = menu.addAction(self.tr("&Print…"))
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(lambda _c=False: self.print_preview())
        self.pdf_action = menu.addAction(self.tr("Export P&DF…"))
        self.pdf_action.triggered.connect(lambda _c=False: self.export_pdf())
        self.csv_action = menu.addAction(self.tr("Export &CSV…"))
        self.csv_action.triggered.connect(lambda _c=False: self.export_csv())
        blanks = menu.addMenu(self.tr("&Blank sheet (PDF)"))
        blanks.setObjectName("blankSheets")
        self._blanks_deck = ""  # the cards the blank sheets' menu was filled for
        blanks.aboutToShow.connect(lambda: self._fill_blanks(blanks))
        settings = menu.addAction(self.tr("Sheet se&ttings…"))
        settings.setObjectName("sheetSettings")
        settings.triggered.connect(lambda _c=False: self.edit_settings())
        for action in (self.print_action, self.pdf_action, self.csv_action, blanks.menuAction(),
                       settings):
            menu.removeAction(action)
            menu.insertAction(before, action)  # type: ignore[arg-type]
        menu.insertSeparator(before)  # type: ignore[arg-type]
        window.addAction(self.print_action)
        # "Written: …" is said until the match changes (or another message comes)
        self._written = ""
        window.controller.changed.connect(self._forget_written)

    def _fill_blanks(self, menu: QMenu) -> None:
        """The cards first, those a new match would have (:func:`remembered_deck`: chosen
        last here or in New match, else the language's), another to be chosen; then the
        variants, in the New match dialog's order. A variant of several presets has them in
        a menu of its own, those New match offers with these cards (Swisslos's of these cards
        only; as ``jasstafel print --blank V --preset P --deck D``); one of one preset is an
        item. Filled again when the cards changed since (here or in New match)."""
        from ..core.decks import preset_deck

        deck = remembered_deck(self.window.settings)
        if deck == self._blanks_deck:
            return
        self._blanks_deck = deck
        for old in (*menu.findChildren(QMenu), *menu.findChildren(QActionGroup)):
            old.deleteLater()  # the last filling's presets' menus and cards
        menu.clear()
        cards = QActionGroup(menu)
        # New match's words for them, with "cards" said: in a menu of sheets a bare "French"
        # reads as the sheet's language
        decks = {"de": self.tr("Swiss German cards (Acorns, Roses …)"),
                 "fr": self.tr("French cards (Clubs, Spades …)")}
        variants = [find_variant(name) for name in NAMES]
        # a letter each, the variants' first (their first letters: `g` the Guggitaler)
        *titles, german, french = with_mnemonics(no_mnemonic(text) for text in (
            *map(i18n.variant_title, variants), *decks.values()))
        for choice, label in zip(decks, (german, french), strict=True):
            action = menu.addAction(label)
            action.setCheckable(True)
            action.setChecked(choice == deck)
            action.setActionGroup(cards)
            action.triggered.connect(lambda _c=False, d=choice: self.choose_deck(d))
        menu.addSeparator()
        for name, variant, title in zip(NAMES, variants, titles, strict=True):
            presets = [p for p in variant.PRESETS
                       if preset_deck(variant.PRESETS, p) in (None, deck)]
            if len(presets) < 2:
                action = menu.addAction(title)
                action.triggered.connect(lambda _c=False, v=name: self.blank_pdf(v, deck=deck))
                continue
            submenu = menu.addMenu(title)
            for preset, text in zip(presets, with_mnemonics(
                    no_mnemonic(i18n.preset_title(variant, p)) for p in presets), strict=True):
                action = submenu.addAction(text)
                action.triggered.connect(
                    lambda _c=False, v=name, p=preset: self.blank_pdf(v, p, deck))

    def choose_deck(self, deck: str) -> None:
        """The cards of the blank sheets, and of the next new match (one choice)."""
        self.window.settings.setValue(DECK_KEY, deck)

    def set_enabled(self, enabled: bool) -> None:
        for action in (self.print_action, self.pdf_action, self.csv_action):
            action.setEnabled(enabled)

    # -- actions -------------------------------------------------------------------------------

    def printer(self) -> QPrinter:
        from PySide6.QtCore import QMarginsF
        from PySide6.QtGui import QPageLayout
        from PySide6.QtPrintSupport import QPrinter

        from ..printing.device import MARGIN_MM, page_size

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        size = page_size(paper(self.window))
        if self._page_size is not None and self._page_size[0] == paper(self.window):
            size = self._page_size[1]
        wide = self.window.settings.value(ORIENTATION_KEY, "portrait") == "landscape"
        printer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Landscape if wide
                                          else QPageLayout.Orientation.Portrait,
                                          QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                          QPageLayout.Unit.Millimeter))
        # the name the print dialog offers for a PDF file: the match's, as PDF export…
        # offers it (it offered "Coiffeur.pdf" beside "abend.pdf"; a trial's)
        printer.setDocName(self._suggestion(""))
        return printer

    def print_preview(self) -> QPrintPreviewDialog | None:
        """The sheet in a preview; its Print button (Ctrl+P in it) opens the system's print
        dialog."""
        if self.window.controller.session is None:
            return None
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from .widgets.printpreview import (
            give_keys,
            offer_pdf_name,
            own_page_setup,
            refuse_other_files,
        )

        # Qt keeps only a pointer to the printer: it must live as long as the dialog. A
        # temporary (QPrintPreviewDialog(self.printer(), …)) was freed by Python at once,
        # and the dialog painted onto freed memory: the segmentation fault of every Print.
        self._printer = self.printer()
        preview = QPrintPreviewDialog(self._printer, self.window.window())
        preview.setWindowTitle(self.tr("Print match sheet"))
        preview.paintRequested.connect(self.paint)
        give_keys(preview)  # Ctrl+P prints, Tab reaches Print: no mouse needed
        refuse_other_files(preview)  # a match file as the PDF: refused in the print dialog
        offer_pdf_name(preview, self._pdf_offer)  # beside the match, not in ~
        own_page_setup(preview, self._printer)  # Qt's warned on stderr for a PDF printer
        fit_to_screen(preview, QSize(900, 1000))  # a page, as tall as the screen allows
        self.preview = preview  # for the tests: the dialog a user sees
        while True:
            self._refused = False
            with in_folder(self.window.last_folder()):  # the folder Export PDF… offers
                printed = preview.exec() == QPrintPreviewDialog.DialogCode.Accepted
            # Qt closes its preview once printed: a print to a file refused (:meth:`paint`)
            # closed it too, and the sheet was gone for the other name the refusal asks for
            if not (printed and self._refused):
                break
        if printed:  # said, as Export PDF… says it (printing to a file showed nothing)
            self._say_printed(self._printer)
        self._remember_page(self._printer)
        self.preview = None
        preview.deleteLater()
        return preview

    def _remember_page(self, printer: QPrinter) -> None:
        """The paper and orientation chosen in the preview are the next preview's: it was
        back in portrait after a sheet printed in landscape (a German trial's). The
        orientation is kept in the settings; the paper for this session, unless the Sheet
        settings choose another (their paper is that of Export PDF… and the blank sheets)."""
        from PySide6.QtGui import QPageLayout

        layout = printer.pageLayout()
        wide = layout.orientation() == QPageLayout.Orientation.Landscape
        self.window.settings.setValue(ORIENTATION_KEY, "landscape" if wide else "portrait")
        self._page_size = (paper(self.window), layout.pageSize())

    def _pdf_offer(self) -> str:
        """Where the print dialog proposes the sheet's PDF: beside the match's file, of its
        name (tableau.jass: tableau.pdf); a match without a file in the folder a PDF was
        last written to, else where the file dialogs begin."""
        session = self.window.controller.session
        if session is not None and session.path:
            return str(Path(session.path).with_suffix(".pdf"))
        folder = str(self.window.settings.value(PDF_FOLDER_KEY, "") or "")
        if not (folder and Path(folder).is_dir()):
            folder = self.window.last_folder()
        return str(Path(folder) / self._suggestion(".pdf"))

    def _say_printed(self, printer: QPrinter) -> None:
        from PySide6.QtPrintSupport import QPrinter

        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:
            self._say_written(printer.outputFileName())
        else:
            said = self.tr("Sent to the printer {0}").format(printer.printerName())
            self.window.statusBar().showMessage(said, 5000)

    def _say_written(self, where: str) -> None:
        """"Written: *where*", said until the match changes or another message comes: for
        five seconds it was gone before a Schreiberin, back from the print preview, looked
        for it (a trial's "no confirmation")."""
        self._written = self.tr("Written: {0}").format(printable(where))
        self.window.statusBar().showMessage(self._written)
        self.window.remember_folder(where)  # the next file dialog begins there
        if where.lower().endswith(".pdf"):  # the next print dialog's PDF goes there
            self.window.settings.setValue(PDF_FOLDER_KEY, str(Path(where).resolve().parent))

    def _forget_written(self) -> None:
        """The match changed (an entry, another match): the file written is said no more."""
        status = self.window.statusBar()
        if self._written and status.currentMessage() == self._written:
            status.clearMessage()
        self._written = ""

    def paint(self, printer: QPrinter) -> None:
        from ..printing import sheet
        from .widgets.printpreview import print_refusal  # Qt's print support: not at start

        problem = print_refusal(printer)
        if problem is not None:  # Qt's print dialog asked whether to replace it: not here
            self._refused = True
            messages.warning(None, self.tr("Not printed"), printable(problem))
            return
        try:
            sheet.paint_sheet(printer, self.window.controller.match, club_name(self.window))
        except (JassError, OSError, ValueError, ArithmeticError) as err:  # said, not lost
            messages.warning(None, self.tr("Not printed"), error_text(err))

    def _ask(self, title: str, suggestion: str, filter_: str, ending: str) -> str:
        """Where to write: a name typed without its ending gets it ("abend" is abend.pdf)."""
        return ask_save_path(self.window, title, self.window.last_folder(),  # type: ignore
                             suggestion, [(filter_, ending)], refused_unless("pdf"))

    def _suggestion(self, suffix: str) -> str:
        """The match's name for its file: its file's, else its title (``match_stem``)."""
        session = self.window.controller.session
        assert session is not None
        return match_stem(session.match, session.path) + suffix

    def export_pdf(self) -> None:
        if self.window.controller.session is None:
            return
        path = self._ask(self.tr("Export match sheet as PDF"), self._suggestion(".pdf"),
                         "PDF (*.pdf)", "pdf")
        if path:
            from ..printing import sheet

            self._run(lambda: sheet.write_pdf(self.window.controller.match, path,
                                              paper=paper(self.window),
                                              club=club_name(self.window)), path)

    def csv_filters(self) -> tuple[str, str]:
        """The two kinds of CSV, as the club window offers them: semicolons for a German or
        French spreadsheet, commas; short enough to be whole in the file dialog's box of
        types (printing.md says which spreadsheet reads which)."""
        return (self.tr("CSV with semicolons (*.csv)"), self.tr("CSV with commas (*.csv)"))

    def csv_delimiter(self) -> str:
        """The CSV separator: the last one chosen (the setting export/csv/delimiter), else
        the window's language's (';' in German and French, ',' in English)."""
        from ..printing.export import default_delimiter

        value = str(self.window.settings.value(CSV_DELIMITER_KEY, "") or "")
        return value if value in (",", ";") else default_delimiter(i18n.language())

    def export_csv(self) -> None:
        """The entries and the board as two CSV files (docs/printing.md): readable column
        names in the window's language, the separator chosen with the file type (the last
        choice is kept; semicolons by default in German and French)."""
        if self.window.controller.session is None:
            return
        semicolon, comma = self.csv_filters()
        delimiter = self.csv_delimiter()
        path, chosen = ask_save(self.window, self.tr("Export entries as CSV"),  # type: ignore
                                self.window.last_folder(), self._suggestion(".csv"),
                                [(semicolon, "csv"), (comma, "csv")],
                                semicolon if delimiter == ";" else comma,
                                refused_unless("csv", lambda chosen: [board_csv(chosen)]))
        if not path:
            return
        delimiter = ";" if chosen == semicolon else "," if chosen == comma else delimiter
        self.window.settings.setValue(CSV_DELIMITER_KEY, delimiter)
        board_path = board_csv(path)
        # the Save dialog asked about the entries' file; the board's beside it is asked here
        if Path(board_path).exists() and not messages.confirm(
                self.window.window(), self.tr("Export entries as CSV"),
                self.tr("{0} exists already (the board's CSV beside the entries). Replace "
                        "it?").format(board_path), enter_says_no=True):  # as the Save dialog's
            return

        def write() -> None:
            from ..printing import export

            export.write_entries_csv(self.window.controller.match, path, delimiter)
            export.write_board_csv(self.window.controller.match, board_path, delimiter)
        self._run(write, f"{path}, {board_path}")

    def blank_pdf(self, variant: str, preset: str | None = None,
                  deck: str | None = None) -> None:
        """An empty sheet of *variant* with *preset*'s settings (None: its only one), played
        with *deck*'s cards (None: the preset's own); the file offered is named after the
        variant and the preset (:meth:`blank_stem`)."""
        path = self._ask(self.tr("Blank sheet as PDF"), self.blank_stem(variant, preset) + ".pdf",
                         "PDF (*.pdf)", "pdf")
        if path:
            from ..printing import blank

            self._run(lambda: blank.write_blank_pdf(variant, path, preset,
                                                    paper=paper(self.window),
                                                    club=club_name(self.window),
                                                    deck=deck), path)

    def blank_stem(self, variant: str, preset: str | None) -> str:
        """The name offered for a blank sheet: the words its menu says, in the window's
        language and in ASCII (:func:`ascii_words`): the variant, the preset's title without
        its parenthesis (with it where two presets' titles are the same without it: the
        Swisslos of either deck), and the word of a blank sheet: "schieber-turnier-blank",
        French "chibre-swisslos-2500-cartes-allemandes-vierge" (it was
        "schieber-swisslos-2500-fr-blank" in a French window, a Fribourg trial's), German
        "schieber-turnier-leer"."""
        rules = find_variant(variant)
        said = ascii_words(i18n.variant_title(rules))
        words = [said]
        if preset is not None:
            def short(title: str) -> str:
                return ascii_words(title.split("(")[0])

            titles = {key: i18n.preset_title(rules, key) for key in rules.PRESETS}
            title = titles[preset]
            alike = [key for key in titles if short(titles[key]) == short(title)]
            named = ascii_words(title) if len(alike) > 1 else short(title)
            words.append(named.removeprefix(said + "-"))  # "Guggitaler sans domino"
        words.append(ascii_words(self.tr("blank", "the last word of a blank sheet's file "
                                         "name: schieber-turnier-blank.pdf")))
        return "-".join(word for word in words if word)

    def edit_settings(self) -> None:
        edit_sheet_settings(self.window)

    def _run(self, write: object, where: str) -> None:
        try:
            write()  # type: ignore[operator]
        except (JassError, OSError, ValueError, ArithmeticError) as err:
            messages.warning(self.window.window(), self.tr("Not written"),
                             printable_lines(error_text(err)))
            return
        self._say_written(where)
