"""The window's language: chosen in the settings (or from the system), installed into Qt.

The catalogs and the rendering of the core's sentences are :mod:`jasstafel.i18n`, shared
with the printer and the command line; here the chosen catalog is also installed into the
application, so that every widget's ``tr()`` and Qt's own dialogs speak the same language.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTime,
    QTranslator,
)

from .. import i18n
from ..core.errors import RuleViolation
from ..core.text import Text

RESOURCES = i18n.RESOURCES
TRANSLATIONS = i18n.TRANSLATIONS
LANGUAGES = i18n.available()


def chosen_language(settings: QSettings) -> str:
    """The language from the settings, else from the system locale (German by default)."""
    value = str(settings.value("language", "auto"))
    if value in LANGUAGES:
        return value
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else i18n.DEFAULT


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
        app.installTranslator(qt)
        _qt_catalog = qt
    return i18n.translator()


def rule_message(err: RuleViolation) -> str:
    """The message of a refused entry in the UI language, naming the rule: a sentence of its
    own, so it starts with a capital letter ("Entry 3: …", "Die Kartenpunkte ergeben …")
    although the rules write it to fit inside another one too ("entry {number}: {reason}").
    A message that starts with a name or a number ("{side}: …") is left as it is: "anna"
    stays as typed."""
    return _sentence(i18n.render(err), i18n.tr(i18n.RULES, err.template))


def error_text(err: BaseException) -> str:
    """Why something was refused (a file not opened, not written), in the UI language and
    as a sentence: a rule's message as :func:`rule_message`, a match file's reason (a Text)
    rendered, else the error's own words (the system's, for a file that cannot be read)."""
    if isinstance(err, RuleViolation):
        return rule_message(err)
    first = err.args[0] if len(err.args) == 1 else None
    if isinstance(first, Text):
        return _sentence(i18n.render(first), i18n.tr(first.context, first.template))
    return str(err)


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


def date_format() -> str:
    """The display format of a date field: dd.MM.yyyy in German and French, else ISO."""
    return "yyyy-MM-dd" if i18n.language() == "en" else "dd.MM.yyyy"


def time_text(moment: datetime.datetime | datetime.time) -> str:
    """Hours and minutes: 14:05."""
    return QTime(moment.hour, moment.minute).toString("HH:mm")
