#!/usr/bin/env python3
"""Make Inter's lowercase l and capital I tell apart: the bundled Inter faces with Inter's own
"l with tail" (cv05) and "I with serifs" (cv08) as the default glyphs.

Why
---
In Inter's default design, l and I are the same plain bar, so Cl, Al, Tl and Fl read as CI, AI,
TI and FI, to a reader and to OCR alike; iodine's I and thallium's l look the same. ptable
draws without OpenType shaping, so it cannot ask for the character variants at run time: each
face's character map points at them instead. Every renderer and the text metrics read the same
files, so measuring and drawing stay in step.

What it reads
-------------
Debian bookworm's ``fonts-inter`` 4.0~beta7+ds-1 (Inter 3.019, SIL Open Font License 1.1, no
Reserved Font Name), ``/usr/share/fonts/opentype/inter/``: the faces ``Fonts/README.md`` lists.
Without the package installed, ``apt-get download fonts-inter`` and ``dpkg-deb -x`` it, and give
its ``usr/share/fonts/opentype/inter`` folder as the argument. Each input's SHA-256 is checked.

What it writes
--------------
``Fonts/<face>.otf``: the face with every Latin character that cv05 or cv08 substitutes (l, ł,
ŀ…; I, Ì, Í, Ï…) mapped straight to its variant glyph; Greek and Cyrillic keep their own. Nothing else changes: outlines, metrics,
names. The output is byte-for-byte the same for the same inputs.

Run from the repository root with fontTools 4.68.0 (``pip install fonttools==4.68.0``):

    python3 scripts/disambiguate-inter.py [INTER_FOLDER]

The Swift build never runs this script; its output is committed.
"""

import hashlib
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

# The upstream files, by the SHA-256 of the package's copy.
FACES = {
    "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
    "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
    "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
    "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
    "InterDisplay-Bold.otf": "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6",
}

# Inter's character variants: lowercase l with tail, capital I with serifs.
FEATURES = ("cv05", "cv08")


def variant_glyphs(font: TTFont) -> dict[str, str]:
    """Each glyph the features substitute, with the glyph that replaces it."""
    gsub = font["GSUB"].table
    substitutions: dict[str, str] = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag not in FEATURES:
            continue
        for index in record.Feature.LookupListIndex:
            lookup = gsub.LookupList.Lookup[index]
            if lookup.LookupType != 1:
                raise SystemExit(f"{record.FeatureTag}: lookup type {lookup.LookupType} is not a single substitution")
            for subtable in lookup.SubTable:
                substitutions.update(subtable.mapping)
    missing = [tag for tag in FEATURES if tag not in {r.FeatureTag for r in gsub.FeatureList.FeatureRecord}]
    if missing or not substitutions:
        raise SystemExit(f"the font has no {', '.join(missing) or 'substitutions'}")
    return substitutions


def is_latin(code: int) -> bool:
    """Latin letters only: Greek and Cyrillic text has no Latin l to confuse with its I."""
    return code <= 0x024F or 0x1E00 <= code <= 0x1EFF


def disambiguate(source: Path, destination: Path) -> int:
    font = TTFont(source, recalcTimestamp=False)
    substitutions = variant_glyphs(font)
    changed = 0
    for table in font["cmap"].tables:
        if not table.isUnicode():
            continue
        for code, glyph in list(table.cmap.items()):
            if glyph in substitutions and is_latin(code):
                table.cmap[code] = substitutions[glyph]
                changed += 1
    font.save(destination)
    return changed


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter")
    for name, digest in FACES.items():
        source = folder / name
        actual = hashlib.sha256(source.read_bytes()).hexdigest()
        if actual != digest:
            raise SystemExit(f"{source}: SHA-256 {actual}, expected {digest} (a different Inter release)")
        changed = disambiguate(source, Path("Fonts") / name)
        print(f"Fonts/{name}: {changed} character map entries point at the l and I variants")


if __name__ == "__main__":
    main()
