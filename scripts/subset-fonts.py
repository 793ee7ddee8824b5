#!/usr/bin/env python3
"""Subset the bundled fonts: Noto Sans CJK to the characters ptable draws in Chinese, Japanese
and Korean, and each face to the bundled words for the SVGs that embed their fonts.

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
  every character of their element names, categories, crystal structures, discoverers,
  labels, and the words and unit symbols of their numbers (``年``, ``億年``, ``日``), and the language picker's names of every language (``日本語``, ``한국어``).
- The section titles the served page's list computes (``SECTION_TITLES``: Japanese kana rows
  ``ア行``…, Korean initial consonants ``ㄱ``…, as ``KanaRow`` and ``HangulInitial`` write them):
  the page sets its own text in the face its table's SVG embeds, so a browser without CJK
  fonts draws it too.

What it writes
--------------
``Fonts/NotoSansCJK{SC,JP,KR}-{Regular,Bold}.subset.otf``: each region's face cut down to those
characters, the characters in everyday use in its region (so a label, a unit or a column name
a user writes is drawn, not shown as a missing-glyph box), plus printable ASCII and the
punctuation ptable puts around words
(``…`` ``—`` ``–`` ``·`` ``°`` ``×`` ``~`` no-break space, the ``½`` of a half-life's ``t½``) and numbers (``−`` ``±``, superscript
digits and minus), CFF outlines, no hinting, no
OpenType layout features (ptable draws without shaping), and the font's ``name`` table kept
so renderers and SVG name the face. Noto Sans CJK maps only ``¹²³⁴`` of the superscript digits:
each cut gets ``⁰`` and ``⁵``-``⁹`` too, the face's own digits scaled and placed as its ``⁴``
is from its ``4`` (``add_superior_figures``), so a line drawn with the CJK face keeps a mass
number's superscripts (``²³⁸U`` in a half-life written ``44.63億年``). ``….words.otf`` beside each holds only the bundled words
and those extras: what an SVG embeds when they draw all of its text in that face (tens of
kilobytes, where the everyday subset is a megabyte and more). The output is byte-for-byte the same for the same inputs
(fontTools keeps ``head.modified`` of the source).

``Fonts/NotoSansCJK{SC,JP,KR}-Regular.name.otf``: each regular words cut cut again to the
characters of its language's own name (``简体中文``, ``日本語``, ``한국어``), a few kilobytes:
what every served page embeds for its language picker, whatever the page's language.

``Fonts/Inter-*.words.otf`` and ``Fonts/InterDisplay-Bold.words.otf`` are the same cut of the
bundled Inter faces (``Fonts/Inter-*.otf``, as ``scripts/disambiguate-inter.py`` writes them):
every character of the bundled data, sourced properties and language files that the face has,
printable ASCII, Latin-1, general punctuation, superscripts and the extras above. An SVG
embeds such a cut (tens of kilobytes, where a whole Inter face is 260 kB) when it draws all of
its text in the face; the drawing and the metrics always use the whole face, whose glyphs for
those characters are the same.

Run from the repository root with fontTools 4.68.0 (``pip install fonttools==4.68.0``):

    python3 scripts/subset-fonts.py

The Swift build never runs this script; its output is committed.
"""
import itertools
import json
import pathlib
import sys

