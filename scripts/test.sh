#!/usr/bin/env bash
# Installs what is missing and runs the whole test suite (unit, snapshot and end-to-end tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
export SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}"
swift build --build-tests
swift test --skip-build "$@"
