"""The user's language, for every client of the core: window, printer, command line, server.

One mechanism for every word: Qt's translation catalogs (``resources/translations/
jasstafel_LANG.ts``, compiled to ``.qm`` by ``scripts/translations``), read with QtCore's
QTranslator. QtCore needs no display, so the command line and a server use the very same
catalogs as the window; the rules core and the club stay free of Qt and hand over
:class:`jasstafel.core.text.Text` sentences (and RuleViolations) that are rendered here.

English is the language of the source strings and needs no catalog. Qt is imported only
when a language other than English is chosen, so that ``jasstafel score`` in English stays
as light as before.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .core.errors import RuleViolation
from .core.text import RULES, Text

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

# translations and icons: installed (wheel, PyInstaller bundle) as jasstafel/resources, the
# package data that packaging/wheel_resources.py and packaging/jasstafel.spec put there; in a
# checkout or an editable install, resources/ at the top of the repository, beside the package
RESOURCES = next(
    (folder for folder in (Path(__file__).resolve().parent / "resources",  # installed
                           Path(__file__).resolve().parents[1] / "resources")  # checkout
     if folder.is_dir()),
    Path(__file__).resolve().parents[1] / "resources",
)
TRANSLATIONS = RESOURCES / "translations"
#: every language Jasstafel speaks, by its code, in its own words
LANGUAGES = {"de": "Deutsch", "fr": "Français", "en": "English"}
DEFAULT = "de"  # the Schreiber's language when nothing says otherwise (the window)

_language = "en"
_translator: QTranslator | None = None


def language() -> str:
    """The language sentences are rendered in now."""
    return _language


def use(code: str) -> bool:
    """Render in *code* from now on; False (and English) if there is no catalog for it."""
    global _language, _translator
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(LANGUAGES)})")
    if code == "en":
        _language, _translator = "en", None
        return True
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(TRANSLATIONS / f"jasstafel_{code}.qm")):
        _language, _translator = "en", None
        return False
    _language, _translator = code, translator
    return True


def available() -> dict[str, str]:
    """The languages whose catalog is here (English always is), in their own words."""
    return {code: name for code, name in LANGUAGES.items()
            if code == "en" or (TRANSLATIONS / f"jasstafel_{code}.qm").is_file()}


def translator() -> QTranslator | None:
    """The loaded catalog (the window installs it into the application as well)."""
    return _translator


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """The language a POSIX locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.

    The command line follows the locale as other programs do: ``LANG=de_CH.UTF-8`` is German,
    ``C`` or an unknown language is English (the source language).
    """
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        if value:
            break  # the first variable that is set decides, as in gettext
    return "en"


def tr(context: str, text: str) -> str:
    """*text* of translation *context* in the current language."""
    if _translator is None or not context:
        return text
    return _translator.translate(context, text) or text


def number(value: int) -> str:
    """A number as a Swiss Tafel writes it: 4'500 in German and French, 4500 in English."""
    if _language == "en" or abs(value) < 1000:
        return str(value)
    from PySide6.QtCore import QLocale

    return QLocale(f"{_language}_CH").toString(value)


def render(value: Any) -> str:
    """A Text, a RuleViolation or a plain value, in the current language."""
    if isinstance(value, RuleViolation):
        params = dict(value.params)
        cause = getattr(value, "cause", None)  # EntryError, EntryConflict: say the cause too
        if isinstance(cause, RuleViolation) and "reason" in params:
            params["reason"] = cause
        return _fill(tr(RULES, value.template), params, value.message)
    if isinstance(value, Text):
        if not value.params:
            return tr(value.context, value.template)
        return _fill(tr(value.context, value.template), value.params, str(value))
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return number(value)
    return str(value)


def _fill(template: str, params: dict[str, Any], fallback: str) -> str:
    rendered = {key: render(param) for key, param in params.items()}
    try:
        return template.format(**rendered)
    except (KeyError, IndexError, ValueError):  # a broken translation: say it in English
        return fallback
