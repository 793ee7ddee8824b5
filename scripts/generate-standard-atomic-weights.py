#!/usr/bin/env python3
"""Generate Sources/ElementData/Resources/StandardAtomicWeights.json.

What it reads
-------------
The standard atomic weights of the elements 2021, as published by the IUPAC
Commission on Isotopic Abundances and Atomic Weights (CIAAW):

    T. Prohaska et al., "Standard atomic weights of the elements 2021
    (IUPAC Technical Report)", Pure Appl. Chem. 94(5), 573-600 (2022),
    doi:10.1515/pac-2019-0603

taken from the PyPI package ``periodictable`` version 2.1.0 (Paul Kienzle,
NIST; public domain), module ``periodictable.mass``, text table
``element_mass``. That table is a transcription of the CIAAW table
(https://www.ciaaw.org/atomic-weights.htm, retrieved 2023-07-06 by the package
author) with each value written as published, e.g. ``55.845(2)`` or
``22.98976928(2)``. For the 14 elements whose standard atomic weight is an
interval the package gives the abridged value of Prohaska et al. (2022),
e.g. ``12.011(2) [12.0096,12.0116]``.

Why this package: ``mendeleev`` 1.3.0 still has pre-2021 values (Ar 39.948,
Pb 207.2(1), Hf 178.49) stored as floats, and ``pymatgen-core`` 2026.10.16 has
older values still (C 12.0107, H 1.00794) with no uncertainties. Only
``periodictable`` carries the 2021 table as text, so precision and trailing
zeros survive (Au 196.966570, Dy 162.500).

What it writes
--------------
A JSON object with a ``provenance`` block and an ``elements`` array of
``{"number", "symbol", "value", "uncertainty", "kind"}`` (and ``interval`` for
interval elements, ``supersedes`` [value, uncertainty] for the three revised in 2024), values as decimal strings exactly as published. ``kind``
is ``"standard"`` for a single published value, or ``"conventional"`` where
CIAAW gives an interval: then ``value`` is the IUPAC conventional atomic
weight (H 1.008, Li 6.94, ...) and ``uncertainty`` is the one of the abridged
value. The abridged values equal the conventional ones for all 14 elements
except hydrogen, where the abridged value is written 1.0080(2) and the
conventional one 1.008; the script checks this rather than assuming it.

CIAAW revised three values in 2024 (zirconium, gadolinium, lutetium), after
the package was written; REVISIONS_2024 below carries them, typed in from the
CIAAW announcement of August 2024 (reported in C&EN 102(34), 2024: Zr
91.222(3) from 91.224(2), Gd 157.249(2) from 157.25(3), Lu 174.96669(5) from
174.9668(1)). The script checks that the package still has the superseded
values before replacing them, and compares the dataset with those.

Only elements with a standard atomic weight are listed: 1-83 except Tc (43)
and Pm (61), plus Th, Pa and U (90-92), 84 in all.

How to run it (from the repository root)
----------------------------------------
    python3 -m venv /tmp/aw-venv
    /tmp/aw-venv/bin/pip install periodictable==2.1.0
    /tmp/aw-venv/bin/python scripts/generate-standard-atomic-weights.py

It refuses another ``periodictable`` version unless ``--allow-other-version``
is given. ``--check`` compares instead of writing and exits 1 when the
committed file differs. The generation date written into the file is the
constant GENERATED_ON below, so running it again gives identical bytes.
It also compares every value with the bundled PeriodicTableJSON.json and
prints where the data differs from the standard value.
"""

import argparse
import json
import re
import sys
from decimal import Decimal
from pathlib import Path

PACKAGE = "periodictable"
PACKAGE_VERSION = "2.1.0"
GENERATED_ON = "2026-11-22"

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/ElementData/Resources/StandardAtomicWeights.json"
DATASET = ROOT / "Sources/ElementData/Resources/PeriodicTableJSON.json"

# IUPAC conventional atomic weights for the elements whose standard atomic
# weight is an interval (the single values IUPAC gives for trade and commerce
# and prints on its periodic table beside the interval). Typed here
# independently of the package so that the two can be checked against each other.
CONVENTIONAL = {
    1: "1.008", 3: "6.94", 5: "10.81", 6: "12.011", 7: "14.007",
    8: "15.999", 12: "24.305", 14: "28.085", 16: "32.06", 17: "35.45",
    18: "39.95", 35: "79.904", 81: "204.38", 82: "207.2",
}

