#!/usr/bin/env python3
"""Clients for scripts/load-benchmark.sh that wrk cannot be: all on 127.0.0.1, bounded.

    load-clients.py burst PORT COUNT CLIENTS RUN    COUNT favourite POSTs from CLIENTS keep-alive
                                                   clients, then checks every one is listed; prints
                                                   "seconds p99_ms acknowledged found"
    load-clients.py distinct PORT COUNT CLIENTS     COUNT distinct tile images, CLIENTS at a time;
                                                   prints "seconds failures"
    load-clients.py idle PORT COUNT SECONDS         holds COUNT connections that sent half a request
                                                   head, for SECONDS; prints how many the server
                                                   closed meanwhile, on exit
"""
import http.client
import json
import socket
import sys
import threading
import time

TIMEOUT = 30.0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(len(ordered) * fraction + 0.999999) - 1))]


def run_clients(count, clients, send):
    """Calls send(connection_holder, index) for every index, `clients` threads at a time."""
    lock = threading.Lock()
    indices = iter(range(count))
    latencies, failures = [], []

    def worker():
        holder = {}
        while True:
            with lock:
                index = next(indices, None)
            if index is None:
                return
            start = time.monotonic()
            try:
                ok = send(holder, index)
            except (OSError, http.client.HTTPException) as error:
                holder.clear()
                ok = False
                with lock:
                    failures.append(repr(error))
            with lock:
                latencies.append(time.monotonic() - start)
                if ok is False and not failures:
                    failures.append(f"request {index} refused")

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    start = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(TIMEOUT * count)
    return time.monotonic() - start, latencies, failures


def connection(holder, port):
    if "connection" not in holder:
        holder["connection"] = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
    return holder["connection"]


def burst(port, count, clients, run):
    symbols = [("H", "Hydrogen"), ("He", "Helium"), ("Li", "Lithium"), ("Na", "Sodium"), ("K", "Potassium")]
    acknowledged = set()
    lock = threading.Lock()

    def send(holder, index):
        symbol, name = symbols[index % len(symbols)]
        body = json.dumps({"favoritedBy": f"burst-{run}-{index // len(symbols)}", "elementName": name, "elementSymbol": symbol})
        client = connection(holder, port)
        client.request("POST", "/api/v1/favorites", body=body, headers={"Content-Type": "application/json"})
        response = client.getresponse()
        payload = response.read()
        if response.status != 201:
            raise http.client.HTTPException(f"POST answered {response.status}: {payload[:100]!r}")
        with lock:
            acknowledged.add(str(json.loads(payload)["id"]))
        return True

    seconds, latencies, failures = run_clients(count, clients, send)
    client = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
    client.request("GET", "/api/v1/favorites")
    listed = {str(record["id"]) for record in json.loads(client.getresponse().read())
              if record["favoritedBy"].startswith(f"burst-{run}-")}
    found = len(acknowledged & listed)
    print(f"{seconds:.3f} {percentile(latencies, 0.99) * 1000:.1f} {len(acknowledged)} {found} {len(failures)}")
    if failures:
        print(f"failures: {failures[:3]}", file=sys.stderr)


def distinct(port, count, clients):
    def send(holder, index):
        client = connection(holder, port)
        # Every request a new image: sizes and sides, elements in turn.
        client.request("GET", f"/tiles/{index % 118 + 1}.png?size={400 + index // 118}&side={'back' if index % 2 else 'front'}")
        response = client.getresponse()
        response.read()
        if response.status != 200:
            raise http.client.HTTPException(f"GET answered {response.status}")
        return True

    seconds, _, failures = run_clients(count, clients, send)
    print(f"{seconds:.3f} {len(failures)}")


def idle(port, count, seconds):
    sockets = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /api/v1/elements HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        sockets.append(sock)
    print(f"holding {len(sockets)}", flush=True)
    time.sleep(seconds)
    closed = 0
    for sock in sockets:
        sock.setblocking(False)
        try:
            closed += sock.recv(1) == b""
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
        sock.close()
    print(f"closed-by-server {closed}")


def main():
    mode, arguments = sys.argv[1], sys.argv[2:]
    if mode == "burst":
        burst(int(arguments[0]), int(arguments[1]), int(arguments[2]), arguments[3])
    elif mode == "distinct":
        distinct(int(arguments[0]), int(arguments[1]), int(arguments[2]))
    elif mode == "idle":
        idle(int(arguments[0]), int(arguments[1]), float(arguments[2]))
    else:
        print(__doc__, file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main())
