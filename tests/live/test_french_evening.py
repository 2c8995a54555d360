"""A French live evening in a real browser, as a trial ran it (jasstafel club serve
--language fr): what the phones, the wall and the Oberjasser's page say, and how.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .conftest import make_evening
from .test_browser import Phone, running


@pytest.fixture
def soiree(club_path, french):
    """A French evening of one Passe, two tables, live on a free port."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=8, passen=1)
    with running(club_path, evening) as live:
        yield live


def open_tafel(phone: Phone, live, table: int = 1) -> None:
    phone.join(live.url, live.codes(1)[(1, table)])
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")


POINTS = 'form[data-form="round"] fieldset[data-name="points"] input[data-index="{}"]'


NNBSP = "\u202f"  # the narrow no-break space French sets before : ; ! ? (never a line break)


@pytest.mark.parametrize(("typed", "said"), [
    ("200", f"200, c’est plus qu’une donne n’en a{NNBSP}: 157"),
    ("-5", f"n’est pas possible{NNBSP}: le chiffre ne peut pas être négatif"),
    ("12abc", f"Points de cartes{NNBSP}: tapez un nombre entier"),
])
def test_a_wrong_figure_is_refused_in_the_evenings_words(soiree, browser, typed, said):
    """A trial's French phone: 200 and −5 gave Chromium's own bubble in the browser's
    language ("Value must be less than or equal to 157"), 12abc silently wrote 12, and the
    other team's field showed −43 or 162. Now what was typed goes to the laptop, which
    refuses it with its own sentence; the other field stays empty."""
    phone = Phone(browser)
    open_tafel(phone, soiree)
    phone.tap('form[data-form="round"] fieldset[data-name="contract"] '
              'button[data-value=\'"rosen"\']')
    field = phone.css(POINTS.format(0))
    field.send_keys(typed)
    assert field.get_attribute("value") == typed  # nothing dropped by the browser
    other = phone.css(POINTS.format(1))
    assert other.get_attribute("value") == ""  # no impossible 157 − x
    phone.tap('form[data-form="round"] button.write')
    phone.until(lambda: said in phone.text("#notice"), "the laptop's refusal")
    assert phone.entries() == 0
    assert phone.d.execute_script(
        "return document.querySelector('form[data-form=\"round\"]').noValidate")
    # the refused round is back in its form, as it was typed
    phone.until(lambda: phone.css(POINTS.format(0)).get_attribute("value") == typed,
                "the round typed is back in the form")


def test_the_other_team_is_filled_in_only_with_a_possible_figure(soiree, browser):
    phone = Phone(browser)
    open_tafel(phone, soiree)
    field, other = phone.css(POINTS.format(0)), phone.css(POINTS.format(1))
    for typed, filled in (("100", "57"), ("1000", ""), ("0", "157"), ("157", "0"),
                          ("158", ""), ("4.5", ""), ("", "")):
        field.clear()
        if typed:
            field.send_keys(typed)
        else:  # clear() fires no input event: the Schreiber's backspace does
            field.send_keys("1")
            field.send_keys("\b")
        phone.until(lambda f=filled: other.get_attribute("value") == f,
                    f"{typed!r} gives the other team {filled!r}")


