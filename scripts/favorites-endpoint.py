#!/usr/bin/env python3
"""A favourites endpoint of the seed app's shape, in memory, on 127.0.0.1 only.

    POST /favorites   {"favoritedBy", "elementName", "elementSymbol"} -> 201 and the new record
    GET  /favorites   -> 200 and every record
    DELETE /favorites/ID -> 204, or 404 when there is no such record

For trying `ptable favorite ... --endpoint URL` and for the tests. It prints its URL on the first
line of standard output, serves until standard input closes (Ctrl-D in a terminal) or --lifetime
seconds pass (120 by default), and then exits at once (a request still being answered is dropped). --fail-status N answers every request with N and {"error": "..."}; --delay S waits S
seconds before answering; --empty-post answers a POST with 204 and no body; --trickle S sends each
answer's body a byte every S seconds, after 200 spaces, as a stalled or overloaded server might;
--broken-list answers GET with a record whose favoritedBy is null and whose id is a number;
--redirect-loop answers every request with a redirect to its own URL.
"""
import argparse
import datetime
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

records = []
next_id = [1]
lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    fail_status = 0
    delay = 0.0
    empty_post = False
    trickle = 0.0
    broken_list = False
    redirect_loop = False

    def log_message(self, *args):
        pass

    def answer(self, status, body=None):
        data = b"" if body is None else json.dumps(body).encode()
        self.send_response(status)
        if body is not None:
            self.send_header("Content-Type", "application/json")
        if self.trickle:
            data = b" " * 200 + data
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if not self.trickle:
            self.wfile.write(data)
            return
        try:
            for index in range(len(data)):
                self.wfile.write(data[index:index + 1])
                self.wfile.flush()
                time.sleep(self.trickle)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up, as it should

    def failing(self):
        if self.delay:
            time.sleep(self.delay)
        if self.redirect_loop:
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        if self.fail_status:
            self.answer(self.fail_status, {"error": "the favourites service is down for maintenance"})
            return True
        return False

    def do_GET(self):
        if self.failing():
            return
        if self.path.rstrip("/") != "/favorites":
            return self.answer(404, {"error": "not found"})
        if self.broken_list:
            return self.answer(200, [{"id": 1, "favoritedBy": None, "elementName": "Sodium", "elementSymbol": "Na",
                                      "createdAt": "2024-01-01T00:00:00.000Z"}])
        with lock:
            self.answer(200, list(records))

    def do_POST(self):
        if self.failing():
            return
        length = int(self.headers.get("Content-Length", "0"))
        try:
            body = json.loads(self.rfile.read(length))
            keys = ("favoritedBy", "elementName", "elementSymbol")
            if not all(isinstance(body.get(key), str) for key in keys):
                raise ValueError
        except ValueError:
            return self.answer(400, {"error": "expected favoritedBy, elementName and elementSymbol"})
        now = datetime.datetime.now(datetime.timezone.utc)
        with lock:
            record = {"id": next_id[0], **{key: body[key] for key in keys},
                      "createdAt": now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z"}
            next_id[0] += 1
            records.append(record)
        if self.empty_post:
            return self.answer(204)
        self.answer(201, record)

    def do_DELETE(self):
        if self.failing():
            return
        parts = self.path.rstrip("/").split("/")
        with lock:
            match = [r for r in records if len(parts) == 3 and parts[1] == "favorites" and str(r["id"]) == parts[2]]
            if not match:
                return self.answer(404, {"error": "no such favourite"})
            records.remove(match[0])
        self.answer(204)


def drain_standard_input():
    """Returns when standard input ends, reading it in small pieces so nothing accumulates."""
    while sys.stdin.buffer.read1(4096):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=120)
    parser.add_argument("--fail-status", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0)
    parser.add_argument("--empty-post", action="store_true")
    parser.add_argument("--trickle", type=float, default=0)
    parser.add_argument("--broken-list", action="store_true")
    parser.add_argument("--redirect-loop", action="store_true")
    options = parser.parse_args()
    Handler.fail_status = options.fail_status
    Handler.delay = options.delay
    Handler.empty_post = options.empty_post
    Handler.trickle = options.trickle
    Handler.broken_list = options.broken_list
    Handler.redirect_loop = options.redirect_loop
    server = ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    server.daemon_threads = True
    print(f"http://127.0.0.1:{server.server_address[1]}/favorites", flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # Stop when the parent closes our standard input, or at the end of the lifetime.
    waiter = threading.Thread(target=drain_standard_input, daemon=True)
    waiter.start()
    waiter.join(options.lifetime)
    # No server.shutdown(): it waits up to serve_forever's 0.5 s poll interval. os._exit, not a
    # return: at the end of the lifetime the waiter still holds standard input's lock, and the
    # interpreter's shutdown would abort with "Fatal Python error: _enter_buffered_busy".
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
