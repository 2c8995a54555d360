import pytest
from tests.live.test_laptop_doubt import live, join, phones_type_at_once, phone_undoes, flags, OPEN, WAIT  # noqa
from tests.ui.conftest import autosaves, german_window, settings  # noqa

@pytest.mark.parametrize("n", range(5))
def test_dbg(german_window, live, qtbot, n):
    main = german_window
    code = live.codes(1)[(1, 1)]
    base = phones_type_at_once(live.url, code)
    join(qtbot, main, live.url, code)
    qtbot.waitUntil(lambda: flags(main) == ["", OPEN], timeout=WAIT)
    phone_undoes(live.url, code, base)
    try:
        qtbot.waitUntil(lambda: len(flags(main)) == 1, timeout=10000)
    finally:
        l = main.live_link.link
        print("FLAGS", flags(main), "STATUS", main.statusBar().shown())
        print("changed", l.changed, "offered", l._offered, l._offering, l._missed, "seen", l._seen, "held", len(l._held or []), "latest", len(l._latest or []), l._pending, l._sending, l.on_table)
