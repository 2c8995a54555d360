"""The user's language, for every client of the core: window, printer, command line, server.

One mechanism for every word: Qt's translation catalogs (``resources/translations/
jasstafel_LANG.ts``, compiled to ``.qm`` by ``scripts/translations``), read with QtCore's
QTranslator. QtCore needs no display, so the command line and a server use the very same
catalogs as the window; the rules core and the club stay free of Qt and hand over
:class:`jasstafel.core.text.Text` sentences (and RuleViolations) that are rendered here.

English is the language of the source strings and needs no catalog, except for the
messages with a count (``jasstafel_en.ts`` holds only those: "1 entry", "2 entries"). Qt is
imported only when a language other than English is chosen or an English count is said, so
that ``jasstafel score`` in English stays as light as before.

When a Qt application runs (the window; the QGuiApplication the printer makes for the
command line), the chosen catalog is installed into it as well, so that every
``tr()``/``QCoreApplication.translate`` of the widgets and the printed sheets speaks the same
language as :func:`render`: :func:`use` keeps the application's catalogs in step.
"""

from __future__ import annotations

import datetime
import os
import re
import sys
import threading
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .core.errors import QT_TRANSLATE_NOOP, JassError, RuleViolation
from .core.text import CONCAT, DAY, DECIMAL, QUOTED, RULES, Counted, Text, and_list, unquoted

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
# every language Jasstafel speaks, by its code, in its own words
LANGUAGES = {"de": "Deutsch", "fr": "Français", "en": "English"}
DEFAULT = "de"  # the Schreiber's language when nothing says otherwise (the window)

_language = "en"
_translator: QTranslator | None = None
_english: QTranslator | None = None  # English counts (jasstafel_en.qm), loaded when needed
_installed: list[QTranslator] = []  # what use() put into the running Qt application
_loaded: dict[str, QTranslator | None] = {}  # each catalog loaded once, never freed
# the live evening's server says its sentences from several threads: Qt's catalogs and
# locales are asked one call at a time (a trial's server crashed in QtCore twice, with a
# German page saying a sentence in English just before), and a catalog is never freed
# while the process runs, so no thread can be inside one another thread dropped
_QT = threading.Lock()


def language() -> str:
    """The language sentences are rendered in now."""
    return _language


def use(code: str) -> bool:
    """Render in *code* from now on; False (and English) if there is no catalog for it."""
    global _language, _translator
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(LANGUAGES)})")
    found = True
    if code == "en":
        _language, _translator = "en", None
    else:
        translator = _load(code)
        found = translator is not None
        _language, _translator = (code, translator) if found else ("en", None)
    _follow_application()
    return found


def _load(code: str) -> QTranslator | None:
    from PySide6.QtCore import QTranslator

    with _QT:
        if code not in _loaded:
            translator = QTranslator()
            found = translator.load(str(TRANSLATIONS / f"jasstafel_{code}.qm"))
            _loaded[code] = translator if found else None
        return _loaded[code]


def _english_counts() -> QTranslator | None:
    global _english
    if _english is None:
        _english = _load("en")
    return _english


def catalogs() -> list[QTranslator]:
    """The catalogs a Qt application needs for the current language (none if not found)."""
    found = _translator if _language != "en" else _english_counts()
    return [found] if found is not None else []


def attach() -> None:
    """Install the current catalogs into the running Qt application (printer, window)."""
    _follow_application()


def _follow_application() -> None:
    qtcore = sys.modules.get("PySide6.QtCore")
    app = qtcore.QCoreApplication.instance() if qtcore is not None else None
    if app is None:
        return  # no Qt application (the command line): nothing else to tell
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    for catalog in catalogs():
        app.installTranslator(catalog)
        _installed.append(catalog)


def available() -> dict[str, str]:
    """The languages whose catalog is here (English always is), in their own words."""
    return {code: name for code, name in LANGUAGES.items()
            if code == "en" or (TRANSLATIONS / f"jasstafel_{code}.qm").is_file()}