def post(live, path, code, body):
    import json
    import urllib.request

    request = urllib.request.Request(live.url + path, data=json.dumps(body).encode(),
                                     headers={"Authorization": f"Bearer {code}",
                                              "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def play_out(live, passe: int, table: int) -> None:
    """A Turnier of one round, written by the table's phone (an API call)."""
    from .conftest import round_op

    code = live.codes(passe)[(passe, table)]
    assert all(r["ok"] for r in post(live, "api/table/ops", code,
                                     {"ops": [round_op("rosen", 0, (100, None))]})["replies"])


@pytest.fixture
def quick(club_path, french):
    """A French evening of two Passen of one-round Partien, two tables each, with a Passe
    clock of 75 minutes."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from jasstafel.live.service import LiveEvening

    evening = make_evening(club_path, players=8, passen=2, preset="turnier", rounds=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0, passe_minutes=75)
    live.start()
    try:
        yield live
    finally:
        live.stop()


def test_the_wall_says_the_truth_about_the_passe(quick, browser):
    """A trial's wall said "La manche n’a pas commencé" while every table had finished (the
    organiser never pressed "Lancer la manche 1": the phones do not need it), and after
    Passe 2 had finished, its clock went on counting down ("53:37 restant")."""
    phone = Phone(browser)
    d = phone.d
    browser.size(1280, 720)
    d.get(quick.url + "wall")
    phone.until(lambda: phone.text("#time") == "La manche n’a pas commencé", "nothing yet")
    play_out(quick, 1, 1)
    phone.until(lambda: phone.text("#time") == "La manche est en cours", "a table writes")
    tiles = phone.text("#tables")
    assert "Table 1 · finie" in tiles and "Table 2 · en jeu" not in tiles  # 2: no entry yet
    play_out(quick, 1, 2)
    phone.until(lambda: phone.text("#time") == "Toutes les tables ont fini", "all done")
    assert "pas commencé" not in phone.text(".wall-head")

    post(quick, "api/admin/passe", quick.admin_code, {"passe": 2})
    phone.until(lambda: "restant" in phone.text("#time"), "Passe 2's clock counts down")
    play_out(quick, 2, 1)
    phone.until(lambda: "Table 1 · finie" in phone.text("#tables"), "table 1 done")
    assert "restant" in phone.text("#time")  # table 2 still plays: the clock runs
    play_out(quick, 2, 2)
    phone.until(lambda: phone.text("#time") == "Toutes les tables ont fini", "Passe 2 done")
    assert "restant" not in phone.text(".wall-head")


def test_french_punctuation_is_set_by_whole_sentences(soiree, browser):
    """A trial's French phone said "Refusé: Le stöck…", "Choisir: Atout", "Inscrire la donne:
    Roses ×1…" (a round waiting to be sent) and the Oberjasser's page "Terminer la soirée en
    direct?": a word and ": " glued in the script. Each is a sentence of the catalog now
    ("{0} : {1}" in French), shown with a space that does not break before the colon (the
    round waiting is listed as a written one reads now: "Roses ×1 par … : … 100, … 57")."""
    phone = Phone(browser)
    d = phone.d
    open_tafel(phone, soiree)
    phone.tap('form[data-form="round"] button.write')  # no contract chosen
    # the field's own sentence (trial Y read "Choisir : Pris par", a label after a colon)
    phone.until(lambda: phone.text("#notice") == "Choisissez l’atout", "choose")
    phone.tap('form[data-form="round"] fieldset[data-name="contract"] '
              'button[data-value=\'"rosen"\']')
    phone.css(POINTS.format(0)).send_keys("200")
    phone.tap('form[data-form="round"] button.write')
    phone.until(lambda: f"Refusé{NNBSP}: 200, c’est plus qu’une donne n’en a{NNBSP}: 157"
                in phone.text("#notice"), "refused")
    # a round typed without the network waits, listed in a sentence of its own
    browser.offline(True)
    try:
        phone.until(lambda: phone.css(POINTS.format(0)).get_attribute("value") == "200", "")
        field = phone.css(POINTS.format(0))
        field.clear()
        field.send_keys("100")
        phone.tap('form[data-form="round"] button.write')
        phone.until(lambda: phone.pending() == 1, "the round waits")
        waiting = phone.text("#history li.pending .entry-text")
        # as a written one reads, not under the form's button ("Inscrire la donne : …")
        assert waiting.startswith("Roses ×1 par "), waiting
        # each team beside its own points (a bare "100 : 57" said nobody's)
        teams = soiree.core.tables["1-1"].match.rules.side_names
        assert waiting.endswith(f"{NNBSP}: {teams[0]}\u00a0100, {teams[1]}\u00a057"), waiting
        assert "Inscrire" not in waiting, waiting
    finally:
        browser.offline(False)
    phone.until(lambda: phone.entries() == 1, "sent when the network is back")
    for selector in ("#notice", "#status", "#history", "#board"):
        text = phone.text(selector)
        assert " :" not in text and " ?" not in text, (selector, text)

    d.get(soiree.url + "admin")
    phone.css("#admin-code").send_keys(soiree.admin_code)
    phone.tap("#admin-form button")
    phone.until(lambda: phone.count("#admin-tables tbody tr") > 0, "the tables are listed")
    d.execute_script("window.asked = []; window.confirm = (q) => { asked.push(q);"
                     " return false; }")
    phone.tap("#stop")
    assert d.execute_script("return window.asked") == [
        f"Terminer la soirée en direct{NNBSP}?"]
    assert " :" not in phone.text("#admin-tables")


def test_a_phone_whose_code_was_renewed_says_how_to_rejoin(soiree, browser):
    """A trial's phone kept saying "Connecté" after the Oberjasser gave its table a new code,
    then, once it wrote, "Pas de connexion" and "Ce code est inconnu…", without a word on the
    new code; and it went on trying the dead code in the background, where 20 wrong codes a
    minute lock the address out (valid codes too). Now it says so plainly, tells how to
    rejoin, and stops asking with the dead code."""
    phone = Phone(browser)
    d = phone.d
    open_tafel(phone, soiree)
    new = post(soiree, "api/admin/code", soiree.admin_code, {"passe": 1, "table": 1})["code"]
    phone.until(lambda: phone.text("#net") == "Code plus valable", "the phone knows")
    said = phone.text("#notice")
    assert "nouveau code" in said and f"«{NNBSP}Une autre table{NNBSP}»" in said, said
    assert "connexion" not in phone.text("#net")  # not "Pas de connexion"
    assert not phone.css("#net-help").is_displayed()
    assert phone.count("form.entry-form:not([hidden])") == 0
    # nothing more is asked with the dead code: not when the network comes back, not when
    # the phone wakes (each ask counted as a wrong code against the address)
    asked = d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        let calls = 0;
        const real = window.fetch;
        window.fetch = (...args) => { calls++; return real(...args); };
        window.dispatchEvent(new Event('online'));
        document.dispatchEvent(new Event('visibilitychange'));
        setTimeout(() => done(calls), 0);""")
    assert asked == 0
    phone.tap("#notice a")  # the way back: the code page, empty for the new code
    phone.until(lambda: d.current_url.rstrip("/") == soiree.url.rstrip("/"), "the code page")
    assert phone.css("#code").get_attribute("value") == ""
    phone.css("#code").send_keys(new)
    phone.tap("#code-form button")
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel with the new code")
    phone.until(lambda: phone.text("#net") == "Connecté", "connected again")


