"""The window's language: chosen in the settings (or from the system), installed into Qt.

The catalogs and the rendering of the core's sentences are :mod:`jasstafel.i18n`, shared
with the printer and the command line; here the chosen catalog is also installed into the
application, so that every widget's ``tr()`` and Qt's own dialogs speak the same language.
"""

from __future__ import annotations

import datetime
import re

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTime,
    QTranslator,
)

from .. import i18n
from ..core.errors import QT_TRANSLATE_NOOP, RuleViolation
from ..core.text import DAY, DECIMAL, QUOTED, RULES, Text, os_reason

RESOURCES = i18n.RESOURCES
TRANSLATIONS = i18n.TRANSLATIONS
LANGUAGES = i18n.available()

#: Qt's own words that its catalog leaves in English: Qt 6's French catalog translates "Look
#: in:" and "Files of type:" but not the labels its file dialog shows, which carry a mnemonic.
#: Marked here in Qt's context, so that the window's catalogs carry them (the window's catalog
#: is asked before Qt's); the German ones are Qt's own words.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    # the file dialog's Type column: "Folder" in a French dialog (a Romand trial's)
    # (Qt asks with the disambiguation "All other platforms": a catalog's message without
    # one answers too)
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Symlink"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)
#: Qt's names of keys where its catalog says another word than the window's sentences: Qt's
#: French catalog calls Backspace "Effacement", the buttons and the F1 help "Retour arrière"
#: (as French keyboards and Windows do). A key named through ``key_text`` (a refusal, a menu)
#: is said as the window says it; the window's catalog is asked first.
QT_KEY_NAMES = (
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
)


def chosen_language(settings: QSettings) -> str:
    """The language from the settings, else from the system locale (German by default)."""
    value = str(settings.value("language", "auto"))
    if value in LANGUAGES:
        return value
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else i18n.DEFAULT


#: the cards chosen last, in the New match dialog or the Blank sheet menu: one choice for both
DECK_KEY = "new/deck"


def remembered_deck(settings: QSettings) -> str:
    """The cards ("de" or "fr") a new match and a blank sheet have: those chosen last (New
    match, the Blank sheet menu), else the window's language's: the French deck in a French
    window (Romandie plays it), else the Swiss German one."""
    value = str(settings.value(DECK_KEY, "") or "")
    if value in ("de", "fr"):
        return value
    return "fr" if i18n.language() == "fr" else "de"


_qt_catalog: QTranslator | None = None  # Qt's own words (qtbase_LANG.qm) in the window


def install(app: QCoreApplication, language: str) -> QTranslator | None:
    """Use *language* in the window; returns its catalog, or None (English, or none found).

    English needs none but its counts ("1 entry"): it is the language of the source strings.
    :func:`jasstafel.i18n.use` installs the catalog into *app*; Qt's own translation is
    loaded too, so that the buttons of Qt's dialogs (Cancel, Save …) match.
    """
    global _qt_catalog
    found = i18n.use(language)
    if _qt_catalog is not None:
        app.removeTranslator(_qt_catalog)
        _qt_catalog = None
    if not found or language == "en":
        return None
    qt = QTranslator(app)  # parented to the app: lives as long as it
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        if language == "de":
            qt = SwissQt(qt, app)
        app.installTranslator(qt)
        _qt_catalog = qt
        ours = i18n.translator()
        if ours is not None:  # asked first again (Qt asks the last installed first): the
            app.removeTranslator(ours)  # window's words never go through SwissQt's Python
            app.installTranslator(ours)
    return i18n.translator()


class SwissQt(QTranslator):
    """Qt's own German words as Switzerland writes them: with ss, never ß ("Vergrössern",
    "Schliessen" in the print preview and Qt's dialogs). Qt's catalog is German German;
    Jasstafel's own catalog is written with ss already."""

    def __init__(self, german: QTranslator, parent: QObject) -> None:
        super().__init__(parent)
        self._german = german

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        text = self._german.translate(context, source, disambiguation, n)
        # None is Qt's null string, "not mine": Jasstafel's catalog is asked next (an empty
        # string would be an empty translation, and the window's menus would say nothing)
        return text.replace("ß", "ss") if text else None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return self._german.isEmpty()


def rule_message(err: RuleViolation) -> str:
    """The message of a refused entry in the UI language, naming the rule: a sentence of its
    own, so it starts with a capital letter ("Entry 3: …", "Die Kartenpunkte ergeben …")
    although the rules write it to fit inside another one too ("entry {number}: {reason}").
    A message that starts with a name or a number ("{side}: …") is left as it is: "anna"
    stays as typed."""
    return _sentence(i18n.render(err), i18n.tr(RULES, err.template))


def error_text(err: BaseException) -> str:
    """Why something was refused (a file not opened, not written), in the UI language and
    as a sentence: a rule's message as :func:`rule_message`, a match file's reason (a Text)
    rendered, else the error's own words (the system's, for a file that cannot be read)."""
    if isinstance(err, RuleViolation):
        return rule_message(err)
    first = err.args[0] if len(err.args) == 1 else None
    if isinstance(first, Text):
        return _sentence(i18n.render(first), i18n.tr(first.context, first.template))
    if isinstance(err, OSError):
        reason = system_reason(err)
        return _sentence(i18n.render(reason), reason.template)
    return str(err)


def system_reason(err: OSError) -> Text:
    """The file and why the system refused it, in words of the catalog (Python's own
    "[Errno 13] Permission denied" is English in every language)."""
    if err.filename:
        return Text(QT_TRANSLATE_NOOP("rules", "{path}: {reason}"), path=str(err.filename),
                    reason=os_reason(err))
    return os_reason(err)


def sentence(text: Text) -> str:
    """*text* said as a sentence of its own (a dialog's refusal): rendered, with a capital
    first letter where its template starts with a word (a name put first stays as typed;
    a plain text, which may start with one, as it is)."""
    said = i18n.render(text)
    if said[:1].islower() and _starts_with_word(text):
        return said[:1].upper() + said[1:]
    return said


def _starts_with_word(text: Text) -> bool:
    """Whether *text*, in the user's language, starts with a word of the catalog: its
    template starts with a small letter, or with a catalog word put first ("{what} cannot
    hold …" with "the name": a German dialog said "der Name kann …", small, on its own); a
    name, a quoted value, a date or a number put first is as typed."""
    if text.context in ("", QUOTED, DAY, DECIMAL):
        return False
    template = i18n.tr(text.context, text.template)
    if template[:1].islower():
        return True
    first = re.match(r"\{(\w+)\}", template)
    value = text.params.get(first.group(1)) if first else None
    return isinstance(value, Text) and _starts_with_word(value)


def _sentence(text: str, template: str) -> str:
    """*text* with a capital first letter where its template starts with a word."""
    if template[:1].islower() and text[:1].islower():
        return text[:1].upper() + text[1:]
    return text


def uninstall(app: QCoreApplication) -> None:
    """Back to English (the source language): for tests, and a language change at run time."""
    install(app, "en")


def locale() -> QLocale:
    """The window's language as a locale: Swiss but for English (01.12.2026 in German and
    French)."""
    return i18n.locale()  # type: ignore[no-any-return]


def date_text(day: datetime.date) -> str:
    """A date as the window's language writes it, with the full year: 01.12.2026."""
    return i18n.date(day)


def iso_date_text(iso: str) -> str:
    """A date kept as 2026-12-01 (the club's evenings), as the window shows it."""
    return i18n.iso_date(iso)


def time_text(moment: datetime.datetime | datetime.time) -> str:
    """Hours and minutes: 14:05."""
    return QTime(moment.hour, moment.minute).toString("HH:mm")
