#!/usr/bin/env python3
"""The checks of scripts/cluster-test.sh against a cluster that deploy/cluster.sh started.

    python3 scripts/cluster-check.py DIR      (DIR holds cluster.env)

Everything goes to 127.0.0.1, every request has a timeout, every load is bounded in count or
time. It proves, in order:
  1. favourites written through one instance are read through every other (one shared store);
  2. nginx caches images by their ETag (MISS, then HIT; the same ETag from every instance; 304);
  3. an instance SIGKILLed mid-load: the balancer carries on, and every favourite acknowledged
     with 201 is in the database afterwards;
  4. PostgreSQL stopped and started mid-load: 503 with a JSON error during the outage, no request
     hangs past its timeout, and service resumes by itself;
  5. SIGTERM to an instance under load: it drains (/readyz 503, requests in flight finish) and
     the balancer loses no request.
It prints what it proved, and exits 1 naming the first check that failed.
"""
import concurrent.futures
import http.client
import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time

TIMEOUT = 10.0          # seconds any one request may take before the client gives up
RUN = str(int(time.time()))
ELEMENTS = [("H", "Hydrogen"), ("He", "Helium"), ("Na", "Sodium"), ("Fe", "Iron"), ("Au", "Gold")]


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def read_env(folder):
    env = {}
    with open(os.path.join(folder, "cluster.env")) as file:
        for line in file:
            key, _, value = line.rstrip("\n").partition("=")
            env[key] = value
    return env


def request(port, method, path, body=None, headers=None):
    """(status, headers, body bytes, seconds); status 0 when the request failed or timed out."""
    start = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
    try:
        sent = dict(headers or {})
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        connection.request(method, path, body=data, headers=sent)
        response = connection.getresponse()
        payload = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, payload, time.monotonic() - start
    except (OSError, http.client.HTTPException) as error:
        return 0, {"error": repr(error)}, b"", time.monotonic() - start
    finally:
        connection.close()