def in_every_language(context: str, text: str) -> set[str]:
    """*text* as every catalog here says it, and in English: a note another program wrote
    in its language (a live server's ``--language``) is known in any."""
    said = {text}
    for code in available():
        catalog = _load(code) if code != "en" else None
        if catalog is not None:
            said.add(catalog.translate(context, text) or text)
    return said


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
    catalog = _translator
    if catalog is None or not context:
        return text
    with _QT:
        return catalog.translate(context, text) or text


def plural(context: str, text: str, count: int) -> str:
    """*text* with a count, ``%n``, in the right form of the current language.

    ``plural("print", "%n entries", 1)`` is "1 entry"; the forms come from Qt's numerus
    messages of the catalog (English's own catalog for English). Source texts are written in
    the English plural, so only an English "1" needs the English catalog.
    """
    if _language == "en" and abs(count) != 1:
        catalog = None  # the source is written in the English plural: no catalog (no Qt)
    else:
        catalog = _translator if _language != "en" else _english_counts()
    with _QT:
        # the form of the count's size: Qt's French rule takes −305 for one ("−305 point")
        found = (catalog.translate(context, text, None, abs(count)) if catalog is not None
                 else "")
    return (found or text).replace("%n", number(count))


def rank(place: int) -> str:
    """A rank as a ranking writes it: "3." in German, "3" in English, "1er" and "3e" in
    French (a count's forms give French its "er" for the first place alone)."""
    return plural("rank", "%n", place)


def number(value: int) -> str:
    """A number as a Swiss Tafel writes it: 4'500 in German and French, 4500 in English; a
    negative one with the real minus sign (−110), in every place a person reads it, as the
    board, the history and the sheet write it. Files for programs (the CSV, the match file,
    ``--json``) write their numbers themselves, with an ASCII minus."""
    if value < 0:
        return "\u2212" + _grouped(-value)
    return _grouped(value)


def _grouped(value: int) -> str:
    """*value* (not negative) with the language's thousands marks."""
    if _language == "en" or value < 1000:
        return str(value)
    from PySide6.QtCore import QLocale

    with _QT:
        here = QLocale(f"{_language}_CH")
        if value < 2**63:
            return here.toString(value)
        mark = here.groupSeparator()  # past 64 bits Qt cannot write it: grouped here
    digits = str(value)
    groups = [digits[max(0, end - 3):end] for end in range(len(digits), 0, -3)][::-1]
    return mark.join(groups)


def decimal(value: float, places: int = 1) -> str:
    """A number with *places* decimals as the language's Swiss locale writes it: 4'700,0 in
    French, 4'700.0 in German (Switzerland writes a decimal point), 4700.0 in English (as
    :func:`number`); a minus is the real minus sign, as everywhere a person reads a number."""
    if _language == "en":
        text = f"{value:.{places}f}"
    else:
        from PySide6.QtCore import QLocale

        with _QT:
            text = QLocale(f"{_language}_CH").toString(float(value), "f", places)
    return text.replace("-", "\u2212")


