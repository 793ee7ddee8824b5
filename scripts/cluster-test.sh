#!/usr/bin/env bash
# The cluster test CI runs after the suite: PostgreSQL (started here, as its own user, in a
# temporary folder), three `ptable serve` instances sharing it and nginx in front, all on
# 127.0.0.1, started by deploy/cluster.sh; then scripts/cluster-check.py puts load and faults on
# them (a SIGKILL, a database outage, a hung instance, a SIGTERM drain) and prints what it proved.
#
#   bash scripts/cluster-test.sh [PTABLE]    (default: the ptable `swift build` made)
#
# Bounded: each start waits at most a minute, each request 10 s, the checks 10 minutes in all;
# whatever happens, everything started is stopped by its pid and the folder removed.
# PTABLE_CLUSTER_STORE=sqlite runs it on one shared SQLite file instead (no outage step).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ge 1 ]]; then export PTABLE="$1"; fi
if [[ -z "${PTABLE:-}" ]]; then PTABLE="$(swift build --show-bin-path)/ptable"; export PTABLE; fi
[[ -x "$PTABLE" ]] || { echo "error: no executable at $PTABLE; build first (swift build)" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/ptable-cluster-test.XXXXXX")"
cleanup() {
  local code=$?
  timeout 120 bash deploy/cluster.sh stop "$work" >/dev/null 2>&1 || true
  if ((code != 0)); then
    echo "--- logs of the failed cluster test ($work) ---" >&2
    for log in "$work"/instance-*.log "$work"/nginx/error.log "$work"/pg/server.log; do
      [[ -f $log ]] && { echo "== $log (last 15 lines)" >&2; tail -15 "$log" >&2; }
    done
  fi
  rm -rf "$work"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

INSTANCES=3 timeout 300 bash deploy/cluster.sh start "$work"
timeout 600 python3 scripts/cluster-check.py "$work"
