// Jasstafel live: what every page shares. No library, no build step; every text the
// pages show comes from the server (the "words" block, in the evening's language), and
// every name or number is put in with textContent, never as HTML.
"use strict";

const Live = (() => {
  const words = JSON.parse(document.getElementById("words").textContent);

  // An arrow stays with what follows it ("→ 120", "→ gemacht"): a 360 px phone showed "→"
  // over "120" in the entries. French sets a space before : ; ! ? and inside « »; shown, it
  // never breaks (a line does not begin with the colon): the narrow no-break space. The
  // catalog writes a plain space. As the server does (words.typeset).
  function typeset(text) {
    const kept = String(text).replace(/\u2192 /g, "\u2192\u00a0");
    if (document.documentElement.lang !== "fr") return kept;
    // a plain space of the code, or the catalog's no-break one
    return kept.replace(/[ \u00a0]([:;!?\u00bb])/g, "\u202f$1")
      .replace(/\u00ab[ \u00a0]/g, "\u00ab\u202f");
  }

  // a page word by key, with {name} parameters filled in: a sentence that joins parts
  // ("{what}: {reason}") is a word of its own, so that each language sets its punctuation
  function T(key, params) {
    let text = words[key] || key;
    for (const [name, value] of Object.entries(params || {})) {
      text = text.split("{" + name + "}").join(String(value));
    }
    return typeset(text);
  }

  // a change's id, made once on this device: the server writes a change only once per id.
  // crypto.getRandomValues works on a plain-HTTP local address (randomUUID does not).
  function newId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // the evening and the run of the server that sent this page: every answer says its own
  // (headers, or the fields of a stream's state). Another evening live at the same address,
  // or the server started again, is the page's to handle (watch): a wall reloads, a phone
  // says that its table belonged to an evening that has ended.
  const meta = (name) => {
    const tag = document.querySelector('meta[name="' + name + '"]');
    return tag ? tag.content : "";
  };
  const server = { evening: meta("jasstafel-evening"), run: meta("jasstafel-run") };
  let watcher = null;

  function watch(handler) {
    watcher = handler;
  }

  // true: the page is being replaced (its handler said so); the caller stops there
  function served(evening, run) {
    if (!watcher || !evening || !run) return false;
    if (evening === server.evening && run === server.run) return false;
    return watcher(evening, run) === "leave";
  }

  // one request; the code is sent as a bearer token (no cookie: no ambient authority).
  // Resolves {status, data}; rejects only when the server could not be reached. An answer
  // of another evening or run goes to the page's watcher first; a page it replaces never
  // resolves (nothing more is done on it).
  async function api(method, path, code, body) {
    const headers = { "Accept": "application/json" };
    if (code) headers["Authorization"] = "Bearer " + code;
    const options = { method, headers, cache: "no-store" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    const response = await fetch(path, options);
    if (served(response.headers.get("X-Jasstafel-Evening"), response.headers.get("X-Jasstafel-Run"))) {
      return new Promise(() => {});
    }
    let data = null;
    try {
      data = await response.json();
    } catch (err) {
      data = null;
    }
    return { status: response.status, data };
  }

  // the names of the table's teams (Live.knowTeams): a team's name in a text is one piece
  let teams = [];

  // *names* (the table's sides) are its teams from now on: each named after its players
  // ("Anna & Käthi") is kept whole by fill
  function knowTeams(names) {
    teams = names.filter((name) => name.includes(" & "))
      .sort((a, b) => b.length - a.length);
  }

  // *text* (typeset) into *node*, every word with a hyphen inside ("J-P", "Marie-Claude")
  // one piece of the line (span.word): a line breaks between names or at spaces, never at
  // a name's own hyphen while it can elsewhere (a trial's 390 px phone showed "Françoise &
  // J-" over "P"); a known team's name ("Anna & Käthi") one piece too (span.team: a 360 px
  // phone read "Anna &" over "Käthi"), of its players (span.player, the "&" with the
  // first): wider than its box it wraps between them, "Gody Portmann &" over "Dora
  // Zurfluh". Only a known team's whole name: a guess kept "Portmann & Dora" as one piece,
  // its button read "Gody   Portmann & Dora". As the server's templates do
  // (words.whole_words); text, never HTML.
  function fill(node, text) {
    const shown = typeset(String(text));
    const known = teams.map(typeset).filter((team) => shown.includes(team));
    if (!known.length && !/\S-\S/.test(shown)) {
      node.textContent = shown;
      return node;
    }
    if (!known.length) {  // no team: an empty group would match everywhere, as a team
      node.replaceChildren(...hyphenated(shown).filter((piece) => piece !== ""));
      return node;
    }
    // a whole name only (not "Anna & Käthi" in "Johanna & Käthi"), with what is kept with
    // it on a line before and after it (a wrapped team left its colon alone on the next
    // line, its figure, "Zufferey 100" with a no-break space, at the head of it): a
    // character no line breaks at, and a mark (neither a letter nor a hyphen)
    const kept = "(?:\\S|[\\u00a0\\u202f])", mark = "(?:[^\\s\\p{L}\\p{N}_-]|[\\u00a0\\u202f])";
    const found = new RegExp("(?<!\\S)((?:" + kept + "*" + mark + ")?)(" +
      known.map((team) => team.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") + ")((?:" +
      mark + kept + "*)?)(?!\\S)", "gu");
    const pieces = [];
    let at = 0;
    for (const m of shown.matchAll(found)) {
      pieces.push(...hyphenated(shown.slice(at, m.index)),
        whole("team", m[0], players(m[1], m[2], m[3])));
      at = m.index + m[0].length;
    }
    node.replaceChildren(...[...pieces, ...hyphenated(shown.slice(at))]
      .filter((piece) => piece !== ""));
    return node;
  }

  // a team's players, each a span.player (the "&" with the one before it), a space apart,
  // the marks *before* and *after* it with the first and the last
  function players(before, team, after) {
    const names = team.split(" & ");
    return names.flatMap((name, i) => {
      const player = document.createElement("span");
      player.className = "player";
      const piece = (i ? "" : before) + name + (i < names.length - 1 ? " &" : after);
      player.replaceChildren(...hyphenated(piece).filter((part) => part !== ""));
      return i ? [" ", player] : [player];
    });
  }

  // the hyphenated words of *text* as span.word, the rest as text
  function hyphenated(text) {
    return text.split(/(\S+-\S+)/).map((piece, i) => (i % 2 ? whole("word", piece, [piece]) : piece));
  }

  // a span of *className* that a line keeps whole; a choice's button is as wide as its
  // *text* in bold (live.css, data-word)
  function whole(className, text, children) {
    const span = document.createElement("span");
    span.className = className;
    span.dataset.word = text;
    span.replaceChildren(...children.filter((child) => child !== ""));
    return span;
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) fill(node, text);
    return node;
  }

  // what this device keeps (localStorage); the Oberjasser's code only in its tab
  // (sessionStorage)
  function load(key, fallback, storage) {
    try {
      const raw = (storage || localStorage).getItem(key);
      return raw === null ? fallback : JSON.parse(raw);
    } catch (err) {
      return fallback;
    }
  }

  function save(key, value, storage) {
    (storage || localStorage).setItem(key, JSON.stringify(value));
  }

  // -- the queue of entries not yet sent ----------------------------------------------------
  // Kept where a browser killed a moment later still has it: IndexedDB, whose transaction is
  // on disk once it completes (Chromium writes localStorage to disk seconds later: a trial's
  // entry was gone when the browser was killed 5 s after it was typed). localStorage keeps a
  // copy, the one read where IndexedDB cannot be opened (a private window, an old browser).
  // Each copy carries a generation: the newer one is read back (an IndexedDB write that
  // failed leaves the localStorage copy newer).
  const QUEUE = "jt.queue";
  const QUEUE_GEN = "jt.queue.gen";
  let opened = null;

  function openDatabase() {
    return new Promise((resolve) => {
      let request;
      try {
        request = indexedDB.open("jasstafel", 1);
      } catch (err) {
        resolve(null); // no IndexedDB here
        return;
      }
      request.onupgradeneeded = () => request.result.createObjectStore("kept");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    });
  }

  function readKept(db) {
    return new Promise((resolve) => {
      try {
        const request = db.transaction("kept", "readonly").objectStore("kept").get(QUEUE);
        request.onsuccess = () => resolve(request.result || null);
        request.onerror = () => resolve(null);
      } catch (err) {
        resolve(null);
      }
    });
  }

  function writeKept(db, record) {
    return new Promise((resolve) => {
      try {
        // strict: on disk, not only handed to the system, when "complete" says stored
        const tx = db.transaction("kept", "readwrite", { durability: "strict" });
        tx.objectStore("kept").put(record, QUEUE);
        tx.oncomplete = () => resolve(true);
        tx.onerror = tx.onabort = () => resolve(false);
      } catch (err) {
        resolve(false);
      }
    });
  }

  // the queue, once read back: {items() (a copy to change), save(items) (resolves once it
  // is stored: only then is an entry said to be kept on the phone)}
  function openQueue() {
    if (opened) return opened;
    opened = (async () => {
      const db = typeof indexedDB === "undefined" ? null : await openDatabase();
      let items = load(QUEUE, []);
      let generation = Number(localStorage.getItem(QUEUE_GEN)) || 0;
      const record = db ? await readKept(db) : null;
      if (record && record.generation >= generation && Array.isArray(record.items)) {
        items = record.items;
        generation = record.generation;
      }
      return {
        items: () => JSON.parse(JSON.stringify(items)), // a copy: changed, then saved
        save(next) {
          items = next.slice();
          generation += 1;
          let copied = true;
          try {
            save(QUEUE, items);
            localStorage.setItem(QUEUE_GEN, String(generation));
          } catch (err) {
            copied = false; // storage full: IndexedDB keeps it
          }
          return db ? writeKept(db, { generation, items }) : Promise.resolve(copied);
        },
      };
    })();
    return opened;
  }

  // a number as the Tafel writes it: 4'500 in German and French, the apostrophe the window,
  // the sheets and the server's sentences on the same page write (Qt's Swiss locales); a
  // negative one with the real minus (−95) in every language, as the laptop and the wall
  // write it (i18n.number): a trial's phone wrote "-95" under 1000
  function number(value) {
    if (typeof value !== "number") return value === null || value === undefined ? "" : String(value);
    const grouped = document.documentElement.lang !== "en" && Math.abs(value) >= 1000;
    const digits = String(Math.abs(value));
    const text = grouped ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, "'") : digits;
    return (value < 0 ? "\u2212" : "") + text;
  }

  function normalCode(text) {
    return String(text).replace(/[\s-]/g, "").toUpperCase();
  }

  return { T, typeset, fill, knowTeams, newId, api, el, load, save, openQueue, number, normalCode, server, watch,
    served };
})();
