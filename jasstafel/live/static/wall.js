// The wall: the evening's ranking and every table's score, updated as the tables write
// (server-sent events; the browser reconnects by itself), and the Passe clock.
"use strict";

(() => {
  const { T, el, number } = Live;
  const $ = (id) => document.getElementById(id);
  let wall = JSON.parse($("wall-data").textContent);
  let offset = wall.now * 1000 - Date.now(); // the server's clock, not the projector's

  function render() {
    $("title").textContent = wall.title + " · " + wall.date;
    $("passe").textContent = T("passe") + " " + wall.passe + "/" + wall.passen;
    $("tables-passe").textContent = wall.passe;
    const head = $("ranking").tHead.rows[0];
    head.replaceChildren(el("th", "", T("rank")), el("th", "", T("member")),
      ...wall.ranking.columns.map((c) => el("th", "", c)));
    const body = $("ranking").tBodies[0];
    body.replaceChildren();
    for (const row of wall.ranking.rows) {
      const tr = el("tr");
      tr.append(el("td", "rank", row.rank), el("td", "name", row.name),
        ...row.figures.map((v) => el("td", "figure", number(v))));
      body.append(tr);
    }
    if (!wall.ranking.rows.length) {
      const td = el("td", "empty", T("no_results"));
      td.colSpan = 2 + wall.ranking.columns.length;
      const tr = el("tr");
      tr.append(td);
      body.append(tr);
    }
    const grid = $("tables");
    grid.replaceChildren();
    grid.classList.toggle("many", wall.tables.length > 9);
    for (const table of wall.tables) {
      const tile = el("div", "tile" + (table.finished ? " done" : ""));
      tile.append(el("div", "tile-head", T("table") + " " + table.table +
        (table.finished ? " · " + T("done") : "")));
      for (const side of table.sides) {
        const line = el("div", "side" + (table.finished && side.rank === 1 ? " winner" : ""));
        line.append(el("span", "name", side.name), el("span", "total", number(side.total)));
        tile.append(line);
      }
      grid.append(tile);
    }
    document.body.classList.toggle("stopped", Boolean(wall.stopped));
    tick();
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
    if (!wall.started) {
      out.textContent = T("passe_not_started");
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
    wall = JSON.parse(event.data);
    offset = wall.now * 1000 - Date.now();
    document.body.classList.remove("lost");
    render();
  };
  stream.onerror = () => document.body.classList.toggle("lost", stream.readyState !== EventSource.OPEN);
  setInterval(tick, 1000);
  render();
})();