def average(value: float) -> str:
    """An average as a person reads it: to one decimal (4'712,5 in French, 4'712.5 in
    German), but a whole number without one, as :func:`number` writes it (872, not the
    "872.0" a trial read as more exact than it is; 3'210, not 3'210.0)."""
    tenths = round(value * 10)
    if tenths % 10 == 0:
        return number(tenths // 10)
    return decimal(tenths / 10)


def locale() -> Any:
    """The current language as a QLocale: Swiss but for English (01.12.2026 in German and
    French; an English date is written by :func:`date`, not by this locale)."""
    from PySide6.QtCore import QLocale

    return QLocale(_language if _language == "en" else f"{_language}_CH")


def date(day: datetime.date) -> str:
    """A date as the current language writes it, with the full year: 01.12.2026 in German
    and French; 2026-12-01 in English, as the club's English pages write it. The English
    locale's 12/1/2026 is month first, which a British or Swiss reader of the English window
    takes for 12 January."""
    if _language == "en":
        return day.isoformat()
    from PySide6.QtCore import QDate, QLocale

    here = locale()
    form = here.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in form:
        form = form.replace("yy", "yyyy")
    return str(here.toString(QDate(day.year, day.month, day.day), form))


def iso_date(iso: str) -> str:
    """A date kept as 2026-12-01 (the club's evenings), as a person reads it: 01.12.2026 in
    German and French; in English, and for text that is no date, as it is."""
    try:
        day = datetime.date.fromisoformat(iso)
    except ValueError:
        return iso
    return date(day)


#: a day as a person types it, in every language: ISO (2026-12-05); day first with dots
#: (5.12.2026, as Switzerland writes it) or with slashes (5/12/2026, as Switzerland, Britain
#: and France write it: an English window reads 6/12/2026 as 6 December, not as 12 June)
_ISO_DAY = re.compile(r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})")
_DOTTED_DAY = re.compile(r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4}|\d{2})")
_DAY_SLASH = re.compile(r"(?P<d>\d{1,2})/(?P<m>\d{1,2})/(?P<y>\d{4}|\d{2})")


def typed_date(text: str) -> str:
    """A match's date as typed (or offered: :func:`date`), kept as 2026-12-05, which every
    language prints its own way; text that is no day (Herbst 2026, 31.02.2026, 12/25/2026)
    is kept as typed. "12/5/2026" kept as typed was read on a French sheet as 12 May."""
    text = text.strip()
    for form in (_ISO_DAY, _DOTTED_DAY, _DAY_SLASH):
        found = form.fullmatch(text)
        if found:
            year = int(found["y"]) + (2000 if len(found["y"]) == 2 else 0)
            try:
                return datetime.date(year, int(found["m"]), int(found["d"])).isoformat()
            except ValueError:  # 31.02.2026: no day
                return text
    return text


#: a time played (the statistics tab and the sheet's last page): marked in the printer's context
_MINUTES = QT_TRANSLATE_NOOP("print", "{0} min")
_HOURS = QT_TRANSLATE_NOOP("print", "{0} h {1:02d} min")
_UNDER_A_MINUTE = QT_TRANSLATE_NOOP("print", "less than a minute")


