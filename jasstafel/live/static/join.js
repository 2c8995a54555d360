// The code form: a table code opens that table's Tafel on this phone.
"use strict";

(() => {
  const { T, typeset, api, load, save, normalCode } = Live;
  const form = document.getElementById("code-form");
  const input = document.getElementById("code");
  const error = document.getElementById("code-error");
  const given = new URLSearchParams(location.search).get("code");
  if (given) input.value = normalCode(given);
  else if (localStorage.getItem("jt.code")) input.value = localStorage.getItem("jt.code");

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
    // entries still waiting for a table whose code was renewed go with the new code
    const queue = load("jt.queue", []);
    for (const item of queue) if (item.where === where) item.code = code;
    save("jt.queue", queue);
    localStorage.setItem("jt.code", code);
    location.href = "/t";
  });
})();
