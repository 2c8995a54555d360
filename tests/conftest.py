import os

# Qt must never need a display in tests: set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The command line speaks the locale's language (jasstafel.i18n.language_from_environment):
# its tests expect English unless they ask for another (--lang, LANGUAGE), on every machine
os.environ["LANGUAGE"] = "en"
