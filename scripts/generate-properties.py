#!/usr/bin/env python3
"""Generate Sources/ElementData/Resources/ElementProperties.json (and .md, SourcedCorrections.json).

What it reads
-------------
* ``mendeleev`` 1.3.0 (PyPI, MIT licence, L. M. Mentel): its SQLite file
  ``elements.db``. Every column used here is named in the package's
  ``propertymetadata`` table with a unit and citation keys; those keys resolve
  in ``scripts/data/mendeleev-references.bib`` (the package repository's
  ``docs/source/references.bib``, which the wheel does not ship).
  First ionisation energies and ground-state configurations come from the
  ``ionizationenergies`` table, a copy of the NIST Atomic Spectra Database
  ionisation-energy data (key ``ionization_energies``; each row also names
  NIST's own bibliography codes, kept as ``detail``).
* ``periodictable`` 2.1.0 (PyPI, public domain, P. Kienzle, NIST): crystal
  structures (module ``periodictable.crystal_structure``, "from Ashcroft and
  Mermin").
* ``Sources/ElementData/Resources/StandardAtomicWeights.json`` (made by
  ``scripts/generate-standard-atomic-weights.py`` from periodictable's CIAAW
  2021 table, with the 2024 revision of Zr, Gd and Lu): not copied here, only
  its references are listed, so the two files cannot drift apart.
* ``Sources/ElementData/Resources/DataCorrections.json`` for the elements whose
  melting point, boiling point or density the sources call predictions, and for
  the values it takes from the primary literature (Cn, Fl and Og, each with a
  ``sourceKey``) and its conditions (helium's 0.95 K at 2.5 MPa): they are listed
  here as sourced values, so a tile and ``ptable properties`` show one value.
* ``Sources/ElementData/Resources/PeriodicTableJSON.json`` to compare with, and
  for the gas densities (g/L at 0 °C and 101.325 kPa, key ``Periodic-Table-JSON``),
  which tiles show and the seed's sample record has, and the melting and boiling
  points tiles show from it where no reference here gives one.

What is left out, and why
-------------------------
* mendeleev's RSC supply-risk columns and ``price_per_kg``: other terms.
* mendeleev's ``atomic_weight``: it predates CIAAW 2021.
* Columns whose ``propertymetadata`` row gives no citation are not sourced:
  ``cas`` and ``discovery_year`` are kept but written with ``"cited": false``
  and the source key ``mendeleev`` (the package itself), so nothing shows
  them as cited; ``electronic_configuration`` is used only for elements
  109-118, which NIST does not list, and flagged as a prediction there.

What it writes
--------------
``ElementProperties.json``: ``about`` (provenance), ``properties`` (key ->
the key again, name, unit, kind, description, where it was read, its
references), ``references`` (key -> the key again, authors, title, year,
journal/publisher, DOI, URL),
and ``elements`` (one record per element 1-118: property key -> value with
``value`` as decimal text written with the source's digits, ``unit``,
``uncertainty`` where given, ``source`` key, ``condition`` where the value
holds at another temperature or pressure, and ``predicted``/``cited`` flags). ``SourcedCorrections.json``: where a sourced value disagrees with
Periodic-Table-JSON (melting point, boiling point, sublimation point,
density), a correction in the shape of ``DataCorrections.json``.
``ElementProperties.md``: the same differences as a report.

How to run it (from the repository root)
----------------------------------------
    python3 -m venv /tmp/props-venv
    /tmp/props-venv/bin/pip install mendeleev==1.3.0 periodictable==2.1.0
    /tmp/props-venv/bin/python scripts/generate-properties.py

It refuses other package versions unless ``--allow-other-version`` is given.
``--check`` compares instead of writing and exits 1 when a committed file
differs. Keys are sorted and the layout is fixed, and the date written is the
constant GENERATED_ON, so running it again gives identical bytes.
"""

import argparse
import json
import math
import os
import re
import sqlite3
import sys
from decimal import Decimal
from pathlib import Path

PINS = {"mendeleev": "1.3.0", "periodictable": "2.1.0"}
GENERATED_ON = "2026-11-26"

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "Sources/ElementData/Resources"
OUTPUT = RESOURCES / "ElementProperties.json"
CORRECTIONS_OUTPUT = RESOURCES / "SourcedCorrections.json"
REPORT = RESOURCES / "ElementProperties.md"
DATASET = RESOURCES / "PeriodicTableJSON.json"
HAND_CORRECTIONS = RESOURCES / "DataCorrections.json"
BIB = ROOT / "scripts/data/mendeleev-references.bib"

# 1 eV times the Avogadro constant, in kJ/mol: e and N_A are exact in the SI since 2019.
EV_TO_KJ_PER_MOL = Decimal("1.602176634E-19") * Decimal("6.02214076E23") / Decimal(1000)

# The bundled data's key, as ptable labels a value read from it.
BUNDLED_DATA_KEY = "Periodic-Table-JSON"
# Periodic-Table-JSON's gas densities are in g/L at 0 °C and 101.325 kPa (the seed's sample record
# shows hydrogen's 0.08988); mendeleev's are ideal-gas densities at 25 °C in g/cm³. Tiles show the
# dataset's, so its value is the one listed, with its condition: one value per element and property.
GAS_DENSITY_CONDITION = "0 °C, 101.325 kPa"
# The hand corrections' fields (DataCorrections.json) that are sourced properties here.
HAND_FIELDS = {"melt": ("melting-point", "K"), "boil": ("boiling-point", "K"), "density": ("density", "g/cm³")}

