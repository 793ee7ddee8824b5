#!/usr/bin/env bash
# Builds the Package.swift that the PTableSnapshotTesting documentation shows for a dependent
# package, exactly as written except for the path to ptable, with a Swift Testing example as its test, and runs that test once
# (it records its references on the first run and must then pass on the second). The reference
# it records must be the bytes `ptable tile Na --format svg --size 256` writes. The README's
# library example is compiled in the same package (with PTableRendering added to its
# dependencies) and must write the bytes of `ptable tile Na --size 256`. Run by
# scripts/test.sh after the suite (a second build of ptable's libraries, so not in the suite).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if [[ -n "${1:-}" ]]; then
  work=$1
  trap 'rm -rf "$work/Tests"' EXIT
else
  work=$(mktemp -d /tmp/ptable-dependent-package.XXXXXX)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/Tests/DesignTests"
# The first ```swift block that starts with "// swift-tools-version" is the manifest.
awk '/^```swift$/{inblock=1; body=""; next} /^```$/{if (inblock && body ~ /^\/\/ swift-tools-version/) {printf "%s", body; exit} inblock=0; next} inblock{body = body $0 "\n"}' Sources/PTableSnapshotTesting/Documentation.docc/PTableSnapshotTesting.md \
  | sed "s#path: \"../ptable\"#path: \"$root\"#" > "$work/Package.swift"
grep -q 'swift-tools-version' "$work/Package.swift" || { echo "error: no Package.swift snippet in the PTableSnapshotTesting documentation" >&2; exit 1; }
sed -i 's#^\( *\)\.product(name: "Layout", package: "ptable"),#&\n\1.product(name: "PTableRendering", package: "ptable"),#' "$work/Package.swift"
# The README's library example: its imports at the top of a test file, the rest in a test.
example=$(awk '/^## The library/{section=1} section && /^```swift$/{inblock=1; next} inblock && /^```$/{exit} inblock{print}' README.md)
[[ -n "$example" ]] || { echo "error: no swift block under \"## The library\" in README.md" >&2; exit 1; }
{
  grep '^import ' <<< "$example"
  echo 'import Foundation'
  echo 'import Testing'
  echo '@Suite struct ReadmeExampleTests {'
  echo '    @Test func theLibraryExample() throws {'
  grep -v '^import ' <<< "$example" | sed 's/^/        /'
  echo "        try png.write(to: URL(fileURLWithPath: \"$work/readme.png\"))"
  echo '    }'
  echo '}'
} > "$work/Tests/DesignTests/ReadmeExampleTests.swift"
cat > "$work/Tests/DesignTests/TileDesignTests.swift" <<'SWIFT'
import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct TileDesignTests {
    @Test func sodium() throws {
        let sodium = try PeriodicTable.bundled().requireElement(matching: "Na")
        assertSnapshot(of: sodium, as: .svg)
    }
}
SWIFT
cd "$work"
swift build --build-tests
# The first run records the references, which swift-snapshot-testing reports as failures.
SNAPSHOT_TESTING_RECORD=missing swift test --skip-build > record.log 2>&1 || true
ls Tests/DesignTests/__Snapshots__/TileDesignTests/sodium.1.svg > /dev/null
SNAPSHOT_TESTING_RECORD=never swift test --skip-build
swift build --package-path "$root" --product ptable
"$(swift build --package-path "$root" --show-bin-path)/ptable" tile Na --format svg --size 256 -o "$work/cli.svg"
cmp "$work/cli.svg" "$work/Tests/DesignTests/__Snapshots__/TileDesignTests/sodium.1.svg" \
  || { echo "error: the dependent package's snapshot differs from ptable tile's output" >&2; exit 1; }
"$(swift build --package-path "$root" --show-bin-path)/ptable" tile Na --size 256 -o "$work/cli.png"
cmp "$work/cli.png" "$work/readme.png" \
  || { echo "error: the README's library example does not write ptable tile Na --size 256's bytes" >&2; exit 1; }
echo "The documented Package.swift builds as a dependent package, its snapshot test passes, its reference is ptable tile's output, and the README's library example writes ptable tile's PNG"
