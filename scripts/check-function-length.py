#!/usr/bin/env python3
"""Checks the style limits on Swift sources: no function over 60 lines, no file over 300.

A function is a `func`, `init`, `deinit`, `subscript`, or a computed property
(`var name: Type {`) whose body spans more than 60 lines from the line of
its opening brace to the line of its closing brace, both included. Braces inside comments and
string literals (plain, multi-line and raw) are ignored, so a brace in a message or a `///`
example does not throw the count off.

Usage: check-function-length.py [--allow FILE] [--max-function N] [--max-file N] [ROOT ...]

ROOT defaults to Sources. `--allow FILE` names files (one path or shell pattern a line, `#` comments) whose
violations are reported but tolerated, for work that another branch is restructuring; an
allowed file that no longer breaks a limit is reported too, so the list shrinks to empty.
Exit status: 0 when every violation is allowed, 1 otherwise.
"""

import argparse
import fnmatch
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"(?<![.\w])(?:func\s+(?P<func>[^\s(<]+)|(?P<init>init)[?!]?\s*[(<]|(?P<deinit>deinit)\b|"
    r"(?P<subscript>subscript)\s*[(<]|var\s+(?P<var>\w+)\s*:[^=]*$)"
)
# How a declaration's signature may go on after a line break, before its body's brace.
CONTINUATION = re.compile(r"^\s*(?:->|throws|rethrows|async|where|\{)")


def strip_comments_and_strings(text):
    """Returns `text` with comments and string literal contents blanked, newlines kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end == -1 else end
            i = end
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == "#" or c == '"':
            hashes = 0
            j = i
            while j < n and text[j] == "#":
                hashes += 1
                j += 1
            if j >= n or text[j] != '"':
                out.append(text[i:j] if j > i else c)
                i = j if j > i else i + 1
                continue
            i = skip_string(text, j, hashes, out)
        else:
            out.append(c)
            i += 1
    return "".join(out)


def skip_string(text, start, hashes, out):
    """Skips the string literal opening at `start`; returns the index after it.

    Interpolations `\\(...)` keep their code (it may hold nested strings and closures) but
    their braces are balanced within the literal, so they are blanked with the rest."""
    n = len(text)
    multiline = text.startswith('"""', start)
    quote = '"""' if multiline else '"'
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    i = start + len(quote)
    out.append('""')
    while i < n:
        if text.startswith(escape + "(", i):
            depth, i = 1, i + len(escape) + 1
            while i < n and depth:
                if text[i] == '"':
                    i = skip_string(text, i, 0, [])
                    continue
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                if text[i] == "\n":
                    out.append("\n")
                i += 1
        elif text.startswith(escape, i):
            if text.startswith("\n", i + len(escape)):
                out.append("\n")  # a line continuation: the line still counts
            i += len(escape) + 1
        elif text.startswith(closing, i):
            return i + len(closing)
        else:
            if text[i] == "\n":
                out.append("\n")
                if not multiline:
                    return i + 1
            i += 1
    return i


def long_functions(path, limit):
    """Yields (line, name, length) for each function in `path` longer than `limit` lines."""
    lines = strip_comments_and_strings(path.read_text(encoding="utf-8")).split("\n")
    pending = None  # [name, parentheses still open] of a signature whose body has not opened
    stack = []  # one entry per open brace: (function name or None, line)
    for index, line in enumerate(lines):
        number = index + 1
        match = DECLARATION.search(line)
        if match:
            name = next(value for value in match.groupdict().values() if value)
            pending = [name, 0]
        for column, char in enumerate(line):
            if pending and char in "()" and (not match or column >= match.start()):
                pending[1] += 1 if char == "(" else -1
            if char == "{":
                stack.append((pending[0] if pending and pending[1] == 0 else None, number))
                if pending and pending[1] == 0:
                    pending = None
            elif char == "}" and stack:
                name, opened = stack.pop()
                length = number - opened + 1
                if name and length > limit:
                    yield opened, name, length
        if pending and pending[1] == 0:
            following = next((later for later in lines[index + 1:] if later.strip()), "")
            if not CONTINUATION.match(following):
                pending = None  # a requirement or stored property: no body follows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="*", default=["Sources"])
    parser.add_argument("--allow", type=pathlib.Path)
    parser.add_argument("--max-function", type=int, default=60)
    parser.add_argument("--max-file", type=int, default=300)
    arguments = parser.parse_args()

    allowed = set()
    if arguments.allow and arguments.allow.exists():
        for entry in arguments.allow.read_text(encoding="utf-8").splitlines():
            entry = entry.split("#", 1)[0].strip()
            if entry:
                allowed.add(entry)

    failures, tolerated, offenders = [], [], set()
    for root in arguments.roots:
        for path in sorted(pathlib.Path(root).rglob("*.swift")):
            key = path.as_posix()
            problems = []
            count = len(path.read_text(encoding="utf-8").splitlines())
            if count > arguments.max_file:
                problems.append(f"{key}: {count} lines (limit {arguments.max_file})")
            for line, name, length in long_functions(path, arguments.max_function):
                problems.append(f"{key}:{line}: {name} is {length} lines (limit {arguments.max_function})")
            if problems:
                offenders.add(key)
                is_allowed = any(fnmatch.fnmatchcase(key, entry) for entry in allowed)
                (tolerated if is_allowed else failures).extend(problems)

    for problem in tolerated:
        print(f"allowed: {problem}")
    for entry in sorted(entry for entry in allowed if not fnmatch.filter(offenders, entry)):
        print(f"note: {entry} matches no file over the limits; remove it from {arguments.allow} once its work has landed")
    for problem in failures:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