# References the packages name in their documentation rather than in a .bib file.
TYPED_REFERENCES = {
    "Eichler2019": {
        "type": "article",
        "authors": ["Robert Eichler"],
        "title": "The periodic table – an experimenter's guide to transactinide chemistry",
        "journal": "Radiochimica Acta", "volume": "107", "number": "9-11",
        "year": 2019, "doi": "10.1515/ract-2018-3080",
        "note": "Reviews the chemistry done with transactinides: compounds of elements 104-108, and atoms of "
                "112-114 adsorbed as elements. No oxidation state of an element from meitnerium (109) on has been "
                "observed, so the states listed for them are predictions",
    },
    "Prohaska2022": {
        "type": "article",
        "authors": ["Thomas Prohaska", "Johanna Irrgeher", "Jacqueline Benefield", "John K. Böhlke",
                    "Lesley A. Chesson", "Tyler B. Coplen", "Tiping Ding", "Philip J. H. Dunn",
                    "Manfred Gröning", "Norman E. Holden", "Harro A. J. Meijer", "Heiko Moossen",
                    "Antonio Possolo", "Yoshio Takahashi", "Jochen Vogl", "Thomas Walczyk",
                    "Jun Wang", "Michael E. Wieser", "Shigekazu Yoneda", "Xiang-Kun Zhu", "Juris Meija"],
        "title": "Standard atomic weights of the elements 2021 (IUPAC Technical Report)",
        "journal": "Pure and Applied Chemistry", "volume": "94", "number": "5", "pages": "573-600",
        "year": 2022, "doi": "10.1515/pac-2019-0603",
        "note": "CIAAW 2021; read from periodictable 2.1.0, module periodictable.mass",
    },
    "CIAAW2024": {
        "type": "misc",
        "authors": ["IUPAC Commission on Isotopic Abundances and Atomic Weights"],
        "title": "Standard atomic weights of zirconium, gadolinium and lutetium revised",
        "year": 2024, "url": "https://www.ciaaw.org/atomic-weights.htm",
        "note": "Zr 91.222(3), Gd 157.249(2), Lu 174.96669(5); announced August 2024, reported in C&EN 102(34), 2024",
    },
    "Leimbach2020": {
        "type": "article",
        "authors": ["David Leimbach", "Julia Karls", "Yangyang Guo", "Rizwan Ahmed", "Jochen Ballof",
                    "Lars Bengtsson", "Ferran Boix Pamies", "Anastasia Borschevsky", "Katerina Chrysalidis",
                    "Ephraim Eliav", "Dmitry Fedorov", "Valentin Fedosseev", "Oliver Forstner", "Nicolas Galland",
                    "Ronald Fernando Garcia Ruiz", "Camilo Granados", "Reinhard Heinke", "Karl Johnston",
                    "Agota Koszorus", "Ulli Köster", "Moa K. Kristiansson", "Yuan Liu", "Bruce Marsh",
                    "Pavel Molkanov", "Lukáš F. Pašteka", "João Pedro Ramos", "Eric Renault", "Mikael Reponen",
                    "Annie Ringvall-Moberg", "Ralf Erik Rossel", "Dominik Studer", "Adam Vernon",
                    "Jessica Warbinek", "Jakob Welander", "Klaus Wendt", "Shane Wilkins", "Dag Hanstorp",
                    "Sebastian Rothe"],
        "title": "The electron affinity of astatine",
        "journal": "Nature Communications", "volume": "11", "pages": "3824", "year": 2020,
        "doi": "10.1038/s41467-020-17599-2",
        "note": "First measurement of astatine's electron affinity, 2.41578(7) eV; names polonium among the radioelements whose electron affinity is still to be measured",
    },
    "AshcroftMermin1976": {
        "type": "book",
        "authors": ["Neil W. Ashcroft", "N. David Mermin"],
        "title": "Solid State Physics", "publisher": "Holt, Rinehart and Winston", "year": 1976, "isbn": "0030839939",
        "note": "Crystal structures of the elements (ch. 4 and 7), as transcribed in periodictable 2.1.0, module periodictable.crystal_structure",
    },
    "Mewes2019": {
        "type": "article",
        "authors": ["Jan-Michael Mewes", "Odile R. Smits", "Georg Kresse", "Peter Schwerdtfeger"],
        "title": "Copernicium: A Relativistic Noble Liquid",
        "journal": "Angewandte Chemie International Edition", "volume": "58", "number": "50", "pages": "17964-17968",
        "year": 2019, "doi": "10.1002/anie.201906966",
        "note": "Melting point 283 ± 11 K and boiling point 340 ± 10 K, predicted by relativistic density-functional "
                "molecular dynamics; chosen in DataCorrections.json",
    },
    "Florez2022": {
        "type": "article",
        "authors": ["Edison Florez", "Odile R. Smits", "Jan-Michael Mewes", "Paul Jerabek", "Peter Schwerdtfeger"],
        "title": "From the gas phase to the solid state: The chemical bonding in the superheavy element flerovium",
        "journal": "The Journal of Chemical Physics", "volume": "157", "number": "6", "pages": "064304",
        "year": 2022, "doi": "10.1063/5.0097642",
        "note": "Melting point 284 ± 50 K and density 11.4 ± 0.3 g/cm³, predicted; chosen in DataCorrections.json",
    },
    "Smits2020": {
        "type": "article", "title": "Oganesson: A Noble Gas Element That Is Neither Noble Nor a Gas",
        "authors": ["Odile R. Smits", "Jan-Michael Mewes", "Paul Jerabek", "Peter Schwerdtfeger"],
        "journal": "Angewandte Chemie International Edition", "volume": "59", "number": "52",
        "pages": "23636-23640", "year": 2020, "doi": "10.1002/anie.202011976",
        "note": "Melting point 325 ± 15 K, boiling point 450 ± 10 K and the solid's density 7.2 g/cm³, predicted; "
                "chosen in DataCorrections.json",
    },
    BUNDLED_DATA_KEY: {
        "type": "misc",
        "authors": ["Bowserinator and contributors"],
        "title": "Periodic-Table-JSON", "version": "commit ea41119626581350fdcdd9c873de233645a43023",
        "url": "https://github.com/Bowserinator/Periodic-Table-JSON",
        "note": "CC BY-SA 3.0. The bundled element data: names, categories, positions, summaries and the values no "
                "other reference replaces; its gas densities are at 0 °C and 101.325 kPa",
    },
    "mendeleev": {
        "type": "software",
        "authors": ["Łukasz Mentel"],
        "title": "mendeleev: a Python resource for properties of chemical elements, ions and isotopes",
        "year": 2014, "version": "1.3.0", "url": "https://github.com/lmmentel/mendeleev",
        "note": "For columns whose metadata cites no source: the value is the package's own, not a cited one",
    },
}

# Crystal structure names of periodictable (Ashcroft and Mermin) as words; "atom" and
# "diatom" describe molecules, not lattices, and are left out.
CRYSTAL_NAMES = {
    "BCC": "body-centred cubic", "fcc": "face-centred cubic", "hcp": "hexagonal close-packed",
    "Diamond": "diamond cubic", "Tetragonal": "tetragonal", "Cubic": "cubic",
    "Orthorhombic": "orthorhombic", "Rhombohedral": "rhombohedral", "SC": "simple cubic",
    "Monoclinic": "monoclinic",
}

# Ashcroft and Mermin list grey selenium and tellurium (c/a 1.136 and 1.33) in their hexagonal
# table, and periodictable files them under "hcp": they are trigonal, helical chains of atoms, not
# close-packed spheres (ideal c/a 1.633; the zinc and cadmium lattices, 1.856 and 1.886, are the
# widest real hcp ones). Every hcp entry with c/a below this is named trigonal.
HELICAL_CHAIN_MAXIMUM_C_OVER_A = 1.5

# NUBASE half-life units as written in the file.
HALF_LIFE_UNITS = {
    "ysec": ("ys", 1e-24), "zsec": ("zs", 1e-21), "asec": ("as", 1e-18), "psec": ("ps", 1e-12),
    "nsec": ("ns", 1e-9), "usec": ("µs", 1e-6), "msec": ("ms", 1e-3), "sec": ("s", 1.0),
    "minute": ("min", 60.0), "hour": ("h", 3600.0), "day": ("d", 86400.0),
    "year": ("y", 31556926.0), "kyear": ("ky", 31556926e3), "Myear": ("My", 31556926e6),
    "Gyear": ("Gy", 31556926e9), "Tyear": ("Ty", 31556926e12), "Pyear": ("Py", 31556926e15),
    "Eyear": ("Ey", 31556926e18), "Zyear": ("Zy", 31556926e21), "Yyear": ("Yy", 31556926e24),
}

# mendeleev's unit spellings as the file writes them ("1" for a pure number).
UNITS = {"pm": "pm", "eV": "eV", "g/cm^3": "g/cm³", "K": "K", "J/mol/K": "J/(mol·K)", None: "1"}

# (key, column, name, description) of the numeric columns of mendeleev's elements table used.
ELEMENT_COLUMNS = [
    ("electronegativity", "en_pauling", "Electronegativity (Pauling)", "Pauling's scale, as tabulated by the CRC Handbook: two decimals (Allred's values), one where it prints Pauling's own"),
    ("electronegativity-allen", "en_allen", "Electronegativity (Allen)", "Allen's configuration energy, in eV (not converted to Pauling units)"),
    ("atomic-radius", "atomic_radius", "Atomic radius", "Empirical atomic radius in crystals (Slater); none for the noble gases, which Slater does not give"),
    ("covalent-radius", "covalent_radius_cordero", "Covalent radius", "Covalent radius (Cordero et al.); mendeleev averages C's three hybridisations and Mn, Fe and Co's low- and high-spin values"),
    ("covalent-radius-pyykko", "covalent_radius_pyykko", "Single-bond covalent radius (Pyykkö)", "Molecular single-bond covalent radius (Pyykkö and Atsumi), elements 1-118"),
    ("van-der-waals-radius", "vdw_radius", "Van der Waals radius", "Van der Waals radius (CRC Handbook)"),
    ("density", "density", "Density", "Density near room temperature; gases as ideal-gas densities at 25 °C and 101.325 kPa (converted by mendeleev from g/L); the most abundant allotrope"),
    ("electron-affinity", "electron_affinity", "Electron affinity", "Electron affinity (CRC Handbook; Co, Nb, Pb and At from later measurements; Po's an estimate and Yb, Fr, Ra and Ac's calculations, marked predicted). He, Be, N, Ar and Xe form no stable negative ion (the Handbook: not stable), so they have no value here"),
    ("molar-heat-capacity", "molar_heat_capacity", "Molar heat capacity", "Molar heat capacity at 25 °C and 1 bar"),
]

