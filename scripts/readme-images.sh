#!/usr/bin/env bash
# Regenerates every README image under docs/images with the commands the README shows.
# The output is deterministic: run it after a design change and commit the images that moved.
# PTABLE=path/to/ptable uses that binary instead of building the debug one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${PTABLE:-}" ]]; then
    swift build --product ptable >/dev/null
    PTABLE="$(swift build --show-bin-path)/ptable"
fi
out=docs/images
run() { echo "ptable $*"; "$PTABLE" "$@" >/dev/null; }

run tile Na --format png --size 256 -o "$out/011-sodium-256.png"
run tile C --format png --size 256 -o "$out/006-carbon-256.png"
run tile Na --side back --format png --size 256 -o "$out/011-sodium-back-256.png"
run tile Hg --theme dark --format png --size 256 -o "$out/080-mercury-dark-256.png"
run tile Hg --theme mono --format png --size 256 -o "$out/080-mercury-mono-256.png"
run table --format png --width 1440 -o "$out/periodic-table-1440.png"
run tile Na --sizes 32,48,64,96,128,256 -o "$out/levels-of-detail-sodium.png"
run table --paper a4 --color-by melt -o "$out/poster-a4-melt.png"
run table --paper a4 --color-by electronegativity --title "Electronegativity (Pauling)" \
    -o "$out/poster-a4-electronegativity.png"
run table --paper a4 --color-by phase --highlight Br,Hg,Cn,Fl \
    --title "Liquids at room temperature" -o "$out/poster-a4-phase-highlight.png"
run table --paper a4 --orientation portrait -o "$out/poster-a4-portrait.png"
run table --paper a4 --color-by cpk -o "$out/poster-a4-cpk.png"
run table --paper a4 --symbol-color-by phase --group-labels both \
    -o "$out/poster-a4-two-properties.png"
run table --paper a4 --count-formulas docs/examples/battery-materials.txt --scale log \
    --title "Atoms in 12 battery materials" -o "$out/poster-a4-formula-counts.png"
run table --lang ja --paper a4 -o "$out/poster-a4-ja.png"
cp Tests/PTableServerTests/__Snapshots__/PageTests/screenshotsMatchTheGoldenFiles.phone-390x844.png "$out/page-phone-390.png"   # the page golden (PageTests)
