#!/usr/bin/env bash
# Installs what is missing, then runs the benchmarks (release build) and prints their figures.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
cd Benchmarks
swift package --disable-sandbox benchmark "$@"