# The CIAAW revision of 2024: atomic number -> (superseded value and uncertainty
# as the package has them, revised value and uncertainty).
REVISIONS_2024 = {
    40: (("91.224", "0.002"), ("91.222", "0.003")),
    64: (("157.25", "0.03"), ("157.249", "0.002")),
    71: (("174.9668", "0.0001"), ("174.96669", "0.00005")),
}

# Elements with a standard atomic weight (stable isotopes or a characteristic
# terrestrial isotopic composition).
EXPECTED_NUMBERS = [z for z in range(1, 84) if z not in (43, 61)] + [90, 91, 92]

ENTRY = re.compile(
    r"^(?P<value>\d+\.\d+)\((?P<unc>\d+(?:\.\d+)?)\)"
    r"(?:\s*\[(?P<low>\d+\.\d+),(?P<high>\d+\.\d+)\])?$"
)


def uncertainty_text(value: str, digits: str) -> str:
    """``55.845`` and ``2`` give ``0.002``; ``207.2`` and ``1.1`` give ``1.1``.

    Concise notation: digits in parentheses count in units of the last digit of
    the value, unless they contain a decimal point (then they are in the
    value's own units, as in Pb 207.2(1.1)).
    """
    if "." in digits:
        return digits
    decimals = len(value.split(".")[1])
    return format(Decimal(digits).scaleb(-decimals), "f")


def parse_package_table():
    import periodictable
    from periodictable.mass import element_mass

    entries = []
    for line in element_mass.split("\n"):
        # "26\tFe\tiron\t  55.845(2)" or "6\tC\tcarbon\t 12.011(2)  [12.0096,12.0116]"
        fields = line.split("\t")
        number, symbol = int(fields[0]), fields[1].strip()
        text = fields[3].strip()
        match = ENTRY.match(text)
        if not match:
            raise SystemExit(f"cannot parse {symbol} ({number}): {text!r}")
        entries.append((number, symbol, match))
    return periodictable.__version__, entries


def build(entries):
    elements = []
    problems = []
    for number, symbol, match in entries:
        published = match["value"]
        uncertainty = uncertainty_text(published, match["unc"])
        element = {"number": number, "symbol": symbol}
        if match["low"]:
            conventional = CONVENTIONAL.get(number)
            if conventional is None:
                problems.append(f"{symbol}: interval in the package but no conventional value known")
                continue
            if Decimal(conventional) != Decimal(published):
                problems.append(f"{symbol}: abridged {published} differs from conventional {conventional}")
            # The conventional value need not lie inside the interval (O 15.999 is
            # below [15.99903, 15.99977]), but with the abridged uncertainty it covers it.
            low, high = Decimal(match["low"]), Decimal(match["high"])
            centre, spread = Decimal(conventional), Decimal(uncertainty)
            if not (centre - spread <= low and high <= centre + spread):
                problems.append(f"{symbol}: {conventional}({uncertainty}) does not cover [{low}, {high}]")
            element.update(value=conventional, uncertainty=uncertainty, kind="conventional",
                           interval=[match["low"], match["high"]])
            if conventional != published:
                print(f"note: {symbol} abridged value written {published}, conventional {conventional}; using {conventional}")
        else:
            if number in CONVENTIONAL:
                problems.append(f"{symbol}: expected an interval, the package gives {published}")
            if number in REVISIONS_2024:
                superseded, revised = REVISIONS_2024[number]
                if (published, uncertainty) != superseded:
                    problems.append(f"{symbol}: the package gives {published}({uncertainty}), "
                                    f"expected the superseded {superseded[0]}({superseded[1]})")
                published, uncertainty = revised
            element.update(value=published, uncertainty=uncertainty, kind="standard")
            if number in REVISIONS_2024:
                element["supersedes"] = list(REVISIONS_2024[number][0])
        elements.append(element)
    numbers = [e["number"] for e in elements]
    if numbers != EXPECTED_NUMBERS:
        problems.append(f"numbers differ from the expected 84: {sorted(set(numbers) ^ set(EXPECTED_NUMBERS))}")
    return elements, problems