def duration(seconds: int) -> str:
    """A time played in the current language: 1 h 05 min, 47 min, less than a minute.

    Whole minutes rounded half up (90 s is 2 min): round() would take 30 s to "0 min" and
    150 s to "2 min" (half to even). Under a minute is said as such, never "0 min"."""
    if seconds < 60:
        return tr("print", _UNDER_A_MINUTE)
    minutes = (seconds + 30) // 60
    if minutes < 60:
        return tr("print", _MINUTES).format(minutes)
    return tr("print", _HOURS).format(minutes // 60, minutes % 60)


def variant_title(variant: Any) -> str:
    """A variant's name (its class, or a match's rules) in the current language: Chibre."""
    return render(getattr(variant, "title", "")) or str(getattr(variant, "name", ""))


def preset_title(variant: Any, preset: str) -> str:
    """A preset's name in words in the current language, else its key."""
    titles: dict[str, str] = getattr(variant, "PRESET_TITLES", {})
    return render(titles.get(preset, preset))


def preset_about(variant: Any, preset: str) -> str:
    """What a preset's title does not say (whose rules "Peter Hammer"'s are), in the current
    language; "" where its title says enough."""
    about: dict[str, Any] = getattr(variant, "PRESET_ABOUT", {})
    return render(about[preset]) if preset in about else ""


def settings_title(variant: Any, settings: Any, what: bool = False) -> str:
    """The preset a match's *settings* (or a club evening's, a dict) were made from, in
    words, and "(changed)" when a value differs from the preset's: a sheet that says "To
    100, a lead of 2" over a margin of 5 says what was not played. *what*: and what
    differs, with what it replaced, ", changed: Games: 4 instead of 12", where no list of
    the table rules follows (a sheet's head said "Standard (12 games, …) (changed)" over a
    match of 4 games; a club evening's page "(changed)" alone; then "(changed: Games: 4)"
    beside the preset's 12 read as if it contradicted itself; trials')."""
    if isinstance(settings, dict):  # a club evening's settings, as the database keeps them
        try:
            settings = variant.Settings.model_validate(settings)
        except (AttributeError, ValueError):  # pydantic's ValidationError is a ValueError
            return preset_title(variant, str(settings.get("preset", "")))
    titled = getattr(variant, "titled_preset", None)
    preset = titled(settings) if titled else str(getattr(settings, "preset", ""))
    title = preset_title(variant, preset)
    presets: dict[str, Any] = getattr(variant, "PRESETS", {})
    if preset in presets and not _same_settings(settings, presets[preset]):
        changes = _changes(variant, presets[preset], settings) if what else ""
        if changes:
            return tr(RULES, QT_TRANSLATE_NOOP("rules", "{preset}, changed: {changes}")).format(
                preset=title, changes=changes)
        return tr(RULES, QT_TRANSLATE_NOOP("rules", "{preset} (changed)")).format(
            preset=title)
    return title


#: the most changes a title names in words; more are counted
MOST_CHANGES_SAID = 2


def changed_preset_title(variant: Any, preset: str, settings: Any) -> str:
    """The settings form's *Preset* line where *settings* are no longer *preset*'s: its name
    without the brackets of its title, and what changed, "Standard, changed: Games: 3
    instead of 12" (New match said "Standard (12 games, missing prediction 20) (changed)"
    over 3 games, which read as if 12 still held: a German trial's). The brackets said the
    preset's numbers or rules ("Stöck, every Handweis, last round double"), which may be
    what changed; the changes as the sheet says them (:func:`settings_title`)."""
    title = preset_title(variant, preset)
    presets: dict[str, Any] = getattr(variant, "PRESETS", {})
    changes = _changes(variant, presets[preset], settings) if preset in presets else ""
    if not changes:  # what differs is not said in words (the cards alone)
        return tr(RULES, QT_TRANSLATE_NOOP("rules", "{preset} (changed)")).format(
            preset=title)
    name = re.sub(r"\s*\([^()]*\)$", "", title) or title
    return tr(RULES, QT_TRANSLATE_NOOP("rules", "{preset}, changed: {changes}")).format(
        preset=name, changes=changes)


def every_change(variant: Any, preset: str, settings: Any) -> str:
    """Every setting *settings* change of *preset*, none counted, a yes/no setting by its
    state ("Games: 3 instead of 12; Stöck count: yes (preset: no)"), for the line under the
    settings form's *Preset* list, which says what its list cuts; "" where none is said."""
    presets: dict[str, Any] = getattr(variant, "PRESETS", {})
    if preset not in presets:
        return ""
    return _changes(variant, presets[preset], settings, every=True)


def _changes(variant: Any, preset: Any, settings: Any, every: bool = False) -> str:
    """What *settings* change of *preset*, in the settings form's words, each with what it
    replaced ("Games: 4 instead of 12"), a yes/no setting by its state, "Stöck count: yes
    (preset: no)", wherever a preset's changes are said (the sheet's head, the club's pages
    and sheets and the command line said "yes instead of no" where the settings form said
    "yes (preset: no)"); *every*: each change said, never counted ("3 table settings")."""
    from .club.club import preset_changes, preset_changes_counted, rules_differences

    theirs = settings.model_dump(mode="json")
    changed = rules_differences(preset.model_dump(mode="json"), theirs)
    name = str(getattr(variant, "name", ""))
    if not changed or not name:
        return ""
    # a Coiffeur's rows count once: their clauses name six rows at most and count the rest
    count = preset_changes_counted(changed)
    if count > MOST_CHANGES_SAID and not every:  # a head line, not the list of the rules
        return tr(RULES, QT_TRANSLATE_NOOP("rules", "{count} table settings")).format(
            count=count)
    return render(preset_changes(name, changed, str(theirs.get("deck", "de")), states=True))


def table_rules(variant: str, preset: str, settings: Any) -> tuple[str, str]:
    """A club evening's table rules in words: ("Schieber · Turnier (Jassverein)", and what
    differs from the preset, "Runden (bei fester Rundenzahl): 2", else ""), so that two
    changed Turniere are told apart; the same in the club window and the terminal."""
    from .club.club import rules_differences, settings_text
    from .core import find_variant

    try:
        cls = find_variant(variant)
    except JassError:  # a damaged file names an unknown variant
        return variant, ""
    title = f"{variant_title(cls)} · {settings_title(cls, dict(settings))}"
    try:  # the differences from the preset the title names (a Guggitaler's Domino: core)
        preset = cls.titled_preset(cls.Settings.model_validate(dict(settings)))
    except ValueError:  # pydantic's ValidationError: a damaged file's, told as kept
        pass
    kept = getattr(cls, "PRESETS", {}).get(preset)
    if kept is None:
        return title, ""
    changed = {key: theirs for key, _mine, theirs
               in rules_differences(kept.model_dump(mode="json"), settings)}
    if not changed:
        return title, ""
    return title, render(settings_text(variant, changed, str(settings.get("deck", "de"))))


def _same_settings(settings: Any, preset: Any) -> bool:
    """Whether *settings* are *preset*'s values (the deck aside: a preset is played with
    either deck, and a Coiffeur's rows then have that deck's suit names)."""
    names = getattr(settings, "deck", None) == getattr(preset, "deck", None)

    def values(of: Any) -> Any:
        data = of.model_dump(exclude={"deck", "preset"})  # a nearer preset may name it
        for row in data.get("rows") or [] if not names else []:
            row.pop("name", None)
        return data

    return bool(values(settings) == values(preset))


def contract_name(contract: str, deck: str = "de") -> str:
    """A contract (a suit, Obenabe …) as the table's deck names it, in the current language:
    the rules core's words (core/cards.py), the same in the window, on paper and in a CSV."""
    from .core.cards import contract_word

    return render(contract_word(contract, deck))


def row_name(name: str) -> str:
    """A Coiffeur row's name (data of the match file) in the current language where it is a
    Jass word of the catalog (a preset's "Rosen": the suit's name, "Roses" in English and
    French), else as written."""
    from .core.coiffeur import row_word

    return render(row_word(name))


#: a guest's mark beside his name, one and the same wherever a guest stands among other names:
#: the draw, the evening's tables, the rankings, the paper, the command line, the live pages.
#: A word set apart, "Vreni Gast · guest": in brackets ("Vreni Gast (guest)") it read as a
#: short name beside the draw's "Anna Keller (Anna)", and the paper said it otherwise
GUEST = QT_TRANSLATE_NOOP("club", "{name} · guest")


def guest(name: str) -> str:
    """*name* marked as a guest's in the current language ("Vreni Gast · Gast")."""
    return tr("club", GUEST).format(name=name)


def guest_below(name: str) -> str:
    """A guest's name with its mark on a line of its own ("Vreni Gast" over "· Gast"), where a
    line must stay narrow; a language that puts the mark first keeps it first."""
    head, _, tail = tr("club", GUEST).partition("{name}")
    return "\n".join(part for part in (head.strip(), name, tail.strip()) if part)


def render(value: Any) -> str:
    """A Text, a RuleViolation or a plain value, in the current language."""
    if isinstance(value, RuleViolation):
        if isinstance(value.template, Text):  # a counted sentence, said whole
            return render(value.template)
        params = dict(value.params)
        template = tr(RULES, value.template)
        cause = getattr(value, "cause", None)  # EntryError, EntryConflict: say the cause too
        if isinstance(cause, RuleViolation) and "reason" in params:
            said = render(cause)
            if _AFTER_COLON.search(template):
                said = _after_colon(said, _template_of(cause))
            params["reason"] = Text.plain(said)
        return _fill(template, params, value.message)
    if isinstance(value, JassError):  # a refusal whose sentence is a Text (a MatchFileError,
        said_by = getattr(value, "message", None)  # a club's ClubError): that sentence
        if isinstance(said_by, Text):
            return render(said_by)
        if len(value.args) == 1 and isinstance(value.args[0], Text):
            return render(value.args[0])
        return str(value)
    if isinstance(value, Counted):
        said = plural(value.context, value.template, value.n)
        return _fill(said, value.params, str(value)) if value.params else said
    if isinstance(value, Text):
        if value.context == DAY:
            return iso_date(value.template)
        if value.context == QUOTED:
            return quoted(value.template)
        if value.context == DECIMAL:
            return decimal(float(value.template), len(value.template.partition(".")[2]))
        if not value.params:
            return tr(value.context, value.template)
        return _fill(tr(value.context, value.template), value.params, str(value))
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):  # in a sentence a person reads: the real minus sign, −8'000
        return number(value)
    return str(value)


