#!/usr/bin/env bash
# Installs what is missing, then runs the benchmarks (release build) and prints their figures.
# `bash scripts/benchmark.sh compare [--reps N]` instead builds the plain C + Cairo baseline
# (Benchmarks/Baseline) and prints ptable and the baseline side by side.
# `bash scripts/benchmark.sh load` puts `ptable serve` under load beside nginx serving the same
# bytes (scripts/load-benchmark.sh) and prints that table.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
if [[ "${1:-}" == "compare" ]]; then
  shift
  exec bash scripts/compare-baseline.sh "$@"
fi
if [[ "${1:-}" == "load" ]]; then
  shift
  exec bash scripts/load-benchmark.sh "$@"
fi
cd Benchmarks
swift package --disable-sandbox benchmark "$@"
