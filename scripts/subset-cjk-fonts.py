#!/usr/bin/env python3
"""Subset Noto Sans CJK to the characters ptable draws in Chinese, Japanese and Korean.

What it reads
-------------
- Debian bookworm's ``fonts-noto-cjk`` 1:20220127+repack1-1 (Noto Sans CJK 2.004, SIL Open
  Font License 1.1): ``/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc`` and
  ``NotoSansCJK-Bold.ttc``. Each collection holds one face per region (JP, KR, SC, TC, HK) whose
  character map picks that region's glyph shapes, so Chinese is drawn with the SC face,
  Japanese with the JP face and Korean with the KR face.
- The bundled sourced properties, ``Sources/ElementData/Resources/ElementProperties.json``: the
  letters of its units and references (``g/cm³``, ``Pyykkö``), which a heatmap writes after the
  language's words in one line, drawn with the same face.
- The bundled language files ``Sources/ElementData/Resources/Locales/{zh-Hans,ja,ko}.json``:
  every character of their element names, categories, crystal structures, discoverers and labels, but for the labels only the
  served page's script writes (``PAGE_SCRIPT_LABELS``, as ``LanguageLabel.pageScript`` lists
  them), which the browser draws with its own fonts.

What it writes
--------------
``Fonts/NotoSansCJK{SC,JP,KR}-{Regular,Bold}.subset.otf``: each region's face cut down to those
characters plus printable ASCII and the punctuation ptable puts around words
(``…`` ``—`` ``–`` ``·`` ``°`` ``×`` ``~`` no-break space) and numbers (``−`` ``±``, superscript
digits and minus), CFF outlines, no hinting, no
OpenType layout features (ptable draws without shaping), and the font's ``name`` table kept
so renderers and SVG name the face. The output is byte-for-byte the same for the same inputs
(fontTools keeps ``head.modified`` of the source).

Run from the repository root with fontTools 4.68.0 (``pip install fonttools==4.68.0``):

    python3 scripts/subset-cjk-fonts.py

The Swift build never runs this script; its output is committed.
"""
import json
import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parent.parent
LOCALES = ROOT / "Sources/ElementData/Resources/Locales"
FONTS = ROOT / "Fonts"
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto")
REGIONS = {"SC": "zh-Hans", "JP": "ja", "KR": "ko"}
WEIGHTS = ["Regular", "Bold"]
PAGE_SCRIPT_LABELS = {
    "favouriteState", "favouritesNeedName", "noFavouritesYet", "favouriteCountOne", "favouriteCountMany",
    "favouritesProblem", "favouritesNameFirst", "loadingFavourites", "noMatches", "tileAlt", "tileBackAlt",
    "favouriteAdded", "favouriteRemoved",
}
EXTRA = "\u2026\u2014\u2013\u00b7\u00b0\u00d7~\u00a0\u3000\uff08\uff09\uff1a\u3001\u3002\uff0c"
# Numbers ptable writes into a sentence of the language (a colour bar's range note): the
# minus sign, plus-minus and the superscripts of exponents and units (g/cm³).
NUMBERS = "\u2212\u00b1\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b"
PROPERTIES = ROOT / "Sources/ElementData/Resources/ElementProperties.json"


def words(code):
    data = json.loads((LOCALES / f"{code}.json").read_text(encoding="utf-8"))
    labels = [text for key, text in data["labels"].items() if key not in PAGE_SCRIPT_LABELS]
    texts = list(data["elements"]) + list(data["categories"].values()) + list(data["crystalStructures"].values()) + list(data["discoverers"].values()) + labels
    return "".join(texts)


def sourced_characters():
    """The letters of the sourced properties' units and references (g/cm³, Pyykkö), which a
    heatmap's colour bar title and credit line write after the language's own words."""
    return {c for c in PROPERTIES.read_text(encoding="utf-8") if ord(c) > 0x7F}


def characters(code):
    ascii_printable = "".join(chr(c) for c in range(0x20, 0x7F))
    wanted = set(words(code)) | set(ascii_printable) | set(EXTRA)
    wanted.discard("\n")
    return sorted(wanted)


def face_index(collection, region):
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == f"Noto Sans CJK {region}":
            return index
    sys.exit(f"error: no face Noto Sans CJK {region} in the collection")


def main():
    for weight in WEIGHTS:
        path = SOURCE / f"NotoSansCJK-{weight}.ttc"
        collection = TTCollection(str(path))
        for region, code in REGIONS.items():
            wanted = characters(code)
            font = collection.fonts[face_index(collection, region)]
            missing = [c for c in wanted if ord(c) not in font.getBestCmap()]
            if missing:
                sys.exit(f"error: Noto Sans CJK {region} {weight} lacks {''.join(missing)!r}")
            # Those the face has (SC lacks Ł and most superscripts, which Inter draws in Latin text).
            wanted = sorted(set(wanted) | {c for c in set(NUMBERS) | sourced_characters() if ord(c) in font.getBestCmap()})
            options = subset.Options()
            options.font_number = face_index(collection, region)
            options.layout_features = []
            options.hinting = False
            options.desubroutinize = True
            options.name_IDs = ["*"]
            options.name_languages = ["*"]
            options.notdef_outline = True
            options.glyph_names = False
            loaded = subset.load_font(str(path), options)
            subsetter = subset.Subsetter(options)
            subsetter.populate(unicodes=[ord(c) for c in wanted])
            subsetter.subset(loaded)
            out = FONTS / f"NotoSansCJK{region}-{weight}.subset.otf"
            subset.save_font(loaded, str(out), options)
            print(f"{out.relative_to(ROOT)}: {len(wanted)} characters, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