def and_names(names: Sequence[str]) -> str:
    """Names as a sentence lists them, in the current language: "Vreni und Lotti", "Vreni,
    Lotti und Sepp", "Vreni et Lotti" (the core's :func:`~jasstafel.core.text.and_list`
    said, so that the window, the printer and the core join names the one same way)."""
    return render(and_list(names))


#: a right-to-left text's own direction isolated (FIRST STRONG ISOLATE), and where it ends
#: (POP DIRECTIONAL ISOLATE)
FSI, PDI = "\u2068", "\u2069"
_OPENS = "\u2066\u2067\u2068"  # LRI, RLI, FSI: an isolate begins (PDI ends it)
_RTL = ("R", "AL")  # Hebrew, Arabic, Syriac … letters (and the marks U+200F, U+061C)
#: what a run of right-to-left letters holds between two of them: spaces, the letters'
#: own marks (NSM: vowel points), and a name's punctuation (Ben-David, O'Neill, "A & B")
_IN_RUN = frozenset(" \u00a0-'’.&")


def _rtl(ch: str) -> bool:
    return unicodedata.bidirectional(ch) in _RTL


def isolate(name: str) -> str:
    """A name as set into a sentence: a right-to-left name (Arabic, Hebrew) between FSI and
    PDI, so that the sentence's words and numbers around it keep their order ("<name>,
    geschoben" and not "geschoben ,<name>"); any other name as it is."""
    return f"{FSI}{name}{PDI}" if any(map(_rtl, name)) else name