def compare_with_dataset(elements):
    """Print where PeriodicTableJSON.json differs from the standard value."""
    records = json.loads(DATASET.read_text(encoding="utf-8"), parse_float=str, parse_int=str)["elements"]
    by_number = {int(r["number"]): r for r in records}
    problems = []
    for element in elements:
        record = by_number[element["number"]]
        if record["symbol"] != element["symbol"]:
            problems.append(f"{element['number']}: symbol {element['symbol']} but the dataset has {record['symbol']}")
        data, value = Decimal(record["atomic_mass"]), Decimal(element["value"])
        tolerance = max(Decimal(element["uncertainty"]), Decimal("0.0005")) + Decimal("0.0005")
        if element["number"] in REVISIONS_2024:
            # The dataset predates the revision: compare it with the value it was written from.
            (old_value, old_uncertainty), _ = REVISIONS_2024[element["number"]]
            value = Decimal(old_value)
            tolerance = max(Decimal(old_uncertainty), Decimal("0.0005")) + Decimal("0.0005")
        if data != value:
            verdict = "agrees" if abs(data - value) <= tolerance else "DISAGREES"
            print(f"dataset {element['symbol']:>2} {record['atomic_mass']:<14} standard "
                  f"{element['value']}({element['uncertainty']}) {verdict}")
        if abs(data - value) > tolerance:
            problems.append(f"{element['symbol']}: dataset {data} is outside standard {value} ± {tolerance}")
    return problems


def render(version, elements) -> str:
    provenance = {
        "package": PACKAGE,
        "packageVersion": version,
        "packageSource": "PyPI package periodictable, module periodictable.mass, table element_mass",
        "packageLicence": "public domain (periodictable/mass.py: \"This program is public domain\")",
        "publication": "T. Prohaska et al., Standard atomic weights of the elements 2021 "
                       "(IUPAC Technical Report), Pure Appl. Chem. 94(5), 573-600 (2022)",
        "doi": "10.1515/pac-2019-0603",
        "ciaawTable": "CIAAW standard atomic weights 2021, with the 2024 revision of Zr, Gd and Lu",
        "revision2024": "Zr 91.222(3) from 91.224(2), Gd 157.249(2) from 157.25(3), Lu 174.96669(5) from "
                        "174.9668(1): CIAAW, August 2024 (reported in C&EN 102(34), 2024); typed into the generator",
        "conventionalValues": "For elements whose standard atomic weight is an interval (kind \"conventional\"), "
                              "value is the IUPAC conventional atomic weight and uncertainty is that of the "
                              "abridged value (Prohaska et al. 2022); interval is the published standard atomic weight.",
        "dataLicence": "Atomic weights are published scientific facts; the numbers are cited, not copied "
                       "from a copyrighted text. The package they were read from is in the public domain.",
        "generator": "scripts/generate-standard-atomic-weights.py",
        "generatedOn": GENERATED_ON,
    }
    lines = ["{", '  "provenance": {']
    items = list(provenance.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        lines.append(f"    {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("  },")
    lines.append('  "elements": [')
    for index, element in enumerate(elements):
        comma = "," if index < len(elements) - 1 else ""
        lines.append("    " + json.dumps(element, ensure_ascii=False, separators=(", ", ": ")) + comma)
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    parser.add_argument("--allow-other-version", action="store_true", help=f"accept {PACKAGE} other than {PACKAGE_VERSION}")
    args = parser.parse_args()

    version, entries = parse_package_table()
    if version != PACKAGE_VERSION and not args.allow_other_version:
        print(f"error: {PACKAGE} {version} installed, this script is pinned to {PACKAGE_VERSION}", file=sys.stderr)
        return 2
    elements, problems = build(entries)
    problems += compare_with_dataset(elements)
    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        return 1
    text = render(version, elements)
    if args.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"error: {OUTPUT.relative_to(ROOT)} is out of date", file=sys.stderr)
            return 1
        print(f"{OUTPUT.relative_to(ROOT)} is up to date ({len(elements)} elements)")
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)} ({len(elements)} elements)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