def test_a_round_typed_offline_goes_with_the_tables_new_code(soiree, browser):
    """The trial's phone 3: offline while its code was renewed, a round typed meanwhile. Back
    online, the laptop says the code is unknown: the phone says how to rejoin, and the round
    is sent with the new code once it is typed."""
    phone = Phone(browser)
    d = phone.d
    open_tafel(phone, soiree)
    browser.offline(True)
    try:
        phone.until(lambda: "connexion" in phone.text("#net"), "offline")
        phone.round("rosen", 100)
        phone.until(lambda: phone.pending() == 1, "the round waits")
        new = post(soiree, "api/admin/code", soiree.admin_code,
                   {"passe": 1, "table": 1})["code"]
    finally:
        browser.offline(False)
    phone.until(lambda: phone.text("#net") == "Code plus valable", "the phone knows")
    assert phone.pending() == 1
    phone.tap("#notice a")
    phone.until(lambda: phone.count("#code") == 1, "the code page")
    phone.css("#code").send_keys(new)
    phone.tap("#code-form button")
    phone.until(lambda: phone.entries() == 1 and phone.pending() == 0, "sent with the new code")
    phone.until(lambda: phone.text("#net") == "Connecté", "connected")
    assert d.execute_script("return localStorage.getItem('jt.code')") == new


def test_a_phone_after_the_evening_only_shows_its_tafel(soiree, browser):
    """A trial's phone after the Oberjasser ended the evening still showed Corriger and
    Supprimer beside every entry (they could only fail): an ended evening's phone is read
    only, and says the evening is over."""
    phone = Phone(browser)
    d = phone.d
    open_tafel(phone, soiree)
    phone.round("rosen", 100)
    phone.until(lambda: phone.entries() == 1, "a round written")
    assert d.execute_script("return document.querySelector('#history .entry-tools')"
                            ".offsetParent !== null")
    post(soiree, "api/admin/stop", soiree.admin_code, {})
    phone.until(lambda: phone.text("#net") == "Soirée terminée", "ended: said short in the badge")
    phone.until(lambda: "La soirée en direct est terminée" in phone.text("#notice"),
                "said where the Tafel is")
    assert d.execute_script("""
        return Array.from(document.querySelectorAll('#history button'))
          .filter(b => b.offsetParent !== null).length""") == 0
    assert phone.count("form.entry-form:not([hidden])") == 0
    assert d.execute_script("return document.getElementById('undo').disabled")
    assert d.execute_script("return document.getElementById('redo').disabled")


