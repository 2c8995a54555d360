// The Oberjasser's page: every table's code and score, the Passe clock, new codes, the end
// of the evening; a table's Tafel opens for corrections. His code stays in this tab only.
"use strict";

(() => {
  const { T, typeset, api, el, number, normalCode, watch, served } = Live;
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
    // every Passe started: say so, not "Start Passe 2" on a button that does nothing
    start.textContent = view.next === null
      ? T("last_passe", { passe: view.passen }) : T("start_passe", { passe: next });
    start.disabled = view.next === null;
    start.dataset.passe = next;
    const body = $("admin-tables").tBodies[0];
    body.replaceChildren();
    for (const row of view.tables) {
      const tr = el("tr", row.passe === view.passe ? "current" : "");
      const open = el("a", "", T("correct"));
      open.href = "/t?passe=" + row.passe + "&table=" + row.table;
      const renew = el("button", "small", T("new_code"));
      renew.type = "button";
      renew.addEventListener("click", async () => {
        await call("/api/admin/code", { passe: row.passe, table: row.table });
        refresh();
      });
      const tools = el("td", "tools");
      tools.append(open, " ", renew);
      let status = row.status;
      if (row.problem) status += " · " + row.problem;
      tr.append(el("td", "", row.passe), el("td", "", row.table), el("td", "code", row.code),
        el("td", "", row.players.join(", ")), el("td", "score", row.totals.map(number).join(" : ")),
        el("td", row.problem ? "problem" : row.recorded ? "recorded" : "", status), tools);
      body.append(tr);
    }
  }

  // the events and a reply come by two connections and may arrive out of order: an older
  // state of the same server run never replaces a newer one (it put "Passe 2 starten" back,
  // enabled, over "Passe 2 läuft")
  function show(next) {
    if (next.stopped) {
      ended(); // from here, the club window or Ctrl+C: the same end
      return;
    }
    if (view !== null && next.run === view.run && next.version < view.version) return;
    view = next;
    render();
  }

  function ended() {
    if (stream) stream.close();
    document.body.textContent = T("stopped");
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
      $("admin-error").textContent = typeset(err.message);
      $("admin-error").hidden = false;
      return;
    }
    sessionStorage.setItem("jt.admin", code);
    if (view.stopped) {
      ended();
      return;
    }
    $("admin-form").hidden = true;
    $("admin-main").hidden = false;
    render();
    stream = new EventSource("/api/admin/events?code=" + encodeURIComponent(code));
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
    if (!confirm(T("confirm_start", { passe }))) return;
    await call("/api/admin/passe", { passe });
    refresh();
  });
  $("stop").addEventListener("click", async () => {
    if (!confirm(T("confirm_stop"))) return;
    await call("/api/admin/stop", {});
    ended();
  });
  if (code) enter();
})();
