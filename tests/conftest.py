import os
import tempfile

# Qt must never need a display in tests: set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The command line speaks the locale's language (jasstafel.i18n.language_from_environment):
# its tests expect English unless they ask for another (--lang, LANGUAGE), on every machine
os.environ["LANGUAGE"] = "en"
# Qt's own file dialog keeps its last folder and history in the user's QtProject.conf (in
# XDG_CONFIG_HOME): a test run must neither read a developer's (a folder remembered there,
# /proc once, made the dialogs' tests hang) nor write into it. A folder of the run's own.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="jasstafel-tests-config-")

import pytest  # noqa: E402 - after the environment above


@pytest.fixture(params=["de", "fr", "en"])
def window_language(request, qapp):
    """The window's language installed (its catalog and Qt's), once for each language; the
    English window needs no catalog but its counts."""
    from jasstafel.ui import i18n

    code = request.param
    assert i18n.install(qapp, code) is not None or code == "en"
    yield code
    i18n.uninstall(qapp)


if os.environ.get("JASSTAFEL_NO_SKIP"):
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(item, call):
        """In CI everything the tests need is installed (.ci/run sets JASSTAFEL_NO_SKIP): a
        test that skips itself there (no chromium, no live extra, no tool) fails instead of
        letting CI pass without it."""
        outcome = yield
        report = outcome.get_result()
        if report.skipped and not hasattr(report, "wasxfail"):
            reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
            report.outcome = "failed"
            report.longrepr = f"skipped where nothing may be skipped (JASSTAFEL_NO_SKIP): {reason}"
