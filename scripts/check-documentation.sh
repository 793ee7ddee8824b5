#!/usr/bin/env bash
# Checks that every public declaration in Sources/ has a /// comment
# (scripts/check-public-documentation.py), then builds the DocC catalogue of every Swift library
# under Sources/ (the manual is PTableCommandLine's) with warnings as errors, so a broken symbol
# link or a parameter the docs no longer name fails the run. The archives land in
# .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 scripts/check-public-documentation.py
targets=()
while IFS= read -r name; do targets+=(--target "$name"); done < <(
  swift package describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "library" and target["path"].startswith("Sources/"):
        print(target["name"])')
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift package --disable-sandbox generate-documentation --warnings-as-errors "${targets[@]}" >"$log" 2>&1; then
  grep -E "error:|warning:" "$log" | grep -v "swift-distributed-tracing" >&2 || tail -40 "$log" >&2
  echo "error: the documentation does not build without warnings (swift package generate-documentation)" >&2
  exit 1
fi
echo "documentation: $((${#targets[@]} / 2)) catalogues built without warnings"