def overlaps(a, b) -> bool:
    return not (a["right"] <= b["left"] or b["right"] <= a["left"]
                or a["bottom"] <= b["top"] or b["bottom"] <= a["top"])


@pytest.mark.parametrize("height", [577, 720])
def test_the_wall_title_wraps_and_the_qr_code_covers_nothing(club_path, french, browser,
                                                             height):
    """A trial's wall cut its title ("Soirée d'essai <b>gras</b> · 1…"), and below 720 px of
    height the QR code covered table 4 of a Differenzler evening of 14 players."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from jasstafel.club import Club

    names = ["François L'Épée", "Dora Zürcher", "Käthi Lüthi", "Marc <script>x</script>",
             "Jörg Naïve", "Iris O'Neill", "Émile Favre", "<b>html</b> Hans",
             "Maximilian-Alexander von Hohenfels-Brüggemann-Schwarzenbach", "Anna Müller",
             "Zoé Zaugg", "Léa Sæther", "Claude D'Arcy", "Béatrice Rösti"]
    title = "Soirée d'essai <b>gras</b> du club des jasseurs de la Broye et du Vully"
    with Club.open(club_path) as club:
        ids = [club.add_member(name).id for name in names]
        evening = club.new_evening("2026-03-19", "differenzler", passen=1, title=title)
        import random
        club.draw(evening.id, ids, rng=random.Random(3))
    with running(club_path, evening.id) as live:
        phone = Phone(browser)
        d = phone.d
        browser.size(1280, height)
        d.get(live.url + "wall")
        phone.until(lambda: phone.count("#tables .tile") == 4, "four tables")
        head = d.execute_script("""
            const h = document.getElementById('title');
            return {text: h.textContent, children: h.children.length,
                    cut: h.scrollWidth > h.clientWidth + 1,
                    right: h.getBoundingClientRect().right, width: window.innerWidth}""")
        assert head["text"] == f"{title} · 19.03.2026"  # whole, as text
        assert head["children"] == 0 and not head["cut"] and head["right"] <= head["width"]
        boxes = d.execute_script("""
            const box = (e) => { const r = e.getBoundingClientRect();
              return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
            return {qr: box(document.querySelector('.address')),
                    others: Array.from(document.querySelectorAll(
                      '.tile, #ranking tr, .wall-head h1, .clock')).map(box)}""")
        d.save_screenshot(str(club_path.parent / f"wall-fr-{height}.png"))
        covered = [b for b in boxes["others"] if overlaps(boxes["qr"], b)]
        assert covered == [], boxes["qr"]


# every visible button of the forms whose text breaks inside a word: two letters of one word
# (no space between them) on two lines
BROKEN_WORDS = """
const out = [];
for (const button of document.querySelectorAll('form.entry-form:not([hidden]) button')) {
  if (!button.offsetParent) continue;
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    let before = null;
    for (let i = 0; i < text.length; i++) {
      if (/\\s/.test(text[i])) { before = null; continue; }
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = range.getBoundingClientRect().top;
      if (before !== null && Math.abs(top - before) > 4) out.push(button.textContent.trim());
      before = top;
    }
  }
}
return out;
"""


@pytest.mark.parametrize("width", [360, 375, 390])
def test_no_button_breaks_a_word_on_a_phone(soiree, browser, width):
    """At 390 px a trial's phone wrote "Undenuf / e ×1" on its trump button; a long name
    still wraps inside its button between its words (test_browser.py)."""
    browser.size(width, 844, mobile=True)
    phone = Phone(browser)
    open_tafel(phone, soiree)
    assert phone.d.execute_script(BROKEN_WORDS) == []
    # a pressed button's words are bold, so wider: each trump pressed in turn
    contracts = 'form[data-form="round"] fieldset[data-name="contract"] button.opt'
    for index in range(phone.count(contracts)):
        phone.d.execute_script("document.querySelectorAll(arguments[0])[arguments[1]].click()",
                               contracts, index)
        assert phone.d.execute_script(BROKEN_WORDS) == []
    assert phone.d.execute_script("return document.documentElement.scrollWidth") <= width