# The CRC Handbook's table of Pauling electronegativities (86th ed., p. 9-77; its references are
# Pauling 1960 and Allred 1961) prints Allred's refined values with two decimals and, for these
# elements, Pauling's own with one (W 1.7, Au 2.4). mendeleev keeps them as floating-point numbers,
# which cannot tell 1.7 from 1.70, so the digits are taken from the page: "1.70" would claim a
# digit the source does not give.
PAULING_ONE_DECIMAL = {"Nb", "Ru", "Te", "Lu", "Hf", "Ta", "W", "Re", "Os", "Ir", "Pt", "Au", "Hg", "Tl", "Pb",
                       "Bi", "Po", "At", "Fr", "Ra", "Ac", "Th", "Pa", "U", "Np", "Pu"}

# Electron affinities mendeleev's annotation says it took from elsewhere than the CRC Handbook.
ELECTRON_AFFINITY_SOURCES = {"Nb": "Luo2016", "Co": "Chen2016a", "Pb": "Chen2016"}
# mendeleev's values for these are Andersen et al.'s energies of metastable, excited anions
# (He⁻ 1s2s2p lies 19.7 eV above He), not electron affinities: their ground-state anions are
# not bound, and the CRC Handbook lists them as "not stable".
UNBOUND_ANIONS = {"He", "Be", "N", "Ar", "Xe"}
# Slater's "Atomic radii in crystals" (1964) fits radii to the bond lengths of crystals and gives
# none for the noble gases, as mendeleev has none for Kr, Xe and Rn. Its He 120, Ne 160 and Ar 71 pm
# are from elsewhere (71 pm is Clementi's calculated radius of Ar, a scale on which Ne is 38), and
# shown as Slater's they would put argon smaller than neon.
NOT_IN_SLATER = {"He", "Ne", "Ar"}
# Astatine's electron affinity was first measured in 2020 (Leimbach et al.: "among the remaining
# elements with unknown EA is astatine"): 2.41578(7) eV, where the Handbook's 2.8 eV, which
# mendeleev has, was an estimate. The same paper names polonium as one whose EA is still to be
# measured, so the Handbook's 1.9 eV for it is an estimate too.
# Lead's is written as Chen and Ning publish it, 2877.33(13) cm⁻¹ or 0.356743(16) eV (for ²⁰⁸Pb):
# mendeleev's 0.35674316 eV converts the wavenumber with every digit kept, two more than measured.
MEASURED_ELECTRON_AFFINITIES = {"At": {"value": "2.41578", "uncertainty": "0.00007", "source": "Leimbach2020"},
                                "Pb": {"value": "0.356743", "uncertainty": "0.000016", "source": "Chen2016"}}
# The Handbook's values for the radioelements francium, radium and actinium are calculations,
# not measurements: no photodetachment of Fr⁻, Ra⁻ or Ac⁻ has been published (astatine's, in
# 2020, was the first of a radioelement). Fr's 0.486 eV is from relativistic coupled-cluster
# work (Landau et al., J. Chem. Phys. 115, 2389 (2001): "The EA of Fr, not known
# experimentally, is predicted at 491 ± 5 meV"), Ra's 0.10 eV from the same group's
# alkaline-earth calculations (Landau et al., J. Chem. Phys. 113, 9905 (2000)) and Ac's
# 0.35 eV from a relativistic calculation too. Ytterbium's -0.02 eV is no measurement either:
# Yb⁻ is not bound, and -0.02 eV is where many-body theory puts its lowest state, a shape
# resonance 20 meV above the atom (Gribakin and Dzuba, "Yb⁻ 6p1/2: low-lying shape resonance
# rather than a bound state"), which experiment found no bound anion to contradict. They stay
# cited to the Handbook, which tabulates them, and are marked as predictions, as Po's estimate
# and the calculations from fermium on are.
ESTIMATED_ELECTRON_AFFINITIES = {"Po", "Fr", "Ra", "Ac", "Yb"}


