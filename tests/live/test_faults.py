"""Faults of a real evening: the laptop's server killed (SIGKILL) and started again, a phone
that was offline for five minutes. Waits are on conditions, never on times."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pytest

from jasstafel.club import Club

from .conftest import bearer, make_evening, op_id, round_op

pytest.importorskip("uvicorn", reason="the live extra is not installed")

WAIT = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """``jasstafel club serve`` as the Oberjasser starts it, in its own process."""

    def __init__(self, club_path, evening: int, port: int, *options: str,
                 language: str = "en") -> None:
        self.args = [sys.executable, "-m", "jasstafel", "club", "serve", "--db",
                     str(club_path), "--evening", str(evening), "--host", "127.0.0.1",
                     *options, "--port", str(port)]
        # it speaks the user's language (the locale): English here, whatever the machine's
        self.env = {**os.environ, "LANGUAGE": language}
        self.url = f"http://127.0.0.1:{port}"
        self.codes: dict[tuple[int, int], str] = {}
        self.said: list[str] = []
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, encoding="utf-8",
                                     env=self.env)
        passe = 0
        said = self.said
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            said.append(line)
            if found := re.match(r"Passe (\d+):", line):
                passe = int(found.group(1))
            if found := re.match(r"\s+table\s+(\d+)\s+code (\w+)", line):
                self.codes[(passe, int(found.group(1)))] = found.group(2)
            if line.startswith("Ctrl+C"):
                break
        else:
            self.close()
            raise AssertionError(f"the server did not start: {''.join(said)}")
        # keep reading its output, so that it never blocks on a full pipe
        self.reader = threading.Thread(target=lambda: said.extend(self.proc.stdout),
                                       daemon=True)
        self.reader.start()
        until(lambda: self.get("/healthz")[0] == 200, "the server answers")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=WAIT)
        self.close()

    def close(self) -> None:
        assert self.proc is not None
        self.proc.wait(timeout=WAIT)
        if getattr(self, "reader", None) is not None:
            self.reader.join(timeout=WAIT)
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout=WAIT)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        if self.proc is not None:
            self.close()

    def request(self, method: str, path: str, code: str | None = None,
                body: object = None) -> tuple[int, dict]:
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json", **(bearer(code) if code else {})}
        request = urllib.request.Request(self.url + path, data=data, headers=headers,
                                         method=method)
        try:
            with urllib.request.urlopen(request, timeout=30) as reply:
                return reply.status, json.loads(reply.read() or b"{}")
        except urllib.error.HTTPError as err:
            return err.code, json.loads(err.read() or b"{}")

    def get(self, path: str, code: str | None = None) -> tuple[int, dict]:
        try:
            return self.request("GET", path, code)
        except OSError:
            return 0, {}

    def ops(self, code: str, *ops: dict) -> list[dict]:
        status, data = self.request("POST", "/api/table/ops", code, {"ops": list(ops)})
        assert status == 200, data
        return data["replies"]


def until(condition, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out: {what}")
        time.sleep(0.05)


def test_the_server_killed_mid_evening_loses_no_acknowledged_entry(club_path, german):
    # a long Turnier, so that table 1 is still writing when the laptop dies
    evening = make_evening(club_path, players=8, passen=1, preset="turnier", rounds=40)
    server = Server(club_path, evening, free_port())
    server.start()
    code1, code2 = server.codes[(1, 1)], server.codes[(1, 2)]
    # table 2 has written and is done before the fault
    assert all(r["ok"] for r in server.ops(code2, *[round_op("eicheln", 0, (157, None))
                                                     for _ in range(40)]))
    # table 1's phone writes, one entry after the other, while the laptop dies
    planned = [round_op("rosen", i % 2, (80 + i, None)) for i in range(30)]
    acknowledged: list[str] = []
    in_flight: list[str] = []

    killed = threading.Event()

    def phone() -> None:
        for number, op in enumerate(planned):
            if number == 3:  # wait for the fault: however busy the machine, it hits mid-evening
                killed.wait(WAIT)
            in_flight[:] = [op["id"]]
            try:
                replies = server.ops(code1, op)
            except OSError:
                return  # the connection broke: the phone keeps the entry
            assert replies[0]["ok"]
            acknowledged.append(op["id"])
            in_flight.clear()

    writer = threading.Thread(target=phone)
    writer.start()
    until(lambda: len(acknowledged) >= 3, "three entries acknowledged")
    server.kill()
    killed.set()
    writer.join(timeout=WAIT)
    assert not writer.is_alive()
    done = len(acknowledged)
    assert 3 <= done < len(planned), "the server died in the middle"

    # the Oberjasser starts it again: same address, same codes
    restarted = Server(club_path, evening, int(server.url.rsplit(":", 1)[1]))
    try:
        restarted.start()
        assert restarted.codes == server.codes
        status, data = restarted.request("GET", "/api/table", code1)
        assert status == 200
        kept = len(data["state"]["entries"])
        assert done <= kept <= done + len(in_flight)  # an unanswered one may be written
        # the phone carries on: it sends again what it has no answer for, exactly once
        replies = restarted.ops(code1, *planned[done:])
        assert all(r["ok"] for r in replies)
        assert [r["duplicate"] for r in replies][: kept - done] == [True] * (kept - done)
        state = restarted.request("GET", "/api/table", code1)[1]["state"]
        assert len(state["entries"]) == len(planned)
        assert [e["totals"][0] for e in state["entries"]][:2] == [80, 161]
        # table 2 was in the club before the fault and still is, once
        with Club.open(club_path) as club:
            assert len(club.results(evening, 1)) == 4
        wall = restarted.request("GET", "/api/wall")[1]
        assert [t["finished"] for t in wall["tables"]] == [False, True]
    finally:
        restarted.stop()
    assert restarted.proc is not None and restarted.proc.returncode == 0


def test_a_second_server_for_the_same_club_is_refused(club_path, german):
    evening = make_evening(club_path, players=4, passen=1)
    server = Server(club_path, evening, free_port())
    server.start()
    try:
        second = subprocess.run([*server.args[:-1], str(free_port())], capture_output=True,
                                text=True, timeout=WAIT)
        assert second.returncode == 2
        assert "live" in second.stderr and server.url in second.stderr
    finally:
        server.stop()
    assert not (club_path.parent / (club_path.name + ".live")).exists()


def test_a_phone_offline_for_five_minutes_catches_up(club_path, german):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    now = [1_800_000_000.0]
    evening = make_evening(club_path, players=4, passen=1)
    owner = Owner(lambda: EveningCore(club_path, evening, clock=lambda: now[0]))
    with TestClient(create_app(owner)) as client:
        code = owner.core.codes["1-1"]

        def send(*ops):
            reply = client.post("/api/table/ops", json={"ops": list(ops)},
                                headers=bearer(code))
            return reply.json()["replies"]

        # phone B loses the Wi-Fi and goes on writing: its queue holds what it typed
        typed_at = now[0]
        queued = [{**round_op("schellen", 1, (60 + i, None)), "at": (typed_at + i) * 1000}
                  for i in range(4)]
        stale_fix = {"id": op_id(), "kind": "delete", "index": 0, "base": 0}
        # meanwhile phone A writes two rounds at the same table
        now[0] += 120
        assert all(r["ok"] for r in send(round_op("rosen", 0, (100, None)),
                                          round_op("rosen", 1, (90, None))))
        # five minutes later phone B is back: its queue goes out in one go
        now[0] += 180
        replies = send(*queued, stale_fix)
        assert [r["ok"] for r in replies] == [True] * 4 + [False]
        assert "inzwischen" in replies[4]["message"]
        # the answer was lost on the way: B sends the same again, nothing is written twice
        again = send(*queued)
        assert all(r["ok"] and r["duplicate"] for r in again)
        state = client.get("/api/table", headers=bearer(code)).json()["state"]
        assert len(state["entries"]) == 6
        assert [e["totals"] for e in state["entries"]][2] == [100 + 90 + 60, 57 + 67 + 97]
    owner.close()
    with Club.open(club_path) as club:
        assert club.results(evening, 1) == []  # not finished: not in the club yet
    from jasstafel.live.journal import Journal, journal_path

    journal = Journal(journal_path(club_path, evening))
    try:
        stamps = [op.op["entry"]["written_at"] for op in journal.ops()]
    finally:
        journal.close()
    assert len(stamps) == 6
    # B's entries keep the time they were typed, five minutes before they arrived
    import datetime

    first_b = datetime.datetime.fromisoformat(stamps[2]).timestamp()
    assert first_b == pytest.approx(typed_at, abs=1)
    assert os.path.exists(journal_path(club_path, evening))


def test_the_command_line_leaves_a_live_evening_to_its_server(club_path, german):
    evening = make_evening(club_path, players=4, passen=1)
    other = make_evening(club_path.with_name("other.sqlite"), players=4, passen=1)
    server = Server(club_path, evening, free_port())
    server.start()
    cli = [sys.executable, "-m", "jasstafel", "club"]
    env = {**os.environ, "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": ""}
    try:
        with Club.open(club_path) as club:
            members = [m.name for m in club.members()]
        # a result goes through the server (tests/live/test_write_through.py); the club
        # refuses this one there (more points than a Schieber to 1000 gives), and nothing
        # is written
        refused = subprocess.run(
            [*cli, "result", "--db", str(club_path), str(evening), "1", "1",
             *(f"{name}=5000" for name in members)],
            capture_output=True, text=True, timeout=WAIT, env=env)
        assert refused.returncode == 2, refused.stdout
        assert "5000 is not possible" in refused.stderr, refused.stderr
        redraw = subprocess.run([*cli, "draw", "--db", str(club_path), str(evening),
                                 "--all-active"], capture_output=True, text=True,
                                timeout=WAIT, env=env)
        assert redraw.returncode == 2 and "is live at" in redraw.stderr
        ranking = subprocess.run([*cli, "ranking", "evening", "--db", str(club_path),
                                  str(evening)], capture_output=True, text=True,
                                 timeout=WAIT, env=env)
        assert ranking.returncode == 0, ranking.stderr
        assert other  # another club file is not live
        with Club.open(club_path) as club:
            assert club.results(evening) == []
    finally:
        server.stop()
    # the evening is no longer live: the command line may write it again
    after = subprocess.run([*cli, "draw", "--db", str(club_path), str(evening),
                            "--all-active"], capture_output=True, text=True, timeout=WAIT,
                           env=env)
    assert after.returncode == 0, after.stderr


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permissions")
def test_the_journal_is_readable_by_its_owner_only(tmp_path):
    """It keeps the Oberjasser's code and every table's: the trial found it, its -wal and
    -shm readable by every account of the laptop (the marker was owner-only)."""
    from jasstafel.live.journal import Journal

    path = tmp_path / "club.live-1.sqlite"
    path.write_bytes(b"")
    path.chmod(0o644)  # left readable, as an older Jasstafel made it
    journal = Journal(path)
    try:
        journal.conn.execute("INSERT INTO meta VALUES ('k', 'v')")
        for part in (path, path.with_name(path.name + "-wal"),
                     path.with_name(path.name + "-shm")):
            assert part.exists() and part.stat().st_mode & 0o077 == 0, part
    finally:
        journal.close()
