#!/usr/bin/env bash
# Installs what is missing, builds ptable (release) and renders the poster into Output/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build -c release --product ptable
ptable=$(swift build -c release --show-bin-path)/ptable
mkdir -p Output
"$ptable" table --color never
"$ptable" table --format json -o Output/periodic-table.json
echo "wrote Output/periodic-table.json"
