// The Oberjasser's page: every table's code and score, the Passe clock, new codes, the end
// of the evening; a table's Tafel opens for corrections. His code stays in this tab only.
"use strict";

(() => {
  const { T, typeset, api, el, number, normalCode, newId, watch, served, server } = Live;
  // another evening or run of the server at this address: the page anew (the code kept in
  // this tab is asked for again if it is not this evening's)
  watch(() => {
    location.reload();
    return "leave";
  });
  const $ = (id) => document.getElementById(id);
  let code = sessionStorage.getItem("jt.admin");
  let view = null;
  let stream = null;
  let stopped = false;
  // asks now and then whether an evening is live here (again): after the end, and while
  // the page asks for a code (an evening of his may be live again meanwhile)
  let lookout = null;
  // his code of every evening this tab was his page at: a page that followed another
  // evening to its prompt comes back to his own, entered, once it is live again (a trial's
  // stayed on the other evening's prompt). Kept in this tab only, as his code always is.
  const codes = Live.load("jt.admin.codes", {}, sessionStorage);
  function keep(evening, value) {
    if (value) codes[evening] = value;
    else delete codes[evening];
    Live.save("jt.admin.codes", codes, sessionStorage);
  }
  // a code typed at an evening that has ended is not sent to the one live here now (it is
  // not its code, and a wrong code counts against this laptop): his new code is asked for
  const codeEvening = sessionStorage.getItem("jt.admin.evening");
  if (code && codeEvening && codeEvening !== server.evening) {
    keep(codeEvening, code);
    sessionStorage.removeItem("jt.admin");
    sessionStorage.removeItem("jt.admin.evening");
    code = null;
    $("admin-note").textContent = T("admin_evening_over");
    $("admin-note").hidden = false;
  }
  if (!code && codes[server.evening]) code = codes[server.evening]; // his evening again

  async function call(path, body) {
    const reply = await api(body === undefined ? "GET" : "POST", path, code, body);
    if (reply.status !== 200 || !reply.data || reply.data.ok === false) {
      throw new Error((reply.data && reply.data.message) || String(reply.status));
    }
    return reply.data;
  }

  function render() {
    // the server says which Passe comes next: Passen the club holds every result of
    // already (typed from paper, imported) are not offered again
    const next = view.next === null ? view.passen : view.next;
    const start = $("start-passe");
    // every Passe started: say so, not "Start Passe 2" on a button that does nothing; and
    // once every table of the last has finished, that, as the wall says it (a trial's page
    // said "Passe 1 under way" under a wall saying "Every table has finished")
    const last = view.all_finished ? "last_passe_finished" : "last_passe";
    // a Passe its tables began already: the button starts only its clock (the phones need
    // no start; a trial's page offered "Start Passe 1" beside a finished table)
    const begun = view.next === view.passe && !view.started && view.under_way;
    start.textContent = view.next === null ? T(last, { passe: view.passen })
      : T(begun ? "start_clock" : "start_passe", { passe: next });
    start.dataset.begun = begun ? "1" : "";
    start.disabled = stopped || view.next === null;
    $("stop").disabled = stopped;
    start.dataset.passe = next;
    const body = $("admin-tables").tBodies[0];
    body.replaceChildren();
    // every table's teams kept whole (Live.fill), beside their totals and in the status:
    // a 360 px phone read "Pierre-Alain Fournier & Jean-Baptiste" over "Zufferey 0"
    Live.knowTeams(view.tables.flatMap((row) => row.sides.map((side) => side.name)));
    for (const row of view.tables) {
      const tr = el("tr", row.passe === view.passe ? "current" : "");
      const open = el("a", "", T("correct"));
      open.href = "/t?passe=" + row.passe + "&table=" + row.table;
      // nothing is written after the end; a paper sheet is corrected in the club window
      open.hidden = stopped || row.paper; // (its status says so; its Tafel refused it)
      const renew = el("button", "small", T("new_code"));
      renew.type = "button";
      renew.disabled = stopped;
      renew.addEventListener("click", async () => {
        // asked first, as the start of a Passe and the end are: the table's phones are cut
        // off until the new code is typed there
        if (!confirm(T("confirm_new_code", { table: row.table }))) return;
        await call("/api/admin/code", { passe: row.passe, table: row.table });
        refresh();
      });
      const tools = el("td", "tools");
      tools.append(open, " ", renew);
      if (row.waiting) tools.append(" ", sure(row));
      let status = row.status;
      // its result waits for his check: said first, before the whole flag
      if (row.waiting) status += " · " + row.waiting;
      if (row.doubt) status += " · " + row.doubt; // a round maybe twice ended the match
      if (row.problem) status += " · " + row.problem;
      else if (row.recorded) status += " · " + T("in_club"); // in words, not only in green
      const players = row.players.map((name, i) => // a guest marked, as in the window
        (row.guests || [])[i] ? T("guest_name", { name }) : name);
      tr.append(el("td", "passe", row.passe), el("td", "", row.table), el("td", "code", row.code),
        el("td", "who", players.join(", ")), scoreCell(row),
        el("td", row.problem || row.doubt ? "problem" : row.recorded ? "recorded" : "", status), tools);
      // each cell carries its column's name: on a phone the rows are stacked and every
      // figure says what it is (a trial's 390 px page had Score and État off the screen)
      const heads = $("admin-tables").tHead.rows[0].cells;
      Array.from(tr.cells).forEach((cell, i) => { cell.dataset.label = heads[i].textContent; });
      body.append(tr);
    }
  }

  // "That's right": the round maybe written twice that ended the Partie is meant so; the
  // flag goes and the result goes into the club (the phones' Undo would take it back)
  function sure(row) {
    const button = el("button", "small", T("confirm_doubt"));
    button.type = "button";
    button.disabled = stopped;
    button.addEventListener("click", async () => {
      button.disabled = true;
      const op = { id: newId(), kind: "confirm", base: row.version };
      let said = null;
      try {
        const body = { passe: row.passe, table: row.table, ops: [op] };
        const reply = (await call("/api/admin/ops", body)).replies[0];
        if (!reply.ok) said = reply.message; // the flag gone meanwhile, say
      } catch (err) {
        said = err.message;
      }
      $("admin-error").textContent = said ? typeset(said) : "";
      $("admin-error").hidden = !said;
      refresh();
    });
    return button;
  }

  // each side's total beside its name, one side a line, the winner's in bold once the
  // table has finished (a trial's "280 : 1'917" beside the players in seat order named no
  // team: whose was which?)
  function scoreCell(row) {
    const cell = el("td", "score");
    for (const side of row.sides) {
      cell.append(scoreLine(row.finished && side.rank === 1 ? "score-line winner" : "score-line",
        side.name, number(side.total)));
    }
    return cell;
  }

  // a team's name and its total filled as one text (Live.fill): the total stays on the
  // line of the team's last player, never alone on the next (a 360 px page read "0" under
  // "Jean-Baptiste Zufferey"); then the total is a piece of its own (span.score-total)
  function scoreLine(className, name, total) {
    const line = el("div", className, name + "\u00a0" + total);
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let last = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
    last.splitText(last.data.length - total.length).replaceWith(el("span", "score-total", total));
    return line;
  }

  // the events and a reply come by two connections and may arrive out of order: an older
  // state of the same server run never replaces a newer one (it put "Passe 2 starten" back,
  // enabled, over "Passe 2 läuft")
  function show(next) {
    const older = view !== null && next.run === view.run && next.version < view.version;
    if (older && !next.stopped) return;
    view = next;
    if (next.stopped) {
      ended(); // from here, the club window or Ctrl+C: the same end
      return;
    }
    render();
  }

  // the end, however it came: said above the tables, which stay as they ended (their codes
  // and scores), with nothing offered that cannot be done any more. The page then asks the
  // address now and then; the same evening or another one live there reloads it (watch).
  function ended() {
    stopped = true;
    if (stream) stream.close();
    $("admin-ended").textContent = T("admin_stopped");
    $("admin-ended").hidden = false;
    if (view) render();
    lookAround();
  }

  function lookAround() {
    if (!lookout) lookout = setInterval(() => api("GET", "/healthz").catch(() => null), 5000);
  }

  async function refresh() {
    try {
      show(await call("/api/admin"));
    } catch (err) {
      $("admin-error").textContent = typeset(err.message);
      $("admin-error").hidden = false;
    }
  }

  async function enter() {
    try {
      view = await call("/api/admin");
    } catch (err) {
      sessionStorage.removeItem("jt.admin");
      keep(server.evening, null);
      $("admin-error").textContent = typeset(err.message);
      $("admin-error").hidden = false;
      lookAround();
      return;
    }
    clearInterval(lookout);
    lookout = null;
    sessionStorage.setItem("jt.admin", code);
    sessionStorage.setItem("jt.admin.evening", server.evening);
    keep(server.evening, code);
    $("admin-form").hidden = true;
    $("admin-note").hidden = true;
    $("admin-main").hidden = false;
    if (view.stopped) {
      ended();
      return;
    }
    render();
    stream = new EventSource("/api/admin/events?code=" + encodeURIComponent(code));
    // the page follows the evening from here on (its end too): said for whoever checks
    stream.onopen = () => { document.body.dataset.following = "yes"; };
    stream.onmessage = (event) => {
      const data = JSON.parse(event.data);
      if (!served(data.evening, data.run)) show(data);
    };
  }

  $("admin-form").addEventListener("submit", (event) => {
    event.preventDefault();
    code = normalCode($("admin-code").value);
    enter();
  });
  $("start-passe").addEventListener("click", async () => {
    // asked first: a Passe started cannot be taken back (its codes work, the clock runs)
    const passe = +$("start-passe").dataset.passe;
    const asked = $("start-passe").dataset.begun ? "confirm_clock" : "confirm_start";
    if (!confirm(T(asked, { passe }))) return;
    await call("/api/admin/passe", { passe });
    refresh();
  });
  $("stop").addEventListener("click", async () => {
    if (!confirm(T("confirm_stop"))) return;
    await call("/api/admin/stop", {});
    ended();
  });
  if (code) enter();
  else lookAround();
})();
