"""The window's language: chosen in the settings (or from the system), installed into Qt.

The catalogs and the rendering of the core's sentences are :mod:`jasstafel.i18n`, shared
with the printer and the command line; here the chosen catalog is also installed into the
application, so that every widget's ``tr()`` and Qt's own dialogs speak the same language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from .. import i18n
from ..core.errors import RuleViolation

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


def install(app: QCoreApplication, language: str) -> QTranslator | None:
    """Use *language* in the window; returns its catalog, or None (English, or none found).

    English needs none: it is the language of the source strings. Qt's own translation
    is loaded too, so that the buttons of Qt's dialogs (Cancel, Save …) match.
    """
    if not i18n.use(language) or language == "en":
        return None
    qt = QTranslator(app)  # parented to the app: lives as long as it
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    translator = i18n.translator()
    if translator is not None:
        translator.setParent(app)
        app.installTranslator(translator)
    return translator


def rule_message(err: RuleViolation) -> str:
    """The message of a refused entry in the UI language, naming the rule."""
    return i18n.render(err)


def uninstall(app: QCoreApplication) -> None:
    """Back to English (the source language): for tests, and a language change at run time."""
    translator = i18n.translator()
    if translator is not None:
        app.removeTranslator(translator)
    i18n.use("en")
