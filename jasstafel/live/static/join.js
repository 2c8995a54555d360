// The code form: a table code opens that table's Tafel on this phone.
"use strict";

(() => {
  const { T, typeset, api, openQueue, normalCode, server, watch } = Live;
  const form = document.getElementById("code-form");
  const input = document.getElementById("code");
  const error = document.getElementById("code-error");
  const given = new URLSearchParams(location.search).get("code");
  // the Tafel's "Another table": another table's code is asked, typed into an empty field
  // (a trial's phone kept the table's own code there, and the new one was appended to it)
  const other = new URLSearchParams(location.search).has("other");
  // another evening live at this address later (the one this phone's entries were typed
  // at, the next one): this page says it in that evening's words, with its entries; it
  // asks the address now and then, as the wall does (a trial's page stayed on the old
  // evening's prompt, in its language). The same evening's server started again changes
  // nothing here.
  watch((evening) => {
    if (evening === server.evening) return "";
    location.reload();
    return "leave";
  });
  setInterval(() => api("GET", "/healthz").catch(() => null), 5000);
  // this phone's table was at another evening, which has ended: this address serves
  // another one now, whose code is needed (the old one is not offered again); what was not
  // sent there stays on the phone, said plainly
  const joined = localStorage.getItem("jt.evening");
  const elsewhere = Boolean(joined) && joined !== server.evening;
  const kept = localStorage.getItem("jt.code");
  let store = null; // the entries waiting on this phone (Live.openQueue), once read back
  // entries typed at *this* evening and never sent (the phone was offline at its end, then
  // was at another evening's page, or played there): said, with their table, whose code is
  // filled in: opening it sends them (the Tafel sends every entry of its evening this phone
  // holds). A code the laptop no longer knows (renewed) is not offered: its new one is typed.
  // The phone's code lost (a browser killed just after it was typed, before localStorage
  // reached the disk): the entries' own code is offered.
  function noteWaiting(queued) {
    const waiting = queued.filter((i) => i.evening === server.evening &&
      (elsewhere || i.code === kept || (!kept && !i.gone)));
    const notes = [];
    if (elsewhere) {
      const unsent = queued.filter((i) => i.evening && i.evening !== server.evening).length;
      notes.push(T("evening_over"));
      if (unsent) notes.push(unsent === 1 ? T("evening_over_unsent_one") : T("evening_over_unsent", { count: unsent }));
    }
    if (waiting.length) {
      const where = Array.from(new Set(waiting.map((i) => i.where).filter(Boolean)), (key) => {
        const [passe, table] = key.split("-");
        return T("passe") + " " + passe + " · " + T("table") + " " + table;
      }).join(", ");
      notes.push(waiting.length === 1 ? T("waiting_here_one", { where })
        : T("waiting_here", { count: waiting.length, where }));
    }
    if (notes.length) {
      const note = document.getElementById("code-note");
      note.textContent = notes.join(" ");
      note.hidden = false;
    }
    // the waiting entries' table is offered, unless a code came with the link or was typed
    // meanwhile, or another table is asked for
    if (waiting.length && !given && !other && !input.value) input.value = waiting[0].code;
  }

  if (given) input.value = normalCode(given);
  else if (kept && !elsewhere && !other) input.value = kept;
  openQueue().then((opened) => {
    store = opened;
    noteWaiting(store.items());
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const code = normalCode(input.value);
    error.hidden = true;
    let reply;
    try {
      reply = await api("POST", "/api/join", null, { code });
    } catch (err) {
      error.textContent = T("offline");
      error.hidden = false;
      return;
    }
    if (reply.status !== 200 || !reply.data || !reply.data.ok) {
      error.textContent = typeset((reply.data && reply.data.message) ||
        T(reply.status === 429 ? "code_busy" : "code_wrong"));
      error.hidden = false;
      return;
    }
    const where = reply.data.passe + "-" + reply.data.table;
    // entries still waiting for a table whose code was renewed go with the new code (the
    // same table of this evening only: another evening's table 2 is not this one)
    store = store || await openQueue();
    const queue = store.items();
    for (const item of queue) {
      if (item.where === where && (item.evening || joined) === server.evening) {
        item.code = code;
        delete item.gone;
      }
    }
    await store.save(queue); // stored before the page is left
    localStorage.setItem("jt.code", code);
    localStorage.setItem("jt.evening", server.evening);
    location.href = "/t";
  });
})();
