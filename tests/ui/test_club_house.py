"""The club's pages know the main window only through jasstafel.ui.club.host.MatchHost
(issue 12: a narrow interface, no import cycle): no module of jasstafel.ui.club imports
jasstafel.ui.mainwindow, not even for a type hint, which import-linter does not see."""

import ast
from pathlib import Path

import jasstafel.ui.club

CLUB = Path(jasstafel.ui.club.__file__).parent


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def test_no_club_page_imports_the_main_window():
    offenders = {path.name: sorted(n for n in imported_modules(path) if "mainwindow" in n)
                 for path in sorted(CLUB.glob("*.py"))}
    assert {name: found for name, found in offenders.items() if found} == {}


def test_the_main_window_is_a_match_host(window):
    """Every member the club uses is there on the real main window."""
    from jasstafel.ui.club.host import MatchHost

    members = {n for n in vars(MatchHost) if not n.startswith("_")} | set(
        MatchHost.__annotations__)
    assert members == {"settings", "controller", "live_link", "start", "leave_match",
                       "statusBar", "addAction", "window", "history", "rejoin",
                       "crash_draft"}
    for name in ("start", "leave_match", "statusBar", "addAction", "window"):
        assert callable(getattr(window, name)), name
    assert window.window() is window  # the parent of the club's windows and dialogs
    assert window.settings is not None and window.live_link is None
    assert window.rejoin is None  # no live table of a killed window being joined again
    assert hasattr(window, "crash_draft") and hasattr(window.crash_draft, "keep")
    assert hasattr(window.controller, "session") and hasattr(window.controller, "changed")
