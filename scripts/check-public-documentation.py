#!/usr/bin/env python3
"""Checks that every public API symbol in Sources/ has a `///` doc comment.

A declaration is public API when it is:

- marked `public` or `open` (with any attributes and modifiers: `@inlinable public func`,
  `public private(set) var`, `public nonisolated`, `public static let` ...), except a
  `public import` and the line of a `public extension` itself;
- a direct member of a `public extension` or a `public protocol` with no access modifier of its
  own (it is public, or a requirement, without saying so);
- an enum case (`case` line) that is a direct member of a public enum: Swift has no
  `public case`, cases take the enum's access. One `///` covers a line of several cases.

Such a declaration is documented when the line above it, after skipping attribute lines
(`@available(...)` over one line or several), is a `///` comment or the end of a `/** */` block.
A blank line, a `//` comment or `#if` in between counts as no documentation, as it does for
DocC. Comments and string literals are blanked first (with check-function-length.py's scanner),
so text in them is never taken for a declaration or a brace.

Usage: check-public-documentation.py [ROOT ...]   (ROOT defaults to Sources)
Prints `path:line: public declaration without /// documentation: <decl>` for each, and exits
1 if there is any; otherwise prints a one-line summary and exits 0.
"""

import importlib.util
import pathlib
import re
import sys

_spec = importlib.util.spec_from_file_location(
    "check_function_length", pathlib.Path(__file__).with_name("check-function-length.py"))
_scanner = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_scanner)
strip_comments_and_strings = _scanner.strip_comments_and_strings

ATTRIBUTES = r"(?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s*)*"
MODIFIERS = (r"(?:(?:final|override|nonisolated|static|class|required|convenience|dynamic|"
             r"mutating|nonmutating|indirect|lazy|weak|unowned|distributed|"
             r"(?:private|fileprivate|internal|package)\(set\))\s+)*")
EXPLICIT = re.compile(r"^" + ATTRIBUTES + MODIFIERS + r"(?:public|open)\b(?!\s*\()")
# What a public or open declaration is, after its attributes and modifiers.
KIND = re.compile(
    r"^" + ATTRIBUTES + r"(?:(?:public|open|final|override|nonisolated|static|class|required|"
    r"convenience|dynamic|mutating|nonmutating|indirect|lazy|weak|unowned|distributed|"
    r"(?:private|fileprivate|internal|package)\(set\))\s+)*(?P<kind>\w+)")
# A member of a public extension or protocol that has no access modifier of its own.
IMPLICIT = re.compile(
    r"^" + ATTRIBUTES + MODIFIERS +
    r"(?:func|var|let|init|subscript|typealias|associatedtype|struct|enum|class|actor)\b")
RESTRICTED = re.compile(r"(?<![\w.])(?:private|fileprivate|internal|package)(?!\()\b")
CASE = re.compile(r"^" + ATTRIBUTES + r"(?:indirect\s+)?case\b")
TYPE_KINDS = {"enum", "protocol", "extension", "struct", "class", "actor"}


def undocumented(path):
    """Yields (line number, declaration) for each undocumented public declaration in `path`."""
    original = path.read_text(encoding="utf-8").split("\n")
    code = strip_comments_and_strings("\n".join(original)).split("\n")
    if len(code) != len(original):
        raise SystemExit(f"error: {path}: the scanner lost count of its lines")
    stack = []  # one entry per open brace: the kind of scope it opens
    pending = None  # the scope kind the next `{` opens, set by a type declaration
    for index, line in enumerate(code):
        text = line.strip()
        top = stack[-1] if stack else "file"
        public = None
        if EXPLICIT.match(text):
            kind = KIND.match(text).group("kind")
            if kind != "import":
                public = kind
        elif top in ("public-extension", "public-protocol") and IMPLICIT.match(text) \
                and not RESTRICTED.search(text.split("{")[0].split("=")[0]):
            public = KIND.match(text).group("kind")
        elif top == "public-enum" and CASE.match(text):
            public = "case"
        if public is not None:
            if public in TYPE_KINDS:
                pending = "public-" + public
            if public != "extension" and not documented(original, code, index):
                yield index + 1, original[index].strip()
        elif re.match(r"^" + ATTRIBUTES + MODIFIERS + r"(?:\w+\s+)*(?:enum|protocol|extension|"
                      r"struct|class|actor)\s+\w", text):
            pending = "other"
        for char in line:
            if char == "{":
                stack.append(pending or "other")
                pending = None
            elif char == "}" and stack:
                stack.pop()


def documented(original, code, index):
    """Whether the declaration at `index` has `///` or `/** */` above its attributes."""
    j = index - 1
    while j >= 0:
        above = original[j].strip()
        if above.startswith("///"):
            return True
        if above.endswith("*/"):
            k = j
            while k >= 0 and "/*" not in original[k]:
                k -= 1
            return k >= 0 and "/**" in original[k]
        start = attribute_start(original, code, j)
        if start is None:
            return False
        j = start - 1
    return False


def attribute_start(original, code, j):
    """The first line of the attribute(s) that end on line `j`, or None if `j` ends none.

    Line `j` is all attributes, or the last line of one whose parentheses opened on an
    earlier line starting with `@` and stayed open up to line `j`."""
    if re.fullmatch(ATTRIBUTES, code[j].strip()) and code[j].strip().startswith("@"):
        return j
    for k in range(j - 1, max(-1, j - 15), -1):
        if original[k].strip().startswith("@"):
            balance = 0
            for line in code[k:j]:
                balance += line.count("(") - line.count(")")
                if balance <= 0:
                    return None
            balance += code[j].count("(") - code[j].count(")")
            return k if balance == 0 and code[j].rstrip().endswith(")") else None
    return None


def main(arguments):
    roots = [pathlib.Path(a) for a in arguments] or [pathlib.Path("Sources")]
    files = sorted(p for root in roots for p in root.rglob("*.swift"))
    missing = 0
    for path in files:
        for number, declaration in undocumented(path):
            missing += 1
            print(f"{path}:{number}: public declaration without /// documentation: {declaration}")
    if missing:
        print(f"error: {missing} public declarations without /// documentation", file=sys.stderr)
        return 1
    print(f"public documentation: every public declaration in {len(files)} files has ///")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