from fontTools import subset
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
LOCALES = ROOT / "Sources/ElementData/Resources/Locales"
FONTS = ROOT / "Fonts"
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto")
REGIONS = {"SC": "zh-Hans", "JP": "ja", "KR": "ko"}
WEIGHTS = ["Regular", "Bold"]
SECTION_TITLES = {"ja": "アカサタナハマヤラワ行", "ko": "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"}
EXTRA = "\u2026\u2014\u2013\u00b7\u00b0\u00d7~\u00a0\u3000\uff08\uff09\uff1a\u3001\u3002\uff0c\u00bd"
# Numbers ptable writes into a sentence of the language (a colour bar's range note): the
# minus sign, plus-minus and the superscripts of exponents and units (g/cm³).
NUMBERS = "\u2212\u00b1\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b"
PROPERTIES = ROOT / "Sources/ElementData/Resources/ElementProperties.json"
ELEMENTS = ROOT / "Sources/ElementData/Resources/PeriodicTableJSON.json"
INTER_FACES = ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold", "InterDisplay-Bold"]
# Latin-1, general punctuation (the thin and no-break spaces numbers are grouped with) and
# superscripts: what a Latin-script line of ptable's own or of a user's is mostly made of.
INTER_BLOCKS = [(0x0020, 0x007F), (0x00A0, 0x0100), (0x2000, 0x2070), (0x2070, 0x20A0)]
# Latin-1, Latin Extended-A, Greek, Cyrillic, general punctuation, letterlike symbols (℃, Å),
# arrows and mathematical operators: a line drawn with a CJK face is drawn with it whole, so
# the µ of a user's unit after a Japanese label must come from the CJK face too.
SCRIPTS_IN_CJK_LINES = [(0x00A0, 0x0180), (0x0370, 0x0460), (0x2000, 0x2070), (0x2100, 0x2300)]


def national_standard(encoding, lead_bytes):
    """The characters of a two-byte national standard whose rows start at these lead bytes,
    decoded with Python's own codec tables (rows of 94 cells, 0xA1-0xFE)."""
    found = set()
    for lead in lead_bytes:
        for cell in range(0xA1, 0xFF):
            try:
                found.add(bytes([lead, cell]).decode(encoding))
            except UnicodeDecodeError:
                pass
    return found


# The characters in everyday use in each region: JIS X 0208 rows 1-47 (symbols, kana, Greek,
# Cyrillic and the 2,965 level-1 kanji), GB 2312 rows 1-55 (symbols and the 3,755 level-1
# hanzi), and every modern Hangul syllable (U+AC00-U+D7A3, a superset of KS X 1001's 2,350)
# with KS X 1001's symbol rows.
EVERYDAY = {
    "JP": national_standard("euc_jp", range(0xA1, 0xD0)),
    "SC": national_standard("gb2312", range(0xA1, 0xD8)),
    "KR": national_standard("euc_kr", range(0xA1, 0xAD)) | {chr(c) for c in range(0xAC00, 0xD7A4)},
}


def words(code):
    data = json.loads((LOCALES / f"{code}.json").read_text(encoding="utf-8"))
    texts = list(data["elements"]) + list(data["categories"].values()) + list(data["crystalStructures"].values()) + list(data["discoverers"].values()) + list(data["labels"].values())
    texts += list(data["number"].get("years", {}).values()) + list(data["number"].get("yearMultiples", {}).values())
    texts += list(data["number"].get("units", {}).values())
    return "".join(texts) + SECTION_TITLES.get(code, "")


def language_names():
    """The language picker's names of every bundled language, each in its own language."""
    return {c for path in LOCALES.glob("*.json") for c in json.loads(path.read_text(encoding="utf-8"))["name"]}


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
            words = set(wanted) | {c for c in set(NUMBERS) | sourced_characters() | language_names() if ord(c) in font.getBestCmap()}
            everyday = EVERYDAY[region] | {chr(c) for start, end in SCRIPTS_IN_CJK_LINES for c in range(start, end)}
            everyday = words | {c for c in everyday if ord(c) in font.getBestCmap()}
            for kind, characters_kept in [("subset", everyday), ("words", words)]:
                write_subset(path, face_index(collection, region), sorted(characters_kept),
                             FONTS / f"NotoSansCJK{region}-{weight}.{kind}.otf", add_superior_figures)
    bundled = set(ELEMENTS.read_text(encoding="utf-8")) | set(PROPERTIES.read_text(encoding="utf-8"))
    for locale in sorted(LOCALES.glob("*.json")):
        bundled |= set(locale.read_text(encoding="utf-8"))
    bundled |= set(EXTRA) | set(NUMBERS) | {chr(c) for start, end in INTER_BLOCKS for c in range(start, end)}
    for face in INTER_FACES:
        path = FONTS / f"{face}.otf"
        cmap = TTFont(str(path)).getBestCmap()
        write_subset(path, 0, sorted(c for c in bundled if ord(c) in cmap), FONTS / f"{face}.words.otf")
    write_language_name_cuts()


