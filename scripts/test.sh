#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite: unit, snapshot, in-process command
# and route tests, the real-process, real-database and real-browser tests (each starts what it
# needs on 127.0.0.1 and stops it), and the cluster test (PostgreSQL, several `ptable serve` and
# nginx on loopback, under load and faults, bounded in time; PTABLE_CLUSTER_STORE=sqlite runs it on
# one shared SQLite file instead, without the database outage), a package that depends on
# ptable as the PTableSnapshotTesting documentation shows (scripts/check-dependent-package.sh),
# and the DocC catalogues, built with warnings as errors (scripts/check-documentation.sh).
# Arguments go to `swift test` (e.g. --filter CommandReferenceTests); with them the last three are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
export SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}"
swift build --build-tests
swift test --skip-build "$@"
if (($# == 0)); then
  bash scripts/check-dependent-package.sh
  bash scripts/check-documentation.sh
  PTABLE_CLUSTER_STORE="${PTABLE_CLUSTER_STORE:-postgres}" timeout 900 bash scripts/cluster-test.sh
fi
