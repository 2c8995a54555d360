"""Translations: English source strings, German (Swiss Jass terms) by default.

The rules core marks its messages with QT_TRANSLATE_NOOP("rules", ...); here they
are translated with the same context, then filled with their parameters.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ..core.errors import RuleViolation

# translations and icons: installed (wheel, PyInstaller bundle) as jasstafel/resources, the
# package data that packaging/wheel_resources.py and packaging/jasstafel.spec put there; in a
# checkout or an editable install, resources/ at the top of the repository, beside the package
RESOURCES = next(
    (folder for folder in (Path(__file__).resolve().parents[1] / "resources",  # installed
                           Path(__file__).resolve().parents[2] / "resources")  # checkout
     if folder.is_dir()),
    Path(__file__).resolve().parents[2] / "resources",
)
TRANSLATIONS = RESOURCES / "translations"
LANGUAGES = {"de": "Deutsch", "en": "English"}


def chosen_language(settings: QSettings) -> str:
    """The language from the settings, else from the system locale (German by default)."""
    value = str(settings.value("language", "auto"))
    if value in LANGUAGES:
        return value
    return "en" if QLocale.system().language() == QLocale.Language.English else "de"


def install(app: QCoreApplication, language: str) -> QTranslator | None:
    """Load the translation for *language*; returns it, or None if there is none.

    English needs none: it is the language of the source strings. Qt's own translation
    is loaded too, so that the buttons of Qt's dialogs (Cancel, Save …) match.
    """
    if language == "en":
        return None
    qt = QTranslator(app)  # parented to the app: lives as long as it
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    translator = QTranslator(app)
    if translator.load(str(TRANSLATIONS / f"jasstafel_{language}.qm")):
        app.installTranslator(translator)
        return translator
    return None


def rule_message(err: RuleViolation) -> str:
    """The message of a refused entry in the UI language, naming the rule."""
    params = dict(err.params)
    cause = getattr(err, "cause", None)
    if isinstance(cause, RuleViolation) and "reason" in params:
        params["reason"] = rule_message(cause)
    template = QCoreApplication.translate("rules", err.template)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return err.message