def alive(pid):
    """Whether the process runs: not gone, and not a zombie waiting for a parent that left."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def favourite(person, index=0):
    symbol, name = ELEMENTS[index % len(ELEMENTS)]
    return {"favoritedBy": person, "elementName": name, "elementSymbol": symbol}


def record_id(payload):
    return str(json.loads(payload)["id"])


class Load:
    """Sends `jobs` (functions returning a result dict) `concurrency` at a time, in order, until
    they run out or `seconds` pass; `on_progress(done)` is called after each one."""

    def __init__(self, jobs, concurrency, seconds=120.0, on_progress=None):
        self.results = []
        lock = threading.Lock()
        deadline = time.monotonic() + seconds
        iterator = iter(jobs)

        def worker():
            while time.monotonic() < deadline:
                with lock:
                    job = next(iterator, None)
                if job is None:
                    return
                result = job()
                with lock:
                    self.results.append(result)
                    done = len(self.results)
                if on_progress:
                    on_progress(done)

        threads = [threading.Thread(target=worker) for _ in range(concurrency)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(seconds + TIMEOUT + 5)


def timed(port, method, path, body=None, kind=""):
    def job():
        started = time.monotonic()
        status, headers, payload, seconds = request(port, method, path, body)
        return {"kind": kind, "status": status, "payload": payload, "start": started, "end": started + seconds,
                "seconds": seconds, "error": headers.get("error")}
    return job


class Cluster:
    def __init__(self, folder):
        self.folder = folder
        self.env = read_env(folder)
        self.balancer = int(self.env["PORT"])
        count = int(self.env["INSTANCES"])
        self.instances = [(int(self.env[f"INSTANCE_{i}_PORT"]), int(self.env[f"INSTANCE_{i}_PID"])) for i in range(1, count + 1)]
        self.store_kind = self.env["STORE_KIND"]
        self.control = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "deploy", "cluster.sh")
        self.proved = []

    def database_ids(self):
        """Every favourite's id in the store, read beside ptable (psql, or SQLite's own library)."""
        if self.store_kind == "sqlite":
            with sqlite3.connect(self.env["STORE"], timeout=10) as db:
                return {str(row[0]) for row in db.execute("SELECT id FROM favorite")}
        command = ["psql", "-h", "127.0.0.1", "-p", self.env["PG_PORT"], "-U", "ptable", "-d", "ptable", "-tAc",
                   "SELECT id FROM favorite"]
        if os.getuid() == 0:
            command = ["runuser", "-u", "postgres", "--"] + command
        output = subprocess.run(command, check=True, capture_output=True, text=True, timeout=30).stdout
        return {line.strip() for line in output.splitlines() if line.strip()}

    def database(self, action):
        subprocess.run(["bash", self.control, action, self.folder], check=True, timeout=60,
                       stdout=subprocess.DEVNULL)

    # 1
    def shared_store(self):
        written = 0
        for writer_port, _ in self.instances:
            person = f"shared-{RUN}-{writer_port}"
            status, _, payload, _ = request(writer_port, "POST", "/api/v1/favorites", favourite(person))
            check(status == 201, f"POST through the instance on port {writer_port} answered {status}: {payload[:200]!r}")
            written += 1
            identifier = record_id(payload)
            for reader_port, _ in self.instances + [(self.balancer, 0)]:
                status, _, payload, _ = request(reader_port, "GET", f"/api/v1/favorites?favoritedBy={person}")
                check(status == 200, f"GET through port {reader_port} answered {status}")
                ids = [str(record["id"]) for record in json.loads(payload)]
                check(ids == [identifier], f"port {reader_port} lists {ids} for {person}, expected [{identifier}]")
        self.proved.append(f"shared store: {written} favourites, each written through one instance, were read through "
                           f"every other instance and the balancer")

    # 2
    def image_cache(self):
        path = f"/tiles/Na.png?size={100 + int(RUN) % 100}"
        first = request(self.balancer, "GET", path)
        second = request(self.balancer, "GET", path)
        check(first[0] == 200 and second[0] == 200, f"{path} through nginx answered {first[0]}, {second[0]}")
        check(first[1].get("x-cache-status") == "MISS", f"first request: X-Cache-Status {first[1].get('x-cache-status')}")
        check(second[1].get("x-cache-status") == "HIT", f"second request: X-Cache-Status {second[1].get('x-cache-status')}")
        check(first[2] == second[2], "the cached image differs from the one first served")
        etag = first[1].get("etag")
        check(etag and etag.startswith('"'), f"no strong ETag through nginx: {etag}")
        for port, _ in self.instances:
            status, headers, payload, _ = request(port, "GET", path)
            check(status == 200 and headers.get("etag") == etag and payload == first[2],
                  f"instance on port {port} answered {status} with ETag {headers.get('etag')}, not {etag}")
        status, _, payload, _ = request(self.balancer, "GET", path, headers={"If-None-Match": etag})
        check(status == 304 and payload == b"", f"If-None-Match through nginx answered {status}")
        self.proved.append(f"image cache: nginx MISS then HIT for {path}; the same ETag and bytes from all "
                           f"{len(self.instances)} instances; If-None-Match answered 304 without a body")

    # 3
    def kill_mid_load(self):
        victim_port, victim_pid = self.instances[1]
        total, concurrency, kill_at = 1500, 8, 300
        jobs = []
        for i in range(total):
            if i % 3 == 2:
                jobs.append(timed(self.balancer, "GET", "/api/v1/elements", kind="read"))
            else:
                jobs.append(timed(self.balancer, "POST", "/api/v1/favorites", favourite(f"load-{RUN}-{i}", i), kind="write"))
        killed = {}

        def progress(done):
            if done >= kill_at and not killed:
                killed["time"] = time.monotonic()
                os.kill(victim_pid, signal.SIGKILL)

        load = Load(jobs, concurrency, seconds=240, on_progress=progress)
        results = load.results
        check(len(results) == total, f"the load ran {len(results)} of {total} requests within its time")
        check(killed, "the instance was never killed")
        check(not alive(victim_pid), f"pid {victim_pid} is still running after SIGKILL")
        failed = [r for r in results if not 200 <= r["status"] < 300]
        after = [r for r in results if r["start"] > killed["time"] + 0.2]
        failed_after = [r for r in after if not 200 <= r["status"] < 300]
        check(len(failed) <= concurrency,
              f"{len(failed)} requests failed; at most the {concurrency} in flight at the kill may: "
              f"{[(r['status'], r['error']) for r in failed[:5]]}")
        check(after and not failed_after, f"{len(failed_after)} of {len(after)} requests after the kill failed")
        acknowledged = {record_id(r["payload"]) for r in results if r["kind"] == "write" and r["status"] == 201}
        stored = self.database_ids()
        missing = acknowledged - stored
        check(not missing, f"{len(missing)} favourites acknowledged with 201 are not in the database: {sorted(missing)[:10]}")
        self.proved.append(f"SIGKILL: instance 2 (port {victim_port}, pid {victim_pid}) killed after {kill_at} of {total} "
                           f"requests ({concurrency} at a time); {total - len(failed)} answered 2xx, {len(failed)} failed "
                           f"(in flight on the killed instance); all {len(after)} sent after the kill succeeded")
        tool = "psql" if self.store_kind == "postgres" else "sqlite3"
        self.proved.append(f"acknowledged writes: {len(acknowledged)} answered 201, {len(acknowledged)} found in the "
                           f"database ({tool}, {len(stored)} rows in all)")
        self.instances = [self.instances[0]] + self.instances[2:]

    # 4
    def database_outage(self):
        if self.store_kind != "postgres":
            self.proved.append("outage: skipped (the SQLite store has no server to stop)")
            return
        seconds, concurrency = 16.0, 6
        stop_at, start_at = 3.0, 8.0
        probe_port = self.instances[0][0]

        def jobs():
            i = 0
            while True:
                i += 1
                if i % 3 == 0:
                    yield timed(self.balancer, "GET", "/api/v1/elements", kind="elements")
                elif i % 3 == 1:
                    yield timed(self.balancer, "GET", f"/api/v1/favorites?favoritedBy=load-{RUN}-1", kind="store")
                else:
                    yield timed(self.balancer, "POST", "/api/v1/favorites", favourite(f"outage-{RUN}-{i}", i), kind="store")
                time.sleep(0.02)

        marks = {}
        readiness = {}

        def outage():
            begin = time.monotonic()
            time.sleep(stop_at)
            marks["stopped"] = time.monotonic()
            self.database("pg-stop")
            marks["stop_done"] = time.monotonic()
            time.sleep(1.0)
            readiness["during"] = request(probe_port, "GET", "/readyz")[0]
            time.sleep(max(0.0, begin + start_at - time.monotonic()))
            marks["starting"] = time.monotonic()
            self.database("pg-start")
            marks["started"] = time.monotonic()

        controller = threading.Thread(target=outage)
        load_start = time.monotonic()
        controller.start()
        load = Load(jobs(), concurrency, seconds=seconds)
        controller.join(60)
        results = load.results
        check("started" in marks, "PostgreSQL was not stopped and started again")
        hung = [r for r in results if r["status"] == 0]
        check(not hung, f"{len(hung)} requests got no answer within {TIMEOUT} s: {[r['error'] for r in hung[:3]]}")
        longest = max(r["seconds"] for r in results)
        during = [r for r in results if r["kind"] == "store" and r["start"] > marks["stop_done"] and r["end"] < marks["starting"]]
        unavailable = [r for r in during if r["status"] == 503]
        check(during and len(unavailable) == len(during),
              f"{len(during) - len(unavailable)} of {len(during)} store requests during the outage did not answer 503: "
              f"{sorted({r['status'] for r in during})}")
        for r in unavailable:
            check("error" in json.loads(r["payload"]), f"a 503 without a JSON error: {r['payload'][:200]!r}")
        elements = [r for r in results if r["kind"] == "elements"]
        check(all(r["status"] == 200 for r in elements), "a request that needs no store failed during the outage")
        check(readiness.get("during") == 503, f"/readyz answered {readiness.get('during')} during the outage")
        recovered = [r for r in results if r["kind"] == "store" and r["start"] > marks["started"] and 200 <= r["status"] < 300]
        check(recovered, "no store request succeeded after PostgreSQL came back")
        first_success = min(r["end"] for r in recovered)
        late = [r for r in results if r["kind"] == "store" and r["start"] > first_success + 2.0]
        check(late and all(200 <= r["status"] < 300 for r in late),
              f"store requests still failing 2 s after the first success: {sorted({r['status'] for r in late})}")
        ready_after = [request(port, "GET", "/readyz")[0] for port, _ in self.instances]
        check(all(status == 200 for status in ready_after), f"/readyz after the outage: {ready_after}")
        self.proved.append(
            f"outage: PostgreSQL stopped for {marks['starting'] - marks['stopped']:.1f} s during a {seconds:.0f} s load "
            f"of {len(results)} requests; all {len(during)} store requests meanwhile answered 503 with a JSON error, "
            f"{len(elements)} element reads answered 200 throughout, none hung (longest {longest:.2f} s, client timeout "
            f"{TIMEOUT:.0f} s); /readyz 503 during, 200 after; service resumed "
            f"{first_success - marks['started']:.1f} s after PostgreSQL was back, with no restart")
        del load_start

    # 5
    def drain(self):
        port, pid = self.instances[0]
        total, concurrency, term_at = 300, 6, 60
        jobs = [timed(self.balancer, "GET", "/api/v1/elements" if i % 2 else f"/api/v1/elements/{i % 118 + 1}")
                for i in range(total)]
        sent = {}

        def progress(done):
            if done >= term_at and not sent:
                sent["time"] = time.monotonic()
                os.kill(pid, signal.SIGTERM)

        load = Load(jobs, concurrency, seconds=120, on_progress=progress)
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline and alive(pid):
            time.sleep(0.05)
        gone = time.monotonic()
        check(not alive(pid), f"instance on port {port} still runs 40 s after SIGTERM")
        failed = [r for r in load.results if not 200 <= r["status"] < 300]
        check(len(load.results) == total and not failed,
              f"{len(failed)} of {len(load.results)} requests failed while an instance drained: "
              f"{[(r['status'], r['error']) for r in failed[:5]]}")
        log = open(os.path.join(self.folder, "instance-1.log"), encoding="utf-8", errors="replace").read()
        check("draining" in log, "the instance did not log its drain")
        self.proved.append(f"drain: SIGTERM to instance 1 (port {port}) after {term_at} of {total} requests; it logged "
                           f"its drain and exited {gone - sent['time']:.1f} s later; 0 of {total} requests failed")


def main():
    if len(sys.argv) != 2:
        print("usage: cluster-check.py DIR", file=sys.stderr)
        return 64
    cluster = Cluster(sys.argv[1])
    started = len(cluster.instances)
    steps = [cluster.shared_store, cluster.image_cache, cluster.kill_mid_load, cluster.database_outage, cluster.drain]
    try:
        for step in steps:
            step()
    except CheckFailed as failure:
        for line in cluster.proved:
            print(f"  proved: {line}")
        print(f"FAILED ({step.__name__}): {failure}", file=sys.stderr)
        return 1
    print(f"cluster test: {started} instances behind nginx, store {cluster.env['STORE']}")
    for line in cluster.proved:
        print(f"  proved: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
