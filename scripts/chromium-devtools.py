#!/usr/bin/env python3
"""Load a page in headless Chromium and report what only the DevTools protocol shows: the
accessibility tree a screen reader reads, and the fonts text is actually drawn with.

    python3 scripts/chromium-devtools.py URL [--run JS]... [--fonts SELECTOR] [--timeout SECONDS]

Chromium is driven over ``--remote-debugging-pipe`` (file descriptors 3 and 4, one JSON message
per NUL-terminated line), so no port is opened and no WebSocket library is needed. After the
page has loaded, each ``--run`` in turn evaluates a JavaScript expression (a promise is awaited:
a click and a wait for its effect) and takes a snapshot; without ``--run``, one snapshot is
taken after the load. The script prints ``{"snapshots": [...]}``, each snapshot holding:

- ``result``: what the expression returned, as a string (JSON for what is not a string);
- ``tree``: every node of ``Accessibility.getFullAXTree`` that is not ignored, as
  ``{"role", "name", "description", "id", "properties"}`` (``id`` is the DOM element's id, when it has one;
  property values as strings, ``"true"``);
- ``fonts``: for each element ``--fonts`` selects, its text and the platform fonts Chromium drew
  it with (``CSS.getPlatformFontsForNode``: family name and glyph count per font).

Chromium is stopped (by its pid) when the report is written or after ``--timeout`` seconds
(default 60), whichever comes first. Set ``FONTCONFIG_FILE`` to draw with a chosen set of fonts.
Used by the served page's tests (``Tests/PTableServerTests``).
"""
import argparse
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class DevTools:
    def __init__(self, executable, timeout):
        self.deadline = time.monotonic() + timeout
        self.profile = tempfile.mkdtemp(prefix="ptable-devtools-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        # Moved above 4 first, so putting one end at 3 or 4 cannot overwrite the other.
        to_browser_read, from_browser_write = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_browser_read, from_browser_write))

        def wire_pipes():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--disable-dev-shm-usage", "--remote-debugging-pipe", "--force-device-scale-factor=1",
             "--window-size=1600,1100", f"--user-data-dir={self.profile}", "about:blank"],
            preexec_fn=wire_pipes, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _message(self):
        while b"\0" not in self.buffer:
            if time.monotonic() > self.deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise EOFError("Chromium closed the pipe")
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(line)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def wait_for(self, method):
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self._message())


def text(value):
    return value if isinstance(value, str) else json.dumps(value)


def accessibility_tree(devtools, session):
    nodes = devtools.send("Accessibility.getFullAXTree", session=session)["nodes"]
    tree = []
    for node in nodes:
        if node.get("ignored"):
            continue
        ident = None
        if "backendDOMNodeId" in node:
            described = devtools.send("DOM.describeNode", {"backendNodeId": node["backendDOMNodeId"]}, session=session)
            attributes = described["node"].get("attributes", [])
            ident = dict(zip(attributes[::2], attributes[1::2])).get("id")
        tree.append({
            "role": node.get("role", {}).get("value"),
            "name": node.get("name", {}).get("value", ""),
            "description": node.get("description", {}).get("value", ""),
            "id": ident,
            "properties": {p["name"]: text(p["value"].get("value")) for p in node.get("properties", [])},
        })
    return tree


def fonts(devtools, session, selector):
    document = devtools.send("DOM.getDocument", {"depth": -1}, session=session)["root"]
    found = devtools.send("DOM.querySelectorAll", {"nodeId": document["nodeId"], "selector": selector}, session=session)
    report = []
    for node_id in found["nodeIds"]:
        content = devtools.send("Runtime.callFunctionOn", {
            "functionDeclaration": "function() { return this.textContent; }",
            "objectId": devtools.send("DOM.resolveNode", {"nodeId": node_id}, session=session)["object"]["objectId"],
            "returnByValue": True}, session=session)["result"].get("value")
        used = devtools.send("CSS.getPlatformFontsForNode", {"nodeId": node_id}, session=session)["fonts"]
        report.append({"text": content, "fonts": [{"family": f["familyName"], "glyphs": f["glyphCount"]} for f in used]})
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("--run", action="append", default=[],
                        help="a JavaScript expression to evaluate (and await) after the page loads; repeatable")
    parser.add_argument("--fonts", help="a CSS selector: report the fonts its elements are drawn with")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium")
    arguments = parser.parse_args()
    devtools = DevTools(arguments.chromium, arguments.timeout)
    try:
        target = devtools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = devtools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ["Page", "DOM", "CSS", "Accessibility"]:
            devtools.send(f"{domain}.enable", session=session)
        devtools.send("Page.navigate", {"url": arguments.url}, session=session)
        devtools.wait_for("Page.loadEventFired")
        snapshots = []
        for expression in arguments.run or [None]:
            snapshot = {"result": None}
            if expression:
                result = devtools.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                            "returnByValue": True}, session=session)
                if "exceptionDetails" in result:
                    details = result["exceptionDetails"]
                    sys.exit(f"error: the script threw: {details.get('exception', {}).get('description', details.get('text'))}")
                snapshot["result"] = text(result["result"].get("value"))
            snapshot["tree"] = accessibility_tree(devtools, session)
            snapshot["fonts"] = fonts(devtools, session, arguments.fonts) if arguments.fonts else []
            snapshots.append(snapshot)
        json.dump({"snapshots": snapshots}, sys.stdout, ensure_ascii=False, indent=1)
        print()
    finally:
        devtools.close()


if __name__ == "__main__":
    main()
