#!/usr/bin/env bash
# Installs what is missing, builds ptable (release) and renders the poster into Output/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build -c release --product ptable
ptable="$(swift build -c release --show-bin-path)/ptable"
mkdir -p Output
"$ptable" table --format png --width 3508 -o Output/periodic-table.png
"$ptable" table --format pdf --width 1684 -o Output/periodic-table.pdf
"$ptable" table --format svg -o Output/periodic-table.svg
"$ptable" tile Na --format png --size 512 -o Output/011-sodium.png
echo "Poster: Output/periodic-table.png (3508 px wide), .pdf and .svg; a tile: Output/011-sodium.png"
