#!/usr/bin/env python3
"""Screenshots of the live evening's pages for docs/club-live.md (headless chromium):

    .venv/bin/python scripts/live-screenshots.py   # -> docs/screenshots/live-*.png

A demo club of twelve members, one Schieber evening (to 1000, Weis and Stöck) of three
tables drawn, the server on 127.0.0.1, a few rounds written at each table (table 1 done),
then the phone page (390 × 844), the wall (1280 × 720) and the Oberjasser's page.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from jasstafel import i18n  # noqa: E402
from jasstafel.club import Club  # noqa: E402
from jasstafel.live.service import LiveEvening  # noqa: E402
from tests.live.browser import Browser, missing  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
NAMES = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Bühler", "Erich Zollinger",
         "Fritz Wyss", "Gabi Frei", "Hans Meier", "Iris Gerber", "Jon Casty", "Kurt Huber",
         "Lena Roth"]


def rounds(live: LiveEvening, table: int, plays: list[dict]) -> None:
    core = live.core
    code = live.codes(1)[(1, table)]
    ops = [{"id": f"demo-{table}-{i:03d}", "kind": "add", "form": "round", "values": v}
           for i, v in enumerate(plays)]
    live._owner.executor.submit(  # noqa: SLF001 - the demo writes as the phones would
        lambda: [core.apply(code, op) for op in ops]).result()


def main() -> int:
    reason = missing()
    if reason:
        print(reason, file=sys.stderr)
        return 1
    i18n.use("de")
    folder = Path(tempfile.mkdtemp(prefix="jasstafel-live-demo-"))
    path = folder / "club.sqlite"
    with Club.open(path) as club:
        ids = [club.add_member(name, name.split()[0]).id for name in NAMES]
        evening = club.new_evening("2026-11-26", "schieber", preset="einfach_1000", passen=3,
                                   title="Jassabend Rössli", place="Rössli, Wil")
        club.draw(evening.id, ids, rng=random.Random(4))
    live = LiveEvening(path, evening.id, host="127.0.0.1", port=0, passe_minutes=75)
    live.start()
    try:
        core = live.core
        live._owner.executor.submit(core.start_passe, 1).result()  # noqa: SLF001
        core.clock_state.started["1"] -= 23 * 60 + 14  # the Passe runs since 23 minutes
        rounds(live, 1, [{"contract": "eicheln", "announced_by": i % 2, "points": [157, None]}
                         for i in range(7)])
        rounds(live, 2, [
            {"contract": "rosen", "announced_by": 0, "points": [98, None]},
            {"contract": "obenabe", "announced_by": 1, "points": [None, 110],
             "weis": [0, 50]},
            {"contract": "schellen", "announced_by": 0, "match": True, "stoeck": 0},
            {"contract": "schilten", "announced_by": 1, "points": [61, None]},
        ])
        rounds(live, 3, [{"contract": "undenufe", "announced_by": 0, "points": [73, None]},
                         {"contract": "rosen", "announced_by": 1, "points": [45, None]}])
        browser = Browser()
        d = browser.driver
        try:
            d.get(live.url)
            d.find_element("id", "code").send_keys(live.codes(1)[(1, 2)])
            d.find_element("css selector", "#code-form button").click()
            wait(lambda: d.execute_script(
                "return document.querySelectorAll('#history li.entry').length") == 4)
            d.find_element("css selector",
                           'form[data-form="round"] button[data-value=\'"rosen"\']').click()
            field = d.find_element("css selector", 'form[data-form="round"] '
                                   'fieldset[data-name="points"] input[data-index="0"]')
            field.send_keys("87")
            time.sleep(0.3)
            d.save_screenshot(str(OUT / "live-phone.png"))
            d.execute_script("document.querySelector('.actions').scrollIntoView()")
            browser.offline(True)
            write = d.find_element("css selector", 'form[data-form="round"] button.write')
            d.execute_script("arguments[0].click()", write)
            wait(lambda: d.execute_script(
                "return document.querySelectorAll('#history li.pending').length") == 1)
            d.execute_script("document.querySelector('.actions').scrollIntoView()")
            time.sleep(0.3)
            d.save_screenshot(str(OUT / "live-phone-offline.png"))
            browser.offline(False)
            wait(lambda: d.execute_script(
                "return document.querySelectorAll('#history li.pending').length") == 0)
            browser.size(1280, 720)
            d.get(live.url + "wall")
            wait(lambda: d.execute_script(
                "return document.querySelectorAll('#ranking td.name').length") == 4)
            time.sleep(1.2)
            d.save_screenshot(str(OUT / "live-wall.png"))
            browser.size(1100, 700)
            d.get(live.url + "admin")
            d.find_element("id", "admin-code").send_keys(live.admin_code)
            d.find_element("css selector", "#admin-form button").click()
            wait(lambda: d.execute_script(
                "return document.querySelectorAll('#admin-tables tbody tr').length") == 9)
            time.sleep(0.5)
            d.save_screenshot(str(OUT / "live-admin.png"))
        finally:
            browser.quit()
    finally:
        live.stop()
    for name in ("live-phone", "live-phone-offline", "live-wall", "live-admin"):
        print(OUT / f"{name}.png")
    return 0


def wait(condition, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the page did not show it")
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