#: the bidirectional classes of what may turn text around: right-to-left letters and marks,
#: the embeddings, overrides and isolates and their ends
_REORDERING = (*_RTL, "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI")


def isolate_typed(name: str) -> str:
    """A name as it is being typed, set beside other text (a team's grey placeholder "Anna &
    Cla"): between FSI and PDI where it holds anything that may turn text around, so that
    it turns nothing after it ("Tom\u202e321 & Beat", an override typed and not yet refused,
    read "TomtaeB & 123"). A PDI typed in the name is left out: it would end the isolate
    before the name does. Only for the eye, as :func:`isolate`."""
    if name.isascii() or not any(unicodedata.bidirectional(ch) in _REORDERING for ch in name):
        return name
    return f"{FSI}{name.replace(PDI, '')}{PDI}"


def isolate_rtl(text: str) -> str:
    """*text* as it is shown (on the screen, on paper): every run of right-to-left letters
    between FSI and PDI, so that it keeps its own direction and the numbers after it theirs.

    Jasstafel's sentences are left-to-right in every language it speaks; right-to-left
    letters in one are a person's (a name, a title, a file's name). Without the isolate,
    Unicode's bidirectional algorithm takes the numbers after such a name for part of it:
    "Anna & משה 100 → 500" was shown as "Anna & 500 → 100 משה" (a trial's). A run is the
    letters and what :data:`_IN_RUN` allows between them, so that two names side by side
    ("משה 100 · דוד 57") stay two and a sentence's numbers and separators stay its own.
    A run in an isolate already (a sheet's names) is left as it is. Only for what a person
    reads: files, CSV and the terminal get the text without the isolates."""
    if text.isascii():
        return text
    out: list[str] = []
    depth, i, n = 0, 0, len(text)
    while i < n:
        ch = text[i]
        if ch in _OPENS:
            depth += 1
        elif ch == PDI and depth:
            depth -= 1
        elif not depth and _rtl(ch):
            end = j = i + 1
            while j < n and (text[j] in _IN_RUN
                             or unicodedata.bidirectional(text[j]) in (*_RTL, "NSM")):
                j += 1
                if text[j - 1] not in _IN_RUN:
                    end = j  # the run ends at its last letter or mark, not at a space
            out.append(f"{FSI}{text[i:end]}{PDI}")
            i = end
            continue
        out.append(ch)
        i += 1
    return "".join(out)


