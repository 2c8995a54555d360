import os

# Qt must never need a display in tests: set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
