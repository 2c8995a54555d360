// The table's Tafel on a phone: the board, the entry forms, corrections and undo.
//
// Nothing typed is lost: every change goes first into a queue kept on the phone (IndexedDB,
// localStorage where there is none: Live.openQueue), with its own id, then to the server,
// and leaves the queue only when the server has answered for it.
// A reload, a sleeping phone or a dropped Wi-Fi leave the queue where it is; it is sent when
// the connection is back, and the server writes each id once. The board shown is always the
// server's (the rules are scored there, by the same core as the window); entries not yet sent
// are listed as such.
//
// The Oberjasser's page opens the same Tafel for any table (/t?passe=P&table=T) with his own
// code; his corrections are sent at once, not queued.
"use strict";

(() => {
  const { T, typeset, fill, knowTeams, newId, api, el, load, save, openQueue, number, server, watch, served } = Live;
  const params = new URLSearchParams(location.search);
  const adminCode = params.get("passe") ? sessionStorage.getItem("jt.admin") : null;
  const adminWhere = adminCode ? { passe: +params.get("passe"), table: +params.get("table") } : null;
  const code = adminCode ? null : localStorage.getItem("jt.code");
  if (!adminCode && !code) {
    location.replace("/");
    return;
  }
  // the code was typed at another evening (one that has ended; this address serves another
  // one now): its Tafel is not shown, and the code is never sent here (a wrong code counts
  // against the phone). The code page says so, in this evening's words.
  const joined = localStorage.getItem("jt.evening");
  if (!adminCode && joined && joined !== server.evening) {
    location.replace("/");
    return;
  }
  if (!adminCode && !joined) localStorage.setItem("jt.evening", server.evening);
  const cacheKey = adminCode ? null : "jt.cache." + code;
  const $ = (id) => document.getElementById(id);

  let state = null;
  let online = false;
  let sending = false;
  let correcting = null; // {index, form, base, key}
  // the players' and the sides' names the forms were made with (their buttons say them)
  let formsNames = null;
  let retryDelay = 1000;
  let retryTimer = null;
  let stream = null;
  let stopped = false;
  // the laptop no longer knows this phone's code (the Oberjasser gave the table a new one):
  // the phone says how to rejoin and asks nothing more with it (every wrong code counts
  // against the address, and too many a minute lock it out, valid codes too)
  let gone = false;
  let relisten = null;
  let endNotice = ""; // the "Partie is over" notice shown (or the doubt), taken back with an undo
  let lastAnswer = 0; // the latest version this phone's own changes made, as answered
  let doneWords = null; // {text, version}: what this phone's last undo or redo did, as said
  let restarted = false; // the laptop's server was started again: reload once nobody types
  let lookout = null; // after the end: asks now and then whether the evening is live again
  let kept = null; // the queue of entries not yet sent (Live.openQueue), once read back
  // a warning that advises an action ("Undo takes back the last entry"), with the version of
  // the Tafel it was said over: it goes once the entries change under it (a trial's stayed,
  // and its Undo took back the other phone's correction made since)
  let advice = null; // {text, version}
  const storing = new Set(); // ids of entries typed whose store has not completed yet

  // an answer of another evening: this page belongs to one that has ended (the code page
  // says so); of another run of this evening: the page is reloaded once nothing is being
  // typed (its words and forms are the new run's, its queue stays)
  watch((evening) => {
    if (evening !== server.evening) {
      location.replace(adminCode ? "/admin" : "/");
      return "leave";
    }
    restarted = true;
    reloadWhenIdle();
    return "";
  });

  function reloadWhenIdle() {
    if (!restarted) return;
    if (stopped) {
      // nothing can be typed after the end (the forms are hidden): what was typed before it
      // is kept on the phone and comes back into its form after the reload
      keepDrafts();
      location.reload();
      return;
    }
    const forms = $("forms").querySelectorAll("form.entry-form").length;
    if (!correcting && untouchedForms().length === forms) location.reload();
  }

  // -- a round half typed when the evening ended ---------------------------------------------
  // Its form is hidden at the end and nothing can be written: what was typed is kept in this
  // phone's storage with its table (a reload keeps it too), said in the notice, and put back
  // into its form once the same evening is live again.
  const draftKey = adminCode ? null : "jt.draft." + code;

  function drafted() {
    const kept = draftKey ? load(draftKey, null) : null;
    return kept && kept.evening === server.evening ? kept.forms : null;
  }

  function keepDrafts() {
    if (!draftKey || !state) return;
    const forms = drafted() || {};
    for (const form of $("forms").querySelectorAll("form.entry-form")) {
      if (isEmpty(form)) continue; // an empty form leaves what an earlier page kept
      forms[form.dataset.form] = { values: readForm(form), seen: form.dataset.seen || "" };
    }
    if (Object.keys(forms).length) save(draftKey, { evening: server.evening, forms });
  }

  function restoreDrafts() {
    const forms = drafted();
    if (!forms) return;
    localStorage.removeItem(draftKey);
    for (const [name, kept] of Object.entries(forms)) {
      const form = formNamed(name);
      if (!form || !isEmpty(form)) continue;
      loadForm(form, kept.values || {});
      form.dataset.seen = kept.seen || ""; // the Tafel it was typed on: another phone's
    }                                        // round since is still warned about
    render();
  }

  // -- the queue -------------------------------------------------------------------------

  function queue() {
    return kept ? kept.items() : [];
  }

  function mine(item) {
    return item.code === code;
  }

  // this phone's entries not yet sent, as listed: only once stored (a browser killed then
  // still has them), never "kept on the phone" before
  function waitingHere() {
    return queue().filter((i) => mine(i) && !storing.has(i.op.id));
  }

  // this phone's own token: the server tells a phone when another one wrote at its table
  // between what it showed and the round typed (both may have typed the same round)
  function phoneToken() {
    let token = load("jt.phone", null);
    if (!token) {
      token = newId();
      save("jt.phone", token);
    }
    return token;
  }

  function enqueue(op) {
    op.id = newId();
    op.phone = phoneToken();
    const item = { code, evening: server.evening, where: state ? state.passe + "-" + state.table : "", op };
    // in the queue at once (the form reset next asks it: who announces is left open)
    if (kept) store(item);
    else openQueue().then((queued) => { // a round typed in the page's first moment
      kept = queued;
      store(item);
    });
  }

  // listed as waiting on the phone, and sent, once its store has completed
  async function store(item) {
    storing.add(item.op.id);
    await kept.save([...queue(), item]);
    storing.delete(item.op.id);
    render();
    flush();
  }

  async function flush() {
    if (adminCode || sending || gone || stopped) return;
    sending = true;
    try {
      for (;;) {
        // only this evening's entries: another evening's codes are not known here
        const items = queue().filter((i) => !i.evening || i.evening === server.evening);
        if (!items.length) break;
        const first = items[0].code;
        const batch = [];
        for (const item of items) {
          if (item.code !== first || batch.length >= 50) break;
          batch.push(item);
        }
        let reply;
        try {
          reply = await api("POST", "/api/table/ops", first, { ops: batch.map((i) => i.op) });
        } catch (err) {
          setOnline(false);
          schedule();
          return;
        }
        if (reply.status === 403 && first === code) {
          codeGone(); // the entries stay here and go with the new code
          return;
        }
        if (reply.data && reply.data.stopped) {
          follow(true); // the evening ended meanwhile: the entries stay here, said so
          return;
        }
        if (reply.status !== 200 || !reply.data || !reply.data.replies) {
          // a Passe not started, too many tries: the entries stay here until it can take
          // them
          if (reply.data && reply.data.message) notice(reply.data.message, true);
          schedule(10000);
          return;
        }
        setOnline(true);
        const answered = new Set(batch.map((i) => i.op.id));
        // a correction refused because the Tafel changed meanwhile finds its entry in the
        // Tafel as it is now: read first, if the live updates have not brought it yet
        if (reply.data.replies.some((answer, i) => !answer.ok && batch[i].op.kind === "replace" &&
            batch[i].code === code && (!state || state.version < answer.version))) await fetchTable();
        // every answer leaves a true message, or none: what an undo took back (or a redo
        // made again) in place of what was said before (a warning that the round may be on
        // the board twice stood on over the board put right; "Taken back" over the
        // correction made again); a refusal in the batch stays said
        let refusedHere = false;
        reply.data.replies.forEach((answer, i) => {
          const own = batch[i].code === code;
          if (!answer.ok) {
            refused(batch[i], answer.message);
            refusedHere = true;
            return;
          }
          if (own) wrote(answer.version); // a change sent twice: the version it made
          if (own) lastAnswer = Math.max(lastAnswer, answer.version);
          if (!own) return;
          if (answer.notice) {
            warned(answer.notice);
            advice = { text: $("notice").textContent, version: answer.version };
            if (state && state.version > answer.version) accept(state); // changed already
          } else if (answer.done) {
            notice(answer.done);
            doneWords = { text: answer.done, version: answer.version };
          } else if (!refusedHere) notice("");
        });
        const untouched = untouchedForms();
        await kept.save(queue().filter((i) => !answered.has(i.op.id)));
        for (const form of untouched) resetForm(form); // nothing waits: whose turn, again
        retryDelay = 1000;
        if (first === code && (!stream || stream.readyState !== EventSource.OPEN)) await fetchTable();
        render();
      }
    } finally {
      sending = false;
    }
  }

  function schedule(delay) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(flush, delay || retryDelay);
    retryDelay = Math.min(retryDelay * 2, 10000);
  }

  function refused(item, message) {
    notice(T("refused_because", { reason: message }), true);
    // in view: below, the form is empty again, and a refused correction looked written
    $("notice").scrollIntoView({ behavior: "smooth", block: "center" });
    // a new entry the rules refused goes back into its form, to be put right
    if (item.op.kind === "add" && item.code === code) {
      const form = formNamed(item.op.form);
      if (form && isEmpty(form)) loadForm(form, item.op.values || {});
    }
    if (item.op.kind === "replace" && item.code === code) correctionBack(item.op);
  }

  // A correction refused goes back into its form as it was typed, still the correction of
  // its entry, to be put right (or cancelled). Refused because the Tafel changed meanwhile
  // (another phone wrote: "look again and correct then"), its entry is looked for in the
  // Tafel as it is now, by its key: still there, maybe under another number (an entry
  // before it deleted), the form stays its correction, to be written once looked at again;
  // gone (deleted, undone or corrected on another phone), nothing is corrected and what was
  // typed is said beside the refusal (a trial's form went back to a new round, the typing
  // gone; on a finished Partie the form went away with it).
  function correctionBack(op) {
    // the refusal, then what became of the correction: two sentences
    const said = $("notice").textContent.replace(/([^.!?…])$/, "$1.");
    const form = formNamed(op.form);
    const stale = !state || state.version !== op.base;
    let index = op.index;
    if (stale) {
      const found = state ? state.entries.find((e) => op.key && e.key === op.key) : null;
      index = found ? found.number - 1 : -1;
    }
    if (index < 0 || !form || correcting || !isEmpty(form)) {
      const number = op.index + 1;
      const what = typedLine(op);
      notice(said + " " + (index < 0 ? T("correction_gone", { number, typed: what })
        : T("correction_not_back", { number, typed: what })), true);
      return;
    }
    correctIn(form, index, op.values || {}, state.version, op.key);
    if (stale) notice(said + " " + correctingWords(index + 1, op.index + 1), true);
    render();
  }

  function correctingWords(number, before) {
    return number === before ? T("correcting", { number }) : T("correcting_moved", { number, before });
  }

  // -- whose changes: the versions of the Tafel this phone made ------------------------------
  // Undo asks first where the change it would take back was not made here (state.undo_ask).
  // Kept with the table's code: a reload keeps them. The Oberjasser's page is not asked (he
  // takes back at any table, knowingly).
  const mineKey = adminCode ? null : "jt.mine." + code;

  function myVersions() {
    const kept = mineKey ? load(mineKey, null) : null;
    return kept && kept.evening === server.evening ? kept.versions : [];
  }

  function wrote(version) {
    if (!mineKey) return;
    save(mineKey, { evening: server.evening, versions: [...myVersions(), version].slice(-500) });
  }

  function undoAsked() {
    if (adminCode || !state || state.undo_version == null || !state.undo_ask) return true;
    if (myVersions().includes(state.undo_version)) return true;
    return confirm(state.undo_ask);
  }

  function warned(message) {
    notice(message, true);
    $("notice").scrollIntoView({ behavior: "smooth", block: "center" });
  }

  // -- talking to the server ---------------------------------------------------------------

  async function fetchTable() {
    if (gone) return;
    let reply;
    try {
      reply = adminCode
        ? await api("POST", "/api/admin/table", adminCode, adminWhere)
        : await api("GET", "/api/table", code);
    } catch (err) {
      setOnline(false);
      return;
    }
    if (reply.status === 403 && !adminCode) {
      codeGone();
      return;
    }
    if (reply.status !== 200 || !reply.data) {
      notice((reply.data && reply.data.message) || T("code_wrong"), true);
      return;
    }
    setOnline(true);
    showForms(reply.data.forms_html);
    formsNames = namesOf(reply.data.state);
    accept(reply.data.state);
    follow(Boolean(reply.data.state && reply.data.state.stopped));
    if (!stopped) restoreDrafts();
    if (cacheKey) save(cacheKey, { state: reply.data.state, forms_html: reply.data.forms_html });
  }

  function accept(next) {
    if (!next) return;
    if (state && next.version < state.version && next.passe === state.passe) return;
    const untouched = untouchedForms();
    state = next;
    knowTeams(next.sides.map((side) => side.name)); // a team's name kept whole (Live.fill)
    if (advice && next.version > advice.version) {
      // the entries changed under the warning: what it advised may take back another's
      if ($("notice").textContent === advice.text) notice("");
      advice = null;
    }
    for (const form of untouched) resetForm(form);
    if (cacheKey) {
      const cached = load(cacheKey, {});
      cached.state = next;
      save(cacheKey, cached);
    }
    render();
    renamed();
  }

  function namesOf(shown) {
    return shown ? JSON.stringify([shown.players.map((p) => p.name), shown.sides.map((x) => x.name)]) : null;
  }

  // a member renamed in the club: the board says the new name at once, the forms' buttons
  // once nothing is typed in them (they are made anew; a round being typed is not touched)
  function renamed() {
    if (formsNames === null || namesOf(state) === formsNames || correcting) return;
    const forms = $("forms").querySelectorAll("form.entry-form").length;
    if (untouchedForms().length !== forms) return;
    formsNames = null; // asked once; the answer's forms bring their names
    fetchTable();
  }

  // forms nobody is typing in: they take the new defaults (the team that announces next)
  function untouchedForms() {
    return Array.from($("forms").querySelectorAll("form.entry-form"))
      .filter((form) => !(correcting && correcting.form === form.dataset.form) && isEmpty(form));
  }

  function listen() {
    if (adminCode) {
      stream = new EventSource("/api/admin/events?code=" + encodeURIComponent(adminCode));
      stream.onmessage = (event) => {
        const data = JSON.parse(event.data);
        if (served(data.evening, data.run)) return;
        if (data.stopped) {
          follow(true);
          return;
        }
        const row = data.tables.find((r) => r.passe === adminWhere.passe && r.table === adminWhere.table);
        // read again when the table's entries changed, or what the club holds or names of
        // it (a member renamed: his Tafel kept the old name until the next entry)
        if (!state || (row && (row.version !== state.version || row.revision !== state.revision))) fetchTable();
      };
    } else {
      stream = new EventSource("/api/table/events?code=" + encodeURIComponent(code));
      stream.onmessage = (event) => {
        const data = JSON.parse(event.data);
        if (served(data.evening, data.run)) return;
        if (data.code_gone) codeGone();
        else {
          accept(data);
          follow(Boolean(data.stopped));
        }
      };
    }
    stream.onopen = () => {
      setOnline(true);
      // a phone whose first load of its Tafel failed has no form yet: it loads it now
      if (!state || !$("forms").querySelector("form.entry-form")) fetchTable();
      flush();
    };
    stream.onerror = () => {
      setOnline(stream.readyState === EventSource.OPEN);
      // the browser gives up on a stream the server refused (it does not say why): one
      // read of the Tafel tells (a code no longer valid), then the stream again, later
      if (stream.readyState === EventSource.CLOSED && !gone && !stopped && !relisten) {
        relisten = setTimeout(async () => {
          await fetchTable();
          relisten = null;
          if (!gone && !stopped) listen();
        }, 5000);
      }
    };
  }

  // the laptop says whether the evening has ended (its last word on every page, however it
  // was ended: the Oberjasser's page, the club window, Ctrl+C): the Tafel is then only
  // shown, and what this phone could not send stays on it, said plainly. A reload while an
  // ended evening is live again asks the laptop anew (a cached Tafel never says it).
  function follow(ended) {
    if (ended === stopped) return;
    stopped = ended;
    if (ended) {
      stopCorrecting(); // a correction begun cannot be sent any more
      keepDrafts(); // a new round begun can, once the evening is live again
      if (stream) stream.close();
      clearTimeout(retryTimer);
      clearTimeout(relisten);
      relisten = null;
      // the same evening live again (its entries not sent go then), or another one (this
      // page says it belongs to an evening that has ended): the answer's watcher decides
      lookout = setInterval(() => api("GET", "/healthz").catch(() => null), 10000);
    } else {
      clearInterval(lookout);
      listen();
      flush();
    }
    render();
  }

  function codeGone() {
    if (adminCode || gone) return;
    gone = true;
    if (stream) stream.close();
    clearTimeout(retryTimer);
    clearTimeout(relisten);
    // the code page asks for the new one (not the dead one filled in, nor offered for the
    // entries that wait here: they are marked, and go with the new code)
    if (localStorage.getItem("jt.code") === code) localStorage.removeItem("jt.code");
    if (kept) kept.save(queue().map((i) => (mine(i) ? Object.assign(i, { gone: true }) : i)));
    online = false;
    render();
    notice(T("code_gone"), true);
    const link = el("a", "", T("type_new_code"));
    link.href = "/";
    $("notice").append(" ", link);
  }

  function setOnline(value) {
    // a reply or a stream opened just before the network went is no sign of it: once the
    // browser says it is offline, only its "online" event brings the page back (a late
    // stream's open put "Connecté" back over a cut network, for good)
    online = value && navigator.onLine !== false;
    renderNet();
  }

  // the Oberjasser's changes: at once, or said why not; true once written
  async function sendNow(op) {
    op.id = newId();
    try {
      const reply = await api("POST", "/api/admin/ops", adminCode,
        { passe: adminWhere.passe, table: adminWhere.table, ops: [op] });
      const answer = reply.data && reply.data.replies && reply.data.replies[0];
      if (!answer) notice((reply.data && reply.data.message) || T("refused"), true);
      else if (!answer.ok) warned(T("refused_because", { reason: answer.message }));
      else notice(answer.done || ""); // what was said before is not left standing
      if (answer && answer.ok && answer.done) doneWords = { text: answer.done, version: answer.version };
      await fetchTable();
      return Boolean(answer && answer.ok);
    } catch (err) {
      setOnline(false);
      notice(T("needs_online"), true);
      return false;
    }
  }

  function change(op) {
    if (adminCode) sendNow(op);
    else enqueue(op);
  }

  // -- the forms -----------------------------------------------------------------------------

  function showForms(html) {
    const box = $("forms");
    if (box.dataset.html === html) return;
    box.dataset.html = html;
    box.innerHTML = html; // rendered by the server's templates, every value escaped there
    for (const form of box.querySelectorAll("form.entry-form")) wire(form);
  }

  function formNamed(name) {
    return $("forms").querySelector('form.entry-form[data-form="' + CSS.escape(name) + '"]');
  }

  function fields(form) {
    return Array.from(form.querySelectorAll("fieldset.field"));
  }

  function wire(form) {
    for (const field of fields(form)) {
      const kind = field.dataset.kind;
      if (kind === "choice") {
        for (const button of field.querySelectorAll("button.opt")) {
          button.dataset.label = button.textContent; // its own, when it is not closed
          button.addEventListener("click", () => {
            const on = button.getAttribute("aria-pressed") === "true";
            for (const other of field.querySelectorAll("button.opt")) other.setAttribute("aria-pressed", "false");
            if (!on || field.dataset.required) button.setAttribute("aria-pressed", "true");
            closeChoices(form); // another team: its own rows written
            fillMatch(form); // a Match's points go with the team chosen
          });
        }
      } else if (kind === "toggle") {
        const button = field.querySelector("button");
        button.addEventListener("click", () => {
          const on = button.getAttribute("aria-pressed") !== "true";
          button.setAttribute("aria-pressed", String(on));
          if (on && field.dataset.exclusive) {
            const other = form.querySelector('fieldset[data-name="' + field.dataset.exclusive + '"] button');
            if (other) other.setAttribute("aria-pressed", "false");
          }
          fillMatch(form);
        });
      } else if (kind === "numbers") {
        const inputs = Array.from(field.querySelectorAll("input"));
        for (const input of inputs) {
          input.addEventListener("input", () => {
            input.dataset.typed = input.value === "" ? "" : "1";
            fillTotal(field, inputs, input);
            typedOver(form, field);
          });
        }
      } else if (kind === "number") {
        field.querySelector("input").addEventListener("input", () => typedOver(form, field));
      } else if (kind === "weis") {
        for (const box of field.querySelectorAll(".weis")) {
          for (const button of box.querySelectorAll("button.add")) {
            button.addEventListener("click", () => {
              const out = box.querySelector("output");
              const add = +button.dataset.add;
              out.value = add ? String(+out.value + add) : "0";
              out.textContent = out.value;
            });
          }
        }
      } else if (kind === "order") {
        const out = field.querySelector("output");
        field._order = [];
        for (const button of field.querySelectorAll("button.seat")) {
          button.addEventListener("click", () => {
            const value = JSON.parse(button.dataset.value);
            if (!field._order.includes(value)) field._order.push(value);
            out.textContent = field._order.map((v) => labelOf(field, v)).join(" › ");
          });
        }
        field.querySelector("button.clear").addEventListener("click", () => {
          field._order = [];
          out.textContent = "";
        });
      }
    }
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submit(form);
    });
    form.querySelector("button.cancel").addEventListener("click", () => stopCorrecting());
    const write = form.querySelector("button.write");
    write.dataset.label = write.textContent;
    const title = form.querySelector(".form-title");
    if (title) title.dataset.label = title.textContent;
    resetForm(form);
  }

  // -- Match buttons: the points they write, as the window's do -----------------------------
  // The team that took every trick gets the round's points (a Misère's Match: 0), the other
  // the rest; switched off again, what was typed before comes back; points typed over them
  // switch them off (the typing stays). The field's data-fill says how (forms._fills).

  function fieldNamed(form, name) {
    return form.querySelector('fieldset[data-name="' + CSS.escape(name) + '"]');
  }

  function shownIn(field) {
    return Array.from(field.querySelectorAll("input"), (i) => i.value);
  }

  function sameFigures(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
  }

  // what the button writes into *target*, one text per input, or null (no team chosen yet)
  function matchPoints(form, spec, target) {
    let value = spec.value;
    if (spec.by) {
      const choice = readField(fieldNamed(form, spec.by));
      if (choice !== null && String(choice) in spec.values) value = spec.values[String(choice)];
    }
    if (target.dataset.kind !== "numbers") return [String(value)];
    const side = readField(fieldNamed(form, spec.side));
    if (side === null) return null;
    const taker = spec.taker === "other" ? 1 - side : side;
    return [0, 1].map((i) => String(i === taker ? value : +target.dataset.total - value));
  }

  function fillMatch(form) {
    const buttons = fields(form).filter((f) => f.dataset.fill);
    const targets = new Set(buttons.map((f) => JSON.parse(f.dataset.fill).field));
    for (const name of targets) {
      const target = fieldNamed(form, name);
      if (!target) continue;
      const inputs = Array.from(target.querySelectorAll("input"));
      const on = buttons.find((f) => JSON.parse(f.dataset.fill).field === name &&
        f.querySelector("button").getAttribute("aria-pressed") === "true");
      if (on) {
        const values = matchPoints(form, JSON.parse(on.dataset.fill), target);
        if (!values) continue;
        if (!target._before) target._before = inputs.map((i) => [i.value, i.dataset.typed || ""]);
        inputs.forEach((input, i) => {
          input.value = values[i];
          input.dataset.typed = "";
        });
        target._filled = values;
      } else if (target._before) {
        // pressed by mistake and again: the points it wrote go, what was typed comes back
        if (sameFigures(shownIn(target), target._filled)) {
          inputs.forEach((input, i) => {
            [input.value, input.dataset.typed] = target._before[i];
          });
        }
        target._before = target._filled = null;
      }
    }
  }

  function typedOver(form, target) {
    if (!target._filled || sameFigures(shownIn(target), target._filled)) return;
    for (const field of fields(form)) {
      if (field.dataset.fill && JSON.parse(field.dataset.fill).field === target.dataset.name) {
        field.querySelector("button").setAttribute("aria-pressed", "false");
      }
    }
    target._before = target._filled = null; // what was under the Match is gone too
  }

  // -- choices the Tafel has closed -------------------------------------------------------------
  // A Coiffeur's row a team has written is greyed in place for that team, with its figure
  // ("Eicheln ×1 (gespielt: 1'240)"), as the window's list keeps it, and cannot be tapped
  // (a phone offered every row, and its Schreiber learnt only on sending that a row is
  // played once per team). Which rows, the team chosen says: whose turn it is, or another
  // one tapped. A correction may keep its own entry's row. (state.closed: forms.closed)

  function closeChoices(form) {
    const specs = (state && state.closed && state.closed[form.dataset.form]) || {};
    const own = ownValues(form);
    for (const field of fields(form)) {
      if (field.dataset.kind !== "choice") continue;
      const spec = specs[field.dataset.name];
      const by = spec ? readField(fieldNamed(form, spec.by)) : null;
      const shut = by === null ? {} : spec.closed[String(by)] || {};
      const kept = own && spec && own[spec.by] === by ? own[field.dataset.name] : undefined;
      const waiting = spec ? waitingChoices(form, field, spec.by, by) : new Set();
      for (const button of field.querySelectorAll("button.opt")) {
        const value = JSON.parse(button.dataset.value);
        const label = value === kept ? undefined : shut[String(value)] ||
          (waiting.has(value) ? T("row_waiting", { row: button.dataset.label }) : undefined);
        if (Boolean(label) === button.disabled && (!label || button.textContent === label)) continue;
        button.disabled = Boolean(label);
        button.classList.toggle("closed", Boolean(label));
        fill(button, label || button.dataset.label);
        if (label && button.getAttribute("aria-pressed") === "true") {
          button.setAttribute("aria-pressed", "false"); // written meanwhile: not to be sent
          fillMatch(form);
        }
      }
    }
  }

  // the choices of this phone's new entries still waiting to be sent (the Wi-Fi gone) for
  // the choice *by* of the field *byName*: taken as soon as they arrive, so greyed as the
  // written ones are (a trial's phone offered a waiting Coiffeur row to its team again)
  function waitingChoices(form, field, byName, by) {
    if (adminCode || by === null) return new Set();
    return new Set(queue()
      .filter((i) => mine(i) && i.op.kind === "add" && i.op.form === form.dataset.form &&
        i.op.values && i.op.values[byName] === by)
      .map((i) => i.op.values[field.dataset.name]));
  }

  // the values of the entry this form corrects (its row stays open), or null
  function ownValues(form) {
    if (!state || !correcting || correcting.form !== form.dataset.form) return null;
    const entry = state.entries.find((e) => correcting.key && e.key === correcting.key) ||
      state.entries[correcting.index];
    return entry ? entry.load.values : null;
  }

  function labelOf(field, value) {
    for (const button of field.querySelectorAll("button.seat")) {
      if (JSON.parse(button.dataset.value) === value) return button.textContent;
    }
    return String(value);
  }

  // a figure as typed: a whole number, or the text itself (sent as it is: the laptop refuses
  // it with its own sentence, "Card points: type a whole number"; the browser's number
  // field dropped letters, so that "12abc" wrote 12)
  function figure(raw) {
    const text = String(raw).trim().replace(/\u2212/g, "-");
    if (text === "") return null;
    return /^-?\d{1,15}$/.test(text) ? parseInt(text, 10) : text.slice(0, 40);
  }

  // a figure one team or player can have in a round: a whole number from 0 to the total
  function possible(value, total) {
    return Number.isInteger(value) && value >= 0 && value <= total;
  }

  // one number is enough: the other team gets 157 − x, as in the window; with more players
  // the last one left empty is filled in. Only with a figure that can be: never −43 beside
  // 200 or 162 beside −5 (the laptop refuses the one typed, the other stays empty). A
  // figure the Schreiber typed stays, as in the window: a trial's 100 for one team turned
  // into 57 when 100 was typed for the other, and 57 : 100 was written; now the laptop
  // refuses 100 : 100 with its rule
  function fillTotal(field, inputs, typed) {
    if (!field.dataset.total) return;
    const total = +field.dataset.total;
    const value = figure(typed.value);
    if (inputs.length === 2) {
      const other = inputs[0] === typed ? inputs[1] : inputs[0];
      if (other.dataset.typed) return;
      other.value = possible(value, total) ? String(total - value) : "";
      return;
    }
    const open = inputs.filter((i) => !i.dataset.typed);
    const given = inputs.filter((i) => i.dataset.typed).map((i) => figure(i.value));
    const sum = given.reduce((s, v) => s + (Number.isInteger(v) ? v : 0), 0);
    const whole = given.every((v) => possible(v, total)) && sum <= total;
    for (const i of open) i.value = "";
    if (open.length === 1 && whole) open[0].value = String(total - sum);
  }

  function readField(field) {
    const kind = field.dataset.kind;
    if (kind === "choice") {
      const on = field.querySelector('button.opt[aria-pressed="true"]');
      return on ? JSON.parse(on.dataset.value) : null;
    }
    if (kind === "toggle") return field.querySelector("button").getAttribute("aria-pressed") === "true";
    if (kind === "number") return figure(field.querySelector("input").value);
    if (kind === "numbers") {
      const values = Array.from(field.querySelectorAll("input"), (i) => figure(i.value));
      return values.every((v) => v === null) ? null : values;
    }
    if (kind === "weis") {
      const values = Array.from(field.querySelectorAll("output"), (o) => +o.value || 0);
      return values.some((v) => v) ? values : null;
    }
    if (kind === "order") return field._order && field._order.length ? field._order.slice() : null;
    if (kind === "text") {
      const raw = field.querySelector("input").value.trim();
      return raw ? raw : null;
    }
    return null;
  }

  function writeField(field, value) {
    const kind = field.dataset.kind;
    field._before = field._filled = null; // a form loaded or reset: no Match's points to undo
    if (kind === "choice") {
      for (const button of field.querySelectorAll("button.opt")) {
        button.setAttribute("aria-pressed", String(value !== null && value !== undefined &&
          JSON.stringify(JSON.parse(button.dataset.value)) === JSON.stringify(value)));
      }
    } else if (kind === "toggle") {
      field.querySelector("button").setAttribute("aria-pressed", String(Boolean(value)));
    } else if (kind === "number" || kind === "text") {
      field.querySelector("input").value = value === null || value === undefined ? "" : String(value);
    } else if (kind === "numbers") {
      Array.from(field.querySelectorAll("input")).forEach((input, i) => {
        const v = value ? value[i] : null;
        input.value = v === null || v === undefined ? "" : String(v);
        input.dataset.typed = input.value === "" ? "" : "1";
      });
    } else if (kind === "weis") {
      Array.from(field.querySelectorAll("output")).forEach((out, i) => {
        out.value = String(value ? value[i] || 0 : 0);
        out.textContent = out.value;
      });
    } else if (kind === "order") {
      field._order = value ? value.slice() : [];
      field.querySelector("output").textContent = field._order.map((v) => labelOf(field, v)).join(" › ");
    }
  }

  function readForm(form) {
    const values = {};
    for (const field of fields(form)) {
      const value = readField(field);
      if (value !== null && value !== false) values[field.dataset.name] = value;
    }
    return values;
  }

  function isEmpty(form) {
    const values = readForm(form);
    const defaults = (state && state.defaults[form.dataset.form]) || {};
    return Object.keys(values).every((k) => JSON.stringify(values[k]) === JSON.stringify(defaults[k]));
  }

  function loadForm(form, values) {
    for (const field of fields(form)) {
      const value = values[field.dataset.name];
      writeField(field, value === undefined ? null : value);
    }
    // a Match loaded pressed (an entry corrected, a round kept) wrote the points shown:
    // typed over, it is switched off as on a new round (a trial's 65 typed over a loaded
    // Match stayed beside the pressed Match, and the laptop refused the pair)
    for (const field of fields(form)) {
      if (!field.dataset.fill || field.querySelector("button").getAttribute("aria-pressed") !== "true") continue;
      const target = fieldNamed(form, JSON.parse(field.dataset.fill).field);
      if (target) target._filled = shownIn(target);
    }
    closeChoices(form);
  }

  function resetForm(form) {
    const name = form.dataset.form;
    const values = Object.assign({}, (state && state.defaults[name]) || {});
    // rounds typed here and not yet sent: the laptop's "whose turn" is a round behind (who
    // announces, the next game), so it is not offered; the Schreiber chooses
    if (!adminCode && state && state.turns && queue().some((i) => mine(i) && i.op.kind === "add")) {
      for (const field of state.turns[name] || []) delete values[field];
    }
    loadForm(form, values);
    // the Tafel as it was when this round began to be typed (an empty form is reset at
    // every update): another phone's entry after it may be the same round
    form.dataset.seen = state ? String(state.version) : "";
  }

  async function submit(form) {
    const values = readForm(form);
    for (const field of fields(form)) {
      if (field.dataset.required && !(field.dataset.name in values)) {
        // the field's own sentence ("Choose who took it"), as the server would refuse it
        notice(field.dataset.missing, true);
        return;
      }
    }
    notice("");
    const name = form.dataset.form;
    const correction = Boolean(correcting && correcting.form === name);
    let op;
    if (correction) {
      op = { kind: "replace", index: correcting.index, base: correcting.base, key: correcting.key,
        form: name, values };
    } else {
      op = { kind: "add", form: name, values, at: Date.now() };
      if (form.dataset.seen) op.seen = +form.dataset.seen;
    }
    if (adminCode) {
      if (!(await sentFrom(form, op))) return;
    } else {
      enqueue(op);
    }
    if (correction) stopCorrecting();
    resetForm(form);
  }

  // the Oberjasser's change is answered at once: refused, what he typed stays in its form
  // beside the reason, to be put right (a trial's correction was gone, unsaid); a correction
  // of a Tafel changed meanwhile stays the correction of its entry if the entry is still
  // there (correctionBack), else it is let go and what he typed is said
  async function sentFrom(form, op) {
    const write = form.querySelector("button.write");
    write.disabled = true; // sent once, not twice by a second tap while it goes
    try {
      if (await sendNow(op)) return true;
    } finally {
      write.disabled = false;
    }
    if (op.kind === "replace" && state.version !== op.base) {
      const said = $("notice").textContent;
      stopCorrecting();
      resetForm(form);
      notice(said, true);
      correctionBack(op);
    }
    return false;
  }

  // -- corrections and undo --------------------------------------------------------------------

  function canCorrect() {
    if (adminCode) return online && state;
    return online && state && !queue().some(mine);
  }

  function correct(entry) {
    if (stopped || gone) return;
    if (!canCorrect()) {
      notice(T("needs_online"), true);
      return;
    }
    const form = formNamed(entry.load.form);
    if (!form) return;
    // the Tafel as it was when the correction began: if another phone changes it meanwhile,
    // the laptop refuses the correction (the live updates refresh state.version, and the
    // entry's number may then name another round)
    correctIn(form, entry.number - 1, entry.load.values, state.version, entry.key);
    notice(""); // the heading says which entry is corrected (render)
    render();
    form.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  function correctIn(form, index, values, base, key) {
    correcting = { index, form: form.dataset.form, base, key };
    loadForm(form, values);
    // an entry's two teams' figures give way to the one typed now (the window's "type
    // either team's new points and the other follows")
    for (const field of fields(form)) {
      const inputs = field.querySelectorAll("input");
      if (field.dataset.total && inputs.length === 2) for (const i of inputs) i.dataset.typed = "";
    }
    form.classList.add("correcting");
    form.querySelector("button.write").textContent = T("save_correction");
    form.querySelector("button.cancel").hidden = false;
    // the title says it too: "Correct entry 1", not the form's "Write the round" (a trial's
    // form read as a new round under the banner "Correcting entry 1")
    const title = form.querySelector(".form-title");
    if (title) title.textContent = T("correct_title", { number: index + 1 });
  }

  function stopCorrecting() {
    if (!correcting) return;
    const form = formNamed(correcting.form);
    correcting = null;
    if (form) {
      form.classList.remove("correcting");
      const title = form.querySelector(".form-title");
      const write = form.querySelector("button.write");
      write.textContent = write.dataset.label;
      form.querySelector("button.cancel").hidden = true;
      resetForm(form);
      if (title) {
        title.textContent = title.dataset.label; // the form's own again
        title.hidden = false;
      }
    }
    notice("");
    render();
  }

  function remove(entry) {
    if (stopped || gone) return;
    if (!canCorrect()) {
      notice(T("needs_online"), true);
      return;
    }
    if (!confirm(T("confirm_delete", { number: entry.number }))) return;
    change({ kind: "delete", index: entry.number - 1, base: state.version });
  }

  function undo() {
    if (!adminCode) {
      // an entry not yet sent is simply taken back
      const items = queue();
      const last = items.map((i) => mine(i)).lastIndexOf(true);
      if (last >= 0 && !sending) {
        items.splice(last, 1);
        kept.save(items).then(render);
        return;
      }
    }
    if (!canCorrect()) {
      notice(T("needs_online"), true);
      return;
    }
    if (!undoAsked()) return;
    change({ kind: "undo", base: state.version });
  }

  function redo() {
    if (!canCorrect()) {
      notice(T("needs_online"), true);
      return;
    }
    change({ kind: "redo", base: state.version });
  }

  // -- showing it ------------------------------------------------------------------------------

  function notice(text, alarm) {
    const box = $("notice");
    fill(box, text || ""); // a name in it never broken at its own hyphen
    box.hidden = !text;
    box.classList.toggle("alarm", Boolean(alarm));
  }

  // a round maybe written twice, the Partie going on: said on every phone of the table, also
  // over the writing phone's own warning (a trial's first phone said nothing); not by a view
  // older than this phone's last answer, nor over a refusal
  function sayDoubt() {
    const warning = advice && $("notice").textContent === advice.text;
    const ours = $("notice").textContent === endNotice;
    const alarm = $("notice").classList.contains("alarm");
    if (state.version < lastAnswer || (alarm && !ours && !warning)) return;
    // what this phone's own undo or redo just did stays said before it (its undo of a later
    // change brought the flagged round back on top)
    const done = doneWords && doneWords.version === state.version ? doneWords.text : "";
    const text = done ? done.replace(/([^.!?…])$/, "$1.") + " " + state.doubt : state.doubt;
    notice(text, true);
    endNotice = text;
  }

  function renderNet() {
    const net = $("net");
    const waiting = adminCode ? 0 : waitingHere().length;
    let text = online ? T("online") : T("offline_short");
    $("net-help").textContent = T("offline");
    $("net-help").hidden = online || stopped || gone;
    if (waiting) text += " · " + (waiting === 1 ? T("pending_one") : T("pending", { count: waiting }));
    if (gone) text = T("code_gone_short");
    // after the end: the badge says it short, the notice under the board in full (a
    // trial's phone said the whole sentence twice, and the badge took a second line)
    if (stopped) text = T("stopped_short");
    net.textContent = text;
    net.className = "net " + (stopped || gone ? "stopped" : online ? (waiting ? "waiting" : "online") : "offline");
  }

  function render() {
    renderNet();
    if (!state) return;
    $("where").textContent = T("passe") + " " + state.passe + " · " + T("table") + " " + state.table;
    if (adminCode) {
      // his own Tafel of the table says whose it is (it looked exactly like the phone's)
      $("admin-title").textContent = T("admin_tafel", { table: state.table });
      $("admin-title").hidden = false;
    }
    // a seat's number with its name on one line (no "3" at a line's end, its name below);
    // the players apart by commas, as the Oberjasser's list has them: a guest's mark is
    // "· Gast", and "2 Vreni · Gast · 3 Beat" read as a player "Gast"
    fill($("players"), state.players.map((p) => p.seat + "\u00a0" +
      (p.guest ? T("guest_name", { name: p.name }) : p.name)).join(", "));
    const board = $("board");
    board.replaceChildren();
    for (const side of state.sides) {
      const box = el("div", "side" + (state.finished && side.rank === 1 ? " winner" : ""));
      box.append(el("div", "side-name", side.name), el("div", "side-total", number(side.total)));
      board.append(box);
    }
    // while an entry is corrected, the heading says so (a trial's still said whose turn it
    // was, "Spiel 3 von 4: …", over the correction of game 2); the notice does not repeat it
    fill($("status"), correcting ? T("correcting", { number: correcting.index + 1 })
      : state.status);
    const rules = $("rules");
    rules.replaceChildren(...state.rules.map((line) => el("li", "", line)));

    // a result the club holds from elsewhere (typed from paper, imported, corrected in the
    // club window): shown as recorded; only the Oberjasser corrects its Tafel
    const readOnly = state.held && (!adminCode || state.paper);
    const finished = (state.finished || readOnly) && !correcting;
    for (const form of $("forms").querySelectorAll("form.entry-form")) {
      const writing = !finished && !stopped && !gone && (!correcting || correcting.form === form.dataset.form);
      form.hidden = !writing;
      closeChoices(form); // a row written meanwhile, on this phone or another
    }
    // the Oberjasser's step is his to move: the table's buttons greyed, and said why (a
    // trial's phone undid his correction with one tap); an entry not yet sent is still
    // taken back here
    const hisUndo = adminCode ? "" : state.undo_his || "";
    const hisRedo = adminCode ? "" : state.redo_his || "";
    const ownQueued = !adminCode && queue().some(mine);
    $("undo").disabled = readOnly || stopped || gone || !((state.can_undo && !hisUndo) || ownQueued);
    $("redo").disabled = readOnly || stopped || gone || !state.can_redo || Boolean(hisRedo);
    $("undo").title = ownQueued ? "" : hisUndo;
    $("redo").title = hisRedo;
    const why = [ownQueued ? "" : hisUndo, hisRedo].filter(Boolean).join(" · ");
    fill($("undo-his"), readOnly || stopped || gone ? "" : why);
    $("undo-his").hidden = !$("undo-his").textContent;
    // after the end nothing is taken back: not offered, not even greyed (a trial's phone
    // still showed both), nor on a Tafel that only shows what was written (a table closed
    // with the evening, a result the club holds: a trial's still showed both greyed)
    $("undo").hidden = $("redo").hidden = stopped || readOnly;
    if (gone) {
      // the notice says how to rejoin (codeGone)
    } else if (stopped) {
      // the evening has ended: this Tafel only shows what was written, and says what this
      // phone could not send any more (kept here, listed below)
      const unsent = adminCode ? 0 : waitingHere().length;
      let text = unsent === 0 ? T("stopped_tafel") : unsent === 1 ? T("stopped_unsent_one")
        : T("stopped_unsent", { count: unsent });
      if (drafted()) text += " " + T("stopped_draft");
      notice(text, unsent > 0 || Boolean(drafted()));
    } else if (state.held && !correcting) {
      // the Oberjasser's own Tafel says that he corrects it here (the phones: through him);
      // a refusal of his change stays said over it until he writes again
      if (!adminCode) notice(state.held_text);
      else if (!$("notice").classList.contains("alarm")) notice(state.admin_text);
    } else if (state.finished && !correcting) {
      let text = T("finished");
      if (state.recorded) text += " " + T("recorded");
      else if (state.problem) text += " " + T("not_recorded", { reason: state.problem });
      // a round maybe written twice ended the match: said with the end on every phone, also
      // over this phone's own warning that it was written meanwhile (a trial's warning
      // replaced the end, and the other phone showed only the winner)
      if (state.doubt) text += " " + state.doubt;
      const warning = advice && $("notice").textContent === advice.text;
      const ours = $("notice").textContent === endNotice; // the end said before: said anew
      if (!$("notice").classList.contains("alarm") || ours || (state.doubt && warning)) {
        notice(text, Boolean(state.doubt));
        endNotice = text;
      }
    } else if (state.doubt && !correcting) {
      sayDoubt();
    } else if (state.problem && !correcting) {
      notice(T("not_recorded", { reason: state.problem }), true);
    } else if (endNotice && $("notice").textContent === endNotice) {
      notice(""); // the last round taken back: the Partie is not over any more
      endNotice = "";
    }

    const list = $("history");
    list.replaceChildren();
    if (!adminCode) {
      for (const item of waitingHere().reverse()) {
        const li = el("li", "pending");
        li.append(el("span", "entry-text", summary(item.op)), el("span", "entry-state", T("pending_entry")));
        list.append(li);
      }
    }
    for (const entry of state.entries.slice().reverse()) {
      const li = el("li", "entry");
      li.value = entry.number;
      // what the entry gave each side is in its line (the server's, as the window's history
      // says it); the figures after it are the score after it, and say so (a trial's phone
      // showed them bare, read as the entry's own: "18 : 27 : 5" under every game)
      const text = el("span", "entry-text", entry.text);
      const totals = el("span", "entry-totals",
        T("entry_score", { totals: entry.totals.map(number).join("\u00a0:\u00a0") }));
      const tools = el("span", "entry-tools");
      const fix = el("button", "small", T("correct"));
      fix.type = "button";
      fix.addEventListener("click", () => correct(entry));
      const del = el("button", "small", T("delete"));
      del.type = "button";
      del.addEventListener("click", () => remove(entry));
      tools.append(fix, del);
      tools.hidden = readOnly || gone || stopped;
      li.append(text, totals, tools);
      // an entry the Oberjasser wrote or corrected is his to change: greyed, and said why
      // (a trial's phone could still correct or delete it); his own Tafel offers both
      if (entry.his && !adminCode) {
        fix.disabled = del.disabled = true;
        fix.title = del.title = entry.his;
        if (!tools.hidden) li.append(el("span", "entry-his", entry.his));
      }
      list.append(li);
    }
    // an empty history is a sentence, not a numbered line ("1. No entry yet.")
    $("history-empty").hidden = list.children.length > 0;
    reloadWhenIdle();
  }

  // an entry not yet sent, as the history writes a written one ("Obenabe ×1 von Beat & Dora:
  // Anna & Cla 77, Beat & Dora 80 + Weis 50"), by its form's line where it has one, the rest
  // of what was typed after it (a trial's read "Runde schreiben: Obenabe ×1, …", the form's
  // button for a title); every figure beside whose it is (a bare "80 : 77" after the
  // announcer's name was read as his 80)
  function summary(op) {
    if (op.kind !== "add") return T(op.kind === "delete" ? "delete" : op.kind === "redo" ? "redo" : op.kind === "undo" ? "undo" : "correct");
    return typedLine(op);
  }

  // what was typed for an entry (a new one, a correction) in its form's line
  function typedLine(op) {
    const form = formNamed(op.form);
    const values = op.values || {};
    const line = form ? lineFor(form, values) : "";
    if (!line) return typed(op);
    const used = new Set(Object.keys(JSON.parse(form.dataset.toggledLines || "{}")));
    // a toggle's line says what it filled in ("…, Match" for its 157)
    for (const name of used) {
      const field = values[name] === true && fieldNamed(form, name);
      if (field && field.dataset.fill) used.add(JSON.parse(field.dataset.fill).field);
    }
    const words = JSON.parse(form.dataset.toggleWords || "{}");
    const head = line.replace(/\{(\w+)\}/g, (whole, name) => {
      if (name === "sides") return sides(form, values, used);
      if (name in words) {
        used.add(name);
        return values[name] === true ? words[name] : "";
      }
      used.add(name);
      return name in values ? typedValue(form, name, values[name]) : "–";
    });
    const rest = typed(op, used);
    return rest ? head + ", " + rest : head;
  }

  // the form's line, or its line for a toggle that is on (a passed round)
  function lineFor(form, values) {
    const lines = JSON.parse(form.dataset.toggledLines || "{}");
    const on = Object.keys(lines).find((name) => values[name] === true);
    return on ? lines[on] : form.dataset.line;
  }

  // each side beside its own figures, as the written line says them (forms._schieber_sides):
  // "Anna & Cla 157 Match + Stöck 20, Beat & Dora 0"; the fields said are added to *used*
  function sides(form, values, used) {
    const spec = JSON.parse(form.dataset.sides);
    const figures = values[spec.field] || [];
    const said = spec.labels.map((label, side) => {
      const figure = figures[side];
      return [figure === null || figure === undefined ? "–" : number(figure)];
    });
    used.add(spec.field);
    for (const [name, words] of Object.entries(spec.taken)) {
      used.add(name);
      const side = takerOf(form, name, values);
      if (side !== null && said[side]) said[side][0] = words.replace(/\{\w+\}/, said[side][0]);
    }
    for (const [name, words] of Object.entries(spec.amounts)) {
      used.add(name);
      (values[name] || []).forEach((amount, side) => {
        if (amount && said[side]) said[side].push(words.replace(/\{\w+\}/, number(amount)));
      });
    }
    for (const [name, words] of Object.entries(spec.marks)) {
      used.add(name);
      if (said[values[name]]) said[values[name]].push(words);
    }
    return spec.labels.map((label, side) => label + "\u00a0" + said[side].join(" + ")).join(", ");
  }

  // the side the toggle *name* (a Match) says took every trick, by its fill: null when off
  function takerOf(form, name, values) {
    const field = fieldNamed(form, name);
    if (values[name] !== true || !field || !field.dataset.fill) return null;
    const fill = JSON.parse(field.dataset.fill);
    const side = values[fill.side];
    if (typeof side !== "number") return null;
    return fill.taker === "other" ? 1 - side : side;
  }

  // what was typed in an entry's form, in a few words ("Schilten ×1, Anna & Cla 110, Beat &
  // Dora 47"), but the fields *left* out
  function typed(op, left) {
    const form = formNamed(op.form);
    const parts = [];
    for (const [name, value] of Object.entries(op.values || {})) {
      if (!left || !left.has(name)) parts.push(typedValue(form, name, value));
    }
    return parts.filter(Boolean).join(", ");
  }

  function typedValue(form, name, value) {
    if (value === true) return form ? fieldLabel(form, name) : name;
    // a figure the written line says in words (a Fahnder's "257 (Match)")
    const field = form && fieldNamed(form, name);
    const said = field && field.dataset.said ? JSON.parse(field.dataset.said) : {};
    if (typeof value === "number" && String(value) in said) return said[String(value)];
    if (Array.isArray(value)) return typedFigures(form ? fieldNamed(form, name) : null, value);
    if (form) return choiceLabel(form, name, value);
    return String(value);
  }

  // a figure per side or player, each beside whose it is ("Anna 57, Beat 0, Cla 100": a
  // bare "57 : 0 : 100" said nobody's); a Weis, or one of a form's lists (a Molotow's card
  // points and Tischweis), says what it is first ("Weis Beat & Dora 50"); an optional list
  // leaves out who has none
  function typedFigures(field, value) {
    if (!field) return value.map(number).join(", ");
    const labels = JSON.parse(field.dataset.labels || "[]");
    const weis = field.dataset.kind === "weis";
    const parts = [];
    value.forEach((v, i) => {
      if (v === null && !field.dataset.required) return;
      if (weis && !v) return;
      const figure = v === null ? "–" : number(v);
      parts.push(labels[i] ? labels[i] + "\u00a0" + figure : figure);
    });
    if (!parts.length) return "";
    const lists = field.closest("form").querySelectorAll('fieldset[data-labels]').length;
    return weis || lists > 1 ? field.dataset.label + " " + parts.join(", ") : parts.join(", ");
  }

  function fieldLabel(form, name) {
    const field = form.querySelector('fieldset[data-name="' + name + '"]');
    return field ? field.dataset.label : name;
  }

  function choiceLabel(form, name, value) {
    const field = form.querySelector('fieldset[data-name="' + name + '"]');
    if (!field) return String(value);
    for (const button of field.querySelectorAll("button.opt")) {
      if (JSON.stringify(JSON.parse(button.dataset.value)) === JSON.stringify(value)) return button.dataset.label || button.textContent;
    }
    return String(value);
  }

  // -- start -------------------------------------------------------------------------------------

  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  if (adminCode) $("other-table").href = "/admin";
  if (cacheKey) {
    // what this phone last saw, until the server answers (a reload without Wi-Fi)
    const cached = load(cacheKey, null);
    if (cached && cached.forms_html) showForms(cached.forms_html);
    if (cached && cached.state) accept(cached.state);
  }
  render();
  // the entries waiting on this phone are read back first: none is sent, listed or typed
  // over before
  (adminCode ? Promise.resolve(null) : openQueue()).then((queued) => {
    kept = queued;
    render();
    fetchTable().then(flush);
    listen();
  });
  window.addEventListener("online", () => {
    if (gone) return;
    flush();
    fetchTable();
  });
  window.addEventListener("offline", () => setOnline(false));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !gone) {
      fetchTable();
      flush();
    }
  });
})();