#: a refusal put into another sentence after its colon ("… impossible: {reason}")
_AFTER_COLON = re.compile(r":\s*\{reason\}")
#: the languages that go on small after a colon ("impossible : les jeux se jouent …"); German
#: starts a whole sentence after a colon with a capital (Duden), and its nouns always have one
_SMALL_AFTER_COLON = ("en", "fr")
#: words that keep their capital where a sentence goes on after a colon: names and Jass words
#: the language writes with a capital (the variants, the contracts, the suits and cards, Weis
#: and Stöck in English …). tests/ui/test_languages.py checks that every first word of a rule
#: that the language never writes small is here.
KEEPS_CAPITAL = {
    "en": frozenset({
        "Ace", "Acorns", "Banner", "Bedanken", "Bells", "Berg", "Blind", "Children", "Clubs",
        "Coiffeur", "Diamonds", "Differenzler", "Domino", "Einfach", "Fahnder", "Freier",
        "Gewinnstriche", "Guggitaler", "Guschti", "Gusti", "Handjass", "Handweis", "Hausjass",
        "Hearts", "Jack", "Jass", "Jassverein", "Jasstafel", "Joker", "King", "Kontermatsch",
        "Match", "Matches", "Misère", "Molotow", "Nullstich", "Nuller", "Obenabe", "Ober",
        "Oberjasser", "Pandur", "Passe", "Punktetafel", "Queen", "Roses", "Schieber",
        "Schneider", "Shields", "Slalom", "Spades", "Standard", "Strich",
        "Striche", "Stöck", "Swisslos", "Tischweis", "Trumpf", "Turnier", "Tutti", "Undenufe",
        "Under", "Weis", "Wirtshaus", "Wunsch"}),
    "fr": frozenset({
        "As", "Bandoure", "Banneret", "Berg", "Carreau", "Chibre", "Coiffeur", "Cœur", "Dame",
        "Différence", "Domino", "Enfants", "Fahnder", "Glands", "Grelots", "Guggitaler",
        "Guschti", "Gusti", "Handjass", "Jass", "Jassverein", "Jasstafel",
        "Joker", "Misère", "Molotow", "Obenabe", "Ober", "Pique", "Roi", "Roses", "Schneider",
        "Souhait", "Standard", "Swisslos", "Trèfle", "Tutti", "Undenufe", "Under",
        "Valet", "Zig", "Écus"}),
}
_FIRST_WORD = re.compile(r"[^\W\d_]+")


def _template_of(err: RuleViolation) -> str:
    """The sentence *err* is said with in the current language, before its names are put in."""
    if isinstance(err.template, Text):  # a counted sentence: its form for the count
        return render(err.template)
    return tr(RULES, err.template)


#: the quotes of a value repeated in a sentence, as each catalog quotes ("« {text} »",
#: "«{text}»"); English keeps Python's ('Anna')
_QUOTES = {"fr": "«\u00a0{0}\u00a0»", "de": "«{0}»"}  # French: no-break inside


def quoted(shown: str) -> str:
    """A value shown in a repr's quotes ('ZOÉ CHAPPUIS') quoted as the language quotes: «
    ZOÉ CHAPPUIS » in French (a tester read "Le nom 'ZOÉ CHAPPUIS'"), «ZOÉ CHAPPUIS» in
    Swiss German; English as it is."""
    form = _QUOTES.get(_language)
    inside = unquoted(shown)
    return shown if form is None or inside == shown else form.format(inside)