def write_language_name_cuts():
    """Each region's regular words cut cut again to its language's own name (日本語), so the
    served page in any language draws the language picker's names without fonts on the machine."""
    for region, code in REGIONS.items():
        name = json.loads((LOCALES / f"{code}.json").read_text(encoding="utf-8"))["name"]
        write_subset(FONTS / f"NotoSansCJK{region}-Regular.words.otf", 0, sorted(c for c in set(name) if ord(c) > 0x7F),
                     FONTS / f"NotoSansCJK{region}-Regular.name.otf")


# The superscript digits Noto Sans CJK leaves unmapped (it has ¹ ² ³ ⁴ only), by the digit each is drawn from.
SUPERIOR_FIGURES = {0x2070: "0", 0x2075: "5", 0x2076: "6", 0x2077: "7", 0x2078: "8", 0x2079: "9"}


def add_superior_figures(font):
    """Give a CJK cut the superscript digits it lacks, each the face's own digit scaled and
    placed as the face's ⁴ is from its 4 (same advance, centred alike).

    A line is drawn with one face, and a line of a half-life in Chinese, Japanese or Korean
    (²³⁸U … 44.63億年) needs the CJK face for its 年 and every superscript of its mass numbers:
    without these, ²³⁸U would be drawn ²³8U. The new glyphs take the lowest CIDs the cut does
    not use, so the output stays the same for the same inputs."""
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()

    def bounds(name):
        pen = BoundsPen(glyphs)
        glyphs[name].draw(pen)
        return pen.bounds

    model, digit = bounds(cmap[0x2074]), bounds(cmap[ord("4")])
    scale_x = (model[2] - model[0]) / (digit[2] - digit[0])
    scale_y = (model[3] - model[1]) / (digit[3] - digit[1])
    shift_y = model[1] - scale_y * digit[1]
    centre = (model[0] + model[2]) / 2
    advance = font["hmtx"][cmap[0x2074]][0]
    top = font["CFF "].cff.topDictIndex[0]
    char_strings = top.CharStrings
    order = list(font.getGlyphOrder())
    used = {0} | {int(name[3:]) for name in order if name.startswith("cid")}
    free = (cid for cid in itertools.count(1) if cid not in used)
    for code, figure in sorted(SUPERIOR_FIGURES.items()):
        if code in cmap:
            continue
        source = cmap[ord(figure)]
        box = bounds(source)
        shift_x = centre - scale_x * (box[0] + box[2]) / 2
        original = char_strings[source]
        private = original.private
        width = None if advance == private.defaultWidthX else advance - private.nominalWidthX
        pen = T2CharStringPen(width, glyphs)
        glyphs[source].draw(TransformPen(pen, (scale_x, 0, 0, scale_y, shift_x, shift_y)))
        name = f"cid{next(free):05d}"
        char_strings.charStrings[name] = len(char_strings.charStringsIndex)
        char_strings.charStringsIndex.append(pen.getCharString(private=private, globalSubrs=original.globalSubrs))
        top.FDSelect.append(top.FDSelect[order.index(source)])
        top.charset.append(name)
        order.append(name)
        font["hmtx"][name] = (advance, round(box[0] * scale_x + shift_x))
        if "vmtx" in font:
            font["vmtx"][name] = font["vmtx"][cmap[0x2074]]
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[code] = name
    font.setGlyphOrder(order)


def write_subset(path, index, wanted, out, finish=None):
    options = subset.Options()
    options.font_number = index
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
    if finish:
        finish(loaded)
    subset.save_font(loaded, str(out), options)
    print(f"{out.relative_to(ROOT)}: {len(wanted)} characters, {out.stat().st_size} bytes")

if __name__ == "__main__":
    main()
