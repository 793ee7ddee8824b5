#!/usr/bin/env python3
"""The checks of scripts/cluster-test.sh against a cluster that deploy/cluster.sh started.

    python3 scripts/cluster-check.py DIR      (DIR holds cluster.env)

Everything goes to 127.0.0.1, every request has a timeout, every load is bounded in count or
time. It proves, in order:
  1. favourites written through one instance are read through every other (one shared store);
  2. nginx caches images by their ETag (MISS, then HIT; the same ETag from every instance; 304);
  3. an instance SIGKILLed mid-load: the balancer carries on, and every favourite acknowledged
     with 201 is in the database afterwards;
  4. PostgreSQL stopped under a bounded load of store requests: each answers 503 with a JSON error
     and Retry-After, none hangs past its timeout; started again, service resumes by itself;
  5. an instance that hangs (SIGSTOP: it accepts connections and never answers): each GET sent to
     it goes to another instance once nginx's read timeout passes, none answers 503; resumed, nginx
     sends it requests again;
  6. SIGTERM to an instance under load: it drains (/readyz 503, requests in flight finish) and
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


SENT = [0]
SENT_LOCK = threading.Lock()


def request(port, method, path, body=None, headers=None, timeout=TIMEOUT):
    """(status, headers, body bytes, seconds); status 0 when the request failed or timed out."""
    with SENT_LOCK:
        SENT[0] += 1
    start = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
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
        return {"kind": kind, "method": method, "status": status, "payload": payload, "start": started,
                "end": started + seconds, "seconds": seconds, "error": headers.get("error"),
                "retry-after": headers.get("retry-after")}
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
        for path in [f"/tiles/Na.png?size={100 + int(RUN) % 100}", f"/periodictable/Tiles/011/s7.JPG?size={100 + int(RUN) % 100}",
                     f"/sodium.jpg?size={100 + int(RUN) % 100}"]:
            self.image_cached(path)
        self.proved.append(f"image cache: nginx MISS then HIT for a tile and the seed's thumbnail and detail URLs; the "
                           f"same ETag and bytes from all {len(self.instances)} instances; If-None-Match answered 304 "
                           f"without a body")

    def image_cached(self, path):
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
        """Three phases, one after the other, so that on a slow machine no request of the outage
        load can straddle the database's stop or start: PostgreSQL stopped; a bounded load of store
        requests (each waits at most the store's operation timeout, 5 s) and element reads, all of
        them finished before PostgreSQL starts again; then store requests until they succeed."""
        if self.store_kind != "postgres":
            self.proved.append("outage: skipped (the SQLite store has no server to stop)")
            return
        store_total, store_concurrency, recovery_limit = 24, 12, 30.0
        person = f"outage-{RUN}"
        pids = [pid for _, pid in self.instances]

        def store_job(i, kind):
            if i % 2:
                return timed(self.balancer, "GET", f"/api/v1/favorites?favoritedBy={person}", kind=kind)
            return timed(self.balancer, "POST", "/api/v1/favorites", favourite(f"{person}-{kind}-{i}", i), kind=kind)

        before = Load([store_job(i, "before") for i in range(6)], 3, seconds=60).results
        check(all(200 <= r["status"] < 300 for r in before),
              f"store requests failed before the outage: {sorted({r['status'] for r in before})}")

        stopping = time.monotonic()
        self.database("pg-stop")
        readiness = [request(port, "GET", "/readyz")[0] for port, _ in self.instances]
        check(all(status == 503 for status in readiness), f"/readyz answered {readiness} with PostgreSQL stopped")

        # Element reads beside the store load, until it ends: a route without the store keeps serving.
        reading = threading.Event()
        reads = []

        def read_elements():
            while not reading.is_set():
                reads.append(timed(self.balancer, "GET", "/api/v1/elements", kind="elements")())
                time.sleep(0.05)

        reader = threading.Thread(target=read_elements)
        reader.start()
        outage = Load([store_job(i, "outage") for i in range(store_total)], store_concurrency, seconds=90).results
        reading.set()
        reader.join(TIMEOUT + 5)
        check(len(outage) == store_total, f"the outage load ran {len(outage)} of {store_total} store requests")
        check(all(alive(pid) for pid in pids), "an instance died while PostgreSQL was stopped")
        hung = [r for r in outage + reads if r["status"] == 0]
        check(not hung, f"{len(hung)} requests got no answer within {TIMEOUT:.0f} s: {[r['error'] for r in hung[:3]]}")
        unavailable = [r for r in outage if r["status"] == 503]
        check(len(unavailable) == len(outage),
              f"{len(outage) - len(unavailable)} of {len(outage)} store requests during the outage did not answer 503: "
              f"{sorted({r['status'] for r in outage})}")
        for r in unavailable:
            check("error" in json.loads(r["payload"]), f"a 503 without a JSON error: {r['payload'][:200]!r}")
            check(r["retry-after"], "a 503 without Retry-After")
        check(reads and all(r["status"] == 200 for r in reads),
              f"element reads during the outage answered {sorted({r['status'] for r in reads})}")
        longest = max(r["seconds"] for r in outage)

        starting = time.monotonic()
        self.database("pg-start")
        started = time.monotonic()

        # Store requests, a few at a time, until one succeeds (at most recovery_limit seconds);
        # then a batch that must succeed in full.
        waiting = []
        deadline = started + recovery_limit
        i = 0
        while time.monotonic() < deadline and not any(200 <= r["status"] < 300 for r in waiting):
            waiting += Load([store_job(i + k, "recovery") for k in range(4)], 4, seconds=60).results
            i += 4
            time.sleep(0.1)
        succeeded = [r for r in waiting if 200 <= r["status"] < 300]
        check(succeeded, f"no store request succeeded within {recovery_limit:.0f} s of PostgreSQL's start: "
                         f"{sorted({r['status'] for r in waiting})}")
        recovered_after = min(r["end"] for r in succeeded) - started
        # Each instance answers its store requests at once with 503 for a second after one found the
        # database away (PostgresFavoritesStore.retryInterval), then tries it again: every instance is
        # ready again within a few seconds of the first success, and from then on every request succeeds.
        ready_deadline = time.monotonic() + 10
        while time.monotonic() < ready_deadline:
            if all(request(port, "GET", "/readyz")[0] == 200 for port, _ in self.instances):
                break
            time.sleep(0.2)
        all_ready_after = time.monotonic() - started
        after = Load([store_job(1000 + k, "after") for k in range(20)], 4, seconds=60).results
        check(len(after) == 20 and all(200 <= r["status"] < 300 for r in after),
              f"store requests after the recovery answered {sorted({r['status'] for r in after})}")
        ready_after = [request(port, "GET", "/readyz")[0] for port, _ in self.instances]
        check(all(status == 200 for status in ready_after), f"/readyz after the outage: {ready_after}")
        check(all(alive(pid) for pid in pids), "an instance was restarted or died during the outage")

        acknowledged = {record_id(r["payload"]) for r in before + outage + waiting + after
                        if r["method"] == "POST" and r["status"] == 201}
        missing = acknowledged - self.database_ids()
        check(not missing, f"{len(missing)} favourites acknowledged with 201 around the outage are not in the database")
        self.proved.append(
            f"outage: PostgreSQL stopped for {starting - stopping:.1f} s; {len(outage)} store requests meanwhile "
            f"({store_concurrency} at a time, favourites GET and POST through nginx), {len(unavailable)} answered 503 "
            f"with a JSON error and Retry-After, 0 hung (longest {longest:.1f} s, client timeout {TIMEOUT:.0f} s); "
            f"/readyz 503 on all {len(self.instances)} instances; {len(reads)} element reads answered 200")
        self.proved.append(
            f"recovery: PostgreSQL back {started - starting:.1f} s after its start command; store requests answered 2xx "
            f"again {recovered_after:.1f} s later and every instance was ready {all_ready_after:.1f} s after the "
            f"start, with no restart of ptable (same {len(pids)} pids), "
            f"{len(after)} of {len(after)} afterwards 2xx, /readyz 200; {len(acknowledged)} writes acknowledged "
            f"with 201 around the outage, all found in the database")

    # 5
    def hung_instance(self):
        """nginx waits proxy_read_timeout (30 s) for an instance that accepted a request; a GET it
        timed out on must then go to the next instance, which proxy_next_upstream_timeout allows
        only when it is longer than that wait (at 10 s such a GET answered 503 after 30 s)."""
        port, pid = self.instances[-1]
        count, patience = 4, 45.0
        os.kill(pid, signal.SIGSTOP)
        try:
            with concurrent.futures.ThreadPoolExecutor(count) as pool:
                answers = list(pool.map(lambda i: request(self.balancer, "GET", f"/api/v1/elements/{i + 1}", timeout=patience),
                                        range(count)))
        finally:
            os.kill(pid, signal.SIGCONT)
        statuses = [answer[0] for answer in answers]
        check(statuses == [200] * count, f"GETs through nginx while the instance on port {port} hung answered {statuses}")
        slowest = max(answer[3] for answer in answers)
        status = request(port, "GET", "/readyz")[0]
        check(status == 200, f"the instance on port {port}, resumed, answers /readyz with {status}")
        back = self.wait_until_balancer_uses(port, seconds=15)
        self.proved.append(f"hung instance: with the instance on port {port} stopped (SIGSTOP), {count} GETs sent at once "
                           f"through nginx all answered 200, the slowest in {slowest:.1f} s (after nginx's read timeout, "
                           f"from another instance); resumed, it is ready again and nginx sent it requests {back:.1f} s later")

    def wait_until_balancer_uses(self, port, seconds):
        """Seconds until nginx passes a request to the instance on `port` and it answers 200.
        nginx skips an instance that failed for fail_timeout, counted in whole seconds of its
        clock (2 s can be nearly 3); the drain that follows needs this one back, or no instance
        is left while the drained one closes (a run that slept 2.5 s answered 224 requests 503)."""
        log = os.path.join(self.folder, "nginx", "access.log")
        start, seen = time.monotonic(), os.path.getsize(log)
        mark = f"upstream=127.0.0.1:{port} upstream_status=200 "
        while time.monotonic() - start < seconds:
            request(self.balancer, "GET", "/api/v1/elements/1")
            with open(log, encoding="utf-8", errors="replace") as file:
                file.seek(seen)
                if mark in file.read():
                    return time.monotonic() - start
            time.sleep(0.1)
        raise CheckFailed(f"nginx sent no request to the instance on port {port} in the {seconds} s after it resumed")

    # 6
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
    steps = [cluster.shared_store, cluster.image_cache, cluster.kill_mid_load, cluster.database_outage,
             cluster.hung_instance, cluster.drain]
    try:
        for step in steps:
            step()
    except CheckFailed as failure:
        for line in cluster.proved:
            print(f"  proved: {line}")
        print(f"FAILED ({step.__name__}): {failure}", file=sys.stderr)
        return 1
    print(f"cluster test: {started} instances behind nginx, store {cluster.env['STORE']}, {SENT[0]} requests in all")
    for line in cluster.proved:
        print(f"  proved: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