def number_text(value, significant=15):
    """A float from the database as plain decimal text: float noise removed (15 significant
    digits, e.g. 6.1129999999999995 -> 6.113), no exponent, no trailing zeros."""
    text = format(Decimal(f"{value:.{significant}g}"), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def decimal_places(text):
    return len(text.partition(".")[2])


def aligned(value, uncertainty):
    """A value and its uncertainty as texts ending at the same decimal place, as NIST and NUBASE
    print them (11.2602880(11) eV): the floats the database stores drop trailing zeros, so
    11.2602880 comes back as 11.260288 beside 0.0000011, and 0.00010 as 0.0001 beside 6.21726.
    The zeros the shorter text lost are written again."""
    places = max(decimal_places(value), decimal_places(uncertainty))

    def padded(text):
        missing = places - decimal_places(text)
        if missing <= 0:
            return text
        return text + ("" if "." in text else ".") + "0" * missing
    return padded(value), padded(uncertainty)


def uncertainty_places(uncertainty):
    """Decimal places at which a value with this uncertainty stops being significant."""
    exponent = math.floor(math.log10(uncertainty))
    return max(0, -exponent)


# --- BibTeX -------------------------------------------------------------------------------

SUPERSCRIPTS = str.maketrans("0123456789+-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻")
LATEX_ACCENTS = {"'": "\u0301", '"': "\u0308", "`": "\u0300", "^": "\u0302", "~": "\u0303", "c": "\u0327", "v": "\u030c"}


def latex_to_text(text):
    """The few LaTeX forms the .bib uses, as Unicode text."""
    import unicodedata
    text = re.sub(r"\$\\backslash\$r?", " ", text)
    text = text.replace("{\\ast}", "").replace("\\ast", "").replace("\\tt", "")
    text = text.replace("---", "—").replace("--", "–")
    # A superscript written as escaped math, as the Chen2016a title has it: Co{\$}{\^{}}-{\$} is Co⁻.
    text = re.sub(r"\{\\\$\}\{\\\^\{\}\}([-+0-9]+)\{\\\$\}", lambda match: match.group(1).translate(SUPERSCRIPTS), text)

    def accent(match):
        return unicodedata.normalize("NFC", match.group(2) + LATEX_ACCENTS[match.group(1)])
    text = re.sub(r"\\([’'\"`^~cv])\s*\{?\\?([A-Za-z])\}?", accent, text)
    text = text.replace("\\&", "&").replace("~", " ").replace("{", "").replace("}", "")
    # An anion's charge written as a plain hyphen where the title ends, as the Chen2016 title
    # has it: "binding energies of Pb-" is Pb⁻.
    text = re.sub(r"\b([A-Z][a-z]?)-\s*$", lambda match: match.group(1) + "⁻", text.strip())
    return re.sub(r"\s+", " ", text).strip()


def parse_bib(text):
    entries = {}
    position = 0
    while True:
        start = text.find("@", position)
        if start < 0:
            return entries
        brace = text.index("{", start)
        kind = text[start + 1:brace].strip().lower()
        depth, index = 0, brace
        while True:
            if text[index] == "{":
                depth += 1
            elif text[index] == "}":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        body = text[brace + 1:index]
        position = index + 1
        key, _, rest = body.partition(",")
        fields = {}
        cursor = 0
        while True:
            match = re.compile(r"\s*([A-Za-z_]+)\s*=\s*").match(rest, cursor)
            if not match:
                break
            name = match.group(1).lower()
            cursor = match.end()
            if rest[cursor] == "{":
                depth, end = 0, cursor
                while True:
                    if rest[end] == "{":
                        depth += 1
                    elif rest[end] == "}":
                        depth -= 1
                        if depth == 0:
                            break
                    end += 1
                value = rest[cursor + 1:end]
                cursor = end + 1
            else:
                end = rest.find(",", cursor)
                end = len(rest) if end < 0 else end
                value = rest[cursor:end].strip()
                cursor = end
            fields[name] = value
            comma = rest.find(",", cursor)
            if comma < 0:
                break
            cursor = comma + 1
        entries[key.strip()] = (kind, fields)


def person(name):
    name = latex_to_text(name)
    if name.startswith("and "):
        name = name[4:]
    if "," in name:
        last, first = [part.strip() for part in name.split(",", 1)]
        return f"{first} {last}".strip()
    return name


def reference_from_bib(kind, fields):
    reference = {"type": kind}
    people = fields.get("author") or fields.get("editor")
    if people:
        raw = re.split(r"\s+and\s+", people.replace("\n", " "))
        reference["authors"] = [person(name) for name in raw if name.strip() and name.strip() != "{and NIST ASD Team}"]
        if "NIST ASD Team" in people:
            reference["authors"].append("NIST ASD Team")
    for name in ("title", "journal", "volume", "number", "pages", "publisher", "edition", "doi", "url", "isbn", "note", "howpublished"):
        if name in fields:
            value = latex_to_text(fields[name])
            if name == "pages":
                value = value.replace("–", "-")
            reference[name] = value
    if "year" in fields:
        reference["year"] = int(fields["year"])
    if "url" not in reference and "howpublished" in reference:
        found = re.search(r"https?://\S+?(?=[\s\]]|$)", reference["howpublished"])
        if found:
            reference["url"] = found.group(0)
    return reference


# --- reading the packages ---------------------------------------------------------------------

def open_mendeleev():
    import mendeleev
    path = os.path.join(os.path.dirname(mendeleev.__file__), "elements.db")
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    connection.row_factory = sqlite3.Row
    return mendeleev.__version__, connection


# Citation keys renamed because the package's key names another source than the one its entry
# and its data are: mendeleev's enwiki:1102394064 is the Oxidation state article's revision of
# 2022, but in commit 91aaec7 (2024-11-06, "Update values of oxidation states") mendeleev read
# the table again from revision 1253639950, changed 40 elements' states and the entry's URL,
# year and access date, and kept the old key. The key is shown to readers beside each value, so
# it names the revision the values come from; the entry is the package's, unchanged.
RENAMED_CITATION_KEYS = {"enwiki:1102394064": "enwiki:1253639950"}
BIB_KEYS = {new: old for old, new in RENAMED_CITATION_KEYS.items()}


# The first element whose oxidation states no experiment has observed (see Eichler2019).
FIRST_UNOBSERVED_OXIDATION_STATE = 109
# The states Eichler2019 reports compounds of elements 104-108 in, their groups' (RfCl4, DbOCl3,
# SgO2Cl2, BhO3Cl, HsO4); the table's other states for them (rutherfordium's +3...) are predictions.
OBSERVED_OXIDATION_STATES = {104: [4], 105: [5], 106: [6], 107: [7], 108: [8]}


def citation_keys(connection, table, column):
    row = connection.execute(
        "select unit, citation_keys from propertymetadata where table_name = ? and column_name = ?",
        (table, column)).fetchone()
    if row is None:
        raise SystemExit(f"error: propertymetadata has no row for {table}.{column}")
    keys = [key.strip() for key in (row["citation_keys"] or "").split(",") if key.strip()]
    keys = [RENAMED_CITATION_KEYS.get(key, key) for key in keys]
    return row["unit"], keys


def predicted_fields():
    """(number, field) pairs that DataCorrections.json calls predictions."""
    hand = json.loads(HAND_CORRECTIONS.read_text(encoding="utf-8"))
    rule = hand["predictionRule"]
    flagged = set()
    for number in range(rule["fromNumber"], 119):
        for field in rule["fields"]:
            flagged.add((number, field))
    for entry in hand.get("predictions", []):
        for field in entry["fields"]:
            flagged.add((entry["number"], field))
    return flagged


# NIST writes some cores that are no noble gas ("[Cd].5p6" for xenon, "[Hg].6p" for thallium)
# and lithium to neon in full ("1s2.2s"); the file writes noble-gas notation, as the
# property's description says and classroom tables do. The same electrons, spelled out.
NOBLE_GAS_CORES = {"[Cd]": "[Kr] 4d10 5s2", "[Hg]": "[Xe] 4f14 5d10 6s2", "1s2": "[He]"}


def configuration_text(shells):
    """NIST's "[Ar].3d6.4s2" as "[Ar] 3d6 4s2", with a lone electron written "4s1" and the core
    a noble gas: "[Cd].5p6" is "[Kr] 4d10 5s2 5p6", "1s2.2s" is "[He] 2s1" (helium stays "1s2")."""
    parts = []
    for part in shells.split("."):
        if re.fullmatch(r"\d+[spdfg]", part):
            part += "1"
        parts.append(part)
    if len(parts) > 1 and parts[0] in NOBLE_GAS_CORES:
        parts[0] = NOBLE_GAS_CORES[parts[0]]
    return " ".join(parts)


def mendeleev_configuration(text):
    parts = []
    for part in text.split():
        if re.fullmatch(r"\d+[spdfg]", part):
            part += "1"
        parts.append(part)
    return " ".join(parts)


def build(connection):
    problems = []
    properties = {}
    values = {number: {} for number in range(1, 119)}
    rows = {row["atomic_number"]: row for row in connection.execute("select * from elements where atomic_number <= 118")}
    symbols = {number: row["symbol"] for number, row in rows.items()}
    if sorted(rows) != list(range(1, 119)):
        problems.append("mendeleev does not list elements 1-118")
    flagged = predicted_fields()
    used_keys = set()
    dataset = {r["number"]: r for r in json.loads(DATASET.read_text(encoding="utf-8"))["elements"]}

    def define(key, name, unit, kind, description, via, sources):
        properties[key] = {"name": name, "kind": kind, "description": description, "via": via, "sources": list(sources)}
        if unit is not None:
            properties[key]["unit"] = unit
        used_keys.update(sources)

    # Numeric columns of the elements table.
    for key, column, name, description in ELEMENT_COLUMNS:
        unit, keys = citation_keys(connection, "elements", column)
        if not keys:
            problems.append(f"{column} has no citation")
            continue
        unit = UNITS[unit]
        sources = keys
        if column == "en_allen":
            sources = ["Mann2000a", "Mann2000"]
        if column == "density":
            sources = ["haynes2014crc", "enwiki:1039678864", BUNDLED_DATA_KEY]
            description = description.replace("gases as ideal-gas densities at 25 °C and 101.325 kPa (converted by mendeleev from g/L)",
                                              f"gases in g/L at {GAS_DENSITY_CONDITION}, as Periodic-Table-JSON gives them")
        if column == "electron_affinity":
            # Andersen et al. gave only the metastable anions' energies left out (UNBOUND_ANIONS).
            sources = sorted((set(keys) - {"Andersen2004"}) | set(ELECTRON_AFFINITY_SOURCES.values())
                             | {measured["source"] for measured in MEASURED_ELECTRON_AFFINITIES.values()})
        define(key, name, unit, "number", description, f"mendeleev {PINS['mendeleev']}, elements.{column}", sources)
        estimated_density = set()
        if column == "density":
            metadata = connection.execute("select annotations from propertymetadata where column_name = 'density' and table_name = 'elements'").fetchone()[0]
            names = re.findall(r"^- (\w+)$", metadata.split("theoretical estimates")[1], re.MULTILINE)
            estimated_density = {number for number, row in rows.items() if row["name"] in names}
            if len(estimated_density) != len(names):
                problems.append(f"density estimates: {len(names)} names, {len(estimated_density)} matched")
        for number, row in rows.items():
            value = row[column]
            if value is None:
                continue
            if column == "en_pauling":
                text = f"{value:.{1 if row['symbol'] in PAULING_ONE_DECIMAL else 2}f}"
            else:
                text = number_text(value)
            entry = {"value": text, "unit": unit, "source": keys[0]}
            if column == "en_allen":
                # Mann et al. published the main-group and the d-block (groups 3-12) values separately.
                entry["source"] = "Mann2000" if row["group_id"] and 3 <= row["group_id"] <= 12 else "Mann2000a"
            if column == "electron_affinity" and row["symbol"] in UNBOUND_ANIONS:
                continue
            if column == "atomic_radius" and row["symbol"] in NOT_IN_SLATER:
                continue
            if column == "electron_affinity":
                # The column's annotation names the elements taken from other publications.
                entry["source"] = ELECTRON_AFFINITY_SOURCES.get(row["symbol"], keys[0])
                entry.update(MEASURED_ELECTRON_AFFINITIES.get(row["symbol"], {}))
                if row["symbol"] in ESTIMATED_ELECTRON_AFFINITIES:
                    entry["predicted"] = True
                if number >= 100:
                    # No electron affinity has been measured from fermium on: these are calculations.
                    entry["predicted"] = True
            if column == "density" and dataset[number]["phase"] == "Gas":
                entry = {"value": repr(dataset[number]["density"]), "unit": "g/L", "source": BUNDLED_DATA_KEY,
                         "condition": GAS_DENSITY_CONDITION}
            elif column == "density":
                if number in estimated_density:
                    entry["source"] = "enwiki:1039678864"
                    entry["predicted"] = True
                elif (number, "density") in flagged:
                    entry["predicted"] = True
            values[number][key] = entry

    # Phase transitions (CRC Handbook, 97th edition), one row per element except allotropes.
    unit, keys = citation_keys(connection, "phasetransitions", "melting_point")
    _, boil_keys = citation_keys(connection, "phasetransitions", "boiling_point")
    if keys != ["haynes2016crc"] or boil_keys != ["haynes2016crc"]:
        problems.append(f"phase transitions cite {keys} {boil_keys}")
    via = f"mendeleev {PINS['mendeleev']}, phasetransitions (°C + 273.15 as the Handbook gives °C)"
    define("melting-point", "Melting point", "K", "number", "Melting point at 101.325 kPa", via, keys)
    define("boiling-point", "Boiling point", "K", "number", "Normal boiling point (101.325 kPa)", via, keys)
    define("sublimation-point", "Sublimation point", "K", "number",
           "Temperature at which the solid's vapour pressure reaches 101.325 kPa, for elements that sublime", via, keys)
    # The allotrope whose row gives the element's melting point. Sulfur's is the monoclinic row
    # (115.21 °C): rhombic sulfur's "melting point" of 95.2 °C (368.35 K) in the table is the
    # temperature at which it turns monoclinic, a solid, which then melts at 115.21 °C.
    standard_allotrope = {15: "white", 16: "monoclinic", 34: "gray", 50: "white"}
    for number in range(1, 119):
        transitions = connection.execute("select * from phasetransitions where atomic_number = ?", (number,)).fetchall()
        if len(transitions) > 1:
            transitions = [t for t in transitions if t["allotrope"] == standard_allotrope.get(number)]
            if len(transitions) != 1:
                problems.append(f"{symbols[number]}: no single standard allotrope among the phase transitions")
                continue
        if not transitions:
            continue
        transition = transitions[0]
        note = f"{transition['allotrope']}" if transition["allotrope"] else None
        def temperature(value, field):
            # The Handbook gives °C and the kelvin value is that plus 273.15, so it has two
            # decimals at least: the float drops a last zero (white P's 44.15 °C is 317.30 K,
            # not 317.3), which is written again.
            entry = {"value": aligned(number_text(value, 10), "0.00")[0], "unit": "K", "source": "haynes2016crc"}
            if (number, field) in flagged:
                entry["predicted"] = True
            if note:
                entry["note"] = note
            return entry
        if transition["is_sublimation_point"]:
            # It sublimes at standard pressure: a "melting point" given beside it is a triple point.
            if transition["boiling_point"] is not None:
                values[number]["sublimation-point"] = temperature(transition["boiling_point"], "sublimation")
            continue
        if transition["melting_point"] is not None:
            values[number]["melting-point"] = temperature(transition["melting_point"], "melt")
        if transition["boiling_point"] is not None:
            values[number]["boiling-point"] = temperature(transition["boiling_point"], "boil")

    # First ionisation energies and ground configurations: NIST ASD.
    via = f"mendeleev {PINS['mendeleev']}, ionizationenergies (NIST ASD), ion charge 0"
    define("ionization-energy", "First ionization energy", "eV", "number",
           "Energy to remove one electron from the neutral atom in its ground state", via, ["ionization_energies"])
    define("ionization-energy-molar", "First ionization energy (molar)", "kJ/mol", "number",
           "The first ionization energy times the Avogadro constant (1 eV = 96.485 332 123 kJ/mol, exact in the SI since 2019), "
           "rounded where the uncertainty allows", via, ["ionization_energies"])
    define("electron-configuration", "Electron configuration", None, "text",
           "Ground-state configuration in noble-gas notation (NIST ASD); elements 109-118 as predicted by mendeleev (uncited)",
           via, ["ionization_energies", "mendeleev"])
    first = {row["atomic_number"]: row for row in connection.execute("select * from ionizationenergies where ion_charge = 0")}
    for number in range(1, 119):
        row = first.get(number)
        if row is None:
            econf = rows[number]["electronic_configuration"]
            values[number]["electron-configuration"] = {
                "value": mendeleev_configuration(econf), "source": "mendeleev", "predicted": True, "cited": False}
            continue
        detail = f"NIST ASD bibliography {row['references']}" if row["references"] else None
        # NIST marks a value theoretical or semi-empirical (an extrapolation or interpolation of
        # other measurements) where no measurement gives it: a prediction, as the file's
        # "predicted" means, whatever the element (protactinium's 5.89(12) eV and praseodymium's
        # 5.4702(4) eV are semi-empirical, as fermium's is). Hydrogen's alone is not: its
        # theoretical value is a QED calculation that measurements of hydrogen's spectrum
        # confirm to more digits than any of them gives.
        predicted = bool(row["is_theoretical"] or row["is_semi_empirical"]) and number != 1
        method = "theoretical" if row["is_theoretical"] else ("semi-empirical" if row["is_semi_empirical"] else None)
        energy = Decimal(repr(row["ionization_energy"]))
        entry = {"value": number_text(row["ionization_energy"]), "unit": "eV", "source": "ionization_energies"}
        molar = energy * EV_TO_KJ_PER_MOL
        if row["uncertainty"]:
            entry["value"], entry["uncertainty"] = aligned(entry["value"], number_text(row["uncertainty"]))
            molar_uncertainty = Decimal(repr(row["uncertainty"])) * EV_TO_KJ_PER_MOL
            places = uncertainty_places(float(molar_uncertainty))
            # An uncertainty whose first digit is 1 keeps a second digit (0.00012, not 0.0001),
            # and the value is rounded at the same place.
            places += 1 if round(float(molar_uncertainty), places) < 2 * 10 ** -places else 0
            molar_entry = {"value": format(round(molar, places), "f"),
                           "uncertainty": format(round(molar_uncertainty, places), "f")}
        else:
            digits = len(entry["value"].replace(".", "").lstrip("0"))
            places = max(0, digits - len(str(int(molar))))
            molar_entry = {"value": format(round(molar, places), "f")}
        molar_entry.update(unit="kJ/mol", source="ionization_energies")
        for target in (entry, molar_entry):
            if detail:
                target["detail"] = detail
            if method:
                target["method"] = method
            if predicted:
                target["predicted"] = True
        values[number]["ionization-energy"] = entry
        values[number]["ionization-energy-molar"] = molar_entry
        config = {"value": configuration_text(row["ground_shells"]), "source": "ionization_energies"}
        if detail:
            config["detail"] = detail
        values[number]["electron-configuration"] = config

    # Oxidation states (Wikipedia's table, as mendeleev has it).
    # The table lists states for elements no chemistry has reached (meitnerium on): predictions,
    # as their configurations are.
    _, keys = citation_keys(connection, "oxidationstates", "oxidation_state")
    define("oxidation-states", "Oxidation states", None, "oxidationStates",
           "Known oxidation states; \"common\" are those the source marks as main; "
           f"from element {FIRST_UNOBSERVED_OXIDATION_STATE} (meitnerium) on, which no experiment has seen in a compound "
           "(Eichler 2019), predicted; of elements 104-108, all but their group's, in which that review "
           "reports their compounds, predicted and listed in \"predictedStates\"; \"predictionSource\" names that review", f"mendeleev {PINS['mendeleev']}, oxidationstates", keys + ["Eichler2019"])
    for number in range(1, 119):
        states = connection.execute("select oxidation_state, category from oxidationstates where atomic_number = ?", (number,)).fetchall()
        if not states:
            continue
        every = sorted({s["oxidation_state"] for s in states})
        common = sorted({s["oxidation_state"] for s in states if s["category"] == "main"})
        values[number]["oxidation-states"] = {"all": every, "common": common, "source": keys[0]}
        if number >= FIRST_UNOBSERVED_OXIDATION_STATE:
            values[number]["oxidation-states"]["predicted"] = True
        if number >= min(OBSERVED_OXIDATION_STATES):
            # Wikipedia's table lists the states; the review is why some or all are predictions.
            values[number]["oxidation-states"]["predictionSource"] = "Eichler2019"
        if number in OBSERVED_OXIDATION_STATES:
            observed = OBSERVED_OXIDATION_STATES[number]
            if not set(observed) <= set(every):
                problems.append(f"{number}: observed oxidation states {observed} are not among {every}")
            values[number]["oxidation-states"]["predictedStates"] = [state for state in every if state not in observed]

    # Isotopes: NUBASE2020 as mendeleev has it.
    _, keys = citation_keys(connection, "isotopes", "half_life")
    _, abundance_keys = citation_keys(connection, "isotopes", "abundance")
    if keys != abundance_keys:
        problems.append(f"isotope half-lives cite {keys}, abundances {abundance_keys}")
    define("isotopes", "Isotopes", None, "isotopes",
           "Isotopes with a natural abundance (in atom %), with half-lives of the radioactive ones; "
           "for an element without a stable isotope, also its longest-lived isotope",
           f"mendeleev {PINS['mendeleev']}, isotopes", keys)
    for number in range(1, 119):
        isotopes = connection.execute("select * from isotopes where atomic_number = ? order by mass_number", (number,)).fetchall()
        if len({i["mass_number"] for i in isotopes}) != len(isotopes):
            problems.append(f"{symbols[number]}: two isotopes share a mass number")
        chosen = [i for i in isotopes if i["abundance"] is not None]
        # NUBASE flags a few unobserved technetium nuclides as not radioactive; stable means found in nature too.
        has_stable = any(i["is_radioactive"] == 0 and i["abundance"] is not None for i in isotopes)
        longest = None
        if not has_stable:
            timed = [i for i in isotopes if i["half_life"] is not None and i["half_life_unit"] in HALF_LIFE_UNITS]
            if timed:
                longest = max(timed, key=lambda i: i["half_life"] * HALF_LIFE_UNITS[i["half_life_unit"]][1])
                if longest not in chosen:
                    chosen.append(longest)
        listed = []
        for isotope in sorted(chosen, key=lambda i: i["mass_number"]):
            record = {"massNumber": isotope["mass_number"], "stable": isotope["is_radioactive"] == 0}
            if isotope["abundance"] is not None:
                abundance = {"value": number_text(isotope["abundance"]), "unit": "%"}
                if isotope["abundance_uncertainty"]:
                    abundance["value"], abundance["uncertainty"] = aligned(abundance["value"], number_text(isotope["abundance_uncertainty"]))
                record["abundance"] = abundance
            if isotope["is_radioactive"] and isotope["half_life"] is not None:
                half_life = {"value": number_text(isotope["half_life"]), "unit": HALF_LIFE_UNITS[isotope["half_life_unit"]][0]}
                if isotope["half_life_uncertainty"]:
                    half_life["value"], half_life["uncertainty"] = aligned(half_life["value"], number_text(isotope["half_life_uncertainty"]))
                record["halfLife"] = half_life
            if isotope is longest:
                record["longestLived"] = True
            listed.append(record)
        if listed:
            values[number]["isotopes"] = {"isotopes": listed, "source": keys[0]}

    # Crystal structures (Ashcroft and Mermin, via periodictable).
    import periodictable.crystal_structure as crystal
    define("crystal-structure", "Crystal structure", None, "text",
           "Crystal structure of the solid element", f"periodictable {PINS['periodictable']}, crystal_structure", ["AshcroftMermin1976"])
    for number in range(1, 119):
        structures = crystal.crystal_structures
        structure = structures[number - 1] if number - 1 < len(structures) else None
        if structure and structure["symmetry"] in CRYSTAL_NAMES:
            name = CRYSTAL_NAMES[structure["symmetry"]]
            if structure["symmetry"] == "hcp" and structure["c/a"] < HELICAL_CHAIN_MAXIMUM_C_OVER_A:
                name = "trigonal"
            values[number]["crystal-structure"] = {"value": name, "source": "AshcroftMermin1976"}

    # Uncited columns, kept but marked.
    for key, column, name, description in [
        ("discovery-year", "discovery_year", "Discovery year", "Year of discovery as mendeleev gives it (uncited)"),
        ("cas-number", "cas", "CAS registry number", "Chemical Abstracts Service registry number as mendeleev gives it (uncited)"),
    ]:
        _, keys = citation_keys(connection, "elements", column)
        if keys:
            problems.append(f"{column} now has citations {keys}: treat it as sourced")
        define(key, name, "year" if key == "discovery-year" else None, "number" if key == "discovery-year" else "text", description,
               f"mendeleev {PINS['mendeleev']}, elements.{column}", ["mendeleev"])
        for number, row in rows.items():
            if row[column] is None:
                continue
            entry = {"value": str(row[column]), "source": "mendeleev", "cited": False}
            if key == "discovery-year":
                entry["unit"] = "year"
            values[number][key] = entry

    define("standard-atomic-weight", "Standard atomic weight", "1", "number",
           "CIAAW 2021 with the 2024 revision of Zr, Gd and Lu; kept in StandardAtomicWeights.json, not here",
           "StandardAtomicWeights.json (periodictable 2.1.0, module periodictable.mass)", ["Prohaska2022", "CIAAW2024"])
    used_keys.update(add_hand_corrections(values, properties))
    used_keys.update(add_bundled_temperatures(values, properties, dataset, flagged))
    return properties, values, symbols, sorted(used_keys), problems


def add_bundled_temperatures(values, properties, dataset, flagged):
    """The melting and boiling points tiles show from Periodic-Table-JSON where no reference here
    gives one (promethium's boiling point, tennessine's predicted melting point), listed from the
    dataset with the tiles' prediction flag, so `ptable properties` lists what a tile shows.
    A value DataCorrections.json removes as an error (hassium's 126 K) is not listed."""
    hand = json.loads(HAND_CORRECTIONS.read_text(encoding="utf-8"))
    removed = {(c["number"], c["field"]) for c in hand["corrections"] if c.get("corrected") is None}
    keys = set()
    for number in range(1, 119):
        for field in ("melt", "boil"):
            key, unit = HAND_FIELDS[field]
            value = dataset[number].get(field)
            if value is None or key in values[number] or (number, field) in removed:
                continue
            entry = {"value": number_text(value), "unit": unit, "source": BUNDLED_DATA_KEY}
            if (number, field) in flagged:
                entry["predicted"] = True
            values[number][key] = entry
            if BUNDLED_DATA_KEY not in properties[key]["sources"]:
                properties[key]["sources"].append(BUNDLED_DATA_KEY)
            keys.add(BUNDLED_DATA_KEY)
    return keys


def add_hand_corrections(values, properties):
    """The values DataCorrections.json chooses from the primary literature (Cn, Fl and Og), as
    sourced values: they replace a list's estimate (Fl's density 9.928 g/cm³), so the value a tile
    shows is the one listed, with the same reference. Returns the reference keys used."""
    keys = set()
    hand = json.loads(HAND_CORRECTIONS.read_text(encoding="utf-8"))
    for correction in hand["corrections"]:
        if correction["field"] not in HAND_FIELDS or correction.get("corrected") is None or "sourceKey" not in correction:
            continue
        key, unit = HAND_FIELDS[correction["field"]]
        entry = {"value": str(correction["corrected"]), "unit": unit, "source": correction["sourceKey"]}
        current = values[correction["number"]].get(key, {})
        if (current.get("value"), current.get("source")) == (entry["value"], entry["source"]):
            continue
        if correction.get("uncertainty"):
            entry["uncertainty"] = correction["uncertainty"]
        if correction["predicted"]:
            entry["predicted"] = True
        values[correction["number"]][key] = entry
        if entry["source"] not in properties[key]["sources"]:
            properties[key]["sources"].append(entry["source"])
        keys.add(entry["source"])
    # A value that holds only under pressure (helium freezes at 0.95 K only at 2.5 MPa): tiles show the
    # dataset's with its pressure, so it is listed so, from the dataset.
    for condition in hand.get("conditions", []):
        key, unit = HAND_FIELDS[condition["field"]]
        values[condition["number"]].setdefault(key, {"value": number_text(condition["value"]), "unit": unit, "source": BUNDLED_DATA_KEY,
                                                     "condition": f"{number_text(condition['pressureMegapascals'])} MPa"})
        if BUNDLED_DATA_KEY not in properties[key]["sources"]:
            properties[key]["sources"].append(BUNDLED_DATA_KEY)
        keys.add(BUNDLED_DATA_KEY)
    return keys


def build_references(keys, problems):
    bib = parse_bib(BIB.read_text(encoding="utf-8"))
    references = {}
    for key in keys:
        if key in TYPED_REFERENCES:
            references[key] = TYPED_REFERENCES[key]
        elif BIB_KEYS.get(key, key) in bib:
            references[key] = reference_from_bib(*bib[BIB_KEYS.get(key, key)])
            if key in BIB_KEYS:
                references[key]["note"] += f"; mendeleev's key {BIB_KEYS[key]}, which names an earlier revision"
        else:
            problems.append(f"citation key {key} is not in the .bib file")
    for key, reference in references.items():
        if not reference.get("title") or not (reference.get("doi") or reference.get("url") or reference.get("isbn")):
            problems.append(f"reference {key} lacks a title or a DOI/URL/ISBN")
    return references


# --- comparing with Periodic-Table-JSON ---------------------------------------------------------

def rounds_to(sourced, bundled):
    """Whether the dataset's number is the sourced one rounded to the dataset's digits, a tie
    either way: Fe's melting point 1811 K is the Handbook's 1811.15 K, its density 7.874 is not
    the Handbook's 7.87. A tile cites a source only for a number that source gives."""
    text = repr(bundled)
    places = len(text.split(".")[1].rstrip("0")) if "." in text else 0
    return abs(Decimal(sourced) - Decimal(text)) <= Decimal(5).scaleb(-places - 1)


def compare(values, symbols, problems):
    records = {r["number"]: r for r in json.loads(DATASET.read_text(encoding="utf-8"))["elements"]}
    corrections = []
    shown = []
    agreements = {"melt": 0, "boil": 0, "density": 0, "electronegativity": 0, "ionization": 0}
    for number in range(1, 119):
        record = records[number]
        if record["symbol"] != symbols[number]:
            problems.append(f"{number}: symbol {symbols[number]} but the dataset has {record['symbol']}")
        mine = values[number]
        for field, key in (("melt", "melting-point"), ("boil", "boiling-point")):
            bundled = record[field]
            sourced = mine.get(key)
            if sourced is None:
                continue
            if bundled is not None and rounds_to(sourced["value"], bundled):
                agreements[field] += 1
                continue
            corrections.append((number, field, bundled, sourced))
        if "sublimation-point" in mine:
            corrections.append((number, "sublimation", None, mine["sublimation-point"]))
        sourced = mine.get("density")
        if sourced is not None:
            if record["density"] is not None and rounds_to(sourced["value"], record["density"]):
                agreements["density"] += 1
            else:
                corrections.append((number, "density", record["density"], sourced))
        sourced = mine.get("electronegativity")
        bundled = record["electronegativity_pauling"]
        if sourced is not None and bundled is not None and Decimal(repr(bundled)) == Decimal(sourced["value"]):
            agreements["electronegativity"] += 1
        elif sourced is not None or bundled is not None:
            shown.append((number, "electronegativity", bundled, sourced))
        sourced = mine.get("ionization-energy-molar")
        bundled = (record["ionization_energies"] or [None])[0]
        if sourced is not None and bundled is not None and abs(Decimal(repr(bundled)) - Decimal(sourced["value"])) <= Decimal("0.5"):
            agreements["ionization"] += 1
        elif sourced is not None or bundled is not None:
            shown.append((number, "ionization-energy", bundled, sourced))
    return corrections, shown, agreements


def correction_records(corrections, symbols, references):
    def citation(key):
        reference = references[key]
        authors = reference.get("authors", [])
        who = authors[0] + (" et al." if len(authors) > 1 else "") if authors else ""
        edition = f", {reference['edition']} ed." if reference.get("edition") else ""
        return f"{who}, {reference['title']}{edition} ({reference.get('year', 'n.d.')}) [{key}]".lstrip(", ")
    records = []
    for number, field, bundled, sourced in corrections:
        corrected = Decimal(sourced["value"])
        corrected = int(corrected) if corrected == corrected.to_integral_value() else float(corrected)
        record = {"number": number, "symbol": symbols[number], "field": field, "bundled": bundled,
                  "corrected": corrected, "predicted": bool(sourced.get("predicted")),
                  "source": citation(sourced["source"]), "sourceKey": sourced["source"]}
        if sourced.get("note"):
            record["note"] = f"allotrope: {sourced['note']}"
        records.append(record)
    return records


# --- writing --------------------------------------------------------------------------------

def dumps(value):
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))