def after_colon(value: Any) -> str:
    """*value* (a refusal, a sentence) said after another part's colon, as a command line's
    "error: …" says it: small where the language goes on small ("error: the first seat
    must …", "erreur : la première place …"), German with its capital (docs/translating.md)."""
    said = render(value)
    if isinstance(value, RuleViolation):
        return _after_colon(said, _template_of(value))
    if isinstance(value, JassError) and len(value.args) == 1 and isinstance(value.args[0], Text):
        value = value.args[0]
    if isinstance(value, Text) and value.context not in ("", CONCAT, DAY, DECIMAL, QUOTED):
        return _after_colon(said, tr(value.context, value.template))
    return said


def _after_colon(said: str, template: str) -> str:
    """*said*, a rule's sentence put after another's colon, with a small first letter where
    the language writes one: only a word of the sentence itself (a name put first stays as
    typed: "{side}: …") that is no name or Jass word keeping its capital (Weis, Obenabe)."""
    word = _FIRST_WORD.match(template)
    if (_language not in _SMALL_AFTER_COLON or word is None or not word.group()[0].isupper()
            or not said.startswith(word.group())
            or word.group() in KEEPS_CAPITAL[_language]):
        return said
    return said[0].lower() + said[1:]


def _fill(template: str, params: dict[str, Any], fallback: str) -> str:
    rendered = {key: render(param) for key, param in params.items()}
    reason = params.get("reason")
    if isinstance(reason, (JassError, Text)) and _AFTER_COLON.search(template):
        rendered["reason"] = after_colon(reason)  # "… impossible: the games are played …"
    if _language == "fr":
        template = _elide(template, rendered)
    try:
        return template.format(**{key: _Said(said) for key, said in rendered.items()})
    except (KeyError, IndexError, ValueError):  # a broken translation: say it in English
        return fallback


class _Said(str):
    """A part put into a catalog's sentence, which the translation may ask for small:
    ``{suit:small}`` ("la dame de carreau", where the suit alone is "Carreau")."""

    def __format__(self, spec: str) -> str:
        if spec == "small":
            return self[:1].lower() + self[1:]
        return format(str(self), spec)


def fill(template: str, *args: Any, **kwargs: Any) -> str:
    """``template.format(*args, **kwargs)`` for a sentence the window translated itself
    (``self.tr(…)``), French "de"/"que" elided as in the core's sentences: "ce que {1} a
    pris" with Anna says "ce qu’Anna a pris"."""
    if _language == "fr":
        shown = {str(i): str(a) for i, a in enumerate(args)}
        shown.update((k, str(v)) for k, v in kwargs.items())
        template = _elide(template, shown)
    return template.format(*args, **kwargs)


#: "de {player}" before a word that starts with a vowel: French writes "d’Anna", "qu’Emil"
_ELIDABLE = re.compile(r"\b([dD]e|[qQ]ue) \{(\w+)(:small)?\}")
_VOWELS = "aeiouyàâäéèêëîïôöùûüæœAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜÆŒ"
#: words that begin with a vowel and are not elided before: "au lieu de oui", never "d’oui"
_NOT_ELIDED = ("oui", "onze")


def _elide(template: str, rendered: dict[str, str]) -> str:
    """The French template with "de"/"que" elided before a parameter that starts with a
    vowel (a name, a suit: "d’Anna", "8 d’Écus"); before a number or a consonant as it is,
    and before "oui" (a setting's yes: "non au lieu de oui")."""
    def one(match: re.Match[str]) -> str:
        word, key, small = match.groups()
        value = rendered.get(key, "")
        first = re.split(r"\W", value.casefold(), maxsplit=1)[0]
        if value[:1] and value[0] in _VOWELS and first not in _NOT_ELIDED:
            return f"{word[:-1]}’{{{key}{small or ''}}}"
        return match.group(0)

    return _ELIDABLE.sub(one, template)
