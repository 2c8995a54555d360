// The wall: the evening's ranking and every table's score, updated as the tables write
// (server-sent events; the browser reconnects by itself), and the Passe clock.
"use strict";

(() => {
  const { T, el, number, api, watch, served } = Live;
  // another evening live at this address, or the server started again: the wall is
  // reloaded (its headings, title and language are the new run's)
  watch(() => {
    location.reload();
    return "leave";
  });
  const $ = (id) => document.getElementById(id);
  let wall = JSON.parse($("wall-data").textContent);
  let offset = wall.now * 1000 - Date.now(); // the server's clock, not the projector's

  // the evening's date as the page's language writes it (26.11.2026; English: ISO)
  function shownDate(iso) {
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || "");
    if (!parts || document.documentElement.lang === "en") return iso;
    return parts[3] + "." + parts[2] + "." + parts[1];
  }

  const LONG_NAME = 24; // letters: longer names wrap rather than hide the figures

  // the ranking in *columns* side by side: row i holds ranks i, i + n, … (one table, so
  // that a row reads across as on paper)
  function fillRanking(columns) {
    const head = $("ranking").tHead.rows[0];
    head.replaceChildren();
    for (let c = 0; c < columns; c++) {
      if (c) head.append(el("th", "gap"));
      head.append(el("th", "rank", T("rank")), el("th", "name", T("member")),
        ...wall.ranking.columns.map((name) => el("th", "figure", name)));
    }
    const body = $("ranking").tBodies[0];
    body.replaceChildren();
    const rows = wall.ranking.rows;
    const per = Math.ceil(rows.length / columns);
    for (let i = 0; i < per; i++) {
      const tr = el("tr");
      for (let c = 0; c < columns; c++) {
        const row = rows[c * per + i];
        if (c) tr.append(el("td", "gap"));
        if (!row) continue;
        const name = row.guest ? T("guest_name", { name: row.name }) : row.name; // as the window
        // a name longer than most (up to 60 letters) may wrap when nothing else fits
        tr.append(el("td", "rank", row.place), // 1er, 2e: as the language writes a place
          el("td", name.length > LONG_NAME ? "name long" : "name", name),
          ...row.figures.map((v) => el("td", "figure", number(v))));
      }
      body.append(tr);
    }
    if (!rows.length) {
      const td = el("td", "empty", T("no_results"));
      td.colSpan = 2 + wall.ranking.columns.length;
      const tr = el("tr");
      tr.append(td);
      body.append(tr);
    }
  }

  // Every row on the screen, as big as it fits: smaller rows first, then two columns
  // (the ranking takes more of the width), at the smallest size still readable from
  // across a hall a slow scrolling ticker.
  const SMALLEST = 0.55; // of the wall's type size (2.2vw: 28 px on a 1280 px projector)
  let ticker = null;

  function wideEnough() {
    const box = $("ranking-scroll");
    return box.scrollWidth <= box.clientWidth + 1;
  }

  // no name broken inside a word with a hyphen ("Montmollin-" over "Dupasquier" in a
  // column narrower than the word): each such word (span.word, Live.fill) on one line
  function wordsWhole() {
    return Array.from(document.querySelectorAll("#ranking td.name span.word")).every((word) =>
      word.getBoundingClientRect().height < 1.6 * parseFloat(getComputedStyle(word).fontSize));
  }

  function fits() {
    const box = $("ranking-scroll");
    const bottom = box.getBoundingClientRect().top + box.scrollHeight;
    return bottom <= window.innerHeight - 4 && wideEnough() && wordsWhole();
  }

  function fitRanking() {
    const box = $("ranking-scroll");
    const section = box.closest("section");
    const scaled = (scale) => section.style.setProperty("--scale", scale.toFixed(2));
    stopTicker();
    // names on one line if they fit so; else the long names wrap, so that a name (up to
    // 60 letters) never pushes the figures out of the screen
    for (const wrap of [false, true]) {
      document.body.classList.toggle("wrap-names", wrap);
      for (const columns of [1, 2]) {
        document.body.classList.toggle("two-columns", columns === 2);
        fillRanking(columns);
        if (columns === 2 && wall.ranking.rows.length < 2) break;
        for (let scale = 1; scale >= SMALLEST - 1e-9; scale -= 0.05) {
          scaled(scale);
          if (fits()) return;
        }
      }
    }
    // too many for the screen: one column as wide as it goes (at most 0.8), moving up
    document.body.classList.remove("two-columns");
    fillRanking(1);
    let scale = 0.8;
    scaled(scale);
    while (!wideEnough() && scale > SMALLEST) {
      scale -= 0.05;
      scaled(scale);
    }
    startTicker();
  }

  function stopTicker() {
    const box = $("ranking-scroll");
    if (ticker) clearInterval(ticker);
    ticker = null;
    box.classList.remove("ticker");
    box.style.height = "";
    box.scrollTop = 0;
  }

  // rows move up slowly, a pause at the top and at the end, then from the top again
  function startTicker() {
    const box = $("ranking-scroll");
    box.classList.add("ticker");
    box.style.height = Math.max(100, window.innerHeight - box.getBoundingClientRect().top - 4) + "px";
    let wait = 60;
    ticker = setInterval(() => {
      if (wait > 0) {
        wait--;
        return;
      }
      const end = box.scrollHeight - box.clientHeight;
      if (box.scrollTop >= end - 1) {
        box.scrollTop = 0;
        wait = 60;
        return;
      }
      box.scrollTop += 1;
      if (box.scrollTop >= end - 1) wait = 60;
    }, 50);
  }

  function render() {
    // every table's teams kept whole in its tile (Live.fill), as on the phones: wrapped
    // between their players where a tile is narrow (a phone in portrait)
    Live.knowTeams(wall.tables.flatMap((table) => table.sides.map((side) => side.name)));
    $("title").textContent = wall.title + " · " + shownDate(wall.date);
    $("passe").textContent = T("passe") + " " + wall.passe + "/" + wall.passen;
    $("tables-passe").textContent = wall.passe;
    fitRanking();
    const grid = $("tables");
    grid.replaceChildren();
    grid.classList.toggle("many", wall.tables.length > 9);
    for (const table of wall.tables) {
      const tile = el("div", "tile" + (table.finished ? " done" : ""));
      // a result waiting for the check of a round maybe written twice says so, not "playing"
      const state = table.waiting || (table.finished ? T("done") : table.entries ? T("playing")
        : "");
      tile.append(el("div", "tile-head", T("table") + " " + table.table +
        (state ? " · " + state : "")));
      for (const side of table.sides) {
        const line = el("div", "side" + (table.finished && side.rank === 1 ? " winner" : ""));
        line.append(el("span", "name", side.name), el("span", "total", number(side.total)));
        tile.append(line);
      }
      // a tie broken (by Matches, the best round): the winner's yellow says why, in words
      if (table.why) tile.append(el("div", "tile-why", table.why));
      grid.append(tile);
    }
    document.body.classList.toggle("stopped", Boolean(wall.stopped));
    tick();
    fitRanking(); // the tiles may have changed the room the ranking has
  }

  function two(n) {
    return String(n).padStart(2, "0");
  }

  function clock(seconds) {
    seconds = Math.max(0, Math.floor(seconds));
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    return (h ? h + ":" + two(m) : String(m)) + ":" + two(seconds % 60);
  }

  function tick() {
    const out = $("time");
    if (wall.stopped) {
      out.textContent = T("stopped");
      return;
    }
    out.classList.remove("late");
    // the truth before any clock: every table done (no countdown on), or tables writing in
    // a Passe whose clock the Oberjasser never started (the phones do not need him to)
    if (wall.all_finished) {
      out.textContent = T("passe_finished");
      return;
    }
    if (!wall.started) {
      out.textContent = T(wall.playing ? "passe_under_way" : "passe_not_started");
      return;
    }
    const elapsed = (Date.now() + offset) / 1000 - wall.started;
    if (wall.minutes) {
      const left = wall.minutes * 60 - elapsed;
      out.textContent = left >= 0 ? clock(left) + " " + T("left") : clock(-left) + " " + T("over_time");
      out.classList.toggle("late", left < 0);
    } else {
      out.textContent = T("since") + " " + clock(elapsed);
    }
  }

  const stream = new EventSource("/api/wall/events");
  stream.onmessage = (event) => {
    const data = JSON.parse(event.data);
    if (served(data.evening, data.run)) return;
    wall = data;
    offset = wall.now * 1000 - Date.now();
    document.body.classList.remove("lost");
    if (wall.stopped) {
      // the evening's last word: nothing more comes; the next evening live at this
      // address shows itself (the watcher reloads the wall)
      stream.close();
      setInterval(() => api("GET", "/healthz").catch(() => null), 5000);
    }
    render();
  };
  stream.onerror = () => document.body.classList.toggle("lost", stream.readyState !== EventSource.OPEN);
  setInterval(tick, 1000);
  window.addEventListener("resize", () => fitRanking());
  render();
})();