def render_properties(versions, properties, references, values, symbols):
    about = {
        "generator": "scripts/generate-properties.py",
        "generatedOn": GENERATED_ON,
        "packages": f"mendeleev {versions['mendeleev']} (MIT licence), periodictable {versions['periodictable']} (public domain)",
        "bibliography": "scripts/data/mendeleev-references.bib (mendeleev repository, docs/source/references.bib)",
        "values": "Decimal texts with the digits the source gives; unit \"1\" marks a pure number. \"predicted\": the "
                  "source calls the value an estimate, extrapolation or calculation; \"cited\": false: the package gives "
                  "no source for it, so it is not a sourced value. \"predictedStates\": the oxidation states among \"all\" "
                  "that are predictions when the others were observed. \"condition\": the temperature or pressure the value "
                  "holds at, where it is not the property's usual one (gas densities, helium's melting point).",
        "excluded": "mendeleev's RSC supply-risk columns and price_per_kg (other terms), its atomic weights (pre-2021: "
                    "see StandardAtomicWeights.json), and every column whose metadata cites no source, except "
                    "discovery-year and cas-number, which are marked uncited.",
    }
    lines = ["{", f'  "about": {dumps(about)},', '  "elements": [']
    for number in range(1, 119):
        lines.append(f'    {{"number": {number}, "symbol": {dumps(symbols[number])}, "values": {{')
        keys = sorted(values[number])
        for index, key in enumerate(keys):
            comma = "," if index < len(keys) - 1 else ""
            lines.append(f"      {dumps(key)}: {dumps(values[number][key])}{comma}")
        lines.append("    }}" + ("," if number < 118 else ""))
    lines.append("  ],")
    lines.append('  "properties": {')
    keys = sorted(properties)
    for index, key in enumerate(keys):
        comma = "," if index < len(keys) - 1 else ""
        lines.append(f"    {dumps(key)}: {dumps({'key': key, **properties[key]})}{comma}")
    lines.append("  },")
    lines.append('  "references": {')
    keys = sorted(references)
    for index, key in enumerate(keys):
        comma = "," if index < len(keys) - 1 else ""
        lines.append(f"    {dumps(key)}: {dumps({'key': key, **references[key]})}{comma}")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def render_corrections(records):
    about = {
        "generator": "scripts/generate-properties.py",
        "generatedOn": GENERATED_ON,
        "purpose": "Where a sourced value of ElementProperties.json disagrees with the bundled Periodic-Table-JSON: "
                   "melting and boiling points and densities of solids and liquids that are not the sourced number "
                   "rounded to the dataset's digits, "
                   "and sublimation points the dataset lacks. Applied before DataCorrections.json, in the same way.",
    }
    lines = ["{", f'  "about": {dumps(about)},', '  "corrections": [']
    for index, record in enumerate(records):
        comma = "," if index < len(records) - 1 else ""
        lines.append(f"    {dumps(record)}{comma}")
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def render_report(properties, references, values, records, shown, symbols, agreements):
    def cell(value):
        return "—" if value is None else str(value)
    out = ["# Sourced element properties", "",
           "`ElementProperties.json` is generated by `scripts/generate-properties.py` from the PyPI packages",
           f"mendeleev {PINS['mendeleev']} and periodictable {PINS['periodictable']}; this report is written beside it by the same script.",
           "Each value carries its unit, its uncertainty where the source gives one, and a source key that",
           "resolves to a full reference in the file's `references`.", "",
           "## Properties", "", "| Key | Name | Unit | Elements | Sources |", "|---|---|---|---|---|"]
    for key in sorted(properties):
        prop = properties[key]
        count = sum(1 for number in values if key in values[number])
        if key == "standard-atomic-weight":
            count = "84 (StandardAtomicWeights.json)"
        out.append(f"| `{key}` | {prop['name']} | {prop.get('unit', '—')} | {count} | {', '.join(prop['sources'])} |")
    out += ["", "## Differences from Periodic-Table-JSON", "",
            "Where a sourced value disagrees with the bundled Periodic-Table-JSON, tiles and heatmaps show the sourced",
            "one: these corrections are written to `SourcedCorrections.json` and applied before the hand-written",
            "`DataCorrections.json` (whose entry for the same value then no longer matches and is not applied).",
            "Periodic-Table-JSON already gives the sourced number, rounded to its own digits (1811 K for 1811.15 K), for",
            f"melting points {agreements['melt']}, boiling points {agreements['boil']} and densities {agreements['density']}; "
            f"the same Pauling electronegativity for {agreements['electronegativity']} elements.", "",
            "| Element | Field | Periodic-Table-JSON | Sourced | Predicted | Source |", "|---|---|---|---|---|---|"]
    for record in records:
        unit = " g/cm³" if record["field"] == "density" else " K"
        bundled = "—" if record["bundled"] is None else f"{record['bundled']}{unit}"
        out.append(f"| {record['symbol']} ({record['number']}) | {record['field']} | {bundled} | "
                   f"{record['corrected']}{unit} | {'yes' if record['predicted'] else ''} | {record['sourceKey']} |")
    out += ["", "Values that no Periodic-Table-JSON field is corrected for, because tiles and heatmaps read them from",
            "`ElementProperties.json` itself when the bundled data is in use (a user's `--data` file shows its own, marked",
            f"as the user's). Agreeing: Pauling electronegativities {agreements['electronegativity']} (equal in value),",
            f"first ionization energies {agreements['ionization']} (within 0.5 kJ/mol). mendeleev stores the",
            "Handbook's Pauling values as floating-point numbers; they are written as the Handbook prints them",
            "(86th ed., p. 9-77): Allred's with two decimals, Pauling's own with one (Nb, Ru, Te and Lu to Pu).",
            "",
            "| Element | Property | Periodic-Table-JSON | Sourced | Source |", "|---|---|---|---|---|"]
    for number, key, bundled, sourced in shown:
        unit = " kJ/mol" if key == "ionization-energy" else ""
        before = "—" if bundled is None else f"{bundled}{unit}"
        after = "—" if sourced is None else f"{sourced['value']}{unit}"
        source = "" if sourced is None else sourced["source"]
        out.append(f"| {symbols[number]} ({number}) | {key} | {before} | {after} | {source} |")
    out += ["", "## References", ""]
    for key in sorted(references):
        reference = references[key]
        where = reference.get("doi") and f"doi:{reference['doi']}" or reference.get("url") or f"ISBN {reference.get('isbn')}"
        out.append(f"- `{key}`: {', '.join(reference.get('authors', []))}, *{reference['title']}* "
                   f"({reference.get('year', 'n.d.')}), {where}")
    out += ["", "## Licence", "",
            "mendeleev is MIT-licensed (Copyright (c) 2014 Lukasz Mentel); periodictable is in the public domain.",
            "The values are published scientific data, cited here to their publications."]
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing them")
    parser.add_argument("--allow-other-version", action="store_true", help="accept package versions other than the pinned ones")
    args = parser.parse_args()

    import periodictable
    version, connection = open_mendeleev()
    versions = {"mendeleev": version, "periodictable": periodictable.__version__}
    if versions != PINS and not args.allow_other_version:
        print(f"error: installed {versions}, this script is pinned to {PINS}", file=sys.stderr)
        return 2
    properties, values, symbols, keys, problems = build(connection)
    references = build_references(keys, problems)
    for number in values:
        for key, entry in values[number].items():
            if entry["source"] not in references:
                problems.append(f"{symbols[number]} {key}: source {entry['source']} has no reference")
    corrections, shown, agreements = compare(values, symbols, problems)
    records = correction_records(corrections, symbols, references)
    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        return 1
    outputs = {
        OUTPUT: render_properties(versions, properties, references, values, symbols),
        CORRECTIONS_OUTPUT: render_corrections(records),
        REPORT: render_report(properties, references, values, records, shown, symbols, agreements),
    }
    stale = []
    for path, text in outputs.items():
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} ({len(text)} bytes)")
    if stale:
        for path in stale:
            print(f"error: {path.relative_to(ROOT)} is out of date", file=sys.stderr)
        return 1
    if args.check:
        print("ElementProperties.json, SourcedCorrections.json and ElementProperties.md are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
