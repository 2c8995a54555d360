"""A whole club evening at once against the live server on 127.0.0.1 (a script, not a test).

    .venv/bin/python benchmarks/live_load.py [--tables 40] [--devices 4] [--walls 3]

A club of tables × 4 members, one Schieber Turnier evening (12 rounds, one Passe) drawn,
``jasstafel club serve`` started in its own process. Every table has *devices* phones: each
follows its table's event stream and writes its share of the rounds in turn (round r by device
r mod devices), as fast as the server answers; *walls* wall pages follow the wall's event
stream. Reported: nothing lost (every table's 12 entries, every result in the club), the time
from an entry's POST to the wall page showing it (median, 99th percentile, worst), the
entries per second, and the server's CPU time and peak memory (from /proc).

Every request loop is bounded (12 rounds per table, a deadline of --timeout seconds) and only
127.0.0.1 is addressed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx2 as httpx  # noqa: E402  (the test extra; Starlette's TestClient uses it too)

from jasstafel.club import Club  # noqa: E402

ROUNDS = 12
CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def make_club(path: Path, tables: int) -> int:
    with Club.open(path) as club:
        ids = [club.add_member(f"Spieler {i:03d}").id for i in range(tables * 4)]
        evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
        club.draw(evening.id, ids, rng=random.Random(1))
    return evening.id


def proc_figures(pid: int) -> tuple[float, int]:
    """CPU seconds (user + system) and peak resident memory (bytes) of a process."""
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(stat[11]) + int(stat[12])) / ticks
    peak = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1]) * 1024
    return cpu, peak


async def events(client: httpx.AsyncClient, url: str, on_data, stop: asyncio.Event) -> None:
    """Follow a server-sent event stream until *stop*."""
    async with client.stream("GET", url, timeout=None) as reply:
        async for line in reply.aiter_lines():
            if line.startswith("data:"):
                on_data(json.loads(line[5:]))
            if stop.is_set():
                return


async def evening(url: str, codes: dict[int, str], devices: int, walls: int,
                  timeout: float) -> dict[str, object]:
    sent: dict[tuple[int, int], float] = {}  # (table, entry number) -> when it was POSTed
    seen_on_wall: dict[tuple[int, int], float] = {}
    latencies: list[float] = []
    errors = 0
    stop = asyncio.Event()
    versions = {t: 0 for t in codes}
    changed = {t: asyncio.Event() for t in codes}
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    client = httpx.AsyncClient(limits=limits, timeout=30)

    def on_wall(data: dict) -> None:
        now = time.perf_counter()
        for table in data["tables"]:
            for n in range(1, table["entries"] + 1):
                key = (table["table"], n)
                if key in sent and key not in seen_on_wall:
                    seen_on_wall[key] = now
                    latencies.append(now - sent[key])

    def on_table(table: int):
        def update(data: dict) -> None:
            if data["version"] > versions[table]:
                versions[table] = data["version"]
                changed[table].set()
        return update

    async def device(table: int, index: int) -> None:
        nonlocal errors
        code = codes[table]
        rng = random.Random(table * 10 + index)
        for r in range(index, ROUNDS, devices):
            while versions[table] < r:  # my turn: the round before mine is written
                changed[table].clear()
                if versions[table] >= r:
                    break
                await changed[table].wait()
            a = rng.randint(0, 157)
            op = {"id": f"bench-{table}-{r}-{index}", "kind": "add", "form": "round",
                  "values": {"contract": rng.choice(CONTRACTS), "announced_by": r % 2,
                             "points": [a, None]}}
            for _attempt in range(20):
                sent.setdefault((table, r + 1), time.perf_counter())
                try:
                    reply = await client.post(url + "api/table/ops", json={"ops": [op]},
                                              headers={"Authorization": f"Bearer {code}"})
                    answer = reply.json()["replies"][0]
                    if not answer["ok"]:
                        raise RuntimeError(answer["message"])
                    versions[table] = max(versions[table], answer["version"])
                    changed[table].set()
                    break
                except (httpx.HTTPError, KeyError, ValueError):
                    errors += 1  # sent again with the same id: written once
                    await asyncio.sleep(0.2)

    streams = [asyncio.create_task(events(client, url + "api/wall/events", on_wall, stop))
               for _ in range(walls)]
    for table, code in codes.items():
        for _ in range(devices):
            streams.append(asyncio.create_task(events(
                client, f"{url}api/table/events?code={code}", on_table(table), stop)))
    await asyncio.sleep(1.0)  # every stream open and its first state in
    start = time.perf_counter()
    writers = [device(t, i) for t in codes for i in range(devices)]
    await asyncio.wait_for(asyncio.gather(*writers), timeout)
    wrote = time.perf_counter() - start
    deadline = time.perf_counter() + 30
    while len(seen_on_wall) < len(sent) and time.perf_counter() < deadline:
        await asyncio.sleep(0.05)
    stop.set()
    for task in streams:
        task.cancel()
    await asyncio.gather(*streams, return_exceptions=True)
    await client.aclose()
    return {"latencies": latencies, "sent": len(sent), "on_wall": len(seen_on_wall),
            "seconds": wrote, "errors": errors}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--devices", type=int, default=4)
    parser.add_argument("--walls", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()

    folder = Path(tempfile.mkdtemp(prefix="jasstafel-live-load-"))
    club_path = folder / "club.sqlite"
    evening_id = make_club(club_path, args.tables)
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "jasstafel", "club", "serve", "--db", str(club_path),
         "--evening", str(evening_id), "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8")
    codes: dict[int, str] = {}
    assert server.stdout is not None
    for line in server.stdout:
        if found := re.match(r"\s+table\s+(\d+)\s+code (\w+)", line):
            codes[int(found.group(1))] = found.group(2)
        if line.startswith("Ctrl+C"):
            break
    url = f"http://127.0.0.1:{port}/"
    try:
        cpu_before, _ = proc_figures(server.pid)
        result = asyncio.run(evening(url, codes, args.devices, args.walls, args.timeout))
        cpu_after, peak = proc_figures(server.pid)
        states = []
        with httpx.Client() as client:
            for code in codes.values():
                reply = client.get(url + "api/table", headers={"Authorization": f"Bearer {code}"})
                states.append(reply.json()["state"])
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=60)
        server.stdout.close()
    with Club.open(club_path) as club:
        results = club.results(evening_id, 1)
    entries = sum(len(s["entries"]) for s in states)
    latencies = sorted(result["latencies"])  # type: ignore[arg-type]
    p99 = latencies[int(0.99 * (len(latencies) - 1))] if latencies else float("nan")
    print(f"{args.tables} tables x {args.devices} devices, {args.walls} wall pages, "
          f"{ROUNDS} rounds a table ({len(codes) * ROUNDS} entries)")
    print(f"  entries on the tables: {entries} of {len(codes) * ROUNDS}; finished tables: "
          f"{sum(s['finished'] for s in states)}; recorded in the club: "
          f"{sum(s['recorded'] for s in states)}; club results: {len(results)} of "
          f"{len(codes) * 4}")
    print(f"  entries seen on the wall: {result['on_wall']} of {result['sent']}; requests "
          f"sent again after an error: {result['errors']}")
    print(f"  the whole evening written in {result['seconds']:.1f} s "
          f"({len(codes) * ROUNDS / result['seconds']:.0f} entries/s)")  # type: ignore[operator]
    print(f"  entry to wall: median {statistics.median(latencies) * 1000:.0f} ms, "
          f"99th percentile {p99 * 1000:.0f} ms, worst {latencies[-1] * 1000:.0f} ms")
    print(f"  server: {cpu_after - cpu_before:.1f} s CPU for the evening, peak memory "
          f"{peak / 2**20:.0f} MiB")
    lost = entries != len(codes) * ROUNDS or len(results) != len(codes) * 4
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
